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

import attrs

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
    "Offer",
    "Plant",
    "Trade",
    "Withdraw",
    "parse_action",
]


def _cards(cards: tuple[int, ...]) -> str:
    return ",".join(map(str, cards))


@attrs.frozen
class Plant:
    """Plant ``card`` in field ``field`` of ``seat``.

    In step 1 the card is the front card of the active player's hand; in step 3 it is any
    of the cards the seat set aside (received or kept).

    Ladybohn: planting a baby on a field that holds a miss lets the player move one miss
    ``steps`` positions (1 or 2) towards the top; ``miss`` is her position in the field
    before the planting, bottom card 0 (001/lady.miss-move).  ``steps`` 0 moves nothing.
    """

    seat: int
    card: int
    field: int
    # Plain defaults: mypyc compiles this class, and takes no attrs.field() here.
    miss: int = -1
    steps: int = 0

    def __repr__(self) -> str:
        moved = (
            f", miss={self.miss!r}, steps={self.steps!r}" if self.steps or self.miss != -1 else ""
        )
        return f"Plant(seat={self.seat!r}, card={self.card!r}, field={self.field!r}{moved})"

    def __str__(self) -> str:
        if self.steps or self.miss != -1:
            return f"{self.seat} plant {self.card} {self.field} miss {self.miss} {self.steps}"
        return f"{self.seat} plant {self.card} {self.field}"


@attrs.frozen
class EndPlanting:
    """The active player plants no second card in step 1; step 2 begins."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} end-planting"


@attrs.frozen
class Harvest:
    """Harvest and sell every card of field ``field`` of ``seat``."""

    seat: int
    field: int

    def __str__(self) -> str:
        return f"{self.seat} harvest {self.field}"


@attrs.frozen
class BuyField:
    """``seat`` buys its third bean field."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} buy-field"


@attrs.frozen
class Discard:
    """Duel: ``seat`` discards ``card`` face up: an offered card (step 1) or, after
    planting, a card from anywhere in his hand (step 2)."""

    seat: int
    card: int

    def __str__(self) -> str:
        return f"{self.seat} discard {self.card}"


@attrs.frozen
class LeaveOffer:
    """Duel step 3: the active player leaves the drawn cards he did not plant as an offer."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} leave-offer"


@attrs.frozen
class Keep:
    """In step 2 the active player keeps face-up card ``card``: it is set aside for step 3."""

    seat: int
    card: int

    def __str__(self) -> str:
        return f"{self.seat} keep {self.card}"


@attrs.frozen
class Trade:
    """An accepted trade in step 2 between the active player ``seat`` and ``partner``.

    ``gives`` are the active player's cards (face-up cards or hand cards), ``takes`` the
    partner's hand cards; the numbers need not be equal.  Under the experts' variant
    (``trade_coins="allowed"``) coins may go with them: ``give_coins`` from the active
    player's earnings, ``take_coins`` from the partner's, top coins first.  Each side gives
    at least one card or coin.
    """

    seat: int
    partner: int
    gives: tuple[int, ...]
    takes: tuple[int, ...]
    give_coins: int = 0
    take_coins: int = 0

    def __str__(self) -> str:
        gives, takes = _cards(self.gives) or "-", _cards(self.takes) or "-"
        text = f"{self.seat} trade {self.partner} give {gives} take {takes}"
        if self.give_coins or self.take_coins:
            text += f" coins {self.give_coins} {self.take_coins}"
        return text


@attrs.frozen
class Donate:
    """An accepted donation in step 2: ``seat`` gives ``cards`` to ``receiver``."""

    seat: int
    receiver: int
    cards: tuple[int, ...]

    def __str__(self) -> str:
        return f"{self.seat} donate {self.receiver} {_cards(self.cards)}"


@attrs.frozen
class Offer:
    """In step 2, ``seat`` offers ``to`` a trade or a donation; nothing moves until ``to``
    accepts it.

    ``gives`` names the offerer's cards exactly (hand cards from any position; for the
    active player, face-up cards too); ``asks`` names what he wants by variety key, one entry
    per card (``("chili", "chili")`` asks for two chilis), since he cannot see the other
    hand.  With nothing asked the offer is a donation.  Under the experts' variant coins may
    join: ``give_coins`` from the offerer's earnings, ``ask_coins`` from the addressee's.
    """

    seat: int
    to: int
    gives: tuple[int, ...]
    asks: tuple[str, ...]
    give_coins: int = 0
    ask_coins: int = 0

    def __str__(self) -> str:
        gives, asks = _cards(self.gives) or "-", ",".join(self.asks) or "-"
        text = f"{self.seat} offer {self.to} give {gives} ask {asks}"
        if self.give_coins or self.ask_coins:
            text += f" coins {self.give_coins} {self.ask_coins}"
        return text


@attrs.frozen
class Accept:
    """``seat`` accepts the offer standing from ``offerer`` to him; ``cards`` are his own
    cards that meet its request (one per variety asked, in any order; none for a donation).
    The cards and coins of both sides move at once."""

    seat: int
    offerer: int
    cards: tuple[int, ...] = ()

    def __str__(self) -> str:
        if not self.cards:
            return f"{self.seat} accept {self.offerer}"
        return f"{self.seat} accept {self.offerer} give {_cards(self.cards)}"


@attrs.frozen
class Decline:
    """``seat`` declines the offer standing from ``offerer`` to him; it ends."""

    seat: int
    offerer: int

    def __str__(self) -> str:
        return f"{self.seat} decline {self.offerer}"


@attrs.frozen
class Withdraw:
    """``seat`` withdraws the offer he made to ``to``; it ends."""

    seat: int
    to: int

    def __str__(self) -> str:
        return f"{self.seat} withdraw {self.to}"


@attrs.frozen
class EndTrading:
    """The active player ends step 2; face-up cards left on the table are his to plant."""

    seat: int

    def __str__(self) -> str:
        return f"{self.seat} end-trading"


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
