"""The environments' ``render``: the whole table in text, as ``bohnanza.narrate`` draws it."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from bohnanza.env.encoding import Position, Table
from bohnanza.narrate import board

__all__ = ["show_table", "table_text"]


def _markup(table: Table, pos: Position, you: int | None) -> str:
    seat = table.actor(pos)
    markup = board(pos.state, "en", you)
    if seat >= 0:
        markup += f"\n  to act: {seat + 1} {escape(pos.state.table.names[seat])}"
    return markup


def table_text(table: Table, pos: Position, you: int | None = None) -> str:
    """The table of ``pos`` as the referee sees it (every hand shown): ``narrate.board``,
    then the seat to act, as plain text (``render_mode="ansi"``)."""
    return Text.from_markup(_markup(table, pos, you)).plain


def show_table(table: Table, pos: Position, you: int | None = None) -> None:
    """Prints ``table_text``, in colour on a terminal (``render_mode="human"``)."""
    Console(highlight=False).print(_markup(table, pos, you))
