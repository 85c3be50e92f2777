"""Tests of the installed builds (run by ``nox -s compiled``, not by the pure ``tests``)."""
