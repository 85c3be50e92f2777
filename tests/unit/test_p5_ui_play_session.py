"""Sessions of ``bohnanza play`` in every edition's words: a French session speaks
French in every line a player reads (the person's and the bots' moves, the prompts, the
cards turned face up when another player's step 2 begins, the prompt to trade there, the
board), the French duel too, and the 1997 editions refuse and explain under their own
texts' rule ids; typed lines are echoed only when the input is no terminal; a resumed game
shows its last move, its table and the menu before asking."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from bohnanza.play import Settings, play, resume


def _session(tmp_path: Path, lines: str) -> list[str]:
    settings = Settings(
        "amigo-fr", 3, 7, 0, ("planner",), save=str(tmp_path / "s.json"),
        record=str(tmp_path / "r.json"), colours="none",
    )  # fmt: skip
    out = io.StringIO()
    assert play(settings, io.StringIO(lines), out) == 0
    return out.getvalue().splitlines()


def _in_order(lines: list[str], wanted: list[str]) -> None:
    at = 0
    for line in wanted:
        assert line in lines[at:], (line, lines[at:])
        at = lines.index(line, at) + 1


def test_a_french_session_speaks_french_on_every_line(tmp_path: Path) -> None:
    lines = _session(tmp_path, "1\n" * 12 + "quit\n")
    assert lines[1] == "Tour 1 | 1 Vous, phase 1 | pioche 135 | défausse 0 | pioche épuisée 0/2"
    _in_order(
        lines,
        [
            "À vous (plantez votre première carte) :",
            "   1  planter Harry Colique dans le champ 1",
            "> 1",
            "   vous plantez Harry Colique dans le champ 1",
            "À vous (plantez votre première carte, ou « fin » pour ne plus planter) :",
            "   3  ne pas planter de deuxième carte",
            "   vous plantez Harry Comique dans le champ 2",
            "Tour 1 | 1 Vous, phase 2 | pioche 133 | défausse 0 | pioche épuisée 0/2",
            "  cartes retournées : Harry Comique, Harry Colt",
            "      champ 1 : Harry Colique x1 (vaut 0 ; 1/2/3/4 pièces à 3/5/6/7 cartes)",
            "À vous (gardez, proposez ou donnez les cartes retournées, puis « fin ») :",
            "   1  garder Harry Comique",
            "   vous gardez Harry Comique",
            "   1  finir les échanges",
            "   vous terminez les échanges",
            "Tour 1 | 1 Vous, phase 3 | pioche 133 | défausse 0 | pioche épuisée 0/2",
            "      à planter : Harry Comique, Harry Colt",
            "À vous (plantez les cartes reçues) :",
            "   2  vendre le champ 2 pour 1 pièce",
            "   vous plantez Harry Colt dans le champ 3",
            "Tour 2 | 2 Planner, phase 1 | pioche 130 | défausse 0 | pioche épuisée 0/2",
            "   2 Planner plante Harry Cochon dans le champ 1",
            "   2 Planner plante Harry Coriace dans le champ 2",
            # another player's step 2: its face-up cards on a line of their own
            "  cartes retournées : Harry Colique, Harry Cochon",
            "2 Planner échange (retournées : Harry Colique, Harry Cochon). Proposez, vendez, "
            "achetez, ou Entrée pour passer",
            "   1  passer",
            "   2 Planner garde Harry Cochon",
            "2 Planner échange (retournées : Harry Colique). Proposez, vendez, achetez, ou "
            "Entrée pour passer",
            "   2 Planner termine les échanges",
            "Tour 3 | 3 Planner II, phase 1 | pioche 125 | défausse 0 | pioche épuisée 0/2",
            "      champ 2 : Harry Coriace x1 (vaut 0 ; 2/3 pièces à 2/3 cartes)",
            "   3 Planner II plante Harry Cogné dans le champ 1",
            "  cartes retournées : Harry Copain, Harry Cochet",
        ],
    )
    english = ("step", "field", "coins", "hand:", "plants", "keeps", "You (")
    assert not [line for line in lines if any(word in line for word in english)]


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


class _Broken(io.StringIO):
    def isatty(self) -> bool:
        raise ValueError("I/O operation on closed file")


def _typed(folder: Path, stream: io.StringIO) -> list[str]:
    folder.mkdir()
    settings = Settings(
        "rio-grande-2000", 3, 7, 0, ("random",), save=str(folder / "s.json"),
        record=str(folder / "r.json"), colours="none",
    )  # fmt: skip
    out = io.StringIO()
    assert play(settings, stream, out) == 0
    return out.getvalue().splitlines()


def test_typed_lines_are_echoed_only_when_the_input_is_no_terminal(tmp_path: Path) -> None:
    """A script's lines are echoed after the prompt, so the output reads as a transcript;
    a terminal shows what was typed itself; an input that cannot say is a script."""
    scripted = _typed(tmp_path / "a", io.StringIO("1\nquit\n"))
    assert [line for line in scripted if line.startswith(">")] == ["> 1", "> quit"]
    broken = _typed(tmp_path / "b", _Broken("1\nquit\n"))
    assert [line for line in broken if line.startswith(">")] == ["> 1", "> quit"]
    typed = _typed(tmp_path / "c", _Terminal("1\nquit\n"))
    assert [line for line in typed if line.startswith(">")] == [
        ">    you plant Green in field 1",
        f"> game saved to {tmp_path / 'c' / 's.json'}; go on with: bohnanza play --resume "
        f"{tmp_path / 'c' / 's.json'}",
    ]


def test_a_resumed_game_shows_the_last_move_and_the_table_before_asking(tmp_path: Path) -> None:
    save = tmp_path / "s.json"
    settings = Settings(
        "rio-grande-2000", 3, 7, 0, ("random",), save=str(save),
        record=str(tmp_path / "r.json"), colours="none",
    )  # fmt: skip
    assert play(settings, io.StringIO("1\n1\nquit\n"), io.StringIO()) == 0
    out = io.StringIO()
    assert resume(str(save), io.StringIO("quit\n"), out, None, (), None, "none") == 0
    assert out.getvalue().splitlines() == [
        "# Bohnanza, Rio Grande Games rule booklet (c) 2000 AMIGO; you are player 1; 2 Random, "
        "3 Random II; type 'help' for the commands",
        "   you plant Red in field 2",
        "Turn 1 | 1 You, step 2 | deck 133 | discard 0 | deck ran out 0/2",
        "  face up: Red, Blue",
        "  1 You (you): 0 coins | hand: Coffee, Green, Stink",
        "      field 1: Green x1 (sells for 0; 1/2/3/4 coins at 3/5/6/7 cards)",
        "      field 2: Red x1 (sells for 0; 1/2/3/4 coins at 2/3/4/5 cards)",
        "      field 3: empty",
        "  2 Random: 0 coins | hand: 5 cards",
        "      field 1: empty",
        "      field 2: empty",
        "      field 3: empty",
        "  3 Random II: 0 coins | hand: 5 cards",
        "      field 1: empty",
        "      field 2: empty",
        "      field 3: empty",
        "Your move (keep, offer or give away the face-up cards, then 'end'):",
        "   1  keep the face-up Red",
        "   2  keep the face-up Blue",
        "   3  end the trading",
        "> quit",
        f"game saved to {save}; go on with: bohnanza play --resume {save}",
        "you quit at turn 1",
    ]


def test_a_french_game_resumed_before_any_move_shows_its_table_in_french(
    tmp_path: Path,
) -> None:
    save = tmp_path / "s.json"
    settings = Settings(
        "amigo-fr", 3, 7, 0, ("random",), save=str(save), record=str(tmp_path / "r.json"),
        colours="none",
    )  # fmt: skip
    assert play(settings, io.StringIO("quit\n"), io.StringIO()) == 0
    out = io.StringIO()
    assert resume(str(save), io.StringIO("quit\n"), out, None, (), None, "none") == 0
    lines = out.getvalue().splitlines()
    assert lines[:2] == [
        "# Bohnanza, règles de jeu AMIGO (édition française, 154 cartes) ; vous êtes le "
        "joueur 1 ; 2 Random, 3 Random II ; tapez « aide » pour les commandes",
        "Tour 1 | 1 Vous, phase 1 | pioche 135 | défausse 0 | pioche épuisée 0/2",
    ]
    assert lines[-8:] == [
        "      champ 3 : vide",
        "À vous (plantez votre première carte) :",
        "   1  planter Harry Colique dans le champ 1",
        "   2  planter Harry Colique dans le champ 2",
        "   3  planter Harry Colique dans le champ 3",
        "> quit",
        f"partie sauvegardée dans {save} ; reprenez avec : bohnanza play --resume {save}",
        "vous quittez au tour 1",
    ]


def test_a_french_duel_speaks_french_on_every_line(tmp_path: Path) -> None:
    settings = Settings(
        "amigo-fr", 2, 7, 0, ("planner",), save=str(tmp_path / "s.json"),
        record=str(tmp_path / "r.json"), colours="none",
    )  # fmt: skip
    out = io.StringIO()
    assert play(settings, io.StringIO("1\n" * 6 + "quit\n"), out) == 0
    lines = out.getvalue().splitlines()
    assert lines[1] == "Tour 1 | 1 Vous, phase 2 | pioche 134 | défausse 0 | pioche épuisée 0/1"
    _in_order(
        lines,
        [
            "À vous (choisissez un coup) :",
            "   vous plantez Harry Cochet dans le champ 1",
            "   3  défausser Harry Colique",
            "   vous plantez Harry Colique dans le champ 2",
            "   4  vendre le champ 1 pour 0 pièce",
            "   vous ne plantez pas de deuxième carte",
            "Tour 1 | 1 Vous, phase 3 | pioche 131 | défausse 0 | pioche épuisée 0/1",
            "  cartes retournées : Harry Comique, Harry Colt, Harry Cogné",
            "   1  laisser les cartes piochées en offre",
            "   vous laissez les cartes piochées en offre",
            "Tour 2 | 2 Planner, phase 1 | pioche 129 | défausse 0 | pioche épuisée 0/1",
            "  offertes : Harry Comique, Harry Colt, Harry Cogné",
            "   2 Planner plante Harry Comique dans le champ 1",
            "   2 Planner défausse Harry Colt",
            "   2 Planner laisse les cartes piochées en offre",
            "Tour 3 | 1 Vous, phase 1 | pioche 124 | défausse 2, dessus Harry Cogné | pioche "
            "épuisée 0/1",
            "  offertes : Harry Colt, Harry Colt",
            "      champ 2 : Harry Cochon x3 (vaut 1 ; 1/2/3/4 pièces à 3/5/7/8 cartes)",
            "   1  défausser Harry Colt",
            "   vous défaussez Harry Colt",
        ],
    )


@pytest.mark.parametrize(
    ("edition", "rulebook", "quote"),
    [
        ("original-1997-fr-003", "003",
         "« Lorsqu'un joueur doit ou souhaite vendre des haricots, il peut chosir quel champ il "
         "vend, même si cela ne lui rapport aucun taler. » (Vendre des haricots)"),
        ("original-1997-fr", "000.2",
         "« Si un joueur veut ou doit, vendre des haricots, il peut choisir dans quel champ il "
         "récolte. » (Vendre des haricots - Récolte)"),
    ],
)  # fmt: skip
def test_the_1997_editions_refuse_and_explain_in_their_texts_french(
    tmp_path: Path, edition: str, rulebook: str, quote: str
) -> None:
    settings = Settings(
        edition, 3, 7, 0, ("planner",), save=str(tmp_path / "s.json"),
        record=str(tmp_path / "r.json"), colours="none",
    )  # fmt: skip
    out = io.StringIO()
    assert play(settings, io.StringIO("récolter 1\npourquoi\nfin\nquit\n"), out) == 0
    lines = out.getvalue().splitlines()
    _in_order(
        lines,
        [
            "> récolter 1",
            f"refusé : votre champ 1 est vide [{rulebook}/harvest.choice] (tapez « pourquoi » "
            "pour la règle)",
            "> pourquoi",
            f"règle {rulebook}/harvest.choice : votre champ 1 est vide -- {quote}",
            "> fin",
            "aucune phase à finir maintenant",
            "> quit",
            "vous quittez au tour 1",
        ],
    )
