"""A bot's process ends whole (``bohnanza.protocol.process.BotProcess``): ``end`` kills the
bot and lets go of everything the referee held for it (its pipes, the waits on them, the
file of its standard error), and ``close`` ends it the same way; an arena or a ``play``
that starts bot after bot must not run out of file descriptors while it keeps the ended
bots' objects around (a ``CommandBot``'s faults, a report)."""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

import pytest

from bohnanza.protocol.process import BotProcess

FAULTY = Path(__file__).resolve().parents[1] / "data" / "bots" / "faulty.py"


def _open() -> set[str]:
    """The file descriptors this process holds."""
    return set(os.listdir("/dev/fd"))


@pytest.mark.parametrize("ending", ["end", "close", "end twice"])
def test_an_ended_bot_leaves_no_descriptor_open(ending: str) -> None:
    before = _open()
    bot = BotProcess([sys.executable, str(FAULTY), "ok"])
    deadline = time.monotonic() + 30.0
    bot.send({"type": "hello", "protocol": "bohnanza-bot", "version": 1}, deadline)
    assert bot.receive(deadline, 30.0)["type"] == "hello"
    assert len(_open() - before) >= 4  # both pipes, both waits, the error file
    if ending == "close":
        bot.close(grace=5.0)
    else:
        bot.end()
        if ending == "end twice":
            bot.end()  # idempotent
    assert not bot.alive
    # The object is still held: whatever it kept open would stay open with it.
    assert _open() == before
    del bot
