"""The kit's verdicts on the findings of the third outside review (issue 36): a rule break
is never excused as an open point or a reading (N1, N5, K3), an answer that open offers
allow is no alarm (N2), a card named incompletely is a protocol failure (N3), and each
finding is quoted with the clause that decides it (N4, N6, N8)."""

from __future__ import annotations

import itertools
import json
from typing import Any

import pytest

import bohnanza
from bohnanza.actions import Accept, Action, Decline, Offer, Plant, Withdraw
from bohnanza.conformance.attribution import grant_rule, state_rule
from bohnanza.conformance.compare import Model
from bohnanza.conformance.openpoints import open_point
from bohnanza.conformance.protocol import EngineFailure
from bohnanza.conformance.report import CONFIRMED, Finding, Report
from bohnanza.conformance.runner import _engine_move, _open_answer, game_line
from bohnanza.position import to_dict
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState

Json = dict[str, Any]


def _copy(doc: Json) -> Json:
    out: Json = json.loads(json.dumps(doc))
    return out


def _transition(seed: int, final: bool) -> tuple[GameState, Action, GameState]:
    """The move of game ``seed`` (3 players) that runs the deck out: the first time, or the
    last (the end, in step 4)."""
    for before, after in itertools.pairwise(game_line("rio-grande-2000", 3, seed)):
        if after.exhaustions > before.exhaustions and after.is_over == final:
            move = next(m for m in bohnanza.legal_actions(before).basic
                        if bohnanza.apply(before, m) == after)  # fmt: skip
            return before, move, after
    raise AssertionError("no exhaustion")


def _single_field(before: GameState, doc: Json) -> Json:
    """``doc`` with a field of one card of ``before`` left unsold (jnganzh's D9)."""
    for seat, player in enumerate(before.players):
        for k, field in enumerate(player.field_ids):
            if len(field) == 1:
                out = _copy(doc)
                card = next(c for c in out["discard"] if c["id"] == field[0])
                out["discard"].remove(card)
                out["seats"][seat]["fields"][k] = [card]
                return out
    raise AssertionError("no single-card field")


def test_the_exhaustion_counted_late_is_the_open_point_only_when_nothing_else_differs() -> None:
    before, move, after = _transition(1, final=False)
    late = to_dict(after)
    # The empty-draw reading: nothing ran out yet, no deck formed, the pile as it was.
    late.update(exhaustions=before.exhaustions, deck=[], discard=to_dict(before)["discard"])
    assert open_point(before, move, after, late) == "deck.exhaustion-moment"
    # The new deck formed at once, the counter one behind: the same reading.
    counted = to_dict(after)
    counted["exhaustions"] = before.exhaustions
    assert open_point(before, move, after, counted) == "deck.exhaustion-moment"
    # With anything else (a hand one card short), a rule break.
    short = _copy(late)
    short["seats"][before.active]["hand"].pop()
    assert open_point(before, move, after, short) is None


def test_a_break_at_the_end_is_never_excused_by_an_open_point() -> None:
    # N1: at the final exhaustion in step 4, the referee's end with the drawn cards ignored
    # is the open point end.step4-partial-draw; the same with a single-card field left
    # unsold (D9), the exhaustion counted late as well, or a fourth deck drawn from (D5)
    # is a rule break.
    before, move, after = _transition(1, final=True)
    void = to_dict(after)
    void["seats"][before.active]["hand"] = to_dict(before)["seats"][before.active]["hand"]
    assert open_point(before, move, after, void) == "end.step4-partial-draw"
    assert open_point(before, move, after, _single_field(before, void)) is None
    left = _single_field(before, to_dict(after))
    assert open_point(before, move, after, left) is None
    left["exhaustions"] = before.exhaustions
    assert open_point(before, move, after, left) is None
    fourth = _copy(void)
    fourth["deck"] = fourth["discard"][:50]
    fourth["discard"] = fourth["discard"][50:]
    assert open_point(before, move, after, fourth) is None
    # The clause of the break: the end of step 4 (the deck ran out there), not an open
    # point's.
    found = state_rule(before, move, after, ["seats[0].fields", "discard"], left)
    assert found in ("002/end.step4", "002/end.scoring")


def test_a_reading_needs_enough_examples_or_it_stays_an_unconfirmed_break() -> None:
    # K3: a tie given to the highest seat matched tie_break = hand-cards on one or two
    # examples; with fewer than CONFIRMED examples the class is a break.
    report = Report("engine", "rio-grande-2000", 3)
    finding = Finding("winners", "002/end.tie-break", "", "winners [1]", 0)
    for game in range(CONFIRMED):
        report.add(attrs_game(finding, game))
        report.readings[finding.key] = [("tie_break", "hand-cards")]
        report.checked[finding.key] = game + 1
        expected = "reading" if game + 1 >= CONFIRMED else "break"
        assert report.category(finding.key) == expected
    assert report.to_json()["classes"][0]["explanation_confirmed"] is True


def attrs_game(finding: Finding, game: int) -> Finding:
    import attrs

    return attrs.evolve(finding, game=game)


def _with_offer(state: GameState, offerer: int, to: int, asks: tuple[str, ...]) -> GameState:
    gives = state.players[offerer].hand_ids[:1]
    offer = Offer(offerer, to, gives, asks)
    assert bohnanza.check(state, offer) is None, bohnanza.check(state, offer)
    return bohnanza.apply(state, offer)


def _step2(players: int = 4) -> GameState:
    return next(s for s in game_line("rio-grande-2000", players, 1) if s.step_id == TRADE)


def test_answers_that_open_offers_allow_are_no_alarm() -> None:
    # N2: an offer of seat 1 (not active) to the active player 0, declined by seat 2.
    state = _step2()
    assert state.active == 0
    soy = state.table.cards[state.players[0].hand_ids[0]].variety.key
    offered = _with_offer(state, 1, 0, (soy,))
    assert _open_answer(offered, Decline(2, 1), "002/trade.decline") is None
    assert _open_answer(offered, Withdraw(1, 3), "002/trade.withdraw") is None
    # Declining an offer no one made: the referee's own refusal.
    assert _open_answer(offered, Decline(2, 3), "002/trade.decline") == "002/trade.decline"
    # Taking it between two seats that are not active: a trade, trade.parties ...
    take = Accept(2, 1, state.players[2].hand_ids[:1])
    assert _open_answer(offered, take, "x") == "002/trade.parties"
    # ... or, when it asks nothing, a donation: donate.to-active (N6).
    gift = _with_offer(state, 1, 0, ())
    assert _open_answer(gift, Accept(2, 1, ()), "x") == "002/donate.to-active"
    # The active player taking it: right.
    assert _open_answer(gift, Accept(0, 1, ()), "x") is None


def _step3_with_two_aside() -> tuple[GameState, int]:
    for seed in range(1, 30):
        for state in game_line("rio-grande-2000", 3, seed, trades=0.5):
            if state.step_id != PLANT_RECEIVED:
                continue
            for seat, player in enumerate(state.players):
                kinds = {state.table.cards[c].variety.key for c in player.aside_ids}
                if len(kinds) >= 2:
                    return state, seat
    raise AssertionError("no step 3 with two varieties set aside")


def test_a_card_named_incompletely_or_two_ways_is_a_protocol_failure() -> None:
    # N3: {"from": "set-aside", "variety": ...} without an index was read as index 1.
    state, seat = _step3_with_two_aside()
    cards = state.table.cards
    first, second = state.players[seat].aside_ids[:2]
    other = next(c for c in state.players[seat].aside_ids
                 if cards[c].variety != cards[first].variety)  # fmt: skip
    second_kind = cards[other].variety.key
    index = state.players[seat].aside_ids.index(other) + 1

    def move(card: Json) -> Json:
        return {"seat": seat, "move": "plant", "card": card, "field": 1}

    for card, words in (
        ({"from": "set-aside", "variety": second_kind}, "without its place (index)"),
        ({"index": index, "variety": second_kind}, "without its zone (from)"),
        ({"from": "set-aside", "index": 1, "variety": second_kind}, "not one card"),
        ({"id": first, "variety": second_kind}, "not one card"),
        ({"from": "set-aside", "index": index, "id": first}, "its id is not the card"),
    ):
        with pytest.raises(EngineFailure) as caught:
            _engine_move(state, move(card), "moves")
        assert caught.value.kind == "garbage"
        assert words in caught.value.detail and json.dumps(card) in caught.value.detail
    # Complete and agreeing names read as the card they name.
    named = _engine_move(state, move({"from": "set-aside", "index": index,
                                      "variety": second_kind, "id": other}), "moves")  # fmt: skip
    assert named == Plant(seat, other, 0)
    assert second != first


def test_a_refused_accept_paid_with_a_face_up_card_is_quoted_with_the_clause_granting_it() -> None:
    # N4: "The active player may trade/donate the two face up cards and/or cards from his
    # hand", not trade.accept's clause on when cards leave the hand.
    state = _step2()
    up = state.face_up_ids[0]
    kind = state.table.cards[up].variety.key
    offered = _with_offer(state, 1, 0, (kind,))
    accept = Accept(0, 1, (up,))
    assert bohnanza.check(offered, accept) is None
    assert grant_rule(offered, accept) == "002/trade.active-cards"
    hand = Accept(0, 1, ())
    assert grant_rule(offered, hand) == "002/trade.accept"


def test_a_donation_taken_through_an_open_offer_is_a_class_of_its_own() -> None:
    # N6: each finding gets its clause before grouping: donations apart from trades.
    report = Report("engine", "rio-grande-2000", 4, model=Model(offers="open").declared())
    report.add(Finding("allows", "002/trade.parties", "Accept", "a trade", 0))
    report.add(Finding("allows", "002/donate.to-active", "Accept", "a donation", 0))
    assert {k[1] for k in report.counts} == {"002/trade.parties", "002/donate.to-active"}


def test_a_difference_carried_on_is_not_another_example_of_a_reading() -> None:
    # An engine whose difference carries on from move to move shows it at every move
    # after: the same example, which must not confirm a reading by itself.
    from typing import cast

    from bohnanza.conformance.protocol import EngineProcess
    from bohnanza.conformance.runner import _Game

    report = Report("engine", "rio-grande-2000", 3)
    game = _Game(cast(EngineProcess, None), report, 0, 0.0, Model())
    first = Finding("state", "002/harvest.coins", "Harvest", "coins", 0, "coins")
    reading = (("coin_cards", "bottom"),)
    game.add(first, explainer=lambda among: reading)
    for _ in range(CONFIRMED):
        game.add(attrs_carried(first), explainer=lambda among: reading)
    assert report.counts[first.key] == CONFIRMED + 1
    assert report.checked[first.key] == 1 and report.category(first.key) == "break"
    for _ in range(CONFIRMED - 1):
        game.add(first, explainer=lambda among: reading)
    assert report.checked[first.key] == CONFIRMED and report.category(first.key) == "reading"


def attrs_carried(finding: Finding) -> Finding:
    import attrs

    return attrs.evolve(finding, carried=True)
