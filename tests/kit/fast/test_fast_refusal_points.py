"""The open points whose other reading refuses a move the referee allows
(``openpoints.refusal_point``, ``step3_order_point``, ``miss_could_move``), as they are
documented today: a step-3 planting out of the active-first order, a harvest or purchase
while the duel's offered cards wait, a Ladybohn purchase in phase 1, and a Ladybohn baby
planted where a miss could move (or moving a miss that is her field's top card)."""

from __future__ import annotations

import warnings
from collections.abc import Callable, Iterator

from bohnanza.actions import Action, BuyField, Harvest, Plant
from bohnanza.conformance.openpoints import miss_could_move, refusal_point, step3_order_point
from bohnanza.listing import legal_actions
from bohnanza.state import OFFER, PLANT, PLANT_RECEIVED, GameState
from tests.kit.fast.test_fast_attribution import _walk


def _positions(name: str, players: int, seeds: range, trades: float) -> Iterator[GameState]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet, said elsewhere
        for seed in seeds:
            for before, _, _ in _walk(name, players, seed, trades=trades):
                yield before


def _first(
    name: str, players: int, found: Callable[[GameState, Action], bool], trades: float = 0.0
) -> tuple[GameState, Action]:
    for state in _positions(name, players, range(1, 8), trades):
        for move in legal_actions(state).basic:
            if found(state, move):
                return state, move
    raise AssertionError("no such move")  # pragma: no cover


def test_a_ladybohn_purchase_in_phase_1_by_the_active_player_is_the_step1_buy_point() -> None:
    state, move = _first("ladybohn", 3, lambda s, m: isinstance(m, BuyField) and s.step_id == PLANT)
    assert move.seat == state.active
    assert refusal_point(state, move) == "ladybohn.step1-buy"
    state, move = _first("ladybohn", 3, lambda s, m: isinstance(m, BuyField) and s.step_id != PLANT)
    assert refusal_point(state, move) is None


def test_a_baby_planted_where_a_miss_could_move_is_the_promotion_point() -> None:
    state, move = _first(
        "ladybohn", 3, lambda s, m: isinstance(m, Plant) and not m.steps and miss_could_move(s, m)
    )
    assert isinstance(move, Plant)
    assert refusal_point(state, move) == "ladybohn.promotion-mechanics"
    # The same baby moving the miss: a miss at the top of her field cannot move first.
    moving = [
        m
        for m in legal_actions(state, move.seat).basic
        if isinstance(m, Plant) and m.steps and (m.card, m.field) == (move.card, move.field)
    ]
    assert moving
    field = state.players[move.seat].field_ids[move.field]
    for m in moving:
        assert isinstance(m, Plant)
        expected = "ladybohn.promotion-mechanics" if m.miss == len(field) - 1 else None
        assert refusal_point(state, m) == expected, m
    assert any(m.miss == len(field) - 1 for m in moving if isinstance(m, Plant))


def test_a_plain_planting_is_no_point_and_no_miss_can_move_outside_ladybohn() -> None:
    state, move = _first(
        "ladybohn",
        3,
        lambda s, m: isinstance(m, Plant) and s.step_id == PLANT and not miss_could_move(s, m),
    )
    assert refusal_point(state, move) is None
    for state in _positions("rio-grande-2000", 3, range(1, 2), 0.0):
        for move in legal_actions(state).basic:
            if isinstance(move, Plant):
                assert not miss_could_move(state, move)


def test_a_harvest_by_the_active_player_while_the_duels_offered_cards_wait() -> None:
    state, move = _first(
        "rio-grande-2000",
        2,
        lambda s, m: isinstance(m, Harvest) and s.step_id == OFFER and bool(s.offer_ids),
    )
    assert move.seat == state.active
    assert refusal_point(state, move) == "duel.offer-unplantable"
    state, move = _first(
        "rio-grande-2000",
        2,
        lambda s, m: (
            isinstance(m, Harvest | BuyField)
            and s.step_id == OFFER
            and bool(s.offer_ids)
            and m.seat != s.active
        ),
    )
    assert refusal_point(state, move) is None
    state, move = _first(
        "rio-grande-2000", 2, lambda s, m: isinstance(m, Harvest) and s.step_id != OFFER
    )
    assert refusal_point(state, move) is None


def test_in_step_3_only_the_first_seat_from_the_active_player_on_plants_under_the_other_reading(
) -> None:  # fmt: skip
    state, _ = _first(
        "rio-grande-2000",
        4,
        lambda s, m: s.step_id == PLANT_RECEIVED and len(s.to_move) >= 2,
        trades=0.5,
    )
    n = len(state.players)
    first = min(state.to_move, key=lambda s: (s - state.active) % n)
    plants = [m for m in legal_actions(state).basic if isinstance(m, Plant)]
    assert {m.seat for m in plants} == set(state.to_move)
    for move in plants:
        expected = None if move.seat == first else "step3.player-order"
        assert step3_order_point(state, move) == expected
        assert refusal_point(state, move) == expected
    others = [m for m in legal_actions(state).basic if not isinstance(m, Plant)]
    assert all(step3_order_point(state, m) is None for m in others)
    # Outside step 3, no planting is out of order.
    early, planting = _first("rio-grande-2000", 4, lambda s, m: isinstance(m, Plant))
    assert early.step_id != PLANT_RECEIVED and step3_order_point(early, planting) is None
