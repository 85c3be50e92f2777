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
        [(found, _)] = self.carry_all([(finding, diffs)], mine, theirs)
        return found

    def carry_all(
        self, findings: Sequence[tuple[Finding, Sequence[str]]], mine: Json, theirs: Json
    ) -> list[tuple[Finding, Sequence[str]]]:
        """``carry`` for the findings of one move (one per cause, each with its parts)."""
        before = self.parts
        parts: dict[str, tuple[object, Finding]] = {}
        out = []
        for finding, diffs in findings:
            ways = {d: deviation(mine, theirs, d, self.model) for d in diffs}
            if diffs and all(d in before and before[d][0] == ways[d] for d in diffs):
                first = before[diffs[0]][1]
                finding = attrs.evolve(  # noqa: PLW2901 - the finding as counted
                    first,
                    detail=f"{finding.detail}; carried on from the first example "
                    f"({first.move or first.kind}, game {first.game})",
                    game=finding.game,
                    reproducer=None,
                    carried=True,
                )
            parts.update(
                {
                    d: before[d] if d in before and before[d][0] == ways[d] else (ways[d], finding)
                    for d in diffs
                }
            )
            out.append((finding, diffs))
        self.parts = parts
        return out
