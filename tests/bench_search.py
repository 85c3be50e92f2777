"""The search bot's time per move: a benchmark that prints figures, not a test (pytest
does not collect it).

    python tests/bench_search.py [GAMES] [PLAYERS] [SAMPLES] [HORIZON] [ROLLOUT]

Plays GAMES seeded games (seeds 1..GAMES) of rio-grande-2000, the search bot at seat 0
and planners elsewhere, and times each of the search bot's answers (CPU time,
``time.process_time``): over every question the harness asks it, and over the questions
it searched (those where it rolled out two moves or more), and among those the ones of
step 2 (offers, answers, face-up cards kept) and the others.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Sequence

from bohnanza.actions import Action
from bohnanza.bots.search import DEFAULT_HORIZON, DEFAULT_ROLLOUT, DEFAULT_SAMPLES, SearchBot
from bohnanza.players import play_game
from bohnanza.state import Step
from bohnanza.views import PlayerView


class Timed:
    """A search bot that notes how long each answer took, and whether it searched."""

    name = "search"
    passive = False

    def __init__(self, bot: SearchBot) -> None:
        self.bot = bot
        self.all: list[float] = []
        self.searched: list[float] = []
        #: The searched answers in step 2 (offers, answers, face-up cards kept), and the
        #: others.
        self.trading: list[float] = []
        self.planting: list[float] = []

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        before = self.bot.searched
        start = time.process_time()
        move = self.bot(view, moves, rng)
        spent = time.process_time() - start
        self.all.append(spent)
        if self.bot.searched != before:
            self.searched.append(spent)
            (self.trading if view.step is Step.TRADE else self.planting).append(spent)
        return move


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    players = int(sys.argv[2]) if len(sys.argv) > 2 else 4
    samples = int(sys.argv[3]) if len(sys.argv) > 3 else DEFAULT_SAMPLES
    horizon = int(sys.argv[4]) if len(sys.argv) > 4 else DEFAULT_HORIZON
    rollout = sys.argv[5] if len(sys.argv) > 5 else DEFAULT_ROLLOUT
    timed = Timed(SearchBot(samples, horizon, rollout=rollout))
    start = time.process_time()
    for seed in range(1, games + 1):
        play_game("rio-grande-2000", [timed] + ["planner"] * (players - 1), seed=seed)
    total = time.process_time() - start
    print(
        f"{games} games, {players} players, samples={samples}, horizon={horizon}, "
        f"rollout={rollout}: "
        f"{total / games:.1f} s CPU a game"
    )
    for label, times in (
        ("every answer", timed.all),
        ("searched", timed.searched),
        ("searched in step 2", timed.trading),
        ("searched elsewhere", timed.planting),
    ):
        if times:
            ms = sorted(1000 * t for t in times)
            print(
                f"  {label}: {len(ms) / games:.0f} a game, mean {statistics.fmean(ms):.1f} ms, "
                f"median {statistics.median(ms):.1f} ms, 95th percentile "
                f"{ms[int(0.95 * (len(ms) - 1))]:.1f} ms, max {ms[-1]:.1f} ms"
            )


if __name__ == "__main__":
    main()
