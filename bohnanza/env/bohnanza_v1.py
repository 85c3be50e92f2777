"""The PettingZoo environment under its versioned name, as PettingZoo's own games are
imported (``from pettingzoo.classic import chess_v6``): ``env`` (wrapped) and ``raw_env``.

    >>> from bohnanza.env import bohnanza_v1
    >>> game = bohnanza_v1.env("amigo-fr", players=2)
    >>> game.metadata["name"]
    'bohnanza_v1'

The version changes whenever a change of the environment could change what a policy
learned on it does: the action ids, the observation's layout, the rewards or who acts when.
Version 1 (from 0): in Ladybohn, plantings and keeps name a card's family and kind, a
baby's planting that moves a miss has ids of its own, and the observation shows the kinds
the seat may see; in the duel, a discard from the hand says which card of its variety.
The other presets' ids and observations are those of version 0.  Gymnasium's id moved with
it (``bohnanza/Bohnanza-v1``).
"""

from __future__ import annotations

from bohnanza.env.aec import env, raw_env

__all__ = ["env", "raw_env"]
