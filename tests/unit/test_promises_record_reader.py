"""The record loader (``bohnanza.records.load_record``, docs/records.md): every field is
checked, and each way a record can be malformed is refused with a ``RecordError`` naming
its JSON path (or, for bad JSON, its line and column) and what is wrong there."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

import pytest

import bohnanza
from bohnanza.bots import play_random
from bohnanza.records import RecordError, load_record, record_game

Json = dict[str, Any]


def _doc() -> Json:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    final, moves = play_random(start, random.Random(4))
    record = record_game(start, moves, result=bohnanza.outcome(final))
    out: Json = json.loads(record.to_json())
    return out


def _refusal(edit: Callable[[Json], object]) -> str:
    doc = _doc()
    edit(doc)
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(doc))
    return str(caught.value)


def _set(key: str, value: object) -> Callable[[Json], None]:
    def edit(doc: Json) -> None:
        doc[key] = value

    return edit


def _drop(key: str) -> Callable[[Json], object]:
    return lambda doc: doc.pop(key)


def test_a_record_reads_back_equal_to_itself() -> None:
    doc = _doc()
    record = load_record(json.dumps(doc))
    assert load_record(record.to_json()) == record
    assert load_record(json.dumps(doc).encode("utf-8")) == record
    assert record.result is not None and len(record.result.scores) == 3


def test_each_malformed_field_is_refused_at_its_path() -> None:
    cases: list[tuple[Callable[[Json], object], str]] = [
        (_drop("format"), "$: missing field 'format' (not a bohnanza record)"),
        (_set("format", "x"), "$.format: format is 'x', not 'bohnanza-record'"),
        (_drop("version"), "$: missing field 'version'"),
        (_set("version", "1"), "$.version: expected an integer, found a string"),
        (_set("version", 2),
         "$.version: unsupported record version 2 (this library reads version 1)"),
        (_drop("seed"), "$: missing field 'seed'"),
        (_drop("actions"), "$: missing field 'actions'"),
        (_set("extra", 1), "$: unknown field 'extra'"),
        (_set("edition", "nope"), "$.edition: unknown edition 'nope'; known: "),
        (_set("edition", None), "$.edition: expected a string, found null"),
        (_set("players", []), "$.players: no players"),
        (_set("players", {}), "$.players: expected an array, found an object"),
        (_set("players", ["a", 2, "c"]), "$.players[1]: expected a string, found an integer"),
        (_set("players", ["a", "b", "a"]), "$.players: player names must differ: ['a', 'b', 'a']"),
        (_set("dealer", 3), "$.dealer: seat 3 does not exist (seats are 0-2)"),
        (_set("dealer", -1), "$.dealer: seat -1 does not exist (seats are 0-2)"),
        (_set("dealer", 1.0), "$.dealer: expected an integer, found a number"),
        (_set("seed", True), "$.seed: expected an integer, found a boolean"),
        (_set("deck", "soy"), "$.deck: expected an array, found a string"),
        (_set("deck", ["soy", 3]), "$.deck[1]: expected a string, found an integer"),
        (_set("deck", ["zebra"]), "$.deck[0]: unknown bean variety 'zebra' (varieties: "),
        (_set("options", []), "$.options: expected an object, found an array"),
        (_set("options", {"colour": 1}), "$.options.colour: unknown rule option 'colour'"),
        (_set("options", {"hand_size": "five"}), "$.options.hand_size: 'five' is not "),
        (_set("options", {"protection": "none"}), "$.options.protection: 'none' is not one of "),
        (_set("options", {"draw_count": True}), "$.options.draw_count: True is not an integer"),
        (_set("options", {"duel": 1}), "$.options.duel: 1 is not a boolean"),
        (_set("actions", {}), "$.actions: expected an array, found an object"),
        (_set("actions", [{"actor": 0}]), "$.actions[0]: missing field 'move'"),
        (_set("actions", [{"actor": 0, "move": "0 end-planting", "x": 1}]),
         "$.actions[0]: unknown field 'x'"),
        (_set("actions", [{"actor": 5, "move": "0 end-planting"}]),
         "$.actions[0].actor: seat 5 does not exist (seats are 0-2)"),
        (_set("actions", [{"actor": 0, "move": 5}]),
         "$.actions[0].move: expected a string, found an integer"),
        (_set("actions", [{"actor": 0, "move": "0 fly"}]), "$.actions[0].move: "),
        (_set("actions", [{"actor": 1, "move": "0 end-planting"}]),
         "$.actions[0]: the actor is seat 1 but the move '0 end-planting' is seat 0's"),
        (_set("result", []), "$.result: expected an object, found an array"),
        (_set("result", {"scores": [1, 1, 1]}), "$.result: missing field 'winners'"),
        (_set("result", {"scores": [1, 1], "winners": [0]}),
         "$.result.scores: 2 scores for 3 players"),
        (_set("result", {"scores": [1, 1, 1], "winners": []}), "$.result.winners: no winner"),
        (_set("result", {"scores": [1, -1, 1], "winners": [0]}),
         "$.result.scores[1]: -1 is negative"),
        (_set("result", {"scores": [1, 10**9, 1], "winners": [0]}),
         "$.result.scores[1]: 1000000000 is beyond 999,999,999"),
        (_set("result", {"scores": [1, 1, 1], "winners": [0, 0]}),
         "$.result.winners: a seat is named twice"),
        (_set("result", {"scores": [1, 1, 1], "winners": [3]}),
         "$.result.winners[0]: seat 3 does not exist (seats are 0-2)"),
        (_set("sheet", {"name": "x"}), "$.sheet: missing field 'sha256'"),
        (_set("sheet", {"name": "x", "sha256": "A" * 64}),
         "$.sheet.sha256: a sheet's sha256 is 64 lowercase hex digits"),
        (_set("sheet", {"name": "x", "sha256": "a" * 63}),
         "$.sheet.sha256: a sheet's sha256 is 64 lowercase hex digits"),
        (_set("sheet", {"name": 1, "sha256": "a" * 64}),
         "$.sheet.name: expected a string, found an integer"),
        (_set("reshuffles", {}), "$.reshuffles: expected an array, found an object"),
        (_set("reshuffles", [5]), "$.reshuffles[0]: expected an array, found an integer"),
        (_set("reshuffles", [[1, -1]]),
         "$.reshuffles[0][1]: expected a card id or a variety key, found -1"),
        (_set("reshuffles", [None, [10_000]]),
         "$.reshuffles[1][0]: expected a card id or a variety key, found 10000"),
        (_set("reshuffles", [["zebra"]]),
         "$.reshuffles[0][0]: expected a card id or a variety key, found 'zebra'"),
        (_set("reshuffles", [[True]]),
         "$.reshuffles[0][0]: expected a card id or a variety key, found True"),
        (_set("start", {"format": "x"}), "$.start: $.format: format is 'x'"),
    ]  # fmt: skip
    for edit, said in cases:
        found = _refusal(edit)
        assert found.startswith(said), (said, found)
        if not said.endswith((": ", " is not ", " one of ", "(varieties: ", "'x'")):
            assert found == said, (said, found)


def test_a_record_that_is_not_json_or_too_big_is_refused_saying_why() -> None:
    cases: list[tuple[object, str]] = [
        (5, "a record is read from str or bytes, not 5"),
        ("[1]", "$: expected an object, found an array"),
        ("{", "not JSON: Expecting property name enclosed in double quotes at line 1, column 2"),
        ('{"format": 1, "format": 2}', "duplicate field 'format' in a JSON object"),
        ('{"a": NaN}', "not JSON: NaN is not a JSON number"),
        ('{"a": -Infinity}', "not JSON: -Infinity is not a JSON number"),
        ('{"a": ' + "1" * 21 + "}", "a number of 21 digits (at most 20)"),
        ('{"a": -' + "1" * 21 + "}", "a number of 21 digits (at most 20)"),
        ("[" * 100_000 + "]" * 100_000, "not a record: JSON nested too deeply"),
        (b'{"a": "\xff"}', "not UTF-8 text (byte 7)"),
    ]
    for text, said in cases:
        with pytest.raises(RecordError) as caught:
            load_record(text)  # type: ignore[arg-type]
        assert str(caught.value) == said, text
    # Eighteen digits are a seed still.
    doc = _doc()
    doc["seed"] = int("9" * 18)
    assert load_record(json.dumps(doc)).seed == int("9" * 18)


def test_options_of_the_right_types_are_read_and_the_setup_must_deal() -> None:
    doc = _doc()
    doc["options"] = {"hand_size": [6], "protection": "planted-fields", "draw_count": 3}
    doc["actions"] = []
    doc.pop("result")
    record = load_record(json.dumps(doc))
    assert dict(record.options) == {
        "draw_count": 3,
        "hand_size": (6,),
        "protection": "planted-fields",
    }
    # A record whose setup cannot deal is refused too.
    doc["players"] = ["a"]
    doc["dealer"] = 0
    with pytest.raises(RecordError):
        load_record(json.dumps(doc))


def test_deck_orders_are_card_ids_or_variety_keys_or_none() -> None:
    doc = _doc()
    doc["actions"], doc["reshuffles"] = [], [[0, "soy", 9999], None, []]
    doc.pop("result")
    record = load_record(json.dumps(doc))
    assert record.reshuffles == ((0, "soy", 9999), None, ())
    assert json.loads(record.to_json())["reshuffles"] == [[0, "soy", 9999], None, []]
