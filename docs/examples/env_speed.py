"""Steps per second of the environments (CPU time), with uniformly drawn legal actions.

    python docs/examples/env_speed.py [STEPS]

Prints one line per environment: the Gymnasium env against random, greedy and planner
seats (one step: the learner's move, the bots' moves up to its next turn, the observation
and the mask), the PettingZoo AEC env (one step: one seat's move, then ``last()``) and the
OpenSpiel game (one step: ``legal_actions()``, ``apply_action``) when OpenSpiel is
installed.  Run it with the compiled build (``bohnanza.COMPILED``) for the figures of
docs/environments.md.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

import numpy as np

import bohnanza
from bohnanza.env import bohnanza_v1
from bohnanza.env.gym import SingleSeatEnv


def rate(run: Callable[[int], int], steps: int) -> float:
    """Steps per CPU second, the best of three runs."""
    best = 0.0
    for _ in range(3):
        start = time.process_time()
        done = run(steps)
        best = max(best, done / (time.process_time() - start))
    return best


def gym_run(bots: list[str]) -> Callable[[int], int]:
    env = SingleSeatEnv("rio-grande-2000", bots=bots)
    rng = np.random.default_rng(0)

    def run(steps: int) -> int:
        _, info = env.reset(seed=1)
        for _ in range(steps):
            action = int(rng.choice(np.flatnonzero(info["action_mask"])))
            _, _, terminated, truncated, info = env.step(action)
            if terminated or truncated:
                _, info = env.reset()
        return steps

    return run


def aec_run(steps: int) -> int:
    env = bohnanza_v1.env("rio-grande-2000", players=4)
    rng = np.random.default_rng(0)
    env.reset(seed=1)
    done = 0
    while done < steps:
        observation, _, terminated, truncated, _ = env.last()
        if terminated or truncated:
            env.reset()
            continue
        env.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
        done += 1
    return done


def openspiel_run(steps: int) -> int:
    import pyspiel

    import bohnanza.env.openspiel  # noqa: F401 - registers python_bohnanza

    game = pyspiel.load_game("python_bohnanza", {"players": 4})
    rng = np.random.default_rng(0)
    done = 0
    while done < steps:
        state = game.new_initial_state()
        while state.is_chance_node():  # the deal: not counted
            outcomes = state.chance_outcomes()
            state.apply_action(outcomes[int(rng.integers(len(outcomes)))][0])
        while not state.is_terminal() and done < steps:
            legal = state.legal_actions()
            state.apply_action(legal[int(rng.integers(len(legal)))])
            done += 1
    return done


def main() -> None:
    steps = int(sys.argv[1]) if len(sys.argv) > 1 else 20_000
    print(f"bohnanza {bohnanza.__version__}, compiled={bohnanza.COMPILED}, CPU time")
    for bots in (["random"] * 3, ["greedy"] * 3, ["planner"] * 3):
        count = steps if bots[0] != "planner" else steps // 10
        print(f"gym, learner vs 3 {bots[0]}: {rate(gym_run(bots), count):,.0f} steps/s")
    print(f"pettingzoo AEC, 4 seats: {rate(aec_run, steps):,.0f} steps/s")
    try:
        print(f"openspiel, 4 seats: {rate(openspiel_run, steps):,.0f} steps/s")
    except ImportError:
        print("openspiel: not installed")


if __name__ == "__main__":
    main()
