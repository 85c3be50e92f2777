"""What ``bohnanza.views`` promises: exactly what a seat sees (its hand in order, the
sizes of the others, the open table), nothing it may not (twin states give equal views),
Ladybohn's offered hand cards by family only, and the view's value semantics."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Offer
from bohnanza.bots import playout, random_move
from bohnanza.errors import InvalidActionError
from bohnanza.views import FIELDS, HIDDEN_BEANOMETER, PlayerView, hides_kinds, stand_in, view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

E = "rio-grande-2000"


def _table() -> bohnanza.GameState:
    return bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.TRADE,
        hands={0: ["Soy", "Chili", "Blue"], 1: ["Wax"], 2: ["Green", "Green"]},
        fields={0: [["Chili"], []], 1: [["Blue", "Blue"], ["Soy"], []]},
        coins={2: 3},
        bought_field=[1],
        face_up=["Red", "Stink"],
        deck=["Garden", "Black-eyed", "Cocoa"],
        discard=["Wax", "Red"],
    )


def test_a_view_shows_its_own_hand_in_order_the_other_hands_by_size_and_the_table() -> None:
    state = _table()
    v = view(state, 0)
    assert v.seat == 0 and v.names == state.table.names
    assert v.hand_ids == state.players[0].hand_ids
    assert [c.variety.key for c in v.hand] == ["soy", "chili", "blue"]
    assert v.hand_sizes == (3, 1, 2, 0)
    assert v.field_ids == tuple(p.field_ids for p in state.players)
    assert [[len(f) for f in seat] for seat in v.fields] == [[1, 0], [2, 1, 0], [0, 0], [0, 0]]
    assert v.fields_of(1) == v.fields[1]
    assert v.coins == (0, 0, 3, 0)
    assert v.bought_field == (False, True, False, False)
    assert v.bought_field == tuple(p.bought_field for p in state.players)
    assert [c.variety.key for c in v.face_up] == ["red", "stink"]
    assert v.face_up_ids == state.face_up_ids
    assert [c.variety.key for c in v.discard] == ["wax", "red"]  # bottom first
    assert v.deck_size == 3
    assert (v.step, v.active, v.turn) == (Step.TRADE, 1, state.turn)
    assert v.to_move == state.to_move and v.planted == state.planted
    assert v.offers == () and v.offered == () and v.offer == ()
    assert not v.is_over
    assert v.table.seed == 0  # the seed would tell the deck's order
    # the varieties in play: coffee is out of the game at 4 players
    assert v.varieties == tuple(k for k in state.table.kind_keys if k != "coffee")
    shown = {*v.hand_ids, *v.face_up_ids, *v.discard_ids}
    for seat in v.field_ids:
        for field in seat:
            shown |= set(field)
    assert v.card_ids == frozenset(shown)
    assert not set(state.players[2].hand_ids) & v.card_ids


def test_twin_states_that_differ_only_in_hidden_cards_give_the_same_view() -> None:
    one = _table()
    other = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.TRADE,
        hands={0: ["Soy", "Chili", "Blue"], 1: ["Garden"], 2: ["Cocoa", "Black-eyed"]},
        fields={0: [["Chili"], []], 1: [["Blue", "Blue"], ["Soy"], []]},
        coins={2: 3},
        bought_field=[1],
        face_up=["Red", "Stink"],
        deck=["Green", "Green", "Wax"],
        discard=["Wax", "Red"],
        seed=99,
    )
    assert view(one, 0) == view(other, 0)
    assert hash(view(one, 0)) == hash(view(other, 0))
    assert view(one, 1) != view(other, 1)  # seat 1's own hand differs


def test_a_view_is_refused_for_what_is_not_a_state_or_a_seat() -> None:
    state = _table()
    with pytest.raises(InvalidActionError, match=r"^'x' is not a GameState$"):
        view("x", 0)
    for seat in (4, -1, True, 1.0):
        with pytest.raises(InvalidActionError, match=r"does not exist \(seats are 0-3\)$"):
            view(state, seat)  # type: ignore[arg-type]


def test_standing_offers_show_the_cards_they_give() -> None:
    state = _table()
    red = state.face_up_ids[0]
    after = bohnanza.apply(state, Offer(1, 0, (red,), ("soy",)))
    v = view(after, 2)
    assert v.offers == (Offer(1, 0, (red,), ("soy",)),)
    assert v.offered_ids == (red,) and [c.variety.key for c in v.offered] == ["red"]
    assert red in v.card_ids
    declined = bohnanza.apply(after, bohnanza.Decline(0, 1))
    seen = view(declined, 2)
    assert seen.offers == () and seen.unaccepted == ((1, 0),)
    assert seen.ended_offers == (1 * 64 + 0,)


def test_ladybohn_offers_show_hand_cards_by_family_only() -> None:
    def offered_view(hand: list[str], seat: int) -> PlayerView:
        state = bohnanza.compose(
            "ladybohn",
            3,
            active=0,
            step=Step.TRADE,
            hands={0: ["Soy"], 1: hand},
            face_up=["Red"],
            deck=["Chili"] * 5,
        )
        given = state.players[1].hand_ids[0]
        after = bohnanza.apply(state, Offer(1, 0, (given,), ()))
        return view(after, seat)

    mister = offered_view(["blue"], 2)
    assert hides_kinds(mister.table)
    (card,) = mister.offered
    assert card.id >= len(mister.table.cards)  # names no real card
    assert card.variety.key == "blue" and not card.kind
    assert card.beanometer is HIDDEN_BEANOMETER
    assert mister.offers[0].gives == (card.id,)
    # the giver sees the stand-in too, and another kind of the family shows alike
    assert offered_view(["blue"], 1).offered_ids == mister.offered_ids
    miss = offered_view(["blue:miss"], 2)
    assert miss.offered_ids == mister.offered_ids
    other_family = offered_view(["chili"], 2)
    assert other_family.offered_ids != mister.offered_ids


def test_ladybohn_face_up_cards_the_active_player_offers_are_shown_as_they_are() -> None:
    state = bohnanza.compose(
        "ladybohn",
        3,
        active=0,
        step=Step.TRADE,
        hands={1: ["Soy"]},
        face_up=["Red"],
        deck=["Chili"] * 5,
    )
    red = state.face_up_ids[0]
    after = bohnanza.apply(state, Offer(0, 1, (red,), ()))
    v = view(after, 2)
    assert v.offered_ids == (red,) and v.offered[0] == state.table.cards[red]


def test_a_stand_in_agrees_with_the_view_and_hides_the_rest() -> None:
    state = _table()
    v = view(state, 0)
    fake = stand_in(v)
    assert fake.players[0].hand_ids == v.hand_ids
    assert [p.hand_ids for p in fake.players[1:]] == [(), (), ()]
    assert fake.deck == ()
    assert [len(p.coin_ids) for p in fake.players] == list(v.coins)
    again = view(fake, 0)
    assert again == v.replace(deck_size=0, hand_sizes=(3, 0, 0, 0))


def test_views_are_immutable_values_that_copy_pickle_and_replace() -> None:
    v = view(_table(), 0)
    said = "not writable" if bohnanza.COMPILED else "is immutable: 'seat' cannot be changed"
    with pytest.raises(AttributeError, match=said):
        v.seat = 1  # type: ignore[misc]
    assert copy.copy(v) == v and copy.deepcopy(v) == v
    assert pickle.loads(pickle.dumps(v)) == v
    moved = v.replace(turn=v.turn + 1)
    assert moved != v and moved.turn == v.turn + 1
    assert moved.replace(turn=v.turn) == v
    hand = v.hand[::-1]
    assert v.replace(hand=hand).hand == hand
    with pytest.raises(TypeError, match=r"^PlayerView has no field colour, size$"):
        v.replace(size=1, colour="red")
    assert all(hasattr(v, name) for name in FIELDS)
    if not bohnanza.COMPILED:  # a compiled class keeps its fields without __slots__
        assert len(FIELDS) == len(PlayerView.__slots__)
    assert v != "a view"
    assert repr(v).startswith(f"PlayerView(seat=0, step=TRADE, turn={v.turn}, active=1, ")


def test_a_finished_game_is_over_in_every_view() -> None:
    final = playout(bohnanza.new_game(E, 3, seed=1), seed=1)
    for seat in range(3):
        v = view(final, seat)
        assert v.is_over and v.step is Step.OVER and v.to_move == ()


def test_a_view_tells_the_decks_size_but_neither_its_order_nor_the_seed() -> None:
    state = bohnanza.new_game(E, 4, seed=42)
    v = view(state, 1)
    assert v.deck_size == len(state.deck) == 110  # 154 cards, 24 coffee out, 20 dealt
    assert v.table.seed == 0 and state.table.seed == 42
    after = state
    while after.step is not Step.TRADE:
        after = bohnanza.apply(after, random_move(after, random.Random(1)))
    assert view(after, 1).deck_size == len(after.deck) == 108  # two turned up
    twin = bohnanza.new_game(E, 4, seed=43)
    assert view(twin, 1).table == v.table
