"""Bounded input where a person or a program types (issue 39, item 4; the t4 reliability
review's N5 and N8): ``play`` reads at most ``MAX_LINE`` characters a line, and a longer
line ends the game saved, with the project's own words and status 2, whatever the input
(``/dev/zero`` never ends a line); a save file's bot is checked as written.
"""

from __future__ import annotations

import json
import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

from bohnanza.play import MAX_LINE

ROOT = Path(__file__).resolve().parent.parent
#: The address space the command gets: far more than a game needs, far less than an
#: unbounded read of /dev/zero takes before it fails.
MEMORY = 1_500_000_000


def _limited() -> None:
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY, MEMORY))


def _play(
    *argv: str, cwd: Path, stdin: Any = subprocess.DEVNULL, typed: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``bohnanza play`` in a fresh process with bounded memory, reading ``stdin`` or the
    text ``typed``."""
    return subprocess.run(
        [sys.executable, "-m", "bohnanza", "play", "--colours", "none", *argv],
        stdin=None if typed is not None else stdin,
        input=typed,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=cwd,
        check=False,
        env=dict(os.environ, PYTHONPATH=str(ROOT)),
        preexec_fn=_limited,
    )


def test_a_line_without_end_ends_the_game_saved(tmp_path: Path) -> None:
    # N5: `bohnanza play --seed 1 < /dev/zero` read until memory ran out, saved nothing.
    with open("/dev/zero", "rb") as zero:
        done = _play("--seed", "1", cwd=tmp_path, stdin=zero)
    assert done.returncode == 2, done.stderr[-500:]
    assert "Traceback" not in done.stderr and "MemoryError" not in done.stdout + done.stderr
    assert "a line of more than 10,000 characters is not read" in done.stdout
    assert "the game is left at turn 1" in done.stdout
    assert "\0" not in done.stdout  # the line is not echoed
    saved = json.loads((tmp_path / "bohnanza-save.json").read_text(encoding="utf-8"))
    assert (saved["seed"], saved["decisions"]) == (1, [])
    resumed = _play("--resume", "bohnanza-save.json", cwd=tmp_path)
    assert resumed.returncode == 0, resumed.stderr


def test_a_line_at_the_bound_is_read_and_one_past_it_is_not(tmp_path: Path) -> None:
    done = _play("--seed", "1", cwd=tmp_path, typed="x" * MAX_LINE + "\nquit\n")
    assert done.returncode == 0, done.stderr
    assert "you quit at turn 1" in done.stdout
    assert "is not read" not in done.stdout
    (tmp_path / "bohnanza-save.json").unlink()
    past = _play(
        "--seed", "1", "--edition", "amigo-fr", cwd=tmp_path,
        typed="x" * (MAX_LINE + 1) + "\nquit\n",
    )  # fmt: skip
    assert past.returncode == 2, past.stderr
    # A French game says it in French.
    assert "une ligne de plus de 10\u202f000 caractères n'est pas lue" in past.stdout
    assert "partie laissée au tour 1" in past.stdout
    assert "you quit" not in past.stdout and "vous quittez" not in past.stdout
    assert (tmp_path / "bohnanza-save.json").is_file()


def test_a_save_naming_a_bot_with_a_trailing_no_break_space_is_refused(tmp_path: Path) -> None:
    # N8: "random\u00a0" passed the shipped-bot check (str.strip), then failed elsewhere.
    done = _play("--seed", "3", "--save", "s.json", cwd=tmp_path, typed="quit\n")
    assert done.returncode == 0, done.stderr
    data = json.loads((tmp_path / "s.json").read_text(encoding="utf-8"))
    for spec in ("random\u00a0", " greedy", "planner\t"):
        data["bots"] = [spec]
        (tmp_path / "s.json").write_text(json.dumps(data), encoding="utf-8")
        done = _play("--resume", "s.json", cwd=tmp_path)
        assert done.returncode == 2, (spec, done.stderr)
        assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
        assert f"names the bot {spec!r}, which is not a shipped bot" in done.stderr
    data["bots"] = ["random"]
    (tmp_path / "s.json").write_text(json.dumps(data), encoding="utf-8")
    done = _play("--resume", "s.json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
