"""Engines behind the conformance protocol that differ from the referee in one way.
Run as ``python tests/kit/wrong_engines.py NAME``.

Each is the referee's own adapter with one method changed, so its difference is the only
one the runner can find.  Two families:

* wrong engines, each with one rule break that other engines were found to have (one per
  rule family: protection, parties, donations, coin cards, the third field's payment, the
  end in step 2 and in step 4, the reshuffle moment, the tie-break, the deal, the order of
  the hand, the matching field, a card lost, a coin too many in every position): the
  runner must catch each with the clause that decides it;
* engines right another way (``RIGHT``): open offers, offers that lapse and no keep, the
  cards set aside in another order, cards without identity, one seat at a time in step 3,
  the packet deal under its option: each declares its model in ``hello`` (or needs none)
  and the runner must find no disagreement; and the coins of a third field in another
  order (``coins-as-stacked``), a reading of an open point: no rule break, that point.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Donate,
    EndTrading,
    Harvest,
    Keep,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.conformance.compare import step3_seat
from bohnanza.conformance.engine import RefereeEngine, serve
from bohnanza.notation import read_move
from bohnanza.referee import check, outcome
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState, Player

Json = dict[str, Any]


class LoneCard(RefereeEngine):
    """Sells a lone card beside an empty field (the protection rule read as planted fields)."""

    def __init__(self) -> None:
        super().__init__({"protection": "planted-fields"})


class NonActiveTrades(RefereeEngine):
    """Lets two players who are not active trade with each other."""

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if (
            isinstance(move, Trade)
            and state.step_id == TRADE
            and state.active not in (move.seat, move.partner)
        ):
            return True, None
        return super().verdict(state, move)


class LastFaceUpLost(RefereeEngine):
    """Loses the last face-up card when the deck runs out for the last time in step 2."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if after.ending and not state.ending and after.face_up:
            up = after.face_up
            after = after.replace(face_up=up[:-1], removed=after.removed + up[-1:])
        return after


class GoesOn(RefereeEngine):
    """Plays on after the game is over: it never says the game ended."""

    def report(self, state: GameState) -> dict[str, object]:
        doc = super().report(state)
        if state.is_over:
            doc["step"] = "plant"
        return doc

    def result(self, state: GameState) -> tuple[list[int], list[int]] | None:
        return None


class TieToHighestSeat(RefereeEngine):
    """Gives a tie for the most coins to the highest seat among the tied."""

    def result(self, state: GameState) -> tuple[list[int], list[int]] | None:
        found = outcome(state)
        if found is None:
            return None
        scores = list(found.scores)
        best = max(scores)
        return scores, [max(k for k, s in enumerate(scores) if s == best)]


class CoinsDiscarded(RefereeEngine):
    """Puts the coin cards of a harvest on the discard pile with the rest."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if isinstance(move, Harvest):
            seat = move.seat
            kept = state.players[seat].coins
            gained = after.players[seat].coins[len(kept) :]
            if gained:
                players = list(after.players)
                players[seat] = players[seat].replace(coins=kept)
                after = after.replace(players=tuple(players), discard=after.discard + gained)
        return after


class MissStays(RefereeEngine):
    """Ladybohn: lists the miss moves, but a baby planted with one leaves the miss where
    she was."""

    def transition(self, state: GameState, move: Action) -> GameState:
        if isinstance(move, Plant) and move.steps:
            move = Plant(move.seat, move.card, move.field)
        return super().transition(state, move)


class OwedBabyWaits(RefereeEngine):
    """Ladybohn: lets the active player end step 2 while a baby received is still owed
    (001 has it planted at once)."""

    def moves(self, state: GameState, seat: int) -> list[Action]:
        found = super().moves(state, seat)
        if state.owed_ids and seat == state.active:
            found.append(EndTrading(seat))
        return found

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if isinstance(move, EndTrading) and state.owed_ids and move.seat == state.active:
            return True, None
        return super().verdict(state, move)


class NonActiveDonations(RefereeEngine):
    """Lets a player who is not active donate to another who is not."""

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if (
            isinstance(move, Donate)
            and state.step_id == TRADE
            and state.active not in (move.seat, move.receiver)
        ):
            return True, None
        return super().verdict(state, move)


class OldestCoinsPay(RefereeEngine):
    """Pays for the third field with the oldest coins (the bottom of the pile), in order."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if isinstance(move, BuyField):
            seat = move.seat
            coins = state.players[seat].coin_ids
            cost = len(coins) - len(after.players[seat].coin_ids)
            players = list(after.players)
            p = players[seat]
            players[seat] = Player(p.info, p.hand_ids, p.field_ids, coins[cost:], p.aside_ids)
            discard = state.discard_ids + coins[:cost]
            after = after.replace(players=tuple(players))
            after = after.replace(discard=tuple(after.table.cards[c] for c in discard))
        return after


class EndsAtOnceInStep2(RefereeEngine):
    """Ends the game as soon as the deck runs out for the last time in step 2 (the rules
    play on to the end of step 3)."""

    def report(self, state: GameState) -> dict[str, object]:
        doc = super().report(state)
        if state.ending and state.step_id == TRADE:
            doc["step"] = "over"
        return doc


class LateReshuffle(RefereeEngine):
    """Counts an exhaustion only at the next draw: right after the deck is formed anew it
    still reports the exhaustions before."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        self.fresh = after.exhaustions > state.exhaustions and not after.ending
        return after

    def report(self, state: GameState) -> dict[str, object]:
        doc = super().report(state)
        if getattr(self, "fresh", False):
            doc["exhaustions"] = state.exhaustions - 1
        return doc


class PacketDeal(RefereeEngine):
    """Deals each player's hand as one packet from the top of the deck it is given."""

    def deal(self, state: GameState, deck: object) -> GameState:
        assert isinstance(deck, list)
        n = len(state.players)
        starter = (state.table.dealer + 1) % n
        players = list(state.players)
        top = 0
        for k in range(n):
            seat = (starter + k) % n
            p = players[seat]
            size = len(p.hand_ids)
            hand = tuple(deck[top : top + size])
            players[seat] = Player(p.info, hand, p.field_ids, p.coin_ids, p.aside_ids)
            top += size
        return state.replace(players=tuple(players))


class FirstCopyLeaves(RefereeEngine):
    """Gives the first card of a variety from the hand in a trade, a donation or an
    acceptance, whichever copy was named."""

    def transition(self, state: GameState, move: Action) -> GameState:
        if isinstance(move, Trade | Donate | Accept):
            cards = state.table.cards
            hand = list(state.players[move.seat].hand_ids)
            named = move.gives if isinstance(move, Trade) else move.cards
            swapped = []
            for card in named:
                if card in hand:
                    first = next(c for c in hand if cards[c].variety == cards[card].variety)
                    hand.remove(first)
                    swapped.append(first)
                else:
                    swapped.append(card)
            if isinstance(move, Trade):
                move = Trade(move.seat, move.partner, tuple(swapped), move.takes)
            elif isinstance(move, Donate):
                move = Donate(move.seat, move.receiver, tuple(swapped))
            else:
                move = Accept(move.seat, move.offerer, tuple(swapped))
        return super().transition(state, move)


class SecondFieldOfAVariety(RefereeEngine):
    """Plants a card on an empty field although a field of its variety is there."""

    def __init__(self) -> None:
        super().__init__({"matching_field": "may"})


class FinalHarvestVanishes(RefereeEngine):
    """At the end the final harvest pays its coins, but the other cards leave the game."""

    def report(self, state: GameState) -> dict[str, object]:
        doc = super().report(state)
        if state.is_over:
            doc["discard"] = doc["discard"][: len(doc["discard"]) // 2]
        return doc


class KeepsAnExtraCoin(RefereeEngine):
    """From seat 0's first coin on, reports one coin too many for it in every position (as
    an adapter that adds a coin once): one difference that carries on from move to move."""

    def report(self, state: GameState) -> dict[str, object]:
        doc: dict[str, Any] = super().report(state)
        if state.players[0].coin_ids:
            doc["seats"][0]["coins"] = [*doc["seats"][0]["coins"], {"id": -1, "variety": "coffee"}]
        return doc


# -- right another way ------------------------------------------------------------------


class OpenOffers(RefereeEngine):
    """Open offers: a seat may decline any offer of the active player, not only one made
    to it (as an engine whose offers anyone may take lists them)."""

    model = {"offers": "open"}  # noqa: RUF012

    def moves(self, state: GameState, seat: int) -> list[Action]:
        found = super().moves(state, seat)
        for offer in state.offers:
            if offer.seat == state.active and seat not in (offer.seat, offer.to):
                found.append(Decline(seat, offer.seat))
        return found


class LapsingOffersNoKeep(RefereeEngine):
    """No keep, no decline, no withdraw: face-up cards wait until step 2 ends, offers
    lapse with it."""

    model = {"keep": False, "answers": False}  # noqa: RUF012

    def moves(self, state: GameState, seat: int) -> list[Action]:
        skip = (Keep, Decline, Withdraw)
        return [m for m in super().moves(state, seat) if not isinstance(m, skip)]

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if isinstance(move, Keep | Decline | Withdraw):
            return False, "no such move"
        return super().verdict(state, move)

    def transition(self, state: GameState, move: Action) -> GameState:
        if isinstance(move, Keep | Decline | Withdraw):
            raise ValueError(f"no such move: {move}")
        return super().transition(state, move)


class OtherAcceptCards(RefereeEngine):
    """Lists each acceptance paid with the last card of each variety in the hand where the
    referee lists another (a face-up card or an earlier copy): both are legal (finding
    K1 of the kit review)."""

    def moves(self, state: GameState, seat: int) -> list[Action]:
        found = []
        cards = state.table.cards
        for listed in super().moves(state, seat):
            if isinstance(listed, Accept):
                hand = [c for c in state.players[seat].hand_ids if c not in listed.cards]
                paid = []
                for card in listed.cards:
                    same = [c for c in hand if cards[c].variety == cards[card].variety]
                    if same and same[-1] != card:
                        hand.remove(same[-1])
                    paid.append(same[-1] if same else card)
                listed = Accept(listed.seat, listed.offerer, tuple(paid))  # noqa: PLW2901
                assert check(state, listed) is None
            found.append(listed)
        return found


class SetAsideReversed(RefereeEngine):
    """Lists each seat's cards set aside in the other order (no rule reads it)."""

    def report(self, state: GameState) -> dict[str, object]:
        doc = super().report(state)
        for seat in doc["seats"]:
            seat["set_aside"] = seat["set_aside"][::-1]
        return doc


class AnonymousCards(RefereeEngine):
    """Knows cards by variety only: positions without ids, coins as a count, moves by
    place or by variety."""

    model = {"card_identity": False}  # noqa: RUF012

    def report(self, state: GameState) -> dict[str, object]:
        doc: dict[str, Any] = _without_ids(super().report(state))
        for seat in doc["seats"]:
            seat["coins"] = [{} for _ in seat["coins"]]
        return doc

    def listed(self, state: GameState, move: Action) -> Json:
        found = _without_ids(super().listed(state, move))
        assert isinstance(found, dict)
        return found

    def read(self, state: GameState, move: object) -> Action:
        return read_move(state, _without_ids(move))


def _without_ids(value: Any) -> Any:
    if isinstance(value, list):
        return [_without_ids(v) for v in value]
    if isinstance(value, dict):
        return {k: _without_ids(v) for k, v in value.items() if k != "id"}
    return value


class OneSeatInStep3(RefereeEngine):
    """The seats plant their received cards one at a time, the active player first."""

    model = {"step3": "one-seat"}  # noqa: RUF012

    def moves(self, state: GameState, seat: int) -> list[Action]:
        if state.step_id == PLANT_RECEIVED and seat != step3_seat(state):
            return []
        return super().moves(state, seat)

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if state.step_id == PLANT_RECEIVED and move.seat != step3_seat(state):
            return False, "wait for your turn"
        return super().verdict(state, move)

    def transition(self, state: GameState, move: Action) -> GameState:
        if state.step_id == PLANT_RECEIVED and move.seat != step3_seat(state):
            raise ValueError(f"seat {move.seat}: wait for your turn")
        return super().transition(state, move)


class CoinsAsStacked(RefereeEngine):
    """Puts the three coins paid for a third field on the discard pile in the order they
    lay in the stack, the topmost coin on top (the referee moves them one at a time, top
    first, so the deepest ends on top): another reading of the open point
    ``field3.payment-order``, reported as that point and not as a rule break."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if isinstance(move, BuyField) and after.discard_ids[:-3] == state.discard_ids:
            paid = after.discard_ids[-3:][::-1]
            cards = after.table.cards
            after = after.replace(discard=tuple(cards[c] for c in state.discard_ids + paid))
        return after


class Hangs(RefereeEngine):
    """Stops answering at its fifth move."""

    applied = 0

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply":
            self.applied += 1
            if self.applied == 5:
                time.sleep(3600)
        return super().handle(request)


class Crashes(RefereeEngine):
    """Dies at its fifth move."""

    applied = 0

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        if request.get("cmd") == "apply":
            self.applied += 1
            if self.applied == 5:
                sys.stderr.write("engine: out of beans\n")
                sys.stderr.flush()
                os._exit(3)
        return super().handle(request)


class Garbage(RefereeEngine):
    """Answers the question about moves with a list of words."""

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        answer = super().handle(request)
        if request.get("cmd") == "moves":
            answer["moves"] = ["plant", "something"]
        return answer


ENGINES: dict[str, type[RefereeEngine]] = {
    "hangs": Hangs,
    "crashes": Crashes,
    "garbage": Garbage,
    "lone-card": LoneCard,
    "non-active-trades": NonActiveTrades,
    "last-face-up-lost": LastFaceUpLost,
    "goes-on": GoesOn,
    "tie-to-highest-seat": TieToHighestSeat,
    "coins-discarded": CoinsDiscarded,
    "miss-stays": MissStays,
    "owed-baby-waits": OwedBabyWaits,
    "non-active-donations": NonActiveDonations,
    "oldest-coins-pay": OldestCoinsPay,
    "ends-at-once-in-step2": EndsAtOnceInStep2,
    "late-reshuffle": LateReshuffle,
    "packet-deal": PacketDeal,
    "first-copy-leaves": FirstCopyLeaves,
    "second-field-of-a-variety": SecondFieldOfAVariety,
    "final-harvest-vanishes": FinalHarvestVanishes,
    "keeps-an-extra-coin": KeepsAnExtraCoin,
    "coins-as-stacked": CoinsAsStacked,
    "open-offers": OpenOffers,
    "lapsing-offers-no-keep": LapsingOffersNoKeep,
    "set-aside-reversed": SetAsideReversed,
    "other-accept-cards": OtherAcceptCards,
    "anonymous-cards": AnonymousCards,
    "one-seat-in-step3": OneSeatInStep3,
}


if __name__ == "__main__":
    sys.exit(serve(ENGINES[sys.argv[1]]()))
