"""What ``bohnanza.lazy.Listing`` promises to the move sequences built on it: indices
(negative ones from the end, out of range an ``IndexError``), slices, iteration in order,
sampling uniformly from the whole sequence, and immutability."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.lazy import Listing


def _moves() -> Listing:
    s = bohnanza.compose("rio-grande-2000", 3, hands={0: ["Red"]}, deck=["Soy"] * 5,
                         fields={0: [["Coffee"] * 3]})  # fmt: skip
    moves = bohnanza.legal_actions(s)
    assert isinstance(moves, Listing)
    return moves


def test_indices_slices_and_iteration_agree() -> None:
    moves = _moves()
    every = list(moves)
    assert len(every) == len(moves) >= 3
    assert [moves[i] for i in range(len(moves))] == every
    assert moves[-1] == every[-1] and moves[-len(moves)] == every[0]
    assert moves[1:] == every[1:] and moves[::-1] == every[::-1] and moves[5:1] == []
    assert moves[-2:] == every[-2:]
    for bad in (len(moves), -len(moves) - 1, 10**6):
        with pytest.raises(IndexError, match="legal move index out of range"):
            moves[bad]


def test_sampling_draws_from_the_whole_sequence() -> None:
    moves = _moves()
    rng = random.Random(1)
    drawn = {moves.sample(rng) for _ in range(200)}
    assert drawn == set(moves)
    over = bohnanza.compose("rio-grande-2000", 3, step=bohnanza.Step.OVER, exhaustions=2,
                            ending=True)  # fmt: skip
    with pytest.raises(IndexError, match="there is no move to sample"):
        bohnanza.legal_actions(over).sample(rng)


def test_a_listing_is_immutable() -> None:
    moves = _moves()
    with pytest.raises(AttributeError) as caught:
        moves.extra = 1  # type: ignore[attr-defined]
    assert str(caught.value) == f"{type(moves).__name__} is immutable: 'extra' cannot be changed"
    with pytest.raises(AttributeError, match="is immutable: 'x' cannot be changed"):
        del moves.x  # type: ignore[attr-defined]
