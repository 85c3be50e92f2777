"""From every position the validator accepts, play goes on (issue 30 item 1).

Positions are drawn by mutating documents of played states (cards moved between zones,
steps, seats, offers, owed babies, the end) and by composing positions card by card; each
one ``from_dict`` or ``compose`` accepts is played on at random: no seat the game waits for
is ever without a legal move, the game never waits for nobody before its end, and every
listed move applies.  Bounded and seeded by the Hypothesis profile (tests/conftest.py).
"""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza import Step
from bohnanza.bots import random_move
from bohnanza.invariants import problem
from bohnanza.position import PositionError, from_dict, to_dict

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CONFIGS = [
    ("rio-grande-2000", 2),
    ("rio-grande-2000", 3),
    ("rio-grande-2000", 4),
    ("amigo-fr", 5),
    ("original-1997-fr", 4),
    ("original-1997-fr-003", 3),
    ("ladybohn", 3),
    ("ladybohn", 4),
]
STEPS = ["plant", "trade", "plant_received", "over", "offer", "duel_plant", "duel_draw"]
#: Moves played from each accepted position.
MOVES = 60

Doc = dict[str, Any]


def _played(name: str, players: int, seed: int, moves: int) -> bohnanza.GameState:
    rng = random.Random(seed)
    s = bohnanza.new_game(name, players, seed=seed)
    for _ in range(moves):
        if s.is_over:
            break
        s = bohnanza.apply(s, random_move(s, rng, 0.4))
    return s


def _zones(d: Doc) -> list[list[Doc]]:
    zones = [d[z] for z in ("deck", "discard", "face_up", "offer", "box", "removed")]
    for seat in d["seats"]:
        zones += [seat["hand"], *seat["fields"], seat["coins"], seat["set_aside"]]
    return zones


def _mutate(d: Doc, rng: random.Random) -> None:
    kind = rng.choice(
        ["move", "move", "move", "step", "active", "planted", "end", "offer", "owed", "field"]
    )
    n = len(d["seats"])
    if kind == "move":
        source = rng.choice([z for z in _zones(d) if z])
        card = source.pop(rng.randrange(len(source)))
        target = rng.choice(_zones(d))
        target.insert(rng.randrange(len(target) + 1), card)
    elif kind == "step":
        d["step"] = rng.choice(STEPS)
    elif kind == "active":
        d["active"] = rng.randrange(n)
    elif kind == "planted":
        d["planted"] = rng.randrange(3)
        d["first_planted"] = rng.choice([None, *(c["variety"] for c in d["seats"][0]["hand"])])
    elif kind == "end":
        d["exhaustions"] = rng.randrange(4)
        d["ending"] = rng.random() < 0.5
        if rng.random() < 0.5:
            d["discard"] += d["deck"]
            d["deck"] = []
    elif kind == "offer":
        seat, to = rng.randrange(n), rng.randrange(n)
        hand = d["seats"][seat]["hand"]
        offer: Doc = {
            "seat": seat,
            "to": to,
            "gives": rng.sample(hand, min(len(hand), rng.randrange(3))),
            "asks": rng.sample(["chili", "blue", "wax", "red", "soy"], rng.randrange(3)),
        }
        if rng.random() < 0.2:
            offer["give_coins"], offer["ask_coins"] = rng.randrange(3), rng.randrange(3)
        d.setdefault("offers", []).append(offer)
    elif kind == "owed":
        aside = [c["id"] for p in d["seats"] for c in p["set_aside"]]
        d["owed"] = rng.sample(aside, min(len(aside), rng.randrange(1, 3)))
    else:
        seat = d["seats"][rng.randrange(n)]
        seat["bought_field"] = not seat["bought_field"]
        if seat["bought_field"]:
            seat["fields"].append([])
        elif len(seat["fields"]) > 2:
            d["discard"] += seat["fields"].pop()


def _play_on(s: bohnanza.GameState, rng: random.Random, composed: bool = False) -> None:
    for _ in range(MOVES):
        if s.is_over:
            return
        waiting = s.to_move
        assert waiting, f"nobody to move before the end: {to_dict(s)}"
        moves = bohnanza.legal_actions(s)
        assert len(moves) > 0, f"seats {waiting} must move and have no legal move: {to_dict(s)}"
        s = bohnanza.apply(s, moves[rng.randrange(len(moves))])
        assert problem(s, composed) is None, problem(s, composed)


@settings(max_examples=150)
@given(
    st.sampled_from(CONFIGS),
    st.integers(0, 2**20),
    st.integers(0, 120),
    st.integers(1, 3),
    st.integers(0, 2**32),
)
def test_play_goes_on_from_every_mutated_position_the_validator_accepts(
    config: tuple[str, int], seed: int, moves: int, mutations: int, chance: int
) -> None:
    rng = random.Random(chance)
    d = to_dict(_played(*config, seed, moves))
    for _ in range(mutations):
        _mutate(d, rng)
    try:
        s = from_dict(d)
    except PositionError:
        return
    _play_on(s, rng)


_NAMES = ["Chili", "Blue", "Soy", "Wax", "Red", "Stink", "Green", "Black-eyed", "Garden"]
_LADY = ["Blaue Bohne", "Blaue Bohne miss", "Blaue Bohne bébé", "Rote Bohne", "Rote Bohne bébé"]


@settings(max_examples=150)
@given(st.sampled_from(CONFIGS), st.integers(0, 2**32))
def test_play_goes_on_from_every_composed_position_compose_accepts(
    config: tuple[str, int], chance: int
) -> None:
    name, players = config
    rng = random.Random(chance)
    names = _LADY if name == "ladybohn" else _NAMES

    def cards(most: int) -> list[str]:
        return [rng.choice(names) for _ in range(rng.randrange(most + 1))]

    seats = range(players)
    step = rng.choice([s for s in Step if s is not Step.DRAW])
    try:
        s = bohnanza.compose(
            name,
            players,
            active=rng.randrange(players),
            step=step,
            planted=rng.randrange(3),
            hands={k: cards(3) for k in seats},
            fields={k: [cards(2), cards(2)] for k in seats},
            coins={k: rng.randrange(3) for k in seats},
            set_aside={k: cards(2) for k in seats if rng.random() < 0.3},
            face_up=cards(2),
            deck=cards(8),
            discard=cards(4),
            exhaustions=rng.randrange(2),
        )
    except bohnanza.errors.InvalidSetupError:
        return
    _play_on(s, rng, composed=True)
