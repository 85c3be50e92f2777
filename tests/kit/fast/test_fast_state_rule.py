"""More of the clauses a position that differs is charged to (``attribution.state_rule``,
docs/conformance.md "The report"): after a trade, the part that differs names the clause
(the face-up cards, the coins, the hand, the cards set aside), before the clause that
grants the trade's shape; a part no transition explains is charged to the clause that
grants the move, or to the one that refuses it."""

from __future__ import annotations

import copy
import warnings
from typing import Any

from bohnanza.actions import Action, Trade
from bohnanza.conformance.attribution import grant_rule, refusal_rule, state_rule
from bohnanza.conformance.probes import near_misses
from bohnanza.position import to_dict
from bohnanza.referee import check
from bohnanza.state import TRADE, GameState
from tests.kit.fast.test_fast_attribution import _walk

Json = dict[str, Any]


def _unequal_trade() -> tuple[GameState, Trade, GameState]:
    """A trade of one card for two, none of them face up (game 1 at 4 players)."""
    for before, move, after in _walk("rio-grande-2000", 4, 1):
        if (
            isinstance(move, Trade)
            and len(move.gives) != len(move.takes)
            and not set(move.gives) & set(before.face_up_ids)
            and after.exhaustions == before.exhaustions
        ):
            return before, move, after
    raise AssertionError("no unequal trade")  # pragma: no cover


def test_after_a_trade_the_part_that_differs_names_the_clause() -> None:
    before, move, after = _unequal_trade()
    same: Json = {"exhaustions": after.exhaustions}
    # The move itself is granted by the clause of trading (the English rules have no
    # clause of their own for unequal trades)...
    assert grant_rule(before, move) == "002/step2.trade-donate"
    assert state_rule(before, move, after, ["step"], same) == "002/step2.trade-donate"
    # ...but the face-up cards after it are the active player's cards, whatever was traded.
    assert state_rule(before, move, after, ["face_up"], same) == "002/trade.active-cards"
    # Coins that moved in a trade: the rulebook has no coin trading (English rules).
    assert state_rule(before, move, after, ["seats[0].coins"], same) == "002/trade.active-cards"
    assert state_rule(before, move, after, [f"seats[{move.seat}].hand"], same) == (
        "002/trade.hand-position"
    )
    assert state_rule(before, move, after, [f"seats[{move.partner}].set_aside"], same) == (
        "002/trade.set-aside"
    )
    # The hand is judged before the face-up cards, those before the cards set aside.
    both = [f"seats[{move.seat}].hand", "face_up", f"seats[{move.partner}].set_aside"]
    assert state_rule(before, move, after, both, same) == "002/trade.hand-position"
    assert state_rule(before, move, after, both[1:], same) == "002/trade.active-cards"


def test_a_position_that_cannot_be_read_as_a_seats_cards_is_no_card_received_in_hand() -> None:
    before, move, after = _unequal_trade()
    mine = to_dict(after)
    partner = move.partner
    diffs = [f"seats[{partner}].hand", f"seats[{partner}].set_aside"]
    received = copy.deepcopy(mine)
    seat = received["seats"][partner]
    moved = [c for c in seat["set_aside"] if c["id"] in set(move.gives)]
    assert moved
    seat["set_aside"] = [c for c in seat["set_aside"] if c not in moved]
    seat["hand"] = [*seat["hand"], *moved]
    assert state_rule(before, move, after, diffs, received) == "002/trade.set-aside"
    # The same seat written so that its zones cannot be read: judged by its hand.
    for broken in (
        {**received, "seats": "none"},
        {**received, "seats": received["seats"][:partner]},
        {**received, "seats": [*received["seats"][:partner], 5, *received["seats"][partner + 1 :]]},
        {
            **received,
            "seats": [
                {**s, "set_aside": "x"} if k == partner else s
                for k, s in enumerate(received["seats"])
            ],
        },
        {
            **received,
            "seats": [
                {**s, "hand": None} if k == partner else s for k, s in enumerate(received["seats"])
            ],
        },
    ):
        assert state_rule(before, move, after, diffs, broken) == "002/trade.hand-position"


def _refused() -> tuple[GameState, Action]:
    for before, _, _ in _walk("rio-grande-2000", 4, 2):
        for move in near_misses(before):
            if check(before, move) is not None and not isinstance(move, Trade):
                return before, move
    raise AssertionError("no near miss")  # pragma: no cover


def test_a_part_no_transition_explains_is_charged_to_the_moves_own_clause() -> None:
    before, move = _refused()
    same: Json = {"exhaustions": before.exhaustions}
    refusal = refusal_rule(before, move)
    assert refusal is not None and refusal.startswith("002/")
    # A refused move after which the step differs: who moves next.
    assert state_rule(before, move, before, ["step"], same) == "002/turn.next-player"
    # Any other part: the clause that refuses it.
    assert state_rule(before, move, before, ["seats[0].fields"], same) == refusal
    # A legal move: the clause that grants it.
    legal_before, legal_move, legal_after = next(
        t for t in _walk("rio-grande-2000", 4, 2)
        if t[0].step_id == t[2].step_id and t[0].active == t[2].active
        and t[0].turn == t[2].turn and t[2].exhaustions == t[0].exhaustions
        and not t[2].ending and not isinstance(t[1], Trade)
    )  # fmt: skip
    granted = grant_rule(legal_before, legal_move)
    assert granted is not None
    same = {"exhaustions": legal_after.exhaustions}
    assert state_rule(legal_before, legal_move, legal_after, ["step"], same) == granted
    assert state_rule(legal_before, legal_move, legal_after, ["seats[0].fields"], same) == (granted)
    # Who moves next, in a move that does not end the turn: the next player's clause.
    for part in (["active"], ["turn"]):
        assert state_rule(legal_before, legal_move, legal_after, part, same) == (
            "002/turn.next-player"
        )


def test_a_step_1_that_ends_on_an_empty_hand_is_the_empty_hand_clause() -> None:
    """The active player plants the last card of the hand: step 1 ends at once (step 2
    follows); a difference in the step or who moves is that clause's, while the face-up
    cards turned next are step 2's."""
    before, move, after = next(
        t for t in _walk("rio-grande-2000", 3, 1)
        if t[2].step_id == TRADE and t[0].step_id != TRADE and t[0].active == t[2].active
        and not t[2].players[t[2].active].hand_ids
    )  # fmt: skip
    same: Json = {"exhaustions": after.exhaustions}
    assert state_rule(before, move, after, ["step"], same) == "002/step1.empty-hand"
    assert state_rule(before, move, after, ["active"], same) == "002/step1.empty-hand"
    assert state_rule(before, move, after, ["face_up"], same) == "002/step2.face-up"
    # The same step 1 ended with cards left in the hand: the step is the move's clause.
    other = next(
        t for t in _walk("rio-grande-2000", 3, 1)
        if t[2].step_id == TRADE and t[0].step_id != TRADE
        and t[2].players[t[2].active].hand_ids and t[0].active == t[2].active
    )  # fmt: skip
    granted = grant_rule(other[0], other[1])
    assert granted != "002/step1.empty-hand"
    assert state_rule(*other, ["step"], {"exhaustions": other[2].exhaustions}) == granted


def test_a_turn_that_starts_on_an_empty_hand_skips_step_1_by_its_clause() -> None:
    before, move, after = next(
        t for t in _walk("rio-grande-2000", 3, 1)
        if t[2].step_id == TRADE and t[0].active != t[2].active
        and not t[2].players[t[2].active].hand_ids
    )  # fmt: skip
    same: Json = {"exhaustions": after.exhaustions}
    # Who moves next is the next player's clause; the step skipped, the empty hand's.
    assert state_rule(before, move, after, ["active"], same) == "002/turn.next-player"
    assert state_rule(before, move, after, ["step"], same) == "002/step1.empty-hand"


def test_a_baby_received_with_a_field_of_her_family_is_ladybohns_baby_trade() -> None:
    """001/lady.baby-trade: a baby received in a trade by a seat growing her family is
    planted at once; a field that differs after such a trade is that clause's, not the
    trade's."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the provisional sheet, said elsewhere
        before, move, after = next(
            t for t in _walk("ladybohn", 3, 1, trades=0.8)
            if isinstance(t[1], Trade) and t[2].owed_ids and not t[0].owed_ids
        )  # fmt: skip
        same: Json = {"exhaustions": after.exhaustions}
        assert state_rule(before, move, after, ["seats[1].fields"], same) == "001/lady.baby-trade"
        # Without fields in the difference, the trade's own clauses.
        hand = state_rule(before, move, after, [f"seats[{move.seat}].hand"], same)
        assert hand == "001/trade.hand-position"
