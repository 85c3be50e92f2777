"""Rare corners of play the random games seldom meet: the duel's draw cut short by the end
of the deck (decision duel.end-timing), and Ladybohn's 'donate-only' reading refusing a
trade, agreed or offered earlier, once the face-up cards are gone."""

from __future__ import annotations

from typing import Any

from bohnanza import GameState, apply, check, compose
from bohnanza.actions import Accept, Keep, Offer, Plant, Trade
from bohnanza.errors import IllegalActionError
from bohnanza.state import Step


def test_the_duels_draw_takes_what_is_left_when_the_deck_runs_out() -> None:
    s = compose(
        "rio-grande-2000",
        2,
        step=Step.DUEL_PLANT,
        hands={0: ["Soy"]},
        deck=["Wax", "Red"],
        discard=["Blue", "Red"],
    )
    soy = s.players[0].hand_ids[0]
    after = apply(s, Plant(0, soy, 0))
    wax, red = s.stack_ids
    # Two cards drawn, the deck's end reached (the duel ends at the first running-out), and
    # the discard pile's top card joins them while it matches one of them.
    assert after.step is Step.DUEL_DRAW
    assert after.face_up_ids == (wax, red, s.discard_ids[1])
    assert after.discard_ids == s.discard_ids[:1]
    assert (after.exhaustions, after.ending) == (1, True)


def _lady(**parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make("ladybohn", 3, trade_after_face_up="donate-only", **parts)
    return state


def test_donate_only_refuses_trades_once_the_face_up_cards_are_gone() -> None:
    s = _lady(step=Step.TRADE, hands={0: ["Blaue Bohne"], 1: ["Sojabohne"]}, face_up=["Rote Bohne"])
    blue = s.players[0].hand_ids[0]
    soy = s.players[1].hand_ids[0]
    up = s.face_up_ids[0]
    assert check(s, Trade(0, 1, (blue,), (soy,))) is None
    offered = apply(s, Offer(0, 1, (blue,), ("soy",)))
    assert check(offered, Accept(1, 0, (soy,))) is None
    kept = apply(offered, Keep(0, up))
    assert kept.face_up_ids == () and kept.offers == offered.offers
    for move in (
        Trade(0, 1, (blue,), (soy,)),
        Accept(1, 0, (soy,)),
        Offer(0, 2, (blue,), ("soy",)),
    ):
        refusal = check(kept, move)
        assert isinstance(refusal, IllegalActionError) and refusal.rule == "001/trade.continue", (
            move
        )
    gift = apply(apply(s, Keep(0, up)), Offer(0, 1, (blue,), ()))
    assert check(gift, Accept(1, 0, ())) is None
