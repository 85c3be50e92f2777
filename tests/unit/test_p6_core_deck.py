"""The draw deck (bohnanza/rules/deck.py): once the game's end is reached, nothing more is
drawn, however many cards the stack still holds."""

from __future__ import annotations

from typing import Any

from bohnanza import GameState, compose
from bohnanza.rules import deck


def test_nothing_is_drawn_once_the_end_is_reached_even_from_a_long_stack() -> None:
    make: Any = compose
    s: GameState = make("rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Wax"] * 6)
    end = s.table.end_exhaustions
    assert deck.draw_cards(s, 2) == (s.stack_ids[:2], (s.stack_ids, 2, 0, False), ())
    for count in (1, 2, 5):
        over = s.replace(exhaustions=end)
        assert deck.draw_cards(over, count) == ((), (s.stack_ids, 0, end, True), ())
    # One short of the end, the stack is drawn from as usual.
    before = s.replace(exhaustions=end - 1)
    assert deck.draw_cards(before, 3) == (s.stack_ids[:3], (s.stack_ids, 3, end - 1, False), ())
