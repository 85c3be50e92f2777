"""How strong the bots are against each other: mean coins and win rate per bot, each with a
95% confidence interval, over seeded games with the line-up rotated over the seats.  A
measurement that prints figures, not a test (pytest does not collect it).

    python tests/bench_strength.py --players 2 --bots planner,random --games 200
    python tests/bench_strength.py --players 4 --bots search,planner --games 100 --workers 2

The line-up is cycled over the seats (``search,planner`` at 4 players: one search bot and
three planners); each rotation of the seats plays the same seeds (``--seed`` onwards), so
every bot holds every seat equally often, and the games are those ``bohnanza simulate``
plays (``bohnanza.simulation``: game ``k`` depends only on its seed and the specs).

Per bot: its mean coins per seat and game, and its win rate (a tie shares the win), each
with a 95% interval (mean +- 1.96 standard errors, the games taken as independent; a bot
with several seats in a game counts its seats' mean in that game); and, for the first bot
against each other one, the mean of its coins minus theirs in the same game (paired).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import time
from collections.abc import Iterator

from bohnanza.simulation import GameResult, Plan, play_seeded, results


def _interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def _games(
    edition: str, rotations: list[tuple[str, ...]], seed: int, per_rotation: int, workers: int
) -> Iterator[tuple[tuple[str, ...], GameResult]]:
    """The games of every rotation: seed by seed, each seed in every rotation before the
    next seed (so that a run stopped early is still balanced over the seats), or, with
    several workers, rotation by rotation."""
    if workers > 1:
        for seats in rotations:
            for result in results(
                Plan(edition, seats), range(seed, seed + per_rotation), workers=workers
            ):
                yield seats, result
        return
    for game in range(seed, seed + per_rotation):
        for seats in rotations:
            yield seats, play_seeded(Plan(edition, seats), game)


def _logged(
    games: Iterator[tuple[tuple[str, ...], GameResult]], path: str | None
) -> Iterator[tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]]:
    """Each game's seats, scores and winners, appended to ``path`` as JSON lines."""
    for seats, result in games:
        if path is not None:
            with open(path, "a") as log:
                record = {
                    "seats": seats,
                    "seed": result.seed,
                    "scores": result.scores,
                    "winners": result.winners,
                }
                print(json.dumps(record), file=log)
        yield seats, result.scores, result.winners


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="rio-grande-2000")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="planner,greedy,random")
    parser.add_argument("--games", type=int, default=200, help="in all, over the rotations")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON line of the figures")
    parser.add_argument("--log", help="append each game's seats, seed and scores to this file")
    parser.add_argument("--read", help="the figures of the games a --log file holds")
    args = parser.parse_args()
    order = args.bots.split(",")
    # Each bot once (search,planner,planner at 3 players: one search bot, two planners).
    lineup = list(dict.fromkeys(order))
    count = args.players
    base = [order[k % len(order)] for k in range(count)]
    # Each distinct rotation once (planner,random,planner,random has two).
    rotations = list(dict.fromkeys(tuple(base[r:] + base[:r]) for r in range(count)))
    per_rotation = max(1, args.games // len(rotations))
    coins: dict[str, list[float]] = {spec: [] for spec in lineup}
    wins: dict[str, list[float]] = {spec: [] for spec in lineup}
    started = time.perf_counter()
    cpu = time.process_time()
    games = 0
    played: Iterator[tuple[tuple[str, ...], tuple[int, ...], tuple[int, ...]]]
    if args.read:
        # The figures of games played before (a --log file, maybe of a run stopped early).
        with open(args.read) as lines:
            played = iter(
                [
                    (tuple(g["seats"]), tuple(g["scores"]), tuple(g["winners"]))
                    for g in map(json.loads, lines)
                ]
            )
    else:
        played = _logged(
            _games(args.edition, rotations, args.seed, per_rotation, args.workers), args.log
        )
    for seats, scores, winners in played:
        games += 1
        share = 1 / len(winners)
        for spec in lineup:
            mine = [k for k, s in enumerate(seats) if s == spec]
            coins[spec].append(statistics.fmean(scores[k] for k in mine))
            wins[spec].append(sum(share for k in mine if k in winners))
    wall = time.perf_counter() - started
    figures: dict[str, object] = {
        "edition": args.edition,
        "players": count,
        "bots": lineup,
        "games": games,
        "seconds": round(wall, 1),
        "cpu_seconds": round(time.process_time() - cpu, 1),
    }
    print(
        f"{args.edition}, {count} players, line-up {','.join(base)} rotated: {games} games, "
        + (
            f"read from {args.read}"
            if args.read
            else f"seeds {args.seed}-{args.seed + per_rotation - 1} per rotation, {wall:.0f} s"
        )
    )
    rows = []
    for spec in lineup:
        mean, half = _interval(coins[spec])
        rate, rate_half = _interval(wins[spec])
        rows.append(
            {"bot": spec, "coins": mean, "coins_95": half, "wins": rate, "wins_95": rate_half}
        )
        print(
            f"  {spec:<12} coins {mean:6.2f} +- {half:4.2f}   "
            f"win rate {100 * rate:5.1f}% +- {100 * rate_half:4.1f}"
        )
    first = lineup[0]
    for other in lineup[1:]:
        diff = [a - b for a, b in zip(coins[first], coins[other], strict=True)]
        mean, half = _interval(diff)
        rows.append({"bot": f"{first}-{other}", "coins": mean, "coins_95": half})
        print(f"  {first} - {other}: {mean:+.2f} +- {half:.2f} coins a game (paired)")
    figures["rows"] = rows
    if args.json:
        print(json.dumps(figures))


if __name__ == "__main__":
    main()
