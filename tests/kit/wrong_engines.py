"""Planted engines: the referee behind the conformance protocol with one deliberate
deviation each.  Run as ``python tests/kit/wrong_engines.py NAME`` (``A+B``: two at once;
``option:KEY=VALUE``: the referee under another reading of one rule option).

Each is the referee's own adapter with one method changed (or the position it answers after
a move edited, ``_AfterMove``; moves the rules refuse listed and allowed, ``_Allows``; legal
moves refused, ``_Refuses``), so its difference is the only one the runner can find.  The
class each must give (kind, clause and group) is written in ``run_kit.py`` (``BREAKS``,
``RIGHT``, ``PAIRS``):

* breaks across every mechanism, among them every deviation the outside engines showed;
* engines right another way: open offers, offers that lapse and no keep, the cards set aside
  in another order, acceptances paid with other cards, cards without identity, moves named
  by place, one seat at a time in step 3, the readings of rule options, and the other
  readings of open points (``coins-as-stacked``, ``late-reshuffle``, ``draw-void``,
  ``step3-refused``);
* protocol failures: an engine that hangs, crashes or answers garbage.
"""

from __future__ import annotations

import os
import sys
import time
from typing import Any

import attrs

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.conformance.compare import step3_seat
from bohnanza.conformance.engine import RefereeEngine, serve
from bohnanza.notation import read_move
from bohnanza.referee import apply, check, outcome
from bohnanza.rules.deck import Pile
from bohnanza.rules.ending import game_over
from bohnanza.rules.harvesting import can_harvest, sell, sell_garden
from bohnanza.state import (
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    PLANT,
    PLANT_RECEIVED,
    TRADE,
    GameState,
    Player,
    Table,
)

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


class _AfterMove(RefereeEngine):
    """A break in the position an engine answers after a move: ``edit`` changes the
    referee's position document (the runner gives the referee's position back after a
    difference, so the engine's own state never matters)."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        return doc

    def handle(self, request: dict[str, Any]) -> dict[str, Any]:
        before = self.state
        answer = super().handle(request)
        if request.get("cmd") == "apply" and answer.get("ok") and before is not None:
            move = self.read(before, request.get("move", {}))
            assert self.state is not None
            # Every edit of the class and of those it joins (``A+B``), each once.
            for klass in type(self).__mro__:
                edit = klass.__dict__.get("edit")
                if edit is not None and klass is not _AfterMove:
                    answer["position"] = edit(self, before, move, self.state, answer["position"])
        return answer


class _Allows(RefereeEngine):
    """Lists and allows moves the rules refuse (``extra``)."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        return []

    def moves(self, state: GameState, seat: int) -> list[Action]:
        found = super().moves(state, seat)
        return found + [m for m in self.extra(state, seat) if m not in found]

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        seat = move.seat
        if move in self.extra(state, seat):
            return True, None
        return super().verdict(state, move)


class _Refuses(RefereeEngine):
    """Refuses legal moves (``refused``): not listed, judged illegal, not applied."""

    def refused(self, state: GameState, move: Action) -> bool:
        return False

    def moves(self, state: GameState, seat: int) -> list[Action]:
        return [m for m in super().moves(state, seat) if not self.refused(state, m)]

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if self.refused(state, move):
            return False, "not in this engine"
        return super().verdict(state, move)

    def transition(self, state: GameState, move: Action) -> GameState:
        if self.refused(state, move):
            raise ValueError(f"refused: {move}")
        return super().transition(state, move)


def _cards(doc: Json, seat: int, zone: str) -> list[Json]:
    found: list[Json] = doc["seats"][seat][zone]
    return found


class TwoCardDraw(_AfterMove):
    """Draws two cards in step 4, not three (void4): the third stays on the deck."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        seat = before.active
        drawn = len(after.players[seat].hand_ids) - len(before.players[seat].hand_ids)
        if after.turn != before.turn and drawn == 3 and after.exhaustions == before.exhaustions:
            card = _cards(doc, seat, "hand").pop()
            doc["deck"].insert(0, card)
        return doc


class FourCardDraw(_AfterMove):
    """Draws four cards in step 4."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        seat = before.active
        drawn = len(after.players[seat].hand_ids) - len(before.players[seat].hand_ids)
        if after.turn != before.turn and drawn == 3 and len(doc["deck"]) > 1:
            _cards(doc, seat, "hand").append(doc["deck"].pop(0))
        return doc


class DrawnToFront(_AfterMove):
    """Puts the cards drawn in step 4 at the front of the hand, not the back."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        seat = before.active
        kept = len(before.players[seat].hand_ids)
        hand = _cards(doc, seat, "hand")
        if after.turn != before.turn and len(hand) > kept and kept:
            doc["seats"][seat]["hand"] = hand[kept:] + hand[:kept]
        return doc


class ThreeFaceUp(_AfterMove):
    """Turns up three cards in step 2, not two."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        turned = after.step_id == TRADE and before.step_id != TRADE and len(after.face_up_ids) == 2
        if turned and doc["deck"] and after.exhaustions == before.exhaustions:
            doc["face_up"].append(doc["deck"].pop(0))
        return doc


class CounterClockwise(_AfterMove):
    """Passes the turn to the right (counterclockwise), not the left."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if after.active != before.active and not after.is_over:
            doc["active"] = (before.active - 1) % len(before.players)
        return doc


class EmptyHandStalls(_AfterMove):
    """Stays in step 1 when the active player has no card in hand (TextArena's D3): the
    face-up cards are never turned."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        seat = after.active
        turned = after.step_id == TRADE and before.step_id != TRADE
        calm = after.exhaustions == before.exhaustions and not after.ending
        if turned and calm and not after.players[seat].hand_ids:
            doc["step"] = "plant"
            doc["deck"] = doc["face_up"] + doc["deck"]
            doc["face_up"] = []
        return doc


class ReceivedToHand(_AfterMove):
    """Puts cards received in a trade or a donation into the receiver's hand, at its back,
    not aside (void4's V6)."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if isinstance(move, Trade | Donate | Accept):
            for seat in range(len(before.players)):
                aside = _cards(doc, seat, "set_aside")
                new = [c for c in aside if c["id"] not in before.players[seat].aside_ids]
                new = [c for c in new if c["id"] not in before.face_up_ids]
                if new:
                    doc["seats"][seat]["set_aside"] = [c for c in aside if c not in new]
                    doc["seats"][seat]["hand"] = _cards(doc, seat, "hand") + new
        return doc


class SingleFieldsLeft(_AfterMove):
    """At the final harvest leaves the fields of a single card unsold (jnganzh's D9)."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if after.is_over and not before.is_over:
            cards = before.table.cards
            for seat, player in enumerate(before.players):
                for k, field in enumerate(player.field_ids):
                    if len(field) == 1 and doc["discard"] and doc["discard"][-1]["id"] != -1:
                        ids = [c["id"] for c in doc["discard"]]
                        if field[0] in ids:
                            doc["discard"].pop(ids.index(field[0]))
                            fields = doc["seats"][seat]["fields"]
                            fields[k] = [{"id": field[0], "variety": cards[field[0]].variety.key}]
        return doc


class HarvestOneCoinShort(_AfterMove):
    """Pays one coin fewer for every harvest that earns two or more."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if isinstance(move, Harvest) and not after.is_over:
            seat = move.seat
            gained = len(after.players[seat].coin_ids) - len(before.players[seat].coin_ids)
            if gained >= 2:
                doc["discard"].append(_cards(doc, seat, "coins").pop())
        return doc


class HarvestCardsVanish(_AfterMove):
    """Takes the cards of a harvest that are not coins out of the game."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if isinstance(move, Harvest) and not after.is_over:
            added = len(after.discard_ids) - len(before.discard_ids)
            if added > 0:
                doc["discard"] = doc["discard"][:-added]
        return doc


class ReshufflesItsOwnWay(_AfterMove):
    """Forms each new deck in its own order, not the one the runner sends."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if after.exhaustions > before.exhaustions and len(doc["deck"]) > 1:
            doc["deck"] = doc["deck"][::-1]
        return doc


class FaceUpDiscardedAtStep2End(_AfterMove):
    """Discards the face-up cards left when step 2 ends, instead of setting them aside
    for the active player to plant."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if isinstance(move, EndTrading) and before.face_up_ids:
            seat = before.active
            left = [c for c in _cards(doc, seat, "set_aside") if c["id"] in before.face_up_ids]
            if left:
                doc["seats"][seat]["set_aside"] = [
                    c for c in _cards(doc, seat, "set_aside") if c not in left
                ]
                doc["discard"] = doc["discard"] + left
        return doc


class SixCardDeal(RefereeEngine):
    """Deals six cards to the first player (one too many)."""

    def deal(self, state: GameState, deck: object) -> GameState:
        p = state.players[0]
        stack = state.stack_ids
        players = (Player(p.info, (*p.hand_ids, stack[0]), p.field_ids, p.coin_ids,
                          p.aside_ids), *state.players[1:])  # fmt: skip
        cards = state.table.cards
        return state.replace(players=players, deck=[cards[c] for c in stack[1:]])


class TieToLowestSeat(RefereeEngine):
    """Gives a tie for the most coins to the lowest seat among the tied (void4)."""

    def result(self, state: GameState) -> tuple[list[int], list[int]] | None:
        found = outcome(state)
        if found is None:
            return None
        scores = list(found.scores)
        return scores, [scores.index(max(scores))]


class PlantsOverAnotherVariety(_Allows):
    """Plants the front card on a field of another variety, harvesting it first (void4's
    V1): lists those plantings."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        if state.step_id != PLANT or seat != state.active or state.planted >= 2:
            return []
        hand = state.players[seat].hand_ids
        if not hand:
            return []
        cards = state.table.cards
        out: list[Action] = []
        for k, field in enumerate(state.players[seat].field_ids):
            if field and cards[field[0]].variety != cards[hand[0]].variety:
                out.append(Plant(seat, hand[0], k))
        return out


class AnyHandCard(_Allows):
    """Lets the active player plant any card of his hand in step 1, not only the front
    one."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        if state.step_id != PLANT or seat != state.active or state.planted >= 2:
            return []
        hand = state.players[seat].hand_ids
        out: list[Action] = []
        for card in hand[1:2]:
            for k in range(len(state.players[seat].field_ids)):
                if check(state, Plant(seat, hand[0], k)) is None:
                    out.append(Plant(seat, card, k))
        return out


class OthersPlant(_Allows):
    """Lets a player who is not active plant his front card in step 1."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        if state.step_id != PLANT or seat == state.active:
            return []
        hand = state.players[seat].hand_ids
        cards = state.table.cards
        out: list[Action] = []
        for k, field in enumerate(state.players[seat].field_ids):
            if hand and (not field or cards[field[0]].variety == cards[hand[0]].variety):
                out.append(Plant(seat, hand[0], k))
        return out


class EndsStep1Unplanted(_Allows):
    """Lets the active player end step 1 without planting."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        at_start = state.step_id == PLANT and seat == state.active and state.planted == 0
        return [EndPlanting(seat)] if at_start and state.players[seat].hand_ids else []


class OthersEndTrading(_Allows):
    """Lets any player end step 2."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        if state.step_id == TRADE and seat != state.active and not state.owed_ids:
            return [EndTrading(seat)]
        return []


class OthersKeep(_Allows):
    """Lets a player who is not active keep a face-up card."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        if state.step_id == TRADE and seat != state.active and state.face_up_ids:
            return [Keep(seat, state.face_up_ids[0])]
        return []


class CheapThirdField(_Allows):
    """Sells a third field for two coins (and lists it)."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        player = state.players[seat]
        two = len(player.coin_ids) == 2 and len(player.field_ids) == 2
        return [BuyField(seat)] if two and not state.is_over else []


class SellsProtectedFields(RefereeEngine):
    """Lets a player sell a single card while another of his fields holds more."""

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if isinstance(move, Harvest) and not state.is_over:
            fields = state.players[move.seat].field_ids
            if move.field < len(fields) and len(fields[move.field]) == 1:
                return True, None
        return super().verdict(state, move)


class HarvestsAfterTheEnd(RefereeEngine):
    """Lets a player harvest after the game is over (as jnganzh's D10 buys a field)."""

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        if state.is_over and isinstance(move, Harvest):
            return True, None
        return super().verdict(state, move)


class OthersGiveFaceUp(RefereeEngine):
    """Lets a player who is not active donate or offer the active player's face-up cards
    (jnganzh's D3)."""

    def verdict(self, state: GameState, move: Action) -> tuple[bool, str | None]:
        given = move.cards if isinstance(move, Donate) else getattr(move, "gives", ())
        if (
            isinstance(move, Donate | Offer)
            and move.seat != state.active
            and set(given) & set(state.face_up_ids)
        ):
            return True, None
        return super().verdict(state, move)


class NoHarvestOutOfTurn(_Refuses):
    """Refuses a harvest by a player who is not active (TextArena's D8)."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Harvest) and move.seat != state.active


class NoThirdField(_Refuses):
    """Has no third field to buy (void4's V4, TextArena's D9)."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, BuyField)


class NoKeep(_Refuses):
    """Refuses keeping a face-up card, without declaring it in its model."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Keep)


class NoDecline(_Refuses):
    """Refuses declining an offer, without declaring it in its model."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Decline)


class NoWithdraw(_Refuses):
    """Refuses withdrawing an offer, without declaring it in its model."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Withdraw)


class EqualTradesOnly(_Refuses):
    """Refuses a trade of unequal numbers of cards (void4's V5: one card for one)."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Trade) and len(move.gives) != len(move.takes)


class NoFaceUpAccept(_Refuses):
    """Refuses an acceptance that the active player pays with a face-up card (jnganzh:
    asked varieties from the hand only)."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Accept) and bool(set(move.cards) & set(state.face_up_ids))


class NoDonations(_Refuses):
    """Refuses every donation (void4's V5)."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Donate)


class StepThreeRefused(_Refuses):
    """Refuses a step-3 planting by a player who is not active until the active player
    has planted all his cards, without declaring ``step3: one-seat``."""

    def refused(self, state: GameState, move: Action) -> bool:
        return (
            state.step_id == PLANT_RECEIVED
            and isinstance(move, Plant)
            and move.seat != step3_seat(state)
        )


# -- the bean duel (2 players) ----------------------------------------------------------


def _deck(state: GameState) -> tuple[int, ...]:
    return state.stack_ids[state.drawn :]


class NoDiscardChain(RefereeEngine):
    """The duel: turns up three cards in step 3 but never adds the discard pile's matching
    top cards to them."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if after.step_id == DUEL_DRAW and state.step_id != DUEL_DRAW:
            drawn = min(3, len(_deck(state)))
            chained = after.face_up_ids[drawn:]
            if chained:
                cards = after.table.cards
                after = after.replace(
                    face_up=tuple(cards[c] for c in after.face_up_ids[:drawn]),
                    discard=tuple(cards[c] for c in after.discard_ids + chained[::-1]),
                )
        return after


class DuelDrawsThree(_AfterMove):
    """The duel: draws three cards in step 4, as the game of 3 to 7 does, not two."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        seat = before.active
        drawn = len(after.players[seat].hand_ids) - len(before.players[seat].hand_ids)
        if after.turn != before.turn and drawn == 2 and len(doc["deck"]) > 1:
            _cards(doc, seat, "hand").append(doc["deck"].pop(0))
        return doc


class OfferDiscarded(_AfterMove):
    """The duel: the cards left in step 3 go onto the discard pile, not to the opponent as
    an offer."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if isinstance(move, LeaveOffer) and doc["offer"]:
            doc["discard"] = [*doc["discard"], *doc["offer"]]
            doc["offer"] = []
        return doc


class DiscardsBeforePlanting(_Allows):
    """The duel: lets the active player discard a hand card in step 2 before planting."""

    def extra(self, state: GameState, seat: int) -> list[Action]:
        if state.step_id == DUEL_PLANT and state.planted == 0 and seat == state.active:
            return [Discard(seat, c) for c in state.players[seat].hand_ids]
        return []


class NoDuelDiscard(_Refuses):
    """The duel: refuses the discard of a hand card after planting in step 2."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, Discard) and state.step_id == DUEL_PLANT


class DuelEndsAtOnce(RefereeEngine):
    """The duel ends the moment its deck runs out, in step 3 too (the other reading,
    ``immediate``, of the open point ``duel.end-timing``): the cards turned up are left as
    the offer and nothing is planted."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if after.ending and not state.ending and not after.is_over and after.step_id == DUEL_DRAW:
            after = super().transition(after, LeaveOffer(after.active))
        return after


class DuelNoStep3(RefereeEngine):
    """The duel ends before step 3 when fewer than three cards are left to turn up (the
    other reading, ``no-step3``, of the open point ``duel.step3-draw-exhaustion``)."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        left = _deck(state)
        if after.step_id == DUEL_DRAW and state.step_id != DUEL_DRAW and 0 < len(left) < 3:
            cards = after.table.cards
            chained = after.face_up_ids[len(left) :]
            before_draw = after.replace(
                face_up=(),
                deck=tuple(cards[c] for c in left),
                discard=tuple(cards[c] for c in after.discard_ids + chained[::-1]),
                exhaustions=state.exhaustions,
                ending=False,
            )
            after = game_over(before_draw)
        return after


class FitOrDiscard(_Refuses):
    """The duel's step 1: an offered card is planted only where it fits, the others
    discarded: no harvest and no purchase to make room while offered cards wait (the other
    reading, ``fit-or-discard``, of the open point ``duel.offer-unplantable``)."""

    def refused(self, state: GameState, move: Action) -> bool:
        return (
            state.step_id == OFFER
            and bool(state.offer_ids)
            and isinstance(move, Harvest | BuyField)
            and move.seat == state.active
        )


# -- Ladybohn's open points --------------------------------------------------------------


class MissThenBaby(_AfterMove, _Refuses):
    """Ladybohn: moves the miss first (no further than the top card), then places the baby
    on top (the other reading, ``miss-then-baby``, of ``ladybohn.promotion-mechanics``): a
    miss who is the top card cannot move, and such a move is refused."""

    def refused(self, state: GameState, move: Action) -> bool:
        if not isinstance(move, Plant) or not move.steps:
            return False
        return move.miss == len(state.players[move.seat].field_ids[move.field]) - 1

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if isinstance(move, Plant) and move.steps:
            old = before.players[move.seat].field_ids[move.field]
            top = len(old) - 1
            order = list(old)
            miss = order.pop(move.miss)
            order.insert(min(move.miss + move.steps, top), miss)
            field = doc["seats"][move.seat]["fields"][move.field]
            by_id = {c["id"]: c for c in field}
            doc["seats"][move.seat]["fields"][move.field] = [by_id[c] for c in order] + [
                by_id[move.card]
            ]
        return doc


class BabyWithTheDeal(RefereeEngine):
    """Ladybohn: a baby received by a seat with a field of its family is planted with the
    trade or donation itself, without a miss move (the other reading, ``automatic``, of
    ``ladybohn.immediate-baby``)."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        while after.owed_ids and not state.owed_ids:
            seat = next(
                s for s, p in enumerate(after.players) if set(p.aside_ids) & set(after.owed_ids)
            )
            card = next(c for c in after.players[seat].aside_ids if c in after.owed_ids)
            field = next(
                k
                for k, f in enumerate(after.players[seat].field_ids)
                if f and after.table.cards[f[0]].variety == after.table.cards[card].variety
            )
            after = super().transition(after, Plant(seat, card, field))
        return after


class CoinsFromBottom(RefereeEngine):
    """Ladybohn: a field sold pays with its bottom cards, the others discarded bottom card
    first (the other reading, ``bottom``, of ``ladybohn.coin-cards``)."""

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if isinstance(move, Harvest) and not after.is_over:
            field = state.players[move.seat].field_ids[move.field]
            kept = state.players[move.seat].coin_ids
            paid = len(after.players[move.seat].coin_ids) - len(kept)
            if field and field[-1] != state.table.garden_miss and 0 < paid < len(field):
                cards = after.table.cards
                players = list(after.players)
                players[move.seat] = players[move.seat].replace(
                    coins=tuple(cards[c] for c in kept + field[:paid])
                )
                after = after.replace(
                    players=tuple(players),
                    discard=tuple(cards[c] for c in state.discard_ids + field[paid:]),
                )
        return after


class CountUnderTop(RefereeEngine):
    """Ladybohn: a beanometer counts the cards under the top card (the other reading,
    ``under-top``, of ``ladybohn.beanometer-count``): every sale, the final harvest's
    included, priced for one card fewer than the field holds."""

    tables: dict[int, tuple[Any, Any]] = {}  # noqa: RUF012 (one engine a process)

    def priced(self, table: Any) -> Any:
        found = self.tables.get(id(table))
        if found is not None and found[0] is table:
            return found[1]
        deck = table.edition.deck
        meters: dict[int, Any] = {}
        cards = []
        for card in deck.cards:
            meter = card.beanometer
            if id(meter) not in meters:
                # The field of n cards pays what n - 1 cards pay (never more than the
                # cards, but for the Gartenbohne miss, whose row is given outright).
                row = [meter.payout(n) if meter.pays else min(meter.payout(n), n)
                       for n in range(32)]  # fmt: skip
                meters[id(meter)] = attrs.evolve(meter, pays=(0, *row))
            cards.append(attrs.evolve(card, beanometer=meters[id(meter)]))
        edition = attrs.evolve(table.edition, deck=attrs.evolve(deck, cards=tuple(cards)))
        shifted = Table(edition, table.rules, table.names, table.dealer, table.seed,
                        table.stacked, table.shuffle)  # fmt: skip
        self.tables[id(table)] = (table, shifted)
        return shifted

    def transition(self, state: GameState, move: Action) -> GameState:
        if state.table.rulebook != "001":
            return super().transition(state, move)
        after = super().transition(state.replace(table=self.priced(state.table)), move)
        return after.replace(table=state.table)


def _garden_coins_first(
    table: Table, field: tuple[int, ...], discard: tuple[int, ...], deck: tuple[int, ...]
) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    """The Gartenbohne miss on top pays with her field's cards first, then the discard
    pile's top cards, then the deck's: the coins, the discard pile and the deck after."""
    due = table.pays[field[-1]][len(field)]
    if due <= len(field):
        return field[len(field) - due :], discard + field[: len(field) - due], deck
    coins, pile, rest = list(field), list(discard), list(deck)
    while len(coins) < due and pile:
        coins.append(pile.pop())
    while len(coins) < due and rest:
        coins.append(rest.pop(0))
    return tuple(coins), tuple(pile), tuple(rest)


def _final_harvest(s: GameState, protected: bool, field_first: bool) -> GameState:
    """The final harvest as game_over sells it, but a field of one card that the
    single-card rule protects, judged on the fields as the game ends, stays unsold
    (``protected``), or the Gartenbohne miss pays from her field first (``field_first``)."""
    table = s.table
    sizes = [tuple(map(len, p.field_ids)) for p in s.players]
    discard = s.discard_ids
    players = list(s.players)
    pile = Pile(s)
    for seat, player in enumerate(s.players):
        sold = player
        for f, field in enumerate(player.field_ids):
            if not field:
                continue
            if (
                protected
                and len(field) == 1
                and not can_harvest(sizes[seat], f, table.rules.protection)
            ):
                continue
            if field[-1] == table.garden_miss and field_first:
                coins, discard, rest = _garden_coins_first(
                    table, field, discard, pile.deck[pile.drawn :]
                )
                pile.drawn = len(pile.deck) - len(rest)
                kept = tuple(tuple(table.cards[c] for c in g) if k != f else ()
                             for k, g in enumerate(sold.field_ids))  # fmt: skip
                sold = sold.replace(
                    coins=tuple(table.cards[c] for c in sold.coin_ids + coins), fields=kept
                )
            elif field[-1] == table.garden_miss:
                pile.discard = discard
                sold = sell_garden(table, sold, f, pile)
                discard = pile.discard
            else:
                sold, discard = sell(table, sold, f, discard)
        players[seat] = sold
    over = game_over(s.replace(players=tuple(p.replace(fields=()) for p in players)))
    cards = table.cards
    return over.replace(
        players=tuple(
            p.replace(fields=tuple(tuple(cards[c] for c in f) for f in q.field_ids))
            for p, q in zip(over.players, players, strict=True)
        ),
        discard=tuple(cards[c] for c in discard),
        deck=tuple(cards[c] for c in pile.deck[pile.drawn :]),
        exhaustions=pile.exhaustions,
    )


def _final_harvest_start(state: GameState, move: Action, after: GameState) -> GameState | None:
    """The position the referee's final harvest started from, when ``move`` ended the game
    (``after``, the referee's end), built here from its parts: the compiled referee ends
    the game inside its own code, where nothing outside can step in.

    The fields are those the move left: the move played again where the game does not
    end there (no exhaustion counted yet, the reshuffles seeded: the turn that follows
    touches no field).  The coins and the discard pile are those before the move (a move
    that ends the game sells nothing); the rest is the referee's end.  None unless the
    referee's own final harvest of that position gives ``after`` exactly."""
    if not after.is_over or state.is_over:
        return None
    going = state.replace(table=state.table.with_shuffle(None), exhaustions=0, ending=False)
    on = apply(going, move)
    start = after.replace(
        players=tuple(
            p.replace(fields=q.fields, coins=b.coins)
            for p, q, b in zip(after.players, on.players, state.players, strict=True)
        ),
        discard=state.discard,
    )
    return start if game_over(start) == after else None


class ProtectedFinalHarvest(RefereeEngine):
    """Ladybohn: the single-card rule still applies at the final harvest (the other
    reading, ``protected``, of ``ladybohn.final-harvest``): the referee's end of the game
    with its final harvest sold again this engine's way (from the position it started
    from, ``_final_harvest_start``)."""

    protected, field_first = True, False

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        if state.table.rulebook != "001":
            return after
        start = _final_harvest_start(state, move, after)
        if start is None:
            return after
        return _final_harvest(start, self.protected, self.field_first)


class GardenFieldFirst(ProtectedFinalHarvest):
    """Ladybohn: a field sold with the Gartenbohne miss on top pays with its own cards
    first, then the discard pile's, then the deck's (the other reading, ``field-first``,
    of ``ladybohn.garden-miss``), during play and at the final harvest."""

    protected, field_first = False, True

    def transition(self, state: GameState, move: Action) -> GameState:
        after = super().transition(state, move)
        table = state.table
        if table.rulebook != "001" or not isinstance(move, Harvest) or after.is_over:
            return after
        field = state.players[move.seat].field_ids[move.field]
        if field[-1] != table.garden_miss:
            return after
        deck = state.stack_ids[state.drawn :]
        coins, discard, rest = _garden_coins_first(table, field, state.discard_ids, deck)
        players = list(after.players)
        players[move.seat] = players[move.seat].replace(
            coins=tuple(table.cards[c] for c in state.players[move.seat].coin_ids + coins)
        )
        return after.replace(
            players=tuple(players),
            discard=tuple(table.cards[c] for c in discard),
            deck=tuple(table.cards[c] for c in rest),
        )


class NoBuyInPhase1(_Refuses):
    """Refuses a third field bought in step (phase) 1: only a sale makes room there (in
    Ladybohn the other reading, ``harvest-only``, of ``ladybohn.step1-buy``; a break of
    002's "at any time")."""

    def refused(self, state: GameState, move: Action) -> bool:
        return isinstance(move, BuyField) and state.step_id == PLANT and move.seat == state.active


class ForcedMissMove(_Refuses):
    """Ladybohn: the miss move is compulsory: a baby is never planted without moving a miss
    of its field that could move (the other reading, ``forced``, of
    ``ladybohn.promotion-mechanics``)."""

    def refused(self, state: GameState, move: Action) -> bool:
        if not isinstance(move, Plant) or move.steps:
            return False
        return any(
            isinstance(m, Plant) and m.steps and (m.card, m.field) == (move.card, move.field)
            for m in RefereeEngine.moves(self, state, move.seat)
        )


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


class OpenOffersAnyone(OpenOffers):
    """Open offers: anyone but the offerer may decline any offer standing, also an offer
    of a player who is not active, made to the active player (finding N2 of the kit
    review: a third seat's decline moves nothing)."""

    def moves(self, state: GameState, seat: int) -> list[Action]:
        found = RefereeEngine.moves(self, state, seat)
        for offer in state.offers:
            decline = Decline(seat, offer.seat)
            if seat != offer.seat and decline not in found:
                found.append(decline)
        return found


class NamesByPlace(RefereeEngine):
    """Names every card of the moves it lists by place only (zone and index)."""

    def listed(self, state: GameState, move: Action) -> Json:
        found: Json = _by_place(super().listed(state, move))
        return found


def _by_place(value: Any) -> Any:
    if isinstance(value, list):
        return [_by_place(v) for v in value]
    if isinstance(value, dict):
        if "from" in value and "index" in value:
            return {"from": value["from"], "index": value["index"]}
        return {k: _by_place(v) for k, v in value.items()}
    return value


class AnonymousStaleIds(AnonymousCards):
    """Without card identity, writes ids of its own (wrong ones) into the moves it lists:
    the runner ignores them, as in positions."""

    def listed(self, state: GameState, move: Action) -> Json:
        found: Json = _stale(super().listed(state, move))
        return found


def _stale(value: Any) -> Any:
    if isinstance(value, list):
        return [_stale(v) for v in value]
    if isinstance(value, dict):
        out = {k: _stale(v) for k, v in value.items()}
        if "variety" in value and ("from" in value or "index" in value):
            out["id"] = 9999
        return out
    return value


class ReadsAnOption(RefereeEngine):
    """The referee under another reading of one rule option (``option:KEY=VALUE``): right
    another way; run with ``--option KEY=VALUE`` it agrees everywhere, and without it the
    runner names that option as an accepted reading."""


class DrawVoid(_AfterMove):
    """Ignores the cards drawn in step 4 before the final exhaustion: the other reading
    (``void``) of the open point ``end.step4-partial-draw``."""

    def edit(self, before: GameState, move: Action, after: GameState, doc: Json) -> Json:
        if after.is_over and not before.ending and not isinstance(move, EndPlanting):
            seat = before.active
            kept = len(before.players[seat].hand_ids)
            doc["seats"][seat]["hand"] = _cards(doc, seat, "hand")[:kept]
        return doc


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
    "two-card-draw": TwoCardDraw,
    "four-card-draw": FourCardDraw,
    "drawn-to-front": DrawnToFront,
    "three-face-up": ThreeFaceUp,
    "counterclockwise": CounterClockwise,
    "empty-hand-stalls": EmptyHandStalls,
    "received-to-hand": ReceivedToHand,
    "single-fields-left": SingleFieldsLeft,
    "harvest-one-coin-short": HarvestOneCoinShort,
    "harvest-cards-vanish": HarvestCardsVanish,
    "reshuffles-its-own-way": ReshufflesItsOwnWay,
    "face-up-discarded": FaceUpDiscardedAtStep2End,
    "six-card-deal": SixCardDeal,
    "tie-to-lowest-seat": TieToLowestSeat,
    "plants-over-another-variety": PlantsOverAnotherVariety,
    "any-hand-card": AnyHandCard,
    "others-plant": OthersPlant,
    "ends-step1-unplanted": EndsStep1Unplanted,
    "others-end-trading": OthersEndTrading,
    "others-keep": OthersKeep,
    "cheap-third-field": CheapThirdField,
    "sells-protected-fields": SellsProtectedFields,
    "harvests-after-the-end": HarvestsAfterTheEnd,
    "no-harvest-out-of-turn": NoHarvestOutOfTurn,
    "others-give-face-up": OthersGiveFaceUp,
    "no-third-field": NoThirdField,
    "no-keep": NoKeep,
    "no-decline": NoDecline,
    "no-withdraw": NoWithdraw,
    "equal-trades-only": EqualTradesOnly,
    "no-face-up-accept": NoFaceUpAccept,
    "no-donations": NoDonations,
    "step3-refused": StepThreeRefused,
    "open-offers-anyone": OpenOffersAnyone,
    "names-by-place": NamesByPlace,
    "anonymous-stale-ids": AnonymousStaleIds,
    "draw-void": DrawVoid,
    "no-discard-chain": NoDiscardChain,
    "duel-draws-three": DuelDrawsThree,
    "offer-discarded": OfferDiscarded,
    "discards-before-planting": DiscardsBeforePlanting,
    "no-duel-discard": NoDuelDiscard,
    "duel-ends-at-once": DuelEndsAtOnce,
    "duel-no-step3": DuelNoStep3,
    "fit-or-discard": FitOrDiscard,
    "miss-then-baby": MissThenBaby,
    "baby-with-the-deal": BabyWithTheDeal,
    "coins-from-bottom": CoinsFromBottom,
    "no-buy-in-phase1": NoBuyInPhase1,
    "forced-miss-move": ForcedMissMove,
    "count-under-top": CountUnderTop,
    "protected-final-harvest": ProtectedFinalHarvest,
    "garden-field-first": GardenFieldFirst,
}


def engine_named(name: str) -> RefereeEngine:
    """The engine ``name``; ``A+B`` both breaks at once (A's methods first, each calling
    the other's); ``option:KEY=VALUE`` the referee under that reading."""
    if name.startswith("option:"):
        key, _, value = name.removeprefix("option:").partition("=")
        return ReadsAnOption({key: value})
    parts = [ENGINES[part] for part in name.split("+")]
    if len(parts) == 1:
        return parts[0]()
    both = type("+".join(p.__name__ for p in parts), tuple(parts), {})
    engine: RefereeEngine = both()
    return engine


if __name__ == "__main__":
    sys.exit(serve(engine_named(sys.argv[1])))
