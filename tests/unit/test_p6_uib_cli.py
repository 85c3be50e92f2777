"""``bohnanza simulate --records DIR`` refuses a folder that takes no new file before any
game is played (one line naming the file it tried, status 74, nothing on standard
output); an outside bot is told the time its game has left to the millisecond, never
less than nothing (docs/bots.md, ``time_left``)."""

from __future__ import annotations

import pytest

from bohnanza.cli import EXIT_OUTPUT, main
from bohnanza.protocol.bot import CommandBot, Limits


def test_a_records_folder_that_takes_no_file_is_refused_before_any_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # /proc/self (Linux) exists and is a folder, but no file can be created there, even by
    # root: a read-only folder would not do for root
    assert main(["simulate", "--games", "2", "--records", "/proc/self"]) == EXIT_OUTPUT
    out, err = capsys.readouterr()
    assert out == ""
    assert err == (
        "bohnanza: error: cannot write '/proc/self/game.json': no such file or directory\n"
    )


def test_the_time_a_bots_game_has_left_is_told_to_the_millisecond() -> None:
    bot = CommandBot("python3 mine.py", limits=Limits(move=2.5, game=10.0))
    assert bot._left() == {"move": 2.5, "game": 10.0}
    bot._used = 1.23456
    assert bot._left() == {"move": 2.5, "game": 8.765}
    bot._used = 11.0  # over its game's time: nothing left, not a negative time
    assert bot._left() == {"move": 2.5, "game": 0.0}
