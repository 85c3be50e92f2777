"""The record reader (``load_record``, docs/records.md): each rule option read in the type of
its ``Rules`` field, a composed position's zones checked seat by seat and key by key, and
the text's size and encoding bounded; every refusal a ``RecordError`` at its JSON path."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

import bohnanza
from bohnanza.records import MAX_RECORD_SIZE, RecordError, load_record, record_game

Doc = dict[str, Any]


def _doc() -> Doc:
    record = record_game(bohnanza.new_game("rio-grande-2000", 4, seed=3), [])
    data: Doc = json.loads(record.to_json())
    return data


def _composed() -> Doc:
    s = bohnanza.compose(
        "rio-grande-2000", 4, hands={0: ["Chili", "Blue"]}, fields={0: [["Chili"], []]},
        deck=["Soy"] * 5,
    )  # fmt: skip
    data: Doc = json.loads(record_game(s, []).to_json())
    return data


def _refused(doc: Doc) -> tuple[str | None, str]:
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(doc))
    return caught.value.path, str(caught.value)


def _options(options: Doc) -> Doc:
    doc = _doc()
    doc["options"] = options
    return doc


def test_each_option_is_read_in_the_type_of_its_rule() -> None:
    cases: list[tuple[Doc, str, str]] = [
        ({"protection": 5}, "protection", "5 is not one of all-fields, planted-fields"),
        ({"protection": "none"}, "protection",
         "'none' is not one of all-fields, planted-fields"),
        ({"protection": None}, "protection", "None is not one of all-fields, planted-fields"),
        ({"draw_count": True}, "draw_count", "True is not an integer"),
        ({"draw_count": "3"}, "draw_count", "'3' is not an integer"),
        ({"draw_count": 3.0}, "draw_count", "3.0 is not an integer"),
        ({"hand_size": [5, "x"]}, "hand_size", "[5, 'x'] is not an array of integers"),
        ({"hand_size": {"a": 1}}, "hand_size", "{'a': 1} is not an array of integers"),
        ({"duel": 1}, "duel", "1 is not a boolean"),
        ({"removed": ["cocoa", 3]}, "removed", "['cocoa', 3] is not an array of strings"),
        ({"variants": "beginners"}, "variants", "'beginners' is not an array of strings"),
        ({"zebra": 1}, "zebra", "unknown rule option 'zebra'"),
    ]  # fmt: skip
    for options, key, said in cases:
        path = f"$.options.{key}"
        assert _refused(_options(options)) == (path, f"{path}: {said}")
    read = load_record(
        json.dumps(
            _options(
                {"protection": "planted-fields", "draw_count": 4, "hand_size": [4, 5],
                 "removed": ["cocoa"], "duel": False}
            )
        )
    )  # fmt: skip
    assert dict(read.options) == {
        "protection": "planted-fields",
        "draw_count": 4,
        "hand_size": (4, 5),
        "removed": ("cocoa",),
        "duel": False,
    }
    assert read.start().table.rules.draw_count == 4


def _edit(change: Callable[[Doc], object]) -> Doc:
    doc = _composed()
    change(doc["position"])
    return doc


def test_a_composed_position_is_checked_seat_by_seat_and_key_by_key() -> None:
    cases: list[tuple[Callable[[Doc], object], str, str]] = [
        (lambda p: p["hands"][0].append("zebra"), "$.position.hands[0][2]",
         "unknown bean variety 'zebra'"),
        (lambda p: p["fields"][0][0].append("zebra"), "$.position.fields[0][0][1]",
         "unknown bean variety 'zebra'"),
        (lambda p: p["hands"].pop(), "$.position.hands", "3 entries for 4 players"),
        (lambda p: p["coins"].append([]), "$.position.coins", "5 entries for 4 players"),
        (lambda p: p.__setitem__("ending", "no"), "$.position.ending",
         "expected a boolean, found a string"),
        (lambda p: p.__setitem__("hands", 5), "$.position.hands",
         "expected an array, found an integer"),
        (lambda p: p.pop("deck"), "$.position", "missing field 'deck'"),
        (lambda p: p.__setitem__("zzz", 1), "$.position", "unknown field 'zzz'"),
        (lambda p: p["hands"][1].append(7), "$.position.hands[1][0]",
         "expected a string, found an integer"),
    ]  # fmt: skip
    for change, path, said in cases:
        assert _refused(_edit(change)) == (path, f"{path}: {said}")
    record = load_record(json.dumps(_composed()))
    assert record.position is not None
    assert record.position.hands[0] == ("chili", "blue")
    assert record.position.fields[0] == (("chili",), ())
    assert record.position.deck == ("soy",) * 5


def test_the_text_is_bounded_and_utf8() -> None:
    assert MAX_RECORD_SIZE == 10_000_000
    for given, said in (
        (b"\xff", "not UTF-8 text (byte 0)"),
        (b'{"a": "\xc3"}', "not UTF-8 text (byte 7)"),
    ):
        with pytest.raises(RecordError) as caught:
            load_record(given)
        assert str(caught.value) == said and caught.value.path is None
    # Fewer characters than the bound, more bytes of UTF-8 than it.
    wide = "é" * (MAX_RECORD_SIZE // 2 + 1)
    with pytest.raises(RecordError) as caught:
        load_record(wide)
    assert str(caught.value) == "a record has at most 10,000,000 bytes of UTF-8"
    with pytest.raises(RecordError) as caught:
        load_record(" " * (MAX_RECORD_SIZE + 1))
    assert str(caught.value) == (
        f"a record has at most 10,000,000 bytes; this has {MAX_RECORD_SIZE + 1:,}"
    )
    # Padding up to the bound is read.
    text = json.dumps(_doc())
    padded = text + " " * (MAX_RECORD_SIZE - len(text))
    assert load_record(padded) == load_record(text)
    assert load_record(padded.encode("utf-8")) == load_record(text)
