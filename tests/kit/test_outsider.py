"""The outsider's engine (``tests/kit/outsider``), written from docs/conformance.md alone.

A small Bohnanza engine that does not import ``bohnanza``, with no card identity and no
offers, behind an adapter written from the docs: it must agree with the referee at every
decision point, and its planted break (a beanometer table off by one) must be caught under
the clause that decides it and no other.  Two more switches replay what it found in the
kit: its first guess at the order of a third field's coins (an open point, no rule break)
and one coin too many in every position (one class).
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bohnanza.conformance.runner import run

ADAPTER = f"{sys.executable} {Path(__file__).parent / 'outsider' / 'adapter.py'}"


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_outsider_engine_agrees_with_the_referee(players: int) -> None:
    report = run(ADAPTER, players=players, games=2, seed=11, trades=0.3)
    assert report.disagreements == 0, report.text()
    assert report.games_agreed == 2
    assert report.decisions > 500  # whole games were played, not one move


def test_the_outsider_engine_with_its_planted_break_is_caught_under_the_coin_clause() -> None:
    report = run(f"{ADAPTER} --break beanometer", players=3, games=1, seed=11)
    assert report.disagreements > 0
    assert report.rules() == {"002/harvest.coins"}, report.text()
    assert {report.category(k) for k in report.counts} == {"break"}, report.text()


def test_the_outsiders_first_guess_at_the_coins_order_is_the_open_point_not_a_break() -> None:
    # Its first guess put the three coins of a third field on the discard pile as they lay
    # (the top coin on top): another reading of field3.payment-order.
    report = run(f"{ADAPTER} --break coin-order", players=4, games=3, seed=11, trades=0.3)
    data = report.to_json()
    assert report.disagreements > 0 and data["rule_breaks"] == [], report.text()
    assert {(c["category"], c["decision"]["id"]) for c in data["classes"]} == {
        ("open-point", "field3.payment-order")
    }


def test_the_outsiders_coin_too_many_in_every_position_is_one_class() -> None:
    # Seat 0 reported with one coin too many from the deal on: one class, the deal, where it
    # first appeared, and every later move carried on in it (was 11 classes under 9 clauses).
    report = run(f"{ADAPTER} --break extra-coin", players=3, games=1, seed=11)
    assert list(report.counts) == [("deal", "002/setup.deal", "", "coins", "")], report.text()
    key = next(iter(report.counts))
    assert report.carried[key] == report.counts[key] - 1 > 100
