"""``Report.rules``: "the rule ids of every class found", and only rule ids.  A protocol
failure names no rule (its class's rule is empty) even when it happened at a move: it
adds nothing to the rules, so a run whose engine only crashed broke no rule."""

from __future__ import annotations

from bohnanza.conformance.report import Finding, Report


def test_a_failure_at_a_move_adds_no_rule_id() -> None:
    report = Report("engine", "rio-grande-2000", 3)
    report.add(Finding("crashed", None, "Harvest", "game 0", 0, "", None))
    assert report.rules() == set()
    report.add(Finding("state", "002/harvest.coins", "Harvest", "game 1", 1, "coins", None))
    assert report.rules() == {"002/harvest.coins"}
