"""Where a record's game starts (``Record.start``, docs/records.md): dealt by ``new_game``,
put together by ``compose``, or read from an exact start position; and each record that
does not set up a game refused with a ``RecordError`` naming where."""

from __future__ import annotations

import random

import attrs
import pytest

import bohnanza
from bohnanza.bots import play_random
from bohnanza.records import Record, RecordError, load_record, record_game, replay


def _start() -> bohnanza.GameState:
    return bohnanza.new_game("rio-grande-2000", 3, seed=11)


def _refused(record: Record) -> RecordError:
    with pytest.raises(RecordError) as caught:
        record.start()
    return caught.value


def test_an_exact_record_starts_at_its_position_and_replays() -> None:
    start = _start()
    final, moves = play_random(start, random.Random(11))
    middle = bohnanza.replay(record_game(start, moves[:40])).final
    record = record_game(middle, moves[40:], exact=True, result=bohnanza.outcome(final))
    assert record.start_position is not None and record.deck is None
    assert record.start() == middle
    again = load_record(record.to_json())
    assert again == record and replay(again).final == final and replay(again).legal


def test_a_start_position_goes_alone_and_must_be_a_position_of_the_record() -> None:
    start = _start()
    record = record_game(start, [], exact=True)
    # A record with a start keeps its cards there: no deck, no composed position.
    stacked = attrs.evolve(record, deck=("chili",) * 3)
    error = _refused(stacked)
    assert error.path == "$.start"
    assert str(error) == "$.start: a record with a start keeps its cards there"
    composed = record_game(
        bohnanza.compose("rio-grande-2000", 3, hands={0: ["Chili"]}, deck=["Soy"] * 4), []
    )
    assert composed.position is not None
    both = attrs.evolve(record, position=composed.position)
    assert str(_refused(both)) == "$.start: a record with a start keeps its cards there"
    # Another edition's or other players' start is not this record's.
    for other in (
        attrs.evolve(record, edition="amigo-fr"),
        attrs.evolve(record, players=("A", "B", "C")),
    ):
        error = _refused(other)
        assert str(error) == "$.start: the start's edition and players are not the record's"
    # A start that is not a position is refused at $.start with the position's problem.
    broken = attrs.evolve(record, start_position='{"format": "bohnanza-position"}')
    error = _refused(broken)
    assert error.path == "$.start"
    assert str(error) == "$.start: $.version: expected an integer, found null"
    error = _refused(attrs.evolve(record, start_position="[1]"))
    assert str(error) == "$.start: $: expected an object, found an array"


def test_a_record_names_its_unknown_option_and_a_setup_that_does_not_deal() -> None:
    record = record_game(_start(), [])
    unknown = attrs.evolve(record, options=(("zebra", 1), ("aardvark", 2)))
    error = _refused(unknown)
    assert error.path == "$.options"
    assert str(error) == "$.options: unknown rule option 'aardvark'"
    bad_dealer = attrs.evolve(record, dealer=5)
    error = _refused(bad_dealer)
    assert error.path is None
    assert str(error).startswith("the record does not set up a game: ")


def test_a_position_record_keeps_its_deck_in_the_position() -> None:
    composed = record_game(
        bohnanza.compose("rio-grande-2000", 3, hands={0: ["Chili"]}, deck=["Soy"] * 4), []
    )
    assert composed.start().players[0].hand[0].variety.key == "chili"
    stacked = attrs.evolve(composed, deck=("soy",) * 4)
    error = _refused(stacked)
    assert str(error) == (
        "the record does not set up a game: a record with a position keeps its deck in the position"
    )


def test_a_ladybohn_record_priced_by_a_sheet_not_loaded_names_its_digest() -> None:
    with pytest.warns(bohnanza.ProvisionalDataWarning):
        start = bohnanza.new_game("ladybohn", 3, seed=2)
    record = record_game(start, [])
    assert record.sheet is not None
    # The shipped provisional sheet is found by its digest.
    with pytest.warns(bohnanza.ProvisionalDataWarning):
        assert record.start() == start
    with pytest.warns(bohnanza.ProvisionalDataWarning):
        assert attrs.evolve(record, sheet=None).start() == start
    digest = "ab" * 32
    unknown = attrs.evolve(record, sheet=("mine", digest))
    error = _refused(unknown)
    assert error.path == "$.sheet"
    assert str(error) == (
        f"$.sheet: the game was priced by the beanometer sheet 'mine' (sha256 {digest}), "
        "which is not loaded: give it (bohnanza verify --sheet FILE)"
    )


def test_a_long_problem_is_cut_to_a_readable_message() -> None:
    error = RecordError("x" * 1000, "$.players[0]")
    assert str(error) == "$.players[0]: " + "x" * 297 + "..."
    assert error.path == "$.players[0]"
    short = RecordError("y" * 300)
    assert str(short) == "y" * 300 and short.path is None
