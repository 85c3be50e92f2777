"""Edges of the rules core that the mutation run of the new core found unpinned.

Each test names the mechanism and the refusal or listing it pins down; they use the public
API only (``compose``, ``check``, ``apply``, ``legal_actions``, ``outcome``).
"""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza import (
    Discard,
    EndPlanting,
    Harvest,
    InvalidActionError,
    Keep,
    LeaveOffer,
    Plant,
    Step,
    Trade,
)
from bohnanza.rules.harvesting import field_payout

from .helpers import E, malformed, refused


@pytest.mark.parametrize("thing", [None, "a state", 3, object()])
def test_every_entry_point_names_a_value_that_is_not_a_state(thing: object) -> None:
    move = EndPlanting(0)
    err = bohnanza.check(thing, move)
    assert type(err) is InvalidActionError and "is not a GameState" in str(err)
    for call in (
        lambda: bohnanza.apply(thing, move),
        lambda: bohnanza.legal_actions(thing),  # type: ignore[call-overload]
        lambda: bohnanza.outcome(thing),
    ):
        with pytest.raises(InvalidActionError, match="is not a GameState"):
            call()


def test_a_trade_with_a_negative_number_of_coins_is_malformed() -> None:
    s = bohnanza.compose(
        E,
        3,
        step=Step.TRADE,
        face_up=["Chili", "Soy"],
        hands={1: ["Wax"]},
        deck=["Soy"] * 5,
        trade_coins="allowed",
    )
    chili, wax = s.face_up[0].id, s.players[1].hand[0].id
    for give, take in ((-1, 0), (0, -1)):
        malformed(s, Trade(0, 1, (chili,), (wax,), give, take), "cannot be negative")
    assert bohnanza.check(s, Trade(0, 1, (chili,), (wax,))) is None


def test_membership_holds_for_the_listed_object_and_for_an_equal_one() -> None:
    s = bohnanza.compose(E, 3, hands={0: ["Chili", "Soy"]}, deck=["Soy"] * 5)
    legal = bohnanza.legal_actions(s)
    listed = legal.basic[0]
    chili = s.players[0].hand[0].id
    assert listed == Plant(0, chili, 0)
    assert listed in legal and Plant(0, chili, 0) in legal
    assert Plant(0, chili, 0) in bohnanza.legal_actions(s, 0)
    assert Plant(1, chili, 0) not in legal
    assert Plant(0, s.players[0].hand[1].id, 0) not in legal
    assert EndPlanting(0) not in legal, "step 1 needs one planting before it may end"


def test_the_second_planting_of_the_duel_ends_the_plantings_of_its_step_2() -> None:
    s = bohnanza.compose(
        E,
        2,
        step=Step.DUEL_PLANT,
        planted=2,
        hands={0: ["Chili", "Soy"]},
        fields={0: [["Chili"], ["Wax"]]},
        deck=["Soy"] * 5,
    )
    chili = s.players[0].hand[0].id
    refused(s, Plant(0, chili, 0), "002/step1.no-third", "two cards were already planted this step")
    assert bohnanza.check(s, Discard(0, chili)) is None, "he may still discard one hand card"


def test_keeping_a_card_that_is_not_face_up_is_refused() -> None:
    s = bohnanza.compose(
        E, 3, step=Step.TRADE, face_up=["Chili", "Soy"], hands={0: ["Wax"]}, deck=["Soy"] * 5
    )
    wax = s.players[0].hand[0].id
    refused(s, Keep(0, wax), "002/step2.keep", f"{wax}:wax is not face up")
    assert bohnanza.check(s, Keep(0, s.face_up[0].id)) is None


def test_offers_and_discards_belong_to_the_duel_only() -> None:
    s = bohnanza.compose(
        E, 3, step=Step.TRADE, face_up=["Chili", "Soy"], hands={0: ["Wax"]}, deck=["Soy"] * 5
    )
    reason = "only the bean duel has offers and discards"
    refused(s, Discard(0, s.face_up[0].id), "002/turn.order", reason)
    refused(s, Discard(0, s.players[0].hand[0].id), "002/turn.order", reason)
    refused(s, LeaveOffer(0), "002/turn.order", reason)


def test_in_the_duel_only_the_active_player_plants_or_discards_a_drawn_card() -> None:
    s = bohnanza.compose(
        E,
        2,
        step=Step.DUEL_DRAW,
        face_up=["Chili", "Soy", "Wax"],
        hands={0: ["Wax"], 1: ["Blue"]},
        deck=["Soy"] * 5,
    )
    chili = s.face_up[0].id
    reason = "seat 1 is not the active player (seat 0)"
    refused(s, Plant(1, chili, 0), "002/duel.turn", reason)
    assert bohnanza.check(s, Plant(0, chili, 0)) is None
    s = bohnanza.compose(
        E,
        2,
        step=Step.OFFER,
        offer=["Chili", "Soy"],
        hands={0: ["Wax"], 1: ["Blue"]},
        deck=["Soy"] * 5,
    )
    chili = s.offer[0].id
    refused(s, Discard(1, chili), "002/duel.turn", reason)
    refused(s, Plant(1, chili, 0), "002/duel.turn", reason)
    assert bohnanza.check(s, Discard(0, chili)) is None


@pytest.mark.parametrize("size", [1, 2, 4, 6, 8, 12])
def test_field_payout_is_what_a_harvest_of_that_field_pays(size: int) -> None:
    """harvesting.field_payout (the rules inline it in ``sell``) prices a field by its top
    card's beanometer, never above the number of cards, like a harvest does."""
    s = bohnanza.compose(E, 4, fields={1: [["Soy"] * size, ["Chili"]]}, hands={0: ["Chili"]})
    field = s.players[1].field_ids[0]
    paid = field_payout(s.table, field)
    assert paid == min(s.players[1].fields[0][-1].beanometer.payout(size), size)
    after = bohnanza.apply(s, Harvest(1, 0))
    assert len(after.players[1].coins) == paid
    # Soy's beanometer (FACTS.md): 2, 4, 6 and 7 cards pay 1, 2, 3 and 4 coins.
    assert paid == {1: 0, 2: 1, 4: 2, 6: 3, 8: 4, 12: 4}[size]


def test_the_harvest_code_of_the_size_tables_is_the_formulas() -> None:
    """harvest_moves reads each field's size class from tables up to 255 cards and falls
    back on harvest_code beyond: both give the same code of _HARVESTS."""
    from itertools import chain, product

    from bohnanza.rules.harvesting import _CLASS_1, _CLASS_3, _FIRST_OF_3, harvest_code

    for sizes in chain(product(range(5), repeat=2), product(range(5), repeat=3)):
        fields = tuple(tuple(range(n)) for n in sizes)
        if len(sizes) == 3:
            expected = _FIRST_OF_3[sizes[0]] + _CLASS_3[sizes[1]] + _CLASS_1[sizes[2]]
        else:
            expected = _CLASS_3[sizes[0]] + _CLASS_1[sizes[1]]
        assert harvest_code(fields) == expected, sizes
    long = tuple(range(300))
    assert harvest_code((long, (1,))) == harvest_code(((1, 2), (1,))) == 7
    assert harvest_code(((), long, (5,))) == 9 + 0 + 6 + 1
