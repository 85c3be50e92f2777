"""The engine process: one JSON object a line each way, every answer awaited with a limit.

An engine that does not answer in time is killed ("hung"); one whose process ends or
whose pipe breaks has "crashed"; an answer that is not one JSON object on one line is
"garbage" (so is JSON nested deeper than any position, :data:`MAX_DEPTH`);
``{"ok": false, "error": ...}`` is the engine's own "error".  None of them can hold the
runner up: reads wait on the pipe with ``select`` and a deadline, and a "hung" says which
deadline passed (the answer's or the game's).  The engine's error output is read as it
comes and only its last :data:`STDERR_TAIL` bytes are kept (with the count of all it
wrote).  The engine runs in a process group of its own, and the whole group is ended with
it, together with every process it started that left the group (found by parentage when
the engine is ended): a child it started does not outlive the runner, and an engine whose
own process ended while a child still holds its output is reported ``crashed``, not
``hung``.
"""

from __future__ import annotations

import contextlib
import json
import math
import os
import selectors
import shlex
import signal
import subprocess
import threading
import time
from pathlib import Path
from typing import Any

__all__ = ["MAX_DEPTH", "STDERR_TAIL", "EngineFailure", "EngineProcess", "depth", "seconds"]

#: The end of the engine's error output that is kept, in bytes.
STDERR_TAIL = 4096


def seconds(value: float, what: str) -> float:
    """``value`` if it is a finite, positive number of seconds.

    Raises:
        ValueError: not a finite number above 0 (nan, inf, 0, negative).
    """
    if type(value) not in (int, float) or not math.isfinite(value) or value <= 0:
        raise ValueError(f"{what} is a number of seconds above 0, not {value!r}")
    return float(value)


class _Tail(threading.Thread):
    """Reads a pipe to its end, keeping its last ``STDERR_TAIL`` bytes and their count."""

    def __init__(self, fd: int) -> None:
        super().__init__(daemon=True)
        self.fd = fd
        self.kept = bytearray()
        self.total = 0
        self.lock = threading.Lock()

    def run(self) -> None:
        while True:
            try:
                chunk = os.read(self.fd, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            with self.lock:
                self.total += len(chunk)
                self.kept += chunk
                del self.kept[:-STDERR_TAIL]
        with contextlib.suppress(OSError):
            os.close(self.fd)

    def text(self) -> str:
        with self.lock:
            return bytes(self.kept).decode("utf-8", "replace")


def _stat(pid: int) -> tuple[int, str] | None:
    """A process's parent and start time (Linux ``/proc``), or None."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return None
    fields = text.rsplit(")", 1)[-1].split()
    if len(fields) < 20 or not fields[1].isdigit():
        return None
    return int(fields[1]), fields[19]


def _descendants(root: int) -> set[tuple[int, str]]:
    """The processes started by ``root`` and theirs, each with its start time, by
    parentage (Linux ``/proc``; empty elsewhere): found even when they left the engine's
    process group."""
    parents: dict[int, list[tuple[int, str]]] = {}
    try:
        pids = [int(e.name) for e in Path("/proc").iterdir() if e.name.isdigit()]
    except OSError:
        return set()
    for pid in pids:
        found = _stat(pid)
        if found is not None:
            parents.setdefault(found[0], []).append((pid, found[1]))
    out: set[tuple[int, str]] = set()
    todo = [root]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in out:
                out.add(child)
                todo.append(child[0])
    return out


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
        self.timeout = seconds(timeout, "the timeout")
        self.requests = 0
        #: The processes the engine started (pid, start time), seen while it ran.
        self._known: set[tuple[int, str]] = set()
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
                stderr=subprocess.PIPE,
                bufsize=0,
                start_new_session=True,
            )
        except OSError as exc:
            raise EngineFailure("crashed", f"cannot start {argv[0]!r}: {exc.strerror}") from None
        assert self.process.stderr is not None
        # Read as it comes, so the engine never blocks on it; only the end is kept.
        self._tail = _Tail(os.dup(self.process.stderr.fileno()))
        self.process.stderr.close()
        self._tail.start()
        assert self.process.stdout is not None and self.process.stdin is not None
        self._out = self.process.stdout.fileno()
        self._in = self.process.stdin
        self._buffer = b""
        self._selector = selectors.DefaultSelector()
        self._selector.register(self._out, selectors.EVENT_READ)

    def stderr_tail(self, size: int = 400) -> str:
        """The last ``size`` bytes (at most) the engine wrote on its error output."""
        return self._tail.text()[-size:].strip()

    @property
    def stderr_bytes(self) -> int:
        """How many bytes the engine wrote on its error output in all."""
        return self._tail.total

    def _crashed(self, what: str) -> EngineFailure:
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=2)  # an engine that closed its output is ending
        code = self.process.poll()
        if code is not None:
            # Its last words may still be in the pipe: the reader ends at the pipe's end
            # (at once, unless a child the engine left holds it open).
            self._tail.join(timeout=2)
        tail = self.stderr_tail()
        status = f"exit status {code}" if code is not None else "still running"
        return EngineFailure("crashed", f"{what} ({status}){': ' + tail if tail else ''}")

    def _line(self, deadline: float, why: str) -> bytes:
        while b"\n" not in self._buffer:
            left = deadline - time.monotonic()
            if left <= 0:
                self.kill()
                raise EngineFailure("hung", why)
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
        if self.requests % 100 == 1:
            self.track()
        data = (json.dumps(message, separators=(",", ":")) + "\n").encode()
        try:
            self._in.write(data)
            self._in.flush()
        except (BrokenPipeError, OSError):
            raise self._crashed("the engine closed its input") from None
        wait = self.timeout if timeout is None else timeout
        limit = time.monotonic() + wait
        if deadline is not None and deadline < limit:
            why = "the game's deadline passed while waiting for an answer (--game-timeout)"
            line = self._line(deadline, why)
        else:
            line = self._line(limit, f"no answer within {wait:g} s (--timeout)")
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
        """End the engine, every process of its group, and every process it started that
        left the group (``setsid``), found by parentage."""
        self.track()
        if hasattr(os, "killpg"):  # POSIX; elsewhere only the engine itself is ended
            with contextlib.suppress(OSError):
                os.killpg(self.process.pid, signal.SIGKILL)
            for pid, started in self._known:
                # The same process still (not another that took its number since).
                if (_stat(pid) or (0, ""))[1] == started:
                    with contextlib.suppress(OSError):
                        os.kill(pid, signal.SIGKILL)
        if self.process.poll() is None:
            self.process.kill()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self.process.wait(timeout=5)

    def track(self) -> None:
        """Note the processes the engine has started (while it runs)."""
        if self.process.poll() is None:
            self._known |= _descendants(self.process.pid)

    def close(self) -> None:
        """Ask the engine to quit, then make sure it is gone, and all it started."""
        self.track()
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
        self._tail.join(timeout=2)
        if self.process.stdout is not None:
            self.process.stdout.close()
