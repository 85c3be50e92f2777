"""Contracts at the edges, round 3 (issue 30; review t3 findings L5, L6).

- L5: the move classes are closed: defining a subclass is refused at once, with a message
  that says so, in both builds (the referee accepts only its own classes anyway).
- L6: whatever ``load_record`` accepts, the shipped JSON Schema accepts: the counts of a
  record (claimed scores, a position's planted cards and exhaustions) have the schema's
  bound.
"""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest

import bohnanza
from bohnanza.actions import MOVE_CLASSES
from bohnanza.bots import play_random
from bohnanza.records import RecordError, load_record, record_game, record_schema

from .test_records import _jsonschema


@pytest.mark.parametrize("cls", MOVE_CLASSES, ids=lambda c: c.__name__)
def test_a_move_class_cannot_be_subclassed(cls: type) -> None:
    with pytest.raises(TypeError, match="cannot be subclassed"):
        type("Mine", (cls,), {"__slots__": ()})


def test_the_move_classes_still_build_and_compare() -> None:
    assert bohnanza.Plant(0, 1, 0) == bohnanza.Plant(0, 1, 0)
    assert type(bohnanza.Plant(0, 1, 0)) is bohnanza.Plant


def _record() -> dict[str, Any]:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    final, moves = play_random(start, random.Random(4))
    text = record_game(start, moves, result=bohnanza.outcome(final)).to_json()
    data: dict[str, Any] = json.loads(text)
    return data


def _with(data: dict[str, Any], path: tuple[str | int, ...], value: object) -> dict[str, Any]:
    out = copy.deepcopy(data)
    place: Any = out
    for key in path[:-1]:
        place = place[key]
    place[path[-1]] = value
    return out


@pytest.mark.parametrize(
    ("path", "value"),
    [
        (("result", "scores", 0), 10**9),
        (("result", "scores", 0), 99_999_999_999_999_999_999),
        (("result", "scores", 1), -1),
        (("result", "winners", 0), 64),
        (("dealer", ), 64),
        (("players", 0), "x" * 201),
        (("actions", 0, "actor"), 10**9),
        (("reshuffles",), [[10_000]]),
    ],
)  # fmt: skip
def test_the_loader_refuses_what_the_schema_refuses(
    path: tuple[str | int, ...], value: object
) -> None:
    jsonschema = _jsonschema()
    data = _with(_record(), path, value)
    assert not jsonschema.Draft202012Validator(record_schema()).is_valid(data)
    with pytest.raises(RecordError):
        load_record(json.dumps(data))


def test_the_largest_count_the_schema_allows_is_read() -> None:
    """A claimed score of 999,999,999 (the bound) loads; it is a mismatch, not bad input."""
    data = _with(_record(), ("result", "scores", 0), 999_999_999)
    assert _jsonschema().Draft202012Validator(record_schema()).is_valid(data)
    record = load_record(json.dumps(data))
    assert record.result is not None and record.result.scores[0] == 999_999_999
    assert bohnanza.records.replay(record).mismatch is not None


def test_a_position_count_beyond_the_bound_is_refused() -> None:
    start = bohnanza.compose("rio-grande-2000", 3, hands={1: ["Chili"]}, deck=["Soy"] * 10)
    data = json.loads(record_game(start, ()).to_json())
    assert "position" in data
    for key in ("planted", "exhaustions"):
        bad = _with(data, ("position", key), 10**9)
        with pytest.raises(RecordError, match=rf"\$\.position\.{key}: .*beyond"):
            load_record(json.dumps(bad))
