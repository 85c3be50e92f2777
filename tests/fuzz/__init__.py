"""Fuzz suites: hostile values at the public API, records and the command line."""
