"""``bohnanza.bots.search``'s rollouts by name (its module docstring): ``"auto"`` is the
planner's in the bean duel and the core's ``"plant"`` otherwise, any other name itself;
the planner's rollouts play every candidate on from the same determinization with the
same generator (common random numbers), polling nobody in a step 2 being searched; an
unknown rollout is refused by name; without ``trades`` step 2 is the planner's."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.actions import Action
from bohnanza.bots.search import (
    ROLLOUTS,
    SearchBot,
    _rollout,
    _settle,
    determinize,
    rollout_for,
)
from bohnanza.bots.seated import PlannerBot
from bohnanza.state import Step
from bohnanza.views import PlayerView
from tests.unit.test_p4_search import _planting  # seat 0 in step 1, a soy in front


@pytest.mark.parametrize(
    ("rollout", "duel", "expected"),
    [
        ("auto", True, "planner"),
        ("auto", False, "plant"),
        ("planner", False, "planner"),
        ("planner", True, "planner"),
        ("greedy", True, "greedy"),
        ("random", False, "random"),
        ("plant", True, "plant"),
    ],
)
def test_the_rollout_a_name_gives(rollout: str, duel: bool, expected: str) -> None:
    assert rollout_for(rollout, duel) == expected


@pytest.mark.parametrize("rollout", ["Auto", "", "planner ", "mcts"])
def test_an_unknown_rollout_is_refused_by_name(rollout: str) -> None:
    with pytest.raises(ValueError) as caught:
        SearchBot(rollout=rollout)
    assert str(caught.value) == (
        f"rollout is one of auto, planner, random, plant, greedy, not {rollout!r:.20}"
    )


def test_every_rollout_is_a_name_and_only_the_default_is_unnamed() -> None:
    assert ROLLOUTS == ("auto", "planner", "random", "plant", "greedy")
    for rollout in ROLLOUTS:
        bot = SearchBot(2, 1, rollout=rollout)
        assert bot.rollout == rollout
        expected = "search" if rollout == "auto" else f"search-{rollout}"
        assert bot.name == expected


def _duel_planting() -> tuple[PlayerView, list[Action]]:
    """A duel's planting step with several moves to compare (seat 0, turn 2)."""
    s = bohnanza.new_game("rio-grande-2000", 2, seed=3)
    for _ in range(3):
        s = bohnanza.apply(s, bohnanza.legal_actions(bohnanza.view(s, s.to_move[0]))[0])
    v = bohnanza.view(s, s.to_move[0])
    return v, list(bohnanza.legal_actions(v))[:3]


def test_the_duel_rolls_out_by_the_planner_by_default() -> None:
    v, moves = _duel_planting()
    assert v.table.duel and len(moves) == 3
    auto = SearchBot(3, 2).gains(v, moves, 0, random.Random(5))
    planner = SearchBot(3, 2, rollout="planner").gains(v, moves, 0, random.Random(5))
    plant = SearchBot(3, 2, rollout="plant").gains(v, moves, 0, random.Random(5))
    assert auto == planner
    assert plant != planner  # the core's playouts score these samples otherwise


def _by_hand(
    v: PlayerView, moves: list[Action], samples: int, horizon: int, seed: int, polled: int
) -> list[list[float]]:
    """The planner's rollouts as the module describes them, sample by sample."""
    rng = random.Random(seed)
    planner = PlannerBot()
    out: list[list[float]] = [[] for _ in moves]
    for _ in range(samples):
        state = determinize(v, rng)
        assert state is not None
        shared = rng.getrandbits(64)
        row = []
        for move in moves:
            dice = random.Random(shared)
            after = _settle(state, move, planner, set(), dice)
            row.append(_rollout(after, v.seat, horizon, dice, planner, polled))
        for k, score in enumerate(row):
            out[k].append(score - row[0])
    return out


def test_the_planners_rollouts_share_each_sample_and_its_generator() -> None:
    v = bohnanza.view(_planting(), 0)
    moves = list(bohnanza.legal_actions(v))
    bot = SearchBot(3, 2, rollout="planner")
    gains = bot.gains(v, moves, 0, random.Random(7))
    assert gains == _by_hand(v, moves, 3, 2, 7, -1)
    assert any(any(g) for g in gains[1:])  # the moves are told apart


def test_a_step_2_search_polls_nobody_in_the_searched_step() -> None:
    s = bohnanza.compose(
        "rio-grande-2000", 3, step=Step.TRADE, face_up=["Chili", "Wax"],
        fields={1: [["Chili"]]}, hands={1: ["Soy"], 2: ["Blue"]}, deck=["Soy"] * 5 + ["Stink"] * 10,
    )  # fmt: skip
    v = bohnanza.view(s, 0)
    moves = list(bohnanza.legal_actions(v))[:4]
    bot = SearchBot(2, 1, rollout="planner")
    trading = bot.gains(v, moves, 0, random.Random(2), trading=True)
    assert trading == _by_hand(v, moves, 2, 1, 2, v.turn)
    assert trading != _by_hand(v, moves, 2, 1, 2, -1)  # polling would change them


def test_without_trades_step_2_is_the_planners_move_unsearched() -> None:
    s = bohnanza.compose(
        "rio-grande-2000", 3, step=Step.TRADE, face_up=["Chili", "Wax"],
        fields={1: [["Chili"]]}, hands={1: ["Soy"], 2: ["Blue"]}, deck=["Soy"] * 5 + ["Stink"] * 10,
    )  # fmt: skip
    v = bohnanza.view(s, 0)
    moves = bohnanza.legal_actions(v)
    quiet = SearchBot(2, 1, trades=False)
    planned = PlannerBot()(v, moves, random.Random(4))
    assert quiet(v, moves, random.Random(4)) == planned
    assert quiet.searched == 0
    trading = SearchBot(2, 1)
    trading(v, moves, random.Random(4))
    assert trading.searched == 1  # with trades, the same decision is searched
