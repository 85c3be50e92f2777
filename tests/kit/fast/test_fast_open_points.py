"""The open points the runner recognises (``bohnanza.conformance.openpoints``), from the
side docs/conformance.md insists on: a difference is put under a point only when the engine's
whole position is the referee's under that point's other reading, and only for the moves
the point is about.  "field3.payment-order: the three coins paid for a third field in
another order on the discard pile": the top of the pile in another order after any other
move is a rule break, not that point."""

from __future__ import annotations

import copy
import itertools
from typing import Any

from bohnanza.actions import Action, BuyField, Harvest
from bohnanza.conformance.openpoints import alternatives, open_point
from bohnanza.listing import legal_actions
from bohnanza.position import to_dict
from bohnanza.referee import apply
from bohnanza.state import GameState
from tests.kit.fast.test_fast_attribution import _walk

Json = dict[str, Any]


def _reversed_top(doc: Json) -> Json:
    out = copy.deepcopy(doc)
    out["discard"][-3:] = out["discard"][-3:][::-1]
    return out


def _first(kind: type, name: str, players: int) -> tuple[GameState, Action, GameState]:
    for seed in range(1, 40):
        for before, move, after in _walk(name, players, seed, trades=0.0):
            if isinstance(move, kind) and len(after.discard_ids) >= 3:
                top = after.discard_ids[-3:]
                if len({after.table.cards[c].variety for c in top}) > 1 or kind is BuyField:
                    return before, move, after
    raise AssertionError(f"no {kind.__name__}")


def _a_buy() -> tuple[GameState, Action, GameState]:
    """A third field bought (original-1997-fr: bought with coins at 4 players)."""
    for seed in range(1, 60):
        state = _walk("original-1997-fr", 4, seed, trades=0.0)
        for before, _, _ in state:
            buys = [m for m in legal_actions(before).basic if isinstance(m, BuyField)]
            if buys:
                return before, buys[0], apply(before, buys[0])
    raise AssertionError("no third field bought")


def test_three_coins_paid_in_another_order_are_the_point_only_for_a_third_field() -> None:
    before, move, after = _a_buy()
    mine = to_dict(after)
    assert open_point(before, move, after, _reversed_top(mine)) == "field3.payment-order"
    points = [p for p, _ in alternatives(before, move, after)]
    assert points.count("field3.payment-order") == 5, "every other order of the three"
    # A harvest whose discarded cards lie in another order: no open point, a break.
    before, move, after = _first(Harvest, "rio-grande-2000", 3)
    theirs = _reversed_top(to_dict(after))
    assert theirs != to_dict(after)
    assert open_point(before, move, after, theirs) is None
    assert "field3.payment-order" not in [p for p, _ in alternatives(before, move, after)]


def test_no_move_but_a_purchase_offers_the_payment_order() -> None:
    for before, move, after in itertools.islice(_walk("rio-grande-2000", 3, 2, 0.5), 400):
        if not isinstance(move, BuyField):
            assert "field3.payment-order" not in [p for p, _ in alternatives(before, move, after)]
