"""Ladybohn's planting refusals (001): each names its own clause and says why in French,
the game's language; and the moves they refuse are the only ones they refuse."""

from __future__ import annotations

from typing import Any

from bohnanza import GameState, apply, check, compose, legal_actions
from bohnanza.actions import EndPlanting, Plant
from bohnanza.errors import IllegalActionError
from bohnanza.state import Step


def _lady(**parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make("ladybohn", 3, **parts)
    return state


def _why(s: GameState, move: Plant) -> tuple[str, str]:
    refusal = check(s, move)
    assert isinstance(refusal, IllegalActionError), move
    text = str(refusal)
    assert text.startswith(f"[{refusal.rule}] {move} refusé : ")
    return refusal.rule, text.split(" refusé : ", 1)[1].split(" -- ", 1)[0]


def test_the_miss_moves_refusals_name_their_clause() -> None:
    s = _lady(
        step=Step.PLANT_RECEIVED,
        hands={0: ["Sojabohne"]},
        set_aside={0: ["Rote Bohne bébé", "Rote Bohne"]},
        fields={0: [["Rote Bohne", "Rote Bohne miss", "Rote Bohne"], []]},
    )
    baby, mister = s.players[0].aside_ids
    assert _why(s, Plant(0, mister, 0, 1, 1)) == (
        "001/lady.miss-move",
        f"Rote Bohne (n° {mister}) n'est pas un bébé : seul un bébé planté fait avancer une miss",
    )
    assert _why(s, Plant(0, baby, 0, 0, 1)) == (
        "001/lady.miss-move",
        "la position 1 du champ 1 de P1 ne porte pas de miss",
    )
    assert _why(s, Plant(0, baby, 0, 3, 1))[0] == "001/lady.miss-move"
    assert _why(s, Plant(0, baby, 0, -2, 1))[0] == "001/lady.miss-move"
    assert _why(s, Plant(0, baby, 0, 1, 3)) == (
        "001/lady.miss-move",
        "une miss avance d'une ou deux positions, pas de 3",
    )
    assert (
        _why(s, Plant(0, baby, 0, 1, 0))[1] == "une miss avance d'une ou deux positions, pas de 0"
    )
    assert check(s, Plant(0, baby, 0, 1, 1)) is None
    assert check(s, Plant(0, baby, 0, 1, 2)) is None
    assert check(s, Plant(0, baby, 0)) is None
    assert _why(s, Plant(0, baby, 1)) == (
        "001/lady.family-field",
        f"Rote Bohne (n° {baby}) est de la famille du champ 1 de P1 : misters, miss et bébés "
        "d'une famille vont dans le même champ",
    )
    moved = apply(s, Plant(0, baby, 0, 1, 2))
    roles = [c.kind for c in moved.players[0].fields[0]]
    assert roles == ["mister", "mister", "baby", "miss"]
    once = apply(s, Plant(0, baby, 0, 1, 1))
    assert [c.kind for c in once.players[0].fields[0]] == ["mister", "mister", "miss", "baby"]
    top = _lady(
        step=Step.PLANT_RECEIVED,
        hands={0: ["Sojabohne"]},
        set_aside={0: ["Rote Bohne bébé"]},
        fields={0: [["Rote Bohne", "Rote Bohne", "Rote Bohne miss"], []]},
    )
    b = top.players[0].aside_ids[0]
    rule, _ = _why(top, Plant(0, b, 0, 2, 2))
    assert rule == "001/lady.miss-move"
    assert check(top, Plant(0, b, 0, 2, 1)) is None


def test_the_two_step_reading_and_the_phases_reading() -> None:
    s = _lady(
        step=Step.PLANT_RECEIVED,
        hands={0: ["Sojabohne"]},
        set_aside={0: ["Rote Bohne bébé"]},
        fields={0: [["Rote Bohne", "Rote Bohne miss", "Rote Bohne", "Rote Bohne"], []]},
        miss_promotion="two",
    )
    baby = s.players[0].aside_ids[0]
    assert _why(s, Plant(0, baby, 0, 1, 1)) == (
        "001/lady.miss-move.phase3",
        "une miss avance de 2 positions, ou d'une seule quand elle est juste sous le haut du champ",
    )
    assert check(s, Plant(0, baby, 0, 1, 2)) is None
    near = _lady(
        step=Step.PLANT_RECEIVED,
        hands={0: ["Sojabohne"]},
        set_aside={0: ["Rote Bohne bébé"]},
        fields={0: [["Rote Bohne", "Rote Bohne", "Rote Bohne miss"], []]},
        miss_promotion="two",
    )
    b = near.players[0].aside_ids[0]
    assert check(near, Plant(0, b, 0, 2, 1)) is None  # the top is one position away
    for phases, allowed in (("every-baby", True), ("phases-2-3", False), ("phase-3", False)):
        t = _lady(
            hands={0: ["Rote Bohne bébé", "Blaue Bohne"]},
            fields={0: [["Rote Bohne", "Rote Bohne miss"], []]},
            miss_promotion_phases=phases,
        )
        b = t.players[0].hand_ids[0]
        move = Plant(0, b, 0, 1, 1)
        if allowed:
            assert check(t, move) is None and move in legal_actions(t)
        else:
            assert _why(t, move) == (
                "001/lady.miss-move",
                "un bébé planté pendant cette phase ne fait pas avancer de miss",
            )
            assert move not in legal_actions(t) and Plant(0, b, 0) in legal_actions(t)


def test_the_other_field_reading_refuses_the_first_cards_field() -> None:
    s = _lady(
        hands={0: ["Blaue Bohne", "Blaue Bohne", "Sojabohne"]}, second_plant_field="other-field"
    )
    first, second, _ = s.players[0].hand_ids
    after = apply(s, Plant(0, first, 0))
    rule, _why_text = _why(after, Plant(0, second, 0))
    assert rule == "001/step1.same-field"
    # Nor the other field: one family, one field.  The second planting is optional.
    assert _why(after, Plant(0, second, 1))[0] == "001/lady.family-field"
    assert list(legal_actions(after, 0).basic) == [EndPlanting(0)]
    plain = _lady(hands={0: ["Blaue Bohne", "Blaue Bohne", "Sojabohne"]})
    again = apply(plain, Plant(0, first, 0))
    assert check(again, Plant(0, second, 0)) is None
