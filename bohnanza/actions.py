"""Moves: one frozen class per kind of action, their compact text form and its parser.

Cards are named by their id (see ``bohnanza.cards.Card``); seats and fields by index.
Every action names the seat that makes it.  A ``Trade`` or ``Donate`` stands for an offer
that both parties have accepted: the referee never sees offers that fall through.

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
    "Action",
    "BuyField",
    "Discard",
    "Donate",
    "EndPlanting",
    "EndTrading",
    "Harvest",
    "Keep",
    "LeaveOffer",
    "Plant",
    "Trade",
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
    miss: int = attrs.field(default=-1, repr=False)
    steps: int = attrs.field(default=0, repr=False)

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
)

# Numbers are ASCII digits, at most nine of them (bohnanza.boundary.MAX_NUMBER); words are
# separated by ASCII blanks.  The record schema's "move" pattern states the same grammar.
_INT = r"([0-9]{1,9})"
_LIST = r"([0-9]{1,9}(?:,[0-9]{1,9})*)"
_LIST_OR_NONE = rf"({_LIST[1:-1]}|-)"
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
            case _:
                return EndTrading(int(g[0]))
    shown = repr(text) if len(text) <= 80 else repr(text[:77]) + "..."
    raise InvalidActionError(f"malformed action {shown}: expected one of {_SYNTAX}")


def _kind(value: object) -> str:
    name = type(value).__name__
    return ("an " if name[:1] in "aeiou" else "a ") + name
