"""The position format (``bohnanza.position``, docs/positions.md) at its edges: every
bounded number at its last accepted value and its first refused one, each refusal with its
exact words and JSON path; the size bound of ``from_json``; the fast path and the full
reader refuse an unreachable position in the same words; Ladybohn's sheet named by its
digest; and a round trip in every edition, mid-game, through text, bytes and data."""

from __future__ import annotations

import copy
import json
import random
import warnings
from collections.abc import Callable
from typing import Any

import pytest

import bohnanza
from bohnanza.position import (
    MAX_SIZE,
    PositionError,
    from_dict,
    from_json,
    to_dict,
    to_json,
)
from bohnanza.position.text import read as read_fast

Json = dict[str, Any]


def _doc() -> Json:
    return to_dict(bohnanza.new_game("rio-grande-2000", 3, seed=1))


def _read(edit: Callable[[Json], object]) -> bohnanza.GameState:
    doc = _doc()
    edit(doc)
    return from_dict(doc)


def _refused(edit: Callable[[Json], object]) -> str:
    with pytest.raises(PositionError) as caught:
        _read(edit)
    return str(caught.value)


def _put(key: str, value: object) -> Callable[[Json], None]:
    return lambda doc: doc.__setitem__(key, value)


def _offer(**given: object) -> Callable[[Json], None]:
    offer: dict[str, object] = {"seat": 0, "to": 1, "gives": [], "asks": []}
    offer.update(given)
    return _put("offers", [offer])


def test_each_bounded_number_is_read_up_to_its_last_value() -> None:
    assert _read(_put("dealer", 0)).table.dealer == 0
    assert _read(_put("dealer", 2)).table.dealer == 2
    assert _read(_put("seed", -(2**63))).table.seed == -(2**63)
    assert _read(_put("seed", 2**63 - 1)).table.seed == 2**63 - 1
    assert _read(_put("turn", 2**63 - 1)).turn == 2**63 - 1
    assert _read(_put("active", 2)).active == 2
    assert _read(_put("planted", 1)).planted == 1
    assert _read(_put("exhaustions", 1)).exhaustions == 1
    assert _read(_put("first_planted", None)).first_planted == ""


def test_each_bounded_number_is_refused_one_past_its_bounds() -> None:
    top = 2**63 - 1
    cases: list[tuple[Callable[[Json], object], str]] = [
        (_put("dealer", -1), "$.dealer: -1 is out of range (0 to 2)"),
        (_put("version", -1), f"$.version: -1 is out of range (0 to {top})"),
        (_put("version", 0),
         "$.version: unsupported position version 0 (this library reads version 1)"),
        (_put("seed", -(2**63) - 1),
         f"$.seed: {-(2**63) - 1} is out of range ({-(2**63)} to {top})"),
        (_put("turn", 2**63), f"$.turn: {2**63} is out of range (1 to {top})"),
        (_put("planted", -1), "$.planted: -1 is out of range (0 to 2)"),
        (_put("exhaustions", -1), "$.exhaustions: -1 is out of range (0 to 2)"),
        (_offer(to=-1), "$.offers[0].to: -1 is out of range (0 to 2)"),
        (_offer(to=3), "$.offers[0].to: 3 is out of range (0 to 2)"),
        (_offer(seat=-1), "$.offers[0].seat: -1 is out of range (0 to 2)"),
        (_offer(x=1), "$.offers[0]: unknown field 'x'"),
        (_offer(gives=[5]), "$.offers[0].gives[0]: expected an object, found an integer"),
        (_offer(asks="soy"), "$.offers[0].asks: expected an array, found a string"),
        (_put("offers", {}), "$.offers: expected an array, found an object"),
        (_put("owed", [2**31 + 1]), f"$.owed[0]: {2**31 + 1} is out of range (0 to {2**31})"),
        (_put("unaccepted", [[-1, 0]]), "$.unaccepted[0][0]: -1 is out of range (0 to 2)"),
        (_put("unaccepted", [[0, -1]]), "$.unaccepted[0][1]: -1 is out of range (0 to 2)"),
        (_put("unaccepted", [[0, 1, 2]]), "$.unaccepted[0]: expected [offerer, addressee]"),
        (lambda d: d["deck"].__setitem__(0, {"id": 2**31, "variety": "soy"}),
         f"$.deck[0].id: card {2**31} does not exist (rio-grande-2000 has cards 0-153)"),
        (lambda d: d["deck"].__setitem__(0, {"id": 2**31 + 1, "variety": "soy"}),
         f"$.deck[0].id: {2**31 + 1} is out of range (0 to {2**31})"),
        (lambda d: d["deck"].__setitem__(0, {"id": 154, "variety": "soy"}),
         "$.deck[0].id: card 154 does not exist (rio-grande-2000 has cards 0-153)"),
        (lambda d: d["deck"].__setitem__(0, {**d["deck"][0], "kind": 3}),
         "$.deck[0].kind: expected a string, found an integer"),
        (lambda d: d["seats"].append(d["seats"][0]), "$.seats: 4 seats for 3 players"),
        (lambda d: d["seats"][0].pop("coins"), "$.seats[0]: missing field 'coins'"),
        (lambda d: d["seats"][0].__setitem__("x", 1), "$.seats[0]: unknown field 'x'"),
        (lambda d: d["options"].__setitem__("zzz", 1), "$.options: unknown rule option 'zzz'"),
        (lambda d: d["options"].__setitem__("end_exhaustions", "x"),
         "$.options: rule option end_exhaustions='x' is not a whole number from 1 to 10"),
        (_put("players", ["a"]),
         "$.options: rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not 1"),
    ]  # fmt: skip
    for edit, said in cases:
        assert _refused(edit) == said


def test_the_readers_bounds_come_before_the_validators() -> None:
    # Sixteen fields are read (the validator then says how many a seat may have); 17 not.
    assert _refused(lambda d: d["seats"][1].__setitem__("fields", [[]] * 16)) == (
        "$.seats[1].fields: seat 1 has 16 fields, not 3 (every seat starts with three, "
        "at 3 players)"
    )
    assert _refused(lambda d: d["seats"][1].__setitem__("fields", [[]] * 17)) == (
        "$.seats[1].fields: 17 fields"
    )
    # An owed card id up to 2**31 is read; which cards may be owed is the validator's.
    assert _refused(_put("owed", [2**31])) == (
        "$.owed: babies are owed only in Ladybohn's step 'trade'"
    )
    assert _refused(_offer(to=2)) == "$.offers: offers stand only in step 'trade'"
    assert _refused(_put("planted", 2)) == "$.planted: 2 card(s) planted in step 'plant': at most 1"


@pytest.mark.parametrize(
    ("field", "value", "said"),
    [
        ("planted", 2, "$.planted: 2 card(s) planted in step 'plant': at most 1"),
        ("exhaustions", 2, "$.ending: ending is false after 2 exhaustion(s) of 2: the end is "
         "reached exactly at the last one"),
        ("active", 2, None),
        ("turn", 12, None),
        ("turn", 2**63 - 1, None),
        ("turn", 2**63, "$.turn: 9223372036854775808 is out of range (1 to 9223372036854775807)"),
        ("turn", 0, "$.turn: 0 is out of range (1 to 9223372036854775807)"),
        ("active", 3, "$.active: 3 is out of range (0 to 2)"),
        ("exhaustions", 3, "$.exhaustions: 3 is out of range (0 to 2)"),
    ],
)  # fmt: skip
def test_the_fast_path_and_the_full_reader_agree(field: str, value: int, said: str | None) -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    text = to_json(game)
    edited = text.replace(f'"{field}": {to_dict(game)[field]},', f'"{field}": {value},', 1)
    assert edited != text
    doc = json.loads(edited)
    if said is None:
        fast = from_json(edited)
        assert fast == from_dict(doc)
        assert getattr(fast, field) == value
        assert to_json(fast) == edited
        return
    with pytest.raises(PositionError) as fast_error:
        from_json(edited)
    with pytest.raises(PositionError) as full_error:
        from_dict(doc)
    assert str(fast_error.value) == str(full_error.value) == said
    assert fast_error.value.path == full_error.value.path == said.split(":")[0]
    with pytest.raises(PositionError) as as_bytes:
        from_json(edited.encode())
    assert str(as_bytes.value) == said


def test_a_document_up_to_the_size_bound_is_read_and_one_more_is_not() -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    text = to_json(game)
    padded = text + " " * (MAX_SIZE - len(text))
    assert len(padded) == MAX_SIZE
    assert from_json(padded) == game
    assert from_json(padded.encode()) == game
    for over in (padded + " ", (padded + " ").encode()):
        with pytest.raises(PositionError) as caught:
            from_json(over)
        assert str(caught.value) == "a position has at most 1,000,000 characters"
        assert caught.value.path is None


def test_what_is_not_a_position_text_is_named() -> None:
    for given, said in (
        (5, "a position is read from str or bytes, not 5"),
        (None, "a position is read from str or bytes, not None"),
        (bytearray(b"{}"), "a position is read from str or bytes, not a bytearray"),
        ("[1,", "not JSON: Expecting value at line 1, column 4"),
        (b"\xff", "not UTF-8 text (byte 0)"),
        ('{"a": 1, "a": 1}', "not JSON: the key 'a' is given twice in an object"),
        ("[NaN]", "not JSON: NaN is not a JSON number"),
        ("[" + "1" * 21 + "]", "a number of 21 digits (at most 20)"),
        ("[]", "$: expected an object, found an array"),
    ):
        with pytest.raises(PositionError) as caught:
            from_json(given)  # type: ignore[arg-type]
        assert str(caught.value) == said
    for writer in (to_dict, to_json):
        with pytest.raises(PositionError) as caught:
            writer("game")  # type: ignore[arg-type]
        assert str(caught.value) == f"{writer.__name__} needs a GameState, not 'game'"
    with pytest.raises(PositionError) as caught:
        to_json("game", indent=2)  # type: ignore[arg-type]
    assert str(caught.value) == "to_dict needs a GameState, not 'game'"


def _walk(game: bohnanza.GameState, moves: int, seed: int) -> list[bohnanza.GameState]:
    pick = random.Random(seed)
    seen = [game]
    for _ in range(moves):
        basic = list(bohnanza.legal_actions(game).basic)
        if not basic:
            break
        game = bohnanza.apply(game, pick.choice(basic))
        seen.append(game)
    return seen


@pytest.mark.parametrize(
    ("name", "players", "variants"),
    [
        ("rio-grande-2000", 2, ()),
        ("rio-grande-2000", 5, ()),
        ("amigo-fr", 4, ()),
        ("original-1997-fr", 3, ()),
        ("original-1997-fr-003", 5, ("five-players",)),
        ("original-1997-fr-003", 4, ("experts",)),
        ("original-1997-fr-003", 3, ("beginners",)),
        ("ladybohn", 4, ()),
    ],
)
def test_every_edition_reads_back_what_it_wrote_mid_game(
    name: str, players: int, variants: tuple[str, ...]
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet warns
        game = bohnanza.new_game(name, players, seed=7, variants=variants)
        for state in _walk(game, 60, 1)[::6]:
            text = to_json(state)
            assert json.loads(text) == to_dict(state)
            assert to_json(state, indent=2) == json.dumps(
                to_dict(state), ensure_ascii=False, indent=2
            )
            assert from_json(text) == state
            assert from_json(text.encode()) == state
            assert from_json(to_json(state, indent=1)) == state
            assert from_dict(to_dict(state)) == state
            assert to_dict(state)["edition"] == name
            assert to_dict(state)["options"]["variants"] == list(variants)


def test_ladybohns_sheet_is_found_by_its_digest_and_keeps_its_given_name() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = bohnanza.new_game("ladybohn", 4, seed=3)
        doc = to_dict(game)
        sheet = doc["sheet"]
        assert sheet["name"] == "ladybohn-provisional"
        assert len(sheet["sha256"]) == 64
        assert doc["deck"][0].keys() == {"id", "variety", "kind"}
        renamed = copy.deepcopy(doc)
        renamed["sheet"]["name"] = "my copy"
        read = from_dict(renamed)
        assert read.table.edition.deck.sheet == "my copy"
        assert read.table.edition.deck.priced == sheet["sha256"]
        unnamed = copy.deepcopy(doc)
        del unnamed["sheet"]
        assert from_dict(unnamed).table.edition.deck.sheet == "ladybohn-provisional"
        other = copy.deepcopy(doc)
        other["sheet"] = {"name": "other", "sha256": "0" * 64}
        with pytest.raises(PositionError) as caught:
            from_dict(other)
        assert str(caught.value) == (
            "$.sheet: the position is priced by the beanometer sheet 'other' (sha256 "
            + "0" * 64
            + "), which is not loaded in this process: load it first "
            "(bohnanza.sheets.register_sheet, or new_game with sheet=)"
        )
        for bad, said in (
            ({"name": "x"}, "$.sheet: missing field 'sha256'"),
            ({"name": 1, "sha256": "0"}, "$.sheet.name: expected a string, found an integer"),
            ({"name": "x", "sha256": None}, "$.sheet.sha256: expected a string, found null"),
            ([], "$.sheet: expected an object, found an array"),
        ):
            broken = copy.deepcopy(doc)
            broken["sheet"] = bad
            with pytest.raises(PositionError) as caught:
                from_dict(broken)
            assert str(caught.value) == said
        wrong_kind = copy.deepcopy(doc)
        card = wrong_kind["deck"][0]
        kind = "miss" if card["kind"] != "miss" else "mister"
        wrong_kind["deck"][0] = {**card, "kind": kind}
        with pytest.raises(PositionError) as caught:
            from_dict(wrong_kind)
        assert str(caught.value) == (
            f"$.deck[0].kind: card {card['id']} is {card['kind']}, not {kind!r}"
        )
        # The kind may be left out: the id and variety name the card.
        plain = copy.deepcopy(doc)
        plain["deck"] = [{"id": c["id"], "variety": c["variety"]} for c in doc["deck"]]
        assert from_dict(plain) == game


def test_data_that_json_cannot_hold_is_named_and_an_offer_to_oneself_refused() -> None:
    # from_dict takes Python data: a value no JSON text gives is named as Python shows it.
    assert _refused(_put("version", (1,))) == "$.version: expected an integer, found [1]"
    assert _refused(_put("version", b"1")) == "$.version: expected an integer, found a bytes"
    assert _refused(_put("version", 1.5)) == "$.version: expected an integer, found a number"

    def to_oneself(doc: Json) -> None:
        doc["step"] = "trade"
        doc["offers"] = [{"seat": 0, "to": 0, "gives": [], "asks": []}]

    assert _refused(to_oneself) == (
        "$.offers[0]: seat 0 has one offer at most to each other seat, not to 0"
    )


def test_the_offers_that_ended_unaccepted_read_back_by_seat_pairs() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=3)
    pick = random.Random(3)
    while game.step.name != "TRADE":
        game = bohnanza.apply(game, pick.choice(list(bohnanza.legal_actions(game).basic)))
    assert game.active == 0
    up = game.face_up_ids[0]
    state = bohnanza.apply(game, bohnanza.Offer(0, 3, (up,), ("soy",)))
    state = bohnanza.apply(state, bohnanza.Decline(3, 0))
    theirs = state.players[2].hand_ids[0]
    state = bohnanza.apply(state, bohnanza.Offer(2, 0, (theirs,), ("wax",)))
    state = bohnanza.apply(state, bohnanza.Withdraw(2, 0))
    assert state.unaccepted == ((0, 3), (2, 0))
    doc = to_dict(state)
    assert doc["unaccepted"] == [[0, 3], [2, 0]]
    assert from_dict(doc) == state
    assert from_dict(doc).unaccepted == ((0, 3), (2, 0))
    assert from_json(to_json(state)) == state
    # The fast path reads what write wrote, the pairs included (bohnanza.position.text).
    assert read_fast(to_json(state)) == (state, None)
    del doc["unaccepted"]
    assert from_dict(doc).unaccepted == ()


def test_an_option_that_the_rules_do_not_take_is_refused_naming_it() -> None:
    def players_option(doc: Json) -> None:
        doc["options"]["players"] = 3

    # The player count is the length of "players", no option (it was refused as "not a
    # valid position (TypeError)", naming neither the option nor its path).
    assert _refused(players_option) == "$.options: unknown rule option 'players'"
    cases: list[tuple[str, object, str]] = [
        ("count", 1, "$.options: unknown rule option 'count'"),
        (
            "hand_size",
            [[1]],
            "$.options: rule option hand_size=[1] is not a whole number from 0 to 20",
        ),
        ("hand_size", {}, "$.options: rule option hand_size=a dict is not a list"),
    ]
    for key, value, said in cases:

        def edit(doc: Json, key: str = key, value: object = value) -> None:
            doc["options"][key] = value

        assert _refused(edit) == said


def test_indent_zero_is_pretty_printed_as_json_writes_it() -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    written = to_json(game, indent=0)
    assert written == json.dumps(to_dict(game), ensure_ascii=False, indent=0)
    assert "\n" in written and from_json(written) == game


def test_each_schema_is_a_fresh_dict_of_its_format() -> None:
    from bohnanza.position import position_schema
    from bohnanza.records import record_schema

    for schema, name in (
        (position_schema, "bohnanza-position"),
        (record_schema, "bohnanza-record"),
    ):
        first = schema()
        assert first["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        properties = first["properties"]
        assert isinstance(properties, dict)
        assert properties["format"]["const"] == name
        assert properties["version"]["const"] == 1
        # A caller that changes its copy changes no later one.
        properties["format"] = {"const": "changed"}
        del first["$schema"]
        again = schema()
        assert again is not first
        assert again["$schema"] == "https://json-schema.org/draft/2020-12/schema"
        assert again["properties"]["format"]["const"] == name  # type: ignore[index]


def test_the_fast_paths_caches_stay_bounded_over_many_tables() -> None:
    from bohnanza.position import text as fast

    for seed in range(fast._BOUND + 10):
        game = bohnanza.new_game("rio-grande-2000", 3, seed=seed)
        assert read_fast(to_json(game)) == (game, None)
        assert len(fast._TABLES) <= fast._BOUND + 1
        assert len(fast._HEADERS) <= fast._BOUND + 1


@pytest.mark.parametrize("key", ["version", "dealer", "seed", "turn", "active", "planted",
                                 "exhaustions"])  # fmt: skip
@pytest.mark.parametrize(
    ("value", "found"),
    [("1", "a string"), (True, "a boolean"), (1.0, "a number"), (None, "null"), ([1], "an array")],
)
def test_a_whole_number_field_takes_an_integer_and_nothing_else(
    key: str, value: object, found: str
) -> None:
    """docs/positions.md: each counter is a JSON integer; a string, a boolean, a number
    with a point, null or an array is refused at its own path, through the full reader as
    through the fast path of the text."""
    said = f"${'.' + key}: expected an integer, found {found}"
    assert _refused(_put(key, value)) == said
    doc = _doc()
    doc[key] = value
    with pytest.raises(PositionError) as caught:
        from_json(json.dumps(doc))
    assert str(caught.value) == said
