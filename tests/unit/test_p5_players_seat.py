"""What ``bohnanza.seat`` promises, checked against a model written from its module text
through whole games of every edition: the listed offers (given: nothing, or one or two
cards of one variety, face-up cards first then the hand from the front; asked: nothing or
one variety in play other than the one given; to the players the seat may address, with
no offer of its own standing to them), in listing order, found back by ``index`` and no
other offer found; and the count of trades and donations, against the count the listing's
own text gives (every non-empty set of the active player's cards for every non-empty set
of a partner's, each set given one way)."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Action, Offer
from bohnanza.bots import random_move
from bohnanza.listing import Negotiations, legal_actions
from bohnanza.rules.trading import MAX_UNACCEPTED
from bohnanza.seat import OfferSpace, check_from_view, negotiation_count, offer_moves, offer_space
from bohnanza.state import TRADE
from bohnanza.views import view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

GAMES = [
    ("rio-grande-2000", 4, {}),
    ("rio-grande-2000", 5, {}),
    ("amigo-fr", 3, {}),
    ("original-1997-fr", 4, {}),
    ("original-1997-fr-003", 4, {"variants": ("experts",)}),
    ("ladybohn", 4, {}),
    ("ladybohn", 3, {"trade_after_face_up": "donate-only"}),
]


def _model(state: bohnanza.GameState, seat: int, varieties: tuple[str, ...]) -> list[Offer]:
    """The listed offers as the module's text describes them, in listing order."""
    if state.step_id != TRADE or state.table.duel or state.owed_ids:
        return []
    count = len(state.players)
    ended = state.rest[5]

    def may(to: int) -> bool:
        standing = any(o.seat == seat and o.to == to for o in state.offers)
        return not standing and ended.count(seat * 64 + to) < MAX_UNACCEPTED

    if seat == state.active:
        addressees = [to for to in range(count) if to != seat and may(to)]
        pool = state.face_up_ids + state.players[seat].hand_ids
    else:
        addressees = [state.active] if may(state.active) else []
        pool = state.players[seat].hand_ids
    cards = state.table.cards
    order: list[str] = []
    by: dict[str, list[int]] = {}
    for card in pool:
        key = cards[card].variety.key
        if key not in by:
            order.append(key)
            by[key] = []
        by[key].append(card)
    gives: list[tuple[str, tuple[int, ...]]] = [("", ())]
    for key in order:
        gives.append((key, (by[key][0],)))
        if len(by[key]) >= 2:
            gives.append((key, (by[key][0], by[key][1])))
    trades = not (state.table.donate_only and not state.face_up_ids)
    out: list[Offer] = []
    for to in addressees:
        for key, given in gives:
            if not given:
                out.extend(Offer(seat, to, (), (ask,)) for ask in varieties)
                continue
            out.append(Offer(seat, to, given, ()))
            if trades:
                out.extend(Offer(seat, to, given, (ask,)) for ask in varieties if ask != key)
    return out


def _outsiders(state: bohnanza.GameState, seat: int, listed: list[Offer]) -> list[Offer]:
    """Offers near the listed ones that the space does not list."""
    hand = state.players[seat].hand_ids
    pool = state.face_up_ids + hand if seat == state.active else hand
    others = [s for s in range(len(state.players)) if s != seat]
    near: list[Offer] = []
    for to in [*others, seat]:
        near.append(Offer(seat, to, (), ()))
        near.append(Offer(seat, to, (), ("soy", "red")))
        for card in pool:
            near.append(Offer(seat, to, (card,), (), give_coins=1))
            near.append(Offer(seat, to, (card,), (), ask_coins=1))
            near.append(Offer(seat, to, (card,), ("no-such-bean",)))
        if len(pool) >= 3:
            near.append(Offer(seat, to, pool[:3], ()))
        for a in pool:
            near.append(Offer(seat, to, (a,), ()))
            near.extend(Offer(seat, to, (a, b), ()) for b in pool if b != a)
    near.append(Offer((seat + 1) % len(state.players), seat, (), ("soy",)))
    return [o for o in near if o not in set(listed)]


@pytest.mark.parametrize(("preset", "players", "options"), GAMES)
def test_the_listed_offers_are_the_modules_own_description_in_its_order(
    preset: str, players: int, options: dict[str, object]
) -> None:
    state = bohnanza.new_game(preset, players, seed=11, **options)  # type: ignore[arg-type]
    rng = random.Random(players)
    spaces = standing = ended = 0
    for k in range(150):
        if state.is_over:
            break
        if state.step_id == TRADE and k % 4 == 0:
            for seat in range(players):
                v = view(state, seat)
                space = offer_space(state, seat, v.varieties)
                expected = _model(state, seat, v.varieties)
                listed = space.offers()
                assert listed == expected, (seat, state.turn)
                assert len(space) == len(expected)
                assert offer_moves(state, seat, v.varieties) == expected
                assert list(legal_actions(v))[len(legal_actions(v).basic) :] == expected
                for i, offer in enumerate(listed):
                    assert space.index(offer) == i
                    assert space.at(i) == offer
                for offer in _outsiders(state, seat, listed):
                    assert space.index(offer) == -1, offer
                if listed:
                    spaces += 1
                    with pytest.raises(IndexError, match=r"^offer index out of range$"):
                        space.at(len(listed))
                    with pytest.raises(IndexError, match=r"^offer index out of range$"):
                        space.at(-1)
        state = bohnanza.apply(state, _step(state, rng))
        standing += bool(state.offers)
        ended += bool(state.rest[5])
    assert spaces >= 5
    assert standing >= 3 and ended >= 1


def _step(state: bohnanza.GameState, rng: random.Random) -> Action:
    """A random move; in step 2 often a seat's move from its view: offers and answers."""
    if state.step_id == TRADE and rng.random() < 0.7:
        seat = rng.randrange(len(state.players))
        listed = legal_actions(view(state, seat))
        if len(listed):
            return listed[rng.randrange(len(listed))]
    return random_move(state, rng)


def test_a_space_of_given_parts_lists_and_finds_its_offers() -> None:
    # gives: nothing, one soy, two soys, one red; asks: red, soy, blue
    space = OfferSpace(2, (0, 3), (("", ()), ("soy", (7,)), ("soy", (7, 8)), ("red", (9,))), (
        "red", "soy", "blue"))  # fmt: skip
    assert space.places == (-1, 1, 1, 0)
    assert space.counts == (3, 3, 3, 3)
    assert space.per_to == 12 and len(space) == 24
    expected = [
        Offer(2, 0, (), ("red",)),
        Offer(2, 0, (), ("soy",)),
        Offer(2, 0, (), ("blue",)),
        Offer(2, 0, (7,), ()),
        Offer(2, 0, (7,), ("red",)),
        Offer(2, 0, (7,), ("blue",)),
        Offer(2, 0, (7, 8), ()),
        Offer(2, 0, (7, 8), ("red",)),
        Offer(2, 0, (7, 8), ("blue",)),
        Offer(2, 0, (9,), ()),
        Offer(2, 0, (9,), ("soy",)),
        Offer(2, 0, (9,), ("blue",)),
    ]
    assert space.offers() == expected + [Offer(2, 3, o.gives, o.asks) for o in expected]
    for i, offer in enumerate(space.offers()):
        assert space.index(offer) == i
    for outside in (
        Offer(2, 1, (7,), ()),
        Offer(1, 0, (7,), ()),
        Offer(2, 0, (8,), ()),
        Offer(2, 0, (7,), ("soy",)),
        Offer(2, 0, (9,), ("red",)),
        Offer(2, 0, (), ()),
        Offer(2, 0, (), ("wax",)),
        Offer(2, 0, (7,), ("red", "blue")),
    ):
        assert space.index(outside) == -1, outside
    # a variety given that is not among those asked: every variety may be asked with it
    wide = OfferSpace(0, (1,), (("", ()), ("wax", (4,))), ("red", "soy"))
    assert wide.places == (-1, -1) and wide.counts == (2, 3)
    assert wide.offers()[2:] == [
        Offer(0, 1, (4,), ()),
        Offer(0, 1, (4,), ("red",)),
        Offer(0, 1, (4,), ("soy",)),
    ]
    assert [wide.index(o) for o in wide.offers()] == [0, 1, 2, 3, 4]
    # gifts only: one offer per way to give, the requests as before
    gifts = OfferSpace(0, (1, 2), (("", ()), ("soy", (7,)), ("red", (9,))), ("soy", "red"), False)
    assert gifts.counts == (2, 1, 1) and len(gifts) == 8
    assert gifts.offers()[:4] == [
        Offer(0, 1, (), ("soy",)),
        Offer(0, 1, (), ("red",)),
        Offer(0, 1, (7,), ()),
        Offer(0, 1, (9,), ()),
    ]
    assert [gifts.index(o) for o in gifts.offers()] == list(range(8))
    assert gifts.index(Offer(0, 1, (9,), ("soy",))) == -1
    empty = OfferSpace(0, (), (("", ()),), ("soy",))
    assert len(empty) == 0 and empty.offers() == []


@pytest.mark.parametrize(("preset", "players", "options"), GAMES)
def test_the_negotiations_are_counted_as_the_listing_describes_them(
    preset: str, players: int, options: dict[str, object]
) -> None:
    state = bohnanza.new_game(preset, players, seed=5, **options)  # type: ignore[arg-type]
    rng = random.Random(7)
    counted = 0
    for _ in range(500):
        if state.is_over:
            break
        for player in (None, *range(players)):
            n = negotiation_count(state, player)
            assert n == len(Negotiations.of(state, player)), player
            if not state.table.trade_coins:
                assert n == _count_model(state, player), player
            counted += n > 0
        state = bohnanza.apply(state, random_move(state, rng, 0.3))
    assert counted >= 5


def _count_model(state: bohnanza.GameState, player: int | None) -> int:
    if state.step_id != TRADE or state.owed_ids:
        return 0
    active = state.active
    a = 2 ** (len(state.face_up_ids) + len(state.players[active].hand_ids)) - 1
    gifts_only = state.table.donate_only and not state.face_up_ids
    total = 0
    for seat, p in enumerate(state.players):
        if seat == active:
            continue
        mine = 2 ** len(p.hand_ids) - 1
        if player is None or player == active:
            total += a if gifts_only else a * mine + a
        if player is None or player == seat:
            total += mine
    return total


def test_a_count_for_one_seat_counts_what_that_seat_may_do() -> None:
    state = bohnanza.compose(
        "rio-grande-2000", 3, active=1, step=Step.TRADE, face_up=["Soy"],
        hands={0: ["Red", "Wax"], 1: ["Blue"], 2: ["Chili", "Chili", "Green"]}, deck=["Wax"] * 4,
    )  # fmt: skip
    # the active player: 2 cards (3 non-empty sets) for seat 0's 3 sets, seat 2's 7 sets,
    # and each set given to each
    assert negotiation_count(state, 1) == 3 * 3 + 3 + 3 * 7 + 3 == 36
    assert negotiation_count(state, 0) == 3
    assert negotiation_count(state, 2) == 7
    assert negotiation_count(state, None) == 36 + 3 + 7
    planting = bohnanza.compose("rio-grande-2000", 3, hands={0: ["Red"]}, deck=["Wax"] * 4)
    assert negotiation_count(planting, None) == 0


def test_a_view_judges_a_move_as_the_referee_does() -> None:
    state = bohnanza.compose(
        "rio-grande-2000", 3, active=0, step=Step.TRADE, face_up=["Soy"],
        hands={0: ["Red"], 1: ["Blue"]}, deck=["Wax"] * 4,
    )  # fmt: skip
    v = view(state, 1)
    blue = state.players[1].hand_ids[0]
    assert check_from_view(v, Offer(1, 0, (blue,), ("soy",))) is None
    refused = check_from_view(v, Offer(1, 2, (blue,), ()))
    assert refused is not None
    again = bohnanza.check(state, Offer(1, 2, (blue,), ()))
    assert again is not None and str(refused) == str(again)


def test_the_places_of_the_varieties_asked_stay_bounded() -> None:
    from bohnanza import seat

    keys = [f"v{k}" for k in range(12)]
    for k in range(100):
        asks = (keys[k % 12], keys[(k + 1 + k // 12) % 12], f"x{k}")
        space = OfferSpace(0, (1,), (("", ()), (asks[0], (4,))), asks)
        assert space.places == (-1, 0)
        assert space.index(Offer(0, 1, (4,), (asks[2],))) == 5
    assert len(seat._PLACES) <= 65
