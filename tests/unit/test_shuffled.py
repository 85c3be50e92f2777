"""The reshuffle's own Fisher-Yates loop draws exactly what ``random.Random.shuffle`` draws."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from bohnanza.rules.deck import shuffled


@given(
    cards=st.lists(st.integers(0, 200), max_size=160).map(tuple),
    seed=st.one_of(st.integers(), st.text(max_size=12)),
)
def test_shuffled_matches_the_standard_library_shuffle(
    cards: tuple[int, ...], seed: object
) -> None:
    expected = list(cards)
    random.Random(seed).shuffle(expected)  # type: ignore[arg-type]
    rng = random.Random(seed)  # type: ignore[arg-type]
    assert shuffled(cards, rng) == tuple(expected)
    # and the generator is left where shuffle leaves it: later draws agree too
    after = random.Random(seed)  # type: ignore[arg-type]
    after.shuffle(list(cards))
    assert rng.random() == after.random()
