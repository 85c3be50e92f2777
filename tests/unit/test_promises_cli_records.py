"""What ``bohnanza verify`` and ``bohnanza replay --html`` promise (the command line's
records), run in process: the verdict's lines and exit status (0 legal, 1 an illegal move
or a claimed result the moves do not give, 2 not a valid record), as text and as one JSON
object, the scores in the singular and plural, an unfinished game described."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import bohnanza
from bohnanza.bots import play_random
from bohnanza.cli import main
from bohnanza.records import record_game

Game = tuple[bohnanza.GameState, list[bohnanza.Action], bohnanza.GameState]


@pytest.fixture(scope="module")
def game() -> Game:
    start = bohnanza.new_game("rio-grande-2000", 2, seed=4)
    final, moves = play_random(start, random.Random(4), 0.0)
    return start, list(moves), final


def _file(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return str(path)


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_a_legal_finished_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: Game
) -> None:
    start, moves, _ = game
    path = _file(tmp_path, "full.json", record_game(start, moves).to_json())
    assert _run(capsys, "verify", path) == (
        0,
        "legal: 237 moves, game over after 27 turns\n"
        "  1 P1: 0 coins, 6 cards in hand\n"
        "  2 P2: 1 coin, 7 cards in hand (winner)\n",
        "",
    )
    status, out, _ = _run(capsys, "verify", "--json", path)
    assert status == 0 and json.loads(out) == {
        "verdict": "legal", "moves": 237, "over": True, "turn": 27, "scores": [0, 1],
        "winners": [1],
    }  # fmt: skip


def test_an_unfinished_game_is_described(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, game: Game
) -> None:
    start, moves, _ = game
    path = _file(tmp_path, "part.json", record_game(start, moves[:5]).to_json())
    status, out, _ = _run(capsys, "verify", path)
    assert status == 0 and out == (
        "legal: 5 moves; the game is not over: turn 2, step 1 (offer), active seat 1 "
        "(player 2), to move: seat 1 (player 2)\n"
    )
    status, out, _ = _run(capsys, "verify", "--json", path)
    assert json.loads(out) == {"verdict": "legal", "moves": 5, "over": False, "turn": 2,
                               "step": "offer", "active": 1, "to_move": [1]}  # fmt: skip


def test_an_illegal_move_is_named_with_its_rule_and_position(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
    game: Game,
) -> None:  # fmt: skip
    start, moves, _ = game
    doc = json.loads(record_game(start, moves).to_json())
    doc["actions"][3]["move"] = "0 buy-field"
    path = _file(tmp_path, "bad.json", json.dumps(doc))
    status, out, _ = _run(capsys, "verify", path)
    lines = out.splitlines()
    assert status == 1
    assert lines[:2] == ["illegal move at index 3: 0 buy-field", "rule: 002/field3.coins-needed"]
    assert lines[2].startswith(
        "[002/field3.coins-needed] 0 buy-field refused: seat 0 has 0 coins; the third field costs 3"
    )
    assert lines[3:5] == ["in words: 1 P1 buys a third field", "the position before it:"]
    assert lines[5].startswith("Turn 1 | 1 P1, step 3 | ")
    status, out, _ = _run(capsys, "verify", "--json", path)
    verdict = json.loads(out)
    assert status == 1 and (verdict["verdict"], verdict["index"], verdict["move"]) == (
        "illegal", 3, "0 buy-field",
    )  # fmt: skip
    assert verdict["rule"] == "002/field3.coins-needed"
    assert verdict["reason"] == "seat 0 has 0 coins; the third field costs 3"


def test_a_claimed_result_the_moves_do_not_give(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
    game: Game,
) -> None:  # fmt: skip
    start, moves, final = game
    doc = json.loads(record_game(start, moves, result=bohnanza.outcome(final)).to_json())
    assert _run(capsys, "verify", _file(tmp_path, "ok.json", json.dumps(doc)))[0] == 0
    doc["result"]["scores"] = [5, 1]
    path = _file(tmp_path, "mis.json", json.dumps(doc))
    status, out, _ = _run(capsys, "verify", path)
    assert status == 1 and out.startswith("result mismatch: ")
    status, out, _ = _run(capsys, "verify", "--json", path)
    verdict = json.loads(out)
    assert status == 1 and verdict["verdict"] == "mismatch" and verdict["scores"] == [0, 1]


def test_what_is_not_a_record_is_status_2(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    missing = str(tmp_path / "missing.json")
    assert _run(capsys, "verify", missing) == (
        2, "", f"bohnanza: error: {missing}: cannot read the file: No such file or directory\n",
    )  # fmt: skip
    status, out, err = _run(capsys, "verify", "--json", missing)
    assert (status, err) == (2, "") and json.loads(out) == {
        "verdict": "invalid", "error": "cannot read the file: No such file or directory",
    }  # fmt: skip
    garbage = _file(tmp_path, "garbage.json", "{not json")
    status, out, err = _run(capsys, "verify", garbage)
    assert status == 2 and out == "" and err.startswith(f"bohnanza: error: {garbage}: ")
    assert err.count("\n") == 1


def test_replay_says_whether_every_move_was_legal(
    capsys: pytest.CaptureFixture[str], tmp_path: Path,
    game: Game,
) -> None:  # fmt: skip
    start, moves, _ = game
    path = _file(tmp_path, "part.json", record_game(start, moves[:6]).to_json())
    page = str(tmp_path / "page.html")
    assert _run(capsys, "replay", path, "--html", page) == (0, f"{page}: every move legal\n", "")
    doc = json.loads(record_game(start, moves[:6]).to_json())
    doc["actions"][3]["move"] = "0 buy-field"
    bad = _file(tmp_path, "bad.json", json.dumps(doc))
    page2 = str(tmp_path / "page2.html")
    assert _run(capsys, "replay", bad, "--html", page2) == (
        1, f"{page2}: ends at an illegal move\n", "",
    )  # fmt: skip
    assert Path(page2).read_text("utf-8").startswith("<!doctype html>")
