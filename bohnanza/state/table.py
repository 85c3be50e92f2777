"""What stays the same through a game: the ``Table`` (edition, rules, seats, dealer, seed),
with the rule options and the per-card tables in the form the rules read them, computed
once per deck and once per (deck, rules) pair.

Users meet ``Table`` as ``bohnanza.state.Table`` (or ``bohnanza.Table``): ``bohnanza.state``
imports it and gives it that ``__module__``, as before it moved here.  This module also
holds what ``bohnanza.state.player`` and ``bohnanza.state`` share: the card-id tuples
(``Ids``) and the frozen classes of the interpreted build.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Final, TypeVar

from bohnanza._build import COMPILED
from bohnanza.cards import Card, Deck
from bohnanza.editions import Edition, Rules

__all__ = ["Table"]

Ids = tuple[int, ...]
#: A given shuffle (chance as data): the cards to shuffle as ids and the number of
#: exhaustions so far (0 for the deal) give the new deck, top card first.  None on a
#: table means the seeded shuffle.
Shuffle = Callable[[Ids, int], Iterable[int]]
_T = TypeVar("_T")


#: The per-card tables of each deck seen (by identity; the deck is kept alive with them).
_DECK_TABLES: Final[dict[int, tuple[Deck, Ids, tuple[Ids, ...]]]] = {}


def _deck_tables(deck: Deck) -> tuple[Ids, tuple[Ids, ...]]:
    """The variety of each card id as a small int, and what a field of n cards of each
    card id sells for; computed once per deck."""
    found = _DECK_TABLES.get(id(deck))
    if found is None or found[0] is not deck:
        keys: dict[str, int] = {}
        kind = tuple(keys.setdefault(c.variety.key, len(keys)) for c in deck.cards)
        # A harvest never pays more coins than cards (the top card's beanometer prices
        # the field); fields longer than the table pay like its last entry.
        by_meter: dict[int, Ids] = {}
        for c in deck.cards:
            if id(c.beanometer) not in by_meter:
                # A sheet's rows (Ladybohn) are checked when loaded: only the
                # Gartenbohne miss pays more coins than cards, as 001 says she does.
                given = bool(c.beanometer.pays)
                by_meter[id(c.beanometer)] = tuple(
                    c.beanometer.payout(n) if given else min(c.beanometer.payout(n), n)
                    for n in range(33)
                )
        pays = tuple(by_meter[id(c.beanometer)] for c in deck.cards)
        found = _DECK_TABLES[id(deck)] = (deck, kind, pays)
    return found[1], found[2]


class _Basis:
    """What a table derives from its deck and rules, computed once per (deck, rules) pair:
    the tables of :func:`_deck_tables`, and the rule options as the rules read them."""

    __slots__ = (
        "any_baby",
        "buy_third",
        "cards",
        "coins_bottom",
        "donate_only",
        "duel",
        "end_exhaustions",
        "face_up_count",
        "field_cost",
        "garden_miss",
        "garden_not_draw",
        "kind",
        "kind_keys",
        "lady",
        "lone_discarded",
        "matching_may",
        "miss_two",
        "other_field",
        "own_turn_buy",
        "own_turn_harvest",
        "pays",
        "planted_fields",
        "promote_phase1",
        "promote_phase2",
        "role",
        "second_may_open",
        "supply_limited",
        "trade_coins",
    )

    def __init__(self, deck: Deck, rules: Rules) -> None:
        cards = deck.cards
        kind, pays = _deck_tables(deck)
        keys = {k: c.variety.key for k, c in zip(kind, cards, strict=True)}
        self.cards: Final = cards
        self.kind: Final = kind
        self.kind_keys: Final = tuple(keys[k] for k in range(len(keys)))
        self.pays: Final = pays
        self.duel: Final[bool] = rules.duel
        self.matching_may: Final = rules.matching_field == "may"
        self.planted_fields: Final = rules.protection == "planted-fields"
        self.coins_bottom: Final = rules.coin_cards == "bottom"
        self.buy_third: Final = rules.third_field == "buy"
        self.own_turn_harvest: Final = rules.harvest_timing == "own-turn"
        self.own_turn_buy: Final = rules.third_field_timing == "own-turn"
        self.second_may_open: Final = (
            rules.matching_field == "must" and rules.step1_same_field == "same-field-optional"
        )
        self.field_cost: Final[int] = rules.third_field_cost
        self.end_exhaustions: Final[int] = rules.end_exhaustions
        self.face_up_count: Final[int] = rules.face_up_count
        self.trade_coins: Final = rules.trade_coins == "allowed"
        # Ladybohn: each card's kind as a small int (0 mister, 1 miss, 2 baby; -1 in the
        # other decks) and the Gartenbohne miss, whose sale takes its coins elsewhere.
        self.lady: Final[bool] = rules.ladybohn
        self.role: Final = tuple([_ROLES.get(c.kind, -1) for c in cards])
        garden = [c.id for c in cards if c.kind == "miss" and c.variety.key == "garden"]
        self.garden_miss: Final = garden[0] if garden else -1
        # Ladybohn's readings that differ in play (decisions ladybohn.*).
        self.other_field: Final = rules.second_plant_field == "other-field"
        self.miss_two: Final = rules.miss_promotion == "two"
        self.promote_phase1: Final = rules.miss_promotion_phases == "every-baby"
        self.promote_phase2: Final = rules.miss_promotion_phases != "phase-3"
        self.any_baby: Final = rules.baby_phase2 == "any-baby"
        self.donate_only: Final = rules.trade_after_face_up == "donate-only"
        self.garden_not_draw: Final = rules.garden_miss_deck == "not-a-draw"
        self.supply_limited: Final = rules.third_field_supply == "limited"
        self.lone_discarded: Final = rules.single_card_sale == "discarded"


#: The basis of each (deck, rules) pair seen, by identity (both kept alive with it): the
#: rules of a preset are shared between its games (``Edition.rules`` keeps them), so a
#: new game's table costs a few stores.  Emptied when it grows past a bound, for callers
#: that build rules afresh for every game.
_BASES: Final[dict[tuple[int, int], tuple[Deck, Rules, _Basis]]] = {}
_BASES_BOUND: Final = 256


def _basis(deck: Deck, rules: Rules) -> _Basis:
    found = _BASES.get((id(deck), id(rules)))
    if found is not None and found[0] is deck and found[1] is rules:
        return found[2]
    if len(_BASES) >= _BASES_BOUND:
        _BASES.clear()
    basis = _Basis(deck, rules)
    _BASES[(id(deck), id(rules))] = (deck, rules, basis)
    return basis


class Table:
    """What stays the same through a game: edition, rules, seats, dealer and seed (and a
    given ``shuffle`` that orders every new deck instead of the seed, when there is one).

    It also carries the rules' options in the form the rules read them (``kind``: the
    variety of each card id as a small int; ``pays``: the coins a field of n cards of
    each card id sells for), computed once per game.  Two tables are equal when edition,
    rules, names, dealer, seed and stacked deck are.
    """

    __slots__ = (
        "any_baby",
        "buy_third",
        "cards",
        "coins_bottom",
        "dealer",
        "donate_only",
        "duel",
        "edition",
        "end_exhaustions",
        "face_up_count",
        "field_cost",
        "garden_miss",
        "garden_not_draw",
        "kind",
        "kind_keys",
        "lady",
        "lone_discarded",
        "matching_may",
        "miss_two",
        "names",
        "other_field",
        "own_turn_buy",
        "own_turn_harvest",
        "pays",
        "planted_fields",
        "promote_phase1",
        "promote_phase2",
        "role",
        "rulebook",
        "rules",
        "second_may_open",
        "seed",
        "shuffle",
        "stacked",
        "supply_limited",
        "trade_coins",
    )

    edition: Final[Edition]
    rules: Final[Rules]
    names: Final[tuple[str, ...]]
    dealer: Final[int]
    seed: Final[int]
    stacked: Final[tuple[str, ...] | None]
    shuffle: Final[Shuffle | None]
    cards: Final[tuple[Card, ...]]
    kind: Final[Ids]
    kind_keys: Final[tuple[str, ...]]
    pays: Final[tuple[Ids, ...]]
    rulebook: Final[str]
    duel: Final[bool]
    matching_may: Final[bool]
    planted_fields: Final[bool]
    coins_bottom: Final[bool]
    buy_third: Final[bool]
    own_turn_harvest: Final[bool]
    own_turn_buy: Final[bool]
    second_may_open: Final[bool]
    field_cost: Final[int]
    end_exhaustions: Final[int]
    face_up_count: Final[int]
    trade_coins: Final[bool]
    lady: Final[bool]
    role: Final[Ids]
    garden_miss: Final[int]
    other_field: Final[bool]
    miss_two: Final[bool]
    promote_phase1: Final[bool]
    promote_phase2: Final[bool]
    any_baby: Final[bool]
    donate_only: Final[bool]
    garden_not_draw: Final[bool]
    supply_limited: Final[bool]
    lone_discarded: Final[bool]

    def __init__(
        self,
        edition: Edition,
        rules: Rules,
        names: tuple[str, ...],
        dealer: int,
        seed: int,
        stacked: tuple[str, ...] | None = None,
        shuffle: Shuffle | None = None,
    ) -> None:
        self.edition = edition
        self.rules = rules
        self.names = names
        self.dealer = dealer
        self.seed = seed
        self.stacked = stacked
        self.shuffle = shuffle
        b = _basis(edition.deck, rules)
        self.cards = b.cards
        self.kind = b.kind
        self.kind_keys = b.kind_keys
        self.pays = b.pays
        self.rulebook = edition.rulebook
        self.duel = b.duel
        self.matching_may = b.matching_may
        self.planted_fields = b.planted_fields
        self.coins_bottom = b.coins_bottom
        self.buy_third = b.buy_third
        self.own_turn_harvest = b.own_turn_harvest
        self.own_turn_buy = b.own_turn_buy
        self.second_may_open = b.second_may_open
        self.field_cost = b.field_cost
        self.end_exhaustions = b.end_exhaustions
        self.face_up_count = b.face_up_count
        self.trade_coins = b.trade_coins
        self.lady = b.lady
        self.role = b.role
        self.garden_miss = b.garden_miss
        self.other_field = b.other_field
        self.miss_two = b.miss_two
        self.promote_phase1 = b.promote_phase1
        self.promote_phase2 = b.promote_phase2
        self.any_baby = b.any_baby
        self.donate_only = b.donate_only
        self.garden_not_draw = b.garden_not_draw
        self.supply_limited = b.supply_limited
        self.lone_discarded = b.lone_discarded
        if not COMPILED:
            self.__class__ = _FROZEN_TABLE

    def with_shuffle(self, shuffle: Shuffle | None) -> Table:
        """This table with another shuffle (chance as data; None for the seeded one)."""
        return Table(
            self.edition, self.rules, self.names, self.dealer, self.seed, self.stacked, shuffle
        )

    def _key(self) -> tuple[object, ...]:
        return (
            self.edition,
            self.rules,
            self.names,
            self.dealer,
            self.seed,
            self.stacked,
            self.shuffle,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[object, ...]:
        return (Table, self._key())

    def __repr__(self) -> str:
        return f"Table(names={self.names!r}, dealer={self.dealer!r}, seed={self.seed!r})"


MISTER: Final = 0
MISS: Final = 1
BABY: Final = 2
_ROLES: Final = {"mister": MISTER, "miss": MISS, "baby": BABY}


def _refuse_change(self: object, name: str, value: object = None) -> None:
    raise AttributeError(f"{type(self).__name__} is immutable: {name!r} cannot be changed")


def _frozen(cls: type[_T]) -> type[_T]:
    """The class an instance takes once built, in the interpreted build: the same slots,
    and no assignment.  (Compiled by mypyc, the ``Final`` fields are read-only already and
    the classes stay as they are.)"""
    if COMPILED:
        return cls
    body = {
        "__slots__": (),
        "__setattr__": _refuse_change,
        "__delattr__": _refuse_change,
        "__module__": cls.__module__,
        "__doc__": cls.__doc__,
    }
    return type(cls.__name__, (cls,), body)


_FROZEN_TABLE: Final = _frozen(Table)
