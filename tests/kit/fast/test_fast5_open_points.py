"""The open points of ``bohnanza.conformance.openpoints`` at their edges: a third field
bought onto an empty discard pile (the three coins are the whole pile) still offers every
other order of them, and no fewer coins do."""

from __future__ import annotations

from itertools import permutations

from bohnanza.actions import BuyField
from bohnanza.conformance.openpoints import alternatives, open_point
from bohnanza.listing import legal_actions
from bohnanza.position import from_dict, to_dict
from bohnanza.referee import apply
from bohnanza.state import GameState
from tests.kit.fast.test_fast_attribution import _walk


def _before_a_buy() -> GameState:
    """A position where a third field may be bought (original-1997-fr, 4 players)."""
    for seed in range(1, 60):
        for before, _, _ in _walk("original-1997-fr", 4, seed, trades=0.0):
            if any(isinstance(m, BuyField) for m in legal_actions(before).basic):
                return before
    raise AssertionError("no third field for sale")


def test_a_third_field_bought_onto_an_empty_pile_offers_the_five_other_orders() -> None:
    doc = to_dict(_before_a_buy())
    doc["deck"] = [*doc["discard"], *doc["deck"]]
    doc["discard"] = []
    before = from_dict(doc)
    move = next(m for m in legal_actions(before).basic if isinstance(m, BuyField))
    after = apply(before, move)
    mine = to_dict(after)
    assert len(mine["discard"]) == 3, "the three coins are the whole pile"
    found = [(p, alt["discard"]) for p, alt in alternatives(before, move, after)]
    orders = [list(o) for o in permutations(mine["discard"]) if list(o) != mine["discard"]]
    assert [d for p, d in found if p == "field3.payment-order"] == orders
    for order in orders:
        theirs = {**mine, "discard": order}
        assert open_point(before, move, after, theirs) == "field3.payment-order"
