"""What ``bohnanza.seat`` promises about the offers a seat lists (its module text and
``OfferSpace``): which cards are given and asked, to whom, in which order; ``at`` and
``index`` agree with each other and with the referee; the count of negotiations."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Offer
from bohnanza.listing import legal_actions
from bohnanza.referee import check
from bohnanza.seat import MAX_GIVEN, OfferSpace, negotiation_count, offer_space
from bohnanza.views import view

E = "rio-grande-2000"


def _state() -> bohnanza.GameState:
    return bohnanza.compose(
        E,
        4,
        active=0,
        step=Step.TRADE,
        face_up=["Soy"],
        hands={0: ["Chili", "Chili", "Chili", "Blue"], 1: ["Wax", "Red", "Wax"], 2: ["Green"]},
        deck=["Stink"] * 5,
    )


def test_the_active_players_space_in_listing_order() -> None:
    state = _state()
    v = view(state, 0)
    space = offer_space(state, 0, v.varieties)
    soy = state.face_up_ids[0]
    chili1, chili2, _, blue = state.players[0].hand_ids
    assert space.addressees == (1, 2, 3)
    # face-up cards first, then the hand from the front; one card before two; at most two
    assert space.gives == (
        ("", ()),
        ("soy", (soy,)),
        ("chili", (chili1,)),
        ("chili", (chili1, chili2)),
        ("blue", (blue,)),
    )
    assert MAX_GIVEN == 2
    n = len(v.varieties)
    # nothing given: one variety asked; given: nothing or a variety other than its own
    assert space.counts == (n, n, n, n, n)
    assert len(space) == 3 * 5 * n == space.size
    offers = space.offers()
    assert offers[0] == Offer(0, 1, (), (v.varieties[0],))
    assert offers[n] == Offer(0, 1, (soy,), ())
    assert Offer(0, 1, (soy,), ("soy",)) not in offers
    assert offers[space.per_to] == Offer(0, 2, (), (v.varieties[0],))
    for i, offer in enumerate(offers):
        assert space.index(offer) == i
        assert check(state, offer) is None, offer
    assert len(set(offers)) == len(offers)
    with pytest.raises(IndexError, match=r"^offer index out of range$"):
        space.at(len(space))
    with pytest.raises(IndexError):
        space.at(-1)


def test_an_offer_outside_the_space_has_no_index() -> None:
    state = _state()
    space = offer_space(state, 0, view(state, 0).varieties)
    chili1, chili2, chili3, _ = state.players[0].hand_ids
    soy = state.face_up_ids[0]
    for offer in (
        Offer(1, 0, (), ("soy",)),  # another seat's
        Offer(0, 1, (soy,), (), give_coins=1),
        Offer(0, 1, (soy,), (), ask_coins=1),
        Offer(0, 1, (), ("soy", "blue")),
        Offer(0, 1, (chili1, chili2, chili3), ()),  # three cards
        Offer(0, 1, (chili2,), ()),  # not the front card
        Offer(0, 1, (), ()),  # nothing for nothing
        Offer(0, 1, (soy,), ("soy",)),  # its own variety
        Offer(0, 1, (), ("no-such-bean",)),
        Offer(0, 0, (soy,), ()),
    ):
        assert space.index(offer) == -1, offer


def test_another_player_offers_to_the_active_one_only_and_once() -> None:
    state = _state()
    v = view(state, 1)
    space = offer_space(state, 1, v.varieties)
    wax1, red, wax2 = state.players[1].hand_ids
    assert space.addressees == (0,)
    assert space.gives == (("", ()), ("wax", (wax1,)), ("wax", (wax1, wax2)), ("red", (red,)))
    made = bohnanza.apply(state, space.at(5))
    assert len(offer_space(made, 1, v.varieties)) == 0  # one offer standing to him
    assert len(offer_space(bohnanza.new_game(E, 4, seed=1), 0, v.varieties)) == 0  # not step 2


def test_gifts_only_lists_no_card_for_card() -> None:
    space = OfferSpace(0, (1,), (("", ()), ("soy", (7,))), ("soy", "blue"), trades=False)
    assert space.counts == (2, 1)
    assert space.offers() == [
        Offer(0, 1, (), ("soy",)),
        Offer(0, 1, (), ("blue",)),
        Offer(0, 1, (7,), ()),
    ]
    assert space.index(Offer(0, 1, (7,), ("blue",))) == -1


def test_the_negotiations_are_counted_as_listed() -> None:
    state = _state()
    for player in (None, 0, 1, 2, 3):
        listed = legal_actions(state, player)
        assert negotiation_count(state, player) == len(listed) - len(listed.basic), player
    assert negotiation_count(bohnanza.new_game(E, 4, seed=1), None) == 0
