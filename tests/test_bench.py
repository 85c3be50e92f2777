"""The benchmark's report: the figures icount.sh and readers rely on, and the comparison of
builds run side by side."""

from __future__ import annotations

import io
import random
import re
import sys

import pytest

import bohnanza
from bohnanza.bench import build_name, compare, run
from bohnanza.bots import play_random
from bohnanza.cli import main


def test_bench_reports_build_policy_and_per_action_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["bench", "--games", "2", "--repeat", "1", "--trades", "0.3"]) == 0
    out = capsys.readouterr().out
    assert f"{build_name(bohnanza.COMPILED)} build" in out
    assert f"bohnanza.COMPILED is {bohnanza.COMPILED}" in out
    assert "bots' policy: " in out and "random_move" in out
    line = next(row for row in out.splitlines() if "with trades (p=0.3)" in row)
    per_game = float(re.findall(r"([0-9.]+) actions/game", line)[0])
    us = float(re.findall(r"([0-9.]+) us/action", line)[0])
    per_second = float(re.findall(r"([0-9,]+) actions/s", line)[0].replace(",", ""))
    # The same two games the loop plays, counted here move by move.
    games = [bohnanza.new_game("rio-grande-2000", 4, seed=s) for s in range(2)]
    moves = [len(play_random(g, random.Random(s), 0.3)[1]) for s, g in enumerate(games)]
    assert per_game == pytest.approx(sum(moves) / 2)
    assert us == pytest.approx(1e6 / per_second, rel=0.01)


def test_run_counts_the_actions_of_the_seeded_games() -> None:
    result = run(games=3, repeats=2)
    assert result.compiled is bohnanza.COMPILED
    assert result.games == 3 and result.repeats == 2
    assert result.us_per_action == pytest.approx(1e6 / result.actions_per_second)
    assert 100 < result.actions_per_game < 2000


def test_compare_alternates_builds_and_gives_ratios() -> None:
    out = io.StringIO()
    results = compare(
        [("a", sys.executable), ("b", sys.executable)], games=2, rounds=2, trades=(0.0,), out=out
    )
    text = out.getvalue()
    assert set(results) == {("a", 0.0), ("b", 0.0)}
    # Both interpreters play the same seeded games, so the same actions per game.
    assert results["a", 0.0].actions_per_game == results["b", 0.0].actions_per_game
    assert results["a", 0.0].compiled is bohnanza.COMPILED
    assert "x1.00 vs a" in text
    assert re.search(r"\n  b +[0-9,]+ games/s +[0-9.]+ us/action", text)
