"""Compact text forms of states (actions have theirs in ``bohnanza.actions``).

A state renders as one header line and one line per seat, e.g.::

    turn 3 | seat 1 step 2 | deck 98 discard 4 (top 12:soy) | exhausted 0/3 | face up 17:chili
    0 Anna    coins 0 | hand 5: 3:coffee ... | fields [chili x2] [-] | aside -
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bohnanza.cards import Card
    from bohnanza.state import GameState

__all__ = ["render_field", "render_state"]


def _cards(cards: Iterable[Card]) -> str:
    text = " ".join(str(c) for c in cards)
    return text or "-"


def render_field(field: tuple[Card, ...]) -> str:
    """``[chili x3]``, or ``[-]`` for an empty field."""
    if not field:
        return "[-]"
    return f"[{field[0].variety.key} x{len(field)}]"


def render_state(state: GameState) -> str:
    """A few lines that show every zone of ``state``: the game's compact text form."""
    rules = state.table.rules
    top = f" (top {state.discard[-1]})" if state.discard else ""
    status = "over" if state.is_over else f"seat {state.active} step {state.step.number}"
    head = (
        f"turn {state.turn} | {status} | deck {len(state.deck)} discard {len(state.discard)}"
        f"{top} | exhausted {state.exhaustions}/{rules.end_exhaustions}"
    )
    if state.face_up:
        head += f" | face up {_cards(state.face_up)}"
    if state.offer:
        head += f" | offer {_cards(state.offer)}"
    if state.box:
        head += f" | box {len(state.box)}"
    lines = [head]
    width = max(len(p.name) for p in state.players)
    for seat, p in enumerate(state.players):
        fields = " ".join(render_field(f) for f in p.fields)
        lines.append(
            f"{seat} {p.name:<{width}} coins {len(p.coins)} | hand {len(p.hand)}: "
            f"{_cards(p.hand)} | fields {fields} | aside {_cards(p.set_aside)}"
        )
    return "\n".join(lines)
