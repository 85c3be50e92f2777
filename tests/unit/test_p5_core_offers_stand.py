"""Standing offers end only as decision trade.standing-offers says: accepted, declined,
withdrawn, a card they give gone, or step 2 over.  A third field bought meanwhile (its
coins paid to the discard pile or into the box) and, in Ladybohn, a baby owed and planted
in step 2 leave them standing (the decision: "Coins are checked again on acceptance,
since a third field may have been bought meanwhile")."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza import GameState, apply, check, compose, legal_actions
from bohnanza.actions import Accept, BuyField, Donate, Offer, Plant
from bohnanza.state import Step


@pytest.mark.parametrize("payment", ["discard", "box"])
def test_a_third_field_bought_in_step_2_leaves_the_offers_standing(payment: str) -> None:
    s = compose(
        "rio-grande-2000",
        4,
        hands={0: ["Soy", "Wax"], 1: ["Red"]},
        coins={2: ["Green", "Stink", "Chili", "Soy"]},
        step=Step.TRADE,
        face_up=["Blue"],
        third_field_payment=payment,
    )
    soy = s.players[0].hand_ids[0]
    red = s.players[1].hand_ids[0]
    offer = Offer(0, 1, (soy,), ("red",))
    offered = apply(s, offer)
    bought = apply(offered, BuyField(2))
    assert bought.offers == (offer,)
    assert len(bought.players[2].field_ids) == 3 and bought.players[2].bought_field
    paid = s.players[2].coin_ids[1:][::-1]
    assert bought.players[2].coin_ids == s.players[2].coin_ids[:1]
    if payment == "box":
        assert (bought.box_ids, bought.discard_ids) == (paid, s.discard_ids)
    else:
        assert (bought.box_ids, bought.discard_ids) == ((), s.discard_ids + paid)
    assert Accept(1, 0, (red,)) in legal_actions(bought, 1)
    done = apply(bought, Accept(1, 0, (red,)))
    assert done.offers == ()
    assert done.players[1].aside_ids == (soy,) and done.players[0].aside_ids == (red,)


def test_a_ladybohn_baby_owed_and_planted_leaves_the_offers_standing() -> None:
    make: Any = compose
    s: GameState = make(
        "ladybohn",
        3,
        step=Step.TRADE,
        hands={0: ["Rote Bohne bébé", "Blaue Bohne"], 2: ["Sojabohne"]},
        fields={1: [["Rote Bohne", "Rote Bohne miss"]]},
        face_up=["Saubohne"],
        deck=["Sojabohne"] * 10,
    )
    baby, blue = s.players[0].hand_ids
    gift = Offer(0, 2, (blue,), ())
    offered = apply(s, gift)
    owing = apply(offered, Donate(0, 1, (baby,)))
    assert owing.owed_ids == (baby,) and owing.to_move == (1,)
    assert owing.offers == (gift,)
    planted = apply(owing, Plant(1, baby, 0, miss=1, steps=1))
    assert planted.owed_ids == () and planted.step is Step.TRADE
    assert planted.offers == (gift,)
    assert check(planted, Accept(2, 0, ())) is None
    taken = apply(planted, Accept(2, 0, ()))
    assert taken.players[2].aside_ids == (blue,) and taken.offers == ()
