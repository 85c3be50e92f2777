"""A resumed game touches its save file only while it is still play's
(``bohnanza.play.files``: a resumed game replaces its save in place and removes it at the
end, "if still play's"): a file that took its place and cannot be read as one (larger
than any save, or not to be opened) is another program's, so it is neither replaced nor
removed, and the game is saved beside it."""

from __future__ import annotations

import json
import os
from pathlib import Path

from bohnanza.play.files import MAX_SAVE_SIZE, SAVE_FORMAT, remove_save, save_game
from bohnanza.play.settings import Settings


def _resumed(path: Path) -> Settings:
    return Settings("rio-grande-2000", 3, 1, 0, ("random",), save=str(path), resumed=str(path))


def test_a_file_too_large_for_a_save_where_the_save_was_is_left_alone(tmp_path: Path) -> None:
    path = save_game(_resumed(tmp_path / "game.json"), [], [], "{}")
    assert path == tmp_path / "game.json"
    # Another program's file takes the save's place: larger than any save play reads.
    big = MAX_SAVE_SIZE + 1
    with open(path, "wb") as file:
        file.truncate(big)
    settings = _resumed(path)
    remove_save(settings)
    assert path.is_file() and os.path.getsize(path) == big
    kept = save_game(settings, ["0 buy-field"], [], "{}")
    assert kept == tmp_path / "game-2.json"
    assert os.path.getsize(path) == big
    assert json.loads(kept.read_text("utf-8"))["format"] == SAVE_FORMAT
