"""Beanometer sheets (``bohnanza.sheets``), by the module's docstring: a sheet is checked
against what 001 states, each refusal citing its clause (a mister and a miss row per
family and none for babies, the miss paying at least her mister and more for some, the
Gartenbohne miss more coins than cards, no row paying less for more cards), and read only
from a regular file of bounded size; a provisional sheet warns."""

from __future__ import annotations

import tomllib
import warnings
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from bohnanza.cards import load_deck
from bohnanza.errors import InvalidSetupError
from bohnanza.files import display
from bohnanza.sheets import (
    ProvisionalDataWarning,
    Sheet,
    apply_sheet,
    load_sheet,
    loaded_sheet,
    packaged_sheet,
    register_sheet,
    resolve_sheet,
)

DECK = load_deck("ladybohn-110")


def _shipped() -> dict[str, Any]:
    text = (
        resources.files("bohnanza")
        .joinpath("data", "sheets", "ladybohn-provisional.toml")
        .read_text(encoding="utf-8")
    )
    return tomllib.loads(text)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    if isinstance(value, str):
        return '"' + value.replace('"', '\\"') + '"'
    return str(value)


def _write(path: Path, raw: dict[str, Any]) -> Path:
    lines = ["[sheet]"] + [f"{k} = {_value(v)}" for k, v in raw["sheet"].items()]
    for row in raw["row"]:
        lines += ["", "[[row]]"] + [f"{k} = {_value(v)}" for k, v in row.items()]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _row(raw: dict[str, Any], family: str, kind: str) -> dict[str, Any]:
    row: dict[str, Any] = next(r for r in raw["row"] if (r["family"], r["kind"]) == (family, kind))
    return row


def _refusal(tmp_path: Path, raw: dict[str, Any]) -> str:
    path = _write(tmp_path / "real.toml", raw)
    with pytest.raises(InvalidSetupError) as caught:
        load_sheet(path, DECK)
    return str(caught.value)


def test_the_shipped_sheet_read_back_from_a_file_is_the_same_sheet(tmp_path: Path) -> None:
    shipped = packaged_sheet("ladybohn-provisional", DECK)
    again = load_sheet(_write(tmp_path / "copy.toml", _shipped()), DECK)
    assert again.rows == shipped.rows and again.digest == shipped.digest
    assert again.provisional and again.deck == "ladybohn-110"
    assert len(shipped.rows) == 16, "a mister and a miss row for each of 8 families"
    # A row's payouts: a beanometer read as a field of 0..32 cards, the last one repeating.
    blue = shipped.pays("blue", "mister")
    assert len(blue) == 33 and blue[:11] == (0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4)
    garden = shipped.pays("garden", "miss")
    assert garden[:8] == (0, 2, 3, 4, 5, 6, 7, 7) and garden[32] == 7
    assert shipped.pays("blue", "baby") == (0,) * 33
    # The digest covers the prices and the flags, not the name or the source.
    renamed = _shipped()
    renamed["sheet"]["name"] = "mine"
    renamed["sheet"]["source"] = "elsewhere"
    mine = load_sheet(_write(tmp_path / "mine.toml", renamed), DECK)
    assert mine.name == "mine" and mine.digest == shipped.digest
    renamed["sheet"]["provisional"] = False
    assert load_sheet(_write(tmp_path / "m2.toml", renamed), DECK).digest != shipped.digest


def test_each_break_of_001_is_refused_citing_its_clause(tmp_path: Path) -> None:
    raw = _shipped()
    raw["row"] = [r for r in raw["row"] if (r["family"], r["kind"]) != ("red", "miss")]
    assert _refusal(tmp_path, raw) == (
        "[001/lady.beanometers] beanometer sheet refused: no miss row for red"
    )
    raw = _shipped()
    raw["row"].append({"family": "red", "kind": "baby", "beanometer": [2, 3, 4, 5]})
    assert _refusal(tmp_path, raw) == (
        "[001/lady.beanometers] beanometer sheet refused: red baby has a row; babies have none"
    )
    raw = _shipped()
    _row(raw, "blue", "miss")["beanometer"] = _row(raw, "blue", "mister")["beanometer"]
    assert _refusal(tmp_path, raw) == (
        "[001/lady.miss-best] beanometer sheet refused: the blue miss must pay at least her "
        "mister for every count, and more for some"
    )
    raw = _shipped()
    _row(raw, "blue", "miss")["beanometer"] = [3, 5, 7, 11]
    assert _refusal(tmp_path, raw).startswith("[001/lady.miss-best]")
    raw = _shipped()
    _row(raw, "garden", "miss")["pays"] = [0, 2, 3, 4, 5, 6, 6]
    assert _refusal(tmp_path, raw) == (
        "[001/harvest.garden-miss] beanometer sheet refused: the garden miss must pay more "
        "coins than cards; 6 cards pay 6"
    )


def test_each_malformed_row_is_refused_naming_it(tmp_path: Path) -> None:
    def with_row(index: int, **changes: Any) -> dict[str, Any]:
        raw = _shipped()
        raw["row"][index] = {**raw["row"][index], **changes}
        return raw

    blue_mister = with_row(0)
    assert (blue_mister["row"][0]["family"], blue_mister["row"][0]["kind"]) == ("blue", "mister")
    cases = [
        (with_row(0, family=5), "real.toml row 1: a row needs a family and a kind (strings)"),
        (with_row(0, pays=[0, 1]),
         "real.toml row 1 (blue mister): give a beanometer or pays, not both"),
        (with_row(0, beanometer=[4, 6, 8]),
         "real.toml row 1 (blue mister): a beanometer has 4 steps"),
        (with_row(0, beanometer=[4, 6, 8, 100]),
         "real.toml row 1 (blue mister): [4, 6, 8, 100] is not a list of counts"),
        (with_row(0, beanometer=[]), "real.toml row 1 (blue mister): [] is not a list of counts"),
        (with_row(0, beanometer=[4, 6, 8, -1]),
         "real.toml row 1 (blue mister): [4, 6, 8, -1] is not a list of counts"),
        (with_row(0, family="cocoa"), "sheet row cocoa mister: no such family in ladybohn-110"),
        (with_row(0, kind="queen"), "sheet row blue queen: the kind is mister or miss"),
        (with_row(1, kind="mister"), "real.toml: two rows for blue mister"),
    ]  # fmt: skip
    for raw, said in cases:
        assert _refusal(tmp_path, raw) == said
    raw = _shipped()
    del _row(raw, "blue", "mister")["beanometer"]
    _row(raw, "blue", "mister")["pays"] = [0, 0, 0, 0, 1, 1, 2]
    assert _refusal(tmp_path, raw) == (
        "sheet row blue mister: only the garden miss is given by pays"
    )
    raw = _shipped()
    del _row(raw, "blue", "mister")["beanometer"]
    _row(raw, "blue", "mister")["pays"] = [0, 0, 0, 0, 1, 1, 0]
    assert _refusal(tmp_path, raw) == "sheet row blue mister pays less for more cards"
    raw = _shipped()
    # Only the garden miss may pay more coins than cards.
    _row(raw, "garden", "mister")["beanometer"] = [1, 1, 1, 1]
    _row(raw, "garden", "miss")["pays"] = [0, 5, 6, 7, 8, 9, 10]
    assert _refusal(tmp_path, raw) == "sheet row garden mister pays more coins than cards"


def test_a_sheet_file_is_read_as_documented(tmp_path: Path) -> None:
    raw = _shipped()
    raw["sheet"]["deck"] = "amigo-154"
    assert _refusal(tmp_path, raw) == "real.toml: the sheet prices amigo-154, not ladybohn-110"
    raw = _shipped()
    raw["sheet"]["provisional"] = "no"
    assert _refusal(tmp_path, raw) == "real.toml: provisional is true or false"
    path = tmp_path / "rows.toml"
    path.write_text('[sheet]\nname = "x"\n', encoding="utf-8")
    with pytest.raises(InvalidSetupError) as caught:
        load_sheet(path, DECK)
    assert str(caught.value) == "rows.toml: a sheet has a [sheet] table and [[row]] entries"
    path.write_text("row = [1]\n[sheet]\n", encoding="utf-8")
    with pytest.raises(InvalidSetupError) as caught:
        load_sheet(path, DECK)
    assert str(caught.value) == "rows.toml: row 1 is not a table"
    with pytest.raises(InvalidSetupError) as caught:
        load_sheet(tmp_path, DECK)
    assert str(caught.value) == (
        f"cannot read the beanometer sheet {display(tmp_path)}: not a regular file "
        "(a directory, FIFO or device?)"
    )
    with pytest.raises(InvalidSetupError) as caught:
        resolve_sheet(DECK, 5)  # type: ignore[arg-type]
    assert str(caught.value) == "a beanometer sheet is a path, not 5"


def test_a_provisional_sheet_warns_and_a_real_one_does_not(tmp_path: Path) -> None:
    with pytest.warns(ProvisionalDataWarning, match="the ladybohn-provisional beanometers"):
        found = resolve_sheet(DECK, None)
    assert found == packaged_sheet("ladybohn-provisional", DECK)
    raw = _shipped()
    raw["sheet"]["provisional"] = False
    raw["sheet"]["name"] = "printed"
    path = _write(tmp_path / "printed.toml", raw)
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        real = resolve_sheet(DECK, path)
        assert resolve_sheet(DECK, real) is real
        assert resolve_sheet(DECK, str(path)) == real
    assert isinstance(real, Sheet) and not real.provisional and real.name == "printed"


def test_a_priced_deck_carries_the_sheets_prices_and_is_registered(tmp_path: Path) -> None:
    raw = _shipped()
    raw["sheet"]["provisional"] = False
    raw["sheet"]["source"] = "my cards"
    sheet = register_sheet(_write(tmp_path / "mine.toml", raw))
    assert loaded_sheet(sheet.digest) == sheet
    priced = apply_sheet(DECK, sheet)
    assert priced is apply_sheet(DECK, sheet), "the same deck for the same pair"
    assert priced.sheet == sheet.name and priced.priced == sheet.digest
    blue_miss = next(c for c in priced.cards if (c.variety.key, c.kind) == ("blue", "miss"))
    assert [blue_miss.beanometer.payout(n) for n in range(11)] == list(
        sheet.pays("blue", "miss")[:11]
    )
    assert blue_miss.beanometer.source == "my cards" and not blue_miss.beanometer.provisional
    baby = next(c for c in priced.cards if c.kind == "baby")
    assert baby.beanometer.payout(20) == 0
    assert baby.beanometer.source == "001: babies have none"
    raw["sheet"]["deck"] = "../elsewhere"
    with pytest.raises(InvalidSetupError) as caught:
        register_sheet(_write(tmp_path / "odd.toml", raw))
    assert str(caught.value) == (
        f"the beanometer sheet {display(tmp_path / 'odd.toml')} names no packaged deck "
        "('../elsewhere'); its [sheet] deck is one of: amigo-154, ladybohn-110, original-1997"
    )
