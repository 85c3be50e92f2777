"""``bohnanza verify`` of a French game: the refusal (its reason, the move in words, the
table before it) is in the rulebook's French, with the rule's catalogue id; ``--json``
gives the same rule and the French reason."""

from __future__ import annotations

import json
import random

import pytest

import bohnanza
from bohnanza.bots import play_random
from bohnanza.cli import main
from bohnanza.records import record_game


@pytest.fixture(scope="module")
def bad_record(tmp_path_factory: pytest.TempPathFactory) -> str:
    start = bohnanza.new_game("amigo-fr", 3, seed=4)
    _, moves = play_random(start, random.Random(4), 0.0)
    doc = json.loads(record_game(start, list(moves)).to_json())
    assert doc["actions"][3]["move"] == "0 keep 94"
    doc["actions"][3]["move"] = "0 buy-field"  # at 3 players every seat starts with it
    path = tmp_path_factory.mktemp("fr") / "bad.json"
    path.write_text(json.dumps(doc), "utf-8")
    return str(path)


def test_a_french_games_illegal_move_is_told_in_french(
    capsys: pytest.CaptureFixture[str], bad_record: str
) -> None:
    assert main(["verify", bad_record]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "illegal move at index 3: 0 buy-field"
    assert lines[1] == "rule: 000.1/players.3.field3"
    assert lines[2].startswith(
        "[000.1/players.3.field3] 0 buy-field refusé : à 3 joueurs, chacun commence avec le "
        "3ème champ et ne peut pas en acheter -- "
    )
    assert lines[2].endswith("(000.1, Nombre de joueurs)")
    assert lines[3].endswith(": 1 P1 achète un troisième champ")
    assert lines[5:7] == [
        "Tour 1 | 1 P1, phase 2 | pioche 133 | défausse 0 | pioche épuisée 0/2",
        "  cartes retournées : Harry Cochon",
    ]


def test_a_french_games_illegal_move_in_json(
    capsys: pytest.CaptureFixture[str], bad_record: str
) -> None:
    assert main(["verify", "--json", bad_record]) == 1
    out, err = capsys.readouterr()
    verdict = json.loads(out)
    assert (verdict["verdict"], verdict["index"], verdict["move"], verdict["rule"]) == (
        "illegal", 3, "0 buy-field", "000.1/players.3.field3",
    )  # fmt: skip
    assert verdict["reason"] == (
        "à 3 joueurs, chacun commence avec le 3ème champ et ne peut pas en acheter"
    )
    assert verdict["message"].startswith("[000.1/players.3.field3] 0 buy-field refusé : à 3")
    assert err == ""
