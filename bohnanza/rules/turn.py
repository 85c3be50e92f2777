"""The order of the steps: what happens by itself when a step begins or ends.

Normal turn: step 1 (plant), step 2 (two cards turned face up), step 3 (plant what was
received and kept), step 4 (draw), then the next player.  The duel's turn: step 1 (the
offer), step 2 (plant, then discard), step 3 (three cards drawn, the discard chain), then
drawing.  The moves that lead here live in their mechanism's module.
"""

from __future__ import annotations

from bohnanza.rules.common import replace_seat, with_step
from bohnanza.rules.deck import Pile
from bohnanza.rules.ending import game_over
from bohnanza.state import (
    DRAW,
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    PLANT,
    TRADE,
    GameState,
    Player,
)


def begin_turn(s: GameState, seat: int, turn: int) -> GameState:
    s = GameState(
        s.table,
        s.players,
        seat,
        PLANT,
        0,
        s.discard_ids,
        (),
        s.pile,
        (turn, s.offer_ids, s.box_ids, s.removed_ids, ()),
        -1,
    )
    if s.table.duel:
        if s.offer_ids:
            return with_step(s, OFFER)  # duel.step1
        return begin_duel_plant(s)  # duel.step1.first-turn: nothing offered
    if not s.players[seat].hand_ids:
        return begin_trading(s)  # step1.empty-hand
    return s


def begin_duel_plant(s: GameState) -> GameState:
    s = with_step(s, DUEL_PLANT)
    if not s.players[s.active].hand_ids:
        return begin_duel_draw(s)  # step1.empty-hand, as in the normal game
    return s


def begin_duel_draw(s: GameState) -> GameState:
    # duel.step3.draw: three cards face up; duel.step3.discard-chain: then the discard
    # pile's top card joins them while it matches one of the three.
    pile = Pile(s)
    drawn: list[int] = []
    for _ in range(3):
        card = pile.draw()
        if card is None:
            break  # decision duel.end-timing: the deck ran out; step 3 is played out
        drawn.append(card)
    kind = s.table.kind
    kinds = {kind[card] for card in drawn}
    discard = pile.discard
    chained: list[int] = []
    while discard and kind[discard[-1]] in kinds:
        chained.append(discard[-1])
        discard = discard[:-1]
    return GameState(
        s.table,
        s.players,
        s.active,
        DUEL_DRAW,
        s.planted,
        discard,
        tuple(drawn + chained),
        (pile.deck, pile.drawn, pile.exhaustions, pile.finished),
        s.rest,
        -1,
    )


def begin_trading(s: GameState) -> GameState:
    # step2.face-up: the active player turns up the top cards of the deck.
    pile = Pile(s)
    face_up: list[int] = []
    for _ in range(s.table.face_up_count):
        card = pile.draw()
        if card is None:
            break  # end.step2: not enough cards, he draws just one
        face_up.append(card)
    return GameState(
        s.table,
        s.players,
        s.active,
        TRADE,
        s.planted,
        pile.discard,
        tuple(face_up),
        (pile.deck, pile.drawn, pile.exhaustions, pile.finished),
        s.rest,
        -1,
    )


def after_step3_plant(s: GameState) -> GameState:
    for p in s.players:
        if p.aside_ids:
            return s
    return end_step3(s)


def end_step3(s: GameState) -> GameState:
    if s.ending:
        return game_over(s)  # end.step2: the game ends after step 3
    # step4.draw: one at a time, each to the back of the hand.
    rules = s.table.rules
    pile = Pile(s)
    active = s.players[s.active]
    drawn: list[int] = []
    for _ in range(rules.draw_count):
        card = pile.draw()
        if card is None:
            break
        drawn.append(card)
    player = Player(
        active.info,
        active.hand_ids + tuple(drawn),
        active.field_ids,
        active.coin_ids,
        active.aside_ids,
    )
    s = GameState(
        s.table,
        replace_seat(s.players, s.active, player),
        s.active,
        DRAW,
        s.planted,
        pile.discard,
        (),
        (pile.deck, pile.drawn, pile.exhaustions, pile.finished),
        s.rest,
        -1,
    )
    if pile.finished:
        return game_over(s)  # end.step4: the game ends immediately
    # turn.next-player: the player to the left takes his turn.
    return begin_turn(s, (s.active + 1) % len(s.players), s.turn + 1)
