"""``bohnanza.invariants.check_position``: a state is judged as reached by play unless
the caller says it was composed (its docstring), and the refusal is the validator's first
problem, as a ``PositionError`` at its JSON path."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.invariants import check_position, problem
from bohnanza.position import PositionError


def test_a_state_is_judged_as_played_unless_it_is_said_to_be_composed() -> None:
    over = bohnanza.compose("original-1997-fr", 3, step=bohnanza.Step.OVER, coins={1: 2})
    found = problem(over)
    assert found == (
        "$.removed[0]",
        "card 0 is a blue bean, which the rules do not remove at 3 players (options.removed: "
        "[]): only a composed position has other cards out of the game",
    )
    with pytest.raises(PositionError) as caught:
        check_position(over)
    assert caught.value.path == "$.removed[0]"
    assert str(caught.value) == f"{found[0]}: {found[1]}"
    with pytest.raises(PositionError) as again:
        check_position(over, composed=False)
    assert str(again.value) == str(caught.value)
    assert problem(over, composed=True) is None
    check_position(over, composed=True)  # no refusal


def test_a_played_state_passes_either_way() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=3)
    check_position(game)  # no refusal
    check_position(game, composed=True)
    # A game over before its end: only a composed one may be.
    early = game.replace(step=bohnanza.Step.OVER)
    with pytest.raises(PositionError) as caught:
        check_position(early)
    assert str(caught.value) == "$.step: the game is over only once the end is reached"
