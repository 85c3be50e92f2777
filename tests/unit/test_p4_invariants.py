"""The invariants every position of play keeps (``bohnanza.invariants``, its docstring and
docs/positions.md), one by one: a document that breaks one is refused by ``from_dict`` with
a ``PositionError`` at the JSON path of the offending value, saying which rule of play it
breaks; the nearest document that keeps it is read."""

from __future__ import annotations

import copy
import warnings
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

import bohnanza
from bohnanza.invariants import TABLE_ZONES, problem, zone_path
from bohnanza.position import PositionError, check_position, from_dict, to_dict

Doc = dict[str, Any]

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


@cache
def _start(name: str = "rio-grande-2000", players: int = 4) -> Doc:
    return to_dict(bohnanza.new_game(name, players, seed=0))


@cache
def _trade(name: str = "rio-grande-2000", players: int = 4, coins: bool = False) -> Doc:
    """Step 2 of the first turn: the front card planted, the planting ended."""
    if coins:
        s = bohnanza.new_game(name, players, seed=1, trade_coins="allowed")
    else:
        s = bohnanza.new_game(name, players, seed=1)
    s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    return to_dict(bohnanza.apply(s, bohnanza.EndPlanting(s.active)))


def _refused(base: Doc, edit: Callable[[Doc], object]) -> tuple[str | None, str]:
    doc = copy.deepcopy(base)
    edit(doc)
    with pytest.raises(PositionError) as caught:
        from_dict(doc)
    message = str(caught.value)
    path = caught.value.path
    assert path is not None and message.startswith(f"{path}: ")
    return path, message[len(path) + 2 :]


def _read(base: Doc, edit: Callable[[Doc], object]) -> bohnanza.GameState:
    doc = copy.deepcopy(base)
    edit(doc)
    return from_dict(doc)


def test_zone_paths_name_the_document_zones() -> None:
    assert TABLE_ZONES == ("deck", "discard", "face_up", "offer", "box", "removed")
    assert [zone_path(c) for c in range(6)] == [f"$.{z}" for z in TABLE_ZONES]
    assert [zone_path(6 + k) for k in range(6)] == [
        "$.seats[0].hand",
        "$.seats[0].fields[0]",
        "$.seats[0].fields[1]",
        "$.seats[0].fields[2]",
        "$.seats[0].coins",
        "$.seats[0].set_aside",
    ]
    assert zone_path(6 + 6 * 2 + 5) == "$.seats[2].set_aside"


def test_every_seat_has_the_fields_its_rules_give() -> None:
    def third(doc: Doc) -> None:
        doc["seats"][1]["fields"].append([])

    assert _refused(_start(), third) == (
        "$.seats[1].fields",
        "seat 1 has 3 fields, not 2 (it did not buy a third, at 4 players)",
    )

    def bought(doc: Doc) -> None:
        doc["seats"][1]["bought_field"] = True

    assert _refused(_start(), bought) == (
        "$.seats[1].fields",
        "seat 1 has 2 fields, not 3 (it bought its third, at 4 players)",
    )

    def both(doc: Doc) -> None:
        third(doc)
        bought(doc)

    read = _read(_start(), both)
    assert len(read.players[1].fields) == 3
    # At three players every seat starts with three fields (third_field="start"), and
    # nobody buys one.
    three = _start("rio-grande-2000", 3)

    def two(doc: Doc) -> None:
        doc["seats"][2]["fields"].pop()

    assert _refused(three, two) == (
        "$.seats[2].fields",
        "seat 2 has 2 fields, not 3 (every seat starts with three, at 3 players)",
    )
    assert _refused(three, lambda d: d["seats"][0].__setitem__("bought_field", True)) == (
        "$.seats[0].bought_field",
        "seat 0 bought a third field, but under third_field=start nobody buys one",
    )


def test_a_field_holds_one_variety() -> None:
    base = _start()
    chili = next(c for c in base["deck"] if c["variety"] == "chili")
    green = next(c for c in base["deck"] if c["variety"] == "green")
    other_chili = next(c for c in base["deck"] if c["variety"] == "chili" and c != chili)

    def plant(*cards: Doc) -> Callable[[Doc], None]:
        def edit(doc: Doc) -> None:
            for card in cards:
                doc["deck"].remove(card)
            doc["seats"][2]["fields"][1] = list(cards)

        return edit

    assert _refused(base, plant(green, chili)) == (
        "$.seats[2].fields[1]",
        "field 1 of seat 2 holds more than one variety: chili, green (a field holds one variety)",
    )
    assert _read(base, plant(chili, other_chili)).players[2].fields[1][0].variety.key == "chili"


def test_the_step_awaits_a_move_of_this_edition_and_agrees_with_the_end() -> None:
    base = _start()
    assert _refused(base, lambda d: d.__setitem__("step", "draw")) == (
        "$.step",
        "step 'draw' is never awaited: the referee draws at once (give the next turn)",
    )
    assert _refused(base, lambda d: d.__setitem__("step", "offer")) == (
        "$.step",
        "step 'offer' is not a step of a 4-player game",
    )
    assert _refused(_start("rio-grande-2000", 2), lambda d: d.__setitem__("step", "trade")) == (
        "$.step",
        "step 'trade' is not a step of the bean duel",
    )
    assert _refused(base, lambda d: d.__setitem__("exhaustions", -1)) == (
        "$.exhaustions",
        "-1 is out of range (0 to 3)",
    )
    assert _refused(base, lambda d: d.__setitem__("exhaustions", 4)) == (
        "$.exhaustions",
        "4 is out of range (0 to 3)",
    )
    assert _refused(base, lambda d: d.__setitem__("ending", True)) == (
        "$.ending",
        "ending is true after 0 exhaustion(s) of 3: the end is reached exactly at the last one",
    )
    assert _refused(base, lambda d: d.__setitem__("exhaustions", 3)) == (
        "$.ending",
        "ending is false after 3 exhaustion(s) of 3: the end is reached exactly at the last one",
    )
    assert _read(base, lambda d: d.__setitem__("exhaustions", 2)).exhaustions == 2
    assert _refused(base, lambda d: d.__setitem__("step", "over")) == (
        "$.step",
        "the game is over only once the end is reached",
    )
    assert _refused(base, lambda d: d.__setitem__("turn", 0)) == (
        "$.turn",
        "0 is out of range (1 to 9223372036854775807)",
    )
    assert _read(base, lambda d: d.__setitem__("turn", 1)).turn == 1


def test_each_step_holds_what_it_awaits() -> None:
    trade = _trade()
    assert _refused(trade, lambda d: d.__setitem__("planted", 3)) == (
        "$.planted",
        "3 is out of range (0 to 2)",
    )
    assert _refused(_start(), lambda d: d.__setitem__("planted", 2)) == (
        "$.planted",
        "2 card(s) planted in step 'plant': at most 1",
    )
    duel = _start("rio-grande-2000", 2)
    assert _read(duel, lambda d: d.__setitem__("planted", 2)).planted == 2
    assert _read(trade, lambda d: d.__setitem__("planted", 2)).planted == 2
    assert _refused(trade, lambda d: d.__setitem__("first_planted", "wax")) == (
        "$.first_planted",
        "a first planted card is named only in step 1 (or the duel's step 2)",
    )
    assert _refused(_start(), lambda d: d.__setitem__("step", "plant_received")) == (
        "$.step",
        "step 'plant_received' with no card set aside is over at once (give the next turn)",
    )

    def aside(doc: Doc) -> None:
        doc["seats"][1]["set_aside"] = [doc["deck"].pop(0)]

    def received(doc: Doc) -> None:
        aside(doc)
        doc["step"] = "plant_received"

    read = _read(_start(), received)
    assert read.step is bohnanza.Step.PLANT_RECEIVED
    assert len(_read(trade, aside).players[1].set_aside) == 1


def test_cards_lie_only_in_the_zones_of_their_step() -> None:
    start, trade = _start(), _trade()

    def offered(doc: Doc) -> None:
        doc["offer"] = [doc["deck"].pop(0)]

    assert _refused(trade, offered) == ("$.offer", "only the bean duel has offered cards")

    def up(doc: Doc) -> None:
        doc["face_up"] = [doc["deck"].pop(0)]

    assert _refused(start, up) == (
        "$.face_up",
        "face-up cards lie only in step 'trade' (or the duel's 'duel_draw')",
    )

    def boxed(doc: Doc) -> None:
        doc["box"] = [doc["deck"].pop(0)]

    assert _refused(start, boxed) == (
        "$.box",
        "cards leave the game during play only when a third field is paid into the box",
    )

    def aside(doc: Doc) -> None:
        doc["seats"][3]["set_aside"] = [doc["deck"].pop(0)]

    assert _refused(start, aside) == (
        "$.seats[3].set_aside",
        "cards are set aside only in steps 'trade' and 'plant_received'",
    )
    # The duel: offered cards in its step 'offer' only; the box takes a paid third field.
    duel = _start("rio-grande-2000", 2)
    assert duel["step"] == "duel_plant"
    assert _refused(duel, offered) == (
        "$.offer",
        "offered cards lie only in the duel's step 'offer' (and after the end)",
    )
    assert len(_read(duel, boxed).rest[2]) == 1


def _offer(seat: int, to: int, gives: list[Doc], asks: list[str], **coins: int) -> Doc:
    return {"seat": seat, "to": to, "gives": gives, "asks": asks, **coins}


def test_standing_offers_follow_the_rules_of_trading() -> None:
    trade = _trade()
    hand = trade["seats"][0]["hand"]
    other = trade["seats"][1]["hand"]
    assert trade["active"] == 0

    def offers(*made: Doc) -> Callable[[Doc], None]:
        return lambda doc: doc.__setitem__("offers", list(made))

    assert _refused(_start(), offers(_offer(0, 1, hand[:1], []))) == (
        "$.offers",
        "offers stand only in step 'trade'",
    )
    assert _refused(trade, offers(_offer(0, 0, hand[:1], []))) == (
        "$.offers[0]",
        "seat 0 has one offer at most to each other seat, not to 0",
    )
    assert _refused(trade, offers(_offer(0, 1, hand[:1], []), _offer(0, 1, [], ["wax"]))) == (
        "$.offers[1]",
        "seat 0 has one offer at most to each other seat, not to 1",
    )
    assert _refused(trade, offers(_offer(2, 3, [], ["wax"]))) == (
        "$.offers[0]",
        "seat 2 offers to seat 3 while seat 0 is active: offers are made only by or to the "
        "active player (002/donate.to-active)",
    )
    assert _refused(trade, offers(_offer(0, 1, [hand[0], hand[0]], []))) == (
        "$.offers[0].gives[1]",
        f"seat 0 offers card {hand[0]['id']}, which it does not hold",
    )
    # Each direction of a pair, and the active seat's face-up cards, stand.
    both = _read(
        trade, offers(_offer(0, 1, [trade["face_up"][0]], []), _offer(1, 0, other[:1], []))
    )
    assert [(o.seat, o.to) for o in both.offers] == [(0, 1), (1, 0)]
    assert _refused(trade, offers(_offer(1, 0, [trade["face_up"][0]], []))) == (
        "$.offers[0].gives[0]",
        f"seat 1 offers card {trade['face_up'][0]['id']}, which it does not hold",
    )


def test_coins_join_a_bargain_over_beans_under_the_experts_variant() -> None:
    experts = _trade(coins=True)
    hand = experts["seats"][0]["hand"]

    def offer(made: Doc) -> Callable[[Doc], None]:
        return lambda doc: doc.__setitem__("offers", [made])

    assert _refused(experts, offer(_offer(0, 1, [], [], give_coins=1))) == (
        "$.offers[0]",
        "coins join a bargain over beans: the offer gives or asks no card",
    )
    for lopsided in (
        _offer(0, 1, hand[:1], [], give_coins=1),
        _offer(0, 1, [], ["wax"], ask_coins=1),
    ):
        assert _refused(experts, offer(lopsided)) == (
            "$.offers[0]",
            "an offer with coins gives something and asks something",
        )
    total = len(bohnanza.new_game("rio-grande-2000", 4, seed=1).table.cards)
    fine = _read(experts, offer(_offer(0, 1, [], ["wax"], give_coins=total)))
    assert fine.offers[0].give_coins == total
    assert _read(experts, offer(_offer(0, 1, hand[:1], [], ask_coins=2))).offers[0].ask_coins == 2
    assert _refused(experts, offer(_offer(0, 1, [], ["wax"], give_coins=total + 1))) == (
        "$.offers[0].give_coins",
        f"{total + 1} is out of range (0 to {total})",
    )


def test_offers_that_ended_unaccepted_are_counted_only_in_step_2() -> None:
    trade = _trade()
    assert _refused(_start(), lambda d: d.__setitem__("unaccepted", [[0, 1]])) == (
        "$.unaccepted",
        "offers end unaccepted only in step 'trade'",
    )
    assert _refused(trade, lambda d: d.__setitem__("unaccepted", [[2, 2]])) == (
        "$.unaccepted[0]",
        "no offer goes from seat 2 to seat 2",
    )
    assert _refused(trade, lambda d: d.__setitem__("unaccepted", [[0, 1], [2, 3]])) == (
        "$.unaccepted[1]",
        "seat 2 made no offer to seat 3 while seat 0 is active: offers are made only by or to "
        "the active player (002/donate.to-active)",
    )
    read = _read(trade, lambda d: d.__setitem__("unaccepted", [[0, 1], [3, 0]]))
    assert read.unaccepted == ((0, 1), (3, 0))


def test_owed_babies_lie_among_the_set_aside_cards_in_ladybohns_step_2() -> None:
    lady = _trade("ladybohn", 4)
    card = lady["deck"][0]

    def owe(doc: Doc) -> None:
        doc["owed"] = [doc["deck"][0]["id"]]

    assert _refused(_trade(), owe) == ("$.owed", "babies are owed only in Ladybohn's step 'trade'")
    assert _refused(lady, owe) == (
        "$.owed[0]",
        f"card {card['id']} is owed but is not once among the set-aside cards",
    )


def test_problem_and_check_position_agree() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=0)
    assert problem(game) is None
    check_position(game)
    bad = game.replace(turn=0)
    assert problem(bad) == ("$.turn", "0 is out of range (1 to 9223372036854775807)")
    with pytest.raises(PositionError) as caught:
        check_position(bad)
    assert caught.value.path == "$.turn"
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert problem(game, composed=True) is None
