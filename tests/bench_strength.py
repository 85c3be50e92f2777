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

from bohnanza.simulation import Plan, results


def _interval(values: list[float]) -> tuple[float, float]:
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="rio-grande-2000")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--bots", default="planner,greedy,random")
    parser.add_argument("--games", type=int, default=200, help="in all, over the rotations")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="one JSON line of the figures")
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
    for seats in rotations:
        plan = Plan(args.edition, seats)
        for result in results(
            plan, range(args.seed, args.seed + per_rotation), workers=args.workers
        ):
            games += 1
            share = 1 / len(result.winners)
            for spec in lineup:
                mine = [k for k, s in enumerate(seats) if s == spec]
                coins[spec].append(statistics.fmean(result.scores[k] for k in mine))
                won = sum(share for k in mine if k in result.winners)
                wins[spec].append(won)
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
        f"seeds {args.seed}-{args.seed + per_rotation - 1} per rotation, {wall:.0f} s"
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
