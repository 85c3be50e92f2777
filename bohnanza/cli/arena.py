"""The command line's ``arena``: seeded games between bots, seats rotated, rated with
openskill; the leaderboard printed, written as JSON and as a page with plots
(``bohnanza.arena``).
"""

from __future__ import annotations

import argparse
import json
import sys

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from bohnanza.arena import arena_games, html_page, openskill_models, report
from bohnanza.cli.common import _game_edition, _sim_specs
from bohnanza.cli.simulate import _table
from bohnanza.errors import BohnanzaError
from bohnanza.protocol.bot import DEFAULT_LIMITS, Limits
from bohnanza.records.html import write_page
from bohnanza.setup import new_game


def _specs(args: argparse.Namespace) -> list[str]:
    specs = [*(_sim_specs(args.bots) if args.bots else []), *(s.strip() for s in args.bot or [])]
    specs = [spec for spec in specs if spec]
    if len(specs) < 2:
        raise BohnanzaError("the arena needs two bots or more (--bots A,B or --bot SPEC ...)")
    return specs


def _arena(args: argparse.Namespace) -> int:
    specs = _specs(args)
    openskill_models()  # missing, it is said before any game is played
    ed = _game_edition(args)
    new_game(ed, args.players, seed=args.seed)  # the setup is valid: fail early
    total = args.deals * args.players
    limits = Limits(
        move=args.move_time or DEFAULT_LIMITS.move,
        game=args.game_time or DEFAULT_LIMITS.game,
        start=DEFAULT_LIMITS.start,
    )
    show = args.progress or sys.stderr.isatty()
    progress = Progress(
        TextColumn("arena"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=Console(file=sys.stderr, force_terminal=args.progress or None),
        disable=not show,
    )
    with progress:
        task = progress.add_task("arena", total=total)
        games = list(
            arena_games(
                ed,
                specs,
                args.players,
                args.deals,
                args.seed,
                trades=args.trades,
                limits=limits,
                workers=args.workers,
                ray_address=args.ray,
                advance=lambda n: progress.advance(task, n),
            )
        )
    document = report(
        args.edition, args.players, args.deals, args.seed, specs, games, args.trades, limits
    )
    text = json.dumps(document, indent=2)
    # Each through a new file renamed over the path: a symbolic link there is replaced,
    # never followed.
    if args.json:
        write_page(args.json, text + "\n")
    if args.html:
        write_page(args.html, html_page(document))
    print(
        f"{len(games)} games of {args.edition}, {args.players} players, {args.deals} deals "
        f"(seeds {args.seed}-{args.seed + args.deals - 1}), each played in every rotation"
    )
    rows = [
        (
            str(s["rank"]),
            s["name"],
            str(s["games"]),
            f"{s['mu']:.2f} [{s['rating_ci'][0]:.2f}, {s['rating_ci'][1]:.2f}]",
            f"{s['win_rate']:.1%} [{s['win_rate_ci'][0]:.1%}, {s['win_rate_ci'][1]:.1%}]",
            f"{s['mean_coins']:.2f} [{s['mean_coins_ci'][0]:.2f}, {s['mean_coins_ci'][1]:.2f}]",
            str(s["faults"]),
        )
        for s in document["leaderboard"]
    ]
    _table(
        ("#", "bot", "games", "rating [95%]", "win rate [95%]", "mean coins [95%]", "faults"),
        rows,
        "rlrrrrr",
    )
    print(
        "rating: openskill Plackett-Luce mu, 95% interval mu +- 1.96 sigma, sorted by mu - 3 sigma"
    )
    for what, path in (("JSON", args.json), ("page", args.html)):
        if path:
            print(f"{what}: {path}")
    return 0
