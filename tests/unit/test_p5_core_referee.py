"""What the referee promises in every edition and under the options that change play:
``basic_moves`` lists exactly the basic moves ``check`` accepts (no more, no fewer), one
seat's list is the every-seat list's moves of that seat, ``apply`` plays each without
touching its input, and every refusal names a rule of the edition's rulebook.

The positions are those of seeded random games (trades, offers, answers and withdrawals
included), so every step of every edition is met, with its rare corners: a full third
field, cards in the box, an offer standing at the end of step 2, the deck run out."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bohnanza import GameState, apply, check, legal_actions, new_game, outcome
from bohnanza.actions import (
    Action,
    BuyField,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.invariants import problem
from bohnanza.listing import seat_actions
from bohnanza.referee import basic_moves
from bohnanza.rules.common import RULE_KEYS
from bohnanza.state import Step

#: (edition, players, options): every rulebook, and the options that change what is legal.
SETUPS: dict[str, tuple[str, int, dict[str, Any]]] = {
    "rio-3": ("rio-grande-2000", 3, {}),
    "rio-4-box": ("rio-grande-2000", 4, {"third_field_payment": "box"}),
    "rio-5-planted": (
        "rio-grande-2000",
        5,
        {"protection": "planted-fields", "coin_cards": "bottom"},
    ),
    "rio-duel": ("rio-grande-2000", 2, {}),
    "amigo-4": ("amigo-fr", 4, {}),
    "amigo-duel-any": ("amigo-fr", 2, {"duel_discard": "any-number"}),
    "amigo-6": ("amigo-fr", 6, {"third_field_timing": "own-turn"}),
    "1997-beginners": ("original-1997-fr-003", 4, {"variants": ["beginners"]}),
    "1997-fr-5": ("original-1997-fr", 5, {}),
    "1997-003-experts": ("original-1997-fr-003", 3, {"variants": ["experts"]}),
    "1997-003-5": (
        "original-1997-fr-003",
        5,
        {"variants": ["five-players"], "tie_break": "hand-cards"},
    ),
    "lady-3": ("ladybohn", 3, {}),
    "lady-4-readings": (
        "ladybohn",
        4,
        {
            "second_plant_field": "other-field",
            "miss_promotion": "two",
            "miss_promotion_phases": "phases-2-3",
            "baby_phase2": "any-baby",
            "trade_after_face_up": "donate-only",
        },
    ),
    "lady-5-readings": (
        "ladybohn",
        5,
        {
            "miss_promotion_phases": "phase-3",
            "garden_miss_deck": "not-a-draw",
            "third_field_supply": "one-per-player",
            "single_card_sale": "beanometer",
        },
    ),
}


def _start(name: str, seed: int) -> GameState:
    edition, players, options = SETUPS[name]
    make: Any = new_game
    state: GameState = make(edition, players, seed=seed, **options)
    return state


def _next(s: GameState, rng: random.Random) -> Action:
    """A random legal move, with offers, trades and withdrawals now and then."""
    legal = legal_actions(s)
    if s.step is Step.TRADE and s.to_move == (s.active,):
        roll = rng.random()
        if roll < 0.2 and len(legal.negotiations):
            return legal.negotiations.sample(rng)
        if roll < 0.45:
            seat = rng.randrange(len(s.players)) if rng.random() < 0.3 else s.active
            mine = seat_actions(s, seat)
            if (mine.offer_count and mine.offers.trades) or mine.offer_count:
                offer = mine.offer(rng.randrange(mine.offer_count))
                if check(s, offer) is None:
                    return offer
    basic = legal.basic
    # The turn's own moves more often than the harvests and purchases of every seat.
    own = [m for m in basic if not isinstance(m, Harvest | BuyField)]
    if own and rng.random() < 0.85:
        return rng.choice(own)
    return rng.choice(basic)


def _walk(name: str, seed: int, every: int, limit: int = 4000) -> Iterator[GameState]:
    """The positions of one random game, every ``every``-th of them and the last."""
    rng = random.Random(seed)
    s = _start(name, seed)
    every_card = sorted(c.id for c in s.all_cards())
    for n in range(limit):
        # Every position of play keeps every card once and the invariants of play.
        assert problem(s) is None, (name, seed, n, problem(s))
        assert sorted(c.id for c in s.all_cards()) == every_card
        if n % every == 0:
            yield s
        if s.is_over:
            yield s
            return
        s = apply(s, _next(s, rng))
    raise AssertionError(f"{name} seed {seed}: no end in {limit} moves")


def _candidates(s: GameState) -> set[Action]:
    """Every basic move a seat could try with the cards in view: the right shapes, the
    cards of every zone, every field, every seat."""
    cards = set(s.face_up_ids) | set(s.offer_ids)
    for p in s.players:
        cards |= set(p.hand_ids) | set(p.aside_ids)
    found: set[Action] = set()
    for seat, p in enumerate(s.players):
        found |= {EndPlanting(seat), EndTrading(seat), LeaveOffer(seat), BuyField(seat)}
        for f in range(3):
            found.add(Harvest(seat, f))
        for card in cards:
            found |= {Discard(seat, card), Keep(seat, card)}
            for f in range(3):
                found.add(Plant(seat, card, f))
                if s.table.lady:
                    size = len(p.field_ids[f]) if f < len(p.field_ids) else 0
                    for miss in range(size + 1):
                        for steps in (1, 2):
                            found.add(Plant(seat, card, f, miss, steps))
        for offer in s.offers:
            if offer.to == seat:
                continue
            found.add(Withdraw(seat, offer.to))
    return found


def _rule_of(error: IllegalActionError, s: GameState) -> str:
    book, _, key = error.rule.partition("/")
    assert book == s.table.rulebook, error.rule
    return key


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_the_basic_moves_are_exactly_those_the_referee_accepts(name: str) -> None:
    seen_steps = set()
    for seed in (1, 2):
        for s in _walk(name, seed, every=12):
            seen_steps.add(s.step)
            listed = basic_moves(s)
            assert len(set(listed)) == len(listed), "a move listed twice"
            accepted = {m for m in _candidates(s) if check(s, m) is None}
            plain = {
                m
                for m in listed
                if not isinstance(m, Offer) and type(m).__name__ not in ("Accept", "Decline")
            }
            assert accepted == plain, (name, seed, s.turn, s.step, accepted ^ plain)
            for seat in range(len(s.players)):
                mine = basic_moves(s, seat)
                assert set(mine) == {m for m in listed if m.seat == seat}, (name, seat)
                assert list(mine) == [m for m in listed if m.seat == seat] or s.step in (
                    Step.PLANT_RECEIVED,
                    Step.TRADE,
                )
            assert tuple(legal_actions(s).basic) == listed
    assert Step.OVER in seen_steps
    assert Step.PLANT in seen_steps or Step.OFFER in seen_steps


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_each_listed_move_plays_and_each_refusal_names_a_rule_of_the_rulebook(name: str) -> None:
    for s in _walk(name, 3, every=11):
        before = (hash(s), repr(s))
        listed = basic_moves(s)
        for move in listed:
            after = apply(s, move)
            assert after != s or isinstance(move, Offer)
        assert (hash(s), repr(s)) == before, "apply changed its input"
        for move in sorted(_candidates(s) - set(listed), key=repr)[:60]:
            refusal = check(s, move)
            assert refusal is not None
            with pytest.raises(type(refusal)) as raised:
                apply(s, move)
            assert str(raised.value) == str(refusal)
            if isinstance(refusal, IllegalActionError):
                assert _rule_of(refusal, s) in RULE_KEYS, refusal.rule
            else:
                assert isinstance(refusal, InvalidActionError)
        assert (hash(s), repr(s)) == before


@pytest.mark.parametrize("name", sorted(SETUPS))
def test_a_game_ends_with_an_outcome_and_nothing_more_to_do(name: str) -> None:
    last = list(_walk(name, 4, every=10_000))[-1]
    assert last.is_over and last.step is Step.OVER
    assert basic_moves(last) == () and len(legal_actions(last)) == 0
    assert last.to_move == ()
    result = outcome(last)
    assert result is not None
    total = sum(len(p.coin_ids) for p in last.players)
    assert sum(result.scores) == total
    for move in sorted(_candidates(last), key=repr)[:20]:
        refusal = check(last, move)
        assert isinstance(refusal, IllegalActionError | InvalidActionError)
        if isinstance(refusal, IllegalActionError):
            assert _rule_of(refusal, last) == "end.scoring"
