"""Player views: what one seat may see of a game.

A seat sees its own hand card by card (in order, front card first) but only the size of
every other hand; everything on the table is open to all: every field, the set-aside
cards, the face-up cards, the duel's offer, the whole discard pile (it is face up), how
many coins each seat has and how many cards the deck holds.  A view is data only: ask the
referee for the legal moves.

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
>>> v = bohnanza.view(game, 1)
>>> len(v.hand), v.hand_sizes, v.deck_size, v.active
(5, (5, 5, 5, 5), 110, 0)
"""

from __future__ import annotations

import attrs

from bohnanza.boundary import show
from bohnanza.cards import Card
from bohnanza.errors import InvalidActionError
from bohnanza.state import STATE_TYPE, GameState, Step

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

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.step is Step.OVER

    @property
    def card_ids(self) -> frozenset[int]:
        """The ids of every card this view shows."""
        shown: list[Card] = [*self.hand, *self.face_up, *self.offer, *self.discard]
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
    )
