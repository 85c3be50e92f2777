"""The site as living documentation (docs/generate.py): the outcomes of a run of the features
reach every clause, section, rulebook, feature and decision page, a failing scenario turns
its clause red, and each clause links to the code that names its rule.

The generator is fed JUnit XML reports written here (the format ``tests/conformance.py
--junitxml`` writes, each test case naming its scenario) and its reST pages are read back;
Sphinx renders ``:status-failed:`` as ``<span class="status-failed">``, which the site's
stylesheet colours red.
"""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
CLAUSE = "002/harvest.protection"


@pytest.fixture(scope="module")
def gen() -> ModuleType:
    spec = importlib.util.spec_from_file_location("docs_generate", ROOT / "docs" / "generate.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["docs_generate"] = module
    path = list(sys.path)
    try:
        spec.loader.exec_module(module)
    finally:
        sys.path[:] = path  # the generator puts the checkout first; the suite keeps its own
    return module


@pytest.fixture(scope="module")
def scenarios(gen: ModuleType) -> list[Any]:
    return [s for f in gen.load_features() for s in f.scenarios]


def junit(
    path: Path,
    outcomes: Mapping[str, Iterable[str]],
    commit: str = "0123456789abcdef0123456789abcdef01234567",
) -> Path:
    """A report as tests/conformance.py writes it: one test case per outcome (an outline's
    rows), each naming its scenario."""
    suites = ET.Element("testsuites")
    suite = ET.SubElement(suites, "testsuite", name="pytest", timestamp="2026-11-27T12:00:00")
    props = ET.SubElement(suite, "properties")
    ET.SubElement(props, "property", name="commit", value=commit)
    ET.SubElement(props, "property", name="changes", value="no")
    for where, results in outcomes.items():
        for k, outcome in enumerate(results):
            case = ET.SubElement(suite, "testcase", classname="t", name=f"test_{k}")
            if outcome == "failed":
                ET.SubElement(case, "failure", message="planted: the referee said no")
            elif outcome == "pending":
                ET.SubElement(case, "skipped", type="pytest.xfail", message="pending")
            cp = ET.SubElement(case, "properties")
            ET.SubElement(cp, "property", name="scenario", value=where)
    ET.ElementTree(suites).write(path, encoding="utf-8", xml_declaration=True)
    return path


def all_passed(scenarios: list[Any]) -> dict[str, list[str]]:
    return {s.where: ["passed"] * max(1, s.rows) for s in scenarios}


def block(text: str, clause: str) -> str:
    """The reST of one clause: from its label to the next label of a clause."""
    start = text.index(f".. _{clause}:")
    nxt = re.compile(r"^\.\. _\d", re.M).search(text, start + 4)
    return text[start : nxt.start() if nxt else len(text)]


def build(gen: ModuleType, tmp_path: Path, report: Path | None) -> Any:
    gen.problems.clear()
    site = gen.Site(gen.load_results(report) if report else None, out=tmp_path / "out")
    site.catalogue_pages()
    site.feature_pages()
    site.decision_page()
    site.results_page()
    assert gen.problems == []
    return site


def page(tmp_path: Path, rel: str) -> str:
    return (tmp_path / "out" / rel).read_text(encoding="utf-8")


def test_a_planted_failing_scenario_turns_its_clause_red(
    gen: ModuleType, scenarios: list[Any], tmp_path: Path
) -> None:
    # One scenario of 002/harvest.protection that names no other rulebook's clause fails.
    victim = next(
        s
        for s in scenarios
        if f"@{CLAUSE}" in s.tags and all(t.startswith("@002/") for t in s.tags if "/" in t)
    )
    outcomes = all_passed(scenarios)
    outcomes[victim.where] = ["failed"] * max(1, victim.rows)
    site = build(gen, tmp_path, junit(tmp_path / "r.xml", outcomes))

    book = page(tmp_path, "catalogue/002.rst")
    mine = block(book, CLAUSE)
    status = next(line for line in mine.splitlines() if line.startswith(":Status:"))
    assert status.startswith(":Status: :status-failed:`failed`"), status
    assert "1 failed" in status
    failed_line = next(line for line in mine.splitlines() if victim.label in line)
    assert ":status-failed:" in failed_line
    # The clause's other scenarios still pass; a clause the scenario does not name is green.
    assert mine.count(":status-passed:`passed` :ref:") == len(site.by_clause[CLAUSE]) - 1
    untouched = next(
        c.id
        for c in site.books["002"].clauses
        if site.by_clause.get(c.id) and victim not in site.by_clause[c.id]
    )
    assert ":Status: :status-passed:" in block(book, untouched)
    # Rolled up: the rulebook's fields and the section of the clause are red; another
    # rulebook stays green on the catalogue index.
    head = book[: book.index(".. contents::")]
    assert re.search(r"^:Status: :status-failed:", head, re.M)
    section_rollup = book[: book.index(f".. _{CLAUSE}:")].rsplit(".. container:: rollup", 1)[1]
    assert section_rollup.split("\n\n")[1].strip().startswith(":status-failed:")
    index = page(tmp_path, "catalogue/index.rst")
    row_002 = index[index.index("<rulebook-002>") :].split("   * -")[0]
    row_001 = index[index.index("<rulebook-001>") :].split("   * -")[0]
    assert ":status-failed:" in row_002 and ":status-failed:" not in row_001
    # The feature page and the results page name it, with the failure's message.
    feature = page(tmp_path, f"features/002/{victim.path.stem}.rst")
    section = feature[feature.index(f".. _{victim.label}:") + 4 :]
    assert ":status-failed:" in section.split(".. _scenario-")[0]
    results = page(tmp_path, "results.rst")
    assert "Failed scenarios (1)" in results and "planted: the referee said no" in results
    assert "Checks of the binding of the features failed" not in results


def test_a_failed_check_of_the_binding_is_on_the_results_page(
    gen: ModuleType, scenarios: list[Any], tmp_path: Path
) -> None:
    report = junit(tmp_path / "r.xml", all_passed(scenarios))
    tree = ET.parse(report)
    suite = tree.getroot().find("testsuite")
    assert suite is not None
    check = ET.SubElement(suite, "testcase", classname="tests.features.test_features")
    check.set("name", "test_every_step_has_exactly_one_definition")
    ET.SubElement(check, "failure", message="steps without exactly one definition")
    tree.write(report, encoding="utf-8", xml_declaration=True)
    build(gen, tmp_path, report)
    results = page(tmp_path, "results.rst")
    assert "Checks of the binding of the features failed" in results
    assert "test_every_step_has_exactly_one_definition" in results
    assert ":Other tests: 1 checks of the features' binding (1 failed)" in results


def test_every_clause_passes_when_every_scenario_passed(
    gen: ModuleType, scenarios: list[Any], tmp_path: Path
) -> None:
    site = build(gen, tmp_path, junit(tmp_path / "r.xml", all_passed(scenarios)))
    book = page(tmp_path, "catalogue/002.rst")
    assert ":status-failed:" not in book and ":status-not-run:" not in book
    tagged = [c.id for c in site.books["002"].clauses if site.by_clause.get(c.id)]
    clauses = book[book.index(".. contents::") :]
    assert clauses.count(":Status: :status-passed:") == len(tagged) > 100
    assert "commit 0123456789" in book  # the run's commit, on the page


def test_without_results_every_page_says_not_run(
    gen: ModuleType, scenarios: list[Any], tmp_path: Path
) -> None:
    build(gen, tmp_path, None)
    book = page(tmp_path, "catalogue/002.rst")
    assert ":status-passed:" not in book
    assert ":Status: :status-not-run:`not run`" in block(book, CLAUSE)
    assert "not run for this build\\: no results were given" in book
    french = page(tmp_path, "catalogue/000.1.rst")
    assert ":status-not-run:`non exécuté`" in french  # in the rulebook's language
    assert "No results: this site was built without a run" in page(tmp_path, "results.rst")


def test_one_failing_row_fails_its_outline_and_pending_is_not_a_pass(gen: ModuleType) -> None:
    assert gen.scenario_outcome(["passed", "failed", "passed"]) == "failed"
    assert gen.scenario_outcome(["pending"]) == "pending"
    assert gen.scenario_outcome([]) == "not-run"
    assert gen.rollup(["passed", "pending", "passed"])[0] == "pending"
    assert gen.rollup(["passed", "not-run"])[0] == "not-run"
    assert gen.rollup([])[0] == "none"


def test_a_file_that_is_no_report_of_the_features_is_refused(
    gen: ModuleType, tmp_path: Path
) -> None:
    text = tmp_path / "notes.xml"
    text.write_text("my bean notes\n", encoding="utf-8")
    with pytest.raises(gen.ResultsError, match=r"notes\.xml: not a readable JUnit XML report"):
        gen.load_results(text)
    plain = tmp_path / "plain.xml"
    plain.write_text(
        '<testsuites><testsuite name="p"><testcase classname="a" name="b"/></testsuite>'
        "</testsuites>",
        encoding="utf-8",
    )
    with pytest.raises(gen.ResultsError, match="no test case names a scenario"):
        gen.load_results(plain)


def test_a_report_naming_a_scenario_that_is_gone_is_a_problem(
    gen: ModuleType, tmp_path: Path
) -> None:
    gen.problems.clear()
    report = junit(tmp_path / "r.xml", {"features/002/gone.feature:3": ["passed"]})
    gen.Site(gen.load_results(report), out=tmp_path / "out")
    assert gen.problems == [
        f"{report}: the results name features/002/gone.feature:3, which is no scenario now"
    ]
    gen.problems.clear()


def test_a_real_run_of_one_scenario_reaches_its_clause(
    gen: ModuleType, scenarios: list[Any], tmp_path: Path
) -> None:
    """tests/conformance.py --junitxml names each scenario; the generator reads it back."""
    report = tmp_path / "run.xml"
    subprocess.run(
        [
            sys.executable,
            str(ROOT / "tests" / "conformance.py"),
            "-p",
            "no:xdist",
            "-k",
            "single_card_beside_an_empty_field_stays_protected",
            f"--junitxml={report}",
        ],
        cwd=ROOT,
        capture_output=True,
        check=False,  # the report fails: the other scenarios did not run
        # tests/conformance.py runs the sources beside it: not the build a session checks
        # (nox -s compiled sets BOHNANZA_EXPECT_BUILD, which tests/conftest.py enforces).
        env={k: v for k, v in os.environ.items() if k != "BOHNANZA_EXPECT_BUILD"},
    )
    results = gen.load_results(report)
    assert len(results.cases) == 1 and re.fullmatch(r"[0-9a-f]{40}|unknown", results.commit)
    [(where, outcomes)] = results.cases.items()
    assert where.startswith("features/002/harvesting.feature:") and outcomes == ("passed",)
    site = build(gen, tmp_path, report)
    mine = block(page(tmp_path, "catalogue/002.rst"), CLAUSE)
    status = ":Status: :status-not-run:`not run` (3 not run, 1 passed)"
    assert status in mine.replace("\\", "")  # the text as read, without its reST escapes
    assert site.outcome(next(s for s in scenarios if s.where == where)) == "passed"


def test_each_clause_links_to_the_code_that_names_its_rule(gen: ModuleType, tmp_path: Path) -> None:
    site = build(gen, tmp_path, None)
    mine = block(page(tmp_path, "catalogue/002.rst"), CLAUSE)
    assert "<code-bohnanza-rules-harvesting-check-harvest>" in mine
    # Found from the source: the function holds the key as a string (a refusal cites it).
    source = (ROOT / "bohnanza" / "rules" / "harvesting.py").read_text(encoding="utf-8")
    assert '"harvest.protection"' in source
    # A key only some readings reach says when; Ladybohn's own key for a base rule is named.
    code = site.code_by_clause
    matching = [how.text("en") for _, how in code["002/step1.matching-field"]]
    assert any("when matching_field is must or unique" in how for how in matching), matching
    lady = [how.text("fr") for _, how in code["001/lady.family-field"]]
    assert any("que Ladybohn énonce comme lady.family-field" in how for how in lady), lady
    site.code_pages()
    planting = page(tmp_path, "code/bohnanza.rules.planting.rst")
    assert ":ref:`002\\/step1\\.matching\\-field <002/step1.matching-field>`" in planting
    assert ".. literalinclude:: /../bohnanza/rules/planting.py" in planting


def test_a_decision_lists_the_scenarios_that_test_each_reading(
    gen: ModuleType, scenarios: list[Any], tmp_path: Path
) -> None:
    site = build(gen, tmp_path, junit(tmp_path / "r.xml", all_passed(scenarios)))
    tested = site.by_decision["harvest.protection-empty-field"]
    named = {s.name for s, how in tested if not how}
    by_option = {(s.name, how) for s, how in tested if how}
    # features/002/harvesting.feature: a comment names the decision, a step sets its option.
    assert "A single card beside an empty field stays protected" in named
    assert (
        "With the planted-fields reading, a single card beside an empty field may be sold",
        "planted-fields",
    ) in by_option
    decisions = page(tmp_path, "decisions.rst")
    entry = decisions[decisions.index(".. _decision-harvest.protection-empty-field:") :]
    entry = entry[: entry.index(".. _decision-", 10)]
    assert "Setting :ref:`protection <option-protection>` to ``planted-fields``:" in entry
    assert ":Status: :status-passed:" in entry


def test_each_example_row_of_an_outline_shows_its_own_outcome(
    gen: ModuleType, scenarios: list[Any], tmp_path: Path
) -> None:
    outline = next(s for s in scenarios if s.book == "002" and s.rows >= 3)
    outcomes = all_passed(scenarios)
    outcomes[outline.where] = ["passed"] * outline.rows
    outcomes[outline.where][1] = "failed"  # the second row
    build(gen, tmp_path, junit(tmp_path / "r.xml", outcomes))
    feature = page(tmp_path, f"features/002/{outline.path.stem}.rst")
    section = feature[feature.index(f".. _{outline.label}:") + 4 :].split(".. _scenario-")[0]
    assert ".. container:: tags\n\n   :status-failed:`failed`" in section  # the scenario
    marks = re.findall(r"^   \* - (:status-\w+:`[^`]*`|Result)$", section, re.M)
    assert marks[:4] == [
        "Result",
        ":status-passed:`passed`",
        ":status-failed:`failed`",
        ":status-passed:`passed`",
    ], marks
    assert len([m for m in marks if m != "Result"]) == outline.rows
    assert "run on 2026-11-27 12:00, commit 0123456789" in feature.replace("\\", "")


def test_a_quote_gives_the_lines_it_spans_in_its_rulebook(gen: ModuleType) -> None:
    """The lines are those of the rulebook's words under the catalogue's normalisation."""
    path = gen.RULEBOOKS / "002_1bb53536aecd8f93.txt"
    if not path.is_file():
        pytest.fail(
            f"MISSING INPUT: the source rulebook {path} is not there; put ../shared/rulebooks"
            " beside the checkout or set BOHNANZA_RULEBOOKS"
        )
    raw = path.read_text(encoding="utf-8")
    text = gen.RulebookText(raw)
    quote = "A player may not sell beans from a bean field with a single card"
    first, last = text.find(quote)
    lines = raw.splitlines()
    assert quote.split()[0:4] == lines[first - 1][lines[first - 1].index("A player") :].split()[:4]
    assert "single card" in " ".join(lines[first - 1 : last])
    # Words that run over a line break span both lines; a made-up quote is not found.
    k = next(n for n in range(1, len(lines)) if lines[n - 1].split() and lines[n].split())
    two = " ".join(
        [*lines[k - 1].replace("*", "").split()[-2:], *lines[k].replace("*", "").split()[:2]]
    )
    assert text.find(two) == (k, k + 1), two
    assert text.find("A player may sell every bean at any time for free") is None
