"""The conformance runner against the referee behind the protocol (no disagreement), and
against deliberately wrong engines (each caught, with the rule that decides it)."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

import bohnanza
from bohnanza.conformance.carry import Streak
from bohnanza.conformance.compare import deviation, show_diff
from bohnanza.conformance.report import CHECKED, CONFIRMED, Finding
from bohnanza.conformance.runner import Model, Report, compare_positions, game_line, run
from bohnanza.position import to_dict
from bohnanza.referee import outcome
from tests.kit.run_kit import BREAKS, PAIRS, PLANTED, RIGHT, classes_of, play, score

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
    assert (kind, rule) in {(k, r) for k, r, *_ in report.counts}, report.text()
    assert report.rules() == {rule}, report.text()
    assert {report.category(k) for k in report.counts} == {category}, report.text()


@pytest.mark.parametrize("key", list(PLANTED))
def test_each_planted_engine_gives_exactly_its_expected_classes(key: str) -> None:
    # The kit's own mutation test: each planted break caught with its clause and group and
    # nothing else, each engine right another way with no rule break (no disagreement at
    # all under its model or option), each pair of breaks as both breaks.
    report = play(key)
    assert classes_of(report) == PLANTED[key].classes, report.text()
    if key.startswith("right:") and not PLANTED[key].classes:
        assert report.games_agreed == report.games
    for entry in report.to_json()["classes"]:
        if entry["category"] == "open-point":
            assert len(entry["decision"]["alternatives"]) > 1
            assert f"open point {entry['decision']['id']}" in report.text()


def test_the_planted_suite_covers_every_mechanism_with_enough_engines() -> None:
    # Issue 36: at least 40 breaks, 15 engines right another way, pairs of breaks; the
    # outside engines' deviations among the breaks.
    assert len(BREAKS) >= 40 and len(RIGHT) >= 15 and len(PAIRS) >= 5
    seen = ("plants-over-another-variety", "two-card-draw", "tie-to-lowest-seat",
            "received-to-hand", "single-fields-left", "empty-hand-stalls",
            "equal-trades-only", "no-face-up-accept")  # fmt: skip
    assert all(name in BREAKS for name in seen)
    rules = {c[1].split("/")[1].split(".")[0] for case in BREAKS.values() for c in case.classes}
    assert {"harvest", "field3", "step1", "step2", "trade", "donate", "step4", "turn",
            "deck", "setup", "end", "lady"} <= rules  # fmt: skip
    assert "breaks caught with the right clause and group: 2/2" in score(
        {"break:a": True, "break:b": True, "right:c": False}
    )


def test_the_coins_of_a_third_field_paid_in_a_wrong_order_are_a_break_of_the_payment() -> None:
    # Seed 11: each third field is bought with four coins; paid with the oldest three, the
    # coins left differ too: the payment clause ("the three topmost gold coins"), not the
    # open point of their order and not the clause on having three coins.
    report = run(wrong("oldest-coins-pay"), edition_name="original-1997-fr", players=3, games=1,
                 seed=11)  # fmt: skip
    _only(report, "state", "000.2/field3.cost", "break")
    assert {k[3] for k in report.counts} == {"coins, discard"}


def test_a_difference_carried_on_from_move_to_move_is_one_class_with_its_first_cause() -> None:
    # keeps-an-extra-coin reports one coin too many for seat 0 from its first coin on: the
    # difference appears at a harvest and carries on at every later move, whatever the move.
    report = run(wrong("keeps-an-extra-coin"), players=3, games=2, seed=1)
    assert list(report.counts) == [("state", "002/harvest.coins", "Harvest", "coins", "")], (
        report.text()
    )
    key = next(iter(report.counts))
    count = report.counts[key]
    assert count > 100 and report.carried[key] == count - len(report.game_sets[key])
    first = report.examples[key][0]
    assert first.reproducer is not None and not first.carried
    assert "carried on from the first example (Harvest" in report.examples[key][1].detail
    entry = report.to_json()["classes"][0]
    assert entry["carried"] == report.carried[key]
    assert "the same difference carried on from the move before" in report.text()
    assert "; coins differ: 002/harvest.coins" in report.text()


def test_a_difference_carries_on_only_if_it_deviates_the_same_way() -> None:
    # The runner carries a difference on when each part deviates as after the move before:
    # the same cards too many (or too few), the same order, the same number off.
    states = [s for s in game_line("rio-grande-2000", 3, 1) if s.players[0].coin_ids]
    early, late = to_dict(states[0]), to_dict(states[-1])
    assert len(early["seats"][1]["hand"]) > 1
    one_more = [{"id": -1, "variety": "coffee"}]

    def engine(doc: dict[str, Any], coins: object) -> dict[str, Any]:
        out: dict[str, Any] = json.loads(json.dumps(doc))
        out["seats"][0]["coins"] = coins
        return out

    path = "seats[0].coins"
    plus = deviation(early, engine(early, early["seats"][0]["coins"] + one_more), path)
    assert plus == deviation(late, engine(late, late["seats"][0]["coins"] + one_more), path)
    assert plus != deviation(late, engine(late, []), path)
    hand = early["seats"][1]["hand"]
    turned = engine(early, early["seats"][0]["coins"])
    turned["seats"][1]["hand"] = hand[::-1]
    assert deviation(early, turned, "seats[1].hand") == ("order",)
    anonymous = Model(card_identity=False)
    counted = engine(early, len(early["seats"][0]["coins"]) + 1)
    assert deviation(early, counted, path, anonymous) == ("by", 1)


def test_a_deviation_at_a_seat_the_engines_document_lacks_is_a_missing_value() -> None:
    # An engine's document a seat short: the part of that seat is missing (None), as a
    # part left out of a seat is, never an error of the kit.
    mine = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    short: dict[str, Any] = json.loads(json.dumps(mine))
    short["seats"] = short["seats"][:3]
    hand = json.dumps([c["id"] for c in mine["seats"][3]["hand"]])
    assert deviation(mine, short, "seats[3].hand") == ("values", hand, "null")
    left_out: dict[str, Any] = json.loads(json.dumps(mine))
    del left_out["seats"][3]["hand"]
    assert deviation(mine, short, "seats[3].hand") == deviation(mine, left_out, "seats[3].hand")
    assert deviation(mine, short, "seats[9].coins") == ("values", "null", "null")


def test_a_difference_after_a_clean_move_or_a_new_game_is_not_carried_on() -> None:
    mine = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    theirs: dict[str, Any] = json.loads(json.dumps(mine))
    theirs["seats"][0]["coins"] = [{"id": -1, "variety": "coffee"}]
    diffs = ["seats[0].coins"]
    first = Finding("position", "002/harvest.coins", "0 harvest 0", "coins differ", 1)
    second = Finding("position", "002/step1.plant", "0 plant 1 0", "coins differ", 1)
    streak = Streak(Model())
    assert streak.carry(first, mine, theirs, diffs) is first
    assert streak.carry(second, mine, theirs, diffs).carried  # the same coin too many
    streak.clear()  # the runner's call after a move where the positions agree
    again = streak.carry(second, mine, theirs, diffs)
    assert again is second and not again.carried


def test_a_zone_that_differs_is_shown_from_where_it_differs_to_its_top() -> None:
    # A long discard pile that differs only in its top cards: both tops are shown.
    state = next(s for s in game_line("rio-grande-2000", 4, 1) if len(s.discard_ids) > 20)
    mine = to_dict(state)
    theirs = json.loads(json.dumps(mine))
    pile = theirs["discard"]
    pile[-1], pile[-3] = pile[-3], pile[-1]
    shown = show_diff(mine, theirs, ["discard"])
    n = len(pile)
    top = [f"{c['id']} {c['variety']}" for c in mine["discard"][-3:]]
    assert f"first differs at card {n - 2} of {n} and {n}" in shown
    assert f"{', '.join(top)}], engine" in shown
    assert f"{pile[-1]['id']} {pile[-1]['variety']}]" in shown.split("engine")[1]
    # A short zone is shown whole.
    theirs["seats"][1]["hand"].pop()
    assert show_diff(mine, theirs, ["seats[1].hand"]).count("...") == 0


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
    # One example per game: the reading is confirmed at the sixth (report.CONFIRMED), and
    # until then the class is a rule break whose reading is "unconfirmed".
    report = run(wrong("packet-deal"), players=3, games=CONFIRMED, seed=1, probes=0)
    key = next(iter(report.counts))
    assert key[:2] == ("deal", "002/setup.deal") and report.counts[key] == CONFIRMED
    assert report.readings[key] == [("deal_order", "packets")]
    assert report.category(key) == "reading"
    early = run(wrong("packet-deal"), players=3, games=2, seed=1, probes=0)
    assert early.category(key) == "break" and early.readings[key] == [("deal_order", "packets")]
    assert "unconfirmed: the referee agrees under deal_order = packets" in early.text()
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
    assert report.counts == {(kind, "", "", "", ""): 2}, report.text()
    assert detail in report.examples[(kind, "", "", "", "")][0].detail
    if name == "crashes":
        assert "out of beans" in report.examples[(kind, "", "", "", "")][0].detail


def test_an_engine_that_cannot_start_is_reported() -> None:
    report = run("/nonexistent/engine --fast", games=1)
    assert list(report.counts) == [("crashed", "", "", "", "")]


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
