"""The immutable game state: the table, the players' zones, the step of the turn.

Every zone keeps its order:

* ``Player.hand``: front card first (the next card to plant is ``hand[0]``);
* ``Player.fields``: each field bottom card first (the top card is ``field[-1]``);
* ``Player.coins``: the earnings stack, bottom first (the topmost coin is ``coins[-1]``);
* ``Player.set_aside``: received and kept cards waiting for step 3, in arrival order;
* ``GameState.deck``: the draw deck, top card first;
* ``GameState.discard``: the discard pile, bottom first (the top card is ``discard[-1]``);
* ``GameState.face_up``: the cards turned up in step 2, in the order drawn;
* ``GameState.removed``: cards out of the game from the start (varieties removed for the
  player count, cards left out of a stacked deck);
* ``GameState.box``: cards that left the game during play (the duel's third-field coins);
* ``GameState.offer``: in the duel, the drawn cards the last player left for his opponent.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator

import attrs

from bohnanza.cards import Card
from bohnanza.editions import Edition, Rules

__all__ = ["GameState", "Player", "Step", "Table"]


class Step(enum.IntEnum):
    """Where the turn stands.  Step 4 (drawing) has no choice in it and is never awaited.

    The duel's turn has steps of its own (``OFFER``, ``DUEL_PLANT``, ``DUEL_DRAW``, then
    drawing); ``number`` gives the step's number in its rulebook.
    """

    PLANT = 1
    """Step 1. The active player plants the front card of his hand, then may plant one more."""
    TRADE = 2
    """Step 2. Two cards are face up; the active player trades and donates, then ends it."""
    PLANT_RECEIVED = 3
    """Step 3. Every player plants the cards he set aside, in the order he likes."""
    DRAW = 4
    """Step 4. The active player draws (done by the referee at once)."""
    OVER = 5
    """The game has ended. Every field is sold; ``outcome`` gives the result."""
    OFFER = 6
    """Duel step 1. The active player plants or discards the cards his opponent offered."""
    DUEL_PLANT = 7
    """Duel step 2. He plants one or two hand cards, then may discard one from his hand."""
    DUEL_DRAW = 8
    """Duel step 3. Three cards turned up (and matching discards); he plants any of them."""

    @property
    def number(self) -> int:
        """The step's number in its rulebook's turn (the duel has steps 1-4 of its own)."""
        return _NUMBERS[self]


_NUMBERS = {
    Step.PLANT: 1,
    Step.TRADE: 2,
    Step.PLANT_RECEIVED: 3,
    Step.DRAW: 4,
    Step.OVER: 5,
    Step.OFFER: 1,
    Step.DUEL_PLANT: 2,
    Step.DUEL_DRAW: 3,
}


@attrs.frozen
class Player:
    """One seat's cards: hand, fields, earnings and the cards set aside for step 3."""

    name: str
    hand: tuple[Card, ...]
    fields: tuple[tuple[Card, ...], ...]
    coins: tuple[Card, ...]
    set_aside: tuple[Card, ...]
    bought_field: bool
    # A memo of the harvest and purchase moves of this player (seat, rules, moves); it is
    # filled by the referee on first use, never seen from outside and never compared.
    _moves: object = attrs.field(init=False, default=None, eq=False, repr=False, hash=False)

    @property
    def score(self) -> int:
        """Coins earned so far (each coin is one flipped bean card)."""
        return len(self.coins)

    def cards(self) -> Iterator[Card]:
        """Every card this player holds, in any zone."""
        yield from self.hand
        for field in self.fields:
            yield from field
        yield from self.coins
        yield from self.set_aside


@attrs.frozen
class Table:
    """What stays the same through a game: edition, rules, seats, dealer and seed."""

    edition: Edition = attrs.field(repr=False)
    rules: Rules = attrs.field(repr=False)
    names: tuple[str, ...]
    dealer: int
    seed: int
    stacked: tuple[str, ...] | None = attrs.field(default=None, repr=False)

    @property
    def rulebook(self) -> str:
        """The id of the rulebook whose clauses refusals cite (``"002"``)."""
        return self.edition.rulebook


@attrs.frozen
class GameState:
    """A position: everything the referee needs to list, check and apply the next moves.

    Build one with ``bohnanza.new_game``; every change makes a new state.
    The draw deck is stored as the whole stack laid down at the last (re)shuffle plus the
    number of cards drawn from it; ``deck`` gives the cards still there, top first.
    """

    table: Table
    players: tuple[Player, ...]
    active: int
    step: Step
    planted: int
    stack: tuple[Card, ...] = attrs.field(repr=False)
    drawn: int
    discard: tuple[Card, ...]
    face_up: tuple[Card, ...]
    removed: tuple[Card, ...] = attrs.field(repr=False)
    box: tuple[Card, ...]
    exhaustions: int
    ending: bool
    turn: int
    offer: tuple[Card, ...] = ()
    #: The variety key of the card planted first in this step 1 (or the duel's step 2), ""
    #: before it and in every other step.  The second card of that variety may open an
    #: empty field under the amigo-fr reading (decision step1.same-field-must).
    first_planted: str = ""
    # A memo of legal_actions(state), filled on first use; not part of the value.
    _legal: object = attrs.field(init=False, default=None, eq=False, repr=False, hash=False)

    @property
    def deck(self) -> tuple[Card, ...]:
        """The draw deck, top card first."""
        return self.stack[self.drawn :]

    @property
    def rules(self) -> Rules:
        """The rule options in force."""
        return self.table.rules

    @property
    def to_move(self) -> tuple[int, ...]:
        """The seats the game is waiting for. The active player in steps 1 and 2, every
        player with cards set aside in step 3, nobody once the game is over.

        Any seat may also harvest or buy a field at any time (where the rules allow);
        those moves never hold the game up, so they do not put a seat here.
        """
        step = self.step
        if step is Step.OVER:
            return ()
        if step is not Step.PLANT_RECEIVED:
            return (self.active,)
        if step is Step.PLANT_RECEIVED:
            return tuple(i for i, p in enumerate(self.players) if p.set_aside)
        return ()

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.step is Step.OVER

    def all_cards(self) -> Iterator[Card]:
        """Every physical card of the box, each exactly once, zone by zone."""
        yield from self.deck
        yield from self.discard
        yield from self.face_up
        yield from self.offer
        for player in self.players:
            yield from player.cards()
        yield from self.removed
        yield from self.box

    def __str__(self) -> str:
        from bohnanza.text import render_state

        return render_state(self)
