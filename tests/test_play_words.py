"""What ``bohnanza play`` shows and understands: bean names both ways, the board on demand.

Blind spots of issue 30's mutation run (``tests/mutants``), each test naming its mutant.
"""

from __future__ import annotations

import io
import re
from pathlib import Path

import pytest

import bohnanza
from bohnanza import Step, view
from bohnanza.play import Settings, play
from bohnanza.play.commands import Reader


class _Lines(io.StringIO):
    """Standard input that is not a terminal."""

    def isatty(self) -> bool:
        return False


def _play(tmp_path: Path, text: str, bots: tuple[str, ...], seed: int = 1) -> str:
    setup = Settings(
        "rio-grande-2000",
        4,
        seed,
        0,
        bots,
        str(tmp_path / "save.json"),
        str(tmp_path / "game.json"),
        colours="none",
    )
    screen = io.StringIO()
    assert play(setup, _Lines(text), screen) == 0
    return screen.getvalue()


def test_beans_are_understood_by_key_and_by_name_in_both_languages() -> None:
    """interface:playcommands.py:Reader.bean:if-false:1."""
    s = bohnanza.compose("amigo-fr", 4, step=Step.TRADE, face_up=["Chili"], deck=["Soy"] * 5)
    v = view(s, 0)
    chili = s.face_up[0].variety
    english, french = chili.name("en"), chili.name("fr")
    assert french.casefold() != "chili"
    typed = {
        "en": ("chili", "chilis", english, english + " beans"),
        "fr": ("chili", english, french.upper(), french + "s"),
    }
    for language, words in typed.items():
        reader = Reader(language, language)
        for word in words:
            assert reader.bean(v, word.casefold()) == "chili", (language, word)


def test_the_board_on_demand_is_followed_by_the_question_again(tmp_path: Path) -> None:
    """interface:play.py:_Session.decide:del:9."""
    question = "Your move (plant your front card):"
    assert _play(tmp_path, "", ("random",)).count(question) == 1
    (tmp_path / "save.json").unlink()
    shown = _play(tmp_path, "board\n", ("random",))
    assert shown.count(question) == 2
    # Turn 1: nobody has cards to plant from step 2 (interface:playtext.py:Teller.board:
    # if-true:3); the choices count fields from 1 (Teller.listed:num:2).
    assert "to plant:" not in shown
    assert "1  plant Wax in field 1" in shown and "2  plant Wax in field 2" in shown
    assert "field 3" not in shown


def test_an_offer_to_the_person_names_the_beans_asked_for(tmp_path: Path) -> None:
    """interface:play.py:_Session.offer_words:if-false:0 -- by their names, not their keys."""
    shown = _play(tmp_path, "1\n\n" * 300, ("greedy",))
    asked = re.findall(r"offers you .+ for (.+): accept or decline\?", shown)
    names = {c.variety.name("en") for c in bohnanza.new_game("rio-grande-2000", 4).stack}
    assert asked and all(p in names | {"nothing"} for a in asked for p in a.split(", ")), asked
    assert any(p in names for a in asked for p in a.split(", "))


def test_a_number_past_the_list_is_refused_not_taken_for_a_pass() -> None:
    """interface:playcommands.py:Reader.understand:del:5."""
    s = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    v = view(s, s.active)
    choices = list(bohnanza.legal_actions(v))
    reader = Reader("en", "en")
    assert reader.understand(v, "1", choices) == choices[0]
    for typed in ("0", str(len(choices) + 1), "99"):
        with pytest.raises(bohnanza.InvalidActionError):
            reader.understand(v, typed, choices)


def test_a_count_that_is_no_number_is_named_in_the_refusal() -> None:
    """interface:playcommands.py:Reader.beans:num:17: the first 12 characters of it."""
    s = bohnanza.compose("rio-grande-2000", 4, step=Step.TRADE, face_up=["Chili"], deck=["Soy"] * 5)
    with pytest.raises(bohnanza.InvalidActionError, match="'0123456789ab'"):
        Reader("en", "en").beans(view(s, 0), "0123456789abcdef chili")


def test_a_legal_move_the_game_does_not_ask_for_now_is_refused() -> None:
    """interface:playcommands.py:judge:if-false:1 -- in another player's step 2 the game
    asks this seat for offers only: a sale, legal at any time, is "not one of your moves
    now" (the harness would not take it)."""
    from bohnanza import Harvest, Offer
    from bohnanza.play.commands import judge

    s = bohnanza.compose(
        "rio-grande-2000",
        4,
        step=Step.TRADE,
        face_up=["Chili", "Soy"],
        fields={1: [["Blue"] * 4]},
        deck=["Soy"] * 5,
    )
    v = view(s, 1)
    sale = Harvest(1, 0)
    assert bohnanza.check(v, sale) is None
    offers = tuple(m for m in bohnanza.legal_actions(v) if isinstance(m, Offer))
    move, refusal = judge(Reader("en", "en"), v, str(sale), offers, [None])
    assert move == sale and isinstance(refusal, bohnanza.InvalidActionError)
    assert str(refusal) == "'sell field 1 for 1 coin' is not one of your moves now"


@pytest.mark.parametrize(
    ("edition", "to_me", "to_other"),
    [
        ("rio-grande-2000", "2 Bea offers you: ", "2 Bea offers 3 Cem: "),
        ("amigo-fr", "2 Bea vous propose : ", "2 Bea propose à 3 Cem : "),
    ],
)
def test_an_offer_to_the_person_at_the_table_is_told_in_the_games_own_words(
    edition: str, to_me: str, to_other: str
) -> None:
    from bohnanza import Offer
    from bohnanza.teller import Teller

    s = bohnanza.compose(
        edition, ["Ann", "Bea", "Cem"], step=Step.TRADE, face_up=["Chili"], hands={1: ["Soy"]},
        deck=["Blue"] * 5,
    )  # fmt: skip
    language = "fr" if edition == "amigo-fr" else "en"
    tell = Teller(s.table.names, 0, language, "none")
    soy = s.players[1].hand_ids[0]
    fields = [p.fields for p in s.players]
    assert tell.move(s.table.cards, fields, Offer(1, 0, (soy,), ())).startswith(to_me)
    assert tell.move(s.table.cards, fields, Offer(1, 2, (soy,), ())).startswith(to_other)
