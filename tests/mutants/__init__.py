"""Planted bugs in a copy of the referee, and which suites catch them (see run.py)."""
