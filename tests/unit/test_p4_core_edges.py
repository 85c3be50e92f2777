"""Edges of the core's shared pieces: the table's equality, and the planting moves of any
seat and card (the core keeps ready-made moves for the common ones, and builds the
others)."""

from __future__ import annotations

import bohnanza
from bohnanza.actions import Plant
from bohnanza.rules.common import MOVE_CARDS, SEATS, plant_move, plant_row


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
