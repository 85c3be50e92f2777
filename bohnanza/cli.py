"""The command line: ``bohnanza demo``, ``bench``, ``editions``, ``verify``, ``simulate``,
``play`` and ``rules``.

Errors in the input are reported in one line on stderr, ``bohnanza: error: ...``, with
exit status 2, never as a traceback.  ``verify`` exits 0 when every move of a record is
legal, 1 at the first illegal move (or a claimed result that the moves do not give), 2
for a file that is not a valid record.  An error of the program itself is one line
``bohnanza: internal error: ...`` and status 70 (``EXIT_INTERNAL``; ``verify --json``
still prints one JSON object, verdict ``"error"``); an error writing the output is status
74 (``EXIT_OUTPUT``).
"""

from __future__ import annotations

import argparse
import errno
import io
import json
import os
import random
import sys
import textwrap
import warnings
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Literal, NoReturn, TextIO

import attrs
from rich.console import Console
from rich.markup import escape
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from bohnanza import __version__
from bohnanza._build import COMPILED
from bohnanza.actions import parse_action
from bohnanza.bench import build_name
from bohnanza.bench import policy_text as bench_policy
from bohnanza.bench import run as run_bench
from bohnanza.bots import BOTS, random_move
from bohnanza.catalogue import Clause, catalogue
from bohnanza.editions import Edition, editions
from bohnanza.editions import edition as load_edition
from bohnanza.errors import BohnanzaError, IllegalActionError, InvalidActionError, InvalidSetupError
from bohnanza.files import TooLargeError, UnreadableError, read_bytes
from bohnanza.narrate import board, describe
from bohnanza.play import Settings, resume
from bohnanza.play import play as play_game_at_terminal
from bohnanza.players import load_bot
from bohnanza.records import MAX_RECORD_SIZE, RecordError, load_record, replay
from bohnanza.referee import Outcome, apply, check, outcome
from bohnanza.setup import new_game
from bohnanza.sheets import ProvisionalDataWarning, apply_sheet, register_sheet, resolve_sheet
from bohnanza.simulation import Plan, Tally, make_bot
from bohnanza.simulation import results as sim_results
from bohnanza.state import GameState, Step

__all__ = ["main"]


#: The line printed when a game is priced by a provisional beanometer sheet (Ladybohn).
PROVISIONAL_NOTE = (
    "note: the Ladybohn beanometers are provisional (not the printed cards); "
    "pass the real sheet with --sheet FILE"
)
#: The same, for the commands that price Ladybohn by the shipped sheet only.
SHIPPED_SHEET_NOTE = (
    "note: the Ladybohn beanometers are provisional (not the printed cards); "
    "this command prices them by the sheet shipped in the package"
)


def _game_edition(args: argparse.Namespace) -> Edition:
    """The edition of ``--edition``, its deck priced by ``--sheet`` where it has kinds
    (Ladybohn); a provisional sheet gets one note on stderr, not a Python warning."""
    ed = load_edition(args.edition)
    sheet = getattr(args, "sheet", None)
    if not ed.deck.has_kinds:
        if sheet is not None:
            raise InvalidSetupError(f"{ed.name} prints its beanometers: it takes no --sheet")
        return ed
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always", ProvisionalDataWarning)
        priced = resolve_sheet(ed.deck, sheet)
    if any(issubclass(w.category, ProvisionalDataWarning) for w in caught):
        print(PROVISIONAL_NOTE, file=sys.stderr)
    return attrs.evolve(ed, deck=apply_sheet(ed.deck, priced))


_DEMO_NAMES = ("Anna", "Ben", "Cleo", "Dan", "Eva", "Finn", "Gil")


def _table_text(state: GameState, language: str) -> str:
    """The board told for people in English; a French game's table in French
    (``str(state)``: the words of its rulebook)."""
    return board(state, language) if language == "en" else escape(str(state))


def _demo(args: argparse.Namespace) -> int:
    # Names rather than P0, P1...: the players are numbered from 1 on the board.
    seats: int | list[str] = args.players
    if 0 < args.players <= len(_DEMO_NAMES):
        seats = list(_DEMO_NAMES[: args.players])
    state = new_game(_game_edition(args), seats, seed=args.seed)
    rng = random.Random(args.seed)
    out = sys.stdout
    # Cards by name and in colour on a terminal; plain text elsewhere.
    console = Console(file=out, highlight=False, soft_wrap=True)
    language = state.table.edition.language
    if not args.quiet:
        print(f"# {load_edition(args.edition).title}; seed {args.seed}", file=out)
    count = 0
    turn = 0
    while state.step is not Step.OVER:
        if not args.quiet and state.turn != turn:
            turn = state.turn
            console.print(_table_text(state, language))  # the table at each turn's start
        move = random_move(state, rng, args.trades)
        refusal = check(state, move)  # the referee checks every move before it is played
        if refusal is not None:  # pragma: no cover - a bot only proposes legal moves
            print(f"refused: {refusal}", file=sys.stderr)
            return 1
        before = state
        state = apply(state, move)
        count += 1
        if not args.quiet:
            console.print(f"{count:4} {describe(before, move, language)}")
    result = outcome(state)
    assert result is not None
    if not args.quiet:
        console.print(_table_text(state, language))
    names = state.table.names
    print(f"game over after {count} moves, {state.turn} turns", file=out)
    for seat, coins in enumerate(result.scores):
        mark = " (winner)" if seat in result.winners else ""
        print(
            f"  {_safe(names[seat])}: {coins} coins, {result.hand_sizes[seat]} cards in hand{mark}"
        )
    return 0


def _bench(args: argparse.Namespace) -> int:
    configs = [args.trades] if args.trades is not None else [0.0, 0.3]
    print(
        f"bohnanza {__version__}, {build_name(COMPILED)} build (bohnanza.COMPILED is "
        f"{COMPILED}); CPU time, medians over the repeats",
        flush=True,
    )
    print(bench_policy(), flush=True)
    for trades in configs:
        print(run_bench(args.edition, args.players, args.games, trades, args.repeat), flush=True)
    return 0


def _editions(_: argparse.Namespace) -> int:
    for name in editions():
        ed = load_edition(name)
        counts = ",".join(map(str, ed.player_counts))
        print(f"{name}: {ed.title} [rulebook {ed.rulebook}, {ed.language}, players {counts}]")
    return 0


def _fail(message: str) -> int:
    print(f"bohnanza: error: {' '.join(message.split())}", file=sys.stderr)
    return 2


def _describe(state: GameState) -> str:
    """Where an unfinished game stands: turn, step, active seat, seats to move."""
    waiting = ", ".join(map(str, state.to_move)) or "none"
    return (
        f"turn {state.turn}, step {state.step.number} ({state.step.name.lower()}), "
        f"active seat {state.active}, to move: {waiting}"
    )


def _safe(text: str) -> str:
    """``text`` with every character that is not printable escaped: a name from a record
    cannot move the cursor, clear the screen or forge a line of the verdict (R18)."""
    if text.isprintable():
        return text
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def _print_scores(state: GameState, result: Outcome, out: TextIO) -> None:
    for seat, coins in enumerate(result.scores):
        mark = " (winner)" if seat in result.winners else ""
        print(
            f"  {_safe(state.table.names[seat])}: {coins} coins, "
            f"{result.hand_sizes[seat]} cards in hand{mark}",
            file=out,
        )


# ---------------------------------------------------------------------------------------
# verify


def _read_record(name: str) -> bytes:
    """The bytes of a record file (``-``: standard input), at most ``MAX_RECORD_SIZE``.

    Only regular files are opened: a FIFO would block and a device would never end
    (finding R7).  Reading stops one byte past the limit, so memory stays bounded.

    Raises:
        OSError: the file cannot be read, or is not a regular file.
        RecordError: the file is larger than the limit.
    """
    too_large = False
    if name == "-":
        stream = sys.stdin.buffer if sys.stdin is not None else None
        if stream is None:
            raise OSError(errno.EBADF, "standard input is closed")
        data = stream.read(MAX_RECORD_SIZE + 1)
    else:
        try:  # a regular file only, read to one byte past the limit (bohnanza.files)
            data = read_bytes(name, MAX_RECORD_SIZE)
        except TooLargeError:
            data = b""
            too_large = True
        except UnreadableError as exc:
            raise OSError(errno.EINVAL, str(exc)) from None
    if too_large or len(data) > MAX_RECORD_SIZE:
        raise RecordError(f"a record has at most {MAX_RECORD_SIZE:,} bytes; this file has more")
    return data


def _verify(args: argparse.Namespace) -> int:
    as_json: bool = args.json

    def invalid(message: str, **extra: object) -> int:
        if as_json:
            print(json.dumps({"verdict": "invalid", **extra, "error": message}, ensure_ascii=False))
            return 2
        return _fail(f"{args.file}: {message}")

    if args.sheet is not None:
        try:
            register_sheet(args.sheet)
        except InvalidSetupError as exc:
            return invalid(str(exc))
    try:
        record = load_record(_read_record(args.file))
        result = replay(record)
    except OSError as exc:
        return invalid(f"cannot read the file: {exc.strerror or exc}")
    except RecordError as exc:
        return invalid(str(exc))
    final = result.final
    if not as_json and any(card.beanometer.provisional for card in final.table.cards):
        # The replay priced the game by a provisional sheet (Ladybohn's shipped one); with
        # --json the output is the verdict alone, on stdout, and nothing on stderr.
        print(PROVISIONAL_NOTE, file=sys.stderr)
    refusal = result.refusal
    if refusal is not None:
        move = str(refusal.action)
        if isinstance(refusal.error, InvalidActionError):
            return invalid(
                f"$.actions[{refusal.index}].move: {refusal.error}", index=refusal.index, move=move
            )
        error: IllegalActionError = refusal.error
        if as_json:
            verdict = {
                "verdict": "illegal",
                "index": refusal.index,
                "move": move,
                "rule": error.rule,
                "reason": error.reason,
                "message": str(error),
            }
            print(json.dumps(verdict, ensure_ascii=False))
        else:
            print(f"illegal move at index {refusal.index}: {move}")
            print(f"rule: {error.rule}")
            print(str(error))
            # The move in words and the table it was played on, cards by name.
            language = final.table.edition.language
            console = Console(file=sys.stdout, highlight=False, soft_wrap=True)
            told = describe(final, parse_action(move), language)
            console.print(f"in words: {told}")
            console.print("the position before it:")
            console.print(board(final, language))
        return 1
    reached = outcome(final)
    summary: dict[str, object] = {
        "moves": result.applied,
        "over": reached is not None,
        "turn": final.turn,
    }
    if reached is not None:
        summary |= {"scores": list(reached.scores), "winners": list(reached.winners)}
    else:
        summary |= {
            "step": final.step.name.lower(),
            "active": final.active,
            "to_move": list(final.to_move),
        }
    if result.mismatch is not None:
        if as_json:
            print(json.dumps({"verdict": "mismatch", **summary, "message": result.mismatch}))
        else:
            print(f"result mismatch: {result.mismatch}")
        return 1
    if as_json:
        print(json.dumps({"verdict": "legal", **summary}, ensure_ascii=False))
    elif reached is not None:
        print(f"legal: {result.applied} moves, game over after {final.turn} turns")
        _print_scores(final, reached, sys.stdout)
    else:
        print(f"legal: {result.applied} moves; the game is not over: {_describe(final)}")
    return 0


# ---------------------------------------------------------------------------------------
# simulate


def _bot_names(text: str) -> list[str]:
    names = [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in BOTS]
    if not names or unknown:
        raise BohnanzaError(
            f"unknown bot {', '.join(map(repr, unknown)) or repr(text)}; bots: {', '.join(BOTS)}"
        )
    return names


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], justify: str) -> None:
    """A plain table on standard output (rich: aligned columns, no borders, no colour off
    a terminal), one header line then one line a row."""
    sides: dict[str, Literal["left", "right"]] = {"l": "left", "r": "right"}
    table = Table(box=None, pad_edge=False, show_edge=False, header_style="bold")
    for title, side in zip(head, justify, strict=True):
        table.add_column(title, justify=sides[side], no_wrap=True)
    for row in rows:
        table.add_row(*row)
    Console(file=sys.stdout, highlight=False, width=200).print(table)


def _record_paths(folder: Path, games: int) -> list[Path]:
    """The record files ``simulate`` will write, refusing any that exists already: records
    are never overwritten, and a planted symlink is never followed (finding R18)."""
    digits = max(4, len(str(games)))
    paths = [folder / f"game-{game + 1:0{digits}d}.json" for game in range(games)]
    for path in paths:
        if os.path.lexists(path):
            raise BohnanzaError(
                f"{path} exists: simulate does not overwrite records (choose an empty folder)"
            )
    return paths


def _write_new(path: Path, text: str) -> None:
    # O_EXCL: fails if the name exists by now, symlinks included; O_NOFOLLOW for the same.
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    descriptor = os.open(path, flags, 0o644)
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(text)


def _sim_specs(text: str) -> list[str]:
    specs = [spec.strip() for spec in text.split(",") if spec.strip()]
    if not specs:
        raise BohnanzaError(
            f"no bot in --bots {text[:60]!r}; bots: random, greedy, planner, planner-1 to planner-3"
        )
    return specs


def _simulate(args: argparse.Namespace) -> int:
    specs = _sim_specs(args.bots)
    ed = _game_edition(args)
    new_game(ed, args.players, seed=args.seed)  # the setup is valid: fail early
    seats = [specs[seat % len(specs)] for seat in range(args.players)]
    folder: Path | None = Path(args.records) if args.records else None
    plan = Plan(ed, tuple(seats), args.trades, records=folder is not None)
    for spec in dict.fromkeys(seats):
        make_bot(spec, args.trades)  # a bad spec fails before any game is played
    paths: list[Path] = []
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
        paths = _record_paths(folder, args.games)
    show = args.progress or sys.stderr.isatty()
    tally = Tally(plan, args.seed, per_game=args.json)
    console = Console(file=sys.stderr, force_terminal=args.progress or None)
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("games"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
        console=console,
        disable=not show,
    )
    seeds = range(args.seed, args.seed + args.games)
    with progress:
        task = progress.add_task("simulate", total=args.games)
        # In seed order, wherever they were played: the sums add the same floats in the
        # same order as a serial run.
        played = sim_results(
            plan,
            seeds,
            workers=args.workers,
            ray_address=args.ray,
            advance=lambda n: progress.advance(task, n),
        )
        for game, result in enumerate(played):
            tally.add(result)
            if folder is not None and result.record is not None:
                _write_new(paths[game], result.record)
    games = args.games
    if args.json:
        document = tally.to_dict(args.edition)
        if folder is not None:
            document["records"] = str(folder)
        print(json.dumps(document, indent=2))
        return 0
    print(
        f"{games} games of {args.edition}, {args.players} players, seeds {args.seed}-"
        f"{args.seed + games - 1}, trades {args.trades:g}"
    )
    by_seat = [
        (
            str(seat),
            tally.names[seat],
            f"{tally.wins[seat]:.2f}",
            f"{tally.wins[seat] / games:.1%}",
            f"{tally.coins[seat] / games:.2f}",
        )
        for seat in range(args.players)
    ]
    _table(("seat", "bot", "wins", "win rate", "mean coins"), by_seat, "rlrrr")
    by_bot = [
        (name, ",".join(map(str, mine)), f"{won:.2f}", f"{won / games:.1%}", f"{mean:.2f}")
        for _, name, mine, won, mean in tally.by_bot()
    ]
    _table(("bot", "seats", "wins", "win rate", "mean coins"), by_bot, "llrrr")
    print(f"mean game length: {tally.moves / games:.1f} moves, {tally.turns / games:.1f} turns")
    if folder is not None:
        print(f"records: {games} files in {folder}")
    return 0


# ---------------------------------------------------------------------------------------
# replay --html


def _replay(args: argparse.Namespace) -> int:
    from bohnanza.viewer import page, write_page

    if args.sheet is not None:
        register_sheet(args.sheet)
    try:
        record = load_record(_read_record(args.file))
        text, legal = page(record)
    except OSError as exc:
        return _fail(f"{args.file}: cannot read the file: {exc.strerror or exc}")
    except RecordError as exc:
        return _fail(f"{args.file}: {exc}")
    write_page(args.html, text)
    print(f"{args.html}: {'every move legal' if legal else 'ends at an illegal move'}")
    return 0 if legal else 1


# ---------------------------------------------------------------------------------------
# play


def _play(args: argparse.Namespace) -> int:
    if isinstance(sys.stdin, io.TextIOWrapper):
        # Bytes that are not text in the input's encoding become U+FFFD, a malformed move
        # that is answered, rather than an error that ends the game (finding R16).
        sys.stdin.reconfigure(errors="replace")
    if args.resume:
        named = tuple(_sim_specs(args.bots)) if args.bots else ()
        return resume(
            args.resume, sys.stdin, sys.stdout, args.save, named, args.sheet, args.colours
        )
    specs = _sim_specs(args.bots or "planner,greedy")
    for spec in dict.fromkeys(specs):
        load_bot(spec)  # a bad spec fails before the game starts
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    state = new_game(_game_edition(args), args.players, seed=seed)
    you: int = args.seat - 1
    count = len(state.players)
    if not 0 <= you < count:
        return _fail(f"--seat {args.seat} does not exist (players are 1-{count})")
    settings = Settings(
        args.edition,
        args.players,
        seed,
        you,
        tuple(specs),
        args.save or "bohnanza-save.json",
        args.record or "",
        args.sheet or "",
        args.colours,
    )
    return play_game_at_terminal(settings, sys.stdin, sys.stdout)


# ---------------------------------------------------------------------------------------
# rules


def _rules(args: argparse.Namespace) -> int:
    known = {name: load_edition(name) for name in editions()}
    if args.edition is not None:
        if args.edition not in known:
            return _fail(f"unknown edition {args.edition!r}; known: {', '.join(known)}")
        chosen = known[args.edition]
        if args.lang is not None and chosen.language != args.lang:
            return _fail(f"edition {chosen.name} is in {chosen.language!r}, not {args.lang!r}")
    elif args.lang is not None:
        matching = [ed for ed in known.values() if ed.language == args.lang]
        if not matching:
            languages = ", ".join(sorted({ed.language for ed in known.values()}))
            return _fail(f"no preset in language {args.lang!r}; languages: {languages}")
        chosen = matching[0]
    else:
        chosen = known["rio-grande-2000"]
    book = chosen.rulebook
    prefix: str = args.id or ""
    named = prefix.split("/", 1)[0] if "/" in prefix else ""
    if named and args.edition is None and args.lang is None:
        # A full id (a refusal's .rule) names its rulebook: no --edition needed.  The aid
        # 004 is no preset's rulebook; its clauses are shown under the preset it witnesses.
        books = {c.rulebook for c in catalogue().values()}
        if named not in books:
            return _fail(
                f"no rulebook {named!r} in the catalogue; known: {', '.join(sorted(books))}"
            )
        book = named
        chosen = next((ed for ed in known.values() if ed.rulebook == named), chosen)
    clauses = [
        c
        for c in catalogue().values()
        if c.rulebook == book and (c.id.startswith(prefix) or c.key.startswith(prefix))
    ]
    if not clauses:
        return _fail(f"no clause of rulebook {book} has an id starting with {prefix!r}")
    sections: dict[str, list[Clause]] = {}
    for c in clauses:
        sections.setdefault(c.section, []).append(c)
    if chosen.rulebook == book:
        print(f"# rulebook {book} ({chosen.name}, {chosen.language}): {len(clauses)} clauses")
    else:
        print(f"# rulebook {book}: {len(clauses)} clauses")
    for section, members in sections.items():
        print(f"\n## {section}")
        for c in members:
            print(f"{c.id} [{c.kind}{', implied' if c.implied else ''}]")
            print(
                textwrap.fill(c.quote, width=100, initial_indent="    ", subsequent_indent="    ")
            )
    return 0


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
        help="one per seat, cycled: random, greedy, planner (planner-1 to -3: weaker), or "
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
    where = sim.add_mutually_exclusive_group()
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
    sim.set_defaults(run=_simulate)
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
        help="for the other seats, cycled: random, greedy, planner (planner-1 to -3: weaker) or "
        "package.module:attr (default: planner,greedy; with --resume: the bots of the save "
        "file that are not shipped)",
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


#: The exit status of an error of the program itself (sysexits' EX_SOFTWARE).
EXIT_INTERNAL = 70
#: The exit status when the output cannot be written (sysexits' EX_IOERR).
EXIT_OUTPUT = 74


def _tolerant_streams() -> None:
    # Text that the terminal's encoding cannot show is escaped, not a crash (R6).
    for stream in (sys.stdout, sys.stderr):
        if isinstance(stream, io.TextIOWrapper):
            stream.reconfigure(errors="backslashreplace")


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); returns the exit status.

    Errors in the input are one line on stderr and status 2 (``verify`` has its own
    statuses: 0 legal, 1 illegal, 2 invalid); an internal error is one line and status
    ``EXIT_INTERNAL``, an output error status ``EXIT_OUTPUT``.  Usage errors are status 2,
    ``--help`` and ``--version`` status 0.
    """
    _tolerant_streams()
    # A provisional sheet is announced by one plain line (_game_edition), not a warning.
    warnings.simplefilter("ignore", ProvisionalDataWarning)
    try:
        args = _parser().parse_args(argv)
    except SystemExit as exc:  # a usage error (2), --help or --version (0): already printed
        return exc.code if isinstance(exc.code, int) else 0
    try:
        status: int = args.run(args)
        sys.stdout.flush()
    except BohnanzaError as exc:
        return _fail(str(exc))
    except BrokenPipeError:
        # The reader went away (``bohnanza rules | head``): stop quietly, as cat does.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):  # pragma: no cover - stdout is not a real file
            pass
        return 141
    except OSError as exc:
        if exc.filename is None:  # no file named: writing standard output failed
            _quiet_stdout()
            print(
                f"bohnanza: error: cannot write the output: {exc.strerror or exc}", file=sys.stderr
            )
            return EXIT_OUTPUT
        return _fail(f"{exc.filename} {exc.strerror or exc}".strip())
    except Exception as exc:  # every other error is a bug of bohnanza itself (R19)
        message = f"{type(exc).__name__}: {exc}"[:300]
        if getattr(args, "json", False):
            print(json.dumps({"verdict": "error", "error": message}))
        print(
            f"bohnanza: internal error: {' '.join(message.split())} (please report it)",
            file=sys.stderr,
        )
        return EXIT_INTERNAL
    return status


def _quiet_stdout() -> None:
    """Drop what is left in standard output's buffer, so that leaving does not retry it."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):  # pragma: no cover - stdout is not a real file
        pass


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
