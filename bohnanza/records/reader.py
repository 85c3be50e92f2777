"""Reading a game record: ``load_record`` and its checks, each naming the JSON path of
what it refuses.

``load_record`` is imported from ``bohnanza.records`` (and ``bohnanza``), where it is
documented.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Iterable
from typing import Literal

import attrs

from bohnanza.actions import Action, parse_action
from bohnanza.boundary import show
from bohnanza.cards import varieties
from bohnanza.chance import Order
from bohnanza.editions import editions
from bohnanza.errors import InvalidActionError
from bohnanza.position import PositionError
from bohnanza.position import from_dict as position_from_dict
from bohnanza.position import to_json as position_to_json
from bohnanza.records.format import (
    FORMAT,
    MAX_RECORD_SIZE,
    VERSION,
    OptionValue,
    Position,
    Record,
    RecordError,
    RecordResult,
    _option_fields,
    _seat,
    _step,
)

__all__ = ["load_record"]

_FIELDS = ("format", "version", "edition", "options", "players", "dealer", "seed", "deck")
_OPTIONAL = ("result", "position", "sheet", "start", "reshuffles")
#: The most digits a number of a record may have.
_MAX_DIGITS = 20
#: The largest count (score, planted, exhaustions) a record may hold, as in the schema.
_MAX_COUNT = 999_999_999
#: The largest card id a deck order may name (far above any box).
_MAX_CARD_ID = 9_999


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


# Users meet it as bohnanza.records.load_record (or bohnanza.load_record), as the classes of
# bohnanza.records.format.
load_record.__module__ = "bohnanza.records"
