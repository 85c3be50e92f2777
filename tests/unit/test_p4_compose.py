"""``compose`` and ``new_game`` (``bohnanza.setup``) by their docstrings: a position put
together card by card keeps what it is given, moves on where the rules leave nothing to
choose exactly as the referee would, and refuses what cannot be, saying what."""

from __future__ import annotations

import warnings

import pytest

import bohnanza
from bohnanza import InvalidSetupError, Step

E = "rio-grande-2000"


def _refused(call: object, *args: object, **given: object) -> str:
    with pytest.raises(InvalidSetupError) as caught:
        call(*args, **given)  # type: ignore[operator]
    return str(caught.value)


def _cards(cards: object) -> list[str]:
    return [str(c) for c in cards]  # type: ignore[attr-defined]


def test_at_most_64_named_players_are_taken() -> None:
    names = [f"p{i}" for i in range(65)]
    assert _refused(bohnanza.new_game, E, names) == "65 players: at most 64 are taken"
    assert _refused(bohnanza.new_game, E, names[:64]) == (
        "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not 64"
    )


def test_a_seat_has_two_fields_three_when_bought_or_at_three_players() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]})
    assert [len(p.fields) for p in s.players] == [2, 2, 2, 2]
    assert all(f == () for p in s.players for f in p.fields)
    three = [["Soy"], ["Wax"], ["Blue"]]
    assert _refused(bohnanza.compose, E, 4, hands={0: ["Chili"]}, fields={1: three}) == (
        "seat 1 has 2 fields, not 3"
    )
    bought = bohnanza.compose(E, 4, hands={0: ["Chili"]}, fields={1: three}, bought_field=[1])
    assert [len(p.fields) for p in bought.players] == [2, 3, 2, 2]
    assert [f[0].variety.key for f in bought.players[1].fields] == ["soy", "wax", "blue"]
    bare = bohnanza.compose(E, 4, hands={0: ["Chili"]}, bought_field=[2])
    assert [len(p.fields) for p in bare.players] == [2, 2, 3, 2]
    at3 = bohnanza.compose(E, 3, hands={0: ["Chili"]}, fields={1: [["Soy"]]})
    assert [len(p.fields) for p in at3.players] == [3, 3, 3]
    assert _refused(
        bohnanza.compose, E, 3, hands={0: ["Chili"]}, fields={1: [*three, ["Red"]]}
    ) == ("seat 1 has 3 fields, not 4")


def test_coins_are_a_count_of_cards_left_or_cards_by_variety() -> None:
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, coins={1: 3, 2: ["Wax", "Blue"]})
    assert len(s.players[1].coins) == 3
    assert _cards(s.players[2].coins) == ["24:wax", "46:blue"]
    # No card is in two places.
    placed = [c.id for p in s.players for c in (*p.hand, *p.coins)]
    assert len(placed) == len(set(placed)) == 6
    assert [len(p.coins) for p in s.players] == [0, 3, 2, 0]
    none = bohnanza.compose(E, 4, hands={0: ["Chili"]}, coins={1: 0})
    assert none.players[1].coins == ()
    for count in (1000, -1, True):
        assert _refused(bohnanza.compose, E, 4, hands={0: ["Chili"]}, coins={1: count}) == (
            f"not enough cards left for {count} coins"
        )
    # Every card left may become a coin, not one more.
    # (at 4 players the rules take coffee out of the game)
    left = len(s.table.cards) - 1 - len(bohnanza.new_game(E, 4, seed=0).removed)
    assert left == 129
    full = bohnanza.compose(E, 4, hands={0: ["Chili"]}, coins={1: left})
    assert len(full.players[1].coins) == left
    assert _refused(bohnanza.compose, E, 4, hands={0: ["Chili"]}, coins={1: left + 1}) == (
        f"not enough cards left for {left + 1} coins"
    )


def test_step_1_with_an_empty_hand_or_two_plantings_gives_step_2() -> None:
    empty = bohnanza.compose(E, 4, hands={1: ["Chili"]}, deck=["Soy"] * 10)
    assert (empty.step, empty.active, empty.turn, empty.planted) == (Step.TRADE, 0, 1, 0)
    assert _cards(empty.face_up) == ["114:soy", "115:soy"]
    done = bohnanza.compose(
        E, 4, hands={0: ["Chili"]}, fields={0: [["Wax", "Wax"], []]}, planted=2,
        deck=["Soy"] * 10,
    )  # fmt: skip
    assert (done.step, done.active, done.planted) == (Step.TRADE, 0, 2)
    assert len(done.face_up) == 2 and _cards(done.players[0].hand) == ["66:chili"]
    once = bohnanza.compose(
        E, 4, hands={0: ["Chili"]}, fields={0: [["Wax"], []]}, planted=1, deck=["Soy"] * 10
    )
    assert (once.step, once.planted, once.face_up) == (Step.PLANT, 1, ())


def test_step_3_with_nothing_set_aside_and_step_4_begin_the_next_turn() -> None:
    for step in (Step.PLANT_RECEIVED, Step.DRAW):
        s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Soy"] * 10, step=step)
        # Seat 0 drew three cards; seat 1, with an empty hand, skips step 1.
        assert (s.step, s.active, s.turn) == (Step.TRADE, 1, 2)
        assert [len(p.hand) for p in s.players] == [4, 0, 0, 0]
        assert _cards(s.players[0].hand)[1:] == ["114:soy", "115:soy", "116:soy"]
        assert _cards(s.face_up) == ["117:soy", "118:soy"]
    aside = bohnanza.compose(
        E, 4, hands={0: ["Chili"]}, set_aside={2: ["Wax"]}, deck=["Soy"] * 10,
        step=Step.PLANT_RECEIVED,
    )  # fmt: skip
    assert (aside.step, aside.active, aside.turn) == (Step.PLANT_RECEIVED, 0, 1)


def test_the_duel_moves_on_where_nothing_is_offered_or_in_hand() -> None:
    s = bohnanza.compose(E, 2, hands={0: ["Chili"]}, deck=["Soy"] * 10, step=Step.OFFER)
    assert (s.step, s.active) == (Step.DUEL_PLANT, 0)
    offered = bohnanza.compose(
        E, 2, hands={0: ["Chili"]}, offer=["Wax"], deck=["Soy"] * 10, step=Step.OFFER
    )
    assert offered.step is Step.OFFER and _cards(offered.offer) == ["24:wax"]
    for step in (Step.PLANT, Step.DUEL_PLANT):
        s = bohnanza.compose(E, 2, hands={1: ["Chili"]}, deck=["Soy"] * 10, step=step)
        assert (s.step, s.active) == (Step.DUEL_DRAW, 0)
        assert _cards(s.face_up) == ["114:soy", "115:soy", "116:soy"]
    plant = bohnanza.compose(E, 2, hands={0: ["Chili"]}, deck=["Soy"] * 10)
    assert plant.step is Step.DUEL_PLANT and plant.face_up == ()


def test_ladybohn_cards_are_named_with_their_kind() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        s = bohnanza.compose("ladybohn", 3, hands={0: ["Chili baby", "Chili"]})
        assert [c.kind for c in s.players[0].hand] == ["baby", "mister"]
        assert [c.variety.key for c in s.players[0].hand] == ["chili", "chili"]
        babies = sum(1 for c in s.table.cards if c.variety.key == "chili" and c.kind == "baby")
        assert babies > 0
        many = ["Chili baby"] * (babies + 1)
        assert _refused(bohnanza.compose, "ladybohn", 3, hands={0: many}) == (
            "'Chili': no chili baby card is left in the box"
        )
        s = bohnanza.compose("ladybohn", 3, hands={0: ["Chili baby"] * babies})
        assert len(s.players[0].hand) == babies
