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
from bohnanza.cards import varieties
from bohnanza.editions import Rules, editions
from bohnanza.errors import BohnanzaError, IllegalActionError, InvalidActionError
from bohnanza.referee import Outcome, apply, outcome
from bohnanza.setup import new_game, variety_key
from bohnanza.state import GameState

__all__ = [
    "FORMAT",
    "VERSION",
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
_OPTIONAL = ("result",)


class RecordError(BohnanzaError):
    """A game record that cannot be read: not JSON, wrong format or version, a field
    missing or of the wrong type, an unknown edition or variety, a seat that does not
    exist, a move that does not parse, or a setup that ``new_game`` refuses.

    Attributes:
        path: the JSON path of the offending value (``"$.actions[3].actor"``), or None
            when the problem is not at one place (the text is not JSON).
    """

    def __init__(self, message: str, path: str | None = None) -> None:
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
        sorted((key, tuple(value) if isinstance(value, list) else value) for key, value in items)
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

    def start(self) -> GameState:
        """Deal the recorded game's starting position with ``new_game``.

        Raises:
            RecordError: the edition, players, dealer, deck or options do not set up a game.
        """
        options: dict[str, Any] = dict(self.options)
        try:
            return new_game(
                self.edition,
                list(self.players),
                seed=self.seed,
                deck=None if self.deck is None else list(self.deck),
                dealer=self.dealer,
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
        return data

    def to_json(self) -> str:
        """The record as JSON text: one field a line, one move a line, UTF-8 names kept."""
        lines = ["{"]
        items = list(self.to_dict().items())
        for i, (key, value) in enumerate(items):
            comma = "," if i < len(items) - 1 else ""
            if key == "actions" and isinstance(value, list) and value:
                lines.append('  "actions": [')
                for j, move in enumerate(value):
                    sep = "," if j < len(value) - 1 else ""
                    lines.append(f"    {json.dumps(move, ensure_ascii=False)}{sep}")
                lines.append(f"  ]{comma}")
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
    start: GameState, actions: Iterable[Action], *, result: Outcome | None = None
) -> Record:
    """The record of the game dealt as ``start`` and played with ``actions``.

    The moves are stored as given, legal or not (``replay`` finds out).  ``result`` is
    stored as the record's claimed result when given (``outcome(final)``).  A stacked
    deck is stored by variety keys: a game stacked with names (``"Chili"``) replays with
    ``table.stacked`` holding the keys (``"chili"``), the only difference.

    Raises:
        RecordError: ``new_game`` cannot deal ``start`` again from what a record stores
            (a position built with ``compose``, a custom edition, a state after the first move).
    """
    table = start.table
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
    record = Record(
        edition=table.edition.name,
        players=tuple(table.names),
        dealer=table.dealer,
        seed=table.seed,
        deck=deck,
        options=options,
        actions=tuple(actions),
        result=None if result is None else RecordResult.of(result),
    )
    # A stacked deck may name varieties in any language; the record keeps their keys.
    expected = start if deck is None else start.replace(table=attrs.evolve(table, stacked=deck))
    if record.start() != expected:
        raise RecordError(
            "the start state is not a game that new_game deals from the edition, players, "
            "dealer, seed, deck and options alone (a composed position, a custom edition "
            "or a state after the first move?)"
        )
    return record


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
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"not UTF-8 text (byte {exc.start})") from None
    try:
        data: object = json.loads(text, object_pairs_hook=_no_duplicates)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}") from None
    except RecursionError:
        raise RecordError("not a record: JSON nested too deeply") from None
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
        result=None if raw.get("result") is None else _result(raw["result"], count),
    )
    record.start()  # the setup must deal: player count, removed varieties, deck size
    return record


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

    Raises:
        RecordError: the record does not set up a game (``Record.start``).
    """
    start = record.start()
    state = start
    for index, action in enumerate(record.actions):
        try:
            state = apply(state, action)  # checks the move once, raises its refusal
        except (IllegalActionError, InvalidActionError) as refusal:
            return Replay(start, state, index, Refusal(index, action, refusal))
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
