"""The fields of a move: the checks every move class's constructor makes of what it is
given (whole numbers, card lists, variety keys, each with its bound), and, interpreted,
the freezing of the move classes once built.

The move classes are in ``bohnanza.actions``, which imports these; the bounds are public
there (``MAX_NUMBER``, ``MAX_CARDS``, ``MAX_KEY``).
"""

from __future__ import annotations

import functools
import operator
from typing import Any, Final

from bohnanza.errors import InvalidActionError, kind_of, show

__all__ = ["MAX_CARDS", "MAX_KEY", "MAX_NUMBER"]


# The bounds of a move's fields, documented in bohnanza.actions, which exports them.
MAX_NUMBER: Final = 999_999_999
MAX_CARDS: Final = 1_000
MAX_KEY: Final = 40


def _number(kind: str, name: str, value: object) -> int:
    """``value`` as a move's whole number, or InvalidActionError naming the field.

    A plain ``int`` of at most nine digits passes as it is; another integer type (one with
    ``__index__``, such as NumPy's) is read as the int it stands for; a bool, a float or
    any other value is refused."""
    if type(value) is not int:
        number = None
        if type(value) is not bool and hasattr(type(value), "__index__"):
            try:
                number = operator.index(value)  # type: ignore[arg-type]
            except Exception:  # a hostile __index__: the value is refused
                number = None
        if type(number) is not int:
            raise InvalidActionError(f"{kind}.{name} must be an int, not {kind_of(value)}")
        value = number
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise InvalidActionError(f"{kind}.{name} is {show(value)}, beyond {MAX_NUMBER}")
    return value


def _numbers(kind: str, name: str, values: object) -> tuple[int, ...]:
    """``values`` (a tuple or list of whole numbers) as a tuple of ints, or
    InvalidActionError naming the field."""
    if type(values) is tuple:
        # The common case, a tuple of plain small ints, is kept as it is.
        items: tuple[object, ...] = values
        if len(items) <= MAX_CARDS:
            for item in items:
                if type(item) is not int or not -MAX_NUMBER <= item <= MAX_NUMBER:
                    break
            else:
                return values
    elif not isinstance(values, list):
        raise InvalidActionError(f"{kind}.{name} must be a tuple of ints, not {kind_of(values)}")
    items = tuple(values)
    if len(items) > MAX_CARDS:
        raise InvalidActionError(f"{kind}.{name} names {len(items)} cards, more than {MAX_CARDS}")
    return tuple([_number(kind, f"{name} item", item) for item in items])


def _keys(values: object) -> tuple[str, ...]:
    """An offer's request (a tuple or list of short strings: variety keys, which the rules
    check against the deck) as a tuple, or InvalidActionError."""
    if not isinstance(values, tuple | list):
        raise InvalidActionError(
            f"Offer.asks must be a tuple of variety keys, not {kind_of(values)}"
        )
    items: tuple[object, ...] = tuple(values)
    if len(items) > MAX_CARDS:
        raise InvalidActionError(f"Offer.asks names {len(items)} cards, more than {MAX_CARDS}")
    for key in items:
        if type(key) is not str:
            raise InvalidActionError(f"Offer.asks item must be a str, not {kind_of(key)}")
        if not 0 < len(key) <= MAX_KEY:
            raise InvalidActionError(f"Offer.asks item {show(key)} is not a variety key")
    return items  # type: ignore[return-value]


def _refuse_change(self: object, name: str, value: object = None) -> None:
    raise AttributeError(f"{type(self).__name__} is immutable: {name!r} cannot be changed")


#: Interpreted, the twin class each move class is built under (see ``_freeze``).
_TWINS: Final[dict[type[Any], type[Any]]] = {}


def _freeze(cls: type[Any]) -> None:
    """Interpreted, make ``cls`` refuse every assignment once built: its constructor runs
    while the instance wears a twin class that lets it set the fields, then the instance
    takes its own class back.  (Compiled, the ``Final`` fields are read-only already.)"""
    build = cls.__init__
    twin = type(
        cls.__name__,
        (cls,),
        {
            "__slots__": (),
            "__setattr__": object.__setattr__,
            "__delattr__": object.__delattr__,
            "__module__": cls.__module__,
        },
    )
    set_class = object.__setattr__

    @functools.wraps(build)
    def init(self: object, *args: object, **kwargs: object) -> None:
        set_class(self, "__class__", twin)
        try:
            build(self, *args, **kwargs)
        finally:
            set_class(self, "__class__", cls)

    setattr(cls, "__init__", init)  # noqa: B010 - a plain class here, not a compiled one
    setattr(cls, "__setattr__", _refuse_change)  # noqa: B010
    setattr(cls, "__delattr__", _refuse_change)  # noqa: B010
    _TWINS[cls] = twin
