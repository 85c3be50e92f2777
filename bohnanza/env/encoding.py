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
    Action,
    BuyField,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Plant,
)
from bohnanza.cards import Card
from bohnanza.editions import Edition
from bohnanza.editions import edition as load_edition
from bohnanza.referee import apply, legal_actions, outcome
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView, view

__all__ = ["FIELDS", "HAND_SLOTS", "PASS", "Position", "Table"]

#: The most fields a seat can hold (two, and the third one bought).
FIELDS = 3
#: How many hand cards, from the front, the observation shows one by one (the rest by count).
HAND_SLOTS = 10
#: The id of the move "nothing now" of a seat that is not the active player in step 2.
PASS = 0


@attrs.frozen
class Position:
    """A referee state and, in step 2, the seat whose window is open (else -1)."""

    state: GameState
    window: int = -1

    @property
    def over(self) -> bool:
        return self.state.step is Step.OVER


@attrs.frozen(eq=False)
class Table:
    """The encoding for one edition and player count: action ids, observation layout."""

    edition: Edition
    players: int
    varieties: tuple[str, ...]
    action_names: tuple[str, ...]
    observation_names: tuple[str, ...]

    @classmethod
    def make(cls, edition: str | Edition, players: int) -> Table:
        """The encoding of ``edition`` at ``players`` seats.

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
        return cls(ed, players, keys, tuple(actions), _observation_names(keys, players))

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
        return self._enter(new_game(self.edition, self.players, seed=seed))

    def _enter(self, state: GameState) -> Position:
        if state.step is Step.TRADE:
            return self._open_window(state, state.active)
        return Position(state)

    def _open_window(self, state: GameState, seat: int) -> Position:
        """The first seat from ``seat`` on, clockwise, with a move other than PASS; the
        active player always has one (ending trading)."""
        n = len(state.players)
        for k in range(n):
            candidate = (seat + k) % n
            if candidate == state.active or self._listed(state, candidate):
                return Position(state, candidate)
        return Position(state, state.active)  # pragma: no cover - the active player acts

    def actor(self, pos: Position) -> int:
        """The seat that acts in ``pos`` (-1 once the game is over)."""
        state = pos.state
        if state.step is Step.OVER:
            return -1
        if state.step is Step.TRADE:
            return pos.window
        n = len(state.players)
        waiting = state.to_move
        for k in range(n):
            seat = (state.active + k) % n
            if seat in waiting:
                return seat
        raise AssertionError(f"no seat to move in step {state.step}")

    def _listed(self, state: GameState, seat: int) -> dict[int, Action]:
        """``seat``'s legal moves by action id (the moves the encoding cannot name left out)."""
        found: dict[int, Action] = {}
        for move in legal_actions(state, seat).basic:
            code = self.encode(move, state)
            if code is None:
                continue
            if code not in found or isinstance(move, Discard):
                found[code] = move  # the last Discard listed: the rearmost card
        return found

    def moves(self, pos: Position) -> dict[int, Action | None]:
        """The acting seat's legal moves by action id; ``PASS`` maps to None."""
        seat = self.actor(pos)
        if seat < 0:
            return {}
        listed: dict[int, Action | None] = dict(self._listed(pos.state, seat))
        if pos.state.step is Step.TRADE and seat != pos.state.active:
            listed[PASS] = None
        return dict(sorted(listed.items()))

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
            return self._open_window(state, (seat + 1) % len(state.players))
        return self._enter(state)

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
        return None

    # --- observations ------------------------------------------------------------------------

    def observe(self, pos: Position, seat: int) -> npt.NDArray[np.float32]:
        """The observation tensor of ``seat``: from its own view only."""
        return self.observe_view(view(pos.state, seat), pos.window)

    def observe_view(self, v: PlayerView, window: int = -1) -> npt.NDArray[np.float32]:
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
    return tuple(names)
