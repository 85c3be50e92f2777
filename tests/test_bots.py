"""The full-state bots of ``bohnanza.bots`` (``BOTS``, ``accepts``), by what their
docstrings promise: the random bot draws a basic move uniformly, and the greedy bot agrees
to a trade only when it gives cards that grow none of its fields and receives cards that
grow one."""

from __future__ import annotations

import random
from collections import Counter

import bohnanza
from bohnanza import Step, Trade
from bohnanza.bots import BOTS, accepts

E = "rio-grande-2000"


def _trade_position() -> bohnanza.GameState:
    # Seat 0 trades; seat 1 grows soy and chili, and holds a wax and a chili card.
    return bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Soy", "Wax"],
        hands={1: ["Wax", "Chili"]},
        fields={1: [["Soy"], ["Chili"]]},
        deck=["Blue"] * 8,
    )


def test_the_greedy_bot_gives_a_card_it_has_no_field_for_against_one_that_grows_a_field() -> None:
    s = _trade_position()
    soy, _ = s.face_up_ids
    wax, chili = s.players[1].hand_ids
    agreed = Trade(0, 1, (soy,), (wax,))
    assert bohnanza.check(s, agreed) is None
    assert accepts(s, agreed, 1)
    # It keeps a card that grows one of its fields, and it takes no card it cannot plant.
    assert not accepts(s, Trade(0, 1, (soy,), (chili,)), 1)
    assert not accepts(s, Trade(0, 1, (s.face_up_ids[1],), (wax,)), 1)
    # A move it takes no part in needs no agreement from it.
    assert accepts(s, agreed, 2)


def test_the_random_bot_draws_every_basic_move() -> None:
    s = bohnanza.new_game(E, 4, seed=3)
    moves = bohnanza.legal_actions(s, s.active).basic
    assert len(moves) >= 2
    rng = random.Random(5)
    drawn = Counter(BOTS["random"](s, s.active, rng, 0.0) for _ in range(300))
    assert set(drawn) == set(moves)
    # Uniform: each of the k moves about 300/k times (a binomial's spread is far smaller).
    assert all(abs(n - 300 / len(moves)) < 60 for n in drawn.values()), drawn
