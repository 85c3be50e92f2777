"""A bot named twice in an arena is two bots, rated apart: labels in the leaderboard, the
JSON and the page tell the copies apart, and the games are those of two distinct bots."""

from __future__ import annotations

import json
from pathlib import Path
from types import SimpleNamespace

import pytest

import bohnanza.cli.arena
from bohnanza import arena
from bohnanza.arena import arena_games, html_page, labels, report
from bohnanza.cli import main


class _Rating:
    def __init__(self, mu: float, sigma: float) -> None:
        self.mu, self.sigma = mu, sigma


class _Model:
    """A stand-in for openskill's PlackettLuce (the arena extra): rank r of n gains n - r."""

    def rating(self) -> _Rating:
        return _Rating(25.0, 8.0)

    def rate(self, teams: list[list[_Rating]], ranks: list[int]) -> list[list[_Rating]]:
        n = len(teams)
        return [[_Rating(t[0].mu + n - r, t[0].sigma)] for t, r in zip(teams, ranks, strict=True)]


@pytest.fixture(autouse=True)
def _ratings(monkeypatch: pytest.MonkeyPatch) -> None:
    models = SimpleNamespace(PlackettLuce=_Model)
    monkeypatch.setattr(arena, "openskill_models", lambda: models)
    monkeypatch.setattr(bohnanza.cli.arena, "openskill_models", lambda: models)


def test_labels_number_the_copies_after_the_first() -> None:
    assert labels(["planner", "greedy", "planner", "planner"]) == [
        "planner", "greedy", "planner #2", "planner #3",
    ]  # fmt: skip
    assert labels(["a", "b"]) == ["a", "b"]
    assert labels([]) == []


def test_two_copies_are_rated_apart_in_the_document_and_the_page() -> None:
    specs = ["random", "greedy", "random"]
    games = list(arena_games("rio-grande-2000", specs, 3, 1, 5))
    doc = report("rio-grande-2000", 3, 1, 5, specs, games)
    assert doc["bots"] == [
        {"bot": "random", "id": "random", "name": "random"},
        {"bot": "greedy", "id": "greedy", "name": "greedy"},
        {"bot": "random", "id": "random #2", "name": "random #2"},
    ]
    board = doc["leaderboard"]
    assert sorted(b["id"] for b in board) == ["greedy", "random", "random #2"]
    assert all(b["games"] == 3 for b in board)  # one deal, three rotations, every bot seated
    assert list(doc["history"]) == ["random", "greedy", "random #2"]
    # every game seats each label once, in the rotations of the schedule
    seatings = [g["seats"] for g in doc["per_game"]]
    assert seatings == [
        ["random", "greedy", "random #2"],
        ["greedy", "random #2", "random"],
        ["random #2", "random", "greedy"],
    ]
    page = html_page(doc)
    assert page.count("random #2") >= 3  # the table, the intervals, the history's legend
    # the copies' plot colours differ (each bot's colour is its place among the bots)
    assert 'stroke="#1b6ca8"' in page and 'stroke="#8e44ad"' not in page
    assert 'stroke="#27ae60"' in page


def test_the_command_line_rates_a_bot_named_twice(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "arena.json"
    status = main(["arena", "--bots", "random,random", "--players", "2", "--deals", "1",
                   "--json", str(out)])  # fmt: skip
    text = capsys.readouterr().out
    assert status == 0
    assert "random #2" in text
    doc = json.loads(out.read_text(encoding="utf-8"))
    assert [b["id"] for b in doc["bots"]] == ["random", "random #2"]
    assert sum(b["games"] for b in doc["leaderboard"]) == 4
