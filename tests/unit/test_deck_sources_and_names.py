"""Two promises a fresh sample found unpinned: a printed deck's beanometers say where their
numbers come from (the deck's source), and a player's name with a lone surrogate is
refused as such."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.cards import deck_names, load_deck
from bohnanza.errors import InvalidSetupError


@pytest.mark.parametrize("name", sorted(deck_names()))
def test_every_printed_beanometer_names_its_decks_source(name: str) -> None:
    deck = load_deck(name)
    priced = [card for card in deck.cards if not card.kind]
    assert deck.source
    for card in priced:
        assert card.beanometer.source == deck.source, (name, card)


def test_a_name_with_a_lone_surrogate_is_refused_as_such() -> None:
    with pytest.raises(InvalidSetupError) as caught:
        bohnanza.new_game("rio-grande-2000", ["Ann", "B\ud800b", "Cy"])
    assert str(caught.value) == "a player's name holds a lone surrogate"
    with pytest.raises(InvalidSetupError) as caught:
        bohnanza.new_game("rio-grande-2000", ["Ann", "B\x1bb", "Cy"])
    assert str(caught.value) == "a player's name is printable text, not 'B\\x1bb'"
