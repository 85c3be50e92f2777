"""The conformance runner against the referee behind the protocol (no disagreement), and
against deliberately wrong engines (each caught, with the rule that decides it)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

import bohnanza
from bohnanza.conformance.runner import Report, compare_positions, game_line, run
from bohnanza.position import to_dict
from bohnanza.referee import outcome

HERE = Path(__file__).parent
REFEREE = f"{sys.executable} -m bohnanza.conformance.engine"
#: Games per preset against the referee itself (the measured run is in docs/conformance.md).
GAMES = 2


def wrong(name: str) -> str:
    return f"{sys.executable} {HERE / 'wrong_engines.py'} {name}"


@pytest.mark.parametrize(
    ("name", "count"),
    [
        ("rio-grande-2000", 4),
        ("amigo-fr", 2),
        ("original-1997-fr", 3),
        ("original-1997-fr-003", 5),
        ("ladybohn", 4),
    ],
)
def test_the_referee_behind_the_protocol_agrees_with_itself(name: str, count: int) -> None:
    report = run(REFEREE, edition_name=name, players=count, games=GAMES, seed=7)
    assert report.disagreements == 0, report.text()
    assert report.games == report.games_agreed == GAMES
    # Every move of every game was compared: as many decision points as states played.
    played = sum(len(game_line(name, count, 7 + k)) for k in range(GAMES))
    assert report.decisions == played
    assert report.requests > 2 * report.decisions


def _caught(report: Report, kind: str, rule: str) -> None:
    assert (kind, rule) in {(k, r) for k, r, _ in report.counts}, report.text()
    assert report.rules() == {rule}, report.text()


def test_a_lone_card_sold_beside_an_empty_field_is_caught_and_explained() -> None:
    report = run(wrong("lone-card"), players=3, games=1, seed=1)
    _caught(report, "allows", "002/harvest.protection")
    example = next(iter(report.examples.values()))
    assert example.explained_by and example.explained_by[0].startswith(
        "protection = planted-fields"
    )
    assert example.reproducer is not None
    replayed = bohnanza.replay(bohnanza.load_record(json.dumps(example.reproducer)))
    assert replayed.refusal is not None
    assert replayed.refusal.error.rule == "002/harvest.protection"  # type: ignore[union-attr]


def test_trades_between_players_who_are_not_active_are_caught() -> None:
    report = run(wrong("non-active-trades"), players=4, games=1, seed=1)
    _caught(report, "allows", "002/trade.parties")
    assert not next(iter(report.examples.values())).explained_by


def test_the_last_face_up_card_lost_at_the_final_exhaustion_is_caught() -> None:
    # Seed 6, game 0 at 3 players ends in step 2 with a card face up.
    states = game_line("rio-grande-2000", 3, 6)
    assert any(s.ending and s.face_up_ids for s in states)
    report = run(wrong("last-face-up-lost"), players=3, games=1, seed=6)
    _caught(report, "state", "002/end.step2")


def test_a_game_that_goes_on_after_the_end_is_caught() -> None:
    report = run(wrong("goes-on"), players=3, games=1, seed=1)
    _caught(report, "over", "002/end.exhaustion")


def test_a_tie_given_to_the_highest_seat_is_caught() -> None:
    final = game_line("rio-grande-2000", 3, 3)[-1]
    result = outcome(final)
    assert result is not None and result.winners == (1,) and result.scores[2] == result.scores[1]
    report = run(wrong("tie-to-highest-seat"), players=3, games=1, seed=3)
    _caught(report, "winners", "002/end.tie-break")


def test_coin_cards_discarded_are_caught() -> None:
    report = run(wrong("coins-discarded"), players=3, games=1, seed=1)
    _caught(report, "state", "002/harvest.coins")


def test_a_miss_left_in_place_is_caught_as_the_miss_move() -> None:
    report = run(wrong("miss-stays"), edition_name="ladybohn", players=3, games=1, seed=1)
    _caught(report, "state", "001/lady.miss-move")


def test_ending_step2_with_a_baby_owed_is_caught() -> None:
    report = run(wrong("owed-baby-waits"), edition_name="ladybohn", players=3, games=1, seed=1)
    _caught(report, "allows", "001/lady.baby-trade")


@pytest.mark.parametrize(
    ("name", "kind", "detail"),
    [
        ("hangs", "hung", "no answer within 2 s"),
        ("crashes", "crashed", "exit status 3"),
        ("garbage", "garbage", "moves:"),
    ],
)
def test_broken_engines_are_reported_and_never_hold_the_runner(
    name: str, kind: str, detail: str
) -> None:
    started = time.monotonic()
    report = run(wrong(name), players=3, games=2, seed=1, timeout=2 if name == "hangs" else 30)
    assert time.monotonic() - started < 60
    assert report.counts == {(kind, "", ""): 2}, report.text()
    assert detail in next(iter(report.examples.values())).detail
    if name == "crashes":
        assert "out of beans" in next(iter(report.examples.values())).detail


def test_an_engine_that_cannot_start_is_reported() -> None:
    report = run("/nonexistent/engine --fast", games=1)
    assert list(report.counts) == [("crashed", "", "")]


def test_positions_compare_by_card_ids_and_name_the_fields() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    mine = to_dict(game)
    theirs = json.loads(json.dumps(mine))
    assert compare_positions(mine, theirs) == []
    theirs["seats"][2]["hand"].reverse()
    theirs["discard"] = [{"id": 1}]
    assert compare_positions(mine, theirs) == ["discard", "seats[2].hand"]
    assert compare_positions(mine, "nonsense") == ["position"]


def test_the_command_line_reports_and_writes_reproducers(tmp_path: Path) -> None:
    engine = wrong("coins-discarded")
    done = subprocess.run(
        [sys.executable, "-m", "bohnanza", "conformance", "--engine", engine, "--players", "3",
         "--games", "1", "--json", "--reproducers", str(tmp_path)],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 1, done.stderr
    data = json.loads(done.stdout)
    assert data["disagreements"] > 0 and data["classes"][0]["rule"] == "002/harvest.coins"
    assert data["classes"][0]["quote"].startswith("To sell the beans")
    verified = subprocess.run(
        [sys.executable, "-m", "bohnanza", "verify", str(tmp_path / "disagreement-01.json")],
        capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert verified.returncode == 0, verified.stderr
