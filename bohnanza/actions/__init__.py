"""Moves: one frozen class per kind of action, their compact text form and its parser.

Cards are named by their id (see ``bohnanza.cards.Card``); seats and fields by index.
Every action names the seat that makes it.  Negotiation in step 2 is made of checked
moves: an ``Offer`` names the cards given exactly and the cards asked for by variety and
count; the addressee answers with ``Accept`` (naming which of his cards meet the request)
or ``Decline``, and the offerer may ``Withdraw`` it.  ``Trade`` and ``Donate`` remain as the
agreed shorthand: an offer made and accepted in one move (decision trade.consent).

>>> from bohnanza.actions import parse_action
>>> parse_action("1 plant 17 0")
Plant(seat=1, card=17, field=0)
>>> str(parse_action("0 trade 2 give 5,9 take 40"))
'0 trade 2 give 5,9 take 40'
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final, SupportsIndex, cast

from bohnanza._build import COMPILED
from bohnanza.actions.fields import _TWINS, _freeze, _keys, _number, _numbers
from bohnanza.actions.fields import MAX_CARDS as _MAX_CARDS
from bohnanza.actions.fields import MAX_KEY as _MAX_KEY
from bohnanza.actions.fields import MAX_NUMBER as _MAX_NUMBER
from bohnanza.actions.text import MAX_TEXT as MAX_TEXT
from bohnanza.actions.text import _cards, _ids, _read

__all__ = [
    "MAX_CARDS",
    "MAX_KEY",
    "MAX_NUMBER",
    "MOVE_CLASSES",
    "Accept",
    "Action",
    "BuyField",
    "Decline",
    "Discard",
    "Donate",
    "EndPlanting",
    "EndTrading",
    "Harvest",
    "Keep",
    "LeaveOffer",
    "Move",
    "Offer",
    "Plant",
    "Trade",
    "Withdraw",
    "parse_action",
]

# The checks of the fields are in bohnanza.actions.fields (with, interpreted, the freezing of
# the classes), the grammar of the text form in bohnanza.actions.text.

#: The largest number a move may hold (seat, card, field, coins): far above any real one,
#: small enough to print and compare in constant time.  ``parse_action`` reads at most
#: nine digits, the same bound.
MAX_NUMBER: Final = _MAX_NUMBER
#: The most cards a trade side, a donation or a request may name.
MAX_CARDS: Final = _MAX_CARDS
#: The longest variety key an offer may ask for (the real ones have at most 10 letters).
MAX_KEY: Final = _MAX_KEY


class Move:
    """What every move class shares: comparison and hashing by kind and fields, a repr
    naming them, pickling and copying through the constructor.

    The move classes are plain classes that mypyc compiles with the rules: their fields
    are ``Final`` (read-only), and every constructor checks what it is given, so that a
    move that exists is well formed: a field that is not a whole number of at most nine
    digits (or a card list that is not a tuple or list of them) raises
    ``InvalidActionError`` naming it, in both builds.
    """

    __slots__ = ()
    #: The fields, in the constructor's order (also the class pattern's positions).
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        # The move classes are closed (finding L5): the referee takes only its own classes
        # (``boundary.action_problem``), so a subclass could never be played; and mypyc's
        # classes cannot have interpreted subclasses.  Both builds refuse one here, when
        # it is defined, with this message.
        if getattr(cls, "__module__", "") != __name__:
            raise TypeError(
                f"{cls.__name__}: the move classes of bohnanza.actions cannot be subclassed; "
                "build moves with them as they are (wrap one in your own object if you "
                "need more fields)"
            )
        super().__init_subclass__(**kwargs)

    def values(self) -> tuple[object, ...]:
        """The fields' values, in the constructor's order."""
        return ()

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, Move):
            return NotImplemented
        return self is other or self.values() == other.values()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.values()))

    def __repr__(self) -> str:
        shown = ", ".join(
            f"{name}={value!r}"
            for name, value in zip(self.__match_args__, self.values(), strict=True)
        )
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[object, ...]:
        return (type(self), self.values())


class Plant(Move):
    """Plant ``card`` in field ``field`` of ``seat``.

    In step 1 the card is the front card of the active player's hand; in step 3 it is any
    of the cards the seat set aside (received or kept).

    Ladybohn: planting a baby on a field that holds a miss lets the player move one miss
    ``steps`` positions (1 or 2) towards the top; ``miss`` is her position in the field
    before the planting, bottom card 0 (001/lady.miss-move).  ``steps`` 0 moves nothing.
    """

    __slots__ = ("card", "field", "miss", "seat", "steps")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "card", "field", "miss", "steps")
    seat: Final[int]
    card: Final[int]
    field: Final[int]
    miss: Final[int]
    steps: Final[int]

    def __init__(
        self,
        seat: SupportsIndex,
        card: SupportsIndex,
        field: SupportsIndex,
        miss: SupportsIndex = -1,
        steps: SupportsIndex = 0,
    ) -> None:
        self.seat = _number("Plant", "seat", seat)
        self.card = _number("Plant", "card", card)
        self.field = _number("Plant", "field", field)
        self.miss = _number("Plant", "miss", miss)
        self.steps = _number("Plant", "steps", steps)

    def values(self) -> tuple[int, int, int, int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.card, self.field, self.miss, self.steps)

    def __repr__(self) -> str:
        moved = (
            f", miss={self.miss!r}, steps={self.steps!r}" if self.steps or self.miss != -1 else ""
        )
        return f"Plant(seat={self.seat!r}, card={self.card!r}, field={self.field!r}{moved})"

    def __str__(self) -> str:
        if self.steps or self.miss != -1:
            return f"{self.seat} plant {self.card} {self.field} miss {self.miss} {self.steps}"
        return f"{self.seat} plant {self.card} {self.field}"


class EndPlanting(Move):
    """The active player plants no second card in step 1; step 2 begins."""

    __slots__ = ("seat",)
    __match_args__: ClassVar[tuple[str, ...]] = ("seat",)
    seat: Final[int]

    def __init__(self, seat: SupportsIndex) -> None:
        self.seat = _number("EndPlanting", "seat", seat)

    def values(self) -> tuple[int]:
        """The fields' values, in the constructor's order."""
        return (self.seat,)

    def __str__(self) -> str:
        return f"{self.seat} end-planting"


class Harvest(Move):
    """Harvest and sell every card of field ``field`` of ``seat``."""

    __slots__ = ("field", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "field")
    seat: Final[int]
    field: Final[int]

    def __init__(self, seat: SupportsIndex, field: SupportsIndex) -> None:
        self.seat = _number("Harvest", "seat", seat)
        self.field = _number("Harvest", "field", field)

    def values(self) -> tuple[int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.field)

    def __str__(self) -> str:
        return f"{self.seat} harvest {self.field}"


class BuyField(Move):
    """``seat`` buys its third bean field."""

    __slots__ = ("seat",)
    __match_args__: ClassVar[tuple[str, ...]] = ("seat",)
    seat: Final[int]

    def __init__(self, seat: SupportsIndex) -> None:
        self.seat = _number("BuyField", "seat", seat)

    def values(self) -> tuple[int]:
        """The fields' values, in the constructor's order."""
        return (self.seat,)

    def __str__(self) -> str:
        return f"{self.seat} buy-field"


class Discard(Move):
    """Duel: ``seat`` discards ``card`` face up: an offered card (step 1) or, after
    planting, a card from anywhere in his hand (step 2)."""

    __slots__ = ("card", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "card")
    seat: Final[int]
    card: Final[int]

    def __init__(self, seat: SupportsIndex, card: SupportsIndex) -> None:
        self.seat = _number("Discard", "seat", seat)
        self.card = _number("Discard", "card", card)

    def values(self) -> tuple[int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.card)

    def __str__(self) -> str:
        return f"{self.seat} discard {self.card}"


class LeaveOffer(Move):
    """Duel step 3: the active player leaves the drawn cards he did not plant as an offer."""

    __slots__ = ("seat",)
    __match_args__: ClassVar[tuple[str, ...]] = ("seat",)
    seat: Final[int]

    def __init__(self, seat: SupportsIndex) -> None:
        self.seat = _number("LeaveOffer", "seat", seat)

    def values(self) -> tuple[int]:
        """The fields' values, in the constructor's order."""
        return (self.seat,)

    def __str__(self) -> str:
        return f"{self.seat} leave-offer"


class Keep(Move):
    """In step 2 the active player keeps face-up card ``card``: it is set aside for step 3."""

    __slots__ = ("card", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "card")
    seat: Final[int]
    card: Final[int]

    def __init__(self, seat: SupportsIndex, card: SupportsIndex) -> None:
        self.seat = _number("Keep", "seat", seat)
        self.card = _number("Keep", "card", card)

    def values(self) -> tuple[int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.card)

    def __str__(self) -> str:
        return f"{self.seat} keep {self.card}"


class Trade(Move):
    """An accepted trade in step 2 between the active player ``seat`` and ``partner``.

    ``gives`` are the active player's cards (face-up cards or hand cards), ``takes`` the
    partner's hand cards; the numbers need not be equal.  Under the experts' variant
    (``trade_coins="allowed"``) coins may go with them: ``give_coins`` from the active
    player's earnings, ``take_coins`` from the partner's, top coins first.  Each side gives
    at least one card or coin.
    """

    __slots__ = ("give_coins", "gives", "partner", "seat", "take_coins", "takes")
    __match_args__: ClassVar[tuple[str, ...]] = (
        "seat",
        "partner",
        "gives",
        "takes",
        "give_coins",
        "take_coins",
    )
    seat: Final[int]
    partner: Final[int]
    gives: Final[tuple[int, ...]]
    takes: Final[tuple[int, ...]]
    give_coins: Final[int]
    take_coins: Final[int]

    def __init__(
        self,
        seat: SupportsIndex,
        partner: SupportsIndex,
        gives: Sequence[SupportsIndex],
        takes: Sequence[SupportsIndex],
        give_coins: SupportsIndex = 0,
        take_coins: SupportsIndex = 0,
    ) -> None:
        self.seat = _number("Trade", "seat", seat)
        self.partner = _number("Trade", "partner", partner)
        self.gives = _numbers("Trade", "gives", gives)
        self.takes = _numbers("Trade", "takes", takes)
        self.give_coins = _number("Trade", "give_coins", give_coins)
        self.take_coins = _number("Trade", "take_coins", take_coins)

    def values(self) -> tuple[int, int, tuple[int, ...], tuple[int, ...], int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.partner, self.gives, self.takes, self.give_coins, self.take_coins)

    def __str__(self) -> str:
        gives, takes = _cards(self.gives) or "-", _cards(self.takes) or "-"
        text = f"{self.seat} trade {self.partner} give {gives} take {takes}"
        if self.give_coins or self.take_coins:
            text += f" coins {self.give_coins} {self.take_coins}"
        return text


class Donate(Move):
    """An accepted donation in step 2: ``seat`` gives ``cards`` to ``receiver``."""

    __slots__ = ("cards", "receiver", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "receiver", "cards")
    seat: Final[int]
    receiver: Final[int]
    cards: Final[tuple[int, ...]]

    def __init__(
        self, seat: SupportsIndex, receiver: SupportsIndex, cards: Sequence[SupportsIndex]
    ) -> None:
        self.seat = _number("Donate", "seat", seat)
        self.receiver = _number("Donate", "receiver", receiver)
        self.cards = _numbers("Donate", "cards", cards)

    def values(self) -> tuple[int, int, tuple[int, ...]]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.receiver, self.cards)

    def __str__(self) -> str:
        return f"{self.seat} donate {self.receiver} {_cards(self.cards)}"


class Offer(Move):
    """In step 2, ``seat`` offers ``to`` a trade or a donation; nothing moves until ``to``
    accepts it.

    ``gives`` names the offerer's cards exactly (hand cards from any position; for the
    active player, face-up cards too); ``asks`` names what he wants by variety key, one entry
    per card (``("chili", "chili")`` asks for two chilis), since he cannot see the other
    hand.  With nothing asked the offer is a donation.  Under the experts' variant coins may
    join: ``give_coins`` from the offerer's earnings, ``ask_coins`` from the addressee's.
    """

    __slots__ = ("ask_coins", "asks", "give_coins", "gives", "seat", "to")
    __match_args__: ClassVar[tuple[str, ...]] = (
        "seat",
        "to",
        "gives",
        "asks",
        "give_coins",
        "ask_coins",
    )
    seat: Final[int]
    to: Final[int]
    gives: Final[tuple[int, ...]]
    asks: Final[tuple[str, ...]]
    give_coins: Final[int]
    ask_coins: Final[int]

    def __init__(
        self,
        seat: SupportsIndex,
        to: SupportsIndex,
        gives: Sequence[SupportsIndex],
        asks: Sequence[str],
        give_coins: SupportsIndex = 0,
        ask_coins: SupportsIndex = 0,
    ) -> None:
        self.seat = _number("Offer", "seat", seat)
        self.to = _number("Offer", "to", to)
        self.gives = _numbers("Offer", "gives", gives)
        self.asks = _keys(asks)
        self.give_coins = _number("Offer", "give_coins", give_coins)
        self.ask_coins = _number("Offer", "ask_coins", ask_coins)

    def values(self) -> tuple[int, int, tuple[int, ...], tuple[str, ...], int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.to, self.gives, self.asks, self.give_coins, self.ask_coins)

    def __str__(self) -> str:
        gives, asks = _cards(self.gives) or "-", ",".join(self.asks) or "-"
        text = f"{self.seat} offer {self.to} give {gives} ask {asks}"
        if self.give_coins or self.ask_coins:
            text += f" coins {self.give_coins} {self.ask_coins}"
        return text


class Accept(Move):
    """``seat`` accepts the offer standing from ``offerer`` to him; ``cards`` are his own
    cards that meet its request (one per variety asked, in any order; none for a donation).
    The cards and coins of both sides move at once."""

    __slots__ = ("cards", "offerer", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "offerer", "cards")
    seat: Final[int]
    offerer: Final[int]
    cards: Final[tuple[int, ...]]

    def __init__(
        self, seat: SupportsIndex, offerer: SupportsIndex, cards: Sequence[SupportsIndex] = ()
    ) -> None:
        self.seat = _number("Accept", "seat", seat)
        self.offerer = _number("Accept", "offerer", offerer)
        self.cards = _numbers("Accept", "cards", cards)

    def values(self) -> tuple[int, int, tuple[int, ...]]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.offerer, self.cards)

    def __str__(self) -> str:
        if not self.cards:
            return f"{self.seat} accept {self.offerer}"
        return f"{self.seat} accept {self.offerer} give {_cards(self.cards)}"


class Decline(Move):
    """``seat`` declines the offer standing from ``offerer`` to him; it ends."""

    __slots__ = ("offerer", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "offerer")
    seat: Final[int]
    offerer: Final[int]

    def __init__(self, seat: SupportsIndex, offerer: SupportsIndex) -> None:
        self.seat = _number("Decline", "seat", seat)
        self.offerer = _number("Decline", "offerer", offerer)

    def values(self) -> tuple[int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.offerer)

    def __str__(self) -> str:
        return f"{self.seat} decline {self.offerer}"


class Withdraw(Move):
    """``seat`` withdraws the offer he made to ``to``; it ends."""

    __slots__ = ("seat", "to")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "to")
    seat: Final[int]
    to: Final[int]

    def __init__(self, seat: SupportsIndex, to: SupportsIndex) -> None:
        self.seat = _number("Withdraw", "seat", seat)
        self.to = _number("Withdraw", "to", to)

    def values(self) -> tuple[int, int]:
        """The fields' values, in the constructor's order."""
        return (self.seat, self.to)

    def __str__(self) -> str:
        return f"{self.seat} withdraw {self.to}"


class EndTrading(Move):
    """The active player ends step 2; face-up cards left on the table are his to plant."""

    __slots__ = ("seat",)
    __match_args__: ClassVar[tuple[str, ...]] = ("seat",)
    seat: Final[int]

    def __init__(self, seat: SupportsIndex) -> None:
        self.seat = _number("EndTrading", "seat", seat)

    def values(self) -> tuple[int]:
        """The fields' values, in the constructor's order."""
        return (self.seat,)

    def __str__(self) -> str:
        return f"{self.seat} end-trading"


#: Every move class, in the order of their definitions.
MOVE_CLASSES: Final[tuple[type[Move], ...]] = (
    Plant,
    EndPlanting,
    Harvest,
    BuyField,
    Discard,
    LeaveOffer,
    Keep,
    Trade,
    Donate,
    Offer,
    Accept,
    Decline,
    Withdraw,
    EndTrading,
)


if not COMPILED:
    for _cls in MOVE_CLASSES:
        _freeze(_cls)


# Moves the rules build from values they know to be well formed (the trades and donations
# decoded from the negotiation space: plain ints, tuples of card ids): interpreted, the
# constructor's checks cost more than the rest of the decoding, so these skip them.  The
# move is the same as the constructor's (tests/unit/test_trading.py compares them).


def agreed_trade(
    seat: int,
    partner: int,
    gives: tuple[int, ...],
    takes: tuple[int, ...],
    give_coins: int,
    take_coins: int,
) -> Trade:
    """``Trade(seat, partner, gives, takes, give_coins, take_coins)``, of well-formed values."""
    if COMPILED:
        return Trade(seat, partner, gives, takes, give_coins, take_coins)
    move = object.__new__(_TWINS[Trade])
    move.seat = seat
    move.partner = partner
    move.gives = gives
    move.takes = takes
    move.give_coins = give_coins
    move.take_coins = take_coins
    move.__class__ = Trade
    return cast("Trade", move)


def agreed_donation(seat: int, receiver: int, cards: tuple[int, ...]) -> Donate:
    """``Donate(seat, receiver, cards)``, of well-formed values."""
    if COMPILED:
        return Donate(seat, receiver, cards)
    move = object.__new__(_TWINS[Donate])
    move.seat = seat
    move.receiver = receiver
    move.cards = cards
    move.__class__ = Donate
    return cast("Donate", move)


Action = (
    Plant
    | EndPlanting
    | Harvest
    | BuyField
    | Keep
    | Trade
    | Donate
    | EndTrading
    | Discard
    | LeaveOffer
    | Offer
    | Accept
    | Decline
    | Withdraw
)


def parse_action(text: object) -> Action:
    """Parse the compact text form of an action (the inverse of ``str(action)``).

    Numbers are ASCII digits (at most nine), words are separated by spaces, tabs or line
    breaks; anything else (another script's digits, a text longer than ``MAX_TEXT``, a
    value that is not a ``str``) is malformed.

    Raises:
        InvalidActionError: the text is not one of the forms, which the message lists.

    >>> parse_action("2 harvest 1")
    Harvest(seat=2, field=1)
    >>> parse_action("2 harvest")
    Traceback (most recent call last):
    ...
    bohnanza.errors.InvalidActionError: malformed action '2 harvest': expected one of ...
    """
    kind, g = _read(text)
    match kind:
        case "plant":
            if g[3] is not None:
                return Plant(int(g[0]), int(g[1]), int(g[2]), int(g[3]), int(g[4]))
            return Plant(int(g[0]), int(g[1]), int(g[2]))
        case "end-planting":
            return EndPlanting(int(g[0]))
        case "harvest":
            return Harvest(int(g[0]), int(g[1]))
        case "buy-field":
            return BuyField(int(g[0]))
        case "keep":
            return Keep(int(g[0]), int(g[1]))
        case "discard":
            return Discard(int(g[0]), int(g[1]))
        case "leave-offer":
            return LeaveOffer(int(g[0]))
        case "trade":
            return Trade(
                int(g[0]), int(g[1]), _ids(g[2]), _ids(g[3]), int(g[4] or 0), int(g[5] or 0)
            )
        case "donate":
            return Donate(int(g[0]), int(g[1]), _ids(g[2]))
        case "offer":
            asks = () if g[3] == "-" else tuple(g[3].split(","))
            return Offer(int(g[0]), int(g[1]), _ids(g[2]), asks, int(g[4] or 0), int(g[5] or 0))
        case "accept":
            return Accept(int(g[0]), int(g[1]), _ids(g[2] or "-"))
        case "decline":
            return Decline(int(g[0]), int(g[1]))
        case "withdraw":
            return Withdraw(int(g[0]), int(g[1]))
        case _:
            return EndTrading(int(g[0]))
