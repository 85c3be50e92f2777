"""Chance as data: a game whose deal and reshuffles come from elsewhere verifies to its end."""

from __future__ import annotations

import json
import random
import warnings
from pathlib import Path

import pytest

import bohnanza
from bohnanza import ProvisionalDataWarning
from bohnanza.bots import random_moves
from bohnanza.chance import DeckOrders, reshuffles_of
from bohnanza.cli import main
from bohnanza.errors import InvalidSetupError
from bohnanza.records import RecordError, load_record, record_game, replay
from bohnanza.state import GameState, Ids


class ForeignShuffle:
    """Another engine's random generator: nothing like the referee's seeded shuffle."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed * 7919 + 1)

    def __call__(self, pile: Ids, exhaustions: int) -> Ids:
        cards = sorted(pile, reverse=bool(exhaustions % 2))
        self.rng.shuffle(cards)
        return tuple(cards)


def _play(start: GameState, seed: int) -> tuple[list[GameState], list[bohnanza.Action]]:
    states, moves = [start], []
    for move, state in random_moves(start, random.Random(seed), trades=0.1):
        states.append(state)
        moves.append(move)
    return states, moves


@pytest.mark.parametrize(
    ("name", "count"),
    [
        ("rio-grande-2000", 4),
        ("rio-grande-2000", 3),
        ("amigo-fr", 2),
        ("original-1997-fr", 5),
        ("ladybohn", 4),
    ],
)
def test_a_game_with_its_own_shuffles_verifies_move_by_move_to_the_end(
    name: str, count: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The "other engine": its own deal and its own reshuffles, by a generator of its own.
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)  # Ladybohn's shipped sheet
        foreign = bohnanza.new_game(name, count, seed=11, shuffle=ForeignShuffle(11))
        seeded = bohnanza.new_game(name, count, seed=11)
    states, moves = _play(foreign, 11)
    orders = reshuffles_of(states)
    assert states[-1].is_over and all(o is not None for o in orders)
    # Every exhaustion but the last formed a new deck (the duel ends at its first).
    assert len(orders) == foreign.rules.end_exhaustions - 1
    seeded_states, _ = _play(seeded, 11)
    assert states[0]._key() != seeded_states[0]._key()
    # Written as a record: the deal card by card, each reshuffle's order; read back cold.
    record = record_game(
        states[0], moves, reshuffles=orders, exact=True, result=bohnanza.outcome(states[-1])
    )
    data = json.loads(record.to_json())
    assert data["reshuffles"] == [list(o) for o in orders if o is not None]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        replayed = replay(load_record(record.to_json()))
    assert replayed.legal and replayed.applied == len(moves) and replayed.mismatch is None
    assert replayed.final._key() == states[-1]._key()
    # And from the command line, as another engine's author would check it.
    path = tmp_path / "foreign.json"
    path.write_text(record.to_json(), encoding="utf-8")
    assert main(["verify", "--json", str(path)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["verdict"] == "legal" and verdict["moves"] == len(moves) and verdict["over"]


def test_orders_by_variety_place_the_first_card_of_each_variety() -> None:
    start = bohnanza.new_game("rio-grande-2000", 4, seed=2)
    states, moves = _play(start, 2)
    orders = reshuffles_of(states)
    first = orders[0]
    assert first is not None
    kinds = [start.table.cards[c].variety.key for c in first]
    # The same varieties in the same order, each resolved to a card of the pile: up to the
    # first reshuffle the game is the same, and the new deck holds those varieties.
    at = next(i for i, st in enumerate(states) if st.exhaustions == 1)
    by_variety = record_game(start, moves[:at], reshuffles=[kinds])
    played = _play_record(load_record(by_variety.to_json()))
    assert played[-1].exhaustions == 1
    deck = played[-1].stack_ids
    assert sorted(deck) == sorted(first)
    assert [start.table.cards[c].variety.key for c in deck] == kinds


def _play_record(record: bohnanza.Record) -> list[GameState]:
    state = record.start()
    out = [state]
    for move in record.actions:
        state = bohnanza.apply(state, move)
        out.append(state)
    return out


def test_seeded_games_ignore_the_new_machinery() -> None:
    a = bohnanza.new_game("rio-grande-2000", 4, seed=5)
    b = bohnanza.new_game("rio-grande-2000", 4, seed=5, shuffle=DeckOrders())
    assert a._key() == b._key()  # no deal given: the seed deals
    assert a.table.shuffle is None


def test_a_deck_order_that_is_not_the_pile_is_refused() -> None:
    start = bohnanza.new_game("rio-grande-2000", 4, seed=2)
    states, moves = _play(start, 2)
    orders = reshuffles_of(states)
    assert orders[0] is not None
    short = record_game(start, moves, reshuffles=[orders[0][:-1]])
    with pytest.raises(RecordError, match=r"\$\.reshuffles.*exhaustion 1 is not the"):
        replay(load_record(short.to_json()))
    missing = record_game(start, moves, reshuffles=[])
    with pytest.raises(RecordError, match="no order is given for the deck formed after"):
        replay(missing)
    with pytest.raises(InvalidSetupError, match="not among the cards"):
        bohnanza.new_game("rio-grande-2000", 4, shuffle=DeckOrders(deal=(999,)))
    with pytest.raises(InvalidSetupError, match="callable"):
        bohnanza.new_game("rio-grande-2000", 4, shuffle=3)  # type: ignore[arg-type]
    bad = json.loads(short.to_json())
    bad["reshuffles"] = [["no-such-bean"]]
    with pytest.raises(RecordError, match=r"\$\.reshuffles\[0\]\[0\]"):
        load_record(json.dumps(bad))


def test_a_record_with_chance_as_data_follows_the_record_schema() -> None:
    import importlib

    from bohnanza.records import record_schema

    jsonschema = importlib.import_module("jsonschema")
    foreign = bohnanza.new_game("rio-grande-2000", 4, seed=3, shuffle=ForeignShuffle(3))
    states, moves = _play(foreign, 3)
    record = record_game(states[0], moves, reshuffles=reshuffles_of(states), exact=True)
    jsonschema.Draft202012Validator(record_schema()).validate(json.loads(record.to_json()))
