"""``bohnanza.bots.search._rollout`` plays on with the planner it is given: every move it
applies is one that planner chose (greedy play stands in only where the planner passes)."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import bohnanza
from bohnanza.actions import Action
from bohnanza.bots.search import _rollout


class _LastListed:
    """A planner that always takes the last move it is offered, recording each choice."""

    def __init__(self) -> None:
        self.chosen: list[Action] = []

    def __call__(
        self, view: bohnanza.PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        self.chosen.append(moves[-1])
        return moves[-1]


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
@pytest.mark.parametrize("edition, players", [("rio-grande-2000", 4), ("ladybohn", 3)])
def test_a_rollout_applies_the_moves_its_planner_chose(
    monkeypatch: pytest.MonkeyPatch, edition: str, players: int
) -> None:
    applied: list[Action] = []
    real_apply = bohnanza.apply

    def recording(state: bohnanza.GameState, move: Action) -> bohnanza.GameState:
        applied.append(move)
        return real_apply(state, move)

    monkeypatch.setattr("bohnanza.bots.search.apply", recording)
    planner = _LastListed()
    state = bohnanza.new_game(edition, players, seed=7)
    _rollout(state, 0, 2, random.Random(3), planner)  # type: ignore[arg-type]
    assert len(applied) > 10
    assert [move for move in applied if move not in planner.chosen] == []
