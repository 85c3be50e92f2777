"""Positions as fast as a record (issue 27 item 4): ``to_json`` writes, from cached pieces,
exactly what ``json.dumps(to_dict(state))`` writes, and ``from_json``'s fast path
(``bohnanza.position.text.read``) reads exactly what the full reader reads, the same way,
refusing nothing it would take and taking nothing it would refuse."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza.conformance.runner import game_line
from bohnanza.files import UnreadableError, parse_json
from bohnanza.position import PositionError, from_dict, from_json, to_dict, to_json
from bohnanza.position.text import read

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


def _slow(text: str) -> bohnanza.GameState | str:
    """What the full reader makes of ``text``: the state, or the refusal's message."""
    try:
        return from_dict(parse_json(text))
    except PositionError as exc:
        return str(exc)
    except UnreadableError as exc:
        return "not JSON" if str(exc).startswith("not JSON") else str(PositionError(str(exc)))


def _fast(text: str) -> bohnanza.GameState | str:
    """What from_json makes of ``text``."""
    try:
        return from_json(text)
    except PositionError as exc:
        return "not JSON" if str(exc).startswith("not JSON") else str(exc)


def _states() -> list[bohnanza.GameState]:
    out = []
    for name in bohnanza.editions():
        counts = bohnanza.edition(name).player_counts
        for k in range(len(counts)):
            out += game_line(name, counts[k], k, trades=0.4)[::11]
    out.append(bohnanza.compose("rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Chili"] * 5))
    out.append(bohnanza.compose("original-1997-fr", 3, step=bohnanza.Step.OVER, coins={1: 2}))
    lady = bohnanza.compose(
        "ladybohn",
        4,
        step=bohnanza.Step.TRADE,
        face_up=["Blaue Bohne bébé"],
        fields={1: [["Blaue Bohne"], []]},
        hands={1: ["Sojabohne"]},
        deck=["Sojabohne"] * 5,
    )
    out.append(bohnanza.apply(lady, bohnanza.Donate(0, 1, (lady.face_up_ids[0],))))
    assert out[-1].owed_ids
    return out


STATES = _states()


def test_to_json_writes_what_json_dumps_writes_of_to_dict() -> None:
    kinds = {"offers": 0, "owed": 0, "composed": 0}
    for state in STATES:
        text = to_json(state)
        assert text == json.dumps(to_dict(state), ensure_ascii=False)
        kinds["offers"] += bool(state.offers)
        kinds["owed"] += bool(state.owed_ids)
        kinds["composed"] += '"composed": true' in text
    assert all(kinds.values()), kinds
    assert to_json(STATES[0], indent=1) == json.dumps(to_dict(STATES[0]), indent=1)


def test_the_fast_path_reads_what_the_full_reader_reads() -> None:
    fast = 0
    for state in STATES:
        text = to_json(state)
        slow = _slow(text)
        assert slow == state
        assert from_json(text) == slow
        found = read(text)
        if found is not None:
            fast += 1
            assert found[0] == state and found[1] is None
        else:
            # Only Ladybohn's: its header does not fix the table (a step 2 with offers
            # ended unaccepted takes the fast path too: decision trade.offer-repeats).
            assert state.table.edition.deck.has_kinds, text[:300]
    assert fast > len(STATES) // 2


def test_a_refusal_is_the_same_on_either_path() -> None:
    state = game_line("rio-grande-2000", 4, 3, trades=0.4)[40]
    data = to_dict(state)
    data["offers"] = [
        {"seat": 1, "to": 2, "gives": [], "asks": ["wax"], "give_coins": 0, "ask_coins": 0}
    ]
    text = json.dumps(data, ensure_ascii=False)
    found = read(text)
    assert found is not None and found[1] is not None, "the fast path reads it, then refuses"
    assert _fast(text) == _slow(text) == str(PositionError(found[1][1], found[1][0]))


_NEAR = [
    ('"turn": 1,', '"turn": 1.0,'),
    ('"turn": 1,', '"turn": 1e0,'),
    ('"turn": 1,', '"turn": true,'),
    ('"active": 0,', '"active": -0,'),
    ('"planted": 0,', '"planted": 0, "planted": 1,'),
    ('"ending": false', '"ending": 0'),
    ('"step": "plant"', '"step": "PLANT"'),
    ('{"id": 33, "variety": "wax"}', '{"id": 33.0, "variety": "wax"}'),
    ('{"id": 33, "variety": "wax"}', '{"id": 33, "variety": "blue"}'),
    ('{"id": 33, "variety": "wax"}', '{"variety": "wax", "id": 33}'),
    ('{"id": 33, "variety": "wax"}', '{"id": 33,"variety": "wax"}'),
    ('{"id": 33, "variety": "wax"}', '{"id": -33, "variety": "wax"}'),
    ('"bought_field": false}', '"bought_field": 0}'),
    ('"bought_field": false}', '"bought_field": true}'),
    ('"first_planted": null', '"first_planted": "wax"'),
    ('"offers": []', '"offers": {}'),
    ('"seats": [', '"composed": true, "seats": ['),
    ('"seats": [', '"composed": false, "seats": ['),
    ('"P1"', '"P1\\", \\"turn\\": "'),
]


@pytest.mark.parametrize(("old", "new"), _NEAR)
def test_a_text_near_the_written_one_gets_the_full_readers_verdict(old: str, new: str) -> None:
    text = to_json(bohnanza.new_game("rio-grande-2000", 4, seed=42))
    near = text.replace(old, new, 1)
    assert near != text
    assert _fast(near) == _slow(near)


@settings(max_examples=200)
@given(st.integers(0, len(STATES) - 1), st.integers(0, 2**32), st.integers(1, 3))
def test_any_damaged_text_gets_the_full_readers_verdict(index: int, seed: int, damage: int) -> None:
    rng = random.Random(seed)
    text = to_json(STATES[index])
    for _ in range(damage):
        at = rng.randrange(len(text))
        piece = rng.choice(["", " ", "0", "1", "9", ",", "]", "[", '"', "t", "-", "e", ".", "}"])
        text = text[:at] + piece + text[at + rng.randrange(2) :]
    assert _fast(text) == _slow(text)
