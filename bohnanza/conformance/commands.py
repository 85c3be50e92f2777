"""The ``bohnanza vectors`` and ``bohnanza conformance`` commands (registered in cli.py)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from bohnanza.conformance.files import check_new, prepare_folder, write_new
from bohnanza.conformance.runner import run
from bohnanza.conformance.vectors import write_vectors
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError

__all__ = ["conformance_command", "vectors_command"]


def _note_provisional(edition_name: str) -> None:
    """Both commands price a Ladybohn game by the shipped provisional sheet: the command
    line says so in one line, as for every other game it prices so."""
    from bohnanza.cli import SHIPPED_SHEET_NOTE

    try:
        deck = edition(edition_name).deck
    except InvalidSetupError:
        return  # the command refuses the name itself, with its own message
    if deck.has_kinds:
        print(SHIPPED_SHEET_NOTE, file=sys.stderr)


def vectors_command(args: argparse.Namespace) -> int:
    out = Path(args.out)
    _note_provisional(args.edition)
    paths = write_vectors(args.edition, out, games=args.games, seed=args.seed)
    total = 0
    for path in paths:
        size = path.stat().st_size
        total += size
        cases = sum(1 for _ in path.open(encoding="utf-8")) - 1
        print(f"{path}: {cases} cases, {size:,} bytes")
    print(f"{len(paths)} files, {total:,} bytes")
    return 0


def conformance_command(args: argparse.Namespace) -> int:
    _note_provisional(args.edition)
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
    )
    written: dict[tuple[str, str, str], str] = {}
    if args.reproducers:
        folder = Path(args.reproducers)
        found = [
            (key, finding)
            for key, finding in sorted(report.examples.items())
            if finding.reproducer is not None
        ]
        paths = [folder / f"disagreement-{n:02d}.json" for n in range(1, len(found) + 1)]
        prepare_folder(folder)
        check_new(paths, "conformance --reproducers")
        for path, (key, finding) in zip(paths, found, strict=True):
            write_new(path, json.dumps(finding.reproducer, indent=1) + "\n")
            written[key] = str(path)
    if args.json:
        print(json.dumps(report.to_json(), ensure_ascii=False))
    else:
        print(report.text(written))
        if report.disagreements and not args.reproducers:
            print("\n(--reproducers DIR writes a record of each class for bohnanza verify)")
    return 1 if report.disagreements else 0
