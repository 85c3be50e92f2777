"""Step 2 ends (decision trade.offer-repeats; review t3 finding L2): from one seat to
another, at most ``MAX_UNACCEPTED`` offers end declined or withdrawn in one step 2; a
further offer in that direction is refused under ``step2.end`` until the next step 2."""

from __future__ import annotations

import json

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import Accept, Action, Decline, EndTrading, Offer, Withdraw
from bohnanza.errors import IllegalActionError
from bohnanza.position import PositionError, from_dict, from_json, to_dict, to_json
from bohnanza.records import load_record, record_game, replay
from bohnanza.rules.trading import MAX_UNACCEPTED
from bohnanza.state import GameState


def _step2(edition: str = "rio-grande-2000", players: int = 4) -> GameState:
    s = bohnanza.compose(
        edition,
        players,
        step=Step.TRADE,
        face_up=["Soy", "Garden"],
        hands={0: ["Blue", "Stink"], 1: ["Chili", "Blue", "Red"], 2: ["Chili"]},
        deck=["Blue"] * 8,
    )
    assert s.step is Step.TRADE and s.active == 0
    return s


def _offer(s: GameState, seat: int = 0, to: int = 1, ask: str = "red") -> Offer:
    gives = (s.face_up_ids[0],) if seat == s.active else (s.players[seat].hand_ids[0],)
    return Offer(seat, to, gives, (ask,))


def _ended(s: GameState, times: int, seat: int = 0, to: int = 1) -> GameState:
    """``times`` offers from ``seat`` to ``to``, each declined or withdrawn in turn."""
    for k in range(times):
        s = bohnanza.apply(s, _offer(s, seat, to))
        s = bohnanza.apply(s, Decline(to, seat) if k % 2 else Withdraw(seat, to))
    return s


def test_the_bound_is_three() -> None:
    assert MAX_UNACCEPTED == 3


def test_a_fourth_offer_after_three_ended_unaccepted_is_refused_citing_step2_end() -> None:
    s = _ended(_step2(), MAX_UNACCEPTED)
    assert s.unaccepted == ((0, 1),) * MAX_UNACCEPTED
    err = bohnanza.check(s, _offer(s))
    assert isinstance(err, IllegalActionError) and err.rule == "002/step2.end"
    assert "3 offers from seat 0 to seat 1" in err.reason
    with pytest.raises(IllegalActionError):
        bohnanza.apply(s, _offer(s))


def test_two_ended_leave_a_third_offer() -> None:
    s = _ended(_step2(), MAX_UNACCEPTED - 1)
    assert bohnanza.check(s, _offer(s)) is None


def test_the_bound_holds_one_direction_of_one_pair() -> None:
    s = _ended(_step2(), MAX_UNACCEPTED)
    assert bohnanza.check(s, _offer(s, 0, 2, "chili")) is None  # another player
    assert bohnanza.check(s, _offer(s, 1, 0, "soy")) is None  # the other direction
    assert bohnanza.check(s, bohnanza.Keep(0, s.face_up_ids[0])) is None
    assert bohnanza.check(s, EndTrading(0)) is None


def test_accepted_offers_are_not_counted() -> None:
    s = _step2()
    pool = s.face_up_ids + s.players[0].hand_ids
    assert len(pool) > MAX_UNACCEPTED
    for card in pool:  # four donations to the same seat, each accepted
        s = bohnanza.apply(s, Offer(0, 1, (card,), ()))
        s = bohnanza.apply(s, Accept(1, 0, ()))
    assert s.unaccepted == ()


def test_an_offer_ended_by_its_card_leaving_is_not_counted() -> None:
    s = _step2()
    s = bohnanza.apply(s, _offer(s))
    s = bohnanza.apply(s, bohnanza.Keep(0, s.face_up_ids[0]))
    assert s.offers == () and s.unaccepted == ()


def test_the_count_ends_with_step_2() -> None:
    s = _ended(_step2(), MAX_UNACCEPTED)
    after = bohnanza.apply(s, EndTrading(0))
    assert after.unaccepted == ()


def test_the_next_step_2_starts_afresh() -> None:
    s = _ended(bohnanza.new_game("rio-grande-2000", 3, seed=5).replace(), 0)
    start = s
    # Play to the first step 2 and end three offers there, then on to the next step 2.
    while s.step is not Step.TRADE:
        s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    active, to = s.active, (s.active + 1) % 3
    gives = (s.face_up_ids[0],)
    for _ in range(MAX_UNACCEPTED):
        s = bohnanza.apply(s, Offer(active, to, gives, ()))
        s = bohnanza.apply(s, Withdraw(active, to))
    assert bohnanza.check(s, Offer(active, to, gives, ())) is not None
    turn = s.turn
    while not (s.step is Step.TRADE and s.turn > turn):
        s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    assert s.unaccepted == () and start.unaccepted == ()


def test_a_seats_view_shows_the_count_and_judges_as_the_referee() -> None:
    s = _ended(_step2(), MAX_UNACCEPTED)
    for seat in range(4):
        v = bohnanza.view(s, seat)
        assert v.unaccepted == ((0, 1),) * MAX_UNACCEPTED
    v = bohnanza.view(s, 0)
    refused = bohnanza.check(v, _offer(s))
    assert isinstance(refused, IllegalActionError) and refused.rule == "002/step2.end"
    listed = [m for m in bohnanza.legal_actions(v) if isinstance(m, Offer)]
    assert listed and all(m.to != 1 for m in listed)
    assert all(bohnanza.check(s, m) is None for m in listed)


def test_positions_keep_the_count() -> None:
    s = _ended(_step2(), MAX_UNACCEPTED)
    data = to_dict(s)
    assert data["unaccepted"] == [[0, 1]] * MAX_UNACCEPTED
    again = from_json(to_json(s))
    assert again == s and again.unaccepted == s.unaccepted
    assert "unaccepted" not in to_dict(_step2())  # left out when empty
    assert _ended(_step2(), 1) != _step2()


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ([[0, 1]] * 4, "at most 3"),
        ([[0, 0]], "from seat 0 to seat 0"),
        ([[0, 9]], r"\$\.unaccepted\[0\]\[1\]"),
        ([[0]], r"\[offerer, addressee\]"),
        ("x", "expected an array"),
    ],
)
def test_a_position_with_a_bad_count_is_refused(value: object, message: str) -> None:
    data = to_dict(_step2())
    data["unaccepted"] = value
    with pytest.raises(PositionError, match=message):
        from_dict(data)


def test_a_count_outside_step_2_is_refused() -> None:
    data = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    data["unaccepted"] = [[0, 1]]
    with pytest.raises(PositionError, match="only in step 'trade'"):
        from_dict(data)


def test_an_endless_offer_and_withdraw_record_is_refused_at_the_fourth_offer() -> None:
    """L2: a record repeating an offer and its withdrawal kept step 2 going without end."""
    start = _step2()
    moves: list[Action] = []
    for _ in range(MAX_UNACCEPTED + 5):
        moves += [_offer(start), Withdraw(0, 1)]
    record = load_record(json.dumps(json.loads(record_game(start, moves).to_json())))
    result = replay(record)
    assert result.refusal is not None and result.refusal.index == 2 * MAX_UNACCEPTED
    assert result.refusal.error.rule == "002/step2.end"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("edition", "rule"),
    [("amigo-fr", "000.1/step2.end"), ("original-1997-fr-003", "003/step2.end")],
)
def test_french_games_cite_their_rulebook(edition: str, rule: str) -> None:
    s = _ended(_step2(edition, 4 if edition == "amigo-fr" else 3), MAX_UNACCEPTED)
    err = bohnanza.check(s, _offer(s))
    assert isinstance(err, IllegalActionError) and err.rule == rule
    assert err.french and "refusées ou retirées" in err.reason
