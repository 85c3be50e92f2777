"""A move notation for other engines: cards named by position or by variety.

The referee's own moves name card ids (``0 plant 33 0``).  An engine that knows its
cards by place or by kind writes instead, in text or in JSON::

    0 plant the front card on field 2          {"seat": 0, "move": "plant",
    1 keep face-up card 1                        "card": {"from": "hand", "index": 1},
    0 trade with 2 give 1 chili for 2 soy        "field": 2}

``read_move(state, notation)`` turns either form into the referee's move, resolving each
card in the position; ``check`` then says whether it is legal and, if not, which rule
refuses it.  Fields and cards are counted from 1 in this notation (the referee's own text
counts fields from 0).  ``describe(state, action)`` writes a referee move in the JSON
form, each card with its id, variety, zone and place; ``text_of`` in the text form.

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
>>> read_move(game, "0 plant the front card on field 2")
Plant(seat=0, card=33, field=1)
>>> text_of(game, Plant(0, 33, 0))
'0 plant hand 1 on field 1'
>>> print(bohnanza.check(game, read_move(game, "0 plant hand 2 on field 1")).rule)
002/step1.front-card
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import Any, Final, cast

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.digits import natural
from bohnanza.errors import BohnanzaError, InvalidActionError, show
from bohnanza.setup import variety_key
from bohnanza.state import (
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    PLANT_RECEIVED,
    STATE_TYPE,
    TRADE,
    GameState,
)

__all__ = ["ZONES", "describe", "read_move", "text_of"]

#: The zones a card may be named from, as the notation spells them.
ZONES: Final = ("hand", "face-up", "set-aside", "offer")
_ZONE_WORDS: Final = {
    "hand": "hand",
    "face-up": "face-up",
    "faceup": "face-up",
    "face_up": "face-up",
    "up": "face-up",
    "set-aside": "set-aside",
    "aside": "set-aside",
    "set_aside": "set-aside",
    "offer": "offer",
    "offered": "offer",
}
_FILLERS: Final = frozenset(
    {"the", "card", "cards", "on", "in", "into", "with", "to", "a", "an", "from", "of"}
)
_MAX_TEXT = 2_000

Ref = dict[str, Any]


def _error(message: str) -> InvalidActionError:
    return InvalidActionError(message)


def _zone(state: GameState, seat: int, zone: str) -> tuple[int, ...]:
    player = state.players[seat]
    if zone == "hand":
        return player.hand_ids
    if zone == "set-aside":
        return player.aside_ids
    if zone == "face-up":
        return state.face_up_ids
    return state.offer_ids


def _plant_zone(state: GameState) -> str:
    step = state.step_id
    # A Ladybohn baby owed in step 2 is planted from the set-aside cards (001/lady.baby-trade).
    if step == PLANT_RECEIVED or (step == TRADE and state.owed_ids):
        return "set-aside"
    if step == OFFER:
        return "offer"
    if step == DUEL_DRAW:
        return "face-up"
    return "hand"


class _Resolver:
    """Names cards in one position; each card named is used once per move."""

    def __init__(self, state: GameState, seat: int) -> None:
        self.state = state
        self.seat = seat
        self.used: set[int] = set()

    def card(self, ref: object, zones: Sequence[str], owner: int | None = None) -> int:
        owner = self.seat if owner is None else owner
        if ref == "front":
            ref = {"from": "hand", "index": 1}
        if not isinstance(ref, Mapping):
            raise _error(f"a card is an object (id, from/index or variety), not {show(ref)}")
        cards = self.state.table.cards
        if "id" in ref:
            card = ref["id"]
            if type(card) is not int or not 0 <= card < len(cards):
                raise _error(f"there is no card {show(card)} in this deck")
            return self._take(card)
        if "from" in ref:
            named = ref["from"]  # a zone's name: str() of a 5,000-digit number would raise
            zone = _ZONE_WORDS.get(named.lower()) if isinstance(named, str) else None
            index = ref.get("index", 1)
            if zone is None:
                raise _error(f"unknown zone {show(ref['from'])} (zones: {', '.join(ZONES)})")
            if type(index) is not int:
                raise _error(f"a card's index is a whole number from 1, not {show(index)}")
            held = _zone(self.state, owner, zone)
            if not 1 <= index <= len(held):
                where = f"seat {owner}'s {zone}" if zone in ("hand", "set-aside") else zone
                raise _error(
                    f"{where} card {show(index)} does not exist ({where} holds {len(held)})"
                )
            return self._take(held[index - 1])
        if "variety" in ref:
            try:
                key = variety_key(ref["variety"])
            except BohnanzaError as exc:
                raise _error(str(exc)) from None
            for zone in zones:
                for card in _zone(self.state, owner, zone):
                    if card not in self.used and cards[card].variety.key == key:
                        return self._take(card)
            raise _error(f"no {key} card left in {' or '.join(zones)} of seat {owner}")
        raise _error("a card names its id, its place (from, index) or its variety")

    def cards(
        self, refs: object, zones: Sequence[str], owner: int | None = None
    ) -> tuple[int, ...]:
        if not isinstance(refs, list | tuple):
            raise _error(f"a list of cards is an array, not {show(refs)}")
        out: list[int] = []
        for ref in refs:
            count = ref.get("count", 1) if isinstance(ref, Mapping) else 1
            if type(count) is not int or not 1 <= count <= 200:
                raise _error(f"a card count is a whole number from 1, not {show(count)}")
            if count > 1 and not (isinstance(ref, Mapping) and "variety" in ref):
                raise _error("only a variety takes a count")
            out.extend(self.card(ref, zones, owner) for _ in range(count))
        return tuple(out)

    def _take(self, card: int) -> int:
        if card in self.used:
            raise _error(f"card {card} is named twice in one move")
        self.used.add(card)
        return card


def _int(value: object, what: str, low: int = 0) -> int:
    if type(value) is not int or value < low:
        raise _error(f"{what} is a whole number from {low}, not {show(value)}")
    return value


def _seat(state: GameState, value: object, what: str) -> int:
    seat = _int(value, what)
    if seat >= len(state.players):
        raise _error(f"seat {show(seat)} does not exist (seats are 0-{len(state.players) - 1})")
    return seat


def _asks(refs: object) -> tuple[str, ...]:
    """Cards asked for, by variety only (the asker cannot see the other hand)."""
    if not isinstance(refs, list | tuple):
        raise _error(f"the cards asked are an array, not {show(refs)}")
    out: list[str] = []
    for ref in refs:
        if not isinstance(ref, Mapping) or "variety" not in ref:
            raise _error("a card asked for is named by its variety")
        count = ref.get("count", 1)
        if type(count) is not int or not 1 <= count <= 200:
            raise _error(f"a card count is a whole number from 1, not {show(count)}")
        try:
            out += [variety_key(ref["variety"])] * count
        except BohnanzaError as exc:
            raise _error(str(exc)) from None
    return tuple(out)


def _field(value: object) -> int:
    return _int(value, "a field number", 1) - 1


def read_move(state: GameState, notation: str | Mapping[str, object]) -> Action:
    """The referee's move that a move of this notation names in ``state``.

    Raises:
        InvalidActionError: the notation is malformed, or names a card that is not there
            (legal or not is ``check``'s question).
    """
    if type(state) is not STATE_TYPE:
        raise _error(f"{show(state)} is not a GameState")
    if isinstance(notation, str):
        return _read_json(state, parse_text(notation))
    if isinstance(notation, Mapping):
        return _read_json(state, notation)
    raise _error(f"a move is text or a JSON object, not {show(notation)}")


def _read_json(state: GameState, move: Mapping[str, object]) -> Action:
    seat = move.get("seat")
    if type(seat) is not int or not 0 <= seat < len(state.players):
        raise _error(f"seat {show(seat)} does not exist (seats are 0-{len(state.players) - 1})")
    kind = move.get("move")
    r = _Resolver(state, seat)
    if kind == "plant":
        card = r.card(move.get("card"), (_plant_zone(state),))
        field = _field(move.get("field"))
        if "miss" not in move and "steps" not in move:
            return Plant(seat, card, field)
        # Ladybohn's miss move (001/lady.miss-move): her place in the field before the
        # planting, bottom card 1 (0: no miss named), and how far she moves up.
        miss = _int(move.get("miss", 0), "a miss's place in the field") - 1
        return Plant(seat, card, field, miss, _int(move.get("steps", 0), "a miss move"))
    if kind == "harvest":
        return Harvest(seat, _field(move.get("field")))
    if kind == "keep":
        return Keep(seat, r.card(move.get("card"), ("face-up",)))
    if kind == "discard":
        zone = "hand" if state.step_id == DUEL_PLANT else "offer"
        return Discard(seat, r.card(move.get("card"), (zone,)))
    if kind == "trade":
        partner = _int(move.get("partner"), "a partner seat")
        if partner >= len(state.players):
            raise _error(f"seat {show(partner)} does not exist")
        gives = r.cards(move.get("give", []), ("face-up", "hand"))
        takes = r.cards(move.get("take", []), ("hand",), owner=partner)
        return Trade(
            seat,
            partner,
            gives,
            takes,
            _int(move.get("give_coins", 0), "a coin count"),
            _int(move.get("take_coins", 0), "a coin count"),
        )
    if kind == "donate":
        receiver = _int(move.get("to"), "a receiving seat")
        zones = ("face-up", "hand") if seat == state.active else ("hand",)
        return Donate(seat, receiver, r.cards(move.get("cards", []), zones))
    if kind == "offer":
        to = _seat(state, move.get("to"), "the addressee")
        zones = ("face-up", "hand") if seat == state.active else ("hand",)
        return Offer(
            seat,
            to,
            r.cards(move.get("give", []), zones),
            _asks(move.get("ask", [])),
            _int(move.get("give_coins", 0), "a coin count"),
            _int(move.get("ask_coins", 0), "a coin count"),
        )
    if kind == "accept":
        offerer = _seat(state, move.get("from"), "the offerer")
        return Accept(seat, offerer, r.cards(move.get("cards", []), ("hand",)))
    if kind == "decline":
        return Decline(seat, _seat(state, move.get("from"), "the offerer"))
    if kind == "withdraw":
        return Withdraw(seat, _seat(state, move.get("to"), "the addressee"))
    if kind == "end-planting":
        return EndPlanting(seat)
    if kind == "end-trading":
        return EndTrading(seat)
    if kind == "buy-field":
        return BuyField(seat)
    if kind == "leave-offer":
        return LeaveOffer(seat)
    raise _error(f"unknown move {show(kind)}")


# ---------------------------------------------------------------------------------------
# The text form: words, read into the JSON form.

_TOKEN = re.compile(r"[^\s,]+|,")


def _card_ref(words: list[str]) -> Ref:
    """One card reference at the head of ``words`` (consumed)."""
    if not words:
        raise _error("a card is missing")
    word = words.pop(0)
    if word == "front":
        return {"from": "hand", "index": 1}
    if word in _ZONE_WORDS:
        index = natural(words[0]) if words else None
        if index is None:
            raise _error(f"{word} needs a card number (from 1)")
        words.pop(0)
        return {"from": _ZONE_WORDS[word], "index": index}
    card = natural(word[1:]) if word.startswith("#") else None
    if card is not None:
        return {"id": card}
    count = natural(word)
    if count is not None:
        ref = _card_ref(words)
        if "variety" not in ref:
            raise _error("only a variety takes a count")
        return {**ref, "count": count}
    return {"variety": word}


def _card_list(words: list[str], stop: set[str]) -> list[Ref]:
    out: list[Ref] = []
    while words and words[0] not in stop:
        if words[0] in (",", "and"):
            words.pop(0)
            continue
        if words[0] in ("nothing", "-"):
            words.pop(0)
            continue
        out.append(_card_ref(words))
    return out


def _number(words: list[str], what: str) -> int:
    value = natural(words[0]) if words else None
    if value is None:
        raise _error(f"{what} is missing (a whole number)")
    words.pop(0)
    return value


def parse_text(text: str) -> dict[str, object]:
    """The JSON form of a move written in the text form (cards not yet resolved).

    Raises:
        InvalidActionError: the text does not follow the notation.
    """
    if not isinstance(text, str) or len(text) > _MAX_TEXT:
        raise _error(f"a move is a text of at most {_MAX_TEXT} characters")
    words = [w for w in _TOKEN.findall(text.lower()) if w not in _FILLERS]
    seat = _number(words, "the seat")
    if not words:
        raise _error(f"{text!r}: no move after the seat")
    head = words.pop(0)
    if head in ("end", "leave", "buy") and words:
        head = f"{head}-{words.pop(0)}"
        if head == "buy-field" and words[:1] == ["3"]:
            words.pop(0)
    move: dict[str, object] = {"seat": seat, "move": head}
    if head == "plant":
        move["card"] = _card_ref(words)
        if words[:1] == ["field"]:
            words.pop(0)
        move["field"] = _number(words, "the field")
        if words[:1] == ["miss"]:
            words.pop(0)
            move["miss"] = _number(words, "the miss's place in the field")
            if words[:1] in (["up"], ["by"]):
                words.pop(0)
            move["steps"] = _number(words, "how far the miss moves up")
    elif head == "harvest":
        if words[:1] == ["field"]:
            words.pop(0)
        move["field"] = _number(words, "the field")
    elif head in ("keep", "discard"):
        move["card"] = _card_ref(words)
    elif head == "trade":
        move["partner"] = _number(words, "the partner")
        if words[:1] == ["give"]:
            words.pop(0)
        move["give"] = _card_list(words, {"take", "for", "coins"})
        if words[:1] in (["take"], ["for"]):
            words.pop(0)
        move["take"] = _card_list(words, {"coins"})
        if words[:1] == ["coins"]:
            words.pop(0)
            move["give_coins"] = _number(words, "the coins given")
            move["take_coins"] = _number(words, "the coins taken")
    elif head == "offer":
        move["to"] = _number(words, "the addressee")
        if words[:1] == ["give"]:
            words.pop(0)
        move["give"] = _card_list(words, {"ask", "for", "coins"})
        if words[:1] in (["ask"], ["for"]):
            words.pop(0)
        move["ask"] = _card_list(words, {"coins"})
        if words[:1] == ["coins"]:
            words.pop(0)
            move["give_coins"] = _number(words, "the coins given")
            move["ask_coins"] = _number(words, "the coins asked")
    elif head == "accept":
        move["from"] = _number(words, "the offerer")
        if words[:1] == ["give"]:
            words.pop(0)
        move["cards"] = _card_list(words, set())
    elif head == "decline":
        move["from"] = _number(words, "the offerer")
    elif head == "withdraw":
        move["to"] = _number(words, "the addressee")
    elif head == "donate":
        move["to"] = _number(words, "the receiving seat")
        move["cards"] = _card_list(words, set())
    elif head not in ("end-planting", "end-trading", "buy-field", "leave-offer"):
        raise _error(f"{text!r}: unknown move {head!r}")
    if words:
        raise _error(f"{text!r}: unexpected {' '.join(words)!r} at the end")
    return move


# ---------------------------------------------------------------------------------------
# Writing: the referee's moves in this notation.


def _where(state: GameState, seat: int, card: int) -> Ref:
    ref: Ref = {"id": card, "variety": state.table.cards[card].variety.key}
    players = state.players
    owners = [seat] + [k for k in range(len(players)) if k != seat]
    for owner in owners:
        for zone in ("hand", "set-aside"):
            held = _zone(state, owner, zone)
            if card in held:
                ref.update({"from": zone, "index": held.index(card) + 1})
                if owner != seat:
                    ref["owner"] = owner
                return ref
    for zone in ("face-up", "offer"):
        held = _zone(state, seat, zone)
        if card in held:
            ref.update({"from": zone, "index": held.index(card) + 1})
            return ref
    return ref


def _misfit(state: object, action: object) -> InvalidActionError | None:
    """Why ``action`` cannot be written against ``state``: not a state, not a move, or a
    seat, card or field this game does not have (finding L4)."""
    if type(state) is not STATE_TYPE:
        return InvalidActionError(f"{show(state)} is not a GameState")
    from bohnanza.boundary import action_problem
    from bohnanza.referee import malformed
    from bohnanza.rules.common import check_seat

    problem = action_problem(action)
    if problem is not None:
        return InvalidActionError(f"malformed action: {problem}")
    move = cast("Action", action)  # action_problem found it one of the move classes
    return check_seat(state, move.seat, move) or malformed(state, move)


def describe(state: GameState, action: Action) -> dict[str, object]:
    """``action`` in the JSON form of this notation, each card with its id, variety and
    (where it is in ``state``) its zone and place from 1; fields from 1.

    Raises:
        InvalidActionError: ``action`` is not a move, or names a seat, card or field that
            ``state``'s game does not have.
    """
    bad = _misfit(state, action)
    if bad is not None:
        raise bad
    seat = action.seat
    out: dict[str, object] = {"seat": seat}
    match action:
        case Plant(card=card, field=field):
            out.update(move="plant", card=_where(state, seat, card), field=field + 1)
            if action.steps or action.miss != -1:
                out.update(miss=action.miss + 1, steps=action.steps)
        case Harvest(field=field):
            out.update(move="harvest", field=field + 1)
        case Keep(card=card):
            out.update(move="keep", card=_where(state, seat, card))
        case Discard(card=card):
            out.update(move="discard", card=_where(state, seat, card))
        case Trade():
            out.update(
                move="trade",
                partner=action.partner,
                give=[_where(state, seat, c) for c in action.gives],
                take=[_where(state, action.partner, c) for c in action.takes],
            )
            if action.give_coins or action.take_coins:
                out.update(give_coins=action.give_coins, take_coins=action.take_coins)
        case Donate():
            out.update(
                move="donate",
                to=action.receiver,
                cards=[_where(state, seat, c) for c in action.cards],
            )
        case Offer():
            asks: dict[str, int] = {}
            for key in action.asks:
                asks[key] = asks.get(key, 0) + 1
            out.update(
                move="offer",
                to=action.to,
                give=[_where(state, seat, c) for c in action.gives],
                ask=[{"variety": k, "count": c} for k, c in asks.items()],
            )
            if action.give_coins or action.ask_coins:
                out.update(give_coins=action.give_coins, ask_coins=action.ask_coins)
        case Accept():
            out.update(
                move="accept",
                **{"from": action.offerer},
                cards=[_where(state, seat, c) for c in action.cards],
            )
        case Decline():
            out.update(move="decline", **{"from": action.offerer})
        case Withdraw():
            out.update(move="withdraw", to=action.to)
        case EndPlanting():
            out["move"] = "end-planting"
        case EndTrading():
            out["move"] = "end-trading"
        case BuyField():
            out["move"] = "buy-field"
        case LeaveOffer():
            out["move"] = "leave-offer"
    return out


def _ref_text(ref: Mapping[str, object]) -> str:
    if "from" in ref:
        return f"{ref['from']} {ref['index']}"
    return f"#{ref['id']}"


def text_of(state: GameState, action: Action) -> str:
    """``action`` in the text form of this notation (cards by place where they have one).

    Raises:
        InvalidActionError: as ``describe``.
    """
    d = describe(state, action)
    head = f"{d['seat']} {d['move']}"
    kind = d["move"]
    if kind == "plant":
        text = f"{head} {_ref_text(d['card'])} on field {d['field']}"  # type: ignore[arg-type]
        if "miss" in d:
            text += f" miss {d['miss']} up {d['steps']}"
        return text
    if kind == "harvest":
        return f"{head} field {d['field']}"
    if kind in ("keep", "discard"):
        return f"{head} {_ref_text(d['card'])}"  # type: ignore[arg-type]
    if kind == "trade":
        give = ", ".join(_ref_text(r) for r in d["give"]) or "nothing"  # type: ignore[attr-defined]
        take = ", ".join(_ref_text(r) for r in d["take"]) or "nothing"  # type: ignore[attr-defined]
        text = f"{d['seat']} trade with {d['partner']} give {give} take {take}"
        if "give_coins" in d:
            text += f" coins {d['give_coins']} {d['take_coins']}"
        return text
    if kind == "donate":
        cards = ", ".join(_ref_text(r) for r in d["cards"])  # type: ignore[attr-defined]
        return f"{d['seat']} donate to {d['to']} {cards}"
    if kind == "offer":
        give = ", ".join(_ref_text(r) for r in d["give"]) or "nothing"  # type: ignore[attr-defined]
        ask = ", ".join(f"{r['count']} {r['variety']}" for r in d["ask"]) or "nothing"  # type: ignore[attr-defined]
        text = f"{d['seat']} offer to {d['to']} give {give} for {ask}"
        if "give_coins" in d:
            text += f" coins {d['give_coins']} {d['ask_coins']}"
        return text
    if kind == "accept":
        cards = ", ".join(_ref_text(r) for r in d["cards"])  # type: ignore[attr-defined]
        return f"{d['seat']} accept from {d['from']}" + (f" give {cards}" if cards else "")
    if kind == "decline":
        return f"{d['seat']} decline {d['from']}"
    if kind == "withdraw":
        return f"{d['seat']} withdraw {d['to']}"
    return head
