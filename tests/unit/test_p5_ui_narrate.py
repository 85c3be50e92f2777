"""``bohnanza.narrate``'s beanometers agree with what a field sells for: a printed row
never shows more coins than cards (the referee's rule, ``field_pays``), a row given
outright (Ladybohn's Gartenbohne miss, ``pays``) shows what it says; the steps are the
field sizes where the payout grows, the first ``limit`` of them."""

from __future__ import annotations

import attrs
import pytest

import bohnanza
from bohnanza.cards import Beanometer, Card
from bohnanza.narrate import field_pays, field_text, meter_steps


def _coffee(meter: Beanometer) -> Card:
    card = bohnanza.new_game("rio-grande-2000", 4).table.cards[0]
    assert card.variety.key == "coffee"
    return attrs.evolve(card, beanometer=meter)


def _steps_from_field_pays(card: Card) -> tuple[tuple[int, int], ...]:
    steps: list[tuple[int, int]] = []
    last = 0
    for n in range(1, 33):
        paid = field_pays([card] * n)
        if paid > last:
            steps.append((n, paid))
            last = paid
    return tuple(steps)


@pytest.mark.parametrize(
    ("thresholds", "expected"),
    [
        ((1, 1, 1, 1), ((1, 1), (2, 2), (3, 3), (4, 4))),  # 4 coins for 1 card: capped
        ((2, 2, 3, 3), ((2, 2), (3, 3), (4, 4))),
        ((4, 7, 10, 12), ((4, 1), (7, 2), (10, 3), (12, 4))),
        ((0, 2, 3, 0), ((2, 2), (3, 3))),
    ],
)
def test_a_printed_row_shows_no_more_coins_than_cards(
    thresholds: tuple[int, ...], expected: tuple[tuple[int, int], ...]
) -> None:
    card = _coffee(Beanometer(thresholds))
    assert meter_steps(card) == expected
    assert meter_steps(card) == _steps_from_field_pays(card)


def test_a_row_given_outright_shows_its_coins_even_above_the_cards() -> None:
    card = _coffee(Beanometer((1, 2, 3, 4), pays=(0, 3, 5, 6)))
    assert meter_steps(card) == ((1, 3), (2, 5), (3, 6))
    assert meter_steps(card) == _steps_from_field_pays(card)
    assert meter_steps(card, 2) == ((1, 3), (2, 5))
    assert [field_pays([card] * n) for n in range(5)] == [0, 3, 5, 6, 6]
    assert field_text([card], "fr") == (
        "[rgb(140,90,50)]Harry Cogné[/] x1 (vaut 3 ; 3/5/6 pièces à 1/2/3 cartes)"
    )
    assert field_text([card] * 2, "en") == (
        "[rgb(140,90,50)]Coffee[/] x2 (sells for 5; 3/5/6 coins at 1/2/3 cards)"
    )


def test_the_limit_keeps_the_first_steps() -> None:
    card = _coffee(Beanometer((4, 7, 10, 12)))
    assert meter_steps(card, 1) == ((4, 1),)
    assert meter_steps(card, 3) == ((4, 1), (7, 2), (10, 3))
    assert meter_steps(card, 0) == ((4, 1), (7, 2), (10, 3), (12, 4))  # no limit reached


def test_a_capped_field_is_told_at_what_it_sells_for() -> None:
    card = _coffee(Beanometer((1, 1, 1, 1)))
    assert field_pays([card]) == 1 and field_pays([card] * 3) == 3
    assert field_text([card] * 2, "en") == (
        "[rgb(140,90,50)]Coffee[/] x2 (sells for 2; 1/2/3/4 coins at 1/2/3/4 cards)"
    )
