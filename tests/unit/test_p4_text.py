"""``str(state)`` and ``str(view)`` (``bohnanza.text``) in both languages with what the
other tests leave out: the duel's offer and the cards it boxed, and the offers standing,
in the game's words (« offre : », « boîte », « offres : ») and in English."""

from __future__ import annotations

import random

import bohnanza
from bohnanza.actions import Offer
from bohnanza.bots import random_move
from bohnanza.state import GameState, Step


def test_the_duels_offer_in_both_languages() -> None:
    def duel(edition: str) -> GameState:
        return bohnanza.compose(edition, ["Ann", "Bob"], step=Step.OFFER,
                                offer=["Red", "Chili"], hands={0: ["Wax"]},
                                deck=["Soy"] * 6)  # fmt: skip

    assert str(duel("amigo-fr")).splitlines() == [
        "tour 1 | au tour d'Ann, phase 1 | pioche 6, défausse 0 | fin de pioche 0/1 | "
        "offre : Harry Comique (n° 136), Harry Cauchemar (n° 66)",
        "0 Ann 0 Thunes | main 1 : Harry Cochet (n° 24) | champs [-] [-] | de côté : -",
        "1 Bob 0 Thunes | main 0 : - | champs [-] [-] | de côté : -",
    ]
    assert str(bohnanza.view(duel("amigo-fr"), 1)).splitlines()[1:] == [
        "0 Ann 0 Thunes | main 1 : ? | champs [-] [-] | de côté : -",
        "1 Bob 0 Thunes | main 0 : - | champs [-] [-] | de côté : -",
        "(vue de la place 1, Bob)",
    ]
    assert str(duel("rio-grande-2000")).splitlines()[0] == (
        "turn 1 | seat 0 step 1 | deck 6 discard 0 | exhausted 0/1 | offer 136:red 66:chili"
    )


def test_the_cards_the_duel_boxed_are_counted() -> None:
    state = bohnanza.new_game("amigo-fr", 2, seed=3)
    rng = random.Random(1)
    while not state.box_ids:
        state = bohnanza.apply(state, random_move(state, rng, 0.0))
    head = str(state).splitlines()[0]
    assert head.endswith(f" | boîte {len(state.box_ids)}") and len(state.box_ids) > 0
    # a seat does not see the boxed cards: its view says nothing of them
    assert "boîte" not in str(bohnanza.view(state, 0))


def test_the_offers_standing_in_both_languages() -> None:
    def trade(edition: str) -> GameState:
        t = bohnanza.compose(edition, ["Ann", "Bob", "Cy"], step=Step.TRADE,
                             face_up=["Chili", "Wax"], hands={1: ["Soy"], 2: ["Wax"]},
                             deck=["Soy"] * 5)  # fmt: skip
        t = bohnanza.apply(t, Offer(0, 1, (t.face_up[0].id,), ("soy",)))
        return bohnanza.apply(t, Offer(0, 2, (t.face_up[1].id,), ()))

    french = str(trade("amigo-fr")).splitlines()[0]
    assert french == (
        "tour 1 | au tour d'Ann, phase 2 | pioche 5, défausse 0 | fin de pioche 0/2 | "
        "visibles : Harry Cauchemar (n° 66), Harry Cochet (n° 25) | "
        "offres : 0 propose à 1 : Harry Cauchemar (n° 66) contre Harry Copain ; "
        "0 propose à 2 : Harry Cochet (n° 25) contre rien"
    )
    english = str(trade("rio-grande-2000")).splitlines()[0]
    assert english == (
        "turn 1 | seat 0 step 2 | deck 5 discard 0 | exhausted 0/2 | face up 66:chili 25:wax"
        " | offers 0 offer 1 give 66 ask soy; 0 offer 2 give 25 ask -"
    )
