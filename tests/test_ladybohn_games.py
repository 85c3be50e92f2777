"""Seeded random Ladybohn games at 3, 4 and 5 players: every game ends, and after every
move the 110 cards are each in exactly one zone (coins taken from the deck and the
discard pile by the Gartenbohne miss included), no field mixes families, at most two
third fields are bought, and no owed baby outlives the step.

The measured run of 1,000 games per count is ``nox -s long`` (``python -m tests.long_games
ladybohn 1000``).
"""

from __future__ import annotations

import random
import warnings
from collections import Counter

import pytest

import bohnanza
from bohnanza import BuyField, GameState, Harvest, Plant, ProvisionalDataWarning
from bohnanza.bots import random_move
from tests.helpers import assert_invariants

GAMES = 4


def play(players: int, seed: int, trades: float, seen: Counter[str]) -> GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        state = bohnanza.new_game("ladybohn", players, seed=seed)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over:
        move = random_move(state, rng, trades)
        if isinstance(move, Plant) and move.steps:
            seen["miss moves"] += 1
        if isinstance(move, Harvest):
            top = state.players[move.seat].field_ids[move.field][-1]
            seen["garden sales"] += top == state.table.garden_miss
        seen["owed babies"] += bool(state.owed_ids)
        seen["third fields"] += isinstance(move, BuyField)
        before, state = state, bohnanza.apply(state, move)
        assert_invariants(state, before)
        assert sum(p.bought_field for p in state.players) <= 2
        if state.step is not bohnanza.Step.TRADE:
            assert state.owed_ids == ()
        moves += 1
        assert moves < 20_000, "the game does not end"
    assert bohnanza.outcome(state) is not None
    seen["games"] += 1
    return state


@pytest.mark.parametrize("players", [3, 4, 5])
def test_random_ladybohn_games_end_with_every_card_accounted_for(players: int) -> None:
    seen: Counter[str] = Counter()
    for seed in range(GAMES):
        final = play(players, seed, 0.3, seen)
        assert final.exhaustions >= 3  # end.exhaustion: the only way a game ends
    assert seen["games"] == GAMES
    # the mechanics the invariants guard are reached, not idle
    assert seen["miss moves"] + seen["owed babies"] + seen["garden sales"] > 0, seen
