"""A seat's moves from its view alone: what a player may do knowing only what he sees.

``legal_actions(view)`` (in ``bohnanza.listing``) and ``check(view, move)`` (in
``bohnanza.referee``) come here or to ``bohnanza.views.stand_in``.  The referee's rules read
the seat's own cards and the open table only when they list or check that seat's own
moves; so they are asked on a *stand-in* state built from the view: the seat's own hand,
every open zone as it is, and nothing in the hidden zones (the other hands, the deck; coins
as a count).  A refusal from it can only name cards the seat sees.

Trades from a view are offers (decision trade.consent).  The listed ones are a small,
enumerable space, by variety and count (``OfferSpace``: counted, indexed and searched
without building a move it is not asked for):

* the cards given: nothing, or one or two cards of one variety (the active player's
  face-up cards of that variety first, then hand cards from the front);
* the cards asked for: nothing, or one card of one variety in play, other than the one
  given;
* to each player the seat may address (the active player: every other player; another
  player: the active player) with no offer of this seat standing to him yet.

Larger offers (three cards, two asked, coins under the experts' variant) are legal moves
too (``check`` accepts them); they are not listed.  The agreed shorthand (``Trade``,
``Donate``) is never available from a view: a trade names the partner's hand cards, which
the seat cannot see, and a donation needs the receiver's consent.

This module imports the referee and the views, never the other way round; mypyc compiles
it.
"""

from __future__ import annotations

from typing import Final

from bohnanza.actions import Action, Offer
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.referee import check
from bohnanza.rules.trading import _trade_sizes, may_offer, trades_over
from bohnanza.state import TRADE, GameState
from bohnanza.views import PlayerView, stand_in

__all__ = [
    "MAX_GIVEN",
    "OfferSpace",
    "check_from_view",
    "negotiation_count",
    "offer_moves",
    "offer_space",
    "stand_in",
]

#: The most cards of one variety a listed offer gives.
MAX_GIVEN: Final = 2

Ids = tuple[int, ...]


#: Where each variety key stands among the varieties asked, by tuple of varieties (a game
#: has one or two such tuples: built once).
_PLACES: Final[dict[tuple[str, ...], dict[str, int]]] = {}


def _places_of(asks: tuple[str, ...]) -> dict[str, int]:
    found = _PLACES.get(asks)
    if found is None:
        if len(_PLACES) > 64:
            _PLACES.clear()
        found = {key: place for place, key in enumerate(asks)}
        _PLACES[asks] = found
    return found


class OfferSpace:
    """The offers a seat may list now (see the module's text), in listing order: by
    addressee, then by the cards given (nothing first, then by variety as the seat's cards
    come, one card before two), then by the variety asked (nothing first, then the
    varieties in play).  ``len`` counts them, ``at(i)`` builds the i-th, ``index(offer)``
    finds an offer's place (-1 if it is not listed): no offer is built until asked for."""

    __slots__ = (
        "addressees",
        "asks",
        "counts",
        "gives",
        "per_to",
        "places",
        "seat",
        "size",
        "trades",
    )

    seat: Final[int]
    addressees: Final[tuple[int, ...]]
    #: (variety key, cards) of each way to give: ("", ()) first.
    gives: Final[tuple[tuple[str, Ids], ...]]
    #: The varieties that may be asked for, by key.
    asks: Final[tuple[str, ...]]
    #: For each way to give, where its variety is among ``asks`` (-1 if it is not there),
    #: and how many requests go with it.
    places: Final[tuple[int, ...]]
    counts: Final[tuple[int, ...]]
    per_to: Final[int]
    size: Final[int]
    #: False when cards may no longer be given for cards (Ladybohn's 'donate-only'
    #: reading once the face-up cards are gone): gifts and requests only.
    trades: Final[bool]

    def __init__(
        self,
        seat: int,
        addressees: tuple[int, ...],
        gives: tuple[tuple[str, Ids], ...],
        asks: tuple[str, ...],
        trades: bool = True,
    ) -> None:
        self.seat = seat
        self.addressees = addressees
        self.gives = gives
        self.asks = asks
        self.trades = trades
        places: list[int] = []
        counts: list[int] = []
        where = _places_of(asks)
        for key, cards in gives:
            place = where.get(key, -1)
            places.append(place)
            if not cards:
                counts.append(len(asks))  # nothing given: something must be asked
            elif not trades:
                counts.append(1)  # a gift only
            else:
                counts.append(1 + len(asks) - (place >= 0))  # not its own variety
        self.places = tuple(places)
        self.counts = tuple(counts)
        self.per_to = sum(counts)
        self.size = self.per_to * len(addressees)

    def __len__(self) -> int:
        return self.size

    def at(self, index: int) -> Offer:
        """The ``index``-th offer (0 <= index < len).

        Raises:
            IndexError: ``index`` is out of range.
        """
        if not 0 <= index < self.size:
            raise IndexError("offer index out of range")
        to, rest = divmod(index, self.per_to)
        g = 0
        for count in self.counts:
            if rest < count:
                break
            rest -= count
            g += 1
        cards = self.gives[g][1]
        if not cards:
            return Offer(self.seat, self.addressees[to], cards, (self.asks[rest],))
        if rest == 0:
            return Offer(self.seat, self.addressees[to], cards, ())
        rest -= 1
        place = self.places[g]
        if 0 <= place <= rest:
            rest += 1  # its own variety is skipped
        return Offer(self.seat, self.addressees[to], cards, (self.asks[rest],))

    def index(self, offer: Offer) -> int:
        """Where ``offer`` is listed, or -1 if it is not."""
        if offer.seat != self.seat or offer.give_coins or offer.ask_coins:
            return -1
        if offer.to not in self.addressees or len(offer.asks) > 1:
            return -1
        base = self.addressees.index(offer.to) * self.per_to
        g = 0
        for _key, cards in self.gives:
            if cards == offer.gives:
                break
            base += self.counts[g]
            g += 1
        else:
            return -1
        if not offer.asks:
            return base if offer.gives else -1
        ask = _places_of(self.asks).get(offer.asks[0], -1)
        if ask < 0 or (offer.gives and not self.trades):
            return -1
        place = self.places[g]
        if not offer.gives:
            return base + ask
        if ask == place:
            return -1  # its own variety
        return base + 1 + (ask - 1 if 0 <= place < ask else ask)

    def offers(self) -> list[Offer]:
        """Every offer of the space, in order (built: for small spaces and tests)."""
        return [self.at(i) for i in range(self.size)]


_EMPTY: Final = OfferSpace(0, (), (), ())


def offer_space(s: GameState, seat: int, varieties: tuple[str, ...]) -> OfferSpace:
    """The offers ``seat`` may list now in ``s`` (the real state or a view's stand-in: only
    the seat's own cards, the face-up cards and the standing offers are read), asking for
    ``varieties``."""
    if s.step_id != TRADE or s.table.duel or s.rest[4]:
        return _EMPTY
    active = s.active
    count = len(s.players)
    taken = [offer.to for offer in s.offers if offer.seat == seat]
    if s.rest[5]:  # decision trade.offer-repeats: seats it may no longer address
        taken += [to for to in range(count) if to != seat and not may_offer(s, seat, to)]
    if seat == active:
        addressees = tuple([to for to in range(count) if to != seat and to not in taken])
        pool = s.face_up_ids + s.players[seat].hand_ids
    else:
        addressees = () if active in taken else (active,)
        pool = s.players[seat].hand_ids
    if not addressees:
        return _EMPTY
    kind = s.table.kind
    by_variety: dict[int, list[int]] = {}
    for card in pool:
        k = kind[card]
        found = by_variety.get(k)
        if found is None:
            by_variety[k] = [card]
        elif len(found) < MAX_GIVEN:
            found.append(card)
    keys = s.table.kind_keys
    gives: list[tuple[str, Ids]] = [("", ())]
    for k, found in by_variety.items():
        key = keys[k]
        gives.append((key, (found[0],)))
        if len(found) > 1:
            gives.append((key, (found[0], found[1])))
    # Every offer of the space passes check_offer by construction (the seat's own cards,
    # an addressee it may address with no offer standing to him, no coins); the tests
    # check each one against the referee.
    return OfferSpace(seat, addressees, tuple(gives), varieties, not trades_over(s))


def offer_moves(s: GameState, seat: int, varieties: tuple[str, ...]) -> list[Action]:
    """The offers ``seat`` may make now, in the listed space, built (see ``offer_space``)."""
    return list(offer_space(s, seat, varieties).offers())


def check_from_view(
    v: PlayerView, action: Action
) -> IllegalActionError | InvalidActionError | None:
    """Why the seat may not play ``action``, judged from its view; None if it may (what
    ``bohnanza.check(view, action)`` answers)."""
    return check(v, action)


def negotiation_count(s: GameState, player: int | None) -> int:
    """How many trades and donations ``bohnanza.listing.Negotiations`` lists for ``s``
    and ``player`` (None: every seat), counted without building the space: what
    ``len(legal_actions(state, player))`` adds to the basic moves."""
    if s.step_id != TRADE or s.rest[4]:
        return 0
    active = s.active
    players = s.players
    a = (1 << (len(s.face_up_ids) + len(players[active].hand_ids))) - 1
    coins = s.table.trade_coins
    ca = len(players[active].coin_ids) if coins else 0
    with_active = player is None or player == active
    closed = trades_over(s)  # ladybohn.continue-donating 'donate-only': gifts only
    total = 0
    for seat in range(len(players)):
        if seat == active:
            continue
        p = (1 << len(players[seat].hand_ids)) - 1
        if with_active:
            trades, coins_only = _trade_sizes(a, ca, p, len(players[seat].coin_ids) if coins else 0)
            total += a if closed else trades + a + coins_only
        if player is None or (player == seat and not with_active):
            total += p
    return total
