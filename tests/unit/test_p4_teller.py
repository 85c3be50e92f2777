"""``bohnanza.teller`` beyond ``test_promises_teller.py``: the person's own empty hand is
said to be empty; a hand is wrapped at the width, each line as full as the next card and
its separator allow; a baby planted on a field with a miss says it moves none (a mister or a field
without a miss says nothing of misses); a card id past the known cards is "a card"."""

from __future__ import annotations

import re
import warnings

import pytest

import bohnanza
from bohnanza.actions import Discard, Harvest, Plant
from bohnanza.errors import IllegalActionError
from bohnanza.sheets import ProvisionalDataWarning
from bohnanza.state import Step
from bohnanza.teller import Teller

E = "rio-grande-2000"
NAMES = ["Ann", "Bob", "Cy"]


@pytest.mark.parametrize(("language", "line"), [("en", "hand: empty"), ("fr", "main : vide")])
def test_the_persons_own_empty_hand_is_said_to_be_empty(language: str, line: str) -> None:
    s = bohnanza.compose(E, NAMES, hands={1: ["Wax"]}, step=Step.TRADE, face_up=["Soy"],
                         deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 0)
    assert v.hand == ()
    board = Teller(NAMES, 0, language, "none").board(v).splitlines()
    mine = [row for row in board if row.startswith("  [bold]1 Ann")]
    assert len(mine) == 1 and mine[0].endswith(line)


def _plain(line: str) -> str:
    return re.sub(r"\[/?[^\]]*\]", "", line)


@pytest.mark.parametrize("width", [40, 52, 61, 80])
def test_a_hand_is_wrapped_at_the_width_each_line_as_full_as_it_can_be(width: int) -> None:
    beans = ["Chili", "Stink", "Green", "Soy", "Black-eyed", "Red", "Wax", "Blue"] * 2
    s = bohnanza.compose(E, NAMES, hands={0: beans}, deck=["Soy"] * 5)
    v = bohnanza.view(s, 0)
    tell = Teller(NAMES, 0, "en", "none")
    board = tell.board(v, width).splitlines()
    start = next(k for k, row in enumerate(board) if row.startswith("  [bold]1 Ann"))
    lines = [board[start]]
    for row in board[start + 1 :]:
        if row.startswith("      field"):
            break
        lines.append(row)
    assert len(lines) > 1  # the hand does wrap
    shown = [_plain(line) for line in lines]
    assert all(len(line) <= width for line in shown), shown
    names = [c.variety.name("en") for c in v.hand]
    listed = " ".join(line.strip() for line in shown).split("hand: ", 1)[1]
    assert [name.strip() for name in listed.split(",")] == names
    # each line but the last could not take the next card with its separator ", "
    taken = 0
    for line in shown[:-1]:
        taken += line.count(",")
        assert len(line) + 1 + len(names[taken]) + 2 > width, (line, names[taken])


def _ladybohn() -> tuple[bohnanza.PlayerView, int, int]:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        s = bohnanza.compose(
            "ladybohn", NAMES,
            fields={0: [["Harry Cochon miss", "Harry Cochon"], []]},
            hands={0: ["Harry Cochon bébé", "Harry Cochon"]}, deck=["Harry Colique"] * 5,
        )  # fmt: skip
    v = bohnanza.view(s, 0)
    baby, mister = (c.id for c in v.hand)
    return v, baby, mister


def test_a_baby_on_a_field_with_a_miss_says_it_moves_none() -> None:
    v, baby, mister = _ladybohn()
    english = Teller(NAMES, 0, "en", "none")
    assert english.listed(v, Plant(0, baby, 0)) == "plant Stink (baby) in field 1, moving no miss"
    assert english.listed(v, Plant(0, baby, 1)) == "plant Stink (baby) in field 2"
    assert english.listed(v, Plant(0, mister, 0)) == "plant Stink (mister) in field 1"
    french = Teller(NAMES, 0, "fr", "none")
    assert french.listed(v, Plant(0, baby, 0)) == (
        "planter Harry Cochon (bébé) dans le champ 1 sans monter de miss"
    )


def test_a_card_past_the_known_ones_is_a_card() -> None:
    s = bohnanza.compose(E, NAMES, hands={0: ["Red"]}, deck=["Soy"] * 5)
    cards = s.table.cards
    tell = Teller(NAMES, 0, "en", "none")
    assert tell.move(cards, [[()]] * 3, Discard(1, len(cards))) == ("2 Bob discards a card")
    assert tell.move(cards, [[()]] * 3, Discard(1, -1)) == "2 Bob discards a card"
    assert (
        tell.move(cards, [[()]] * 3, Discard(1, 0))
        == f"2 Bob discards {cards[0].variety.name('en')}"
    )


def test_an_english_reason_names_players_by_seat_never_by_a_word_that_is_a_name() -> None:
    names = ["Ann", "empty", "Cy"]
    s = bohnanza.compose(E, names, fields={0: [["Chili"] * 2, []]}, hands={0: ["Red"]},
                         deck=["Soy"] * 5)  # fmt: skip
    refusal = bohnanza.check(s, Harvest(0, 1))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.reason == "field 2 of seat 0 is empty"
    assert Teller(names, 0, "en", "none").reason(refusal.reason) == "your field 2 is empty"
    assert Teller(names, 1, "en", "none").reason(refusal.reason) == "field 2 of 1 Ann is empty"


def test_another_seats_move_is_told_as_seen() -> None:
    s = bohnanza.compose(E, NAMES, hands={0: ["Red"]}, deck=["Soy"] * 5)
    move = Plant(0, s.players[0].hand[0].id, 1)
    before, after = bohnanza.view(s, 1), bohnanza.view(bohnanza.apply(s, move), 1)
    assert Teller(NAMES, 1, "en", "none").seen(before, move, after) == "1 Ann plants Red in field 2"
