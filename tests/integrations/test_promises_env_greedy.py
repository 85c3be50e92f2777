"""The environments' ``greedy`` seat as ``bohnanza.env.greedy`` documents it, as another
player in step 2: it asks for a face-up card that grows one of its fields, giving the
front hand card, of the first five, that grows none, or nothing."""

from __future__ import annotations

import random

import bohnanza
from bohnanza import Step
from bohnanza.actions import Offer
from bohnanza.env.encoding import Table
from bohnanza.env.policies import greedy_policy


def _ask(hand: list[str]) -> tuple[bohnanza.GameState, Offer | None]:
    table = Table.make("rio-grande-2000", 4)
    state = bohnanza.compose(
        "rio-grande-2000",
        4,
        active=0,
        step=Step.TRADE,
        face_up=["Soy"],
        hands={1: hand},
        fields={1: [["Soy"], ["Blue"]]},
        deck=["Wax"] * 9,
    )
    move = greedy_policy(table, table.enter(state), 1, random.Random(0))
    assert move is None or isinstance(move, Offer)
    return state, move


def test_it_gives_the_front_card_that_grows_none_among_the_first_five() -> None:
    state, move = _ask(["Blue", "Red", "Soy", "Green"])
    assert move == Offer(1, 0, (state.players[1].hand_ids[1],), ("soy",))


def test_a_sixth_card_is_not_given_and_the_card_is_asked_for_nothing() -> None:
    _, move = _ask(["Blue", "Blue", "Soy", "Blue", "Soy", "Red"])
    assert move == Offer(1, 0, (), ("soy",))
    _, fifth = _ask(["Blue", "Blue", "Soy", "Blue", "Red", "Soy"])
    assert fifth is not None and fifth.gives != ()
