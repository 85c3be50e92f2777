"""Whole games, move for move, in the rules core's fast layer: a few of the recorded games of
``tests/test_core_differential.py`` (its digests of every state's zones, listings, refusals,
draws and scores, ``tests/data/core_digests.json``), one for each edition and each option
that changes play, played again and compared.

The full comparison (108 games) runs with the top-level tests; these few, chosen among
the shortest, run with the unit tests, which are the layer the rules core's changes meet
first: a core that lists, refuses, draws or scores differently anywhere in them fails here.
"""

from __future__ import annotations

import pytest

from tests.test_core_differential import CASES, _recorded, game_digest

#: One short game per edition, player-count rule and option that changes play.
CHOSEN = (
    "rg-2/t0.0/s11",  # the duel (002)
    "amigo-2/t0.3/s12",  # the duel (000.1): box payment, own-turn harvests
    "rg-2-any-discard/t0.0/s12",  # the duel, any number of discards
    "rg-3/t0.3/s11",  # three players: the third field from the start
    "amigo-3-unique/t0.3/s11",  # matching field 'unique', packets
    "003-3/t0.3/s12",  # the 1997 deck (003)
    "003-4-beginners/t0.3/s11",
    "003-4-experts/t0.3/s12",  # coins in trades
    "1997-5/t0.0/s11",  # 000.2
    "rg-4-box/t0.3/s11",  # third field paid into the box, no tie-break
    "rg-4-planted/t0.3/s12",  # protection of planted fields
    "rg-4-bottom-box/t0.3/s11",  # coins from the bottom
    "rg-5-field3-own/t0.3/s12",  # the third field on one's own turn
    "amigo-6/t0.3/s11",  # six players: hand sizes by seat, four cards drawn
)
_BY_LABEL = {case[0]: case for case in CASES}


def test_the_chosen_games_are_recorded_ones() -> None:
    recorded = _recorded()
    assert all(label in _BY_LABEL and label in recorded for label in CHOSEN)
    assert len(set(CHOSEN)) == len(CHOSEN)


@pytest.mark.parametrize("label", CHOSEN)
def test_a_recorded_game_is_played_again_move_for_move(label: str) -> None:
    _, preset, players, variants, options, trades, seed = _BY_LABEL[label]
    digest, moves = game_digest(preset, players, variants, options, trades, seed)
    assert [digest, moves] == _recorded()[label], f"{label}: the game differs from the record"
