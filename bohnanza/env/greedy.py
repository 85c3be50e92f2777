"""The ``greedy`` seat and the rollouts, compiled by mypyc with the rules core (no numpy).

``greedy_move`` is the policy of ``bohnanza.env.policies.greedy_policy``; ``play_out``
plays a game to its end with greedy and random seats, for ``RolloutEvaluator``
(``bohnanza.env.openspiel``).  ``kind`` maps card ids to indices of ``varieties``;
``made`` and ``limit`` bound the offers as the encoding does.  Each seat reads only what
it may see: its own hand, the open table, its legal moves.
"""

from __future__ import annotations

import random

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.env.core import actor, advance, answers, offer_to, random_move
from bohnanza.referee import basic_moves, check
from bohnanza.state import TRADE, GameState

__all__ = ["greedy_move", "play_out"]


def _planted(state: GameState, seat: int, kind: tuple[int, ...]) -> set[int]:
    return {kind[f[0]] for f in state.players[seat].field_ids if f}


def _fair(state: GameState, seat: int, offer: Offer, accept: Accept, kind: tuple[int, ...]) -> bool:
    """Whether accepting gains ``seat`` cards it can plant without selling, for cards that
    grow none of its fields (and no coins of its own)."""
    if offer.ask_coins:
        return False
    planted = _planted(state, seat, kind)
    for card in accept.cards:
        if kind[card] in planted:
            return False
    free = 0
    for field in state.players[seat].field_ids:
        if not field:
            free += 1
    new = {kind[c] for c in offer.gives if kind[c] not in planted}
    return len(new) <= free and bool(offer.gives or accept.cards)


def _payout(state: GameState, field: tuple[int, ...]) -> int:
    # The top card prices the field.
    return state.table.pays[field[-1]][min(len(field), 32)] if field else 0


def _offers_left(state: GameState, made: tuple[int, ...], limit: int, seat: int, to: int) -> bool:
    if not made or made[seat] >= limit:
        return False
    return all(o.seat != seat or o.to != to for o in state.offers)


def _asking(
    state: GameState,
    made: tuple[int, ...],
    limit: int,
    seat: int,
    kind: tuple[int, ...],
    varieties: tuple[str, ...],
) -> Offer | None:
    """Another player in step 2: ask the active player for a face-up card that grows one
    of its fields, giving the front hand card (of the first five) that grows none, or
    nothing."""
    active = state.active
    if not _offers_left(state, made, limit, seat, active):
        return None
    planted = _planted(state, seat, kind)
    wanted = [c for c in state.face_up_ids if kind[c] in planted]
    if not wanted:
        return None
    gives: tuple[int, ...] = ()
    for card in state.players[seat].hand_ids[:5]:
        if kind[card] not in planted:
            gives = (card,)  # the first card of its variety in the hand
            break
    offer = Offer(seat, active, gives, (varieties[kind[wanted[0]]],))
    return offer if check(state, offer) is None else None


def _giving(
    state: GameState,
    made: tuple[int, ...],
    limit: int,
    seat: int,
    kind: tuple[int, ...],
    varieties: tuple[str, ...],
) -> Offer | None:
    """The active player in step 2: a face-up card that grows none of its fields, offered
    to a player whose field it grows, for a card of a variety it has planted (else for
    nothing)."""
    planted = _planted(state, seat, kind)
    n = len(state.players)
    asks: tuple[str, ...] = (varieties[min(planted)],) if planted else ()
    for card in state.face_up_ids:
        if kind[card] in planted:
            continue
        for r in range(1, n):
            to = (seat + r) % n
            if not _offers_left(state, made, limit, seat, to):
                continue
            if kind[card] not in _planted(state, to, kind):
                continue
            offer = Offer(seat, to, (card,), asks)
            if check(state, offer) is None:
                return offer
    return None


def greedy_move(
    state: GameState,
    made: tuple[int, ...],
    seat: int,
    rng: random.Random,
    kind: tuple[int, ...],
    varieties: tuple[str, ...],
    limit: int,
) -> Action | None:
    """The ``greedy`` seat's move (``bohnanza.env.policies``)."""
    trading = state.step_id == TRADE and not state.rest[4]
    if trading:
        offer = offer_to(state, seat)
        if offer is not None:
            replies = answers(state, seat, offer)
            accept = replies[0]
            if isinstance(accept, Accept) and _fair(state, seat, offer, accept, kind):
                return accept
            return replies[-1]
        if seat != state.active:
            return _asking(state, made, limit, seat, kind, varieties)
    moves = basic_moves(state, seat)
    fields = state.players[seat].field_ids
    best: Action | None = None
    best_group = 2
    best_size = 0
    for move in moves:
        if isinstance(move, BuyField):
            return move
        if isinstance(move, Plant):
            if move.steps:
                continue
            field = fields[move.field]
            # The same variety first, the biggest field first; an empty field after.
            group = 0 if field else 1
            size = -len(field)
            if group < best_group or (group == best_group and size < best_size):
                best, best_group, best_size = move, group, size
    if best is not None:
        return best
    planted = {kind[f[0]] for f in fields if f}
    for move in moves:
        if isinstance(move, Keep) and kind[move.card] in planted:
            return move
    if trading:
        offer = _giving(state, made, limit, seat, kind, varieties)
        if offer is not None:
            return offer
    for move in moves:
        if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
            return move
    others: list[Action] = []
    harvests: list[Harvest] = []
    for move in moves:
        if isinstance(move, Harvest):
            harvests.append(move)
        elif not isinstance(move, Offer | Withdraw):
            others.append(move)
    if others:
        return others[int(rng.random() * len(others))]
    if harvests:
        # The field that pays most, then the smallest.
        sale = harvests[0]
        pay = _payout(state, fields[sale.field])
        for move in harvests[1:]:
            here = _payout(state, fields[move.field])
            field = fields[move.field]
            if here > pay or (here == pay and len(field) < len(fields[sale.field])):
                sale, pay = move, here
        return sale
    return moves[0]  # pragma: no cover - a waited-for seat always has a move


def play_out(
    state: GameState,
    window: int,
    made: tuple[int, ...],
    greedy: list[bool],
    rngs: list[random.Random],
    kind: tuple[int, ...],
    varieties: tuple[str, ...],
    limit: int,
    max_moves: int,
) -> GameState:
    """The game played to its end (or ``max_moves`` more moves) by greedy seats
    (``greedy[seat]``) and random ones (the others): a rollout."""
    for _ in range(max_moves):
        seat = actor(state, window)
        if seat < 0:
            break
        rng = rngs[seat]
        if greedy[seat]:
            move = greedy_move(state, made, seat, rng, kind, varieties, limit)
        else:
            move = random_move(state, seat, rng)
        state, window, made = advance(state, window, made, move, limit)
    return state
