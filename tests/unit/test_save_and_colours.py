"""Two promises of the interface the fresh sample of ddcacc5 found untested: a save file of
``play`` is refused with the project's own error naming the part that is wrong
(``bohnanza.play.files.load_save``), and a terminal colour is given for every theme but
``none`` (``bohnanza.palette.terminal_colour``: "\"\" for none")."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bohnanza.errors import InvalidSetupError
from bohnanza.palette import THEMES, terminal_colour
from bohnanza.play.files import SAVE_FORMAT, load_save


def _save(**changed: object) -> dict[str, object]:
    data: dict[str, object] = {
        "format": SAVE_FORMAT,
        "edition": "rio-grande-2000",
        "sheet": "",
        "players": 3,
        "seed": 1,
        "seat": 0,
        "bots": ["random"],
        "decisions": [],
        "auto": [],
        "record": {},
    }
    return {**data, **changed}


@pytest.mark.parametrize(
    ("changed", "said"),
    [
        ({"bots": "random"}, "$.bots is not a list of bot specs"),
        ({"bots": []}, "$.bots is not a list of bot specs"),
        ({"bots": [7]}, "$.bots is not a list of bot specs"),
        ({"bots": ["x" * 201]}, "$.bots is not a list of bot specs"),
        ({"sheet": 5}, "$.sheet is not a path"),
        ({"decisions": {}}, "$.decisions is not a list of moves"),
        ({"auto": [5]}, "$.auto is not a list of decision indices"),
        ({"format": "other"}, f"not a {SAVE_FORMAT} file"),
    ],
)
def test_a_save_file_that_is_wrong_is_refused_naming_the_part(
    tmp_path: Path, changed: dict[str, object], said: str
) -> None:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(_save()), encoding="utf-8")
    settings, decisions, auto = load_save(str(path), None, (), None)
    assert (settings.edition, decisions, auto) == ("rio-grande-2000", [], [])
    path.write_text(json.dumps(_save(**changed)), encoding="utf-8")
    with pytest.raises(InvalidSetupError) as caught:
        load_save(str(path), None, (), None)
    assert said in str(caught.value)


def test_every_theme_but_none_colours_every_variety() -> None:
    for theme in THEMES:
        for key in ("chili", "soy", "a-family-of-a-sheet"):
            colour = terminal_colour(key, theme)
            if theme == "none":
                assert colour == ""
            else:
                assert colour.startswith("#") and len(colour) == 7
    assert terminal_colour("chili", "dark") != terminal_colour("chili", "light")
