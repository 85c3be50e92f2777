"""The base of the lazy move sequences of ``bohnanza.listing``: slices, iteration, sampling,
immutability.

It stays interpreted in the compiled build (``setup.py`` does not list it): a class mypyc
compiled could not derive from ``collections.abc.Sequence`` (an ABC).  ``bohnanza.listing``
derives ``Negotiations``, ``LegalActions`` and ``SeatActions`` from ``Listing``; it is
compiled, and its classes are built as Python classes over this one.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import NoReturn, overload

from bohnanza.actions import Action

__all__ = ["Listing"]


def _immutable(self: object, name: str, value: object = None) -> NoReturn:
    raise AttributeError(f"{type(self).__name__} is immutable: {name!r} cannot be changed")


class Listing(Sequence[Action]):
    """What the three sequences share: slices, iteration, sampling, immutability."""

    __slots__ = ()
    __setattr__ = _immutable
    __delattr__ = _immutable

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self._at(i) for i in range(*index.indices(len(self)))]
        size = len(self)
        if index < 0:
            index += size
        if not 0 <= index < size:
            raise IndexError("legal move index out of range")
        return self._at(index)

    def _at(self, index: int) -> Action:  # 0 <= index < len(self)
        raise NotImplementedError

    def __iter__(self) -> Iterator[Action]:
        for i in range(len(self)):
            yield self._at(i)

    def sample(self, rng: random.Random) -> Action:
        """One move drawn uniformly from the whole sequence.

        Raises:
            IndexError: there is none (the game is over, or the space is empty).
        """
        size = len(self)
        if not size:
            raise IndexError("there is no move to sample")
        return self._at(rng.randrange(size))
