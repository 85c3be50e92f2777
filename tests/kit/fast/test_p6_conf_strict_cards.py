"""The cards of a move the engine writes are read strictly, every card of every part
(``runner._engine_move`` and ``_strict``, docs/conformance.md, "The move notation"): a
card named two ways (an id, a place, a variety) must be one card, and a variety with a
count names that many cards, so the names after it meet the cards after them.  A move
named consistently is read as the referee's move; anything else is the engine's
``garbage``, quoting the card and the engine's text, never a guess."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bohnanza.actions import Donate
from bohnanza.conformance.protocol import EngineFailure
from bohnanza.conformance.runner import _engine_move, game_line
from bohnanza.state import TRADE, GameState

Json = dict[str, Any]

#: Seat 2's step 2 at turn 6 of the runner's 3-player game of seed 1, no face-up card
#: left: the hand (front first) is stink 90, black-eyed 128, blue 62, black-eyed 130,
#: soy 118.
BASE: Json = {"seat": 2, "move": "donate", "to": 0}


def _state() -> GameState:
    state = next(
        s
        for s in game_line("rio-grande-2000", 3, 1)
        if s.step_id == TRADE and s.turn == 6 and s.active == 2 and not s.face_up_ids
    )
    assert state.players[2].hand_ids == (90, 128, 62, 130, 118)
    return state


@pytest.mark.parametrize(
    ("cards", "expected"),
    [
        # A count of two, then a card by place and variety: the third card.
        (
            [
                {"variety": "black-eyed", "count": 2},
                {"from": "hand", "index": 1, "variety": "stink"},
            ],
            (128, 130, 90),
        ),
        # An id with its place, an id with its variety.
        (
            [{"id": 130, "from": "hand", "index": 4}, {"id": 128, "variety": "black-eyed"}],
            (130, 128),
        ),
        # All three ways at once, one card.
        ([{"id": 62, "from": "hand", "index": 3, "variety": "blue"}], (62,)),
    ],
)
def test_a_card_named_consistently_is_read_as_that_card(
    cards: list[Json], expected: tuple[int, ...]
) -> None:
    assert _engine_move(_state(), {**BASE, "cards": cards}, "moves") == Donate(2, 0, expected)


def _refused(cards: list[Json], what: str = "moves") -> str:
    item = {**BASE, "cards": cards}
    with pytest.raises(EngineFailure) as caught:
        _engine_move(_state(), item, what)
    assert caught.value.kind == "garbage"
    detail = caught.value.detail
    shown = json.dumps(item)[:300]
    assert detail.startswith(f"{what}: ") and detail.endswith(f" in {shown}")
    return detail[len(what) + 2 : -len(f" in {shown}")]


def test_a_variety_that_is_not_the_cards_after_a_count_is_refused_naming_the_card() -> None:
    # The card after two black-eyed beans is card 90, a stink bean, whatever its place says.
    ref = {"from": "hand", "index": 1, "variety": "soy"}
    assert _refused([{"variety": "black-eyed", "count": 2}, ref]) == (
        "a card named two ways that are not one card (the variety is not that of card 90, "
        f"stink): {json.dumps(ref)}"
    )


def test_an_unknown_variety_beside_an_id_is_a_card_named_two_ways() -> None:
    ref = {"id": 90, "variety": "nonsense"}
    assert _refused([{"variety": "black-eyed", "count": 2}, ref], "apply") == (
        "a card named two ways that are not one card (the variety is not that of card 90, "
        f"stink): {json.dumps(ref)}"
    )


def test_an_id_that_is_not_the_card_at_its_place_is_refused() -> None:
    assert _refused([{"id": 128, "from": "hand", "index": 4}]) == (
        "a card named two ways that are not one card (its id is not the card at its place)"
    )
    # Also when the id and the place are of two different cards later in the list.
    assert _refused([{"from": "hand", "index": 1}, {"id": 62, "from": "hand", "index": 2}]) == (
        "a card named two ways that are not one card (its id is not the card at its place)"
    )


def test_a_zone_without_its_place_or_a_place_without_its_zone_is_refused() -> None:
    hand = {"from": "hand", "index": 1}
    assert _refused([hand, {"id": 62, "index": 3}]) == (
        'a card named without its zone (from): {"id": 62, "index": 3}'
    )
