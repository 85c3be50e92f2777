"""The clause the kit names for a disagreement (``bohnanza.conformance.attribution``), in
every rulebook the kit serves, not only the English one: the clause that grants each
legal move where it is played (the duel's steps, Ladybohn's miss moves and babies, the
1997 texts' unequal trades), and the clause of the transition that made a part that
differs, over whole games of four rulebooks.

The second table is kept in ``attribution_golden.txt`` beside this file, one line per
(game, move, step, part, reported end) with the clauses found: a change in what the
report tells an engine's author shows there line by line (run this file as a script to
write it again, and say in the commit why the clauses changed)."""

from __future__ import annotations

import sys
import warnings
from collections import defaultdict
from pathlib import Path

from bohnanza.catalogue import clause
from bohnanza.conformance.attribution import grant_rule, state_rule
from bohnanza.listing import legal_actions
from bohnanza.position import to_dict
from tests.kit.fast.test_fast_attribution import _walk

GOLDEN = Path(__file__).with_name("attribution_golden.txt")

#: Per walk (edition, players, seed): the rulebook, and for each (move, step) of every
#: position reached, the clauses that grant its legal moves.
GRANTS = {
    ("amigo-fr", 2, 1): (
        "000.1",
        {
            ("Discard", "duel_plant"): ["duel.step2"],
            ("Discard", "offer"): ["duel.step1"],
            ("EndPlanting", "duel_plant"): ["duel.step2"],
            ("Harvest", "duel_draw"): ["duel.harvest"],
            ("Harvest", "duel_plant"): ["duel.harvest"],
            ("Harvest", "offer"): ["duel.harvest"],
            ("LeaveOffer", "duel_draw"): ["duel.step3.offer"],
            ("Plant", "duel_draw"): ["duel.step3.plant"],
            ("Plant", "duel_plant"): ["duel.step2"],
            ("Plant", "offer"): ["duel.step1"],
        },
    ),
    ("ladybohn", 3, 1): (
        "001",
        {
            ("Accept", "trade"): ["trade.accept", "trade.active-cards"],
            ("BuyField", "plant"): ["field3.any-time"],
            ("BuyField", "plant_received"): ["field3.any-time"],
            ("Decline", "trade"): ["trade.decline"],
            ("Donate", "trade"): ["donate.to-active"],
            ("EndPlanting", "plant"): ["step1.second-card"],
            ("EndTrading", "trade"): ["step2.end"],
            ("Harvest", "plant"): ["step3.harvest"],
            ("Harvest", "plant_received"): ["step3.harvest"],
            ("Harvest", "trade"): ["step3.harvest"],
            ("Keep", "trade"): ["step2.keep"],
            ("Offer", "trade"): ["trade.offer"],
            ("Plant", "plant"): ["step1.front-card", "step1.second-card"],
            ("Plant", "plant_received"): ["lady.miss-move", "step3.plant-all"],
            ("Plant", "trade"): ["lady.baby-trade", "lady.miss-move"],
            ("Trade", "trade"): ["trade.active-cards", "trade.parties"],
            ("Withdraw", "trade"): ["trade.withdraw"],
        },
    ),
    ("original-1997-fr", 4, 1): (
        "000.2",
        {
            ("Accept", "trade"): ["trade.accept", "trade.active-cards"],
            ("BuyField", "plant"): ["field3.any-time"],
            ("BuyField", "plant_received"): ["field3.any-time"],
            ("Decline", "trade"): ["trade.decline"],
            ("Donate", "trade"): ["donate.active-cards", "donate.to-active"],
            ("EndPlanting", "plant"): ["step1.second-card"],
            ("EndTrading", "trade"): ["step2.end"],
            ("Harvest", "plant"): ["harvest.any-time"],
            ("Harvest", "plant_received"): ["harvest.any-time"],
            ("Harvest", "trade"): ["harvest.any-time"],
            ("Keep", "trade"): ["step2.keep"],
            ("Offer", "trade"): ["trade.offer"],
            ("Plant", "plant"): ["step1.front-card", "step1.second-card"],
            ("Plant", "plant_received"): ["step3.plant-all"],
            ("Trade", "trade"): ["trade.active-cards", "trade.unequal"],
            ("Withdraw", "trade"): ["trade.withdraw"],
        },
    ),
    ("original-1997-fr-003", 3, 2): (
        "003",
        {
            ("Accept", "trade"): ["trade.accept", "trade.active-cards"],
            ("BuyField", "plant"): ["field3.any-time"],
            ("BuyField", "plant_received"): ["field3.any-time"],
            ("BuyField", "trade"): ["field3.any-time"],
            ("Decline", "trade"): ["trade.decline"],
            ("Donate", "trade"): ["donate.active-cards", "donate.to-active"],
            ("EndPlanting", "plant"): ["step1.second-card"],
            ("EndTrading", "trade"): ["step2.end"],
            ("Harvest", "plant"): ["harvest.any-time"],
            ("Harvest", "plant_received"): ["harvest.any-time"],
            ("Harvest", "trade"): ["harvest.any-time"],
            ("Keep", "trade"): ["step2.keep"],
            ("Offer", "trade"): ["trade.offer"],
            ("Plant", "plant"): ["step1.front-card", "step1.second-card"],
            ("Plant", "plant_received"): ["step3.plant-all"],
            ("Trade", "trade"): ["trade.active-cards", "trade.unequal"],
            ("Withdraw", "trade"): ["trade.withdraw"],
        },
    ),
    ("amigo-fr", 3, 3): (
        "000.1",
        {
            ("Accept", "trade"): ["trade.accept", "trade.active-cards"],
            ("Decline", "trade"): ["trade.decline"],
            ("Donate", "trade"): ["donate.active-cards", "donate.to-active"],
            ("EndPlanting", "plant"): ["step1.second-card"],
            ("EndTrading", "trade"): ["step2.end"],
            ("Harvest", "plant"): ["harvest.any-time"],
            ("Harvest", "plant_received"): ["harvest.any-time"],
            ("Harvest", "trade"): ["harvest.any-time"],
            ("Keep", "trade"): ["step2.keep"],
            ("Offer", "trade"): ["trade.offer"],
            ("Plant", "plant"): ["step1.front-card", "step1.second-card"],
            ("Plant", "plant_received"): ["step3.plant-all"],
            ("Trade", "trade"): ["step2.trade-donate", "trade.active-cards"],
            ("Withdraw", "trade"): ["trade.withdraw"],
        },
    ),
}


def test_each_legal_move_is_granted_by_its_rulebook_s_clause_where_it_is_played() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet
        for (name, players, seed), (book, expected) in GRANTS.items():
            found: dict[tuple[str, str], set[str]] = defaultdict(set)
            for before, move, _ in _walk(name, players, seed):
                for m in {move, *legal_actions(before).basic}:
                    granted = grant_rule(before, m)
                    assert granted is not None and clause(granted) is not None, (m, granted)
                    prefix, _, key = granted.partition("/")
                    assert prefix == book
                    found[type(m).__name__, before.step.name.lower()].add(key)
            assert {k: sorted(v) for k, v in found.items()} == expected, name


WALKS = (("rio-grande-2000", 3, 1), ("amigo-fr", 2, 1), ("ladybohn", 3, 1),
         ("original-1997-fr", 4, 1))  # fmt: skip
PARTS = (
    *("active", "step", "exhaustions", "ending", "deck", "discard", "face_up", "offer", "turn"),
    *("seats[0].hand", "seats[0].fields", "seats[0].coins", "seats[0].set_aside"),
)


def _state_rules() -> list[str]:
    """Each part alone differing after each move of the walks, the engine reporting the
    referee's position otherwise (as it is, over, or with the deck's end the other way)."""
    table: dict[tuple[str, ...], set[str]] = defaultdict(set)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name, players, seed in WALKS:
            for before, move, after in _walk(name, players, seed):
                mine = to_dict(after)
                over = {**mine, "step": "over"}
                ending = {**mine, "ending": not mine["ending"]}
                for part in PARTS:
                    for said, theirs in (("same", mine), ("over", over), ("ending", ending)):
                        found = state_rule(before, move, after, [part], theirs)
                        key = (name, type(move).__name__, before.step.name.lower(), part, said)
                        table[key].add(str(found))
    return [" ".join(k) + " -> " + ", ".join(sorted(v)) for k, v in sorted(table.items())]


def test_the_clause_of_each_part_that_differs_over_four_rulebooks() -> None:
    expected = GOLDEN.read_text(encoding="utf-8").splitlines()
    assert _state_rules() == expected


if __name__ == "__main__":
    GOLDEN.write_text("\n".join(_state_rules()) + "\n", encoding="utf-8")
    sys.exit(0)
