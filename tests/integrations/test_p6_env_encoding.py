"""``bohnanza.env.encoding.Table``: the variety and piece indices of any deck a table meets
(right for every deck, whichever was asked about last; a bounded number of decks kept,
however many copies of states a training run brings), and the editions, player counts
and variants every environment refuses, with the setup's own error.  Runs in ``nox -s rl``."""

from __future__ import annotations

import pickle

import pytest

from bohnanza.env.aec import raw_env
from bohnanza.env.encoding import Table
from bohnanza.env.gym import SingleSeatEnv
from bohnanza.errors import InvalidSetupError
from bohnanza.setup import new_game
from bohnanza.state import GameState

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


def _want(table: Table, state: GameState) -> tuple[tuple[int, ...], tuple[int, ...]]:
    cards = state.table.cards
    kinds = tuple(table.varieties.index(c.variety.key) for c in cards)
    if not table.lady:
        return kinds, kinds
    return kinds, tuple(table.pieces.index(f"{c.variety.key}-{c.kind}") for c in cards)


def test_the_indices_of_every_deck_whichever_was_asked_about_last() -> None:
    # One table, two decks of other compositions (the 1997 deck has fewer varieties,
    # as many cards of each as its own rules say): each deck's indices are its own.
    table = Table.make("rio-grande-2000", 4)
    old = new_game("original-1997-fr", 4, seed=1)
    new = new_game("rio-grande-2000", 4, seed=1)
    assert len(old.table.cards) != len(new.table.cards)
    for _ in range(3):
        for state in (old, new, new, old):
            want = _want(table, state)
            assert table.kinds(state) == want[0]
            assert table.piece_indices(state) == want[1]
        for state in (new, old):
            assert table.piece_indices(state) == _want(table, state)[1]
    lady = Table.make("ladybohn", 4)
    state = new_game("ladybohn", 4, seed=3)
    assert lady.piece_indices(state) == _want(lady, state)[1]
    assert lady.kinds(state) == _want(lady, state)[0]


def test_a_table_keeps_a_bounded_number_of_decks() -> None:
    """Copies of a state (a pickle, a process boundary) bring their own deck tables: a
    table meeting thousands of them remembers a bounded number."""
    table = Table.make("amigo-fr", 3)
    state = new_game("amigo-fr", 3, seed=0)
    want = _want(table, state)
    copies = [pickle.loads(pickle.dumps(state)) for _ in range(150)]
    assert len({id(c.table.kind) for c in copies}) == 150
    for copy in copies:
        assert table.kinds(copy) == want[0]
        assert len(table._kinds) <= 65
    assert len(table._kinds) < 65


@pytest.mark.parametrize(
    ("edition", "players", "variants"),
    [
        ("rio-grande-2000", 1, ()),
        ("rio-grande-2000", 8, ()),
        ("ladybohn", 2, ()),
        ("original-1997-fr", 6, ()),
        ("rio-grande-2000", 4, ("beginners",)),
        ("original-1997-fr-003", 4, ("no-such-variant",)),
    ],
)
def test_a_table_an_edition_cannot_seat_is_refused_by_every_environment(
    edition: str, players: int, variants: tuple[str, ...]
) -> None:
    with pytest.raises(InvalidSetupError) as refused:
        Table.make(edition, players, variants=variants)
    message = str(refused.value)
    assert message
    with pytest.raises(InvalidSetupError) as again:
        raw_env(edition, players, variants=variants)
    assert str(again.value) == message
    if players > 1:
        with pytest.raises(InvalidSetupError) as gym_refused:
            SingleSeatEnv(edition, ["random"] * (players - 1), variants=variants)
        assert str(gym_refused.value) == message
