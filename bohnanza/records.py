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
import types
import typing
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any, Literal, TypeAlias

import attrs

from bohnanza.actions import Action, parse_action
from bohnanza.boundary import action_problem, show
from bohnanza.cards import Card, varieties
from bohnanza.chance import DeckOrders, Order
from bohnanza.editions import Rules, edition, editions
from bohnanza.errors import (
    BohnanzaError,
    IllegalActionError,
    InvalidActionError,
    InvalidSetupError,
)
from bohnanza.position import PositionError
from bohnanza.position import from_dict as position_from_dict
from bohnanza.position import from_json as position_from_json
from bohnanza.position import to_json as position_to_json
from bohnanza.referee import Outcome, apply, outcome
from bohnanza.setup import compose, new_game, variety_key
from bohnanza.sheets import Sheet, loaded_sheet, packaged_sheet
from bohnanza.state import STATE_TYPE, GameState, Step, Table

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

#: The value of a record's ``"format"`` field.
FORMAT = "bohnanza-record"
#: The record format version this library writes and reads.
VERSION = 1

#: A rule option's value as a record stores it (JSON arrays become tuples).
OptionValue: TypeAlias = str | int | bool | tuple[str | int, ...]
#: A JSON value.
JSONValue: TypeAlias = dict[str, "JSONValue"] | list["JSONValue"] | str | int | float | bool | None

_FIELDS = ("format", "version", "edition", "options", "players", "dealer", "seed", "deck")
_OPTIONAL = ("result", "position", "sheet", "start", "reshuffles")
#: The largest record ``load_record`` reads, in bytes (UTF-8): about a thousand times a
#: long game.  ``bohnanza verify`` reads no more than this from a file.
MAX_RECORD_SIZE = 10_000_000
_MAX_MESSAGE = 300
#: The most digits a number of a record may have.
_MAX_DIGITS = 20
#: The largest count (score, planted, exhaustions) a record may hold, as in the schema.
_MAX_COUNT = 999_999_999
#: The largest card id a deck order may name (far above any box).
_MAX_CARD_ID = 9_999


class RecordError(BohnanzaError):
    """A game record that cannot be read: not JSON, wrong format or version, a field
    missing or of the wrong type, an unknown edition or variety, a seat that does not
    exist, a move that does not parse, or a setup that ``new_game`` refuses.

    Attributes:
        path: the JSON path of the offending value (``"$.actions[3].actor"``), or None
            when the problem is not at one place (the text is not JSON).
    """

    def __init__(self, message: str, path: str | None = None) -> None:
        if len(message) > _MAX_MESSAGE:  # a quoted value may be megabytes long
            message = message[: _MAX_MESSAGE - 3] + "..."
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path


@attrs.frozen
class RecordResult:
    """The result a record claims: each seat's coins and the winning seats."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]

    @classmethod
    def of(cls, result: Outcome) -> RecordResult:
        """The part of an ``Outcome`` that a record keeps."""
        return cls(tuple(result.scores), tuple(result.winners))


def _strings(values: Iterable[str]) -> tuple[str, ...]:
    return tuple(values)


def _nested(value: object) -> object:
    """Lists (at any depth) as tuples: a record shares nothing a caller could change."""
    if isinstance(value, list | tuple):
        return tuple(_nested(v) for v in value)
    return value


#: The rule-option names a record may hold (``Rules`` fields but the player count).
def _option_names() -> frozenset[str]:
    return frozenset(a.name for a in attrs.fields(Rules)) - {"players"}


@attrs.frozen
class Position:
    """A composed start position (``bohnanza.compose``), by variety keys.

    Each zone lists the variety keys of its cards; ``compose`` gives each card the
    lowest unused id of its variety, so the same keys give the same position.  Per seat
    (``hands``, ``fields``, ``coins``, ``set_aside``) the outer tuple has one entry a seat;
    ``deck`` is the draw pile top card first.
    """

    active: int
    step: str
    planted: int
    hands: tuple[tuple[str, ...], ...]
    fields: tuple[tuple[tuple[str, ...], ...], ...]
    coins: tuple[tuple[str, ...], ...]
    set_aside: tuple[tuple[str, ...], ...]
    bought_field: tuple[int, ...]
    face_up: tuple[str, ...]
    deck: tuple[str, ...]
    discard: tuple[str, ...]
    exhaustions: int
    ending: bool

    @classmethod
    def of(cls, state: GameState) -> Position:
        """The position of a state, in the terms ``compose`` takes."""

        def keys(cards: Iterable[Card]) -> tuple[str, ...]:
            return tuple(c.variety.key for c in cards)

        players = state.players
        return cls(
            active=state.active,
            step=state.step.name.lower(),
            planted=state.planted,
            hands=tuple(keys(p.hand) for p in players),
            fields=tuple(tuple(keys(f) for f in p.fields) for p in players),
            coins=tuple(keys(p.coins) for p in players),
            set_aside=tuple(keys(p.set_aside) for p in players),
            bought_field=tuple(seat for seat, p in enumerate(players) if p.bought_field),
            face_up=keys(state.face_up),
            deck=keys(state.deck),
            discard=keys(state.discard),
            exhaustions=state.exhaustions,
            ending=state.ending,
        )

    def to_dict(self) -> dict[str, JSONValue]:
        """The position as JSON data."""

        def listed(value: object) -> JSONValue:
            if isinstance(value, tuple):
                return [listed(v) for v in value]
            return typing.cast(JSONValue, value)

        return {a.name: listed(getattr(self, a.name)) for a in attrs.fields(Position)}


def _optional_orders(
    values: Iterable[Iterable[int | str] | None] | None,
) -> tuple[Order | None, ...] | None:
    if values is None:
        return None
    return tuple(None if v is None else tuple(v) for v in values)


def _optional_strings(values: Iterable[str] | None) -> tuple[str, ...] | None:
    return None if values is None else tuple(values)


def _actions_tuple(values: Iterable[Action]) -> tuple[Action, ...]:
    return tuple(values)


def _pairs(
    values: Mapping[str, OptionValue | list[str | int]]
    | Iterable[tuple[str, OptionValue | list[str | int]]],
) -> tuple[tuple[str, OptionValue], ...]:
    items = values.items() if isinstance(values, Mapping) else values
    return tuple(
        sorted(
            (key, typing.cast(OptionValue, _nested(value)))
            for key, value in items  # lists at any depth become tuples
        )
    )


@attrs.frozen
class Record:
    """One game: how to deal it again and the moves played, in order.

    ``options`` are the rule options that differ from the edition's preset at this
    player count, as sorted ``(name, value)`` pairs (a dict is accepted and sorted;
    lists become tuples, as do the other sequences).  ``deck`` is the stacked deck
    (variety keys, top card first) or None for a shuffle from ``seed``.  Every action's
    seat is its actor.  ``result`` is what the game's result was said to be, if known.
    """

    edition: str
    players: tuple[str, ...] = attrs.field(converter=_strings)
    dealer: int
    seed: int
    deck: tuple[str, ...] | None = attrs.field(default=None, converter=_optional_strings)
    options: tuple[tuple[str, OptionValue], ...] = attrs.field(default=(), converter=_pairs)
    actions: tuple[Action, ...] = attrs.field(default=(), converter=_actions_tuple)
    result: RecordResult | None = None
    position: Position | None = None
    #: In Ladybohn, (name, SHA-256 digest) of the beanometer sheet that priced the game.
    sheet: tuple[str, str] | None = None

    def _sheet(self) -> Sheet | None:
        """The sheet this record names: loaded in this process, or the packaged one."""
        if self.sheet is None:
            return None
        name, digest = self.sheet
        found = loaded_sheet(digest)
        if found is None:
            deck = edition(self.edition).deck
            if deck.sheet:
                shipped = packaged_sheet(deck.sheet, deck)
                if shipped.digest == digest:
                    return shipped
            raise RecordError(
                f"the game was priced by the beanometer sheet {name!r} (sha256 {digest}), "
                "which is not loaded: give it (bohnanza verify --sheet FILE)",
                "$.sheet",
            )
        return found

    start_position: str | None = None
    reshuffles: tuple[Order | None, ...] | None = attrs.field(
        default=None, converter=_optional_orders
    )

    def start(self) -> GameState:
        """The recorded game's start: dealt by ``new_game``, or put together by ``compose``
        when the record holds a ``position``.

        Raises:
            RecordError: the edition, players, dealer, deck, position or options do not
                set up a game.
        """
        state = self._start()
        if self.reshuffles is None:
            return state
        # Chance as data: the decks formed after each exhaustion are given, not drawn.
        orders = DeckOrders(self.reshuffles).bound(state.table.edition.deck)
        return state.replace(table=state.table.with_shuffle(orders))

    def _start(self) -> GameState:
        if self.start_position is not None:
            if self.position is not None or self.deck is not None:
                raise RecordError("a record with a start keeps its cards there", "$.start")
            try:
                state = position_from_json(self.start_position)
            except PositionError as exc:
                raise RecordError(str(exc), "$.start") from None
            table = state.table
            if table.edition.name != self.edition or table.names != self.players:
                raise RecordError("the start's edition and players are not the record's", "$.start")
            return state
        options: dict[str, Any] = dict(self.options)
        if set(options) - _option_names():
            unknown = sorted(set(options) - _option_names())
            raise RecordError(f"unknown rule option {unknown[0]!r}", "$.options")
        variants = options.pop("variants", ())
        sheet = self._sheet()
        if sheet is not None:
            options["sheet"] = sheet
        try:
            if self.position is not None:
                if self.deck is not None:
                    raise RecordError("a record with a position keeps its deck in the position")
                p = self.position
                return compose(
                    self.edition,
                    list(self.players),
                    active=p.active,
                    step=_step(p.step),
                    planted=p.planted,
                    hands=dict(enumerate(p.hands)),
                    fields=dict(enumerate(p.fields)),
                    coins=dict(enumerate(p.coins)),
                    set_aside=dict(enumerate(p.set_aside)),
                    bought_field=p.bought_field,
                    face_up=p.face_up,
                    deck=p.deck,
                    discard=p.discard,
                    exhaustions=p.exhaustions,
                    ending=p.ending,
                    seed=self.seed,
                    dealer_seat=self.dealer,
                    variants=variants,
                    **options,
                )
            return new_game(
                self.edition,
                list(self.players),
                seed=self.seed,
                deck=None if self.deck is None else list(self.deck),
                dealer_seat=self.dealer,
                variants=variants,
                **options,
            )
        except BohnanzaError as exc:
            raise RecordError(f"the record does not set up a game: {exc}") from None

    def to_dict(self) -> dict[str, JSONValue]:
        """The record as JSON data (the fields in the documented order)."""
        data: dict[str, JSONValue] = {
            "format": FORMAT,
            "version": VERSION,
            "edition": self.edition,
            "options": {
                key: list(value) if isinstance(value, tuple) else value
                for key, value in self.options
            },
            "players": list(self.players),
            "dealer": self.dealer,
            "seed": self.seed,
            "deck": None if self.deck is None else list(self.deck),
            "actions": [{"actor": _seat(a), "move": str(a)} for a in self.actions],
        }
        if self.result is not None:
            data["result"] = {
                "scores": list(self.result.scores),
                "winners": list(self.result.winners),
            }
        if self.position is not None:
            data["position"] = self.position.to_dict()
        if self.sheet is not None:
            data["sheet"] = {"name": self.sheet[0], "sha256": self.sheet[1]}
        if self.start_position is not None:
            data["start"] = json.loads(self.start_position)
        if self.reshuffles is not None:
            data["reshuffles"] = [None if o is None else list(o) for o in self.reshuffles]
        return data

    def to_json(self) -> str:
        """The record as JSON text: one field a line, one move a line, UTF-8 names kept."""
        lines = ["{"]
        items = list(self.to_dict().items())
        for i, (key, value) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            if key in ("actions", "position", "start", "reshuffles") and value:
                listed = key in ("actions", "reshuffles")
                opening, closing = ("[", "]") if listed else ("{", "}")
                entries = (
                    [json.dumps(v, ensure_ascii=False) for v in typing.cast(list[object], value)]
                    if listed
                    else [
                        f"{json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}"
                        for k, v in typing.cast(dict[str, object], value).items()
                    ]
                )
                lines.append(f"  {json.dumps(key)}: {opening}")
                for j, entry in enumerate(entries):
                    sep = "," if j < len(entries) - 1 else ""
                    lines.append(f"    {entry}{sep}")
                lines.append(f"  {closing}{comma}")
            else:
                lines.append(f"  {json.dumps(key)}: {json.dumps(value, ensure_ascii=False)}{comma}")
        lines.append("}")
        return "\n".join(lines) + "\n"


def _seat(action: Action) -> int:
    # Every action names the seat that makes it (bohnanza.actions).
    return action.seat


def _option_fields() -> dict[str, object]:
    hints = typing.get_type_hints(Rules)
    return {a.name: hints.get(a.name, object) for a in attrs.fields(Rules) if a.name != "players"}


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
            (a position built with ``compose``, a custom edition, a state after the first move).
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


def _starts_at(record: Record, state: GameState) -> bool:
    # The given deck orders are compared as the record stores them, not as the caller's
    # shuffle object.
    try:
        found = record.start()
    except RecordError:
        return False
    plain = state.table.with_shuffle(None)
    return found._key() == state._key() and found.table.with_shuffle(None) == plain


# ---------------------------------------------------------------------------------------
# Loading: every check names the JSON path of what it refuses.


def _type_name(value: object) -> str:
    match value:
        case None:
            return "null"
        case bool():
            return "a boolean"
        case int():
            return "an integer"
        case float():
            return "a number"
        case str():
            return "a string"
        case list():
            return "an array"
        case dict():
            return "an object"
    return type(value).__name__  # pragma: no cover - json.loads makes nothing else


def _int(value: object, path: str) -> int:
    if type(value) is not int:
        raise RecordError(f"expected an integer, found {_type_name(value)}", path)
    return value


def _str(value: object, path: str) -> str:
    if not isinstance(value, str):
        raise RecordError(f"expected a string, found {_type_name(value)}", path)
    return value


def _list(value: object, path: str) -> list[object]:
    if not isinstance(value, list):
        raise RecordError(f"expected an array, found {_type_name(value)}", path)
    return value


def _object(
    value: object, path: str, required: Iterable[str], optional: Iterable[str] = ()
) -> dict[str, object]:
    if not isinstance(value, dict):
        raise RecordError(f"expected an object, found {_type_name(value)}", path)
    required = tuple(required)
    for key in required:
        if key not in value:
            raise RecordError(f"missing field {key!r}", path)
    known = set(required) | set(optional)
    for key in value:
        if key not in known:
            raise RecordError(f"unknown field {key!r}", path)
    return value


def _count(value: object, path: str) -> int:
    number = _int(value, path)
    if number < 0:
        raise RecordError(f"{number} is negative", path)
    if number > _MAX_COUNT:
        # The schema's bound (record.schema.json): a claim beyond it is refused here too,
        # so that the loader and the schema agree (finding L6).
        raise RecordError(f"{number} is beyond {_MAX_COUNT:,}", path)
    return number


def _seat_index(value: object, path: str, count: int) -> int:
    seat = _int(value, path)
    if not 0 <= seat < count:
        raise RecordError(f"seat {seat} does not exist (seats are 0-{count - 1})", path)
    return seat


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out: dict[str, object] = {}
    for key, value in pairs:
        if key in out:
            raise RecordError(f"duplicate field {key!r} in a JSON object")
        out[key] = value
    return out


def _fits(value: object, hint: object) -> bool:
    """Whether a JSON value has the type of a ``Rules`` field (unknown types pass)."""
    origin = typing.get_origin(hint)
    if hint is bool:
        return isinstance(value, bool)
    if hint is int:
        return type(value) is int
    if hint is float:
        return type(value) in (int, float)
    if hint is str:
        return isinstance(value, str)
    if origin is Literal:
        return any(type(value) is type(arg) and value == arg for arg in typing.get_args(hint))
    if origin is tuple:
        args = typing.get_args(hint)
        if not isinstance(value, list):
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            return all(_fits(v, args[0]) for v in value)
        return len(args) == len(value) and all(
            _fits(v, a) for v, a in zip(value, args, strict=True)
        )
    if origin is typing.Union or origin is types.UnionType:
        return any(_fits(value, arg) for arg in typing.get_args(hint))
    return True


_NAMES = {bool: "a boolean", int: "an integer", float: "a number", str: "a string"}


def _describe(hint: object) -> str:
    if typing.get_origin(hint) is Literal:
        return "one of " + ", ".join(str(a) for a in typing.get_args(hint))
    if typing.get_origin(hint) is tuple:
        items = [_describe(a).removeprefix("an ").removeprefix("a ") for a in typing.get_args(hint)]
        return "an array of " + " or ".join(f"{item}s" for item in items if item != "Ellipsis")
    if isinstance(hint, type) and hint in _NAMES:
        return _NAMES[hint]
    return getattr(hint, "__name__", str(hint))


def _options(value: object) -> tuple[tuple[str, OptionValue], ...]:
    if not isinstance(value, dict):
        raise RecordError(f"expected an object, found {_type_name(value)}", "$.options")
    raw: dict[str, object] = value
    fields = _option_fields()
    out: list[tuple[str, OptionValue]] = []
    for key in sorted(raw):
        path = f"$.options.{key}"
        if key not in fields:
            raise RecordError(f"unknown rule option {key!r}", path)
        item = raw[key]
        if not _fits(item, fields[key]):
            raise RecordError(f"{item!r} is not {_describe(fields[key])}", path)
        if isinstance(item, list):
            out.append((key, tuple(typing.cast(list[str | int], item))))
        elif isinstance(item, str | int):
            out.append((key, item))
        else:
            raise RecordError(
                f"expected a string, an integer, a boolean or an array, found {_type_name(item)}",
                path,
            )
    return tuple(out)


def _deck(value: object) -> tuple[str, ...] | None:
    if value is None:
        return None
    known = varieties()
    out = []
    for i, item in enumerate(_list(value, "$.deck")):
        key = _str(item, f"$.deck[{i}]")
        if key not in known:
            raise RecordError(
                f"unknown bean variety {key!r} (varieties: {', '.join(sorted(known))})",
                f"$.deck[{i}]",
            )
        out.append(key)
    return tuple(out)


def _result(value: object, count: int) -> RecordResult:
    raw = _object(value, "$.result", ("scores", "winners"))
    scores = _list(raw["scores"], "$.result.scores")
    if len(scores) != count:
        raise RecordError(f"{len(scores)} scores for {count} players", "$.result.scores")
    winners = _list(raw["winners"], "$.result.winners")
    if not winners:
        raise RecordError("no winner", "$.result.winners")
    result = RecordResult(
        tuple(_count(s, f"$.result.scores[{i}]") for i, s in enumerate(scores)),
        tuple(_seat_index(w, f"$.result.winners[{i}]", count) for i, w in enumerate(winners)),
    )
    if len(set(result.winners)) != len(result.winners):
        raise RecordError("a seat is named twice", "$.result.winners")
    return result


_STEPS = {step.name.lower(): step for step in Step}


def _step(name: str) -> Step:
    if name not in _STEPS:
        raise RecordError(f"unknown step {name!r} (steps: {', '.join(_STEPS)})", "$.position.step")
    return _STEPS[name]


def _keys(value: object, path: str) -> tuple[str, ...]:
    known = varieties()
    out = []
    for i, item in enumerate(_list(value, path)):
        key = _str(item, f"{path}[{i}]")
        if key not in known:
            raise RecordError(f"unknown bean variety {key!r}", f"{path}[{i}]")
        out.append(key)
    return tuple(out)


def _per_seat(value: object, path: str, count: int) -> list[object]:
    items = _list(value, path)
    if len(items) != count:
        raise RecordError(f"{len(items)} entries for {count} players", path)
    return items


def _position(value: object, count: int) -> Position:
    path = "$.position"
    names = tuple(a.name for a in attrs.fields(Position))
    raw = _object(value, path, names)
    ending = raw["ending"]
    if not isinstance(ending, bool):
        raise RecordError(f"expected a boolean, found {_type_name(ending)}", f"{path}.ending")
    fields = []
    for seat, item in enumerate(_per_seat(raw["fields"], f"{path}.fields", count)):
        where = f"{path}.fields[{seat}]"
        fields.append(tuple(_keys(f, f"{where}[{k}]") for k, f in enumerate(_list(item, where))))
    return Position(
        active=_seat_index(raw["active"], f"{path}.active", count),
        step=_step(_str(raw["step"], f"{path}.step")).name.lower(),
        planted=_count(raw["planted"], f"{path}.planted"),
        hands=tuple(
            _keys(h, f"{path}.hands[{i}]")
            for i, h in enumerate(_per_seat(raw["hands"], f"{path}.hands", count))
        ),
        fields=tuple(fields),
        coins=tuple(
            _keys(c, f"{path}.coins[{i}]")
            for i, c in enumerate(_per_seat(raw["coins"], f"{path}.coins", count))
        ),
        set_aside=tuple(
            _keys(c, f"{path}.set_aside[{i}]")
            for i, c in enumerate(_per_seat(raw["set_aside"], f"{path}.set_aside", count))
        ),
        bought_field=tuple(
            _seat_index(b, f"{path}.bought_field[{i}]", count)
            for i, b in enumerate(_list(raw["bought_field"], f"{path}.bought_field"))
        ),
        face_up=_keys(raw["face_up"], f"{path}.face_up"),
        deck=_keys(raw["deck"], f"{path}.deck"),
        discard=_keys(raw["discard"], f"{path}.discard"),
        exhaustions=_count(raw["exhaustions"], f"{path}.exhaustions"),
        ending=ending,
    )


def _actions(value: object, count: int) -> tuple[Action, ...]:
    out: list[Action] = []
    for i, item in enumerate(_list(value, "$.actions")):
        path = f"$.actions[{i}]"
        raw = _object(item, path, ("actor", "move"))
        actor = _seat_index(raw["actor"], f"{path}.actor", count)
        text = _str(raw["move"], f"{path}.move")
        try:
            action = parse_action(text)
        except InvalidActionError as exc:
            raise RecordError(str(exc), f"{path}.move") from None
        if _seat(action) != actor:
            raise RecordError(
                f"the actor is seat {actor} but the move {str(action)!r} is seat {_seat(action)}'s",
                path,
            )
        out.append(action)
    return tuple(out)


def load_record(text: str | bytes) -> Record:
    """Read a record from its JSON text, checking every field.

    The checks are those of the JSON Schema (``record_schema()``) and more: the edition
    exists, the deck names known varieties, every actor is a seat and the seat of its
    move, every move parses, and ``new_game`` deals the game.  Whether the moves are
    legal is ``replay``'s question.

    >>> load_record('{"format": "bohnanza-record", "version": 2}')
    Traceback (most recent call last):
    ...
    bohnanza.records.RecordError: $.version: unsupported record version 2 ...

    Raises:
        RecordError: the text is not a valid record; the message names the problem and
            its JSON path (``$.actions[3].actor``) or, for bad JSON, its line and column.
    """
    if type(text) not in (str, bytes):
        raise RecordError(f"a record is read from str or bytes, not {show(text)}")
    if len(text) > MAX_RECORD_SIZE:
        raise RecordError(f"a record has at most {MAX_RECORD_SIZE:,} bytes; this has {len(text):,}")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"not UTF-8 text (byte {exc.start})") from None
    assert isinstance(text, str)
    if len(text.encode("utf-8", "surrogatepass")) > MAX_RECORD_SIZE:
        raise RecordError(f"a record has at most {MAX_RECORD_SIZE:,} bytes of UTF-8")
    try:
        data: object = json.loads(
            text,
            object_pairs_hook=_no_duplicates,
            parse_int=_json_int,
            parse_constant=_json_constant,
        )
    except json.JSONDecodeError as exc:
        raise RecordError(f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise RecordError("not a record: JSON nested too deeply") from None
    # A lone surrogate (JSON "\\ud83d") can only reach a name: new_game refuses it there;
    # every other string must be a known key, a reading or ASCII (finding R6).
    if not isinstance(data, dict):
        raise RecordError(f"expected an object, found {_type_name(data)}", "$")
    if "format" not in data:
        raise RecordError("missing field 'format' (not a bohnanza record)", "$")
    if data["format"] != FORMAT:
        raise RecordError(f"format is {data['format']!r}, not {FORMAT!r}", "$.format")
    if "version" not in data:
        raise RecordError("missing field 'version'", "$")
    version = _int(data["version"], "$.version")
    if version != VERSION:
        raise RecordError(
            f"unsupported record version {version} (this library reads version {VERSION})",
            "$.version",
        )
    raw = _object(data, "$", (*_FIELDS, "actions"), _OPTIONAL)
    name = _str(raw["edition"], "$.edition")
    if name not in editions():
        raise RecordError(f"unknown edition {name!r}; known: {', '.join(editions())}", "$.edition")
    players = _list(raw["players"], "$.players")
    if not players:
        raise RecordError("no players", "$.players")
    names = tuple(_str(p, f"$.players[{i}]") for i, p in enumerate(players))
    if len(set(names)) != len(names):
        raise RecordError(f"player names must differ: {list(names)}", "$.players")
    count = len(names)
    record = Record(
        edition=name,
        players=names,
        dealer=_seat_index(raw["dealer"], "$.dealer", count),
        seed=_int(raw["seed"], "$.seed"),
        deck=_deck(raw["deck"]),
        options=_options(raw["options"]),
        actions=_actions(raw["actions"], count),
        result=_result(raw["result"], count) if "result" in raw else None,
        position=_position(raw["position"], count) if "position" in raw else None,
        sheet=_sheet_field(raw["sheet"]) if "sheet" in raw else None,
        start_position=_start_position(raw["start"]) if "start" in raw else None,
        reshuffles=_reshuffles(raw["reshuffles"]) if "reshuffles" in raw else None,
    )
    record.start()  # the setup must deal: player count, removed varieties, deck size
    return record


def _sheet_field(value: object) -> tuple[str, str]:
    raw = _object(value, "$.sheet", ("name", "sha256"), ())
    name = _str(raw["name"], "$.sheet.name")
    digest = _str(raw["sha256"], "$.sheet.sha256")
    if len(digest) != 64 or any(c not in "0123456789abcdef" for c in digest):
        raise RecordError("a sheet's sha256 is 64 lowercase hex digits", "$.sheet.sha256")
    return name, digest


def _start_position(value: object) -> str:
    try:
        return position_to_json(position_from_dict(value))
    except PositionError as exc:
        raise RecordError(str(exc), "$.start") from None


def _reshuffles(value: object) -> tuple[Order | None, ...]:
    known = varieties()
    out: list[Order | None] = []
    for k, item in enumerate(_list(value, "$.reshuffles")):
        path = f"$.reshuffles[{k}]"
        if item is None:
            out.append(None)
            continue
        order: list[int | str] = []
        for i, card in enumerate(_list(item, path)):
            if (type(card) is int and 0 <= card <= _MAX_CARD_ID) or (
                isinstance(card, str) and card in known
            ):
                order.append(card)
            else:
                raise RecordError(
                    f"expected a card id or a variety key, found {show(card)}", f"{path}[{i}]"
                )
        out.append(tuple(order))
    return tuple(out)


def _json_int(text: str) -> int:
    # Python refuses to read integers of more than 4,300 digits with a bare ValueError
    # (finding R1); no number of a record needs more than 20.
    if len(text.lstrip("-")) > _MAX_DIGITS:
        raise RecordError(f"a number of {len(text.lstrip('-'))} digits (at most {_MAX_DIGITS})")
    return int(text)


def _json_constant(text: str) -> object:
    raise RecordError(f"not JSON: {text} is not a JSON number")


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
