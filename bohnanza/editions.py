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
from types import MappingProxyType
from typing import Literal

import attrs

from bohnanza.cards import Deck, load_deck, varieties
from bohnanza.errors import InvalidSetupError, show

__all__ = [
    "HAND_SIZE_RANGE",
    "INT_RANGES",
    "LADYBOHN_OPTIONS",
    "OPTION_VALUES",
    "Edition",
    "Rules",
    "deal_size",
    "edition",
    "editions",
]

#: Every named rule option with the readings the engine implements (read-only).
OPTION_VALUES: Mapping[str, tuple[str, ...]] = MappingProxyType(
    {
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
        # Ladybohn's readings (decisions ladybohn.*); the first value is the one every game
        # without Ladybohn's mechanics takes (the ladybohn preset reads two otherwise).
        "second_plant_field": ("any-field", "other-field"),
        "miss_promotion": ("one-or-two", "two"),
        "miss_promotion_phases": ("every-baby", "phases-2-3", "phase-3"),
        "baby_phase2": ("received-with-field", "any-baby"),
        "trade_after_face_up": ("trade-and-donate", "donate-only"),
        "garden_miss_deck": ("counts", "not-a-draw"),
        "third_field_supply": ("one-per-player", "limited"),
        "single_card_sale": ("beanometer", "discarded"),
    }
)

#: The options whose other readings are Ladybohn's own (001): with a deck without kinds
#: only their first value is taken, and each names the decision that records it.
LADYBOHN_OPTIONS: Mapping[str, str] = MappingProxyType(
    {
        "second_plant_field": "ladybohn.second-plant-field",
        "miss_promotion": "ladybohn.miss-promotion",
        "miss_promotion_phases": "ladybohn.promotion-when",
        "baby_phase2": "ladybohn.baby-phase2",
        "trade_after_face_up": "ladybohn.continue-donating",
        "garden_miss_deck": "ladybohn.garden-miss-deck",
        "third_field_supply": "ladybohn.field3-supply",
        "single_card_sale": "ladybohn.single-card-sale",
    }
)

#: The whole-number options with their smallest and largest allowed value.  The bounds
#: keep every game finite and every setup cheap: a turn draws at least one card, so the
#: deck runs out again and again, and the game ends at the ``end_exhaustions``-th time.
INT_RANGES: Mapping[str, tuple[int, int]] = MappingProxyType(
    {
        "draw_count": (1, 10),
        "face_up_count": (0, 10),
        "third_field_cost": (0, 20),
        "end_exhaustions": (1, 10),
    }
)
#: Each entry of ``hand_size`` lies in this range; the table has 1 to 7 entries.
HAND_SIZE_RANGE = (0, 20)
_HAND_SIZE_ENTRIES = 7


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
    #: Ladybohn's mechanics (001): families of misters, misses and babies, the price of
    #: the top card, the miss move, babies planted in step 2, two third-field cards.
    ladybohn: bool = False
    #: Ladybohn's readings that differ in play (LADYBOHN_OPTIONS names each decision).
    second_plant_field: Literal["any-field", "other-field"] = "any-field"
    miss_promotion: Literal["one-or-two", "two"] = "one-or-two"
    miss_promotion_phases: Literal["every-baby", "phases-2-3", "phase-3"] = "every-baby"
    baby_phase2: Literal["received-with-field", "any-baby"] = "received-with-field"
    trade_after_face_up: Literal["trade-and-donate", "donate-only"] = "trade-and-donate"
    garden_miss_deck: Literal["counts", "not-a-draw"] = "counts"
    third_field_supply: Literal["one-per-player", "limited"] = "one-per-player"
    single_card_sale: Literal["beanometer", "discarded"] = "beanometer"

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


def _option_error(key: str, value: object, wanted: str) -> InvalidSetupError:
    return InvalidSetupError(f"rule option {key}={show(value)} is not {wanted}")


def _whole(key: str, value: object, low: int, high: int) -> int:
    # bool is an int subclass; an option of True must not pass as 1.
    if type(value) is not int or not low <= value <= high:
        raise _option_error(key, value, f"a whole number from {low} to {high}")
    return value


def _sequence(key: str, value: object) -> tuple[object, ...]:
    if type(value) not in (list, tuple):
        raise _option_error(key, value, "a list")
    items: tuple[object, ...] = tuple(value)  # type: ignore[arg-type]
    return items


def _check_option(key: str, value: object) -> object:
    """The option's value in the form ``Rules`` holds, or InvalidSetupError naming it."""
    if key in OPTION_VALUES:
        readings = OPTION_VALUES[key]
        if type(value) is not str or value not in readings:
            raise _option_error(key, value, "one of " + ", ".join(readings))
        return value
    if key in INT_RANGES:
        return _whole(key, value, *INT_RANGES[key])
    if key in ("duel", "ladybohn"):
        if type(value) is not bool:
            raise _option_error(key, value, "true or false")
        return value
    if key == "hand_size":
        sizes = _sequence(key, value)
        if not 1 <= len(sizes) <= _HAND_SIZE_ENTRIES:
            raise _option_error(key, value, f"a list of 1 to {_HAND_SIZE_ENTRIES} hand sizes")
        low, high = HAND_SIZE_RANGE
        return tuple(_whole(key, n, low, high) for n in sizes)
    if key == "removed":
        keys = _sequence(key, value)
        known = varieties()
        for item in keys:
            if type(item) is not str or item not in known:
                raise _option_error(key, item, "a variety key (" + ", ".join(sorted(known)) + ")")
        return keys
    if key == "variants":
        names = _sequence(key, value)
        for item in names:
            if type(item) is not str:
                raise _option_error(key, item, "a variant name")
        return names
    raise InvalidSetupError(f"unknown rule option {show(key)}")  # pragma: no cover


def _build_rules(players: int, raw: Mapping[str, object]) -> Rules:
    kwargs: dict[str, object] = {"players": players}
    fields = {a.name for a in attrs.fields(Rules)} - {"players"}
    for key, value in raw.items():
        if type(key) is not str or key not in fields:
            raise InvalidSetupError(f"unknown rule option {show(key)}")
        kwargs[key] = _check_option(key, value)
    rules = Rules(**kwargs)  # type: ignore[arg-type]
    _refuse_deadlocks(rules)
    _refuse_unread(rules)
    return rules


def _refuse_unread(rules: Rules) -> None:
    """Refuse a reading that the rules in force cannot give: a Ladybohn reading without
    Ladybohn's mechanics, a reading 001 contradicts, or one the engine cannot tell apart."""
    if not rules.ladybohn:
        for key, decision in LADYBOHN_OPTIONS.items():
            value = getattr(rules, key)
            if value != OPTION_VALUES[key][0]:
                raise InvalidSetupError(
                    f"rule option {key}={show(value)} is a Ladybohn reading (decision "
                    f"{decision}); this game has no Ladybohn mechanics"
                )
        return
    if rules.coin_cards == "bottom":
        raise InvalidSetupError(
            "rule option coin_cards='bottom' is not a reading of Ladybohn (decision "
            'ladybohn.coin-cards: its coins are the cards « en partant du "haut de la '
            'pile" »)'
        )
    if rules.second_plant_field == "other-field" and not (
        rules.matching_field == "unique"
        or (rules.matching_field == "must" and rules.step1_same_field == "must-prevails")
    ):
        # The engine knows the first card's field as the one of its family: it must be
        # the only one (decision ladybohn.second-plant-field).
        raise InvalidSetupError(
            "rule option second_plant_field='other-field' needs one field per family "
            "(matching_field 'unique', or 'must' with step1_same_field 'must-prevails'; "
            "decision ladybohn.second-plant-field)"
        )


def _refuse_deadlocks(rules: Rules) -> None:
    """Refuse the option sets under which a game can reach a seat that must move but has
    no legal move (found by random games over the option space: tests/fuzz)."""
    if rules.duel and rules.players != 2:
        raise InvalidSetupError(f"rule option duel=True is for 2 players, not {rules.players}")
    if rules.harvest_timing == "own-turn" and not rules.duel:
        # A seat that must plant a received card fitting none of its full fields may not
        # harvest outside its turn: it would wait for ever (review finding R12).
        raise InvalidSetupError(
            "rule option harvest_timing='own-turn' is the bean duel's reading: with more "
            "than two players a seat could be left with a card to plant and no legal move"
        )


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
        """The rule options a variant sets (``{"third_field": "start"}``), read-only.

        Raises:
            InvalidSetupError: no variant has that name.
        """
        table = dict(self._variants)
        if type(name) is not str or name not in table:
            known = ", ".join(self.variants) or "none"
            raise InvalidSetupError(f"{self.name} has no variant {show(name)} (variants: {known})")
        return MappingProxyType(dict(table[name]))

    def rules(self, players: int, *, variants: tuple[str, ...] = (), **overrides: object) -> Rules:
        """The rule options at ``players`` players, with ``variants`` then ``overrides``.

        Raises:
            InvalidSetupError: the edition does not allow that count, a variant is unknown
                or not for that count, or an override is unknown, of the wrong type, out of
                range, a reading the engine does not implement, or part of a set of options
                under which a game could stall.
        """
        key = _rules_key(self, players, variants, overrides)
        if key is not None:
            found = _RULES.get(key)
            if found is not None and found[0] is self:
                return found[1]
        rules = self._rules(players, variants, overrides)
        if key is not None:
            if len(_RULES) >= _RULES_BOUND:
                _RULES.clear()
            _RULES[key] = (self, rules)
        return rules

    def _rules(
        self, players: int, variants: tuple[str, ...], overrides: Mapping[str, object]
    ) -> Rules:
        if type(players) is not int or players not in self.player_counts:
            counts = ", ".join(map(str, self.player_counts))
            if self.language == "fr":  # said to people in the rulebook's language
                *most, last = map(str, self.player_counts)
                counts = f"{', '.join(most)} ou {last}" if most else last
                raise InvalidSetupError(
                    f"{self.name} se joue à {counts} joueurs, pas {show(players)}"
                )
            raise InvalidSetupError(
                f"{self.name} is played by {counts} players, not {show(players)}"
            )
        if type(variants) not in (list, tuple):
            raise InvalidSetupError(f"variants must be a list of names, not {show(variants)}")
        merged: dict[str, object] = dict(self._base)
        merged.update(dict(self._by_count).get(players, ()))
        table = dict(self._variants)
        for name in variants:
            if type(name) is not str or name not in table:
                known = ", ".join(self.variants) or "none"
                raise InvalidSetupError(
                    f"{self.name} has no variant {show(name)} (variants: {known})"
                )
            for key, value in table[name]:
                if key == "players":
                    assert isinstance(value, tuple)
                    if players not in value:
                        counts = ", ".join(map(str, value))
                        if self.language == "fr":
                            raise InvalidSetupError(
                                f"la variante {name!r} se joue à {counts} joueurs"
                            )
                        raise InvalidSetupError(f"variant {name!r} is for {counts} players")
                    continue
                merged[key] = value
        if variants:
            merged["variants"] = tuple(variants)
        merged.update(overrides)
        rules = _build_rules(players, merged)
        if rules.ladybohn != self.deck.has_kinds:
            # The Ladybohn mechanics read each card's kind: they go with a deck of kinds.
            raise InvalidSetupError(
                f"rule option ladybohn={rules.ladybohn} does not fit the deck {self.deck.name}"
            )
        return rules


#: The rules each edition gave for the same request, by the edition's identity (kept
#: alive with them): every game of a preset shares one ``Rules`` (a new game reads its
#: options once, and the tables the rules derive from them are shared too).  Only
#: requests of plain values are kept, each value with its type (``True`` is no ``1``);
#: emptied when it grows past a bound.
_RULES: dict[tuple[object, ...], tuple[Edition, Rules]] = {}
_RULES_BOUND = 512
_PLAIN = (str, int, bool, float, type(None))


def _rules_key(
    edition: Edition, players: object, variants: object, overrides: Mapping[str, object]
) -> tuple[object, ...] | None:
    """The cache key of a rules request, or None when a value is not a plain one."""
    if type(players) is not int or not isinstance(variants, tuple | list):
        return None
    names: tuple[object, ...] = tuple(variants)
    if any(type(name) is not str for name in names):
        return None
    options = tuple((key, type(value), value) for key, value in overrides.items())
    if any(type(value) not in _PLAIN for _, _, value in options):
        return None
    return (id(edition), players, names, options)


def _frozen_items(table: Mapping[str, object]) -> tuple[tuple[str, object], ...]:
    """A TOML table as pairs whose lists are tuples: a cached edition shares nothing
    that a caller could change (review finding R13)."""
    return tuple((k, tuple(v) if isinstance(v, list) else v) for k, v in table.items())


@cache
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


def edition(name: str) -> Edition:
    """Load the packaged edition preset ``name``.

    Raises:
        InvalidSetupError: no such preset (the message lists the known ones).
    """
    if type(name) is not str or name not in _edition_names():
        known = ", ".join(_edition_names())
        raise InvalidSetupError(f"unknown edition {show(name)}; known: {known}")
    return _load(name)


@cache
def _load(name: str) -> Edition:
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
        base=_frozen_items(base),
        by_count=tuple((int(k), _frozen_items(v)) for k, v in by_count.items()),
        variants=tuple((str(k), _frozen_items(v)) for k, v in raw.get("variants", {}).items()),
    )
    for n in ed.player_counts:
        ed.rules(n)  # validate every count's options at load time
    return ed
