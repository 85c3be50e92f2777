"""The search bot (``bohnanza.bots.search``): its determinizations agree with its seat's
view and deal every card once; it never reads a hidden card (twin states that differ only
in what its seat may not see get the same moves); it plays whole games of every preset."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence

import pytest

import bohnanza
from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.bots import PlannerBot, playout
from bohnanza.bots.search import (
    DEFAULT_ROLLOUT,
    ROLLOUTS,
    SearchBot,
    _rollout,
    _score,
    determinize,
    rollout_for,
    trade_candidates,
)
from bohnanza.listing import seat_actions
from bohnanza.players import Bot, load_bot, play_game
from bohnanza.rules.trading import meeting_cards
from bohnanza.state import GameState, Step
from bohnanza.views import view
from tests.helpers import hidden_dealt_again

#: Searched decisions (the seat waits and chooses among moves the search compares).
SEARCHED = {Step.PLANT, Step.PLANT_RECEIVED, Step.OFFER, Step.DUEL_PLANT, Step.DUEL_DRAW}


def _positions(preset: str, players: int, seed: int) -> Iterator[tuple[GameState, int]]:
    """Every position of a seeded game of planners where a seat must choose among two or
    more moves in a searched step, with that seat."""
    final, moves = play_game(preset, ["planner"] * players, seed=seed)
    assert final.is_over
    state = bohnanza.new_game(preset, players, seed=seed)
    for move in moves:
        if state.step in SEARCHED and not state.offers:
            for seat in state.to_move:
                if len(seat_actions(state, seat).basic) >= 2:
                    yield state, seat
        state = bohnanza.apply(state, move)


CASES = [("rio-grande-2000", 4), ("rio-grande-2000", 2), ("ladybohn", 4), ("amigo-fr", 3)]


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_a_determinization_shows_the_seat_what_it_saw_and_deals_every_card_once(
    preset: str, players: int
) -> None:
    checked = 0
    for k, (state, seat) in enumerate(_positions(preset, players, seed=3)):
        if k % 9:
            continue
        v = view(state, seat)
        sampled = determinize(v, random.Random(k))
        assert sampled is not None
        assert view(sampled, seat) == v
        ids = sorted(card.id for card in sampled.all_cards())
        assert ids == list(range(len(state.table.cards)))
        # The hidden places are dealt anew: the sample is not the game itself.
        assert sampled.players != state.players or sampled.deck != state.deck or not (state.deck)
        checked += 1
    assert checked >= 4


def _told(state: GameState, seat: int, horizon: int, k: int, rollout: str) -> float:
    """The score of a rollout played from ``state`` itself, as a bot that read the hidden
    cards would play it: with the planner, or in the core with ``rollout``."""
    rollout = rollout_for(rollout, state.table.duel)
    if rollout == "planner":
        return _rollout(state, seat, horizon, random.Random(k), PlannerBot())
    return _score(playout(state, k, rollout, horizon), seat)


@pytest.mark.parametrize("rollout", ROLLOUTS)
@pytest.mark.parametrize(("preset", "players"), CASES)
def test_twin_states_that_differ_only_in_what_the_seat_cannot_see_get_the_same_moves(
    preset: str, players: int, rollout: str
) -> None:
    """The twin test: other hands, the deck's order, the cards under the coins and the
    reshuffle seed dealt anew; the seat's view is the same, and so are the search bot's
    rollout gains (to the last bit) and its move for the same generator seed, with every
    rollout (the planner's, and the core's playouts).  The same rollouts played from the
    states themselves (what a bot that read the state would see) differ between the
    twins: the test would catch such a bot."""
    bot = SearchBot(samples=2, horizon=2, rollout=rollout)
    rng = random.Random(5)
    compared = telling = 0
    for k, (state, seat) in enumerate(_positions(preset, players, seed=4)):
        if k % 15:
            continue
        twin = hidden_dealt_again(state, seat, rng)
        assert view(twin, seat) == view(state, seat)
        moves = seat_actions(state, seat)
        assert list(moves.basic) == list(seat_actions(twin, seat).basic)
        candidates = list(moves.basic)
        one = bot.gains(view(state, seat), candidates, 0, random.Random(k))
        two = bot.gains(view(twin, seat), candidates, 0, random.Random(k))
        assert one == two
        first = bot(view(state, seat), moves, random.Random(k))
        second = bot(view(twin, seat), seat_actions(twin, seat), random.Random(k))
        assert first == second, (state.step, first, second)
        # A bot that rolled out the state itself would tell the twins apart.
        after = [bohnanza.apply(s, candidates[0]) for s in (state, twin)]
        told = [_told(a, seat, 2, k, rollout) for a in after]
        telling += told[0] != told[1]
        compared += 1
    assert compared >= 3 and telling >= 1


def _answers(state: GameState, offer: Offer) -> tuple[Action, ...]:
    """The addressee's answers to ``offer``, as the harness lists them."""
    decline = Decline(offer.to, offer.seat)
    cards = meeting_cards(state, offer.to, offer.asks)
    if cards is None:
        return (decline,)
    accept = Accept(offer.to, offer.seat, cards)
    return (accept, decline) if bohnanza.check(state, accept) is None else (decline,)


def _trade_positions(
    preset: str, players: int, seed: int
) -> Iterator[tuple[GameState, int, Sequence[Action]]]:
    """Every step-2 position of a seeded game of planners where the search bot compares
    two moves or more, with the seat and its moves: the addressee of a standing offer
    (its answers), the active player and the others (their moves)."""
    final, moves = play_game(preset, ["planner"] * players, seed=seed)
    assert final.is_over
    state = bohnanza.new_game(preset, players, seed=seed)
    planner = PlannerBot()
    for move in moves:
        if state.step is Step.TRADE:
            asked: list[tuple[int, Sequence[Action]]]
            if state.offers:
                asked = [(o.to, _answers(state, o)) for o in state.offers]
            else:
                asked = [(k, seat_actions(state, k)) for k in range(players)]
            for seat, listed in asked:
                seen = view(state, seat)
                planned = planner(seen, listed, random.Random(0))
                if len(trade_candidates(seen, listed, planned)) >= 2:
                    yield state, seat, listed
        state = bohnanza.apply(state, move)


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
def test_a_determinization_keeps_the_cards_a_standing_offer_shows() -> None:
    """With an offer standing, the hand cards it gives are seen: a determinization leaves
    them in their giver's hand, shows every seat's view as it was, and deals every card
    once; in a deck of kinds (Ladybohn), where an offer hides the kinds, there is none."""
    checked = 0
    for preset, players in [("rio-grande-2000", 4), ("amigo-fr", 3)]:
        for state, seat, _ in _trade_positions(preset, players, seed=3):
            if not state.offers:
                continue
            v = view(state, seat)
            sampled = determinize(v, random.Random(checked))
            assert sampled is not None
            assert view(sampled, seat) == v
            assert sampled.offers == state.offers
            for offer in state.offers:
                given = set(offer.gives) - set(state.face_up_ids)
                assert given <= set(sampled.players[offer.seat].hand_ids)
            ids = sorted(card.id for card in sampled.all_cards())
            assert ids == list(range(len(state.table.cards)))
            checked += 1
    assert checked >= 10
    for state, seat, _ in _trade_positions("ladybohn", 4, seed=3):
        if state.offers:
            assert determinize(view(state, seat), random.Random(0)) is None
            break
    else:
        pytest.fail("no offer stood in the Ladybohn game")


TRADE_CASES = [("rio-grande-2000", 4), ("amigo-fr", 3), ("rio-grande-2000", 5)]


@pytest.mark.parametrize("rollout", ["planner", "auto"])
@pytest.mark.parametrize(("preset", "players"), TRADE_CASES)
def test_twins_get_the_same_offers_and_answers(preset: str, players: int, rollout: str) -> None:
    """The twin test for the trading step: the offers it makes or not, the face-up cards
    it keeps, its answers to offers (the offer's own cards shown, the rest dealt anew).
    The same rollout gains to the last bit and the same move on both twins, where
    rollouts from the states themselves tell them apart; answers, the active player's
    moves and the others' offers are all met; with the planner's rollouts and the core's."""
    bot = SearchBot(samples=2, horizon=2, rollout=rollout)
    rng = random.Random(7)
    compared = telling = 0
    kinds: set[str] = set()
    for k, (state, seat, listed) in enumerate(_trade_positions(preset, players, seed=4)):
        if k % 5:
            continue
        twin = hidden_dealt_again(state, seat, rng)
        seen = view(state, seat)
        assert view(twin, seat) == seen
        twin_listed = _answers(twin, state.offers[0]) if state.offers else seat_actions(twin, seat)
        assert list(twin_listed) == list(listed)
        planned = PlannerBot()(seen, listed, random.Random(k))
        candidates = trade_candidates(seen, listed, planned)
        assert len(candidates) >= 2 and all(m is None or m in listed for m in candidates)
        one = bot.gains(seen, candidates, 0, random.Random(k), trading=True)
        two = bot.gains(view(twin, seat), candidates, 0, random.Random(k), trading=True)
        assert one == two
        assert any(one), "no candidate was rolled out"
        first = bot(seen, listed, random.Random(k))
        second = bot(view(twin, seat), twin_listed, random.Random(k))
        assert first == second, (state.step, first, second)
        kinds.add("answer" if state.offers else "active" if seat == state.active else "other")
        # A bot that rolled out the state itself would tell the twins apart.
        move = candidates[0]
        after = [s if move is None else bohnanza.apply(s, move) for s in (state, twin)]
        told = [_told(a, seat, 2, k, rollout) for a in after]
        telling += told[0] != told[1]
        compared += 1
    assert kinds == {"answer", "active", "other"}
    assert compared >= 5 and telling >= 1


def test_the_search_bot_plays_whole_games_and_is_a_builtin() -> None:
    bot = load_bot("search")
    assert isinstance(bot, SearchBot) and bot.name == "search"
    for preset, players in [("rio-grande-2000", 3), ("rio-grande-2000", 2), ("ladybohn", 3)]:
        small = SearchBot(samples=2, horizon=1)
        seats: list[Bot | str] = [small, "planner", "greedy"]
        final, moves = play_game(preset, seats[:players], seed=6)
        assert final.is_over
        assert small.searched > 0
        replay = bohnanza.new_game(preset, players, seed=6)
        for move in moves:
            replay = bohnanza.apply(replay, move)
        assert replay == final


def test_the_search_bot_refuses_a_budget_that_is_no_budget() -> None:
    with pytest.raises(ValueError, match="samples"):
        SearchBot(samples=0)
    with pytest.raises(ValueError, match="horizon"):
        SearchBot(horizon=-1)
    with pytest.raises(
        ValueError, match="rollout is one of auto, planner, random, plant, greedy, not 'plan'"
    ):
        SearchBot(rollout="plan")


@pytest.mark.parametrize("rollout", ["random", "plant", "greedy"])
def test_an_in_core_rollout_is_the_cores_playout_of_each_determinization(rollout: str) -> None:
    """With an in-core ``rollout``, each candidate's score is ``playout``'s game from the
    determinization with the candidate applied, seeded by the sample's rollout seed (drawn
    after the determinization), ``horizon`` turns on; the gains are those scores less the
    base candidate's, sample by sample.  The rollout is named by the bot."""
    bot = SearchBot(samples=3, horizon=3, rollout=rollout)
    assert bot.rollout == rollout and bot.name == f"search-{rollout}"
    assert repr(bot) == f"SearchBot(samples=3, horizon=3, trades=True, rollout={rollout!r})"
    checked = 0
    for k, (state, seat) in enumerate(_positions("rio-grande-2000", 3, seed=5)):
        if k % 20:
            continue
        seen = view(state, seat)
        candidates: list[Action | None] = list(seat_actions(state, seat).basic)
        gains = bot.gains(seen, candidates, 0, random.Random(k))
        rng = random.Random(k)
        expected: list[list[float]] = [[] for _ in candidates]
        for _ in range(3):
            sampled = determinize(seen, rng)
            assert sampled is not None
            seed = rng.getrandbits(64)
            scores = []
            for move in candidates:
                assert move is not None
                after = bohnanza.apply(sampled, move)
                scores.append(_score(playout(after, seed, rollout, 3), seat))
            for m, score in enumerate(scores):
                expected[m].append(score - scores[0])
        assert gains == expected
        # The planner's rollouts play other games: the choice is not ignored.
        planner = SearchBot(samples=3, horizon=3, rollout="planner")
        checked += gains != planner.gains(seen, candidates, 0, random.Random(k))
    assert checked >= 2


@pytest.mark.parametrize(
    ("preset", "players", "meant"),
    [("rio-grande-2000", 2, "planner"), ("rio-grande-2000", 4, "plant")],
)
def test_the_default_rollout_is_the_planners_in_the_duel_and_the_cores_plant_elsewhere(
    preset: str, players: int, meant: str
) -> None:
    """``"auto"``, the default, rolls out as the planner in the bean duel and as the core's
    ``"plant"`` with 3 players or more: the same gains, to the last bit, as a bot given
    that rollout, and other gains than the other's."""
    bot = SearchBot(samples=3, horizon=2)
    assert bot.rollout == DEFAULT_ROLLOUT == "auto" and bot.name == "search"
    assert repr(bot) == "SearchBot(samples=3, horizon=2, trades=True)"
    same = SearchBot(samples=3, horizon=2, rollout=meant)
    other = SearchBot(samples=3, horizon=2, rollout="plant" if meant == "planner" else "planner")
    told = 0
    for k, (state, seat) in enumerate(_positions(preset, players, seed=6)):
        if k % 25:
            continue
        seen = view(state, seat)
        candidates: list[Action | None] = list(seat_actions(state, seat).basic)
        gains = bot.gains(seen, candidates, 0, random.Random(k))
        assert gains == same.gains(seen, candidates, 0, random.Random(k))
        told += gains != other.gains(seen, candidates, 0, random.Random(k))
    assert told >= 2


@pytest.mark.parametrize("rollout", ROLLOUTS)
def test_a_seeded_game_with_the_search_bot_plays_the_same_moves_again(rollout: str) -> None:
    """Determinism: the same seed, the same bots, the same game, with every rollout."""
    games = []
    for _ in range(2):
        bot = SearchBot(samples=2, horizon=2, rollout=rollout)
        games.append(play_game("rio-grande-2000", [bot, "planner", "planner"], seed=8)[1])
    assert games[0] == games[1]
    assert DEFAULT_ROLLOUT in ROLLOUTS
