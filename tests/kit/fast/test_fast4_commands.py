"""The kit's commands (``bohnanza.conformance.commands``) hand the runner and the writer
exactly what the command line was given, write one reproducer per class numbered from 01
in the report's order, and print the report as text or JSON as asked."""

from __future__ import annotations

import argparse
import json
from pathlib import Path
from typing import Any

import pytest

from bohnanza.conformance import commands
from bohnanza.conformance.commands import conformance_command, vectors_command
from bohnanza.conformance.report import Report
from bohnanza.errors import InvalidSetupError
from tests.kit.fast.inprocess import InProcess, conformance_args, in_process

__all__ = ["in_process"]


def test_the_conformance_command_runs_exactly_what_it_was_given(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    def run(*args: Any, **given: Any) -> Report:
        calls.append((args, given))
        return Report(args[0], given["edition_name"], given["players"])

    monkeypatch.setattr(commands, "run", run)
    given = conformance_args(
        engine="my engine",
        edition="amigo-fr",
        players=4,
        games=7,
        seed=11,
        trades=0.5,
        timeout=3.0,
        game_timeout=60.0,
        option=["protection=planted-fields", "hand_size=[6]"],
        variant=["beginners"],
    )
    assert conformance_command(given) == 0
    assert calls == [
        (
            ("my engine",),
            {
                "edition_name": "amigo-fr",
                "players": 4,
                "games": 7,
                "seed": 11,
                "trades": 0.5,
                "timeout": 3.0,
                "game_timeout": 60.0,
                "options": {"protection": "planted-fields", "hand_size": (6,)},
                "variants": ("beginners",),
            },
        )
    ]
    out = capsys.readouterr().out
    assert out == Report("my engine", "amigo-fr", 4).text() + "\n"
    assert conformance_command(conformance_args(json=True)) == 0
    assert json.loads(capsys.readouterr().out) == Report("referee", "rio-grande-2000", 3).to_json()


def test_the_vectors_command_writes_exactly_what_it_was_given(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []

    def write(*args: Any, **given: Any) -> list[Path]:
        calls.append((args, given))
        path = tmp_path / "one.jsonl"
        path.write_text("header\ncase\ncase\n", encoding="utf-8")
        return [path, path]

    monkeypatch.setattr(commands, "write_vectors", write)
    args = argparse.Namespace(
        vectors_command=None,
        out=str(tmp_path / "out"),
        edition="amigo-fr",
        games=3,
        seed=9,
        option=["third_field=buy"],
        variant=["beginners"],
    )
    assert vectors_command(args) == 0
    assert calls == [
        (
            ("amigo-fr", tmp_path / "out"),
            {"games": 3, "seed": 9, "options": {"third_field": "buy"}, "variants": ("beginners",)},
        )
    ]
    path = tmp_path / "one.jsonl"
    assert capsys.readouterr().out == (
        f"{path}: 2 cases, 17 bytes\n{path}: 2 cases, 17 bytes\n2 files, 34 bytes\n"
    )
    with pytest.raises(InvalidSetupError) as caught:
        vectors_command(argparse.Namespace(vectors_command=None, out=""))
    assert str(caught.value) == "vectors: --out DIR is required (or: vectors check ...)"


def test_one_reproducer_per_class_numbered_in_the_report_s_order(
    in_process: type[InProcess], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "repro"
    args = conformance_args(
        engine="counterclockwise+no-keep", reproducers=str(folder), games=1, json=True
    )
    assert conformance_command(args) == 1
    data = json.loads(capsys.readouterr().out)
    written = sorted(p.name for p in folder.iterdir())
    assert written == ["disagreement-01.json", "disagreement-02.json"]
    texts = [(folder / name).read_text() for name in written]
    assert all(t.startswith('{\n "format": "bohnanza-record"') and t.endswith("}\n") for t in texts)
    # Numbered in key order: the refused keep (kind "refuses" before "state") first, each
    # the record of its class's first example.
    records = [json.loads(t) for t in texts]
    assert [a["move"].split()[1] for a in records[0]["actions"]] == ["keep"]
    assert [a["move"].split()[1] for a in records[1]["actions"]] == ["plant"]
    assert {c["rule"]: c["reproducer_file"] for c in data["classes"]} == {
        "002/step2.keep": str(folder / "disagreement-01.json"),
        "002/turn.next-player": str(folder / "disagreement-02.json"),
    }
    assert {c["rule"]: c["reproducer"] for c in data["classes"]} == {
        "002/step2.keep": records[0],
        "002/turn.next-player": records[1],
    }


def test_without_a_folder_the_text_report_hints_at_reproducers(
    in_process: type[InProcess], capsys: pytest.CaptureFixture[str]
) -> None:
    assert conformance_command(conformance_args(engine="six-card-deal")) == 1
    out = capsys.readouterr().out
    assert out.endswith(
        "\n\n(--reproducers DIR writes a record of each class for bohnanza verify)\n"
    )
