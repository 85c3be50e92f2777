"""Bean varieties, beanometers and physical cards.

These are data types only: the numbers come from the packaged data files
(``bohnanza/data/varieties.toml`` and ``bohnanza/data/decks/*.toml``).

>>> from bohnanza.cards import Beanometer
>>> stink = Beanometer((3, 5, 7, 8))
>>> [stink.payout(n) for n in range(1, 10)]
[0, 0, 1, 1, 2, 2, 3, 4, 4]
"""

from __future__ import annotations

import tomllib
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from types import MappingProxyType

import attrs

__all__ = [
    "KINDS",
    "KIND_NAMES",
    "Beanometer",
    "Card",
    "Deck",
    "Variety",
    "deck_names",
    "load_deck",
    "payout",
    "varieties",
]

#: The largest field for which payouts are precomputed; larger fields pay like this one.
_TABLE_SIZE = 32


@attrs.frozen(eq=False)
class Variety:
    """A bean variety, named in each language of the source texts.

    Varieties are loaded once (``varieties()``) and compare by identity, which keeps the
    referee's one-variety-per-field checks cheap.

    ``key`` is the stable, language-neutral name used in data, actions and records
    (``"stink"``); ``names`` maps a language tag (``en``, ``fr``, ``de``, ``fr1997``)
    to the name printed in that text (``"Harry Cochon"``).
    """

    key: str
    names: tuple[tuple[str, str], ...] = attrs.field(eq=False, repr=False)

    def name(self, language: str = "en") -> str:
        """The variety's name in ``language``, falling back to English.

        >>> varieties()["stink"].name("fr")
        'Harry Cochon'
        """
        for tag, text in self.names:
            if tag == language:
                return text
        return dict(self.names).get("en", self.key)

    def __str__(self) -> str:
        return self.name("en")


def payout(thresholds: tuple[int, ...], cards: int) -> int:
    """Coins for selling ``cards`` cards under a beanometer (0 = a step not printed).

    The highest step whose number of cards is reached pays; never more than 4 coins.

    pre: len(thresholds) == 4
    pre: all(0 <= t <= 30 for t in thresholds)
    pre: cards >= 0
    post: 0 <= __return__ <= 4
    post: cards > 0 or __return__ == 0
    post: __return__ == 0 or thresholds[__return__ - 1] != 0

    >>> payout((3, 5, 7, 8), 6), payout((0, 2, 3, 0), 1), payout((0, 2, 3, 0), 9)
    (2, 0, 3)
    """
    coins = 0
    for step, needed in enumerate(thresholds, start=1):
        if needed and cards >= needed:
            coins = step
    return coins


def payout_grows(thresholds: tuple[int, ...], cards: int) -> bool:
    """Selling one more card never earns less: a property checked by CrossHair.

    pre: len(thresholds) == 4
    pre: all(0 <= t <= 30 for t in thresholds)
    pre: cards >= 0
    post: __return__
    """
    return payout(thresholds, cards) <= payout(thresholds, cards + 1)


def _payout_table(thresholds: tuple[int, ...]) -> tuple[int, ...]:
    return tuple(payout(thresholds, n) for n in range(_TABLE_SIZE + 1))


@attrs.frozen
class Beanometer:
    """The coins a harvest earns: the fewest cards that pay 1, 2, 3 and 4 coins.

    ``0`` marks a step that is not printed (the Garden bean pays only 2 or 3).
    ``provisional`` is true for numbers that are not known to be the printed ones
    (see FACTS.md on Ladybohn); ``source`` says where the numbers come from.
    """

    thresholds: tuple[int, ...]
    provisional: bool = False
    source: str = ""
    #: Ladybohn's Gartenbohne miss: the coins for a field of 0, 1, 2, ... cards, given
    #: outright (its payout may exceed the cards and 4 coins); () for a printed row.
    pays: tuple[int, ...] = ()
    _table: tuple[int, ...] = attrs.field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        pays = self.pays
        if any(coins < 0 for coins in pays):
            raise ValueError(f"a beanometer pays no negative coins: {pays}")
        table = (
            tuple(pays[min(n, len(pays) - 1)] for n in range(_TABLE_SIZE + 1))
            if pays
            else _payout_table(self.thresholds)
        )
        object.__setattr__(self, "_table", table)

    def payout(self, cards: int) -> int:
        """Coins earned by selling ``cards`` cards of this variety in one harvest (at most
        4 unless ``pays`` is given).

        pre: cards >= 0
        post: __return__ >= 0
        """
        cards = min(cards, _TABLE_SIZE)
        return self._table[cards]


#: Ladybohn's kinds of card within a family (001: « des misters, des miss et des bébés »).
KINDS = ("mister", "miss", "baby")
#: The kinds' names in each language: French as 001 writes them, English as 001 itself
#: spells them, German as the reading of 001's abbreviations m / w / B (no German rulebook
#: is at hand to confirm the full words).
KIND_NAMES = {
    "fr": {"mister": "mister", "miss": "miss", "baby": "bébé"},
    "en": {"mister": "mister", "miss": "miss", "baby": "baby"},
    "de": {"mister": "m", "miss": "w", "baby": "B"},
}


@attrs.frozen
class Card:
    """One physical bean card: an id unique in its deck, a variety and a beanometer.

    ``kind`` is Ladybohn's mister / miss / baby (``KINDS``), "" in the other decks; the
    variety is then the card's family, on which fields match.  Cards compare by id; their
    string form is ``id:variety`` (``"17:chili"``), ``id:variety:kind`` with a kind
    (``"104:red:miss"``).
    """

    id: int
    variety: Variety = attrs.field(eq=False)
    beanometer: Beanometer = attrs.field(eq=False, repr=False)
    kind: str = attrs.field(default="", eq=False)

    def __str__(self) -> str:
        if self.kind:
            return f"{self.id}:{self.variety.key}:{self.kind}"
        return f"{self.id}:{self.variety.key}"


@attrs.frozen
class Deck:
    """A whole box of bean cards: every physical card in id order, and its varieties."""

    name: str
    title: str
    source: str
    cards: tuple[Card, ...] = attrs.field(repr=False)
    third_field_cards: int = 0
    notes: tuple[tuple[str, str], ...] = attrs.field(default=(), repr=False)
    #: The name of the packaged beanometer sheet a deck of kinds is priced by (Ladybohn);
    #: "" for a deck whose beanometers are printed in its data.
    sheet: str = ""
    #: The SHA-256 digest of the sheet that priced this deck (``bohnanza.sheets``), ""
    #: while unpriced and for a deck whose beanometers are printed in its data.
    priced: str = ""

    @property
    def has_kinds(self) -> bool:
        """Whether the cards are misters, misses and babies (Ladybohn)."""
        return bool(self.cards) and bool(self.cards[0].kind)

    @property
    def varieties(self) -> tuple[Variety, ...]:
        """The varieties in data order (most common first)."""
        seen: dict[str, Variety] = {}
        for card in self.cards:
            seen.setdefault(card.variety.key, card.variety)
        return tuple(seen.values())

    def count(self, variety: str) -> int:
        """How many cards of ``variety`` (a key) the deck holds."""
        return sum(1 for c in self.cards if c.variety.key == variety)


def _data(*parts: str) -> Mapping[str, object]:
    text = resources.files("bohnanza").joinpath("data", *parts).read_text(encoding="utf-8")
    return tomllib.loads(text)


@cache
def varieties() -> Mapping[str, Variety]:
    """Every known variety by key, from ``data/varieties.toml``.

    >>> sorted(varieties())[:3]
    ['black-eyed', 'blue', 'chili']
    """
    raw = _data("varieties.toml")
    out: dict[str, Variety] = {}
    entries = raw["variety"]
    assert isinstance(entries, list)
    for entry in entries:
        key = str(entry["key"])
        names = tuple((str(k), str(v)) for k, v in entry.items() if k != "key")
        out[key] = Variety(key, names)
    # Read-only: the mapping is cached and shared by every caller in the process.
    return MappingProxyType(out)


def _ints(values: Iterable[object]) -> tuple[int, ...]:
    return tuple(int(str(v)) for v in values)


@cache
def deck_names() -> frozenset[str]:
    """The names of the decks shipped in the package (``bohnanza/data/decks/NAME.toml``).

    >>> sorted(deck_names())
    ['amigo-154', 'ladybohn-110', 'original-1997']
    """
    folder = resources.files("bohnanza").joinpath("data", "decks")
    return frozenset(
        entry.name.removesuffix(".toml")
        for entry in folder.iterdir()
        if entry.name.endswith(".toml")
    )


@cache
def load_deck(name: str) -> Deck:
    """Load a packaged deck (``"amigo-154"``) with card ids 0, 1, ... in data order.

    Only the decks of ``deck_names()`` are read: a name is never a path.

    Raises:
        KeyError: no packaged deck has that name.
    """
    if type(name) is not str or name not in deck_names():
        raise KeyError(f"unknown deck {name!r}")
    try:
        raw = _data("decks", f"{name}.toml")
    except FileNotFoundError:
        raise KeyError(f"unknown deck {name!r}") from None
    head = raw["deck"]
    assert isinstance(head, dict)
    known = varieties()
    cards: list[Card] = []
    notes: list[tuple[str, str]] = []
    entries = raw["card"]
    assert isinstance(entries, list)
    for entry in entries:
        variety = known[str(entry["variety"])]
        if "counts" in entry:
            # A family of kinds (Ladybohn): misters, then misses, then babies; their
            # beanometers come from a sheet (bohnanza.sheets), so none is set here.
            counts = entry["counts"]
            for kind in KINDS:
                for _ in range(int(counts[kind])):
                    cards.append(Card(len(cards), variety, _UNPRICED, kind))
            continue
        meter = Beanometer(
            _ints(entry["beanometer"]),
            provisional=bool(entry.get("provisional", False)),
            source=str(head.get("source", "")),
        )
        if "note" in entry:
            notes.append((variety.key, str(entry["note"])))
        for _ in range(int(entry["count"])):
            cards.append(Card(len(cards), variety, meter))
    return Deck(
        name=str(head["name"]),
        title=str(head.get("title", name)),
        source=str(head.get("source", "")),
        cards=tuple(cards),
        third_field_cards=int(head.get("third_field_cards", 0)),
        notes=tuple(notes),
        sheet=str(head.get("sheet", "")),
    )


#: The beanometer of a card of kinds before a sheet prices it: it pays nothing.
_UNPRICED = Beanometer((0, 0, 0, 0), provisional=True, source="no sheet applied")
