"""Every rule option refuses a value it cannot hold, with the project's own error naming the
option and the value (``bohnanza.editions._check_option``: "the option's value in the form
``Rules`` holds, or InvalidSetupError naming it"), and keeps a value it can."""

from __future__ import annotations

import pytest

from bohnanza.cards import varieties
from bohnanza.editions import HAND_SIZE_RANGE, INT_RANGES, OPTION_VALUES, edition
from bohnanza.errors import InvalidSetupError
from bohnanza.setup import new_game

E = "rio-grande-2000"


def _refused(key: str, value: object, said: str) -> None:
    with pytest.raises(InvalidSetupError) as caught:
        edition(E).rules(3, **{key: value})  # type: ignore[arg-type]
    assert f"rule option {key}=" in str(caught.value) and said in str(caught.value)


@pytest.mark.parametrize("key", sorted(OPTION_VALUES))
def test_a_reading_is_one_of_the_options_words(key: str) -> None:
    _refused(key, "no-such-reading", "is not one of " + ", ".join(OPTION_VALUES[key]))
    _refused(key, True, "is not one of")


@pytest.mark.parametrize("key", sorted(INT_RANGES))
def test_a_number_is_a_whole_number_in_its_range(key: str) -> None:
    low, high = INT_RANGES[key]
    for bad in (low - 1, high + 1, True, "3", 2.0):
        _refused(key, bad, f"a whole number from {low} to {high}")


def test_a_switch_is_true_or_false() -> None:
    for key in ("duel", "ladybohn"):
        for bad in (1, "true", None):
            _refused(key, bad, "is not true or false")


def test_hand_sizes_are_a_short_list_of_sizes_in_range() -> None:
    low, high = HAND_SIZE_RANGE
    _refused("hand_size", "5", "is not a list")
    _refused("hand_size", [], "hand sizes")
    _refused("hand_size", [5] * 9, "hand sizes")
    _refused("hand_size", [high + 1], f"a whole number from {low} to {high}")
    _refused("hand_size", [True], f"a whole number from {low} to {high}")
    assert new_game(E, 3, seed=1, hand_size=[6]).table.rules.hand_size == (6,)


def test_the_varieties_removed_are_variety_keys() -> None:
    known = sorted(varieties())
    for bad in ("no-such-bean", 5, None, "Coffee"):
        _refused("removed", [bad], "is not a variety key (" + ", ".join(known) + ")")
    _refused("removed", "coffee", "is not a list")
    assert new_game(E, 3, seed=1, removed=("coffee",)).table.rules.removed == ("coffee",)
