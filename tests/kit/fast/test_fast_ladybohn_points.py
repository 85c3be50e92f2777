"""Ladybohn's open points that the kit rebuilds by selling again (``bohnanza.conformance.
openpoints``), each function held to what its docstring promises, in process: a beanometer
read for the cards under the top card (``ladybohn.beanometer-count``), the final harvest's
start and the final harvest sold another way (``ladybohn.final-harvest``,
``ladybohn.garden-miss``), the Gartenbohne miss paid from her own field, and the game over
at her sale's last exhaustion (``ladybohn.end``).  The whole-kit tests of the same points,
through the planted engines, are ``tests/kit/test_ladybohn_points.py``."""

from __future__ import annotations

import warnings

import pytest

from bohnanza import ProvisionalDataWarning, Step, compose
from bohnanza.actions import Action, EndPlanting, EndTrading, Harvest, Plant
from bohnanza.chance import DeckOrders
from bohnanza.conformance.compare import compare_positions
from bohnanza.conformance.openpoints import (
    RECOGNISED,
    _before_final_harvest,
    _count_under_top,
    _final_harvest_as,
    _garden_end_at_once,
    _garden_field_first,
    _garden_from_field,
    _protected_at_end,
    _sell_all,
    _under_top_table,
    alternatives,
    open_point,
)
from bohnanza.conformance.runner import game_line
from bohnanza.listing import legal_actions
from bohnanza.position import to_dict
from bohnanza.referee import apply
from bohnanza.rules.ending import game_over
from bohnanza.setup import new_game
from bohnanza.state import PLANT_RECEIVED, GameState

DECK = ["Saubohne", "Blaue Bohne"]
POINTS = ("ladybohn.beanometer-count", "ladybohn.final-harvest", "ladybohn.garden-miss",
          "ladybohn.end")  # fmt: skip


def _lady(**given: object) -> GameState:
    """A composed Ladybohn position at 3 players (the provisional sheet, its warning kept
    quiet)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        return compose("ladybohn", 3, **given)  # type: ignore[arg-type]


def _ids(doc: object, *path: str | int) -> list[int]:
    """The card ids of a position document's zone at ``path`` (``"seats", 0, "coins"``)."""
    for key in path:
        doc = doc[key]  # type: ignore[index]
    assert isinstance(doc, list)
    return [card["id"] for card in doc]


def _end(seed: int) -> tuple[GameState, Action, GameState, GameState]:
    """The runner's Ladybohn game at 3 players: its last move, its end, and the position its
    final harvest started from, built by hand (the step-3 planting that ends the game, its
    card on its field; coins and discard pile as before it)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        states = game_line("ladybohn", 3, seed)
    before, after = states[-2], states[-1]
    move = next(m for m in legal_actions(before).basic if apply(before, m) == after)
    assert isinstance(move, Plant) and before.step_id == PLANT_RECEIVED and not move.steps
    cards = before.table.cards
    players = list(after.players)
    for seat, player in enumerate(before.players):
        fields = [tuple(cards[c] for c in f) for f in player.field_ids]
        if seat == move.seat:
            fields[move.field] += (cards[move.card],)
        players[seat] = players[seat].replace(fields=tuple(fields), coins=player.coins)
    return before, move, after, after.replace(players=tuple(players), discard=before.discard)


def test_the_four_points_are_recognised_and_described() -> None:
    for point in POINTS:
        assert RECOGNISED[point].startswith("a position: ")


def test_under_top_reads_every_beanometer_for_one_card_fewer() -> None:
    table = _lady().table
    shifted = _under_top_table(table)
    assert _under_top_table(table) is shifted  # the same table each time
    assert (shifted.rules, shifted.names, shifted.seed, shifted.shuffle) == (
        table.rules, table.names, table.seed, table.shuffle)  # fmt: skip
    for card in range(len(table.cards)):
        assert shifted.pays[card][0] == 0
        assert shifted.pays[card][1:20] == table.pays[card][:19]
    # The sheet's prices differ from one count to the next for some card: not a no-op.
    assert shifted.pays != table.pays


def test_a_sale_under_top_is_priced_for_the_cards_under_its_top_card() -> None:
    # Three red misters pay 2 coins; read for the two under the top card, 1.
    before = _lady(step=Step.PLANT, hands={0: ["Blaue Bohne"]},
                   fields={0: [["Rote Bohne"] * 3, []]})  # fmt: skip
    move = Harvest(0, 0)
    after = apply(before, move)
    red = before.players[0].field_ids[0]
    assert after.players[0].coin_ids == red[1:]
    (alt,) = _count_under_top(before, move, after)
    assert _ids(alt, "seats", 0, "coins") == [red[2]]
    assert _ids(alt, "discard") == list(red[:2])
    # Not a sale and not the game's end: nothing to replay.
    plant = Plant(0, before.players[0].hand_ids[0], 1)
    assert _count_under_top(before, plant, apply(before, plant)) == []
    # Not Ladybohn: nothing.
    other = new_game("rio-grande-2000", 3, seed=1)
    assert _count_under_top(other, EndTrading(0), other) == []


def test_her_coins_from_her_own_field_first_then_the_discard_pile_then_the_deck() -> None:
    state = _lady(step=Step.PLANT, hands={0: ["Blaue Bohne"]},
                  fields={0: [["Gartenbohne", "Gartenbohne miss"]]},
                  discard=["Sojabohne", "Feuerbohne"], deck=DECK)  # fmt: skip
    table = state.table
    field = state.players[0].field_ids[0]
    soy, fire = state.discard_ids
    deck = state.stack_ids[state.drawn :]
    assert table.pays[field[-1]][2] == 3 and table.pays[field[-1]][1] == 2
    # Two cards, three coins: her field, then the discard pile's top card.
    assert _garden_field_first(table, field, (soy, fire), deck) == ((*field, fire), (soy,), 0)
    # Herself alone, two coins.
    assert _garden_field_first(table, field[1:], (soy, fire), deck) == ((field[1], fire), (soy,), 0)
    # No discard pile: the deck's top card.
    assert _garden_field_first(table, field, (), deck) == ((*field, deck[0]), (), 1)
    # One card short on the pile: the pile's card, then the deck's.
    assert _garden_field_first(table, field[1:] + (), (), deck) == ((field[1], deck[0]), (), 1)
    # A field she pays fewer coins than it holds: the top cards, as any sale.
    long = tuple(range(20, 30)) + (field[-1],)
    due = table.pays[field[-1]][len(long)]
    assert due < len(long)
    assert _garden_field_first(table, long, (soy,), deck) == (
        long[len(long) - due :], (soy, *long[: len(long) - due]), 0)  # fmt: skip


def test_her_sale_during_play_paid_from_her_field_first_is_the_garden_miss_point() -> None:
    before = _lady(step=Step.PLANT, hands={0: ["Blaue Bohne"]},
                   fields={0: [["Gartenbohne", "Gartenbohne miss"], ["Saubohne", "Saubohne"]]},
                   discard=["Sojabohne", "Feuerbohne"], deck=DECK)  # fmt: skip
    move = Harvest(0, 0)
    after = apply(before, move)
    field = before.players[0].field_ids[0]
    soy, fire = before.discard_ids
    (alt,) = _garden_from_field(before, move, after)
    assert _ids(alt, "seats", 0, "coins") == [*field, fire]
    assert _ids(alt, "discard") == [soy]
    assert _ids(alt, "deck") == list(before.stack_ids[before.drawn :])
    # The referee took her third coin from the deck; everything else is its position.
    assert after.stack_ids[after.drawn :] == before.stack_ids[before.drawn + 1 :]
    mine = to_dict(after)
    assert {k for k in mine if mine[k] != alt[k]} == {"seats", "discard", "deck"}
    assert alt["seats"] != mine["seats"]
    assert [alt["seats"][k] == mine["seats"][k] for k in range(3)] == [False, True, True]  # type: ignore[index]
    assert ("ladybohn.garden-miss", alt) in alternatives(before, move, after)
    # Another field's sale: not her point.
    other = Harvest(0, 1)
    assert _garden_from_field(before, other, apply(before, other)) == []


def test_her_sale_that_runs_the_deck_out_is_not_rebuilt_during_play() -> None:
    before = _lady(step=Step.PLANT, hands={0: ["Blaue Bohne"]},
                   fields={0: [["Gartenbohne", "Gartenbohne miss"], ["Saubohne", "Saubohne"]]},
                   discard=["Sojabohne"], deck=["Feuerbohne"], exhaustions=1)  # fmt: skip
    move = Harvest(0, 0)
    after = apply(before, move)
    assert after.exhaustions == 2
    assert _garden_from_field(before, move, after) == []


def test_the_game_over_at_once_when_her_sale_runs_the_deck_out_for_the_last_time() -> None:
    before = _lady(step=Step.PLANT, hands={0: ["Blaue Bohne"]},
                   fields={0: [["Gartenbohne", "Gartenbohne miss"], ["Saubohne", "Saubohne"]]},
                   discard=["Sojabohne"], deck=["Feuerbohne"], exhaustions=2)  # fmt: skip
    move = Harvest(0, 0)
    after = apply(before, move)
    assert after.ending and not after.is_over
    assert _garden_end_at_once(before, move, after) == [to_dict(game_over(after))]
    # Another sale, or the game already ending before it: no such point.
    other = Harvest(0, 1)
    assert _garden_end_at_once(before, other, apply(before, other)) == []
    assert _garden_end_at_once(after, other, apply(after, other)) == []
    # The deck run out for the last time by step 2's face-up cards, not by her sale: the
    # game ends after step 3 in every reading, no such point.
    planted = _lady(step=Step.PLANT, hands={0: ["Blaue Bohne"]}, planted=1,
                    fields={0: [["Blaue Bohne"], []]}, deck=["Feuerbohne"],
                    exhaustions=2)  # fmt: skip
    end = EndPlanting(0)
    ending = apply(planted, end)
    assert ending.ending and not ending.is_over
    assert _garden_end_at_once(planted, end, ending) == []


@pytest.mark.parametrize("seed", [1, 5])
def test_the_final_harvest_s_start_is_rebuilt_exactly(seed: int) -> None:
    before, move, after, start = _end(seed)
    assert game_over(start) == after  # the hand-built start: the referee's own end
    rebuilt = _before_final_harvest(before, move, after)
    assert rebuilt is not None
    assert rebuilt == start
    # Deck orders given as data (an engine's table): no order for the deck the game's end
    # never forms, and still the same start.
    orders = before.table.with_shuffle(DeckOrders((None,) * 3).bound(before.table.edition.deck))
    given = _before_final_harvest(before.replace(table=orders), move, after.replace(table=orders))
    assert given is not None and given.replace(table=start.table) == start
    # Not the move that ends the game, or an end the referee's harvest does not give: None.
    assert _before_final_harvest(before, move, before) is None
    assert _before_final_harvest(after, move, after) is None
    worse = after.replace(discard=after.discard[:-1])
    assert _before_final_harvest(before, move, worse) is None


def test_the_final_harvest_read_for_the_cards_under_the_top_card() -> None:
    # Seed 3: a field at the end sells for less read so; the move replayed on that table.
    before, move, after, _ = _end(3)
    (under,) = _count_under_top(before, move, after)
    assert under == to_dict(apply(before.replace(table=_under_top_table(before.table)), move))
    assert compare_positions(under, to_dict(after))
    coins = [len(_ids(under, "seats", k, "coins")) for k in range(3)]
    assert sum(coins) < sum(len(p.coin_ids) for p in after.players)


@pytest.mark.parametrize("seed", [1, 3, 5])
def test_the_final_harvest_sold_the_referee_s_way_is_the_referee_s_end(seed: int) -> None:
    _, _, after, start = _end(seed)
    assert _sell_all(start, False, False) == after


def test_single_cards_the_rule_protects_stay_unsold_at_the_end() -> None:
    before, move, after, start = _end(1)
    protected = _sell_all(start, True, False)
    assert protected is not None
    table = start.table
    for mine, theirs, first in zip(after.players, protected.players, start.players, strict=True):
        sizes = tuple(map(len, first.field_ids))
        for f, field in enumerate(first.field_ids):
            kept = len(field) == 1 and not all(n == 1 for n in sizes)
            assert theirs.field_ids[f] == (field if kept else ())
        assert len(theirs.coin_ids) <= len(mine.coin_ids)
    assert table.rules.protection == "all-fields"
    # Seed 1: seat 0 holds three single cards, which the rule lets be sold.
    assert all(len(f) == 1 for f in start.players[0].field_ids)
    assert protected.players[0] == after.players[0]
    assert _final_harvest_as(before, move, after, True, False) == [to_dict(protected)]
    assert _protected_at_end(before, move, after) == [to_dict(protected)]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)  # the other points' replays
        assert open_point(before, move, after, to_dict(protected)) == "ladybohn.final-harvest"


def test_the_final_harvest_read_another_way_only_where_it_sells_otherwise() -> None:
    # Seed 1 holds no Gartenbohne miss on top at the end: field-first sells the same.
    before, move, after, start = _end(1)
    garden = start.table.garden_miss
    assert all(not f or f[-1] != garden for p in start.players for f in p.field_ids)
    assert _final_harvest_as(before, move, after, False, True) == []
    # Seed 54 does: her field pays from itself first.
    before, move, after, start = _end(54)
    (alt,) = _final_harvest_as(before, move, after, False, True)
    assert compare_positions(alt, to_dict(after))
    ((seat, field),) = [(k, f) for k, p in enumerate(start.players) for f in p.field_ids
                        if f and f[-1] == garden]  # fmt: skip
    coins = _ids(alt, "seats", seat, "coins")
    first = len(start.players[seat].coin_ids)
    assert coins[first : first + len(field)] == list(field)
    # Not Ladybohn: nothing.
    other = new_game("rio-grande-2000", 3, seed=1)
    assert _final_harvest_as(other, EndTrading(0), other, True, False) == []
