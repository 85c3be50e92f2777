"""The command line: the demo game, the benchmark, and errors without tracebacks."""

from __future__ import annotations

import re

import pytest

from bohnanza.cli import main


def test_demo_prints_the_moves_and_the_scores(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--players", "4", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "   1 " in out  # the first move, numbered
    assert "game over after" in out
    assert len(re.findall(r": \d+ coins?, \d+ cards? in hand", out)) == 4
    assert "(winner)" in out


def test_a_french_demo_shows_its_states_in_french(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo", "--edition", "original-1997-fr", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "tour 1 | au tour d'Anna, phase 1 | pioche " in out
    assert "0 Anna 0 pièces | main 5 : Harry " in out
    assert "partie terminée" in out
    assert "seat 0 step 1" not in out


def test_demo_is_reproducible(capsys: pytest.CaptureFixture[str]) -> None:
    main(["demo", "--seed", "9", "--quiet"])
    first = capsys.readouterr().out
    main(["demo", "--seed", "9", "--quiet"])
    assert capsys.readouterr().out == first


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["demo", "--players", "1"], "played by 2, 3, 4, 5, 6, 7 players, not 1"),
        (["demo", "--players", "9"], "not 9"),
        (["demo", "--edition", "nope"], "unknown edition 'nope'"),
    ],
)
def test_bad_input_is_one_line_on_stderr_and_exit_2(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
    assert err.count("\n") == 1


def test_bench_prints_games_and_actions_per_second(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["bench", "--games", "3", "--repeat", "1", "--trades", "0"]) == 0
    out = capsys.readouterr().out
    assert "games/s" in out
    assert "actions/s" in out
    assert "without trades" in out


def test_editions_lists_the_english_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["editions"]) == 0
    assert "rio-grande-2000" in capsys.readouterr().out


def test_a_reader_that_goes_away_ends_the_command_quietly_with_status_141() -> None:
    """``bohnanza rules | head -1``: the write to a closed pipe ends the command as ``cat``
    ends, status 141 (128 + SIGPIPE), no traceback (interface:cli.py:main:num:0, issue 30's
    mutation run)."""
    import subprocess
    import sys

    process = subprocess.Popen(
        [sys.executable, "-m", "bohnanza", "rules"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.close()  # the reader is gone before the first line is written
    errors = process.stderr.read().decode()
    assert process.wait(timeout=60) == 141
    assert "Traceback" not in errors


@pytest.mark.parametrize("bots", ["", ",", " , "])
def test_simulate_without_a_bot_says_which_bots_there_are(
    bots: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """interface:cli_common.py:_sim_specs:del:0 (issue 30's mutation run)."""
    assert main(["simulate", "--bots", bots]) == 2
    error = capsys.readouterr().err
    assert "no bot in --bots" in error and "random, greedy, planner" in error


def test_the_demos_scores_say_1_coin_and_1_card(capsys: pytest.CaptureFixture[str]) -> None:
    """Seed 1 ends with one coin and one card in some hands: the singular, never "1 coins"."""
    assert main(["demo", "--seed", "1", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert ": 1 coin, 1 card in hand" in out
    assert "1 coins" not in out and " 1 cards" not in out


def test_a_quiet_demo_prints_only_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    """interface:cli_games.py:_demo:if-true:1 (issue 30's mutation run)."""
    assert main(["demo", "--seed", "2", "--quiet"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("game over after ") and "# " not in out


def test_demo_lines_are_not_wrapped_off_a_terminal(capsys: pytest.CaptureFixture[str]) -> None:
    """interface:cli_games.py:_demo:bool:1 (issue 30's mutation run): printed to a file or
    a pipe, a state line longer than 80 characters stays one line."""
    assert main(["demo", "--seed", "2", "--players", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines) > 80


def test_the_bench_defaults_are_the_ones_its_help_states() -> None:
    """interface:cli_parser.py:_parser:num:3 (issue 30's mutation run)."""
    from bohnanza.cli.parser import _parser

    args = _parser().parse_args(["bench"])
    assert (args.games, args.repeat) == (200, 5)


def test_main_runs_with_standard_streams_that_are_not_files() -> None:
    """interface:cli.py:_tolerant_streams:if-true:0 (issue 30's mutation run): a caller
    that redirects the output into a StringIO gets it there."""
    import contextlib
    import io

    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        assert main(["editions"]) == 0
    assert "rio-grande-2000" in out.getvalue() and not err.getvalue()
