"""Fast seat policies for the environments' bot seats and for rollouts: ``random`` and
``greedy`` played on the full state, reading only what their seat may see.

A policy is ``policy(table, pos, seat, rng) -> Action | None``: the move of ``seat``, the
seat that acts in ``pos`` (``Table.actor``), or None for ``PASS`` (only in step 2 for a
seat that is not the active player).  The built-in bots of ``bohnanza.players`` get a
``PlayerView`` and a listing of every move, offers included, which costs far more than a
move of the referee; these make the same kind of choice from the state at the cost of
one listing of the seat's basic moves (``bohnanza.referee.basic_moves``).  They read the
seat's own hand, the open table (fields, face-up cards, standing offers and the
varieties they give and ask) and the seat's legal moves, which depend on nothing else:
never another seat's hand or the deck (``tests/integrations/test_env_core.py`` checks
that twin states differing only in hidden cards get the same moves).

* ``random``: as ``players.RandomBot``: a seat the game waits for plays one of its basic
  moves drawn uniformly (never an offer); an offer made to it is answered first, accept
  or decline drawn uniformly; in step 2 another player otherwise passes.
* ``greedy``: as ``players.GreedyBot``: buys the third field; plants on the biggest field
  of the same variety, then on an empty one; keeps face-up cards that grow its fields and,
  as the active player, offers the others to a player whose field they grow (for a card
  of a variety it has planted, else for nothing); ends steps early; sells only when it
  must, the field that pays most.  As another player in step 2 it asks the active player
  for a face-up card that grows one of its fields, giving a hand card near the front that
  grows none; it accepts an offer of cards it can plant without selling, for cards that
  grow none of its fields (and no coins of its own).
"""

from __future__ import annotations

import random
from collections.abc import Callable

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
from bohnanza.env.core import answers, offer_to, random_move
from bohnanza.env.encoding import Position, Table
from bohnanza.referee import basic_moves, check
from bohnanza.state import TRADE, GameState

__all__ = ["POLICIES", "Policy", "greedy_policy", "random_policy"]

Policy = Callable[[Table, Position, int, random.Random], Action | None]


def random_policy(table: Table, pos: Position, seat: int, rng: random.Random) -> Action | None:
    """The ``random`` seat (see the module)."""
    return random_move(pos.state, seat, rng)


def _planted(table: Table, state: GameState, seat: int) -> set[int]:
    kind = table.kinds(state)
    return {kind[f[0]] for f in state.players[seat].field_ids if f}


def _fair(table: Table, state: GameState, seat: int, offer: Offer, accept: Accept) -> bool:
    """Whether accepting gains ``seat`` cards it can plant without selling, for cards that
    grow none of its fields (and no coins of its own)."""
    if offer.ask_coins:
        return False
    kind = table.kinds(state)
    planted = _planted(table, state, seat)
    if any(kind[c] in planted for c in accept.cards):
        return False
    free = sum(1 for f in state.players[seat].field_ids if not f)
    new = {kind[c] for c in offer.gives if kind[c] not in planted}
    return len(new) <= free and bool(offer.gives or accept.cards)


def _payout(state: GameState, field: tuple[int, ...]) -> int:
    # The top card prices the field.
    return state.table.pays[field[-1]][min(len(field), 32)] if field else 0


def _offers_left(table: Table, pos: Position, seat: int, to: int) -> bool:
    made = pos.made
    if not made or made[seat] >= table.offers_per_step:
        return False
    return not any(o.seat == seat and o.to == to for o in pos.state.offers)


def _asking(table: Table, pos: Position, seat: int) -> Offer | None:
    """Another player in step 2: ask the active player for a face-up card that grows one
    of its fields, giving the front hand card (of the first five) that grows none, or
    nothing."""
    state = pos.state
    active = state.active
    if not _offers_left(table, pos, seat, active):
        return None
    kind = table.kinds(state)
    planted = _planted(table, state, seat)
    wanted = [c for c in state.face_up_ids if kind[c] in planted]
    if not wanted:
        return None
    gives: tuple[int, ...] = ()
    for card in state.players[seat].hand_ids[:5]:
        if kind[card] not in planted:
            gives = (card,)  # the first card of its variety in the hand
            break
    offer = Offer(seat, active, gives, (table.varieties[kind[wanted[0]]],))
    return offer if check(state, offer) is None else None


def _giving(table: Table, pos: Position, seat: int) -> Offer | None:
    """The active player in step 2: a face-up card that grows none of its fields, offered
    to a player whose field it grows, for a card of a variety it has planted (else for
    nothing)."""
    state = pos.state
    kind = table.kinds(state)
    planted = _planted(table, state, seat)
    n = len(state.players)
    ask = min(planted) if planted else -1
    for card in state.face_up_ids:
        if kind[card] in planted:
            continue
        for r in range(1, n):
            to = (seat + r) % n
            if not _offers_left(table, pos, seat, to) or kind[card] not in _planted(
                table, state, to
            ):
                continue
            asks = (table.varieties[ask],) if ask >= 0 else ()
            offer = Offer(seat, to, (card,), asks)
            if check(state, offer) is None:
                return offer
    return None


def greedy_policy(table: Table, pos: Position, seat: int, rng: random.Random) -> Action | None:
    """The ``greedy`` seat (see the module)."""
    state = pos.state
    trading = state.step_id == TRADE and not state.rest[4]
    if trading:
        offer = offer_to(state, seat)
        if offer is not None:
            replies = answers(state, seat, offer)
            accept = replies[0]
            if isinstance(accept, Accept) and _fair(table, state, seat, offer, accept):
                return accept
            return replies[-1]
        if seat != state.active:
            return _asking(table, pos, seat)
    moves = basic_moves(state, seat)
    fields = state.players[seat].field_ids
    kind = table.kinds(state)
    best: Plant | None = None
    rank = (2, 0)
    for move in moves:
        if move.__class__ is BuyField:
            return move
        if move.__class__ is Plant:
            assert isinstance(move, Plant)
            if move.steps:
                continue
            field = fields[move.field]
            here = (0, -len(field)) if field else (1, 0)
            if here < rank:
                best, rank = move, here
    if best is not None:
        return best
    planted = {kind[f[0]] for f in fields if f}
    for move in moves:
        if isinstance(move, Keep) and kind[move.card] in planted:
            return move
    if trading:
        offer = _giving(table, pos, seat)
        if offer is not None:
            return offer
    for move in moves:
        if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
            return move
    others = [m for m in moves if not isinstance(m, Harvest | Offer | Withdraw)]
    if others:
        return others[int(rng.random() * len(others))]
    harvests = [m for m in moves if isinstance(m, Harvest)]
    if harvests:
        return min(
            harvests,
            key=lambda m: (-_payout(state, fields[m.field]), len(fields[m.field])),
        )
    return moves[0]  # pragma: no cover - a waited-for seat always has a move


#: The fast policies by the names of the built-in bots they stand for.
POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy}
