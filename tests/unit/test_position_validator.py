"""The one validator of positions (``bohnanza.invariants``), shared by ``from_json``/``from_dict``,
``compose`` and records' ``start``: the reliability review's impossible positions (t3 F1, F3)
refused with ``PositionError`` and a JSON path, every state of play accepted, and the
position reader's refusals that the t3 mutation review found untested."""

from __future__ import annotations

import json
import warnings
from collections.abc import Callable
from typing import Any

import pytest

import bohnanza
from bohnanza import Step
from bohnanza.conformance.runner import game_line
from bohnanza.invariants import problem
from bohnanza.position import PositionError, check_position, from_dict, from_json, to_dict, to_json
from bohnanza.records import RecordError, load_record, record_game

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

Doc = dict[str, Any]


def _after_planting(
    name: str = "rio-grande-2000", players: int = 4, seed: int = 1
) -> bohnanza.GameState:
    """Step 2 of the first turn: the front card planted, the planting ended."""
    s = bohnanza.new_game(name, players, seed=seed)
    s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    return bohnanza.apply(s, bohnanza.EndPlanting(s.active))


def _take(doc: Doc, wanted: Callable[[Doc], bool]) -> Doc:
    """A card taken out of the deck of ``doc``."""
    for i, card in enumerate(doc["deck"]):
        if wanted(card):
            card_doc: Doc = doc["deck"].pop(i)
            return card_doc
    raise LookupError("no such card in the deck")


def _refused(doc: Doc | str, path: str, words: str) -> PositionError:
    with pytest.raises(PositionError) as info:
        from_json(doc) if isinstance(doc, str) else from_dict(doc)
    assert info.value.path == path, str(info.value)
    assert words in str(info.value)
    return info.value


# --- the review's reproducers (t3 reliability, harness/new/repro_positions.py) -----------------


def _nonactive_offer() -> Doc:
    d = to_dict(_after_planting())
    d["offers"] = [{"seat": 1, "to": 2, "gives": [d["seats"][1]["hand"][0]], "asks": []}]
    return d


def test_f1_an_offer_between_two_seats_that_are_not_active_is_refused() -> None:
    d = _nonactive_offer()
    assert d["active"] == 0
    _refused(d, "$.offers[0]", "only by or to the active player (002/donate.to-active)")
    # The same offer made or received by the active seat stands.
    d["offers"][0]["to"] = 0
    assert from_dict(d).offers[0].to == 0


def test_f1_a_record_that_starts_with_that_offer_is_refused_at_its_start() -> None:
    legal = _nonactive_offer()
    legal["offers"][0]["to"] = 0
    record = json.loads(record_game(from_dict(legal), [], exact=True).to_json())
    record["start"] = _nonactive_offer()
    with pytest.raises(RecordError) as info:
        load_record(json.dumps(record))
    assert str(info.value).startswith("$.start: $.offers[0]: seat 1 offers to seat 2")


def test_f3_a_ladybohn_mister_owed_is_refused() -> None:
    d = to_dict(_after_planting("ladybohn", 4, 2))
    seat = d["seats"][1]
    families = {c["variety"] for f in seat["fields"] for c in f}
    firsts = []
    for _ in range(2):
        card = _take(d, lambda c: c["kind"] == "mister" and c["variety"] not in families)
        families.add(card["variety"])
        firsts.append([card])
    seat["fields"] = firsts
    mister = _take(d, lambda c: c["kind"] == "mister" and c["variety"] not in families)
    seat["set_aside"] = [mister]
    d["owed"] = [mister["id"]]
    _refused(d, "$.owed[0]", "only babies are owed")


def test_f3_a_baby_owed_without_a_field_of_its_family_is_refused() -> None:
    d = to_dict(_after_planting("ladybohn", 4, 2))
    seat = d["seats"][1]
    families = {c["variety"] for f in seat["fields"] for c in f}
    baby = _take(d, lambda c: c["kind"] == "baby" and c["variety"] not in families)
    seat["set_aside"] = [baby]
    d["owed"] = [baby["id"]]
    _refused(d, "$.owed[0]", "grows no field of its family")
    # With a field of its family the baby is owed, and the seat can plant it.
    mister = _take(d, lambda c: c["kind"] == "mister" and c["variety"] == baby["variety"])
    d["discard"] += seat["fields"][0]
    seat["fields"][0] = [mister]
    s = from_dict(d)
    assert s.to_move == (1,) and len(bohnanza.legal_actions(s)) > 0


def test_f3_two_fields_of_one_variety_in_the_1997_editions_are_refused() -> None:
    d = to_dict(bohnanza.new_game("original-1997-fr", 4, seed=1))
    first = d["deck"].pop(0)
    second = _take(d, lambda c: c["variety"] == first["variety"])
    d["seats"][0]["fields"] = [[first], [second]]
    _refused(d, "$.seats[0].fields[1]", "in two fields, which matching_field=unique")
    # compose refuses them too (it took them before)
    with pytest.raises(PositionError, match=r"\$\.seats\[0\]\.fields\[1\]: seat 0 grows"):
        bohnanza.compose(
            "original-1997-fr", 4, fields={0: [["Chili"], ["Chili"]]}, hands={0: ["Soy"]}
        )


def test_two_fields_of_one_variety_stand_where_the_step_1_exception_opens_them() -> None:
    """Rio Grande reads 'may'; amigo-fr 'must' with the second card free (step1.same-field-must)."""
    for name in ("rio-grande-2000", "amigo-fr"):
        s = bohnanza.compose(name, 4, fields={0: [["Chili"], ["Chili"]]}, hands={0: ["Soy"]})
        assert from_json(to_json(s)) == s


def test_f3_an_ordinary_card_among_the_removed_ones_is_refused() -> None:
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    d["removed"].append(d["deck"].pop(0))
    k = len(d["removed"]) - 1
    _refused(d, f"$.removed[{k}]", "which the rules do not remove at 4 players")


def test_f3_the_removed_zone_and_the_option_removed_agree() -> None:
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    assert d["options"]["removed"] == ["coffee"]
    d["options"]["removed"] = []
    _refused(d, "$.removed[0]", "card 0 is a coffee bean, which the rules do not remove")
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    d["options"]["removed"] = ["coffee", "cocoa"]
    _refused(d, _first_path_of(d, "cocoa"), "removed from the game")


def _first_path_of(d: Doc, variety: str) -> str:
    for zone in ("deck", "discard", "face_up", "offer", "box", "removed"):
        for k, c in enumerate(d[zone]):
            if c["variety"] == variety:
                return f"$.{zone}[{k}]"
    for seat, p in enumerate(d["seats"]):
        for k, c in enumerate(p["hand"]):
            if c["variety"] == variety:
                return f"$.seats[{seat}].hand[{k}]"
    raise LookupError(variety)


def test_f3_an_offer_of_a_trillion_coins_is_a_position_error_with_a_path() -> None:
    d = to_dict(_after_planting())
    d["offers"] = [
        {"seat": 0, "to": 1, "gives": [], "asks": [], "give_coins": 10**12, "ask_coins": 0}
    ]
    _refused(d, "$.offers[0].give_coins", "1000000000000 is out of range (0 to 154)")


def test_offers_with_coins_stand_only_under_the_experts_variant_in_a_bargain_over_beans() -> None:
    d = to_dict(_after_planting())
    hand = d["seats"][0]["hand"]
    d["offers"] = [
        {"seat": 0, "to": 1, "gives": hand[:1], "asks": ["wax"], "give_coins": 1, "ask_coins": 0}
    ]
    _refused(d, "$.offers[0]", "only under the experts' variant")
    d["offers"] = [{"seat": 0, "to": 1, "gives": [], "asks": [], "give_coins": 0, "ask_coins": 0}]
    _refused(d, "$.offers[0]", "gives and asks nothing")


def test_an_offer_of_a_card_its_maker_does_not_hold_is_refused() -> None:
    d = to_dict(_after_planting())
    d["offers"] = [{"seat": 1, "to": 0, "gives": d["seats"][2]["hand"][:1], "asks": []}]
    _refused(d, "$.offers[0].gives[0]", "which it does not hold")
    d["offers"][0]["asks"] = ["red"]
    d["offers"][0]["gives"] = []
    assert from_dict(d).offers[0].asks == ("red",)
    d["offers"][0]["asks"] = ["brown"]  # a variety of Ladybohn only
    with pytest.raises(PositionError, match=r"\$\.offers\[0\]\.asks\[0\]"):
        from_dict(d)


# --- other invariants of play ----------------------------------------------------------------


def test_a_position_after_the_end_has_no_card_left_to_draw() -> None:
    """t3 mutation dec006: a position read with the end reached and cards in the deck went on
    drawing them under the mutant; such a position is not reachable (the last exhaustion
    empties the deck) and is refused, by from_dict and by compose."""
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    d["exhaustions"], d["ending"] = 3, True
    _refused(d, "$.deck", "no card is left to draw")
    with pytest.raises(PositionError, match=r"^\$\.deck: "):
        bohnanza.compose(
            "rio-grande-2000",
            4,
            hands={0: ["Soy"]},
            deck=["Chili"] * 5,
            exhaustions=3,
            ending=True,
            step=Step.TRADE,
        )


def test_the_end_is_never_reached_before_step_1() -> None:
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    d["discard"] += d["deck"]
    d["deck"] = []
    d["exhaustions"], d["ending"] = 3, True
    _refused(d, "$.step", "the end is never reached before step 'plant'")


def test_step_1_awaits_a_card_in_the_active_hand_and_plants_at_most_one_before_its_end() -> None:
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    d["planted"] = 2
    _refused(d, "$.planted", "2 card(s) planted in step 'plant': at most 1")
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    d["discard"] += d["seats"][0]["hand"]
    d["seats"][0]["hand"] = []
    _refused(d, "$.seats[0].hand", "nothing to plant")


def test_a_first_planted_variety_goes_with_a_card_planted() -> None:
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    d["first_planted"] = "wax"
    _refused(d, "$.first_planted", "only once a card is planted")
    d["planted"] = 1
    assert from_dict(d).first_planted == "wax"


def test_step_2_turns_up_no_more_cards_than_the_rules_say() -> None:
    d = to_dict(_after_planting())
    assert len(d["face_up"]) == 2
    d["face_up"].append(d["deck"].pop(0))
    _refused(d, "$.face_up", "3 face-up cards: step 2 turns up 2")


def test_the_duels_step_1_awaits_offered_cards() -> None:
    s = bohnanza.new_game("rio-grande-2000", 2, seed=3)
    while s.step is not Step.OFFER:
        s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    d = to_dict(s)
    assert d["offer"]
    d["discard"] += d["offer"]
    d["offer"] = []
    _refused(d, "$.offer", "with no card offered is over at once")


def test_a_card_named_twice_or_missing_is_refused_at_its_path() -> None:
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    d["discard"].append(d["deck"][3])
    _refused(d, "$.discard[0]", "is named twice: also at $.deck[3]")
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    gone = d["deck"].pop()
    _refused(d, "$", f"1 card(s) of the box are in no zone, the first card {gone['id']}")


# --- composed positions ------------------------------------------------------------------------


def test_a_composed_position_says_so_and_reads_back() -> None:
    s = bohnanza.compose("rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Chili"] * 5)
    d = to_dict(s)
    assert d["composed"] is True
    assert from_dict(d) == s
    del d["composed"]
    first = next(k for k, c in enumerate(d["removed"]) if c["variety"] != "coffee")
    _refused(d, f"$.removed[{first}]", "only a composed position")
    d["composed"] = "yes"
    _refused(d, "$.composed", "expected a boolean, found a string")
    # A position of play is not composed: no such field.
    assert "composed" not in to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))


def test_a_composed_game_may_be_over_before_its_end_but_a_played_one_may_not() -> None:
    s = bohnanza.compose("rio-grande-2000", 4, step=Step.OVER, coins={0: 3})
    assert s.is_over and not s.ending
    d = to_dict(bohnanza.new_game("rio-grande-2000", 4, seed=0))
    d["step"] = "over"
    _refused(d, "$.step", "the game is over only once the end is reached")


def test_compose_of_a_duel_plants_in_the_duels_step_2() -> None:
    s = bohnanza.compose("rio-grande-2000", 2, hands={0: ["Chili", "Soy"]}, deck=["Soy"] * 5)
    assert s.step is Step.DUEL_PLANT
    with pytest.raises(
        PositionError, match=r"\$\.step: step 'trade' is not a step of the bean duel"
    ):
        bohnanza.compose(
            "rio-grande-2000", 2, hands={0: ["Chili"]}, step=Step.TRADE, deck=["Soy"] * 5
        )


def test_compose_refuses_cards_set_aside_in_step_1() -> None:
    with pytest.raises(
        PositionError, match=r"^\$\.seats\[1\]\.set_aside: cards are set aside only"
    ):
        bohnanza.compose(
            "rio-grande-2000", 4, hands={0: ["Soy"]}, set_aside={1: ["Chili"]}, deck=["Wax"] * 5
        )


def test_check_position_names_the_first_problem_of_a_state() -> None:
    s = _after_planting()
    check_position(s)
    assert problem(s) is None
    worse = s.replace(ending=True)
    with pytest.raises(PositionError, match=r"^\$\.ending: "):
        check_position(worse)


# --- every state of play is accepted --------------------------------------------------------


@pytest.mark.parametrize("name", bohnanza.editions())
def test_every_state_of_random_games_passes_the_validator(name: str) -> None:
    counts = bohnanza.edition(name).player_counts
    seen = {"offers": 0}
    for k in range(2 * len(counts)):
        for state in game_line(name, counts[k % len(counts)], k, trades=0.3):
            found = problem(state)
            assert found is None, (name, k, found)
            seen["offers"] += bool(state.offers)
    assert seen["offers"] or name in ("amigo-fr",) or all(c == 2 for c in counts)


# --- the position reader's refusals the t3 mutation review found untested (pos0xx) ----------


def _game() -> bohnanza.GameState:
    return bohnanza.new_game("rio-grande-2000", 4, seed=42)


@pytest.mark.parametrize("value", [1, "no", None])
def test_pos010_ending_and_bought_field_are_booleans(value: object) -> None:
    d = to_dict(_game())
    d["ending"] = value
    assert str(_refused(d, "$.ending", "expected a boolean")).startswith(
        "$.ending: expected a boolean"
    )
    d = to_dict(_game())
    d["seats"][2]["bought_field"] = value
    _refused(d, "$.seats[2].bought_field", "expected a boolean")


def test_pos012_a_missing_field_is_named() -> None:
    d = to_dict(_game())
    del d["deck"]
    _refused(d, "$", "missing field 'deck'")
    d = to_dict(_game())
    del d["seats"][1]["coins"]
    _refused(d, "$.seats[1]", "missing field 'coins'")


def test_pos018_planted_defaults_to_0() -> None:
    d = to_dict(_game())
    del d["planted"]
    assert from_dict(d).planted == 0
    d = to_dict(_after_planting())
    del d["planted"]
    assert from_dict(d).planted == 0


def test_pos024_a_field_named_twice_in_json_is_refused() -> None:
    text = to_json(_game())
    twice = text.replace('"planted": 0', '"planted": 0, "planted": 1', 1)
    assert twice != text
    with pytest.raises(PositionError, match="'planted' is given twice"):
        from_json(twice)
    nested = text.replace(
        '{"id": 33, "variety": "wax"}', '{"id": 33, "id": 33, "variety": "wax"}', 1
    )
    assert nested != text
    with pytest.raises(PositionError, match="'id' is given twice"):
        from_json(nested)


def test_pos020_an_owed_card_no_seat_set_aside_is_refused_at_its_path() -> None:
    s = bohnanza.new_game("ladybohn", 4, seed=3)
    while s.step is not Step.TRADE:
        s = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    d = to_dict(s)
    d["owed"] = [d["deck"][0]["id"]]
    error = _refused(d, "$.owed[0]", "is not once among the set-aside cards")
    assert str(error).startswith("$.owed[0]: card ")


def test_pos022_boxed_cards_without_the_box_payment_are_refused_at_box() -> None:
    d = to_dict(_game())
    d["box"] = [d["deck"].pop()]
    assert str(_refused(d, "$.box", "paid into the box")).startswith("$.box: ")


def test_pos007_a_list_where_a_number_belongs_is_named_an_array() -> None:
    d = to_dict(_game())
    d["planted"] = [1, 2]
    with pytest.raises(PositionError) as info:
        from_dict(d)
    assert str(info.value) == "$.planted: expected an integer, found an array"


def test_pos015_card_0_with_the_wrong_variety_is_refused_for_its_variety() -> None:
    d = to_dict(_game())
    assert d["removed"][0] == {"id": 0, "variety": "coffee"}
    d["removed"][0] = {"id": 0, "variety": "Coffee"}
    assert str(_refused(d, "$.removed[0].variety", "")).startswith(
        "$.removed[0].variety: card 0 is a coffee bean"
    )


def test_pos016_options_that_are_not_an_object_are_named() -> None:
    d = to_dict(_game())
    d["options"] = 5
    with pytest.raises(PositionError) as info:
        from_dict(d)
    assert str(info.value) == "$.options: expected an object, found an integer"


def test_pos021_an_ask_that_is_not_a_string_is_named() -> None:
    s = bohnanza.compose(
        "rio-grande-2000", 4, hands={1: ["Soy"]}, step=Step.TRADE, deck=["Chili"] * 5
    )
    s = bohnanza.apply(s, bohnanza.Offer(1, 0, (s.players[1].hand_ids[0],), ("chili",)))
    d = to_dict(s)
    d["offers"][0]["asks"] = [5]
    with pytest.raises(PositionError) as info:
        from_dict(d)
    assert str(info.value) == "$.offers[0].asks[0]: expected a string, found an integer"


def test_a_sheet_that_is_not_an_object_is_named_in_a_position() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        d = to_dict(bohnanza.new_game("ladybohn", 4, seed=1))
    d["sheet"] = 5
    with pytest.raises(PositionError) as info:
        from_dict(d)
    assert str(info.value) == "$.sheet: expected an object, found an integer"


def test_a_records_sheet_that_is_not_an_object_is_a_record_error() -> None:
    """t3 mutation: $.sheet: 5 in a record leaked a TypeError under the mutant."""
    data = json.loads(record_game(bohnanza.new_game("rio-grande-2000", 4, seed=1), []).to_json())
    data["sheet"] = 5
    with pytest.raises(RecordError) as info:
        load_record(json.dumps(data))
    assert str(info.value) == "$.sheet: expected an object, found an integer"


def test_a_records_null_reshuffles_keep_their_places() -> None:
    """t3 mutation: $.reshuffles [null, null] lost its entries under the mutant."""
    data = json.loads(record_game(bohnanza.new_game("rio-grande-2000", 4, seed=1), []).to_json())
    data["reshuffles"] = [None, None]
    record = load_record(json.dumps(data))
    assert record.reshuffles is not None and len(record.reshuffles) == 2


def test_an_unaccepted_offer_was_made_by_or_to_the_active_player() -> None:
    """Decision trade.offer-repeats keeps the offers of a step 2 that ended unaccepted; like
    a standing one (F1), each was made by or to the active player."""
    d = to_dict(_after_planting())
    assert d["active"] == 0
    d["unaccepted"] = [[0, 2], [3, 0]]
    assert from_dict(d).unaccepted == ((0, 2), (3, 0))
    d["unaccepted"] = [[0, 2], [1, 2]]
    _refused(d, "$.unaccepted[1]", "offers are made only by or to the active player")
