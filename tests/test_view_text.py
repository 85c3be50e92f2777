"""``str(view)``: the table as one seat sees it, drawn as ``str(state)`` draws the whole
table, in the game's language; another seat's hand by its size only, so twin games that
differ only in what the seat cannot see read the same."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.bots import random_move
from bohnanza.state import GameState
from bohnanza.views import view
from tests.test_hidden_kinds import _swap

#: Every preset at one player count it allows (Ladybohn's hidden kinds in test_hidden_kinds).
CASES = [
    ("rio-grande-2000", 2),
    ("rio-grande-2000", 4),
    ("amigo-fr", 5),
    ("original-1997-fr", 3),
    ("original-1997-fr-003", 4),
    ("ladybohn", 3),
]


def _positions(edition: str, players: int, seed: int, every: int = 7) -> list[GameState]:
    state = bohnanza.new_game(edition, players, seed=seed)
    rng = random.Random(seed)
    found = []
    moves = 0
    while not state.is_over and moves < 400:
        state = bohnanza.apply(state, random_move(state, rng, 0.3))
        moves += 1
        if moves % every == 0:
            found.append(state)
    return found


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
@pytest.mark.parametrize(("edition", "players"), CASES)
def test_a_seat_reads_its_hand_and_the_sizes_of_the_others(edition: str, players: int) -> None:
    state = _positions(edition, players, seed=3)[2]
    for seat in range(players):
        v = view(state, seat)
        lines = str(v).splitlines()
        assert len(lines) == players + 2
        for other in range(players):
            row = lines[1 + other]
            assert row.startswith(f"{other} ")
            hidden = row.split("|")[1].rstrip().endswith("?")
            assert hidden == (other != seat and state.players[other].hand_ids != ())
        # Its own row is the one str(state) draws for it.
        assert lines[1 + seat] == str(state).splitlines()[1 + seat]


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
@pytest.mark.parametrize(("edition", "players"), CASES)
def test_twins_that_differ_in_another_hand_read_the_same(edition: str, players: int) -> None:
    rng = random.Random(11)
    compared = 0
    for state in _positions(edition, players, seed=5):
        deck = state.pile[0][state.pile[1] :]
        for holder, p in enumerate(state.players):
            if not p.hand_ids or not deck:
                continue
            card, other = rng.choice(p.hand_ids), rng.choice(deck)
            if state.table.cards[card].variety == state.table.cards[other].variety:
                continue
            twin = _swap(state, card, other)
            for seat in range(players):
                if seat == holder:
                    # The holder sees his own card: the texts must differ, or the test is blind.
                    assert str(view(state, seat)) != str(view(twin, seat))
                    continue
                assert str(view(state, seat)) == str(view(twin, seat))
                compared += 1
    assert compared > 10


def test_the_view_names_its_seat_in_the_games_language() -> None:
    english = str(view(bohnanza.new_game("rio-grande-2000", 3, seed=1), 2))
    french = str(view(bohnanza.new_game("amigo-fr", 3, seed=1), 2))
    assert english.splitlines()[-1] == "(as seat 2 P3 sees it)"
    assert french.splitlines()[-1] == "(vue de la place 2, P3)"
    assert french.startswith("tour 1 | au tour de P1, phase 1")
