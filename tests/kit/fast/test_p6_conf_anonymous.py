"""Engines without card identity (``hello``'s ``"card_identity": false``, docs/conformance.md,
"Engines without card identity"): their positions are compared by variety with coins by
their number, and an id they write into a move they list is ignored, as in positions.
The same ids from an engine that declared card identity are its garbage."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza.conformance import runner
from bohnanza.conformance.engine import RefereeEngine
from bohnanza.conformance.runner import run
from bohnanza.state import GameState
from tests.kit.fast.inprocess import InProcess, in_process
from tests.kit.wrong_engines import AnonymousStaleIds

__all__ = ["in_process"]


@pytest.mark.parametrize("engine", ["anonymous-cards", "anonymous-stale-ids"])
def test_an_engine_without_card_identity_agrees_by_variety(
    engine: str, in_process: type[InProcess]
) -> None:
    report = run(engine, players=4, games=1, seed=5, trades=0.5, max_moves=150)
    assert report.model == {"card_identity": False}
    assert report.disagreements == 0 and report.counts == {}
    assert (report.games, report.games_agreed, report.decisions) == (1, 1, 150)


class _StaleWithIdentity(AnonymousStaleIds):
    """The stale ids of ``anonymous-stale-ids`` in the moves listed, with card identity
    declared and positions written with every id."""

    model: dict[str, Any] = {}  # noqa: RUF012

    def report(self, state: GameState) -> dict[str, object]:
        return RefereeEngine.report(self, state)


def test_the_same_stale_ids_from_an_engine_with_card_identity_are_garbage(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    class Engine(InProcess):
        def __init__(self, command: str, timeout: float = 10.0) -> None:
            super().__init__("referee", timeout)
            self.engine = _StaleWithIdentity()

    monkeypatch.setattr(runner, "EngineProcess", Engine)
    report = run("stale", players=4, games=1, seed=5, trades=0.5, max_moves=150)
    assert report.model == {}
    [key] = report.counts
    assert key[0] == "garbage" and report.games_agreed == 0
    [example] = report.examples[key]
    assert example.detail.startswith("moves: there is no card 9999 in this deck in {")
    assert example.game == 0
