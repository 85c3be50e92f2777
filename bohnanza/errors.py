"""Errors: malformed input versus moves that break a rule.

Both subclass ``ValueError`` (as python-chess splits ``InvalidMoveError`` from
``IllegalMoveError``).  ``IllegalActionError`` carries the catalogue id of the rule it
enforces as ``.rule``, the concrete reason, and quotes the rule with its source.
"""

from __future__ import annotations

__all__ = [
    "BohnanzaError",
    "IllegalActionError",
    "InvalidActionError",
    "InvalidSetupError",
]


class BohnanzaError(ValueError):
    """Base class of every error the referee raises on purpose."""


class InvalidActionError(BohnanzaError):
    """The action is malformed: not an action, unknown card, seat or field out of range."""


class InvalidSetupError(BohnanzaError):
    """The game cannot be set up as asked: unknown edition, player count, bad stacked deck."""


class IllegalActionError(BohnanzaError):
    """A well-formed action that the rules refuse in this state.

    Attributes:
        rule: the catalogue id of the rule, ``"<rulebook>/<key>"`` (``"002/harvest.protection"``).
        key: the rule key without the rulebook (``"harvest.protection"``).
        action: the refused action (an ``bohnanza.actions.Action``; typed ``object`` here so
            that this module imports none of the package).
        reason: what is wrong, in concrete terms.
    """

    def __init__(self, rulebook: str, key: str, action: object, reason: str) -> None:
        super().__init__(rulebook, key, action, reason)
        self.rule = f"{rulebook}/{key}"
        self.key = key
        self.action = action
        self.reason = reason

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

    def __str__(self) -> str:
        text = f"[{self.rule}] {self.action} refused: {self.reason}"
        quote = self.quote
        if quote:
            from bohnanza.catalogue import clause

            found = clause(self.rule)
            # An implied rule's quote is the sentence it follows from, not the rule itself.
            lead = "implied by: " if found is not None and found.implied else ""
            text += f' -- {lead}"{quote}" ({self.source})'
        return text

    def __repr__(self) -> str:
        return f"IllegalActionError({self.rule!r}, {str(self.action)!r}, {self.reason!r})"
