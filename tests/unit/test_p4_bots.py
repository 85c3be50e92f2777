"""What the full-state bots of ``bohnanza.bots`` promise about their draws: the seat is
drawn only when several are waiting (one waiting: no draw, so the generator gives the same
moves after it), then the move among the seat's basic moves, one draw each."""

from __future__ import annotations

import random

import bohnanza
from bohnanza import Step
from bohnanza.bots import choose_seat, greedy_move, plant_move, random_move
from bohnanza.referee import basic_moves

E = "rio-grande-2000"


def _two_waiting() -> bohnanza.GameState:
    state = bohnanza.compose(
        E, 4, step=Step.PLANT_RECEIVED, set_aside={0: ["Soy"], 2: ["Wax"]}, deck=["Wax"] * 10
    )
    assert state.to_move == (0, 2)
    return state


def test_one_seat_waiting_is_chosen_without_a_draw() -> None:
    state = bohnanza.new_game(E, 4, seed=1)
    assert state.to_move == (0,)
    for seed in range(20):
        rng = random.Random(seed)
        assert choose_seat(state, rng) == 0
        assert rng.getstate() == random.Random(seed).getstate()
    # a waiting seat's move takes one draw, among its basic moves
    moves = basic_moves(state, 0)
    assert len(moves) > 1
    for seed in range(20):
        first = random.Random(seed).random()
        assert random_move(state, random.Random(seed)) == moves[int(first * len(moves))]


def test_among_several_waiting_the_seat_takes_one_draw_then_the_move_another() -> None:
    state = _two_waiting()
    for seed in range(30):
        draws = random.Random(seed)
        seat = state.to_move[int(draws.random() * 2)]
        assert choose_seat(state, random.Random(seed)) == seat
        moves = basic_moves(state, seat)
        move = moves[int(draws.random() * len(moves))]
        assert random_move(state, random.Random(seed)) == move
        rng = random.Random(seed)
        choose_seat(state, rng)
        after = random.Random(seed)
        after.random()
        assert rng.getstate() == after.getstate()


def test_the_other_bots_choose_the_seat_as_choose_seat_does() -> None:
    state = _two_waiting()
    for seed in range(30):
        seat = choose_seat(state, random.Random(seed))
        assert greedy_move(state, random.Random(seed)).seat == seat
        # the planter draws its seat with rng.choice
        assert plant_move(state, random.Random(seed)).seat == random.Random(seed).choice((0, 2))
