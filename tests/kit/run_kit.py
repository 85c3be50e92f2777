"""The conformance kit end to end from the command line (``nox -s kit``).

``python tests/kit/run_kit.py OUT GAMES`` writes the vectors of every preset into OUT and
checks the referee against them (``bohnanza vectors check``), runs ``bohnanza
conformance`` against the referee behind the protocol for GAMES games of each preset (no
disagreement allowed), then against every engine of ``wrong_engines.py``: each wrong
engine must be caught with the clause that decides its break, each engine right another
way must give no disagreement under its declared model and options, or only the open point
of the decision log it reads another way.  It prints the figures.
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
#: Each wrong engine: the class it must be caught in (kind, rule id, category), the seed
#: of its game and the preset it plays (at 3 players).  One per rule family.
WRONG: dict[str, tuple[str, str, str, int, str]] = {
    "lone-card": ("allows", "002/harvest.protection", "reading", 1, "rio-grande-2000"),
    "non-active-trades": ("allows", "002/trade.parties", "break", 1, "rio-grande-2000"),
    "non-active-donations": ("allows", "002/donate.to-active", "break", 1, "rio-grande-2000"),
    "coins-discarded": ("state", "002/harvest.coins", "break", 1, "rio-grande-2000"),
    "oldest-coins-pay": ("state", "000.2/field3.cost", "break", 11, "original-1997-fr"),
    "last-face-up-lost": ("state", "002/end.step2", "break", 6, "rio-grande-2000"),
    "ends-at-once-in-step2": ("over", "002/end.step2", "break", 6, "rio-grande-2000"),
    "goes-on": ("over", "002/end.step4", "break", 1, "rio-grande-2000"),
    "late-reshuffle": ("state", "002/deck.reshuffle", "open-point", 1, "rio-grande-2000"),
    "tie-to-highest-seat": ("winners", "002/end.tie-break", "break", 3, "rio-grande-2000"),
    "packet-deal": ("deal", "002/setup.deal", "reading", 1, "rio-grande-2000"),
    "first-copy-leaves": ("state", "002/trade.hand-position", "break", 2, "rio-grande-2000"),
    "second-field-of-a-variety": ("allows", "000.1/step1.matching-field", "reading", 1, "amigo-fr"),
    "final-harvest-vanishes": ("state", "002/end.scoring", "break", 1, "rio-grande-2000"),
    "keeps-an-extra-coin": ("state", "002/harvest.coins", "break", 1, "rio-grande-2000"),
    "miss-stays": ("state", "001/lady.miss-move", "break", 1, "ladybohn"),
    "owed-baby-waits": ("allows", "001/lady.baby-trade", "break", 1, "ladybohn"),
}  # fmt: skip
#: Engines right another way: the options they play under (their model is declared in
#: their hello); each must give no disagreement.
RIGHT: dict[str, dict[str, str]] = {
    "open-offers": {},
    "lapsing-offers-no-keep": {},
    "set-aside-reversed": {},
    "other-accept-cards": {},
    "anonymous-cards": {},
    "one-seat-in-step3": {},
    "packet-deal": {"deal_order": "packets"},
}
#: Engines right another way on an open point of the decision log (the rules leave it open,
#: the referee reads it one way without an option): the open point each must be reported
#: as, with no rule break, the seed of its game and the preset it plays (at 3 players).
OPEN: dict[str, tuple[str, int, str]] = {
    "coins-as-stacked": ("field3.payment-order", 1, "original-1997-fr"),
}


def bohnanza(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bohnanza", *args], capture_output=True, text=True, check=False
    )


def engine(name: str) -> str:
    return f"{sys.executable} {HERE / 'wrong_engines.py'} {name}"


def main() -> int:
    out, games = Path(sys.argv[1]), int(sys.argv[2])
    problems = []
    referee = f"{sys.executable} -m bohnanza.conformance.engine"
    for name in sorted({p for p, _ in PRESETS}):
        done = bohnanza("vectors", "--edition", name, "--out", str(out / "vectors" / name))
        print(done.stdout.strip().splitlines()[-1] if done.stdout else done.stderr)
        if done.returncode:
            problems.append(f"vectors {name}: {done.stderr}")
            continue
        for path in sorted((out / "vectors" / name).glob("*.jsonl"))[:2]:
            done = bohnanza("vectors", "check", "--engine", referee, str(path))
            lines = done.stdout.strip().splitlines()
            print(f"vectors check {path.name}: {lines[2] if len(lines) > 2 else done.stderr}")
            if done.returncode:
                problems.append(f"vectors check {path.name}: {done.stdout[-500:]}{done.stderr}")
    files = sorted((out / "vectors").glob("*/*.jsonl"))
    size = sum(f.stat().st_size for f in files)
    cases = sum(len(f.read_text(encoding="utf-8").splitlines()) - 1 for f in files)
    print(f"vectors: {len(files)} files, {cases} cases, {size:,} bytes")
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
    for name, (kind, rule, category, seed, preset) in WRONG.items():
        done = bohnanza(
            "conformance", "--engine", engine(name), "--edition", preset, "--players", "3",
            "--games", "1", "--seed", str(seed), "--json",
        )  # fmt: skip
        report = json.loads(done.stdout)
        found = {(c["kind"], c["rule"], c["category"]) for c in report["classes"]}
        print(f"{name}: {sorted(found)}")
        if done.returncode != 1 or (kind, rule, category) not in found:
            problems.append(f"{name} is not caught as {kind} {rule} ({category}): {found}")
        if {r for _, r, _ in found} != {rule}:
            problems.append(f"{name} is caught with other clauses too: {sorted(found)}")
    for name, options in RIGHT.items():
        given = [arg for k, v in options.items() for arg in ("--option", f"{k}={v}")]
        done = bohnanza(
            "conformance", "--engine", engine(name), "--players", "4", "--games", str(games),
            "--seed", "5", "--trades", "0.5", "--json", *given,
        )  # fmt: skip
        report = json.loads(done.stdout)
        print(f"{name} {options} model {report['model']}: {report['disagreements']} disagreements")
        if done.returncode or report["disagreements"]:
            problems.append(f"{name} is right another way, yet: {report['classes']}")
    for name, (point, seed, preset) in OPEN.items():
        done = bohnanza(
            "conformance", "--engine", engine(name), "--edition", preset, "--players", "3",
            "--games", "1", "--seed", str(seed), "--json",
        )  # fmt: skip
        report = json.loads(done.stdout)
        points = {(c["category"], (c["decision"] or {}).get("id")) for c in report["classes"]}
        print(f"{name}: {len(report['rule_breaks'])} rule breaks, {sorted(points, key=str)}")
        if report["rule_breaks"] or points != {("open-point", point)}:
            problems.append(f"{name} is right another way ({point}), yet: {report['classes']}")
    for problem in problems:
        print(f"FAILED: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
