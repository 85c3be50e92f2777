"""``bohnanza.sheets.apply_sheet`` by its docstring: each mister's and miss's beanometer
read from the sheet (its row, its provisional flag and source), babies paying nothing
under a beanometer of their own that says so and is not provisional; the same deck object
for the same pair; the sheet registered by its digest on every call."""

from __future__ import annotations

import pytest

from bohnanza import sheets
from bohnanza.cards import load_deck
from bohnanza.sheets import apply_sheet, loaded_sheet, packaged_sheet

DECK = load_deck("ladybohn-110")


def test_each_card_of_kinds_is_priced_by_its_row_and_babies_by_none() -> None:
    sheet = packaged_sheet(DECK.sheet, DECK)
    assert sheet.provisional is True and sheet.name == "ladybohn-provisional"
    priced = apply_sheet(DECK, sheet)
    assert [c.id for c in priced.cards] == [c.id for c in DECK.cards]
    assert [(c.variety, c.kind) for c in priced.cards] == [(c.variety, c.kind) for c in DECK.cards]
    assert priced.sheet == "ladybohn-provisional" and priced.priced == sheet.digest
    for card in priced.cards:
        meter = card.beanometer
        if card.kind == "baby":
            assert [meter.payout(n) for n in range(40)] == [0] * 40
            assert meter.provisional is False
            assert meter.source == "001: babies have none"
        else:
            row = sheet.pays(card.variety.key, card.kind)
            assert [meter.payout(n) for n in range(33)] == list(row), card
            assert meter.payout(100) == row[-1]
            assert meter.provisional is True and meter.source == sheet.source
    # The same pair gives the same deck object; the unpriced deck is left as it was.
    assert apply_sheet(DECK, sheet) is priced
    assert DECK.priced == "" and all(c.beanometer.payout(9) == 0 for c in DECK.cards)


def test_the_sheet_is_registered_by_its_digest_on_every_call(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    sheet = packaged_sheet(DECK.sheet, DECK)
    apply_sheet(DECK, sheet)
    monkeypatch.setattr(sheets, "_LOADED", {})
    assert loaded_sheet(sheet.digest) is None
    apply_sheet(DECK, sheet)
    assert loaded_sheet(sheet.digest) is sheet
    assert loaded_sheet("0" * 64) is None
