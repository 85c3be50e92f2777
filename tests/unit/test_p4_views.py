"""What ``bohnanza.views.stand_in`` promises: a state that agrees with the view on
everything the seat sees (the varieties out of the game included), with the hidden zones
empty, through whole games of every edition and seat count."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.bots import random_move
from bohnanza.editions import editions
from bohnanza.views import stand_in, view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CASES = [
    (edition, players)
    for edition in editions()
    for players in range(2, 8)
    if (edition, players) not in {("ladybohn", 2), ("ladybohn", 6), ("ladybohn", 7)}
    and not (edition.startswith("original") and players not in (3, 4, 5))
]


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_the_stand_ins_view_is_the_view_less_the_hidden_zones(edition: str, players: int) -> None:
    state = bohnanza.new_game(edition, players, seed=players)
    rng = random.Random(players)
    for k in range(120):
        if state.is_over:
            break
        if k % 7 == 0:
            for seat in range(players):
                v = view(state, seat)
                fake = stand_in(v)
                assert fake.deck == ()
                assert [len(p.hand_ids) for p in fake.players] == [
                    len(v.hand_ids) if p == seat else 0 for p in range(players)
                ]
                sizes = tuple(len(v.hand_ids) if p == seat else 0 for p in range(players))
                assert view(fake, seat) == v.replace(deck_size=0, hand_sizes=sizes)
                # the cards out of the game: every card of a variety not in play
                out = {fake.table.cards[c].variety.key for c in fake.removed_ids}
                assert out.isdisjoint(v.varieties)
                assert out | set(v.varieties) == set(state.table.kind_keys)
        state = bohnanza.apply(state, random_move(state, rng))


def test_a_view_built_without_varieties_stands_in_with_nothing_out_of_the_game() -> None:
    v = view(bohnanza.new_game("rio-grande-2000", 4, seed=1), 0)
    assert v.varieties and "coffee" not in v.varieties
    assert len(stand_in(v).removed_ids) == 24
    assert stand_in(v.replace(varieties=())).removed_ids == ()
