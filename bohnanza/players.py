"""Bots that play from their own seat's view, and a harness that runs whole games of them.

A bot never gets the ``GameState``: the harness (``play_game``) hands it the seat's
``PlayerView`` (its own hand, the open table, the size of every other hand, never the
deck's order) and the seat's legal moves as a plain tuple of move objects.

    >>> from bohnanza.players import load_bot, play_game
    >>> bots = [load_bot("planner"), load_bot("greedy"), load_bot("random")]
    >>> final, moves = play_game("rio-grande-2000", bots, seed=7)
    >>> final.is_over, len(moves) > 50
    (True, True)

Trades today.  The referee knows trades and donations only as agreed moves (``Trade``,
``Donate``); it has no offers yet.  The harness turns them into offers: in step 2 it lists,
among a seat's moves, the trades and donations that seat can name from its own view (a
donation of its own cards, or of the face-up cards when it is the active player; for
another player, a trade of his own hand card for a face-up card), puts the chosen one to
the other party's bot through its optional ``accepts`` method, and applies it only if that
bot agrees.  A bot without ``accepts`` declines everything ("Donations need not be
accepted"); a declined offer is not listed again during that step 2.  Offers that ask for
cards by variety (``"give soy, ask chili"``) come with the negotiation protocol of issue 14.
"""

from __future__ import annotations

import importlib
import inspect
import random
from collections.abc import Callable, Mapping, Sequence
from typing import Protocol, runtime_checkable

from bohnanza.actions import (
    Action,
    BuyField,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Plant,
    Trade,
)
from bohnanza.cards import Card
from bohnanza.editions import Edition
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.listing import legal_actions
from bohnanza.referee import apply, check
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step
from bohnanza.views import PlayerView, view

__all__ = [
    "BUILTIN",
    "Bot",
    "BotError",
    "GreedyBot",
    "Negotiator",
    "PlannerBot",
    "RandomBot",
    "load_bot",
    "offers",
    "play_game",
]

#: How many times per step 2 the harness asks each other player for an offer: offers
#: that are accepted reopen the round, and this bounds it.
ASKS_PER_TRADE_STEP = 3


@runtime_checkable
class Bot(Protocol):
    """A player: ``bot(view, moves, rng)`` returns one of ``moves``, or None to pass.

    ``view`` is what the seat sees; ``moves`` its legal moves now (a tuple, no hidden card
    in it); ``rng`` the bot's own random generator, seeded by the harness so that games
    replay.  The harness asks a bot in two situations:

    * the game waits for its seat (``view.seat in view.to_move``): it must return a move;
    * in step 2, when it is not the active player: it may offer a trade or a donation to
      the active player, or harvest or buy a field, or return None to pass.

    A bot that also defines ``accepts`` (see ``Negotiator``) answers offers made to it.
    """

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None: ...


@runtime_checkable
class Negotiator(Bot, Protocol):
    """A bot that answers offers: ``accepts(view, move, shown)`` is True to agree.

    ``move`` is the ``Trade`` or ``Donate`` another seat proposes, in which this seat
    receives cards; ``shown`` maps the id of every card it names to the card, as the
    proposer shows them on the table.
    """

    def accepts(self, view: PlayerView, move: Action, shown: Mapping[int, Card]) -> bool: ...


class BotError(BohnanzaError):
    """A bot broke the harness's contract: a move it was not offered, None when the game
    waited for it, an exception of its own, or a game longer than ``max_moves``."""


# ---------------------------------------------------------------------------------------
# the harness


def _named(move: Action) -> tuple[int, ...]:
    match move:
        case Trade():
            return (*move.gives, *move.takes)
        case Donate():
            return move.cards
    return ()


def offers(state: GameState, seat: int) -> tuple[Action, ...]:
    """The trades and donations ``seat`` can name from its own view now, one card each way.

    The active player may donate a face-up card or a hand card to any other player; any
    other player may donate a hand card to the active player or offer one hand card for
    one face-up card.  Only moves the referee would accept are listed.
    """
    if state.step is not Step.TRADE:
        return ()
    active = state.active
    hand = state.players[seat].hand
    found: list[Action] = []
    if seat == active:
        for other in range(len(state.players)):
            if other != active:
                found.extend(Donate(active, other, (c.id,)) for c in (*state.face_up, *hand))
    else:
        for card in hand:
            found.append(Donate(seat, active, (card.id,)))
            found.extend(Trade(active, seat, (up.id,), (card.id,)) for up in state.face_up)
    return tuple(move for move in found if check(state, move) is None)


def _addressee(move: Action, proposer: int) -> int:
    if isinstance(move, Trade):
        return move.partner if proposer == move.seat else move.seat
    assert isinstance(move, Donate)
    return move.receiver


class _Game:
    """One game under way: the state, the bots, and what step 2 has already heard."""

    def __init__(self, state: GameState, bots: Sequence[Bot], seed: int, max_moves: int):
        self.state = state
        self.bots = bots
        self.rngs = [random.Random(f"{seed}/{seat}") for seat in range(len(bots))]
        self.max_moves = max_moves
        self.moves: list[Action] = []
        self.declined: set[Action] = set()
        self.asked = [0] * len(bots)
        self.turn = -1

    def play(self, move: Action) -> None:
        if len(self.moves) >= self.max_moves:
            raise BotError(f"the game passed max_moves={self.max_moves} without ending")
        self.state = apply(self.state, move)
        self.moves.append(move)

    def ask(self, seat: int, must: bool) -> Action | None:
        state = self.state
        basic = tuple(legal_actions(state, seat).basic)
        listed = tuple(m for m in offers(state, seat) if m not in self.declined)
        moves = basic + listed
        if not moves:
            return None
        bot = self.bots[seat]
        try:
            move = bot(view(state, seat), moves, self.rngs[seat])
        except BohnanzaError:
            raise
        except Exception as exc:  # a plug-in's own bug: name the bot, keep the cause
            raise BotError(f"bot {_label(bot)} at seat {seat} failed: {exc!r}") from exc
        if move is None:
            if must:
                raise BotError(f"bot {_label(bot)} at seat {seat} passed when it had to move")
            return None
        if move not in moves:
            raise BotError(f"bot {_label(bot)} at seat {seat} chose {move}, not a listed move")
        return move

    def settle(self, seat: int, move: Action) -> bool:
        """Apply ``move`` of ``seat``, through the other party's consent for an offer."""
        if isinstance(move, Trade | Donate):
            other = _addressee(move, seat)
            shown = {c.id: c for c in self._cards_of(seat) if c.id in _named(move)}
            answer = getattr(self.bots[other], "accepts", None)
            try:
                agreed = bool(answer(view(self.state, other), move, shown)) if answer else False
            except BohnanzaError:
                raise
            except Exception as exc:
                raise BotError(f"bot {_label(self.bots[other])} failed to answer: {exc!r}") from exc
            if not agreed:
                self.declined.add(move)
                return False
        self.play(move)
        return True

    def _cards_of(self, seat: int) -> tuple[Card, ...]:
        """The cards ``seat`` may put into an offer: its hand and the face-up cards."""
        return (*self.state.face_up, *self.state.players[seat].hand)

    def trade_round(self) -> None:
        """Step 2: every other player, clockwise from the active one, may make an offer."""
        state = self.state
        if self.turn != state.turn:
            self.turn = state.turn
            self.declined.clear()
            self.asked = [0] * len(self.bots)
        count = len(state.players)
        for k in range(1, count):
            seat = (state.active + k) % count
            if self.state.step is not Step.TRADE or self.asked[seat] >= ASKS_PER_TRADE_STEP:
                continue
            self.asked[seat] += 1
            move = self.ask(seat, must=False)
            if move is not None:
                self.settle(seat, move)

    def run(self) -> None:
        polled = -1
        while self.state.step is not Step.OVER:
            state = self.state
            # Every move in step 2 may change what the others want: they are asked again
            # (at most ASKS_PER_TRADE_STEP times each).
            if (
                state.step is Step.TRADE
                and not state.table.rules.duel
                and polled != len(self.moves)
            ):
                self.trade_round()
                polled = len(self.moves)
                continue
            seat = state.to_move[0]
            move = self.ask(seat, must=True)
            assert move is not None
            self.settle(seat, move)


def play_game(
    edition: str | Edition,
    bots: Sequence[Bot | str],
    seed: int,
    *,
    max_moves: int = 20_000,
) -> tuple[GameState, list[Action]]:
    """Play one seeded game, one bot per seat (a ``Bot`` or a ``load_bot`` spec).

    Each bot sees only its seat's view.  Returns the final state and the moves applied,
    in order (declined offers are not moves); ``bohnanza.record_game`` records them.

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


# ---------------------------------------------------------------------------------------
# what a view says


def _label(bot: object) -> str:
    return getattr(bot, "name", None) or getattr(bot, "__name__", None) or type(bot).__name__


def _mine(v: PlayerView) -> tuple[tuple[Card, ...], ...]:
    return v.fields[v.seat]


def _payout(field: Sequence[Card]) -> int:
    return field[-1].beanometer.payout(len(field)) if field else 0  # the top card prices it


def _grows(fields: Sequence[Sequence[Card]], card: Card) -> bool:
    """Whether ``card`` goes on a planted field of the same variety."""
    return any(f and f[0].variety.key == card.variety.key for f in fields)


def _empty(fields: Sequence[Sequence[Card]]) -> int:
    return sum(1 for f in fields if not f)


def _cards(v: PlayerView) -> dict[int, Card]:
    """Every card this seat can name: its hand, its set-aside cards, the face-up cards."""
    return {c.id: c for c in (*v.hand, *v.set_aside[v.seat], *v.face_up, *v.offer)}


def _welcome(fields: Sequence[Sequence[Card]], cards: Sequence[Card]) -> bool:
    """Whether ``cards`` can all be planted without selling a field: each grows a planted
    field, or starts an empty one (one empty field per new variety)."""
    free = _empty(fields)
    new = {c.variety.key for c in cards if not _grows(fields, c)}
    return len(new) <= free


# ---------------------------------------------------------------------------------------
# the built-in bots


class RandomBot:
    """Plays a move drawn uniformly among its moves other than offers; in step 2, with
    chance ``trades``, it makes one of its listed offers instead (else, when it is not the
    active player, it passes).  It accepts an offer with even odds."""

    name = "random"

    def __init__(self, trades: float = 0.0) -> None:
        self.trades = trades

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if self.trades and view.step is Step.TRADE and rng.random() < self.trades:
            offered = [m for m in moves if isinstance(m, Trade | Donate)]
            if offered:
                return offered[int(rng.random() * len(offered))]
        if view.seat not in view.to_move:
            return None
        basic: list[Action] = [m for m in moves if not isinstance(m, Trade | Donate)]
        basic = basic or list(moves)
        return basic[int(rng.random() * len(basic))]

    def accepts(self, view: PlayerView, move: Action, shown: Mapping[int, Card]) -> bool:
        return random.Random(str(move)).random() < 0.5


class GreedyBot:
    """The simple planner of ``bohnanza.bots`` on a view: buys the third field, plants on
    the biggest field of the same variety then on an empty one, keeps face-up cards that
    fit, ends steps early, and sells only when it must, the field that pays most.  When
    another player is active it offers a hand card that fits none of its fields for a
    face-up card that grows one; it accepts cards it can plant without selling, and gives
    only cards that grow none of its fields."""

    name = "greedy"

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        fields = _mine(view)
        if view.seat not in view.to_move:
            return self._offer(view, moves)
        cards = _cards(view)
        plants = [m for m in moves if isinstance(m, Plant)]
        for move in moves:
            if isinstance(move, BuyField):
                return move
        if plants:
            return min(
                plants, key=lambda m: (0, -len(fields[m.field])) if fields[m.field] else (1, 0)
            )
        for move in moves:
            if isinstance(move, Keep) and move.card in cards and _grows(fields, cards[move.card]):
                return move
        for move in moves:
            if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
                return move
        others = [m for m in moves if not isinstance(m, Harvest | Trade | Donate)]
        if others:
            return others[int(rng.random() * len(others))]
        harvests = [m for m in moves if isinstance(m, Harvest)]
        if harvests:
            return min(harvests, key=lambda m: (-_payout(fields[m.field]), len(fields[m.field])))
        return moves[0]

    def _offer(self, view: PlayerView, moves: Sequence[Action]) -> Action | None:
        fields = _mine(view)
        cards = _cards(view)
        for move in moves:
            if isinstance(move, Trade) and move.partner == view.seat:
                want = [cards[i] for i in move.gives if i in cards]
                give = [cards[i] for i in move.takes if i in cards]
                if all(_grows(fields, c) for c in want) and not any(
                    _grows(fields, c) for c in give
                ):
                    return move
        return None

    def accepts(self, view: PlayerView, move: Action, shown: Mapping[int, Card]) -> bool:
        fields = _mine(view)
        match move:
            case Trade():
                mine_in = move.gives if move.partner == view.seat else move.takes
                mine_out = move.takes if move.partner == view.seat else move.gives
                got = [shown[i] for i in mine_in if i in shown]
                own = _cards(view)
                lost = [own[i] for i in mine_out if i in own]
                coins = move.take_coins if move.partner == view.seat else move.give_coins
                return (
                    len(got) == len(mine_in)
                    and _welcome(fields, got)
                    and not any(_grows(fields, c) for c in lost)
                    and not coins
                )
            case Donate():
                got = [shown[i] for i in move.cards if i in shown]
                return len(got) == len(move.cards) and _welcome(fields, got)
        return False


class PlannerBot(GreedyBot):
    """A reference bot that plans against the beanometers.

    It plants on the field of the same variety, else on an empty field; when it must sell
    to plant, it sells the field that pays most and has least to gain from its hand; it
    sells a field at once when the beanometer pays no more for more cards; it plants the
    optional second card only where no sale is needed; it buys the third field while the
    deck is on its first pass; as active player it gives away the face-up cards and front
    hand cards that fit none of its fields (to a player whose field they grow), so that it
    is not forced to sell; as another player it offers hand cards it cannot use for face-up
    cards that grow its fields; it accepts only cards it can plant without selling.
    """

    name = "planner"

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        fields = _mine(view)
        full = self._full(view, moves)
        if view.seat not in view.to_move:
            return full or self._offer(view, moves) or self._unload(view, moves)
        if full is not None:
            return full
        for move in moves:
            if isinstance(move, BuyField) and (view.exhaustions < 2 or view.coins[view.seat] > 6):
                return move
        cards = _cards(view)
        plants = [m for m in moves if isinstance(m, Plant)]
        harvests = [m for m in moves if isinstance(m, Harvest)]
        if plants:
            return min(plants, key=lambda m: self._plant_rank(fields, m))
        if view.step is Step.TRADE and view.seat == view.active:
            gift = self._gift(view, moves)
            if gift is not None:
                return gift
        for move in moves:
            if isinstance(move, Keep) and move.card in cards and _grows(fields, cards[move.card]):
                return move
        for move in moves:
            if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
                return move
        discards = [m for m in moves if isinstance(m, Discard)]
        if discards:
            return min(
                discards, key=lambda m: _grows(fields, cards[m.card]) if m.card in cards else 1
            )
        others = [m for m in moves if not isinstance(m, Harvest | Trade | Donate)]
        if others:
            return others[int(rng.random() * len(others))]
        if harvests:
            return self._sale(view, harvests)
        return moves[0]

    @staticmethod
    def _plant_rank(fields: Sequence[Sequence[Card]], move: Plant) -> tuple[int, int]:
        field = fields[move.field]
        return (0, -len(field)) if field else (1, 0)

    @staticmethod
    def _full(view: PlayerView, moves: Sequence[Action]) -> Action | None:
        """Sell a field whose beanometer pays no more for another card."""
        fields = _mine(view)
        for move in moves:
            if isinstance(move, Harvest):
                field = fields[move.field]
                if (
                    field
                    and _payout(field) >= 1
                    and _payout(field) == field[0].beanometer.payout(len(field) + 8)
                ):
                    return move
        return None

    @staticmethod
    def _sale(view: PlayerView, harvests: Sequence[Harvest]) -> Harvest:
        """The field to sell when one must go: most coins now, least hope from the hand."""
        fields = _mine(view)
        hand = [c.variety.key for c in view.hand]

        def rank(move: Harvest) -> tuple[int, int, int]:
            field = fields[move.field]
            coming = hand.count(field[0].variety.key) if field else 0
            return (-_payout(field), coming, len(field))

        return min(harvests, key=rank)

    @staticmethod
    def _unload(view: PlayerView, moves: Sequence[Action]) -> Donate | None:
        """A hand card near the front that fits none of its fields, given to the active
        player when it grows one of his: a card it would otherwise have to plant at a loss."""
        fields = _mine(view)
        keys = [c.variety.key for c in view.hand]
        for card in view.hand[:3]:
            if _grows(fields, card) or keys.count(card.variety.key) >= 2:
                continue
            for move in moves:
                if (
                    isinstance(move, Donate)
                    and move.cards == (card.id,)
                    and _grows(view.fields[move.receiver], card)
                ):
                    return move
        return None

    @staticmethod
    def _gift(view: PlayerView, moves: Sequence[Action]) -> Donate | None:
        """A card to give away, face-up first, then hand cards near the front, to a
        player whose planted field it grows."""
        fields = _mine(view)
        keys = [c.variety.key for c in view.hand]
        unwanted = [c for c in view.face_up if not _grows(fields, c)]
        free = _empty(fields)
        if free and unwanted:
            # One empty field takes one variety: keep the commonest unwanted one.
            unwanted = unwanted[1:]
        for card in view.hand[:3]:
            if not _grows(fields, card) and keys.count(card.variety.key) < 2 and not free:
                unwanted.append(card)
        for card in unwanted:
            for move in moves:
                if (
                    isinstance(move, Donate)
                    and move.cards == (card.id,)
                    and _grows(view.fields[move.receiver], card)
                ):
                    return move
        return None


#: The built-in bots by name: each name makes a new bot.
BUILTIN: dict[str, Callable[[], Bot]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "planner": PlannerBot,
}


def load_bot(spec: str) -> Bot:
    """A bot from its spec: a built-in name (``"planner"``) or ``"package.module:attr"``.

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
    known = f"bots: {', '.join(BUILTIN)}, or package.module:attr"
    module_name, colon, attr = text.partition(":")
    if not colon or not module_name or not attr:
        raise InvalidSetupError(f"unknown bot {spec[:80]!r}; {known}")
    try:
        target: object = importlib.import_module(module_name)
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
