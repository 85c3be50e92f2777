"""``bohnanza.views.stand_in``: the state it builds from a view agrees with the real state
on everything the seat sees; here the step's first planted variety (decision
step1.same-field-must), as the state holds it (``first_kind``: the variety's index, -1
before the first planting) and names it (``first_planted``), in every seat's view."""

from __future__ import annotations

import random

import bohnanza
from bohnanza import Step
from bohnanza.actions import Plant
from bohnanza.bots import random_moves
from bohnanza.views import stand_in, view


def test_the_stand_in_holds_the_first_planted_variety_as_the_state_does() -> None:
    state = bohnanza.compose(
        "rio-grande-2000", 3, step=Step.PLANT, hands={0: ["Red", "Soy"]},
        fields={0: [["Red"], []]}, deck=["Wax"] * 20,
    )  # fmt: skip
    assert (state.first_kind, state.first_planted) == (-1, "")
    after = bohnanza.apply(state, Plant(0, state.players[0].hand_ids[0], 0))
    assert after.first_planted == "red" and after.first_kind >= 0
    for s in (state, after):
        for seat in range(3):
            shown = stand_in(view(s, seat))
            assert (shown.first_kind, shown.first_planted) == (s.first_kind, s.first_planted)


def test_the_stand_in_knows_whether_the_games_end_is_reached_as_the_state_does() -> None:
    # end.exhaustion: once the deck has run out often enough the game ends after this
    # turn's step; every seat sees the running-outs, so its stand-in says so too
    seen = {False: 0, True: 0}
    for edition, players in (("rio-grande-2000", 3), ("amigo-fr", 2)):
        start = bohnanza.new_game(edition, players, seed=2)
        for _move, state in random_moves(start, random.Random(2)):
            if state.is_over:
                break
            seen[state.ending] += 1
            for seat in range(players):
                assert stand_in(view(state, seat)).ending is state.ending
    assert seen[True] > 0 and seen[False] > 0
