"""The kit's commands (``bohnanza.conformance.commands``): ``bohnanza vectors`` says what it
wrote, file by file and in all; both commands that host an engine end cleanly when
interrupted or terminated (status 130 or 143, one line, no traceback); a Ladybohn game is
announced as priced by the shipped provisional sheet; ``--option KEY=VALUE`` is read as a
number, a boolean, an array of words and numbers, or else the word itself."""

from __future__ import annotations

import argparse
import signal
from pathlib import Path
from typing import Any

import pytest

from bohnanza.conformance import commands
from bohnanza.conformance.commands import conformance_command, read_options, vectors_command
from bohnanza.errors import InvalidSetupError
from bohnanza.sheets import SHIPPED_SHEET_NOTE
from tests.kit.fast.inprocess import conformance_args


def _vectors_args(out: Path, edition: str = "rio-grande-2000") -> argparse.Namespace:
    return argparse.Namespace(
        vectors_command=None,
        out=str(out),
        edition=edition,
        games=1,
        seed=1,
        option=[],
        variant=[],
    )


def test_the_vectors_command_says_each_file_with_its_cases_and_bytes_then_the_total(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    written: dict[str, Any] = {}

    def few(edition_name: str, out: Path, **given: Any) -> list[Path]:
        # Two files of known sizes stand for the vectors (their writer is tested apart).
        written.update(given, edition=edition_name, out=out)
        out.mkdir()
        one, two = out / "a-3p.jsonl", out / "a-4p.jsonl"
        one.write_text('{"format": "h"}\n{"case": 1}\n{"case": 2}\n', encoding="utf-8")
        two.write_text("x" * 1500 + "\n" + "y\n", encoding="utf-8")
        return [one, two]

    monkeypatch.setattr(commands, "write_vectors", few)
    args = _vectors_args(tmp_path / "out")
    args.option = ["hand_size=6"]
    args.variant = ["beginners"]
    assert vectors_command(args) == 0
    captured = capsys.readouterr()
    one, two = tmp_path / "out" / "a-3p.jsonl", tmp_path / "out" / "a-4p.jsonl"
    assert captured.out.splitlines() == [
        f"{one}: 2 cases, 40 bytes",
        f"{two}: 1 cases, 1,503 bytes",
        "2 files, 1,543 bytes",
    ]
    assert captured.err == "", "no note for a game priced by its printed beanometers"
    assert written == {
        "edition": "rio-grande-2000",
        "out": tmp_path / "out",
        "games": 1,
        "seed": 1,
        "options": {"hand_size": 6},
        "variants": ("beginners",),
    }


def test_a_ladybohn_game_is_announced_as_priced_by_the_shipped_sheet(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(commands, "write_vectors", lambda *a, **k: [])
    assert vectors_command(_vectors_args(tmp_path, "ladybohn")) == 0
    captured = capsys.readouterr()
    assert captured.err == SHIPPED_SHEET_NOTE + "\n"
    assert captured.out == "0 files, 0 bytes\n"
    # A name that is no edition: no note, the command refuses the name by its own words.
    monkeypatch.undo()
    with pytest.raises(InvalidSetupError) as caught:
        vectors_command(_vectors_args(tmp_path / "x", "no-such-edition"))
    assert "no-such-edition" in str(caught.value)
    assert capsys.readouterr().err == ""


@pytest.mark.parametrize("which", ["vectors", "conformance"])
def test_an_interrupted_command_says_so_in_one_line_with_status_130(
    which: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    def interrupted(args: argparse.Namespace) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(commands, f"_{which}_command", interrupted)
    command = vectors_command if which == "vectors" else conformance_command
    assert command(conformance_args()) == 130
    captured = capsys.readouterr()
    assert captured.err == (
        "bohnanza: interrupted: the run was stopped; the engine and its processes were ended\n"
    )
    assert captured.out == ""


@pytest.mark.parametrize("which", ["vectors", "conformance"])
def test_a_terminated_command_ends_cleanly_with_143_and_gives_the_signal_back(
    which: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[str] = []

    def terminated(args: argparse.Namespace) -> int:
        seen.append("started")
        # What a SIGTERM runs: the handler the command set.  (Not a real signal: were the
        # handler missing, it would end the test process itself, not fail the test.)
        handler = signal.getsignal(signal.SIGTERM)
        assert callable(handler), f"no handler for SIGTERM while the command runs: {handler}"
        handler(signal.SIGTERM, None)
        seen.append("not stopped")
        return 0

    before = signal.getsignal(signal.SIGTERM)
    monkeypatch.setattr(commands, f"_{which}_command", terminated)
    command = vectors_command if which == "vectors" else conformance_command
    assert command(conformance_args()) == 143
    assert seen == ["started"]
    assert capsys.readouterr().err == (
        "bohnanza: terminated: the run was stopped; the engine and its processes were ended\n"
    )
    # The handler it set is taken back: SIGTERM is again what it was before.
    assert signal.getsignal(signal.SIGTERM) == before


def test_a_command_that_returns_gives_its_status_and_the_signal_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = signal.getsignal(signal.SIGTERM)
    inside: list[object] = []

    def done(args: argparse.Namespace) -> int:
        inside.append(signal.getsignal(signal.SIGTERM))
        return 7

    monkeypatch.setattr(commands, "_conformance_command", done)
    assert conformance_command(conformance_args()) == 7
    assert inside and inside[0] != before, "while it runs, SIGTERM stops the run"
    assert signal.getsignal(signal.SIGTERM) == before


def test_option_values_are_read_as_documented() -> None:
    assert read_options(["n=-3", "m=0", "w=TRUE", "t=true", "f=false"]) == {
        "n": -3,
        "m": 0,
        "w": "TRUE",
        "t": True,
        "f": False,
    }
    # Arrays of words and whole numbers only; anything else stays the text given.
    assert read_options(["a=[]", 'b=["x"]', "c=[true]", "d=[[1]]", 'e={"k": 1}']) == {
        "a": (),
        "b": ("x",),
        "c": "[true]",
        "d": "[[1]]",
        "e": '{"k": 1}',
    }
    long = "[" + ", ".join(["1"] * 80) + "]"
    assert len(long) > 200 and read_options([f"g={long}"]) == {"g": long}
    assert read_options(["h=a=b", "i="]) == {"h": "a=b", "i": ""}
    assert read_options([]) == {}


def test_an_option_without_a_key_or_given_twice_is_refused_naming_it() -> None:
    with pytest.raises(InvalidSetupError) as caught:
        read_options(["novalue"])
    assert str(caught.value) == "--option 'novalue': expected KEY=VALUE"
    with pytest.raises(InvalidSetupError) as caught:
        read_options([" =5"])
    assert str(caught.value) == "--option ' =5': expected KEY=VALUE"
    with pytest.raises(InvalidSetupError) as caught:
        read_options(["a=1", " a =2"])
    assert str(caught.value) == "--option 'a' is given twice"
    with pytest.raises(InvalidSetupError) as caught:
        read_options(["x" * 100])
    assert str(caught.value) == f"--option {'x' * 60!r}: expected KEY=VALUE"
