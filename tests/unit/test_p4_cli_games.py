"""What ``bohnanza demo`` and ``bohnanza rules`` promise beyond the other in-process tests:
the demo's whole transcript (its heading, the table at each turn's start and at the end,
every move numbered in order, the scores), the names it gives up to seven players; the
rules of a rulebook no preset plays (its heading without a preset), an implied clause
marked so, a preset or a language alone, an id of another rulebook refused, a rulebook the
catalogue does not have named with those it has."""

from __future__ import annotations

import re

import pytest

from bohnanza.catalogue import catalogue
from bohnanza.cli import main


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_the_demo_tells_the_whole_game(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "demo", "--players", "2", "--seed", "3")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "# Bohnanza, Rio Grande Games rule booklet (c) 2000 AMIGO; seed 3"
    assert lines[1] == "Turn 1 | 1 Anna, step 2 | deck 134 | discard 0 | deck ran out 0/1"
    assert lines[2] == "  1 Anna: 0 coins | hand: Chili, Blue, Black-eyed, Chili, Coffee"
    assert lines[8] == "   1 1 Anna plants Chili in field 1"
    tables = [line for line in lines if line.startswith("Turn ")]
    # one table at the start of each of the 27 turns, and the last one at the end
    assert [int(t.split()[1]) for t in tables] == [*range(1, 28), 27]
    assert tables[-1] == "Turn 27 | game over | deck 0 | discard 128, top Blue | deck ran out 1/1"
    numbers = [int(m.group(1)) for m in map(re.compile(r"^ *(\d+) \d \w").match, lines) if m]
    assert numbers == list(range(1, 244))
    assert lines[-3:] == [
        "game over after 243 moves, 27 turns",
        "  Anna: 2 coins, 5 cards in hand (winner)",
        "  Ben: 0 coins, 6 cards in hand",
    ]
    quiet = _run(capsys, "demo", "--players", "2", "--seed", "3", "--quiet")[1]
    assert quiet.splitlines() == lines[-3:]


def test_the_demo_names_up_to_seven_players(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "demo", "--players", "7", "--seed", "3", "--quiet")
    assert status == 0
    names = [line.split(":")[0].strip() for line in out.splitlines()[1:]]
    assert names == ["Anna", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gil"]


def test_the_rules_of_a_rulebook_no_preset_plays(capsys: pytest.CaptureFixture[str]) -> None:
    count = sum(1 for c in catalogue().values() if c.rulebook == "004")
    status, out, _ = _run(capsys, "rules", "--id", "004/")
    assert status == 0 and out.startswith(f"# rulebook 004: {count} clauses\n\n## ")
    # every clause once, under its section, a blank line before each section
    ids = re.findall(r"^(004/\S+) \[", out, re.M)
    assert ids == [c.id for c in catalogue().values() if c.rulebook == "004"]
    assert out.count("\n\n## ") == len({c.section for c in catalogue().values()
                                         if c.rulebook == "004"})  # fmt: skip


def test_an_implied_clause_is_marked(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "rules", "--id", "000.1/trade.offer")
    assert status == 0
    assert out.splitlines()[:4] == [
        "# rulebook 000.1 (amigo-fr, fr): 1 clause",
        "",
        "## 2. Piocher et échanger des cartes haricot",
        "000.1/trade.offer [rule, implied]",
    ]


def test_a_preset_or_a_language_alone(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "rules", "--edition", "original-1997-fr", "--id",
                          "harvest.protection")  # fmt: skip
    assert status == 0
    assert out.splitlines()[:4] == [
        "# rulebook 000.2 (original-1997-fr, fr): 1 clause",
        "",
        "## Vendre des haricots - Récolte",
        "000.2/harvest.protection [rule]",
    ]
    whole = sum(1 for c in catalogue().values() if c.rulebook == "000.1")
    status, out, _ = _run(capsys, "rules", "--lang", "fr")
    assert status == 0 and out.startswith(f"# rulebook 000.1 (amigo-fr, fr): {whole} clauses\n")
    status, out, _ = _run(capsys, "rules", "--edition", "amigo-fr", "--lang", "fr")
    assert status == 0 and out.startswith(f"# rulebook 000.1 (amigo-fr, fr): {whole} clauses\n")
    english = sum(1 for c in catalogue().values() if c.rulebook == "002")
    status, out, _ = _run(capsys, "rules")
    assert status == 0 and out.startswith(f"# rulebook 002 (rio-grande-2000, en): {english} ")


def test_an_id_of_another_rulebook_or_of_none(capsys: pytest.CaptureFixture[str]) -> None:
    assert _run(capsys, "rules", "--edition", "amigo-fr", "--id", "002/harvest") == (
        2, "", "bohnanza: error: no clause of rulebook 000.1 has an id starting with "
        "'002/harvest'\n",
    )  # fmt: skip
    assert _run(capsys, "rules", "--id", "999/x") == (
        2, "", "bohnanza: error: no rulebook '999' in the catalogue; known: 000.1, 000.2, 001, "
        "002, 003, 004\n",
    )  # fmt: skip
