"""The outsiders' move notation: every referee move reads back from its text and JSON forms;
positions and varieties resolve; refusals name the rule."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.actions import Action
from bohnanza.bots import random_moves
from bohnanza.errors import InvalidActionError
from bohnanza.notation import describe, parse_text, read_move, text_of


@pytest.mark.parametrize(
    ("name", "count"),
    [("rio-grande-2000", 4), ("amigo-fr", 2), ("original-1997-fr-003", 3), ("ladybohn", 4)],
)
def test_every_move_reads_back_from_both_forms(name: str, count: int) -> None:
    start = bohnanza.new_game(name, count, seed=8)
    rng = random.Random(8)
    states = [start] + [s for _, s in random_moves(start, rng, trades=0.2)]
    seen: set[str] = set()
    for state in states[::3]:
        legal = bohnanza.legal_actions(state)
        moves: list[Action] = list(legal.basic)
        space = legal.negotiations
        moves += [space.sample(rng) for _ in range(min(3, len(space)))]
        for move in moves:
            assert read_move(state, text_of(state, move)) == move, text_of(state, move)
            assert read_move(state, describe(state, move)) == move
            seen.add(type(move).__name__)
    assert {"Plant", "Harvest"} <= seen
    assert ("Discard" in seen) if start.rules.duel else ({"Keep", "EndTrading"} <= seen)


def test_the_issue_examples() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    front = game.players[0].hand_ids[0]
    assert read_move(game, "0 plant the front card on field 2") == bohnanza.Plant(0, front, 1)
    state = bohnanza.apply(game, bohnanza.Plant(0, front, 0))
    state = bohnanza.apply(state, bohnanza.EndPlanting(0))
    assert state.step is bohnanza.Step.TRADE
    first_up = state.face_up_ids[0]
    assert read_move(state, "0 keep face-up card 1") == bohnanza.Keep(0, first_up)
    variety = state.table.cards[first_up].variety.key
    assert read_move(state, f"0 keep {variety}") == bohnanza.Keep(0, first_up)
    assert read_move(state, {"seat": 0, "move": "keep", "card": {"from": "face-up"}}) == (
        bohnanza.Keep(0, first_up)
    )
    partner_card = state.players[2].hand_ids[0]
    kind = state.table.cards[partner_card].variety.key
    trade = read_move(state, f"0 trade with 2 give face-up 1 for 1 {kind}")
    assert trade == bohnanza.Trade(0, 2, (first_up,), (partner_card,))
    assert bohnanza.check(state, trade) is None


def test_counts_of_a_variety_take_distinct_cards() -> None:
    s = bohnanza.compose(
        "rio-grande-2000",
        4,
        step=bohnanza.Step.TRADE,
        hands={0: ["soy"], 2: ["chili", "chili", "wax"]},
        face_up=["soy", "wax"],
        deck=["blue"] * 10,
    )
    trade = read_move(s, "0 trade 2 give 2 soy take 2 chili")
    assert isinstance(trade, bohnanza.Trade)
    assert len(set(trade.gives)) == 2 and trade.gives[0] == s.face_up_ids[0]
    assert trade.takes == s.players[2].hand_ids[:2]


def test_illegal_moves_are_refused_by_the_rule() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    second = read_move(game, "0 plant hand 2 field 1")
    assert bohnanza.check(game, second).rule == "002/step1.front-card"  # type: ignore[union-attr]
    s = bohnanza.compose("rio-grande-2000", 4, fields={1: [["chili"], ["soy"] * 3]})
    lone = read_move(s, {"seat": 1, "move": "harvest", "field": 1})
    assert bohnanza.check(s, lone).rule == "002/harvest.protection"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("move", "message"),
    [
        ("0 plant hand 9 field 1", "hand card 9 does not exist"),
        ("0 plant cocoa field 1", "no cocoa card left"),
        ("0 plant front", "the field is missing"),
        ("0 dance", "unknown move"),
        ("zero plant front field 1", "the seat is missing"),
        ("0 plant front field 1 now", "unexpected 'now'"),
        ("0 keep mystery", "unknown bean variety"),
        ("7 end planting", "seat 7 does not exist"),
        ({"seat": 0, "move": "plant", "card": {"id": 500}, "field": 1}, "no card 500"),
        ({"seat": 0, "move": "plant", "card": "33", "field": 1}, "a card is an object"),
        ({"seat": 0, "move": "harvest", "field": 0}, "a field number is a whole number from 1"),
    ],
)
def test_malformed_notation_is_refused_with_the_problem(move: object, message: str) -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    with pytest.raises(InvalidActionError, match=message):
        read_move(game, move)  # type: ignore[arg-type]


def test_text_parses_to_the_json_form() -> None:
    assert parse_text("2 harvest field 3") == {"seat": 2, "move": "harvest", "field": 3}
    assert parse_text("1 donate to 0 hand 2, 1 chili") == {
        "seat": 1,
        "move": "donate",
        "to": 0,
        "cards": [{"from": "hand", "index": 2}, {"variety": "chili", "count": 1}],
    }
