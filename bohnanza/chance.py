"""Chance as data: deck orders given instead of drawn from the seed.

A game's chance is its deal and the order of each deck formed from the discard pile
after an exhaustion.  ``DeckOrders`` states those orders, by card id or by variety, so
that a game another engine played with its own random generator can be set up and
verified move by move to its end (``bohnanza.new_game(..., shuffle=orders)``, or the
``reshuffles`` field of a record).  Any callable ``(ids, exhaustions) -> ids`` is a
shuffle too; the referee checks that what it returns is the same cards, each once.

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", 4, seed=1,
...                          shuffle=DeckOrders(deal=tuple(range(24, 154))))
>>> game.players[0].hand_ids
(24, 28, 32, 36, 40)
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

import attrs

from bohnanza.cards import Deck
from bohnanza.errors import InvalidSetupError
from bohnanza.state import GameState, Ids

__all__ = ["DeckOrders", "reshuffles_of"]

#: One deck's order, top card first: card ids, or variety keys (each the first card of
#: that variety still unplaced in the pile, in the pile's order), or a mix.
Order = tuple[int | str, ...]


def _orders(values: Sequence[Sequence[int | str] | None]) -> tuple[Order | None, ...]:
    return tuple(None if v is None else tuple(v) for v in values)


def _deal(value: Sequence[int | str] | None) -> Order | None:
    return None if value is None else tuple(value)


@attrs.frozen
class DeckOrders:
    """The order of the deal's deck and of the deck formed after each exhaustion.

    ``reshuffles[k - 1]`` is the deck formed after the k-th exhaustion, top card first
    (None where no order is given: the game must not need one there).  ``deal`` is the
    deck dealt from at the start (``new_game``), None when the deal is not given here.
    Compared by value, so two games with the same orders have equal tables.  ``kinds``
    (set by ``bound``, which ``new_game`` and records call) is the variety of each card id.
    """

    reshuffles: tuple[Order | None, ...] = attrs.field(default=(), converter=_orders)
    deal: Order | None = attrs.field(default=None, converter=_deal)
    kinds: tuple[str, ...] = attrs.field(default=(), eq=False, repr=False)

    def __call__(self, pile: Ids, exhaustions: int) -> Ids:
        """The new deck for ``pile`` (card ids in the order they lie: the box order for
        the deal, the discard pile bottom first for a reshuffle).

        Raises:
            InvalidSetupError: no order is given for this deck, or it names a card the
                pile does not hold.
        """
        if exhaustions == 0:
            order = self.deal
            what = "the deal"
        else:
            found = self.reshuffles[exhaustions - 1 : exhaustions]
            order = found[0] if found else None
            what = f"the deck formed after exhaustion {exhaustions}"
        if order is None:
            raise InvalidSetupError(f"no order is given for {what}")
        return resolve(order, pile, self.kinds, what)

    def bound(self, deck: Deck) -> DeckOrders:
        """These orders, reading variety keys as the cards of ``deck``."""
        return attrs.evolve(self, kinds=tuple(c.variety.key for c in deck.cards))


def resolve(order: Order, pile: Ids, kinds: tuple[str, ...], what: str = "the deck") -> Ids:
    """``order`` as card ids of ``pile``: a variety key takes the first card of that
    variety not yet placed (in the pile's order); ``kinds`` is each card id's variety.

    Raises:
        InvalidSetupError: an id or variety the pile does not hold (or holds fewer times).
    """
    free = list(pile)
    out: list[int] = []
    for item in order:
        if type(item) is int and item in free:
            free.remove(item)
            out.append(item)
            continue
        if type(item) is str:
            for card in free:
                if card < len(kinds) and kinds[card] == item:
                    free.remove(card)
                    out.append(card)
                    break
            else:
                raise InvalidSetupError(f"{what}: no {item} card left to place")
            continue
        raise InvalidSetupError(f"{what}: card {item!r} is not among the cards to shuffle")
    return tuple(out)


def reshuffles_of(states: Sequence[GameState]) -> tuple[Ids | None, ...]:
    """The deck formed after each exhaustion in a sequence of successive states (as a
    record's ``reshuffles`` field lists them), found by watching the deck change."""
    found: dict[int, Ids] = {}
    for before, after in itertools.pairwise(states):
        if after.stack_ids is not before.stack_ids and after.stack_ids != before.stack_ids:
            found.setdefault(after.exhaustions, after.stack_ids)
    last = max(found, default=0)
    return tuple(found.get(k) for k in range(1, last + 1))
