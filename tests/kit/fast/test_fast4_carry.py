"""A difference carried on from move to move (``bohnanza.conformance.carry``), as
docs/conformance.md promises it: counted once, in the class of the move where it first
appeared, for as long as every part that differs deviates the same way; the carried
finding says which example it carries on, and keeps its own game."""

from __future__ import annotations

import copy
from typing import Any

from bohnanza.conformance.carry import Streak
from bohnanza.conformance.compare import Model
from bohnanza.conformance.report import Finding
from bohnanza.position import to_dict
from bohnanza.setup import new_game

Json = dict[str, Any]


def _doc() -> Json:
    out: Json = to_dict(new_game("rio-grande-2000", 3, seed=1))
    return out


def _finding(move: str, game: int = 0, cause: str = "coins") -> Finding:
    return Finding("state", f"002/{move}", move, f"after {move}", game, cause, reproducer={"m": 1})


def _coin(doc: Json, seat: int, card: int) -> Json:
    out = copy.deepcopy(doc)
    out["seats"][seat]["coins"] = [{"id": card, "variety": "red"}]
    return out


def test_a_long_streak_is_charged_to_its_first_move_with_the_exact_note() -> None:
    mine = _doc()
    theirs = _coin(mine, 0, 500)
    streak = Streak(Model())
    first = streak.carry(_finding("harvest.coins", 4), mine, theirs, ["seats[0].coins"])
    assert first == _finding("harvest.coins", 4)
    assert first.reproducer == {"m": 1} and first.carried is False
    second = streak.carry(_finding("step4.draw", 5), mine, theirs, ["seats[0].coins"])
    third = streak.carry(_finding("trade.accept", 6), mine, theirs, ["seats[0].coins"])
    # Each later move is the first one's class, never the second's.
    for found, game, move in ((second, 5, "step4.draw"), (third, 6, "trade.accept")):
        assert found.key == first.key
        assert found.game == game
        assert found.carried is True and found.reproducer is None
        assert found.detail == (
            f"after {move}; carried on from the first example (harvest.coins, game 4)"
        )


def test_the_note_names_the_kind_when_the_first_finding_has_no_move() -> None:
    mine = _doc()
    theirs = _coin(mine, 1, 501)
    streak = Streak(Model())
    streak.carry(
        Finding("deal", None, "", "the deal", 2, "coins"), mine, theirs, ["seats[1].coins"]
    )
    found = streak.carry(_finding("step4.draw", 3), mine, theirs, ["seats[1].coins"])
    assert found.detail == "after step4.draw; carried on from the first example (deal, game 2)"
    assert found.kind == "deal" and found.rule is None


def test_one_move_s_findings_carry_each_on_its_own_parts() -> None:
    """``carry_all``: the findings of one move each carry on (or not) by their own parts,
    in the order given, and a part that stops differing ends its streak."""
    mine = _doc()
    both = _coin(_coin(mine, 0, 500), 1, 501)
    streak = Streak(Model())
    out = streak.carry_all(
        [(_finding("a", 0, "x"), ["seats[0].coins"]), (_finding("b", 0, "y"), ["seats[1].coins"])],
        mine,
        both,
    )
    assert [(f.move, f.carried, d) for f, d in out] == [
        ("a", False, ["seats[0].coins"]),
        ("b", False, ["seats[1].coins"]),
    ]
    # Next move: seat 0's coin still off the same way; seat 1's another card.
    other = _coin(_coin(mine, 0, 500), 1, 502)
    out = streak.carry_all(
        [(_finding("c", 1, "x"), ["seats[0].coins"]), (_finding("d", 1, "y"), ["seats[1].coins"])],
        mine,
        other,
    )
    assert [(f.move, f.carried, f.game) for f, _ in out] == [("a", True, 1), ("d", False, 1)]
    # Next: seat 1 off as after "d" (carried from d, its first appearance), seat 0 agrees.
    only_one = _coin(mine, 1, 502)
    out = streak.carry_all([(_finding("e", 2, "y"), ["seats[1].coins"])], mine, only_one)
    assert [(f.move, f.carried) for f, _ in out] == [("d", True)]
    # Seat 0 differs again: a new streak (the part had ended), not "a" carried.
    out = streak.carry_all([(_finding("f", 3, "x"), ["seats[0].coins"])], mine, _coin(mine, 0, 500))
    assert [(f.move, f.carried) for f, _ in out] == [("f", False)]


def test_a_finding_with_a_part_more_or_without_parts_is_not_carried() -> None:
    mine = _doc()
    theirs = _coin(mine, 0, 500)
    streak = Streak(Model())
    streak.carry(_finding("a"), mine, theirs, ["seats[0].coins"])
    more = copy.deepcopy(theirs)
    more["active"] = (mine["active"] + 1) % 3
    found = streak.carry(_finding("b"), mine, more, ["seats[0].coins", "active"])
    assert found == _finding("b") and not found.carried
    # The streak goes on, charged where its first part ("active") first differed: "b".
    again = streak.carry(_finding("c"), mine, more, ["active", "seats[0].coins"])
    assert again.carried and again.move == "b"
    assert streak.carry(_finding("d"), mine, mine, []) == _finding("d")
    assert streak.parts == {}
