"""The command line over records and bots: verify, replay, simulate, play, rules; the greedy bot."""

from __future__ import annotations

import io
import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

import bohnanza
from bohnanza import BuyField, EndPlanting, EndTrading, Harvest, Keep, Plant, Step, Trade
from bohnanza.bots import BOTS, accepts, choose_seat, greedy_move
from bohnanza.catalogue import catalogue
from bohnanza.cli import main
from bohnanza.records import load_record

E = "rio-grande-2000"
ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Three records written by ``simulate`` (4 players, random against greedy, trades)."""
    folder = tmp_path_factory.mktemp("records")
    argv = ["simulate", "--games", "3", "--players", "4", "--bots", "random,greedy"]
    assert main([*argv, "--seed", "7", "--trades", "0.3", "--records", str(folder)]) == 0
    return folder


def _write(folder: Path, name: str, data: dict[str, Any] | str) -> Path:
    path = folder / name
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def _data(records: Path) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads((records / "game-0001.json").read_text(encoding="utf-8"))
    return loaded


# ---------------------------------------------------------------------------------------
# simulate and verify


def test_simulate_writes_one_record_per_game_that_verify_accepts(
    records: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert sorted(p.name for p in records.iterdir()) == [
        "game-0001.json",
        "game-0002.json",
        "game-0003.json",
    ]
    for path in sorted(records.iterdir()):
        record = load_record(path.read_text(encoding="utf-8"))
        assert record.result is not None
        assert main(["verify", str(path)]) == 0
        out = capsys.readouterr().out
        assert out.startswith(f"legal: {len(record.actions)} moves, game over after ")
        for seat, coins in enumerate(record.result.scores):
            plural = "" if coins == 1 else "s"
            assert f"  {seat + 1} P{seat + 1}: {coins} coin{plural}, " in out


def test_simulate_records_are_the_seeded_games(records: Path) -> None:
    record = load_record((records / "game-0002.json").read_text(encoding="utf-8"))
    assert (record.seed, record.players, record.options) == (8, ("P1", "P2", "P3", "P4"), ())
    final = bohnanza.records.replay(record).final
    assert final.is_over


def test_verify_json_reports_the_scores(records: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = load_record((records / "game-0001.json").read_text(encoding="utf-8"))
    assert record.result is not None
    assert main(["verify", "--json", str(records / "game-0001.json")]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["verdict"] == "legal"
    assert verdict["moves"] == len(record.actions)
    assert verdict["over"] is True
    assert verdict["scores"] == list(record.result.scores)
    assert verdict["winners"] == list(record.result.winners)


def test_simulate_prints_win_rates_coins_and_lengths(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "4", "--players", "3", "--bots", "greedy"]) == 0
    captured = capsys.readouterr()
    out = captured.out.splitlines()
    assert out[0] == "4 games of rio-grande-2000, 3 players, seeds 1-4, trades 0"
    assert out[1].split() == ["seat", "bot", "wins", "win", "rate", "mean", "coins"]
    seat_wins = [float(line.split()[2]) for line in out[2:5]]
    assert sum(seat_wins) == pytest.approx(4.0)  # shared wins count as fractions
    row = out[6].split()
    assert row[:4] == ["greedy", "0,1,2", "4.00", "100.0%"]
    seat_coins = [float(line.split()[4]) for line in out[2:5]]
    assert float(row[4]) == pytest.approx(sum(seat_coins) / 3, abs=0.01)
    assert out[7].startswith("mean game length: ")
    assert out[7].endswith(" turns")
    assert captured.err == ""  # no progress bar off a terminal


def test_simulate_is_reproducible_and_shows_progress_on_request(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--games", "2", "--players", "4", "--bots", "greedy,random", "--seed", "3"]
    assert main([*argv, "--progress"]) == 0
    first = capsys.readouterr()
    assert "0/2" in first.err  # rich's bar, with elapsed and remaining time
    assert "2/2" in first.err
    assert "games" in first.err
    assert main(argv) == 0
    assert capsys.readouterr().out == first.out


def test_simulate_counts_a_bot_over_all_its_seats(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "6", "--players", "4", "--bots", "greedy,random"]) == 0
    lines = capsys.readouterr().out.splitlines()
    seats = {int(line.split()[0]): line.split() for line in lines[2:6]}
    assert [seats[s][1] for s in range(4)] == ["greedy", "random", "greedy", "random"]
    greedy = next(line.split() for line in lines if line.startswith("greedy  "))
    assert greedy[1] == "0,2"
    assert float(greedy[2]) == pytest.approx(float(seats[0][2]) + float(seats[2][2]), abs=0.011)


def test_simulate_plays_the_duel(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--games", "2", "--players", "2", "--records", str(tmp_path)]
    assert main(argv) == 0
    capsys.readouterr()
    assert main(["verify", str(tmp_path / "game-0002.json")]) == 0
    assert "legal: " in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--bots", "random,smart"], "unknown bot 'smart'; bots: random, greedy"),
        (["--games", "0"], "argument --games: 0 is not from 1 to 10000000"),
        (["--trades", "1.5"], "1.5 is not a probability between 0 and 1"),
        (["--players", "9"], "not 9"),
    ],
)
def test_simulate_bad_input_is_one_line_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "1", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1
    assert "Traceback" not in err


def _turn_start(data: dict[str, Any], after: int) -> tuple[int, int]:
    """The index of the first move past ``after`` that starts a turn, and the active seat."""
    record = load_record(json.dumps(data))
    state = record.start()
    for index, action in enumerate(record.actions):
        if index > after and state.step is Step.PLANT and state.planted == 0:
            return index, state.active
        state = bohnanza.apply(state, action)
    raise AssertionError("no turn start")


def test_an_altered_move_is_refused_at_its_index_with_its_rule(
    records: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _data(records)
    index, seat = _turn_start(data, 40)
    data["actions"][index] = {"actor": seat, "move": f"{seat} end-planting"}
    path = _write(tmp_path, "altered.json", data)
    assert main(["verify", str(path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"illegal move at index {index}: {seat} end-planting"
    assert lines[1] == "rule: 002/step1.front-card"
    assert lines[2].startswith(f"[002/step1.front-card] {seat} end-planting refused: ")
    assert '"The active player must plant the first card in his hand' in lines[2]
    assert main(["verify", "--json", str(path)]) == 1
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["verdict"] == "illegal"
    assert verdict["index"] == index
    assert verdict["move"] == f"{seat} end-planting"
    assert verdict["rule"] == "002/step1.front-card"
    assert verdict["reason"] == "the first card of the hand must be planted"


def test_replay_html_says_whether_the_page_shows_every_move_legal(
    records: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    page = tmp_path / "game.html"
    assert main(["replay", str(records / "game-0001.json"), "--html", str(page)]) == 0
    assert capsys.readouterr().out == f"{page}: every move legal\n"
    assert page.read_text(encoding="utf-8").startswith("<!doctype html>")
    data = _data(records)
    index, seat = _turn_start(data, 40)
    data["actions"][index] = {"actor": seat, "move": f"{seat} end-planting"}
    altered = _write(tmp_path, "altered.json", data)
    assert main(["replay", str(altered), "--html", str(tmp_path / "altered.html")]) == 1
    assert capsys.readouterr().out == f"{tmp_path / 'altered.html'}: ends at an illegal move\n"


def _truncated(data: dict[str, Any]) -> str:
    text = json.dumps(data, indent=2)
    return text[: len(text) // 3]


def _version(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "version": 2}


def _variety(data: dict[str, Any]) -> dict[str, Any]:
    return {**data, "deck": ["chili", "mango"]}


def _actor(data: dict[str, Any]) -> dict[str, Any]:
    actions = list(data["actions"])
    actions[5] = {**actions[5], "actor": 4}
    return {**data, "actions": actions}


def _card(data: dict[str, Any]) -> dict[str, Any]:
    actions = list(data["actions"])
    actions[0] = {"actor": 0, "move": "0 plant 999 0"}
    return {**data, "actions": actions}


@pytest.mark.parametrize(
    ("corrupt", "message"),
    [
        (_truncated, "not JSON: "),
        (_version, "$.version: unsupported record version 2 (this library reads version 1)"),
        (_variety, "$.deck[1]: unknown bean variety 'mango'"),
        (_actor, "$.actions[5].actor: seat 4 does not exist (seats are 0-3)"),
        (_card, "$.actions[0].move: 0 plant 999 0: "),
    ],
    ids=["truncated", "version", "variety", "actor", "card"],
)
def test_a_corrupted_record_is_one_line_on_stderr_and_exit_2(
    corrupt: Any,
    message: str,
    records: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = _write(tmp_path, "corrupt.json", corrupt(_data(records)))
    assert main(["verify", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith(f"bohnanza: error: {path}: ")
    assert message in captured.err
    assert captured.err.count("\n") == 1
    assert "Traceback" not in captured.err
    assert main(["verify", "--json", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.err == ""
    verdict = json.loads(captured.out)
    assert verdict["verdict"] == "invalid"
    assert message in verdict["error"]


@pytest.mark.parametrize("name", ["missing.json", "."])
def test_a_file_that_cannot_be_read_is_exit_2(
    name: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["verify", str(tmp_path / name)]) == 2
    err = capsys.readouterr().err
    assert "cannot read the file: " in err
    assert err.count("\n") == 1


def test_a_wrong_claimed_result_is_a_mismatch(
    records: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _data(records)
    data["result"]["scores"] = [s + 1 for s in data["result"]["scores"]]
    path = _write(tmp_path, "mismatch.json", data)
    assert main(["verify", str(path)]) == 1
    assert capsys.readouterr().out.startswith("result mismatch: the record claims scores ")
    assert main(["verify", "--json", str(path)]) == 1
    assert json.loads(capsys.readouterr().out)["verdict"] == "mismatch"


def test_an_unfinished_game_is_legal_and_described(
    records: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _data(records)
    data["actions"] = data["actions"][:3]
    del data["result"]
    path = _write(tmp_path, "short.json", data)
    assert main(["verify", str(path)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("legal: 3 moves; the game is not over: turn 1, step ")
    assert "active seat 0" in out
    assert main(["verify", "--json", str(path)]) == 0
    verdict = json.loads(capsys.readouterr().out)
    assert verdict["verdict"] == "legal"
    assert (verdict["moves"], verdict["over"], verdict["turn"], verdict["active"]) == (
        3,
        False,
        1,
        0,
    )


# ---------------------------------------------------------------------------------------
# play


def _play(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], text: str, *argv: str
) -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(text))
    status = main(["play", *argv])
    return status, capsys.readouterr().out


@pytest.fixture
def here(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Play in a folder of its own: play saves and writes its record where it runs."""
    monkeypatch.chdir(tmp_path)
    return tmp_path


def test_play_a_whole_game_by_always_answering_1(
    here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = _play(monkeypatch, capsys, "1\n" * 20_000, "--seed", "3", "--players", "3")
    assert status == 0
    assert "Game over after " in out
    scores = out[out.index("Game over after ") :]
    assert len(re.findall(r"^  \d .*: \d+ coins?", scores, re.MULTILINE)) == 3
    assert ("You win!" in out) != ("You lose." in out)
    assert "   2 Planner plants " in out and "   you plant " in out
    assert "seed 3" not in out[: out.index("Game over after ")]  # the seed at the end only
    assert "Game over after " in out and "(seed 3)" in out
    hand = bohnanza.new_game(E, 3, seed=3).players[0].hand
    assert f"hand: {', '.join(c.variety.name('en') for c in hand)}\n" in out
    # The record written at the end is one that verify accepts.
    assert main(["verify", str(here / "bohnanza-game-3.json")]) == 0


def test_play_refuses_an_illegal_move_and_quotes_the_rule_on_why(
    here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out = _play(monkeypatch, capsys, "0 end-planting\nwhy\nquit\n", "--seed", "5")
    assert status == 0
    assert "refused: " in out and "[002/step1.front-card]" in out
    assert "rule 002/step1.front-card: " in out
    assert '"The active player must plant the first card in his hand' in out
    assert "you quit at turn 1" in out
    assert (here / "bohnanza-save.json").exists()


def test_play_reads_moves_by_command_number_and_text_form(
    here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    front = bohnanza.new_game(E, 4, seed=5).players[0].hand[0]
    text = f"99\n1 harvest 0\nfoo\n\nplant 7\n0 plant {front.id} 1\n"
    status, out = _play(monkeypatch, capsys, text, "--seed", "5")
    assert status == 0
    assert "no move numbered 99: choose 1-2" in out
    assert "you play player 1: 1 harvest 0 is another player's" in out
    assert "unknown command 'foo'" in out
    assert "the game waits for you" in out
    assert "you have no field 7: your fields are 1-2" in out
    assert f"   you plant {front.variety.name('en')} in field 2\n" in out
    assert out.rstrip().endswith("input ended: the game is left at turn 1")


def test_play_as_another_seat_lets_the_bots_move_first(
    here: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    argv = ("--seed", "2", "--seat", "3", "--bots", "random")
    status, out = _play(monkeypatch, capsys, "\n" * 40, *argv)
    assert status == 0
    # The first player's moves come before anything is asked of the third.
    assert out.index("   1 Random plants ") < out.index("\n> ") < out.index("Your move")
    assert "  3 You (you): " in out
    assert "input ended" in out


def test_play_is_drivable_through_a_pipe(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "bohnanza", "play", "--seed", "4", "--players", "4"],
        input="1\n" * 20_000,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
        cwd=tmp_path,
    )
    assert done.returncode == 0
    assert "Game over after " in done.stdout
    assert done.stderr == ""


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--seat", "5"], "--seat 5 does not exist (players are 1-4)"),
        (["--bots", "nobody"], "unknown bot 'nobody'"),
    ],
)
def test_play_bad_input_is_exit_2(
    argv: list[str],
    message: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["play", "--seed", "1", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1


# ---------------------------------------------------------------------------------------
# rules


def test_rules_prints_every_clause_of_the_english_rulebook_by_section(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    expected = [c for c in catalogue().values() if c.rulebook == "002"]
    assert out.startswith(f"# rulebook 002 (rio-grande-2000, en): {len(expected)} clauses\n")
    printed = [line.split()[0] for line in out.splitlines() if line.startswith("002/")]
    assert printed == [c.id for c in sorted(expected, key=lambda c: _first(expected, c.section))]
    quote = catalogue()["002/harvest.protection"].quote
    assert quote.startswith("A player may not sell beans from a bean field with a single card")
    section = out.split("\n## Harvesting and selling beans\n", 1)[1].split("\n## ", 1)[0]
    assert f"002/harvest.protection [rule]\n    {quote[:60]}" in section
    assert out.count("\n## Harvesting and selling beans\n") == 1


def _first(clauses: list[Any], section: str) -> int:
    return next(i for i, c in enumerate(clauses) if c.section == section)


def test_rules_in_french_is_the_amigo_rulebook(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["rules", "--lang", "fr", "--id", "harvest.protection"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("# rulebook 000.1 (amigo-fr, fr): 1 clause\n")
    assert "000.1/harvest.protection [rule]\n" in out
    assert "002/" not in out
    assert main(["rules", "--edition", "amigo-fr", "--lang", "fr", "--id", "000.1/step1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert all(line.startswith(("#", "000.1/step1", "    ")) or not line for line in lines)


@pytest.mark.parametrize(
    ("argv", "status", "message"),
    [
        (["--lang", "de"], 2, "no preset in language 'de'; languages: en, fr"),
        (["--edition", "amigo-fr", "--lang", "en"], 2, "edition amigo-fr is in 'fr', not 'en'"),
        (["--edition", "nope"], 2, "unknown edition 'nope'"),
        (["--id", "zzz"], 2, "no clause of rulebook 002 has an id starting with 'zzz'"),
    ],
)
def test_rules_bad_choices(
    argv: list[str], status: int, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["rules", *argv]) == status
    captured = capsys.readouterr()
    assert message in captured.err
    assert captured.err.count("\n") == 1
    assert captured.out == ""


# ---------------------------------------------------------------------------------------
# The greedy bot


def _greedy(state: bohnanza.GameState) -> bohnanza.Action:
    return greedy_move(state, random.Random(0))


def test_greedy_plants_on_the_matching_field_first() -> None:
    s = bohnanza.compose(
        E, 4, hands={0: ["Chili"]}, fields={0: [[], ["Chili", "Chili"]]}, deck=["Soy"] * 9
    )
    assert _greedy(s) == Plant(0, s.players[0].hand[0].id, 1)


def test_greedy_plants_on_an_empty_field_next() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Soy"]}, fields={0: [["Blue"], []]}, deck=["Wax"] * 9)
    assert _greedy(s) == Plant(0, s.players[0].hand[0].id, 1)


def test_greedy_makes_room_by_selling_the_field_that_pays_most() -> None:
    s = bohnanza.compose(
        E, 4, hands={0: ["Soy"]}, fields={0: [["Chili"] * 3, ["Blue"] * 6]}, deck=["Wax"] * 9
    )
    pays = [f[0].beanometer.payout(len(f)) for f in s.players[0].fields]
    assert pays[1] > pays[0] > 0
    assert _greedy(s) == Harvest(0, 1)


def test_greedy_sells_a_field_that_pays_nothing_only_when_forced() -> None:
    s = bohnanza.compose(
        E, 4, hands={0: ["Soy"]}, fields={0: [["Blue"] * 3, ["Chili"] * 3]}, deck=["Wax"] * 9
    )
    assert [f[0].beanometer.payout(len(f)) for f in s.players[0].fields] == [0, 1]
    assert _greedy(s) == Harvest(0, 1)
    forced = bohnanza.compose(
        E, 4, hands={0: ["Soy"]}, fields={0: [["Blue"] * 3, ["Chili"] * 2]}, deck=["Wax"] * 9
    )
    assert _greedy(forced) == Harvest(0, 1)  # both pay 0: the smaller field goes


def test_greedy_ends_planting_rather_than_selling_for_a_second_card() -> None:
    s = bohnanza.compose(
        E,
        4,
        planted=1,
        hands={0: ["Soy"]},
        fields={0: [["Blue"] * 6, ["Chili"] * 3]},
        deck=["Wax"] * 9,
    )
    assert _greedy(s) == EndPlanting(0)


def test_greedy_buys_the_third_field_when_it_can() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Soy"]}, coins={0: 3}, deck=["Wax"] * 9)
    assert _greedy(s) == BuyField(0)


def test_greedy_keeps_the_face_up_cards_that_match_and_ends_trading() -> None:
    s = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        planted=1,
        fields={0: [["Chili"], []]},
        face_up=["Soy", "Chili"],
        deck=["Wax"] * 9,
    )
    chili = s.face_up[1]
    assert _greedy(s) == Keep(0, chili.id)
    assert _greedy(bohnanza.apply(s, Keep(0, chili.id))) == EndTrading(0)


def test_greedy_beats_random_over_seeded_games() -> None:
    wins = 0.0
    for seed in range(12):
        state = bohnanza.new_game(E, 4, seed=seed)
        rng = random.Random(seed)
        bots = ["greedy", "random", "greedy", "random"]
        while not state.is_over:
            seat = choose_seat(state, rng)
            move = BOTS[bots[seat]](state, seat, rng, 0.3)
            assert bohnanza.check(state, move) is None
            state = bohnanza.apply(state, move)
        result = bohnanza.outcome(state)
        assert result is not None
        wins += sum(1 / len(result.winners) for seat in result.winners if seat % 2 == 0)
    assert wins >= 9


def test_greedy_accepts_only_trades_that_suit_its_fields() -> None:
    s = bohnanza.compose(
        E,
        4,
        step=Step.TRADE,
        planted=1,
        hands={1: ["Chili", "Blue"]},
        fields={1: [["Chili"], ["Soy"]]},
        face_up=["Soy", "Wax"],
        deck=["Wax"] * 9,
        trade_coins="allowed",
    )
    chili, blue = (c.id for c in s.players[1].hand)
    soy, wax = (c.id for c in s.face_up)
    assert accepts(s, Trade(0, 1, (soy,), (blue,)), 1)
    assert not accepts(s, Trade(0, 1, (soy,), (chili,)), 1)  # it keeps what grows its fields
    assert not accepts(s, Trade(0, 1, (wax,), (blue,)), 1)  # wax fits none of its fields
    assert not accepts(s, Trade(0, 1, (soy,), (blue,), 0, 1), 1)  # never its coins
    assert accepts(s, bohnanza.Donate(0, 1, (soy,)), 1)
    assert accepts(s, Trade(0, 2, (wax,), (blue,)), 1)  # not its trade
