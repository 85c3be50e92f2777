"""The command line under hostile input: the review's findings R6, R7 and R15-R19
(../shared/review/RELIABILITY.md), one test each, plus --version and --help."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import bohnanza
from bohnanza.cli import EXIT_INTERNAL, EXIT_OUTPUT, main

ROOT = Path(__file__).resolve().parent.parent


def _run(
    *argv: str, stdin: Any = subprocess.DEVNULL, **kwargs: Any
) -> subprocess.CompletedProcess[str]:
    """The installed command line in a fresh process, with a timeout against hangs."""
    return subprocess.run(
        [sys.executable, "-m", "bohnanza", *argv],
        stdin=stdin,
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        check=False,
        **kwargs,
    )


@pytest.fixture(scope="module")
def finished(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    folder = tmp_path_factory.mktemp("game")
    assert main(["simulate", "--games", "1", "--players", "3", "--records", str(folder)]) == 0
    loaded: dict[str, Any] = json.loads((folder / "game-0001.json").read_text(encoding="utf-8"))
    return loaded


def _one_error_line(err: str) -> None:
    assert err.startswith("bohnanza: error: "), err
    assert err.count("\n") == 1, err
    assert "Traceback" not in err


def test_r6_a_lone_surrogate_name_is_invalid_in_both_modes(
    finished: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = dict(finished, players=["a", "\ud83d", "c"])
    path = tmp_path / "s.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["verify", str(path)]) == 2
    _one_error_line(capsys.readouterr().err)
    assert main(["verify", "--json", str(path)]) == 2
    assert json.loads(capsys.readouterr().out)["verdict"] == "invalid"


def test_r7_a_fifo_a_device_and_an_oversized_file_are_refused_quickly(tmp_path: Path) -> None:
    fifo = tmp_path / "f"
    os.mkfifo(fifo)
    for name in (str(fifo), "/dev/zero", ""):
        done = _run("verify", name)
        assert done.returncode == 2, (name, done.stderr)
        _one_error_line(done.stderr)
    big = tmp_path / "big.json"
    with big.open("wb") as file:
        file.truncate(10_000_001)
    done = _run("verify", "--json", str(big))
    assert done.returncode == 2
    assert "at most 10,000,000 bytes" in json.loads(done.stdout)["error"]


def test_r7_verify_dash_reads_standard_input(finished: dict[str, Any]) -> None:
    done = _run("verify", "-", stdin=None, input=json.dumps(finished))
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("legal: ")


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["bench", "--games", "0", "--repeat", "1"], "argument --games: 0 is not from 1"),
        (["bench", "--games", "1", "--repeat", "0"], "argument --repeat: 0 is not from 1"),
        (["bench", "--games", "-1", "--repeat", "1"], "argument --games: -1 is not from 1"),
        (["demo", "--trades", "nan", "--quiet"], "is not a probability between 0 and 1"),
        (["demo", "--trades", "-1", "--quiet"], "is not a probability between 0 and 1"),
        (["demo", "--trades", "inf", "--quiet"], "is not a probability between 0 and 1"),
        (["demo", "--seed", "9" * 5000], "is not a whole number"),
        (["demo", "--players", "\u0663"], "is not a whole number"),
        (["demo", "--edition", "nope"], "unknown edition 'nope'"),
        (["simulate", "--trades", "2"], "is not a probability between 0 and 1"),
    ],
)
def test_r15_bench_and_demo_check_their_arguments(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    _one_error_line(err)
    assert message in err


def test_r16_play_on_closed_stdin_ends_quietly(tmp_path: Path) -> None:
    # Run where the game may be saved (play saves when its input ends).
    done = subprocess.run(
        ["sh", "-c", f'exec "{sys.executable}" -m bohnanza play --seed 1 0<&-'],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=tmp_path,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "the game is left at" in done.stdout


@pytest.mark.parametrize(
    "lines",
    [
        b"\xc2\xb2\nquit\n",  # a superscript two: str.isdigit() says yes
        b"9" * 5000 + b"\nquit\n",
        b"0 plant " + b"9" * 5000 + b" 0\nquit\n",
        b"\xff\nquit\n",
        b"\x1b[2J\nquit\n",
    ],
)
def test_r16_play_takes_odd_lines(lines: bytes, tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONIOENCODING="utf-8:strict")
    done = subprocess.run(
        [sys.executable, "-m", "bohnanza", "play", "--seed", "1"],
        input=lines,
        capture_output=True,
        timeout=60,
        cwd=tmp_path,
        check=False,
        env=env,
    )
    assert done.returncode == 0, done.stderr
    assert b"Traceback" not in done.stderr
    assert b"you quit at" in done.stdout
    assert b"\x1b" not in done.stdout


def test_r17_messages_have_the_prefix_and_output_errors_their_own_status(
    finished: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", "--id", "zzz"]) == 2
    _one_error_line(capsys.readouterr().err)
    path = tmp_path / "g.json"
    path.write_text(json.dumps(finished), encoding="utf-8")
    assert Path("/dev/full").exists(), "this test needs /dev/full (a Linux device) to fill stdout"
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "bohnanza", "verify", str(path)],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            timeout=60,
            cwd=ROOT,
            check=False,
        )
    assert done.returncode == EXIT_OUTPUT
    assert done.stderr.startswith("bohnanza: error: cannot write the output")
    assert done.stderr.count("\n") == 1


def test_r18_simulate_neither_overwrites_records_nor_follows_symlinks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "out"
    out.mkdir()
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    (out / "game-0001.json").symlink_to(victim)
    assert main(["simulate", "--games", "1", "--records", str(out)]) == 2
    err = capsys.readouterr().err
    _one_error_line(err)
    assert "does not overwrite records" in err
    assert victim.read_text(encoding="utf-8") == "precious"
    (out / "game-0001.json").unlink()
    assert main(["simulate", "--games", "1", "--records", str(out)]) == 0
    assert main(["simulate", "--games", "1", "--records", str(out)]) == 2
    assert "game-0001.json exists" in capsys.readouterr().err


def test_r18_names_cannot_inject_lines_or_escapes(
    finished: dict[str, Any], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("\nP9: 99 coins (winner)", "\x1b[2J", "a\u202eb"):
        data = dict(finished, players=[name, "b", "c"])
        path = tmp_path / "n.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert main(["verify", str(path)]) == 2
        err = capsys.readouterr().err
        _one_error_line(err)
        assert "printable" in err
        assert "\x1b" not in err


def test_r19_an_internal_error_has_its_own_status_and_json_still_prints_one_object(
    finished: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = tmp_path / "g.json"
    path.write_text(json.dumps(finished), encoding="utf-8")

    def broken(record: object) -> object:
        raise RuntimeError("a planted bug")

    monkeypatch.setattr("bohnanza.cli.records.replay", broken)  # verify's replay
    assert main(["verify", str(path)]) == EXIT_INTERNAL
    captured = capsys.readouterr()
    assert (
        captured.err == "bohnanza: internal error: RuntimeError: a planted bug (please report it)\n"
    )
    assert main(["verify", "--json", str(path)]) == EXIT_INTERNAL
    captured = capsys.readouterr()
    assert json.loads(captured.out) == {"verdict": "error", "error": "RuntimeError: a planted bug"}
    assert captured.out.count("\n") == 1


def test_version_and_help_with_examples(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    build = "compiled" if bohnanza.COMPILED else "pure Python"
    assert capsys.readouterr().out == f"bohnanza {bohnanza.__version__} ({build} build)\n"
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert "examples:" in out and "bohnanza verify out/game-0001.json --json" in out
    assert main(["demo", "--help"]) == 0
    out = capsys.readouterr().out
    assert all(name in out for name in bohnanza.editions())


def test_play_reads_a_closed_stream_in_process(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", None)
    assert main(["play", "--seed", "1"]) == 0
    assert "no input: the game is left at" in capsys.readouterr().out
    monkeypatch.setattr(sys, "stdin", io.StringIO("\u00b2\nquit\n"))
    assert main(["play", "--seed", "1"]) == 0
    assert "you quit at" in capsys.readouterr().out


def test_an_internal_errors_text_is_cut_at_300_characters(
    finished: dict[str, Any],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """interface:cli.py:main:num:4 (issue 30's mutation run): a bug's message is shown,
    cut to 300 characters with its type."""
    path = tmp_path / "g.json"
    path.write_text(json.dumps(finished), encoding="utf-8")

    def broken(record: object) -> object:
        raise RuntimeError("x" * 1000)

    monkeypatch.setattr("bohnanza.cli.records.replay", broken)
    assert main(["verify", str(path)]) == EXIT_INTERNAL
    shown = capsys.readouterr().err
    assert ("RuntimeError: " + "x" * (300 - len("RuntimeError: ")) + " (please") in shown
