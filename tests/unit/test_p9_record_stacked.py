"""``record_game`` stores a stacked deck by variety keys (its docstring): a deal stacked with
names in any language of the texts is recorded as a deal (``deck``), never card by card,
and replays to the same game with ``table.stacked`` holding the keys."""

from __future__ import annotations

import pytest

from bohnanza import apply, legal_actions, new_game
from bohnanza.chance import DeckOrders
from bohnanza.records import record_game, replay
from bohnanza.setup import variety_key

NAMES = ["Chili Bean", "Harry Cochon", "Augenbohne", "Soy", "Blue", "Haricot rouge"] * 5


@pytest.mark.parametrize("edition", ["rio-grande-2000", "amigo-fr"])
def test_a_deck_stacked_by_names_is_recorded_by_keys_as_a_deal(edition: str) -> None:
    start = new_game(edition, 3, seed=5, deck=NAMES)
    moves = []
    state = start
    for _ in range(6):
        move = legal_actions(state, state.active)[0]
        moves.append(move)
        state = apply(state, move)
    record = record_game(start, moves)
    keys = tuple(variety_key(name) for name in NAMES)
    assert record.deck == keys and record.position is None
    again = replay(record)
    assert again.refusal is None and again.applied == len(moves)
    assert again.final.table.stacked == keys
    assert again.final.players == state.players and again.final.deck == state.deck


def test_a_deal_with_its_reshuffles_given_is_recorded_as_a_deal_with_them() -> None:
    """Chance as data: the start's own DeckOrders give the record its reshuffles, and the
    deal stays a deal (seed and deck), not a position stored card by card."""
    shuffled = new_game("rio-grande-2000", 3, seed=9)
    deck = tuple(card.id for card in shuffled.deck)
    start = new_game("rio-grande-2000", 3, seed=9, shuffle=DeckOrders(reshuffles=[deck]))
    record = record_game(start, [])
    assert record.position is None and record.deck is None
    assert record.reshuffles is not None and tuple(record.reshuffles[0] or ()) == deck
    assert replay(record).final == start
