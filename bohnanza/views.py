"""Player views: what one seat may see of a game.

A seat sees its own hand card by card (in order, front card first) but only the size of
every other hand; everything on the table is open to all: every field, the set-aside
cards, the face-up cards, the duel's offer, the whole discard pile (it is face up), how
many coins each seat has, how many cards the deck holds, and the offers standing in step 2
with the cards they give (shown on the table).  ``bohnanza.legal_actions(view)`` lists the
seat's moves from the view alone.

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
>>> v = bohnanza.view(game, 1)
>>> len(v.hand), v.hand_sizes, v.deck_size, v.active
(5, (5, 5, 5, 5), 110, 0)
"""

from __future__ import annotations

import attrs

from bohnanza.actions import Offer
from bohnanza.cards import Card
from bohnanza.errors import InvalidActionError, show
from bohnanza.state import STATE_TYPE, GameState, Step, Table

__all__ = ["PlayerView", "view"]


@attrs.frozen
class PlayerView:
    """The part of a ``GameState`` that seat ``seat`` may see.

    Per-seat tuples are indexed by seat.  ``hand`` is this seat's own hand, front card
    first; ``fields`` each seat's fields, bottom card first; ``discard`` the discard pile,
    bottom first (its top card is ``discard[-1]``); ``offer`` the cards the duel's last
    player left for his opponent.
    """

    seat: int
    names: tuple[str, ...]
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    fields: tuple[tuple[tuple[Card, ...], ...], ...]
    coins: tuple[int, ...]
    set_aside: tuple[tuple[Card, ...], ...]
    bought_field: tuple[bool, ...]
    face_up: tuple[Card, ...]
    offer: tuple[Card, ...]
    discard: tuple[Card, ...]
    deck_size: int
    step: Step
    active: int
    turn: int
    planted: int
    to_move: tuple[int, ...]
    exhaustions: int
    end_exhaustions: int
    #: The offers standing (step 2), in the order they were made.
    offers: tuple[Offer, ...] = ()
    #: The cards those offers give, as their offerers show them.
    offered: tuple[Card, ...] = ()
    #: The variety key of the card planted first in this step 1 ("" before it).
    first_planted: str = ""
    #: In Ladybohn, the babies received in step 2 still to be planted, before any other move
    #: (they are among their receivers' set-aside cards).
    owed: tuple[Card, ...] = ()
    #: The offers of this step 2 that ended declined or withdrawn, as (offerer, addressee)
    #: pairs: from one seat to another at most ``MAX_UNACCEPTED`` (decision
    #: trade.offer-repeats); everyone saw them end.
    unaccepted: tuple[tuple[int, int], ...] = ()
    #: The varieties still in the game (not removed for the player count), by key.
    varieties: tuple[str, ...] = ()
    #: The edition, rules and seats, without the seed or a stacked deck's order: what the
    #: referee needs to list this seat's moves (``bohnanza.legal_actions(view)``).
    table: Table | None = attrs.field(default=None, repr=False, eq=False)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.step is Step.OVER

    @property
    def card_ids(self) -> frozenset[int]:
        """The ids of every card this view shows."""
        shown: list[Card] = [
            *self.hand,
            *self.face_up,
            *self.offer,
            *self.discard,
            *self.offered,
        ]
        for seat_fields in self.fields:
            for field in seat_fields:
                shown.extend(field)
        for aside in self.set_aside:
            shown.extend(aside)
        return frozenset(card.id for card in shown)


def view(state: GameState, seat: int) -> PlayerView:
    """What ``seat`` may see of ``state``.

    Raises:
        InvalidActionError: ``seat`` is not a seat of this game.
    """
    if type(state) is not STATE_TYPE:
        raise InvalidActionError(f"{show(state)} is not a GameState")
    players = state.players
    if type(seat) is not int or not 0 <= seat < len(players):
        raise InvalidActionError(
            f"seat {show(seat)} does not exist (seats are 0-{len(players) - 1})"
        )
    table = state.table
    cards = table.cards
    offered = tuple(cards[card] for offer in state.offers for card in offer.gives)
    return PlayerView(
        seat=seat,
        names=state.table.names,
        hand=players[seat].hand,
        hand_sizes=tuple(len(p.hand) for p in players),
        fields=tuple(p.fields for p in players),
        coins=tuple(len(p.coins) for p in players),
        set_aside=tuple(p.set_aside for p in players),
        bought_field=tuple(p.bought_field for p in players),
        face_up=state.face_up,
        offer=state.offer,
        discard=state.discard,
        deck_size=len(state.deck),
        step=state.step,
        active=state.active,
        turn=state.turn,
        planted=state.planted,
        to_move=state.to_move,
        exhaustions=state.exhaustions,
        end_exhaustions=state.table.rules.end_exhaustions,
        offers=state.offers,
        offered=offered,
        first_planted=state.first_planted,
        owed=tuple(cards[card] for card in state.owed_ids),
        unaccepted=state.unaccepted,
        varieties=_in_play(table, state.removed_ids),
        table=_public(table),
    )


#: The varieties in play, by table and cards removed (the same through a game).
_IN_PLAY: dict[tuple[int, tuple[int, ...]], tuple[Table, tuple[str, ...]]] = {}


def _in_play(table: Table, removed: tuple[int, ...]) -> tuple[str, ...]:
    key = (id(table), removed)
    found = _IN_PLAY.get(key)
    if found is None or found[0] is not table:
        if len(_IN_PLAY) > 256:
            _IN_PLAY.clear()
        out = set(removed)
        kinds = {table.kind[card] for card in range(len(table.cards)) if card not in out}
        varieties = tuple(key for k, key in enumerate(table.kind_keys) if k in kinds)
        found = _IN_PLAY[key] = (table, varieties)
    return found[1]


#: The public copy of each table seen (by identity; the table is kept alive with it).
_PUBLIC: dict[int, tuple[Table, Table]] = {}


def _public(table: Table) -> Table:
    """``table`` without what a seat may not know: the seed (it fixes the deck's order)
    and a stacked deck's order."""
    found = _PUBLIC.get(id(table))
    if found is None or found[0] is not table:
        if len(_PUBLIC) > 256:
            _PUBLIC.clear()
        public = Table(table.edition, table.rules, table.names, table.dealer, 0, None)
        found = _PUBLIC[id(table)] = (table, public)
    return found[1]
