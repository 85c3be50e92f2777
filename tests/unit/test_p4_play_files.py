"""What ``bohnanza.play.files`` promises at the edges of a save file: each bound taken at
its last value and refused one past it (the bots, a bot's spec, the sheet's path, the
decisions and their length, the automatic decisions, the seed); a save or record whose
999 names are all taken is refused naming it; a link where the save was is neither
replaced through nor removed."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from bohnanza.errors import InvalidSetupError
from bohnanza.files import UnwritableError
from bohnanza.play.files import SAVE_FORMAT, load_save, remove_save, save_game, write_record
from bohnanza.play.settings import Settings


def _write(tmp_path: Path, **changed: object) -> str:
    data: dict[str, object] = {
        "format": SAVE_FORMAT, "edition": "rio-grande-2000", "sheet": "", "players": 3,
        "seed": 1, "seat": 0, "bots": ["random"], "decisions": [], "auto": [], "record": {},
    }  # fmt: skip
    path = tmp_path / "game.json"
    path.write_text(json.dumps({**data, **changed}), encoding="utf-8")
    return str(path)


def _refusal(path: str, bots: tuple[str, ...] = (), sheet: str | None = None) -> str:
    with pytest.raises(InvalidSetupError) as caught:
        load_save(path, None, bots, sheet)
    return str(caught.value)


def test_the_bots_bounds(tmp_path: Path) -> None:
    assert _refusal(_write(tmp_path, bots=[])).endswith("$.bots is not a list of bot specs")
    assert _refusal(_write(tmp_path, bots="random")).endswith("$.bots is not a list of bot specs")
    assert _refusal(_write(tmp_path, bots=[1])).endswith("$.bots is not a list of bot specs")
    long = "m:" + "b" * 198
    assert load_save(_write(tmp_path, bots=[long]), None, (long,), None)[0].bots == (long,)
    assert _refusal(_write(tmp_path, bots=[long + "b"]), (long + "b",)).endswith(
        "$.bots is not a list of bot specs"
    )


def test_the_sheet_the_seed_and_the_edition_bounds(tmp_path: Path) -> None:
    path = _write(tmp_path, sheet="s" * 4096)
    assert "was played with the sheet 'sss" in _refusal(path)  # read: then asked again
    assert load_save(path, None, (), "given.toml")[0].sheet == "given.toml"
    assert _refusal(_write(tmp_path, sheet=3)).endswith("$.sheet is not a path")
    assert load_save(_write(tmp_path, seed=-(2**62)), None, (), None)[0].seed == -(2**62)
    assert load_save(_write(tmp_path, seed=2**62), None, (), None)[0].seed == 2**62
    assert _refusal(_write(tmp_path, seed=-(2**62) - 1)).endswith(
        f"$.seed is out of range ({-(2**62)} to {2**62})"
    )
    assert _refusal(_write(tmp_path, edition="x" * 300)).endswith(
        "$.edition: unknown edition '" + "x" * 40 + "'"
    )


def test_the_decisions_bounds(tmp_path: Path) -> None:
    longest = "x" * 300
    _, decisions, auto = load_save(
        _write(tmp_path, decisions=[longest, None, "0 buy-field"], auto=[2, 0]), None, (), None
    )
    assert decisions == [longest, None, "0 buy-field"] and auto == [2, 0]
    assert _refusal(_write(tmp_path, decisions="0 buy-field")).endswith(
        "$.decisions is not a list of moves"
    )
    assert _refusal(_write(tmp_path, decisions=[None], auto=[1])).endswith(
        "$.auto is not a list of decision indices"
    )
    assert _refusal(_write(tmp_path, decisions=[None], auto=[True])).endswith(
        "$.auto is not a list of decision indices"
    )
    assert _refusal(_write(tmp_path, auto={})).endswith("$.auto is not a list of decision indices")
    assert len(load_save(_write(tmp_path, decisions=[None] * 100_000), None, (), None)[1]) == (
        100_000
    )
    assert _refusal(_write(tmp_path, decisions=[None] * 100_001)).endswith(
        "$.decisions is not a list of moves"
    )


def test_a_settings_muted_seats_are_kept_once_each_and_sorted(tmp_path: Path) -> None:
    settings = load_save(_write(tmp_path, muted=[2, 1, 2, 1]), None, (), None)[0]
    assert settings.muted == (1, 2)
    assert _refusal(_write(tmp_path, muted=[True])).endswith(
        "$.muted is not a list of other players' seats"
    )


def test_when_every_name_is_taken_the_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "r.json").write_text("{}", "utf-8")
    for k in range(2, 1000):
        (tmp_path / f"r-{k}.json").write_text("{}", "utf-8")
    with pytest.raises(UnwritableError) as caught:
        write_record(str(tmp_path / "r.json"), "{}")
    assert str(caught.value).endswith("it and its next 998 numbered names are taken")
    assert str(tmp_path / "r.json") in str(caught.value)
    os.unlink(tmp_path / "r-999.json")
    assert write_record(str(tmp_path / "r.json"), "{}") == tmp_path / "r-999.json"


def test_a_link_where_the_save_was_is_not_written_through_nor_removed(tmp_path: Path) -> None:
    plain = Settings("rio-grande-2000", 3, 1, 0, ("random",), save=str(tmp_path / "s.json"))
    saved = save_game(plain, [], [], "{}")
    link = tmp_path / "link.json"
    link.symlink_to(saved)
    resumed = Settings("rio-grande-2000", 3, 1, 0, ("random",), save=str(link),
                       resumed=str(link))  # fmt: skip
    assert save_game(resumed, ["0 buy-field"], [], "{}") == tmp_path / "link-2.json"
    assert json.loads(saved.read_text("utf-8"))["decisions"] == []  # its target untouched
    remove_save(resumed)
    assert link.is_symlink() and saved.exists()
    remove_save(Settings("rio-grande-2000", 3, 1, 0, ("random",),
                         resumed=str(tmp_path / "gone.json")))  # fmt: skip
