"""Integers for moves and tensors for what a seat sees: the encoding shared by every integration.

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
``harvest F`` per field, ``plant P F`` per key of ``Table.pieces`` and field, ``keep P``
and ``discard P`` per key, in Ladybohn the plantings of a baby that move a miss (``plant
F-baby F lift miss M by S``: the miss M of the field, counted from the top, S places up),
in the duel the discards of a hand card with cards of its key behind it (``discard P back
B``), ``accept``, ``decline`` and ``withdraw`` per other seat, then the offers.  Cards are
named by key (their variety; in Ladybohn their family and kind, ``blue-miss``): the
referee's card ids are never part of an action, and cards of one key are alike.  Where
several cards of one key fit, the id stands for the first the referee lists; every move the
referee lists for the acting seat has the id of a move with the same outcome.

How it is computed.  A seat's ids come from the referee's own listing of its basic moves
(``bohnanza.referee.basic_moves``, a handful of moves) and, for the offers, from the
count of each variety the seat may give: which offers are legal depends only on the two
seats, the standing offers and how many cards of each variety the seat holds, so each
(addressee, variety given) is one run of consecutive ids, written into the mask at once;
an offer is built as a move only when it is played.  The observation
(``bohnanza.env.observation``) is written from the state into a buffer, reading only what
the seat may see.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import NamedTuple

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
from bohnanza.editions import Edition
from bohnanza.editions import edition as load_edition
from bohnanza.env.core import (
    actor,
    advance,
    discard_code,
    entered,
    legal_ids,
    miss_code,
    write_mask,
)
from bohnanza.env.observation import ROLES, Observer, kind_names, observation_names
from bohnanza.errors import InvalidActionError, kind_of, show
from bohnanza.referee import outcome
from bohnanza.setup import new_game
from bohnanza.state import OVER, GameState

__all__ = ["FIELDS", "HAND_SLOTS", "OFFERS_PER_STEP", "PASS", "Position", "Table", "whole_number"]

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

#: A seat's legal ids, as computed once per position: the basic moves by id (``PASS`` maps
#: to None) and the offers as half-open runs of ids.
Legal = tuple[dict[int, Action | None], tuple[tuple[int, int], ...]]


class Position(NamedTuple):
    """A referee state; in step 2, the seat whose window is open (else -1) and how many
    offers each seat has made in this step 2 (``()``: no offers allowed)."""

    state: GameState
    window: int = -1
    made: tuple[int, ...] = ()

    @property
    def over(self) -> bool:
        return self.state.step_id == OVER

    def __deepcopy__(self, memo: dict[int, object]) -> Position:
        # Immutable: a copy of a game (OpenSpiel's clone) shares it.
        return self


def whole_number(value: object, size: int, what: str) -> int:
    """``value`` as an int from 0 to ``size - 1``: a Python ``int`` or a NumPy integer
    (never a bool, a float, a string, an array or None).

    Raises:
        InvalidActionError: ``value`` is not such an integer; the message names it and
            ``what`` it should be (``"action id"``).
    """
    if type(value) is int:
        code = value
    elif isinstance(value, np.integer) and not isinstance(value, np.bool_):
        code = int(value)
    else:
        shown = show(value)
        if value is not None and type(value).__name__ not in shown:
            shown += f" ({kind_of(value)})"
        article = "an" if what[:1] in ("a", "e", "i", "o", "u") else "a"
        raise InvalidActionError(
            f"{article} {what} is an integer from 0 to {size - 1}, not {shown}"
        )
    if not 0 <= code < size:
        raise InvalidActionError(f"{what} {show(code)} is out of range: 0 to {size - 1}")
    return code


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
    #: An upper bound of every entry of the observation: the turn's number (each turn
    #: draws a card, and the deck runs out ``end_exhaustions`` times at most) and counts
    #: of cards.
    observation_high: float = 10_000.0
    #: The keys of the cards that plantings, keeps and discards name: the varieties; in
    #: Ladybohn each family's kinds (``"blue-mister"``, ``"blue-miss"``, ``"blue-baby"``).
    pieces: tuple[str, ...] = ()
    #: Whether the deck's cards have kinds (Ladybohn's misters, misses and babies).
    lady: bool = False
    #: Ladybohn: the most misses of one family in the deck (a field holds one family), so
    #: the choices of the miss a baby moves; 0 elsewhere.
    miss_slots: int = 0
    #: The duel: the most cards of one variety in the game, so the choices of which card
    #: of a variety a discard from the hand takes (counted from the back); 1 elsewhere.
    discard_slots: int = 1
    #: The variants of the edition's rulebook the games are played with.
    variants: tuple[str, ...] = ()
    #: The last position asked about and its seat's legal ids (the mask and the step
    #: after it ask for the same).
    _memo: list[object] = attrs.field(factory=lambda: [None, None], init=False, repr=False)
    #: Each deck's card ids mapped to variety indices (by the identity of the deck's table).
    _kinds: dict[int, tuple[object, tuple[int, ...], tuple[int, ...]]] = attrs.field(
        factory=dict, init=False, repr=False
    )
    #: The last deck asked about and its card ids' variety and ``pieces`` indices.
    _last: list[object] = attrs.field(factory=lambda: [None, (), ()], init=False, repr=False)
    #: Where each kind of id starts (see the properties of the same names).
    _places: tuple[int, ...] = attrs.field(default=(), init=False, repr=False)

    def __attrs_post_init__(self) -> None:
        nv = len(self.varieties)
        pieces = self.pieces or self.varieties
        if not self.pieces:
            object.__setattr__(self, "pieces", pieces)
        np_ = len(pieces)
        keep0 = 5 + FIELDS + np_ * FIELDS
        miss0 = keep0 + 2 * np_
        discards0 = miss0 + nv * FIELDS * self.miss_slots * 2
        answers = discards0 + np_ * (self.discard_slots - 1)
        width = 1 + OFFER_COUNT * nv
        places = (
            keep0, keep0 + np_, answers, answers + 3 * (self.players - 1), width, miss0,
            self.miss_slots, discards0, self.discard_slots,
        )  # fmt: skip
        object.__setattr__(self, "_places", places)

    def __deepcopy__(self, memo: dict[int, object]) -> Table:
        # Fixed once made (the memo only caches): copies of a game share it.
        return self

    @classmethod
    def make(
        cls,
        edition: str | Edition,
        players: int,
        offers_per_step: int = OFFERS_PER_STEP,
        variants: Sequence[str] = (),
    ) -> Table:
        """The encoding of ``edition`` at ``players`` seats, played with the rulebook's
        ``variants``; ``offers_per_step`` bounds the offers of a seat in one step 2 (0: no
        offers).

        Raises:
            InvalidSetupError: the edition does not seat that many players, or has no such
                variant.
        """
        ed = load_edition(edition) if isinstance(edition, str) else edition
        variants = tuple(variants)
        sample = new_game(ed, players, seed=0, variants=variants)
        cards = sample.table.cards
        keys = tuple(sorted({card.variety.key for card in cards}))
        lady = any(card.kind for card in cards)
        pieces = tuple(f"{k}-{role}" for k in keys for role in ROLES) if lady else keys
        misses = (
            max(sum(1 for c in cards if c.variety.key == k and c.kind == "miss") for k in keys)
            if lady
            else 0
        )
        actions = ["pass", "end-planting", "end-trading", "leave-offer", "buy-field"]
        actions += [f"harvest {f}" for f in range(FIELDS)]
        actions += [f"plant {v} {f}" for v in pieces for f in range(FIELDS)]
        actions += [f"keep {v}" for v in pieces]
        actions += [f"discard {v}" for v in pieces]
        actions += [
            f"plant {v}-baby {f} lift miss {k} by {steps}"
            for v in keys
            for f in range(FIELDS)
            for k in range(misses)
            for steps in (1, 2)
        ]
        removed = set(sample.removed_ids) if sample.table.duel else set()
        counts = Counter(c.variety.key for c in cards if c.id not in removed)
        discards = max(counts.values()) if sample.table.duel else 1
        actions += [f"discard {v} back {k}" for v in pieces for k in range(1, discards)]
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
        names = observation_names(keys, players, FIELDS, HAND_SLOTS)
        if lady:
            names += kind_names(keys, players, FIELDS, HAND_SLOTS, misses)
        high = float(len(cards) * (sample.table.end_exhaustions + 2))
        return cls(
            ed, players, keys, tuple(actions), names, tuple(slots), offers_per_step, high,
            pieces=pieces, lady=lady, miss_slots=misses, discard_slots=discards,
            variants=variants,
        )  # fmt: skip

    # --- sizes and places --------------------------------------------------------------

    @property
    def num_actions(self) -> int:
        return len(self.action_names)

    @property
    def observation_size(self) -> int:
        return len(self.observation_names)

    @property
    def plant_base(self) -> int:
        """The id of ``plant V 0`` for the first key of ``pieces``; keeps and discards
        follow, then (Ladybohn) the plantings that move a miss (``miss_base``)."""
        return 5 + FIELDS

    @property
    def miss_base(self) -> int:
        """The id of the first planting of a baby that moves a miss (Ladybohn): by family,
        field, which miss (counted from the top of the field, 0 the topmost) and steps (1
        or 2); the answers follow (``answer_base``, where there are none)."""
        return self._places[5]

    @property
    def answer_base(self) -> int:
        """The id of ``accept seat+1``; declines and withdrawals follow, then the offers."""
        return self._places[2]

    @property
    def offer_base(self) -> int:
        return self._places[3]

    @property
    def offer_width(self) -> int:
        """How many sides of an offer there are: nothing, or 1 or 2 cards of a variety."""
        return self._places[4]

    def kinds(self, state: GameState) -> tuple[int, ...]:
        """The variety index (in ``varieties``) of each card id of ``state``'s deck."""
        table = state.table
        last = self._last
        if last[0] is table.kind:
            return last[1]  # type: ignore[return-value]
        found = self._found(state)
        last[0] = table.kind
        last[1] = found[1]
        last[2] = found[2]
        return found[1]

    def piece_indices(self, state: GameState) -> tuple[int, ...]:
        """The index in ``pieces`` of each card id of ``state``'s deck: its variety's, or
        in Ladybohn its family's and kind's."""
        table = state.table
        last = self._last
        if last[0] is not table.kind:
            self.kinds(state)
        return last[2]  # type: ignore[return-value]

    def _found(self, state: GameState) -> tuple[object, tuple[int, ...], tuple[int, ...]]:
        table = state.table
        found = self._kinds.get(id(table.kind))
        if found is None or found[0] is not table.kind:
            index = {key: k for k, key in enumerate(self.varieties)}
            order = [index[key] for key in table.kind_keys]
            kinds = tuple([order[k] for k in table.kind])
            pieces = (
                tuple([v * 3 + r for v, r in zip(kinds, table.role, strict=True)])
                if self.lady
                else kinds
            )
            found = (table.kind, kinds, pieces)
            if len(self._kinds) > 64:
                self._kinds.clear()
            self._kinds[id(table.kind)] = found
        return found

    def observer(self, seat: int) -> Observer:
        """A writer of ``seat``'s observations, with its own buffer (see ``observe``)."""
        return Observer(self, seat)

    # --- positions -----------------------------------------------------------------------

    def start(self, seed: int) -> Position:
        """The first position of the game of ``seed``."""
        return self.enter(new_game(self.edition, self.players, seed=seed, variants=self.variants))

    def enter(self, state: GameState) -> Position:
        """The position of a referee state reached other than by ``play`` (a new game)."""
        window, made = entered(state, self.offers_per_step)
        return Position(state, window, made)

    def actor(self, pos: Position) -> int:
        """The seat that acts in ``pos`` (-1 once the game is over)."""
        return actor(pos.state, pos.window)

    # --- the acting seat's legal ids ----------------------------------------------------

    def legal(self, pos: Position) -> Legal:
        """The acting seat's legal ids: its basic moves by id (``PASS`` mapping to None)
        and its offers as runs ``(first, end)`` of ids; nothing once the game is over."""
        memo = self._memo
        if memo[0] is pos:
            return memo[1]  # type: ignore[return-value]
        seat = self.actor(pos)
        if seat < 0:
            found: Legal = ({}, ())
        else:
            found = self._legal(pos, seat)
        memo[0] = pos
        memo[1] = found
        return found

    def _legal(self, pos: Position, seat: int) -> Legal:
        state = pos.state
        return legal_ids(
            state,
            seat,
            pos.made,
            self.kinds(state),
            self._places,
            self.offers_per_step,
            len(self.varieties),
            self._last[2],  # type: ignore[arg-type]  # piece_indices, set by kinds()
            state.table.role,
        )

    def _pool(self, state: GameState, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` may give in an offer, in the order it gives them: the face-up
        cards first (for the active player), then its hand from the front."""
        hand = state.players[seat].hand_ids
        return state.face_up_ids + hand if seat == state.active else hand

    def decode_offer(self, state: GameState, seat: int, code: int) -> Offer:
        """The offer of id ``code`` made by ``seat`` in ``state`` (not checked)."""
        to, g, c, a, m = self.offer_slots[code - self.offer_base]
        kind = self.kinds(state)
        gives: list[int] = []
        if g >= 0:
            for card in self._pool(state, seat):
                if kind[card] == g:
                    gives.append(card)
                    if len(gives) == c:
                        break
        asks = (self.varieties[a],) * m if a >= 0 else ()
        return Offer(seat, (seat + to) % self.players, tuple(gives), asks)

    def ids(self, pos: Position) -> list[int]:
        """The acting seat's legal ids, in increasing order."""
        basic, runs = self.legal(pos)
        out = list(basic)
        for lo, hi in runs:
            out.extend(range(lo, hi))
        out.sort()
        return out

    def moves(self, pos: Position) -> dict[int, Action | None]:
        """The acting seat's legal moves by id, every offer built; ``PASS`` maps to None.
        (``legal`` and ``ids`` give the same ids without building the offers.)"""
        basic, runs = self.legal(pos)
        out = dict(basic)
        if runs:
            seat = self.actor(pos)
            for lo, hi in runs:
                for code in range(lo, hi):
                    out[code] = self.decode_offer(pos.state, seat, code)
        return dict(sorted(out.items()))

    def is_legal(self, pos: Position, code: int) -> bool:
        """Whether ``code`` is a legal id of the acting seat."""
        basic, runs = self.legal(pos)
        return code in basic or any(lo <= code < hi for lo, hi in runs)

    def write_mask(self, pos: Position, out: bytearray) -> None:
        """Sets ``out[code]`` to 1 for each legal id (``out`` is all zeros on entry)."""
        basic, runs = self.legal(pos)
        write_mask(basic, runs, out)

    def mask(self, pos: Position) -> npt.NDArray[np.int8]:
        """1 for each legal action id of the acting seat, else 0."""
        out = bytearray(self.num_actions)
        self.write_mask(pos, out)
        return np.frombuffer(out, dtype=np.int8).copy()

    # --- moves ------------------------------------------------------------------------------

    def action_id(self, value: object) -> int:
        """``value`` as an action id: a Python ``int`` or a NumPy integer from 0 to
        ``num_actions - 1`` (never a bool, a float, a string, an array or None).

        Raises:
            InvalidActionError: ``value`` is not such an integer (the message names it).
        """
        return whole_number(value, self.num_actions, "action id")

    def move(self, pos: Position, code: int) -> Action | None:
        """The move of id ``code`` for the acting seat (None for ``PASS``).

        Raises:
            InvalidActionError: ``code`` is not an action id (see ``action_id``) or not one
                of the seat's legal ids now (a ``ValueError``, as every error of the
                project).
        """
        if type(code) is not int:
            code = self.action_id(code)
        basic, runs = self.legal(pos)
        if code in basic:
            return basic[code]
        for lo, hi in runs:
            if lo <= code < hi:
                return self.decode_offer(pos.state, self.actor(pos), code)
        self.action_id(code)  # out of range: say so
        raise InvalidActionError(f"action {code} is not legal for seat {self.actor(pos)} now")

    def play(self, pos: Position, code: int) -> Position:
        """The position after the acting seat plays action ``code``.

        Raises:
            InvalidActionError: ``code`` is not an action id or not one of its legal ids.
        """
        return self.after(pos, self.move(pos, code))

    def after(self, pos: Position, move: Action | None) -> Position:
        """The position after the acting seat plays ``move`` (None: ``PASS``), a move the
        referee accepts (``apply`` checks it), named by an id or not."""
        state, window, made = advance(pos.state, pos.window, pos.made, move, self.offers_per_step)
        return Position(state, window, made)

    def scores(self, pos: Position) -> tuple[int, ...]:
        """Coins per seat: the final scores once the game is over."""
        state = pos.state
        if state.step_id == OVER:
            result = outcome(state)
            assert result is not None
            return result.scores
        return tuple([len(p.coin_ids) for p in state.players])

    # --- actions and observations --------------------------------------------------------

    def encode(self, move: Action, state: GameState) -> int | None:
        """The action id of ``move`` in ``state``, or None if the encoding has no id for it."""
        kind = self.kinds(state)
        piece = self.piece_indices(state)
        v = len(self.pieces)
        plant0 = 5 + FIELDS
        n = self.players
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
            case Plant(card=c, field=f) if f < FIELDS and not move.steps:
                return plant0 + piece[c] * FIELDS + f
            case Plant(field=f) if f < FIELDS and self.miss_slots:
                code = miss_code(state, move, kind, state.table.role, self._places)
                return code if code >= 0 else None
            case Keep(card=c):
                return plant0 + v * FIELDS + piece[c]
            case Discard(card=c):
                code = discard_code(state, c, piece, self._places)
                return code if code >= 0 else None
            case Accept(offerer=o):
                return self.answer_base + (o - move.seat) % n - 1
            case Decline(offerer=o):
                return self.answer_base + n - 2 + (o - move.seat) % n
            case Withdraw(to=t):
                return self.answer_base + 2 * (n - 1) - 1 + (t - move.seat) % n
            case Offer():
                return self._offer_code(move, kind)
        return None

    def _offer_code(self, move: Offer, kind: tuple[int, ...]) -> int | None:
        if move.give_coins or move.ask_coins:
            return None
        given = {kind[c] for c in move.gives}
        asked = {self.varieties.index(key) for key in move.asks if key in self.varieties}
        if len(given) > 1 or len(asked) > 1 or len(asked) < bool(move.asks):
            return None
        if len(move.gives) > OFFER_COUNT or len(move.asks) > OFFER_COUNT:
            return None
        width = self.offer_width
        gi = 1 + OFFER_COUNT * given.pop() + len(move.gives) - 1 if given else 0
        ai = 1 + OFFER_COUNT * asked.pop() + len(move.asks) - 1 if asked else 0
        r = (move.to - move.seat) % self.players
        if not r or not (gi or ai):
            return None
        return self.offer_base + (r - 1) * (width * width - 1) + gi * width + ai - 1

    def observe(self, pos: Position, seat: int) -> npt.NDArray[np.float32]:
        """The observation tensor of ``seat``: from what it may see only."""
        return Observer(self, seat).observe(pos)
