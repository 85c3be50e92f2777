"""A field's text counts its beanometer's cards and coins in the singular where there is
one: a sheet may print a single step of one card (``1 coin at 1 card``, « 1 pièce à 1
carte »), in the board (``narrate``) and in ``play`` (``teller``)."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.cards import Beanometer, Card
from bohnanza.narrate import field_text
from bohnanza.teller import Teller


def _card(thresholds: tuple[int, ...]) -> Card:
    first = bohnanza.new_game("rio-grande-2000", 3, seed=1).table.cards[0]
    return Card(first.id, first.variety, Beanometer(thresholds))


@pytest.mark.parametrize(
    ("thresholds", "english", "french"),
    [
        ((1, 0, 0, 0), "1 coin at 1 card)", "1 pièce à 1 carte)"),
        ((2, 0, 0, 0), "1 coin at 2 cards)", "1 pièce à 2 cartes)"),
        ((1, 2, 0, 0), "1/2 coins at 1/2 cards)", "1/2 pièces à 1/2 cartes)"),
    ],
)
def test_one_card_and_one_coin_in_the_singular(
    thresholds: tuple[int, ...], english: str, french: str
) -> None:
    card = _card(thresholds)
    assert field_text((card,), "en").endswith(english)
    assert field_text((card,), "fr").endswith(french)
    names = ("Ann", "Bob", "Cy")
    assert Teller(names, 0, "en", "none").field((card,)).endswith(english)
    assert Teller(names, 0, "fr", "none").field((card,)).endswith(french)


def test_a_values_kind_has_the_right_article() -> None:
    from bohnanza.errors import kind_of

    assert [kind_of(v) for v in (3, 1.5, "x", None, object(), b"")] == [
        "an int", "a float", "a str", "None", "an object", "a bytes",
    ]  # fmt: skip
    assert kind_of(bohnanza.EndTrading(0)) == "an EndTrading"
    assert kind_of(bohnanza.Offer(0, 1, (), ())) == "an Offer"
    assert kind_of(bohnanza.Harvest(0, 0)) == "a Harvest"
