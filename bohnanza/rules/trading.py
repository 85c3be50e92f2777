"""Step 2: keeping face-up cards, offers and their answers, agreed trades and donations
(and coins in trades under the experts' variant), ending the step.  The lazy space of every
possible agreed negotiation is in ``bohnanza.rules.negotiation`` (importable from here too).

Offers (decision trade.standing-offers): at most one offer stands from one seat to
another; it ends when it is accepted, declined or withdrawn, when a card it gives leaves
the offerer's hand (or the face-up cards), and when step 2 ends.  Cards move only on
acceptance.  Each kind of move cites a clause of its own when refused: a second offer to
the same seat trade.offer, an acceptance that answers no standing offer or does not meet
it trade.accept, a refusal trade.decline, a withdrawal trade.withdraw.  From one seat to
another, at most ``MAX_UNACCEPTED`` offers may end declined or withdrawn in one step 2
(decision trade.offer-repeats, cited as step2.end), so that the step ends."""

from __future__ import annotations

from typing import Final

from bohnanza.actions import (
    Accept,
    Action,
    Decline,
    Donate,
    EndTrading,
    Keep,
    Offer,
    Trade,
    Withdraw,
)
from bohnanza.rules.common import (
    end_trading_move,
    keep_move,
    new_state,
    refuse,
    replace_seat,
    without,
)

# The negotiation space, importable from here as before it moved.
from bohnanza.rules.negotiation import Block as Block  # noqa: PLC0414
from bohnanza.rules.negotiation import Space as Space  # noqa: PLC0414
from bohnanza.rules.negotiation import _trade_sizes as _trade_sizes  # noqa: PLC0414
from bohnanza.rules.negotiation import decode_negotiation as decode_negotiation  # noqa: PLC0414
from bohnanza.rules.negotiation import negotiation_blocks as negotiation_blocks  # noqa: PLC0414
from bohnanza.rules.negotiation import negotiation_space_of as negotiation_space_of  # noqa: PLC0414
from bohnanza.rules.negotiation import random_negotiation as random_negotiation  # noqa: PLC0414
from bohnanza.rules.negotiation import subset as subset  # noqa: PLC0414
from bohnanza.rules.planting import owe_babies
from bohnanza.rules.turn import after_step3_plant
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState, Ids, Offers, Player, RestInfo

#: How many offers from one seat to another may end unaccepted (declined or withdrawn) in
#: one step 2; a further offer between them is refused (decision trade.offer-repeats).
MAX_UNACCEPTED: Final = 3


def check_coins_given(s: GameState, seat: int, coins: int, a: Action) -> Exception | None:
    if not coins:
        return None
    key = "trade.active-cards" if seat == s.active else "trade.other-cards"
    if not s.table.trade_coins:
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


def trades_over(s: GameState) -> bool:
    """Decision ladybohn.continue-donating, 'donate-only': once the face-up cards are gone
    (« Une fois les échanges terminés avec les 2 cartes piochées, le joueur actif peut
    continuer à donner des cartes de sa main »), no more trades, only donations."""
    return s.table.donate_only and not s.face_up_ids


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
    if (
        s.table.donate_only  # trades_over(s), inlined; then a trade, not a donation
        and not s.face_up_ids
        and (a.gives or a.give_coins)
        and (a.takes or a.take_coins)
    ):
        return refuse(s, "trade.continue", a, "trades-over", ())
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


def _kept(ids: Ids, gone: Ids) -> Ids:
    """``ids`` without the cards of ``gone`` (which need not all be there)."""
    if not gone:
        return ids
    left = list(ids)
    for card in gone:
        if card in left:
            left.remove(card)
    return tuple(left)


def _paid(giver: Ids, receiver: Ids, coins: int) -> tuple[Ids, Ids]:
    """The experts' variant: the giver's and the receiver's earnings once the giver's top
    ``coins`` coins went onto the receiver's."""
    if not coins:
        return giver, receiver
    cut = len(giver) - coins
    return giver[:cut], receiver + giver[cut:]


def _after_exchange(p: Player, gone: Ids, got: Ids, coins: Ids) -> Player:
    """Seat ``p`` once the cards ``gone`` left his hand (those that were there: the active
    player's may be face up), ``got`` joined his set-aside cards and his earnings are
    ``coins``."""
    return Player(p.info, _kept(p.hand_ids, gone), p.field_ids, coins, p.aside_ids + got)


def _exchange(
    s: GameState, one: int, other: int, gives: Ids, takes: Ids, give_coins: int, take_coins: int
) -> GameState:
    """``s`` once ``one`` gave ``gives`` (and ``give_coins``) to ``other`` and got ``takes``
    (and ``take_coins``) back: the cards go to the receivers' set-aside cards, from the
    givers' hands or, for the active player, from the face-up cards; the coins go after
    the cards, ``one``'s first."""
    players = list(s.players)
    mine, theirs = players[one], players[other]
    my_coins, their_coins = _paid(mine.coin_ids, theirs.coin_ids, give_coins)
    their_coins, my_coins = _paid(their_coins, my_coins, take_coins)
    players[one] = _after_exchange(mine, gives, takes, my_coins)
    players[other] = _after_exchange(theirs, takes, gives, their_coins)
    active = s.active
    face_up = s.face_up_ids
    if one == active:
        face_up = _kept(face_up, gives)
    elif other == active:
        face_up = _kept(face_up, takes)
    return new_state(s, tuple(players), s.step_id, s.planted, s.discard_ids, face_up)


def apply_trade(s: GameState, a: Trade) -> GameState:
    after = _pruned(_exchange(s, a.seat, a.partner, a.gives, a.takes, a.give_coins, a.take_coins))
    if s.table.lady:
        return owe_babies(after, ((a.partner, a.gives), (a.seat, a.takes)))
    return after


def apply_donate(s: GameState, a: Donate) -> GameState:
    after = _pruned(_exchange(s, a.seat, a.receiver, a.cards, (), 0, 0))
    if s.table.lady:
        return owe_babies(after, ((a.receiver, a.cards),))
    return after


# ---------------------------------------------------------------------------------------
# Offers, acceptances, refusals and withdrawals (decision trade.standing-offers).


def with_offers(s: GameState, offers: Offers, rest: RestInfo | None = None) -> GameState:
    """``s`` with other standing offers (and ``rest``, when given)."""
    return GameState(
        s.table,
        s.players,
        s.active,
        s.step_id,
        s.planted,
        s.discard_ids,
        s.face_up_ids,
        s.pile,
        s.rest if rest is None else rest,
        s.first_kind,
        offers,
    )


def _unaccepted(s: GameState, offer: Offer) -> GameState:
    """``s`` without ``offer``, which ended declined or withdrawn: it is counted against
    its pair of seats (decision trade.offer-repeats)."""
    r = s.rest
    rest = (r[0], r[1], r[2], r[3], r[4], (*r[5], offer.seat * 64 + offer.to))
    return with_offers(s, tuple(o for o in s.offers if o is not offer), rest)


def may_offer(s: GameState, seat: int, to: int) -> bool:
    """Whether fewer than ``MAX_UNACCEPTED`` offers from ``seat`` to ``to`` ended declined
    or withdrawn in this step 2."""
    return s.rest[5].count(seat * 64 + to) < MAX_UNACCEPTED


def find_offer(s: GameState, seat: int, to: int) -> Offer | None:
    """The offer standing from ``seat`` to ``to``, if any."""
    for offer in s.offers:
        if offer.seat == seat and offer.to == to:
            return offer
    return None


def _still_there(s: GameState, offer: Offer) -> bool:
    """Whether every card ``offer`` gives is still in the offerer's hand (or face up, for
    the active player)."""
    hand = s.players[offer.seat].hand_ids
    for card in offer.gives:
        if card not in hand and not (offer.seat == s.active and card in s.face_up_ids):
            return False
    return True


def _pruned(s: GameState) -> GameState:
    """``s`` without the offers whose cards have left (a card it gives was kept, traded
    or donated): they end (decision trade.standing-offers)."""
    if not s.offers:
        return s
    kept = tuple(offer for offer in s.offers if _still_there(s, offer))
    return s if len(kept) == len(s.offers) else with_offers(s, kept)


def _is_donation(offer: Offer) -> bool:
    return not offer.asks and not offer.ask_coins


def _not_step2(s: GameState, a: Action) -> Exception | None:
    if s.table.duel:
        return refuse(s, "turn.order", a, "duel-no-trade", ())
    if s.step_id != TRADE:
        return refuse(s, "turn.order", a, "offer-step", ())
    return None


def check_offer(s: GameState, a: Offer) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    if a.to == a.seat:
        return refuse(s, "trade.parties", a, "offer-self", ())
    if s.active not in (a.seat, a.to):
        key = "donate.to-active" if _is_donation(a) else "trade.parties"
        return refuse(s, key, a, "offer-to-active", (a.seat,))
    bad = (
        check_cards_given(s, a.seat, a.gives, a)
        or check_coins_given(s, a.seat, a.give_coins, a)
        or check_coins_given(s, a.to, a.ask_coins, a)
    )
    if bad:
        return bad
    if a.give_coins or a.ask_coins:
        # Decision original-1997.trade-coins: coins join a bargain over beans, both ways.
        key = "variant.experts" if "experts" in s.table.rules.variants else "trade.active-cards"
        if not (a.gives or a.asks):
            return refuse(s, key, a, "trade-no-beans", ())
        if not (a.gives or a.give_coins) or not (a.asks or a.ask_coins):
            return refuse(s, key, a, "offer-donation-coins", ())
    if find_offer(s, a.seat, a.to) is not None:
        return refuse(s, "trade.offer", a, "offer-standing", (a.seat, a.to))
    if (
        s.table.donate_only  # trades_over(s), inlined; then a trade, not a donation
        and not s.face_up_ids
        and (a.gives or a.give_coins)
        and (a.asks or a.ask_coins)
    ):
        return refuse(s, "trade.continue", a, "trades-over", ())
    if s.rest[5] and not may_offer(s, a.seat, a.to):
        # Decision trade.offer-repeats: bargaining between two seats ends, so that the
        # step ends when no more can be arranged.
        return refuse(s, "step2.end", a, "offer-repeats", (a.seat, a.to, MAX_UNACCEPTED))
    return None


def apply_offer(s: GameState, a: Offer) -> GameState:
    return with_offers(s, (*s.offers, a))


def _standing(s: GameState, offerer: int, to: int, a: Action, key: str) -> Offer | Exception:
    offer = find_offer(s, offerer, to)
    if offer is None:
        return refuse(s, key, a, "no-offer", (offerer, to))
    return offer


def check_accept(s: GameState, a: Accept) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    offer = _standing(s, a.offerer, a.seat, a, "trade.accept")
    if isinstance(offer, Exception):
        return offer
    if (
        s.table.donate_only  # trades_over(s), inlined; then a trade, not a donation
        and not s.face_up_ids
        and (offer.gives or offer.give_coins)
        and not _is_donation(offer)
    ):
        return refuse(s, "trade.continue", a, "trades-over", ())
    bad = check_cards_given(s, a.seat, a.cards, a)
    if bad:
        return bad
    kind = s.table.kind
    keys = s.table.kind_keys
    got = sorted(keys[kind[card]] for card in a.cards)
    if got != sorted(offer.asks):
        asked = tuple([keys.index(k) for k in offer.asks])
        return refuse(s, "trade.accept", a, "offer-unmet", (len(asked), *asked, *a.cards))
    return check_coins_given(s, offer.seat, offer.give_coins, a) or check_coins_given(
        s, a.seat, offer.ask_coins, a
    )


def apply_accept(s: GameState, a: Accept) -> GameState:
    offer = find_offer(s, a.offerer, a.seat)
    assert offer is not None
    after = _exchange(
        s, offer.seat, a.seat, offer.gives, a.cards, offer.give_coins, offer.ask_coins
    )
    after = _pruned(with_offers(after, tuple(o for o in s.offers if o is not offer)))
    if s.table.lady:
        return owe_babies(after, ((offer.seat, a.cards), (a.seat, offer.gives)))
    return after


def check_decline(s: GameState, a: Decline) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    offer = _standing(s, a.offerer, a.seat, a, "trade.decline")
    return offer if isinstance(offer, Exception) else None


def apply_decline(s: GameState, a: Decline) -> GameState:
    offer = find_offer(s, a.offerer, a.seat)
    assert offer is not None
    return _unaccepted(s, offer)


def check_withdraw(s: GameState, a: Withdraw) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    offer = _standing(s, a.seat, a.to, a, "trade.withdraw")
    return offer if isinstance(offer, Exception) else None


def apply_withdraw(s: GameState, a: Withdraw) -> GameState:
    offer = find_offer(s, a.seat, a.to)
    assert offer is not None
    return _unaccepted(s, offer)


def meeting_cards(s: GameState, seat: int, asks: tuple[str, ...]) -> Ids | None:
    """Cards of ``seat`` that meet a request, or None if it has not got them: face-up
    cards first for the active player, then hand cards from the front."""
    pool = s.players[seat].hand_ids
    if seat == s.active:
        pool = s.face_up_ids + pool
    kind = s.table.kind
    keys = s.table.kind_keys
    chosen: list[int] = []
    for key in asks:
        found = -1
        for card in pool:
            if keys[kind[card]] == key and card not in chosen:
                found = card
                break
        if found < 0:
            return None
        chosen.append(found)
    return tuple(chosen)


def answer_moves(s: GameState, seats: range | tuple[int, ...], moves: list[Action]) -> None:
    """The answers to the standing offers by ``seats``: accept (with the cards
    ``meeting_cards`` picks, when the seat has them) or decline an offer made to it,
    withdraw one it made."""
    for offer in s.offers:
        if offer.to in seats:
            cards = meeting_cards(s, offer.to, offer.asks)
            if cards is not None:
                accept = Accept(offer.to, offer.seat, cards)
                if check_accept(s, accept) is None:
                    moves.append(accept)
            moves.append(Decline(offer.to, offer.seat))
        if offer.seat in seats:
            moves.append(Withdraw(offer.seat, offer.to))


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
    return _pruned(
        new_state(
            s,
            replace_seat(s.players, s.active, new),
            s.step_id,
            s.planted,
            s.discard_ids,
            face_up,
        )
    )


def apply_end_trading(s: GameState) -> GameState:
    # step2.kept-cards: face-up cards left on the table are the active player's to plant.
    # The offers still standing end with the step (decision trade.standing-offers), and
    # the count of the unaccepted ones with them (decision trade.offer-repeats).
    if s.offers or s.rest[5]:
        r = s.rest
        s = with_offers(s, (), (r[0], r[1], r[2], r[3], r[4], ()))
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
