"""``bohnanza vectors check``: golden vectors run against an engine over the protocol.

For each case of each file the engine is given the case's position (``set_position``);
its basic moves are compared with the referee's; each legal move and each sampled trade,
donation or offer is applied from that position (with the order of any deck it forms, as
in the lockstep runner) and the position after it compared; each refused move is asked
about (``check``); a finished game's scores and winners are compared.  Disagreements are
classed and attributed exactly as the lockstep runner does (``runner``, ``attribution``);
each case counts as one game of the report.
"""

from __future__ import annotations

import os
import stat
import time
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.compare import Model, expressible
from bohnanza.conformance.protocol import EngineFailure, EngineProcess, seconds
from bohnanza.conformance.report import Finding, Report
from bohnanza.conformance.runner import _close, _Game
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.files import UnreadableError, display, parse_json
from bohnanza.notation import read_move
from bohnanza.position import from_dict, to_dict
from bohnanza.referee import check

__all__ = ["MAX_CASE", "MAX_FILE", "check_files"]

#: The largest vector file read (the biggest the kit writes is about 6 MB).
MAX_FILE = 200_000_000
#: The longest line (one case) read, in bytes: the kit's longest is under 200 kB.  The file
#: is read one line at a time, so a run holds one case in memory, never the whole file.
MAX_CASE = 4_000_000


def _lines(path: Path) -> Iterator[tuple[int, bytes]]:
    """The lines of a regular file, one at a time, each at most ``MAX_CASE`` bytes, the
    file at most ``MAX_FILE`` (a FIFO or a device is refused without blocking)."""
    where = display(path)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(path, flags)
    except OSError as exc:
        raise InvalidSetupError(f"cannot read the vectors file {where}: {exc.strerror}") from None
    try:
        regular = stat.S_ISREG(os.fstat(descriptor).st_mode)
    except OSError:
        regular = False
    if not regular:
        os.close(descriptor)
        raise InvalidSetupError(
            f"cannot read the vectors file {where}: not a regular file (a directory, FIFO "
            "or device?)"
        )
    with os.fdopen(descriptor, "rb") as file:
        try:
            os.set_blocking(descriptor, True)
            total = 0
            for number in range(1, MAX_FILE):
                line = file.readline(MAX_CASE + 1)
                if not line:
                    return
                total += len(line)
                if len(line) > MAX_CASE:
                    raise InvalidSetupError(
                        f"{where} line {number}: longer than {MAX_CASE:,} bytes"
                    )
                if total > MAX_FILE:
                    raise InvalidSetupError(f"{where}: larger than {MAX_FILE:,} bytes")
                yield number, line
        except OSError as exc:
            raise InvalidSetupError(f"cannot read the vectors file {where}: {exc}") from None


def _header(path: Path) -> dict[str, Any]:
    """The header (first line) of a vectors file."""
    where = display(path)
    for number, line in _lines(path):
        try:
            header = parse_json(line)
        except UnreadableError as exc:
            raise InvalidSetupError(f"{where} line {number}: {exc}") from None
        if isinstance(header, dict) and header.get("format") == "bohnanza-vectors":
            return header
        break
    raise InvalidSetupError(f"{where}: not a bohnanza-vectors file (no header line)")


def _cases(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and every case of a vectors file (for tools and tests; the check itself
    streams them, ``_stream``)."""
    return _header(path), list(_stream(path))


def _stream(path: Path) -> Iterator[dict[str, Any]]:
    """The cases of a vectors file, one line at a time."""
    where = display(path)
    for number, line in _lines(path):
        if number == 1 or not line.strip():
            continue
        try:
            case = parse_json(line)
        except UnreadableError as exc:
            raise InvalidSetupError(f"{where} line {number}: {exc}") from None
        if not isinstance(case, dict) or "position" not in case:
            raise InvalidSetupError(f"{where} line {number}: a case without a position")
        yield case


def check_files(command: str, paths: Sequence[Path], timeout: float = 10.0) -> Report:
    """Run the vectors of ``paths`` against the engine ``command``.

    Raises:
        InvalidSetupError: a file that is not a vectors file, a case the kit cannot read,
            or a timeout that is not a finite number of seconds above 0.
    """
    try:
        seconds(timeout, "--timeout")
    except ValueError as exc:
        raise InvalidSetupError(str(exc)) from None
    headers = [_header(path) for path in paths]
    editions = sorted({str(h.get("edition")) for h in headers})
    counts = sorted({h["players"] for h in headers if type(h.get("players")) is int})
    report = Report(command, ", ".join(editions), counts[0] if len(counts) == 1 else 0)
    report.player_counts = tuple(counts)
    started = time.perf_counter()
    engine: EngineProcess | None = None
    model = Model()
    number = 0
    try:
        for path in paths:
            for case in _stream(path):
                report.games += 1
                try:
                    if engine is None:
                        engine = EngineProcess(command, timeout)
                        hello = engine.request({"cmd": "hello", "protocol": PROTOCOL}, timeout=30)
                        try:
                            model = Model.read(hello.get("model"))
                        except (ValueError, TypeError) as exc:
                            raise EngineFailure("garbage", f"hello: {exc}") from None
                        report.model = model.declared()
                    game = _Game(engine, report, number, time.monotonic() + 300, model)
                    _one(game, case, f"{display(path)} case {str(case.get('case'))[:40]!r}")
                    if not game.found:
                        report.games_agreed += 1
                except EngineFailure as failure:
                    report.add(Finding(failure.kind, None, "", failure.detail, number))
                    if engine is not None:
                        _close(engine, report)
                    engine = None
                number += 1
    finally:
        if engine is not None:
            _close(engine, report)
    report.seconds = time.perf_counter() - started
    return report


def _moves_of(case: dict[str, Any], part: str, where: str) -> list[object]:
    entries = case.get(part, [])
    if not isinstance(entries, list) or not all(
        isinstance(e, dict) and "move" in e for e in entries
    ):
        raise InvalidSetupError(f"{where}: {part} is not a list of moves (each with a move)")
    return [e["move"] for e in entries]


def _one(game: _Game, case: dict[str, Any], where: str) -> None:
    try:
        state = from_dict(case["position"])
    except BohnanzaError as exc:
        raise InvalidSetupError(f"{where}: the position: {exc}") from None
    # The lists are checked before any move is read: their own error is said once, not as
    # a move the notation cannot read.
    written = [*_moves_of(case, "legal", where), *_moves_of(case, "negotiations", where)]
    asked = _moves_of(case, "illegal", where)
    try:
        moves = [read_move(state, m) for m in written]  # type: ignore[arg-type]
        refused = [read_move(state, m) for m in asked]  # type: ignore[arg-type]
    except BohnanzaError as exc:
        raise InvalidSetupError(f"{where}: a move the notation cannot read: {exc}") from None
    for move in moves:
        refusal = check(state, move)
        if refusal is not None:
            raise InvalidSetupError(
                f"{where}: a move listed as legal that the referee refuses: {move} ({refusal})"
            )
    position = to_dict(state)
    game.ask({"cmd": "set_position", "position": position})
    game.report.decisions += 1
    game.moves(state)
    game.probe(state, refused)
    for move in moves:
        if not expressible(state, move, game.model):
            continue  # a move the engine's declared model cannot express
        game.ask({"cmd": "set_position", "position": position})
        game.report.decisions += 1
        game.step(state, move)
    if state.is_over:
        game.ask({"cmd": "set_position", "position": position})
        game.end(state)
