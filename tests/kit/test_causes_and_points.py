"""Issue 36, round 3: two breaks in one move are two findings, each with its clause
(``bohnanza.conformance.split``); the bean duel's and Ladybohn's open points are
recognised by replaying the move under their other readings (``openpoints``), and a
reading that a rule option selects names its decision (``report.reading_decisions``)."""

from __future__ import annotations

import copy
import random
from typing import Any

import bohnanza
from bohnanza.actions import BuyField, EndPlanting, Harvest, Plant
from bohnanza.conformance.compare import Model, compare_positions
from bohnanza.conformance.openpoints import open_point, refusal_point
from bohnanza.conformance.report import reading_decisions
from bohnanza.conformance.runner import _seat_move, _setup, game_line
from bohnanza.conformance.split import causes
from bohnanza.position import to_dict
from bohnanza.rules.ending import game_over
from bohnanza.state import DUEL_DRAW, OFFER, GameState
from tests.kit.run_kit import classes_of, play

Json = dict[str, Any]


def _turn_end(preset: str = "rio-grande-2000", players: int = 3) -> tuple[GameState, Any]:
    """The first move of the runner's game that ends a turn, with a step-4 draw of three."""
    rng = random.Random(1)
    state = _setup(preset, players, 1, {}, ())
    while True:
        move = _seat_move(state, rng, 0.2, Model())
        after = bohnanza.apply(state, move)
        drawn = len(after.players[state.active].hand_ids) - len(
            state.players[state.active].hand_ids
        )
        if after.turn != state.turn and drawn == 3 and after.exhaustions == state.exhaustions:
            return state, move
        state = after


def test_a_wrong_draw_and_a_wrong_next_player_in_one_move_are_two_causes() -> None:
    before, move = _turn_end()
    after = bohnanza.apply(before, move)
    mine = to_dict(after)
    theirs = copy.deepcopy(mine)
    seat = before.active
    theirs["active"] = (seat - 1) % len(before.players)  # counterclockwise
    theirs["deck"].insert(0, theirs["seats"][seat]["hand"].pop())  # two cards drawn
    diffs = compare_positions(mine, theirs)
    assert sorted(diffs) == ["active", "deck", f"seats[{seat}].hand"]
    found = causes(before, move, after, diffs, mine, theirs, Model())
    assert sorted(map(sorted, found)) == [["active"], ["deck", f"seats[{seat}].hand"]]
    # Either one alone is one cause, as before.
    only_draw = [d for d in diffs if d != "active"]
    assert causes(before, move, after, only_draw, mine, theirs, Model()) == [only_draw]


def test_cards_that_moved_between_two_zones_are_one_cause() -> None:
    # Received cards put in the hand: the hand and the cards set aside share those cards.
    before, move = _turn_end()
    after = bohnanza.apply(before, move)
    mine = to_dict(after)
    theirs = copy.deepcopy(mine)
    seat = (before.active + 1) % len(before.players)
    hand = theirs["seats"][seat]["hand"]
    theirs["seats"][seat]["set_aside"] = [hand.pop()]
    diffs = compare_positions(mine, theirs)
    assert causes(before, move, after, diffs, mine, theirs, Model()) == [diffs]


def test_the_runner_counts_two_breaks_of_one_move_at_that_move() -> None:
    report = play("pair:counterclockwise+two-card-draw")
    assert classes_of(report) == {
        ("state", "002/turn.next-player", "break"),
        ("state", "002/step4.draw", "break"),
    }
    draw = next(k for k in report.counts if k[1] == "002/step4.draw")
    turn = next(k for k in report.counts if k[1] == "002/turn.next-player")
    # The first example of each is the same move of the same game, each with its parts.
    first_draw, first_turn = report.examples[draw][0], report.examples[turn][0]
    assert first_draw.game == first_turn.game
    assert first_draw.detail.split(":")[0] == first_turn.detail.split(":")[0]
    assert "active" not in first_draw.detail.split(" differ")[0]
    assert first_turn.detail.split(" differ")[0].endswith("active")


def _duel_step3_exhaustion() -> tuple[GameState, Any, GameState]:
    """A duel move into step 3 that turns up fewer than three cards (draw_count 1)."""
    rng = random.Random(1)
    state = _setup("rio-grande-2000", 2, 1, {"draw_count": 1}, ())
    while not state.is_over:
        move = _seat_move(state, rng, 0.2, Model())
        after = bohnanza.apply(state, move)
        if after.step_id == DUEL_DRAW and after.ending and not state.ending:
            return state, move, after
        state = after
    raise AssertionError("no exhaustion in step 3")


def test_the_duel_over_when_its_deck_runs_out_in_step_3_is_the_end_timing_point() -> None:
    before, move, after = _duel_step3_exhaustion()
    assert len(to_dict(before)["deck"]) < 3
    # The other reading: over at once, the cards turned up left as the offer.
    at_once = to_dict(bohnanza.apply(after, bohnanza.LeaveOffer(after.active)))
    assert open_point(before, move, after, at_once) == "duel.end-timing"
    # One more difference (a coin lost at the final harvest) and it is no open point.
    worse = copy.deepcopy(at_once)
    for seat in worse["seats"]:
        if seat["coins"]:
            seat["coins"].pop()
            break
    else:
        worse["seats"][0]["hand"].pop()
    assert open_point(before, move, after, worse) is None


def test_the_duel_over_before_step_3_is_the_draw_exhaustion_point() -> None:
    before, move, after = _duel_step3_exhaustion()
    left = before.stack_ids[before.drawn :]
    assert 0 < len(left) < 3
    # Nothing turned up, the matching discards not taken, the deck as it was, then over.
    cards = after.table.cards
    chained = after.face_up_ids[len(left) :]
    before_draw = after.replace(
        face_up=(),
        deck=tuple(cards[c] for c in left),
        discard=tuple(cards[c] for c in after.discard_ids + chained[::-1]),
        exhaustions=before.exhaustions,
        ending=False,
    )
    ended = to_dict(game_over(before_draw))
    assert open_point(before, move, after, ended) == "duel.step3-draw-exhaustion"
    # The same with the deck's cards drawn into the active player's hand: a break.
    worse = copy.deepcopy(ended)
    worse["seats"][before.active]["hand"] += worse["deck"]
    worse["deck"] = []
    assert open_point(before, move, after, worse) is None


def test_a_harvest_or_purchase_refused_in_the_duels_step_1_is_the_offer_point() -> None:
    state = next(
        s for s in game_line("rio-grande-2000", 2, 1) if s.step_id == OFFER and s.offer_ids
    )
    active = state.active
    assert refusal_point(state, Harvest(active, 0)) == "duel.offer-unplantable"
    assert refusal_point(state, BuyField(active)) == "duel.offer-unplantable"
    # Refused in the duel's step 2, or in the game of 3 to 5: no such point.
    later = next(s for s in game_line("rio-grande-2000", 2, 1) if s.step_id != OFFER)
    assert refusal_point(later, Harvest(later.active, 0)) is None
    three = game_line("rio-grande-2000", 3, 1)[5]
    assert refusal_point(three, Harvest(three.active, 0)) is None


def test_a_third_field_refused_in_phase_1_is_ladybohns_point_and_a_break_elsewhere() -> None:
    for preset, expected in (("ladybohn", "ladybohn.step1-buy"), ("rio-grande-2000", None)):
        state = game_line(preset, 4, 1)[0]
        assert refusal_point(state, BuyField(state.active)) == expected


def test_a_reading_names_the_decision_of_its_rulebook() -> None:
    assert reading_decisions(["protection"], "001/harvest.protection") == [
        "ladybohn.protection-empty-field"
    ]
    assert reading_decisions(["protection"], "002/harvest.protection") == [
        "harvest.protection-empty-field"
    ]
    # The duel's own decision at 2 players, the general one at 3.
    assert reading_decisions(["tie_break"], "002/end.tie-break", 2) == ["duel.scoring"]
    assert reading_decisions(["tie_break"], "002/end.tie-break", 3) == ["end.tie-break"]
    assert reading_decisions(["duel_discard"], "002/duel.step2", 2) == ["duel.discard-count"]
    report = play("right:lone-card/ladybohn")
    [entry] = report.to_json()["classes"]
    assert entry["explained_decisions"] == ["ladybohn.protection-empty-field"]
    assert "the reading of decision ladybohn.protection-empty-field" in report.text()


def test_the_miss_moved_before_the_baby_is_that_point_only_where_she_can_move() -> None:
    rng = random.Random(3)
    state = _setup("ladybohn", 4, 3, {}, ())
    found: list[tuple[GameState, Plant, GameState]] = []
    while not state.is_over and len(found) < 1:
        move = _seat_move(state, rng, 0.2, Model())
        after = bohnanza.apply(state, move)
        if isinstance(move, Plant) and move.steps:
            field = state.players[move.seat].field_ids[move.field]
            if move.miss < len(field) - 1 and move.miss + move.steps == len(field):
                found.append((state, move, after))
        state = after
    [(before, move, after)] = found
    doc = to_dict(after)
    field = doc["seats"][move.seat]["fields"][move.field]
    # The referee: the baby, then the miss above it; the other reading: the miss as high
    # as she can go under the baby.
    assert field[-1]["id"] != move.card
    theirs = copy.deepcopy(doc)
    theirs_field = theirs["seats"][move.seat]["fields"][move.field]
    miss = theirs_field.pop()
    baby = next(c for c in theirs_field if c["id"] == move.card)
    theirs_field.remove(baby)
    theirs_field += [miss, baby]
    assert open_point(before, move, after, theirs) == "ladybohn.promotion-mechanics"
    # The miss left where she was: a break (the move says she moves).
    stays = copy.deepcopy(doc)
    stays["seats"][move.seat]["fields"][move.field] = [
        {"id": c} for c in (*before.players[move.seat].field_ids[move.field], move.card)
    ]
    assert open_point(before, move, after, stays) is None
    assert refusal_point(before, EndPlanting(before.active)) is None
