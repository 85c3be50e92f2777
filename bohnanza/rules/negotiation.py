"""Step 2's space of every agreed trade and donation possible now (``bohnanza.listing``'s
``Negotiations`` wraps it in a sequence): counted by blocks, one move decoded from its
index, and one move drawn uniformly from it without building the blocks (the random bot's
trades).

The offers, their answers and the agreed moves' checks and effects are in
``bohnanza.rules.trading``, which imports these names too."""

from __future__ import annotations

import random
from itertools import compress
from typing import Final

from bohnanza.actions import Action, agreed_donation, agreed_trade
from bohnanza.rules.common import remember_listed
from bohnanza.state import TRADE, GameState, Ids

#: One block of the space: (kind, how many moves, (partner seat, *his hand)).  Kind 0: the
#: active player gives cards (and maybe coins) for anything of the partner; 1: he donates
#: cards to the partner; 2: the partner donates cards to him; 3: he gives coins only, for
#: cards (and maybe coins).
Block = tuple[int, int, Ids]
#: What decodes a move: (active seat, his pool of face-up and hand cards, each seat's coins
#: that may go into a trade (() without the experts' variant), the blocks, their total).
Space = tuple[int, Ids, Ids, tuple[Block, ...], int]


def _coins_of(coins: Ids, seat: int) -> int:
    return coins[seat] if coins else 0


def _trade_sizes(a: int, ca: int, p: int, cp: int) -> tuple[int, int]:
    """The sizes of a partner's blocks 0 and 3: ``a`` and ``p`` count the non-empty card
    sets of the active player and of the partner, ``ca`` and ``cp`` the coins each may
    give.  Block 0: a non-empty card set with any coins, for anything but nothing; block 3:
    coins only, for a non-empty card set with any coins."""
    return a * (ca + 1) * ((p + 1) * (cp + 1) - 1), ca * p * (cp + 1)


def negotiation_blocks(
    active: int,
    pool: Ids,
    partners: tuple[tuple[int, Ids], ...],
    include_active: bool,
    include_partners: Ids,
    coins: Ids,
) -> tuple[Block, ...]:
    """The blocks of the space, in listing order."""
    # A trade moves at least one bean card (decision original-1997.trade-coins): kind 0
    # gives cards (and maybe coins) for anything; kind 3 gives coins only, for cards.
    blocks: list[Block] = []
    a = (1 << len(pool)) - 1
    ca = _coins_of(coins, active)
    for seat, hand in partners:
        p = (1 << len(hand)) - 1
        if include_active:
            trades, coins_only = _trade_sizes(a, ca, p, _coins_of(coins, seat))
            blocks.append((0, trades, (seat, *hand)))
            blocks.append((1, a, (seat,)))
            if ca:
                blocks.append((3, coins_only, (seat, *hand)))
        if seat in include_partners:
            blocks.append((2, p, (seat, *hand)))
    return tuple(blocks)


def negotiation_space_of(s: GameState, player: int | None) -> Space:
    """The space of ``s`` seen by every seat (``player`` None) or by ``player`` only: the
    trades and donations of the active player, and the donations of the others to him."""
    if s.step_id != TRADE or s.rest[4]:
        return (0, (), (), (), 0)
    active = s.active
    players = s.players
    pool = s.face_up_ids + players[active].hand_ids
    partners: list[tuple[int, Ids]] = []
    for seat in range(len(players)):
        if seat != active:
            partners.append((seat, players[seat].hand_ids))
    coins: Ids = ()
    if s.table.trade_coins:
        coins = tuple([len(p.coin_ids) for p in players])
    if player is None:
        blocks = negotiation_blocks(
            active, pool, tuple(partners), True, tuple([seat for seat, _ in partners]), coins
        )
    elif player == active:
        blocks = negotiation_blocks(active, pool, tuple(partners), True, (), coins)
    else:
        blocks = negotiation_blocks(active, pool, tuple(partners), False, (player,), coins)
    if s.table.donate_only and not s.face_up_ids:  # trades_over(s), inlined
        blocks = tuple([block for block in blocks if block[0] in (1, 2)])  # donations only
    total = 0
    for block in blocks:
        total += block[1]
    return (active, pool, coins, blocks, total)


#: The bits of each byte, lowest first: selectors for ``itertools.compress``.
_BYTE_BITS: Final = tuple(tuple(byte >> i & 1 for i in range(8)) for byte in range(256))


def subset(pool: Ids, mask: int) -> Ids:
    """The cards of ``pool`` whose bit is set in ``mask`` (bit i stands for ``pool[i]``).

    >>> subset((10, 11, 12, 13), 0b1010)
    (11, 13)
    """
    if mask < 256:
        return tuple(compress(pool, _BYTE_BITS[mask]))
    selectors: list[int] = []
    while mask:
        selectors += _BYTE_BITS[mask & 255]
        mask >>= 8
    return tuple(compress(pool, selectors))


def decode_negotiation(
    active: int, pool: Ids, coins: Ids, blocks: tuple[Block, ...], index: int
) -> Action:
    """The move at ``index`` (0 <= index < the total) of the space.

    Raises:
        IndexError: ``index`` is past the end.
    """
    for kind, size, data in blocks:
        if index >= size:
            index -= size
            continue
        seat = data[0]
        return _decode_block(kind, index, active, pool, seat, data[1:], _coins_of(coins, seat))
    raise IndexError("negotiation index out of range")


def _decode_block(
    kind: int, index: int, active: int, pool: Ids, seat: int, hand: Ids, seat_coins: int
) -> Action:
    """The move at ``index`` of a block of kind ``kind`` with partner ``seat`` (his
    ``hand`` and the coins he may give)."""
    cards_p = 1 << len(hand)
    if kind == 0:
        # the giving side is (non-empty cards mask, coins); the taking side
        # (cards mask, coins), never nothing: index 1.. of its range
        width = cards_p * (seat_coins + 1) - 1
        give, take = divmod(index, width)
        take += 1
        masks = (1 << len(pool)) - 1
        return agreed_trade(
            active,
            seat,
            subset(pool, give % masks + 1),
            subset(hand, take % cards_p),
            give // masks,
            take // cards_p,
        )
    if kind == 3:
        # coins only from the active player, so the partner gives cards (and coins)
        width = (cards_p - 1) * (seat_coins + 1)
        give, take = divmod(index, width)
        paid, mask = divmod(take, cards_p - 1)
        return agreed_trade(active, seat, (), subset(hand, mask + 1), give + 1, paid)
    if kind == 1:
        return agreed_donation(active, seat, subset(pool, index + 1))
    return agreed_donation(seat, active, subset(hand, index + 1))


def random_negotiation(s: GameState, rng: random.Random) -> Action | None:
    """A trade or donation drawn uniformly from the space every seat sees, or None when
    there is none (outside step 2).

    It draws what ``decode_negotiation`` decodes from ``negotiation_space_of(s, None)`` at
    ``rng.randrange(total)``, with the same single draw, counting the blocks without
    building them; and the move counts as listed for ``s`` (``remember_listed``), so that
    ``apply`` plays it without checking it again.
    """
    if s.step_id != TRADE or s.rest[4]:
        return None
    active = s.active
    players = s.players
    pool = s.face_up_ids + players[active].hand_ids
    a = (1 << len(pool)) - 1
    trade_coins = s.table.trade_coins
    ca = len(players[active].coin_ids) if trade_coins else 0
    # Each partner's blocks, in negotiation_blocks' order: 0 (cards, maybe coins, for
    # anything), 1 (the active player donates), 3 (coins only; empty without coins),
    # 2 (the partner donates).
    partners: list[tuple[int, Ids, int, int, int, int]] = []
    closed = s.table.donate_only and not s.face_up_ids  # trades_over(s), inlined
    total = 0
    for seat in range(len(players)):
        if seat != active:
            hand = players[seat].hand_ids
            p = (1 << len(hand)) - 1
            cp = len(players[seat].coin_ids) if trade_coins else 0
            trades, coins_only = _trade_sizes(a, ca, p, cp)
            if closed:
                trades = coins_only = 0  # ladybohn.continue-donating 'donate-only'
            partners.append((seat, hand, cp, trades, coins_only, p))
            total += trades + a + coins_only + p
    if not total:
        return None
    index = rng.randrange(total)
    for seat, hand, cp, trades, coins_only, p in partners:
        if index < trades:
            kind = 0
        elif index < trades + a:
            kind, index = 1, index - trades
        elif index < trades + a + coins_only:
            kind, index = 3, index - trades - a
        elif index < trades + a + coins_only + p:
            kind, index = 2, index - trades - a - coins_only
        else:
            index -= trades + a + coins_only + p
            continue
        move = _decode_block(kind, index, active, pool, seat, hand, cp)
        remember_listed(s, (move,))
        return move
    raise AssertionError("the draw is below the total")  # pragma: no cover
