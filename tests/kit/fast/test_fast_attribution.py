"""Which rule decides a disagreement, and which readings explain it
(``bohnanza.conformance.attribution``); the moves the runner asks about
(``bohnanza.conformance.probes``).  docs/conformance.md, "The report": the clause the
referee's refusal cites for a move the engine allows; the clause that grants a legal move
where it is played for one it refuses; the clause of the transition for a position."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator

import pytest

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.catalogue import clause
from bohnanza.conformance.attribution import (
    candidates,
    explain,
    grant_rule,
    presets_with,
    refusal_rule,
    rule,
    state_rule,
    variant,
)
from bohnanza.conformance.probes import near_misses, negotiation_sample, refused_sample
from bohnanza.editions import OPTION_VALUES, edition, editions
from bohnanza.errors import BohnanzaError
from bohnanza.listing import legal_actions
from bohnanza.position import to_dict
from bohnanza.referee import apply, check
from bohnanza.seat import offer_moves
from bohnanza.setup import new_game
from bohnanza.state import PLANT, PLANT_RECEIVED, TRADE, GameState


def _walk(name: str = "rio-grande-2000", players: int = 3, seed: int = 1,
          trades: float = 0.5) -> Iterator[tuple[GameState, Action, GameState]]:  # fmt: skip
    """Every transition of a random game with trades, donations and offers."""
    rng = random.Random(seed)
    state = new_game(name, players, seed=seed)
    while not state.is_over:
        moves: list[Action] = list(legal_actions(state).basic)
        if state.step_id == TRADE and rng.random() < trades:
            moves += negotiation_sample(state, rng, 2)
            seat = rng.randrange(players)
            moves += offer_moves(state, seat, state.table.kind_keys)[:2]
        move = moves[rng.randrange(len(moves))]
        after = apply(state, move)
        yield state, move, after
        state = after


def test_the_first_key_the_rulebook_has_a_clause_for() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    assert rule(state, ("no.such", "harvest.coins", "step4.draw")) == "002/harvest.coins"
    assert rule(state, ("no.such", "other.none")) == "002/no.such"
    assert rule(state, ()) is None
    french = new_game("original-1997-fr-003", 3, seed=1)
    assert rule(french, ("trade.unequal",)) == "003/trade.unequal"


def test_a_refusal_is_the_clause_the_referee_cites() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    for move in near_misses(state):
        refusal = check(state, move)
        assert refusal_rule(state, move) == getattr(refusal, "rule", None)
    assert refusal_rule(state, legal_actions(state).basic[0]) is None


#: The clause granting each kind of legal move where it is played (docs/conformance.md).
def _expected(before: GameState, move: Action) -> set[str]:
    up = set(before.face_up_ids)
    if isinstance(move, Plant):
        if before.step_id == PLANT_RECEIVED:
            return {"step3.plant-all"}
        return {"step1.second-card"} if before.planted else {"step1.front-card"}
    if isinstance(move, EndPlanting):
        empty = not before.players[move.seat].hand_ids
        return {"step1.empty-hand"} if empty else {"step1.second-card"}
    if isinstance(move, Donate):
        return {"donate.active-cards"} if move.seat == before.active else {"donate.to-active"}
    if isinstance(move, Trade):
        unequal = len(move.gives) != len(move.takes) and not up & set(move.gives)
        return {"trade.unequal", "step2.trade-donate"} if unequal else {"trade.active-cards"}
    if isinstance(move, Offer):
        return {"donate.active-cards"} if up & set(move.gives) else {"trade.offer"}
    if isinstance(move, Accept):
        offer = next(o for o in before.offers if o.seat == move.offerer and o.to == move.seat)
        if up & set(move.cards):
            return {"trade.active-cards"}
        return {"donate.consent"} if not offer.asks and not offer.ask_coins else {"trade.accept"}
    return {
        Harvest: {"harvest.any-time"},
        BuyField: {"field3.any-time"},
        Keep: {"step2.keep"},
        EndTrading: {"step2.end"},
        Decline: {"trade.decline"},
        Withdraw: {"trade.withdraw"},
    }[type(move)]


@pytest.mark.parametrize(("name", "players", "seed"),
                         [("rio-grande-2000", 3, 1), ("rio-grande-2000", 4, 2)])  # fmt: skip
def test_a_legal_move_is_granted_by_its_own_clause_where_it_is_played(
    name: str, players: int, seed: int
) -> None:
    seen: set[str] = set()
    for before, move, _ in _walk(name, players, seed):
        found = grant_rule(before, move)
        assert found is not None and clause(found) is not None, (move, found)
        assert found.partition("/")[2] in _expected(before, move), (before.step_id, move, found)
        seen.add(type(move).__name__)
    assert {"Plant", "EndPlanting", "Keep", "EndTrading", "Offer", "Harvest"} <= seen


def test_the_clause_of_the_transition_that_made_the_part_that_differs() -> None:
    line = list(_walk("rio-grande-2000", 3, 1, trades=0.0))
    harvest = next(t for t in line if isinstance(t[1], Harvest) and not t[0].ending)
    before, move, after = harvest
    assert state_rule(before, move, after, ["seats[0].coins"], {}) == "002/harvest.coins"
    assert state_rule(before, move, after, ["discard"], {}) == "002/harvest.coins"
    turn = next(t for t in line if t[2].active != t[0].active and not t[2].ending
                and t[2].exhaustions == t[0].exhaustions)  # fmt: skip
    before, move, after = turn
    same: dict[str, object] = {"exhaustions": after.exhaustions}
    assert state_rule(before, move, after, ["active"], same) == "002/turn.next-player"
    assert state_rule(before, move, after, ["seats[0].hand"], same) == "002/step4.draw"
    assert state_rule(before, move, after, ["deck"], same) == "002/step4.draw"
    # An engine that counts another exhaustion than either position: the deck formed anew.
    other: dict[str, object] = {"exhaustions": after.exhaustions + 1}
    assert state_rule(before, move, after, ["deck"], other) == "002/deck.reshuffle"
    reshuffle = next(t for t in line if t[2].exhaustions > t[0].exhaustions and not t[2].ending)
    before, move, after = reshuffle
    assert state_rule(before, move, after, ["deck"], {}) == "002/deck.reshuffle"
    turned = next(t for t in line if t[2].step_id == TRADE and t[0].step_id != TRADE
                  and t[2].exhaustions == t[0].exhaustions)  # fmt: skip
    before, move, after = turned
    same = {"exhaustions": after.exhaustions}
    assert state_rule(before, move, after, ["face_up"], same) == "002/step2.face-up"
    end = next(t for t in line if isinstance(t[1], EndTrading) and t[0].face_up_ids
               and not t[2].ending)  # fmt: skip
    before, move, after = end
    same = {"exhaustions": after.exhaustions}
    assert state_rule(before, move, after, ["seats[0].set_aside"], same) == "002/step2.to-plant"
    last = line[-1]
    before, move, after = last
    assert after.is_over
    assert state_rule(before, move, after, ["seats[1].coins"], {"step": "over"}) == (
        "002/end.scoring"
    )
    # The engine's game goes on where the referee's ended: the end clause of its step.
    assert state_rule(before, move, after, ["step"], {"step": "plant"}) in (
        "002/end.step4",
        "002/end.step2",
    )


def test_every_reading_of_every_option_is_a_candidate() -> None:
    found = candidates()
    assert found == [(n, v) for n, values in OPTION_VALUES.items() for v in values]
    assert ("protection", "planted-fields") in found


def test_a_position_under_another_reading() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)
    other = variant(state, "protection", "planted-fields")
    assert other is not None and other.table.rules.protection == "planted-fields"
    assert other.players == state.players and other.stack_ids == state.stack_ids
    same = state.table.rules.protection
    assert variant(state, "protection", same) is None, "the same reading is no variant"
    assert variant(state, "protection", "nowhere") is None, "a reading that cannot be"


def test_the_presets_that_read_a_rule_so() -> None:
    for value in OPTION_VALUES["protection"]:
        found = presets_with("protection", value, 3)
        expected = [
            p for p in editions()
            if 3 in edition(p).player_counts and edition(p).rules(3).protection == value
        ]  # fmt: skip
        assert found == expected
    assert presets_with("protection", "all-fields", 99) == []


def test_the_readings_under_which_the_referee_agrees() -> None:
    state = new_game("rio-grande-2000", 3, seed=1)

    def packets(alt: GameState) -> bool:
        return alt.table.rules.deal_order == "packets"

    assert explain(state, packets) == (("deal_order", "packets"),)
    assert explain(state, packets, [("protection", "planted-fields")]) == ()
    assert explain(state, packets, [("deal_order", "packets"), ("deal_order", "x")]) == (
        ("deal_order", "packets"),
    )

    def refuses(alt: GameState) -> bool:
        raise BohnanzaError("no")

    assert explain(state, refuses) == (), "a reading the check cannot decide explains nothing"


def test_the_near_misses_asked_are_refused_by_a_rule() -> None:
    rng = random.Random(3)
    for before, _, _ in list(_walk("rio-grande-2000", 4, 3))[:200:7]:
        drawn = refused_sample(before, rng, 3)
        assert len(drawn) <= 3
        for move in drawn:
            refusal = check(before, move)
            assert refusal is not None and getattr(refusal, "rule", None)
        every = refused_sample(before, random.Random(0), 100)
        assert sorted(map(str, every)) == sorted(
            str(m) for m in near_misses(before) if getattr(check(before, m), "rule", None)
        )
    state = new_game("rio-grande-2000", 3, seed=1)
    misses = near_misses(state)
    me = state.players[state.active]
    assert Plant(state.active, me.hand_ids[1], 0) in misses, "a card not the front one"
    assert EndPlanting(1) in misses and EndTrading(1) in misses
    assert all(BuyField(seat) in misses for seat in range(3))


def test_after_the_end_the_near_misses_are_moves_of_a_finished_game() -> None:
    *_, (_, _, over) = _walk("rio-grande-2000", 3, 1, trades=0.0)
    assert over.is_over
    late = near_misses(over)
    assert Harvest(0, 0) in late and EndTrading(over.active) in late
    assert all(check(over, m) is not None for m in late)
    # Playing on after the end (the planted engine goes-on): planting a front card.
    holding = [k for k, p in enumerate(over.players[:2]) if p.hand_ids]
    assert holding
    for seat in holding:
        assert Plant(seat, over.players[seat].hand_ids[0], 0) in late


def test_negotiations_are_drawn_only_in_step_2_and_are_legal() -> None:
    rng = random.Random(1)
    steps = set()
    for before, _, _ in list(_walk("rio-grande-2000", 3, 2))[:150]:
        drawn = negotiation_sample(before, rng, 3)
        steps.add(before.step_id)
        if before.step_id != TRADE:
            assert drawn == []
        assert len(drawn) <= 3
        assert all(check(before, m) is None for m in drawn)
        assert all(isinstance(m, Trade | Donate) for m in drawn)
    assert {PLANT, TRADE} <= steps


def test_cards_received_into_the_hand_are_a_break_of_setting_them_aside() -> None:
    """docs/conformance.md: cards received put in the hand break ``trade.set-aside``; another
    card of a variety leaving a hand than the one named breaks ``trade.hand-position``."""
    given = next(
        t for t in _walk("rio-grande-2000", 4, 2)
        if isinstance(t[1], Trade | Donate) and t[2].players != t[0].players
    )  # fmt: skip
    before, move, after = given
    assert isinstance(move, Trade | Donate)
    mine = to_dict(after)
    receiver = move.partner if isinstance(move, Trade) else move.receiver
    theirs = copy.deepcopy(mine)
    seat = theirs["seats"][receiver]
    moved = [c for c in seat["set_aside"] if c["id"] in set(after.players[receiver].aside_ids)]
    assert moved
    seat["set_aside"] = [c for c in seat["set_aside"] if c not in moved]
    seat["hand"] = [*seat["hand"], *moved]
    diffs = [f"seats[{receiver}].hand", f"seats[{receiver}].set_aside"]
    assert state_rule(before, move, after, diffs, theirs) == "002/trade.set-aside"
    # The hand alone differs (another card of the variety left it): the hand's position.
    other = copy.deepcopy(mine)
    other["seats"][move.seat]["hand"] = list(reversed(other["seats"][move.seat]["hand"]))
    hand_only = [f"seats[{move.seat}].hand"]
    assert state_rule(before, move, after, hand_only, other) == "002/trade.hand-position"
    # The cards set aside alone differ: setting them aside.
    aside = [f"seats[{receiver}].set_aside"]
    assert state_rule(before, move, after, aside, theirs) == "002/trade.set-aside"


def test_cards_set_aside_wrongly_but_not_put_in_the_hand_are_no_received_into_hand() -> None:
    """ "cards received put in the hand" is ``trade.set-aside`` only when the cards missing
    from those set aside are in the engine's hand (and not in the referee's); a seat whose
    hand and cards set aside both differ otherwise is judged by its hand first
    (``trade.hand-position``)."""
    before, move, after = next(
        t for t in _walk("rio-grande-2000", 4, 2)
        if isinstance(t[1], Trade | Donate) and t[2].players != t[0].players
    )  # fmt: skip
    assert isinstance(move, Trade | Donate)
    receiver = move.partner if isinstance(move, Trade) else move.receiver
    mine = to_dict(after)
    diffs = [f"seats[{receiver}].hand", f"seats[{receiver}].set_aside"]
    # A received card gone from the cards set aside, and not in the hand either; the hand
    # differs in its order.
    vanished = copy.deepcopy(mine)
    seat = vanished["seats"][receiver]
    seat["set_aside"] = seat["set_aside"][1:]
    seat["hand"] = list(reversed(seat["hand"]))
    assert seat["hand"] != mine["seats"][receiver]["hand"]
    assert state_rule(before, move, after, diffs, vanished) == "002/trade.hand-position"
    # Nothing missing from the cards set aside, one card more there (from the hand).
    extra = copy.deepcopy(mine)
    seat = extra["seats"][receiver]
    seat["set_aside"] = [*seat["set_aside"], seat["hand"][0]]
    seat["hand"] = seat["hand"][1:]
    assert state_rule(before, move, after, diffs, extra) == "002/trade.hand-position"
