"""Behaviour of the landed core that the mutation session (issue 10) found unpinned.

Each test names, in its docstring, the id of the ``tests/mutants/mutate.py`` mutant that
survived every layer of the fast suite before the test existed (``mutate.py show ID``
prints its change).  Only the public API is used, so the tests hold for any core that
keeps the public names and behaviour.
"""

from __future__ import annotations

import random

import attrs
import pytest

import bohnanza
from bohnanza import (
    Accept,
    Beanometer,
    Decline,
    InvalidSetupError,
    Offer,
    Plant,
    Step,
    Trade,
    Withdraw,
)
from bohnanza.editions import edition
from bohnanza.position import from_dict, to_dict
from bohnanza.rules.harvesting import field_payout
from bohnanza.rules.trading import negotiation_space_of
from bohnanza.views import view

from .helpers import E, ids, kinds, legal

F003 = "original-1997-fr-003"


def _random_states(players: int, seed: int, moves: int) -> list[bohnanza.GameState]:
    """The states of one seeded random game (at most ``moves`` moves)."""
    s = bohnanza.new_game(E, players, seed=seed)
    rng = random.Random(seed)
    seen = [s]
    for _ in range(moves):
        legal_now = bohnanza.legal_actions(s)
        if not len(legal_now):
            break
        s = bohnanza.apply(s, legal_now[rng.randrange(len(legal_now))])
        seen.append(s)
    return seen


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_state_survives_its_position_round_trip(players: int) -> None:
    """core:common.py:with_step:num:2.  A step change must leave the state exactly as a
    position read back from JSON rebuilds it (no first planting remembered, as -1): the
    mutant wrote another "none" marker, so a state and its own position compared unequal."""
    states = _random_states(players, seed=100 + players, moves=250)
    assert len(states) > 100, "the random game ended too early to reach many steps"
    for s in states:
        back = from_dict(to_dict(s))
        assert back == s, f"round trip changed the state at turn {s.turn}, step {s.step}"
        assert hash(back) == hash(s)


def test_a_shuffle_that_drops_a_card_is_refused_at_the_deal() -> None:
    """core:deck.py:given_order:del:0.  Chance as data must return the same cards, each
    once; a shuffle that loses one is a setup error, not a deck one card short."""
    with pytest.raises(InvalidSetupError, match="not the 150 cards"):
        bohnanza.new_game(E, 3, shuffle=lambda cards, k: tuple(cards)[:-1])
    with pytest.raises(InvalidSetupError, match="exhaustion 0"):
        bohnanza.new_game(E, 3, shuffle=lambda cards, k: (*tuple(cards)[1:], cards[1]))


def test_a_shuffle_that_changes_the_cards_after_an_exhaustion_is_refused() -> None:
    """core:deck.py:given_order:del:0.  The deck formed after the first exhaustion is
    checked like the deal's: a shuffle that repeats a card there is refused."""

    def shuffle(cards: tuple[int, ...], exhaustions: int) -> tuple[int, ...]:
        cards = tuple(cards)
        return cards if exhaustions == 0 else (*cards[:-1], cards[0])

    s = bohnanza.new_game(E, 4, seed=3, shuffle=shuffle)
    rng = random.Random(3)
    with pytest.raises(InvalidSetupError, match="exhaustion 1"):
        for _ in range(5000):
            moves = bohnanza.legal_actions(s)
            assert len(moves), "the game ended before the deck ran out"
            s = bohnanza.apply(s, moves[rng.randrange(len(moves))])


def test_coins_paid_in_a_trade_go_on_top_of_the_receivers_coins() -> None:
    """core:trading.py:_pay:swap:0.  Under the experts' variant the giver's top coins are
    laid on top of the receiver's earnings (003/variant.experts): the receiver's own
    coins stay underneath, in their order."""
    s = bohnanza.compose(
        F003,
        4,
        step=Step.TRADE,
        hands={0: ["Soy"], 1: ["Red"]},
        coins={0: ["Stink", "Garden", "Chili"], 1: ["Blue", "Green"]},
        deck=["Blue"] * 10,
        variants=["experts"],
    )
    giver, receiver = s.players[0].coins, s.players[1].coins
    soy, red = s.players[0].hand[0].id, s.players[1].hand[0].id
    after = legal(s, Trade(0, 1, (soy,), (red,), 2, 0))
    assert ids(after.players[1].coins) == ids(receiver) + ids(giver[1:])
    assert ids(after.players[0].coins) == ids(giver[:1])
    assert kinds(after.players[1].coins) == ("blue", "green", "garden", "chili")


def test_set_aside_cards_keep_the_order_they_were_set_aside_in() -> None:
    """core:trading.py:apply_keep:swap:0.  A kept face-up card joins the end of the
    active player's set-aside cards, as a traded card joins the end of its receiver's:
    the set-aside cards are listed in the order they arrived (positions, records and
    the step 3 listing read them in that order)."""
    s = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Soy", "Red"], hands={1: ["Chili"]}, deck=["Blue"] * 9
    )
    soy, red = (c.id for c in s.face_up)
    chili = s.players[1].hand[0].id
    s = legal(s, Trade(0, 1, (soy,), (chili,)))
    s = legal(s, bohnanza.Keep(0, red))
    assert ids(s.players[0].set_aside) == (chili, red)
    assert ids(s.players[1].set_aside) == (soy,)


def test_a_states_repr_shows_its_standing_offers_and_only_then() -> None:
    """core:state.py:GameState.__repr__:if-false:0.  Two states that differ only in a
    standing offer must not print the same: the repr names the offers when there are any
    and leaves the field out when there are none."""
    s = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Soy", "Red"], hands={1: ["Chili"]}, deck=["Blue"] * 9
    )
    offer = bohnanza.Offer(0, 1, (s.face_up[0].id,), ("chili",))
    after = legal(s, offer)
    assert after.offers == (offer,)
    assert repr(after).endswith(f", offers={(offer,)!r})")
    assert "offers=" not in repr(s)
    assert repr(after) != repr(s)


def test_check_from_a_seats_view_accepts_its_legal_moves_and_refuses_malformed_ones() -> None:
    """core:referee.py:check:cmp:2.  ``check`` given a ``PlayerView`` judges the seat's
    move from what it sees: every move the full listing gives that seat passes, and a
    malformed action is refused as malformed before any rule is read."""
    s = bohnanza.new_game(E, 4, seed=8)
    seat = s.active
    v = view(s, seat)
    mine = [m for m in bohnanza.legal_actions(s) if getattr(m, "seat", None) == seat]
    assert mine, "the active seat must have a move"
    for move in mine:
        assert bohnanza.check(v, move) is None, move
    for bad in ((seat, 10**10, 0), "plant", None, object()):
        refusal = bohnanza.check(v, bad)
        assert isinstance(refusal, bohnanza.InvalidActionError), bad
        assert str(refusal).startswith("malformed action: "), refusal


def _duel_after_planting() -> bohnanza.GameState:
    """A duel in step 2 after seat 0 planted its one card: it may discard a hand card."""
    return bohnanza.compose(
        E,
        2,
        step=Step.DUEL_PLANT,
        planted=1,
        hands={0: ["Soy", "Red"], 1: ["Chili"]},
        fields={0: [["Blue"], []]},
        deck=["Wax"] * 10,
    )


def test_the_duel_discard_takes_only_a_card_of_the_discarders_hand() -> None:
    """core:duel.py:check_discard:if-false:6.  In the duel's step 2 the discarded card
    comes from the active player's own hand (002/duel.step2): the opponent's card is
    refused, with the rule, and never reaches the table."""
    s = _duel_after_planting()
    theirs = s.players[1].hand[0].id
    refusal = bohnanza.check(s, bohnanza.Discard(0, theirs))
    assert isinstance(refusal, bohnanza.IllegalActionError)
    assert refusal.rule == "002/duel.step2"
    assert bohnanza.Discard(0, theirs) not in bohnanza.legal_actions(s)
    with pytest.raises(bohnanza.IllegalActionError):
        bohnanza.apply(s, bohnanza.Discard(0, theirs))
    own = s.players[0].hand[1].id
    assert ids(legal(s, bohnanza.Discard(0, own)).discard) == (own,)


def test_only_the_active_seat_leaves_an_offer_and_only_in_step_3() -> None:
    """core:duel.py:check_leave_offer:boolop:0.  Leaving the drawn cards as an offer is
    the active player's move of duel step 3 (002/duel.step3.offer): refused in step 2 even
    for him, and refused to his opponent in step 3."""
    s = _duel_after_planting()
    early = bohnanza.check(s, bohnanza.LeaveOffer(0))
    assert isinstance(early, bohnanza.IllegalActionError)
    assert early.rule == "002/duel.step3.offer"
    s = legal(s, bohnanza.Discard(0, s.players[0].hand[0].id))
    assert s.step == Step.DUEL_DRAW
    other = bohnanza.check(s, bohnanza.LeaveOffer(1))
    assert isinstance(other, bohnanza.IllegalActionError)
    assert other.rule == "002/duel.step3.offer"
    assert bohnanza.check(s, bohnanza.LeaveOffer(0)) is None


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
def test_a_ladybohn_field_is_priced_by_its_top_card_not_its_bottom_one() -> None:
    """core:harvesting.py:field_payout:num:5.  In Ladybohn a mister and a miss of one
    family pay differently, and the card on top prices the field (001/lady.top-card-price):
    three blue misters under a miss sell for what the miss pays, the same cards the
    other way up for what a mister pays; a harvest pays the same."""
    cards = ["Blaue Bohne"] * 2
    s = bohnanza.compose(
        "ladybohn",
        4,
        fields={1: [cards + ["Blaue Bohne miss"], ["Blaue Bohne miss", *cards]]},
        hands={0: ["Sojabohne"]},
    )
    miss_on_top, mister_on_top = s.players[1].field_ids[:2]
    meters = [f[-1].beanometer for f in s.players[1].fields[:2]]
    assert meters[0].payout(3) != meters[1].payout(3), "the sheet's rows must differ at 3"
    assert field_payout(s.table, miss_on_top) == meters[0].payout(3)
    assert field_payout(s.table, mister_on_top) == meters[1].payout(3)
    for f in (0, 1):
        sold = bohnanza.apply(s, bohnanza.Harvest(1, f))
        assert len(sold.players[1].coins) == field_payout(s.table, s.players[1].field_ids[f])


def test_a_miss_move_outside_ladybohn_is_malformed() -> None:
    """core:planting.py:check_miss_move:return-none:0.  Only Ladybohn's babies move a
    miss: a planting that asks to move one in another edition is refused as malformed,
    by check and by apply, whatever else about it would be legal."""
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Soy"] * 5)
    chili = s.players[0].hand[0].id
    assert bohnanza.check(s, Plant(0, chili, 0)) is None
    for move in (Plant(0, chili, 0, miss=0, steps=1), Plant(0, chili, 0, steps=2)):
        refusal = bohnanza.check(s, move)
        assert type(refusal) is bohnanza.InvalidActionError, move
        assert "only Ladybohn's babies move a miss" in str(refusal)
        with pytest.raises(bohnanza.InvalidActionError):
            bohnanza.apply(s, move)


def _trading() -> bohnanza.GameState:
    """Seat 1 active in step 2 with a wax and a black-eyed face up; seats 0 and 2 hold
    hands (as in test_offers.py)."""
    return bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.TRADE,
        planted=1,
        hands={0: ["Chili", "Blue", "Red"], 1: ["Soy", "Green"], 2: ["Red"], 3: []},
        face_up=["Wax", "Black-eyed"],
        deck=["Wax"] * 6,
    )


def test_declining_or_withdrawing_ends_that_offer_and_no_other() -> None:
    """core:trading.py:apply_decline:cmp:0, apply_withdraw:cmp:0, check_decline:if-false:1.
    Two offers stand; a decline ends the one made to the decliner and a withdrawal the
    one withdrawn, the other stands (decision trade.standing-offers).  An answer to an
    offer that is not standing is refused by the clause of that answer (002/trade.decline,
    002/trade.withdraw)."""
    s = _trading()
    wax = s.face_up[0].id
    to_0, to_2 = Offer(1, 0, (wax,), ("red",)), Offer(1, 2, (wax,), ("red",))
    s = legal(legal(s, to_0), to_2)
    assert s.offers == (to_0, to_2)
    assert legal(s, Decline(0, 1)).offers == (to_2,)
    assert legal(s, Decline(2, 1)).offers == (to_0,)
    assert legal(s, Withdraw(1, 0)).offers == (to_2,)
    assert legal(s, Withdraw(1, 2)).offers == (to_0,)
    for move in (Decline(3, 1), Withdraw(1, 3), Decline(1, 0)):
        refusal = bohnanza.check(s, move)
        assert isinstance(refusal, bohnanza.IllegalActionError), move
        expected = "002/trade.withdraw" if isinstance(move, Withdraw) else "002/trade.decline"
        assert refusal.rule == expected, move
        assert move not in bohnanza.legal_actions(s)


def test_answers_outside_step_2_are_refused_by_the_turn_order() -> None:
    """core:trading.py:check_withdraw:if-false:0.  Outside step 2 no offer can stand, and
    an answer is refused for the step (002/turn.order) before any offer is looked for."""
    s = bohnanza.compose(E, 4, hands={0: ["Soy"]}, deck=["Wax"] * 6)
    for move in (Withdraw(0, 1), Decline(1, 0), Accept(1, 0)):
        refusal = bohnanza.check(s, move)
        assert isinstance(refusal, bohnanza.IllegalActionError), move
        assert refusal.rule == "002/turn.order", move


def test_an_acceptance_is_listed_with_the_answering_seats_own_cards() -> None:
    """core:trading.py:meeting_cards:cmp:0.  The active player may meet a request with a
    face-up card; any other seat only with its hand: an offer asking seat 0 for the
    black-eyed bean lying face up lists no acceptance, and one asking the active seat
    for a wax lists the face-up wax."""
    s = _trading()
    wax = s.face_up[0].id
    asks_0 = Offer(1, 0, (s.players[1].hand[0].id,), ("black-eyed",))
    answers = [m for m in bohnanza.legal_actions(legal(s, asks_0)) if isinstance(m, Accept)]
    assert answers == []
    asks_1 = Offer(0, 1, (s.players[0].hand[0].id,), ("wax",))
    after = legal(s, asks_1)
    answers = [m for m in bohnanza.legal_actions(after) if isinstance(m, Accept)]
    assert answers == [Accept(1, 0, (wax,))]
    assert bohnanza.check(after, answers[0]) is None


def test_the_negotiation_space_counts_what_the_listing_holds() -> None:
    """core:trading.py:negotiation_space_of:num:1.  The random bots draw a negotiation
    by its index below the space's total, so the total is exactly the number of
    negotiations listed, for every seat and for the full listing."""
    experts = bohnanza.compose(
        F003,
        4,
        step=Step.TRADE,
        hands={0: ["Soy"], 1: ["Red"]},
        coins={0: 2, 1: 1},
        deck=["Blue"] * 10,
        variants=["experts"],
    )
    # core:trading.py:negotiation_space_of:if-false:1 - the experts' coins count too.
    for s in (_trading(), bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Soy"]), experts):
        for seat in (None, *range(len(s.players))):
            total = negotiation_space_of(s, seat)[4]
            listed = bohnanza.legal_actions(s, seat).negotiations
            assert total == len(listed) == len(list(listed)), seat
    assert negotiation_space_of(bohnanza.compose(E, 4, hands={0: ["Soy"]}), None)[4] == 0


def test_the_duel_chain_puts_the_discards_after_the_three_drawn_cards() -> None:
    """core:turn.py:begin_duel_draw:swap:0.  Duel step 3 turns up three cards, then the
    discard pile's top cards join them while they match one of the three
    (002/duel.step3.discard-chain): the drawn cards first, then the chained ones from
    the top of the pile down."""
    s = bohnanza.compose(
        E,
        2,
        step=Step.DUEL_PLANT,
        planted=1,
        hands={0: ["Soy"]},
        fields={0: [["Blue"], []]},
        deck=["Red", "Wax", "Chili"] + ["Coffee"] * 5,
        discard=["Stink", "Wax", "Red"],
    )
    after = legal(s, bohnanza.EndPlanting(0))
    assert after.step == Step.DUEL_DRAW
    assert kinds(after.face_up) == ("red", "wax", "chili", "red", "wax")
    assert kinds(after.discard) == ("stink",)


def test_a_harvest_never_pays_more_coins_than_the_field_holds_cards() -> None:
    """core:table.py:_deck_tables:arith:0.  The coins of a harvest are the field's own
    cards, so a printed beanometer that would pay more than the field holds (an edition
    built with such a deck) pays one coin per card; no card is made up or lost."""
    ed = edition(E)
    greedy = Beanometer((1, 1, 1, 1))
    cards = tuple(
        attrs.evolve(c, beanometer=greedy) if c.variety.key == "cocoa" else c for c in ed.deck.cards
    )
    custom = attrs.evolve(ed, deck=attrs.evolve(ed.deck, cards=cards))
    s = bohnanza.compose(custom, 4, fields={1: [["Cocoa"] * 3, ["Chili"]]}, hands={0: ["Chili"]})
    assert s.players[1].fields[0][-1].beanometer.payout(3) == 4
    after = legal(s, bohnanza.Harvest(1, 0))
    assert ids(after.players[1].coins) == ids(s.players[1].fields[0])
    assert after.discard == ()


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
def test_states_that_differ_only_in_an_owed_baby_are_not_equal() -> None:
    """core:state.py:GameState._key:num:1.  A baby received with a field of its family is
    owed (001/lady.baby-trade): nothing else may be played until it is planted.  A state
    with the baby owed and the same state with it merely set aside are different
    positions, so they must not compare equal."""
    s = bohnanza.compose(
        "ladybohn",
        4,
        step=Step.TRADE,
        face_up=["Blaue Bohne bébé"],
        fields={1: [["Blaue Bohne"], []]},
        hands={1: ["Sojabohne"]},
        deck=["Sojabohne"] * 5,
    )
    baby = s.face_up[0].id
    owing = legal(s, bohnanza.Donate(0, 1, (baby,)))
    assert owing.owed_ids == (baby,)
    # core:planting.py:owe_babies:num:6 - owing a baby keeps the cards out of the game.
    assert owing.removed_ids == s.removed_ids != ()
    data = to_dict(owing)
    data["owed"] = []
    waiting = from_dict(data)
    assert waiting.owed_ids == () and waiting.players == owing.players
    assert waiting != owing
    assert from_dict(to_dict(owing)) == owing


@pytest.mark.parametrize(
    "other", [None, 3, "table", object()], ids=["None", "int", "str", "object"]
)
def test_a_table_is_unequal_to_anything_but_a_table(other: object) -> None:
    """core:state.py:Table.__eq__:if-false:0.  Comparing a table with another kind of
    value answers False (and != True) instead of failing on the other value's fields."""
    table = bohnanza.compose(E, 4).table
    assert table != other
    assert not table == other  # noqa: SIM201 (== itself is under test)
    assert table == bohnanza.compose(E, 4).table


def test_a_donation_moves_cards_only() -> None:
    """core:trading.py:apply_donate:num:0.  A donation moves bean cards, never coins (donate
    is cards only): the giver's and the receiver's earnings stay as they were."""
    s = bohnanza.compose(
        E, 4, active=1, step=Step.TRADE, planted=1, hands={0: ["Chili"]}, coins={0: 3, 1: 2}
    )
    after = legal(s, bohnanza.Donate(0, 1, (s.players[0].hand_ids[0],)))
    assert [len(p.coin_ids) for p in after.players] == [3, 2, 0, 0]
    assert after.players[0].coin_ids == s.players[0].coin_ids


def test_replace_names_an_unknown_part() -> None:
    """core:state.py:GameState.replace:if-false:1.  ``replace`` refuses a part that a state
    does not have, rather than ignoring it."""
    s = bohnanza.new_game(E, 4, seed=1)
    with pytest.raises(TypeError, match="colour"):
        s.replace(colour="red")


def test_a_move_of_a_negative_seat_is_malformed() -> None:
    """core:common.py:check_seat:num:1.  Seat -1 does not exist (seats count from 0); it is
    not read as the last seat."""
    s = bohnanza.new_game(E, 4, seed=1)
    refusal = bohnanza.check(s, bohnanza.Harvest(-1, 0))
    assert isinstance(refusal, bohnanza.InvalidActionError) and "-1 does not exist" in str(refusal)
    with pytest.raises(bohnanza.InvalidActionError):
        bohnanza.apply(s, bohnanza.Harvest(-1, 0))


# ---------------------------------------------------------------------------------------
# Issue 30's whole-package run (``nox -s mutants``, ``--spread module``).


def test_a_legal_offer_built_anew_is_in_the_listing_and_a_malformed_one_is_not() -> None:
    """core:listing.py:SeatActions.__contains__:if-true:0 -- an offer the seat may make is
    found in its listing, the state's or its view's, though it is not the listed object
    (offers are built on demand)."""
    s = bohnanza.compose(E, 3, step=Step.TRADE, face_up=["Chili", "Soy"], deck=["Soy"] * 5)
    chili = s.face_up[0].id
    assert Offer(0, 1, (chili,), ("wax",)) in bohnanza.legal_actions(s, 0)
    seat_listing = bohnanza.legal_actions(view(s, 0))
    listed = [m for m in seat_listing if isinstance(m, Offer)]
    anew = Offer(listed[-1].seat, listed[-1].to, listed[-1].gives, listed[-1].asks)
    assert anew == listed[-1] and anew is not listed[-1] and anew in seat_listing
    for listing in (bohnanza.legal_actions(s, 0), seat_listing):
        assert Offer(0, 1, (chili, chili), ("wax",)) not in listing, "a card named twice"
        assert Offer(0, 0, (chili,), ("wax",)) not in listing, "an offer to himself"
        assert "an offer" not in listing


def test_a_negative_card_id_is_malformed_not_a_card_of_the_deck() -> None:
    """core:common.py:check_card_id:num:1 -- card -1 is no card (not the deck's last)."""
    s = bohnanza.compose(E, 3, hands={0: ["Chili"]}, deck=["Soy"] * 5)
    for move in (Plant(0, -1, 0), bohnanza.Keep(0, -1), bohnanza.Discard(0, -1)):
        refusal = bohnanza.check(s, move)
        assert type(refusal) is bohnanza.InvalidActionError, move
        assert "there is no card -1 in this deck" in str(refusal)


def test_an_accept_is_refused_when_coins_promised_were_spent_since_the_offer() -> None:
    """core:trading.py:check_accept:boolop:1 -- both sides' coins are checked again when
    the offer is accepted: a third field bought meanwhile may have spent them."""
    s = bohnanza.compose(
        E,
        4,  # at 3 players every seat starts with its third field
        step=Step.TRADE,
        face_up=["Chili", "Soy"],
        hands={1: ["Wax"]},
        coins={0: 3, 1: 3},
        deck=["Soy"] * 5,
        trade_coins="allowed",
    )
    chili, wax = s.face_up[0].id, s.players[1].hand[0].id
    for offer, buyer in (
        (Offer(0, 1, (chili,), ("wax",), 0, 1), 1),  # asks a coin of seat 1
        (Offer(0, 1, (chili,), ("wax",), 1, 0), 0),  # gives a coin of seat 0
    ):
        made = legal(s, offer)
        assert bohnanza.check(made, Accept(1, 0, (wax,))) is None
        spent = legal(made, bohnanza.BuyField(buyer))
        assert len(spent.players[buyer].coins) == 0
        refusal = bohnanza.check(spent, Accept(1, 0, (wax,)))
        assert isinstance(refusal, bohnanza.IllegalActionError), offer
