"""Random games over the whole rule-option space: every set of options is either refused
at setup with InvalidSetupError or gives a game that plays to its end, with a legal move
for every seat the game waits for (issue 18 item 4; review finding R12)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza.bots import play_random, random_move
from bohnanza.editions import HAND_SIZE_RANGE, INT_RANGES, OPTION_VALUES
from bohnanza.state import Step

#: A move cap far above the longest game the bounds allow (ten passes through a 154-card
#: deck drawing one card a turn is under 20,000 moves); reaching it means a game that
#: does not end.
MOVE_CAP = 60_000

_WRONG = st.sampled_from([None, 1.5, True, "3", -1, 10**40, [], {}, object()])


def _mostly(valid: st.SearchStrategy[Any], wrong: st.SearchStrategy[Any]) -> st.SearchStrategy[Any]:
    """Valid values nine times in ten, so that most drawn setups combine several options."""
    return st.integers(0, 9).flatmap(lambda k: wrong if k == 0 else valid)


def _int_option(low: int, high: int) -> st.SearchStrategy[object]:
    return _mostly(st.integers(low, high), st.one_of(st.integers(low - 3, high + 3), _WRONG))


def _option_values() -> dict[str, st.SearchStrategy[object]]:
    values: dict[str, st.SearchStrategy[object]] = {
        key: _mostly(st.sampled_from(readings), _WRONG) for key, readings in OPTION_VALUES.items()
    }
    for key, (low, high) in INT_RANGES.items():
        values[key] = _int_option(low, high)
    low, high = HAND_SIZE_RANGE
    values["hand_size"] = _mostly(
        st.lists(st.integers(low, high), min_size=1, max_size=7).map(tuple),
        st.one_of(st.lists(st.integers(-3, high + 3), max_size=9), _WRONG),
    )
    values["duel"] = _mostly(st.booleans(), _WRONG)
    values["removed"] = _mostly(
        st.lists(st.sampled_from(sorted(bohnanza.cards.varieties())), max_size=4, unique=True),
        st.one_of(st.lists(st.text(max_size=5), max_size=2), _WRONG),
    )
    return values


@st.composite
def setups(draw: st.DrawFn) -> tuple[str, int, tuple[str, ...], dict[str, Any]]:
    name = draw(st.sampled_from(bohnanza.editions()))
    ed = bohnanza.edition(name)
    players = draw(st.sampled_from(ed.player_counts))
    variants = (
        tuple(draw(st.lists(st.sampled_from(ed.variants), unique=True))) if ed.variants else ()
    )
    values = _option_values()
    keys = draw(st.lists(st.sampled_from(sorted(values)), unique=True, max_size=8))
    options = {key: draw(values[key]) for key in keys}
    return name, players, variants, options


def _play_to_the_end(state: bohnanza.GameState, rng: random.Random) -> int:
    moves = 0
    while state.step is not Step.OVER:
        assert moves < MOVE_CAP, f"no end after {moves} moves: {state.table.rules}"
        for seat in state.to_move:
            listed = bohnanza.legal_actions(state, seat)
            assert len(listed) > 0, f"seat {seat} must move but has no legal move"
        move = random_move(state, rng, 0.2)
        state = bohnanza.apply(state, move)
        moves += 1
    assert bohnanza.outcome(state) is not None
    return moves


@settings(max_examples=60)
@given(setups(), st.integers(0, 2**32))
def test_every_option_set_plays_to_the_end_or_is_refused(
    setup: tuple[str, int, tuple[str, ...], dict[str, Any]], seed: int
) -> None:
    name, players, variants, options = setup
    try:
        state = bohnanza.new_game(name, players, seed=seed, variants=variants, **options)
    except bohnanza.InvalidSetupError as exc:
        assert str(exc)  # refused with a message, before any game exists
        return
    _play_to_the_end(state, random.Random(seed))


def test_r12_own_turn_harvest_and_third_field_at_four_players_refused() -> None:
    # The review's reproducer: this pair stalled games at moves 34 and 16.
    try:
        bohnanza.new_game(
            "rio-grande-2000",
            4,
            seed=28000,
            harvest_timing="own-turn",
            third_field_timing="own-turn",
        )
    except bohnanza.InvalidSetupError as exc:
        assert "harvest_timing" in str(exc)
    else:
        raise AssertionError("the deadlocking option pair was accepted")


def test_the_duels_own_turn_harvest_still_plays() -> None:
    state = bohnanza.new_game("rio-grande-2000", 2, seed=5)
    assert state.table.rules.harvest_timing == "own-turn"
    assert _play_to_the_end(state, random.Random(5)) > 0


@pytest.mark.parametrize(
    ("option", "value"),
    [
        ("draw_count", 0),
        ("draw_count", 2.0),
        ("draw_count", True),
        ("draw_count", "3"),
        ("face_up_count", -1),
        ("third_field_cost", 10**400),
        ("end_exhaustions", 0),
        ("end_exhaustions", 10**12),
        ("hand_size", ()),
        ("hand_size", (-3,)),
        ("hand_size", (5.0,)),
        ("hand_size", "5"),
        ("hand_size", (5,) * 8),
        ("protection", "nothing"),
        ("protection", ["all-fields"]),
        ("duel", 1),
        ("removed", ("no-such-bean",)),
        ("removed", "coffee"),
    ],
)
def test_an_option_of_the_wrong_type_or_range_is_refused_by_name(
    option: str, value: object
) -> None:
    with pytest.raises(bohnanza.InvalidSetupError, match=f"rule option {option}="):
        bohnanza.new_game("rio-grande-2000", 4, seed=1, **{option: value})  # type: ignore[arg-type]


def test_r3_an_empty_hand_size_table_is_refused() -> None:
    with pytest.raises(bohnanza.InvalidSetupError, match="hand_size"):
        bohnanza.new_game("rio-grande-2000", 4, seed=1, hand_size=())


def test_r5_negative_hand_size_refused() -> None:
    with pytest.raises(bohnanza.InvalidSetupError, match=r"hand_size=-3 is not a whole number"):
        bohnanza.new_game("rio-grande-2000", 4, seed=1, hand_size=(-3,), deal_order="packets")


def test_r4_end_exhaustions_is_bounded_so_a_used_up_stacked_deck_still_ends() -> None:
    with pytest.raises(bohnanza.InvalidSetupError, match="end_exhaustions"):
        bohnanza.new_game("rio-grande-2000", 4, deck=["blue"] * 20, end_exhaustions=10**12)
    # The largest allowed value: the deal uses the deck up (one exhaustion), and the
    # game goes on, every sale refilling the discard pile that becomes the next deck,
    # until the last allowed exhaustion ends it.
    high = INT_RANGES["end_exhaustions"][1]
    for seed in range(3):
        state = bohnanza.new_game(
            "rio-grande-2000", 4, seed=seed, deck=["blue"] * 20, end_exhaustions=high
        )
        assert state.exhaustions == 1
        final, _ = play_random(state, random.Random(seed))
        assert final.is_over and final.exhaustions == high


def test_dealing_more_cards_than_the_deck_holds_is_refused() -> None:
    with pytest.raises(bohnanza.InvalidSetupError, match="cannot deal"):
        bohnanza.new_game("rio-grande-2000", 7, seed=1, hand_size=(20,), removed=("coffee",))


def test_r2_the_dealer_rule_option_and_the_dealing_seat_are_both_settable() -> None:
    state = bohnanza.new_game("rio-grande-2000", 4, seed=1, dealer="chosen", dealer_seat=2)
    assert (state.table.rules.dealer, state.table.dealer, state.active) == ("chosen", 2, 3)
    # An int keeps meaning the seat, as before.
    assert bohnanza.new_game("rio-grande-2000", 4, seed=1, dealer=1).table.dealer == 1
    with pytest.raises(bohnanza.InvalidSetupError, match="dealer"):
        bohnanza.new_game("rio-grande-2000", 4, seed=1, dealer="nobody")
    with pytest.raises(bohnanza.InvalidSetupError, match="dealer seat"):
        bohnanza.new_game("rio-grande-2000", 4, seed=1, dealer_seat=4)


@pytest.mark.parametrize(
    ("call", "match"),
    [
        (lambda: bohnanza.edition("no-such-edition"), "unknown edition"),
        (lambda: bohnanza.edition(["rio-grande-2000"]), "unknown edition"),  # type: ignore[arg-type]
        (lambda: bohnanza.new_game("no-such-edition", 4), "unknown edition"),
        (lambda: bohnanza.new_game(None, 4), "unknown edition"),  # type: ignore[arg-type]
        (lambda: bohnanza.edition("original-1997-fr-003").variant_options("x"), "no variant"),
        (lambda: bohnanza.new_game("rio-grande-2000", 4, variants=["x"]), "no variant"),
        (lambda: bohnanza.new_game("rio-grande-2000", 4, variants="beginners"), "variants"),
        (lambda: bohnanza.new_game("rio-grande-2000", ["a", "b", "a"]), "must differ"),
        (lambda: bohnanza.new_game("rio-grande-2000", [1, 2, 3]), "strings"),  # type: ignore[list-item]
        (lambda: bohnanza.new_game("rio-grande-2000", 10**400), "player count"),
        (lambda: bohnanza.new_game("rio-grande-2000", True), "player"),
        (lambda: bohnanza.new_game("rio-grande-2000", 4, seed=1.5), "seed"),  # type: ignore[arg-type]
        (lambda: bohnanza.new_game("rio-grande-2000", 4, seed=2**64), "seed"),
        (lambda: bohnanza.new_game("rio-grande-2000", 4, deck="blue"), "deck"),
        (lambda: bohnanza.new_game("rio-grande-2000", 4, dealer=True), "dealer"),
        (lambda: bohnanza.new_game("rio-grande-2000", 4, colour=3), "unknown rule option"),
    ],
)
def test_bad_setup_arguments_give_invalid_setup_error(call: Any, match: str) -> None:
    with pytest.raises(bohnanza.InvalidSetupError, match=match):
        call()


def test_a_list_that_holds_itself_is_refused_not_followed() -> None:
    looped: list[object] = []
    looped.append(looped)
    with pytest.raises(bohnanza.InvalidSetupError, match=r"hand_size=\[a list\]"):
        bohnanza.new_game("rio-grande-2000", 4, hand_size=looped)
    with pytest.raises(bohnanza.InvalidSetupError):
        bohnanza.new_game("rio-grande-2000", looped)  # type: ignore[arg-type]


def test_r13_variant_options_cannot_change_the_cached_edition() -> None:
    ed = bohnanza.edition("original-1997-fr-003")
    options = ed.variant_options("five-players")
    with pytest.raises(TypeError):
        options["players"] = (3,)  # type: ignore[index]
    with pytest.raises(AttributeError):
        options["players"].append(3)  # type: ignore[attr-defined]
    assert options["players"] == (5,)
    with pytest.raises(bohnanza.InvalidSetupError, match="se joue à 5 joueurs"):
        bohnanza.new_game("original-1997-fr-003", 3, seed=1, variants=["five-players"])


def test_r14_shared_tables_are_read_only() -> None:
    from bohnanza.cards import varieties
    from bohnanza.catalogue import catalogue, decisions
    from bohnanza.referee import RULE_KEYS

    tables: list[Any] = [
        varieties(),
        catalogue(),
        decisions(),
        OPTION_VALUES,
        INT_RANGES,
        RULE_KEYS,
    ]
    for table in tables:
        key = next(iter(table))
        with pytest.raises(TypeError):
            table[key] = None
        with pytest.raises(TypeError):
            del table[key]
    assert all(isinstance(v, tuple) for v in OPTION_VALUES.values())
