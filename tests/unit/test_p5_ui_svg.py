"""``bohnanza.svg.draw``'s ``lastmove`` (its docstring): the cards a trade moved (both
sides), a donation gave or an acceptance gave are outlined, each once, and nothing else;
no move outlines nothing."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

import bohnanza
from bohnanza.actions import Accept, Action, Donate, Trade
from bohnanza.players import play_game
from bohnanza.svg import draw, verdict


def _state() -> bohnanza.GameState:
    return bohnanza.compose(
        "rio-grande-2000", 3, fields={0: [["Coffee"] * 2, ["Wax"]]},
        hands={0: ["Soy", "Chili"], 1: ["Blue", "Red"]}, deck=["Soy"] * 5,
    )  # fmt: skip


def _outlined(svg: str) -> int:
    return len(re.findall(r'class="last"', svg))


@pytest.mark.parametrize(
    ("make", "count"),
    [
        (lambda h0, h1: Trade(0, 1, (h0[0],), (h1[0], h1[1])), 3),
        (lambda h0, h1: Trade(0, 1, (h0[0], h0[1]), ()), 2),
        (lambda h0, h1: Donate(0, 1, (h0[1],)), 1),
        (lambda h0, h1: Accept(1, 0, (h1[0],)), 1),
        (lambda h0, h1: Accept(1, 0, ()), 0),
        (lambda h0, h1: None, 0),
    ],
)
def test_the_cards_a_trade_or_gift_moved_are_outlined(
    make: Callable[[list[int], list[int]], Action | None], count: int
) -> None:
    s = _state()
    h0 = [c.id for c in s.players[0].hand]
    h1 = [c.id for c in s.players[1].hand]
    assert _outlined(draw(s, lastmove=make(h0, h1))) == count


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
@pytest.mark.parametrize(
    ("edition", "players", "heading", "coins", "hand"),
    [
        ("rio-grande-2000", 3, "Turn 1 | 1 P1 | step 1: plant bean cards | to move: 1 P1",
         "0 coins", "hand: 5 cards"),
        ("rio-grande-2000", 2,
         "Turn 1 | 1 P1 | step 2: plant bean cards &amp; discard | to move: 1 P1",
         "0 coins", "hand: 5 cards"),
        ("amigo-fr", 2,
         "Tour 1 | 1 P1 | phase 2 : planter des cartes haricots et défausser | à jouer : 1 P1",
         "0 pièce", "main : 5 cartes"),
        ("amigo-fr", 4, "Tour 1 | 1 P1 | phase 1 : planter des haricots | à jouer : 1 P1",
         "0 pièce", "main : 5 cartes"),
        ("original-1997-fr", 3,
         "Tour 1 | 1 P1 | phase 1 : jouer les cartes haricots | à jouer : 1 P1",
         "0 pièce", "main : 5 cartes"),
        ("original-1997-fr-003", 3,
         "Tour 1 | 1 P1 | première action : jouer des cartes de haricots | à jouer : 1 P1",
         "0 pièce", "main : 5 cartes"),
        ("ladybohn", 3, "Tour 1 | 1 P1 | phase 1 : jouer des cartes haricots | à jouer : 1 P1",
         "0 pièce", "main : 5 cartes"),
    ],
)  # fmt: skip
def test_each_editions_picture_is_headed_in_its_rulebooks_words(
    edition: str, players: int, heading: str, coins: str, hand: str
) -> None:
    s = bohnanza.new_game(edition, players, seed=2)
    for picture in (draw(s), draw(bohnanza.view(s, 1))):
        texts = re.findall(r">([^<>]+)</text>", picture)
        assert heading in texts
        assert texts.count(coins) == players and texts.count(hand) == players


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
@pytest.mark.parametrize(
    ("edition", "players", "expected"),
    [
        ("amigo-fr", 2, ("gagnant 1 P1 avec 2 pièces",
                         "classement : 1er 1 P1 2 pièces, 2e 2 P2 1 pièce")),
        ("ladybohn", 3, ("gagnant 3 P3 avec 2 pièces",
                         "classement : 1er 3 P3 2 pièces, 2e 2 P2 1 pièce, 3e 1 P1 0 pièce")),
    ],
)  # fmt: skip
def test_a_french_games_end_is_told_in_french(
    edition: str, players: int, expected: tuple[str, str]
) -> None:
    final, _ = play_game(edition, ["random"] * players, seed=5)
    assert verdict(final) == expected
    texts = re.findall(r">([^<>]+)</text>", draw(final))
    assert f"partie finie : {expected[0]}" in " ".join(texts)
