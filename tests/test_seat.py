"""A seat's view is enough to play: legal_actions and check from a PlayerView."""

from __future__ import annotations

import random
import warnings
from collections.abc import Iterator, Sequence

import pytest

import bohnanza
import bohnanza.bots
from bohnanza import (
    Accept,
    Action,
    Donate,
    GameState,
    IllegalActionError,
    InvalidActionError,
    Offer,
    Plant,
    Trade,
    view,
)
from bohnanza.listing import Negotiations, SeatActions
from bohnanza.players import play_game
from bohnanza.seat import negotiation_count, offer_space
from bohnanza.state import TRADE

E = "rio-grande-2000"


def _game(preset: str, players: int, seed: int) -> Iterator[GameState]:
    kinds = ["planner", "greedy", "random"]
    bots = [kinds[k % 3] for k in range(players)]
    _, moves = play_game(preset, bots, seed=seed)
    state = bohnanza.new_game(preset, players, seed=seed)
    yield state
    for move in moves:
        state = bohnanza.apply(state, move)
        yield state


def _hidden(state: GameState, seat: int) -> set[int]:
    hidden = {c.id for other, p in enumerate(state.players) if other != seat for c in p.hand}
    return hidden | {c.id for c in state.deck}


@pytest.mark.parametrize(
    ("preset", "players", "seed"),
    [(E, 4, 1), (E, 7, 2), ("amigo-fr", 3, 3), ("original-1997-fr-003", 5, 4), ("amigo-fr", 2, 5)],
)
def test_the_moves_listed_from_a_view_are_the_seats_legal_moves(
    preset: str, players: int, seed: int
) -> None:
    offers_seen = 0
    rng = random.Random(seed)
    for state in _game(preset, players, seed):
        offers_seen += bool(state.offers)
        for seat in range(players):
            v = view(state, seat)
            listed = bohnanza.legal_actions(v)
            assert isinstance(listed, SeatActions)
            assert len(listed) == len(list(listed)) == len(tuple(listed))
            # The basic moves (and the answers to standing offers) are the referee's own.
            real = set(bohnanza.legal_actions(state, seat).basic)
            assert {m for m in listed if not isinstance(m, Offer)} == real
            # Every listed offer is legal by construction; a sample is put to the referee,
            # on the real state and on the view.
            offers = [m for m in listed if isinstance(m, Offer)]
            for move in rng.sample(offers, min(6, len(offers))):
                assert bohnanza.check(state, move) is None, move
                assert bohnanza.check(v, move) is None, move
    if players > 2:
        assert offers_seen, "the bots made offers in this game"


def test_the_listed_trade_space_stays_small() -> None:
    largest = 0
    for state in _game(E, 7, 6):
        for seat in range(7):
            largest = max(largest, len(bohnanza.legal_actions(view(state, seat))))
    assert 100 < largest < 1_500


def test_a_refusal_to_a_view_names_no_hidden_card() -> None:
    rng = random.Random(0)
    refusals = 0
    for state in _game(E, 4, 7):
        for seat in range(4):
            v = view(state, seat)
            hidden = _hidden(state, seat)
            # Moves that name hidden cards: the view's refusal must not say where they are.
            for card in rng.sample(sorted(hidden), min(3, len(hidden))):
                for move in (
                    Plant(seat, card, 0),
                    Offer(seat, state.active, (card,), ()),
                    Accept(seat, state.active, (card,)),
                ):
                    refusal = bohnanza.check(v, move)
                    assert refusal is not None
                    text = str(refusal)
                    for other in hidden - {card}:
                        assert f"{state.table.cards[other]}" not in text
                    refusals += 1
    assert refusals > 100


def test_the_agreed_shorthand_is_not_a_move_of_a_view() -> None:
    state = next(s for s in _game(E, 4, 8) if s.face_up)
    v = view(state, state.active)
    card = state.face_up[0].id
    other = (state.active + 1) % 4
    for move in (Donate(state.active, other, (card,)), Trade(state.active, other, (card,), (1,))):
        refusal = bohnanza.check(v, move)
        assert isinstance(refusal, InvalidActionError)
        assert "offer" in str(refusal)
    # A view judges only its own seat's moves.
    refusal = bohnanza.check(v, bohnanza.EndTrading(other))
    assert isinstance(refusal, InvalidActionError)
    with pytest.raises(InvalidActionError, match="lists no moves of seat"):
        bohnanza.legal_actions(v, other)


def test_a_view_refusal_cites_the_rule() -> None:
    state = next(s for s in _game(E, 4, 9) if s.face_up)
    active = state.active
    other = (active + 1) % 4
    v = view(state, other)
    refusal = bohnanza.check(v, Offer(other, (other + 1) % 4, (v.hand[0].id,), ()))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.rule in {"002/donate.to-active", "002/trade.parties"}
    moves: Sequence[Action] = bohnanza.legal_actions(v)
    assert all(getattr(m, "seat", other) == other for m in moves)


@pytest.mark.parametrize(
    ("preset", "options"),
    [
        (E, {}),
        ("original-1997-fr-003", {"variants": ("experts",)}),
        ("ladybohn", {}),
        ("ladybohn", {"trade_after_face_up": "donate-only"}),
    ],
)
def test_the_offer_space_and_the_trade_count_agree_with_what_they_stand_for(
    preset: str, options: dict[str, object]
) -> None:
    """A seat's offer space decodes each index to an offer the referee accepts and finds
    it back at that index; the count of trades is the length of their space."""
    rng = random.Random(3)
    checked = 0
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        state = bohnanza.new_game(preset, 4, seed=3, **options)  # type: ignore[arg-type]
    for _ in range(400):
        if state.is_over:
            break
        for seat in (None, *range(4)):
            count = negotiation_count(state, seat)
            assert count == len(Negotiations.of(state, seat))
        if state.step_id == TRADE:
            for seat in range(4):
                space = offer_space(state, seat, state.table.kind_keys)
                offers = space.offers()
                assert len(offers) == len(space) == len(set(offers))
                for index in rng.sample(range(len(offers)), min(8, len(offers))):
                    assert space.index(offers[index]) == index
                    assert bohnanza.check(state, offers[index]) is None, offers[index]
                    checked += 1
                # Offers outside the space are not found in it.
                if offers:
                    first = offers[0]
                    assert space.index(Offer(first.seat, first.to, first.gives, (), 1)) == -1
        state = bohnanza.apply(state, bohnanza.bots.random_move(state, rng, 0.3))
    assert checked > 20
