"""Shared helpers for the unit tests: refusal checks, card ids and zone snapshots."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

import bohnanza
from bohnanza import Action, Card, GameState, IllegalActionError, InvalidActionError
from bohnanza.catalogue import clause

E = "rio-grande-2000"

#: The rulebook's frequency list, in the order of the packaged deck (ids count up in it).
FREQUENCIES: dict[str, int] = {
    "coffee": 24,
    "wax": 22,
    "blue": 20,
    "chili": 18,
    "stink": 16,
    "green": 14,
    "soy": 12,
    "black-eyed": 10,
    "red": 8,
    "garden": 6,
    "cocoa": 4,
}


def first_id(variety: str) -> int:
    """The lowest card id of ``variety`` (ids follow the frequency list)."""
    total = 0
    for key, count in FREQUENCIES.items():
        if key == variety:
            return total
        total += count
    raise KeyError(variety)


def ids(cards: Iterable[Card]) -> tuple[int, ...]:
    """The ids of ``cards``, in order."""
    return tuple(c.id for c in cards)


def kinds(cards: Iterable[Card]) -> tuple[str, ...]:
    """The variety keys of ``cards``, in order."""
    return tuple(c.variety.key for c in cards)


def zones(state: GameState) -> tuple[object, ...]:
    """Every zone of ``state`` as plain ids, to compare before and after a move."""
    players = tuple(
        (
            ids(p.hand),
            tuple(ids(f) for f in p.fields),
            ids(p.coins),
            ids(p.set_aside),
            p.bought_field,
        )
        for p in state.players
    )
    return (
        state.active,
        state.step,
        state.planted,
        ids(state.deck),
        ids(state.discard),
        ids(state.face_up),
        ids(state.removed),
        ids(state.box),
        state.exhaustions,
        state.ending,
        state.turn,
        players,
    )


def refused(state: GameState, action: Action, rule: str, reason: str) -> IllegalActionError:
    """Assert that ``action`` is refused in ``state`` under ``rule`` with exactly ``reason``
    (in English; ``reason_en``),
    by ``check`` (unraised) and by ``apply`` (raised), and is not listed as legal."""
    err = bohnanza.check(state, action)
    assert isinstance(err, IllegalActionError), f"{action} gave {err!r}"
    assert err.rule == rule
    assert err.key == rule.split("/", 1)[1]
    # ``reason`` is the English text; a French game's reason is in French (test_messages).
    assert err.reason_en == reason, f"{err.reason_en!r} != {reason!r}"
    assert (err.reason == reason) is not err.french
    assert err.action == action
    assert err.english().startswith(f"[{rule}] {action} refused: {reason}")
    frame = "refusé :" if err.french else "refused:"
    assert str(err).startswith(f"[{rule}] {action} {frame} {err.reason}")
    if clause(err.rule) is not None:
        assert err.quote
        assert err.quote in str(err)
    with pytest.raises(IllegalActionError) as info:
        bohnanza.apply(state, action)
    assert info.value.rule == rule
    assert action not in bohnanza.legal_actions(state)
    return err


def malformed(state: GameState, action: object, fragment: str) -> InvalidActionError:
    """Assert that ``action`` is malformed in ``state``: an ``InvalidActionError`` whose
    message contains ``fragment``."""
    err = bohnanza.check(state, action)
    assert type(err) is InvalidActionError, f"{action} gave {err!r}"
    assert fragment in str(err)
    with pytest.raises(InvalidActionError):
        bohnanza.apply(state, action)
    return err


def legal(state: GameState, action: Action) -> GameState:
    """Assert that ``action`` is legal (listed, passes ``check``) and apply it."""
    assert bohnanza.check(state, action) is None
    assert action in bohnanza.legal_actions(state)
    return bohnanza.apply(state, action)


def set_around(move: object, field: str, value: object) -> bool:
    """Set ``field`` of ``move`` around its constructor; False when the build does not
    let it be set at all (a compiled move's attributes are read-only), the move then
    unchanged: no malformed move can exist there for the boundary to catch."""
    before = getattr(move, field)
    try:
        object.__setattr__(move, field, value)
    except (AttributeError, TypeError):
        assert bohnanza.COMPILED, "only a compiled move refuses to be changed"
        assert getattr(move, field) == before
        return False
    return True
