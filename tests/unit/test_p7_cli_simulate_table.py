"""``bohnanza simulate``'s tables (``bohnanza.cli.simulate._table``: one header line then
one line a row): a bot with a very long name (an importable bot's own ``name``) has it cut
at 60 characters with an ellipsis, as the bot protocol cuts a handshake's name, and its row
keeps its numbers whole, the same as the same bot under a short name."""

from __future__ import annotations

from pathlib import Path

import pytest

from bohnanza.cli import main

BOT = """
class Bot:
    name = {name!r}

    def __call__(self, view, moves, rng):
        # Plays the first listed move that is not an offer when the game waits for it.
        if view.seat not in view.to_move:
            return None
        return next(m for m in moves if type(m).__name__ != "Offer")
"""


def _simulate(
    folder: Path, name: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> list[str]:
    module = f"p7_named_{len(name)}"
    (folder / f"{module}.py").write_text(BOT.format(name=name), encoding="utf-8")
    monkeypatch.chdir(folder)
    args = ["simulate", "--games", "2", "--players", "3", "--seed", "5"]
    assert main([*args, "--bots", f"{module}:Bot,random,greedy"]) == 0
    return capsys.readouterr().out.splitlines()


def test_a_long_bot_name_is_cut_and_its_row_keeps_its_numbers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    long = " ".join(f"word{k}" for k in range(60))  # 429 characters
    short = _simulate(tmp_path, "mine", monkeypatch, capsys)
    cut = _simulate(tmp_path, long, monkeypatch, capsys)
    assert len(cut) == len(short)  # one line a row: nothing wrapped
    shown = long[:59] + "…"
    assert sum(shown in line for line in cut) == 2  # once in each table
    assert long[:60] not in "\n".join(cut)
    for before, after in zip(short, cut, strict=True):
        if "mine" in before:
            # The row of the bot: the same numbers, whole, after its name.
            assert shown in after
            assert after.split(shown)[1].split() == before.split("mine")[1].split()
            assert "…" not in after.split(shown)[1]
        elif not before.lstrip().startswith(("seat", "bot")):
            assert after.split() == before.split()
