"""The near misses the runner asks about (``bohnanza.conformance.probes``): moves close to
legal ones, each naming cards where they are (a trade gives the seat's own cards and
takes its partner's), so that the rules refuse them for the reason the docstring names
(the seat, the step, the field), never for a card that is not there."""

from __future__ import annotations

import random

from bohnanza.actions import Donate, Keep, Offer, Plant, Trade
from bohnanza.conformance.probes import near_misses, refused_sample
from bohnanza.conformance.runner import game_line
from bohnanza.referee import check


def test_a_near_miss_names_only_cards_that_are_where_it_says() -> None:
    kinds: set[str] = set()
    for players in (3, 4, 5):
        for state in game_line("rio-grande-2000", players, 2)[:-1]:
            for move in near_misses(state):
                kinds.add(type(move).__name__)
                if isinstance(move, Trade):
                    mine = state.players[move.seat].hand_ids + state.face_up_ids
                    assert set(move.gives) <= set(mine), move
                    assert set(move.takes) <= set(state.players[move.partner].hand_ids), move
                    assert move.seat != move.partner
                elif isinstance(move, Donate | Offer):
                    cards = move.cards if isinstance(move, Donate) else move.gives
                    mine = state.players[move.seat].hand_ids + state.face_up_ids
                    assert set(cards) <= set(mine), move
                elif isinstance(move, Plant):
                    assert move.card in state.players[move.seat].hand_ids, move
                elif isinstance(move, Keep):
                    assert move.card in state.face_up_ids, move
    assert {"Trade", "Donate", "Offer", "Plant", "Keep", "Harvest", "BuyField"} <= kinds


def test_the_sample_asked_is_refused_by_a_rule_and_drawn_by_the_generator() -> None:
    states = game_line("rio-grande-2000", 4, 3)
    for state in states[:60]:
        drawn = refused_sample(state, random.Random(1), 3)
        assert len(drawn) <= 3
        assert all(getattr(check(state, m), "rule", None) for m in drawn)
        assert drawn == refused_sample(state, random.Random(1), 3)
    state = states[10]
    every = refused_sample(state, random.Random(1), 100)
    assert len(every) > 3 and set(refused_sample(state, random.Random(2), 100)) == set(every)
