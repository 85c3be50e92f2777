"""The order of the steps: what happens by itself when a step begins or ends.

Normal turn: step 1 (plant), step 2 (two cards turned face up), step 3 (plant what was
received and kept), step 4 (draw), then the next player.  The duel's turn: step 1 (the
offer), step 2 (plant, then discard), step 3 (three cards drawn, the discard chain), then
drawing.  The moves that lead here live in their mechanism's module.
"""

from __future__ import annotations

from bohnanza.rules.common import new_state, replace_seat, with_step
from bohnanza.rules.deck import Pile, draw_cards
from bohnanza.rules.ending import game_over
from bohnanza.state import (
    DRAW,
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    PLANT,
    TRADE,
    GameState,
    Ids,
    PileInfo,
    Player,
    RestInfo,
    Table,
)


def begin_turn(s: GameState, seat: int, turn: int) -> GameState:
    return start_turn(s.table, s.players, seat, turn, s.discard_ids, s.pile, s.rest)


def start_turn(
    table: Table,
    players: tuple[Player, ...],
    seat: int,
    turn: int,
    discard: Ids,
    pile: PileInfo,
    rest: RestInfo,
) -> GameState:
    """Turn ``turn`` of ``seat`` begins (its step 1, or what follows when there is nothing
    to plant)."""
    s = GameState(
        table,
        players,
        seat,
        PLANT,
        0,
        discard,
        (),
        pile,
        (turn, rest[1], rest[2], rest[3], (), ()),
        -1,
        (),
    )
    if table.duel:
        if rest[1]:
            return with_step(s, OFFER)  # duel.step1
        return begin_duel_plant(s)  # duel.step1.first-turn: nothing offered
    if not players[seat].hand_ids:
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
        (),
    )


def begin_trading(s: GameState) -> GameState:
    return trading_begins(s, s.players, s.planted)


def trading_begins(s: GameState, players: tuple[Player, ...], planted: int) -> GameState:
    """Step 2 begins after the step 1 of ``s``, its seats now ``players`` and ``planted``
    cards planted: step2.face-up, the active player turns up the top cards of the deck
    (end.step2: when they run short, just what there is)."""
    face_up, pile, discard = draw_cards(s, s.table.face_up_count)
    return GameState(
        s.table,
        players,
        s.active,
        TRADE,
        planted,
        discard,
        face_up,
        pile,
        s.rest,
        -1,
        (),
    )


def anyone_waits(players: tuple[Player, ...]) -> bool:
    """Whether a seat still has cards set aside to plant (step 3 goes on)."""
    for p in players:  # noqa: SIM110 - a loop: any() of a generator costs a frame per seat
        if p.aside_ids:
            return True
    return False


def after_step3_plant(s: GameState) -> GameState:
    return s if anyone_waits(s.players) else end_step3(s)


def end_step3(s: GameState) -> GameState:
    return step3_ends(s, s.players)


def step3_ends(s: GameState, players: tuple[Player, ...]) -> GameState:
    """Step 3 of ``s`` ends, its seats now ``players``: step 4, then the next turn."""
    table = s.table
    if s.pile[3]:
        # end.step2: the game ends after step 3
        return game_over(new_state(s, players, s.step_id, s.planted, s.discard_ids, s.face_up_ids))
    # step4.draw: one at a time, each to the back of the hand.
    drawn, pile, discard = draw_cards(s, table.rules.draw_count)
    active = s.active
    p = players[active]
    players = replace_seat(
        players, active, Player(p.info, p.hand_ids + drawn, p.field_ids, p.coin_ids, p.aside_ids)
    )
    if pile[3]:
        # end.step4: the game ends immediately
        return game_over(
            GameState(table, players, active, DRAW, s.planted, discard, (), pile, s.rest, -1, ())
        )
    # turn.next-player: the player to the left takes his turn.
    return start_turn(
        table, players, (active + 1) % len(players), s.rest[0] + 1, discard, pile, s.rest
    )
