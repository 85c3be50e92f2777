"""Two breaks in one move are two findings (``bohnanza.conformance.split``): the parts of a
position that differ, grouped by the cards that moved between them and by who moves next,
each group under the clause of the transition that made it (docs/conformance.md, "Two
breaks in one move").  Positions are built here by hand from the referee's own, so each
test names exactly which parts differ and how."""

from __future__ import annotations

import copy
from typing import Any

from bohnanza.actions import Action
from bohnanza.conformance.attribution import state_rule
from bohnanza.conformance.compare import Model, compare_positions
from bohnanza.conformance.runner import game_line
from bohnanza.conformance.split import causes, explains_part
from bohnanza.listing import legal_actions
from bohnanza.position import to_dict
from bohnanza.referee import apply
from bohnanza.state import GameState

Json = dict[str, Any]


def _turn_end(players: int = 3) -> tuple[GameState, Action, GameState]:
    """The first move of the runner's game 1 that ends a turn with a draw of three cards
    and no reshuffle: the state before it, the move, the state after it."""
    for state in game_line("rio-grande-2000", players, 1):
        for move in legal_actions(state).basic:
            after = apply(state, move)
            seat = state.active
            drawn = len(after.players[seat].hand_ids) - len(state.players[seat].hand_ids)
            if (
                after.turn != state.turn
                and drawn == 3
                and after.exhaustions == state.exhaustions
                and not after.ending
            ):
                return state, move, after
    raise AssertionError("no turn end in game 1")  # pragma: no cover


def _positions() -> tuple[GameState, Action, GameState, Json, Json]:
    before, move, after = _turn_end()
    mine = to_dict(after)
    return before, move, after, mine, copy.deepcopy(mine)


def test_a_card_left_on_the_deck_and_a_wrong_next_player_are_two_causes_in_diff_order() -> None:
    before, move, after, mine, theirs = _positions()
    seat = before.active
    theirs["active"] = (seat - 1) % 3
    theirs["deck"].insert(0, theirs["seats"][seat]["hand"].pop())
    diffs = compare_positions(mine, theirs)
    hand = f"seats[{seat}].hand"
    assert diffs == ["active", "deck", hand]
    found = causes(before, move, after, diffs, mine, theirs, Model())
    # The cards first (the groups in the order they were met), then who moves next.
    assert found == [["deck", hand], ["active"]]
    assert state_rule(before, move, after, ["deck", hand], theirs) == "002/step4.draw"
    assert state_rule(before, move, after, ["active"], theirs) == "002/turn.next-player"
    # The parts keep the order of the differences given, whatever it is.
    reordered = [hand, "active", "deck"]
    assert causes(before, move, after, reordered, mine, theirs, Model()) == [
        [hand, "deck"],
        ["active"],
    ]


def test_one_part_or_one_cause_is_never_split() -> None:
    before, move, after, mine, theirs = _positions()
    seat = before.active
    theirs["deck"].insert(0, theirs["seats"][seat]["hand"].pop())
    hand = f"seats[{seat}].hand"
    assert causes(before, move, after, ["deck", hand], mine, theirs, Model()) == [["deck", hand]]
    theirs["active"] = (seat - 1) % 3
    assert causes(before, move, after, ["active"], mine, theirs, Model()) == [["active"]]
    assert causes(before, move, after, [], mine, theirs, Model()) == [[]]


def test_a_part_that_ties_every_cause_together_keeps_the_difference_whole() -> None:
    before, move, after, mine, theirs = _positions()
    seat = before.active
    theirs["active"] = (seat - 1) % 3
    theirs["deck"].insert(0, theirs["seats"][seat]["hand"].pop())
    hand = f"seats[{seat}].hand"
    for tie in ("step", "exhaustions", "ending", "seats[0].name"):
        diffs = ["active", "deck", hand, tie]
        assert causes(before, move, after, diffs, mine, theirs, Model()) == [diffs], tie


def test_zones_that_share_a_moved_card_are_one_cause_even_through_a_third() -> None:
    before, move, after, mine, theirs = _positions()
    seat = before.active
    hand = f"seats[{seat}].hand"
    # One card from the hand to the deck, one from the discard pile... the deck has both.
    theirs["deck"].insert(0, theirs["seats"][seat]["hand"].pop())
    theirs["discard"].append(theirs["deck"].pop())
    theirs["active"] = (seat - 1) % 3
    # Met in this order the hand and the discard pile share nothing until the deck comes.
    diffs = [hand, "discard", "deck", "active"]
    assert set(compare_positions(mine, theirs)) == set(diffs)
    assert causes(before, move, after, diffs, mine, theirs, Model()) == [
        [hand, "discard", "deck"],
        ["active"],
    ]


def test_a_zone_only_out_of_order_is_a_cause_of_its_own() -> None:
    before, move, after, mine, theirs = _positions()
    seat = before.active
    theirs["active"] = (seat - 1) % 3
    theirs["deck"].reverse()
    assert theirs["deck"] != mine["deck"]
    diffs = ["deck", "active"]
    assert compare_positions(mine, theirs) == ["active", "deck"]
    assert causes(before, move, after, diffs, mine, theirs, Model()) == [["deck"], ["active"]]


def test_causes_under_the_same_clause_are_one_finding() -> None:
    before, move, after, mine, theirs = _positions()
    seat = before.active
    hand = f"seats[{seat}].hand"
    # The deck and the hand each only out of order: two groups of cards, one clause (the
    # draw), so one finding, in the order given.
    theirs["deck"].reverse()
    theirs["seats"][seat]["hand"].reverse()
    diffs = compare_positions(mine, theirs)
    assert diffs == ["deck", hand]
    assert causes(before, move, after, diffs, mine, theirs, Model()) == [diffs]
    # With the next player wrong too, the two card groups still share a clause.
    theirs["active"] = (seat - 1) % 3
    diffs = [hand, "active", "deck"]
    assert causes(before, move, after, diffs, mine, theirs, Model()) == [
        [hand, "deck"],
        ["active"],
    ]


def test_without_card_identity_the_moved_cards_are_varieties() -> None:
    before, move, after, mine, theirs = _positions()
    seat = before.active
    hand = f"seats[{seat}].hand"
    theirs["deck"].insert(0, theirs["seats"][seat]["hand"].pop())
    theirs["active"] = (seat - 1) % 3
    model = Model(card_identity=False)
    diffs = ["active", "deck", hand]
    assert causes(before, move, after, diffs, mine, theirs, model) == [["deck", hand], ["active"]]


def test_an_other_reading_explains_a_part_only_if_it_agrees_there_and_adds_nothing() -> None:
    _, _, _, mine, theirs = _positions()
    theirs["active"] = (mine["active"] + 1) % 3
    theirs["deck"].reverse()
    diffs = compare_positions(mine, theirs)
    assert diffs == ["active", "deck"]
    model = Model()
    # A reading that gives the engine's next player: it explains "active"...
    alt = copy.deepcopy(mine)
    alt["active"] = theirs["active"]
    assert explains_part(alt, theirs, diffs, ["active"], model)
    # ...but not the deck, where it still differs.
    assert not explains_part(alt, theirs, diffs, ["deck"], model)
    # A reading that agrees everywhere explains any part.
    assert explains_part(copy.deepcopy(theirs), theirs, diffs, ["deck"], model)
    # One that agrees on the part but differs somewhere the referee did not explains nothing.
    worse = copy.deepcopy(alt)
    worse["turn"] = theirs["turn"] + 1
    assert not explains_part(worse, theirs, diffs, ["active"], model)
    # The referee's own position explains no part of its own difference.
    assert not explains_part(mine, theirs, diffs, ["active"], model)
