"""Planting: the front card in step 1 (and the duel's step 2), the received and kept cards
in step 3, one variety per field, the matching-field readings; ending step 1."""

from __future__ import annotations

from bohnanza.actions import Action, EndPlanting, Plant
from bohnanza.cards import Card
from bohnanza.errors import IllegalActionError
from bohnanza.rules.common import (
    card_name,
    check_card_id,
    check_field_index,
    intern,
    new_state,
    refuse,
    replace_seat,
)
from bohnanza.rules.turn import after_step3_plant, begin_duel_draw, begin_trading
from bohnanza.state import GameState, Player, Step


def fit(
    s: GameState, seat: int, card: Card, field: int, action: Action
) -> IllegalActionError | None:
    """Whether ``card`` may go into ``field`` of ``seat`` (one variety per field)."""
    rules = s.table.rules
    fields = s.players[seat].fields
    target = fields[field]
    variety = card.variety
    if target:
        if target[0].variety == variety:
            return None
        fits_somewhere = any((f and f[0].variety == variety) or not f for f in fields)
        if not fits_somewhere:
            key = {
                Step.PLANT: "step1.forced-harvest",
                Step.DUEL_PLANT: "step1.forced-harvest",
                Step.PLANT_RECEIVED: "step3.make-room",
            }.get(s.step, "field.one-variety")
            return refuse(
                s,
                key,
                action,
                f"{card} matches none of seat {seat}'s fields and none is empty: "
                "harvest a field (or buy a third) first",
            )
        return refuse(
            s,
            "field.one-variety",
            action,
            f"field {field} of seat {seat} holds {target[0].variety.key}, not {variety.key}",
        )
    if rules.matching_field != "may":
        for i, f in enumerate(fields):
            if f and f[0].variety == variety:
                return refuse(
                    s,
                    "step1.matching-field",
                    action,
                    f"{card} matches field {i} of seat {seat}, so it must be planted there",
                )
    return None


def check_plant(s: GameState, a: Plant) -> Exception | None:
    bad = check_field_index(s, a.seat, a.field, a) or check_card_id(s, a.card, a)
    if bad:
        return bad
    player = s.players[a.seat]
    # The duel's step 2 plants "as in the normal game" (duel.step2).
    if s.step is Step.PLANT or s.step is Step.DUEL_PLANT:
        if a.seat != s.active:
            return refuse(
                s, "turn.order", a, f"seat {a.seat} is not the active player (seat {s.active})"
            )
        if s.planted >= 2:
            return refuse(s, "step1.no-third", a, "two cards were already planted this step")
        if not player.hand:
            return refuse(s, "step1.empty-hand", a, f"seat {a.seat} has no card in hand")
        if player.hand[0].id != a.card:
            return refuse(
                s,
                "step1.front-card",
                a,
                f"the front card of seat {a.seat}'s hand is {player.hand[0]}, "
                f"not {card_name(s, a.card)}",
            )
        return fit(s, a.seat, player.hand[0], a.field, a)
    if s.step is Step.PLANT_RECEIVED:
        for card in player.set_aside:
            if card.id == a.card:
                return fit(s, a.seat, card, a.field, a)
        return refuse(
            s,
            "step3.plant-all",
            a,
            f"{card_name(s, a.card)} is not among the cards seat {a.seat} set aside",
        )
    if s.step is Step.OFFER or s.step is Step.DUEL_DRAW:
        key, zone, what = (
            ("duel.step1", s.offer, "offered")
            if s.step is Step.OFFER
            else ("duel.step3.plant", s.face_up, "among the drawn cards")
        )
        if a.seat != s.active:
            return refuse(
                s, "turn.order", a, f"seat {a.seat} is not the active player (seat {s.active})"
            )
        for card in zone:
            if card.id == a.card:
                return fit(s, a.seat, card, a.field, a)
        return refuse(s, key, a, f"{card_name(s, a.card)} is not {what}")
    return refuse(s, "turn.order", a, f"no planting in step {s.step.number}")


def apply_plant(s: GameState, a: Plant) -> GameState:
    """Plant from the hand (step 1, duel step 2) or from the set-aside cards (step 3); the
    duel's offered and drawn cards are planted by ``duel.apply_duel_plant``."""
    player = s.players[a.seat]
    fields = player.fields
    step = s.step
    if step is Step.PLANT or step is Step.DUEL_PLANT:
        card = player.hand[0]
        hand = player.hand[1:]
        aside = player.set_aside
    else:
        card = s.table.edition.deck.cards[a.card]
        hand = player.hand
        aside = tuple(c for c in player.set_aside if c.id != a.card)
    new_fields = fields[: a.field] + (fields[a.field] + (card,),) + fields[a.field + 1 :]
    new_player = Player(player.name, hand, new_fields, player.coins, aside, player.bought_field)
    players = replace_seat(s.players, a.seat, new_player)
    if step is Step.PLANT:
        planted = s.planted + 1
        s = new_state(s, players, Step.PLANT, planted, s.discard, s.face_up)
        if planted >= 2 or not hand:
            return begin_trading(s)
        return s
    if step is Step.DUEL_PLANT:
        s = new_state(s, players, step, s.planted + 1, s.discard, s.face_up)
        return s if hand else begin_duel_draw(s)
    return after_step3_plant(new_state(s, players, s.step, s.planted, s.discard, s.face_up))


def fitting_fields(s: GameState, seat: int, card: Card) -> list[int]:
    fields = s.players[seat].fields
    variety = card.variety
    matching = []
    empty = []
    for i, f in enumerate(fields):
        if not f:
            empty.append(i)
        elif f[0].variety == variety:
            matching.append(i)
    if matching and s.table.rules.matching_field != "may":
        return matching
    return matching + empty


def check_end_planting(s: GameState, action: EndPlanting) -> Exception | None:
    if action.seat != s.active:
        return refuse(s, "turn.order", action, "only the active player ends step 1")
    if s.step not in (Step.PLANT, Step.DUEL_PLANT):
        return refuse(
            s,
            "turn.order",
            action,
            f"the planting step is over: the turn is at step {s.step.number}",
        )
    if s.planted == 0:
        return refuse(s, "step1.front-card", action, "the first card of the hand must be planted")
    return None


def apply_end_planting(s: GameState) -> GameState:
    if s.step is Step.DUEL_PLANT:
        return begin_duel_draw(s)
    return begin_trading(s)


def front_card_moves(s: GameState, moves: list[Action]) -> None:
    """Step 1 (and the duel's step 2): plant the front card where it fits; end the step
    once one card is planted."""
    active = s.active
    p = s.players[active]
    if s.planted < 2 and p.hand:
        card = p.hand[0]
        for f in fitting_fields(s, active, card):
            moves.append(intern(Plant, active, card.id, f))
    if s.planted >= 1:
        moves.append(intern(EndPlanting, active))


def set_aside_moves(s: GameState, seats: range | tuple[int, ...], moves: list[Action]) -> None:
    """Step 3: each waiting seat plants any of its set-aside cards where it fits."""
    for seat in seats:
        for card in s.players[seat].set_aside:
            for f in fitting_fields(s, seat, card):
                moves.append(intern(Plant, seat, card.id, f))
