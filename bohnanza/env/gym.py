"""A Gymnasium single-agent environment: one seat learns, fixed bots play the others.

    >>> from bohnanza.env.gym import SingleSeatEnv
    >>> env = SingleSeatEnv("rio-grande-2000", bots=["greedy", "random", "planner"])
    >>> observation, info = env.reset(seed=3)
    >>> sorted(observation), int(info["action_mask"].sum()) >= 1
    (['action_mask', 'observation'], True)

The learner holds seat ``seat`` (default 0); the other seats are played by ``bots`` (any
``bohnanza.players.Bot`` or ``load_bot`` spec), each from its own view, with the seat's
legal moves of the encoding (``bohnanza.env.encoding``), a bot's None being ``PASS`` where
that is legal.  Observations and action ids are those of the PettingZoo environment;
the mask is in the observation and in ``info["action_mask"]``.  An id outside the mask
(Gymnasium has no masks, and its checker samples any id) is replaced by the lowest legal
id, and ``info["illegal"]`` says so.  The reward is the learner's coins earned since its
last step, so an episode's return is its final score.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt

from bohnanza.env.encoding import PASS, Position, Table
from bohnanza.players import Bot, load_bot
from bohnanza.views import view

__all__ = ["SingleSeatEnv"]

Observation = dict[str, npt.NDArray[Any]]


class SingleSeatEnv(gymnasium.Env[Observation, np.int64]):
    """One learning seat against fixed bots, as a Gymnasium environment."""

    metadata: dict[str, Any] = {"render_modes": []}  # noqa: RUF012 - Gymnasium's own name

    def __init__(
        self,
        edition: str = "rio-grande-2000",
        bots: Sequence[Bot | str] = ("greedy", "greedy", "greedy"),
        *,
        seat: int = 0,
        max_moves: int = 5_000,
    ) -> None:
        players = len(bots) + 1
        self.table = Table.make(edition, players)
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not a seat of a {players}-player game")
        self.seat = seat
        loaded = [load_bot(bot) if isinstance(bot, str) else bot for bot in bots]
        others = [s for s in range(players) if s != seat]
        self.bots: dict[int, Bot] = dict(zip(others, loaded, strict=True))
        self.max_moves = max_moves
        size = self.table.observation_size
        self.observation_space: gymnasium.spaces.Space[Any] = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(0.0, np.inf, (size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.table.num_actions,), np.int8),
            }
        )
        self.action_space = gymnasium.spaces.Discrete(self.table.num_actions)
        self.position = self.table.start(0)
        self._rngs: dict[int, random.Random] = {}
        self._moves = 0
        self._coins = 0

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**31))
        self._rngs = {s: random.Random(game_seed * 64 + s) for s in self.bots}
        self.position = self.table.start(game_seed)
        self._moves = 0
        self._coins = 0
        self._others()
        return self._observation(), self._info(illegal=False)

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        if self.position.over:
            raise RuntimeError("the game is over: call reset()")
        legal = self.table.moves(self.position)
        code = int(action)
        illegal = code not in legal
        if illegal:
            code = min(legal)
        self.position = self.table.play(self.position, code)
        self._moves += 1
        self._others()
        coins = self.table.scores(self.position)[self.seat]
        reward, self._coins = float(coins - self._coins), coins
        truncated = not self.position.over and self._moves >= self.max_moves
        return self._observation(), reward, self.position.over, truncated, self._info(illegal)

    def _others(self) -> None:
        """The bots play until the learner is to act or the game ends."""
        while not self.position.over and self._moves < self.max_moves:
            seat = self.table.actor(self.position)
            if seat == self.seat:
                return
            self.position = self.table.play(self.position, self._bot_move(seat, self.position))
            self._moves += 1

    def _bot_move(self, seat: int, pos: Position) -> int:
        legal = self.table.moves(pos)
        moves = [move for move in legal.values() if move is not None]
        chosen = self.bots[seat](view(pos.state, seat), tuple(moves), self._rngs[seat])
        if chosen is None:
            return PASS if PASS in legal else min(legal)
        code = self.table.encode(chosen, pos.state)
        return code if code is not None and code in legal else min(legal)

    def _observation(self) -> Observation:
        mask = np.zeros(self.table.num_actions, dtype=np.int8)
        if not self.position.over and self.table.actor(self.position) == self.seat:
            mask = self.table.mask(self.position)
        return {
            "observation": self.table.observe(self.position, self.seat),
            "action_mask": mask,
        }

    def _info(self, illegal: bool) -> dict[str, Any]:
        mask = np.zeros(self.table.num_actions, dtype=np.int8)
        if not self.position.over and self.table.actor(self.position) == self.seat:
            mask = self.table.mask(self.position)
        return {"action_mask": mask, "illegal": illegal}
