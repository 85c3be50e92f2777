"""What ``bohnanza.listing`` and ``bohnanza.rules.negotiation`` promise: every agreed trade
and donation of step 2 exactly once (checked against a plain enumeration), in block
order, for every seat or one; the seeded draw of ``random_negotiation`` at the index the
listing decodes; and the sequences' equality, hashing, truth and texts."""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

import pytest

from bohnanza import GameState, compose, legal_actions, new_game, view
from bohnanza.actions import Accept, Decline, Donate, EndTrading, Harvest, Offer, Trade
from bohnanza.errors import InvalidActionError
from bohnanza.listing import (
    LegalActions,
    Negotiations,
    SeatActions,
    negotiation_space,
    seat_actions,
)
from bohnanza.referee import basic_moves, check
from bohnanza.rules.negotiation import (
    decode_negotiation,
    negotiation_blocks,
    negotiation_space_of,
    random_negotiation,
    subset,
)
from bohnanza.seat import OfferSpace, negotiation_count
from bohnanza.state import Step

Move = tuple[str, int, int, tuple[int, ...], tuple[int, ...], int, int]


def _subsets(cards: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [c for n in range(1, len(cards) + 1) for c in combinations(cards, n)]


def _plain(move: object) -> Move:
    if isinstance(move, Trade):
        return (
            "T",
            move.seat,
            move.partner,
            move.gives,
            move.takes,
            move.give_coins,
            move.take_coins,
        )
    assert isinstance(move, Donate)
    return ("D", move.seat, move.receiver, move.cards, (), 0, 0)


def _expected(s: GameState, player: int | None) -> list[Move]:
    """Every trade and donation of ``s`` by a plain enumeration, in no particular order."""
    if s.step is not Step.TRADE or s.owed_ids:
        return []
    active = s.active
    pool = s.face_up_ids + s.players[active].hand_ids
    coins = s.table.trade_coins
    ca = len(s.players[active].coin_ids) if coins else 0
    closed = s.table.donate_only and not s.face_up_ids
    found: list[Move] = []
    for seat, p in enumerate(s.players):
        if seat == active:
            continue
        cp = len(p.coin_ids) if coins else 0
        hand = p.hand_ids
        if player in (None, active):
            if not closed:
                for gives in _subsets(pool):
                    for gc in range(ca + 1):
                        for takes in [(), *_subsets(hand)]:
                            for tc in range(cp + 1):
                                if takes or tc:
                                    found.append(("T", active, seat, gives, takes, gc, tc))
                for gc in range(1, ca + 1):
                    for takes in _subsets(hand):
                        for tc in range(cp + 1):
                            found.append(("T", active, seat, (), takes, gc, tc))
            found += [("D", active, seat, g, (), 0, 0) for g in _subsets(pool)]
        if player is None or player == seat:
            found += [("D", seat, active, g, (), 0, 0) for g in _subsets(hand)]
    return found


def _step2(edition: str = "rio-grande-2000", players: int = 3, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, step=Step.TRADE, **parts)
    return state


CASES = {
    "plain": lambda: _step2(
        hands={0: ["Soy"], 1: ["Wax", "Red"], 2: ["Chili"]}, face_up=["Blue", "Green"]
    ),
    "no face-up": lambda: _step2(hands={0: ["Soy", "Wax"], 1: ["Red"], 2: []}),
    "four seats": lambda: _step2(
        players=4,
        active=2,
        hands={0: ["Soy"], 1: [], 2: ["Wax"], 3: ["Red", "Red"]},
        face_up=["Blue"],
    ),
    "coins": lambda: _step2(
        "original-1997-fr-003",
        variants=["experts"],
        hands={0: ["Soy"], 1: ["Stink"], 2: ["Red"]},
        coins={0: 2, 1: 1},
        face_up=["Blue"],
    ),
    "coins no cards": lambda: _step2(
        "original-1997-fr-003",
        variants=["experts"],
        hands={0: [], 1: ["Stink"], 2: []},
        coins={0: 1, 2: 2},
    ),
    "duel": lambda: new_game("rio-grande-2000", 2, seed=3),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_every_agreed_move_is_listed_once_for_every_seat_and_for_each(case: str) -> None:
    s = CASES[case]()
    seats: list[int | None] = [None, *range(len(s.players))]
    for player in seats:
        space = Negotiations.of(s, player)
        listed = [_plain(m) for m in space]
        expected = _expected(s, player)
        assert len(space) == len(expected) == len(set(listed))
        assert sorted(listed) == sorted(expected), (case, player)
        assert negotiation_count(s, player) == len(space)
        assert negotiation_space(s, player) == space
        legal = legal_actions(s) if player is None else legal_actions(s, player)
        assert len(legal) == len(legal.basic) + len(space)
        assert list(legal) == [*legal.basic, *space]
        assert legal.negotiations == space
        for k in range(len(legal)):
            assert legal[k] == (
                legal.basic[k] if k < len(legal.basic) else space[k - len(legal.basic)]
            )
        for move in space:
            assert check(s, move) is None


def test_the_blocks_come_partner_by_partner_trades_donations_coins_then_gifts_received() -> None:
    s = CASES["coins"]()
    _, pool, coins, blocks, total = negotiation_space_of(s, None)
    assert pool == s.face_up_ids + s.players[0].hand_ids
    assert coins == (2, 1, 0)
    p1, p2 = s.players[1].hand_ids, s.players[2].hand_ids
    assert blocks == (
        (0, 3 * 3 * (2 * 2 - 1), (1, *p1)),
        (1, 3, (1,)),
        (3, 2 * 1 * 2, (1, *p1)),
        (2, 1, (1, *p1)),
        (0, 3 * 3 * (2 * 1 - 1), (2, *p2)),
        (1, 3, (2,)),
        (3, 2 * 1 * 1, (2, *p2)),
        (2, 1, (2, *p2)),
    )
    assert total == sum(b[1] for b in blocks)
    every = negotiation_space_of(s, None)[3]
    assert negotiation_space_of(s, 0)[3] == tuple(b for b in every if b[0] != 2)
    assert negotiation_space_of(s, 2)[3] == ((2, 1, (2, *p2)),)
    # Without coins, no block of kind 3; without the experts' variant, no coins at all.
    plain = CASES["plain"]()
    kinds = [b[0] for b in negotiation_space_of(plain, None)[3]]
    assert kinds == [0, 1, 2, 0, 1, 2]
    assert negotiation_space_of(plain, None)[2] == ()
    built = negotiation_blocks(0, pool, ((1, p1), (2, p2)), True, (2,), coins)
    assert [b[0] for b in built] == [0, 1, 3, 0, 1, 3, 2]
    assert Negotiations(0, pool, ((1, p1), (2, p2)), True, (1, 2), coins) == Negotiations.of(
        s, None
    )
    assert Negotiations(0, pool, ((1, p1), (2, p2)), include_partners=(2,)) != Negotiations.of(
        s, None
    )


def test_the_first_moves_of_a_listing_in_order() -> None:
    s = CASES["plain"]()
    pool = s.face_up_ids + s.players[0].hand_ids
    wax, red = s.players[1].hand_ids
    space = Negotiations.of(s, None)
    first = [_plain(space[k]) for k in range(4)]
    assert first == [
        ("T", 0, 1, pool[:1], (wax,), 0, 0),
        ("T", 0, 1, pool[:1], (red,), 0, 0),
        ("T", 0, 1, pool[:1], (wax, red), 0, 0),
        ("T", 0, 1, pool[1:2], (wax,), 0, 0),
    ]
    trades = 7 * 3
    assert _plain(space[trades]) == ("D", 0, 1, pool[:1], (), 0, 0)
    assert _plain(space[trades + 7]) == ("D", 1, 0, (wax,), (), 0, 0)
    assert _plain(space[len(space) - 1]) == ("D", 2, 0, s.players[2].hand_ids, (), 0, 0)
    assert _plain(space[-1]) == _plain(space[len(space) - 1])
    with pytest.raises(IndexError):
        space[len(space)]
    with pytest.raises(IndexError, match="negotiation index out of range"):
        decode_negotiation(0, pool, (), negotiation_space_of(s, None)[3], len(space))


def test_subset_takes_the_cards_whose_bits_are_set() -> None:
    pool = tuple(range(100, 120))
    assert subset(pool, 0) == ()
    assert subset(pool, 0b1010) == (101, 103)
    assert subset(pool, 255) == pool[:8]
    assert subset(pool, 256) == (108,)
    assert subset(pool, (1 << 19) | 1) == (100, 119)
    assert subset(pool, (1 << 20) - 1) == pool


def test_outside_step_2_there_is_nothing_to_negotiate() -> None:
    s = CASES["plain"]()
    for step in (Step.PLANT, Step.PLANT_RECEIVED, Step.OVER):
        other = s.replace(step=step)
        assert negotiation_space_of(other, None) == (0, (), (), (), 0)
        assert len(Negotiations.of(other, None)) == 0
        assert random_negotiation(other, random.Random(1)) is None
        assert negotiation_count(other, None) == 0


@pytest.mark.parametrize("case", sorted(CASES))
def test_the_random_negotiation_is_the_listed_move_at_the_seeded_draw(case: str) -> None:
    s = CASES[case]()
    space = Negotiations.of(s, None)
    for seed in range(60):
        move = random_negotiation(s, random.Random(seed))
        if not space:
            assert move is None
            continue
        assert move == space[random.Random(seed).randrange(len(space))], (case, seed)


def test_ladybohn_donate_only_lists_only_gifts_once_the_face_up_cards_are_gone() -> None:
    make: Any = compose
    s: GameState = make(
        "ladybohn",
        3,
        step=Step.TRADE,
        hands={0: ["Blue"], 1: ["Chili", "Soy"], 2: ["Red"]},
        trade_after_face_up="donate-only",
    )
    assert s.table.donate_only and not s.face_up_ids
    space = Negotiations.of(s, None)
    assert sorted(_plain(m) for m in space) == sorted(_expected(s, None))
    assert {type(m) for m in space} == {Donate}
    assert len(space) == 1 + 1 + 3 + 1
    assert negotiation_count(s, 0) == 2 and negotiation_count(s, 1) == 3
    for seed in range(30):
        move = random_negotiation(s, random.Random(seed))
        assert move == space[random.Random(seed).randrange(len(space))]
    both = make(
        "ladybohn",
        3,
        step=Step.TRADE,
        hands={0: ["Blue"], 1: ["Chili", "Soy"], 2: ["Red"]},
        face_up=["Green"],
        trade_after_face_up="donate-only",
    )
    assert any(isinstance(m, Trade) for m in Negotiations.of(both, None))


def test_negotiations_compare_hash_and_show_by_their_space() -> None:
    s = CASES["plain"]()
    one, two = Negotiations.of(s, None), negotiation_space(s, None)
    assert one == two and hash(one) == hash(two) and one is not two
    assert (one == Negotiations.of(s, 1)) is False
    assert (one == Negotiations.of(s.replace(active=1), None)) is False
    assert one.__eq__(list(one)) is NotImplemented
    assert repr(one) == f"Negotiations(active=0, moves={len(one)})"
    assert (one.active, one.pool, one.coins) == (0, s.face_up_ids + s.players[0].hand_ids, ())


def test_legal_actions_compare_by_state_and_seat_and_say_what_they_hold() -> None:
    s = CASES["plain"]()
    legal = legal_actions(s)
    assert legal == legal_actions(s) and hash(legal) == hash(legal_actions(s))
    assert (legal == legal_actions(s, 0)) is False
    assert (legal == legal_actions(s.replace(turn=2))) is False
    assert legal.__eq__(tuple(legal)) is NotImplemented
    assert (legal.state, legal.player) == (s, None)
    mine = legal_actions(s, 1)
    assert (mine.state, mine.player) == (s, 1)
    assert repr(mine) == f"LegalActions(player=1, basic={[str(m) for m in mine.basic]})"
    built = LegalActions(s, 1, basic_moves(s, 1))
    assert built == mine and list(built) == list(mine) and built.basic == mine.basic
    assert len(built) == len(mine) and built.negotiations == mine.negotiations
    over = s.replace(step=Step.OVER)
    assert bool(legal_actions(over)) is False and len(legal_actions(over)) == 0
    assert list(legal_actions(over)) == []
    assert bool(legal) is True


def test_membership_asks_the_referee_for_agreed_moves_and_the_list_for_the_rest() -> None:
    s = CASES["plain"]()
    wax = s.players[1].hand_ids[0]
    soy = s.players[0].hand_ids[0]
    trade = Trade(0, 1, (soy,), (wax,))
    every, active, other = legal_actions(s), legal_actions(s, 0), legal_actions(s, 1)
    assert trade in every and trade in active and trade not in other
    gift = Donate(1, 0, (wax,))
    assert gift in every and gift in other and gift not in active
    assert Donate(2, 0, (wax,)) not in every  # not his card
    assert Trade(0, 1, (soy,), (soy,)) not in every
    end = EndTrading(0)
    assert end in every and EndTrading(1) not in every
    assert Harvest(1, 0) not in every  # an empty field
    for junk in (None, "EndTrading(0)", 3, (0, 1), Trade(0, 1, (soy,), (wax,), -1)):
        assert junk not in every
    # An offer and its answer are asked of the referee too.
    offer = Offer(0, 1, (soy,), ("wax",))
    assert offer in every and offer in active and offer not in other
    made = legal_actions(s).state
    assert Accept(1, 0, (wax,)) not in legal_actions(made)


def test_seat_actions_from_the_state_are_the_views_list_without_declined_offers() -> None:
    s = CASES["plain"]()
    for seat in range(3):
        from_view = legal_actions(view(s, seat))
        from_state = seat_actions(s, seat)
        assert list(from_state) == list(from_view)
        assert from_state == from_view and hash(from_state) == hash(from_view)
        assert from_state == list(from_view) and from_state == tuple(from_view)
        assert from_state.__eq__(5) is NotImplemented
        assert len(from_state) == len(list(from_state))
    moves = seat_actions(s, 0)
    assert moves.offer_count == len(moves.offers) > 0
    assert repr(moves) == (
        f"SeatActions(basic={[str(m) for m in moves.basic]}, offers={moves.offer_count})"
    )
    declined = [moves.offer(0), moves.offer(2), Offer(0, 1, (), ("cocoa",))]
    fewer = seat_actions(s, 0, declined)
    assert fewer.offer_count == moves.offer_count - 2
    kept = [o for o in moves.offers.offers() if o not in declined[:2]]
    assert [fewer.offer(k) for k in range(fewer.offer_count)] == kept
    assert list(fewer) == [*moves.basic, *kept]
    assert len(fewer) == len(moves) - 2
    for k in range(len(fewer)):
        assert fewer[k] == list(fewer)[k]
    assert declined[0] not in fewer and declined[1] not in fewer and kept[0] in fewer
    assert moves.basic[0] in fewer and EndTrading(1) not in fewer
    assert (fewer == moves) is False
    assert SeatActions(moves.basic, moves.offers, declined) == fewer
    assert SeatActions(moves.basic, moves.offers) == moves
    for junk in (None, "x", Offer(0, 1, (), ("wax",), -1)):
        assert junk not in fewer
    # A seat with nothing listed is false.
    empty = SeatActions((), OfferSpace(1, (), (), ()))
    assert (bool(empty), len(empty), list(empty)) == (False, 0, [])
    assert bool(SeatActions((), moves.offers, moves.offers.offers())) is False
    assert bool(SeatActions((), moves.offers)) is True
    assert bool(SeatActions(moves.basic, OfferSpace(1, (), (), ()))) is True


def test_the_answers_to_a_standing_offer_are_in_the_addressees_list() -> None:
    s = CASES["plain"]()
    soy = s.players[0].hand_ids[0]
    from bohnanza import apply

    made = apply(s, Offer(0, 1, (soy,), ("wax",)))
    wax = made.players[1].hand_ids[0]
    seen = legal_actions(view(made, 1))
    assert Accept(1, 0, (wax,)) in seen and Decline(1, 0) in seen
    assert Accept(1, 0, (wax,)) in legal_actions(made) and Accept(1, 0, (wax,)) in legal_actions(
        made, 1
    )
    assert Accept(1, 0, (wax,)) not in legal_actions(made, 2)


def test_legal_actions_refuses_what_is_not_a_state_or_a_seat() -> None:
    s = CASES["plain"]()
    bads: tuple[Any, ...] = (-1, 3, True, 1.0, "1")
    for bad in bads:
        with pytest.raises(InvalidActionError) as caught:
            legal_actions(s, bad)
        assert "does not exist (seats are 0-2)" in str(caught.value)
        assert str(caught.value).startswith("seat ")
    assert legal_actions(s, 2).player == 2 and legal_actions(s, 0).player == 0
    v = view(s, 1)
    assert legal_actions(v, 1) == legal_actions(v)
    with pytest.raises(
        InvalidActionError, match=r"^this view is seat 1's; it lists no moves of seat 2$"
    ):
        legal_actions(v, 2)
    with pytest.raises(InvalidActionError, match=r"is not a GameState$"):
        legal_actions("state")  # type: ignore[call-overload]
