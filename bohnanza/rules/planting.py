"""Planting: the front card in step 1 (and the duel's step 2), the received and kept cards
in step 3, one variety per field, the matching-field readings; ending step 1."""

from __future__ import annotations

from typing import Final

from bohnanza.actions import Action, EndPlanting, Plant
from bohnanza.errors import IllegalActionError
from bohnanza.rules.common import (
    check_card_id,
    check_field_index,
    end_planting_move,
    plant_row,
    refuse,
    replace_seat,
    without,
)
from bohnanza.rules.turn import after_step3_plant, begin_duel_draw, begin_trading
from bohnanza.state import (
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    PLANT,
    PLANT_RECEIVED,
    TRADE,
    GameState,
    Player,
)

#: The fields named by each bit mask of three fields, in order.
_BITS: Final = tuple(tuple(i for i in range(3) if mask >> i & 1) for mask in range(8))

#: The steps that plant from the hand, and the duel's steps that plant offered or drawn cards.
_HAND_STEPS: Final = (PLANT, DUEL_PLANT)
_DRAWN_STEPS: Final = (OFFER, DUEL_DRAW)

_NO_ROOM = {
    PLANT: "step1.forced-harvest",
    DUEL_PLANT: "step1.forced-harvest",
    PLANT_RECEIVED: "step3.make-room",
}


def fit(
    s: GameState, seat: int, card: int, field: int, action: Action
) -> IllegalActionError | None:
    """Whether card ``card`` may go into ``field`` of ``seat`` (one variety per field)."""
    table = s.table
    kind = table.kind
    fields = s.players[seat].field_ids
    target = fields[field]
    variety = kind[card]
    if target:
        if kind[target[0]] == variety:
            return None
        fits_somewhere = any((f and kind[f[0]] == variety) or not f for f in fields)
        if not fits_somewhere:
            return refuse(
                s, _NO_ROOM.get(s.step_id, "field.one-variety"), action, "no-room", (card, seat)
            )
        return refuse(
            s, "field.one-variety", action, "other-variety", (field, seat, target[0], card)
        )
    if not table.matching_may and not second_card_may_open(s, variety):
        for i, f in enumerate(fields):
            if f and kind[f[0]] == variety:
                return refuse(s, "step1.matching-field", action, "matching-field", (card, i, seat))
    return None


def second_card_may_open(s: GameState, variety: int) -> bool:
    """Whether the card planted now (of variety ``variety``) may open an empty field
    although it matches a field.

    Decision step1.same-field-must (amigo-fr): 000 part 1's Phase 1 sentence "Il peut les
    planter dans le même champ mais n'est pas obligé de le faire" frees the second card of
    step 1 (and of the duel's step 2, "comme dans le jeu normal") from "il doit la planter
    là" when it is of the first card's variety.  Every other planting keeps "must"; under
    "unique" no two fields may ever hold one variety, so the exception never applies.
    """
    return (
        s.table.second_may_open
        and s.step_id in _HAND_STEPS
        and s.planted == 1
        and s.first_kind == variety
    )


def check_plant(s: GameState, a: Plant) -> Exception | None:
    bad = check_field_index(s, a.seat, a.field, a) or check_card_id(s, a.card, a)
    if bad:
        return bad
    player = s.players[a.seat]
    step = s.step_id
    # The duel's step 2 plants "as in the normal game" (duel.step2).
    if step in _HAND_STEPS:
        if a.seat != s.active:
            return refuse(s, "turn.order", a, "not-active", (a.seat,))
        if s.planted >= 2:
            return refuse(s, "step1.no-third", a, "no-third", ())
        hand = player.hand_ids
        if not hand:
            return refuse(s, "step1.empty-hand", a, "empty-hand", (a.seat,))
        if hand[0] != a.card:
            return refuse(s, "step1.front-card", a, "front-card", (a.seat, hand[0], a.card))
        return fit(s, a.seat, a.card, a.field, a)
    if step == PLANT_RECEIVED:
        if a.card in player.aside_ids:
            return fit(s, a.seat, a.card, a.field, a)
        return refuse(s, "step3.plant-all", a, "not-aside", (a.card, a.seat))
    if step in _DRAWN_STEPS:
        key, zone, what = (
            ("duel.step1", s.offer_ids, "not-offered")
            if step == OFFER
            else ("duel.step3.plant", s.face_up_ids, "not-drawn")
        )
        if a.seat != s.active:
            return refuse(s, "turn.order", a, "not-active", (a.seat,))
        if a.card in zone:
            return fit(s, a.seat, a.card, a.field, a)
        return refuse(s, key, a, what, (a.card,))
    if step == TRADE and a.seat == s.active and s.planted >= 2:
        # Step 1 ended by its second planting; a third card is what step1.no-third forbids.
        return refuse(s, "step1.no-third", a, "no-third-after", ())
    return refuse(s, "turn.order", a, "no-planting", ())


def apply_plant(s: GameState, a: Plant) -> GameState:
    """Plant from the hand (step 1, duel step 2) or from the set-aside cards (step 3); the
    duel's offered and drawn cards are planted by ``duel.apply_duel_plant``."""
    player = s.players[a.seat]
    fields = player.field_ids
    step = s.step_id
    card = a.card
    if step == PLANT_RECEIVED:
        hand = player.hand_ids
        aside = without(player.aside_ids, card)
    else:  # step 1 or the duel's step 2: the front card
        hand = player.hand_ids[1:]
        aside = player.aside_ids
    f = a.field
    new_fields = list(fields)
    new_fields[f] = fields[f] + (card,)
    new_player = Player(
        player.info,
        hand,
        tuple(new_fields),
        player.coin_ids,
        aside,
    )
    players = replace_seat(s.players, a.seat, new_player)
    planted = s.planted if step == PLANT_RECEIVED else s.planted + 1
    # decision step1.same-field-must: the variety of the first card of step 1 (or of the
    # duel's step 2) is remembered until the step ends.
    first = s.table.kind[card] if planted == 1 and step != PLANT_RECEIVED else s.first_kind
    s = GameState(
        s.table,
        players,
        s.active,
        step,
        planted,
        s.discard_ids,
        s.face_up_ids,
        s.pile,
        s.rest,
        first,
    )
    if step == PLANT_RECEIVED:
        return after_step3_plant(s)
    if step == PLANT:
        if planted >= 2 or not hand:
            return begin_trading(s)
        return s
    return s if hand else begin_duel_draw(s)


def plant_moves(s: GameState, seat: int, card: int, moves: list[Action]) -> None:
    """The plantings of card ``card`` by ``seat``: in the fields of its variety, then in
    the empty ones unless the rules send it to a matching field (step1.matching-field)."""
    table = s.table
    kind = table.kind
    variety = kind[card]
    row = plant_row(seat, card)
    empty = 0  # the empty fields, as a bit mask
    matched = False
    for i, f in enumerate(s.players[seat].field_ids):
        if not f:
            empty |= 1 << i
        elif kind[f[0]] == variety:
            moves.append(row[i])
            matched = True
    if empty and (table.matching_may or not matched or second_card_may_open(s, variety)):
        for i in _BITS[empty]:
            moves.append(row[i])


def check_end_planting(s: GameState, action: EndPlanting) -> Exception | None:
    if action.seat != s.active:
        return refuse(s, "turn.order", action, "end-planting-who", ())
    if s.step_id not in _HAND_STEPS:
        return refuse(s, "turn.order", action, "planting-over", ())
    if s.planted == 0:
        return refuse(s, "step1.front-card", action, "plant-first", ())
    return None


def apply_end_planting(s: GameState) -> GameState:
    if s.step_id == DUEL_PLANT:
        return begin_duel_draw(s)
    return begin_trading(s)


def front_card_moves(s: GameState, moves: list[Action]) -> None:
    """Step 1 (and the duel's step 2): plant the front card where it fits; end the step
    once one card is planted."""
    active = s.active
    hand = s.players[active].hand_ids
    if s.planted < 2 and hand:
        plant_moves(s, active, hand[0], moves)
    if s.planted >= 1:
        moves.append(end_planting_move(active))


def set_aside_moves(s: GameState, seats: range | tuple[int, ...], moves: list[Action]) -> None:
    """Step 3: each waiting seat plants any of its set-aside cards where it fits."""
    for seat in seats:
        for card in s.players[seat].aside_ids:
            plant_moves(s, seat, card, moves)
