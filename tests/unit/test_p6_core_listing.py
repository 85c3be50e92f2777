"""A listing's truth (bohnanza/listing.py): ``bool(legal_actions(...))`` is whether the
seat (or anyone) has a legal move now, and agrees with its length, for every seat
whatever its number, the basic moves and the lazily counted trades alike."""

from __future__ import annotations

from typing import Any

from bohnanza import GameState, compose, legal_actions
from bohnanza.actions import Donate, Keep
from bohnanza.state import Step


def _make(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


def test_a_seat_with_no_move_has_an_empty_false_listing() -> None:
    s = _make("rio-grande-2000", 4, hands={0: ["Blue"], 2: ["Soy"]}, fields={3: [["Red"], []]})
    for seat in (1, 2, 3):
        listed = legal_actions(s, seat)
        assert len(listed) == 0 and list(listed) == [] and not listed, seat
    assert legal_actions(s, 0) and len(legal_actions(s, 0)) == 2  # blue in field 1 or 2
    assert legal_actions(s) and len(legal_actions(s)) == 2


def test_trades_alone_make_a_listing_true() -> None:
    s = _make(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        planted=1,
        hands={0: ["Blue"], 3: ["Soy"]},
        face_up=["Red", "Chili"],
        deck=["Wax"] * 5,
    )
    soy = s.players[3].hand_ids[0]
    donations = legal_actions(s, 3)
    assert donations.basic == () and len(donations) == 1 and donations
    assert list(donations) == [Donate(3, 0, (soy,))]
    for seat in (1, 2):
        assert not legal_actions(s, seat) and len(legal_actions(s, seat)) == 0
    active = legal_actions(s, 0)
    assert active and Keep(0, s.face_up_ids[0]) in active.basic
    assert len(active) == len(active.basic) + len(active.negotiations)
