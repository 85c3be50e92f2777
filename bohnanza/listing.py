"""The legal moves as lazy sequences: ``legal_actions`` and its results.

``LegalActions`` holds a state's basic moves (built by ``bohnanza.referee.basic_moves``)
and, behind them, the ``Negotiations``: every trade and donation possible now, an
exponential space that is counted, indexed and sampled without being built.
``SeatActions`` is what a seat may do from its view: its basic moves, then the offers it
may make (``bohnanza.seat.OfferSpace``), likewise counted and decoded on demand.

mypyc compiles this module (``legal_actions`` costs little more than the referee's own
``basic_moves``), but builds its classes as Python does: they are sequences
(``collections.abc.Sequence``, through ``bohnanza.lazy.Listing``), which a native class
cannot be; their methods are compiled.  ``legal_actions`` takes its arguments as objects
and checks them itself, so that both builds refuse a wrong one with the same
``InvalidActionError`` (compiled, a typed parameter is checked by mypyc, whose bare
``TypeError`` names nothing); its overloads give users the typed signature.  What the
sequences count and decode comes from the referee, ``bohnanza.seat`` and the
``bohnanza.rules`` modules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Final, TypeVar, overload

from bohnanza.actions import Accept, Action, Donate, Offer, Trade
from bohnanza.boundary import action_problem, show
from bohnanza.errors import InvalidActionError
from bohnanza.lazy import Listing
from bohnanza.referee import basic_moves, check
from bohnanza.rules.trading import (
    decode_negotiation,
    negotiation_blocks,
    negotiation_space_of,
)
from bohnanza.seat import OfferSpace, negotiation_count, offer_space
from bohnanza.state import STATE_TYPE, GameState
from bohnanza.views import VIEW_TYPE, PlayerView, in_play, stand_in

__all__ = ["LegalActions", "Negotiations", "SeatActions", "legal_actions", "seat_actions"]

_C = TypeVar("_C")


def _python_class(cls: type[_C]) -> type[_C]:
    """Keeps a class a Python class in the compiled build: mypyc compiles the methods of a
    class with a decorator of its own but builds the class itself as Python does, which a
    class deriving from an ABC such as ``Sequence`` needs (a native class cannot)."""
    return cls


@_python_class
class Negotiations(Listing):
    """Every trade and donation possible now, as a lazy, indexable sequence.

    Trades give a non-empty set of the active player's face-up and hand cards for a
    non-empty set of a partner's hand cards; donations give a non-empty set one way.
    The space grows as 2^(cards), so it is never built: ``len`` counts it, indexing
    decodes one move, and ``sample`` draws one uniformly.
    """

    __slots__ = ("_blocks", "_size", "active", "coins", "pool")

    active: int
    pool: tuple[int, ...]
    #: Coins each seat may put into a trade (the experts' variant), by seat; () if none.
    coins: tuple[int, ...]
    _blocks: tuple[tuple[int, int, tuple[int, ...]], ...]
    _size: int

    def __init__(
        self,
        active: int,
        pool: tuple[int, ...],
        partners: tuple[tuple[int, tuple[int, ...]], ...],
        include_active: bool = True,
        include_partners: tuple[int, ...] = (),
        coins: tuple[int, ...] = (),
    ) -> None:
        blocks = negotiation_blocks(active, pool, partners, include_active, include_partners, coins)
        self._set(active, pool, coins, blocks, sum(block[1] for block in blocks))

    def _set(
        self,
        active: int,
        pool: tuple[int, ...],
        coins: tuple[int, ...],
        blocks: tuple[tuple[int, int, tuple[int, ...]], ...],
        size: int,
    ) -> None:
        setter = object.__setattr__
        setter(self, "active", active)
        setter(self, "pool", pool)
        setter(self, "coins", coins)
        setter(self, "_blocks", blocks)
        setter(self, "_size", size)

    @classmethod
    def of(cls, state: GameState, player: int | None) -> Negotiations:
        """The space of ``state`` for every seat (``player`` None) or for ``player``."""
        active, pool, coins, blocks, size = negotiation_space_of(state, player)
        space = cls.__new__(cls)
        space._set(active, pool, coins, blocks, size)
        return space

    def __len__(self) -> int:
        return self._size

    def _at(self, index: int) -> Action:
        return decode_negotiation(self.active, self.pool, self.coins, self._blocks, index)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Negotiations):
            return NotImplemented
        return (self.active, self.pool, self.coins, self._blocks) == (
            other.active,
            other.pool,
            other.coins,
            other._blocks,
        )

    def __hash__(self) -> int:
        return hash((self.active, self.pool, self.coins, self._blocks))

    def __repr__(self) -> str:
        return f"Negotiations(active={self.active}, moves={self._size})"


def negotiation_space(s: GameState, player: int | None) -> Negotiations:
    """The trades and donations of ``s`` for every seat or for ``player``."""
    return Negotiations.of(s, player)


@_python_class
class LegalActions(Listing):
    """The legal moves of a state, as a sequence: ``basic`` moves, then ``negotiations``.

    ``action in legal`` asks the referee; ``len`` counts the (exponential) space of
    trades and indexing decodes one, never building it.
    """

    # Two slots, set once: (state, player, basic, negotiations or None), and ``basic``,
    # read directly (``legal_actions`` fills them without a call to ``__init__``).
    __slots__ = ("_d", "basic")

    _d: tuple[GameState, int | None, tuple[Action, ...], Negotiations | None]
    #: The basic moves (everything but trades and donations), in listing order.
    basic: tuple[Action, ...]

    def __init__(self, state: GameState, player: int | None, basic: tuple[Action, ...]) -> None:
        _SET_D(self, (state, player, basic, None))
        _SET_BASIC(self, basic)

    @property
    def state(self) -> GameState:
        """The state listed."""
        return self._d[0]

    @property
    def player(self) -> int | None:
        """The seat listed, or None for every seat."""
        return self._d[1]

    @property
    def negotiations(self) -> Negotiations:
        """The trades and donations (empty outside step 2)."""
        state, player, basic, found = self._d
        if found is None:
            found = Negotiations.of(state, player)
            _SET_D(self, (state, player, basic, found))
        return found

    def __len__(self) -> int:
        d = self._d
        found = d[3]
        if found is None:
            return len(d[2]) + negotiation_count(d[0], d[1])
        return len(d[2]) + len(found)

    def __bool__(self) -> bool:
        return bool(self._d[2]) or bool(len(self))

    def _at(self, index: int) -> Action:
        basic = self._d[2]
        if index < len(basic):
            return basic[index]
        return self.negotiations._at(index - len(basic))

    def __iter__(self) -> Iterator[Action]:
        yield from self._d[2]
        yield from self.negotiations

    def __contains__(self, action: object) -> bool:
        basic = self._d[2]
        for move in basic:
            if move is action:
                return True
        if action_problem(action) is not None:
            return False  # not a move: nothing of it is compared (bohnanza.boundary)
        if action in basic:
            return True
        if not isinstance(action, Trade | Donate | Offer | Accept):
            return False
        player = self._d[1]
        if player is not None and action.seat != player:
            return False
        return check(self._d[0], action) is None

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, LegalActions):
            return NotImplemented
        return (self.state, self.player) == (other.state, other.player)

    def __hash__(self) -> int:
        return hash((self.state, self.player))

    def __repr__(self) -> str:
        return f"LegalActions(player={self.player}, basic={[str(m) for m in self.basic]})"


# The slots' own setters (the class refuses assignment) and the bare constructor: a
# listing is built with three calls, not an ``__init__`` (a third of ``legal_actions``).
_SET_D: Final[Callable[[LegalActions, object], None]] = vars(LegalActions)["_d"].__set__
_SET_BASIC: Final[Callable[[LegalActions, object], None]] = vars(LegalActions)["basic"].__set__
_NEW: Final = object.__new__


def _listed(state: GameState, player: int | None, basic: tuple[Action, ...]) -> LegalActions:
    """``LegalActions(state, player, basic)``, built without the call to ``__init__``."""
    legal: LegalActions = _NEW(LegalActions)
    _SET_D(legal, (state, player, basic, None))
    _SET_BASIC(legal, basic)
    return legal


@_python_class
class SeatActions(Listing):
    """A seat's moves as it may know them from its view: ``basic`` moves (the referee's
    list for that seat), then the ``offers`` it may make (``bohnanza.seat.OfferSpace``),
    without those ``declined`` already.  ``len``, indexing, ``in`` and ``sample`` never
    build the offers; ``action in moves`` is membership of this list (larger offers the
    referee accepts are not in it: ask ``bohnanza.check(view, move)``)."""

    __slots__ = ("_skip", "basic", "offers")

    basic: tuple[Action, ...]
    offers: OfferSpace
    _skip: tuple[int, ...]

    def __init__(
        self, basic: tuple[Action, ...], offers: OfferSpace, declined: Iterable[Offer] = ()
    ) -> None:
        skip: tuple[int, ...] = ()
        if offers.size and declined:
            found = {offers.index(offer) for offer in declined}
            found.discard(-1)
            skip = tuple(sorted(found))
        setter = object.__setattr__
        setter(self, "basic", basic)
        setter(self, "offers", offers)
        setter(self, "_skip", skip)

    @property
    def offer_count(self) -> int:
        """How many offers are listed."""
        return self.offers.size - len(self._skip)

    def offer(self, index: int) -> Offer:
        """The ``index``-th listed offer (0 <= index < ``offer_count``)."""
        for skipped in self._skip:
            if skipped <= index:
                index += 1
            else:
                break
        return self.offers.at(index)

    def __len__(self) -> int:
        return len(self.basic) + self.offers.size - len(self._skip)

    def __bool__(self) -> bool:
        return bool(self.basic) or self.offers.size > len(self._skip)

    def _at(self, index: int) -> Action:
        basic = self.basic
        if index < len(basic):
            return basic[index]
        return self.offer(index - len(basic))

    def __iter__(self) -> Iterator[Action]:
        yield from self.basic
        for i in range(self.offer_count):
            yield self.offer(i)

    def __contains__(self, action: object) -> bool:
        for move in self.basic:
            if move is action:
                return True
        if action_problem(action) is not None:
            return False
        if isinstance(action, Offer):
            index = self.offers.index(action)
            return index >= 0 and index not in self._skip
        return action in self.basic

    def __eq__(self, other: object) -> bool:
        if isinstance(other, SeatActions):
            return list(self) == list(other)
        if isinstance(other, tuple | list):
            return list(self) == list(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(tuple(self))

    def __repr__(self) -> str:
        return f"SeatActions(basic={[str(m) for m in self.basic]}, offers={self.offer_count})"


_NO_DECLINED: Final[tuple[Offer, ...]] = ()


def seat_actions(
    state: GameState, seat: int, declined: Iterable[Offer] = _NO_DECLINED
) -> SeatActions:
    """``legal_actions(view(state, seat))`` without declined offers, listed from the state
    itself (for a harness that holds the state: the same moves in the same order, with no
    stand-in to build; ``seat`` is not checked)."""
    table = state.table
    varieties = in_play(table, state.rest[3])
    return SeatActions(basic_moves(state, seat), offer_space(state, seat, varieties), declined)


@overload
def legal_actions(state: GameState, player: int | None = None) -> LegalActions: ...


@overload
def legal_actions(state: PlayerView, player: int | None = None) -> SeatActions: ...


def legal_actions(state: object, player: object = None) -> LegalActions | SeatActions:
    """Every legal move now, of every seat or of ``player`` only.

    Harvests and third-field purchases of every seat are legal at any time; agreed trades
    and donations are listed lazily (see ``Negotiations``).

    Given a seat's ``PlayerView``, the moves that seat can make knowing only what it sees,
    as a lazy sequence (``SeatActions``): its basic moves, its answers to the standing
    offers and the offers it may make, by variety and count (see ``bohnanza.seat``);
    ``player``, if given, must be the view's seat.

    Raises:
        InvalidActionError: ``state`` is neither a state nor a view, or ``player`` is not
            a seat of this game (or not the view's).
    """
    # The parameters are objects, checked here, so that both builds refuse a wrong one
    # alike: compiled, a typed parameter would get mypyc's bare TypeError (the overloads
    # above are the signature users type-check against).
    if type(state) is STATE_TYPE and isinstance(state, GameState):
        if player is None:
            return _listed(state, None, basic_moves(state, None))
        if type(player) is not int or not 0 <= player < len(state.players):
            raise InvalidActionError(
                f"seat {show(player)} does not exist (seats are 0-{len(state.players) - 1})"
            )
        return _listed(state, player, basic_moves(state, player))
    if type(state) is VIEW_TYPE and isinstance(state, PlayerView):
        v = state
        if player is not None and player != v.seat:
            raise InvalidActionError(
                f"this view is seat {v.seat}'s; it lists no moves of seat {show(player)}"
            )
        stand = stand_in(v)
        return SeatActions(
            basic_moves(stand, v.seat), offer_space(stand, v.seat, v.varieties or v.table.kind_keys)
        )
    raise InvalidActionError(f"{show(state)} is not a GameState")
