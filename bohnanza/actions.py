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

import re
from typing import ClassVar, Final, TypeVar, cast

from bohnanza._build import COMPILED
from bohnanza.errors import InvalidActionError

__all__ = [
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
    "exact",
    "parse_action",
]


def _cards(cards: tuple[int, ...]) -> str:
    return ",".join(map(str, cards))


_M = TypeVar("_M", bound="Move")


def _refuse_change(self: object, name: str, value: object = None) -> None:
    raise AttributeError(f"{type(self).__name__} is immutable: {name!r} cannot be changed")


class Move:
    """What every move class shares: comparison and hashing by kind and fields, a repr
    naming them, pickling through the constructor.

    The move classes are plain classes that mypyc compiles with the rules (attrs classes
    would stay interpreted there): their fields are ``Final`` (read-only once compiled);
    interpreted, each instance takes a subclass of its class that refuses assignment (so
    ``type(move)`` is that subclass: compare kinds with ``isinstance`` or ``exact``).
    """

    __slots__ = ()
    #: The fields, in the constructor's order (also the class pattern's positions).
    __match_args__: ClassVar[tuple[str, ...]] = ()

    def values(self) -> tuple[object, ...]:
        """The fields' values, in the constructor's order."""
        return tuple([getattr(self, name) for name in self.__match_args__])

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, Move):
            return NotImplemented
        return self is other or self.values() == other.values()

    def __ne__(self, other: object) -> bool:
        if type(other) is not type(self) or not isinstance(other, Move):
            return NotImplemented
        return self is not other and self.values() != other.values()

    def __hash__(self) -> int:
        return hash((type(self).__name__, self.values()))

    def __repr__(self) -> str:
        shown = ", ".join(f"{name}={getattr(self, name)!r}" for name in self.__match_args__)
        return f"{type(self).__name__}({shown})"

    def __reduce__(self) -> tuple[object, ...]:
        return (_BASES[type(self).__name__], self.values())


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

    def __init__(self, seat: int, card: int, field: int, miss: int = -1, steps: int = 0) -> None:
        self.seat = seat
        self.card = card
        self.field = field
        self.miss = miss
        self.steps = steps
        if not COMPILED:
            self.__class__ = _FROZEN_PLANT

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

    def __init__(self, seat: int) -> None:
        self.seat = seat
        if not COMPILED:
            self.__class__ = _FROZEN_END_PLANTING

    def __str__(self) -> str:
        return f"{self.seat} end-planting"


class Harvest(Move):
    """Harvest and sell every card of field ``field`` of ``seat``."""

    __slots__ = ("field", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "field")
    seat: Final[int]
    field: Final[int]

    def __init__(self, seat: int, field: int) -> None:
        self.seat = seat
        self.field = field
        if not COMPILED:
            self.__class__ = _FROZEN_HARVEST

    def __str__(self) -> str:
        return f"{self.seat} harvest {self.field}"


class BuyField(Move):
    """``seat`` buys its third bean field."""

    __slots__ = ("seat",)
    __match_args__: ClassVar[tuple[str, ...]] = ("seat",)
    seat: Final[int]

    def __init__(self, seat: int) -> None:
        self.seat = seat
        if not COMPILED:
            self.__class__ = _FROZEN_BUY_FIELD

    def __str__(self) -> str:
        return f"{self.seat} buy-field"


class Discard(Move):
    """Duel: ``seat`` discards ``card`` face up: an offered card (step 1) or, after
    planting, a card from anywhere in his hand (step 2)."""

    __slots__ = ("card", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "card")
    seat: Final[int]
    card: Final[int]

    def __init__(self, seat: int, card: int) -> None:
        self.seat = seat
        self.card = card
        if not COMPILED:
            self.__class__ = _FROZEN_DISCARD

    def __str__(self) -> str:
        return f"{self.seat} discard {self.card}"


class LeaveOffer(Move):
    """Duel step 3: the active player leaves the drawn cards he did not plant as an offer."""

    __slots__ = ("seat",)
    __match_args__: ClassVar[tuple[str, ...]] = ("seat",)
    seat: Final[int]

    def __init__(self, seat: int) -> None:
        self.seat = seat
        if not COMPILED:
            self.__class__ = _FROZEN_LEAVE_OFFER

    def __str__(self) -> str:
        return f"{self.seat} leave-offer"


class Keep(Move):
    """In step 2 the active player keeps face-up card ``card``: it is set aside for step 3."""

    __slots__ = ("card", "seat")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "card")
    seat: Final[int]
    card: Final[int]

    def __init__(self, seat: int, card: int) -> None:
        self.seat = seat
        self.card = card
        if not COMPILED:
            self.__class__ = _FROZEN_KEEP

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
        seat: int,
        partner: int,
        gives: tuple[int, ...],
        takes: tuple[int, ...],
        give_coins: int = 0,
        take_coins: int = 0,
    ) -> None:
        self.seat = seat
        self.partner = partner
        self.gives = gives
        self.takes = takes
        self.give_coins = give_coins
        self.take_coins = take_coins
        if not COMPILED:
            self.__class__ = _FROZEN_TRADE

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

    def __init__(self, seat: int, receiver: int, cards: tuple[int, ...]) -> None:
        self.seat = seat
        self.receiver = receiver
        self.cards = cards
        if not COMPILED:
            self.__class__ = _FROZEN_DONATE

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
        seat: int,
        to: int,
        gives: tuple[int, ...],
        asks: tuple[str, ...],
        give_coins: int = 0,
        ask_coins: int = 0,
    ) -> None:
        self.seat = seat
        self.to = to
        self.gives = gives
        self.asks = asks
        self.give_coins = give_coins
        self.ask_coins = ask_coins
        if not COMPILED:
            self.__class__ = _FROZEN_OFFER

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

    def __init__(self, seat: int, offerer: int, cards: tuple[int, ...] = ()) -> None:
        self.seat = seat
        self.offerer = offerer
        self.cards = cards
        if not COMPILED:
            self.__class__ = _FROZEN_ACCEPT

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

    def __init__(self, seat: int, offerer: int) -> None:
        self.seat = seat
        self.offerer = offerer
        if not COMPILED:
            self.__class__ = _FROZEN_DECLINE

    def __str__(self) -> str:
        return f"{self.seat} decline {self.offerer}"


class Withdraw(Move):
    """``seat`` withdraws the offer he made to ``to``; it ends."""

    __slots__ = ("seat", "to")
    __match_args__: ClassVar[tuple[str, ...]] = ("seat", "to")
    seat: Final[int]
    to: Final[int]

    def __init__(self, seat: int, to: int) -> None:
        self.seat = seat
        self.to = to
        if not COMPILED:
            self.__class__ = _FROZEN_WITHDRAW

    def __str__(self) -> str:
        return f"{self.seat} withdraw {self.to}"


class EndTrading(Move):
    """The active player ends step 2; face-up cards left on the table are his to plant."""

    __slots__ = ("seat",)
    __match_args__: ClassVar[tuple[str, ...]] = ("seat",)
    seat: Final[int]

    def __init__(self, seat: int) -> None:
        self.seat = seat
        if not COMPILED:
            self.__class__ = _FROZEN_END_TRADING

    def __str__(self) -> str:
        return f"{self.seat} end-trading"


def _frozen(cls: type[_M]) -> type[_M]:
    """The class a move takes once built, in the interpreted build: the same slots, and no
    assignment.  (Compiled, the ``Final`` fields are read-only already.)"""
    if COMPILED:
        return cls

    def build(_frozen_cls: type, *args: object, **kwargs: object) -> object:
        # ``type(move)(...)`` builds through the class itself, which sets the fields and
        # then freezes the move (the frozen class's own __init__ does nothing more).
        return cls(*args, **kwargs)

    body = {
        "__slots__": (),
        "__new__": build,
        "__init__": _built,
        "__setattr__": _refuse_change,
        "__delattr__": _refuse_change,
        "__module__": __name__,
        "__doc__": cls.__doc__,
        "__qualname__": cls.__qualname__,
    }
    return type(cls.__name__, (cls,), body)


def _built(self: object, *args: object, **kwargs: object) -> None:
    """The frozen class's __init__: the move was built by its class already."""


_FROZEN_PLANT: Final = _frozen(Plant)
_FROZEN_END_PLANTING: Final = _frozen(EndPlanting)
_FROZEN_HARVEST: Final = _frozen(Harvest)
_FROZEN_BUY_FIELD: Final = _frozen(BuyField)
_FROZEN_DISCARD: Final = _frozen(Discard)
_FROZEN_LEAVE_OFFER: Final = _frozen(LeaveOffer)
_FROZEN_KEEP: Final = _frozen(Keep)
_FROZEN_TRADE: Final = _frozen(Trade)
_FROZEN_DONATE: Final = _frozen(Donate)
_FROZEN_OFFER: Final = _frozen(Offer)
_FROZEN_ACCEPT: Final = _frozen(Accept)
_FROZEN_DECLINE: Final = _frozen(Decline)
_FROZEN_WITHDRAW: Final = _frozen(Withdraw)
_FROZEN_END_TRADING: Final = _frozen(EndTrading)

#: Each move class by name (``__reduce__`` rebuilds a move through its class).
_BASES: Final[dict[str, type[Move]]] = {
    cls.__name__: cls
    for cls in (
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
}
#: The exact type of each move class's instances: the class itself when compiled, its
#: frozen subclass when interpreted.
_EXACT: Final[dict[type, type]] = {
    Plant: _FROZEN_PLANT,
    EndPlanting: _FROZEN_END_PLANTING,
    Harvest: _FROZEN_HARVEST,
    BuyField: _FROZEN_BUY_FIELD,
    Discard: _FROZEN_DISCARD,
    LeaveOffer: _FROZEN_LEAVE_OFFER,
    Keep: _FROZEN_KEEP,
    Trade: _FROZEN_TRADE,
    Donate: _FROZEN_DONATE,
    Offer: _FROZEN_OFFER,
    Accept: _FROZEN_ACCEPT,
    Decline: _FROZEN_DECLINE,
    Withdraw: _FROZEN_WITHDRAW,
    EndTrading: _FROZEN_END_TRADING,
}


def exact(cls: type[_M]) -> type[_M]:
    """The exact type of the instances of move class ``cls`` (``type(move) is exact(Plant)``
    holds for every ``Plant``, in both builds)."""
    return cast("type[_M]", _EXACT[cls])


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

# Numbers are ASCII digits, at most nine of them (bohnanza.boundary.MAX_NUMBER); words are
# separated by ASCII blanks.  The record schema's "move" pattern states the same grammar.
_INT = r"([0-9]{1,9})"
_LIST = r"([0-9]{1,9}(?:,[0-9]{1,9})*)"
_LIST_OR_NONE = rf"({_LIST[1:-1]}|-)"
#: A variety key (``black-eyed``) and a list of them, for the request of an offer.
_KEYS = r"([a-z][a-z0-9-]{0,39}(?:,[a-z][a-z0-9-]{0,39})*|-)"
_BLANKS = re.compile(r"[ \t\r\n]+")
#: The longest text parse_action reads: a trade naming every card of a box fits.
MAX_TEXT = 4_000
_FORMS: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"{_INT} plant {_INT} {_INT}(?: miss {_INT} {_INT})?"), "plant"),
    (re.compile(rf"{_INT} end-planting"), "end-planting"),
    (re.compile(rf"{_INT} harvest {_INT}"), "harvest"),
    (re.compile(rf"{_INT} buy-field"), "buy-field"),
    (re.compile(rf"{_INT} keep {_INT}"), "keep"),
    (re.compile(rf"{_INT} discard {_INT}"), "discard"),
    (re.compile(rf"{_INT} leave-offer"), "leave-offer"),
    (
        re.compile(
            rf"{_INT} trade {_INT} give {_LIST_OR_NONE} take {_LIST_OR_NONE}"
            rf"(?: coins {_INT} {_INT})?"
        ),
        "trade",
    ),
    (re.compile(rf"{_INT} donate {_INT} {_LIST}"), "donate"),
    (
        re.compile(
            rf"{_INT} offer {_INT} give {_LIST_OR_NONE} ask {_KEYS}(?: coins {_INT} {_INT})?"
        ),
        "offer",
    ),
    (re.compile(rf"{_INT} accept {_INT}(?: give {_LIST})?"), "accept"),
    (re.compile(rf"{_INT} decline {_INT}"), "decline"),
    (re.compile(rf"{_INT} withdraw {_INT}"), "withdraw"),
    (re.compile(rf"{_INT} end-trading"), "end-trading"),
)

#: The second word of a move names its form: one pattern to try, not ten.
_BY_WORD = {kind: pattern for pattern, kind in _FORMS}

_SYNTAX = (
    "SEAT plant CARD FIELD [miss POSITION STEPS] | SEAT end-planting | SEAT harvest FIELD | "
    "SEAT buy-field | "
    "SEAT keep CARD | SEAT discard CARD | SEAT leave-offer | "
    "SEAT trade PARTNER give CARD,...|- take CARD,...|- [coins N N] | "
    "SEAT donate RECEIVER CARD,... | "
    "SEAT offer TO give CARD,...|- ask VARIETY,...|- [coins N N] | "
    "SEAT accept OFFERER [give CARD,...] | SEAT decline OFFERER | SEAT withdraw TO | "
    "SEAT end-trading"
)


def _ids(text: str) -> tuple[int, ...]:
    if text == "-":
        return ()
    return tuple(int(x) for x in text.split(","))


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
    # ``text`` is typed ``object``: compiled by mypyc, a ``str`` parameter would turn any
    # other value into a bare TypeError before this line could name the problem.
    if not isinstance(text, str) or type(text) is not str:
        raise InvalidActionError(f"an action's text must be a str, not {_kind(text)}")
    if len(text) > MAX_TEXT:
        raise InvalidActionError(f"malformed action: {len(text)} characters, more than {MAX_TEXT}")
    words = _BLANKS.sub(" ", text).strip(" ")
    head = words.split(" ", 2)
    pattern = _BY_WORD.get(head[1]) if len(head) > 1 else None
    m = pattern.fullmatch(words) if pattern is not None else None
    if m is not None:
        kind = head[1]
        g = m.groups()
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
    shown = repr(text) if len(text) <= 80 else repr(text[:77]) + "..."
    raise InvalidActionError(f"malformed action {shown}: expected one of {_SYNTAX}")


def _kind(value: object) -> str:
    name = type(value).__name__
    return ("an " if name[:1] in "aeiou" else "a ") + name
