"""The state objects themselves: frozen, compared by value, copied, rebuilt and printed.

The rules build states through fast constructors; these tests pin down the slower paths
that tools and tests use (``replace``, the card-based constructors, ``pickle``, ``repr``
and ``str``), which a mutation run of ``bohnanza/state/__init__.py`` found no test reaching.
"""

from __future__ import annotations

import copy
import pickle
import random

import pytest

import bohnanza
from bohnanza import GameState, Plant, Player, Step

from .helpers import E, ids, kinds


def _table() -> GameState:
    """Three seats in step 2, something in every zone the header line shows."""
    return bohnanza.compose(
        E,
        ["Ann", "Bernadette", "Cy"],
        active=1,
        step=Step.TRADE,
        hands={0: ["Chili", "Soy"]},
        fields={1: [["Soy", "Soy"], [], []]},
        coins={2: 2},
        set_aside={2: ["Red"]},
        deck=["Soy"] * 5,
        discard=["Chili", "Wax"],
        face_up=["Wax", "Blue"],
    )


def test_states_and_players_refuse_every_assignment_and_deletion() -> None:
    s = _table()
    p = s.players[0]
    for obj, name in ((s, "active"), (p, "hand_ids"), (s, "new"), (p, "new")):
        with pytest.raises(AttributeError):
            setattr(obj, name, 1)
        with pytest.raises(AttributeError):
            delattr(obj, name)
    assert s.active == 1 and kinds(p.hand) == ("chili", "soy")


def test_copies_and_pickles_are_equal_states_with_the_same_hash() -> None:
    s = _table()
    for twin in (copy.copy(s), copy.deepcopy(s), pickle.loads(pickle.dumps(s))):
        assert isinstance(twin, GameState) and type(twin) is type(s) and twin is not s
        assert twin == s and hash(twin) == hash(s)
        assert [ids(p.hand) for p in twin.players] == [ids(p.hand) for p in s.players]
        assert twin.players[2].set_aside == s.players[2].set_aside
    p = s.players[1]
    twin_p = pickle.loads(pickle.dumps(p))
    assert (
        isinstance(twin_p, Player)
        and type(twin_p) is type(p)
        and twin_p == p
        and hash(twin_p) == hash(p)
    )


def test_equality_is_by_value_and_never_with_other_types() -> None:
    s = _table()
    p = s.players[0]
    assert s.__eq__(s) is True and p.__eq__(p) is True
    assert s != "a state"
    assert p != "a player"
    assert s != p
    assert p.__eq__(object()) is NotImplemented
    assert s.__eq__(object()) is NotImplemented
    assert s.players[0] != s.players[1]
    moved = s.replace(active=2)
    assert moved != s and moved.active == 2
    # Equal values hash alike, so states can be set members and dict keys.
    assert len({s, s.replace(), moved}) == 2
    assert len({p, p.replace(), s.players[1]}) == 2


def test_replace_with_nothing_rebuilds_an_equal_state_from_its_cards() -> None:
    s = _table()
    again = s.replace()
    assert again == s and again is not s
    for zone in ("deck", "stack", "discard", "face_up", "removed", "box", "offer"):
        assert ids(getattr(again, zone)) == ids(getattr(s, zone)), zone
    assert (again.turn, again.step, again.planted, again.exhaustions, again.ending) == (
        s.turn,
        s.step,
        s.planted,
        s.exhaustions,
        s.ending,
    )
    assert again.first_planted == s.first_planted == ""


def test_replace_changes_only_the_parts_named() -> None:
    s = _table()
    changed = s.replace(turn=7, exhaustions=1, ending=True, planted=2, step=Step.PLANT)
    assert (changed.turn, changed.exhaustions, changed.ending, changed.planted) == (7, 1, True, 2)
    assert changed.step is Step.PLANT and changed.players == s.players
    assert ids(changed.discard) == ids(s.discard) and ids(changed.deck) == ids(s.deck)


def test_replacing_the_deck_lays_down_a_new_stack_with_nothing_drawn() -> None:
    dealt = bohnanza.new_game(E, 3, seed=1)
    s = dealt.replace(drawn=2)
    assert ids(s.stack) == ids(dealt.stack) == ids(dealt.deck)
    assert ids(s.deck) == ids(dealt.deck[2:])
    top3 = s.deck[:3]
    fresh = s.replace(deck=top3)
    assert fresh.drawn == 0
    assert ids(fresh.deck) == ids(fresh.stack) == ids(top3)


def test_replace_names_an_unknown_part() -> None:
    s = _table()
    with pytest.raises(TypeError, match=r"GameState has no part \['colour'\]"):
        s.replace(colour=1)
    with pytest.raises(TypeError, match=r"GameState has no part \['colour'\]"):
        GameState.from_parts(table=s.table, players=s.players, active=0, colour=1)
    with pytest.raises(TypeError, match=r"Player has no zone \['purse'\]"):
        s.players[0].replace(purse=())


def test_player_replace_and_constructor_keep_every_zone() -> None:
    p = _table().players[2]
    q = p.replace(bought_field=True)
    assert q.bought_field and not p.bought_field
    assert (q.name, q.hand, q.fields, q.coins, q.set_aside) == (
        p.name,
        p.hand,
        p.fields,
        p.coins,
        p.set_aside,
    )
    assert q != p
    r = Player.from_cards("Zoe", p.coins, (p.set_aside, ()), p.hand, (), False, p.deck)
    assert r.name == "Zoe" and ids(r.hand) == ids(p.coins) and ids(r.fields[0]) == ids(p.set_aside)
    assert r.coins == () and r.score == 0 and r.set_aside == ()


def test_first_planted_is_rebuilt_from_its_variety_key() -> None:
    s = bohnanza.compose(E, 2, hands={0: ["Chili", "Chili", "Soy"]}, deck=["Soy"] * 5)
    after = bohnanza.apply(s, bohnanza.legal_actions(s)[0])
    assert after.first_planted == "chili"
    assert after.replace() == after and after.replace().first_planted == "chili"
    assert after.replace(first_planted="") != after


def test_the_state_prints_one_header_and_one_line_per_seat() -> None:
    s = _table()
    assert str(s).splitlines() == [
        "turn 1 | seat 1 step 2 | deck 5 discard 2 (top 25:wax) | exhausted 0/2 "
        "| face up 24:wax 46:blue",
        "0 Ann        coins 0 | hand 2: 66:chili 114:soy | fields [-] [-] [-] | aside -",
        "1 Bernadette coins 0 | hand 0: - | fields [soy x2] [-] [-] | aside -",
        "2 Cy         coins 2 | hand 0: - | fields [-] [-] [-] | aside 136:red",
    ]


def test_the_header_shows_the_offer_the_box_and_the_end() -> None:
    s = bohnanza.compose(
        E, 2, step=Step.OFFER, offer=["Chili", "Soy"], hands={0: ["Wax"]}, deck=["Soy"] * 3
    )
    head = str(s).splitlines()[0]
    assert head == (
        "turn 1 | seat 0 step 1 | deck 3 discard 0 | exhausted 0/1 | offer 66:chili 114:soy"
    )
    boxed = s.replace(box=s.offer, offer=(), step=Step.OVER)
    assert str(boxed).splitlines()[0] == (
        "turn 1 | over | deck 3 discard 0 | exhausted 0/1 | box 2"
    )


def test_repr_names_every_zone_by_card_id() -> None:
    s = _table()
    text = repr(s)
    for part in (
        "active=1",
        "step=<Step.TRADE: 2>",
        "planted=0",
        "turn=1",
        "deck=(",
        "discard=(67, 25)",
        "face_up=(24, 46)",
        "box=()",
        "offer=()",
        "exhaustions=0",
        "ending=False",
        "Player(name='Cy', hand=(), fields=((), (), ()), coins=(",
        "set_aside=(136,), bought_field=False)",
    ):
        assert part in text, part


@pytest.mark.parametrize(("edition", "players"), [(E, 4), (E, 2), ("amigo-fr", 3)])
def test_first_planted_names_the_first_hand_planting_and_nothing_elsewhere(
    edition: str, players: int
) -> None:
    """``first_planted`` is the variety planted first in this step 1 (or the duel's step
    2) and "" before it and in every other step, along seeded random games."""
    rng = random.Random(players)
    s = bohnanza.new_game(edition, players, seed=3)
    expected = ""
    hand_steps = (Step.PLANT, Step.DUEL_PLANT)
    for _ in range(400):
        if s.is_over:
            break
        assert s.first_planted == (expected if s.step in hand_steps else ""), (s.step, s.planted)
        moves = [m for m in bohnanza.legal_actions(s).basic if m.seat in s.to_move]
        move = rng.choice(moves)
        if isinstance(move, Plant) and s.step in hand_steps and s.planted == 0:
            expected = s.table.cards[move.card].variety.key
        before_turn = s.turn
        s = bohnanza.apply(s, move)
        if s.turn != before_turn or s.step not in hand_steps:
            expected = ""
    assert s.is_over or s.turn > 5


def test_a_state_built_from_cards_takes_the_documented_defaults() -> None:
    s = _table()
    built = GameState.from_parts(table=s.table, players=s.players, active=1, stack=s.deck)
    assert built.drawn == 0 and ids(built.deck) == ids(built.stack) == ids(s.deck)
    assert (built.step, built.planted, built.turn, built.exhaustions, built.ending) == (
        Step.PLANT,
        0,
        1,
        0,
        False,
    )
    for zone in ("discard", "face_up", "removed", "box", "offer"):
        assert getattr(built, zone) == (), zone
    assert built.first_planted == ""
