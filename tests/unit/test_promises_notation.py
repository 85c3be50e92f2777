"""The move notation for other engines (``bohnanza.notation``), by its docstrings: the text
form read into the JSON form word by word (fillers skipped, every move's words), each card
named by id, place or variety resolved in the position and used once, and each malformed
move refused with ``InvalidActionError`` saying what is wrong."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza.actions import (
    Action,
    BuyField,
    Decline,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.errors import InvalidActionError
from bohnanza.notation import ZONES, describe, parse_text, read_move, text_of
from bohnanza.setup import new_game
from bohnanza.state import GameState


def _refused(call: Any, *args: object) -> str:
    with pytest.raises(InvalidActionError) as caught:
        call(*args)
    return str(caught.value)


def test_each_move_of_the_text_form_reads_into_its_json_form() -> None:
    cases: list[tuple[str, dict[str, object]]] = [
        ("0 plant the front card on field 2", {"seat": 0, "move": "plant",
            "card": {"from": "hand", "index": 1}, "field": 2}),
        ("1 plant hand 3 field 1", {"seat": 1, "move": "plant",
            "card": {"from": "hand", "index": 3}, "field": 1}),
        ("0 plant #33 2 miss 1 up 2", {"seat": 0, "move": "plant", "card": {"id": 33},
            "field": 2, "miss": 1, "steps": 2}),
        ("0 plant soy 1 miss 2 by 1", {"seat": 0, "move": "plant", "card": {"variety": "soy"},
            "field": 1, "miss": 2, "steps": 1}),
        ("0 plant aside 2 on 1 miss 0 0", {"seat": 0, "move": "plant",
            "card": {"from": "set-aside", "index": 2}, "field": 1, "miss": 0, "steps": 0}),
        ("2 harvest field 3", {"seat": 2, "move": "harvest", "field": 3}),
        ("2 harvest 1", {"seat": 2, "move": "harvest", "field": 1}),
        ("1 keep face-up card 1", {"seat": 1, "move": "keep",
            "card": {"from": "face-up", "index": 1}}),
        ("1 discard offered 2", {"seat": 1, "move": "discard",
            "card": {"from": "offer", "index": 2}}),
        ("0 trade with 2 give 1 chili for 2 soy", {"seat": 0, "move": "trade", "partner": 2,
            "give": [{"variety": "chili", "count": 1}],
            "take": [{"variety": "soy", "count": 2}]}),
        ("0 trade 1 give up 1, hand 2 and #7 take nothing coins 1 2", {"seat": 0,
            "move": "trade", "partner": 1,
            "give": [{"from": "face-up", "index": 1}, {"from": "hand", "index": 2}, {"id": 7}],
            "take": [], "give_coins": 1, "take_coins": 2}),
        ("0 trade 1 - take red", {"seat": 0, "move": "trade", "partner": 1, "give": [],
            "take": [{"variety": "red"}]}),
        ("3 offer to 0 give hand 1 ask 2 wax coins 0 1", {"seat": 3, "move": "offer", "to": 0,
            "give": [{"from": "hand", "index": 1}], "ask": [{"variety": "wax", "count": 2}],
            "give_coins": 0, "ask_coins": 1}),
        ("3 offer 0 for soy", {"seat": 3, "move": "offer", "to": 0, "give": [],
            "ask": [{"variety": "soy"}]}),
        ("1 accept from 0 give hand 2", {"seat": 1, "move": "accept", "from": 0,
            "cards": [{"from": "hand", "index": 2}]}),
        ("1 accept 0", {"seat": 1, "move": "accept", "from": 0, "cards": []}),
        ("1 decline 0", {"seat": 1, "move": "decline", "from": 0}),
        ("0 withdraw 2", {"seat": 0, "move": "withdraw", "to": 2}),
        ("2 donate to 0 hand 1, set_aside 1", {"seat": 2, "move": "donate", "to": 0,
            "cards": [{"from": "hand", "index": 1}, {"from": "set-aside", "index": 1}]}),
        ("0 end planting", {"seat": 0, "move": "end-planting"}),
        ("0 END Trading", {"seat": 0, "move": "end-trading"}),
        ("0 buy field", {"seat": 0, "move": "buy-field"}),
        ("0 buy field 3", {"seat": 0, "move": "buy-field"}),
        ("1 leave offer", {"seat": 1, "move": "leave-offer"}),
        ("1 end-planting", {"seat": 1, "move": "end-planting"}),
    ]  # fmt: skip
    for text, expected in cases:
        assert parse_text(text) == expected, text


def test_a_text_that_is_not_the_notation_is_refused_saying_why() -> None:
    cases = [
        ("", "the seat is missing (a whole number)"),
        ("x plant", "the seat is missing (a whole number)"),
        ("0", "'0': no move after the seat"),
        ("0 fly", "'0 fly': unknown move 'fly'"),
        ("0 end", "'0 end': unknown move 'end'"),
        ("0 end-planting now", "'0 end-planting now': unexpected 'now' at the end"),
        ("0 harvest", "the field is missing (a whole number)"),
        ("0 harvest field x", "the field is missing (a whole number)"),
        ("0 plant", "a card is missing"),
        ("0 plant hand", "hand needs a card number (from 1)"),
        ("0 plant hand x 1", "hand needs a card number (from 1)"),
        ("0 plant 2 hand 1 1", "only a variety takes a count"),
        ("0 plant 2 #4 1", "only a variety takes a count"),
        ("0 plant front 1 miss", "the miss's place in the field is missing (a whole number)"),
        ("0 plant front 1 miss 1 up", "how far the miss moves up is missing (a whole number)"),
        ("0 trade", "the partner is missing (a whole number)"),
        ("0 trade 1 coins 1", "the coins taken is missing (a whole number)"),
        ("0 trade 1 coins", "the coins given is missing (a whole number)"),
        ("0 offer", "the addressee is missing (a whole number)"),
        ("0 offer 1 coins 2", "the coins asked is missing (a whole number)"),
        ("0 accept", "the offerer is missing (a whole number)"),
        ("0 decline", "the offerer is missing (a whole number)"),
        ("0 withdraw", "the addressee is missing (a whole number)"),
        ("0 donate", "the receiving seat is missing (a whole number)"),
        ("0 keep", "a card is missing"),
    ]
    for text, said in cases:
        assert _refused(parse_text, text) == said, text
    assert _refused(parse_text, "0 " + "x" * 2000) == "a move is a text of at most 2000 characters"
    assert parse_text("0 plant front " + " " * 1900 + "1")["field"] == 1


def _game() -> GameState:
    return new_game("rio-grande-2000", 4, seed=42)


def test_cards_are_resolved_in_the_position_each_used_once() -> None:
    game = _game()
    hand = game.players[0].hand_ids
    assert read_move(game, "0 plant front on field 2") == Plant(0, hand[0], 1)
    assert read_move(game, "0 plant hand 2 on field 1") == Plant(0, hand[1], 0)
    assert read_move(game, {"seat": 0, "move": "plant", "card": "front", "field": 1}) == (
        Plant(0, hand[0], 0)
    )
    assert read_move(game, f"0 plant #{hand[3]} 1") == Plant(0, hand[3], 0)
    key = game.table.cards[hand[2]].variety.key
    first = next(c for c in hand if game.table.cards[c].variety.key == key)
    assert read_move(game, f"0 plant {key} 1") == Plant(0, first, 0)
    # A card named twice in one move, by place and by id.
    assert _refused(read_move, game, f"0 trade 1 give hand 1, #{hand[0]} take nothing") == (
        f"card {hand[0]} is named twice in one move"
    )
    theirs = game.players[1].hand_ids
    assert read_move(game, "0 trade 1 give hand 1 take hand 2") == (
        Trade(0, 1, (hand[0],), (theirs[1],))
    )
    assert read_move(game, "0 harvest 2") == Harvest(0, 1)
    assert read_move(game, "0 end planting") == EndPlanting(0)
    assert read_move(game, "3 end trading") == EndTrading(3)
    assert read_move(game, "1 buy field") == BuyField(1)
    assert read_move(game, "1 leave offer") == LeaveOffer(1)
    assert read_move(game, "1 decline 0") == Decline(1, 0)
    assert read_move(game, "0 withdraw 3") == Withdraw(0, 3)
    assert read_move(game, "1 donate to 0 hand 1") == Donate(1, 0, (theirs[0],))
    assert read_move(game, "0 offer 2 give hand 1 for 2 soy coins 1 0") == (
        Offer(0, 2, (hand[0],), ("soy", "soy"), 1, 0)
    )


def test_a_card_or_seat_that_is_not_there_is_refused_naming_it() -> None:
    game = _game()
    size = len(game.players[0].hand_ids)
    cards = len(game.table.cards)
    cases: list[tuple[object, str]] = [
        ("0 plant hand 9 on 1",
         f"seat 0's hand card 9 does not exist (seat 0's hand holds {size})"),
        ("0 keep up 1", "face-up card 1 does not exist (face-up holds 0)"),
        ("0 plant aside 1 on 1",
         "seat 0's set-aside card 1 does not exist (seat 0's set-aside holds 0)"),
        (f"0 plant #{cards} 1", f"there is no card {cards} in this deck"),
        ("0 plant #0 0", "a field number is a whole number from 1, not 0"),
        ("7 end planting", "seat 7 does not exist (seats are 0-3)"),
        ("0 trade 9 give hand 1", "seat 9 does not exist"),
        ("0 offer 9 give hand 1", "seat 9 does not exist (seats are 0-3)"),
        ("0 decline 4", "seat 4 does not exist (seats are 0-3)"),
        ("0 plant cocoa 1", "no cocoa card left in hand of seat 0"),
        ("0 trade 1 give soy, soy, soy, soy, soy, soy take nothing",
         "no soy card left in face-up or hand of seat 0"),
        ({"seat": 0, "move": "plant", "card": 5, "field": 1},
         "a card is an object (id, from/index or variety), not 5"),
        ({"seat": 0, "move": "plant", "card": {"from": "pocket"}, "field": 1},
         f"unknown zone 'pocket' (zones: {', '.join(ZONES)})"),
        ({"seat": 0, "move": "plant", "card": {"from": "hand", "index": "1"}, "field": 1},
         "a card's index is a whole number from 1, not '1'"),
        ({"seat": 0, "move": "plant", "card": {"name": "x"}, "field": 1},
         "a card names its id, its place (from, index) or its variety"),
        ({"seat": 0, "move": "trade", "partner": 1, "give": "hand"},
         "a list of cards is an array, not 'hand'"),
        ({"seat": 0, "move": "trade", "partner": 1, "give": [{"variety": "soy", "count": 0}]},
         "a card count is a whole number from 1, not 0"),
        ({"seat": 0, "move": "trade", "partner": 1, "give": [{"id": 3, "count": 2}]},
         "only a variety takes a count"),
        ({"seat": 0, "move": "offer", "to": 1, "ask": "soy"},
         "the cards asked are an array, not 'soy'"),
        ({"seat": 0, "move": "offer", "to": 1, "ask": [{"id": 3}]},
         "a card asked for is named by its variety"),
        ({"seat": 0, "move": "offer", "to": 1, "ask": [{"variety": "soy", "count": 201}]},
         "a card count is a whole number from 1, not 201"),
        ({"seat": 0, "move": "trade", "partner": 1, "give_coins": -1},
         "a coin count is a whole number from 0, not -1"),
        ({"seat": True, "move": "end-planting"}, "seat True does not exist (seats are 0-3)"),
        ({"seat": 0, "move": "dance"}, "unknown move 'dance'"),
        ({"seat": 0, "move": "plant", "card": "front", "field": 1, "miss": -1},
         "a miss's place in the field is a whole number from 0, not -1"),
        (5, "a move is text or a JSON object, not 5"),
    ]  # fmt: skip
    for move, said in cases:
        assert _refused(read_move, game, move) == said, move
    assert (
        _refused(read_move, "not a state", "0 end planting") == "'not a state' is not a GameState"
    )


def test_the_json_form_and_the_text_form_name_the_same_move() -> None:
    game = _game()
    hand = game.players[0].hand_ids
    theirs = game.players[2].hand_ids
    moves: list[Action] = [
        Plant(0, hand[0], 1),
        Harvest(0, 0),
        Trade(0, 2, (hand[1], hand[2]), (theirs[0],)),
        Trade(0, 2, (), (theirs[1],), 1, 0),
        Donate(2, 0, (theirs[0],)),
        Offer(0, 1, (hand[0],), ("soy", "soy", "wax"), 0, 2),
        Decline(1, 0),
        Withdraw(0, 1),
        EndPlanting(0),
        EndTrading(0),
        BuyField(3),
        LeaveOffer(0),
    ]
    for move in moves:
        assert read_move(game, describe(game, move)) == move, move
        assert read_move(game, text_of(game, move)) == move, move
    assert text_of(game, Plant(0, hand[0], 1)) == "0 plant hand 1 on field 2"
    assert text_of(game, Trade(0, 2, (), (theirs[1],), 1, 0)) == (
        "0 trade with 2 give nothing take hand 2 coins 1 0"
    )
    assert text_of(game, Offer(0, 1, (), ("soy", "soy"))) == "0 offer to 1 give nothing for 2 soy"
    assert text_of(game, Donate(2, 0, (theirs[0], theirs[1]))) == "2 donate to 0 hand 1, hand 2"
    assert text_of(game, Decline(1, 0)) == "1 decline 0"
    assert text_of(game, Withdraw(0, 1)) == "0 withdraw 1"
    assert text_of(game, Harvest(0, 0)) == "0 harvest field 1"
    assert text_of(game, BuyField(3)) == "3 buy-field"
    card = describe(game, Trade(0, 2, (hand[1],), (theirs[0],)))
    assert card["give"] == [
        {"id": hand[1], "variety": game.table.cards[hand[1]].variety.key, "from": "hand",
         "index": 2}
    ]  # fmt: skip
    assert card["take"] == [
        {"id": theirs[0], "variety": game.table.cards[theirs[0]].variety.key, "from": "hand",
         "index": 1}
    ]  # fmt: skip
    # A card of another seat's hand named in a move of seat 0 says whose it is.
    other = describe(game, Donate(0, 1, (theirs[0],)))
    assert other["cards"] == [
        {"id": theirs[0], "variety": game.table.cards[theirs[0]].variety.key, "from": "hand",
         "index": 1, "owner": 2}
    ]  # fmt: skip
    # A card in no zone: its id and variety only, and the text names it by id.
    box = next(c for c in range(len(game.table.cards)) if c in game.stack_ids)
    assert describe(game, Keep(0, box))["card"] == {
        "id": box,
        "variety": game.table.cards[box].variety.key,
    }
    assert text_of(game, Keep(0, box)) == f"0 keep #{box}"
    plant = describe(game, Plant(0, hand[0], 0))
    assert "miss" not in plant and "steps" not in plant


def test_a_move_that_cannot_be_written_against_the_position_is_refused() -> None:
    game = _game()
    assert _refused(describe, game, "0 plant") == "malformed action: a str is not an action"
    assert _refused(describe, "x", EndPlanting(0)) == "'x' is not a GameState"
    assert "seat 7" in _refused(describe, game, EndPlanting(7))
    assert _refused(text_of, game, "0 plant") == "malformed action: a str is not an action"
