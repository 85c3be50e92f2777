"""More of the report's promises (``bohnanza.conformance.report``, docs/conformance.md "The
report"): which decisions of the log a reading selects for each rulebook, the order of the
classes inside a group, the readings named with the presets that read a rule so, the lines
of the text for the engine's model, the carried findings and the implied clauses."""

from __future__ import annotations

from bohnanza.catalogue import clause
from bohnanza.conformance.report import CONFIRMED, Finding, Report, reading_decisions


def _finding(
    kind: str = "state",
    rule: str | None = "002/harvest.coins",
    game: int = 0,
    *,
    move: str = "Harvest",
    cause: str = "coins",
    decision: str | None = None,
    carried: bool = False,
) -> Finding:
    return Finding(kind, rule, move, f"game {game}", game, cause, decision, carried=carried)


def test_a_reading_names_the_decision_of_its_own_rulebook_first() -> None:
    # Ladybohn's own decision for a Ladybohn clause; the 1997 texts' own for theirs.
    assert reading_decisions(["tie_break"], "001/end.winner", 3) == ["ladybohn.tie-break"]
    for book in ("000.1", "000.2", "003"):
        assert reading_decisions(["tie_break"], f"{book}/end.winner", 4) == [
            "original-1997.tie-break"
        ], book
    # The English rules have none of their own: the general decision.
    assert reading_decisions(["tie_break"], "002/end.winner", 3) == ["end.tie-break"]
    assert reading_decisions(["tie_break"], None, 3) == ["end.tie-break"]
    # At two players the duel's own decision, beside the rulebook's own.
    assert reading_decisions(["tie_break"], "002/end.winner", 2) == ["duel.scoring"]
    assert reading_decisions(["tie_break"], "001/end.winner", 2) == [
        "ladybohn.tie-break",
        "duel.scoring",
    ]


def test_a_reading_without_a_decision_of_that_rulebook_names_the_general_one() -> None:
    assert reading_decisions(["coin_cards"], "001/harvest.coins", 3) == ["harvest.coin-cards"]
    assert reading_decisions(["empty_reshuffle"], "000.2/deck.reshuffle", 3) == [
        "deck.empty-discard"
    ]
    # A duel's own decision is no general one: outside two players, nothing.
    assert reading_decisions(["duel_discard"], "002/duel.discard", 3) == []
    assert reading_decisions(["duel_discard"], "002/duel.discard", 2) == ["duel.discard-count"]
    # A rulebook's own decision is not named for another rulebook.
    assert reading_decisions(["trade_coins"], "002/trade.coins", 3) == []
    assert reading_decisions(["trade_coins"], "003/trade.coins", 3) == ["original-1997.trade-coins"]
    assert reading_decisions(["nothing_such"], "002/x", 3) == []


def test_readings_name_each_decision_once_in_the_order_of_the_options() -> None:
    assert reading_decisions(["tie_break", "dealer", "tie_break"], "002/x", 3) == [
        "end.tie-break",
        "dealer.who",
    ]
    assert reading_decisions(["dealer", "tie_break"], "003/x", 3) == [
        "original-1997.dealer",
        "original-1997.tie-break",
    ]
    assert reading_decisions([], "002/x", 3) == []


def test_inside_a_group_the_bigger_class_comes_first_then_by_its_key() -> None:
    report = Report("e", "rio-grande-2000", 3)
    report.add(_finding(rule="002/step4.draw", cause="hand"))
    for game in (1, 2):
        report.add(_finding(rule="002/trade.accept", game=game, cause="hand"))
    report.add(_finding(rule="002/harvest.coins", cause="coins"))
    rules = [c["rule"] for c in report.to_json()["classes"]]
    assert rules == ["002/trade.accept", "002/harvest.coins", "002/step4.draw"]
    counts = [c["count"] for c in report.to_json()["classes"]]
    assert counts == [2, 1, 1]
    text = report.text()
    assert text.index("002/trade.accept\n") < text.index("002/harvest.coins\n")
    assert text.index("002/harvest.coins\n") < text.index("002/step4.draw\n")


def test_a_reading_is_named_with_the_presets_that_read_the_rule_so() -> None:
    report = Report("e", "rio-grande-2000", 3)
    found = _finding(kind="allows", rule="002/plant.matching-field", cause="")
    report.add(found)
    report.readings[found.key] = [("matching_field", "must"), ("hand_size", 6)]
    report.checked[found.key] = CONFIRMED
    [entry] = report.to_json()["classes"]
    assert entry["explained_by"] == [
        "matching_field = must (as in amigo-fr, ladybohn)",
        "hand_size = 6",
    ]
    assert entry["explained_decisions"] == ["plant.matching-field"]
    assert entry["category"] == "reading" and entry["explanation_confirmed"] is True
    text = report.text()
    assert (
        "    the referee agrees under: matching_field = must (as in amigo-fr, ladybohn); "
        f"hand_size = 6 (checked on {CONFIRMED} examples)"
    ) in text
    assert "    the reading of decision plant.matching-field" in text
    # Not asked (None) and asked but none left ([]) both name nothing.
    report.readings[found.key] = None
    [entry] = report.to_json()["classes"]
    assert entry["explained_by"] == [] and entry["explanation_checked_on"] == 0
    assert entry["explained_decisions"] == [] and entry["category"] == "break"


def test_the_text_names_the_engines_model_and_the_findings_carried_on() -> None:
    report = Report("e", "rio-grande-2000", 3)
    report.model = {"card_identity": False, "offers": "open"}
    report.add(_finding(game=0))
    report.add(_finding(game=0, carried=True))
    report.add(_finding(game=1, carried=True))
    lines = report.text().splitlines()
    assert lines[1] == "engine model: card_identity=False, offers=open"
    assert (
        "    2 of them the same difference carried on from the move before: one cause, "
        "where it first appeared"
    ) in lines
    [entry] = report.to_json()["classes"]
    assert entry["carried"] == 2 and entry["count"] == 3
    assert report.to_json()["model"] == {"card_identity": False, "offers": "open"}
    # Without a model, no such line; without carried findings, no such line.
    plain = Report("e", "rio-grande-2000", 3)
    plain.add(_finding())
    text = plain.text()
    assert "engine model" not in text and "carried on" not in text


def test_an_implied_clause_is_quoted_as_implied() -> None:
    found = clause("000.1/trade.offer")
    assert found is not None and found.implied
    report = Report("e", "original-1997-fr", 3)
    report.add(_finding(rule="000.1/trade.offer", move="Offer", cause="hand"))
    [entry] = report.to_json()["classes"]
    assert entry["implied"] is True and entry["quote"] == found.quote
    assert f'    implied by: "{found.quote}" ({found.rulebook}, {found.section})' in report.text()
    plain = clause("002/harvest.coins")
    assert plain is not None and not plain.implied
    other = Report("e", "rio-grande-2000", 3)
    other.add(_finding())
    assert other.to_json()["classes"][0]["implied"] is False
    assert "implied by" not in other.text()


def test_an_open_point_the_log_does_not_know_names_no_decision() -> None:
    report = Report("e", "rio-grande-2000", 3)
    report.add(_finding(decision="no.such-point"))
    [entry] = report.to_json()["classes"]
    assert entry["category"] == "open-point" and entry["decision"] is None
    assert "open point" not in report.text().split("== ", 2)[-1].split("\n", 1)[1]


def test_the_examples_and_their_reproducer_are_the_first_findings() -> None:
    report = Report("e", "rio-grande-2000", 3)
    first = Finding("state", "002/harvest.coins", "Harvest", "first", 4, "coins",
                    reproducer={"moves": [1]})  # fmt: skip
    report.add(first)
    report.add(Finding("state", "002/harvest.coins", "Harvest", "second", 5, "coins",
                       reproducer={"moves": [2]}))  # fmt: skip
    [entry] = report.to_json()["classes"]
    assert entry["reproducer"] == {"moves": [1]}
    assert entry["examples"] == [{"game": 4, "detail": "first"}, {"game": 5, "detail": "second"}]
    assert entry["games"] == 2 and entry["reproducer_file"] is None


def test_the_groups_come_in_their_order_whatever_the_counts() -> None:
    report = Report("e", "rio-grande-2000", 3)
    reading = _finding(kind="allows", rule="002/harvest.protection", cause="")
    report.add(reading)
    report.readings[reading.key] = [("protection", "planted-fields")]
    report.checked[reading.key] = CONFIRMED
    for game in range(4):
        report.add(_finding(rule="002/field3.cost", decision="field3.payment-order", game=game))
    for game in range(3):
        report.add(_finding(kind="hung", rule=None, move="", cause="", game=game))
    report.add(_finding(rule="002/step4.draw", cause="hand"))
    data = report.to_json()
    assert [(c["category"], c["count"]) for c in data["classes"]] == [
        ("break", 1),
        ("failure", 3),
        ("open-point", 4),
        ("reading", 1),
    ]
    text = report.text()
    titles = [line for line in text.splitlines() if line.startswith("== ")]
    assert titles == [
        "== Rule breaks",
        "== Protocol failures",
        "== Open points of the decision log (not counted as rule breaks)",
        "== Accepted readings: a rule option of the referee explains every example",
    ]


def test_the_time_is_rounded_to_the_millisecond_and_the_rate_to_a_tenth() -> None:
    report = Report("e", "rio-grande-2000", 3)
    report.decisions, report.seconds = 1000, 3.14159
    data = report.to_json()
    assert data["seconds"] == 3.142
    assert data["decision_points_per_second"] == 318.3
    assert "1,000 decision points, 0 requests in 3.1 s (318.3 decision points/s)" in report.text()
