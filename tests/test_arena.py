"""``bohnanza arena`` (bohnanza.arena): the schedule rotates seats, the ratings come from
openskill in schedule order, the same seeds give the same results serially and over
processes, and the page is one offline file with its plots."""

from __future__ import annotations

import importlib
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from bohnanza.arena import ArenaGame, arena_games, html_page, ranks, report, schedule
from bohnanza.cli import main
from bohnanza.errors import InvalidSetupError

ROOT = Path(__file__).resolve().parent.parent
PY_BOT = f"cmd:{sys.executable} {ROOT / 'examples' / 'bots' / 'random_bot.py'}"


def _openskill() -> None:
    try:
        importlib.import_module("openskill")
    except ModuleNotFoundError:
        pytest.fail("MISSING INPUT: openskill is not installed (the arena extra installs it)")


def test_every_bot_holds_every_seat_of_each_deal() -> None:
    games = schedule(bots=4, players=3, deals=8, seed=10)
    assert len(games) == 24
    for deal in range(8):
        played = games[deal * 3 : deal * 3 + 3]
        assert {seed for seed, _ in played} == {10 + deal}
        lineup = set(played[0][1])
        for seat in range(3):
            assert {seats[seat] for _, seats in played} == lineup
    # The line-ups go through every choice of 3 bots among 4, in turn.
    assert {frozenset(games[d * 3][1]) for d in range(4)} == {
        frozenset(c) for c in ((0, 1, 2), (0, 1, 3), (0, 2, 3), (1, 2, 3))
    }
    with pytest.raises(InvalidSetupError, match="at least 4 bots"):
        schedule(bots=3, players=4, deals=1, seed=1)


def test_winners_rank_first_then_coins() -> None:
    game = ArenaGame(0, 1, (0, 1, 2, 3), (10, 12, 10, 3), (0,), 100, (0, 0, 0, 0))
    assert ranks(game) == [1, 2, 3, 4]
    tied = ArenaGame(0, 1, (0, 1, 2), (5, 5, 5), (0, 1), 100, (0, 0, 0))
    assert ranks(tied) == [1, 1, 2]


def test_the_same_seeds_give_the_same_arena_in_processes() -> None:
    _openskill()
    specs = ["random", "greedy", "planner"]
    serial = list(arena_games("rio-grande-2000", specs, 3, 3, seed=5))
    spread = list(arena_games("rio-grande-2000", specs, 3, 3, seed=5, workers=2))
    assert serial == spread
    first = report("rio-grande-2000", 3, 3, 5, specs, serial)
    assert first == report("rio-grande-2000", 3, 3, 5, specs, spread)
    board = first["leaderboard"]
    assert board[0]["bot"] == "planner"  # it wins most, by far
    for entry in board:
        assert entry["games"] == 9
        low, high = entry["rating_ci"]
        assert low < entry["mu"] < high
        assert entry["win_rate_ci"][0] <= entry["win_rate"] <= entry["win_rate_ci"][1]


def test_the_arena_command_writes_the_leaderboard_json_and_page(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _openskill()
    out, page = tmp_path / "arena.json", tmp_path / "arena.html"
    args = ["arena", "--bots", "random,greedy", "--bot", PY_BOT, "--deals", "2", "--seed", "3"]
    assert main([*args, "--json", str(out), "--html", str(page)]) == 0
    printed = capsys.readouterr().out
    assert "6 games of rio-grande-2000, 3 players" in printed
    assert "random_bot.py" in printed and "rating [95%]" in printed
    document = json.loads(out.read_text())
    assert document["format"] == "bohnanza-arena" and document["games"] == 6
    assert {e["bot"] for e in document["leaderboard"]} == {"random", "greedy", PY_BOT}
    assert all(e["faults"] == 0 for e in document["leaderboard"])
    text = page.read_text()
    assert "<script" not in text and "http" not in text.replace(
        'xmlns="http://www.w3.org/2000/svg"', ""
    )
    svgs = text.count("<svg")
    assert svgs == 2
    for chunk in text.split("<svg")[1:]:
        ET.fromstring("<svg" + chunk.split("</svg>")[0] + "</svg>")  # well-formed
    # Run again: the same document; a symbolic link in the way is replaced, not followed.
    again, elsewhere = tmp_path / "again.json", tmp_path / "elsewhere.txt"
    elsewhere.write_text("keep me")
    again.symlink_to(elsewhere)
    assert main([*args, "--json", str(again)]) == 0
    assert not again.is_symlink() and elsewhere.read_text() == "keep me"
    assert json.loads(again.read_text()) == document


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--bots", "random"], "two bots or more"),
        (["--bots", "random,greedy", "--players", "4"], "at least 4 bots"),
        (["--bots", "random,nosuchbot"], "unknown bot 'nosuchbot'"),
    ],
)
def test_the_arena_refuses_bad_line_ups(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["arena", *args, "--deals", "1"]) == 2
    assert message in capsys.readouterr().err


def test_without_openskill_the_arena_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    real = importlib.import_module

    def without(name: str, package: str | None = None) -> object:
        if name.startswith("openskill"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", without)
    assert main(["arena", "--bots", "random,greedy", "--players", "2", "--deals", "1"]) == 2
    assert "pip install 'bohnanza[arena]'" in capsys.readouterr().err


def test_the_page_escapes_bot_names() -> None:
    _openskill()
    game = ArenaGame(0, 1, (0, 1), (3, 1), (0,), 10, (0, 0))
    document = report("rio-grande-2000", 2, 1, 1, ["random", "greedy"], [game])
    document["leaderboard"][0]["name"] = "<b>x</b>"
    document["bots"][0]["name"] = "<b>x</b>"
    assert "<b>x</b>" not in html_page(document)


def test_the_arena_sets_the_outside_bots_time_and_counts_their_faults(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _openskill()
    # The slow bot takes 0.2 s over each answer: with 0.05 s a move, each game's first
    # question times it out, and the rest of its decisions are forfeited.
    slow = f"cmd:{sys.executable} {ROOT / 'tests' / 'data' / 'bots' / 'faulty.py'} slow"
    out = tmp_path / "arena.json"
    argv = ["arena", "--bots", "random,greedy", "--bot", slow, "--deals", "1"]
    assert main([*argv, "--move-time", "0.05", "--game-time", "9", "--json", str(out)]) == 0
    document = json.loads(out.read_text())
    assert document["limits"] == {"move": 0.05, "game": 9.0, "start": 20.0}
    faults = {entry["bot"]: entry["faults"] for entry in document["leaderboard"]}
    assert faults == {"random": 0, "greedy": 0, slow: 3}  # one timeout in each of 3 games
    assert main([*argv, "--move-time", "0"]) == 2
    assert "is not a time" in capsys.readouterr().err
