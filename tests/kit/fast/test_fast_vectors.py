"""Golden vectors (``bohnanza.conformance.vectors``) and their check against an engine
(``bohnanza.conformance.check``), on one small set of files and the planted engines in
this process: docs/conformance.md, "Golden vectors"."""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from bohnanza.conformance import check
from bohnanza.conformance.check import check_files
from bohnanza.conformance.vectors import FORMAT, VERSION, write_vectors
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError
from bohnanza.notation import read_move
from bohnanza.position import from_dict, to_dict
from bohnanza.referee import apply
from bohnanza.referee import check as referee_check
from tests.kit.fast.inprocess import InProcess, in_process

__all__ = ["in_process", "small_vectors"]

Json = dict[str, Any]


def small_vectors(tmp: Path, players: int = 3) -> Path:
    """The vectors of one short game of each player count of rio-grande-2000 (and one
    position drawn at random); the file of ``players``."""
    folder = tmp / "vectors"
    if not folder.exists():
        write_vectors("rio-grande-2000", folder, games=1, extra=1)
    return folder / f"rio-grande-2000-{players}p.jsonl"


def _lines(path: Path) -> list[Json]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def test_one_file_per_player_count_each_a_header_and_cases(tmp_path: Path) -> None:
    path = small_vectors(tmp_path)
    counts = edition("rio-grande-2000").player_counts
    assert sorted(p.name for p in path.parent.iterdir()) == sorted(
        f"rio-grande-2000-{n}p.jsonl" for n in counts
    )
    header, *cases = _lines(path)
    assert (header["format"], header["version"]) == (FORMAT, VERSION)
    assert (header["edition"], header["players"], header["games"], header["seed"]) == (
        "rio-grande-2000",
        3,
        1,
        1,
    )
    assert header["options"] == {} and header["variants"] == []
    names = [c["case"] for c in cases]
    assert {"start", "over", "exhaustion-1"} <= set(names) and names[-1] == "random-0"
    for case in cases:
        state = from_dict(case["position"])
        assert case["to_move"] == list(state.to_move)
        for entry in [*case["legal"], *case["negotiations"]]:
            move = read_move(state, entry["move"])
            assert referee_check(state, move) is None
            assert entry["referee"] == str(move)
            if "reshuffles" not in entry:
                assert entry["after"] == to_dict(apply(state, move))
        for entry in case["illegal"]:
            refusal = referee_check(state, read_move(state, entry["move"]))
            assert refusal is not None and entry["rule"] == getattr(refusal, "rule", None)
        assert len(case["illegal"]) <= 6
        if case["case"] == "over":
            assert state.is_over and case["scores"] and case["winners"]
        else:
            assert "scores" not in case
    over = next(c for c in cases if c["case"] == "over")
    assert over["legal"] == []


def test_the_same_arguments_write_the_same_bytes_and_nothing_is_overwritten(
    tmp_path: Path,
) -> None:
    first = write_vectors("amigo-fr", tmp_path / "a", games=1, extra=0)
    second = write_vectors("amigo-fr", tmp_path / "b", games=1, extra=0)
    assert [p.read_bytes() for p in first] == [p.read_bytes() for p in second]
    for path in first:
        assert os.stat(path).st_mode & 0o111 == 0, "a vectors file is not executable"
    kept = {p: p.read_bytes() for p in first}
    os.unlink(first[-1])
    with pytest.raises(InvalidSetupError, match="exists"):
        write_vectors("amigo-fr", tmp_path / "a", games=1, extra=0)
    assert not first[-1].exists(), "nothing written when a file is in the way"
    assert all(p.read_bytes() == b for p, b in kept.items() if p.exists())


def test_the_referee_passes_its_own_vectors_and_a_wrong_engine_does_not(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    path = small_vectors(tmp_path)
    cases = len(_lines(path)) - 1
    report = check_files("referee", [path])
    assert report.disagreements == 0, report.text()
    assert report.games == report.games_agreed == cases
    assert report.players == 3 and report.edition == "rio-grande-2000"
    [engine] = in_process.started
    assert engine.closed and report.requests == engine.requests
    # Each case: its position given, the moves asked, the refused moves asked about.
    commands = [m["cmd"] for m in engine.sent]
    assert commands[0] == "hello"
    assert commands.count("moves") == cases
    assert "check" in commands and "apply" in commands
    wrong = check_files("any-hand-card", [path])
    assert {(k[0], k[1]) for k in wrong.counts} == {("allows", "002/step1.front-card")}
    assert 0 < wrong.games_agreed < wrong.games


def test_files_of_several_player_counts_give_every_count(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    three, four = small_vectors(tmp_path, 3), small_vectors(tmp_path, 4)
    report = check_files("referee", [three, four])
    assert report.player_counts == (3, 4) and report.to_json()["players"] == [3, 4]
    assert report.games == len(_lines(three)) + len(_lines(four)) - 2


def test_a_broken_engine_loses_its_case_and_is_started_again(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    path = small_vectors(tmp_path)
    report = check_files("garbage", [path])
    cases = len(_lines(path)) - 1
    garbage = ("garbage", "", "", "", "")
    # Every case with a move to list fails; the engine is started again after each.
    assert report.counts[garbage] >= cases - 1
    assert len(in_process.started) == report.counts[garbage] + (
        0 if report.counts[garbage] == cases else 1
    )
    assert all(e.closed for e in in_process.started)


def _write(path: Path, lines: Sequence[object]) -> Path:
    path.write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")
    return path


def test_a_file_that_is_not_the_format_is_refused_naming_the_file_and_line(
    tmp_path: Path, in_process: type[InProcess]
) -> None:
    header, *cases = _lines(small_vectors(tmp_path))
    start = next(c for c in cases if c["case"] == "start")
    bad_move = {**start, "legal": [{"move": "fly away"}]}
    refused = {**start, "legal": [start["illegal"][0]]}
    not_list = {**start, "illegal": {"move": 1}}
    for lines, said in (
        ([{"format": "other"}, start], "not a bohnanza-vectors file"),
        ([], "not a bohnanza-vectors file"),
        ([header, [1, 2]], "line 2: a case without a position"),
        ([header, {"case": "x"}], "line 2: a case without a position"),
        ([header, start, bad_move], "a move the notation cannot read"),
        ([header, refused], "a move listed as legal that the referee refuses"),
        ([header, not_list], "illegal is not a list of moves"),
        ([header, {**start, "position": {"format": "x"}}], "the position"),
    ):
        path = _write(tmp_path / "bad.jsonl", lines)
        with pytest.raises(InvalidSetupError, match=said):
            check_files("referee", [path])
    (tmp_path / "bad.jsonl").write_text(json.dumps(header) + "\n{oops\n")
    with pytest.raises(InvalidSetupError, match="line 2"):
        check_files("referee", [tmp_path / "bad.jsonl"])
    with pytest.raises(InvalidSetupError, match="not a regular file"):
        check_files("referee", [tmp_path])
    with pytest.raises(InvalidSetupError, match="cannot read the vectors file"):
        check_files("referee", [tmp_path / "missing.jsonl"])
    with pytest.raises(InvalidSetupError, match="--timeout"):
        check_files("referee", [small_vectors(tmp_path)], timeout=0)


def test_a_line_or_a_file_past_its_bound_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, in_process: type[InProcess]
) -> None:
    path = small_vectors(tmp_path)
    longest = max(len(line) for line in path.read_bytes().splitlines(keepends=True))
    monkeypatch.setattr(check, "MAX_CASE", longest - 1)
    with pytest.raises(InvalidSetupError, match=r"line \d+: longer than"):
        check_files("referee", [path])
    monkeypatch.setattr(check, "MAX_CASE", longest)
    monkeypatch.setattr(check, "MAX_FILE", path.stat().st_size - 1)
    with pytest.raises(InvalidSetupError, match="larger than"):
        check_files("referee", [path])


def test_the_positions_drawn_at_random_are_neither_a_start_nor_an_end() -> None:
    """The cases are "the start, the end, and ``extra`` positions drawn at random": the
    random ones come from the games' middles (a start or an end is a case of its own)."""
    from bohnanza.conformance.runner import game_line
    from bohnanza.conformance.vectors import cases

    lines = [game_line("rio-grande-2000", 3, seed) for seed in (1, 2)]
    drawn = cases("rio-grande-2000", 3, games=2, seed=1, extra=100_000)
    random_ = [s for why, s in drawn if why.startswith("random-")]
    middles = [s for line in lines for s in line[1:-1]]
    assert len(random_) == len(middles), "every middle position, once each"
    ends = [s for line in lines for s in (line[0], line[-1])]
    assert not any(s in ends for s in random_)
    assert dict(drawn)["start"] == lines[0][0] and dict(drawn)["over"] == lines[0][-1]


def test_a_reading_writes_only_the_player_counts_it_sets_up(tmp_path: Path) -> None:
    """ "--option KEY=VALUE and --variant NAME write the vectors of another reading (only
    the player counts that reading sets up)"; a reading that sets up none is refused with
    the setup's own error."""
    [duel] = write_vectors("rio-grande-2000", tmp_path / "duel", games=1, extra=0,
                           options={"duel": True})  # fmt: skip
    assert duel.name == "rio-grande-2000-2p.jsonl"
    header = _lines(duel)[0]
    assert header["options"] == {"duel": True} and header["players"] == 2
    with pytest.raises(InvalidSetupError, match="protection"):
        write_vectors("rio-grande-2000", tmp_path / "none", games=1, options={"protection": "x"})
    assert not (tmp_path / "none").exists() or not any((tmp_path / "none").iterdir())
    # The duel at 3 to 5 players: the setup's words at the edition's largest count.
    with pytest.raises(InvalidSetupError) as caught:
        write_vectors("original-1997-fr", tmp_path / "duel5", games=1, options={"duel": True})
    assert str(caught.value) == "rule option duel=True is for 2 players, not 5"
    assert not (tmp_path / "duel5").exists() or not any((tmp_path / "duel5").iterdir())


def test_each_case_asks_about_up_to_six_refused_moves(tmp_path: Path) -> None:
    """``illegal``: "up to six moves the rules refuse (near misses of the legal ones, drawn
    at random)": six where there are as many."""
    from bohnanza.conformance.probes import near_misses

    _, *cases = _lines(small_vectors(tmp_path, 4))
    for case in cases:
        state = from_dict(case["position"])
        refused = [m for m in near_misses(state) if getattr(referee_check(state, m), "rule", None)]
        assert len(case["illegal"]) == min(6, len(refused)), case["case"]
    assert any(len(c["illegal"]) == 6 for c in cases)


def test_the_end_one_move_away_is_a_case_named_by_its_step(tmp_path: Path) -> None:
    """``end-step2``, ``end-step4``: "the end is one move away, reached in that step";
    ``end-duel`` in the duel.  The case is the position before: a move listed from it
    brings the end (the deck's last exhaustion)."""
    named: set[str] = set()
    for players in (2, 3, 4, 5):
        for case in _lines(small_vectors(tmp_path, players))[1:]:
            if not case["case"].startswith("end-"):
                continue
            named.add(case["case"])
            assert case["position"]["ending"] is False
            assert any(e["after"]["ending"] is True for e in case["legal"]), case["case"]
    assert "end-duel" in named
    assert named & {"end-step2", "end-step4"}
