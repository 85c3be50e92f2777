"""The game record's data: the ``Record`` class and its parts, the format's constants
and its error, and the JSON the record writes (``Record.to_dict``, ``Record.to_json``).

Everything public here is imported from ``bohnanza.records`` (and ``bohnanza``), where it
is documented; the reader is ``bohnanza.records.reader``, the records of played games and
their replay ``bohnanza.records``.
"""

from __future__ import annotations

import json
import typing
from collections.abc import Iterable, Mapping
from typing import Any, TypeAlias

import attrs

from bohnanza.actions import Action
from bohnanza.cards import Card
from bohnanza.chance import DeckOrders, Order
from bohnanza.editions import Rules, edition
from bohnanza.errors import BohnanzaError
from bohnanza.position import PositionError
from bohnanza.position import from_json as position_from_json
from bohnanza.referee import Outcome
from bohnanza.setup import compose, new_game
from bohnanza.sheets import Sheet, loaded_sheet, packaged_sheet
from bohnanza.state import GameState, Step

__all__ = [
    "FORMAT",
    "MAX_RECORD_SIZE",
    "VERSION",
    "JSONValue",
    "OptionValue",
    "Position",
    "Record",
    "RecordError",
    "RecordResult",
]

# The format's constants, documented in bohnanza.records, which exports them.
FORMAT = "bohnanza-record"
VERSION = 1
MAX_RECORD_SIZE = 10_000_000

#: A rule option's value as a record stores it (JSON arrays become tuples).
OptionValue: TypeAlias = str | int | bool | tuple[str | int, ...]
#: A JSON value.
JSONValue: TypeAlias = dict[str, "JSONValue"] | list["JSONValue"] | str | int | float | bool | None

_MAX_MESSAGE = 300


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


_STEPS = {step.name.lower(): step for step in Step}


def _step(name: str) -> Step:
    if name not in _STEPS:
        raise RecordError(f"unknown step {name!r} (steps: {', '.join(_STEPS)})", "$.position.step")
    return _STEPS[name]


# Users meet these classes, and catch the error, as bohnanza.records.X (or bohnanza.X); the
# annotations of their fields are resolved in that module, which imports every name they use.
for _public in (RecordError, RecordResult, Position, Record):
    _public.__module__ = "bohnanza.records"
