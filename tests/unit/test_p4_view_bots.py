"""What the view bots of ``bohnanza.bots.seated`` promise, beyond
``test_promises_view_bots.py``: an answer is judged by the offer it answers, the bots
choose the same move from a plain sequence of moves as from the harness's lazy listing
(``Bot``: ``moves`` is a sequence), and a bot's choice depends only on what its seat sees
(twin views give the same move)."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.bots import GreedyBot, PlannerBot, RandomBot
from bohnanza.listing import legal_actions, seat_actions
from bohnanza.players import play_game
from bohnanza.views import PlayerView, view
from tests.helpers import hidden_dealt_again

E = "rio-grande-2000"


def _two_offers(first_fair: bool) -> tuple[PlayerView, tuple[Action, ...]]:
    """The active seat 0 (fields chili and soy, none empty) with two offers standing to
    it, and its answers to both, the first offer's first."""
    state = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Wax", "Wax"],
        hands={0: ["Red", "Soy"], 1: ["Blue", "Chili"], 2: ["Chili", "Blue"]},
        fields={0: [["Chili"], ["Soy"]]},
        deck=["Wax"] * 10,
    )
    blue1, chili1 = state.players[1].hand_ids
    chili2, blue2 = state.players[2].hand_ids
    red, soy = state.players[0].hand_ids
    if first_fair:
        # 1 gives a chili (it grows) for a soy (it grows too: unfair); 2 gives a blue
        # (no empty field for it: unfair) for nothing.
        offers = (Offer(1, 0, (chili1,), ("soy",)), Offer(2, 0, (blue2,), ()))
        answers: tuple[Action, ...] = (
            Accept(0, 1, (soy,)),
            Decline(0, 1),
            Accept(0, 2, ()),
            Decline(0, 2),
        )
    else:
        # 1 gives a blue for nothing (unfair); 2 gives a chili for a red (fair).
        offers = (Offer(1, 0, (blue1,), ()), Offer(2, 0, (chili2,), ("red",)))
        answers = (Accept(0, 1, ()), Decline(0, 1), Accept(0, 2, (red,)), Decline(0, 2))
    for offer in offers:
        state = bohnanza.apply(state, offer)
    return view(state, 0), answers


@pytest.mark.parametrize("bot", [GreedyBot, PlannerBot])
def test_each_acceptance_is_judged_by_the_offer_it_answers(bot: Callable[[], GreedyBot]) -> None:
    v, answers = _two_offers(first_fair=False)
    assert len(v.offers) == 2
    # the second offer is fair: accepted, whichever offer's answers come first
    assert bot()(v, answers, random.Random(0)) == answers[2]
    assert bot()(v, answers[2:] + answers[:2], random.Random(0)) == answers[2]
    # neither is fair: the first decline, though the second acceptance would be fair
    # judged by the first offer
    v, answers = _two_offers(first_fair=True)
    assert bot()(v, answers, random.Random(0)) == Decline(0, 1)
    assert bot()(v, answers[2:] + answers[:2], random.Random(0)) == Decline(0, 2)
    # each offer alone gets the same answer
    assert bot()(v, answers[:2], random.Random(0)) == Decline(0, 1)
    assert bot()(v, answers[2:], random.Random(0)) == Decline(0, 2)


def test_the_random_bot_answers_with_any_of_its_answers() -> None:
    v, answers = _two_offers(first_fair=False)
    seen = {RandomBot()(v, answers, random.Random(seed)) for seed in range(60)}
    assert seen == set(answers)


class Twice:
    """Wraps a bot: asks it with the harness's lazy listing and with the same moves as a
    plain tuple, from the same generator state, and checks the answers are equal."""

    def __init__(self, bot: Callable[..., Action | None]) -> None:
        self.bot = bot
        self.asked = 0
        self.kinds: set[str] = set()

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        state = rng.getstate()
        plain = tuple(moves)
        lazy = self.bot(view, moves, rng)
        after = rng.getstate()
        rng.setstate(state)
        flat = self.bot(view, plain, rng)
        assert flat == lazy, (view, lazy, flat)
        assert rng.getstate() == after
        self.asked += 1
        self.kinds.add(type(lazy).__name__)
        return lazy


@pytest.mark.parametrize(
    ("make", "edition", "players", "seed"),
    [
        (GreedyBot, E, 4, 3),
        (PlannerBot, E, 4, 4),
        (PlannerBot, E, 3, 5),
        (PlannerBot, "amigo-fr", 2, 6),
        (lambda: RandomBot(trades=0.5), E, 3, 7),
    ],
)
def test_a_bot_chooses_alike_from_a_plain_sequence_and_the_lazy_listing(
    make: Callable[[], Callable[..., Action | None]], edition: str, players: int, seed: int
) -> None:
    bots = [Twice(make()) for _ in range(players)]
    final, moves = play_game(edition, bots, seed=seed, max_moves=3000)
    assert final.is_over
    assert all(bot.asked > 20 for bot in bots)
    kinds = set().union(*(bot.kinds for bot in bots))
    assert {"Plant", "Harvest"} <= kinds
    if players > 2:
        assert "Offer" in kinds
    assert len(moves) > 50


@pytest.mark.parametrize(("edition", "players"), [(E, 4), (E, 3), ("amigo-fr", 2)])
def test_the_bots_and_the_harnesss_listing_learn_nothing_hidden(edition: str, players: int) -> None:
    # Along a game of planners, each seat asked and its twin (hidden cards dealt again):
    # the same view, the same moves listed by the harness from the state, the same choice.
    state = bohnanza.new_game(edition, players, seed=21)
    _, moves = play_game(edition, ["planner"] * players, seed=21)
    rng = random.Random(5)
    checked = 0
    for k, move in enumerate(moves):
        if k % 3 == 0:
            for seat in range(players):
                twin = hidden_dealt_again(state, seat, rng)
                v = view(state, seat)
                assert view(twin, seat) == v
                listed = seat_actions(state, seat)
                assert list(seat_actions(twin, seat)) == list(listed)
                assert list(legal_actions(v)) == list(listed)
                for make in (GreedyBot, PlannerBot, lambda: RandomBot(trades=0.5)):
                    a = make()(v, listed, random.Random(k))
                    b = make()(view(twin, seat), seat_actions(twin, seat), random.Random(k))
                    assert a == b
                checked += 1
        state = bohnanza.apply(state, move)
    assert checked > 30
