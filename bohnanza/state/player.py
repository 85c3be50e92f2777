"""One seat's cards in a position: the ``Player`` (hand, fields, earnings, cards set aside),
its zones as card-id tuples inside and as cards outside.

Users meet ``Player`` as ``bohnanza.state.Player`` (or ``bohnanza.Player``):
``bohnanza.state`` imports it and gives it that ``__module__``, as before it moved here.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Final

from bohnanza._build import COMPILED
from bohnanza.cards import Card
from bohnanza.state.table import Ids, _frozen

__all__ = ["Player"]


def _card_tuple(cards: tuple[Card, ...], ids: Ids) -> tuple[Card, ...]:
    return tuple(map(cards.__getitem__, ids))


def _ids(cards: Sequence[Card]) -> Ids:
    # Any sequence: ``GameState.replace(deck=[...])`` takes lists in both builds.
    return tuple(card.id for card in cards)


#: A player's name, whether he bought his third field, and the deck's cards by id.
SeatInfo = tuple[str, bool, tuple[Card, ...]]


class Player:
    """One seat's cards: hand, fields, earnings and the cards set aside for step 3.

    ``hand_ids``, ``field_ids``, ``coin_ids`` and ``aside_ids`` are the zones as card ids;
    ``hand``, ``fields``, ``coins`` and ``set_aside`` as cards.  ``deck`` is every card of
    the edition's deck, by id (shared by every player and state of a game).  The rules
    build players from ids (``Player(info, hand_ids, field_ids, coin_ids, aside_ids)``,
    ``info`` being ``(name, bought_field, deck)``: what seldom changes is one tuple, so
    that building a player takes five stores); ``Player.from_cards`` builds one from cards.
    """

    __slots__ = ("aside_ids", "coin_ids", "field_ids", "hand_ids", "info")

    info: Final[SeatInfo]
    hand_ids: Final[Ids]
    field_ids: Final[tuple[Ids, ...]]
    coin_ids: Final[Ids]
    aside_ids: Final[Ids]

    def __init__(
        self, info: SeatInfo, hand: Ids, fields: tuple[Ids, ...], coins: Ids, aside: Ids
    ) -> None:
        self.info = info
        self.hand_ids = hand
        self.field_ids = fields
        self.coin_ids = coins
        self.aside_ids = aside
        if not COMPILED:
            self.__class__ = _FROZEN_PLAYER

    @staticmethod
    def from_cards(
        name: str,
        hand: tuple[Card, ...],
        fields: tuple[tuple[Card, ...], ...],
        coins: tuple[Card, ...],
        set_aside: tuple[Card, ...],
        bought_field: bool,
        deck: tuple[Card, ...],
    ) -> Player:
        """A player from cards (the rules build theirs from ids)."""
        return Player(
            (name, bought_field, deck),
            _ids(hand),
            tuple(_ids(f) for f in fields),
            _ids(coins),
            _ids(set_aside),
        )

    @property
    def name(self) -> str:
        """The player's name."""
        return self.info[0]

    @property
    def bought_field(self) -> bool:
        """Whether he bought his third field."""
        return self.info[1]

    @property
    def deck(self) -> tuple[Card, ...]:
        """Every card of the edition's deck, by id."""
        return self.info[2]

    def __reduce__(self) -> tuple[object, ...]:
        # copy, deepcopy and pickle rebuild the player through its constructor (setting
        # its fields one by one is refused).
        return (Player, (self.info, self.hand_ids, self.field_ids, self.coin_ids, self.aside_ids))

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand, front card first (the next card to plant is ``hand[0]``)."""
        return _card_tuple(self.deck, self.hand_ids)

    @property
    def fields(self) -> tuple[tuple[Card, ...], ...]:
        """Each field, bottom card first."""
        deck = self.deck
        return tuple(_card_tuple(deck, f) for f in self.field_ids)

    @property
    def coins(self) -> tuple[Card, ...]:
        """The earnings, bottom first (the topmost coin is ``coins[-1]``)."""
        return _card_tuple(self.deck, self.coin_ids)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """Received and kept cards waiting for step 3, in arrival order."""
        return _card_tuple(self.deck, self.aside_ids)

    @property
    def score(self) -> int:
        """Coins earned so far (each coin is one flipped bean card)."""
        return len(self.coin_ids)

    def cards(self) -> Iterator[Card]:
        """Every card this player holds, in any zone."""
        yield from self.hand
        for field in self.fields:
            yield from field
        yield from self.coins
        yield from self.set_aside

    def replace(self, **changes: object) -> Player:
        """A copy with some zones replaced, given as cards (``hand=...``) like the
        attributes; for tests and tools, not for the rules."""
        zones: dict[str, object] = {
            "name": self.name,
            "hand": self.hand,
            "fields": self.fields,
            "coins": self.coins,
            "set_aside": self.set_aside,
            "bought_field": self.bought_field,
            "deck": self.deck,
        }
        unknown = set(changes) - set(zones)
        if unknown:
            raise TypeError(f"Player has no zone {sorted(unknown)}")
        zones.update(changes)
        return Player.from_cards(**zones)  # type: ignore[arg-type]

    def _key(self) -> tuple[object, ...]:
        return (
            self.name,
            self.hand_ids,
            self.field_ids,
            self.coin_ids,
            self.aside_ids,
            self.bought_field,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Player):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"Player(name={self.name!r}, hand={self.hand_ids}, fields={self.field_ids}, "
            f"coins={self.coin_ids}, set_aside={self.aside_ids}, "
            f"bought_field={self.bought_field})"
        )


_FROZEN_PLAYER: Final = _frozen(Player)
