"""Step 2: keeping face-up cards, offers and their answers, agreed trades and donations
(and coins in trades under the experts' variant), ending the step; the lazy space of every
possible agreed negotiation.

Offers (decision trade.standing-offers): at most one offer stands from one seat to
another; it ends when it is accepted, declined or withdrawn, when a card it gives leaves
the offerer's hand (or the face-up cards), and when step 2 ends.  Cards move only on
acceptance (trade.hand-position, donate.consent)."""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from typing import overload

import attrs

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
    card_name,
    end_trading_move,
    keep_move,
    new_state,
    refuse,
    replace_seat,
    without,
)
from bohnanza.rules.turn import after_step3_plant
from bohnanza.state import (
    PLANT_RECEIVED,
    TRADE,
    GameState,
    Ids,
    Offers,
    Player,
    make_player,
    make_state_offers,
)


def check_coins_given(s: GameState, seat: int, coins: int, a: Action) -> Exception | None:
    if not coins:
        return None
    key = "trade.active-cards" if seat == s.active else "trade.other-cards"
    if s.table.rules.trade_coins != "allowed":
        return refuse(s, key, a, "only bean cards are traded; coins only in the experts' variant")
    owned = len(s.players[seat].coin_ids)
    if coins > owned:
        return refuse(s, key, a, f"seat {seat} has {owned} coins, not {coins}")
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
            return refuse(
                s,
                "trade.set-aside",
                a,
                # kept or received: either way it waits for step 3 (the review's T6)
                f"{card_name(s, card)} is set aside for seat {seat}'s step 3 "
                "and may not be traded again",
            )
        if seat == s.active:
            return refuse(
                s,
                "trade.active-cards",
                a,
                f"{card_name(s, card)} is neither face up nor in seat {seat}'s hand",
            )
        return refuse(
            s,
            "trade.other-cards",
            a,
            f"{card_name(s, card)} is not in seat {seat}'s hand",
        )
    return None


def check_trade(s: GameState, a: Trade) -> Exception | None:
    if s.table.duel:
        return refuse(s, "turn.order", a, "the bean duel has no trading: its steps are 1 to 4")
    if s.step_id != TRADE:
        return refuse(s, "turn.order", a, f"trading happens in step 2, not step {s.step.number}")
    if a.seat != s.active:
        hint = (
            f"; write it from the active player's side: {s.active} trade {a.seat} ..."
            if a.partner == s.active
            else ""
        )
        return refuse(
            s,
            "trade.parties",
            a,
            f"seat {a.seat} is not the active player (seat {s.active}){hint}",
        )
    if a.partner == a.seat:
        return refuse(s, "trade.parties", a, "a trade needs another player")
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
    return refuse(
        s, key, a, "a trade moves at least one bean card; coins only join a trade of beans"
    )


def check_donate(s: GameState, a: Donate) -> Exception | None:
    if s.table.duel:
        return refuse(s, "turn.order", a, "the bean duel has no donations: its steps are 1 to 4")
    if s.step_id != TRADE:
        return refuse(s, "turn.order", a, f"donations happen in step 2, not step {s.step.number}")
    if a.receiver == a.seat:
        return refuse(s, "trade.parties", a, "a donation needs another player")
    if s.active not in (a.seat, a.receiver):
        return refuse(
            s,
            "donate.to-active",
            a,
            f"seat {a.seat} may donate only to the active player (seat {s.active})",
        )
    return check_cards_given(s, a.seat, a.cards, a)


def _give(s: GameState, players: list[Player], giver: int, receiver: int, ids: Ids) -> Ids:
    """Move ``ids`` from ``giver`` (hand or, for the active player, face-up) to ``receiver``'s
    set-aside cards; returns the face-up cards left."""
    g = players[giver]
    hand = tuple(c for c in g.hand_ids if c not in ids)
    players[giver] = make_player(
        g.info,
        hand,
        g.field_ids,
        g.coin_ids,
        g.aside_ids,
    )
    r = players[receiver]
    players[receiver] = make_player(
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
    players[giver] = make_player(
        g.info,
        g.hand_ids,
        g.field_ids,
        g.coin_ids[:cut],
        g.aside_ids,
    )
    r = players[receiver]
    players[receiver] = make_player(
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
    return _pruned(new_state(s, tuple(players), s.step_id, s.planted, s.discard_ids, face_up))


def apply_donate(s: GameState, a: Donate) -> GameState:
    players = list(s.players)
    face_up = _give(s, players, a.seat, a.receiver, a.cards)
    return _pruned(new_state(s, tuple(players), s.step_id, s.planted, s.discard_ids, face_up))


# ---------------------------------------------------------------------------------------
# Offers, acceptances, refusals and withdrawals (decision trade.standing-offers).


def with_offers(s: GameState, offers: Offers) -> GameState:
    """``s`` with other standing offers."""
    return make_state_offers(
        s.table,
        s.players,
        s.active,
        s.step_id,
        s.planted,
        s.discard_ids,
        s.face_up_ids,
        s.pile,
        s.rest,
        s.first_kind,
        offers,
    )


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


def _answer_key(offer: Offer) -> str:
    # Answering a donation cites "Donations need not be accepted"; a trade, the rule that
    # cards leave a hand only once the trade is accepted.
    return "donate.consent" if _is_donation(offer) else "trade.hand-position"


def _not_step2(s: GameState, a: Action) -> Exception | None:
    if s.table.duel:
        return refuse(s, "turn.order", a, "the bean duel has no trading: its steps are 1 to 4")
    if s.step_id != TRADE:
        return refuse(
            s, "turn.order", a, f"offers are made and answered in step 2, not step {s.step.number}"
        )
    return None


def check_offer(s: GameState, a: Offer) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    if a.to == a.seat:
        return refuse(s, "trade.parties", a, "an offer needs another player")
    if s.active not in (a.seat, a.to):
        key = "donate.to-active" if _is_donation(a) else "trade.parties"
        return refuse(
            s,
            key,
            a,
            f"seat {a.seat} may offer only to the active player (seat {s.active})",
        )
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
            return refuse(
                s, key, a, "a trade moves at least one bean card; coins only join a trade of beans"
            )
        if not (a.gives or a.give_coins) or not (a.asks or a.ask_coins):
            return refuse(s, key, a, "a donation gives bean cards only; coins join a trade")
    if find_offer(s, a.seat, a.to) is not None:
        return refuse(
            s,
            "trade.hand-position",
            a,
            f"seat {a.seat} already has an offer standing to seat {a.to}; withdraw it first",
        )
    return None


def apply_offer(s: GameState, a: Offer) -> GameState:
    return with_offers(s, (*s.offers, a))


def _standing(s: GameState, offerer: int, to: int, a: Action) -> Offer | Exception:
    offer = find_offer(s, offerer, to)
    if offer is None:
        return refuse(
            s, "trade.hand-position", a, f"no offer from seat {offerer} to seat {to} stands"
        )
    return offer


def check_accept(s: GameState, a: Accept) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    offer = _standing(s, a.offerer, a.seat, a)
    if isinstance(offer, Exception):
        return offer
    key = _answer_key(offer)
    bad = check_cards_given(s, a.seat, a.cards, a)
    if bad:
        return bad
    kind = s.table.kind
    keys = s.table.kind_keys
    got = sorted(keys[kind[card]] for card in a.cards)
    if got != sorted(offer.asks):
        asked = ", ".join(offer.asks) or "nothing"
        named = ", ".join(card_name(s, card) for card in a.cards) or "nothing"
        return refuse(s, key, a, f"the offer asks for {asked}; {named} does not meet it")
    return check_coins_given(s, offer.seat, offer.give_coins, a) or check_coins_given(
        s, a.seat, offer.ask_coins, a
    )


def apply_accept(s: GameState, a: Accept) -> GameState:
    offer = find_offer(s, a.offerer, a.seat)
    assert offer is not None
    players = list(s.players)
    from_offerer = _give(s, players, offer.seat, a.seat, offer.gives)
    from_acceptor = _give(s, players, a.seat, offer.seat, a.cards)
    face_up = from_offerer if offer.seat == s.active else from_acceptor
    _pay(players, offer.seat, a.seat, offer.give_coins)
    _pay(players, a.seat, offer.seat, offer.ask_coins)
    after = new_state(s, tuple(players), s.step_id, s.planted, s.discard_ids, face_up)
    return _pruned(with_offers(after, tuple(o for o in s.offers if o is not offer)))


def check_decline(s: GameState, a: Decline) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    offer = _standing(s, a.offerer, a.seat, a)
    return offer if isinstance(offer, Exception) else None


def apply_decline(s: GameState, a: Decline) -> GameState:
    offer = find_offer(s, a.offerer, a.seat)
    return with_offers(s, tuple(o for o in s.offers if o is not offer))


def check_withdraw(s: GameState, a: Withdraw) -> Exception | None:
    bad = _not_step2(s, a)
    if bad:
        return bad
    offer = _standing(s, a.seat, a.to, a)
    return offer if isinstance(offer, Exception) else None


def apply_withdraw(s: GameState, a: Withdraw) -> GameState:
    offer = find_offer(s, a.seat, a.to)
    return with_offers(s, tuple(o for o in s.offers if o is not offer))


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
    new = make_player(
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
    # The offers still standing end with the step (decision trade.standing-offers).
    if s.offers:
        s = with_offers(s, ())
    player = s.players[s.active]
    new = make_player(
        player.info,
        player.hand_ids,
        player.field_ids,
        player.coin_ids,
        player.aside_ids + s.face_up_ids,
    )
    players = replace_seat(s.players, s.active, new)
    return after_step3_plant(new_state(s, players, PLANT_RECEIVED, s.planted, s.discard_ids, ()))


def _subset(pool: tuple[int, ...], mask: int) -> tuple[int, ...]:
    return tuple(card for k, card in enumerate(pool) if mask >> k & 1)


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

    def _coins(self, seat: int) -> int:
        return self.coins[seat] if self.coins else 0

    def _blocks(self) -> Iterator[tuple[int, int, tuple[int, ...]]]:
        # A trade moves at least one bean card (decision original-1997.trade-coins): kind 0
        # gives cards (and maybe coins) for anything; kind 3 gives coins only, for cards.
        a = (1 << len(self.pool)) - 1
        ca = self._coins(self.active)
        for seat, hand in self.partners:
            p = (1 << len(hand)) - 1
            cp = self._coins(seat)
            tp = (p + 1) * (cp + 1) - 1
            if self.include_active:
                yield (0, a * (ca + 1) * tp, (seat, *hand))
                yield (1, a, (seat,))
                if ca:
                    yield (3, ca * p * (cp + 1), (seat, *hand))
            if seat in self.include_partners:
                yield (2, p, (seat, *hand))

    def __len__(self) -> int:
        return sum(size for _, size, _ in self._blocks())

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
        for kind, size, data in self._blocks():
            if index >= size:
                index -= size
                continue
            seat, hand = data[0], data[1:]
            cards_p = 1 << len(hand)
            if kind == 0:
                # the giving side is (non-empty cards mask, coins); the taking side
                # (cards mask, coins), never nothing: index 1.. of its range
                width = cards_p * (self._coins(seat) + 1) - 1
                give, take = divmod(index, width)
                take += 1
                masks = (1 << len(self.pool)) - 1
                return Trade(
                    self.active,
                    seat,
                    _subset(self.pool, give % masks + 1),
                    _subset(hand, take % cards_p),
                    give // masks,
                    take // cards_p,
                )
            if kind == 3:
                # coins only from the active player, so the partner gives cards (and coins)
                width = (cards_p - 1) * (self._coins(seat) + 1)
                give, take = divmod(index, width)
                coins, mask = divmod(take, cards_p - 1)
                return Trade(self.active, seat, (), _subset(hand, mask + 1), give + 1, coins)
            if kind == 1:
                return Donate(self.active, seat, _subset(self.pool, index + 1))
            return Donate(seat, self.active, _subset(hand, index + 1))
        raise IndexError("negotiation index out of range")

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
    if s.step_id != TRADE:
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


def check_keep(s: GameState, action: Keep) -> Exception | None:
    if s.step_id != TRADE or action.seat != s.active:
        return refuse(
            s,
            "step2.keep",
            action,
            "only the active player keeps face-up cards, in step 2",
        )
    if action.card not in s.face_up_ids:
        return refuse(s, "step2.keep", action, f"{card_name(s, action.card)} is not face up")
    return None


def check_end_trading(s: GameState, action: EndTrading) -> Exception | None:
    if s.step_id != TRADE or action.seat != s.active:
        return refuse(s, "step2.end", action, "only the active player ends step 2")
    return None


def step2_moves(s: GameState, moves: list[Action]) -> None:
    """Step 2's basic moves: keep a face-up card, end the step (trades are listed lazily)."""
    active = s.active
    for card in s.face_up_ids:
        moves.append(keep_move(active, card))
    moves.append(end_trading_move(active))
