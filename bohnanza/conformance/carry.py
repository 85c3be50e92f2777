"""A difference carried on from move to move: one cause, counted where it first appeared.

An engine that misreports a part of every position (a coin too many, kept from one move to
the next) would otherwise be charged to every move it plays after, each under that move's
clause.  When the position after a move differs in the same parts as after the move
before, each the same way (``compare.deviation``: the same cards too many or too few, the
same order, the same number off), the finding joins the class of the move where the
difference first appeared; a move after which the positions agree ends it.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from bohnanza.conformance.compare import Model, deviation
from bohnanza.conformance.report import Finding

__all__ = ["Streak"]

Json = dict[str, Any]


class Streak:
    """The parts that differed after the last move, each with how it deviated and the
    finding where that deviation first appeared."""

    def __init__(self, model: Model) -> None:
        self.model = model
        self.parts: dict[str, tuple[object, Finding]] = {}

    def clear(self) -> None:
        self.parts = {}

    def carry(self, finding: Finding, mine: Json, theirs: Json, diffs: Sequence[str]) -> Finding:
        """The finding as it is counted: the first one's class if every part that differs
        carries on the deviation of the move before, else the finding itself."""
        ways = {d: deviation(mine, theirs, d, self.model) for d in diffs}
        before = self.parts
        if diffs and all(d in before and before[d][0] == ways[d] for d in diffs):
            first = before[diffs[0]][1]
            finding = attrs.evolve(
                first,
                detail=f"{finding.detail}; carried on from the first example "
                f"({first.move or first.kind}, game {first.game})",
                game=finding.game,
                reproducer=None,
                carried=True,
            )
        self.parts = {
            d: before[d] if d in before and before[d][0] == ways[d] else (ways[d], finding)
            for d in diffs
        }
        return finding
