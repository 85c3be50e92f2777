"""The bean duel's own moves (bohnanza/rules/duel.py) and the third field's purchase
(bohnanza/rules/third_field.py): each refusal's rule and exact reason, in English and in
the French editions' French; the boundary of the price; the duel's turn as its steps run."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza import GameState, apply, check, compose, legal_actions
from bohnanza.actions import Action, BuyField, Discard, EndPlanting, Harvest, LeaveOffer, Plant
from bohnanza.errors import IllegalActionError
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def _why(s: GameState, move: Action) -> tuple[str, str, str]:
    refusal = check(s, move)
    assert isinstance(refusal, IllegalActionError), move
    return refusal.rule, refusal.reason_en, refusal.reason


@pytest.mark.parametrize(
    ("edition", "players", "options", "coins", "rule", "english", "own"),
    [
        (
            "rio-grande-2000",
            4,
            {},
            2,
            "002/field3.coins-needed",
            "seat 1 has 2 coins; the third field costs 3",
            "seat 1 has 2 coins; the third field costs 3",
        ),
        (
            "rio-grande-2000",
            4,
            {},
            1,
            "002/field3.coins-needed",
            "seat 1 has 1 coin; the third field costs 3",
            "seat 1 has 1 coin; the third field costs 3",
        ),
        (
            "amigo-fr",
            6,
            {},
            1,
            "000.1/players.6-7.field3",
            "seat 1 has 1 coin; the third field costs 2",
            "P2 a 1 Thune ; le 3ème champ coûte 2 Thunes",
        ),
        (
            "original-1997-fr-003",
            5,
            {"variants": ["five-players"]},
            1,
            "003/variant.five-players",
            "seat 1 has 1 coin; the third field costs 2",
            "P2 a 1 taler ; le 3ème champ coûte 2 talers",
        ),
        (
            "original-1997-fr-003",
            4,
            {"variants": ["beginners"]},
            5,
            "003/variant.beginners",
            "in the beginners' variant every player starts with a third field; none is bought",
            "dans la variante des débutants, chacun commence avec un troisième champ ; "
            "on n'en achète pas",
        ),
        (
            "rio-grande-2000",
            3,
            {},
            5,
            "002/players.3.field3",
            "at 3 players every player starts with a third field and may not buy one",
            "at 3 players every player starts with a third field and may not buy one",
        ),
        (
            "rio-grande-2000",
            4,
            {"third_field_timing": "own-turn"},
            5,
            "002/field3.timing",
            "seat 1 may buy only on his own turn",
            "seat 1 may buy only on his own turn",
        ),
        (
            "ladybohn",
            4,
            {},
            5,
            "001/field3.any-time",
            "seat 1 may buy only on his own turn",
            "P2 ne peut acheter un 3ème champ que pendant son tour",
        ),
        (
            "ladybohn",
            4,
            {"third_field_timing": "any"},
            2,
            "001/field3.cost",
            "seat 1 has 2 coins; the third field costs 3",
            "P2 a 2 Thunes ; le 3ème champ coûte 3 Thunes",
        ),
    ],
)
def test_each_refused_purchase_says_exactly_why(
    edition: str,
    players: int,
    options: dict[str, Any],
    coins: int,
    rule: str,
    english: str,
    own: str,
) -> None:
    front = "Sojabohne" if edition == "ladybohn" else "Soy"
    s = _make(edition, players, hands={0: [front]}, coins={1: coins}, **options)
    assert _why(s, BuyField(1)) == (rule, english, own)
    assert BuyField(1) not in legal_actions(s, 1)


@pytest.mark.parametrize(
    ("edition", "players", "options", "cost"),
    [
        ("rio-grande-2000", 4, {}, 3),
        ("amigo-fr", 6, {}, 2),
        ("original-1997-fr-003", 5, {"variants": ["five-players"]}, 2),
    ],
)
def test_the_price_is_the_last_refused_count_plus_one(
    edition: str, players: int, options: dict[str, Any], cost: int
) -> None:
    short = _make(edition, players, hands={0: ["Soy"]}, coins={1: cost - 1}, **options)
    assert check(short, BuyField(1)) is not None
    assert BuyField(1) not in legal_actions(short, 1)
    enough = _make(edition, players, hands={0: ["Soy"]}, coins={1: cost}, **options)
    assert check(enough, BuyField(1)) is None
    assert BuyField(1) in legal_actions(enough, 1)
    bought = apply(enough, BuyField(1))
    assert bought.players[1].coin_ids == () and bought.players[1].bought_field
    assert bought.discard_ids == enough.players[1].coin_ids[::-1]
    refusal = _why(bought, BuyField(1))
    assert refusal[0].endswith("/field3.once") and refusal[1] == "seat 1 already has a third field"
    assert BuyField(1) not in legal_actions(bought, 1)


def test_the_second_of_ladybohns_two_field_cards_ends_the_supply() -> None:
    lady = _make(
        "ladybohn",
        5,
        hands={0: ["Sojabohne"]},
        coins={0: 3, 3: 3},
        bought_field=[1, 2],
        third_field_timing="any",
    )
    assert _why(lady, BuyField(3)) == (
        "001/field3.supply",
        "both « 3rd field » cards are bought already: the other players keep 2 fields",
        "les 2 cartes « 3ème champ » ont déjà été achetées : les autres joueurs gardent 2 champs",
    )
    assert BuyField(3) not in legal_actions(lady, 3)


def test_outside_the_duel_there_is_no_discard_nor_offer_left() -> None:
    s = _make("rio-grande-2000", 3, hands={0: ["Blue"]})
    blue = s.players[0].hand_ids[0]
    for move in (Discard(0, blue), LeaveOffer(0)):
        assert _why(s, move)[:2] == ("002/turn.order", "only the bean duel has offers and discards")


def test_the_duels_turn_refusals_and_steps() -> None:
    s = _make(
        "rio-grande-2000",
        2,
        step=Step.OFFER,
        offer=["Red", "Soy"],
        hands={0: ["Blue", "Wax"]},
        deck=["Chili"] * 6,
    )
    red, soy = s.offer_ids
    blue, wax = s.players[0].hand_ids
    assert _why(s, Discard(1, red))[:2] == (
        "002/duel.turn",
        "seat 1 is not the active player (seat 0)",
    )
    assert _why(s, Discard(0, blue))[:2] == ("002/duel.step1", f"{blue}:blue is not offered")
    leave = ("002/duel.step3.offer", "only the active player leaves an offer, in step 3")
    assert _why(s, LeaveOffer(0))[:2] == leave
    assert list(legal_actions(s, 0)) == [
        Plant(0, red, 0),
        Plant(0, red, 1),
        Plant(0, soy, 0),
        Plant(0, soy, 1),
        Discard(0, red),
        Discard(0, soy),
    ]
    assert list(legal_actions(s, 1)) == []
    # Step 1: each offered card is planted or discarded; the last one ends the step.
    one = apply(s, Discard(0, red))
    assert (one.step, one.offer_ids, one.discard_ids) == (Step.OFFER, (soy,), (red,))
    two = apply(one, Plant(0, soy, 1))
    assert two.step is Step.DUEL_PLANT and two.offer_ids == () and two.planted == 0
    assert two.players[0].field_ids == ((), (soy,))
    # Step 2: plant from the hand first, then at most one hand card may be discarded.
    assert _why(two, Discard(0, wax))[:2] == (
        "002/duel.step2",
        "a card may be discarded only after planting",
    )
    three = apply(two, Plant(0, blue, 0))
    assert three.step is Step.DUEL_PLANT and three.planted == 1
    assert _why(three, Discard(0, red))[:2] == (
        "002/duel.step2",
        f"{red}:red is not in seat 0's hand",
    )
    # Wax fits neither field; both fields hold one card, so either may be sold.
    sales = [Harvest(0, 0), Harvest(0, 1)]
    assert list(legal_actions(three, 0)) == [EndPlanting(0), Discard(0, wax), *sales]
    four = apply(three, Discard(0, wax))
    # Step 3: three cards drawn; each may be planted, or all left as the next offer.
    assert four.step is Step.DUEL_DRAW and four.players[0].hand_ids == ()
    assert four.discard_ids == (red, wax) and len(four.face_up_ids) == 3
    drawn = four.face_up_ids
    assert _why(four, Discard(0, drawn[0]))[:2] == (
        "002/duel.step2",
        "a card is discarded only in step 2, after planting; now step 3",
    )
    assert _why(four, LeaveOffer(1))[:2] == leave
    assert list(legal_actions(four, 0)) == [LeaveOffer(0), *sales]  # chili fits no field
    left = apply(four, LeaveOffer(0))
    # Step 4: the active player draws two; the opponent's turn begins with the offer.
    assert left.step is Step.OFFER and left.active == 1 and left.offer_ids == drawn
    assert len(left.players[0].hand_ids) == 2 and left.face_up_ids == ()
