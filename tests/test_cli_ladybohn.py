"""The command line with the Ladybohn preset: the provisional note, a user's sheet, the
rules in French, and seeded games written as records that verify."""

from __future__ import annotations

import json
import re
from pathlib import Path
from unittest import mock

import pytest

from bohnanza.cli import PROVISIONAL_NOTE, main
from bohnanza.records import record_schema

from .helpers import users_sheet
from .test_records import _jsonschema

SHEET = Path(__file__).parent / "data" / "ladybohn-test-sheet.toml"


def test_the_shipped_sheet_prints_one_note_and_no_python_warning(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--edition", "ladybohn", "--players", "3", "--seed", "2", "--quiet"]) == 0
    captured = capsys.readouterr()
    assert captured.err.strip() == PROVISIONAL_NOTE
    assert "game over after" in captured.out


@pytest.mark.parametrize("command", ["play", "demo", "simulate"])
def test_a_player_count_ladybohn_refuses_is_the_only_line(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two players for Ladybohn: one error in the edition's words, and no note on prices
    of a game that never starts."""
    assert main([command, "--edition", "ladybohn", "--players", "2"]) == 2
    err = capsys.readouterr().err
    assert err.strip() == "bohnanza: error: ladybohn se joue à 3, 4 ou 5 joueurs, pas 2"


def test_a_users_sheet_silences_the_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["demo", "--edition", "ladybohn", "--players", "5", "--seed", "2", "--quiet"]
    assert main([*argv, "--sheet", str(users_sheet(tmp_path))]) == 0
    captured = capsys.readouterr()
    assert captured.err == ""
    assert len(re.findall(r": \d+ coins?, \d+ cards? in hand", captured.out)) == 5


def test_a_sheet_for_a_printed_edition_is_bad_input(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--sheet", str(SHEET)]) == 2
    err = capsys.readouterr().err
    assert "takes no --sheet" in err and "Traceback" not in err


def test_a_broken_sheet_is_one_line_on_stderr(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "bad.toml"
    bad.write_text(SHEET.read_text(encoding="utf-8").replace("[2, 4, 6, 7]", "[4, 6, 8, 9]", 1))
    assert main(["demo", "--edition", "ladybohn", "--sheet", str(bad)]) == 2
    err = capsys.readouterr().err
    assert "001/lady.miss-best" in err and "Traceback" not in err


def test_rules_lists_001_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--edition", "ladybohn", "--id", "lady.baby-trade"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "001/lady.baby-trade" in out
    assert "doit planter le bébé immédiatement" in out


def test_simulated_ladybohn_games_write_records_that_verify(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--edition", "ladybohn", "--players", "4", "--games", "3"]
    argv += ["--bots", "random", "--trades", "0.3", "--records", str(tmp_path)]
    assert main(argv) == 0
    assert "3 games of ladybohn" in capsys.readouterr().out
    records = sorted(tmp_path.glob("*.json"))
    assert len(records) == 3
    for path in records:
        assert json.loads(path.read_text(encoding="utf-8"))["edition"] == "ladybohn"
        assert main(["verify", str(path)]) == 0
        assert capsys.readouterr().out.startswith("legal:")


def test_a_record_names_its_sheet_and_verifies_only_with_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--edition", "ladybohn", "--players", "3", "--games", "1"]
    sheet = users_sheet(tmp_path)
    argv += ["--bots", "random", "--records", str(tmp_path), "--sheet", str(sheet)]
    assert main(argv) == 0
    [path] = sorted(tmp_path.glob("*.json"))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["sheet"]["name"] == "ladybohn-user"
    assert len(data["sheet"]["sha256"]) == 64
    _jsonschema().validate(data, record_schema())
    capsys.readouterr()
    # Another process has not loaded the sheet: the record says which one it needs.
    with mock.patch.dict("bohnanza.sheets._LOADED", clear=True):
        assert main(["verify", str(path)]) == 2
        assert data["sheet"]["sha256"] in capsys.readouterr().err
        assert main(["verify", "--sheet", str(sheet), str(path)]) == 0
        captured = capsys.readouterr()
        assert captured.out.startswith("legal:")
        assert PROVISIONAL_NOTE not in captured.err  # a user's sheet: no note


def test_a_record_of_the_shipped_sheet_verifies_without_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--edition", "ladybohn", "--players", "5", "--games", "1"]
    assert main([*argv, "--bots", "random", "--records", str(tmp_path)]) == 0
    [path] = sorted(tmp_path.glob("*.json"))
    assert json.loads(path.read_text(encoding="utf-8"))["sheet"]["name"] == "ladybohn-provisional"
    assert PROVISIONAL_NOTE in capsys.readouterr().err
    assert main(["verify", str(path)]) == 0
    # The replay is priced by the shipped sheet: the note again, once.
    assert capsys.readouterr().err.count(PROVISIONAL_NOTE) == 1
    assert main(["verify", str(path), "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["verdict"] == "legal"


def test_a_record_of_a_printed_edition_verifies_without_the_note(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ["simulate", "--players", "3", "--games", "1", "--bots", "random"]
    assert main([*argv, "--records", str(tmp_path)]) == 0
    [path] = sorted(tmp_path.glob("*.json"))
    assert main(["verify", str(path)]) == 0
    assert PROVISIONAL_NOTE not in capsys.readouterr().err
