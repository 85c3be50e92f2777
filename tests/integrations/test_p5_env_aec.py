"""The PettingZoo environment's seeds and observations (``bohnanza.env.aec``): ``reset``
with a seed deals that game and seeds the env's own generator; ``reset`` without one deals
the game of the generator's next draw below 2**31; ``observe`` gives each seat its own
vector and a mask of its own, a fresh array each time."""

from __future__ import annotations

import numpy as np

from bohnanza.env.aec import BohnanzaEnv


def test_a_seed_deals_its_game_and_seeds_the_draws_of_the_resets_without_one() -> None:
    env = BohnanzaEnv("rio-grande-2000", 3)
    env.reset(seed=12)
    assert env.position.state == env.table.start(12).state
    assert env.position.state.table.seed == 12
    draws = np.random.default_rng(12)
    for _ in range(3):
        env.reset()
        assert env.position.state.table.seed == int(draws.integers(2**31))
        assert env.position.state == env.table.start(env.position.state.table.seed).state
    twin = BohnanzaEnv("rio-grande-2000", 3)
    twin.reset(seed=12)
    twin.reset()
    env.reset(seed=12)
    env.reset()
    assert twin.position.state == env.position.state


def test_a_reset_starts_every_seat_afresh() -> None:
    env = BohnanzaEnv("rio-grande-2000", 3)
    env.reset(seed=3)
    for _ in range(30):
        agent = env.agent_selection
        env.step(int(np.flatnonzero(env.observe(agent)["action_mask"])[-1]))
    assert env.moves_played == 30
    env.reset(seed=4)
    agents = ["seat_0", "seat_1", "seat_2"]
    assert env.agents == agents and env.moves_played == 0
    assert env.rewards == dict.fromkeys(agents, 0.0)
    assert env._cumulative_rewards == dict.fromkeys(agents, 0.0)
    assert env.terminations == dict.fromkeys(agents, False)
    assert env.truncations == dict.fromkeys(agents, False)
    assert env.infos == {agent: {} for agent in agents}
    assert env.agent_selection == f"seat_{env.table.actor(env.position)}"


def test_observe_gives_a_fresh_mask_of_the_seats_own() -> None:
    env = BohnanzaEnv("rio-grande-2000", 3)
    env.reset(seed=5)
    actor = env.table.actor(env.position)
    mask = env.table.mask(env.position)
    for seat in range(3):
        seen = env.observe(f"seat_{seat}")
        expected = env.table.observer(seat).observe(env.position)
        assert seen["observation"].tobytes() == expected.tobytes()
        assert seen["action_mask"].dtype == np.int8
        if seat == actor:
            assert (seen["action_mask"] == mask).all()
        else:
            assert not seen["action_mask"].any()
        seen["action_mask"][:] = 1  # the caller's own array: the env is not changed
    for seat in range(3):
        again = env.observe(f"seat_{seat}")["action_mask"]
        assert (again == (mask if seat == actor else 0)).all()
