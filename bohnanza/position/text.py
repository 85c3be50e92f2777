"""The position format at the speed of a record: its text written from cached pieces, and
read back without decoding every card object when it is the text this module writes.

``write(state, composed)`` is ``json.dumps(to_dict(state), ensure_ascii=False)``, byte for
byte (a test holds them equal), built from each card's text (``{"id": 33, "variety":
"wax"}``, made once per deck) and the table's header (edition, options, players, dealer,
seed: made once per table).

``read(text)`` is the fast path of ``from_json``: it strips the card objects down to their
ids (one ``str.replace`` per variety), decodes what is left, builds the state, then writes
that state back with ``write``: only a text equal to it is taken, so the fast path reads
exactly the documents the full reader reads the same way, and nothing else (anything
else, or any surprise, gives None and the full reader decides).  The state it builds is
checked by the same validator (``bohnanza.invariants``).  Ladybohn positions, whose header
does not fix the table (the sheet that prices the cards comes later, and reading it may
warn), always take the full reader.

Compiled with mypyc (``setup.py``); the same source runs interpreted.
"""

from __future__ import annotations

import json
import json.decoder
from collections.abc import Callable
from typing import Any, Final

import attrs

from bohnanza.actions import Offer
from bohnanza.cards import Card
from bohnanza.editions import Rules, edition, editions
from bohnanza.invariants import Problem, problem
from bohnanza.position.format import FORMAT, STEP_NAMES, VERSION
from bohnanza.position.reader import card_text, table_of
from bohnanza.state import GameState, Ids, Player, Table

#: The step names by step id.
_STEP_TEXT: Final = {int(step): name for name, step in STEP_NAMES.items()}
_STEP_IDS: Final = {name: int(step) for name, step in STEP_NAMES.items()}
#: How a document begins, up to the edition's name.
_START: Final = f'{{"format": "{FORMAT}", "version": {VERSION}, "edition": "'
#: Where the header (what the table fixes) ends.
_AFTER_HEADER: Final = ', "turn": '
#: The caches are emptied when they grow past this (a few decks and tables per process).
_BOUND: Final = 256


def rule_options(rules: Rules) -> dict[str, object]:
    """Every rule option in force (all ``Rules`` fields but the player count), JSON-ready."""
    out: dict[str, object] = {}
    for a in attrs.fields(Rules):
        if a.name != "players":
            value = getattr(rules, a.name)
            out[a.name] = list(value) if isinstance(value, tuple) else value
    return out


# ---------------------------------------------------------------------------------------
# Writing.

#: Each card's text, per deck (by the identity of its tuple of cards, kept alive with it).
_CARDS: Final[dict[int, tuple[tuple[Card, ...], list[str]]]] = {}
#: Each table's header, by the identity of the table (kept alive with it).
_HEADERS: Final[dict[int, tuple[Table, str]]] = {}


def card_texts(deck: tuple[Card, ...]) -> list[str]:
    """The text of each card of ``deck``, by id."""
    found = _CARDS.get(id(deck))
    if found is not None and found[0] is deck:
        return found[1]
    texts = [json.dumps(card_text(deck, c.id), ensure_ascii=False) for c in deck]
    if len(_CARDS) > _BOUND:
        _CARDS.clear()
    _CARDS[id(deck)] = (deck, texts)
    return texts


def header(table: Table) -> str:
    """The document up to ``"turn"``: what the table fixes."""
    found = _HEADERS.get(id(table))
    if found is not None and found[0] is table:
        return found[1]
    head = json.dumps(
        {
            "format": FORMAT,
            "version": VERSION,
            "edition": table.edition.name,
            "options": rule_options(table.rules),
            "players": list(table.names),
            "dealer": table.dealer,
            "seed": table.seed,
        },
        ensure_ascii=False,
    )[:-1]
    if len(_HEADERS) > _BOUND:
        _HEADERS.clear()
    _HEADERS[id(table)] = (table, head)
    return head


def _zone(texts: list[str], ids: Ids) -> str:
    return "[" + ", ".join([texts[i] for i in ids]) + "]"


#: The text of each long zone kept by the states of a game (the stack a deck is drawn from,
#: the cards out of the game), by the identity of its tuple (kept alive with it), with
#: where each card's text begins: the deck of a later state is the end of its stack's text.
_LONG: Final[dict[int, tuple[Ids, str, list[int]]]] = {}


def _kept(texts: list[str], ids: Ids, start: int) -> str:
    """The text of ``ids[start:]``, from the text of ``ids`` made once."""
    found = _LONG.get(id(ids))
    if found is None or found[0] is not ids:
        where = []
        at = 1
        for i in ids:
            where.append(at)
            at += len(texts[i]) + 2
        if len(_LONG) > _BOUND:
            _LONG.clear()
        found = (ids, _zone(texts, ids), where)
        _LONG[id(ids)] = found
    if start >= len(ids):
        return "[]"
    return found[1] if not start else "[" + found[1][found[2][start] :]


def write(state: GameState, composed: bool) -> str:
    """The document of ``state`` as ``to_json`` writes it (``composed``: whether it says
    ``"composed": true``)."""
    table = state.table
    texts = card_texts(table.cards)
    stack, drawn, exhaustions, ending = state.pile
    rest = state.rest
    first = state.first_kind
    parts = [
        header(table),
        f', "turn": {rest[0]}, "active": {state.active}, "step": "{_STEP_TEXT[state.step_id]}", '
        f'"planted": {state.planted}, "first_planted": '
        + (json.dumps(table.kind_keys[first]) if first >= 0 else "null")
        + f', "exhaustions": {exhaustions}, "ending": {"true" if ending else "false"}, "deck": ',
        # A state read from a text has a stack of its own, not drawn from: no use keeping it.
        _kept(texts, stack, drawn) if drawn else _zone(texts, stack),
        ', "discard": ',
        _zone(texts, state.discard_ids),
        ', "face_up": ',
        _zone(texts, state.face_up_ids),
        ', "offer": ',
        _zone(texts, rest[1]),
        ', "box": ',
        _zone(texts, rest[2]),
        ', "removed": ',
        _zone(texts, rest[3]),
        ', "offers": [',
    ]
    for k, o in enumerate(state.offers):
        parts.append(
            f'{", " if k else ""}{{"seat": {o.seat}, "to": {o.to}, "gives": '
            + _zone(texts, o.gives)
            + ', "asks": '
            + json.dumps(list(o.asks), ensure_ascii=False)
            + f', "give_coins": {o.give_coins}, "ask_coins": {o.ask_coins}}}'
        )
    parts.append("]")
    if rest[4]:
        parts.append(', "owed": ' + json.dumps(list(rest[4])))
    if rest[5]:  # decision trade.offer-repeats
        parts.append(', "unaccepted": ' + json.dumps([[c >> 6, c & 63] for c in rest[5]]))
    deck = table.edition.deck
    if deck.priced:
        parts.append(
            ', "sheet": '
            + json.dumps({"name": deck.sheet, "sha256": deck.priced}, ensure_ascii=False)
        )
    if composed:
        parts.append(', "composed": true')
    parts.append(', "seats": [')
    for seat, p in enumerate(state.players):
        parts.append(
            ('{"hand": ' if not seat else ', {"hand": ')
            + _zone(texts, p.hand_ids)
            + ', "fields": ['
            + ", ".join([_zone(texts, f) for f in p.field_ids])
            + '], "coins": '
            + _zone(texts, p.coin_ids)
            + ', "set_aside": '
            + _zone(texts, p.aside_ids)
            + (', "bought_field": true}' if p.info[1] else ', "bought_field": false}')
        )
    parts.append("]}")
    return "".join(parts)


# ---------------------------------------------------------------------------------------
# Reading.

#: The table each header read stands for (only plain tables of packaged editions), and
#: the last header read with its table (most texts read in a row share their table).
_TABLES: Final[dict[str, Table]] = {}
_LAST: Final[list[tuple[str, Table]]] = []
#: The JSON scanner without the whitespace handling of ``json.loads`` (the numbers
#: ``read`` decodes have none).
_SCAN: Final[Callable[[str, int], tuple[Any, int]]] = json.decoder.JSONDecoder().scan_once  # type: ignore[attr-defined]
#: ``read`` decodes a body through bytes.translate: the letters, quotes, colons, braces and
#: spaces of keys, card objects, names and booleans go, which leaves the numbers (ids,
#: turn, ...), commas (doubled where a value went) and the brackets of the arrays, in the
#: document's order.  What the numbers do not say is read where it stands.
_NOT_NUMBERS: Final = b' {}":_-abcdefghijklmnopqrstuvwxyz'
_COMPOSED: Final = '"composed": true, '
_SEATS: Final = '"seats": ['
_TOP: Final = 12


def _table(head: str) -> Table | None:
    """The table a header stands for, read once per header by the full reader's rules."""
    found = _TABLES.get(head)
    if found is not None:
        return found
    name = head[len(_START) : head.index('"', len(_START))]
    if name not in editions():
        return None
    ed = edition(name)
    if ed.deck.has_kinds:
        return None  # Ladybohn: the sheet comes after the header (see the module's text)
    data = json.loads(head + "}")
    if not isinstance(data, dict) or list(data) != [
        "format",
        "version",
        "edition",
        "options",
        "players",
        "dealer",
        "seed",
    ]:
        return None
    table = table_of(data)
    if table.edition is not ed:
        return None
    if len(_TABLES) > _BOUND:
        _TABLES.clear()
    _TABLES[head] = table
    return table


def _ids(value: object, most: int) -> Ids:
    """A JSON array of card ids (ints from 0 to ``most - 1``) as a tuple."""
    if type(value) is not list:
        raise ValueError("not an array")
    for card in value:
        if type(card) is not int or not 0 <= card < most:
            raise ValueError("not a card id")
    return tuple(value)


def _int(value: object, low: int, high: int) -> int:
    if type(value) is not int or not low <= value <= high:
        raise ValueError("out of range")
    return value


def _after(text: str, key: str, start: int) -> int:
    """Where the value of ``key`` begins in ``text`` (from ``start``)."""
    at = text.find(key, start)
    if at < 0:
        raise ValueError(key)
    return at + len(key)


def read(text: str) -> tuple[GameState, Problem | None] | None:
    """The state of a document that ``write`` wrote, with the validator's verdict on it;
    None for any other text (the full reader decides)."""
    if _LAST and text.startswith(_LAST[0][0]) and text.startswith(_AFTER_HEADER, len(_LAST[0][0])):
        cut, table = len(_LAST[0][0]), _LAST[0][1]
    else:
        if not text.startswith(_START):
            return None
        cut = text.find(_AFTER_HEADER)
        if cut < 0:
            return None
        try:
            found_table = _table(text[:cut])
        except Exception:  # the full reader names what is wrong
            return None
        if found_table is None:
            return None
        table = found_table
        _LAST[:] = [(text[:cut], table)]
    try:
        found = _build(table, text, cut)
        if found is None:
            return None
        state, composed = found
        if write(state, composed) != text:
            return None
    except Exception:  # not this module's text: the full reader decides
        return None
    return state, problem(state, composed)


def _build(table: Table, text: str, cut: int) -> tuple[GameState, bool] | None:
    """The state the body of ``text`` (from ``cut``) describes, and whether it says it was
    composed, as ``write`` would have written it (``read`` checks that it was)."""
    numbers = text[cut:].encode().translate(None, _NOT_NUMBERS).replace(b",,", b",")
    values = _SCAN("[" + numbers[1:].replace(b",]", b"]").decode() + "]", 0)[0]
    n = len(table.names)
    if type(values) is not list or len(values) not in (_TOP, _TOP + 1):
        return None
    unaccepted: list[int] = []
    if len(values) > _TOP:  # the [offerer, addressee] pairs of trade.offer-repeats
        for pair in values[11]:
            unaccepted.append(_int(pair[0], 0, n - 1) * 64 + _int(pair[1], 0, n - 1))
    seats = values[-1]  # each seat's hand, fields, coins, set-aside cards
    if type(seats) is not list or len(seats) != 4 * n:
        return None
    cards = table.cards
    most = len(cards)
    keys = table.kind_keys
    at = _after(text, '"step": "', cut)
    step = _STEP_IDS[text[at : text.index('"', at)]]
    at = _after(text, '"first_planted": ', at)
    first_kind = -1
    if not text.startswith("null", at):
        first_kind = keys.index(text[at + 1 : text.index('"', at + 1)])
    ending = text.startswith("true", _after(text, '"ending": ', at))
    offers: list[Offer] = []
    flat = values[10]  # each offer's seat, to, gives, [] (its asks), coins given, asked
    if type(flat) is not list or len(flat) % 6:
        return None
    for k in range(0, len(flat), 6):
        item = flat[k : k + 6]
        at = _after(text, '"asks": ', at)
        asks = json.loads(text[at : text.index("]", at) + 1])
        for key in asks:
            if key not in keys:
                return None
        offers.append(
            Offer(
                _int(item[0], 0, n - 1),
                _int(item[1], 0, n - 1),
                _ids(item[2], most),
                asks,
                _int(item[4], 0, most),
                _int(item[5], 0, most),
            )
        )
    at = text.rfind(_SEATS)
    composed = text.startswith(_COMPOSED, at - len(_COMPOSED))
    players: list[Player] = []
    for seat in range(n):
        fields = seats[4 * seat + 1]
        if type(fields) is not list or len(fields) > 3:
            return None
        at = _after(text, '"bought_field": ', at)
        players.append(
            Player(
                (table.names[seat], text.startswith("true", at), cards),
                _ids(seats[4 * seat], most),
                tuple([_ids(f, most) for f in fields]),
                _ids(seats[4 * seat + 2], most),
                _ids(seats[4 * seat + 3], most),
            )
        )
    state = GameState(
        table,
        tuple(players),
        _int(values[1], 0, n - 1),
        step,
        _int(values[2], 0, 2),
        _ids(values[5], most),
        _ids(values[6], most),
        (_ids(values[4], most), 0, _int(values[3], 0, table.rules.end_exhaustions), ending),
        (
            _int(values[0], 1, 2**63 - 1),
            _ids(values[7], most),
            _ids(values[8], most),
            _ids(values[9], most),
            (),
            tuple(unaccepted),
        ),
        first_kind,
        tuple(offers),
    )
    return state, composed
