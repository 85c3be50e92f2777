"""Conformance report: per rulebook, its clauses, the scenarios that cite them, and how many pass.

Run by ``nox -s conformance`` (and so by a bare ``nox``).  It runs the Gherkin features
under ``features/`` with pytest-bdd, then prints one line per catalogued rulebook:

    002    clauses 111  covered 111  passing 100  pending 11  scenarios 140  passed 129 ...

A clause is *passing* when at least one scenario tagged with its id passed.  Scenarios
tagged ``@pending`` describe rules that are not implemented yet; they run as strict
xfails, and their clauses are reported as pending, never as passing.  The run fails when
any scenario fails, or when a clause is neither passing nor pending.  A rulebook that no
preset follows yet (its catalogue names no edition) is reported with its count, and its
clauses are not required until its first scenario lands; every rulebook has a preset
today (Ladybohn, 001, has ``ladybohn``), so every clause of every rulebook is required.

With ``--junitxml=PATH`` (any pytest option passes through) the run also writes pytest's
JUnit XML report, in the ``xunit1`` family, which allows properties on a test case:

* every test case of a scenario carries ``<property name="scenario"
  value="features/002/harvesting.feature:87"/>``, its feature file and the line of its
  ``Scenario:`` (an outline's rows share it);
* the test suite carries the run's ``commit`` (``git rev-parse HEAD``, ``unknown`` outside
  a checkout) and ``changes`` (``yes`` when ``bohnanza/``, ``features/``, ``specs/`` or
  ``tests/`` differ from that commit); the suite's ``timestamp`` is the run's date.

``docs/generate.py --results PATH`` reads that file and shows each scenario's outcome on
the site (``nox -s docs`` runs this script first).
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from collections import defaultdict
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bohnanza.catalogue import catalogue, specs_dir  # noqa: E402

#: The folders whose changes make a run's results differ from its commit's.
WATCHED = ("bohnanza", "features", "specs", "tests")


def run_commit() -> tuple[str, bool]:
    """The checkout's commit, and whether the watched folders differ from it."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        status = subprocess.run(
            ["git", "status", "--porcelain", "--", *WATCHED],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown", False
    return head or "unknown", bool(status.strip())


def _planned_books() -> set[str]:
    """Rulebooks catalogued ahead of their engine: their ``[rulebook]`` table names no
    preset.  They are reported, but their clauses are not required yet."""
    planned = set()
    for path in (specs_dir() / "catalogue").glob("*.toml"):
        head = tomllib.loads(path.read_text(encoding="utf-8"))["rulebook"]
        if not head.get("editions"):
            planned.add(str(head["id"]))
    return planned


class Recorder:
    """A pytest plugin that keeps the rule ids and the outcome of every scenario."""

    def __init__(self) -> None:
        self.ids: dict[str, tuple[str, ...]] = {}
        self.outcomes: dict[str, str] = {}

    def pytest_collection_modifyitems(self, items: list[pytest.Item]) -> None:
        for item in items:
            ids = tuple(str(m.args[0]) for m in item.iter_markers("rule") if m.args)
            if ids:
                self.ids[item.nodeid] = ids
            where = scenario_location(item)
            if where:
                item.user_properties.append(("scenario", where))

    @pytest.fixture(autouse=True, scope="session")
    @classmethod
    def _run_commit(cls, record_testsuite_property: Callable[[str, object], None]) -> None:
        """The commit of the run, in the JUnit report's suite properties."""
        commit, changes = run_commit()
        record_testsuite_property("commit", commit)
        record_testsuite_property("changes", "yes" if changes else "no")

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.nodeid not in self.ids:
            return
        if report.when == "call" or report.outcome != "passed":
            outcome = "pending" if hasattr(report, "wasxfail") else report.outcome
            previous = self.outcomes.get(report.nodeid)
            if previous not in {"failed"}:
                self.outcomes[report.nodeid] = outcome


def scenario_location(item: pytest.Item) -> str:
    """``features/<book>/<file>.feature:<line>`` of a pytest-bdd test, "" for another test."""
    from pytest_bdd.scenario import scenario_wrapper_template_registry

    function = getattr(item, "obj", None)
    template = scenario_wrapper_template_registry.get(function) if callable(function) else None
    if template is None:
        return ""
    path = Path(template.feature.filename).resolve()
    try:
        rel = path.relative_to(ROOT).as_posix()
    except ValueError:
        rel = path.as_posix()
    return f"{rel}:{template.line_number}"


def report(recorder: Recorder) -> tuple[list[str], bool]:
    """The report's lines, and whether every clause passes or is pending."""
    clauses = catalogue()
    books: dict[str, list[str]] = defaultdict(list)
    for clause in clauses.values():
        books[clause.rulebook].append(clause.id)
    by_clause: dict[str, list[str]] = defaultdict(list)
    for nodeid, ids in recorder.ids.items():
        for rule_id in ids:
            by_clause[rule_id].append(recorder.outcomes.get(nodeid, "not run"))
    lines = []
    ok = True
    unknown = sorted(set(by_clause) - set(clauses))
    planned = _planned_books()
    for book in sorted(books):
        book_ids = books[book]
        covered = [i for i in book_ids if by_clause.get(i)]
        passing = [i for i in book_ids if "passed" in by_clause.get(i, [])]
        pending = [i for i in book_ids if i not in passing and "pending" in by_clause.get(i, [])]
        missing = [i for i in book_ids if i not in passing and i not in pending]
        scenarios = [
            n for n, tags in recorder.ids.items() if any(t.startswith(book + "/") for t in tags)
        ]
        passed = [n for n in scenarios if recorder.outcomes.get(n) == "passed"]
        failed = [n for n in scenarios if recorder.outcomes.get(n) == "failed"]
        share = 100.0 * len(passing) / len(book_ids) if book_ids else 100.0
        lines.append(
            f"{book:<6} clauses {len(book_ids):>3}  covered {len(covered):>3}  passing "
            f"{len(passing):>3}  pending {len(pending):>3}  scenarios {len(scenarios):>3}  "
            f"passed {len(passed):>3}  failed {len(failed):>3}  ({share:.1f}% of clauses pass)"
        )
        if book in planned and not scenarios:
            lines.append("       no preset follows this text yet: its clauses are not required")
            continue
        for rule_id in missing:
            lines.append(f"       no passing scenario: {rule_id}")
            ok = False
        if pending:
            lines.append(f"       pending (not implemented yet): {', '.join(pending)}")
        if failed:
            ok = False
    for rule_id in unknown:
        lines.append(f"unknown rule id in a tag: {rule_id}")
        ok = False
    return lines, ok


def main() -> int:
    """Run the features and print the report; exit 1 below 100%."""
    recorder = Recorder()
    args = sys.argv[1:]
    if any(a.startswith("--junitxml") or a.startswith("--junit-xml") for a in args):
        args = ["-o", "junit_family=xunit1", *args]  # properties on test cases
    status = pytest.main(
        ["-q", "-p", "no:cacheprovider", str(ROOT / "tests" / "features"), *args],
        plugins=[recorder],
    )
    lines, ok = report(recorder)
    print("\nConformance to the rulebooks (features/, specs/catalogue/)")
    print("\n".join(lines))
    if status != 0 or not ok:
        print("conformance: FAILED")
        return 1
    print("conformance: every clause has a passing scenario, or is marked pending")
    return 0


if __name__ == "__main__":
    sys.exit(main())
