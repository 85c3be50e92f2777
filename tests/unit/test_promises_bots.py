"""What the full-state bots of ``bohnanza.bots`` promise (their docstrings): which seat and
which move each draws or prefers, what the greedy bot agrees to, and their refusals."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import (
    Action,
    BuyField,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    Plant,
    Trade,
)
from bohnanza.bots import (
    BOTS,
    accepts,
    choose_seat,
    greedy_bot,
    greedy_move,
    is_trade,
    plant_move,
    playout,
    playout_moves,
    random_move,
    random_seat_move,
)
from bohnanza.errors import InvalidActionError
from bohnanza.listing import legal_actions
from bohnanza.referee import basic_moves

E = "rio-grande-2000"
SEEDS = range(60)


def _drawn(pick: object, state: bohnanza.GameState, *args: object) -> Counter[Action]:
    assert callable(pick)
    return Counter(pick(state, *args[:-1], random.Random(k), *args[-1:]) for k in SEEDS)


def _start() -> bohnanza.GameState:
    return bohnanza.new_game(E, 4, seed=1)  # seat 0 plants its front card on field 0 or 1


def _trading() -> bohnanza.GameState:
    # Step 2: seat 0 may keep soy or chili or end; seat 1 may donate; both may trade.
    return bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Soy", "Chili"],
        hands={0: ["Wax"], 1: ["Blue", "Soy"], 2: ["Chili"]},
        fields={1: [["Soy"], []]},
        deck=["Wax"] * 10,
    )


def _over() -> bohnanza.GameState:
    final = bohnanza.bots.playout(_start(), seed=2)
    assert final.is_over
    return final


# ---------------------------------------------------------------------------------------
# random_move, random_seat_move, choose_seat


def test_random_move_draws_every_basic_move_of_the_seat_and_nothing_else() -> None:
    state = _start()
    got = Counter(random_move(state, random.Random(k)) for k in SEEDS)
    assert set(got) == set(basic_moves(state, 0))
    assert min(got.values()) >= 15  # about half each


def test_random_move_trades_with_its_chance_in_step_2_and_never_without() -> None:
    state = _trading()
    negotiations = set(legal_actions(state).negotiations)
    basic = set(basic_moves(state, 0))
    always = [random_move(state, random.Random(k), 1.0) for k in SEEDS]
    assert all(m in negotiations for m in always)
    assert len(set(always)) > 5
    never = {random_move(state, random.Random(k), 0.0) for k in SEEDS}
    assert never == basic
    half = [random_move(state, random.Random(k), 0.5) in negotiations for k in SEEDS]
    assert 10 < sum(half) < 50


def test_random_move_draws_the_seat_among_those_waiting() -> None:
    state = bohnanza.compose(
        E, 4, step=Step.PLANT_RECEIVED, set_aside={0: ["Soy"], 2: ["Wax"]}, deck=["Wax"] * 10
    )
    assert state.to_move == (0, 2)
    seats = Counter(random_move(state, random.Random(k)).seat for k in SEEDS)
    assert set(seats) == {0, 2}
    assert Counter(choose_seat(state, random.Random(k)) for k in SEEDS).keys() == {0, 2}
    assert {choose_seat(_start(), random.Random(k)) for k in SEEDS} == {0}


def test_the_bots_refuse_a_finished_game_with_index_error() -> None:
    final = _over()
    for pick in (random_move, plant_move, choose_seat):
        with pytest.raises(IndexError, match=r"^the game is over: no seat has a move$"):
            pick(final, random.Random(0))
    with pytest.raises(IndexError, match=r"^the game is over: no seat has a move$"):
        greedy_move(final, random.Random(0))


def test_random_seat_move_draws_every_move_of_that_seat() -> None:
    state = _start()
    assert {random_seat_move(state, 0, random.Random(k)) for k in SEEDS} == set(
        basic_moves(state, 0)
    )
    assert BOTS["random"] is random_seat_move


def test_random_seat_move_offers_with_its_chance_and_a_seat_without_moves_is_refused() -> None:
    state = _trading()
    donations = set(legal_actions(state, 1).negotiations)
    assert all(isinstance(d, Donate) for d in donations) and len(donations) == 3
    assert {random_seat_move(state, 1, random.Random(k), 1.0) for k in SEEDS} == donations
    with pytest.raises(IndexError, match=r"^seat 1 has no legal move$"):
        random_seat_move(state, 1, random.Random(0), 0.0)
    with pytest.raises(IndexError, match=r"^seat 3 has no legal move$"):
        greedy_move(state, random.Random(0), 0.0, 3)


# ---------------------------------------------------------------------------------------
# plant_move: the plain random planter


def test_the_planter_ends_trading_at_once() -> None:
    state = _trading()
    assert {plant_move(state, random.Random(k)) for k in SEEDS} == {EndTrading(0)}


def test_the_planter_ends_step_1_half_the_time_once_a_card_is_planted() -> None:
    state = bohnanza.compose(
        E, 4, planted=1, hands={0: ["Soy", "Blue"]}, fields={0: [["Soy"], []]}, deck=["Wax"] * 9
    )
    got = Counter(plant_move(state, random.Random(k)) for k in SEEDS)
    plants = {m for m in basic_moves(state, 0) if isinstance(m, Plant)}
    assert set(got) == {EndPlanting(0), *plants}
    assert 15 <= got[EndPlanting(0)] <= 45


def test_the_planter_ends_step_1_when_its_front_card_fits_no_field() -> None:
    state = bohnanza.compose(
        E,
        4,
        planted=1,
        hands={0: ["Soy", "Blue"]},
        fields={0: [["Chili", "Chili"], ["Wax", "Wax"]]},
        deck=["Wax"] * 9,
    )
    assert {plant_move(state, random.Random(k)) for k in SEEDS} == {EndPlanting(0)}


def test_the_planter_sells_a_field_drawn_among_those_it_may_sell_and_never_buys() -> None:
    state = bohnanza.compose(
        E,
        4,
        hands={0: ["Soy", "Blue"]},
        fields={0: [["Chili", "Chili"], ["Wax", "Wax"]]},
        coins={0: 5},
        deck=["Wax"] * 9,
    )
    assert BuyField(0) in basic_moves(state, 0)
    assert {plant_move(state, random.Random(k)) for k in SEEDS} == {Harvest(0, 0), Harvest(0, 1)}


def test_the_planter_plants_its_first_set_aside_card_on_a_field_drawn_uniformly() -> None:
    state = bohnanza.compose(
        E, 4, step=Step.PLANT_RECEIVED, set_aside={0: ["Soy", "Blue"]}, deck=["Wax"] * 9
    )
    first = state.players[0].set_aside[0].id
    got = {plant_move(state, random.Random(k)) for k in SEEDS}
    assert got == {Plant(0, first, 0), Plant(0, first, 1)}


def test_the_planter_plants_wherever_the_card_fits() -> None:
    state = _start()
    assert {plant_move(state, random.Random(k)) for k in SEEDS} == set(basic_moves(state, 0))


# ---------------------------------------------------------------------------------------
# greedy_move: its order of preference


def test_greedy_buys_the_third_field_first() -> None:
    state = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili", "Blue"]},
        fields={0: [["Chili"], ["Chili", "Chili"]]},
        coins={0: 3},
        deck=["Wax"] * 10,
    )
    assert greedy_move(state, random.Random(0)) == BuyField(0)
    assert greedy_bot(state, 0, random.Random(0)) == BuyField(0)
    assert BOTS["greedy"] is greedy_bot


def test_greedy_plants_on_the_biggest_field_of_the_variety_then_on_an_empty_one() -> None:
    chili = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili", "Blue"]},
        fields={0: [["Chili"], ["Chili", "Chili"]]},
        deck=["Wax"] * 10,
    )
    card = chili.players[0].hand[0].id
    assert greedy_move(chili, random.Random(0)) == Plant(0, card, 1)
    empty = bohnanza.compose(
        E,
        3,
        hands={0: ["Soy", "Blue"]},
        fields={0: [["Chili"], [], ["Wax", "Wax"]]},
        deck=["Wax"] * 10,
    )
    card = empty.players[0].hand[0].id
    assert greedy_move(empty, random.Random(0)) == Plant(0, card, 1)
    grows = bohnanza.compose(
        E, 3, hands={0: ["Wax"]}, fields={0: [["Chili"], [], ["Wax", "Wax"]]}, deck=["Wax"] * 10
    )
    assert greedy_move(grows, random.Random(0)) == Plant(0, grows.players[0].hand[0].id, 2)


def test_greedy_keeps_face_up_cards_that_grow_its_fields_then_ends_the_step() -> None:
    state = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Soy", "Chili"],
        fields={0: [["Chili"], []]},
        deck=["Wax"] * 10,
    )
    chili = state.face_up[1].id
    assert greedy_move(state, random.Random(0)) == Keep(0, chili)
    none_fit = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Soy", "Blue"],
        fields={0: [["Chili"], []]},
        deck=["Wax"] * 9,
    )
    assert greedy_move(none_fit, random.Random(0)) == EndTrading(0)


def test_greedy_sells_the_field_that_pays_most_when_it_must() -> None:
    state = bohnanza.compose(
        E,
        4,
        hands={0: ["Soy"]},
        fields={0: [["Chili", "Chili"], ["Blue", "Blue", "Blue", "Blue"]]},
        deck=["Wax"] * 9,
    )
    assert set(basic_moves(state, 0)) == {Harvest(0, 0), Harvest(0, 1)}
    assert greedy_move(state, random.Random(0)) == Harvest(0, 1)  # blue x4 pays 1, chili x2 none


def test_greedy_sells_the_smallest_of_the_fields_that_pay_nothing() -> None:
    state = bohnanza.compose(
        E,
        3,
        hands={0: ["Soy"]},
        fields={0: [["Chili", "Chili"], ["Blue", "Blue", "Blue"], ["Wax", "Wax", "Wax"]]},
        deck=["Wax"] * 9,
    )
    payouts = [f[0].beanometer.payout(len(f)) for f in state.players[0].fields]
    assert payouts == [0, 0, 0]
    assert greedy_move(state, random.Random(0)) == Harvest(0, 0)


def test_greedy_trades_away_a_useless_face_up_card_for_one_it_can_grow() -> None:
    # Seat 0 grows chili; soy face up is no use to it but grows seat 1's field, and seat 1
    # holds a chili it has no field for.
    state = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Soy"],
        hands={1: ["Chili", "Blue"]},
        fields={0: [["Chili"], []], 1: [["Soy"], ["Blue"]]},
        deck=["Wax"] * 9,
    )
    soy, chili = state.face_up[0].id, state.players[1].hand[0].id
    trade = Trade(0, 1, (soy,), (chili,))
    assert greedy_move(state, random.Random(0), 1.0) == trade
    assert greedy_move(state, random.Random(0), 0.0) == EndTrading(0)
    assert is_trade(trade) and not is_trade(EndTrading(0))


# ---------------------------------------------------------------------------------------
# accepts: what the full-state greedy bot agrees to


def test_greedy_accepts_cards_it_can_plant_for_cards_it_has_no_use_for() -> None:
    state = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Soy", "Blue"],
        hands={1: ["Chili", "Wax"]},
        fields={1: [["Soy"], ["Wax"]]},
        coins={1: 2},
        deck=["Red"] * 5,
    )
    soy, blue = state.face_up[0].id, state.face_up[1].id
    chili, wax = (c.id for c in state.players[1].hand)
    assert accepts(state, Trade(0, 1, (soy,), (chili,)), 1)  # soy grows, chili grows nothing
    assert not accepts(state, Trade(0, 1, (blue,), (chili,)), 1)  # no field for blue
    assert not accepts(state, Trade(0, 1, (soy,), (wax,)), 1)  # wax grows its field
    assert not accepts(state, Trade(0, 1, (soy,), (chili,), take_coins=1), 1)  # no coins
    assert not accepts(state, Trade(0, 1, (soy,), (999,)), 1)  # a card nobody holds
    assert accepts(state, Donate(0, 1, (soy,)), 1)
    assert not accepts(state, Donate(0, 1, (blue,)), 1)
    # moves that need no agreement of seat 1, or that are its own
    assert accepts(state, Trade(0, 2, (blue,), ()), 1)
    assert accepts(state, Donate(1, 0, (chili,)), 1)
    assert accepts(state, EndTrading(0), 1)


def test_greedy_with_an_empty_field_welcomes_any_card() -> None:
    state = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Blue"],
        hands={1: ["Chili"]},
        fields={1: [["Soy"], []]},
        deck=["Red"] * 5,
    )
    blue, chili = state.face_up[0].id, state.players[1].hand[0].id
    assert accepts(state, Trade(0, 1, (blue,), (chili,)), 1)
    assert accepts(state, Donate(0, 1, (blue,)), 1)


def test_greedy_asks_no_card_its_partner_grows_a_field_with() -> None:
    # As above, but seat 1 grows chili too: it would not give its chili (accepts says no),
    # so seat 0 proposes nothing and ends the step.
    state = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=["Soy"],
        hands={1: ["Chili", "Blue"]},
        fields={0: [["Chili"], []], 1: [["Soy"], ["Chili"]]},
        deck=["Wax"] * 9,
    )
    assert greedy_move(state, random.Random(0), 1.0) == EndTrading(0)


@pytest.mark.parametrize("pick", [random_move, greedy_move])
def test_the_chance_of_trading_plays_no_part_outside_step_2(pick: object) -> None:
    """Outside step 2 a bot with ``trades`` plays the game of a bot without: the same
    move, drawing nothing more from its generator."""
    assert callable(pick)
    for state in (
        _start(),
        bohnanza.compose(
            E, 4, step=Step.PLANT_RECEIVED, set_aside={0: ["Soy"], 2: ["Wax"]}, deck=["Wax"] * 9
        ),
    ):
        for k in range(10):
            with_trades, without = random.Random(k), random.Random(k)
            assert pick(state, with_trades, 0.7) == pick(state, without, 0.0)
            assert with_trades.random() == without.random()


@pytest.mark.parametrize("policy", ["random", "plant", "greedy"])
def test_a_playout_stops_when_that_many_turns_have_begun(policy: str) -> None:
    start = _start()
    for turns in (1, 3):
        final, moves = playout_moves(start, 4, policy, turns)
        assert final.turn == start.turn + turns and not final.is_over
        replayed = start
        for move in moves:
            replayed = bohnanza.apply(replayed, move)
        assert replayed == final
        assert playout(start, 4, policy, turns) == final
    whole = playout(start, 4, policy)
    assert whole.is_over and whole == playout(start, 4, policy, 10_000)


def test_the_playout_policies_play_their_bots_games() -> None:
    start = _start()
    rng = random.Random(6)
    state = start
    while not state.is_over:
        state = bohnanza.apply(state, plant_move(state, rng))
    assert playout(start, 6, "plant") == state
    rng = random.Random(6)
    state = start
    while not state.is_over:
        state = bohnanza.apply(state, greedy_move(state, rng))
    assert playout(start, 6, "greedy") == state


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("x",), r"^'x' is not a GameState$"),
        ((None, 0, "smart"), r"^unknown playout policy 'smart': random, plant, greedy$"),
        ((None, 0, "random", -1), r"^turns must be a whole number >= 0, not -1$"),
        ((None, 0, "random", True), r"^turns must be a whole number >= 0, not True$"),
        ((None, 1.5), r"^seed must be a whole number, not 1\.5$"),
    ],
)
def test_a_playout_refuses_bad_arguments_by_name(args: tuple[object, ...], message: str) -> None:
    given = tuple(_start() if a is None and i == 0 else a for i, a in enumerate(args))
    with pytest.raises(InvalidActionError, match=message):
        playout(*given)
