"""Player views: a seat sees its own hand and the table, never another seat's hand cards."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any, cast

import attrs
import pytest

import bohnanza
from bohnanza import Card, GameState, InvalidActionError, PlayerView, Step, view
from bohnanza.bots import random_moves

E = "rio-grande-2000"


def _cards_in(value: object) -> Iterator[Card]:
    """Every card anywhere in a view, found by walking its fields (not by its own API); the
    public table is not followed: its edition lists the box's cards by id, not where they
    are (tests/test_players.py checks that it carries no seed)."""
    if isinstance(value, bohnanza.Table):
        return
    if isinstance(value, Card):
        yield value
    elif isinstance(value, PlayerView):
        for name in (
            "hand",
            "fields",
            "set_aside",
            "face_up",
            "offer",
            "discard",
            "offered",
            "owed",
        ):
            yield from _cards_in(getattr(value, name))
    elif attrs.has(type(value)):
        for field in attrs.fields(cast(Any, type(value))):
            yield from _cards_in(getattr(value, field.name))
    elif isinstance(value, tuple | list | frozenset | set):
        for item in value:
            yield from _cards_in(item)


def _states(players: int, seed: int, trades: float) -> Iterator[GameState]:
    state = bohnanza.new_game(E, players, seed=seed)
    yield state
    for _, after in random_moves(state, random.Random(seed), trades):
        yield after


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (3, 2), (4, 3), (7, 4)])
def test_a_view_never_shows_another_seats_hand_cards(players: int, seed: int) -> None:
    checked = 0
    for state in _states(players, seed, 0.3):
        for seat in range(players):
            v = view(state, seat)
            shown = {card.id for card in _cards_in(v)}
            hidden = {
                c.id for other, p in enumerate(state.players) if other != seat for c in p.hand
            }
            assert not shown & hidden, f"seat {seat} sees {sorted(shown & hidden)}"
            assert shown == v.card_ids
            checked += 1
    assert checked > 200


def test_a_view_shows_the_seat_its_hand_in_order_and_the_table() -> None:
    state = next(s for s in _states(4, 8, 0.3) if s.step is Step.TRADE and s.discard)
    v = view(state, 2)
    assert v.seat == 2
    assert v.names == ("P1", "P2", "P3", "P4")
    assert v.hand == state.players[2].hand
    assert v.hand_sizes == tuple(len(p.hand) for p in state.players)
    assert v.fields == tuple(p.fields for p in state.players)
    assert v.coins == tuple(len(p.coins) for p in state.players)
    assert v.set_aside == tuple(p.set_aside for p in state.players)
    assert v.bought_field == tuple(p.bought_field for p in state.players)
    assert v.face_up == state.face_up and len(v.face_up) >= 1
    assert v.discard == state.discard
    assert v.deck_size == len(state.deck)
    assert (v.step, v.active, v.turn, v.planted) == (
        Step.TRADE,
        state.active,
        state.turn,
        state.planted,
    )
    assert v.to_move == state.to_move
    assert (v.exhaustions, v.end_exhaustions) == (state.exhaustions, 3)
    assert not v.is_over


def test_a_view_updates_after_a_move_and_the_old_one_does_not() -> None:
    game = bohnanza.new_game(E, 4, seed=42)
    before = view(game, 0)
    front = game.players[0].hand[0]
    after_state = bohnanza.apply(game, bohnanza.Plant(0, front.id, 0))
    after = view(after_state, 0)
    assert after.fields[0][0] == (front,)
    assert after.hand == game.players[0].hand[1:]
    assert after.hand_sizes[0] == before.hand_sizes[0] - 1
    assert after.planted == 1
    assert before.fields[0][0] == ()
    assert before.hand[0] == front
    # Another seat sees the planted card on the table, not the rest of seat 0's hand.
    other = view(after_state, 1)
    assert other.fields[0][0] == (front,)
    assert not {c.id for c in game.players[0].hand[1:]} & other.card_ids


def test_the_duel_offer_is_on_the_table() -> None:
    state = next(s for s in _states(2, 5, 0.0) if s.offer)
    for seat in (0, 1):
        assert view(state, seat).offer == state.offer


def test_a_view_of_a_finished_game() -> None:
    final = list(_states(3, 6, 0.0))[-1]
    v = view(final, 1)
    assert v.is_over
    assert v.step is Step.OVER
    assert v.to_move == ()
    assert v.coins == tuple(len(p.coins) for p in final.players)


@pytest.mark.parametrize("seat", [-1, 4, True])
def test_a_seat_that_does_not_exist_is_refused(seat: int) -> None:
    with pytest.raises(InvalidActionError, match=f"seat {seat} does not exist"):
        view(bohnanza.new_game(E, 4, seed=1), seat)


def test_views_are_frozen_data() -> None:
    v = view(bohnanza.new_game(E, 4, seed=1), 0)
    assert isinstance(v, PlayerView)
    with pytest.raises(AttributeError):  # "immutable", or mypyc's "not writable"
        v.turn = 2  # type: ignore[misc]
    assert v == view(bohnanza.new_game(E, 4, seed=1), 0)
    assert not hasattr(v, "legal_actions")
