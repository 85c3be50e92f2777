"""Deliberately wrong contracts: CrossHair must find a counterexample for each.

This file is not collected by pytest (no ``test_`` prefix); ``test_budget.py`` runs
CrossHair on it with the same budget as ``nox -s crosshair`` and expects both caught.
"""

from __future__ import annotations

from bohnanza.cards import payout
from bohnanza.referee import can_harvest


def wrong_stink_cap(cards: int) -> int:
    """Claims that Stink beans never pay 4 coins; 8 or more do (002 example 1).

    pre: 0 <= cards <= 20
    post: __return__ < 4
    """
    return payout((3, 5, 7, 8), cards)


def wrong_protection(first: int, second: int) -> bool:
    """Claims a single-card field can never be sold; it can when every field holds one.

    pre: 0 <= first <= 9 and 0 <= second <= 9
    post: first != 1 or not __return__
    """
    return can_harvest((first, second), 0)
