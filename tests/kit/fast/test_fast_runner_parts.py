"""The runner's small promises (``bohnanza.conformance.runner``), each on its own: a class's
cause is the parts that differ without seat numbers; an engine's lists of numbers and its
cards are read strictly (a card named two ways must be one card); the reproducer of a
difference in the result carries the engine's claim; ``hello`` gives the engine's model,
and an engine's requests and error output are counted when it is closed."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bohnanza.conformance.compare import Model
from bohnanza.conformance.protocol import EngineFailure
from bohnanza.conformance.report import Report
from bohnanza.conformance.runner import (
    _cause,
    _close,
    _count,
    _engine_move,
    _hello,
    _numbers,
    _refs,
    _reproducer,
    _winners,
    _without_ids,
    game_line,
)
from bohnanza.listing import legal_actions
from bohnanza.records import load_record, replay
from bohnanza.referee import apply, outcome

Json = dict[str, Any]


def test_a_cause_is_the_parts_that_differ_without_their_seats() -> None:
    assert _cause(["seats[2].hand", "deck", "seats[0].hand", "seats[1].coins"]) == (
        "coins, deck, hand"
    )
    assert _cause(["seats[0].fields[1]"]) == "fields"
    assert _cause(["active"]) == "active"
    assert _cause([]) == ""


def test_an_engines_numbers_are_an_array_of_whole_numbers() -> None:
    assert _numbers([0, 3, 12], "scores") == [0, 3, 12]
    assert _numbers([], "winners") == []
    for bad in ([1, 2.0], [True], "1, 2", None, {"a": 1}, [[1]]):
        with pytest.raises(EngineFailure) as caught:
            _numbers(bad, "scores")
        assert caught.value.kind == "garbage"
        assert caught.value.detail == "state: scores is not an array of whole numbers"


def test_the_cards_a_move_names_are_found_in_every_part() -> None:
    item: Json = {
        "seat": 0,
        "move": "trade",
        "card": {"id": 1},
        "give": [{"id": 2}, {"variety": "soy", "count": 2}],
        "take": [{"from": "hand", "index": 1}],
        "cards": "not a list",
    }
    assert _refs(item) == [
        ("card", {"id": 1}),
        ("give", {"id": 2}),
        ("give", {"variety": "soy", "count": 2}),
        ("take", {"from": "hand", "index": 1}),
    ]
    assert _refs({"seat": 0, "move": "end-trading"}) == []
    assert _refs({"card": "front"}) == [("card", "front")]
    assert _refs({"card": None, "cards": [{"id": 5}]}) == [("cards", {"id": 5})]


def test_a_move_without_its_ids_names_its_cards_by_place_only() -> None:
    item = {"seat": 1, "give": [{"id": 3, "from": "hand", "index": 2}], "card": {"id": 4}}
    assert _without_ids(item) == {"seat": 1, "give": [{"from": "hand", "index": 2}], "card": {}}
    assert _without_ids([{"id": 1, "x": [{"id": 2, "y": 3}]}]) == [{"x": [{"y": 3}]}]
    assert _without_ids("id") == "id" and _without_ids(7) == 7


def test_a_variety_counts_from_1_to_200_and_anything_else_is_one_card() -> None:
    assert _count({"variety": "soy"}) == 1
    assert _count({"count": 1}) == 1 and _count({"count": 200}) == 200
    for odd in (0, 201, -3, True, 2.0, "3", None):
        assert _count({"count": odd}) == 1, odd


def test_the_winners_of_a_finished_game_in_seat_order_and_none_before() -> None:
    states = game_line("rio-grande-2000", 3, 1)
    assert _winners(states[0]) == []
    final = states[-1]
    found = outcome(final)
    assert found is not None
    assert _winners(final) == sorted(found.winners) and _winners(final)


def test_a_reproducer_is_a_record_that_replays_and_carries_the_engines_claim() -> None:
    states = game_line("rio-grande-2000", 3, 1)
    start = states[0]
    moves = []
    state = start
    for _ in range(3):
        move = legal_actions(state).basic[0]
        moves.append(move)
        state = apply(state, move)
    data = _reproducer(start, moves)
    record = load_record(json.dumps(data))
    assert replay(record).final == state and "result" not in data
    claimed = _reproducer(start, moves, {"scores": [9, 1, 2], "winners": [0]})
    assert claimed["result"] == {"scores": [9, 1, 2], "winners": [0]}
    assert {k: v for k, v in claimed.items() if k != "result"} == data


class _Engine:
    """What ``_hello`` and ``_close`` ask of an engine."""

    def __init__(self, hello: Json, stderr: str = "") -> None:
        self.hello = hello
        self.requests = 7
        self.closed = False
        self.stderr_bytes = len(stderr)
        self._stderr = stderr
        self.asked: list[tuple[Json, float | None]] = []

    def request(self, message: Json, timeout: float | None = None) -> Json:
        self.asked.append((message, timeout))
        return self.hello

    def stderr_tail(self, size: int = 400) -> str:
        return self._stderr[-size:]

    def close(self) -> None:
        self.closed = True


def test_hello_gives_the_engines_model_and_waits_at_least_30_seconds() -> None:
    report = Report("e", "rio-grande-2000", 3)
    engine = _Engine({"ok": True, "model": {"keep": False}})
    model = _hello(engine, report, 2.0)  # type: ignore[arg-type]
    assert model == Model.read({"keep": False}) and report.model == {"keep": False}
    assert engine.asked == [({"cmd": "hello", "protocol": 1}, 30)]
    _hello(engine, report, 45.0)  # type: ignore[arg-type]
    assert engine.asked[-1][1] == 45.0
    plain = _Engine({"ok": True})
    assert _hello(plain, report, 1.0) == Model()  # type: ignore[arg-type]
    assert report.model == {}
    with pytest.raises(EngineFailure) as caught:
        _hello(_Engine({"ok": True, "model": {"keep": "maybe"}}), report, 1.0)  # type: ignore[arg-type]
    assert caught.value.kind == "garbage" and caught.value.detail.startswith("hello: ")


def test_closing_an_engine_counts_its_requests_and_keeps_its_last_words() -> None:
    report = Report("e", "rio-grande-2000", 3)
    quiet = _Engine({})
    _close(quiet, report)  # type: ignore[arg-type]
    assert quiet.closed and report.requests == 7
    assert (report.stderr_bytes, report.stderr_tail) == (0, "")
    loud = _Engine({}, "x" * 5000 + "THE END")
    _close(loud, report)  # type: ignore[arg-type]
    assert report.requests == 14 and report.stderr_bytes == 5007
    assert report.stderr_tail == ("x" * 5000 + "THE END")[-4096:]
    _close(_Engine({}, "again"), report)  # type: ignore[arg-type]
    assert report.stderr_bytes == 5012 and report.stderr_tail == "again"


def test_a_move_the_notation_cannot_read_is_garbage_quoting_its_first_300_characters() -> None:
    state = game_line("rio-grande-2000", 3, 1)[0]
    text = "0 plant " + "x" * 400
    with pytest.raises(EngineFailure) as caught:
        _engine_move(state, text, "moves")
    assert caught.value.kind == "garbage"
    assert caught.value.detail == f"moves: the field is missing (a whole number) in {text[:300]}"
    with pytest.raises(EngineFailure) as caught:
        _engine_move(state, 5, "apply")
    assert caught.value.detail == "apply: a move is a text or an object"


def test_a_decline_by_another_seat_is_allowed_only_under_open_offers() -> None:
    """Under the referee's offers (``pairs``) only the addressee answers an offer: an
    engine that lets another seat decline it allows a move the referee refuses.  Under
    open offers anyone may decline: no disagreement."""
    from bohnanza.actions import Decline
    from bohnanza.conformance.runner import _Game
    from bohnanza.referee import check
    from tests.kit.fast.test_fast_attribution import _walk

    state = next(b for b, _, _ in _walk("rio-grande-2000", 4, 1) if b.offers)
    offer = state.offers[0]
    other = next(s for s in range(4) if s not in (offer.seat, offer.to))
    move = Decline(other, offer.seat)
    refusal = check(state, move)
    assert refusal is not None
    for declared, expected in (({}, 1), ({"offers": "open"}, 0)):
        report = Report("e", "rio-grande-2000", 4)
        game = _Game(None, report, 0, 0.0, Model.read(declared))  # type: ignore[arg-type]
        game._allows(state, move)
        assert report.disagreements == expected, declared
    assert list(report.counts) == [] and game.found == 0
    report = Report("e", "rio-grande-2000", 4)
    game = _Game(None, report, 0, 0.0, Model())  # type: ignore[arg-type]
    game._allows(state, move)
    [key] = report.counts
    assert key == ("allows", getattr(refusal, "rule", ""), "Decline", "", "")
