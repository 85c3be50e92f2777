"""What the environments' fast seats promise (``bohnanza.env.policies``, ``greedy``,
``core.random_move``): ``greedy`` makes the choices of ``bohnanza.bots.GreedyBot`` from the
state, ``random`` those of ``RandomBot`` (a basic move or an answer drawn uniformly, a pass
otherwise in another player's step 2), their offers are the documented ones, and
``play_out`` plays a rollout to its end.  Runs in ``nox -s rl``."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

import bohnanza
from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.bots import GreedyBot
from bohnanza.env.core import answers, offer_to
from bohnanza.env.encoding import Position, Table
from bohnanza.env.greedy import play_out
from bohnanza.env.policies import POLICIES, greedy_policy, random_policy
from bohnanza.listing import legal_actions
from bohnanza.referee import basic_moves, check
from bohnanza.state import Step
from bohnanza.views import view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CASES = [
    ("rio-grande-2000", 4),
    ("rio-grande-2000", 3),
    ("amigo-fr", 5),
    ("amigo-fr", 2),
    ("original-1997-fr", 4),
]


def _walk(table: Table, seed: int, moves: int) -> Iterator[tuple[Position, int]]:
    """The positions of a game of greedy seats, with the seat to act in each."""
    pos = table.start(seed)
    for k in range(moves):
        seat = table.actor(pos)
        if seat < 0:
            return
        yield pos, seat
        pos = table.after(pos, greedy_policy(table, pos, seat, random.Random(k)))


def _trading(pos: Position, seat: int) -> Offer | None:
    state = pos.state
    return offer_to(state, seat) if state.step is Step.TRADE and not state.owed_ids else None


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_greedy_chooses_every_move_but_its_offers_as_the_greedy_view_bot(
    edition: str, players: int
) -> None:
    table = Table.make(edition, players)
    kinds: Counter[str] = Counter()
    for seed in range(2):
        for k, (pos, seat) in enumerate(_walk(table, seed, 700)):
            ours = greedy_policy(table, pos, seat, random.Random(k))
            v = view(pos.state, seat)
            offer = _trading(pos, seat)
            # an offer made to it is put to it at once: its moves are then its answers
            moves = answers(pos.state, seat, offer) if offer is not None else legal_actions(v)
            theirs = GreedyBot()(v, moves, random.Random(k))
            if isinstance(ours, Offer) or isinstance(theirs, Offer) or None in (ours, theirs):
                continue  # the offers differ by design (the env bounds and picks its own)
            assert ours == theirs, (edition, str(ours), str(theirs))
            kinds[type(ours).__name__] += 1
    assert {"Plant", "Harvest"} <= set(kinds)
    if players > 2:
        assert {"Accept", "Decline", "Keep", "EndTrading", "EndPlanting"} <= set(kinds)
    else:
        assert {"Discard", "LeaveOffer"} <= set(kinds)


def _planted(state: bohnanza.GameState, seat: int) -> set[str]:
    return {state.table.cards[f[0]].variety.key for f in state.players[seat].field_ids if f}


def _key(state: bohnanza.GameState, card: int) -> str:
    return state.table.cards[card].variety.key


@pytest.mark.parametrize(("edition", "players"), [("rio-grande-2000", 4), ("amigo-fr", 5)])
def test_greedys_offers_are_the_documented_ones(edition: str, players: int) -> None:
    table = Table.make(edition, players)
    asked = given = 0
    for seed in range(3):
        for k, (pos, seat) in enumerate(_walk(table, seed, 900)):
            move = greedy_policy(table, pos, seat, random.Random(k))
            if not isinstance(move, Offer):
                continue
            state = pos.state
            assert check(state, move) is None and move.seat == seat
            assert (move.give_coins, move.ask_coins) == (0, 0)
            mine = _planted(state, seat)
            if seat != state.active:
                # ask the active player for one face-up card of a variety it grows, giving
                # the first of its first five hand cards that grows none, or nothing
                asked += 1
                assert move.to == state.active and len(move.asks) == 1
                first = [_key(state, c) for c in state.face_up_ids if _key(state, c) in mine]
                assert move.asks == (first[0],)
                front = [c for c in state.players[seat].hand_ids[:5] if _key(state, c) not in mine]
                assert move.gives == tuple(front[:1])
            else:
                # give a face-up card it does not grow, to the first seat clockwise that
                # grows it, for the first variety it has planted in the table's order
                # of varieties (else for nothing)
                given += 1
                (card,) = move.gives
                assert card in state.face_up_ids and _key(state, card) not in mine
                assert _key(state, card) in _planted(state, move.to)
                first_planted = sorted(mine, key=table.varieties.index)[:1]
                assert move.asks == tuple(first_planted)
    assert asked > 5 and given > 5


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_random_draws_uniformly_among_its_basic_moves_or_its_answers(
    edition: str, players: int
) -> None:
    table = Table.make(edition, players)
    passes = answered = drawn = 0
    for k, (pos, seat) in enumerate(_walk(table, 3, 500)):
        state = pos.state
        offer = _trading(pos, seat)
        trading = state.step is Step.TRADE and not state.owed_ids
        if offer is not None:
            choices: tuple[Action, ...] = answers(state, seat, offer)
            answered += 1
        elif trading and seat != state.active:
            for s in range(5):
                assert random_policy(table, pos, seat, random.Random(s)) is None
            passes += 1
            continue
        else:
            choices = tuple(basic_moves(state, seat))
            drawn += 1
        for s in range(8):
            r = random.Random(s).random()
            assert (
                random_policy(table, pos, seat, random.Random(s)) == choices[int(r * len(choices))]
            )
        if k % 25 == 0 and len(choices) > 1:
            seen = {random_policy(table, pos, seat, random.Random(s)) for s in range(300)}
            assert seen == set(choices)
    assert drawn > 20
    if players > 2:
        assert passes > 5 and answered > 5


def test_the_answers_are_accept_with_the_meeting_cards_then_decline() -> None:
    state = bohnanza.compose(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        face_up=["Soy", "Chili"],
        hands={1: ["Blue", "Red", "Red"], 2: ["Wax"]},
        fields={1: [["Soy"], []]},
        deck=["Wax"] * 10,
    )
    blue, red, _ = state.players[1].hand_ids
    asking_red = Offer(0, 1, (state.face_up_ids[0],), ("red",))
    after = bohnanza.apply(state, asking_red)
    assert offer_to(after, 1) == asking_red and offer_to(after, 2) is None
    assert answers(after, 1, asking_red) == (Accept(1, 0, (red,)), Decline(1, 0))
    asking_green = Offer(0, 2, (state.face_up_ids[1],), ("green",))
    after = bohnanza.apply(after, asking_green)
    assert answers(after, 2, asking_green) == (Decline(2, 0),)
    assert offer_to(after, 2) == asking_green
    assert blue != red


def test_policies_are_named_as_the_bots_they_stand_for() -> None:
    assert {"random": random_policy, "greedy": greedy_policy} == POLICIES


def test_a_rollout_plays_to_the_end_with_greedy_and_random_seats() -> None:
    table = Table.make("rio-grande-2000", 3)
    pos = table.start(4)
    kind = table.kinds(pos.state)
    args = (kind, table.varieties, table.offers_per_step)

    def rollout(greedy: list[bool], seed: int, most: int) -> bohnanza.GameState:
        rngs = [random.Random(f"{seed}/{s}") for s in range(3)]
        return play_out(pos.state, pos.window, pos.made, greedy, rngs, *args, most)

    final = rollout([True, True, False], 1, 100_000)
    assert final.is_over
    assert rollout([True, True, False], 1, 100_000) == final
    assert rollout([True, True, False], 2, 100_000) != final
    assert rollout([True, True, True], 1, 0) == pos.state
    # a bound stops the play-out before the end
    short = rollout([False, False, False], 1, 5)
    assert not short.is_over and short != pos.state
    # greedy seats play as greedy_policy does, step by step
    seat = table.actor(pos)
    one = rollout([True] * 3, 7, 1)
    move = greedy_policy(table, pos, seat, random.Random(f"7/{seat}"))
    assert one == table.after(pos, move).state
    # and random seats as random_policy
    one = rollout([False] * 3, 7, 1)
    move = random_policy(table, pos, seat, random.Random(f"7/{seat}"))
    assert one == table.after(pos, move).state
