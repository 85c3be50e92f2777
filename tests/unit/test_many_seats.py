"""A game of more seats than the referee's prebuilt move tables cover.

The rules build each move object once for seats 0-7 and card ids below 160 and build the
others on demand (``bohnanza.rules.common``); an ``Edition`` built by hand may seat up to
64 players.  A seeded game of nine seats checks that the moves of seats 8 and up are
listed exactly like the others: once each, legal, complete, and the same in the per-seat
listing.
"""

from __future__ import annotations

import random

import attrs

import bohnanza
from bohnanza import (
    Action,
    BuyField,
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    Keep,
    Plant,
    Step,
)
from bohnanza.editions import edition

from .helpers import E


def _nine_seats() -> GameState:
    base = edition(E)
    nine = attrs.evolve(base, player_counts=(9,), by_count=((9, ()),))
    return bohnanza.new_game(nine, 9, seed=11)


def _complete_plantings(s: GameState, moves: tuple[Action, ...]) -> None:
    """The plantings listed for the active seat in step 1 are exactly those check accepts."""
    seat = s.active
    hand = s.players[seat].hand
    if s.step is not Step.PLANT or not hand:
        return
    listed = {m for m in moves if isinstance(m, Plant) and m.seat == seat}
    fields = range(len(s.players[seat].fields))
    accepted = {
        Plant(seat, hand[0].id, f)
        for f in fields
        if bohnanza.check(s, Plant(seat, hand[0].id, f)) is None
    }
    assert listed == accepted, (listed, accepted)


def test_seats_beyond_the_move_tables_get_every_kind_of_move_listed_once() -> None:
    s = _nine_seats()
    rng = random.Random(5)
    seen: dict[int, set[type]] = {8: set()}
    for _ in range(900):
        if s.is_over:
            break
        legal = bohnanza.legal_actions(s)
        moves = legal.basic
        assert len(set(moves)) == len(moves), "a move is listed twice"
        for move in moves:
            assert bohnanza.check(s, move) is None, move
            if move.seat == 8:
                seen[8].add(type(move))
        _complete_plantings(s, moves)
        for seat in (0, 8):
            own = bohnanza.legal_actions(s, seat).basic
            assert own == tuple(m for m in moves if m.seat == seat)
        # Mostly the moves of the seats the game waits for, so that turns go round;
        # now and then anything listed (a harvest out of turn earns the coins to buy).
        waiting = s.to_move
        choices = [m for m in moves if m.seat in waiting]
        if not choices or rng.random() < 0.2:
            choices = list(moves)
        s = bohnanza.apply(s, rng.choice(choices))
    assert {Plant, EndPlanting, Harvest, Keep, EndTrading} <= seen[8], seen[8]


def test_a_seat_beyond_the_move_tables_may_buy_its_third_field() -> None:
    nine = _nine_seats().table.edition
    s = bohnanza.compose(
        nine, 9, active=8, hands={8: ["Chili"]}, coins={8: 3, 7: 3}, deck=["Coffee"] * 10
    )
    legal = bohnanza.legal_actions(s)
    assert BuyField(8) in legal.basic and BuyField(7) in legal.basic
    assert bohnanza.legal_actions(s, 8).basic == tuple(m for m in legal.basic if m.seat == 8)
    after = bohnanza.apply(s, BuyField(8))
    assert len(after.players[8].fields) == 3 and after.players[8].coins == ()
