"""Two breaks in one move are two findings, each under its own clause (docs/conformance.md,
"Two breaks in one move are two findings"): the parts that differ are grouped by cause,
each cause gets its clause and is checked on its own against every reading (its parts
only), so no reading of one break excuses the other.  The planted pairs of
``tests/kit/run_kit.py`` that break twice in one move, in process."""

from __future__ import annotations

import warnings

import pytest

from bohnanza.conformance.runner import run
from tests.kit.fast.inprocess import InProcess, in_process
from tests.kit.run_kit import PLANTED, classes_of, engine_name

__all__ = ["in_process"]


@pytest.mark.parametrize(
    "key", ["pair:counterclockwise+two-card-draw", "pair:offer-discarded+duel-draws-three"]
)
def test_two_breaks_in_one_move_are_two_classes_each_with_its_clause(
    key: str, in_process: type[InProcess]
) -> None:
    case = PLANTED[key]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        report = run(
            engine_name(key),
            edition_name=case.preset,
            players=case.players,
            games=case.games,
            seed=case.seed,
            trades=case.trades,
            max_moves=case.moves,
            options=dict(case.options),
        )
    assert classes_of(report) == case.classes, report.text()
    assert len(case.classes) == 2
    # Neither is excused by a reading: each stays a break with no option explaining it.
    for k in report.counts:
        assert report.category(k) == "break" and not report.readings.get(k)
