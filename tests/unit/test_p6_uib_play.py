"""``bohnanza play`` as its docstring and docs/how-to-play.md promise it: Tab completes
the word under the cursor (a command at the start of the line, else a bean of the game),
from the text before the cursor only; every line of the commands that are not moves
(``pourquoi``, ``muet``, ``écouter``, ``annuler``, ``quitter``) and of the end of a game
(the scores, the winner, won or lost, the record) speaks French in a French edition."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from bohnanza.play import Settings, play
from bohnanza.play.commands import ALIASES


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def _settings(tmp_path: Path, edition: str = "rio-grande-2000", players: int = 3,
              bots: tuple[str, ...] = ("random",)) -> Settings:  # fmt: skip
    return Settings(
        edition, players, 7, 0, bots, save=str(tmp_path / "save.json"),
        record=str(tmp_path / "record.json"), colours="none",
    )  # fmt: skip


def test_tab_completes_the_word_before_the_cursor_from_the_commands_or_the_beans(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import readline

    line = {"buffer": "", "begin": 0, "end": 0}
    monkeypatch.setattr(readline, "get_line_buffer", lambda: line["buffer"])
    monkeypatch.setattr(readline, "get_begidx", lambda: line["begin"])
    monkeypatch.setattr(readline, "get_endidx", lambda: line["end"])
    monkeypatch.setattr(readline, "parse_and_bind", lambda text: None)
    found: dict[tuple[str, int, int], list[str]] = {}

    def read(prompt: str = "") -> str:
        complete = readline.get_completer()
        assert complete is not None
        for buffer, begin, end in [
            ("plant gr 2", 6, 8),  # the cursor after "gr": the rest of the line is no part
            ("", 0, 0),
            ("offer 2 give co", 13, 15),
            ("offer 2 give co", 13, 14),
            ("offer 2 give zz", 13, 15),
        ]:
            line.update(buffer=buffer, begin=begin, end=end)
            words: list[str] = []
            while (word := complete(buffer[begin:end], len(words))) is not None:
                words.append(word)
            found[buffer, begin, end] = words
        return "quit"

    terminal = _Terminal()
    monkeypatch.setattr(sys, "stdin", terminal)
    monkeypatch.setattr("builtins.input", read)
    assert play(_settings(tmp_path), terminal, _Terminal()) == 0
    assert found["plant gr 2", 6, 8] == ["Green"]
    # Cocoa is left out of the deck for three players: it is no bean of this game
    assert found["offer 2 give co", 13, 15] == ["Coffee"]
    assert found["offer 2 give co", 13, 14] == ["Coffee", "Chili"]
    assert found["offer 2 give zz", 13, 15] == []
    # the commands: every word of three letters or more, and each command's own word (no
    # "q" nor "?", which are short forms of other commands), in alphabetical order
    commands = found["", 0, 0]
    assert commands == sorted(commands)
    assert set(commands) == {w for w, c in ALIASES.items() if len(w) > 2 or w == c}
    assert {"end", "fin", "buy", "why", "undo", "écouter"} <= set(commands)
    assert not {"q", "?"} & set(commands)


def _french(tmp_path: Path, lines: str) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = play(_settings(tmp_path, "amigo-fr"), io.StringIO(lines), out)
    return status, out.getvalue().splitlines()


def _follows(lines: list[str], typed: str, answer: str) -> None:
    """``answer`` is the line printed right after the typed line ``typed``."""
    at = lines.index(f"> {typed}")
    assert lines[at + 1] == answer, lines[at : at + 3]


def test_the_commands_that_are_not_moves_answer_in_french(tmp_path: Path) -> None:
    script = (
        "pourquoi\nfrob\npourquoi\nrécolter 1\npourquoi\n0 harvest 7\npourquoi\n"
        "muet 2\nmuet 1\nmuet 9\nmuet x\nécouter 3\nannuler\nplanter 3\nannuler\n"
        "planter 2\n1\nannuler\nquitter\n"
    )
    status, lines = _french(tmp_path, script)
    assert status == 0
    text = "\n".join(lines)
    assert "> pourquoi\naucun coup refusé pour l'instant\n> frob" in text
    _follows(lines, "frob", "commande inconnue 'frob' ; tapez « aide »")
    assert (
        "> frob\ncommande inconnue 'frob' ; tapez « aide »\n> pourquoi\nvotre dernière ligne "
        "n'a été lue comme aucun coup : commande inconnue 'frob' ; tapez « aide »"
    ) in text
    assert (
        "> pourquoi\nrègle 000.1/harvest.choice : votre champ 1 est vide -- « Quand un joueur "
        "vend un champ de haricots, il doit choisir un champ avec deux cartes haricot ou plus. "
        "» (Récoltes et ventes de haricots)"
    ) in text
    # a move in the notation that does not fit the table: no rule refused it
    assert (
        "> pourquoi\n0 harvest 7: field 7 does not exist (fields are 0, 1, 2) (le coup est mal "
        "formé)"
    ) in text
    _follows(lines, "muet 2", "les offres de 2 Random sont refusées sans vous demander")
    for wrong in ("muet 1", "muet 9", "muet x"):
        _follows(lines, wrong, "dites quel joueur, par son numéro à partir de 1")
    _follows(lines, "écouter 3", "les offres de 3 Random II vous sont de nouveau posées")
    assert "> annuler\nrien à annuler\n> planter 3" in text
    assert "> annuler\nannulé : vous plantez Harry Colique dans le champ 3" in text
    assert (
        "> annuler\nimpossible d'annuler : des cartes ont été montrées depuis ce coup (l'ordre "
        "de la pioche est fixé : vous rejoueriez en les connaissant)"
    ) in text
    save = tmp_path / "save.json"
    assert lines[-2:] == [
        f"partie sauvegardée dans {save} ; reprenez avec : bohnanza play --resume {save}",
        "vous quittez au tour 1",
    ]


@pytest.mark.parametrize(
    ("edition", "bots", "end"),
    [
        ("amigo-fr", ("random",), [
            "Partie finie après 27 tours (graine 7).",
            "  1 Vous : 4 pièces (gagnant)",
            "  2 Random : 1 pièce",
            "Vous gagnez !",
            "partie enregistrée dans {r} (vérifiez-la avec : bohnanza verify {r})",
        ]),
        ("amigo-fr", ("greedy",), [
            "Partie finie après 27 tours (graine 7).",
            "  1 Vous : 3 pièces",
            "  2 Greedy : 5 pièces (gagnant)",
            "Vous perdez.",
            "partie enregistrée dans {r} (vérifiez-la avec : bohnanza verify {r})",
        ]),
        ("rio-grande-2000", ("greedy",), [
            "Game over after 27 turns (seed 7).",
            "  1 You: 3 coins",
            "  2 Greedy: 5 coins (winner)",
            "You lose.",
            "record written to {r} (check it with: bohnanza verify {r})",
        ]),
    ],
)  # fmt: skip
def test_the_end_of_a_game_in_each_language_won_or_lost(
    tmp_path: Path, edition: str, bots: tuple[str, ...], end: list[str]
) -> None:
    out = io.StringIO()
    settings = _settings(tmp_path, edition, players=2, bots=bots)
    assert play(settings, io.StringIO("1\n" * 3000), out) == 0
    lines = out.getvalue().splitlines()
    record = tmp_path / "record.json"
    assert lines[-5:] == [line.format(r=record) for line in end]
    assert record.is_file() and not (tmp_path / "save.json").exists()
