"""``bohnanza play`` when a bot breaks down (README, the command line: quitting saves, bad
input and failures are one line on stderr with status 2): the game is saved to its save
path, as on quitting, before the one-line error; the save holds every decision the person
made, also those of a resumed game the breakdown came before; no record is written."""

from __future__ import annotations

import io
import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest

import bohnanza.play as play_module
from bohnanza import Action, PlayerView
from bohnanza.cli import main
from bohnanza.play import Settings, play, resume
from bohnanza.play.files import load_save
from bohnanza.players import Bot, BotError, load_bot

FAULTY = Path(__file__).resolve().parents[1] / "data" / "bots" / "faulty.py"


class _Failing:
    """The random bot until it was asked ``answers`` times: then its program "dies"."""

    def __init__(self, answers: int) -> None:
        self.bot: Bot = load_bot("random")
        self.answers = answers

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if self.answers == 0:
            raise ConnectionError("the bot's program died")
        self.answers -= 1
        return self.bot(view, moves, rng)


def _settings(tmp_path: Path) -> Settings:
    return Settings(
        "rio-grande-2000", 3, 11, 0, ("random",), save=str(tmp_path / "save.json"),
        record=str(tmp_path / "record.json"), colours="none",
    )  # fmt: skip


def _decisions(path: Path) -> list[object]:
    data = json.loads(path.read_text(encoding="utf-8"))
    decisions = data["decisions"]
    assert isinstance(decisions, list)
    return decisions


#: A bot module of the person's: an outside program (speaking the bot protocol) run
#: strictly, so that its failure raises instead of forfeiting its moves; it exits at its
#: third decision.
STRICT = f"""
import sys
from bohnanza.protocol.bot import CommandBot

class Dies(CommandBot):
    def __init__(self) -> None:
        super().__init__([sys.executable, {str(FAULTY)!r}, "crash"], strict=True)
"""


def test_an_outside_bot_that_dies_leaves_the_game_saved_and_one_line_with_status_2(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "p7_dying_bot.py").write_text(STRICT, encoding="utf-8")
    spec = "p7_dying_bot:Dies"
    save = tmp_path / "game.json"
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n" * 100))
    args = ["play", "--players", "2", "--seed", "4", "--bots", spec]
    status = main([*args, "--save", str(save), "--colours", "none"])
    out, err = capsys.readouterr()
    assert status == 2
    assert err.startswith("bohnanza: error: ") and err.count("\n") == 1, err
    assert "crash" in err and "Traceback" not in err
    # Saved before the error, as quitting saves: the last line of the game tells where.
    assert out.rstrip("\n").splitlines()[-1] == (
        f"game saved to {save}; go on with: bohnanza play --resume {save}"
    )
    settings, decisions, _ = load_save(str(save), None, (spec,), None, "none")
    assert (settings.seed, settings.players, settings.bots) == (4, 2, (spec,))
    assert decisions, "the person's decisions before the breakdown are kept"
    # The game did not end: no record of it is written.
    assert sorted(p.name for p in tmp_path.glob("*.json")) == ["game.json"]


def test_the_save_goes_on_where_the_breakdown_stopped(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(play_module, "load_bot", lambda spec: _Failing(8))
    out = io.StringIO()
    with pytest.raises(BotError, match="the bot's program died"):
        play(_settings(tmp_path), io.StringIO("1\n" * 200), out)
    save = tmp_path / "save.json"
    assert out.getvalue().rstrip("\n").splitlines()[-1].startswith(f"game saved to {save};")
    kept = _decisions(save)
    assert kept
    assert not (tmp_path / "record.json").exists()

    # Resumed with bots that no longer break, the game replays those decisions and goes
    # on to its end: the save is removed, the record written (a save does not name it).
    monkeypatch.setattr(play_module, "load_bot", lambda spec: load_bot("random"))
    later = io.StringIO()
    assert resume(str(save), io.StringIO("1\n" * 2000), later, colours="none") == 0
    assert "Game over" in later.getvalue()
    assert not save.exists()
    assert (tmp_path / "bohnanza-game-11.json").is_file()


def test_a_resumed_game_that_breaks_down_before_its_replay_ends_keeps_every_decision(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A game quit (its input ended) after some decisions: saved.
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(play_module, "load_bot", lambda spec: load_bot("random"))
    assert play(_settings(tmp_path), io.StringIO("1\n" * 30), io.StringIO()) == 0
    save = tmp_path / "save.json"
    before = _decisions(save)
    assert len(before) >= 10

    # Resumed, a bot breaks down while the person's decisions are replayed: the save it
    # replaces keeps them all, none is lost to the breakdown.
    monkeypatch.setattr(play_module, "load_bot", lambda spec: _Failing(2))
    with pytest.raises(BotError):
        resume(str(save), io.StringIO("1\n" * 200), io.StringIO(), colours="none")
    assert _decisions(save) == before
