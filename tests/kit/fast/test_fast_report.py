"""The report of a conformance run (``bohnanza.conformance.report``), on findings made up
here: how a class is counted and kept, which of the four groups it falls in, the distinct
rule breaks, and what the JSON and the text say (docs/conformance.md, "The report")."""

from __future__ import annotations

import pytest

from bohnanza import __version__
from bohnanza.catalogue import clause, decisions
from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.report import (
    CONFIRMED,
    EXAMPLES,
    FAILURES,
    KINDS,
    UNTRIED,
    Finding,
    Report,
)


def _finding(
    kind: str = "state",
    rule: str | None = "002/harvest.coins",
    game: int = 0,
    *,
    move: str = "Harvest",
    cause: str = "coins",
    decision: str | None = None,
    carried: bool = False,
    detail: str = "",
) -> Finding:
    return Finding(
        kind, rule, move, detail or f"game {game}", game, cause, decision, carried=carried
    )


def test_a_class_counts_every_finding_and_keeps_few_examples_at_most_two_a_game() -> None:
    report = Report("engine", "rio-grande-2000", 3)
    for game in (0, 0, 0, 1, 2, 3):
        report.add(_finding(game=game))
    key = _finding().key
    assert report.counts == {key: 6}
    assert report.game_sets[key] == {0, 1, 2, 3}
    kept = [f.game for f in report.examples[key]]
    assert kept == [0, 0, 1] and len(kept) == EXAMPLES
    assert report.disagreements == 6
    assert report.carried == {}


def test_a_class_is_its_kind_rule_move_cause_and_open_point() -> None:
    report = Report("engine", "rio-grande-2000", 3)
    base = _finding()
    variants = [
        _finding(kind="over"),
        _finding(rule="002/step4.draw"),
        _finding(move="Plant"),
        _finding(cause="coins, discard"),
        _finding(decision="field3.payment-order"),
    ]
    for f in [base, *variants]:
        report.add(f)
    assert len(report.counts) == 6, "every part of the key makes its own class"
    # What differs in the detail, the game and the reproducer is not part of the class.
    assert _finding(game=4, detail="other").key == base.key
    carried = _finding(carried=True)
    report.add(carried)
    assert report.counts[base.key] == 2 and report.carried[base.key] == 1
    assert report.rules() == {"002/harvest.coins", "002/step4.draw"}


def test_the_four_groups() -> None:
    report = Report("engine", "rio-grande-2000", 3)
    for kind in sorted(FAILURES):
        assert report.category((kind, "", "", "", "")) == "failure"
    assert {"hung", "crashed", "garbage", "error"} == FAILURES
    point = ("state", "002/deck.reshuffle", "Plant", "deck", "deck.exhaustion-moment")
    plain = ("state", "002/harvest.coins", "Harvest", "coins", "")
    assert report.category(point) == "open-point"
    assert report.category(plain) == "break"
    # An explanation becomes a reading only once checked on CONFIRMED examples.
    report.readings[plain] = [("protection", "planted-fields")]
    report.checked[plain] = CONFIRMED - 1
    assert not report.confirmed(plain) and report.category(plain) == "break"
    report.checked[plain] = CONFIRMED
    assert report.confirmed(plain) and report.category(plain) == "reading"
    # An explanation checked often that no reading survived is no reading.
    report.readings[plain] = []
    assert report.category(plain) == "break"
    # A confirmed reading excuses even an open point's class; nothing excuses a failure.
    report.readings[point] = [("deal_order", "packets")]
    report.checked[point] = CONFIRMED
    assert report.category(point) == "reading"
    failure = ("hung", "", "", "", "")
    report.readings[failure] = [("deal_order", "packets")]
    report.checked[failure] = CONFIRMED
    assert report.category(failure) == "failure"


def test_the_distinct_rule_breaks_are_per_rule_and_ordered_by_games() -> None:
    report = Report("engine", "rio-grande-2000", 3)
    # harvest.coins: two classes (two causes) over games 0, 1, 2; four decision points.
    for game in (0, 1):
        report.add(_finding(game=game))
    report.add(_finding(game=1, cause="discard"))
    report.add(_finding(game=2, cause="discard"))
    # step4.draw: three decision points in one game.
    for _ in range(3):
        report.add(_finding(rule="002/step4.draw", game=5, move="EndTrading", cause="hand"))
    # trade.accept: one decision point in each of three games (ties with harvest.coins on
    # games, behind it on decision points).
    for game in (7, 8, 9):
        report.add(_finding(rule="002/trade.accept", game=game, move="Accept", cause="hand"))
    # Not breaks: a failure, an open point, a confirmed reading.
    report.add(_finding(kind="hung", rule=None, move="", cause=""))
    report.add(_finding(rule="002/field3.cost", decision="field3.payment-order"))
    reading = _finding(rule="002/harvest.protection", kind="allows", cause="")
    report.add(reading)
    report.readings[reading.key] = [("protection", "planted-fields")]
    report.checked[reading.key] = CONFIRMED
    assert report.breaks() == [
        {"rule": "002/harvest.coins", "games": 3, "decision_points": 4, "classes": 2},
        {"rule": "002/trade.accept", "games": 3, "decision_points": 3, "classes": 1},
        {"rule": "002/step4.draw", "games": 1, "decision_points": 3, "classes": 1},
    ]


def test_the_json_report_names_the_run_and_each_class_with_its_clause() -> None:
    report = Report("my engine", "rio-grande-2000", 3, {"protection": "planted-fields"})
    report.games, report.games_agreed, report.decisions = 4, 1, 200
    report.requests, report.seconds = 900, 2.0
    report.stderr_bytes, report.stderr_tail = 12, "out of beans"
    report.add(_finding(game=1))
    report.add(_finding(kind="crashed", rule=None, move="", cause="", game=2))
    point = _finding(rule="002/field3.cost", decision="field3.payment-order", move="BuyField")
    report.add(point)
    reading = _finding(kind="allows", rule="002/harvest.protection", cause="")
    report.add(reading)
    report.readings[reading.key] = [("protection", "planted-fields")]
    report.checked[reading.key] = CONFIRMED + 3
    data = report.to_json({_finding().key: "out/disagreement-01.json"})
    assert data["format"] == "bohnanza-conformance-report" and data["version"] == 2
    assert data["referee"] == f"bohnanza {__version__}" and data["protocol"] == PROTOCOL
    assert (data["engine"], data["edition"], data["players"]) == ("my engine", "rio-grande-2000", 3)
    assert data["options"] == {"protection": "planted-fields"}
    assert (data["games"], data["games_agreed"], data["decision_points"]) == (4, 1, 200)
    assert data["requests"] == 900 and data["decision_points_per_second"] == 100.0
    assert data["disagreements"] == 4
    assert data["engine_stderr"] == {"bytes": 12, "tail": "out of beans"}
    assert [c["category"] for c in data["classes"]] == ["break", "failure", "open-point", "reading"]
    brk, crash, open_, read = data["classes"]
    found = clause("002/harvest.coins")
    assert found is not None
    assert brk["quote"] == found.quote
    assert brk["source"] == f"{found.rulebook}, {found.section}"
    assert brk["what"] == KINDS["state"] and brk["differs"] == "coins"
    assert brk["reproducer_file"] == "out/disagreement-01.json"
    assert brk["examples"] == [{"game": 1, "detail": "game 1"}]
    assert crash["rule"] is None and crash["quote"] is None and crash["move"] is None
    point_log = decisions()["field3.payment-order"]
    assert open_["decision"]["id"] == "field3.payment-order"
    assert open_["decision"]["question"] == point_log.question
    assert open_["decision"]["referee"] == point_log.choice
    assert open_["decision"]["alternatives"] == [
        {"value": v, "reading": r} for v, r in point_log.alternatives
    ]
    assert read["explanation_confirmed"] is True
    assert read["explanation_checked_on"] == CONFIRMED + 3
    [named] = read["explained_by"]
    assert named.startswith("protection = planted-fields")
    # With no time measured there is no rate; files of several player counts list them.
    report.seconds = 0.0
    report.player_counts = (3, 4)
    data = report.to_json()
    assert data["decision_points_per_second"] is None and data["players"] == [3, 4]
    report.player_counts = (3,)
    assert report.to_json()["players"] == 3


def test_the_text_report_groups_the_classes_and_says_what_explains_them() -> None:
    report = Report("my engine", "rio-grande-2000", 3, {"hand_size": 6}, ("beginners",))
    report.games, report.decisions, report.seconds = 2, 50, 1.0
    report.stderr_bytes, report.stderr_tail = 20, "x" * 400 + "END"
    report.add(_finding(game=0))
    report.add(_finding(game=1))
    unconfirmed = _finding(kind="allows", rule="002/harvest.protection", cause="")
    report.add(unconfirmed)
    report.readings[unconfirmed.key] = [("protection", "planted-fields")]
    report.checked[unconfirmed.key] = 2
    untried = _finding(kind="refuses", rule="002/field.two-fields", cause="", move="BuyField")
    report.add(untried)
    point = _finding(rule="002/field3.cost", decision="field3.payment-order", move="BuyField")
    report.add(point)
    text = report.text({_finding().key: "out/disagreement-01.json"})
    lines = text.splitlines()
    assert lines[0] == (
        f"conformance: 'my engine' against bohnanza {__version__} (rio-grande-2000, 3 players; "
        "hand_size=6, variant beginners)"
    )
    assert "2 games, 50 decision points" in text
    assert "0 of 2 games without disagreement; 5 disagreements in 4 classes" in text
    assert "the engine wrote 20 bytes on its error output" in text and "END" in text
    assert "3 distinct rule breaks (games, decision points):" in text
    assert "  002/harvest.coins: 2 games, 2 decision points" in text
    assert "== Rule breaks" in text
    assert "== Open points of the decision log (not counted as rule breaks)" in text
    assert "[2x in 2 games] the position after a move differs (Harvest); coins differ: " \
        "002/harvest.coins" in text  # fmt: skip
    assert "    in game 0: game 0" in text
    assert "    reproducer: bohnanza verify out/disagreement-01.json" in text
    assert (
        "    unconfirmed: the referee agrees under protection = planted-fields" in text
        and f"on 2 examples seen, too few to tell from chance ({CONFIRMED} needed)" in text
    )
    assert f"(not tried from a position: run again with {UNTRIED['field.two-fields']})" in text
    assert "    open point field3.payment-order: " in text
    assert "(the referee's reading)" in text
    # A break nothing explains says so; one with an unconfirmed reading does not.
    harvest_part = text.split("002/harvest.coins\n", 2)[-1].split("\n\n")[0]
    assert "no rule option of the referee explains every example" in harvest_part
    # A confirmed reading is its own group and says on how many examples it was checked.
    report.checked[unconfirmed.key] = CONFIRMED
    text = report.text()
    assert "== Accepted readings: a rule option of the referee explains every example" in text
    assert "    the referee agrees under: protection = planted-fields" in text
    assert f"(checked on {CONFIRMED} examples)" in text
    assert "2 distinct rule breaks" in text


def test_one_of_a_kind_is_said_in_the_singular() -> None:
    report = Report("e", "rio-grande-2000", 3)
    report.games, report.decisions = 1, 1
    report.add(_finding())
    text = report.text()
    assert "1 distinct rule break (games, decision points):" in text
    assert "  002/harvest.coins: 1 game, 1 decision point" in text
    assert "[1x in 1 game]" in text


@pytest.mark.parametrize("kind", sorted(KINDS))
def test_every_kind_says_what_differs(kind: str) -> None:
    report = Report("e", "rio-grande-2000", 3)
    report.add(_finding(kind=kind, rule=None, cause=""))
    [entry] = report.to_json()["classes"]
    assert entry["what"] == KINDS[kind]
    assert entry["category"] == ("failure" if kind in FAILURES else "break")


def test_only_a_class_with_a_clause_is_quoted() -> None:
    """A rule break quotes its clause ("the catalogue clause that decides it, quoted");
    a protocol failure has no rule and no quote, and says none."""
    report = Report("e", "rio-grande-2000", 3)
    report.games = 1
    report.add(_finding(kind="hung", rule=None, move="", cause="", detail="no answer"))
    report.add(_finding(rule="002/no.such-clause", cause="hand", detail="made up"))
    text = report.text()
    hung = text.split("the engine did not answer in time: -\n", 1)[1].split("\n\n")[0]
    assert hung.splitlines() == ["    in game 0: no answer"]
    unknown = text.split("002/no.such-clause\n", 1)[1].split("\n\n")[0]
    assert '"' not in unknown and "None" not in unknown
    report.add(_finding())
    found = clause("002/harvest.coins")
    assert found is not None
    assert f'    "{found.quote}" ({found.rulebook}, {found.section})' in report.text()
