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
from bohnanza.conformance.report import CHECKED
from bohnanza.conformance.runner import Model, Report, compare_positions, game_line, run
from bohnanza.position import to_dict
from bohnanza.referee import outcome
from tests.kit.run_kit import RIGHT, WRONG

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


def _only(report: Report, kind: str, rule: str, category: str) -> None:
    assert (kind, rule) in {(k, r) for k, r, _, _ in report.counts}, report.text()
    assert report.rules() == {rule}, report.text()
    assert {report.category(k) for k in report.counts} == {category}, report.text()


@pytest.mark.parametrize("name", sorted(WRONG))
def test_each_wrong_engine_is_caught_with_the_clause_of_its_break(name: str) -> None:
    kind, rule, category, seed, preset = WRONG[name]
    report = run(wrong(name), edition_name=preset, players=3, games=1, seed=seed)
    _only(report, kind, rule, category)


@pytest.mark.parametrize("name", sorted(RIGHT))
def test_each_engine_right_another_way_agrees_under_its_model(name: str) -> None:
    report = run(wrong(name), players=4, games=1, seed=5, trades=0.5, options=RIGHT[name])
    assert report.disagreements == 0, report.text()
    assert report.games_agreed == 1


def test_the_game_of_the_right_engines_has_accepts_paid_with_other_cards() -> None:
    # The game the engines right another way play (seed 5) lists, for other-accept-cards,
    # acceptances the referee's listing does not: the comparison by legality is exercised.
    from tests.kit.wrong_engines import OtherAcceptCards

    engine = OtherAcceptCards()
    other = 0
    for state in game_line("rio-grande-2000", 4, 5, trades=0.5):
        for seat in range(4):
            listed = set(engine.moves(state, seat))
            other += len(listed - set(bohnanza.legal_actions(state, seat).basic))
    assert other > 0


def test_a_lone_card_sold_beside_an_empty_field_is_explained_and_reproduced() -> None:
    report = run(wrong("lone-card"), players=3, games=1, seed=1)
    key = next(iter(report.counts))
    assert report.readings[key] == [("protection", "planted-fields")]
    assert report.checked[key] == min(report.counts[key], CHECKED) > 1  # every one, up to CHECKED
    example = report.examples[key][0]
    assert example.reproducer is not None
    replayed = bohnanza.replay(bohnanza.load_record(json.dumps(example.reproducer)))
    assert replayed.refusal is not None
    assert replayed.refusal.error.rule == "002/harvest.protection"  # type: ignore[union-attr]
    assert "the referee agrees under: protection = planted-fields" in report.text()


def test_trades_between_players_who_are_not_active_are_not_explained() -> None:
    report = run(wrong("non-active-trades"), players=4, games=1, seed=1)
    _only(report, "allows", "002/trade.parties", "break")
    assert report.breaks()[0]["rule"] == "002/trade.parties"
    assert report.breaks()[0]["games"] == 1
    assert report.text().splitlines()[4] == "1 distinct rule break (games, decision points):"


def test_the_last_face_up_card_lost_at_the_final_exhaustion_is_caught() -> None:
    # Seed 6, game 0 at 3 players ends in step 2 with a card face up.
    states = game_line("rio-grande-2000", 3, 6)
    assert any(s.ending and s.face_up_ids for s in states)


def test_a_tie_given_to_the_highest_seat_is_in_the_game_played() -> None:
    final = game_line("rio-grande-2000", 3, 3)[-1]
    result = outcome(final)
    assert result is not None and result.winners == (1,) and result.scores[2] == result.scores[1]


def test_a_packet_deal_is_caught_on_the_deal_and_explained_by_its_option() -> None:
    report = run(wrong("packet-deal"), players=3, games=2, seed=1)
    key = next(iter(report.counts))
    assert key[:2] == ("deal", "002/setup.deal") and report.counts[key] == 2
    assert report.readings[key] == [("deal_order", "packets")]
    example = report.examples[key][0]
    assert "seats[0].hand: referee [" in example.detail
    # The reproducer stacks the deck the engine dealt from: dealt as packets, its top five
    # cards are the starting player's hand; verify replays the deal.
    assert example.reproducer is not None
    packets = bohnanza.new_game("rio-grande-2000", 3, deck=example.reproducer["deck"],
                                deal_order="packets")  # fmt: skip
    assert [c.variety.key for c in packets.players[0].hand] == example.reproducer["deck"][:5]
    assert bohnanza.replay(bohnanza.load_record(json.dumps(example.reproducer))).legal


def test_an_open_point_is_reported_as_the_decision_with_its_alternatives() -> None:
    report = run(wrong("late-reshuffle"), players=3, games=1, seed=1)
    data = report.to_json()
    assert data["rule_breaks"] == []
    entry = data["classes"][0]
    assert entry["category"] == "open-point"
    assert entry["decision"]["id"] == "deck.exhaustion-moment"
    assert [a["value"] for a in entry["decision"]["alternatives"]] == [
        "last-card-drawn",
        "empty-draw",
    ]
    assert "open point deck.exhaustion-moment" in report.text()


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
    assert report.counts == {(kind, "", "", ""): 2}, report.text()
    assert detail in report.examples[(kind, "", "", "")][0].detail
    if name == "crashes":
        assert "out of beans" in report.examples[(kind, "", "", "")][0].detail


def test_an_engine_that_cannot_start_is_reported() -> None:
    report = run("/nonexistent/engine --fast", games=1)
    assert list(report.counts) == [("crashed", "", "", "")]


def test_positions_compare_by_card_ids_and_name_the_fields() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    mine = to_dict(game)
    theirs = json.loads(json.dumps(mine))
    assert compare_positions(mine, theirs) == []
    theirs["seats"][2]["hand"].reverse()
    theirs["discard"] = [{"id": 1}]
    assert compare_positions(mine, theirs) == ["discard", "seats[2].hand"]
    assert compare_positions(mine, "nonsense") == ["position"]


def test_set_aside_cards_compare_as_a_multiset_and_anonymous_cards_by_variety() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    aside = game.players[1].hand[:3]
    mine = to_dict(game.replace(players=(game.players[0], game.players[1].replace(set_aside=aside),
                                         *game.players[2:])))  # fmt: skip
    theirs = json.loads(json.dumps(mine))
    theirs["seats"][1]["set_aside"].reverse()
    assert compare_positions(mine, theirs) == []
    theirs["seats"][1]["set_aside"].pop()
    assert compare_positions(mine, theirs) == ["seats[1].set_aside"]
    anonymous = Model(card_identity=False)
    theirs = json.loads(json.dumps(mine))
    for card in theirs["deck"]:
        card.pop("id")
    assert compare_positions(mine, theirs, anonymous) == []
    assert compare_positions(mine, theirs) == ["deck"]
    theirs["deck"][0], theirs["deck"][-1] = theirs["deck"][-1], theirs["deck"][0]
    differs = mine["deck"][0]["variety"] != mine["deck"][-1]["variety"]
    assert compare_positions(mine, theirs, anonymous) == (["deck"] if differs else [])


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
