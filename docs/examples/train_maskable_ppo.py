"""Train a maskable policy (sb3-contrib's MaskablePPO) for one seat against random seats.

    pip install '.[rl]' sb3-contrib    # in a clone; torch first, the CPU build, if you have none
    python docs/examples/train_maskable_ppo.py [MINUTES] [SEED]

The learner plays seat 0 of a 4-player rio-grande-2000 game against three ``random``
seats (``bohnanza.env.policies``), through ``gymnasium.make("bohnanza/Bohnanza-v1")`` with
the mask out of the observation: ``MaskablePPO`` asks the env's ``action_masks()`` itself,
no wrapper needed.  Observations are normalised (``VecNormalize``).  It prints the mean
return (the learner's final coins) over evaluation games before training, for the
untrained policy and for a uniformly random legal policy, then trains for MINUTES
(default 4) of CPU time, printing the steps per second, and evaluates again on the same
seeds.  Not a test: a measure (docs/environments.md quotes its figures).
"""

from __future__ import annotations

import sys
import time
from typing import Any

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.vec_env import DummyVecEnv, VecNormalize

import bohnanza.env

EVAL_GAMES = 30
EVAL_SEEDS = range(10_000, 10_000 + EVAL_GAMES)


def make_env() -> gymnasium.Env[Any, Any]:
    return gymnasium.make(
        bohnanza.env.ENV_ID, edition="rio-grande-2000", bots=["random"] * 3,
        mask_in_observation=False,
    )  # fmt: skip


def evaluate(model: MaskablePPO | None, normalise: VecNormalize) -> float:
    """The mean return over the evaluation games: the model's masked choices (the most
    likely legal id), or a uniform legal id when ``model`` is None."""
    env = make_env()
    rng = np.random.default_rng(0)
    returns = []
    for seed in EVAL_SEEDS:
        observation, info = env.reset(seed=seed)
        total, done = 0.0, False
        while not done:
            mask = info["action_mask"].astype(bool)
            if model is None:
                action = int(rng.choice(np.flatnonzero(mask)))
            else:
                scaled = normalise.normalize_obs(observation[None, :])
                chosen, _ = model.predict(scaled, action_masks=mask[None, :], deterministic=True)
                action = int(chosen[0])
            observation, reward, terminated, truncated, info = env.step(action)
            total += float(reward)
            done = terminated or truncated
        returns.append(total)
    return float(np.mean(returns))


def main() -> None:
    minutes = float(sys.argv[1]) if len(sys.argv) > 1 else 4.0
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    torch.set_num_threads(1)
    venv = VecNormalize(DummyVecEnv([make_env] * 4), norm_obs=True, norm_reward=False)
    venv.seed(seed)
    model = MaskablePPO(
        "MlpPolicy", venv, n_steps=512, batch_size=256, n_epochs=4, gamma=0.995,
        learning_rate=3e-4, ent_coef=0.01, policy_kwargs={"net_arch": [128, 128]},
        seed=seed, verbose=0,
    )  # fmt: skip
    print(f"random legal policy: mean return {evaluate(None, venv):.2f} coins")
    print(f"untrained policy:    mean return {evaluate(model, venv):.2f} coins")
    start = time.process_time()
    steps = 0
    while time.process_time() - start < minutes * 60:
        model.learn(8_192, reset_num_timesteps=False)
        steps = model.num_timesteps
        spent = time.process_time() - start
        print(f"  {steps:,} steps, {spent:.0f} s CPU, {steps / spent:,.0f} steps/s", flush=True)
    venv.training = False
    print(f"trained policy:      mean return {evaluate(model, venv):.2f} coins "
          f"({steps:,} steps in {time.process_time() - start:.0f} s CPU)")  # fmt: skip


if __name__ == "__main__":
    main()
