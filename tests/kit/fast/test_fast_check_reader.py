"""How ``bohnanza vectors check`` reads its files (``bohnanza.conformance.check``) and what
the vectors hold by default (``bohnanza.conformance.vectors``): the header names the
edition and player count of the report, blank lines are no cases, every list of moves is
a list of objects each with a move (or the file is refused naming the list), and an
engine is started only for a case to run."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bohnanza.conformance import vectors
from bohnanza.conformance.check import check_files
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError
from bohnanza.files import display
from tests.kit.fast.inprocess import InProcess, in_process
from tests.kit.fast.test_fast_vectors import small_vectors

__all__ = ["in_process"]

Json = dict[str, Any]


def _lines(path: Path) -> list[Json]:
    return [json.loads(x) for x in path.read_text(encoding="utf-8").splitlines() if x.strip()]


def _write(path: Path, lines: Sequence[object]) -> Path:
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def test_a_file_of_a_header_alone_is_no_game_and_starts_no_engine(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *_ = _lines(small_vectors(tmp_path))
    path = _write(tmp_path / "empty.jsonl", [header])
    report = check_files("referee", [path])
    assert (report.games, report.games_agreed, report.disagreements) == (0, 0, 0)
    assert (report.edition, report.players, report.player_counts) == ("rio-grande-2000", 3, (3,))
    assert in_process.started == []
    # Headers of two editions and two player counts: both named, no single count.
    other = _write(tmp_path / "other.jsonl", [{**header, "edition": "amigo-fr", "players": 4}])
    report = check_files("referee", [other, path])
    assert report.edition == "amigo-fr, rio-grande-2000"
    assert (report.players, report.player_counts) == (0, (3, 4))
    # A header whose player count is no whole number is not counted.
    odd = _write(tmp_path / "odd.jsonl", [{**header, "players": "3"}])
    report = check_files("referee", [odd])
    assert (report.players, report.player_counts) == (0, ())


def test_blank_lines_are_no_cases_and_one_engine_runs_every_case(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *cases = _lines(small_vectors(tmp_path))
    start = next(c for c in cases if c["case"] == "start")
    over = next(c for c in cases if c["case"] == "over")
    path = tmp_path / "spaced.jsonl"
    path.write_text(
        json.dumps(header) + "\n\n" + json.dumps(start) + "\n   \n" + json.dumps(over) + "\n\n",
        encoding="utf-8",
    )
    report = check_files("referee", [path])
    assert (report.games, report.games_agreed, report.disagreements) == (2, 2, 0)
    assert len(in_process.started) == 1 and in_process.started[0].closed
    # Every legal move is applied from the case's position: one decision point for the
    # position, one per legal move and sampled negotiation.
    moves = sum(len(c["legal"]) + len(c["negotiations"]) for c in (start, over))
    assert report.decisions == 2 + moves


@pytest.mark.parametrize("part", ["legal", "negotiations", "illegal"])
def test_a_list_of_moves_that_is_not_one_is_refused_naming_it(
    part: str, tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *cases = _lines(small_vectors(tmp_path))
    start = next(c for c in cases if c["case"] == "start")
    said = f"{part} is not a list of moves (each with a move)"
    bad: object
    for bad in ([1], [{"moves": "x"}], [{"move": start["legal"][0]["move"]}, "x"], "x", {}):
        path = _write(tmp_path / "bad.jsonl", [header, {**start, part: bad}])
        with pytest.raises(InvalidSetupError) as caught:
            check_files("referee", [path])
        # Said once (it was once wrapped again as "a move the notation cannot read").
        assert str(caught.value) == f"{display(path)} case 'start': {said}", bad
    # A case without the list has none of those moves.
    trimmed = {k: v for k, v in start.items() if k != part}
    path = _write(tmp_path / "trimmed.jsonl", [header, trimmed])
    assert check_files("referee", [path]).disagreements == 0


def test_a_header_that_is_not_json_is_refused_at_line_1(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    path = tmp_path / "broken.jsonl"
    path.write_text("{oops\n", encoding="utf-8")
    with pytest.raises(InvalidSetupError) as caught:
        check_files("referee", [path])
    assert str(caught.value).startswith(f"{display(path)} line 1: not JSON: ")


def test_the_vectors_hold_six_positions_drawn_at_random_by_default(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[Any, ...]] = []

    def recorded(*args: Any, **given: Any) -> list[Any]:
        asked.append(args)
        return []

    monkeypatch.setattr(vectors, "cases", recorded)
    vectors.write_vectors("rio-grande-2000", tmp_path / "v")
    # (edition, players, games, seed, extra) for each player count of the edition.
    counts = edition("rio-grande-2000").player_counts
    assert [a[1:] for a in asked] == [(n, 12, 1, 6) for n in counts]


def test_each_case_is_one_game_numbered_from_0_in_file_order(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *cases = _lines(small_vectors(tmp_path))
    start = next(c for c in cases if c["case"] == "start")
    path = _write(tmp_path / "three.jsonl", [header, start, start, start])
    report = check_files("garbage", [path])
    garbage = ("garbage", "", "", "", "")
    assert report.games == 3 and report.games_agreed == 0
    assert report.game_sets[garbage] == {0, 1, 2}
    assert [f.game for f in report.examples[garbage]] == [0, 1, 2]
    # The engine is started again after each broken case, and every one is closed.
    assert len(in_process.started) == 3 and all(e.closed for e in in_process.started)
