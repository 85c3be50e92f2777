"""What ``bohnanza.state`` promises: the table's rule flags and price tables in every
edition, equality, hashing, pickling and immutability of tables, players and states, the
zones' order and the seats ``to_move`` names."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest

from bohnanza import COMPILED, GameState, Player, Table, compose, new_game
from bohnanza.actions import Offer
from bohnanza.editions import Rules
from bohnanza.state import Step
from bohnanza.state import table as table_module

EDITIONS = ("rio-grande-2000", "amigo-fr", "original-1997-fr", "original-1997-fr-003", "ladybohn")

#: Each boolean flag of a table, with the option and the value that sets it.
FLAGS = {
    "matching_may": ("matching_field", "may"),
    "planted_fields": ("protection", "planted-fields"),
    "coins_bottom": ("coin_cards", "bottom"),
    "buy_third": ("third_field", "buy"),
    "own_turn_harvest": ("harvest_timing", "own-turn"),
    "own_turn_buy": ("third_field_timing", "own-turn"),
    "trade_coins": ("trade_coins", "allowed"),
}
#: The flags of Ladybohn's readings (a deck of kinds takes every value).
LADY_FLAGS = {
    "other_field": ("second_plant_field", "other-field"),
    "miss_two": ("miss_promotion", "two"),
    "promote_phase1": ("miss_promotion_phases", "every-baby"),
    "any_baby": ("baby_phase2", "any-baby"),
    "donate_only": ("trade_after_face_up", "donate-only"),
    "garden_not_draw": ("garden_miss_deck", "not-a-draw"),
    "supply_limited": ("third_field_supply", "limited"),
    "lone_discarded": ("single_card_sale", "discarded"),
}
VALUES = {
    "matching_field": ("may", "must", "unique"),
    "protection": ("all-fields", "planted-fields"),
    "coin_cards": ("top", "bottom"),
    "third_field": ("buy", "start"),
    "harvest_timing": ("any", "own-turn"),
    "third_field_timing": ("any", "own-turn"),
    "trade_coins": ("forbidden", "allowed"),
    "second_plant_field": ("any-field", "other-field"),
    "miss_promotion": ("one-or-two", "two"),
    "miss_promotion_phases": ("every-baby", "phases-2-3", "phase-3"),
    "baby_phase2": ("received-with-field", "any-baby"),
    "trade_after_face_up": ("trade-and-donate", "donate-only"),
    "garden_miss_deck": ("counts", "not-a-draw"),
    "third_field_supply": ("one-per-player", "limited"),
    "single_card_sale": ("beanometer", "discarded"),
}


def _game(
    edition: str = "rio-grande-2000", players: int | list[str] = 4, **options: object
) -> GameState:
    play: Any = new_game  # the options are checked by the game, not by the type checker
    state: GameState = play(edition, players, seed=7, **options)
    return state


@pytest.mark.parametrize("flag", sorted(FLAGS))
def test_each_rule_flag_of_the_table_follows_its_option(flag: str) -> None:
    option, value = FLAGS[flag]
    # Harvesting on one's own turn only is the duel's reading (2 players).
    setups = (
        (("rio-grande-2000", 2), ("amigo-fr", 2))
        if flag == "own_turn_harvest"
        else (("rio-grande-2000", 4), ("original-1997-fr", 3), ("amigo-fr", 2))
    )
    for edition, players in setups:
        for each in VALUES[option]:
            table = _game(edition, players, **{option: each}).table
            assert getattr(table, flag) is (each == value), (edition, option, each)


@pytest.mark.parametrize("flag", sorted(LADY_FLAGS))
def test_each_ladybohn_flag_follows_its_option(flag: str) -> None:
    option, value = LADY_FLAGS[flag]
    for each in VALUES[option]:
        table = _game("ladybohn", 4, **{option: each}).table
        assert getattr(table, flag) is (each == value), (option, each)
        assert table.lady is True


def test_miss_promotion_in_phase_2_is_every_reading_but_phase_3_only() -> None:
    found = {
        each: (
            _game("ladybohn", miss_promotion_phases=each).table.promote_phase1,
            _game("ladybohn", miss_promotion_phases=each).table.promote_phase2,
        )
        for each in VALUES["miss_promotion_phases"]
    }
    assert found == {
        "every-baby": (True, True),
        "phases-2-3": (False, True),
        "phase-3": (False, False),
    }


def test_the_second_card_may_open_a_field_only_under_must_and_same_field_optional() -> None:
    for matching in VALUES["matching_field"]:
        for same in ("same-field-optional", "must-prevails"):
            table = _game(matching_field=matching, step1_same_field=same).table
            expected = matching == "must" and same == "same-field-optional"
            assert table.second_may_open is expected, (matching, same)
    assert _game("amigo-fr").table.second_may_open is True
    assert _game("rio-grande-2000").table.second_may_open is False
    assert _game("ladybohn").table.second_may_open is False


def test_whole_number_options_reach_the_table() -> None:
    table = _game(third_field_cost=5, end_exhaustions=2, face_up_count=4).table
    assert (table.field_cost, table.end_exhaustions, table.face_up_count) == (5, 2, 4)
    plain = _game().table
    assert (plain.field_cost, plain.end_exhaustions, plain.face_up_count) == (3, 3, 2)
    assert (plain.duel, plain.lady) == (False, False)
    duel = _game("rio-grande-2000", 2).table
    assert (duel.duel, duel.end_exhaustions, duel.own_turn_harvest) == (True, 1, True)


def test_each_editions_table_names_its_rulebook_and_varieties() -> None:
    found = {e: _game(e).table.rulebook for e in EDITIONS}
    assert found == {
        "rio-grande-2000": "002",
        "amigo-fr": "000.1",
        "original-1997-fr": "000.2",
        "original-1997-fr-003": "003",
        "ladybohn": "001",
    }
    table = _game().table
    assert table.kind_keys == (
        "coffee", "wax", "blue", "chili", "stink", "green", "soy", "black-eyed", "red",
        "garden", "cocoa",
    )  # fmt: skip
    assert table.cards == table.edition.deck.cards
    for card in table.cards:
        assert table.kind_keys[table.kind[card.id]] == card.variety.key
    lady = _game("ladybohn").table
    assert lady.kind_keys == (
        "blue", "chili", "stink", "green", "soy", "black-eyed", "red", "garden",
    )  # fmt: skip
    for card in lady.cards:
        assert lady.kind_keys[lady.kind[card.id]] == card.variety.key


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_price_table_is_each_beanometer_capped_at_the_cards_sold(edition: str) -> None:
    table = _game(edition).table
    for card in table.cards:
        row = table.pays[card.id]
        assert len(row) == 33
        given = bool(card.beanometer.pays)
        for n in range(33):
            paid = card.beanometer.payout(n)
            assert row[n] == (paid if given else min(paid, n)), (card, n)


def test_the_garden_miss_pays_more_coins_than_cards_and_nobody_else_does() -> None:
    table = _game("ladybohn").table
    miss = table.garden_miss
    assert table.cards[miss].variety.key == "garden"
    assert table.cards[miss].kind == "miss"
    assert [c.id for c in table.cards if c.kind == "miss" and c.variety.key == "garden"] == [miss]
    assert table.pays[miss][1:6] == (2, 3, 4, 5, 6)
    over = {c.id for c in table.cards for n in range(33) if table.pays[c.id][n] > n}
    assert over == {miss}
    for edition in EDITIONS[:4]:
        assert _game(edition).table.garden_miss == -1


def test_roles_are_mister_miss_baby_in_ladybohn_and_none_elsewhere() -> None:
    lady = _game("ladybohn").table
    codes = {"mister": 0, "miss": 1, "baby": 2}
    assert lady.role == tuple(codes[c.kind] for c in lady.cards)
    assert set(lady.role) == {0, 1, 2}
    for edition in EDITIONS[:4]:
        table = _game(edition).table
        assert table.role == (-1,) * len(table.cards)


def test_the_tables_of_a_deck_and_of_a_deck_and_rules_are_computed_once() -> None:
    one, two = _game().table, _game().table
    deck = one.edition.deck
    first = table_module._deck_tables(deck)
    again = table_module._deck_tables(deck)
    assert first[0] is again[0] and first[1] is again[1]
    assert one.kind is two.kind and one.pays is two.pays
    basis = table_module._basis(deck, one.rules)
    assert table_module._basis(deck, one.rules) is basis
    other = Rules(players=4, protection="planted-fields")
    assert table_module._basis(deck, other) is not basis
    assert table_module._basis(deck, other).planted_fields is True
    assert table_module._basis(deck, one.rules) is basis  # both are kept


def test_the_bases_kept_stay_within_their_bound() -> None:
    deck = _game().table.edition.deck
    bound = table_module._BASES_BOUND
    kept = []
    for n in range(bound + 5):
        rules = Rules(players=4, third_field_cost=n % 20, end_exhaustions=1 + n % 10)
        kept.append(rules)  # alive, so no id is reused
        table_module._basis(deck, rules)
        assert len(table_module._BASES) <= bound
        assert (id(deck), id(rules)) in table_module._BASES
    last, before = kept[-1], kept[-2]
    assert (id(deck), id(before)) in table_module._BASES
    assert table_module._basis(deck, last) is table_module._basis(deck, last)


def test_tables_are_equal_by_value_and_each_part_tells_them_apart() -> None:
    base = _game("rio-grande-2000", ["A", "B", "C", "D"]).table
    same = _game("rio-grande-2000", ["A", "B", "C", "D"]).table
    assert base is not same
    assert base == same and hash(base) == hash(same)
    others = [
        _game("amigo-fr", ["A", "B", "C", "D"]).table,
        _game("rio-grande-2000", ["A", "B", "C", "D"], protection="planted-fields").table,
        _game("rio-grande-2000", ["A", "B", "C", "E"]).table,
        new_game("rio-grande-2000", ["A", "B", "C", "D"], seed=7, dealer=0).table,
        new_game("rio-grande-2000", ["A", "B", "C", "D"], seed=8).table,
        base.with_shuffle(lambda ids, n: ids),
    ]
    for other in others:
        assert (base == other) is False
    stacked = Table(base.edition, base.rules, base.names, base.dealer, base.seed, ("coffee",))
    assert stacked != base
    assert Table(base.edition, base.rules, base.names, base.dealer, base.seed) == base
    assert base.__eq__("table") is NotImplemented
    assert base != "table"
    assert base.__eq__(base) is True


def test_a_table_keeps_its_parts_pickles_and_says_who_sits() -> None:
    table = new_game("amigo-fr", ["Ann", "Bob", "Cy"], seed=11).table
    assert repr(table) == "Table(names=('Ann', 'Bob', 'Cy'), dealer=2, seed=11)"
    assert (table.names, table.dealer, table.seed, table.stacked, table.shuffle) == (
        ("Ann", "Bob", "Cy"),
        2,
        11,
        None,
        None,
    )
    back = pickle.loads(pickle.dumps(table))
    assert back == table and back.rules == table.rules and back.kind == table.kind
    assert copy.deepcopy(table) == table
    order = lambda ids, n: ids  # noqa: E731
    shuffled = table.with_shuffle(order)
    assert shuffled.shuffle is order
    assert (shuffled.edition, shuffled.rules, shuffled.names, shuffled.dealer, shuffled.seed) == (
        table.edition,
        table.rules,
        table.names,
        table.dealer,
        table.seed,
    )
    assert shuffled.with_shuffle(None) == table


def _immutable(text: str) -> str | None:
    """The pure build's message; the compiled build's classes have read-only attributes,
    refused with mypyc's own words."""
    return None if COMPILED else text


def test_tables_players_and_states_refuse_every_change() -> None:
    state = _game()
    with pytest.raises(
        AttributeError, match=_immutable(r"^Table is immutable: 'seed' cannot be changed$")
    ):
        state.table.seed = 3  # type: ignore[misc]
    with pytest.raises(
        AttributeError, match=_immutable(r"^Table is immutable: 'kind' cannot be changed$")
    ):
        del state.table.kind
    with pytest.raises(
        AttributeError, match=_immutable(r"^Player is immutable: 'info' cannot be changed$")
    ):
        state.players[0].info = ("X", False, ())  # type: ignore[misc]
    with pytest.raises(
        AttributeError, match=_immutable(r"^GameState is immutable: 'active' cannot be")
    ):
        state.active = 2  # type: ignore[misc]
    assert state.table.seed == 7 and state.active == 0
    assert (
        type(state.table).__name__ == "Table" and type(state.table).__module__ == "bohnanza.state"
    )
    assert type(state.players[0]).__module__ == "bohnanza.state"


# ---------------------------------------------------------------------------------------
# Player


def test_a_players_parts_and_zones_in_order() -> None:
    state = compose(
        "rio-grande-2000",
        ["Ann", "Bob", "Cy", "Di"],
        hands={0: ["Soy", "Wax", "Chili"]},
        fields={0: [["Blue", "Blue"], [], ["Red"]]},
        coins={0: ["Green", "Stink"]},
        bought_field=[0],
    )
    p = state.players[0]
    assert (p.name, p.bought_field) == ("Ann", True)
    assert p.deck == state.table.cards
    assert [c.variety.key for c in p.hand] == ["soy", "wax", "chili"]
    assert [[c.variety.key for c in f] for f in p.fields] == [["blue", "blue"], [], ["red"]]
    assert [c.variety.key for c in p.coins] == ["green", "stink"]
    assert p.score == 2
    assert [c.variety.key for c in p.cards()] == [
        "soy",
        "wax",
        "chili",
        "blue",
        "blue",
        "red",
        "green",
        "stink",
    ]
    assert p.hand_ids == tuple(c.id for c in p.hand)
    assert p.field_ids == tuple(tuple(c.id for c in f) for f in p.fields)
    assert state.players[1].bought_field is False
    assert state.players[1].name == "Bob"


def test_player_replace_changes_only_what_it_is_given() -> None:
    state = compose("rio-grande-2000", 4, hands={0: ["Soy", "Wax"]}, coins={0: 2})
    p = state.players[0]
    q = p.replace(hand=p.hand[1:])
    assert [c.variety.key for c in q.hand] == ["wax"]
    assert (q.field_ids, q.coin_ids, q.aside_ids, q.name, q.bought_field) == (
        p.field_ids,
        p.coin_ids,
        p.aside_ids,
        p.name,
        p.bought_field,
    )
    assert p.replace() == p
    assert p.replace(bought_field=True).bought_field is True
    assert p.replace(name="Zed").name == "Zed"
    with pytest.raises(TypeError, match=r"^Player has no zone \['purse', 'zzz'\]$"):
        p.replace(purse=(), zzz=1)


def test_players_are_equal_by_name_zones_and_third_field() -> None:
    state = compose("rio-grande-2000", 4, hands={0: ["Soy", "Wax"]}, coins={0: 2})
    p = state.players[0]
    twin = Player(p.info, p.hand_ids, p.field_ids, p.coin_ids, p.aside_ids)
    assert p == twin and hash(p) == hash(twin) and p is not twin
    changed = [
        p.replace(name="Other"),
        p.replace(hand=p.hand[:1]),
        p.replace(fields=((p.hand[0],), ())),
        p.replace(coins=()),
        p.replace(set_aside=p.hand[:1]),
        p.replace(bought_field=True),
    ]
    for other in changed:
        assert (p == other) is False
    assert p.__eq__(p.info) is NotImplemented
    assert p != "Ann"
    assert pickle.loads(pickle.dumps(p)) == p
    assert copy.copy(p) == p
    assert repr(p) == (
        f"Player(name='P1', hand={p.hand_ids}, fields=((), ()), coins={p.coin_ids}, "
        "set_aside=(), bought_field=False)"
    )


# ---------------------------------------------------------------------------------------
# GameState


def test_step_numbers_follow_each_rulebook() -> None:
    assert [(s.name, s.number) for s in Step] == [
        ("PLANT", 1),
        ("TRADE", 2),
        ("PLANT_RECEIVED", 3),
        ("DRAW", 4),
        ("OVER", 5),
        ("OFFER", 1),
        ("DUEL_PLANT", 2),
        ("DUEL_DRAW", 3),
    ]


def test_a_states_parts_read_back_as_given() -> None:
    base = compose(
        "rio-grande-2000",
        4,
        hands={0: ["Soy"]},
        deck=["Wax", "Chili", "Blue"],
        discard=["Red", "Green"],
        exhaustions=1,
        ending=False,
        active=0,
    )
    table = base.table
    by = {c.variety.key: c for c in table.cards}
    s = base.replace(
        turn=9,
        drawn=1,
        box=(by["cocoa"],),
        offer=(by["garden"],),
        first_planted="soy",
        unaccepted=((1, 2), (3, 0)),
        ending=True,
    )
    assert [c.variety.key for c in s.stack] == ["wax", "chili", "blue"]
    assert [c.variety.key for c in s.deck] == ["chili", "blue"]
    assert s.drawn == 1 and s.stack_ids == s.pile[0]
    assert (s.exhaustions, s.ending, s.turn) == (1, True, 9)
    assert [c.variety.key for c in s.discard] == ["red", "green"]
    assert s.box == (by["cocoa"],) and s.box_ids == (by["cocoa"].id,)
    assert s.offer == (by["garden"],) and s.offer_ids == (by["garden"].id,)
    assert s.first_planted == "soy" and s.first_kind == table.kind_keys.index("soy")
    assert base.first_planted == "" and base.first_kind == -1
    assert s.unaccepted == ((1, 2), (3, 0))
    assert s.rest[5] == (1 * 64 + 2, 3 * 64)
    assert s.rules is table.rules
    assert s.step is Step.PLANT and s.step_id == 1
    assert s.removed_ids == base.removed_ids and len(s.removed) == len(base.removed_ids)
    fresh = s.replace(deck=s.deck)
    assert fresh.drawn == 0 and fresh.deck == s.deck and fresh.stack == s.deck


def test_replace_and_from_parts_refuse_unknown_parts() -> None:
    s = _game()
    with pytest.raises(TypeError, match=r"^GameState has no part \['hands', 'zz'\]$"):
        s.replace(hands=(), zz=1)
    with pytest.raises(TypeError, match=r"^GameState has no part \['purse'\]$"):
        GameState.from_parts(table=s.table, players=s.players, active=0, purse=())
    built = GameState.from_parts(table=s.table, players=s.players, active=1)
    assert (built.active, built.step, built.planted, built.turn, built.deck) == (
        1,
        Step.PLANT,
        0,
        1,
        (),
    )
    assert built.replace() == built


def test_every_card_of_a_state_once_zone_by_zone() -> None:
    for edition, n in (("rio-grande-2000", 4), ("amigo-fr", 2), ("ladybohn", 3)):
        s = _game(edition, n)
        cards = list(s.all_cards())
        assert sorted(c.id for c in cards) == list(range(len(s.table.cards)))
        head = len(s.deck)
        assert tuple(cards[:head]) == s.deck
        tail = list(s.removed) + list(s.box)
        assert cards[len(cards) - len(tail) :] == tail


def test_to_move_in_each_step() -> None:
    s = compose("rio-grande-2000", 4, hands={2: ["Soy"]}, active=2, deck=["Wax"] * 3)
    assert s.to_move == (2,) and s.is_over is False
    trade = s.replace(step=Step.TRADE)
    assert trade.to_move == (2,)
    by = {c.variety.key: c for c in s.table.cards}
    chili = [c for c in s.table.cards if c.variety.key == "chili"]
    aside = s.replace(
        step=Step.PLANT_RECEIVED,
        players=(
            s.players[0].replace(set_aside=(chili[0],)),
            s.players[1],
            s.players[2],
            s.players[3].replace(set_aside=(by["red"],)),
        ),
    )
    assert aside.to_move == (0, 3)
    assert aside.replace(step=Step.OVER).to_move == ()
    assert aside.replace(step=Step.OVER).is_over is True
    # Ladybohn's babies owed hold step 2 for the seats that received them, in seat order.
    lady = _game("ladybohn", 4)
    babies = [c for c in lady.table.cards if c.kind == "baby"]
    owing = lady.replace(
        step=Step.TRADE,
        players=(
            lady.players[0],
            lady.players[1].replace(set_aside=(babies[1],)),
            lady.players[2].replace(set_aside=(babies[2],)),
            lady.players[3].replace(set_aside=(babies[0],)),
        ),
        owed=(babies[0], babies[1]),
    )
    assert owing.owed_ids == (babies[0].id, babies[1].id)
    assert owing.to_move == (1, 3)
    assert owing.replace(owed=()).to_move == (0,)
    assert owing.replace(step=Step.PLANT).to_move == (0,)


def test_states_are_equal_by_position_and_table() -> None:
    s = compose("rio-grande-2000", 4, hands={0: ["Soy", "Wax"]}, deck=["Chili"] * 3)
    twin = pickle.loads(pickle.dumps(s))
    assert twin == s and hash(twin) == hash(s) and twin is not s
    assert copy.deepcopy(s) == s
    by = {c.variety.key: c for c in s.table.cards}
    offer = Offer(seat=0, to=1, gives=(s.players[0].hand_ids[0],), asks=())
    changed = [
        s.replace(players=(s.players[0].replace(hand=()), *s.players[1:])),
        s.replace(active=1),
        s.replace(step=Step.TRADE),
        s.replace(planted=1),
        s.replace(deck=s.deck[1:]),
        s.replace(discard=(by["red"],)),
        s.replace(face_up=(by["red"],)),
        s.replace(removed=s.removed[1:]),
        s.replace(box=(by["red"],)),
        s.replace(exhaustions=1),
        s.replace(ending=True),
        s.replace(turn=2),
        s.replace(offer=(by["red"],)),
        s.replace(first_planted="soy"),
        s.replace(owed=(by["red"],)),
        s.replace(offers=(offer,)),
        s.replace(unaccepted=((0, 1),)),
        new_game("rio-grande-2000", 4, seed=99).replace(
            players=s.players, deck=s.deck, removed=s.removed
        ),
    ]
    for other in changed:
        assert (other == s) is False
    # The cards drawn from the stack are gone: a state is its deck, not its stack.
    drawn = s.replace(stack=(by["red"], *s.deck), drawn=1)
    assert drawn == s and hash(drawn) == hash(s)
    assert s.__eq__(s.players) is NotImplemented
    assert s != "state"


def test_a_states_repr_names_its_parts_and_its_offers_when_there_are_some() -> None:
    s = compose("rio-grande-2000", ["A", "B", "C"], hands={0: ["Soy"]}, deck=["Wax"])
    text = repr(s)
    assert text == (
        f"GameState(table={s.table!r}, active=0, step=<Step.PLANT: 1>, planted=0, turn=1, "
        f"players={s.players!r}, deck={s.stack_ids}, discard=(), face_up=(), box=(), "
        "offer=(), exhaustions=0, ending=False)"
    )
    offer = Offer(seat=0, to=1, gives=(s.players[0].hand_ids[0],), asks=())
    with_offer = s.replace(offers=(offer,))
    assert repr(with_offer) == text[:-1] + f", offers={(offer,)!r})"
