"""Bots between the greedy bot and the planner, and bot modules found beside the user.

The planner (about 18-21 coins a game) is much stronger than a beginner; the greedy bot much
weaker.  ``planner-1`` to ``planner-3`` sit between them: at each question the bot answers
as the planner with chance ``level / 4``, else as the greedy bot, drawing from the bot's own
seeded generator, so a game still replays from its seed.  ``planner`` is level 4.

    >>> from bohnanza.players import load_bot, play_game
    >>> bot = load_bot("planner-2")
    >>> bot.name, bot.level
    ('planner-2', 2)
    >>> final, _ = play_game("rio-grande-2000", [bot, "greedy", "random"], seed=3)
    >>> final.is_over
    True
"""

from __future__ import annotations

import importlib
import random
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from types import ModuleType

from bohnanza.actions import Action
from bohnanza.bots import GreedyBot, PlannerBot
from bohnanza.views import PlayerView

__all__ = ["LEVELS", "LevelBot", "import_bot_module"]


class LevelBot:
    """The planner at ``level`` (1-3): the planner's answer with chance ``level / 4``, the
    greedy bot's otherwise."""

    __slots__ = ("_greedy", "_planner", "level", "name")

    def __init__(self, level: int) -> None:
        if type(level) is not int or not 1 <= level <= 3:
            raise ValueError(f"a planner level is 1, 2 or 3, not {level!r:.20}")
        self.level = level
        self.name = f"planner-{level}"
        self._planner = PlannerBot()
        self._greedy = GreedyBot()

    #: It makes offers, like both the bots it mixes.
    passive = False

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        bot = self._planner if rng.random() * 4 < self.level else self._greedy
        return bot(view, moves, rng)

    def __repr__(self) -> str:
        return f"LevelBot({self.level})"


#: The levels by name, as ``load_bot`` knows them.
LEVELS: dict[str, Callable[[], LevelBot]] = {
    f"planner-{n}": (lambda n=n: LevelBot(n))  # type: ignore[misc]
    for n in (1, 2, 3)
}


def import_bot_module(name: str) -> ModuleType:
    """Imports the module of a bot spec; a module that Python does not find but that lies
    in the current directory (``mybot.py`` or a package ``mybot/``) is imported from there,
    as ``python -m`` would, without leaving the directory on ``sys.path``.

    Raises:
        ImportError: neither Python's path nor the current directory has it (the message
            says where it looked).
    """
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        top = name.partition(".")[0]
        if exc.name != top:
            raise
        here = Path.cwd()
        if not ((here / f"{top}.py").is_file() or (here / top / "__init__.py").is_file()):
            raise ModuleNotFoundError(
                f"no module named {top!r} on Python's path nor as {top}.py in {here}",
                name=top,
            ) from None
    sys.path.insert(0, str(here))
    try:
        return importlib.import_module(name)
    finally:
        sys.path.remove(str(here))
