"""What the harness of ``bohnanza.players`` promises beyond ``test_promises_players.py``:
in step 2 the other players are asked clockwise from the active one; a bot is never asked
with no move to choose from; in the bean duel nobody is asked for offers; an offer
declined is not listed again in that step 2 only; a game may have ``max_moves`` moves and
not one more; and a whole game of bots is the same game each time, in every edition."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.players import BotError, play_game
from bohnanza.state import Step
from bohnanza.views import PlayerView

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


class Log:
    """Plays the first move when waited for, declines offers, passes otherwise; logs
    every question (seat, turn, step, kind, active seat) into a shared list."""

    def __init__(self, log: list[tuple[int, int, Step, str, int]]) -> None:
        self.log = log

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        assert len(moves) > 0, "asked with nothing to choose from"
        if all(isinstance(m, Accept | Decline) for m in moves):
            kind = "answer"
        else:
            kind = "must" if view.seat in view.to_move else "may"
        self.log.append((view.seat, view.turn, view.step, kind, view.active))
        if kind == "answer":
            return next(m for m in moves if isinstance(m, Decline))
        return moves[0] if kind == "must" else None


@pytest.mark.parametrize("players", [3, 4, 5])
def test_in_step_2_the_others_are_asked_clockwise_from_the_active_player(players: int) -> None:
    log: list[tuple[int, int, Step, str, int]] = []
    final, _ = play_game("rio-grande-2000", [Log(log) for _ in range(players)], seed=players)
    assert final.is_over
    rounds: dict[tuple[int, int], list[int]] = {}
    for seat, turn, step, kind, active in log:
        if kind == "may":
            assert step is Step.TRADE
            rounds.setdefault((turn, active), []).append(seat)
    assert len(rounds) > 5
    for (turn, active), asked in rounds.items():
        # every other seat once, clockwise, starting next to the active one
        order = [(active + k) % players for k in range(1, players)]
        assert asked[: players - 1] == order, (turn, asked)
        assert active not in asked


@pytest.mark.parametrize("edition", ["amigo-fr", "original-1997-fr", "ladybohn"])
def test_a_bot_is_never_asked_with_nothing_to_choose_from(edition: str) -> None:
    log: list[tuple[int, int, Step, str, int]] = []
    players = 2 if edition == "amigo-fr" else 4
    final, moves = play_game(edition, [Log(log) for _ in range(players)], seed=3)
    assert final.is_over and moves
    kinds = {entry[3] for entry in log}
    if edition == "amigo-fr":
        # the bean duel has no offers: nobody is asked when the game does not wait for him
        assert kinds == {"must"}
    else:
        assert kinds == {"must", "may"}


@pytest.mark.parametrize(
    ("edition", "bots"),
    [
        ("rio-grande-2000", ["planner", "greedy", "random", "planner-1"]),
        ("amigo-fr", ["planner", "greedy"]),
        ("original-1997-fr-003", ["greedy", "planner", "random"]),
        ("ladybohn", ["planner", "greedy", "random"]),
    ],
)
def test_a_game_of_bots_is_the_same_game_each_time(edition: str, bots: list[str]) -> None:
    one = play_game(edition, bots, seed=12)
    two = play_game(edition, list(bots), seed=12)
    assert one == two
    assert one[0].is_over
    other = play_game(edition, bots, seed=13)
    assert other[1] != one[1]


def test_a_game_one_move_longer_than_max_moves_is_refused() -> None:
    bots = ["greedy", "random", "planner"]
    _, moves = play_game("rio-grande-2000", bots, seed=6)
    n = len(moves)
    assert play_game("rio-grande-2000", bots, seed=6, max_moves=n)[1] == moves
    with pytest.raises(BotError) as caught:
        play_game("rio-grande-2000", bots, seed=6, max_moves=n - 1)
    assert str(caught.value) == f"the game passed max_moves={n - 1} without ending"


class Asker:
    """Declines every offer; when not waited for, makes the first offer listed to it and
    notes, at each step 2's first question, whether the request for the first variety in
    play is listed to it; when waited for, plays the first move."""

    def __init__(self, notes: dict[tuple[int, int], bool]) -> None:
        self.notes = notes

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if all(isinstance(m, Accept | Decline) for m in moves):
            return next(m for m in moves if isinstance(m, Decline))
        if view.seat in view.to_move:
            return moves[0]
        request = Offer(view.seat, view.active, (), (view.varieties[0],))
        self.notes.setdefault((view.turn, view.seat), request in list(moves))
        offers = [m for m in moves if isinstance(m, Offer)]
        return offers[0] if offers else None


def test_an_offer_declined_in_one_step_2_is_listed_again_in_the_next() -> None:
    notes: dict[tuple[int, int], bool] = {}
    final, _ = play_game("rio-grande-2000", [Asker(notes) for _ in range(3)], seed=2)
    assert final.is_over
    # each seat's request for the first variety is made, declined, and listed again at
    # the start of every later step 2
    assert len(notes) > 20
    assert all(notes.values()), [k for k, v in notes.items() if not v]
