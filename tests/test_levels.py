"""The planner's levels and bot modules found in the current directory (issue 29, item 4)."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

import bohnanza
from bohnanza.bots import GreedyBot, PlannerBot
from bohnanza.bots.levels import LevelBot
from bohnanza.errors import InvalidSetupError
from bohnanza.players import load_bot, play_game
from bohnanza.simulation import Plan, bot_name, results


def test_each_level_is_a_named_builtin_between_greedy_and_planner() -> None:
    for level in (1, 2, 3):
        bot = load_bot(f"planner-{level}")
        assert isinstance(bot, LevelBot)
        assert (bot.name, bot.level) == (f"planner-{level}", level)
    with pytest.raises(ValueError, match="1, 2 or 3"):
        LevelBot(4)


def test_a_level_answers_as_the_planner_or_as_the_greedy_bot_by_its_chance() -> None:
    """At every question of a game the level bot's move is the planner's or the greedy
    bot's; at level 1 it follows the planner about a quarter of the time."""
    state = bohnanza.new_game("rio-grande-2000", 4, seed=5)
    planner, greedy = PlannerBot(), GreedyBot()
    bot = LevelBot(1)
    rng = random.Random(0)
    differ = as_planner = 0
    while not state.is_over:
        seat = state.to_move[0]
        v = bohnanza.view(state, seat)
        moves = bohnanza.legal_actions(v)
        move = bot(v, moves, random.Random(rng.random()))
        p, g = planner(v, moves, random.Random(0)), greedy(v, moves, random.Random(0))
        assert move in (p, g)
        if p != g:
            differ += 1
            as_planner += move == p
        state = bohnanza.apply(state, move if move is not None else moves[0])
    assert differ > 20
    assert 0 < as_planner < differ * 0.5


def test_levels_play_whole_games_and_are_reported_by_name() -> None:
    final, _ = play_game("rio-grande-2000", ["planner-3", "planner-1", "greedy"], seed=11)
    assert final.is_over
    plan = Plan("rio-grande-2000", ("planner-2", "random", "random"))
    assert [r.seed for r in results(plan, range(2))] == [0, 1]
    assert bot_name("planner-2") == "planner-2"


def test_a_bot_module_in_the_current_directory_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "my_cwd_bot.py").write_text(
        "def first(view, moves, rng):\n    return moves[0] if moves else None\n",
        encoding="utf-8",
    )
    monkeypatch.chdir(tmp_path)
    before = list(sys.path)
    bot = load_bot("my_cwd_bot:first")
    assert bot.__name__ == "first"  # type: ignore[attr-defined]
    assert sys.path == before, "the current directory is not left on Python's path"
    monkeypatch.delitem(sys.modules, "my_cwd_bot")


def test_a_missing_bot_module_says_where_it_was_looked_for(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    with pytest.raises(InvalidSetupError, match=r"nor as no_such_bot_here\.py in"):
        load_bot("no_such_bot_here:Bot")
