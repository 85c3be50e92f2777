"""``bohnanza play`` as a person plays it: in a real terminal (tmux: keys sent, the screen
read back) and, for whole games, in process with a reader that answers each prompt."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest

from bohnanza.actions import Plant
from bohnanza.cli import main
from bohnanza.records import load_record
from bohnanza.referee import apply

#: The prompt line, alone at the bottom of the screen while the game waits for input.
PROMPT = ">"
#: What each kind of prompt starts with, in English and in French.
MARKS = {
    "Your move": "Your move",
    "À vous": "Your move",
    "is trading": "is trading",
    " échange (": "is trading",
    "offers you": "offers you",
    "vous propose": "offers you",
}
ACCEPT_OR_DECLINE = ("accept or decline?", "accepter ou refuser ?")


class Terminal:
    """A tmux session on its own server, running one command in a 160x50 window."""

    def __init__(self, command: str, cwd: Path) -> None:
        tmux = shutil.which("tmux")
        assert tmux, "tmux is needed for this test: install it (apt-get install tmux)"
        self.base = [tmux, "-L", f"bohnanza-test-{os.getpid()}"]
        self.run(
            "-f",
            "/dev/null",
            "new-session",
            "-d",
            "-s",
            "play",
            "-x",
            "160",
            "-y",
            "50",
            "-c",
            str(cwd),
            command,
        )
        self.run("set-option", "-g", "history-limit", "100000")
        # The window stays when the command ends (quit, or the end of the game): its last
        # screen is still read after the process has gone (the compiled build exits fast).
        self.run("set-option", "-g", "remain-on-exit", "on")
        self.seen = ""

    def run(self, *args: str) -> str:
        done = subprocess.run(
            [*self.base, *args], capture_output=True, text=True, timeout=30, check=False
        )
        assert done.returncode == 0, f"tmux {args[0]} failed: {done.stderr}"
        return done.stdout

    def screen(self) -> str:
        """Everything the window showed, scrollback included, trailing blanks cut."""
        return self.run("capture-pane", "-p", "-J", "-t", "play", "-S", "-").rstrip()

    def wait_prompt(self, timeout: float = 60) -> str:
        """The new text once the game waits for input again."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            text = self.screen()
            if text != self.seen and text.splitlines()[-1].strip() == PROMPT:
                new = text[len(self.seen) :] if text.startswith(self.seen) else text
                self.seen = text
                return new
            time.sleep(0.05)
        raise AssertionError(f"no prompt within {timeout}s; screen ends:\n{self.screen()[-2000:]}")

    def type(self, line: str) -> None:
        self.run("send-keys", "-t", "play", "-l", line)
        self.run("send-keys", "-t", "play", "Enter")

    def close(self) -> None:
        subprocess.run([*self.base, "kill-server"], capture_output=True, timeout=30, check=False)


def _my_fields(text: str) -> list[tuple[int, int]]:
    """(field number, cards) of each planted field of player 1 on the last board shown."""
    block = text[text.rfind("1 You (you)") :]
    block = block[: block.find("\n  2 ")]
    return [(int(n), int(k)) for n, k in re.findall(r"field (\d): .*? x(\d+)", block)]


def _my_trade(text: str) -> bool:
    """Whether the screen tells an offer that player 1 (the person) accepted, or made and
    saw accepted."""
    return bool(re.search(r"you accept the offer|accepts your offer", text))


def test_a_play_session_in_a_real_terminal(tmp_path: Path) -> None:
    command = (
        f"{sys.executable} -m bohnanza play --seed 5 --players 3 --bots planner,greedy "
        "--save save.json --record game.json"
    )
    term = Terminal(command, tmp_path)
    try:
        decisions = 0
        done = {"illegal": False, "why": False, "undo": False, "harvest": False}
        text = term.wait_prompt()
        # An illegal move first: all fields are empty, nothing can be sold.
        term.type("harvest 1")
        text = term.wait_prompt()
        assert "refused:" in text and "[002/harvest.choice]" in text, text
        done["illegal"] = True
        term.type("why")
        text = term.wait_prompt()
        assert "rule 002/harvest.choice" in text and '"' in text, text
        done["why"] = True
        # After a refusal or 'why' the game asks again without telling the situation anew:
        # the last text that told it decides.
        context = term.seen
        for _ in range(400):
            if decisions >= 24 and all(done.values()) and _my_trade(term.seen):
                break
            if any(m in text for m in ("Your move", "is trading", "offers you")):
                context = text
            if "offers you" in context:
                term.type("accept" if "accept or decline?" in context else "decline")
            elif "is trading" in context:
                fields = _my_fields(term.seen)
                if not done["harvest"] and fields and max(k for _, k in fields) >= 2:
                    field = max(fields, key=lambda f: f[1])[0]
                    term.type(f"harvest {field}")
                    text = term.wait_prompt()
                    assert "you sell field" in text, text
                    done["harvest"] = True
                    decisions += 1
                    continue
                term.type("")
            else:
                if decisions >= 3 and not done["undo"]:
                    term.type("undo")
                    text = term.wait_prompt()
                    assert "undone:" in text, text
                    done["undo"] = True
                    continue
                term.type("1")
            decisions += 1
            text = term.wait_prompt()
        screen = term.seen
        assert all(done.values()), done
        assert decisions >= 20
        assert _my_trade(screen)  # a trade of the person's went through
        # Cards by name and fields from 1, never a card id.
        assert "field 1:" in screen and not re.search(r"\b\d+:[a-z]+\b", screen)
        term.type("quit")
        deadline = time.monotonic() + 30
        while "game saved to save.json" not in term.screen() and time.monotonic() < deadline:
            time.sleep(0.05)
        assert "game saved to save.json" in term.screen()
    finally:
        term.close()
    saved = json.loads((tmp_path / "save.json").read_text("utf-8"))
    assert saved["format"] == "bohnanza-play/1" and len(saved["decisions"]) >= 20
    # The saved moves are a record that verify accepts.
    (tmp_path / "so-far.json").write_text(json.dumps(saved["record"]), "utf-8")
    assert main(["verify", str(tmp_path / "so-far.json")]) == 0


class Player:
    """Standard input that answers each prompt of the game as a hasty person would:
    the first listed move, accept every offer, pass when the game does not wait."""

    def __init__(self, screen: io.StringIO, limit: int) -> None:
        self.screen = screen
        self.limit = limit
        self.lines = 0

    def readline(self, size: int = -1) -> str:
        self.lines += 1
        if self.lines > self.limit:
            return ""
        text = self.screen.getvalue()
        # The last situation the game told decides (a refusal does not tell it anew).
        where = {m: text.rfind(m) for m in MARKS}
        last = MARKS[max(where, key=lambda m: where[m])]
        if last == "offers you":
            can = any(q in text[max(where.values()) :] for q in ACCEPT_OR_DECLINE)
            return "accept\n" if can else "decline\n"
        return "\n" if last == "is trading" else "1\n"

    def isatty(self) -> bool:
        return False


@pytest.mark.parametrize(
    ("preset", "players"), [("rio-grande-2000", 4), ("amigo-fr", 3), ("ladybohn", 4)]
)
def test_a_whole_game_ends_with_a_record_verify_accepts(
    preset: str,
    players: int,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from bohnanza.play import Settings, play

    screen = io.StringIO()
    record = tmp_path / "game.json"
    settings = Settings(
        preset, players, 11, 0, ("planner", "greedy"), str(tmp_path / "s.json"), str(record)
    )
    assert play(settings, Player(screen, 5_000), screen) == 0  # type: ignore[arg-type]
    text = screen.getvalue()
    assert ("Game over after" in text and "record written to" in text) or (
        "Partie finie après" in text and "partie enregistrée dans" in text
    )
    if preset in ("amigo-fr", "ladybohn"):
        assert "Harry" in text  # the cards by their French names
        assert "À vous" in text and "Tour 1 |" in text and "Your move" not in text
    if preset == "ladybohn":
        # Babies the person received for a field of their family were owed: he was asked
        # to plant them before anything else, and did (001/lady.baby-trade).
        assert "plantez le bébé reçu" in text
        recorded = load_record(record.read_text("utf-8"))
        state, owed = recorded.start(), 0
        for move in recorded.actions:
            if state.owed_ids and 0 in state.to_move:
                owed += 1
                assert isinstance(move, Plant) and move.card in state.owed_ids, move
            state = apply(state, move)
        assert owed >= 1
    assert main(["verify", str(record)]) == 0
    assert "legal" in capsys.readouterr().out


def test_resume_goes_on_where_quit_left(tmp_path: Path) -> None:
    from bohnanza.play import Settings, play, resume

    save = tmp_path / "s.json"
    settings = Settings("rio-grande-2000", 3, 4, 1, ("greedy",), str(save), "")
    first = io.StringIO()
    assert play(settings, Player(first, 30), first) == 0  # type: ignore[arg-type]
    saved = json.loads(save.read_text("utf-8"))
    moves = saved["record"]["actions"]
    again = io.StringIO()
    assert resume(str(save), Player(again, 12), again) == 0  # type: ignore[arg-type]
    longer = json.loads(save.read_text("utf-8"))
    # The same game, further on: the first moves are those saved.
    assert longer["record"]["actions"][: len(moves)] == moves
    assert len(longer["decisions"]) > len(saved["decisions"])
