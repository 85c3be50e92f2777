"""The search bot (``bohnanza.bots.search``): its determinizations agree with its seat's
view and deal every card once; it never reads a hidden card (twin states that differ only
in what its seat may not see get the same moves); it plays whole games of every preset."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

import bohnanza
from bohnanza.bots import PlannerBot
from bohnanza.bots.search import SearchBot, _rollout, determinize
from bohnanza.listing import seat_actions
from bohnanza.players import Bot, load_bot, play_game
from bohnanza.state import GameState, Player, Step, Table
from bohnanza.views import view

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


def _twin(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with every card ``seat`` cannot see dealt anew among the same places (the
    other hands, the deck, the cards under the coins, the boxed cards) and another seed
    for the reshuffles: what the seat sees is the same, the game is not."""
    hidden: list[int] = []
    for k, p in enumerate(state.players):
        if k != seat:
            hidden.extend(p.hand_ids)
        hidden.extend(p.coin_ids)
    deck = state.stack_ids[state.drawn :]
    hidden.extend(deck)
    hidden.extend(state.box_ids)
    rng.shuffle(hidden)
    at = 0
    players: list[Player] = []
    for k, p in enumerate(state.players):
        hand = p.hand_ids
        if k != seat:
            hand = tuple(hidden[at : at + len(hand)])
            at += len(hand)
        coins = tuple(hidden[at : at + len(p.coin_ids)])
        at += len(coins)
        players.append(Player(p.info, hand, p.field_ids, coins, p.aside_ids))
    new_deck = tuple(hidden[at : at + len(deck)])
    box = tuple(hidden[at + len(deck) :])
    t = state.table
    table = Table(t.edition, t.rules, t.names, t.dealer, t.seed + 1, t.stacked, t.shuffle)
    rest = state.rest
    return GameState(
        table,
        tuple(players),
        state.active,
        state.step_id,
        state.planted,
        state.discard_ids,
        state.face_up_ids,
        (new_deck, 0, state.exhaustions, state.ending),
        (rest[0], rest[1], box, rest[3], rest[4], rest[5]),
        state.first_kind,
        state.offers,
    )


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


@pytest.mark.parametrize(("preset", "players"), CASES)
def test_twin_states_that_differ_only_in_what_the_seat_cannot_see_get_the_same_moves(
    preset: str, players: int
) -> None:
    """The twin test: other hands, the deck's order, the cards under the coins and the
    reshuffle seed dealt anew; the seat's view is the same, and so are the search bot's
    rollout gains (to the last bit) and its move for the same generator seed.  The same
    rollouts played from the states themselves (what a bot that read the state would
    see) differ between the twins: the test would catch such a bot."""
    bot = SearchBot(samples=2, horizon=2)
    rng = random.Random(5)
    compared = telling = 0
    for k, (state, seat) in enumerate(_positions(preset, players, seed=4)):
        if k % 15:
            continue
        twin = _twin(state, seat, rng)
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
        told = [_rollout(a, seat, 2, random.Random(k), PlannerBot()) for a in after]
        telling += told[0] != told[1]
        compared += 1
    assert compared >= 3 and telling >= 1


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
