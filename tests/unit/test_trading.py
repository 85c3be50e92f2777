"""Step 2: draw, trade and donate (rulebook 002, "2. Draw, trade & donate bean cards")."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import bohnanza
from bohnanza import Action, Donate, EndTrading, GameState, Keep, Plant, Step, Trade

from .helpers import E, ids, kinds, legal, malformed, refused


def trading(**extra: object) -> GameState:
    """Seat 1 active in step 2 with two face-up cards; seats 0, 2 and 3 hold hands."""
    options: dict[str, object] = {
        "active": 1,
        "step": Step.TRADE,
        "planted": 1,
        "hands": {0: ["Chili", "Blue"], 1: ["Soy", "Green", "Stink"], 2: ["Red"], 3: []},
        "face_up": ["Wax", "Black-eyed"],
        "deck": ["Wax"] * 6,
    }
    options.update(extra)
    return bohnanza.compose(E, 4, **options)  # type: ignore[arg-type]


def test_step_2_turns_up_the_two_top_cards_of_the_deck() -> None:
    s = bohnanza.compose(E, 4, planted=1, hands={0: ["Chili"]}, deck=["Red", "Soy", "Green", "Wax"])
    s = legal(s, bohnanza.EndPlanting(0))
    assert kinds(s.face_up) == ("red", "soy")
    assert kinds(s.deck) == ("green", "wax")
    assert s.step is Step.TRADE
    assert s.to_move == (0,)
    red, soy = s.face_up
    # example 2: the active player may keep a face-up card (set it aside) or end step 2
    assert bohnanza.legal_actions(s, 0).basic == (Keep(0, red.id), Keep(0, soy.id), EndTrading(0))


def test_active_trades_a_face_up_card_and_a_hand_card_from_anywhere() -> None:
    # Example 3: "I will trade the face up Soy Bean and a Blue Bean from my hand for a Red Bean."
    s = trading()
    wax, black_eyed = s.face_up
    soy, green, stink = s.players[1].hand
    chili, blue = s.players[0].hand
    after = legal(s, Trade(1, 0, (wax.id, green.id), (blue.id,)))
    # The rest of the active hand keeps its order; the middle card left it.
    assert after.players[1].hand == (soy, stink)
    assert after.players[0].hand == (chili,)
    assert after.face_up == (black_eyed,)
    # Received cards are set aside, not put in hand.
    assert after.players[0].set_aside == (wax, green)
    assert after.players[1].set_aside == (blue,)
    assert after.step is Step.TRADE


def test_active_donates_a_face_up_card() -> None:
    s = trading()
    wax = s.face_up[0]
    after = legal(s, Donate(1, 3, (wax.id,)))
    assert after.players[3].set_aside == (wax,)
    assert after.face_up == s.face_up[1:]
    assert after.players[1].hand == s.players[1].hand


def test_non_active_donates_hand_cards_to_the_active_player() -> None:
    s = trading()
    chili, blue = s.players[0].hand
    after = legal(s, Donate(0, 1, (blue.id,)))
    assert after.players[0].hand == (chili,)
    assert after.players[1].set_aside == (blue,)
    assert after.players[1].hand == s.players[1].hand


def test_non_active_players_may_not_trade_among_themselves() -> None:
    s = trading()
    chili = s.players[0].hand[0]
    red = s.players[2].hand[0]
    refused(
        s,
        Trade(0, 2, (chili.id,), (red.id,)),
        "002/trade.parties",
        "seat 0 is not the active player (seat 1)",
    )


def test_a_trade_needs_another_player() -> None:
    s = trading()
    soy, green, _ = s.players[1].hand
    refused(
        s, Trade(1, 1, (soy.id,), (green.id,)), "002/trade.parties", "a trade needs another player"
    )
    refused(s, Donate(1, 1, (soy.id,)), "002/trade.parties", "a donation needs another player")


def test_non_active_players_donate_only_to_the_active_player() -> None:
    s = trading()
    chili = s.players[0].hand[0]
    refused(
        s,
        Donate(0, 2, (chili.id,)),
        "002/donate.to-active",
        "seat 0 may donate only to the active player (seat 1)",
    )


def test_non_active_may_not_give_a_face_up_card() -> None:
    s = trading()
    black_eyed = s.face_up[1]
    soy = s.players[1].hand[0]
    reason = f"{black_eyed} is not in seat 0's hand"
    refused(s, Trade(1, 0, (soy.id,), (black_eyed.id,)), "002/trade.other-cards", reason)
    refused(s, Donate(0, 1, (black_eyed.id,)), "002/trade.other-cards", reason)


def test_active_may_not_give_another_players_card() -> None:
    s = trading()
    red = s.players[2].hand[0]
    chili = s.players[0].hand[0]
    refused(
        s,
        Trade(1, 0, (red.id,), (chili.id,)),
        "002/trade.active-cards",
        f"{red} is neither face up nor in seat 1's hand",
    )


def test_received_cards_may_not_be_traded_again() -> None:
    s = trading()
    wax = s.face_up[0]
    soy, green, _ = s.players[1].hand
    chili, blue = s.players[0].hand
    s = legal(s, Trade(1, 0, (wax.id,), (blue.id,)))
    # Seat 0 may not pass the received wax back or on.
    refused(
        s,
        Trade(1, 0, (soy.id,), (wax.id,)),
        "002/trade.set-aside",
        f"{wax} is set aside for seat 0's step 3 and may not be traded again",
    )
    refused(
        s,
        Donate(0, 1, (wax.id,)),
        "002/trade.set-aside",
        f"{wax} is set aside for seat 0's step 3 and may not be traded again",
    )
    # Nor may the active player give away the blue he received.
    refused(
        s,
        Donate(1, 2, (blue.id,)),
        "002/trade.set-aside",
        f"{blue} is set aside for seat 1's step 3 and may not be traded again",
    )
    # His own hand cards still trade after a face-up card went ("may continue to trade").
    after = legal(s, Trade(1, 0, (green.id,), (chili.id,)))
    assert after.players[1].set_aside == (blue, chili)


def test_end_trading_sets_the_face_up_cards_aside_for_the_active_player() -> None:
    s = trading()
    wax, black_eyed = s.face_up
    blue = s.players[0].hand[1]
    s = legal(s, Trade(1, 0, (s.players[1].hand[0].id,), (blue.id,)))
    after = legal(s, EndTrading(1))
    assert after.step is Step.PLANT_RECEIVED
    assert after.face_up == ()
    assert after.players[1].set_aside == (blue, wax, black_eyed)
    assert after.to_move == (0, 1)


def test_only_the_active_player_ends_step_2() -> None:
    s = trading()
    refused(s, EndTrading(0), "002/step2.end", "only the active player ends step 2")
    planting = bohnanza.compose(E, 4, hands={0: ["Soy"]}, deck=["Wax"] * 4)
    refused(planting, EndTrading(0), "002/step2.end", "only the active player ends step 2")


def test_trades_and_donations_happen_only_in_step_2() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Soy", "Red"], 1: ["Blue"]}, deck=["Wax"] * 4)
    red = s.players[0].hand[1]
    blue = s.players[1].hand[0]
    refused(
        s,
        Trade(0, 1, (red.id,), (blue.id,)),
        "002/turn.order",
        "trading happens in step 2, not step 1",
    )
    refused(s, Donate(0, 1, (red.id,)), "002/turn.order", "donations happen in step 2, not step 1")
    step3 = bohnanza.compose(
        E, 4, step=Step.PLANT_RECEIVED, hands={0: ["Soy"], 1: ["Blue"]}, set_aside={0: ["Wax"]}
    )
    soy3, blue3 = step3.players[0].hand[0], step3.players[1].hand[0]
    refused(
        step3,
        Trade(0, 1, (soy3.id,), (blue3.id,)),
        "002/turn.order",
        "trading happens in step 2, not step 3",
    )
    assert len(bohnanza.legal_actions(step3).negotiations) == 0


def formula(pool: int, partner_hands: list[int]) -> int:
    """The negotiations of the active player with ``pool`` cards to give (face up + hand):
    per partner, trades (2^a-1)(2^p-1), donations to him 2^a-1 and from him 2^p-1."""
    a = 2**pool - 1
    return sum(a * (2**p - 1) + a + (2**p - 1) for p in partner_hands)


@pytest.mark.parametrize(
    ("face_up", "active_hand", "hands"),
    [
        (["Wax", "Black-eyed"], ["Soy", "Green", "Stink"], {0: ["Chili", "Blue"], 2: ["Red"]}),
        (["Wax"], [], {0: ["Chili"], 2: [], 3: ["Red", "Red", "Blue"]}),
        ([], ["Soy"], {0: [], 2: [], 3: []}),
        (["Wax", "Wax"], ["Soy"] * 4, {0: ["Chili"] * 5, 2: ["Red"] * 5, 3: ["Blue"] * 5}),
    ],
)
def test_negotiation_count_matches_the_formula(
    face_up: list[str], active_hand: list[str], hands: dict[int, list[str]]
) -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.TRADE,
        hands={**hands, 1: active_hand},
        face_up=face_up,
        deck=["Wax"] * 2,
    )
    partners = [len(s.players[seat].hand) for seat in (0, 2, 3)]
    expected = formula(len(face_up) + len(active_hand), partners)
    legal_now = bohnanza.legal_actions(s)
    assert len(legal_now.negotiations) == expected
    assert len(legal_now) == len(legal_now.basic) + expected


def test_negotiation_count_for_the_first_scenario_is_221() -> None:
    s = trading()
    # a = 2 face up + 3 in hand = 5; partners hold 2, 1 and 0 cards: 127 + 63 + 31.
    assert len(bohnanza.legal_actions(s).negotiations) == 221
    # The active player's own moves leave out the partners' donations (3 + 1 + 0).
    assert len(bohnanza.legal_actions(s, 1).negotiations) == 217
    # A non-active player may only donate his hand cards to the active player.
    assert len(bohnanza.legal_actions(s, 0).negotiations) == 3
    assert set(bohnanza.legal_actions(s, 0).negotiations) == {
        Donate(0, 1, (s.players[0].hand[0].id,)),
        Donate(0, 1, (s.players[0].hand[1].id,)),
        Donate(0, 1, ids(s.players[0].hand)),
    }


def test_every_listed_negotiation_passes_check() -> None:
    s = trading()
    negotiations = bohnanza.legal_actions(s).negotiations
    seen = set()
    for action in negotiations:
        assert bohnanza.check(s, action) is None, action
        seen.add(action)
    assert len(seen) == len(negotiations) == 221


def test_sampled_negotiations_pass_check_in_a_bigger_space() -> None:
    s = bohnanza.compose(
        E,
        5,
        active=2,
        step=Step.TRADE,
        hands={0: ["Chili"] * 6, 1: ["Blue"] * 6, 2: ["Soy"] * 7, 3: ["Red"] * 6, 4: ["Green"] * 6},
        face_up=["Wax", "Stink"],
        deck=["Wax"] * 2,
    )
    legal_now = bohnanza.legal_actions(s)
    assert len(legal_now.negotiations) == formula(9, [6, 6, 6, 6])
    rng = random.Random(7)
    for _ in range(300):
        action = legal_now.negotiations.sample(rng)
        assert isinstance(action, Trade | Donate)
        assert bohnanza.check(s, action) is None, action
        assert action in legal_now
        after = bohnanza.apply(s, action)
        assert sorted(c.id for c in after.all_cards()) == list(range(154))


def test_negotiations_are_empty_outside_step_2() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Soy", "Red"], 1: ["Blue"]}, deck=["Wax"] * 4)
    assert len(bohnanza.legal_actions(s).negotiations) == 0
    assert list(bohnanza.legal_actions(s)) == list(bohnanza.legal_actions(s).basic)


def test_received_cards_are_planted_in_step_3_not_from_hand() -> None:
    s = trading()
    blue = s.players[0].hand[1]
    s = legal(s, Donate(0, 1, (blue.id,)))
    s = legal(s, EndTrading(1))
    assert blue in s.players[1].set_aside
    assert blue not in s.players[1].hand
    after = legal(s, Plant(1, blue.id, 0))
    assert after.players[1].fields[0] == (blue,)


@pytest.mark.parametrize(
    ("make", "fragment"),
    [
        (lambda s: Trade(1, 0, (), (s.players[0].hand[0].id,)), "a trade moves at least one card"),
        (lambda s: Trade(1, 0, (s.face_up[0].id,), ()), "a trade moves at least one card"),
        (lambda s: Donate(1, 0, ()), "names no card"),
        (lambda s: Donate(1, 0, (s.face_up[0].id, s.face_up[0].id)), "names a card twice"),
        (lambda s: Trade(1, 0, (999,), (s.players[0].hand[0].id,)), "there is no card 999"),
        (lambda s: Trade(1, 7, (s.face_up[0].id,), (1,)), "partner 7 does not exist"),
        (lambda s: Donate(1, 4, (s.face_up[0].id,)), "receiver 4 does not exist"),
    ],
)
def test_malformed_negotiations_in_step_2(
    make: Callable[[GameState], Action], fragment: str
) -> None:
    s = trading()
    malformed(s, make(s), fragment)


@pytest.mark.parametrize(
    "action",
    [Donate(0, 1, ()), Donate(0, 1, (999,)), Trade(0, 1, (999,), (46,))],
    ids=["empty-donation", "unknown-card-donation", "unknown-card-trade"],
)
def test_malformed_negotiations_outside_step_2_are_invalid(action: Donate | Trade) -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Soy"], 1: ["Blue"]}, deck=["Wax"] * 4)
    assert s.step is Step.PLANT
    err = bohnanza.check(s, action)
    assert type(err) is bohnanza.InvalidActionError, repr(err)


def _negotiating_states(edition: str, variants: tuple[str, ...] = ()) -> list[GameState]:
    """The step-2 states of a few random games with trades, coins among them under the
    experts' variant."""
    from bohnanza.bots import random_move

    states = []
    for seed in range(6):
        s = bohnanza.new_game(edition, 4, seed=seed, variants=variants)
        rng = random.Random(seed)
        while not s.is_over:
            if s.step is Step.TRADE:
                states.append(s)
            s = bohnanza.apply(s, random_move(s, rng, 0.5))
    return states


@pytest.mark.parametrize(("edition", "variants"), [(E, ()), ("original-1997-fr-003", ("experts",))])
def test_the_bots_draw_is_the_spaces_move_at_the_same_index(
    edition: str, variants: tuple[str, ...]
) -> None:
    """random_negotiation counts the space without building it: the move it draws is the
    one the whole space decodes at the same draw, built equal to the constructor's, and
    apply plays it as check allows it."""
    from bohnanza.rules.trading import (
        decode_negotiation,
        negotiation_space_of,
        random_negotiation,
    )

    states = _negotiating_states(edition, variants)
    assert len(states) > 100
    with_coins = 0
    for i, s in enumerate(states):
        active, pool, coins, blocks, total = negotiation_space_of(s, None)
        mine, theirs = random.Random(i), random.Random(i)
        drawn = random_negotiation(s, mine)
        if not total:
            assert drawn is None
            continue
        expected = decode_negotiation(active, pool, coins, blocks, theirs.randrange(total))
        assert drawn == expected and type(drawn) is type(expected)
        assert drawn == type(drawn)(*drawn.values())  # as the constructor builds it
        assert mine.random() == theirs.random()  # the same draws were made
        assert bohnanza.check(s, drawn) is None
        assert bohnanza.apply(s, drawn) == bohnanza.apply(s, type(drawn)(*drawn.values()))
        with_coins += isinstance(drawn, Trade) and bool(drawn.give_coins or drawn.take_coins)
    if variants:
        assert with_coins > 0


def test_moves_built_from_known_values_are_the_constructors_and_frozen() -> None:
    from bohnanza.actions import agreed_donation, agreed_trade

    trade = agreed_trade(1, 2, (3, 4), (5,), 1, 0)
    assert trade == Trade(1, 2, (3, 4), (5,), 1, 0) and type(trade) is Trade
    assert hash(trade) == hash(Trade(1, 2, (3, 4), (5,), 1, 0))
    donation = agreed_donation(2, 1, (7,))
    assert donation == Donate(2, 1, (7,)) and type(donation) is Donate
    for move, field in ((trade, "seat"), (donation, "cards")):
        with pytest.raises(AttributeError):
            setattr(move, field, 0)
