"""Deliberately wrong engines behind the conformance protocol, each with one bug that
other engines were found to have.  Run as ``python tests/kit/wrong_engines.py NAME``.

Each is the referee's own adapter with one method changed, so the bug is the only
difference the runner can find.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from bohnanza.actions import Action, EndTrading, Harvest, Plant, Trade
from bohnanza.conformance.engine import RefereeEngine, serve
from bohnanza.referee import outcome
from bohnanza.state import TRADE, GameState


class LoneCard(RefereeEngine):
    """Sells a lone card beside an empty field (the protection rule read as planted fields)."""

    def __init__(self) -> None:
        super().__init__({"protection": "planted-fields"})


class NonActiveTrades(RefereeEngine):
    """Lets two players who are not active trade with each other."""

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if (
            isinstance(move, Trade)
            and state.step_id == TRADE
            and state.active not in (move.seat, move.partner)
        ):
            return True, None
        return super().verdict(state, move)


class LastFaceUpLost(RefereeEngine):
    """Loses the last face-up card when the deck runs out for the last time in step 2."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if after.ending and not state.ending and after.face_up:
            up = after.face_up
            after = after.replace(face_up=up[:-1], removed=after.removed + up[-1:])
        return after


class GoesOn(RefereeEngine):
    """Plays on after the game is over: it never says the game ended."""

    def report(self, state: GameState) -> dict[str, object]:
        doc = super().report(state)
        if state.is_over:
            doc["step"] = "plant"
        return doc

    def result(self, state: GameState) -> tuple[list[int], list[int]] | None:
        return None


class TieToHighestSeat(RefereeEngine):
    """Gives a tie for the most coins to the highest seat among the tied."""

    def result(self, state: GameState) -> tuple[list[int], list[int]] | None:
        found = outcome(state)
        if found is None:
            return None
        scores = list(found.scores)
        best = max(scores)
        return scores, [max(k for k, s in enumerate(scores) if s == best)]


class CoinsDiscarded(RefereeEngine):
    """Puts the coin cards of a harvest on the discard pile with the rest."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if isinstance(move, Harvest):
            seat = move.seat
            kept = state.players[seat].coins
            gained = after.players[seat].coins[len(kept) :]
            if gained:
                players = list(after.players)
                players[seat] = players[seat].replace(coins=kept)
                after = after.replace(players=tuple(players), discard=after.discard + gained)
        return after


class MissStays(RefereeEngine):
    """Ladybohn: lists the miss moves, but a baby planted with one leaves the miss where
    she was."""

    def transition(self, state: GameState, move: Action) -> GameState:
        if isinstance(move, Plant) and move.steps:
            move = Plant(move.seat, move.card, move.field)
        return super().transition(state, move)


class OwedBabyWaits(RefereeEngine):
    """Ladybohn: lets the active player end step 2 while a baby received is still owed
    (001 has it planted at once)."""

    def moves(self, state: GameState, seat: int) -> list[Action]:
        found = super().moves(state, seat)
        if state.owed_ids and seat == state.active:
            found.append(EndTrading(seat))
        return found

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if isinstance(move, EndTrading) and state.owed_ids and move.seat == state.active:
            return True, None
        return super().verdict(state, move)


class Hangs(RefereeEngine):
    """Stops answering at its fifth move."""

    applied = 0

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply":
            self.applied += 1
            if self.applied == 5:
                time.sleep(3600)
        return super().handle(request)


class Crashes(RefereeEngine):
    """Dies at its fifth move."""

    applied = 0

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply":
            self.applied += 1
            if self.applied == 5:
                sys.stderr.write("engine: out of beans\n")
                sys.stderr.flush()
                os._exit(3)
        return super().handle(request)


class Garbage(RefereeEngine):
    """Answers the question about moves with a list of words."""

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        answer = super().handle(request)
        if request.get("cmd") == "moves":
            answer["moves"] = ["plant", "something"]
        return answer


ENGINES: dict[str, type[RefereeEngine]] = {
    "hangs": Hangs,
    "crashes": Crashes,
    "garbage": Garbage,
    "lone-card": LoneCard,
    "non-active-trades": NonActiveTrades,
    "last-face-up-lost": LastFaceUpLost,
    "goes-on": GoesOn,
    "tie-to-highest-seat": TieToHighestSeat,
    "coins-discarded": CoinsDiscarded,
    "miss-stays": MissStays,
    "owed-baby-waits": OwedBabyWaits,
}


if __name__ == "__main__":
    sys.exit(serve(ENGINES[sys.argv[1]]()))
