"""Moves (``bohnanza.actions``), by their docstrings: each class checks its fields when it
is built (whole numbers of at most nine digits, tuples of them, an offer's variety keys),
is immutable, compares and hashes by class and values, and writes the compact text form
that ``parse_action`` reads back; any other text is refused listing the forms."""

from __future__ import annotations

import pickle
from typing import Any

import pytest

import bohnanza
from bohnanza.actions import (
    MAX_CARDS,
    MAX_NUMBER,
    MAX_TEXT,
    MOVE_CLASSES,
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
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
    agreed_donation,
    agreed_trade,
    parse_action,
)
from bohnanza.errors import InvalidActionError

TEXTS: list[tuple[Action, str]] = [
    (Plant(1, 17, 0), "1 plant 17 0"),
    (Plant(0, 5, 2, 1, 2), "0 plant 5 2 miss 1 2"),
    (EndPlanting(3), "3 end-planting"),
    (Harvest(2, 1), "2 harvest 1"),
    (BuyField(0), "0 buy-field"),
    (Keep(1, 40), "1 keep 40"),
    (Discard(0, 9), "0 discard 9"),
    (LeaveOffer(1), "1 leave-offer"),
    (Trade(0, 2, (5, 9), (40,)), "0 trade 2 give 5,9 take 40"),
    (Trade(0, 2, (), (40,), 1, 0), "0 trade 2 give - take 40 coins 1 0"),
    (Trade(0, 2, (5,), (), 0, 3), "0 trade 2 give 5 take - coins 0 3"),
    (Donate(2, 0, (7, 8)), "2 donate 0 7,8"),
    (Offer(0, 1, (3,), ("chili", "chili")), "0 offer 1 give 3 ask chili,chili"),
    (Offer(0, 1, (), ("black-eyed",), 0, 2), "0 offer 1 give - ask black-eyed coins 0 2"),
    (Offer(1, 0, (4, 5), ()), "1 offer 0 give 4,5 ask -"),
    (Accept(1, 0), "1 accept 0"),
    (Accept(1, 0, (6, 2)), "1 accept 0 give 6,2"),
    (Decline(1, 0), "1 decline 0"),
    (Withdraw(0, 1), "0 withdraw 1"),
    (EndTrading(0), "0 end-trading"),
]


def test_each_move_writes_the_text_form_parse_action_reads_back() -> None:
    assert {type(m) for m, _ in TEXTS} == set(MOVE_CLASSES)
    for move, text in TEXTS:
        assert str(move) == text
        assert parse_action(text) == move and type(parse_action(text)) is type(move)
    # Blanks of any kind and number separate the words.
    assert parse_action("  0\ttrade  2 give 5,9\n take 40 ") == Trade(0, 2, (5, 9), (40,))
    assert parse_action("0 plant 5 2 miss 0 0") == Plant(0, 5, 2, 0, 0)
    assert str(Plant(0, 5, 2, 0, 0)) == "0 plant 5 2 miss 0 0"
    # A negative number, which a move may hold, is written but not read back.
    assert str(Plant(0, 5, 2, -1, 1)) == "0 plant 5 2 miss -1 1"
    assert str(Harvest(0, -1)) == "0 harvest -1"
    for text in ("0 plant 5 2 miss -1 1", "0 harvest -1"):
        with pytest.raises(InvalidActionError):
            parse_action(text)


def test_a_text_that_is_no_move_is_refused_listing_the_forms() -> None:
    for text in (
        "2 harvest",
        "2 harvests 1",
        "two harvest 1",
        "2 harvest \u0661",
        "2 harvest 1 extra",
        "0 trade 2 give 5, 9 take 40",
        "0 offer 1 give 3 ask Chili",
        "0 plant 1 2 miss 1",
        "0 donate 1 -",
        "0",
        "",
        "1234567890 end-planting",
    ):
        with pytest.raises(InvalidActionError) as caught:
            parse_action(text)
        said = str(caught.value)
        assert said.startswith(f"malformed action {text!r}: expected one of SEAT plant CARD")
        assert said.endswith("SEAT withdraw TO | SEAT end-trading")
    long = "0 plant " + "1" * 100
    with pytest.raises(InvalidActionError) as caught:
        parse_action(long)
    assert str(caught.value).startswith(f"malformed action {long[:77]!r}...: expected")
    with pytest.raises(InvalidActionError) as caught:
        parse_action("0 trade 1 give " + "1," * 2500 + "1 take -")
    assert str(caught.value) == f"malformed action: 5023 characters, more than {MAX_TEXT}"
    for value in (5, None, b"0 end-trading"):
        with pytest.raises(InvalidActionError) as caught:
            parse_action(value)
        assert str(caught.value).startswith("an action's text must be a str, not ")


def test_the_fields_are_checked_when_a_move_is_built() -> None:
    assert Plant(MAX_NUMBER, -MAX_NUMBER, 0).card == -MAX_NUMBER
    cases: list[tuple[Any, tuple[Any, ...], str]] = [
        (Plant, (0, MAX_NUMBER + 1, 0), f"Plant.card is {MAX_NUMBER + 1}, beyond {MAX_NUMBER}"),
        (Harvest, (-MAX_NUMBER - 1, 0),
         f"Harvest.seat is {-MAX_NUMBER - 1}, beyond {MAX_NUMBER}"),
        (Keep, (0, True), "Keep.card must be an int, not a bool"),
        (Discard, (0, 1.0), "Discard.card must be an int, not a float"),
        (EndTrading, ("0",), "EndTrading.seat must be an int, not a str"),
        (Donate, (0, 1, 5), "Donate.cards must be a tuple of ints, not an int"),
        (Donate, (0, 1, (1, "2")), "Donate.cards item must be an int, not a str"),
        (Trade, (0, 1, (1,) * (MAX_CARDS + 1), ()),
         f"Trade.gives names {MAX_CARDS + 1} cards, more than {MAX_CARDS}"),
        (Trade, (0, 1, (), [MAX_NUMBER + 1]),
         f"Trade.takes item is {MAX_NUMBER + 1}, beyond {MAX_NUMBER}"),
        (Offer, (0, 1, (), "chili"), "Offer.asks must be a tuple of variety keys, not a str"),
        (Offer, (0, 1, (), ("x",) * (MAX_CARDS + 1)),
         f"Offer.asks names {MAX_CARDS + 1} cards, more than {MAX_CARDS}"),
        (Offer, (0, 1, (), (5,)), "Offer.asks item must be a str, not an int"),
        (Offer, (0, 1, (), ("",)), "Offer.asks item '' is not a variety key"),
        (Accept, (0, 1, (True,)), "Accept.cards item must be an int, not a bool"),
    ]  # fmt: skip
    for cls, args, said in cases:
        with pytest.raises(InvalidActionError) as caught:
            cls(*args)
        assert str(caught.value) == said
    # Lists are taken as tuples; an integer type with __index__ as the int it stands for.
    assert Donate(0, 1, [3, 4]).cards == (3, 4)
    assert Offer(0, 1, [3], ["soy"]).asks == ("soy",)
    assert Trade(0, 1, (1,) * MAX_CARDS, ()).gives == (1,) * MAX_CARDS

    class Index:
        def __index__(self) -> int:
            return 7

    class Hostile:
        def __index__(self) -> int:
            raise RuntimeError("no")

    assert Harvest(Index(), 0).seat == 7
    with pytest.raises(InvalidActionError) as caught:
        Harvest(Hostile(), 0)
    assert str(caught.value).startswith("Harvest.seat must be an int, not ")


def test_moves_are_immutable_values() -> None:
    move = Plant(0, 3, 1)
    with pytest.raises(AttributeError) as caught:
        move.card = 4  # type: ignore[misc]
    if bohnanza.COMPILED:  # mypyc's own read-only attribute
        assert str(caught.value) == "attribute 'card' of 'Plant' objects is not writable"
    else:
        assert str(caught.value) == "Plant is immutable: 'card' cannot be changed"
    with pytest.raises(AttributeError):
        del move.seat
    assert move.card == 3
    assert Plant(0, 3, 1) == move and hash(Plant(0, 3, 1)) == hash(move)
    assert Keep(0, 3) != Discard(0, 3) and Plant(0, 3, 1) != Plant(0, 3, 1, 0, 1)
    assert {Decline(1, 0), Decline(1, 0), Withdraw(1, 0)} == {Decline(1, 0), Withdraw(1, 0)}
    assert (Plant(0, 3, 1) == "0 plant 3 1") is False
    for original, _ in TEXTS:
        again = pickle.loads(pickle.dumps(original))
        assert again == original and type(again) is type(original)
    assert repr(Plant(0, 3, 1)) == "Plant(seat=0, card=3, field=1)"
    assert repr(Plant(0, 3, 1, 0, 2)) == "Plant(seat=0, card=3, field=1, miss=0, steps=2)"
    assert repr(Trade(0, 1, (2,), ())) == (
        "Trade(seat=0, partner=1, gives=(2,), takes=(), give_coins=0, take_coins=0)"
    )
    with pytest.raises(TypeError):

        class Mine(Plant):
            pass


def test_the_agreed_shorthands_are_the_constructors_moves() -> None:
    trade = agreed_trade(0, 2, (5, 9), (40,), 1, 0)
    assert trade == Trade(0, 2, (5, 9), (40,), 1, 0) and type(trade) is Trade
    assert str(trade) == "0 trade 2 give 5,9 take 40 coins 1 0"
    donation = agreed_donation(2, 0, (7,))
    assert donation == Donate(2, 0, (7,)) and type(donation) is Donate
    with pytest.raises(AttributeError):
        donation.cards = ()  # type: ignore[misc]
