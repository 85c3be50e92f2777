"""The duel's two open points on its deck running out in step 3
(``bohnanza.conformance.openpoints``), in the fast layer: ``duel.end-timing``
(``immediate``: the game over the moment the deck runs out, the cards turned up left on
the table or left as the offer) and ``duel.step3-draw-exhaustion`` (``no-step3``: fewer
than three cards left, the game over before step 3, the deck as it was).  Each is offered
only for that move, each position is exactly the one the docstring describes, and one more
difference makes it a break."""

from __future__ import annotations

import copy
import random
from typing import Any

from bohnanza.actions import LeaveOffer
from bohnanza.conformance.compare import Model
from bohnanza.conformance.openpoints import alternatives, open_point
from bohnanza.conformance.runner import _seat_move, _setup
from bohnanza.position import to_dict
from bohnanza.referee import apply
from bohnanza.rules.ending import game_over
from bohnanza.state import DUEL_DRAW, GameState

Json = dict[str, Any]


def _into_step3_with_few_cards() -> tuple[
    GameState, Any, GameState, list[tuple[GameState, Any, GameState]]
]:
    """A duel (draw_count 1, so its deck runs out early) up to the move that turns up the
    last cards in step 3; with every transition before it."""
    rng = random.Random(1)
    state = _setup("rio-grande-2000", 2, 1, {"draw_count": 1}, ())
    earlier: list[tuple[GameState, Any, GameState]] = []
    while not state.is_over:
        move = _seat_move(state, rng, 0.2, Model())
        after = apply(state, move)
        if after.step_id == DUEL_DRAW and after.ending and not state.ending:
            return state, move, after, earlier
        earlier.append((state, move, after))
        state = after
    raise AssertionError("the deck never ran out in step 3")


BEFORE, MOVE, AFTER, EARLIER = _into_step3_with_few_cards()


def _points(before: GameState, move: Any, after: GameState) -> dict[str, list[Json]]:
    found: dict[str, list[Json]] = {}
    for point, alt in alternatives(before, move, after):
        found.setdefault(point, []).append(alt)
    return found


def test_the_two_readings_of_the_end_are_offered_for_that_move_only() -> None:
    found = _points(BEFORE, MOVE, AFTER)
    over = to_dict(game_over(AFTER))
    with_offer = apply(AFTER, LeaveOffer(AFTER.active))
    assert with_offer.is_over
    assert found["duel.end-timing"] == [over, to_dict(with_offer)]
    left = BEFORE.stack_ids[BEFORE.drawn :]
    assert 0 < len(left) < 3
    cards = AFTER.table.cards
    chained = AFTER.face_up_ids[len(left) :]
    before_draw = AFTER.replace(
        face_up=(),
        deck=tuple(cards[c] for c in left),
        discard=tuple(cards[c] for c in (*AFTER.discard_ids, *reversed(chained))),
        exhaustions=BEFORE.exhaustions,
        ending=False,
    )
    assert found["duel.step3-draw-exhaustion"] == [to_dict(game_over(before_draw))]
    for before, move, after in EARLIER:
        others = _points(before, move, after)
        assert "duel.end-timing" not in others, move
        assert "duel.step3-draw-exhaustion" not in others, move


def test_an_engine_s_position_is_the_point_only_when_nothing_else_differs() -> None:
    found = _points(BEFORE, MOVE, AFTER)
    at_once, with_offer = found["duel.end-timing"]
    [no_step3] = found["duel.step3-draw-exhaustion"]
    assert open_point(BEFORE, MOVE, AFTER, at_once) == "duel.end-timing"
    assert open_point(BEFORE, MOVE, AFTER, with_offer) == "duel.end-timing"
    assert open_point(BEFORE, MOVE, AFTER, no_step3) == "duel.step3-draw-exhaustion"
    for alt in (at_once, with_offer, no_step3):
        worse = copy.deepcopy(alt)
        worse["exhaustions"] += 1
        assert open_point(BEFORE, MOVE, AFTER, worse) is None
    assert open_point(BEFORE, MOVE, AFTER, to_dict(AFTER)) is None
