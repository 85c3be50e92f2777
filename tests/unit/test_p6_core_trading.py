"""Step 2 (bohnanza/rules/trading.py): each refusal of a trade, donation, offer, answer,
keep or end names its rule and says exactly why; the agreed exchanges move the cards to
the receivers' set-aside cards and the coins from the top; the standing offers end as
decision trade.standing-offers says."""

from __future__ import annotations

from typing import Any

from bohnanza import GameState, apply, check, compose, legal_actions
from bohnanza.actions import (
    Accept,
    Action,
    Decline,
    Donate,
    EndTrading,
    Keep,
    Offer,
    Trade,
    Withdraw,
)
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def _why(s: GameState, move: Action) -> tuple[str, str]:
    refusal = check(s, move)
    assert isinstance(refusal, IllegalActionError), move
    return refusal.rule, refusal.reason_en


def _step2() -> GameState:
    return _make(
        "rio-grande-2000",
        3,
        step=Step.TRADE,
        planted=1,
        hands={0: ["Blue"], 1: ["Soy", "Red"], 2: ["Wax"]},
        face_up=["Chili", "Stink"],
        set_aside={1: ["Green"]},
        coins={0: 2, 1: 1},
        deck=["Wax"] * 5,
    )


def test_the_refusals_of_trades_and_donations() -> None:
    s = _step2()
    blue = s.players[0].hand_ids[0]
    soy, red = s.players[1].hand_ids
    wax = s.players[2].hand_ids[0]
    chili, _ = s.face_up_ids
    green = s.players[1].aside_ids[0]
    expected: list[tuple[Action, str, str]] = [
        (Trade(1, 2, (soy,), (wax,)), "trade.parties", "seat 1 is not the active player (seat 0)"),
        (
            Trade(1, 0, (soy,), (blue,)),
            "trade.parties",
            "seat 1 is not the active player (seat 0); write it from the active player's "
            "side: 0 trade 1 ...",
        ),
        (
            Trade(0, 1, (wax,), (soy,)),
            "trade.active-cards",
            f"{wax}:wax is neither face up nor in seat 0's hand",
        ),
        (Trade(0, 1, (blue,), (wax,)), "trade.other-cards", f"{wax}:wax is not in seat 1's hand"),
        (
            Trade(0, 1, (blue,), (green,)),
            "trade.set-aside",
            f"{green}:green is set aside for seat 1's step 3 and may not be traded again",
        ),
        (
            Trade(0, 1, (blue,), (soy,), 1, 0),
            "trade.active-cards",
            "only bean cards are traded; coins only in the experts' variant",
        ),
        (
            Trade(0, 1, (blue,), (soy,), 0, 1),
            "trade.other-cards",
            "only bean cards are traded; coins only in the experts' variant",
        ),
        (Donate(0, 0, (blue,)), "trade.parties", "a donation needs another player"),
        (
            Donate(1, 2, (soy,)),
            "donate.to-active",
            "seat 1 may donate only to the active player (seat 0)",
        ),
        (
            Donate(1, 0, (green,)),
            "trade.set-aside",
            f"{green}:green is set aside for seat 1's step 3 and may not be traded again",
        ),
        (Donate(1, 0, (wax,)), "trade.other-cards", f"{wax}:wax is not in seat 1's hand"),
        (Keep(1, chili), "step2.keep", "only the active player keeps face-up cards, in step 2"),
        (Keep(0, blue), "step2.keep", f"{blue}:blue is not face up"),
        (EndTrading(1), "step2.end", "only the active player ends step 2"),
    ]
    for move, rule, why in expected:
        assert _why(s, move) == (f"002/{rule}", why), move
    for move in (Trade(0, 0, (blue,), ()), Trade(0, 1, (), (), 1, 0)):
        bad = check(s, move)
        assert isinstance(bad, InvalidActionError)
        assert str(bad) == f"{move}: a trade moves at least one card (or coin) each way; use Donate"
    # The active player gives face-up cards as well as hand cards; the others their hand's.
    for move in (
        Trade(0, 1, (chili,), (soy,)),
        Trade(0, 1, (blue, chili), (soy, red)),
        Donate(0, 1, (chili,)),
        Donate(1, 0, (red,)),
        Donate(0, 2, (blue,)),
        Keep(0, chili),
        EndTrading(0),
    ):
        assert check(s, move) is None, move


def test_the_refusals_of_offers_and_their_answers() -> None:
    s = _step2()
    blue = s.players[0].hand_ids[0]
    soy, red = s.players[1].hand_ids
    chili, _ = s.face_up_ids
    green = s.players[1].aside_ids[0]
    assert _why(s, Offer(0, 0, (blue,), ("soy",))) == (
        "002/trade.parties",
        "an offer needs another player",
    )
    between = "seat 1 may offer only to the active player (seat 0)"
    assert _why(s, Offer(1, 2, (soy,), ("wax",))) == ("002/trade.parties", between)
    assert _why(s, Offer(1, 2, (soy,), ())) == ("002/donate.to-active", between)
    assert _why(s, Offer(0, 1, (blue,), ("soy",), 1, 0)) == (
        "002/trade.active-cards",
        "only bean cards are traded; coins only in the experts' variant",
    )
    none = "no offer from seat 0 to seat 1 stands"
    assert _why(s, Accept(1, 0, (soy,))) == ("002/trade.accept", none)
    assert _why(s, Decline(1, 0)) == ("002/trade.decline", none)
    assert _why(s, Withdraw(0, 1)) == ("002/trade.withdraw", none)
    offered = apply(s, Offer(0, 1, (chili,), ("soy", "red")))
    assert offered.offers == (Offer(0, 1, (chili,), ("soy", "red")),)
    assert offered.players == s.players and offered.face_up_ids == s.face_up_ids
    assert _why(offered, Offer(0, 1, (blue,), ("soy",))) == (
        "002/trade.offer",
        "seat 0 already has an offer standing to seat 1; withdraw it first (the referee's "
        "decision trade.standing-offers: the rules do not say how many offers may stand)",
    )
    assert _why(offered, Accept(1, 0, (soy,))) == (
        "002/trade.accept",
        f"the offer asks for soy, red; {soy}:soy does not meet it",
    )
    assert _why(offered, Accept(1, 0, (soy, green))) == (
        "002/trade.set-aside",
        f"{green}:green is set aside for seat 1's step 3 and may not be traded again",
    )
    assert check(offered, Accept(1, 0, (red, soy))) is None  # in any order
    # Another seat's offer to the active player stands beside it.
    assert check(offered, Offer(1, 0, (soy,), ())) is None
    # Only seat 1 answers the offer, and seat 0 withdraws it.
    assert _why(offered, Decline(2, 0)) == (
        "002/trade.decline",
        "no offer from seat 0 to seat 2 stands",
    )
    assert _why(offered, Withdraw(0, 2)) == (
        "002/trade.withdraw",
        "no offer from seat 0 to seat 2 stands",
    )


def test_outside_step2_every_step2_move_is_refused() -> None:
    s = _make("rio-grande-2000", 3, hands={0: ["Blue"], 1: ["Soy"]}, deck=["Wax"] * 5)
    blue = s.players[0].hand_ids[0]
    soy = s.players[1].hand_ids[0]
    offers = "offers are made and answered in step 2, not step 1"
    for move, rule, why in (
        (Trade(0, 1, (blue,), (soy,)), "turn.order", "trading happens in step 2, not step 1"),
        (Donate(0, 1, (blue,)), "turn.order", "donations happen in step 2, not step 1"),
        (Offer(0, 1, (blue,), ("soy",)), "turn.order", offers),
        (Accept(1, 0, ()), "turn.order", offers),
        (Decline(1, 0), "turn.order", offers),
        (Withdraw(0, 1), "turn.order", offers),
        (Keep(0, blue), "step2.keep", "only the active player keeps face-up cards, in step 2"),
        (EndTrading(0), "step2.end", "only the active player ends step 2"),
    ):
        assert _why(s, move) == (f"002/{rule}", why), move


def test_the_experts_coins_join_trades_of_beans_from_the_top() -> None:
    s = _make(
        "original-1997-fr-003",
        4,
        variants=("experts",),
        step=Step.TRADE,
        planted=1,
        hands={0: ["Blue"], 1: ["Soy", "Red"]},
        face_up=["Chili", "Stink"],
        coins={0: 2, 1: 1},
    )
    blue = s.players[0].hand_ids[0]
    soy, red = s.players[1].hand_ids
    chili, stink = s.face_up_ids
    beans = "a trade moves at least one bean card; coins only join a trade of beans"
    gift = "a donation gives bean cards only; coins join a trade"
    for move, rule, why in (
        (Trade(0, 1, (), (), 1, 1), "variant.experts", beans),
        (Trade(0, 1, (blue,), (soy,), 3, 0), "trade.active-cards", "seat 0 has 2 coins, not 3"),
        (Trade(0, 1, (blue,), (soy,), 0, 2), "trade.other-cards", "seat 1 has 1 coin, not 2"),
        (Offer(0, 1, (), (), 1, 1), "variant.experts", beans),
        (Offer(0, 1, (blue,), (), 1, 0), "variant.experts", gift),
        (Offer(0, 1, (), ("soy",), 0, 1), "variant.experts", gift),
        (Offer(0, 1, (blue,), ("soy",), 3, 0), "trade.active-cards", "seat 0 has 2 coins, not 3"),
        (Offer(0, 1, (blue,), ("soy",), 0, 2), "trade.other-cards", "seat 1 has 1 coin, not 2"),
    ):
        assert _why(s, move) == (f"003/{rule}", why), move
    refusal = check(s, Trade(0, 1, (blue,), (soy,), 3, 0))
    assert isinstance(refusal, IllegalActionError) and refusal.reason == "P1 a 2 talers, pas 3"
    assert check(s, Offer(0, 1, (blue,), ("soy",), 2, 1)) is None
    mine, theirs = s.players[0].coin_ids, s.players[1].coin_ids
    after = apply(s, Trade(0, 1, (blue, chili), (soy,), 2, 1))
    # The giver's top coins go onto the receiver's; the cards wait in the set-aside cards.
    assert after.players[1].coin_ids == (*theirs, mine[0], mine[1])[:2]
    assert after.players[0].coin_ids == (mine[1],)
    assert after.players[0].hand_ids == () and after.players[0].aside_ids == (soy,)
    assert after.players[1].hand_ids == (red,) and after.players[1].aside_ids == (blue, chili)
    assert after.face_up_ids == (stink,)
    assert sorted(c for p in after.players for c in p.coin_ids) == sorted((*mine, *theirs))


def test_offers_end_when_answered_when_their_cards_leave_and_with_the_step() -> None:
    s = _step2()
    blue = s.players[0].hand_ids[0]
    soy, red = s.players[1].hand_ids
    chili, stink = s.face_up_ids
    offer = Offer(0, 1, (chili,), ("soy",))
    back = Offer(1, 0, (red,), ())
    both = apply(apply(s, offer), back)
    assert both.offers == (offer, back)
    # Accepted: the cards move, the offer ends, the other stands.
    taken = apply(both, Accept(1, 0, (soy,)))
    assert taken.offers == (back,)
    assert taken.players[1].aside_ids == (*s.players[1].aside_ids, chili)
    assert taken.players[0].aside_ids == (soy,)
    assert taken.face_up_ids == (stink,) and taken.players[1].hand_ids == (red,)
    # Keeping the card it gives ends the offer; a donation of a card it gives ends it too.
    kept = apply(both, Keep(0, chili))
    assert kept.offers == (back,) and kept.players[0].aside_ids == (chili,)
    assert kept.face_up_ids == (stink,)
    given = apply(both, Donate(1, 0, (red,)))
    assert given.offers == (offer,) and given.players[0].aside_ids == (red,)
    # Declined or withdrawn: it ends and counts against the pair; the fourth is refused.
    declined = apply(both, Decline(1, 0))
    assert declined.offers == (back,)
    withdrawn = apply(both, Withdraw(0, 1))
    assert withdrawn.offers == (back,)
    again = s
    for _ in range(3):
        assert check(again, offer) is None
        again = apply(apply(again, offer), Withdraw(0, 1))
    assert _why(again, offer) == (
        "002/step2.end",
        "3 offers from seat 0 to seat 1 were already declined or withdrawn in this step; "
        "seat 0 may make seat 1 no more offers until the step ends (the referee's decision "
        "trade.offer-repeats, so that the step ends)",
    )
    assert check(again, Offer(0, 2, (chili,), ("soy",))) is None
    assert check(again, Offer(1, 0, (soy,), ())) is None
    # The step's end ends every offer and the count; the face-up cards are the active's.
    assert again.rest[5] and not apply(again, EndTrading(0)).rest[5]
    ended = apply(both, EndTrading(0))
    assert ended.step is Step.PLANT_RECEIVED and ended.offers == ()
    assert ended.players[0].aside_ids == (chili, stink) and ended.face_up_ids == ()
    assert ended.players[0].hand_ids == (blue,)
    assert blue not in ended.players[0].aside_ids


def test_the_listing_of_step2_keeps_each_face_up_card_then_ends() -> None:
    s = _step2()
    chili, stink = s.face_up_ids
    listed = legal_actions(s, 0)
    basic = [m for m in listed if isinstance(m, (Keep, EndTrading))]
    assert basic == [Keep(0, chili), Keep(0, stink), EndTrading(0)]
    offered = apply(s, Offer(0, 1, (chili,), ("soy",)))
    soy = s.players[1].hand_ids[0]
    answers = [m for m in legal_actions(offered, 1) if isinstance(m, (Accept, Decline))]
    assert answers == [Accept(1, 0, (soy,)), Decline(1, 0)]
    assert Withdraw(0, 1) in legal_actions(offered, 0)
    unmet = apply(s, Offer(0, 1, (chili,), ("wax",)))
    assert [m for m in legal_actions(unmet, 1) if isinstance(m, (Accept, Decline))] == [
        Decline(1, 0)
    ]


def test_the_listed_acceptance_meets_the_request_face_up_cards_first_then_the_hand() -> None:
    s = _make(
        "rio-grande-2000",
        3,
        step=Step.TRADE,
        planted=1,
        hands={0: ["Blue", "Soy", "Soy"], 1: ["Red", "Soy"]},
        face_up=["Chili", "Soy"],
        deck=["Wax"] * 5,
    )
    _, soy1, soy2 = s.players[0].hand_ids
    up_soy = s.face_up_ids[1]
    red, their_soy = s.players[1].hand_ids
    two = apply(s, Offer(1, 0, (red,), ("soy", "soy")))
    answers = [m for m in legal_actions(two, 0) if isinstance(m, (Accept, Decline, Withdraw))]
    assert answers == [Accept(0, 1, (up_soy, soy1)), Decline(0, 1)]
    assert [m for m in legal_actions(two, 1) if isinstance(m, (Accept, Decline, Withdraw))] == [
        Withdraw(1, 0)
    ]
    three = apply(s, Offer(1, 0, (red,), ("soy", "soy", "soy", "soy")))
    answers = [m for m in legal_actions(three, 0) if isinstance(m, (Accept, Decline))]
    assert answers == [Decline(0, 1)]  # only three soy beans: the request is not met
    # The addressee who is not active answers from his hand only.
    asked = apply(s, Offer(0, 1, (soy2,), ("soy",)))
    assert [m for m in legal_actions(asked, 1) if isinstance(m, (Accept, Decline))] == [
        Accept(1, 0, (their_soy,)),
        Decline(1, 0),
    ]
    taken = apply(two, Accept(0, 1, (up_soy, soy1)))
    assert taken.face_up_ids == (s.face_up_ids[0],)
    assert taken.players[0].hand_ids == (s.players[0].hand_ids[0], soy2)
    assert taken.players[1].aside_ids == (up_soy, soy1) and taken.players[0].aside_ids == (red,)


def test_an_acceptance_is_refused_when_the_coins_promised_are_gone() -> None:
    s = _make(
        "original-1997-fr-003",
        4,
        variants=("experts",),
        step=Step.TRADE,
        planted=1,
        hands={0: ["Blue"], 1: ["Soy", "Red"], 2: ["Green"]},
        face_up=["Chili", "Stink"],
        coins={0: 2, 1: 1},
    )
    blue = s.players[0].hand_ids[0]
    soy, red = s.players[1].hand_ids
    green = s.players[2].hand_ids[0]
    chili, _ = s.face_up_ids
    paid = apply(s, Offer(0, 1, (blue,), ("soy",), 2, 0))
    asking = apply(paid, Offer(0, 2, (chili,), ("green",), 0, 0))
    assert check(asking, Accept(1, 0, (soy,))) is None
    # Seat 0's two coins go to seat 2 in another trade; the first offer still stands.
    spent = apply(asking, Trade(0, 2, (chili,), (green,), 2, 0))
    assert spent.players[0].coin_ids == () and Offer(0, 1, (blue,), ("soy",), 2, 0) in (
        spent.offers
    )
    assert _why(spent, Accept(1, 0, (soy,))) == (
        "003/trade.active-cards",
        "seat 0 has 0 coins, not 2",
    )
    # An offer asking for a coin the addressee no longer has is refused when accepted.
    wants = apply(s, Offer(0, 1, (blue,), ("red",), 0, 1))
    broke = apply(wants, Trade(0, 1, (chili,), (soy,), 0, 1))
    assert broke.players[1].coin_ids == ()
    assert _why(broke, Accept(1, 0, (red,))) == (
        "003/trade.other-cards",
        "seat 1 has 0 coins, not 1",
    )
