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

import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.compare import Model, expressible
from bohnanza.conformance.protocol import EngineFailure, EngineProcess
from bohnanza.conformance.report import Finding, Report
from bohnanza.conformance.runner import _Game
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.files import UnreadableError, display, parse_json, read_text
from bohnanza.notation import read_move
from bohnanza.position import from_dict, to_dict

__all__ = ["check_files"]

#: The largest vector file read (the biggest the kit writes is about 6 MB).
MAX_FILE = 200_000_000


def _cases(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The header and the cases of a vectors file (JSON Lines), read by ``bohnanza.files``:
    a regular file of at most ``MAX_FILE`` bytes (a FIFO or a device is refused without
    blocking), each line strict JSON within the depth and number limits."""
    where = display(path)
    try:
        lines = read_text(path, MAX_FILE).splitlines()
    except UnreadableError as exc:
        raise InvalidSetupError(f"cannot read the vectors file {where}: {exc}") from None
    values: list[object] = []
    for number, line in enumerate(lines, start=1):
        if number == 1 or line.strip():
            try:
                values.append(parse_json(line))
            except UnreadableError as exc:
                raise InvalidSetupError(f"{where} line {number}: {exc}") from None
    header = values[0] if values else None
    if not isinstance(header, dict) or header.get("format") != "bohnanza-vectors":
        raise InvalidSetupError(f"{where}: not a bohnanza-vectors file")
    cases: list[dict[str, Any]] = []
    for case in values[1:]:
        if not isinstance(case, dict) or "position" not in case:
            raise InvalidSetupError(f"{where}: a case without a position")
        cases.append(case)
    return header, cases


def check_files(command: str, paths: Sequence[Path], timeout: float = 10.0) -> Report:
    """Run the vectors of ``paths`` against the engine ``command``.

    Raises:
        InvalidSetupError: a file that is not a vectors file.
    """
    files = [(path, *_cases(path)) for path in paths]
    editions = sorted({str(h.get("edition")) for _, h, _ in files})
    counts = {h.get("players") for _, h, _ in files}
    players = counts.pop() if len(counts) == 1 else 0
    report = Report(command, ", ".join(editions), players if type(players) is int else 0)
    started = time.perf_counter()
    engine: EngineProcess | None = None
    model = Model()
    number = 0
    for path, _, cases in files:
        for case in cases:
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
                _one(game, case, f"{path.name} case {case.get('case')!r}")
                if not game.found:
                    report.games_agreed += 1
            except EngineFailure as failure:
                report.add(Finding(failure.kind, None, "", failure.detail, number))
                if engine is not None:
                    report.requests += engine.requests
                    engine.close()
                engine = None
            number += 1
    if engine is not None:
        report.requests += engine.requests
        engine.close()
    report.seconds = time.perf_counter() - started
    return report


def _one(game: _Game, case: dict[str, Any], where: str) -> None:
    try:
        state = from_dict(case["position"])
        entries = [*case.get("legal", []), *case.get("negotiations", [])]
        moves = [read_move(state, e["move"]) for e in entries]
        refused = [read_move(state, e["move"]) for e in case.get("illegal", [])]
    except (BohnanzaError, KeyError, TypeError) as exc:
        raise InvalidSetupError(f"{where}: {exc}") from None
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
