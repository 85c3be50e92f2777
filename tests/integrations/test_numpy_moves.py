"""NumPy's integers (what an RL policy hands over) are read as the ints they stand for in
every field of a move; NumPy's bool is refused as a bool is (the ``rl`` extra brings
NumPy: this file runs in ``nox -s rl``)."""

from __future__ import annotations

import numpy as np
import pytest

from bohnanza.actions import Keep, Trade
from bohnanza.errors import InvalidActionError


def test_numpy_integers_are_read_as_the_ints_they_stand_for() -> None:
    move = Trade(np.int64(1), np.int32(2), [np.int16(3)], (np.int64(4),), np.uint8(1))
    assert move == Trade(1, 2, (3,), (4,), 1)
    assert all(type(v) is int for v in (move.seat, move.partner, move.give_coins))
    assert type(move.gives[0]) is int and type(move.takes[0]) is int
    with pytest.raises(InvalidActionError) as caught:
        Keep(0, np.bool_(True))  # type: ignore[arg-type]  # a bool is refused
    assert str(caught.value) == "Keep.card must be an int, not a bool"
