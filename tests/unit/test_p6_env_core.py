"""``bohnanza.env.core``, the environments' compiled inner loop, against the definitions of
``bohnanza.env.encoding``'s docstring, with no NumPy (so in the unit layer, which every
environment's kill suite runs first).

* Action ids: the layout is rebuilt here from the documented order (``PASS``, the ending
  steps, ``buy-field``, ``harvest F``, ``plant P F``, ``keep P``, ``discard P``, Ladybohn's
  plantings that move a miss, the duel's ``discard P back B``, the answers, the offers).
  ``basic_codes`` gives each basic move the referee lists the id of its name, the first
  listed move where several share one, and leaves out only the moves the layout cannot
  name; ``legal_ids`` adds ``PASS`` off turn in step 2 and the offers as runs, which are
  exactly the offer ids the referee accepts; ``write_mask`` sets those ids and no other.
* Who acts: ``actor`` is the step 2 window's seat, else the first seat the referee waits
  for, clockwise from the active player, and -1 once the game is over; ``entered`` and
  ``advance`` move the window to the next seat, clockwise, with a move other than
  ``PASS`` (round to the active player), count each seat's offers of the step, and hand
  Ladybohn's owed babies to their holders first.
* The ``random`` seat: a reply drawn from the answers to the offer made to it, else (the
  active player, or a seat the game waits for) a basic move drawn uniformly, else
  ``PASS``; ``answers``, ``offer_to`` and ``play_random`` as documented.

Games of every preset (the duel and Ladybohn included) are played with the fast random
seat itself, so each test runs in about a second.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.env import core
from bohnanza.referee import apply, basic_moves, check
from bohnanza.rules.trading import meeting_cards
from bohnanza.setup import new_game
from bohnanza.state import OVER, TRADE, GameState, Step
from bohnanza.state.table import MISS

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

ROLES = ("mister", "miss", "baby")
FIELDS = 3
LIMIT = 2  # offers a seat may make in one step 2

CASES = [
    ("rio-grande-2000", 2),
    ("rio-grande-2000", 4),
    ("amigo-fr", 2),
    ("amigo-fr", 3),
    ("original-1997-fr", 5),
    ("ladybohn", 3),
    ("ladybohn", 4),
]


class Layout:
    """The action ids of one game's deck, in the order ``bohnanza.env.encoding`` documents."""

    def __init__(self, state: GameState) -> None:
        cards = state.table.cards
        self.n = n = len(state.players)
        self.keys = keys = tuple(sorted({c.variety.key for c in cards}))
        self.lady = lady = any(c.kind for c in cards)
        self.pieces = pieces = tuple(f"{k}-{r}" for k in keys for r in ROLES) if lady else keys
        self.misses = (
            max(sum(1 for c in cards if c.variety.key == k and c.kind == "miss") for k in keys)
            if lady
            else 0
        )
        removed = set(state.removed_ids)
        counts: dict[str, int] = {}
        for c in cards:
            if c.id not in removed:
                counts[c.variety.key] = counts.get(c.variety.key, 0) + 1
        self.backs = max(counts.values()) if state.table.duel else 1
        names = ["pass", "end-planting", "end-trading", "leave-offer", "buy-field"]
        names += [f"harvest {f}" for f in range(FIELDS)]
        names += [f"plant {p} {f}" for p in pieces for f in range(FIELDS)]
        names += [f"keep {p}" for p in pieces]
        names += [f"discard {p}" for p in pieces]
        miss0 = len(names)
        names += [
            f"plant {k}-baby {f} lift miss {m} by {s}"
            for k in keys
            for f in range(FIELDS)
            for m in range(self.misses)
            for s in (1, 2)
        ]
        discards0 = len(names)
        names += [f"discard {p} back {b}" for p in pieces for b in range(1, self.backs)]
        answers = len(names)
        for verb in ("accept", "decline", "withdraw"):
            names += [f"{verb} seat+{r}" for r in range(1, n)]
        self.offer_base = len(names)
        self.width = 1 + 2 * len(keys)
        sides = [(-1, 0)] + [(v, c) for v in range(len(keys)) for c in (1, 2)]
        self.slots = [
            (r, g, c, a, m)
            for r in range(1, n)
            for g, c in sides
            for a, m in sides
            if g >= 0 or a >= 0
        ]
        names += [f"offer {slot}" for slot in self.slots]
        self.names = names
        self.index = {name: code for code, name in enumerate(names)}
        self.kind = tuple(keys.index(c.variety.key) for c in cards)
        self.role = state.table.role
        self.piece = (
            tuple(pieces.index(f"{c.variety.key}-{c.kind}") for c in cards) if lady else self.kind
        )
        keep0 = 5 + FIELDS + len(pieces) * FIELDS
        self.places = (
            keep0, keep0 + len(pieces), answers, self.offer_base, self.width, miss0,
            self.misses, discards0, self.backs,
        )  # fmt: skip

    def key(self, state: GameState, card: int) -> str:
        return self.pieces[self.piece[card]]

    def name(self, state: GameState, move: Action) -> str | None:
        """The name of ``move``'s id, or None where the layout has no id for it."""
        n = self.n
        match move:
            case EndPlanting():
                return "end-planting"
            case EndTrading():
                return "end-trading"
            case LeaveOffer():
                return "leave-offer"
            case BuyField():
                return "buy-field"
            case Harvest(field=f):
                return f"harvest {f}" if f < FIELDS else None
            case Plant(card=c, field=f) if not move.steps:
                return f"plant {self.key(state, c)} {f}" if f < FIELDS else None
            case Plant(card=c, field=f):
                field = state.players[move.seat].field_ids[f]
                above = sum(1 for x in field[move.miss + 1 :] if self.role[x] == MISS)
                family = self.keys[self.kind[c]]
                name = f"plant {family}-baby {f} lift miss {above} by {move.steps}"
                return name if name in self.index else None
            case Discard(card=c):
                key = self.key(state, c)
                if state.step is not Step.DUEL_PLANT:
                    return f"discard {key}"
                hand = state.players[state.active].hand_ids
                behind = sum(1 for x in hand[hand.index(c) + 1 :] if self.piece[x] == self.piece[c])
                name = f"discard {key} back {behind}" if behind else f"discard {key}"
                return name if name in self.index else None
            case Keep(card=c):
                return f"keep {self.key(state, c)}"
            case Accept(offerer=o):
                return f"accept seat+{(o - move.seat) % n}"
            case Decline(offerer=o):
                return f"decline seat+{(o - move.seat) % n}"
            case Withdraw(to=t):
                return f"withdraw seat+{(t - move.seat) % n}"
        raise AssertionError(move)  # pragma: no cover - no other basic move

    def offer(self, state: GameState, seat: int, slot: int) -> Offer | None:
        """The offer of slot ``slot`` by ``seat`` (None: it has not the cards to give)."""
        r, g, c, a, m = self.slots[slot]
        pool = state.players[seat].hand_ids
        if seat == state.active:
            pool = state.face_up_ids + pool
        given = [x for x in pool if self.kind[x] == g][:c] if g >= 0 else []
        if len(given) < c:
            return None
        return Offer(seat, (seat + r) % self.n, tuple(given), (self.keys[a],) * m)

    def basic(self, state: GameState, seat: int) -> dict[int, Action]:
        """The ids of ``seat``'s basic moves: the first listed move of each name."""
        out: dict[int, Action] = {}
        for move in basic_moves(state, seat):
            name = self.name(state, move)
            if name is not None and self.index[name] not in out:
                out[self.index[name]] = move
        return out

    def may_offer(self, state: GameState, seat: int, made: tuple[int, ...]) -> bool:
        """Whether ``seat`` may make offers now (the env's bound on them included)."""
        if state.step_id != TRADE or state.owed_ids or state.table.duel:
            return False
        return bool(made) and made[seat] < LIMIT

    def offer_legal(self, state: GameState, seat: int, code: int) -> bool:
        """Whether the offer of id ``code`` is one the referee accepts of ``seat``."""
        offer = self.offer(state, seat, code - self.offer_base)
        return offer is not None and check(state, offer) is None

    def legal(
        self, state: GameState, seat: int, made: tuple[int, ...], offers: bool = True
    ) -> set[int]:
        """``seat``'s legal ids (with ``offers``, every offer slot checked: slow)."""
        ids = set(self.basic(state, seat))
        if state.step_id == TRADE and not state.owed_ids and seat != state.active:
            ids.add(0)
        if offers and self.may_offer(state, seat, made):
            codes = range(self.offer_base, len(self.names))
            ids |= {c for c in codes if self.offer_legal(state, seat, c)}
        return ids

    def core_ids(
        self, state: GameState, seat: int, made: tuple[int, ...]
    ) -> tuple[dict[int, Action | None], tuple[tuple[int, int], ...]]:
        return core.legal_ids(
            state, seat, made, self.kind, self.places, LIMIT, len(self.keys), self.piece,
            self.role,
        )  # fmt: skip


Pos = tuple[GameState, int, tuple[int, ...]]


def _games(name: str, players: int, seeds: range, limit: int) -> Iterator[tuple[Layout, Pos]]:
    """Positions of games whose seats draw among their legal ids (offers included), moves
    made by ``core.advance``."""
    for seed in seeds:
        state = new_game(name, players, seed=seed)
        layout = Layout(state)
        rng = random.Random(seed)
        window, made = core.entered(state, LIMIT)
        pos: Pos = (state, window, made)
        for _ in range(limit):
            state, window, made = pos
            if state.step_id == OVER:
                break
            yield layout, pos
            seat = core.actor(state, window)
            basic, runs = layout.core_ids(state, seat, made)
            offers = [c for lo, hi in runs for c in range(lo, hi)]
            if offers and rng.random() < 0.25:
                move: Action | None = layout.offer(
                    state, seat, rng.choice(offers) - layout.offer_base
                )
            else:
                move = basic[rng.choice(sorted(basic))]
            pos = core.advance(state, window, made, move, LIMIT)


def _pass_only(layout: Layout, state: GameState, seat: int, made: tuple[int, ...]) -> bool:
    """Whether ``seat`` has no legal id but ``PASS`` (an offer asking for a card of any
    variety is legal while none of its offers to the active player stands, so offers to
    the active player are tried first)."""
    if not layout.legal(state, seat, made, offers=False) <= {0}:
        return False
    if not layout.may_offer(state, seat, made):
        return True
    codes = range(layout.offer_base, len(layout.names))
    return not any(layout.offer_legal(state, seat, c) for c in codes)


@pytest.mark.parametrize(("name", "players"), CASES)
def test_every_basic_move_has_the_id_of_its_name_and_the_mask_is_exact(
    name: str, players: int
) -> None:
    named = dropped = passes = offers = 0
    rng = random.Random(players)
    for layout, (state, window, made) in _games(name, players, range(2), 160):
        seat = core.actor(state, window)
        found = core.basic_codes(
            state, seat, layout.kind, layout.places, players, layout.piece, layout.role
        )
        assert found == layout.basic(state, seat)
        named += len(found)
        dropped += len(basic_moves(state, seat)) - len(found)
        basic, runs = layout.core_ids(state, seat, made)
        assert set(basic) == layout.legal(state, seat, made, offers=False)
        offer_ids = {c for lo, hi in runs for c in range(lo, hi)}
        for lo, hi in runs:
            assert layout.offer_base <= lo < hi <= len(layout.names)
        if layout.may_offer(state, seat, made):
            # Every offer slot at a few positions, else the runs' edges and a sample.
            if rng.random() < 0.05:
                sample = set(range(layout.offer_base, len(layout.names)))
            else:
                edges = {c for lo, hi in runs for c in (lo - 1, lo, hi - 1, hi)}
                sample = edges | set(rng.sample(range(layout.offer_base, len(layout.names)), 12))
            for code in sample & set(range(layout.offer_base, len(layout.names))):
                assert (code in offer_ids) == layout.offer_legal(state, seat, code), code
        else:
            assert not runs
        if 0 in basic:
            assert basic[0] is None
            passes += 1
        else:
            assert basic == found
        mask = bytearray(len(layout.names))
        core.write_mask(basic, runs, mask)
        assert {c for c, bit in enumerate(mask) if bit} == set(basic) | offer_ids
        assert set(mask) <= {0, 1}
        offers += len(offer_ids)
    duel = new_game(name, players, seed=0).table.duel
    assert named > 100
    assert (passes > 0) is (offers > 0) is not duel


def test_a_duel_discard_from_the_hand_counts_the_cards_of_its_variety_behind_it() -> None:
    for seed in range(40):
        state = new_game("amigo-fr", 2, seed=seed)
        layout = Layout(state)
        assert state.step is Step.DUEL_PLANT
        hand = state.players[state.active].hand_ids
        pieces = [layout.piece[c] for c in hand]
        deep = [c for i, c in enumerate(hand) if layout.piece[c] in pieces[i + 1 :]]
        if not deep:
            continue
        card = deep[0]
        behind = pieces[hand.index(card) + 1 :].count(layout.piece[card])
        key = layout.key(state, card)
        assert (
            core.discard_code(state, card, layout.piece, layout.places)
            == (layout.index[f"discard {key} back {behind}"])
        )
        # The rearmost card of the variety: the id of the variety alone.
        rear = next(c for c in reversed(hand) if layout.piece[c] == layout.piece[card])
        assert (
            core.discard_code(state, rear, layout.piece, layout.places)
            == (layout.index[f"discard {key}"])
        )
        # A layout with fewer slots than that has no id for it.
        few = (*layout.places[:8], behind)
        assert core.discard_code(state, card, layout.piece, few) == -1
        enough = (*layout.places[:8], behind + 1)
        assert core.discard_code(state, card, layout.piece, enough) == (
            layout.places[7] + layout.piece[card] * behind + behind - 1
        )
        # Outside the hand's step, a discard names its variety alone.
        offered = state.replace(step=Step.OFFER)
        assert (
            core.discard_code(offered, card, layout.piece, layout.places)
            == (layout.index[f"discard {key}"])
        )
        return
    raise AssertionError("no duel hand with two cards of one variety")  # pragma: no cover


@pytest.mark.parametrize(("name", "players"), CASES)
def test_who_acts_and_the_window_follow_the_documented_order(name: str, players: int) -> None:
    windows = skipped = waits = 0
    previous: Pos | None = None
    for layout, pos in _games(name, players, range(2), 200):
        state, window, made = pos
        seat = core.actor(state, window)
        if state.step_id == TRADE and not state.owed_ids:
            assert seat == window
            assert len(made) == players and max(made) <= LIMIT
            windows += 1
        else:
            waiting = state.to_move
            first = next(
                (state.active + k) % players
                for k in range(players)
                if (state.active + k) % players in waiting
            )
            assert seat == first
            if state.step_id != TRADE:
                assert (window, made) == (-1, ())
            waits += 1
        if previous is not None:
            skipped += _check_window(layout, previous, pos)
        previous = pos
        # ``has_move`` is exactly "a legal id other than PASS".
        if state.step_id == TRADE and not state.owed_ids:
            for other in range(players):
                if other != state.active:
                    assert core.has_move(state, other, made, LIMIT) == (
                        not _pass_only(layout, state, other, made)
                    ), other
    duel = new_game(name, players, seed=0).table.duel
    assert (windows > 20) != duel and waits > 20
    assert (skipped > 0) != duel


def _check_window(layout: Layout, before: Pos, after: Pos) -> int:
    """Checks ``after``'s window (the position after a move made in ``before``); returns
    how many seats were passed over."""
    state0, window0, made0 = before
    state, window, made = after
    n = layout.n
    if state.step_id != TRADE:
        return 0
    if state0.step_id != TRADE:
        assert made == (0,) * n  # a new step 2: no offers made yet
        start = state.active
    elif state.owed_ids:
        # the holders of owed babies plant first; the window stays with the trader
        trader = window0 if state0.owed_ids else core.actor(state0, window0)
        assert window == trader
        return 0
    else:
        mover = window0
        start = (mover + 1) % n
        moved_offer = len(state.offers) > len(state0.offers) or any(
            o not in state0.offers for o in state.offers
        )
        if made0:
            bumped = [s for s in range(n) if made[s] != made0[s]]
            assert bumped in ([], [mover])
            if bumped:
                assert made[mover] == made0[mover] + 1 and moved_offer
    for k in range(n):
        candidate = (start + k) % n
        if candidate == state.active or not _pass_only(layout, state, candidate, made):
            assert window == candidate
            assert core.open_window(state, start, made, LIMIT) == candidate
            return k
    raise AssertionError("no window")  # pragma: no cover


def test_the_game_over_has_no_seat_to_act() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    rngs = [random.Random(s) for s in range(3)]
    window, made = core.entered(state, LIMIT)
    state, window, made, moves = core.play_random(
        state, window, made, [True] * 3, rngs, 0, 100_000, LIMIT
    )
    assert state.step is Step.OVER
    assert core.actor(state, window) == -1
    assert core.entered(state, LIMIT) == (-1, ())
    # Over, no seat acts: play_random stops at once.
    again = core.play_random(state, window, made, [True] * 3, rngs, moves, moves + 10, LIMIT)
    assert again == (state, window, made, moves)


def test_play_random_stops_at_a_seat_it_does_not_play_and_at_the_move_limit() -> None:
    state = new_game("amigo-fr", 4, seed=5)
    window, made = core.entered(state, LIMIT)
    seats = [True, True, False, True]
    rngs = [random.Random(s) for s in range(4)]
    twin = [random.Random(s) for s in range(4)]
    end, w, m, moves = core.play_random(state, window, made, seats, rngs, 7, 100_000, LIMIT)
    assert core.actor(end, w) == 2 and moves > 7
    # The same moves, one at a time, by random_move and advance.
    pos: Pos = (state, window, made)
    for _ in range(moves - 7):
        seat = core.actor(pos[0], pos[1])
        assert seats[seat]
        pos = core.advance(*pos, core.random_move(pos[0], seat, twin[seat]), LIMIT)
    assert pos == (end, w, m)
    # The limit: exactly max_moves - moves moves are made.
    short = core.play_random(
        state, window, made, seats, [random.Random(s) for s in range(4)], 7, 9, LIMIT
    )
    assert short[3] == 9
    pos = (state, window, made)
    twin = [random.Random(s) for s in range(4)]
    for _ in range(2):
        seat = core.actor(pos[0], pos[1])
        pos = core.advance(*pos, core.random_move(pos[0], seat, twin[seat]), LIMIT)
    assert short[:3] == pos
    # At the limit already: nothing is played.
    assert core.play_random(state, window, made, seats, rngs, 9, 9, LIMIT) == (
        state, window, made, 9,
    )  # fmt: skip


@pytest.mark.parametrize(("name", "players"), CASES)
def test_the_random_seat_draws_uniformly_among_what_the_view_bot_would(
    name: str, players: int
) -> None:
    answered = basics = passes = 0
    for _layout, (state, window, _made) in _games(name, players, range(1), 200):
        seat = core.actor(state, window)
        offer = core.offer_to(state, seat)
        standing = [o for o in state.offers if o.to == seat]
        assert offer == (standing[0] if standing else None)
        draw = random.Random(len(state.offers) * 7 + seat).random()
        got = core.random_move(state, seat, random.Random(len(state.offers) * 7 + seat))
        trading = state.step_id == TRADE and not state.owed_ids
        if trading and offer is not None:
            replies = core.answers(state, seat, offer)
            assert replies[-1] == Decline(seat, offer.seat)
            cards = meeting_cards(state, seat, offer.asks)
            if len(replies) == 2:
                assert cards is not None
                assert replies[0] == Accept(seat, offer.seat, cards)
                assert check(state, replies[0]) is None
            else:
                assert cards is None or check(state, Accept(seat, offer.seat, cards)) is not None
            assert got == replies[int(draw * len(replies))]
            answered += 1
        elif trading and seat != state.active:
            assert got is None
            passes += 1
        else:
            moves = basic_moves(state, seat)
            assert got == moves[int(draw * len(moves))]
            basics += 1
    assert basics > 20
    if players > 2 and name != "ladybohn":
        assert passes > 0


def test_the_answers_accept_only_what_the_referee_accepts() -> None:
    state = new_game("rio-grande-2000", 3, seed=2)
    # Walk to step 2 and have the active player offer a face-up card for nothing.
    pos: Pos = (state, -1, ())
    while pos[0].step is not Step.TRADE:
        seat = core.actor(pos[0], pos[1])
        moves = basic_moves(pos[0], seat)
        move = next((m for m in moves if isinstance(m, EndPlanting)), moves[0])
        pos = core.advance(pos[0], pos[1], pos[2], move, LIMIT)
    state = pos[0]
    active = state.active
    other = (active + 1) % 3
    gift = Offer(active, other, (state.face_up_ids[0],), ())
    state = apply(state, gift)
    assert core.offer_to(state, other) == gift
    assert core.offer_to(state, active) is None
    assert core.answers(state, other, gift) == (
        Accept(other, active, ()),
        Decline(other, active),
    )
    # An offer asking for a variety the seat does not hold: decline alone.
    held = {state.table.cards[c].variety.key for c in state.players[active].hand_ids}
    layout = Layout(state)
    missing = next(k for k in layout.keys if k not in held)
    ask = Offer(other, active, (), (missing,))
    state = apply(state, ask)
    assert core.answers(state, active, ask) == (Decline(active, other),)
    # Two offers to one seat: offer_to gives the first made.
    third = (active + 2) % 3
    gift2 = Offer(active, third, (), (missing,))
    state = apply(state, gift2)
    assert core.offer_to(state, third) == gift2
    assert core.offer_to(state, other) == gift


def test_step_two_moves_bump_only_the_offerers_count() -> None:
    state = new_game("rio-grande-2000", 4, seed=8)
    pos: Pos = (state, *core.entered(state, LIMIT))
    while pos[0].step is not Step.TRADE:
        seat = core.actor(pos[0], pos[1])
        moves = basic_moves(pos[0], seat)
        move = next((m for m in moves if isinstance(m, EndPlanting)), moves[0])
        pos = core.advance(*pos, move, LIMIT)
    state, window, made = pos
    assert made == (0, 0, 0, 0) and window == state.active
    active = state.active
    offer = Offer(active, (active + 2) % 4, (state.face_up_ids[0],), ())
    state, window, made = core.advance(state, window, made, offer, LIMIT)
    assert made == tuple(1 if s == active else 0 for s in range(4))
    # A PASS leaves the counts and the state as they were; the window moves on.
    seat = window
    if seat != state.active:
        after = core.advance(state, window, made, None, LIMIT)
        assert after[0] is state and after[2] == made and after[1] != seat
    # Without offers (made == ()), an offer counts nothing.
    empty = core.advance(pos[0], pos[1], (), offer, LIMIT)
    assert empty[2] == ()
