"""What the command line promises, run in process (``bohnanza.cli.main``): each command's
exact lines and exit status (0 success, 2 bad input in one line ``bohnanza: error: ...``,
never a traceback), the parser's bounds and defaults, ``rules`` counting its clauses,
``demo``'s scores in the singular and plural, ``editions``' list."""

from __future__ import annotations

import argparse
import json
from pathlib import Path

import pytest

import bohnanza
from bohnanza.catalogue import catalogue
from bohnanza.cli import main
from bohnanza.cli.parser import _parser, _probability, _seconds, _whole
from bohnanza.cli.simulate import _bot_names
from bohnanza.errors import BohnanzaError


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def test_whole_numbers_are_ascii_digits_within_their_bounds() -> None:
    seat = _whole(1, 64)
    assert [seat("1"), seat("64"), seat("007")] == [1, 64, 7]
    for text, message in (("0", "0 is not from 1 to 64"), ("65", "65 is not from 1 to 64"),
                          ("-1", "-1 is not from 1 to 64"), ("x", "'x' is not a whole number"),
                          ("٣", "'٣' is not a whole number"),
                          ("1.0", "'1.0' is not a whole number"),
                          ("9" * 20, f"'{'9' * 20}' is not a whole number"),
                          ("", "'' is not a whole number")):  # fmt: skip
        with pytest.raises(argparse.ArgumentTypeError) as caught:
            seat(text)
        assert str(caught.value) == message
    seeds = _whole(-(2**62), 2**62)
    assert seeds("-5") == -5 and seeds(str(2**62)) == 2**62
    with pytest.raises(argparse.ArgumentTypeError):
        seeds(str(2**62 + 1))
    assert seat.__name__ == "whole number"


def test_probabilities_and_seconds() -> None:
    assert [_probability(t) for t in ("0", "1", "0.25")] == [0.0, 1.0, 0.25]
    for bad, message in (("1.01", "1.01 is not a probability between 0 and 1"),
                         ("-0.1", "-0.1 is not a probability between 0 and 1"),
                         ("nan", "nan is not a probability between 0 and 1"),
                         ("x", "'x' is not a number")):  # fmt: skip
        with pytest.raises(argparse.ArgumentTypeError) as caught:
            _probability(bad)
        assert str(caught.value) == message
    assert _seconds("0.5") == 0.5 and _seconds("1000000") == 10**6
    for bad, message in (("0", "0 is not a time from 0 to 1000000 s"),
                         ("1000001", "1000001 is not a time from 0 to 1000000 s"),
                         ("nan", "nan is not a time from 0 to 1000000 s"),
                         ("soon", "'soon' is not a number")):  # fmt: skip
        with pytest.raises(argparse.ArgumentTypeError) as caught:
            _seconds(bad)
        assert str(caught.value) == message


def test_the_defaults_of_each_command() -> None:
    parser = _parser()
    demo = parser.parse_args(["demo"])
    assert (demo.edition, demo.players, demo.seed, demo.trades, demo.quiet, demo.sheet) == (
        "rio-grande-2000", 4, 1, 0.3, False, None,
    )  # fmt: skip
    sim = parser.parse_args(["simulate"])
    assert (sim.games, sim.players, sim.bots, sim.seed, sim.trades, sim.workers, sim.ray) == (
        100, 4, "greedy,random", 1, 0.0, 1, None,
    )  # fmt: skip
    play = parser.parse_args(["play"])
    assert (play.seat, play.seed, play.bots, play.colours, play.save, play.resume) == (
        1, None, None, "auto", None, None,
    )  # fmt: skip
    assert parser.parse_args(["play", "--seat", "64"]).seat == 64
    arena = parser.parse_args(["arena"])
    assert (arena.players, arena.deals, arena.seed, arena.move_time, arena.game_time) == (
        3, 20, 1, None, None,
    )  # fmt: skip
    bench = parser.parse_args(["bench"])
    assert (bench.games, bench.repeat, bench.trades) == (200, 5, None)
    assert parser.parse_args(["simulate", "--ray"]).ray == ""
    rules = parser.parse_args(["rules"])
    assert (rules.edition, rules.lang, rules.id) == (None, None, None)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["play", "--seat", "65"],
         "argument --seat: 65 is not from 1 to 64 (see bohnanza play --help)"),
        (["play", "--seat", "0"],
         "argument --seat: 0 is not from 1 to 64 (see bohnanza play --help)"),
        (["demo", "--players", "65"],
         "argument --players: 65 is not from 1 to 64 (see bohnanza demo --help)"),
        (["demo", "--edition", "nope"],
         "argument --edition: unknown edition 'nope'; known: amigo-fr, ladybohn, "
         "original-1997-fr, original-1997-fr-003, rio-grande-2000 (see bohnanza demo --help)"),
        (["simulate", "--workers", "2", "--ray"], "argument --ray: not allowed with argument "
         "--workers (see bohnanza simulate --help)"),
        (["frobnicate"], None),
    ],
)  # fmt: skip
def test_usage_errors_are_one_line_and_status_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str | None
) -> None:
    status, out, err = _run(capsys, *argv)
    assert status == 2 and out == ""
    assert err.count("\n") == 1 and err.startswith("bohnanza: error: ")
    if message is not None:
        assert err == f"bohnanza: error: {message}\n"


def test_version_and_help_exit_0(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "--version")
    build = "compiled" if bohnanza.COMPILED else "pure Python"
    assert status == 0 and out == f"bohnanza {bohnanza.__version__} ({build} build)\n"
    status, out, _ = _run(capsys, "--help")
    assert status == 0 and "exit status: 0 success, 1 an illegal move in verify, 2 bad input" in out


def test_editions_lists_each_preset_on_a_line(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(capsys, "editions")
    assert status == 0 and err == ""
    assert out.splitlines() == [
        "amigo-fr: Bohnanza, règles de jeu AMIGO (édition française, 154 cartes) "
        "[rulebook 000.1, fr, players 2,3,4,5,6,7]",
        "ladybohn: Ladybohn, certains l'aiment chaud (110 cartes, 3 à 5 joueurs) "
        "[rulebook 001, fr, players 3,4,5]",
        "original-1997-fr: Bohnanza, traduction française de la règle de 1997 (104 cartes) "
        "[rulebook 000.2, fr, players 3,4,5]",
        "original-1997-fr-003: Bohnanza, traduction de Spielen sie deutsch (104 cartes) "
        "[rulebook 003, fr, players 3,4,5]",
        "rio-grande-2000: Bohnanza, Rio Grande Games rule booklet (c) 2000 AMIGO "
        "[rulebook 002, en, players 2,3,4,5,6,7]",
    ]


def test_rules_counts_its_clauses_in_the_singular_and_plural(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, _ = _run(capsys, "rules", "--id", "harvest.choice")
    assert status == 0
    assert out.splitlines() == [
        "# rulebook 002 (rio-grande-2000, en): 1 clause",
        "",
        "## Harvesting and selling beans",
        "002/harvest.choice [rule]",
        "    When a player sells beans from a bean field, he may choose any bean field with two "
        "or more bean",
        "    cards.",
    ]
    status, out, _ = _run(capsys, "rules", "--id", "harvest")
    count = sum(
        1 for c in catalogue().values() if c.rulebook == "002" and c.key.startswith("harvest")
    )
    assert count > 1 and out.startswith(f"# rulebook 002 (rio-grande-2000, en): {count} clauses\n")
    status, out, _ = _run(capsys, "rules", "--lang", "fr", "--id", "harvest.choice")
    assert status == 0 and out.startswith("# rulebook 000.1 (amigo-fr, fr): 1 clause\n")
    status, out, _ = _run(capsys, "rules", "--id", "003/harvest.choice")
    assert status == 0 and out.startswith("# rulebook 003 (original-1997-fr-003, fr): ")


@pytest.mark.parametrize(
    ("argv", "error"),
    [
        (["rules", "--lang", "de"], "no preset in language 'de'; languages: en, fr"),
        (["rules", "--edition", "amigo-fr", "--lang", "en"],
         "edition amigo-fr is in 'fr', not 'en'"),
        (["rules", "--id", "nothing-like-this"],
         "no clause of rulebook 002 has an id starting with 'nothing-like-this'"),
        (["rules", "--id", "999/x"], None),
        (["simulate", "--games", "1", "--players", "2", "--bots", "random,zzz"],
         "unknown bot 'zzz'; bots: random, greedy, planner, planner-1, planner-2, planner-3, "
         "search, cmd:COMMAND, or package.module:attr"),
        (["simulate", "--games", "1", "--players", "2", "--bots", ""],
         "no bot in --bots ''; bots: random, greedy, planner, planner-1 to planner-3"),
        (["simulate", "--games", "1", "--players", "2", "--bots", " , "], None),
    ],
)  # fmt: skip
def test_bad_input_is_one_line_naming_the_problem(
    capsys: pytest.CaptureFixture[str], argv: list[str], error: str | None
) -> None:
    status, out, err = _run(capsys, *argv)
    assert status == 2 and out == "" and err.count("\n") == 1
    assert err.startswith("bohnanza: error: ")
    if error is not None:
        assert err == f"bohnanza: error: {error}\n"


def test_demo_quiet_prints_the_scores_in_the_singular_and_plural(
    capsys: pytest.CaptureFixture[str],
) -> None:
    status, out, err = _run(capsys, "demo", "--quiet", "--players", "2", "--seed", "3")
    assert status == 0 and err == ""
    assert out.splitlines() == [
        "game over after 243 moves, 27 turns",
        "  Anna: 2 coins, 5 cards in hand (winner)",
        "  Ben: 0 coins, 6 cards in hand",
    ]


def test_simulate_prints_its_plan_and_tables(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, _ = _run(capsys, "simulate", "--games", "2", "--players", "2", "--bots", "random")
    assert status == 0
    assert out.splitlines() == [
        "2 games of rio-grande-2000, 2 players, seeds 1-2, trades 0",
        "seat  bot     wins  win rate  mean coins",
        "   0  random  0.00      0.0%        0.50",
        "   1  random  2.00    100.0%        1.50",
        "bot     seats  wins  win rate  mean coins",
        "random  0,1    2.00    100.0%        1.00",
        "mean game length: 253.5 moves, 27.0 turns",
    ]


def test_simulate_writes_new_records_and_never_over_them(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    folder = tmp_path / "out"
    argv = ["simulate", "--games", "2", "--players", "2", "--bots", "random"]
    status, out, _ = _run(capsys, *argv, "--records", str(folder))
    assert status == 0 and out.splitlines()[-1] == f"records: 2 files in {folder}"
    assert sorted(p.name for p in folder.iterdir()) == ["game-0001.json", "game-0002.json"]
    status, out, err = _run(capsys, *argv, "--records", str(folder))
    assert (status, out) == (2, "")
    assert err == (
        f"bohnanza: error: {folder / 'game-0001.json'} exists: simulate does not overwrite "
        "records (choose an empty folder)\n"
    )
    afile = tmp_path / "afile"
    afile.write_text("", "utf-8")
    status, out, err = _run(capsys, *argv, "--records", str(afile))
    assert status == 74 and err.endswith(": it is not a folder\n")


def test_simulate_json_is_one_document(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    status, out, _ = _run(
        capsys, "simulate", "--games", "2", "--players", "2", "--bots", "random", "--json",
        "--records", str(tmp_path / "r"),
    )  # fmt: skip
    document = json.loads(out)
    assert status == 0
    assert (document["edition"], document["players"], document["games"], document["seeds"]) == (
        "rio-grande-2000", 2, 2, [1, 2],
    )  # fmt: skip
    assert [s["mean_coins"] for s in document["seats"]] == [0.5, 1.5]
    assert document["records"] == str(tmp_path / "r")


def test_the_random_bots_names_are_read_from_a_list() -> None:
    assert _bot_names(" random , greedy,,") == ["random", "greedy"]
    for text, said in (("", "unknown bot ''"), ("x,random", "unknown bot 'x'"),
                       (" , ", "unknown bot ' , '"), ("x, y", "unknown bot 'x', 'y'")):  # fmt: skip
        with pytest.raises(BohnanzaError) as caught:
            _bot_names(text)
        assert str(caught.value) == f"{said}; bots: random, greedy"


@pytest.mark.parametrize(
    ("argv", "error"),
    [
        (["arena", "--bots", "random"],
         "the arena needs two bots or more (--bots A,B or --bot SPEC ...)"),
        (["arena", "--bot", "", "--bot", "random"],
         "the arena needs two bots or more (--bots A,B or --bot SPEC ...)"),
        (["demo", "--sheet", "x.toml", "--quiet"],
         "rio-grande-2000 prints its beanometers: it takes no --sheet"),
        (["demo", "--players", "9", "--quiet"],
         "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not 9"),
    ],
)  # fmt: skip
def test_arena_and_edition_refusals(
    capsys: pytest.CaptureFixture[str], argv: list[str], error: str
) -> None:
    assert _run(capsys, *argv) == (2, "", f"bohnanza: error: {error}\n")


def test_a_provisional_sheet_is_one_note_on_stderr(capsys: pytest.CaptureFixture[str]) -> None:
    status, out, err = _run(
        capsys, "demo", "--edition", "ladybohn", "--players", "3", "--quiet", "--seed", "2"
    )
    assert status == 0
    assert err == (
        "note: the Ladybohn beanometers are provisional (not the printed cards); pass the real "
        "sheet with --sheet FILE\n"
    )
    assert out.splitlines() == [
        "game over after 667 moves, 55 turns",
        "  Anna: 11 coins, 1 card in hand (winner)",
        "  Ben: 2 coins, 1 card in hand",
        "  Cleo: 3 coins, 3 cards in hand",
    ]


def test_a_provisional_sheet_raises_no_python_warning_on_the_command_line(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    import random
    import warnings

    from bohnanza.bots import play_random
    from bohnanza.records import record_game
    from bohnanza.sheets import ProvisionalDataWarning

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        start = bohnanza.new_game("ladybohn", 3, seed=2)
        _, moves = play_random(start, random.Random(2), 0.0)
        text = record_game(start, list(moves[:10])).to_json()
    path = tmp_path / "lady.json"
    path.write_text(text, "utf-8")
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        status = main(["verify", str(path)])
    _, err = capsys.readouterr()
    assert status == 0
    # one plain note, no Python warning
    assert not [w for w in caught if issubclass(w.category, ProvisionalDataWarning)]
    assert err.startswith("note: the Ladybohn beanometers are provisional")


def test_each_command_is_bound_to_its_handler() -> None:
    from bohnanza.cli.arena import _arena
    from bohnanza.cli.games import _bench, _demo, _editions, _play, _rules
    from bohnanza.cli.records import _replay, _verify
    from bohnanza.cli.simulate import _simulate
    from bohnanza.conformance.commands import conformance_command, vectors_command

    parser = _parser()
    bound = {
        ("demo",): _demo, ("bench",): _bench, ("editions",): _editions, ("play",): _play,
        ("rules",): _rules, ("verify", "x.json"): _verify,
        ("replay", "x.json", "--html", "x.html"): _replay, ("simulate",): _simulate,
        ("arena",): _arena, ("conformance", "--engine", "x"): conformance_command,
        ("vectors",): vectors_command,
    }  # fmt: skip
    for argv, handler in bound.items():
        assert parser.parse_args(list(argv)).run is handler, argv


def test_names_are_printed_safe_and_bot_specs_read_from_a_list() -> None:
    from bohnanza.cli.common import _safe, _sim_specs

    assert _safe("Anna") == "Anna" and _safe("A\x1b[2J\nB") == "A\\x1b[2J\\nB"
    assert _sim_specs(" planner , cmd:node x.js ,") == ["planner", "cmd:node x.js"]
    for text in ("", " , ,"):
        with pytest.raises(BohnanzaError) as caught:
            _sim_specs(text)
        assert str(caught.value) == (
            f"no bot in --bots {text!r}; bots: random, greedy, planner, planner-1 to planner-3"
        )
