"""The moves the runner asks about (``bohnanza.conformance.probes``), pinned on concrete
positions of one seeded 3-player game: which near misses, in which order, with which
cards; the refused sample's size and draw; the negotiations' count and kinds."""

from __future__ import annotations

import random

from bohnanza.actions import (
    BuyField,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    Offer,
    Plant,
    Trade,
)
from bohnanza.conformance.probes import near_misses, negotiation_sample, refused_sample
from bohnanza.conformance.runner import game_line
from bohnanza.listing import legal_actions
from bohnanza.referee import check
from bohnanza.state import TRADE

STATES = game_line("rio-grande-2000", 3, 1)


def _fields(players: int = 3, fields: int = 3) -> list[object]:
    out: list[object] = []
    for seat in range(players):
        out += [Harvest(seat, f) for f in range(fields)]
        out.append(BuyField(seat))
    return out


def test_the_near_misses_of_step_2_with_two_cards_turned_up() -> None:
    """The front card's neighbour planted, every field of every seat harvested and a field
    bought, the next seat ending steps it cannot end, keeping, giving and offering the
    active player's first face-up card, a trade and a donation between the two others, and
    the active player trading with the next seat."""
    state = STATES[2]
    assert (state.step_id, state.active, state.face_up_ids) == (TRADE, 0, (94, 21))
    assert [p.hand_ids for p in state.players] == [
        (133, 143, 84, 127),
        (40, 9, 138, 43, 18),
        (57, 76, 8, 90, 128),
    ]
    assert near_misses(state) == [
        Plant(0, 143, 0),
        *_fields(),
        EndPlanting(1),
        EndTrading(1),
        Keep(1, 94),
        Donate(1, 0, (94,)),
        Offer(1, 0, (94,), ()),
        Trade(1, 2, (40,), (57,)),
        Donate(1, 2, (18,)),
        Trade(0, 1, (133,), (40,)),
    ]


def test_an_active_player_with_one_card_or_none_plants_no_second_card() -> None:
    state = STATES[12]
    assert state.active == 1 and len(state.players[1].hand_ids) == 0
    assert [len(p.hand_ids) for p in state.players] == [2, 0, 5]
    assert near_misses(state) == [
        *_fields(),
        EndPlanting(0),
        EndTrading(0),
        Trade(0, 2, (143,), (57,)),
        Donate(0, 2, (127,)),
    ]
    # Four players: the two seats after the active one trade; the first card of each.
    four = game_line("rio-grande-2000", 4, 3)[0]
    assert near_misses(four) == [
        Plant(0, four.players[0].hand_ids[1], 0),
        *_fields(4, 2),
        EndPlanting(1),
        EndTrading(1),
        Trade(1, 2, (four.players[1].hand_ids[0],), (four.players[2].hand_ids[0],)),
        Donate(1, 2, (four.players[1].hand_ids[-1],)),
        Trade(0, 1, (four.players[0].hand_ids[0],), (four.players[1].hand_ids[0],)),
    ]


def test_after_the_end_the_first_two_seats_plant_their_first_card() -> None:
    over = STATES[-1]
    assert over.is_over and over.active == 2
    assert near_misses(over) == [
        Harvest(0, 0),
        EndTrading(2),
        Plant(0, over.players[0].hand_ids[0], 0),
        Plant(1, over.players[1].hand_ids[0], 0),
    ]
    emptied = over.replace(players=(over.players[0].replace(hand=()), *over.players[1:]))
    assert near_misses(emptied) == [
        Harvest(0, 0),
        EndTrading(2),
        Plant(1, over.players[1].hand_ids[0], 0),
    ]


def test_the_refused_sample_keeps_the_refusals_by_a_rule_shuffled_and_cut() -> None:
    state = STATES[2]
    refused = [m for m in near_misses(state) if getattr(check(state, m), "rule", None)]
    drawn = refused_sample(state, random.Random(5), 4)
    shuffled = list(refused)
    random.Random(5).shuffle(shuffled)
    assert drawn == shuffled[:4]
    assert refused_sample(state, random.Random(5)) == shuffled[:8], "8 by default"
    assert sorted(map(repr, refused_sample(state, random.Random(5), 99))) == sorted(
        map(repr, refused)
    )
    assert refused_sample(state, random.Random(5), 0) == []


def test_the_negotiations_drawn_are_legal_and_as_many_as_asked_or_as_there_are() -> None:
    state = STATES[2]
    space = legal_actions(state).negotiations
    drawn = negotiation_sample(state, random.Random(5), 3)
    assert len(drawn) == 3
    assert all(isinstance(m, Trade | Donate) and check(state, m) is None for m in drawn)
    rng = random.Random(5)
    assert drawn == [space.sample(rng) for _ in range(3)]
    assert negotiation_sample(STATES[0], random.Random(5), 3) == [], "none in step 1"
    assert len(space) > 0


def test_an_active_player_with_a_single_card_plants_none_out_of_order() -> None:
    state = next(s for s in STATES if not s.is_over and len(s.players[s.active].hand_ids) == 1)
    assert not any(isinstance(m, Plant) for m in near_misses(state))
    assert near_misses(state)[0] == Harvest(0, 0)
