"""Behaviour of the landed core that the mutation session (issue 10) found unpinned.

Each test names, in its docstring, the id of the ``tests/mutants/mutate.py`` mutant that
survived every layer of the fast suite before the test existed (``mutate.py show ID``
prints its change).  Only the public API is used, so the tests hold for any core that
keeps the public names and behaviour.
"""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza import InvalidSetupError, Plant, Step, Trade
from bohnanza.position import from_dict, to_dict
from bohnanza.rules.harvesting import field_payout
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
    for bad in (Plant(seat, 10**10, 0), Plant(seat, 0, True), "plant", None):
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
