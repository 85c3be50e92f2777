"""The immutable game state: the table, the players' zones, the step of the turn.

Every zone keeps its order:

* ``Player.hand``: front card first (the next card to plant is ``hand[0]``);
* ``Player.fields``: each field bottom card first (the top card is ``field[-1]``);
* ``Player.coins``: the earnings stack, bottom first (the topmost coin is ``coins[-1]``);
* ``Player.set_aside``: received and kept cards waiting for step 3, in arrival order;
* ``GameState.deck``: the draw deck, top card first;
* ``GameState.discard``: the discard pile, bottom first (the top card is ``discard[-1]``);
* ``GameState.face_up``: the cards turned up in step 2, in the order drawn;
* ``GameState.removed``: cards out of the game from the start (varieties removed for the
  player count, cards left out of a stacked deck);
* ``GameState.box``: cards that left the game during play (the duel's third-field coins);
* ``GameState.offer``: in the duel, the drawn cards the last player left for his opponent;
* ``GameState.offers``: in step 2, the offers standing (made, not yet accepted, declined or
  withdrawn), in the order they were made (decision trade.standing-offers).

Inside, every zone is a tuple of card ids (``Player.hand_ids``, ``GameState.discard_ids``,
...): that is what the rules read and build.  The ``Card`` objects of the edition's deck
are built once per deck and shared; the zones named above return them, in order.
States and players are immutable, hashable and compared by value: two states reached
by different paths with the same position compare equal.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from typing import Final, TypeVar, cast

from bohnanza._build import COMPILED
from bohnanza.actions import Offer
from bohnanza.cards import Card, Deck
from bohnanza.editions import Edition, Rules

__all__ = ["GameState", "Player", "Step", "Table"]

Ids = tuple[int, ...]
#: A given shuffle (chance as data): the cards to shuffle as ids and the number of
#: exhaustions so far (0 for the deal) give the new deck, top card first.  None on a
#: table means the seeded shuffle.
Shuffle = Callable[[Ids, int], Iterable[int]]
#: The offers standing in step 2, in the order they were made.
Offers = tuple[Offer, ...]
_T = TypeVar("_T")


class Step(enum.IntEnum):
    """Where the turn stands.  Step 4 (drawing) has no choice in it and is never awaited.

    The duel's turn has steps of its own (``OFFER``, ``DUEL_PLANT``, ``DUEL_DRAW``, then
    drawing); ``number`` gives the step's number in its rulebook.
    """

    PLANT = 1
    """Step 1. The active player plants the front card of his hand, then may plant one more."""
    TRADE = 2
    """Step 2. Two cards are face up; the active player trades and donates, then ends it."""
    PLANT_RECEIVED = 3
    """Step 3. Every player plants the cards he set aside, in the order he likes."""
    DRAW = 4
    """Step 4. The active player draws (done by the referee at once)."""
    OVER = 5
    """The game has ended. Every field is sold; ``outcome`` gives the result."""
    OFFER = 6
    """Duel step 1. The active player plants or discards the cards his opponent offered."""
    DUEL_PLANT = 7
    """Duel step 2. He plants one or two hand cards, then may discard one from his hand."""
    DUEL_DRAW = 8
    """Duel step 3. Three cards turned up (and matching discards); he plants any of them."""

    @property
    def number(self) -> int:
        """The step's number in its rulebook's turn (the duel has steps 1-4 of its own)."""
        return _NUMBERS[self]


_NUMBERS: Final = {
    Step.PLANT: 1,
    Step.TRADE: 2,
    Step.PLANT_RECEIVED: 3,
    Step.DRAW: 4,
    Step.OVER: 5,
    Step.OFFER: 1,
    Step.DUEL_PLANT: 2,
    Step.DUEL_DRAW: 3,
}

# The steps as plain ints, for the rules (an int compares faster than an enum member).
PLANT: Final = 1
TRADE: Final = 2
PLANT_RECEIVED: Final = 3
DRAW: Final = 4
OVER: Final = 5
OFFER: Final = 6
DUEL_PLANT: Final = 7
DUEL_DRAW: Final = 8
# Index 0 is unused: steps are numbered from 1.
_STEPS: Final[tuple[Step, ...]] = (Step.OVER, *Step)


def _card_tuple(cards: tuple[Card, ...], ids: Ids) -> tuple[Card, ...]:
    return tuple(map(cards.__getitem__, ids))


def _ids(cards: tuple[Card, ...]) -> Ids:
    return tuple(card.id for card in cards)


#: The per-card tables of each deck seen (by identity; the deck is kept alive with them).
_DECK_TABLES: Final[dict[int, tuple[Deck, Ids, tuple[Ids, ...]]]] = {}


def _deck_tables(deck: Deck) -> tuple[Ids, tuple[Ids, ...]]:
    """The variety of each card id as a small int, and what a field of n cards of each
    card id sells for; computed once per deck."""
    found = _DECK_TABLES.get(id(deck))
    if found is None or found[0] is not deck:
        keys: dict[str, int] = {}
        kind = tuple(keys.setdefault(c.variety.key, len(keys)) for c in deck.cards)
        # A harvest never pays more coins than cards (the top card's beanometer prices
        # the field); fields longer than the table pay like its last entry.
        by_meter: dict[int, Ids] = {}
        for c in deck.cards:
            if id(c.beanometer) not in by_meter:
                # A sheet's rows (Ladybohn) are checked when loaded: only the
                # Gartenbohne miss pays more coins than cards, as 001 says she does.
                given = bool(c.beanometer.pays)
                by_meter[id(c.beanometer)] = tuple(
                    c.beanometer.payout(n) if given else min(c.beanometer.payout(n), n)
                    for n in range(33)
                )
        pays = tuple(by_meter[id(c.beanometer)] for c in deck.cards)
        found = _DECK_TABLES[id(deck)] = (deck, kind, pays)
    return found[1], found[2]


class _Basis:
    """What a table derives from its deck and rules, computed once per (deck, rules) pair:
    the tables of :func:`_deck_tables`, and the rule options as the rules read them."""

    __slots__ = (
        "any_baby",
        "buy_third",
        "cards",
        "coins_bottom",
        "donate_only",
        "duel",
        "end_exhaustions",
        "face_up_count",
        "field_cost",
        "garden_miss",
        "garden_not_draw",
        "kind",
        "kind_keys",
        "lady",
        "lone_discarded",
        "matching_may",
        "miss_two",
        "other_field",
        "own_turn_buy",
        "own_turn_harvest",
        "pays",
        "planted_fields",
        "promote_phase1",
        "promote_phase2",
        "role",
        "second_may_open",
        "supply_limited",
        "trade_coins",
    )

    def __init__(self, deck: Deck, rules: Rules) -> None:
        cards = deck.cards
        kind, pays = _deck_tables(deck)
        keys = {k: c.variety.key for k, c in zip(kind, cards, strict=True)}
        self.cards: Final = cards
        self.kind: Final = kind
        self.kind_keys: Final = tuple(keys[k] for k in range(len(keys)))
        self.pays: Final = pays
        self.duel: Final[bool] = rules.duel
        self.matching_may: Final = rules.matching_field == "may"
        self.planted_fields: Final = rules.protection == "planted-fields"
        self.coins_bottom: Final = rules.coin_cards == "bottom"
        self.buy_third: Final = rules.third_field == "buy"
        self.own_turn_harvest: Final = rules.harvest_timing == "own-turn"
        self.own_turn_buy: Final = rules.third_field_timing == "own-turn"
        self.second_may_open: Final = (
            rules.matching_field == "must" and rules.step1_same_field == "same-field-optional"
        )
        self.field_cost: Final[int] = rules.third_field_cost
        self.end_exhaustions: Final[int] = rules.end_exhaustions
        self.face_up_count: Final[int] = rules.face_up_count
        self.trade_coins: Final = rules.trade_coins == "allowed"
        # Ladybohn: each card's kind as a small int (0 mister, 1 miss, 2 baby; -1 in the
        # other decks) and the Gartenbohne miss, whose sale takes its coins elsewhere.
        self.lady: Final[bool] = rules.ladybohn
        self.role: Final = tuple([_ROLES.get(c.kind, -1) for c in cards])
        garden = [c.id for c in cards if c.kind == "miss" and c.variety.key == "garden"]
        self.garden_miss: Final = garden[0] if garden else -1
        # Ladybohn's readings that differ in play (decisions ladybohn.*).
        self.other_field: Final = rules.second_plant_field == "other-field"
        self.miss_two: Final = rules.miss_promotion == "two"
        self.promote_phase1: Final = rules.miss_promotion_phases == "every-baby"
        self.promote_phase2: Final = rules.miss_promotion_phases != "phase-3"
        self.any_baby: Final = rules.baby_phase2 == "any-baby"
        self.donate_only: Final = rules.trade_after_face_up == "donate-only"
        self.garden_not_draw: Final = rules.garden_miss_deck == "not-a-draw"
        self.supply_limited: Final = rules.third_field_supply == "limited"
        self.lone_discarded: Final = rules.single_card_sale == "discarded"


#: The basis of each (deck, rules) pair seen, by identity (both kept alive with it): the
#: rules of a preset are shared between its games (``Edition.rules`` keeps them), so a
#: new game's table costs a few stores.  Emptied when it grows past a bound, for callers
#: that build rules afresh for every game.
_BASES: Final[dict[tuple[int, int], tuple[Deck, Rules, _Basis]]] = {}
_BASES_BOUND: Final = 256


def _basis(deck: Deck, rules: Rules) -> _Basis:
    found = _BASES.get((id(deck), id(rules)))
    if found is not None and found[0] is deck and found[1] is rules:
        return found[2]
    if len(_BASES) >= _BASES_BOUND:
        _BASES.clear()
    basis = _Basis(deck, rules)
    _BASES[(id(deck), id(rules))] = (deck, rules, basis)
    return basis


class Table:
    """What stays the same through a game: edition, rules, seats, dealer and seed (and a
    given ``shuffle`` that orders every new deck instead of the seed, when there is one).

    It also carries the rules' options in the form the rules read them (``kind``: the
    variety of each card id as a small int; ``pays``: the coins a field of n cards of
    each card id sells for), computed once per game.  Two tables are equal when edition,
    rules, names, dealer, seed and stacked deck are.
    """

    __slots__ = (
        "any_baby",
        "buy_third",
        "cards",
        "coins_bottom",
        "dealer",
        "donate_only",
        "duel",
        "edition",
        "end_exhaustions",
        "face_up_count",
        "field_cost",
        "garden_miss",
        "garden_not_draw",
        "kind",
        "kind_keys",
        "lady",
        "lone_discarded",
        "matching_may",
        "miss_two",
        "names",
        "other_field",
        "own_turn_buy",
        "own_turn_harvest",
        "pays",
        "planted_fields",
        "promote_phase1",
        "promote_phase2",
        "role",
        "rulebook",
        "rules",
        "second_may_open",
        "seed",
        "shuffle",
        "stacked",
        "supply_limited",
        "trade_coins",
    )

    edition: Final[Edition]
    rules: Final[Rules]
    names: Final[tuple[str, ...]]
    dealer: Final[int]
    seed: Final[int]
    stacked: Final[tuple[str, ...] | None]
    shuffle: Final[Shuffle | None]
    cards: Final[tuple[Card, ...]]
    kind: Final[Ids]
    kind_keys: Final[tuple[str, ...]]
    pays: Final[tuple[Ids, ...]]
    rulebook: Final[str]
    duel: Final[bool]
    matching_may: Final[bool]
    planted_fields: Final[bool]
    coins_bottom: Final[bool]
    buy_third: Final[bool]
    own_turn_harvest: Final[bool]
    own_turn_buy: Final[bool]
    second_may_open: Final[bool]
    field_cost: Final[int]
    end_exhaustions: Final[int]
    face_up_count: Final[int]
    trade_coins: Final[bool]
    lady: Final[bool]
    role: Final[Ids]
    garden_miss: Final[int]
    other_field: Final[bool]
    miss_two: Final[bool]
    promote_phase1: Final[bool]
    promote_phase2: Final[bool]
    any_baby: Final[bool]
    donate_only: Final[bool]
    garden_not_draw: Final[bool]
    supply_limited: Final[bool]
    lone_discarded: Final[bool]

    def __init__(
        self,
        edition: Edition,
        rules: Rules,
        names: tuple[str, ...],
        dealer: int,
        seed: int,
        stacked: tuple[str, ...] | None = None,
        shuffle: Shuffle | None = None,
    ) -> None:
        self.edition = edition
        self.rules = rules
        self.names = names
        self.dealer = dealer
        self.seed = seed
        self.stacked = stacked
        self.shuffle = shuffle
        b = _basis(edition.deck, rules)
        self.cards = b.cards
        self.kind = b.kind
        self.kind_keys = b.kind_keys
        self.pays = b.pays
        self.rulebook = edition.rulebook
        self.duel = b.duel
        self.matching_may = b.matching_may
        self.planted_fields = b.planted_fields
        self.coins_bottom = b.coins_bottom
        self.buy_third = b.buy_third
        self.own_turn_harvest = b.own_turn_harvest
        self.own_turn_buy = b.own_turn_buy
        self.second_may_open = b.second_may_open
        self.field_cost = b.field_cost
        self.end_exhaustions = b.end_exhaustions
        self.face_up_count = b.face_up_count
        self.trade_coins = b.trade_coins
        self.lady = b.lady
        self.role = b.role
        self.garden_miss = b.garden_miss
        self.other_field = b.other_field
        self.miss_two = b.miss_two
        self.promote_phase1 = b.promote_phase1
        self.promote_phase2 = b.promote_phase2
        self.any_baby = b.any_baby
        self.donate_only = b.donate_only
        self.garden_not_draw = b.garden_not_draw
        self.supply_limited = b.supply_limited
        self.lone_discarded = b.lone_discarded
        if not COMPILED:
            self.__class__ = _FROZEN_TABLE

    def with_shuffle(self, shuffle: Shuffle | None) -> Table:
        """This table with another shuffle (chance as data; None for the seeded one)."""
        return Table(
            self.edition, self.rules, self.names, self.dealer, self.seed, self.stacked, shuffle
        )

    def _key(self) -> tuple[object, ...]:
        return (
            self.edition,
            self.rules,
            self.names,
            self.dealer,
            self.seed,
            self.stacked,
            self.shuffle,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Table):
            return NotImplemented
        return self is other or self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __reduce__(self) -> tuple[object, ...]:
        return (Table, self._key())

    def __repr__(self) -> str:
        return f"Table(names={self.names!r}, dealer={self.dealer!r}, seed={self.seed!r})"


MISTER: Final = 0
MISS: Final = 1
BABY: Final = 2
_ROLES: Final = {"mister": MISTER, "miss": MISS, "baby": BABY}

#: A player's name, whether he bought his third field, and the deck's cards by id.
SeatInfo = tuple[str, bool, tuple[Card, ...]]


class Player:
    """One seat's cards: hand, fields, earnings and the cards set aside for step 3.

    ``hand_ids``, ``field_ids``, ``coin_ids`` and ``aside_ids`` are the zones as card ids;
    ``hand``, ``fields``, ``coins`` and ``set_aside`` as cards.  ``deck`` is every card of
    the edition's deck, by id (shared by every player and state of a game).  The rules
    build players from ids (``Player(info, hand_ids, field_ids, coin_ids, aside_ids)``,
    ``info`` being ``(name, bought_field, deck)``: what seldom changes is one tuple, so
    that building a player takes five stores); ``Player.from_cards`` builds one from cards.
    """

    __slots__ = ("aside_ids", "coin_ids", "field_ids", "hand_ids", "info")

    info: Final[SeatInfo]
    hand_ids: Final[Ids]
    field_ids: Final[tuple[Ids, ...]]
    coin_ids: Final[Ids]
    aside_ids: Final[Ids]

    def __init__(
        self, info: SeatInfo, hand: Ids, fields: tuple[Ids, ...], coins: Ids, aside: Ids
    ) -> None:
        self.info = info
        self.hand_ids = hand
        self.field_ids = fields
        self.coin_ids = coins
        self.aside_ids = aside
        if not COMPILED:
            self.__class__ = _FROZEN_PLAYER

    @staticmethod
    def from_cards(
        name: str,
        hand: tuple[Card, ...],
        fields: tuple[tuple[Card, ...], ...],
        coins: tuple[Card, ...],
        set_aside: tuple[Card, ...],
        bought_field: bool,
        deck: tuple[Card, ...],
    ) -> Player:
        """A player from cards (the rules build theirs from ids)."""
        return Player(
            (name, bought_field, deck),
            _ids(hand),
            tuple(_ids(f) for f in fields),
            _ids(coins),
            _ids(set_aside),
        )

    @property
    def name(self) -> str:
        """The player's name."""
        return self.info[0]

    @property
    def bought_field(self) -> bool:
        """Whether he bought his third field."""
        return self.info[1]

    @property
    def deck(self) -> tuple[Card, ...]:
        """Every card of the edition's deck, by id."""
        return self.info[2]

    def __reduce__(self) -> tuple[object, ...]:
        # copy, deepcopy and pickle rebuild the player through its constructor (setting
        # its fields one by one is refused).
        return (Player, (self.info, self.hand_ids, self.field_ids, self.coin_ids, self.aside_ids))

    @property
    def hand(self) -> tuple[Card, ...]:
        """The hand, front card first (the next card to plant is ``hand[0]``)."""
        return _card_tuple(self.deck, self.hand_ids)

    @property
    def fields(self) -> tuple[tuple[Card, ...], ...]:
        """Each field, bottom card first."""
        deck = self.deck
        return tuple(_card_tuple(deck, f) for f in self.field_ids)

    @property
    def coins(self) -> tuple[Card, ...]:
        """The earnings, bottom first (the topmost coin is ``coins[-1]``)."""
        return _card_tuple(self.deck, self.coin_ids)

    @property
    def set_aside(self) -> tuple[Card, ...]:
        """Received and kept cards waiting for step 3, in arrival order."""
        return _card_tuple(self.deck, self.aside_ids)

    @property
    def score(self) -> int:
        """Coins earned so far (each coin is one flipped bean card)."""
        return len(self.coin_ids)

    def cards(self) -> Iterator[Card]:
        """Every card this player holds, in any zone."""
        yield from self.hand
        for field in self.fields:
            yield from field
        yield from self.coins
        yield from self.set_aside

    def replace(self, **changes: object) -> Player:
        """A copy with some zones replaced, given as cards (``hand=...``) like the
        attributes; for tests and tools, not for the rules."""
        zones: dict[str, object] = {
            "name": self.name,
            "hand": self.hand,
            "fields": self.fields,
            "coins": self.coins,
            "set_aside": self.set_aside,
            "bought_field": self.bought_field,
            "deck": self.deck,
        }
        unknown = set(changes) - set(zones)
        if unknown:
            raise TypeError(f"Player has no zone {sorted(unknown)}")
        zones.update(changes)
        return Player.from_cards(**zones)  # type: ignore[arg-type]

    def _key(self) -> tuple[object, ...]:
        return (
            self.name,
            self.hand_ids,
            self.field_ids,
            self.coin_ids,
            self.aside_ids,
            self.bought_field,
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Player):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"Player(name={self.name!r}, hand={self.hand_ids}, fields={self.field_ids}, "
            f"coins={self.coin_ids}, set_aside={self.aside_ids}, "
            f"bought_field={self.bought_field})"
        )


#: The draw pile: (the stack laid down at the last (re)shuffle, how many were drawn from
#: it, the exhaustions so far, whether the end is reached).
PileInfo = tuple[Ids, int, int, bool]
#: What changes at most once a turn: (turn number, the duel's offer, the box, the cards
#: removed from the game, Ladybohn's babies owed: received in step 2 by a seat with a field
#: of their family, to be planted before anything else; the offers of this step 2 that
#: ended unaccepted, declined or withdrawn, each as ``offerer * 64 + addressee``: decision
#: trade.offer-repeats).
RestInfo = tuple[int, Ids, Ids, Ids, Ids, Ids]


class GameState:
    """A position: everything the referee needs to list, check and apply the next moves.

    Build one with ``bohnanza.new_game`` (or ``bohnanza.compose``); every change makes a
    new state.  The draw deck is stored as the whole stack laid down at the last
    (re)shuffle plus the number of cards drawn from it; ``deck`` gives the cards still
    there, top first.  ``step_id`` is ``step`` as a plain int; the ``*_ids`` attributes are
    the zones as card ids.  What changes seldom is grouped in two tuples (``pile``:
    stack, drawn, exhaustions, ending; ``rest``: turn, offer, box, removed), passed on as
    they are by most moves, so that the rules build a new state with ten stores
    (``GameState(table, players, active, step_id, planted, discard_ids, face_up_ids,
    pile, rest, first_kind)``); ``GameState.from_parts`` builds one from cards.
    """

    __slots__ = (
        "active",
        "discard_ids",
        "face_up_ids",
        "first_kind",
        "offers",
        "pile",
        "planted",
        "players",
        "rest",
        "step",
        "step_id",
        "table",
    )

    table: Final[Table]
    players: Final[tuple[Player, ...]]
    active: Final[int]
    step_id: Final[int]
    planted: Final[int]
    discard_ids: Final[Ids]
    face_up_ids: Final[Ids]
    pile: Final[PileInfo]
    rest: Final[RestInfo]
    first_kind: Final[int]
    offers: Final[Offers]
    #: Where the turn stands (``step_id`` as a ``Step``).
    step: Final[Step]

    def __init__(
        self,
        table: Table,
        players: tuple[Player, ...],
        active: int,
        step: int,
        planted: int,
        discard: Ids,
        face_up: Ids,
        pile: PileInfo,
        rest: RestInfo,
        first_kind: int,
        offers: Offers = (),
    ) -> None:
        self.table = table
        self.players = players
        self.active = active
        self.step_id = step
        self.step = _STEPS[step]
        self.planted = planted
        self.discard_ids = discard
        self.face_up_ids = face_up
        self.pile = pile
        self.rest = rest
        self.first_kind = first_kind
        # Standing offers exist only in step 2; every other step starts with none.
        self.offers = offers
        if not COMPILED:
            self.__class__ = _FROZEN_STATE

    @staticmethod
    def from_parts(**parts: object) -> GameState:
        """A state from cards (``players``, ``step`` as a ``Step``, ``stack``, ``discard``,
        ...: the names of ``replace``); the rules build theirs from ids."""
        return _build(parts)

    def __reduce__(self) -> tuple[object, ...]:
        # copy, deepcopy and pickle rebuild the state through its constructor (setting its
        # fields one by one is refused).
        return (
            GameState,
            (
                self.table,
                self.players,
                self.active,
                self.step_id,
                self.planted,
                self.discard_ids,
                self.face_up_ids,
                self.pile,
                self.rest,
                self.first_kind,
                self.offers,
            ),
        )

    @property
    def stack_ids(self) -> Ids:
        """The stack laid down at the last (re)shuffle, as card ids."""
        return self.pile[0]

    @property
    def drawn(self) -> int:
        """How many cards of the stack were drawn."""
        return self.pile[1]

    @property
    def exhaustions(self) -> int:
        """How many times the draw deck ran out."""
        return self.pile[2]

    @property
    def ending(self) -> bool:
        """Whether the game's end is reached (it ends after this step or turn)."""
        return self.pile[3]

    @property
    def turn(self) -> int:
        """The turn's number, from 1."""
        return self.rest[0]

    @property
    def offer_ids(self) -> Ids:
        """The duel's offer, as card ids."""
        return self.rest[1]

    @property
    def box_ids(self) -> Ids:
        """The cards that left the game during play, as card ids."""
        return self.rest[2]

    @property
    def removed_ids(self) -> Ids:
        """The cards out of the game from the start, as card ids."""
        return self.rest[3]

    @property
    def owed_ids(self) -> Ids:
        """In Ladybohn, the babies received in step 2 that must be planted before any other
        move (001/lady.baby-trade), as card ids; they are among their receivers' set-aside
        cards."""
        return self.rest[4]

    @property
    def unaccepted(self) -> tuple[tuple[int, int], ...]:
        """The offers of this step 2 that ended unaccepted (declined or withdrawn), as
        (offerer, addressee) pairs in the order they ended: from one seat to another, at
        most ``MAX_UNACCEPTED`` per step (decision trade.offer-repeats)."""
        return tuple([(code >> 6, code & 63) for code in self.rest[5]])

    @property
    def first_planted(self) -> str:
        """The variety key of the card planted first in this step 1 (or the duel's step 2),
        "" before it and in every other step (``first_kind``: its variety as a small int, or
        -1).  The second card of that variety may open an empty field under the amigo-fr
        reading (decision step1.same-field-must)."""
        kind = self.first_kind
        return "" if kind < 0 else self.table.kind_keys[kind]

    @property
    def deck(self) -> tuple[Card, ...]:
        """The draw deck, top card first."""
        return _card_tuple(self.table.cards, self.stack_ids[self.drawn :])

    @property
    def stack(self) -> tuple[Card, ...]:
        """The stack laid down at the last (re)shuffle, ``drawn`` of them drawn."""
        return _card_tuple(self.table.cards, self.stack_ids)

    @property
    def discard(self) -> tuple[Card, ...]:
        """The discard pile, bottom first (the top card is ``discard[-1]``)."""
        return _card_tuple(self.table.cards, self.discard_ids)

    @property
    def face_up(self) -> tuple[Card, ...]:
        """The cards turned up in step 2 (or drawn in the duel's step 3), in order."""
        return _card_tuple(self.table.cards, self.face_up_ids)

    @property
    def removed(self) -> tuple[Card, ...]:
        """The cards out of the game from the start."""
        return _card_tuple(self.table.cards, self.removed_ids)

    @property
    def box(self) -> tuple[Card, ...]:
        """The cards that left the game during play (the duel's third-field coins)."""
        return _card_tuple(self.table.cards, self.box_ids)

    @property
    def offer(self) -> tuple[Card, ...]:
        """In the duel, the drawn cards the last player left for his opponent."""
        return _card_tuple(self.table.cards, self.offer_ids)

    @property
    def rules(self) -> Rules:
        """The rule options in force."""
        return self.table.rules

    @property
    def to_move(self) -> tuple[int, ...]:
        """The seats the game is waiting for. The active player in steps 1 and 2, every
        player with cards set aside in step 3, nobody once the game is over.

        Any seat may also harvest or buy a field at any time (where the rules allow);
        those moves never hold the game up, so they do not put a seat here.
        """
        step = self.step_id
        if step == OVER:
            return ()
        if step != PLANT_RECEIVED:
            if step == TRADE and self.rest[4]:
                return self._owing()
            return _SEATS[self.active]
        waiting = []
        seat = 0  # a counter, not enumerate: fewer objects to build on the bots' path
        for p in self.players:
            if p.aside_ids:
                waiting.append(seat)
            seat += 1  # noqa: SIM113
        return tuple(waiting)

    def _owing(self) -> tuple[int, ...]:
        # Ladybohn: the seats that hold a baby owed (001/lady.baby-trade), in seat order.
        owed = self.rest[4]
        return tuple(
            seat for seat, p in enumerate(self.players) if any(c in owed for c in p.aside_ids)
        )

    @property
    def is_over(self) -> bool:
        """True once the game has ended."""
        return self.step_id == OVER

    def all_cards(self) -> Iterator[Card]:
        """Every physical card of the box, each exactly once, zone by zone."""
        yield from self.deck
        yield from self.discard
        yield from self.face_up
        yield from self.offer
        for player in self.players:
            yield from player.cards()
        yield from self.removed
        yield from self.box

    def replace(self, **changes: object) -> GameState:
        """A copy with some parts replaced, given like the attributes (zones as cards,
        ``step`` as a ``Step``; ``deck`` replaces the stack and resets ``drawn``); for
        tests and tools, not for the rules."""
        zones: dict[str, object] = {
            "table": self.table,
            "players": self.players,
            "active": self.active,
            "step": self.step,
            "planted": self.planted,
            "stack": self.stack,
            "drawn": self.drawn,
            "discard": self.discard,
            "face_up": self.face_up,
            "removed": self.removed,
            "box": self.box,
            "exhaustions": self.exhaustions,
            "ending": self.ending,
            "turn": self.turn,
            "offer": self.offer,
            "first_planted": self.first_planted,
            "owed": _card_tuple(self.table.cards, self.owed_ids),
            "offers": self.offers,
            "unaccepted": self.unaccepted,
        }
        if "deck" in changes:
            # Pop before copying: a copy taken first would still hold "deck".
            stack = changes.pop("deck")
            changes = {**changes, "stack": stack, "drawn": 0}
        unknown = set(changes) - set(zones)
        if unknown:
            raise TypeError(f"GameState has no part {sorted(unknown)}")
        zones.update(changes)
        return _build(zones)

    def _key(self) -> tuple[object, ...]:
        return (
            self.players,
            self.active,
            self.step_id,
            self.planted,
            self.stack_ids[self.drawn :],
            self.discard_ids,
            self.face_up_ids,
            self.removed_ids,
            self.box_ids,
            self.exhaustions,
            self.ending,
            self.turn,
            self.offer_ids,
            self.first_kind,
            self.rest[4],
            self.offers,
            self.rest[5],
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        if self is other:
            return True
        return self._key() == other._key() and self.table == other.table

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return (
            f"GameState(table={self.table!r}, active={self.active}, step={self.step!r}, "
            f"planted={self.planted}, turn={self.turn}, players={self.players!r}, "
            f"deck={self.stack_ids[self.drawn :]}, discard={self.discard_ids}, "
            f"face_up={self.face_up_ids}, box={self.box_ids}, offer={self.offer_ids}, "
            f"exhaustions={self.exhaustions}, ending={self.ending}"
            + (f", offers={self.offers})" if self.offers else ")")
        )

    def __str__(self) -> str:
        """One header line and one line per seat, in the language of the game's rulebook
        (``bohnanza.text.render_state``)."""
        from bohnanza.text import render_state

        return render_state(self)

    def _repr_svg_(self) -> str:
        """The table as a picture, every hand shown: notebooks display it (bohnanza.svg)."""
        from bohnanza.svg import draw

        return draw(self)


#: ``to_move`` of a state waiting for one seat, built once.
_SEATS: Final = tuple((seat,) for seat in range(64))


def _build(zones: dict[str, object]) -> GameState:
    """A new GameState from parts given as cards (see ``GameState.replace``)."""
    defaults: dict[str, object] = {
        "step": Step.PLANT,
        "planted": 0,
        "stack": (),
        "drawn": 0,
        "discard": (),
        "face_up": (),
        "removed": (),
        "box": (),
        "exhaustions": 0,
        "ending": False,
        "turn": 1,
        "offer": (),
        "first_planted": "",
        "owed": (),
        "offers": (),
        "unaccepted": (),
    }
    unknown = set(zones) - {*defaults, "table", "players", "active"}
    if unknown:
        raise TypeError(f"GameState has no part {sorted(unknown)}")
    parts = {**defaults, **zones}
    cards = {name: _ids(cast("tuple[Card, ...]", parts[name])) for name in _CARD_PARTS}
    table = cast("Table", parts["table"])
    first = cast("str", parts["first_planted"])
    pile: PileInfo = (
        cards["stack"],
        cast("int", parts["drawn"]),
        cast("int", parts["exhaustions"]),
        cast("bool", parts["ending"]),
    )
    rest: RestInfo = (
        cast("int", parts["turn"]),
        cards["offer"],
        cards["box"],
        cards["removed"],
        cards["owed"],
        tuple(
            [
                seat * 64 + to
                for seat, to in cast("tuple[tuple[int, int], ...]", parts["unaccepted"])
            ]
        ),
    )
    return GameState(
        table,
        cast("tuple[Player, ...]", parts["players"]),
        cast("int", parts["active"]),
        int(cast("int", parts["step"])),
        cast("int", parts["planted"]),
        cards["discard"],
        cards["face_up"],
        pile,
        rest,
        table.kind_keys.index(first) if first else -1,
        tuple(cast("Offers", parts["offers"])),
    )


_CARD_PARTS: Final = ("discard", "face_up", "stack", "offer", "box", "removed", "owed")


def _refuse_change(self: object, name: str, value: object = None) -> None:
    raise AttributeError(f"{type(self).__name__} is immutable: {name!r} cannot be changed")


def _frozen(cls: type[_T]) -> type[_T]:
    """The class an instance takes once built, in the interpreted build: the same slots,
    and no assignment.  (Compiled by mypyc, the ``Final`` fields are read-only already and
    the classes stay as they are.)"""
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


_FROZEN_TABLE: Final = _frozen(Table)
_FROZEN_PLAYER: Final = _frozen(Player)
_FROZEN_STATE: Final = _frozen(GameState)
#: The exact type of every state the package builds (``GameState`` itself when compiled):
#: the public functions compare with it rather than trust ``isinstance``.
STATE_TYPE: Final = _FROZEN_STATE
#: Aliases kept for code written against the earlier names of the rules' constructors.
make_player: Final = Player
make_state: Final = GameState
