"""What every mechanism shares: the rule keys, the refusal builder, input-shape checks,
the moves built once and the small constructors of new states.

Every rule key a refusal may cite is registered in ``RULE_KEYS``; ``refuse`` will not build
a refusal for an unregistered key.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Final

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
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.messages import Reason
from bohnanza.state import GameState, Ids, Player

MAX_FIELDS: Final = 3

# ---------------------------------------------------------------------------------------
# Moves built once: the same move is the same object, so listing moves allocates nothing.
# Tables cover seats below SEATS and card ids below MOVE_CARDS; others are built on demand.

SEATS: Final = 8
MOVE_CARDS: Final = 160
# Built at import (a few milliseconds): the plantings are the commonest listed moves.
PLANT_ROWS: Final = tuple(
    (Plant(seat, card, 0), Plant(seat, card, 1), Plant(seat, card, 2))
    for seat in range(SEATS)
    for card in range(MOVE_CARDS)
)
_KEEPS: Final[list[Keep | None]] = [None] * (SEATS * MOVE_CARDS)
_DISCARDS: Final[list[Discard | None]] = [None] * (SEATS * MOVE_CARDS)
_HARVESTS: Final = tuple(Harvest(seat, f) for seat in range(SEATS) for f in range(MAX_FIELDS))
_BUYS: Final = tuple(BuyField(seat) for seat in range(SEATS))
_END_PLANTING: Final = tuple(EndPlanting(seat) for seat in range(SEATS))
_END_TRADING: Final = tuple(EndTrading(seat) for seat in range(SEATS))
_LEAVE_OFFER: Final = tuple(LeaveOffer(seat) for seat in range(SEATS))


def plant_row(seat: int, card: int) -> tuple[Plant, Plant, Plant]:
    """The plantings of ``card`` by ``seat`` in fields 0, 1 and 2."""
    if seat < SEATS and card < MOVE_CARDS:
        return PLANT_ROWS[seat * MOVE_CARDS + card]
    return (Plant(seat, card, 0), Plant(seat, card, 1), Plant(seat, card, 2))


def plant_move(seat: int, card: int, field: int) -> Plant:
    return plant_row(seat, card)[field]


def keep_move(seat: int, card: int) -> Keep:
    if seat >= SEATS or card >= MOVE_CARDS:
        return Keep(seat, card)
    i = seat * MOVE_CARDS + card
    move = _KEEPS[i]
    if move is None:
        move = _KEEPS[i] = Keep(seat, card)
    return move


def discard_move(seat: int, card: int) -> Discard:
    if seat >= SEATS or card >= MOVE_CARDS:
        return Discard(seat, card)
    i = seat * MOVE_CARDS + card
    move = _DISCARDS[i]
    if move is None:
        move = _DISCARDS[i] = Discard(seat, card)
    return move


def harvest_move(seat: int, field: int) -> Harvest:
    return _HARVESTS[seat * MAX_FIELDS + field] if seat < SEATS else Harvest(seat, field)


def buy_move(seat: int) -> BuyField:
    return _BUYS[seat] if seat < SEATS else BuyField(seat)


def end_planting_move(seat: int) -> EndPlanting:
    return _END_PLANTING[seat] if seat < SEATS else EndPlanting(seat)


def end_trading_move(seat: int) -> EndTrading:
    return _END_TRADING[seat] if seat < SEATS else EndTrading(seat)


def leave_offer_move(seat: int) -> LeaveOffer:
    return _LEAVE_OFFER[seat] if seat < SEATS else LeaveOffer(seat)


# ---------------------------------------------------------------------------------------
# The last listing.


class LastListing:
    """The moves last listed, with the state they were listed for: ``apply`` plays a move
    of them unchecked.  One record, overwritten by each listing (no allocation), keyed by
    the (immutable) state's identity: no reference from a state to its listing, so no
    cycle keeps states alive."""

    __slots__ = ("moves", "state")

    def __init__(self) -> None:
        self.state: GameState | None = None
        self.moves: tuple[Action, ...] = ()


LISTED: Final = LastListing()


def remember_listed(s: GameState, moves: tuple[Action, ...]) -> None:
    """Record ``moves`` as legal in ``s``, listed by the rules themselves."""
    LISTED.state = s
    LISTED.moves = moves


# ---------------------------------------------------------------------------------------
# New states.


def replace_seat(players: tuple[Player, ...], seat: int, player: Player) -> tuple[Player, ...]:
    # Through a list: half the cost of concatenating slices.
    new = list(players)
    new[seat] = player
    return tuple(new)


def without(ids: Ids, card: int) -> Ids:
    """``ids`` without ``card``, which the caller knows to be there (ids are unique)."""
    rest = list(ids)
    rest.remove(card)
    return tuple(rest)


def new_state(
    s: GameState,
    players: tuple[Player, ...],
    step: int,
    planted: int,
    discard: Ids,
    face_up: Ids,
) -> GameState:
    """``s`` with new players, step, planted count, discard pile and face-up cards; the
    standing offers are kept (the caller ends them when the step changes)."""
    return GameState(
        s.table,
        players,
        s.active,
        step,
        planted,
        discard,
        face_up,
        s.pile,
        s.rest,
        s.first_kind,
        s.offers,
    )


def with_step(s: GameState, step: int, planted: int = 0) -> GameState:
    return GameState(
        s.table,
        s.players,
        s.active,
        step,
        planted,
        s.discard_ids,
        s.face_up_ids,
        s.pile,
        s.rest,
        -1,
        (),
    )


# ---------------------------------------------------------------------------------------
# Refusals and input-shape checks.


#: Every rule key a refusal can cite.  Keys that only some readings can reach map to the
#: (option, values) pairs that must all hold to reach them (``()`` values: the option is
#: empty); the others to None.  A test checks that each
#: reachable key has a clause in the catalogue of every edition's rulebook.
#: Read-only: a refusal's rule id must not depend on what a caller changed (finding R14).
RULE_KEYS: Mapping[str, tuple[tuple[str, tuple[str, ...]], ...] | None] = MappingProxyType(
    {
        "turn.order": None,
        "field.two-fields": None,
        "field.one-variety": None,
        "step1.front-card": None,
        "step1.matching-field": (("matching_field", ("must", "unique")), ("ladybohn", ("False",))),
        "step1.forced-harvest": None,
        "step1.no-third": (("ladybohn", ("False",)),),
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
        "trade.offer": None,
        "trade.accept": None,
        "trade.decline": None,
        "trade.withdraw": None,
        "harvest.choice": None,
        "harvest.protection": None,
        "duel.harvest": (("harvest_timing", ("own-turn",)),),
        "players.3.field3": (
            ("players", ("3",)),
            ("third_field", ("start",)),
            ("variants", ()),
        ),
        "variant.beginners": (("variants", ("beginners",)),),
        "variant.five-players": (("variants", ("five-players",)),),
        "variant.experts": (("variants", ("experts",)),),
        "field3.once": (("ladybohn", ("False",)),),
        "field3.timing": (("third_field_timing", ("own-turn",)), ("ladybohn", ("False",))),
        "field3.coins-needed": (("ladybohn", ("False",)),),
        "players.6-7.field3": (("players", ("6", "7")),),
        "end.scoring": None,
        "duel.turn": (("duel", ("True",)),),
        "duel.step1": (("duel", ("True",)),),
        "duel.step2": (("duel", ("True",)),),
        "duel.step3.plant": (("duel", ("True",)),),
        "duel.step3.offer": (("duel", ("True",)),),
        # Ladybohn (001): its own mechanics, and the keys under which 001 states a rule of
        # the base game (LADY_KEYS).
        "lady.family-field": (("ladybohn", ("True",)),),
        "lady.miss-move": (("ladybohn", ("True",)),),
        "lady.baby-trade": (("ladybohn", ("True",)),),
        "step1.second-card": (("ladybohn", ("True",)),),
        "field3.supply": (("ladybohn", ("True",)),),
        "field3.any-time": (("ladybohn", ("True",)),),
        "field3.cost": (("ladybohn", ("True",)),),
        # Ladybohn's readings selected by an option (decisions ladybohn.*).
        "step1.same-field": (("second_plant_field", ("other-field",)), ("ladybohn", ("True",))),
        "lady.miss-move.phase3": (("miss_promotion", ("two",)), ("ladybohn", ("True",))),
        "trade.continue": (("trade_after_face_up", ("donate-only",)), ("ladybohn", ("True",))),
    }
)

#: Where 001 states a rule of the base game under another key: a Ladybohn refusal cites
#: 001's clause (its catalogue has no step1.no-third, field3.once, ...).
LADY_KEYS: Final = MappingProxyType(
    {
        "step1.matching-field": "lady.family-field",
        "step1.no-third": "step1.second-card",
        "field3.once": "field3.supply",
        "field3.timing": "field3.any-time",
        "field3.coins-needed": "field3.cost",
    }
)


def refuse(
    s: GameState,
    key: str,
    action: Action,
    reason: str,
    values: tuple[int, ...] | None = None,
) -> IllegalActionError:
    """The refusal of ``action`` under rule ``key``.

    With ``values``, ``reason`` is a message id of ``bohnanza.messages`` and its text is
    written, in the game's language, only when read; without, ``reason`` is the text itself,
    in the game's language.
    """
    assert key in RULE_KEYS, f"rule key {key} is not registered"
    table = s.table
    if key == "turn.order" and table.duel:
        key = "duel.turn"  # the duel's turn has its own four steps
    elif table.lady:
        key = LADY_KEYS.get(key, key)
    return IllegalActionError(s.table.rulebook, key, action, Reason(s, reason, values))


def card_name(s: GameState, card_id: int) -> str:
    return str(s.table.cards[card_id])


def check_field_index(s: GameState, seat: int, field: int, action: Action) -> Exception | None:
    if not 0 <= field < MAX_FIELDS:
        return InvalidActionError(f"{action}: field {field} does not exist (fields are 0, 1, 2)")
    owned = len(s.players[seat].field_ids)
    if field >= owned:
        return refuse(s, "field.two-fields", action, "not-his-field", (seat, owned, field))
    return None


def check_card_id(s: GameState, card: int, action: Action) -> InvalidActionError | None:
    if not 0 <= card < len(s.table.cards):
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
