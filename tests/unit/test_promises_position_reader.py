"""The position reader (``bohnanza.position``, docs/positions.md): a document is read back
into the state it describes, and each way it can be malformed is refused with a
``PositionError`` naming the JSON path of the offending value and what is wrong there."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import bohnanza
from bohnanza.position import PositionError, from_dict, from_json, to_dict, to_json
from bohnanza.position.reader import type_name

Json = dict[str, Any]


def _doc() -> Json:
    return to_dict(bohnanza.new_game("rio-grande-2000", 3, seed=1))


def _refusal(edit: Callable[[Json], object]) -> str:
    doc = _doc()
    edit(doc)
    with pytest.raises(PositionError) as caught:
        from_dict(doc)
    return str(caught.value)


def test_json_types_are_named_as_json_names_them() -> None:
    assert [type_name(v) for v in (None, True, 3, 2.5, "x", [1], {"a": 1})] == [
        "null",
        "a boolean",
        "an integer",
        "a number",
        "a string",
        "an array",
        "an object",
    ]


def test_a_document_reads_back_into_its_state_with_its_defaults() -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    doc = to_dict(game)
    assert from_dict(doc) == game and from_json(to_json(game)) == game
    # turn, planted, first_planted, offers, dealer and seed may be left out.
    trimmed = {
        k: v
        for k, v in doc.items()
        if k not in ("turn", "planted", "first_planted", "offers", "dealer", "seed")
    }
    read = from_dict(trimmed)
    assert read.turn == 1 and read.planted == 0 and read.offers == ()
    assert read.table.dealer == 2 and read.table.seed == 0
    assert read.players == game.players


def _set(path: str, value: object) -> Callable[[Json], None]:
    def edit(doc: Json) -> None:
        *head, last = path.split(".")
        node: Any = doc
        for part in head:
            node = node[int(part)] if part.isdigit() else node[part]
        if last.isdigit():
            node[int(last)] = value
        else:
            node[last] = value

    return edit


def _drop(key: str) -> Callable[[Json], None]:
    return lambda doc: doc.pop(key)


def test_each_malformed_value_is_refused_at_its_path() -> None:
    cases: list[tuple[Callable[[Json], object], str]] = [
        (_set("format", "x"),
         "$.format: format is 'x', not 'bohnanza-position' (not a bohnanza position)"),
        (_drop("format"),
         "$.format: format is None, not 'bohnanza-position' (not a bohnanza position)"),
        (_set("version", 2),
         "$.version: unsupported position version 2 (this library reads version 1)"),
        (_set("version", "1"), "$.version: expected an integer, found a string"),
        (_set("extra", 1), "$: unknown field 'extra'"),
        (_drop("deck"), "$: missing field 'deck'"),
        (_set("edition", "nope"), "$.edition: unknown edition 'nope'; known: "),
        (_set("edition", 5), "$.edition: expected a string, found an integer"),
        (_set("players", []), "$.players: no players"),
        (_set("players", ["a", "a", "b"]), "$.players: player names must differ: ['a', 'a', 'b']"),
        (_set("players", ["a", 1, "b"]), "$.players[1]: expected a string, found an integer"),
        (_set("players", "abc"), "$.players: expected an array, found a string"),
        (_set("options", []), "$.options: expected an object, found an array"),
        (_set("options.variants", "x"), "$.options.variants: variants must be an array of names"),
        (_set("options.variants", [1]), "$.options.variants: variants must be an array of names"),
        (_set("dealer", 3), "$.dealer: 3 is out of range (0 to 2)"),
        (_set("seed", 2**63), f"$.seed: {2**63} is out of range ({-(2**63)} to {2**63 - 1})"),
        (_set("turn", 0), "$.turn: 0 is out of range (1 to 9223372036854775807)"),
        (_set("active", 3), "$.active: 3 is out of range (0 to 2)"),
        (_set("active", -1), "$.active: -1 is out of range (0 to 2)"),
        (_set("active", True), "$.active: expected an integer, found a boolean"),
        (_set("step", "dance"), "$.step: unknown step 'dance' (steps: "),
        (_set("step", None), "$.step: expected a string, found null"),
        (_set("planted", 3), "$.planted: 3 is out of range (0 to 2)"),
        (_set("exhaustions", 3), "$.exhaustions: 3 is out of range (0 to 2)"),
        (_set("ending", 0), "$.ending: expected a boolean, found an integer"),
        (_set("composed", "yes"), "$.composed: expected a boolean, found a string"),
        (_set("deck", {}), "$.deck: expected an array, found an object"),
        (_set("deck.0", 5), "$.deck[0]: expected an object, found an integer"),
        (_set("deck.0", {"id": 1}), "$.deck[0]: missing field 'variety'"),
        (_set("deck.0", {"id": 1, "variety": "soy", "x": 1}), "$.deck[0]: unknown field 'x'"),
        (_set("deck.0", {"id": 999, "variety": "soy"}),
         "$.deck[0].id: card 999 does not exist (rio-grande-2000 has cards 0-153)"),
        (_set("deck.0", {"id": -1, "variety": "soy"}),
         "$.deck[0].id: -1 is out of range (0 to 2147483648)"),
        (_set("deck.0", {"id": 0, "variety": 7}),
         "$.deck[0].variety: expected a string, found an integer"),
        (_set("deck.0", {"id": 0, "variety": "coffee", "kind": "miss"}),
         "$.deck[0].kind: card 0 is of no kind (the deck has no kinds), not 'miss'"),
        (_set("seats", []), "$.seats: 0 seats for 3 players"),
        (_set("seats.1", []), "$.seats[1]: expected an object, found an array"),
        (_set("seats.1.bought_field", 1),
         "$.seats[1].bought_field: expected a boolean, found an integer"),
        (_set("seats.1.fields", [[]] * 17), "$.seats[1].fields: 17 fields"),
        (_set("seats.1.fields", [5]), "$.seats[1].fields[0]: expected an array, found an integer"),
        (_set("seats.2.coins", None), "$.seats[2].coins: expected an array, found null"),
        (_set("seats.2.set_aside", "x"), "$.seats[2].set_aside: expected an array, found a string"),
        (_set("first_planted", "zebra"), "$.first_planted: 'zebra' is no variety of this deck"),
        (_set("first_planted", 3), "$.first_planted: expected a string, found an integer"),
        (_set("owed", [-1]), "$.owed[0]: -1 is out of range (0 to 2147483648)"),
        (_set("owed", {}), "$.owed: expected an array, found an object"),
        (_set("unaccepted", [[0]]), "$.unaccepted[0]: expected [offerer, addressee]"),
        (_set("unaccepted", [[0, 3]]), "$.unaccepted[0][1]: 3 is out of range (0 to 2)"),
        (_set("unaccepted", [[5, 0]]), "$.unaccepted[0][0]: 5 is out of range (0 to 2)"),
        (_set("unaccepted", [7]), "$.unaccepted[0]: expected an array, found an integer"),
        (_set("offers", [{"seat": 0}]), "$.offers[0]: missing field 'to'"),
        (_set("offers", [{"seat": 3, "to": 0, "gives": [], "asks": []}]),
         "$.offers[0].seat: 3 is out of range (0 to 2)"),
        (_set("offers", [{"seat": 0, "to": 1, "gives": [], "asks": ["zebra"]}]),
         "$.offers[0].asks[0]: unknown bean variety 'zebra'"),
        (_set("offers", [{"seat": 0, "to": 1, "gives": [], "asks": [3]}]),
         "$.offers[0].asks[0]: expected a string, found an integer"),
        (_set("offers", [{"seat": 0, "to": 1, "gives": [], "asks": [], "give_coins": 155}]),
         "$.offers[0].give_coins: 155 is out of range (0 to 154)"),
        (_set("offers", [{"seat": 0, "to": 1, "gives": [], "asks": [], "ask_coins": -1}]),
         "$.offers[0].ask_coins: -1 is out of range (0 to 154)"),
        (_set("sheet", {"name": "x", "sha256": "0"}),
         "$.sheet: rio-grande-2000 prints its beanometers: it takes no sheet"),
    ]  # fmt: skip
    for edit, said in cases:
        found = _refusal(edit)
        assert found.startswith(said), (said, found)
        if not said.endswith(": ") and not said.endswith("(steps: "):
            assert found == said
    with pytest.raises(PositionError) as caught:
        from_dict([1])
    assert str(caught.value) == "$: expected an object, found an array"


def test_a_card_named_with_another_variety_is_refused_naming_both() -> None:
    doc = _doc()
    card = doc["deck"][0]
    other = "soy" if card["variety"] != "soy" else "wax"
    doc["deck"][0] = {"id": card["id"], "variety": other}
    with pytest.raises(PositionError) as caught:
        from_dict(doc)
    assert str(caught.value) == (
        f"$.deck[0].variety: card {card['id']} is a {card['variety']} bean, not {other!r}"
    )


def test_a_first_planted_variety_is_named_only_in_step_1() -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    plant = next(m for m in bohnanza.legal_actions(game).basic if isinstance(m, bohnanza.Plant))
    planted = bohnanza.apply(game, plant)
    doc = to_dict(planted)
    assert doc["first_planted"] is not None and doc["step"] == "plant"
    assert from_dict(doc) == planted
    doc["step"] = "trade"
    with pytest.raises(PositionError) as caught:
        from_dict(doc)
    assert str(caught.value) == (
        "$.first_planted: a first planted card is named only in step 1 (or the duel's step 2)"
    )
