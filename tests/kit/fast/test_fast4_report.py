"""The text report (``bohnanza.conformance.report``), whole: one run with a class of every
group (a rule break carried on and not tried from a position, with its reproducer; an
unconfirmed reading kept as a break; a protocol failure; an open point; a confirmed
reading), with options, variants, a declared model and the engine's error output, read
line by line as a user reads it."""

from __future__ import annotations

from bohnanza import __version__
from bohnanza.conformance.report import Finding, Report


def _report() -> Report:
    options: dict[str, object] = {"protection": "planted-fields", "hand_size": (6,)}
    r = Report("eng --x", "rio-grande-2000", 3, options, ("beginners",))
    r.model = {"offers": "none"}
    r.games, r.games_agreed, r.decisions, r.requests, r.seconds = 4, 1, 1234, 5678, 2.0
    r.stderr_bytes, r.stderr_tail = 12345, "y" * 20 + "x" * 280 + "last words"
    first = Finding("state", "002/field.two-fields", "Plant", "after 0 plant", 0, "fields")
    r.add(first)
    r.add(Finding("state", "002/field.two-fields", "Plant", "again", 1, "fields", carried=True))
    r.readings[first.key] = None
    r.checked[first.key] = 1
    r.add(Finding("hung", None, "", "no answer within 1 s (--timeout)", 2))
    point = "deck.exhaustion-moment"
    r.add(Finding("state", "002/step4.draw", "EndTrading", "after x", 3, "deck", point))
    deal = Finding("deal", "002/setup.deal", "", "deal 0", 0, "hand")
    for g in range(6):
        r.add(Finding("deal", "002/setup.deal", "", f"deal {g}", g, "hand"))
    r.readings[deal.key] = [("deal_order", "packets")]
    r.checked[deal.key] = 6
    allows = Finding("allows", "002/harvest.any-time", "Harvest", "0 harvest 0", 0)
    r.add(allows)
    r.readings[allows.key] = [("protection", "planted-fields")]
    r.checked[allows.key] = 1
    return r


def test_the_text_report_of_a_run_with_every_group() -> None:
    report = _report()
    first = ("state", "002/field.two-fields", "Plant", "fields", "")
    assert report.text({first: "/tmp/d-01.json"}).split("\n") == [
        f"conformance: 'eng --x' against bohnanza {__version__} (rio-grande-2000, 3 players; "
        "protection=planted-fields, hand_size=(6,), variant beginners)",
        "engine model: offers=none",
        "4 games, 1,234 decision points, 5,678 requests in 2.0 s (617.0 decision points/s)",
        "1 of 4 games without disagreement; 11 disagreements in 5 classes",
        "the engine wrote 12,345 bytes on its error output; the last of them: '"
        + "y" * 10
        + "x" * 280
        + "last words'",
        "",
        "2 distinct rule breaks (games, decision points):",
        "  002/field.two-fields: 2 games, 2 decision points",
        "  002/harvest.any-time: 1 game, 1 decision point",
        "",
        "== Rule breaks",
        "",
        "[2x in 2 games] the position after a move differs (Plant); fields differ: "
        "002/field.two-fields",
        '    "Each player begins the game with two bean fields in his farm." (002, The '
        "bean fields)",
        "    1 of them the same difference carried on from the move before: one cause, "
        "where it first appeared",
        "    in game 0: after 0 plant",
        "    in game 1: again",
        "    no rule option of the referee explains every example",
        "    (not tried from a position: run again with --option third_field=start (or a "
        "variant that sets it, beginners))",
        "    reproducer: bohnanza verify /tmp/d-01.json",
        "",
        "[1x in 1 game] the engine allows a move the referee refuses (Harvest): "
        "002/harvest.any-time",
        '    "Players may harvest and sell beans at any time, even when they are not the '
        'active player." (002, Harvesting and selling beans)',
        "    in game 0: 0 harvest 0",
        "    unconfirmed: the referee agrees under protection = planted-fields on 1 "
        "example seen, too few to tell from chance (6 needed): kept as a rule break",
        "",
        "== Protocol failures",
        "",
        "[1x in 1 game] the engine did not answer in time: -",
        "    in game 2: no answer within 1 s (--timeout)",
        "",
        "== Open points of the decision log (not counted as rule breaks)",
        "",
        "[1x in 1 game] the position after a move differs (EndTrading); deck differ: "
        "002/step4.draw",
        '    "The active player draws three cards from the draw deck. He draws them one '
        "at a time, placing each in turn at the back of his hand. He must place them in "
        'his hand in the order drawn." (002, 4. Draw new bean cards)',
        "    in game 3: after x",
        "    open point deck.exhaustion-moment: When exactly does the draw deck count as "
        "exhausted, and when is it reshuffled?",
        "      - last-card-drawn (the referee's reading): Exhausted when the last card "
        "is drawn; reshuffle at once unless the game ends.",
        "      - empty-draw (another): Exhausted only when a player must draw from an empty deck.",
        "",
        "== Accepted readings: a rule option of the referee explains every example",
        "",
        "[6x in 6 games] the deal differs; hand differ: 002/setup.deal",
        '    "The oldest player shuffles the bean cards thoroughly and deals five cards '
        "face-down to each player. These are the players' starting hands.\" (002, "
        "Preparation)",
        "    in game 0: deal 0",
        "    in game 1: deal 1",
        "    in game 2: deal 2",
        "    the referee agrees under: deal_order = packets (checked on 6 examples)",
        "    the reading of decision deal.order",
    ]
    assert report.disagreements == 11 and len(report.counts) == 5
    assert report.carried == {first: 1}


def test_the_json_report_of_the_same_run() -> None:
    report = _report()
    data = report.to_json()
    assert [
        (c["category"], c["rule"], c["count"], c["carried"], c["games"], c["differs"])
        for c in data["classes"]
    ] == [
        ("break", "002/field.two-fields", 2, 1, 2, "fields"),
        ("break", "002/harvest.any-time", 1, 0, 1, None),
        ("failure", None, 1, 0, 1, None),
        ("open-point", "002/step4.draw", 1, 0, 1, "deck"),
        ("reading", "002/setup.deal", 6, 0, 6, "hand"),
    ]
    assert data["rule_breaks"] == [
        {"rule": "002/field.two-fields", "games": 2, "decision_points": 2, "classes": 1},
        {"rule": "002/harvest.any-time", "games": 1, "decision_points": 1, "classes": 1},
    ]
    unconfirmed, reading = data["classes"][1], data["classes"][4]
    assert unconfirmed["explained_by"] == ["protection = planted-fields"], "no preset at 3"
    assert unconfirmed["explanation_checked_on"] == 1
    assert unconfirmed["explanation_confirmed"] is False
    assert reading["explanation_confirmed"] is True
    assert reading["explained_decisions"] == ["deal.order"]
    assert [e["game"] for e in reading["examples"]] == [0, 1, 2]
    assert data["classes"][0]["explanation_checked_on"] == 0, "not asked: none"
    assert data["classes"][3]["decision"]["id"] == "deck.exhaustion-moment"
    assert data["classes"][3]["decision"]["referee"] == "last-card-drawn"
    assert (data["players"], data["seconds"], data["decision_points_per_second"]) == (3, 2.0, 617.0)
    assert data["engine_stderr"] == {"bytes": 12345, "tail": report.stderr_tail}
    assert data["options"] == {"protection": "planted-fields", "hand_size": (6,)}
    assert data["variants"] == ["beginners"] and data["model"] == {"offers": "none"}
    report.player_counts = (3, 4)
    report.seconds = 0.0
    data = report.to_json()
    assert data["players"] == [3, 4] and data["decision_points_per_second"] is None
    report.player_counts = (3,)
    assert report.to_json()["players"] == 3
