"""The command line's ``simulate``: seeded games between bots, in this process, in worker
processes or on Ray, summed up in tables or as JSON, their records written if asked.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Literal

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from bohnanza.bots import BOTS
from bohnanza.cli.common import _game_edition, _sim_specs
from bohnanza.errors import BohnanzaError
from bohnanza.files import UnwritableError, check_folder, display, write_output
from bohnanza.setup import new_game
from bohnanza.simulation import Plan, Tally, make_bot
from bohnanza.simulation import results as sim_results


def _bot_names(text: str) -> list[str]:
    names = [name.strip() for name in text.split(",") if name.strip()]
    unknown = [name for name in names if name not in BOTS]
    if not names or unknown:
        raise BohnanzaError(
            f"unknown bot {', '.join(map(repr, unknown)) or repr(text)}; bots: {', '.join(BOTS)}"
        )
    return names


#: The most characters a cell of ``_table`` shows: a longer text (a bot's name) is cut
#: there with an ellipsis, as the bot protocol cuts a handshake's name, so that every row
#: fits its line with its numbers whole.
_CELL = 60


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], justify: str) -> None:
    """A plain table on standard output (rich: aligned columns, no borders, no colour off
    a terminal), one header line then one line a row; a cell longer than ``_CELL``
    characters is cut there."""
    sides: dict[str, Literal["left", "right"]] = {"l": "left", "r": "right"}
    table = Table(box=None, pad_edge=False, show_edge=False, header_style="bold")
    for title, side in zip(head, justify, strict=True):
        table.add_column(title, justify=sides[side], no_wrap=True)
    for row in rows:
        table.add_row(*(cell if len(cell) <= _CELL else cell[: _CELL - 1] + "…" for cell in row))
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
    # bohnanza.files: a new regular file, written whole beside and then linked to its name,
    # which fails if the name exists by now (a symlink included): never over anything.
    write_output(path, text, replace=False)


def _make_folder(folder: Path) -> None:
    """The records' folder, made if missing; a folder that cannot be made or written is
    refused before any game is played (status 74)."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        raise UnwritableError(
            f"cannot write the records into {display(folder)}: it is not a folder"
        ) from None
    except OSError as exc:
        reason = (exc.strerror or type(exc).__name__).lower()
        raise UnwritableError(
            f"cannot write the records into {display(folder)}: {reason}"
        ) from None
    check_folder(folder / "game.json")


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
        _make_folder(folder)
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
