"""``CommandBot``: a bot in any language, run as a command, playing a seat of the harness.

It is a ``bohnanza.players.Bot``: ``play_game``, ``bohnanza simulate`` and ``bohnanza play``
take it as they take a Python bot (the spec ``cmd:COMMAND``).  For each game it starts the
command, shakes hands, sends the ``game`` message, then one ``decide`` message per
question, and at the end (``game_over``, called by the harness) the ``end`` message and
``quit``; the process and every process it started are then ended.  Called for a new game
without ``game_over`` (the turn goes back), it ends the last game so first.

What happens when the bot fails (docs/bots.md, "The bot protocol"):

* an illegal answer (not a listed move, an offer or acceptance the referee refuses, a
  pass when the game waits for the seat, a malformed message): that decision is
  forfeited by the fallback rule below, and the bot keeps its seat;
* a timeout (per move or per game), a crash (the process ends, closes a pipe, cannot be
  started or answers the handshake wrong) or garbage (a line that is not one JSON
  object): the process group is killed, and that decision and every later one of the
  game are forfeited by the fallback rule.

The fallback rule: when the game waits for the seat, the first listed move that is not an
offer (``moves.basic[0]``); otherwise a pass (in step 2) or a decline (an offer made to
it).  The game goes on and ends as usual; every fault is kept in ``faults``.  With
``strict=True`` a fault raises ``BotError`` instead.
"""

from __future__ import annotations

import os
import random
import time
from collections.abc import Sequence
from typing import Any, Final

import attrs

from bohnanza import __version__
from bohnanza.actions import Accept, Action, Decline, Offer, parse_action
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.protocol import (
    PROTOCOL,
    VERSION,
    decide_message,
    end_message,
    game_message,
    hello_message,
)
from bohnanza.protocol.process import BotProcess, Failure, split_command
from bohnanza.referee import check
from bohnanza.views import PlayerView

__all__ = ["DEFAULT_LIMITS", "CommandBot", "Fault", "Limits", "StrictFault"]


@attrs.frozen
class Limits:
    """A bot's time limits, in seconds of waiting for it (wall clock): ``move`` for one
    answer, ``game`` for all its answers in one game, ``start`` for the handshake (the
    process's start-up included)."""

    move: float = 5.0
    game: float = 300.0
    start: float = 20.0

    def __attrs_post_init__(self) -> None:
        for name in ("move", "game", "start"):
            value = getattr(self, name)
            if not (isinstance(value, int | float) and 0 < value < 1e7):
                raise InvalidSetupError(f"the {name} time limit must be positive, not {value!r}")


DEFAULT_LIMITS: Final = Limits()


@attrs.frozen
class Fault:
    """One failure of a bot: ``kind`` is ``illegal``, ``timeout``, ``crash`` or
    ``garbage``; ``turn`` the game's turn when it happened."""

    kind: str
    turn: int
    detail: str


class StrictFault(Exception):
    """A strict ``CommandBot`` failed; the harness reports it as a ``BotError`` naming the
    bot and its seat."""


class CommandBot:
    """A bot run as a command (a shell-like string, split into words, no shell run, or a
    list of words), spoken to by the bot protocol.

    ``limits`` are its time limits; ``cwd`` the folder it runs in; ``strict`` turns every
    fault into a ``BotError`` instead of the fallback rule.  ``name`` is the name the bot
    gives in its handshake (until then, the command); ``faults`` its failures so far.

    Raises (from the constructor):
        InvalidSetupError: an empty or unreadable command.
    """

    def __init__(
        self,
        command: str | Sequence[str],
        *,
        limits: Limits = DEFAULT_LIMITS,
        cwd: str | None = None,
        strict: bool = False,
    ) -> None:
        try:
            self.argv = split_command(command)
        except ValueError as exc:
            raise InvalidSetupError(f"bot command {str(command)[:80]!r}: {exc}") from None
        self.command = command if isinstance(command, str) else " ".join(self.argv)
        self.limits = limits
        self.cwd = cwd
        self.strict = strict
        # Until the handshake names it: the last word that names a file, else the program.
        files = [word for word in self.argv[1:] if "/" in word or "." in word]
        self.name = os.path.basename(files[-1] if files else self.argv[0]) or self.command
        #: Whether the referee lists the offers it may make (its handshake's ``offers``).
        self.list_offers = True
        self.faults: list[Fault] = []
        self._process: BotProcess | None = None
        # Per game: handshake done, game message sent, the process gone for good, the
        # time the bot used, its handshake's ``passive``, a strict fault to raise.
        self._greeted = False
        self._started = False
        self._last: PlayerView
        self._dead = False
        self._used = 0.0
        self._passive = False
        self._pending: StrictFault | None = None

    # -- the game ---------------------------------------------------------------------

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if self._started and view.turn < self._last.turn:
            # A new game without the harness's word that the last one ended (a harness
            # with no game_over call, as the environments' opponent seats): end it first.
            self.game_over(self._last)
        self._last = view
        if not self._started:
            self._start(view, rng)
        why = _why(view, moves)
        if self._dead or self._process is None:
            return _fallback(why, moves)
        listed = moves
        if why != "offer" and not self.list_offers:
            listed = tuple(m for m in moves if not isinstance(m, Offer))
        offer = _offer_to(view, moves) if why == "offer" else None
        left = self._left()
        message = decide_message(why, view, listed, left, offer)
        try:
            answer = self._ask(message, min(self.limits.move, left["game"]))
        except Failure as failure:
            detail = failure.detail
            if failure.kind == "timeout" and left["game"] < self.limits.move:
                detail += f" (the game's {self.limits.game:g} s ran out)"
            self._fail(failure.kind, view.turn, detail)
            return _fallback(why, moves)
        move, problem = _read_answer(answer, listed, moves, view, why)
        if problem:
            self._fault("illegal", view.turn, problem)
            return _fallback(why, moves)
        return move

    def game_over(self, view: PlayerView) -> None:
        """The harness's word that the game ended (or was abandoned): tell the bot, let
        it quit, end its process group.  Never raises."""
        process = self._process
        self._process = None
        self._started = self._greeted = False
        self._pending = None
        if process is None:
            return
        if not self._dead:
            try:
                process.send(end_message(view), time.monotonic() + self.limits.move)
                process.send({"type": "quit"}, time.monotonic() + self.limits.move)
            except Failure:
                pass
        process.close()

    def close(self) -> None:
        """End the bot's process, if one runs (``game_over`` does it after a game)."""
        if self._process is not None:
            self._process.end()
            self._process = None
        self._started = self._greeted = False

    def __enter__(self) -> CommandBot:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"CommandBot({self.command!r})"

    # -- inside -----------------------------------------------------------------------

    @property
    def passive(self) -> bool:
        """Whether the bot said in its handshake that it never acts out of turn (the
        harness then does not ask it in other players' step 2).  Reading it starts the
        bot's process for the next game, if none runs."""
        self._hello()
        return self._passive

    def _hello(self) -> None:
        """Start the process and shake hands, once per game."""
        if self._greeted:
            return
        self._greeted = True
        self._dead = False
        self._used = 0.0
        self._passive = False
        self.list_offers = True
        try:
            self._process = BotProcess(self.argv, self.cwd)
            hello = self._ask(hello_message(f"bohnanza {__version__}"), self.limits.start)
            if hello.get("type") != "hello" or hello.get("protocol") != PROTOCOL:
                raise Failure("crash", f"not a {PROTOCOL} handshake: {str(hello)[:100]}")
            if hello.get("version") != VERSION:
                version = hello.get("version")
                raise Failure("crash", f"protocol version {version!r}, not {VERSION}")
        except Failure as failure:
            self._fail(failure.kind, -1, failure.detail, later=True)
            return
        name = hello.get("name")
        if isinstance(name, str) and name.strip() and name.isprintable():
            self.name = name.strip()[:60]
        self._passive = hello.get("passive") is True
        self.list_offers = hello.get("offers") is not False

    def _start(self, view: PlayerView, rng: random.Random) -> None:
        self._started = True
        seed = rng.randrange(2**53)
        self._hello()
        if self._pending is not None:
            pending, self._pending = self._pending, None
            raise pending
        if self._dead or self._process is None:
            return
        self._used = 0.0  # the game's time starts after the handshake
        limits = {"move": self.limits.move, "game": self.limits.game}
        try:
            deadline = time.monotonic() + self.limits.move
            self._process.send(game_message(view, seed, limits), deadline)
        except Failure as failure:
            self._fail(failure.kind, view.turn, failure.detail)

    def _left(self) -> dict[str, float]:
        return {"move": self.limits.move, "game": round(max(0.0, self.limits.game - self._used), 3)}

    def _ask(self, message: dict[str, Any], limit: float) -> dict[str, Any]:
        process = self._process
        assert process is not None
        began = time.monotonic()
        deadline = began + limit
        try:
            process.send(message, deadline)
            return process.receive(deadline, limit)
        finally:
            self._used += time.monotonic() - began

    def _fail(self, kind: str, turn: int, detail: str, later: bool = False) -> None:
        self._dead = True
        if self._process is not None:
            self._process.end()
            self._process = None
        self._fault(kind, turn, detail, later)

    def _fault(self, kind: str, turn: int, detail: str, later: bool = False) -> None:
        self.faults.append(Fault(kind, turn, detail))
        if self.strict:
            error = StrictFault(f"{kind}: {detail}")
            if not later:
                raise error
            self._pending = error  # raised at the first question, where the harness names the seat


def _why(view: PlayerView, moves: Sequence[Action]) -> str:
    if moves and all(isinstance(m, Accept | Decline) for m in moves):
        return "offer"
    return "turn" if view.seat in view.to_move else "trade"


def _offer_to(view: PlayerView, moves: Sequence[Action]) -> Offer | None:
    """The standing offer the listed answers answer, as the table shows it."""
    answer = moves[0]
    offerer = answer.offerer if isinstance(answer, Accept | Decline) else -1
    for offer in view.offers:
        if offer.seat == offerer and offer.to == view.seat:
            return offer
    return None


def _fallback(why: str, moves: Sequence[Action]) -> Action | None:
    """The fallback rule: the first listed move other than an offer when the game waits
    for the seat; a pass or a decline otherwise."""
    if why != "turn":
        return None
    for move in moves:
        if not isinstance(move, Offer):
            return move
    return None  # pragma: no cover - a seat the game waits for has a basic move


def _read_answer(
    answer: dict[str, Any],
    listed: Sequence[Action],
    moves: Sequence[Action],
    view: PlayerView,
    why: str,
) -> tuple[Action | None, str]:
    """The move a bot's answer names, or the problem with it."""
    if answer.get("type") != "move" or "move" not in answer:
        return None, f"not a move message: {str(answer)[:100]}"
    chosen = answer["move"]
    if chosen is None:
        if why == "turn":
            return None, "passed when the game waited for its seat"
        return None, ""
    if type(chosen) is int:
        if not 0 <= chosen < len(listed):
            return None, f"move {chosen} is not an index of the {len(listed)} moves listed"
        return listed[chosen], ""
    if not isinstance(chosen, str):
        return None, f"a move is an index, a text or null, not {str(chosen)[:60]}"
    try:
        move = parse_action(chosen)
    except BohnanzaError as exc:
        return None, f"move {chosen[:80]!r}: {exc}"
    if move in moves:
        return move, ""
    # An offer or acceptance outside the list is fine if the referee, judging from the
    # seat's view, allows it (as for a Python bot).
    answered = listed[0] if why == "offer" else None
    fits = (
        isinstance(move, Accept)
        and isinstance(answered, Accept | Decline)
        and move.offerer == answered.offerer
    ) or (isinstance(move, Offer) and why != "offer")
    if fits:
        refusal = check(view, move)
        if refusal is None:
            return move, ""
        return None, f"move {chosen[:80]!r} refused: {refusal}"
    return None, f"move {chosen[:80]!r} is not a move it may make now"
