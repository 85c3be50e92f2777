"""``bohnanza.play.commands``: the beans Tab completes are the game's (those the player
count leaves out of the deck are none), each once, in the edition's language; a bean's
name in the edition's language (an unknown key is shown as itself); a refusal that quotes
what was typed quotes its start only, the same length in English and French."""

from __future__ import annotations

import warnings

import pytest

import bohnanza
from bohnanza.errors import InvalidActionError
from bohnanza.play.commands import Reader, judge
from bohnanza.state import Step

RIO = ["Coffee", "Wax", "Blue", "Chili", "Stink", "Green", "Soy", "Black-eyed", "Red", "Garden"]


@pytest.mark.parametrize(
    ("edition", "players", "language", "names"),
    [
        ("rio-grande-2000", 3, "en", RIO),  # three players: no Cocoa
        ("rio-grande-2000", 4, "en", [*RIO[1:], "Cocoa"]),  # four: no Coffee
        ("amigo-fr", 4, "fr", [
            "Harry Cochet", "Harry Colt", "Harry Cauchemar", "Harry Cochon", "Harry Colique",
            "Harry Copain", "Harry Chaos", "Harry Comique", "Harry Coriace", "Harry Choco",
        ]),
    ],
)  # fmt: skip
def test_tab_completes_the_beans_in_play_each_once_in_the_editions_words(
    edition: str, players: int, language: str, names: list[str]
) -> None:
    v = bohnanza.view(bohnanza.new_game(edition, players, seed=1), 0)
    assert Reader("en", language).bean_names(v) == names
    assert Reader("fr", language).bean_names(v) == names  # the person's language is not the deck's
    known = {c.variety.key for c in bohnanza.new_game(edition, players, seed=1).table.cards}
    assert len(names) == len(v.varieties) < len(known)


def test_a_beans_name_is_in_the_editions_language_and_an_unknown_key_is_itself() -> None:
    assert Reader("en", "en").name("coffee") == "Coffee"
    assert Reader("en", "fr").name("coffee") == "Harry Cogné"
    assert Reader("fr", "fr").name("black-eyed") == "Harry Chaos"
    assert Reader("fr", "en").name("black-eyed") == "Black-eyed"
    assert Reader("en", "en").name("no-such-bean") == "no-such-bean"


def _lady() -> bohnanza.PlayerView:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.sheets.ProvisionalDataWarning)
        s = bohnanza.compose(
            "ladybohn", ["Ann", "Bob", "Cy"], step=Step.TRADE,
            hands={0: ["black-eyed", "black-eyed miss"]}, face_up=["Harry Chaos"],
            deck=["Harry Cochon"] * 5,
        )  # fmt: skip
    return bohnanza.view(s, 0)


def _refusal(language: str, text: str) -> str:
    with pytest.raises(InvalidActionError) as caught:
        Reader(language, "fr").understand(_lady(), text, [None])
    return str(caught.value)


def test_a_refusal_quotes_the_start_of_what_was_typed() -> None:
    # a name of two kinds: its first 30 characters, and the whole text in the example
    typed = "haricots oeil au beurre noir beans"  # 34 characters: the 1997 name, plural
    assert _refusal("en", f"offer 2 give {typed} ask nothing") == (
        "'haricots oeil au beurre noir b' could be Harry Chaos (miss) or Harry Chaos "
        f"(mister): say which (e.g. '{typed} mister')"
    )
    assert _refusal("fr", f"offre 2 donne {typed} demande rien") == (
        "'haricots oeil au beurre noir b' peut désigner Harry Chaos (miss) ou Harry Chaos "
        f"(mister) : précisez lequel (par exemple « {typed} mister »)"
    )
    # no bean, or two beans: the first 30 characters as typed (spaces kept)
    assert _refusal("en", "keep " + "z" * 40) == f"no bean named '{'z' * 30}' in this game"
    assert _refusal("fr", "garder " + "z" * 40) == (
        f"aucun haricot nommé '{'z' * 30}' dans cette partie"
    )
    spaced = "harry c" + " " * 30
    with pytest.raises(InvalidActionError) as two:
        Reader("en", "fr").bean(_lady(), spaced)
    assert str(two.value) == (
        f"'{spaced[:30]}' could be Harry Chaos or Harry Cochon: say which (more of its name)"
    )
    # a count: its first 12 characters; an unknown command: its first 20
    assert _refusal("en", "offer 2 give 1234567890123456 chaos ask nothing") == (
        "'123456789012' is not a count of cards (digits 1-99)"
    )
    assert _refusal("fr", "offre 2 donne 0 chaos demande rien") == (
        "'0' n'est pas un nombre de cartes (chiffres 1-99)"
    )
    assert _refusal("en", "x" * 30) == f"unknown command '{'x' * 20}'; type 'help'"
    assert _refusal("fr", "x" * 30) == f"commande inconnue '{'x' * 20}' ; tapez « aide »"


@pytest.mark.parametrize(
    ("typed", "shown"),
    [("1234567890123456789", "123456789012"), ("0", "0"), ("00", "00"), ("2", "2")],
)
def test_a_number_not_listed_is_quoted_to_twelve_digits(typed: str, shown: str) -> None:
    v = _lady()
    with pytest.raises(InvalidActionError) as english:
        judge(Reader("en", "fr"), v, typed, [], [None])
    assert str(english.value) == f"no move numbered {shown}: choose 1-1"
    with pytest.raises(InvalidActionError) as french:
        judge(Reader("fr", "fr"), v, typed, [], [None])
    assert str(french.value) == f"pas de coup numéro {shown} : choisissez 1-1"
