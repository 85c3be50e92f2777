"""A small Bohnanza engine written from the English Rio Grande rule booklet alone.

An outside engine: it does not import ``bohnanza``. The base game at 3 to 5 players; cards
are plain variety names (no card identity); trades and donations are agreed in one step
(no standing offers). The beanometers are the printed ones (``/work/shared/FACTS.md``,
which cites the Wikipedia card table; the booklet itself prints them only on the cards).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

# Fewest cards sold for 1, 2, 3 and 4 coins (0: that step is not printed).
BEANOMETERS: dict[str, tuple[int, int, int, int]] = {
    "coffee": (4, 7, 10, 12),
    "wax": (4, 7, 9, 11),
    "blue": (4, 6, 8, 10),
    "chili": (3, 6, 8, 9),
    "stink": (3, 5, 7, 8),
    "green": (3, 5, 6, 7),
    "soy": (2, 4, 6, 7),
    "black-eyed": (2, 4, 5, 6),
    "red": (2, 3, 4, 5),
    "garden": (0, 2, 3, 0),
    "cocoa": (0, 2, 3, 4),
}

#: Switched by the adapter's ``--break coin-order`` (the first guess, for tests): the three
#: coins paid for a third field go onto the discard pile as they lay, the top coin on top.
PAYMENT = {"top_coin_first": True}

PLANT, TRADE, PLANT_RECEIVED, OVER = "plant", "trade", "plant_received", "over"
Ref = tuple[str, int]  # (zone, index from 0): "hand", "face-up" or "set-aside"


def coins_for(variety: str, cards: int) -> int:
    """The coins a harvest of ``cards`` cards of ``variety`` earns."""
    return max(
        (n + 1 for n, least in enumerate(BEANOMETERS[variety]) if least and cards >= least),
        default=0,
    )


@dataclass(frozen=True)
class Move:
    """One move: plant, harvest, buy-field, keep, end-planting, end-trading, trade, donate."""

    kind: str
    seat: int
    field: int = -1
    card: Ref = ("", -1)
    partner: int = -1
    give: tuple[Ref, ...] = ()
    take: tuple[Ref, ...] = ()


@dataclass
class Seat:
    hand: list[str] = field(default_factory=list)
    fields: list[list[str]] = field(default_factory=list)
    coins: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)
    bought_field: bool = False


class Refused(Exception):
    """A move the rules do not allow here."""


@dataclass
class Game:
    seats: list[Seat]
    deck: list[str]  # top card first
    discard: list[str] = field(default_factory=list)  # bottom card first
    face_up: list[str] = field(default_factory=list)
    active: int = 0
    step: str = PLANT
    planted: int = 0
    exhaustions: int = 0
    ending: bool = False
    next_decks: dict[int, list[str]] = field(default_factory=dict)
    rng: random.Random = field(default_factory=random.Random)

    # -- setting up -------------------------------------------------------------------
    @classmethod
    def deal(cls, players: int, deck: list[str], dealer: int) -> Game:
        """Five cards each, one at a time from the left of the dealer; he starts."""
        seats = [Seat(fields=[[], [], []] if players == 3 else [[], []]) for _ in range(players)]
        cards = list(deck)
        first = (dealer + 1) % players
        for _ in range(5):
            for k in range(players):
                seats[(first + k) % players].hand.append(cards.pop(0))
        return cls(seats=seats, deck=cards, active=first)

    @property
    def end_exhaustions(self) -> int:
        return 2 if len(self.seats) == 3 else 3

    # -- drawing ----------------------------------------------------------------------
    def _draw(self) -> str | None:
        if self.ending or not self.deck:
            return None
        card = self.deck.pop(0)
        if not self.deck:
            self.exhaustions += 1
            self.ending = self.exhaustions >= self.end_exhaustions
            if not self.ending:
                order = self.next_decks.pop(self.exhaustions, None)
                if order is None:
                    order = list(self.discard)
                    self.rng.shuffle(order)
                self.deck, self.discard = order, []
        return card

    # -- legality ---------------------------------------------------------------------
    def _may_harvest(self, seat: Seat, f: int) -> bool:
        if not 0 <= f < len(seat.fields) or not seat.fields[f]:
            return False
        return len(seat.fields[f]) >= 2 or all(len(x) == 1 for x in seat.fields)

    @staticmethod
    def _fits(seat: Seat, f: int, variety: str) -> bool:
        return 0 <= f < len(seat.fields) and (not seat.fields[f] or seat.fields[f][0] == variety)

    def _card(self, seat: int, ref: Ref) -> str:
        zone, i = ref
        cards = {
            "hand": self.seats[seat].hand,
            "face-up": self.face_up,
            "set-aside": self.seats[seat].set_aside,
        }
        if zone not in cards or not 0 <= i < len(cards[zone]):
            raise Refused(f"no card {zone} {i + 1}")
        if zone == "face-up" and seat != self.active:
            raise Refused("only the active player gives face-up cards")
        return cards[zone][i]

    def check(self, m: Move) -> None:
        """Raise ``Refused`` unless ``m`` is legal now."""
        if self.step == OVER:
            raise Refused("the game is over")
        if not 0 <= m.seat < len(self.seats):
            raise Refused("no such seat")
        me = self.seats[m.seat]
        if m.kind == "harvest":
            if not self._may_harvest(me, m.field):
                raise Refused("a field of one card is sold only if all fields hold one")
        elif m.kind == "buy-field":
            if len(self.seats) == 3 or me.bought_field or len(me.coins) < 3:
                raise Refused("no third field to buy")
        elif m.kind == "plant":
            zone = "hand" if self.step == PLANT else "set-aside"
            if m.card[0] != zone or (
                zone == "hand" and (m.seat != self.active or m.card[1] != 0 or self.planted >= 2)
            ):
                raise Refused("not that card now")
            if self.step not in (PLANT, PLANT_RECEIVED) or not self._fits(
                me, m.field, self._card(m.seat, m.card)
            ):
                raise Refused("the field holds another variety")
        elif m.kind == "end-planting":
            if self.step != PLANT or m.seat != self.active or self.planted < 1:
                raise Refused("the first card must be planted")
        elif m.kind in ("end-trading", "keep"):
            if self.step != TRADE or m.seat != self.active:
                raise Refused("only the active player in step 2")
            if m.kind == "keep" and m.card[0] != "face-up":
                raise Refused("keep a face-up card")
            if m.kind == "keep":
                self._card(m.seat, m.card)
        elif m.kind in ("trade", "donate"):
            self._check_deal(m)
        else:
            raise Refused(f"unknown move {m.kind}")

    def _check_deal(self, m: Move) -> None:
        if self.step != TRADE:
            raise Refused("trades only in step 2")
        if m.partner == m.seat or not 0 <= m.partner < len(self.seats):
            raise Refused("no such partner")
        if self.active not in (m.seat, m.partner):
            raise Refused("each trade or donation involves the active player")
        if not m.give or (m.kind == "trade" and not m.take) or (m.kind == "donate" and m.take):
            raise Refused("a trade moves cards both ways, a donation one way")
        for refs, owner in ((m.give, m.seat), (m.take, m.partner)):
            if len(set(refs)) != len(refs):
                raise Refused("a card named twice")
            for ref in refs:
                if ref[0] == "set-aside":
                    raise Refused("received cards are not traded again")
                self._card(owner, ref)

    # -- moves ------------------------------------------------------------------------
    def apply(self, m: Move) -> None:
        self.check(m)
        me = self.seats[m.seat]
        if m.kind == "harvest":
            self._harvest(me, m.field)
        elif m.kind == "buy-field":
            paid = me.coins[-3:]
            # The top coin first (or, the first guess, as they lay).
            self.discard.extend(reversed(paid) if PAYMENT["top_coin_first"] else paid)
            del me.coins[-3:]
            me.fields.append([])
            me.bought_field = True
        elif m.kind == "plant":
            source = me.hand if m.card[0] == "hand" else me.set_aside
            me.fields[m.field].append(source.pop(m.card[1]))
            if self.step == PLANT:
                self.planted += 1
                if self.planted == 2 or not me.hand:
                    self._start_trading()
            elif not any(s.set_aside for s in self.seats):
                self._draw_three()
        elif m.kind == "end-planting":
            self._start_trading()
        elif m.kind == "keep":
            me.set_aside.append(self.face_up.pop(m.card[1]))
        elif m.kind == "end-trading":
            self.seats[self.active].set_aside.extend(self.face_up)
            self.face_up = []
            self.step = PLANT_RECEIVED
            if not any(s.set_aside for s in self.seats):
                self._draw_three()
        else:
            other = self.seats[m.partner]
            given = self._remove(m.seat, m.give)
            other.set_aside.extend(given)
            me.set_aside.extend(self._remove(m.partner, m.take))

    def _remove(self, seat: int, refs: tuple[Ref, ...]) -> list[str]:
        cards = [self._card(seat, ref) for ref in refs]
        for zone, i in sorted(refs, key=lambda r: -r[1]):
            (self.face_up if zone == "face-up" else self.seats[seat].hand).pop(i)
        return cards

    def _harvest(self, seat: Seat, f: int) -> None:
        cards = seat.fields[f]
        earned = coins_for(cards[0], len(cards))
        seat.coins.extend(cards[:earned])
        self.discard.extend(cards[earned:])
        seat.fields[f] = []

    def _start_trading(self) -> None:
        self.step, self.planted = TRADE, 0
        for _ in range(2):
            card = self._draw()
            if card is not None:
                self.face_up.append(card)

    def _draw_three(self) -> None:
        if self.ending:
            self._finish()
            return
        hand = self.seats[self.active].hand
        for _ in range(3):
            card = self._draw()
            if card is not None:
                hand.append(card)
            if self.ending:
                self._finish()
                return
        self.active = (self.active + 1) % len(self.seats)
        self.step, self.planted = PLANT, 0
        if not self.seats[self.active].hand:
            self._start_trading()

    def _finish(self) -> None:
        for seat in self.seats:
            for f, cards in enumerate(seat.fields):
                if cards:
                    self._harvest(seat, f)
        self.step = OVER

    # -- questions --------------------------------------------------------------------
    def basic_moves(self) -> list[Move]:
        """Every seat's plantings, harvests, purchases, keeps and step ends (not trades)."""
        found: list[Move] = []
        if self.step == OVER:
            return found
        for s, seat in enumerate(self.seats):
            candidates = [Move("harvest", s, field=f) for f in range(len(seat.fields))]
            candidates.append(Move("buy-field", s))
            if self.step == PLANT and s == self.active:
                candidates += [
                    Move("plant", s, field=f, card=("hand", 0)) for f in range(len(seat.fields))
                ]
                candidates.append(Move("end-planting", s))
            elif self.step == PLANT_RECEIVED:
                firsts = {v: i for i, v in reversed(list(enumerate(seat.set_aside)))}
                for i in sorted(firsts.values()):
                    candidates += [
                        Move("plant", s, field=f, card=("set-aside", i))
                        for f in range(len(seat.fields))
                    ]
            elif self.step == TRADE and s == self.active:
                candidates += [
                    Move("keep", s, card=("face-up", i)) for i in range(len(self.face_up))
                ]
                candidates.append(Move("end-trading", s))
            for m in candidates:
                try:
                    self.check(m)
                except Refused:
                    continue
                found.append(m)
        return found

    def scores(self) -> list[int]:
        return [len(s.coins) for s in self.seats]

    def winners(self) -> list[int]:
        best = max(self.scores())
        tied = [k for k, s in enumerate(self.seats) if len(s.coins) == best]
        most = max(len(self.seats[k].hand) for k in tied)
        return [k for k in tied if len(self.seats[k].hand) == most]
