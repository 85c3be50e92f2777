"""The OpenSpiel game: OpenSpiel's own random simulation tests, chance nodes, views, and a
standard OpenSpiel algorithm (MCTS) playing it.

Runs in ``nox -s openspiel`` (which installs the extra ``openspiel``), not in the default
tests session.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel
import pytest
from open_spiel.python.algorithms import mcts

from bohnanza.env.openspiel import RESHUFFLE_SEEDS, BohnanzaState
from bohnanza.errors import InvalidActionError
from tests.integrations.presets import CASES, IDS, bad_ids, named

PARAMS: list[dict[str, Any]] = [
    {"players": 4},
    {"players": 2, "edition": "amigo-fr"},
    {"players": 3, "edition": "original-1997-fr", "offers": 0},
    # Ladybohn: babies received in step 2 are owed and planted first (001/lady.baby-trade).
    {"players": 3, "edition": "ladybohn"},
]


@pytest.mark.parametrize("params", PARAMS, ids=lambda p: "-".join(map(str, p.values())))
def test_openspiel_random_simulation_tests_pass(params: dict[str, Any]) -> None:
    game = pyspiel.load_game("python_bohnanza", params)
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


@pytest.mark.parametrize(("preset", "players", "variants"), CASES, ids=IDS)
def test_openspiel_checks_pass_for_every_preset_count_and_variant(
    preset: str, players: int, variants: tuple[str, ...]
) -> None:
    """OpenSpiel's random simulation test (a whole game, every state's legal actions,
    observation and information state checked) for every preset, player count and
    variant, without offers (``offers: 0``) to keep each game to a few seconds; the
    offers are played by the cases of ``PARAMS``."""
    params = {"edition": preset, "players": players, "variants": ",".join(variants), "offers": 0}
    game = pyspiel.load_game("python_bohnanza", params)
    assert game.table.variants == variants
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_ladybohn_chance_deals_kinds_uniformly() -> None:
    """Ladybohn's chance nodes draw each card's family and kind: the cards dealt are as
    the chance outcomes chose (a family's misters are not dealt first)."""
    game = pyspiel.load_game("python_bohnanza", {"players": 3, "edition": "ladybohn"})
    table = game.table
    assert len(table.pieces) == 24 and game.max_chance_outcomes() == RESHUFFLE_SEEDS
    kinds = {"mister": 0, "miss": 0, "baby": 0}
    rng = np.random.default_rng(9)
    for _ in range(4):
        state = game.new_initial_state()
        drawn: list[str] = []
        while state.is_chance_node():
            actions, probs = zip(*state.chance_outcomes(), strict=True)
            action = int(rng.choice(actions, p=probs))
            if len(actions) < RESHUFFLE_SEEDS:
                drawn.append(table.pieces[action])
            state.apply_action(action)
        assert state.position is not None
        s = state.position.state
        dealt = [c for p in s.players for c in p.hand] + list(s.face_up)
        stack = [s.table.cards[c] for c in s.stack_ids]
        assert [f"{c.variety.key}-{c.kind}" for c in stack] == drawn[len(drawn) - len(stack) :]
        for card in dealt:
            kinds[card.kind] += 1
    assert all(kinds.values()), kinds  # 110 cards: 63 misters, 22 misses, 25 babies


def test_apply_action_refuses_what_is_not_an_action_id() -> None:
    """Issue 39 item 5: as in Gymnasium and PettingZoo, anything but an action id (at a
    chance node, an outcome) is refused with InvalidActionError naming it, the state
    unchanged; a NumPy integer plays as its int."""
    game = pyspiel.load_game("python_bohnanza", {"players": 3, "edition": "ladybohn"})
    state = game.new_initial_state()
    for value in bad_ids(RESHUFFLE_SEEDS):
        with pytest.raises(InvalidActionError) as refused:
            state.apply_action(value)
        assert named(value) in str(refused.value)
    assert state.history() == []
    state = _deal(game, np.random.default_rng(1))
    history = state.history()
    for value in bad_ids(game.num_distinct_actions()):
        with pytest.raises(InvalidActionError) as refused:
            state.apply_action(value)
        assert named(value) in str(refused.value), (value, str(refused.value))
        assert state.history() == history
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(InvalidActionError, match="not legal"):
        state.apply_action(illegal)
    state.apply_action(np.int64(state.legal_actions()[0]))
    assert len(state.history()) == len(history) + 1


def _deal(game: Any, rng: np.random.Generator) -> BohnanzaState:
    state: BohnanzaState = game.new_initial_state()
    while state.is_chance_node():
        actions, probs = zip(*state.chance_outcomes(), strict=True)
        assert sum(probs) == pytest.approx(1.0)
        state.apply_action(int(rng.choice(actions, p=probs)))
    return state


def test_the_deal_is_chance_card_by_card_then_the_reshuffle_seed() -> None:
    game = pyspiel.load_game("python_bohnanza", {"players": 4})
    state = game.new_initial_state()
    nodes = 0
    while state.chance_outcomes() and len(state.chance_outcomes()) < RESHUFFLE_SEEDS:
        state.apply_action(state.chance_outcomes()[0][0])
        nodes += 1
    assert nodes == 130  # 154 cards less the 24 coffee beans at 4 players
    assert len(state.chance_outcomes()) == RESHUFFLE_SEEDS
    state.apply_action(7)
    assert not state.is_chance_node()
    assert state.position is not None and state.position.state.table.seed == 7


def test_a_seats_observation_hides_the_other_hands() -> None:
    game = pyspiel.load_game("python_bohnanza", {"players": 3})
    state = _deal(game, np.random.default_rng(3))
    assert state.position is not None
    hands = [p.hand for p in state.position.state.players]
    text = state.observation_string(1)
    assert "hand " + " ".join(c.variety.key for c in hands[1]) in text
    assert "hand " + " ".join(c.variety.key for c in hands[0]) not in text
    assert len(state.information_state_tensor(1)) == game.information_state_tensor_size()
    assert state.observation_tensor(0) != state.observation_tensor(1)


class CoinsNow(mcts.Evaluator):  # type: ignore[misc]
    """A leaf's value: the coins each seat holds now (no rollout to the distant end)."""

    def evaluate(self, state: Any) -> Any:
        return np.array(state.table.scores(state.position), dtype=float)

    def prior(self, state: Any) -> list[tuple[int, float]]:
        if state.is_chance_node():
            return list(state.chance_outcomes())
        legal = state.legal_actions()
        return [(action, 1.0 / len(legal)) for action in legal]


def test_an_mcts_bot_plays_the_game() -> None:
    """OpenSpiel's MCTSBot (it searches the true state: it sees the deck) plays seat 0
    of a whole 3-player game without offers against uniform random seats."""
    game = pyspiel.load_game("python_bohnanza", {"players": 3, "offers": 0})
    rng = np.random.default_rng(5)
    bot = mcts.MCTSBot(
        game, uct_c=2.0, max_simulations=8, evaluator=CoinsNow(),
        random_state=np.random.RandomState(5), solve=False,
    )  # fmt: skip
    state = _deal(game, rng)
    decisions = 0
    while not state.is_terminal():
        if state.current_player() == 0:
            action = bot.step(state)
            decisions += 1
        else:
            action = int(rng.choice(state.legal_actions()))
        assert action in state.legal_actions()
        state.apply_action(action)
    assert decisions > 20
    returns = state.returns()
    assert state.position is not None
    assert returns == [float(s) for s in state.table.scores(state.position)]


def test_the_rollout_evaluator_plays_the_game_out() -> None:
    """RolloutEvaluator values a position by the final coins of the game played out from it
    by greedy seats: the values are final scores (whole coins, at most the cards), the same
    for the same seed, and an MCTS bot with it plays a whole game."""
    from bohnanza.env.openspiel import RolloutEvaluator

    game = pyspiel.load_game("python_bohnanza", {"players": 3, "offers": 0})
    state = _deal(game, np.random.default_rng(2))
    values = RolloutEvaluator(seed=4).evaluate(state)
    assert values.shape == (3,)
    assert (values == np.round(values)).all() and values.sum() > 0
    assert (values == RolloutEvaluator(seed=4).evaluate(state)).all()
    assert (RolloutEvaluator(policy="random").evaluate(game.new_initial_state()) == 0).all()
    with pytest.raises(ValueError, match="greedy or random"):
        RolloutEvaluator(policy="planner")
    bot = mcts.MCTSBot(
        game, uct_c=2.0, max_simulations=4, evaluator=RolloutEvaluator(),
        random_state=np.random.RandomState(1), solve=False,
    )  # fmt: skip
    rng = np.random.default_rng(1)
    while not state.is_terminal():
        legal = state.legal_actions()
        if state.current_player() == 0 and len(legal) > 1:
            state.apply_action(bot.step(state))
        else:
            state.apply_action(int(rng.choice(legal)))
    assert sum(state.returns()) > 0


def test_the_rollout_evaluator_plays_out_with_the_seats_it_is_asked_for() -> None:
    """Greedy seats by default, random ones for ``policy="random"``: greedy play-outs
    harvest far more coins in all than random ones, from each of several deals."""
    from bohnanza.env.openspiel import RolloutEvaluator

    game = pyspiel.load_game("python_bohnanza", {"players": 3, "offers": 0})
    for seed in range(4):
        state = _deal(game, np.random.default_rng(seed))
        greedy = RolloutEvaluator(rollouts=3, seed=seed).evaluate(state)
        also = RolloutEvaluator(rollouts=3, policy="greedy", seed=seed).evaluate(state)
        random_seats = RolloutEvaluator(rollouts=3, policy="random", seed=seed).evaluate(state)
        assert (greedy == also).all()
        assert greedy.sum() > random_seats.sum()


def test_greedy_seats_outscore_random_ones() -> None:
    """The fast policies play what they say: in play-outs of whole games, greedy seats earn
    more than random ones beside them."""
    import random

    from bohnanza.env.encoding import Position, Table
    from bohnanza.env.greedy import play_out

    table = Table.make("rio-grande-2000", 4)
    greedy = random_coins = 0
    for seed in range(8):
        pos = table.start(seed)
        seats = [seat % 2 == seed % 2 for seat in range(4)]
        rngs = [random.Random(seed * 10 + seat) for seat in range(4)]
        final = play_out(
            pos.state, pos.window, pos.made, seats, rngs, table.kinds(pos.state),
            table.varieties, table.offers_per_step, 20_000,
        )  # fmt: skip
        assert final.is_over
        scores = table.scores(Position(final))
        greedy += sum(s for seat, s in enumerate(scores) if seats[seat])
        random_coins += sum(s for seat, s in enumerate(scores) if not seats[seat])
    assert greedy > 2 * random_coins


def test_an_information_state_tells_no_other_seats_hand_order() -> None:
    """The duel's ``discard P back B`` says how many cards of the discarded key stay behind
    it in the hand: the information state of the other seat records that move as
    ``discard P`` only, its owner's as played."""
    game = pyspiel.load_game("python_bohnanza", {"players": 2, "edition": "amigo-fr"})
    rng = np.random.default_rng(4)
    own = 0
    for _ in range(3):
        state = _deal(game, rng)
        while not state.is_terminal():
            seat = state.current_player()
            legal = state.legal_actions()
            backs = [a for a in legal if " back " in game.table.action_names[a]]
            action = (
                int(rng.choice(backs)) if backs and rng.random() < 0.8 else int(rng.choice(legal))
            )
            state.apply_action(action)
            if " back " in game.table.action_names[action]:
                other = state.information_state_string(1 - seat)
                mine = state.information_state_string(seat)
                assert f"{seat}:{game.table.action_names[action]}" in mine
                theirs = [m for m in other.split("; moves ")[1].split(",") if m[0] == str(seat)]
                assert f"{seat}:discard" in theirs[-1] and not any(" back " in m for m in theirs)
                own += 1
    assert own > 0
