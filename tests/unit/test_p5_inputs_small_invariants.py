"""``bohnanza.invariants.composed_only``, on its own (each of its three marks alone) and as
the position document shows it (``"composed": true`` exactly when the state has what only
a composed position may have), and the paths and counts of the card checks of
``problem``: a card named twice in one zone, several cards missing, a card of the box
that does not exist."""

from __future__ import annotations

import copy
from typing import Any

import pytest

import bohnanza
from bohnanza.invariants import composed_only, problem
from bohnanza.position import PositionError, from_dict, to_dict
from bohnanza.rules.trading import MAX_UNACCEPTED

Doc = dict[str, Any]

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


def _doc(name: str = "rio-grande-2000", players: int = 4) -> Doc:
    return copy.deepcopy(to_dict(bohnanza.new_game(name, players, seed=0)))


def _composed(doc: Doc) -> bohnanza.GameState:
    doc["composed"] = True
    return from_dict(doc)


def _refusal(doc: Doc) -> tuple[str | None, str]:
    with pytest.raises(PositionError) as caught:
        from_dict(doc)
    path = caught.value.path
    assert path is not None
    return path, str(caught.value)[len(path) + 2 :]


def test_a_position_of_play_is_not_composed_in_any_edition() -> None:
    for name in bohnanza.editions():
        for players in bohnanza.edition(name).player_counts:
            state = bohnanza.new_game(name, players, seed=2)
            assert composed_only(state) is False, (name, players)
            assert "composed" not in to_dict(state)
    # Nor a document that says composed but holds nothing only a composition may.
    state = _composed(_doc())
    assert composed_only(state) is False and "composed" not in to_dict(state)


def test_a_kept_card_among_the_removed_ones_is_composed_only() -> None:
    doc = _doc()
    doc["removed"].append(doc["deck"].pop())
    state = _composed(doc)
    assert composed_only(state) is True
    assert to_dict(state)["composed"] is True
    assert from_dict(to_dict(state)) == state
    # A removed variety's cards there are the rules' own removal: not composed.
    assert all(c["variety"] == "coffee" for c in _doc()["removed"])


def test_a_game_over_before_its_end_is_composed_only() -> None:
    doc = _doc()
    doc["step"] = "over"
    state = _composed(doc)
    assert state.is_over and not state.ending
    assert composed_only(state) is True and to_dict(state)["composed"] is True


def test_one_family_in_two_fields_is_composed_only_where_play_never_opens_a_second() -> None:
    def two_fields(name: str, players: int, variety: str, other: str) -> Doc:
        doc = _doc(name, players)
        first = next(c for c in doc["deck"] if c["variety"] == variety)
        second = next(c for c in doc["deck"] if c["variety"] == other and c != first)
        doc["deck"].remove(first)
        doc["deck"].remove(second)
        doc["seats"][1]["fields"][0] = [first]
        doc["seats"][1]["fields"][1] = [second]
        return doc

    # Ladybohn: matching_field "must" with "must-prevails", no second field of a family.
    state = _composed(two_fields("ladybohn", 3, "red", "red"))
    assert composed_only(state) is True and to_dict(state)["composed"] is True
    played = two_fields("ladybohn", 3, "red", "red")
    assert _refusal(played) == (
        "$.seats[1].fields[1]",
        "seat 1 grows red in two fields, which matching_field=must (step1_same_field="
        "must-prevails) never allows",
    )
    state = _composed(two_fields("ladybohn", 3, "red", "blue"))
    assert composed_only(state) is False
    # Where the step-1 exception opens a second field, two of a variety are play's own.
    for name in ("rio-grande-2000", "amigo-fr"):
        doc = two_fields(name, 4, "chili", "chili")
        state = from_dict(doc)
        assert composed_only(state) is False, name
    # The 1997 editions' « unique »: never two, composed or not.
    doc = two_fields("original-1997-fr", 4, "blue", "blue")
    doc["composed"] = True
    assert _refusal(doc)[0] == "$.seats[1].fields[1]"


def test_a_card_named_twice_in_one_zone_is_named_at_its_second_place() -> None:
    doc = _doc()
    doc["deck"].insert(7, doc["deck"][2])
    assert _refusal(doc) == (
        "$.deck[7]",
        f"card {doc['deck'][2]['id']} ({doc['deck'][2]['variety']}) is named twice: also at "
        "$.deck[2]",
    )
    doc = _doc()
    hand = doc["seats"][2]["hand"]
    hand.append(hand[0])
    assert _refusal(doc) == (
        "$.seats[2].hand[5]",
        f"card {hand[0]['id']} ({hand[0]['variety']}) is named twice: also at $.seats[2].hand[0]",
    )


def test_cards_missing_are_counted_and_the_lowest_is_named() -> None:
    doc = _doc()
    gone = [doc["deck"].pop(5), doc["deck"].pop(0), doc["seats"][3]["hand"].pop()]
    low = min(gone, key=lambda c: c["id"])
    assert _refusal(doc) == (
        "$",
        f"3 card(s) of the box are in no zone, the first card {low['id']} ({low['variety']}); "
        "cards out of the game belong in 'removed'",
    )


def test_a_removed_varietys_card_in_play_is_named_where_it_lies() -> None:
    doc = _doc()
    coffee = doc["removed"].pop(4)
    doc["seats"][1]["hand"].append(coffee)
    assert _refusal(doc) == (
        "$.seats[1].hand[5]",
        f"card {coffee['id']} is a coffee bean, removed from the game at 4 players, but it is "
        "at $.seats[1].hand[5]",
    )
    state = from_dict(_doc())
    assert problem(state) is None and problem(state, composed=True) is None


def _trading() -> bohnanza.GameState:
    """Step 2 of the first turn of a 4-player game under the experts' variant."""
    s = bohnanza.new_game("rio-grande-2000", 4, seed=1, trade_coins="allowed")
    s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    return bohnanza.apply(s, bohnanza.EndPlanting(s.active))


def test_a_state_built_by_replace_is_checked_where_no_document_could_reach() -> None:
    """``GameState.replace`` (for tests and tools) builds states a document could never
    state: ``problem`` still names each number out of its range."""
    s = _trading()
    assert problem(s) is None and s.active == 0
    assert problem(s.replace(exhaustions=4)) == ("$.exhaustions", "4 is out of range (0 to 3)")
    assert problem(s.replace(exhaustions=-1)) == ("$.exhaustions", "-1 is out of range (0 to 3)")
    assert problem(s.replace(turn=0)) == ("$.turn", f"0 is out of range (1 to {2**63 - 1})")
    hand = s.players[0].hand_ids
    good = bohnanza.Offer(0, 1, (hand[0],), ("red",))
    assert problem(s.replace(offers=(good,))) is None
    cases = [
        (bohnanza.Offer(4, 0, (), ("red",)), "$.offers[0]", "seats are 0 to 3, not 4 and 0"),
        (bohnanza.Offer(0, -1, (hand[0],), ()), "$.offers[0]", "seats are 0 to 3, not 0 and -1"),
        (bohnanza.Offer(-1, 0, (), ("red",)), "$.offers[0]", "seats are 0 to 3, not -1 and 0"),
        (bohnanza.Offer(0, 4, (hand[0],), ()), "$.offers[0]", "seats are 0 to 3, not 0 and 4"),
        (
            bohnanza.Offer(0, 2, (hand[0],), ("red", "zebra")),
            "$.offers[0].asks[1]",
            "'zebra' is no variety of this deck",
        ),
        (
            bohnanza.Offer(0, 2, (hand[0],), ("red",), 155, 0),
            "$.offers[0].give_coins",
            "155 is out of range (0 to 154)",
        ),
        (
            bohnanza.Offer(0, 2, (hand[0],), ("red",), 0, -1),
            "$.offers[0].ask_coins",
            "-1 is out of range (0 to 154)",
        ),
    ]
    for offer, path, said in cases:
        assert problem(s.replace(offers=(offer,))) == (path, said), offer
    # The most coins a box holds is the last count accepted.
    most = bohnanza.Offer(0, 2, (hand[0],), ("red",), 0, 154)
    assert problem(s.replace(offers=(most,))) is None


def test_a_card_the_box_does_not_hold_is_named_and_never_read_as_a_variety() -> None:
    """``composed_only`` (which ``to_dict`` asks of any state) and ``problem`` read a card
    id only once it is known to be in the box: one just past it, or below it, is no card."""
    s = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    like = s.table.cards[0]
    for card in (154, 155, -1):
        odd = bohnanza.Card(card, like.variety, like.beanometer)
        t = s.replace(removed=(*s.removed, odd))
        assert t.removed_ids[-1] == card
        assert composed_only(t) is True
        assert problem(t) == (
            "$.removed[24]",
            f"card {card} does not exist (the box has cards 0-153)",
        )
    # At 6 players the last card of the box (a cocoa) is of a removed variety: a card
    # -1 is still no card, not the last one read from the end.
    six = bohnanza.new_game("rio-grande-2000", 6, seed=1)
    assert six.table.cards[-1].variety.key == "cocoa" and composed_only(six) is False
    odd = bohnanza.Card(-1, like.variety, like.beanometer)
    assert composed_only(six.replace(removed=(*six.removed, odd))) is True


def test_the_cards_planted_are_counted_up_to_each_steps_most() -> None:
    """Step 1 ends at its second planting, so it awaits a move with at most one planted;
    step 2 remembers up to the two of step 1, as the duel's planting does its two."""
    trade = _trading()
    assert trade.step is bohnanza.Step.TRADE
    for planted in (0, 1, 2):
        assert problem(trade.replace(planted=planted)) is None
    assert problem(trade.replace(planted=3)) == (
        "$.planted",
        "3 card(s) planted in step 'trade': at most 2",
    )
    assert problem(trade.replace(planted=-1)) == (
        "$.planted",
        "-1 card(s) planted in step 'trade': at most 2",
    )
    duel = bohnanza.compose(
        "rio-grande-2000", 2, hands={0: ["chili", "blue", "soy"]}, deck=["soy"] * 5
    )
    assert duel.step is bohnanza.Step.DUEL_PLANT
    assert problem(duel.replace(planted=2), composed=True) is None
    assert problem(duel.replace(planted=3), composed=True) == (
        "$.planted",
        "3 card(s) planted in step 'duel_plant': at most 2",
    )


def test_offers_and_their_repeats_are_bounded_as_the_rules_of_trading_say() -> None:
    plain = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    plain = bohnanza.apply(plain, bohnanza.legal_actions(plain)[0])
    plain = bohnanza.apply(plain, bohnanza.EndPlanting(plain.active))
    card = plain.players[0].hand_ids[0]
    assert problem(plain.replace(offers=(bohnanza.Offer(0, 1, (), ()),))) == (
        "$.offers[0]",
        "the offer gives and asks nothing",
    )
    assert problem(plain.replace(offers=(bohnanza.Offer(0, 1, (card,), ("red",), 1, 0),))) == (
        "$.offers[0]",
        "coins change hands only under the experts' variant (trade_coins=allowed)",
    )
    # A request alone is an offer (the other seat may give), from either side of the pair.
    assert problem(plain.replace(offers=(bohnanza.Offer(1, 0, (), ("red",)),))) is None
    # The offers of this step that ended unaccepted: at most MAX_UNACCEPTED a pair.
    most = ((0, 1),) * MAX_UNACCEPTED
    assert problem(plain.replace(unaccepted=(*most, (1, 0), (0, 2)))) is None
    assert problem(plain.replace(unaccepted=((0, 2), *most, (0, 1)))) == (
        f"$.unaccepted[{MAX_UNACCEPTED + 1}]",
        f"at most {MAX_UNACCEPTED} offers from seat 0 to seat 1 end unaccepted in a step "
        "(decision trade.offer-repeats)",
    )
    assert problem(plain.replace(unaccepted=((0, 4),))) == (
        "$.unaccepted[0]",
        "no offer goes from seat 0 to seat 4",
    )
    assert problem(plain.replace(unaccepted=((0, 1), (-1, 0)))) == (
        "$.unaccepted[1]",
        "no offer goes from seat -1 to seat 0",
    )
    assert problem(plain.replace(unaccepted=((4, 0),))) == (
        "$.unaccepted[0]",
        "no offer goes from seat 4 to seat 0",
    )


def test_a_step_of_planting_from_an_empty_hand_is_over_at_once() -> None:
    s = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    hand = s.players[0].hand
    emptied = s.replace(
        players=(s.players[0].replace(hand=()), *s.players[1:]), discard=(*s.discard, *hand)
    )
    assert problem(emptied) == (
        "$.seats[0].hand",
        "step 'plant' with an empty hand is over at once: the active player has nothing to plant",
    )


def test_an_owed_baby_is_named_once_among_a_growers_set_aside_cards() -> None:
    s = bohnanza.compose(
        "ladybohn",
        4,
        step=bohnanza.Step.TRADE,
        hands={0: ["blue"]},
        fields={1: [["red"], []]},
        set_aside={1: ["red:baby", "blue:baby"]},
        deck=["soy"] * 6,
    )
    red_baby, blue_baby = s.players[1].set_aside
    assert (red_baby.kind, blue_baby.kind) == ("baby", "baby")
    assert problem(s.replace(owed=(red_baby,)), composed=True) is None
    assert problem(s.replace(owed=(red_baby, red_baby)), composed=True) == (
        "$.owed[1]",
        f"card {red_baby.id} is owed but is not once among the set-aside cards",
    )
    assert problem(s.replace(owed=(red_baby, blue_baby)), composed=True) == (
        "$.owed[1]",
        f"card {blue_baby.id} is owed by seat 1, which grows no field of its family: such a "
        "baby waits for step 3 (001/lady.baby-trade.phase3)",
    )
