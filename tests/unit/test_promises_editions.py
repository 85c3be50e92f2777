"""Editions as data (``bohnanza.editions``), by their docstrings: the presets and their
player counts, the variants and what they set, every rule option checked with a message
naming it and what it must be (said in French for a French edition's player count),
Ladybohn's readings only with its mechanics, and the option sets that could stall a game
refused."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza.editions import (
    HAND_SIZE_RANGE,
    INT_RANGES,
    LADYBOHN_OPTIONS,
    OPTION_VALUES,
    deal_size,
    edition,
    editions,
)
from bohnanza.errors import InvalidSetupError


def _refusal(name: str, players: int, **given: object) -> str:
    with pytest.raises(InvalidSetupError) as caught:
        edition(name).rules(players, **given)  # type: ignore[arg-type]
    return str(caught.value)


def test_the_presets_their_rulebooks_and_player_counts() -> None:
    assert editions() == (
        "amigo-fr",
        "ladybohn",
        "original-1997-fr",
        "original-1997-fr-003",
        "rio-grande-2000",
    )
    found = {
        name: (edition(name).rulebook, edition(name).language, edition(name).player_counts)
        for name in editions()
    }
    assert found["rio-grande-2000"] == ("002", "en", (2, 3, 4, 5, 6, 7))
    assert found["ladybohn"] == ("001", "fr", (3, 4, 5))
    assert found["original-1997-fr-003"] == ("003", "fr", (3, 4, 5))
    assert edition("rio-grande-2000") is edition("rio-grande-2000")
    for bad in ("nope", 5, None):
        with pytest.raises(InvalidSetupError) as caught:
            edition(bad)  # type: ignore[arg-type]
        assert str(caught.value).endswith(f"; known: {', '.join(editions())}")
    assert str(caught.value).startswith("unknown edition None")


def test_a_deal_table_repeats_its_last_entry() -> None:
    assert [deal_size((3, 4, 5, 6), k) for k in range(7)] == [3, 4, 5, 6, 6, 6, 6]
    assert [deal_size((5,), k) for k in range(3)] == [5, 5, 5]
    rules = edition("rio-grande-2000").rules(6)
    assert rules.hand_size == (3, 4, 5, 6) and rules.deal_size(1) == 4 and rules.deal_size(9) == 6
    assert edition("rio-grande-2000").rules(3).end_exhaustions == 2
    assert edition("rio-grande-2000").rules(4).end_exhaustions == 3


def test_a_player_count_the_edition_does_not_allow_is_refused_in_its_language() -> None:
    assert _refusal("rio-grande-2000", 8) == (
        "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not 8"
    )
    assert _refusal("ladybohn", 2) == "ladybohn se joue à 3, 4 ou 5 joueurs, pas 2"
    assert _refusal("original-1997-fr", 6) == "original-1997-fr se joue à 3, 4 ou 5 joueurs, pas 6"
    assert _refusal("rio-grande-2000", True) == (
        "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not True"
    )


def test_variants_set_their_options_and_only_at_their_player_counts() -> None:
    ed = edition("original-1997-fr-003")
    assert ed.variants == ("beginners", "five-players", "experts")
    assert dict(ed.variant_options("beginners")) == {"third_field": "start"}
    assert dict(ed.variant_options("experts")) == {"trade_coins": "allowed"}
    with pytest.raises(TypeError):
        ed.variant_options("experts")["trade_coins"] = "forbidden"  # type: ignore[index]
    assert ed.rules(4, variants=("beginners",)).third_field == "start"
    assert ed.rules(4, variants=("beginners",)).variants == ("beginners",)
    assert ed.rules(5, variants=("five-players",)).third_field_cost == 2
    assert _refusal("original-1997-fr-003", 4, variants=("five-players",)) == (
        "la variante 'five-players' se joue à 5 joueurs"
    )
    assert _refusal("original-1997-fr-003", 4, variants=("nope",)) == (
        "original-1997-fr-003 has no variant 'nope' (variants: beginners, five-players, experts)"
    )
    assert _refusal("rio-grande-2000", 4, variants=("beginners",)) == (
        "rio-grande-2000 has no variant 'beginners' (variants: none)"
    )
    assert _refusal("rio-grande-2000", 4, variants="beginners") == (
        "variants must be a list of names, not 'beginners'"
    )
    with pytest.raises(InvalidSetupError) as caught:
        ed.variant_options("nope")
    assert str(caught.value) == (
        "original-1997-fr-003 has no variant 'nope' (variants: beginners, five-players, experts)"
    )
    # An override comes after the variant.
    assert ed.rules(4, variants=("beginners",), third_field="buy").third_field == "buy"


def test_each_option_is_checked_naming_what_it_must_be() -> None:
    rg = "rio-grande-2000"
    assert _refusal(rg, 4, protection="none") == (
        "rule option protection='none' is not one of all-fields, planted-fields"
    )
    assert _refusal(rg, 4, colour="red") == "unknown rule option 'colour'"
    assert _refusal(rg, 2, duel=1) == "rule option duel=1 is not true or false"
    for key, (low, high) in INT_RANGES.items():
        edge: dict[str, Any] = {key: low}
        assert getattr(edition(rg).rules(4, **edge), key) == low
        edge = {key: high}
        assert getattr(edition(rg).rules(4, **edge), key) == high
        for bad in (low - 1, high + 1, True, "3"):
            edge = {key: bad}
            assert _refusal(rg, 4, **edge) == (
                f"rule option {key}={bad!r} is not a whole number from {low} to {high}"
            )
    low, high = HAND_SIZE_RANGE
    assert edition(rg).rules(4, hand_size=[low, high]).hand_size == (low, high)
    assert edition(rg).rules(4, hand_size=(5,) * 7).hand_size == (5,) * 7
    assert _refusal(rg, 4, hand_size=[]) == (
        "rule option hand_size=[] is not a list of 1 to 7 hand sizes"
    )
    assert _refusal(rg, 4, hand_size=(5,) * 8) == (
        f"rule option hand_size={[5] * 8!r} is not a list of 1 to 7 hand sizes"
    )
    assert _refusal(rg, 4, hand_size=[5, high + 1]) == (
        f"rule option hand_size={high + 1} is not a whole number from {low} to {high}"
    )
    assert _refusal(rg, 4, hand_size=5) == "rule option hand_size=5 is not a list"
    assert edition(rg).rules(4, removed=["cocoa", "garden"]).removed == ("cocoa", "garden")
    assert _refusal(rg, 4, removed=["zebra"]).startswith(
        "rule option removed='zebra' is not a variety key (black-eyed, blue, "
    )
    assert _refusal(rg, 4, removed="cocoa") == "rule option removed='cocoa' is not a list"
    assert _refusal(rg, 4, variants=[5]).startswith("rio-grande-2000 has no variant 5")


def test_every_reading_an_option_lists_is_taken() -> None:
    rg = edition("rio-grande-2000")
    lady = edition("ladybohn")
    for key, readings in OPTION_VALUES.items():
        for value in readings:
            given: dict[str, Any] = {key: value}
            if key == "harvest_timing" and value == "own-turn":
                rules = rg.rules(2, duel=True, **given)
            elif key in LADYBOHN_OPTIONS:
                if key == "second_plant_field":
                    given["matching_field"] = "unique"
                rules = lady.rules(3, **given)
            else:
                rules = rg.rules(3, **given)
            assert getattr(rules, key) == value, (key, value)


def test_ladybohns_readings_go_with_its_mechanics_only() -> None:
    assert _refusal("rio-grande-2000", 4, miss_promotion="two") == (
        "rule option miss_promotion='two' is a Ladybohn reading (decision "
        "ladybohn.miss-promotion); this game has no Ladybohn mechanics"
    )
    assert edition("ladybohn").rules(4, miss_promotion="two").miss_promotion == "two"
    assert _refusal("ladybohn", 4, coin_cards="bottom").startswith(
        "rule option coin_cards='bottom' is not a reading of Ladybohn (decision ladybohn.coin-cards"
    )
    assert _refusal("ladybohn", 4, second_plant_field="other-field", matching_field="may") == (
        "rule option second_plant_field='other-field' needs one field per family "
        "(matching_field 'unique', or 'must' with step1_same_field 'must-prevails'; "
        "decision ladybohn.second-plant-field)"
    )
    assert (
        edition("ladybohn")
        .rules(4, second_plant_field="other-field", matching_field="unique")
        .second_plant_field
        == "other-field"
    )
    assert _refusal("rio-grande-2000", 4, ladybohn=True) == (
        "rule option ladybohn=True does not fit the deck amigo-154"
    )


def test_option_sets_that_could_stall_a_game_are_refused() -> None:
    assert _refusal("rio-grande-2000", 3, duel=True) == (
        "rule option duel=True is for 2 players, not 3"
    )
    assert _refusal("rio-grande-2000", 3, harvest_timing="own-turn") == (
        "rule option harvest_timing='own-turn' is the bean duel's reading: with more than "
        "two players a seat could be left with a card to plant and no legal move"
    )


def test_the_same_request_gives_the_same_rules_and_true_is_no_one() -> None:
    rg = edition("rio-grande-2000")
    assert rg.rules(4, draw_count=2) is rg.rules(4, draw_count=2)
    assert rg.rules(4) is not rg.rules(5)
    assert rg.rules(4, hand_size=[6]).hand_size == (6,)
    assert rg.rules(4, hand_size=[6]) == rg.rules(4, hand_size=(6,))
    assert rg.rules(2, duel=True).duel is True
    assert _refusal("rio-grande-2000", 2, duel=1) == "rule option duel=1 is not true or false"
