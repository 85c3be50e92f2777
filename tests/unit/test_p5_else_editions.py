"""Every preset's rules at every player count it allows, as its rulebook gives them
(``bohnanza.editions``: the data of ``bohnanza/data/editions``, each player count's
variations over the preset, each variant over those, then the caller's overrides), and
what each edition is: its rulebook, language, deck and counts.

The readings are the rulebooks' (002 l.255-265 for the English player-count variations,
000 part 1 l.282-292 for the French AMIGO ones; the 1997 and Ladybohn texts keep one
setup for 3 to 5 players); every field of ``Rules`` is compared, not a few."""

from __future__ import annotations

from typing import Any

import attrs
import pytest

from bohnanza.editions import Rules, edition, editions
from bohnanza.errors import InvalidSetupError
from bohnanza.setup import new_game

# What each preset reads unlike a bare ``Rules`` (every other field is the default).
READINGS: dict[str, dict[int, dict[str, Any]]] = {
    "amigo-fr": {
        2: {
            "dealer": "youngest",
            "draw_count": 2,
            "matching_field": "must",
            "third_field_payment": "box",
            "harvest_timing": "own-turn",
            "end_exhaustions": 1,
            "removed": ("garden", "cocoa"),
            "duel": True,
        },
        3: {
            "dealer": "youngest",
            "matching_field": "must",
            "third_field": "start",
            "end_exhaustions": 2,
            "removed": ("cocoa",),
        },
        4: {"dealer": "youngest", "matching_field": "must", "removed": ("coffee",)},
        5: {"dealer": "youngest", "matching_field": "must", "removed": ("coffee",)},
        6: {
            "dealer": "youngest",
            "hand_size": (3, 4, 5, 6),
            "draw_count": 4,
            "matching_field": "must",
            "third_field_cost": 2,
            "removed": ("cocoa", "garden"),
        },
        7: {
            "dealer": "youngest",
            "hand_size": (3, 4, 5, 6),
            "draw_count": 4,
            "matching_field": "must",
            "third_field_cost": 2,
            "removed": ("cocoa", "garden"),
        },
    },
    "ladybohn": {
        3: {
            "dealer": "chosen",
            "matching_field": "must",
            "step1_same_field": "must-prevails",
            "third_field_timing": "own-turn",
            "ladybohn": True,
            "third_field_supply": "limited",
            "single_card_sale": "discarded",
        },
        4: {
            "dealer": "chosen",
            "matching_field": "must",
            "step1_same_field": "must-prevails",
            "third_field_timing": "own-turn",
            "ladybohn": True,
            "third_field_supply": "limited",
            "single_card_sale": "discarded",
        },
        5: {
            "dealer": "chosen",
            "matching_field": "must",
            "step1_same_field": "must-prevails",
            "third_field_timing": "own-turn",
            "ladybohn": True,
            "third_field_supply": "limited",
            "single_card_sale": "discarded",
        },
    },
    "original-1997-fr": {
        3: {"dealer": "chosen", "matching_field": "unique", "tie_break": "none"},
        4: {"dealer": "chosen", "matching_field": "unique", "tie_break": "none"},
        5: {"dealer": "chosen", "matching_field": "unique", "tie_break": "none"},
    },
    "original-1997-fr-003": {
        3: {"dealer": "chosen", "matching_field": "unique", "tie_break": "none"},
        4: {"dealer": "chosen", "matching_field": "unique", "tie_break": "none"},
        5: {"dealer": "chosen", "matching_field": "unique", "tie_break": "none"},
    },
    "rio-grande-2000": {
        2: {
            "draw_count": 2,
            "third_field_payment": "box",
            "harvest_timing": "own-turn",
            "end_exhaustions": 1,
            "removed": ("garden", "cocoa"),
            "duel": True,
        },
        3: {"third_field": "start", "end_exhaustions": 2, "removed": ("cocoa",)},
        4: {"removed": ("coffee",)},
        5: {"removed": ("coffee",)},
        6: {
            "hand_size": (3, 4, 5, 6),
            "draw_count": 4,
            "third_field_cost": 2,
            "removed": ("cocoa", "garden"),
        },
        7: {
            "hand_size": (3, 4, 5, 6),
            "draw_count": 4,
            "third_field_cost": 2,
            "removed": ("cocoa", "garden"),
        },
    },
}

EDITIONS = {
    "amigo-fr": ("000.1", "fr", "amigo-154", (2, 3, 4, 5, 6, 7), ()),
    "ladybohn": ("001", "fr", "ladybohn-110", (3, 4, 5), ()),
    "original-1997-fr": ("000.2", "fr", "original-1997", (3, 4, 5), ()),
    "original-1997-fr-003": (
        "003",
        "fr",
        "original-1997",
        (3, 4, 5),
        ("beginners", "five-players", "experts"),
    ),
    "rio-grande-2000": ("002", "en", "amigo-154", (2, 3, 4, 5, 6, 7), ()),
}


def test_each_edition_names_its_rulebook_language_deck_and_counts() -> None:
    assert set(editions()) == set(EDITIONS) == set(READINGS)
    for name, (rulebook, language, deck, counts, variants) in EDITIONS.items():
        ed = edition(name)
        assert ed.name == name
        assert (ed.rulebook, ed.language, ed.deck.name, ed.player_counts) == (
            rulebook,
            language,
            deck,
            counts,
        ), name
        assert ed.variants == variants
        assert tuple(READINGS[name]) == counts
    assert edition("amigo-fr").title.startswith("Bohnanza, règles de jeu AMIGO")
    assert edition("rio-grande-2000").title == (
        "Bohnanza, Rio Grande Games rule booklet (c) 2000 AMIGO"
    )


@pytest.mark.parametrize("name", sorted(READINGS))
def test_every_count_reads_its_rulebooks_rules_and_nothing_else(name: str) -> None:
    ed = edition(name)
    for players, readings in READINGS[name].items():
        expected = Rules(players=players, **readings)
        rules = ed.rules(players)
        assert rules == expected, (name, players)
        # The same request is the same rules.
        assert ed.rules(players) is rules
        sizes = expected.hand_size
        assert [rules.deal_size(k) for k in range(7)] == [
            sizes[min(k, len(sizes) - 1)] for k in range(7)
        ]


def test_the_1997_variants_change_only_what_they_name() -> None:
    ed = edition("original-1997-fr-003")
    base = READINGS["original-1997-fr-003"]
    for players in (3, 4, 5):
        assert ed.rules(players, variants=("beginners",)) == Rules(
            players=players, **base[players], third_field="start", variants=("beginners",)
        )
        assert ed.rules(players, variants=("experts",)) == Rules(
            players=players, **base[players], trade_coins="allowed", variants=("experts",)
        )
    assert ed.rules(5, variants=("five-players", "experts")) == Rules(
        players=5,
        **base[5],
        third_field_cost=2,
        trade_coins="allowed",
        variants=("five-players", "experts"),
    )
    for players in (3, 4):
        with pytest.raises(InvalidSetupError) as caught:
            ed.rules(players, variants=("experts", "five-players"))
        assert str(caught.value) == "la variante 'five-players' se joue à 5 joueurs"
    # An override comes last, over the count's reading and the variant's.
    assert ed.rules(5, variants=("five-players",), third_field_cost=4).third_field_cost == 4
    assert ed.rules(4, tie_break="hand-cards").tie_break == "hand-cards"
    assert ed.rules(4).tie_break == "none"


def test_a_count_an_edition_does_not_allow_is_refused_in_its_language() -> None:
    cases: list[tuple[str, object, str]] = [
        ("amigo-fr", 1, "amigo-fr se joue à 2, 3, 4, 5, 6 ou 7 joueurs, pas 1"),
        ("amigo-fr", 8, "amigo-fr se joue à 2, 3, 4, 5, 6 ou 7 joueurs, pas 8"),
        ("original-1997-fr-003", 2, "original-1997-fr-003 se joue à 3, 4 ou 5 joueurs, pas 2"),
        ("ladybohn", 6, "ladybohn se joue à 3, 4 ou 5 joueurs, pas 6"),
        ("rio-grande-2000", 1, "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not 1"),
        ("rio-grande-2000", "4", "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not '4'"),
    ]
    for name, players, said in cases:
        with pytest.raises(InvalidSetupError) as caught:
            edition(name).rules(players)  # type: ignore[arg-type]
        assert str(caught.value) == said


def test_ladybohns_other_field_stands_with_one_field_per_family() -> None:
    lady = edition("ladybohn")
    # Its own readings (matching_field "must" with "must-prevails") keep one field a family.
    rules = lady.rules(4, second_plant_field="other-field")
    assert rules.second_plant_field == "other-field" and rules.matching_field == "must"
    for matching, step1 in (("must", "same-field-optional"), ("may", "must-prevails")):
        with pytest.raises(InvalidSetupError) as caught:
            lady.rules(
                4, second_plant_field="other-field", matching_field=matching, step1_same_field=step1
            )
        assert str(caught.value).startswith(
            "rule option second_plant_field='other-field' needs one field per family"
        )
    # Every Ladybohn reading but the first is refused without Ladybohn's mechanics, and
    # the first of each is taken.
    rg = edition("rio-grande-2000")
    assert rg.rules(4, single_card_sale="beanometer") == rg.rules(4)
    with pytest.raises(InvalidSetupError) as caught:
        rg.rules(4, single_card_sale="discarded")
    assert str(caught.value) == (
        "rule option single_card_sale='discarded' is a Ladybohn reading (decision "
        "ladybohn.single-card-sale); this game has no Ladybohn mechanics"
    )
    assert lady.rules(4, coin_cards="top").coin_cards == "top"
    with pytest.raises(InvalidSetupError) as caught:
        edition("amigo-fr").rules(4, ladybohn=True)
    assert str(caught.value) == "rule option ladybohn=True does not fit the deck amigo-154"
    with pytest.raises(InvalidSetupError) as caught:
        lady.rules(4, ladybohn=False)
    assert str(caught.value).startswith("rule option third_field_supply='limited' is a Ladybohn")
    with pytest.raises(InvalidSetupError) as caught:
        lady.rules(
            4, ladybohn=False, third_field_supply="one-per-player", single_card_sale="beanometer"
        )
    assert str(caught.value) == "rule option ladybohn=False does not fit the deck ladybohn-110"


def test_the_duels_readings_stand_only_at_two() -> None:
    rg = edition("rio-grande-2000")
    assert rg.rules(2, harvest_timing="own-turn").harvest_timing == "own-turn"
    with pytest.raises(InvalidSetupError) as caught:
        rg.rules(2, duel=False)
    assert str(caught.value).startswith("rule option harvest_timing='own-turn' is the bean duel")
    assert rg.rules(2, duel=False, harvest_timing="any").duel is False
    with pytest.raises(InvalidSetupError) as caught:
        rg.rules(7, duel=True)
    assert str(caught.value) == "rule option duel=True is for 2 players, not 7"


def test_requests_the_cache_cannot_key_are_answered_each_anew() -> None:
    rg = edition("rio-grande-2000")
    # Lists are no plain values: each such request gets its own rules.
    assert rg.rules(4, hand_size=[6]).hand_size == (6,)
    assert rg.rules(4, hand_size=[7]).hand_size == (7,)
    assert rg.rules(4, removed=["cocoa"]).removed == ("cocoa",)
    assert rg.rules(4, removed=["garden"]).removed == ("garden",)
    assert rg.rules(4, variants=[]).removed == ("coffee",)  # type: ignore[arg-type]
    # Another edition object (the same preset with other data) gets its own rules.
    custom = attrs.evolve(rg, by_count=())
    assert custom.rules(4).removed == () and rg.rules(4).removed == ("coffee",)
    assert custom.rules(4) is custom.rules(4)


def test_the_cache_keeps_answering_right_past_its_bound() -> None:
    rg = edition("rio-grande-2000")
    first = rg.rules(5)
    seen = [
        rg.rules(4, draw_count=d, face_up_count=f, third_field_cost=c)
        for d in range(1, 11)
        for f in range(0, 11)
        for c in range(0, 6)
    ]
    assert len(seen) == 660
    assert [(r.draw_count, r.face_up_count, r.third_field_cost) for r in seen] == [
        (d, f, c) for d in range(1, 11) for f in range(0, 11) for c in range(0, 6)
    ]
    assert rg.rules(5) == first and rg.rules(5).removed == ("coffee",)


def test_a_variant_request_is_shared_and_a_set_of_names_is_refused_even_when_cached() -> None:
    ed = edition("original-1997-fr-003")
    beginners = ed.rules(4, variants=("beginners",))
    assert ed.rules(4, variants=("beginners",)) is beginners
    assert ed.rules(4, variants=["beginners"]) is beginners  # type: ignore[arg-type]
    with pytest.raises(InvalidSetupError) as caught:
        ed.rules(4, variants={"beginners"})  # type: ignore[arg-type]
    assert str(caught.value) == "variants must be a list of names, not a set"


def test_every_game_of_a_preset_shares_one_rules_whatever_came_between() -> None:
    rg = edition("rio-grande-2000")
    four = rg.rules(4)
    others = [rg.rules(5), edition("amigo-fr").rules(4), rg.rules(4, draw_count=4)]
    assert all(other is not four for other in others)
    assert rg.rules(4) is four
    assert new_game_rules("rio-grande-2000", 4) is four


def new_game_rules(name: str, players: int) -> Rules:
    """The rules of a new game of that preset."""
    return new_game(name, players, seed=9).table.rules
