"""The compact text form of a move: its grammar, one pattern per kind of move, and the
reading of a text into the kind and the words of its fields.

``parse_action`` (in ``bohnanza.actions``, with the move classes) builds the move from
them; ``str(action)`` writes the same form.
"""

from __future__ import annotations

import re
from typing import Any

from bohnanza.errors import InvalidActionError, kind_of

__all__ = ["MAX_TEXT"]


def _cards(cards: tuple[int, ...]) -> str:
    return ",".join(map(str, cards))


# Numbers are ASCII digits, at most nine of them (MAX_NUMBER); words are
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


def _read(text: object) -> tuple[str, tuple[Any, ...]]:
    """The kind of move ``text`` states (its second word) and the words of its fields
    (None for an optional part left out), or InvalidActionError: the text is not a
    ``str``, is longer than ``MAX_TEXT``, or is none of the forms, which the message lists."""
    # ``text`` is typed ``object``: compiled by mypyc, a ``str`` parameter would turn any
    # other value into a bare TypeError before this line could name the problem.
    if not isinstance(text, str) or type(text) is not str:
        raise InvalidActionError(f"an action's text must be a str, not {kind_of(text)}")
    if len(text) > MAX_TEXT:
        raise InvalidActionError(f"malformed action: {len(text)} characters, more than {MAX_TEXT}")
    words = _BLANKS.sub(" ", text).strip(" ")
    head = words.split(" ", 2)
    pattern = _BY_WORD.get(head[1]) if len(head) > 1 else None
    m = pattern.fullmatch(words) if pattern is not None else None
    if m is not None:
        return head[1], m.groups()
    shown = repr(text) if len(text) <= 80 else repr(text[:77]) + "..."
    raise InvalidActionError(f"malformed action {shown}: expected one of {_SYNTAX}")
