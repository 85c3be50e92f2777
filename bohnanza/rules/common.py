"""What every mechanism shares: the rule keys, the refusal builder, input-shape checks,
interned moves and the small constructors of new states.

Every rule key a refusal may cite is registered in ``RULE_KEYS``; ``refuse`` will not build
a refusal for an unregistered key.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from bohnanza.actions import (
    Action,
    BuyField,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Plant,
)
from bohnanza.cards import Card
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.state import GameState, Player, Step

MAX_FIELDS = 3


_INTERNED: dict[tuple[object, ...], Action] = {}


_A = TypeVar("_A", Plant, Harvest, BuyField, EndPlanting, Keep, EndTrading, Discard, LeaveOffer)


def intern(kind: type[_A], *args: int) -> _A:
    key = (kind, *args)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = kind(*args)
    return found  # type: ignore[return-value]


def replace_seat(players: tuple[Player, ...], seat: int, player: Player) -> tuple[Player, ...]:
    return players[:seat] + (player,) + players[seat + 1 :]


def remove_ids(cards: tuple[Card, ...], ids: Sequence[int]) -> tuple[Card, ...]:
    return tuple(c for c in cards if c.id not in ids)


def new_state(
    s: GameState,
    players: tuple[Player, ...],
    step: Step,
    planted: int,
    discard: tuple[Card, ...],
    face_up: tuple[Card, ...],
) -> GameState:
    return GameState(
        s.table,
        players,
        s.active,
        step,
        planted,
        s.stack,
        s.drawn,
        discard,
        face_up,
        s.removed,
        s.box,
        s.exhaustions,
        s.ending,
        s.turn,
        s.offer,
    )


def with_step(s: GameState, step: Step, planted: int = 0) -> GameState:
    return GameState(
        s.table,
        s.players,
        s.active,
        step,
        planted,
        s.stack,
        s.drawn,
        s.discard,
        s.face_up,
        s.removed,
        s.box,
        s.exhaustions,
        s.ending,
        s.turn,
        s.offer,
    )


#: Every rule key a refusal can cite.  Keys that only some readings can reach map to the
#: (option, values) pairs that must all hold to reach them (``()`` values: the option is
#: empty); the others to None.  A test checks that each
#: reachable key has a clause in the catalogue of every edition's rulebook.
RULE_KEYS: dict[str, tuple[tuple[str, tuple[str, ...]], ...] | None] = {
    "turn.order": None,
    "field.two-fields": None,
    "field.one-variety": None,
    "step1.front-card": None,
    "step1.matching-field": (("matching_field", ("must", "unique")),),
    "step1.forced-harvest": None,
    "step1.no-third": None,
    "step1.empty-hand": None,
    "step2.keep": None,
    "step2.end": None,
    "step3.plant-all": None,
    "step3.make-room": None,
    "trade.parties": None,
    "trade.active-cards": None,
    "trade.other-cards": None,
    "trade.set-aside": None,
    "donate.to-active": None,
    "harvest.choice": None,
    "harvest.protection": None,
    "duel.harvest": (("harvest_timing", ("own-turn",)),),
    "players.3.field3": (("players", ("3",)), ("third_field", ("start",)), ("variants", ())),
    "variant.beginners": (("variants", ("beginners",)),),
    "variant.five-players": (("variants", ("five-players",)),),
    "field3.once": None,
    "field3.timing": (("third_field_timing", ("own-turn",)),),
    "field3.coins-needed": None,
    "players.6-7.field3": (("players", ("6", "7")),),
    "end.scoring": None,
    "duel.turn": (("duel", ("True",)),),
    "duel.step1": (("duel", ("True",)),),
    "duel.step2": (("duel", ("True",)),),
    "duel.step3.plant": (("duel", ("True",)),),
    "duel.step3.offer": (("duel", ("True",)),),
}


def refuse(s: GameState, key: str, action: Action, reason: str) -> IllegalActionError:
    assert key in RULE_KEYS, f"rule key {key} is not registered"
    if key == "turn.order" and s.table.rules.duel:
        key = "duel.turn"  # the duel's turn has its own four steps
    return IllegalActionError(s.table.rulebook, key, action, reason)


def card_name(s: GameState, card_id: int) -> str:
    return str(s.table.edition.deck.cards[card_id])


def check_field_index(s: GameState, seat: int, field: int, action: Action) -> Exception | None:
    if not 0 <= field < MAX_FIELDS:
        return InvalidActionError(f"{action}: field {field} does not exist (fields are 0, 1, 2)")
    owned = len(s.players[seat].fields)
    if field >= owned:
        return refuse(
            s,
            "field.two-fields",
            action,
            f"seat {seat} has {owned} fields (0-{owned - 1}); field {field} is not his",
        )
    return None


def check_card_id(s: GameState, card: int, action: Action) -> InvalidActionError | None:
    if not 0 <= card < len(s.table.edition.deck.cards):
        return InvalidActionError(f"{action}: there is no card {card} in this deck")
    return None


def check_seat(s: GameState, seat: int, a: object, what: str = "seat") -> InvalidActionError | None:
    if not isinstance(seat, int) or not 0 <= seat < len(s.players):
        return InvalidActionError(
            f"{a}: {what} {seat} does not exist (seats are 0-{len(s.players) - 1})"
        )
    return None


def check_ids(s: GameState, ids: tuple[int, ...], a: Action) -> InvalidActionError | None:
    if not ids:
        return InvalidActionError(f"{a}: names no card")
    if len(set(ids)) != len(ids):
        return InvalidActionError(f"{a}: names a card twice")
    for card in ids:
        bad = check_card_id(s, card, a)
        if bad:
            return bad
    return None
