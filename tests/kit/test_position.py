"""The neutral position format: exact round trips, the schema, and documents refused."""

from __future__ import annotations

import copy
import importlib
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza.bots import random_moves
from bohnanza.errors import InvalidSetupError
from bohnanza.position import PositionError, from_dict, from_json, position_schema, to_dict, to_json

PRESET_COUNTS = [
    (name, count) for name in bohnanza.editions() for count in bohnanza.edition(name).player_counts
]
# jsonschema is a test requirement: its absence fails here, loudly, instead of skipping.
VALIDATOR: Any = importlib.import_module("jsonschema").Draft202012Validator(position_schema())


def _states(name: str, count: int, seed: int) -> list[bohnanza.GameState]:
    start = bohnanza.new_game(name, count, seed=seed)
    return [start] + [s for _, s in random_moves(start, random.Random(seed), trades=0.2)]


@settings(max_examples=len(PRESET_COUNTS))
@given(st.sampled_from(PRESET_COUNTS), st.integers(0, 2**32))
def test_every_state_of_a_random_game_round_trips(preset: tuple[str, int], seed: int) -> None:
    states = _states(*preset, seed)
    assert states[-1].is_over
    for state in states:
        text = to_json(state)
        back = from_json(text)
        assert back == state
        assert back.table == state.table
        assert to_json(back) == text


@pytest.mark.parametrize("preset", PRESET_COUNTS)
def test_documents_follow_the_shipped_schema(preset: tuple[str, int]) -> None:
    states = _states(*preset, 5)
    for state in states[:: max(1, len(states) // 15)] + [states[-1]]:
        VALIDATOR.validate(to_dict(state))


def test_the_document_lists_zones_in_order() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    data = to_dict(game)
    assert [c["id"] for c in data["seats"][0]["hand"]] == list(game.players[0].hand_ids)
    assert [c["id"] for c in data["deck"]] == [c.id for c in game.deck]
    assert {c["variety"] for c in data["removed"]} == {"coffee"}
    assert data["step"] == "plant" and data["active"] == 0 and data["exhaustions"] == 0
    assert data["options"]["protection"] == "all-fields"


def _start() -> dict[str, Any]:
    return to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=42))


def _refused(data: object) -> PositionError:
    with pytest.raises(PositionError) as info:
        from_dict(data)
    assert isinstance(info.value, InvalidSetupError)
    return info.value


def test_a_card_named_twice_is_refused() -> None:
    data = _start()
    data["discard"].append(copy.deepcopy(data["seats"][1]["hand"][0]))
    error = _refused(data)
    assert "named twice" in str(error) and "$.seats[1].hand[0]" in str(error)


def test_three_fields_at_four_players_without_a_purchase_are_refused() -> None:
    data = _start()
    data["seats"][2]["fields"].append([])
    error = _refused(data)
    assert error.path == "$.seats[2].fields"
    assert "did not buy a third" in str(error) and "3 fields" in str(error)
    data["seats"][2]["bought_field"] = True
    assert from_dict(data).players[2].bought_field


def test_two_hundred_cards_are_refused() -> None:
    data = _start()
    deck = data["deck"]
    extra = [{"id": 154 + k, "variety": "soy"} for k in range(200 - 154)]
    data["deck"] = deck + extra
    error = _refused(data)
    assert "card 154 does not exist" in str(error) and "0-153" in str(error)


def test_a_missing_card_and_a_wrong_variety_are_refused() -> None:
    data = _start()
    lost = data["deck"].pop()
    assert f"first card {lost['id']}" in str(_refused(data))
    data = _start()
    data["deck"][0]["variety"] = "cocoa"
    assert "not 'cocoa'" in str(_refused(data))


def test_schema_breaks_are_refused_with_their_path() -> None:
    changes: list[tuple[Callable[[dict[str, Any]], object], str]] = [
        (lambda d: d.update(edition="bohnanza-2099"), "$.edition"),
        (lambda d: d.update(version=2), "$.version"),
        (lambda d: d.update(active=4), "$.active"),
        (lambda d: d.update(step="draw"), "$.step"),
        (lambda d: d.update(step="offer"), "$.step"),
        (lambda d: d.update(ending=True), "$.ending"),
        (lambda d: d["seats"][0].update(hand="33"), "$.seats[0].hand"),
        (lambda d: d.update(colour="red"), "$"),
        (lambda d: d["options"].update(protection="none"), "$.options"),
    ]
    for change, path in changes:
        data = _start()
        change(data)
        assert _refused(data).path == path


def test_a_removed_variety_in_play_and_mixed_fields_are_refused() -> None:
    data = _start()
    coffee = data["removed"].pop()
    data["seats"][0]["hand"].append(coffee)
    assert "removed from the game at 4 players" in str(_refused(data))
    data = _start()
    hand = data["seats"][0]["hand"]
    data["seats"][0]["fields"][0] = [hand.pop(0), data["deck"].pop(0)]
    if data["seats"][0]["fields"][0][0]["variety"] != data["seats"][0]["fields"][0][1]["variety"]:
        assert "more than one variety" in str(_refused(data))


def test_text_that_is_not_a_document_is_refused() -> None:
    for text in ["", "[1, 2", "[]", '{"format": "bohnanza-record"}', '{"a": 1, "a": 2}']:
        with pytest.raises(PositionError):
            from_json(text)
    with pytest.raises(PositionError):
        from_json(123)  # type: ignore[arg-type]
    with pytest.raises(PositionError):
        to_json("state")  # type: ignore[arg-type]


def test_a_loaded_position_plays_on() -> None:
    game = bohnanza.new_game("amigo-fr", 2, seed=9)
    loaded = from_json(json.dumps(to_dict(game)))
    move = bohnanza.legal_actions(loaded)[0]
    assert bohnanza.apply(loaded, move) == bohnanza.apply(game, move)


def test_the_package_exports_the_format() -> None:
    game = bohnanza.new_game("original-1997-fr", 3, seed=1)
    assert bohnanza.from_json(bohnanza.to_json(game)) == game
    assert bohnanza.from_dict(bohnanza.to_dict(game)) == game
