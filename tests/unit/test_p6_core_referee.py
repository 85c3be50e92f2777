"""The referee's entry points (bohnanza/referee.py): ``check`` names each malformed part of
a move in the project's own words before any rule is asked, judges a seat's move from its
view, refuses every move once the game is over; ``apply`` and ``outcome`` take a GameState
only; a move just listed plays as if checked, and an unlisted one is still checked."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza import GameState, apply, check, compose, legal_actions, outcome
from bohnanza.actions import (
    Accept,
    Action,
    Decline,
    Discard,
    Donate,
    EndTrading,
    Harvest,
    Keep,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.state import Step
from bohnanza.views import view


def _step2() -> GameState:
    make: Any = compose
    state: GameState = make(
        "rio-grande-2000",
        3,
        step=Step.TRADE,
        planted=1,
        hands={0: ["Blue"], 1: ["Soy", "Red"]},
        face_up=["Chili", "Stink"],
        deck=["Wax"] * 5,
    )
    return state


def _malformed(blue: int, soy: int) -> list[tuple[Action, str]]:
    seats = "does not exist (seats are 0-2)"
    return [
        (Trade(0, 3, (blue,), (soy,)), f"partner 3 {seats}"),
        (Trade(0, -1, (blue,), (soy,)), f"partner -1 {seats}"),
        (Trade(0, 1, (blue,), (soy,), -1, 0), "a number of coins cannot be negative"),
        (Trade(0, 1, (blue,), (soy,), 0, -1), "a number of coins cannot be negative"),
        (Trade(0, 1, (blue, blue), (soy,)), "names a card twice"),
        (Trade(0, 1, (blue,), (blue,)), "names a card twice"),
        (Trade(0, 1, (blue,), (999,)), "there is no card 999 in this deck"),
        (
            Trade(0, 1, (blue,), ()),
            "a trade moves at least one card (or coin) each way; use Donate",
        ),
        (Trade(0, 1, (), (soy,)), "a trade moves at least one card (or coin) each way; use Donate"),
        (Donate(0, 5, (blue,)), f"receiver 5 {seats}"),
        (Donate(0, 1, ()), "names no card"),
        (Donate(0, 1, (blue, blue)), "names a card twice"),
        (Offer(0, 4, (blue,), ("soy",)), f"addressee 4 {seats}"),
        (Offer(0, 1, (blue,), ("soy",), -1, 0), "a number of coins cannot be negative"),
        (Offer(0, 1, (blue,), ("soy",), 0, -2), "a number of coins cannot be negative"),
        (Offer(0, 1, (), ()), "an offer gives or asks for at least one card"),
        (
            Offer(0, 1, (blue,), ("lima",)),
            "'lima' is not a variety of this deck (coffee, wax, blue, chili, stink, green, "
            "soy, black-eyed, red, garden, cocoa)",
        ),
        (Offer(0, 1, (blue, blue), ("soy",)), "names a card twice"),
        (Offer(0, 1, (500,), ()), "there is no card 500 in this deck"),
        (Accept(1, 7, (soy,)), f"offerer 7 {seats}"),
        (Accept(1, 0, (soy, soy)), "names a card twice"),
        (Accept(1, 0, (444,)), "there is no card 444 in this deck"),
        (Decline(1, 3), f"offerer 3 {seats}"),
        (Withdraw(0, 3), f"addressee 3 {seats}"),
        (Keep(0, 999), "there is no card 999 in this deck"),
        (Keep(0, -1), "there is no card -1 in this deck"),
        (Discard(0, 999), "there is no card 999 in this deck"),
        (Harvest(0, 3), "field 3 does not exist (fields are 0, 1, 2)"),
        (Harvest(0, -1), "field -1 does not exist (fields are 0, 1, 2)"),
        (Plant(0, blue, 5), "field 5 does not exist (fields are 0, 1, 2)"),
        (Plant(0, 160, 0), "there is no card 160 in this deck"),
        (Plant(3, blue, 0), f"seat 3 {seats}"),
        (EndTrading(4), f"seat 4 {seats}"),
    ]


def test_each_malformed_part_of_a_move_is_named_and_apply_raises_the_same() -> None:
    s = _step2()
    blue = s.players[0].hand_ids[0]
    soy = s.players[1].hand_ids[0]
    for move, why in _malformed(blue, soy):
        bad = check(s, move)
        assert isinstance(bad, InvalidActionError), move
        assert str(bad) == f"{move}: {why}"
        with pytest.raises(InvalidActionError) as raised:
            apply(s, move)
        assert str(raised.value) == str(bad)
    # The last card of the deck and the last seat are well formed.
    last = len(s.table.cards) - 1
    assert not isinstance(check(s, Keep(0, last)), InvalidActionError)
    assert not isinstance(check(s, EndTrading(2)), InvalidActionError)


@pytest.mark.parametrize("thing", [None, 3, "state"])
def test_only_a_game_state_is_judged_played_or_scored(thing: object) -> None:
    bad = check(thing, EndTrading(0))
    expected = f"{thing!r} is not a GameState"
    assert isinstance(bad, InvalidActionError) and str(bad) == expected
    with pytest.raises(InvalidActionError, match="is not a GameState") as raised:
        apply(thing, EndTrading(0))
    assert str(raised.value) == expected
    with pytest.raises(InvalidActionError) as scored:
        outcome(thing)
    assert str(scored.value) == expected


def test_a_move_that_is_not_an_action_is_malformed() -> None:
    s = _step2()
    bad = check(s, "0 end-trading")
    assert isinstance(bad, InvalidActionError)
    assert str(bad) == "malformed action: a str is not an action"
    with pytest.raises(InvalidActionError, match=r"^malformed action: a str is not an action$"):
        apply(s, "0 end-trading")


def test_from_a_seats_view_moves_are_that_seats_and_trades_are_offers() -> None:
    s = _step2()
    blue = s.players[0].hand_ids[0]
    soy, red = s.players[1].hand_ids
    seen = view(s, 1)
    shorthand = (
        "from a seat's view, trades and donations are offers (SEAT offer TO give CARDS ask "
        "VARIETIES); the agreed shorthand needs both hands"
    )
    for move in (Trade(1, 0, (soy,), (blue,)), Donate(1, 0, (soy,))):
        bad = check(seen, move)
        assert isinstance(bad, InvalidActionError) and str(bad) == f"{move}: {shorthand}"
        assert check(s, move) is None or isinstance(check(s, move), IllegalActionError)
    other = Offer(0, 1, (blue,), ("soy",))
    bad = check(seen, other)
    assert isinstance(bad, InvalidActionError)
    assert str(bad) == f"{other}: this view is seat 1's; it moves for no one else"
    assert check(s, other) is None
    assert check(seen, Offer(1, 0, (red,), ())) is None
    refused = check(seen, EndTrading(1))
    assert isinstance(refused, IllegalActionError) and refused.rule == "002/step2.end"
    bad = check(seen, "x")
    assert (
        isinstance(bad, InvalidActionError)
        and str(bad) == "malformed action: a str is not an action"
    )


def test_once_the_game_is_over_every_move_is_refused_and_none_listed() -> None:
    make: Any = compose
    over: GameState = make("rio-grande-2000", 3, step=Step.OVER, hands={0: ["Blue"]})
    blue = over.players[0].hand_ids[0]
    for move in (EndTrading(0), Plant(0, blue, 0), Harvest(1, 0), Keep(0, blue)):
        refusal = check(over, move)
        assert isinstance(refusal, IllegalActionError), move
        assert (refusal.rule, refusal.reason_en) == ("002/end.scoring", "the game is over")
    assert list(legal_actions(over, 0)) == [] and list(legal_actions(over, 2)) == []
    result = outcome(over)
    # No coins anywhere: the tie goes to the most cards in hand (002, Ending and scoring).
    assert result is not None
    assert (result.scores, result.hand_sizes, result.winners) == ((0, 0, 0), (1, 0, 0), (0,))
    assert result.tie_broken_by_hand
    assert outcome(_step2()) is None


def test_a_just_listed_move_plays_as_checked_and_an_unlisted_one_is_still_checked() -> None:
    s = _step2()
    chili, _ = s.face_up_ids
    listed = list(legal_actions(s, 0))
    keep = next(m for m in listed if isinstance(m, Keep) and m.card == chili)
    quick = apply(s, keep)
    assert quick == apply(_step2(), Keep(0, chili))
    # Listed for this state, an illegal move is refused all the same.
    with pytest.raises(IllegalActionError) as raised:
        apply(s, Keep(1, chili))
    assert raised.value.rule == "002/step2.keep"
    assert s.face_up_ids == (chili, s.face_up_ids[1])  # untouched
