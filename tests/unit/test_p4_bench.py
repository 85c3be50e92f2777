"""What ``bohnanza.bench``'s tools for ``nox -s bench`` promise: ``compare`` runs every
build in every round, the order rotating from round to round, and reports per build and
configuration the medians over the rounds with each build's ratio to the first (checked
here with builds whose CPU times are given, so nothing is timed); a real build's worker
answers with its version and the seeded games' actions; ``instructions_per_action`` is
the difference of two cachegrind counts over the actions between them; ``main`` reads
``--build LABEL=PYTHON`` and refuses anything else."""

from __future__ import annotations

import io
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import ClassVar

import pytest

import bohnanza
from bohnanza import bench
from bohnanza.bench import BenchResult, compare, instructions_per_action, policy_text, run


class _Timed:
    """A build whose rounds take the CPU seconds given (by label, round after round)."""

    log: ClassVar[list[tuple[str, float]]] = []
    seconds: ClassVar[dict[str, list[float]]] = {}
    closed: ClassVar[list[str]] = []

    def __init__(self, label: str, python: str) -> None:
        self.label = label
        self.version = f"v-{python}"
        self.compiled = python == "compiled"
        self.rounds = 0

    def batch(self, edition: str, players: int, games: int, trades: float) -> tuple[float, int]:
        assert (edition, players) == ("amigo-fr", 3)
        _Timed.log.append((self.label, trades))
        seconds = _Timed.seconds[self.label][self.rounds % len(_Timed.seconds[self.label])]
        self.rounds += 1
        if seconds < 0:
            raise RuntimeError(f"the bench worker of {self.label} stopped")
        return seconds, games * 100

    def close(self) -> None:
        _Timed.closed.append(self.label)


@pytest.fixture
def timed(monkeypatch: pytest.MonkeyPatch) -> type[_Timed]:
    monkeypatch.setattr(bench, "_Worker", _Timed)
    _Timed.log, _Timed.closed = [], []
    return _Timed


def test_compare_rotates_the_builds_round_by_round(timed: type[_Timed]) -> None:
    timed.seconds = {"A": [1.0], "B": [1.0], "C": [1.0]}
    builds = [("A", "pa"), ("B", "pb"), ("C", "pc")]
    compare(builds, "amigo-fr", 3, games=2, rounds=4, trades=(0.0, 0.3), out=io.StringIO())
    order = [label for label, _ in timed.log]
    assert order == ["A", "B", "C", "B", "C", "A", "C", "A", "B", "A", "B", "C"] * 2
    assert [p for _, p in timed.log] == [0.0] * 12 + [0.3] * 12
    assert timed.closed == ["A", "B", "C"]


def test_compare_reports_medians_and_ratios_to_the_first_build(timed: type[_Timed]) -> None:
    # Per round: A takes 2, 1, 4 s (median games/s 10/2 = 5); B 1 s, 0.5 s, 1 s (10/s).
    timed.seconds = {"A": [2.0, 1.0, 4.0], "B": [1.0, 0.5, 1.0]}
    out = io.StringIO()
    results = compare([("A", "pure"), ("B", "compiled")], "amigo-fr", 3, games=10, rounds=3,
                      trades=(0.0,), out=out)  # fmt: skip
    assert set(results) == {("A", 0.0), ("B", 0.0)}
    a, b = results[("A", 0.0)], results[("B", 0.0)]
    assert a == BenchResult("amigo-fr", 3, 0.0, 10, 3, 100.0, 5.0, 500.0, False)
    assert b == BenchResult("amigo-fr", 3, 0.0, 10, 3, 100.0, 10.0, 1000.0, True)
    lines = out.getvalue().splitlines()
    policy = policy_text().splitlines()
    assert lines[:2] == [
        "A: bohnanza v-pure, pure Python",
        "B: bohnanza v-compiled, compiled (mypyc)",
    ]
    assert lines[2 : 2 + len(policy)] == policy
    assert lines[2 + len(policy) :] == [
        "amigo-fr, 3 players, without trades: 10 games x 3 rounds, builds alternating, CPU time "
        "medians",
        "  A                     5 games/s 2000.00 us/action  100.0 actions/game   x1.00 vs A",
        "  B                    10 games/s 1000.00 us/action  100.0 actions/game   x2.00 vs A",
    ]


def test_compare_says_with_trades_and_closes_every_build_on_a_failure(timed: type[_Timed]) -> None:
    timed.seconds = {"A": [1.0], "B": [1.0, 1.0, 1.0, -1.0]}  # B stops in the 2nd
    out = io.StringIO()
    with pytest.raises(RuntimeError, match="the bench worker of B stopped"):
        compare([("A", "a"), ("B", "b")], "amigo-fr", 3, games=1, rounds=3, trades=(0.3, 0.0),
                out=out)  # fmt: skip
    assert timed.closed == ["A", "B"]
    text = out.getvalue()
    assert "amigo-fr, 3 players, with trades (p=0.3): 1 games x 3 rounds" in text
    assert "without trades" not in text


def test_a_real_builds_worker_plays_the_seeded_games(capsys: pytest.CaptureFixture[str]) -> None:
    results = compare([("here", sys.executable)], "rio-grande-2000", 2, games=1, rounds=1,
                      trades=(0.0,))  # fmt: skip
    expected = run("rio-grande-2000", 2, games=1, trades=0.0, repeats=1).actions_per_game
    assert results[("here", 0.0)].actions_per_game == expected
    assert results[("here", 0.0)].compiled is bohnanza.COMPILED
    printed = capsys.readouterr().out.splitlines()  # stdout when no stream is given
    build = bench.build_name(bohnanza.COMPILED)
    assert printed[0] == f"here: bohnanza {bohnanza.__version__}, {build}"
    assert printed[-1].endswith("x1.00 vs here")


def test_a_worker_that_says_nothing_is_an_error() -> None:
    with pytest.raises(RuntimeError, match=r"^the bench worker of mute stopped$"):
        compare([("mute", "true")], games=1, rounds=1, out=io.StringIO())


def test_instructions_per_action_from_two_cachegrind_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[list[str]] = []
    counts = {"5": (1_000_000, 100.0), "25": (5_000_000, 98.0)}

    def fake_run(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        assert kwargs == {"capture_output": True, "text": True, "check": True}
        calls.append(command)
        refs, per_game = counts[command[command.index("--games") + 1]]
        return subprocess.CompletedProcess(
            command, 0, f"... {per_game} actions/game\n", f"==1== I   refs:      {refs:,}\n"
        )

    monkeypatch.setattr(subprocess, "run", fake_run)
    # (5,000,000 - 1,000,000) / (25 * 98 - 5 * 100) = 4,000,000 / 1,950 = 2051.28...
    assert instructions_per_action(["/env/bin/bohnanza"], 0.3) == 2051
    assert calls[0] == [
        "valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
        "/env/bin/bohnanza", "bench", "--games", "5", "--repeat", "1", "--trades", "0.3",
    ]  # fmt: skip
    assert calls[1][calls[1].index("--games") + 1] == "25"
    counts["5"] = (0, 0.0)

    def silent(command: list[str], **kwargs: object) -> subprocess.CompletedProcess[str]:
        return subprocess.CompletedProcess(command, 0, "no figures", "none either")

    monkeypatch.setattr(subprocess, "run", silent)
    with pytest.raises(RuntimeError, match="no instruction count in: no figures none either"):
        instructions_per_action(["bohnanza"])


def test_main_reads_the_builds_and_counts_instructions_with_valgrind(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[tuple[object, ...]] = []

    def fake_compare(builds: Sequence[tuple[str, str]], *rest: object) -> dict[object, object]:
        seen.append((list(builds), *rest))
        return {}

    def fake_count(command: Sequence[str], trades: float = 0.0) -> int:
        seen.append((list(command), trades))
        return 12345

    monkeypatch.setattr(bench, "compare", fake_compare)
    monkeypatch.setattr(bench, "instructions_per_action", fake_count)
    assert bench.main(["--build", "old=/a/bin/python", "--build", "new=/b/bin/python3"]) == 0
    assert seen == [([("old", "/a/bin/python"), ("new", "/b/bin/python3")], "rio-grande-2000",
                     4, 200, 7)]  # fmt: skip
    assert capsys.readouterr().out == ""
    seen.clear()
    args = ["--build", "x=/a/py", "--edition", "amigo-fr", "--players", "3", "--games", "9",
            "--rounds", "2", "--valgrind"]  # fmt: skip
    assert bench.main(args) == 0
    assert seen == [([("x", "/a/py")], "amigo-fr", 3, 9, 2), (["/a/bohnanza"], 0.0),
                    (["/a/bohnanza"], 0.3)]  # fmt: skip
    assert capsys.readouterr().out.splitlines() == [
        "instructions per action (cachegrind; 25 games minus 5, rio-grande-2000, 4 players)",
        "  x              trades p=0.0: 12,345 instructions/action",
        "  x              trades p=0.3: 12,345 instructions/action",
    ]


@pytest.mark.parametrize("spec", ["nolabel", "=/a/py", "x="])
def test_main_refuses_a_build_that_is_not_label_equals_python(
    spec: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as leaving:
        bench.main(["--build", spec])
    assert leaving.value.code == 2
    assert capsys.readouterr().err.splitlines()[-1] == (
        f"python -m bohnanza.bench: error: --build {spec!r}: expected LABEL=PYTHON"
    )


def test_a_batch_shorter_than_the_clock_divides_by_no_zero(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A build whose clock says no time passed: the figures are large, never a crash.
    build = tmp_path / "instant"
    build.write_text(
        '#!/bin/sh\necho \'{"version": "9", "compiled": false}\'\n'
        "while read line; do echo '[0.0, 7]'; done\n",
        "utf-8",
    )
    build.chmod(0o755)
    results = compare([("instant", str(build))], games=1, rounds=1, trades=(0.0,),
                      out=io.StringIO())  # fmt: skip
    assert results[("instant", 0.0)].games_per_second == pytest.approx(1e9)
    assert results[("instant", 0.0)].actions_per_game == 7.0
    monkeypatch.setattr(time, "process_time", lambda: 5.0)
    assert run("rio-grande-2000", 2, games=1, repeats=1).games_per_second == pytest.approx(1e9)


def test_run_has_the_bench_commands_defaults() -> None:
    import inspect

    defaults = {k: p.default for k, p in inspect.signature(run).parameters.items()}
    assert defaults == {"edition": "rio-grande-2000", "players": 4, "games": 200,
                        "trades": 0.0, "repeats": 5}  # fmt: skip
    from bohnanza.cli.parser import _parser

    bench_args = _parser().parse_args(["bench"])
    assert (bench_args.games, bench_args.repeat, bench_args.players) == (200, 5, 4)
