"""The Gymnasium environment's episode bounds and infos (``bohnanza.env.gym``): every move
counts toward ``max_moves`` (the learner's and the bots'), the bots stop at the bound, and
the step that reaches it says ``truncated`` (never ``terminated``: the game is not over);
each step's info holds the learner's mask now and whether the id played was legal."""

from __future__ import annotations

import numpy as np
import pytest

from bohnanza.env.gym import SingleSeatEnv


@pytest.mark.parametrize(
    ("bots", "bound"),
    [
        (["random", "random"], 7),
        (["random", "random"], 40),
        (["greedy", "planner"], 25),
        (["greedy", "random", "random"], 60),
    ],
)
def test_the_step_that_reaches_max_moves_is_truncated(bots: list[str], bound: int) -> None:
    env = SingleSeatEnv("rio-grande-2000", bots, max_moves=bound)
    observation, info = env.reset(seed=11)
    assert env._moves < bound
    while True:
        legal = np.flatnonzero(info["action_mask"])
        before = env._moves
        observation, _, over, truncated, info = env.step(int(legal[-1]))
        assert env._moves > before
        assert (observation["action_mask"] == info["action_mask"]).all()
        mine = env.table.actor(env.position) == 0
        expected = env.table.mask(env.position) if mine else 0
        assert (info["action_mask"] == expected).all(), "the learner's mask, else none"
        if env._moves >= bound:
            break
        assert not truncated and not over
        assert env.table.actor(env.position) == 0, "the bots played up to the learner"
    assert truncated and not over
    assert env._moves == bound, "the bots stop at the bound"


def test_a_finished_game_is_terminated_not_truncated_even_at_the_bound() -> None:
    env = SingleSeatEnv("rio-grande-2000", ["random", "random"], max_moves=100_000)
    _, info = env.reset(seed=2)
    over = truncated = False
    while not over:
        _, _, over, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
    moves = env._moves
    short = SingleSeatEnv("rio-grande-2000", ["random", "random"], max_moves=moves)
    _, info = short.reset(seed=2)
    over = truncated = False
    while not (over or truncated):
        _, _, over, truncated, info = short.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert short._moves == moves and over and not truncated
    assert not info["action_mask"].any() and not info["illegal"]
