"""``bohnanza.bots.play_random``: a whole game of random legal moves, and what it tells the
caller on the way (``on_move``: each move with the state after it)."""

from __future__ import annotations

import random

from bohnanza.actions import Action
from bohnanza.bots import play_random
from bohnanza.referee import apply, check
from bohnanza.setup import new_game
from bohnanza.state import GameState


def test_each_move_is_told_with_the_state_after_it_and_the_game_ends() -> None:
    start = new_game("rio-grande-2000", 3, seed=5)
    told: list[tuple[Action, GameState]] = []
    final, moves = play_random(start, random.Random(5), 0.3, lambda m, s: told.append((m, s)))
    assert final.is_over and moves
    assert [m for m, _ in told] == moves
    state = start
    for move, after in told:
        assert check(state, move) is None
        state = apply(state, move)
        assert after == state
    assert told[-1][1] == final
    # The same seed plays the same game, told or not.
    again, same = play_random(start, random.Random(5), 0.3)
    assert (again, same) == (final, moves)
