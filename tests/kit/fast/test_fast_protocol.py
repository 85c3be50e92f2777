"""The engine protocol (``bohnanza.conformance.protocol``): small engines written here as
one-line Python programs, each answering one way, and the referee's own adapter
(``bohnanza.conformance.engine``) answered in this process.  docs/conformance.md, "The
protocol": an engine that does not answer in time is "hung", one whose process ends has
"crashed", an answer that is not one JSON object on one line is "garbage", ``ok: false``
an "error"; the runner never waits without a deadline."""

from __future__ import annotations

import io
import json
import os
import shlex
import signal
import sys
import time
from typing import Any

import pytest

from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.engine import RefereeEngine, _options, serve
from bohnanza.conformance.protocol import (
    MAX_DEPTH,
    STDERR_TAIL,
    EngineFailure,
    EngineProcess,
    depth,
    seconds,
)
from bohnanza.notation import describe
from bohnanza.position import to_dict
from bohnanza.referee import apply, check
from bohnanza.setup import new_game

Json = dict[str, Any]


def _engine(body: str) -> str:
    """A command line: Python running ``body`` once per request line (``line`` is it)."""
    program = f"import sys\nfor line in sys.stdin:\n{body}\n    sys.stdout.flush()\n"
    return f"{shlex.quote(sys.executable)} -c {shlex.quote(program)}"


ECHO_OK = _engine('    sys.stdout.write(\'{"ok": true, "got": %s}\\n\' % line.strip())')


def test_seconds_are_finite_numbers_above_zero() -> None:
    assert seconds(2, "x") == 2.0 and isinstance(seconds(2, "x"), float)
    assert seconds(0.25, "x") == 0.25
    for bad in (0, -1, 0.0, float("nan"), float("inf"), True, "1", None):
        with pytest.raises(ValueError, match="the limit is a number of seconds above 0"):
            seconds(bad, "the limit")  # type: ignore[arg-type]


def test_depth_counts_nesting_and_stops_past_its_limit() -> None:
    assert depth(5) == 0 and depth("x") == 0
    assert depth([]) == 1 and depth({}) == 1
    assert depth({"a": [1, {"b": []}]}) == 4
    assert depth([[1], [[2]], 3]) == 3
    deep: object = 1
    for _ in range(10_000):
        deep = [deep]
    assert depth(deep) == MAX_DEPTH + 1, "a value nested deeper is not walked further"
    assert depth(deep, limit=3) == 4


def test_a_failure_says_its_kind_and_keeps_its_detail_short() -> None:
    failure = EngineFailure("hung", "x" * 600)
    assert failure.kind == "hung" and len(failure.detail) == 500
    assert str(failure).startswith("engine hung: xxx")


def test_an_answer_is_one_json_object_a_line() -> None:
    engine = EngineProcess(ECHO_OK, timeout=20)
    try:
        answer = engine.request({"cmd": "hello", "protocol": 1})
        assert answer == {"ok": True, "got": {"cmd": "hello", "protocol": 1}}
        assert engine.request({"cmd": "moves"})["got"] == {"cmd": "moves"}
        assert engine.requests == 2
    finally:
        engine.close()
    assert engine.process.poll() is not None, "closed: the engine is gone"


@pytest.mark.parametrize(
    ("body", "kind", "said"),
    [
        ("    sys.stdout.write('not json\\n')", "garbage", "not JSON"),
        ("    sys.stdout.write('[1, 2]\\n')", "garbage", "not a JSON object"),
        ("    sys.stdout.write('[' * 5000 + ']' * 5000 + '\\n')", "garbage", "not "),
        (
            "    sys.stdout.write('{\"ok\": true, \"a\": ' + '[' * 40 + ']' * 40 + '}\\n')",
            "garbage",
            f"nested deeper than {MAX_DEPTH} levels",
        ),
        (
            '    sys.stdout.write(\'{"ok": false, "error": "no such move"}\\n\')',
            "error",
            "no such move",
        ),
        ('    sys.stdout.write(\'{"ok": "yes"}\\n\')', "error", '"ok": "yes"'),
        ('    sys.stdout.write(\'{"ok": false, "error": [1]}\\n\')', "error", "[1]"),
        ("    sys.stderr.write('out of beans\\n'); sys.exit(3)", "crashed", "exit status 3"),
        ("    import os; os.close(1); sys.stdin.read()", "crashed", "closed its output"),
    ],
)
def test_an_engine_that_breaks_the_protocol_is_told_by_kind(
    body: str, kind: str, said: str
) -> None:
    engine = EngineProcess(_engine(body), timeout=20)
    try:
        with pytest.raises(EngineFailure) as caught:
            engine.request({"cmd": "hello"})
    finally:
        engine.close()
    assert caught.value.kind == kind
    assert said in caught.value.detail
    if "out of beans" in body:
        assert "out of beans" in caught.value.detail, "a crash quotes the engine's last words"


def test_a_refusal_to_apply_is_an_answer_not_a_failure() -> None:
    refuses = _engine('    sys.stdout.write(\'{"ok": false, "error": "illegal"}\\n\')')
    engine = EngineProcess(refuses, timeout=20)
    try:
        assert engine.request({"cmd": "apply"}, refusal=True) == {"ok": False, "error": "illegal"}
        with pytest.raises(EngineFailure, match="illegal"):
            engine.request({"cmd": "state"})
    finally:
        engine.close()


def test_an_engine_that_does_not_answer_in_time_is_hung_and_ended() -> None:
    silent = _engine("    pass")
    engine = EngineProcess(silent, timeout=0.3)
    with pytest.raises(EngineFailure) as caught:
        engine.request({"cmd": "hello"})
    assert caught.value.kind == "hung"
    assert caught.value.detail == "no answer within 0.3 s (--timeout)"
    assert engine.process.poll() is not None, "a hung engine is killed"
    engine.close()
    engine = EngineProcess(silent, timeout=20)
    with pytest.raises(EngineFailure) as caught:
        engine.request({"cmd": "hello"}, deadline=time.monotonic() + 0.3)
    assert caught.value.kind == "hung"
    assert "the game's deadline passed" in caught.value.detail
    assert "(--game-timeout)" in caught.value.detail
    engine.close()
    # A request may be given its own time (the hello: starting may take long).
    engine = EngineProcess(silent, timeout=20)
    with pytest.raises(EngineFailure, match=r"no answer within 0\.2 s"):
        engine.request({"cmd": "hello"}, timeout=0.2)
    engine.close()


def test_an_engine_that_cannot_start_has_crashed() -> None:
    for command, said in (
        ("", "empty command"),
        ("   ", "empty command"),
        ("python 'unbalanced", "cannot read the command"),
        ("/no/such/engine --flag", "cannot start '/no/such/engine'"),
    ):
        with pytest.raises(EngineFailure) as caught:
            EngineProcess(command)
        assert caught.value.kind == "crashed" and said in caught.value.detail
    with pytest.raises(ValueError, match="the timeout"):
        EngineProcess(ECHO_OK, timeout=0)


def test_only_the_end_of_the_error_output_is_kept_with_its_count() -> None:
    noisy = _engine(
        "    if 'hello' in line: sys.stderr.write('a' * 10000 + 'THE END'); sys.stderr.flush()\n"
        "    sys.stdout.write('{\"ok\": true}\\n')"
    )
    engine = EngineProcess(noisy, timeout=20)
    try:
        engine.request({"cmd": "hello"})
        engine.request({"cmd": "hello"})
    finally:
        engine.close()
    assert engine.stderr_bytes == 2 * 10007
    assert engine.stderr_tail(STDERR_TAIL).endswith("THE END")
    assert len(engine.stderr_tail(STDERR_TAIL)) == STDERR_TAIL
    assert engine.stderr_tail(20) == "aaaaaaaaaaaaaTHE END"
    assert engine.stderr_tail().endswith("THE END") and len(engine.stderr_tail()) == 400


def _serve(engine: RefereeEngine, *requests: object) -> list[Json]:
    out = io.StringIO()
    lines = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in requests)
    assert serve(engine, io.StringIO(lines), out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_the_reference_adapter_answers_each_request_of_the_protocol() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    position = to_dict(state)
    plant = describe(state, next(iter(_basic(state))))
    bad = describe(state, _refused(state))
    hello, started, moves, seat_moves, one, many, applied, now = _serve(
        RefereeEngine(),
        {"cmd": "hello", "protocol": PROTOCOL},
        {"cmd": "new_game", "position": position, "deck": []},
        {"cmd": "moves"},
        {"cmd": "moves", "seat": 1},
        {"cmd": "check", "move": bad},
        {"cmd": "check", "moves": [plant, bad]},
        {"cmd": "apply", "move": plant, "reshuffles": []},
        {"cmd": "state"},
    )
    assert hello == {"ok": True, "name": "bohnanza referee", "protocol": PROTOCOL}
    assert started == {"ok": True}
    assert moves["moves"] == [describe(state, m) for m in _basic(state)]
    assert seat_moves == {"ok": True, "moves": []}, "seat 1 has nothing to do in step 1"
    assert one["ok"] is True and one["legal"] is False and one["rule"].startswith("002/")
    assert many["verdicts"][0] == {"legal": True}
    assert many["verdicts"][1]["legal"] is False and "rule" in many["verdicts"][1]
    after = apply(state, _basic(state)[0])
    assert applied == {"ok": True, "position": to_dict(after)}
    assert now == {"ok": True, "position": to_dict(after), "over": False}


def _basic(state: Any) -> list[Any]:
    from bohnanza.listing import legal_actions

    return list(legal_actions(state).basic)


def _refused(state: Any) -> Any:
    from bohnanza.conformance.probes import near_misses

    return next(m for m in near_misses(state) if check(state, m) is not None)


def test_the_reference_adapter_answers_errors_and_stops_at_quit() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    answers = _serve(
        RefereeEngine(),
        {"cmd": "moves"},
        "not json",
        "[1]",
        "",
        {"cmd": "set_position", "position": 5},
        {"cmd": "set_position", "position": to_dict(state)},
        {"cmd": "moves", "seat": 7},
        {"cmd": "moves", "seat": True},
        {"cmd": "dance"},
        {"cmd": "quit"},
        {"cmd": "moves"},
    )
    assert len(answers) == 8, "blank lines are skipped, nothing is answered after quit"
    assert all(a["ok"] is False for i, a in enumerate(answers) if i != 4)
    assert "no game" in answers[0]["error"]
    assert answers[2]["error"] == "ValueError: a request is a JSON object"
    assert "position must be an object" in answers[3]["error"]
    assert answers[4] == {"ok": True}
    assert "no seat 7" in answers[5]["error"] and "no seat True" in answers[6]["error"]
    assert answers[7]["error"] == "ValueError: unknown command 'dance'"


def test_the_adapter_plays_another_reading_when_told() -> None:
    assert _options(["protection=planted-fields", "hand_size=6"]) == {
        "protection": "planted-fields",
        "hand_size": 6,
    }
    state = new_game("rio-grande-2000", 3, seed=1)
    engine = RefereeEngine({"protection": "planted-fields"})
    _serve(engine, {"cmd": "set_position", "position": to_dict(state)})
    assert engine.state is not None
    assert engine.state.table.rules.protection == "planted-fields"
    assert state.table.rules.protection != "planted-fields"


def test_ending_an_engine_ends_what_it_started_even_outside_its_group(tmp_path: Any) -> None:
    """ "together with any process your engine started that left the group (with ``setsid``):
    the runner notes your engine's descendants ... and ends them": here the engine starts
    such a process while it answers, after the runner last looked, and is then ended."""
    pid_file = tmp_path / "child"
    body = (
        "    import subprocess\n"
        "    child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'],\n"
        "                             start_new_session=True)\n"
        f"    open({str(pid_file)!r}, 'w').write(str(child.pid))\n"
        "    sys.stdout.write('{\"ok\": true}\\n')"
    )
    engine = EngineProcess(_engine(body), timeout=30)
    try:
        engine.request({"cmd": "hello"})
        child = int(pid_file.read_text())
        assert _alive(child)
        engine.kill()
    finally:
        engine.close()
    # A process killed with SIGKILL is gone at once (or a zombie until its reaper runs).
    deadline = time.monotonic() + 30
    while _alive(child) and time.monotonic() < deadline:
        time.sleep(0.05)
    outlived = _alive(child)
    if outlived:
        os.kill(child, signal.SIGKILL)  # not left behind by a failing test
    assert not outlived, "the engine's child outlived it"


def _alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[-1].split()[0] != "Z"
    except OSError:
        return False


def test_an_engine_declares_its_model_in_hello_and_the_runner_takes_it() -> None:
    """``hello``'s ``model`` (optional) says what the engine cannot express; the referee
    declares none."""
    from tests.kit.wrong_engines import engine_named

    [plain] = _serve(RefereeEngine(), {"cmd": "hello", "protocol": PROTOCOL})
    assert "model" not in plain
    [open_] = _serve(engine_named("open-offers"), {"cmd": "hello", "protocol": PROTOCOL})
    assert open_["model"] == {"offers": "open"}
    [lapsing] = _serve(engine_named("lapsing-offers-no-keep"), {"cmd": "hello"})
    assert lapsing["model"] == {"keep": False, "answers": False}


def test_the_adapter_started_with_an_option_plays_that_reading(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``python -m bohnanza.conformance.engine --option protection=planted-fields`` plays
    that reading (docs/conformance.md: "--option protection=planted-fields plays another
    reading")."""
    from bohnanza.conformance import engine

    state = new_game("rio-grande-2000", 3, seed=1)
    requests = [{"cmd": "set_position", "position": to_dict(state)}, {"cmd": "state"}]
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(json.dumps(r) + "\n" for r in requests)))
    monkeypatch.setattr(sys, "stdout", out)
    assert engine.main(["--option", "protection=planted-fields", "--option", "draw_count=2"]) == 0
    started, now = (json.loads(line) for line in out.getvalue().splitlines())
    assert started == {"ok": True}
    assert now["position"]["options"]["protection"] == "planted-fields"
    assert now["position"]["options"]["draw_count"] == 2


def test_what_an_engine_started_before_its_first_answer_does_not_outlive_it() -> None:
    """An engine that starts a process outside its group as it starts, then dies: the
    runner noted the process while the engine ran and ends it with the engine ("however
    the runner ends ..., processes your engine started do not outlive it")."""
    import tempfile

    with tempfile.TemporaryDirectory() as folder:
        pid_file = os.path.join(folder, "child")
        program = (
            "import subprocess, sys, time\n"
            "child = subprocess.Popen([sys.executable, '-c', 'import time; time.sleep(600)'],\n"
            "                         start_new_session=True)\n"
            f"open({pid_file!r} + '.new', 'w').write(str(child.pid))\n"
            f"import os; os.rename({pid_file!r} + '.new', {pid_file!r})\n"
            "sys.stdin.readline()\n"
            "sys.stdout.write('{\"ok\": true}\\n'); sys.stdout.flush()\n"
            "sys.exit(3)\n"
        )
        engine = EngineProcess(f"{shlex.quote(sys.executable)} -c {shlex.quote(program)}", 30)
        try:
            deadline = time.monotonic() + 30
            while not os.path.exists(pid_file) and time.monotonic() < deadline:
                time.sleep(0.02)
            with open(pid_file) as written:  # renamed into place whole
                child = int(written.read())
            assert engine.request({"cmd": "hello"}) == {"ok": True}
            with pytest.raises(EngineFailure) as caught:
                engine.request({"cmd": "moves"})
            assert caught.value.kind == "crashed"
        finally:
            engine.close()
        deadline = time.monotonic() + 30
        while _alive(child) and time.monotonic() < deadline:
            time.sleep(0.05)
        outlived = _alive(child)
        if outlived:
            os.kill(child, signal.SIGKILL)  # not left behind by a failing test
        assert not outlived, "the engine's child outlived it"
