"""The kit's report (``bohnanza.conformance.report``), built by hand: the distinct rule
breaks are per rule id, with their games and decision points (docs/conformance.md, "The
report"), and each class says on how many examples the readings that explain it were
checked (none when no reading explains it)."""

from __future__ import annotations

from bohnanza.conformance.report import CONFIRMED, Finding, Report


def _report(*findings: Finding) -> Report:
    report = Report("engine", "rio-grande-2000", 4)
    for finding in findings:
        report.add(finding)
    return report


def test_rule_breaks_are_counted_per_rule_id() -> None:
    harvest = "002/harvest.coins"
    plant = "002/step1.front-card"
    report = _report(
        Finding("state", harvest, "harvest", "coins differ", 1, "coins"),
        Finding("state", harvest, "harvest", "coins differ", 2, "coins"),
        Finding("state", plant, "plant", "hand differs", 2, "hand"),
        Finding("allows", plant, "plant", "a card not the front one", 3),
    )
    breaks = report.to_json()["rule_breaks"]
    assert breaks == [
        {"rule": harvest, "games": 2, "decision_points": 2, "classes": 1},
        {"rule": plant, "games": 2, "decision_points": 2, "classes": 2},
    ]
    text = report.text()
    assert "2 distinct rule breaks (games, decision points):" in text
    assert f"  {plant}: 2 games, 2 decision points" in text


def test_a_class_says_on_how_many_examples_its_explanation_was_checked() -> None:
    unexplained = Finding("state", "002/harvest.coins", "harvest", "coins differ", 1, "coins")
    unconfirmed = Finding("allows", "002/trade.shape", "trade", "x", 1)
    confirmed = Finding("refuses", "002/step1.protection", "harvest", "y", 1)
    report = _report(unexplained, unconfirmed, confirmed)
    report.readings[unexplained.key] = []
    report.checked[unexplained.key] = 4
    report.readings[unconfirmed.key] = [("protection", "planted-fields")]
    report.checked[unconfirmed.key] = CONFIRMED - 1
    report.readings[confirmed.key] = [("protection", "planted-fields")]
    report.checked[confirmed.key] = CONFIRMED
    classes = {c["kind"]: c for c in report.to_json()["classes"]}
    seen = {
        kind: (c["category"], c["explained_by"] != [], c["explanation_checked_on"],
               c["explanation_confirmed"])
        for kind, c in classes.items()
    }  # fmt: skip
    assert seen == {
        "state": ("break", False, 0, False),
        "allows": ("break", True, CONFIRMED - 1, False),
        "refuses": ("reading", True, CONFIRMED, True),
    }
    assert f"on {CONFIRMED - 1} examples seen, too few to tell" in report.text()
