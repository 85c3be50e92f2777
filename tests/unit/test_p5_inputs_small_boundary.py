"""``bohnanza.boundary.action_problem``: only the move classes themselves pass (not their
shared base ``Move``, which is public, nor any object that merely looks like a move), and
the referee asks it before any rule, so that what it refuses is refused with its words
and the state is left as it was."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.actions import MOVE_CLASSES, Move
from bohnanza.boundary import action_problem
from bohnanza.errors import InvalidActionError


class _LooksLikeAMove:
    seat = 0
    card = 3
    field = 0

    def values(self) -> tuple[object, ...]:
        return (0, 3, 0, -1, 0)


def test_the_shared_base_of_the_moves_is_no_move() -> None:
    assert action_problem(Move()) == "a Move is not an action"
    assert action_problem(_LooksLikeAMove()) == "a _LooksLikeAMove is not an action"
    assert action_problem(None) == "None is not an action"
    assert Move not in MOVE_CLASSES


def test_the_referee_refuses_what_is_no_move_in_those_words_and_keeps_the_state() -> None:
    state = bohnanza.new_game("rio-grande-2000", 4, seed=3)
    legal = bohnanza.legal_actions(state)[0]
    assert action_problem(legal) is None
    for value, said in (
        (Move(), "a Move is not an action"),
        (_LooksLikeAMove(), "a _LooksLikeAMove is not an action"),
        (str(legal), "a str is not an action"),
    ):
        with pytest.raises(InvalidActionError) as caught:
            bohnanza.apply(state, value)
        assert str(caught.value) == f"malformed action: {said}"
        found = bohnanza.check(state, value)
        assert type(found) is InvalidActionError
        assert str(found) == f"malformed action: {said}"
    assert state == bohnanza.new_game("rio-grande-2000", 4, seed=3)
    assert bohnanza.check(state, legal) is None
