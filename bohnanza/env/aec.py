"""A PettingZoo AEC environment of Bohnanza, for any preset and player count.

    >>> from bohnanza.env.aec import BohnanzaEnv
    >>> env = BohnanzaEnv("rio-grande-2000", players=3)
    >>> env.reset(seed=1)
    >>> agent = env.agent_selection
    >>> observation, reward, terminated, truncated, info = env.last()
    >>> sorted(observation), int(observation["action_mask"].sum()) >= 1
    (['action_mask', 'observation'], True)

Agents are ``"seat_0"`` ... ``"seat_{n-1}"``.  Each observation is a dict: ``observation``,
the float32 vector of ``bohnanza.env.encoding.Table.observe`` (from that seat's view only),
and ``action_mask``, int8, 1 for each legal action id of that seat now (all 0 for a seat
that is not the one to act).  The action space is ``Discrete(table.num_actions)`` with the
ids of ``Table.action_names``; who acts when is told in ``bohnanza.env.encoding``.

Rewards are the coins a seat earns on each step, so an episode's return is the seat's
final score.  Every seat's episode ends together, when the game ends; ``max_moves``
truncates a game that runs too long (policies that never end step 2).
"""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
import numpy.typing as npt
from pettingzoo import AECEnv

from bohnanza.env.encoding import Table

__all__ = ["BohnanzaEnv", "env"]

Observation = dict[str, npt.NDArray[Any]]


class BohnanzaEnv(AECEnv[str, Observation, int]):  # type: ignore[misc]
    """The AEC environment; ``render()`` prints the acting seat's view in text."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "bohnanza_v0",
        "render_modes": ["ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        edition: str = "rio-grande-2000",
        players: int = 4,
        *,
        max_moves: int = 5_000,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.table = Table.make(edition, players)
        self.max_moves = max_moves
        self.render_mode = render_mode
        self.possible_agents = [f"seat_{seat}" for seat in range(players)]
        size = self.table.observation_size
        space = gymnasium.spaces.Dict(
            {
                "observation": gymnasium.spaces.Box(0.0, np.inf, (size,), np.float32),
                "action_mask": gymnasium.spaces.Box(0, 1, (self.table.num_actions,), np.int8),
            }
        )
        self.observation_spaces = dict.fromkeys(self.possible_agents, space)
        self.action_spaces = {
            agent: gymnasium.spaces.Discrete(self.table.num_actions)
            for agent in self.possible_agents
        }
        self._rng = np.random.default_rng()
        self.position = self.table.start(0)
        self.moves_played = 0

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

    def observe(self, agent: str) -> Observation:
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.table.num_actions, dtype=np.int8)
        if self.table.actor(self.position) == seat:
            mask = self.table.mask(self.position)
        return {"observation": self.table.observe(self.position, seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must act: action None is for finished agents only")
        self._cumulative_rewards[agent] = 0.0
        self.position = self.table.play(self.position, int(action))
        self.moves_played += 1
        coins = self.table.scores(self.position)
        for seat, name in enumerate(self.possible_agents):
            self.rewards[name] = float(coins[seat] - self._coins[seat])
        self._coins = coins
        if self.position.over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.moves_played >= self.max_moves:
            self.truncations = dict.fromkeys(self.agents, True)
        self._accumulate_rewards()
        if self.position.over or self.moves_played >= self.max_moves:
            self.agent_selection = self.agents[0]
        else:
            self.agent_selection = self._selected()
        if self.render_mode == "ansi":
            print(self.render())

    def render(self) -> str:
        state = self.position.state
        seat = self.table.actor(self.position)
        coins = ", ".join(str(c) for c in self.table.scores(self.position))
        return (
            f"turn {state.turn}, step {state.step.name.lower()}, active {state.active}, "
            f"to act {seat}, coins {coins}"
        )

    def close(self) -> None:
        pass


def env(edition: str = "rio-grande-2000", players: int = 4, **kwargs: Any) -> BohnanzaEnv:
    """A new ``BohnanzaEnv`` (PettingZoo's constructor convention)."""
    return BohnanzaEnv(edition, players, **kwargs)
