"""Prints the figures of the exhaustive walks at the end of the run (also without ``-s``)."""

from __future__ import annotations

import pytest


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    from tests.exhaustive.test_small_decks import RESULTS

    if not RESULTS:
        return
    terminalreporter.section("exhaustive walks")
    for figures in RESULTS:
        terminalreporter.write_line(figures.summary())
