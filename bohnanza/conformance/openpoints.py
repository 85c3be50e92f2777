"""The open points of the decision log (``specs/decisions.toml``) that a disagreement fits.

An open point is a question the rulebooks leave open and the referee reads one way without
a rule option: an engine that reads it another way is not wrong, and the report lists its
differences apart from the rule breaks, with the question, the referee's reading and the
alternatives.  The runner recognises those it can tell from what it sees (``RECOGNISED``):

* from a position that differs after a move (``open_point``): the moment the deck counts as
  exhausted (``deck.exhaustion-moment``), the cards drawn before the final exhaustion in
  step 4 (``end.step4-partial-draw``), the order in which the three coins paid for a third
  field reach the discard pile (``field3.payment-order``), who ends step 3
  (``step3.who-ends``), the Cocoa beanometer (``data.cocoa-beanometer``), and in the 1997
  texts a single card "thrown away" (``original-1997.single-card-sale``) and donated cards
  taken into the hand (``original-1997.donated-cards``);
* from a legal move the engine refuses (``step3_order_point``): the order of the seats in
  step 3 (``step3.player-order``).

Each test is narrow: only the difference that reading makes, and nothing else, is taken
for it; any other difference stays a rule break.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from bohnanza.actions import Action, BuyField, Donate, EndPlanting, Harvest, Plant
from bohnanza.position import to_dict
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState

__all__ = ["RECOGNISED", "open_point", "step3_order_point"]

Json = dict[str, object]

#: The open points of the decision log that the runner recognises, and from what.
RECOGNISED = {
    "deck.exhaustion-moment": "a position: the deck, the exhaustions or the discard pile",
    "end.step4-partial-draw": "a position: the hands at an end in step 4",
    "field3.payment-order": "a position: the order of the three coins on the discard pile",
    "step3.who-ends": "a position: the engine still in step 3 with nothing left to plant",
    "data.cocoa-beanometer": "a position: the coins of a Cocoa field sold",
    "original-1997.single-card-sale": "a position: a lone card sold, out of the game",
    "original-1997.donated-cards": "a position: donated cards in the receiver's hand",
    "step3.player-order": "a refusal: a step-3 planting by a seat that would wait its turn",
}

#: The rulebooks of the 1997 French texts, whose own open points apply.
_RULEBOOKS_1997 = ("000.1", "000.2", "003")


def _names(diffs: Sequence[str]) -> set[str]:
    """``seats[2].coins`` -> ``coins``; ``deck`` -> ``deck``."""
    return {d.rsplit(".", maxsplit=1)[-1].split("[", maxsplit=1)[0] for d in diffs}


def _card_keys(cards: object, anonymous: bool) -> list[object] | None:
    """The cards of a zone as the runner compares them (ids, or varieties), or None."""
    if not isinstance(cards, list):
        return None
    out: list[object] = []
    for card in cards:
        if not isinstance(card, dict):
            return None
        out.append(card.get("variety") if anonymous else card.get("id"))
    return out


def _zone(doc: Json, name: str, anonymous: bool, seat: int | None = None) -> list[object] | None:
    if seat is not None:
        seats = doc.get("seats")
        if not isinstance(seats, list) or seat >= len(seats) or not isinstance(seats[seat], dict):
            return None
        return _card_keys(seats[seat].get(name), anonymous)
    return _card_keys(doc.get(name), anonymous)


def _payment_order(mine: Json, theirs: Json, names: set[str], anonymous: bool) -> bool:
    """The same three coins paid, in another order on top of the discard pile."""
    if names != {"discard"}:
        return False
    a, b = _zone(mine, "discard", anonymous), _zone(theirs, "discard", anonymous)
    if a is None or b is None or len(a) != len(b) or len(a) < 3:
        return False
    return a[:-3] == b[:-3] and Counter(map(repr, a[-3:])) == Counter(map(repr, b[-3:]))


def _step3_held(before: GameState, after: GameState, theirs: Json) -> bool:
    """The engine waits in step 3 with nothing left to plant: someone ends it."""
    if before.step_id != PLANT_RECEIVED or after.step_id == PLANT_RECEIVED or after.is_over:
        return False
    if theirs.get("step") != before.step.name.lower():
        return False
    seats = theirs.get("seats")
    return isinstance(seats, list) and all(
        isinstance(s, dict) and s.get("set_aside") == [] for s in seats
    )


def _field_sold(before: GameState, move: Action) -> tuple[int, ...]:
    assert isinstance(move, Harvest)
    fields = before.players[move.seat].field_ids
    return fields[move.field] if move.field < len(fields) else ()


def _coin_count(doc: Json, seat: int) -> int | None:
    seats = doc.get("seats")
    found = seats[seat] if isinstance(seats, list) and seat < len(seats) else None
    coins = found.get("coins") if isinstance(found, dict) else None
    if isinstance(coins, bool):
        return None
    return coins if isinstance(coins, int) else len(coins) if isinstance(coins, list) else None


def _cocoa(before: GameState, move: Action, names: set[str], mine: Json, theirs: Json) -> bool:
    """A field of two Cocoa cards sold for one coin, the other card discarded (the fan-made
    table: 2 cards earn 1 coin; the referee's: 2 coins)."""
    if not isinstance(move, Harvest) or not names <= {"coins", "discard"}:
        return False
    field = _field_sold(before, move)
    cards = before.table.cards
    if len(field) != 2 or any(cards[c].variety.key != "cocoa" for c in field):
        return False
    a, b = _coin_count(mine, move.seat), _coin_count(theirs, move.seat)
    piles = mine.get("discard"), theirs.get("discard")
    if a is None or b is None or not all(isinstance(p, list) for p in piles):
        return False
    assert isinstance(piles[0], list) and isinstance(piles[1], list)
    return b == a - 1 and len(piles[1]) == len(piles[0]) + 1


def _lone_card_out(before: GameState, move: Action, names: set[str], mine: Json, theirs: Json,
                   anonymous: bool) -> bool:  # fmt: skip
    """000 part 2's "jeter": a field of one card sold, the card out of the game."""
    if before.table.rulebook not in _RULEBOOKS_1997 or not isinstance(move, Harvest):
        return False
    field = _field_sold(before, move)
    if len(field) != 1 or names != {"discard"}:
        return False
    a, b = _zone(mine, "discard", anonymous), _zone(theirs, "discard", anonymous)
    return a is not None and b is not None and b == a[:-1]


def _donated_to_hand(before: GameState, move: Action, diffs: Sequence[str], mine: Json,
                     theirs: Json, anonymous: bool) -> bool:  # fmt: skip
    """The 1997 texts plant only traded cards: donated cards taken into the hand."""
    if before.table.rulebook not in _RULEBOOKS_1997 or not isinstance(move, Donate):
        return False
    seat = move.receiver
    if set(diffs) != {f"seats[{seat}].hand", f"seats[{seat}].set_aside"}:
        return False
    given = _zone(mine, "set_aside", anonymous, seat)
    aside = _zone(theirs, "set_aside", anonymous, seat)
    hand = _zone(theirs, "hand", anonymous, seat)
    my_hand = _zone(mine, "hand", anonymous, seat)
    if given is None or aside is None or hand is None or my_hand is None:
        return False
    moved = Counter(map(repr, given)) - Counter(map(repr, aside))
    return bool(moved) and Counter(map(repr, hand)) == Counter(map(repr, my_hand)) + moved


def open_point(
    before: GameState,
    move: Action | None,
    after: GameState | None,
    diffs: Sequence[str],
    theirs: Json | None,
    anonymous: bool = False,
) -> str | None:
    """The open point of the decision log that this difference fits, if any (``anonymous``:
    the engine's cards are compared by variety)."""
    if after is None or theirs is None or move is None:
        return None
    names = _names(diffs)
    if _step3_held(before, after, theirs):
        # (Before the moment of exhaustion: the engine did not draw step 4 yet.)
        return "step3.who-ends"
    exhaustions = theirs.get("exhaustions")
    if names & {"deck", "exhaustions", "discard"} and exhaustions != after.exhaustions:
        # The deck ran out, or was formed anew, at another moment.
        return "deck.exhaustion-moment"
    step4 = before.step_id != TRADE and not isinstance(move, EndPlanting)
    if after.is_over and after.ending and not before.ending and "hand" in names and step4:
        return "end.step4-partial-draw"
    if not isinstance(move, BuyField | Harvest | Donate):
        return None
    mine = to_dict(after)
    if isinstance(move, BuyField) and _payment_order(mine, theirs, names, anonymous):
        return "field3.payment-order"
    if _cocoa(before, move, names, mine, theirs):
        return "data.cocoa-beanometer"
    if _lone_card_out(before, move, names, mine, theirs, anonymous):
        return "original-1997.single-card-sale"
    if _donated_to_hand(before, move, diffs, mine, theirs, anonymous):
        return "original-1997.donated-cards"
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
