"""``openpoints.alternatives`` never fails: a point whose position under another reading
cannot be built from the transition it is given gives no alternative, and the others
are still tried (``open_point`` then finds none of it: the difference stays a break)."""

from __future__ import annotations

from bohnanza.actions import Plant
from bohnanza.conformance.openpoints import alternatives, open_point
from bohnanza.position import to_dict
from bohnanza.state import PLANT_RECEIVED, TRADE
from tests.kit.fast.test_fast_attribution import _walk


def test_a_point_that_cannot_be_rebuilt_gives_nothing_and_the_others_are_tried() -> None:
    before, move, after = next(
        (b, m, a)
        for b, m, a in _walk("rio-grande-2000", 4, 1, trades=0.0)
        if isinstance(m, Plant)
        and b.step_id == PLANT_RECEIVED
        and a.step_id != PLANT_RECEIVED
        and not a.is_over
    )
    # The real transition: step 3 held open is the one point it touches.
    found = alternatives(before, move, after)
    assert [point for point, _ in found] == ["step3.who-ends"]
    # The same move said to end in a position of three seats: step 3's rebuild meets a
    # seat that is not there, and gives nothing; no other point touches the move.
    three = next(b for b, _, _ in _walk("rio-grande-2000", 3, 1, trades=0.0) if b.step_id == TRADE)
    assert alternatives(before, move, three) == []
    assert open_point(before, move, three, to_dict(three)) is None
    assert open_point(before, move, after, found[0][1]) == "step3.who-ends"
