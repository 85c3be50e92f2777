"""What ``bohnanza.errors.show`` and ``kind_of`` promise in a message: a long number by
its exact count of digits (also just below a power of ten, and past the digits Python
will write), a short one as itself; objects, and lists of another type, by their type
with the right article."""

from __future__ import annotations

import pytest

from bohnanza.errors import kind_of, show


@pytest.mark.parametrize("digits", [31, 32, 45, 100, 4299, 4300, 4301, 9999])
def test_a_long_number_is_shown_by_its_exact_count_of_digits(digits: int) -> None:
    assert show(10 ** (digits - 1)) == f"a number of {digits} digits"  # the least
    assert show(10**digits - 1) == f"a number of {digits} digits"  # the most: 9...9
    assert show(-(10**digits) + 1) == f"a number of {digits} digits"
    assert show(3 * 10 ** (digits - 1)) == f"a number of {digits} digits"


def test_the_count_of_a_very_long_number_is_exact_at_a_power_of_ten() -> None:
    assert show(10**100_000) == "a number of 100001 digits"
    assert show(-(10**50_000)) == "a number of 50001 digits"
    # past 10,000 digits the count costs nothing to make, and may be one too many
    assert show(10**20_000 - 1) in ("a number of 20000 digits", "a number of 20001 digits")


def test_a_number_of_thirty_digits_is_written_out() -> None:
    assert show(10**30 - 1) == "9" * 30 and show(-(10**29)) == "-1" + "0" * 29
    assert show(0) == "0" and show(-7) == "-7"


class Bag(list[int]):
    pass


def test_objects_and_lists_of_another_type_by_their_type() -> None:
    assert kind_of(...) == "an ellipsis" and kind_of(iter(())) == "a tuple_iterator"
    assert kind_of(Bag()) == "a Bag" and show(Bag([1])) == "a Bag"
    assert show(((1, 2), "x")) == "[a tuple, 'x']"
    assert show([{"a": 1}, 2.5, None]) == "[a dict, 2.5, None]"
    assert show([10**40]) == "[a number of 41 digits]"
    assert show(["y" * 100], limit=12) == "['yyyyyyy..."
