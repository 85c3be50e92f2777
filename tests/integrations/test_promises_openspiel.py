"""What the OpenSpiel game ``python_bohnanza`` promises (``bohnanza.env.openspiel``'s
docstring): its parameters, the deal by chance and the reshuffle seed, who acts, the
refusals, the observations and information states, the returns and the rollout evaluator.
Quick: a few games dealt by chance and played a few moves."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import numpy as np
import pyspiel
import pytest

from bohnanza.env.encoding import Table
from bohnanza.env.openspiel import (
    MAX_MOVES,
    RESHUFFLE_SEEDS,
    BohnanzaState,
    RolloutEvaluator,
    piece_of,
)
from bohnanza.errors import InvalidActionError
from bohnanza.setup import new_game
from bohnanza.views import view

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CHANCE = int(pyspiel.PlayerId.CHANCE)
TERMINAL = int(pyspiel.PlayerId.TERMINAL)


def _game(**params: object) -> Any:
    return pyspiel.load_game("python_bohnanza", params)


def _deal(game: Any, seed: int = 0, reshuffle: int = 11) -> BohnanzaState:
    """A deal drawn card by card (each outcome drawn from ``seed``), then ``reshuffle``."""
    rng = random.Random(seed)
    state: BohnanzaState = game.new_initial_state()
    while state.left:
        outcomes = [o for o, _ in state.chance_outcomes()]
        state.apply_action(rng.choice(outcomes))
    state.apply_action(reshuffle)
    return state


def test_the_parameters_and_their_defaults() -> None:
    game = _game()
    assert game.num_players() == 4
    table: Table = game.table
    assert table.edition.name == "rio-grande-2000" and table.offers_per_step == 2
    assert table.variants == ()
    assert game.num_distinct_actions() == table.num_actions
    assert game.max_chance_outcomes() == RESHUFFLE_SEEDS
    assert game.max_game_length() == MAX_MOVES
    assert game.min_utility() == 0.0
    assert game.max_utility() == float(len(new_game("rio-grande-2000", 4).table.cards))
    other = _game(
        players=3, offers=0, variants=" beginners , experts", edition="original-1997-fr-003"
    )
    assert other.num_players() == 3 and other.table.offers_per_step == 0
    assert other.table.variants == ("beginners", "experts")
    assert _game(edition="amigo-fr").table.edition.name == "amigo-fr"


def test_the_deal_draws_each_card_in_proportion_to_those_left() -> None:
    game = _game(players=3)
    state: BohnanzaState = game.new_initial_state()
    assert state.current_player() == CHANCE and str(state) == "dealing: 0 cards placed"
    box = Counter(game.box)
    first = state.chance_outcomes()
    total = sum(box.values())
    assert first == [(k, n / total) for k, n in sorted(box.items())]
    key = first[0][0]
    assert state.action_to_string(CHANCE, key) == f"deck card 0: {game.table.pieces[key]}"
    state.apply_action(key)
    after = dict(state.chance_outcomes())
    assert after[key] == pytest.approx((box[key] - 1) / (total - 1))
    assert str(state) == "dealing: 1 cards placed"
    # a variety whose cards are all placed is no outcome any more
    while key in dict(state.chance_outcomes()):
        state.apply_action(key)
    with pytest.raises(InvalidActionError, match=rf"^{key} is not a chance outcome now$"):
        state.apply_action(key)
    assert state.deck.count(key) == box[key]


def test_the_last_chance_node_draws_the_reshuffle_seed_and_the_game_is_that_deal() -> None:
    game = _game(players=3)
    state = _deal(game, seed=5, reshuffle=4242)
    assert not state.is_chance_node() and state.position is not None
    keys = [game.table.pieces[k] for k in state.deck]
    expected = new_game("rio-grande-2000", 3, seed=4242, deck=keys)
    assert state.position.state == expected
    assert state.position.state.table.seed == 4242
    assert state.current_player() == game.table.actor(state.position)
    assert str(state) == str(state.position.state)


def test_the_reshuffle_node_offers_every_seed_alike() -> None:
    game = _game(players=3)
    state: BohnanzaState = game.new_initial_state()
    while state.left:
        state.apply_action(state.chance_outcomes()[-1][0])
    outcomes = state.chance_outcomes()
    assert len(outcomes) == RESHUFFLE_SEEDS
    assert outcomes[0] == (0, 1.0 / RESHUFFLE_SEEDS)
    assert outcomes[-1] == (RESHUFFLE_SEEDS - 1, 1.0 / RESHUFFLE_SEEDS)
    assert state.action_to_string(CHANCE, 9) == "reshuffle seed 9"
    with pytest.raises(InvalidActionError):
        state.apply_action(RESHUFFLE_SEEDS)


def test_only_the_acting_seat_has_legal_actions_and_an_illegal_id_is_refused() -> None:
    game = _game(players=3)
    state = _deal(game)
    pos = state.position
    assert pos is not None
    actor = game.table.actor(pos)
    assert state.legal_actions(actor) == game.table.ids(pos)
    for seat in range(3):
        if seat != actor:
            assert state.legal_actions(seat) == []
    illegal = next(a for a in range(game.num_distinct_actions()) if a not in state.legal_actions())
    with pytest.raises(
        InvalidActionError, match=rf"^action {illegal} is not legal for seat {actor} now$"
    ):
        state.apply_action(illegal)
    with pytest.raises(InvalidActionError):
        state.apply_action(True)
    assert state.position is pos and state.moves == []
    move = state.legal_actions()[0]
    name = game.table.action_names[move]
    assert state.action_to_string(actor, move) == f"seat {actor}: {name}"
    state.apply_action(np.int64(move))
    assert state.moves == [(actor, move)]
    assert state.position == game.table.play(pos, move)


def test_returns_are_zero_until_the_end_then_the_final_coins() -> None:
    game = _game(players=2, edition="amigo-fr", offers=0)
    state: BohnanzaState = game.new_initial_state()
    assert state.returns() == [0.0, 0.0] and not state.is_terminal()
    state = _deal(game, seed=1)
    rng = random.Random(1)
    while not state.is_terminal():
        assert state.returns() == [0.0, 0.0]
        state.apply_action(rng.choice(state.legal_actions()))
    assert state.position is not None
    assert state.current_player() == TERMINAL
    assert state.returns() == [float(s) for s in game.table.scores(state.position)]
    assert sum(state.returns()) > 0


def test_observations_are_the_seats_view_and_zero_while_dealing() -> None:
    game = _game(players=3)
    dealing: BohnanzaState = game.new_initial_state()
    assert dealing.observation_string(1) == "seat 1; dealing"
    assert not any(dealing.observation_tensor(1))
    state = _deal(game, seed=2)
    assert state.position is not None
    for seat in range(3):
        expected = game.table.observer(seat).observe(state.position)
        assert state.observation_tensor(seat) == pytest.approx(list(expected))
        assert state.information_state_tensor(seat) == state.observation_tensor(seat)
    v = view(state.position.state, 1)
    text = state.observation_string(1)
    assert text.startswith(
        f"seat 1; turn {v.turn} step {v.step.name.lower()} active {v.active}; "
        f"hand {' '.join(c.variety.key for c in v.hand)}; hands {v.hand_sizes}; "
    )
    assert text.endswith(f"coins {v.coins}; deck {v.deck_size}; discard {len(v.discard)}")
    assert "; fields empty empty empty | empty empty empty | empty empty empty; " in text
    assert "; moves" not in text


def test_the_information_state_adds_every_move_made() -> None:
    game = _game(players=3)
    state = _deal(game, seed=3)
    assert state.information_state_string(0).endswith("; moves ")
    made = []
    for _ in range(3):
        seat = state.current_player()
        action = state.legal_actions()[0]
        state.apply_action(action)
        made.append(f"{seat}:{game.table.action_names[action]}")
    info = state.information_state_string(2)
    assert info == state.observation_string(2) + "; moves " + ",".join(made)


def test_a_field_shows_its_variety_and_size_and_ladybohn_its_kinds() -> None:
    game = _game(players=3)
    state = _deal(game, seed=4)
    while state.position is not None and not any(f for f in state.position.state.players[0].fields):
        state.apply_action(state.legal_actions()[0])
    assert state.position is not None
    field = next(f for f in state.position.state.players[0].fields if f)
    assert f"fields {field[0].variety.key}x{len(field)}" in state.observation_string(0)
    lady = _game(players=3, edition="ladybohn")
    card = new_game("ladybohn", 3, seed=0).table.cards[0]
    assert lady.table.pieces[piece_of(lady.table, card)] == f"{card.variety.key}-{card.kind}"
    ls = _deal(lady, seed=4)
    assert ls.position is not None
    hand = view(ls.position.state, 0).hand
    assert f"hand {' '.join(f'{c.variety.key}:{c.kind}' for c in hand)};" in ls.observation_string(
        0
    )
    while not any(ls.position.state.players[0].fields):
        ls.apply_action(ls.legal_actions()[0])
    lfield = next(f for f in ls.position.state.players[0].fields if f)
    kinds = ",".join(c.kind for c in lfield)
    assert f"{lfield[0].variety.key}x{len(lfield)}[{kinds}]" in ls.observation_string(0)


def test_the_rollout_evaluator() -> None:
    with pytest.raises(ValueError, match=r"^policy 'smart' is not greedy or random$"):
        RolloutEvaluator(policy="smart")
    assert RolloutEvaluator().greedy and not RolloutEvaluator(policy="random").greedy
    game = _game(players=3)
    dealing: BohnanzaState = game.new_initial_state()
    assert list(RolloutEvaluator().evaluate(dealing)) == [0.0, 0.0, 0.0]
    assert RolloutEvaluator().prior(dealing) == dealing.chance_outcomes()
    state = _deal(game, seed=6)
    legal = state.legal_actions()
    assert RolloutEvaluator().prior(state) == [(a, 1.0 / len(legal)) for a in legal]
    one = RolloutEvaluator(rollouts=1, seed=3).evaluate(state)
    assert list(one) == list(RolloutEvaluator(rollouts=1, seed=3).evaluate(state))
    assert sum(one) > 0 and all(float(c).is_integer() for c in one)
    three = RolloutEvaluator(rollouts=3, seed=3).evaluate(state)
    single = RolloutEvaluator(rollouts=1, seed=3)
    each = [single.evaluate(state) for _ in range(3)]  # the same draws, one at a time
    assert list(three) == pytest.approx([sum(e[i] for e in each) / 3 for i in range(3)])
    greedy = sum(sum(RolloutEvaluator(seed=k).evaluate(state)) for k in range(4))
    rand = sum(sum(RolloutEvaluator(policy="random", seed=k).evaluate(state)) for k in range(4))
    assert greedy > rand


def test_a_duel_discard_shows_where_it_lay_only_to_its_owner() -> None:
    game = _game(players=2, edition="amigo-fr")
    names = game.table.action_names
    rng = random.Random(4)
    for deal in range(5):
        state = _deal(game, seed=deal)
        while not state.is_terminal():
            seat = state.current_player()
            legal = state.legal_actions()
            backs = [a for a in legal if " back " in names[a]]
            action = rng.choice(backs or legal)
            state.apply_action(action)
            if backs:
                shown = names[action].split(" back ", 1)[0]
                assert state.information_state_string(seat).endswith(f",{seat}:{names[action]}")
                assert state.information_state_string(1 - seat).endswith(f",{seat}:{shown}")
                return
    pytest.fail("no discard from the hand in five duels")
