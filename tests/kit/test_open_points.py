"""The open points of the decision log that the runner recognises from a position that
differs (``bohnanza.conformance.openpoints``): each is taken for its reading only when
that difference, and nothing else, is there; the same difference where the point does not
arise stays a rule break."""

from __future__ import annotations

import itertools
import json
from typing import Any

import bohnanza
from bohnanza.actions import Action, BuyField, Donate, EndPlanting, Harvest, Keep, Plant
from bohnanza.catalogue import decisions
from bohnanza.conformance.attribution import grant_rule
from bohnanza.conformance.compare import Model, compare_positions
from bohnanza.conformance.openpoints import RECOGNISED, open_point
from bohnanza.conformance.runner import game_line
from bohnanza.position import to_dict
from bohnanza.state import PLANT_RECEIVED, GameState, Step

Json = dict[str, Any]


def _copy(doc: Json) -> Json:
    out: Json = json.loads(json.dumps(doc))
    return out


def _point(before: GameState, move: Action, theirs: Json, anonymous: bool = False) -> str | None:
    after = bohnanza.apply(before, move)
    diffs = compare_positions(to_dict(after), theirs)
    assert diffs
    return open_point(before, move, after, theirs, Model(card_identity=not anonymous))


def _moves(preset: str, kind: type, seeds: range = range(1, 30)) -> list[tuple[GameState, Action]]:
    found = []
    for seed in seeds:
        states = game_line(preset, 3, seed, trades=0.5)
        for before, after in itertools.pairwise(states):
            moves = [m for m in bohnanza.legal_actions(before).basic if isinstance(m, kind)]
            moves += [m for m in _negotiations(before) if isinstance(m, kind)]
            for move in moves:
                if bohnanza.apply(before, move) == after:
                    found.append((before, move))
        if len(found) > 3:
            break
    return found


def _negotiations(state: GameState) -> list[Action]:
    from random import Random

    from bohnanza.conformance.probes import negotiation_sample

    return list(negotiation_sample(state, Random(0), 30)) if state.step_id == 2 else []


def test_every_recognised_point_is_in_the_decision_log_with_alternatives() -> None:
    log = decisions()
    for point in RECOGNISED:
        assert point in log, point
        assert log[point].option == ""  # an option would make it an accepted reading
        assert len(log[point].alternatives) > 1, point


def test_three_coins_in_another_order_are_the_payment_order_point() -> None:
    before, move = next((b, m) for b, m in _moves("original-1997-fr", BuyField))
    mine = to_dict(bohnanza.apply(before, move))
    theirs = _copy(mine)
    theirs["discard"][-3:] = theirs["discard"][-3:][::-1]
    assert _point(before, move, theirs) == "field3.payment-order"
    # Without card identity, by variety.
    anonymous = _copy(theirs)
    for card in anonymous["discard"]:
        card.pop("id")
    after = bohnanza.apply(before, move)
    found = open_point(before, move, after, anonymous, Model(card_identity=False))
    assert found == "field3.payment-order"
    # Another coin paid (the coins left differ too), or another card below: a break.
    other = _copy(theirs)
    other["discard"][-4], other["discard"][-1] = other["discard"][-1], other["discard"][-4]
    assert _point(before, move, other) is None


def test_a_step_3_held_open_with_nothing_left_to_plant_is_who_ends_it() -> None:
    states = game_line("rio-grande-2000", 3, 1, trades=0.5)
    pairs = itertools.pairwise(states)
    before, after = next(
        (b, a) for b, a in pairs if b.step_id == PLANT_RECEIVED and a.step_id != PLANT_RECEIVED
    )
    move = next(
        m for m in bohnanza.legal_actions(before).basic if bohnanza.apply(before, m) == after
    )
    assert isinstance(move, Plant)
    theirs = to_dict(before)
    theirs_after = to_dict(after)
    # Held open: the card planted, and nothing after it (no step 4, no next turn).
    held = _copy(theirs)
    for k, seat in enumerate(held["seats"]):
        seat["fields"] = theirs_after["seats"][k]["fields"]
        seat["set_aside"] = theirs_after["seats"][k]["set_aside"]
    assert _point(before, move, held) == "step3.who-ends"
    # Still a card set aside: the engine did not plant it, a break.
    unplanted = _copy(held)
    unplanted["seats"][move.seat]["set_aside"] = theirs["seats"][move.seat]["set_aside"]
    assert _point(before, move, unplanted) is None
    # Held open, and step 4 drawn as well: not the alternative, a break.
    drawn = _copy(held)
    drawn["seats"][before.active]["hand"] = theirs_after["seats"][before.active]["hand"]
    if drawn != held:
        assert _point(before, move, drawn) is None


def _with_cocoa_field(state: GameState, seat: int, size: int) -> GameState:
    cocoa = [c for c in state.stack if c.variety.key == "cocoa"][:size]
    assert len(cocoa) == size
    player = state.players[seat]
    players = list(state.players)
    players[seat] = player.replace(fields=(tuple(cocoa), *player.fields[1:]))
    return state.replace(players=tuple(players), deck=[c for c in state.stack if c not in cocoa])


def _cocoa_game() -> GameState:
    """The first seeded deal with three Cocoa cards in its deck."""
    return next(
        game
        for game in (bohnanza.new_game("rio-grande-2000", 4, seed=k) for k in range(1, 50))
        if sum(c.variety.key == "cocoa" for c in game.stack) >= 3
    )


def test_two_cocoa_cards_sold_for_one_coin_are_the_cocoa_beanometer_point() -> None:
    start = _cocoa_game()
    before = _with_cocoa_field(start, 0, 2)
    move = Harvest(0, 0)
    mine = to_dict(bohnanza.apply(before, move))
    assert len(mine["seats"][0]["coins"]) == 2  # the referee's table: 2 cards, 2 coins
    theirs = _copy(mine)
    theirs["discard"].append(theirs["seats"][0]["coins"].pop())
    assert _point(before, move, theirs) == "data.cocoa-beanometer"
    # Both cards discarded (coins lost), or a field of three: a break.
    none = _copy(theirs)
    none["discard"].append(none["seats"][0]["coins"].pop())
    assert _point(before, move, none) is None
    three = _with_cocoa_field(start, 0, 3)
    mine3 = to_dict(bohnanza.apply(three, move))
    theirs3 = _copy(mine3)
    theirs3["discard"].append(theirs3["seats"][0]["coins"].pop())
    assert _point(three, move, theirs3) is None


def _single_card_sale(preset: str) -> tuple[GameState, Harvest]:
    for seed in range(1, 30):
        for before in game_line(preset, 3, seed):
            for move in bohnanza.legal_actions(before).basic:
                if isinstance(move, Harvest):
                    field = before.players[move.seat].field_ids[move.field]
                    if len(field) == 1:
                        return before, move
    raise AssertionError("no sale of a single card")


def test_a_single_card_thrown_away_in_the_1997_texts_is_their_open_point() -> None:
    before, move = _single_card_sale("original-1997-fr")
    theirs = to_dict(bohnanza.apply(before, move))
    theirs["discard"].pop()  # the card left the game
    assert _point(before, move, theirs) == "original-1997.single-card-sale"
    # 002 calls it a sale by the beanometer: there the card lost is a break.
    before, move = _single_card_sale("rio-grande-2000")
    theirs = to_dict(bohnanza.apply(before, move))
    theirs["discard"].pop()
    assert _point(before, move, theirs) is None


def test_donated_cards_taken_into_the_hand_in_the_1997_texts_are_their_open_point() -> None:
    for preset, expected in (
        ("original-1997-fr", "original-1997.donated-cards"),
        ("rio-grande-2000", None),
    ):
        before, move = next((b, m) for b, m in _moves(preset, Donate))
        assert isinstance(move, Donate)
        theirs = to_dict(bohnanza.apply(before, move))
        seat = theirs["seats"][move.receiver]
        given = [c for c in seat["set_aside"] if c["id"] in move.cards]
        seat["hand"] += given
        seat["set_aside"] = [c for c in seat["set_aside"] if c["id"] not in move.cards]
        assert _point(before, move, theirs) == expected, preset
        # A card set aside before (not the donation's) taken too: not that reading.
        if seat["set_aside"]:
            seat["hand"].append(seat["set_aside"].pop())
            assert _point(before, move, theirs) is None


def test_a_class_is_an_open_point_only_if_every_finding_fits_it() -> None:
    from bohnanza.conformance.report import Finding, Report

    report = Report("engine", "rio-grande-2000", 4)
    point = Finding("state", "002/field3.cost", "BuyField", "a", 0, "discard",
                    "field3.payment-order")  # fmt: skip
    report.add(point)
    key = point.key
    assert report.category(key) == "open-point" and report.breaks() == []
    # A finding of the same kind, rule and parts that fits no open point: a class of its
    # own, a break, never hidden in the open point's class (a class that mixes is split).
    other = Finding("state", "002/field3.cost", "BuyField", "b", 1, "discard")
    report.add(other)
    assert other.key != key and report.category(other.key) == "break"
    assert report.category(key) == "open-point"
    assert report.breaks()[0]["rule"] == "002/field3.cost"
    assert report.breaks()[0]["decision_points"] == 1
    first = report.to_json()["classes"][0]
    assert first["category"] == "break" and first["decision"] is None


def test_the_docs_say_of_each_open_point_whether_the_runner_recognises_it() -> None:
    from pathlib import Path

    page = (Path(__file__).parents[2] / "docs" / "conformance.md").read_text(encoding="utf-8")
    table = page.split("### Open points the runner recognises", 1)[1].split("\n\n", 2)[2]
    rows = [line for line in table.split("\n\n", 1)[0].splitlines() if line.startswith("| `")]
    recognised = {
        name.strip().strip("`")
        for row in rows
        if row.rsplit("|", 2)[1].strip().startswith("recognised")
        for name in row.split("|")[1].split(", ")
    }
    assert recognised == set(RECOGNISED)
    named = " ".join(row.split("|")[1] for row in rows)
    open_ones = [
        d.id for d in decisions().values() if not d.option and len(d.alternatives) > 1
    ]  # fmt: skip
    # Every open point of every rulebook, Ladybohn's and the duel's included (issue 36).
    missing = [p for p in open_ones if f"`{p}`" not in named]
    assert missing == []


def test_an_engine_reporting_garbage_for_a_cocoa_sale_is_no_open_point_and_no_crash() -> None:
    """conformance:openpoints.py:_cocoa:boolop:2 (issue 30's mutation run): coins or a
    discard pile that are not what the protocol says give no reading (the difference stays
    a rule break), and the runner does not fail on them."""
    before = _with_cocoa_field(_cocoa_game(), 0, 2)
    move = Harvest(0, 0)
    mine = to_dict(bohnanza.apply(before, move))
    for part, garbage in (("discard", "a pile"), ("discard", {"top": 1}), ("coins", "two")):
        theirs = _copy(mine)
        theirs["discard"].append(theirs["seats"][0]["coins"].pop())
        if part == "discard":
            theirs["discard"] = garbage
        else:
            theirs["seats"][0]["coins"] = garbage
        assert _point(before, move, theirs) is None, (part, garbage)


def test_the_clause_granting_a_legal_move_is_that_moves_own() -> None:
    """conformance:attribution.py:grant_rule:if-true:2 (issue 30's mutation run): a
    harvest, a third field bought and a keep are granted by their own clauses, not by the
    end of step 1's."""
    s = bohnanza.compose(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        face_up=["Chili", "Soy"],
        hands={0: ["Wax"]},
        fields={0: [["Blue"] * 3]},
        coins={0: 3},
        deck=["Soy"] * 5,
    )
    assert grant_rule(s, Harvest(0, 0)) == "002/harvest.any-time"
    assert grant_rule(s, BuyField(0)) == "002/field3.any-time"
    assert grant_rule(s, Keep(0, s.face_up[0].id)) == "002/step2.keep"
    assert grant_rule(s, EndPlanting(0)) == "002/step1.second-card"


def test_closing_an_engine_closes_its_pipes() -> None:
    """conformance:protocol.py:EngineProcess.close:del:3 (issue 30's mutation run)."""
    import shlex
    import sys

    from bohnanza.conformance.protocol import EngineProcess

    engine = EngineProcess(shlex.join([sys.executable, "-m", "bohnanza.conformance.engine"]))
    engine.close()
    assert engine.process.poll() is not None
    assert engine.process.stdout is not None and engine.process.stdout.closed
