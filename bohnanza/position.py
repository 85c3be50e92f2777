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
from collections.abc import Iterable, Mapping
from functools import cache
from importlib import resources
from typing import Any, Final

import attrs

from bohnanza.actions import Offer
from bohnanza.cards import Card, varieties
from bohnanza.editions import Edition, Rules, edition, editions
from bohnanza.errors import BohnanzaError, InvalidSetupError, show
from bohnanza.rules.trading import MAX_UNACCEPTED
from bohnanza.sheets import Sheet, apply_sheet, loaded_sheet, packaged_sheet, resolve_sheet
from bohnanza.state import (
    DRAW,
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    OVER,
    PLANT,
    PLANT_RECEIVED,
    STATE_TYPE,
    TRADE,
    GameState,
    Ids,
    Player,
    Step,
    Table,
)

__all__ = [
    "FORMAT",
    "VERSION",
    "PositionError",
    "from_dict",
    "from_json",
    "position_schema",
    "to_dict",
    "to_json",
]

#: The value of a position document's ``"format"`` field.
FORMAT: Final = "bohnanza-position"
#: The position format version this library writes and reads.
VERSION: Final = 1
#: The largest document ``from_json`` reads, in characters.
MAX_SIZE: Final = 1_000_000
_MAX_MESSAGE = 300

#: The step names of the format (``bohnanza.Step`` in lower case).
STEP_NAMES: Final = {step.name.lower(): step for step in Step}
_DUEL_STEPS = frozenset({OFFER, DUEL_PLANT, DUEL_DRAW, OVER})
_PLAIN_STEPS = frozenset({PLANT, TRADE, PLANT_RECEIVED, OVER})
_TOP_FIELDS = (
    "format",
    "version",
    "edition",
    "options",
    "players",
    "dealer",
    "seed",
    "turn",
    "active",
    "step",
    "planted",
    "first_planted",
    "exhaustions",
    "ending",
    "deck",
    "discard",
    "face_up",
    "offer",
    "box",
    "removed",
    "offers",
    "owed",
    "unaccepted",
    "sheet",
    "seats",
)
_OPTIONAL = frozenset(
    {"dealer", "seed", "turn", "planted", "first_planted", "offers", "owed", "unaccepted", "sheet"}
)
_OFFER_FIELDS = ("seat", "to", "gives", "asks", "give_coins", "ask_coins")
_SEAT_FIELDS = ("hand", "fields", "coins", "set_aside", "bought_field")
#: The table zones in the order the document lists them, with how each is ordered.
TABLE_ZONES: Final = ("deck", "discard", "face_up", "offer", "box", "removed")


class PositionError(InvalidSetupError):
    """A position document that cannot be read: not JSON, not the format, a field of the
    wrong type, or a position the rules cannot reach (a card twice or missing, a third
    field nobody bought, a step of another edition, ...).

    Attributes:
        path: the JSON path of the offending value (``"$.seats[1].fields"``), or None.
    """

    def __init__(self, message: str, path: str | None = None) -> None:
        if len(message) > _MAX_MESSAGE:
            message = message[: _MAX_MESSAGE - 3] + "..."
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path


# ---------------------------------------------------------------------------------------
# Writing.


def _cards(cards: tuple[Card, ...], ids: Ids) -> list[dict[str, object]]:
    if cards and cards[0].kind:
        # Ladybohn: each card's kind too (mister, miss, baby), which sets its price and
        # what planting it does; another engine need not know the ids of each kind.
        return [{"id": i, "variety": cards[i].variety.key, "kind": cards[i].kind} for i in ids]
    return [{"id": i, "variety": cards[i].variety.key} for i in ids]


def _option_value(value: object) -> object:
    return list(value) if isinstance(value, tuple) else value


def rule_options(rules: Rules) -> dict[str, object]:
    """Every rule option in force (all ``Rules`` fields but the player count), JSON-ready."""
    return {
        a.name: _option_value(getattr(rules, a.name))
        for a in attrs.fields(Rules)
        if a.name != "players"
    }


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
        **({"unaccepted": [list(p) for p in state.unaccepted]} if state.unaccepted else {}),
        **_sheet_of(table),
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
    return json.dumps(to_dict(state), ensure_ascii=False, indent=indent)


# ---------------------------------------------------------------------------------------
# Reading: every check names the JSON path of what it refuses.


def _type_name(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    for kind, name in ((int, "an integer"), (float, "a number"), (str, "a string")):
        if isinstance(value, kind):
            return name
    if isinstance(value, list):
        return "an array"
    if isinstance(value, dict):
        return "an object"
    return show(value)


def _int(value: object, path: str, low: int = 0, high: int = 2**63 - 1) -> int:
    if type(value) is not int:
        raise PositionError(f"expected an integer, found {_type_name(value)}", path)
    if not low <= value <= high:
        raise PositionError(f"{value} is out of range ({low} to {high})", path)
    return value


def _str(value: object, path: str) -> str:
    if not isinstance(value, str):
        raise PositionError(f"expected a string, found {_type_name(value)}", path)
    return value


def _bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(f"expected a boolean, found {_type_name(value)}", path)
    return value


def _list(value: object, path: str) -> list[object]:
    if not isinstance(value, list):
        raise PositionError(f"expected an array, found {_type_name(value)}", path)
    return value


def _object(
    value: object, path: str, fields: Iterable[str], optional: Iterable[str] = ()
) -> dict[str, object]:
    if not isinstance(value, dict):
        raise PositionError(f"expected an object, found {_type_name(value)}", path)
    known = tuple(fields)
    skippable = set(optional)
    for key in known:
        if key not in value and key not in skippable:
            raise PositionError(f"missing field {key!r}", path)
    for key in value:
        if key not in known:
            raise PositionError(f"unknown field {key!r}", path)
    return value


_Written = tuple[tuple[dict[str, object], dict[str, object]], ...]
#: ``_written`` per deck's cards, by the identity of the tuple (kept alive beside it).
_WRITTEN: dict[int, tuple[tuple[Card, ...], _Written]] = {}


def _written(deck: tuple[Card, ...]) -> _Written:
    """Each card of ``deck`` as ``_cards`` writes it, and without its kind."""
    found = _WRITTEN.get(id(deck))
    if found is not None and found[0] is deck:
        return found[1]
    written = tuple(
        (_cards(deck, (c.id,))[0], {"id": c.id, "variety": c.variety.key}) for c in deck
    )
    if len(_WRITTEN) > 64:  # a few decks per process; a bound all the same
        _WRITTEN.clear()
    _WRITTEN[id(deck)] = (deck, written)
    return written


@attrs.define
class _Reader:
    """The cards seen so far, to find a card named twice."""

    edition: Edition
    #: Where each card was named: the path of its list and its index there (the JSON
    #: path is written only for a message, ``where``).
    seen: dict[int, tuple[str, int]] = attrs.Factory(dict)
    #: Each card as the document writes it (``_cards``), with and without its kind: a
    #: card equal to one of them needs no further check.
    written: _Written = attrs.field(init=False)

    def __attrs_post_init__(self) -> None:
        self.written = _written(self.edition.deck.cards)

    def where(self, card: int) -> str:
        """The JSON path where ``card`` was named."""
        path, k = self.seen[card]
        return f"{path}[{k}]"

    def cards(self, value: object, path: str) -> Ids:
        deck = self.edition.deck.cards
        written = self.written
        seen = self.seen
        out = []
        for k, item in enumerate(_list(value, path)):
            if type(item) is dict:
                card = item.get("id")
                if type(card) is int and 0 <= card < len(deck) and card not in seen:
                    full, bare = written[card]
                    if item in (full, bare):
                        seen[card] = (path, k)
                        out.append(card)
                        continue
            where = f"{path}[{k}]"
            raw = _object(item, where, ("id", "variety", "kind"), ("kind",))
            card = _int(raw["id"], f"{where}.id", 0, 2**31)
            variety = _str(raw["variety"], f"{where}.variety")
            if card >= len(deck):
                raise PositionError(
                    f"card {card} does not exist ({self.edition.name} has cards 0-{len(deck) - 1})",
                    f"{where}.id",
                )
            if deck[card].variety.key != variety:
                raise PositionError(
                    f"card {card} is a {deck[card].variety.key} bean, not {variety!r}",
                    f"{where}.variety",
                )
            if "kind" in raw:
                kind = _str(raw["kind"], f"{where}.kind")
                if kind != deck[card].kind:
                    actual = deck[card].kind or "of no kind (the deck has no kinds)"
                    raise PositionError(f"card {card} is {actual}, not {kind!r}", f"{where}.kind")
            if card in self.seen:
                raise PositionError(
                    f"card {card} ({variety}) is named twice: also at {self.where(card)}", where
                )
            self.seen[card] = (path, k)
            out.append(card)
        return tuple(out)


def _rules(ed: Edition, count: int, value: object) -> Rules:
    raw = value if isinstance(value, dict) else None
    if raw is None:
        raise PositionError(f"expected an object, found {_type_name(value)}", "$.options")
    options = dict(raw)
    variants = options.pop("variants", [])
    if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
        raise PositionError("variants must be an array of names", "$.options.variants")
    for key, item in options.items():
        if isinstance(item, list):
            options[key] = tuple(item)
    try:
        return ed.rules(count, variants=tuple(variants), **options)
    except InvalidSetupError as exc:
        raise PositionError(str(exc), "$.options") from None


def from_dict(data: object) -> GameState:
    """The state a position document (as JSON data) describes; see ``from_json``.

    Raises:
        PositionError: the document breaks the format or describes a position the rules
            cannot reach; the message names the problem and its JSON path.
    """
    try:
        return _from_dict(data)
    except BohnanzaError:
        raise
    except (TypeError, ValueError, KeyError, IndexError, AttributeError) as exc:
        # The checks above come first; this is the net under them.
        raise PositionError(f"not a valid position ({type(exc).__name__})") from None


def _from_dict(data: object) -> GameState:
    if not isinstance(data, dict):
        raise PositionError(f"expected an object, found {_type_name(data)}", "$")
    if data.get("format") != FORMAT:
        raise PositionError(
            f"format is {show(data.get('format'))}, not {FORMAT!r} (not a bohnanza position)",
            "$.format",
        )
    version = _int(data.get("version"), "$.version")
    if version != VERSION:
        raise PositionError(
            f"unsupported position version {version} (this library reads version {VERSION})",
            "$.version",
        )
    raw = _object(data, "$", _TOP_FIELDS, _OPTIONAL)
    name = _str(raw["edition"], "$.edition")
    if name not in editions():
        raise PositionError(
            f"unknown edition {name!r}; known: {', '.join(editions())}", "$.edition"
        )
    ed = edition(name)
    if "sheet" in raw and not ed.deck.has_kinds:
        raise PositionError(f"{name} prints its beanometers: it takes no sheet", "$.sheet")
    if ed.deck.has_kinds and not ed.deck.priced:
        # Ladybohn: a position carries no prices, only the sheet's digest (decision
        # ladybohn.beanometers); without one, the shipped sheet, which warns.
        given = _named_sheet(raw["sheet"], ed) if "sheet" in raw else None
        ed = attrs.evolve(ed, deck=apply_sheet(ed.deck, resolve_sheet(ed.deck, given)))
    players = _list(raw["players"], "$.players")
    names = tuple(_str(p, f"$.players[{i}]") for i, p in enumerate(players))
    if not names:
        raise PositionError("no players", "$.players")
    if len(set(names)) != len(names):
        raise PositionError(f"player names must differ: {list(names)}", "$.players")
    n = len(names)
    rules = _rules(ed, n, raw["options"])
    dealer = _int(raw.get("dealer", n - 1), "$.dealer", 0, n - 1)
    seed = _int(raw.get("seed", 0), "$.seed", -(2**63), 2**63 - 1)
    turn = _int(raw.get("turn", 1), "$.turn", 1)
    active = _int(raw["active"], "$.active", 0, n - 1)
    step_name = _str(raw["step"], "$.step")
    if step_name not in STEP_NAMES:
        raise PositionError(
            f"unknown step {step_name!r} (steps: {', '.join(STEP_NAMES)})", "$.step"
        )
    step = int(STEP_NAMES[step_name])
    planted = _int(raw.get("planted", 0), "$.planted", 0, 2)
    first = raw.get("first_planted")
    exhaustions = _int(raw["exhaustions"], "$.exhaustions", 0, rules.end_exhaustions)
    ending = _bool(raw["ending"], "$.ending")

    reader = _Reader(ed)
    zones = {zone: reader.cards(raw[zone], f"$.{zone}") for zone in TABLE_ZONES}
    seats_raw = _list(raw["seats"], "$.seats")
    if len(seats_raw) != n:
        raise PositionError(f"{len(seats_raw)} seats for {n} players", "$.seats")
    try:
        table = Table(ed, rules, names, dealer, seed)
    except BohnanzaError as exc:
        raise PositionError(str(exc)) from None
    box = ed.deck.cards
    built = []
    for seat, item in enumerate(seats_raw):
        where = f"$.seats[{seat}]"
        p = _object(item, where, _SEAT_FIELDS)
        hand = reader.cards(p["hand"], f"{where}.hand")
        bought = _bool(p["bought_field"], f"{where}.bought_field")
        if bought and rules.third_field != "buy":
            raise PositionError(
                f"seat {seat} bought a third field, but under third_field="
                f"{rules.third_field} nobody buys one",
                f"{where}.bought_field",
            )
        raw_fields = _list(p["fields"], f"{where}.fields")
        owned = 3 if bought or rules.third_field == "start" else 2
        if len(raw_fields) != owned:
            why = (
                "every seat starts with three"
                if rules.third_field == "start"
                else "it bought its third"
                if bought
                else "it did not buy a third"
            )
            raise PositionError(
                f"seat {seat} has {len(raw_fields)} fields, not {owned} ({why}, at {n} players)",
                f"{where}.fields",
            )
        fields = tuple(reader.cards(f, f"{where}.fields[{k}]") for k, f in enumerate(raw_fields))
        for k, f in enumerate(fields):
            kinds = {box[c].variety.key for c in f}
            if len(kinds) > 1:
                raise PositionError(
                    f"field {k} of seat {seat} holds more than one variety: "
                    f"{', '.join(sorted(kinds))} (a field holds one variety)",
                    f"{where}.fields[{k}]",
                )
        coins = reader.cards(p["coins"], f"{where}.coins")
        aside = reader.cards(p["set_aside"], f"{where}.set_aside")
        built.append(Player((names[seat], bought, box), hand, fields, coins, aside))

    missing = [c for c in range(len(box)) if c not in reader.seen]
    if missing:
        c = missing[0]
        raise PositionError(
            f"{len(missing)} card(s) of the box are in no zone, the first card {c} "
            f"({box[c].variety.key}); cards out of the game belong in 'removed'",
            "$",
        )
    removed = set(zones["removed"])
    for c in range(len(box)):
        if box[c].variety.key in rules.removed and c not in removed:
            raise PositionError(
                f"card {c} is a {box[c].variety.key} bean, removed from the game at {n} "
                f"players, but it is at {reader.where(c)}",
                reader.where(c),
            )
    _check_step(rules, step, step_name, active, planted, ending, exhaustions, zones, built)
    first_kind = -1
    if first is not None:
        key = _str(first, "$.first_planted")
        if key not in table.kind_keys:
            raise PositionError(f"{key!r} is no variety of this deck", "$.first_planted")
        if step not in (PLANT, DUEL_PLANT):
            raise PositionError(
                "a first planted card is named only in step 1 (or the duel's step 2)",
                "$.first_planted",
            )
        first_kind = table.kind_keys.index(key)
    offers = _offers(raw.get("offers", []), ed, n, step, active, built, zones["face_up"])
    owed = _owed(raw.get("owed", []), rules, step, built)
    unaccepted = _unaccepted(raw.get("unaccepted", []), n, step)
    return GameState(
        table,
        tuple(built),
        active,
        step,
        planted,
        zones["discard"],
        zones["face_up"],
        (zones["deck"], 0, exhaustions, ending),
        (turn, zones["offer"], zones["box"], zones["removed"], owed, unaccepted),
        first_kind,
        offers,
    )


def _named_sheet(value: object, ed: Edition) -> Sheet:
    """The sheet a position names by digest: one loaded in this process (``new_game``
    with ``sheet=``, ``load_sheet``'s callers, ``bohnanza verify --sheet``) or the shipped one."""
    raw = _object(value, "$.sheet", ("name", "sha256"))
    name = _str(raw["name"], "$.sheet.name")
    digest = _str(raw["sha256"], "$.sheet.sha256")
    found = loaded_sheet(digest)
    if found is not None:
        # The digest covers what prices the game, not the sheet's name: two sheets of one
        # digest price alike, and the position keeps the name it gives.
        return found if found.name == name else attrs.evolve(found, name=name)
    shipped = packaged_sheet(ed.deck.sheet, ed.deck)
    if shipped.digest == digest:
        return shipped
    raise PositionError(
        f"the position is priced by the beanometer sheet {name!r} (sha256 {digest}), which "
        "is not loaded in this process: load it first (bohnanza.sheets.register_sheet, "
        "or new_game with sheet=)",
        "$.sheet",
    )


def _owed(value: object, rules: Rules, step: int, seats: list[Player]) -> Ids:
    """Ladybohn's babies received in step 2 and not yet planted (001/lady.baby-trade):
    each among the set-aside cards of a seat."""
    items = _list(value, "$.owed")
    if items and (not rules.ladybohn or step != TRADE):
        raise PositionError("babies are owed only in Ladybohn's step 'trade'", "$.owed")
    owed: list[int] = []
    for k, item in enumerate(items):
        card = _int(item, f"$.owed[{k}]")
        if card in owed or not any(card in p.aside_ids for p in seats):
            raise PositionError(
                f"card {card} is owed but is not once among the set-aside cards", f"$.owed[{k}]"
            )
        owed.append(card)
    return tuple(owed)


def _offers(
    value: object,
    ed: Edition,
    n: int,
    step: int,
    active: int,
    players: list[Any],
    face_up: Ids,
) -> tuple[Offer, ...]:
    """The standing offers of step 2 (decision trade.standing-offers): one per pair of
    seats at most, each giving cards its maker holds (face up too, for the active one)."""
    items = _list(value, "$.offers")
    if items and step != TRADE:
        raise PositionError("offers stand only in step 'trade'", "$.offers")
    known = varieties()
    out: list[Offer] = []
    pairs: set[tuple[int, int]] = set()
    for k, item in enumerate(items):
        where = f"$.offers[{k}]"
        raw = _object(item, where, _OFFER_FIELDS, ("give_coins", "ask_coins"))
        seat = _int(raw["seat"], f"{where}.seat", 0, n - 1)
        to = _int(raw["to"], f"{where}.to", 0, n - 1)
        if seat == to or (seat, to) in pairs:
            raise PositionError(
                f"seat {seat} has one offer at most to each other seat, not to {to}", where
            )
        pairs.add((seat, to))
        gives = _Reader(ed).cards(raw["gives"], f"{where}.gives")
        held = players[seat].hand_ids + (face_up if seat == active else ())
        for i, card in enumerate(gives):
            if card not in held:
                raise PositionError(
                    f"seat {seat} offers card {card}, which it does not hold",
                    f"{where}.gives[{i}]",
                )
        asks = tuple(
            _str(a, f"{where}.asks[{i}]") for i, a in enumerate(_list(raw["asks"], f"{where}.asks"))
        )
        for i, key in enumerate(asks):
            if key not in known:
                raise PositionError(f"unknown bean variety {key!r}", f"{where}.asks[{i}]")
        out.append(
            Offer(
                seat,
                to,
                gives,
                asks,
                _int(raw.get("give_coins", 0), f"{where}.give_coins"),
                _int(raw.get("ask_coins", 0), f"{where}.ask_coins"),
            )
        )
    return tuple(out)


def _unaccepted(value: object, n: int, step: int) -> Ids:
    """The offers of this step 2 that ended declined or withdrawn, as ``[offerer,
    addressee]`` pairs, at most ``MAX_UNACCEPTED`` a pair (decision trade.offer-repeats)."""
    items = _list(value, "$.unaccepted")
    if items and step != TRADE:
        raise PositionError("offers end unaccepted only in step 'trade'", "$.unaccepted")
    codes: list[int] = []
    for k, item in enumerate(items):
        where = f"$.unaccepted[{k}]"
        pair = _list(item, where)
        if len(pair) != 2:
            raise PositionError("expected [offerer, addressee]", where)
        seat = _int(pair[0], f"{where}[0]", 0, n - 1)
        to = _int(pair[1], f"{where}[1]", 0, n - 1)
        if seat == to:
            raise PositionError(f"seat {seat} makes no offer to itself", where)
        code = seat * 64 + to
        if codes.count(code) >= MAX_UNACCEPTED:
            raise PositionError(
                f"at most {MAX_UNACCEPTED} offers from {seat} to {to} end unaccepted in a step",
                where,
            )
        codes.append(code)
    return tuple(codes)


def _check_step(
    rules: Rules,
    step: int,
    step_name: str,
    active: int,
    planted: int,
    ending: bool,
    exhaustions: int,
    zones: Mapping[str, Ids],
    players: list[Any],
) -> None:
    """The checks that tie the step to the rest of the position."""
    if step == DRAW:
        raise PositionError(
            "step 'draw' is never awaited: the referee draws at once (give the next turn)",
            "$.step",
        )
    allowed = _DUEL_STEPS if rules.duel else _PLAIN_STEPS
    if step not in allowed:
        kind = "the bean duel" if rules.duel else f"a {rules.players}-player game"
        raise PositionError(f"step {step_name!r} is not a step of {kind}", "$.step")
    if ending != (exhaustions >= rules.end_exhaustions):
        raise PositionError(
            f"ending is {str(ending).lower()} after {exhaustions} exhaustion(s) of "
            f"{rules.end_exhaustions}: the end is reached exactly at the last one",
            "$.ending",
        )
    if step == OVER and not ending:
        raise PositionError("the game is over only once the end is reached", "$.step")
    if zones["offer"] and not rules.duel:
        raise PositionError("only the bean duel has offered cards", "$.offer")
    if zones["face_up"] and step not in (TRADE, DUEL_DRAW):
        raise PositionError(
            "face-up cards lie only in step 'trade' (or the duel's 'duel_draw')", "$.face_up"
        )
    if zones["box"] and rules.third_field_payment != "box":
        raise PositionError(
            "cards leave the game during play only when a third field is paid into the box",
            "$.box",
        )
    for seat, p in enumerate(players):
        if p.aside_ids and step not in (TRADE, PLANT_RECEIVED):
            raise PositionError(
                "cards are set aside only in steps 'trade' and 'plant_received'",
                f"$.seats[{seat}].set_aside",
            )
    if step == PLANT_RECEIVED and not any(p.aside_ids for p in players):
        raise PositionError(
            "step 'plant_received' with no card set aside is over at once (give the next turn)",
            "$.step",
        )
    del active


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
    try:
        data = json.loads(text, object_pairs_hook=_no_duplicates)
    except PositionError:
        raise
    except json.JSONDecodeError as exc:
        raise PositionError(
            f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        ) from None
    except (RecursionError, ValueError, UnicodeDecodeError):
        raise PositionError("not JSON (nested too deeply or not UTF-8)") from None
    return from_dict(data)


def _no_duplicates(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out = dict(pairs)
    if len(out) != len(pairs):
        keys: set[str] = set()
        for key, _ in pairs:
            if key in keys:
                raise PositionError(f"duplicate field {key!r} in a JSON object")
            keys.add(key)
    return out


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
