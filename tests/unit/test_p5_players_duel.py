"""What the planner promises in the bean duel (``_duel_move``'s docstring), beyond
``test_p4_planner.py``: its first planting goes on the field of the same variety, else a
field is sold, the one that pays most and has least to gain from the hand; the optional
second card only where it grows a field or opens one it can spare, else it discards the
card it can use least; in the draw step the face-up cards that grow a field first, then
the variety with most cards opens an empty field, and nothing plantable leaves the rest."""

from __future__ import annotations

import random

import bohnanza
from bohnanza import Step
from bohnanza.actions import Action, Discard, Harvest, LeaveOffer, Plant
from bohnanza.bots import PlannerBot
from bohnanza.listing import legal_actions
from bohnanza.views import view


def _duel(**kwargs: object) -> bohnanza.GameState:
    args: dict[str, object] = {"deck": ["Wax"] * 10 + ["Stink"] * 10 + ["Green"] * 8}
    args.update(kwargs)
    return bohnanza.compose("amigo-fr", 2, **args)  # type: ignore[arg-type]


def _ask(state: bohnanza.GameState) -> Action | None:
    v = view(state, 0)
    listed = legal_actions(v)
    one = PlannerBot()(v, listed, random.Random(0))
    assert PlannerBot()(v, tuple(listed), random.Random(0)) == one
    return one


def test_the_first_planting_goes_on_its_variety_else_the_field_that_pays_most_is_sold() -> None:
    same = _duel(step=Step.PLANT, hands={0: ["Soy", "Red"]}, fields={0: [["Chili"], ["Soy"] * 2]})
    assert same.step is Step.DUEL_PLANT and same.planted == 0
    assert _ask(same) == Plant(0, same.players[0].hand_ids[0], 1)
    full = _duel(
        step=Step.PLANT, hands={0: ["Red", "Soy"]}, fields={0: [["Chili"] * 3, ["Soy"] * 2]}
    )
    pays = [f[-1].beanometer.payout(len(f)) for f in full.players[0].fields]
    assert pays == [1, 1]
    # both pay 1: the hand's soy is coming for the soy field, so the chili field goes
    assert _ask(full) == Harvest(0, 0)
    coming = _duel(
        step=Step.PLANT, hands={0: ["Red", "Chili"]}, fields={0: [["Chili"] * 3, ["Soy"] * 2]}
    )
    assert _ask(coming) == Harvest(0, 1)
    # a field that pays more goes first
    richer = _duel(
        step=Step.PLANT, hands={0: ["Red", "Chili"]}, fields={0: [["Chili"] * 3, ["Soy"] * 4]}
    )
    assert [f[-1].beanometer.payout(len(f)) for f in richer.players[0].fields] == [1, 2]
    assert _ask(richer) == Harvest(0, 1)


def test_the_second_card_opens_the_empty_field_only_when_it_can_be_spared() -> None:
    spare = _duel(
        step=Step.PLANT, planted=1, hands={0: ["Red", "Chili"]}, fields={0: [["Chili"], []]}
    )
    red = spare.players[0].hand_ids[0]
    # the next hand card grows the chili field: the empty field may take the red
    assert _ask(spare) == Plant(0, red, 1)
    # the next card (green) would need the empty field: the red, useless, is discarded
    needed = _duel(
        step=Step.PLANT, planted=1, hands={0: ["Red", "Green"]}, fields={0: [["Chili"], []]}
    )
    assert _ask(needed) == Discard(0, needed.players[0].hand_ids[0])
    # a second card of the front card's variety may open it too
    twin = _duel(step=Step.PLANT, planted=1, hands={0: ["Red", "Red"]}, fields={0: [["Chili"], []]})
    assert _ask(twin) == Plant(0, twin.players[0].hand_ids[0], 1)


def test_in_the_draw_step_the_variety_with_most_cards_opens_the_empty_field() -> None:
    state = _duel(
        step=Step.DUEL_DRAW, face_up=["Red", "Soy", "Soy"], hands={0: ["Chili"]},
        fields={0: [["Chili"], []]},
    )  # fmt: skip
    _red, soy, _ = state.face_up_ids
    assert _ask(state) == Plant(0, soy, 1)
    # a face-up card that grows a field goes there first
    grows = _duel(
        step=Step.DUEL_DRAW, face_up=["Red", "Soy", "Chili"], hands={0: ["Chili"]},
        fields={0: [["Chili"], []]},
    )  # fmt: skip
    assert _ask(grows) == Plant(0, grows.face_up_ids[2], 0)
    # no empty field to spare and nothing that grows: the rest is left
    none = _duel(
        step=Step.DUEL_DRAW, face_up=["Red", "Soy"], hands={0: ["Green"]},
        fields={0: [["Chili"], ["Blue"]]},
    )  # fmt: skip
    assert _ask(none) == LeaveOffer(0)
