"""What ``bohnanza.lazy.Listing`` asks of a sequence built on it: ``_at`` is the one
method to write (one that forgets it fails loudly, never returns nothing); indices, slices
with steps and iteration all come from it; ``sample`` draws every index."""

from __future__ import annotations

import random

import pytest

from bohnanza.actions import Action, BuyField
from bohnanza.lazy import Listing


class _Fields(Listing):
    """Buy-field moves of seats 0..n-1."""

    __slots__ = ("_n",)
    _n: int

    def __init__(self, n: int) -> None:
        object.__setattr__(self, "_n", n)

    def __len__(self) -> int:
        return self._n

    def _at(self, index: int) -> Action:
        return BuyField(index)


class _Forgetful(Listing):
    __slots__ = ()

    def __len__(self) -> int:
        return 2


def test_a_listing_without_at_fails_loudly() -> None:
    with pytest.raises(NotImplementedError):
        _Forgetful()[0]
    with pytest.raises(NotImplementedError):
        list(_Forgetful())


def test_indices_slices_and_iteration_come_from_at() -> None:
    five = _Fields(5)
    assert list(five) == [BuyField(k) for k in range(5)]
    assert five[0] == BuyField(0) and five[4] == BuyField(4) and five[-5] == BuyField(0)
    assert five[1:4:2] == [BuyField(1), BuyField(3)]
    assert five[::-2] == [BuyField(4), BuyField(2), BuyField(0)]
    assert five[-2:] == [BuyField(3), BuyField(4)] and five[9:] == []
    for bad in (5, -6):
        with pytest.raises(IndexError, match=r"^legal move index out of range$"):
            five[bad]
    assert BuyField(3) in five and five.index(BuyField(2)) == 2 and five.count(BuyField(1)) == 1
    assert list(reversed(five)) == [BuyField(k) for k in (4, 3, 2, 1, 0)]
    assert list(_Fields(0)) == []


def test_sample_draws_every_index_and_nothing_from_an_empty_one() -> None:
    rng = random.Random(5)
    assert {_Fields(3).sample(rng) for _ in range(100)} == {BuyField(0), BuyField(1), BuyField(2)}
    assert _Fields(1).sample(rng) == BuyField(0)
    with pytest.raises(IndexError, match=r"^there is no move to sample$"):
        _Fields(0).sample(rng)
