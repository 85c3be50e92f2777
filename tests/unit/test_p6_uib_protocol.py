"""The bot protocol's view document (``bohnanza.protocol.view_document``) is the JSON a bot
reads, exactly: it comes back equal from a JSON round trip (every list a list, no tuple,
no object JSON changes), in every step of a played game, set-aside cards included."""

from __future__ import annotations

import json
import random

import pytest

import bohnanza
from bohnanza.protocol import view_document


@pytest.mark.parametrize(("edition", "players"), [("rio-grande-2000", 3), ("amigo-fr", 4)])
def test_the_view_document_is_its_own_json(edition: str, players: int) -> None:
    state = bohnanza.new_game(edition, players, seed=3)
    rng = random.Random(3)
    asides = 0
    for _ in range(120):
        if state.is_over:
            break
        for seat in range(players):
            doc = view_document(bohnanza.view(state, seat))
            assert json.loads(json.dumps(doc)) == doc
            asides += sum(len(aside) for aside in doc["set_aside"])
        seat = state.to_move[0] if state.to_move else state.active
        moves = [m for m in bohnanza.legal_actions(bohnanza.view(state, seat))
                 if not isinstance(m, bohnanza.Offer)]  # fmt: skip
        state = bohnanza.apply(state, moves[int(rng.random() * len(moves))])
    assert asides > 0  # set-aside cards were shown
