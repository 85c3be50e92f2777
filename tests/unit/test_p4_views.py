"""What ``bohnanza.views.stand_in`` promises: a state that agrees with the view on
everything the seat sees (the varieties out of the game included), with the hidden zones
empty, through whole games of every edition and seat count."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Offer
from bohnanza.bots import random_move
from bohnanza.editions import editions
from bohnanza.views import HIDDEN_BEANOMETER, stand_in, view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CASES = [
    (edition, players)
    for edition in editions()
    for players in range(2, 8)
    if (edition, players) not in {("ladybohn", 2), ("ladybohn", 6), ("ladybohn", 7)}
    and not (edition.startswith("original") and players not in (3, 4, 5))
]


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_the_stand_ins_view_is_the_view_less_the_hidden_zones(edition: str, players: int) -> None:
    state = bohnanza.new_game(edition, players, seed=players)
    rng = random.Random(players)
    for k in range(120):
        if state.is_over:
            break
        if k % 7 == 0:
            for seat in range(players):
                v = view(state, seat)
                fake = stand_in(v)
                assert fake.deck == ()
                assert [len(p.hand_ids) for p in fake.players] == [
                    len(v.hand_ids) if p == seat else 0 for p in range(players)
                ]
                sizes = tuple(len(v.hand_ids) if p == seat else 0 for p in range(players))
                assert view(fake, seat) == v.replace(deck_size=0, hand_sizes=sizes)
                # the cards out of the game: every card of a variety not in play
                out = {fake.table.cards[c].variety.key for c in fake.removed_ids}
                assert out.isdisjoint(v.varieties)
                assert out | set(v.varieties) == set(state.table.kind_keys)
        state = bohnanza.apply(state, random_move(state, rng))


def test_a_view_built_without_varieties_stands_in_with_nothing_out_of_the_game() -> None:
    v = view(bohnanza.new_game("rio-grande-2000", 4, seed=1), 0)
    assert v.varieties and "coffee" not in v.varieties
    assert len(stand_in(v).removed_ids) == 24
    assert stand_in(v.replace(varieties=())).removed_ids == ()


def _lady_offer(hands: dict[int, list[str]], offers: list[tuple[int, int]]) -> bohnanza.GameState:
    """A Ladybohn step 2 (seat 0 active) after each (offerer, count) offers seat 0 the
    first ``count`` cards of its hand for nothing."""
    state = bohnanza.compose(
        "ladybohn",
        3,
        active=0,
        step=Step.TRADE,
        hands={0: ["Soy"], **hands},
        face_up=["Red"],
        deck=["Chili"] * 5,
    )
    for seat, count in offers:
        gives = state.players[seat].hand_ids[:count]
        state = bohnanza.apply(state, Offer(seat, 0, gives, ()))
    return state


def test_ladybohn_offered_cards_are_told_apart_by_seats_place_and_family_never_by_kind() -> None:
    one = _lady_offer({1: ["blue", "blue:miss"], 2: ["blue:miss", "chili"]}, [(1, 2), (2, 1)])
    twin = _lady_offer({1: ["blue:miss", "blue"], 2: ["blue", "chili"]}, [(1, 2), (2, 1)])
    # every seat but the one whose hand differs sees the same table
    assert view(one, 0) == view(twin, 0)
    v = view(one, 0)
    first, second = v.offers
    assert (first.seat, second.seat) == (1, 2)
    # the two cards of one offer, and the same family from another offerer: three ids
    ids = [*first.gives, *second.gives]
    assert len(set(ids)) == 3 and min(ids) >= len(v.table.cards)
    assert v.offered_ids == tuple(ids)
    assert [c.variety.key for c in v.offered] == ["blue", "blue", "blue"]
    assert all(not c.kind and c.beanometer is HIDDEN_BEANOMETER for c in v.offered)
    # the giver sees the same stand-ins; the real cards stay in the state
    assert view(one, 1).offers == v.offers
    assert one.offers[0].gives == one.players[1].hand_ids[:2]
