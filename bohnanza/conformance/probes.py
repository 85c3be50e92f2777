"""The moves asked about at a position: the legal basic moves of every seat, a sample of
trades and donations, and near misses that the rules refuse (each with its rule id)."""

from __future__ import annotations

import random

from bohnanza.actions import (
    Action,
    BuyField,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    Offer,
    Plant,
    Trade,
)
from bohnanza.listing import legal_actions
from bohnanza.referee import check
from bohnanza.state import GameState

__all__ = ["near_misses", "refused_sample"]


def near_misses(state: GameState) -> list[Action]:
    """Moves close to legal ones, of the kinds other engines get wrong: a card that is not
    the front one, a field that is protected, a seat that is not active, a trade between
    two seats that are not active, a donation away from the active player, a player who
    is not active donating or offering the active player's face-up card."""
    if state.is_over:
        late: list[Action] = [Harvest(0, 0), EndTrading(state.active)]
        for seat, p in enumerate(state.players[:2]):
            if p.hand_ids:
                late.append(Plant(seat, p.hand_ids[0], 0))
        return late
    out: list[Action] = []
    players = state.players
    n = len(players)
    active = state.active
    others = [s for s in range(n) if s != active]
    me = players[active]
    if len(me.hand_ids) > 1:
        out.append(Plant(active, me.hand_ids[1], 0))
    for seat in range(n):
        for field in range(len(players[seat].field_ids)):
            out.append(Harvest(seat, field))
        out.append(BuyField(seat))
    if others:
        out.append(EndPlanting(others[0]))
        out.append(EndTrading(others[0]))
        if state.face_up_ids:
            up = state.face_up_ids[:1]
            out.append(Keep(others[0], up[0]))
            # A player who is not active giving away the active player's face-up card
            # (002/trade.other-cards: "only ... cards from their hands").
            out.append(Donate(others[0], active, up))
            out.append(Offer(others[0], active, up, ()))
    if len(others) >= 2:
        a, b = others[0], others[1]
        if players[a].hand_ids and players[b].hand_ids:
            out.append(Trade(a, b, (players[a].hand_ids[0],), (players[b].hand_ids[0],)))
            out.append(Donate(a, b, (players[a].hand_ids[-1],)))
    if others and me.hand_ids and players[others[0]].hand_ids:
        out.append(Trade(active, others[0], (me.hand_ids[0],), (players[others[0]].hand_ids[0],)))
    return out


def refused_sample(state: GameState, rng: random.Random, limit: int = 8) -> list[Action]:
    """Up to ``limit`` near misses that the referee refuses by a rule, drawn at random."""
    refused = []
    for move in near_misses(state):
        error = check(state, move)
        if error is not None and hasattr(error, "rule"):
            refused.append(move)
    rng.shuffle(refused)
    return refused[:limit]


def negotiation_sample(state: GameState, rng: random.Random, count: int) -> list[Action]:
    """Up to ``count`` legal trades and donations drawn uniformly (none outside step 2)."""
    space = legal_actions(state).negotiations
    return [space.sample(rng) for _ in range(min(count, len(space)))]
