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
* ``duel.end-timing`` (``immediate``): the duel over the moment its deck runs out in step
  3: the referee's position after the move with the game ended at once, the cards turned
  up left on the table or left as the offer.
* ``duel.step3-draw-exhaustion`` (``no-step3``): the duel over before step 3 when fewer
  than three cards are left: the position before the draw, then the final harvest.
* ``ladybohn.promotion-mechanics`` (``miss-then-baby``): the miss moved up first, as far
  as she can, then the baby on top.
* ``ladybohn.immediate-baby`` (``automatic``): a baby received planted with the deal, on
  its family's field, without a miss move.
* ``ladybohn.coin-cards`` (``bottom``): the bottom cards of a field sold as its coins.
* ``ladybohn.beanometer-count`` (``under-top``): the move replayed with every beanometer
  of the sheet in play read for one card fewer than the field holds (a sale, the final
  harvest).
* ``ladybohn.final-harvest`` (``protected``): the final harvest replayed from the position
  it started from (rebuilt, and checked against the referee's end) with the single-card
  rule on, each field judged on the fields as the game ended.
* ``ladybohn.garden-miss`` (``field-first``): the Gartenbohne miss's coins from her own
  field first, then the discard pile, then the deck (not where the deck would run out).
* ``ladybohn.end`` (``immediate``): her sale running the deck out for the last time ends
  the game at once: the referee's position after the sale, then the final harvest.
* From a legal move the engine refuses (``refusal_point``): ``step3.player-order``, a
  step-3 planting by a seat that would wait its turn if the seats planted one at a time;
  ``duel.offer-unplantable``, a harvest or purchase in the duel's step 1 while offered
  cards wait; ``ladybohn.step1-buy``, a third field in phase 1;
  ``ladybohn.promotion-mechanics``, a miss move from the top card, or a baby planted
  without moving a miss that could move.
"""

from __future__ import annotations

import copy
from itertools import permutations

import attrs

from bohnanza.actions import (
    Action,
    BuyField,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    LeaveOffer,
    Plant,
)
from bohnanza.cards import Beanometer
from bohnanza.conformance.compare import Model, compare_positions
from bohnanza.errors import BohnanzaError
from bohnanza.listing import legal_actions
from bohnanza.position import from_dict, to_dict
from bohnanza.referee import apply
from bohnanza.rules.ending import game_over
from bohnanza.rules.harvesting import can_harvest
from bohnanza.state import DUEL_DRAW, OFFER, PLANT, PLANT_RECEIVED, TRADE, GameState, Table

__all__ = [
    "RECOGNISED",
    "alternatives",
    "miss_could_move",
    "open_point",
    "refusal_point",
    "step3_order_point",
]

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
    "duel.end-timing": "a position: the duel over the moment its deck ran out in step 3",
    "duel.step3-draw-exhaustion": "a position: the duel over before step 3 when three cards "
    "cannot be turned up",
    "duel.offer-unplantable": "a refusal: a harvest or a purchase in the duel's step 1 while "
    "offered cards wait",
    "ladybohn.promotion-mechanics": "a position: the miss moved before the baby is placed; a "
    "refusal: a baby planted without moving a miss that could move",
    "ladybohn.immediate-baby": "a position: a baby received planted with the deal, without a "
    "miss move",
    "ladybohn.coin-cards": "a position: the bottom cards of a field sold as its coins",
    "ladybohn.step1-buy": "a refusal: a third field bought in phase 1",
    "ladybohn.beanometer-count": "a position: the move replayed with every field priced for "
    "one card fewer than it holds",
    "ladybohn.final-harvest": "a position: the final harvest replayed with the single-card rule on",
    "ladybohn.garden-miss": "a position: a Gartenbohne miss's field sold paying with its "
    "own cards first",
    "ladybohn.end": "a position: the game over the moment a Gartenbohne miss's sale runs the "
    "deck out for the last time",
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


def _duel_at_once(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The duel (``duel.end-timing``, alternative ``immediate``): the game over the moment
    the deck runs out in step 3, with the cards turned up left on the table, or left as the
    offer (the referee plays step 3 out first)."""
    if not before.table.duel or before.ending or not after.ending or after.is_over:
        return []
    if after.step_id != DUEL_DRAW:
        return []
    out = [to_dict(game_over(after))]
    with_offer = apply(after, LeaveOffer(after.active))
    if with_offer.is_over:
        out.append(to_dict(with_offer))
    return out


def _duel_no_step3(before: GameState, move: Action, after: GameState) -> list[Json]:
    """The duel (``duel.step3-draw-exhaustion``, alternative ``no-step3``): when fewer than
    three cards are left to turn up, the game ends before step 3: nothing turned up, nothing
    taken from the discard pile, the deck as it was, and the final harvest."""
    if not before.table.duel or before.ending or before.step_id == DUEL_DRAW:
        return []
    if after.step_id != DUEL_DRAW:
        return []
    doc = to_dict(after)
    deck_before = to_dict(before)["deck"]
    up, pile = doc["face_up"], doc["discard"]
    assert isinstance(deck_before, list) and isinstance(up, list) and isinstance(pile, list)
    if len(deck_before) >= 3 or not deck_before:
        return []
    # The cards turned up are the whole deck; the others came from the top of the
    # discard pile, the first of them its top card.
    chained = up[len(deck_before) :]
    doc["face_up"], doc["deck"] = [], deck_before
    doc["discard"] = [*pile, *reversed(chained)]
    doc["exhaustions"], doc["ending"] = before.exhaustions, False
    return [to_dict(game_over(from_dict(doc)))]


def _ladybohn(state: GameState) -> bool:
    return state.table.rulebook == "001"


def _miss_first(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (``ladybohn.promotion-mechanics``, ``miss-then-baby``): the miss moved up
    first (no further than the top card), then the baby placed on top of her field."""
    if not _ladybohn(before) or not isinstance(move, Plant) or not move.steps:
        return []
    field = list(before.players[move.seat].field_ids[move.field])
    if not 0 <= move.miss < len(field) - 1:
        return []  # a miss on top cannot move before the baby: a refusal, refusal_point
    miss = field.pop(move.miss)
    field.insert(min(move.miss + move.steps, len(field)), miss)
    alt = to_dict(after)
    fields = _seat(alt, move.seat)["fields"]
    assert isinstance(fields, list)
    by_id = {c["id"]: c for c in fields[move.field]}
    fields[move.field] = [by_id[c] for c in (*field, move.card)]
    return [alt]


def _baby_with_the_deal(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (``ladybohn.immediate-baby``, ``automatic``): a baby received by a seat
    with a field of its family is planted with the trade or donation itself, on that
    field, without a miss move."""
    if not _ladybohn(before) or not after.owed_ids or before.owed_ids:
        return []
    state = after
    for _ in range(len(after.owed_ids)):
        plain = [
            m
            for m in legal_actions(state).basic
            if isinstance(m, Plant) and m.card in state.owed_ids and not m.steps
        ]
        if not plain:
            return []
        state = apply(state, plain[0])
    return [to_dict(state)] if not state.owed_ids else []


def _coins_from_bottom(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (``ladybohn.coin-cards``, ``bottom``): a field sold pays with its bottom
    cards; the others go onto the discard pile, bottom card first (the rule option
    ``coin_cards`` is refused in a Ladybohn game, so the position is rebuilt)."""
    if not _ladybohn(before) or not isinstance(move, Harvest) or after.is_over:
        return []
    field = before.players[move.seat].field_ids[move.field]
    if not field or field[-1] == before.table.garden_miss:
        return []
    paid = len(after.players[move.seat].coin_ids) - len(before.players[move.seat].coin_ids)
    if (
        paid <= 0
        or paid >= len(field)
        or after.discard_ids[: len(before.discard_ids)] != (before.discard_ids)
    ):
        return []
    alt = to_dict(after)
    cards = {c["id"]: c for zone in (alt["discard"], _seat(alt, move.seat)["coins"])
             if isinstance(zone, list) for c in zone}  # fmt: skip
    seat = _seat(alt, move.seat)
    coins = _seat(to_dict(before), move.seat)["coins"]
    pile = alt["discard"]
    assert isinstance(coins, list) and isinstance(pile, list)
    seat["coins"] = [*coins, *(cards[c] for c in field[:paid])]
    alt["discard"] = [*pile[: len(before.discard_ids)], *(cards[c] for c in field[paid:])]
    return [alt]


#: The table of a game under ``under-top``, by the table it replaces (kept with it).
_UNDER_TOP: dict[int, tuple[Table, Table]] = {}


def _under_top_table(table: Table) -> Table:
    """``table`` with every beanometer read for one card fewer than the field holds (the
    cards under the top card, ``ladybohn.beanometer-count``'s ``under-top``): a field of
    n cards pays what the same top card pays for n - 1 under the sheet in play."""
    found = _UNDER_TOP.get(id(table))
    if found is not None and found[0] is table:
        return found[1]
    deck = table.edition.deck
    meters: dict[int, Beanometer] = {}
    cards = []
    for card, row in zip(deck.cards, table.pays, strict=True):
        meter = meters.get(id(card.beanometer))
        if meter is None:
            meter = meters[id(card.beanometer)] = attrs.evolve(card.beanometer, pays=(0, *row[:-1]))
        cards.append(attrs.evolve(card, beanometer=meter))
    edition = attrs.evolve(table.edition, deck=attrs.evolve(deck, cards=tuple(cards)))
    shifted = Table(
        edition, table.rules, table.names, table.dealer, table.seed, table.stacked, table.shuffle
    )
    if len(_UNDER_TOP) > 64:
        _UNDER_TOP.clear()
    _UNDER_TOP[id(table)] = (table, shifted)
    return shifted


def _count_under_top(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (``ladybohn.beanometer-count``, ``under-top``): the move replayed with
    every beanometer counting the cards under the top card, a sale during play or the
    final harvest (each field, the Gartenbohne miss's included)."""
    if not _ladybohn(before):
        return []
    if not isinstance(move, Harvest) and not (after.is_over and not before.is_over):
        return []
    return [to_dict(apply(before.replace(table=_under_top_table(before.table)), move))]


def _before_final_harvest(before: GameState, move: Action, after: GameState) -> GameState | None:
    """The position the referee's final harvest started from, when ``move`` ended the
    game: its fields are the move replayed in a game that goes on (a move that ends the
    game plants at most; the turn after it does not touch a field), its coins and discard
    pile those before the move, the rest the referee's end.  Checked: the referee's own
    final harvest of it must give ``after`` exactly, else None.

    The game that goes on forms its decks by the seeded shuffle, whatever ``before``'s
    table shuffles by: the deck it forms is never looked at, and orders given as data
    (an engine's, the deck orders the runner sends) hold none for a deck the game's end
    never forms (``no order is given for the deck formed after exhaustion 3``)."""
    if not after.is_over or before.is_over:
        return None
    table = before.table
    rules = attrs.evolve(table.rules, end_exhaustions=10)
    going = Table(table.edition, rules, table.names, table.dealer, table.seed, table.stacked, None)
    on = apply(before.replace(table=going, ending=False), move)
    start = after.replace(
        players=tuple(
            p.replace(fields=q.fields, coins=b.coins)
            for p, q, b in zip(after.players, on.players, before.players, strict=True)
        ),
        discard=before.discard,
    )
    if compare_positions(to_dict(game_over(start)), to_dict(after)):
        return None
    return start


def _garden_field_first(
    table: Table, field: tuple[int, ...], discard: tuple[int, ...], deck: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """A Gartenbohne field sold with her on top under ``field-first``: her coins (as many
    as her beanometer gives for the field, on the sheet in play) are the field's cards
    first, in field order (the top cards only, as in any sale, if she pays fewer), then
    the discard pile's top cards one at a time, then the deck's.  The coins, the discard
    pile after, and how many cards the deck gave."""
    n = len(field)
    due = table.pays[field[-1]][min(n, 32)]
    if due <= n:
        return field[n - due :], discard + field[: n - due], 0
    need = due - n
    taken = discard[::-1][:need]
    from_deck = min(need - len(taken), len(deck))
    return field + taken + deck[:from_deck], discard[: len(discard) - len(taken)], from_deck


def _sell_all(start: GameState, protected: bool, field_first: bool) -> GameState | None:
    """The final harvest of ``start`` as the referee's ``game_over`` sells it (seat by seat,
    field by field, each sale's discards before the next), with the single-card rule on
    (``protected``: a field of one card it protects, judged on the fields as the game
    ended, stays unsold) or the Gartenbohne miss paid from her field first; None where
    the deck would run out (not rebuilt)."""
    table = start.table
    cards = table.cards
    discard = start.discard_ids
    deck = start.stack_ids[start.drawn :]
    players = []
    for player in start.players:
        sizes = tuple(map(len, player.field_ids))
        coins = player.coin_ids
        fields = list(player.field_ids)
        for f, field in enumerate(player.field_ids):
            if not field:
                continue
            if protected and len(field) == 1 and not can_harvest(sizes, f, table.rules.protection):
                continue
            if field[-1] != table.garden_miss:
                paid = table.pays[field[-1]][min(len(field), 32)]
                cut = len(field) - paid
                got, discard = field[cut:], discard + field[:cut]
            elif field_first:
                got, discard, used = _garden_field_first(table, field, discard, deck)
                if used and used == len(deck):
                    return None
                deck = deck[used:]
            else:
                due = table.pays[field[-1]][min(len(field), 32)]
                taken = discard[::-1][:due]
                used = min(due - len(taken), len(deck))
                if used and used == len(deck):
                    return None
                got = taken + deck[:used]
                discard, deck = discard[: len(discard) - len(taken)] + field, deck[used:]
            coins += got
            fields[f] = ()
        players.append(
            player.replace(
                coins=tuple(cards[c] for c in coins),
                fields=tuple(tuple(cards[c] for c in f) for f in fields),
            )
        )
    empty = tuple(p.replace(fields=tuple(() for _ in p.field_ids)) for p in start.players)
    over = game_over(start.replace(players=empty))
    return over.replace(
        players=tuple(players),
        discard=tuple(cards[c] for c in discard),
        deck=tuple(cards[c] for c in deck),
    )


def _final_harvest_as(
    before: GameState, move: Action, after: GameState, protected: bool, field_first: bool
) -> list[Json]:
    """The referee's end of the game with its final harvest sold another way (checked:
    sold the referee's way, the same loop gives the referee's end exactly)."""
    if not _ladybohn(before):
        return []
    start = _before_final_harvest(before, move, after)
    if start is None:
        return []
    same = _sell_all(start, False, False)
    if same is None or compare_positions(to_dict(same), to_dict(after)):
        return []
    other = _sell_all(start, protected, field_first)
    if other is None or not compare_positions(to_dict(other), to_dict(same)):
        return []  # not rebuilt, or no field this reading sells otherwise
    return [to_dict(other)]


def _protected_at_end(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (``ladybohn.final-harvest``, ``protected``): the final harvest with the
    single-card rule on: a field of one card the rule protects, judged on each player's
    fields as the game ended, stays unsold; the others are sold as the referee sells them."""
    return _final_harvest_as(before, move, after, True, False)


def _garden_from_field(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (``ladybohn.garden-miss``, ``field-first``): a field sold with the
    Gartenbohne miss on top pays with its own cards first, then the discard pile's top
    cards, then the deck's; during play (a harvest) or at the final harvest.  Not
    rebuilt where either reading runs the deck out (an exhaustion and its reshuffle)."""
    if not _ladybohn(before):
        return []
    if not isinstance(move, Harvest):
        return _final_harvest_as(before, move, after, False, True)
    player = before.players[move.seat]
    field = player.field_ids[move.field]
    if not field or field[-1] != before.table.garden_miss:
        return []
    if after.exhaustions != before.exhaustions:
        return []
    deck = before.stack_ids[before.drawn :]
    coins, discard, used = _garden_field_first(before.table, field, before.discard_ids, deck)
    if used and used == len(deck):
        return []
    cards = before.table.cards
    players = list(after.players)
    players[move.seat] = players[move.seat].replace(
        coins=tuple(cards[c] for c in player.coin_ids + coins)
    )
    return [
        to_dict(
            after.replace(
                players=tuple(players),
                discard=tuple(cards[c] for c in discard),
                deck=tuple(cards[c] for c in deck[used:]),
            )
        )
    ]


def _garden_end_at_once(before: GameState, move: Action, after: GameState) -> list[Json]:
    """Ladybohn (``ladybohn.end``, ``immediate``): a Gartenbohne miss's sale that runs the
    deck out for the last time ends the game at once (the referee plays on to the end of
    phase 3): the referee's position after the sale, then the final harvest."""
    if not _ladybohn(before) or not isinstance(move, Harvest):
        return []
    if before.ending or not after.ending or after.is_over:
        return []
    return [to_dict(game_over(after))]


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
    ("duel.end-timing", _duel_at_once),
    ("duel.step3-draw-exhaustion", _duel_no_step3),
    ("ladybohn.promotion-mechanics", _miss_first),
    ("ladybohn.immediate-baby", _baby_with_the_deal),
    ("ladybohn.coin-cards", _coins_from_bottom),
    ("ladybohn.beanometer-count", _count_under_top),
    ("ladybohn.final-harvest", _protected_at_end),
    ("ladybohn.end", _garden_end_at_once),
    ("ladybohn.garden-miss", _garden_from_field),
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


def refusal_point(state: GameState, move: Action) -> str | None:
    """The open point whose other reading refuses ``move``, legal here for the referee:
    the move replayed under the alternative's rule (each alternative below is a rule on
    which moves a seat may make, so its replay is its refusal).

    * ``step3.player-order`` (``one-after-another``): a step-3 planting by a seat that
      would wait for another if the seats planted one at a time;
    * ``duel.offer-unplantable`` (``fit-or-discard``): in the duel's step 1, an offered
      card is planted only where it fits: no harvest and no purchase while offered cards
      wait;
    * ``ladybohn.step1-buy`` (``harvest-only``): in phase 1 only a sale makes room, no
      third field is bought;
    * ``ladybohn.promotion-mechanics``: ``forced``, the miss move is compulsory: a baby
      planted on a field whose miss could move, without moving her; ``miss-then-baby``,
      the miss moves before the baby is placed: a miss who is her field's top card cannot
      move.
    """
    if _ladybohn(state):
        if isinstance(move, BuyField) and state.step_id == PLANT and move.seat == state.active:
            return "ladybohn.step1-buy"
        if isinstance(move, Plant) and not move.steps and miss_could_move(state, move):
            return "ladybohn.promotion-mechanics"
        if isinstance(move, Plant) and move.steps:
            field = state.players[move.seat].field_ids[move.field]
            if move.miss == len(field) - 1:
                return "ladybohn.promotion-mechanics"
    found = step3_order_point(state, move)
    if found is not None:
        return found
    if (
        state.table.duel
        and state.step_id == OFFER
        and state.offer_ids
        and isinstance(move, Harvest | BuyField)
        and move.seat == state.active
    ):
        return "duel.offer-unplantable"
    return None


def miss_could_move(state: GameState, move: Plant) -> bool:
    """Ladybohn: whether the baby ``move`` plants could move a miss of its field."""
    if not _ladybohn(state):
        return False
    return any(
        isinstance(m, Plant)
        and m.steps
        and (m.seat, m.card, m.field) == (move.seat, move.card, move.field)
        for m in legal_actions(state, move.seat).basic
    )


def step3_order_point(state: GameState, move: Action) -> str | None:
    """``step3.player-order`` when ``move`` is a step-3 planting of a seat that would wait
    for another if the seats planted one at a time (the active player first)."""
    if state.step_id != PLANT_RECEIVED or not isinstance(move, Plant):
        return None
    waiting = state.to_move
    n = len(state.players)
    first = min(waiting, key=lambda s: (s - state.active) % n)
    return "step3.player-order" if move.seat != first else None
