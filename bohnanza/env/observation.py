"""The observation of one seat: a float32 vector of what it may see, written from the state.

``Observer`` writes a seat's vector into a buffer of its own, reading from the state only
what the seat may see: its own hand, card by card; of every other hand its size only;
the open table (fields, coins, set-aside cards, face-up cards, the duel's offer, the
discard pile, the standing offers by the varieties they give and ask); counts (deck size,
exhaustions, turn); in Ladybohn, after the rest, the kinds of the cards its view shows
(its own hand, the fields, set-aside, face-up and discarded cards, the face-up cards an
offer gives: ``kind_names``).  Never the deck's order, another seat's hand cards, or
(Ladybohn) the kind of a hand card an offer gives: offers show those by family only, to
every seat (decision ``ladybohn.hidden-kinds``).  The parts of the vector are rewritten only
when what they show has changed (the state's zones are shared between states when a move
leaves them as they were), so a step costs a few writes.  ``view_observation`` computes
the same vector from a ``PlayerView``: the definition, and what a bot that gets views uses.

Every per-seat part is rotated so that the observing seat comes first;
``observation_names`` names each entry.
"""

from __future__ import annotations

from array import array
from collections.abc import Sequence
from typing import Protocol

import numpy as np
import numpy.typing as npt

from bohnanza.cards import Card
from bohnanza.env.core import STEPS, write_kinds, write_observation
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView

__all__ = ["ROLES", "Observer", "kind_names", "observation_names", "view_observation"]

#: Ladybohn's kinds of cards, in the order the observation and the action ids give them.
ROLES = ("mister", "miss", "baby")


# What an observer reads of the encoding (``bohnanza.env.encoding``, which builds observers
# and so sits above this module: it declares these shapes rather than importing them).
class Table(Protocol):
    """An encoding's table, as an observer reads it (``bohnanza.env.encoding.Table``)."""

    @property
    def players(self) -> int: ...
    @property
    def varieties(self) -> tuple[str, ...]: ...
    @property
    def observation_size(self) -> int: ...
    @property
    def lady(self) -> bool: ...
    @property
    def miss_slots(self) -> int: ...
    def kinds(self, state: GameState) -> tuple[int, ...]: ...


class Position(Protocol):
    """A position, as an observer reads it (``bohnanza.env.encoding.Position``)."""

    @property
    def state(self) -> GameState: ...
    @property
    def window(self) -> int: ...


def observation_names(keys: Sequence[str], n: int, fields: int, slots: int) -> tuple[str, ...]:
    """The meaning of each entry of the vector, for varieties ``keys`` and ``n`` seats."""
    names: list[str] = []
    for slot in range(slots):
        names += [f"hand[{slot}] is {k}" for k in keys]
    names += [f"hand count {k}" for k in keys]
    for r in range(n):
        seat = "self" if r == 0 else f"seat+{r}"
        for f in range(fields):
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


def kind_names(
    keys: Sequence[str], n: int, fields: int, slots: int, misses: int
) -> tuple[str, ...]:
    """Ladybohn: the meaning of each entry of the part that shows kinds (after the rest of
    the vector); ``misses``: how many misses of one family the deck holds, at most."""
    pairs = [f"{k}-{role}" for k in keys for role in ROLES]
    names: list[str] = []
    for slot in range(slots):
        names += [f"hand[{slot}] is a {role}" for role in ROLES]
    names += [f"hand count {pair}" for pair in pairs]
    for r in range(n):
        seat = "self" if r == 0 else f"seat+{r}"
        for f in range(fields):
            names += [f"{seat} field {f} top is a {role}" for role in ROLES]
            names += [f"{seat} field {f} {role} cards" for role in ROLES]
            names += [f"{seat} field {f} miss {k} depth+1" for k in range(misses)]
        names += [f"{seat} set aside {pair}" for pair in pairs]
    for zone in ("face up", "discard"):
        names += [f"{zone} count {pair}" for pair in pairs]
    names += [f"discard top is a {role}" for role in ROLES]
    for r in range(1, n):
        for label in (f"offer self->seat+{r}", f"offer seat+{r}->self"):
            names += [f"{label} gives face-up {pair}" for pair in pairs]
    return tuple(names)


class _Layout:
    """Where each part of the vector starts."""

    def __init__(self, nv: int, n: int, fields: int, slots: int, misses: int = -1) -> None:
        self.nv = nv
        self.n = n
        self.hand = 0
        self.hand_counts = slots * nv
        self.seats = self.hand_counts + nv
        self.field = nv + 1
        self.seat_width = fields * self.field + 3 + nv
        self.zones = self.seats + n * self.seat_width
        self.times = self.zones + 4 * nv
        self.offers = self.times + 5 + STEPS + 3 * n
        self.offer_width = 1 + 2 * nv
        self.size = self.offers + (n - 1) * 2 * self.offer_width
        #: Where the part that every deck has ends.
        self.base = self.size
        #: Ladybohn's kinds (``misses`` >= 0), after the rest (``bohnanza.env.core.write_kinds``).
        self.kinds: tuple[int, ...] = ()
        if misses >= 0:
            start = self.size
            hand_counts = start + slots * 3
            seats = hand_counts + 3 * nv
            width = fields * (6 + misses) + 3 * nv
            zones = seats + n * width
            offers = zones + 6 * nv + 3
            self.size = offers + (n - 1) * 6 * nv
            self.kinds = (start, nv, n, misses, hand_counts, seats, width, zones, offers, self.size)


class Observer:
    """Writes the observations of ``seat`` into a buffer of its own.

    ``observe(pos)`` returns a new array each time (the buffer is reused: keep one
    ``Observer`` per seat and per environment, not one per call).
    """

    def __init__(self, table: Table, seat: int) -> None:
        self.table = table
        self.seat = seat
        nv = len(table.varieties)
        n = table.players
        self.layout = _Layout(nv, n, 3, 10, table.miss_slots if table.lady else -1)
        assert self.layout.size == table.observation_size
        #: Ladybohn: the part that shows kinds, and the zones it was last written from.
        self._kinds = self.layout.kinds
        self._kinds_seen: list[object] = [None] * (n + 4)
        self.buffer = array("f", bytes(4 * self.layout.size))
        self._zeros = array("f", bytes(4 * self.layout.size))
        self._seen: list[object] = [None] * (n + 5)
        lay = self.layout
        self._layout = (
            nv, n, lay.seats, lay.hand_counts, lay.seat_width, lay.zones, lay.times,
            lay.offers, lay.offer_width, lay.base,
        )  # fmt: skip

    def observe(self, pos: Position) -> npt.NDArray[np.float32]:
        """``seat``'s observation of ``pos``."""
        self.write(pos)
        return np.frombuffer(self.buffer, dtype=np.float32).copy()

    def write(self, pos: Position) -> None:
        """Brings the buffer up to date with ``pos`` (``bohnanza.env.core``)."""
        state = pos.state
        write_observation(
            self.buffer,
            self._seen,
            state,
            pos.window,
            self.seat,
            self.table.kinds(state),
            self._layout,
            self.table.varieties,
            self._zeros,
        )
        if self._kinds:
            write_kinds(
                self.buffer,
                self._kinds_seen,
                state,
                self.seat,
                self.table.kinds(state),
                state.table.role,
                self._kinds,
                self._zeros,
            )


def view_observation(table: Table, v: PlayerView, window: int = -1) -> npt.NDArray[np.float32]:
    """The observation of ``v.seat`` from its view (``window``: the seat whose step 2
    window is open, -1 if none): the same vector as ``Observer`` writes from the state."""
    n = table.players
    nv = len(table.varieties)
    index = {key: k for k, key in enumerate(table.varieties)}
    out: list[float] = []

    def onehot(k: int, size: int) -> list[float]:
        row = [0.0] * size
        if 0 <= k < size:
            row[k] = 1.0
        return row

    def counts(keys: Sequence[str]) -> list[float]:
        row = [0.0] * nv
        for key in keys:
            row[index[key]] += 1.0
        return row

    for slot in range(10):
        out += onehot(index[v.hand[slot].variety.key] if slot < len(v.hand) else -1, nv)
    out += counts([c.variety.key for c in v.hand])
    for r in range(n):
        seat = (v.seat + r) % n
        for f in range(3):
            field = v.fields[seat][f] if f < len(v.fields[seat]) else ()
            out += onehot(index[field[0].variety.key] if field else -1, nv)
            out.append(float(len(field)))
        out += [float(v.coins[seat]), float(v.hand_sizes[seat])]
        out.append(1.0 if v.bought_field[seat] else 0.0)
        out += counts([c.variety.key for c in v.set_aside[seat]])
    for zone in (v.face_up, v.offer, v.discard):
        out += counts([c.variety.key for c in zone])
    out += onehot(index[v.discard[-1].variety.key] if v.discard else -1, nv)
    out += [float(v.deck_size), float(v.exhaustions), float(v.end_exhaustions)]
    out += [float(v.planted), float(v.turn)]
    out += onehot(list(Step).index(v.step), len(Step))
    out += onehot((v.active - v.seat) % n, n)
    out += [1.0 if (r + v.seat) % n in v.to_move else 0.0 for r in range(n)]
    out += onehot((window - v.seat) % n if window >= 0 else -1, n)
    shown = {c.id: c.variety.key for c in v.offered}
    for r in range(1, n):
        other = (v.seat + r) % n
        for offerer, to in ((v.seat, other), (other, v.seat)):
            o = next((o for o in v.offers if o.seat == offerer and o.to == to), None)
            out.append(1.0 if o else 0.0)
            out += counts([shown[c] for c in o.gives] if o else [])
            out += counts(list(o.asks) if o else [])
    if table.lady:
        out += _view_kinds(table, v)
    return np.asarray(out, dtype=np.float32)


def _view_kinds(table: Table, v: PlayerView) -> list[float]:
    """Ladybohn: the part of ``v.seat``'s observation that shows kinds, from its view:
    every card the view shows with its kind (an offered hand card is a stand-in without
    one)."""
    n = table.players
    nv = len(table.varieties)
    misses = table.miss_slots
    index = {key: k for k, key in enumerate(table.varieties)}
    out: list[float] = []

    def pairs(cards: Sequence[Card]) -> list[float]:
        row = [0.0] * (3 * nv)
        for card in cards:
            if card.kind:
                row[index[card.variety.key] * 3 + ROLES.index(card.kind)] += 1.0
        return row

    def role(card: Card | None) -> list[float]:
        row = [0.0] * 3
        if card is not None:
            row[ROLES.index(card.kind)] = 1.0
        return row

    for slot in range(10):
        out += role(v.hand[slot] if slot < len(v.hand) else None)
    out += pairs(v.hand)
    for r in range(n):
        seat = (v.seat + r) % n
        for f in range(3):
            field = v.fields[seat][f] if f < len(v.fields[seat]) else ()
            out += role(field[-1] if field else None)
            out += [float(sum(1 for c in field if c.kind == kind)) for kind in ROLES]
            depths = [d + 1.0 for d, c in enumerate(reversed(field)) if c.kind == "miss"]
            out += (depths + [0.0] * misses)[:misses]
        out += pairs(v.set_aside[seat])
    out += pairs(v.face_up)
    out += pairs(v.discard)
    out += role(v.discard[-1] if v.discard else None)
    cards = v.table.cards
    for r in range(1, n):
        other = (v.seat + r) % n
        for offerer, to in ((v.seat, other), (other, v.seat)):
            o = next((o for o in v.offers if o.seat == offerer and o.to == to), None)
            shown = [cards[c] for c in o.gives if c < len(cards)] if o else []
            out += pairs(shown)
    return out
