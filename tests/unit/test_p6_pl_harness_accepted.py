"""The harness (``bohnanza.players``) leaves out of a seat's listing only the offers
declined in this step 2 (module docstring): an offer that was accepted may be made again
in the same step 2 (here: the same request, asking the active player for a variety)."""

from __future__ import annotations

import random
from collections.abc import Sequence

from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.players import play_game
from bohnanza.views import PlayerView


class Taker:
    """Accepts every offer it can; when not waited for, asks the active player for the
    first variety in play (giving nothing) and notes, at its next question of the same
    step 2, whether that request, accepted meanwhile, is listed to it again."""

    def __init__(self, notes: list[bool]) -> None:
        self.notes = notes
        self.made: tuple[int, Offer, int] | None = None

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if all(isinstance(m, Accept | Decline) for m in moves):
            return next((m for m in moves if isinstance(m, Accept)), moves[-1])
        if view.seat in view.to_move:
            return moves[0]
        ended = view.unaccepted.count((view.seat, view.active))
        if self.made is not None and self.made[0] == view.turn:
            _, offer, before = self.made
            if offer not in view.offers and ended == before:  # it was accepted
                self.notes.append(offer in list(moves))
        self.made = None
        request = Offer(view.seat, view.active, (), (view.varieties[0],))
        if request in list(moves):
            self.made = (view.turn, request, ended)
            return request
        return None


def test_an_accepted_offer_is_listed_again_in_the_same_step_2() -> None:
    notes: list[bool] = []
    final, _ = play_game("rio-grande-2000", [Taker(notes) for _ in range(3)], seed=3)
    assert final.is_over
    assert len(notes) > 3
    assert all(notes)
