"""The legal moves of a state as a lazy sequence: ``legal_actions`` and its result.

``LegalActions`` holds a state's basic moves (built by ``bohnanza.referee.basic_moves``)
and, behind them, the ``Negotiations``: every trade and donation possible now, an
exponential space that is counted, indexed and sampled without being built.  These are
sequence classes (``collections.abc.Sequence``) and stay interpreted: the rules they
list come from the referee and the ``bohnanza.rules`` modules, which mypyc compiles.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import overload

import attrs

from bohnanza.actions import Accept, Action, Donate, Offer, Trade
from bohnanza.boundary import action_problem, show
from bohnanza.errors import InvalidActionError
from bohnanza.referee import basic_moves, check
from bohnanza.rules.trading import decode_negotiation, negotiation_blocks
from bohnanza.state import STATE_TYPE, TRADE, GameState
from bohnanza.views import PlayerView

__all__ = ["LegalActions", "Negotiations", "legal_actions", "negotiation_space"]


@attrs.frozen
class Negotiations(Sequence[Action]):
    """Every trade and donation possible now, as a lazy, indexable sequence.

    Trades give a non-empty set of the active player's face-up and hand cards for a
    non-empty set of a partner's hand cards; donations give a non-empty set one way.
    The space grows as 2^(cards), so it is never built: ``len`` counts it, indexing
    decodes one move, and ``sample`` draws one uniformly.
    """

    active: int
    pool: tuple[int, ...]
    partners: tuple[tuple[int, tuple[int, ...]], ...]
    include_active: bool = True
    include_partners: tuple[int, ...] = ()
    #: Coins each seat may put into a trade (the experts' variant), by seat; () if none.
    coins: tuple[int, ...] = ()
    # The blocks of the space and its size, computed once (len and indexing use them).
    _table: tuple[tuple[int, int, tuple[int, ...]], ...] = attrs.field(
        init=False, eq=False, repr=False, hash=False
    )
    _size: int = attrs.field(init=False, eq=False, repr=False, hash=False)

    def __attrs_post_init__(self) -> None:
        table = negotiation_blocks(
            self.active,
            self.pool,
            self.partners,
            self.include_active,
            self.include_partners,
            self.coins,
        )
        object.__setattr__(self, "_table", table)
        object.__setattr__(self, "_size", sum(block[1] for block in table))

    def __len__(self) -> int:
        return self._size

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        if index < 0:
            index += len(self)
        if index < 0:
            raise IndexError(index)
        return decode_negotiation(self.active, self.pool, self.coins, self._table, index)

    def __iter__(self) -> Iterator[Action]:
        for i in range(len(self)):
            yield self[i]

    def sample(self, rng: random.Random) -> Action:
        """One trade or donation drawn uniformly.

        Raises:
            IndexError: there is none.
        """
        if not len(self):
            raise IndexError("there is no move to sample")
        return self[rng.randrange(len(self))]


_NO_NEGOTIATIONS = Negotiations(0, (), ())


def negotiation_space(s: GameState, player: int | None) -> Negotiations:
    if s.step_id != TRADE or s.owed_ids:
        return _NO_NEGOTIATIONS
    active = s.active
    pool = s.face_up_ids + s.players[active].hand_ids
    partners = tuple((seat, p.hand_ids) for seat, p in enumerate(s.players) if seat != active)
    coins = (
        tuple(len(p.coin_ids) for p in s.players) if s.table.rules.trade_coins == "allowed" else ()
    )
    if player is None:
        everyone = tuple(seat for seat, _ in partners)
        return Negotiations(active, pool, partners, True, everyone, coins)
    if player == active:
        return Negotiations(active, pool, partners, True, (), coins)
    return Negotiations(active, pool, partners, False, (player,), coins)


@attrs.frozen
class LegalActions(Sequence[Action]):
    """The legal moves of a state, as a sequence: ``basic`` moves, then ``negotiations``.

    ``action in legal`` asks the referee; ``len`` and indexing never build the
    (exponential) space of trades.
    """

    state: GameState = attrs.field(repr=False)
    player: int | None
    basic: tuple[Action, ...]
    _negotiations: Negotiations | None = attrs.field(
        init=False, default=None, eq=False, repr=False, hash=False
    )

    @property
    def negotiations(self) -> Negotiations:
        """The trades and donations (empty outside step 2)."""
        found = self._negotiations
        if found is None:
            found = negotiation_space(self.state, self.player)
            object.__setattr__(self, "_negotiations", found)
        return found

    def __len__(self) -> int:
        return len(self.basic) + len(self.negotiations)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[Action]: ...

    def __getitem__(self, index: int | slice) -> Action | Sequence[Action]:
        if isinstance(index, slice):
            return [self[i] for i in range(*index.indices(len(self)))]
        n = len(self.basic)
        if 0 <= index < n:
            return self.basic[index]
        if index < 0:
            index += len(self)
            if index < 0:
                raise IndexError("legal move index out of range")
            if index < n:
                return self.basic[index]
        return self.negotiations[index - n]

    def __iter__(self) -> Iterator[Action]:
        yield from self.basic
        yield from self.negotiations

    def __contains__(self, action: object) -> bool:
        for move in self.basic:
            if move is action:
                return True
        if action_problem(action) is not None:
            return False  # not a move: nothing of it is compared (bohnanza.boundary)
        if action in self.basic:
            return True
        if not isinstance(action, Trade | Donate | Offer | Accept):
            return False
        if self.player is not None and action.seat != self.player:
            return False
        return check(self.state, action) is None

    def sample(self, rng: random.Random) -> Action:
        """One legal move drawn uniformly from the whole space.

        Raises:
            IndexError: there is no legal move (the game is over).
        """
        if not len(self):
            raise IndexError("there is no move to sample")
        return self[rng.randrange(len(self))]


@overload
def legal_actions(state: GameState, player: int | None = None) -> LegalActions: ...


@overload
def legal_actions(state: PlayerView, player: int | None = None) -> tuple[Action, ...]: ...


def legal_actions(
    state: GameState | PlayerView, player: int | None = None
) -> LegalActions | tuple[Action, ...]:
    """Every legal move now, of every seat or of ``player`` only.

    Harvests and third-field purchases of every seat are legal at any time; agreed trades
    and donations are listed lazily (see ``Negotiations``).

    Given a seat's ``PlayerView``, the moves that seat can make knowing only what it sees,
    as a tuple: its basic moves, its answers to the standing offers and the offers it may
    make, by variety and count (see ``bohnanza.seat``); ``player``, if given, must be the
    view's seat.

    Raises:
        InvalidActionError: ``player`` is not a seat of this game (or not the view's).
    """
    if type(state) is PlayerView:
        if player is not None and player != state.seat:
            raise InvalidActionError(
                f"this view is seat {state.seat}'s; it lists no moves of seat {show(player)}"
            )
        from bohnanza.seat import view_moves

        return view_moves(state)
    if type(state) is not STATE_TYPE:
        raise InvalidActionError(f"{show(state)} is not a GameState")
    if player is not None and (type(player) is not int or not 0 <= player < len(state.players)):
        raise InvalidActionError(
            f"seat {show(player)} does not exist (seats are 0-{len(state.players) - 1})"
        )
    return LegalActions(state, player, basic_moves(state, player))
