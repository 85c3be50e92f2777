"""``bohnanza vectors check`` (``bohnanza.conformance.check``): every way a vectors file
can be unreadable gets the kit's own error, with its exact words, naming the file and the
line; each case is checked as the docstring says (the position, the listed moves, the
refused moves asked, the end); the requests it sends per case are counted."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bohnanza.conformance import check
from bohnanza.conformance.check import _cases, _header, check_files
from bohnanza.errors import InvalidSetupError
from bohnanza.files import display
from tests.kit.fast.inprocess import InProcess, in_process
from tests.kit.fast.test_fast_vectors import small_vectors

__all__ = ["in_process"]

Json = dict[str, Any]


def _lines(path: Path) -> list[Json]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _write(path: Path, lines: Sequence[object]) -> Path:
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One small set of vectors for every test of this file (written once)."""
    folder = tmp_path_factory.mktemp("shared")
    small_vectors(folder)
    return folder


def _refused(paths: Sequence[Path]) -> str:
    with pytest.raises(InvalidSetupError) as caught:
        check_files("referee", paths)
    return str(caught.value)


def test_the_header_and_the_cases_are_read_line_by_line(shared: Path, tmp_path: Path) -> None:
    header, *cases = _lines(small_vectors(shared))
    path = tmp_path / "v.jsonl"
    path.write_text("".join(json.dumps(x) + "\n\n" for x in [header, *cases[:2]]), encoding="utf-8")
    read_header, read_cases = _cases(path)
    assert read_header == header and read_cases == cases[:2]
    assert _header(path) == header


def test_a_file_that_is_no_vectors_file_is_refused_in_its_own_words(
    shared: Path, tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *cases = _lines(small_vectors(shared))
    empty = tmp_path / "empty.jsonl"
    empty.write_text("", encoding="utf-8")
    other = _write(tmp_path / "other.jsonl", [{"format": "bohnanza-record"}, header])
    for path in (empty, other):
        assert _refused([path]) == f"{display(path)}: not a bohnanza-vectors file (no header line)"
    missing = tmp_path / "missing.jsonl"
    assert _refused([missing]) == (
        f"cannot read the vectors file {display(missing)}: No such file or directory"
    )
    assert _refused([tmp_path]) == (
        f"cannot read the vectors file {display(tmp_path)}: not a regular file (a directory, "
        "FIFO or device?)"
    )
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    assert "not a regular file" in _refused([fifo]), "a FIFO is refused without blocking"
    # A case line that is not JSON, not an object, or an object without a position.
    for line, said in (
        ("{oops", "line 3: not JSON: "),
        ("[1]", "line 3: a case without a position"),
        ('{"case": "x"}', "line 3: a case without a position"),
    ):
        path = tmp_path / "bad.jsonl"
        path.write_text(
            json.dumps(header) + "\n" + json.dumps(cases[0]) + "\n" + line + "\n",
            encoding="utf-8",
        )
        assert _refused([path]).startswith(f"{display(path)} {said}"), line
    # A later file's bad header is found before any engine starts.
    good = _write(tmp_path / "good.jsonl", [header, cases[0]])
    in_process.started = []
    assert _refused([good, other]).endswith("not a bohnanza-vectors file (no header line)")
    assert in_process.started == []


def test_a_case_the_kit_cannot_replay_is_refused_naming_the_case(
    shared: Path, tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *cases = _lines(small_vectors(shared))
    start = next(c for c in cases if c["case"] == "start")
    where = f"{display(tmp_path / 'case.jsonl')} case 'start'"
    broken = {**start, "position": {**start["position"], "active": 9}}
    path = _write(tmp_path / "case.jsonl", [header, broken])
    assert _refused([path]).startswith(f"{where}: the position: ")
    unread = {**start, "legal": [{"move": {"seat": 0, "move": "dance"}}]}
    path = _write(tmp_path / "case.jsonl", [header, unread])
    assert _refused([path]).startswith(f"{where}: a move the notation cannot read: ")
    unread = {**start, "illegal": [{"move": "nonsense"}]}
    path = _write(tmp_path / "case.jsonl", [header, unread])
    assert _refused([path]).startswith(f"{where}: a move the notation cannot read: ")
    wrong = {**start, "legal": [{"move": start["illegal"][0]["move"]}]}
    path = _write(tmp_path / "case.jsonl", [header, wrong])
    assert _refused([path]).startswith(
        f"{where}: a move listed as legal that the referee refuses: "
    )
    long_name = {**start, "case": "c" * 60}
    path = _write(tmp_path / "case.jsonl", [header, {**long_name, "position": 5}])
    said = _refused([path])
    assert said.startswith(f"{display(path)} case {'c' * 40!r}: the position: "), said


def test_each_case_sends_its_position_before_every_move_and_asks_the_end(
    shared: Path, tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *cases = _lines(small_vectors(shared))
    start = next(c for c in cases if c["case"] == "start")
    over = next(c for c in cases if c["case"] == "over")
    path = _write(tmp_path / "two.jsonl", [header, start, over])
    report = check_files("referee", [path], timeout=5)
    [engine] = in_process.started
    assert engine.timeout == 5.0
    cmds = [m["cmd"] for m in engine.sent]
    moves = len(start["legal"]) + len(start["negotiations"])
    assert cmds[0] == "hello"
    assert engine.sent[0] == {"cmd": "hello", "protocol": 1}
    # The start: its position, the moves, the refused ones asked, then each move applied
    # from the position sent again.
    first = ["set_position", "moves", "check"] + ["set_position", "apply"] * moves
    assert cmds[1 : 1 + len(first)] == first
    # The end: nothing to apply; the position sent again and the end asked.
    rest = cmds[1 + len(first) :]
    assert rest[:2] == ["set_position", "moves"]
    assert rest[-2:] == ["set_position", "state"]
    assert report.requests == len(cmds)
    assert report.games == report.games_agreed == 2
    assert report.decisions == 2 + moves + len(over["legal"]) + len(over["negotiations"])
    asked = next(m for m in engine.sent if m["cmd"] == "check")
    assert asked["moves"] == [e["move"] for e in start["illegal"]]


def test_a_timeout_that_is_no_number_of_seconds_is_refused_first(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    for bad in (0, -1.0, float("nan")):
        with pytest.raises(InvalidSetupError) as caught:
            check_files("referee", [tmp_path / "missing"], timeout=bad)
        assert str(caught.value) == f"--timeout is a number of seconds above 0, not {bad!r}"
    assert check.MAX_CASE == 4_000_000 and check.MAX_FILE == 200_000_000


class _Declares(InProcess):
    """The referee, declaring ``MODEL`` in its hello."""

    MODEL: object = None

    def request(self, message: Json, *args: Any, **kw: Any) -> Json:
        answer = super().request(message, *args, **kw)
        if message.get("cmd") == "hello":
            answer = {**answer, "model": self.MODEL}
        return answer


def test_an_engine_s_model_decides_what_is_applied_and_a_bad_one_is_garbage(
    shared: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    header, *cases = _lines(small_vectors(shared, 4))
    offered = next(c for c in cases if any(e["move"]["move"] == "offer" for e in c["negotiations"]))
    path = _write(tmp_path / "offer.jsonl", [header, offered])
    monkeypatch.setattr(check, "EngineProcess", _Declares)
    monkeypatch.setattr(InProcess, "started", [])
    _Declares.MODEL = {"offers": "none"}
    report = check_files("referee", [path])
    assert report.model == {"offers": "none"} and report.disagreements == 0
    [engine] = InProcess.started
    applied = [m["move"] for m in engine.sent if m["cmd"] == "apply"]
    assert applied and all(m["move"] != "offer" for m in applied)
    written = [e["move"] for e in offered["legal"] + offered["negotiations"]]
    assert len(applied) == sum(m["move"] != "offer" for m in written)
    _Declares.MODEL = {"dance": True}
    report = check_files("referee", [path])
    assert list(report.counts) == [("garbage", "", "", "", "")]
    [example] = report.examples[("garbage", "", "", "", "")]
    assert example.detail == "hello: unknown model key 'dance'"
    assert report.games == 1 and report.games_agreed == 0
