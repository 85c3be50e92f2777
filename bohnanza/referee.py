"""The one way in: ``legal_actions``, ``check``, ``apply`` and ``outcome``.

Every guard cites the rule key it enforces; a refusal's ``.rule`` is the key prefixed
by the edition's rulebook (``002/harvest.protection``), whose clause in ``specs/``
quotes the rule.  The transitions build new states and never touch their input.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Mapping, Sequence
from types import MappingProxyType
from typing import TypeVar, assert_never, overload

import attrs

from bohnanza.actions import (
    Action,
    BuyField,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Plant,
    Trade,
)
from bohnanza.boundary import action_problem, show
from bohnanza.cards import Card
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.state import GameState, Player, Step

__all__ = [
    "RULE_KEYS",
    "LegalActions",
    "Negotiations",
    "Outcome",
    "apply",
    "can_harvest",
    "check",
    "end_reached",
    "legal_actions",
    "outcome",
    "split_harvest",
    "winners",
]

_MAX_FIELDS = 3

# ---------------------------------------------------------------------------------------
# Interned actions: the same move is the same object, so listing moves costs no allocation
# and `apply` recognises a listed move by identity.

_INTERNED: dict[tuple[object, ...], Action] = {}
_A = TypeVar("_A", Plant, Harvest, BuyField, EndPlanting, Keep, EndTrading, Discard, LeaveOffer)


def _intern(kind: type[_A], *args: int) -> _A:
    key = (kind, *args)
    found = _INTERNED.get(key)
    if found is None:
        found = _INTERNED[key] = kind(*args)
    return found  # type: ignore[return-value]


# ---------------------------------------------------------------------------------------
# Small pure helpers (CrossHair contracts live on these).


def can_harvest(sizes: tuple[int, ...], field: int, protection: str = "all-fields") -> bool:
    """Whether a field may be sold, given the card count of each of the player's fields.

    A field with two or more cards may always be sold; a field with one card only when
    every field holds just one card (``all-fields``) or every planted field does
    (``planted-fields``); an empty field has nothing to sell.

    pre: 0 <= field < len(sizes)
    pre: all(n >= 0 for n in sizes)
    post: (not __return__) or sizes[field] >= 1
    post: (sizes[field] < 2) or __return__

    >>> can_harvest((1, 3), 0), can_harvest((1, 1), 0), can_harvest((1, 0), 0)
    (False, True, False)
    >>> can_harvest((1, 0), 0, "planted-fields")
    True
    """
    n = sizes[field]
    if n >= 2:
        return True
    if n == 0:
        return False
    if protection == "planted-fields":
        return all(k <= 1 for k in sizes)
    return all(k == 1 for k in sizes)


def split_harvest(cards: int, coins: int, coin_cards: str = "top") -> tuple[range, range]:
    """Which positions of a sold field (bottom = 0) become coins and which are discarded.

    pre: cards >= 0
    pre: 0 <= coins <= cards
    post: len(__return__[0]) == coins
    post: len(__return__[0]) + len(__return__[1]) == cards

    >>> split_harvest(3, 1)
    (range(2, 3), range(0, 2))
    """
    if coin_cards == "bottom":
        return range(coins), range(coins, cards)
    return range(cards - coins, cards), range(cards - coins)


def end_reached(exhaustions: int, end_exhaustions: int) -> bool:
    """Whether the deck has run out often enough to end the game (end.exhaustion: the 3rd
    time; the 2nd at 3 players; the 1st in the duel).

    pre: exhaustions >= 0 and end_exhaustions >= 1
    post: __return__ == (exhaustions >= end_exhaustions)
    post: exhaustions != 0 or not __return__
    """
    return exhaustions >= end_exhaustions


def _field_payout(field: tuple[Card, ...]) -> int:
    # The top card's beanometer prices the field; in the base games every card of a
    # variety carries the same one.  A harvest never pays more coins than cards.
    coins = field[-1].beanometer.payout(len(field))
    return min(coins, len(field))


def _replace_seat(players: tuple[Player, ...], seat: int, player: Player) -> tuple[Player, ...]:
    return players[:seat] + (player,) + players[seat + 1 :]


def _remove(cards: tuple[Card, ...], ids: Sequence[int]) -> tuple[Card, ...]:
    return tuple(c for c in cards if c.id not in ids)


# ---------------------------------------------------------------------------------------
# Drawing: a local, mutable draw context used while a transition is built.


class _Pile:
    __slots__ = ("deck", "discard", "drawn", "end", "exhaustions", "finished", "seed")

    def __init__(self, s: GameState) -> None:
        self.deck = s.stack
        self.drawn = s.drawn
        self.discard = s.discard
        self.exhaustions = s.exhaustions
        self.end = s.table.rules.end_exhaustions
        self.seed = s.table.seed
        self.finished = end_reached(s.exhaustions, self.end)

    def draw(self) -> Card | None:
        if self.finished:
            return None
        if self.drawn == len(self.deck):
            # deck.empty-discard: the deck ran out while the discard pile was empty (that
            # running-out was counted then), or a composed position starts with an empty
            # deck.  The new deck is formed now, when a card is needed, without counting
            # again; if the discard pile is still empty, nothing is drawn.
            if not self.discard:
                return None
            self.reshuffle()
        card = self.deck[self.drawn]
        self.drawn += 1
        if self.drawn == len(self.deck):
            self.exhausted()
        return card

    def exhausted(self) -> None:
        # deck.exhaustion-moment: the deck is exhausted when its last card is drawn, and
        # each running-out counts once (end.exhaustion counts running-outs of the deck).
        self.exhaustions += 1
        if end_reached(self.exhaustions, self.end):
            self.finished = True
            return
        # deck.reshuffle: the discard pile, shuffled, is the new draw deck.  An empty
        # discard pile leaves the deck empty until a card is next drawn (see draw).
        if self.discard:
            self.reshuffle()

    def reshuffle(self) -> None:
        pile = list(self.discard)
        random.Random(f"{self.seed}/{self.exhaustions}").shuffle(pile)
        self.deck = tuple(pile)
        self.drawn = 0
        self.discard = ()


def _reshuffle_if_empty(s: GameState) -> GameState:
    """At setup, a stacked deck that the deal used up counts as exhausted."""
    if s.drawn < len(s.stack) or s.exhaustions >= s.table.rules.end_exhaustions:
        return s
    pile = _Pile(s)
    pile.exhausted()
    return attrs.evolve(
        s,
        stack=pile.deck,
        drawn=pile.drawn,
        discard=pile.discard,
        exhaustions=pile.exhaustions,
        ending=pile.finished,
    )


# ---------------------------------------------------------------------------------------
# Turn flow.


def _new(
    s: GameState,
    players: tuple[Player, ...],
    step: Step,
    planted: int,
    discard: tuple[Card, ...],
    face_up: tuple[Card, ...],
) -> GameState:
    return GameState(
        s.table,
        players,
        s.active,
        step,
        planted,
        s.stack,
        s.drawn,
        discard,
        face_up,
        s.removed,
        s.box,
        s.exhaustions,
        s.ending,
        s.turn,
        s.offer,
        s.first_planted,
    )


def _begin_turn(s: GameState, seat: int, turn: int) -> GameState:
    s = GameState(
        s.table,
        s.players,
        seat,
        Step.PLANT,
        0,
        s.stack,
        s.drawn,
        s.discard,
        (),
        s.removed,
        s.box,
        s.exhaustions,
        s.ending,
        turn,
        s.offer,
    )
    if s.table.rules.duel:
        if s.offer:
            return _with_step(s, Step.OFFER)  # duel.step1
        return _begin_duel_plant(s)  # duel.step1.first-turn: nothing offered
    if not s.players[seat].hand:
        return _begin_trading(s)  # step1.empty-hand
    return s


# ---------------------------------------------------------------------------------------
# The bean duel's turn: offer, plant and discard, draw and plant, draw.


def _with_step(s: GameState, step: Step, planted: int = 0) -> GameState:
    return GameState(
        s.table,
        s.players,
        s.active,
        step,
        planted,
        s.stack,
        s.drawn,
        s.discard,
        s.face_up,
        s.removed,
        s.box,
        s.exhaustions,
        s.ending,
        s.turn,
        s.offer,
    )


def _begin_duel_plant(s: GameState) -> GameState:
    s = _with_step(s, Step.DUEL_PLANT)
    if not s.players[s.active].hand:
        return _begin_duel_draw(s)  # step1.empty-hand, as in the normal game
    return s


def _begin_duel_draw(s: GameState) -> GameState:
    # duel.step3.draw: three cards face up; duel.step3.discard-chain: then the discard
    # pile's top card joins them while it matches one of the three.
    pile = _Pile(s)
    drawn: list[Card] = []
    for _ in range(3):
        card = pile.draw()
        if card is None:
            break  # decision duel.end-timing: the deck ran out; step 3 is played out
        drawn.append(card)
    kinds = {card.variety for card in drawn}
    discard = pile.discard
    chained: list[Card] = []
    while discard and discard[-1].variety in kinds:
        chained.append(discard[-1])
        discard = discard[:-1]
    return GameState(
        s.table,
        s.players,
        s.active,
        Step.DUEL_DRAW,
        s.planted,
        pile.deck,
        pile.drawn,
        discard,
        tuple(drawn + chained),
        s.removed,
        s.box,
        pile.exhaustions,
        pile.finished,
        s.turn,
        s.offer,
    )


def _apply_leave_offer(s: GameState) -> GameState:
    # duel.step3.offer: the cards not planted are left for the opponent.
    s = GameState(
        s.table,
        s.players,
        s.active,
        Step.DRAW,
        s.planted,
        s.stack,
        s.drawn,
        s.discard,
        (),
        s.removed,
        s.box,
        s.exhaustions,
        s.ending,
        s.turn,
        s.face_up,
    )
    return _end_step3(s)  # duel.step4: draw two (draw_count), or the game ends


def _apply_discard(s: GameState, a: Discard) -> GameState:
    card = s.table.edition.deck.cards[a.card]
    discard = s.discard + (card,)
    if s.step is Step.OFFER:
        # duel.step1: an offered card is discarded instead of planted
        offer = tuple(c for c in s.offer if c.id != a.card)
        s = GameState(
            s.table,
            s.players,
            s.active,
            s.step,
            s.planted,
            s.stack,
            s.drawn,
            discard,
            s.face_up,
            s.removed,
            s.box,
            s.exhaustions,
            s.ending,
            s.turn,
            offer,
        )
        return s if offer else _begin_duel_plant(s)
    # duel.step2: one card from anywhere in the hand
    player = s.players[a.seat]
    hand = tuple(c for c in player.hand if c.id != a.card)
    new = Player(
        player.name, hand, player.fields, player.coins, player.set_aside, player.bought_field
    )
    s = _new(s, _replace_seat(s.players, a.seat, new), s.step, s.planted, discard, s.face_up)
    if s.table.rules.duel_discard == "one" or not hand:
        return _begin_duel_draw(s)
    return s


def _begin_trading(s: GameState) -> GameState:
    # step2.face-up: the active player turns up the top cards of the deck.
    pile = _Pile(s)
    face_up = []
    for _ in range(s.table.rules.face_up_count):
        card = pile.draw()
        if card is None:
            break  # end.step2: not enough cards, he draws just one
        face_up.append(card)
    return GameState(
        s.table,
        s.players,
        s.active,
        Step.TRADE,
        s.planted,
        pile.deck,
        pile.drawn,
        pile.discard,
        tuple(face_up),
        s.removed,
        s.box,
        pile.exhaustions,
        pile.finished,
        s.turn,
        s.offer,
    )


def _after_step3_plant(s: GameState) -> GameState:
    for p in s.players:
        if p.set_aside:
            return s
    return _end_step3(s)


def _end_step3(s: GameState) -> GameState:
    if s.ending:
        return _game_over(s)  # end.step2: the game ends after step 3
    # step4.draw: one at a time, each to the back of the hand.
    rules = s.table.rules
    pile = _Pile(s)
    active = s.players[s.active]
    drawn: list[Card] = []
    for _ in range(rules.draw_count):
        card = pile.draw()
        if card is None:
            break
        drawn.append(card)
    player = Player(
        active.name,
        active.hand + tuple(drawn),
        active.fields,
        active.coins,
        active.set_aside,
        active.bought_field,
    )
    s = GameState(
        s.table,
        _replace_seat(s.players, s.active, player),
        s.active,
        Step.DRAW,
        s.planted,
        pile.deck,
        pile.drawn,
        pile.discard,
        (),
        s.removed,
        s.box,
        pile.exhaustions,
        pile.finished,
        s.turn,
        s.offer,
    )
    if pile.finished:
        return _game_over(s)  # end.step4: the game ends immediately
    # turn.next-player: the player to the left takes his turn.
    return _begin_turn(s, (s.active + 1) % len(s.players), s.turn + 1)


def _sell(
    player: Player, field: int, discard: tuple[Card, ...], coin_cards: str
) -> tuple[Player, tuple[Card, ...]]:
    cards = player.fields[field]
    paid = _field_payout(cards)
    # The same split as split_harvest, by slices (this is the hot path).
    if coin_cards == "bottom":
        coins, rest = cards[:paid], cards[paid:]
    else:
        cut = len(cards) - paid
        coins, rest = cards[cut:], cards[:cut]
    fields = player.fields[:field] + ((),) + player.fields[field + 1 :]
    new = Player(
        player.name,
        player.hand,
        fields,
        player.coins + coins,
        player.set_aside,
        player.bought_field,
    )
    return new, discard + rest


def _game_over(s: GameState) -> GameState:
    # end.scoring: hands are set aside; every field is harvested and sold
    # (end.final-harvest: the protection rule does not apply).
    discard = s.discard
    players = list(s.players)
    coin_cards = s.table.rules.coin_cards
    for seat, player in enumerate(s.players):
        sold = player
        for f, field in enumerate(player.fields):
            if field:
                sold, discard = _sell(sold, f, discard, coin_cards)
        players[seat] = sold
    return GameState(
        s.table,
        tuple(players),
        s.active,
        Step.OVER,
        s.planted,
        s.stack,
        s.drawn,
        discard,
        s.face_up,
        s.removed,
        s.box,
        s.exhaustions,
        True,
        s.turn,
        s.offer,
    )


# ---------------------------------------------------------------------------------------
# Checks.


#: Every rule key a refusal can cite.  Keys that only some readings can reach map to the
#: (option, values) pairs that must all hold to reach them (``()`` values: the option is
#: empty); the others to None.  A test checks that each
#: reachable key has a clause in the catalogue of every edition's rulebook.
_RULE_KEYS: dict[str, tuple[tuple[str, tuple[str, ...]], ...] | None] = {
    "turn.order": None,
    "field.two-fields": None,
    "field.one-variety": None,
    "step1.front-card": None,
    "step1.matching-field": (("matching_field", ("must", "unique")),),
    "step1.forced-harvest": None,
    "step1.no-third": None,
    "step1.empty-hand": None,
    "step2.keep": None,
    "step2.end": None,
    "step3.plant-all": None,
    "step3.make-room": None,
    "trade.parties": None,
    "trade.active-cards": None,
    "trade.other-cards": None,
    "trade.set-aside": None,
    "donate.to-active": None,
    "harvest.choice": None,
    "harvest.protection": None,
    "duel.harvest": (("harvest_timing", ("own-turn",)),),
    "players.3.field3": (("players", ("3",)), ("third_field", ("start",)), ("variants", ())),
    "variant.beginners": (("variants", ("beginners",)),),
    "variant.five-players": (("variants", ("five-players",)),),
    "variant.experts": (("variants", ("experts",)),),
    "field3.once": None,
    "field3.timing": (("third_field_timing", ("own-turn",)),),
    "field3.coins-needed": None,
    "players.6-7.field3": (("players", ("6", "7")),),
    "end.scoring": None,
    "duel.turn": (("duel", ("True",)),),
    "duel.step1": (("duel", ("True",)),),
    "duel.step2": (("duel", ("True",)),),
    "duel.step3.plant": (("duel", ("True",)),),
    "duel.step3.offer": (("duel", ("True",)),),
}
#: Read-only: a refusal's rule id must not depend on what a caller changed (finding R14).
RULE_KEYS: Mapping[str, tuple[tuple[str, tuple[str, ...]], ...] | None] = MappingProxyType(
    _RULE_KEYS
)


def _refuse(s: GameState, key: str, action: Action, reason: str) -> IllegalActionError:
    assert key in RULE_KEYS, f"rule key {key} is not registered"
    if key == "turn.order" and s.table.rules.duel:
        key = "duel.turn"  # the duel's turn has its own four steps
    return IllegalActionError(s.table.rulebook, key, action, reason)


def _card_name(s: GameState, card_id: int) -> str:
    return str(s.table.edition.deck.cards[card_id])


def _fit(
    s: GameState, seat: int, card: Card, field: int, action: Action
) -> IllegalActionError | None:
    """Whether ``card`` may go into ``field`` of ``seat`` (one variety per field)."""
    rules = s.table.rules
    fields = s.players[seat].fields
    target = fields[field]
    variety = card.variety
    if target:
        if target[0].variety == variety:
            return None
        fits_somewhere = any((f and f[0].variety == variety) or not f for f in fields)
        if not fits_somewhere:
            key = {
                Step.PLANT: "step1.forced-harvest",
                Step.DUEL_PLANT: "step1.forced-harvest",
                Step.PLANT_RECEIVED: "step3.make-room",
            }.get(s.step, "field.one-variety")
            return _refuse(
                s,
                key,
                action,
                f"{card} matches none of seat {seat}'s fields and none is empty: "
                "harvest a field (or buy a third) first",
            )
        return _refuse(
            s,
            "field.one-variety",
            action,
            f"field {field} of seat {seat} holds {target[0].variety.key}, not {variety.key}",
        )
    if rules.matching_field != "may" and not _second_card_may_open(s, variety.key):
        for i, f in enumerate(fields):
            if f and f[0].variety == variety:
                return _refuse(
                    s,
                    "step1.matching-field",
                    action,
                    f"{card} matches field {i} of seat {seat}, so it must be planted there",
                )
    return None


def _second_card_may_open(s: GameState, variety: str) -> bool:
    """Whether the card planted now may open an empty field although it matches a field.

    Decision step1.same-field-must (amigo-fr): 000 part 1's Phase 1 sentence "Il peut les
    planter dans le même champ mais n'est pas obligé de le faire" frees the second card of
    step 1 (and of the duel's step 2, "comme dans le jeu normal") from "il doit la planter
    là" when it is of the first card's variety.  Every other planting keeps "must"; under
    "unique" no two fields may ever hold one variety, so the exception never applies.
    """
    return (
        s.table.rules.matching_field == "must"
        and s.table.rules.step1_same_field == "same-field-optional"
        and (s.step is Step.PLANT or s.step is Step.DUEL_PLANT)
        and s.planted == 1
        and s.first_planted == variety
    )


def _check_field_index(s: GameState, seat: int, field: int, action: Action) -> Exception | None:
    if not 0 <= field < _MAX_FIELDS:
        return InvalidActionError(f"{action}: field {field} does not exist (fields are 0, 1, 2)")
    owned = len(s.players[seat].fields)
    if field >= owned:
        return _refuse(
            s,
            "field.two-fields",
            action,
            f"seat {seat} has {owned} fields (0-{owned - 1}); field {field} is not his",
        )
    return None


def _check_card_id(s: GameState, card: int, action: Action) -> InvalidActionError | None:
    if not 0 <= card < len(s.table.edition.deck.cards):
        return InvalidActionError(f"{action}: there is no card {card} in this deck")
    return None


def _check_plant(s: GameState, a: Plant) -> Exception | None:
    bad = _check_field_index(s, a.seat, a.field, a) or _check_card_id(s, a.card, a)
    if bad:
        return bad
    player = s.players[a.seat]
    # The duel's step 2 plants "as in the normal game" (duel.step2).
    if s.step is Step.PLANT or s.step is Step.DUEL_PLANT:
        if a.seat != s.active:
            return _refuse(
                s, "turn.order", a, f"seat {a.seat} is not the active player (seat {s.active})"
            )
        if s.planted >= 2:
            return _refuse(s, "step1.no-third", a, "two cards were already planted this step")
        if not player.hand:
            return _refuse(s, "step1.empty-hand", a, f"seat {a.seat} has no card in hand")
        if player.hand[0].id != a.card:
            return _refuse(
                s,
                "step1.front-card",
                a,
                f"the front card of seat {a.seat}'s hand is {player.hand[0]}, "
                f"not {_card_name(s, a.card)}",
            )
        return _fit(s, a.seat, player.hand[0], a.field, a)
    if s.step is Step.PLANT_RECEIVED:
        for card in player.set_aside:
            if card.id == a.card:
                return _fit(s, a.seat, card, a.field, a)
        return _refuse(
            s,
            "step3.plant-all",
            a,
            f"{_card_name(s, a.card)} is not among the cards seat {a.seat} set aside",
        )
    if s.step is Step.OFFER or s.step is Step.DUEL_DRAW:
        key, zone, what = (
            ("duel.step1", s.offer, "offered")
            if s.step is Step.OFFER
            else ("duel.step3.plant", s.face_up, "among the drawn cards")
        )
        if a.seat != s.active:
            return _refuse(
                s, "turn.order", a, f"seat {a.seat} is not the active player (seat {s.active})"
            )
        for card in zone:
            if card.id == a.card:
                return _fit(s, a.seat, card, a.field, a)
        return _refuse(s, key, a, f"{_card_name(s, a.card)} is not {what}")
    if s.step is Step.TRADE and a.seat == s.active and s.planted >= 2:
        # Step 1 ended by its second planting; a third card is what step1.no-third forbids.
        return _refuse(s, "step1.no-third", a, "two cards were already planted in step 1")
    return _refuse(s, "turn.order", a, f"no planting in step {s.step.number}")


def _check_discard(s: GameState, a: Discard) -> Exception | None:
    if a.seat != s.active:
        return _refuse(
            s, "turn.order", a, f"seat {a.seat} is not the active player (seat {s.active})"
        )
    if s.step is Step.OFFER:
        if all(c.id != a.card for c in s.offer):
            return _refuse(s, "duel.step1", a, f"{_card_name(s, a.card)} is not offered")
        return None
    if s.step is Step.DUEL_PLANT:
        if s.planted == 0:
            return _refuse(s, "duel.step2", a, "a card may be discarded only after planting")
        if all(c.id != a.card for c in s.players[a.seat].hand):
            return _refuse(
                s, "duel.step2", a, f"{_card_name(s, a.card)} is not in seat {a.seat}'s hand"
            )
        return None
    return _refuse(
        s,
        "duel.step2",
        a,
        f"a card is discarded only in step 2, after planting; now step {s.step.number}",
    )


def _check_harvest(s: GameState, a: Harvest) -> Exception | None:
    bad = _check_field_index(s, a.seat, a.field, a)
    if bad:
        return bad
    if s.table.rules.harvest_timing == "own-turn" and a.seat != s.active:
        return _refuse(s, "duel.harvest", a, f"seat {a.seat} may sell only on his own turn")
    fields = s.players[a.seat].fields
    sizes = tuple(len(f) for f in fields)
    if sizes[a.field] == 0:
        return _refuse(s, "harvest.choice", a, f"field {a.field} of seat {a.seat} is empty")
    if not can_harvest(sizes, a.field, s.table.rules.protection):
        others = ", ".join(f"field {i} holds {n}" for i, n in enumerate(sizes) if i != a.field)
        return _refuse(
            s,
            "harvest.protection",
            a,
            f"field {a.field} holds 1 card while {others}",
        )
    return None


def _check_buy(s: GameState, a: BuyField) -> Exception | None:
    rules = s.table.rules
    player = s.players[a.seat]
    if rules.third_field == "start":
        if "beginners" in rules.variants:
            return _refuse(
                s,
                "variant.beginners",
                a,
                "in the beginners' variant every player starts with a third field; none is bought",
            )
        return _refuse(
            s,
            "players.3.field3",
            a,
            f"at {rules.players} players every player starts with a third field "
            "and may not buy one",
        )
    if player.bought_field or len(player.fields) >= _MAX_FIELDS:
        return _refuse(s, "field3.once", a, f"seat {a.seat} already has a third field")
    if rules.third_field_timing == "own-turn" and a.seat != s.active:
        return _refuse(s, "field3.timing", a, f"seat {a.seat} may buy only on his own turn")
    if len(player.coins) < rules.third_field_cost:
        if "five-players" in rules.variants:
            key = "variant.five-players"
        elif rules.players >= 6:
            key = "players.6-7.field3"
        else:
            key = "field3.coins-needed"
        return _refuse(
            s,
            key,
            a,
            f"seat {a.seat} has {len(player.coins)} coins; the third field costs "
            f"{rules.third_field_cost}",
        )
    return None


def _check_coins_given(s: GameState, seat: int, coins: int, a: Action) -> Exception | None:
    if not coins:
        return None
    key = "trade.active-cards" if seat == s.active else "trade.other-cards"
    if s.table.rules.trade_coins != "allowed":
        return _refuse(s, key, a, "only bean cards are traded; coins only in the experts' variant")
    owned = len(s.players[seat].coins)
    if coins > owned:
        return _refuse(s, key, a, f"seat {seat} has {owned} coins, not {coins}")
    return None


def _check_cards_given(
    s: GameState, seat: int, ids: tuple[int, ...], a: Action
) -> Exception | None:
    """The cards ``seat`` hands over in step 2: face-up cards (active only) or hand cards."""
    if not ids:
        return None
    player = s.players[seat]
    hand = {c.id for c in player.hand}
    pool = hand | {c.id for c in s.face_up} if seat == s.active else hand
    aside = {c.id for c in player.set_aside}
    for card in ids:
        if card in pool:
            continue
        if card in aside:
            return _refuse(
                s,
                "trade.set-aside",
                a,
                # kept or received: either way it waits for step 3 (the review's T6)
                f"{_card_name(s, card)} is set aside for seat {seat}'s step 3 "
                "and may not be traded again",
            )
        if seat == s.active:
            return _refuse(
                s,
                "trade.active-cards",
                a,
                f"{_card_name(s, card)} is neither face up nor in seat {seat}'s hand",
            )
        return _refuse(
            s,
            "trade.other-cards",
            a,
            f"{_card_name(s, card)} is not in seat {seat}'s hand",
        )
    return None


def _check_seat(
    s: GameState, seat: int, a: object, what: str = "seat"
) -> InvalidActionError | None:
    if not isinstance(seat, int) or not 0 <= seat < len(s.players):
        return InvalidActionError(
            f"{a}: {what} {seat} does not exist (seats are 0-{len(s.players) - 1})"
        )
    return None


def _check_trade(s: GameState, a: Trade) -> Exception | None:
    if s.table.rules.duel:
        return _refuse(s, "turn.order", a, "the bean duel has no trading: its steps are 1 to 4")
    if s.step is not Step.TRADE:
        return _refuse(s, "turn.order", a, f"trading happens in step 2, not step {s.step.number}")
    if a.seat != s.active:
        hint = (
            f"; write it from the active player's side: {s.active} trade {a.seat} ..."
            if a.partner == s.active
            else ""
        )
        return _refuse(
            s,
            "trade.parties",
            a,
            f"seat {a.seat} is not the active player (seat {s.active}){hint}",
        )
    if a.partner == a.seat:
        return _refuse(s, "trade.parties", a, "a trade needs another player")
    bad = (
        _check_cards_given(s, a.seat, a.gives, a)
        or _check_cards_given(s, a.partner, a.takes, a)
        or _check_coins_given(s, a.seat, a.give_coins, a)
        or _check_coins_given(s, a.partner, a.take_coins, a)
    )
    if bad or a.gives or a.takes:
        return bad
    # Decision original-1997.trade-coins: the experts' talers join a bargain over beans
    # ("lors du marchandage"); coins for coins alone would be a gift of coins, and
    # donations are bean cards only.
    key = "variant.experts" if "experts" in s.table.rules.variants else "trade.active-cards"
    return _refuse(
        s, key, a, "a trade moves at least one bean card; coins only join a trade of beans"
    )


def _check_donate(s: GameState, a: Donate) -> Exception | None:
    if s.table.rules.duel:
        return _refuse(s, "turn.order", a, "the bean duel has no donations: its steps are 1 to 4")
    if s.step is not Step.TRADE:
        return _refuse(s, "turn.order", a, f"donations happen in step 2, not step {s.step.number}")
    if a.receiver == a.seat:
        return _refuse(s, "trade.parties", a, "a donation needs another player")
    if s.active not in (a.seat, a.receiver):
        return _refuse(
            s,
            "donate.to-active",
            a,
            f"seat {a.seat} may donate only to the active player (seat {s.active})",
        )
    return _check_cards_given(s, a.seat, a.cards, a)


_ACTION_TYPES = (
    Plant,
    EndPlanting,
    Harvest,
    BuyField,
    Keep,
    Trade,
    Donate,
    EndTrading,
    Discard,
    LeaveOffer,
)


def _malformed(s: GameState, action: Action) -> InvalidActionError | None:
    """Input errors, found before any rule is asked: unknown seats, fields and cards."""
    match action:
        case Plant():
            if not 0 <= action.field < _MAX_FIELDS:
                return InvalidActionError(
                    f"{action}: field {action.field} does not exist (fields are 0, 1, 2)"
                )
            return _check_card_id(s, action.card, action)
        case Harvest():
            if not 0 <= action.field < _MAX_FIELDS:
                return InvalidActionError(
                    f"{action}: field {action.field} does not exist (fields are 0, 1, 2)"
                )
        case Keep() | Discard():
            return _check_card_id(s, action.card, action)
        case Trade():
            bad = _check_seat(s, action.partner, action, "partner")
            if bad:
                return bad
            if action.give_coins < 0 or action.take_coins < 0:
                return InvalidActionError(f"{action}: a number of coins cannot be negative")
            if not (action.gives or action.give_coins) or not (action.takes or action.take_coins):
                return InvalidActionError(
                    f"{action}: a trade moves at least one card (or coin) each way; use Donate"
                )
            cards = action.gives + action.takes
            return _check_ids(s, cards, action) if cards else None
        case Donate():
            return _check_seat(s, action.receiver, action, "receiver") or _check_ids(
                s, action.cards, action
            )
    return None


def _check_ids(s: GameState, ids: tuple[int, ...], a: Action) -> InvalidActionError | None:
    if not ids:
        return InvalidActionError(f"{a}: names no card")
    if len(set(ids)) != len(ids):
        return InvalidActionError(f"{a}: names a card twice")
    for card in ids:
        bad = _check_card_id(s, card, a)
        if bad:
            return bad
    return None


def _check(s: GameState, action: Action) -> Exception | None:
    seat = getattr(action, "seat", None)
    if not isinstance(action, _ACTION_TYPES):
        return InvalidActionError(f"{action!r} is not an action")
    if not isinstance(seat, int):
        return InvalidActionError(f"{action!r}: seat must be an int")
    bad = _check_seat(s, seat, action) or _malformed(s, action)
    if bad:
        return bad
    if s.step is Step.OVER:
        return _refuse(s, "end.scoring", action, "the game is over")
    match action:
        case Plant():
            return _check_plant(s, action)
        case Harvest():
            return _check_harvest(s, action)
        case BuyField():
            return _check_buy(s, action)
        case EndPlanting():
            if action.seat != s.active:
                return _refuse(s, "turn.order", action, "only the active player ends step 1")
            if s.step not in (Step.PLANT, Step.DUEL_PLANT):
                return _refuse(
                    s,
                    "turn.order",
                    action,
                    f"the planting step is over: the turn is at step {s.step.number}",
                )
            if s.planted == 0:
                return _refuse(
                    s, "step1.front-card", action, "the first card of the hand must be planted"
                )
            return None
        case Discard() | LeaveOffer() if not s.table.rules.duel:
            return _refuse(s, "turn.order", action, "only the bean duel has offers and discards")
        case Discard():
            return _check_discard(s, action)
        case LeaveOffer():
            if s.step is not Step.DUEL_DRAW or action.seat != s.active:
                return _refuse(
                    s,
                    "duel.step3.offer",
                    action,
                    "only the active player leaves an offer, in step 3",
                )
            return None
        case Keep():
            if s.step is not Step.TRADE or action.seat != s.active:
                return _refuse(
                    s, "step2.keep", action, "only the active player keeps face-up cards, in step 2"
                )
            if all(c.id != action.card for c in s.face_up):
                return _refuse(
                    s, "step2.keep", action, f"{_card_name(s, action.card)} is not face up"
                )
            return None
        case Trade():
            return _check_trade(s, action)
        case Donate():
            return _check_donate(s, action)
        case EndTrading():
            if s.step is not Step.TRADE or action.seat != s.active:
                return _refuse(s, "step2.end", action, "only the active player ends step 2")
            return None
        case _:
            assert_never(action)


def check(state: GameState, action: Action) -> IllegalActionError | InvalidActionError | None:
    """Why ``action`` may not be played now, or None if it may.  Never raises.

    Returns an ``IllegalActionError`` (a rule refuses it; ``.rule`` names the rule) or an
    ``InvalidActionError`` (the action is malformed: not one of the move classes, a
    number that is not a plain ``int`` of at most nine digits, see ``bohnanza.boundary``;
    or ``state`` is not a GameState), unraised.  ``check(s, a) is None`` exactly when
    ``apply(s, a)`` succeeds.
    """
    if type(state) is not GameState:
        return InvalidActionError(f"{show(state)} is not a GameState")
    problem = action_problem(action)
    if problem is not None:
        return InvalidActionError(f"malformed action: {problem}")
    try:
        result = _check(state, action)
    except Exception as exc:  # the net under the shape check: no other error escapes
        return InvalidActionError(f"{action} is not a well-formed action ({type(exc).__name__})")
    assert result is None or isinstance(result, IllegalActionError | InvalidActionError)
    return result


# ---------------------------------------------------------------------------------------
# Transitions.


def _apply_plant(s: GameState, a: Plant) -> GameState:
    player = s.players[a.seat]
    fields = player.fields
    step = s.step
    if step is Step.PLANT or step is Step.DUEL_PLANT:
        card = player.hand[0]
        hand = player.hand[1:]
        aside = player.set_aside
    elif step is Step.OFFER or step is Step.DUEL_DRAW:
        return _apply_duel_plant(s, a)
    else:
        card = s.table.edition.deck.cards[a.card]
        hand = player.hand
        aside = tuple(c for c in player.set_aside if c.id != a.card)
    new_fields = fields[: a.field] + (fields[a.field] + (card,),) + fields[a.field + 1 :]
    new_player = Player(player.name, hand, new_fields, player.coins, aside, player.bought_field)
    players = _replace_seat(s.players, a.seat, new_player)
    if step is Step.PLANT:
        planted = s.planted + 1
        s = _new(s, players, Step.PLANT, planted, s.discard, s.face_up)
        if planted >= 2 or not hand:
            return _begin_trading(s)
        return attrs.evolve(s, first_planted=card.variety.key)
    if step is Step.DUEL_PLANT:
        s = _new(s, players, step, s.planted + 1, s.discard, s.face_up)
        if s.planted == 1:
            s = attrs.evolve(s, first_planted=card.variety.key)
        return s if hand else _begin_duel_draw(s)
    return _after_step3_plant(_new(s, players, s.step, s.planted, s.discard, s.face_up))


def _apply_duel_plant(s: GameState, a: Plant) -> GameState:
    """Plant an offered card (duel step 1) or a drawn card (duel step 3)."""
    card = s.table.edition.deck.cards[a.card]
    player = s.players[a.seat]
    fields = player.fields
    new_fields = fields[: a.field] + (fields[a.field] + (card,),) + fields[a.field + 1 :]
    new = Player(
        player.name, player.hand, new_fields, player.coins, player.set_aside, player.bought_field
    )
    players = _replace_seat(s.players, a.seat, new)
    if s.step is Step.OFFER:
        offer = tuple(c for c in s.offer if c.id != a.card)
        s = GameState(
            s.table,
            players,
            s.active,
            s.step,
            s.planted,
            s.stack,
            s.drawn,
            s.discard,
            s.face_up,
            s.removed,
            s.box,
            s.exhaustions,
            s.ending,
            s.turn,
            offer,
        )
        return s if offer else _begin_duel_plant(s)
    face_up = tuple(c for c in s.face_up if c.id != a.card)
    return _new(s, players, s.step, s.planted, s.discard, face_up)


def _apply_harvest(s: GameState, a: Harvest) -> GameState:
    player, discard = _sell(s.players[a.seat], a.field, s.discard, s.table.rules.coin_cards)
    return _new(s, _replace_seat(s.players, a.seat, player), s.step, s.planted, discard, s.face_up)


def _apply_buy(s: GameState, a: BuyField) -> GameState:
    rules = s.table.rules
    player = s.players[a.seat]
    cost = rules.third_field_cost
    # field3.payment-order: the topmost coins go one at a time, so the deepest ends on top.
    paid = player.coins[len(player.coins) - cost :][::-1]
    new = Player(
        player.name,
        player.hand,
        (*player.fields, ()),
        player.coins[: len(player.coins) - cost],
        player.set_aside,
        True,
    )
    players = _replace_seat(s.players, a.seat, new)
    if rules.third_field_payment == "box":
        s = attrs.evolve(s, box=s.box + paid)
        return _new(s, players, s.step, s.planted, s.discard, s.face_up)
    return _new(s, players, s.step, s.planted, s.discard + paid, s.face_up)


def _give(
    s: GameState, players: list[Player], giver: int, receiver: int, ids: tuple[int, ...]
) -> tuple[Card, ...]:
    """Move ``ids`` from ``giver`` (hand or, for the active player, face-up) to ``receiver``'s
    set-aside cards; returns the face-up cards left."""
    cards = s.table.edition.deck.cards
    g = players[giver]
    players[giver] = Player(
        g.name, _remove(g.hand, ids), g.fields, g.coins, g.set_aside, g.bought_field
    )
    r = players[receiver]
    players[receiver] = Player(
        r.name,
        r.hand,
        r.fields,
        r.coins,
        r.set_aside + tuple(cards[i] for i in ids),
        r.bought_field,
    )
    return _remove(s.face_up, ids) if giver == s.active else s.face_up


def _pay(players: list[Player], giver: int, receiver: int, coins: int) -> None:
    """The experts' variant: the top ``coins`` of the giver's earnings go onto the receiver's."""
    if not coins:
        return
    g = players[giver]
    cut = len(g.coins) - coins
    players[giver] = Player(g.name, g.hand, g.fields, g.coins[:cut], g.set_aside, g.bought_field)
    r = players[receiver]
    players[receiver] = Player(
        r.name, r.hand, r.fields, r.coins + g.coins[cut:], r.set_aside, r.bought_field
    )


def _apply_trade(s: GameState, a: Trade) -> GameState:
    players = list(s.players)
    face_up = _give(s, players, a.seat, a.partner, a.gives)
    _give(s, players, a.partner, a.seat, a.takes)
    _pay(players, a.seat, a.partner, a.give_coins)
    _pay(players, a.partner, a.seat, a.take_coins)
    return _new(s, tuple(players), s.step, s.planted, s.discard, face_up)


def _apply_donate(s: GameState, a: Donate) -> GameState:
    players = list(s.players)
    face_up = _give(s, players, a.seat, a.receiver, a.cards)
    return _new(s, tuple(players), s.step, s.planted, s.discard, face_up)


def _apply_keep(s: GameState, a: Keep) -> GameState:
    # step2.keep: a kept face-up card is set aside to be planted in step 3.
    player = s.players[s.active]
    card = s.table.edition.deck.cards[a.card]
    new = Player(
        player.name,
        player.hand,
        player.fields,
        player.coins,
        player.set_aside + (card,),
        player.bought_field,
    )
    face_up = tuple(c for c in s.face_up if c.id != a.card)
    return _new(s, _replace_seat(s.players, s.active, new), s.step, s.planted, s.discard, face_up)


def _apply_end_trading(s: GameState) -> GameState:
    # step2.kept-cards: face-up cards left on the table are the active player's to plant.
    player = s.players[s.active]
    new = Player(
        player.name,
        player.hand,
        player.fields,
        player.coins,
        player.set_aside + s.face_up,
        player.bought_field,
    )
    players = _replace_seat(s.players, s.active, new)
    return _after_step3_plant(_new(s, players, Step.PLANT_RECEIVED, s.planted, s.discard, ()))


def _transition(s: GameState, action: Action) -> GameState:
    kind = type(action)
    if kind is Plant:
        return _apply_plant(s, action)  # type: ignore[arg-type]
    if kind is Harvest:
        return _apply_harvest(s, action)  # type: ignore[arg-type]
    match action:
        case Plant():
            return _apply_plant(s, action)
        case Harvest():
            return _apply_harvest(s, action)
        case BuyField():
            return _apply_buy(s, action)
        case EndPlanting():
            if s.step is Step.DUEL_PLANT:
                return _begin_duel_draw(s)
            return _begin_trading(s)
        case Trade():
            return _apply_trade(s, action)
        case Donate():
            return _apply_donate(s, action)
        case EndTrading():
            return _apply_end_trading(s)
        case Keep():
            return _apply_keep(s, action)
        case Discard():
            return _apply_discard(s, action)
        case LeaveOffer():
            return _apply_leave_offer(s)
        case _:
            assert_never(action)


def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action``; ``state`` itself is never changed.

    Raises:
        IllegalActionError: a rule refuses the action (``.rule`` names it).
        InvalidActionError: the action is malformed.
    """
    if type(state) is not GameState:
        raise InvalidActionError(f"{show(state)} is not a GameState")
    memo = state._legal
    if memo is not None:
        for move in memo.basic:  # type: ignore[attr-defined]
            if move is action:
                return _transition(state, action)
    refusal = check(state, action)
    if refusal is not None:
        raise refusal
    try:
        return _transition(state, action)
    except Exception as exc:  # pragma: no cover - check accepted it: a referee bug
        raise InvalidActionError(f"{action} could not be applied ({type(exc).__name__})") from exc


# ---------------------------------------------------------------------------------------
# Legal moves.


def _fitting_fields(s: GameState, seat: int, card: Card) -> list[int]:
    fields = s.players[seat].fields
    variety = card.variety
    matching = []
    empty = []
    for i, f in enumerate(fields):
        if not f:
            empty.append(i)
        elif f[0].variety == variety:
            matching.append(i)
    if (
        matching
        and s.table.rules.matching_field != "may"
        and not _second_card_may_open(s, variety.key)
    ):
        return matching
    return matching + empty


_HARVEST_MOVES: dict[tuple[int, tuple[int, ...], str], tuple[Action, ...]] = {}


def _harvest_moves(seat: int, sizes: tuple[int, ...], protection: str) -> tuple[Action, ...]:
    key = (seat, sizes, protection)
    found = _HARVEST_MOVES.get(key)
    if found is None:
        found = _HARVEST_MOVES[key] = tuple(
            _intern(Harvest, seat, f)
            for f in range(len(sizes))
            if can_harvest(sizes, f, protection)
        )
    return found


def _player_moves(s: GameState, seat: int) -> tuple[Action, ...]:
    """The harvests and the purchase ``seat`` may make, memoised on the Player object."""
    p = s.players[seat]
    rules = s.table.rules
    moves = _harvest_moves(seat, tuple(map(len, p.fields)), rules.protection)
    if (
        rules.third_field == "buy"
        and not p.bought_field
        and len(p.fields) < _MAX_FIELDS
        and len(p.coins) >= rules.third_field_cost
    ):
        moves = (*moves, _intern(BuyField, seat))
    object.__setattr__(p, "_moves", (seat, rules, moves))
    return moves


def _basic_moves(s: GameState, player: int | None) -> tuple[Action, ...]:
    step = s.step
    if step is Step.OVER:
        return ()
    rules = s.table.rules
    moves: list[Action] = []
    active = s.active
    seats = range(len(s.players)) if player is None else (player,)
    if step is Step.PLANT:
        if player is None or player == active:
            p = s.players[active]
            if s.planted < 2 and p.hand:
                card = p.hand[0]
                for f in _fitting_fields(s, active, card):
                    moves.append(_intern(Plant, active, card.id, f))
            if s.planted >= 1:
                moves.append(_intern(EndPlanting, active))
    elif step is Step.DUEL_PLANT:
        if player is None or player == active:
            p = s.players[active]
            if s.planted < 2 and p.hand:
                card = p.hand[0]
                for f in _fitting_fields(s, active, card):
                    moves.append(_intern(Plant, active, card.id, f))
            if s.planted >= 1:
                moves.append(_intern(EndPlanting, active))
                for card in p.hand:
                    moves.append(_intern(Discard, active, card.id))
    elif step is Step.OFFER or step is Step.DUEL_DRAW:
        if player is None or player == active:
            zone = s.offer if step is Step.OFFER else s.face_up
            for card in zone:
                for f in _fitting_fields(s, active, card):
                    moves.append(_intern(Plant, active, card.id, f))
            if step is Step.OFFER:
                for card in zone:
                    moves.append(_intern(Discard, active, card.id))
            else:
                moves.append(_intern(LeaveOffer, active))
    elif step is Step.PLANT_RECEIVED:
        for seat in seats:
            for card in s.players[seat].set_aside:
                for f in _fitting_fields(s, seat, card):
                    moves.append(_intern(Plant, seat, card.id, f))
    elif step is Step.TRADE and (player is None or player == active):
        for card in s.face_up:
            moves.append(_intern(Keep, active, card.id))
        moves.append(_intern(EndTrading, active))
    own_turn = rules.harvest_timing == "own-turn" or rules.third_field_timing == "own-turn"
    players = s.players
    for seat in seats:
        memo = players[seat]._moves
        if memo is not None and memo[0] == seat and memo[1] is rules:  # type: ignore[index]
            extra = memo[2]  # type: ignore[index]
        else:
            extra = _player_moves(s, seat)
        if own_turn and seat != active:
            extra = tuple(
                m
                for m in extra
                if (isinstance(m, Harvest) and rules.harvest_timing == "any")
                or (isinstance(m, BuyField) and rules.third_field_timing == "any")
            )
        moves.extend(extra)
    return tuple(moves)


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
            found = _negotiations(self.state, self.player)
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
        if not isinstance(action, Trade | Donate):
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


def _negotiations(s: GameState, player: int | None) -> Negotiations:
    if s.step is not Step.TRADE:
        return _NO_NEGOTIATIONS
    active = s.active
    pool = tuple(c.id for c in s.face_up) + tuple(c.id for c in s.players[active].hand)
    partners = tuple(
        (seat, tuple(c.id for c in p.hand)) for seat, p in enumerate(s.players) if seat != active
    )
    coins = tuple(len(p.coins) for p in s.players) if s.table.rules.trade_coins == "allowed" else ()
    if player is None:
        everyone = tuple(seat for seat, _ in partners)
        return Negotiations(active, pool, partners, True, everyone, coins)
    if player == active:
        return Negotiations(active, pool, partners, True, (), coins)
    return Negotiations(active, pool, partners, False, (player,), coins)


def legal_actions(state: GameState, player: int | None = None) -> LegalActions:
    """Every legal move now, of every seat or of ``player`` only.

    Harvests and third-field purchases of every seat are legal at any time; trades and
    donations are listed lazily (see ``Negotiations``).

    Raises:
        InvalidActionError: ``player`` is not a seat of this game.
    """
    if type(state) is not GameState:
        raise InvalidActionError(f"{show(state)} is not a GameState")
    if player is not None and (type(player) is not int or not 0 <= player < len(state.players)):
        raise InvalidActionError(
            f"seat {show(player)} does not exist (seats are 0-{len(state.players) - 1})"
        )
    memo = state._legal
    if memo is not None and memo.player == player:  # type: ignore[attr-defined]
        return memo  # type: ignore[return-value]
    legal = LegalActions(state, player, _basic_moves(state, player))
    object.__setattr__(state, "_legal", legal)
    return legal


# ---------------------------------------------------------------------------------------
# Outcome.


@attrs.frozen
class Outcome:
    """The result of a finished game.

    ``scores`` are the coins of each seat; ``hand_sizes`` the cards each kept in hand;
    ``winners`` the seats that won (more than one when the tie could not be broken).
    """

    scores: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    winners: tuple[int, ...]
    tie_broken_by_hand: bool

    def __str__(self) -> str:
        scores = " ".join(f"{seat}:{n}" for seat, n in enumerate(self.scores))
        return f"scores {scores}; winner{'s' if len(self.winners) > 1 else ''} " + ",".join(
            map(str, self.winners)
        )


def outcome(state: GameState) -> Outcome | None:
    """The result once the game is over, else None.

    Raises:
        InvalidActionError: ``state`` is not a GameState.
    """
    if type(state) is not GameState:
        raise InvalidActionError(f"{show(state)} is not a GameState")
    if state.step is not Step.OVER:
        return None
    scores = tuple(len(p.coins) for p in state.players)
    hands = tuple(len(p.hand) for p in state.players)
    won = winners(scores, hands, state.table.rules.tie_break)
    best = max(scores)
    broken = len(won) < sum(1 for n in scores if n == best)
    return Outcome(scores, hands, won, broken)


def winners(scores: tuple[int, ...], hands: tuple[int, ...], tie_break: str) -> tuple[int, ...]:
    """The winning seats: most coins; among those tied, most cards in hand (``hand-cards``);
    a tie that this does not break is shared.

    pre: len(scores) == len(hands) >= 1
    pre: all(n >= 0 for n in scores) and all(n >= 0 for n in hands)
    post: len(__return__) >= 1
    post: all(scores[w] == max(scores) for w in __return__)
    post: tie_break != "none" or len(__return__) == scores.count(max(scores))
    post: list(__return__) == sorted(set(__return__))

    >>> winners((5, 5, 3), (2, 4, 9), "hand-cards"), winners((5, 5, 3), (2, 4, 9), "none")
    ((1,), (0, 1))
    """
    best = max(scores)
    tied = [seat for seat, n in enumerate(scores) if n == best]
    if len(tied) > 1 and tie_break == "hand-cards":
        # end.tie-break: most cards in hand among the tied; end.unbroken-tie: shared.
        most = max(hands[seat] for seat in tied)
        tied = [seat for seat in tied if hands[seat] == most]
    return tuple(tied)
