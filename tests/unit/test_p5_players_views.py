"""What ``bohnanza.views`` promises, field by field: exactly what a seat sees of a state
(its own hand, every open zone, the sizes of the other hands, never the seed or a stacked
deck), the cards decoded on demand, the refusals by name, a view's value semantics (equal,
hashed, copied, pickled, frozen, replaced), and the public table each view carries."""

from __future__ import annotations

import copy
import pickle
import random

import pytest

import bohnanza
from bohnanza import COMPILED, Step
from bohnanza.actions import Accept, Offer
from bohnanza.bots import play_random
from bohnanza.editions import editions
from bohnanza.errors import InvalidActionError
from bohnanza.views import (
    FIELDS,
    HIDDEN_BEANOMETER,
    VIEW_TYPE,
    PlayerView,
    hides_kinds,
    in_play,
    stand_in,
    view,
)

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

E = "rio-grande-2000"


def _table_state() -> bohnanza.GameState:
    """A 4-player step 2 where every seat differs from the others in every zone."""
    return bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.TRADE,
        hands={0: ["Chili"], 1: ["Soy", "Blue"], 2: ["Wax", "Wax", "Red"], 3: []},
        fields={
            0: [["Soy"], []],
            1: [["Chili", "Chili"], ["Blue"]],
            2: [[], [], []],
            3: [["Red"], ["Garden"]],
        },
        coins={0: 1, 1: 2, 2: 3, 3: 0},
        set_aside={3: ["Stink"]},
        bought_field=[2],
        face_up=["Green", "Blue"],
        deck=["Soy"] * 7,
        discard=["Black-eyed", "Wax"],
        exhaustions=1,
    )


def test_a_view_shows_its_own_hand_the_open_table_and_only_the_size_of_other_hands() -> None:
    state = _table_state()
    for seat in range(4):
        v = view(state, seat)
        assert type(v) is VIEW_TYPE
        assert v.seat == seat
        assert v.names == ("P1", "P2", "P3", "P4")
        assert v.hand_ids == state.players[seat].hand_ids
        assert v.hand_sizes == (1, 2, 3, 0)
        assert v.field_ids == tuple(p.field_ids for p in state.players)
        assert v.coins == (1, 2, 3, 0)
        assert v.aside_ids == ((), (), (), state.players[3].aside_ids)
        assert len(v.aside_ids[3]) == 1
        assert v.bought_field == (False, False, True, False)
        assert v.face_up_ids == state.face_up_ids
        assert len(v.face_up_ids) == 2
        assert v.offer_ids == ()
        assert v.discard_ids == state.discard_ids
        assert len(v.discard_ids) == 2
        assert v.deck_size == 7
        assert v.step is Step.TRADE
        assert v.active == 1
        assert v.turn == state.turn
        assert v.planted == 0
        assert v.to_move == (1,)
        assert v.exhaustions == 1
        assert v.end_exhaustions == 3
        assert v.offers == ()
        assert v.offered_ids == ()
        assert v.first_planted == ""
        assert v.owed_ids == ()
        assert v.ended_offers == ()
        assert v.is_over is False
        # no seed, no stacked deck: the table a seat gets tells nothing of the deck's order
        assert v.table.seed == 0
        assert v.table.stacked is None
        assert v.table.shuffle is None
        assert v.table.edition == state.table.edition
        assert v.table.rules == state.table.rules
        assert v.table.names == state.table.names
        assert v.table.dealer == state.table.dealer


def test_the_cards_are_decoded_from_the_ids_each_zone_in_its_order() -> None:
    state = _table_state()
    cards = state.table.cards
    v = view(state, 2)
    assert [str(c) for c in v.hand] == [str(cards[i]) for i in state.players[2].hand_ids]
    assert [c.variety.key for c in v.hand] == ["wax", "wax", "red"]
    assert v.fields == tuple(
        tuple(tuple(cards[i] for i in f) for f in p.field_ids) for p in state.players
    )
    for seat in range(4):
        assert v.fields_of(seat) == v.fields[seat]
    assert [c.variety.key for c in v.fields_of(1)[0]] == ["chili", "chili"]
    assert [[c.variety.key for c in a] for a in v.set_aside] == [[], [], [], ["stink"]]
    assert [c.variety.key for c in v.face_up] == ["green", "blue"]
    assert [c.variety.key for c in v.discard] == ["black-eyed", "wax"]
    assert v.offer == () and v.owed == () and v.offered == ()


def test_card_ids_are_every_card_shown_and_no_other() -> None:
    state = _table_state()
    v = view(state, 1)
    expected = set(v.hand_ids) | set(v.face_up_ids) | set(v.discard_ids)
    for p in state.players:
        for f in p.field_ids:
            expected |= set(f)
        expected |= set(p.aside_ids)
    assert v.card_ids == frozenset(expected)
    # another seat's hand cards are not among them
    assert not v.card_ids & set(state.players[2].hand_ids)
    assert set(view(state, 2).card_ids) - v.card_ids == set(state.players[2].hand_ids)


def test_the_duels_offer_and_the_cards_offers_give_are_shown() -> None:
    duel = bohnanza.compose(
        "amigo-fr", 2, step=Step.OFFER, offer=["Soy", "Red"], hands={0: ["Blue"]}, deck=["Wax"] * 3
    )
    v = view(duel, 0)
    assert v.offer_ids == duel.offer_ids and len(v.offer_ids) == 2
    assert [c.variety.key for c in v.offer] == ["soy", "red"]
    assert set(v.offer_ids) <= v.card_ids
    state = bohnanza.compose(
        E, 3, active=0, step=Step.TRADE, hands={1: ["Soy", "Red"]}, face_up=["Blue"], deck=["Wax"]
    )
    gives = state.players[1].hand_ids
    after = bohnanza.apply(state, Offer(1, 0, gives, ("blue",)))
    for seat in range(3):
        w = view(after, seat)
        assert w.offers == (Offer(1, 0, gives, ("blue",)),)
        assert w.offered_ids == gives
        assert [c.variety.key for c in w.offered] == ["soy", "red"]
        assert set(gives) <= w.card_ids


def test_a_view_of_a_finished_game_is_over() -> None:
    final, _ = play_random(bohnanza.new_game(E, 3, seed=2), random.Random(2))
    v = view(final, 0)
    assert v.is_over is True and v.step is Step.OVER and v.to_move == ()


def test_a_ladybohn_view_shows_the_babies_owed() -> None:
    state = bohnanza.compose(
        "ladybohn", 3, active=0, step=Step.TRADE, hands={1: ["blue:baby"]},
        fields={0: [["Blue"], []]}, face_up=["Red"], deck=["Chili"] * 5,
    )  # fmt: skip
    baby = state.players[1].hand_ids
    gift = bohnanza.apply(state, Offer(1, 0, baby, ()))
    taken = bohnanza.apply(gift, Accept(0, 1, ()))
    for seat in range(3):
        v = view(taken, seat)
        assert v.owed_ids == taken.rest[4] == baby
        assert [c.variety.key for c in v.owed] == ["blue"]
        assert v.aside_ids[0] == baby


@pytest.mark.parametrize("name", editions())
def test_only_ladybohn_hides_the_kinds_of_offered_cards(name: str) -> None:
    players = 3 if name == "ladybohn" else 4
    table = bohnanza.new_game(name, players, seed=1).table
    assert hides_kinds(table) is (name == "ladybohn")


def test_an_unknown_state_or_seat_is_refused_by_name() -> None:
    state = bohnanza.new_game(E, 4, seed=1)
    with pytest.raises(InvalidActionError, match=r"^'x' is not a GameState$"):
        view("x", 0)
    with pytest.raises(InvalidActionError, match=r"^a PlayerView is not a GameState$|"):
        view(view(state, 0), 0)
    for seat, shown in ((4, "4"), (-1, "-1"), (True, "True"), (1.0, "1.0"), ("0", "'0'")):
        with pytest.raises(
            InvalidActionError, match=rf"^seat {shown} does not exist \(seats are 0-3\)$"
        ):
            view(state, seat)  # type: ignore[arg-type]
    assert view(state, 3).seat == 3 and view(state, 0).seat == 0


def test_unaccepted_gives_the_ended_offers_as_pairs() -> None:
    v = view(bohnanza.new_game(E, 4, seed=1), 0)
    assert v.unaccepted == ()
    w = v.replace(ended_offers=(1 * 64 + 2, 3 * 64 + 0, 0 * 64 + 3))
    assert w.unaccepted == ((1, 2), (3, 0), (0, 3))


def test_replace_changes_the_named_fields_only_and_refuses_unknown_ones() -> None:
    state = _table_state()
    v = view(state, 2)
    same = v.replace()
    assert same == v and same is not v
    cards = view(state, 1).hand
    w = v.replace(hand=cards, deck_size=0)
    assert w.hand_ids == view(state, 1).hand_ids
    assert w.deck_size == 0
    for name in FIELDS:
        if name not in ("hand_ids", "deck_size"):
            assert getattr(w, name) == getattr(v, name), name
    assert v.deck_size == 7 and v.hand_ids == state.players[2].hand_ids  # unchanged
    with pytest.raises(TypeError, match=r"^PlayerView has no field bogus, hands$"):
        v.replace(hands=(), bogus=1)


def test_views_are_equal_when_they_show_the_same_and_differ_in_any_field() -> None:
    state = _table_state()
    v = view(state, 2)
    assert v == view(state, 2) and hash(v) == hash(view(state, 2))
    assert v != view(state, 1)
    assert (v == "view") is False and v != 5
    assert v.__eq__(object()) is NotImplemented
    changes: dict[str, object] = {
        "seat": 3, "names": ("a", "b", "c", "d"), "hand_ids": (), "hand_sizes": (0, 0, 0, 0),
        "field_ids": ((), (), (), ()), "coins": (0, 0, 0, 0), "aside_ids": ((), (), (), ()),
        "bought_field": (True,) * 4, "face_up_ids": (), "offer_ids": (1,), "discard_ids": (),
        "deck_size": 8, "step": Step.PLANT, "active": 0, "turn": 9, "planted": 1,
        "to_move": (0,), "exhaustions": 2, "end_exhaustions": 2,
        "offers": (Offer(0, 1, (), ("soy",)),), "offered_ids": (3,), "first_planted": "soy",
        "owed_ids": (5,), "varieties": ("soy",), "ended_offers": (65,),
    }  # fmt: skip
    for name, value in changes.items():
        assert v.replace(**{name: value}) != v, name


def test_a_view_is_copied_and_pickled_whole() -> None:
    state = _table_state()
    v = view(state, 2).replace(ended_offers=(66,), owed_ids=(4,), first_planted="soy")
    for twin in (pickle.loads(pickle.dumps(v)), copy.copy(v), copy.deepcopy(v)):
        assert twin == v
        assert type(twin) is type(v)
        for name in FIELDS:
            assert getattr(twin, name) == getattr(v, name), name
        assert twin.step is Step.TRADE
        assert twin.ended_offers == (66,)


def test_a_view_cannot_be_changed() -> None:
    v = view(bohnanza.new_game(E, 4, seed=1), 0)
    # the pure build's words; the compiled build's attributes are read-only (mypyc's words)
    seat_message = None if COMPILED else r"^PlayerView is immutable: 'seat' cannot be changed$"
    hand_message = None if COMPILED else r"^PlayerView is immutable: 'hand_ids' cannot be"
    with pytest.raises(AttributeError, match=seat_message):
        v.seat = 1  # type: ignore[misc]
    with pytest.raises(AttributeError, match=hand_message):
        del v.hand_ids
    assert v.seat == 0
    assert isinstance(v, PlayerView) and type(v).__name__ == "PlayerView"


def test_repr_names_the_seat_step_hand_and_counts() -> None:
    v = view(_table_state(), 2)
    assert repr(v) == (
        f"PlayerView(seat=2, step=TRADE, turn={v.turn}, active=1, "
        f"hand={[str(c) for c in v.hand]}, hand_sizes=(1, 2, 3, 0), coins=(1, 2, 3, 0), "
        "deck_size=7, offers=[])"
    )


def test_every_view_of_a_table_carries_one_public_copy_of_it() -> None:
    state = bohnanza.new_game(E, 4, seed=99)
    public = view(state, 0).table
    assert public is not state.table
    assert public.seed == 0 and state.table.seed == 99
    assert view(state, 3).table is public
    later = bohnanza.apply(state, bohnanza.legal_actions(state).basic[0])
    assert view(later, 1).table is public


def test_a_cached_copy_of_another_table_is_never_used(monkeypatch: pytest.MonkeyPatch) -> None:
    from bohnanza import views

    one = bohnanza.new_game(E, 4, seed=5)
    other = bohnanza.new_game("amigo-fr", 3, seed=6)
    public = view(other, 0).table
    # a table whose id an earlier, dead table had: its entry must not be taken
    monkeypatch.setitem(views._PUBLIC, id(one.table), (other.table, public))
    monkeypatch.setitem(views._IN_PLAY, (id(one.table), one.rest[3]), (other.table, ("x",)))
    v = view(one, 0)
    assert v.table is not public
    assert v.table.edition == one.table.edition
    assert "x" not in v.varieties and len(v.varieties) == 10
    fake = v.replace(varieties=("soy", "red"))
    monkeypatch.setitem(views._OUT, (id(v.table), ("soy", "red")), (other.table, ()))
    out = stand_in(fake).removed_ids
    keys = {v.table.cards[c].variety.key for c in out}
    assert keys == set(v.table.kind_keys) - {"soy", "red"}


def test_the_caches_stay_bounded() -> None:
    from bohnanza import views

    for seed in range(300):
        state = bohnanza.new_game(E, 3, seed=seed)
        v = view(state, 0)
        stand_in(v)
    assert len(views._PUBLIC) <= 257
    assert len(views._IN_PLAY) <= 257
    assert len(views._OUT) <= 257


@pytest.mark.parametrize(
    ("players", "out"), [(3, {"cocoa"}), (4, {"coffee"}), (5, {"coffee"}), (6, {"cocoa", "garden"})]
)
def test_the_varieties_in_play_leave_out_those_removed_for_the_count(
    players: int, out: set[str]
) -> None:
    state = bohnanza.new_game(E, players, seed=1)
    v = view(state, 0)
    assert set(v.varieties) == set(state.table.kind_keys) - out
    assert list(v.varieties) == [k for k in state.table.kind_keys if k in v.varieties]
    assert in_play(state.table, state.rest[3]) == v.varieties
    assert in_play(state.table, ()) == state.table.kind_keys


def test_a_stand_in_keeps_the_coin_counts_and_the_first_planted_variety() -> None:
    state = bohnanza.compose(
        E, 4, active=0, planted=1, hands={0: ["Soy", "Red"]}, fields={0: [["Soy"], []]},
        coins={0: 2, 1: 5}, deck=["Wax"] * 4,
    )  # fmt: skip
    for seat in range(4):
        v = view(state, seat)
        fake = stand_in(v)
        assert [len(p.coin_ids) for p in fake.players] == [2, 5, 0, 0]
        assert fake.first_planted == state.first_planted
        assert view(fake, seat).first_planted == v.first_planted
        assert fake.players[seat].hand_ids == v.hand_ids
        assert all(p.hand_ids == () for k, p in enumerate(fake.players) if k != seat)
        assert fake.step_id == state.step_id and fake.planted == 1


def test_ladybohn_shows_offered_hand_cards_by_family_and_face_up_cards_as_they_are() -> None:
    state = bohnanza.compose(
        "ladybohn", 3, active=0, step=Step.TRADE, hands={0: ["Soy"], 1: ["chili:miss", "blue"]},
        face_up=["Red", "green:miss"], deck=["Chili"] * 5,
    )  # fmt: skip
    cards = state.table.cards
    hand = state.players[1].hand_ids
    made = bohnanza.apply(state, Offer(1, 0, hand, ()))
    red, green = state.face_up_ids
    made = bohnanza.apply(made, Offer(0, 2, (green, state.players[0].hand_ids[0]), ()))
    request = Offer(2, 0, (), ("red",))
    made = bohnanza.apply(made, request)
    for seat in range(3):
        v = view(made, seat)
        first, second, third = v.offers  # each offer once, in the order made
        assert third == request
        assert (first.seat, first.to, second.seat, second.to) == (1, 0, 0, 2)
        assert v.offered_ids == first.gives + second.gives
        # seat 1's hand cards: stand-ins past every real id, by family only
        assert all(i >= len(cards) for i in first.gives)
        shown = v.offered
        assert [c.variety.key for c in shown] == ["chili", "blue", "green", "soy"]
        assert [c.id for c in shown] == list(v.offered_ids)
        assert shown[0].beanometer is HIDDEN_BEANOMETER
        assert shown[1].beanometer is HIDDEN_BEANOMETER
        # the active player's face-up card is open; its hand card is shown by family
        assert second.gives[0] == green and shown[2] == cards[green]
        assert second.gives[1] >= len(cards) and shown[3].beanometer is HIDDEN_BEANOMETER
        assert red not in v.offered_ids
