"""What ``python -m bohnanza`` promises: it is the command line, leaving with its status;
and ``simulate --records`` into a folder that cannot be made says why, status 74, before
any game."""

from __future__ import annotations

import runpy
import sys
from pathlib import Path

import pytest

from bohnanza.cli import main


def test_python_m_bohnanza_is_the_command_line(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["editions"]) == 0
    listed = capsys.readouterr().out
    monkeypatch.setattr(sys, "argv", ["bohnanza", "editions"])
    with pytest.raises(SystemExit) as leaving:
        runpy.run_module("bohnanza", run_name="__main__")
    assert leaving.value.code == 0 and capsys.readouterr().out == listed
    monkeypatch.setattr(sys, "argv", ["bohnanza", "rules", "--id", "no-such-clause"])
    with pytest.raises(SystemExit) as leaving:
        runpy.run_module("bohnanza", run_name="__main__")
    assert leaving.value.code == 2
    assert capsys.readouterr().err == (
        "bohnanza: error: no clause of rulebook 002 has an id starting with 'no-such-clause'\n"
    )


def test_simulate_says_why_its_records_folder_cannot_be_made(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    afile = tmp_path / "afile"
    afile.write_text("", "utf-8")
    inside = afile / "out"  # a folder under a file cannot be made
    argv = ["simulate", "--games", "1", "--players", "2", "--bots", "random"]
    assert main([*argv, "--records", str(inside)]) == 74
    out, err = capsys.readouterr()
    assert out == ""
    assert (
        err == f"bohnanza: error: cannot write the records into {str(inside)!r}: not a directory\n"
    )
