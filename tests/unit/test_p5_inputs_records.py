"""Game records (``bohnanza.records``, docs/records.md) at their edges: the size bound in
characters and in UTF-8 bytes at its last accepted and first refused length; a rule
option's type told in words for every kind of type a rule option may have; and a record
of every edition, mid-game and to the end, read back equal and replayed to the same
state."""

from __future__ import annotations

import json
import random
import warnings
from typing import Literal

import attrs
import pytest

import bohnanza
from bohnanza.actions import Harvest
from bohnanza.bots import play_random
from bohnanza.records import Record, RecordError, load_record, record_game, replay
from bohnanza.records.format import MAX_RECORD_SIZE
from bohnanza.records.reader import _describe, _fits


def _text() -> str:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    return record_game(start, []).to_json()


def test_a_record_up_to_its_size_bound_is_read_and_one_more_byte_is_not() -> None:
    text = _text()
    padded = text + " " * (MAX_RECORD_SIZE - len(text))
    assert len(padded) == MAX_RECORD_SIZE == 10_000_000
    record = load_record(padded)
    assert load_record(padded.encode()) == record
    for over in (padded + " ", (padded + " ").encode()):
        with pytest.raises(RecordError) as caught:
            load_record(over)
        assert str(caught.value) == ("a record has at most 10,000,000 bytes; this has 10,000,001")
        assert caught.value.path is None


def test_the_size_bound_counts_the_bytes_of_utf8_not_the_characters() -> None:
    text = _text()
    # "é" is two bytes: a text under the bound in characters may be over it in bytes.
    name = "é" * (MAX_RECORD_SIZE - len(text) + len("P1"))
    doc = json.loads(text)
    doc["players"][0] = name
    wide = json.dumps(doc, ensure_ascii=False)
    assert len(wide) <= MAX_RECORD_SIZE < len(wide.encode())
    with pytest.raises(RecordError) as caught:
        load_record(wide)
    assert str(caught.value) == "a record has at most 10,000,000 bytes of UTF-8"


def test_a_value_fits_a_rule_options_type_only_as_json_writes_that_type() -> None:
    assert _fits(True, bool) and not _fits(1, bool)
    assert _fits(3, int) and not _fits(True, int) and not _fits(3.0, int)
    assert _fits(2.5, float) and _fits(2, float)
    assert not _fits(True, float) and not _fits("2", float)
    assert _fits("a", str) and not _fits(1, str)
    assert _fits(1, Literal[1, "a"]) and _fits("a", Literal[1, "a"])
    assert not _fits(True, Literal[1, "a"]) and not _fits(2, Literal[1, "a"])
    assert not _fits(1.0, Literal[1])
    assert _fits([1, 2], tuple[int, ...]) and _fits([], tuple[int, ...])
    assert not _fits([1, "x"], tuple[int, ...]) and not _fits((1,), tuple[int, ...])
    assert _fits([1, "a"], tuple[int, str])
    assert not _fits(["a", 1], tuple[int, str]) and not _fits([1], tuple[int, str])
    assert not _fits([1, "a", 2], tuple[int, str]) and not _fits("ab", tuple[int, str])
    assert _fits(1, int | str) and _fits("a", int | str) and not _fits(1.5, int | str)
    # A type the options do not use lets every value through (the rules decide).
    assert _fits({"a": 1}, dict) and _fits(None, list)


def test_a_rule_options_type_is_told_in_words() -> None:
    assert _describe(bool) == "a boolean"
    assert _describe(int) == "an integer"
    assert _describe(float) == "a number"
    assert _describe(str) == "a string"
    assert _describe(Literal["top", "bottom"]) == "one of top, bottom"
    assert _describe(tuple[int, ...]) == "an array of integers"
    assert _describe(tuple[str, ...]) == "an array of strings"
    assert _describe(tuple[int, str]) == "an array of integers or strings"
    assert _describe(list) == "list"


@pytest.mark.parametrize(
    ("options", "said"),
    [
        ({"hand_size": "five"}, "$.options.hand_size: 'five' is not an array of integers"),
        ({"hand_size": [5, "x"]}, "$.options.hand_size: [5, 'x'] is not an array of integers"),
        ({"removed": "soy"}, "$.options.removed: 'soy' is not an array of strings"),
        ({"protection": "none"},
         "$.options.protection: 'none' is not one of all-fields, planted-fields"),
        ({"third_field_cost": 2.5}, "$.options.third_field_cost: 2.5 is not an integer"),
        ({"end_exhaustions": None}, "$.options.end_exhaustions: None is not an integer"),
        ({"duel": "yes"}, "$.options.duel: 'yes' is not a boolean"),
        ({"duel": True},
         "the record does not set up a game: rule option duel=True is for 2 players, not 3"),
    ],
)  # fmt: skip
def test_each_options_refusal_is_told_whole(options: dict[str, object], said: str) -> None:
    doc = json.loads(_text())
    doc["options"] = options
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(doc))
    assert str(caught.value) == said


def test_options_are_kept_in_the_order_of_their_names() -> None:
    doc = json.loads(_text())
    doc["options"] = {"trade_coins": "allowed", "hand_size": [5], "coin_cards": "bottom"}
    record = load_record(json.dumps(doc))
    assert record.options == (
        ("coin_cards", "bottom"),
        ("hand_size", (5,)),
        ("trade_coins", "allowed"),
    )
    assert json.loads(record.to_json())["options"] == {
        "coin_cards": "bottom",
        "hand_size": [5],
        "trade_coins": "allowed",
    }


@pytest.mark.parametrize(
    ("name", "players", "variants"),
    [
        ("rio-grande-2000", 2, ()),
        ("rio-grande-2000", 4, ()),
        ("amigo-fr", 3, ()),
        ("original-1997-fr", 4, ()),
        ("original-1997-fr-003", 5, ("five-players",)),
        ("original-1997-fr-003", 3, ("beginners",)),
        ("original-1997-fr-003", 4, ("experts",)),
        ("ladybohn", 3, ()),
    ],
)
def test_a_record_of_every_edition_reads_back_and_replays_to_the_same_end(
    name: str, players: int, variants: tuple[str, ...]
) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet warns
        start = bohnanza.new_game(name, players, seed=11, variants=variants)
        final, moves = play_random(start, random.Random(3))
        result = bohnanza.outcome(final)
        record = record_game(start, moves, result=result)
        read = load_record(record.to_json())
        assert read == record
        assert read.edition == name
        assert dict(read.options).get("variants", ()) == variants
        played = replay(read)
        assert played.legal and played.mismatch is None
        assert played.final == final
        assert played.outcome == result
        half = record_game(start, moves[: len(moves) // 2])
        again = replay(load_record(half.to_json()))
        assert again.legal and again.outcome is None
        assert again.final == replay(half).final


def test_a_record_is_written_one_field_a_line_and_one_move_a_line() -> None:
    start = bohnanza.new_game("amigo-fr", ["Léa", "Zoé", "Bo"], seed=5)
    moves = []
    state = start
    for _ in range(3):
        move = sorted(bohnanza.legal_actions(state).basic, key=str)[0]
        moves.append(move)
        state = bohnanza.apply(state, move)
    options: dict[str, str | list[str | int]] = {"hand_size": [6], "coin_cards": "bottom"}
    record = attrs.evolve(record_game(start, moves), reshuffles=[None, ("soy", 3)], options=options)
    assert record.to_json() == (
        "{\n"
        '  "format": "bohnanza-record",\n'
        '  "version": 1,\n'
        '  "edition": "amigo-fr",\n'
        '  "options": {"coin_cards": "bottom", "hand_size": [6]},\n'
        '  "players": ["Léa", "Zoé", "Bo"],\n'
        '  "dealer": 2,\n'
        '  "seed": 5,\n'
        '  "deck": null,\n'
        '  "actions": [\n'
        '    {"actor": 0, "move": "0 plant 101 0"},\n'
        '    {"actor": 0, "move": "0 end-planting"},\n'
        '    {"actor": 0, "move": "0 end-trading"}\n'
        "  ],\n"
        '  "reshuffles": [\n'
        "    null,\n"
        '    ["soy", 3]\n'
        "  ]\n"
        "}\n"
    )
    assert load_record(record.to_json()) == record
    empty = attrs.evolve(record, actions=(), reshuffles=())
    assert empty.to_json().splitlines()[-3:] == ['  "actions": [],', '  "reshuffles": []', "}"]


def test_a_composed_start_is_written_one_zone_a_line() -> None:
    start = bohnanza.compose(
        "rio-grande-2000",
        3,
        fields={0: [["Chili"] * 3, ["Blue"] * 2]},
        hands={0: ["Wax"]},
        deck=["Red"] * 2,
    )
    record = record_game(start, [Harvest(0, 0)])
    assert record.to_json().split('  "actions": [\n', 1)[1] == (
        '    {"actor": 0, "move": "0 harvest 0"}\n'
        "  ],\n"
        '  "position": {\n'
        '    "active": 0,\n'
        '    "step": "plant",\n'
        '    "planted": 0,\n'
        '    "hands": [["wax"], [], []],\n'
        '    "fields": [[["chili", "chili", "chili"], ["blue", "blue"], []], [[], [], []], '
        "[[], [], []]],\n"
        '    "coins": [[], [], []],\n'
        '    "set_aside": [[], [], []],\n'
        '    "bought_field": [],\n'
        '    "face_up": [],\n'
        '    "deck": ["red", "red"],\n'
        '    "discard": [],\n'
        '    "exhaustions": 0,\n'
        '    "ending": false\n'
        "  }\n"
        "}\n"
    )
    read = load_record(record.to_json())
    assert read == record
    assert read.start() == start
    assert replay(read).final == bohnanza.apply(start, Harvest(0, 0))


def test_a_record_shares_nothing_a_caller_could_change() -> None:
    players = ["a", "b", "c"]
    deck = ["soy", "wax"]
    options: dict[str, str | list[str | int]] = {"z": [1, 2], "a": "x"}
    orders: list[list[int | str] | None] = [None, ["soy", 3]]
    record = Record(
        edition="rio-grande-2000",
        players=iter(players),
        dealer=0,
        seed=1,
        deck=deck,
        options=options,
        reshuffles=orders,
    )
    players.append("d")
    deck.append("red")
    options["b"] = "y"
    orders.append(None)
    assert record.players == ("a", "b", "c")
    assert record.deck == ("soy", "wax")
    assert record.options == (("a", "x"), ("z", (1, 2)))
    assert record.reshuffles == (None, ("soy", 3))
    assert record.actions == () and record.result is None and record.position is None
    pairs = Record(
        edition="rio-grande-2000", players=("a",), dealer=0, seed=1, options=[("b", 1), ("a", [2])]
    )
    assert pairs.options == (("a", (2,)), ("b", 1))
    assert pairs.deck is None and pairs.reshuffles is None
    assert hash(record) == hash(attrs.evolve(record))


@pytest.mark.parametrize(
    ("digest", "said"),
    [
        ("a" * 65, "$.sheet.sha256: a sheet's sha256 is 64 lowercase hex digits"),
        ("g" * 64, "$.sheet.sha256: a sheet's sha256 is 64 lowercase hex digits"),
        ("0123456789abcdef" * 4,
         "$.sheet: the game was priced by the beanometer sheet 'x' (sha256 "
         + "0123456789abcdef" * 4
         + "), which is not loaded: give it (bohnanza verify --sheet FILE)"),
    ],
)  # fmt: skip
def test_a_sheets_digest_is_64_lowercase_hex_digits_then_looked_for(digest: str, said: str) -> None:
    doc = json.loads(_text())
    doc["sheet"] = {"name": "x", "sha256": digest}
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(doc))
    assert str(caught.value) == said
    doc["sheet"] = {"name": "x", "sha256": digest, "extra": 1}
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(doc))
    assert str(caught.value) == "$.sheet: unknown field 'extra'"


def test_a_claimed_score_is_read_up_to_999999999() -> None:
    doc = json.loads(_text())
    doc["result"] = {"scores": [0, 999_999_999, 5], "winners": [1, 0]}
    record = load_record(json.dumps(doc))
    assert record.result is not None
    assert record.result.scores == (0, 999_999_999, 5)
    assert record.result.winners == (1, 0)
    doc["result"]["scores"][1] = 1_000_000_000
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(doc))
    assert str(caught.value) == "$.result.scores[1]: 1000000000 is beyond 999,999,999"


def test_a_deck_order_that_does_not_fit_the_pile_is_named_at_the_move_it_is_met() -> None:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    _, moves = play_random(start, random.Random(4))
    record = attrs.evolve(record_game(start, moves), reshuffles=[("soy",)])
    read = load_record(record.to_json())
    assert read.reshuffles == (("soy",),)
    with pytest.raises(RecordError) as caught:
        replay(read)
    assert caught.value.path == "$.reshuffles"
    assert str(caught.value) == (
        f"$.reshuffles: move 230 ({moves[230]}): the deck order given for exhaustion 1 is not "
        "the 81 cards to shuffle (it has 1 cards)"
    )
    # Up to that move the game replays as recorded.
    assert replay(attrs.evolve(read, actions=read.actions[:230])).legal
