"""Game records: the JSON format, its loader's refusals, the schema, and replays."""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Callable
from functools import cache
from typing import Any

import attrs
import pytest

import bohnanza
from bohnanza import Action, GameState, IllegalActionError, InvalidActionError
from bohnanza.bots import BOTS, choose_seat, play_random
from bohnanza.records import (
    FORMAT,
    VERSION,
    Record,
    RecordError,
    RecordResult,
    load_record,
    record_game,
    record_schema,
    replay,
)

E = "rio-grande-2000"


@cache
def _random_game(
    players: int = 4, seed: int = 11
) -> tuple[GameState, tuple[Action, ...], GameState]:
    start = bohnanza.new_game(E, players, seed=seed)
    final, moves = play_random(start, random.Random(seed), 0.3)
    return start, tuple(moves), final


@cache
def _greedy_game(
    edition: str, players: int, seed: int
) -> tuple[GameState, tuple[Action, ...], GameState]:
    start = state = bohnanza.new_game(edition, players, seed=seed)
    rng = random.Random(seed)
    moves: list[Action] = []
    while not state.is_over:
        seat = choose_seat(state, rng)
        move = BOTS["greedy"](state, seat, rng, 0.3)
        state = bohnanza.apply(state, move)
        moves.append(move)
    return start, tuple(moves), state


def _record() -> Record:
    start, moves, final = _random_game()
    return record_game(start, moves, result=bohnanza.outcome(final))


def _data() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(_record().to_json())
    return loaded


# ---------------------------------------------------------------------------------------
# Writing and the round trip


def test_a_record_round_trips_through_json_and_replays_to_the_same_final_state() -> None:
    start, moves, final = _random_game()
    record = record_game(start, moves, result=bohnanza.outcome(final))
    loaded = load_record(record.to_json())
    assert loaded == record
    played = replay(loaded)
    assert played.final == final
    assert played.applied == len(moves)
    assert played.refusal is None
    assert played.mismatch is None
    assert played.outcome == bohnanza.outcome(final)
    assert played.start == start


def test_the_json_has_the_documented_fields_in_order_and_one_move_a_line() -> None:
    _, moves, final = _random_game()
    text = _record().to_json()
    data = json.loads(text)
    assert list(data) == [
        "format",
        "version",
        "edition",
        "options",
        "players",
        "dealer",
        "seed",
        "deck",
        "actions",
        "result",
    ]
    assert data["format"] == FORMAT == "bohnanza-record"
    assert data["version"] == VERSION == 1
    assert data["edition"] == E
    assert data["options"] == {}
    assert data["players"] == ["P1", "P2", "P3", "P4"]
    assert data["dealer"] == 3
    assert data["seed"] == 11
    assert data["deck"] is None
    assert data["actions"][0] == {"actor": 0, "move": str(moves[0])}
    assert [a["move"] for a in data["actions"]] == [str(m) for m in moves]
    assert all(a["actor"] == int(a["move"].split()[0]) for a in data["actions"])
    result = bohnanza.outcome(final)
    assert result is not None
    assert data["result"] == {"scores": list(result.scores), "winners": list(result.winners)}
    assert f'    {{"actor": 0, "move": "{moves[0]}"}},\n' in text


def test_a_record_without_result_omits_the_field() -> None:
    start, moves, _ = _random_game()
    record = record_game(start, moves[:10])
    assert record.result is None
    assert "result" not in json.loads(record.to_json())


def test_names_and_stacked_decks_are_kept() -> None:
    start = bohnanza.new_game(
        E, ["Anna", "Léa", "Mark"], seed=5, deck=["Chili"] * 15 + ["blue"] * 10
    )
    record = record_game(start, ())
    assert record.players == ("Anna", "Léa", "Mark")
    assert record.deck == ("chili",) * 15 + ("blue",) * 10  # variety keys, top first
    assert '"Léa"' in record.to_json()
    rebuilt = load_record(record.to_json()).start()
    assert rebuilt.deck == start.deck
    assert rebuilt.players == start.players


def test_only_options_that_differ_from_the_preset_are_stored() -> None:
    start = bohnanza.new_game(E, 4, seed=2, protection="planted-fields", coin_cards="top")
    record = record_game(start, ())
    assert record.options == (("protection", "planted-fields"),)
    assert json.loads(record.to_json())["options"] == {"protection": "planted-fields"}
    assert load_record(record.to_json()).start().rules == start.rules


def _variant_game() -> GameState:
    """A game of the first packaged edition with a variant, under that variant."""
    for name in bohnanza.editions():
        ed = bohnanza.edition(name)
        for variant in ed.variants:
            for players in ed.player_counts:
                try:
                    return bohnanza.new_game(name, players, seed=2, variants=[variant])
                except bohnanza.InvalidSetupError:
                    continue
    pytest.fail("MISSING INPUT: no packaged edition has a variant that can be set up")


def test_variants_are_stored_by_name_without_repeating_their_options() -> None:
    start = _variant_game()
    assert start.rules.variants
    record = record_game(start, ())
    assert record.options == (("variants", start.rules.variants),)
    assert json.loads(record.to_json())["options"] == {"variants": list(start.rules.variants)}
    assert load_record(record.to_json()).start() == start


def test_duel_moves_flow_through_records_by_their_text_form() -> None:
    start, moves, final = _greedy_game(E, 2, 3)
    record = record_game(start, moves, result=bohnanza.outcome(final))
    loaded = load_record(record.to_json())
    assert [str(a) for a in loaded.actions] == [str(m) for m in moves]
    assert replay(loaded).final == final


def test_a_composed_position_is_recorded_card_by_card_and_replays_from_it() -> None:
    # issue 12 item 5: a record may start from a position built by compose.
    position = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili", "Blue"], 1: ["Soy"]},
        fields={0: [["Chili", "Chili"], []], 2: [["Stink"], ["Wax"] * 3]},
        coins={3: ["Red", "Red"]},
        deck=["Soy"] * 5 + ["Green"] * 3,
        discard=["Garden"],
        seed=9,
    )
    moves: list[Action] = [
        bohnanza.Plant(0, position.players[0].hand[0].id, 0),
        bohnanza.EndPlanting(0),
    ]
    record = record_game(position, moves)
    assert record.position is not None and record.deck is None
    assert record.position.fields[2] == (("stink",), ("wax", "wax", "wax"))
    data = json.loads(record.to_json())
    assert data["position"]["hands"][0] == ["chili", "blue"]
    assert data["position"]["step"] == "plant"
    again = load_record(record.to_json())
    assert again == record
    assert again.start() == position
    replayed = replay(again)
    assert replayed.legal and replayed.applied == 2
    assert replayed.final == bohnanza.apply(bohnanza.apply(position, moves[0]), moves[1])


def test_a_record_with_a_position_validates_against_the_schema() -> None:
    jsonschema = _jsonschema()
    position = bohnanza.compose(E, 3, hands={1: ["Chili"]}, deck=["Soy"] * 5, active=1)
    data = json.loads(record_game(position, ()).to_json())
    jsonschema.validate(data, record_schema())
    data["position"]["hands"] = data["position"]["hands"][:2]
    with pytest.raises(RecordError, match=r"\$\.position\.hands: 2 entries for 3 players"):
        load_record(json.dumps(data))


@pytest.mark.parametrize(
    ("where", "path", "item", "found"),
    [
        (("hands", 1), "$.position.hands[1][0]", [1], "an array"),
        (("hands", 1), "$.position.hands[1][0]", 5, "an integer"),
        (("face_up",), "$.position.face_up[0]", {"key": "chili"}, "an object"),
        (("deck",), "$.position.deck[0]", None, "null"),
    ],
)
def test_a_positions_card_that_is_not_a_variety_name_is_refused_at_its_path(
    where: tuple[str | int, ...], path: str, item: object, found: str
) -> None:
    # A composed position names its cards by variety key: anything but a string where a
    # key belongs is a RecordError at that card's path, never Python's own error.
    position = bohnanza.compose(E, 3, hands={1: ["Chili"]}, deck=["Soy"] * 5, active=1)
    data = json.loads(record_game(position, ()).to_json())
    cards = data["position"]
    for part in where:
        cards = cards[part]
    cards.insert(0, item)
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(data))
    assert caught.value.path == path
    assert f"expected a string, found {found}" in str(caught.value)


def test_a_state_after_the_first_move_cannot_be_recorded_as_a_start() -> None:
    start, moves, _ = _random_game()
    with pytest.raises(RecordError, match="after the first move"):
        record_game(bohnanza.apply(start, moves[0]), moves[1:])


def test_records_are_frozen_values() -> None:
    record = _record()
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        record.seed = 3  # type: ignore[misc]
    assert record == load_record(record.to_json())
    assert hash(record) == hash(load_record(record.to_json()))


# ---------------------------------------------------------------------------------------
# Loading: every refusal names the problem and its JSON path


def _set(path: tuple[str | int, ...], value: object) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        target: Any = data
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value

    return change


def _drop(key: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        del data[key]

    return change


def _one_player(data: dict[str, Any]) -> None:
    data.update(players=["A"], dealer=0, actions=[])
    del data["result"]


# (id, change to the data, message expected, whether the JSON Schema rejects it too)
BROKEN: list[tuple[str, Callable[[dict[str, Any]], None], str, bool]] = [
    ("format", _set(("format",), "chess-pgn"), "$.format: format is 'chess-pgn'", True),
    ("version-2", _set(("version",), 2), "$.version: unsupported record version 2", True),
    (
        "version-text",
        _set(("version",), "1"),
        "$.version: expected an integer, found a string",
        True,
    ),
    ("missing-seed", _drop("seed"), "$: missing field 'seed'", True),
    ("missing-format", _drop("format"), "missing field 'format'", True),
    ("unknown-field", _set(("colour",), "red"), "$: unknown field 'colour'", True),
    ("edition", _set(("edition",), "nope"), "$.edition: unknown edition 'nope'", False),
    ("edition-type", _set(("edition",), 7), "$.edition: expected a string, found an integer", True),
    ("no-players", _set(("players",), []), "$.players: no players", True),
    ("same-names", _set(("players",), ["A", "A", "B", "C"]), "player names must differ", True),
    ("player-type", _set(("players", 1), 5), "$.players[1]: expected a string", True),
    ("one-player", _one_player, "does not set up a game", False),
    ("dealer", _set(("dealer",), 9), "$.dealer: seat 9 does not exist (seats are 0-3)", False),
    ("seed-float", _set(("seed",), 1.5), "$.seed: expected an integer, found a number", True),
    ("seed-bool", _set(("seed",), True), "$.seed: expected an integer, found a boolean", True),
    ("deck-type", _set(("deck",), "chili"), "$.deck: expected an array, found a string", True),
    (
        "deck-variety",
        _set(("deck",), ["chili", "soy", "mango"]),
        "$.deck[2]: unknown bean variety 'mango'",
        False,
    ),
    ("deck-removed", _set(("deck",), ["coffee"] * 30), "coffee beans are removed", False),
    ("deck-short", _set(("deck",), ["chili"] * 10), "cannot deal 20", False),
    (
        "option-name",
        _set(("options",), {"colour": "red"}),
        "$.options.colour: unknown rule option",
        False,
    ),
    (
        "option-value",
        _set(("options",), {"protection": "none"}),
        "$.options.protection: 'none' is not one of all-fields, planted-fields",
        False,
    ),
    (
        "option-type",
        _set(("options",), {"draw_count": "3"}),
        "$.options.draw_count: '3' is not an integer",
        False,
    ),
    ("options-type", _set(("options",), []), "$.options: expected an object, found an array", True),
    ("actions-type", _set(("actions",), {}), "$.actions: expected an array, found an object", True),
    (
        "action-type",
        _set(("actions", 3), "0 end-planting"),
        "$.actions[3]: expected an object, found a string",
        True,
    ),
    ("no-move", _set(("actions", 3), {"actor": 0}), "$.actions[3]: missing field 'move'", True),
    (
        "actor-range",
        _set(("actions", 3, "actor"), 7),
        "$.actions[3].actor: seat 7 does not exist (seats are 0-3)",
        False,
    ),
    (
        "actor-negative",
        _set(("actions", 3, "actor"), -1),
        "$.actions[3].actor: seat -1 does not exist",
        True,
    ),
    (
        "actor-type",
        _set(("actions", 3, "actor"), "0"),
        "$.actions[3].actor: expected an integer",
        True,
    ),
    (
        "move-syntax",
        _set(("actions", 3, "move"), "0 fly away"),
        "$.actions[3].move: malformed action '0 fly away'",
        True,  # the schema states the grammar of the moves
    ),
    ("r11-result-null", _set(("result",), None), "$.result: expected an object, found null", True),
    (
        "r11-arabic-digits",
        _set(("actions", 0, "move"), "\u0660 plant \u0663\u0663 \u0660"),
        "$.actions[0].move: malformed action",
        True,
    ),
    (
        "r11-fullwidth-digits",
        _set(("actions", 1, "move"), "\uff10 end-planting"),
        "$.actions[1].move: malformed action",
        True,
    ),
    ("r1-long-seed", _set(("seed",), 10**30), "a number of 31 digits (at most 20)", True),
    ("r3-hand-size-empty", _set(("options",), {"hand_size": []}), "hand_size", False),
    ("r5-hand-size-negative", _set(("options",), {"hand_size": [-3]}), "hand_size=-3", True),
    (
        "r4-end-exhaustions-huge",
        _set(("options",), {"end_exhaustions": 10**12}),
        "end_exhaustions=1000000000000 is not a whole number from 1 to 10",
        True,
    ),
    ("r6-lone-surrogate", _set(("players", 1), "\ud83d"), "lone surrogate", False),
    ("r18-escape-in-name", _set(("players", 1), "\x1b[2J"), "printable text", False),
    ("move-type", _set(("actions", 3, "move"), 12), "$.actions[3].move: expected a string", True),
    (
        "actor-not-seat",
        _set(("actions", 0, "actor"), 1),
        "$.actions[0]: the actor is seat 1 but the move",
        False,
    ),
    (
        "scores",
        _set(("result", "scores"), [1, 2]),
        "$.result.scores: 2 scores for 4 players",
        False,
    ),
    (
        "score-negative",
        _set(("result", "scores"), [1, 2, 3, -4]),
        "$.result.scores[3]: -4 is negative",
        True,
    ),
    (
        "winners",
        _set(("result", "winners"), [4]),
        "$.result.winners[0]: seat 4 does not exist",
        False,
    ),
    ("no-winner", _set(("result", "winners"), []), "$.result.winners: no winner", True),
    ("result-field", _set(("result", "coins"), []), "$.result: unknown field 'coins'", True),
]


@pytest.mark.parametrize(
    ("change", "message"), [(c, m) for _, c, m, _ in BROKEN], ids=[b[0] for b in BROKEN]
)
def test_a_broken_record_is_refused_with_its_json_path(
    change: Callable[[dict[str, Any]], None], message: str
) -> None:
    data = _data()
    change(data)
    with pytest.raises(RecordError) as caught:
        load_record(json.dumps(data))
    assert message in str(caught.value)
    assert "\n" not in str(caught.value)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('{"format": "bohnanza-record", "version": 1,', "not JSON: Expecting property name"),
        ("", "not JSON: Expecting value at line 1, column 1"),
        ("[1, 2]", "$: expected an object, found an array"),
        ('{"format": "bohnanza-record", "format": "x"}', "duplicate field 'format'"),
        ("[" * 100_000, "nested too deeply"),
    ],
    ids=["truncated", "empty", "array", "duplicate", "deep"],
)
def test_text_that_is_not_a_record_object_is_refused(text: str, message: str) -> None:
    with pytest.raises(RecordError) as caught:
        load_record(text)
    assert message in str(caught.value)


def test_truncated_json_names_its_line_and_column() -> None:
    text = _record().to_json()
    with pytest.raises(RecordError) as caught:
        load_record(text[: len(text) // 2])
    message = str(caught.value)
    assert message.startswith("not JSON: ")
    assert f"at line {text[: len(text) // 2].count(chr(10)) + 1}, column " in message
    assert caught.value.path is None


def test_bytes_are_read_as_utf8() -> None:
    record = _record()
    assert load_record(record.to_json().encode("utf-8")) == record
    with pytest.raises(RecordError, match=r"not UTF-8 text \(byte 0\)"):
        load_record(b"\xff{}")


def test_record_error_is_a_bohnanza_error_with_a_path() -> None:
    data = _data()
    data["actions"][2]["actor"] = 9
    with pytest.raises(bohnanza.BohnanzaError) as caught:
        load_record(json.dumps(data))
    assert isinstance(caught.value, RecordError)
    assert isinstance(caught.value, ValueError)
    assert caught.value.path == "$.actions[2].actor"


def test_a_non_canonical_move_text_is_read_and_written_canonically() -> None:
    data = _data()
    first = data["actions"][0]["move"]
    data["actions"][0]["move"] = "  " + first.replace(" ", "   ")
    assert str(load_record(json.dumps(data)).actions[0]) == first


# ---------------------------------------------------------------------------------------
# Replay


def test_the_first_illegal_move_is_reported_with_its_index_and_rule() -> None:
    start, moves, _ = _random_game()
    state = start
    index = -1
    for i, move in enumerate(moves):
        if i > 20 and state.step is bohnanza.Step.PLANT and state.planted == 0:
            index = i
            break
        state = bohnanza.apply(state, move)
    assert index > 20
    bad = bohnanza.EndPlanting(state.active)  # the front card must be planted first
    record = attrs.evolve(_record(), actions=(*moves[:index], bad, *moves[index + 1 :]))
    played = replay(record)
    assert played.refusal is not None
    assert played.refusal.index == index
    assert played.refusal.action == bad
    assert isinstance(played.refusal.error, IllegalActionError)
    assert played.refusal.error.rule == "002/step1.front-card"
    assert played.applied == index
    assert played.final == state
    assert not played.legal


def test_a_move_naming_a_card_that_does_not_exist_is_malformed() -> None:
    start, moves, _ = _random_game()
    record = record_game(start, (bohnanza.Plant(0, 999, 0), *moves[1:]))
    played = replay(record)
    assert played.refusal is not None
    assert played.refusal.index == 0
    assert isinstance(played.refusal.error, InvalidActionError)
    assert "999" in str(played.refusal.error)
    assert played.final == start


def test_moves_after_the_end_are_refused_by_the_scoring_rule() -> None:
    start, moves, final = _random_game()
    extra = bohnanza.Harvest(0, 0)
    played = replay(record_game(start, (*moves, extra)))
    assert played.refusal is not None
    assert played.refusal.index == len(moves)
    assert isinstance(played.refusal.error, IllegalActionError)
    assert played.refusal.error.rule == "002/end.scoring"
    assert played.final == final


def test_an_unfinished_game_replays_to_where_it_stopped() -> None:
    start, moves, _ = _random_game()
    played = replay(record_game(start, moves[:25]))
    expected = start
    for move in moves[:25]:
        expected = bohnanza.apply(expected, move)
    assert played.final == expected
    assert played.applied == 25
    assert played.outcome is None
    assert played.legal


def test_a_claimed_result_that_the_moves_do_not_give_is_a_mismatch() -> None:
    record = _record()
    assert record.result is not None
    wrong = RecordResult(tuple(s + 1 for s in record.result.scores), record.result.winners)
    played = replay(attrs.evolve(record, result=wrong))
    assert played.refusal is None
    assert played.mismatch is not None
    assert f"claims scores {list(wrong.scores)}" in played.mismatch
    assert f"give scores {list(record.result.scores)}" in played.mismatch
    short = replay(attrs.evolve(record, actions=record.actions[:5]))
    assert short.mismatch == "the record claims a result but the game is not over after 5 moves"


def test_a_record_built_by_hand_that_cannot_deal_raises_on_replay() -> None:
    record = Record(edition=E, players=("A",), dealer=0, seed=1)
    with pytest.raises(RecordError, match=r"does not set up a game: .*not 1$"):
        replay(record)


# ---------------------------------------------------------------------------------------
# The JSON Schema


def test_the_schema_is_packaged_draft_2020_12() -> None:
    schema = record_schema()
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    assert schema["required"] == [
        "format",
        "version",
        "edition",
        "options",
        "players",
        "dealer",
        "seed",
        "deck",
        "actions",
    ]
    schema["title"] = "changed"
    assert record_schema()["title"] != "changed"  # a fresh dict each call


def _valid_records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = [_data()]
    start, moves, final = _greedy_game(E, 2, 3)
    out.append(json.loads(record_game(start, moves, result=bohnanza.outcome(final)).to_json()))
    stacked = bohnanza.new_game(
        E, 3, seed=1, deck=["chili"] * 12 + ["soy"] * 8, protection="planted-fields"
    )
    out.append(json.loads(record_game(stacked, ()).to_json()))
    out.append(json.loads(record_game(_variant_game(), ()).to_json()))
    return out


def _jsonschema() -> Any:
    """The jsonschema module; its absence fails the test instead of skipping it."""
    try:
        return importlib.import_module("jsonschema")
    except ModuleNotFoundError:
        pytest.fail("MISSING INPUT: jsonschema is not installed (the test extra installs it)")


def test_valid_records_validate_against_the_schema() -> None:
    jsonschema = _jsonschema()
    validator = jsonschema.Draft202012Validator(record_schema())
    jsonschema.Draft202012Validator.check_schema(record_schema())
    for data in _valid_records():
        assert list(validator.iter_errors(data)) == []
        load_record(json.dumps(data))


@pytest.mark.parametrize(
    ("change", "schema_rejects"),
    [(c, r) for _, c, _, r in BROKEN],
    ids=[b[0] for b in BROKEN],
)
def test_the_schema_rejects_what_it_can_see_and_the_loader_rejects_everything(
    change: Callable[[dict[str, Any]], None], schema_rejects: bool
) -> None:
    jsonschema = _jsonschema()
    data = _data()
    change(data)
    errors = list(jsonschema.Draft202012Validator(record_schema()).iter_errors(data))
    assert bool(errors) == schema_rejects
    with pytest.raises(RecordError):
        load_record(json.dumps(data))


def test_a_record_built_by_hand_takes_lists_and_a_dict_of_options() -> None:
    record = Record(
        edition=E,
        players=["A", "B", "C"],
        dealer=2,
        seed=1,
        options={"removed": ["cocoa"], "protection": "planted-fields"},  # type: ignore[arg-type]
        actions=[],
    )
    assert record.players == ("A", "B", "C")
    assert record.options == (("protection", "planted-fields"), ("removed", ("cocoa",)))
    assert record == load_record(record.to_json())
    assert replay(record).final.rules.protection == "planted-fields"


# ---------------------------------------------------------------------------------------
# The review's findings on records (../shared/review/RELIABILITY.md), one test each.


def _hand_made(**changes: object) -> str:
    data: dict[str, object] = {
        "format": FORMAT,
        "version": VERSION,
        "edition": E,
        "options": {},
        "players": ["a", "b", "c", "d"],
        "dealer": 3,
        "seed": 1,
        "deck": None,
        "actions": [],
    }
    data.update(changes)
    return json.dumps(data)


def test_r1_numbers_over_4300_digits_are_record_errors() -> None:
    for text in ("1" * 4301, _hand_made().replace('"seed": 1', '"seed": ' + "9" * 5000)):
        with pytest.raises(RecordError, match="digits"):
            load_record(text)
    move = {"actor": 0, "move": "0 plant " + "1" * 5000 + " 0"}
    with pytest.raises(RecordError, match=r"\$\.actions\[0\]\.move: malformed action"):
        load_record(_hand_made(actions=[move]))


def test_r2_the_dealer_rule_option_in_a_record_sets_up_the_game() -> None:
    record = load_record(_hand_made(options={"dealer": "chosen"}))
    start = record.start()
    assert (start.table.rules.dealer, start.table.dealer) == ("chosen", 3)
    # and such a game is written back with the option
    assert dict(record_game(start, ()).options) == {"dealer": "chosen"}


def test_r3_an_empty_hand_size_is_an_invalid_record() -> None:
    with pytest.raises(RecordError, match=r"rule option hand_size=.* is not a list of 1 to 7"):
        load_record(_hand_made(options={"hand_size": []}))


def test_r4_a_huge_end_exhaustions_is_an_invalid_record_not_a_spin() -> None:
    text = _hand_made(options={"end_exhaustions": 10**12}, deck=["blue"] * 20)
    with pytest.raises(RecordError, match="end_exhaustions"):
        load_record(text)


def test_r5_negative_hand_sizes_are_invalid_records() -> None:
    for sizes in ([-3], [-1], [5, -1]):
        text = _hand_made(options={"hand_size": sizes, "deal_order": "packets"})
        with pytest.raises(RecordError, match=r"hand_size=-[13] is not a whole number"):
            load_record(text)


def test_r6_a_lone_surrogate_in_a_name_is_an_invalid_record() -> None:
    with pytest.raises(RecordError, match="lone surrogate"):
        load_record(_hand_made(players=["a", "\ud83d", "c", "d"]))


def test_r7_a_record_larger_than_the_limit_is_refused_before_parsing() -> None:
    from bohnanza.records import MAX_RECORD_SIZE

    big = _hand_made() + " " * MAX_RECORD_SIZE
    with pytest.raises(RecordError, match="at most 10,000,000 bytes"):
        load_record(big)
    with pytest.raises(RecordError, match="at most 10,000,000 bytes"):
        load_record(big.encode())
    with pytest.raises(RecordError, match="str or bytes"):
        load_record(None)  # type: ignore[arg-type]


def test_r9_record_game_refuses_moves_without_a_text_form() -> None:
    start = bohnanza.new_game(E, 4, seed=42)
    with pytest.raises(RecordError, match=r"\$\.actions\[0\]: malformed action: a tuple is not"):
        record_game(start, [(0, 33, 0)])  # type: ignore[list-item]
    with pytest.raises(
        bohnanza.InvalidActionError, match=r"Plant\.seat must be an int, not a bool"
    ):
        bohnanza.Plant(False, 33, False)


def test_r11_result_null_is_refused_like_the_schema_does() -> None:
    with pytest.raises(RecordError, match=r"\$\.result: expected an object, found null"):
        load_record(_hand_made(result=None))


def test_r14_record_options_are_tuples_at_every_depth() -> None:
    nested: Any = {"hand_size": [[5]]}
    record = Record(E, ["a", "b", "c", "d"], 3, 1, options=nested)
    assert record.options == (("hand_size", ((5,),)),)  # type: ignore[comparison-overlap]


def test_the_examples_of_docs_records_md_run() -> None:
    import doctest
    from pathlib import Path

    path = Path(__file__).resolve().parent.parent / "docs" / "records.md"
    failed, tried = doctest.testfile(
        str(path),
        module_relative=False,
        optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS,
    )
    assert tried >= 8
    assert failed == 0
