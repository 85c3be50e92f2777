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

from bohnanza.actions import Action, BuyField, Harvest, Plant
from bohnanza.conformance.openpoints import alternatives, open_point
from bohnanza.listing import legal_actions
from bohnanza.position import to_dict
from bohnanza.referee import apply
from bohnanza.state import PLANT_RECEIVED, GameState
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


def _held(before: GameState, after: GameState) -> Json:
    """The position ``step3.who-ends`` describes: before the move, with its planting made."""
    held = to_dict(before)
    done = to_dict(after)
    for k, seat in enumerate(held["seats"]):
        seat["fields"] = done["seats"][k]["fields"]
        seat["set_aside"] = done["seats"][k]["set_aside"]
    return held


def test_step_3_held_open_is_the_point_only_after_the_last_step_3_planting() -> None:
    """docs/conformance.md: ``step3.who-ends`` is "the position before the last step-3
    planting with that planting made, and nothing after it": the same picture after a
    planting of step 1, or one that leaves step 3 open anyway, is no open point."""
    kinds: set[str] = set()
    for before, move, after in _walk("rio-grande-2000", 3, 1, trades=0.5):
        if not isinstance(move, Plant):
            continue
        held = _held(before, after)
        last_of_step3 = before.step_id == PLANT_RECEIVED and after.step_id != PLANT_RECEIVED
        found = open_point(before, move, after, held)
        if last_of_step3 and not after.is_over:
            assert found == "step3.who-ends"
            kinds.add("last")
        else:
            assert found != "step3.who-ends", (before.step_id, move)
            kinds.add("step1" if before.step_id != PLANT_RECEIVED else "step3-open")
    assert kinds == {"last", "step1", "step3-open"}
