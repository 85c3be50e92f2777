"""Every edition and player count in ``bohnanza play``: a scripted game is saved half-way,
resumed from its file and played to its end, in the edition's language throughout (a
French game shows no English sentence of play's, an English one no French)."""

from __future__ import annotations

import io
import json
import re
import warnings
from pathlib import Path
from typing import TextIO, cast

import pytest

from bohnanza.editions import edition, editions
from bohnanza.play import Settings, play, resume
from bohnanza.records import load_record, replay

GAMES = [(name, n) for name in editions() for n in edition(name).player_counts]

#: Sentences of play's in one language that the other never shows.
ENGLISH = ("Your move", "is trading", " plants ", " coins", "field 1:", "Turn ", "refused:")
FRENCH = ("À vous", " échange (", " plante ", " pièces", "champ 1 :", "Tour ", "refusé :")


class _Person:
    """Takes the first move ``decisions`` times (with a 'why' and a word he has not got
    now and then), then quits; ``None``: to the end."""

    def __init__(self, decisions: int | None, language: str) -> None:
        self.left = decisions
        self.count = 0
        self.extra = ["pourquoi", "planter zzz 1"] if language == "fr" else ["why", "plant zzz 1"]

    def readline(self, size: int = -1) -> str:
        self.count += 1
        if self.count % 37 == 0:
            return self.extra[self.count // 37 % 2] + "\n"
        if self.left is not None:
            if self.left == 0:
                return "quit\n"
            self.left -= 1
        return "1\n"

    def isatty(self) -> bool:
        return False


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_a_game_saved_resumed_and_played_to_its_end_in_its_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, name: str, players: int
) -> None:
    # A save file names no record file (it opens no path of its own): the resumed game
    # writes its record under the default name, in the current folder.
    monkeypatch.chdir(tmp_path)
    language = edition(name).language
    settings = Settings(
        name,
        players,
        3,
        players - 1,
        ("random", "greedy"),
        str(tmp_path / "save.json"),
        str(tmp_path / "game.json"),
        colours="none",
    )
    first, second = io.StringIO(), io.StringIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert play(settings, cast("TextIO", _Person(40, language)), first) == 0
        saved = json.loads((tmp_path / "save.json").read_text("utf-8"))
        assert saved["edition"] == name and len(saved["decisions"]) >= 40
        person = cast("TextIO", _Person(None, language))
        assert resume(str(tmp_path / "save.json"), person, second, colours="none") == 0
    text = first.getvalue() + second.getvalue()
    assert ("Partie finie après" if language == "fr" else "Game over after") in text
    assert not (tmp_path / "save.json").exists()  # removed at the end of a resumed game
    record = load_record((tmp_path / "bohnanza-game-3.json").read_text("utf-8"))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert replay(record).legal
    other = ENGLISH if language == "fr" else FRENCH
    for sentence in other:
        assert sentence not in text, (sentence, _around(text, sentence))


def _around(text: str, sentence: str) -> str:
    k = text.find(sentence)
    return re.sub(r"\s+", " ", text[max(0, k - 200) : k + 200])
