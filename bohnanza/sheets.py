"""Beanometer sheets: the prices of a deck whose cards are misters, misses and babies.

Ladybohn (001) prints a beanometer on each mister and miss and none on babies, but the
printed values are not known (FACTS.md).  They are data, read from a sheet: the package
ships one marked ``provisional = true`` (``ladybohn-provisional``), and a user who owns
the cards writes the real one in the same TOML format and passes it to ``new_game(...,
sheet=path)`` or to the command line (``--sheet FILE``).  Every game priced by a
provisional sheet warns with ``ProvisionalDataWarning`` (decision ladybohn.beanometers).

A sheet is checked against what 001 states, each refusal citing its clause:
every family has a mister row and a miss row and no baby row (001/lady.beanometers); a
miss pays at least what her mister pays for every count and more for some
(001/lady.miss-best); the Gartenbohne miss pays more coins than the field holds cards
(001/harvest.garden-miss), and she alone may pay more than 4 coins or more than cards;
no row pays less for more cards.
"""

from __future__ import annotations

import hashlib
import json
import os
import sys
import tomllib
import warnings
from collections.abc import Mapping
from functools import cache
from importlib import resources
from pathlib import Path

import attrs

from bohnanza.cards import Beanometer, Card, Deck, deck_names, load_deck, payout
from bohnanza.errors import InvalidSetupError, show
from bohnanza.files import UnreadableError, display, read_toml

__all__ = [
    "GARDEN_MISS",
    "MAX_SHEET_SIZE",
    "PROVISIONAL_NOTE",
    "SHIPPED_SHEET_NOTE",
    "ProvisionalDataWarning",
    "Sheet",
    "apply_sheet",
    "load_sheet",
    "packaged_sheet",
    "resolve_sheet",
]

#: The line printed when a game is priced by a provisional beanometer sheet (Ladybohn).
PROVISIONAL_NOTE = (
    "note: the Ladybohn beanometers are provisional (not the printed cards); "
    "pass the real sheet with --sheet FILE"
)
#: The same, for the commands that price Ladybohn by the shipped sheet only.
SHIPPED_SHEET_NOTE = (
    "note: the Ladybohn beanometers are provisional (not the printed cards); "
    "this command prices them by the sheet shipped in the package"
)

#: The one row that may pay more than cards (001/harvest.garden-miss).
GARDEN_MISS = ("garden", "miss")
#: The largest sheet file read, in bytes (the shipped one has about 3,000).
MAX_SHEET_SIZE = 1_000_000
#: Counts checked: every field size a family of at most 21 cards can reach.
_COUNTS = range(1, 33)


class ProvisionalDataWarning(UserWarning):
    """A game is priced by numbers that are not the printed ones (the provisional
    Ladybohn sheet): pass the real sheet to silence it."""


@attrs.frozen
class Sheet:
    """A checked beanometer sheet.

    ``rows`` maps (family, kind) to the coins a field of 0..32 cards sells for, with that
    card on top; babies pay nothing and have no row.
    """

    name: str
    deck: str
    provisional: bool
    source: str
    rows: tuple[tuple[tuple[str, str], tuple[int, ...]], ...]

    def pays(self, family: str, kind: str) -> tuple[int, ...]:
        """The payouts for fields of 0..32 cards with a card of ``family`` and ``kind`` on
        top; all zero for a baby."""
        for key, row in self.rows:
            if key == (family, kind):
                return row
        return (0,) * (len(_COUNTS) + 1)

    @property
    def digest(self) -> str:
        """SHA-256 of the sheet's prices and flags, in a canonical form: a record keeps it
        to say which sheet priced its game."""
        data = {
            "deck": self.deck,
            "provisional": self.provisional,
            "rows": [[f, k, list(row)] for (f, k), row in sorted(self.rows)],
        }
        text = json.dumps(data, sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _refuse(clause: str, text: str) -> InvalidSetupError:
    return InvalidSetupError(f"[001/{clause}] beanometer sheet refused: {text}")


def _row(entry: Mapping[str, object], where: str) -> tuple[str, str, tuple[int, ...], bool]:
    family = entry.get("family")
    kind = entry.get("kind")
    if type(family) is not str or type(kind) is not str:
        raise InvalidSetupError(f"{where}: a row needs a family and a kind (strings)")
    if ("beanometer" in entry) == ("pays" in entry):
        raise InvalidSetupError(f"{where} ({family} {kind}): give a beanometer or pays, not both")
    raw = entry.get("beanometer", entry.get("pays"))
    if type(raw) is not list or not raw or not all(type(v) is int and 0 <= v <= 99 for v in raw):
        raise InvalidSetupError(f"{where} ({family} {kind}): {show(raw)} is not a list of counts")
    values = tuple(raw)
    if "beanometer" in entry:
        if len(values) != 4:
            raise InvalidSetupError(f"{where} ({family} {kind}): a beanometer has 4 steps")
        return family, kind, (0, *(payout(values, n) for n in _COUNTS)), False
    return family, kind, tuple(values[min(n, len(values) - 1)] for n in range(33)), True


def _check(sheet: Sheet, deck: Deck, explicit: set[tuple[str, str]]) -> None:
    families = [v.key for v in deck.varieties]
    counts = {key: deck.count(key) for key in families}
    rows = dict(sheet.rows)
    for family, kind in rows:
        if family not in counts:
            raise InvalidSetupError(f"sheet row {family} {kind}: no such family in {deck.name}")
        if kind == "baby":
            raise _refuse("lady.beanometers", f"{family} baby has a row; babies have none")
        if kind not in ("mister", "miss"):
            raise InvalidSetupError(f"sheet row {family} {kind}: the kind is mister or miss")
    for family in families:
        for kind in ("mister", "miss"):
            if (family, kind) not in rows:
                raise _refuse("lady.beanometers", f"no {kind} row for {family}")
        mister, miss = rows[(family, "mister")], rows[(family, "miss")]
        if any(miss[n] < mister[n] for n in _COUNTS) or miss == mister:
            raise _refuse(
                "lady.miss-best",
                f"the {family} miss must pay at least her mister for every count, and more "
                "for some",
            )
    for (family, kind), row in rows.items():
        if any(row[n] < row[n - 1] for n in _COUNTS):
            raise InvalidSetupError(f"sheet row {family} {kind} pays less for more cards")
        if (family, kind) == GARDEN_MISS:
            short = [n for n in range(1, counts[family] + 1) if row[n] <= n]
            if short:
                raise _refuse(
                    "harvest.garden-miss",
                    f"the garden miss must pay more coins than cards; {short[0]} cards pay "
                    f"{row[short[0]]}",
                )
            continue
        if (family, kind) in explicit:
            raise InvalidSetupError(
                f"sheet row {family} {kind}: only the garden miss is given by pays"
            )
        if any(row[n] > n for n in _COUNTS):
            raise InvalidSetupError(f"sheet row {family} {kind} pays more coins than cards")


def _parse(raw: Mapping[str, object], where: str, deck: Deck) -> Sheet:
    head = raw.get("sheet")
    entries = raw.get("row")
    if not isinstance(head, dict) or type(entries) is not list:
        raise InvalidSetupError(f"{where}: a sheet has a [sheet] table and [[row]] entries")
    provisional = head.get("provisional", False)
    if type(provisional) is not bool:
        raise InvalidSetupError(f"{where}: provisional is true or false")
    explicit: set[tuple[str, str]] = set()
    rows: dict[tuple[str, str], tuple[int, ...]] = {}
    for i, entry in enumerate(entries):
        if not isinstance(entry, dict):
            raise InvalidSetupError(f"{where}: row {i + 1} is not a table")
        family, kind, row, given = _row(entry, f"{where} row {i + 1}")
        if (family, kind) in rows:
            raise InvalidSetupError(f"{where}: two rows for {family} {kind}")
        rows[(family, kind)] = row
        if given:
            explicit.add((family, kind))
    sheet = Sheet(
        name=str(head.get("name", where)),
        deck=str(head.get("deck", deck.name)),
        provisional=provisional,
        source=str(head.get("source", "")),
        rows=tuple(sorted(rows.items())),
    )
    if sheet.deck != deck.name:
        raise InvalidSetupError(f"{where}: the sheet prices {sheet.deck}, not {deck.name}")
    _check(sheet, deck, explicit)
    return sheet


def _read(path: str | Path) -> dict[str, object]:
    """The TOML of a sheet file: a regular file of at most ``MAX_SHEET_SIZE`` bytes
    (``bohnanza.files``)."""
    if not isinstance(path, str | Path):
        raise InvalidSetupError(f"a beanometer sheet is a path, not {show(path)}")
    try:
        return read_toml(path, MAX_SHEET_SIZE)
    except UnreadableError as exc:
        raise InvalidSetupError(
            f"cannot read the beanometer sheet {display(path)}: {exc}"
        ) from None


def load_sheet(path: str | Path, deck: Deck) -> Sheet:
    """Read and check a user's sheet (TOML) for ``deck``.

    The file must be a regular file (not a FIFO or a device) of at most
    ``MAX_SHEET_SIZE`` bytes, UTF-8 TOML nested at most ``bohnanza.files.MAX_DEPTH`` deep.

    Raises:
        InvalidSetupError: the file cannot be read, is not TOML, or breaks a check (the
            message names the row and the clause).
    """
    return _parse(_read(path), Path(path).name, deck)


@cache
def packaged_sheet(name: str, deck: Deck) -> Sheet:
    """A sheet shipped in ``bohnanza/data/sheets``."""
    text = resources.files("bohnanza").joinpath("data", "sheets", f"{name}.toml")
    return _parse(tomllib.loads(text.read_text(encoding="utf-8")), name, deck)


#: The package's folder: a warning points at the first frame outside it.
_PACKAGE = str(Path(__file__).resolve().parent) + os.sep


def _caller_level() -> int:
    """The ``stacklevel`` of the first caller outside the package, counted as ``warnings``
    counts (a compiled function has no frame of its own, so no fixed number fits both
    builds)."""
    frame = sys._getframe(0)  # warnings' level 1: the nearest frame, ours or our caller's
    level = 1
    while frame.f_back is not None and frame.f_code.co_filename.startswith(_PACKAGE):
        frame = frame.f_back
        level += 1
    return level


def resolve_sheet(deck: Deck, sheet: str | Path | Sheet | None) -> Sheet:
    """The sheet for ``deck``: the one given (a path or a ``Sheet``), or the packaged one
    the deck names; warns with ``ProvisionalDataWarning`` when it is provisional."""
    if isinstance(sheet, Sheet):
        found = sheet
    elif sheet is None:
        found = packaged_sheet(deck.sheet, deck)
    elif isinstance(sheet, str | Path):
        found = load_sheet(sheet, deck)
    else:
        raise InvalidSetupError(f"a beanometer sheet is a path, not {show(sheet)}")
    if found.provisional:
        warnings.warn(
            f"the {found.name} beanometers are provisional, not the printed cards' "
            "(see 'The beanometers are provisional' in docs/ladybohn.md); pass the real "
            "sheet (sheet=PATH, --sheet FILE)",
            ProvisionalDataWarning,
            stacklevel=_caller_level(),
        )
    return found


#: The sheets loaded in this process, by digest: a record names its sheet by digest, and
#: replays with it when it was loaded (by new_game or ``bohnanza verify --sheet``).
_LOADED: dict[str, Sheet] = {}


def register_sheet(path: str | Path) -> Sheet:
    """Read and check a user's sheet for the deck it names, and keep it for the replays of
    records priced by it (``bohnanza verify --sheet FILE``).

    The sheet's ``deck`` is the name of a deck shipped in the package (``ladybohn-110``):
    a name, never a path, so that a sheet cannot make the program read another file.

    Raises:
        InvalidSetupError: the file cannot be read, names no packaged deck, or breaks a check.
    """
    raw = _read(path)
    head = raw.get("sheet")
    name = head.get("deck") if isinstance(head, dict) else None
    if type(name) is not str or name not in deck_names():
        raise InvalidSetupError(
            f"the beanometer sheet {display(path)} names no packaged deck ({show(name)}); "
            f"its [sheet] deck is one of: {', '.join(sorted(deck_names()))}"
        )
    sheet = _parse(raw, Path(path).name, load_deck(name))
    _LOADED[sheet.digest] = sheet
    return sheet


def loaded_sheet(digest: str) -> Sheet | None:
    """The sheet of that digest, if this process has priced a deck with it."""
    return _LOADED.get(digest)


def apply_sheet(deck: Deck, sheet: Sheet) -> Deck:
    """``deck`` with each mister's and miss's beanometer read from ``sheet`` (babies pay
    nothing); the same deck object for the same pair, so that games share its tables.

    The sheet is registered on every call, not only when the priced deck is first built:
    whoever clears the registry (a test, say) gets it back with the next game priced by it.
    """
    _LOADED[sheet.digest] = sheet
    return _priced_deck(deck, sheet)


@cache
def _priced_deck(deck: Deck, sheet: Sheet) -> Deck:
    meters: dict[tuple[str, str], Beanometer] = {}
    for (family, kind), row in sheet.rows:
        meters[(family, kind)] = Beanometer(
            (0, 0, 0, 0), provisional=sheet.provisional, source=sheet.source, pays=row
        )
    baby = Beanometer((0, 0, 0, 0), provisional=False, source="001: babies have none")
    cards = tuple(
        Card(c.id, c.variety, meters.get((c.variety.key, c.kind), baby), c.kind) for c in deck.cards
    )
    return attrs.evolve(deck, cards=cards, sheet=sheet.name, priced=sheet.digest)
