"""The OpenSpiel game's Ladybohn deal (``bohnanza.env.openspiel``): each chance outcome
draws a family and kind, and places the lowest card id of that key not yet placed; the
game's first deck is that order (the hands dealt from its top, the rest the draw pile),
and every later deck is shuffled from the seed node's seed as the referee shuffles a
seeded game's discard pile (``random.Random(f"{seed}/{exhaustions}")``, deck.reshuffle).
Runs in ``nox -s openspiel``."""

from __future__ import annotations

import random

import pyspiel
import pytest

from bohnanza.env.openspiel import BohnanzaState, _Deal
from bohnanza.rules.deck import shuffled

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


@pytest.mark.parametrize(("players", "seed"), [(3, 77), (5, 9)])
def test_a_ladybohn_deal_places_the_lowest_card_of_each_key_drawn(players: int, seed: int) -> None:
    game = pyspiel.load_game("python_bohnanza", {"players": players, "edition": "ladybohn"})
    state: BohnanzaState = game.new_initial_state()
    rng = random.Random(seed)
    while state.left:
        state.apply_action(rng.choice([key for key, _ in state.chance_outcomes()]))
    state.apply_action(seed)
    assert state.position is not None
    dealt = state.position.state
    cards = dealt.table.cards
    # the order: for each key drawn, the lowest id of that key not yet placed
    placed: list[int] = []
    for key in state.deck:
        name = game.table.pieces[key]
        free = [
            c.id
            for c in cards
            if f"{c.variety.key}-{c.kind}" == name and c.id not in placed and c.id in game.ids[key]
        ]
        placed.append(min(free))
    hands = [card for p in dealt.players for card in p.hand_ids]
    assert dealt.pile[0] == tuple(placed[len(hands) :])
    assert sorted(hands) == sorted(placed[: len(hands)])
    assert dealt.table.seed == seed
    # the reshuffles: the referee's seeded shuffle of the pile, from the seed node's seed
    deal = _Deal(tuple(placed), seed)
    assert deal(tuple(range(40)), 0) == tuple(placed)
    pile = tuple(sorted(placed[:30]))
    for exhaustions in (1, 2, 3):
        assert deal(pile, exhaustions) == shuffled(pile, random.Random(f"{seed}/{exhaustions}"))
    assert deal(pile, 1) != deal(pile, 2)
