"""``bohnanza.protocol``: a bot's line of exactly ``MAX_LINE`` bytes, its newline not
counted, is read and one byte more is garbage that ends the bot (the module promises to
refuse "a line longer than ``MAX_LINE`` bytes"); ``CommandBot.game_over`` never raises, even
when the bot closed its input after its last answer, and ends it."""

from __future__ import annotations

import random
import sys
import time

import pytest

import bohnanza
from bohnanza.protocol.bot import CommandBot
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


HELLO = '{"type": "hello", "protocol": "bohnanza-bot", "version": 1, "name": "Gone"}'


def test_game_over_never_raises_when_the_bot_stopped_reading() -> None:
    """``game_over`` "never raises": a bot that closed its input after its last answer
    cannot be told the end; it is ended all the same, and that is no fault of the game."""
    script = (
        f"read hello; echo '{HELLO}'; read game; read decide; exec 0<&-; "
        'echo \'{"type": "move", "move": 0}\'; sleep 30'
    )
    bot = CommandBot(["sh", "-c", script])
    state = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    v = bohnanza.view(state, 0)
    moves = bohnanza.legal_actions(v)
    assert bot(v, moves, random.Random(1)) == moves[0]
    process = bot._process
    assert process is not None
    bot.game_over(v)
    assert bot.faults == [] and bot._process is None and bot.name == "Gone"
    assert not process.alive
