"""Every reachable state of tiny stacked games, with the laws checked everywhere.

A full walk of a preset deal is out of reach: in step 2 the active player's face-up and
hand cards can go to any partner and the partners' cards to him, each set aside in
arrival order, and step 3 interleaves every seat's plantings with every seat's harvests,
so a 3-player deal of five cards each has millions of states in its first turn (a deal
of two cards each already has millions), and a second turn multiplies them again.  The
walks therefore come in three kinds:

* complete walks, to the end of the game, of the duel's preset deal and of deals with
  smaller hands (the ``hand_size`` rule option; every other option is the preset's),
  whose decks run out within one or two turns;
* walks of a whole first turn of a 3-player game with one-card hands, stopped at the
  first state of turn 2 (so the turn passes to the left, and is checked to);
* walks of the 3-player preset deal (five cards each, 18 cards of three varieties),
  stopped at depth 3: they apply and check every trade and donation of the first step 2.

Run with ``pytest -s`` to see the figures as each walk ends; they are also printed in the
terminal summary (see ``conftest.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

import pytest

import bohnanza
from bohnanza import EndPlanting, GameState, Step
from tests.exhaustive.walker import (
    WalkFigures,
    check_state,
    check_transition,
    state_key,
    walk,
)

#: The figures of every walk run in this session, for the terminal summary.
RESULTS: list[WalkFigures] = []


@dataclass(frozen=True)
class SmallDeck:
    """A stacked deal and what its walk must exercise."""

    label: str
    edition: str
    players: int
    #: Variety names, top card first; the deal takes the first cards round the table.
    cards: tuple[str, ...]
    #: Cards dealt to each seat from the starter on, the last repeating (the preset's
    #: five each when None): the one rule option these walks override.
    hand_size: tuple[int, ...] | None = None
    #: The walk fails if it meets more states than this (it never truncates silently).
    max_states: int = 100_000
    #: Stop expanding at this many moves from the start (None: no depth bound).
    max_depth: int | None = None
    #: Stop expanding at the first state of the turn after this one (None: no turn bound).
    max_turn: int | None = None
    #: Kinds of move or events (see ``WalkFigures``) that the walk must contain.
    expect: tuple[str, ...] = ()

    def start(self) -> GameState:
        """The dealt game."""
        if self.hand_size is None:
            return bohnanza.new_game(self.edition, self.players, seed=1, deck=list(self.cards))
        return bohnanza.new_game(
            self.edition, self.players, seed=1, deck=list(self.cards), hand_size=self.hand_size
        )


_RB = ("red", "black-eyed")
_RBG = ("red", "black-eyed", "garden")

DECKS: tuple[SmallDeck, ...] = (
    SmallDeck(
        "duel-preset-12",
        "rio-grande-2000",
        2,
        ("red", "red", "red", "black-eyed", "black-eyed", "red")
        + ("black-eyed", "red", "black-eyed", "black-eyed", "red", "black-eyed"),
        max_states=40_000,
        expect=("Discard", "EndPlanting", "BuyField", "LeaveOffer", "Harvest", "game ended"),
    ),
    SmallDeck(
        "duel-hand2-8",
        "rio-grande-2000",
        2,
        _RB * 3 + ("black-eyed", "red"),
        hand_size=(2,),
        max_states=12_000,
        expect=("Discard", "BuyField", "drew behind cards in hand", "game ended"),
    ),
    SmallDeck(
        "duel-hand1-8-two-turns",
        "rio-grande-2000",
        2,
        _RB * 3 + ("black-eyed", "red"),
        hand_size=(1,),
        max_states=90_000,
        expect=("Discard", "BuyField", "LeaveOffer", "turn passed", "offer left"),
    ),
    SmallDeck(
        "rio3-hand1-6",
        "rio-grande-2000",
        3,
        _RBG * 2,
        hand_size=(1,),
        max_states=60_000,
        # Since deck.empty-discard ("when-needed") a deck that runs out with an empty discard
        # pile no longer ends the game at once, so the game can go on with no cards to draw:
        # the walk is bounded by depth.
        max_depth=8,
        expect=("Trade", "Donate", "Keep", "EndTrading", "Harvest", "drew a reshuffled card"),
    ),
    SmallDeck(
        "rio3-hand1-7-turn1",
        "rio-grande-2000",
        3,
        _RBG * 2 + ("red",),
        hand_size=(1,),
        max_states=30_000,
        max_turn=1,
        expect=("Trade", "Donate", "turn passed", "game ended", "drew a reshuffled card"),
    ),
    SmallDeck(
        "fr1997-hand2-1-5",
        "original-1997-fr",
        3,
        ("garden", "red", "black-eyed", "garden", "garden"),
        hand_size=(2, 1),
        max_states=60_000,
        max_depth=10,  # bounded by depth, as rio3-hand1-6 (deck.empty-discard)
        expect=("Trade", "Donate", "Keep", "EndPlanting", "BuyField", "game ended"),
    ),
    SmallDeck(
        "fr1997-hand1-6-turn1",
        "original-1997-fr",
        3,
        ("red", "black-eyed", "garden", "red", "red", "garden"),
        hand_size=(1,),
        max_states=15_000,
        max_turn=1,
        expect=("Trade", "Donate", "Keep", "turn passed", "drew a reshuffled card"),
    ),
    SmallDeck(
        "rio3-preset-18-depth3",
        "rio-grande-2000",
        3,
        _RBG * 6,
        max_states=90_000,
        max_depth=3,
        expect=("Trade", "Donate", "Keep", "EndTrading"),
    ),
    SmallDeck(
        "fr1997-preset-18-depth3",
        "original-1997-fr",
        3,
        _RBG * 6,
        max_states=40_000,
        max_depth=3,
        expect=("Trade", "Donate", "Keep", "EndTrading"),
    ),
)


def run(deck: SmallDeck) -> WalkFigures:
    """Walk ``deck``, print its figures and keep them for the summary."""
    figures = walk(
        deck.start(),
        label=deck.label,
        max_states=deck.max_states,
        max_depth=deck.max_depth,
        max_turn=deck.max_turn,
    )
    print(f"\n{figures.summary()}")
    RESULTS.append(figures)
    return figures


@pytest.mark.parametrize("deck", DECKS, ids=[d.label for d in DECKS])
def test_every_reachable_state_keeps_the_laws(deck: SmallDeck) -> None:
    figures = run(deck)
    assert figures.states > 0
    assert figures.transitions > 0
    assert figures.max_depth > 0
    if deck.max_depth is None and deck.max_turn is None:
        assert figures.finals > 0, "a complete walk found no end of the game"
        assert figures.frontier == 0
    else:
        assert figures.frontier > 0, "the bound was never reached: make the walk complete"
    if deck.max_depth is not None:
        assert figures.max_depth == deck.max_depth
    missing = [w for w in deck.expect if not (figures.moves[w] or figures.events[w])]
    assert not missing, f"{deck.label} no longer exercises {missing}"


def test_the_walk_fails_rather_than_truncate() -> None:
    deck = DECKS[0]
    with pytest.raises(AssertionError, match="would be truncated"):
        walk(deck.start(), label="guard", max_states=50)


def test_the_laws_catch_a_lost_card() -> None:
    start = DECKS[0].start()
    p = start.players[0]
    lost = start.replace(players=(p.replace(hand=p.hand[1:]), *start.players[1:]))
    with pytest.raises(AssertionError, match="conservation"):
        check_state(lost)


def test_the_laws_catch_a_reordered_hand() -> None:
    start = DECKS[0].start()
    move = bohnanza.legal_actions(start).basic[0]
    after = bohnanza.apply(start, move)
    p = after.players[1]
    broken = after.replace(players=(after.players[0], p.replace(hand=p.hand[::-1])))
    check_transition(start, after, move)
    with pytest.raises(AssertionError, match="hand order"):
        check_transition(start, broken, move)


def test_state_keys_tell_zones_apart() -> None:
    start = DECKS[0].start()
    assert start.step is Step.DUEL_PLANT
    moves = bohnanza.legal_actions(start).basic
    keys = {state_key(bohnanza.apply(start, m)) for m in moves}
    assert len(keys) == len(moves)
    assert state_key(start) == state_key(start.replace())
    assert EndPlanting(0) not in moves  # nothing planted yet
