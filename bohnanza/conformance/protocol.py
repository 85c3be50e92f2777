"""The engine process: one JSON object a line each way, every answer awaited with a limit.

An engine that does not answer in time is killed ("hung"); one whose process ends or
whose pipe breaks has "crashed"; an answer that is not one JSON object on one line is
"garbage" (so is JSON nested deeper than any position, :data:`MAX_DEPTH`);
``{"ok": false, "error": ...}`` is the engine's own "error".  None of them can hold the
runner up: reads wait on the pipe with ``select`` and a deadline.  The engine runs in a
process group of its own, and the whole group is ended with it: a child it started does not
outlive the runner, and an engine whose own process ended while a child still holds its
output is reported ``crashed``, not ``hung``.
"""

from __future__ import annotations

import contextlib
import json
import os
import selectors
import shlex
import signal
import subprocess
import tempfile
import time
from typing import Any

__all__ = ["MAX_DEPTH", "EngineFailure", "EngineProcess", "depth"]

#: The longest answer line read, in bytes: far above any position.
MAX_LINE = 8_000_000
#: The deepest nesting of arrays and objects an answer may have: a position needs 6
#: (position, seats, seat, fields, field, card).
MAX_DEPTH = 32
#: How often a wait for an answer checks that the engine's process is still there (s).
_POLL = 0.25


def depth(value: object, limit: int = MAX_DEPTH) -> int:
    """How deeply ``value`` nests lists and dicts, counted without recursion and at most
    ``limit + 1`` (a value nested deeper is not walked further)."""
    deepest = 0
    todo: list[tuple[object, int]] = [(value, 0)]
    while todo:
        item, level = todo.pop()
        if isinstance(item, dict):
            item = list(item.values())
        elif not isinstance(item, list):
            continue
        level += 1
        deepest = max(deepest, level)
        if level > limit:
            return level
        todo.extend((child, level) for child in item)
    return deepest


class EngineFailure(Exception):
    """The engine broke the protocol: ``kind`` is hung, crashed, garbage or error."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"engine {kind}: {detail}")
        self.kind = kind
        self.detail = detail[:500]


class EngineProcess:
    """An engine started from a command line, spoken to line by line."""

    def __init__(self, command: str, timeout: float = 10.0) -> None:
        self.command = command
        self.timeout = timeout
        self.requests = 0
        # Kept open for the engine's whole life (closed in close()): its error output.
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115
        try:
            argv = shlex.split(command)
        except ValueError as exc:
            raise EngineFailure("crashed", f"cannot read the command: {exc}") from None
        if not argv:
            raise EngineFailure("crashed", "empty command")
        try:
            # A session of its own: the engine and every process it starts form one
            # process group, which kill() ends as a whole.
            self.process = subprocess.Popen(
                argv,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                bufsize=0,
                start_new_session=True,
            )
        except OSError as exc:
            raise EngineFailure("crashed", f"cannot start {argv[0]!r}: {exc.strerror}") from None
        assert self.process.stdout is not None and self.process.stdin is not None
        self._out = self.process.stdout.fileno()
        self._in = self.process.stdin
        self._buffer = b""
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._out, selectors.EVENT_READ)

    def stderr_tail(self) -> str:
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - 400))
            return self._stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""

    def _crashed(self, what: str) -> EngineFailure:
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=2)  # an engine that closed its output is ending
        code = self.process.poll()
        tail = self.stderr_tail()
        status = f"exit status {code}" if code is not None else "still running"
        return EngineFailure("crashed", f"{what} ({status}){': ' + tail if tail else ''}")

    def _line(self, deadline: float) -> bytes:
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                self.kill()
                raise EngineFailure("hung", f"no answer within {self.timeout:g} s")
            if not self._selector.select(min(left, _POLL)):
                if self.process.poll() is not None:
                    # The engine ended; something it started may still hold its output.
                    failure = self._crashed("the engine ended without answering")
                    self.kill()
                    raise failure
                continue
            chunk = os.read(self._out, 1 << 16)
            if not chunk:
                raise self._crashed("the engine closed its output")
            self._buffer += chunk
            if len(self._buffer) > MAX_LINE:
                self.kill()
                raise EngineFailure("garbage", f"an answer longer than {MAX_LINE:,} bytes")
        line, _, self._buffer = self._buffer.partition(b"\n")
        return line

    def request(
        self,
        message: dict[str, Any],
        deadline: float | None = None,
        timeout: float | None = None,
        *,
        refusal: bool = False,
    ) -> dict[str, Any]:
        """Send one request and wait for its answer, at most ``timeout`` seconds (default:
        the engine's) and not past ``deadline`` (a ``time.monotonic`` moment).  With
        ``refusal``, an answer ``{"ok": false, ...}`` is returned, not raised (the engine
        refuses the move it is asked to apply).

        Raises:
            EngineFailure: the engine hung, crashed, answered garbage or an error.
        """
        self.requests += 1
        data = (json.dumps(message, separators=(",", ":")) + "\n").encode()
        try:
            self._in.write(data)
            self._in.flush()
        except (BrokenPipeError, OSError):
            raise self._crashed("the engine closed its input") from None
        limit = time.monotonic() + (self.timeout if timeout is None else timeout)
        line = self._line(limit if deadline is None else min(limit, deadline))
        try:
            answer = json.loads(line)
        except (ValueError, UnicodeDecodeError, RecursionError):
            # RecursionError: arrays or objects nested thousands deep.
            raise EngineFailure("garbage", f"not JSON: {line[:120]!r}") from None
        if not isinstance(answer, dict):
            raise EngineFailure("garbage", f"not a JSON object: {line[:120]!r}")
        if depth(answer) > MAX_DEPTH:
            raise EngineFailure("garbage", f"an answer nested deeper than {MAX_DEPTH} levels")
        if answer.get("ok") is not True and not (refusal and answer.get("ok") is False):
            error = answer.get("error", answer)
            text = error if isinstance(error, str) else json.dumps(error)[:300]
            raise EngineFailure("error", text[:300])
        return answer

    def kill(self) -> None:
        """End the engine and every process of its group (children it started included)."""
        if hasattr(os, "killpg"):  # POSIX; elsewhere only the engine itself is ended
            with contextlib.suppress(OSError):
                os.killpg(self.process.pid, signal.SIGKILL)
        if self.process.poll() is None:
            self.process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=5)

    def close(self) -> None:
        """Ask the engine to quit, then make sure it is gone."""
        if self.process.poll() is None:
            try:
                self._in.write(b'{"cmd":"quit"}\n')
                self._in.flush()
                self._in.close()
                self.process.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self.kill()
        self._selector.close()
        self._stderr.close()
        if self.process.stdout is not None:
            self.process.stdout.close()
