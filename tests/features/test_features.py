"""Every scenario of every feature file under ``features/``, bound once, plus the checks that
keep the binding honest: no scenario left uncollected, no step without exactly one
definition, no unknown rule id, and every clause of a finished catalogue demonstrated.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any, cast

import pytest
from gherkin.dialect import Dialect
from gherkin.parser import Parser
from gherkin.token_scanner import TokenScanner
from pytest_bdd import scenarios
from pytest_bdd.feature import get_features
from pytest_bdd.parser import Feature, ScenarioTemplate
from pytest_bdd.scenario import scenario_wrapper_template_registry
from pytest_bdd.steps import StepFunctionContext, step_function_context_registry

from bohnanza.catalogue import catalogue
from tests.features.conftest import RULE_TAG

FEATURES = Path(__file__).resolve().parents[2] / "features"

#: Catalogues whose every clause must be tagged on a scenario of ``features/<id>/``.
#: Add a rulebook here once its feature folder is complete.
COMPLETE = ("002", "000.1", "004", "000.2", "003", "001")

scenarios("../../features")


# ---------------------------------------------------------------------------------------
# The feature files, read independently of pytest-bdd with the reference Gherkin parser.


def _gherkin_scenarios(path: Path) -> Iterator[tuple[str, int]]:
    """(name, example rows) of every scenario and outline in a file, rules included; the
    rows are -1 for a plain scenario."""
    # The parser's TypedDicts do not type the envelopes' keys: read it as plain data.
    document = cast(dict[str, Any], Parser().parse(TokenScanner(path.read_text("utf-8"))))
    feature = document.get("feature")
    if feature is None:
        return
    dialect = Dialect.for_name(feature["language"])
    assert dialect is not None, f"{path}: unknown language {feature['language']}"
    outline_words = {word.strip() for word in dialect.scenario_outline_keywords}
    children = list(feature["children"])
    while children:
        child = children.pop(0)
        if "rule" in child:
            children.extend(child["rule"]["children"])
        elif "scenario" in child:
            sc = child["scenario"]
            rows = sum(len(ex.get("tableBody", [])) for ex in sc.get("examples", []))
            yield sc["name"], rows if sc["keyword"].strip() in outline_words else -1


def _feature_files() -> list[Path]:
    return sorted(FEATURES.rglob("*.feature"))


def _bound() -> set[tuple[str, str]]:
    """(feature file, scenario name) of every test this module generated."""
    bound = set()
    for value in globals().values():
        template = scenario_wrapper_template_registry.get(value) if callable(value) else None
        if template is not None:
            bound.add((str(Path(template.feature.filename).resolve()), template.name))
    return bound


def _templates() -> Iterator[tuple[Feature, ScenarioTemplate]]:
    for feature in get_features([str(FEATURES)]):
        for template in feature.scenarios.values():
            yield feature, template


def test_the_feature_tree_is_the_projects_features_folder() -> None:
    assert FEATURES.is_dir(), f"EXPECTED the features folder\n  ACTUAL: no {FEATURES}"
    assert (FEATURES / "002").is_dir()
    assert _feature_files(), "no feature file under features/"


def test_every_scenario_of_every_feature_file_is_collected() -> None:
    written = set()
    for path in _feature_files():
        names = [name for name, _ in _gherkin_scenarios(path)]
        duplicates = sorted({n for n in names if names.count(n) > 1})
        assert not duplicates, f"{path}: scenario names must be unique, repeated: {duplicates}"
        written |= {(str(path.resolve()), name) for name in names}
    bound = _bound()
    assert written - bound == set(), f"EXPECTED every scenario bound\n  MISSING: {written - bound}"
    assert bound - written == set(), f"bound but not found in the files: {bound - written}"


def test_every_scenario_outline_has_examples() -> None:
    """``Exemple:`` (singular) is a scenario in French: an outline under it has no rows."""
    empty = [
        f"{path.name}: {name}"
        for path in _feature_files()
        for name, rows in _gherkin_scenarios(path)
        if rows == 0
    ]
    assert empty == [], f"outlines without example rows: {empty}"


def _step_definitions() -> list[StepFunctionContext]:
    return list(step_function_context_registry.values())


def test_every_step_has_exactly_one_definition() -> None:
    """Each step text (outlines rendered with each row) matches one step definition of its
    kind, so a wording never silently picks another definition or none."""
    definitions = _step_definitions()
    problems = []
    for feature, template in _templates():
        contexts = [ex for examples in template.examples for ex in examples.as_contexts()]
        for context in contexts or [{}]:
            for step in template.render(context).steps:
                found = [
                    d
                    for d in definitions
                    if d.type in (None, step.type) and d.parser.is_matching(step.name)
                ]
                if len(found) != 1:
                    where = f"{Path(feature.filename).name}:{step.line_number}"
                    names = [d.step_func.__name__ for d in found]
                    problems.append(f"{where} {step.type} {step.name!r} -> {names or 'none'}")
    assert problems == [], "steps without exactly one definition:\n" + "\n".join(problems)


def _tags() -> Iterator[tuple[str, ScenarioTemplate, set[str]]]:
    for feature, template in _templates():
        yield feature.filename, template, template.tags


def test_every_scenario_names_a_known_rule() -> None:
    known = set(catalogue())
    books = {c.rulebook for c in catalogue().values()}
    problems = []
    for filename, template, tags in _tags():
        rules = {t for t in tags if RULE_TAG.fullmatch(t)}
        if not rules:
            problems.append(f"{Path(filename).name}: {template.name!r} names no rule id")
        for rule in rules:
            if rule.split("/")[0] in books and rule not in known:
                problems.append(f"{Path(filename).name}: {template.name!r}: unknown id {rule}")
        if "example" in tags and not any(r.split("/")[1].startswith("example.") for r in rules):
            problems.append(f"{Path(filename).name}: {template.name!r}: @example, no example.N")
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("book", COMPLETE)
def test_every_clause_of_a_complete_catalogue_is_demonstrated(book: str) -> None:
    clauses = {cid for cid, c in catalogue().items() if c.rulebook == book}
    tagged = {t for filename, _, tags in _tags() for t in tags if RULE_TAG.fullmatch(t)}
    missing = sorted(clauses - tagged)
    assert missing == [], f"{len(missing)} clauses of {book} tagged on no scenario: {missing}"
    examples = {cid for cid in clauses if catalogue()[cid].kind == "example"}
    worked = {
        t for _, _, tags in _tags() if "example" in tags for t in tags if RULE_TAG.fullmatch(t)
    }
    expect_missing = sorted(examples - worked)
    assert expect_missing == [], f"worked examples not tagged @example: {expect_missing}"
