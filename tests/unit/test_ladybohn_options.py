"""Ladybohn's readings selected by rule options (decisions ladybohn.*): each is refused
without Ladybohn's mechanics, 001's contradicted readings are refused for Ladybohn, and games
under every other reading list only moves the referee accepts and reach their end."""

from __future__ import annotations

import random
import re
import warnings
from typing import Any

import pytest

import bohnanza
from bohnanza import InvalidSetupError, Step
from bohnanza.bots import random_move
from bohnanza.editions import LADYBOHN_OPTIONS, OPTION_VALUES
from bohnanza.referee import basic_moves
from bohnanza.rules.trading import random_negotiation


def _lady(players: int = 4, **options: Any) -> bohnanza.GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        return bohnanza.new_game("ladybohn", players, seed=options.pop("seed", 1), **options)


@pytest.mark.parametrize("option", sorted(LADYBOHN_OPTIONS))
def test_a_ladybohn_reading_is_refused_without_ladybohn(option: str) -> None:
    default, *others = OPTION_VALUES[option]
    plain: dict[str, Any] = {option: default}
    assert bohnanza.new_game("rio-grande-2000", 4, seed=1, **plain)
    for value in others:
        lady: dict[str, Any] = {option: value}
        with pytest.raises(InvalidSetupError, match=re.escape(LADYBOHN_OPTIONS[option])):
            bohnanza.new_game("rio-grande-2000", 4, seed=1, **lady)


def test_readings_001_contradicts_are_refused_naming_their_decision() -> None:
    with pytest.raises(InvalidSetupError, match=r"ladybohn\.coin-cards"):
        _lady(coin_cards="bottom")
    for matching, same in (("may", "must-prevails"), ("must", "same-field-optional")):
        with pytest.raises(InvalidSetupError, match=r"ladybohn\.second-plant-field"):
            _lady(second_plant_field="other-field", matching_field=matching, step1_same_field=same)
    assert _lady(second_plant_field="other-field", matching_field="unique")


#: Every reading that is not the preset's, all at once, and each on its own.
_OTHERS: dict[str, str] = {
    option: next(v for v in OPTION_VALUES[option] if v != str(getattr(_lady().table.rules, option)))
    for option in LADYBOHN_OPTIONS
}


@pytest.mark.parametrize(
    "options",
    [_OTHERS, *({key: value} for key, value in _OTHERS.items())],
    ids=["all", *_OTHERS],
)
def test_games_under_the_other_readings_list_only_legal_moves_and_end(
    options: dict[str, str],
) -> None:
    for seed in range(3):
        rng = random.Random(seed)
        state = _lady(4 + seed % 2, seed=seed, **options)
        for count in range(3000):
            if state.step is Step.OVER:
                break
            if count % 3 == 0:
                for move in basic_moves(state):
                    assert bohnanza.check(state, move) is None, (options, move)
                agreed = random_negotiation(state, rng)
                if agreed is not None:
                    assert bohnanza.check(state, agreed) is None, (options, agreed)
            state = bohnanza.apply(state, random_move(state, rng, 0.3))
        assert state.step is Step.OVER, (options, seed)


def test_the_provisional_sheet_pays_nothing_for_one_card() -> None:
    """Decision ladybohn.single-card-sale: invented numbers never price a lone card, but
    for the Gartenbohne miss, who pays more coins than cards (001/harvest.garden-miss)."""
    deck = _lady().table.edition.deck
    paying = [str(c) for c in deck.cards if c.beanometer.payout(1)]
    assert paying == [str(c) for c in deck.cards if c.kind == "miss" and c.variety.key == "garden"]


def test_deck_orders_as_data_are_refused_where_a_deck_follows_no_exhaustion() -> None:
    from bohnanza.chance import DeckOrders

    with pytest.raises(InvalidSetupError, match=r"ladybohn\.garden-miss-deck"):
        _lady(garden_miss_deck="not-a-draw", shuffle=DeckOrders(()))
    assert _lady(shuffle=DeckOrders(()))
