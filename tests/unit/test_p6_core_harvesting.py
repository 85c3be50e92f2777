"""Harvesting (bohnanza/rules/harvesting.py): which fields a seat may sell under each
reading of the protection rule, listed and accepted alike, for every size of two and
three fields; the refusals' exact reasons; a sale's coins (top or bottom cards, as many
as the beanometer pays) and discards."""

from __future__ import annotations

from itertools import product
from typing import Any

import pytest

from bohnanza import GameState, apply, check, compose, legal_actions
from bohnanza.actions import Harvest
from bohnanza.errors import IllegalActionError
from bohnanza.rules.harvesting import can_harvest, harvest_code, split_harvest
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def _fields(sizes: tuple[int, ...]) -> list[list[str]]:
    return [[name] * n for name, n in zip(("Soy", "Red", "Chili"), sizes, strict=False)]


def _allowed(sizes: tuple[int, ...], protection: str) -> list[int]:
    """The protection rule as the rulebooks state it: a field of two or more cards always
    sells; a lone card only when every field (every planted field, under
    'planted-fields') holds just one; an empty field never."""
    allowed = []
    for f, n in enumerate(sizes):
        if n >= 2:
            allowed.append(f)
        elif n == 1:
            others = [k for k in sizes if protection == "all-fields" or k]
            if all(k == 1 for k in others):
                allowed.append(f)
    return allowed


@pytest.mark.parametrize("protection", ["all-fields", "planted-fields"])
@pytest.mark.parametrize("count", [2, 3])
def test_the_listed_and_accepted_harvests_follow_the_protection_rule(
    protection: str, count: int
) -> None:
    players = 3 if count == 3 else 4
    for sizes in product(range(4), repeat=count):
        s = _make(
            "rio-grande-2000",
            players,
            hands={0: ["Blue"]},
            fields={1: _fields(sizes)},
            protection=protection,
        )
        allowed = _allowed(sizes, protection)
        assert [f for f in range(count) if can_harvest(sizes, f, protection)] == allowed
        listed = [m.field for m in legal_actions(s, 1) if isinstance(m, Harvest)]
        assert listed == allowed, sizes
        for f in range(count):
            refusal = check(s, Harvest(1, f))
            if f in allowed:
                assert refusal is None
                continue
            assert isinstance(refusal, IllegalActionError)
            if sizes[f] == 0:
                assert (refusal.rule, refusal.reason_en) == (
                    "002/harvest.choice",
                    f"field {f + 1} of seat 1 is empty",
                )
            else:
                others = ", ".join(
                    f"field {i + 1} holds {n}" for i, n in enumerate(sizes) if i != f
                )
                assert (refusal.rule, refusal.reason_en) == (
                    "002/harvest.protection",
                    f"field {f + 1} holds 1 card while {others}",
                )
        digits = [min(n, 2) for n in sizes]
        code = int("".join(map(str, digits)), 3) + (9 if count == 3 else 0)
        assert harvest_code(s.players[1].field_ids) == code


def test_the_french_rules_explain_the_protection_in_french() -> None:
    s = _make("amigo-fr", 3, hands={0: ["Blue"]}, fields={1: [["Soy"], ["Red", "Red"], []]})
    refusal = check(s, Harvest(1, 0))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.rule == "000.1/harvest.protection"
    assert refusal.reason == (
        "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 2, "
        "le champ 3 en contient 0"
    )
    empty = check(s, Harvest(1, 2))
    assert isinstance(empty, IllegalActionError) and empty.reason == "le champ 3 de P2 est vide"


def test_in_the_duel_only_the_active_player_sells() -> None:
    s = _make(
        "rio-grande-2000",
        2,
        step=Step.OFFER,
        offer=["Blue"],
        fields={0: [["Red", "Red"], []], 1: [["Soy", "Soy"], []]},
    )
    refusal = check(s, Harvest(1, 0))
    assert isinstance(refusal, IllegalActionError)
    assert (refusal.rule, refusal.reason_en) == (
        "002/duel.harvest",
        "seat 1 may sell only on his own turn",
    )
    assert [m for m in legal_actions(s, 1) if isinstance(m, Harvest)] == []
    assert [m for m in legal_actions(s, 0) if isinstance(m, Harvest)] == [Harvest(0, 0)]
    assert check(s, Harvest(0, 0)) is None


@pytest.mark.parametrize("coin_cards", ["top", "bottom"])
@pytest.mark.parametrize("size", [1, 2, 4, 6, 8])
def test_a_sale_pays_the_beanometer_in_cards_of_the_field_and_discards_the_rest(
    coin_cards: str, size: int
) -> None:
    s = _make(
        "rio-grande-2000",
        3,
        step=Step.TRADE,
        planted=1,
        hands={0: ["Blue"]},
        face_up=["Wax", "Wax"],
        fields={1: [["Red"] * size, ["Soy"], []]},
        coins={1: 1},
        discard=["Stink"],
        coin_cards=coin_cards,
    )
    cards = s.players[1].field_ids[0]
    # Red: 2 cards pay 1, 3 pay 2, 4 pay 3, 5 or more pay 4 (002's beanometer).
    paid = {1: 0, 2: 1, 4: 3, 6: 4, 8: 4}[size]
    if size == 1:
        assert check(s, Harvest(1, 0)) is not None  # protected: field 2 holds a card too
        return
    after = apply(s, Harvest(1, 0))
    coins, rest = split_harvest(size, paid, coin_cards)
    assert len(coins) == paid
    assert after.players[1].coin_ids == s.players[1].coin_ids + tuple(cards[i] for i in coins)
    assert after.discard_ids == s.discard_ids + tuple(cards[i] for i in rest)
    assert after.players[1].field_ids == ((), s.players[1].field_ids[1], ())
    if coin_cards == "top":
        assert after.players[1].coin_ids[1:] == cards[size - paid :]
    else:
        assert after.players[1].coin_ids[1:] == cards[:paid]
    # Nothing else moves: the step, the offers, the other seats, the face-up cards.
    assert (after.step, after.planted, after.face_up_ids) == (s.step, 1, s.face_up_ids)
    assert after.players[0] == s.players[0] and after.players[2] == s.players[2]


def test_split_harvest_and_can_harvest_at_their_edges() -> None:
    assert split_harvest(0, 0) == (range(0, 0), range(0, 0))
    assert split_harvest(3, 3) == (range(0, 3), range(0, 0))
    assert split_harvest(5, 2, "bottom") == (range(0, 2), range(2, 5))
    assert split_harvest(5, 2, "top") == (range(3, 5), range(0, 3))
    assert can_harvest((2, 0, 0), 0) and not can_harvest((0, 2), 0)
    assert can_harvest((1, 1, 1), 2) and not can_harvest((1, 1, 0), 1)
    assert can_harvest((1, 1, 0), 1, "planted-fields")
    assert not can_harvest((1, 2, 0), 0, "planted-fields")
