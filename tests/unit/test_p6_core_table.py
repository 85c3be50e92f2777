"""The table (bohnanza/state/table.py) carries each rule option in the form the rules read
it: one flag per reading, set exactly when the game's rules take that reading; the card
tables give each card id its variety, its role and what a field of it sells for."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza import GameState, new_game
from bohnanza.state import BABY, MISS, MISTER, Table


def _table(edition: str, players: int, **options: Any) -> Table:
    make: Any = new_game
    state: GameState = make(edition, players, seed=3, **options)
    return state.table


#: (flag, option, the reading that sets it, a reading that does not), on Ladybohn's table
#: for Ladybohn's own readings and on Rio Grande's for the others.
FLAGS = [
    ("matching_may", "matching_field", "may", "must"),
    ("planted_fields", "protection", "planted-fields", "all-fields"),
    ("coins_bottom", "coin_cards", "bottom", "top"),
    ("buy_third", "third_field", "buy", "start"),
    ("own_turn_buy", "third_field_timing", "own-turn", "any"),
    ("trade_coins", "trade_coins", "allowed", "forbidden"),
]
LADY_FLAGS = [
    ("other_field", "second_plant_field", "other-field", "any-field"),
    ("miss_two", "miss_promotion", "two", "one-or-two"),
    ("promote_phase1", "miss_promotion_phases", "every-baby", "phases-2-3"),
    ("promote_phase2", "miss_promotion_phases", "phases-2-3", "phase-3"),
    ("any_baby", "baby_phase2", "any-baby", "received-with-field"),
    ("donate_only", "trade_after_face_up", "donate-only", "trade-and-donate"),
    ("garden_not_draw", "garden_miss_deck", "not-a-draw", "counts"),
    ("supply_limited", "third_field_supply", "limited", "one-per-player"),
    ("lone_discarded", "single_card_sale", "discarded", "beanometer"),
]


@pytest.mark.parametrize(("flag", "option", "on", "off"), FLAGS)
def test_each_flag_follows_its_option(flag: str, option: str, on: str, off: str) -> None:
    players = 4
    assert getattr(_table("rio-grande-2000", players, **{option: on}), flag) is True
    assert getattr(_table("rio-grande-2000", players, **{option: off}), flag) is False


@pytest.mark.parametrize(("flag", "option", "on", "off"), LADY_FLAGS)
def test_each_ladybohn_flag_follows_its_option(flag: str, option: str, on: str, off: str) -> None:
    extra: dict[str, str] = {}
    if option == "second_plant_field":
        extra = {"matching_field": "unique"}
    assert getattr(_table("ladybohn", 4, **{option: on}, **extra), flag) is True
    assert getattr(_table("ladybohn", 4, **{option: off}, **extra), flag) is False


def test_the_matching_field_readings_and_the_second_card_exception() -> None:
    optional = _table("amigo-fr", 4, step1_same_field="same-field-optional")
    prevails = _table("amigo-fr", 4, step1_same_field="must-prevails")
    assert optional.second_may_open and not prevails.second_may_open
    assert not optional.matching_may and not prevails.matching_may
    may = _table("rio-grande-2000", 4, step1_same_field="same-field-optional")
    assert may.matching_may and not may.second_may_open  # only under "must"
    unique = _table("amigo-fr", 4, matching_field="unique")
    assert not unique.second_may_open and not unique.matching_may


def test_the_duel_the_counts_and_the_costs() -> None:
    duel = _table("rio-grande-2000", 2)
    assert duel.duel and duel.own_turn_harvest and not duel.lady
    assert (duel.end_exhaustions, duel.face_up_count) == (1, duel.rules.face_up_count)
    four = _table("rio-grande-2000", 4)
    assert not four.duel and not four.own_turn_harvest
    assert (four.end_exhaustions, four.face_up_count, four.field_cost) == (3, 2, 3)
    assert _table("rio-grande-2000", 3).end_exhaustions == 2
    assert _table("amigo-fr", 6).field_cost == 2
    assert four.rulebook == "002" and _table("amigo-fr", 4).rulebook == "000.1"


def test_the_card_tables() -> None:
    rio = _table("rio-grande-2000", 4)
    keys = [c.variety.key for c in rio.cards]
    assert rio.kind_keys == tuple(dict.fromkeys(keys))
    assert all(rio.kind_keys[rio.kind[i]] == key for i, key in enumerate(keys))
    coffee = keys.index("coffee")
    # Coffee: 4, 7, 10 and 12 cards pay 1, 2, 3 and 4 coins; never more than cards.
    row = rio.pays[coffee]
    assert [row[n] for n in (0, 3, 4, 6, 7, 9, 10, 11, 12, 20, 32)] == [
        0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 4,
    ]  # fmt: skip
    cocoa = keys.index("cocoa")
    assert [rio.pays[cocoa][n] for n in range(6)] == [0, 0, 2, 3, 4, 4]
    assert set(rio.role) == {-1} and rio.garden_miss == -1 and not rio.lady
    lady = _table("ladybohn", 4)
    assert lady.lady and set(lady.role) == {MISTER, MISS, BABY}
    kinds = {MISTER: "mister", MISS: "miss", BABY: "baby"}
    assert all(kinds[lady.role[c.id]] == c.kind for c in lady.cards)
    garden = lady.cards[lady.garden_miss]
    assert (garden.variety.key, garden.kind) == ("garden", "miss")
    assert all(n == 0 for c in lady.cards if c.kind == "baby" for n in lady.pays[c.id])
    # The Gartenbohne miss pays more coins than her field holds cards (001).
    assert all(lady.pays[lady.garden_miss][n] > n for n in range(1, 7))


def test_tables_compare_by_edition_rules_seats_dealer_seed_and_deck() -> None:
    one = _table("rio-grande-2000", 4)
    assert one == _table("rio-grande-2000", 4) and hash(one) == hash(_table("rio-grande-2000", 4))
    assert one != _table("rio-grande-2000", 4, protection="planted-fields")
    assert one != _table("rio-grande-2000", 5)
    assert one != new_game("rio-grande-2000", 4, seed=4).table
    assert one != new_game("rio-grande-2000", 4, seed=3, dealer=1).table
    shuffled = one.with_shuffle(lambda ids, n: ids)
    assert shuffled != one and shuffled.with_shuffle(None) == one
    assert repr(one) == "Table(names=('P1', 'P2', 'P3', 'P4'), dealer=3, seed=3)"
