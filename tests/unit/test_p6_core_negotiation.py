"""The space of agreed trades and donations (bohnanza/rules/negotiation.py, listed by
``bohnanza.listing.Negotiations``): in step 2 it holds exactly the trades and donations
``check`` accepts, each once, in blocks by partner; each seat's own space is its part of
it; the random draw picks the move the space decodes at the same draw."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations
from typing import Any

import pytest

from bohnanza import GameState, apply, check, compose, legal_actions
from bohnanza.actions import Action, Donate, Keep, Trade
from bohnanza.listing import negotiation_space
from bohnanza.rules.negotiation import random_negotiation, subset
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def _subsets(cards: tuple[int, ...]) -> Iterator[tuple[int, ...]]:
    for size in range(len(cards) + 1):
        yield from combinations(cards, size)


def _every_candidate(s: GameState) -> Iterator[Action]:
    """Every trade and donation of the active player, and every donation to him, with
    the cards in pool order and up to three coins each way."""
    active = s.active
    pool = s.face_up_ids + s.players[active].hand_ids
    for seat, player in enumerate(s.players):
        if seat == active:
            continue
        for gives in _subsets(pool):
            for takes in _subsets(player.hand_ids):
                for give_coins in range(4):
                    for take_coins in range(4):
                        if (gives or give_coins) and (takes or take_coins):
                            yield Trade(active, seat, gives, takes, give_coins, take_coins)
            if gives:
                yield Donate(active, seat, gives)
        for cards in _subsets(player.hand_ids):
            if cards:
                yield Donate(seat, active, cards)


SETUPS = {
    "rio-3": ("rio-grande-2000", 3, {}),
    "experts-4": ("original-1997-fr-003", 4, {"variants": ("experts",)}),
}


def _state(name: str) -> GameState:
    edition, players, options = SETUPS[name]
    hands = {0: ["Blue", "Soy"], 1: ["Red", "Chili"], 2: ["Stink"]}
    return _make(
        edition,
        players,
        step=Step.TRADE,
        planted=1,
        hands=hands,
        face_up=["Green"],
        coins={0: 2, 1: 1, 2: 0},
        **options,
    )


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_the_space_is_exactly_the_accepted_trades_and_donations_each_once(name: str) -> None:
    s = _state(name)
    space = list(negotiation_space(s, None))
    assert len(space) == len(set(space)) == len(negotiation_space(s, None))
    accepted = {move for move in _every_candidate(s) if check(s, move) is None}
    assert set(space) == accepted
    # In blocks by partner, in seat order.
    partners = [m.partner if isinstance(m, Trade) else _other(m, s.active) for m in space]
    assert partners == sorted(partners)
    for move in space:
        after = apply(s, move)
        assert after.step is Step.TRADE and after.players != s.players


def _other(move: Action, active: int) -> int:
    assert isinstance(move, Donate), move
    return move.receiver if move.seat == active else move.seat


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_each_seats_space_is_its_part_of_the_whole(name: str) -> None:
    s = _state(name)
    whole = list(negotiation_space(s, None))
    assert list(negotiation_space(s, s.active)) == [m for m in whole if m.seat == s.active]
    for seat in range(len(s.players)):
        if seat != s.active:
            own = list(negotiation_space(s, seat))
            assert own == [m for m in whole if m.seat == seat]
            assert all(isinstance(m, Donate) and m.receiver == s.active for m in own)
            listed = legal_actions(s, seat)
            assert list(listed.negotiations) == own
    assert list(legal_actions(s).negotiations) == whole
    assert negotiation_space(s, None) == legal_actions(s).negotiations
    assert negotiation_space(s, None) != negotiation_space(s, 1)


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_the_random_draw_is_the_spaces_move_at_the_same_draw(name: str) -> None:
    s = _state(name)
    space = negotiation_space(s, None)
    for seed in range(40):
        index = random.Random(seed).randrange(len(space))
        drawn = random_negotiation(s, random.Random(seed))
        assert drawn == space[index], seed
        assert apply(s, drawn) == apply(_state(name), drawn)


def test_outside_step2_and_once_nothing_can_move_the_space_is_empty() -> None:
    plant = _make("rio-grande-2000", 3, hands={0: ["Blue"], 1: ["Red"]})
    assert len(negotiation_space(plant, None)) == 0
    assert random_negotiation(plant, random.Random(1)) is None
    bare = _make("rio-grande-2000", 3, step=Step.TRADE, planted=1, hands={0: []}, face_up=["Blue"])
    # Only the face-up card to give: donations of it to each seat; nothing to take back.
    moves = list(negotiation_space(bare, None))
    up = bare.face_up_ids[0]
    assert moves == [Donate(0, 1, (up,)), Donate(0, 2, (up,))]
    kept = apply(bare, Keep(0, up))
    assert len(negotiation_space(kept, None)) == 0
    assert random_negotiation(kept, random.Random(1)) is None


def test_the_space_counts_cards_sets_and_coins() -> None:
    s = _state("experts-4")
    pool = s.face_up_ids + s.players[0].hand_ids  # 3 cards: 7 non-empty sets
    assert len(pool) == 3
    # Seat 1: 2 cards (3 non-empty sets), 1 coin; seat 0 has 2 coins; seats 2, 3.
    # Block 0: 7 sets x 3 coin counts x ((3+1) x (1+1) - 1); block 1: 7 donations;
    # block 3: 2 coin counts x 3 sets x 2; block 2: 3 donations back.
    seat1 = 7 * 3 * 7 + 7 + 2 * 3 * 2 + 3
    seat2 = 7 * 3 * (2 * 1 - 1) + 7 + 2 * 1 * 1 + 1  # one card, no coin
    seat3 = 7 * 3 * 0 + 7 + 0 + 0  # no card, no coin: only donations to him
    assert len(negotiation_space(s, None)) == seat1 + seat2 + seat3
    assert len(negotiation_space(s, 3)) == 0
    assert len(negotiation_space(s, 2)) == 1 and len(negotiation_space(s, 1)) == 3


def test_subset_picks_the_cards_of_the_set_bits_beyond_one_byte() -> None:
    pool = tuple(range(100, 112))
    assert subset(pool, 0) == ()
    assert subset(pool, 1) == (100,)
    assert subset(pool, 0b1010) == (101, 103)
    assert subset(pool, 1 << 8) == (108,)
    assert subset(pool, (1 << 11) | 0b101) == (100, 102, 111)
    assert subset(pool, (1 << 12) - 1) == pool
