"""A bot's process: one JSON object a line each way, every wait bounded by a deadline.

The bot runs in a session (so a process group) of its own: ``end`` kills the whole group,
children the bot started included.  Reads and writes wait on the pipes with ``select``,
never longer than the deadline they are given, so a bot that stops reading or writing
cannot hold the referee up; a line longer than ``MAX_LINE`` bytes is refused.  What the
bot writes on its standard error goes to a temporary file, whose end is quoted when the
bot fails.
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
import weakref
from collections.abc import Sequence
from typing import Any

__all__ = ["MAX_LINE", "BotProcess", "Failure"]

#: The longest line read from a bot, in bytes.
MAX_LINE = 1_000_000
#: How often a wait checks that the bot's process is still there (s).
_POLL = 0.2


class Failure(Exception):
    """The bot failed: ``kind`` is ``timeout``, ``crash`` or ``garbage``."""

    def __init__(self, kind: str, detail: str) -> None:
        super().__init__(f"{kind}: {detail}")
        self.kind = kind
        self.detail = detail[:600]


def split_command(command: str | Sequence[str]) -> list[str]:
    """The argument vector of a command line (shell words, no shell run) or of a list."""
    argv = shlex.split(command) if isinstance(command, str) else [str(a) for a in command]
    if not argv:
        raise ValueError("an empty command")
    return argv


def _end_group(process: subprocess.Popen[bytes]) -> None:
    """Kill ``process`` and every process of its group, and reap it."""
    if hasattr(os, "killpg"):
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
    if process.poll() is None:
        with contextlib.suppress(OSError):
            process.kill()
    with contextlib.suppress(subprocess.TimeoutExpired):
        process.wait(timeout=5)


class BotProcess:
    """A bot started from a command, spoken to line by line.

    Raises (from the constructor):
        Failure: the command could not be started (``crash``).
    """

    def __init__(self, argv: Sequence[str], cwd: str | None = None) -> None:
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115 (closed in end())
        try:
            self.process = subprocess.Popen(
                list(argv),
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=self._stderr,
                bufsize=0,
                cwd=cwd,
                start_new_session=True,
            )
        except OSError as exc:
            self._stderr.close()
            raise Failure("crash", f"cannot start {argv[0]!r}: {exc.strerror}") from None
        assert self.process.stdin is not None and self.process.stdout is not None
        self._out = self.process.stdout.fileno()
        self._in = self.process.stdin.fileno()
        os.set_blocking(self._in, False)
        self._buffer = b""
        self._reader = selectors.DefaultSelector()
        self._reader.register(self._out, selectors.EVENT_READ)
        self._writer = selectors.DefaultSelector()
        self._writer.register(self._in, selectors.EVENT_WRITE)
        # Whatever happens to this object, the group is ended with it.
        self._finalizer = weakref.finalize(self, _end_group, self.process)

    @property
    def alive(self) -> bool:
        return self.process.poll() is None

    def stderr_tail(self) -> str:
        """The last few hundred characters the bot wrote on its standard error."""
        try:
            self._stderr.seek(0, os.SEEK_END)
            size = self._stderr.tell()
            self._stderr.seek(max(0, size - 300))
            return self._stderr.read().decode("utf-8", "replace").strip()
        except (OSError, ValueError):
            return ""

    def _crash(self, what: str) -> Failure:
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=1)
        code = self.process.poll()
        tail = self.stderr_tail()
        status = f"exit status {code}" if code is not None else "still running"
        self.end()
        return Failure("crash", f"{what} ({status}){': ' + tail if tail else ''}")

    def send(self, message: dict[str, Any], deadline: float) -> None:
        """Write one message, waiting at most until ``deadline`` (``time.monotonic``)."""
        data = (json.dumps(message, separators=(",", ":")) + "\n").encode()
        while data:
            left = deadline - time.monotonic()
            if left <= 0:
                self.end()
                raise Failure("timeout", "the bot did not read its input in time")
            if not self._writer.select(min(left, _POLL)):
                if not self.alive:
                    raise self._crash("the bot ended")
                continue
            try:
                written = os.write(self._in, data)
            except BlockingIOError:
                continue
            except OSError:
                raise self._crash("the bot closed its input") from None
            data = data[written:]

    def receive(self, deadline: float, limit: float) -> dict[str, Any]:
        """The next message, waited for at most until ``deadline``; ``limit`` is the
        time that deadline stands for, for the failure's text.

        Raises:
            Failure: no line in time (``timeout``: the bot is ended), the bot ended or
                closed its output (``crash``), a line that is not one JSON object or is
                too long (``garbage``: the bot is ended, as the stream is lost).
        """
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                self.end()
                raise Failure("timeout", f"no answer within {limit:.3g} s")
            if not self._reader.select(min(left, _POLL)):
                if not self.alive:
                    raise self._crash("the bot ended without answering")
                continue
            chunk = os.read(self._out, 1 << 16)
            if not chunk:
                raise self._crash("the bot closed its output")
            self._buffer += chunk
            # The line read so far, its newline not counted.
            end = self._buffer.find(b"\n")
            if (len(self._buffer) if end < 0 else end) > MAX_LINE:
                self.end()
                raise Failure("garbage", f"a line longer than {MAX_LINE:,} bytes")
        line, _, self._buffer = self._buffer.partition(b"\n")
        try:
            answer = json.loads(line)
        except (ValueError, UnicodeDecodeError, RecursionError):
            self.end()
            raise Failure("garbage", f"not JSON: {line[:100]!r}") from None
        if not isinstance(answer, dict):
            self.end()
            raise Failure("garbage", f"not a JSON object: {line[:100]!r}")
        return answer

    def close(self, grace: float = 1.0) -> None:
        """Close the bot's input, give it ``grace`` seconds to exit, then end its group."""
        if self.alive:
            if self.process.stdin is not None:
                with contextlib.suppress(OSError):
                    self.process.stdin.close()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(timeout=grace)
        self.end()

    def end(self) -> None:
        """Kill the bot and its whole process group at once (idempotent)."""
        self._finalizer()
        self._reader.close()
        self._writer.close()
        self._stderr.close()
        for pipe in (self.process.stdin, self.process.stdout):
            if pipe is not None:
                with contextlib.suppress(OSError):
                    pipe.close()
