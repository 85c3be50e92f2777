"""A strict ``CommandBot`` (``bohnanza.protocol.bot``: "With ``strict=True`` a fault
raises ``BotError`` instead") raises at the decision where it failed, whatever the fault:
a crash or garbage in the middle of a game stops that game there, naming the bot's seat,
and is not put off to a later question or game; the fault is kept in ``faults`` and its
process is ended.  A bot that is not strict forfeits the same decisions and the game ends."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bohnanza.players import BotError, play_game
from bohnanza.protocol.bot import CommandBot, Limits

FAULTY = [sys.executable, str(Path(__file__).resolve().parents[1] / "data" / "bots" / "faulty.py")]


class _Counted:
    """``bot``, counting the questions put to it."""

    def __init__(self, bot: CommandBot) -> None:
        self.bot = bot
        self.asked = 0
        self.name = bot.name

    def __call__(self, *args: object) -> object:
        self.asked += 1
        return self.bot(*args)  # type: ignore[arg-type]

    def __getattr__(self, name: str) -> object:
        return getattr(self.bot, name)


@pytest.mark.parametrize("mode", ["crash", "garbage"])
def test_a_strict_bot_that_fails_mid_game_raises_at_that_decision(mode: str) -> None:
    bot = CommandBot([*FAULTY, mode], limits=Limits(move=10.0), strict=True)
    counted = _Counted(bot)
    # The duel: the bot is asked on every one of its moves; faulty.py fails at its third.
    with pytest.raises(BotError, match=rf"at seat 1 failed.*{mode}") as caught:
        play_game("rio-grande-2000", ["greedy", counted], seed=8)  # type: ignore[list-item]
    assert counted.asked == 3
    assert [f.kind for f in bot.faults] == [mode]
    assert f"{mode}:" in str(caught.value)
    assert bot._process is None


@pytest.mark.parametrize("mode", ["crash", "garbage"])
def test_the_same_bot_not_strict_forfeits_and_the_game_ends(mode: str) -> None:
    bot = CommandBot([*FAULTY, mode], limits=Limits(move=10.0))
    final, _ = play_game("rio-grande-2000", ["greedy", bot], seed=8)
    assert final.is_over
    assert [f.kind for f in bot.faults] == [mode]
