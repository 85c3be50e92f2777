"""The JSON ``bohnanza simulate --json`` prints and ``bohnanza arena --json`` writes is one
document in one text, the same for the same games: indented two spaces a level, keys in
the document's own order, ending with its newline (what a diff of two runs compares)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bohnanza.cli import main


def _pretty(text: str) -> str:
    return json.dumps(json.loads(text), indent=2) + "\n"


def test_simulate_json_is_printed_indented_two_spaces(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["simulate", "--games", "2", "--players", "3", "--bots", "random,greedy", "--json"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert out == _pretty(out)
    assert out.startswith('{\n  "')
    assert main(argv) == 0
    assert capsys.readouterr().out == out


def test_arena_json_is_written_indented_two_spaces(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "arena.json"
    argv = ["arena", "--bots", "random,greedy", "--players", "2", "--deals", "2"]
    assert main([*argv, "--json", str(path)]) == 0
    capsys.readouterr()
    text = path.read_text(encoding="utf-8")
    assert text == _pretty(text)
    assert text.startswith('{\n  "')
