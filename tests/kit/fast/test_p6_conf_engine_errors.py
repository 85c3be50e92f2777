"""An engine that answers an error (``{"ok": false, "error": ...}``) where the protocol
asks for an answer is a protocol failure of kind ``error`` quoting the engine's words
(docs/conformance.md, "The report": ``hung``, ``crashed``, ``garbage``, ``error``), for
that game only: the engine is started again for the next.  Only ``apply`` may answer
``ok: false``: that is the engine refusing the move played, a rule break under the clause
that grants the move, quoting the engine's error (``runner._Game.ask``, ``_Game.step``)."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza.actions import Action
from bohnanza.conformance import runner
from bohnanza.conformance.engine import RefereeEngine
from bohnanza.conformance.runner import run
from bohnanza.state import GameState
from tests.kit.fast.inprocess import InProcess

Json = dict[str, Any]


class _Fails(RefereeEngine):
    """The referee, but one of its methods answers an error."""

    where = ""

    def moves(self, state: GameState, seat: int) -> list[Action]:
        if self.where == "moves":
            raise ValueError("no moves today")
        return super().moves(state, seat)

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if self.where == "check":
            raise ValueError("no verdicts today")
        return super().verdict(state, move)

    def result(self, state: GameState) -> tuple[list[int], list[int]] | None:
        if self.where == "state":
            raise ValueError("no state today")
        return super().result(state)

    def deal(self, state: GameState, deck: object) -> GameState:
        if self.where == "new_game":
            raise ValueError("no deal today")
        return state

    def transition(self, state: GameState, move: Action) -> GameState:
        if self.where == "apply" and state.turn == 1:
            raise ValueError("not this move")
        return super().transition(state, move)


def _engines(where: str) -> type[InProcess]:
    class Engine(InProcess):
        def __init__(self, command: str, timeout: float = 10.0) -> None:
            super().__init__("referee", timeout)
            failing = _Fails()
            failing.where = where
            self.engine = failing

    return Engine


@pytest.mark.parametrize(
    ("where", "said"),
    [
        ("moves", "ValueError: no moves today"),
        ("check", "ValueError: no verdicts today"),
        ("state", "ValueError: no state today"),
        ("new_game", "ValueError: no deal today"),
    ],
)
def test_an_error_answered_to_a_request_is_that_games_protocol_failure(
    where: str, said: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(runner, "EngineProcess", _engines(where))
    InProcess.started = []
    report = run("failing", players=3, games=2, seed=1)
    assert report.games == 2 and report.games_agreed == 0
    assert report.counts == {("error", "", "", "", ""): 2}
    assert [(f.game, f.detail) for f in report.examples[("error", "", "", "", "")]] == [
        (0, said),
        (1, said),
    ]
    assert report.breaks() == [] and report.rules() == set()
    data = report.to_json()
    assert [(c["kind"], c["category"], c["count"], c["games"]) for c in data["classes"]] == [
        ("error", "failure", 2, 2)
    ]
    # Each game's engine was closed after its failure, and a new one started for the next.
    assert len(InProcess.started) == 2 and all(e.closed for e in InProcess.started)


def test_an_error_answered_to_apply_is_the_engine_refusing_the_move_played(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(runner, "EngineProcess", _engines("apply"))
    InProcess.started = []
    report = run("failing", players=3, games=1, seed=1)
    assert [key[0] for key in report.counts] and {key[0] for key in report.counts} == {"refuses"}
    assert not any(key[0] in ("error", "garbage") for key in report.counts)
    examples = [f for key in report.counts for f in report.examples[key]]
    assert examples
    assert all(f.detail.endswith("(the engine cites ValueError: not this move)") for f in examples)
    assert all(" at turn 1, " in f.detail for f in examples)
    # The game went on to its end from the referee's positions: one engine, one game.
    assert len(InProcess.started) == 1 and report.decisions > 100
