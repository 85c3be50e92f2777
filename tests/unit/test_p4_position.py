"""The position reader and writer (``bohnanza.position``, docs/positions.md) at their
bounds: what they take, the size of a text, Ladybohn's card kinds and the sheet named by
its digest, each refusal a ``PositionError`` naming its path."""

from __future__ import annotations

import copy
import warnings
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

import bohnanza
from bohnanza.position import MAX_SIZE, PositionError, from_dict, from_json, to_dict, to_json

Json = dict[str, Any]


@cache
def _lady() -> bohnanza.GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        return bohnanza.new_game("ladybohn", 3, seed=1)


def _read(edit: Callable[[Json], object]) -> bohnanza.GameState:
    doc = copy.deepcopy(to_dict(_lady()))
    edit(doc)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        return from_dict(doc)


def _refused(edit: Callable[[Json], object]) -> str:
    with pytest.raises(PositionError) as caught:
        _read(edit)
    return str(caught.value)


def test_only_a_state_is_written_and_only_a_text_of_bounded_size_read() -> None:
    for value in (5, None, "text", to_dict(bohnanza.new_game("rio-grande-2000", 3, seed=1))):
        with pytest.raises(PositionError) as caught:
            to_dict(value)  # type: ignore[arg-type]
        assert str(caught.value).startswith("to_dict needs a GameState, not ")
    for given in (5, None, ["{}"], bytearray(b"{}")):
        with pytest.raises(PositionError) as caught:
            from_json(given)  # type: ignore[arg-type]
        assert str(caught.value).startswith("a position is read from str or bytes, not ")
    assert MAX_SIZE == 1_000_000
    for text in ("x" * (MAX_SIZE + 1), b" " * (MAX_SIZE + 1)):
        with pytest.raises(PositionError) as caught:
            from_json(text)
        assert str(caught.value) == "a position has at most 1,000,000 characters"
    # A document padded to the bound is read.
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    text = to_json(game)
    padded = text + " " * (MAX_SIZE - len(text))
    assert len(padded) == MAX_SIZE and from_json(padded) == game
    assert from_json(padded.encode("utf-8")) == game


def test_a_ladybohn_position_reads_back_with_its_kinds_and_sheet() -> None:
    game = _lady()
    assert _read(lambda doc: None) == game
    doc = to_dict(game)
    assert doc["sheet"]["name"] == "ladybohn-provisional"
    kinds = {c["kind"] for c in doc["seats"][0]["hand"]}
    assert kinds <= {"mister", "baby"} and kinds


def test_a_card_of_another_kind_is_refused_at_its_kind() -> None:
    hand = to_dict(_lady())["seats"][0]["hand"]
    card = hand[0]
    other = "baby" if card["kind"] == "mister" else "mister"
    assert _refused(lambda doc: doc["seats"][0]["hand"][0].__setitem__("kind", other)) == (
        f"$.seats[0].hand[0].kind: card {card['id']} is {card['kind']}, not {other!r}"
    )
    assert _refused(lambda doc: doc["seats"][0]["hand"][0].__setitem__("kind", 3)) == (
        "$.seats[0].hand[0].kind: expected a string, found an integer"
    )
    # The kind may be left out: the card's id says it.
    assert _read(lambda doc: doc["seats"][0]["hand"][0].pop("kind")) == _lady()


def test_the_sheet_is_found_by_its_digest_and_keeps_the_name_given() -> None:
    digest = to_dict(_lady())["sheet"]["sha256"]
    renamed = _read(lambda doc: doc["sheet"].__setitem__("name", "renamed"))
    assert to_dict(renamed)["sheet"] == {"name": "renamed", "sha256": digest}
    assert renamed.players == _lady().players
    unknown = "ab" * 32
    assert _refused(lambda doc: doc.__setitem__("sheet", {"name": "mine", "sha256": unknown})) == (
        f"$.sheet: the position is priced by the beanometer sheet 'mine' (sha256 {unknown}), "
        "which is not loaded in this process: load it first "
        "(bohnanza.sheets.register_sheet, or new_game with sheet=)"
    )
