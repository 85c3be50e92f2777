"""Games per second of ``play_game`` (hence ``bohnanza simulate``) by bot line-up, beside
the bench loop's: a benchmark that prints figures, not a test (pytest does not collect it).

    python tests/bench_players.py [GAMES] [PLAYERS]

CPU time (``time.process_time``), the median of three runs per line-up; the ratio to the
bench loop (random moves applied by the referee, ``bohnanza.bots.random_move``) cancels
the machine's speed.  Run it with the Python of the build to measure (``bohnanza.COMPILED``
is printed).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
import warnings

import bohnanza
from bohnanza.bots import GreedyBot, PlannerBot, RandomBot, random_move
from bohnanza.players import play_game

EDITION = "rio-grande-2000"
LINEUPS = {
    "random": lambda: [RandomBot()],
    "random, offers 0.3": lambda: [RandomBot(0.3)],
    "greedy": lambda: [GreedyBot()],
    "planner": lambda: [PlannerBot()],
    "planner, greedy, random": lambda: [PlannerBot(), GreedyBot(), RandomBot()],
}


def _median(run: object, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.process_time()
        run()  # type: ignore[operator]
        times.append(time.process_time() - start)
    return statistics.median(times)


def _bench(games: int, players: int) -> None:
    for seed in range(games):
        state = bohnanza.new_game(EDITION, players, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            state = bohnanza.apply(state, random_move(state, rng))


def main(argv: list[str]) -> None:
    games = int(argv[0]) if argv else 20
    players = int(argv[1]) if len(argv) > 1 else 4
    warnings.simplefilter("ignore")
    bench = games / _median(lambda: _bench(games * 4, players)) * 4
    build = f"compiled={bohnanza.COMPILED}"
    print(f"bohnanza {bohnanza.__version__}, {build}, {EDITION}, {players} players")
    print(f"{'bench loop (random_move + apply)':34} {bench:8.0f} games/s")
    for label, make in LINEUPS.items():
        moves = [0]

        def run(make: object = make, moves: list[int] = moves) -> None:
            moves[0] = 0
            for seed in range(games):
                kinds = make()  # type: ignore[operator]
                bots = [kinds[seat % len(kinds)] for seat in range(players)]
                _, played = play_game(EDITION, bots, seed)
                moves[0] += len(played)

        rate = games / _median(run)
        print(
            f"{'play_game, ' + label:34} {rate:8.0f} games/s  {rate / bench:6.3f} of the bench"
            f"  ({moves[0] / games:.0f} moves a game)"
        )


if __name__ == "__main__":
    main(sys.argv[1:])
