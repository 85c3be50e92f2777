"""A field is named by its index, 0 to 2 (``bohnanza.rules``): a negative index names no
field (Python's negative indexing must never pick the last one), and a move naming one is
refused as malformed, the state untouched, for harvesting and planting alike."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.actions import Harvest, Plant
from bohnanza.errors import InvalidActionError


def _state() -> bohnanza.GameState:
    return bohnanza.compose(
        "rio-grande-2000", 4, hands={0: ["Chili"]}, fields={0: [["Soy", "Soy"], ["Wax", "Wax"]]},
        deck=["Soy"] * 9,
    )  # fmt: skip


def test_a_negative_field_index_names_no_field() -> None:
    s = _state()
    card = s.players[0].hand[0].id
    for move, field in (
        (Harvest(0, -1), -1),
        (Harvest(0, -2), -2),
        (Plant(0, card, -1), -1),
        (Plant(0, card, -2), -2),
    ):
        error = bohnanza.check(s, move)
        assert isinstance(error, InvalidActionError)
        assert str(error) == f"{move}: field {field} does not exist (fields are 0, 1, 2)"
        with pytest.raises(InvalidActionError):
            bohnanza.apply(s, move)
        assert move not in bohnanza.legal_actions(s)
    # The fields themselves: the last one is 1 here, harvested by its own index.
    assert bohnanza.check(s, Harvest(0, 1)) is None
    after = bohnanza.apply(s, Harvest(0, 1))
    assert after.players[0].fields[1] == () and after.players[0].fields[0] == s.players[0].fields[0]
