"""Planted bugs: which of the test suites catches each one?

Run from the repository root::

    python3 tests/mutants/run.py            # every planted bug, every suite
    python3 tests/mutants/run.py -m a,c     # some bugs only
    python3 tests/mutants/run.py -j 1       # one suite run at a time

For each planted bug the runner copies the package into a temporary directory, replaces
one exact piece of text in the copy of the module of ``bohnanza/rules/`` that holds the
mechanism (it stops at once if the text is not there exactly once), and runs each suite
with pytest in that directory, with ``PYTHONPATH`` pointing at it: a copy of ``tests/``
and ``pyproject.toml`` sits beside the mutated package and ``specs/`` is linked, so
nothing can import the real package.  A guard plugin checks, before any test runs, that
the module pytest imports is the mutated copy.  The same is first done without a planted
bug: every suite must pass there.

A suite *catches* a bug when it fails; the runner prints the first failing check's message
line.  The exit status is 0 when every planted bug is caught by at least one suite, 1 when
one survives them all, 2 when the runner itself cannot run (a missing anchor, a failing
baseline, a guard that finds the wrong package).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
#: The file the baseline's guard looks at (each planted bug names its own file).
TARGET = "bohnanza/referee.py"
#: Seconds a suite may run before it counts as hanging (which also catches the bug).
TIMEOUT = 900
GUARD = '''\
"""Written by tests/mutants/run.py: fails the session if pytest imports the wrong package."""

import os
from pathlib import Path

import pytest


def pytest_sessionstart(session: pytest.Session) -> None:
    import importlib

    here = Path(os.environ["MUTANT_ROOT"]).resolve()
    name = os.environ["MUTANT_FILE"].removesuffix(".py").replace("/", ".")
    found = Path(importlib.import_module(name).__file__ or "").resolve()
    text = found.read_text(encoding="utf-8")
    if here not in found.parents or os.environ["MUTANT_TEXT"] not in text:
        pytest.exit(f"MUTANT GUARD: imported {found}, not the copy in {here}", returncode=4)
'''


@dataclass(frozen=True)
class Mutant:
    """One planted bug: ``anchor`` (exactly once in the file) becomes ``replacement``."""

    key: str
    name: str
    anchor: str
    replacement: str
    path: str = TARGET


@dataclass(frozen=True)
class Suite:
    """One pytest run: its name and its paths."""

    name: str
    paths: tuple[str, ...]


@dataclass(frozen=True)
class Result:
    """How one suite fared against one version of the package."""

    suite: str
    failed: bool
    message: str
    seconds: float


MUTANTS: tuple[Mutant, ...] = (
    Mutant(
        "a",
        "a harvest loses one discarded card (harvesting.sell)",
        "    return new, discard + rest\n",
        "    return new, discard + rest[1:]\n",
        "bohnanza/rules/harvesting.py",
    ),
    Mutant(
        "b",
        "step 4 draws to the front of the hand (turn.step3_ends)",
        "Player(p.info, p.hand_ids + drawn, p.field_ids",
        "Player(p.info, drawn + p.hand_ids, p.field_ids",
        "bohnanza/rules/turn.py",
    ),
    Mutant(
        "c",
        "the protection rule is skipped (harvesting.can_harvest)",
        "    return all(k == 1 for k in sizes)\n",
        "    return True\n",
        "bohnanza/rules/harvesting.py",
    ),
    Mutant(
        "d",
        "a face-up card is left out when step 2 ends (trading.apply_end_trading)",
        "        player.aside_ids + s.face_up_ids,\n",
        "        player.aside_ids + s.face_up_ids[1:],\n",
        "bohnanza/rules/trading.py",
    ),
    Mutant(
        "e",
        "the game ends one exhaustion late (deck.end_reached)",
        "    return exhaustions >= end_exhaustions\n",
        "    return exhaustions >= end_exhaustions + 1\n",
        "bohnanza/rules/deck.py",
    ),
    Mutant(
        "f",
        "the turn passes to the right (turn.step3_ends)",
        "table, players, (active + 1) % len(players), s.rest[0] + 1,",
        "table, players, (active - 1) % len(players), s.rest[0] + 1,",
        "bohnanza/rules/turn.py",
    ),
    Mutant(
        "g",
        "a harvest pays with the bottom cards (harvesting.sell)",
        "        coins, rest = cards[cut:], cards[:cut]\n",
        "        coins, rest = cards[:paid], cards[paid:]\n",
        "bohnanza/rules/harvesting.py",
    ),
)

SUITES: tuple[Suite, ...] = (
    Suite("stateful", ("tests/stateful",)),
    Suite("exhaustive", ("tests/exhaustive",)),
    Suite("unit", ("tests/unit",)),
)


class RunnerError(RuntimeError):
    """The runner cannot give a meaningful answer."""


def mutate(text: str, mutant: Mutant) -> str:
    """``text`` with the planted bug.

    Raises:
        RunnerError: the anchor is not in ``text`` exactly once.
    """
    found = text.count(mutant.anchor)
    if found != 1:
        raise RunnerError(
            f"mutant {mutant.key}: anchor {mutant.anchor.strip()!r} occurs {found} times "
            f"in {mutant.path}, not once; update tests/mutants/run.py"
        )
    return text.replace(mutant.anchor, mutant.replacement)


def prepare(workdir: Path, mutant: Mutant | None) -> str:
    """Lay out a copy of the package (mutated) and the tests in ``workdir``.

    Returns the text the guard looks for in the imported referee.
    """
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", ".hypothesis")
    shutil.copytree(ROOT / "bohnanza", workdir / "bohnanza", ignore=ignore)
    shutil.copytree(ROOT / "tests", workdir / "tests", ignore=ignore)
    shutil.copy2(ROOT / "pyproject.toml", workdir / "pyproject.toml")
    (workdir / "specs").symlink_to(ROOT / "specs", target_is_directory=True)
    (workdir / "_mutant_guard.py").write_text(GUARD, encoding="utf-8")
    target = workdir / (mutant.path if mutant else TARGET)
    text = target.read_text(encoding="utf-8")
    if mutant is None:
        return text.splitlines()[0]
    target.write_text(mutate(text, mutant), encoding="utf-8")
    return mutant.replacement


def first_failure(output: str) -> str:
    """The first failing test and its message's first line, from pytest's ``-rfE`` summary
    (or else from the first ``E`` line of the tracebacks)."""
    lines = output.splitlines()
    for line in lines:
        if line.startswith(("FAILED ", "ERROR ")):
            test, _, message = line.partition(" - ")
            test = test.split(" ", 1)[1].rsplit("/", 1)[-1]
            if not message:
                message = next((x[4:].strip() for x in lines if x.startswith("E   ")), "")
            # tests.exhaustive.walker.WalkFailure: ... -> WalkFailure: ...
            message = re.sub(r"^(?:\w+\.)+(\w+:)", r"\1", message.strip())
            return f"{message}  [{test}]"
    for line in lines:
        if line.startswith("E   "):
            return line[4:].strip()
    tail = [line for line in lines if line.strip()]
    return tail[-1].strip() if tail else "(no output)"


def run_suite(workdir: Path, suite: Suite, marker: str, target: str) -> Result:
    """Run ``suite`` in ``workdir``; a failure stops at the first failing test (-x)."""
    env = dict(os.environ)
    env.update(
        PYTHONPATH=str(workdir),
        PYTHONDONTWRITEBYTECODE="1",
        HYPOTHESIS_PROFILE="ci",
        MUTANT_ROOT=str(workdir),
        MUTANT_TEXT=marker,
        MUTANT_FILE=target,
        COLUMNS="4000",  # pytest cuts the summary's messages to the terminal's width
    )
    command = [
        sys.executable,
        "-m",
        "pytest",
        *suite.paths,
        "-x",
        "-q",
        "-rfE",
        "--tb=short",
        "-p",
        "no:cacheprovider",
        "-p",
        "_mutant_guard",
    ]
    t0 = time.perf_counter()
    try:
        done = subprocess.run(
            command,
            cwd=workdir,
            env=env,
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return Result(suite.name, True, f"timed out after {TIMEOUT} s", TIMEOUT)
    seconds = time.perf_counter() - t0
    output = done.stdout + done.stderr
    if "MUTANT GUARD" in output:
        raise RunnerError(first_failure(output))
    if done.returncode in (4, 5):
        raise RunnerError(f"{suite.name}: pytest usage error or no tests ({done.returncode})")
    if done.returncode == 0:
        return Result(suite.name, False, "passed", seconds)
    message = first_failure(output)
    if done.returncode not in (1, 2):
        # 1: tests failed; 2: interrupted (a collection error); 3: internal error
        message = f"pytest exit {done.returncode}: {message}"
    return Result(suite.name, True, message, seconds)


def check_version(mutant: Mutant | None, suites: Sequence[Suite]) -> list[Result]:
    """Every suite against one version of the package, in a fresh directory."""
    with tempfile.TemporaryDirectory(prefix="bohnanza-mutant-") as tmp:
        workdir = Path(tmp)
        marker = prepare(workdir, mutant)
        target = mutant.path if mutant else TARGET
        return [run_suite(workdir, suite, marker, target) for suite in suites]


def _label(mutant: Mutant | None) -> str:
    return f"({mutant.key}) {mutant.name}" if mutant else "baseline (no planted bug)"


def report(mutant: Mutant | None, results: Sequence[Result]) -> None:
    """Print how each suite fared against one version."""
    print(f"\n{_label(mutant)}", flush=True)
    if mutant is not None:
        print(f"    {mutant.anchor.strip()}  ->  {mutant.replacement.strip()}")
    words = ("missed", "CAUGHT") if mutant else ("ok", "FAILED")
    for r in results:
        verdict = words[r.failed]
        print(f"    {r.suite:<11} {verdict:<7} {r.seconds:6.1f} s  {r.message}", flush=True)


def table(rows: Sequence[tuple[Mutant, list[Result]]], suites: Sequence[Suite]) -> str:
    """The summary: one row per planted bug, one column per suite."""
    width = max(len(_label(m)) for m, _ in rows)
    head = f"{'planted bug':<{width}}  " + "  ".join(f"{s.name:<10}" for s in suites)
    lines = [head, "-" * len(head)]
    for mutant, results in rows:
        cells = "  ".join(f"{'caught' if r.failed else '-':<10}" for r in results)
        verdict = "" if any(r.failed for r in results) else "  SURVIVED"
        lines.append(f"{_label(mutant):<{width}}  {cells}{verdict}")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the baseline and the planted bugs; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("-m", "--mutants", help="comma-separated keys (default: all)")
    parser.add_argument("-s", "--suites", help="comma-separated suite names (default: all)")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="versions checked at once")
    parser.add_argument("--no-baseline", action="store_true", help="skip the unmutated run")
    args = parser.parse_args(argv)
    mutants = [m for m in MUTANTS if not args.mutants or m.key in args.mutants.split(",")]
    suites = [s for s in SUITES if not args.suites or s.name in args.suites.split(",")]
    if not mutants or not suites:
        parser.error("no planted bug or no suite selected")
    try:
        for mutant in mutants:
            # every anchor first, before anything runs
            mutate((ROOT / mutant.path).read_text(encoding="utf-8"), mutant)
        t0 = time.perf_counter()
        if not args.no_baseline:
            baseline = check_version(None, suites)
            report(None, baseline)
            broken = [r.suite for r in baseline if r.failed]
            if broken:
                raise RunnerError(f"the unmutated package fails {', '.join(broken)}")
        with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
            futures = [(m, pool.submit(check_version, m, suites)) for m in mutants]
            rows = []
            for mutant, future in futures:
                results = future.result()
                report(mutant, results)
                rows.append((mutant, results))
    except RunnerError as exc:
        print(f"\nmutant runner: {exc}", file=sys.stderr)
        return 2
    print(f"\n{table(rows, suites)}")
    survivors = [m.key for m, results in rows if not any(r.failed for r in results)]
    print(
        f"\n{len(rows) - len(survivors)} of {len(rows)} planted bugs caught "
        f"in {time.perf_counter() - t0:.0f} s"
        + (f"; survived every suite: {', '.join(survivors)}" if survivors else "")
    )
    return 1 if survivors else 0


if __name__ == "__main__":
    sys.exit(main())
