"""``Teller.field`` tells a beanometer's steps as the referee pays them, in English and
French: at most four steps, then « /... » when the beanometer has more (a row given
outright, as Ladybohn's Gartenbohne miss), one coin in the singular, a printed row capped
at one coin per card, and a top card without a beanometer said to price nothing."""

from __future__ import annotations

import attrs
import pytest

import bohnanza
from bohnanza.cards import Beanometer, Card
from bohnanza.teller import Teller

EN = Teller(["Ann", "Bob"], 0, "en", "none")
FR = Teller(["Ann", "Bob"], 0, "fr", "none")


def _coffees(meter: Beanometer, count: int) -> list[Card]:
    card = bohnanza.new_game("rio-grande-2000", 4).table.cards[0]
    assert card.variety.key == "coffee"
    return [attrs.evolve(card, beanometer=meter)] * count


@pytest.mark.parametrize(
    ("meter", "english", "french"),
    [
        (
            Beanometer((1, 2, 3, 4), pays=(0, 1, 2, 3, 4, 5, 6)),
            "Coffee x2 (sells for 2; 1/2/3/4/... coins at 1/2/3/4/... cards)",
            "Harry Cogné x2 (vaut 2 ; 1/2/3/4/... pièces à 1/2/3/4/... cartes)",
        ),
        (
            Beanometer((1, 2, 3, 4), pays=(0, 3, 5, 6, 7, 9)),
            "Coffee x2 (sells for 5; 3/5/6/7/... coins at 1/2/3/4/... cards)",
            "Harry Cogné x2 (vaut 5 ; 3/5/6/7/... pièces à 1/2/3/4/... cartes)",
        ),
        (
            Beanometer((1, 2, 3, 4), pays=(0, 1, 2, 3, 4)),  # four steps: no « ... »
            "Coffee x2 (sells for 2; 1/2/3/4 coins at 1/2/3/4 cards)",
            "Harry Cogné x2 (vaut 2 ; 1/2/3/4 pièces à 1/2/3/4 cartes)",
        ),
        (
            Beanometer((0, 0, 0, 1)),  # 4 coins for 1 card, capped as the referee pays
            "Coffee x2 (sells for 2; 1/2/3/4 coins at 1/2/3/4 cards)",
            "Harry Cogné x2 (vaut 2 ; 1/2/3/4 pièces à 1/2/3/4 cartes)",
        ),
        (
            Beanometer((0, 0, 0, 0)),
            "Coffee x2 (sells for 0: its top card has no beanometer)",
            "Harry Cogné x2 (vaut 0 : sa carte du dessus n'a pas de haricomètre)",
        ),
    ],
)
def test_a_fields_steps_in_either_language(meter: Beanometer, english: str, french: str) -> None:
    field = _coffees(meter, 2)
    assert EN.field(field) == english
    assert FR.field(field) == french


def test_a_single_step_of_one_coin_is_in_the_singular() -> None:
    field = _coffees(Beanometer((1, 2, 3, 4), pays=(0, 1)), 2)
    assert EN.field(field).startswith("Coffee x2 (sells for 1; 1 coin at 1 card")
    assert FR.field(field).startswith("Harry Cogné x2 (vaut 1 ; 1 pièce à 1 carte")
    two = _coffees(Beanometer((1, 2, 3, 4), pays=(0, 2)), 2)
    assert EN.field(two).startswith("Coffee x2 (sells for 2; 2 coins at 1 card")
    assert FR.field(two).startswith("Harry Cogné x2 (vaut 2 ; 2 pièces à 1 carte")
