"""The outsider's engine (``tests/kit/outsider``), written from docs/conformance.md alone.

A small Bohnanza engine that does not import ``bohnanza``, with no card identity and no
offers, behind an adapter written from the docs: it must agree with the referee at every
decision point, and its planted break (a beanometer table off by one) must be caught under
the clause that decides it and no other.
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
