"""``Record.to_dict`` (docs/records.md): the record as JSON data, the very data its JSON text
holds (arrays as lists, never tuples), its fields in the documented order, whatever the
record keeps: options of every type, a result, a composed position, an exact start, deck
orders, a Ladybohn sheet."""

from __future__ import annotations

import json
import random
import warnings

import bohnanza
from bohnanza.bots import play_random
from bohnanza.records import Record, load_record, record_game

ORDER = ["format", "version", "edition", "options", "players", "dealer", "seed", "deck",
         "actions", "result", "position", "sheet", "start", "reshuffles"]  # fmt: skip


def _records() -> list[Record]:
    out = []
    start = bohnanza.new_game(
        "rio-grande-2000", 4, seed=5, hand_size=(4, 5), removed=("cocoa",),
        protection="planted-fields", draw_count=4,
    )  # fmt: skip
    final, moves = play_random(start, random.Random(5))
    out.append(record_game(start, moves, result=bohnanza.outcome(final)))
    out.append(
        record_game(bohnanza.new_game("original-1997-fr-003", 5, variants=["five-players"]), [])
    )
    composed = bohnanza.compose("rio-grande-2000", 3, hands={0: ["Chili"]}, deck=["Soy"] * 4)
    out.append(record_game(composed, []))
    middle = bohnanza.replay(record_game(start, moves[:30])).final
    out.append(record_game(middle, moves[30:40], exact=True))
    out.append(record_game(start, moves[:3], reshuffles=[["soy", 3], None]))
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        out.append(record_game(bohnanza.new_game("ladybohn", 3, seed=2), []))
    return out


def _no_tuples(value: object) -> bool:
    if isinstance(value, tuple):
        return False
    if isinstance(value, dict):
        return all(_no_tuples(v) for v in value.values())
    if isinstance(value, list):
        return all(_no_tuples(v) for v in value)
    return True


def test_to_dict_is_the_data_of_the_json_text_in_the_documented_order() -> None:
    records = _records()
    seen: set[str] = set()
    for record in records:
        data = record.to_dict()
        assert data == json.loads(record.to_json())
        assert _no_tuples(data), data
        assert list(data) == [key for key in ORDER if key in data]
        seen.update(data)
        assert load_record(json.dumps(data)) == record
    assert seen == set(ORDER)
    options = records[0].to_dict()["options"]
    assert options == {
        "draw_count": 4,
        "hand_size": [4, 5],
        "protection": "planted-fields",
        "removed": ["cocoa"],
    }
    assert records[1].to_dict()["options"] == {"variants": ["five-players"]}
