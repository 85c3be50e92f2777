"""``bohnanza.env.greedy``, the environments' ``greedy`` seat and rollouts, as
``bohnanza.env.policies`` documents them, with no NumPy (so in the unit layer):

* every move but its offers is the one ``bohnanza.bots.GreedyBot`` makes from the seat's
  view (in every preset: Ladybohn and the duel too);
* its offers: another player in step 2 asks the active player for the first face-up card
  of a variety it has planted, giving the front hand card (of the first five) that grows
  none of its fields, or nothing; the active player gives a face-up card that grows none
  of its fields to the first seat clockwise whose field it grows, for the first variety
  it has planted (else for nothing); never coins, never past the offers a seat may make;
* its answers: it accepts an offer of cards it can plant without selling (no more new
  varieties than its empty fields) for cards that grow none of its fields, else declines;
* ``play_out`` plays greedy and random seats, move by move as ``greedy_move`` and
  ``random_move`` choose them, to the end of the game or the bound on moves.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

import pytest

from bohnanza.actions import Accept, Decline, Offer
from bohnanza.bots import GreedyBot
from bohnanza.env import core
from bohnanza.env.greedy import greedy_move, play_out
from bohnanza.listing import legal_actions
from bohnanza.referee import apply, check
from bohnanza.rules.trading import meeting_cards
from bohnanza.setup import compose, new_game
from bohnanza.state import TRADE, GameState, Step
from bohnanza.views import view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

LIMIT = 2
CASES = [
    ("rio-grande-2000", 2),
    ("amigo-fr", 4),
    ("original-1997-fr-003", 3),
    ("ladybohn", 3),
    ("ladybohn", 5),
]

Pos = tuple[GameState, int, tuple[int, ...]]


def _kinds(state: GameState) -> tuple[tuple[int, ...], tuple[str, ...]]:
    """Each card's variety index, and the varieties in the encoding's order (sorted)."""
    keys = tuple(sorted({c.variety.key for c in state.table.cards}))
    return tuple(keys.index(c.variety.key) for c in state.table.cards), keys


def _walk(name: str, players: int, seed: int, moves: int) -> Iterator[tuple[Pos, int]]:
    """The positions of a game of greedy seats, with the seat to act in each."""
    state = new_game(name, players, seed=seed)
    kind, keys = _kinds(state)
    pos: Pos = (state, *core.entered(state, LIMIT))
    for k in range(moves):
        seat = core.actor(pos[0], pos[1])
        if seat < 0:
            return
        yield pos, seat
        move = greedy_move(pos[0], pos[2], seat, random.Random(k), kind, keys, LIMIT)
        pos = core.advance(*pos, move, LIMIT)


def _planted(state: GameState, seat: int) -> set[str]:
    return {state.table.cards[f[0]].variety.key for f in state.players[seat].field_ids if f}


def _key(state: GameState, card: int) -> str:
    return state.table.cards[card].variety.key


@pytest.mark.parametrize(("name", "players"), CASES)
def test_greedy_moves_as_the_greedy_view_bot_but_for_its_offers(name: str, players: int) -> None:
    seen: Counter[str] = Counter()
    for seed in range(2):
        for k, ((state, _window, made), seat) in enumerate(_walk(name, players, seed, 400)):
            kind, keys = _kinds(state)
            ours = greedy_move(state, made, seat, random.Random(k), kind, keys, LIMIT)
            v = view(state, seat)
            trading = state.step_id == TRADE and not state.owed_ids
            offer = core.offer_to(state, seat) if trading else None
            moves = core.answers(state, seat, offer) if offer is not None else legal_actions(v)
            theirs = GreedyBot()(v, moves, random.Random(k))
            if ours is None:
                # PASS: another player in step 2 with nothing to ask for
                assert trading and seat != state.active and offer is None
                seen["pass"] += 1
                continue
            assert check(state, ours) is None
            if isinstance(ours, Offer) or isinstance(theirs, Offer) or theirs is None:
                continue  # the offers differ by design (the env bounds and picks its own)
            assert ours == theirs, (name, str(ours), str(theirs))
            seen[type(ours).__name__] += 1
    assert {"Plant", "Harvest", "BuyField"} <= set(seen)
    if players > 2:
        assert {"Accept", "Decline", "Keep", "EndTrading", "EndPlanting", "pass"} <= set(seen)
    else:
        assert {"Discard", "LeaveOffer", "EndPlanting"} <= set(seen)


@pytest.mark.parametrize(("name", "players"), [("rio-grande-2000", 4), ("ladybohn", 4)])
def test_greedys_offers_are_the_documented_ones(name: str, players: int) -> None:
    asked = given = declined_to_ask = 0
    for seed in range(3):
        for k, ((state, _window, made), seat) in enumerate(_walk(name, players, seed, 700)):
            kind, keys = _kinds(state)
            move = greedy_move(state, made, seat, random.Random(k), kind, keys, LIMIT)
            trading = state.step_id == TRADE and not state.owed_ids
            if not trading or core.offer_to(state, seat) is not None:
                assert not isinstance(move, Offer)
                continue
            mine = _planted(state, seat)
            if seat != state.active:
                wanted = [c for c in state.face_up_ids if _key(state, c) in mine]
                standing = any(o.seat == seat and o.to == state.active for o in state.offers)
                if made[seat] >= LIMIT or standing or not wanted:
                    assert move is None
                    declined_to_ask += 1
                    continue
                front = [c for c in state.players[seat].hand_ids[:5] if _key(state, c) not in mine]
                want = Offer(seat, state.active, tuple(front[:1]), (_key(state, wanted[0]),))
                assert move == (want if check(state, want) is None else None)
                asked += move is not None
            elif isinstance(move, Offer):
                given += 1
                assert (move.give_coins, move.ask_coins) == (0, 0)
                assert check(state, move) is None and made[seat] < LIMIT
                (card,) = move.gives
                assert card in state.face_up_ids and _key(state, card) not in mine
                # the first face-up card that grows none of its fields and fits a seat
                earlier = state.face_up_ids[: state.face_up_ids.index(card)]
                first = sorted(mine, key=keys.index)[:1]
                # ... to the first seat clockwise that grows it and may still be offered to
                for r in range(1, players):
                    to = (seat + r) % players
                    if to == move.to:
                        break
                    free = all(o.seat != seat or o.to != to for o in state.offers)
                    fits = _key(state, card) in _planted(state, to) and free
                    assert not fits or check(state, Offer(seat, to, (card,), tuple(first))), to
                assert _key(state, card) in _planted(state, move.to)
                assert move.asks == tuple(first)
                for other in earlier:
                    if _key(state, other) in mine:
                        continue
                    for r in range(1, players):
                        to = (seat + r) % players
                        free = all(o.seat != seat or o.to != to for o in state.offers)
                        if free and _key(state, other) in _planted(state, to):
                            assert check(state, Offer(seat, to, (other,), tuple(first))), other
    assert asked > 5 and given > 5 and declined_to_ask > 5


def test_a_rollout_plays_greedy_and_random_seats_move_by_move_to_the_end() -> None:
    state = new_game("amigo-fr", 3, seed=4)
    kind, keys = _kinds(state)
    window, made = core.entered(state, LIMIT)

    def rollout(greedy: list[bool], seed: int, most: int) -> GameState:
        rngs = [random.Random(f"{seed}/{s}") for s in range(3)]
        return play_out(state, window, made, greedy, rngs, kind, keys, LIMIT, most)

    mixed = [True, False, True]
    final = rollout(mixed, 1, 100_000)
    assert final.is_over
    assert rollout(mixed, 1, 100_000) == final
    assert rollout([True] * 3, 1, 0) == state
    # Move by move: greedy seats as greedy_move, random ones as random_move, each with
    # its own generator, to the bound.
    rngs = [random.Random(f"9/{s}") for s in range(3)]
    pos: Pos = (state, window, made)
    for steps in range(1, 40):
        seat = core.actor(pos[0], pos[1])
        if mixed[seat]:
            move = greedy_move(pos[0], pos[2], seat, rngs[seat], kind, keys, LIMIT)
        else:
            move = core.random_move(pos[0], seat, rngs[seat])
        pos = core.advance(*pos, move, LIMIT)
        assert rollout(mixed, 9, steps) == pos[0], steps
    # Past the end, the bound no longer matters.
    assert rollout(mixed, 1, 10**6) == final


def _answer(fields: list[list[str]], face_up: list[str], gives: int, asks: tuple[str, ...]) -> str:
    """Seat 1's greedy answer to an offer of the active player (seat 0) giving its first
    ``gives`` face-up cards and asking ``asks``: "accept" or "decline"."""
    state = compose(
        "rio-grande-2000",
        4,
        active=0,
        step=Step.TRADE,
        face_up=face_up,
        hands={0: ["Wax"], 1: ["Red", "Stink", "Garden"]},
        fields={1: fields},
        deck=["Wax"] * 20,
    )
    offer = Offer(0, 1, state.face_up_ids[:gives], asks)
    assert check(state, offer) is None
    state = apply(state, offer)
    kind, keys = _kinds(state)
    move = greedy_move(state, (1, 0, 0, 0), 1, random.Random(0), kind, keys, LIMIT)
    cards = meeting_cards(state, 1, asks)
    if isinstance(move, Accept):
        assert cards is not None and move == Accept(1, 0, cards)
        return "accept"
    assert move == Decline(1, 0)
    return "decline"


@pytest.mark.parametrize(
    ("fields", "face_up", "gives", "asks", "answer"),
    [
        # new varieties: as many as its empty fields, no more
        ([[], []], ["Soy", "Blue"], 2, (), "accept"),
        ([["Chili"], []], ["Soy", "Blue"], 2, (), "decline"),
        ([["Chili"], []], ["Soy"], 1, (), "accept"),
        ([["Chili"], ["Wax"]], ["Soy"], 1, (), "decline"),
        ([["Chili"], ["Wax"]], ["Chili"], 1, (), "accept"),
        ([["Chili"], []], ["Chili", "Soy"], 2, (), "accept"),
        ([["Chili"], ["Wax"]], ["Chili", "Soy"], 2, (), "decline"),
        # for a card that grows none of its fields, or nothing; never one that grows one
        ([["Chili"], []], ["Soy"], 1, ("stink",), "accept"),
        ([["Red"], []], ["Soy"], 1, ("red",), "decline"),
        ([["Chili"], []], [], 0, ("garden",), "accept"),
        ([["Garden"], []], [], 0, ("garden",), "decline"),
    ],
)
def test_greedy_accepts_cards_it_can_plant_without_selling_for_cards_it_does_not_grow(
    fields: list[list[str]], face_up: list[str], gives: int, asks: tuple[str, ...], answer: str
) -> None:
    assert _answer(fields, face_up, gives, asks) == answer
