"""Stateful Hypothesis machine: random legal and illegal moves, invariants after every step.

Games start from a shuffled full deck or from a small stacked deck of a few varieties, so
that fields grow, harvests pay, the deck runs out and games end within the step budget.
"""

from __future__ import annotations

import os
import random
import tomllib
from functools import cache
from importlib import resources
from typing import Any

from hypothesis import note, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

import bohnanza
from bohnanza import (
    Action,
    BuyField,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    IllegalActionError,
    InvalidActionError,
    Keep,
    LeaveOffer,
    Plant,
    Step,
    Trade,
)
from bohnanza.bots import random_move
from bohnanza.catalogue import catalogue
from bohnanza.editions import OPTION_VALUES
from tests.helpers import assert_conserved

#: The editions whose beanometers are printed in their deck data (the sales check below
#: reads them there).  Ladybohn, priced by a sheet with its own sale rules (the top card,
#: the Gartenbohne miss), has its own random games: tests/test_ladybohn_games.py.
EDITIONS = tuple(e for e in bohnanza.editions() if not bohnanza.edition(e).deck.has_kinds)
#: Varieties of every deck at every player count (coffee, wax, cocoa, garden are not).
COMMON = ("blue", "chili", "stink", "green", "soy", "black-eyed", "red")
_ORDER = {
    Step.PLANT: 1,
    Step.TRADE: 2,
    Step.PLANT_RECEIVED: 3,
    Step.DRAW: 4,
    Step.OVER: 5,
    Step.OFFER: 1,
    Step.DUEL_PLANT: 2,
    Step.DUEL_DRAW: 3,
}


def _snapshot(state: GameState) -> tuple[object, ...]:
    """Every zone by card ids, to prove that nothing changed an input state."""
    return (
        state.active,
        state.step,
        state.planted,
        tuple(c.id for c in state.deck),
        tuple(c.id for c in state.discard),
        tuple(c.id for c in state.face_up),
        tuple(
            (
                tuple(c.id for c in p.hand),
                tuple(tuple(c.id for c in f) for f in p.fields),
                tuple(c.id for c in p.coins),
                tuple(c.id for c in p.set_aside),
                p.bought_field,
            )
            for p in state.players
        ),
        state.exhaustions,
        state.ending,
        state.turn,
    )


@cache
def _meters(deck: str) -> tuple[tuple[int, ...], ...]:
    """Each card id's beanometer, read straight from the packaged deck data (ids count up
    in data order), so that the payout check below shares no code with the referee."""
    text = resources.files("bohnanza").joinpath("data", "decks", f"{deck}.toml").read_text()
    meters: list[tuple[int, ...]] = []
    for entry in tomllib.loads(text)["card"]:
        meters.extend([tuple(entry["beanometer"])] * entry["count"])
    return tuple(meters)


def expected_sale(state: GameState, field: tuple[bohnanza.Card, ...]) -> tuple[int, ...]:
    """The ids of the cards of ``field`` that a sale turns into coins, by harvest.coins
    (the highest printed step reached pays, never more coins than cards) and the
    edition's coin_cards reading (the top cards by default, or the bottom ones)."""
    meters = _meters(state.table.edition.deck.name)
    [meter] = {meters[c.id] for c in field}  # every card of a variety has one beanometer
    n = len(field)
    paid = min(n, max((step for step, t in enumerate(meter, 1) if t and n >= t), default=0))
    cards = field[n - paid :] if state.rules.coin_cards == "top" else field[:paid]
    return tuple(c.id for c in cards)


#: Rule options a game may override: readings that no preset uses get played too.
OVERRIDES = (
    "coin_cards",
    "duel_discard",
    "protection",
    "deal_order",
    "third_field_payment",
)

LIMITS = {
    "wax": 22,
    "blue": 20,
    "chili": 18,
    "stink": 16,
    "green": 14,
    "soy": 12,
    "black-eyed": 10,
    "red": 8,
}


@st.composite
def small_decks(draw: st.DrawFn, players: int) -> list[str]:
    """A stacked deck of a few varieties, just big enough to deal and run a few turns."""
    dealt = 5 * players if players < 6 else 3 + 4 + 5 + 6 * (players - 3)
    order = draw(st.permutations(COMMON))
    kinds = list(order[: draw(st.integers(min_value=2, max_value=3))])
    while sum(LIMITS[k] for k in kinds) < dealt + 6:
        kinds.append(order[len(kinds)])
    pool = [k for k in kinds for _ in range(LIMITS[k])]
    size = draw(st.integers(min_value=dealt + 4, max_value=min(len(pool), dealt + 30)))
    return draw(st.permutations(pool))[:size]


def arbitrary_actions(players: int) -> st.SearchStrategy[Action]:
    seat = st.integers(min_value=-1, max_value=players)
    card = st.integers(min_value=-1, max_value=155)
    field = st.integers(min_value=-1, max_value=3)
    cards = st.lists(card, min_size=0, max_size=3).map(tuple)
    return st.one_of(
        st.builds(Plant, seat, card, field),
        st.builds(EndPlanting, seat),
        st.builds(Harvest, seat, field),
        st.builds(BuyField, seat),
        st.builds(Trade, seat, seat, cards, cards),
        st.builds(Donate, seat, seat, cards),
        st.builds(EndTrading, seat),
        st.builds(Keep, seat, card),
        st.builds(Discard, seat, card),
        st.builds(LeaveOffer, seat),
    )


class GameMachine(RuleBasedStateMachine):
    """Plays a game of one edition and player count; checks the laws after every move."""

    def __init__(self) -> None:
        super().__init__()
        self.state: GameState | None = None
        self.moves = 0
        self.setup: tuple[str, int, list[str], list[str] | None, dict[str, Any]] | None = None

    @initialize(
        edition=st.sampled_from(EDITIONS),
        seed=st.integers(min_value=0, max_value=2**32),
        small=st.booleans(),
        data=st.data(),
    )
    def start(self, edition: str, seed: int, small: bool, data: st.DataObject) -> None:
        ed = bohnanza.edition(edition)
        players = data.draw(st.sampled_from(ed.player_counts), label="players")
        usable = [v for v in ed.variants if v != "five-players" or players == 5]
        variants = (
            data.draw(st.lists(st.sampled_from(usable), unique=True), label="variants")
            if usable
            else []
        )
        deck = data.draw(small_decks(players)) if small else None
        options: dict[str, Any] = data.draw(
            st.fixed_dictionaries(
                {}, optional={k: st.sampled_from(OPTION_VALUES[k]) for k in OVERRIDES}
            ),
            label="options",
        )
        self.state = bohnanza.new_game(
            edition, players, seed=seed, deck=deck, variants=variants, **options
        )
        self.setup = (edition, players, variants, deck, options)
        note(f"{edition} {players} players seed {seed} variants {variants} deck {deck}")
        note(f"options {options}")

    def _another_game(self, seed: int) -> None:
        """Once a game is over, the machine goes on with a new game of the same setup.

        (Rules never switch off: Hypothesis gives up on a step when the rule it draws is
        disabled a few times running, which wasted a quarter of the examples.)
        """
        assert self.setup is not None
        edition, players, variants, deck, options = self.setup
        self.state = bohnanza.new_game(
            edition, players, seed=seed, deck=deck, variants=variants, **options
        )
        note(f"new game, seed {seed}")

    def _play(self, action: Action) -> None:
        assert self.state is not None
        before = self.state
        snap = _snapshot(before)
        after = bohnanza.apply(before, action)
        assert _snapshot(before) == snap, "apply changed its input"
        self._check_step(before, after, action)
        self.state = after
        self.moves += 1
        note(f"{action}")

    def _check_step(self, before: GameState, after: GameState, action: Action) -> None:
        assert after.exhaustions >= before.exhaustions
        rules = after.rules
        assert after.exhaustions <= rules.end_exhaustions, "the deck ran out past the end"
        if isinstance(action, Harvest):
            # harvest.protection, computed here without the referee's helper
            sizes = [len(f) for f in before.players[action.seat].fields]
            if sizes[action.field] == 1:
                counted = sizes if rules.protection == "all-fields" else [n for n in sizes if n]
                assert all(n == 1 for n in counted), f"{action}: a protected field was sold"
        self._check_sales(before, after, action)
        for seat, (old, new) in enumerate(zip(before.players, after.players, strict=True)):
            # the hand: the old hand minus the cards that left it, in order, then new
            # cards at the back, in the order they were drawn from the deck's top
            kept = [c.id for c in old.hand if c in new.hand]
            assert [c.id for c in new.hand[: len(kept)]] == kept, f"seat {seat} hand reordered"
            fresh = [c.id for c in new.hand[len(kept) :]]
            if fresh:
                assert seat == before.active, f"seat {seat} drew out of turn"
                assert len(fresh) <= rules.draw_count
            coins = len(new.coins) - len(old.coins)
            if (after.is_over and not before.is_over) or (
                isinstance(action, Harvest) and action.seat == seat
            ):
                assert coins >= 0
            elif isinstance(action, Trade) and seat in (action.seat, action.partner):
                # the experts' variant: coins may go with a trade
                given = action.give_coins if seat == action.seat else action.take_coins
                taken = action.take_coins if seat == action.seat else action.give_coins
                assert coins == taken - given
            elif isinstance(action, BuyField) and action.seat == seat:
                assert coins == -rules.third_field_cost
                paid = after.box if rules.third_field_payment == "box" else after.discard
                cost = rules.third_field_cost
                # field3.payment-order: one at a time, the topmost first
                assert tuple(paid[-cost:]) == tuple(reversed(old.coins[-cost:]))
            else:
                assert coins == 0, f"seat {seat} coins moved by {action}"
            assert len(new.fields) >= len(old.fields)
        if after.turn == before.turn and not after.is_over:
            assert _ORDER[after.step] >= _ORDER[before.step], "steps went backwards"
        if after.turn != before.turn:
            assert after.turn == before.turn + 1
            assert after.active == (before.active + 1) % len(after.players)

    def _check_sales(self, before: GameState, after: GameState, action: Action) -> None:
        """Every sale pays what the beanometer printed on the deck data says, with the
        coin cards the edition names: a harvest sells one field, the end every field."""
        if isinstance(action, Harvest):
            sold = {action.seat: [before.players[action.seat].fields[action.field]]}
        elif after.is_over and not before.is_over:
            # end.scoring sells every field as the move left it: a planting that ends the
            # game is on its field when the fields are sold.
            table = [list(p.fields) for p in before.players]
            if isinstance(action, Plant):
                [card] = [c for c in before.all_cards() if c.id == action.card]
                table[action.seat][action.field] += (card,)
            sold = {seat: [f for f in fs if f] for seat, fs in enumerate(table)}
        else:
            return
        for seat, fields in sold.items():
            old, new = before.players[seat], after.players[seat]
            assert new.coins[: len(old.coins)] == old.coins, f"seat {seat} lost coins"
            got = tuple(c.id for c in new.coins[len(old.coins) :])
            want = tuple(i for f in fields for i in expected_sale(before, f))
            assert sorted(got) == sorted(want), f"seat {seat} sold {fields} for {got}"
            if isinstance(action, Harvest):
                assert got == want, f"{action}: coin cards out of order"
                field = fields[0]
                rest = tuple(c.id for c in field if c.id not in want)
                assert tuple(c.id for c in after.discard) == (
                    tuple(c.id for c in before.discard) + rest
                ), f"{action}: the other cards are not on the discard pile in order"

    @precondition(lambda self: self.state is not None)
    @rule(data=st.data())
    def legal_move(self, data: st.DataObject) -> None:
        assert self.state is not None
        if self.state.is_over:
            self._another_game(data.draw(st.integers(min_value=0, max_value=2**32)))
            return
        legal = bohnanza.legal_actions(self.state)
        assert len(legal) > 0, "a running game has no legal move"
        if len(legal.negotiations) and data.draw(st.booleans()):
            index = len(legal.basic) + data.draw(
                st.integers(min_value=0, max_value=len(legal.negotiations) - 1)
            )
        else:
            index = data.draw(st.integers(min_value=0, max_value=len(legal.basic) - 1))
        action = legal[index]
        assert bohnanza.check(self.state, action) is None, f"listed move {action} refused"
        self._play(action)

    @precondition(lambda self: self.state is not None)
    @rule(data=st.data())
    def any_move(self, data: st.DataObject) -> None:
        assert self.state is not None
        action = data.draw(arbitrary_actions(len(self.state.players)))
        refusal = bohnanza.check(self.state, action)
        if refusal is None:
            assert action in bohnanza.legal_actions(self.state), f"{action} legal but unlisted"
            self._play(action)
            return
        snap = _snapshot(self.state)
        try:
            bohnanza.apply(self.state, action)
        except IllegalActionError as exc:
            assert isinstance(refusal, IllegalActionError)
            assert exc.rule == refusal.rule
            assert exc.rule in catalogue(), f"refusal cites unknown id {exc.rule}"
            assert str(exc).startswith(f"[{exc.rule}] ")
        except InvalidActionError:
            assert isinstance(refusal, InvalidActionError)
        else:
            raise AssertionError(f"{action} was refused by check but applied")
        assert _snapshot(self.state) == snap
        assert action not in bohnanza.legal_actions(self.state)

    @precondition(lambda self: self.state is not None)
    @rule(seed=st.integers(min_value=0, max_value=2**16))
    def play_to_the_end(self, seed: int) -> None:
        assert self.state is not None
        if self.state.is_over:
            self._another_game(seed)
        rng = random.Random(seed)
        state = self.state
        for _ in range(20_000):
            if state.is_over:
                break
            move = random_move(state, rng, 0.2)
            after = bohnanza.apply(state, move)
            assert_conserved(after)
            self._check_step(state, after, move)
            state = after
        assert state.is_over, "the game did not end"
        result = bohnanza.outcome(state)
        assert result is not None and result.winners
        self.state = state

    @invariant()
    def cards_are_conserved(self) -> None:
        if self.state is not None:
            assert_conserved(self.state)

    @invariant()
    def seat_listings_are_the_full_listing_split_by_seat(self) -> None:
        """legal_actions(s, seat) is the seat's part of legal_actions(s), in the same order
        (negotiations included), and membership agrees both ways on a sample."""
        s = self.state
        if s is None:
            return
        full = bohnanza.legal_actions(s)
        basic = list(full.basic)
        negotiations = full.negotiations
        small = len(negotiations) <= 300
        every = list(negotiations) if small else []
        rng = random.Random(len(negotiations) * 31 + s.turn)
        sample = basic + (every if small else [negotiations.sample(rng) for _ in range(40)])
        total = 0
        for seat in range(len(s.players)):
            mine = bohnanza.legal_actions(s, seat)
            assert list(mine.basic) == [m for m in basic if m.seat == seat], f"seat {seat}"
            total += len(mine.negotiations)
            if small:
                assert list(mine.negotiations) == [m for m in every if m.seat == seat]
            else:
                count = len(mine.negotiations)
                for i in [rng.randrange(count) for _ in range(10)] if count else []:
                    m = mine.negotiations[i]
                    assert m.seat == seat and m in full, f"seat {seat} lists {m}"
            assert len(mine) == len(mine.basic) + len(mine.negotiations)
            if len(mine):
                n = len(mine.negotiations)
                first = mine.basic[0] if mine.basic else mine.negotiations[0]
                last = mine.negotiations[n - 1] if n else mine.basic[-1]
                assert mine[0] == first and mine[-1] == last == mine[len(mine) - 1]
            for m in sample:
                assert (m in mine) == (m.seat == seat), f"{m} in seat {seat}'s listing"
        assert total == len(negotiations), "the seats' negotiations do not add up"

    @invariant()
    def one_variety_per_field_and_field_counts(self) -> None:
        if self.state is None:
            return
        rules = self.state.rules
        for p in self.state.players:
            allowed = 3 if (rules.third_field == "start" or p.bought_field) else 2
            assert len(p.fields) == allowed
            for f in p.fields:
                assert len({c.variety for c in f}) <= 1

    @invariant()
    def zones_fit_the_step(self) -> None:
        s = self.state
        if s is None:
            return
        if s.step not in (Step.TRADE, Step.DUEL_DRAW):
            assert s.face_up == ()
        if not s.rules.duel:
            assert s.offer == ()
            if s.rules.third_field_payment != "box":
                assert s.box == ()
        if s.step is Step.PLANT:
            assert all(not p.set_aside for p in s.players)
        if s.is_over:
            assert bohnanza.outcome(s) is not None
            assert all(not f for p in s.players for f in p.fields)
            assert len(bohnanza.legal_actions(s)) == 0
        else:
            assert bohnanza.outcome(s) is None
            # deck.empty-discard: an empty deck has been counted (it ran out when the discard
            # pile was empty, and is formed anew when a card is needed), or the game is ending.
            assert len(s.deck) > 0 or s.exhaustions >= 1 or s.ending


#: Examples per profile: the bare `nox` run uses `ci`; `nox -s stateful` uses `nightly`.
EXAMPLES = {"dev": 15, "ci": 60, "nightly": 1500}

TestGame = GameMachine.TestCase
TestGame.settings = settings(
    stateful_step_count=50,
    max_examples=EXAMPLES.get(os.environ.get("HYPOTHESIS_PROFILE", "dev"), 30),
)
