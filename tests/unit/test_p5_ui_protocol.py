"""``bohnanza.protocol.process`` refuses "a line longer than ``MAX_LINE`` bytes" (its
module docstring): a line of exactly ``MAX_LINE`` bytes, its newline not counted, is read;
one byte more is garbage and ends the bot."""

from __future__ import annotations

import sys
import time

import pytest

from bohnanza.protocol.process import MAX_LINE, BotProcess, Failure

#: A bot that writes one JSON object of exactly N bytes, a newline, and waits.
WRITER = (
    "import sys, time\n"
    "n = int(sys.argv[1])\n"
    "sys.stdout.write('{\"a\":\"' + 'x' * (n - 8) + '\"}\\n')\n"
    "sys.stdout.flush()\n"
    "time.sleep(30)\n"
)


def _bot(size: int) -> BotProcess:
    return BotProcess([sys.executable, "-c", WRITER, str(size)])


def test_a_line_of_exactly_the_limit_is_read() -> None:
    bot = _bot(MAX_LINE)
    try:
        answer = bot.receive(time.monotonic() + 30, 30)
        assert answer == {"a": "x" * (MAX_LINE - 8)}
        assert bot.alive
    finally:
        bot.end()


def test_a_line_one_byte_longer_is_garbage() -> None:
    bot = _bot(MAX_LINE + 1)
    with pytest.raises(Failure) as caught:
        bot.receive(time.monotonic() + 30, 30)
    assert (caught.value.kind, caught.value.detail) == (
        "garbage",
        "a line longer than 1,000,000 bytes",
    )
    assert not bot.alive
