"""A stateful machine for Ladybohn (001): random plays of the ladybohn preset, with the
shipped sheet or a user's, and the laws of the text checked after every move.

After every move: each of the 110 cards is in exactly one zone (coins the Gartenbohne miss
took off the discard pile and the deck included); a field holds one family; at most two
third fields are bought; a baby is owed only in step 2 and, while one is, only plantings
of owed babies are legal; the move left its input as it was; the position survives the
JSON form.  Near misses that the referee refuses carry a rule id of 001, and ``apply``
refuses them with the same rule.
"""

from __future__ import annotations

import os
import random
import warnings
from pathlib import Path

from hypothesis import note, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

import bohnanza
from bohnanza import GameState, IllegalActionError, Plant, ProvisionalDataWarning, Step
from bohnanza.bots import random_move
from bohnanza.conformance.probes import near_misses
from bohnanza.position import from_json, to_json
from tests.helpers import assert_invariants

SHEET = Path(__file__).resolve().parent.parent / "data" / "ladybohn-test-sheet.toml"


class LadybohnMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.state: GameState | None = None
        self.sheet: Path | None = None
        self.players = 3

    def _new(self, seed: int) -> GameState:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ProvisionalDataWarning)
            return bohnanza.new_game("ladybohn", self.players, seed=seed, sheet=self.sheet)

    @initialize(
        players=st.sampled_from([3, 4, 5]),
        seed=st.integers(0, 2**32),
        own_sheet=st.booleans(),
    )
    def start(self, players: int, seed: int, own_sheet: bool) -> None:
        self.players = players
        self.sheet = SHEET if own_sheet else None
        self.state = self._new(seed)
        note(f"ladybohn {players} players seed {seed} sheet {self.sheet}")

    @rule(
        seed=st.integers(0, 2**32),
        trades=st.sampled_from([0.0, 0.3, 0.8]),
        count=st.integers(1, 40),
    )
    def play(self, seed: int, trades: float, count: int) -> None:
        assert self.state is not None
        rng = random.Random(seed)
        for _ in range(count):
            if self.state.is_over:
                self.state = self._new(seed)
                return
            before = self.state
            key = before._key()
            move = random_move(before, rng, trades)
            after = bohnanza.apply(before, move)
            assert before._key() == key, "apply changed its input"
            assert_invariants(after, before)
            assert sum(p.bought_field for p in after.players) <= 2  # 001/field3.supply
            if after.owed_ids:
                # 001/lady.baby-trade: an owed baby is planted before anything else.
                assert after.step is Step.TRADE
                legal = bohnanza.legal_actions(after).basic
                assert legal and all(
                    isinstance(m, Plant) and m.card in after.owed_ids for m in legal
                )
            self.state = after

    @rule()
    def near_misses_are_refused_by_a_rule_of_001(self) -> None:
        assert self.state is not None
        for move in near_misses(self.state):
            refusal = bohnanza.check(self.state, move)
            if not isinstance(refusal, IllegalActionError):
                continue
            assert refusal.rule.startswith("001/"), refusal.rule
            try:
                bohnanza.apply(self.state, move)
            except IllegalActionError as raised:
                assert raised.rule == refusal.rule
            else:
                raise AssertionError(f"apply took {move}, which check refuses")

    @invariant()
    def the_position_survives_its_json_form(self) -> None:
        if self.state is None:
            return
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", ProvisionalDataWarning)
            back = from_json(to_json(self.state))
        assert back == self.state and back.table == self.state.table

    @invariant()
    def a_finished_game_has_an_outcome(self) -> None:
        if self.state is not None and self.state.is_over:
            assert bohnanza.outcome(self.state) is not None


#: Examples per profile, as tests/stateful/test_machine.py.
EXAMPLES = {"dev": 8, "ci": 25, "nightly": 500}

TestLadybohn = LadybohnMachine.TestCase
TestLadybohn.settings = settings(
    stateful_step_count=30,
    max_examples=EXAMPLES.get(os.environ.get("HYPOTHESIS_PROFILE", "dev"), 15),
)
