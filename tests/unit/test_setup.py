"""Preparation and the player-count variations (rulebook 002, "Preparation", "Variations")."""

from __future__ import annotations

import re
from collections import Counter

import pytest

import bohnanza
from bohnanza import BuyField, InvalidSetupError, Step

from .helpers import FREQUENCIES, E, first_id, ids, kinds, refused


def test_box_holds_154_cards_in_the_rulebook_frequencies() -> None:
    deck = bohnanza.edition(E).deck
    assert len(deck.cards) == 154
    assert Counter(c.variety.key for c in deck.cards) == Counter(FREQUENCIES)
    assert [c.id for c in deck.cards] == list(range(154))
    assert first_id("chili") == 66
    assert deck.cards[66].variety.key == "chili"
    assert deck.cards[65].variety.key == "blue"


@pytest.mark.parametrize(
    ("players", "removed"),
    [
        (3, {"cocoa"}),
        (4, {"coffee"}),
        (5, {"coffee"}),
        (6, {"cocoa", "garden"}),
        (7, {"cocoa", "garden"}),
    ],
)
def test_varieties_removed_by_player_count(players: int, removed: set[str]) -> None:
    state = bohnanza.new_game(E, players, seed=11)
    assert {c.variety.key for c in state.removed} == removed
    assert len(state.removed) == sum(FREQUENCIES[v] for v in removed)
    in_play = [c for c in state.all_cards() if c not in state.removed]
    assert not {c.variety.key for c in in_play} & removed
    dealt = sum(len(p.hand) for p in state.players)
    assert len(state.deck) == 154 - len(state.removed) - dealt
    # Every physical card is in exactly one zone.
    assert sorted(c.id for c in state.all_cards()) == list(range(154))


@pytest.mark.parametrize(("players", "dealt"), [(3, 15), (4, 20), (5, 25), (6, 30), (7, 36)])
def test_new_game_state_before_the_first_move(players: int, dealt: int) -> None:
    state = bohnanza.new_game(E, players, seed=5)
    assert state.step is Step.PLANT
    assert state.turn == 1
    assert state.planted == 0
    assert state.exhaustions == 0
    assert not state.ending
    assert state.discard == ()
    assert state.face_up == ()
    assert sum(len(p.hand) for p in state.players) == dealt
    assert all(p.coins == () and p.set_aside == () for p in state.players)
    assert all(not any(p.fields) for p in state.players)


def test_hands_are_dealt_one_card_at_a_time_from_the_dealers_left() -> None:
    # Decision deal.order: one card at a time, clockwise from the dealer's left (the text
    # says "deals five cards" without the order).  Dealer = last seat, so seat 0 gets deck
    # cards 0, 4, 8, ... and seat 1 gets 1, 5, 9, ...
    stacked = ["Wax", "Blue", "Chili", "Stink"] * 5 + ["Soy", "Green", "Red"]
    state = bohnanza.new_game(E, 4, deck=stacked)
    assert state.table.dealer == 3
    assert state.active == 0
    for seat, variety in enumerate(["wax", "blue", "chili", "stink"]):
        hand = state.players[seat].hand
        # "keeping the cards in the order they were dealt": the first dealt is the front.
        assert ids(hand) == tuple(range(first_id(variety), first_id(variety) + 5))
    assert kinds(state.deck) == ("soy", "green", "red")
    # Cards the stacked deck leaves out are out of the game.
    assert len(state.removed) == 154 - 23


def test_deal_starts_left_of_a_chosen_dealer() -> None:
    stacked = ["Wax", "Blue", "Chili", "Stink"] * 5 + ["Soy"] * 4
    state = bohnanza.new_game(E, 4, deck=stacked, dealer=1)
    assert state.table.dealer == 1
    assert state.active == 2
    assert kinds(state.players[2].hand) == ("wax",) * 5
    assert kinds(state.players[3].hand) == ("blue",) * 5
    assert kinds(state.players[0].hand) == ("chili",) * 5
    assert kinds(state.players[1].hand) == ("stink",) * 5


@pytest.mark.parametrize(
    ("players", "dealer", "starter"), [(3, 0, 1), (4, 3, 0), (5, 2, 3), (7, 6, 0)]
)
def test_the_player_left_of_the_dealer_starts(players: int, dealer: int, starter: int) -> None:
    state = bohnanza.new_game(E, players, seed=3, dealer=dealer)
    assert state.active == starter
    assert state.to_move == (starter,)


def test_six_players_are_dealt_3_4_5_6_6_6_round_robin() -> None:
    # Round r deals one card to every seat (from the starter) that still needs one.
    rounds = [
        [0, 1, 2, 3, 4, 5],
        [0, 1, 2, 3, 4, 5],
        [0, 1, 2, 3, 4, 5],
        [1, 2, 3, 4, 5],
        [2, 3, 4, 5],
        [3, 4, 5],
    ]
    variety = ["coffee", "wax", "blue", "chili", "stink", "green"]
    stacked = [variety[seat] for r in rounds for seat in r] + ["Soy"] * 8
    state = bohnanza.new_game(E, 6, deck=stacked)
    assert [len(p.hand) for p in state.players] == [3, 4, 5, 6, 6, 6]
    for seat, p in enumerate(state.players):
        start = first_id(variety[seat])
        assert ids(p.hand) == tuple(range(start, start + len(p.hand)))
    assert kinds(state.deck) == ("soy",) * 8


def test_seven_players_hand_sizes_from_the_starting_player() -> None:
    state = bohnanza.new_game(E, 7, seed=9, dealer=2)
    assert state.active == 3
    sizes = {seat: len(p.hand) for seat, p in enumerate(state.players)}
    assert [sizes[(3 + k) % 7] for k in range(7)] == [3, 4, 5, 6, 6, 6, 6]


def test_three_players_start_with_three_fields_and_may_not_buy() -> None:
    state = bohnanza.compose(E, 3, coins={0: 5})
    assert [len(p.fields) for p in state.players] == [3, 3, 3]
    refused(
        state,
        BuyField(0),
        "002/players.3.field3",
        "at 3 players every player starts with a third field and may not buy one",
    )
    assert BuyField(0) not in bohnanza.legal_actions(state, 0).basic
    fresh = bohnanza.new_game(E, 3, seed=1)
    assert all(len(p.fields) == 3 and not p.bought_field for p in fresh.players)


def test_rule_numbers_by_player_count() -> None:
    ed = bohnanza.edition(E)
    assert ed.rules(3).end_exhaustions == 2
    assert [ed.rules(n).end_exhaustions for n in (4, 5, 6, 7)] == [3, 3, 3, 3]
    assert [ed.rules(n).draw_count for n in (3, 4, 5, 6, 7)] == [3, 3, 3, 4, 4]
    assert [ed.rules(n).third_field_cost for n in (4, 5, 6, 7)] == [3, 3, 2, 2]
    assert [ed.rules(n).face_up_count for n in (3, 4, 5, 6, 7)] == [2] * 5


@pytest.mark.parametrize("players", [1, 8, 0])
def test_player_counts_outside_2_to_7_are_refused(players: int) -> None:
    with pytest.raises(InvalidSetupError):
        bohnanza.new_game(E, players, seed=1)


def test_player_count_message_names_the_allowed_counts() -> None:
    with pytest.raises(InvalidSetupError, match="2, 3, 4, 5, 6, 7 players, not 8"):
        bohnanza.new_game(E, 8, seed=1)


def test_unknown_edition_is_refused() -> None:
    with pytest.raises(InvalidSetupError, match="unknown edition 'no-such-edition'"):
        bohnanza.new_game("no-such-edition", 4, seed=1)


def test_unknown_variety_in_a_stacked_deck_is_refused() -> None:
    with pytest.raises(InvalidSetupError, match="unknown bean variety 'Moon'"):
        bohnanza.new_game(E, 4, deck=["Wax"] * 20 + ["Moon"])


@pytest.mark.parametrize(
    ("players", "name", "key"),
    [(3, "Cocoa", "cocoa"), (4, "Coffee", "coffee"), (6, "Garden", "garden")],
)
def test_removed_variety_in_a_stacked_deck_is_refused(players: int, name: str, key: str) -> None:
    stacked = ["Wax"] * 22 + ["Blue"] * 20 + [name]
    with pytest.raises(
        InvalidSetupError, match=f"{key} beans are removed from the game at {players}"
    ):
        bohnanza.new_game(E, players, deck=stacked)


def test_stacked_deck_too_short_to_deal_is_refused() -> None:
    with pytest.raises(InvalidSetupError, match="a deck of 19 cards cannot deal 20"):
        bohnanza.new_game(E, 4, deck=["Wax"] * 19)


def test_more_cards_of_a_variety_than_the_box_holds_is_refused() -> None:
    with pytest.raises(InvalidSetupError, match="no red bean card is left"):
        bohnanza.new_game(E, 4, deck=["Wax"] * 20 + ["Red"] * 9)


@pytest.mark.parametrize(
    "options",
    [{"protection": "nowhere"}, {"matching_field": "sometimes"}, {"no_such_option": "x"}],
)
def test_unknown_rule_options_are_refused(options: dict[str, object]) -> None:
    with pytest.raises(InvalidSetupError):
        bohnanza.new_game(E, 4, seed=1, **options)  # type: ignore[arg-type]


def test_dealer_seat_out_of_range_is_refused() -> None:
    with pytest.raises(InvalidSetupError, match="dealer seat 4 does not exist"):
        bohnanza.new_game(E, 4, seed=1, dealer=4)


def test_same_seed_same_game_and_seed_is_kept() -> None:
    a = bohnanza.new_game(E, 5, seed=1234)
    b = bohnanza.new_game(E, 5, seed=1234)
    c = bohnanza.new_game(E, 5, seed=1235)
    assert a == b
    assert a.table.seed == 1234
    assert ids(a.deck) != ids(c.deck)


@pytest.mark.parametrize(
    ("zones", "message"),
    [
        ({"hands": {"a": ["Chili"]}}, "hands: seat 'a' does not exist"),
        ({"hands": {7: ["Chili"]}}, "hands: seat 7 does not exist"),
        ({"fields": {True: [["Chili"]]}}, "fields: seat True does not exist"),
        ({"set_aside": {-1: ["Chili"]}}, "set_aside: seat -1 does not exist"),
        ({"coins": [1]}, "coins maps seats to cards"),
        ({"bought_field": [9]}, "bought_field seat 9 does not exist"),
    ],
)
def test_compose_refuses_zones_of_seats_that_do_not_exist(
    zones: dict[str, object], message: str
) -> None:
    """A composed zone keyed by something that is no seat was silently left out: the
    position was not the one asked for."""
    with pytest.raises(InvalidSetupError, match=re.escape(message)):
        bohnanza.compose(E, 4, **zones)  # type: ignore[arg-type]


def test_rules_of_the_same_request_are_shared_and_a_bool_is_no_number() -> None:
    """Edition.rules keeps the rules of each request of plain values: games of a preset
    share them (their tables are computed once).  The cache tells values apart by type
    too: ``True == 1`` in Python, but a bool is refused where a number is asked for."""
    ed = bohnanza.edition(E)
    first = ed.rules(4, end_exhaustions=1)
    assert ed.rules(4, end_exhaustions=1) is first
    assert first.end_exhaustions == 1
    with pytest.raises(InvalidSetupError, match="end_exhaustions"):
        ed.rules(4, end_exhaustions=True)
    assert ed.rules(4, end_exhaustions=2) is not first
    a = bohnanza.new_game(E, 4, seed=1)
    b = bohnanza.new_game(E, 4, seed=2)
    assert a.table.rules is b.table.rules
    assert a.table.kind is b.table.kind and a.table.pays is b.table.pays
