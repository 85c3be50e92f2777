"""Compact text forms of cards and fields, shared by the state's text form
(``str(state)``, in ``bohnanza.state``) and the command line; actions have theirs in
``bohnanza.actions``.  This module imports no other module of the package but ``cards``.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bohnanza.cards import Card

__all__ = ["render_cards", "render_field"]


def render_cards(cards: Iterable[Card]) -> str:
    """The cards' ids and varieties, space-separated (``3:coffee 17:chili``), or ``-``."""
    text = " ".join(str(c) for c in cards)
    return text or "-"


def render_field(field: tuple[Card, ...]) -> str:
    """``[chili x3]``, or ``[-]`` for an empty field; with Ladybohn's kinds, the top card's
    kind too, since it prices the field (``[red x3 top miss]``)."""
    if not field:
        return "[-]"
    top = field[-1].kind
    if top:
        return f"[{field[0].variety.key} x{len(field)} top {top}]"
    return f"[{field[0].variety.key} x{len(field)}]"
