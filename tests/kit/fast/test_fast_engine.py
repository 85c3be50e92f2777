"""The referee behind the engine protocol (``bohnanza.conformance.engine``), request by
request (docs/conformance.md, "The protocol"): the seats ``moves`` takes, the deck orders
``apply`` is sent and plays by, a finished game's ``state`` with its scores and winners,
and every malformed request answered ``ok: false`` with the error's own words, short."""

from __future__ import annotations

import io
import json
from typing import Any

from bohnanza.conformance.engine import RefereeEngine, serve
from bohnanza.conformance.runner import game_line, new_deck
from bohnanza.listing import legal_actions
from bohnanza.notation import describe
from bohnanza.position import to_dict
from bohnanza.referee import apply, outcome
from bohnanza.state import TRADE

Json = dict[str, Any]


def _serve(engine: RefereeEngine, *requests: object) -> list[Json]:
    out = io.StringIO()
    lines = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in requests)
    assert serve(engine, io.StringIO(lines), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_moves_are_asked_of_one_seat_in_range_or_of_every_seat() -> None:
    states = game_line("rio-grande-2000", 3, 1)
    state = next(s for s in states if s.step_id == TRADE and not s.offers)  # all may act
    position = to_dict(state)
    answers = _serve(
        RefereeEngine(),
        {"cmd": "set_position", "position": position},
        {"cmd": "moves", "seat": 0},
        {"cmd": "moves", "seat": 2},
        {"cmd": "moves", "seat": 3},
        {"cmd": "moves", "seat": -1},
        {"cmd": "moves", "seat": "1"},
        {"cmd": "moves"},
    )
    for seat, answer in ((0, answers[1]), (2, answers[2])):
        expected = [describe(state, m) for m in legal_actions(state, seat).basic]
        assert answer == {"ok": True, "moves": expected}
    for bad, answer in ((3, answers[3]), (-1, answers[4]), ("'1'", answers[5])):
        assert answer == {"ok": False, "error": f"ValueError: no seat {bad}"}
    every = [describe(state, m) for k in range(3) for m in legal_actions(state, k).basic]
    assert answers[6] == {"ok": True, "moves": every}


def test_a_new_deck_is_played_in_the_order_apply_sends() -> None:
    states = game_line("rio-grande-2000", 3, 1)
    k = next(i for i in range(len(states) - 1) if new_deck(states[i], states[i + 1]))
    before, after = states[k], states[k + 1]
    move = next(m for m in legal_actions(before).basic if apply(before, m) == after)
    [entry] = new_deck(before, after)
    assert entry["exhaustion"] == 1 and entry["deck"] == list(after.stack_ids)
    # Sent the referee's order, the engine forms that deck; sent another, that one.
    reversed_deck = list(reversed(entry["deck"]))
    for deck in (entry["deck"], reversed_deck):
        engine = RefereeEngine()
        _, applied = _serve(
            engine,
            {"cmd": "set_position", "position": to_dict(before)},
            {
                "cmd": "apply",
                "move": describe(before, move),
                "reshuffles": [{"exhaustion": 1, "deck": deck}],
            },
        )
        assert applied["ok"] is True
        assert [c["id"] for c in applied["position"]["deck"]] == deck
    # Without the order, the engine cannot draw the deck (it draws none itself).
    [_, refused] = _serve(
        RefereeEngine(),
        {"cmd": "set_position", "position": to_dict(before)},
        {"cmd": "apply", "move": describe(before, move), "reshuffles": []},
    )
    assert refused["ok"] is False
    assert (
        refused["error"]
        == "InvalidSetupError: no order is given for the deck formed after exhaustion 1"
    )


def test_a_finished_game_says_its_scores_and_winners() -> None:
    final = game_line("rio-grande-2000", 3, 1)[-1]
    found = outcome(final)
    assert found is not None
    [_, answer] = _serve(
        RefereeEngine(),
        {"cmd": "set_position", "position": to_dict(final)},
        {"cmd": "state"},
    )
    assert answer == {
        "ok": True,
        "position": to_dict(final),
        "over": True,
        "scores": list(found.scores),
        "winners": list(found.winners),
    }


def test_a_malformed_request_is_answered_with_its_error_in_at_most_500_characters() -> None:
    state = game_line("rio-grande-2000", 3, 1)[0]
    long_name = "x" * 1000
    answers = _serve(
        RefereeEngine(),
        {"cmd": "set_position", "position": to_dict(state)},
        {"cmd": "check"},
        {"cmd": "apply"},
        {"cmd": long_name},
        "[" * 5000 + "]" * 5000,
        {"cmd": "check", "moves": [{"seat": 9, "move": "end-trading"}]},
    )
    assert answers[0] == {"ok": True}
    assert answers[1]["ok"] is False and answers[1]["error"].startswith("InvalidActionError: ")
    assert answers[2]["ok"] is False and answers[2]["error"].startswith("InvalidActionError: ")
    assert answers[3] == {
        "ok": False,
        "error": f"ValueError: unknown command {long_name!r}"[:500],
    }
    assert len(answers[3]["error"]) == 500
    assert answers[4]["ok"] is False
    assert answers[5] == {
        "ok": False,
        "error": "InvalidActionError: seat 9 does not exist (seats are 0-2)",
    }
