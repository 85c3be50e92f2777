"""The shape checks of values that come from outside: actions and any value shown in a
message.

``check`` and ``apply`` ask ``action_problem`` before any rule: a move whose fields are
not plain ``int`` (a float, a bool, a huge number, an object of the caller's own) or
whose card lists are not tuples of them is malformed, and nothing of it is compared,
hashed or printed.  ``show`` writes any value into a message without calling its own
``__repr__`` or ``__str__`` and without Python's 4,300-digit limit on printing numbers.

>>> from bohnanza.actions import Plant
>>> action_problem(Plant(0, 33.0, 0))
'Plant.card must be an int, not a float'
>>> action_problem(Plant(0, 33, 0)) is None
True
"""

from __future__ import annotations

from typing import Final

from bohnanza.actions import (
    Accept,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
)

__all__ = ["MAX_CARDS", "MAX_NUMBER", "action_problem", "show"]

#: The largest number a move may hold (seat, card, field, coins): far above any real one,
#: small enough to print and compare in constant time.  ``parse_action`` reads at most
#: nine digits, the same bound.
MAX_NUMBER: Final = 999_999_999
#: The most cards a trade side or a donation may name.
MAX_CARDS: Final = 1_000

_ARTICLE: Final = {"int": "an int", "object": "an object"}

#: Each kind of move: its whole-number fields, then its card-list fields.
_SHAPES: Final[dict[type, tuple[tuple[str, ...], tuple[str, ...]]]] = {
    Plant: (("seat", "card", "field", "miss", "steps"), ()),
    EndPlanting: (("seat",), ()),
    Harvest: (("seat", "field"), ()),
    BuyField: (("seat",), ()),
    Keep: (("seat", "card"), ()),
    Discard: (("seat", "card"), ()),
    LeaveOffer: (("seat",), ()),
    Trade: (("seat", "partner", "give_coins", "take_coins"), ("gives", "takes")),
    Donate: (("seat", "receiver"), ("cards",)),
    EndTrading: (("seat",), ()),
    Offer: (("seat", "to", "give_coins", "ask_coins"), ("gives",)),
    Accept: (("seat", "offerer"), ("cards",)),
    Decline: (("seat", "offerer"), ()),
    Withdraw: (("seat", "to"), ()),
}

#: The longest variety key an offer may ask for (the real ones have at most 10 letters).
MAX_KEY: Final = 40


def _kind(value: object) -> str:
    name = type(value).__name__
    return _ARTICLE.get(name) or ("an " if name[:1] in "aeiou" else "a ") + name


def show(value: object, limit: int = 60) -> str:
    """A short text of any value for a message: plain values as their repr, numbers of
    more than 30 digits and every other object by their type only.

    >>> show(10**40), show("x"), show(object())
    ('a number of 41 digits', "'x'", 'an object')
    """
    if type(value) is int:
        if -(10**30) < value < 10**30:
            text = str(value)
        else:
            digits = value.bit_length() * 30103 // 100000 + 1  # log10(2), without str()
            text = f"a number of {digits} digits"
    elif type(value) in (str, float, bool, type(None)):
        text = repr(value)
    elif isinstance(value, list | tuple) and type(value) in (list, tuple) and len(value) <= 10:
        # One level only: a list that holds itself is shown, not followed.
        inner = (_kind(v) if type(v) in (list, tuple) else show(v, limit) for v in value)
        text = "[" + ", ".join(inner) + "]"
    else:
        text = _kind(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _number_problem(kind: str, name: str, value: object) -> str | None:
    if type(value) is not int:
        return f"{kind}.{name} must be an int, not {_kind(value)}"
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        return f"{kind}.{name} is {show(value)}, beyond {MAX_NUMBER}"
    return None


def action_problem(action: object) -> str | None:
    """Why ``action`` is not a well-formed move object, or None when it is one.

    Only the move classes themselves pass (not subclasses, whose comparisons could be
    anything); every number must be an ``int`` (not a bool) of at most nine digits, and
    every card list a tuple of such ints.
    """
    shape = _SHAPES.get(type(action))
    if shape is None:
        return f"{_kind(action)} is not an action"
    kind = type(action).__name__
    numbers, lists = shape
    for name in numbers:
        problem = _number_problem(kind, name, getattr(action, name))
        if problem:
            return problem
    for name in lists:
        cards = getattr(action, name)
        if type(cards) is not tuple:
            return f"{kind}.{name} must be a tuple of ints, not {_kind(cards)}"
        if len(cards) > MAX_CARDS:
            return f"{kind}.{name} names {len(cards)} cards, more than {MAX_CARDS}"
        for card in cards:
            problem = _number_problem(kind, f"{name} item", card)
            if problem:
                return problem
    if type(action) is Offer:
        return _keys_problem(action.asks)
    return None


def _keys_problem(asks: object) -> str | None:
    """An offer's request: a tuple of short strings (variety keys, checked by the rules)."""
    if type(asks) is not tuple:
        return f"Offer.asks must be a tuple of variety keys, not {_kind(asks)}"
    if len(asks) > MAX_CARDS:
        return f"Offer.asks names {len(asks)} cards, more than {MAX_CARDS}"
    for key in asks:
        if type(key) is not str:
            return f"Offer.asks item must be a str, not {_kind(key)}"
        if not 0 < len(key) <= MAX_KEY:
            return f"Offer.asks item {show(key)} is not a variety key"
    return None
