"""What the harness of ``bohnanza.players`` promises (its module docstring, ``Bot``'s and
``play_game``'s): when a bot is asked, what it is handed, how offers are put and
answered, what a bot may return, its generator, ``game_over`` and the errors."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import pytest

from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.listing import legal_actions
from bohnanza.players import ASKS_PER_TRADE_STEP, BotError, load_bot, play_game
from bohnanza.state import Step
from bohnanza.views import PlayerView

E = "rio-grande-2000"


class Recorder:
    """Plays the first listed move when the game waits for it, else passes; records
    every call: (kind, seat, turn, step) with kind "must", "may" or "answer"."""

    def __init__(self, name: str = "recorder") -> None:
        self.name = name
        self.calls: list[tuple[str, int, int, Step]] = []
        self.first_draws: list[float] = []
        self.ended: list[PlayerView] = []

    def kind(self, view: PlayerView, moves: Sequence[Action]) -> str:
        if moves and all(isinstance(m, Accept | Decline) for m in moves):
            return "answer"
        return "must" if view.seat in view.to_move else "may"

    def choose(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        return moves[0] if view.seat in view.to_move else None

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        kind = self.kind(view, moves)
        self.calls.append((kind, view.seat, view.turn, view.step))
        if not self.first_draws:
            self.first_draws.append(rng.random())
        return self.choose(view, moves, rng)

    def game_over(self, view: PlayerView) -> None:
        self.ended.append(view)


class Offerer(Recorder):
    """Offers, whenever it may, the first offer listed to it."""

    def choose(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if view.seat in view.to_move or self.kind(view, moves) == "answer":
            return moves[0]
        offers = [m for m in moves if isinstance(m, Offer)]
        return offers[0] if offers else None


class Passive(Recorder):
    passive = True


def test_a_game_is_played_from_views_and_every_seat_is_told_its_end() -> None:
    bots = [Recorder(), Recorder(), Recorder()]
    final, moves = play_game(E, bots, seed=3)
    assert final.is_over and moves
    for seat, bot in enumerate(bots):
        assert {s for _, s, _, _ in bot.calls} == {seat}
        assert len(bot.ended) == 1 and bot.ended[0].seat == seat and bot.ended[0].is_over


def test_each_seat_draws_from_its_own_generator_seeded_by_the_game() -> None:
    first = [Recorder(), Recorder(), Recorder()]
    play_game(E, first, seed=8)
    again = [Recorder(), Recorder(), Recorder()]
    play_game(E, again, seed=8)
    draws = [b.first_draws[0] for b in first]
    assert draws == [b.first_draws[0] for b in again]
    assert len(set(draws)) == 3  # one generator per seat
    other = [Recorder(), Recorder(), Recorder()]
    play_game(E, other, seed=9)
    assert [b.first_draws[0] for b in other] != draws


def test_other_players_are_asked_for_offers_at_most_a_few_times_a_step_2() -> None:
    bots = [Recorder(), Recorder(), Recorder(), Recorder()]
    play_game(E, bots, seed=5)
    for bot in bots:
        asked = Counter((turn, step) for kind, _, turn, step in bot.calls if kind == "may")
        assert asked  # every seat is asked in others' steps 2
        assert all(step is Step.TRADE for _, step in asked)
        assert max(asked.values()) <= ASKS_PER_TRADE_STEP
    # every move of step 2 (here the active player's keeps) has the others asked again,
    # up to the bound
    assert (
        max(
            Counter((turn, step) for kind, _, turn, step in bots[1].calls if kind == "may").values()
        )
        == ASKS_PER_TRADE_STEP
    )


class Busy(Recorder):
    """As the active player in step 2 it makes the offers listed first (every move of
    step 2 has the others asked again); it declines every offer; else it passes."""

    def choose(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if self.kind(view, moves) == "answer":
            return next(m for m in moves if isinstance(m, Decline))
        if view.seat in view.to_move:
            offers = [m for m in moves if isinstance(m, Offer)]
            return offers[0] if offers and view.step is Step.TRADE else moves[0]
        return None


def test_the_others_are_asked_again_after_each_move_up_to_the_bound() -> None:
    bots = [Busy(), Busy(), Busy(), Busy()]
    play_game(E, bots, seed=5)
    for bot in bots:
        asked = Counter((turn, step) for kind, _, turn, step in bot.calls if kind == "may")
        assert set(asked.values()) == {ASKS_PER_TRADE_STEP}


def test_a_passive_bot_is_asked_only_when_the_game_waits_for_it_or_to_answer() -> None:
    bots = [Offerer(), Passive(), Offerer()]
    play_game(E, bots, seed=4)
    kinds = Counter(kind for kind, _, _, _ in bots[1].calls)
    assert kinds["may"] == 0 and kinds["must"] > 0 and kinds["answer"] > 0
    assert Counter(kind for kind, _, _, _ in bots[0].calls)["may"] > 0


def test_an_offer_is_put_to_its_addressee_at_once_and_a_declined_one_not_listed_again() -> None:
    bots = [Offerer(), Offerer(), Offerer()]
    for seat in range(3):
        bots[seat].choose = _decline_all(bots[seat].choose)  # type: ignore[method-assign,assignment]
    _, moves = play_game(E, bots, seed=6)
    offers = [i for i, m in enumerate(moves) if isinstance(m, Offer)]
    assert offers
    for i in offers:
        offer = moves[i]
        assert isinstance(offer, Offer)
        assert moves[i + 1] == Decline(offer.to, offer.seat)
    # the same offer is never made twice in one step 2 (it was declined)
    seen: set[tuple[int, Action]] = set()
    turn = 0
    for move in moves:
        if isinstance(move, Offer):
            key = (turn, move)
            assert key not in seen
            seen.add(key)
        elif type(move).__name__ == "EndTrading":
            turn += 1


def _decline_all(choose: object) -> object:
    def choose_or_decline(
        view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if moves and all(isinstance(m, Accept | Decline) for m in moves):
            return next(m for m in moves if isinstance(m, Decline))
        assert callable(choose)
        result: Action | None = choose(view, moves, rng)
        return result

    return choose_or_decline


def test_an_answer_of_none_declines() -> None:
    class Silent(Offerer):
        def choose(
            self, view: PlayerView, moves: Sequence[Action], rng: random.Random
        ) -> Action | None:
            if self.kind(view, moves) == "answer":
                return None
            return super().choose(view, moves, rng)

    _, moves = play_game(E, [Silent(), Silent(), Silent()], seed=6)
    answers = [moves[i + 1] for i, m in enumerate(moves) if isinstance(m, Offer)]
    assert answers and all(isinstance(a, Decline) for a in answers)


def test_an_offer_outside_the_listing_that_the_rules_allow_is_played() -> None:
    """The listing gives the front cards of a variety; a bot may give another card of it."""

    class BackCard(Recorder):
        def choose(
            self, view: PlayerView, moves: Sequence[Action], rng: random.Random
        ) -> Action | None:
            if view.seat in view.to_move or self.kind(view, moves) == "answer":
                return moves[-1]  # decline offers
            if view.step is not Step.TRADE or view.seat == view.active:
                return None
            by_kind: dict[str, list[int]] = {}
            for card in view.hand:
                by_kind.setdefault(card.variety.key, []).append(card.id)
            twice = [ids for ids in by_kind.values() if len(ids) > 1]
            if not twice:
                return None
            offer = Offer(view.seat, view.active, (twice[0][-1],), ())
            listed = legal_actions(view)
            if offer in listed or offer in made:
                return None
            made.append(offer)
            return offer

    made: list[Offer] = []
    _, moves = play_game(E, [BackCard(), BackCard(), BackCard()], seed=2)
    assert made and all(offer in moves for offer in made)


def test_a_move_neither_listed_nor_allowed_is_a_bot_error_naming_the_bot() -> None:
    class Cheat(Recorder):
        def choose(
            self, view: PlayerView, moves: Sequence[Action], rng: random.Random
        ) -> Action | None:
            if self.kind(view, moves) == "may" and view.step is Step.TRADE:
                return Offer(view.seat, view.active, (view.hand[0].id,) * 2, ())
            return super().choose(view, moves, rng)

    with pytest.raises(BotError, match=r"^bot sly at seat \d chose .*, not a listed move$"):
        play_game(E, [Cheat("sly"), Cheat("sly"), Cheat("sly")], seed=2)


def test_a_bots_own_error_is_wrapped_and_the_projects_errors_pass_through() -> None:
    ended: list[int] = []

    class Crash(Recorder):
        def __init__(self, error: Exception) -> None:
            super().__init__("crash")
            self.error = error

        def choose(
            self, view: PlayerView, moves: Sequence[Action], rng: random.Random
        ) -> Action | None:
            raise self.error

        def game_over(self, view: PlayerView) -> None:
            ended.append(view.seat)

    with pytest.raises(BotError, match=r"^bot crash at seat 0 failed: KeyError\('k'\)$") as caught:
        play_game(E, [Crash(KeyError("k")), Recorder(), Recorder()], seed=1)
    assert isinstance(caught.value.__cause__, KeyError)
    assert ended == [0]  # given up: still told
    own = BohnanzaError("mine")
    with pytest.raises(BohnanzaError) as passed:
        play_game(E, [Crash(own), Recorder(), Recorder()], seed=1)
    assert passed.value is own


def test_passing_when_the_game_waits_and_a_game_too_long_are_bot_errors() -> None:
    def lazy(view: PlayerView, moves: Sequence[Action], rng: random.Random) -> None:
        return None

    with pytest.raises(BotError, match=r"^bot lazy at seat 0 passed when it had to move$"):
        play_game(E, [lazy, Recorder(), Recorder()], seed=1)
    with pytest.raises(BotError, match=r"^the game passed max_moves=25 without ending$"):
        play_game(E, [Recorder(), Recorder(), Recorder()], seed=1, max_moves=25)
    _, moves = play_game(E, [Recorder(), Recorder(), Recorder()], seed=1)
    _, exact = play_game(E, [Recorder(), Recorder(), Recorder()], seed=1, max_moves=len(moves))
    assert exact == moves


def test_a_bot_is_labelled_by_its_name_its_function_name_or_its_class() -> None:
    class Anonymous:
        def __call__(self, view: PlayerView, moves: Sequence[Action], rng: random.Random) -> None:
            return None

    with pytest.raises(BotError, match=r"^bot Anonymous at seat 0 passed"):
        play_game(E, [Anonymous(), Recorder(), Recorder()], seed=1)


def test_play_game_takes_specs_and_refuses_what_is_not_a_bot() -> None:
    final, moves = play_game(E, ["random", " greedy ", "planner"], seed=2)
    again = play_game(E, [load_bot("random"), load_bot("greedy"), load_bot("planner")], seed=2)
    assert (final, moves) == again
    with pytest.raises(InvalidSetupError, match=r"^the bot of seat 1 \(42\) is not callable$"):
        play_game(E, [Recorder(), 42, Recorder()], seed=1)  # type: ignore[list-item]
    with pytest.raises(InvalidSetupError):
        play_game(E, [Recorder()], seed=1)
