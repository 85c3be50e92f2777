"""The draw deck: draws, exhaustions and reshuffles.

deck.exhaustion-moment: the deck is exhausted when its last card is drawn;
deck.reshuffle: the discard pile, shuffled (seeded by the game's seed and the number of
exhaustions so far), becomes the new deck; deck.empty-discard: an empty new deck is
exhausted at once; end.exhaustion: the game ends at the rules' count of exhaustions.
"""

from __future__ import annotations

import random

import attrs

from bohnanza.cards import Card
from bohnanza.state import GameState


def end_reached(exhaustions: int, end_exhaustions: int) -> bool:
    """Whether the deck has run out often enough to end the game (end.exhaustion: the 3rd
    time; the 2nd at 3 players; the 1st in the duel).

    pre: exhaustions >= 0 and end_exhaustions >= 1
    post: __return__ == (exhaustions >= end_exhaustions)
    post: exhaustions != 0 or not __return__
    """
    return exhaustions >= end_exhaustions


class Pile:
    __slots__ = ("deck", "discard", "drawn", "end", "exhaustions", "finished", "seed")

    def __init__(self, s: GameState) -> None:
        self.deck = s.stack
        self.drawn = s.drawn
        self.discard = s.discard
        self.exhaustions = s.exhaustions
        self.end = s.table.rules.end_exhaustions
        self.seed = s.table.seed
        self.finished = end_reached(s.exhaustions, self.end)

    def draw(self) -> Card | None:
        while not self.finished:
            if self.drawn < len(self.deck):
                card = self.deck[self.drawn]
                self.drawn += 1
                if self.drawn == len(self.deck):
                    self.exhausted()
                return card
            self.exhausted()  # a composed position may start with an empty deck
        return None

    def exhausted(self) -> None:
        # deck.exhaustion-moment: the deck is exhausted when its last card is drawn.
        while True:
            self.exhaustions += 1
            if end_reached(self.exhaustions, self.end):
                self.finished = True
                return
            # deck.reshuffle: the discard pile, shuffled, is the new draw deck.
            pile = list(self.discard)
            random.Random(f"{self.seed}/{self.exhaustions}").shuffle(pile)
            self.deck = tuple(pile)
            self.drawn = 0
            self.discard = ()
            if pile:
                return


def reshuffle_if_empty(s: GameState) -> GameState:
    """At setup, a stacked deck that the deal used up counts as exhausted."""
    if s.drawn < len(s.stack) or s.exhaustions >= s.table.rules.end_exhaustions:
        return s
    pile = Pile(s)
    pile.exhausted()
    return attrs.evolve(
        s,
        stack=pile.deck,
        drawn=pile.drawn,
        discard=pile.discard,
        exhaustions=pile.exhaustions,
        ending=pile.finished,
    )
