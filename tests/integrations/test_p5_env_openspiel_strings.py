"""The OpenSpiel game's strings, whole (``bohnanza.env.openspiel``'s docstring): a seat's
observation string is its view (its hand, every field with its variety and size, and in
Ladybohn its kinds from the bottom card up, the face-up cards, coins, deck and discard
pile); its information state adds every move made, its own in full and the others' as
the table saw them (a duel discard without where it lay in the hand).  Each expected
string here is written from the seat's ``PlayerView`` alone, field by field."""

from __future__ import annotations

import random
from typing import Any

import pyspiel
import pytest

from bohnanza.cards import Card
from bohnanza.env.openspiel import BohnanzaState
from bohnanza.position import from_dict, to_dict
from bohnanza.views import PlayerView, view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


def _card(card: Card) -> str:
    return f"{card.variety.key}:{card.kind}" if card.kind else card.variety.key


def _field(field: tuple[Card, ...]) -> str:
    if not field:
        return "empty"
    size = f"{field[0].variety.key}x{len(field)}"
    if field[0].kind:
        return size + "[" + ",".join(card.kind for card in field) + "]"
    return size


def _expected(v: PlayerView) -> str:
    hand = " ".join(_card(c) for c in v.hand) if v.hand else "-"
    fields = " | ".join(" ".join(_field(f) for f in seat) for seat in v.fields)
    face_up = " ".join(_card(c) for c in v.face_up) if v.face_up else "-"
    return (
        f"seat {v.seat}; turn {v.turn} step {v.step.name.lower()} active {v.active}; "
        f"hand {hand}; hands {v.hand_sizes}; fields {fields}; face up {face_up}; "
        f"coins {v.coins}; deck {v.deck_size}; discard {len(v.discard)}"
    )


def _public(seat: int, mover: int, name: str) -> str:
    return name if seat == mover else name.partition(" back ")[0]


def _play(edition: str, players: int, seed: int, moves: int) -> tuple[Any, list[BohnanzaState]]:
    """A game dealt by chance and ``moves`` moves of it drawn from ``seed``: every state."""
    game = pyspiel.load_game("python_bohnanza", {"edition": edition, "players": players})
    rng = random.Random(seed)
    state: BohnanzaState = game.new_initial_state()
    while state.is_chance_node():
        outcomes = [o for o, _ in state.chance_outcomes()]
        state.apply_action(rng.choice(outcomes[:50]))
    seen = [state.clone()]
    for _ in range(moves):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
        seen.append(state.clone())
    return game, seen


@pytest.mark.parametrize(
    ("edition", "players", "seed"),
    [("rio-grande-2000", 3, 1), ("ladybohn", 3, 2), ("amigo-fr", 2, 3), ("original-1997-fr", 4, 4)],
)
def test_each_seats_strings_are_its_view_and_the_moves_as_it_saw_them(
    edition: str, players: int, seed: int
) -> None:
    game, states = _play(edition, players, seed, moves=100)
    names = game.table.action_names
    face_up = hands_empty = kinds = 0
    for state in states:
        assert state.position is not None
        for seat in range(players):
            v = view(state.position.state, seat)
            face_up += bool(v.face_up)
            hands_empty += not v.hand
            kinds += any(f and f[0].kind for f in v.fields[seat])
            text = _expected(v)
            assert state.observation_string(seat) == text
            moves = ",".join(f"{m}:{_public(seat, m, names[a])}" for m, a in state.moves)
            assert state.information_state_string(seat) == f"{text}; moves {moves}"
    assert face_up, "some positions show face-up cards"
    if edition == "ladybohn":
        assert kinds, "some Ladybohn fields show their kinds"


def test_a_seat_with_an_empty_hand_and_no_face_up_cards_shows_dashes() -> None:
    game, states = _play("rio-grande-2000", 3, 6, moves=0)
    state = states[0]
    assert state.position is not None
    doc = to_dict(state.position.state)
    assert doc["step"] == "plant" and doc["active"] == 0 and not doc["face_up"]
    doc["deck"] = [*doc["seats"][1]["hand"], *doc["deck"]]
    doc["seats"][1]["hand"] = []
    state.position = game.table.enter(from_dict(doc))
    v = view(state.position.state, 1)
    text = state.observation_string(1)
    assert "; hand -; hands (5, 0, 5); " in text and "; face up -; " in text
    assert text == _expected(v)


def test_the_chance_nodes_and_moves_are_named() -> None:
    game, states = _play("ladybohn", 3, 5, moves=3)
    table = game.table
    first: BohnanzaState = game.new_initial_state()
    outcomes = first.chance_outcomes()
    assert [o for o, _ in outcomes] == sorted(o for o, _ in outcomes)
    assert [first.action_to_string(int(pyspiel.PlayerId.CHANCE), o) for o, _ in outcomes] == [
        f"deck card 0: {table.pieces[o]}" for o, _ in outcomes
    ]
    state = states[0]
    seat = state.current_player()
    assert [state.action_to_string(seat, a) for a in state.legal_actions()] == [
        f"seat {seat}: {table.action_names[a]}" for a in state.legal_actions()
    ]
    assert state.position is not None
    assert str(state) == str(state.position.state)
