"""Edges of the core's shared pieces: the table's equality, the planting moves of any
seat and card (the core keeps ready-made moves for the common ones, and builds the
others), and the end of a step 2 with an offer standing when cards are in the box."""

from __future__ import annotations

import random

import bohnanza
from bohnanza import GameState, Step, apply
from bohnanza.actions import EndTrading, Offer, Plant
from bohnanza.bots import play_random
from bohnanza.rules.common import MOVE_CARDS, SEATS, plant_move, plant_row
from tests.helpers import assert_conserved


def test_plant_row_is_the_three_plantings_of_that_seat_and_card_at_every_edge() -> None:
    for seat in (0, SEATS - 1, SEATS):
        for card in (0, MOVE_CARDS - 1, MOVE_CARDS, MOVE_CARDS + 1):
            row = plant_row(seat, card)
            assert row == tuple(Plant(seat, card, field) for field in range(3)), (seat, card)
            assert [plant_move(seat, card, f) for f in range(3)] == list(row)


def test_tables_are_equal_when_what_they_hold_is_and_only_then() -> None:
    a = bohnanza.new_game("rio-grande-2000", 4, seed=1).table
    same = bohnanza.new_game("rio-grande-2000", 4, seed=1).table
    assert a.__eq__(a) is True and a == same and hash(a) == hash(same)
    assert a is not same
    for other in (
        bohnanza.new_game("rio-grande-2000", 4, seed=2).table,
        bohnanza.new_game("rio-grande-2000", 5, seed=1).table,
        bohnanza.new_game("amigo-fr", 4, seed=1).table,
        bohnanza.new_game("rio-grande-2000", 4, seed=1, dealer=1).table,
    ):
        assert (a == other) is False and a != other
    assert (a == "a table") is False and a != 1


def _trading_with_a_box() -> GameState:
    """A 4-player step 2 after a third field was paid into the box (the option
    third_field_payment="box", the duel's rule, set for more players)."""
    for seed in range(60):
        start = bohnanza.new_game("rio-grande-2000", 4, seed=seed, third_field_payment="box")
        s = start
        for move in play_random(start, random.Random(seed), 0.0)[1]:
            if s.box_ids and s.step is Step.TRADE and s.face_up_ids and not s.offers:
                return s
            s = apply(s, move)
    raise AssertionError("no step 2 with cards in the box in 60 games")


def test_the_end_of_trading_ends_the_standing_offers_and_leaves_the_box_as_it_was() -> None:
    s = _trading_with_a_box()
    active = s.active
    offered = apply(s, Offer(active, (active + 1) % 4, (s.face_up_ids[0],), ()))
    assert offered.offers
    ended = apply(offered, EndTrading(active))
    assert ended.offers == () and ended.unaccepted == ()
    assert ended.offer_ids == () and ended.box_ids == s.box_ids
    assert_conserved(ended)
