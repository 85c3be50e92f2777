"""The harness that runs whole games of bots, each playing from its own seat's view.

A bot never gets the ``GameState``: the harness (``play_game``) hands it the seat's
``PlayerView`` (its own hand, the open table, the size of every other hand, never the
deck's order) and the seat's legal moves as a lazy sequence of move objects (a
``bohnanza.listing.SeatActions``: the same moves as ``legal_actions(view)``, without the
offers already declined in this step 2; no hidden card in it).  The bots themselves live in
``bohnanza.bots`` (``RandomBot``, ``GreedyBot``, ``PlannerBot``, and helpers for bot
authors); this module re-exports them.

    >>> from bohnanza.players import load_bot, play_game
    >>> bots = [load_bot("planner"), load_bot("greedy"), load_bot("random")]
    >>> final, moves = play_game("rio-grande-2000", bots, seed=7)
    >>> final.is_over, len(moves) > 50
    (True, True)

Trades are offers (decision trade.consent): in step 2 a bot's moves include the offers it
may make, by variety and count (``bohnanza.legal_actions(view)``); when one is made the
harness at once asks the addressee's bot to answer it, with its ``Accept`` and ``Decline``
moves for that offer (a bot that returns None declines).  Every offer, answer and the cards
that move are moves of the game; a declined offer is not listed again to its offerer in
that step 2.  A bot whose ``passive`` attribute is true is never asked for an offer: it is
asked only when the game waits for it, and to answer offers made to it.
"""

from __future__ import annotations

import inspect
import random
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from bohnanza.actions import Accept, Action, Decline, Offer
from bohnanza.bots import VIEW_BOTS, GreedyBot, PlannerBot, RandomBot
from bohnanza.bots.levels import LEVELS, import_bot_module
from bohnanza.bots.search import SearchBot
from bohnanza.editions import Edition
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.listing import seat_actions
from bohnanza.protocol.bot import CommandBot
from bohnanza.referee import apply, check
from bohnanza.rules.trading import meeting_cards
from bohnanza.setup import new_game
from bohnanza.state import OVER, TRADE, GameState
from bohnanza.views import PlayerView, view

__all__ = [
    "BUILTIN",
    "Bot",
    "BotError",
    "GreedyBot",
    "PlannerBot",
    "RandomBot",
    "load_bot",
    "play_game",
]

#: How many times per step 2 the harness asks each other player for an offer: offers
#: that are accepted reopen the round, and this bounds it.
ASKS_PER_TRADE_STEP = 3


@runtime_checkable
class Bot(Protocol):
    """A player: ``bot(view, moves, rng)`` returns one of ``moves``, or None to pass.

    ``view`` is what the seat sees; ``moves`` its legal moves now (a sequence, no hidden
    card in it); ``rng`` the bot's own random generator, seeded by the harness so that
    games replay.  The harness asks a bot in three situations:

    * the game waits for its seat (``view.seat in view.to_move``): it must return a move;
    * in step 2, when it is not the active player: it may make an offer to the active
      player, or harvest or buy a field, or return None to pass (unless the bot has a
      true ``passive`` attribute: then it is not asked);
    * an offer was just made to it (``view.offers``): ``moves`` are then its answers to
      that offer, ``Accept`` (with the cards that meet it) and ``Decline``; None declines.

    A bot may also have a ``name`` (``bohnanza simulate`` reports it), and a
    ``game_over(view)`` method: the harness calls it with the seat's last view when the
    game ends or is given up (an error, an undo in ``bohnanza play``).
    """

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None: ...


class BotError(BohnanzaError):
    """A bot broke the harness's contract: a move it was not offered, None when the game
    waited for it, an exception of its own, or a game longer than ``max_moves``."""


# ---------------------------------------------------------------------------------------
# the harness


class _Game:
    """One game under way: the state, the bots, and what step 2 has already heard."""

    def __init__(self, state: GameState, bots: Sequence[Bot], seed: int, max_moves: int):
        self.state = state
        self.bots = bots
        self.rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(bots))]
        self.max_moves = max_moves
        self.moves: list[Action] = []
        self.declined: set[Offer] = set()
        self.asked = [0] * len(bots)
        self.turn = -1
        # The bots that are never asked for offers (see Bot).
        self.passive = [bool(getattr(bot, "passive", False)) for bot in bots]

    def play(self, move: Action) -> None:
        if len(self.moves) >= self.max_moves:
            raise BotError(f"the game passed max_moves={self.max_moves} without ending")
        self.state = apply(self.state, move)
        self.moves.append(move)

    def _call(
        self, seat: int, moves: Sequence[Action], seen: PlayerView | None = None
    ) -> Action | None:
        bot = self.bots[seat]
        if seen is None:
            seen = view(self.state, seat)
        try:
            move = bot(seen, moves, self.rngs[seat])
        except BohnanzaError:
            raise
        except Exception as exc:  # a plug-in's own bug: name the bot, keep the cause
            raise BotError(f"bot {_label(bot)} at seat {seat} failed: {exc!r}") from exc
        if move is None or move in moves:
            return move
        # An offer or an acceptance outside the listed space is fine if the referee,
        # judging from the seat's view, allows it.
        if isinstance(move, Offer | Accept) and check(seen, move) is None:
            return move
        raise BotError(f"bot {_label(bot)} at seat {seat} chose {move}, not a listed move")

    def ask(self, seat: int, must: bool) -> Action | None:
        state = self.state
        # The seat's moves from the state the harness holds: what legal_actions(view)
        # lists, in the same order (tests/test_players.py checks it), without the offers
        # declined in this step 2; its view is built once and handed to the bot.
        moves = seat_actions(state, seat, self.declined)
        if not moves:
            return None
        move = self._call(seat, moves, view(state, seat))
        if move is None and must:
            raise BotError(
                f"bot {_label(self.bots[seat])} at seat {seat} passed when it had to move"
            )
        return move

    def settle(self, move: Action) -> None:
        """Apply ``move``; an offer is put to its addressee at once."""
        self.play(move)
        if isinstance(move, Offer):
            self.answer(move)

    def answer(self, offer: Offer) -> None:
        to = offer.to
        # The addressee's answers, as legal_actions(view) lists them: the cards that meet
        # the request are found in his own hand (and the face-up cards, if he is active).
        cards = meeting_cards(self.state, to, offer.asks)
        accept = None if cards is None else Accept(to, offer.seat, cards)
        if accept is not None and check(self.state, accept) is not None:
            accept = None
        decline = Decline(to, offer.seat)
        moves: tuple[Action, ...] = (decline,) if accept is None else (accept, decline)
        choice = self._call(to, moves)
        if not isinstance(choice, Accept | Decline) or choice.offerer != offer.seat:
            choice = Decline(to, offer.seat)
        if isinstance(choice, Decline):
            self.declined.add(offer)
        self.play(choice)

    def trade_round(self) -> None:
        """Step 2: every other player, clockwise from the active one, may make an offer."""
        state = self.state
        if self.turn != state.turn:
            self.turn = state.turn
            self.declined.clear()
            self.asked = [0] * len(self.bots)
        count = len(state.players)
        passive = self.passive
        for k in range(1, count):
            seat = (state.active + k) % count
            now = self.state
            if now.step_id != TRADE or self.asked[seat] >= ASKS_PER_TRADE_STEP:
                continue
            self.asked[seat] += 1
            # A passive bot acts only when the game waits for it (a Ladybohn baby owed).
            if passive[seat] and seat not in now.to_move:
                continue
            move = self.ask(seat, must=False)
            if move is not None:
                self.settle(move)

    def run(self) -> None:
        try:
            self._run()
        finally:
            self.over()

    def over(self) -> None:
        """Tell each bot with a ``game_over`` method that the game ended or was given up
        (a bot running a process ends it then: ``bohnanza.protocol.bot``)."""
        for seat, bot in enumerate(self.bots):
            told = getattr(bot, "game_over", None)
            if callable(told):
                told(view(self.state, seat))

    def _run(self) -> None:
        polled = -1
        duel = self.state.table.duel
        while self.state.step_id != OVER:
            state = self.state
            # Every move in step 2 may change what the others want: they are asked again
            # (at most ASKS_PER_TRADE_STEP times each).
            if state.step_id == TRADE and not duel and polled != len(self.moves):
                self.trade_round()
                polled = len(self.moves)
                continue
            seat = state.to_move[0]
            move = self.ask(seat, must=True)
            assert move is not None
            self.settle(move)


def play_game(
    edition: str | Edition,
    bots: Sequence[Bot | str],
    seed: int,
    *,
    max_moves: int = 20_000,
) -> tuple[GameState, list[Action]]:
    """Play one seeded game, one bot per seat (a ``Bot`` or a ``load_bot`` spec).

    Each bot sees only its seat's view.  Returns the final state and the moves applied,
    in order (offers and their answers included); ``bohnanza.record_game`` records them.

    Raises:
        InvalidSetupError: the edition does not seat ``len(bots)`` players, or a bad spec.
        BotError: a bot broke its contract, or the game passed ``max_moves`` moves.
    """
    players = [load_bot(bot) if isinstance(bot, str) else bot for bot in bots]
    for seat, bot in enumerate(players):
        if not callable(bot):
            raise InvalidSetupError(f"the bot of seat {seat} ({bot!r:.60}) is not callable")
    game = _Game(new_game(edition, len(players), seed=seed), players, seed, max_moves)
    game.run()
    return game.state, game.moves


def _label(bot: object) -> str:
    return getattr(bot, "name", None) or getattr(bot, "__name__", None) or type(bot).__name__


#: The built-in bots by name: each name makes a new bot (they live in ``bohnanza.bots``).
BUILTIN: dict[str, Callable[[], Bot]] = {**VIEW_BOTS, **LEVELS, "search": SearchBot}


def load_bot(spec: str) -> Bot:
    """A bot from its spec: a built-in name (``"planner"``, ``"planner-2"``: see
    ``bohnanza.bots.levels``), ``"cmd:COMMAND"`` (a ``CommandBot``: a bot in any language
    speaking the bot protocol, the command split into words as a shell would, no shell
    run) or ``"package.module:attr"``, the module found on Python's path or,
    failing that, as ``module.py`` in the current directory.

    ``attr`` (dots allowed, ``"mod:Outer.bot"``) names a class, which is called without
    arguments to make the bot, or any other callable, used as it is.  Importing runs the
    module's code: name only modules you trust.

    Raises:
        InvalidSetupError: an unknown name, a module that does not import, a missing
            attribute, or one that is not callable.
    """
    if not isinstance(spec, str):
        raise InvalidSetupError(f"a bot spec is a string, not {type(spec).__name__}")
    text = spec.strip()
    if text in BUILTIN:
        return BUILTIN[text]()
    if text.startswith("cmd:"):
        # A bot in any language, run as a command (the bot protocol, docs/bots.md).
        return CommandBot(text[4:])
    known = f"bots: {', '.join(BUILTIN)}, cmd:COMMAND, or package.module:attr"
    module_name, colon, attr = text.partition(":")
    if not colon or not module_name or not attr:
        raise InvalidSetupError(f"unknown bot {spec[:80]!r}; {known}")
    try:
        target: object = import_bot_module(module_name)
    except ImportError as exc:
        raise InvalidSetupError(
            f"bot {spec[:80]!r}: cannot import {module_name!r} ({exc})"
        ) from exc
    except Exception as exc:  # the module's own code failed while importing
        raise InvalidSetupError(
            f"bot {spec[:80]!r}: importing {module_name!r} failed: {exc!r}"
        ) from exc
    for part in attr.split("."):
        if not part.isidentifier() or not hasattr(target, part):
            raise InvalidSetupError(f"bot {spec[:80]!r}: {module_name!r} has no {attr!r}")
        target = getattr(target, part)
    if inspect.isclass(target):
        try:
            target = target()
        except Exception as exc:
            raise InvalidSetupError(f"bot {spec[:80]!r}: {attr}() failed: {exc!r}") from exc
    if not callable(target):
        raise InvalidSetupError(f"bot {spec[:80]!r}: {attr} is not callable")
    return target
