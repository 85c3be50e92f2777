"""``bohnanza.views.stand_in``: the state it builds from a view agrees with the real state
on everything the seat sees; here the step's first planted variety (decision
step1.same-field-must), as the state holds it (``first_kind``: the variety's index, -1
before the first planting) and names it (``first_planted``), in every seat's view."""

from __future__ import annotations

import bohnanza
from bohnanza import Step
from bohnanza.actions import Plant
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
