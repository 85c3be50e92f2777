"""Bots that play legal moves: the random bot used by the demo, the tests and the benchmark.

>>> import random, bohnanza
>>> from bohnanza.bots import play_random
>>> final, moves = play_random(bohnanza.new_game("rio-grande-2000", 3, seed=5), random.Random(5))
>>> final.is_over, len(moves) > 50
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator

from bohnanza.actions import Action, Trade
from bohnanza.referee import apply, legal_actions
from bohnanza.state import GameState, Step

__all__ = ["play_random", "random_moves"]


def random_move(state: GameState, rng: random.Random, trades: float = 0.0) -> Action:
    """A legal move of a seat the game waits for, drawn at random.

    The seat is drawn among ``state.to_move``; its move uniformly among its basic moves
    (plantings, harvests, purchases, ending a step).  In step 2, with probability
    ``trades``, the move is a trade or donation drawn uniformly instead.

    Raises:
        IndexError: the game is over.
    """
    waiting = state.to_move
    if not waiting:
        raise IndexError("the game is over: no seat has a move")
    seat = waiting[0] if len(waiting) == 1 else waiting[int(rng.random() * len(waiting))]
    if trades and state.step is Step.TRADE and rng.random() < trades:
        space = legal_actions(state).negotiations
        if len(space):
            return space.sample(rng)
    moves = legal_actions(state, seat).basic
    return moves[int(rng.random() * len(moves))]


def random_moves(
    state: GameState, rng: random.Random, trades: float = 0.0
) -> Iterator[tuple[Action, GameState]]:
    """Play random legal moves to the end, yielding each move with the state after it."""
    while state.step is not Step.OVER:
        move = random_move(state, rng, trades)
        state = apply(state, move)
        yield move, state


def play_random(
    state: GameState,
    rng: random.Random,
    trades: float = 0.0,
    on_move: Callable[[Action, GameState], None] | None = None,
) -> tuple[GameState, list[Action]]:
    """Play a whole game of random legal moves; returns the final state and the moves."""
    moves: list[Action] = []
    final = state
    for move, final in random_moves(state, rng, trades):
        moves.append(move)
        if on_move is not None:
            on_move(move, final)
    return final, moves


def is_trade(action: Action) -> bool:
    """True for a trade (as opposed to every other kind of move)."""
    return isinstance(action, Trade)
