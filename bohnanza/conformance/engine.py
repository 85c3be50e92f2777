"""This referee behind the engine protocol: the reference adapter.

Run ``python -m bohnanza.conformance.engine`` and it answers the requests of
``docs/conformance.md`` on its standard input and output, one JSON object a line.  It is
what ``bohnanza conformance`` expects of any engine, and the runner's own test: checked
against itself, the referee must show no disagreement.  ``--option NAME=VALUE`` plays
under another reading of the rules (a way to see what a disagreement looks like).

Each request is handled by a method an engine in Python may override: ``moves`` (the
basic moves of a seat), ``verdict`` (is a move legal, and by which rule not),
``transition`` (the state after a move), ``report`` (a state as a position document) and
``result`` (scores and winners).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Sequence
from typing import Any

from bohnanza.actions import Action
from bohnanza.chance import DeckOrders
from bohnanza.conformance import PROTOCOL
from bohnanza.digits import natural
from bohnanza.errors import BohnanzaError
from bohnanza.listing import legal_actions
from bohnanza.notation import describe, read_move
from bohnanza.position import from_dict, to_dict
from bohnanza.referee import apply, check, outcome
from bohnanza.state import GameState

__all__ = ["RefereeEngine", "main", "serve"]

Json = dict[str, Any]


class RefereeEngine:
    """The referee as a protocol engine: one game at a time."""

    name = "bohnanza referee"
    #: What this engine cannot express (``hello``'s ``model``, docs/conformance.md).
    model: dict[str, object] = {}  # noqa: RUF012 (a subclass replaces it)

    def __init__(self, options: dict[str, object] | None = None) -> None:
        self.options = dict(options or {})
        self.state: GameState | None = None
        self.orders: dict[int, tuple[int, ...]] = {}

    # -- what a wrong engine overrides ------------------------------------------------

    def moves(self, state: GameState, seat: int) -> list[Action]:
        return list(legal_actions(state, seat).basic)

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        error = check(state, move)
        if error is None:
            return True, None
        return False, getattr(error, "rule", None)

    def transition(self, state: GameState, move: Action) -> GameState:
        return apply(state, move)

    def report(self, state: GameState) -> Json:
        return to_dict(state)

    def deal(self, state: GameState, deck: object) -> GameState:
        """The game this engine starts from the referee's deal ``state`` and the deck it
        was dealt from (``deck``, card ids top first): the referee's deal as it is."""
        return state

    def listed(self, state: GameState, move: Action) -> Json:
        """A move as this engine writes it."""
        return describe(state, move)

    def read(self, state: GameState, move: object) -> Action:
        """A move the runner sent, as this engine reads it."""
        return read_move(state, move)  # type: ignore[arg-type]

    def result(self, state: GameState) -> tuple[list[int], list[int]] | None:
        found = outcome(state)
        if found is None:
            return None
        return list(found.scores), list(found.winners)

    # -- the protocol -------------------------------------------------------------------

    def _load(self, document: object) -> GameState:
        if not isinstance(document, dict):
            raise ValueError("position must be an object")
        doc = dict(document)
        if self.options:
            doc["options"] = {**doc.get("options", {}), **self.options}
        self.orders = {}
        return self._with_orders(from_dict(doc))

    def _with_orders(self, state: GameState) -> GameState:
        # Every new deck comes from the orders the runner sends: none is drawn here.
        last = max(self.orders, default=0)
        orders = DeckOrders(tuple(self.orders.get(k) for k in range(1, last + 1)))
        table = state.table.with_shuffle(orders.bound(state.table.edition.deck))
        return state.replace(table=table)

    def _current(self) -> GameState:
        if self.state is None:
            raise ValueError("no game: send new_game or set_position first")
        return self.state

    def handle(self, request: Json) -> Json:
        """The response to one request."""
        cmd = request.get("cmd")
        if cmd == "hello":
            hello: Json = {"ok": True, "name": self.name, "protocol": PROTOCOL}
            if self.model:
                hello["model"] = dict(self.model)
            return hello
        if cmd in ("new_game", "set_position"):
            self.state = self._load(request.get("position"))
            if cmd == "new_game":
                self.state = self.deal(self.state, request.get("deck"))
            return {"ok": True}
        state = self._current()
        if cmd == "moves":
            seat = request.get("seat")
            if seat is None:
                seats: Sequence[int] = range(len(state.players))
            elif type(seat) is int and 0 <= seat < len(state.players):
                seats = (seat,)
            else:
                raise ValueError(f"no seat {seat!r}")
            moves = [self.listed(state, m) for k in seats for m in self.moves(state, k)]
            return {"ok": True, "moves": moves}
        if cmd == "check":
            if "moves" in request:
                verdicts = []
                for item in request["moves"]:
                    legal, rule = self.verdict(state, self.read(state, item))
                    verdicts.append(
                        {"legal": legal} if rule is None else {"legal": legal, "rule": rule}
                    )
                return {"ok": True, "verdicts": verdicts}
            legal, rule = self.verdict(state, self.read(state, request.get("move", {})))
            answer: Json = {"ok": True, "legal": legal}
            if rule is not None:
                answer["rule"] = rule
            return answer
        if cmd == "apply":
            move = self.read(state, request.get("move", {}))
            for entry in request.get("reshuffles", []):
                self.orders[int(entry["exhaustion"])] = tuple(int(c) for c in entry["deck"])
            if request.get("reshuffles"):
                state = self._with_orders(state)
            self.state = self.transition(state, move)
            return {"ok": True, "position": self.report(self.state)}
        if cmd == "state":
            answer = {"ok": True, "position": self.report(state)}
            found = self.result(state)
            answer["over"] = found is not None
            if found is not None:
                answer["scores"], answer["winners"] = found
            return answer
        raise ValueError(f"unknown command {cmd!r}")


def serve(engine: RefereeEngine, stdin: Any = None, stdout: Any = None) -> int:
    """Answer requests line by line until ``quit`` or the end of the input."""
    stdin = sys.stdin if stdin is None else stdin
    stdout = sys.stdout if stdout is None else stdout
    for line in stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
            if request.get("cmd") == "quit":
                return 0
            answer = engine.handle(request)
        except (BohnanzaError, ValueError, KeyError, TypeError, RecursionError) as exc:
            # RecursionError: a request nested thousands deep.
            answer = {"ok": False, "error": f"{type(exc).__name__}: {exc}"[:500]}
        stdout.write(json.dumps(answer, separators=(",", ":")) + "\n")
        stdout.flush()
    return 0


def _options(pairs: Sequence[str]) -> dict[str, object]:
    out: dict[str, object] = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        number = natural(value)
        out[key] = value if number is None else number
    return out


def main(argv: Sequence[str] | None = None) -> int:
    """``python -m bohnanza.conformance.engine [--option NAME=VALUE ...]``."""
    args = list(sys.argv[1:] if argv is None else argv)
    pairs = [args[i + 1] for i, a in enumerate(args[:-1]) if a == "--option"]
    return serve(RefereeEngine(_options(pairs)))


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
