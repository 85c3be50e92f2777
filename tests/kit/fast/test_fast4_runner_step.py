"""One move played on both sides (``bohnanza.conformance.runner._Game.step``): the engine
is sent the move and the order of any deck it forms; an engine that refuses it has
refused a legal move (counted once, quoting its error) and is given the referee's
position; a position that differs is a class of the transition's clause, and the engine
goes on from the referee's position; an engine that says the game is over when it is not
is an ``over`` class, remembered so that the end is not counted again."""

from __future__ import annotations

import copy
from typing import Any

from bohnanza.conformance.compare import Model
from bohnanza.conformance.report import Report
from bohnanza.conformance.runner import _Game, game_line
from bohnanza.listing import legal_actions
from bohnanza.notation import describe
from bohnanza.position import to_dict
from bohnanza.referee import apply

Json = dict[str, Any]


class _Script:
    """An engine that gives the answers of ``script`` in turn, then ``{"ok": true}``."""

    def __init__(self, *script: Json) -> None:
        self.script = list(script)
        self.sent: list[Json] = []

    def request(self, message: Json, deadline: float | None = None, **_: Any) -> Json:
        self.sent.append(message)
        return self.script.pop(0) if self.script else {"ok": True}


STATE = game_line("rio-grande-2000", 3, 1)[0]
MOVE = legal_actions(STATE).basic[0]
AFTER = apply(STATE, MOVE)


def _game(*script: Json) -> tuple[_Game, _Script, Report]:
    report = Report("e", "rio-grande-2000", 3)
    engine = _Script(*script)
    return _Game(engine, report, 1, 0.0, Model()), engine, report  # type: ignore[arg-type]


def test_a_legal_move_the_engine_refuses_to_apply_is_one_refusal_quoting_its_error() -> None:
    game, engine, report = _game({"ok": False, "error": "not now"})
    assert game.step(STATE, MOVE) == AFTER
    assert engine.sent == [
        {"cmd": "apply", "move": describe(STATE, MOVE), "reshuffles": []},
        {"cmd": "set_position", "position": to_dict(AFTER)},
    ]
    [(key, count)] = report.counts.items()
    assert key[:3] == ("refuses", "002/step1.front-card", "Plant") and count == 1
    assert (
        report.examples[key][0].detail == f"{MOVE} at turn 1, step plant (the engine cites not now)"
    )
    # Refused already at this position (in its moves): not counted again.
    game, engine, report = _game({"ok": False, "error": "not now"})
    game.refused_now = {MOVE}
    game.step(STATE, MOVE)
    assert report.counts == {} and len(engine.sent) == 2


def test_a_position_that_differs_is_a_class_and_the_engine_is_given_the_referee_s() -> None:
    mine = to_dict(AFTER)
    theirs = copy.deepcopy(mine)
    theirs["active"] = 2
    game, engine, report = _game({"ok": True, "position": theirs})
    game.step(STATE, MOVE)
    assert engine.sent[1] == {"cmd": "set_position", "position": mine}
    [key] = report.counts
    assert key == ("state", "002/turn.next-player", "Plant", "active", "")
    assert report.examples[key][0].detail == (
        f"after {MOVE}: active differ (active: referee 0, engine 2)"
    )
    assert game.over == []
    # The same position: nothing, and no position sent.
    game, engine, report = _game({"ok": True, "position": mine})
    game.step(STATE, MOVE)
    assert report.counts == {} and len(engine.sent) == 1
    # A difference in a move the engine refused at this position is that refusal.
    game, engine, report = _game({"ok": True, "position": theirs})
    game.refused_now = {MOVE}
    game.step(STATE, MOVE)
    assert report.counts == {} and engine.sent[1]["cmd"] == "set_position"


def test_an_engine_that_ends_the_game_too_soon_is_an_over_class_remembered() -> None:
    theirs = {**to_dict(AFTER), "step": "over"}
    game, _, report = _game({"ok": True, "position": theirs})
    game.step(STATE, MOVE)
    [key] = report.counts
    assert key[0] == "over" and key[3] == "step"
    assert game.over == [("over", 1)]
    # Not a position: the whole position differs.
    game, _, report = _game({"ok": True, "position": [1]})
    game.step(STATE, MOVE)
    [key] = report.counts
    assert key[0] == "state" and key[3] == "position"
