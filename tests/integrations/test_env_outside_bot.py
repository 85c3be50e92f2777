"""An outside bot (the bot protocol, docs/bots.md) at an opponent seat of the Gymnasium
environment: it plays whole episodes, and a new episode opens a new conversation.

Runs in ``nox -s rl`` (which installs ``bohnanza[rl]``), not in the default tests session.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import pytest

import bohnanza.env  # noqa: F401 (registers the environment)
from bohnanza.protocol.bot import CommandBot
from bohnanza.protocol.process import BotProcess

ROOT = Path(__file__).resolve().parents[2]
PY_BOT = f"cmd:{sys.executable} {ROOT / 'examples' / 'bots' / 'random_bot.py'}"


def test_an_outside_bot_plays_episode_after_episode(monkeypatch: pytest.MonkeyPatch) -> None:
    sent: list[str] = []
    send = BotProcess.send

    def spy(self: BotProcess, message: dict[str, Any], deadline: float) -> None:
        sent.append(message["type"])
        send(self, message, deadline)

    monkeypatch.setattr(BotProcess, "send", spy)
    env = gymnasium.make("bohnanza/Bohnanza-v1", bots=[PY_BOT, "greedy"])
    bot = env.unwrapped.bots[1]  # type: ignore[attr-defined]
    assert isinstance(bot, CommandBot)
    for episode in range(2):
        _, info = env.reset(seed=episode)
        over = False
        while not over:
            action = int(np.flatnonzero(info["action_mask"])[0])
            _, _, ended, truncated, info = env.step(action)
            over = ended or truncated
    bot.close()
    assert bot.faults == []
    # Two games, each with its handshake; the first ended when the second began.
    assert sent.count("hello") == 2 and sent.count("game") == 2
    assert sent.count("end") == 1 and sent.index("end") < sent.index("hello", 1)
    assert sent.count("decide") > 20
