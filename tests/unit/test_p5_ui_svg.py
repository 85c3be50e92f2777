"""``bohnanza.svg.draw``'s ``lastmove`` (its docstring): the cards a trade moved (both
sides), a donation gave or an acceptance gave are outlined, each once, and nothing else;
no move outlines nothing."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

import bohnanza
from bohnanza.actions import Accept, Action, Donate, Trade
from bohnanza.svg import draw


def _state() -> bohnanza.GameState:
    return bohnanza.compose(
        "rio-grande-2000", 3, fields={0: [["Coffee"] * 2, ["Wax"]]},
        hands={0: ["Soy", "Chili"], 1: ["Blue", "Red"]}, deck=["Soy"] * 5,
    )  # fmt: skip


def _outlined(svg: str) -> int:
    return len(re.findall(r'class="last"', svg))


@pytest.mark.parametrize(
    ("make", "count"),
    [
        (lambda h0, h1: Trade(0, 1, (h0[0],), (h1[0], h1[1])), 3),
        (lambda h0, h1: Trade(0, 1, (h0[0], h0[1]), ()), 2),
        (lambda h0, h1: Donate(0, 1, (h0[1],)), 1),
        (lambda h0, h1: Accept(1, 0, (h1[0],)), 1),
        (lambda h0, h1: Accept(1, 0, ()), 0),
        (lambda h0, h1: None, 0),
    ],
)
def test_the_cards_a_trade_or_gift_moved_are_outlined(
    make: Callable[[list[int], list[int]], Action | None], count: int
) -> None:
    s = _state()
    h0 = [c.id for c in s.players[0].hand]
    h1 = [c.id for c in s.players[1].hand]
    assert _outlined(draw(s, lastmove=make(h0, h1))) == count
