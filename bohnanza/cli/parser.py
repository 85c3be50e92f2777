"""The command line's parser: every command, its arguments and their types, each bound
to its handler (``bohnanza.cli.games``, ``cli_simulate``, ``cli_records``, and the
conformance kit's ``bohnanza.conformance.commands``).
"""

from __future__ import annotations

import argparse
from collections.abc import Callable
from typing import NoReturn

from bohnanza import __version__
from bohnanza._build import COMPILED
from bohnanza.cli.arena import _arena
from bohnanza.cli.games import _bench, _demo, _editions, _play, _rules
from bohnanza.cli.records import _replay, _verify
from bohnanza.cli.simulate import _simulate
from bohnanza.editions import editions
from bohnanza.records import MAX_RECORD_SIZE


class _Parser(argparse.ArgumentParser):
    """argparse with the project's one-line error format and status 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"bohnanza: error: {' '.join(message.split())} (see {self.prog} --help)\n")


def _whole(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number of ASCII digits in ``low``-``high``."""

    def read(text: str) -> int:
        digits = text.removeprefix("-")
        if not (digits.isascii() and digits.isdigit()) or len(digits) > 19:
            raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a whole number")
        value = int(text)
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not from {low} to {high}")
        return value

    read.__name__ = "whole number"
    return read


def _probability(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a number") from None
    if not 0.0 <= value <= 1.0:  # NaN fails both comparisons
        raise argparse.ArgumentTypeError(f"{text[:30]} is not a probability between 0 and 1")
    return value


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:30]!r} is not a number") from None
    if not 0 < value <= 10**6:  # NaN fails too
        raise argparse.ArgumentTypeError(f"{text[:30]} is not a time from 0 to 1000000 s")
    return value


def _edition_name(text: str) -> str:
    if text not in editions():
        raise argparse.ArgumentTypeError(
            f"unknown edition {text[:60]!r}; known: {', '.join(editions())}"
        )
    return text


_SEEDS = _whole(-(2**62), 2**62)
_EDITION_HELP = "the preset: " + ", ".join(editions()) + " (default: %(default)s)"
_EXAMPLES = """examples:
  bohnanza demo --players 3 --seed 7           a seeded game of random bots, move by move
  bohnanza simulate --games 100 --records out  100 games of greedy and random bots, recorded
  bohnanza simulate --bots planner,mypkg.bots:Mine  your bot against the planner
  bohnanza arena --bots random,greedy,planner --bot "cmd:node mybot.js"  rate them
  bohnanza verify out/game-0001.json --json    replay a record; 0 legal, 1 illegal, 2 invalid
  bohnanza play --seat 1                       play seat 1 against bots in the terminal
  bohnanza rules --lang fr --id harvest        the French clauses on harvesting, quoted
  bohnanza bench --games 50 --repeat 3         games/s and actions/s of random games

exit status: 0 success, 1 an illegal move in verify, 2 bad input,
70 an internal error (please report it), 74 the output could not be written."""


def _add_game(sub: argparse.ArgumentParser, players: int = 4, sheet: bool = True) -> None:
    sub.add_argument(
        "--edition",
        default="rio-grande-2000",
        type=_edition_name,
        choices=editions(),
        metavar="EDITION",
        help=_EDITION_HELP,
    )
    sub.add_argument(
        "--players",
        type=_whole(1, 64),
        default=players,
        help="player count, as the edition allows (default: %(default)s)",
    )
    if sheet:
        sub.add_argument(
            "--sheet",
            metavar="FILE",
            default=None,
            help="Ladybohn: the beanometer sheet (TOML); default: the provisional one shipped",
        )


def _parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="bohnanza",
        description="Reference referee for Bohnanza and its editions.",
        epilog=_EXAMPLES,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    build = "compiled" if COMPILED else "pure Python"
    parser.add_argument(
        "--version", action="version", version=f"bohnanza {__version__} ({build} build)"
    )
    sub = parser.add_subparsers(dest="command", required=True, parser_class=_Parser)
    demo = sub.add_parser(
        "demo",
        help="a seeded game between random bots, move by move",
        description="A seeded game between random bots: every move checked and printed.",
    )
    _add_game(demo)
    demo.add_argument("--seed", type=_SEEDS, default=1, help="the shuffle's seed (default: 1)")
    demo.add_argument(
        "--trades", type=_probability, default=0.3, help="chance of trading in step 2 (0-1)"
    )
    demo.add_argument("--quiet", action="store_true", help="print the scores only")
    demo.set_defaults(run=_demo)
    bench = sub.add_parser(
        "bench",
        help="time seeded random games: games/s, microseconds per action, actions per game",
        description="Seeded random legal games through the public API, in CPU time; prints "
        "which build ran (compiled or pure Python) and the bots' move policy.",
    )
    _add_game(bench, sheet=False)
    bench.add_argument(
        "--games", type=_whole(1, 10**6), default=200, help="games per repeat (default: 200)"
    )
    bench.add_argument("--repeat", type=_whole(1, 1000), default=5, help="repeats (default: 5)")
    bench.add_argument(
        "--trades",
        type=_probability,
        default=None,
        help="chance of trading, 0-1 (default: both 0 and 0.3)",
    )
    bench.set_defaults(run=_bench)
    eds = sub.add_parser("editions", help="list the edition presets")
    eds.set_defaults(run=_editions)
    ver = sub.add_parser(
        "verify",
        help="replay a game record; exit 0 if legal, 1 at an illegal move, 2 if invalid",
        description=(
            "Replay a game record (docs/records.md). Exit 0: every move legal; 1: an illegal "
            "move (index, rule id and quote) or a claimed result the moves do not give; 2: "
            f"not a valid record. Records are read up to {MAX_RECORD_SIZE:,} bytes."
        ),
    )
    ver.add_argument("file", metavar="FILE", help="a game record (JSON); - reads standard input")
    ver.add_argument("--json", action="store_true", help="print the verdict as one JSON object")
    ver.add_argument(
        "--sheet",
        metavar="FILE",
        default=None,
        help="Ladybohn: the beanometer sheet the record names (default: the shipped one)",
    )
    ver.set_defaults(run=_verify)
    sim = sub.add_parser(
        "simulate",
        help="play seeded games between bots; print a summary",
        description="Seeded games between bots: win rates per seat and bot, mean coins, lengths.",
    )
    sim.add_argument("--games", type=_whole(1, 10**7), default=100, help="(default: 100)")
    _add_game(sim)
    sim.add_argument(
        "--bots",
        default="greedy,random",
        help="one per seat, cycled: random, greedy, planner (planner-1 to -3: weaker), search, "
        "cmd:COMMAND (a bot in any language, speaking the bot protocol) or "
        "package.module:attr (an importable bot, also from the current directory; "
        "see docs/bots.md)",
    )
    sim.add_argument("--seed", type=_SEEDS, default=1, help="game k uses seed SEED+k")
    sim.add_argument(
        "--records",
        metavar="DIR",
        help="write game-0001.json ... into DIR (never over an existing file)",
    )
    sim.add_argument(
        "--trades",
        type=_probability,
        default=0.0,
        help="chance that the random bot makes an offer in step 2 (0-1)",
    )
    sim.add_argument("--progress", action="store_true", help="progress bar even off a terminal")
    sim.add_argument(
        "--json",
        action="store_true",
        help="print one JSON document: the plan, figures per seat, per bot and per game",
    )
    _add_where(sim)
    sim.set_defaults(run=_simulate)
    _add_arena(sub)
    rep = sub.add_parser(
        "replay",
        help="write a game record as a web page that steps through it (--html OUT)",
        description="One self-contained web page: the table as a picture after each move, "
        "buttons and keys to step, the move in words, the refusal if a move is illegal. "
        "Exit 0: every move legal; 1: the record has an illegal move (the page shows it); "
        "2: not a valid record.",
    )
    rep.add_argument("file", metavar="RECORD", help="a game record (JSON); - reads standard input")
    rep.add_argument("--html", required=True, metavar="OUT", help="the page to write")
    rep.add_argument("--sheet", metavar="FILE", default=None, help="Ladybohn: the record's sheet")
    rep.set_defaults(run=_replay)
    play = sub.add_parser(
        "play",
        help="play a game against bots in the terminal",
        description=(
            "Play one seat against bots: cards by name, fields and players from 1, trades "
            "by variety ('offer 2 give soy ask chili'); 'help' lists the commands. Quitting "
            "saves the game (--save); --resume goes on with it. At the end a record is "
            "written that 'bohnanza verify' accepts."
        ),
    )
    _add_game(play)
    play.add_argument("--seat", type=_whole(1, 64), default=1, help="your seat, from 1 (default 1)")
    play.add_argument("--seed", type=_SEEDS, default=None, help="default: a random seed")
    play.add_argument(
        "--bots",
        default=None,
        help="for the other seats, cycled: random, greedy, planner (planner-1 to -3: weaker), "
        "search, cmd:COMMAND (a bot in any language) or package.module:attr (default: "
        "planner,greedy; "
        "with --resume: the bots of the save file that are not shipped)",
    )
    play.add_argument(
        "--colours",
        choices=("auto", "dark", "light", "none"),
        default="auto",
        help="colours for a dark or light background, or none (default: from the terminal)",
    )
    play.add_argument("--save", default=None, help="where quitting saves (bohnanza-save.json)")
    play.add_argument("--resume", default=None, metavar="FILE", help="go on with a saved game")
    play.add_argument(
        "--record", default=None, help="where the final record goes (bohnanza-game-SEED.json)"
    )
    play.set_defaults(run=_play)
    rules = sub.add_parser(
        "rules",
        help="print an edition's rule catalogue, quoted",
        description="The clauses of an edition's rulebook, by section, each quoted.",
    )
    rules.add_argument(
        "--edition",
        default=None,
        type=_edition_name,
        choices=editions(),
        metavar="EDITION",
        help="the preset: " + ", ".join(editions()) + " (default: rio-grande-2000)",
    )
    rules.add_argument("--lang", default=None, help="the preset whose rulebook is in LANG")
    rules.add_argument("--id", default=None, metavar="PREFIX", help="clauses whose id starts so")
    rules.set_defaults(run=_rules)
    _add_kit(sub)
    return parser


def _add_where(command: argparse.ArgumentParser) -> None:
    """Where ``simulate`` and ``arena`` play their games: local processes or Ray."""
    where = command.add_mutually_exclusive_group()
    where.add_argument(
        "--workers",
        type=_whole(1, 1024),
        default=1,
        metavar="N",
        help="play the games in N local processes (same results as 1; default: 1)",
    )
    where.add_argument(
        "--ray",
        nargs="?",
        const="",
        default=None,
        metavar="ADDRESS",
        help="play the games on a Ray cluster (pip install 'bohnanza[ray]'); without "
        "ADDRESS: the cluster of RAY_ADDRESS, else a local Ray started for the run",
    )


def _add_arena(sub: argparse._SubParsersAction[_Parser]) -> None:
    """``bohnanza arena`` (bohnanza.arena; docs/bots.md)."""
    arena = sub.add_parser(
        "arena",
        help="rate bots over seeded games with rotating seats (openskill); leaderboard, JSON, page",
        description="Seeded deals, each played once per rotation of its line-up over the "
        "seats (every choice of PLAYERS bots in turn); the bots rated with openskill "
        "(pip install 'bohnanza[arena]'), the leaderboard printed with 95% intervals, "
        "written as JSON (--json) and as a page with plots (--html). The same bots, "
        "player count, deals and seed give the same results however they are played.",
    )
    _add_game(arena, players=3)
    arena.add_argument(
        "--bots",
        default=None,
        help="bots, comma-separated: random, greedy, planner, planner-1 to -3, search, "
        "package.module:attr, cmd:COMMAND (a command without commas); a bot named twice "
        "is rated as two (planner, planner #2)",
    )
    arena.add_argument(
        "--bot",
        action="append",
        metavar="SPEC",
        help="one more bot (repeatable); a command with commas goes here",
    )
    arena.add_argument(
        "--deals",
        type=_whole(1, 10**6),
        default=20,
        help="deals, each played PLAYERS times (default: 20)",
    )
    arena.add_argument(
        "--seed", type=_SEEDS, default=1, help="deal k uses seed SEED+k (default: 1)"
    )
    arena.add_argument(
        "--trades",
        type=_probability,
        default=0.0,
        help="chance that the random bot makes an offer in step 2 (0-1)",
    )
    arena.add_argument(
        "--move-time",
        type=_seconds,
        default=None,
        metavar="S",
        help="an outside bot's time for one answer, in seconds (default: 5)",
    )
    arena.add_argument(
        "--game-time",
        type=_seconds,
        default=None,
        metavar="S",
        help="an outside bot's time for all its answers in a game (default: 300)",
    )
    arena.add_argument(
        "--json", metavar="FILE", help="write the leaderboard and every game as JSON"
    )
    arena.add_argument("--html", metavar="FILE", help="write a page with the leaderboard and plots")
    arena.add_argument("--progress", action="store_true", help="progress bar even off a terminal")
    _add_where(arena)
    arena.set_defaults(run=_arena)


def _add_kit(sub: argparse._SubParsersAction[_Parser]) -> None:
    """The conformance kit's commands (bohnanza.conformance; docs/conformance.md)."""
    from bohnanza.conformance.commands import (
        add_check_command,
        add_rule_arguments,
        conformance_command,
        vectors_command,
    )

    vec = sub.add_parser(
        "vectors",
        help="write golden vectors (JSON Lines) of an edition for other engines' tests",
        description="One JSON Lines file per player count: positions reaching the rare "
        "cases, every seat's legal basic moves with their successors, refused moves with "
        "their rule ids (docs/conformance.md).",
    )
    vec.add_argument(
        "--edition",
        default="rio-grande-2000",
        type=_edition_name,
        choices=editions(),
        metavar="EDITION",
        help=_EDITION_HELP,
    )
    vec.add_argument("--out", metavar="DIR", help="the folder to write into (required)")
    vec.add_argument("--games", type=_whole(1, 10_000), default=12, help="(default: 12)")
    vec.add_argument("--seed", type=_SEEDS, default=1, help="(default: 1)")
    add_rule_arguments(vec)
    vec.set_defaults(run=vectors_command)
    add_check_command(vec, _Parser)
    con = sub.add_parser(
        "conformance",
        help="play random games in lockstep with another engine and report disagreements",
        description="Speaks the JSON-lines engine protocol (docs/conformance.md) with the "
        "command's standard input and output. Exit 0: no disagreement; 1: disagreements.",
    )
    con.add_argument("--engine", required=True, metavar="CMD", help="the engine's command line")
    # No --sheet: the protocol has no way yet to hand a user's sheet to the other engine,
    # so both sides price Ladybohn by the sheet shipped in the package.
    _add_game(con, sheet=False)
    con.add_argument("--games", type=_whole(1, 10**6), default=20, help="(default: 20)")
    con.add_argument("--seed", type=_SEEDS, default=1, help="game k is dealt from SEED+k")
    con.add_argument("--trades", type=_probability, default=0.2, help="chance of a trade (0-1)")
    con.add_argument("--timeout", type=float, default=10.0, help="seconds per answer (default: 10)")
    con.add_argument(
        "--game-timeout", type=float, default=120.0, help="seconds per game (default: 120)"
    )
    con.add_argument("--json", action="store_true", help="the report as one JSON object")
    con.add_argument("--reproducers", metavar="DIR", help="write a record of each class here")
    add_rule_arguments(con)
    con.set_defaults(run=conformance_command)
