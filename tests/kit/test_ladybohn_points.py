"""Issue 36: Ladybohn's open points that the runner now recognises by replaying the move
under another reading (``bohnanza.conformance.openpoints``): the beanometer counting the
cards under the top card, the single-card rule at the final harvest, the Gartenbohne miss
paid from her own field, and the game over the moment her sale runs the deck out for the
last time.  Each is recognised only when the engine's whole position is the rebuilt one:
one part more that differs and it is a rule break."""

from __future__ import annotations

import copy
import itertools
import warnings
from typing import Any

import bohnanza
from bohnanza import Harvest, Plant, ProvisionalDataWarning, Step, apply, compose
from bohnanza.actions import Action
from bohnanza.conformance.compare import compare_positions
from bohnanza.conformance.openpoints import open_point
from bohnanza.conformance.runner import game_line
from bohnanza.position import to_dict
from bohnanza.rules.ending import game_over
from bohnanza.state import PLANT_RECEIVED, GameState
from tests.kit.wrong_engines import (
    CountUnderTop,
    GardenFieldFirst,
    ProtectedFinalHarvest,
    _final_harvest,
)

Json = dict[str, Any]


def _harvests(seed: int, garden: bool) -> list[tuple[GameState, Harvest, GameState]]:
    """The harvests of the runner's Ladybohn game at 3 players (those of a field with the
    Gartenbohne miss on top, or the others)."""
    found = []
    for before, after in itertools.pairwise(game_line("ladybohn", 3, seed)):
        for move in bohnanza.legal_actions(before).basic:
            if isinstance(move, Harvest) and apply(before, move) == after:
                field = before.players[move.seat].field_ids[move.field]
                if (field[-1] == before.table.garden_miss) == garden:
                    found.append((before, move, after))
    return found


def _end(seed: int) -> tuple[GameState, Action, GameState, GameState]:
    """The last move of the runner's game, its end, and the position the referee's final
    harvest started from, built by hand: the game ends on a step-3 planting of a card set
    aside, then the step-4 draw runs the deck out; the fields are those before it with that
    card planted, the coins and the discard pile those before it.  Checked: the referee's
    own final harvest of it gives its end exactly."""
    states = game_line("ladybohn", 3, seed)
    before, after = states[-2], states[-1]
    move = next(m for m in bohnanza.legal_actions(before).basic if apply(before, m) == after)
    assert isinstance(move, Plant) and before.step_id == PLANT_RECEIVED and not move.steps
    cards = before.table.cards
    players = list(after.players)
    for seat, player in enumerate(before.players):
        fields = [tuple(cards[c] for c in f) for f in player.field_ids]
        if seat == move.seat:
            fields[move.field] += (cards[move.card],)
        players[seat] = players[seat].replace(fields=tuple(fields), coins=player.coins)
    start = after.replace(players=tuple(players), discard=before.discard)
    assert game_over(start) == after
    return before, move, after, start


def _coin_more(doc: Json, seat: int) -> Json:
    """``doc`` with the discard pile's top card as one coin more of ``seat``."""
    worse = copy.deepcopy(doc)
    worse["seats"][seat]["coins"].append(worse["discard"].pop())
    return worse


def test_a_sale_priced_for_the_cards_under_the_top_card_is_the_beanometer_count_point() -> None:
    engine = CountUnderTop()
    differing = 0
    for before, move, after in _harvests(3, garden=False) + _harvests(3, garden=True):
        theirs = to_dict(engine.transition(before, move))
        if not compare_positions(theirs, to_dict(after)):
            continue  # the same price either way
        differing += 1
        assert open_point(before, move, after, theirs) == "ladybohn.beanometer-count"
        # A coin more: a break.
        assert open_point(before, move, after, _coin_more(theirs, move.seat)) is None
    assert differing >= 5


def test_single_cards_the_rule_protects_left_at_the_end_are_the_final_harvest_point() -> None:
    before, move, after, start = _end(1)
    theirs = to_dict(_final_harvest(start, True, False))
    assert compare_positions(theirs, to_dict(after))
    assert open_point(before, move, after, theirs) == "ladybohn.final-harvest"
    # The planted engine ends the game so, its final harvest's start built by itself.
    assert not compare_positions(to_dict(ProtectedFinalHarvest().transition(before, move)), theirs)
    # Every single card left, also those of a player whose fields all hold one card
    # (the rule lets them be sold): a break.
    every = to_dict(after)
    for seat, player in enumerate(start.players):
        for f, field in enumerate(player.field_ids):
            if len(field) == 1:
                ids = [c["id"] for c in every["discard"]]
                card = every["discard"].pop(ids.index(field[0]))
                every["seats"][seat]["fields"][f] = [card]
    assert all(len(f) == 1 for f in start.players[0].field_ids)
    assert open_point(before, move, after, every) is None


def test_a_gartenbohne_miss_paid_from_her_own_field_is_the_garden_miss_point() -> None:
    sales = _harvests(54, garden=True)
    assert sales
    for before, move, after in sales:
        theirs = to_dict(GardenFieldFirst().transition(before, move))
        assert compare_positions(theirs, to_dict(after))
        assert open_point(before, move, after, theirs) == "ladybohn.garden-miss"
        assert open_point(before, move, after, _coin_more(theirs, move.seat)) is None
    # At the end too (seed 54: her field with her on top).
    last, end, over, start = _end(54)
    theirs = to_dict(_final_harvest(start, False, True))
    assert compare_positions(theirs, to_dict(over))
    assert open_point(last, end, over, theirs) == "ladybohn.garden-miss"
    assert not compare_positions(to_dict(GardenFieldFirst().transition(last, end)), theirs)
    # An ordinary sale is never this point.
    before, move, after = _harvests(54, garden=False)[0]
    theirs = _coin_more(to_dict(after), move.seat)
    assert open_point(before, move, after, theirs) is None


def test_the_game_over_when_her_sale_runs_the_deck_out_last_is_the_end_point() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        before = compose(
            "ladybohn",
            3,
            step=Step.PLANT,
            hands={0: ["Blaue Bohne"]},
            fields={0: [["Gartenbohne", "Gartenbohne miss"], ["Saubohne", "Saubohne"]]},
            discard=["Sojabohne"],
            deck=["Feuerbohne"],
            exhaustions=2,
        )
    move = Harvest(0, 0)
    after = apply(before, move)
    # The referee plays on to the end of phase 3; the other reading ends the game now.
    assert after.ending and not after.is_over
    theirs = to_dict(game_over(after))
    assert open_point(before, move, after, theirs) == "ladybohn.end"
    # Over at once but the active player's hand card planted as well: a break.
    worse = copy.deepcopy(theirs)
    worse["seats"][0]["fields"][0] = worse["seats"][0]["hand"]
    worse["seats"][0]["hand"] = []
    assert open_point(before, move, after, worse) is None
    # The same sale where the deck is not run out for the last time: no such point.
    assert before.replace(exhaustions=1) != before
    early = before.replace(exhaustions=1)
    assert open_point(early, move, apply(early, move), theirs) is None
