"""The bean duel's own moves: the offer (plant or discard each offered card), the discard
after planting in step 2, planting drawn cards in step 3 and leaving the rest as an offer."""

from __future__ import annotations

from bohnanza.actions import Action, Discard, LeaveOffer, Plant
from bohnanza.rules.common import card_name, intern, new_state, refuse, replace_seat
from bohnanza.rules.planting import fitting_fields
from bohnanza.rules.turn import begin_duel_draw, begin_duel_plant, end_step3
from bohnanza.state import GameState, Player, Step


def check_discard(s: GameState, a: Discard) -> Exception | None:
    if not s.table.rules.duel:
        return refuse(s, "turn.order", a, "only the bean duel has offers and discards")
    if a.seat != s.active:
        return refuse(
            s, "turn.order", a, f"seat {a.seat} is not the active player (seat {s.active})"
        )
    if s.step is Step.OFFER:
        if all(c.id != a.card for c in s.offer):
            return refuse(s, "duel.step1", a, f"{card_name(s, a.card)} is not offered")
        return None
    if s.step is Step.DUEL_PLANT:
        if s.planted == 0:
            return refuse(s, "duel.step2", a, "a card may be discarded only after planting")
        if all(c.id != a.card for c in s.players[a.seat].hand):
            return refuse(
                s, "duel.step2", a, f"{card_name(s, a.card)} is not in seat {a.seat}'s hand"
            )
        return None
    return refuse(
        s,
        "duel.step2",
        a,
        f"a card is discarded only in step 2, after planting; now step {s.step.number}",
    )


def apply_discard(s: GameState, a: Discard) -> GameState:
    card = s.table.edition.deck.cards[a.card]
    discard = s.discard + (card,)
    if s.step is Step.OFFER:
        # duel.step1: an offered card is discarded instead of planted
        offer = tuple(c for c in s.offer if c.id != a.card)
        s = GameState(
            s.table,
            s.players,
            s.active,
            s.step,
            s.planted,
            s.stack,
            s.drawn,
            discard,
            s.face_up,
            s.removed,
            s.box,
            s.exhaustions,
            s.ending,
            s.turn,
            offer,
        )
        return s if offer else begin_duel_plant(s)
    # duel.step2: one card from anywhere in the hand
    player = s.players[a.seat]
    hand = tuple(c for c in player.hand if c.id != a.card)
    new = Player(
        player.name, hand, player.fields, player.coins, player.set_aside, player.bought_field
    )
    s = new_state(s, replace_seat(s.players, a.seat, new), s.step, s.planted, discard, s.face_up)
    if s.table.rules.duel_discard == "one" or not hand:
        return begin_duel_draw(s)
    return s


def apply_duel_plant(s: GameState, a: Plant) -> GameState:
    """Plant an offered card (duel step 1) or a drawn card (duel step 3)."""
    card = s.table.edition.deck.cards[a.card]
    player = s.players[a.seat]
    fields = player.fields
    new_fields = fields[: a.field] + (fields[a.field] + (card,),) + fields[a.field + 1 :]
    new = Player(
        player.name, player.hand, new_fields, player.coins, player.set_aside, player.bought_field
    )
    players = replace_seat(s.players, a.seat, new)
    if s.step is Step.OFFER:
        offer = tuple(c for c in s.offer if c.id != a.card)
        s = GameState(
            s.table,
            players,
            s.active,
            s.step,
            s.planted,
            s.stack,
            s.drawn,
            s.discard,
            s.face_up,
            s.removed,
            s.box,
            s.exhaustions,
            s.ending,
            s.turn,
            offer,
        )
        return s if offer else begin_duel_plant(s)
    face_up = tuple(c for c in s.face_up if c.id != a.card)
    return new_state(s, players, s.step, s.planted, s.discard, face_up)


def apply_leave_offer(s: GameState) -> GameState:
    # duel.step3.offer: the cards not planted are left for the opponent.
    s = GameState(
        s.table,
        s.players,
        s.active,
        Step.DRAW,
        s.planted,
        s.stack,
        s.drawn,
        s.discard,
        (),
        s.removed,
        s.box,
        s.exhaustions,
        s.ending,
        s.turn,
        s.face_up,
    )
    return end_step3(s)  # duel.step4: draw two (draw_count), or the game ends


def check_leave_offer(s: GameState, action: LeaveOffer) -> Exception | None:
    if not s.table.rules.duel:
        return refuse(s, "turn.order", action, "only the bean duel has offers and discards")
    if s.step is not Step.DUEL_DRAW or action.seat != s.active:
        return refuse(
            s,
            "duel.step3.offer",
            action,
            "only the active player leaves an offer, in step 3",
        )
    return None


def hand_discard_moves(s: GameState, moves: list[Action]) -> None:
    """Duel step 2, after planting: discard any hand card."""
    if s.planted >= 1:
        active = s.active
        for card in s.players[active].hand:
            moves.append(intern(Discard, active, card.id))


def offer_and_draw_moves(s: GameState, moves: list[Action]) -> None:
    """Duel steps 1 and 3: plant any offered (drawn) card where it fits; discard an
    offered card, or leave the drawn ones as the next offer."""
    active = s.active
    offering = s.step is Step.OFFER
    zone = s.offer if offering else s.face_up
    for card in zone:
        for f in fitting_fields(s, active, card):
            moves.append(intern(Plant, active, card.id, f))
    if offering:
        for card in zone:
            moves.append(intern(Discard, active, card.id))
    else:
        moves.append(intern(LeaveOffer, active))
