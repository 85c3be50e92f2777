"""The draw deck: draws, exhaustions and reshuffles.

deck.exhaustion-moment: the deck is exhausted when its last card is drawn;
deck.reshuffle: the discard pile, shuffled (seeded by the game's seed and the number of
exhaustions so far, or in the order the table's ``shuffle`` gives), becomes the new deck;
deck.empty-discard: an empty new deck is exhausted at once; end.exhaustion: the game ends
at the rules' count of exhaustions.
"""

from __future__ import annotations

import random

from bohnanza.errors import InvalidSetupError
from bohnanza.state import GameState, Ids, PileInfo, Shuffle


def end_reached(exhaustions: int, end_exhaustions: int) -> bool:
    """Whether the deck has run out often enough to end the game (end.exhaustion: the 3rd
    time; the 2nd at 3 players; the 1st in the duel).

    pre: exhaustions >= 0 and end_exhaustions >= 1
    post: __return__ == (exhaustions >= end_exhaustions)
    post: exhaustions != 0 or not __return__
    """
    return exhaustions >= end_exhaustions


def shuffled(cards: Ids, rng: random.Random) -> Ids:
    """``cards`` in the order ``rng.shuffle`` gives a list of them, drawing the same random
    bits (CPython's Fisher-Yates shuffle, each index drawn by rejection from
    ``getrandbits``): a seeded game keeps its deck orders, and compiled this loop costs
    far less than the interpreted one in the standard library."""
    pile = list(cards)
    getrandbits = rng.getrandbits
    for i in range(len(pile) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j: int = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        pile[i], pile[j] = pile[j], pile[i]
    return tuple(pile)


class Pile:
    """A local, mutable draw context, used while one transition is built (never kept)."""

    __slots__ = ("deck", "discard", "drawn", "end", "exhaustions", "finished", "seed", "shuffle")

    def __init__(self, s: GameState) -> None:
        stack, drawn, exhaustions, _ = s.pile
        table = s.table
        self.deck: Ids = stack
        self.drawn = drawn
        self.discard: Ids = s.discard_ids
        self.exhaustions = exhaustions
        self.end = table.end_exhaustions
        self.seed = table.seed
        self.shuffle: Shuffle | None = table.shuffle
        self.finished = end_reached(exhaustions, self.end)

    def draw(self) -> int | None:
        """The top card's id, or None once the game's end is reached (or no card is left
        to form a new deck)."""
        if self.finished:
            return None
        if self.drawn == len(self.deck):
            # deck.empty-discard: the deck ran out while the discard pile was empty (that
            # running-out was counted then), or a composed position starts with an empty
            # deck.  The new deck is formed now, when a card is needed, without counting
            # again; if the discard pile is still empty, nothing is drawn.
            if not self.discard:
                return None
            self.reshuffle()
        card = self.deck[self.drawn]
        self.drawn += 1
        if self.drawn == len(self.deck):
            self.exhausted()
        return card

    def exhausted(self) -> None:
        # deck.exhaustion-moment: the deck is exhausted when its last card is drawn, and
        # each running-out counts once (end.exhaustion counts running-outs of the deck).
        self.exhaustions += 1
        if end_reached(self.exhaustions, self.end):
            self.finished = True
            return
        # deck.reshuffle: the discard pile, shuffled, is the new draw deck.  An empty
        # discard pile leaves the deck empty until a card is next drawn (see draw).
        if self.discard:
            self.reshuffle()

    def reshuffle(self) -> None:
        # A list of ids is shuffled exactly as the list of cards was: shuffle reads only
        # the length.
        shuffle = self.shuffle
        if shuffle is None:
            self.deck = shuffled(self.discard, random.Random(f"{self.seed}/{self.exhaustions}"))
        else:
            self.deck = given_order(shuffle, self.discard, self.exhaustions)
        self.drawn = 0
        self.discard = ()


def draw_cards(s: GameState, count: int) -> tuple[Ids, PileInfo, Ids]:
    """The top ``count`` cards of the deck, one at a time (fewer when the game's end is
    reached or no card is left), with the pile and the discard pile after them."""
    stack, drawn, exhaustions, _ = s.pile
    if drawn + count < len(stack) and exhaustions < s.table.end_exhaustions:
        # The common case: the deck does not run out (what Pile.draw does, in one slice).
        return (
            stack[drawn : drawn + count],
            (stack, drawn + count, exhaustions, False),
            s.discard_ids,
        )
    pile = Pile(s)
    cards: list[int] = []
    for _ in range(count):
        card = pile.draw()
        if card is None:
            break
        cards.append(card)
    return tuple(cards), (pile.deck, pile.drawn, pile.exhaustions, pile.finished), pile.discard


def given_order(shuffle: Shuffle, pile: Ids, exhaustions: int) -> Ids:
    """The order a given shuffle puts ``pile`` in (top card first), checked: the same
    cards, each once.  ``exhaustions`` is 0 for the deal, k for the deck formed after the
    k-th exhaustion."""
    order = tuple(shuffle(pile, exhaustions))
    if sorted(order) != sorted(pile):
        raise InvalidSetupError(
            f"the deck order given for exhaustion {exhaustions} is not the {len(pile)} cards "
            f"to shuffle (it has {len(order)} cards)"
        )
    return order


def reshuffle_if_empty(s: GameState) -> GameState:
    """At setup, a stacked deck that the deal used up counts as exhausted."""
    if s.drawn < len(s.stack_ids) or s.exhaustions >= s.table.end_exhaustions:
        return s
    pile = Pile(s)
    pile.exhausted()
    return GameState(
        s.table,
        s.players,
        s.active,
        s.step_id,
        s.planted,
        pile.discard,
        s.face_up_ids,
        (pile.deck, pile.drawn, pile.exhaustions, pile.finished),
        s.rest,
        s.first_kind,
        s.offers,
    )
