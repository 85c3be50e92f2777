"""When a view bot takes its moves for a request to answer an offer (``bots.seated``): the
``Bot`` protocol asks it to answer with its answers alone (``Accept`` and ``Decline``).
Handed its whole listing (``legal_actions(view)``, lazy or as a plain tuple) while an offer
stands to it, it answers only when answering is all it may do; when it may also make
offers of its own, the listing is an ordinary question and the bot plays as it would
without the offer (here: nothing to ask for, so it passes)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.bots import GreedyBot, PlannerBot, RandomBot
from bohnanza.listing import legal_actions
from bohnanza.rules.trading import MAX_UNACCEPTED
from bohnanza.views import PlayerView, view

E = "rio-grande-2000"
SEEDS = range(40)


def _gift(closed: bool) -> PlayerView:
    """Seat 1 (no field planted, no coin) in the active seat 0's step 2, with 0's gift of
    a face-up wax standing to it; ``closed``: seat 1's own offers to 0 ended declined
    ``MAX_UNACCEPTED`` times first, so it may no longer address him (decision
    trade.offer-repeats)."""
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Wax", "Soy"], hands={0: ["Red"], 1: ["Blue", "Chili"]},
        deck=["Wax"] * 10,
    )  # fmt: skip
    wax = state.face_up_ids[0]
    if closed:
        for _ in range(MAX_UNACCEPTED):
            state = bohnanza.apply(state, Offer(1, 0, (), ("wax",)))
            state = bohnanza.apply(state, Decline(0, 1))
    return view(bohnanza.apply(state, Offer(0, 1, (wax,), ())), 1)


def _answers(v: PlayerView) -> tuple[Action, ...]:
    return (Accept(1, 0, ()), Decline(1, 0))


def _asked(bot: Callable[[], object], v: PlayerView) -> tuple[Action | None, Action | None]:
    """The bot's move from the lazy listing and from the same moves as a plain tuple."""
    moves = legal_actions(v)
    one, two = bot(), bot()
    assert callable(one) and callable(two)
    return one(v, moves, random.Random(0)), two(v, tuple(moves), random.Random(0))


def test_the_listings_the_two_cases_are_built_as_described() -> None:
    open_ = legal_actions(_gift(closed=False))
    assert open_.basic == _answers(_gift(closed=False)) and open_.offer_count > 0
    closed = legal_actions(_gift(closed=True))
    assert closed.basic == _answers(_gift(closed=True)) and closed.offer_count == 0


@pytest.mark.parametrize("bot", [GreedyBot, PlannerBot])
def test_with_only_answers_listed_a_greedy_bot_answers_and_takes_a_welcome_gift(
    bot: Callable[[], GreedyBot],
) -> None:
    v = _gift(closed=True)
    # a wax for nothing, an empty field to plant it on: accepted, lazy or plain
    assert _asked(bot, v) == (Accept(1, 0, ()), Accept(1, 0, ()))


@pytest.mark.parametrize("bot", [GreedyBot, PlannerBot])
def test_with_offers_of_its_own_listed_beside_the_answers_it_does_not_answer(
    bot: Callable[[], GreedyBot],
) -> None:
    v = _gift(closed=False)
    # nothing on the table grows a field of its (it has none) and nothing to unload: it
    # passes, though accepting the gift would be fair
    assert _asked(bot, v) == (None, None)


def test_the_random_bot_answers_at_random_only_when_answering_is_all_it_may_do() -> None:
    closed = _gift(closed=True)
    moves = legal_actions(closed)
    lazy = {RandomBot()(closed, moves, random.Random(k)) for k in SEEDS}
    plain = {RandomBot()(closed, tuple(moves), random.Random(k)) for k in SEEDS}
    assert lazy == plain == set(_answers(closed))
    open_ = _gift(closed=False)
    moves = legal_actions(open_)
    # not waited for and making no offers: it passes; with offers, it makes one
    assert {RandomBot()(open_, moves, random.Random(k)) for k in SEEDS} == {None}
    assert {RandomBot()(open_, tuple(moves), random.Random(k)) for k in SEEDS} == {None}
    made = {RandomBot(1.0)(open_, moves, random.Random(k)) for k in SEEDS}
    assert all(isinstance(m, Offer) and (m.seat, m.to) == (1, 0) for m in made)
    assert len(made) > 5
