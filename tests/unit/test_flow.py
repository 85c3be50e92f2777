"""Step 3, step 4, the draw deck, the end of the game and scoring (rulebook 002)."""

from __future__ import annotations

from collections import Counter

import pytest

import bohnanza
from bohnanza import BuyField, EndPlanting, EndTrading, Harvest, Plant, Step

from .helpers import E, ids, kinds, legal, refused

# ---------------------------------------------------------------------------------------
# Step 3: plant traded & donated beans


def test_every_player_plants_his_set_aside_cards_in_any_order() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.PLANT_RECEIVED,
        hands={1: ["Soy"], 2: ["Garden"]},
        set_aside={1: ["Wax", "Green"], 2: ["Red"]},
        deck=["Stink", "Black-eyed", "Chili", "Blue"],
    )
    wax, green = s.players[1].set_aside
    red = s.players[2].set_aside[0]
    assert s.to_move == (1, 2)
    s = legal(s, Plant(2, red.id, 1))
    assert s.to_move == (1,)
    assert s.players[2].fields == ((), (red,))
    # The second set-aside card goes first: the order is up to the player.
    s = legal(s, Plant(1, green.id, 0))
    assert s.players[1].set_aside == (wax,)
    assert s.step is Step.PLANT_RECEIVED
    s = legal(s, Plant(1, wax.id, 1))
    assert s.players[1].fields == ((green,), (wax,))
    # All planted: step 4 ran (seat 1 drew three) and seat 2 begins his turn.
    assert kinds(s.players[1].hand) == ("soy", "stink", "black-eyed", "chili")
    assert s.active == 2
    assert s.step is Step.PLANT
    assert s.turn == 2


def test_step_3_plants_only_set_aside_cards() -> None:
    s = bohnanza.compose(
        E, 4, active=1, step=Step.PLANT_RECEIVED, hands={1: ["Soy"]}, set_aside={1: ["Wax"]}
    )
    soy = s.players[1].hand[0]
    refused(
        s,
        Plant(1, soy.id, 0),
        "002/step3.plant-all",
        f"{soy} is not among the cards seat 1 set aside",
    )
    refused(
        s,
        Plant(2, s.players[1].set_aside[0].id, 0),
        "002/step3.plant-all",
        f"{s.players[1].set_aside[0]} is not among the cards seat 2 set aside",
    )


def test_step_3_without_a_fitting_field_needs_room_first() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.PLANT_RECEIVED,
        set_aside={2: ["Green"]},
        fields={2: [["Blue", "Blue"], ["Chili", "Chili", "Chili"]]},
        coins={2: 3},
        deck=["Stink"] * 4,
    )
    green = s.players[2].set_aside[0]
    refused(
        s,
        Plant(2, green.id, 0),
        "002/step3.make-room",
        f"{green} matches none of seat 2's fields and none is empty: "
        "harvest a field (or buy a third) first",
    )
    assert bohnanza.legal_actions(s, 2).basic == (Harvest(2, 0), Harvest(2, 1), BuyField(2))
    # "He can do so by buying a 3rd bean field ... or harvesting and selling".
    bought = legal(s, BuyField(2))
    assert bohnanza.legal_actions(bought, 2).basic[0] == Plant(2, green.id, 2)
    harvested = legal(s, Harvest(2, 1))
    assert len(harvested.players[2].coins) == 3 + 1
    done = legal(harvested, Plant(2, green.id, 1))
    assert done.players[2].fields[1] == (green,)


def test_step_4_draws_three_to_the_back_of_the_hand_in_order() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.PLANT_RECEIVED,
        hands={1: ["Soy", "Red"], 2: ["Blue"]},
        set_aside={1: ["Wax"]},
        deck=["Stink", "Black-eyed", "Green", "Chili"],
    )
    hand = s.players[1].hand
    top3 = s.deck[:3]
    after = legal(s, Plant(1, s.players[1].set_aside[0].id, 0))
    assert after.players[1].hand == hand + top3
    assert kinds(after.players[1].hand[2:]) == ("stink", "black-eyed", "green")
    assert after.deck == s.deck[3:]
    # "The player to his left now takes his turn."
    assert after.active == 2
    assert after.step is Step.PLANT
    assert after.planted == 0
    assert after.turn == s.turn + 1
    assert after.to_move == (2,)


@pytest.mark.parametrize("players", [6, 7])
def test_step_4_draws_four_at_six_or_seven(players: int) -> None:
    s = bohnanza.compose(
        E,
        players,
        active=players - 1,
        step=Step.PLANT_RECEIVED,
        hands={0: ["Blue"]},
        set_aside={players - 1: ["Wax"]},
        deck=["Stink", "Black-eyed", "Green", "Chili", "Red"],
    )
    after = legal(s, Plant(players - 1, s.players[players - 1].set_aside[0].id, 0))
    assert kinds(after.players[players - 1].hand) == ("stink", "black-eyed", "green", "chili")
    assert kinds(after.deck) == ("red",)
    assert after.active == 0


def test_end_trading_with_nothing_to_plant_goes_to_the_next_turn() -> None:
    s = bohnanza.compose(
        E, 4, active=3, step=Step.TRADE, hands={0: ["Blue"]}, deck=["Red", "Soy", "Green", "Wax"]
    )
    after = legal(s, EndTrading(3))
    assert kinds(after.players[3].hand) == ("red", "soy", "green")
    assert after.active == 0
    assert after.step is Step.PLANT


def test_an_empty_hand_skips_step_1() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=0,
        step=Step.PLANT_RECEIVED,
        set_aside={0: ["Wax"]},
        deck=["Stink", "Black-eyed", "Green", "Chili", "Red"],
    )
    after = legal(s, Plant(0, s.players[0].set_aside[0].id, 0))
    assert after.active == 1
    assert after.players[1].hand == ()
    assert after.step is Step.TRADE
    assert after.planted == 0
    assert kinds(after.face_up) == ("chili", "red")
    refused(
        after, EndPlanting(1), "002/turn.order", "the planting step is over: the turn is at step 2"
    )


# ---------------------------------------------------------------------------------------
# The draw deck


def test_the_discard_pile_is_reshuffled_when_the_last_card_is_drawn() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.PLANT_RECEIVED,
        hands={2: ["Blue"]},
        set_aside={1: ["Wax"]},
        deck=["Stink"],
        discard=["Soy", "Red", "Green", "Chili"],
    )
    stink = s.deck[0]
    after = legal(s, Plant(1, s.players[1].set_aside[0].id, 0))
    hand = after.players[1].hand
    assert hand[0] == stink
    assert after.exhaustions == 1
    assert not after.ending
    assert after.discard == ()
    # The two further cards come from the reshuffled discard pile.
    assert len(hand) == 3
    assert Counter(ids(hand[1:] + after.deck)) == Counter(ids(s.discard))
    assert after.active == 2
    assert sorted(c.id for c in after.all_cards()) == list(range(154))


def test_the_deck_runs_out_in_step_2_and_is_reshuffled() -> None:
    s = bohnanza.compose(
        E,
        4,
        planted=1,
        hands={0: ["Blue"]},
        deck=["Stink"],
        discard=["Soy", "Red", "Green"],
    )
    after = legal(s, EndPlanting(0))
    assert after.face_up[0] == s.deck[0]
    assert len(after.face_up) == 2
    assert after.exhaustions == 1
    assert not after.ending
    assert Counter(ids(after.face_up[1:] + after.deck)) == Counter(ids(s.discard))
    assert after.discard == ()


def test_reshuffles_are_deterministic_for_a_seed() -> None:
    def run(seed: int) -> tuple[int, ...]:
        s = bohnanza.compose(
            E,
            4,
            active=1,
            step=Step.PLANT_RECEIVED,
            set_aside={1: ["Wax"]},
            deck=["Stink"],
            discard=["Soy"] * 6 + ["Red"] * 6,
            seed=seed,
        )
        after = bohnanza.apply(s, Plant(1, s.players[1].set_aside[0].id, 0))
        return ids(after.players[1].hand + after.deck)

    assert run(5) == run(5)
    assert {run(seed) for seed in range(6)} != {run(5)}


def test_an_empty_discard_pile_at_a_reshuffle_counts_one_exhaustion_only() -> None:
    # Decision deck.empty-discard ("when-needed"): the deck running out is one exhaustion,
    # whatever the discard pile holds; an empty pile leaves the deck empty until a card is
    # needed, and the game goes on.
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.PLANT_RECEIVED,
        set_aside={1: ["Wax"]},
        deck=["Stink", "Black-eyed", "Green"],
        exhaustions=1,
    )
    after = legal(s, Plant(1, s.players[1].set_aside[0].id, 0))
    assert after.exhaustions == 2
    assert not after.ending
    # seat 2 has no hand, so his step 2 begins, and nothing can be turned up
    assert after.step is Step.TRADE and after.active == 2
    assert after.deck == () and after.discard == () and after.face_up == ()
    assert kinds(after.players[1].hand) == ("stink", "black-eyed", "green")


# ---------------------------------------------------------------------------------------
# Ending and scoring


def test_game_ends_after_step_3_when_the_deck_runs_out_in_step_2() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        planted=1,
        hands={1: ["Soy"], 2: ["Red"]},
        fields={1: [[], ["Chili"] * 3]},
        deck=["Stink"],
        discard=["Blue", "Blue"],
        exhaustions=2,
    )
    s = legal(s, EndPlanting(1))
    # "If there are not enough cards for him to draw two, he draws just one."
    assert kinds(s.face_up) == ("stink",)
    assert s.exhaustions == 3
    assert s.ending
    assert s.step is Step.TRADE
    assert bohnanza.outcome(s) is None
    s = legal(s, EndTrading(1))
    assert s.step is Step.PLANT_RECEIVED
    stink = s.players[1].set_aside[0]
    chili = s.players[1].fields[1]
    over = legal(s, Plant(1, stink.id, 0))
    assert over.step is Step.OVER
    assert over.is_over
    assert over.to_move == ()
    # Final harvest: both fields sold; nobody draws, the hands stay.
    assert over.players[1].fields == ((), ())
    assert over.players[1].coins == chili[2:]
    assert kinds(over.players[1].hand) == ("soy",)
    assert over.discard == s.discard + (stink,) + chili[:2]
    result = bohnanza.outcome(over)
    assert result is not None
    assert result.scores == (0, 1, 0, 0)
    assert result.winners == (1,)
    assert result.hand_sizes == (0, 1, 1, 0)


def test_game_ends_at_once_when_the_deck_runs_out_in_step_4() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.PLANT_RECEIVED,
        hands={1: ["Soy"], 2: ["Red"]},
        set_aside={1: ["Wax"]},
        fields={2: [["Blue"] * 4, ["Green"]]},
        deck=["Stink", "Black-eyed"],
        discard=["Soy", "Soy"],
        exhaustions=2,
    )
    after = legal(s, Plant(1, s.players[1].set_aside[0].id, 0))
    assert after.step is Step.OVER
    assert after.exhaustions == 3
    # The cards drawn before the end stay in hand; seat 2 never takes a turn.
    assert kinds(after.players[1].hand) == ("soy", "stink", "black-eyed")
    assert after.active == 1
    assert after.deck == ()
    result = bohnanza.outcome(after)
    assert result is not None
    assert result.scores == (0, 0, 1, 0)
    assert result.winners == (2,)


def test_three_players_end_at_the_second_exhaustion() -> None:
    def step4(players: int) -> bohnanza.GameState:
        s = bohnanza.compose(
            E,
            players,
            active=0,
            step=Step.PLANT_RECEIVED,
            set_aside={0: ["Wax"]},
            hands={1: ["Blue"]},
            deck=["Stink", "Black-eyed"],
            discard=["Soy", "Red", "Green"],
            exhaustions=1,
        )
        return legal(s, Plant(0, s.players[0].set_aside[0].id, 0))

    three = step4(3)
    assert three.step is Step.OVER
    assert three.exhaustions == 2
    four = step4(4)
    assert four.step is Step.PLANT
    assert four.exhaustions == 2
    assert four.active == 1


def test_final_harvest_ignores_the_protection_rule() -> None:
    s = bohnanza.compose(
        E,
        4,
        active=1,
        step=Step.PLANT_RECEIVED,
        set_aside={1: ["Wax"]},
        fields={0: [["Chili"], ["Blue"] * 4]},
        deck=["Stink"],
        exhaustions=2,
    )
    chili = s.players[0].fields[0][0]
    blue = s.players[0].fields[1]
    refused(
        s, Harvest(0, 0), "002/harvest.protection", "field 1 holds 1 card while field 2 holds 4"
    )
    over = legal(s, Plant(1, s.players[1].set_aside[0].id, 0))
    assert over.is_over
    assert over.players[0].fields == ((), ())
    assert over.players[0].coins == blue[3:]
    assert chili in over.discard
    assert sorted(c.id for c in over.all_cards()) == list(range(154))


def test_outcome_is_none_while_the_game_runs() -> None:
    assert bohnanza.outcome(bohnanza.new_game(E, 4, seed=2)) is None


def test_most_coins_wins() -> None:
    s = bohnanza.compose(E, 4, step=Step.OVER, coins={0: 3, 1: 5, 2: 4}, hands={0: ["Red"] * 4})
    result = bohnanza.outcome(s)
    assert result is not None
    assert result.scores == (3, 5, 4, 0)
    assert result.winners == (1,)
    assert not result.tie_broken_by_hand
    assert str(result) == "scores 0:3 1:5 2:4 3:0; winner 1"


def test_a_tie_is_broken_by_the_most_cards_in_hand() -> None:
    s = bohnanza.compose(
        E,
        4,
        step=Step.OVER,
        coins={0: 5, 1: 5, 2: 5, 3: 2},
        hands={0: ["Red"], 1: ["Blue", "Blue", "Blue"], 2: ["Soy", "Soy"], 3: ["Wax"] * 6},
    )
    result = bohnanza.outcome(s)
    assert result is not None
    assert result.hand_sizes == (1, 3, 2, 6)
    # Seat 3 holds the most cards but is not among those tied on coins.
    assert result.winners == (1,)
    assert result.tie_broken_by_hand


def test_an_unbroken_tie_is_shared() -> None:
    # Decision end.unbroken-tie: players tied on coins and on hand cards share the win.
    s = bohnanza.compose(
        E,
        4,
        step=Step.OVER,
        coins={0: 4, 2: 4, 3: 4},
        hands={0: ["Red", "Red"], 2: ["Blue", "Blue"], 3: ["Soy"]},
    )
    result = bohnanza.outcome(s)
    assert result is not None
    assert result.winners == (0, 2)
    assert result.tie_broken_by_hand
    assert str(result) == "scores 0:4 1:0 2:4 3:4; winners 0,2"


def test_nothing_may_be_played_after_the_game_is_over() -> None:
    s = bohnanza.compose(
        E, 4, step=Step.OVER, hands={0: ["Red"]}, fields={1: [["Blue", "Blue"], []]}, coins={2: 3}
    )
    assert len(bohnanza.legal_actions(s)) == 0
    refused(s, Harvest(1, 0), "002/end.scoring", "the game is over")
    refused(s, BuyField(2), "002/end.scoring", "the game is over")
    refused(s, Plant(0, s.players[0].hand[0].id, 0), "002/end.scoring", "the game is over")
    refused(s, EndTrading(0), "002/end.scoring", "the game is over")


def test_malformed_moves_after_the_game_are_still_invalid() -> None:
    s = bohnanza.compose(E, 4, step=Step.OVER, hands={0: ["Red"]})
    assert type(bohnanza.check(s, Harvest(0, 7))) is bohnanza.InvalidActionError
    assert type(bohnanza.check(s, Plant(0, 999, 0))) is bohnanza.InvalidActionError
