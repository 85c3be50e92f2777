"""What ``bohnanza.bots.levels`` promises: a level's chance of the planner's answer, its
name and refusals, and bot modules found in the current directory."""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence
from pathlib import Path

import pytest

import bohnanza
from bohnanza.actions import Action
from bohnanza.bots.levels import LEVELS, LevelBot, import_bot_module
from bohnanza.listing import legal_actions
from bohnanza.players import load_bot
from bohnanza.views import PlayerView, view


class Fixed(random.Random):
    """A generator whose first draw is ``first`` (then as seeded)."""

    def __init__(self, first: float) -> None:
        super().__init__(0)
        self.first: float | None = first

    def random(self) -> float:
        if self.first is not None:
            value, self.first = self.first, None
            return value
        return super().random()


class Tag:
    def __init__(self, tag: str) -> None:
        self.tag = tag
        self.rngs: list[random.Random] = []

    def __call__(self, view: PlayerView, moves: Sequence[Action], rng: random.Random) -> str:
        self.rngs.append(rng)
        return self.tag


def _level(level: int) -> LevelBot:
    bot = LevelBot(level)
    bot._planner = Tag("planner")  # type: ignore[assignment]
    bot._greedy = Tag("greedy")  # type: ignore[assignment]
    return bot


@pytest.mark.parametrize(
    ("level", "draw", "answer"),
    [
        (1, 0.0, "planner"),
        (1, 0.2499, "planner"),
        (1, 0.25, "greedy"),
        (2, 0.4999, "planner"),
        (2, 0.5, "greedy"),
        (3, 0.7499, "planner"),
        (3, 0.75, "greedy"),
        (3, 0.99, "greedy"),
    ],
)
def test_a_level_answers_as_the_planner_with_chance_level_in_4(
    level: int, draw: float, answer: str
) -> None:
    state = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    v = view(state, 0)
    rng = Fixed(draw)
    bot = _level(level)
    assert bot(v, legal_actions(v), rng) == answer
    chosen = bot._planner if answer == "planner" else bot._greedy
    assert chosen.rngs == [rng]  # type: ignore[attr-defined]  # the same generator, passed on


def test_a_level_is_named_and_refuses_other_levels() -> None:
    for level in (1, 2, 3):
        bot = LEVELS[f"planner-{level}"]()
        assert (bot.level, bot.name, repr(bot)) == (level, f"planner-{level}", f"LevelBot({level})")
        assert bot.passive is False
        assert type(load_bot(f"planner-{level}")) is LevelBot
    assert sorted(LEVELS) == ["planner-1", "planner-2", "planner-3"]
    for bad in (0, 4, 2.0, True, "2"):
        with pytest.raises(ValueError, match=r"^a planner level is 1, 2 or 3, not "):
            LevelBot(bad)  # type: ignore[arg-type]


def test_a_level_game_replays_from_its_seed() -> None:
    one = bohnanza.players.play_game("rio-grande-2000", ["planner-2", "greedy", "random"], seed=4)
    two = bohnanza.players.play_game("rio-grande-2000", ["planner-2", "greedy", "random"], seed=4)
    assert one == two


def test_a_bot_module_is_found_in_the_current_directory_and_the_path_left_as_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "strp_here_bot.py").write_text("VALUE = 7\n", encoding="utf-8")
    package = tmp_path / "strp_here_pkg"
    package.mkdir()
    (package / "__init__.py").write_text("VALUE = 8\n", encoding="utf-8")
    (package / "inner.py").write_text("import strp_missing_inner\n", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    before = list(sys.path)
    try:
        assert import_bot_module("strp_here_bot").VALUE == 7
        assert import_bot_module("strp_here_pkg").VALUE == 8
        assert sys.path == before
        with pytest.raises(
            ModuleNotFoundError,
            match=r"^no module named 'strp_nowhere' on Python's path nor as strp_nowhere\.py in ",
        ):
            import_bot_module("strp_nowhere.sub")
        # a module that is there but imports a missing one: that error, as it is
        with pytest.raises(ModuleNotFoundError, match="strp_missing_inner"):
            import_bot_module("strp_here_pkg.inner")
        assert import_bot_module("json").__name__ == "json"
        # a module on Python's path lacking a submodule: Python's own error
        with pytest.raises(ModuleNotFoundError, match=r"^No module named 'json\.strp_nosuch'$"):
            import_bot_module("json.strp_nosuch")
        assert sys.path == before
    finally:
        for name in ("strp_here_bot", "strp_here_pkg", "strp_here_pkg.inner"):
            sys.modules.pop(name, None)
