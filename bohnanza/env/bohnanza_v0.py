"""The PettingZoo environment under its versioned name, as PettingZoo's own games are
imported (``from pettingzoo.classic import chess_v6``): ``env`` (wrapped) and ``raw_env``.

    >>> from bohnanza.env import bohnanza_v0
    >>> game = bohnanza_v0.env("amigo-fr", players=2)
    >>> game.metadata["name"]
    'bohnanza_v0'

The version changes whenever a change of the environment could change what a policy
learned on it does: the action ids, the observation's layout, the rewards or who acts when.
"""

from __future__ import annotations

from bohnanza.env.aec import env, raw_env

__all__ = ["env", "raw_env"]
