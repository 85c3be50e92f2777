"""What a session of ``bohnanza play`` promises, played in process on typed lines: the
header, the table and the numbered menu, the commands that are not moves (``why``,
``mute``, ``undo``, ``help``, ``quit``, an empty line), the refusals with their rule, the
end of a game (scores, the winner, the record), and how it leaves: quit, input ended,
no input, interrupted (status 130), a line too long (status 2), a save or record that
cannot be written (status 74); the players' names."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from bohnanza.files import UnwritableError
from bohnanza.play import HELP, Settings, play, resume, seat_names


def _settings(tmp_path: Path, edition: str = "rio-grande-2000", players: int = 3,
              seat: int = 0, bots: tuple[str, ...] = ("random",)) -> Settings:  # fmt: skip
    return Settings(
        edition, players, 7, seat, bots, save=str(tmp_path / "save.json"),
        record=str(tmp_path / "record.json"), colours="none",
    )  # fmt: skip


def _play(settings: Settings, lines: str) -> tuple[int, list[str]]:
    out = io.StringIO()
    status = play(settings, io.StringIO(lines), out)
    return status, out.getvalue().splitlines()


def test_the_header_the_table_and_the_numbered_first_move(tmp_path: Path) -> None:
    status, lines = _play(_settings(tmp_path), "quit\n")
    assert status == 0
    assert lines[0] == (
        "# Bohnanza, Rio Grande Games rule booklet (c) 2000 AMIGO; you are player 1; 2 Random, "
        "3 Random II; type 'help' for the commands"
    )
    assert lines[1] == "Turn 1 | 1 You, step 1 | deck 135 | discard 0 | deck ran out 0/2"
    assert lines[2] == "  1 You (you): 0 coins | hand: Green, Red, Coffee, Green, Stink"
    assert lines[6] == "  2 Random: 0 coins | hand: 5 cards"
    assert lines[14:18] == [
        "Your move (plant your front card):",
        "   1  plant Green in field 1",
        "   2  plant Green in field 2",
        "   3  plant Green in field 3",
    ]
    assert lines[-2:] == [
        f"game saved to {tmp_path / 'save.json'}; go on with: bohnanza play --resume "
        f"{tmp_path / 'save.json'}",
        "you quit at turn 1",
    ]
    saved = json.loads((tmp_path / "save.json").read_text("utf-8"))
    assert (saved["format"], saved["edition"], saved["players"], saved["seed"]) == (
        "bohnanza-play/1", "rio-grande-2000", 3, 7,
    )  # fmt: skip
    assert saved["decisions"] == [] and saved["bots"] == ["random"]
    assert not (tmp_path / "record.json").exists()


def test_why_mute_and_a_refusal_with_its_rule(tmp_path: Path) -> None:
    script = "why\nfrob\nwhy\nharvest 1\nwhy\nmute 2\nmute 1\nmute 9\nmute x\nunmute 2\nquit\n"
    status, lines = _play(_settings(tmp_path), script)
    text = "\n".join(lines)
    assert status == 0
    assert "> why\nno move of yours was refused yet" in text
    assert "> frob\nunknown command 'frob'; type 'help'" in text
    assert "> why\nyour last line was read as no move: unknown command 'frob'; type 'help'" in text
    assert (
        "> harvest 1\nrefused: your field 1 is empty [002/harvest.choice] (type 'why' for the rule)"
    ) in text
    assert '> why\nrule 002/harvest.choice: your field 1 is empty -- "' in text
    assert "> mute 2\noffers of 2 Random are declined without asking you" in text
    assert "> mute 1\nsay which player, by its number from 1" in text  # not oneself
    assert "> mute 9\nsay which player, by its number from 1" in text
    assert "> mute x\nsay which player, by its number from 1" in text
    assert "> unmute 2\noffers of 2 Random are put to you again" in text


def test_the_game_waits_for_a_move_it_needs_and_help_lists_the_commands(tmp_path: Path) -> None:
    status, lines = _play(_settings(tmp_path), "\npass\nhelp\nquit\n")
    text = "\n".join(lines)
    assert status == 0
    assert text.count("the game waits for you: choose a move ('help' lists them)") == 2
    assert HELP["en"].splitlines()[0] in lines


def test_undo_takes_back_a_planting_while_no_card_was_shown(tmp_path: Path) -> None:
    status, lines = _play(_settings(tmp_path), "undo\nplant 3\nundo\nplant 2\n1\nundo\nquit\n")
    text = "\n".join(lines)
    assert status == 0
    assert "> undo\nnothing to undo yet" in text
    assert "> undo\nundone: you plant Green in field 3" in text
    assert "   you plant Green in field 2" in text  # played again, otherwise
    assert "> undo\ncannot undo: cards were shown since that move" in text
    saved = json.loads((tmp_path / "save.json").read_text("utf-8"))
    # the undone planting is gone from the decisions: field 2 (index 1), then field 1
    assert [d.rsplit(" ", 1)[1] for d in saved["decisions"]] == ["1", "0"]
    assert saved["auto"] == [] and saved["muted"] == []


def test_a_whole_game_ends_with_the_scores_the_winner_and_the_record(tmp_path: Path) -> None:
    status, lines = _play(_settings(tmp_path, players=2), "1\n" * 3000)
    assert status == 0
    end = lines.index("Game over after 27 turns (seed 7).")
    assert lines[end + 1 : end + 5] == [
        "  1 You: 5 coins (winner)",
        "  2 Random: 2 coins",
        "You win!",
        f"record written to {tmp_path / 'record.json'} (check it with: bohnanza verify "
        f"{tmp_path / 'record.json'})",
    ]
    assert (tmp_path / "record.json").is_file() and not (tmp_path / "save.json").exists()


def test_a_record_in_a_missing_folder_is_refused_before_any_move(tmp_path: Path) -> None:
    base = _settings(tmp_path, players=2)
    blocked = tmp_path / "no-such-dir" / "record.json"
    settings = Settings(base.edition, 2, 7, 0, ("random",), save=base.save, record=str(blocked),
                        colours="none")  # fmt: skip
    out = io.StringIO()
    with pytest.raises(UnwritableError, match="no-such-dir' does not exist"):
        play(settings, io.StringIO("1\n" * 3000), out)
    assert "Turn 1" not in out.getvalue()


def test_the_ways_a_session_is_left(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    out = io.StringIO()
    assert play(settings, None, out) == 0
    assert out.getvalue().splitlines()[-1] == "no input: the game is left at turn 1"
    status, lines = _play(settings, "")
    assert status == 0 and lines[-1] == "input ended: the game is left at turn 1"
    status, lines = _play(settings, "x" * 10_001 + "\n")
    assert status == 2
    assert (
        lines[-1] == "a line of more than 10,000 characters is not read: the game is left at turn 1"
    )
    status, lines = _play(settings, "x" * 10_000 + "\nquit\n")
    assert status == 0  # a line of exactly the limit is read

    class Interrupted(io.StringIO):
        def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
            raise KeyboardInterrupt

    class Broken(io.StringIO):
        def readline(self, size: int | None = -1, /) -> str:  # type: ignore[override]
            raise OSError("disk on fire")

    out = io.StringIO()
    assert play(settings, Interrupted(), out) == 130  # 128 + SIGINT, as a shell says
    assert out.getvalue().splitlines()[-1] == "interrupted: the game is left at turn 1"
    out = io.StringIO()
    assert play(settings, Broken(), out) == 0
    assert out.getvalue().splitlines()[-1] == (
        "input failed (disk on fire): the game is left at turn 1"
    )


def test_a_save_whose_name_is_a_folder_goes_beside_it(tmp_path: Path) -> None:
    (tmp_path / "save.json").mkdir()  # a folder where the save should go: nothing is lost
    status, lines = _play(_settings(tmp_path), "quit\n")
    assert status == 0
    beside = tmp_path / "save-2.json"
    assert lines[-2] == f"game saved to {beside}; go on with: bohnanza play --resume {beside}"
    assert json.loads(beside.read_text("utf-8"))["decisions"] == []


def test_a_saved_game_resumes_where_it_was_left(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    status, first = _play(settings, "plant 2\nquit\n")
    assert status == 0
    out = io.StringIO()
    assert resume(str(tmp_path / "save.json"), io.StringIO("quit\n"), out) == 0
    again = out.getvalue().splitlines()
    assert again[0] == first[0]
    assert "  1 You (you): 0 coins | hand: Red, Coffee, Green, Stink" in again
    assert "      field 2: Green x1 (sells for 0; 1/2/3/4 coins at 3/5/6/7 cards)" in again


def test_a_french_session_speaks_french(tmp_path: Path) -> None:
    status, lines = _play(_settings(tmp_path, "amigo-fr"), "récolter 1\npourquoi\n\nfin\n")
    text = "\n".join(lines)
    assert status == 0
    assert lines[0] == (
        "# Bohnanza, règles de jeu AMIGO (édition française, 154 cartes) ; vous êtes le joueur 1 "
        "; 2 Random, 3 Random II ; tapez « aide » pour les commandes"
    )
    assert lines[2].startswith("  1 Vous (vous) : 0 pièce | main : Harry Colique, ")
    assert "À vous (plantez votre première carte) :" in lines
    assert (
        "> récolter 1\nrefusé : votre champ 1 est vide [000.1/harvest.choice] (tapez « pourquoi » "
        "pour la règle)"
    ) in text
    assert "> pourquoi\nrègle 000.1/harvest.choice : votre champ 1 est vide -- « " in text
    assert "> \nla partie vous attend : choisissez un coup (« aide » les liste)" in text
    assert "> fin\naucune phase à finir maintenant" in text
    assert lines[-1] == "fin de l'entrée : partie laissée au tour 1"
    status, lines = _play(_settings(tmp_path, "amigo-fr"), "x" * 10_001 + "\n")
    assert status == 2 and lines[-1] == (
        "une ligne de plus de 10\u202f000 caractères n'est pas lue : partie laissée au tour 1"
    )


def test_the_players_names() -> None:
    def names(edition: str, players: int, seat: int, bots: tuple[str, ...]) -> list[str]:
        return seat_names(Settings(edition, players, 1, seat, bots))

    assert names("rio-grande-2000", 3, 0, ("random",)) == ["You", "Random", "Random II"]
    assert names("rio-grande-2000", 5, 0, ("planner-2", "random", "x:random")) == [
        "You", "Planner level 2", "Random", "Random II", "Planner level 2 II",
    ]  # fmt: skip
    assert names("amigo-fr", 4, 1, ("planner-2", "random")) == [
        "Planner niveau 2", "Vous", "Random", "Planner niveau 2 II",
    ]  # fmt: skip
    # A bot in any language is named by its script or program, never by the folders.
    assert names("rio-grande-2000", 6, 0, (
        "cmd:/opt/venv/bin/python bots/mine.py", "cmd:./bots/greedy --fast",
        "cmd:python3 -m pkg.bots.dealer", 'cmd:node "my bots/haggle.js"', "cmd:",
    )) == ["You", "Mine", "Greedy", "Dealer", "Haggle", "Cmd"]  # fmt: skip
    many = names("rio-grande-2000", 9, 8, ("random",))
    assert many[:8] == ["Random", "Random II", "Random III", "Random IV", "Random V",
                        "Random VI", "Random VII", "Random 8"] and many[8] == "You"  # fmt: skip


@pytest.mark.parametrize("colours", ["dark", "light"])
def test_colours_are_markup_the_terminal_shows(tmp_path: Path, colours: str) -> None:
    base = _settings(tmp_path)
    settings = Settings(base.edition, 3, 7, 0, ("random",), save=base.save, colours=colours)
    out = io.StringIO()
    play(settings, io.StringIO("quit\n"), out)
    assert "\x1b[" not in out.getvalue()  # not a terminal: Rich prints plain text
