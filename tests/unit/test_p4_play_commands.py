"""What ``bohnanza.play.commands``' reader promises beyond the other tests: a word of a
bean's name in the plural names it (``copains``, ``colts``), the last field and the last
player by number, a count of cards before a bean, an offer's words in any case, the
accents and hyphens of a command ignored."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.actions import Harvest, Offer, Withdraw
from bohnanza.errors import InvalidActionError
from bohnanza.play.commands import Reader, command_of, number
from bohnanza.state import Step

E = "rio-grande-2000"
NAMES = ["Ann", "Bob", "Cy"]


def _trade() -> bohnanza.PlayerView:
    s = bohnanza.compose(
        E, NAMES, step=Step.TRADE, hands={0: ["Red", "Blue", "Soy", "Soy"], 1: ["Wax"]},
        face_up=["Chili"], fields={0: [["Coffee"] * 2, ["Green"] * 2]}, deck=["Soy"] * 5,
    )  # fmt: skip
    return bohnanza.view(s, 0)


def test_a_word_of_a_name_in_the_plural_names_its_bean() -> None:
    v = _trade()
    fr = Reader("fr", "fr")
    assert fr.bean(v, "copains") == Reader("en", "en").bean(v, "Harry Copain") == "soy"
    assert fr.bean(v, "COLTS") == fr.bean(v, "colt") == "blue"
    assert fr.bean(v, "harry cauchemars") == "chili"


def test_the_last_field_and_player_by_number() -> None:
    v = _trade()
    en = Reader("en", "en")
    assert en.understand(v, "harvest 3", [None]) == Harvest(0, 2)
    assert en.understand(v, "harvest 1", [None]) == Harvest(0, 0)
    assert en.understand(v, "withdraw 3", [None]) == Withdraw(0, 2)
    with pytest.raises(InvalidActionError, match=r"^there is no player 4: players are 1-3$"):
        en.understand(v, "withdraw 4", [None])
    assert number(["999"], "field", "en") == 999
    with pytest.raises(InvalidActionError, match=r"^say which field, by its number from 1$"):
        number(["1000"], "field", "en")


def test_counts_of_cards_and_the_words_of_an_offer() -> None:
    v = _trade()
    en = Reader("en", "en")
    soys = [c.id for c in v.hand if c.variety.key == "soy"]
    assert en.understand(v, "offer 3 give 2 soy ask 99 wax", [None]) == Offer(
        0, 2, tuple(soys), ("wax",) * 99
    )
    assert en.understand(v, "OFFRE 2 Donner soy Demander nothing", [None]) == Offer(
        0, 1, (soys[0],), ()
    )
    with pytest.raises(InvalidActionError, match=r"^you have no Soy to give$"):
        en.understand(v, "offer 2 give 3 soy ask nothing", [None])
    with pytest.raises(InvalidActionError, match=r"is not a count of cards"):
        en.understand(v, "offer 2 give 1x soy ask nothing", [None])


def test_a_commands_accents_and_case_do_not_count() -> None:
    assert command_of("DÉFAUSSER x") == command_of("defausser x") == "discard"
    assert command_of("Écouter 2") == "unmute" and command_of("ÉCOUTER") == "unmute"
