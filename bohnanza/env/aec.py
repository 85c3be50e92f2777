"""A PettingZoo AEC environment of Bohnanza, for any preset and player count.

    >>> from bohnanza.env import bohnanza_v1
    >>> env = bohnanza_v1.env("rio-grande-2000", players=3)
    >>> env.reset(seed=1)
    >>> observation, reward, terminated, truncated, info = env.last()
    >>> sorted(observation), int(observation["action_mask"].sum()) >= 1
    (['action_mask', 'observation'], True)

``env()`` wraps the raw environment (``raw_env``) as PettingZoo's classic games are
wrapped: ``TerminateIllegalWrapper`` (an illegal id ends the game at once for every seat,
the seat that played it getting ``ILLEGAL_REWARD``, with a warning), then ``StrictIds``
(in the place of PettingZoo's ``AssertOutOfBoundsWrapper``: anything but an action id, a
Python or NumPy integer in range, is refused with ``InvalidActionError`` naming it), then
``OrderEnforcingWrapper`` (a ``step``, ``observe`` or ``render`` before ``reset`` says to
call ``reset`` first).  The raw environment refuses what is not an action id the same way,
and an id that is not legal now with ``InvalidActionError`` (a ``ValueError``).

Agents are ``"seat_0"`` ... ``"seat_{n-1}"``.  Each observation is a dict: ``observation``,
the float32 vector of ``bohnanza.env.observation`` (what that seat may see, and nothing
else), and ``action_mask``, int8, 1 for each legal action id of that seat now (all 0 for a
seat that is not the one to act).  The action space is ``Discrete(table.num_actions)`` with
the ids of ``Table.action_names``; who acts when is told in ``bohnanza.env.encoding``.

Rewards are the coins a seat earns on each step, so an episode's return is the seat's
final score.  Every seat's episode ends together, when the game ends; ``max_moves``
truncates a game that runs too long (policies that never end step 2).

There is no ``parallel_env``: PettingZoo's parallel API has every agent act at every step,
and in Bohnanza one seat acts at a time (the active player's plantings, the step 2 offers
and answers one after another); the moves that could be simultaneous (step 3's plantings
of set-aside cards) are a small part of a game.  ``metadata["is_parallelizable"]`` is False.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

import gymnasium
import numpy as np
import numpy.typing as npt
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from bohnanza.env.encoding import Position, Table
from bohnanza.env.render import show_table, table_text

__all__ = ["ILLEGAL_REWARD", "BohnanzaEnv", "StrictIds", "env", "raw_env"]

Observation = dict[str, npt.NDArray[Any]]

#: The reward of a seat that plays an illegal id under ``env()``'s wrappers (the game ends).
ILLEGAL_REWARD = -1.0


class BohnanzaEnv(AECEnv[str, Observation, int]):  # type: ignore[misc]
    """The raw AEC environment (``env()`` wraps it)."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "bohnanza_v1",
        "render_modes": ["ansi", "human"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        edition: str = "rio-grande-2000",
        players: int = 4,
        *,
        max_moves: int = 5_000,
        render_mode: str | None = None,
        variants: Sequence[str] = (),
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode {render_mode!r} is not one of ansi, human")
        self.table = Table.make(edition, players, variants=variants)
        self.max_moves = max_moves
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{seat}" for seat in range(players)]
        size = self.table.observation_size
        space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(
                    0.0, self.table.observation_high, (size,), np.float32
                ),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.table.num_actions,), np.int8),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {
            agent: gymnasium.spaces.Discrete(self.table.num_actions)
            for agent in self.possible_agents
        }
        self._observers = [self.table.observer(seat) for seat in range(players)]
        self._seat = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        self._rng = np.random.default_rng()
        self.position = self.table.start(0)
        self.moves_played = 0
        self._blank = np.zeros(self.table.num_actions, dtype=np.int8)
        self._masked: tuple[Position | None, npt.NDArray[np.int8]] = (None, self._blank)

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game: seeded by ``seed`` (the referee's shuffle), else by the env's own
        generator (itself seeded by the last ``seed`` given)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
        game_seed = seed if seed is not None else int(self._rng.integers(2**31))
        self.position = self.table.start(game_seed)
        self.moves_played = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._coins = self.table.scores(self.position)
        self.agent_selection = self._selected()

    def _selected(self) -> str:
        seat = self.table.actor(self.position)
        return self.possible_agents[max(seat, 0)]

    def _mask(self) -> npt.NDArray[np.int8]:
        """The acting seat's mask of the current position (made once per position)."""
        pos = self.position
        if self._masked[0] is not pos:
            out = bytearray(self.table.num_actions)
            if not pos.over:
                self.table.write_mask(pos, out)
            self._masked = (pos, np.frombuffer(out, dtype=np.int8))
        return self._masked[1]

    def observe(self, agent: str) -> Observation:
        seat = self._seat[agent]
        vector = self._observers[seat].observe(self.position)
        if self.table.actor(self.position) == seat:
            mask = self._mask().copy()
        else:
            mask = self._blank.copy()
        return {"observation": vector, "action_mask": mask}

    def step(self, action: int | None) -> None:
        """The selected agent plays id ``action`` (None once its episode has ended).

        Raises:
            InvalidActionError: ``action`` is not an action id (a Python or NumPy integer
                in range), or not one of the agent's legal ids now (``env()``'s wrapper
                ends the game instead); None for an agent still playing.
        """
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        code = self.table.action_id(action)  # None too: it is for finished agents only
        self._cumulative_rewards[agent] = 0.0
        self.position = self.table.play(self.position, code)
        self.moves_played += 1
        coins = self.table.scores(self.position)
        for seat, name in enumerate(self.possible_agents):
            self.rewards[name] = float(coins[seat] - self._coins[seat])
        self._coins = coins
        over = self.position.over
        if over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.moves_played >= self.max_moves:
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        if over or self.moves_played >= self.max_moves:
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self._selected()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The whole table as text (every hand shown: for people watching), ``"ansi"``:
        returned; ``"human"``: printed."""
        if self.render_mode == "human":
            show_table(self.table, self.position)
            return None
        return table_text(self.table, self.position)

    def close(self) -> None:
        pass


raw_env = BohnanzaEnv


class StrictIds(wrappers.BaseWrapper):  # type: ignore[misc]
    """Refuses anything but an action id (a Python or NumPy integer in range) with
    ``InvalidActionError`` naming it, before the wrappers inside look at it; None stays
    the action of an agent whose episode has ended."""

    def step(self, action: object) -> None:
        agent = self.agent_selection
        if action is not None or not (self.terminations[agent] or self.truncations[agent]):
            self.env.unwrapped.table.action_id(action)
        super().step(action)

    def __str__(self) -> str:
        return str(self.env)


def env(edition: str = "rio-grande-2000", players: int = 4, **kwargs: Any) -> AECEnv:
    """A new environment, wrapped as PettingZoo's classic games are (see the module)."""
    raw = BohnanzaEnv(edition, players, **kwargs)
    wrapped = wrappers.TerminateIllegalWrapper(raw, illegal_reward=ILLEGAL_REWARD)
    wrapped = StrictIds(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)
