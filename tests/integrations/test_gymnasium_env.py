"""The Gymnasium single-seat environment: Gymnasium's check_env, whole episodes against the
built-in bots, and the handling of ids outside the mask.

Runs in ``nox -s rl`` (which installs the extra ``rl``), not in the default tests session.
"""

from __future__ import annotations

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from bohnanza.env.encoding import PASS
from bohnanza.env.gym import SingleSeatEnv
from bohnanza.errors import InvalidActionError
from tests.integrations.presets import CASES, IDS, bad_ids, named


@pytest.mark.parametrize(
    ("preset", "bots"),
    [
        ("rio-grande-2000", ["greedy", "random", "planner"]),
        ("amigo-fr", ["planner"]),
        ("ladybohn", ["planner", "greedy"]),
    ],
)
def test_gymnasium_check_env_passes(preset: str, bots: list[str]) -> None:
    check_env(SingleSeatEnv(preset, bots), skip_render_check=True)


def test_an_episode_against_bots_returns_the_learners_score() -> None:
    env = SingleSeatEnv("rio-grande-2000", ["planner", "greedy"], seat=1)
    observation, info = env.reset(seed=21)
    rng = np.random.default_rng(0)
    total, steps, terminated, truncated = 0.0, 0, False, False
    while not (terminated or truncated):
        assert (observation["action_mask"] == info["action_mask"]).all()
        legal = np.flatnonzero(observation["action_mask"])
        assert legal.size >= 1
        observation, reward, terminated, truncated, info = env.step(int(rng.choice(legal)))
        assert not info["illegal"]
        total += float(reward)
        steps += 1
    assert terminated and not truncated
    assert total == env.table.scores(env.position)[1]
    assert steps > 20


def test_an_id_outside_the_mask_plays_the_lowest_legal_one() -> None:
    env = SingleSeatEnv("rio-grande-2000", ["greedy", "greedy", "greedy"])
    observation, _ = env.reset(seed=4)
    mask = observation["action_mask"]
    outside = int(np.flatnonzero(mask == 0)[0])
    lowest = int(np.flatnonzero(mask)[0])
    expected = env.table.play(env.position, lowest).state.players[0]
    _, _, _, _, info = env.step(outside)
    assert info["illegal"]
    assert env.position.state.players[0].fields == expected.fields
    assert mask[PASS] == 0  # step 1: the learner is the active player, PASS is not his


def test_the_same_seed_gives_the_same_episode() -> None:
    runs = []
    for _ in range(2):
        env = SingleSeatEnv("original-1997-fr", ["random", "greedy"])
        observation, _ = env.reset(seed=8)
        seen = [observation["observation"]]
        for _ in range(30):
            legal = np.flatnonzero(observation["action_mask"])
            observation, *_ = env.step(int(legal[len(legal) // 2]))
            seen.append(observation["observation"])
        runs.append(np.stack(seen))
    assert (runs[0] == runs[1]).all()


def test_gymnasium_make_and_action_masks() -> None:
    """Importing bohnanza.env registers the id; action_masks() is the mask of info."""
    import gymnasium

    import bohnanza.env

    env = gymnasium.make(bohnanza.env.ENV_ID, bots=["random", "greedy"], mask_in_observation=False)
    inner = env.unwrapped
    assert isinstance(inner, SingleSeatEnv)
    observation, info = env.reset(seed=5)
    assert observation.shape == (inner.table.observation_size,)
    assert env.observation_space.contains(observation)
    masks = inner.action_masks()
    assert masks.dtype == bool and (masks == info["action_mask"].astype(bool)).all()
    observation, _, _, _, info = env.step(int(np.flatnonzero(masks)[0]))
    assert not info["illegal"]
    check_env(SingleSeatEnv("rio-grande-2000", ["random"], mask_in_observation=False))


def test_render_modes() -> None:
    env = SingleSeatEnv("amigo-fr", ["greedy"], render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and "(vous)" in text and "champ 1" in text  # French edition
    check_env(SingleSeatEnv("amigo-fr", ["greedy"], render_mode="ansi"))


def test_the_game_seed_drawn_at_reset_is_below_2_to_the_31() -> None:
    """env:gym.py:SingleSeatEnv.reset:num:4 (issue 30's mutation run): the game a reset
    seeds is one of the 2**31 games ``table.start`` numbers, the same for the same seed."""
    e = SingleSeatEnv("rio-grande-2000", ("random", "random", "random"))
    seeds = []
    for k in range(20):
        e.reset(seed=k)
        seeds.append(e.position.state.table.seed)
    assert all(0 <= s < 2**31 for s in seeds) and len(set(seeds)) > 1
    e.reset(seed=3)
    again = e.position.state.table.seed
    e.reset(seed=3)
    assert e.position.state.table.seed == again


def _bots(players: int) -> list[str]:
    return ["greedy", "random"] * (players // 2) + ["greedy"] * (players % 2)


@pytest.mark.parametrize(("preset", "players", "variants"), CASES, ids=IDS)
def test_check_env_passes_for_every_preset_count_and_variant(
    preset: str, players: int, variants: tuple[str, ...]
) -> None:
    """Gymnasium's check_env, for every preset, player count and variant of its rulebook
    (the bean duel, Ladybohn at 3 to 5 seats, the 1997 game's variants ...), with a
    Ladybohn seat's observation holding the kinds it may see."""
    env = SingleSeatEnv(preset, _bots(players - 1), variants=variants)
    assert env.table.players == players and env.table.variants == variants
    check_env(env, skip_render_check=True)
    observation, _ = env.reset(seed=players)
    assert env.observation_space.contains(observation)
    assert len(env.table.observation_names) == env.table.observation_size
    assert any("is a miss" in name for name in env.table.observation_names) == env.table.lady


def test_the_env_refuses_what_is_not_an_action_id_and_is_left_as_it_was() -> None:
    """Issue 39 item 5: "5", 3.7, True, None, NaN, lists, ids out of range ... are refused
    with InvalidActionError naming the value, the environment unchanged; a NumPy integer
    plays as the int it stands for."""
    env = SingleSeatEnv("ladybohn", ["greedy", "random"])
    _, info = env.reset(seed=2)
    position, mask = env.position, info["action_mask"].copy()
    for value in bad_ids(env.table.num_actions):
        with pytest.raises(InvalidActionError) as refused:
            env.step(value)  # type: ignore[arg-type]
        assert named(value) in str(refused.value), (value, str(refused.value))
        assert env.position is position and (env.action_masks() == mask.astype(bool)).all()
    legal = int(np.flatnonzero(mask)[0])
    _, _, _, _, info = env.step(np.int64(legal))
    assert not info["illegal"] and env.position is not position


def test_the_id_names_version_1_and_version_0_says_so() -> None:
    """The ids and observations of Ladybohn and the duel changed: the env is version 1,
    and asking Gymnasium for version 0 says to use version 1."""
    import gymnasium

    import bohnanza.env

    assert bohnanza.env.ENV_ID == "bohnanza/Bohnanza-v1"
    with pytest.raises(gymnasium.error.DeprecatedEnv, match="Bohnanza-v1"):
        gymnasium.make("bohnanza/Bohnanza-v0")
