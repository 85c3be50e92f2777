"""What the command line's commands share: the notes about a provisional beanometer sheet,
the edition of ``--edition`` and ``--sheet``, the one-line error, safe names, bot specs.

Part of ``bohnanza.cli`` (which re-exports the notes, defined with the sheets in
``bohnanza.sheets``).
"""

from __future__ import annotations

import argparse
import sys
import warnings

import attrs

from bohnanza.editions import Edition
from bohnanza.editions import edition as load_edition
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.sheets import (
    PROVISIONAL_NOTE,
    SHIPPED_SHEET_NOTE,
    ProvisionalDataWarning,
    apply_sheet,
    resolve_sheet,
)

__all__ = ["PROVISIONAL_NOTE", "SHIPPED_SHEET_NOTE"]


def _game_edition(args: argparse.Namespace) -> Edition:
    """The edition of ``--edition``, its deck priced by ``--sheet`` where it has kinds
    (Ladybohn); a provisional sheet gets one note on stderr, not a Python warning."""
    ed = load_edition(args.edition)
    players = getattr(args, "players", None)
    if isinstance(players, int):
        ed.rules(players)  # a player count the edition refuses is told before any note
    sheet = getattr(args, "sheet", None)
    if not ed.deck.has_kinds:
        if sheet is not None:
            raise InvalidSetupError(f"{ed.name} prints its beanometers: it takes no --sheet")
        return ed
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ProvisionalDataWarning)
        priced = resolve_sheet(ed.deck, sheet)
    if any(issubclass(w.category, ProvisionalDataWarning) for w in caught):
        print(PROVISIONAL_NOTE, file=sys.stderr)
    return attrs.evolve(ed, deck=apply_sheet(ed.deck, priced))


def _fail(message: str) -> int:
    print(f"bohnanza: error: {' '.join(message.split())}", file=sys.stderr)
    return 2


def _safe(text: str) -> str:
    """``text`` with every character that is not printable escaped: a name from a record
    cannot move the cursor, clear the screen or forge a line of the verdict (R18)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _sim_specs(text: str) -> list[str]:
    specs = [spec.strip() for spec in text.split(",") if spec.strip()]
    if not specs:
        raise BohnanzaError(
            f"no bot in --bots {text[:60]!r}; bots: random, greedy, planner, planner-1 to planner-3"
        )
    return specs
