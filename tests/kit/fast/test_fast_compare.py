"""Positions compared as the rules read them (``bohnanza.conformance.compare``) and a
difference carried on from move to move counted once (``bohnanza.conformance.carry``):
docs/conformance.md, "What is compared", "The engine's model" and "A difference that
carries on is one cause"."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bohnanza.actions import Accept, Decline, Keep, Offer, Plant, Withdraw
from bohnanza.conformance.carry import Streak
from bohnanza.conformance.compare import (
    COMPARED,
    MODEL_VALUES,
    OPTIONAL,
    SEAT_COMPARED,
    Model,
    compare_positions,
    deviation,
    equivalent,
    expressible,
    show_diff,
    step3_seat,
)
from bohnanza.conformance.report import Finding
from bohnanza.conformance.runner import game_line
from bohnanza.listing import legal_actions
from bohnanza.notation import describe
from bohnanza.position import to_dict
from bohnanza.setup import new_game
from bohnanza.state import PLANT_RECEIVED, GameState

Json = dict[str, Any]


def _doc(players: int = 3, seed: int = 1) -> Json:
    out: Json = to_dict(new_game("rio-grande-2000", players, seed=seed))
    return out


def _until(players: int, done: Any, seed: int = 1) -> GameState:
    """The first state of the runner's game ``seed`` (rio-grande-2000) where ``done``."""
    return next(s for s in game_line("rio-grande-2000", players, seed) if done(s))


def test_the_same_position_has_no_difference_and_each_part_is_named() -> None:
    mine = _doc()
    assert compare_positions(mine, copy.deepcopy(mine)) == []
    assert compare_positions(mine, None) == ["position"]
    assert compare_positions(mine, [mine]) == ["position"]
    theirs = copy.deepcopy(mine)
    theirs["active"] = 1
    theirs["deck"] = theirs["deck"][1:]
    theirs["seats"][2]["coins"] = [theirs["seats"][2]["hand"][0]]
    theirs["seats"][1]["hand"] = list(reversed(theirs["seats"][1]["hand"]))
    assert compare_positions(mine, theirs) == ["active", "deck", "seats[1].hand", "seats[2].coins"]


def test_every_compared_part_counts_and_other_parts_do_not() -> None:
    mine = _doc()
    for name in COMPARED:
        theirs = copy.deepcopy(mine)
        theirs[name] = "other"
        assert compare_positions(mine, theirs) == [name]
    for name in SEAT_COMPARED:
        theirs = copy.deepcopy(mine)
        theirs["seats"][0][name] = "other"
        assert compare_positions(mine, theirs) == [f"seats[0].{name}"]
    # Not compared: the players' names, the dealer, the seed, the cards removed, a card's
    # other fields.
    theirs = copy.deepcopy(mine)
    theirs["players"], theirs["dealer"], theirs["seed"] = ["x"], 2, 99
    theirs["removed"] = [{"id": 1}]
    theirs["seats"][0]["hand"][0]["variety"] = "anything"
    theirs["seats"][0]["colour"] = "red"
    assert compare_positions(mine, theirs) == []


def test_the_optional_parts_are_compared_only_if_the_engine_reports_them() -> None:
    mine = _doc()
    theirs = copy.deepcopy(mine)
    for name in OPTIONAL:
        del theirs[name]
    assert compare_positions(mine, theirs) == []
    for name in OPTIONAL:
        other = copy.deepcopy(mine)
        other[name] = "other"
        assert compare_positions(mine, other) == [name]
    # Offers are compared only under the referee's model of offers, pairs.
    other = copy.deepcopy(mine)
    other["offers"] = "other"
    assert compare_positions(mine, other, Model(offers="open")) == []
    assert compare_positions(mine, other, Model(offers="none")) == []
    assert compare_positions(mine, other, Model()) == ["offers"]


def test_the_seats_are_compared_one_by_one() -> None:
    mine = _doc()
    fewer = copy.deepcopy(mine)
    fewer["seats"] = fewer["seats"][:2]
    assert compare_positions(mine, fewer) == ["seats"]
    fewer["seats"] = "none"
    assert compare_positions(mine, fewer) == ["seats"]
    broken = copy.deepcopy(mine)
    broken["seats"][1] = 7
    assert compare_positions(mine, broken) == ["seats[1]"]


def test_set_aside_and_offers_are_multisets_every_other_zone_is_ordered() -> None:
    mine = _doc()
    hand = mine["seats"][0]["hand"]
    mine["seats"][0]["set_aside"] = hand[:3]
    mine["offers"] = [{"seat": 0, "to": 1}, {"seat": 1, "to": 0}]
    theirs = copy.deepcopy(mine)
    theirs["seats"][0]["set_aside"] = list(reversed(hand[:3]))
    theirs["offers"] = list(reversed(mine["offers"]))
    assert compare_positions(mine, theirs) == []
    # A multiset still counts its cards.
    theirs["seats"][0]["set_aside"] = hand[:2] + hand[:1]
    assert compare_positions(mine, theirs) == ["seats[0].set_aside"]
    for zone in ("deck", "discard", "face_up"):
        mine[zone] = hand[:3]
        theirs = copy.deepcopy(mine)
        theirs[zone] = list(reversed(hand[:3]))
        assert compare_positions(mine, theirs) == [zone]


def test_without_card_identity_cards_are_varieties_and_coins_a_count() -> None:
    mine = _doc()
    mine["seats"][1]["coins"] = mine["seats"][1]["hand"][:2]
    theirs = copy.deepcopy(mine)
    for seat in theirs["seats"]:
        seat["hand"] = [{"variety": c["variety"]} for c in seat["hand"]]
        seat["coins"] = len(seat["coins"])
    theirs["deck"] = [{"variety": c["variety"], "id": 9999} for c in theirs["deck"]]
    anonymous = Model(card_identity=False)
    assert compare_positions(mine, theirs, anonymous) == []
    assert compare_positions(mine, theirs) != []
    # Another variety, or a coin more, still differs.
    theirs["seats"][1]["coins"] = 3
    theirs["seats"][0]["hand"][0] = {"variety": "no-such-bean"}
    assert compare_positions(mine, theirs, anonymous) == ["seats[0].hand", "seats[1].coins"]


def test_the_model_is_read_strictly_and_declares_only_its_differences() -> None:
    assert Model.read(None) == Model()
    assert Model.read({}) == Model()
    model = Model.read({"offers": "open", "keep": False, "card_identity": True})
    assert (model.offers, model.keep, model.card_identity) == ("open", False, True)
    assert model.declared() == {"offers": "open", "keep": False}
    assert Model().declared() == {}
    for key, values in MODEL_VALUES.items():
        assert getattr(Model(), key) == values[0], "the referee's value first"
    bad: object
    for bad in (
        [],
        "open",
        {"offer": "open"},
        {"offers": "anyone"},
        {"keep": "false"},
        {"keep": 0},
        {"answers": 1},
        {"step3": True},
    ):
        with pytest.raises(ValueError):
            Model.read(bad)


def test_a_move_the_model_cannot_express_is_not_played() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    offer = Offer(0, 1, (1,), ("red",))
    assert expressible(state, offer, Model())
    assert not expressible(state, offer, Model(offers="none"))
    for answer in (Accept(1, 0, (2,)), Decline(1, 0), Withdraw(0, 1)):
        assert not expressible(state, answer, Model(offers="none"))
    for answer in (Decline(1, 0), Withdraw(0, 1)):
        assert not expressible(state, answer, Model(answers=False))
        assert expressible(state, answer, Model(offers="open"))
    assert expressible(state, Accept(1, 0, (2,)), Model(answers=False))
    assert not expressible(state, Keep(0, 5), Model(keep=False))
    assert expressible(state, Keep(0, 5), Model())
    plant = Plant(1, 5, 0)
    assert expressible(state, plant, Model(step3="one-seat")), "only step 3 is one seat"


def test_in_step_3_one_seat_plants_at_a_time_from_the_active_player_on() -> None:
    state = _until(4, lambda s: s.step_id == PLANT_RECEIVED and len(s.to_move) >= 2, seed=2)
    n = len(state.players)
    first = step3_seat(state)
    assert first in state.to_move
    assert all((first - state.active) % n <= (s - state.active) % n for s in state.to_move)
    one = Model(step3="one-seat")
    for move in legal_actions(state).basic:
        assert expressible(state, move, one) == (move.seat == first)
        assert expressible(state, move, Model())


def test_moves_that_are_one_choice_are_equivalent() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    a, b = Accept(1, 0, (2,)), Accept(1, 0, (3, 4))
    assert equivalent(state, a, False) == equivalent(state, b, False)
    assert equivalent(state, a, False) != equivalent(state, Accept(2, 0, (2,)), False)
    plant = legal_actions(state).basic[0]
    assert equivalent(state, plant, False) == plant
    hand = state.players[0].hand_ids
    # Without card identity, two cards of one variety are the same choice; of two
    # varieties, not.
    cards = state.table.cards
    same = [(x, y) for x in hand for y in hand if x != y and cards[x].variety == cards[y].variety]
    other = [(x, y) for x in hand for y in hand if cards[x].variety != cards[y].variety]
    assert same and other
    x, y = same[0]
    assert equivalent(state, Keep(0, x), True) == equivalent(state, Keep(0, y), True)
    assert equivalent(state, Keep(0, x), False) != equivalent(state, Keep(0, y), False)
    x, y = other[0]
    assert equivalent(state, Keep(0, x), True) != equivalent(state, Keep(0, y), True)
    assert "id" not in str(equivalent(state, plant, True))
    assert isinstance(describe(state, plant), dict)


def test_a_deviation_is_the_cards_too_many_and_too_few_or_the_order_or_the_number() -> None:
    mine = _doc()
    theirs = copy.deepcopy(mine)
    hand = mine["seats"][0]["hand"]
    theirs["seats"][0]["hand"] = [*hand[1:], {"id": 999, "variety": "x"}]
    assert deviation(mine, theirs, "seats[0].hand") == ("cards", ("999",), (str(hand[0]["id"]),))
    theirs["seats"][0]["hand"] = list(reversed(hand))
    assert deviation(mine, theirs, "seats[0].hand") == ("order",)
    theirs["active"] = mine["active"] + 2
    assert deviation(mine, theirs, "active") == ("by", 2)
    theirs["step"] = "over"
    assert deviation(mine, theirs, "step") == ("values", f'"{mine["step"]}"', '"over"')
    # Without identity, coins are a number: the deviation is by how many.
    theirs["seats"][1]["coins"] = [{"variety": "red"}] * 2
    assert deviation(mine, theirs, "seats[1].coins", Model(card_identity=False)) == ("by", 2)
    # A part missing on one side is a difference of values.
    found = deviation(mine, {}, "seats[0].hand")
    assert isinstance(found, tuple) and found[0] == "values"


def test_a_zone_that_differs_is_shown_from_where_it_differs_and_its_top() -> None:
    mine = _doc()
    theirs = copy.deepcopy(mine)
    assert show_diff(mine, theirs, ["position"]) == ""
    assert show_diff(mine, theirs, ["seats"]) == ""
    theirs["active"] = 2
    assert show_diff(mine, theirs, ["active"]) == " (active: referee 0, engine 2)"
    deck = mine["deck"]
    assert len(deck) > 40
    theirs["deck"] = [*deck[:30], deck[31], deck[30], *deck[32:]]
    shown = show_diff(mine, theirs, ["deck", "active"])
    assert shown.startswith(f" (deck, first differs at card 31 of {len(deck)} and {len(deck)}:")
    last = deck[-1]
    assert f"{last['id']} {last['variety']}" in shown, "the top of the zone is shown"
    assert f"{deck[29]['id']} {deck[29]['variety']}" in shown, "from the card before"
    assert f"{deck[0]['id']} {deck[0]['variety']}" not in shown
    assert "..." in shown


def _finding(move: str, game: int = 0) -> Finding:
    return Finding("state", f"002/{move}", move, f"after {move}", game, "coins")


def test_a_difference_carried_on_the_same_way_is_counted_where_it_first_appeared() -> None:
    mine = _doc()
    plus_one = copy.deepcopy(mine)
    plus_one["seats"][0]["coins"] = [{"id": 500, "variety": "red"}]
    streak = Streak(Model())
    first = streak.carry(_finding("harvest.coins"), mine, plus_one, ["seats[0].coins"])
    assert not first.carried and first.move == "harvest.coins"
    # The same coin too many after the next move: the first finding's class, carried.
    again = streak.carry(_finding("step4.draw", 1), mine, plus_one, ["seats[0].coins"])
    assert again.carried and again.key == first.key and again.game == 1
    assert again.reproducer is None and "carried on from the first example" in again.detail
    # Another coin too many: a new difference, a class of its own.
    plus_other = copy.deepcopy(mine)
    plus_other["seats"][0]["coins"] = [{"id": 501, "variety": "red"}]
    new = streak.carry(_finding("trade.accept"), mine, plus_other, ["seats[0].coins"])
    assert not new.carried and new.move == "trade.accept"
    # After a move where the positions agree, nothing carries on.
    streak.clear()
    after = streak.carry(_finding("step2.keep"), mine, plus_other, ["seats[0].coins"])
    assert not after.carried
    # A difference in another part as well is not the same cause.
    both = copy.deepcopy(plus_other)
    both["active"] = 2
    more = streak.carry(_finding("step4.draw"), mine, both, ["active", "seats[0].coins"])
    assert not more.carried
    assert streak.carry(_finding("x"), mine, mine, []).carried is False


def test_a_zone_of_twelve_cards_is_shown_whole_and_a_longer_one_from_where_it_differs() -> None:
    """docs/conformance.md, "Where a zone differs": only a zone longer than 12 cards is shown
    from the card where the two first differ and its end."""
    mine = _doc()
    deck = mine["deck"]
    for size in (12, 13):
        mine["deck"] = deck[:size]
        theirs = copy.deepcopy(mine)
        theirs["deck"] = [*deck[: size - 1], deck[size + 5]]
        shown = show_diff(mine, theirs, ["deck"])
        if size == 12:
            assert shown.startswith(" (deck: referee [") and "..." not in shown
            assert all(f"{c['id']} {c['variety']}" in shown for c in deck[:12])
        else:
            assert shown.startswith(" (deck, first differs at card 13 of 13 and 13:")
            assert f"{deck[0]['id']} {deck[0]['variety']}" not in shown
