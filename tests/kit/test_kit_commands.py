"""The kit's command line: rule options and variants on the runner and the vectors, the
vectors with deck orders, trades and offers, and ``bohnanza vectors check``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

import bohnanza
from bohnanza.chance import DeckOrders
from bohnanza.conformance.commands import read_options
from bohnanza.conformance.runner import deck_before_deal
from bohnanza.conformance.vectors import write_vectors
from bohnanza.errors import InvalidSetupError
from bohnanza.position import from_dict

HERE = Path(__file__).parent
REFEREE = f"{sys.executable} -m bohnanza.conformance.engine"


def bohnanza_cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bohnanza", *args],
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )


def wrong(name: str) -> str:
    return f"{sys.executable} {HERE / 'wrong_engines.py'} {name}"


def test_options_read_words_numbers_booleans_and_arrays() -> None:
    assert read_options(
        ["protection=planted-fields", "third_field_cost=2", "hand_size=[6, 5]", "duel=false"]
    ) == {
        "protection": "planted-fields",
        "third_field_cost": 2,
        "hand_size": (6, 5),
        "duel": False,
    }
    with pytest.raises(InvalidSetupError, match="KEY=VALUE"):
        read_options(["protection"])
    with pytest.raises(InvalidSetupError, match="twice"):
        read_options(["a=1", "a=2"])


def test_an_accepted_reading_is_switched_off_with_option() -> None:
    done = bohnanza_cli(
        "conformance", "--engine", wrong("lone-card"), "--players", "3", "--games", "1", "--json"
    )
    assert done.returncode == 1
    assert json.loads(done.stdout)["classes"][0]["category"] == "reading"
    done = bohnanza_cli(
        "conformance",
        "--engine",
        wrong("lone-card"),
        "--players",
        "3",
        "--games",
        "1",
        "--json",
        "--option",
        "protection=planted-fields",
    )
    assert done.returncode == 0, done.stdout
    report = json.loads(done.stdout)
    assert report["options"] == {"protection": "planted-fields"}
    assert report["disagreements"] == 0


def test_a_variant_plays_on_both_sides_and_a_bad_option_is_refused() -> None:
    done = bohnanza_cli(
        "conformance",
        "--engine",
        REFEREE,
        "--edition",
        "original-1997-fr-003",
        "--players",
        "3",
        "--games",
        "1",
        "--variant",
        "beginners",
        "--json",
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert json.loads(done.stdout)["variants"] == ["beginners"]
    done = bohnanza_cli("conformance", "--engine", REFEREE, "--option", "protection=nonsense")
    assert done.returncode == 2 and "protection" in done.stderr
    assert "Traceback" not in done.stderr


def test_the_deal_undone_deals_the_same_hands() -> None:
    for order in ("round-robin", "packets"):
        game = bohnanza.new_game("rio-grande-2000", 4, seed=5, deal_order=order)
        again = bohnanza.new_game(
            "rio-grande-2000",
            4,
            seed=5,
            deal_order=order,
            shuffle=DeckOrders(deal=tuple(deck_before_deal(game))),
        )
        assert again.players == game.players and again.stack_ids == game.stack_ids


def test_vectors_carry_deck_orders_trades_and_offers(tmp_path: Path) -> None:
    (path,) = write_vectors(
        "original-1997-fr-003",
        tmp_path,
        games=3,
        options={"protection": "planted-fields"},
        variants=("experts",),
    )[:1]
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    assert header["options"] == {"protection": "planted-fields"}
    assert header["variants"] == ["experts"]
    cases = {c["case"]: c for c in map(json.loads, lines[1:])}
    formed = [e for e in cases["exhaustion-1"]["legal"] if "reshuffles" in e]
    assert formed, "the move that reshuffles carries the new deck"
    for entry in formed:
        (deck,) = entry["reshuffles"]
        assert deck["exhaustion"] == 1
        # The deck after the move is what its draws left of the new deck.
        left = [c["id"] for c in entry["after"]["deck"]]
        assert left and deck["deck"][len(deck["deck"]) - len(left) :] == left
    assert cases["trade"]["negotiations"]
    state = from_dict(cases["offer-standing"]["position"])
    assert state.offers
    assert any(e["move"]["move"] in ("accept", "decline") for e in cases["offer-standing"]["legal"])


def test_vectors_check_runs_them_against_an_engine(tmp_path: Path) -> None:
    write_vectors("rio-grande-2000", tmp_path, games=2)
    path = str(tmp_path / "rio-grande-2000-3p.jsonl")
    done = bohnanza_cli("vectors", "check", "--engine", REFEREE, path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 disagreements" in done.stdout
    done = bohnanza_cli("vectors", "check", "--engine", wrong("coins-discarded"), path, "--json")
    assert done.returncode == 1
    rules = {c["rule"] for c in json.loads(done.stdout)["classes"]}
    assert "002/harvest.coins" in rules
    done = bohnanza_cli("vectors", "check", "--engine", REFEREE, str(tmp_path))
    assert done.returncode == 2 and "not a regular file" in done.stderr


def test_vectors_check_finds_no_disagreement_with_engines_right_another_way(
    tmp_path: Path,
) -> None:
    write_vectors("rio-grande-2000", tmp_path, games=2)
    path = str(tmp_path / "rio-grande-2000-4p.jsonl")
    for name in ("lapsing-offers-no-keep", "one-seat-in-step3", "anonymous-cards"):
        done = bohnanza_cli("vectors", "check", "--engine", wrong(name), path, "--json")
        report = json.loads(done.stdout)
        assert done.returncode == 0, (name, report["classes"])
        assert report["model"], name


def test_a_reading_no_position_can_take_is_named_for_a_second_run() -> None:
    from bohnanza.conformance.report import Finding, Report

    report = Report("engine", "original-1997-fr", 3)
    report.add(Finding("allows", "000.2/field.two-fields", "Plant", "0 plant 5 2", 0))
    report.readings[("allows", "000.2/field.two-fields", "Plant", "", "")] = []
    assert "run again with --option third_field=start" in report.text()


def test_vectors_names_each_file_with_its_number_of_cases_and_bytes(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from bohnanza.cli import main

    out = tmp_path / "v"
    assert main(["vectors", "--edition", "rio-grande-2000", "--out", str(out), "--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    files = sorted(out.iterdir())
    assert len(lines) == len(files) + 1
    total = 0
    for line, path in zip(lines[:-1], files, strict=True):
        cases = len(path.read_text(encoding="utf-8").splitlines()) - 1  # after the header
        size = path.stat().st_size
        total += size
        assert line == f"{path}: {cases} cases, {size:,} bytes"
    assert lines[-1] == f"{len(files)} files, {total:,} bytes"
