"""Step 2: keeping face-up cards, trades, donations (and coins in trades under the
experts' variant), ending the step; the lazy space of every possible negotiation."""

from __future__ import annotations

from bohnanza.actions import Action, Donate, EndTrading, Keep, Trade
from bohnanza.rules.common import (
    end_trading_move,
    keep_move,
    new_state,
    refuse,
    replace_seat,
    without,
)
from bohnanza.rules.planting import owe_babies
from bohnanza.rules.turn import after_step3_plant
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState, Ids, Player


def check_coins_given(s: GameState, seat: int, coins: int, a: Action) -> Exception | None:
    if not coins:
        return None
    key = "trade.active-cards" if seat == s.active else "trade.other-cards"
    if s.table.rules.trade_coins != "allowed":
        return refuse(s, key, a, "coins-variant", ())
    owned = len(s.players[seat].coin_ids)
    if coins > owned:
        return refuse(s, key, a, "coins-owned", (seat, owned, coins))
    return None


def check_cards_given(s: GameState, seat: int, ids: tuple[int, ...], a: Action) -> Exception | None:
    """The cards ``seat`` hands over in step 2: face-up cards (active only) or hand cards."""
    if not ids:
        return None
    player = s.players[seat]
    hand = set(player.hand_ids)
    pool = hand | set(s.face_up_ids) if seat == s.active else hand
    aside = player.aside_ids
    for card in ids:
        if card in pool:
            continue
        if card in aside:
            # kept or received: either way it waits for step 3 (the review's T6)
            return refuse(s, "trade.set-aside", a, "set-aside", (card, seat))
        if seat == s.active:
            return refuse(s, "trade.active-cards", a, "not-face-up-nor-hand", (card, seat))
        return refuse(s, "trade.other-cards", a, "not-in-hand", (card, seat))
    return None


def check_trade(s: GameState, a: Trade) -> Exception | None:
    if s.table.duel:
        return refuse(s, "turn.order", a, "duel-no-trade", ())
    if s.step_id != TRADE:
        return refuse(s, "turn.order", a, "trade-step", ())
    if a.seat != s.active:
        hint = "trade-from-active" if a.partner == s.active else "not-active"
        return refuse(s, "trade.parties", a, hint, (a.seat,))
    if a.partner == a.seat:
        return refuse(s, "trade.parties", a, "trade-self", ())
    bad = (
        check_cards_given(s, a.seat, a.gives, a)
        or check_cards_given(s, a.partner, a.takes, a)
        or check_coins_given(s, a.seat, a.give_coins, a)
        or check_coins_given(s, a.partner, a.take_coins, a)
    )
    if bad or a.gives or a.takes:
        return bad
    # Decision original-1997.trade-coins: the experts' talers join a bargain over beans
    # ("lors du marchandage"); coins for coins alone would be a gift of coins, and
    # donations are bean cards only.
    key = "variant.experts" if "experts" in s.table.rules.variants else "trade.active-cards"
    return refuse(s, key, a, "trade-no-beans", ())


def check_donate(s: GameState, a: Donate) -> Exception | None:
    if s.table.duel:
        return refuse(s, "turn.order", a, "duel-no-donation", ())
    if s.step_id != TRADE:
        return refuse(s, "turn.order", a, "donation-step", ())
    if a.receiver == a.seat:
        return refuse(s, "trade.parties", a, "donation-self", ())
    if s.active not in (a.seat, a.receiver):
        return refuse(s, "donate.to-active", a, "donate-to-active", (a.seat,))
    return check_cards_given(s, a.seat, a.cards, a)


def _give(s: GameState, players: list[Player], giver: int, receiver: int, ids: Ids) -> Ids:
    """Move ``ids`` from ``giver`` (hand or, for the active player, face-up) to ``receiver``'s
    set-aside cards; returns the face-up cards left."""
    g = players[giver]
    hand = tuple(c for c in g.hand_ids if c not in ids)
    players[giver] = Player(
        g.info,
        hand,
        g.field_ids,
        g.coin_ids,
        g.aside_ids,
    )
    r = players[receiver]
    players[receiver] = Player(
        r.info,
        r.hand_ids,
        r.field_ids,
        r.coin_ids,
        r.aside_ids + ids,
    )
    if giver == s.active:
        return tuple(c for c in s.face_up_ids if c not in ids)
    return s.face_up_ids


def _pay(players: list[Player], giver: int, receiver: int, coins: int) -> None:
    """The experts' variant: the top ``coins`` of the giver's earnings go onto the receiver's."""
    if not coins:
        return
    g = players[giver]
    cut = len(g.coin_ids) - coins
    players[giver] = Player(
        g.info,
        g.hand_ids,
        g.field_ids,
        g.coin_ids[:cut],
        g.aside_ids,
    )
    r = players[receiver]
    players[receiver] = Player(
        r.info,
        r.hand_ids,
        r.field_ids,
        r.coin_ids + g.coin_ids[cut:],
        r.aside_ids,
    )


def apply_trade(s: GameState, a: Trade) -> GameState:
    players = list(s.players)
    face_up = _give(s, players, a.seat, a.partner, a.gives)
    _give(s, players, a.partner, a.seat, a.takes)
    _pay(players, a.seat, a.partner, a.give_coins)
    _pay(players, a.partner, a.seat, a.take_coins)
    after = new_state(s, tuple(players), s.step_id, s.planted, s.discard_ids, face_up)
    if s.table.lady:
        return owe_babies(after, ((a.partner, a.gives), (a.seat, a.takes)))
    return after


def apply_donate(s: GameState, a: Donate) -> GameState:
    players = list(s.players)
    face_up = _give(s, players, a.seat, a.receiver, a.cards)
    after = new_state(s, tuple(players), s.step_id, s.planted, s.discard_ids, face_up)
    if s.table.lady:
        return owe_babies(after, ((a.receiver, a.cards),))
    return after


def apply_keep(s: GameState, a: Keep) -> GameState:
    # step2.keep: a kept face-up card is set aside to be planted in step 3.
    player = s.players[s.active]
    new = Player(
        player.info,
        player.hand_ids,
        player.field_ids,
        player.coin_ids,
        player.aside_ids + (a.card,),
    )
    face_up = without(s.face_up_ids, a.card)
    return new_state(
        s,
        replace_seat(s.players, s.active, new),
        s.step_id,
        s.planted,
        s.discard_ids,
        face_up,
    )


def apply_end_trading(s: GameState) -> GameState:
    # step2.kept-cards: face-up cards left on the table are the active player's to plant.
    player = s.players[s.active]
    new = Player(
        player.info,
        player.hand_ids,
        player.field_ids,
        player.coin_ids,
        player.aside_ids + s.face_up_ids,
    )
    players = replace_seat(s.players, s.active, new)
    return after_step3_plant(new_state(s, players, PLANT_RECEIVED, s.planted, s.discard_ids, ()))


def check_keep(s: GameState, action: Keep) -> Exception | None:
    if s.step_id != TRADE or action.seat != s.active:
        return refuse(s, "step2.keep", action, "keep-who", ())
    if action.card not in s.face_up_ids:
        return refuse(s, "step2.keep", action, "not-face-up", (action.card,))
    return None


def check_end_trading(s: GameState, action: EndTrading) -> Exception | None:
    if s.step_id != TRADE or action.seat != s.active:
        return refuse(s, "step2.end", action, "end-trading-who", ())
    return None


def step2_moves(s: GameState, moves: list[Action]) -> None:
    """Step 2's basic moves: keep a face-up card, end the step (trades are listed lazily)."""
    active = s.active
    for card in s.face_up_ids:
        moves.append(keep_move(active, card))
    moves.append(end_trading_move(active))


# ---------------------------------------------------------------------------------------
# The space of every trade and donation possible now (``bohnanza.listing.Negotiations``
# wraps it in a sequence): counted by blocks, one move decoded from its index.

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
        cp = _coins_of(coins, seat)
        tp = (p + 1) * (cp + 1) - 1
        if include_active:
            blocks.append((0, a * (ca + 1) * tp, (seat, *hand)))
            blocks.append((1, a, (seat,)))
            if ca:
                blocks.append((3, ca * p * (cp + 1), (seat, *hand)))
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
    if s.table.rules.trade_coins == "allowed":
        coins = tuple([len(p.coin_ids) for p in players])
    if player is None:
        blocks = negotiation_blocks(
            active, pool, tuple(partners), True, tuple([seat for seat, _ in partners]), coins
        )
    elif player == active:
        blocks = negotiation_blocks(active, pool, tuple(partners), True, (), coins)
    else:
        blocks = negotiation_blocks(active, pool, tuple(partners), False, (player,), coins)
    total = 0
    for block in blocks:
        total += block[1]
    return (active, pool, coins, blocks, total)


def subset(pool: Ids, mask: int) -> Ids:
    """The cards of ``pool`` whose bit is set in ``mask``."""
    out: list[int] = []
    k = 0
    while mask:
        if mask & 1:
            out.append(pool[k])
        mask >>= 1
        k += 1
    return tuple(out)


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
        hand = data[1:]
        cards_p = 1 << len(hand)
        if kind == 0:
            # the giving side is (non-empty cards mask, coins); the taking side
            # (cards mask, coins), never nothing: index 1.. of its range
            width = cards_p * (_coins_of(coins, seat) + 1) - 1
            give, take = divmod(index, width)
            take += 1
            masks = (1 << len(pool)) - 1
            return Trade(
                active,
                seat,
                subset(pool, give % masks + 1),
                subset(hand, take % cards_p),
                give // masks,
                take // cards_p,
            )
        if kind == 3:
            # coins only from the active player, so the partner gives cards (and coins)
            width = (cards_p - 1) * (_coins_of(coins, seat) + 1)
            give, take = divmod(index, width)
            paid, mask = divmod(take, cards_p - 1)
            return Trade(active, seat, (), subset(hand, mask + 1), give + 1, paid)
        if kind == 1:
            return Donate(active, seat, subset(pool, index + 1))
        return Donate(seat, active, subset(hand, index + 1))
    raise IndexError("negotiation index out of range")
