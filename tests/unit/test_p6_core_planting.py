"""Planting (bohnanza/rules/planting.py): every refusal a player can meet while planting
names its rule and says exactly why, in the game's language; the listing offers the fields
the rules allow, in their order; each planting moves the card, counts it and ends its step
where the rules end it."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza import GameState, apply, check, compose, legal_actions
from bohnanza.actions import Action, EndPlanting, Plant
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def _refusal(s: GameState, move: Action) -> tuple[str, str, str]:
    """(rule, English reason, reason in the game's language) of a refused move."""
    refusal = check(s, move)
    assert isinstance(refusal, IllegalActionError), move
    return refusal.rule, refusal.reason_en, refusal.reason


def _step1() -> GameState:
    """Rio Grande at four (two fields): seat 0 holds blue then soy; its fields hold soy and
    wax, so the blue front card fits nowhere."""
    return _make(
        "rio-grande-2000",
        4,
        hands={0: ["Blue", "Soy"], 1: ["Red"]},
        fields={0: [["Soy"], ["Wax"]]},
        deck=["Wax"] * 5,
    )


def test_step1_refusals_name_their_rule_and_reason() -> None:
    s = _step1()
    blue, soy = s.players[0].hand_ids
    red = s.players[1].hand_ids[0]
    assert _refusal(s, Plant(1, red, 0))[:2] == (
        "002/turn.order",
        "seat 1 is not the active player (seat 0)",
    )
    assert _refusal(s, Plant(0, soy, 0))[:2] == (
        "002/step1.front-card",
        f"the front card of seat 0's hand is {blue}:blue, not {soy}:soy",
    )
    assert _refusal(s, Plant(0, blue, 0))[:2] == (
        "002/step1.forced-harvest",
        f"{blue}:blue matches none of seat 0's fields and none is empty: "
        "harvest a field (or buy a third) first",
    )
    assert _refusal(s, Plant(0, blue, 1))[:2] == _refusal(s, Plant(0, blue, 0))[:2]
    assert _refusal(s, Plant(0, blue, 2))[:2] == (
        "002/field.two-fields",
        "seat 0 has 2 fields (1-2); field 3 is not his",
    )
    for field in (3, -1):
        bad = check(s, Plant(0, blue, field))
        assert isinstance(bad, InvalidActionError)
        assert (
            str(bad) == f"0 plant {blue} {field}: field {field} does not exist (fields are 0, 1, 2)"
        )
    bad = check(s, Plant(0, 999, 0))
    assert isinstance(bad, InvalidActionError)
    assert str(bad) == "0 plant 999 0: there is no card 999 in this deck"
    assert _refusal(s, EndPlanting(1))[:2] == (
        "002/turn.order",
        "only the active player ends step 1",
    )
    assert _refusal(s, EndPlanting(0))[:2] == (
        "002/step1.front-card",
        "the first card of the hand must be planted",
    )
    # Nothing but harvesting (or buying) is offered: the front card fits no field.
    assert not [m for m in legal_actions(s, 0) if isinstance(m, (Plant, EndPlanting))]


def test_a_front_card_of_a_planted_variety_goes_only_where_it_fits() -> None:
    s = _make(
        "rio-grande-2000",
        4,
        hands={0: ["Soy", "Blue"]},
        fields={0: [["Wax"], ["Soy"]]},
        deck=["Wax"] * 5,
    )
    soy = s.players[0].hand_ids[0]
    wax = s.players[0].field_ids[0][0]
    assert _refusal(s, Plant(0, soy, 0))[:2] == (
        "002/field.one-variety",
        "field 1 of seat 0 holds wax, not soy",
    )
    assert check(s, Plant(0, soy, 1)) is None
    assert [str(m) for m in legal_actions(s, 0) if isinstance(m, Plant)] == [f"0 plant {soy} 1"]
    assert wax != soy


def test_the_french_rules_refuse_in_french_and_keep_the_rule_id() -> None:
    s = _make(
        "amigo-fr",
        3,
        hands={0: ["Blue", "Soy"], 1: ["Red"]},
        fields={0: [["Soy"], ["Wax"], []]},
    )
    blue, soy = s.players[0].hand_ids
    red = s.players[1].hand_ids[0]
    assert _refusal(s, Plant(1, red, 0)) == (
        "000.1/turn.order",
        "seat 1 is not the active player (seat 0)",
        "P2 n'est pas le joueur actif (c'est le tour de P1)",
    )
    assert _refusal(s, Plant(0, soy, 0))[::2] == (
        "000.1/step1.front-card",
        f"la première carte de la main de P1 est Harry Colt (n° {blue}), "
        f"pas Harry Copain (n° {soy})",
    )
    assert _refusal(s, Plant(0, blue, 1))[::2] == (
        "000.1/field.one-variety",
        "le champ 2 de P1 contient des Harry Cochet, pas des Harry Colt",
    )
    assert _refusal(s, EndPlanting(0))[::2] == (
        "000.1/step1.front-card",
        "la première carte de la main doit être plantée",
    )
    assert _refusal(s, EndPlanting(1))[::2] == (
        "000.1/turn.order",
        "seul le joueur actif termine la phase 1",
    )


@pytest.mark.parametrize(
    ("edition", "listed"),
    [
        # 002: the matching field first, then each empty field in field order.
        ("rio-grande-2000", (1, 0, 2)),
        # 000.1: a card matching a field must go there (step1.matching-field).
        ("amigo-fr", (1,)),
    ],
)
def test_the_listed_plantings_and_the_matching_field_rule(
    edition: str, listed: tuple[int, ...]
) -> None:
    s = _make(edition, 3, hands={0: ["Soy", "Soy", "Blue"]}, fields={0: [[], ["Soy"], []]})
    first, second, blue = s.players[0].hand_ids
    moves = list(legal_actions(s, 0))
    assert moves == [Plant(0, first, f) for f in listed]
    for f in (0, 2):
        if f in listed:
            assert check(s, Plant(0, first, f)) is None
        else:
            rule, english, _ = _refusal(s, Plant(0, first, f))
            assert rule == "000.1/step1.matching-field"
            assert english == f"{first}:soy matches field 2 of seat 0, so it must be planted there"
    once = apply(s, Plant(0, first, 1))
    assert once.step is Step.PLANT and once.planted == 1
    assert once.first_kind == s.table.kind[first]
    assert once.players[0].hand_ids == (second, blue)
    assert once.players[0].field_ids == ((), (s.players[0].field_ids[1][0], first), ())
    # The second card of the first card's variety may open an empty field under both
    # readings (decision step1.same-field-must); ending step 1 is now allowed.
    after = legal_actions(once, 0)
    assert [m for m in after if isinstance(m, Plant)] == [Plant(0, second, f) for f in (1, 0, 2)]
    assert EndPlanting(0) in after and check(once, EndPlanting(0)) is None


def test_the_second_planting_ends_step1_and_turns_up_two_cards() -> None:
    s = _make(
        "rio-grande-2000",
        3,
        hands={0: ["Soy", "Soy", "Blue"]},
        fields={0: [[], ["Soy"], []]},
        deck=["Wax", "Red", "Chili"],
    )
    first, second, blue = s.players[0].hand_ids
    stack = s.stack_ids
    once = apply(s, Plant(0, first, 1))
    assert once.drawn == s.drawn and once.face_up_ids == ()
    twice = apply(once, Plant(0, second, 0))
    assert twice.step is Step.TRADE and twice.planted == 2
    assert twice.face_up_ids == stack[:2] and twice.drawn == s.drawn + 2
    assert twice.players[0].hand_ids == (blue,)
    assert twice.players[0].field_ids[0] == (second,)
    assert _refusal(twice, Plant(0, blue, 2))[:2] == (
        "002/step1.no-third",
        "two cards were already planted in step 1",
    )
    assert _refusal(twice, EndPlanting(0))[:2] == (
        "002/turn.order",
        "the planting step is over: the turn is at step 2",
    )
    # Ending step 1 after one planting turns up the two cards as well.
    ended = apply(once, EndPlanting(0))
    assert ended.step is Step.TRADE and ended.planted == 1
    assert ended.face_up_ids == stack[:2]
    assert _refusal(ended, Plant(0, second, 1))[:2] == ("002/turn.order", "no planting in step 2")
    assert s.players[0].hand_ids == (first, second, blue)  # apply never mutates its input


def test_planting_the_last_hand_card_ends_step1_at_once() -> None:
    s = _make("rio-grande-2000", 3, hands={0: ["Soy"]}, deck=["Wax", "Red", "Chili"])
    soy = s.players[0].hand_ids[0]
    after = apply(s, Plant(0, soy, 2))
    assert after.step is Step.TRADE and after.planted == 1
    assert after.face_up_ids == s.stack_ids[:2]
    assert after.players[0].field_ids == ((), (), (soy,))


def test_step3_plants_only_set_aside_cards_and_ends_when_nobody_waits() -> None:
    s = _make(
        "rio-grande-2000",
        3,
        step=Step.PLANT_RECEIVED,
        hands={0: ["Blue"], 1: ["Chili"]},
        set_aside={0: ["Wax"], 1: ["Red", "Soy"]},
        fields={1: [["Red"], [], []]},
        deck=["Garden"] * 6,
    )
    blue = s.players[0].hand_ids[0]
    wax = s.players[0].aside_ids[0]
    red, soy = s.players[1].aside_ids
    assert _refusal(s, Plant(0, blue, 0))[:2] == (
        "002/step3.plant-all",
        f"{blue}:blue is not among the cards seat 0 set aside",
    )
    assert _refusal(s, Plant(0, red, 0))[:2] == (
        "002/step3.plant-all",
        f"{red}:red is not among the cards seat 0 set aside",
    )
    assert _refusal(s, EndPlanting(0))[:2] == (
        "002/turn.order",
        "the planting step is over: the turn is at step 3",
    )
    # Any seat plants, in any order; the planted count of step 1 is left alone.
    one = apply(s, Plant(1, soy, 2))
    assert one.step is Step.PLANT_RECEIVED and one.planted == s.planted
    assert one.players[1].aside_ids == (red,) and one.players[1].field_ids[2] == (soy,)
    assert one.players[1].hand_ids == s.players[1].hand_ids
    two = apply(one, Plant(1, red, 0))
    assert two.step is Step.PLANT_RECEIVED and two.players[1].aside_ids == ()
    assert two.players[1].field_ids[0] == (s.players[1].field_ids[0][0], red)
    last = apply(two, Plant(0, wax, 1))
    # Step 3 over: the active player draws (step 4) and the next seat begins step 1.
    assert last.step is Step.PLANT and last.active == 1 and last.planted == 0
    assert last.players[0].field_ids[1] == (wax,)
    assert last.players[0].hand_ids == (blue, *s.stack_ids[:3])


def _duel(step: Step, **parts: Any) -> GameState:
    return _make(
        "rio-grande-2000",
        2,
        step=step,
        hands={0: ["Blue", "Soy"], 1: ["Wax"]},
        deck=["Wax"] * 5,
        **parts,
    )


def test_the_duels_planting_refusals() -> None:
    offered = _duel(Step.OFFER, offer=["Red"])
    blue, soy = offered.players[0].hand_ids
    wax = offered.players[1].hand_ids[0]
    red = offered.offer_ids[0]
    assert _refusal(offered, Plant(0, blue, 0))[:2] == (
        "002/duel.step1",
        f"{blue}:blue is not offered",
    )
    assert _refusal(offered, Plant(1, red, 0))[:2] == (
        "002/duel.turn",
        "seat 1 is not the active player (seat 0)",
    )
    assert _refusal(offered, EndPlanting(0))[:2] == (
        "002/duel.turn",
        "the planting step is over: the turn is at step 1",
    )
    assert check(offered, Plant(0, red, 0)) is None
    full = _duel(Step.DUEL_PLANT, planted=2)
    assert _refusal(full, Plant(0, blue, 0))[:2] == (
        "002/step1.no-third",
        "two cards were already planted this step",
    )
    assert _refusal(full, Plant(1, wax, 0))[:2] == (
        "002/duel.turn",
        "seat 1 is not the active player (seat 0)",
    )
    assert check(full, EndPlanting(0)) is None
    drawn = _duel(Step.DUEL_DRAW, face_up=["Red"])
    up = drawn.face_up_ids[0]
    assert _refusal(drawn, Plant(0, blue, 0))[:2] == (
        "002/duel.step3.plant",
        f"{blue}:blue is not among the drawn cards",
    )
    assert _refusal(drawn, Plant(1, up, 0))[:2] == (
        "002/duel.turn",
        "seat 1 is not the active player (seat 0)",
    )
    assert _refusal(drawn, EndPlanting(0))[:2] == (
        "002/duel.turn",
        "the planting step is over: the turn is at step 3",
    )
    assert check(drawn, Plant(0, up, 0)) is None
    assert soy != up


def test_the_duels_step2_plants_from_the_hand_and_draws_when_the_hand_is_empty() -> None:
    s = _make(
        "rio-grande-2000",
        2,
        step=Step.DUEL_PLANT,
        hands={0: ["Blue", "Soy"]},
        deck=["Wax", "Red", "Chili", "Stink"],
    )
    blue, soy = s.players[0].hand_ids
    one = apply(s, Plant(0, blue, 0))
    assert one.step is Step.DUEL_PLANT and one.planted == 1
    assert one.first_kind == s.table.kind[blue]
    assert one.players[0].hand_ids == (soy,)
    two = apply(one, Plant(0, soy, 1))
    # The hand is empty: nothing to discard, the draw of step 3 follows at once.
    assert two.step is Step.DUEL_DRAW and two.players[0].hand_ids == ()
    assert two.players[0].field_ids[:2] == ((blue,), (soy,))
    assert two.face_up_ids[:3] == s.stack_ids[:3]


@pytest.mark.parametrize(
    ("step", "zone", "rule"),
    [
        (Step.PLANT_RECEIVED, "set_aside", "002/step3.make-room"),
        (Step.DUEL_PLANT, "hands", "002/step1.forced-harvest"),
        (Step.OFFER, "offer", "002/field.one-variety"),
        (Step.DUEL_DRAW, "face_up", "002/field.one-variety"),
    ],
)
def test_a_card_that_fits_no_field_cites_its_steps_rule(step: Step, zone: str, rule: str) -> None:
    duel = step is not Step.PLANT_RECEIVED
    seat = 0 if duel else 1
    held: Any = ["Chili"] if zone in ("offer", "face_up") else {seat: ["Chili"]}
    s = _make(
        "rio-grande-2000",
        2 if duel else 4,
        step=step,
        fields={seat: [["Soy"], ["Red"]]},
        deck=["Wax"] * 4,
        **{zone: held},
    )
    chili = next(c.id for c in s.all_cards() if c.variety.key == "chili")
    for field in (0, 1):
        assert _refusal(s, Plant(seat, chili, field))[:2] == (
            rule,
            f"{chili}:chili matches none of seat {seat}'s fields and none is empty: "
            "harvest a field (or buy a third) first",
        )
    # Selling a field is all that is left to that seat (or leaving the drawn cards).
    assert not [m for m in legal_actions(s, seat) if isinstance(m, Plant)]
