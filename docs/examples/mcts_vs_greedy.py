"""OpenSpiel's MCTS with greedy play-outs against greedy seats: the figures of
docs/environments.md.

    python docs/examples/mcts_vs_greedy.py [GAMES] [SIMULATIONS] [PLAYERS]

One seat (a different one each game, in turn) is ``mcts.MCTSBot`` with
``bohnanza.env.openspiel.RolloutEvaluator`` (each leaf played out to the end by greedy
seats); the others are the ``greedy`` policy of ``bohnanza.env.policies``.  No offers
(``offers=0``).  Where the searching seat has one legal id only, it plays it without
searching.  Prints each game's coins and the means.
"""

from __future__ import annotations

import random
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import mcts

from bohnanza.env.encoding import PASS
from bohnanza.env.openspiel import BohnanzaState, RolloutEvaluator
from bohnanza.env.policies import greedy_policy


def greedy_id(state: BohnanzaState, rng: random.Random) -> int:
    """The id of the greedy seat's move (PASS for None)."""
    pos = state.position
    assert pos is not None
    table = state.table
    move = greedy_policy(table, pos, table.actor(pos), rng)
    code = PASS if move is None else table.encode(move, pos.state)
    legal = state.legal_actions()
    return code if code in legal else legal[0]


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    simulations = int(sys.argv[2]) if len(sys.argv) > 2 else 50
    players = int(sys.argv[3]) if len(sys.argv) > 3 else 3
    game = pyspiel.load_game("python_bohnanza", {"players": players, "offers": 0})
    searched, others = [], []
    for g in range(games):
        me = g % players
        rng = np.random.default_rng(g)
        bot = mcts.MCTSBot(
            game, uct_c=2.0, max_simulations=simulations, evaluator=RolloutEvaluator(seed=g),
            random_state=np.random.RandomState(g), solve=False,
        )  # fmt: skip
        seats = random.Random(g)
        state = game.new_initial_state()
        start = time.process_time()
        while not state.is_terminal():
            if state.is_chance_node():
                actions, probs = zip(*state.chance_outcomes(), strict=True)
                state.apply_action(int(rng.choice(actions, p=probs)))
            elif state.current_player() == me:
                legal = state.legal_actions()
                state.apply_action(legal[0] if len(legal) == 1 else bot.step(state))
            else:
                state.apply_action(greedy_id(state, seats))
        returns = state.returns()
        searched.append(returns[me])
        others += [r for seat, r in enumerate(returns) if seat != me]
        print(
            f"game {g}: mcts (seat {me}) {returns[me]:.0f}, greedy "
            f"{[int(r) for seat, r in enumerate(returns) if seat != me]} "
            f"({time.process_time() - start:.0f} s CPU)",
            flush=True,
        )
    print(
        f"{games} games, {simulations} simulations, {players} players: mcts "
        f"{np.mean(searched):.2f} coins, greedy {np.mean(others):.2f} coins a seat"
    )


if __name__ == "__main__":
    main()
