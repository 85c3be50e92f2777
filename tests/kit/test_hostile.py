"""A runner no engine can crash (findings F4, F6, F9 and L3 of the reliability review):
every hostile answer is the engine's garbage, error or crash; the engine's children end
with it; nothing the kit writes follows a symlink or overwrites a file."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

import bohnanza
from bohnanza.conformance.protocol import depth
from bohnanza.conformance.runner import run
from bohnanza.errors import InvalidActionError
from bohnanza.notation import read_move

HERE = Path(__file__).parent


def hostile(mode: str, pidfile: Path | None = None) -> str:
    extra = f" {pidfile}" if pidfile else ""
    return f"{sys.executable} {HERE / 'hostile_engines.py'} {mode}{extra}"


@pytest.mark.parametrize(
    ("mode", "kind", "detail"),
    [
        ("deep-line", "garbage", "not JSON"),
        ("deep-answer", "garbage", "not JSON"),
        ("deep-position", "garbage", "nested deeper than 32"),
        ("unicode-digit", "garbage", "the seat is missing"),
        ("arabic-digit", "garbage", "needs a card number"),
        ("wrong-types", "garbage", "seat '0' does not exist"),
        ("huge-number", "garbage", "not JSON"),
        # field 10**300 counts from 1: the move's field index, 10**300 - 1, has 300 digits
        ("big-number", "garbage", "Harvest.field is a number of 300 digits"),
        ("error-object", "error", '{"deep": [[['),
        ("winners-mixed", "garbage", "winners is not an array of whole numbers"),
        ("scores-text", "garbage", "scores is not an array of whole numbers"),
        ("child-holds-output", "crashed", "ended without answering"),
    ],
)
def test_a_hostile_answer_is_the_engines_fault(mode: str, kind: str, detail: str) -> None:
    report = run(hostile(mode), players=3, games=1, seed=1, timeout=20)
    assert list(report.counts) == [(kind, "", "", "", "")], report.text()
    assert detail in report.examples[(kind, "", "", "", "")][0].detail


def _alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except OSError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"  # a zombie has ended


@pytest.mark.parametrize("mode", ["child-holds-output", "child-lingers"])
def test_the_engines_children_end_with_it(tmp_path: Path, mode: str) -> None:
    pids = tmp_path / "pids"
    run(hostile(mode, pids), players=3, games=1, seed=1, timeout=20)
    started = [int(line) for line in pids.read_text().split()]
    assert started
    # SIGKILL is delivered at once but not always seen at once: look for a while.
    for _ in range(50):
        if not [pid for pid in started if _alive(pid)]:
            break
        time.sleep(0.1)
    assert not [pid for pid in started if _alive(pid)]


def test_the_command_line_never_blames_itself_for_an_engine() -> None:
    for mode in ("deep-line", "winners-mixed", "unicode-digit"):
        done = subprocess.run(
            [sys.executable, "-m", "bohnanza", "conformance", "--engine", hostile(mode),
             "--players", "3", "--games", "1", "--json"],
            capture_output=True, text=True, timeout=300, check=False,
        )  # fmt: skip
        assert done.returncode == 1, (mode, done.stderr)
        report = json.loads(done.stdout)
        assert report["classes"][0]["kind"] in ("garbage", "error"), mode


def test_depth_is_counted_without_recursion() -> None:
    value: object = 1
    for _ in range(100_000):
        value = [value]
    assert depth(value) == 33
    assert depth({"a": [{"b": [1]}]}) == 4
    assert depth(5) == 0


@pytest.mark.parametrize(
    "text",
    ["\u00b2 end-planting", "0 plant hand \u00b2 on field 1", "0 harvest field \u0663",
     "0 plant #\u2460 on field 1", "0 trade with 1 give \u00b2 chili", "\u0660 end-planting",
     "0 plant front on field " + "9" * 5000],
)  # fmt: skip
def test_the_notation_reads_ascii_digits_only(text: str) -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    with pytest.raises(InvalidActionError):
        read_move(game, text)


def test_vectors_never_follow_a_symlink_nor_overwrite(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    out = tmp_path / "out"
    out.mkdir()
    (out / "original-1997-fr-4p.jsonl").symlink_to(victim)
    done = subprocess.run(
        [sys.executable, "-m", "bohnanza", "vectors", "--edition", "original-1997-fr",
         "--out", str(out), "--games", "1"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "exists" in done.stderr and "Traceback" not in done.stderr
    assert victim.read_text() == "precious"
    assert sorted(p.name for p in out.iterdir()) == ["original-1997-fr-4p.jsonl"]


def test_reproducers_never_follow_a_symlink_nor_overwrite(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    rep = tmp_path / "rep"
    rep.mkdir()
    (rep / "disagreement-01.json").symlink_to(victim)
    engine = f"{sys.executable} {HERE / 'wrong_engines.py'} coins-discarded"
    done = subprocess.run(
        [sys.executable, "-m", "bohnanza", "conformance", "--engine", engine, "--players", "3",
         "--games", "1", "--reproducers", str(rep)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 2, done.stderr
    assert "exists" in done.stderr
    assert victim.read_text() == "precious"
    assert os.path.islink(rep / "disagreement-01.json")
