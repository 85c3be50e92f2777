"""How an engine process ends (``bohnanza.conformance.protocol.EngineProcess``).

``close`` asks the engine to quit, "then make sure it is gone, and all it started": an
engine that ignores ``quit`` is ended all the same, and a process it started that left
its group does not outlive it (docs/conformance.md: "processes your engine started do
not outlive it").  An engine that ends is reported with "the end of its error output":
words written to that output by what it left behind are still read, up to the pipe's
end, before the failure is told.
"""

from __future__ import annotations

import os
import shlex
import signal
import sys
import time
from pathlib import Path

import pytest

from bohnanza.conformance.protocol import EngineFailure, EngineProcess


def _command(program: str) -> str:
    return f"{shlex.quote(sys.executable)} -c {shlex.quote(program)}"


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie does not)."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return text.rsplit(")", 1)[-1].split()[0] != "Z"


def _gone_soon(pid: int) -> bool:
    deadline = time.monotonic() + 30
    while _alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if _alive(pid):
        os.kill(pid, signal.SIGKILL)  # not left behind by a failing test
        return False
    return True


def test_closing_an_engine_that_ignores_quit_ends_it() -> None:
    # Answers hello, then neither quits nor ends at the end of its input.
    program = (
        "import sys, time\n"
        "sys.stdin.readline()\n"
        "sys.stdout.write('{\"ok\": true}\\n'); sys.stdout.flush()\n"
        "sys.stdin.read()\n"
        "time.sleep(600)\n"
    )
    engine = EngineProcess(_command(program), timeout=30)
    pid = engine.process.pid
    try:
        assert engine.request({"cmd": "hello"}) == {"ok": True}
    finally:
        engine.close()
    assert engine.process.poll() is not None, "close() left the engine running"
    assert _gone_soon(pid)


def test_closing_an_engine_ends_what_it_started_outside_its_group(tmp_path: Path) -> None:
    # Starts a process of its own session while it answers, then quits when told.
    pid_file = tmp_path / "child"
    program = (
        "import json, subprocess, sys\n"
        "for line in sys.stdin:\n"
        "    if json.loads(line)['cmd'] == 'quit':\n"
        "        sys.exit(0)\n"
        "    child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'],\n"
        "                             start_new_session=True)\n"
        f"    open({str(pid_file)!r}, 'w').write(str(child.pid))\n"
        "    sys.stdout.write('{\"ok\": true}\\n'); sys.stdout.flush()\n"
    )
    engine = EngineProcess(_command(program), timeout=30)
    try:
        assert engine.request({"cmd": "hello"}) == {"ok": True}
        child = int(pid_file.read_text())
        assert _alive(child)
    finally:
        engine.close()
    assert engine.process.poll() == 0, "the engine quit when asked"
    assert _gone_soon(child), "the engine's child outlived close()"


def test_a_crash_quotes_what_the_engine_left_behind_wrote_last() -> None:
    # The engine starts a process that keeps its error output, then dies without an
    # answer; that process writes its last words a moment later (0.3 s, well inside the
    # runner's 2 s wait for them, so a loaded machine still passes) and ends.
    late = "import sys, time; time.sleep(0.3); sys.stderr.write('beans spilled\\n')"
    program = (
        "import subprocess, sys\n"
        "sys.stdin.readline()\n"
        f"subprocess.Popen([sys.executable, '-c', {late!r}], stdout=subprocess.DEVNULL,\n"
        "                 stdin=subprocess.DEVNULL)\n"
        "sys.exit(4)\n"
    )
    engine = EngineProcess(_command(program), timeout=30)
    try:
        with pytest.raises(EngineFailure) as caught:
            engine.request({"cmd": "hello"})
    finally:
        engine.close()
    assert caught.value.kind == "crashed"
    assert caught.value.detail in (
        "the engine ended without answering (exit status 4): beans spilled",
        "the engine closed its output (exit status 4): beans spilled",
    )
