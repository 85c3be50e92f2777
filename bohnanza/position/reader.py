"""Reading a position document (JSON data) into the state it describes: the format's
checks, each naming the JSON path of what it refuses.

``read(data)`` checks the document's shape (fields, types, ranges, names, each card's id
against its variety and kind) and builds the ``GameState``; whether the rules can reach
that state is the validator's question (``bohnanza.invariants``), which
``bohnanza.position.from_dict`` asks next.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Final

import attrs

from bohnanza.actions import Offer
from bohnanza.cards import Card, varieties
from bohnanza.editions import Edition, Rules, edition, editions
from bohnanza.errors import BohnanzaError, InvalidSetupError, show
from bohnanza.position.format import FORMAT, STEP_NAMES, TABLE_ZONES, VERSION, PositionError
from bohnanza.sheets import Sheet, apply_sheet, loaded_sheet, packaged_sheet, resolve_sheet
from bohnanza.state import GameState, Ids, Player, Table

_TOP_FIELDS: Final = (
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
    "composed",
    "seats",
)
_OPTIONAL: Final = frozenset(
    {
        "dealer",
        "seed",
        "turn",
        "planted",
        "first_planted",
        "offers",
        "owed",
        "unaccepted",
        "sheet",
        "composed",
    }
)
_OFFER_FIELDS: Final = ("seat", "to", "gives", "asks", "give_coins", "ask_coins")
_SEAT_FIELDS: Final = ("hand", "fields", "coins", "set_aside", "bought_field")
#: More fields than any seat may have, read all the same (the validator says how many).
_MOST_FIELDS: Final = 16


def type_name(value: object) -> str:
    """How a message names the JSON type of ``value``."""
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
        raise PositionError(f"expected an integer, found {type_name(value)}", path)
    if not low <= value <= high:
        raise PositionError(f"{value} is out of range ({low} to {high})", path)
    return value


def _str(value: object, path: str) -> str:
    if not isinstance(value, str):
        raise PositionError(f"expected a string, found {type_name(value)}", path)
    return value


def _bool(value: object, path: str) -> bool:
    if not isinstance(value, bool):
        raise PositionError(f"expected a boolean, found {type_name(value)}", path)
    return value


def _list(value: object, path: str) -> list[object]:
    if not isinstance(value, list):
        raise PositionError(f"expected an array, found {type_name(value)}", path)
    return value


def _object(
    value: object, path: str, fields: Iterable[str], optional: Iterable[str] = ()
) -> dict[str, object]:
    if not isinstance(value, dict):
        raise PositionError(f"expected an object, found {type_name(value)}", path)
    known = tuple(fields)
    skippable = set(optional)
    for key in known:
        if key not in value and key not in skippable:
            raise PositionError(f"missing field {key!r}", path)
    for key in value:
        if key not in known:
            raise PositionError(f"unknown field {key!r}", path)
    return value


def card_text(deck: tuple[Card, ...], card: int) -> dict[str, object]:
    """Card ``card`` as a document writes it: its id, variety and (Ladybohn) kind."""
    c = deck[card]
    if c.kind:
        # Ladybohn: each card's kind too (mister, miss, baby), which sets its price and
        # what planting it does; another engine need not know the ids of each kind.
        return {"id": card, "variety": c.variety.key, "kind": c.kind}
    return {"id": card, "variety": c.variety.key}


_Written = tuple[tuple[dict[str, object], dict[str, object]], ...]
#: ``_written`` per deck's cards, by the identity of the tuple (kept alive beside it).
_WRITTEN: dict[int, tuple[tuple[Card, ...], _Written]] = {}


def _written(deck: tuple[Card, ...]) -> _Written:
    """Each card of ``deck`` as a document writes it, and without its kind."""
    found = _WRITTEN.get(id(deck))
    if found is not None and found[0] is deck:
        return found[1]
    written = tuple((card_text(deck, c.id), {"id": c.id, "variety": c.variety.key}) for c in deck)
    if len(_WRITTEN) > 64:  # a few decks per process; a bound all the same
        _WRITTEN.clear()
    _WRITTEN[id(deck)] = (deck, written)
    return written


class _Reader:
    """Reads lists of cards of one edition's deck (whether each card is named once is
    the validator's check)."""

    def __init__(self, ed: Edition) -> None:
        self.edition = ed
        self.deck = ed.deck.cards
        #: Each card as the document writes it, with and without its kind: a card equal
        #: to one of them needs no further check.
        self.written = _written(self.deck)

    def cards(self, value: object, path: str) -> Ids:
        deck = self.deck
        written = self.written
        out = []
        for k, item in enumerate(_list(value, path)):
            if type(item) is dict:
                card = item.get("id")
                if type(card) is int and 0 <= card < len(deck) and item in written[card]:
                    out.append(card)
                    continue
            out.append(self._card(item, f"{path}[{k}]"))
        return tuple(out)

    def _card(self, item: object, where: str) -> int:
        deck = self.deck
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
        return card


def _rules(ed: Edition, count: int, value: object) -> Rules:
    if not isinstance(value, dict):
        raise PositionError(f"expected an object, found {type_name(value)}", "$.options")
    options = dict(value)
    if "players" in options:
        # The player count is the length of $.players, no rule option.
        raise PositionError("unknown rule option 'players'", "$.options")
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


def read(data: object) -> tuple[GameState, bool]:
    """The state a position document (JSON data) describes, its format checked, and
    whether the document says it was composed; the rules' invariants are not checked
    (``bohnanza.invariants``)."""
    if not isinstance(data, dict):
        raise PositionError(f"expected an object, found {type_name(data)}", "$")
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
    table = table_of(raw)
    ed = table.edition
    rules = table.rules
    names = table.names
    n = len(names)
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
    composed = _bool(raw.get("composed", False), "$.composed")

    reader = _Reader(ed)
    zones = {zone: reader.cards(raw[zone], f"$.{zone}") for zone in TABLE_ZONES}
    seats_raw = _list(raw["seats"], "$.seats")
    if len(seats_raw) != n:
        raise PositionError(f"{len(seats_raw)} seats for {n} players", "$.seats")
    box = ed.deck.cards
    built = []
    for seat, item in enumerate(seats_raw):
        where = f"$.seats[{seat}]"
        p = _object(item, where, _SEAT_FIELDS)
        hand = reader.cards(p["hand"], f"{where}.hand")
        bought = _bool(p["bought_field"], f"{where}.bought_field")
        raw_fields = _list(p["fields"], f"{where}.fields")
        if len(raw_fields) > _MOST_FIELDS:
            raise PositionError(f"{len(raw_fields)} fields", f"{where}.fields")
        fields = tuple(reader.cards(f, f"{where}.fields[{k}]") for k, f in enumerate(raw_fields))
        coins = reader.cards(p["coins"], f"{where}.coins")
        aside = reader.cards(p["set_aside"], f"{where}.set_aside")
        built.append(Player((names[seat], bought, box), hand, fields, coins, aside))
    first_kind = -1
    if first is not None:
        key = _str(first, "$.first_planted")
        if key not in table.kind_keys:
            raise PositionError(f"{key!r} is no variety of this deck", "$.first_planted")
        # In which step a first planted card may be named is the validator's question
        # (bohnanza.invariants), as for every other invariant of play.
        first_kind = table.kind_keys.index(key)
    offers = _offers(raw.get("offers", []), reader, n)
    owed = tuple(
        _int(item, f"$.owed[{k}]", 0, 2**31)
        for k, item in enumerate(_list(raw.get("owed", []), "$.owed"))
    )
    unaccepted = _unaccepted(raw.get("unaccepted", []), n)
    state = GameState(
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
    return state, composed


def table_of(raw: dict[str, object]) -> Table:
    """The table a document's head describes: edition (and Ladybohn's sheet), rule
    options, players, dealer and seed."""
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
    try:
        return Table(ed, rules, names, dealer, seed)
    except BohnanzaError as exc:
        raise PositionError(str(exc)) from None


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


def _unaccepted(value: object, n: int) -> Ids:
    """The offers of this step 2 that ended declined or withdrawn, as ``[offerer,
    addressee]`` pairs (decision trade.offer-repeats); how many a pair may have and in which
    step is the validator's question."""
    codes: list[int] = []
    for k, item in enumerate(_list(value, "$.unaccepted")):
        where = f"$.unaccepted[{k}]"
        pair = _list(item, where)
        if len(pair) != 2:
            raise PositionError("expected [offerer, addressee]", where)
        seat = _int(pair[0], f"{where}[0]", 0, n - 1)
        to = _int(pair[1], f"{where}[1]", 0, n - 1)
        codes.append(seat * 64 + to)
    return tuple(codes)


def _offers(value: object, reader: _Reader, n: int) -> tuple[Offer, ...]:
    """The standing offers as written (decision trade.standing-offers); who may make them
    and whether their cards are still held is the validator's question."""
    known = varieties()
    most = len(reader.deck)
    out: list[Offer] = []
    for k, item in enumerate(_list(value, "$.offers")):
        where = f"$.offers[{k}]"
        raw = _object(item, where, _OFFER_FIELDS, ("give_coins", "ask_coins"))
        seat = _int(raw["seat"], f"{where}.seat", 0, n - 1)
        to = _int(raw["to"], f"{where}.to", 0, n - 1)
        gives = reader.cards(raw["gives"], f"{where}.gives")
        asks = tuple(
            _str(a, f"{where}.asks[{i}]") for i, a in enumerate(_list(raw["asks"], f"{where}.asks"))
        )
        for i, key in enumerate(asks):
            if key not in known:
                raise PositionError(f"unknown bean variety {key!r}", f"{where}.asks[{i}]")
        give_coins = _int(raw.get("give_coins", 0), f"{where}.give_coins", 0, most)
        ask_coins = _int(raw.get("ask_coins", 0), f"{where}.ask_coins", 0, most)
        try:
            out.append(Offer(seat, to, gives, asks, give_coins, ask_coins))
        except BohnanzaError as exc:
            raise PositionError(str(exc), where) from None
    return tuple(out)
