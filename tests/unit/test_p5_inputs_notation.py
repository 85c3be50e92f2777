"""The move notation (``bohnanza.notation``) by the step it is read in: a card named by its
variety is looked for where the move takes it from in that step (the hand in step 1, the
set-aside cards in step 3, the face-up cards of the duel's draw, the offer of the duel's
offer step; a discard from the duel's hand or its offer); the text's length and a count at
their last accepted and first refused values; every move written and read back in the
step it was found in, in the 2-player duel and Ladybohn too."""

from __future__ import annotations

import random
import warnings
from functools import cache

import pytest

import bohnanza
from bohnanza.actions import Accept, Action, Discard, Donate, Keep, Offer, Plant, Trade
from bohnanza.errors import InvalidActionError
from bohnanza.notation import describe, parse_text, read_move, text_of
from bohnanza.state import GameState

Found = dict[tuple[str, str, str], tuple[GameState, Action]]


@cache
def _found() -> Found:
    """A position and a legal move in it for each (edition, step, kind of move) that a few
    random games reach."""
    found: Found = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet warns
        for name, count in (("rio-grande-2000", 2), ("rio-grande-2000", 3), ("ladybohn", 3)):
            for seed in range(3):
                game = bohnanza.new_game(name, count, seed=seed)
                pick = random.Random(seed)
                for _ in range(200):
                    moves = list(bohnanza.legal_actions(game).basic)
                    if not moves:
                        break
                    for move in moves:
                        found.setdefault((name, game.step.name, type(move).__name__), (game, move))
                    game = bohnanza.apply(game, pick.choice(moves))
    return found


def _zone(state: GameState, seat: int, zone: str) -> tuple[int, ...]:
    player = state.players[seat]
    return {
        "hand": player.hand_ids,
        "set-aside": player.aside_ids,
        "face-up": state.face_up_ids,
        "offer": state.offer_ids,
    }[zone]


@pytest.mark.parametrize(
    ("name", "step", "kind", "zone"),
    [
        ("rio-grande-2000", "PLANT", "Plant", "hand"),
        ("rio-grande-2000", "PLANT_RECEIVED", "Plant", "set-aside"),
        ("rio-grande-2000", "DUEL_DRAW", "Plant", "face-up"),
        ("rio-grande-2000", "DUEL_PLANT", "Plant", "hand"),
        ("rio-grande-2000", "OFFER", "Plant", "offer"),
        ("rio-grande-2000", "DUEL_PLANT", "Discard", "hand"),
        ("rio-grande-2000", "OFFER", "Discard", "offer"),
        ("rio-grande-2000", "TRADE", "Keep", "face-up"),
        ("ladybohn", "PLANT", "Plant", "hand"),
        ("ladybohn", "PLANT_RECEIVED", "Plant", "set-aside"),
        ("ladybohn", "TRADE", "Keep", "face-up"),
    ],
)
def test_a_card_is_named_from_where_the_move_takes_it_in_its_step(
    name: str, step: str, kind: str, zone: str
) -> None:
    state, move = _found()[(name, step, kind)]
    assert isinstance(move, Plant | Discard | Keep)
    seat, card = move.seat, move.card
    held = _zone(state, seat, zone)
    assert card in held
    written = describe(state, move)
    assert written["card"] == {
        "id": card,
        "variety": state.table.cards[card].variety.key,
        "from": zone,
        "index": held.index(card) + 1,
    }
    text = text_of(state, move)
    assert f" {zone} {held.index(card) + 1}" in text
    assert read_move(state, text) == move
    assert read_move(state, written) == move
    # By its variety: the first card of that variety where the move takes it from.
    key = state.table.cards[card].variety.key
    first = next(c for c in held if state.table.cards[c].variety.key == key)
    by_kind: dict[str, object] = {k: v for k, v in written.items() if k != "card"}
    by_kind["card"] = {"variety": key}
    named = read_move(state, by_kind)
    assert isinstance(named, Plant | Discard | Keep)
    assert type(named) is type(move) and named.card == first


def test_the_text_is_read_up_to_its_length_bound() -> None:
    at_bound = "0 harvest" + " " * (2000 - len("0 harvest 1")) + " 1"
    assert len(at_bound) == 2000
    assert parse_text(at_bound) == {"seat": 0, "move": "harvest", "field": 1}
    with pytest.raises(InvalidActionError) as caught:
        parse_text(at_bound + " ")
    assert str(caught.value) == "a move is a text of at most 2000 characters"
    with pytest.raises(InvalidActionError) as caught:
        parse_text(5)  # type: ignore[arg-type]
    assert str(caught.value) == "a move is a text of at most 2000 characters"


def test_a_count_of_a_variety_is_read_up_to_200() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    offer = read_move(game, {"seat": 0, "move": "offer", "to": 1, "ask": [
        {"variety": "soy", "count": 200}]})  # fmt: skip
    assert isinstance(offer, Offer) and offer.asks == ("soy",) * 200
    for count in (0, 201, True, "2"):
        with pytest.raises(InvalidActionError) as caught:
            read_move(game, {"seat": 0, "move": "offer", "to": 1, "ask": [
                {"variety": "soy", "count": count}]})  # fmt: skip
        assert str(caught.value) == f"a card count is a whole number from 1, not {count!r}"
    # Cards given: the count is checked before the cards are looked for.
    for count in (0, 201):
        with pytest.raises(InvalidActionError) as caught:
            read_move(game, {"seat": 0, "move": "trade", "partner": 1, "give": [
                {"variety": "soy", "count": count}]})  # fmt: skip
        assert str(caught.value) == f"a card count is a whole number from 1, not {count}"
    with pytest.raises(InvalidActionError) as caught:
        read_move(game, {"seat": 0, "move": "trade", "partner": 1, "give": [
            {"variety": "soy", "count": 200}]})  # fmt: skip
    assert str(caught.value) == "no soy card left in face-up or hand of seat 0"


def test_a_seat_not_active_gives_and_offers_from_its_hand_only() -> None:
    state, _ = _found()[("rio-grande-2000", "TRADE", "Keep")]
    active = state.active
    other = (active + 1) % len(state.players)
    up = state.face_up_ids
    assert up
    key = state.table.cards[up[0]].variety.key
    theirs = [c for c in state.players[other].hand_ids if state.table.cards[c].variety.key == key]
    # The active seat's variety is found among the face-up cards first.
    donate = read_move(state, f"{active} donate to {other} {key}")
    assert isinstance(donate, Donate) and donate.cards == (up[0],)
    offered = read_move(state, f"{active} offer to {other} give {key} for soy")
    assert isinstance(offered, Offer) and offered.gives == (up[0],)
    # Another seat's: from its hand only.
    if theirs:
        given = read_move(state, f"{other} donate to {active} {key}")
        assert isinstance(given, Donate) and given.cards == (theirs[0],)
    else:
        with pytest.raises(InvalidActionError) as caught:
            read_move(state, f"{other} donate to {active} {key}")
        assert str(caught.value) == f"no {key} card left in hand of seat {other}"
        with pytest.raises(InvalidActionError) as caught:
            read_move(state, f"{other} offer to {active} give {key}")
        assert str(caught.value) == f"no {key} card left in hand of seat {other}"


def test_coins_and_accepted_cards_are_written_and_read_back() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    hand = game.players[0].hand_ids
    theirs = game.players[1].hand_ids
    trade = Trade(0, 1, (hand[0],), (theirs[0],), 0, 3)
    assert text_of(game, trade) == "0 trade with 1 give hand 1 take hand 1 coins 0 3"
    assert describe(game, trade)["give_coins"] == 0
    assert describe(game, trade)["take_coins"] == 3
    assert read_move(game, text_of(game, trade)) == trade
    offer = Offer(0, 1, (hand[0],), ("soy", "wax", "soy"), 2, 0)
    assert text_of(game, offer) == "0 offer to 1 give hand 1 for 2 soy, 1 wax coins 2 0"
    assert describe(game, offer)["ask"] == [
        {"variety": "soy", "count": 2},
        {"variety": "wax", "count": 1},
    ]
    assert read_move(game, text_of(game, offer)) == Offer(
        0, 1, (hand[0],), ("soy", "soy", "wax"), 2, 0
    )
    plain = Offer(0, 1, (hand[0],), ("soy",))
    assert "give_coins" not in describe(game, plain)
    assert text_of(game, plain) == "0 offer to 1 give hand 1 for 1 soy"
    accept = Accept(1, 0, (theirs[1], theirs[2]))
    assert text_of(game, accept) == "1 accept from 0 give hand 2, hand 3"
    assert describe(game, accept)["from"] == 0
    assert read_move(game, text_of(game, accept)) == accept
    assert text_of(game, Accept(1, 0, ())) == "1 accept from 0"
    assert read_move(game, "1 accept from 0") == Accept(1, 0, ())
    keep = text_of(game, Keep(0, hand[4]))
    assert keep == "0 keep hand 5"


def test_ladybohns_miss_move_is_written_and_read_back() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
    hand = game.players[0].hand_ids
    move = Plant(0, hand[0], 1, 0, 2)
    assert describe(game, move) == {
        "seat": 0,
        "move": "plant",
        "card": {
            "id": hand[0],
            "variety": game.table.cards[hand[0]].variety.key,
            "from": "hand",
            "index": 1,
        },
        "field": 2,
        "miss": 1,
        "steps": 2,
    }
    assert text_of(game, move) == "0 plant hand 1 on field 2 miss 1 up 2"
    assert read_move(game, text_of(game, move)) == move
    steps_only = Plant(0, hand[0], 0, -1, 1)
    assert text_of(game, steps_only) == "0 plant hand 1 on field 1 miss 0 up 1"
    assert read_move(game, text_of(game, steps_only)) == steps_only
    assert read_move(
        game, {"seat": 0, "move": "plant", "card": "front", "field": 1, "steps": 0}
    ) == (Plant(0, hand[0], 0, -1, 0))


def test_the_third_field_bought_may_be_named_and_nothing_may_follow() -> None:
    assert parse_text("0 buy field 3") == {"seat": 0, "move": "buy-field"}
    for text, rest in (
        ("0 buy field 3 now", "now"),
        ("0 buy field 2", "2"),
        ("0 leave offer 3", "3"),
    ):
        with pytest.raises(InvalidActionError) as caught:
            parse_text(text)
        assert str(caught.value) == f"{text!r}: unexpected {rest!r} at the end"


def test_a_card_of_another_seats_set_aside_says_whose_it_is() -> None:
    state, move = _found()[("rio-grande-2000", "PLANT_RECEIVED", "Plant")]
    assert isinstance(move, Plant)
    seat = move.seat
    aside = state.players[seat].aside_ids
    assert len(aside) == 2
    card = aside[1]
    other = (seat + 1) % len(state.players)
    key = state.table.cards[card].variety.key
    assert describe(state, Keep(other, card))["card"] == {
        "id": card,
        "variety": key,
        "from": "set-aside",
        "index": 2,
        "owner": seat,
    }
    assert describe(state, Keep(seat, card))["card"] == {
        "id": card,
        "variety": key,
        "from": "set-aside",
        "index": 2,
    }
