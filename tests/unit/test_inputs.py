"""Input edges outside the rules core (move texts, editions) that a mutation run found
unpinned: each bad input must get the project's own error, naming the problem."""

from __future__ import annotations

import attrs
import pytest

from bohnanza import (
    Action,
    BuyField,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    InvalidActionError,
    InvalidSetupError,
    Keep,
    LeaveOffer,
    Plant,
    Trade,
    compose,
    new_game,
)
from bohnanza.actions import MAX_TEXT, parse_action
from bohnanza.editions import edition

from .helpers import E


def test_a_move_text_longer_than_the_limit_is_refused_by_its_length() -> None:
    longest = "0 plant 1 " + "0" * (MAX_TEXT - len("0 plant 1 "))
    assert len(longest) == MAX_TEXT
    with pytest.raises(InvalidActionError, match="expected one of"):
        parse_action(longest)  # the right length, the wrong form: refused by its form
    with pytest.raises(InvalidActionError, match=f"{MAX_TEXT + 1} characters, more than"):
        parse_action(longest + "0")


@pytest.mark.parametrize("seat", [0, 1, 5])
def test_leave_offer_is_read_with_its_seat(seat: int) -> None:
    assert parse_action(f"{seat} leave-offer") == LeaveOffer(seat)


@pytest.mark.parametrize(
    ("value", "kind"), [(3, "an int"), (None, "None"), (b"0 harvest 1", "a bytes")]
)
def test_a_move_text_that_is_not_a_str_names_its_type(value: object, kind: str) -> None:
    with pytest.raises(InvalidActionError, match=f"must be a str, not {kind}$"):
        parse_action(value)


@pytest.mark.parametrize("name", ["nope", 3, None, "Experts"])
def test_an_unknown_variant_is_named_with_the_known_ones(name: object) -> None:
    ed = edition("original-1997-fr-003")
    with pytest.raises(InvalidSetupError, match="has no variant") as info:
        ed.variant_options(name)  # type: ignore[arg-type]
    assert "(variants: beginners, five-players, experts)" in str(info.value)
    assert dict(ed.variant_options("experts")) == {"trade_coins": "allowed"}


def test_an_edition_whose_own_rules_name_a_variant_that_is_not_a_string_is_refused() -> None:
    """Edition is public: a preset built by hand has its [rules] table checked too."""
    ed = edition("rio-grande-2000")
    bad = attrs.evolve(ed, base=(*ed._base, ("variants", (3,))))
    with pytest.raises(InvalidSetupError, match="rule option variants=3 is not a variant name"):
        bad.rules(4)
    named = attrs.evolve(ed, base=(*ed._base, ("variants", ("house",))))
    assert named.rules(4).variants == ("house",)


@pytest.mark.parametrize(
    "move",
    [
        Plant(1, 2, 0),
        EndPlanting(3),
        Harvest(4, 2),
        BuyField(5),
        Keep(1, 7),
        Discard(1, 9),
        LeaveOffer(0),
        Trade(0, 2, (3, 4), (5,)),
        Trade(1, 3, (), (6,), 2, 0),
        Trade(2, 0, (8,), (), 0, 1),
        Donate(3, 1, (10, 11)),
        EndTrading(6),
    ],
)
def test_every_move_reads_back_from_its_text(move: Action) -> None:
    """Distinct numbers in every field, so a field read from the wrong place shows."""
    assert parse_action(str(move)) == move


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("draw_count", -1),
        ("draw_count", 0),
        ("draw_count", 11),
        ("draw_count", True),
        ("draw_count", "3"),
        ("draw_count", 3.0),
        ("face_up_count", -1),
        ("third_field_cost", 21),
        ("end_exhaustions", 0),
    ],
)
def test_a_whole_number_option_out_of_range_or_not_an_int_is_refused(
    option: str, value: object
) -> None:
    with pytest.raises(InvalidSetupError, match=f"rule option {option}=.* is not a whole number"):
        new_game(E, 4, **{option: value})  # type: ignore[arg-type]


def test_the_bounds_of_a_whole_number_option_are_accepted() -> None:
    assert new_game(E, 4, draw_count=1).rules.draw_count == 1
    assert new_game(E, 4, draw_count=10).rules.draw_count == 10


@pytest.mark.parametrize("value", ["soy", 3, None, {"soy": 1}])
def test_a_list_option_given_as_anything_but_a_list_is_refused(value: object) -> None:
    with pytest.raises(InvalidSetupError, match=r"rule option removed=.* is not a list"):
        new_game(E, 4, removed=value)


def test_own_turn_harvests_outside_the_duel_are_refused_as_a_deadlock() -> None:
    with pytest.raises(InvalidSetupError, match="harvest_timing='own-turn' is the bean duel's"):
        new_game(E, 4, harvest_timing="own-turn")
    assert new_game(E, 2, harvest_timing="own-turn").rules.duel


@pytest.mark.parametrize("name", ["B\x00b", "Bo\nb", "\x1b[31mRed", "Cy\u200b"])
def test_a_player_name_that_is_not_printable_text_is_refused(name: str) -> None:
    with pytest.raises(InvalidSetupError, match="a player's name is printable text, not"):
        new_game(E, ["Ann", name, "Dee"])
    assert new_game(E, ["Ann", "Bö b", "Dee"]).table.names[1] == "Bö b"


def test_compose_gives_coins_only_to_the_seats_named() -> None:
    s = compose(E, 3, coins={0: 2, 2: ["Soy"]})
    assert [len(p.coins) for p in s.players] == [2, 0, 1]
    assert s.players[2].coins[0].variety.key == "soy"
