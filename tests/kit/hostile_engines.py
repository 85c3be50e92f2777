"""Engines that answer the conformance runner with hostile lines (finding F6 of the
reliability review): ``python tests/kit/hostile_engines.py NAME [PIDFILE]``.

Each is the referee's own adapter until the moment it sends its poison, so the runner
has played some of a game before it meets it.  The runner must report each as the
engine's ``garbage``, ``error`` or ``crashed``, never crash itself.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from typing import Any

from bohnanza.conformance.engine import RefereeEngine

Json = dict[str, Any]


def _nested(depth: int) -> object:
    value: object = []
    for _ in range(depth):
        value = [value]
    return value


class Hostile(RefereeEngine):
    """Answers the third ``moves`` request (or the final ``state``) with ``poison``."""

    name = "hostile"
    asked = 0

    def __init__(self, mode: str, pidfile: str | None) -> None:
        super().__init__()
        self.mode = mode
        self.pidfile = pidfile

    def poison(self, request: Json, answer: Json) -> Json | str | None:
        mode = self.mode
        cmd = request.get("cmd")
        if cmd == "moves":
            self.asked += 1
            if self.asked != 3:
                return None
            if mode == "deep-line":
                return "[" * 100_000 + "]" * 100_000
            if mode == "deep-answer":
                return '{"ok": true, "moves": ' + "[" * 5_000 + "]" * 5_000 + "}"
            if mode == "unicode-digit":
                return {"ok": True, "moves": ["\u00b2 end-planting", *answer["moves"]]}
            if mode == "arabic-digit":
                return {"ok": True, "moves": ["0 plant hand \u0663 on field 1"]}
            if mode == "wrong-types":
                return {"ok": True, "moves": [{"seat": "0", "move": 5, "card": [1]}]}
            if mode == "huge-number":
                return '{"ok": true, "moves": [{"seat": ' + "9" * 5000 + ', "move": "harvest"}]}'
            if mode == "big-number":
                return {"ok": True, "moves": [{"seat": 0, "move": "harvest", "field": 10**300}]}
            if mode == "error-object":
                return {"ok": False, "error": {"deep": _nested(20)}}
            if mode == "child-holds-output":
                child = subprocess.Popen(["sleep", "300"], stdout=sys.stdout)
                self._note(child.pid)
                os._exit(0)
            if mode == "child-lingers":
                child = subprocess.Popen(["sleep", "300"], stdout=subprocess.DEVNULL)
                self._note(child.pid)
            if mode == "setsid-child":
                # A child that leaves the engine's process group (and session).
                child = subprocess.Popen(["sleep", "300"], stdout=subprocess.DEVNULL,
                                         start_new_session=True)  # fmt: skip
                self._note(child.pid)
        if cmd == "hello" and mode == "stderr-flood":
            # 40 MB of error output, then a right engine.
            line = b"engine: something to say about beans\n" * 1000
            for _ in range(40_000_000 // len(line)):
                sys.stderr.buffer.write(line)
            sys.stderr.buffer.write(b"engine: the last words\n")
            sys.stderr.flush()
        if mode == "slow" and cmd in ("moves", "check", "apply"):
            time.sleep(0.3)
        if cmd == "apply" and mode == "deep-position":
            position = answer["position"]
            position["deck"] = _nested(900)
            return answer
        if cmd == "state" and mode in ("winners-mixed", "scores-text"):
            answer = dict(answer)
            if mode == "winners-mixed":
                answer.update(over=True, winners=[1, "a"])
            else:
                answer.update(over=True, scores="many")
            return answer
        return None

    def _note(self, pid: int) -> None:
        if self.pidfile:
            with open(self.pidfile, "a", encoding="utf-8") as file:
                file.write(f"{pid}\n")


MODES = (
    "deep-line",
    "deep-answer",
    "deep-position",
    "unicode-digit",
    "arabic-digit",
    "wrong-types",
    "huge-number",
    "big-number",
    "error-object",
    "winners-mixed",
    "scores-text",
    "child-holds-output",
    "child-lingers",
    "setsid-child",
    "stderr-flood",
    "slow",
)


def main() -> int:
    engine = Hostile(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else None)
    for line in sys.stdin:
        request = json.loads(line)
        if request.get("cmd") == "quit":
            return 0
        answer = engine.handle(request)
        poison = engine.poison(request, answer)
        if poison is None:
            poison = answer
        text = poison if isinstance(poison, str) else json.dumps(poison)
        sys.stdout.write(text + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
