"""What the command line promises that the other in-process tests leave out: how ``main``
leaves on each kind of failure (an error of the program: one line, status 70, and with
``--json`` one JSON verdict; an output that cannot be written: 74; a file named by the
system: 2; a reader gone away: 141); ``play`` (its seat checked, its bots loaded before
the game, the default bots and save file, ``--resume``); ``bench``'s lines; ``verify``
and ``replay`` on standard input, an oversized file, a sheet that cannot be read, a move
that is not well formed."""

from __future__ import annotations

import errno
import io
import json
import random
import sys
from pathlib import Path

import pytest

import bohnanza
from bohnanza.bench import policy_text
from bohnanza.bots import play_random
from bohnanza.cli import EXIT_INTERNAL, EXIT_OUTPUT, main
from bohnanza.files import UnwritableError
from bohnanza.records import MAX_RECORD_SIZE, record_game


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def _raising(error: BaseException) -> object:
    def fail(*args: object, **kwargs: object) -> object:
        raise error

    return fail


# -- how main leaves --------------------------------------------------------------------


def test_an_error_of_the_program_is_one_line_and_status_70(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("bohnanza.cli.games.editions", _raising(KeyError("x\n  y")))
    assert EXIT_INTERNAL == 70
    assert _run(capsys, "editions") == (
        70, "", "bohnanza: internal error: KeyError: 'x\\n y' (please report it)\n",
    )  # fmt: skip
    long = "a b\n c " * 60
    monkeypatch.setattr("bohnanza.cli.games.editions", _raising(RuntimeError(long)))
    status, out, err = _run(capsys, "editions")
    assert (status, out) == (70, "") and err.count("\n") == 1
    # the message is cut at 300 characters, its spaces and line ends made single spaces
    said = err.removeprefix("bohnanza: internal error: ").removesuffix(" (please report it)\n")
    assert said == " ".join(("RuntimeError: " + long)[:300].split())


def test_an_error_of_the_program_under_json_is_also_one_json_verdict(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr("bohnanza.cli.records.replay", _raising(ZeroDivisionError("boom")))
    start = bohnanza.new_game("rio-grande-2000", 2, seed=1)
    path = tmp_path / "r.json"
    path.write_text(record_game(start, []).to_json(), "utf-8")
    status, out, err = _run(capsys, "verify", "--json", str(path))
    assert status == EXIT_INTERNAL
    assert json.loads(out) == {"verdict": "error", "error": "ZeroDivisionError: boom"}
    assert err == "bohnanza: internal error: ZeroDivisionError: boom (please report it)\n"
    status, out, err = _run(capsys, "verify", str(path))
    assert (status, out) == (EXIT_INTERNAL, "")  # no JSON asked, none printed


@pytest.mark.parametrize(
    ("error", "status", "message"),
    [
        (UnwritableError("cannot write out.html: a folder"), EXIT_OUTPUT,
         "bohnanza: error: cannot write out.html: a folder\n"),
        (OSError(errno.ENOSPC, "No space left on device"), EXIT_OUTPUT,
         "bohnanza: error: cannot write the output: No space left on device\n"),
        (OSError("disk gone"), EXIT_OUTPUT,
         "bohnanza: error: cannot write the output: disk gone\n"),
        (OSError(errno.EACCES, "Permission denied", "book.toml"), 2,
         "bohnanza: error: book.toml Permission denied\n"),
        (bohnanza.InvalidSetupError("no such thing"), 2, "bohnanza: error: no such thing\n"),
        (BrokenPipeError(errno.EPIPE, "Broken pipe"), 141, ""),
    ],
)  # fmt: skip
def test_each_failure_leaves_with_its_status_and_one_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch,
    error: BaseException, status: int, message: str,
) -> None:  # fmt: skip
    monkeypatch.setattr("bohnanza.cli.games.editions", _raising(error))
    assert EXIT_OUTPUT == 74
    assert _run(capsys, "editions") == (status, "", message)


# -- play -------------------------------------------------------------------------------


@pytest.fixture
def typed(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    return tmp_path


def test_play_with_its_default_bots_and_save_file(
    capsys: pytest.CaptureFixture[str], typed: Path
) -> None:
    status, out, err = _run(capsys, "play", "--seed", "7", "--players", "3", "--colours", "none")
    assert (status, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == (
        "# Bohnanza, Rio Grande Games rule booklet (c) 2000 AMIGO; you are player 1; 2 Planner, "
        "3 Greedy; type 'help' for the commands"
    )
    save = typed / "bohnanza-save.json"
    assert lines[-2:] == [
        "game saved to bohnanza-save.json; go on with: bohnanza play --resume bohnanza-save.json",
        "you quit at turn 1",
    ]
    saved = json.loads(save.read_text("utf-8"))
    assert (saved["seed"], saved["players"], saved["bots"], saved["seat"]) == (
        7, 3, ["planner", "greedy"], 0,
    )  # fmt: skip
    assert saved["record"]["seed"] == 7 and saved["sheet"] == ""


def test_play_takes_its_seat_save_bots_and_draws_a_seed(
    capsys: pytest.CaptureFixture[str], typed: Path
) -> None:
    status, out, _ = _run(capsys, "play", "--players", "3", "--seat", "3", "--bots", "random",
                          "--save", "mine.json", "--record", "r.json")  # fmt: skip
    assert status == 0
    assert "; you are player 3; 1 Random, 2 Random II; " in out.splitlines()[0]
    saved = json.loads((typed / "mine.json").read_text("utf-8"))
    assert saved["seat"] == 2 and saved["bots"] == ["random"]
    assert 0 <= saved["seed"] < 2**31


@pytest.mark.parametrize(("seat", "players"), [("4", "3"), ("3", "2"), ("8", "7")])
def test_play_refuses_a_seat_that_does_not_exist(
    capsys: pytest.CaptureFixture[str], typed: Path, seat: str, players: str
) -> None:
    assert _run(capsys, "play", "--players", players, "--seat", seat, "--seed", "1") == (
        2, "", f"bohnanza: error: --seat {seat} does not exist (players are 1-{players})\n",
    )  # fmt: skip
    assert not (typed / "bohnanza-save.json").exists()


def test_play_loads_every_bot_before_the_game(
    capsys: pytest.CaptureFixture[str], typed: Path
) -> None:
    status, out, err = _run(capsys, "play", "--bots", "random,no-such-bot", "--seed", "1")
    assert (status, out) == (2, "")
    assert err.startswith("bohnanza: error: unknown bot 'no-such-bot'") and err.count("\n") == 1


def test_play_resumes_with_the_bots_it_is_given(
    capsys: pytest.CaptureFixture[str], typed: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (typed / "mybot.py").write_text(
        "import random\n"
        "def go(view, moves, rng):\n"
        "    return moves[0] if view.seat in view.to_move else None\n",
        "utf-8",
    )
    first = _run(capsys, "play", "--seed", "3", "--players", "2", "--bots", "mybot:go")
    assert first[0] == 0
    save = str(typed / "bohnanza-save.json")
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    status, _, err = _run(capsys, "play", "--resume", save)
    assert status == 2 and "mybot:go" in err and err.count("\n") == 1
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    status, out, err = _run(capsys, "play", "--resume", save, "--bots", "mybot:go")
    assert (status, err) == (0, "")
    assert out.splitlines()[0].endswith("you are player 1; 2 Go; type 'help' for the commands")
    assert out.splitlines()[-1] == "you quit at turn 1"


# -- bench ------------------------------------------------------------------------------


def test_bench_prints_the_build_the_policy_and_one_line_per_configuration(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "bench", "--games", "1", "--repeat", "1", "--players", "2")
    assert status == 0
    lines = out.splitlines()
    build = "compiled (mypyc)" if bohnanza.COMPILED else "pure Python"
    assert lines[0] == (
        f"bohnanza {bohnanza.__version__}, {build} build (bohnanza.COMPILED is "
        f"{bohnanza.COMPILED}); CPU time, medians over the repeats"
    )
    policy = policy_text().splitlines()
    assert lines[1 : 1 + len(policy)] == policy
    rest = lines[1 + len(policy) :]
    assert len(rest) == 2
    assert rest[0].startswith("rio-grande-2000, 2 players, without trades, ")
    assert rest[1].startswith("rio-grande-2000, 2 players, with trades (p=0.3), ")
    status, out, _ = _run(capsys, "bench", "--games", "1", "--repeat", "1", "--players", "2",
                          "--trades", "0.5")  # fmt: skip
    rest = out.splitlines()[1 + len(policy) :]
    assert len(rest) == 1 and rest[0].startswith("rio-grande-2000, 2 players, with trades (p=0.5)")


# -- verify and replay ------------------------------------------------------------------


@pytest.fixture(scope="module")
def record_text() -> str:
    start = bohnanza.new_game("rio-grande-2000", 2, seed=4)
    _, moves = play_random(start, random.Random(4), 0.0)
    return record_game(start, list(moves[:6])).to_json()


def test_verify_reads_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, record_text: str
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(record_text.encode())))
    status, out, err = _run(capsys, "verify", "-")
    assert (status, err) == (0, "") and out.startswith("legal: 6 moves; the game is not over: ")
    big = b" " * (MAX_RECORD_SIZE + 1)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(big)))
    assert _run(capsys, "verify", "-") == (
        2, "", "bohnanza: error: -: a record has at most 10,000,000 bytes; this file has more\n",
    )  # fmt: skip
    monkeypatch.setattr(sys, "stdin", None)
    assert _run(capsys, "verify", "-") == (
        2, "", "bohnanza: error: -: cannot read the file: standard input is closed\n",
    )  # fmt: skip


def test_a_record_of_exactly_the_limit_is_read(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, record_text: str
) -> None:
    padded = record_text.encode().ljust(MAX_RECORD_SIZE)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(padded)))
    status, out, _ = _run(capsys, "verify", "-")
    assert status == 0 and out.startswith("legal: 6 moves")


def test_an_oversized_file_and_a_missing_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    big = tmp_path / "big.json"
    big.write_bytes(b" " * (MAX_RECORD_SIZE + 1))
    too_big = "a record has at most 10,000,000 bytes; this file has more"
    assert _run(capsys, "verify", str(big)) == (2, "", f"bohnanza: error: {big}: {too_big}\n")
    page = tmp_path / "p.html"
    assert _run(capsys, "replay", str(big), "--html", str(page)) == (
        2, "", f"bohnanza: error: {big}: {too_big}\n",
    )  # fmt: skip
    missing = tmp_path / "missing.json"
    assert _run(capsys, "replay", str(missing), "--html", str(page)) == (
        2, "", f"bohnanza: error: {missing}: cannot read the file: No such file or directory\n",
    )  # fmt: skip
    assert not page.exists()


def test_a_sheet_that_cannot_be_read_is_an_invalid_input(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record_text: str
) -> None:
    path = tmp_path / "r.json"
    path.write_text(record_text, "utf-8")
    sheet = tmp_path / "nosuch.toml"
    why = f"cannot read the beanometer sheet {str(sheet)!r}: No such file or directory"
    assert _run(capsys, "verify", "--sheet", str(sheet), str(path)) == (
        2, "", f"bohnanza: error: {path}: {why}\n",
    )  # fmt: skip
    status, out, err = _run(capsys, "verify", "--json", "--sheet", str(sheet), str(path))
    assert (status, err) == (2, "") and json.loads(out) == {"verdict": "invalid", "error": why}
    status, out, err = _run(capsys, "replay", str(path), "--sheet", str(sheet),
                            "--html", str(tmp_path / "p.html"))  # fmt: skip
    assert (status, out) == (2, "") and err == f"bohnanza: error: {why}\n"


def test_a_move_that_is_not_well_formed_is_an_invalid_record(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, record_text: str
) -> None:
    doc = json.loads(record_text)
    doc["actions"][2]["move"] = "0 harvest 7"
    path = tmp_path / "inv.json"
    path.write_text(json.dumps(doc), "utf-8")
    why = "$.actions[2].move: 0 harvest 7: field 7 does not exist (fields are 0, 1, 2)"
    assert _run(capsys, "verify", str(path)) == (2, "", f"bohnanza: error: {path}: {why}\n")
    status, out, err = _run(capsys, "verify", "--json", str(path))
    assert (status, err) == (2, "")
    assert json.loads(out) == {"verdict": "invalid", "index": 2, "move": "0 harvest 7",
                               "error": why}  # fmt: skip


# -- what the commands share ------------------------------------------------------------


def test_a_names_backslash_and_quotes_stay_single_when_it_is_escaped() -> None:
    from bohnanza.cli.common import _safe

    assert _safe('O\'Neil \\ "Bo"\x07') == 'O\'Neil \\ "Bo"\\x07'
    assert _safe("Zoé\u200b") == "Zoé\\u200b"


def _own_sheet(tmp_path: Path) -> Path:
    """A copy of the test sheet that a user owns: not marked provisional."""
    text = (Path(__file__).parents[1] / "data" / "ladybohn-test-sheet.toml").read_text("utf-8")
    assert "provisional = true" in text
    sheet = tmp_path / "mine.toml"
    sheet.write_text(
        text.replace("provisional = true", "provisional = false").replace(
            'name = "ladybohn-test"', 'name = "ladybohn-stria-own"'
        ),
        "utf-8",
    )
    return sheet


def test_a_sheet_of_ones_own_gets_no_note_and_a_bad_count_no_note_either(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    argv = ["demo", "--edition", "ladybohn", "--players", "3", "--quiet", "--seed", "2"]
    status, out, err = _run(capsys, *argv, "--sheet", str(_own_sheet(tmp_path)))
    assert (status, err) == (0, "") and out.startswith("game over after ")
    status, out, err = _run(capsys, *argv)  # the shipped sheet, provisional: one note
    assert status == 0 and err.startswith("note: the Ladybohn beanometers are provisional")
    # a player count the edition refuses is told alone, before any note
    assert _run(capsys, "demo", "--edition", "ladybohn", "--players", "9", "--quiet") == (
        2, "", "bohnanza: error: ladybohn se joue à 3, 4 ou 5 joueurs, pas 9\n",
    )  # fmt: skip


def test_a_ladybohn_record_under_json_is_the_verdict_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import warnings

    from bohnanza.sheets import ProvisionalDataWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        start = bohnanza.new_game("ladybohn", 3, seed=2)
        _, moves = play_random(start, random.Random(2), 0.0)
        text = record_game(start, list(moves[:10])).to_json()
    path = tmp_path / "lady.json"
    path.write_text(text, "utf-8")
    status, out, err = _run(capsys, "verify", "--json", str(path))
    assert (status, err) == (0, "")  # no note: stdout holds the verdict, stderr nothing
    assert json.loads(out)["verdict"] == "legal"
    status, out, err = _run(capsys, "verify", str(path))
    assert status == 0 and err.startswith("note: the Ladybohn beanometers are provisional")
    page = tmp_path / "lady.html"
    sheet = _own_sheet(tmp_path)
    status, out, err = _run(capsys, "replay", str(path), "--sheet", str(sheet), "--html",
                            str(page))  # fmt: skip
    assert (status, out, err) == (0, f"{page}: every move legal\n", "")
    assert page.read_text("utf-8").startswith("<!doctype html>")
    # the page never replaces what the command reads: the sheet
    status, out, err = _run(capsys, "replay", str(path), "--sheet", str(sheet), "--html",
                            str(sheet))  # fmt: skip
    assert (status, out) == (EXIT_OUTPUT, "") and err.count("\n") == 1
    assert "ladybohn-stria-own" in sheet.read_text("utf-8")


def test_simulate_draws_its_progress_bar_only_when_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--games", "2", "--players", "2", "--bots", "random"]
    status, out, err = _run(capsys, *argv)
    assert (status, err) == (0, "")  # off a terminal: no bar
    status, again, err = _run(capsys, *argv, "--progress")
    assert status == 0 and again == out
    # asked for, the bar is drawn as on a terminal, and ends counting every game
    assert "\x1b[" in err and "simulate" in err and "2/2" in err


def test_simulate_json_names_a_records_folder_only_when_there_is_one(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "simulate", "--games", "2", "--players", "2", "--bots",
                          "random", "--json", "--seed", "4")  # fmt: skip
    document = json.loads(out)
    assert status == 0 and "records" not in document
    assert (document["games"], document["seeds"]) == (2, [4, 5])
