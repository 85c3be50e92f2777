"""``play`` loses nothing when a bot breaks down (README: bad input and failures are one line
and status 2, and quitting saves): the person's decisions so far are saved, the failure
reaches the command line as the harness's ``BotError``, and the save resumes the game."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

import bohnanza.play as play_module
from bohnanza.cli import main
from bohnanza.play import Settings, play
from bohnanza.players import BotError, load_bot


class _Breaks:
    """The random bot, until its ``after``-th question: then it raises."""

    name = "random"

    def __init__(self, after: int) -> None:
        self.inner = load_bot("random")
        self.asked = 0
        self.after = after

    def __call__(self, *args: object) -> object:
        self.asked += 1
        if self.asked > self.after:
            raise RuntimeError("the bot's program died")
        return self.inner(*args)  # type: ignore[arg-type]


def _settings(tmp_path: Path) -> Settings:
    return Settings(
        "rio-grande-2000", 3, 7, 0, ("random",), save=str(tmp_path / "save.json"),
        record=str(tmp_path / "record.json"), colours="none",
    )  # fmt: skip


def test_a_bot_that_breaks_down_leaves_the_game_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(play_module, "load_bot", lambda spec: _Breaks(after=6))
    out = io.StringIO()
    # The person plants his front card on field 1 whenever asked, and ends step 1.
    answers = io.StringIO("1\n" * 200)
    with pytest.raises(BotError, match=r"the bot's program died"):
        play(_settings(tmp_path), answers, out)
    save = tmp_path / "save.json"
    assert save.is_file(), out.getvalue()[-400:]
    assert f"game saved to {save}" in out.getvalue()
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["seed"] == 7 and data["decisions"], data.keys()
    assert not (tmp_path / "record.json").exists()


def test_the_command_line_tells_the_failure_in_one_line_with_status_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr(play_module, "load_bot", lambda spec: _Breaks(after=0))
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 50))
    save = tmp_path / "s.json"
    status = main(["play", "--seed", "3", "--seat", "1", "--save", str(save), "--colours", "none"])
    err = capsys.readouterr().err
    assert status == 2
    assert err.startswith("bohnanza: error: ") and err.count("\n") == 1, err
    assert "the bot's program died" in err and "Traceback" not in err
    assert save.is_file()
