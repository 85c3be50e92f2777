"""Every move class of ``bohnanza.actions`` by what its docstrings promise: each field in its
place (``values``, the class pattern, the repr), the compact text form written by ``str``
and read back by ``parse_action`` field by field, comparison and hashing by kind and
fields, pickling and copying, immutability, and the constructor's checks of each field
(whole numbers of at most nine digits, card lists of at most ``MAX_CARDS``, short variety
keys), each refusal naming the class and the field."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

import bohnanza
from bohnanza.actions import (
    MAX_CARDS,
    MAX_KEY,
    MAX_NUMBER,
    MAX_TEXT,
    MOVE_CLASSES,
    Accept,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Move,
    Offer,
    Plant,
    Trade,
    Withdraw,
    agreed_donation,
    agreed_trade,
    parse_action,
)
from bohnanza.errors import InvalidActionError

# Each move with a different value in every field, its text, its repr and its fields.
CASES: list[tuple[Move, str, str, tuple[object, ...]]] = [
    (Plant(1, 17, 2), "1 plant 17 2", "Plant(seat=1, card=17, field=2)", (1, 17, 2, -1, 0)),
    (
        Plant(3, 104, 1, 4, 2),
        "3 plant 104 1 miss 4 2",
        "Plant(seat=3, card=104, field=1, miss=4, steps=2)",
        (3, 104, 1, 4, 2),
    ),
    (EndPlanting(4), "4 end-planting", "EndPlanting(seat=4)", (4,)),
    (Harvest(2, 1), "2 harvest 1", "Harvest(seat=2, field=1)", (2, 1)),
    (BuyField(5), "5 buy-field", "BuyField(seat=5)", (5,)),
    (Discard(1, 88), "1 discard 88", "Discard(seat=1, card=88)", (1, 88)),
    (LeaveOffer(1), "1 leave-offer", "LeaveOffer(seat=1)", (1,)),
    (Keep(3, 42), "3 keep 42", "Keep(seat=3, card=42)", (3, 42)),
    (
        Trade(0, 2, (5, 9), (40,)),
        "0 trade 2 give 5,9 take 40",
        "Trade(seat=0, partner=2, gives=(5, 9), takes=(40,), give_coins=0, take_coins=0)",
        (0, 2, (5, 9), (40,), 0, 0),
    ),
    (
        Trade(1, 3, (), (7, 8, 6), 2, 1),
        "1 trade 3 give - take 7,8,6 coins 2 1",
        "Trade(seat=1, partner=3, gives=(), takes=(7, 8, 6), give_coins=2, take_coins=1)",
        (1, 3, (), (7, 8, 6), 2, 1),
    ),
    (
        Trade(2, 0, (11,), (), 0, 3),
        "2 trade 0 give 11 take - coins 0 3",
        "Trade(seat=2, partner=0, gives=(11,), takes=(), give_coins=0, take_coins=3)",
        (2, 0, (11,), (), 0, 3),
    ),
    (
        Donate(2, 4, (12, 3)),
        "2 donate 4 12,3",
        "Donate(seat=2, receiver=4, cards=(12, 3))",
        (2, 4, (12, 3)),
    ),
    (
        Offer(0, 3, (5,), ("chili", "chili", "black-eyed")),
        "0 offer 3 give 5 ask chili,chili,black-eyed",
        "Offer(seat=0, to=3, gives=(5,), asks=('chili', 'chili', 'black-eyed'), "
        "give_coins=0, ask_coins=0)",
        (0, 3, (5,), ("chili", "chili", "black-eyed"), 0, 0),
    ),
    (
        Offer(4, 1, (), ("red",), 3, 0),
        "4 offer 1 give - ask red coins 3 0",
        "Offer(seat=4, to=1, gives=(), asks=('red',), give_coins=3, ask_coins=0)",
        (4, 1, (), ("red",), 3, 0),
    ),
    (
        Offer(1, 0, (6, 2), (), 0, 2),
        "1 offer 0 give 6,2 ask - coins 0 2",
        "Offer(seat=1, to=0, gives=(6, 2), asks=(), give_coins=0, ask_coins=2)",
        (1, 0, (6, 2), (), 0, 2),
    ),
    (Accept(3, 0), "3 accept 0", "Accept(seat=3, offerer=0, cards=())", (3, 0, ())),
    (
        Accept(1, 2, (9, 30)),
        "1 accept 2 give 9,30",
        "Accept(seat=1, offerer=2, cards=(9, 30))",
        (1, 2, (9, 30)),
    ),
    (Decline(2, 3), "2 decline 3", "Decline(seat=2, offerer=3)", (2, 3)),
    (Withdraw(4, 2), "4 withdraw 2", "Withdraw(seat=4, to=2)", (4, 2)),
    (EndTrading(6), "6 end-trading", "EndTrading(seat=6)", (6,)),
]

IDS = [text for _, text, _, _ in CASES]


@pytest.mark.parametrize(("move", "text", "shown", "fields"), CASES, ids=IDS)
def test_a_move_writes_and_reads_back_its_text_field_by_field(
    move: Move, text: str, shown: str, fields: tuple[object, ...]
) -> None:
    assert str(move) == text
    read = parse_action(text)
    assert type(read) is type(move)
    assert read == move and read.values() == fields
    assert repr(move) == shown
    assert move.values() == fields
    assert tuple(getattr(move, name) for name in move.__match_args__) == fields


@pytest.mark.parametrize(("move", "text", "shown", "fields"), CASES, ids=IDS)
def test_a_move_is_compared_hashed_pickled_and_copied_by_its_kind_and_fields(
    move: Move, text: str, shown: str, fields: tuple[object, ...]
) -> None:
    cls: Any = type(move)
    twin = cls(*fields)
    assert twin == move and (twin != move) is False and hash(twin) == hash(move)
    assert len({move, twin}) == 1
    for again in (pickle.loads(pickle.dumps(move)), copy.copy(move), copy.deepcopy(move)):
        assert type(again) is cls and again == move and again.values() == fields
    # Any field changed makes another move.
    for k, (name, value) in enumerate(zip(move.__match_args__, fields, strict=True)):
        changed = list(fields)
        if type(value) is int:
            changed[k] = value + 1
        elif isinstance(value, tuple) and value:
            changed[k] = value[:-1]
        else:
            changed[k] = ("red",) if name == "asks" else (1,)
        assert cls(*changed) != move, (k, changed)
    assert move not in (text, fields) and (move == object()) is False


def test_moves_of_different_kinds_with_the_same_fields_differ() -> None:
    pairs = [Harvest(0, 1), Keep(0, 1), Discard(0, 1), Decline(0, 1), Withdraw(0, 1)]
    singles = [EndPlanting(2), BuyField(2), LeaveOffer(2), EndTrading(2)]
    for group in (pairs, singles):
        assert len(set(group)) == len(group)
        for a in group:
            assert [b for b in group if b == a] == [a]
    assert Donate(0, 1, (2,)) != Accept(0, 1, (2,))


@pytest.mark.parametrize(("move", "text", "shown", "fields"), CASES, ids=IDS)
def test_a_move_is_immutable(move: Move, text: str, shown: str, fields: tuple[object, ...]) -> None:
    name = move.__match_args__[0]
    cls = type(move).__name__
    with pytest.raises(AttributeError) as caught:
        setattr(move, name, 7)
    if not bohnanza.COMPILED:
        assert str(caught.value) == f"{cls} is immutable: {name!r} cannot be changed"
    with pytest.raises(AttributeError):
        delattr(move, name)
    assert move.values() == fields


def test_the_move_classes_are_every_kind_in_their_order_and_closed() -> None:
    assert (
        Plant,
        EndPlanting,
        Harvest,
        BuyField,
        Discard,
        LeaveOffer,
        Keep,
        Trade,
        Donate,
        Offer,
        Accept,
        Decline,
        Withdraw,
        EndTrading,
    ) == MOVE_CLASSES
    assert {type(move) for move, *_ in CASES} == set(MOVE_CLASSES)
    with pytest.raises(TypeError) as caught:

        class Mine(Plant):  # pragma: no cover - refused when defined
            pass

    assert str(caught.value) == (
        "Mine: the move classes of bohnanza.actions cannot be subclassed; build moves with "
        "them as they are (wrap one in your own object if you need more fields)"
    )


def test_a_plant_names_the_miss_move_whenever_one_is_set() -> None:
    # steps 0 with a miss named, and a miss at the bottom (position 0): both are written.
    assert str(Plant(0, 5, 1, 2, 0)) == "0 plant 5 1 miss 2 0"
    assert repr(Plant(0, 5, 1, 2, 0)) == "Plant(seat=0, card=5, field=1, miss=2, steps=0)"
    assert str(Plant(0, 5, 1, 0, 1)) == "0 plant 5 1 miss 0 1"
    assert parse_action("0 plant 5 1 miss 0 0") == Plant(0, 5, 1, 0, 0)
    assert str(parse_action("0 plant 5 1 miss 0 0")) == "0 plant 5 1 miss 0 0"
    assert str(Plant(0, 5, 1, -1, 1)) == "0 plant 5 1 miss -1 1"
    assert repr(Plant(0, 5, 1, -1, 1)) == "Plant(seat=0, card=5, field=1, miss=-1, steps=1)"
    assert Plant(0, 5, 1) == Plant(0, 5, 1, -1, 0)


def test_the_agreed_shorthands_are_the_constructors_moves() -> None:
    trade = agreed_trade(1, 2, (3, 4), (5,), 1, 0)
    assert type(trade) is Trade and trade == Trade(1, 2, (3, 4), (5,), 1, 0)
    assert trade.values() == (1, 2, (3, 4), (5,), 1, 0)
    assert str(trade) == "1 trade 2 give 3,4 take 5 coins 1 0"
    assert hash(trade) == hash(Trade(1, 2, (3, 4), (5,), 1, 0))
    donation = agreed_donation(0, 3, (8,))
    assert type(donation) is Donate and donation == Donate(0, 3, (8,))
    assert donation.values() == (0, 3, (8,))
    for move in (trade, donation):
        with pytest.raises(AttributeError):
            object.__getattribute__(move, "__setattr__")("seat", 9)
        assert move.values()[0] == move.seat


# -- the fields' checks ----------------------------------------------------------------


class _Index:
    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


class _Hostile:
    def __index__(self) -> int:
        raise RuntimeError("no")


def test_a_number_field_takes_whole_numbers_of_nine_digits() -> None:
    assert Plant(MAX_NUMBER, -MAX_NUMBER, 0).values()[:2] == (MAX_NUMBER, -MAX_NUMBER)
    assert MAX_NUMBER == 999_999_999
    made = Harvest(_Index(3), _Index(1))
    assert made.values() == (3, 1) and type(made.seat) is int
    cases: list[tuple[object, str]] = [
        (MAX_NUMBER + 1, f"Harvest.field is {MAX_NUMBER + 1}, beyond {MAX_NUMBER}"),
        (-MAX_NUMBER - 1, f"Harvest.field is {-MAX_NUMBER - 1}, beyond {MAX_NUMBER}"),
        (10**40, f"Harvest.field is a number of 41 digits, beyond {MAX_NUMBER}"),
        (True, "Harvest.field must be an int, not a bool"),
        (False, "Harvest.field must be an int, not a bool"),
        (1.0, "Harvest.field must be an int, not a float"),
        ("1", "Harvest.field must be an int, not a str"),
        (None, "Harvest.field must be an int, not None"),
        (_Hostile(), "Harvest.field must be an int, not a _Hostile"),
        (_Index(MAX_NUMBER + 1), f"Harvest.field is {MAX_NUMBER + 1}, beyond {MAX_NUMBER}"),
    ]
    for value, said in cases:
        with pytest.raises(InvalidActionError) as caught:
            Harvest(0, value)  # type: ignore[arg-type]
        assert str(caught.value) == said, value


def test_a_card_list_is_a_tuple_or_list_of_at_most_max_cards() -> None:
    assert MAX_CARDS == 1_000
    assert Donate(0, 1, [3, 4]).cards == (3, 4)
    assert type(Donate(0, 1, [3, 4]).cards) is tuple
    assert len(Donate(0, 1, (1,) * MAX_CARDS).cards) == MAX_CARDS
    assert len(Donate(0, 1, [1] * MAX_CARDS).cards) == MAX_CARDS
    cases: list[tuple[object, str]] = [
        ((1,) * (MAX_CARDS + 1), f"Donate.cards names {MAX_CARDS + 1} cards, more than 1000"),
        ([1] * (MAX_CARDS + 1), f"Donate.cards names {MAX_CARDS + 1} cards, more than 1000"),
        ((1, True), "Donate.cards item must be an int, not a bool"),
        ([1, 2.0], "Donate.cards item must be an int, not a float"),
        ((MAX_NUMBER + 1,), f"Donate.cards item is {MAX_NUMBER + 1}, beyond {MAX_NUMBER}"),
        ((-MAX_NUMBER - 1,), f"Donate.cards item is {-MAX_NUMBER - 1}, beyond {MAX_NUMBER}"),
        ({1, 2}, "Donate.cards must be a tuple of ints, not a set"),
        (range(3), "Donate.cards must be a tuple of ints, not a range"),
        ("12", "Donate.cards must be a tuple of ints, not a str"),
        (5, "Donate.cards must be a tuple of ints, not an int"),
    ]
    for value, said in cases:
        with pytest.raises(InvalidActionError) as caught:
            Donate(0, 1, value)  # type: ignore[arg-type]
        assert str(caught.value) == said, value
    assert Donate(0, 1, (MAX_NUMBER, -MAX_NUMBER)).cards == (MAX_NUMBER, -MAX_NUMBER)
    # A tuple holding another integer type is read as ints.
    assert Accept(0, 1, (_Index(5),)).cards == (5,)
    assert type(Accept(0, 1, (_Index(5),)).cards[0]) is int


def test_an_offers_request_is_a_list_of_short_variety_keys() -> None:
    assert MAX_KEY == 40
    assert Offer(0, 1, (), ["red", "red"]).asks == ("red", "red")
    assert type(Offer(0, 1, (), ["red"]).asks) is tuple
    assert Offer(0, 1, (), ("x" * MAX_KEY,)).asks == ("x" * MAX_KEY,)
    assert len(Offer(0, 1, (), ("red",) * MAX_CARDS).asks) == MAX_CARDS
    cases: list[tuple[object, str]] = [
        ("red", "Offer.asks must be a tuple of variety keys, not a str"),
        ({"red"}, "Offer.asks must be a tuple of variety keys, not a set"),
        (("red",) * (MAX_CARDS + 1), f"Offer.asks names {MAX_CARDS + 1} cards, more than 1000"),
        (("red", 3), "Offer.asks item must be a str, not an int"),
        (("",), "Offer.asks item '' is not a variety key"),
        (("x" * (MAX_KEY + 1),), f"Offer.asks item {'x' * (MAX_KEY + 1)!r} is not a variety key"),
    ]
    for value, said in cases:
        with pytest.raises(InvalidActionError) as caught:
            Offer(0, 1, (), value)  # type: ignore[arg-type]
        assert str(caught.value) == said, value


def test_each_field_is_checked_under_its_own_name() -> None:
    bad = 1.5
    cases: list[tuple[Any, tuple[object, ...], str]] = [
        (Plant, (bad, 0, 0), "Plant.seat"),
        (Plant, (0, bad, 0), "Plant.card"),
        (Plant, (0, 0, bad), "Plant.field"),
        (Plant, (0, 0, 0, bad, 0), "Plant.miss"),
        (Plant, (0, 0, 0, 0, bad), "Plant.steps"),
        (EndPlanting, (bad,), "EndPlanting.seat"),
        (Harvest, (bad, 0), "Harvest.seat"),
        (BuyField, (bad,), "BuyField.seat"),
        (Discard, (bad, 0), "Discard.seat"),
        (Discard, (0, bad), "Discard.card"),
        (LeaveOffer, (bad,), "LeaveOffer.seat"),
        (Keep, (bad, 0), "Keep.seat"),
        (Trade, (bad, 0, (), ()), "Trade.seat"),
        (Trade, (0, bad, (), ()), "Trade.partner"),
        (Trade, (0, 0, (bad,), ()), "Trade.gives item"),
        (Trade, (0, 0, (), (bad,)), "Trade.takes item"),
        (Trade, (0, 0, (), (), bad), "Trade.give_coins"),
        (Trade, (0, 0, (), (), 0, bad), "Trade.take_coins"),
        (Donate, (bad, 0, ()), "Donate.seat"),
        (Donate, (0, bad, ()), "Donate.receiver"),
        (Offer, (bad, 0, (), ()), "Offer.seat"),
        (Offer, (0, bad, (), ()), "Offer.to"),
        (Offer, (0, 0, (bad,), ()), "Offer.gives item"),
        (Offer, (0, 0, (), (), bad), "Offer.give_coins"),
        (Offer, (0, 0, (), (), 0, bad), "Offer.ask_coins"),
        (Accept, (bad, 0), "Accept.seat"),
        (Accept, (0, bad), "Accept.offerer"),
        (Accept, (0, 0, (bad,)), "Accept.cards item"),
        (Decline, (bad, 0), "Decline.seat"),
        (Decline, (0, bad), "Decline.offerer"),
        (Withdraw, (bad, 0), "Withdraw.seat"),
        (Withdraw, (0, bad), "Withdraw.to"),
        (EndTrading, (bad,), "EndTrading.seat"),
    ]
    for cls, args, name in cases:
        with pytest.raises(InvalidActionError) as caught:
            cls(*args)
        assert str(caught.value) == f"{name} must be an int, not a float", (cls, args)


# -- the text form ---------------------------------------------------------------------


def test_words_are_separated_by_any_ascii_blanks() -> None:
    assert parse_action("  1\tplant\n17  0 \r\n") == Plant(1, 17, 0)
    assert parse_action("0 trade 2\tgive 5,9 take -") == Trade(0, 2, (5, 9), ())
    assert parse_action("0 offer 1 give - ask -") == Offer(0, 1, (), ())
    assert parse_action("0 accept 1") == Accept(0, 1, ())
    assert parse_action("0 trade 1 give 3 take 4") == Trade(0, 1, (3,), (4,), 0, 0)
    assert parse_action("9" * 9 + " end-trading") == EndTrading(MAX_NUMBER)


def test_a_text_that_is_no_form_is_refused_listing_the_forms() -> None:
    for text in (
        "",
        "1",
        "1 plant",
        "1 plant 17",
        "1 plant 17 0 miss 1",
        "1 plant 17 0 extra",
        "1 Plant 17 0",
        "x plant 17 0",
        "1 plant 1\u0667 0",
        "1 harvest 1234567890",
        "1 donate 2 -",
        "1 accept 2 give -",
        "1 offer 2 give 3 ask Red",
        "1 trade 2 give 3 take 4 coins 1",
        "1 fly 2",
        "1\u00a0harvest 0",
    ):
        with pytest.raises(InvalidActionError) as caught:
            parse_action(text)
        message = str(caught.value)
        assert message.startswith(f"malformed action {text!r}: expected one of SEAT plant"), text
        assert message.endswith("| SEAT end-trading"), text


def test_a_text_too_long_or_not_a_str_is_refused_by_what_it_is() -> None:
    longest = "0 donate 1 " + ",".join(["123"] * 997)
    padded = longest + " " * (MAX_TEXT - len(longest))
    assert MAX_TEXT == 4_000 and len(longest) == 3_998
    assert len(padded) == MAX_TEXT
    assert type(parse_action(padded)) is Donate
    with pytest.raises(InvalidActionError) as caught:
        parse_action(padded + " ")
    assert str(caught.value) == f"malformed action: {MAX_TEXT + 1} characters, more than 4000"
    long = "0 " + "x" * 100
    with pytest.raises(InvalidActionError) as caught:
        parse_action(long)
    assert str(caught.value).startswith(f"malformed action {long[:77]!r}...: expected one of ")
    just_over = "0 " + "x" * 79
    with pytest.raises(InvalidActionError) as caught:
        parse_action(just_over)
    assert str(caught.value).startswith(f"malformed action {just_over[:77]!r}...: expected")
    exactly = "0 " + "x" * 78
    with pytest.raises(InvalidActionError) as caught:
        parse_action(exactly)
    assert str(caught.value).startswith(f"malformed action {exactly!r}: expected")

    class Text(str):
        pass

    for value, said in (
        (b"0 end-trading", "a bytes"),
        (None, "None"),
        (Text("0 end-trading"), "a Text"),
        (Plant(0, 1, 2), "a Plant"),
    ):
        with pytest.raises(InvalidActionError) as caught:
            parse_action(value)
        assert str(caught.value) == f"an action's text must be a str, not {said}"
