"""The position text's fast path (``bohnanza.position.text``): what it reads, and the
bounds of its caches.

Its docstring promises that ``read`` takes exactly the documents ``write`` writes (a step
2 whose offers ended unaccepted among them: their ``[offerer, addressee]`` pairs are read
where they stand), that the state it builds gets the validator's verdict, and that its
caches, kept by identity, are emptied when they grow past ``_BOUND`` entries: an entry
left by an object since gone is never served for another that took its id.
"""

from __future__ import annotations

import json
from typing import TypeVar

import pytest

import bohnanza
from bohnanza.conformance.runner import game_line
from bohnanza.position import PositionError, from_json, to_json
from bohnanza.position import reader as position_reader
from bohnanza.position import text as position_text
from bohnanza.position.text import card_texts, header, read, write

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


def _unaccepted_states() -> list[bohnanza.GameState]:
    out: list[bohnanza.GameState] = []
    for name, count, seed in (("rio-grande-2000", 4, 7), ("amigo-fr", 5, 3)):
        out += [s for s in game_line(name, count, seed, trades=0.9) if s.unaccepted][::9]
    return out


UNACCEPTED = _unaccepted_states()
T = TypeVar("T")


def _new(items: tuple[T, ...]) -> tuple[T, ...]:
    """A tuple equal to ``items`` but another object (the caches key on identity)."""
    return tuple(item for item in items)


def test_a_step_2_with_offers_ended_unaccepted_takes_the_fast_path() -> None:
    assert len(UNACCEPTED) >= 10
    # Pairs naming every seat on either side, more than one pair in a state.
    assert {p for s in UNACCEPTED for pair in s.unaccepted for p in pair} == set(range(5))
    assert any(len(s.unaccepted) > 1 for s in UNACCEPTED)
    for state in UNACCEPTED:
        text = to_json(state)
        assert '"unaccepted": [[' in text
        assert read(text) == (state, None)


def test_the_unaccepted_pairs_are_read_in_their_order_and_direction() -> None:
    state = UNACCEPTED[0]
    text = to_json(state)
    written = json.loads(text)["unaccepted"]
    others = [[2, 0], [0, 3], [0, 2], [1, 0]]
    assert others != written
    changed = text.replace(f'"unaccepted": {json.dumps(written)}', f'"unaccepted": {others}')
    found = read(changed)
    assert found is not None and found[1] is None
    assert found[0].unaccepted == ((2, 0), (0, 3), (0, 2), (1, 0))
    assert found[0] == from_json(changed)


def test_a_pair_the_validator_refuses_is_read_then_refused_with_its_path() -> None:
    state = next(s for s in UNACCEPTED if s.active == 0 and s.table.rules.players == 4)
    text = to_json(state)
    written = json.dumps(json.loads(text)["unaccepted"])
    same_seat = text.replace(f'"unaccepted": {written}', '"unaccepted": [[1, 1]]')
    found = read(same_seat)
    assert found is not None
    assert found[1] == ("$.unaccepted[0]", "no offer goes from seat 1 to seat 1")
    with pytest.raises(PositionError) as caught:
        from_json(same_seat)
    assert str(caught.value) == "$.unaccepted[0]: no offer goes from seat 1 to seat 1"


@pytest.mark.parametrize(
    ("pairs", "message"),
    [
        ("[[4, 0]]", "$.unaccepted[0][0]: 4 is out of range (0 to 3)"),
        ("[[0, 4]]", "$.unaccepted[0][1]: 4 is out of range (0 to 3)"),
        ("[[0, 1], [-1, 0]]", "$.unaccepted[1][0]: -1 is out of range (0 to 3)"),
    ],
)
def test_a_pair_naming_no_seat_is_left_to_the_full_reader(pairs: str, message: str) -> None:
    state = next(s for s in UNACCEPTED if s.table.rules.players == 4)
    text = to_json(state)
    written = json.dumps(json.loads(text)["unaccepted"])
    bad = text.replace(f'"unaccepted": {written}', f'"unaccepted": {pairs}')
    assert read(bad) is None
    with pytest.raises(PositionError) as caught:
        from_json(bad)
    assert str(caught.value) == message


def test_the_last_seat_is_read_on_either_side_of_a_pair() -> None:
    state = next(s for s in UNACCEPTED if s.table.rules.players == 4 and s.active == 0)
    text = to_json(state)
    written = json.dumps(json.loads(text)["unaccepted"])
    edge = text.replace(f'"unaccepted": {written}', '"unaccepted": [[3, 0], [0, 3]]')
    found = read(edge)
    assert found is not None and found[1] is None
    assert found[0].unaccepted == ((3, 0), (0, 3))
    assert found[0] == from_json(edge)


# ---------------------------------------------------------------------------------------
# The caches: bounded, and kept by identity.


def test_the_card_text_cache_never_holds_more_than_its_bound_plus_one() -> None:
    deck = bohnanza.new_game("rio-grande-2000", 4, seed=1).table.cards[:2]
    position_text._CARDS.clear()
    sizes = []
    for _ in range(position_text._BOUND + 40):
        copy = _new(deck)  # a new tuple each time: a new identity
        assert card_texts(copy) == [
            '{"id": 0, "variety": "coffee"}',
            '{"id": 1, "variety": "coffee"}',
        ]
        sizes.append(len(position_text._CARDS))
    assert position_text._BOUND == 256
    assert max(sizes) == position_text._BOUND + 1
    assert sizes[position_text._BOUND] == position_text._BOUND + 1
    assert sizes[position_text._BOUND + 1] == 1


def test_the_header_cache_is_bounded_and_never_serves_another_table() -> None:
    base = bohnanza.new_game("rio-grande-2000", 3, seed=1).table
    position_text._HEADERS.clear()
    sizes = []
    for k in range(position_text._BOUND + 10):
        table = bohnanza.state.Table(base.edition, base.rules, base.names, base.dealer, k)
        head = header(table)
        assert head.endswith(f'"dealer": 2, "seed": {k}')
        sizes.append(len(position_text._HEADERS))
    assert max(sizes) == position_text._BOUND + 1
    # An entry left under the id of a table since gone is not served to the new one.
    fresh = bohnanza.state.Table(base.edition, base.rules, base.names, base.dealer, 99)
    position_text._HEADERS[id(fresh)] = (base, "stale")
    assert header(fresh).endswith('"seed": 99')


def test_a_card_text_left_under_a_reused_id_is_not_served() -> None:
    deck = bohnanza.new_game("rio-grande-2000", 4, seed=1).table.cards
    other = _new(deck[:3])
    position_text._CARDS[id(other)] = (deck, ["stale"])
    assert card_texts(other) == [json.dumps(position_reader.card_text(deck, c)) for c in (0, 1, 2)]


def test_the_stack_text_is_cut_at_each_card_and_bounded() -> None:
    texts = ['{"id": 0}', '{"id": 1, "x": 22}', '{"id": 2}', '{"id": 3, "y": 4444}']
    ids = (3, 1, 0, 2)
    position_text._LONG.clear()
    for start in range(len(ids) + 2):
        expected = "[" + ", ".join(texts[i] for i in ids[start:]) + "]"
        assert position_text._kept(texts, ids, start) == expected
    # An entry left under the id of a stack since gone is not served to the new one.
    other = _new(ids)
    position_text._LONG[id(other)] = (ids[:1], "[stale]", [1])
    assert position_text._kept(texts, other, 1) == "[" + ", ".join(texts[i] for i in ids[1:]) + "]"
    position_text._LONG.clear()
    sizes = []
    for _ in range(position_text._BOUND + 10):
        position_text._kept(texts, _new(ids), 1)
        sizes.append(len(position_text._LONG))
    assert max(sizes) == position_text._BOUND + 1


def test_the_table_cache_is_bounded_and_each_header_reads_its_own_table() -> None:
    game = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    text = to_json(game)
    assert '"seed": 1, "turn": 1' in text
    position_text._TABLES.clear()
    sizes = []
    for k in range(position_text._BOUND + 10):
        changed = text.replace('"seed": 1, "turn": 1', f'"seed": {k + 1000}, "turn": 1', 1)
        found = read(changed)
        assert found is not None and found[1] is None
        assert found[0].table.seed == k + 1000
        sizes.append(len(position_text._TABLES))
    assert max(sizes) == position_text._BOUND + 1


def test_the_full_readers_card_cache_is_bounded() -> None:
    deck = bohnanza.new_game("rio-grande-2000", 4, seed=1).table.cards[:2]
    position_reader._WRITTEN.clear()
    sizes = []
    for _ in range(80):
        written = position_reader._written(_new(deck))
        assert written == (
            ({"id": 0, "variety": "coffee"}, {"id": 0, "variety": "coffee"}),
            ({"id": 1, "variety": "coffee"}, {"id": 1, "variety": "coffee"}),
        )
        sizes.append(len(position_reader._WRITTEN))
    assert max(sizes) == 65
    stale = _new(deck)
    position_reader._WRITTEN[id(stale)] = (deck[:1], ())
    assert position_reader._written(stale) == position_reader._written(deck)
    assert len(position_reader._written(stale)) == 2


def test_write_is_what_read_takes_for_each_unaccepted_state() -> None:
    for state in UNACCEPTED[:3]:
        assert write(state, False) == to_json(state)
        assert write(state, True).replace(', "composed": true', "") == to_json(state)


# ---------------------------------------------------------------------------------------
# The bounds of the body: the last value the fast path takes and the first it leaves to the
# full reader, whose refusal names the value's path.


def _trade_state() -> bohnanza.GameState:
    return next(
        s
        for s in game_line("rio-grande-2000", 4, 7, trades=0.9)
        if s.offers and s.step == bohnanza.Step.TRADE and not s.unaccepted
    )


TRADE_STATE = _trade_state()


@pytest.mark.parametrize(
    ("old", "new", "verdict"),
    [
        ('"turn": 1,', '"turn": 9223372036854775807,', None),
        (
            '"active": 0,',
            '"active": 3,',
            (
                "$.offers[0]",
                "seat 0 offers to seat 2 while seat 3 is active: offers are made only by or "
                "to the active player (002/donate.to-active)",
            ),
        ),
        ('"planted": 2,', '"planted": 2,', None),
        (
            '"exhaustions": 0,',
            '"exhaustions": 3,',
            (
                "$.ending",
                "ending is false after 3 exhaustion(s) of 3: the end is reached exactly at "
                "the last one",
            ),
        ),
        ('"seat": 0, "to": 2,', '"seat": 0, "to": 3,', None),
        (
            '"give_coins": 0, "ask_coins": 0}',
            '"give_coins": 154, "ask_coins": 0}',
            (
                "$.offers[0]",
                "coins change hands only under the experts' variant (trade_coins=allowed)",
            ),
        ),
        (
            '"give_coins": 0, "ask_coins": 0}',
            '"give_coins": 0, "ask_coins": 154}',
            (
                "$.offers[0]",
                "coins change hands only under the experts' variant (trade_coins=allowed)",
            ),
        ),
    ],
)
def test_the_last_value_in_range_is_read_by_the_fast_path(
    old: str, new: str, verdict: tuple[str, str] | None
) -> None:
    text = to_json(TRADE_STATE)
    assert old in text
    near = text.replace(old, new, 1)
    found = read(near)
    assert found is not None
    assert found[1] == verdict
    if verdict is None:
        assert found[0] == from_json(near)
        assert to_json(found[0]) == near
    else:
        with pytest.raises(PositionError) as caught:
            from_json(near)
        assert str(caught.value) == f"{verdict[0]}: {verdict[1]}"


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ('"turn": 1,', '"turn": 0,', "$.turn: 0 is out of range (1 to 9223372036854775807)"),
        (
            '"turn": 1,',
            '"turn": 9223372036854775808,',
            "$.turn: 9223372036854775808 is out of range (1 to 9223372036854775807)",
        ),
        ('"active": 0,', '"active": 4,', "$.active: 4 is out of range (0 to 3)"),
        ('"planted": 2,', '"planted": 3,', "$.planted: 3 is out of range (0 to 2)"),
        ('"exhaustions": 0,', '"exhaustions": 4,', "$.exhaustions: 4 is out of range (0 to 3)"),
        (
            '"seat": 0, "to": 2,',
            '"seat": 0, "to": 4,',
            "$.offers[0].to: 4 is out of range (0 to 3)",
        ),
        (
            '"seat": 0, "to": 2,',
            '"seat": 4, "to": 2,',
            "$.offers[0].seat: 4 is out of range (0 to 3)",
        ),
        (
            '"give_coins": 0, "ask_coins": 0}',
            '"give_coins": 155, "ask_coins": 0}',
            "$.offers[0].give_coins: 155 is out of range (0 to 154)",
        ),
        (
            '"give_coins": 0, "ask_coins": 0}',
            '"give_coins": 0, "ask_coins": 155}',
            "$.offers[0].ask_coins: 155 is out of range (0 to 154)",
        ),
        (
            '{"id": 53, "variety": "blue"}',
            '{"id": 154, "variety": "blue"}',
            "$.face_up[0].id: card 154 does not exist (rio-grande-2000 has cards 0-153)",
        ),
        (
            '"asks": ["green"]',
            '"asks": ["nope"]',
            "$.offers[0].asks[0]: unknown bean variety 'nope'",
        ),
    ],
)
def test_the_first_value_out_of_range_is_left_to_the_full_reader(
    old: str, new: str, message: str
) -> None:
    text = to_json(TRADE_STATE)
    assert old in text
    near = text.replace(old, new, 1)
    assert read(near) is None
    with pytest.raises(PositionError) as caught:
        from_json(near)
    assert str(caught.value) == message
