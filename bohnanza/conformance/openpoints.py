"""The open points of the decision log (``specs/decisions.toml``) that a disagreement fits.

An open point is a question the rulebooks leave open and the referee reads one way without
a rule option: an engine that reads it another way is not wrong, and the report lists its
differences apart from the rule breaks, with the question, the referee's reading and the
alternatives.  The runner recognises those it can tell from what it sees (``RECOGNISED``).

A difference is taken for an open point only when the engine's *whole* position is the one
the referee gives under one of that point's alternatives: the move is replayed (or the
position rebuilt) under the alternative and every part compared, as the runner compares
any position.  A single other part that differs (a field left unsold, a card more in a
hand, a deck that should not exist) and the finding is a rule break with its clause.

* ``deck.exhaustion-moment`` (``empty-draw``): the deck that ran out with the last card a
  move drew is not counted (nor formed anew) until a draw finds it empty.  The referee's
  position under it is the move replayed with one card more at the bottom of the deck
  (taken from the bottom of the discard pile and put back there after): nothing runs out,
  nothing is formed, the game does not end.  An engine that forms the new deck at once but
  counts the exhaustion at the next draw (the counter alone one behind) is the same reading.
* ``end.step4-partial-draw`` (``void``): the cards drawn in step 4 before the final
  exhaustion are ignored: the active player's hand as before the draw, all else as the
  referee's end.
* ``field3.payment-order`` (``topmost-as-stacked``, ``any-order``): the same three coins on
  top of the discard pile in another order, nothing else different.
* ``step3.who-ends`` (``active-player``): step 3 held open with nothing left to plant: the
  position before the move with the planting done, and nothing after it (no step 4).
* ``data.cocoa-beanometer``: a field of two Cocoa cards sold for one coin, the other card
  on the discard pile; only the seller's coins and the discard pile differ.
* ``original-1997.single-card-sale``: a lone card sold leaves the game: the discard pile
  without its top card, nothing else different (the 1997 texts only).
* ``original-1997.donated-cards``: donated cards in the receiver's hand, not set aside,
  nothing else different (the 1997 texts only).
* ``ladybohn.face-up-leftover`` (``discarded``): in Ladybohn the face-up cards left at the
  end of phase 2 on the discard pile, not with the active player; nothing else different.
* ``step3.player-order``, from a legal move the engine refuses (``step3_order_point``): a
  step-3 planting by a seat that would wait its turn if the seats planted one at a time.
"""

from __future__ import annotations

import copy
from itertools import permutations

from bohnanza.actions import Action, BuyField, Donate, EndPlanting, EndTrading, Harvest, Plant
from bohnanza.conformance.compare import Model, compare_positions
from bohnanza.errors import BohnanzaError
from bohnanza.position import from_dict, to_dict
from bohnanza.referee import apply
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState

__all__ = ["RECOGNISED", "alternatives", "open_point", "step3_order_point"]

Json = dict[str, object]

#: The open points of the decision log that the runner recognises, and from what.
RECOGNISED = {
    "deck.exhaustion-moment": "a position: the move replayed with the deck running out later",
    "end.step4-partial-draw": "a position: the referee's end without the cards drawn in step 4",
    "field3.payment-order": "a position: the three coins paid in another order, nothing else",
    "step3.who-ends": "a position: step 3 held open with nothing left to plant",
    "data.cocoa-beanometer": "a position: a Cocoa field of two sold for one coin",
    "original-1997.single-card-sale": "a position: a lone card sold, out of the game",
    "original-1997.donated-cards": "a position: donated cards in the receiver's hand",
    "step3.player-order": "a refusal: a step-3 planting by a seat that would wait its turn",
    "ladybohn.face-up-leftover": "a position: the face-up cards left at the end of phase 2 "
    "discarded",
}

#: The rulebooks of the 1997 French texts, whose own open points apply.
_RULEBOOKS_1997 = ("000.1", "000.2", "003")


def _seat(doc: Json, seat: int) -> dict[str, object]:
    seats = doc["seats"]
    assert isinstance(seats, list)
    found = seats[seat]
    assert isinstance(found, dict)
    return found


def _exhaustion_late(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The referee's positions under ``empty-draw`` when this move ran the deck out."""
    if after.exhaustions <= before.exhaustions:
        return []
    out: list[Json] = []
    if not after.ending and not after.is_over:
        # The new deck formed at once, the exhaustion counted at the next draw.
        late = to_dict(after)
        late["exhaustions"] = before.exhaustions
        out.append(late)
    doc = to_dict(before)
    deck, discard = doc["deck"], doc["discard"]
    assert isinstance(deck, list) and isinstance(discard, list)
    if not discard:
        return out
    # One card more at the bottom of the deck: the move draws what it drew and the deck
    # is left with that card, as if it were empty but not yet found so.
    doc["deck"], doc["discard"] = [*deck, discard[0]], discard[1:]
    try:
        spare = apply(from_dict(doc), move)
    except BohnanzaError:
        return out
    alt = to_dict(spare)
    pile, left = alt["discard"], alt["deck"]
    assert isinstance(pile, list) and isinstance(left, list)
    if spare.exhaustions != before.exhaustions or len(left) != 1:
        return out  # the deck ran out inside the move: both readings draw alike
    alt["deck"], alt["discard"] = [], [discard[0], *pile]
    out.append(alt)
    return out


def _draw_void(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The referee's end under ``void``: the cards drawn in step 4 before the final
    exhaustion ignored (the active player's hand as before the draw)."""
    step4 = before.step_id != TRADE and not isinstance(move, EndPlanting)
    if not (after.is_over and after.ending and not before.ending and step4):
        return []
    alt = to_dict(after)
    _seat(alt, before.active)["hand"] = _seat(to_dict(before), before.active)["hand"]
    return [alt]


def _step3_held(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The referee's position under ``active-player``: the last step-3 planting made and
    step 3 still open (no step 4 yet)."""
    if before.step_id != PLANT_RECEIVED or after.step_id == PLANT_RECEIVED or after.is_over:
        return []
    if not isinstance(move, Plant):
        return []
    alt, done = to_dict(before), to_dict(after)
    for k in range(len(before.players)):
        for part in ("fields", "set_aside"):
            _seat(alt, k)[part] = _seat(done, k)[part]
    return [alt]


def _payment_orders(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The same three coins paid for a third field, in any other order on the pile."""
    if not isinstance(move, BuyField) or len(after.discard_ids) < 3:
        return []
    out = []
    doc = to_dict(after)
    pile = doc["discard"]
    assert isinstance(pile, list)
    for order in permutations(pile[-3:]):
        if list(order) != pile[-3:]:
            alt = copy.copy(doc)
            alt["discard"] = [*pile[:-3], *order]
            out.append(alt)
    return out


def _cocoa(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The fan-made Cocoa table: two cards earn one coin, the other card discarded."""
    if not isinstance(move, Harvest) or move.field >= len(before.players[move.seat].field_ids):
        return []
    field = before.players[move.seat].field_ids[move.field]
    cards = before.table.cards
    if len(field) != 2 or any(cards[c].variety.key != "cocoa" for c in field):
        return []
    gained = after.players[move.seat].coin_ids[len(before.players[move.seat].coin_ids) :]
    if len(gained) != 2:
        return []
    out = []
    for kept in (0, 1):
        alt = to_dict(after)
        coins = _seat(alt, move.seat)["coins"]
        pile = alt["discard"]
        assert isinstance(coins, list) and isinstance(pile, list)
        lost = coins.pop(len(coins) - 2 + kept)
        alt["discard"] = [*pile, lost]
        out.append(alt)
    return out


def _lone_card_out(before: GameState, move: Action, after: GameState) -> list[Json]:
    """000 part 2's "jeter": a field of one card sold, the card out of the game."""
    if before.table.rulebook not in _RULEBOOKS_1997 or not isinstance(move, Harvest):
        return []
    fields = before.players[move.seat].field_ids
    if move.field >= len(fields) or len(fields[move.field]) != 1 or not after.discard_ids:
        return []
    if after.discard_ids[-1] != fields[move.field][0]:
        return []
    alt = to_dict(after)
    pile = alt["discard"]
    assert isinstance(pile, list)
    alt["discard"] = pile[:-1]
    return [alt]


def _donated_to_hand(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The 1997 texts plant only traded cards: donated cards taken into the hand."""
    if before.table.rulebook not in _RULEBOOKS_1997 or not isinstance(move, Donate):
        return []
    alt = to_dict(after)
    seat = _seat(alt, move.receiver)
    aside, hand = seat["set_aside"], seat["hand"]
    assert isinstance(aside, list) and isinstance(hand, list)
    given = [c for c in aside if c["id"] in move.cards]
    if not given:
        return []
    seat["set_aside"] = [c for c in aside if c["id"] not in move.cards]
    seat["hand"] = [*hand, *given]
    return [alt]


def _leftover_discarded(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (001): the face-up cards nobody kept, took or was given, discarded at the end
    of phase 2 instead of going to the active player (alternative ``discarded``)."""
    if before.table.rulebook != "001" or not isinstance(move, EndTrading):
        return []
    left = set(before.face_up_ids)
    if not left:
        return []
    alt = to_dict(after)
    seat = _seat(alt, before.active)
    aside, pile = seat["set_aside"], alt["discard"]
    assert isinstance(aside, list) and isinstance(pile, list)
    moved = [c for c in aside if c["id"] in left]
    if not moved:
        return []
    seat["set_aside"] = [c for c in aside if c["id"] not in left]
    alt["discard"] = [*pile, *moved]
    return [alt]


#: Each recognised point read from a position, with the positions the referee gives
#: under its other readings.
_POINTS = (
    ("step3.who-ends", _step3_held),
    ("deck.exhaustion-moment", _exhaustion_late),
    ("end.step4-partial-draw", _draw_void),
    ("field3.payment-order", _payment_orders),
    ("data.cocoa-beanometer", _cocoa),
    ("original-1997.single-card-sale", _lone_card_out),
    ("original-1997.donated-cards", _donated_to_hand),
    ("ladybohn.face-up-leftover", _leftover_discarded),
)


def alternatives(before: GameState, move: Action, after: GameState) -> list[tuple[str, Json]]:
    """Every open point this transition touches, with a position the referee gives under
    one of its other readings (for each point, each such position)."""
    out = []
    for point, rebuild in _POINTS:
        try:
            found = rebuild(before, move, after)
        except (BohnanzaError, KeyError, IndexError, TypeError):
            continue
        out += [(point, alt) for alt in found]
    return out


def open_point(
    before: GameState,
    move: Action | None,
    after: GameState | None,
    theirs: Json | None,
    model: Model | None = None,
) -> str | None:
    """The open point of the decision log whose other reading gives exactly the engine's
    position ``theirs`` (every part compared), if any."""
    if after is None or theirs is None or move is None:
        return None
    for point, alt in alternatives(before, move, after):
        if not compare_positions(alt, theirs, model):
            return point
    return None


def step3_order_point(state: GameState, move: Action) -> str | None:
    """``step3.player-order`` when ``move`` is a step-3 planting of a seat that would wait
    for another if the seats planted one at a time (the active player first)."""
    if state.step_id != PLANT_RECEIVED or not isinstance(move, Plant):
        return None
    waiting = state.to_move
    n = len(state.players)
    first = min(waiting, key=lambda s: (s - state.active) % n)
    return "step3.player-order" if move.seat != first else None
