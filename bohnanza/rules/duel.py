"""The bean duel's own moves: the offer (plant or discard each offered card), the discard
after planting in step 2, planting drawn cards in step 3 and leaving the rest as an offer."""

from __future__ import annotations

from bohnanza.actions import Action, Discard, LeaveOffer, Plant
from bohnanza.rules.common import (
    discard_move,
    leave_offer_move,
    new_state,
    refuse,
    replace_seat,
    without,
)
from bohnanza.rules.planting import plant_moves
from bohnanza.rules.turn import begin_duel_draw, begin_duel_plant, end_step3
from bohnanza.state import (
    DRAW,
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    GameState,
    Player,
)


def check_discard(s: GameState, a: Discard) -> Exception | None:
    if not s.table.duel:
        return refuse(s, "turn.order", a, "no-duel", ())
    if a.seat != s.active:
        return refuse(s, "turn.order", a, "not-active", (a.seat,))
    if s.step_id == OFFER:
        if a.card not in s.offer_ids:
            return refuse(s, "duel.step1", a, "not-offered", (a.card,))
        return None
    if s.step_id == DUEL_PLANT:
        if s.planted == 0:
            return refuse(s, "duel.step2", a, "discard-after-planting", ())
        if a.card not in s.players[a.seat].hand_ids:
            return refuse(s, "duel.step2", a, "not-in-hand", (a.card, a.seat))
        return None
    return refuse(s, "duel.step2", a, "discard-step", ())


def apply_discard(s: GameState, a: Discard) -> GameState:
    discard = s.discard_ids + (a.card,)
    if s.step_id == OFFER:
        # duel.step1: an offered card is discarded instead of planted
        offer = without(s.offer_ids, a.card)
        s = GameState(
            s.table,
            s.players,
            s.active,
            s.step_id,
            s.planted,
            discard,
            s.face_up_ids,
            s.pile,
            (s.turn, offer, s.box_ids, s.removed_ids, (), ()),
            -1,
            (),
        )
        return s if offer else begin_duel_plant(s)
    # duel.step2: one card from anywhere in the hand
    player = s.players[a.seat]
    hand = without(player.hand_ids, a.card)
    new = Player(
        player.info,
        hand,
        player.field_ids,
        player.coin_ids,
        player.aside_ids,
    )
    players = replace_seat(s.players, a.seat, new)
    s = new_state(s, players, s.step_id, s.planted, discard, s.face_up_ids)
    if s.table.rules.duel_discard == "one" or not hand:
        return begin_duel_draw(s)
    return s


def apply_duel_plant(s: GameState, a: Plant) -> GameState:
    """Plant an offered card (duel step 1) or a drawn card (duel step 3)."""
    card = a.card
    player = s.players[a.seat]
    fields = player.field_ids
    new_fields = list(fields)
    new_fields[a.field] = fields[a.field] + (card,)
    new = Player(
        player.info,
        player.hand_ids,
        tuple(new_fields),
        player.coin_ids,
        player.aside_ids,
    )
    players = replace_seat(s.players, a.seat, new)
    if s.step_id == OFFER:
        offer = without(s.offer_ids, card)
        s = GameState(
            s.table,
            players,
            s.active,
            s.step_id,
            s.planted,
            s.discard_ids,
            s.face_up_ids,
            s.pile,
            (s.turn, offer, s.box_ids, s.removed_ids, (), ()),
            -1,
            (),
        )
        return s if offer else begin_duel_plant(s)
    face_up = without(s.face_up_ids, card)
    return new_state(s, players, s.step_id, s.planted, s.discard_ids, face_up)


def apply_leave_offer(s: GameState) -> GameState:
    # duel.step3.offer: the cards not planted are left for the opponent.
    s = GameState(
        s.table,
        s.players,
        s.active,
        DRAW,
        s.planted,
        s.discard_ids,
        (),
        s.pile,
        (s.turn, s.face_up_ids, s.box_ids, s.removed_ids, (), ()),
        -1,
        (),
    )
    return end_step3(s)  # duel.step4: draw two (draw_count), or the game ends


def check_leave_offer(s: GameState, action: LeaveOffer) -> Exception | None:
    if not s.table.duel:
        return refuse(s, "turn.order", action, "no-duel", ())
    if s.step_id != DUEL_DRAW or action.seat != s.active:
        return refuse(s, "duel.step3.offer", action, "leave-offer", ())
    return None


def hand_discard_moves(s: GameState, moves: list[Action]) -> None:
    """Duel step 2, after planting: discard any hand card."""
    if s.planted >= 1:
        active = s.active
        for card in s.players[active].hand_ids:
            moves.append(discard_move(active, card))


def offer_and_draw_moves(s: GameState, moves: list[Action]) -> None:
    """Duel steps 1 and 3: plant any offered (drawn) card where it fits; discard an
    offered card, or leave the drawn ones as the next offer."""
    active = s.active
    offering = s.step_id == OFFER
    zone = s.offer_ids if offering else s.face_up_ids
    for card in zone:
        plant_moves(s, active, card, moves)
    if offering:
        for card in zone:
            moves.append(discard_move(active, card))
    else:
        moves.append(leave_offer_move(active))
