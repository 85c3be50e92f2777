"""Ladybohn (001) in the conformance kit: positions with kinds, the sheet and owed babies,
the notation of miss moves and of owed babies, and the vectors of the preset."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from unittest import mock

import pytest

import bohnanza
from bohnanza import Donate, Plant, ProvisionalDataWarning, Step, apply, compose
from bohnanza.conformance.vectors import write_vectors
from bohnanza.notation import describe, read_move, text_of
from bohnanza.position import PositionError, from_dict, from_json, to_dict, to_json
from bohnanza.sheets import load_sheet
from tests.helpers import users_sheet

SHEET = Path(__file__).resolve().parent.parent / "data" / "ladybohn-test-sheet.toml"


def _quiet_lady(**parts: object) -> bohnanza.GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        return compose("ladybohn", 4, **parts)  # type: ignore[arg-type]


def _owed() -> bohnanza.GameState:
    """Step 2, seat 0 has just given seat 1 a baby of a family seat 1 grows: owed."""
    s = _quiet_lady(
        step=Step.TRADE,
        hands={0: ["Rote Bohne bébé", "Blaue Bohne"]},
        fields={1: [["Rote Bohne", "Rote Bohne miss", "Rote Bohne"]]},
        face_up=["Saubohne"],
        deck=["Sojabohne"] * 10,
    )
    after = apply(s, Donate(0, 1, (s.players[0].hand_ids[0],)))
    assert after.owed_ids
    return after


def test_cards_carry_their_kind_and_a_wrong_kind_is_refused() -> None:
    state = _owed()
    data = to_dict(state)
    field = data["seats"][1]["fields"][0]
    assert [c["kind"] for c in field] == ["mister", "miss", "mister"]
    assert data["owed"] == list(state.owed_ids)
    assert from_json(to_json(state)) == state
    field[1]["kind"] = "baby"
    with pytest.raises(PositionError, match="not 'baby'") as info:
        from_dict(data)
    assert info.value.path == "$.seats[1].fields[0][1].kind"
    plain = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    plain["deck"][0]["kind"] = "miss"
    with pytest.raises(PositionError, match="no kinds"):
        from_dict(plain)


def test_a_position_names_its_sheet_and_reads_back_with_it(tmp_path: Path) -> None:
    path = users_sheet(tmp_path)
    game = bohnanza.new_game("ladybohn", 3, seed=4, sheet=path)
    data = to_dict(game)
    sheet = load_sheet(path, bohnanza.edition("ladybohn").deck)
    assert data["sheet"] == {"name": "ladybohn-user", "sha256": sheet.digest}
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # a user's sheet: no provisional warning
        back = from_dict(data)
    assert back == game and back.table == game.table
    unknown = {**data, "sheet": {"name": "mine", "sha256": "0" * 64}}
    with pytest.raises(PositionError, match="not loaded") as info:
        from_dict(unknown)
    assert info.value.path == "$.sheet"
    plain = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    with pytest.raises(PositionError, match="takes no sheet"):
        from_dict({**plain, "sheet": data["sheet"]})


def test_the_shipped_sheet_prices_a_position_that_names_none_and_warns() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        game = bohnanza.new_game("ladybohn", 4, seed=2)
    data = to_dict(game)
    assert data["sheet"]["name"] == "ladybohn-provisional"
    del data["sheet"]
    with pytest.warns(ProvisionalDataWarning):
        assert from_dict(data) == game


def test_an_owed_baby_and_its_miss_move_read_back_from_both_forms() -> None:
    state = _owed()
    baby = state.owed_ids[0]
    move = Plant(1, baby, 0, miss=1, steps=2)
    assert bohnanza.check(state, move) is None
    assert text_of(state, move) == "1 plant set-aside 1 on field 1 miss 2 up 2"
    assert describe(state, move)["miss"] == 2
    assert read_move(state, text_of(state, move)) == move
    assert read_move(state, describe(state, move)) == move
    assert read_move(state, "1 plant set-aside 1 on field 1") == Plant(1, baby, 0)
    for listed in bohnanza.legal_actions(state).basic:
        assert read_move(state, text_of(state, listed)) == listed
    after = apply(state, move)
    assert [c.kind for c in after.players[1].fields[0]] == ["mister", "mister", "baby", "miss"]


def test_the_vectors_of_ladybohn_agree_with_the_referee(tmp_path: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        paths = write_vectors("ladybohn", tmp_path, games=3, extra=2)
    assert [p.name for p in paths] == [f"ladybohn-{n}p.jsonl" for n in (3, 4, 5)]
    for path in paths:
        lines = path.read_text(encoding="utf-8").splitlines()
        cases = [json.loads(line) for line in lines[1:]]
        assert {"start", "over", "exhaustion-1", "exhaustion-2"} <= {c["case"] for c in cases}
        for case in cases:
            with warnings.catch_warnings():
                warnings.simplefilter("ignore", ProvisionalDataWarning)
                state = from_dict(case["position"])
            assert all("kind" in c for c in case["position"]["deck"])
            legal = bohnanza.legal_actions(state).basic
            assert [m["referee"] for m in case["legal"]] == [str(m) for m in legal]
            for entry in case["legal"][:20]:
                move = read_move(state, entry["move"])
                assert from_dict(entry["after"]) == apply(state, move)
            for entry in case["illegal"]:
                refusal = bohnanza.check(state, read_move(state, entry["move"]))
                assert refusal is not None and refusal.rule == entry["rule"]  # type: ignore[union-attr]


def test_the_command_line_notes_the_provisional_sheet_for_ladybohn_only(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from bohnanza.cli import SHIPPED_SHEET_NOTE, main

    assert main(["vectors", "--edition", "ladybohn", "--out", str(tmp_path), "--games", "1"]) == 0
    captured = capsys.readouterr()
    assert captured.err.count(SHIPPED_SHEET_NOTE) == 1
    assert "--sheet" not in captured.err  # vectors takes no sheet: the note does not ask for one
    assert "3 files" in captured.out
    out = str(tmp_path / "plain")
    assert main(["vectors", "--edition", "original-1997-fr", "--out", out, "--games", "1"]) == 0
    assert SHIPPED_SHEET_NOTE not in capsys.readouterr().err


def test_conformance_takes_no_sheet_it_could_not_hand_to_the_other_engine(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--sheet`` was accepted and then ignored (both sides priced by the shipped sheet):
    the protocol cannot hand a user's sheet to the other engine, so the option is gone."""
    from bohnanza.cli import main

    argv = ["conformance", "--engine", "true", "--edition", "ladybohn", "--sheet", "real.toml"]
    assert main(argv) == 2
    assert "unrecognized arguments: --sheet real.toml" in capsys.readouterr().err


def test_two_sheets_that_price_alike_keep_their_names_through_a_position(
    tmp_path: Path,
) -> None:
    twin = tmp_path / "twin.toml"
    text = SHEET.read_text(encoding="utf-8")
    twin.write_text(text.replace('name = "ladybohn-test"', 'name = "twin"', 1), encoding="utf-8")
    # The twin stays registered only for this test (the process's other games use SHEET).
    with mock.patch.dict("bohnanza.sheets._LOADED"), warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)  # the twin is provisional too
        mine = bohnanza.new_game("ladybohn", 3, seed=0, sheet=SHEET)
        other = bohnanza.new_game("ladybohn", 3, seed=0, sheet=twin)  # same digest, loaded last
        assert to_dict(mine)["sheet"]["sha256"] == to_dict(other)["sheet"]["sha256"]
        for game, name in ((mine, "ladybohn-test"), (other, "twin")):
            back = from_json(to_json(game))
            assert back == game and back.table.edition.deck.sheet == name
