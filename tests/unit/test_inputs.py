"""Input edges outside the rules core (move texts, editions) that a mutation run found
unpinned: each bad input must get the project's own error, naming the problem."""

from __future__ import annotations

import attrs
import pytest

from bohnanza import InvalidActionError, InvalidSetupError, LeaveOffer
from bohnanza.actions import MAX_TEXT, parse_action
from bohnanza.editions import edition


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
    ("value", "kind"), [(3, "an int"), (None, "a NoneType"), (b"0 harvest 1", "a bytes")]
)
def test_a_move_text_that_is_not_a_str_names_its_type(value: object, kind: str) -> None:
    with pytest.raises(InvalidActionError, match=f"must be a str, not {kind}$"):
        parse_action(value)  # type: ignore[arg-type]


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
