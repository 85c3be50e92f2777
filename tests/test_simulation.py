"""simulate over local processes: the same summary and the same records as a serial run;
which path plays the games (here, a process pool of --workers, a Ray cluster through a
stand-in module) and the progress each reports."""

from __future__ import annotations

import json
import random
import sys
import types
from collections.abc import Callable, Sequence
from concurrent.futures import Future
from pathlib import Path
from typing import ClassVar

import pytest

import bohnanza.simulation
from bohnanza.actions import Action
from bohnanza.bots import GreedyBot, PlannerBot, RandomBot
from bohnanza.cli import main
from bohnanza.errors import BohnanzaError
from bohnanza.simulation import Plan, chunks, play_seeded, results
from bohnanza.views import PlayerView

ARGV = ["simulate", "--games", "12", "--players", "4", "--bots", "planner,random,greedy"]


def _run(capsys: pytest.CaptureFixture[str], folder: Path, *extra: str) -> str:
    argv = [*ARGV, "--seed", "40", "--trades", "0.3", "--records", str(folder), *extra]
    assert main(argv) == 0
    return capsys.readouterr().out


def test_workers_give_the_serial_summary_and_records(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    serial = _run(capsys, tmp_path / "serial")
    spread = _run(capsys, tmp_path / "spread", "--workers", "2")
    assert spread.replace("spread", "serial") == serial
    names = sorted(p.name for p in (tmp_path / "serial").iterdir())
    assert names == sorted(p.name for p in (tmp_path / "spread").iterdir())
    assert len(names) == 12
    for name in names:
        assert (tmp_path / "spread" / name).read_bytes() == (
            tmp_path / "serial" / name
        ).read_bytes()


def test_results_come_back_in_seed_order_from_processes() -> None:
    plan = Plan("rio-grande-2000", ("greedy", "random", "greedy"))
    seen: list[int] = []
    games = list(results(plan, range(100, 109), workers=2, advance=seen.append))
    assert [g.seed for g in games] == list(range(100, 109))
    assert sum(seen) == 9
    assert games == [play_seeded(plan, seed) for seed in range(100, 109)]
    assert all(g.record is None for g in games)


def test_a_serial_run_reports_each_game_as_it_is_done() -> None:
    plan = Plan("rio-grande-2000", ("greedy", "random", "greedy"))
    events: list[object] = []
    for game in results(plan, range(7, 10), advance=events.append):
        events.append(game.seed)
    # advance(1) after each game, before the next one is played
    assert events == [7, 1, 8, 1, 9, 1]


class _InlinePool:
    """A ProcessPoolExecutor stand-in that records its size and runs each task at once."""

    sizes: ClassVar[list[int]] = []

    def __init__(self, workers: int, mp_context: object = None) -> None:
        self.sizes.append(workers)

    def __enter__(self) -> _InlinePool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def submit(self, function: Callable[..., object], *args: object) -> Future[object]:
        future: Future[object] = Future()
        future.set_result(function(*args))
        return future


@pytest.mark.parametrize(("workers", "pools"), [(1, []), (2, [2]), (3, [3])])
def test_workers_above_one_play_in_that_many_processes_and_one_plays_here(
    monkeypatch: pytest.MonkeyPatch, workers: int, pools: list[int]
) -> None:
    monkeypatch.setattr(bohnanza.simulation, "ProcessPoolExecutor", _InlinePool)
    monkeypatch.setattr(_InlinePool, "sizes", [])
    plan = Plan("rio-grande-2000", ("greedy", "random"))
    seen: list[int] = []
    games = list(results(plan, range(3), workers=workers, advance=seen.append))
    assert _InlinePool.sizes == pools
    assert [g.seed for g in games] == [0, 1, 2] and sum(seen) == 3


class _FakeRay(types.ModuleType):
    """Just enough of Ray's API for ``ray_map``: tasks run when their result is asked
    for, on a "cluster" of two CPUs started by ``init``."""

    class exceptions:  # Ray's own name
        class RayTaskError(Exception):
            pass

    def __init__(self) -> None:
        super().__init__("ray")
        self.running = False
        self.calls: list[str] = []

    def is_initialized(self) -> bool:
        return self.running

    def init(self, **options: object) -> None:
        self.calls.append("init")
        self.running = True

    def shutdown(self) -> None:
        self.calls.append("shutdown")
        self.running = False

    def cluster_resources(self) -> dict[str, float]:
        return {"CPU": 2.0}

    def put(self, value: object) -> tuple[str, object]:
        return ("value", value)

    def get(self, ref: Callable[[], object]) -> object:
        return ref()

    def remote(self, function: Callable[..., object]) -> types.SimpleNamespace:
        def call(*refs: tuple[str, object]) -> Callable[[], object]:
            self.calls.append("task")
            args = [r[1] if isinstance(r, tuple) and r[:1] == ("value",) else r for r in refs]
            return lambda: function(*args)

        return types.SimpleNamespace(remote=call)


def test_a_ray_run_gives_every_game_in_seed_order_and_stops_the_ray_it_started(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Without Ray installed: a stand-in module (tests/integrations/test_ray_simulate.py
    # runs the real one, in nox -s ray).
    fake = _FakeRay()
    monkeypatch.setitem(sys.modules, "ray", fake)
    plan = Plan("rio-grande-2000", ("greedy", "random", "greedy"))
    seen: list[int] = []
    games = list(results(plan, range(20, 60), ray_address="", advance=seen.append))
    assert [g.seed for g in games] == list(range(20, 60)) and sum(seen) == 40
    assert games[:3] == [play_seeded(plan, seed) for seed in range(20, 23)]
    assert fake.calls[0] == "init" and fake.calls[-1] == "shutdown"
    assert fake.calls.count("task") == len(chunks(range(20, 60), 2))


def test_chunks_cover_the_seeds_once_in_order() -> None:
    for games, workers in ((1, 1), (7, 2), (1000, 2), (100_000, 16)):
        parts = chunks(range(5, 5 + games), workers)
        assert [s for part in parts for s in part] == list(range(5, 5 + games))
        assert max(len(part) for part in parts) <= 64


def test_a_bad_bot_spec_fails_before_any_worker_starts() -> None:
    plan = Plan("rio-grande-2000", ("greedy", "nosuch.module:Bot"))
    with pytest.raises(BohnanzaError, match=r"cannot import 'nosuch\.module'"):
        next(results(plan, range(3), workers=2))


def test_ray_missing_is_one_line_naming_the_extra(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now raises ImportError
    assert main(["simulate", "--games", "1", "--ray"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("bohnanza: error: --ray needs Ray: pip install 'bohnanza[ray]'")
    assert err.count("\n") == 1


def test_workers_and_ray_exclude_each_other(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--workers", "2", "--ray"]) == 2
    assert "not allowed with argument" in capsys.readouterr().err


class Named:
    """A random bot under its own name (``simulate`` reports it): it wraps the built-in
    one (which cannot be subclassed)."""

    name = "shrewd"

    def __init__(self) -> None:
        self.inner = RandomBot()

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        return self.inner(view, moves, rng)


def test_the_builtin_bots_are_wrapped_not_subclassed() -> None:
    for base in (RandomBot, GreedyBot, PlannerBot):
        with pytest.raises(TypeError, match="cannot be subclassed; wrap one"):
            type("Mine", (base,), {})


def test_simulate_json_is_one_document_per_seat_bot_and_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["simulate", "--games", "5", "--players", "3", "--seed", "7"]
    argv += ["--bots", "planner,tests.test_simulation:Named", "--json"]
    assert main(argv) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["games"] == 5 and document["seeds"] == [7, 11]
    assert [s["name"] for s in document["seats"]] == ["planner", "shrewd", "planner"]
    assert [s["bot"] for s in document["seats"]][1] == "tests.test_simulation:Named"
    games = document["per_game"]
    assert [g["seed"] for g in games] == list(range(7, 12))
    # The per-seat figures are the sums of the games'.
    for seat in range(3):
        coins = sum(g["scores"][seat] for g in games) / 5
        assert document["seats"][seat]["mean_coins"] == pytest.approx(coins)
        wins = sum(1 / len(g["winners"]) for g in games if seat in g["winners"])
        assert document["seats"][seat]["wins"] == pytest.approx(wins)
    assert [b["seats"] for b in document["bots"]] == [[0, 2], [1]]
    # The same games as the tables of a plain run, which name the bots the same way.
    assert main(argv[:-1]) == 0
    text = capsys.readouterr().out
    assert "shrewd" in text and "tests.test_simulation:Named" not in text
    assert f"{document['mean_moves']:.1f} moves" in text
