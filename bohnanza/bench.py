"""The benchmark: seeded random legal games through the public API, timed in CPU time.

``bohnanza bench`` (``--games``, ``--players``, ``--trades``, ``--repeat``) prints, for each
configuration, the median games/s, µs per action (``us/action``) and actions/s over the
repeats, the actions per game, which build ran (mypyc-compiled or pure Python) and the move
policy of the bots.  CPU time (``time.process_time``) rather than wall time, because the
machines this runs on are shared: other processes slow the wall clock, not this process's
CPU time.

Two more tools serve ``nox -s bench``, which measures this core beside an older one:

- :func:`compare` drives the same loop in several installed builds (each a Python
  interpreter with its own ``bohnanza``) in one run, alternating them round by round so
  that a change in the machine's load hits every build alike, and prints the medians and
  their ratios to the first build (the baseline);
- :func:`instructions_per_action` counts the instructions per action under valgrind's
  cachegrind, a figure that does not depend on the machine's load at all.
"""

from __future__ import annotations

import json
import random
import re
import statistics
import subprocess
import sys
import textwrap
import time
from collections.abc import Sequence
from typing import TextIO

import attrs

from bohnanza._build import COMPILED
from bohnanza.bots import random_move
from bohnanza.referee import apply
from bohnanza.setup import new_game
from bohnanza.state import Step

__all__ = [
    "POLICY",
    "BenchResult",
    "build_name",
    "compare",
    "instructions_per_action",
    "main",
    "policy_text",
    "run",
]

#: What the bench loop plays, printed with the figures so that they can be read and repeated.
POLICY = (
    "each game is new_game(edition, players, seed=s) for s = 0, 1, ...; each move is "
    "bohnanza.bots.random_move(state, Random(s), p): a seat drawn uniformly among "
    "state.to_move, then its move drawn uniformly among its basic legal moves (plant, "
    "harvest, buy a field, keep, end a step), except in step 2 where, with probability p "
    "(--trades), a trade or donation is drawn uniformly from the negotiation space; every "
    "move is applied with bohnanza.apply, which checks it"
)


def policy_text(width: int = 100) -> str:
    """:data:`POLICY`, introduced and wrapped for a terminal."""
    return textwrap.fill(POLICY, width, initial_indent="bots' policy: ", subsequent_indent="  ")


def build_name(compiled: bool) -> str:
    """How the bench names a build."""
    return "compiled (mypyc)" if compiled else "pure Python"


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
    #: True when the mypyc-compiled build ran (``bohnanza.COMPILED``).
    compiled: bool = COMPILED

    @property
    def us_per_action(self) -> float:
        """Median CPU microseconds per action (move listed, chosen, checked and applied)."""
        return 1e6 / self.actions_per_second

    def __str__(self) -> str:
        kind = f"with trades (p={self.trades})" if self.trades else "without trades"
        return (
            f"{self.edition}, {self.players} players, {kind}, {build_name(self.compiled)} "
            f"build: {self.games} games x {self.repeats} repeats, median "
            f"{self.games_per_second:,.0f} games/s, {self.us_per_action:.2f} us/action, "
            f"{self.actions_per_second:,.0f} actions/s, "
            f"{self.actions_per_game:.1f} actions/game"
        )


def _one_batch(
    edition: str, players: int, games: int, trades: float, first_seed: int
) -> tuple[float, int]:
    """CPU seconds and actions of ``games`` seeded random games."""
    actions = 0
    start = time.process_time()
    for seed in range(first_seed, first_seed + games):
        state = new_game(edition, players, seed=seed)
        rng = random.Random(seed)
        while state.step is not Step.OVER:
            state = apply(state, random_move(state, rng, trades))
            actions += 1
    return time.process_time() - start, actions


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
        # A batch shorter than the clock's resolution would divide by zero.
        times.append(max(elapsed, 1e-9))
        counts.append(actions)
    gps = statistics.median(games / t for t in times)
    aps = statistics.median(a / t for a, t in zip(counts, times, strict=True))
    return BenchResult(edition, players, trades, games, repeats, counts[0] / games, gps, aps)


# The loop that compare() runs inside each build: the same moves as _one_batch, written against
# names every version of the package has had, so that an older core runs it unchanged.  It reads
# one request per line and answers one JSON line per request.
_WORKER = """
import json, random, sys, time
import bohnanza
from bohnanza.bots import random_move
print(json.dumps({"version": bohnanza.__version__,
                  "compiled": bool(getattr(bohnanza, "COMPILED", False))}), flush=True)
for line in sys.stdin:
    edition, players, games, trades = json.loads(line)
    actions = 0
    start = time.process_time()
    for seed in range(games):
        state = bohnanza.new_game(edition, players, seed=seed)
        rng = random.Random(seed)
        while state.step is not bohnanza.Step.OVER:
            state = bohnanza.apply(state, random_move(state, rng, trades))
            actions += 1
    print(json.dumps([time.process_time() - start, actions]), flush=True)
"""


class _Worker:
    """One build's interpreter, kept running between rounds (imports and caches warm)."""

    def __init__(self, label: str, python: str) -> None:
        self.label = label
        # -I: the package comes from the interpreter's own site-packages, never from the
        # working directory (which may be a source tree).
        self.process = subprocess.Popen(
            [python, "-I", "-c", _WORKER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        hello = json.loads(self._read())
        self.version = str(hello["version"])
        self.compiled = bool(hello["compiled"])

    def _read(self) -> str:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        if not line:
            raise RuntimeError(f"the bench worker of {self.label} stopped")
        return line

    def batch(self, edition: str, players: int, games: int, trades: float) -> tuple[float, int]:
        assert self.process.stdin is not None
        self.process.stdin.write(json.dumps([edition, players, games, trades]) + "\n")
        self.process.stdin.flush()
        seconds, actions = json.loads(self._read())
        return max(float(seconds), 1e-9), int(actions)

    def close(self) -> None:
        if self.process.stdin is not None:
            self.process.stdin.close()
        self.process.wait(timeout=60)


def compare(
    builds: Sequence[tuple[str, str]],
    edition: str = "rio-grande-2000",
    players: int = 4,
    games: int = 200,
    rounds: int = 7,
    trades: Sequence[float] = (0.0, 0.3),
    out: TextIO | None = None,
) -> dict[tuple[str, float], BenchResult]:
    """Time the bench loop in each build of ``builds`` (label, Python interpreter), in turns.

    Every round plays ``games`` games in each build, one build after the other, the order
    rotating from round to round; the figures are medians over the rounds, and each build's
    games/s is also given as a ratio to the first build's.  Prints as it goes (to
    ``out``, a file, or stdout) and returns the results by (label, trades).
    """
    stream = out if out is not None else sys.stdout
    workers = [_Worker(label, python) for label, python in builds]
    results: dict[tuple[str, float], BenchResult] = {}
    try:
        for w in workers:
            print(f"{w.label}: bohnanza {w.version}, {build_name(w.compiled)}", file=stream)
        print(policy_text(), file=stream, flush=True)
        for p in trades:
            times: dict[str, list[float]] = {w.label: [] for w in workers}
            counts: dict[str, list[int]] = {w.label: [] for w in workers}
            for r in range(rounds):
                for w in workers[r % len(workers) :] + workers[: r % len(workers)]:
                    seconds, actions = w.batch(edition, players, games, p)
                    times[w.label].append(seconds)
                    counts[w.label].append(actions)
            kind = f"with trades (p={p})" if p else "without trades"
            print(
                f"{edition}, {players} players, {kind}: {games} games x {rounds} rounds, "
                "builds alternating, CPU time medians",
                file=stream,
            )
            base = None
            for w in workers:
                t, c = times[w.label], counts[w.label]
                result = BenchResult(
                    edition,
                    players,
                    p,
                    games,
                    rounds,
                    c[0] / games,
                    statistics.median(games / s for s in t),
                    statistics.median(a / s for a, s in zip(c, t, strict=True)),
                    w.compiled,
                )
                results[(w.label, p)] = result
                if base is None:
                    base = result
                print(
                    f"  {w.label:<14} {result.games_per_second:8,.0f} games/s "
                    f"{result.us_per_action:7.2f} us/action "
                    f"{result.actions_per_game:6.1f} actions/game   "
                    f"x{result.games_per_second / base.games_per_second:.2f} "
                    f"vs {workers[0].label}",
                    file=stream,
                    flush=True,
                )
    finally:
        for w in workers:
            w.close()
    return results


def _instructions(command: Sequence[str], games: int, trades: float) -> tuple[int, float]:
    """Instructions counted by cachegrind for one bench run, and its actions per game."""
    done = subprocess.run(
        [
            "valgrind",
            "--tool=cachegrind",
            "--cache-sim=no",
            "--cachegrind-out-file=/dev/null",
            *command,
            "bench",
            "--games",
            str(games),
            "--repeat",
            "1",
            "--trades",
            str(trades),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    refs = re.search(r"I\s+refs:\s+([\d,]+)", done.stderr)
    per_game = re.search(r"([0-9.]+) actions/game", done.stdout)
    if refs is None or per_game is None:
        raise RuntimeError(f"no instruction count in: {done.stdout[-300:]} {done.stderr[-300:]}")
    return int(refs.group(1).replace(",", "")), float(per_game.group(1))


def instructions_per_action(command: Sequence[str], trades: float = 0.0) -> int:
    """Instructions per action of ``command bench`` (a ``bohnanza`` executable), by cachegrind.

    A run of 25 games minus a run of 5 (the same first seeds, so start-up, imports and the
    first games cancel out), divided by the actions of the 20 games in between.  Needs
    valgrind; the count does not depend on the machine's speed or load.
    """
    small, per_game_small = _instructions(command, 5, trades)
    large, per_game_large = _instructions(command, 25, trades)
    return round((large - small) / (25 * per_game_large - 5 * per_game_small))


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m bohnanza.bench --build LABEL=PYTHON ...``: :func:`compare`, then, with
    ``--valgrind``, the instructions per action of each build's ``bohnanza`` executable (the
    one beside its Python interpreter)."""
    import argparse
    from pathlib import Path

    parser = argparse.ArgumentParser(
        prog="python -m bohnanza.bench",
        description="Time the bench loop in several installed builds, alternating round by "
        "round; the first build is the baseline of the ratios.",
    )
    parser.add_argument(
        "--build",
        action="append",
        required=True,
        metavar="LABEL=PYTHON",
        help="a label and the Python interpreter of an environment where bohnanza is installed",
    )
    parser.add_argument("--edition", default="rio-grande-2000")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--games", type=int, default=200, help="games per build and round")
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--valgrind", action="store_true", help="also count instructions")
    args = parser.parse_args(argv)
    builds: list[tuple[str, str]] = []
    for spec in args.build:
        label, sep, python = spec.partition("=")
        if not sep or not label or not python:
            parser.error(f"--build {spec!r}: expected LABEL=PYTHON")
        builds.append((label, python))
    compare(builds, args.edition, args.players, args.games, args.rounds)
    if args.valgrind:
        print("instructions per action (cachegrind; 25 games minus 5, rio-grande-2000, 4 players)")
        for trades in (0.0, 0.3):
            for label, python in builds:
                command = [str(Path(python).parent / "bohnanza")]
                count = instructions_per_action(command, trades)
                print(f"  {label:<14} trades p={trades}: {count:,} instructions/action", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
