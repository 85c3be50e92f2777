"""Every clause the kit charges a disagreement to is a clause of the game's own rulebook,
so that the report can quote it (docs/conformance.md, "The report": "the catalogue clause
that decides it, quoted"): the clause that grants each legal move played, the one that
refuses each near miss, and the one of each transition's parts, over a game of every
edition (the bean duel and Ladybohn included)."""

from __future__ import annotations

import warnings

import pytest

from bohnanza.catalogue import clause
from bohnanza.conformance.attribution import grant_rule, refusal_rule, state_rule
from bohnanza.conformance.probes import near_misses
from tests.kit.fast.test_fast_attribution import _walk

GAMES = [
    ("rio-grande-2000", 2),
    ("rio-grande-2000", 4),
    ("amigo-fr", 3),
    ("ladybohn", 3),
    ("original-1997-fr", 4),
    ("original-1997-fr-003", 5),
]
PARTS = (["active"], ["deck"], ["seats[0].hand"], ["discard"], ["face_up"], ["step"])


@pytest.mark.parametrize(("name", "players"), GAMES)
def test_every_clause_charged_is_one_the_rulebook_has(name: str, players: int) -> None:
    missing: set[tuple[str, str, str | None]] = set()
    kinds: set[str] = set()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet, said elsewhere
        for before, move, after in _walk(name, players, 1):
            book = before.table.rulebook
            found = [("grants", type(move).__name__, grant_rule(before, move))]
            found += [
                ("refuses", type(m).__name__, refusal_rule(before, m)) for m in near_misses(before)
            ]
            same: dict[str, object] = {"exhaustions": after.exhaustions}
            found += [
                ("state", f"{type(move).__name__} {parts[0]}",
                 state_rule(before, move, after, parts, same))
                for parts in PARTS
            ]  # fmt: skip
            for what, kind, rule in found:
                kinds.add(what)
                if rule is None and what == "refuses":
                    continue  # a near miss the rules allow here: no refusal to cite
                if rule is None or not rule.startswith(f"{book}/") or clause(rule) is None:
                    missing.add((what, kind, rule))
    assert kinds == {"grants", "refuses", "state"}
    assert missing == set()
