"""The end (bohnanza/rules/ending.py): the final harvest sells every field, protected or
not, each as a sale during play would; the winners are the most coins, the tie broken by
the cards in hand where the rulebook says so, else shared; the outcome says which."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza import GameState, apply, compose, outcome
from bohnanza.actions import Plant
from bohnanza.rules.ending import Outcome, winners
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def test_the_final_harvest_sells_every_field_and_keeps_the_hands() -> None:
    s = _make(
        "rio-grande-2000",
        3,
        step=Step.PLANT_RECEIVED,
        hands={0: ["Blue"], 2: ["Wax", "Wax"]},
        set_aside={0: ["Soy"]},
        fields={
            0: [["Red"] * 3, [], []],
            1: [["Chili"], ["Stink"] * 4, []],
        },
        coins={1: 1},
        ending=True,
        exhaustions=2,
        deck=[],
    )
    red = s.players[0].field_ids[0]
    chili = s.players[1].field_ids[0]
    stink = s.players[1].field_ids[1]
    soy = s.players[0].aside_ids[0]
    over = apply(s, Plant(0, soy, 1))
    assert over.step is Step.OVER
    # Seat 0: red x3 pays 2 (the top two), the lone soy pays nothing; seat 1: the lone
    # chili (protected during play) pays nothing, stink x4 pays 1.
    assert over.players[0].coin_ids == red[1:]
    assert over.players[1].coin_ids == (*s.players[1].coin_ids, *stink[3:])
    assert all(f == () for p in over.players for f in p.field_ids)
    assert over.discard_ids == (red[0], soy, *chili, *stink[:3])
    assert [p.hand_ids for p in over.players] == [p.hand_ids for p in s.players]
    result = outcome(over)
    # Two coins each: seat 0 keeps a card in hand, seat 1 none (002's tie-break).
    assert result == Outcome((2, 2, 0), (1, 0, 2), (0,), True)
    assert str(result) == "scores 0:2 1:2 2:0; winner 0"


@pytest.mark.parametrize(
    ("scores", "hands", "tie_break", "won"),
    [
        ((5, 5, 3), (2, 4, 9), "hand-cards", (1,)),
        ((5, 5, 3), (2, 4, 9), "none", (0, 1)),
        ((5, 5, 5), (4, 4, 1), "hand-cards", (0, 1)),
        ((2, 7, 7, 1), (0, 3, 3, 9), "hand-cards", (1, 2)),
        ((0, 0), (0, 1), "hand-cards", (1,)),
        ((3,), (0,), "none", (0,)),
        ((1, 4, 2), (9, 0, 9), "hand-cards", (1,)),
    ],
)
def test_the_winners(
    scores: tuple[int, ...], hands: tuple[int, ...], tie_break: str, won: tuple[int, ...]
) -> None:
    assert winners(scores, hands, tie_break) == won


@pytest.mark.parametrize(
    ("edition", "players", "coins", "hands", "won", "broken", "text"),
    [
        ("rio-grande-2000", 3, {0: 2, 1: 2}, {1: ["Blue"]}, (1,), True, "winner 1"),
        ("rio-grande-2000", 3, {0: 2, 1: 2}, {}, (0, 1), False, "winners 0,1"),
        ("original-1997-fr-003", 4, {0: 2, 1: 2}, {1: ["Blue"]}, (0, 1), False, "winners 0,1"),
        ("rio-grande-2000", 3, {2: 1}, {0: ["Blue"]}, (2,), False, "winner 2"),
    ],
)
def test_the_outcome_says_who_won_and_whether_the_hands_decided(
    edition: str,
    players: int,
    coins: dict[int, int],
    hands: dict[int, list[str]],
    won: tuple[int, ...],
    broken: bool,
    text: str,
) -> None:
    s = _make(edition, players, step=Step.OVER, coins=coins, hands=hands)
    result = outcome(s)
    assert result is not None
    assert (result.winners, result.tie_broken_by_hand) == (won, broken)
    assert str(result).endswith(f"; {text}")
    assert result.scores == tuple(coins.get(seat, 0) for seat in range(players))
