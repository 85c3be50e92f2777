"""What the planner and the random bot promise in their docstrings, beyond the other test
files: as the active player the planner offers the face-up cards it does not want (keeping
one for an empty field) and, with no empty field, the front hand cards (among the first
three) of a variety it holds once and has no field for; as another player, with no
face-up card to ask for, it gives the active player such a front card that grows one of
his fields; the random bot draws among its moves other than offers, offers only in step
2 with its chance, and passes when the game does not wait for it."""

from __future__ import annotations

import random
from collections.abc import Sequence

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.actions import (
    Action,
    EndPlanting,
    EndTrading,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.bots import PlannerBot, RandomBot
from bohnanza.listing import legal_actions
from bohnanza.views import PlayerView, view

E = "rio-grande-2000"


def _both(v: PlayerView, moves: Sequence[Action] | None = None) -> Action | None:
    """The planner's move from the lazy listing and from the same moves as a tuple."""
    listed = legal_actions(v) if moves is None else moves
    one = PlannerBot()(v, listed, random.Random(0))
    two = PlannerBot()(v, tuple(listed), random.Random(0))
    assert one == two
    return one


def _other(hand: list[str], active_fields: list[list[str]]) -> PlayerView:
    """Seat 1 (a soy and a blue field) in seat 0's step 2; no face-up card grows its
    fields, so it has nothing to ask for."""
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Wax", "Wax"], hands={0: ["Stink"], 1: hand},
        fields={0: active_fields, 1: [["Soy"], ["Blue"]]}, deck=["Stink"] * 10,
    )  # fmt: skip
    return view(state, 1)


@pytest.mark.parametrize(
    ("hand", "active_fields", "given"),
    [
        (["Red", "Chili", "Soy"], [["Chili"], ["Red"]], 0),  # the front card, held once
        (["Red", "Red", "Chili"], [["Chili"], ["Red"]], 2),  # red held twice: kept
        (["Soy", "Green", "Chili"], [["Chili"], ["Soy"]], 2),  # soy grows its field, green his none
        (["Soy", "Blue", "Green", "Chili"], [["Chili"], ["Soy"]], None),  # only the first three
        (["Red", "Red", "Chili", "Chili"], [["Green"], ["Soy"]], None),  # he grows none of them
    ],
)  # fmt: skip
def test_another_player_gives_the_active_one_a_front_card_it_cannot_use(
    hand: list[str], active_fields: list[list[str]], given: int | None
) -> None:
    v = _other(hand, active_fields)
    move = _both(v)
    if given is None:
        assert move is None
    else:
        assert move == Offer(1, 0, (v.hand_ids[given],), ())


def _active(hand: list[str], fields0: list[list[str]], face_up: list[str]) -> PlayerView:
    """Seat 0 active in step 2: seat 1 grows soy and red, seat 2 wax, seat 3 green."""
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=face_up, hands={0: hand, 1: ["Stink"]},
        fields={0: fields0, 1: [["Soy"], ["Red"]], 2: [["Wax"], []], 3: [["Green"], []]},
        deck=["Stink"] * 10,
    )  # fmt: skip
    return view(state, 0)


def test_the_active_planner_offers_a_front_hand_card_held_once_when_no_field_is_empty() -> None:
    # the face-up black-eyed: nobody grows it; the hand's two front greens are kept (held
    # twice), the wax is the third card, held once: offered to seat 2, who grows wax
    v = _active(["Green", "Green", "Wax", "Red"], [["Chili"], ["Blue"]], ["Black-eyed"])
    wax = v.hand_ids[2]
    assert v.varieties.index("blue") < v.varieties.index("chili")
    assert _both(v) == Offer(0, 2, (wax,), ("blue",))
    # the fourth card is not looked at: the red (seat 1 grows it) stays
    late = _active(["Green", "Green", "Stink", "Red"], [["Chili"], ["Blue"]], ["Black-eyed"])
    assert _both(late) == EndTrading(0)


def test_with_an_empty_field_the_planner_keeps_one_unwanted_face_up_card_and_its_hand() -> None:
    # soy and red fit none of its fields; the empty field takes the first (soy), the red
    # goes to seat 1, who grows it; the wax in hand is not offered
    v = _active(["Wax"], [["Chili"], []], ["Soy", "Red"])
    red = v.face_up_ids[1]
    assert _both(v) == Offer(0, 1, (red,), ("chili",))
    # one unwanted card and an empty field: nothing to offer
    alone = _active(["Wax"], [["Chili"], []], ["Soy"])
    assert _both(alone) == EndTrading(0)


def test_without_an_empty_field_every_unwanted_face_up_card_is_offered_first() -> None:
    v = _active(["Wax"], [["Chili"], ["Blue"]], ["Soy", "Red"])
    soy = v.face_up_ids[0]
    assert _both(v) == Offer(0, 1, (soy,), ("blue",))


# ---------------------------------------------------------------------------------------
# the random bot


class _Fixed(random.Random):
    """A generator whose draws are ``values`` first."""

    def __init__(self, *values: float) -> None:
        super().__init__(0)
        self.values = list(values)

    def random(self) -> float:
        return self.values.pop(0) if self.values else super().random()


def _trading_active() -> PlayerView:
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Soy", "Red"], hands={0: ["Wax"], 1: ["Chili"]},
        fields={0: [["Soy"], []]}, deck=["Wax"] * 10,
    )  # fmt: skip
    return view(state, 0)


def test_the_random_bot_draws_among_its_moves_other_than_offers_and_withdrawals() -> None:
    v = _trading_active()
    listed = legal_actions(v)
    basic = list(listed.basic)
    assert any(isinstance(m, Offer) for m in listed)
    drawn = {RandomBot()(v, listed, random.Random(k)) for k in range(80)}
    assert drawn == set(basic)
    withdraw = Withdraw(0, 1)
    plain = (*basic, withdraw)
    drawn_plain = {RandomBot()(v, plain, random.Random(k)) for k in range(80)}
    assert drawn_plain == set(basic)


def test_the_random_bot_with_nothing_but_offers_draws_among_them_when_waited_for() -> None:
    v = _trading_active()
    only = (Offer(0, 1, (v.face_up_ids[0],), ()), Withdraw(0, 2))
    drawn = {RandomBot()(v, only, random.Random(k)) for k in range(40)}
    assert drawn == set(only)


def test_the_random_bot_offers_with_its_chance_and_only_in_step_2() -> None:
    v = _trading_active()
    listed = legal_actions(v)
    offers = [m for m in listed if isinstance(m, Offer)]
    # the first draw decides: below the chance an offer, drawn by the second draw
    assert RandomBot(0.5)(v, listed, _Fixed(0.49, 0.0)) == offers[0]
    assert RandomBot(0.5)(v, tuple(listed), _Fixed(0.49, 0.0)) == offers[0]
    assert RandomBot(0.5)(v, listed, _Fixed(0.49, 0.999)) == offers[-1]
    assert not isinstance(RandomBot(0.5)(v, listed, _Fixed(0.5, 0.0)), Offer)
    assert not isinstance(RandomBot(0.5)(v, tuple(listed), _Fixed(0.5, 0.0)), Offer)
    # without offers listed it plays a basic move
    basic = tuple(listed.basic)
    assert RandomBot(1.0)(v, basic, _Fixed(0.0, 0.0)) in basic
    # step 1: an offer among the moves is never its pick, whatever its chance
    planting = bohnanza.compose(E, 4, hands={0: ["Wax", "Soy"]}, deck=["Wax"] * 10)
    w = view(planting, 0)
    plain = (*legal_actions(w), Offer(0, 1, (), ("soy",)))
    picks = {RandomBot(1.0)(w, plain, random.Random(k)) for k in range(40)}
    assert picks and not any(isinstance(m, Offer) for m in picks)
    assert all(isinstance(m, Plant | EndPlanting) for m in picks if m is not None)


def test_the_random_bot_without_offers_is_passive_and_passes_when_not_waited_for() -> None:
    assert RandomBot().passive is True and RandomBot(0.0).passive is True
    assert RandomBot(0.1).passive is False
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Soy", "Red"], hands={0: ["Wax"], 1: ["Chili"]},
        deck=["Wax"] * 10,
    )  # fmt: skip
    v = view(state, 1)
    listed = legal_actions(v)
    assert len(listed) > 0
    assert RandomBot()(v, listed, random.Random(0)) is None
    assert RandomBot(0.5)(v, listed, _Fixed(0.7)) is None
    made = RandomBot(0.5)(v, listed, _Fixed(0.2, 0.0))
    assert made == next(m for m in listed if isinstance(m, Offer))


def test_another_player_sells_at_once_a_field_the_beanometer_pays_no_more_for() -> None:
    # garden pays its most at 3 cards: sold in the active player's step 2, before asking
    state = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Soy", "Wax"], hands={0: ["Stink"], 1: ["Red"]},
        fields={0: [["Red"], []], 1: [["Garden"] * 3, ["Soy"]]}, deck=["Stink"] * 10,
    )  # fmt: skip
    v = view(state, 1)
    assert 1 not in v.to_move
    assert _both(v) == bohnanza.Harvest(1, 0)
    # two garden cards pay less than three: it asks for the soy instead
    young = bohnanza.compose(
        E, 4, step=Step.TRADE, face_up=["Soy", "Wax"], hands={0: ["Stink"], 1: ["Red"]},
        fields={0: [["Red"], []], 1: [["Garden"] * 2, ["Soy"]]}, deck=["Stink"] * 10,
    )  # fmt: skip
    w = view(young, 1)
    assert _both(w) == Offer(1, 0, (w.hand_ids[0],), ("soy",))


def test_a_bot_waited_for_never_passes_even_when_handed_only_offers() -> None:
    from bohnanza.bots import GreedyBot

    v = _trading_active()
    only = (Offer(0, 1, (v.face_up_ids[1],), ()), Withdraw(0, 2))
    for make in (GreedyBot, PlannerBot):
        assert make()(v, only, random.Random(0)) == only[0]
        assert make()(v, only[::-1], random.Random(0)) == only[1]
