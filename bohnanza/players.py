"""Bots that play from their own seat's view, and a harness that runs whole games of them.

A bot never gets the ``GameState``: the harness (``play_game``) hands it the seat's
``PlayerView`` (its own hand, the open table, the size of every other hand, never the
deck's order) and the seat's legal moves as a plain tuple of move objects.

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
that step 2.
"""

from __future__ import annotations

import importlib
import inspect
import random
from collections.abc import Callable, Sequence
from typing import Protocol, runtime_checkable

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.cards import Card
from bohnanza.editions import Edition
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.referee import apply, check, legal_actions
from bohnanza.rules.trading import meeting_cards
from bohnanza.setup import new_game
from bohnanza.state import GameState, Step
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

    ``view`` is what the seat sees; ``moves`` its legal moves now (a tuple, no hidden card
    in it); ``rng`` the bot's own random generator, seeded by the harness so that games
    replay.  The harness asks a bot in two situations:

    * the game waits for its seat (``view.seat in view.to_move``): it must return a move;
    * in step 2, when it is not the active player: it may make an offer to the active
      player, or harvest or buy a field, or return None to pass;
    * an offer was just made to it (``view.offers``): ``moves`` are then its answers to
      that offer, ``Accept`` (with the cards that meet it) and ``Decline``; None declines.
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

    def play(self, move: Action) -> None:
        if len(self.moves) >= self.max_moves:
            raise BotError(f"the game passed max_moves={self.max_moves} without ending")
        self.state = apply(self.state, move)
        self.moves.append(move)

    def _call(self, seat: int, moves: tuple[Action, ...]) -> Action | None:
        bot = self.bots[seat]
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
        moves = tuple(
            m
            for m in legal_actions(view(state, seat))
            if not (isinstance(m, Offer) and m in self.declined)
        )
        if not moves:
            return None
        move = self._call(seat, moves)
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
        for k in range(1, count):
            seat = (state.active + k) % count
            if self.state.step is not Step.TRADE or self.asked[seat] >= ASKS_PER_TRADE_STEP:
                continue
            self.asked[seat] += 1
            move = self.ask(seat, must=False)
            if move is not None:
                self.settle(move)

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


# ---------------------------------------------------------------------------------------
# what a view says


def _label(bot: object) -> str:
    return getattr(bot, "name", None) or getattr(bot, "__name__", None) or type(bot).__name__


def _mine(v: PlayerView) -> tuple[tuple[Card, ...], ...]:
    return v.fields[v.seat]


def _payout(field: Sequence[Card]) -> int:
    return field[0].beanometer.payout(len(field)) if field else 0


def _grows(fields: Sequence[Sequence[Card]], card: Card) -> bool:
    """Whether ``card`` goes on a planted field of the same variety."""
    return any(f and f[0].variety.key == card.variety.key for f in fields)


def _empty(fields: Sequence[Sequence[Card]]) -> int:
    return sum(1 for f in fields if not f)


def _cards(v: PlayerView) -> dict[int, Card]:
    """Every card this seat can name: its hand, its set-aside cards, the face-up cards,
    the cards the standing offers give."""
    return {c.id: c for c in (*v.hand, *v.set_aside[v.seat], *v.face_up, *v.offer, *v.offered)}


def _welcome(fields: Sequence[Sequence[Card]], cards: Sequence[Card]) -> bool:
    """Whether ``cards`` can all be planted without selling a field: each grows a planted
    field, or starts an empty one (one empty field per new variety)."""
    free = _empty(fields)
    new = {c.variety.key for c in cards if not _grows(fields, c)}
    return len(new) <= free


def _answering(moves: Sequence[Action]) -> bool:
    """Whether the harness asks for an answer to an offer: the moves are its answers."""
    return bool(moves) and all(isinstance(m, Accept | Decline) for m in moves)


def _offer_to_answer(v: PlayerView, moves: Sequence[Action]) -> Offer | None:
    first = moves[0]
    assert isinstance(first, Accept | Decline)
    for offer in v.offers:
        if offer.seat == first.offerer and offer.to == v.seat:
            return offer
    return None


def _fair(v: PlayerView, offer: Offer, accept: Accept) -> bool:
    """Whether accepting gains this seat cards it can plant without selling, for cards
    that grow none of its fields (and no coins of its own)."""
    fields = _mine(v)
    cards = _cards(v)
    got = [cards[i] for i in offer.gives if i in cards]
    lost = [cards[i] for i in accept.cards if i in cards]
    if len(got) != len(offer.gives) or offer.ask_coins:
        return False
    if any(_grows(fields, c) for c in lost):
        return False
    # Giving away face-up cards it does not want is a gain in itself (the active player
    # would have to plant them); otherwise it must receive something it can plant.
    return _welcome(fields, got) and (bool(got) or bool(lost))


def _answer(v: PlayerView, moves: Sequence[Action]) -> Action:
    offer = _offer_to_answer(v, moves)
    for move in moves:
        if isinstance(move, Accept) and offer is not None and _fair(v, offer, move):
            return move
    return next(m for m in moves if isinstance(m, Decline))


def _plant_later(v: PlayerView) -> list[str]:
    """The varieties near the front of this seat's hand, which it will plant soon."""
    return [c.variety.key for c in v.hand[:3]]


def _asking_offers(v: PlayerView, moves: Sequence[Action]) -> Offer | None:
    """Another player in step 2: ask the active player for a face-up card that grows one
    of its fields, giving a hand card near the front that grows none (or nothing)."""
    fields = _mine(v)
    wanted = [c.variety.key for c in v.face_up if _grows(fields, c)]
    if not wanted:
        return None
    cards = _cards(v)
    best: tuple[int, Offer] | None = None
    front = {c.id: k for k, c in enumerate(v.hand)}
    for move in moves:
        if not isinstance(move, Offer) or len(move.asks) != 1 or move.asks[0] not in wanted:
            continue
        given = [cards[i] for i in move.gives]
        if any(_grows(fields, c) for c in given) or len(given) > 1:
            continue
        # prefer giving the front card that would otherwise be planted at a loss
        rank = min((front.get(c.id, 9) for c in given), default=5)
        if best is None or rank < best[0]:
            best = (rank, move)
    return best[1] if best else None


def _giving_offers(
    v: PlayerView, moves: Sequence[Action], unwanted: Sequence[Card]
) -> Offer | None:
    """Offers of cards this seat does not want, to a player whose planted field they grow:
    for a card that grows one of its own fields, else for nothing."""
    fields = _mine(v)
    for card in unwanted:
        takers = [
            seat for seat in range(len(v.names)) if seat != v.seat and _grows(v.fields[seat], card)
        ]
        trades: list[Offer] = []
        gifts: list[Offer] = []
        for move in moves:
            if not isinstance(move, Offer) or move.gives != (card.id,) or move.to not in takers:
                continue
            if not move.asks:
                gifts.append(move)
            elif any(f and f[0].variety.key == move.asks[0] for f in fields):
                trades.append(move)
        if trades or gifts:
            return (trades or gifts)[0]
    return None


# ---------------------------------------------------------------------------------------
# the built-in bots


class RandomBot:
    """Plays a move drawn uniformly among its moves other than offers; in step 2, with
    chance ``trades``, it makes one of its listed offers instead (else, when it is not the
    active player, it passes).  It answers an offer at random."""

    name = "random"

    def __init__(self, trades: float = 0.0) -> None:
        self.trades = trades

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if _answering(moves):
            return moves[int(rng.random() * len(moves))]
        if self.trades and view.step is Step.TRADE and rng.random() < self.trades:
            offered = [m for m in moves if isinstance(m, Offer)]
            if offered:
                return offered[int(rng.random() * len(offered))]
        if view.seat not in view.to_move:
            return None
        basic: list[Action] = [m for m in moves if not isinstance(m, Offer | Withdraw)]
        basic = basic or list(moves)
        return basic[int(rng.random() * len(basic))]


class GreedyBot:
    """The simple planner of ``bohnanza.bots`` on a view: buys the third field, plants on
    the biggest field of the same variety then on an empty one, keeps face-up cards that
    fit, gives away the others to a player whose field they grow, ends steps early, and
    sells only when it must, the field that pays most.  When another player is active it
    asks for a face-up card that grows one of its fields, giving a hand card that grows
    none; it accepts cards it can plant without selling, for cards that grow none of its
    fields."""

    name = "greedy"

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if _answering(moves):
            return _answer(view, moves)
        fields = _mine(view)
        if view.seat not in view.to_move:
            return _asking_offers(view, moves)
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
        if view.step is Step.TRADE:
            unwanted = [c for c in view.face_up if not _grows(fields, c)]
            offer = _giving_offers(view, moves, unwanted)
            if offer is not None:
                return offer
        for move in moves:
            if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
                return move
        others = [m for m in moves if not isinstance(m, Harvest | Offer | Withdraw)]
        if others:
            return others[int(rng.random() * len(others))]
        harvests = [m for m in moves if isinstance(m, Harvest)]
        if harvests:
            return min(harvests, key=lambda m: (-_payout(fields[m.field]), len(fields[m.field])))
        return moves[0]


class PlannerBot(GreedyBot):
    """A reference bot that plans against the beanometers.

    It plants on the field of the same variety, else on an empty field; when it must sell
    to plant, it sells the field that pays most and has least to gain from its hand; it
    sells a field at once when the beanometer pays no more for more cards; it plants the
    optional second card only where no sale is needed; it buys the third field while the
    deck is on its first pass; as active player it keeps the face-up cards that fit and
    offers the others, and hand cards near the front that fit none of its fields, to a
    player whose field they grow (for a card it can use, else as a gift), so that it is
    not forced to sell; as another player it asks for face-up cards that grow its fields
    and gives away front hand cards it cannot use; it accepts only cards it can plant
    without selling, for cards that grow none of its fields.
    """

    name = "planner"

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if _answering(moves):
            return _answer(view, moves)
        fields = _mine(view)
        full = self._full(view, moves)
        if view.seat not in view.to_move:
            return full or _asking_offers(view, moves) or self._unload(view, moves)
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
            for move in moves:
                if (
                    isinstance(move, Keep)
                    and move.card in cards
                    and _grows(fields, cards[move.card])
                ):
                    return move
            offer = _giving_offers(view, moves, self._unwanted(view))
            if offer is not None:
                return offer
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
        others = [m for m in moves if not isinstance(m, Harvest | Offer | Withdraw)]
        if others:
            return others[int(rng.random() * len(others))]
        if harvests:
            return self._sale(view, harvests)
        return moves[0]

    @staticmethod
    def _unwanted(view: PlayerView) -> list[Card]:
        """The face-up cards it would rather not plant, then front hand cards of a variety
        that fits none of its fields and that it holds only once."""
        fields = _mine(view)
        keys = [c.variety.key for c in view.hand]
        unwanted = [c for c in view.face_up if not _grows(fields, c)]
        free = _empty(fields)
        if free and unwanted:
            # One empty field takes one variety: keep the first unwanted one.
            unwanted = unwanted[1:]
        for card in view.hand[:3]:
            if not _grows(fields, card) and keys.count(card.variety.key) < 2 and not free:
                unwanted.append(card)
        return unwanted

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
    def _unload(view: PlayerView, moves: Sequence[Action]) -> Offer | None:
        """A hand card near the front that fits none of its fields, offered to the active
        player as a gift when it grows one of his: a card it would otherwise have to plant
        at a loss."""
        fields = _mine(view)
        keys = [c.variety.key for c in view.hand]
        for card in view.hand[:3]:
            if _grows(fields, card) or keys.count(card.variety.key) >= 2:
                continue
            for move in moves:
                if (
                    isinstance(move, Offer)
                    and move.gives == (card.id,)
                    and not move.asks
                    and _grows(view.fields[move.to], card)
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
