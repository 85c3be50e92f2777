"""What the referee's entry points and ``bohnanza.rules.common`` promise: the exact text of
each malformed-move error (every card of a list checked, not the first only), the seat
and field checks, the refusal builder's rule keys per edition, and the moves built once."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza import COMPILED, GameState, apply, check, compose, outcome, view
from bohnanza.actions import (
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
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.rules import common
from bohnanza.state import Step


def _trade_state() -> GameState:
    return compose(
        "rio-grande-2000",
        3,
        hands={0: ["Soy", "Wax"], 1: ["Red"]},
        step=Step.TRADE,
        face_up=["Blue"],
    )


def test_each_malformed_move_gets_its_own_message() -> None:
    s = _trade_state()
    soy = s.players[0].hand_ids[0]
    red = s.players[1].hand_ids[0]
    cases: list[tuple[Any, str]] = [
        (Plant(0, soy, 3), f"0 plant {soy} 3: field 3 does not exist (fields are 0, 1, 2)"),
        (Plant(0, soy, -1), f"0 plant {soy} -1: field -1 does not exist (fields are 0, 1, 2)"),
        (Plant(0, 999, 0), "0 plant 999 0: there is no card 999 in this deck"),
        (Plant(0, 154, 0), "0 plant 154 0: there is no card 154 in this deck"),
        (Harvest(0, -1), "0 harvest -1: field -1 does not exist (fields are 0, 1, 2)"),
        (Harvest(0, 3), "0 harvest 3: field 3 does not exist (fields are 0, 1, 2)"),
        (Keep(0, 154), "0 keep 154: there is no card 154 in this deck"),
        (Discard(0, -1), "0 discard -1: there is no card -1 in this deck"),
        (
            Trade(0, 5, (soy,), (red,)),
            f"0 trade 5 give {soy} take {red}: partner 5 does not exist (seats are 0-2)",
        ),
        (
            Trade(0, 1, (soy,), (red,), -1),
            f"0 trade 1 give {soy} take {red} coins -1 0: a number of coins cannot be negative",
        ),
        (
            Trade(0, 1, (soy,), (red,), 0, -1),
            f"0 trade 1 give {soy} take {red} coins 0 -1: a number of coins cannot be negative",
        ),
        (
            Trade(0, 1, (), (red,)),
            f"0 trade 1 give - take {red}: a trade moves at least one card (or coin) each way; "
            "use Donate",
        ),
        (
            Trade(0, 1, (soy,), ()),
            f"0 trade 1 give {soy} take -: a trade moves at least one card (or coin) each way; "
            "use Donate",
        ),
        (
            Trade(0, 1, (soy, soy), (red,)),
            f"0 trade 1 give {soy},{soy} take {red}: names a card twice",
        ),
        (
            Trade(0, 1, (soy,), (red, 999)),
            f"0 trade 1 give {soy} take {red},999: there is no card 999 in this deck",
        ),
        (
            Trade(0, 1, (soy, 998), (red, 999)),
            f"0 trade 1 give {soy},998 take {red},999: there is no card 998 in this deck",
        ),
        (Donate(0, 3, (soy,)), f"0 donate 3 {soy}: receiver 3 does not exist (seats are 0-2)"),
        (Donate(0, 1, ()), "0 donate 1 : names no card"),
        (Donate(0, 1, (soy, 999)), f"0 donate 1 {soy},999: there is no card 999 in this deck"),
        (Donate(0, 1, (soy, -2)), f"0 donate 1 {soy},-2: there is no card -2 in this deck"),
        (
            Offer(0, 3, (soy,), ()),
            f"0 offer 3 give {soy} ask -: addressee 3 does not exist (seats are 0-2)",
        ),
        (
            Offer(0, 1, (soy,), (), -1),
            f"0 offer 1 give {soy} ask - coins -1 0: a number of coins cannot be negative",
        ),
        (
            Offer(0, 1, (soy,), (), 0, -1),
            f"0 offer 1 give {soy} ask - coins 0 -1: a number of coins cannot be negative",
        ),
        (
            Offer(0, 1, (), ()),
            "0 offer 1 give - ask -: an offer gives or asks for at least one card",
        ),
        (
            Offer(0, 1, (), ("soy", "zzz")),
            "0 offer 1 give - ask soy,zzz: 'zzz' is not a variety of this deck (coffee, wax, blue, "
            "chili, stink, green, soy, black-eyed, red, garden, cocoa)",
        ),
        (
            Offer(0, 1, (soy, 999), ()),
            f"0 offer 1 give {soy},999 ask -: there is no card 999 in this deck",
        ),
        (Accept(1, 9, ()), "1 accept 9: offerer 9 does not exist (seats are 0-2)"),
        (
            Accept(1, 0, (red, 999)),
            f"1 accept 0 give {red},999: there is no card 999 in this deck",
        ),
        (Accept(1, 0, (red, red)), f"1 accept 0 give {red},{red}: names a card twice"),
        (Decline(1, 7), "1 decline 7: offerer 7 does not exist (seats are 0-2)"),
        (Decline(1, -1), "1 decline -1: offerer -1 does not exist (seats are 0-2)"),
        (Withdraw(0, 7), "0 withdraw 7: addressee 7 does not exist (seats are 0-2)"),
        (Plant(7, soy, 0), f"7 plant {soy} 0: seat 7 does not exist (seats are 0-2)"),
        (EndTrading(3), "3 end-trading: seat 3 does not exist (seats are 0-2)"),
        (BuyField(-1), "-1 buy-field: seat -1 does not exist (seats are 0-2)"),
    ]
    for move, text in cases:
        error = check(s, move)
        assert isinstance(error, InvalidActionError), move
        assert str(error) == text
        with pytest.raises(InvalidActionError) as raised:
            apply(s, move)
        assert str(raised.value) == text


def test_well_formed_moves_pass_the_shape_checks_and_meet_the_rules() -> None:
    s = _trade_state()
    soy, wax = s.players[0].hand_ids
    red = s.players[1].hand_ids[0]
    blue = s.face_up_ids[0]
    for move in (
        Trade(0, 1, (soy, blue), (red,)),
        Donate(0, 2, (wax,)),
        Offer(0, 1, (soy,), ("red",)),
        Offer(0, 2, (), ("soy",)),
        EndTrading(0),
        Harvest(1, 0),
    ):
        assert not isinstance(check(s, move), InvalidActionError), move
    assert check(s, Trade(0, 1, (soy,), (red,))) is None
    assert check(s, Offer(0, 1, (soy,), ("red",))) is None
    refusal = check(s, Harvest(0, 2))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.rule == "002/harvest.choice"
    two = check(s, Plant(0, soy, 2))
    assert isinstance(two, IllegalActionError)


def test_check_and_apply_refuse_what_is_not_a_state_or_a_move() -> None:
    s = _trade_state()
    assert str(check("x", EndTrading(0))) == "'x' is not a GameState"
    assert isinstance(check("x", EndTrading(0)), InvalidActionError)
    assert str(check(s, "EndTrading(0)")) == "malformed action: a str is not an action"
    with pytest.raises(InvalidActionError, match=r"^'x' is not a GameState$"):
        apply("x", EndTrading(0))
    with pytest.raises(InvalidActionError, match=r"^malformed action: a str is not an action$"):
        apply(s, "EndTrading(0)")
    with pytest.raises(InvalidActionError, match=r"^'x' is not a GameState$"):
        outcome("x")
    assert outcome(s) is None


def test_a_view_judges_only_its_own_seats_moves_and_no_agreed_shorthand() -> None:
    s = _trade_state()
    red = s.players[1].hand_ids[0]
    soy = s.players[0].hand_ids[0]
    v = view(s, 1)
    assert str(check(v, Donate(1, 0, (red,)))) == (
        f"1 donate 0 {red}: from a seat's view, trades and donations are offers "
        "(SEAT offer TO give CARDS ask VARIETIES); the agreed shorthand needs both hands"
    )
    assert isinstance(check(v, Trade(1, 0, (red,), (soy,))), InvalidActionError)
    assert (
        str(check(v, EndTrading(0)))
        == "0 end-trading: this view is seat 1's; it moves for no one else"
    )
    assert str(check(v, "x")) == "malformed action: a str is not an action"
    assert check(v, Offer(1, 0, (red,), ())) is None
    mine = view(s, 0)
    assert check(mine, EndTrading(0)) is None
    assert check(mine, Offer(0, 1, (soy,), ("red",))) is None


def test_refusals_cite_the_duels_and_ladybohns_own_keys() -> None:
    duel = compose("rio-grande-2000", 2, hands={0: ["Soy"], 1: ["Wax"]}, step=Step.DUEL_PLANT)
    wax = duel.players[1].hand_ids[0]
    refusal = check(duel, Plant(1, wax, 0))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.rule == "002/duel.turn"
    made = common.refuse(duel, "turn.order", EndTrading(1), "not your turn")
    assert made.rule == "002/duel.turn"
    plain = compose("rio-grande-2000", 3, hands={0: ["Soy"], 1: ["Wax"]})
    assert common.refuse(plain, "turn.order", EndTrading(1), "x").rule == "002/turn.order"
    assert common.refuse(plain, "field3.once", EndTrading(1), "x").rule == "002/field3.once"
    make: Any = compose
    lady: GameState = make("ladybohn", 3, hands={0: ["Blue"]})
    for key, own in common.LADY_KEYS.items():
        assert common.refuse(lady, key, EndTrading(1), "x").rule == f"001/{own}"
    assert common.refuse(lady, "turn.order", EndTrading(1), "x").rule == "001/turn.order"
    assert common.refuse(lady, "harvest.choice", EndTrading(1), "x").rule == "001/harvest.choice"
    french = compose("amigo-fr", 3, hands={0: ["Soy"], 1: ["Wax"]})
    assert common.refuse(french, "turn.order", EndTrading(1), "x").rule == "000.1/turn.order"
    with pytest.raises(AssertionError, match=r"^rule key no\.such is not registered$"):
        common.refuse(plain, "no.such", EndTrading(1), "x")
    with pytest.raises(TypeError):
        common.RULE_KEYS["x"] = None  # type: ignore[index]


def test_a_field_beyond_the_seats_own_is_refused_by_the_two_fields_rule() -> None:
    s = compose("rio-grande-2000", 4, hands={0: ["Soy"]})
    soy = s.players[0].hand_ids[0]
    move = Plant(0, soy, 2)
    refusal = common.check_field_index(s, 0, 2, move)
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "002/field.two-fields"
    assert common.check_field_index(s, 0, 1, move) is None
    assert common.check_field_index(s, 0, 0, move) is None
    bad = common.check_field_index(s, 0, 3, move)
    assert str(bad) == f"0 plant {soy} 2: field 3 does not exist (fields are 0, 1, 2)"
    assert str(common.check_field_index(s, 0, -1, move)).endswith(
        "field -1 does not exist (fields are 0, 1, 2)"
    )
    three = compose("rio-grande-2000", 3, hands={0: ["Soy"]})
    assert common.check_field_index(three, 0, 2, move) is None
    assert common.card_name(s, soy) == str(s.table.cards[soy])
    assert common.check_card_id(s, 153, move) is None
    assert common.check_card_id(s, 0, move) is None
    assert str(common.check_card_id(s, 154, move)) == f"{move}: there is no card 154 in this deck"
    assert (
        str(common.check_seat(s, 4, move, "partner"))
        == f"{move}: partner 4 does not exist (seats are 0-3)"
    )
    assert common.check_seat(s, 3, move) is None and common.check_seat(s, 0, move) is None
    assert str(common.check_seat(s, -1, move)) == f"{move}: seat -1 does not exist (seats are 0-3)"
    assert common.check_ids(s, (0, 153), move) is None
    assert str(common.check_ids(s, (0, 154), move)) == f"{move}: there is no card 154 in this deck"
    assert str(common.check_ids(s, (5, 0, 5), move)) == f"{move}: names a card twice"
    assert str(common.check_ids(s, (), move)) == f"{move}: names no card"


def test_moves_are_built_once_within_the_tables_and_alike_beyond() -> None:
    for seat, card in ((0, 0), (7, 159), (3, 42)):
        row = common.plant_row(seat, card)
        assert row == (Plant(seat, card, 0), Plant(seat, card, 1), Plant(seat, card, 2))
        if COMPILED:
            # mypyc unboxes a fixed-length tuple and boxes it again: equal, not the same
            assert common.plant_row(seat, card) == row
            assert common.plant_move(seat, card, 2) == row[2]
        else:
            assert common.plant_row(seat, card) is row
            assert common.plant_move(seat, card, 2) is row[2]
    for seat, card in ((8, 0), (0, 160), (9, 200)):
        row = common.plant_row(seat, card)
        assert row == (Plant(seat, card, 0), Plant(seat, card, 1), Plant(seat, card, 2))
        assert common.plant_move(seat, card, 1) == Plant(seat, card, 1)
    for seat, card in ((0, 0), (7, 159), (8, 3), (2, 160)):
        keep, discard = common.keep_move(seat, card), common.discard_move(seat, card)
        assert keep == Keep(seat, card) and discard == Discard(seat, card)
        assert type(keep) is Keep and type(discard) is Discard
        if seat < 8 and card < 160:
            assert common.keep_move(seat, card) is keep
            assert common.discard_move(seat, card) is discard
    assert common.keep_move(1, 5) != common.keep_move(5, 1)
    assert common.discard_move(1, 5) != common.discard_move(5, 1)
    for seat in (0, 5, 7, 8, 12):
        assert common.buy_move(seat) == BuyField(seat)
        assert common.end_planting_move(seat) == EndPlanting(seat)
        assert common.end_trading_move(seat) == EndTrading(seat)
        assert common.leave_offer_move(seat) == LeaveOffer(seat)
        for field in range(3):
            assert common.harvest_move(seat, field) == Harvest(seat, field)


def test_the_small_state_builders() -> None:
    assert common.without((5, 3, 9), 3) == (5, 9)
    assert common.without((5,), 5) == ()
    s = _trade_state()
    soy = s.players[0].hand_ids[0]
    offered = apply(s, Offer(0, 1, (soy,), ("red",)))
    assert offered.offers
    kept = common.new_state(offered, offered.players, Step.TRADE, 0, (1, 2), ())
    assert kept.offers == offered.offers
    assert (kept.discard_ids, kept.face_up_ids, kept.step, kept.planted) == (
        (1, 2),
        (),
        Step.TRADE,
        0,
    )
    assert (kept.pile, kept.rest, kept.active) == (offered.pile, offered.rest, offered.active)
    stepped = common.with_step(offered.replace(first_planted="soy"), Step.PLANT_RECEIVED, 2)
    assert (stepped.step, stepped.planted, stepped.first_kind, stepped.offers) == (
        Step.PLANT_RECEIVED,
        2,
        -1,
        (),
    )
    assert common.with_step(s, Step.TRADE).planted == 0
    players = s.players
    swapped = common.replace_seat(players, 1, players[2])
    assert swapped == (players[0], players[2], players[2]) and players[1] != players[2]
    common.remember_listed(s, (EndTrading(0),))
    assert common.LISTED.state is s and common.LISTED.moves == (EndTrading(0),)
