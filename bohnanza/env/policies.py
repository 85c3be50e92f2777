"""Fast seat policies for the environments' bot seats and for rollouts: ``random`` and
``greedy`` played on the full state, reading only what their seat may see.

A policy is ``policy(table, pos, seat, rng) -> Action | None``: the move of ``seat``, the
seat that acts in ``pos`` (``Table.actor``), or None for ``PASS`` (only in step 2 for a
seat that is not the active player).  The view bots of ``bohnanza.bots`` get a
``PlayerView`` and a listing of every move, offers included, which costs far more than a
move of the referee; the benchmark's full-state bots there (``random_move``,
``greedy_move``) know nothing of the environments' step 2 windows (where a seat may pass)
and, trading, ``greedy_move`` looks into its partner's hand.  These make the choices of
the view bots from the state, at the cost of one listing of the seat's basic moves
(``bohnanza.referee.basic_moves``), compiled (``bohnanza.env.core``, ``greedy``).  They
read the seat's own hand, the open table (fields, face-up cards, standing offers and the
varieties they give and ask) and the seat's legal moves, which depend on nothing else:
never another seat's hand or the deck (``tests/integrations/test_env_core.py`` checks
that twin states differing only in hidden cards get the same moves).

* ``random``, as ``bohnanza.bots.RandomBot``: a seat the game waits for plays one of its
  basic moves drawn uniformly (never an offer); an offer made to it is answered first,
  accept or decline drawn uniformly; in step 2 another player otherwise passes.
* ``greedy``, as ``bohnanza.bots.GreedyBot``: buys the third field; plants on the biggest
  field of the same variety, then on an empty one; keeps face-up cards that grow its fields and,
  as the active player, offers the others to a player whose field they grow (for a card
  of a variety it has planted, else for nothing); ends steps early; sells only when it
  must, the field that pays most.  As another player in step 2 it asks the active player
  for a face-up card that grows one of its fields, giving a hand card near the front that
  grows none; it accepts an offer of cards it can plant without selling, for cards that
  grow none of its fields (and no coins of its own).
"""

from __future__ import annotations

import random
from collections.abc import Callable

from bohnanza.actions import Action
from bohnanza.env.core import random_move
from bohnanza.env.encoding import Position, Table
from bohnanza.env.greedy import greedy_move

__all__ = ["POLICIES", "Policy", "greedy_policy", "random_policy"]

Policy = Callable[[Table, Position, int, random.Random], Action | None]


def random_policy(table: Table, pos: Position, seat: int, rng: random.Random) -> Action | None:
    """The ``random`` seat (see the module)."""
    return random_move(pos.state, seat, rng)


def greedy_policy(table: Table, pos: Position, seat: int, rng: random.Random) -> Action | None:
    """The ``greedy`` seat (see the module)."""
    state = pos.state
    return greedy_move(
        state, pos.made, seat, rng, table.kinds(state), table.varieties, table.offers_per_step
    )


#: The fast policies by the names of the built-in bots they stand for.
POLICIES: dict[str, Policy] = {"random": random_policy, "greedy": greedy_policy}
