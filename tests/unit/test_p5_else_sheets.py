"""``bohnanza.sheets.apply_sheet`` by its docstring: each mister's and miss's beanometer
read from the sheet (its row, its provisional flag and source), babies paying nothing
under a beanometer of their own that says so and is not provisional; the same deck object
for the same pair; the sheet registered by its digest on every call."""

from __future__ import annotations

from importlib import resources
from pathlib import Path

import pytest

from bohnanza import sheets
from bohnanza.cards import load_deck
from bohnanza.errors import InvalidSetupError
from bohnanza.sheets import apply_sheet, load_sheet, loaded_sheet, packaged_sheet

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


def _sheet_text(garden_miss: list[int]) -> str:
    """The shipped sheet's text with the Gartenbohne miss paying ``garden_miss``."""
    text = (
        resources.files("bohnanza")
        .joinpath("data", "sheets", "ladybohn-provisional.toml")
        .read_text(encoding="utf-8")
    )
    shipped = "pays = [0, 2, 3, 4, 5, 6, 7]"
    assert text.count(shipped) == 1
    return text.replace(shipped, f"pays = {garden_miss}").replace(
        "provisional = true", "provisional = false"
    )


def test_the_garden_miss_pays_more_coins_than_cards_from_one_card_to_the_whole_family(
    tmp_path: Path,
) -> None:
    """001/harvest.garden-miss, for every field the family's six cards can make: the
    first count that pays no more than its cards is named."""
    assert DECK.count("garden") == 6
    path = tmp_path / "mine.toml"
    # One coin more than cards, from 1 card to 6, then no more: accepted.
    path.write_text(_sheet_text([0, 2, 3, 4, 5, 6, 7]), encoding="utf-8")
    assert load_sheet(path, DECK).pays("garden", "miss")[:8] == (0, 2, 3, 4, 5, 6, 7, 7)
    for pays, short in (
        ([0, 1, 3, 4, 5, 6, 7], 1),
        ([0, 2, 2, 4, 5, 6, 7], 2),
        ([0, 2, 3, 4, 5, 6, 6], 6),
    ):
        path.write_text(_sheet_text(pays), encoding="utf-8")
        with pytest.raises(InvalidSetupError) as caught:
            load_sheet(path, DECK)
        assert str(caught.value) == (
            "[001/harvest.garden-miss] beanometer sheet refused: the garden miss must pay "
            f"more coins than cards; {short} cards pay {pays[short]}"
        )
