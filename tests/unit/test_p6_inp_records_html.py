"""The record page's refusal names beans as its pictures do (``bohnanza.records.html``,
its docstring: "beans named as the pictures name them"): where the rulebook's own words
name a bean otherwise (the 1997 editions' « haricot de feu », 003's « Feuerbohne »), the
reason shown says the picture's name, singular and plural, whole words only; where they
agree, the reason is left as it is."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.records.html import _one_name


def _table(name: str) -> bohnanza.state.Table:
    return bohnanza.new_game(name, 3, seed=1).table


def test_the_1997_rulebooks_bean_names_become_the_pictures_names() -> None:
    table = _table("original-1997-fr")
    said = "un haricot bleu et deux haricots bleus; haricot bleuâtre, le haricot de feu"
    assert _one_name(said, table) == (
        "un Harry Colt et deux Harry Colt; haricot bleuâtre, le Harry Cauchemar"
    )


def test_the_003_rulebooks_german_names_become_the_pictures_names() -> None:
    table = _table("original-1997-fr-003")
    said = "eine Feuerbohne, zwei Feuerbohnen, Blaue Bohnen"
    assert _one_name(said, table) == "eine Harry Cauchemar, zwei Harry Cauchemar, Harry Colt"


@pytest.mark.parametrize(
    ("edition", "said"),
    [
        ("amigo-fr", "un haricot bleu, des haricots de feu"),
        ("rio-grande-2000", "a Blue Bean"),
        ("rio-grande-2000", "plant the red bean, then 2 soy and a black-eyed"),
    ],
)
def test_a_rulebook_that_names_beans_as_the_pictures_is_left_as_it_is(
    edition: str, said: str
) -> None:
    assert _one_name(said, _table(edition)) == said
