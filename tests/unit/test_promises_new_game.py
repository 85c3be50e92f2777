"""``new_game``'s promises (``bohnanza.setup``, its docstring): the deal one card at a time
clockwise from the dealer's left (or in packets where the rules say so), the starting
player on the dealer's left, a stacked deck dealt top card first, and each setup that
cannot be refused with ``InvalidSetupError`` saying why."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.chance import DeckOrders
from bohnanza.errors import InvalidSetupError
from bohnanza.state import GameState

STACK = ["coffee"] * 5 + ["wax"] * 5 + ["blue"] * 5 + ["green"] * 3


def _hands(state: GameState) -> list[list[str]]:
    cards = state.table.cards
    return [[cards[c].variety.key for c in p.hand_ids] for p in state.players]


def test_a_stacked_deck_is_dealt_one_card_at_a_time_from_the_dealers_left() -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1, deck=STACK)
    assert game.table.dealer == 2 and game.active == 0
    assert _hands(game) == [
        ["coffee", "coffee", "wax", "wax", "blue"],
        ["coffee", "coffee", "wax", "blue", "blue"],
        ["coffee", "wax", "wax", "blue", "blue"],
    ]
    cards = game.table.cards
    assert [cards[c].variety.key for c in game.stack_ids] == ["green"] * 3
    # The dealer at seat 0: seat 1 starts and is dealt first.
    first = bohnanza.new_game("rio-grande-2000", 3, seed=1, deck=STACK, dealer=0)
    assert first.table.dealer == 0 and first.active == 1
    assert _hands(first)[1] == ["coffee", "coffee", "wax", "wax", "blue"]


def test_in_packets_each_seat_is_dealt_its_hand_at_once() -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1, deck=STACK, deal_order="packets")
    assert _hands(game) == [["coffee"] * 5, ["wax"] * 5, ["blue"] * 5]


def test_the_hand_sizes_follow_the_seat_from_the_starting_player() -> None:
    game = bohnanza.new_game("rio-grande-2000", 6, seed=3)
    assert game.table.dealer == 5 and game.active == 0
    assert [len(p.hand_ids) for p in game.players] == [3, 4, 5, 6, 6, 6]
    moved = bohnanza.new_game("rio-grande-2000", 6, seed=3, dealer=2)
    assert [len(p.hand_ids) for p in moved.players] == [6, 6, 6, 3, 4, 5]
    named = bohnanza.new_game("rio-grande-2000", 3, seed=1, dealer="youngest", dealer_seat=1)
    assert named.table.rules.dealer == "youngest"
    assert named.table.dealer == 1 and named.active == 2


def test_the_seed_and_the_deal_order_decide_the_game() -> None:
    one = bohnanza.new_game("rio-grande-2000", 4, seed=11)
    assert one == bohnanza.new_game("rio-grande-2000", 4, seed=11)
    assert one.table.seed == 11
    assert one.players != bohnanza.new_game("rio-grande-2000", 4, seed=12).players
    low = bohnanza.new_game("rio-grande-2000", 3, seed=-(2**63))
    high = bohnanza.new_game("rio-grande-2000", 3, seed=2**63 - 1)
    assert low.table.seed == -(2**63) and high.table.seed == 2**63 - 1
    drawn = bohnanza.new_game("rio-grande-2000", 3)
    assert 0 <= drawn.table.seed < 2**63
    # The deal's deck given as data: its top cards are dealt first.
    order = tuple(range(24, 154))
    given = bohnanza.new_game("rio-grande-2000", 4, seed=1, shuffle=DeckOrders(deal=order))
    assert given.players[0].hand_ids == (24, 28, 32, 36, 40)


def test_a_setup_that_cannot_be_is_refused_saying_why() -> None:
    cases: list[tuple[dict[str, object], str]] = [
        ({"seed": 2**63}, "seed must be a whole number of 64 bits, not 9223372036854775808"),
        ({"seed": -(2**63) - 1},
         "seed must be a whole number of 64 bits, not -9223372036854775809"),
        ({"seed": True}, "seed must be a whole number of 64 bits, not True"),
        ({"seed": 1, "shuffle": 5}, "shuffle must be a callable or DeckOrders, not 5"),
        ({"seed": 1, "deck": ["coffee"] * 14}, "a deck of 14 cards cannot deal 15"),
        ({"seed": 1, "deck": ["soy"] * 13}, "'soy': no soy bean card is left in the box"),
        ({"seed": 1, "deck": ["cocoa", *STACK]},
         "'cocoa': cocoa beans are removed from the game at 3 players"),
        ({"seed": 1, "deck": ["zebra", *STACK]}, "unknown bean variety 'zebra'"),
        ({"seed": 1, "dealer": 3}, "dealer seat 3 does not exist (seats are 0-2)"),
    ]  # fmt: skip
    for given, said in cases:
        with pytest.raises(InvalidSetupError) as caught:
            bohnanza.new_game("rio-grande-2000", 3, **given)  # type: ignore[arg-type]
        assert str(caught.value) == said, given
    with pytest.raises(InvalidSetupError) as caught:
        bohnanza.new_game("rio-grande-2000", ["a", "b", "a"], seed=1)
    assert str(caught.value) == "player names must differ: ['a', 'b', 'a']"
    with (
        pytest.warns(bohnanza.ProvisionalDataWarning),
        pytest.raises(InvalidSetupError) as caught,
    ):
        bohnanza.new_game(
            "ladybohn", 3, seed=1, shuffle=DeckOrders(), garden_miss_deck="not-a-draw"
        )
    assert str(caught.value).startswith(
        "rule option garden_miss_deck='not-a-draw' forms decks that follow no exhaustion"
    )
