"""A Gymnasium single-agent environment: one seat learns, fixed bots play the others.

    >>> import gymnasium
    >>> import bohnanza.env  # registers bohnanza/Bohnanza-v1
    >>> env = gymnasium.make("bohnanza/Bohnanza-v1", bots=["greedy", "random", "planner"])
    >>> observation, info = env.reset(seed=3)
    >>> sorted(observation), int(info["action_mask"].sum()) >= 1
    (['action_mask', 'observation'], True)
    >>> bool((env.unwrapped.action_masks() == info["action_mask"].astype(bool)).all())
    True

The learner holds seat ``seat`` (default 0); the other seats are played by ``bots``: the
names ``"random"`` and ``"greedy"`` are the fast policies of ``bohnanza.env.policies``
(the choices of ``bohnanza.bots.RandomBot`` and ``GreedyBot``, made on the state
from what their seat may see); any other ``load_bot`` spec or ``bohnanza.players.Bot`` gets
its seat's ``PlayerView`` and legal moves (a bot's None is ``PASS`` where that is legal),
which is slower.  Observations and action ids are those of the PettingZoo environment
(``bohnanza.env.encoding``); the mask is in the observation, in ``info["action_mask"]``
and from ``action_masks()`` (what ``sb3_contrib.MaskablePPO`` calls).  With
``mask_in_observation=False`` the observation is the float32 vector alone.  An id outside
the mask (Gymnasium has no masks, and its checker samples any id) is replaced by the lowest
legal id, and ``info["illegal"]`` says so.  An action must be an action id, a Python or
NumPy integer from 0 to ``num_actions - 1``: anything else (a bool, a float, a string,
None, an array) is refused with ``InvalidActionError`` naming it, the environment left as
it was.  The reward is the learner's coins earned since
its last step, so an episode's return is its final score.

An episode is a function of the ``reset`` seed: the game seed ``g`` is the first draw
``np_random.integers(2**31)`` of the generator the seed makes (a reset without a seed draws
the next), the deal is ``Table.start(g)`` (``env.position.state.table.seed`` is ``g``), and
the bot of seat ``s`` draws from its own ``random.Random(g * 64 + s)``: the episode replays
from ``g`` and the learner's moves alone.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
import numpy.typing as npt

from bohnanza.env.core import actor, play_random, write_mask
from bohnanza.env.encoding import PASS, Legal, Position, Table
from bohnanza.env.policies import POLICIES, Policy, random_policy
from bohnanza.env.render import show_table, table_text
from bohnanza.players import Bot, load_bot
from bohnanza.views import view

__all__ = ["SingleSeatEnv"]

#: A dict of ``observation`` and ``action_mask``, or the vector alone (with
#: ``mask_in_observation=False``).
Observation = Any


class SingleSeatEnv(gymnasium.Env[Observation, np.int64]):
    """One learning seat against fixed bots, as a Gymnasium environment."""

    metadata: dict[str, Any] = {"render_modes": ["ansi", "human"]}  # noqa: RUF012 - Gymnasium's name

    def __init__(
        self,
        edition: str = "rio-grande-2000",
        bots: Sequence[Bot | str] = ("greedy", "greedy", "greedy"),
        *,
        seat: int = 0,
        max_moves: int = 5_000,
        render_mode: str | None = None,
        mask_in_observation: bool = True,
        variants: Sequence[str] = (),
    ) -> None:
        players = len(bots) + 1
        self.table = Table.make(edition, players, variants=variants)
        if not 0 <= seat < players:
            raise ValueError(f"seat {seat} is not a seat of a {players}-player game")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not one of ansi, human")
        self.seat = seat
        self.render_mode = render_mode
        self.mask_in_observation = mask_in_observation
        others = [s for s in range(players) if s != seat]
        #: The seats played by a fast policy, and those played by a bot from its view.
        self.policies: dict[int, Policy] = {}
        self.bots: dict[int, Bot] = {}
        for other, bot in zip(others, bots, strict=True):
            if isinstance(bot, str) and bot.strip() in POLICIES:
                self.policies[other] = POLICIES[bot.strip()]
            else:
                self.bots[other] = load_bot(bot) if isinstance(bot, str) else bot
        self.max_moves = max_moves
        #: The seats of the ``random`` policy, played in the compiled loop.
        self._random = [self.policies.get(s) is random_policy for s in range(players)]
        self._any_random = any(self._random)
        vector = gymnasium.spaces.Box(
            0.0, self.table.observation_high, (self.table.observation_size,), np.float32
        )
        self.observation_space: gymnasium.spaces.Space[Any] = (
            gymnasium.spaces.Dict(
                {
                    "observation": vector,
                    "action_mask": gymnasium.spaces.Box(0, 1, (self.table.num_actions,), np.int8),
                }
            )
            if mask_in_observation
            else vector
        )
        self.action_space = gymnasium.spaces.Discrete(self.table.num_actions)
        self.position = self.table.start(0)
        self._observer = self.table.observer(seat)
        self._rng_list: list[random.Random] = []
        self._rngs: dict[int, random.Random] = {}
        self._moves = 0
        self._coins = 0
        self._size = self.table.num_actions
        self._blank = bytes(self._size)
        self._mask = np.zeros(self.table.num_actions, dtype=np.int8)
        self._legal: Legal = ({}, ())

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[Observation, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(2**31))
        self._rng_list = [random.Random(game_seed * 64 + s) for s in range(self.table.players)]
        self._rngs = dict(enumerate(self._rng_list))
        self.position = self.table.start(game_seed)
        self._moves = 0
        self._coins = 0
        self._others()
        return self._observe(), {"action_mask": self._mask, "illegal": False}

    def step(
        self, action: np.int64 | int
    ) -> tuple[Observation, SupportsFloat, bool, bool, dict[str, Any]]:
        table = self.table
        pos = self.position
        if not self._rng_list:  # filled by reset, one generator per seat
            raise gymnasium.error.ResetNeeded("reset() needs to be called before step()")
        if pos.over:
            raise RuntimeError("the game is over: call reset()")
        code = action if type(action) is int else table.action_id(action)
        if not 0 <= code < self._size:
            table.action_id(code)  # out of range: refused, named
        basic, runs = self._legal  # the learner's legal ids, found by _observe
        if code in basic:
            move = basic[code]
            illegal = False
        else:
            illegal = not any(lo <= code < hi for lo, hi in runs)
            if illegal:
                code = min(table.ids(pos))
            move = table.move(pos, code)
        self.position = table.after(pos, move)
        self._moves += 1
        self._others()
        pos = self.position
        over = pos.over
        coins = table.scores(pos)[self.seat] if over else len(pos.state.players[self.seat].coin_ids)
        reward, self._coins = float(coins - self._coins), coins
        truncated = not over and self._moves >= self.max_moves
        observation = self._observe()
        if self.render_mode == "human":
            self.render()
        return observation, reward, over, truncated, {"action_mask": self._mask, "illegal": illegal}

    def action_masks(self) -> npt.NDArray[np.bool_]:
        """The learner's legal ids now, as booleans (``sb3_contrib.MaskablePPO``'s hook)."""
        return self._mask.astype(bool)

    def render(self) -> str | None:
        """The whole table as text (every hand shown: for people watching, not for the
        learner), ``"ansi"``: returned; ``"human"``: printed."""
        if self.render_mode == "human":
            show_table(self.table, self.position, you=self.seat)
            return None
        return table_text(self.table, self.position, you=self.seat)

    def _others(self) -> None:
        """The bots play until the learner is to act or the game ends."""
        table = self.table
        me = self.seat
        limit = table.offers_per_step
        while self._moves < self.max_moves:
            pos = self.position
            if self._any_random:
                state, window, made, moves = play_random(
                    pos.state, pos.window, pos.made, self._random, self._rng_list,
                    self._moves, self.max_moves, limit,
                )  # fmt: skip
                if moves != self._moves:
                    self._moves = moves
                    pos = self.position = Position(state, window, made)
                    if moves >= self.max_moves:
                        return
            seat = actor(pos.state, pos.window)
            if seat == me or seat < 0:
                return
            policy = self.policies.get(seat)
            if policy is not None:
                self.position = table.after(pos, policy(table, pos, seat, self._rngs[seat]))
            else:
                self.position = table.play(pos, self._bot_move(seat, pos))
            self._moves += 1

    def _bot_move(self, seat: int, pos: Position) -> int:
        """A bot of ``bohnanza.players``: its view and its moves, each with an id."""
        legal = self.table.moves(pos)
        moves = [move for move in legal.values() if move is not None]
        bot = self.bots[seat]
        chosen = bot(view(pos.state, seat), tuple(moves), self._rngs[seat])
        if chosen is None:
            return PASS if PASS in legal else min(legal)
        code = self.table.encode(chosen, pos.state)
        return code if code is not None and code in legal else min(legal)

    def _observe(self) -> Observation:
        mask = bytearray(self._blank)
        pos = self.position
        if actor(pos.state, pos.window) == self.seat:
            self._legal = self.table.legal(pos)
            write_mask(*self._legal, mask)
        else:
            self._legal = ({}, ())
        self._mask = np.frombuffer(mask, dtype=np.int8)
        vector = self._observer.observe(pos)
        if self.mask_in_observation:
            return {"observation": vector, "action_mask": self._mask}
        return vector
