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
from collections.abc import Iterator, Sequence
from typing import Final, cast

from bohnanza._build import COMPILED
from bohnanza.actions import Offer
from bohnanza.cards import Card
from bohnanza.editions import Rules

# Importable from here as before the split (the tables in bohnanza.state.table, the seats in
# bohnanza.state.player).
from bohnanza.state.player import _FROZEN_PLAYER, _card_tuple, _ids
from bohnanza.state.player import Player as Player
from bohnanza.state.player import SeatInfo as SeatInfo
from bohnanza.state.table import _FROZEN_TABLE, _frozen
from bohnanza.state.table import BABY as BABY
from bohnanza.state.table import MISS as MISS
from bohnanza.state.table import MISTER as MISTER
from bohnanza.state.table import Ids as Ids
from bohnanza.state.table import Shuffle as Shuffle
from bohnanza.state.table import Table as Table

__all__ = ["GameState", "Player", "Step", "Table"]

#: The offers standing in step 2, in the order they were made.
Offers = tuple[Offer, ...]


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
    cards = {name: _ids(cast("Sequence[Card]", parts[name])) for name in _CARD_PARTS}
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


_FROZEN_STATE: Final = _frozen(GameState)

# Table and Player are defined in bohnanza.state.table and bohnanza.state.player, but users meet
# them here: their ``__module__`` names this module, so that pickles and the docs name
# ``bohnanza.state.Table`` as before the split.  (mypyc refuses an assignment to a class
# attribute, hence setattr.)  Compiled, their docstrings are given back first, while
# ``__module__`` still names the module whose source holds them (bohnanza._docs).
if COMPILED:
    from bohnanza._docs import restore as _restore

    _restore(("Player", "Table"), {"Player": Player, "Table": Table})
for _moved in (Table, _FROZEN_TABLE, Player, _FROZEN_PLAYER):
    setattr(_moved, "__module__", __name__)  # noqa: B010
#: The exact type of every state the package builds (``GameState`` itself when compiled):
#: the public functions compare with it rather than trust ``isinstance``.
STATE_TYPE: Final = _FROZEN_STATE
#: Aliases kept for code written against the earlier names of the rules' constructors.
make_player: Final = Player
make_state: Final = GameState
