"""Checks shared by the tests: card conservation and the per-state invariants."""

from __future__ import annotations

from bohnanza import GameState


def assert_conserved(state: GameState) -> None:
    """Every card of the box is in exactly one zone."""
    ids = sorted(card.id for card in state.all_cards())
    expected = list(range(len(state.table.edition.deck.cards)))
    assert ids == expected, f"cards lost or doubled: {len(ids)} ids for {len(expected)} cards"


def assert_invariants(state: GameState, before: GameState | None = None) -> None:
    """Conservation, one variety per field, field counts, monotone exhaustions."""
    assert_conserved(state)
    for seat, player in enumerate(state.players):
        assert 2 <= len(player.fields) <= 3, f"seat {seat} has {len(player.fields)} fields"
        for field in player.fields:
            assert len({card.variety.key for card in field}) <= 1, f"seat {seat}: mixed {field}"
    if before is not None:
        assert state.exhaustions >= before.exhaustions
        for old, new in zip(before.players, state.players, strict=True):
            assert len(new.fields) >= len(old.fields)
