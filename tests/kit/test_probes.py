"""The near misses the kit asks engines about (``bohnanza.conformance.probes``): moves
close to legal ones, of the kinds other engines get wrong, each refused by the referee
under a rule id."""

from __future__ import annotations

import random

import bohnanza
from bohnanza import Harvest, Keep, Step
from bohnanza.conformance.probes import near_misses, refused_sample


def _trading() -> bohnanza.GameState:
    # Four seats, each with two planted fields; the active seat 0 trades two face-up cards.
    return bohnanza.compose(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        hands={seat: ["Soy", "Blue"] for seat in range(4)},
        fields={seat: [["Chili"] * 2, ["Wax"]] for seat in range(4)},
        face_up=["Stink", "Green"],
        deck=["Red"] * 8,
    )


def test_every_seat_is_probed_with_a_harvest_of_each_of_its_fields() -> None:
    state = _trading()
    harvests = {(m.seat, m.field) for m in near_misses(state) if isinstance(m, Harvest)}
    assert harvests == {(seat, field) for seat in range(4) for field in range(2)}


def test_a_seat_that_is_not_active_is_probed_keeping_a_face_up_card() -> None:
    state = _trading()
    keeps = [m for m in near_misses(state) if isinstance(m, Keep)]
    assert keeps and all(
        m.seat in range(4) and m.seat != state.active and m.card in state.face_up_ids for m in keeps
    )
    refusal = bohnanza.check(state, keeps[0])
    assert refusal is not None and getattr(refusal, "rule", None)


def test_the_sample_holds_only_moves_refused_by_a_rule() -> None:
    state = _trading()
    sample = refused_sample(state, random.Random(1), limit=50)
    assert any(isinstance(m, Keep) for m in sample)
    assert any(isinstance(m, Harvest) and m.seat == 3 for m in sample)  # the wax is protected
    for move in sample:
        refusal = bohnanza.check(state, move)
        assert refusal is not None and getattr(refusal, "rule", None), move
