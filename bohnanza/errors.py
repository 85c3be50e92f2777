"""Errors: malformed input versus moves that break a rule.

Both subclass ``ValueError`` (as python-chess splits ``InvalidMoveError`` from
``IllegalMoveError``).  ``IllegalActionError`` carries the catalogue id of the rule it
enforces as ``.rule``, the concrete reason, and quotes the rule with its source.
"""

from __future__ import annotations

from typing import Protocol

__all__ = [
    "BohnanzaError",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidSetupError",
    "kind_of",
    "show",
]


_ARTICLE = {"int": "an int", "object": "an object", "NoneType": "None"}
#: Up to how many digits ``show`` counts a number's digits exactly.
_EXACT_DIGITS = 10_000


def kind_of(value: object) -> str:
    """A value's type with its article, for a message: ``'a float'``, ``'an int'``,
    ``'an EndTrading'``; None is ``'None'``."""
    name = type(value).__name__
    return _ARTICLE.get(name) or ("an " if name[:1].lower() in "aeiou" else "a ") + name


def show(value: object, limit: int = 60) -> str:
    """A short text of any value for a message: plain values as their repr, numbers of
    more than 30 digits by their count of digits (exact up to 10,000 digits; beyond, where
    counting exactly would cost as much as writing the number, it may be one too many),
    every other object by its type only.

    >>> show(10**40), show(10**40 - 1), show("x"), show(object())
    ('a number of 41 digits', 'a number of 40 digits', "'x'", 'an object')
    """
    if type(value) is int:
        if -(10**30) < value < 10**30:
            text = str(value)
        else:
            size = abs(value)
            # log10(2) ~ 0.30103, without str(): the count, or one more just below a power
            # of ten (9...9 has the bits of 10...0)
            digits = size.bit_length() * 30103 // 100000 + 1
            if digits <= _EXACT_DIGITS and size < 10 ** (digits - 1):
                digits -= 1
            text = f"a number of {digits} digits"
    elif type(value) in (str, float, bool, type(None)):
        text = repr(value)
    elif isinstance(value, list | tuple) and type(value) in (list, tuple) and len(value) <= 10:
        # One level only: a list that holds itself is shown, not followed.
        inner = (kind_of(v) if type(v) in (list, tuple) else show(v, limit) for v in value)
        text = "[" + ", ".join(inner) + "]"
    else:
        text = kind_of(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


class BohnanzaError(ValueError):
    """Base class of every error the referee raises on purpose."""


class InvalidActionError(BohnanzaError):
    """The action is malformed: not an action, unknown card, seat or field out of range."""


class InvalidSetupError(BohnanzaError):
    """The game cannot be set up as asked: unknown edition, player count, bad stacked deck."""


class Explained(Protocol):
    """A reason that knows its language (``bohnanza.messages.Reason``)."""

    @property
    def french(self) -> bool: ...

    def text(self, english: bool = False) -> str: ...


class IllegalActionError(BohnanzaError):
    """A well-formed action that the rules refuse in this state.

    The reason and the frame of ``str()`` are in the language of the game's rulebook
    (English for 002, French for the French texts); ``reason_en`` and ``english()`` give
    the English forms.  Field numbers in reasons count from 1.

    Attributes:
        rule: the catalogue id of the rule, ``"<rulebook>/<key>"`` (``"002/harvest.protection"``).
        key: the rule key without the rulebook (``"harvest.protection"``).
        action: the refused action (an ``bohnanza.actions.Action``; typed ``object`` here so
            that this module imports none of the package).
    """

    def __init__(self, rulebook: str, key: str, action: object, reason: str | Explained) -> None:
        super().__init__(rulebook, key, action, reason)
        self.rule = f"{rulebook}/{key}"
        self.key = key
        self.action = action
        # A plain string is taken as English; the referee passes a Reason, whose text is
        # built only when it is read (refusals are made far more often than read).
        self._explained = reason

    @property
    def french(self) -> bool:
        """Whether the reason and the text are in French."""
        explained = self._explained
        return not isinstance(explained, str) and explained.french

    @property
    def reason(self) -> str:
        """What is wrong, in the language of the game's rulebook."""
        explained = self._explained
        return explained if isinstance(explained, str) else explained.text()

    @property
    def reason_en(self) -> str:
        """What is wrong, in English (a reason a rule wrote in French stays as written)."""
        explained = self._explained
        return explained if isinstance(explained, str) else explained.text(english=True)

    @property
    def quote(self) -> str:
        """The rule's text, verbatim from its rulebook (empty if the catalogue lacks it)."""
        from bohnanza.catalogue import clause

        found = clause(self.rule)
        return found.quote if found else ""

    @property
    def source(self) -> str:
        """The rulebook and section of the quote (``"002, Harvesting and selling beans"``)."""
        from bohnanza.catalogue import clause

        found = clause(self.rule)
        return f"{found.rulebook}, {found.section}" if found else self.rule.split("/")[0]

    def english(self) -> str:
        """The refusal's text in English (the quote stays in its rulebook's language)."""
        return self._text(english=True)

    def _text(self, english: bool) -> str:
        french = self.french and not english
        reason = self.reason_en if english else self.reason
        refused = "refusé :" if french else "refused:"
        text = f"[{self.rule}] {self.action} {refused} {reason}"
        quote = self.quote
        if quote:
            from bohnanza.catalogue import clause

            found = clause(self.rule)
            # An implied rule's quote is the sentence it follows from, not the rule itself.
            implied = found is not None and found.implied
            lead = ("découle de : " if french else "implied by: ") if implied else ""
            text += f' -- {lead}"{quote}" ({self.source})'
        return text

    def __str__(self) -> str:
        return self._text(english=False)

    def __repr__(self) -> str:
        return f"IllegalActionError({self.rule!r}, {str(self.action)!r}, {self.reason!r})"


#: The longest message of a ``PositionError``; a longer one is cut, ending in "...".
_MAX_POSITION_MESSAGE = 300


class PositionError(InvalidSetupError):
    """A position document that cannot be read: not JSON, not the format, a field of the
    wrong type, or a position the rules cannot reach (a card twice or missing, a third
    field nobody bought, a step of another edition, an offer between two seats that are
    not active, ...).

    Attributes:
        path: the JSON path of the offending value (``"$.seats[1].fields"``), or None.
    """

    def __init__(self, message: str, path: str | None = None) -> None:
        if len(message) > _MAX_POSITION_MESSAGE:
            message = message[: _MAX_POSITION_MESSAGE - 3] + "..."
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path


# Users meet it, and catch it, as bohnanza.position.PositionError (or bohnanza.PositionError).
PositionError.__module__ = "bohnanza.position"
