"""The long measured runs of random games (``nox -s long``), with their figures.

``python -m tests.long_games ladybohn GAMES`` plays GAMES random Ladybohn games at each of
3, 4 and 5 players and checks after every move that each of the 110 cards is in exactly
one zone (tests/test_ladybohn_games.py, which runs a few of them in the test suite).

``python -m tests.long_games positions GAMES [PRESET...]`` plays GAMES random games per
preset (every preset, or those named), shared out over its player counts and played as the
conformance runner plays them (trades, donations and standing offers included), and sends
every state through ``to_json`` and ``from_json``: the state read back must equal the
state written, with the same table, and write the same text again.  It counts the states
with standing offers and with Ladybohn's owed babies, and fails if either never occurs.

Each prints one line per preset or player count and exits 1 on any failure.
"""

from __future__ import annotations

import sys
import time
import warnings
from collections import Counter

import bohnanza
from bohnanza.conformance.runner import game_line
from bohnanza.position import from_json, to_json
from tests.test_ladybohn_games import play


def ladybohn(games: int) -> int:
    for players in (3, 4, 5):
        seen: Counter[str] = Counter()
        start = time.perf_counter()
        for seed in range(games):
            play(players, seed, 0.3, seen)
        took = time.perf_counter() - start
        # play() asserts conservation after every move and that each game ends.
        print(
            f"ladybohn {players} players: {seen['games']} games, every card accounted for "
            f"after every move; {seen['owed babies']} states with a baby owed, "
            f"{seen['miss moves']} miss moves, {seen['garden sales']} sales under a "
            f"Gartenbohne miss, {seen['third fields']} third fields; {took:.1f} s",
            flush=True,
        )
    return 0


def positions(games: int, presets: list[str]) -> int:
    failures = 0
    totals: Counter[str] = Counter()
    for name in presets or bohnanza.editions():
        counts = bohnanza.edition(name).player_counts
        seen: Counter[str] = Counter()
        start = time.perf_counter()
        for k in range(games):
            if k and k % 100 == 0:
                # Progress, so that a run cut short still says how far it checked.
                print(
                    f"  {name}: {k} games, {seen['states']:,} states, {seen['offers']:,} with "
                    f"offers, {seen['owed']:,} with a baby owed, no failure so far"
                    if not failures
                    else f"  {name}: {k} games, {failures} failures",
                    flush=True,
                )
            players = counts[k % len(counts)]
            for state in game_line(name, players, k):
                text = to_json(state)
                back = from_json(text)
                seen["states"] += 1
                seen["offers"] += bool(state.offers)
                seen["owed"] += bool(state.owed_ids)
                if back != state or back.table != state.table or to_json(back) != text:
                    failures += 1
                    print(f"FAILED: {name} {players}p seed {k}: {text[:200]}", file=sys.stderr)
        took = time.perf_counter() - start
        totals.update(seen)
        print(
            f"{name}: {games} games at {'/'.join(map(str, counts))} players, "
            f"{seen['states']:,} states round-tripped ({seen['offers']:,} with standing "
            f"offers, {seen['owed']:,} with a baby owed); {took:.1f} s",
            flush=True,
        )
    if not totals["offers"]:
        print("FAILED: no state with standing offers", file=sys.stderr)
        failures += 1
    if (not presets or "ladybohn" in presets) and not totals["owed"]:
        print("FAILED: no Ladybohn state with a baby owed", file=sys.stderr)
        failures += 1
    return 1 if failures else 0


def main(argv: list[str]) -> int:
    usage = "usage: python -m tests.long_games ladybohn GAMES | positions GAMES [PRESET...]"
    if len(argv) < 2 or argv[0] not in ("ladybohn", "positions") or not argv[1].isdigit():
        print(usage, file=sys.stderr)
        return 2
    unknown = [name for name in argv[2:] if name not in bohnanza.editions()]
    if unknown or (argv[0] == "ladybohn" and argv[2:]):
        print(f"{usage}\nunknown or unexpected: {' '.join(unknown or argv[2:])}", file=sys.stderr)
        return 2
    # The shipped provisional sheet prices these games: its warning once is enough.
    warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
    if argv[0] == "ladybohn":
        return ladybohn(int(argv[1]))
    return positions(int(argv[1]), argv[2:])


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
