"""The record viewer's page (``bohnanza.records.html``) tells each sale with the coins it
earned, in the game's language, singular and plural as the rest of the game says them:
« 1 coin », « 0 coins » in English; « 0 pièce », « 1 pièce », « 2 pièces » in French (as
``bohnanza.teller.one`` decides for every text)."""

from __future__ import annotations

import base64
import gzip
import html
import json
import re

import attrs
import pytest

import bohnanza
from bohnanza.actions import Harvest, Plant
from bohnanza.records import record_game
from bohnanza.records.html import page


def _moves_told(edition: str) -> list[str]:
    # Three fields of seat 0 that sell for 1, 2 and 0 coins (Chili 3: 1; Blue 6: 2; Green 2: 0).
    start = bohnanza.compose(
        edition,
        3,
        fields={0: [["Chili"] * 3, ["Blue"] * 6, ["Green"] * 2]},
        hands={0: ["Wax"]},
        deck=["Red"] * 5,
    )
    moves = [Harvest(0, 0), Harvest(0, 1), Harvest(0, 2)]
    state = start
    earned = []
    for move in moves:
        after = bohnanza.apply(state, move)
        earned.append(len(after.players[0].coin_ids) - len(state.players[0].coin_ids))
        state = after
    assert earned == [1, 2, 0]
    text, legal = page(record_game(start, moves))
    assert legal
    found = re.search(r'<script id="frames" type="application/octet-stream">(.*?)</script>', text)
    assert found is not None
    frames = json.loads(gzip.decompress(base64.b64decode(found.group(1))))
    return [str(frame["move"]) for frame in frames]


@pytest.mark.parametrize(
    ("edition", "told"),
    [
        ("rio-grande-2000", [
            "The deal",
            "1. 1 P1 sells field 1 (Chili, Chili, Chili) for 1 coin",
            "2. 1 P1 sells field 2 (Blue, Blue, Blue, Blue, Blue, Blue) for 2 coins",
            "3. 1 P1 sells field 3 (Green, Green) for 0 coins",
        ]),
        ("amigo-fr", [
            "Début de la partie",
            "1. 1 P1 vend le champ 1 (Harry Cauchemar, Harry Cauchemar, Harry Cauchemar) "
            "pour 1 pièce",
            "2. 1 P1 vend le champ 2 (Harry Colt, Harry Colt, Harry Colt, Harry Colt, "
            "Harry Colt, Harry Colt) pour 2 pièces",
            "3. 1 P1 vend le champ 3 (Harry Colique, Harry Colique) pour 0 pièce",
        ]),
    ],
)  # fmt: skip
def test_a_sale_is_told_with_its_coins_in_the_games_words(edition: str, told: list[str]) -> None:
    assert _moves_told(edition) == told


def _part(text: str, pattern: str) -> str:
    found = re.search(pattern, text, re.S)
    assert found is not None
    return found.group(1)


@pytest.mark.parametrize(
    ("edition", "summary", "heading"),
    [
        ("rio-grande-2000", "illegal move at index 1; the record stops being legal there",
         "Illegal move 2 (index 1): "),
        ("amigo-fr", "coup illégal à l&#x27;indice 1 : l&#x27;enregistrement cesse d&#x27;être "
         "légal là", "Coup illégal n° 2 (indice 1) : "),
    ],
)  # fmt: skip
def test_a_move_that_names_no_card_of_the_game_ends_the_page_saying_so(
    edition: str, summary: str, heading: str
) -> None:
    start = bohnanza.new_game(edition, 3, seed=1)
    first = sorted(bohnanza.legal_actions(start).basic, key=str)[0]
    record = attrs.evolve(record_game(start, [first]), actions=(first, Plant(0, 999, 0)))
    text, legal = page(record)
    assert not legal
    assert _part(text, r'<p id="summary">(.*?)</p>') == summary
    assert _part(text, r'<div id="refusal" hidden>(.*?)</div>') == (
        f"<strong>{html.escape(heading)}<code>0 plant 999 0</code></strong><br>"
        "0 plant 999 0: there is no card 999 in this deck"
    )
    found = re.search(r'<script id="frames" type="application/octet-stream">(.*?)</script>', text)
    assert found is not None
    frames = json.loads(gzip.decompress(base64.b64decode(found.group(1))))
    assert len(frames) == 2 and frames[-1]["last"] is True
