"""What the harness of ``bohnanza.players`` promises about answers, beyond
``test_promises_players.py``: an answer must be one of the seat's answers to that offer; a
move the rules allow that is not an answer to it declines the offer; an acceptance of an
offer that does not stand is a bot error naming the bot and the move."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.players import BotError, play_game
from bohnanza.views import PlayerView

E = "rio-grande-2000"


def _answering(moves: Sequence[Action]) -> bool:
    return bool(moves) and all(isinstance(m, Accept | Decline) for m in moves)


class Asker:
    """Plays the first listed move when the game waits for it; as another player in step
    2 offers the first listed offer; answers with ``answer(view, moves)``."""

    name = "asker"

    def __init__(self) -> None:
        self.answered: list[tuple[Action, ...]] = []

    def answer(self, view: PlayerView, moves: Sequence[Action]) -> Action | None:
        return moves[0]

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if _answering(moves):
            self.answered.append(tuple(moves))
            return self.answer(view, moves)
        if view.seat in view.to_move:
            return moves[0]
        offers = [m for m in moves if isinstance(m, Offer)]
        return offers[0] if offers else None


def test_the_answers_put_to_a_seat_are_its_accept_then_decline_of_that_offer() -> None:
    bots = [Asker(), Asker(), Asker()]
    _, moves = play_game(E, bots, seed=6)
    offers = [(i, m) for i, m in enumerate(moves) if isinstance(m, Offer)]
    assert offers
    asked = [a for bot in bots for a in bot.answered]
    assert len(asked) == len(offers)
    for answers in asked:
        decline = answers[-1]
        assert isinstance(decline, Decline)
        if len(answers) == 2:
            accept = answers[0]
            assert isinstance(accept, Accept)
            assert (accept.seat, accept.offerer) == (decline.seat, decline.offerer)
        else:
            assert len(answers) == 1
    # the first answer was played each time: accepted when it could be
    for i, offer in offers:
        assert isinstance(offer, Offer)
        answer = moves[i + 1]
        assert isinstance(answer, Accept | Decline)
        assert (answer.seat, answer.offerer) == (offer.to, offer.seat)
    assert any(isinstance(moves[i + 1], Accept) for i, _ in offers)


def test_a_legal_move_that_is_not_an_answer_declines_the_offer() -> None:
    class OffersBack(Asker):
        """Answers an offer with an offer of its own (legal for the active player)."""

        def answer(self, view: PlayerView, moves: Sequence[Action]) -> Action | None:
            first = moves[0]
            assert isinstance(first, Accept | Decline)
            # the same seat, addressing someone else: allowed, but no answer to the offer
            to = next(s for s in range(len(view.names)) if s not in (view.seat, first.offerer))
            return Offer(view.seat, to, (), (view.varieties[0],))

    bots = [OffersBack(), OffersBack(), OffersBack()]
    _, moves = play_game(E, bots, seed=6)
    offers = [(i, m) for i, m in enumerate(moves) if isinstance(m, Offer)]
    assert offers
    for i, offer in offers:
        assert isinstance(offer, Offer)
        assert moves[i + 1] == Decline(offer.to, offer.seat)


def test_accepting_an_offer_that_does_not_stand_is_a_bot_error() -> None:
    class Wrong(Asker):
        def answer(self, view: PlayerView, moves: Sequence[Action]) -> Action | None:
            first = moves[0]
            assert isinstance(first, Accept | Decline)
            other = next(s for s in range(len(view.names)) if s not in (view.seat, first.offerer))
            return Accept(view.seat, other, ())

    with pytest.raises(
        BotError, match=r"^bot asker at seat \d chose \d accept \d, not a listed move$"
    ):
        play_game(E, [Wrong(), Wrong(), Wrong()], seed=6)
