"""``bohnanza.play.commands``: a bean named in a deck of kinds (Ladybohn) with its kind
before or after it, or none (a name of several words is not a kind), a kind alone being no
bean; Tab completes the next word of a bean name only after the words before it and a
space, each completion once."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.errors import InvalidActionError
from bohnanza.play.commands import Reader, completions


@pytest.fixture(scope="module")
def lady() -> bohnanza.PlayerView:
    with pytest.warns(bohnanza.sheets.ProvisionalDataWarning):
        s = bohnanza.compose("ladybohn", 3, hands={0: ["Harry Colt bébé"]},
                             deck=["Harry Chaos"] * 5)  # fmt: skip
    return bohnanza.view(s, 0)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("Harry Colt", ("blue", "")),  # two words, neither a kind
        ("harry colt miss", ("blue", "miss")),
        ("misters harry colt", ("blue", "mister")),
        ("bebes colt", ("blue", "baby")),
        ("colt BÉBÉ", ("blue", "baby")),
    ],
)
def test_a_bean_and_its_kind_in_either_order(
    lady: bohnanza.PlayerView, text: str, expected: tuple[str, str]
) -> None:
    assert Reader("fr", "fr").bean_kind(lady, text) == expected
    assert Reader("en", "en").bean_kind(lady, text) == expected


def test_a_kind_alone_is_no_bean(lady: bohnanza.PlayerView) -> None:
    with pytest.raises(InvalidActionError) as caught:
        Reader("fr", "fr").bean_kind(lady, "miss")
    assert str(caught.value) == "aucun haricot nommé 'miss' dans cette partie"
    with pytest.raises(InvalidActionError) as caught:
        Reader("en", "en").bean_kind(lady, "colt baby mister")  # one kind is read, at an end
    assert str(caught.value) == "no bean named 'colt baby' in this game"


def test_tab_completes_a_names_next_word_only_after_a_space() -> None:
    beans = ["Harry Cochon", "Harry Colt"]
    assert completions("offer 2 give harry co", 19, ["offer"], beans) == ["Cochon", "Colt"]
    assert completions("offer 2 give harryco", 18, ["offer"], beans) == []
    assert completions("offer 2 give harry co", 19, ["offer"], ["Harry Colt"] * 2) == ["Colt"]
    assert completions("offer 2 give h", 13, ["offer"], [*beans, "Harry Cochon"]) == beans
