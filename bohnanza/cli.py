"""The command line: ``bohnanza demo``, ``bohnanza bench``, ``bohnanza editions``.

Errors in the input are reported in one line on stderr with exit status 2, never as a
traceback.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Sequence

from bohnanza.bench import run as run_bench
from bohnanza.bots import random_move
from bohnanza.editions import edition as load_edition
from bohnanza.editions import editions
from bohnanza.errors import BohnanzaError
from bohnanza.referee import apply, check, outcome
from bohnanza.setup import new_game
from bohnanza.state import Step

__all__ = ["main"]


def _demo(args: argparse.Namespace) -> int:
    state = new_game(args.edition, args.players, seed=args.seed)
    rng = random.Random(args.seed)
    out = sys.stdout
    if not args.quiet:
        print(f"# {load_edition(args.edition).title}; seed {args.seed}", file=out)
        print(state, file=out)
    count = 0
    while state.step is not Step.OVER:
        move = random_move(state, rng, args.trades)
        refusal = check(state, move)  # the referee checks every move before it is played
        if refusal is not None:  # pragma: no cover - a bot only proposes legal moves
            print(f"refused: {refusal}", file=sys.stderr)
            return 1
        state = apply(state, move)
        count += 1
        if not args.quiet:
            print(f"{count:4} {move}", file=out)
    result = outcome(state)
    assert result is not None
    if not args.quiet:
        print(state, file=out)
    names = state.table.names
    print(f"game over after {count} moves, {state.turn} turns", file=out)
    for seat, coins in enumerate(result.scores):
        mark = " (winner)" if seat in result.winners else ""
        print(f"  {names[seat]}: {coins} coins, {result.hand_sizes[seat]} cards in hand{mark}")
    return 0


def _bench(args: argparse.Namespace) -> int:
    configs = [args.trades] if args.trades is not None else [0.0, 0.3]
    for trades in configs:
        print(run_bench(args.edition, args.players, args.games, trades, args.repeat), flush=True)
    return 0


def _editions(_: argparse.Namespace) -> int:
    for name in editions():
        ed = load_edition(name)
        counts = ",".join(map(str, ed.player_counts))
        print(f"{name}: {ed.title} [rulebook {ed.rulebook}, {ed.language}, players {counts}]")
    return 0


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="bohnanza", description="Reference referee for Bohnanza and its editions."
    )
    sub = parser.add_subparsers(dest="command", required=True)
    demo = sub.add_parser("demo", help="a seeded game between random bots, move by move")
    demo.add_argument("--edition", default="rio-grande-2000")
    demo.add_argument("--players", type=int, default=4)
    demo.add_argument("--seed", type=int, default=1)
    demo.add_argument("--trades", type=float, default=0.3, help="chance of trading in step 2")
    demo.add_argument("--quiet", action="store_true", help="print the scores only")
    demo.set_defaults(run=_demo)
    bench = sub.add_parser("bench", help="time seeded random games; print games/s, actions/s")
    bench.add_argument("--edition", default="rio-grande-2000")
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--games", type=int, default=200)
    bench.add_argument("--repeat", type=int, default=5)
    bench.add_argument(
        "--trades", type=float, default=None, help="chance of trading (default: 0 and 0.3)"
    )
    bench.set_defaults(run=_bench)
    eds = sub.add_parser("editions", help="list the edition presets")
    eds.set_defaults(run=_editions)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit status."""
    args = _parser().parse_args(argv)
    try:
        status: int = args.run(args)
    except BohnanzaError as exc:
        print(f"bohnanza: error: {exc}", file=sys.stderr)
        return 2
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
