"""Open offers (``hello``'s ``"offers": "open"``, docs/conformance.md, "Engines that
model offers otherwise"): an offer stands for anyone, so a seat may decline it or take it
whoever it was made to.  The runner then reports an answer the referee refuses only when
the trade it makes has no active player in it: a break of ``trade.parties``, or of
``donate.to-active`` when the offer asks nothing (``runner._open_answer``)."""

from __future__ import annotations

import pytest

from bohnanza.actions import Accept, Action, Decline, Offer, Withdraw
from bohnanza.conformance.compare import Model
from bohnanza.conformance.report import Report
from bohnanza.conformance.runner import _Game, _open_answer
from bohnanza.listing import legal_actions
from bohnanza.referee import apply, check
from bohnanza.setup import new_game
from bohnanza.state import TRADE, GameState


def _three_offers() -> GameState:
    """Seat 0's step 2 (4 players) with three offers standing: seat 2 gives seat 0 a card
    (a donation), seat 1 offers seat 0 a card for a stink bean (a trade), and seat 0
    gives seat 3 a card."""
    state = new_game("rio-grande-2000", 4, seed=3)
    while state.step_id != TRADE:
        state = apply(state, legal_actions(state).basic[0])
    assert state.active == 0 and not state.offers
    hands = [p.hand_ids for p in state.players]
    for offer in (
        Offer(2, 0, (hands[2][0],), ()),
        Offer(1, 0, (hands[1][0],), ("stink",)),
        Offer(0, 3, (hands[0][0],), ()),
    ):
        state = apply(state, offer)
    return state


def _refused(state: GameState, move: Action) -> str:
    refusal = check(state, move)
    assert refusal is not None, move
    found = getattr(refusal, "rule", None)
    assert isinstance(found, str)
    return found


def test_taking_an_offer_between_two_players_who_are_not_active_breaks_its_clause() -> None:
    state = _three_offers()
    card = state.players[3].hand_ids[0]
    donation = Accept(3, 2)  # seat 2's gift to seat 0, taken by seat 3
    trade = Accept(3, 1, (card,))  # seat 1's trade with seat 0, taken by seat 3
    for move, expected in ((donation, "002/donate.to-active"), (trade, "002/trade.parties")):
        said = _refused(state, move)
        assert said == "002/trade.accept"
        assert _open_answer(state, move, said) == expected


def test_taking_an_offer_with_the_active_player_in_it_is_right_under_open_offers() -> None:
    state = _three_offers()
    # The active player's own offer to seat 3, taken by seat 2; seat 2's gift taken by the
    # active player (the referee allows that one as it is).
    for move in (Accept(2, 0), Accept(0, 2)):
        assert _open_answer(state, move, "002/trade.accept") is None


def test_declining_or_withdrawing_any_standing_offer_is_right_under_open_offers() -> None:
    state = _three_offers()
    for move in (Decline(3, 2), Decline(1, 0), Withdraw(2, 3), Withdraw(1, 3)):
        said = _refused(state, move)
        assert _open_answer(state, move, said) is None, move


def test_an_answer_to_a_seat_that_has_no_offer_standing_keeps_the_referees_refusal() -> None:
    state = _three_offers()
    for move in (Accept(1, 3), Decline(0, 3), Withdraw(3, 0)):
        said = _refused(state, move)
        assert _open_answer(state, move, said) == said, move


@pytest.mark.parametrize(
    ("declared", "move", "expected"),
    [
        ({}, Accept(3, 2), ["002/trade.accept"]),
        ({"offers": "open"}, Accept(3, 2), ["002/donate.to-active"]),
        ({"offers": "open"}, Accept(3, 1), ["002/trade.parties"]),
        ({"offers": "open"}, Decline(3, 2), []),
        ({"offers": "open"}, Accept(1, 3), ["002/trade.accept"]),
        ({}, Decline(3, 2), ["002/trade.decline"]),
    ],
)
def test_an_answer_the_engine_allows_is_reported_by_the_engines_model(
    declared: dict[str, str], move: Action, expected: list[str]
) -> None:
    state = _three_offers()
    if isinstance(move, Accept) and move.offerer == 1:
        move = Accept(3, 1, (state.players[3].hand_ids[0],))
    report = Report("e", "rio-grande-2000", 4)
    game = _Game(None, report, 0, 0.0, Model.read(declared))  # type: ignore[arg-type]
    game._allows(state, move)
    assert [key[1] for key in report.counts] == expected
    assert [key[0] for key in report.counts] == ["allows"] * len(expected)
    assert [key[2] for key in report.counts] == [type(move).__name__] * len(expected)
    assert game.found == len(expected)
