"""A move's card lists (``bohnanza.actions``): a tuple or a list of at most ``MAX_CARDS``
whole numbers, any integer type read as the int it stands for; one more is refused naming
the field, whatever form the list came in."""

from __future__ import annotations

import pytest

from bohnanza.actions import MAX_CARDS, Accept, Donate, Trade
from bohnanza.errors import InvalidActionError


class Index:
    """An integer type of another library (NumPy's, say): it has ``__index__``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


def test_a_list_or_tuple_of_max_cards_is_taken_and_one_more_refused() -> None:
    assert MAX_CARDS == 1_000
    full = [7] * MAX_CARDS
    assert Donate(0, 1, full).cards == (7,) * MAX_CARDS
    assert Trade(0, 1, (), full).takes == (7,) * MAX_CARDS
    indexed = tuple(Index(3) for _ in range(MAX_CARDS))
    assert Accept(0, 1, indexed).cards == (3,) * MAX_CARDS
    assert Accept(0, 1, list(indexed)).cards == (3,) * MAX_CARDS
    for given in (
        [7] * (MAX_CARDS + 1),
        (7,) * (MAX_CARDS + 1),
        tuple(Index(3) for _ in range(MAX_CARDS + 1)),
    ):
        with pytest.raises(InvalidActionError) as caught:
            Donate(0, 1, given)
        assert str(caught.value) == (
            f"Donate.cards names {MAX_CARDS + 1} cards, more than {MAX_CARDS}"
        )
