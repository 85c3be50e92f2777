"""Editions as data: presets of rule options, loaded from ``bohnanza/data/editions``.

An edition names its rulebook, its deck, the player counts it allows and, for each
named rule option, its own text's reading.  Player-count variations override options.

>>> from bohnanza.editions import edition
>>> rg = edition("rio-grande-2000")
>>> rg.rules(3).end_exhaustions, rg.rules(4).end_exhaustions
(2, 3)
>>> rg.rules(6).hand_size, rg.rules(6).third_field_cost
((3, 4, 5, 6), 2)
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Literal

import attrs

from bohnanza.cards import Deck, load_deck

__all__ = ["OPTION_VALUES", "Edition", "Rules", "deal_size", "edition", "editions"]

#: Every named rule option with the readings the engine implements.
OPTION_VALUES: Mapping[str, tuple[str, ...]] = {
    "dealer": ("oldest", "youngest", "chosen"),
    "deal_order": ("round-robin", "packets"),
    "matching_field": ("may", "must", "unique"),
    "step1_same_field": ("same-field-optional", "must-prevails"),
    "protection": ("all-fields", "planted-fields"),
    "final_harvest": ("all",),
    "coin_cards": ("top", "bottom"),
    "third_field": ("buy", "start"),
    "third_field_payment": ("discard", "box"),
    "third_field_timing": ("any", "own-turn"),
    "harvest_timing": ("any", "own-turn"),
    "tie_break": ("hand-cards", "none"),
    "unbroken_tie": ("shared",),
    "empty_reshuffle": ("when-needed",),
    "duel_discard": ("one", "any-number"),
    "trade_coins": ("forbidden", "allowed"),
}


@attrs.frozen
class Rules:
    """The resolved rule options of one edition at one player count.

    Each attribute is a named option; ``OPTION_VALUES`` lists the readings of the
    string-valued ones.  The decision log in ``specs/decisions.toml`` says which text
    each reading comes from.
    """

    players: int
    dealer: Literal["oldest", "youngest", "chosen"] = "oldest"
    deal_order: Literal["round-robin", "packets"] = "round-robin"
    hand_size: tuple[int, ...] = (5,)
    draw_count: int = 3
    face_up_count: int = 2
    matching_field: Literal["may", "must", "unique"] = "may"
    step1_same_field: Literal["same-field-optional", "must-prevails"] = "same-field-optional"
    protection: Literal["all-fields", "planted-fields"] = "all-fields"
    final_harvest: Literal["all"] = "all"
    coin_cards: Literal["top", "bottom"] = "top"
    third_field: Literal["buy", "start"] = "buy"
    third_field_cost: int = 3
    third_field_payment: Literal["discard", "box"] = "discard"
    third_field_timing: Literal["any", "own-turn"] = "any"
    harvest_timing: Literal["any", "own-turn"] = "any"
    end_exhaustions: int = 3
    tie_break: Literal["hand-cards", "none"] = "hand-cards"
    unbroken_tie: Literal["shared"] = "shared"
    empty_reshuffle: Literal["when-needed"] = "when-needed"
    removed: tuple[str, ...] = ()
    duel: bool = False
    duel_discard: Literal["one", "any-number"] = "one"
    trade_coins: Literal["forbidden", "allowed"] = "forbidden"
    variants: tuple[str, ...] = ()

    def deal_size(self, position: int) -> int:
        """Cards dealt to the player ``position`` seats after the dealer's left (0 = starter)."""
        return deal_size(self.hand_size, position)


def deal_size(sizes: tuple[int, ...], position: int) -> int:
    """The hand dealt at ``position`` (0 = the starting player) from a deal table whose
    last entry repeats: ``(5,)`` deals five to all, ``(3, 4, 5, 6)`` is the 6-7 player deal.

    pre: len(sizes) >= 1 and all(n >= 0 for n in sizes)
    pre: position >= 0
    post: __return__ in sizes
    post: position < len(sizes) or __return__ == sizes[-1]

    >>> [deal_size((3, 4, 5, 6), k) for k in range(7)]
    [3, 4, 5, 6, 6, 6, 6]
    """
    return sizes[position] if position < len(sizes) else sizes[-1]


def _tuple_of_str(value: object) -> tuple[str, ...]:
    assert isinstance(value, list)
    return tuple(str(v) for v in value)


def _tuple_of_int(value: object) -> tuple[int, ...]:
    assert isinstance(value, list)
    return tuple(int(v) for v in value)


def _build_rules(players: int, raw: Mapping[str, object]) -> Rules:
    kwargs: dict[str, object] = {"players": players}
    fields = {a.name: a for a in attrs.fields(Rules)}
    for key, value in raw.items():
        if key not in fields:
            raise ValueError(f"unknown rule option {key!r}")
        if key in OPTION_VALUES and value not in OPTION_VALUES[key]:
            raise ValueError(
                f"rule option {key}={value!r} is not one of {', '.join(OPTION_VALUES[key])}"
            )
        default = fields[key].default
        if key in ("removed", "variants"):
            kwargs[key] = _tuple_of_str(value)
        elif key == "hand_size":
            kwargs[key] = _tuple_of_int(value)
        elif isinstance(default, bool) and not isinstance(value, bool):
            raise ValueError(f"rule option {key} must be true or false, not {value!r}")
        elif (
            isinstance(default, int)
            and not isinstance(default, bool)
            and (not isinstance(value, int) or isinstance(value, bool) or value < 0)
        ):
            raise ValueError(f"rule option {key} must be a whole number >= 0, not {value!r}")
        if key not in kwargs:
            kwargs[key] = value
    return Rules(**kwargs)  # type: ignore[arg-type]


@attrs.frozen
class Edition:
    """A preset: rulebook, language, deck, allowed player counts and rule options."""

    name: str
    title: str
    rulebook: str
    language: str
    deck: Deck = attrs.field(repr=False)
    player_counts: tuple[int, ...]
    _base: tuple[tuple[str, object], ...] = attrs.field(repr=False)
    _by_count: tuple[tuple[int, tuple[tuple[str, object], ...]], ...] = attrs.field(repr=False)
    _variants: tuple[tuple[str, tuple[tuple[str, object], ...]], ...] = attrs.field(
        default=(), repr=False
    )

    @property
    def variants(self) -> tuple[str, ...]:
        """The named variants of this edition's rulebook (``"beginners"``, ...)."""
        return tuple(name for name, _ in self._variants)

    def variant_options(self, name: str) -> Mapping[str, object]:
        """The rule options a variant sets (``{"third_field": "start"}``).

        Raises:
            KeyError: no variant has that name.
        """
        return dict(dict(self._variants)[name])

    def rules(self, players: int, *, variants: tuple[str, ...] = (), **overrides: object) -> Rules:
        """The rule options at ``players`` players, with ``variants`` then ``overrides``.

        Raises:
            ValueError: the edition does not allow that count, a variant is unknown or not
                for that count, or an override is unknown or has a reading the engine does
                not implement.
        """
        if players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            raise ValueError(f"{self.name} is played by {counts} players, not {players}")
        merged: dict[str, object] = dict(self._base)
        merged.update(dict(self._by_count).get(players, ()))
        table = dict(self._variants)
        for name in variants:
            if name not in table:
                known = ", ".join(self.variants) or "none"
                raise ValueError(f"{self.name} has no variant {name!r} (variants: {known})")
            for key, value in table[name]:
                if key == "players":
                    assert isinstance(value, list)
                    if players not in value:
                        counts = ", ".join(map(str, value))
                        raise ValueError(f"variant {name!r} is for {counts} players")
                    continue
                merged[key] = value
        if variants:
            merged["variants"] = list(variants)
        for key, value in overrides.items():
            merged[key] = list(value) if isinstance(value, tuple) else value
        return _build_rules(players, merged)


def _edition_names() -> tuple[str, ...]:
    folder = resources.files("bohnanza").joinpath("data", "editions")
    return tuple(
        sorted(p.name.removesuffix(".toml") for p in folder.iterdir() if p.name.endswith(".toml"))
    )


def editions() -> tuple[str, ...]:
    """The names of the packaged edition presets.

    >>> "rio-grande-2000" in editions()
    True
    """
    return _edition_names()


@cache
def edition(name: str) -> Edition:
    """Load the packaged edition preset ``name``.

    Raises:
        KeyError: no such preset (the message lists the known ones).
    """
    if name not in _edition_names():
        raise KeyError(f"unknown edition {name!r}; known: {', '.join(_edition_names())}")
    text = (
        resources.files("bohnanza")
        .joinpath("data", "editions", f"{name}.toml")
        .read_text(encoding="utf-8")
    )
    raw = tomllib.loads(text)
    head = raw["edition"]
    base = raw.get("rules", {})
    by_count = raw.get("players", {})
    ed = Edition(
        name=str(head["name"]),
        title=str(head["title"]),
        rulebook=str(head["rulebook"]),
        language=str(head["language"]),
        deck=load_deck(str(head["deck"])),
        player_counts=tuple(int(n) for n in head["players"]),
        base=tuple(base.items()),
        by_count=tuple((int(k), tuple(v.items())) for k, v in by_count.items()),
        variants=tuple((str(k), tuple(v.items())) for k, v in raw.get("variants", {}).items()),
    )
    for n in ed.player_counts:
        ed.rules(n)  # validate every count's options at load time
    return ed
