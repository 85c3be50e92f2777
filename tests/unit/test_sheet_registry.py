"""The registry of loaded sheets survives whoever empties it: a record names its sheet by
digest, and a game priced by a sheet must find it again whatever ran before (the stateful
Ladybohn machine once failed under xdist after a test had patched the registry)."""

from __future__ import annotations

from unittest import mock

from bohnanza.cards import load_deck
from bohnanza.sheets import apply_sheet, loaded_sheet, packaged_sheet


def test_pricing_a_deck_registers_its_sheet_every_time() -> None:
    deck = load_deck("ladybohn-110")
    sheet = packaged_sheet(deck.sheet, deck)
    first = apply_sheet(deck, sheet)
    with mock.patch.dict("bohnanza.sheets._LOADED", clear=True):
        assert loaded_sheet(sheet.digest) is None
        again = apply_sheet(deck, sheet)
        assert loaded_sheet(sheet.digest) is sheet
    assert again is first, "the priced deck is still built once per pair"
    assert loaded_sheet(sheet.digest) is sheet
