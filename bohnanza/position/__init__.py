"""A neutral, versioned JSON form of a position, for other engines and tools.

``to_json(state)`` writes every zone in order with each card's id and variety, the step,
the active seat, the exhaustions, the edition and every rule option in force;
``from_json(text)`` reads such a document back into the ``GameState`` it describes, after
checking it against the schema and the rules of the game (every card of the box exactly
once, the fields a seat may have, the steps of its edition, ...).  The format is
described in ``docs/positions.md``; its JSON Schema ships as
``bohnanza/data/position.schema.json`` (``position_schema()``).

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
>>> text = to_json(game)
>>> from_json(text) == game
True
>>> to_dict(game)["seats"][0]["hand"][0]
{'id': 33, 'variety': 'wax'}
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources
from typing import Any

from bohnanza.cards import Card
from bohnanza.errors import BohnanzaError, show
from bohnanza.files import UnreadableError, parse_json
from bohnanza.invariants import check_position, composed_only
from bohnanza.position.format import (
    FORMAT,
    MAX_SIZE,
    STEP_NAMES,
    TABLE_ZONES,
    VERSION,
    PositionError,
)
from bohnanza.position.reader import card_text, read
from bohnanza.position.text import read as read_text
from bohnanza.position.text import rule_options, write
from bohnanza.state import STATE_TYPE, GameState, Ids, Table

__all__ = [
    "FORMAT",
    "MAX_SIZE",
    "STEP_NAMES",
    "TABLE_ZONES",
    "VERSION",
    "PositionError",
    "check_position",
    "from_dict",
    "from_json",
    "position_schema",
    "rule_options",
    "to_dict",
    "to_json",
]


# ---------------------------------------------------------------------------------------
# Writing.


def _cards(cards: tuple[Card, ...], ids: Ids) -> list[dict[str, object]]:
    return [card_text(cards, i) for i in ids]


def to_dict(state: GameState) -> dict[str, Any]:
    """The position as JSON data (see ``to_json``).

    Raises:
        PositionError: ``state`` is not a GameState.
    """
    if type(state) is not STATE_TYPE:
        raise PositionError(f"to_dict needs a GameState, not {show(state)}")
    table = state.table
    cards = table.cards
    return {
        "format": FORMAT,
        "version": VERSION,
        "edition": table.edition.name,
        "options": rule_options(table.rules),
        "players": list(table.names),
        "dealer": table.dealer,
        "seed": table.seed,
        "turn": state.turn,
        "active": state.active,
        "step": state.step.name.lower(),
        "planted": state.planted,
        "first_planted": state.first_planted or None,
        "exhaustions": state.exhaustions,
        "ending": state.ending,
        "deck": _cards(cards, state.stack_ids[state.drawn :]),
        "discard": _cards(cards, state.discard_ids),
        "face_up": _cards(cards, state.face_up_ids),
        "offer": _cards(cards, state.offer_ids),
        "box": _cards(cards, state.box_ids),
        "removed": _cards(cards, state.removed_ids),
        "offers": [
            {
                "seat": o.seat,
                "to": o.to,
                "gives": _cards(cards, o.gives),
                "asks": list(o.asks),
                "give_coins": o.give_coins,
                "ask_coins": o.ask_coins,
            }
            for o in state.offers
        ],
        **({"owed": list(state.owed_ids)} if state.owed_ids else {}),
        **({"unaccepted": [list(p) for p in state.unaccepted]} if state.rest[5] else {}),
        **_sheet_of(table),
        # A position with what only a composed one may have (cards of any variety out of
        # the game, ...) says so: its reader checks it as composed (bohnanza.invariants).
        **({"composed": True} if composed_only(state) else {}),
        "seats": [
            {
                "hand": _cards(cards, p.hand_ids),
                "fields": [_cards(cards, f) for f in p.field_ids],
                "coins": _cards(cards, p.coin_ids),
                "set_aside": _cards(cards, p.aside_ids),
                "bought_field": p.bought_field,
            }
            for p in state.players
        ],
    }


def _sheet_of(table: Table) -> dict[str, object]:
    """Ladybohn: the beanometer sheet that prices the cards, by name and digest (the
    position carries no prices: ``from_dict`` finds the sheet by its digest)."""
    deck = table.edition.deck
    if not deck.priced:
        return {}
    return {"sheet": {"name": deck.sheet, "sha256": deck.priced}}


def to_json(state: GameState, *, indent: int | None = None) -> str:
    """The position as a JSON document of the ``bohnanza-position`` format, version 1.

    Every zone lists its cards in order as ``{"id": ..., "variety": ...}``: hands front
    card first, fields and the coin stacks and the discard pile bottom card first, the
    deck top card first.  ``indent`` pretty-prints.

    Raises:
        PositionError: ``state`` is not a GameState.
    """
    if indent is not None:
        return json.dumps(to_dict(state), ensure_ascii=False, indent=indent)
    if type(state) is not STATE_TYPE:
        raise PositionError(f"to_json needs a GameState, not {show(state)}")
    # What json.dumps(to_dict(state)) writes, from cached pieces (bohnanza.position.text).
    return write(state, composed_only(state))


# ---------------------------------------------------------------------------------------
# Reading: the format's checks (bohnanza.position.reader), then the rules' invariants
# (bohnanza.invariants); every refusal names the JSON path of what it refuses.


def from_dict(data: object) -> GameState:
    """The state a position document (as JSON data) describes; see ``from_json``.

    Raises:
        PositionError: the document breaks the format or describes a position the rules
            cannot reach; the message names the problem and its JSON path.
    """
    try:
        state, composed = read(data)
        check_position(state, composed=composed)
    except BohnanzaError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        # The checks come first; this is the net under them.
        raise PositionError(f"not a valid position ({type(exc).__name__})") from None
    return state


def from_json(text: str | bytes) -> GameState:
    """The state that a ``bohnanza-position`` document describes, exactly: the same cards
    by id in the same order in every zone, so ``from_json(to_json(s)) == s``.

    The seed (default 0) drives the later reshuffles; ``dealer`` (default: the seat
    before seat 0), ``turn`` (1), ``planted`` (0) and ``first_planted`` (none) may be
    left out by an engine that does not track them.

    Raises:
        PositionError: the text is not JSON, breaks the format, or describes a position
            the rules cannot reach (a card twice or in no zone, 3 fields at 4 players
            without a purchase, a card id the box does not have, an unknown edition, ...);
            the message names the problem and its JSON path.
    """
    if type(text) not in (str, bytes):
        raise PositionError(f"a position is read from str or bytes, not {show(text)}")
    if len(text) > MAX_SIZE:
        raise PositionError(f"a position has at most {MAX_SIZE:,} characters")
    if type(text) is str:
        # The text to_json writes is read without decoding every card object: the fast
        # path takes only a text equal to what to_json writes of the state it reads.
        found = read_text(text)
        if found is not None:
            state, verdict = found
            if verdict is not None:
                raise PositionError(verdict[1], verdict[0])
            return state
    try:
        data = parse_json(text)
    except UnreadableError as exc:
        # bohnanza.files: syntax, nesting, over-long numbers, NaN, a key twice, not UTF-8.
        raise PositionError(str(exc)) from None
    return from_dict(data)


@cache
def _schema_text() -> str:
    return (
        resources.files("bohnanza")
        .joinpath("data", "position.schema.json")
        .read_text(encoding="utf-8")
    )


def position_schema() -> dict[str, object]:
    """The JSON Schema (draft 2020-12) of the position format, a fresh dict on each call.

    >>> position_schema()["properties"]["format"]["const"]
    'bohnanza-position'
    """
    loaded: dict[str, object] = json.loads(_schema_text())
    return loaded
