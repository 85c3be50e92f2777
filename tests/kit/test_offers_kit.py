"""Standing offers (issue 14) in the position format and the move notation."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.actions import Accept, Decline, Offer, Withdraw
from bohnanza.notation import describe, read_move, text_of
from bohnanza.position import PositionError, from_dict, from_json, to_dict, to_json


def _step2() -> bohnanza.GameState:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    state = bohnanza.apply(game, bohnanza.Plant(0, game.players[0].hand_ids[0], 0))
    state = bohnanza.apply(state, bohnanza.EndPlanting(0))
    assert state.step is bohnanza.Step.TRADE
    return state


def _with_offers() -> bohnanza.GameState:
    state = _step2()
    up = state.face_up_ids[0]
    state = bohnanza.apply(state, Offer(0, 2, (up,), ("chili", "chili")))
    own = state.players[1].hand_ids[0]
    state = bohnanza.apply(state, Offer(1, 0, (own,), ()))
    assert len(state.offers) == 2
    return state


def test_standing_offers_round_trip_and_are_written_in_order() -> None:
    state = _with_offers()
    data = to_dict(state)
    assert [(o["seat"], o["to"]) for o in data["offers"]] == [(0, 2), (1, 0)]
    assert data["offers"][0]["asks"] == ["chili", "chili"]
    assert data["offers"][1]["asks"] == []
    assert from_json(to_json(state)) == state


def test_offers_that_break_the_rules_are_refused() -> None:
    data = to_dict(_with_offers())
    data["offers"][1]["gives"] = data["offers"][0]["gives"]
    with pytest.raises(PositionError, match="does not hold"):
        from_dict(data)
    data = to_dict(_with_offers())
    data["offers"].append(dict(data["offers"][0]))
    with pytest.raises(PositionError, match="one offer at most"):
        from_dict(data)
    data = to_dict(_with_offers())
    data["offers"][0]["asks"] = ["truffle"]
    with pytest.raises(PositionError, match="unknown bean variety"):
        from_dict(data)
    start = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=42))
    start["offers"] = to_dict(_with_offers())["offers"][1:]
    with pytest.raises(PositionError, match="only in step 'trade'"):
        from_dict(start)


def test_offers_and_their_answers_read_back_from_the_notation() -> None:
    state = _with_offers()
    answers = [
        m for m in bohnanza.legal_actions(state).basic if isinstance(m, Accept | Decline | Withdraw)
    ]
    assert {type(m) for m in answers} >= {Decline, Withdraw}
    up = state.face_up_ids[1]
    moves = [*answers, Offer(0, 3, (up,), ("soy",)), Accept(0, 1, ())]
    for move in moves:
        assert read_move(state, describe(state, move)) == move
        assert read_move(state, text_of(state, move)) == move, text_of(state, move)


def test_the_issue_example_offer_by_variety_and_count() -> None:
    state = _step2()
    kind = state.table.cards[state.face_up_ids[0]].variety.key
    offer = read_move(state, f"0 offer to 2 {kind} for 2 soy")
    assert offer == Offer(0, 2, (state.face_up_ids[0],), ("soy", "soy"))
    assert bohnanza.check(state, offer) is None
