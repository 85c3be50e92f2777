"""``bohnanza play`` at every seat (issue 29 item 3, issue 30 F7/F8): whole games through a
real terminal (tmux) for the duel and for a non-active seat of four, what the person sees
and is asked, undo, muting, completion, the French interface, and save files as data."""

from __future__ import annotations

import io
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

import pytest

import bohnanza
from bohnanza.cli import main
from bohnanza.palette import LIGHT, pick_theme
from bohnanza.play import Settings, play
from tests.test_play import ACCEPT_OR_DECLINE, Terminal

ROOT = Path(__file__).resolve().parents[1]


def _position(term: Terminal) -> str:
    return term.run(
        "display-message", "-p", "-t", "play", "#{history_size} #{cursor_y} #{pane_dead}"
    )


def _wait(term: Terminal, before: str, timeout: float = 60) -> str:
    """The visible screen once the game waits for input after ``before`` (the cursor's
    place when the last line was typed): cheap to read, whatever the scrollback."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        now = _position(term)
        if now.split()[-1] == "1":
            raise EOFError("the game's process has ended")
        if now != before:
            screen = term.run("capture-pane", "-p", "-J", "-t", "play").rstrip()
            if screen.splitlines()[-1].strip() == ">":
                return screen
        time.sleep(0.03)
    raise AssertionError(f"no prompt within {timeout}s; screen ends:\n{term.screen()[-2000:]}")


def _drive_to_the_end(term: Terminal, limit: int = 3000) -> str:
    """Answer every prompt as a hasty person (first move, accept what can be met, pass
    off turn) until the game is over; returns the whole screen."""
    marks = ("Your move", "is trading", "offers you")
    term.type("board")  # a prompt is waiting: show the table and start from there
    text = _wait(term, "")
    for _ in range(limit):
        context = text[max(text.rfind(m) for m in marks) :]
        if context.find("offers you") in range(40):
            line = "accept" if any(q in context for q in ACCEPT_OR_DECLINE) else "decline"
        elif "is trading" in context:
            line = ""
        else:
            line = "1"
        before = _position(term)
        term.type(line)
        try:
            text = _wait(term, before)
        except EOFError:
            break
    deadline = time.monotonic() + 30
    while "record written to" not in term.screen() and time.monotonic() < deadline:
        time.sleep(0.05)
    return term.screen()


def test_a_whole_duel_through_the_terminal(tmp_path: Path) -> None:
    # The duel used to end at turn 3 (KeyError on the offered cards, F7).
    command = f"{sys.executable} -m bohnanza play --players 2 --seed 1 --record duel.json"
    term = Terminal(command, tmp_path)
    try:
        term.wait_prompt()
        screen = _drive_to_the_end(term)
    finally:
        term.close()
    assert "Game over after" in screen and "record written to duel.json" in screen, screen[-3000:]
    assert "failed" not in screen and "Traceback" not in screen
    assert re.search(r"offered: \S", screen)  # the duel's offer is shown ...
    assert "you discard " in screen or "you plant " in screen  # ... and played from the prompt
    assert main(["verify", str(tmp_path / "duel.json")]) == 0


def test_a_four_player_game_as_a_non_active_seat(tmp_path: Path) -> None:
    command = f"{sys.executable} -m bohnanza play --players 4 --seat 3 --seed 5 --record four.json"
    hand = bohnanza.new_game("rio-grande-2000", 4, seed=5).players[2].hand
    shown = ", ".join(card.variety.name("en") for card in hand)
    term = Terminal(command, tmp_path)
    try:
        first = term.wait_prompt()
        # Player 1 is trading; the person sees the table and his own hand before it.
        assert "seed" not in first  # the seed is not on screen until the end
        assert f"3 You (you): 0 coins | hand: {shown}" in first, first
        assert "1 Planner is trading" in first and f"your hand: {shown}\n" in first
        # 'board' works off turn, and help lists discard; Tab completes, Up recalls.
        term.type("board")
        again = term.wait_prompt()
        assert f"hand: {shown}" in again and "Turn 1 |" in again, again
        term.run("send-keys", "-t", "play", "-l", "hel")
        term.run("send-keys", "-t", "play", "Tab")
        term.run("send-keys", "-t", "play", "Enter")
        helped = term.wait_prompt()
        assert "discard BEAN" in helped and "mute PLAYER" in helped, helped
        term.run("send-keys", "-t", "play", "Up")
        term.run("send-keys", "-t", "play", "Enter")
        assert "discard BEAN" in term.wait_prompt()
        # An offer made off turn, by bean name, to the active player.
        variety = hand[0].variety.name("en").lower()
        term.type(f"offer 1 give {variety} ask nothing")
        offered = term.wait_prompt()
        assert f"you offer 1 Planner: {hand[0].variety.name('en')} for nothing" in offered
        screen = _drive_to_the_end(term)
    finally:
        term.close()
    assert "Game over after" in screen and "(seed 5)" in screen, screen[-3000:]
    assert main(["verify", str(tmp_path / "four.json")]) == 0


class Script:
    """Standard input answering from a list of lines, then as a hasty person."""

    def __init__(self, screen: io.StringIO, lines: list[str], limit: int = 5000) -> None:
        self.screen = screen
        self.lines = list(lines)
        self.count = 0
        self.limit = limit

    def readline(self, size: int = -1) -> str:
        self.count += 1
        if self.lines:
            return self.lines.pop(0) + "\n"
        if self.count > self.limit:
            return ""
        text = self.screen.getvalue()
        marks = ("Your move", "is trading", "offers you")
        last = max(marks, key=text.rfind)
        if last == "offers you":
            return "accept\n" if "accept or decline?" in text[text.rfind(last) :] else "decline\n"
        return "\n" if last == "is trading" else "1\n"

    def isatty(self) -> bool:
        return False


def _run(tmp_path: Path, lines: list[str], **kw: object) -> str:
    settings = Settings(
        str(kw.get("edition", "rio-grande-2000")),
        int(kw.get("players", 4)),  # type: ignore[call-overload]
        int(kw.get("seed", 11)),  # type: ignore[call-overload]
        int(kw.get("seat", 0)),  # type: ignore[call-overload]
        ("planner", "greedy"),
        str(tmp_path / "s.json"),
        str(tmp_path / "g.json"),
    )
    screen = io.StringIO()
    play(settings, Script(screen, lines, int(kw.get("limit", 5000))), screen)  # type: ignore[call-overload,arg-type]
    return screen.getvalue()


def test_offers_the_person_cannot_meet_are_declined_in_one_line(tmp_path: Path) -> None:
    text = _run(tmp_path, [])
    lines = [line for line in text.splitlines() if "you cannot meet it (declined)" in line]
    assert lines, "seed 11 has offers the person cannot meet"
    # ... and none of them was put to him as a question.
    assert "you cannot meet it: decline" not in text


def test_a_muted_player_offers_are_declined_without_asking(tmp_path: Path) -> None:
    text = _run(tmp_path, ["mute 4"])
    assert "offers of 4 Planner II are declined without asking you" in text
    assert "(muted: declined)" in text
    assert not re.search(r"^4 Planner II offers you .*accept or decline\?", text, re.MULTILINE)


def test_undo_takes_back_a_move_but_not_once_cards_were_shown(tmp_path: Path) -> None:
    text = _run(tmp_path, ["1", "undo", "1", "1", "undo", "quit"])
    assert text.count("undone: you plant ") == 1
    # After the second planting, step 2 turned two cards face up: no undo past them.
    assert "cannot undo: cards were shown since that move" in text


def test_odd_counts_in_an_offer_are_answered_not_a_crash(tmp_path: Path) -> None:
    # F7: "²" passes str.isdigit(); it ended the game unsaved.
    text = _run(tmp_path, ["offer 2 give \u00b2 soy ask soy", "quit"], seat=1, players=3)
    assert "is not a count of cards" in text and "you quit at turn" in text
    assert json.loads((tmp_path / "s.json").read_text("utf-8"))["format"] == "bohnanza-play/1"


def test_french_editions_speak_french(tmp_path: Path) -> None:
    text = _run(tmp_path, ["aide", "table", "quitter"], edition="amigo-fr", players=3)
    assert "À vous" in text and "Tour 1 |" in text and "votre main" not in text[:0]
    assert "défausser HARICOT" in text  # the help in French
    assert "vous quittez au tour 1" in text


def test_themes_for_light_and_dark_backgrounds() -> None:
    assert pick_theme("auto", {"COLORFGBG": "0;15"}) == "light"
    assert pick_theme("auto", {"COLORFGBG": "15;0"}) == "dark"
    assert pick_theme("auto", {"NO_COLOR": "1"}) == "none"
    assert pick_theme("light", {}) == "light"
    from bohnanza.teller import Teller

    card = bohnanza.new_game("rio-grande-2000", 4, seed=1).players[0].hand[0]
    light = Teller(["a", "b"], 0, "en", "light").card(card)
    assert LIGHT[card.variety.key] in light
    assert "[" not in Teller(["a", "b"], 0, "en", "none").card(card)


def test_a_long_hand_is_wrapped() -> None:
    from bohnanza.teller import Teller

    game = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    deck = game.deck
    v = bohnanza.view(game, 0)
    long_view = v.replace(hand=tuple(deck[:21]), hand_sizes=(21, 5, 5, 5))
    board = Teller(v.names, 0, "en", "none").board(long_view, 80)
    from rich.text import Text

    plain = [Text.from_markup(line).plain for line in board.splitlines()]
    assert all(len(line) <= 80 for line in plain), board
    assert sum(1 for line in board.splitlines() if line.startswith("          ")) >= 2


# -- save files are data (F8) ------------------------------------------------------------


def _saved(tmp_path: Path) -> dict[str, object]:
    _run(tmp_path, ["quit"])
    data: dict[str, object] = json.loads((tmp_path / "s.json").read_text("utf-8"))
    return data


def _resume(tmp_path: Path, name: str, *argv: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bohnanza", "play", "--resume", name, *argv],
        input="quit\n",
        capture_output=True,
        text=True,
        timeout=120,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=False,
    )


def test_a_save_file_runs_no_code_it_names(tmp_path: Path) -> None:
    data = _saved(tmp_path)
    data["bots"] = ["this:s"]
    (tmp_path / "evil.json").write_text(json.dumps(data), "utf-8")
    done = _resume(tmp_path, "evil.json")
    assert done.returncode == 2
    assert "Zen of Python" not in done.stdout  # the module was not imported
    assert "not a shipped bot" in done.stderr and "--bots this:s" in done.stderr
    assert "Traceback" not in done.stderr


def test_a_save_file_opens_no_sheet_it_names(tmp_path: Path) -> None:
    data = _saved(tmp_path)
    data["sheet"] = "/dev/zero"
    (tmp_path / "sheet.json").write_text(json.dumps(data), "utf-8")
    done = _resume(tmp_path, "sheet.json")
    assert done.returncode == 2 and "give the sheet again with --sheet" in done.stderr


@pytest.mark.parametrize("kind", ["fifo", "zero", "deep", "huge", "types"])
def test_hostile_save_files_are_refused(tmp_path: Path, kind: str) -> None:
    name = "bad.json"
    if kind == "fifo":
        os.mkfifo(tmp_path / name)
    elif kind == "zero":
        name = "/dev/zero"
    elif kind == "deep":
        (tmp_path / name).write_text("[" * 100_000 + "]" * 100_000, "utf-8")
    elif kind == "huge":
        with open(tmp_path / name, "wb") as file:
            file.truncate(25_000_000)
    else:
        data = _saved(tmp_path)
        data["players"] = "4"
        (tmp_path / name).write_text(json.dumps(data), "utf-8")
    done = _resume(tmp_path, name)
    assert done.returncode == 2, done.stderr
    assert done.stderr.startswith("bohnanza: error: cannot resume from")
    assert "Traceback" not in done.stderr


def test_play_writes_through_no_link_and_over_no_file(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", "utf-8")
    (tmp_path / "s.json").symlink_to(victim)
    (tmp_path / "g.json").write_text("mine", "utf-8")
    text = _run(tmp_path, ["quit"])
    assert victim.read_text("utf-8") == "precious"
    assert "game saved to " in text and (tmp_path / "s-2.json").is_file()
    # A finished game's record goes next to an existing file, not over it.
    _run(tmp_path, [], players=3)
    assert (tmp_path / "g.json").read_text("utf-8") == "mine"
    assert json.loads((tmp_path / "g-2.json").read_text("utf-8"))["format"] == "bohnanza-record"
