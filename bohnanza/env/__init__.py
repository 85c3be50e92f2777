"""Integrations for bot and reinforcement-learning authors (extras ``rl`` and ``openspiel``).

Importing ``bohnanza.env`` registers the Gymnasium environment (when Gymnasium is
installed) under the id ``ENV_ID``, so that ``gymnasium.make("bohnanza/Bohnanza-v1",
edition=..., bots=[...])`` makes a ``bohnanza.env.gym.SingleSeatEnv``.  The modules:
``encoding`` (action ids, positions, masks), ``observation``, ``policies`` (fast bots),
``gym`` (Gymnasium), ``aec`` and ``bohnanza_v1`` (PettingZoo), ``openspiel`` (OpenSpiel).
"""

from __future__ import annotations

import importlib

__all__ = ["ENV_ID"]

#: The Gymnasium id of ``SingleSeatEnv`` (its keyword arguments are ``make``'s).
ENV_ID = "bohnanza/Bohnanza-v1"


def _register() -> None:
    # Imported by name: the compiled build type-checks this package without the extras.
    try:
        gymnasium = importlib.import_module("gymnasium")
    except ImportError:  # the openspiel extra alone: nothing to register
        return
    if ENV_ID not in gymnasium.registry:
        gymnasium.register(id=ENV_ID, entry_point="bohnanza.env.gym:SingleSeatEnv")


_register()
