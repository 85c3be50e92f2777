"""Game records: a versioned JSON format, its loader, writer and replay.

A record holds what ``new_game`` needs to deal the same game again (edition, rule option
overrides, players, dealer, seed, stacked deck) and the moves in their compact text form.
The format is described in ``docs/records.md``; its JSON Schema ships as
``bohnanza/data/record.schema.json`` (``record_schema()``).

>>> import random, bohnanza
>>> from bohnanza.bots import play_random
>>> start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
>>> final, moves = play_random(start, random.Random(4))
>>> record = record_game(start, moves, result=bohnanza.outcome(final))
>>> again = load_record(record.to_json())
>>> again == record, replay(again).final == final
(True, True)
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from functools import cache
from importlib import resources

import attrs

from bohnanza.actions import Action, parse_action
from bohnanza.boundary import action_problem, show
from bohnanza.chance import DeckOrders
from bohnanza.chance import Order as Order
from bohnanza.errors import IllegalActionError, InvalidActionError, InvalidSetupError
from bohnanza.position import to_json as position_to_json
from bohnanza.records.format import FORMAT as _FORMAT
from bohnanza.records.format import MAX_RECORD_SIZE as _MAX_RECORD_SIZE
from bohnanza.records.format import VERSION as _VERSION
from bohnanza.records.format import JSONValue as JSONValue
from bohnanza.records.format import OptionValue as OptionValue
from bohnanza.records.format import (
    Position,
    Record,
    RecordError,
    RecordResult,
    _option_fields,
    _optional_orders,
)
from bohnanza.records.reader import load_record
from bohnanza.referee import Outcome, apply, outcome
from bohnanza.setup import variety_key
from bohnanza.state import STATE_TYPE, GameState, Table

__all__ = [
    "FORMAT",
    "MAX_RECORD_SIZE",
    "VERSION",
    "Position",
    "Record",
    "RecordError",
    "RecordResult",
    "Refusal",
    "Replay",
    "load_record",
    "record_game",
    "record_schema",
    "replay",
]

# The record's classes live in bohnanza.records.format and its reader in
# bohnanza.records.reader; they are public here, where their ``__module__`` points.
# ``Order``, ``OptionValue`` and ``JSONValue`` are re-exported: the first two name the
# types of the classes' fields, which ``typing.get_type_hints(Record)`` resolves here.

#: The value of a record's ``"format"`` field.
FORMAT = _FORMAT
#: The record format version this library writes and reads.
VERSION = _VERSION
#: The largest record ``load_record`` reads, in bytes (UTF-8): about a thousand times a
#: long game.  ``bohnanza verify`` reads no more than this from a file.
MAX_RECORD_SIZE = _MAX_RECORD_SIZE


def record_game(
    start: GameState,
    actions: Iterable[Action],
    *,
    result: Outcome | None = None,
    reshuffles: Iterable[Iterable[int | str] | None] | None = None,
    exact: bool = False,
) -> Record:
    """The record of the game dealt as ``start`` and played with ``actions``.

    The moves are stored as given, legal or not (``replay`` finds out).  ``result`` is
    stored as the record's claimed result when given (``outcome(final)``).  A stacked
    deck is stored by variety keys: a game stacked with names (``"Chili"``) replays with
    ``table.stacked`` holding the keys (``"chili"``), the only difference.

    Chance as data: ``reshuffles`` lists the deck formed after each exhaustion (card ids
    or variety keys, top card first; see ``bohnanza.chance.DeckOrders``), taken from the
    start's own ``DeckOrders`` when not given.  ``exact=True`` stores the start as a
    position document (``"start"``, every card by id): any position, any deal.

    Raises:
        RecordError: ``new_game`` cannot deal ``start`` again from what a record stores
            (a position built with ``compose``, a custom edition, a state after the first move);
            a move is malformed, or its text form does not read back (a negative number).
    """
    if type(start) is not STATE_TYPE:
        raise RecordError(f"the start must be a GameState, not {show(start)}")
    if result is not None and type(result) is not Outcome:
        raise RecordError(f"the result must be an Outcome or None, not {show(result)}")
    try:
        moves = tuple(actions)
    except Exception as exc:  # the caller's iterable: any error is its own
        raise RecordError(f"the actions cannot be read ({type(exc).__name__})") from None
    for index, action in enumerate(moves):
        problem = action_problem(action)
        if problem is not None:
            # A move without a faithful text form could not be read back (finding R9).
            raise RecordError(f"malformed action: {problem}", f"$.actions[{index}]")
        if _unreadable(action):
            # A negative number (which a move may hold) has no text form: the record would
            # be written and then refused by load_record.
            raise RecordError(
                f"the move {str(action)!r} has no text form a record can read back "
                "(a negative number?)",
                f"$.actions[{index}]",
            )
    table = start.table
    if reshuffles is None and isinstance(table.shuffle, DeckOrders):
        reshuffles = table.shuffle.reshuffles
    orders = _optional_orders(reshuffles)
    if exact:
        return Record(
            edition=table.edition.name,
            players=tuple(table.names),
            dealer=table.dealer,
            seed=table.seed,
            actions=moves,
            result=None if result is None else RecordResult.of(result),
            start_position=position_to_json(start),
            reshuffles=orders,
        )
    # Variants are stored by name (the "variants" option); the options they set are not
    # repeated: the baseline is the preset with the same variants.
    variants = table.rules.variants
    preset = table.edition.rules(len(table.names), variants=variants)
    options = tuple(
        (name, getattr(table.rules, name))
        for name in sorted(_option_fields())
        if name != "variants" and getattr(table.rules, name) != getattr(preset, name)
    )
    if variants:
        options = tuple(sorted((*options, ("variants", variants))))
    deck = None if table.stacked is None else tuple(variety_key(n) for n in table.stacked)
    priced = table.edition.deck
    record = Record(
        edition=table.edition.name,
        players=tuple(table.names),
        dealer=table.dealer,
        seed=table.seed,
        deck=deck,
        options=options,
        actions=moves,
        result=None if result is None else RecordResult.of(result),
        sheet=(priced.sheet, priced.priced) if priced.priced else None,
        reshuffles=orders,
    )
    # A stacked deck may name varieties in any language; the record keeps their keys.
    expected = (
        start
        if deck is None
        else start.replace(
            table=Table(table.edition, table.rules, table.names, table.dealer, table.seed, deck)
        )
    )
    if _starts_at(record, expected):
        return record
    # Not a deal: a position built with compose is stored card by card (issue 12 item 5).
    record = attrs.evolve(record, deck=None, position=Position.of(start))
    if _starts_at(record, start):
        return record
    raise RecordError(
        "the start state is neither a game that new_game deals nor a position that compose "
        "builds from the edition, players, dealer, seed, options and the cards of each zone "
        "(a custom edition or a state after the first move?)"
    )


def _unreadable(action: Action) -> bool:
    """Whether the text form of ``action`` does not read back as ``action``."""
    try:
        return parse_action(str(action)) != action
    except InvalidActionError:
        return True


def _starts_at(record: Record, state: GameState) -> bool:
    # The given deck orders are compared as the record stores them, not as the caller's
    # shuffle object.
    try:
        found = record.start()
    except RecordError:
        return False
    plain = state.table.with_shuffle(None)
    return found._key() == state._key() and found.table.with_shuffle(None) == plain


@cache
def _schema_text() -> str:
    return (
        resources.files("bohnanza")
        .joinpath("data", "record.schema.json")
        .read_text(encoding="utf-8")
    )


def record_schema() -> dict[str, object]:
    """The JSON Schema (draft 2020-12) of the record format, a fresh dict on each call.

    >>> record_schema()["$schema"]
    'https://json-schema.org/draft/2020-12/schema'

    Raises:
        OSError: the packaged schema file cannot be read (a broken installation).
    """
    loaded: dict[str, object] = json.loads(_schema_text())
    return loaded


# ---------------------------------------------------------------------------------------
# Replay.


@attrs.frozen
class Refusal:
    """The first move of a record that the referee refused, at 0-based ``index``.

    ``error`` is an ``IllegalActionError`` when a rule refuses the move (``.rule`` names
    it) or an ``InvalidActionError`` when the move names a card, seat or field that does
    not exist.
    """

    index: int
    action: Action
    error: IllegalActionError | InvalidActionError


@attrs.frozen
class Replay:
    """Where a record's moves lead: the final state, how many moves were applied, the
    first refusal if any, and whether the record's claimed result holds.

    ``mismatch`` says how the recorded result differs from the replay's (None when it
    agrees, when the record claims none, or when a move was refused).
    """

    start: GameState = attrs.field(repr=False)
    final: GameState = attrs.field(repr=False)
    applied: int
    refusal: Refusal | None
    mismatch: str | None = None

    @property
    def legal(self) -> bool:
        """True when every move was applied."""
        return self.refusal is None

    @property
    def outcome(self) -> Outcome | None:
        """The result of the final state (None while the game is not over)."""
        return outcome(self.final)


def replay(record: Record) -> Replay:
    """Deal the recorded game and apply its moves until the end or the first refusal.

    The cost is linear in the number of moves: each is checked once, as it is applied.

    Raises:
        RecordError: ``record`` is not a Record, or does not set up a game
            (``Record.start``).
    """
    if type(record) is not Record:
        raise RecordError(f"replay needs a Record, not {show(record)}")
    start = record.start()
    state = start
    for index, action in enumerate(record.actions):
        try:
            state = apply(state, action)  # checks the move once, raises its refusal
        except (IllegalActionError, InvalidActionError) as refusal:
            return Replay(start, state, index, Refusal(index, action, refusal))
        except InvalidSetupError as exc:  # a given deck order that does not fit the pile
            raise RecordError(f"move {index} ({action}): {exc}", "$.reshuffles") from None
    mismatch = None
    claimed = record.result
    if claimed is not None:
        reached = outcome(state)
        if reached is None:
            mismatch = (
                f"the record claims a result but the game is not over after "
                f"{len(record.actions)} moves"
            )
        elif RecordResult.of(reached) != claimed:
            mismatch = (
                f"the record claims scores {list(claimed.scores)} and winners "
                f"{list(claimed.winners)}; the moves give scores {list(reached.scores)} "
                f"and winners {list(reached.winners)}"
            )
    return Replay(start, state, len(record.actions), None, mismatch)
