"""The command line's games and books: ``demo``, ``bench``, ``editions``, ``play`` and
``rules`` (their handlers; the parser is ``bohnanza.cli.parser``).
"""

from __future__ import annotations

import argparse
import io
import random
import sys
import textwrap

from rich.console import Console
from rich.markup import escape

from bohnanza import __version__
from bohnanza._build import COMPILED
from bohnanza.bench import build_name
from bohnanza.bench import policy_text as bench_policy
from bohnanza.bench import run as run_bench
from bohnanza.bots import random_move
from bohnanza.catalogue import Clause, catalogue
from bohnanza.cli.common import _fail, _game_edition, _safe, _sim_specs
from bohnanza.editions import edition as load_edition
from bohnanza.editions import editions
from bohnanza.narrate import board, describe
from bohnanza.play import Settings, resume
from bohnanza.play import play as play_game_at_terminal
from bohnanza.players import load_bot
from bohnanza.referee import apply, check, outcome
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step

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
        held = result.hand_sizes[seat]
        coin_word = "coin" if coins == 1 else "coins"
        card_word = "card" if held == 1 else "cards"
        print(f"  {_safe(names[seat])}: {coins} {coin_word}, {held} {card_word} in hand{mark}")
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
    counted = f"{len(clauses)} clause{'' if len(clauses) == 1 else 's'}"
    if chosen.rulebook == book:
        print(f"# rulebook {book} ({chosen.name}, {chosen.language}): {counted}")
    else:
        print(f"# rulebook {book}: {counted}")
    for section, members in sections.items():
        print(f"\n## {section}")
        for c in members:
            print(f"{c.id} [{c.kind}{', implied' if c.implied else ''}]")
            print(
                textwrap.fill(c.quote, width=100, initial_indent="    ", subsequent_indent="    ")
            )
    return 0
