"""Shared test settings: Hypothesis profiles (dev, ci, nightly) chosen by HYPOTHESIS_PROFILE."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

#: Data the tests read or run, not tests: the outside bots of tests/data/bots are programs
#: run by the bot protocol's tests (--doctest-modules would import them, and they read argv).
collect_ignore_glob = ["data/*"]

settings.register_profile("dev", max_examples=50, deadline=None)
settings.register_profile(
    "ci",
    max_examples=100,
    deadline=None,
    derandomize=True,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "nightly", max_examples=2000, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "dev"))


# Under pytest-xdist the exhaustive walks run in worker processes, while the terminal summary
# is written by the controller: the workers hand their walk figures over at the end.
_WORKER_WALKS: list[str] = []


def pytest_sessionfinish(session: pytest.Session) -> None:
    workeroutput = getattr(session.config, "workeroutput", None)
    walks = sys.modules.get("tests.exhaustive.test_small_decks")
    if workeroutput is not None and walks is not None:
        workeroutput["exhaustive_walks"] = [figures.summary() for figures in walks.RESULTS]


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node: Any, error: object) -> None:
    _WORKER_WALKS.extend(getattr(node, "workeroutput", {}).get("exhaustive_walks", []))


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    if _WORKER_WALKS:
        terminalreporter.section("exhaustive walks")
        for summary in _WORKER_WALKS:
            terminalreporter.write_line(summary)


def pytest_configure(config: pytest.Config) -> None:
    """With ``BOHNANZA_EXPECT_BUILD`` set (``pure`` or ``compiled``), the run refuses to start
    unless that build is the one imported: nox's ``compiled`` session must test the installed
    compiled wheel, not the source tree beside the tests."""
    expected = os.environ.get("BOHNANZA_EXPECT_BUILD")
    if not expected:
        return
    import bohnanza

    source = Path(__file__).resolve().parent.parent / "bohnanza"
    found = Path(bohnanza.__file__ or "").resolve().parent
    build = "compiled" if bohnanza.COMPILED else "pure"
    if expected not in ("pure", "compiled"):
        raise pytest.UsageError(f"BOHNANZA_EXPECT_BUILD={expected!r}: say pure or compiled")
    if build != expected or (expected == "compiled") == (found == source):
        raise pytest.UsageError(
            f"expected the {expected} build, but the {build} build was imported from {found}"
        )
