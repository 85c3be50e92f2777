"""The environments' fast paths against their definitions, and what a seat may not see.

* Legal ids: the mask, built from the basic moves and the counts of each variety a seat
  may give, equals the ids of every move the referee accepts, each offer slot decoded and
  checked one by one (the way the encoding used to build it), in positions of random
  games of every kind (offers, answers, Ladybohn's owed babies, the duel).
* Every legal id is a move the referee accepts, and ``encode`` gives the id back.
* The observation written from the state, part by part, equals the one computed from the
  seat's ``PlayerView``.
* Twins: two states that differ only in cards a seat may not see (the other hands, the
  deck's order; in Ladybohn the kind of a card another seat offers) give that seat the
  same observation, the same mask and the same moves of the fast bots.

Runs in ``nox -s rl`` (which installs ``bohnanza[rl]``).
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

from bohnanza.actions import Discard, Keep, Offer, Plant
from bohnanza.env.encoding import OFFER_COUNT, PASS, Position, Table
from bohnanza.env.observation import view_observation
from bohnanza.env.policies import POLICIES
from bohnanza.listing import legal_actions
from bohnanza.referee import check
from bohnanza.state import GameState, Player, Step
from bohnanza.views import view

CASES = [
    ("rio-grande-2000", 4),
    ("rio-grande-2000", 3),
    ("amigo-fr", 2),
    ("original-1997-fr", 5),
    ("ladybohn", 3),
]


def _positions(table: Table, seed: int, limit: int = 400) -> Iterator[Position]:
    """The positions of a game of uniformly drawn legal ids (offers and answers too)."""
    rng = np.random.default_rng(seed)
    pos = table.start(seed)
    for _ in range(limit):
        if pos.over:
            return
        yield pos
        pos = table.play(pos, int(rng.choice(table.ids(pos))))


def _reference_ids(table: Table, pos: Position) -> set[int]:
    """The acting seat's ids as the definition gives them: its basic moves encoded, PASS
    off turn in step 2, and every offer slot decoded and checked by the referee."""
    state = pos.state
    seat = table.actor(pos)
    found: dict[int, object] = {}
    for move in legal_actions(state, seat).basic:
        if isinstance(move, Plant) and move.steps:
            continue
        code = table.encode(move, state)
        if code is not None and (code not in found or isinstance(move, Discard)):
            found[code] = move
    ids = set(found)
    if state.step is not Step.TRADE or state.owed_ids:
        return ids
    if seat != state.active:
        ids.add(PASS)
    if not pos.made or pos.made[seat] >= table.offers_per_step:
        return ids
    cards = state.table.cards
    pool = list(state.players[seat].hand_ids)
    if seat == state.active:
        pool = list(state.face_up_ids) + pool
    for k, (r, g, c, a, m) in enumerate(table.offer_slots):
        given = [card for card in pool if table.varieties.index(cards[card].variety.key) == g]
        if g >= 0 and len(given) < c:
            continue
        asks = (table.varieties[a],) * m if a >= 0 else ()
        offer = Offer(seat, (seat + r) % table.players, tuple(given[:c]), asks)
        if check(state, offer) is None:
            ids.add(table.offer_base + k)
    return ids


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_the_mask_is_every_move_the_referee_accepts(preset: str, players: int) -> None:
    table = Table.make(preset, players)
    seen_offers = 0
    for seed in range(3):
        for pos in _positions(table, seed):
            expected = _reference_ids(table, pos)
            mask = table.mask(pos)
            assert set(np.flatnonzero(mask).tolist()) == expected
            assert table.ids(pos) == sorted(expected)
            seen_offers += sum(1 for code in expected if code >= table.offer_base)
    assert seen_offers > 0 or table.start(0).state.table.duel


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_every_legal_id_is_a_move_the_referee_accepts_and_encodes_back(
    preset: str, players: int
) -> None:
    table = Table.make(preset, players)
    for pos in _positions(table, 1, limit=250):
        for code, move in table.moves(pos).items():
            if move is None:
                assert code == PASS
                continue
            assert check(pos.state, move) is None, (code, move)
            if not isinstance(move, Keep):  # a keep of one of two cards of a variety
                assert table.encode(move, pos.state) == code


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_the_observation_is_the_one_of_the_seats_view(preset: str, players: int) -> None:
    table = Table.make(preset, players)
    observers = [table.observer(seat) for seat in range(players)]
    for pos in _positions(table, 2, limit=300):
        for seat, observer in enumerate(observers):
            fast = observer.observe(pos)
            slow = view_observation(table, view(pos.state, seat), pos.window)
            assert (fast == slow).all(), [
                table.observation_names[k] for k in np.flatnonzero(fast != slow)
            ]


def _twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with the cards ``seat`` cannot see dealt again: the other hands (their
    sizes kept) and the deck, shuffled together; cards given by standing offers stay (they
    are shown), but in Ladybohn each is swapped for a hidden card of the same family and
    another kind when there is one (kinds are not shown)."""
    table = state.table
    cards = table.cards
    offered = {card for offer in state.offers for card in offer.gives}
    stack, drawn = state.pile[0], state.pile[1]
    in_hands = {c for k, p in enumerate(state.players) if k != seat for c in p.hand_ids}
    hidden = [c for c in sorted(in_hands) if c not in offered] + list(stack[drawn:])
    shuffled = hidden[:]
    rng.shuffle(shuffled)
    swap = dict(zip(hidden, shuffled, strict=True))
    if table.lady:
        for card in sorted(offered & in_hands):
            for other, new in swap.items():
                same = cards[new].variety is cards[card].variety
                if same and cards[new].kind != cards[card].kind:
                    swap[other], swap[card] = card, new
                    break
    offers = tuple(
        Offer(
            o.seat, o.to, tuple(swap.get(c, c) for c in o.gives), o.asks, o.give_coins, o.ask_coins
        )
        for o in state.offers
    )

    def moved(ids: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(swap.get(c, c) for c in ids)

    players = tuple(
        p if k == seat else Player(p.info, moved(p.hand_ids), p.field_ids, p.coin_ids, p.aside_ids)
        for k, p in enumerate(state.players)
    )
    pile = (stack[:drawn] + moved(stack[drawn:]), *state.pile[1:])
    return GameState(
        table, players, state.active, state.step_id, state.planted, state.discard_ids,
        state.face_up_ids, pile, state.rest, state.first_kind, offers,
    )  # fmt: skip


@pytest.mark.parametrize(("preset", "players"), [("rio-grande-2000", 4), ("ladybohn", 4)])
def test_twins_differing_in_hidden_cards_look_the_same_to_the_seat(
    preset: str, players: int
) -> None:
    table = Table.make(preset, players)
    rng = random.Random(3)
    compared = differ = 0
    for seed in range(3):
        for pos in _positions(table, seed, limit=300):
            seat = table.actor(pos)
            twin_state = _twin(pos.state, seat, rng)
            if twin_state.offers != pos.state.offers or any(
                a.hand_ids != b.hand_ids
                for a, b in zip(twin_state.players, pos.state.players, strict=True)
            ):
                differ += 1
            twin = Position(twin_state, pos.window, pos.made)
            a = table.observer(seat).observe(pos)
            assert (a == table.observer(seat).observe(twin)).all()
            assert (table.mask(pos) == table.mask(twin)).all()
            watcher = (seat + 1 + compared % (players - 1)) % players  # a seat not to act
            other = Position(_twin(pos.state, watcher, rng), pos.window, pos.made)
            a = table.observer(watcher).observe(pos)
            assert (a == table.observer(watcher).observe(other)).all()
            for policy in POLICIES.values():
                moves = [policy(table, p, seat, random.Random(seed)) for p in (pos, twin)]
                assert str(moves[0]) == str(moves[1]), moves
            compared += 1
    assert compared > 300
    assert differ > compared // 2  # the twins did differ


def test_offer_runs_cover_one_or_two_cards_given() -> None:
    """The slot layout the runs rely on: per addressee, the side given (nothing, then each
    variety with 1 or 2 cards), then the side asked, the empty offer left out."""
    table = Table.make("rio-grande-2000", 4)
    width = table.offer_width
    assert width == 1 + OFFER_COUNT * len(table.varieties)
    for k, (r, g, c, a, m) in enumerate(table.offer_slots):
        gi = 1 + OFFER_COUNT * g + c - 1 if g >= 0 else 0
        ai = 1 + OFFER_COUNT * a + m - 1 if a >= 0 else 0
        assert k == (r - 1) * (width * width - 1) + gi * width + ai - 1


# ---------------------------------------------------------------------------------------
# Blind spots of issue 30's mutation run (each names its mutant, ``mutate.py show ID``).


def test_the_greedy_seat_asks_only_while_its_offers_last() -> None:
    """env:greedy.py:_offers_left:boolop:0 -- another seat asks the active player for a
    face-up card its field takes; not once it made its offers of the step, nor when the
    encoding allows no offers."""
    from bohnanza.env.greedy import greedy_move
    from bohnanza.setup import compose

    table = Table.make("rio-grande-2000", 4)
    s = compose(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        face_up=["Chili", "Soy"],
        fields={1: [["Chili"]]},
        hands={1: ["Wax"]},
        deck=["Blue"] * 5,
    )
    limit, kind = table.offers_per_step, table.kinds(s)

    def move(made: tuple[int, ...]) -> object:
        return greedy_move(s, made, 1, random.Random(0), kind, table.varieties, limit)

    asked = move((0, 0, 0, 0))
    assert isinstance(asked, Offer) and (asked.seat, asked.to, asked.asks) == (1, 0, ("chili",))
    assert move((0, limit, 0, 0)) is None
    assert move((limit, 0, 0, 0)) == asked, "another seat's offers do not count"
    assert move(()) is None


def test_the_random_seat_plays_a_legal_move() -> None:
    """env:policies.py:random_policy:return-none:0 -- the fast random seat moves: a legal
    move whenever the game waits for it; it passes (None) only as another player in step
    2's window."""
    table = Table.make("rio-grande-2000", 4)
    pos = table.start(7)
    rng = random.Random(0)
    moved = 0
    for _ in range(200):
        seat = table.actor(pos)
        move = POLICIES["random"](table, pos, seat, rng)
        if move is None:
            assert pos.state.step == Step.TRADE and seat != pos.state.active
        else:
            assert check(pos.state, move) is None
            moved += 1
        pos = table.after(pos, move)
    assert moved > 100
