"""``determinize`` (bohnanza.bots.search): a view whose hidden places outnumber the cards
its seat has not seen (a stacked deck) gives no determinization, even one card short; a
deck that left a card out gives one whose box holds the card left over, every card of
the game in exactly one place."""

from __future__ import annotations

import random

import bohnanza
from bohnanza.bots.search import determinize


def test_hidden_places_one_more_than_the_unseen_cards_give_no_determinization() -> None:
    s = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    mine = s.players[0].hand[0]
    # the deck also holds a card of seat 0's hand: 136 places for 135 unseen cards
    stacked = bohnanza.view(s.replace(deck=(*s.deck, mine)), 0)
    assert stacked.deck_size == 136
    assert determinize(stacked, random.Random(1)) is None
    assert determinize(bohnanza.view(s, 0), random.Random(1)) is not None


def test_a_card_left_out_of_the_deck_is_dealt_to_the_box() -> None:
    s = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    v = bohnanza.view(s.replace(deck=s.deck[1:]), 0)
    sampled = determinize(v, random.Random(1))
    assert sampled is not None
    assert len(sampled.box) == 1 and len(sampled.deck) == 134
    assert bohnanza.view(sampled, 0) == v
    ids = sorted(card.id for card in sampled.all_cards())
    assert ids == list(range(len(s.table.cards)))
