"""The command line's records: ``verify`` (a record replayed, the verdict and its exit
status) and ``replay --html`` (a record as a web page); their handlers.
"""

from __future__ import annotations

import argparse
import errno
import json
import sys
from typing import TextIO

from rich.console import Console

from bohnanza.actions import parse_action
from bohnanza.cli.common import PROVISIONAL_NOTE, _fail, _safe
from bohnanza.errors import IllegalActionError, InvalidActionError, InvalidSetupError
from bohnanza.files import TooLargeError, UnreadableError, check_output, read_bytes
from bohnanza.narrate import board, describe
from bohnanza.records import MAX_RECORD_SIZE, RecordError, load_record, replay
from bohnanza.referee import Outcome, outcome
from bohnanza.sheets import register_sheet
from bohnanza.state import GameState

#: Standard input's descriptor, an input of ``replay -``.
_STDIN = 0


def _describe(state: GameState) -> str:
    """Where an unfinished game stands: turn, step, active seat, seats to move (each seat
    also as the player counted from 1): ``turn 3, step 2 (trade), active seat 0 (player
    1), to move: seats 1, 2 (players 2, 3)``."""

    def seats(numbers: tuple[int, ...]) -> str:
        if not numbers:
            return "nobody"
        many = "s" if len(numbers) > 1 else ""
        return (
            f"seat{many} {', '.join(map(str, numbers))} "
            f"(player{many} {', '.join(str(seat + 1) for seat in numbers)})"
        )

    return (
        f"turn {state.turn}, step {state.step.number} ({state.step.name.lower()}), "
        f"active {seats((state.active,))}, to move: {seats(state.to_move)}"
    )


def _print_scores(state: GameState, result: Outcome, out: TextIO) -> None:
    for seat, coins in enumerate(result.scores):
        mark = " (winner)" if seat in result.winners else ""
        cards = result.hand_sizes[seat]
        print(
            f"  {seat + 1} {_safe(state.table.names[seat])}: {coins} coin{_s(coins)}, "
            f"{cards} card{_s(cards)} in hand{mark}",
            file=out,
        )


def _s(count: int) -> str:
    """The plural ending in English: ``1 coin``, ``2 coins``, ``0 coins``."""
    return "" if count == 1 else "s"


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


def _replay(args: argparse.Namespace) -> int:
    from bohnanza.records.html import page, write_page

    # The page never replaces what the command reads: the record (standard input for
    # "-") and the sheet.  Checked first, so that a bad OUT fails before the work.
    inputs: list[str | int] = [args.file if args.file != "-" else _STDIN]
    if args.sheet is not None:
        inputs.append(args.sheet)
    check_output(args.html, inputs=inputs)
    if args.sheet is not None:
        register_sheet(args.sheet)
    try:
        record = load_record(_read_record(args.file))
        text, legal = page(record)
    except OSError as exc:
        return _fail(f"{args.file}: cannot read the file: {exc.strerror or exc}")
    except RecordError as exc:
        return _fail(f"{args.file}: {exc}")
    write_page(args.html, text, inputs)
    print(f"{args.html}: {'every move legal' if legal else 'ends at an illegal move'}")
    return 0 if legal else 1
