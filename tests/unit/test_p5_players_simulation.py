"""What ``bohnanza.simulation`` promises beyond ``test_promises_simulation.py``: one
worker (or none asked) plays in this process, never in a pool; a seeded game's result is
the game ``play_game`` plays with the same bots, in every edition; ``pool_map`` hands back
every part's results in the parts' order, ticking by each part's size."""

from __future__ import annotations

import sys
from collections.abc import Callable
from concurrent.futures import Future

import pytest

from bohnanza import simulation
from bohnanza.players import RandomBot, play_game
from bohnanza.referee import outcome
from bohnanza.simulation import (
    IN_FLIGHT,
    GameResult,
    Plan,
    Tally,
    make_bot,
    play_seeded,
    pool_map,
    results,
)

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


class _NoPool:
    def __init__(self, *args: object, **kwargs: object) -> None:
        raise AssertionError("a pool was started")


@pytest.mark.parametrize("workers", [None, 1, 0, -3])
def test_one_worker_or_none_plays_serially_without_a_pool(
    monkeypatch: pytest.MonkeyPatch, workers: int | None
) -> None:
    monkeypatch.setattr(simulation, "ProcessPoolExecutor", _NoPool)
    plan = Plan("rio-grande-2000", ("random", "greedy"))
    ticks: list[int] = []
    if workers is None:
        games = list(results(plan, range(20, 23), advance=ticks.append))
    else:
        games = list(results(plan, range(20, 23), workers=workers, advance=ticks.append))
    assert [g.seed for g in games] == [20, 21, 22]
    assert games == [play_seeded(plan, seed) for seed in (20, 21, 22)]
    assert ticks == [1, 1, 1]


@pytest.mark.parametrize(
    ("edition", "seats"),
    [
        ("rio-grande-2000", ("planner", "greedy", "random", "planner-2")),
        ("amigo-fr", ("planner", "greedy")),
        ("original-1997-fr", ("greedy", "random", "planner")),
        ("original-1997-fr-003", ("random", "planner", "greedy", "random", "greedy")),
        ("ladybohn", ("planner", "random", "greedy")),
    ],
)
def test_a_seeded_games_result_is_the_game_play_game_plays(
    edition: str, seats: tuple[str, ...]
) -> None:
    plan = Plan(edition, seats, trades=0.3)
    got = play_seeded(plan, 8)
    bots = [RandomBot(0.3) if spec == "random" else make_bot(spec, 0.3) for spec in seats]
    final, moves = play_game(edition, bots, 8)
    result = outcome(final)
    assert result is not None
    assert got.seed == 8
    assert got.scores == result.scores and got.winners == result.winners
    assert got.moves == len(moves) and got.turns == final.turn
    assert got.record is None
    assert sum(got.scores) == sum(len(p.coin_ids) for p in final.players)


def test_make_bot_gives_the_random_bot_its_chance_and_loads_every_other_spec() -> None:
    quiet = make_bot("random", 0.0)
    assert type(quiet) is RandomBot and quiet.trades == 0.0 and quiet.passive is True
    eager = make_bot(" random", 0.5)  # not the bare name: the loader's random bot
    assert type(eager) is RandomBot and eager.trades == 0.0
    assert getattr(make_bot("planner-3", 0.5), "level", None) == 3


class _Pool:
    """A pool that runs each part when its result is asked, recording the order."""

    last: _Pool | None = None

    def __init__(self, workers: int, mp_context: object = None) -> None:
        self.workers = workers
        self.submitted: list[tuple[object, ...]] = []
        self.waiting = 0
        self.most = 0
        _Pool.last = self

    def __enter__(self) -> _Pool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def submit(self, function: Callable[..., list[object]], *args: object) -> Future[object]:
        pool = self
        self.submitted.append(args)
        self.waiting += 1
        self.most = max(self.most, self.waiting)

        class _Later(Future[object]):
            def result(self, timeout: float | None = None) -> object:
                pool.waiting -= 1
                return function(*args)

        return _Later()


def _triple(tag: str, scale: int, part: range) -> list[str]:
    return [f"{tag}{scale * n}" for n in part]


def test_pool_map_yields_each_parts_results_in_order_and_ticks_by_part(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(simulation, "ProcessPoolExecutor", _Pool)
    ticks: list[int] = []
    parts = [range(0, 2), range(2, 3), range(3, 7)]
    out = list(pool_map(_triple, ("s", 10), iter(parts), 4, ticks.append))
    assert out == ["s0", "s10", "s20", "s30", "s40", "s50", "s60"]
    assert ticks == [2, 1, 4]
    pool = _Pool.last
    assert pool is not None and pool.workers == 4
    # fewer parts than room: every part is sent at once, with the fixed arguments first
    assert pool.submitted == [("s", 10, part) for part in parts]
    assert pool.most == 3 and pool.waiting == 0


def test_pool_map_keeps_at_most_its_parts_per_worker_waiting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(simulation, "ProcessPoolExecutor", _Pool)
    parts = [range(k, k + 1) for k in range(20)]
    ticks: list[int] = []
    out = list(pool_map(_triple, ("x", 1), parts, 2, ticks.append))
    assert out == [f"x{k}" for k in range(20)]
    assert ticks == [1] * 20
    pool = _Pool.last
    assert pool is not None and pool.most == IN_FLIGHT * 2 == 6
    assert [args[-1] for args in pool.submitted] == parts


def test_ray_is_started_or_joined_quietly(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.unit.test_promises_simulation import _StandInRay

    quiet = {"logging_level": "ERROR", "log_to_driver": False}
    for address, options in (
        ("", {"include_dashboard": False, **quiet}),
        ("ray://head:1", {"address": "ray://head:1", **quiet}),
    ):
        fake = _StandInRay()
        monkeypatch.setitem(sys.modules, "ray", fake)
        assert list(simulation.ray_map(address, _triple, ("r", 1), lambda n: [range(2)], _no)) == [
            "r0",
            "r1",
        ]
        assert fake.init_options == options


def _no(n: int) -> None:
    return None


def test_a_tally_of_one_game_is_that_games_figures() -> None:
    plan = Plan("rio-grande-2000", ("greedy", "random"))
    tally = Tally(plan, seed=70)
    tally.add(GameResult(70, (9, 4), (0,), moves=120, turns=14, record=None))
    document = tally.to_dict("rio-grande-2000")
    assert document["games"] == 1 and document["seeds"] == [70, 70]
    assert [s["win_rate"] for s in document["seats"]] == [1.0, 0.0]
    assert [s["mean_coins"] for s in document["seats"]] == [9.0, 4.0]
    assert [b["win_rate"] for b in document["bots"]] == [1.0, 0.0]
    assert [b["mean_coins"] for b in document["bots"]] == [9.0, 4.0]
    assert (document["mean_moves"], document["mean_turns"]) == (120.0, 14.0)
    assert tally.by_bot() == [
        ("greedy", "greedy", (0,), 1.0, 9.0),
        ("random", "random", (1,), 0.0, 4.0),
    ]
