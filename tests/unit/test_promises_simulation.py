"""What ``bohnanza.simulation`` promises (its module and function docstrings), checked fast:
the Ray map and the process pool through stand-ins (no Ray, no processes), the chunks,
the tally's sums, the names, the seeded games and their records."""

from __future__ import annotations

import json
import sys
import types
from collections.abc import Callable, Iterator
from concurrent.futures import Future

import attrs
import pytest

from bohnanza import simulation
from bohnanza.errors import BohnanzaError
from bohnanza.players import BotError
from bohnanza.records import load_record, replay
from bohnanza.simulation import (
    IN_FLIGHT,
    MAX_CHUNK,
    GameResult,
    Plan,
    Tally,
    bot_name,
    chunks,
    make_bot,
    play_chunk,
    play_seeded,
    ray_map,
    results,
)

# ---------------------------------------------------------------------------------------
# ray_map, on a stand-in for Ray that counts the tasks in flight


class _Boom(Exception):
    """A task's own error."""


class _StandInRay(types.ModuleType):
    """Ray's API as ``ray_map`` uses it: a task runs when its result is asked for, and
    the stand-in counts the tasks submitted and not yet collected."""

    class exceptions:  # Ray's own name
        class RayTaskError(Exception):
            def __init__(self, cause: object) -> None:
                super().__init__("task failed")
                self.cause = cause

    def __init__(self, cpus: float | None = 2.0, running: bool = False) -> None:
        super().__init__("ray")
        self.cpus = cpus
        self.running = running
        self.log: list[object] = []
        self.in_flight = 0
        self.most_in_flight = 0
        self.init_error: Exception | None = None
        self.init_options: dict[str, object] = {}

    def is_initialized(self) -> bool:
        return self.running

    def init(self, **options: object) -> None:
        self.log.append("init")
        self.init_options = options
        if self.init_error is not None:
            raise self.init_error
        self.running = True

    def shutdown(self) -> None:
        self.log.append("shutdown")
        self.running = False

    def cluster_resources(self) -> dict[str, float]:
        return {} if self.cpus is None else {"CPU": self.cpus}

    def put(self, value: object) -> tuple[str, object]:
        self.log.append(("put", value))
        return ("ref", value)

    def get(self, ref: Callable[[], object]) -> object:
        self.in_flight -= 1
        return ref()

    def remote(self, function: Callable[..., object]) -> types.SimpleNamespace:
        def submit(*args: object) -> Callable[[], object]:
            self.log.append(("task", args[-1]))
            self.in_flight += 1
            self.most_in_flight = max(self.most_in_flight, self.in_flight)
            plain = [a[1] if isinstance(a, tuple) and a[:1] == ("ref",) else a for a in args]

            def run() -> object:
                try:
                    return function(*plain)
                except _Boom as exc:
                    raise self.exceptions.RayTaskError(exc) from exc
                except LookupError as exc:  # a task error Ray could not rebuild
                    raise self.exceptions.RayTaskError(None) from exc

            return run

        return types.SimpleNamespace(remote=submit)


@pytest.fixture
def ray(monkeypatch: pytest.MonkeyPatch) -> _StandInRay:
    fake = _StandInRay()
    monkeypatch.setitem(sys.modules, "ray", fake)
    return fake


def _square_each(scale: int, part: range) -> list[int]:
    return [scale * n * n for n in part]


def _parts_of(count: int, seen: list[int]) -> Callable[[int], Iterator[range]]:
    def parts(workers: int) -> Iterator[range]:
        seen.append(workers)
        return (range(k, k + 1) for k in range(count))

    return parts


def test_ray_map_yields_every_result_in_the_parts_order(ray: _StandInRay) -> None:
    ticks: list[int] = []
    workers: list[int] = []

    def parts(cpus: int) -> list[range]:
        workers.append(cpus)
        return [range(0, 3), range(3, 4), range(4, 9)]

    out = list(ray_map("", _square_each, (2,), parts, ticks.append))
    assert out == [2 * n * n for n in range(9)]
    assert ticks == [3, 1, 5]  # each part's size, as it is done
    assert workers == [2]  # the cluster's CPUs
    # the fixed arguments go to the cluster once, each task gets the part after them
    assert [e for e in ray.log if isinstance(e, tuple) and e[0] == "put"] == [("put", 2)]
    tasks = [e[1] for e in ray.log if isinstance(e, tuple) and e[0] == "task"]
    assert tasks == [range(0, 3), range(3, 4), range(4, 9)]


@pytest.mark.parametrize(("cpus", "workers"), [(2.0, 2), (3.0, 3), (1.0, 1), (0.0, 1), (None, 1)])
def test_ray_map_keeps_in_flight_parts_per_cpu_and_loses_none(
    monkeypatch: pytest.MonkeyPatch, cpus: float | None, workers: int
) -> None:
    fake = _StandInRay(cpus)
    monkeypatch.setitem(sys.modules, "ray", fake)
    seen: list[int] = []
    count = IN_FLIGHT * workers + 5
    out = list(ray_map("", _square_each, (1,), _parts_of(count, seen), lambda n: None))
    assert out == [n * n for n in range(count)]
    assert seen == [workers]
    assert fake.most_in_flight == IN_FLIGHT * workers
    assert fake.in_flight == 0


def test_ray_map_with_fewer_parts_than_room_sends_them_all_at_once(ray: _StandInRay) -> None:
    out = list(ray_map("", _square_each, (1,), _parts_of(2, []), lambda n: None))
    assert out == [0, 1] and ray.most_in_flight == 2


def test_ray_map_starts_a_local_cluster_for_the_empty_address_and_stops_it(
    ray: _StandInRay,
) -> None:
    assert list(ray_map("", _square_each, (1,), _parts_of(1, []), lambda n: None)) == [0]
    assert ray.log[0] == "init" and ray.log[-1] == "shutdown"
    assert "address" not in ray.init_options
    assert not ray.running


def test_ray_map_joins_the_cluster_at_an_address_and_stops_what_it_started(
    ray: _StandInRay,
) -> None:
    list(ray_map("ray://head:10001", _square_each, (1,), _parts_of(1, []), lambda n: None))
    assert ray.init_options["address"] == "ray://head:10001"
    assert ray.log[-1] == "shutdown"


def test_ray_map_leaves_a_cluster_it_did_not_start_running(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = _StandInRay(running=True)
    monkeypatch.setitem(sys.modules, "ray", fake)
    assert list(ray_map("", _square_each, (1,), _parts_of(3, []), lambda n: None)) == [0, 1, 4]
    assert "init" not in fake.log and "shutdown" not in fake.log
    assert fake.running


def test_a_task_error_is_raised_as_itself_and_the_cluster_stopped(ray: _StandInRay) -> None:
    def fails_on_two(part: range) -> list[int]:
        if 2 in part:
            raise _Boom("part two")
        return list(part)

    got: list[int] = []
    with pytest.raises(_Boom, match="part two"):
        for value in ray_map("", fails_on_two, (), _parts_of(4, []), lambda n: None):
            got.append(value)
    assert got == [0, 1]  # the parts before it were handed back
    assert ray.log[-1] == "shutdown" and not ray.running


def test_a_task_error_without_its_cause_is_raised_as_rays(ray: _StandInRay) -> None:
    def fails(part: range) -> list[int]:
        raise LookupError("lost")

    with pytest.raises(_StandInRay.exceptions.RayTaskError):
        list(ray_map("", fails, (), _parts_of(2, []), lambda n: None))
    assert ray.log[-1] == "shutdown"


@pytest.mark.parametrize(
    "error", [ConnectionError("refused"), RuntimeError("no"), ValueError("bad")]
)
@pytest.mark.parametrize(
    ("address", "shown"), [("", "default"), ("10.0.0.9:6379", "10.0.0.9:6379")]
)
def test_a_cluster_that_cannot_start_or_be_reached_is_a_bohnanza_error(
    ray: _StandInRay, error: Exception, address: str, shown: str
) -> None:
    ray.init_error = error
    with pytest.raises(BohnanzaError) as caught:
        next(ray_map(address, _square_each, (1,), _parts_of(1, []), lambda n: None))
    assert str(caught.value) == f"cannot start or reach Ray at {shown}: {error}"
    assert "shutdown" not in ray.log


def test_ray_missing_is_a_bohnanza_error_naming_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray raises ImportError
    with pytest.raises(BohnanzaError, match=r"^--ray needs Ray: pip install 'bohnanza\[ray\]' \("):
        next(ray_map("", _square_each, (1,), _parts_of(1, []), lambda n: None))


def test_results_on_ray_are_the_serial_games_in_seed_order(ray: _StandInRay) -> None:
    plan = Plan("rio-grande-2000", ("random", "random"))
    ticks: list[int] = []
    games = list(results(plan, range(30, 34), ray_address="", advance=ticks.append))
    assert games == [play_seeded(plan, seed) for seed in range(30, 34)]
    assert sum(ticks) == 4 and ray.log[-1] == "shutdown"


# ---------------------------------------------------------------------------------------
# the process pool, through a stand-in whose futures run when their result is asked for


class _LazyPool:
    """A ProcessPoolExecutor stand-in: ``submit`` queues, ``result()`` runs."""

    last: _LazyPool | None = None

    def __init__(self, workers: int, mp_context: object = None) -> None:
        self.workers = workers
        self.context = mp_context
        self.in_flight = 0
        self.most = 0
        self.submitted: list[range] = []
        _LazyPool.last = self

    def __enter__(self) -> _LazyPool:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def submit(self, function: Callable[..., list[object]], *args: object) -> Future[object]:
        pool = self
        part = args[-1]
        assert isinstance(part, range)
        self.submitted.append(part)
        self.in_flight += 1
        self.most = max(self.most, self.in_flight)

        class _Later(Future[object]):
            def result(self, timeout: float | None = None) -> object:
                pool.in_flight -= 1
                return function(*args)

        return _Later()


def test_processes_keep_a_few_chunks_per_worker_in_flight_and_lose_none(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(simulation, "ProcessPoolExecutor", _LazyPool)
    monkeypatch.setattr(simulation, "play_chunk", lambda plan, seeds: list(seeds))
    plan = Plan("rio-grande-2000", ("random", "random"))
    ticks: list[int] = []
    seeds = range(1000, 1000 + 2 * 8 * 3)  # 48 seeds: 16 chunks of 3 for 2 workers
    out: list[object] = list(results(plan, seeds, workers=2, advance=ticks.append))
    assert out == list(seeds)  # the stand-in chunk hands back its seeds
    pool = _LazyPool.last
    assert pool is not None and pool.workers == 2
    assert pool.most == IN_FLIGHT * 2 and pool.in_flight == 0
    assert pool.submitted == chunks(seeds, 2)
    assert ticks == [3] * 16
    context = pool.context
    assert context is not None and context.get_start_method() == "spawn"  # type: ignore[attr-defined]


def test_a_bot_error_in_a_worker_is_raised_here_as_it_was(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "ProcessPoolExecutor", _LazyPool)

    def broken(plan: Plan, seeds: range) -> list[GameResult]:
        raise BotError("seat 2's bot returned a move it was not offered")

    monkeypatch.setattr(simulation, "play_chunk", broken)
    plan = Plan("rio-grande-2000", ("random", "random"))
    with pytest.raises(BotError, match="not offered"):
        list(results(plan, range(8), workers=2))


# ---------------------------------------------------------------------------------------
# chunks, names, bots


@pytest.mark.parametrize(
    ("games", "workers", "size"),
    [
        (1000, 2, 62),
        (1000, 1, 64),
        (10_000, 4, 64),
        (7, 2, 1),
        (0, 3, 1),
        (160, 0, 20),
        (160, -2, 20),
        (48, 2, 3),
    ],
)
def test_chunks_are_about_eight_per_worker_and_at_most_the_largest(
    games: int, workers: int, size: int
) -> None:
    seeds = range(50, 50 + games)
    parts = chunks(seeds, workers)
    assert [s for part in parts for s in part] == list(seeds)
    assert all(len(part) == size for part in parts[:-1])
    assert all(0 < len(part) <= size for part in parts)
    assert MAX_CHUNK == 64


def test_make_bot_gives_the_random_bot_its_chance_of_offering() -> None:
    bot = make_bot("random", 0.25)
    assert type(bot).__name__ == "RandomBot"
    assert bot.trades == 0.25  # type: ignore[attr-defined]
    assert type(make_bot("greedy", 0.9)).__name__ == "GreedyBot"


def test_bot_name_is_the_bots_name_else_its_spec(monkeypatch: pytest.MonkeyPatch) -> None:
    assert bot_name("planner") == "planner"
    module = types.ModuleType("strp_named_bots")

    class Nameless:
        def __call__(self, view: object, moves: object, rng: object) -> None:
            return None

    class Named(Nameless):
        name = "shrewd"

    class EmptyName(Nameless):
        name = ""

    class NumberName(Nameless):
        name = 7

    for cls in (Nameless, Named, EmptyName, NumberName):
        setattr(module, cls.__name__, cls)
    monkeypatch.setitem(sys.modules, "strp_named_bots", module)
    assert bot_name("strp_named_bots:Named") == "shrewd"
    for spec in ("Nameless", "EmptyName", "NumberName"):
        assert bot_name(f"strp_named_bots:{spec}") == f"strp_named_bots:{spec}"


def test_a_bad_spec_fails_before_any_game_or_worker(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(simulation, "ProcessPoolExecutor", _LazyPool)
    _LazyPool.last = None
    plan = Plan("rio-grande-2000", ("random", "nosuch.module:Bot"))
    for workers in (1, 2):
        with pytest.raises(BohnanzaError, match=r"cannot import 'nosuch\.module'"):
            next(results(plan, range(3), workers=workers))
    assert _LazyPool.last is None


# ---------------------------------------------------------------------------------------
# the games


def test_a_seeded_game_is_the_same_every_time_and_its_record_replays_it() -> None:
    plan = Plan("rio-grande-2000", ("greedy", "random", "planner"), trades=0.5, records=True)
    one = play_seeded(plan, 11)
    assert play_seeded(plan, 11) == one
    assert one.seed == 11 and len(one.scores) == 3
    assert one.winners == tuple(s for s, c in enumerate(one.scores) if c == max(one.scores))
    assert one.record is not None
    record = load_record(one.record)
    assert len(record.actions) == one.moves and record.seed == 11
    again = replay(record)
    assert again.legal and again.mismatch is None
    assert again.final.is_over and again.final.turn == one.turns
    assert json.loads(one.record)["result"]["scores"] == list(one.scores)
    bare = play_seeded(attrs.evolve(plan, records=False), 11)
    assert bare.record is None and bare.scores == one.scores and bare.moves == one.moves


def test_other_seeds_give_other_games() -> None:
    plan = Plan("rio-grande-2000", ("random", "random"))
    games = play_chunk(plan, range(5, 9))
    assert [g.seed for g in games] == [5, 6, 7, 8]
    assert len({(g.scores, g.moves) for g in games}) > 1
    assert games == [play_seeded(plan, seed) for seed in range(5, 9)]


def test_a_serial_run_yields_each_game_and_then_advances_by_one() -> None:
    plan = Plan("rio-grande-2000", ("random", "random"))
    events: list[object] = []
    for game in results(plan, range(3, 5), advance=events.append):
        events.append(game.seed)
    assert events == [3, 1, 4, 1]
    assert [g.seed for g in results(plan, range(3, 5))] == [3, 4]  # no advance: fine


# ---------------------------------------------------------------------------------------
# the tally


def _result(seed: int, scores: tuple[int, ...], winners: tuple[int, ...]) -> GameResult:
    return GameResult(seed, scores, winners, moves=100 + seed, turns=10 + seed, record="{}")


def test_the_tally_sums_wins_shared_in_ties_coins_and_lengths() -> None:
    plan = Plan("rio-grande-2000", ("greedy", "random", "greedy"), trades=0.2)
    tally = Tally(plan, seed=40, per_game=True)
    assert tally.names == ("greedy", "random", "greedy")
    tally.add(_result(40, (5, 9, 9), (1, 2)))
    tally.add(_result(41, (7, 3, 1), (0,)))
    assert tally.count == 2
    assert tally.wins == [1.0, 0.5, 0.5]
    assert tally.coins == [12, 12, 10]
    assert (tally.moves, tally.turns) == (100 + 40 + 100 + 41, 10 + 40 + 10 + 41)
    assert [g.record for g in tally.games] == [None, None]  # records not kept in memory
    assert [g.seed for g in tally.games] == [40, 41]
    assert tally.by_bot() == [
        ("greedy", "greedy", (0, 2), 1.5, (12 + 10) / (2 * 2)),
        ("random", "random", (1,), 0.5, 12 / 2),
    ]
    document = tally.to_dict("rio-grande-2000")
    assert document["edition"] == "rio-grande-2000"
    assert document["players"] == 3 and document["games"] == 2
    assert document["seeds"] == [40, 41] and document["trades"] == 0.2
    assert document["seats"][1] == {
        "seat": 1,
        "bot": "random",
        "name": "random",
        "wins": 0.5,
        "win_rate": 0.25,
        "mean_coins": 6.0,
    }
    assert document["bots"][0] == {
        "bot": "greedy",
        "name": "greedy",
        "seats": [0, 2],
        "wins": 1.5,
        "win_rate": 0.75,
        "mean_coins": 5.5,
    }
    assert document["mean_moves"] == (140 + 141) / 2
    assert document["mean_turns"] == (50 + 51) / 2
    assert document["per_game"][1] == {
        "seed": 41,
        "scores": [7, 3, 1],
        "winners": [0],
        "moves": 141,
        "turns": 51,
    }


def test_a_tally_without_per_game_keeps_no_games_and_an_empty_one_divides_by_one() -> None:
    plan = Plan("rio-grande-2000", ("random", "random"))
    tally = Tally(plan, seed=3)
    document = tally.to_dict("x")
    assert document["games"] == 0 and document["seeds"] == [3, 2]
    assert document["mean_moves"] == 0.0 and document["seats"][0]["win_rate"] == 0.0
    assert tally.by_bot() == [("random", "random", (0, 1), 0.0, 0.0)]
    tally.add(_result(3, (4, 4), (0, 1)))
    assert tally.games == [] and tally.wins == [0.5, 0.5]
    assert tally.to_dict("x")["per_game"] == []
