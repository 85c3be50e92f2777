"""The PettingZoo AEC environment: PettingZoo's own api_test and seed_test, any preset and
player count, observations from one seat's view only, and a smoke training loop.

Runs in ``nox -s rl`` (which installs the extra ``rl``), not in the default tests session.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest
from pettingzoo.test import api_test, seed_test
from pettingzoo.utils.env_logger import EnvLogger

from bohnanza.env.aec import BohnanzaEnv, env
from bohnanza.env.encoding import PASS, Position, Table
from bohnanza.errors import InvalidActionError
from bohnanza.setup import compose
from tests.integrations.presets import CASES, IDS, bad_ids, named


@pytest.mark.parametrize(("preset", "players", "variants"), CASES, ids=IDS)
def test_pettingzoo_api_test_passes(preset: str, players: int, variants: tuple[str, ...]) -> None:
    """PettingZoo's api_test, for every preset, player count and variant of its rulebook."""
    game = env(preset, players, variants=variants)
    assert game.unwrapped.table.variants == variants
    api_test(game, num_cycles=300)


@pytest.mark.parametrize("wrapped", [True, False], ids=["env", "raw_env"])
def test_what_is_not_an_action_id_is_refused_and_changes_nothing(wrapped: bool) -> None:
    """Issue 39 item 5: the wrapped and the raw env refuse anything but an action id with
    InvalidActionError naming it (not an assertion, not Python's own error), and the game
    is as it was; a NumPy integer plays as the int it stands for."""
    game: Any = env("ladybohn", 4) if wrapped else BohnanzaEnv("ladybohn", 4)
    game.reset(seed=3)
    raw = game.unwrapped
    position, agent = raw.position, game.agent_selection
    for value in bad_ids(raw.table.num_actions):
        with pytest.raises(InvalidActionError) as refused:
            game.step(value)
        assert named(value) in str(refused.value), (value, str(refused.value))
        assert raw.position is position and game.agent_selection == agent
        assert not any(raw.terminations.values())
    legal = int(np.flatnonzero(game.observe(agent)["action_mask"])[0])
    game.step(np.int64(legal))
    assert raw.position is not position and not any(raw.terminations.values())


@pytest.mark.parametrize(("preset", "players"), [("rio-grande-2000", 4), ("amigo-fr", 2)])
def test_pettingzoo_seed_test_passes(preset: str, players: int) -> None:
    seed_test(lambda: env(preset, players), num_cycles=300)


def _play_out(e: BohnanzaEnv, seed: int) -> dict[str, float]:
    """A whole game of uniformly drawn legal actions; each seat's return."""
    e.reset(seed=seed)
    rng = np.random.default_rng(seed)
    returns = dict.fromkeys(e.possible_agents, 0.0)
    for agent in e.agent_iter():
        observation, reward, terminated, truncated, _ = e.last()
        returns[agent] += reward
        if terminated or truncated:
            e.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        e.step(int(rng.choice(legal)))
    return returns


@pytest.mark.parametrize(("preset", "players"), [("rio-grande-2000", 7), ("amigo-fr", 2)])
def test_a_whole_game_ends_with_returns_equal_to_the_scores(preset: str, players: int) -> None:
    e = env(preset, players)
    returns = _play_out(e, seed=11)
    assert e.position.over
    scores = e.table.scores(e.position)
    assert [returns[a] for a in e.possible_agents] == [float(s) for s in scores]
    assert e.agents == []


def test_the_observation_depends_on_the_seats_view_only() -> None:
    """Two positions that differ only in what seat 0 cannot see (seat 2's hand, the deck's
    order) give seat 0 the same tensor, and seat 2 two different ones."""
    table = Table.make("rio-grande-2000", 4)
    first = compose(
        "rio-grande-2000", 4, hands={0: ["Chili", "Blue"], 2: ["Red", "Stink"]},
        deck=["Green", "Garden"], fields={1: [["Soy", "Soy"], []]}, coins={3: 2},
    )  # fmt: skip
    second = compose(
        "rio-grande-2000", 4, hands={0: ["Chili", "Blue"], 2: ["Stink", "Red"]},
        deck=["Garden", "Green"], fields={1: [["Soy", "Soy"], []]}, coins={3: 2},
    )  # fmt: skip
    assert first != second
    a, b = Position(first), Position(second)
    assert (table.observe(a, 0) == table.observe(b, 0)).all()
    assert (table.observe(a, 2) != table.observe(b, 2)).any()
    assert (table.observe(a, 0) != table.observe(a, 1)).any()


def test_only_the_acting_seat_has_a_mask_and_pass_is_only_off_turn_in_step_2() -> None:
    e = env("rio-grande-2000", 4)
    e.reset(seed=5)
    rng = np.random.default_rng(0)
    seen_pass = False
    for agent in e.agent_iter(max_iter=2_000):
        observation, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        for other in e.possible_agents:
            if other != agent:
                assert e.observe(other)["action_mask"].sum() == 0
        mask = observation["action_mask"]
        state = e.position.state
        seat = e.possible_agents.index(agent)
        if mask[PASS]:
            seen_pass = True
            assert state.step.name == "TRADE" and seat != state.active
        e.step(int(rng.choice(np.flatnonzero(mask))))
    assert seen_pass


def test_a_smoke_training_loop_runs_a_few_hundred_steps() -> None:
    """Self-play REINFORCE with a linear softmax policy over the legal ids, 600 steps: every
    action it draws is legal (the env raises otherwise), rewards arrive, the weights learn."""
    e = env("rio-grande-2000", 3)
    rng = np.random.default_rng(7)
    size, actions = e.table.observation_size, e.table.num_actions
    weights = np.zeros((actions, size), dtype=np.float64)
    start = weights.copy()
    episode: list[tuple[np.ndarray, int, np.ndarray]] = []
    rewards: list[float] = []
    steps = updates = games = 0
    while steps < 600:
        e.reset(seed=games)
        games += 1
        for agent in e.agent_iter(max_iter=10_000):
            observation, reward, terminated, truncated, _ = e.last()
            if agent == "seat_0":
                rewards.append(reward)
            if terminated or truncated:
                e.step(None)
                continue
            x = observation["observation"] / 10.0
            legal = np.flatnonzero(observation["action_mask"])
            logits = weights[legal] @ x
            p = np.exp(logits - logits.max())
            p /= p.sum()
            k = int(rng.choice(len(legal), p=p))
            e.step(int(legal[k]))
            if agent == "seat_0":
                episode.append((x, k, legal))
            steps += 1
            if len(episode) == 50:  # one REINFORCE update on the coins earned meanwhile
                gain = sum(rewards)
                for x_t, k_t, legal_t in episode:
                    logits = weights[legal_t] @ x_t
                    p = np.exp(logits - logits.max())
                    p /= p.sum()
                    grad = -p
                    grad[k_t] += 1.0
                    weights[legal_t] += 0.05 * (gain - 0.5) * np.outer(grad, x_t)
                episode, rewards = [], []
                updates += 1
            if steps >= 600:
                break
    assert steps == 600
    assert updates >= 3
    assert np.isfinite(weights).all()
    assert not np.array_equal(weights, start)


def test_ladybohn_babies_owed_are_planted_by_their_holders_first() -> None:
    """Ladybohn: a baby received in step 2 for a field of its family is owed (001/
    lady.baby-trade); the seat that acts is then a seat holding one, and its only ids are
    plantings, until none is owed.  Random games reach such positions and end."""
    e = env("ladybohn", 3)
    owed = 0
    for seed in range(5):
        e.reset(seed=seed)
        rng = np.random.default_rng(seed)
        for agent in e.agent_iter(max_iter=20_000):
            observation, _, terminated, truncated, _ = e.last()
            if terminated or truncated:
                e.step(None)
                continue
            state = e.position.state
            legal = np.flatnonzero(observation["action_mask"])
            if state.owed_ids:
                owed += 1
                assert e.possible_agents.index(agent) in state.to_move
                names = {e.table.action_names[code].split()[0] for code in legal}
                assert names == {"plant"}, names
            e.step(int(rng.choice(legal)))
        assert e.position.over
    assert owed >= 3, f"only {owed} positions with babies owed in 5 games"


def test_env_is_wrapped_as_the_classic_games_are() -> None:
    """A step before reset says to call reset; an illegal id ends the game for every seat
    with ILLEGAL_REWARD for the seat that played it; the raw env raises ValueError."""
    from bohnanza.env import bohnanza_v1
    from bohnanza.env.aec import ILLEGAL_REWARD

    e = bohnanza_v1.env("rio-grande-2000", players=3)
    with pytest.raises(AssertionError, match="reset"):
        e.step(0)
    e.reset(seed=2)
    observation, *_ = e.last()
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    offender = e.agent_selection
    EnvLogger.mqueue.clear()
    e.step(illegal)
    assert any("Illegal move" in str(message) for message in EnvLogger.mqueue)
    assert all(e.terminations.values())
    assert e.rewards[offender] == ILLEGAL_REWARD
    assert e._cumulative_rewards[offender] == ILLEGAL_REWARD
    raw = bohnanza_v1.raw_env("rio-grande-2000", players=3)
    raw.reset(seed=2)
    with pytest.raises(InvalidActionError, match="not legal"):
        raw.step(illegal)


def test_render_draws_the_whole_table(capsys: pytest.CaptureFixture[str]) -> None:
    e = env("rio-grande-2000", 3, render_mode="ansi")
    e.reset(seed=4)
    text = e.render()
    assert isinstance(text, str)
    assert text.count("hand: ") == 3
    assert " cards\n" not in text  # every hand shown card by card, for people watching
    assert "to act: 1" in text
    human = env("rio-grande-2000", 3, render_mode="human")
    human.reset(seed=4)
    assert human.render() is None
    assert "to act: 1" in capsys.readouterr().out
    with pytest.raises(ValueError, match="render_mode"):
        env("rio-grande-2000", 3, render_mode="rgb_array")


def test_the_mask_space_holds_zeros_and_ones() -> None:
    """env:aec.py:BohnanzaEnv.__init__:num:10 (issue 30's mutation run)."""
    e = env("rio-grande-2000", 4)
    space = e.observation_space(e.possible_agents[0])["action_mask"]
    assert int(space.low.min()) == 0 and int(space.high.max()) == 1


def test_every_seat_is_truncated_at_max_moves() -> None:
    """env:aec.py:BohnanzaEnv.step:bool:1 (issue 30's mutation run): after ``max_moves``
    moves the episode ends for every seat as truncated, not terminated."""
    e = env("rio-grande-2000", 4, max_moves=12)
    e.reset(seed=0)
    rng = np.random.default_rng(0)
    for agent in e.agent_iter():
        _, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            assert truncated and not terminated
            e.step(None)
            continue
        mask = e.observe(agent)["action_mask"]
        e.step(int(rng.choice(np.flatnonzero(mask))))
    assert e.unwrapped.moves_played == 12
