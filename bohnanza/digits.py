"""Numbers typed by people and engines: ASCII digits only, of bounded length.

Every parser of the project that reads a number out of text (move notation, ``play``'s
prompt, records, the conformance protocol, the command line) reads it here, so that they all
agree on what a number is.  ``str.isdigit`` is not enough: it is true of ``"²"`` and of other
Unicode digits that ``int`` then refuses or reads as something else, and ``int`` reads
numbers of thousands of digits slowly or not at all.

>>> natural("42"), natural("007"), natural("²"), natural("4 2"), natural(""), natural("-3")
(42, 7, None, None, None, None)
>>> integer("-3"), integer("+3"), integer("1" * 10)
(-3, None, None)
"""

from __future__ import annotations

#: The longest number any reader accepts by default: nine digits (under a billion) covers
#: every count, index, seed part and card id of the game.
MAX_DIGITS = 9


def natural(text: str, max_digits: int = MAX_DIGITS) -> int | None:
    """``text`` as a whole number of ASCII digits (at most ``max_digits``), else ``None``."""
    if not text or len(text) > max_digits or not text.isascii() or not text.isdigit():
        return None
    return int(text)


def integer(text: str, max_digits: int = MAX_DIGITS) -> int | None:
    """Like :func:`natural`, with an optional leading ``-``."""
    if text.startswith("-"):
        value = natural(text[1:], max_digits)
        return None if value is None else -value
    return natural(text, max_digits)
