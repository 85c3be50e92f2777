"""What the Gymnasium environment promises about its seeds and its bot seats
(``bohnanza.env.gym``'s docstring): an episode is a function of the reset seed, replayed
from the game seed alone; the learner's reward is its coins since its last step."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest
from gymnasium.utils import seeding

from bohnanza.actions import BuyField
from bohnanza.env.encoding import PASS, Position, Table
from bohnanza.env.gym import SingleSeatEnv
from bohnanza.env.policies import POLICIES
from bohnanza.players import Bot, load_bot
from bohnanza.views import PlayerView, view


class Passer:
    """A view bot that always returns None (passes, or lets the harness choose)."""

    def __call__(self, view: object, moves: object, rng: object) -> None:
        return None


class Buyer:
    """A view bot that always asks to buy its third field, offered or not: a move with an
    id that is illegal while the seat cannot pay, so the environment plays its lowest id."""

    def __call__(self, view: PlayerView, moves: object, rng: object) -> BuyField:
        return BuyField(view.seat)


def _lowest(env: SingleSeatEnv, info: dict[str, object]) -> int:
    mask = info["action_mask"]
    return int(mask.nonzero()[0][0])  # type: ignore[attr-defined]


def _episode(env: SingleSeatEnv, seed: int | None, steps: int = 40) -> list[bytes]:
    """The observations and rewards of the learner playing its lowest legal id."""
    observation, info = env.reset(seed=seed)
    seen = [observation["observation"].tobytes()]
    for _ in range(steps):
        observation, reward, over, truncated, info = env.step(_lowest(env, info))
        seen.append(observation["observation"].tobytes() + repr(reward).encode())
        if over or truncated:
            break
    return seen


def _replay(table: Table, game: int, seat: int, specs: Sequence[str | Bot], moves: int) -> Position:
    """The game ``game`` played outside the environment, as the docstring says: the
    learner at ``seat`` plays its lowest legal id, bot seat ``s`` draws from
    ``random.Random(game * 64 + s)``; ``moves`` moves in all."""
    pos = table.start(game)
    rngs = [random.Random(game * 64 + s) for s in range(table.players)]
    others = [s for s in range(table.players) if s != seat]
    policies = dict(zip(others, specs, strict=True))
    for _ in range(moves):
        actor = table.actor(pos)
        if actor < 0:
            break
        if actor == seat:
            pos = table.play(pos, min(table.ids(pos)))
            continue
            continue
        spec = policies[actor]
        if isinstance(spec, str) and spec in POLICIES:
            pos = table.after(pos, POLICIES[spec](table, pos, actor, rngs[actor]))
            continue
        legal = table.moves(pos)
        bot = load_bot(spec) if isinstance(spec, str) else spec
        chosen = bot(view(pos.state, actor), tuple(m for m in legal.values() if m), rngs[actor])
        if chosen is None:  # a bot's None is PASS where that is legal
            code = PASS if PASS in legal else min(legal)
        else:
            found = table.encode(chosen, pos.state)
            code = found if found is not None and found in legal else min(legal)
        pos = table.play(pos, code)
    return pos


@pytest.mark.parametrize(
    ("bots", "seat"),
    [
        (["random", "random"], 0),
        (["greedy", "random"], 2),
        (["random", "planner"], 1),
        ([Passer(), "random", "greedy"], 1),
        (["random", Buyer()], 0),
    ],
)
def test_an_episode_replays_from_its_game_seed_with_the_seats_own_generators(
    bots: list[str | Bot], seat: int
) -> None:
    env = SingleSeatEnv("rio-grande-2000", bots, seat=seat, max_moves=120)
    _episode(env, seed=17, steps=10_000)
    game = env.position.state.table.seed
    # the game seed is the first draw of the generator the reset seed makes
    assert game == int(seeding.np_random(17)[0].integers(2**31))
    again = _replay(env.table, game, seat, bots, moves=env._moves)
    assert again.state == env.position.state


def test_the_same_seed_gives_the_same_episode_and_another_seed_another() -> None:
    env = SingleSeatEnv("rio-grande-2000", ["random", "greedy", "random"])
    first = _episode(env, seed=5)
    assert _episode(env, seed=5) == first
    assert _episode(SingleSeatEnv("rio-grande-2000", ["random", "greedy", "random"]), 5) == first
    assert _episode(env, seed=6)[0] != first[0]


def test_a_reset_without_a_seed_continues_the_generator_of_the_last_one() -> None:
    one = SingleSeatEnv("rio-grande-2000", ["random", "random"])
    two = SingleSeatEnv("rio-grande-2000", ["random", "random"])
    _episode(one, seed=9, steps=3)
    _episode(two, seed=9, steps=3)
    seeds = []
    for env in (one, two):
        env.reset()
        seeds.append(env.position.state.table.seed)
    assert seeds[0] == seeds[1]
    one.reset(seed=9)
    assert one.position.state.table.seed != seeds[0]  # the second game, not the first


def test_the_reward_is_the_learners_coins_since_its_last_step() -> None:
    env = SingleSeatEnv("rio-grande-2000", ["random", "random"], seat=1)
    _, info = env.reset(seed=3)
    total = 0.0
    over = truncated = False
    while not (over or truncated):
        _, reward, over, truncated, info = env.step(_lowest(env, info))
        coins = env.table.scores(env.position)[1]
        total += float(reward)
        assert total == coins
    assert over and not truncated
    assert info["action_mask"].sum() == 0  # nothing legal once it is over
    with pytest.raises(RuntimeError, match=r"^the game is over: call reset\(\)$"):
        env.step(0)


@pytest.mark.parametrize(("seat", "players"), [(-1, 3), (3, 3), (4, 4)])
def test_a_seat_outside_the_game_is_refused_naming_it(seat: int, players: int) -> None:
    with pytest.raises(
        ValueError, match=rf"^seat {seat} is not a seat of a {players}-player game$"
    ):
        SingleSeatEnv("rio-grande-2000", ["random"] * (players - 1), seat=seat)


def test_an_unknown_render_mode_is_refused_and_ansi_returns_the_table() -> None:
    with pytest.raises(ValueError, match=r"^render_mode 'rgb_array' is not one of ansi, human$"):
        SingleSeatEnv("rio-grande-2000", ["random"], render_mode="rgb_array")
    env = SingleSeatEnv("rio-grande-2000", ["random", "random"], seat=1, render_mode="ansi")
    env.reset(seed=2)
    text = env.render()
    assert text is not None
    actor = env.table.actor(env.position)
    assert actor == 1  # the learner is to act after a reset
    assert text.rstrip().endswith(f"to act: 2 {env.position.state.table.names[1]}")


def test_bot_names_pick_the_fast_policies_and_other_specs_become_view_bots() -> None:
    env = SingleSeatEnv("rio-grande-2000", [" greedy ", "random", "planner"], seat=1)
    assert env.policies == {0: POLICIES["greedy"], 2: POLICIES["random"]}
    assert list(env.bots) == [3] and type(env.bots[3]).__name__ == "PlannerBot"


def test_a_step_before_the_first_reset_is_refused_as_gymnasium_refuses_it() -> None:
    import gymnasium

    env = SingleSeatEnv("rio-grande-2000", ["random"])
    before = env.position
    with pytest.raises(gymnasium.error.ResetNeeded, match=r"^reset\(\) needs to be called"):
        env.step(0)
    assert env.position is before  # nothing was played
    env.reset(seed=2)
    _, _, _, _, info = env.step(int(env.action_masks().argmax()))
    assert not info["illegal"]


def test_registering_again_keeps_the_one_registration_quietly() -> None:
    """Importing the package registers the env once; registering again (a reload) neither
    replaces it nor warns (Gymnasium warns when an id is registered over)."""
    import warnings

    import gymnasium

    import bohnanza.env as registration

    spec = gymnasium.registry[registration.ENV_ID]
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        registration._register()
    assert [str(w.message) for w in caught] == []
    assert gymnasium.registry[registration.ENV_ID] is spec
    assert spec.entry_point == "bohnanza.env.gym:SingleSeatEnv"
