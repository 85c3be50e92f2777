"""The conformance kit end to end from the command line (``nox -s kit``).

``python tests/kit/run_kit.py OUT GAMES`` writes the vectors of every preset into OUT,
runs ``bohnanza conformance`` against the referee behind the protocol for GAMES games of
each preset (no disagreement allowed), then against every deliberately wrong engine of
``wrong_engines.py`` (each must be caught with its rule id), and prints the figures.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PRESETS = [
    ("rio-grande-2000", 4),
    ("rio-grande-2000", 2),
    ("amigo-fr", 3),
    ("original-1997-fr", 4),
    ("original-1997-fr-003", 5),
    ("ladybohn", 3),
    ("ladybohn", 5),
]
#: Each wrong engine: the class it must be caught in (kind, rule id), the seed of its game
#: and the preset it plays (at 3 players).
WRONG = {
    "lone-card": ("allows", "002/harvest.protection", 1, "rio-grande-2000"),
    "non-active-trades": ("allows", "002/trade.parties", 1, "rio-grande-2000"),
    "last-face-up-lost": ("state", "002/end.step2", 6, "rio-grande-2000"),
    "goes-on": ("over", "002/end.exhaustion", 1, "rio-grande-2000"),
    "tie-to-highest-seat": ("winners", "002/end.tie-break", 3, "rio-grande-2000"),
    "coins-discarded": ("state", "002/harvest.coins", 1, "rio-grande-2000"),
    "miss-stays": ("state", "001/lady.miss-move", 1, "ladybohn"),
    "owed-baby-waits": ("allows", "001/lady.baby-trade", 1, "ladybohn"),
}


def bohnanza(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bohnanza", *args], capture_output=True, text=True, check=False
    )


def main() -> int:
    out, games = Path(sys.argv[1]), int(sys.argv[2])
    problems = []
    for name in sorted({p for p, _ in PRESETS}):
        done = bohnanza("vectors", "--edition", name, "--out", str(out / "vectors"))
        print(done.stdout.strip().splitlines()[-1] if done.stdout else done.stderr)
        if done.returncode:
            problems.append(f"vectors {name}: {done.stderr}")
    files = sorted((out / "vectors").glob("*.jsonl"))
    size = sum(f.stat().st_size for f in files)
    cases = sum(len(f.read_text(encoding="utf-8").splitlines()) - 1 for f in files)
    print(f"vectors: {len(files)} files, {cases} cases, {size:,} bytes")
    referee = f"{sys.executable} -m bohnanza.conformance.engine"
    for name, players in PRESETS:
        done = bohnanza(
            "conformance", "--engine", referee, "--edition", name, "--players", str(players),
            "--games", str(games), "--json",
        )  # fmt: skip
        report = json.loads(done.stdout)
        print(
            f"referee {name} {players}p: {report['games']} games, {report['disagreements']} "
            f"disagreements, {report['decision_points']} decision points, "
            f"{report['decision_points_per_second']} decision points/s"
        )
        if done.returncode or report["disagreements"]:
            problems.append(f"the referee disagrees with itself on {name}: {report['classes']}")
    for engine, (kind, rule, seed, name) in WRONG.items():
        done = bohnanza(
            "conformance", "--engine", f"{sys.executable} {HERE / 'wrong_engines.py'} {engine}",
            "--edition", name, "--players", "3", "--games", "1", "--seed", str(seed), "--json",
        )  # fmt: skip
        report = json.loads(done.stdout)
        found = {(c["kind"], c["rule"]) for c in report["classes"]}
        print(f"{engine}: {sorted(found)}")
        if done.returncode != 1 or (kind, rule) not in found:
            problems.append(f"{engine} is not caught as {kind} {rule}: {sorted(found)}")
    for problem in problems:
        print(f"FAILED: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
