"""Edges of the view bots (``bots.seated``) a bot author meets when wrapping them:

* the duel planner handed fewer moves than the referee lists (a wrapper that never lets
  it discard) still sells a field only when it must (``_duel_move``: it sells "only when
  the beanometer pays no more for it or a card must be planted"): with an empty field to
  plant on, it plants rather than sell;
* the built-in bots are closed, and behave as classes do: a class built on one with a
  class keyword is refused with ``TypeError``, in either build, wherever it is declared.
"""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Discard, Harvest, Plant
from bohnanza.bots import GreedyBot, PlannerBot, RandomBot
from bohnanza.listing import legal_actions
from bohnanza.views import view


def test_the_duel_planner_without_discards_plants_on_its_empty_field_rather_than_sell() -> None:
    state = bohnanza.compose(
        "amigo-fr", 2, step=Step.OFFER, offer=["Soy", "Red", "Red"], hands={0: ["Green"]},
        fields={0: [["Chili"] * 2, []]}, deck=["Wax"] * 10 + ["Stink"] * 10 + ["Green"] * 8,
    )  # fmt: skip
    v = view(state, 0)
    listed = legal_actions(v)
    soy = state.offer_ids[0]
    # the front green needs the empty field: with every move listed it discards
    assert PlannerBot()(v, listed, random.Random(0)) == Discard(0, soy)
    assert Harvest(0, 0) in listed
    kept = tuple(m for m in listed if not isinstance(m, Discard))
    # no discard allowed: the first planting, not the sale of the chili field
    assert PlannerBot()(v, kept, random.Random(0)) == Plant(0, soy, 1)
    # the sale first among the moves makes no difference
    moved = (Harvest(0, 0), *(m for m in kept if m != Harvest(0, 0)))
    assert PlannerBot()(v, moved, random.Random(0)) == Plant(0, soy, 1)
    # with only the sale left, it sells
    assert PlannerBot()(v, (Harvest(0, 0),), random.Random(0)) == Harvest(0, 0)


@pytest.mark.parametrize("bot", [RandomBot, GreedyBot, PlannerBot])
@pytest.mark.parametrize("module", ["bohnanza.bots.seated", "mine"])
def test_a_class_built_on_a_built_in_bot_with_a_class_keyword_is_refused(
    bot: type, module: str
) -> None:
    with pytest.raises(TypeError):
        type(bot)("Inner", (bot,), {"__module__": module}, flavour=1)
