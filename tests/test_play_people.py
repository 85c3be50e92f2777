"""``bohnanza play`` speaks to people: fields and players counted from 1 in what it reads
and says, plurals and French colons right, a refusal of a move typed in words names its
rule (``why`` quotes it), ``mute`` survives ``--resume``, and the Ladybohn warning names a
page users have."""

from __future__ import annotations

import io
import json
import re
import warnings
from pathlib import Path
from typing import TextIO, cast

import pytest

import bohnanza
from bohnanza.play import Settings, play, resume
from bohnanza.teller import Teller


class _Script:
    """Typed lines, then a hasty person (the first move, the first answer, pass)."""

    def __init__(self, screen: io.StringIO, lines: list[str], then: str = "1") -> None:
        self.screen = screen
        self.lines = list(lines)
        self.then = then

    def readline(self, size: int = -1) -> str:
        if self.lines:
            return self.lines.pop(0) + "\n"
        if self.then == "quit":
            return "quit\n"
        return "1\n"

    def isatty(self) -> bool:
        return False


def _play(tmp_path: Path, lines: list[str], edition: str = "rio-grande-2000", **kw: object) -> str:
    settings = Settings(
        edition,
        int(kw.get("players", 4)),  # type: ignore[call-overload]
        int(kw.get("seed", 11)),  # type: ignore[call-overload]
        int(kw.get("seat", 0)),  # type: ignore[call-overload]
        ("planner", "greedy"),
        str(tmp_path / "s.json"),
        str(tmp_path / "g.json"),
        colours="none",
    )
    screen = io.StringIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        play(settings, cast("TextIO", _Script(screen, lines, str(kw.get("then", "quit")))), screen)
    return screen.getvalue()


def test_fields_and_players_out_of_range_are_named_from_1(tmp_path: Path) -> None:
    text = _play(tmp_path, ["sell 5", "offer 9 give wax ask nothing", "withdraw 0", "quit"])
    assert "you have no field 5: your fields are 1-2" in text
    assert "there is no player 9: players are 1-4" in text
    assert "say which player, by its number from 1" in text
    assert "fields are 0, 1, 2" not in text and "harvest 4" not in text
    (tmp_path / "s.json").unlink()
    french = _play(
        tmp_path, ["vendre 4", "offre 7 donne cochon demande rien", "quitter"], "amigo-fr"
    )
    assert "vous n'avez pas de champ 4 : vos champs sont 1-2" in french
    assert "il n'y a pas de joueur 7 : les joueurs sont 1-4" in french


def test_a_move_refused_in_words_names_its_rule_and_why_quotes_it(tmp_path: Path) -> None:
    """The reviewer's line: 'plant wax 2' at seed 11 got no rule, and 'why' said nothing
    was refused; the compact form of the same move got the rule."""
    text = _play(tmp_path, ["plant wax 2", "why", "quit"])
    refused = re.search(r"refused: (.*) \(type 'why' for the rule\)", text)
    assert refused and "[002/step1.front-card]" in refused.group(1), text[-1500:]
    assert "the front card of your hand is Green, not Wax" in refused.group(1)
    assert "no move of yours was refused yet" not in text
    assert 'rule 002/step1.front-card: the front card of your hand is Green, not Wax -- "' in text
    assert not re.search(r"\b\d+:[a-z]+\b", text.split("> plant wax 2")[1])  # no card ids


def test_a_french_refusal_and_its_rule_are_french(tmp_path: Path) -> None:
    """The front card first: 'pourquoi' quotes the rule in French."""
    text = _play(tmp_path, ["planter cochet 2", "pourquoi", "quitter"], "amigo-fr")
    after = text.split("> planter cochet 2")[1]
    assert "refusé :" in after and "(tapez « pourquoi » pour la règle)" in after
    assert "règle " in after and " -- « " in after
    assert "aucun coup refusé" not in after and "rule " not in after
    assert "la première carte de votre main est Harry Colique, pas Harry Cochet" in after
    assert "n°" not in after


def test_why_after_a_line_read_as_no_move_says_so(tmp_path: Path) -> None:
    text = _play(tmp_path, ["plant zzz 1", "why", "quit"])
    assert "your last line was read as no move: no bean named 'zzz' in this game" in text


def test_french_puts_a_space_before_colons_and_counts_zero_in_the_singular(
    tmp_path: Path,
) -> None:
    text = _play(tmp_path, ["quitter"], "amigo-fr")
    assert re.search(r"^  1 Vous \(vous\) : 0 pièce \| main : ", text, re.M), text[:1500]
    assert re.search(r"^  2 Planner : 0 pièce \| main : 5 cartes$", text, re.M)
    english = Teller(["You", "Bob"], 0, "en", "none")
    assert english.t("coin", n=1) == "1 coin"


def test_a_whole_french_game_ends_with_french_scores(tmp_path: Path) -> None:
    text = _play(tmp_path, [], "amigo-fr", players=3, then="1")
    assert "Partie finie après" in text
    scores = re.findall(r"^  \d \S+ : \d+ pièces?( \(gagnant\))?$", text, re.M)
    assert len(scores) == 3
    for line in re.findall(r"^  \d \S+ : 1 pièces", text, re.M):
        pytest.fail(line)


def test_mute_is_kept_on_resume(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """N7: 'mute 2', 'quit', '--resume': player 2's offers were put to him again."""
    monkeypatch.chdir(tmp_path)  # the resumed game's record goes to the current folder
    _play(tmp_path, ["mute 2", "quit"], seat=0)
    saved = json.loads((tmp_path / "s.json").read_text("utf-8"))
    assert saved["muted"] == [1]
    screen = io.StringIO()
    lines = cast("TextIO", _Script(screen, [], "1"))
    assert resume(str(tmp_path / "s.json"), lines, screen, colours="none") == 0
    text = screen.getvalue()
    assert "2 Planner offers you" in text and "(muted: declined)" in text
    assert not re.search(r"^2 Planner offers you .*accept or decline\?", text, re.M)


def test_a_save_file_with_a_bad_muted_list_is_refused(tmp_path: Path) -> None:
    _play(tmp_path, ["quit"])
    data = json.loads((tmp_path / "s.json").read_text("utf-8"))
    for bad in ([0], [9], ["1"], 1):
        data["muted"] = bad
        (tmp_path / "bad.json").write_text(json.dumps(data), "utf-8")
        with pytest.raises(bohnanza.InvalidSetupError, match=r"\$\.muted"):
            resume(str(tmp_path / "bad.json"), None, io.StringIO())


def test_input_that_fails_is_told_in_the_games_language(tmp_path: Path) -> None:
    class Broken:
        def readline(self, size: int = -1) -> str:
            raise OSError("disk gone")

        def isatty(self) -> bool:
            return False

    settings = Settings(
        "amigo-fr", 3, 1, 0, ("random",), str(tmp_path / "s.json"), "", colours="none"
    )
    screen = io.StringIO()
    assert play(settings, cast("TextIO", Broken()), screen) == 0
    assert "l'entrée a échoué (disk gone) : partie laissée au tour 1" in screen.getvalue()


@pytest.mark.parametrize(("edition", "told"), [
    ("rio-grande-2000", "interrupted: the game is left at turn 1"),
    ("amigo-fr", "interrompu : partie laissée au tour 1"),
])  # fmt: skip
def test_ctrl_c_at_the_prompt_saves_the_game_and_exits_130(
    tmp_path: Path, edition: str, told: str
) -> None:
    class Interrupted:
        """A person who presses Ctrl-C at the first prompt."""

        def readline(self, size: int = -1) -> str:
            raise KeyboardInterrupt

        def isatty(self) -> bool:
            return False

    save = tmp_path / "s.json"
    settings = Settings(edition, 3, 1, 0, ("random",), str(save), "", colours="none")
    screen = io.StringIO()
    assert play(settings, cast("TextIO", Interrupted()), screen) == 130  # 128 + SIGINT
    assert told in screen.getvalue()
    assert json.loads(save.read_text("utf-8"))["seed"] == 1  # nothing is lost


def test_the_ladybohn_warning_names_a_page_users_have() -> None:
    with pytest.warns(bohnanza.ProvisionalDataWarning) as caught:
        bohnanza.new_game("ladybohn", 4, seed=1)
    text = str(caught[0].message)
    assert "FACTS.md" not in text and "docs/ladybohn.md" in text
    assert (
        Path(__file__)
        .parents[1]
        .joinpath("docs", "ladybohn.md")
        .read_text("utf-8")
        .count("## The beanometers are provisional")
        == 1
    )


def test_an_offer_asking_for_a_bean_nobody_shows_names_it_in_the_games_language() -> None:
    state = bohnanza.compose(
        "amigo-fr", 4, step=bohnanza.Step.TRADE, face_up=["Chili"], hands={1: ["Soy"]}
    )
    offer = bohnanza.Offer(1, 0, (state.players[1].hand_ids[0],), ("cocoa",))
    assert bohnanza.check(state, offer) is None
    after = bohnanza.apply(state, offer)
    tell = Teller(state.table.names, 2, "fr", "none")
    told = tell.seen(bohnanza.view(state, 2), offer, bohnanza.view(after, 2))
    assert told == "2 P2 propose à 1 P1 : Harry Copain contre Harry Choco", told


def test_default_names_are_not_read_as_numbers() -> None:
    from bohnanza.play import seat_names
    from bohnanza.players import BUILTIN

    specs = tuple(sorted(BUILTIN))
    for name, language in (("rio-grande-2000", "en"), ("amigo-fr", "fr")):
        names = seat_names(Settings(name, 7, 1, 3, specs))
        assert len(set(names)) == 7
        # a level is a word and its number ("Planner level 2"), never a name like "P2"
        assert not any(re.search(r"(^|[^ ])\d|\d\S", n) for n in names), names
        assert names[3] == ("Vous" if language == "fr" else "You")
    assert "Planner level 2" in seat_names(Settings("rio-grande-2000", 3, 1, 0, ("planner-2",)))
    assert "Planner niveau 2" in seat_names(Settings("amigo-fr", 3, 1, 0, ("planner-2",)))


@pytest.mark.parametrize("edition", ["rio-grande-2000", "amigo-fr"])
def test_every_refusal_speaks_to_the_person_in_the_second_person(edition: str) -> None:
    """Whatever the referee refuses about the person's own seat, `play` says it to him
    (« votre main », "your field 2"), never by his table name (« la main de Vous »,
    "1 You's hand"); the same reasons about another seat keep that seat's number and name."""
    from string import Formatter

    from bohnanza.messages import TEMPLATES, profile, render

    names = ("You", "P2", "P3", "P4") if edition.startswith("rio") else ("Vous", "P2", "P3", "P4")
    state = bohnanza.new_game(edition, names, seed=3)
    words = profile(state.table.rulebook, state.table.edition.language)
    teller = Teller(names, 0, state.table.edition.language, "none")
    you = re.compile(r"\b(You|Vous)\b|\b1 You\b|seat 0")
    checked = 0
    for message, pair in TEMPLATES.items():
        template = pair[0] if words.language == "en" else pair[1]
        if not isinstance(template, str):
            continue
        fields = [f for _, f, _, _ in Formatter().parse(template) if f]
        people = [f for f in fields if f[0] in "pd" and f[1:].isdigit()]
        if not people:
            continue
        values = [0] * (1 + max(int(f[1:]) for f in fields if f[1:].isdigit()))
        for f in fields:
            if f[1:].isdigit() and f[0] in "nfm":
                values[int(f[1:])] = 2
        for seat in (0, 2):
            for f in people:
                values[int(f[1:])] = seat
            text = teller.reason(render(state, message, tuple(values), words))
            if seat == 0:
                assert not you.search(text), (message, text)
            else:
                assert "3 P3" in text, (message, text)
            checked += 1
    assert checked >= 40
    # The person spoken of after another seat: the verb stays the other seat's.
    mixed = teller.reason(render(state, "no-offer", (2, 0), words))
    assert mixed == (
        "no offer from 3 P3 to you stands"
        if words.language == "en"
        else "aucune offre de 3 P3 à vous n'est en cours"
    )


def test_a_french_refusal_numbers_the_other_players_as_every_line_does() -> None:
    """The French reasons name a player by his name alone; `play` writes « N Nom » as on
    the table, elision undone (« d'Alpha » is « de 2 Alpha »), a longer name never cut."""
    teller = Teller(("Vous", "Alpha", "Planner", "Planner II"), 0, "fr", "none")
    said = teller.reason("aucune offre d'Alpha à Planner II n'est en cours ; Planner a 3 Thunes")
    assert said == "aucune offre de 2 Alpha à 4 Planner II n'est en cours ; 3 Planner a 3 Thunes"
