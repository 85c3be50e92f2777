"""Beanometer sheets (``bohnanza.sheets``) as a user meets them: the provisional warning
points at the user's own call of ``new_game`` or ``compose``, a sheet's header may leave
out its name, deck and source, and only a path names a sheet file."""

from __future__ import annotations

import tomllib
import warnings
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import pytest

import bohnanza
from bohnanza.cards import load_deck
from bohnanza.errors import InvalidSetupError
from bohnanza.sheets import ProvisionalDataWarning, Sheet, load_sheet, packaged_sheet

DECK = load_deck("ladybohn-110")


def _rows_text() -> str:
    text = (
        resources.files("bohnanza")
        .joinpath("data", "sheets", "ladybohn-provisional.toml")
        .read_text(encoding="utf-8")
    )
    return text[text.index("\n[[row]]") + 1 :]


def test_the_provisional_warning_points_at_the_users_call() -> None:
    calls: list[Callable[[], object]] = [
        lambda: bohnanza.new_game("ladybohn", 3, seed=1),
        lambda: bohnanza.compose("ladybohn", 3, hands={0: ["Chili"]}),
    ]
    for call in calls:
        with warnings.catch_warnings(record=True) as seen:
            warnings.simplefilter("always")
            call()
        provisional = [w for w in seen if issubclass(w.category, ProvisionalDataWarning)]
        assert len(provisional) == 1
        assert provisional[0].filename == __file__
        assert str(provisional[0].message).startswith(
            "the ladybohn-provisional beanometers are provisional, not the printed cards' "
        )


def test_a_sheets_header_may_leave_out_its_name_deck_and_source(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text("[sheet]\n\n" + _rows_text(), encoding="utf-8")
    sheet = load_sheet(path, DECK)
    assert (sheet.name, sheet.deck, sheet.source, sheet.provisional) == (
        "mine.toml",
        "ladybohn-110",
        "",
        False,
    )
    shipped = packaged_sheet("ladybohn-provisional", DECK)
    assert sheet.rows == shipped.rows and sheet.digest != shipped.digest
    assert tomllib.loads(path.read_text(encoding="utf-8"))["sheet"] == {}
    # Not provisional: a game priced by it does not warn.
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        game = bohnanza.new_game("ladybohn", 3, seed=1, sheet=sheet)
    assert game.table.edition.deck.sheet == "mine.toml"


def test_only_a_path_names_a_sheet_file() -> None:
    for value in (5, None, b"sheet.toml"):
        with pytest.raises(InvalidSetupError) as caught:
            load_sheet(value, DECK)  # type: ignore[arg-type]
        assert str(caught.value).startswith("a beanometer sheet is a path, not ")
    assert isinstance(packaged_sheet("ladybohn-provisional", DECK), Sheet)
