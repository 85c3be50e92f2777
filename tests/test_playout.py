"""In-core playouts (``bohnanza.bots.playout``): what their docstring promises.

A playout plays a legal game: its moves, replayed one by one through ``apply``, reach the
same final state.  The same state, seed, policy and turns give the same game; ``"random"``
is ``play_random``'s game and ``"greedy"`` the game of ``greedy_move`` at every seat; the
state given is left as it was; ``turns`` stops where it says; bad arguments are refused by
the project's own error.  Every preset at every player count is played, in both policies.
"""

from __future__ import annotations

import copy
import pickle
import random

import pytest

import bohnanza
from bohnanza import (
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    InvalidActionError,
    Plant,
    Step,
    apply,
    legal_actions,
    new_game,
)
from bohnanza.bots import (
    greedy_move,
    plant_move,
    play_random,
    playout,
    playout_moves,
    random_move,
)

CASES = [
    (name, players)
    for name in bohnanza.editions()
    for players in bohnanza.edition(name).player_counts
]
POLICIES = ("random", "plant", "greedy")


def _replayed(start: GameState, moves: tuple[bohnanza.Action, ...]) -> GameState:
    state = start
    for move in moves:
        state = apply(state, move)  # apply checks each move: an illegal one raises
    return state


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
@pytest.mark.parametrize(("edition", "players"), CASES)
@pytest.mark.parametrize("policy", POLICIES)
def test_a_playout_is_a_legal_game_that_replays_to_its_end(
    edition: str, players: int, policy: str
) -> None:
    start = new_game(edition, players, seed=11)
    final, moves = playout_moves(start, 5, policy)
    assert final.is_over and moves
    assert _replayed(start, moves) == final
    assert playout(start, 5, policy) == final


@pytest.mark.parametrize("policy", POLICIES)
def test_the_same_seed_plays_the_same_game_and_another_seed_another(policy: str) -> None:
    start = new_game("rio-grande-2000", 4, seed=3)
    games = [playout_moves(start, seed, policy) for seed in (1, 1, 2)]
    assert games[0] == games[1]
    if policy == "random":  # the greedy policy draws only among moves it ranks alike
        assert games[0][1] != games[2][1]


def test_the_random_policy_plays_play_randoms_game() -> None:
    for seed in range(4):
        start = new_game("rio-grande-2000", 3, seed=seed)
        final, moves = playout_moves(start, seed + 100)
        expected_final, expected = play_random(start, random.Random(seed + 100))
        assert list(moves) == expected and final == expected_final


def test_the_greedy_policy_plays_greedy_move_at_every_seat() -> None:
    start = new_game("original-1997-fr", 4, seed=8)
    rng = random.Random(21)
    state, expected = start, []
    while state.step is not Step.OVER:
        move = greedy_move(state, rng)
        expected.append(move)
        state = apply(state, move)
    assert playout_moves(start, 21, "greedy") == (state, tuple(expected))


def _planter(state: GameState, rng: random.Random) -> bohnanza.Action:
    """The other engines' random drivers' player, written from the public API as a user
    would: plant the card on a random field it fits (in step 1, once one is planted, end
    with probability 1/2), end step 2 at once, plant the first set-aside card, sell only when
    nothing fits."""
    seat = state.to_move[0] if len(state.to_move) == 1 else rng.choice(state.to_move)
    moves = legal_actions(state, seat).basic
    plants = [m for m in moves if isinstance(m, Plant)]
    if state.step is Step.TRADE:
        return next(m for m in moves if isinstance(m, EndTrading))
    if state.step is Step.PLANT and state.planted >= 1:
        end = next(m for m in moves if isinstance(m, EndPlanting))
        if not plants or rng.random() < 0.5:
            return end
    if state.step is Step.PLANT_RECEIVED and plants:
        plants = [m for m in plants if m.card == plants[0].card]
    if plants:
        return plants[int(rng.random() * len(plants))]
    harvests = [m for m in moves if isinstance(m, Harvest)]
    return harvests[int(rng.random() * len(harvests))]


@pytest.mark.parametrize(("edition", "players"), [("original-1997-fr", 4), ("rio-grande-2000", 5)])
def test_the_plant_policy_plays_the_planter_a_user_writes(edition: str, players: int) -> None:
    for seed in range(3):
        start = new_game(edition, players, seed=seed)
        rng, by_hand = random.Random(seed), random.Random(seed)
        state, expected = start, []
        while state.step is not Step.OVER:
            move = _planter(state, by_hand)
            assert plant_move(state, rng) == move
            expected.append(move)
            state = apply(state, move)
        assert playout_moves(start, seed, "plant") == (state, tuple(expected))
        assert not any(isinstance(m, bohnanza.BuyField) for m in expected)


def test_a_playout_leaves_the_state_it_is_given_as_it_was() -> None:
    start = new_game("rio-grande-2000", 4, seed=2)
    for _ in range(30):  # a state in mid-game, fields planted
        start = apply(start, random_move(start, random.Random(0)))
    before, text, image = copy.deepcopy(start), str(start), pickle.dumps(start)
    for policy in POLICIES:
        playout(start, 9, policy)
        playout_moves(start, 9, policy, turns=3)
    assert start == before and str(start) == text and pickle.dumps(start) == image


@pytest.mark.parametrize("turns", [1, 2, 5])
def test_turns_stops_when_that_many_turns_have_begun(turns: int) -> None:
    start = new_game("rio-grande-2000", 4, seed=6)
    for _ in range(7):  # start in the middle of a turn
        start = apply(start, random_move(start, random.Random(1)))
    final, moves = playout_moves(start, 4, "random", turns=turns)
    assert not final.is_over and final.turn == start.turn + turns
    assert _replayed(start, moves) == final
    # the whole game goes on from there as the same seed's rng would not: only the stop differs
    whole = playout_moves(start, 4, "random")[1]
    assert whole[: len(moves)] == moves and len(whole) > len(moves)


def test_turns_past_the_end_of_the_game_stop_at_the_end() -> None:
    start = new_game("rio-grande-2000", 2, seed=1)
    assert playout(start, 3, turns=10_000) == playout(start, 3)


def test_a_finished_game_plays_no_move() -> None:
    final = playout(new_game("rio-grande-2000", 3, seed=1), 1)
    assert playout_moves(final, 2, "greedy") == (final, ())


@pytest.mark.parametrize(
    ("args", "named"),
    [
        (("not a state",), "is not a GameState"),
        ((None, 0, "random", 0), "is not a GameState"),
        (("state", 0, "planner"), "unknown playout policy"),
        (("state", 0, "random", -1), "turns must be a whole number >= 0"),
        (("state", 0, "random", 1.5), "turns must be a whole number >= 0"),
        (("state", "7"), "seed must be a whole number"),
    ],
)
def test_bad_arguments_are_refused_by_the_projects_error(
    args: tuple[object, ...], named: str
) -> None:
    state = new_game("rio-grande-2000", 4, seed=1)
    given = tuple(state if a == "state" else a for a in args)
    with pytest.raises(InvalidActionError, match=named):
        playout(*given)
    with pytest.raises(InvalidActionError, match=named):
        playout_moves(*given)
