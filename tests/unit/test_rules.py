"""Step 1, the fields, harvesting and the third field (rulebook 002)."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza import BuyField, EndPlanting, Harvest, Plant, Step

from .helpers import E, ids, kinds, legal, refused

# ---------------------------------------------------------------------------------------
# Step 1: plant bean cards


def test_front_card_must_be_planted_not_the_second() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili", "Blue", "Soy"]}, deck=["Wax"] * 6)
    front, second = s.players[0].hand[0], s.players[0].hand[1]
    refused(
        s,
        Plant(0, second.id, 0),
        "002/step1.front-card",
        f"the front card of seat 0's hand is {front}, not {second}",
    )
    assert bohnanza.legal_actions(s, 0).basic == (Plant(0, front.id, 0), Plant(0, front.id, 1))
    after = legal(s, Plant(0, front.id, 1))
    assert ids(after.players[0].hand) == (second.id, s.players[0].hand[2].id)
    assert after.players[0].fields == ((), (front,))
    assert after.step is Step.PLANT
    assert after.planted == 1


def test_end_planting_before_the_first_plant_is_refused() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili", "Blue"]}, deck=["Wax"] * 6)
    refused(s, EndPlanting(0), "002/step1.front-card", "the first card of the hand must be planted")
    assert EndPlanting(0) not in bohnanza.legal_actions(s, 0).basic


def test_second_plant_is_optional() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili", "Blue"]}, deck=["Wax", "Soy", "Red"])
    s = legal(s, Plant(0, s.players[0].hand[0].id, 0))
    blue = s.players[0].hand[0]
    assert set(bohnanza.legal_actions(s, 0).basic) == {EndPlanting(0), Plant(0, blue.id, 1)}
    after = legal(s, EndPlanting(0))
    assert after.step is Step.TRADE
    assert after.planted == 1
    assert ids(after.players[0].hand) == (blue.id,)
    assert kinds(after.face_up) == ("wax", "soy")
    assert kinds(after.deck) == ("red",)


def test_second_card_may_go_to_the_same_field() -> None:
    # "He may, but need not plant them in the same bean field."
    s = bohnanza.compose(E, 4, hands={0: ["Chili", "Chili", "Blue"]}, deck=["Wax"] * 4)
    first, second = s.players[0].hand[0], s.players[0].hand[1]
    s = legal(s, Plant(0, first.id, 1))
    s = legal(s, Plant(0, second.id, 1))
    assert s.players[0].fields == ((), (first, second))


def test_two_plants_end_step_1_and_turn_up_two_cards() -> None:
    s = bohnanza.compose(
        E, 4, hands={0: ["Chili", "Blue", "Soy"]}, deck=["Wax", "Green", "Stink", "Red"]
    )
    hand = s.players[0].hand
    s = legal(s, Plant(0, hand[0].id, 0))
    s = legal(s, Plant(0, hand[1].id, 1))
    assert s.step is Step.TRADE
    assert s.planted == 2
    assert kinds(s.face_up) == ("wax", "green")
    assert kinds(s.deck) == ("stink", "red")
    assert ids(s.players[0].hand) == (hand[2].id,)
    # A third card may not be planted, and the refusal names that rule, not the turn order.
    refused(
        s, Plant(0, hand[2].id, 0), "002/step1.no-third", "two cards were already planted in step 1"
    )


def test_a_planting_in_step_2_after_one_card_cites_the_turn_order() -> None:
    # The player ended step 1 after one card: no third card is at stake, the step is over.
    s = bohnanza.compose(E, 4, hands={0: ["Chili", "Blue"]}, deck=["Wax", "Green", "Stink"])
    hand = s.players[0].hand
    s = legal(legal(s, Plant(0, hand[0].id, 0)), EndPlanting(0))
    refused(s, Plant(0, hand[1].id, 1), "002/turn.order", "no planting in step 2")


def test_a_composed_step_1_after_two_plantings_is_step_2() -> None:
    # Step 1 ends with its second planting, so compose moves on to step 2 as the referee does.
    s = bohnanza.compose(
        E,
        4,
        step=Step.PLANT,
        planted=2,
        hands={0: ["Soy"]},
        fields={0: [["Chili"], ["Blue"]]},
        deck=["Wax", "Red", "Green"],
    )
    assert s.step is Step.TRADE and kinds(s.face_up) == ("wax", "red")
    soy = s.players[0].hand[0]
    refused(
        s, Plant(0, soy.id, 0), "002/step1.no-third", "two cards were already planted in step 1"
    )
    assert EndPlanting(0) not in bohnanza.legal_actions(s, 0).basic


def test_only_the_active_player_plants_in_step_1() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"], 1: ["Blue"]}, deck=["Wax"] * 4)
    blue = s.players[1].hand[0]
    refused(s, Plant(1, blue.id, 0), "002/turn.order", "seat 1 is not the active player (seat 0)")
    refused(s, EndPlanting(1), "002/turn.order", "only the active player ends step 1")


def test_matching_card_may_go_to_an_empty_field_by_default() -> None:
    # "If the card matches a variety in one of his fields, he may plant it there."
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, fields={0: [["Chili"], []]}, deck=["Wax"] * 4)
    assert s.rules.matching_field == "may"
    chili = s.players[0].hand[0]
    assert set(bohnanza.legal_actions(s, 0).basic) >= {Plant(0, chili.id, 0), Plant(0, chili.id, 1)}
    after = legal(s, Plant(0, chili.id, 1))
    assert kinds(after.players[0].fields[0]) == ("chili",)
    assert ids(after.players[0].fields[1]) == (chili.id,)


def test_matching_field_must_refuses_an_empty_field() -> None:
    s = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili"]},
        fields={0: [["Chili"], []]},
        deck=["Wax"] * 4,
        matching_field="must",
    )
    chili = s.players[0].hand[0]
    refused(
        s,
        Plant(0, chili.id, 1),
        "002/step1.matching-field",
        f"{chili} matches field 1 of seat 0, so it must be planted there",
    )
    plants = [a for a in bohnanza.legal_actions(s, 0).basic if isinstance(a, Plant)]
    assert plants == [Plant(0, chili.id, 0)]
    after = legal(s, Plant(0, chili.id, 0))
    assert kinds(after.players[0].fields[0]) == ("chili", "chili")


def test_a_field_holds_one_variety() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, fields={0: [["Blue"], []]}, deck=["Wax"] * 4)
    chili = s.players[0].hand[0]
    refused(
        s, Plant(0, chili.id, 0), "002/field.one-variety", "field 1 of seat 0 holds blue, not chili"
    )
    # An empty field may be planted with any variety.
    after = legal(s, Plant(0, chili.id, 1))
    assert kinds(after.players[0].fields[1]) == ("chili",)


def test_a_player_without_a_third_field_has_two() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Wax"] * 4)
    chili = s.players[0].hand[0]
    refused(
        s,
        Plant(0, chili.id, 2),
        "002/field.two-fields",
        "seat 0 has 2 fields (1-2); field 3 is not his",
    )


def test_no_fitting_field_forces_a_harvest() -> None:
    s = bohnanza.compose(
        E,
        4,
        hands={0: ["Soy", "Red"]},
        fields={0: [["Chili", "Chili"], ["Blue"]]},
        deck=["Wax"] * 4,
    )
    soy = s.players[0].hand[0]
    reason = (
        f"{soy} matches none of seat 0's fields and none is empty: "
        "harvest a field (or buy a third) first"
    )
    refused(s, Plant(0, soy.id, 0), "002/step1.forced-harvest", reason)
    refused(s, Plant(0, soy.id, 1), "002/step1.forced-harvest", reason)
    # Only the chili field may be sold (the blue field holds a single card).
    assert bohnanza.legal_actions(s, 0).basic == (Harvest(0, 0),)
    s = legal(s, Harvest(0, 0))
    assert s.players[0].fields[0] == ()
    assert bohnanza.legal_actions(s, 0).basic == (Plant(0, soy.id, 0),)
    s = legal(s, Plant(0, soy.id, 0))
    assert ids(s.players[0].fields[0]) == (soy.id,)


def test_forced_harvest_lists_the_purchase_when_affordable() -> None:
    s = bohnanza.compose(
        E,
        4,
        hands={0: ["Soy"]},
        fields={0: [["Chili", "Chili"], ["Blue", "Blue"]]},
        coins={0: 3},
        deck=["Wax"] * 4,
    )
    assert bohnanza.legal_actions(s, 0).basic == (Harvest(0, 0), Harvest(0, 1), BuyField(0))


def test_emptied_hand_after_the_first_plant_starts_step_2() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Wax", "Soy", "Red"])
    after = legal(s, Plant(0, s.players[0].hand[0].id, 0))
    assert after.step is Step.TRADE
    assert after.planted == 1
    assert kinds(after.face_up) == ("wax", "soy")


# ---------------------------------------------------------------------------------------
# Harvesting and selling beans


STINK_PAYOUTS = [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2), (7, 3), (8, 4), (9, 4)]


@pytest.mark.parametrize(("cards", "coins"), STINK_PAYOUTS)
def test_stink_beanometer_example_1(cards: int, coins: int) -> None:
    # Example 1: 1-2 Stink Beans earn nothing, 3-4 one coin, 5-6 two, 7 three, 8+ four.
    other = ["Blue"] if cards == 1 else []  # a single card may be sold when all fields hold one
    s = bohnanza.compose(E, 4, fields={0: [["Stink"] * cards, other]}, deck=["Wax"] * 4)
    field = s.players[0].fields[0]
    after = legal(s, Harvest(0, 0))
    p = after.players[0]
    assert p.fields[0] == ()
    assert len(p.coins) == coins
    # Decision harvest.coin-cards: the coins are the field's top cards; the others go to
    # the discard pile, bottom card first.
    assert p.coins == field[cards - coins :]
    assert after.discard == field[: cards - coins]


@pytest.mark.parametrize(("cards", "coins"), [(3, 1), (2, 0)])
def test_chili_examples_5_and_6(cards: int, coins: int) -> None:
    s = bohnanza.compose(
        E, 4, fields={1: [["Blue", "Blue"], ["Chili"] * cards]}, discard=["Soy"], deck=["Wax"] * 4
    )
    field = s.players[1].fields[1]
    after = legal(s, Harvest(1, 1))
    assert len(after.players[1].coins) == coins
    assert after.players[1].fields == (s.players[1].fields[0], ())
    assert kinds(after.discard) == ("soy",) + ("chili",) * (cards - coins)
    assert after.discard[1:] == field[: cards - coins]


def test_harvest_coins_go_on_top_of_the_earnings_stack() -> None:
    s = bohnanza.compose(
        E, 4, fields={0: [["Red"] * 4, []]}, coins={0: ["Soy", "Soy"]}, deck=["Wax"] * 4
    )
    old, field = s.players[0].coins, s.players[0].fields[0]
    after = legal(s, Harvest(0, 0))
    # Red: 2 cards = 1, 3 = 2, 4 = 3 coins.
    assert after.players[0].coins == old + field[1:]
    assert after.discard == field[:1]


def test_an_empty_field_cannot_be_harvested() -> None:
    s = bohnanza.compose(E, 4, fields={0: [["Red", "Red"], []]}, deck=["Wax"] * 4)
    refused(s, Harvest(0, 1), "002/harvest.choice", "field 2 of seat 0 is empty")


def test_a_single_card_field_is_protected_while_another_has_two() -> None:
    s = bohnanza.compose(E, 4, fields={0: [["Red"], ["Blue", "Blue"]]}, deck=["Wax"] * 4)
    refused(
        s, Harvest(0, 0), "002/harvest.protection", "field 1 holds 1 card while field 2 holds 2"
    )
    assert [a for a in bohnanza.legal_actions(s, 0).basic if isinstance(a, Harvest)] == [
        Harvest(0, 1)
    ]


def test_protection_names_every_other_field() -> None:
    s = bohnanza.compose(
        E, 4, fields={0: [["Red"], ["Blue", "Blue"], []]}, bought_field=[0], deck=["Wax"] * 4
    )
    refused(
        s,
        Harvest(0, 0),
        "002/harvest.protection",
        "field 1 holds 1 card while field 2 holds 2, field 3 holds 0",
    )


@pytest.mark.parametrize("field", [0, 1])
def test_any_single_card_field_may_be_sold_when_all_hold_one(field: int) -> None:
    s = bohnanza.compose(E, 4, fields={0: [["Red"], ["Blue"]]}, deck=["Wax"] * 4)
    card = s.players[0].fields[field][0]
    after = legal(s, Harvest(0, field))
    assert after.players[0].fields[field] == ()
    assert after.players[0].coins == ()
    assert after.discard == (card,)


def test_single_field_next_to_an_empty_one_under_the_default_protection() -> None:
    # Decision harvest.protection-empty-field: "all his bean fields have just one card" is
    # read literally by default (an empty field does not hold one card).
    s = bohnanza.compose(E, 4, fields={0: [["Red"], []]}, deck=["Wax"] * 4)
    assert s.rules.protection == "all-fields"
    refused(
        s, Harvest(0, 0), "002/harvest.protection", "field 1 holds 1 card while field 2 holds 0"
    )


def test_single_field_next_to_an_empty_one_with_planted_fields_protection() -> None:
    s = bohnanza.compose(
        E, 4, fields={0: [["Red"], []]}, deck=["Wax"] * 4, protection="planted-fields"
    )
    red = s.players[0].fields[0][0]
    after = legal(s, Harvest(0, 0))
    assert after.players[0].fields == ((), ())
    assert after.discard == (red,)


def test_planted_fields_protection_still_protects_against_a_bigger_field() -> None:
    s = bohnanza.compose(
        E,
        4,
        fields={0: [["Red"], [], ["Blue", "Blue"]]},
        bought_field=[0],
        deck=["Wax"] * 4,
        protection="planted-fields",
    )
    refused(
        s,
        Harvest(0, 0),
        "002/harvest.protection",
        "field 1 holds 1 card while field 2 holds 0, field 3 holds 2",
    )


@pytest.mark.parametrize("step", [Step.PLANT, Step.TRADE, Step.PLANT_RECEIVED])
def test_a_non_active_player_may_harvest_at_any_time(step: Step) -> None:
    s = bohnanza.compose(
        E,
        4,
        active=0,
        step=step,
        hands={0: ["Soy"]},
        fields={2: [["Green"] * 3, ["Red"]]},
        set_aside={0: ["Wax"]} if step is Step.PLANT_RECEIVED else None,
        face_up=["Black-eyed"] if step is Step.TRADE else (),
        deck=["Blue"] * 4,
    )
    field = s.players[2].fields[0]
    assert Harvest(2, 0) in bohnanza.legal_actions(s, 2).basic
    after = legal(s, Harvest(2, 0))
    assert after.players[2].coins == field[2:]
    assert after.discard == field[:2]
    assert after.step is step
    assert after.active == 0


def test_harvest_of_a_field_that_does_not_exist() -> None:
    s = bohnanza.compose(E, 4, fields={0: [["Red", "Red"], []]}, deck=["Wax"] * 4)
    refused(
        s, Harvest(0, 2), "002/field.two-fields", "seat 0 has 2 fields (1-2); field 3 is not his"
    )


# ---------------------------------------------------------------------------------------
# Buying a third bean field


def test_third_field_costs_the_three_topmost_coins() -> None:
    s = bohnanza.compose(
        E,
        4,
        hands={0: ["Soy"]},
        coins={0: ["Red", "Blue", "Chili", "Green", "Stink"]},
        discard=["Wax"],
        deck=["Wax"] * 4,
    )
    coins = s.players[0].coins
    assert BuyField(0) in bohnanza.legal_actions(s, 0).basic
    after = legal(s, BuyField(0))
    p = after.players[0]
    assert p.bought_field
    assert p.fields == ((), (), ())
    assert p.coins == coins[:2]
    # "taking the three topmost gold coins ... placing them ... on the discard pile":
    # decision field3.payment-order: one at a time, the topmost first, so the deepest of
    # the three ends on top of the pile.
    assert after.discard == s.discard + coins[2:][::-1]
    assert kinds(after.discard) == ("wax", "stink", "green", "chili")


def test_third_field_once_only() -> None:
    s = bohnanza.compose(E, 4, coins={0: 6}, deck=["Wax"] * 4)
    s = legal(s, BuyField(0))
    refused(s, BuyField(0), "002/field3.once", "seat 0 already has a third field")
    composed = bohnanza.compose(E, 4, coins={1: 3}, bought_field=[1], deck=["Wax"] * 4)
    refused(composed, BuyField(1), "002/field3.once", "seat 1 already has a third field")


def test_third_field_needs_the_coins() -> None:
    s = bohnanza.compose(E, 4, coins={0: 2}, deck=["Wax"] * 4)
    refused(
        s, BuyField(0), "002/field3.coins-needed", "seat 0 has 2 coins; the third field costs 3"
    )
    assert BuyField(0) not in bohnanza.legal_actions(s, 0).basic


@pytest.mark.parametrize("players", [6, 7])
def test_third_field_costs_two_at_six_or_seven(players: int) -> None:
    s = bohnanza.compose(E, players, coins={0: ["Red", "Blue", "Soy"]}, deck=["Wax"] * 4)
    coins = s.players[0].coins
    after = legal(s, BuyField(0))
    assert after.players[0].coins == coins[:1]
    assert after.discard == coins[1:][::-1]
    poor = bohnanza.compose(E, players, coins={0: 1}, deck=["Wax"] * 4)
    refused(
        poor, BuyField(0), "002/players.6-7.field3", "seat 0 has 1 coin; the third field costs 2"
    )


def test_third_field_may_be_used_at_once() -> None:
    s = bohnanza.compose(
        E,
        4,
        hands={0: ["Soy"]},
        fields={0: [["Chili", "Chili"], ["Blue", "Blue"]]},
        coins={0: 3},
        deck=["Wax"] * 4,
    )
    soy = s.players[0].hand[0]
    s = legal(s, BuyField(0))
    assert bohnanza.legal_actions(s, 0).basic[0] == Plant(0, soy.id, 2)
    s = legal(s, Plant(0, soy.id, 2))
    assert ids(s.players[0].fields[2]) == (soy.id,)
    assert s.players[0].coins == ()


def test_a_non_active_player_may_buy_at_any_time() -> None:
    s = bohnanza.compose(E, 4, active=0, hands={0: ["Soy"]}, coins={3: 3}, deck=["Wax"] * 4)
    after = legal(s, BuyField(3))
    assert len(after.players[3].fields) == 3
    assert after.active == 0
    assert after.step is Step.PLANT
    assert after.players[3].coins == ()
    assert after.discard == s.players[3].coins[::-1]
