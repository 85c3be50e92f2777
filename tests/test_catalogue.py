"""Traceability: the catalogue's quotes are verbatim, every rule the code cites has a clause,
every decision's option and choice match the engine and its presets."""

from __future__ import annotations

import ast
import os
import re
from pathlib import Path
from typing import Any

import pytest

from bohnanza import catalogue, editions
from bohnanza.editions import LADYBOHN_OPTIONS, OPTION_VALUES, Rules, edition
from bohnanza.errors import InvalidSetupError
from bohnanza.referee import RULE_KEYS

ROOT = Path(__file__).resolve().parent.parent
RULEBOOKS = Path(os.environ.get("BOHNANZA_RULEBOOKS", ROOT.parent / "shared" / "rulebooks"))
FILES = {
    "002": "002_1bb53536aecd8f93.txt",
    "000.1": "000_976bd63ee823e703.txt",
    "000.2": "000_976bd63ee823e703.txt",
    "003": "003_7bad02aedf88ba2a.txt",
    "004": "004_b37491ee2fd565d5.txt",
    "001": "001_3a44c9b20aa770b3.txt",
}


def _normal(text: str) -> str:
    return " ".join(text.replace("*", "").split())


def _rulebook(book: str) -> str:
    path = RULEBOOKS / FILES[book]
    if not path.is_file():
        # No silent pass: without the rulebooks no quote can be checked, so say what is
        # missing instead of skipping.
        pytest.fail(
            f"MISSING INPUT: the source rulebook {path} is not there; put ../shared/rulebooks"
            " beside the checkout or set BOHNANZA_RULEBOOKS"
        )
    return _normal(path.read_text(encoding="utf-8"))


def test_every_quote_is_verbatim_from_its_rulebook() -> None:
    clauses = catalogue.catalogue()
    assert clauses, "the catalogue is empty"
    missing = [c.id for c in clauses.values() if _normal(c.quote) not in _rulebook(c.rulebook)]
    assert missing == [], f"quotes not found verbatim: {missing}"


def test_every_decision_quote_is_verbatim() -> None:
    import tomllib

    raw = tomllib.loads((catalogue.specs_dir() / "decisions.toml").read_text(encoding="utf-8"))
    bad = []
    for entry in raw["decision"]:
        for quote in entry.get("quotes", []):
            if _normal(quote["text"]) not in _rulebook(quote["source"]):
                bad.append((entry["id"], quote["text"][:50]))
    assert bad == []


def test_clause_ids_carry_their_rulebook_and_a_well_formed_key() -> None:
    for clause in catalogue.catalogue().values():
        assert clause.id.startswith(clause.rulebook + "/")
        assert re.fullmatch(r"[a-z0-9-]+(\.[a-z0-9-]+)*", clause.key), clause.id
        assert clause.quote.strip(), clause.id
        assert clause.kind in {"rule", "example", "setup", "component", "overview", "note"}


def _reachable(key: str, rules: Rules) -> bool:
    condition = RULE_KEYS[key]
    if condition is None:
        return True
    for option, values in condition:
        value = getattr(rules, option)
        if isinstance(value, tuple):
            held = any(str(v) in values for v in value) if values else not value
        else:
            held = str(value) in values
        if not held:
            return False
    return True


def test_every_key_a_preset_can_cite_has_a_clause_in_its_rulebook() -> None:
    clauses = catalogue.catalogue()
    for name in editions():
        ed = edition(name)
        for players in ed.player_counts:
            rules = ed.rules(players)
            for key in RULE_KEYS:
                if _reachable(key, rules):
                    assert f"{ed.rulebook}/{key}" in clauses, (name, players, key)


def _rules_sources() -> list[ast.Module]:
    """The facade and every module of ``bohnanza/rules/``, parsed."""
    paths = [ROOT / "bohnanza" / "referee.py", *sorted((ROOT / "bohnanza" / "rules").glob("*.py"))]
    assert len(paths) > 5, "the rules package is missing"
    return [ast.parse(path.read_text(encoding="utf-8")) for path in paths]


def _keys_cited_in_source() -> set[str]:
    cited: set[str] = set()
    calls = [node for tree in _rules_sources() for node in ast.walk(tree)]
    for node in calls:
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "refuse":
            arg = node.args[1]
            for leaf in ast.walk(arg):
                if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str):
                    cited.add(leaf.value)
            if isinstance(arg, ast.Name):
                cited.add(f"<variable {arg.id}>")
    return cited


def _string_constants_outside_the_registry() -> set[str]:
    found: set[str] = set()
    for node in (node for tree in _rules_sources() for node in tree.body):
        if isinstance(node, ast.AnnAssign) and getattr(node.target, "id", "") == "RULE_KEYS":
            continue
        for leaf in ast.walk(node):
            if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str):
                found.add(leaf.value)
    return found


def test_every_key_cited_in_the_code_is_registered() -> None:
    cited = _keys_cited_in_source()
    variables = {c for c in cited if c.startswith("<variable")}
    # a key chosen at run time is held in a variable named `key`
    assert variables <= {"<variable key>"}
    assert cited - variables <= set(RULE_KEYS), cited - variables - set(RULE_KEYS)
    # and every registered key is used somewhere in the referee, not only registered
    unused = set(RULE_KEYS) - _string_constants_outside_the_registry()
    assert unused == set(), f"registered but never cited: {unused}"


def test_decisions_name_real_options_and_the_presets_reading() -> None:
    decisions = catalogue.decisions()
    assert len(decisions) >= 20
    rules = edition("rio-grande-2000").rules(4)
    fields = {a.name for a in Rules.__attrs_attrs__}
    for decision in decisions.values():
        if not decision.option:
            continue
        assert decision.option in fields, decision.id
        values = [value for value, _ in decision.alternatives]
        if decision.option in OPTION_VALUES:
            assert decision.choice in values, decision.id
            implemented = set(OPTION_VALUES[decision.option])
            assert str(getattr(rules, decision.option)) in implemented


@pytest.mark.parametrize(
    ("option", "value"),
    [(option, value) for option, values in OPTION_VALUES.items() for value in values],
)
def test_every_implemented_reading_is_selectable(option: str, value: str) -> None:
    # Some readings hold at some player counts only (the own-turn harvest is the duel's);
    # Ladybohn's own readings only with its mechanics (editions.LADYBOHN_OPTIONS).
    overrides: dict[str, Any] = {option: value}
    selected = []
    presets = (("ladybohn", 4),) if option in LADYBOHN_OPTIONS else ()
    for name, count in (("rio-grande-2000", 4), ("rio-grande-2000", 2), *presets):
        try:
            selected.append(edition(name).rules(count, **overrides))
        except InvalidSetupError:
            continue
    assert selected, (option, value)
    assert all(getattr(rules, option) == value for rules in selected)


def test_clauses_referenced_by_decisions_exist() -> None:
    decisions = catalogue.decisions()
    for clause in catalogue.catalogue().values():
        for ref in clause.decisions:
            assert ref in decisions, (clause.id, ref)


def test_each_presets_recorded_reading_is_what_the_preset_does() -> None:
    checked = 0
    for decision in catalogue.decisions().values():
        if decision.option not in OPTION_VALUES:
            continue
        for preset, value in decision.choices:
            ed = edition(preset)
            readings = {str(getattr(ed.rules(n), decision.option)) for n in ed.player_counts}
            assert value in readings, (decision.id, preset, value, readings)
            checked += 1
    assert checked >= 5


def test_no_decision_is_left_open() -> None:
    """Every edition has landed, so every decision states what the engine does: no choice
    (nor any preset's recorded reading) reads "open: decided in the issue ..."."""
    decisions = catalogue.decisions()
    open_ones = [
        (d.id, reading)
        for d in decisions.values()
        for reading in (d.choice, *(value for _, value in d.choices))
        if not reading or reading.strip().lower().startswith("open")
    ]
    assert open_ones == []


def test_every_reading_is_selectable_or_says_why_not() -> None:
    """An alternative is an option value the engine implements, or its reading says why it
    is not implemented (no bare "(not implemented)", no promise for a later engine)."""
    bare = []
    for decision in catalogue.decisions().values():
        for value, reading in decision.alternatives:
            if "(not implemented)" in reading or "when the engine lands" in reading:
                bare.append((decision.id, value))
            if decision.option in OPTION_VALUES and value in OPTION_VALUES[decision.option]:
                continue
            if "not implemented" not in reading and decision.option in OPTION_VALUES:
                bare.append((decision.id, value))
    assert bare == []
