"""Every bot of the package, in one house.

* Full-state bots (they read the whole ``GameState``: for the demo, the tests and the
  benchmark): ``random_move`` and ``greedy_move`` (a simple planner that plants where it
  pays and sells only when it must), and the loops around them.
* View bots (they see only their seat's ``PlayerView``; ``bohnanza.players.play_game``
  runs them): ``RandomBot``, ``GreedyBot``, ``PlannerBot``, and public helpers for bot
  authors (``field_payout``, ``grows``, ``offers_to``), which live in ``bohnanza.bots.seated``
  and are exported here.

This module imports the rules, the views and the listings, never the harness
(``bohnanza.players``), which imports it.

>>> import random, bohnanza
>>> from bohnanza.bots import play_random
>>> final, moves = play_random(bohnanza.new_game("rio-grande-2000", 3, seed=5), random.Random(5))
>>> final.is_over, len(moves) > 50
(True, True)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Final, cast

from bohnanza._build import COMPILED
from bohnanza.actions import (
    Action,
    BuyField,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    Plant,
    Trade,
)
from bohnanza.bots.seated import (
    VIEW_BOTS,
    GreedyBot,
    PlannerBot,
    RandomBot,
    field_payout,
    grows,
    offers_to,
)
from bohnanza.cards import Card
from bohnanza.errors import InvalidActionError, show
from bohnanza.listing import legal_actions
from bohnanza.referee import apply, basic_moves, check
from bohnanza.rules.trading import random_negotiation
from bohnanza.state import (
    OVER,
    PLANT,
    PLANT_RECEIVED,
    STATE_TYPE,
    TRADE,
    GameState,
    Player,
    Step,
)

__all__ = [
    "BOTS",
    "VIEW_BOTS",
    "Bot",
    "GreedyBot",
    "PlannerBot",
    "RandomBot",
    "accepts",
    "choose_seat",
    "field_payout",
    "greedy_bot",
    "greedy_move",
    "grows",
    "is_trade",
    "offers_to",
    "plant_move",
    "play_random",
    "playout",
    "playout_moves",
    "random_move",
    "random_moves",
    "random_seat_move",
]

#: A bot chooses the move of ``seat`` (one of ``state.to_move``) in ``state``, drawing any chance
#: from ``rng``; the float is the chance of proposing a trade or donation in step 2.
Bot = Callable[[GameState, int, random.Random, float], Action]


def random_move(state: GameState, rng: random.Random, trades: float = 0.0) -> Action:
    """A legal move of a seat the game waits for, drawn at random.

    The seat is drawn among ``state.to_move``; its move uniformly among its basic moves
    (plantings, harvests, purchases, ending a step).  In step 2, with probability
    ``trades``, the move is a trade or donation drawn uniformly instead.

    Raises:
        IndexError: the game is over.
    """
    step = state.step_id
    if step != PLANT_RECEIVED and step != OVER and not state.rest[4]:  # noqa: PLR1714 (no tuple built)
        # what to_move says, without building it (Ladybohn's owed babies aside)
        seat = state.active
    else:
        waiting = state.to_move
        if not waiting:
            raise IndexError("the game is over: no seat has a move")
        seat = waiting[0] if len(waiting) == 1 else waiting[int(rng.random() * len(waiting))]
    if trades and step == TRADE and rng.random() < trades:
        # legal_actions(state).negotiations.sample(rng), without the sequence around it
        agreed = random_negotiation(state, rng)
        if agreed is not None:
            return agreed
    # The listing of legal_actions(state, seat).basic, without the sequence around it.
    moves = basic_moves(state, seat)
    return moves[int(rng.random() * len(moves))]


def random_moves(
    state: GameState, rng: random.Random, trades: float = 0.0
) -> Iterator[tuple[Action, GameState]]:
    """Play random legal moves to the end, yielding each move with the state after it."""
    while state.step is not Step.OVER:
        move = random_move(state, rng, trades)
        state = apply(state, move)
        yield move, state


def play_random(
    state: GameState,
    rng: random.Random,
    trades: float = 0.0,
    on_move: Callable[[Action, GameState], None] | None = None,
) -> tuple[GameState, list[Action]]:
    """Play a whole game of random legal moves; returns the final state and the moves."""
    moves: list[Action] = []
    final = state
    for move, final in random_moves(state, rng, trades):
        moves.append(move)
        if on_move is not None:
            on_move(move, final)
    return final, moves


def plant_move(state: GameState, rng: random.Random) -> Action:
    """A move of a plain random planter, the player of the other Bohnanza engines' random
    drivers: it plants wherever a card fits and sells only when it must, and never trades.

    The seat is ``rng.choice(state.to_move)``.  In step 1, once a card is planted, it ends
    the step with probability 1/2 (always when the front card fits no field); in step 2 it
    ends trading at once (the face-up cards go to its set-aside cards); in step 3 it plants
    the first of its set-aside cards.  A card is planted on a field drawn uniformly among
    those it fits; when it fits none, a field is sold, drawn uniformly among those the rules
    let it sell.  It never buys a third field.  In the steps of the bean duel and Ladybohn's
    moves that have none of these, a move is drawn uniformly among the seat's basic moves.

    Raises:
        IndexError: the game is over.
    """
    waiting = state.to_move
    if not waiting:
        raise IndexError("the game is over: no seat has a move")
    seat = waiting[0] if len(waiting) == 1 else rng.choice(waiting)
    moves = basic_moves(state, seat)
    step = state.step_id
    plants: list[Action] = []
    harvests: list[Action] = []
    end: Action | None = None
    for move in moves:
        kind = move.__class__
        if kind is Plant:
            plants.append(move)
        elif kind is Harvest:
            harvests.append(move)
        elif kind is EndTrading or kind is EndPlanting:
            end = move
    if step == TRADE and end is not None:
        return end
    if step == PLANT and end is not None and (not plants or rng.random() < 0.5):
        return end
    if step == PLANT_RECEIVED and plants:
        first = cast("Plant", plants[0]).card  # the first set-aside card, on any field it fits
        plants = [m for m in plants if cast("Plant", m).card == first]
    if plants:
        return plants[int(rng.random() * len(plants))]
    if harvests:
        return harvests[int(rng.random() * len(harvests))]
    return moves[int(rng.random() * len(moves))]


def is_trade(action: Action) -> bool:
    """True for a trade (as opposed to every other kind of move)."""
    return isinstance(action, Trade)


def choose_seat(state: GameState, rng: random.Random) -> int:
    """The seat to move next among ``state.to_move`` (drawn when several are waiting).

    Raises:
        IndexError: the game is over.
    """
    waiting = state.to_move
    if not waiting:
        raise IndexError("the game is over: no seat has a move")
    return waiting[0] if len(waiting) == 1 else waiting[int(rng.random() * len(waiting))]


def random_seat_move(
    state: GameState, seat: int, rng: random.Random, trades: float = 0.0
) -> Action:
    """A legal move of ``seat`` drawn at random: a basic move uniformly, or in step 2,
    with probability ``trades``, one of the seat's trades and donations.

    Raises:
        IndexError: ``seat`` has no legal move.
    """
    if trades and state.step is Step.TRADE and rng.random() < trades:
        space = legal_actions(state, seat).negotiations
        if len(space):
            return space.sample(rng)
    moves = legal_actions(state, seat).basic
    if not moves:
        raise IndexError(f"seat {seat} has no legal move")
    return moves[int(rng.random() * len(moves))]


def _payout(field: tuple[Card, ...]) -> int:
    return field[0].beanometer.payout(len(field)) if field else 0


def _fits(player: Player, card: Card) -> bool:
    """Whether ``card`` would grow one of ``player``'s planted fields."""
    return any(f and f[0].variety is card.variety for f in player.fields)


def _plant_rank(state: GameState, move: Plant) -> tuple[int, int]:
    field = state.players[move.seat].fields[move.field]
    # Same variety first, the bigger field first; an empty field after.
    return (0, -len(field)) if field else (1, 0)


def _greedy_trade(state: GameState, seat: int) -> Action | None:
    """A trade that swaps a face-up card useless to ``seat`` for a partner's hand card
    that grows one of its fields, with a partner whose fields the given card grows."""
    me = state.players[seat]
    for gift in state.face_up:
        if _fits(me, gift):
            continue
        for partner, other in enumerate(state.players):
            if partner == seat or not _fits(other, gift):
                continue
            for wanted in other.hand:
                if _fits(me, wanted) and not _fits(other, wanted):
                    trade = Trade(seat, partner, (gift.id,), (wanted.id,))
                    if check(state, trade) is None:
                        return trade
    return None


def greedy_move(
    state: GameState, rng: random.Random, trades: float = 0.0, seat: int | None = None
) -> Action:
    """A simple planner's move for ``seat`` (default: drawn among ``state.to_move``).

    In order of preference, among the seat's legal basic moves: buy the third field;
    plant on a field of the same variety (the biggest), then on an empty field; keep
    face-up cards that match its fields; end the step; any other kind of move; and
    only when nothing else is possible (a card must be planted and no field takes it),
    harvest the field that pays the most, a field that pays 0 last and the smallest
    one then.  In step 2, with probability ``trades``, it first looks for a trade of a
    face-up card it has no use for against a partner's card that it has a field for.

    Raises:
        IndexError: the game is over, or ``seat`` has no legal move.
    """
    if seat is None:
        seat = choose_seat(state, rng)
    if trades and state.step is Step.TRADE and seat == state.active and rng.random() < trades:
        trade = _greedy_trade(state, seat)
        if trade is not None:
            return trade
    moves = legal_actions(state, seat).basic
    if not moves:
        raise IndexError(f"seat {seat} has no legal move")
    return _greedy_choice(state, seat, moves, rng)


def _greedy_choice(
    state: GameState, seat: int, moves: tuple[Action, ...], rng: random.Random
) -> Action:
    """``greedy_move``'s choice among ``moves``, the basic moves of ``seat`` (not empty)."""
    me = state.players[seat]
    plants: list[Plant] = []
    keeps: list[Keep] = []
    ends: list[Action] = []
    harvests: list[Harvest] = []
    others: list[Action] = []
    for move in moves:
        match move:
            case BuyField():
                return move
            case Plant():
                plants.append(move)
            case Keep():
                keeps.append(move)
            case EndPlanting() | EndTrading():
                ends.append(move)
            case Harvest():
                harvests.append(move)
            case _:
                others.append(move)
    if plants:
        return min(plants, key=lambda m: _plant_rank(state, m))
    by_id = {card.id: card for card in state.face_up}
    for keep in keeps:
        if keep.card in by_id and _fits(me, by_id[keep.card]):
            return keep
    if ends:
        return ends[0]
    if others:
        return others[int(rng.random() * len(others))]

    def harvest_rank(m: Harvest) -> tuple[int, int]:
        field = me.fields[m.field]
        return (-_payout(field), len(field))

    return min(harvests, key=harvest_rank)


def greedy_bot(state: GameState, seat: int, rng: random.Random, trades: float = 0.0) -> Action:
    """``greedy_move`` with the ``Bot`` signature."""
    return greedy_move(state, rng, trades, seat)


#: The bots by name, for the command line.
BOTS: dict[str, Bot] = {"random": random_seat_move, "greedy": greedy_bot}


def accepts(state: GameState, action: Action, seat: int) -> bool:
    """Whether a greedy bot at ``seat`` agrees to a trade or donation it takes part in.

    It accepts to receive only cards that grow its fields or fit an empty field, and to
    give (for a trade) only cards that grow none of its fields, and never coins.  Moves that need no
    agreement (every other kind, or moves of ``seat`` itself) are accepted.
    """
    player = state.players[seat]
    cards = {c.id: c for p in state.players for c in p.hand} | {c.id: c for c in state.face_up}
    empty = any(not f for f in player.fields)

    def welcome(ids: tuple[int, ...]) -> bool:
        return all(i in cards and (_fits(player, cards[i]) or empty) for i in ids)

    match action:
        case Trade() if action.partner == seat and action.seat != seat:
            gives_away = all(i in cards and not _fits(player, cards[i]) for i in action.takes)
            # It parts with no coin: coins are the score.
            return welcome(action.gives) and gives_away and not action.take_coins
        case Donate() if action.receiver == seat and action.seat != seat:
            return welcome(action.cards)
    return True


#: The policies ``playout`` plays with, by name.
PLAYOUT_POLICIES: Final = ("random", "plant", "greedy")


def _playout(
    given: object, seed: object, policy: object, turns: object, moves: list[Action] | None
) -> GameState:
    # The arguments are objects, checked here, so that both builds refuse a wrong one alike
    # (mypyc would raise its own TypeError for a typed parameter).
    if type(given) is not STATE_TYPE or not isinstance(given, GameState):
        raise InvalidActionError(f"{show(given)} is not a GameState")
    state = given
    if policy == "random":
        kind = 0
    elif policy == "plant":
        kind = 1
    elif policy == "greedy":
        kind = 2
    else:
        raise InvalidActionError(
            f"unknown playout policy {show(policy)}: {', '.join(PLAYOUT_POLICIES)}"
        )
    if type(turns) is not int or turns < 0:
        raise InvalidActionError(f"turns must be a whole number >= 0, not {show(turns)}")
    if type(seed) is not int:
        raise InvalidActionError(f"seed must be a whole number, not {show(seed)}")
    rng = random.Random(seed)
    last = state.rest[0] + turns if turns else -1
    while state.step_id != OVER:
        if state.rest[0] == last:
            break
        if kind == 0:
            move = random_move(state, rng)
        elif kind == 1:
            move = plant_move(state, rng)
        else:
            seat = choose_seat(state, rng)
            move = _greedy_choice(state, seat, basic_moves(state, seat), rng)
        if moves is not None:
            moves.append(move)
        # The move was listed for this very state: apply takes it without checking again.
        state = apply(state, move)
    return state


def playout(
    state: object, seed: object = 0, policy: object = "random", turns: object = 0
) -> GameState:
    """The state where a game from ``state`` ends when every seat plays ``policy``.

    The whole loop runs inside the compiled core (the ``bohnanza bench`` loop without a
    call back into Python per move), for searches and evaluations that play many games
    out.  ``policy`` is ``"random"`` (``random_move`` without trades: a seat drawn among
    those the game waits for, one of its basic moves drawn uniformly: the game is exactly
    ``play_random(state, random.Random(seed))``'s), ``"plant"`` (``plant_move`` at every
    seat: plants at random, sells only when it must) or ``"greedy"`` (``greedy_move``
    without trades).  No trades or donations are made.  The same ``state``,
    ``seed``, ``policy`` and ``turns`` give the same game; ``state`` is not changed (states
    never are).  ``turns`` > 0 stops when that many turns have begun after ``state``'s
    (``final.turn == state.turn + turns``), or at the end of the game if it comes first;
    0 plays to the end.  ``playout_moves`` also returns the moves.

    >>> import bohnanza
    >>> from bohnanza.bots import playout
    >>> final = playout(bohnanza.new_game("rio-grande-2000", 4, seed=3), seed=3)
    >>> final.is_over
    True

    Raises:
        InvalidActionError: ``state`` is not a ``GameState``, an unknown ``policy``, or a
            ``seed`` or ``turns`` that is not a whole number (``turns`` >= 0).
    """
    return _playout(state, seed, policy, turns, None)


def playout_moves(
    state: object, seed: object = 0, policy: object = "random", turns: object = 0
) -> tuple[GameState, tuple[Action, ...]]:
    """``playout``'s final state and the moves that led there, in order: applied one by
    one to ``state`` with ``bohnanza.apply`` they give the same final state."""
    moves: list[Action] = []
    final = _playout(state, seed, policy, turns, moves)
    return final, tuple(moves)


# Compiled, the bots, their helpers and the playouts lose their docstrings (mypyc leaves
# them out): help() gets them back from the source beside the module (bohnanza._docs).
if COMPILED:
    from bohnanza._docs import restore as _restore

    _restore(__all__, globals())
