"""A listing's ``in`` answers for well-formed moves only (``bohnanza.listing``): a move
object whose fields were forced to a float, a list or a string (``object.__setattr__`` or a
crafted pickle: the constructors refuse them) is in no listing, even where it compares
equal to a listed move, as ``bohnanza.check`` refuses it."""

from __future__ import annotations

import copy
from collections.abc import Callable

import pytest

from bohnanza import GameState, apply, check, legal_actions, new_game, view
from bohnanza.actions import Action, Offer
from bohnanza.listing import seat_actions
from bohnanza.state import Step

from .helpers import set_around


def _trading() -> GameState:
    s = new_game("rio-grande-2000", 3, seed=4)
    while s.step is not Step.TRADE:
        s = apply(s, legal_actions(s, s.active)[0])
    return s


def _forced(move: Action, name: str, value: object) -> Action | None:
    """A copy of ``move`` with ``name`` forced to ``value``; None in the compiled build, whose
    moves cannot be changed at all (no malformed move exists there to be listed)."""
    twin = copy.copy(move)
    return twin if set_around(twin, name, value) else None


#: Ways to force a field of a listed offer: the seat or the addressee as a float equal to
#: it, the cards given as a string, the variety asked in a list.
FORCINGS: dict[str, Callable[[Offer], tuple[str, object]]] = {
    "seat as a float": lambda o: ("seat", float(o.seat)),
    "seat as a bool": lambda o: ("seat", bool(o.seat)),
    "addressee as a float": lambda o: ("to", float(o.to)),
    "gives as a string": lambda o: ("gives", "x"),
    "asks as a list": lambda o: ("asks", list(o.asks)),
}


@pytest.mark.parametrize("how", FORCINGS)
def test_a_forced_offer_is_in_no_listing(how: str) -> None:
    s = _trading()
    seat = s.active
    listings = (legal_actions(view(s, seat)), seat_actions(s, seat))
    offer = next(m for m in listings[0] if isinstance(m, Offer) and m.asks)
    assert all(offer in moves for moves in listings)
    bad = _forced(offer, *FORCINGS[how](offer))
    if bad is None:
        return
    assert check(s, bad) is not None
    for moves in listings:
        assert bad not in moves


@pytest.mark.parametrize("value", [0.5, "1", None])
def test_a_forced_basic_move_is_in_no_listing(value: object) -> None:
    s = _trading()
    seat = s.active
    listings = (legal_actions(view(s, seat)), seat_actions(s, seat), legal_actions(s, seat))
    move = next(m for m in listings[0] if not isinstance(m, Offer))
    for moves in listings:
        assert move in moves
        bad = _forced(move, "seat", value)
        if bad is None:
            return
        assert bad not in moves
        as_float = _forced(move, "seat", float(move.seat))  # equal to the listed move
        assert as_float is not None and as_float == move and check(s, as_float) is not None
        assert as_float not in moves
