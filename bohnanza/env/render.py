"""The environments' ``render``: the whole table in text, as ``bohnanza.narrate`` draws it,
in the language of the game's rulebook (a French edition's table speaks French)."""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.text import Text

from bohnanza.env.encoding import Position, Table
from bohnanza.narrate import WORDS, board

__all__ = ["show_table", "table_text"]


def _markup(table: Table, pos: Position, you: int | None) -> str:
    seat = table.actor(pos)
    state = pos.state
    language = state.table.edition.language
    markup = board(state, language, you)
    if seat >= 0:
        english, french = WORDS["to-act"]
        who = f"{seat + 1} {escape(state.table.names[seat])}"
        markup += "\n  " + (french if language == "fr" else english).format(p=who)
    return markup


def table_text(table: Table, pos: Position, you: int | None = None) -> str:
    """The table of ``pos`` as the referee sees it (every hand shown): ``narrate.board``,
    then the seat to act (``to act: 2 Bob``, « à jouer : 2 Bob »), as plain text
    (``render_mode="ansi"``)."""
    return Text.from_markup(_markup(table, pos, you)).plain


def show_table(table: Table, pos: Position, you: int | None = None) -> None:
    """Prints ``table_text``, in colour on a terminal (``render_mode="human"``)."""
    Console(highlight=False).print(_markup(table, pos, you))
