"""The move notation's requests (``bohnanza.notation``, JSON form): cards asked for are
named by variety, in any language and with a count, and a variety the game does not know
is refused with the notation's own error naming it."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.errors import InvalidActionError
from bohnanza.notation import read_move


def _trading() -> bohnanza.GameState:
    s = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    return bohnanza.apply(s, bohnanza.EndPlanting(0))


def _offer(ask: object) -> dict[str, object]:
    return {"seat": 0, "move": "offer", "to": 1, "ask": ask}


def test_cards_asked_for_are_varieties_with_counts() -> None:
    s = _trading()
    move = read_move(s, _offer([{"variety": "chili", "count": 2}, {"variety": "Blue"}]))
    assert move == bohnanza.Offer(0, 1, (), ("chili", "chili", "blue"))
    most = read_move(s, _offer([{"variety": "Haricot rouge", "count": 200}]))
    assert isinstance(most, bohnanza.Offer) and most.asks == ("red",) * 200


def test_a_variety_the_game_does_not_know_is_named() -> None:
    s = _trading()
    for ask, said in (
        ([{"variety": "zebra"}], "unknown bean variety 'zebra'"),
        ([{"variety": 5}], "a bean variety is named by a string, not 5"),
        ([{"variety": "chili"}, {"count": 1}], "a card asked for is named by its variety"),
        ([5], "a card asked for is named by its variety"),
    ):
        with pytest.raises(InvalidActionError) as caught:
            read_move(s, _offer(ask))
        assert str(caught.value) == said
