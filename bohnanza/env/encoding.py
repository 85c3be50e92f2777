"""Integers for moves and tensors for views: the encoding shared by every integration.

Needs numpy only.  A ``Table`` fixes the encoding for one preset and player count; its
``Position`` (a referee state plus, in step 2, the seat whose window is open) says which
seat acts, that seat's legal moves as action ids, and the next position after an id.

Who acts (the AEC agent order, also used by the OpenSpiel game):

* Outside step 2 the seat that acts is the first seat the referee waits for
  (``state.to_move``), counted clockwise from the active player: in step 3, where several
  seats plant their set-aside cards, the active player plants first, then the others in
  seat order; each plants all his cards before the next seat is asked.
* In step 2 (trading) a window goes round the table from the active player: the seat whose
  window is open makes one move (keep, harvest, buy a field, an offer or an answer, or,
  for another player, ``PASS``), then the window moves to the next seat clockwise; it keeps
  going round until the active player ends trading.  Seats whose only move would be
  ``PASS`` are passed over without being asked.
* Ladybohn: while babies are owed (received in step 2 for a field of their family), the
  seats holding them plant them before anything else, in seat order from the active
  player, then the step 2 window moves on from the seat that made the trade.
* Harvests and field purchases off one's turn are therefore made in step 2 windows, or
  when the referee waits for the seat (step 3): the encoding gives no seat a say at other
  moments (between two plantings of the active player, say).  The rules allow those
  moments; a policy loses only the chance to sell a field earlier than it needs to.

The action ids (``Table.action_names`` lists them) are, in this order: ``PASS``, the
ending steps (``end-planting``, ``end-trading``, ``leave-offer``), ``buy-field``,
``harvest F`` per field, ``plant V F`` per variety and field, ``keep V`` and ``discard V``
per variety.  Cards are named by variety: the referee's card ids are never part of an
action.  Where several cards of one variety fit, the id stands for the first the referee
lists, and for ``discard`` the rearmost card of that variety in the hand, the one whose
loss leaves the order of the cards to plant as it was.

The observation (``Table.observe``) is a float32 vector computed from the seat's
``PlayerView`` only, every per-seat part rotated so that the observing seat comes first
(see ``Table.observation_names`` for each entry's meaning).
"""

from __future__ import annotations

from collections.abc import Sequence

import attrs
import numpy as np
import numpy.typing as npt

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
from bohnanza.cards import Card
from bohnanza.editions import Edition
from bohnanza.editions import edition as load_edition
from bohnanza.listing import legal_actions
from bohnanza.referee import apply, check, outcome
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView, view

__all__ = ["FIELDS", "HAND_SLOTS", "OFFERS_PER_STEP", "PASS", "Position", "Table"]

#: The most fields a seat can hold (two, and the third one bought).
FIELDS = 3
#: How many hand cards, from the front, the observation shows one by one (the rest by count).
HAND_SLOTS = 10
#: The id of the move "nothing now" of a seat that is not the active player in step 2.
PASS = 0
#: How many offers a seat may make in one step 2, by default: the rules set no bound, but
#: an endless run of offers and withdrawals would make games of any length.
OFFERS_PER_STEP = 2
#: The most cards of one variety an offer gives or asks for.
OFFER_COUNT = 2


@attrs.frozen
class Shown:
    """A standing offer as every seat sees it: who to whom, varieties given and asked."""

    seat: int
    to: int
    gives: tuple[str, ...]
    asks: tuple[str, ...]


@attrs.frozen
class Position:
    """A referee state; in step 2, the seat whose window is open (else -1) and how many
    offers each seat has made in this step 2."""

    state: GameState
    window: int = -1
    made: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return self.state.step is Step.OVER

    def __deepcopy__(self, memo: dict[int, object]) -> Position:
        # Immutable: a copy of a game (OpenSpiel's clone) shares it.
        return self


@attrs.frozen(eq=False)
class Table:
    """The encoding for one edition and player count: action ids, observation layout."""

    edition: Edition
    players: int
    varieties: tuple[str, ...]
    action_names: tuple[str, ...]
    observation_names: tuple[str, ...]
    #: Offer slots, from action id ``offer_base`` on: (to, as seats after the offerer;
    #: variety given or -1; count given; variety asked or -1; count asked).
    offer_slots: tuple[tuple[int, int, int, int, int], ...]
    offers_per_step: int = OFFERS_PER_STEP
    _memo: dict[int, tuple[Position, dict[int, Action | None]]] = attrs.field(
        factory=dict, init=False, repr=False
    )
    _slot_ids: dict[tuple[int, int, int, int, int], int] = attrs.field(init=False, repr=False)

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        # Fixed once made (the memo only caches): copies of a game share it.
        return self

    def __attrs_post_init__(self) -> None:
        slot_ids = {slot: k for k, slot in enumerate(self.offer_slots)}
        object.__setattr__(self, "_slot_ids", slot_ids)

    @classmethod
    def make(
        cls, edition: str | Edition, players: int, offers_per_step: int = OFFERS_PER_STEP
    ) -> Table:
        """The encoding of ``edition`` at ``players`` seats; ``offers_per_step`` bounds the
        offers of a seat in one step 2 (0: no offers).

        Raises:
            InvalidSetupError: the edition does not seat that many players.
        """
        ed = load_edition(edition) if isinstance(edition, str) else edition
        sample = new_game(ed, players, seed=0)
        keys = tuple(sorted({card.variety.key for card in sample.table.cards}))
        actions = ["pass", "end-planting", "end-trading", "leave-offer", "buy-field"]
        actions += [f"harvest {f}" for f in range(FIELDS)]
        actions += [f"plant {v} {f}" for v in keys for f in range(FIELDS)]
        actions += [f"keep {v}" for v in keys]
        actions += [f"discard {v}" for v in keys]
        for verb in ("accept", "decline", "withdraw"):
            actions += [f"{verb} seat+{r}" for r in range(1, players)]
        sides = [(-1, 0)] + [(v, c) for v in range(len(keys)) for c in range(1, OFFER_COUNT + 1)]
        slots = [
            (r, give[0], give[1], ask[0], ask[1])
            for r in range(1, players)
            for give in sides
            for ask in sides
            if give[0] >= 0 or ask[0] >= 0
        ]

        def side(v: int, c: int) -> str:
            return ",".join([keys[v]] * c) if v >= 0 else "-"

        actions += [f"offer seat+{r} give {side(g, n)} ask {side(a, m)}" for r, g, n, a, m in slots]
        names = _observation_names(keys, players)
        return cls(ed, players, keys, tuple(actions), names, tuple(slots), offers_per_step)

    @property
    def answer_base(self) -> int:
        """The id of ``accept seat+1``; declines and withdrawals follow, then the offers."""
        return 5 + FIELDS + len(self.varieties) * (FIELDS + 2)

    @property
    def offer_base(self) -> int:
        return self.answer_base + 3 * (self.players - 1)

    # --- sizes -------------------------------------------------------------------------

    @property
    def num_actions(self) -> int:
        return len(self.action_names)

    @property
    def observation_size(self) -> int:
        return len(self.observation_names)

    def _variety(self, key: str) -> int:
        return self.varieties.index(key)

    # --- positions -----------------------------------------------------------------------

    def start(self, seed: int) -> Position:
        """The first position of the game of ``seed``."""
        return self.enter(new_game(self.edition, self.players, seed=seed))

    def enter(self, state: GameState) -> Position:
        """The position of a referee state reached other than by ``play`` (a new game)."""
        if state.step is Step.TRADE:
            return self._open_window(state, state.active, (0,) * self.players)
        return Position(state)

    def _open_window(self, state: GameState, seat: int, made: tuple[int, ...]) -> Position:
        """The first seat from ``seat`` on, clockwise, with a move other than PASS; the
        active player always has one (ending trading)."""
        n = len(state.players)
        for k in range(n):
            candidate = (seat + k) % n
            if candidate == state.active or self._listed(state, candidate, made):
                return Position(state, candidate, made)
        return Position(state, state.active, made)  # pragma: no cover - always found

    def actor(self, pos: Position) -> int:
        """The seat that acts in ``pos`` (-1 once the game is over)."""
        state = pos.state
        if state.step is Step.OVER:
            return -1
        if state.step is Step.TRADE and not state.owed_ids:
            return pos.window
        n = len(state.players)
        waiting = state.to_move
        for k in range(n):
            seat = (state.active + k) % n
            if seat in waiting:
                return seat
        raise AssertionError(f"no seat to move in step {state.step}")

    def _listed(self, state: GameState, seat: int, made: tuple[int, ...]) -> dict[int, Action]:
        """``seat``'s legal moves by action id (the moves the encoding cannot name left out)."""
        found: dict[int, Action] = {}
        for move in legal_actions(state, seat).basic:
            code = self.encode(move, state)
            if code is None:
                continue
            if code not in found or isinstance(move, Discard):
                found[code] = move  # the last Discard listed: the rearmost card
        if state.step is Step.TRADE and made and made[seat] < self.offers_per_step:
            if state.owed_ids:
                return found  # Ladybohn: nothing but the babies owed until they are planted
            self._offers(state, seat, found)
        return found

    def _offers(self, state: GameState, seat: int, found: dict[int, Action]) -> None:
        """The offers ``seat`` may make now, each checked by the referee.  The cards given
        are the face-up cards of the variety first (for the active player), then hand cards
        from the front: the ones that would be planted soonest."""
        n = self.players
        cards = state.table.cards
        pool = state.players[seat].hand_ids
        if seat == state.active:
            pool = state.face_up_ids + pool
        have: dict[int, list[int]] = {}
        for card in pool:
            have.setdefault(self._variety(cards[card].variety.key), []).append(card)
        open_to = {o.to for o in state.offers if o.seat == seat}
        # Slots are laid out by addressee, then side given, then side asked, each side
        # being "none" (0) or (variety, count) at 1 + 2 * variety + count - 1; the slot
        # with neither side is left out.
        width = 1 + OFFER_COUNT * len(self.varieties)
        base = self.offer_base
        gives: list[tuple[int, tuple[int, ...]]] = [(0, ())]
        for g, ids in have.items():
            for c in range(1, min(OFFER_COUNT, len(ids)) + 1):
                gives.append((1 + OFFER_COUNT * g + c - 1, tuple(ids[:c])))
        asks: list[tuple[int, tuple[str, ...]]] = [(0, ())]
        for a, key in enumerate(self.varieties):
            for m in range(1, OFFER_COUNT + 1):
                asks.append((1 + OFFER_COUNT * a + m - 1, (key,) * m))
        for r in range(1, n):
            to = (seat + r) % n
            if to in open_to or state.active not in (seat, to):
                continue
            first = base + (r - 1) * (width * width - 1) - 1
            for gi, given in gives:
                # What the referee checks of an offer without coins depends on the two
                # seats, the cards given and whether anything is asked, not on which
                # variety: one check with a request and one without stand for the rest.
                with_ask = check(state, Offer(seat, to, given, asks[1][1])) is None
                if gi and check(state, Offer(seat, to, given, ())) is None:
                    found[first + gi * width] = Offer(seat, to, given, ())
                if with_ask:
                    for ai, asked in asks[1:]:
                        found[first + gi * width + ai] = Offer(seat, to, given, asked)

    def moves(self, pos: Position) -> dict[int, Action | None]:
        """The acting seat's legal moves by action id; ``PASS`` maps to None."""
        memo = self._memo.get(0)
        if memo is not None and memo[0] is pos:
            return memo[1]
        seat = self.actor(pos)
        if seat < 0:
            return {}
        listed: dict[int, Action | None] = dict(self._listed(pos.state, seat, pos.made))
        if pos.state.step is Step.TRADE and seat != pos.state.active and not pos.state.owed_ids:
            listed[PASS] = None
        result = dict(sorted(listed.items()))
        self._memo[0] = (pos, result)  # the mask and the step after it ask for the same
        return result

    def mask(self, pos: Position) -> npt.NDArray[np.int8]:
        """1 for each legal action id of the acting seat, else 0."""
        out = np.zeros(self.num_actions, dtype=np.int8)
        for code in self.moves(pos):
            out[code] = 1
        return out

    def play(self, pos: Position, code: int) -> Position:
        """The position after the acting seat plays action ``code``.

        Raises:
            ValueError: ``code`` is not one of its legal action ids.
        """
        seat = self.actor(pos)
        choices = self.moves(pos)
        if code not in choices:
            raise ValueError(f"action {code} is not legal for seat {seat} now")
        move = choices[code]
        state = pos.state if move is None else apply(pos.state, move)
        if state.step is Step.TRADE and pos.state.step is Step.TRADE:
            made = pos.made
            if isinstance(move, Offer):
                made = made[:seat] + (made[seat] + 1,) + made[seat + 1 :]
            # Ladybohn: babies received for a field of their family are owed, planted at
            # once by the seats holding them (the referee waits for those seats, in seat
            # order); the window stays with the seat that made the trade, and moves on
            # from it once they are planted.
            mover = pos.window if pos.state.owed_ids else seat
            if state.owed_ids:
                return Position(state, mover, made)
            return self._open_window(state, (mover + 1) % len(state.players), made)
        return self.enter(state)

    def scores(self, pos: Position) -> tuple[int, ...]:
        """Coins per seat: the final scores once the game is over."""
        result = outcome(pos.state)
        if result is not None:
            return result.scores
        return tuple(len(p.coins) for p in pos.state.players)

    # --- actions ---------------------------------------------------------------------------

    def encode(self, move: Action, state: GameState) -> int | None:
        """The action id of ``move`` in ``state``, or None if the encoding has no id for it."""
        cards = state.table.cards
        v = len(self.varieties)
        plant0 = 5 + FIELDS
        match move:
            case EndPlanting():
                return 1
            case EndTrading():
                return 2
            case LeaveOffer():
                return 3
            case BuyField():
                return 4
            case Harvest(field=f) if f < FIELDS:
                return 5 + f
            case Plant(card=c, field=f) if f < FIELDS:
                return plant0 + self._variety(cards[c].variety.key) * FIELDS + f
            case Keep(card=c):
                return plant0 + v * FIELDS + self._variety(cards[c].variety.key)
            case Discard(card=c):
                return plant0 + v * FIELDS + v + self._variety(cards[c].variety.key)
            case Accept(offerer=o):
                return self.answer_base + (o - move.seat) % self.players - 1
            case Decline(offerer=o):
                return self.answer_base + self.players - 2 + (o - move.seat) % self.players
            case Withdraw(to=t):
                return (
                    self.answer_base + 2 * (self.players - 1) - 1 + (t - move.seat) % self.players
                )
            case Offer():
                return self._offer_code(move, state)
        return None

    def _offer_code(self, move: Offer, state: GameState) -> int | None:
        if move.give_coins or move.ask_coins:
            return None
        cards = state.table.cards
        given = {self._variety(cards[c].variety.key) for c in move.gives}
        asked = {self._variety(key) for key in move.asks}
        if len(given) > 1 or len(asked) > 1:
            return None
        r = (move.to - move.seat) % self.players
        g = given.pop() if given else -1
        a = asked.pop() if asked else -1
        k = self._slot_ids.get((r, g, len(move.gives), a, len(move.asks)))
        return None if k is None else self.offer_base + k

    # --- observations ------------------------------------------------------------------------

    def observe(self, pos: Position, seat: int) -> npt.NDArray[np.float32]:
        """The observation tensor of ``seat``: from its own view only."""
        cards = pos.state.table.cards
        offers = [
            Shown(o.seat, o.to, tuple(cards[c].variety.key for c in o.gives), o.asks)
            for o in pos.state.offers
        ]
        return self.observe_view(view(pos.state, seat), pos.window, offers)

    def observe_view(
        self, v: PlayerView, window: int = -1, offers: Sequence[Shown] = ()
    ) -> npt.NDArray[np.float32]:
        """The tensor of a view.  ``offers`` are the offers standing: said aloud at the
        table, so open to all, with the varieties of the cards they give."""
        n = self.players
        nv = len(self.varieties)
        out: list[float] = []

        def rel(seat: int) -> int:
            return (seat - v.seat) % n

        def onehot(index: int, size: int) -> list[float]:
            row = [0.0] * size
            if 0 <= index < size:
                row[index] = 1.0
            return row

        def counts(cards: Sequence[Card]) -> list[float]:
            row = [0.0] * nv
            for card in cards:
                row[self._variety(card.variety.key)] += 1.0
            return row

        for slot in range(HAND_SLOTS):
            key = v.hand[slot].variety.key if slot < len(v.hand) else None
            out += onehot(self._variety(key) if key else -1, nv)
        out += counts(v.hand)
        for k in range(n):
            seat = (v.seat + k) % n
            for f in range(FIELDS):
                field = v.fields[seat][f] if f < len(v.fields[seat]) else ()
                out += onehot(self._variety(field[0].variety.key) if field else -1, nv)
                out.append(float(len(field)))
            out += [float(v.coins[seat]), float(v.hand_sizes[seat])]
            out.append(1.0 if v.bought_field[seat] else 0.0)
            out += counts(v.set_aside[seat])
        out += counts(v.face_up) + counts(v.offer) + counts(v.discard)
        out += onehot(self._variety(v.discard[-1].variety.key) if v.discard else -1, nv)
        out += [float(v.deck_size), float(v.exhaustions), float(v.end_exhaustions)]
        out += [float(v.planted), float(v.turn)]
        out += onehot(list(Step).index(v.step), len(Step))
        out += onehot(rel(v.active), n)
        out += [1.0 if (k + v.seat) % n in v.to_move else 0.0 for k in range(n)]
        out += onehot(rel(window) if window >= 0 else -1, n)
        by_id = {c.id: c for c in v.face_up}
        by_id.update((c.id, c) for c in v.hand)
        for r in range(1, n):
            other = (v.seat + r) % n
            for offerer, to in ((v.seat, other), (other, v.seat)):
                offer = next((o for o in offers if o.seat == offerer and o.to == to), None)
                gives = [self._variety(k) for k in offer.gives] if offer else []
                asks = [self._variety(k) for k in offer.asks] if offer else []
                out.append(1.0 if offer else 0.0)
                out += [float(gives.count(i)) for i in range(nv)]
                out += [float(asks.count(i)) for i in range(nv)]
        return np.asarray(out, dtype=np.float32)


def _observation_names(keys: Sequence[str], n: int) -> tuple[str, ...]:
    names: list[str] = []
    for slot in range(HAND_SLOTS):
        names += [f"hand[{slot}] is {k}" for k in keys]
    names += [f"hand count {k}" for k in keys]
    for r in range(n):
        seat = "self" if r == 0 else f"seat+{r}"
        for f in range(FIELDS):
            names += [f"{seat} field {f} is {k}" for k in keys]
            names.append(f"{seat} field {f} cards")
        names += [f"{seat} coins", f"{seat} hand size", f"{seat} has third field"]
        names += [f"{seat} set aside {k}" for k in keys]
    for zone in ("face up", "offer", "discard"):
        names += [f"{zone} count {k}" for k in keys]
    names += [f"discard top is {k}" for k in keys]
    names += ["deck size", "exhaustions", "exhaustions to end", "planted this turn", "turn"]
    names += [f"step is {step.name.lower()}" for step in Step]
    names += [f"active is {'self' if r == 0 else f'seat+{r}'}" for r in range(n)]
    names += [f"waits for {'self' if r == 0 else f'seat+{r}'}" for r in range(n)]
    names += [f"window of {'self' if r == 0 else f'seat+{r}'}" for r in range(n)]
    for r in range(1, n):
        for label in (f"offer self->seat+{r}", f"offer seat+{r}->self"):
            names.append(f"{label} stands")
            names += [f"{label} gives {k}" for k in keys]
            names += [f"{label} asks {k}" for k in keys]
    return tuple(names)
