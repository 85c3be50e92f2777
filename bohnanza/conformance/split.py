"""Two breaks in one move are two findings: the parts of a position that differ, split by
the cause that made them.

After one move an engine's position may differ in parts that have nothing to do with each
other: an engine that draws two cards in step 4 *and* passes the turn to the wrong seat
differs in the deck and the hand (the draw) and in the active seat (the next player).
Charged to one clause, one of the two breaks would hide behind the other.  The parts are
grouped into causes:

* card zones (the deck, the discard pile, the face-up cards, the duel's offer, each seat's
  hand, fields, coins and cards set aside) that share a card that moved (a card one side
  has in a zone and the other has not) are one cause: the cards went from one to the
  other, as a card drawn that stayed on the deck;
* a zone that differs only in order, or in cards no other part shares, is a cause of its
  own;
* who moves next (``active``, ``turn``) is a cause of its own.

Each cause gets the clause of the transition that made it (``attribution.state_rule``),
and the causes of one clause are one finding.  A position with a part that ties every
cause together (the step, the exhaustions, the end of the game, a part the engine could
not report) is not split: the whole difference is one finding, as is a difference that is
an open point's other reading as a whole.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from bohnanza.actions import Action
from bohnanza.conformance.attribution import state_rule
from bohnanza.conformance.compare import Model, compare_positions, part_cards
from bohnanza.state import GameState

__all__ = ["causes", "explains_part"]

Json = dict[str, Any]

#: The parts that say who moves next: one cause, apart from the cards.
_TURN = frozenset({"active", "turn"})
#: The card zones, grouped by the cards they share.
_ZONES = frozenset(
    {"deck", "discard", "face_up", "offer", "box", "hand", "fields", "coins", "set_aside"}
)


def _name(path: str) -> str:
    return path.rsplit(".", maxsplit=1)[-1].split("[", maxsplit=1)[0]


def causes(
    before: GameState,
    move: Action,
    after: GameState,
    diffs: Sequence[str],
    mine: Json,
    theirs: Json,
    model: Model,
) -> list[list[str]]:
    """The parts that differ, one list per clause (a single list when nothing splits)."""
    whole = [list(diffs)]
    names = {d: _name(d) for d in diffs}
    if len(diffs) < 2 or any(n not in _ZONES | _TURN for n in names.values()):
        return whole
    groups: list[tuple[list[str], set[object]]] = []
    turn = [d for d in diffs if names[d] in _TURN]
    for d in diffs:
        if names[d] in _TURN:
            continue
        a = Counter(part_cards(mine, d, model))
        b = Counter(part_cards(theirs, d, model))
        moved: set[object] = set((a - b) + (b - a))
        joined = [g for g in groups if moved and g[1] & moved]
        parts, cards = [d], set(moved)
        for g in joined:
            groups.remove(g)
            parts += g[0]
            cards |= g[1]
        groups.append((parts, cards))
    found = [g[0] for g in groups] + ([turn] if turn else [])
    if len(found) < 2:
        return whole
    by_rule: dict[str | None, list[str]] = {}
    for parts in found:
        by_rule.setdefault(state_rule(before, move, after, parts, theirs), []).extend(parts)
    if len(by_rule) < 2:
        return whole
    order = {d: k for k, d in enumerate(diffs)}
    return [sorted(parts, key=order.__getitem__) for parts in by_rule.values()]


def explains_part(
    alt: Json, theirs: Json, diffs: Sequence[str], part: Sequence[str], model: Model
) -> bool:
    """Whether the referee's position ``alt`` (under another reading) agrees with the
    engine's on the parts ``part`` of a split difference, and differs from it nowhere the
    referee's own position did not."""
    now = set(compare_positions(alt, theirs, model))
    return not now & set(part) and now <= set(diffs) - set(part)
