"""Engines that declare in ``hello`` what they cannot express (docs/conformance.md,
"Engines that model offers otherwise"; ``compare.Model``): the runner then neither plays
such moves nor reports them.  Seats that plant one at a time in step 3 see every step-3
planting made by the seat whose turn it would be; offers that lapse and no keep are never
played; and such engines agree with the referee everywhere else."""

from __future__ import annotations

import itertools
import random

import pytest

from bohnanza.actions import Decline, Keep, Offer, Withdraw
from bohnanza.conformance.compare import Model, step3_seat
from bohnanza.conformance.runner import _seat_move, game_line, run
from bohnanza.state import PLANT_RECEIVED, GameState
from tests.kit.fast.inprocess import InProcess, in_process

__all__ = ["in_process"]


def _planter(before: GameState, after: GameState) -> int | None:
    """The seat that planted a card set aside (None: a harvest, say)."""
    found = [
        k
        for k in range(len(before.players))
        if len(after.players[k].aside_ids) < len(before.players[k].aside_ids)
    ]
    assert len(found) <= 1
    return found[0] if found else None


def _step3_seats(model: Model) -> list[tuple[int, int]]:
    """(the seat that planted, the seat whose turn it would be) for each step-3 planting."""
    states = game_line("rio-grande-2000", 4, 5, trades=0.5, model=model)
    pairs = [
        (_planter(a, b), step3_seat(a))
        for a, b in itertools.pairwise(states)
        if a.step_id == PLANT_RECEIVED and len(a.to_move) > 1
    ]
    return [(seat, turn) for seat, turn in pairs if seat is not None]


def test_one_seat_at_a_time_in_step_3_plays_the_seats_in_turn() -> None:
    one = _step3_seats(Model(step3="one-seat"))
    assert one and all(seat == turn for seat, turn in one)
    anyone = _step3_seats(Model())
    assert any(seat != turn for seat, turn in anyone), "the seats are drawn at random"


def test_offers_lapsing_and_no_keep_are_never_played() -> None:
    model = Model(answers=False, keep=False)
    plain = Model()
    seen: dict[str, set[type]] = {"model": set(), "plain": set()}
    for name, used in (("model", model), ("plain", plain)):
        states = game_line("rio-grande-2000", 4, 5, trades=0.5, model=used)
        rng = random.Random(0)
        for state in states[:-1]:
            seen[name].add(type(_seat_move(state, rng, 0.5, used)))
    assert not seen["model"] & {Keep, Decline, Withdraw}
    assert {Keep, Offer} <= seen["plain"]
    states = game_line("rio-grande-2000", 4, 5, trades=0.5, model=Model(offers="none"))
    assert len(states) > 100 and not any(s.offers for s in states), "no offer ever stands"
    assert any(s.offers for s in game_line("rio-grande-2000", 4, 5, trades=0.5))


@pytest.mark.parametrize("engine", ["one-seat-in-step3", "lapsing-offers-no-keep"])
def test_an_engine_of_another_model_agrees_everywhere_else(
    engine: str, in_process: type[InProcess]
) -> None:
    report = run(engine, players=4, games=1, seed=5, trades=0.5, max_moves=300)
    assert report.counts == {} and report.games_agreed == 1
    assert report.model in ({"step3": "one-seat"}, {"answers": False, "keep": False})
