"""The offers standing, in a French game's ``str(state)`` and ``str(view)``: told in French
with the beans' French names (not the English notation), coins included, and in Ladybohn
the hand cards given by family only to the seats that may not see their kind."""

from __future__ import annotations

import random
import warnings

import bohnanza
from bohnanza import GameState, Offer, Step
from bohnanza.bots import random_move


def _offers(edition: str) -> GameState:
    t = bohnanza.compose(edition, ["Ann", "Bob", "Cy"], step=Step.TRADE,
                         face_up=["Chili", "Wax"], hands={0: ["Blue"], 1: ["Soy"], 2: ["Wax"]},
                         deck=["Soy"] * 5, coins={0: 2}, trade_coins="allowed")  # fmt: skip
    t = bohnanza.apply(t, Offer(0, 1, (t.face_up[0].id,), ("soy",)))
    gives = (t.face_up[1].id, t.players[0].hand[0].id)
    return bohnanza.apply(t, Offer(0, 2, gives, ("wax", "wax"), 1, 0))


def test_french_offers_name_cards_seats_and_coins() -> None:
    state = _offers("amigo-fr")
    told = (
        " | offres : 0 propose à 1 : Harry Cauchemar (n° 66) contre Harry Copain ; "
        "0 propose à 2 : Harry Cochet (n° 25), Harry Colt (n° 46) contre Harry Cochet, "
        "Harry Cochet (Thunes : donne 1, demande 0)"
    )
    assert str(state).splitlines()[0].endswith(told)
    # what the offers give is on the table: every seat's view tells them the same way
    for seat in range(3):
        assert str(bohnanza.view(state, seat)).splitlines()[0].endswith(told)
    english = str(_offers("rio-grande-2000")).splitlines()[0]
    assert english.endswith(
        " | offers 0 offer 1 give 66 ask soy; 0 offer 2 give 25,46 ask wax,wax coins 1 0"
    )


def test_the_003_translation_tells_offers_in_its_own_step_words_and_money() -> None:
    state = bohnanza.compose("original-1997-fr-003", ["Ann", "Bob", "Cy"],
                             step=Step.TRADE, face_up=["Chili", "Soy"], hands={1: ["Soy"]},
                             deck=["Soy"] * 5, coins={1: 1},
                             trade_coins="allowed")  # fmt: skip
    state = bohnanza.apply(state, Offer(0, 1, (state.face_up[0].id,), (), 0, 1))
    head = str(state).splitlines()[0]
    assert "deuxième action" in head
    assert head.endswith(
        " | offres : 0 propose à 1 : Harry Cauchemar (n° 20) contre rien"
        " (talers : donne 0, demande 1)"
    )


def test_ladybohn_offers_show_a_hand_cards_kind_only_to_the_state_not_to_the_views() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        state = bohnanza.new_game("ladybohn", 3, seed=4)
        while state.step is not Step.TRADE:
            state = bohnanza.apply(state, random_move(state, random.Random(0)))
    hand = state.players[state.active].hand
    baby = next((c for c in hand if c.kind == "baby"), None) or hand[0]
    to = (state.active + 1) % 3
    offered = bohnanza.apply(state, Offer(state.active, to, (baby.id,), ()))
    whole = str(offered).splitlines()[0]
    shown = "bébé " if baby.kind == "baby" else (f"{baby.kind} " if baby.kind != "mister" else "")
    assert f"propose à {to} : " in whole and f" {shown}(n° {baby.id}) contre rien" in whole
    for seat in range(3):
        v = bohnanza.view(offered, seat)
        head = str(v).splitlines()[0]
        card = v.offered[0]
        assert card.kind == "" and card.id >= len(offered.table.cards)
        assert head.endswith(f" (n° {card.id}) contre rien"), head
        assert (
            "bébé (n°" not in head.split("offres")[1] and "miss (n°" not in head.split("offres")[1]
        )
