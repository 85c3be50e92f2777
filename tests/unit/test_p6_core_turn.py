"""The order of the steps (bohnanza/rules/turn.py): step 3's end draws to the back of the
active hand and passes the turn to the left, counting turns; a seat with an empty hand
starts at step 2; the end comes after step 3 once reached, or at once when step 4 runs
the deck out; the duel's draw takes three cards and the matching top of the discards."""

from __future__ import annotations

from typing import Any

from bohnanza import GameState, apply, compose, new_game
from bohnanza.actions import Plant
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def test_step3s_end_draws_three_and_the_left_seat_begins_at_step2_with_an_empty_hand() -> None:
    s = _make(
        "rio-grande-2000",
        3,
        active=2,
        step=Step.PLANT_RECEIVED,
        hands={2: ["Blue"], 0: []},
        set_aside={2: ["Wax"]},
        deck=["Chili"] * 5,
    )
    assert (s.turn, s.active, s.drawn) == (1, 2, 0)
    stack = s.stack_ids
    wax = s.players[2].aside_ids[0]
    after = apply(s, Plant(2, wax, 0))
    # Step 4: three cards, one at a time, to the back of the hand; then seat 0 (to the
    # left of the last seat) plays turn 2; its hand is empty, so step 2 begins at once.
    assert after.players[2].hand_ids == (s.players[2].hand_ids[0], *stack[:3])
    assert (after.turn, after.active, after.step) == (2, 0, Step.TRADE)
    assert after.face_up_ids == stack[3:5] and after.drawn == 5 and after.planted == 0
    assert after.players[2].field_ids[0] == (wax,)


def test_an_end_reached_before_ends_the_game_after_step3_without_drawing() -> None:
    s = _make(
        "rio-grande-2000",
        3,
        step=Step.PLANT_RECEIVED,
        hands={0: ["Blue"]},
        set_aside={0: ["Wax"]},
        ending=True,
        exhaustions=2,
        deck=[],
    )
    over = apply(s, Plant(0, s.players[0].aside_ids[0], 0))
    assert over.step is Step.OVER and over.is_over
    assert over.players[0].hand_ids == s.players[0].hand_ids


def test_a_step4_that_runs_the_deck_out_the_last_time_ends_the_game_at_once() -> None:
    s = _make(
        "rio-grande-2000",
        3,
        step=Step.PLANT_RECEIVED,
        hands={0: ["Blue"]},
        set_aside={0: ["Wax"]},
        deck=["Chili"] * 2,
        exhaustions=1,
    )
    stack = s.stack_ids
    over = apply(s, Plant(0, s.players[0].aside_ids[0], 0))
    # What there was is drawn; the last running-out ends the game in step 4.
    assert over.is_over and over.exhaustions == 2
    assert over.players[0].hand_ids == (s.players[0].hand_ids[0], *stack)
    assert over.active == 0


def test_the_duels_draw_takes_three_and_the_discards_matching_them() -> None:
    s = _make(
        "rio-grande-2000",
        2,
        step=Step.DUEL_PLANT,
        hands={0: ["Blue"]},
        deck=["Chili", "Soy", "Red", "Wax"],
        discard=["Stink", "Soy", "Chili", "Red"],
    )
    stink, soy, chili, red = s.discard_ids
    stack = s.stack_ids
    after = apply(s, Plant(0, s.players[0].hand_ids[0], 0))
    # The hand is empty after planting: the draw follows; the discards' top red, chili
    # and soy match the drawn cards and join them, top first; stink stops the chain.
    assert after.step is Step.DUEL_DRAW
    assert after.face_up_ids == (*stack[:3], red, chili, soy)
    assert after.discard_ids == (stink,)
    assert after.drawn == 3


def test_the_duels_first_turn_has_no_offer_and_plants_from_the_hand() -> None:
    s = new_game("rio-grande-2000", 2, seed=5)
    assert (s.step, s.offer_ids, s.turn, s.active, s.planted) == (Step.DUEL_PLANT, (), 1, 0, 0)
    assert s.face_up_ids == ()
