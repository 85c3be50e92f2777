"""The engine process (``bohnanza.conformance.protocol``), pinned where a user reads it:
the exact text of each failure (the kind and the words the report prints), the request
as the engine receives it (one compact JSON line), and the parts that find what an engine
started (by parentage, with start times) and keep the end of its error output."""

from __future__ import annotations

import contextlib
import json
import os
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bohnanza.conformance.protocol import (
    MAX_DEPTH,
    STDERR_TAIL,
    EngineFailure,
    EngineProcess,
    _descendants,
    _stat,
    _Tail,
    depth,
)


def _engine(body: str) -> str:
    program = f"import sys\nfor line in sys.stdin:\n{body}\n    sys.stdout.flush()\n"
    return f"{shlex.quote(sys.executable)} -c {shlex.quote(program)}"


def _failure(body: str, **kw: object) -> EngineFailure:
    engine = EngineProcess(_engine(body), timeout=20)
    try:
        with pytest.raises(EngineFailure) as caught:
            engine.request({"cmd": "hello"}, **kw)  # type: ignore[arg-type]
    finally:
        engine.close()
    return caught.value


def test_the_engine_receives_one_compact_json_line_per_request() -> None:
    echo = _engine("    sys.stdout.write(json.dumps({'ok': True, 'raw': line}) + '\\n')")
    engine = EngineProcess(echo.replace("import sys", "import sys, json"), timeout=20)
    try:
        got = engine.request({"cmd": "apply", "move": {"seat": 0, "field": [1, 2]}})
        assert got["raw"] == '{"cmd":"apply","move":{"seat":0,"field":[1,2]}}\n'
        assert engine.request({"cmd": "état"})["raw"] == '{"cmd":"\\u00e9tat"}\n'
        assert engine.requests == 2
    finally:
        engine.close()


def test_each_failure_says_exactly_what_the_engine_did() -> None:
    garbage = _failure("    sys.stdout.write('x' * 200 + '\\n')")
    assert (garbage.kind, garbage.detail) == ("garbage", f"not JSON: {b'x' * 120!r}")
    listed = _failure("    sys.stdout.write('[1, 2]\\n')")
    assert listed.detail == "not a JSON object: b'[1, 2]'"
    deep = "'{\"ok\": true, \"a\": ' + '[' * (%d) + ']' * (%d) + '}\\n'"
    at_limit = _engine(f"    sys.stdout.write({deep % (MAX_DEPTH - 1, MAX_DEPTH - 1)})")
    engine = EngineProcess(at_limit, timeout=20)
    try:
        assert depth(engine.request({"cmd": "x"})) == MAX_DEPTH, "as deep as allowed: read"
    finally:
        engine.close()
    too_deep = _failure(f"    sys.stdout.write({deep % (MAX_DEPTH, MAX_DEPTH)})")
    assert too_deep.detail == f"an answer nested deeper than {MAX_DEPTH} levels"
    error = _failure("    sys.stdout.write('{\"ok\": false, \"error\": \"' + 'e' * 400 + '\"}\\n')")
    assert (error.kind, error.detail) == ("error", "e" * 300)
    no_ok = _failure("    sys.stdout.write('{\"answer\": 1}\\n')")
    assert (no_ok.kind, no_ok.detail) == ("error", '{"answer": 1}')
    ended = _failure("    sys.stderr.write('out of beans\\n'); sys.exit(3)")
    assert ended.kind == "crashed"
    assert ended.detail in (
        "the engine ended without answering (exit status 3): out of beans",
        "the engine closed its output (exit status 3): out of beans",
    )
    quiet = _failure("    sys.exit(0)")
    assert quiet.detail.endswith("(exit status 0)"), "no last words: nothing after the status"
    closed = _failure("    import os; os.close(1); sys.stdin.read()")
    assert closed.detail == "the engine closed its output (still running)"


def test_a_refusal_is_an_answer_only_when_asked_and_only_ok_false() -> None:
    says = _engine('    sys.stdout.write(\'{"ok": null, "error": "what"}\\n\')')
    engine = EngineProcess(says, timeout=20)
    try:
        with pytest.raises(EngineFailure, match="what"):
            engine.request({"cmd": "apply"}, refusal=True)
    finally:
        engine.close()


def test_a_deadline_later_than_the_timeout_leaves_the_timeout_in_charge() -> None:
    silent = _engine("    pass")
    engine = EngineProcess(silent, timeout=0.2)
    try:
        with pytest.raises(EngineFailure) as caught:
            engine.request({"cmd": "hello"}, deadline=time.monotonic() + 60)
        assert caught.value.detail == "no answer within 0.2 s (--timeout)"
    finally:
        engine.close()
    engine = EngineProcess(silent, timeout=60)
    try:
        with pytest.raises(EngineFailure) as caught:
            engine.request({"cmd": "hello"}, deadline=time.monotonic() + 0.2)
        assert caught.value.detail == (
            "the game's deadline passed while waiting for an answer (--game-timeout)"
        )
    finally:
        engine.close()


def test_a_process_is_known_by_its_parent_and_start_time() -> None:
    me = _stat(os.getpid())
    assert me is not None
    fields = Path(f"/proc/{os.getpid()}/stat").read_text().rsplit(")", 1)[-1].split()
    assert me == (os.getppid(), fields[19])
    assert int(me[1]) > 0
    assert _stat(2**22 + 7) is None, "no such process"


def test_the_processes_started_are_found_with_their_children() -> None:
    child = subprocess.Popen(
        [sys.executable, "-c", "import subprocess, sys, time\n"
         "p = subprocess.Popen(['sleep', '30']); print(p.pid, flush=True); time.sleep(30)"],
        stdout=subprocess.PIPE,
        text=True,
    )  # fmt: skip
    try:
        assert child.stdout is not None
        grandchild = int(child.stdout.readline())
        found = _descendants(os.getpid())
        pids = {pid for pid, _ in found}
        assert {child.pid, grandchild} <= pids
        assert (child.pid, (_stat(child.pid) or (0, ""))[1]) in found
        assert {pid for pid, _ in _descendants(child.pid)} == {grandchild}
        assert _descendants(grandchild) == set()
    finally:
        with contextlib.suppress(OSError, NameError):
            os.kill(grandchild, signal.SIGKILL)
        child.kill()
        child.wait()


def test_the_tail_keeps_the_last_bytes_and_counts_them_all() -> None:
    read, write = os.pipe()
    tail = _Tail(read)
    tail.start()
    os.write(write, b"a" * 5000)
    os.write(write, "é".encode() + b"b" * (STDERR_TAIL - 2) + b"\n")
    os.close(write)
    tail.join(timeout=10)
    assert not tail.is_alive()
    assert tail.total == 5000 + 2 + STDERR_TAIL - 2 + 1
    assert len(tail.kept) == STDERR_TAIL
    # The last STDERR_TAIL bytes begin inside the "é": its second byte is replaced.
    assert tail.text() == "\ufffd" + "b" * (STDERR_TAIL - 2) + "\n"
    with pytest.raises(OSError):
        os.fstat(read)  # closed at the pipe's end


def test_a_failure_keeps_500_characters_of_detail_and_names_its_kind() -> None:
    failure = EngineFailure("garbage", "é" * 501)
    assert failure.detail == "é" * 500
    assert str(failure) == "engine garbage: " + "é" * 501
    assert json.loads(json.dumps({"d": failure.detail}))["d"] == "é" * 500


def test_an_engine_gone_before_the_request_closed_its_input() -> None:
    gone = f"{shlex.quote(sys.executable)} -c {shlex.quote('import sys; sys.exit(4)')}"
    engine = EngineProcess(gone, timeout=20)
    try:
        engine.process.wait(timeout=20)
        with pytest.raises(EngineFailure) as caught:
            engine.request({"cmd": "hello"})
        assert caught.value.kind == "crashed"
        assert caught.value.detail == "the engine closed its input (exit status 4)"
        assert engine.requests == 1
    finally:
        engine.close()


def test_an_error_that_is_no_text_is_quoted_as_json_cut_to_300_characters() -> None:
    listed = _failure(
        "    sys.stdout.write('{\"ok\": false, \"error\": ' + str([1] * 200) + '}\\n')"
    )
    assert listed.kind == "error"
    assert listed.detail == json.dumps([1] * 200)[:300]
    assert len(listed.detail) == 300
    whole = _failure("    sys.stdout.write('{\"ok\": 0, \"why\": \"' + 'w' * 400 + '\"}\\n')")
    assert whole.detail == json.dumps({"ok": 0, "why": "w" * 400})[:300]
