"""The planted engines of ``tests/kit/wrong_engines.py`` answering in this process, through
the protocol's own lines (``bohnanza.conformance.engine.serve``), with the interface of
``bohnanza.conformance.protocol.EngineProcess``: the runner and the vectors check run
against them in seconds instead of starting a process per engine (the slow ``tests/kit``
runs the same engines as processes)."""

from __future__ import annotations

import argparse
import io
import json
from typing import Any

import pytest

from bohnanza.conformance import check, runner
from bohnanza.conformance.engine import RefereeEngine, serve
from bohnanza.conformance.protocol import EngineFailure, seconds
from tests.kit.wrong_engines import engine_named

Json = dict[str, Any]


class InProcess:
    """An engine named as ``wrong_engines.engine_named`` knows it (``referee``: the
    referee itself), one request a line, answered by ``serve``."""

    started: list[InProcess] = []  # noqa: RUF012 (the engines a test started, in order)

    def __init__(self, command: str, timeout: float = 10.0) -> None:
        self.command = command
        self.timeout = seconds(timeout, "the timeout")
        self.engine = RefereeEngine() if command == "referee" else engine_named(command)
        self.requests = 0
        self.closed = False
        self.stderr_bytes = 0
        self.sent: list[Json] = []
        InProcess.started.append(self)

    def request(
        self,
        message: Json,
        deadline: float | None = None,
        timeout: float | None = None,
        *,
        refusal: bool = False,
    ) -> Json:
        self.requests += 1
        self.sent.append(message)
        out = io.StringIO()
        serve(self.engine, io.StringIO(json.dumps(message) + "\n"), out)
        answer: Json = json.loads(out.getvalue())
        if answer.get("ok") is not True and not (refusal and answer.get("ok") is False):
            raise EngineFailure("error", str(answer.get("error"))[:300])
        return answer

    def stderr_tail(self, size: int = 400) -> str:
        return ""

    def close(self) -> None:
        self.closed = True


@pytest.fixture
def in_process(monkeypatch: pytest.MonkeyPatch) -> type[InProcess]:
    """The runner and the vectors check start ``InProcess`` engines."""
    InProcess.started = []
    monkeypatch.setattr(runner, "EngineProcess", InProcess)
    monkeypatch.setattr(check, "EngineProcess", InProcess)
    return InProcess


def conformance_args(**given: Any) -> argparse.Namespace:
    """The arguments of ``bohnanza conformance`` as the parser gives them, ``given`` replacing
    the defaults: the referee engine, one 3-player game."""
    base: dict[str, Any] = {
        "engine": "referee",
        "edition": "rio-grande-2000",
        "players": 3,
        "games": 1,
        "seed": 1,
        "trades": 0.2,
        "timeout": 10.0,
        "game_timeout": 120.0,
        "option": [],
        "variant": [],
        "reproducers": None,
        "json": False,
    }
    return argparse.Namespace(**{**base, **given})
