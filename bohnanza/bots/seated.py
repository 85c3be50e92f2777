"""The bots that play from their own seat's view: ``RandomBot``, ``GreedyBot``,
``PlannerBot``, and the public helpers they are built from, for bot authors
(``field_payout``, ``grows``, ``offers_to``).

``bohnanza.players.play_game`` runs them; ``bohnanza.bots``, the one house of every bot,
exports them with the full-state bots.  This module imports the rules, the views and the
listings, never the full-state bots nor the harness.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from typing import Any, Final

from bohnanza._build import COMPILED
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
from bohnanza.listing import SeatActions
from bohnanza.state import Step
from bohnanza.views import PlayerView

__all__ = [
    "VIEW_BOTS",
    "GreedyBot",
    "PlannerBot",
    "RandomBot",
    "field_payout",
    "grows",
    "offers_to",
]


def field_payout(field: Sequence[Card]) -> int:
    """The coins ``field`` (a field as a view shows it, bottom card first) sells for now:
    its top card's beanometer prices it; 0 for an empty field."""
    return field[-1].beanometer.payout(len(field)) if field else 0


def grows(fields: Sequence[Sequence[Card]], card: Card) -> bool:
    """Whether ``card`` goes on one of the planted ``fields`` (one seat's fields): a field
    of the same variety."""
    key = card.variety.key
    return any(f and f[0].variety.key == key for f in fields)


def offers_to(view: PlayerView, seat: int) -> tuple[Offer, ...]:
    """The offers standing to ``seat``, as ``view`` shows them."""
    return tuple([offer for offer in view.offers if offer.to == seat])


def _empty(fields: Sequence[Sequence[Card]]) -> int:
    return sum(1 for f in fields if not f)


def _split(moves: Sequence[Action]) -> tuple[Sequence[Action], Sequence[Action]]:
    """The moves other than offers, and the offers, in listing order (a ``SeatActions``
    has them apart already: its offers stay lazy)."""
    if isinstance(moves, SeatActions):
        return moves.basic, moves
    return [m for m in moves if not isinstance(m, Offer)], moves


def _offers(moves: Sequence[Action]) -> Iterator[Offer]:
    """The offers among ``moves``, in order, built one at a time."""
    if isinstance(moves, SeatActions):
        for i in range(moves.offer_count):
            yield moves.offer(i)
        return
    for move in moves:
        if isinstance(move, Offer):
            yield move


def _seen_cards(v: PlayerView) -> dict[int, Card]:
    """Every card this seat can name: its hand, its set-aside cards, the face-up cards,
    the cards the standing offers give (as shown to it)."""
    found: dict[int, Card] = {}
    for group in (v.hand, v.set_aside[v.seat], v.face_up, v.offer, v.offered):
        for c in group:
            found[c.id] = c
    return found


def _welcome(fields: Sequence[Sequence[Card]], cards: Sequence[Card]) -> bool:
    """Whether ``cards`` can all be planted without selling a field: each grows a planted
    field, or starts an empty one (one empty field per new variety)."""
    free = _empty(fields)
    new = {c.variety.key for c in cards if not grows(fields, c)}
    return len(new) <= free


def _answering(moves: Sequence[Action]) -> bool:
    """Whether the harness asks for an answer to an offer: the moves are its answers."""
    if isinstance(moves, SeatActions):
        basic = moves.basic
        return (
            bool(basic)
            and not moves.offer_count
            and all(isinstance(m, Accept | Decline) for m in basic)
        )
    return bool(moves) and all(isinstance(m, Accept | Decline) for m in moves)


def _offer_from(v: PlayerView, offerer: int) -> Offer | None:
    """The offer standing from ``offerer`` to this seat, as the view shows it."""
    for offer in v.offers:
        if offer.seat == offerer and offer.to == v.seat:
            return offer
    return None


def _fair(v: PlayerView, offer: Offer, accept: Accept) -> bool:
    """Whether accepting gains this seat cards it can plant without selling, for cards
    that grow none of its fields (and no coins of its own)."""
    fields = v.fields_of(v.seat)
    cards = _seen_cards(v)
    got = [cards[i] for i in offer.gives if i in cards]
    lost = [cards[i] for i in accept.cards if i in cards]
    if len(got) != len(offer.gives) or offer.ask_coins:
        return False
    if any(grows(fields, c) for c in lost):
        return False
    # Giving away face-up cards it does not want is a gain in itself (the active player
    # would have to plant them); otherwise it must receive something it can plant.
    return _welcome(fields, got) and (bool(got) or bool(lost))


def _answer(v: PlayerView, moves: Sequence[Action]) -> Action:
    """The first acceptance that is fair by the offer it answers, else the first decline
    (the answers may be to several offers: each is judged by its own)."""
    for move in moves:
        if isinstance(move, Accept):
            offer = _offer_from(v, move.offerer)
            if offer is not None and _fair(v, offer, move):
                return move
    return next(m for m in moves if isinstance(m, Decline))


def _asking_offers(v: PlayerView, moves: Sequence[Action]) -> Offer | None:
    """Another player in step 2: ask the active player for a face-up card that grows one
    of its fields, giving a hand card near the front that grows none (or nothing)."""
    fields = v.fields_of(v.seat)
    wanted = [c.variety.key for c in v.face_up if grows(fields, c)]
    if not wanted:
        return None
    cards = _seen_cards(v)
    best: tuple[int, Offer] | None = None
    front = {c.id: k for k, c in enumerate(v.hand)}
    if isinstance(moves, SeatActions):
        # The same search over the lazy list, in its order, building only the offers
        # that may be chosen: one card or none given, one wanted variety asked.
        space = moves.offers
        for to in space.addressees:
            for _key, given_ids in space.gives:
                if len(given_ids) > 1 or any(grows(fields, cards[i]) for i in given_ids):
                    continue
                rank = min((front.get(i, 9) for i in given_ids), default=5)
                if best is not None and rank >= best[0]:
                    continue
                for key in space.asks:
                    if key in wanted:
                        offer = Offer(v.seat, to, given_ids, (key,))
                        if offer in moves:
                            best = (rank, offer)
                            break
        return best[1] if best else None
    for move in _offers(moves):
        if len(move.asks) != 1 or move.asks[0] not in wanted:
            continue
        given = [cards[i] for i in move.gives]
        if any(grows(fields, c) for c in given) or len(given) > 1:
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
    fields = v.fields_of(v.seat)
    if not unwanted:
        return None
    for card in unwanted:
        takers = [
            seat
            for seat in range(len(v.names))
            if seat != v.seat and grows(v.fields_of(seat), card)
        ]
        if isinstance(moves, SeatActions):
            # The same choice over the lazy list, in its order (addressee, then nothing
            # asked, then the varieties): the first trade, else the first gift.
            gift: Offer | None = None
            mine = {f[0].variety.key for f in fields if f}
            for to in moves.offers.addressees:
                if to not in takers:
                    continue
                for key in ("", *moves.offers.asks):
                    if key and key not in mine:
                        continue
                    offer = Offer(v.seat, to, (card.id,), (key,) if key else ())
                    if offer not in moves:
                        continue
                    if key:
                        return offer
                    if gift is None:
                        gift = offer
            if gift is not None:
                return gift
            continue
        trades: list[Offer] = []
        gifts: list[Offer] = []
        for move in _offers(moves):
            if move.gives != (card.id,) or move.to not in takers:
                continue
            if not move.asks:
                gifts.append(move)
            elif any(f and f[0].variety.key == move.asks[0] for f in fields):
                trades.append(move)
        if trades or gifts:
            return (trades or gifts)[0]
    return None


def _closed(cls: type, kwargs: dict[str, Any]) -> None:
    """The built-in view bots are closed: mypyc compiles them, and its classes cannot have
    interpreted subclasses; both builds refuse one, with this message."""
    if getattr(cls, "__module__", "") != __name__:
        raise TypeError(
            f"{cls.__name__}: the built-in bots of bohnanza.bots cannot be subclassed; wrap "
            "one instead (a bot of your own that calls it, see docs/bots.md)"
        )


class RandomBot:
    """Plays a move drawn uniformly among its moves other than offers; in step 2, with
    chance ``trades``, it makes one of its listed offers instead (else, when it is not the
    active player, it passes).  It answers an offer at random.  Without offers it is
    ``passive``: it never acts when the game does not wait for it."""

    name = "random"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        _closed(cls, kwargs)
        super().__init_subclass__(**kwargs)

    def __init__(self, trades: float = 0.0) -> None:
        self.trades = trades

    @property
    def passive(self) -> bool:
        """True when it never acts unless the game waits for it (``trades`` is 0): the
        harness then does not ask it for offers."""
        return not self.trades

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if _answering(moves):
            return moves[int(rng.random() * len(moves))]
        if self.trades and view.step is Step.TRADE and rng.random() < self.trades:
            if isinstance(moves, SeatActions):
                count = moves.offer_count
                if count:
                    return moves.offer(int(rng.random() * count))
            else:
                offered = [m for m in moves if isinstance(m, Offer)]
                if offered:
                    return offered[int(rng.random() * len(offered))]
        if view.seat not in view.to_move:
            return None
        others, _ = _split(moves)
        basic: list[Action] = [m for m in others if not isinstance(m, Offer | Withdraw)]
        if not basic:
            basic = list(moves)
        return basic[int(rng.random() * len(basic))]


class GreedyBot:
    """The simple planner of ``greedy_move`` on a view: buys the third field, plants on
    the biggest field of the same variety then on an empty one, keeps face-up cards that
    fit, gives away the others to a player whose field they grow, ends steps early, and
    sells only when it must, the field that pays most.  When another player is active it
    asks for a face-up card that grows one of its fields, giving a hand card that grows
    none; it accepts cards it can plant without selling, for cards that grow none of its
    fields."""

    name = "greedy"

    def __init_subclass__(cls, **kwargs: Any) -> None:
        _closed(cls, kwargs)
        super().__init_subclass__(**kwargs)

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if _answering(moves):
            return _answer(view, moves)
        fields = view.fields_of(view.seat)
        if view.seat not in view.to_move:
            return _asking_offers(view, moves)
        cards = _seen_cards(view)
        basic, _ = _split(moves)
        plants = [m for m in basic if isinstance(m, Plant)]
        for move in basic:
            if isinstance(move, BuyField):
                return move
        if plants:
            return min(
                plants, key=lambda m: (0, -len(fields[m.field])) if fields[m.field] else (1, 0)
            )
        for move in basic:
            if isinstance(move, Keep) and move.card in cards and grows(fields, cards[move.card]):
                return move
        if view.step is Step.TRADE:
            unwanted = [c for c in view.face_up if not grows(fields, c)]
            offer = _giving_offers(view, moves, unwanted)
            if offer is not None:
                return offer
        for move in basic:
            if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
                return move
        others = [m for m in basic if not isinstance(m, Harvest | Withdraw)]
        if others:
            return others[int(rng.random() * len(others))]
        harvests = [m for m in basic if isinstance(m, Harvest)]
        if harvests:
            return min(
                harvests, key=lambda m: (-field_payout(fields[m.field]), len(fields[m.field]))
            )
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

    In the bean duel it plays the duel's rules (``_duel_move``): it buys the third field
    only while the deck holds more than 50 cards (its coins leave the game, so the field
    must have time to earn them back before the deck's first exhaustion ends the game),
    discards the offered cards it cannot plant without selling, discards after planting
    the hand card it can use least, plants drawn cards only where they grow a field or
    open one it can spare, and does nothing on the other player's turn.
    """

    name = "planner"

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        if _answering(moves):
            return _answer(view, moves)
        fields = view.fields_of(view.seat)
        basic, _ = _split(moves)
        if view.table.duel:
            return _duel_move(view, fields, basic) if view.seat in view.to_move else None
        full = _full(fields, basic)
        if view.seat not in view.to_move:
            return full or _asking_offers(view, moves) or _unload(view, moves)
        if full is not None:
            return full
        for move in basic:
            if isinstance(move, BuyField) and (view.exhaustions < 2 or view.coins[view.seat] > 6):
                return move
        cards = _seen_cards(view)
        plants = [m for m in basic if isinstance(m, Plant)]
        harvests = [m for m in basic if isinstance(m, Harvest)]
        if plants:
            return min(plants, key=lambda m: _plant_rank_of(fields, m))
        if view.step is Step.TRADE and view.seat == view.active:
            for move in basic:
                if (
                    isinstance(move, Keep)
                    and move.card in cards
                    and grows(fields, cards[move.card])
                ):
                    return move
            offer = _giving_offers(view, moves, _unwanted(view))
            if offer is not None:
                return offer
        for move in basic:
            if isinstance(move, Keep) and move.card in cards and grows(fields, cards[move.card]):
                return move
        for move in basic:
            if isinstance(move, EndPlanting | EndTrading | LeaveOffer):
                return move
        discards = [m for m in basic if isinstance(m, Discard)]
        if discards:
            return min(
                discards, key=lambda m: grows(fields, cards[m.card]) if m.card in cards else 1
            )
        others = [m for m in basic if not isinstance(m, Harvest | Withdraw)]
        if others:
            return others[int(rng.random() * len(others))]
        if harvests:
            return _sale(view, fields, harvests)
        return moves[0]


#: In the duel, the planner buys the third field only while the deck holds more cards.
DUEL_FIELD_DECK: Final = 50


def _duel_move(
    view: PlayerView, fields: Sequence[Sequence[Card]], basic: Sequence[Action]
) -> Action:
    """The planner's move in the bean duel (duel.*), on its own turn.

    It buys the third field only while the deck holds more than ``DUEL_FIELD_DECK``
    cards: its coins leave the game, and the game ends with the deck's first exhaustion,
    when every field is sold (over 400 duels against greedy, buying with more than 40-60
    cards left paid best, never buying cost a coin a game).  It sells a field only when
    the beanometer pays no more for it or a card must be planted; plants the offered and
    drawn cards only where they grow a field or open an empty one it can spare; discards
    the offered cards it cannot use and, after planting, the hand card it can use least.
    """
    full = _full(fields, basic)
    if full is not None:
        return full
    for move in basic:
        if isinstance(move, BuyField) and view.deck_size > DUEL_FIELD_DECK:
            return move
    cards = _seen_cards(view)
    hand = view.hand
    plants = [m for m in basic if isinstance(m, Plant) and m.card in cards]
    harvests = [m for m in basic if isinstance(m, Harvest)]
    step = view.step
    if step is Step.DUEL_PLANT and view.planted == 0:
        if plants:
            return min(plants, key=lambda m: _plant_rank_of(fields, m))
        if harvests:
            return _sale(view, fields, harvests)
        return basic[0]
    if step is Step.DUEL_PLANT:
        # The optional second card, only where it grows a field or opens a spare one.
        for move in plants:
            if _grows_here(fields, cards[move.card], move.field) or _spare(
                fields, hand[1:], cards[move.card]
            ):
                return move
        discard = _duel_discard(view, fields, basic)
        if discard is not None:
            return discard
        return next((m for m in basic if isinstance(m, EndPlanting)), basic[0])
    if step is Step.OFFER or step is Step.DUEL_DRAW:
        if (
            step is Step.OFFER
            and harvests
            and not _empty(fields)
            and hand
            and not grows(fields, hand[0])
        ):
            # The front hand card fits no field: a sale is coming in step 2 anyway; sold
            # now, the freed field may take offered cards of the front card's variety.
            return _sale(view, fields, harvests)
        pool = view.offer if step is Step.OFFER else view.face_up
        growing = [m for m in plants if _grows_here(fields, cards[m.card], m.field)]
        if growing:
            return growing[0]
        opening = [m for m in plants if _spare(fields, hand, cards[m.card])]
        if opening:
            # The variety with most cards among those on offer opens the field.
            keys = [c.variety.key for c in pool]
            return max(opening, key=lambda m: keys.count(cards[m.card].variety.key))
        for move in basic:
            if isinstance(move, Discard | LeaveOffer):
                return move
    for move in basic:
        if not isinstance(move, BuyField | Harvest):
            return move
    return _sale(view, fields, harvests) if harvests else basic[0]


def _grows_here(fields: Sequence[Sequence[Card]], card: Card, field: int) -> bool:
    planted = fields[field]
    return bool(planted) and planted[0].variety.key == card.variety.key


def _spare(fields: Sequence[Sequence[Card]], hand: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` may open an empty field without leaving the front hand card
    nowhere to go: another field stays empty, or the front card grows a field or is of
    the same variety."""
    free = _empty(fields)
    if not free:
        return False
    if free >= 2 or not hand:
        return True
    front = hand[0]
    return front.variety.key == card.variety.key or grows(fields, front)


def _duel_discard(
    view: PlayerView, fields: Sequence[Sequence[Card]], basic: Sequence[Action]
) -> Discard | None:
    """After planting in the duel's step 2, the hand card to discard: the front-most card
    that grows none of its fields and that it holds once, else the front-most that grows
    none; none when every card grows a field."""
    discards = {m.card: m for m in basic if isinstance(m, Discard)}
    hand = view.hand
    keys = [c.variety.key for c in hand]
    useless = [c for c in hand if c.id in discards and not grows(fields, c)]
    if not useless:
        return None
    single = [c for c in useless if keys.count(c.variety.key) == 1]
    return discards[(single or useless)[0].id]


def _unwanted(view: PlayerView) -> list[Card]:
    """The face-up cards the planner would rather not plant, then front hand cards of a
    variety that fits none of its fields and that it holds only once."""
    fields = view.fields_of(view.seat)
    hand = view.hand
    keys = [c.variety.key for c in hand]
    unwanted = [c for c in view.face_up if not grows(fields, c)]
    free = _empty(fields)
    if free and unwanted:
        # One empty field takes one variety: keep the first unwanted one.
        unwanted = unwanted[1:]
    for card in hand[:3]:
        if not grows(fields, card) and keys.count(card.variety.key) < 2 and not free:
            unwanted.append(card)
    return unwanted


def _plant_rank_of(fields: Sequence[Sequence[Card]], move: Plant) -> tuple[int, int]:
    field = fields[move.field]
    return (0, -len(field)) if field else (1, 0)


def _full(fields: Sequence[Sequence[Card]], moves: Sequence[Action]) -> Action | None:
    """Sell a field whose beanometer pays no more for another card."""
    for move in moves:
        if isinstance(move, Harvest):
            field = fields[move.field]
            if (
                field
                and field_payout(field) >= 1
                and field_payout(field) == field[0].beanometer.payout(len(field) + 8)
            ):
                return move
    return None


def _sale(
    view: PlayerView, fields: Sequence[Sequence[Card]], harvests: Sequence[Harvest]
) -> Harvest:
    """The field to sell when one must go: most coins now, least hope from the hand."""
    hand = [c.variety.key for c in view.hand]

    def rank(move: Harvest) -> tuple[int, int, int]:
        field = fields[move.field]
        coming = hand.count(field[0].variety.key) if field else 0
        return (-field_payout(field), coming, len(field))

    return min(harvests, key=rank)


def _unload(view: PlayerView, moves: Sequence[Action]) -> Offer | None:
    """A hand card near the front that fits none of its fields, offered to the active
    player as a gift when it grows one of his: a card it would otherwise have to plant at
    a loss."""
    fields = view.fields_of(view.seat)
    hand = view.hand
    keys = [c.variety.key for c in hand]
    for card in hand[:3]:
        if grows(fields, card) or keys.count(card.variety.key) >= 2:
            continue
        if isinstance(moves, SeatActions):
            for to in moves.offers.addressees:
                offer = Offer(view.seat, to, (card.id,), ())
                if offer in moves and grows(view.fields_of(to), card):
                    return offer
            continue
        for move in _offers(moves):
            if move.gives == (card.id,) and not move.asks and grows(view.fields_of(move.to), card):
                return move
    return None


#: The view bots by name: each name makes a new bot (``bohnanza.players.load_bot``).
VIEW_BOTS: Final[dict[str, Callable[[], RandomBot | GreedyBot]]] = {
    "random": RandomBot,
    "greedy": GreedyBot,
    "planner": PlannerBot,
}

# Compiled, the bots and the helpers for bot authors lose their docstrings (mypyc leaves them out):
# help() gets them back from the source beside the module (bohnanza._docs).
if COMPILED:
    from bohnanza._docs import restore as _restore

    _restore(__all__, globals())
