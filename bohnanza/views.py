"""Player views: what one seat may see of a game.

A seat sees its own hand card by card (in order, front card first) but only the size of
every other hand; everything on the table is open to all: every field, the set-aside
cards, the face-up cards, the duel's offer, the whole discard pile (it is face up), how
many coins each seat has, how many cards the deck holds, and the offers standing in step 2
with the cards they give (shown on the table).  ``bohnanza.legal_actions(view)`` lists the
seat's moves from the view alone.

In a deck of kinds (Ladybohn's misters, misses and babies), an offer shows the hand cards
it gives by family and number only (decision ``ladybohn.hidden-kinds``): in ``offers`` and
``offered``, each such card is a stand-in with an offer-local id (past the deck's ids, so
it names no real card, and fixed by the offer's two seats, the card's place in the offer
and its family, never by its kind), its family, no kind and a beanometer that pays
nothing.  So it is shown to every seat, the giver included (he sees his own cards in his
hand); the referee keeps the exact cards in the state, so the giver's commitment is
checked when the offer is accepted, and the receiver sees the real cards once they are his
(among his set-aside cards).  Face-up cards are open and shown as they are.

A view holds card ids, as the state does, and gives ``Card`` objects on demand: ``hand``,
``fields``, ``discard`` ... decode the ids each time they are read (``hand_ids``,
``field_ids`` ... are the ids themselves).

>>> import bohnanza
>>> game = bohnanza.new_game("rio-grande-2000", 4, seed=42)
>>> v = bohnanza.view(game, 1)
>>> len(v.hand), v.hand_sizes, v.deck_size, v.active
(5, (5, 5, 5, 5), 110, 0)
"""

from __future__ import annotations

import operator
from typing import Final, SupportsIndex, TypeVar, cast

from bohnanza._build import COMPILED
from bohnanza.actions import Offer
from bohnanza.cards import Beanometer, Card
from bohnanza.errors import InvalidActionError, show
from bohnanza.state import STATE_TYPE, GameState, Player, Step, Table

__all__ = [
    "FIELDS",
    "HIDDEN_BEANOMETER",
    "VIEW_TYPE",
    "PlayerView",
    "hides_kinds",
    "stand_in",
    "view",
]

_T = TypeVar("_T")
Ids = tuple[int, ...]

#: The beanometer of an offered card whose kind is hidden: it pays nothing (the real one
#: would tell the kind).
HIDDEN_BEANOMETER: Final = Beanometer(
    (0, 0, 0, 0), source="an offered card whose kind is not shown (ladybohn.hidden-kinds)"
)


def _cards(cards: tuple[Card, ...], ids: Ids) -> tuple[Card, ...]:
    return tuple([cards[card] for card in ids])


class PlayerView:
    """The part of a ``GameState`` that seat ``seat`` may see.

    Per-seat tuples are indexed by seat.  ``hand`` is this seat's own hand, front card
    first; ``fields`` each seat's fields, bottom card first; ``discard`` the discard pile,
    bottom first (its top card is ``discard[-1]``); ``offer`` the cards the duel's last
    player left for his opponent.  The zones are held as card ids (``hand_ids``,
    ``field_ids``, ``aside_ids``, ``face_up_ids``, ``offer_ids``, ``discard_ids``,
    ``owed_ids``); the properties of the same names without ``_ids`` give the cards.
    Views are immutable; two views are equal when they show the same things.
    """

    __slots__ = (
        "active",
        "aside_ids",
        "bought_field",
        "coins",
        "deck_size",
        "discard_ids",
        "end_exhaustions",
        "ended_offers",
        "exhaustions",
        "face_up_ids",
        "field_ids",
        "first_planted",
        "hand_ids",
        "hand_sizes",
        "names",
        "offer_ids",
        "offered_ids",
        "offers",
        "owed_ids",
        "planted",
        "seat",
        "step",
        "table",
        "to_move",
        "turn",
        "varieties",
    )

    seat: Final[int]
    names: Final[tuple[str, ...]]
    #: This seat's hand, front card first, as ids.
    hand_ids: Final[Ids]
    hand_sizes: Final[tuple[int, ...]]
    #: Each seat's fields, bottom card first, as ids.
    field_ids: Final[tuple[tuple[Ids, ...], ...]]
    #: How many coins each seat has.
    coins: Final[tuple[int, ...]]
    #: Each seat's set-aside cards, as ids.
    aside_ids: Final[tuple[Ids, ...]]
    bought_field: Final[tuple[bool, ...]]
    face_up_ids: Final[Ids]
    offer_ids: Final[Ids]
    discard_ids: Final[Ids]
    deck_size: Final[int]
    step: Final[Step]
    active: Final[int]
    turn: Final[int]
    planted: Final[int]
    to_move: Final[tuple[int, ...]]
    exhaustions: Final[int]
    end_exhaustions: Final[int]
    #: The offers standing (step 2), in the order they were made, as the table shows them
    #: (in a deck of kinds, the hand cards they give are offer-local ids).
    offers: Final[tuple[Offer, ...]]
    #: The ids of the cards those offers give, as shown to this seat.
    offered_ids: Final[Ids]
    #: The variety key of the card planted first in this step 1 ("" before it).
    first_planted: Final[str]
    #: In Ladybohn, the babies received in step 2 still to be planted, before any other
    #: move (they are among their receivers' set-aside cards), as ids.
    owed_ids: Final[Ids]
    #: The varieties still in the game (not removed for the player count), by key.
    varieties: Final[tuple[str, ...]]
    #: The edition, rules and seats, without the seed or a stacked deck's order: what the
    #: referee needs to list this seat's moves (``bohnanza.legal_actions(view)``).
    table: Final[Table]
    #: The offers of this step 2 that ended declined or withdrawn, each as ``offerer * 64
    #: + addressee`` (``unaccepted`` gives the pairs): everyone saw them end (decision
    #: trade.offer-repeats).
    ended_offers: Final[Ids]

    def __init__(
        self,
        seat: int,
        names: tuple[str, ...],
        hand_ids: Ids,
        hand_sizes: tuple[int, ...],
        field_ids: tuple[tuple[Ids, ...], ...],
        coins: tuple[int, ...],
        aside_ids: tuple[Ids, ...],
        bought_field: tuple[bool, ...],
        face_up_ids: Ids,
        offer_ids: Ids,
        discard_ids: Ids,
        deck_size: int,
        step: Step,
        active: int,
        turn: int,
        planted: int,
        to_move: tuple[int, ...],
        exhaustions: int,
        end_exhaustions: int,
        offers: tuple[Offer, ...],
        offered_ids: Ids,
        first_planted: str,
        owed_ids: Ids,
        varieties: tuple[str, ...],
        table: Table,
        ended_offers: Ids = (),
    ) -> None:
        self.seat = seat
        self.names = names
        self.hand_ids = hand_ids
        self.hand_sizes = hand_sizes
        self.field_ids = field_ids
        self.coins = coins
        self.aside_ids = aside_ids
        self.bought_field = bought_field
        self.face_up_ids = face_up_ids
        self.offer_ids = offer_ids
        self.discard_ids = discard_ids
        self.deck_size = deck_size
        self.step = step
        self.active = active
        self.turn = turn
        self.planted = planted
        self.to_move = to_move
        self.exhaustions = exhaustions
        self.end_exhaustions = end_exhaustions
        self.offers = offers
        self.offered_ids = offered_ids
        self.first_planted = first_planted
        self.owed_ids = owed_ids
        self.varieties = varieties
        self.table = table
        self.ended_offers = ended_offers
        if not COMPILED:
            self.__class__ = _FROZEN_VIEW

    # -- the cards, decoded on demand ------------------------------------------------------

    @property
    def hand(self) -> tuple[Card, ...]:
        """This seat's hand, front card first."""
        return _cards(self.table.cards, self.hand_ids)

    @property
    def fields(self) -> tuple[tuple[tuple[Card, ...], ...], ...]:
        """Each seat's fields, bottom card first."""
        cards = self.table.cards
        return tuple([tuple([_cards(cards, f) for f in seat]) for seat in self.field_ids])

    def fields_of(self, seat: int) -> tuple[tuple[Card, ...], ...]:
        """The fields of one seat (``fields[seat]``, without decoding the others)."""
        cards = self.table.cards
        return tuple([_cards(cards, f) for f in self.field_ids[seat]])

    @property
    def set_aside(self) -> tuple[tuple[Card, ...], ...]:
        """Each seat's set-aside cards, in arrival order."""
        cards = self.table.cards
        return tuple([_cards(cards, aside) for aside in self.aside_ids])

    @property
    def face_up(self) -> tuple[Card, ...]:
        """The face-up cards of step 2."""
        return _cards(self.table.cards, self.face_up_ids)

    @property
    def offer(self) -> tuple[Card, ...]:
        """In the duel, the cards the last player left for his opponent."""
        return _cards(self.table.cards, self.offer_ids)

    @property
    def discard(self) -> tuple[Card, ...]:
        """The discard pile, bottom first."""
        return _cards(self.table.cards, self.discard_ids)

    @property
    def owed(self) -> tuple[Card, ...]:
        """In Ladybohn, the babies received in step 2 still to be planted."""
        return _cards(self.table.cards, self.owed_ids)

    @property
    def offered(self) -> tuple[Card, ...]:
        """The cards the standing offers give, as their offerers show them: in a deck of
        kinds, hand cards by family only (see the module)."""
        cards = self.table.cards
        out: list[Card] = []
        for card in self.offered_ids:
            if card < len(cards):
                out.append(cards[card])
            else:
                out.append(_hidden_card(self.table, card))
        return tuple(out)

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.step is Step.OVER

    @property
    def unaccepted(self) -> tuple[tuple[int, int], ...]:
        """The offers of this step 2 that ended declined or withdrawn, as (offerer,
        addressee) pairs: from one seat to another at most ``MAX_UNACCEPTED`` (decision
        trade.offer-repeats)."""
        return tuple([(code >> 6, code & 63) for code in self.ended_offers])

    def _repr_svg_(self) -> str:
        """The table as this seat sees it, as a picture: notebooks display it (bohnanza.svg)."""
        from bohnanza.svg import draw

        return draw(self)

    @property
    def card_ids(self) -> frozenset[int]:
        """The ids of every card this view shows (offer-local ids included)."""
        shown: list[int] = [
            *self.hand_ids,
            *self.face_up_ids,
            *self.offer_ids,
            *self.discard_ids,
            *self.offered_ids,
        ]
        for seat_fields in self.field_ids:
            for field in seat_fields:
                shown.extend(field)
        for aside in self.aside_ids:
            shown.extend(aside)
        return frozenset(shown)

    def replace(self, **changes: object) -> PlayerView:
        """This view with some fields changed (for tests and drawings: a view built so
        may show what no game holds).  Fields are named as the constructor names them
        (``hand_ids``, ``hand_sizes`` ...); ``hand`` takes cards.

        Raises:
            TypeError: an unknown field.
        """
        hand = changes.pop("hand", None)
        if hand is not None:
            changes["hand_ids"] = tuple([card.id for card in cast("tuple[Card, ...]", hand)])
        unknown = sorted(set(changes) - set(FIELDS))
        if unknown:
            raise TypeError(f"PlayerView has no field {', '.join(unknown)}")
        values: list[object] = [changes.get(name, getattr(self, name)) for name in FIELDS]
        return PlayerView(*values)  # type: ignore[arg-type]

    # -- value semantics ---------------------------------------------------------------------

    def _key(self) -> tuple[object, ...]:
        return (
            self.seat,
            self.names,
            self.hand_ids,
            self.hand_sizes,
            self.field_ids,
            self.coins,
            self.aside_ids,
            self.bought_field,
            self.face_up_ids,
            self.offer_ids,
            self.discard_ids,
            self.deck_size,
            int(self.step),
            self.active,
            self.turn,
            self.planted,
            self.to_move,
            self.exhaustions,
            self.end_exhaustions,
            self.offers,
            self.offered_ids,
            self.first_planted,
            self.owed_ids,
            self.varieties,
            self.ended_offers,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PlayerView):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[object, ...]:
        # copy and pickle rebuild the view through its constructor.
        key = self._key()
        return (PlayerView, (*key[:12], self.step, *key[13:-1], self.table, key[-1]))

    def __str__(self) -> str:
        """The table as this seat sees it, as ``str(state)`` draws the whole table, other
        hands by their size only (``bohnanza.text.render_view``)."""
        from bohnanza.text import render_view

        return render_view(self)

    def __repr__(self) -> str:
        return (
            f"PlayerView(seat={self.seat}, step={self.step.name}, turn={self.turn}, "
            f"active={self.active}, hand={[str(c) for c in self.hand]}, "
            f"hand_sizes={self.hand_sizes}, coins={self.coins}, deck_size={self.deck_size}, "
            f"offers={[str(o) for o in self.offers]})"
        )


#: The fields of a view: the constructor's parameters, in order.
FIELDS: Final = (
    "seat",
    "names",
    "hand_ids",
    "hand_sizes",
    "field_ids",
    "coins",
    "aside_ids",
    "bought_field",
    "face_up_ids",
    "offer_ids",
    "discard_ids",
    "deck_size",
    "step",
    "active",
    "turn",
    "planted",
    "to_move",
    "exhaustions",
    "end_exhaustions",
    "offers",
    "offered_ids",
    "first_planted",
    "owed_ids",
    "varieties",
    "table",
    "ended_offers",
)


def hides_kinds(table: Table) -> bool:
    """Whether the deck's cards have kinds that offers do not show (Ladybohn)."""
    return bool(table.role) and table.role[0] >= 0


def _hidden_card(table: Table, handle: int) -> Card:
    """The stand-in of an offered card whose kind is hidden: its family, nothing more.
    ``handle`` encodes the family's index (see ``_handle``)."""
    cards = table.cards
    family = (handle - len(cards)) % len(table.kind_keys)
    for card in cards:
        if table.kind[card.id] == family:
            return Card(handle, card.variety, HIDDEN_BEANOMETER)
    raise AssertionError(handle)  # pragma: no cover - every family has cards


def _handle(table: Table, offer: Offer, position: int, card: int) -> int:
    """The offer-local id shown for the ``position``-th card ``offer`` gives: past every
    real id, fixed by the offer's seats, the card's place in the offer and its family (all
    shown anyway), never by its kind."""
    families = len(table.kind_keys)
    slot = (offer.seat * 64 + offer.to) * 64 + position
    return len(table.cards) + slot * families + table.kind[card]


def _shown_offers(state: GameState) -> tuple[tuple[Offer, ...], Ids]:
    """The standing offers as the table shows them, and the ids of the cards they give:
    in a deck of kinds, the hand cards given by family only, to every seat (the giver
    knows his own cards from his hand)."""
    offers = state.offers
    if not offers:
        return (), ()
    table = state.table
    if not hides_kinds(table):
        return offers, tuple([card for offer in offers for card in offer.gives])
    shown: list[Offer] = []
    given: list[int] = []
    face_up = state.face_up_ids
    for offer in offers:
        if not offer.gives:
            shown.append(offer)
            given.extend(offer.gives)
            continue
        gives: list[int] = []
        for position, card in enumerate(offer.gives):
            if offer.seat == state.active and card in face_up:
                gives.append(card)  # a face-up card is open to all
            else:
                gives.append(_handle(table, offer, position, card))
        shown.append(
            Offer(offer.seat, offer.to, tuple(gives), offer.asks, offer.give_coins, offer.ask_coins)
        )
        given.extend(gives)
    return tuple(shown), tuple(given)


def view(state: object, seat: SupportsIndex) -> PlayerView:
    """What ``seat`` (an ``int``) may see of ``state`` (a ``GameState``).

    Raises:
        InvalidActionError: ``state`` is not a ``GameState``, or ``seat`` is not a seat of
            this game (or not an ``int``).
    """
    # ``state`` is typed object and ``seat`` SupportsIndex so that mypyc, compiling this,
    # passes the objects as they are given: a GameState parameter would raise its own
    # TypeError on anything else, an ``int`` one would turn True into 1 on the way in.
    if type(state) is not STATE_TYPE or not isinstance(state, GameState):
        raise InvalidActionError(f"{show(state)} is not a GameState")
    players = state.players
    if type(seat) is not int or not 0 <= operator.index(seat) < len(players):
        raise InvalidActionError(
            f"seat {show(seat)} does not exist (seats are 0-{len(players) - 1})"
        )
    seat = operator.index(seat)
    table = state.table
    sizes: list[int] = []
    fields: list[tuple[Ids, ...]] = []
    coins: list[int] = []
    asides: list[Ids] = []
    bought: list[bool] = []
    for p in players:
        sizes.append(len(p.hand_ids))
        fields.append(p.field_ids)
        coins.append(len(p.coin_ids))
        asides.append(p.aside_ids)
        bought.append(p.info[1])
    offers, offered = _shown_offers(state)
    pile = state.pile
    rest = state.rest
    return PlayerView(
        seat,
        table.names,
        players[seat].hand_ids,
        tuple(sizes),
        tuple(fields),
        tuple(coins),
        tuple(asides),
        tuple(bought),
        state.face_up_ids,
        rest[1],
        state.discard_ids,
        len(pile[0]) - pile[1],
        state.step,
        state.active,
        rest[0],
        state.planted,
        state.to_move,
        pile[2],
        table.end_exhaustions,
        offers,
        offered,
        state.first_planted,
        rest[4],
        in_play(table, rest[3]),
        _public(table),
        rest[5],
    )


def stand_in(v: PlayerView) -> GameState:
    """A state that agrees with ``v`` on everything the seat sees (whether the game's end
    is reached included: the deck's running-outs are open), with the hidden zones
    empty (other hands, deck) and coins as placeholders: the rules list and check the
    seat's own moves on it exactly as on the real state (``bohnanza.seat``).  The cards
    out of the game are every card of the varieties not in play (``v.varieties``), so
    the stand-in's view has the same varieties."""
    table = v.table
    cards = table.cards
    players: list[Player] = []
    for seat, name in enumerate(v.names):
        players.append(
            Player(
                (name, v.bought_field[seat], cards),
                v.hand_ids if seat == v.seat else (),
                v.field_ids[seat],
                (0,) * v.coins[seat],  # only their number counts
                v.aside_ids[seat],
            )
        )
    first = table.kind_keys.index(v.first_planted) if v.first_planted else -1
    return GameState(
        table,
        tuple(players),
        v.active,
        int(v.step),
        v.planted,
        v.discard_ids,
        v.face_up_ids,
        ((), 0, v.exhaustions, v.exhaustions >= v.end_exhaustions),
        (v.turn, v.offer_ids, (), _out_of_game(table, v.varieties), v.owed_ids, v.ended_offers),
        first,
        v.offers,
    )


#: The cards of the varieties out of the game, by table and varieties in play.
_OUT: Final[dict[tuple[int, tuple[str, ...]], tuple[Table, Ids]]] = {}


def _out_of_game(table: Table, varieties: tuple[str, ...]) -> Ids:
    """The ids of every card of a variety not among ``varieties`` (none when no variety
    is named: a view built by hand): what ``in_play`` reads back as ``varieties``."""
    if not varieties:
        return ()
    key = (id(table), varieties)
    found = _OUT.get(key)
    if found is None or found[0] is not table:
        if len(_OUT) > 256:
            _OUT.clear()
        keys = table.kind_keys
        kind = table.kind
        kept = set(varieties)
        out = tuple([card for card in range(len(table.cards)) if keys[kind[card]] not in kept])
        found = (table, out)
        _OUT[key] = found
    return found[1]


#: The varieties in play, by table and cards removed (the same through a game).
_IN_PLAY: Final[dict[tuple[int, Ids], tuple[Table, tuple[str, ...]]]] = {}


def in_play(table: Table, removed: Ids) -> tuple[str, ...]:
    key = (id(table), removed)
    found = _IN_PLAY.get(key)
    if found is None or found[0] is not table:
        if len(_IN_PLAY) > 256:
            _IN_PLAY.clear()
        out = set(removed)
        kinds = {table.kind[card] for card in range(len(table.cards)) if card not in out}
        varieties = tuple([k for i, k in enumerate(table.kind_keys) if i in kinds])
        found = (table, varieties)
        _IN_PLAY[key] = found
    return found[1]


#: The public copy of each table seen (by identity; the table is kept alive with it).
_PUBLIC: Final[dict[int, tuple[Table, Table]]] = {}


def _public(table: Table) -> Table:
    """``table`` without what a seat may not know: the seed (it fixes the deck's order)
    and a stacked deck's order."""
    found = _PUBLIC.get(id(table))
    if found is None or found[0] is not table:
        if len(_PUBLIC) > 256:
            _PUBLIC.clear()
        public = Table(table.edition, table.rules, table.names, table.dealer, 0, None)
        found = (table, public)
        _PUBLIC[id(table)] = found
    return found[1]


def _refuse_change(self: object, name: str, value: object = None) -> None:
    raise AttributeError(f"{type(self).__name__} is immutable: {name!r} cannot be changed")


def _frozen(cls: type[_T]) -> type[_T]:
    """The class a view takes once built, in the interpreted build: the same slots, and
    no assignment (compiled by mypyc, the ``Final`` fields are read-only already)."""
    if COMPILED:
        return cls
    body = {
        "__slots__": (),
        "__setattr__": _refuse_change,
        "__delattr__": _refuse_change,
        "__module__": __name__,
        "__doc__": cls.__doc__,
    }
    return type(cls.__name__, (cls,), body)


_FROZEN_VIEW: Final = _frozen(PlayerView)
#: The exact type of every view ``view`` builds (``PlayerView`` itself when compiled): the
#: public functions compare with it rather than trust ``isinstance``.
VIEW_TYPE: Final = _FROZEN_VIEW
