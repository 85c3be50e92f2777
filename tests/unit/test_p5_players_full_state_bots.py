"""What the full-state bots of ``bohnanza.bots`` promise beyond ``test_promises_bots.py``:
``random_moves`` yields each move with the state after it; ``play_random`` tells
``on_move`` of each in order and returns them all; the random playout is exactly
``play_random``'s game; ``greedy_bot`` is ``greedy_move`` for a given seat; ``BOTS`` names
them; every edition's game ends under each of them."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.actions import Action
from bohnanza.bots import (
    BOTS,
    choose_seat,
    greedy_bot,
    greedy_move,
    play_random,
    playout,
    playout_moves,
    random_moves,
    random_seat_move,
)
from bohnanza.editions import editions

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


def _players(name: str) -> int:
    return 2 if name == "amigo-fr" else 3


def test_random_moves_yields_each_move_with_the_state_after_it() -> None:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    state = start
    count = 0
    for move, after in random_moves(start, random.Random(4), 0.3):
        assert bohnanza.apply(state, move) == after
        state = after
        count += 1
    assert state.is_over and count > 50
    assert list(random_moves(state, random.Random(0))) == []


def test_play_random_tells_each_move_in_order_and_returns_them_all() -> None:
    start = bohnanza.new_game("rio-grande-2000", 4, seed=7)
    told: list[tuple[Action, bohnanza.GameState]] = []
    final, moves = play_random(start, random.Random(7), 0.2, lambda m, s: told.append((m, s)))
    assert [m for m, _ in told] == moves
    assert told[-1][1] == final and final.is_over
    again, same = play_random(start, random.Random(7), 0.2)
    assert (again, same) == (final, moves)
    over, none = play_random(final, random.Random(1))
    assert over == final and none == []


@pytest.mark.parametrize("name", editions())
def test_the_random_playout_is_play_randoms_game(name: str) -> None:
    start = bohnanza.new_game(name, _players(name), seed=9)
    final, moves = play_random(start, random.Random(21))
    assert playout(start, 21) == final
    assert playout(start, 21, "random") == final
    assert playout_moves(start, 21) == (final, tuple(moves))
    assert start == bohnanza.new_game(name, _players(name), seed=9)  # left as it was


@pytest.mark.parametrize("name", editions())
def test_greedy_bot_is_greedy_move_for_its_seat(name: str) -> None:
    state = bohnanza.new_game(name, _players(name), seed=2)
    for _ in range(60):
        if state.is_over:
            break
        seat = choose_seat(state, random.Random(0))
        a = greedy_bot(state, seat, random.Random(5), 0.5)
        b = greedy_move(state, random.Random(5), 0.5, seat)
        assert a == b
        assert bohnanza.check(state, a) is None
        state = bohnanza.apply(state, a)


def test_the_bots_by_name() -> None:
    assert {"random": random_seat_move, "greedy": greedy_bot} == BOTS
