"""The Gymnasium environment's seats played by bots from their views (``bohnanza.env.gym``):
a bot gets its seat's ``PlayerView``, its legal moves (every id's move, ``PASS`` left out)
and its own generator ``random.Random(g * 64 + s)``; its move is played by its id, its
None is ``PASS`` where that is legal (else the lowest legal id), and a move with no id
or not among its legal ones is the lowest legal id.  The learner's id outside the mask
plays its lowest legal id, and ``info["illegal"]`` says so.  Runs in ``nox -s rl``."""

from __future__ import annotations

import random
from collections.abc import Sequence

import numpy as np
import pytest

from bohnanza.actions import Action, EndTrading, Offer
from bohnanza.env.encoding import PASS, Position
from bohnanza.env.gym import SingleSeatEnv
from bohnanza.views import PlayerView
from bohnanza.views import view as view_of

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


class Recorder:
    """A bot that picks by ``rule`` and records what it was given."""

    def __init__(self, rule: str) -> None:
        self.rule = rule
        self.calls: list[tuple[PlayerView, tuple[Action, ...], float]] = []

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        draw = rng.random()
        self.calls.append((view, tuple(moves), draw))
        if self.rule == "pass":
            return None
        if self.rule == "foreign":
            # a move it was not offered: a gift of coins, which no id names
            return Offer(view.seat, view.active, (), (), give_coins=1)
        if self.rule == "end-trading":
            # a move with an id, legal only for the active player in step 2
            return EndTrading(view.seat)
        return moves[int(draw * len(moves))] if moves else None


def _expected(env: SingleSeatEnv, pos: Position, bot: Recorder, seat: int, draw: float) -> int:
    legal = env.table.moves(pos)
    if bot.rule == "pass":
        return PASS if PASS in legal else min(legal)
    if bot.rule == "foreign":
        return min(legal)
    if bot.rule == "end-trading":
        return 2 if 2 in legal else min(legal)
    moves = [m for m in legal.values() if m is not None]
    code = env.table.encode(moves[int(draw * len(moves))], pos.state)
    assert code is not None
    return code


@pytest.mark.parametrize("rule", ["draw", "pass", "foreign", "end-trading"])
@pytest.mark.parametrize(("edition", "players"), [("rio-grande-2000", 3), ("amigo-fr", 2)])
def test_a_view_bot_gets_its_view_its_moves_and_its_generator(
    rule: str, edition: str, players: int
) -> None:
    bot = Recorder(rule)
    env = SingleSeatEnv(edition, [bot] * (players - 1), seat=0, max_moves=400)
    _, info = env.reset(seed=5)
    game = env.position.state.table.seed
    # Replay: the learner's moves from the recorded episode; the bots' from the rules above.
    table = env.table
    replay = table.start(game)
    rngs = {s: random.Random(game * 64 + s) for s in range(players)}
    learner_rng = np.random.default_rng(1)
    calls = illegal = 0
    done = False
    while True:
        while not replay.over and table.actor(replay) != 0 and calls < len(bot.calls):
            seat = table.actor(replay)
            v, moves, draw = bot.calls[calls]
            calls += 1
            assert v == view_of(replay.state, seat)
            legal = table.moves(replay)
            assert moves == tuple(m for m in legal.values() if m is not None)
            assert draw == rngs[seat].random()
            replay = table.play(replay, _expected(env, replay, bot, seat, draw))
        assert env.position == replay
        if done or replay.over:
            break
        ids = np.flatnonzero(info["action_mask"]).tolist()
        assert ids == table.ids(replay)
        if learner_rng.random() < 0.3:
            # an id outside the mask: the lowest legal one is played, and info says so
            wrong = [c for c in range(table.num_actions) if c not in ids]
            _, _, over, truncated, info = env.step(np.int64(learner_rng.choice(wrong)))
            assert info["illegal"] is True
            replay = table.play(replay, ids[0])
            illegal += 1
        else:
            code = int(learner_rng.choice(ids))
            _, _, over, truncated, info = env.step(code)
            assert info["illegal"] is False
            replay = table.play(replay, code)
        done = over or truncated
    assert calls == len(bot.calls) > 10 and illegal > 3
