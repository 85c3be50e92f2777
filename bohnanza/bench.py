"""The benchmark: seeded random legal games, timed; prints games/s and actions/s.

Run it with ``bohnanza bench`` (``--games``, ``--players``, ``--trades``, ``--repeat``).
Figures are medians over the repeats: this machine is shared and noisy.
"""

from __future__ import annotations

import random
import statistics
import time

import attrs

from bohnanza.bots import random_move
from bohnanza.referee import apply
from bohnanza.setup import new_game
from bohnanza.state import Step

__all__ = ["BenchResult", "run"]


@attrs.frozen
class BenchResult:
    """Median figures of one benchmark configuration."""

    edition: str
    players: int
    trades: float
    games: int
    repeats: int
    actions_per_game: float
    games_per_second: float
    actions_per_second: float

    def __str__(self) -> str:
        kind = f"with trades (p={self.trades})" if self.trades else "without trades"
        return (
            f"{self.edition}, {self.players} players, {kind}: {self.games} games x "
            f"{self.repeats} repeats, median {self.games_per_second:,.0f} games/s, "
            f"{self.actions_per_second:,.0f} actions/s, "
            f"{self.actions_per_game:.1f} actions/game"
        )


def _one_batch(
    edition: str, players: int, games: int, trades: float, first_seed: int
) -> tuple[float, int]:
    actions = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        state = new_game(edition, players, seed=seed)
        rng = random.Random(seed)
        while state.step is not Step.OVER:
            state = apply(state, random_move(state, rng, trades))
            actions += 1
    return time.perf_counter() - start, actions


def run(
    edition: str = "rio-grande-2000",
    players: int = 4,
    games: int = 200,
    trades: float = 0.0,
    repeats: int = 5,
) -> BenchResult:
    """Play ``games`` seeded random games ``repeats`` times; return the median rates."""
    times: list[float] = []
    counts: list[int] = []
    for _ in range(repeats):
        elapsed, actions = _one_batch(edition, players, games, trades, 0)
        times.append(elapsed)
        counts.append(actions)
    gps = statistics.median(games / t for t in times)
    aps = statistics.median(a / t for a, t in zip(counts, times, strict=True))
    return BenchResult(edition, players, trades, games, repeats, counts[0] / games, gps, aps)
