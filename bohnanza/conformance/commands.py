"""The ``bohnanza vectors``, ``bohnanza vectors check`` and ``bohnanza conformance``
commands (registered in bohnanza/cli/parser.py)."""

from __future__ import annotations

import argparse
import contextlib
import json
import signal
import sys
import threading
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from bohnanza.conformance.files import check_new, prepare_folder, write_new
from bohnanza.conformance.report import Key
from bohnanza.conformance.runner import run
from bohnanza.conformance.vectors import write_vectors
from bohnanza.digits import integer
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError

__all__ = [
    "add_check_command",
    "add_rule_arguments",
    "conformance_command",
    "read_options",
    "vectors_command",
]


def add_rule_arguments(parser: argparse.ArgumentParser) -> None:
    """``--option KEY=VALUE`` and ``--variant NAME``, both repeatable."""
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a rule option for every game (protection=planted-fields; a JSON value such as "
        "hand_size=[6] or a plain word); repeatable",
    )
    parser.add_argument(
        "--variant",
        action="append",
        default=[],
        metavar="NAME",
        help="a named variant of the edition's rulebook (beginners); repeatable",
    )


def read_options(pairs: Sequence[str]) -> dict[str, object]:
    """``KEY=VALUE`` pairs as rule options: a whole number, a JSON array or
    ``true``/``false``, or else the word itself (``new_game`` checks names and values).

    Raises:
        InvalidSetupError: a pair without ``=``, or a key given twice.
    """
    out: dict[str, object] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        key = key.strip()
        if not sep or not key:
            raise InvalidSetupError(f"--option {pair[:60]!r}: expected KEY=VALUE")
        if key in out:
            raise InvalidSetupError(f"--option {key[:40]!r} is given twice")
        out[key] = _value(text.strip())
    return out


def _value(text: str) -> object:
    number = integer(text)
    if number is not None:
        return number
    if text in ("true", "false"):
        return text == "true"
    if text.startswith("[") and len(text) <= 200:
        try:
            found = json.loads(text)
        except ValueError:
            return text
        if isinstance(found, list) and all(isinstance(v, str) or type(v) is int for v in found):
            return tuple(found)
    return text


def add_check_command(vectors: argparse.ArgumentParser, parser_class: type) -> None:
    """``bohnanza vectors check --engine CMD FILE...``."""
    sub: Any = vectors.add_subparsers(dest="vectors_command", parser_class=parser_class)
    check = sub.add_parser(
        "check",
        help="run golden vectors against an engine over the protocol",
        description="Loads each case's position into the engine (set_position), compares "
        "its basic moves, applies each legal move (with the order of any new deck) and each "
        "sampled trade or offer and compares the position after it, asks about each refused "
        "move, and compares the scores of finished games (docs/conformance.md). "
        "Exit 0: no disagreement; 1: disagreements.",
    )
    check.add_argument("--engine", required=True, metavar="CMD", help="the engine's command line")
    check.add_argument("files", nargs="+", metavar="FILE", help="vector files (.jsonl)")
    check.add_argument("--timeout", type=float, default=10.0, help="seconds per answer")
    check.add_argument("--json", action="store_true", help="the report as one JSON object")


def _note_provisional(edition_name: str) -> None:
    """Both commands price a Ladybohn game by the shipped provisional sheet: the command
    line says so in one line, as for every other game it prices so."""
    from bohnanza.sheets import SHIPPED_SHEET_NOTE

    try:
        deck = edition(edition_name).deck
    except InvalidSetupError:
        return  # the command refuses the name itself, with its own message
    if deck.has_kinds:
        print(SHIPPED_SHEET_NOTE, file=sys.stderr)


class _Stopped(BaseException):
    """The runner was told to stop (SIGTERM).

    A ``BaseException``, as ``KeyboardInterrupt`` is: the signal's handler raises it
    wherever the runner is, and the referee's own nets (``check`` turns any ``Exception``
    of a malformed move into a refusal) must not take it for a move's error and go on."""


@contextlib.contextmanager
def _stoppable() -> Iterator[None]:
    """Run a command that hosts an engine so that an interruption (Ctrl-C, SIGINT) or a
    SIGTERM ends it cleanly: the runner's ``finally`` ends the engine and all it started,
    and the command says so in one line (status 130 or 143), without a traceback."""
    previous = None
    if threading.current_thread() is threading.main_thread():

        def stop(signum: int, frame: object) -> None:
            raise _Stopped

        previous = signal.signal(signal.SIGTERM, stop)
    try:
        yield
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


def _stopped(status: int, why: str) -> int:
    print(f"bohnanza: {why}: the run was stopped; the engine and its processes were ended",
          file=sys.stderr)  # fmt: skip
    return status


def vectors_command(args: argparse.Namespace) -> int:
    try:
        with _stoppable():
            return _vectors_command(args)
    except KeyboardInterrupt:
        return _stopped(130, "interrupted")
    except _Stopped:
        return _stopped(143, "terminated")


def _vectors_command(args: argparse.Namespace) -> int:
    if getattr(args, "vectors_command", None) == "check":
        from bohnanza.conformance.check import check_files

        report = check_files(args.engine, [Path(f) for f in args.files], timeout=args.timeout)
        print(json.dumps(report.to_json(), ensure_ascii=False) if args.json else report.text())
        return 1 if report.disagreements else 0
    if not args.out:
        raise InvalidSetupError("vectors: --out DIR is required (or: vectors check ...)")
    out = Path(args.out)
    _note_provisional(args.edition)
    paths = write_vectors(
        args.edition,
        out,
        games=args.games,
        seed=args.seed,
        options=read_options(args.option),
        variants=tuple(args.variant),
    )
    total = 0
    for path in paths:
        size = path.stat().st_size
        total += size
        cases = sum(1 for _ in path.open(encoding="utf-8")) - 1
        print(f"{path}: {cases} cases, {size:,} bytes")
    print(f"{len(paths)} files, {total:,} bytes")
    return 0


def conformance_command(args: argparse.Namespace) -> int:
    try:
        with _stoppable():
            return _conformance_command(args)
    except KeyboardInterrupt:
        return _stopped(130, "interrupted")
    except _Stopped:
        return _stopped(143, "terminated")


def _conformance_command(args: argparse.Namespace) -> int:
    _note_provisional(args.edition)
    options = read_options(args.option)
    if args.reproducers:
        # Refused before the games, not after them: a folder with reproducers in it.
        folder = Path(args.reproducers)
        prepare_folder(folder)
        check_new(sorted(folder.glob("disagreement-*.json")), "conformance --reproducers")
    report = run(
        args.engine,
        edition_name=args.edition,
        players=args.players,
        games=args.games,
        seed=args.seed,
        trades=args.trades,
        timeout=args.timeout,
        game_timeout=args.game_timeout,
        options=options,
        variants=tuple(args.variant),
    )
    written: dict[Key, str] = {}
    if args.reproducers:
        folder = Path(args.reproducers)
        found = [
            (key, kept[0])
            for key, kept in sorted(report.examples.items())
            if kept[0].reproducer is not None
        ]
        paths = [folder / f"disagreement-{n:02d}.json" for n in range(1, len(found) + 1)]
        prepare_folder(folder)
        check_new(paths, "conformance --reproducers")
        for path, (key, finding) in zip(paths, found, strict=True):
            write_new(path, json.dumps(finding.reproducer, indent=1) + "\n")
            written[key] = str(path)
    if args.json:
        print(json.dumps(report.to_json(written), ensure_ascii=False))
    else:
        print(report.text(written))
        if report.disagreements and not args.reproducers:
            print("\n(--reproducers DIR writes a record of each class for bohnanza verify)")
    return 1 if report.disagreements else 0
