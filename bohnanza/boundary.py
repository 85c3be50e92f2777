"""The shape checks of values that come from outside: actions and any value shown in a
message.

Every move class checks its fields when it is built (``bohnanza.actions``): a number that
is not a whole number of at most nine digits, a card list that is not a tuple or list of
them, raises ``InvalidActionError`` naming the field.  ``check`` and ``apply`` still ask
``action_problem`` before any rule, for what no constructor sees: an object that is not
one of the move classes, or a move whose fields were set around its constructor.
``show`` writes any value into a message without calling its own ``__repr__`` or
``__str__`` and without Python's 4,300-digit limit on printing numbers.

>>> from bohnanza.actions import Plant
>>> Plant(0, 33.0, 0)
Traceback (most recent call last):
...
bohnanza.errors.InvalidActionError: Plant.card must be an int, not a float
>>> action_problem("0 plant 33 0")
'a str is not an action'
>>> action_problem(Plant(0, 33, 0)) is None
True
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from bohnanza.actions import MAX_CARDS, MAX_KEY, MAX_NUMBER, MOVE_CLASSES, Move
from bohnanza.errors import InvalidActionError, kind_of, show

__all__ = ["MAX_CARDS", "MAX_KEY", "MAX_NUMBER", "action_problem", "show"]

_MOVE_TYPES: Final = frozenset(MOVE_CLASSES)


def _plain(values: tuple[object, ...]) -> bool:
    """Whether every field is a plain int of at most nine digits, or a tuple of such ints
    or of short strings (an offer's request)."""
    for value in values:
        if type(value) is int:
            if not -MAX_NUMBER <= value <= MAX_NUMBER:
                return False
        elif type(value) is tuple:
            items: tuple[object, ...] = value
            if len(items) > MAX_CARDS:
                return False
            for item in items:
                if type(item) is int:
                    if not -MAX_NUMBER <= item <= MAX_NUMBER:
                        return False
                elif type(item) is not str or not 0 < len(item) <= MAX_KEY:
                    return False
        else:
            return False
    return True


def action_problem(action: object) -> str | None:
    """Why ``action`` is not a well-formed move object, or None when it is one.

    Only the move classes themselves pass; their fields are what their constructor makes
    of its arguments (plain ints of at most nine digits, tuples of them, an offer's
    variety keys).
    """
    cls = type(action)
    if cls not in _MOVE_TYPES or not isinstance(action, Move):
        return f"{kind_of(action)} is not an action"
    try:
        values = action.values()
    except AttributeError:
        return f"{cls.__name__} has fields that were never set (build moves by their class)"
    if _plain(values):
        return None
    build: Callable[..., object] = cls
    try:
        build(*values)
    except InvalidActionError as exc:
        return str(exc)
    return f"{cls.__name__} holds a field of the wrong type"
