"""Checks shared by the tests: card conservation and the per-state invariants."""

from __future__ import annotations

from pathlib import Path

from bohnanza import GameState

#: The Ladybohn sheet of the scenarios and tests: invented numbers, marked provisional.
TEST_SHEET = Path(__file__).resolve().parent / "data" / "ladybohn-test-sheet.toml"


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


def users_sheet(folder: Path) -> Path:
    """A stand-in for a sheet a user who owns the cards writes: the test sheet's numbers
    (tests/data/ladybohn-test-sheet.toml, invented, marked provisional there) in a file of
    ``folder`` marked ``provisional = false``, as a user's real sheet would be, under the
    name ``ladybohn-user``.  Only tests of what a non-provisional sheet does (no warning, no
    note) use it."""
    text = TEST_SHEET.read_text(encoding="utf-8")
    text = text.replace("\nprovisional = true\n", "\nprovisional = false\n", 1)
    text = text.replace('name = "ladybohn-test"', 'name = "ladybohn-user"', 1)
    path = folder / "ladybohn-user-sheet.toml"
    path.write_text(text, encoding="utf-8")
    return path
