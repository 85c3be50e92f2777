"""What ``bohnanza.bots.PlannerBot`` promises in its docstring and ``_duel_move``'s,
beyond ``test_promises_view_bots.py``: the field it sells when it must, the cards it
offers as the active player and as another one, and its duel: the optional second
planting, the discard after planting, and the offered cards it plants or discards."""

from __future__ import annotations

import random

import bohnanza
from bohnanza import Step
from bohnanza.actions import Action, Discard, Harvest, Offer, Plant
from bohnanza.bots import GreedyBot, PlannerBot
from bohnanza.listing import legal_actions
from bohnanza.views import view

E = "rio-grande-2000"
DUEL = "amigo-fr"


def _ask(state: bohnanza.GameState, seat: int = 0, bot: object = None) -> Action | None:
    v = view(state, seat)
    chosen = PlannerBot() if bot is None else bot
    assert callable(chosen)
    move: Action | None = chosen(v, legal_actions(v), random.Random(0))
    return move


def _ids(state: bohnanza.GameState, zone: tuple[int, ...], key: str) -> list[int]:
    return [c for c in zone if state.table.cards[c].variety.key == key]


def test_it_sells_the_field_that_pays_most_and_has_least_to_gain_from_the_hand() -> None:
    # The front chili fits no field: a field must go.  Soy (3 cards) and blue (4) both
    # pay 1 now; two soys are coming in the hand, no blue: the blue field goes.
    state = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili", "Soy", "Soy"]},
        fields={0: [["Soy"] * 3, ["Blue"] * 4]},
        deck=["Wax"] * 9,
    )
    fields = state.players[0].fields
    assert [f[0].beanometer.payout(len(f)) for f in fields] == [1, 1]
    assert _ask(state) == Harvest(0, 1)
    # the greedy bot sells the smaller of the fields that pay most
    assert _ask(state, bot=GreedyBot()) == Harvest(0, 0)
    # with the soys gone from the hand, the smaller field goes
    fewer = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili", "Wax"]},
        fields={0: [["Soy"] * 3, ["Blue"] * 4]},
        deck=["Wax"] * 9,
    )
    assert _ask(fewer) == Harvest(0, 0)
    # a field that pays more goes first, whatever the hand holds
    richer = bohnanza.compose(
        E,
        4,
        hands={0: ["Chili", "Blue", "Blue"]},
        fields={0: [["Soy"] * 3, ["Blue"] * 6]},
        deck=["Wax"] * 9,
    )
    assert [f[0].beanometer.payout(len(f)) for f in richer.players[0].fields] == [1, 2]
    assert _ask(richer) == Harvest(0, 1)


def _active_trading(
    hand: list[str], fields: list[list[str]], face_up: list[str]
) -> bohnanza.GameState:
    return bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        face_up=face_up,
        hands={0: hand},
        fields={0: fields, 1: [["Green"], []], 2: [["Red"], []], 3: [["Wax"], []]},
        deck=["Soy"] * 9,
    )


def test_as_active_player_it_keeps_one_unwanted_card_for_an_empty_field_and_offers_the_next() -> (
    None
):
    state = _active_trading(["Stink"], [["Chili"], []], ["Red", "Green"])
    red, green = state.face_up_ids
    # the red stays for the empty field; the green goes to seat 1, who grows green, for
    # a chili (its own planted variety)
    assert _ask(state) == Offer(0, 1, (green,), ("chili",))
    assert red != green


def test_as_active_player_without_an_empty_field_it_offers_every_unwanted_card() -> None:
    state = _active_trading(["Wax", "Stink"], [["Chili"], ["Soy"]], ["Red", "Green"])
    red, _ = state.face_up_ids
    # the first unwanted face-up card first, to the seat that grows it
    assert _ask(state) == Offer(0, 2, (red,), ("chili",))
    # once the face-up cards are kept or given, a front hand card it holds once goes to
    # the seat that grows it
    only_hand = _active_trading(["Wax", "Stink", "Chili"], [["Chili"], ["Soy"]], ["Chili"])
    move = _ask(only_hand)
    assert move == bohnanza.Keep(0, only_hand.face_up_ids[0])
    kept = bohnanza.apply(only_hand, move)
    wax = only_hand.players[0].hand_ids[0]
    assert _ask(kept) == Offer(0, 3, (wax,), ("chili",))


def test_as_another_player_it_gives_the_active_player_a_front_card_it_cannot_use() -> None:
    state = bohnanza.compose(
        E,
        4,
        active=0,
        step=Step.TRADE,
        face_up=["Red"],
        hands={1: ["Wax", "Stink", "Stink"]},
        fields={1: [["Chili"], ["Soy"]], 0: [["Wax"], []]},
        deck=["Soy"] * 9,
    )
    wax = state.players[1].hand_ids[0]
    assert _ask(state, 1) == Offer(1, 0, (wax,), ())
    # a card it holds twice is kept (two make a field); nothing the active player grows:
    # it passes
    twice = bohnanza.compose(
        E,
        4,
        active=0,
        step=Step.TRADE,
        face_up=["Red"],
        hands={1: ["Stink", "Stink", "Wax"]},
        fields={1: [["Chili"], ["Soy"]], 0: [["Green"], []]},
        deck=["Soy"] * 9,
    )
    assert _ask(twice, 1) is None


# ---------------------------------------------------------------------------------------
# the duel


def _duel(**kwargs: object) -> bohnanza.GameState:
    args: dict[str, object] = {"deck": ["Wax"] * 10 + ["Stink"] * 10 + ["Green"] * 8}
    args.update(kwargs)
    return bohnanza.compose(DUEL, 2, **args)  # type: ignore[arg-type]


def test_the_duels_second_planting_only_where_it_grows_a_field() -> None:
    grows = _duel(
        step=Step.PLANT,
        planted=1,
        hands={0: ["Chili", "Soy", "Red"]},
        fields={0: [["Chili"], ["Blue"]]},
    )
    assert grows.step is Step.DUEL_PLANT
    assert _ask(grows) == Plant(0, grows.players[0].hand_ids[0], 0)


def test_after_planting_it_discards_the_front_most_useless_card_it_holds_once() -> None:
    state = _duel(
        step=Step.PLANT,
        planted=1,
        hands={0: ["Red", "Soy", "Red"]},
        fields={0: [["Chili"], ["Blue"]]},
    )
    red, soy, _ = state.players[0].hand_ids
    assert _ask(state) == Discard(0, soy)
    # every useless card held twice: the front-most
    pairs = _duel(
        step=Step.PLANT,
        planted=1,
        hands={0: ["Red", "Soy", "Red", "Soy"]},
        fields={0: [["Chili"], ["Blue"]]},
    )
    assert _ask(pairs) == Discard(0, pairs.players[0].hand_ids[0])
    assert red != soy


def test_offered_cards_that_grow_a_field_are_planted_first() -> None:
    state = _duel(
        step=Step.OFFER,
        offer=["Soy", "Chili", "Red"],
        hands={0: ["Red"]},
        fields={0: [["Chili"], []]},
    )
    chili = _ids(state, state.offer_ids, "chili")[0]
    assert _ask(state) == Plant(0, chili, 0)


def test_an_empty_field_takes_the_offered_variety_with_most_cards_when_it_can_be_spared() -> None:
    # the front hand card grows the chili field: the empty field can be spared
    state = _duel(
        step=Step.OFFER,
        offer=["Soy", "Red", "Red"],
        hands={0: ["Chili"]},
        fields={0: [["Chili"], []]},
    )
    move = _ask(state)
    assert isinstance(move, Plant) and move.field == 1
    assert move.card in _ids(state, state.offer_ids, "red")
    # the front hand card needs the empty field: the offered cards are discarded
    needed = _duel(
        step=Step.OFFER,
        offer=["Soy", "Red", "Red"],
        hands={0: ["Green"]},
        fields={0: [["Chili"], []]},
    )
    move = _ask(needed)
    assert isinstance(move, Discard) and move.card in needed.offer_ids


def test_when_the_front_card_fits_no_field_it_sells_before_the_offered_cards() -> None:
    state = _duel(
        step=Step.OFFER,
        offer=["Soy", "Red"],
        hands={0: ["Green"]},
        fields={0: [["Chili"], ["Blue"] * 4]},
    )
    assert [f[0].beanometer.payout(len(f)) for f in state.players[0].fields] == [0, 1]
    assert _ask(state) == Harvest(0, 1)
    # the front card grows a field: no sale, the offered cards are discarded
    fits = _duel(
        step=Step.OFFER,
        offer=["Soy", "Red"],
        hands={0: ["Chili"]},
        fields={0: [["Chili"], ["Blue"] * 4]},
    )
    assert isinstance(_ask(fits), Discard)


def test_on_the_other_players_turn_in_the_duel_it_does_nothing() -> None:
    state = _duel(step=Step.PLANT, hands={0: ["Soy"], 1: ["Red"]}, fields={1: [["Red"], []]})
    v = view(state, 1)
    assert 1 not in v.to_move
    assert PlannerBot()(v, legal_actions(v), random.Random(0)) is None
