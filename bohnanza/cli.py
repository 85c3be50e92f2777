"""The command line: ``bohnanza demo``, ``bench``, ``editions``, ``verify``, ``simulate``,
``play`` and ``rules``.

Errors in the input are reported in one line on stderr with exit status 2, never as a
traceback.  ``verify`` exits 0 when every move of a record is legal, 1 at the first
illegal move (or a claimed result that the moves do not give), 2 for a file that is not
a valid record.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import TextIO

from bohnanza.actions import Action, parse_action
from bohnanza.bench import run as run_bench
from bohnanza.bots import BOTS, accepts, choose_seat, random_move
from bohnanza.catalogue import Clause, catalogue
from bohnanza.editions import edition as load_edition
from bohnanza.editions import editions
from bohnanza.errors import BohnanzaError, IllegalActionError, InvalidActionError
from bohnanza.records import RecordError, load_record, record_game, replay
from bohnanza.referee import Outcome, apply, check, legal_actions, outcome
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step
from bohnanza.text import render_field
from bohnanza.views import PlayerView, view

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


def _print_scores(state: GameState, result: Outcome, out: TextIO) -> None:
    for seat, coins in enumerate(result.scores):
        mark = " (winner)" if seat in result.winners else ""
        print(
            f"  {state.table.names[seat]}: {coins} coins, "
            f"{result.hand_sizes[seat]} cards in hand{mark}",
            file=out,
        )


# ---------------------------------------------------------------------------------------
# verify


def _verify(args: argparse.Namespace) -> int:
    as_json: bool = args.json

    def invalid(message: str, **extra: object) -> int:
        if as_json:
            print(json.dumps({"verdict": "invalid", **extra, "error": message}, ensure_ascii=False))
            return 2
        return _fail(f"{args.file}: {message}")

    try:
        record = load_record(Path(args.file).read_bytes())
        result = replay(record)
    except OSError as exc:
        return invalid(f"cannot read the file: {exc.strerror or exc}")
    except RecordError as exc:
        return invalid(str(exc))
    final = result.final
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


def _progress(done: int, total: int, out: TextIO) -> None:
    width = 20
    filled = done * width // total
    end = "\n" if done == total else ""
    print(f"\r[{'#' * filled}{' ' * (width - filled)}] {done}/{total}", end=end, file=out)
    out.flush()


def _simulate(args: argparse.Namespace) -> int:
    if args.games < 1:
        return _fail(f"--games must be at least 1, not {args.games}")
    if not 0.0 <= args.trades <= 1.0:
        return _fail(f"--trades is a probability between 0 and 1, not {args.trades}")
    names = _bot_names(args.bots)
    seats = [names[seat % len(names)] for seat in range(args.players)]
    folder: Path | None = Path(args.records) if args.records else None
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
    show = args.progress or sys.stderr.isatty()
    digits = max(4, len(str(args.games)))
    wins = [0.0] * args.players
    coins = [0] * args.players
    moves_total = turns_total = 0
    for game in range(args.games):
        seed = args.seed + game
        start = new_game(args.edition, args.players, seed=seed)
        rng = random.Random(seed)
        state = start
        played: list[Action] = []
        while state.step is not Step.OVER:
            seat = choose_seat(state, rng)
            move = BOTS[seats[seat]](state, seat, rng, args.trades)
            state = apply(state, move)  # the referee checks every move: a bot's bug raises
            played.append(move)
        result = outcome(state)
        assert result is not None
        for seat in result.winners:
            wins[seat] += 1 / len(result.winners)
        for seat, score in enumerate(result.scores):
            coins[seat] += score
        moves_total += len(played)
        turns_total += state.turn
        if folder is not None:
            record = record_game(start, played, result=result)
            path = folder / f"game-{game + 1:0{digits}d}.json"
            path.write_text(record.to_json(), encoding="utf-8")
        if show:
            _progress(game + 1, args.games, sys.stderr)
    games = args.games
    print(
        f"{games} games of {args.edition}, {args.players} players, seeds {args.seed}-"
        f"{args.seed + games - 1}, trades {args.trades:g}"
    )
    print(f"{'seat':>4}  {'bot':<8}{'wins':>8}{'win rate':>10}{'mean coins':>12}")
    for seat in range(args.players):
        print(
            f"{seat:>4}  {seats[seat]:<8}{wins[seat]:>8.2f}{wins[seat] / games:>10.1%}"
            f"{coins[seat] / games:>12.2f}"
        )
    print(f"{'bot':<8}{'seats':<12}{'wins':>8}{'win rate':>10}{'mean coins':>12}")
    for bot in dict.fromkeys(seats):
        mine = [seat for seat in range(args.players) if seats[seat] == bot]
        won = sum(wins[seat] for seat in mine)
        mean = sum(coins[seat] for seat in mine) / (games * len(mine))
        where = ",".join(map(str, mine))
        print(f"{bot:<8}{where:<12}{won:>8.2f}{won / games:>10.1%}{mean:>12.2f}")
    print(f"mean game length: {moves_total / games:.1f} moves, {turns_total / games:.1f} turns")
    if folder is not None:
        print(f"records: {games} files in {folder}")
    return 0


# ---------------------------------------------------------------------------------------
# play


def _show(v: PlayerView, you: int, out: TextIO) -> None:
    top = f", top {v.discard[-1]}" if v.discard else ""
    face_up = " ".join(map(str, v.face_up)) or "-"
    offer = f" | offer {' '.join(map(str, v.offer))}" if v.offer else ""
    print(
        f"== turn {v.turn} | step {v.step.number} ({v.step.name.lower()}) | "
        f"{'your turn' if v.active == you else f'seat {v.active} is active'} | "
        f"deck {v.deck_size} | discard {len(v.discard)}{top} | face up {face_up}{offer} | "
        f"exhausted {v.exhaustions}/{v.end_exhaustions}",
        file=out,
    )
    width = max(len(name) for name in v.names) + 6
    for seat, name in enumerate(v.names):
        label = f"{name} (you)" if seat == you else name
        fields = " ".join(render_field(f) for f in v.fields[seat])
        aside = " ".join(map(str, v.set_aside[seat])) or "-"
        print(
            f"   {seat} {label:<{width}} coins {v.coins[seat]} | hand {v.hand_sizes[seat]} | "
            f"fields {fields} | aside {aside}",
            file=out,
        )
    print(f"your hand (front first): {' '.join(map(str, v.hand)) or '-'}", file=out)


def _explain(state: GameState, move: Action) -> str:
    """A few words on what a basic move does, for the numbered list."""
    words = str(move).split()
    seat = int(words[0])
    player = state.players[seat]
    cards = {c.id: c for c in (*player.hand, *player.set_aside, *state.face_up)}
    if words[1] == "plant" and len(words) == 4 and int(words[2]) in cards:
        field = player.fields[int(words[3])] if int(words[3]) < len(player.fields) else ()
        where = render_field(field)
        return f"plant {cards[int(words[2])]} on field {words[3]} {where}"
    if words[1] == "harvest" and len(words) == 3 and int(words[2]) < len(player.fields):
        field = player.fields[int(words[2])]
        pays = field[0].beanometer.payout(len(field)) if field else 0
        return f"sell {render_field(field)} for {pays} coin{'s' if pays != 1 else ''}"
    return ""


_PLAY_HELP = (
    "type a move's number, or a move in text form (e.g. '0 trade 2 give 5 take 40', "
    "'0 donate 1 5'), or 'quit'"
)


def _play(args: argparse.Namespace) -> int:
    names = _bot_names(args.bots)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    state = new_game(args.edition, args.players, seed=seed)
    you: int = args.seat
    count = len(state.players)
    if not 0 <= you < count:
        return _fail(f"--seat {you} does not exist (seats are 0-{count - 1})")
    others = [seat for seat in range(count) if seat != you]
    bots = {seat: names[k % len(names)] for k, seat in enumerate(others)}
    rng = random.Random(seed)
    out = sys.stdout
    print(f"# {state.table.edition.title}; seed {seed}; you are seat {you}", file=out)
    print(f"# bots: {', '.join(f'seat {s} {b}' for s, b in bots.items())}", file=out)
    print(f"# {_PLAY_HELP}", file=out)
    shown = False
    while state.step is not Step.OVER:
        waiting = [seat for seat in state.to_move if seat != you]
        if waiting:
            seat = waiting[0]
            move = BOTS[bots[seat]](state, seat, rng, 0.0)
            state = apply(state, move)
            print(f"   seat {seat} ({bots[seat]}): {move}", file=out)
            shown = False
            continue
        moves = legal_actions(state, you).basic
        if not shown:
            _show(view(state, you), you, out)
            print("your moves:", file=out)
            for number, move in enumerate(moves, start=1):
                print(f"  {number:>3}  {move!s:<18} {_explain(state, move)}".rstrip(), file=out)
            shown = True
        print("> ", end="", file=out)
        out.flush()
        try:
            line = sys.stdin.readline()
        except KeyboardInterrupt:
            print(f"\ninterrupted: the game is left at {_describe(state)}", file=out)
            return 130
        if line and not sys.stdin.isatty():
            print(line.rstrip("\n"), file=out)  # echo scripted input: the transcript reads well
        if not line:
            print(f"\ninput ended: the game is left at {_describe(state)}", file=out)
            return 0
        text = line.strip()
        if not text:
            continue
        if text in ("quit", "exit", "q"):
            print(f"you quit at {_describe(state)}", file=out)
            return 0
        if text in ("help", "?"):
            print(_PLAY_HELP, file=out)
            shown = False
            continue
        chosen: Action
        if text.isdigit():
            number = int(text)
            if not 1 <= number <= len(moves):
                print(f"no move numbered {number}: choose 1-{len(moves)}", file=out)
                continue
            chosen = moves[number - 1]
        else:
            try:
                chosen = parse_action(text)
            except InvalidActionError as exc:
                print(exc, file=out)
                continue
            if int(str(chosen).split()[0]) != you:
                print(f"you play seat {you}: {chosen} is seat {str(chosen).split()[0]}'s", file=out)
                continue
        refusal = check(state, chosen)
        if refusal is not None:
            print(f"refused: {refusal}", file=out)
            continue
        declined = [s for s in bots if not accepts(state, chosen, s)]
        if declined:
            print(f"seat {declined[0]} ({bots[declined[0]]}) declines: {chosen}", file=out)
            continue
        state = apply(state, chosen)
        print(f"   you: {chosen}", file=out)
        shown = False
    result = outcome(state)
    assert result is not None
    print(f"game over after {state.turn} turns", file=out)
    _print_scores(state, result, out)
    print("you win" if you in result.winners else "you lose", file=out)
    return 0


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
        print(f"no clause of rulebook {book} has an id starting with {prefix!r}", file=sys.stderr)
        return 1
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
    ver = sub.add_parser(
        "verify", help="replay a game record; exit 0 if legal, 1 at an illegal move, 2 if invalid"
    )
    ver.add_argument("file", metavar="FILE", help="a game record (JSON)")
    ver.add_argument("--json", action="store_true", help="print the verdict as JSON")
    ver.set_defaults(run=_verify)
    sim = sub.add_parser("simulate", help="play seeded games between bots; print a summary")
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--edition", default="rio-grande-2000")
    sim.add_argument(
        "--bots", default="greedy,random", help=f"one per seat, cycled: {', '.join(BOTS)}"
    )
    sim.add_argument("--seed", type=int, default=1, help="game k uses seed SEED+k")
    sim.add_argument("--records", metavar="DIR", help="write game-0001.json ... into DIR")
    sim.add_argument("--trades", type=float, default=0.0, help="chance of trading in step 2")
    sim.add_argument("--progress", action="store_true", help="progress bar even off a terminal")
    sim.set_defaults(run=_simulate)
    play = sub.add_parser("play", help="play a game against bots in the terminal")
    play.add_argument("--edition", default="rio-grande-2000")
    play.add_argument("--players", type=int, default=4)
    play.add_argument("--seat", type=int, default=0, help="your seat (default 0)")
    play.add_argument("--seed", type=int, default=None, help="default: a random seed")
    play.add_argument(
        "--bots", default="greedy", help=f"for the other seats, cycled: {', '.join(BOTS)}"
    )
    play.set_defaults(run=_play)
    rules = sub.add_parser("rules", help="print an edition's rule catalogue, quoted")
    rules.add_argument("--edition", default=None, help="default: rio-grande-2000")
    rules.add_argument("--lang", default=None, help="the preset whose rulebook is in LANG")
    rules.add_argument("--id", default=None, metavar="PREFIX", help="clauses whose id starts so")
    rules.set_defaults(run=_rules)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line with ``argv`` (default: ``sys.argv[1:]``); returns the exit status.

    Errors in the input are one line on stderr and status 2 (``verify`` has its own
    statuses: 0 legal, 1 illegal, 2 invalid).

    Raises:
        SystemExit: argparse's own usage errors (status 2) and ``--help`` (status 0).
    """
    args = _parser().parse_args(argv)
    try:
        status: int = args.run(args)
    except BohnanzaError as exc:
        print(f"bohnanza: error: {exc}", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (``bohnanza rules | head``): stop quietly, as cat does.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):  # pragma: no cover - stdout is not a real file
            pass
        return 141
    except OSError as exc:
        return _fail(f"{getattr(exc, 'filename', None) or ''} {exc.strerror or exc}".strip())
    return status


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
