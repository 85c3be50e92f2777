"""The command line's streams (R6 and R16 of the hostile-input review): on a terminal whose
encoding cannot show the game's words every character it cannot encode is escaped
(``\\xe9``) on standard output and standard error, with the command's usual status; plain
text streams get the text as it is; ``play`` reads bytes that are not UTF-8 as U+FFFD, an
unknown command it answers, and goes on."""

from __future__ import annotations

import io
import sys
from pathlib import Path

import pytest

from bohnanza.cli import main


def _ascii() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="ascii")


def test_text_the_terminal_cannot_encode_is_escaped(monkeypatch: pytest.MonkeyPatch) -> None:
    out, err = _ascii(), _ascii()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    assert main(["editions"]) == 0
    assert main(["rules", "--id", "zé"]) == 2
    out.flush()
    err.flush()
    listed = out.buffer.getvalue().decode("ascii").splitlines()  # type: ignore[attr-defined]
    assert listed[0] == (
        "amigo-fr: Bohnanza, r\\xe8gles de jeu AMIGO (\\xe9dition fran\\xe7aise, 154 cartes) "
        "[rulebook 000.1, fr, players 2,3,4,5,6,7]"
    )
    assert err.buffer.getvalue() == (  # type: ignore[attr-defined]
        b"bohnanza: error: no clause of rulebook 002 has an id starting with 'z\\xe9'\n"
    )
    assert (out.errors, err.errors) == ("backslashreplace", "backslashreplace")


def test_streams_that_are_not_files_are_written_as_they_are(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A program that hands ``main`` plain text streams (``io.StringIO``) gets the text
    itself, accents unescaped."""
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    assert main(["editions"]) == 0
    assert main(["rules", "--id", "zé"]) == 2
    assert out.getvalue().startswith(
        "amigo-fr: Bohnanza, règles de jeu AMIGO (édition française, 154 cartes) "
    )
    assert err.getvalue() == (
        "bohnanza: error: no clause of rulebook 002 has an id starting with 'zé'\n"
    )


def test_play_answers_bytes_that_are_not_text_as_a_malformed_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """Finding R16: a line of bytes that are not UTF-8 becomes U+FFFD, an unknown command
    that is answered; the game goes on and the player can quit (saved), status 0."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\xff\nquit\n"), "utf-8"))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    assert main(["play", "--seed", "1", "--colours", "none"]) == 0
    lines = out.getvalue().splitlines()
    assert "unknown command '\ufffd'; type 'help'" in lines
    assert lines[-2:] == [
        "game saved to bohnanza-save.json; go on with: bohnanza play --resume bohnanza-save.json",
        "you quit at turn 1",
    ]
    assert (tmp_path / "bohnanza-save.json").is_file()
