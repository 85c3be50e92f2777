"""The positions the golden vectors hold (``bohnanza.conformance.vectors.cases``), each
what its name says (docs/conformance.md, "Golden vectors", the ``case`` field): the rare
case is one move away (an offer: where it stands), the start is the deal, the end is a
finished game, and the random positions are neither."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from bohnanza.actions import Action, BuyField, Harvest
from bohnanza.conformance.vectors import cases
from bohnanza.listing import legal_actions
from bohnanza.referee import apply
from bohnanza.setup import new_game
from bohnanza.state import DUEL_DRAW, TRADE, GameState


def _next(state: GameState, found: Callable[[Action, GameState], bool]) -> bool:
    """Whether some move from ``state`` (basic, or a trade or donation) leads where
    ``found`` says."""
    space = legal_actions(state)
    rng = random.Random(0)
    drawn = [space.negotiations.sample(rng) for _ in range(min(50, len(space.negotiations)))]
    moves = [*space.basic, *drawn]
    return any(found(m, apply(state, m)) for m in moves)


def _holds(why: str, state: GameState) -> bool:
    if why == "start":
        return state.turn == 1 and all(not any(p.field_ids) for p in state.players)
    if why == "over":
        return state.is_over
    if why.startswith("random-"):
        return not state.is_over and state.turn >= 1
    if why.startswith("exhaustion-"):
        k = int(why.rpartition("-")[2])
        return state.exhaustions == k - 1 and _next(state, lambda m, a: a.exhaustions == k)
    if why == "end-step4":
        return not state.ending and _next(state, lambda m, a: a.ending and a.step_id != TRADE)
    if why == "end-step2":
        return not state.ending and _next(state, lambda m, a: a.ending and a.step_id == TRADE)
    if why == "end-duel":
        return state.table.duel and not state.ending and _next(state, lambda m, a: a.ending)
    if why == "empty-hand":
        return _next(state, lambda m, a: not a.is_over and any(not p.hand_ids for p in a.players))
    if why == "harvest-paid":
        return _next(
            state,
            lambda m, a: (
                isinstance(m, Harvest)
                and len(a.players[m.seat].coin_ids) > len(state.players[m.seat].coin_ids)
            ),
        )
    if why == "offer-standing":
        return bool(state.offers)
    if why == "trade":
        return state.step_id == TRADE
    if why == "duel-chain":
        return _next(state, lambda m, a: a.step_id == DUEL_DRAW and len(a.face_up_ids) > 3)
    if why == "purchase":
        return any(isinstance(m, BuyField) for m in legal_actions(state).basic)
    raise AssertionError(f"a case not documented: {why}")


@pytest.mark.parametrize("players", [2, 3])
def test_each_position_is_what_its_case_says(players: int) -> None:
    found = cases("rio-grande-2000", players, games=3, extra=2)
    names = [why for why, _ in found]
    named = [n for n in names if not n.startswith("random-")]
    assert named == sorted(named) and "start" in named and "over" in named
    assert names[len(named):] == ["random-0", "random-1"]  # fmt: skip
    for why, state in found:
        assert _holds(why, state), why
    start = dict(found)["start"]
    assert start == new_game("rio-grande-2000", players, seed=1)
    expected = (
        {"duel-chain", "end-duel", "exhaustion-1", "harvest-paid", "purchase"}
        if players == 2
        else {"empty-hand", "end-step4", "exhaustion-1", "exhaustion-2", "trade",
              "offer-standing", "harvest-paid"}
    )  # fmt: skip
    assert expected <= set(named), set(named)


def test_the_random_positions_are_drawn_by_the_seed_and_as_many_as_asked() -> None:
    one = cases("rio-grande-2000", 3, games=2, seed=4, extra=3)
    again = cases("rio-grande-2000", 3, games=2, seed=4, extra=3)
    assert [w for w, _ in one] == [w for w, _ in again]
    assert [s for _, s in one] == [s for _, s in again]
    assert [w for w, _ in one][-3:] == ["random-0", "random-1", "random-2"]
    assert not [w for w, _ in cases("rio-grande-2000", 3, games=1, extra=0) if "random" in w]
    other = cases("rio-grande-2000", 3, games=2, seed=5, extra=3)
    assert dict(other)["start"] == new_game("rio-grande-2000", 3, seed=5)
