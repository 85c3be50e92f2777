"""The reference adapter (``bohnanza.conformance.engine``) as ``python -m
bohnanza.conformance.engine [--option NAME=VALUE ...]`` promises it: each option a word or
a whole number, played over the options a position names; the deck orders it was sent
held until a new position replaces the game; a verdict with its rule only when refused."""

from __future__ import annotations

import io
import json
import sys
from typing import Any

import pytest

from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.engine import RefereeEngine, _options, main, serve
from bohnanza.conformance.runner import game_line, new_deck
from bohnanza.listing import legal_actions
from bohnanza.notation import describe
from bohnanza.position import to_dict
from bohnanza.referee import apply
from bohnanza.setup import new_game

Json = dict[str, Any]


def _serve(engine: RefereeEngine, *requests: object) -> list[Json]:
    out = io.StringIO()
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    assert serve(engine, io.StringIO(lines), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_an_option_is_a_whole_number_or_else_its_text() -> None:
    assert _options(["a=b=c", "x=", "n=007", "m=12", "k=-3", "z=1.5", "bare"]) == {
        "a": "b=c",
        "x": "",
        "n": 7,
        "m": 12,
        "k": "-3",
        "z": "1.5",
        "bare": "",
    }
    assert _options([]) == {}


def test_the_command_line_plays_its_options_over_the_position_s(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    position = to_dict(new_game("rio-grande-2000", 3, seed=1))
    assert position["options"]["protection"] == "all-fields"
    requests = [{"cmd": "set_position", "position": position}, {"cmd": "state"}, {"cmd": "quit"}]
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(json.dumps(r) + "\n" for r in requests)))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    # The last "--option" has no value: it is no option.
    assert main(["--option", "protection=planted-fields", "--option", "draw_count=4",
                 "--option"]) == 0  # fmt: skip
    ok, state = (json.loads(line) for line in out.getvalue().splitlines())
    assert ok == {"ok": True}
    assert state["position"]["options"]["protection"] == "planted-fields"
    assert state["position"]["options"]["draw_count"] == 4, "a number read as one"
    assert state["position"]["options"]["face_up_count"] == 2, "the others as the position says"
    # Without options the engine plays the position's own.
    engine = RefereeEngine()
    other = dict(position, options={**position["options"], "protection": "planted-fields"})
    _serve(engine, {"cmd": "set_position", "position": other})
    assert engine.state is not None
    assert engine.state.table.rules.protection == "planted-fields"
    # An option given to the engine wins over the position's.
    engine = RefereeEngine({"protection": "all-fields"})
    _serve(engine, {"cmd": "set_position", "position": other})
    assert engine.state is not None
    assert engine.state.table.rules.protection == "all-fields"
    assert engine.options == {"protection": "all-fields"}


def test_a_new_position_forgets_the_deck_orders_sent_before() -> None:
    states = game_line("rio-grande-2000", 3, 1)
    k = next(i for i in range(len(states) - 1) if new_deck(states[i], states[i + 1]))
    before, after = states[k], states[k + 1]
    move = next(m for m in legal_actions(before).basic if apply(before, m) == after)
    [entry] = new_deck(before, after)
    engine = RefereeEngine()
    answers = _serve(
        engine,
        {"cmd": "set_position", "position": to_dict(before)},
        {"cmd": "apply", "move": describe(before, move), "reshuffles": [entry]},
        {"cmd": "set_position", "position": to_dict(before)},
        {"cmd": "apply", "move": describe(before, move)},
    )
    assert answers[1] == {"ok": True, "position": to_dict(after)}
    assert engine.orders == {}
    assert answers[3] == {
        "ok": False,
        "error": "InvalidSetupError: no order is given for the deck formed after exhaustion 1",
    }


def test_a_verdict_names_a_rule_only_for_a_refused_move() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    legal = describe(state, legal_actions(state).basic[0])
    refused = {"seat": 1, "move": "end-planting"}
    answers = _serve(
        RefereeEngine(),
        {"cmd": "set_position", "position": to_dict(state)},
        {"cmd": "check", "move": legal},
        {"cmd": "check", "move": refused},
        {"cmd": "check", "moves": []},
    )
    assert answers[1] == {"ok": True, "legal": True}
    assert answers[2]["ok"] is True and answers[2]["legal"] is False
    assert set(answers[2]) == {"ok", "legal", "rule"} and answers[2]["rule"].startswith("002/")
    assert answers[3] == {"ok": True, "verdicts": []}


def test_a_model_is_declared_in_hello_only_when_the_engine_has_one() -> None:
    class Partial(RefereeEngine):
        name = "partial"
        model = {"offers": "none"}  # noqa: RUF012

    [hello] = _serve(Partial(), {"cmd": "hello"})
    assert hello == {
        "ok": True,
        "name": "partial",
        "protocol": PROTOCOL,
        "model": {"offers": "none"},
    }
    [plain] = _serve(RefereeEngine(), {"cmd": "hello"})
    assert "model" not in plain
