"""The search bot with each of its rollouts, as bot specs for ``bohnanza arena`` and
``simulate`` (``docs/bots.md``, "The search bot", measures them against the planner).

Run from this folder, a module of the current directory is found by its name::

    cd docs/examples
    bohnanza arena --players 3 --deals 20 --bots search_rollouts:Plant,planner,planner

Each class is a ``SearchBot`` of the default budget (16 determinizations, rollouts of 4
turns) but for its rollouts; ``Plant64`` rolls out 64 determinizations in the core.  The
default bot, ``search``, rolls out as ``Planner`` in the bean duel and as ``Plant``
otherwise.
"""

from __future__ import annotations

from bohnanza.bots.search import DEFAULT_HORIZON, DEFAULT_SAMPLES, SearchBot


class Planner(SearchBot):
    """Rollouts by the planner at every seat, from its view, trading (in Python)."""

    def __init__(self) -> None:
        super().__init__(DEFAULT_SAMPLES, DEFAULT_HORIZON, rollout="planner")


class Plant(SearchBot):
    """Rollouts in the core by ``plant_move`` at every seat."""

    def __init__(self) -> None:
        super().__init__(DEFAULT_SAMPLES, DEFAULT_HORIZON, rollout="plant")


class Greedy(SearchBot):
    """Rollouts in the core by ``greedy_move`` at every seat."""

    def __init__(self) -> None:
        super().__init__(DEFAULT_SAMPLES, DEFAULT_HORIZON, rollout="greedy")


class Random(SearchBot):
    """Rollouts in the core by ``random_move`` at every seat."""

    def __init__(self) -> None:
        super().__init__(DEFAULT_SAMPLES, DEFAULT_HORIZON, rollout="random")


class Plant64(SearchBot):
    """Rollouts in the core by ``plant_move``, 64 determinizations."""

    def __init__(self) -> None:
        super().__init__(64, DEFAULT_HORIZON, rollout="plant")
        self.name = "search-plant-64"
