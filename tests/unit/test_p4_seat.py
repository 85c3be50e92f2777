"""What ``bohnanza.seat`` promises beyond ``test_promises_seat.py``: a seat lists no offer
to a player its offers ended unaccepted with ``MAX_UNACCEPTED`` times in this step 2
(decision trade.offer-repeats), nor any outside step 2 or in the duel; and the view lists
the same addressees as the state."""

from __future__ import annotations

import bohnanza
from bohnanza import Step
from bohnanza.actions import Decline, Offer, Withdraw
from bohnanza.listing import legal_actions
from bohnanza.rules.trading import MAX_UNACCEPTED
from bohnanza.seat import offer_space
from bohnanza.views import view

E = "rio-grande-2000"


def _state() -> bohnanza.GameState:
    return bohnanza.compose(
        E,
        4,
        active=0,
        step=Step.TRADE,
        face_up=["Soy"],
        hands={0: ["Chili", "Blue"], 1: ["Wax", "Red"], 2: ["Green"]},
        deck=["Stink"] * 5,
    )


def test_a_seat_no_longer_addresses_a_player_after_its_offers_to_him_ended_unaccepted() -> None:
    state = _state()
    varieties = view(state, 0).varieties
    soy = state.face_up_ids[0]
    ended = 0
    while True:
        space = offer_space(state, 0, varieties)
        v = view(state, 0)
        assert legal_actions(v).offers.addressees == space.addressees
        if ended == MAX_UNACCEPTED:
            assert space.addressees == (2, 3)
            assert len(space) == 2 * space.per_to
            break
        assert space.addressees == (1, 2, 3)
        offer = Offer(0, 1, (soy,), ())
        state = bohnanza.apply(state, offer)
        # while it stands, seat 1 is not addressed either
        assert offer_space(state, 0, varieties).addressees == (2, 3)
        # declined, then withdrawn: both end it unaccepted
        end = Decline(1, 0) if ended % 2 == 0 else Withdraw(0, 1)
        state = bohnanza.apply(state, end)
        ended += 1
    assert MAX_UNACCEPTED == 3
    # another player who was declined three times by the active one no longer offers him
    other = _state()
    for _ in range(MAX_UNACCEPTED):
        other = bohnanza.apply(other, Offer(1, 0, (), ("soy",)))
        other = bohnanza.apply(other, Decline(0, 1))
    assert len(offer_space(other, 1, varieties)) == 0
    assert len(offer_space(other, 2, varieties)) > 0


def test_no_offers_outside_step_2_or_in_the_duel() -> None:
    state = bohnanza.new_game(E, 4, seed=1)
    assert state.step is Step.PLANT
    assert len(offer_space(state, 0, view(state, 0).varieties)) == 0
    duel = bohnanza.new_game("amigo-fr", 2, seed=1)
    assert duel.table.duel
    for seat in (0, 1):
        assert len(offer_space(duel, seat, view(duel, seat).varieties)) == 0
        assert legal_actions(view(duel, seat)).offer_count == 0
