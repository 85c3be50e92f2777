"""A wrong argument to ``new_game``, ``compose``, ``variety_key`` or ``legal_actions`` gets
the project's own error naming it, the same in both builds.

Compiled, mypyc checks the type of every typed parameter of a function called from Python
and answers a wrong one with its bare ``TypeError``; these functions take their arguments
as objects and check them themselves (``bohnanza/setup.py``'s ``_typed_as``,
``bohnanza/listing.py``).  ``nox -s compiled`` runs this file on the installed wheel.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

import pytest

import bohnanza
from bohnanza import InvalidActionError, InvalidSetupError, Step, compose, new_game
from bohnanza.referee import basic_moves
from bohnanza.setup import variety_key

from .helpers import E

S0 = new_game(E, 4, seed=1)


def _kw(**given: object) -> dict[str, Any]:
    """Keyword arguments of any type, past the type checker."""
    return dict(given)


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (
            lambda: new_game(E, 4, **_kw(seed="7")),
            r"seed must be a whole number of 64 bits, not '7'",
        ),
        (lambda: new_game(E, 4, **_kw(seed=7.0)), r"seed must be .* not 7\.0"),
        (lambda: new_game(E, 4, **_kw(dealer=1.5)), r"dealer seat 1\.5 does not exist"),
        (lambda: new_game(E, 4, **_kw(dealer=[1])), r"dealer seat \[1\] does not exist"),
        (lambda: new_game(E, 4, **_kw(dealer_seat="2")), r"dealer seat '2' does not exist"),
        (lambda: new_game(E, 4, **_kw(deck=7)), r"deck must be a list of strings, not 7"),
        (lambda: compose(E, 4, **_kw(seed="x")), r"seed must be a whole number of 64 bits"),
        (lambda: compose(E, 4, **_kw(seed=2**64)), r"seed must be a whole number of 64 bits"),
        (lambda: compose(E, 4, **_kw(active=1.5)), r"active seat 1\.5 does not exist"),
        (lambda: compose(E, 4, **_kw(active=True)), r"active seat True does not exist"),
        (lambda: compose(E, 4, **_kw(active=4)), r"active seat 4 does not exist \(seats are 0-3\)"),
        (lambda: compose(E, 4, **_kw(dealer=1.5)), r"dealer seat 1\.5 does not exist"),
        (lambda: compose(E, 4, **_kw(dealer_seat="x")), r"dealer seat 'x' does not exist"),
        (lambda: compose(E, 4, **_kw(step=3)), r"step must be a bohnanza\.Step, not 3"),
        (lambda: compose(E, 4, **_kw(step="plant")), r"step must be a bohnanza\.Step"),
        (lambda: compose(E, 4, **_kw(planted=1.5)), r"planted must be a whole number, not 1\.5"),
        (lambda: compose(E, 4, **_kw(exhaustions="1")), r"exhaustions must be a whole number"),
        (lambda: compose(E, 4, **_kw(ending=1)), r"ending must be True or False, not 1"),
        (lambda: compose(E, 4, **_kw(bought_field=["0"])), r"bought_field seat '0' does not"),
        (lambda: compose(E, 4, **_kw(hands={0: [7]})), r"a bean variety is named by a string"),
        (lambda: variety_key(7), r"a bean variety is named by a string, not 7"),
    ],
)
def test_a_setup_argument_of_the_wrong_type_is_named(
    call: Callable[[], object], match: str
) -> None:
    with pytest.raises(InvalidSetupError, match=match):
        call()


@pytest.mark.parametrize(
    ("state", "seat", "match"),
    [
        (S0, "0", r"seat '0' does not exist \(seats are 0-3\)"),
        (S0, 1.0, r"seat 1\.0 does not exist"),
        (S0, True, r"seat True does not exist"),
        (S0, 4, r"seat 4 does not exist"),
        (bohnanza.view(S0, 1), 2, r"this view is seat 1's; it lists no moves of seat 2"),
        (bohnanza.view(S0, 1), "1", r"it lists no moves of seat '1'"),
        ("a state", None, r"'a state' is not a GameState"),
        (None, 0, r"None is not a GameState"),
    ],
)
def test_legal_actions_names_a_wrong_state_or_seat(state: object, seat: object, match: str) -> None:
    with pytest.raises(InvalidActionError, match=match):
        bohnanza.legal_actions(state, seat)  # type: ignore[call-overload]


def test_the_right_arguments_still_set_up_the_same_games() -> None:
    """Taking objects changed no game: the values given are the values used."""
    state = new_game(E, 4, seed=5, dealer=1)
    assert (state.table.seed, state.table.dealer, state.active) == (5, 1, 2)
    assert new_game(E, ["A", "B", "C"], seed=5, dealer_seat=0).active == 1
    assert new_game(E, 4, seed=5) == new_game(E, 4, seed=5)
    placed = compose(E, 4, active=2, step=Step.TRADE, planted=1, seed=9, dealer=0, ending=False)
    assert (placed.active, placed.step, placed.planted, placed.table.seed) == (2, Step.TRADE, 1, 9)
    assert placed.table.dealer == 0
    assert compose(E, 4, active=3).table.dealer == 2  # the seat before the active one
    listed = bohnanza.legal_actions(S0, 0)
    assert listed.player == 0 and listed.basic == basic_moves(S0, 0)
    assert bohnanza.legal_actions(S0).basic == basic_moves(S0, None)


def test_the_typed_signature_is_what_help_shows() -> None:
    """Users type-check against the typed signature (mypy reads ``_typed_as``'s stub); the
    pure build's ``help`` and the docs show it too.  A compiled function takes no
    ``__signature__``: there ``help`` shows the docstring (bohnanza._docs)."""
    shown = inspect.signature(new_game)
    if bohnanza.COMPILED:
        assert "Set up a game" in (inspect.getdoc(new_game) or "")
        return
    assert str(shown.parameters["seed"].annotation) == "int | None"
    assert str(inspect.signature(compose).parameters["active"].annotation) == "int"
