"""``bohnanza.messages``: a reason reads as its text (``str`` and ``repr``), in the game's
language or in English on request, and each placeholder of a template is worked out from
the reason's values (a player, a player with elision, a card, a variety, a field from 1, a
number, the money word agreeing with its count); a placeholder no template may use is a
``KeyError``, never a guess."""

from __future__ import annotations

import pickle

import pytest

import bohnanza
from bohnanza import messages
from bohnanza.messages import Reason, _Labels

NAMES = ["Anne", "Marc", "Léa"]


def _state(edition: str) -> bohnanza.GameState:
    return bohnanza.compose(edition, NAMES, fields={1: [["Chili"] * 2, []]},
                            hands={0: ["Wax"]}, deck=["Soy"] * 5)  # fmt: skip


def test_a_reason_reads_as_its_text_in_either_language() -> None:
    state = _state("amigo-fr")
    reason = Reason(state, "empty-field", (1, 0))
    assert str(reason) == reason.text() == "le champ 2 d'Anne est vide"
    assert repr(reason) == repr("le champ 2 d'Anne est vide")
    assert reason.french is True
    english = reason.text(english=True)
    assert english == "field 2 of seat 0 is empty"
    again = pickle.loads(pickle.dumps(reason))
    assert (again.message, again.values, str(again)) == ("empty-field", (1, 0), str(reason))
    plain = Reason(state, "tel quel", None)
    assert str(plain) == plain.text(english=True) == "tel quel"
    assert Reason(_state("rio-grande-2000"), "empty-field", (0, 2)).french is False


def test_each_placeholder_from_the_values() -> None:
    state = _state("amigo-fr")
    words = messages.profile("000.1")
    chili = state.players[1].fields[0][0].id
    labels = _Labels(state, words, (2, 0, chili, chili, 4, 1))
    assert labels["p0"] == "Léa" and labels["d1"] == "d'Anne" and labels["f4"] == "5"
    assert labels["n5"] == "1" and labels["n4"] == "4"
    assert labels["c2"] == messages.card_label(state, chili, words)
    assert labels["v3"] == messages.variety_name("chili", words.plural)
    assert labels["active"] == "Anne" and labels["active_seat"] == "0"
    assert labels["active_de"] == "d'Anne"
    assert labels["money"] == words.money and labels["word"] == words.step
    assert labels["step"] == messages.step_label(state.step.number, words)
    assert labels["step3"] == messages.step_label(3, words)
    with pytest.raises(KeyError):
        labels["x0"]
    english = _Labels(_state("rio-grande-2000"), messages.ENGLISH, (2, 1, 3))
    assert english["p0"] == "seat 2" and english["active"] == "seat 0"
    assert english["m1"] == "coin" and english["m2"] == "coins" and english["m0"] == "coins"
