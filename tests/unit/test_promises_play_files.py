"""What ``bohnanza.play.files`` promises: every part of a save file checked, with the
part named (edition, players, seed, seat, sheet, decisions, automatic decisions, muted
seats, bots that are not shipped, a sheet not given again), the settings a save gives,
saves and records written to a new file (the next free name when taken), a resumed game's
save replaced in place, and removed at the end."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bohnanza.errors import InvalidSetupError
from bohnanza.play.files import (
    SAVE_FORMAT,
    load_save,
    remove_save,
    save_game,
    write_record,
)
from bohnanza.play.settings import Settings


def _save(**changed: object) -> dict[str, object]:
    data: dict[str, object] = {
        "format": SAVE_FORMAT, "edition": "rio-grande-2000", "sheet": "", "players": 3,
        "seed": 1, "seat": 0, "bots": ["random"], "decisions": [], "auto": [], "record": {},
    }  # fmt: skip
    return {**data, **changed}


def _write(tmp_path: Path, data: object) -> str:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return str(path)


@pytest.mark.parametrize(
    ("changed", "said"),
    [
        ({"edition": "nope"}, "$.edition: unknown edition 'nope'"),
        ({"edition": 3}, "$.edition is not a text"),
        ({"edition": "x" * 301}, "$.edition is too long"),
        ({"players": 0}, "$.players is out of range (1 to 64)"),
        ({"players": 65}, "$.players is out of range (1 to 64)"),
        ({"players": True}, "$.players is not a whole number"),
        ({"seed": 2**62 + 1}, f"$.seed is out of range ({-(2**62)} to {2**62})"),
        ({"seat": 3}, "$.seat is out of range (0 to 2)"),
        ({"seat": -1}, "$.seat is out of range (0 to 2)"),
        ({"bots": ["random"] * 65}, "$.bots is not a list of bot specs"),
        ({"sheet": "s" * 4097}, "$.sheet is not a path"),
        ({"decisions": ["0 buy-field", 4]}, "$.decisions is not a list of moves"),
        ({"decisions": ["x" * 301]}, "$.decisions is not a list of moves"),
        ({"auto": [0]}, "$.auto is not a list of decision indices"),
        ({"auto": [-1], "decisions": [None]}, "$.auto is not a list of decision indices"),
        ({"muted": [0]}, "$.muted is not a list of other players' seats"),
        ({"muted": [3]}, "$.muted is not a list of other players' seats"),
        ({"muted": "1"}, "$.muted is not a list of other players' seats"),
    ],
)
def test_each_part_of_a_save_is_checked(
    tmp_path: Path, changed: dict[str, object], said: str
) -> None:
    path = _write(tmp_path, _save(**changed))
    with pytest.raises(InvalidSetupError) as caught:
        load_save(path, None, (), None)
    assert str(caught.value).startswith("cannot resume from ")
    assert str(caught.value).endswith(said)


def test_a_save_gives_its_settings(tmp_path: Path) -> None:
    path = _write(tmp_path, _save(players=4, seat=3, seed=-5, bots=["greedy", "planner"],
                                  decisions=["0 buy-field", None], auto=[1],
                                  muted=[2, 0, 2]))  # fmt: skip
    settings, decisions, auto = load_save(path, None, (), None, "light")
    assert settings == Settings(
        "rio-grande-2000", 4, -5, 3, ("greedy", "planner"), path, colours="light",
        resumed=path, muted=(0, 2),
    )  # fmt: skip
    assert decisions == ["0 buy-field", None] and auto == [1]
    elsewhere = str(tmp_path / "other.json")
    assert load_save(path, elsewhere, (), None)[0].save == elsewhere
    # 64 players and 64 bots are the most
    assert load_save(_write(tmp_path, _save(players=64, seat=63, bots=["random"] * 64)),
                     None, (), None)[0].players == 64  # fmt: skip


def test_a_save_runs_no_code_and_opens_no_file_of_its_own(tmp_path: Path) -> None:
    path = _write(tmp_path, _save(bots=["random", "mypkg.bots:Mine"]))
    with pytest.raises(InvalidSetupError) as caught:
        load_save(path, None, (), None)
    assert "names the bot 'mypkg.bots:Mine', which is not a shipped bot" in str(caught.value)
    assert str(caught.value).endswith("--bots mypkg.bots:Mine")
    assert load_save(path, None, ("mypkg.bots:Mine",), None)[0].bots == (
        "random",
        "mypkg.bots:Mine",
    )
    with pytest.raises(InvalidSetupError, match="not a shipped bot"):
        load_save(_write(tmp_path, _save(bots=["random\u00a0"])), None, (), None)
    path = _write(tmp_path, _save(sheet="my-sheet.toml"))
    with pytest.raises(InvalidSetupError) as caught:
        load_save(path, None, (), None)
    assert "was played with the sheet 'my-sheet.toml'" in str(caught.value)
    assert str(caught.value).endswith("give the sheet again with --sheet FILE")
    assert load_save(path, None, (), "given.toml")[0].sheet == "given.toml"


def test_what_is_not_a_save_is_refused(tmp_path: Path) -> None:
    for data in ([1, 2], {"format": "other"}, "text"):
        with pytest.raises(InvalidSetupError, match=f"not a {SAVE_FORMAT} file"):
            load_save(_write(tmp_path, data), None, (), None)
    with pytest.raises(InvalidSetupError, match=r"^cannot resume from "):
        load_save(str(tmp_path / "missing.json"), None, (), None)


def _settings(tmp_path: Path, resumed: str = "") -> Settings:
    return Settings("rio-grande-2000", 3, 1, 0, ("random",), save=str(tmp_path / "save.json"),
                    resumed=resumed)  # fmt: skip


def test_saves_and_records_never_overwrite_a_file(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    first = save_game(settings, ["0 buy-field"], [], "{}", muted=(2, 1))
    assert first == tmp_path / "save.json"
    saved = json.loads(first.read_text("utf-8"))
    assert saved == {
        "format": SAVE_FORMAT, "edition": "rio-grande-2000", "sheet": "", "players": 3,
        "seed": 1, "seat": 0, "bots": ["random"], "decisions": ["0 buy-field"], "auto": [],
        "muted": [1, 2], "record": {},
    }  # fmt: skip
    assert save_game(settings, [], [], "{}") == tmp_path / "save-2.json"
    assert save_game(settings, [], [], "{}") == tmp_path / "save-3.json"
    assert write_record(str(tmp_path / "r.json"), "{}") == tmp_path / "r.json"
    assert write_record(str(tmp_path / "r.json"), "{}") == tmp_path / "r-2.json"
    assert json.loads(first.read_text("utf-8"))["decisions"] == ["0 buy-field"]  # untouched


def test_a_resumed_game_replaces_its_save_and_removes_it_at_the_end(tmp_path: Path) -> None:
    path = save_game(_settings(tmp_path), [], [], "{}")
    resumed = _settings(tmp_path, resumed=str(path))
    assert save_game(resumed, ["0 buy-field"], [0], "{}") == path  # in place
    assert json.loads(path.read_text("utf-8"))["auto"] == [0]
    remove_save(resumed)
    assert not path.exists()
    other = tmp_path / "notes.json"
    other.write_text('{"mine": 1}', "utf-8")
    remove_save(_settings(tmp_path, resumed=str(other)))  # not a save of play's: kept
    assert other.exists()
    # a resumed game whose save is now someone else's file writes beside it
    kept = save_game(_settings(tmp_path, resumed=str(other)), [], [], "{}")
    assert kept != other and json.loads(other.read_text("utf-8")) == {"mine": 1}
