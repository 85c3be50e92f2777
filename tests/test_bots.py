"""The full-state bots of ``bohnanza.bots`` (``BOTS``), by what their docstrings promise:
the random bot draws a basic move uniformly.  (What the greedy one accepts:
tests/test_cli_records.py, with its other choices.)"""

from __future__ import annotations

import random
from collections import Counter

import bohnanza
from bohnanza.bots import BOTS

E = "rio-grande-2000"


def test_the_random_bot_draws_every_basic_move() -> None:
    s = bohnanza.new_game(E, 4, seed=3)
    moves = bohnanza.legal_actions(s, s.active).basic
    assert len(moves) >= 2
    rng = random.Random(5)
    drawn = Counter(BOTS["random"](s, s.active, rng, 0.0) for _ in range(300))
    assert set(drawn) == set(moves)
    # Uniform: each of the k moves about 300/k times (a binomial's spread is far smaller).
    assert all(abs(n - 300 / len(moves)) < 60 for n in drawn.values()), drawn
