"""``bohnanza.chance``: a variety key in a deck order names only cards whose variety is
known (``kinds``, set by ``bound``); a card id past the kinds known, or any card of orders
never bound to a deck, is of no variety, and the order is refused naming the deck."""

from __future__ import annotations

import pytest

from bohnanza.chance import DeckOrders, resolve
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError


def test_a_card_just_past_the_kinds_known_is_of_no_variety() -> None:
    kinds = ("red", "blue", "red", "blue", "red")
    # Card 5 is the first id past the five kinds known: it is no blue card.
    assert resolve(("blue",), (5, 1), kinds) == (1,)
    assert resolve((5, "red"), (5, 4), kinds) == (5, 4)
    with pytest.raises(InvalidSetupError) as caught:
        resolve(("blue",), (5, 6), kinds, "the deal")
    assert str(caught.value) == "the deal: no blue card left to place"


def test_orders_never_bound_to_a_deck_know_no_variety() -> None:
    unbound = DeckOrders(deal=("red",), reshuffles=[("red", 0)])
    with pytest.raises(InvalidSetupError) as caught:
        unbound((0, 1), 0)
    assert str(caught.value) == "the deal: no red card left to place"
    with pytest.raises(InvalidSetupError) as caught:
        unbound((0, 1), 1)
    assert str(caught.value) == "the deck formed after exhaustion 1: no red card left to place"
    # Bound to the 154-card box, "red" is its first red card in the pile's order.
    bound = unbound.bound(edition("rio-grande-2000").deck)
    reds = [c.id for c in edition("rio-grande-2000").deck.cards if c.variety.key == "red"]
    assert bound((reds[3], 0, reds[1]), 0) == (reds[3],)
    assert bound((reds[3], 0, reds[1]), 1) == (reds[3], 0)
