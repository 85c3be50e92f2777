"""Whole games per second, interleaved: installed builds beside the TypeScript engine.

The peers' random game (the 104-card ``original-1997-fr`` deck, 4 players, no trades) is
played three ways in each build: by the audit's driver as a user writes it
(``project_random.py ... matched``: ``legal_actions(state, seat).basic`` and a policy in
Python), by a loop calling the built-in ``plant_move`` (the same player, compiled), and by
``playout(state, seed, "plant")`` (the whole game in the core); beside them the bench loop
and ``playout`` with each of its policies (``"random"``: the bench loop's game; ``"plant"``
and ``"greedy"``: the search bot's in-core rollouts) on ``rio-grande-2000``, and, given
its built ``dist`` folder, jnganzh/bohnanza-game's engine in node (the audit's
``jn_bench.mjs``).  Each round runs every entry once, each its own process, in the
same order; the medians of CPU time over the rounds and each entry's ratio to the
TypeScript engine are printed.  Builds without ``plant_move`` (before it existed) play the
driver's loops only.  No assertion: figures only.

usage: python tests/bench_pergame.py --build before=PY --build after=PY
           [--jnganzh DIST] [--drivers DIR] [--games 300] [--rounds 7]
"""

from __future__ import annotations

import argparse
import os
import random
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRIVERS = ROOT.parent / "shared" / "review" / "t4" / "performance"
JN = "jnganzh (node), no trades"


def drive(how: str, games: int, edition: str) -> None:
    """Play ``games`` seeded games one way (in the build running this file) and print the
    figures in the audit drivers' format."""
    from bohnanza import Step, apply, new_game
    from bohnanza.bots import plant_move, playout, playout_moves

    policy = how.removeprefix("playout-") if how.startswith("playout-") else "plant"
    moves = sum(
        len(playout_moves(new_game(edition, 4, seed=s), s, policy)[1]) for s in range(games)
    )
    for seed in range(10**6, 10**6 + 20):  # untimed warm-up games
        playout(new_game(edition, 4, seed=seed), seed, policy)
    start = time.process_time()
    for seed in range(games):
        state = new_game(edition, 4, seed=seed)
        if how == "plant-loop":
            rng = random.Random(seed)
            while state.step is not Step.OVER:
                state = apply(state, plant_move(state, rng))
        else:
            playout(state, seed, policy)
    cpu = time.process_time() - start
    print(f"games={games} cpu={cpu:.4f}s avg_steps={moves / games:.0f}")


def _has_playouts(python: str) -> bool:
    probe = "import bohnanza.bots as b; b.plant_move, b.playout"
    done = subprocess.run([python, "-I", "-c", probe], capture_output=True, check=False, cwd="/")
    return done.returncode == 0


def _entries(
    builds: list[tuple[str, str]], games: str, drivers: Path, jnganzh: str | None
) -> list[tuple[str, list[str], dict[str, str]]]:
    here, driver = str(Path(__file__).resolve()), str(drivers / "project_random.py")
    out: list[tuple[str, list[str], dict[str, str]]] = []
    warm = {"WARMUP": "20"}
    for label, python in builds:
        out.append(
            (
                f"{label}: the driver as written (matched), 104 cards",
                [python, driver, games, "4", "0", "matched", "original-1997-fr"],
                warm,
            )
        )
        if _has_playouts(python):
            for how, what in (("plant-loop", "a loop calling plant_move"), ("playout", "playout")):
                out.append(
                    (
                        f"{label}: the same game, {what}",
                        [python, here, "--drive", how, games, "original-1997-fr"],
                        {},
                    )
                )
        out.append((f"{label}: bench loop, rio-grande", [python, driver, games, "4", "0"], warm))
        if _has_playouts(python):
            for policy in ("random", "plant", "greedy"):
                out.append(
                    (
                        f"{label}: playout({policy}), rio-grande",
                        [python, here, "--drive", f"playout-{policy}", games, "rio-grande-2000"],
                        {},
                    )
                )
    if jnganzh:
        node = [os.environ.get("NODE", "node"), str(drivers / "jn_bench.mjs"), games, "4", "0"]
        out.append((JN, node, {"WARMUP": "1000", "JNGANZH_DIST": jnganzh}))
    return out


def _run(command: list[str], env: dict[str, str]) -> tuple[float, float]:
    done = subprocess.run(
        command,
        capture_output=True,
        text=True,
        check=False,
        cwd="/",
        env={**os.environ, **env},
    )
    line = (done.stdout.strip().splitlines() or [""])[-1]
    found: dict[str, str] = dict(re.findall(r"(\S+?)=(\S+)", line))
    if done.returncode or "cpu" not in found:
        sys.exit(f"{command} failed: {done.stdout[-300:]} {done.stderr[-1500:]}")
    steps = found.get("avg_steps", found.get("avg_engine_calls", "nan"))
    return int(found["games"]) / float(found["cpu"].rstrip("s")), float(steps)


def main(argv: list[str] | None = None) -> None:
    args = argv if argv is not None else sys.argv[1:]
    if args[:1] == ["--drive"]:
        drive(args[1], int(args[2]), args[3])
        return
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--build", action="append", required=True, metavar="LABEL=PYTHON")
    parser.add_argument("--jnganzh", help="packages/shared/dist of jnganzh/bohnanza-game")
    parser.add_argument("--drivers", type=Path, default=DRIVERS)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=7)
    given = parser.parse_args(args)
    builds = [(b.partition("=")[0], b.partition("=")[2]) for b in given.build]
    dist = str(Path(given.jnganzh).resolve()) if given.jnganzh else None
    todo = _entries(builds, str(given.games), given.drivers.resolve(), dist)
    rates: dict[str, list[float]] = {name: [] for name, _, _ in todo}
    steps: dict[str, float] = {}
    print(f"started {time.strftime('%Y-%m-%d %H:%M:%S')}, load {os.getloadavg()[0]:.1f}")
    for round_ in range(given.rounds):
        for name, command, env in todo:
            rate, steps[name] = _run(command, env)
            rates[name].append(rate)
            print(f"round {round_ + 1}: {name}: {rate:,.0f} games/s", file=sys.stderr)
    print(f"{given.rounds} rounds x {given.games} games, 4 players, CPU-time medians")
    base = statistics.median(rates[JN]) if JN in rates else None
    for name, values in rates.items():
        median = statistics.median(values)
        ratio = f"  x{median / base:.2f} the TypeScript engine" if base else ""
        print(
            f"  {name:<52} {median:>7,.0f} games/s  {1e6 / (median * steps[name]):5.2f} us/call"
            f"  {steps[name]:.0f} calls/game{ratio}"
        )


if __name__ == "__main__":
    main()
