"""The referee's contract: immutable states, the action text form, errors, invariants."""

from __future__ import annotations

import copy
import random

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza import (
    Action,
    BuyField,
    Donate,
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    InvalidActionError,
    Keep,
    Plant,
    Step,
    Trade,
    parse_action,
)

from .helpers import E, ids, malformed, zones

# ---------------------------------------------------------------------------------------
# Immutability


def _trading_state() -> GameState:
    return bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.TRADE,
        hands={0: ["Chili", "Blue"], 1: ["Soy", "Green", "Stink"], 2: ["Red"]},
        fields={0: [["Red", "Red"], []]},
        coins={2: 3},
        face_up=["Wax", "Black-eyed"],
        deck=["Wax"] * 6,
        discard=["Soy"],
    )


@pytest.mark.parametrize(
    "action",
    [
        Trade(1, 0, (24, 100), (46,)),
        Donate(0, 1, (66,)),
        Donate(1, 2, (126,)),
        Harvest(0, 0),
        BuyField(2),
        EndTrading(1),
    ],
    ids=str,
)
def test_apply_never_changes_its_input(action: Action) -> None:
    s = _trading_state()
    before = copy.deepcopy(s)
    snapshot = zones(s)
    after = bohnanza.apply(s, action)
    assert s == before
    assert zones(s) == snapshot
    assert after != s
    assert zones(after) != snapshot


def test_apply_in_step_1_never_changes_its_input() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili", "Blue"]}, deck=["Wax"] * 6)
    snapshot = zones(s)
    legal_before = bohnanza.legal_actions(s).basic
    s1 = bohnanza.apply(s, legal_before[0])
    s2 = bohnanza.apply(s1, EndPlanting(0))
    assert zones(s) == snapshot
    assert s1.step is Step.PLANT
    assert s2.step is Step.TRADE
    assert bohnanza.legal_actions(s).basic == legal_before


def test_states_cards_and_actions_are_frozen() -> None:
    s = bohnanza.new_game(E, 4, seed=1)
    # States, players and tables are read-only in both builds (compiled by mypyc, the
    # fields are read-only descriptors: plain AttributeError).
    with pytest.raises(AttributeError):
        s.active = 2  # type: ignore[misc]
    with pytest.raises(AttributeError):
        s.players[0].hand_ids = ()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        s.players[0].hand = ()  # type: ignore[misc]
    with pytest.raises(AttributeError):
        del s.players[0].coin_ids
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        s.players[0].hand[0].id = 3  # type: ignore[misc]
    with pytest.raises(AttributeError):
        s.table.dealer = 0  # type: ignore[misc]
    assert s.active == 0 and s.table.dealer == 3
    plant = Plant(0, 1, 0)
    with pytest.raises(AttributeError):
        plant.field = 1  # type: ignore[misc]
    assert isinstance(s.players, tuple)
    assert isinstance(s.players[0].hand, tuple)


# ---------------------------------------------------------------------------------------
# The action text form


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Plant(1, 17, 0), "1 plant 17 0"),
        (EndPlanting(2), "2 end-planting"),
        (Harvest(0, 2), "0 harvest 2"),
        (BuyField(3), "3 buy-field"),
        (Trade(0, 2, (5, 9), (40,)), "0 trade 2 give 5,9 take 40"),
        (Donate(1, 0, (7, 8, 151)), "1 donate 0 7,8,151"),
        (EndTrading(4), "4 end-trading"),
    ],
)
def test_parse_action_round_trip(action: Action, text: str) -> None:
    assert str(action) == text
    assert parse_action(text) == action
    assert parse_action(str(action)) == action
    assert str(parse_action(text)) == text


def test_parse_action_normalises_whitespace() -> None:
    assert parse_action("  0   trade 1\tgive 3,4  take 5 ") == Trade(0, 1, (3, 4), (5,))


@pytest.mark.parametrize(
    "text",
    [
        "",
        "2 harvest",
        "0 plant x 1",
        "0 trade 1 give take 3",
        "0 trade 1 give 3, 4 take 5",
        "0 donate 1",
        "-1 harvest 0",
        "0 harvest 1 2",
        "hello",
        "0 HARVEST 1",
    ],
)
def test_parse_action_rejects_malformed_text(text: str) -> None:
    with pytest.raises(InvalidActionError) as info:
        parse_action(text)
    assert f"malformed action {text!r}" in str(info.value)
    assert "SEAT plant CARD FIELD" in str(info.value)


# ---------------------------------------------------------------------------------------
# Errors and malformed input


def test_malformed_moves_are_invalid_not_illegal() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Wax"] * 4)
    malformed(s, Plant(9, 66, 0), "seat 9 does not exist (seats are 0-3)")
    malformed(s, Plant(0, 999, 0), "there is no card 999 in this deck")
    malformed(s, Plant(0, 66, 3), "field 3 does not exist (fields are 0, 1, 2)")
    malformed(s, Harvest(0, -1), "field -1 does not exist")
    malformed(s, "0 harvest 0", "is not an action")
    malformed(s, None, "is not an action")


def test_check_returns_and_never_raises() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Wax"] * 4)
    assert bohnanza.check(s, Plant(0, 66, 0)) is None
    for junk in (object(), 3, "0 plant 66 0", (0, 66, 0)):
        err = bohnanza.check(s, junk)
        assert isinstance(err, InvalidActionError), junk
    # A move with a malformed field never exists: its constructor refuses it.
    with pytest.raises(InvalidActionError, match=r"Plant\.seat must be an int, not a str"):
        Plant("0", 66, 0)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match=r"Trade\.gives must be a tuple of ints"):
        Trade(0, 1, None, None)  # type: ignore[arg-type]


def test_legal_actions_for_an_unknown_seat() -> None:
    s = bohnanza.new_game(E, 4, seed=1)
    with pytest.raises(InvalidActionError, match="seat 4 does not exist"):
        bohnanza.legal_actions(s, 4)


def test_errors_are_value_errors_with_a_rule() -> None:
    s = bohnanza.compose(E, 4, fields={0: [["Red"], ["Blue", "Blue"]]}, deck=["Wax"] * 4)
    err = bohnanza.check(s, Harvest(0, 0))
    assert isinstance(err, bohnanza.IllegalActionError)
    assert isinstance(err, ValueError)
    assert isinstance(err, bohnanza.BohnanzaError)
    assert repr(err) == (
        "IllegalActionError('002/harvest.protection', '0 harvest 0', "
        "'field 1 holds 1 card while field 2 holds 2')"
    )
    assert err.source.startswith("002")


# ---------------------------------------------------------------------------------------
# legal_actions as a sequence


def _small_trading_state() -> GameState:
    # Seat 0 active with one face-up card and one hand card; seat 1 holds one card.
    return bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        hands={0: ["Soy"], 1: ["Red"]},
        face_up=["Wax"],
        deck=["Blue"] * 3,
    )


def test_legal_actions_is_a_sequence_of_basic_moves_then_negotiations() -> None:
    s = _small_trading_state()
    moves = bohnanza.legal_actions(s)
    # a = 2 (face up + hand): seat 1 (p = 1): 3 trades + 3 donations + 1 donation back;
    # seats 2 and 3 (p = 0): 3 donations each.
    # basic moves: keep the face-up Wax, end trading.
    assert len(moves.negotiations) == 13
    assert len(moves) == 15
    listed = list(moves)
    assert len(listed) == 15
    assert len(set(listed)) == 15
    assert listed[:2] == [Keep(0, 24), EndTrading(0)]
    assert moves[1] == EndTrading(0)
    assert moves[2] == Trade(0, 1, (24,), (136,))
    assert moves[-1] == listed[-1] == Donate(0, 3, (24, 114))
    assert moves[-15] == Keep(0, 24)
    with pytest.raises(IndexError):
        moves[-16]
    assert list(moves[1:3]) == listed[1:3]
    assert Donate(1, 0, (136,)) in moves
    assert Donate(1, 2, (136,)) not in moves
    assert all(bohnanza.check(s, a) is None for a in listed)
    with pytest.raises(IndexError):
        moves[15]


def test_legal_actions_refuse_negative_indexes_out_of_range() -> None:
    moves = bohnanza.legal_actions(_small_trading_state())
    assert len(moves) == 15
    assert moves[-15] == Keep(0, 24)
    with pytest.raises(IndexError):
        moves[-16]


def test_sample_draws_a_legal_move() -> None:
    s = _small_trading_state()
    rng = random.Random(3)
    drawn = {bohnanza.legal_actions(s).sample(rng) for _ in range(400)}
    assert drawn == set(bohnanza.legal_actions(s))


def test_sample_without_moves_raises_index_error() -> None:
    over = bohnanza.compose(E, 4, step=Step.OVER)
    moves = bohnanza.legal_actions(over)
    assert len(moves) == 0
    with pytest.raises(IndexError):
        moves.sample(random.Random(1))


# ---------------------------------------------------------------------------------------
# Invariants over random play


def _random_move(state: GameState, rng: random.Random) -> Action:
    moves = bohnanza.legal_actions(state)
    if len(moves.negotiations) and rng.random() < 0.3:
        return moves.negotiations.sample(rng)
    return rng.choice(moves.basic)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4, 5, 6, 7]))
def test_random_play_keeps_every_card_and_never_changes_a_state(seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = bohnanza.new_game(E, players, seed=seed)
    for _ in range(250):
        if state.is_over:
            break
        action = _random_move(state, rng)
        assert bohnanza.check(state, action) is None, action
        snapshot = zones(state)
        after = bohnanza.apply(state, action)
        assert zones(state) == snapshot
        assert sorted(c.id for c in after.all_cards()) == list(range(154))
        assert after.exhaustions >= state.exhaustions
        assert after.step is not Step.DRAW
        if after.step in (Step.PLANT, Step.TRADE):
            assert after.to_move == (after.active,)
        for old, new in zip(state.players, after.players, strict=True):
            # Hands are never reordered; new cards come from the deck, at the back.
            kept = tuple(c for c in old.hand if c in new.hand)
            assert new.hand[: len(kept)] == kept
            assert set(new.hand[len(kept) :]) <= set(state.deck) | set(state.discard)
        for p in after.players:
            assert len(p.fields) in (2, 3)
            for field in p.fields:
                assert len({c.variety.key for c in field}) <= 1
        state = after


@settings(max_examples=4, deadline=None)
@given(seed=st.integers(0, 2**32), players=st.sampled_from([3, 4, 6]))
def test_random_games_finish_with_an_outcome(seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = bohnanza.new_game(E, players, seed=seed)
    for _ in range(5000):
        if state.is_over:
            break
        # Mostly basic moves, so that turns go by.
        moves = bohnanza.legal_actions(state)
        state = bohnanza.apply(state, rng.choice(moves.basic))
    assert state.is_over
    assert state.exhaustions == state.rules.end_exhaustions
    assert all(not any(p.fields) for p in state.players)
    result = bohnanza.outcome(state)
    assert result is not None
    assert result.scores == tuple(len(p.coins) for p in state.players)
    assert max(result.scores) == result.scores[result.winners[0]]
    assert sorted(ids(state.all_cards())) == list(range(154))
