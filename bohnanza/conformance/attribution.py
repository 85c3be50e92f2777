"""The rule that decides a disagreement and the rule options under which the referee
would agree.

* A move the engine allows and the referee refuses: the clause the referee's refusal
  cites (``check``).
* A legal move the engine refuses: the clause that grants that move where it is played
  (a step-3 planting ``step3.plant-all``, not step 1's clause; an acceptance
  ``trade.accept``, one paid with a face-up card ``trade.active-cards``; a trade
  ``trade.active-cards``, one of unequal numbers ``trade.unequal``; a donation by a seat
  that is not active ``donate.to-active``; ...).
* A position that differs after a move: the rule of the transition that made the part
  that differs (coins after a harvest ``harvest.coins``; the third field's payment
  ``field3.cost``; cards received put in the hand ``trade.set-aside``, another copy of a
  variety leaving a hand ``trade.hand-position``; a stalled step 1 with an empty hand
  ``step1.empty-hand``; the deck formed anew ``deck.reshuffle`` only when an exhaustion
  came in the move; the cards drawn at the end of a turn ``step4.draw``; the face-up cards
  ``step2.face-up``; the face-up cards left when step 2 ends ``step2.to-plant``; the end
  ``end.step2`` or ``end.step4`` by the step the deck ran out in; ...).

The open points of the decision log that a difference fits are in ``openpoints``.
"""

from __future__ import annotations

import warnings
from collections.abc import Callable, Sequence

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
from bohnanza.catalogue import clause
from bohnanza.conformance.openpoints import miss_could_move
from bohnanza.editions import OPTION_VALUES, edition, editions
from bohnanza.errors import BohnanzaError
from bohnanza.position import from_dict, to_dict
from bohnanza.referee import check
from bohnanza.state import (
    DRAW,
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    PLANT,
    PLANT_RECEIVED,
    TRADE,
    GameState,
)

__all__ = [
    "candidates",
    "explain",
    "grant_rule",
    "presets_with",
    "refusal_rule",
    "rule",
    "state_rule",
    "variant",
]

Json = dict[str, object]


def rule(state: GameState, keys: Sequence[str]) -> str | None:
    """The first of ``keys`` that the game's rulebook has a clause for."""
    book = state.table.rulebook
    for key in keys:
        if clause(f"{book}/{key}") is not None:
            return f"{book}/{key}"
    return f"{book}/{keys[0]}" if keys else None


def refusal_rule(state: GameState, move: Action) -> str | None:
    """The clause the referee's refusal of ``move`` cites."""
    return getattr(check(state, move), "rule", None)


def grant_rule(state: GameState, move: Action) -> str | None:
    """The clause that grants ``move`` (legal) where it is played: for a trade, a donation,
    an offer or an acceptance, the clause of its shape (the active player's face-up cards
    ``trade.active-cards``, a trade of unequal numbers ``trade.unequal``, a donation by a
    seat that is not active ``donate.to-active``) before the clause of the move."""
    duel = state.table.duel
    step = state.step_id
    keys: tuple[str, ...]
    shape = _shape(state, move)
    if shape:
        keys = shape
    elif isinstance(move, Discard) and step in _DUEL_PLANTS:
        keys = (*_DUEL_PLANTS[step], "duel.step1", "duel.step2")
    elif isinstance(move, Plant) and (move.steps or miss_could_move(state, move)):
        # Ladybohn: a baby planted with a miss move, or without moving the miss its field
        # holds: the player "peut rapprocher une des miss, d'une ou deux positions" (may,
        # need not, by one or two).
        keys = ("lady.miss-move",)
    elif isinstance(move, Plant):
        if duel:
            keys = _DUEL_PLANTS.get(step, ("duel.step2",))
        elif step == PLANT_RECEIVED:
            keys = ("step3.plant-all", "step3.order")
        elif step == TRADE:
            keys = ("lady.baby-trade",)
        else:
            keys = ("step1.second-card",) if state.planted else ("step1.front-card",)
    elif isinstance(move, EndPlanting):
        if not state.players[move.seat].hand_ids:
            keys = ("step1.empty-hand",)
        else:
            keys = ("duel.step2",) if duel else ("step1.second-card",)
    elif isinstance(move, Harvest):
        # Ladybohn says it where the harvest comes in its turn: « à n'importe quel moment ».
        keys = (
            ("duel.harvest", "harvest.any-time") if duel else ("harvest.any-time", "step3.harvest")
        )
    elif isinstance(move, BuyField):
        keys = ("field3.any-time", "field3.cost")
    else:
        keys = _GRANTS.get(type(move), ())
    return rule(state, keys)


def _shape(state: GameState, move: Action) -> tuple[str, ...]:
    """The clauses that grant the shape of a trade, donation, offer or acceptance."""
    up = set(state.face_up_ids)
    if isinstance(move, Accept):
        offer = next((o for o in state.offers if o.seat == move.offerer and o.to == move.seat),
                     None)  # fmt: skip
        if up & set(move.cards):
            return ("trade.active-cards", "donate.active-cards", "trade.accept")
        if offer is not None and not offer.asks and not offer.ask_coins:
            return ("donate.consent", "trade.accept")
        return ()
    if isinstance(move, Trade):
        if len(move.gives) != len(move.takes) and not up & set(move.gives):
            # Ladybohn states no clause on numbers: its trades are with the active player.
            return ("trade.unequal", "step2.trade-donate", "trade.parties")
        # "The active player may trade/donate the two face up cards and/or cards from his
        # hand."
        return ("trade.active-cards", "step2.trade-donate")
    if isinstance(move, Donate):
        if move.seat == state.active:
            # "The active player may donate the two face up cards he drew or cards from
            # his hand."
            return ("donate.active-cards", "trade.active-cards")
        return ("donate.to-active", "donate.allowed")
    if isinstance(move, Offer) and up & set(move.gives):
        return ("donate.active-cards", "trade.active-cards")
    return ()


_DUEL_PLANTS = {
    OFFER: ("duel.step1",),
    DUEL_PLANT: ("duel.step2",),
    DUEL_DRAW: ("duel.step3.plant",),
}

_GRANTS: dict[type, tuple[str, ...]] = {
    Keep: ("step2.keep",),
    Trade: ("step2.trade-donate", "trade.parties"),
    Donate: ("step2.trade-donate", "donate.allowed", "donate.to-active"),
    EndTrading: ("step2.end",),
    Discard: ("duel.step1", "duel.step2"),
    LeaveOffer: ("duel.step3.offer",),
    Offer: ("trade.offer",),
    Accept: ("trade.accept",),
    Decline: ("trade.decline",),
    Withdraw: ("trade.withdraw",),
}


def _names(diffs: Sequence[str]) -> set[str]:
    """``seats[2].coins`` -> ``coins``; ``deck`` -> ``deck``."""
    return {d.split(".")[-1].split("[")[0] for d in diffs}


def _end_rule(before: GameState, move: Action, after: GameState, theirs: Json) -> str | None:
    """The end clause of the step in which the game's end came (or should have come)."""
    duel = before.table.duel
    if duel:
        return rule(before, ("duel.end",))
    their_ending = theirs.get("ending") is True or theirs.get("step") == "over"
    if before.ending:
        # The deck ran out in step 2 earlier: the game goes on to the end of step 3.
        return rule(before, ("end.step2",))
    if after.ending or their_ending:
        if after.step_id == TRADE or isinstance(move, EndPlanting):
            return rule(before, ("end.step2",))
        if before.step_id == PLANT_RECEIVED or after.step_id in (PLANT, DRAW) or after.is_over:
            return rule(before, ("end.step4",))
    return rule(before, ("end.exhaustion",))


def _received_in_hand(before: GameState, move: Action, diffs: Sequence[str], mine: Json,
                      theirs: Json) -> bool:  # fmt: skip
    """Cards received in a trade or a donation put into the receiver's hand, not aside."""
    for k in range(len(before.players)):
        if f"seats[{k}].set_aside" in diffs and f"seats[{k}].hand" in diffs:
            a, b = _seat_zone(mine, k, "set_aside"), _seat_zone(theirs, k, "set_aside")
            hand, theirs_hand = _seat_zone(mine, k, "hand"), _seat_zone(theirs, k, "hand")
            if a is None or b is None or hand is None or theirs_hand is None:
                continue
            missing = [c for c in a if c not in b]
            if missing and all(c in theirs_hand and c not in hand for c in missing):
                return True
    return False


def _seat_zone(doc: Json, seat: int, name: str) -> list[str] | None:
    seats = doc.get("seats")
    if not isinstance(seats, list) or seat >= len(seats) or not isinstance(seats[seat], dict):
        return None
    zone = seats[seat].get(name)
    if not isinstance(zone, list):
        return None
    return [repr(c.get("id", c.get("variety")) if isinstance(c, dict) else c) for c in zone]


def _empty_hand_step1(before: GameState, after: GameState) -> bool:
    """The referee's step 1 of the active player met an empty hand in this transition (it
    ends at once: step 2 follows)."""
    if before.step_id == PLANT and not before.players[before.active].hand_ids:
        return True
    return (
        after.step_id == TRADE
        and before.step_id != TRADE
        and not after.players[after.active].hand_ids
    )


def state_rule(
    before: GameState, move: Action, after: GameState, diffs: Sequence[str], theirs: Json
) -> str | None:
    """The clause of the transition that made the part of the position that differs."""
    names = _names(diffs)
    their_over = theirs.get("step") == "over"
    their_ending = theirs.get("ending") is True
    if after.is_over and their_over and names <= {"fields", "coins", "discard"}:
        # Both ended: the final harvest and sale of the fields differ.
        return rule(before, ("end.scoring",))
    if (
        (after.ending and not before.ending)
        or after.is_over != their_over
        or (after.ending != their_ending and "ending" in names)
        or (after.is_over and "step" in names)
    ):
        return _end_rule(before, move, after, theirs)
    if after.is_over:
        return rule(before, ("end.scoring",))
    if isinstance(move, Harvest) and names & {"coins", "discard", "deck"}:
        field = before.players[move.seat].field_ids[move.field]
        if field and field[-1] == before.table.garden_miss:
            # Ladybohn: the Gartenbohne miss on top pays off the discard pile and the deck.
            return rule(before, ("harvest.garden-miss",))
        return rule(before, ("harvest.coins", "harvest.coin-cards"))
    if isinstance(move, BuyField) and names & {"coins", "discard"}:
        # Which coins pay, and where they go: "the three topmost gold coins ... on the
        # discard pile" (not the clause on having three coins).
        return rule(before, ("field3.cost", "field3.coins-needed"))
    if isinstance(move, Trade | Donate | Accept):
        if after.owed_ids and not before.owed_ids and "fields" in names:
            # Ladybohn: a baby received with a field of its family is planted at once,
            # by its receiver's next move.
            return rule(before, ("lady.baby-trade",))
        mine = to_dict(after)
        if _received_in_hand(before, move, diffs, mine, theirs):
            return rule(before, ("trade.set-aside",))
        if "hand" in names:
            return rule(before, ("trade.hand-position",))
        if "face_up" in names:
            return rule(before, ("trade.active-cards",))
        if "set_aside" in names:
            return rule(before, ("trade.set-aside",))
        if "coins" in names:
            return rule(before, ("variant.experts", "trade.active-cards"))
    if isinstance(move, Plant) and move.steps:
        # Ladybohn: a baby planted on a field with a miss moved her up.
        return rule(before, ("lady.miss-move",))
    turn_ended = after.active != before.active or after.turn != before.turn
    if turn_ended and "active" in names:
        # The turn passed to another player than the next one.
        return rule(before, ("turn.next-player", "duel.turn"))
    if _empty_hand_step1(before, after) and names & {"step", "active"}:
        return rule(before, ("step1.empty-hand",))
    # Step 4: "draws three cards ... placing each in turn at the back of his hand"; the
    # duel's step 4 draws two.
    draw = ("duel.step4", "step4.draw") if before.table.duel else ("step4.draw",)
    if turn_ended and "hand" in names:
        return rule(before, draw)
    exhausted = after.exhaustions != before.exhaustions or theirs.get("exhaustions") not in (
        before.exhaustions,
        after.exhaustions,
    )
    if names & {"deck", "exhaustions", "discard"} and exhausted:
        return rule(before, ("deck.reshuffle",))
    if turn_ended and "deck" in names:
        return rule(before, draw)
    if after.step_id == TRADE and before.step_id != TRADE and names & {"face_up", "deck"}:
        return rule(before, ("step2.face-up", "duel.step2"))
    if after.step_id == DUEL_DRAW and before.step_id != DUEL_DRAW and "step" not in names:
        # The duel's step 3 (the engine moved on to it too): three cards turned up, then
        # the discard pile's top cards that match them.
        if names & {"face_up", "discard"} and "deck" not in names:
            return rule(before, ("duel.step3.discard-chain", "duel.step3"))
        if names & {"face_up", "deck"}:
            return rule(before, ("duel.step3.draw", "duel.step3"))
    if isinstance(move, EndTrading) and names & {"set_aside", "discard", "face_up"}:
        # The face-up cards left: "will be planted in the next step".
        return rule(before, ("step2.to-plant", "step2.end"))
    if names & {"active", "turn"}:
        return rule(before, ("turn.next-player", "duel.turn"))
    if "step" in names and check(before, move) is None:
        # The step after the move: the clause of the move where it is played (the duel's
        # discard, step 3 planted out, ...).
        return grant_rule(before, move)
    if "step" in names:
        return rule(before, ("turn.next-player", "duel.turn"))
    return grant_rule(before, move) if check(before, move) is None else refusal_rule(before, move)


def variant(state: GameState, name: str, value: object) -> GameState | None:
    """The same position under another reading of one rule option (None: not possible)."""
    doc = to_dict(state)
    options = doc["options"]
    assert isinstance(options, dict)
    if options.get(name) == value:
        return None
    try:
        with warnings.catch_warnings():
            # Ladybohn's provisional sheet: the run has said so once already.
            warnings.simplefilter("ignore")
            return from_dict({**doc, "options": {**options, name: value}})
    except BohnanzaError:
        return None


def candidates() -> list[tuple[str, object]]:
    """Every reading of every rule option."""
    return [(name, value) for name, values in OPTION_VALUES.items() for value in values]


def presets_with(name: str, value: object, players: int) -> list[str]:
    found = []
    for preset in editions():
        ed = edition(preset)
        if players in ed.player_counts and getattr(ed.rules(players), name) == value:
            found.append(preset)
    return found


def explain(
    state: GameState,
    agrees: Callable[[GameState], bool],
    among: Sequence[tuple[str, object]] | None = None,
) -> tuple[tuple[str, object], ...]:
    """The readings ``(option, value)`` (of ``among``, default every one) under which the
    referee agrees with the engine at ``state``."""
    out = []
    for name, value in candidates() if among is None else among:
        alt = variant(state, name, value)
        if alt is None:
            continue
        try:
            if agrees(alt):
                out.append((name, value))
        except BohnanzaError:
            continue
    return tuple(out)
