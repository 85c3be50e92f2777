"""The planner's duel helpers, as their docstrings state them: when a card may open an
empty field (``_spare``) and which hand card it discards after planting
(``_duel_discard``)."""

from __future__ import annotations

import bohnanza
from bohnanza.actions import Discard
from bohnanza.bots.seated import _duel_discard, _spare
from bohnanza.cards import Card
from bohnanza.views import view

TABLE = bohnanza.new_game("amigo-fr", 2, seed=0).table


def _cards(*keys: str) -> list[Card]:
    """Distinct cards of the given varieties, in order."""
    used: set[int] = set()
    out = []
    for key in keys:
        card = next(c for c in TABLE.cards if c.variety.key == key and c.id not in used)
        used.add(card.id)
        out.append(card)
    return out


def test_a_card_may_open_a_field_when_another_stays_empty_or_the_front_card_has_a_place() -> None:
    chili, soy, blue, wax = _cards("chili", "soy", "blue", "wax")
    (blue2,) = [c for c in _cards("blue", "blue") if c.id != blue.id][:1]
    # no empty field: never
    assert not _spare([[chili], [soy]], [blue], wax)
    # two empty fields, or an empty hand: always
    assert _spare([[chili], [], []], [blue], wax)
    assert _spare([[chili], []], [], wax)
    # one empty field: only if the front card grows a field or is of the card's variety
    assert not _spare([[chili], []], [blue], wax)
    assert _spare([[chili], []], [blue2], blue)
    assert _spare([[chili], []], [chili], wax)


def _duel(hand: list[str]) -> tuple[bohnanza.GameState, list[Discard]]:
    state = bohnanza.compose(
        "amigo-fr", 2, hands={0: hand}, fields={0: [["Blue"], []]}, deck=["Wax"] * 9
    )
    return state, [Discard(0, c) for c in state.players[0].hand_ids]


def test_the_duel_discard_is_the_front_most_useless_card_held_once() -> None:
    state, discards = _duel(["Blue", "Soy", "Soy", "Wax", "Chili"])
    v = view(state, 0)
    fields = v.fields_of(0)
    wax = state.players[0].hand_ids[3]
    assert _duel_discard(v, fields, discards) == Discard(0, wax)
    # no useless card held once: the front-most useless one
    state, discards = _duel(["Blue", "Soy", "Soy"])
    v = view(state, 0)
    assert _duel_discard(v, v.fields_of(0), discards) == Discard(0, state.players[0].hand_ids[1])
    # every card grows a field: nothing to discard
    state, discards = _duel(["Blue", "Blue"])
    v = view(state, 0)
    assert _duel_discard(v, v.fields_of(0), discards) is None
    # only the cards it may discard count
    state, discards = _duel(["Blue", "Soy", "Wax"])
    v = view(state, 0)
    soy = state.players[0].hand_ids[1]
    assert _duel_discard(v, v.fields_of(0), [d for d in discards if d.card == soy]) == Discard(
        0, soy
    )
