"""What ``help``/``aide`` prints works: every example it gives is read by ``play`` in every
edition of its language, and beans are read by full name, word, key or unambiguous start,
in both languages, a text naming two beans refused with their names."""

from __future__ import annotations

import re
import warnings

import pytest

import bohnanza
from bohnanza import InvalidActionError, Offer, Step, view
from bohnanza.actions import parse_action
from bohnanza.editions import edition, editions
from bohnanza.play.commands import ALIASES, HELP, Reader, command_of

#: The prompt's own commands (answered by the session, not read into moves).
PROMPT = {"help", "board", "why", "undo", "quit", "pass", "mute", "unmute"}


def examples(language: str) -> list[str]:
    """Every quoted example of the help in ``language``, placeholders (``FIELD``) out."""
    quoted = (
        re.findall(r"« ([^»]+) »", HELP["fr"])
        if language == "fr"
        else re.findall(r"'([^'\n]+)'", HELP["en"])
    )
    return [q for q in quoted if not re.search(r"\b[A-ZÉ]{2,}\b", q)]


def _games(language: str) -> list[tuple[str, int]]:
    return [
        (name, players)
        for name in editions()
        if edition(name).language == language
        for players in edition(name).player_counts
    ]


def _state(name: str, players: int) -> bohnanza.GameState:
    """Step 2 of player 1's turn (step 1 in the duel, which has no trading), players 1
    and 2 holding two cards of every variety in play that has cards enough."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        game = bohnanza.new_game(name, players, seed=1)
        cards = game.table.cards
        kind = ":mister" if name == "ladybohn" else ""
        keys = [
            k
            for k in view(game, 0).varieties
            if sum(c.variety.key == k and c.kind in ("", "mister") for c in cards) >= 6
        ]
        hand = [f"{k}{kind}" for k in keys for _ in range(2)]
        duel = game.table.rules.duel
        return bohnanza.compose(
            name,
            players,
            step=Step.PLANT if duel else Step.TRADE,
            active=0,
            hands={0: hand, 1: hand},
            face_up=[] if duel else [f"{keys[0]}{kind}"] * 2,
        )


def test_the_help_has_examples_in_both_languages() -> None:
    assert len(examples("en")) >= 5
    assert len(examples("fr")) >= 5
    assert "offre 2 donne cochon demande colique" in examples("fr")


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_example_of_the_help_works_in_every_edition_of_its_language(
    language: str,
) -> None:
    for name, players in _games(language):
        state = _state(name, players)
        reader = Reader(language, language)
        for example in examples(language):
            command = command_of(example)
            if command in PROMPT:
                continue
            if example[:1].isdigit():
                parse_action(example)  # the compact form: it parses
                continue
            if not command:  # a bean's name
                assert reader.bean(view(state, 0), example), (name, example)
                continue
            if state.table.rules.duel and command == "offer":
                continue  # the duel has no trading
            # A move: played by some seat (the active one, or one offering to it).
            played = []
            for seat in range(players):
                v = view(state, seat)
                try:
                    move = reader.understand(v, example, [])
                except InvalidActionError:
                    continue
                if bohnanza.check(v, move) is None:
                    played.append(move)
            assert played, (name, players, example)
            if command == "offer":
                assert all(isinstance(m, Offer) and m.gives for m in played)


def test_every_command_word_of_the_help_is_understood() -> None:
    for language, text in HELP.items():
        for line in text.splitlines():
            words = line.split()
            if line.startswith("  ") and words and not words[0].isupper():
                for word in re.split(r"\s*\|\s*", line[2:25].strip()):
                    head = word.split()[0] if word.split() else ""
                    if head and not head.startswith("("):
                        assert head.casefold() in ALIASES, (language, head)


BEANS: dict[tuple[str, int], dict[str, str | None]] = {
    # (edition, players): {typed: key}
    ("amigo-fr", 4): {
        "Harry Cochon": "stink",
        "harry cochon": "stink",
        "cochon": "stink",
        "Cochons": "stink",
        "stink": "stink",
        "sti": "stink",
        "soja": "soy",  # the start of its German name, Sojabohne
        "colique": "green",
        "coli": "green",
        "copain": "soy",
        "haricots de feu": "chili",
        "chili": "chili",
        "COMIQUE": "red",
        "black eyed": "black-eyed",
        "cochet": "wax",
    },
    ("rio-grande-2000", 4): {
        "Stink": "stink",
        "stinks": "stink",
        "stink beans": "stink",
        "sti": "stink",
        "cochon": "stink",
        "black-eyed": "black-eyed",
        "black": "black-eyed",
        "wa": "wax",
    },
    ("ladybohn", 4): {"coch": "stink", "cochon": "stink", "colt": "blue", "bébé": None},
}


@pytest.mark.parametrize(
    ("game", "typed", "key"), [(g, t, k) for g, b in BEANS.items() for t, k in b.items()]
)
def test_a_bean_is_read_by_name_word_key_or_start(
    game: tuple[str, int], typed: str, key: str | None
) -> None:
    state = _state(*game)
    language = edition(game[0]).language
    reader = Reader(language, language)
    if key is None:
        with pytest.raises(InvalidActionError):
            reader.bean(view(state, 0), typed)
    else:
        assert reader.bean(view(state, 0), typed) == key


@pytest.mark.parametrize(
    ("game", "typed", "names"),
    [
        (("amigo-fr", 4), "coch", ["Harry Cochet", "Harry Cochon"]),
        (("amigo-fr", 4), "harry", ["Harry Colt", "Harry Copain"]),
        (("rio-grande-2000", 4), "bl", ["Black-eyed", "Blue"]),
        (("rio-grande-2000", 4), "bla", ["Black-eyed", "Blue"]),  # Blaue Bohne
        (("ladybohn", 4), "co", ["Harry Cochon", "Harry Colique"]),
    ],
)
def test_a_text_that_could_name_two_beans_is_refused_with_their_names(
    game: tuple[str, int], typed: str, names: list[str]
) -> None:
    state = _state(*game)
    language = edition(game[0]).language
    reader = Reader(language, language)
    v = view(state, 0)
    with pytest.raises(InvalidActionError) as refused:
        reader.bean(v, typed)
    text = str(refused.value)
    assert all(name in text for name in names), text
    assert ("peut désigner" if language == "fr" else "could be") in text
    # ... and so is any command that names it: no move is guessed.
    for line in (
        f"keep {typed}",
        f"offer 2 give {typed} ask nothing",
        f"offer 2 give 1 {typed} ask nothing",
    ):
        with pytest.raises(InvalidActionError):
            reader.understand(v, line, [])


def test_a_bean_the_person_cannot_give_or_keep_is_named_in_the_games_language() -> None:
    state = _state("ladybohn", 4)
    v = view(state, 2)  # holds no card
    reader = Reader("fr", "fr")
    with pytest.raises(InvalidActionError, match="vous n'avez pas de Harry Cochon à donner"):
        reader.understand(v, "offre 1 donne coch demande rien", [])
    with pytest.raises(InvalidActionError, match="pas de Harry Cochon retournée à garder"):
        reader.understand(view(state, 0), "garder cochon", [])
