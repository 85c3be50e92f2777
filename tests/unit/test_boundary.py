"""``bohnanza.boundary.action_problem``: a move whose fields were set around its
constructor is not well formed, whatever the field holds, and ``check`` and ``apply``
refuse it before any rule (the module's docstring)."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza import Offer, Plant
from bohnanza.boundary import action_problem

from .helpers import E, set_around


@pytest.mark.parametrize(
    ("value", "named"),
    [
        (1.5, "not a float"),
        ("1", "not a str"),
        (None, "not None"),
        ([1], "not a list"),
        (True, "not a bool"),
        (10**12, "beyond 999999999"),
    ],
)
def test_a_field_set_around_the_constructor_is_named_and_refused(value: object, named: str) -> None:
    game = bohnanza.new_game(E, 4, seed=1)
    move = Plant(0, game.players[0].hand[0].id, 0)
    assert action_problem(move) is None
    if not set_around(move, "field", value):
        return
    problem = action_problem(move)
    assert problem is not None and problem.startswith("Plant.field") and named in problem
    refusal = bohnanza.check(game, move)
    assert isinstance(refusal, bohnanza.InvalidActionError) and named in str(refusal)
    with pytest.raises(bohnanza.InvalidActionError, match=named):
        bohnanza.apply(game, move)


@pytest.mark.parametrize("item", [3.0, None, b"chili", ""])
def test_an_offers_request_holds_only_card_ids_and_variety_keys(item: object) -> None:
    offer = Offer(1, 0, (3,), ("chili",))
    assert action_problem(offer) is None
    if set_around(offer, "asks", (item,)):
        assert action_problem(offer) is not None
