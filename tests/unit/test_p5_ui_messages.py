"""``bohnanza.messages`` speaks each rulebook's words (its module docstring): the profile
of every rulebook, its step word and ordinals, its money agreeing with a count, its bean
names in the singular and the plural, French elision, and the exact text of the reasons
built by a function (a protection, a baby owed, an unmet offer) in English and French.
003's step word is « action »: a reason never writes « la action »."""

from __future__ import annotations

import warnings

import pytest

import bohnanza
from bohnanza import messages
from bohnanza.messages import ENGLISH, FRENCH, Profile, _Labels

NAMES = ["Anne", "Hugo", "Zoé"]


def _state(edition: str) -> bohnanza.GameState:
    # Chili and blue exist in every deck of plain beans (the 1997 deck has no wax).
    return bohnanza.compose(edition, NAMES, fields={1: [["Chili"] * 2, []]},
                            hands={0: ["Blue"]}, deck=["Blue"] * 5)  # fmt: skip


def _ids(state: bohnanza.GameState) -> tuple[int, int]:
    """The chili in Hugo's first field and the blue in Anne's hand."""
    return state.players[1].fields[0][0].id, state.players[0].hand[0].id


@pytest.mark.parametrize(
    ("rulebook", "expected"),
    [
        ("002", ENGLISH),
        ("000.1", FRENCH),
        ("004", FRENCH),
        ("000.2", Profile("fr", "fr1997_one", "fr1997", "pièces", "phase")),
        ("003", Profile("fr", "de", "de_plural", "talers", "action")),
        ("001", Profile("fr", "de", "de_plural", "Thunes", "phase")),
    ],
)
def test_each_rulebook_has_its_words(rulebook: str, expected: Profile) -> None:
    assert messages.profile(rulebook) == expected
    assert messages.profile(rulebook, "fr" if expected.language == "en" else "en") == expected


def test_an_unknown_rulebook_speaks_its_editions_language() -> None:
    assert messages.profile("999") == ENGLISH
    assert messages.profile("999", "en") == ENGLISH
    assert messages.profile("999", "fr") == FRENCH
    assert messages.profile("", "de") == ENGLISH


def test_steps_by_number_in_each_words() -> None:
    action = messages.profile("003")
    assert [messages.step_label(n, action) for n in range(7)] == [
        "0e action",
        "première action",
        "deuxième action",
        "troisième action",
        "quatrième action",
        "5e action",
        "6e action",
    ]
    assert [messages.step_label(n, messages.profile("000.2")) for n in (0, 1, 3, 5)] == [
        "phase 0",
        "phase 1",
        "phase 3",
        "phase 5",
    ]
    assert messages.step_label(2, ENGLISH) == "step 2"


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("Anne", "d'Anne"),
        ("Hugo", "d'Hugo"),
        ("Émile", "d'Émile"),
        ("Yves", "d'Yves"),
        ("Ïa", "d'Ïa"),
        ("ophélie", "d'ophélie"),
        ("Zoé", "de Zoé"),
        ("marc", "de marc"),
        ("", "de "),
        ("1er", "de 1er"),
    ],
)
def test_de_is_elided_before_a_vowel_or_h(name: str, expected: str) -> None:
    assert messages.elide(name) == expected


@pytest.mark.parametrize(
    ("column", "expected"),
    [
        ("en", "blue"),
        ("fr", "Harry Colt"),
        ("fr1997_one", "haricot bleu"),
        ("fr1997", "haricots bleus"),
        ("de", "Blaue Bohne"),
        ("de_plural", "Blaue Bohnen"),
    ],
)
def test_a_variety_in_each_column(column: str, expected: str) -> None:
    assert messages.variety_name("blue", column) == expected


@pytest.mark.parametrize(
    ("edition", "chili", "blue"),
    [
        ("rio-grande-2000", "66:chili", "46:blue"),
        ("amigo-fr", "Harry Cauchemar (n° 66)", "Harry Colt (n° 46)"),
        ("original-1997-fr", "haricot de feu (n° 20)", "haricot bleu (n° 0)"),
        ("original-1997-fr-003", "Feuerbohne (n° 20)", "Blaue Bohne (n° 0)"),
    ],
)
def test_a_card_is_labelled_in_its_games_words(edition: str, chili: str, blue: str) -> None:
    state = _state(edition)
    words = messages.profile(state.table.rulebook)
    chili_id, blue_id = _ids(state)
    assert messages.card_label(state, chili_id, words) == chili
    assert messages.card_label(state, blue_id, words) == blue
    assert messages.card_label(state, chili_id, ENGLISH) == f"{chili_id}:chili"


@pytest.mark.parametrize(
    ("edition", "expected"),
    [
        (
            "rio-grande-2000",
            ["coin", "coins", "coins", "coins", "step", "step 1", "step 1", "step 2", "step 3",
             "seat 0", "de seat 0", "0", "chili", "seat 1", "de seat 1", "3", "0", "seat 2"],
        ),
        (
            "amigo-fr",
            ["Thune", "Thunes", "Thunes", "Thunes", "phase", "phase 1", "phase 1", "phase 2",
             "phase 3", "Anne", "d'Anne", "0", "Harry Cauchemar", "Hugo", "d'Hugo", "3", "0",
             "Zoé"],
        ),
        (
            "original-1997-fr",
            ["pièce", "pièces", "pièces", "pièces", "phase", "phase 1", "phase 1", "phase 2",
             "phase 3", "Anne", "d'Anne", "0", "haricots de feu", "Hugo", "d'Hugo", "3", "0",
             "Zoé"],
        ),
        (
            "original-1997-fr-003",
            ["taler", "talers", "talers", "talers", "action", "première action",
             "première action", "deuxième action", "troisième action", "Anne", "d'Anne", "0",
             "Feuerbohnen", "Hugo", "d'Hugo", "3", "0", "Zoé"],
        ),
    ],
)  # fmt: skip
def test_every_placeholder_in_each_games_words(edition: str, expected: list[str]) -> None:
    state = _state(edition)
    words = messages.profile(state.table.rulebook)
    chili, _ = _ids(state)
    labels = _Labels(state, words, (1, 2, 0, chili, 2))
    keys = ["m0", "m1", "m2", "money", "word", "step", "step1", "step2", "step3", "active",
            "active_de", "active_seat", "v3", "p0", "d0", "f1", "n2", "p4"]  # fmt: skip
    assert [labels[k] for k in keys] == expected
    for wrong in ("x0", "q1", "s0"):
        with pytest.raises(KeyError):
            labels[wrong]
    with pytest.raises(IndexError):
        labels["p5"]  # a value the reason does not have


def test_the_money_word_of_one_drops_only_a_final_s() -> None:
    state = _state("amigo-fr")
    odd = Profile("fr", "fr", "fr", "argent", "phase")
    labels = _Labels(state, odd, ())
    assert (labels.money(1), labels.money(2)) == ("argent", "argent")
    assert _Labels(state, FRENCH, ()).money(-1) == "Thunes"


@pytest.mark.parametrize(
    ("edition", "expected"),
    [
        (
            "rio-grande-2000",
            [
                "field 2 holds 1 card while field 1 holds 3, field 3 holds 2",
                "field 1 holds 1 card while field 2 holds 4",
                "the offer asks for nothing; nothing does not meet it",
                "the offer asks for chili, blue; 46:blue does not meet it",
                "the baby received (46:blue, 66:chili) must first be planted in its family's field",
            ],
        ),
        (
            "amigo-fr",
            [
                "le champ 2 ne contient qu'une seule carte alors que le champ 1 en contient 3, "
                "le champ 3 en contient 2",
                "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 4",
                "l'offre demande rien ; rien ne correspond pas à la demande",
                "l'offre demande Harry Cauchemar, Harry Colt ; Harry Colt (n° 46) ne "
                "correspond pas à la demande",
                "le bébé reçu (Harry Colt (n° 46), Harry Cauchemar (n° 66)) doit d'abord être "
                "planté dans le champ de sa famille",
            ],
        ),
        (
            "original-1997-fr-003",
            [
                "le champ 2 ne contient qu'une seule carte alors que le champ 1 en contient 3, "
                "le champ 3 en contient 2",
                "le champ 1 ne contient qu'une seule carte alors que le champ 2 en contient 4",
                "l'offre demande rien ; rien ne correspond pas à la demande",
                "l'offre demande Feuerbohne, Blaue Bohne ; Blaue Bohne (n° 0) ne correspond "
                "pas à la demande",
                "le bébé reçu (Blaue Bohne (n° 0), Feuerbohne (n° 20)) doit d'abord être "
                "planté dans le champ de sa famille",
            ],
        ),
    ],
)
def test_the_reasons_built_by_a_function(edition: str, expected: list[str]) -> None:
    state = _state(edition)
    words = messages.profile(state.table.rulebook)
    chili, blue = _ids(state)
    kinds = state.table.kind
    got = [
        messages.render(state, "protection", (1, 3, 1, 2), words),
        messages.render(state, "protection", (0, 1, 4), words),
        messages.render(state, "offer-unmet", (0,), words),
        messages.render(state, "offer-unmet", (2, kinds[chili], kinds[blue], blue), words),
        messages.render(state, "baby-owed", (blue, chili), words),
    ]
    assert got == expected


@pytest.mark.parametrize(
    ("edition", "expected"),
    [
        (
            "rio-grande-2000",
            "3 offers from seat 2 to seat 0 were already declined or withdrawn in this step; "
            "seat 2 may make seat 0 no more offers until the step ends (the referee's "
            "decision trade.offer-repeats, so that the step ends)",
        ),
        (
            "original-1997-fr",
            "3 offres de Zoé à Anne ont déjà été refusées ou retirées pendant cette phase : "
            "Zoé ne peut plus lui faire d'offre avant la fin de cette phase (décision "
            "trade.offer-repeats de l'arbitre, pour que cette phase finisse)",
        ),
        (
            "original-1997-fr-003",
            "3 offres de Zoé à Anne ont déjà été refusées ou retirées pendant cette action : "
            "Zoé ne peut plus lui faire d'offre avant la fin de cette action (décision "
            "trade.offer-repeats de l'arbitre, pour que cette action finisse)",
        ),
    ],
)
def test_the_offer_repeats_reason_in_each_words(edition: str, expected: str) -> None:
    state = _state(edition)
    reason = messages.Reason(state, "offer-repeats", (2, 0, 3))
    assert reason.text() == expected
    assert reason.text(english=True) == (
        "3 offers from seat 2 to seat 0 were already declined or withdrawn in this step; "
        "seat 2 may make seat 0 no more offers until the step ends (the referee's "
        "decision trade.offer-repeats, so that the step ends)"
    )


@pytest.mark.parametrize(
    "edition", ["amigo-fr", "original-1997-fr", "original-1997-fr-003", "ladybohn"]
)
def test_no_french_reason_writes_la_before_a_vowel(edition: str) -> None:
    """Every French template, with values of the right kind, reads « la » only before a
    consonant (« l'action », never « la action »)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional beanometers
        state = bohnanza.new_game(edition, ["Anne", "Hugo", "Zoé", "Marc"], seed=1)
    words = messages.profile(state.table.rulebook)
    labels = _Labels(state, words, (0, 1, 2, 3, 3, 2, 1, 0, 1))
    for message, (_, french) in messages.TEMPLATES.items():
        if not isinstance(french, str):
            continue
        text = french.format_map(labels)
        # (« le haricot »: the h of haricot is aspirated, so h is left out.)
        for vowel in "aeiouéèêàâîïôû":
            assert f" la {vowel}" not in text, (message, text)
            assert f" le {vowel}" not in text, (message, text)


@pytest.mark.parametrize(
    ("edition", "two", "one"),
    [
        ("original-1997-fr", "[2 haricots bleus]", "[1 haricot de feu]"),
        ("original-1997-fr-003", "[2 Blaue Bohnen]", "[1 Feuerbohne]"),
        ("amigo-fr", "[2 Harry Colt]", "[1 Harry Cauchemar]"),
        ("rio-grande-2000", "[blue x2]", "[chili x1]"),
    ],
)
def test_a_field_in_a_texts_words_names_its_beans_in_the_plural_from_two(
    edition: str, two: str, one: str
) -> None:
    from bohnanza.text import render_field

    s = bohnanza.compose(edition, 3, fields={0: [["Blue"] * 2, ["Chili"]]}, deck=["Soy"] * 5)
    words = messages.profile(s.table.rulebook)
    fields = s.players[0].fields
    assert (render_field(fields[0], words), render_field(fields[1], words)) == (two, one)
    assert render_field((), words) == "[-]"
