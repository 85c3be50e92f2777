"""Cards and beanometers through the public API: names in each language and payouts of
fields beyond any printed step."""

from __future__ import annotations

import tomllib
from importlib import resources

import pytest

import bohnanza
from bohnanza import Beanometer

from .helpers import E


def _names() -> dict[str, dict[str, str]]:
    text = resources.files("bohnanza").joinpath("data", "varieties.toml").read_text()
    return {
        v["key"]: {k: x for k, x in v.items() if k != "key"} for v in tomllib.loads(text)["variety"]
    }


@pytest.mark.parametrize("language", ["en", "fr", "de"])
def test_every_variety_is_named_in_each_language_of_its_data(language: str) -> None:
    names = _names()
    deck = bohnanza.edition(E).deck
    for variety in deck.varieties:
        assert variety.name(language) == names[variety.key][language]
    assert deck.varieties[0].name("fr") != deck.varieties[0].name("en")


def test_an_unknown_language_falls_back_to_english() -> None:
    for variety in bohnanza.edition(E).deck.varieties:
        assert variety.name("xx") == variety.name("en") == str(variety)


@pytest.mark.parametrize("cards", [8, 24, 32, 33, 40, 1000])
def test_a_field_past_the_last_step_pays_the_last_step(cards: int) -> None:
    """Beanometer.payout accepts any field size (pre: cards >= 0), not only those that
    fit its precomputed table."""
    assert Beanometer((3, 5, 7, 8)).payout(cards) == 4
    assert Beanometer((0, 2, 3, 0)).payout(cards) == 3


def test_payout_counts_printed_steps_only() -> None:
    garden = Beanometer((0, 2, 3, 0))
    assert [garden.payout(n) for n in range(5)] == [0, 0, 2, 3, 3]
    stink = Beanometer((3, 5, 7, 8))
    assert [stink.payout(n) for n in range(10)] == [0, 0, 0, 1, 1, 2, 2, 3, 4, 4]
