"""What the view bots of ``bohnanza.bots.seated`` promise (their docstrings): the random
bot's draws and its passivity, the greedy bot's order of preference and its offers, the
planner's sales, purchases and duel rule; each fed a seat's view and its listed moves."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    EndTrading,
    Harvest,
    Keep,
    Offer,
    Plant,
)
from bohnanza.bots import VIEW_BOTS, GreedyBot, PlannerBot, RandomBot
from bohnanza.bots.seated import DUEL_FIELD_DECK, field_payout, grows, offers_to
from bohnanza.listing import legal_actions
from bohnanza.views import view

E = "rio-grande-2000"
SEEDS = range(60)


def _ask(bot: object, state: bohnanza.GameState, seat: int, seed: int = 0) -> Action | None:
    v = view(state, seat)
    assert callable(bot)
    move: Action | None = bot(v, legal_actions(v), random.Random(seed))
    return move


def _trading(**extra: object) -> bohnanza.GameState:
    args: dict[str, object] = {
        "step": Step.TRADE,
        "face_up": ["Soy", "Chili"],
        "hands": {0: ["Wax"], 1: ["Blue", "Soy"], 2: ["Chili"]},
        "fields": {0: [["Chili"], []], 1: [["Soy"], ["Blue"]]},
        "deck": ["Wax"] * 10,
    }
    args.update(extra)
    return bohnanza.compose(E, 4, **args)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------
# RandomBot


def test_the_random_bot_draws_each_of_its_moves_other_than_offers() -> None:
    state = bohnanza.new_game(E, 4, seed=1)
    v = view(state, 0)
    moves = legal_actions(v)
    got = {RandomBot()(v, moves, random.Random(k)) for k in SEEDS}
    assert got == set(moves.basic) and len(got) == 2


def test_the_random_bot_passes_unless_waited_for_and_is_passive_without_offers() -> None:
    state = _trading()
    assert _ask(RandomBot(), state, 1) is None
    assert RandomBot().passive and not RandomBot(0.3).passive
    assert RandomBot().name == "random" and RandomBot(0.25).trades == 0.25


def test_the_random_bot_offers_with_its_chance_in_step_2() -> None:
    state = _trading()
    v = view(state, 1)
    moves = legal_actions(v)
    offers = {m for m in moves if isinstance(m, Offer)}
    got = {RandomBot(1.0)(v, moves, random.Random(k)) for k in SEEDS}
    assert got <= offers and len(got) > 10
    some = [RandomBot(0.5)(v, moves, random.Random(k)) for k in SEEDS]
    assert 10 < sum(m is None for m in some) < 50
    # the same on a plain list of moves
    plain = list(moves)
    assert {RandomBot(1.0)(v, plain, random.Random(k)) for k in SEEDS} <= offers


def test_the_random_bot_answers_an_offer_at_random() -> None:
    state = _trading()
    v = view(state, 0)
    answers = (Accept(0, 1, (state.players[0].hand_ids[0],)), Decline(0, 1))
    got = {RandomBot()(v, answers, random.Random(k)) for k in SEEDS}
    assert got == set(answers)


def test_the_built_in_bots_are_closed_and_listed_by_name() -> None:
    for cls in (RandomBot, GreedyBot, PlannerBot):
        with pytest.raises(TypeError, match=r"^Mine: the built-in bots of bohnanza.bots cannot"):
            type("Mine", (cls,), {})
    assert {name: type(make()) for name, make in VIEW_BOTS.items()} == {
        "random": RandomBot,
        "greedy": GreedyBot,
        "planner": PlannerBot,
    }


# ---------------------------------------------------------------------------------------
# GreedyBot


def test_greedy_buys_plants_biggest_then_empty() -> None:
    buy = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili"]},
        fields={0: [["Chili"], ["Chili", "Chili"]]},
        coins={0: 3},
        deck=["Wax"] * 9,
    )
    assert _ask(GreedyBot(), buy, 0) == BuyField(0)
    plant = bohnanza.compose(
        E, 4, hands={0: ["Chili"]}, fields={0: [["Chili"], ["Chili", "Chili"]]}, deck=["Wax"] * 9
    )
    assert _ask(GreedyBot(), plant, 0) == Plant(0, plant.players[0].hand_ids[0], 1)
    empty = bohnanza.compose(
        E, 3, hands={0: ["Soy"]}, fields={0: [["Chili"], [], ["Wax"]]}, deck=["Wax"] * 9
    )
    assert _ask(GreedyBot(), empty, 0) == Plant(0, empty.players[0].hand_ids[0], 1)


def test_greedy_keeps_what_fits_and_gives_the_rest_to_a_player_it_grows_for() -> None:
    state = _trading()
    soy, chili = state.face_up_ids
    assert _ask(GreedyBot(), state, 0) == Keep(0, chili)
    kept = bohnanza.apply(state, Keep(0, chili))
    # soy fits none of its fields but grows seat 1's: offered there, for a chili (a
    # variety it has planted) rather than for nothing
    move = _ask(GreedyBot(), kept, 0)
    assert isinstance(move, Offer)
    assert (move.seat, move.to, move.gives) == (0, 1, (soy,))
    assert move.asks in {("chili",), ()}
    assert move.asks == ("chili",)


def test_greedy_ends_the_step_when_nothing_fits_and_nobody_takes() -> None:
    state = _trading(fields={0: [["Chili"], []], 1: [["Wax"], ["Blue"]]}, face_up=["Soy", "Red"])
    move = _ask(GreedyBot(), state, 0)
    assert move == EndTrading(0)


def test_greedy_sells_the_field_that_pays_most_when_it_must() -> None:
    state = bohnanza.compose(
        E,
        4,
        hands={0: ["Soy"]},
        fields={0: [["Chili", "Chili"], ["Blue", "Blue", "Blue", "Blue"]]},
        deck=["Wax"] * 9,
    )
    assert _ask(GreedyBot(), state, 0) == Harvest(0, 1)
    assert _ask(PlannerBot(), state, 0) == Harvest(0, 1)


def test_greedy_as_another_player_asks_for_a_face_up_card_that_grows_a_field() -> None:
    state = _trading(hands={0: ["Wax"], 1: ["Blue", "Red"], 2: ["Chili"]})
    move = _ask(GreedyBot(), state, 1)
    assert isinstance(move, Offer)
    assert (move.seat, move.to, move.asks) == (1, 0, ("soy",))
    # it gives a hand card that grows none of its fields: red, not blue
    assert move.gives in {(state.players[1].hand_ids[1],), ()}
    assert move.gives == (state.players[1].hand_ids[1],)
    nothing = _trading(face_up=["Red", "Green"])
    assert _ask(GreedyBot(), nothing, 1) is None


def test_greedy_accepts_plantable_cards_for_cards_it_does_not_grow() -> None:
    state = _trading()
    blue, soy_hand = state.players[1].hand_ids
    red_free = _trading(hands={0: ["Wax"], 1: ["Blue", "Red"], 2: ["Chili"]})
    offer_for_red = Offer(0, 1, (red_free.face_up_ids[0],), ("red",))
    after = bohnanza.apply(red_free, offer_for_red)
    red = after.players[1].hand_ids[1]
    answers = (Accept(1, 0, (red,)), Decline(1, 0))
    v = view(after, 1)
    assert GreedyBot()(v, answers, random.Random(0)) == answers[0]
    assert PlannerBot()(v, answers, random.Random(0)) == answers[0]
    # asked for its blue, which grows its field: declined
    offer_for_blue = Offer(0, 1, (state.face_up_ids[0],), ("blue",))
    after = bohnanza.apply(state, offer_for_blue)
    answers = (Accept(1, 0, (blue,)), Decline(1, 0))
    v = view(after, 1)
    assert GreedyBot()(v, answers, random.Random(0)) == answers[1]
    assert offers_to(v, 1) == (offer_for_blue,) and offers_to(v, 2) == ()
    assert soy_hand != blue


# ---------------------------------------------------------------------------------------
# PlannerBot


def test_the_planner_sells_at_once_a_field_the_beanometer_pays_no_more_for() -> None:
    # Garden pays its most (3) at 3 cards.
    state = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili"]},
        fields={0: [["Garden", "Garden", "Garden"], []]},
        deck=["Wax"] * 9,
    )
    field = state.players[0].fields[0]
    assert field_payout(field) == field[0].beanometer.payout(12) > 0
    assert _ask(PlannerBot(), state, 0) == Harvest(0, 0)
    assert _ask(GreedyBot(), state, 0) != Harvest(0, 0)
    # Blue pays 1 at 4 and 5 cards but 2 at 6: the planner keeps growing it.
    growing = bohnanza.compose(
        E, 4, hands={0: ["Chili"]}, fields={0: [["Blue"] * 4, []]}, deck=["Wax"] * 9
    )
    assert _ask(PlannerBot(), growing, 0) == Plant(0, growing.players[0].hand_ids[0], 1)


@pytest.mark.parametrize(
    ("exhaustions", "coins", "buys"),
    [(0, 3, True), (1, 3, True), (2, 3, False), (2, 7, True), (2, 6, False)],
)
def test_the_planner_buys_the_third_field_on_the_first_passes_or_when_rich(
    exhaustions: int, coins: int, buys: bool
) -> None:
    state = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili"]},
        fields={0: [["Chili"], ["Soy"]]},
        coins={0: coins},
        deck=["Wax"] * 9,
        exhaustions=exhaustions,
    )
    move = _ask(PlannerBot(), state, 0)
    assert (move == BuyField(0)) is buys


def test_the_planner_in_the_duel_buys_only_while_the_deck_is_large() -> None:
    final: list[bool] = []
    for deck in (DUEL_FIELD_DECK + 1, DUEL_FIELD_DECK):
        state = bohnanza.new_game("amigo-fr", 2, seed=1)
        v = view(state, state.active)
        assert v.table.duel
        fields = v.fields_of(v.seat)
        moves: Sequence[Action] = (BuyField(v.seat), *legal_actions(v).basic)
        shown = v.replace(deck_size=deck, coins=tuple(5 for _ in v.coins))
        final.append(PlannerBot()(shown, moves, random.Random(0)) == BuyField(v.seat))
        assert not any(fields[0])
    assert final == [True, False]


def test_the_helpers_for_bot_authors() -> None:
    state = bohnanza.compose(
        E, 4, fields={0: [["Blue"] * 4, []]}, hands={0: ["Blue", "Soy"]}, deck=["Wax"] * 9
    )
    v = view(state, 0)
    blue, soy = v.hand
    assert field_payout(v.fields_of(0)[0]) == 1 and field_payout(()) == 0
    assert grows(v.fields_of(0), blue) and not grows(v.fields_of(0), soy)
