"""Walk every reachable state of a small stacked game and check the laws everywhere.

``walk`` starts from a state, lists every legal move with ``legal_actions`` (the basic
moves and every trade and donation of the lazy negotiation space), applies each one and
visits each new state once, breadth first.  States are told apart by ``state_key``: every
zone by card ids, in order, plus step, active seat, cards planted, exhaustions, ending
flag, turn, offer and box.  The walk goes on to the end of the game, or stops expanding at
a stated bound (a depth, or the first state of a later turn), and fails (it never
truncates silently) when more than ``max_states`` states turn up.

Checked in every state (``check_state``): card conservation over every zone (removed, box
and offer included), one variety per field, the field count of each seat, zones that fit
the step, the end count (never passed; the ending flag set exactly when it is reached; a
finished game ended by it), a legal move and a seat to wait for in every running state,
an outcome whose winners have the most coins in every final state, with its fields sold.

Checked in every expanded state (``_check_moves``): every listed move passes ``check``,
none twice; the listed harvests are exactly those the protection rule allows (written out
here independently of the referee); every nearby basic move that is not listed (each
seat, each field index, the cards in play) is refused citing a catalogue id, and
``apply`` refuses it too without touching the state.

Checked on every transition (``check_transition``): ``apply`` leaves its input unchanged;
hands keep their order, and drawn cards come from the deck's top (then the reshuffled
discard pile) to the back of the active player's hand; coins move only by harvest (what
the beanometer says, the top cards as coins, the rest to the discard pile), purchase (the
price, topmost coin first) or final scoring; exhaustions never decrease; fields are never
lost; steps go forward within a turn and turns pass to the left.

Any failure raises ``WalkFailure`` (an ``AssertionError``) whose first line says what
broke; the lines after it give the walk, the depth, the moves from the start to the state
and the state itself.
"""

from __future__ import annotations

import time
from collections import Counter, deque
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from operator import attrgetter

import bohnanza
from bohnanza import (
    Action,
    BuyField,
    Card,
    Discard,
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    IllegalActionError,
    InvalidActionError,
    Keep,
    LeaveOffer,
    LegalActions,
    Plant,
    Step,
    Trade,
)
from bohnanza.catalogue import catalogue
from tests.helpers import assert_conserved

__all__ = [
    "Key",
    "WalkFigures",
    "check_state",
    "check_transition",
    "state_key",
    "walk",
]

#: The structural key of a state (see ``state_key``).
Key = tuple[object, ...]

#: The order of the steps within one turn (the duel's steps have rulebook numbers 1-3).
STEP_ORDER: dict[Step, int] = {
    Step.PLANT: 1,
    Step.TRADE: 2,
    Step.PLANT_RECEIVED: 3,
    Step.DRAW: 4,
    Step.OVER: 5,
    Step.OFFER: 1,
    Step.DUEL_PLANT: 2,
    Step.DUEL_DRAW: 3,
}

_card_id = attrgetter("id")


def _ids(cards: Iterable[Card]) -> tuple[int, ...]:
    return tuple(map(_card_id, cards))


def state_key(s: GameState) -> Key:
    """Every zone by card ids, in order, and every counter of the turn.

    The cards removed from the game are left out: ``check_transition`` proves that they
    never change, so two states of one walk never differ there.
    """
    return (
        s.step,
        s.active,
        s.planted,
        s.exhaustions,
        s.ending,
        s.turn,
        _ids(s.deck),
        _ids(s.discard),
        _ids(s.face_up),
        _ids(s.offer),
        _ids(s.box),
        tuple(
            (
                _ids(p.hand),
                tuple(_ids(f) for f in p.fields),
                _ids(p.coins),
                _ids(p.set_aside),
                p.bought_field,
            )
            for p in s.players
        ),
    )


class WalkFailure(AssertionError):
    """An invariant broke; the message's first line says which."""


def _fail(message: str) -> WalkFailure:
    return WalkFailure(message)


# ---------------------------------------------------------------------------------------
# Laws of one state.


def _protection_allows(sizes: tuple[int, ...], field_index: int, protection: str) -> bool:
    """The protection rule, written out independently of the referee's ``can_harvest``:
    a field of two or more cards may be sold; a single card only when no field holds more
    than one (and, reading ``all-fields``, when no field is empty either)."""
    n = sizes[field_index]
    if n == 0:
        return False
    if n >= 2:
        return True
    if any(k > 1 for k in sizes):
        return False
    return protection == "planted-fields" or all(k == 1 for k in sizes)


def check_state(s: GameState) -> None:
    """The laws every reachable state obeys, whatever the moves that led to it."""
    try:
        assert_conserved(s)
    except AssertionError as exc:
        raise _fail(f"conservation: {exc}") from None
    rules = s.rules
    for seat, p in enumerate(s.players):
        allowed = 3 if (rules.third_field == "start" or p.bought_field) else 2
        if len(p.fields) != allowed:
            raise _fail(f"field count: seat {seat} has {len(p.fields)} fields, not {allowed}")
        for i, f in enumerate(p.fields):
            if len({c.variety for c in f}) > 1:
                raise _fail(f"one variety per field: seat {seat} field {i} holds {_ids(f)}")
    if s.step is Step.DRAW:
        raise _fail("the game waits in step 4, which has no choice")
    if s.step not in (Step.TRADE, Step.DUEL_DRAW) and s.face_up:
        raise _fail(f"face-up cards {_ids(s.face_up)} left on the table in {s.step.name}")
    if not rules.duel and (s.offer or s.box):
        raise _fail("an offer or a box outside the duel")
    if s.step in (Step.PLANT, Step.OFFER, Step.DUEL_PLANT) and any(p.set_aside for p in s.players):
        raise _fail(f"cards set aside at the start of a turn ({s.step.name})")
    if s.step is Step.PLANT_RECEIVED and not any(p.set_aside for p in s.players):
        raise _fail("step 3 waits with nothing set aside")
    end = rules.end_exhaustions
    if s.exhaustions > end:
        raise _fail(f"end of game: deck exhausted {s.exhaustions} times; the game ends at {end}")
    if s.ending != (s.exhaustions >= end):
        raise _fail(f"end of game: ending={s.ending} after {s.exhaustions} of {end} exhaustions")
    # deck.empty-discard: a deck that ran out while the discard pile was empty stays empty
    # (counted once) until a card is needed; it can never be empty before any running-out.
    if not s.deck and not s.ending and s.exhaustions == 0:
        raise _fail("the deck is empty but was not counted as exhausted")
    legal = bohnanza.legal_actions(s)
    result = bohnanza.outcome(s)
    if s.is_over:
        if s.exhaustions != end:
            raise _fail(f"end of game: over after {s.exhaustions} exhaustions, not {end}")
        if result is None or not result.winners:
            raise _fail("a finished game has no outcome with winners")
        scores = tuple(len(p.coins) for p in s.players)
        if result.scores != scores:
            raise _fail(f"outcome scores {result.scores} are not the coins {scores}")
        if any(scores[w] != max(scores) for w in result.winners):
            raise _fail(f"winners {result.winners} do not have the most coins {scores}")
        if any(f for p in s.players for f in p.fields):
            raise _fail("fields left unsold at the end")
        if len(legal) != 0:
            raise _fail(f"a finished game lists {len(legal)} moves")
        if s.to_move:
            raise _fail(f"a finished game waits for seats {s.to_move}")
    else:
        if result is not None:
            raise _fail("a running game has an outcome")
        if len(legal) == 0:
            raise _fail(f"a running game has no legal move ({s.step.name})")
        if not s.to_move:
            raise _fail("a running game waits for nobody")


def _nearby(s: GameState) -> Iterator[Action]:
    """Basic moves close to the legal ones: every seat, every field index, the cards in
    play (front of each hand, set aside, face up, offered)."""
    cards: set[int] = set()
    for p in s.players:
        cards.update(c.id for c in p.hand[:2])
        cards.update(c.id for c in p.set_aside)
    cards.update(c.id for c in s.face_up)
    cards.update(c.id for c in s.offer)
    ordered = sorted(cards)
    for seat in range(len(s.players)):
        yield EndPlanting(seat)
        yield EndTrading(seat)
        yield LeaveOffer(seat)
        yield BuyField(seat)
        for f in range(3):
            yield Harvest(seat, f)
        for card in ordered:
            yield Keep(seat, card)
            yield Discard(seat, card)
            for f in range(3):
                yield Plant(seat, card, f)


def _check_moves(s: GameState, legal: LegalActions, rules_seen: Counter[str]) -> None:
    """The listed basic moves against ``check``, the protection rule and nearby moves."""
    basic = legal.basic
    if len(set(basic)) != len(basic):
        raise _fail(f"legal_actions lists a move twice: {[str(m) for m in basic]}")
    for move in basic:
        refusal = bohnanza.check(s, move)
        if refusal is not None:
            raise _fail(f"listed move {move} refused: {refusal}")
    protection = s.rules.protection
    listed = set(basic)
    for seat, p in enumerate(s.players):
        sizes = tuple(len(f) for f in p.fields)
        for f in range(len(sizes)):
            move = Harvest(seat, f)
            if move in listed and not _protection_allows(sizes, f, protection):
                raise _fail(f"protection: {move} listed with fields of {sizes} cards")
            if move in listed and s.rules.harvest_timing == "own-turn" and seat != s.active:
                raise _fail(f"{move} listed out of turn (harvests on one's own turn only)")
            if (
                move not in listed
                and _protection_allows(sizes, f, protection)
                and (s.rules.harvest_timing == "any" or seat == s.active)
            ):
                raise _fail(f"protection: {move} not listed with fields of {sizes} cards")
    before = state_key(s)
    catalogued = catalogue()
    applied: set[str] = set()
    for move in _nearby(s):
        if move in listed:
            continue
        refusal = bohnanza.check(s, move)
        if refusal is None:
            raise _fail(f"{move} passes check but is not listed")
        rule = refusal.rule if isinstance(refusal, IllegalActionError) else "malformed"
        if isinstance(refusal, IllegalActionError):
            if rule not in catalogued:
                raise _fail(f"{move} refused citing {rule}, which is not catalogued")
            if rule not in rules_seen and not str(refusal).startswith(f"[{rule}] "):
                raise _fail(f"{move} refusal does not lead with its rule: {refusal}")
        rules_seen[rule] += 1
        if rule in applied:
            continue
        # apply refuses it too, with the same rule (once per rule and state: it is slow)
        applied.add(rule)
        try:
            bohnanza.apply(s, move)
        except IllegalActionError as exc:
            if not isinstance(refusal, IllegalActionError) or exc.rule != rule:
                raise _fail(f"{move}: apply raised {exc.rule}, check said {refusal}") from None
        except InvalidActionError:
            if not isinstance(refusal, InvalidActionError):
                raise _fail(f"{move}: apply called it malformed, check said {refusal}") from None
        else:
            raise _fail(f"{move} was refused by check but applied")
    if state_key(s) != before:
        raise _fail(f"a refused move changed the state (rules {sorted(applied)})")


# ---------------------------------------------------------------------------------------
# Laws of one transition.


def _payout(thresholds: tuple[int, ...], cards: int) -> int:
    """The beanometer read independently of the referee: the most coins whose printed
    threshold (0: not printed) the field reaches, never more coins than cards."""
    coins = 0
    for k, need in enumerate(thresholds, start=1):
        if need and cards >= need:
            coins = k
    return min(coins, cards)


def _check_harvest(before: GameState, after: GameState, action: Harvest) -> None:
    """A sold field pays what its beanometer says, with its top (or bottom, by the
    ``coin_cards`` option) cards turned into coins, and the rest goes to the discard."""
    old, new = before.players[action.seat], after.players[action.seat]
    sold = old.fields[action.field]
    if new.fields[action.field]:
        raise _fail(f"{action} left cards in the field")
    paid = _payout(sold[-1].beanometer.thresholds, len(sold))
    if new.coins[: len(old.coins)] != old.coins or len(new.coins) - len(old.coins) != paid:
        raise _fail(f"{action} of {len(sold)} {sold[-1].variety.key} paid wrong: {paid} is due")
    coins, rest = (
        (sold[len(sold) - paid :], sold[: len(sold) - paid])
        if after.rules.coin_cards == "top"
        else (sold[:paid], sold[paid:])
    )
    if set(_ids(new.coins[len(old.coins) :])) != set(_ids(coins)):
        raise _fail(
            f"{action}: coins {_ids(new.coins[len(old.coins) :])} are not the "
            f"{after.rules.coin_cards} cards {_ids(coins)} of the field {_ids(sold)}"
        )
    grown = after.discard[: len(before.discard)] == before.discard
    if not grown or set(_ids(after.discard[len(before.discard) :])) != set(_ids(rest)):
        raise _fail(f"{action}: the discard pile did not gain exactly {_ids(rest)}")


def check_transition(before: GameState, after: GameState, action: Action) -> None:
    """The laws that tie a state to the state ``action`` makes of it."""
    rules = after.rules
    if after.removed is not before.removed and _ids(after.removed) != _ids(before.removed):
        raise _fail(f"{action} changed the cards out of the game")
    if after.exhaustions < before.exhaustions:
        raise _fail(f"exhaustions went down from {before.exhaustions} to {after.exhaustions}")
    deck_top = _ids(before.deck)
    for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
        # The old hand minus the cards that left it, in order; then drawn cards at the back.
        new_hand = _ids(new.hand)
        still = set(new_hand)
        kept = tuple(c.id for c in old.hand if c.id in still)
        if new_hand[: len(kept)] != kept:
            raise _fail(
                f"hand order: {action} made seat {seat}'s hand {new_hand} from {_ids(old.hand)}"
            )
        fresh = new_hand[len(kept) :]
        if fresh:
            if seat != before.active:
                raise _fail(f"seat {seat} drew {fresh} out of turn ({action})")
            if len(fresh) > rules.draw_count:
                raise _fail(f"seat {seat} drew {len(fresh)} cards, not {rules.draw_count}")
            n = min(len(fresh), len(deck_top))
            if fresh[:n] != deck_top[:n]:
                raise _fail(f"seat {seat} drew {fresh}, not the deck's top {deck_top[:n]}")
            # past the deck's last card, the draws come from the reshuffled discard pile
            if not set(fresh[n:]) <= set(_ids(before.discard)):
                raise _fail(f"seat {seat} drew {fresh[n:]} from beyond the deck and discards")
        gained = len(new.coins) - len(old.coins)
        if (after.is_over and not before.is_over) or (
            isinstance(action, Harvest) and action.seat == seat
        ):
            if gained < 0:
                raise _fail(f"seat {seat} lost coins by {action}")
        elif isinstance(action, Trade) and seat in (action.seat, action.partner):
            given = action.give_coins if seat == action.seat else action.take_coins
            taken = action.take_coins if seat == action.seat else action.give_coins
            if gained != taken - given:
                raise _fail(f"seat {seat} coins moved by {gained} in {action}")
        elif isinstance(action, BuyField) and action.seat == seat:
            cost = rules.third_field_cost
            if gained != -cost:
                raise _fail(f"seat {seat} paid {-gained} coins for a field")
            # field3.payment-order: the topmost coin goes first, so the deepest ends on top
            paid = after.box if rules.third_field_payment == "box" else after.discard
            if _ids(paid[-cost:]) != _ids(reversed(old.coins[-cost:])):
                raise _fail(f"seat {seat} paid {_ids(old.coins[-cost:])} as {_ids(paid[-cost:])}")
        elif gained != 0:
            raise _fail(f"coins only by harvest or purchase: seat {seat} {gained:+} by {action}")
        if len(new.fields) < len(old.fields):
            raise _fail(f"seat {seat} lost a field by {action}")
    if isinstance(action, Harvest):
        _check_harvest(before, after, action)
    if after.turn == before.turn:
        if not after.is_over and STEP_ORDER[after.step] < STEP_ORDER[before.step]:
            raise _fail(f"step order: {action} went from {before.step.name} to {after.step.name}")
        if after.active != before.active:
            raise _fail(f"{action} changed the active seat within turn {before.turn}")
    else:
        if after.turn != before.turn + 1:
            raise _fail(f"{action} moved from turn {before.turn} to {after.turn}")
        if after.active != (before.active + 1) % len(after.players):
            raise _fail(f"turn order: seat {after.active} follows seat {before.active}")


# ---------------------------------------------------------------------------------------
# The walk.


@dataclass
class WalkFigures:
    """What one walk visited."""

    label: str
    states: int = 0
    transitions: int = 0
    finals: int = 0
    max_depth: int = 0
    #: States at the depth or turn bound, checked but not expanded (0: the walk is complete).
    frontier: int = 0
    #: Nearby moves refused, by the rule id they cite.
    refusals: Counter[str] = field(default_factory=Counter)
    #: Transitions by kind of move.
    moves: Counter[str] = field(default_factory=Counter)
    #: Transitions by what happened in them besides the move (see ``_events``).
    events: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0

    def summary(self) -> str:
        """One line of figures, then the moves by kind and the rules refused."""
        bound = f", {self.frontier} at the bound" if self.frontier else ", complete"
        moves = ", ".join(f"{k} {n}" for k, n in sorted(self.moves.items()))
        events = ", ".join(f"{k} {n}" for k, n in sorted(self.events.items())) or "none"
        return (
            f"{self.label}: {self.states} states, {self.transitions} transitions, "
            f"{self.finals} final states, max depth {self.max_depth}{bound}, "
            f"{self.seconds:.1f} s\n    moves: {moves}\n    events: {events}\n"
            f"    nearby moves refused: {sum(self.refusals.values())} "
            f"citing {len(self.refusals)} rules"
        )


def _events(before: GameState, after: GameState) -> Iterator[str]:
    """What a transition did besides its move: draws into a hand, turns passed, ..."""
    if after.turn != before.turn:
        yield "turn passed"
    if after.exhaustions > before.exhaustions:
        yield "deck exhausted"
        discarded = set(before.discard)
        if any(c in discarded for p in after.players for c in p.hand) or (
            not after.rules.duel and any(c in discarded for c in after.face_up)
        ):
            yield "drew a reshuffled card"
    if after.rules.duel and after.step is Step.DUEL_DRAW and before.step is not Step.DUEL_DRAW:
        discarded = set(before.discard)
        if any(c in discarded for c in after.face_up):
            yield "discard chain"
    if after.is_over:
        yield "game ended"
    old = before.players[before.active].hand
    new = after.players[before.active].hand
    still = set(new)
    kept = [c for c in old if c in still]
    if len(new) > len(kept):
        yield "drew behind cards in hand" if kept else "drew into an empty hand"
    if len(after.offer) > len(before.offer):
        yield "offer left"
    if sum(map(len, (p.fields for p in after.players))) > sum(
        map(len, (p.fields for p in before.players))
    ):
        yield "field bought"


def _path(parents: list[tuple[int, Action | None]], index: int) -> list[str]:
    moves: list[str] = []
    while index > 0:
        index, action = parents[index]
        moves.append(str(action))
    return moves[::-1]


def walk(
    start: GameState,
    *,
    label: str,
    max_states: int,
    max_depth: int | None = None,
    max_turn: int | None = None,
) -> WalkFigures:
    """Visit every state reachable from ``start``: to the end of the game, or up to
    ``max_depth`` moves, or up to the first state of turn ``max_turn + 1`` (states past a
    bound are checked, and the transitions into them, but they are not expanded).

    Raises:
        AssertionError: an invariant broke, or more than ``max_states`` states turned up.
    """
    figures = WalkFigures(label)
    t0 = time.perf_counter()
    seen: dict[Key, int] = {state_key(start): 0}
    parents: list[tuple[int, Action | None]] = [(-1, None)]
    queue: deque[tuple[GameState, int, int]] = deque([(start, 0, 0)])
    current = 0

    def where(exc: AssertionError, state: GameState, index: int, depth: int) -> WalkFailure:
        path = " / ".join(_path(parents, index)) or "(the start)"
        return WalkFailure(f"{exc}\n  walk {label}, depth {depth}, moves: {path}\n{state}")

    try:
        check_state(start)
    except AssertionError as exc:
        raise where(exc, start, 0, 0) from None
    while queue:
        s, current, depth = queue.popleft()
        figures.max_depth = max(figures.max_depth, depth)
        if s.is_over:
            figures.finals += 1
            continue
        if (max_depth is not None and depth >= max_depth) or (
            max_turn is not None and s.turn > max_turn
        ):
            figures.frontier += 1
            continue
        legal = bohnanza.legal_actions(s)
        try:
            _check_moves(s, legal, figures.refusals)
        except AssertionError as exc:
            raise where(exc, s, current, depth) from None
        before = state_key(s)
        basic = len(legal.basic)
        for n, action in enumerate(legal):
            try:
                if n >= basic and bohnanza.check(s, action) is not None:
                    raise _fail(f"listed move {action} refused: {bohnanza.check(s, action)}")
                after = bohnanza.apply(s, action)
                if state_key(s) != before:
                    raise _fail(f"apply changed its input: {action}")
                check_transition(s, after, action)
            except AssertionError as exc:
                raise where(exc, s, current, depth) from None
            figures.transitions += 1
            figures.moves[type(action).__name__] += 1
            figures.events.update(_events(s, after))
            key = state_key(after)
            if key in seen:
                continue
            if len(seen) >= max_states:
                raise WalkFailure(
                    f"walk {label}: more than {max_states} states (depth {depth + 1}); "
                    "the walk would be truncated"
                )
            index = len(parents)
            seen[key] = index
            parents.append((current, action))
            try:
                check_state(after)
            except AssertionError as exc:
                raise where(exc, after, index, depth + 1) from None
            queue.append((after, index, depth + 1))
    figures.states = len(seen)
    figures.seconds = time.perf_counter() - t0
    return figures
