"""Seeded games between bots, played serially, over local processes or over a Ray cluster.

Game ``k`` of a run is a pure function of its seed (``seed + k``), the edition, the seats'
bot specs and ``trades``: the bots get fresh objects and their own seeded generators for
every game.  So the games can be played anywhere, in any order; ``results`` hands them
back in seed order, and whoever sums them (``bohnanza simulate``) gets the same figures,
to the last bit of every float, and the same records as a serial run.

Work goes out in chunks of consecutive seeds (one chunk is one task for a process or a
Ray worker), at most a few chunks per worker at a time, so that a million-game run keeps
only a few thousand results in memory.
"""

from __future__ import annotations

import collections
import importlib
import multiprocessing
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any, TypeVar

import attrs

from bohnanza.editions import Edition
from bohnanza.errors import BohnanzaError
from bohnanza.players import Bot, RandomBot, load_bot, play_game
from bohnanza.records import record_game
from bohnanza.referee import outcome
from bohnanza.setup import new_game

__all__ = ["GameResult", "Plan", "Tally", "bot_name", "play_chunk", "play_seeded", "results"]

#: Chunks in flight per worker: enough to keep a worker busy while its last result travels.
IN_FLIGHT = 3
#: The largest chunk: a progress bar still moves, a lost worker loses little.
MAX_CHUNK = 64


@attrs.frozen
class Plan:
    """What every game of a run shares: the edition, one bot spec per seat, the random
    bot's chance of offering, and whether to make records."""

    #: An edition's name, or the edition itself (Ladybohn priced by a sheet).
    edition: str | Edition
    seats: tuple[str, ...]
    trades: float = 0.0
    records: bool = False


@attrs.frozen
class GameResult:
    """One finished game: its seed, the scores and winners by seat, its length, and its
    record as JSON text when the plan asked for records."""

    seed: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    turns: int
    record: str | None


def make_bot(spec: str, trades: float) -> Bot:
    """The bot of a spec; ``trades`` is the random bot's chance of offering in step 2 (the
    other bots decide alone)."""
    return RandomBot(trades) if spec == "random" else load_bot(spec)


def bot_name(spec: str, trades: float = 0.0) -> str:
    """The name a bot gives itself (its ``name`` attribute), else its spec."""
    name = getattr(make_bot(spec, trades), "name", None)
    return name if isinstance(name, str) and name else spec


class Tally:
    """The figures of a run, summed game by game in seed order (so that a run spread over
    processes sums the same floats in the same order as a serial one): wins (a tie shares
    the win) and coins by seat, lengths, and, with ``per_game``, each game's figures (kept
    in memory: for ``--json``)."""

    def __init__(self, plan: Plan, seed: int, per_game: bool = False) -> None:
        self.plan = plan
        self.seed = seed
        self.per_game = per_game
        self.count = 0
        self.names = tuple(bot_name(spec, plan.trades) for spec in plan.seats)
        players = len(plan.seats)
        self.wins = [0.0] * players
        self.coins = [0] * players
        self.moves = 0
        self.turns = 0
        self.games: list[GameResult] = []

    def add(self, result: GameResult) -> None:
        """Count one more game (the next seed)."""
        for seat in result.winners:
            self.wins[seat] += 1 / len(result.winners)
        for seat, score in enumerate(result.scores):
            self.coins[seat] += score
        self.moves += result.moves
        self.turns += result.turns
        self.count += 1
        if self.per_game:
            self.games.append(attrs.evolve(result, record=None))

    def by_bot(self) -> list[tuple[str, str, tuple[int, ...], float, float]]:
        """(spec, name, seats, wins, mean coins per seat and game) of each bot spec, in
        the order of their first seats."""
        seats = self.plan.seats
        count = max(1, self.count)
        out = []
        for spec in dict.fromkeys(seats):
            mine = tuple(seat for seat in range(len(seats)) if seats[seat] == spec)
            won = sum(self.wins[seat] for seat in mine)
            mean = sum(self.coins[seat] for seat in mine) / (count * len(mine))
            out.append((spec, self.names[mine[0]], mine, won, mean))
        return out

    def to_dict(self, edition: str) -> dict[str, Any]:
        """The run as one JSON-ready document: the plan, per seat, per bot and per game
        (the games only if counted ``per_game``)."""
        count = max(1, self.count)
        return {
            "edition": edition,
            "players": len(self.plan.seats),
            "games": self.count,
            "seeds": [self.seed, self.seed + self.count - 1],
            "trades": self.plan.trades,
            "seats": [
                {
                    "seat": seat,
                    "bot": spec,
                    "name": self.names[seat],
                    "wins": self.wins[seat],
                    "win_rate": self.wins[seat] / count,
                    "mean_coins": self.coins[seat] / count,
                }
                for seat, spec in enumerate(self.plan.seats)
            ],
            "bots": [
                {
                    "bot": spec,
                    "name": name,
                    "seats": list(seats),
                    "wins": won,
                    "win_rate": won / count,
                    "mean_coins": mean,
                }
                for spec, name, seats, won, mean in self.by_bot()
            ],
            "mean_moves": self.moves / count,
            "mean_turns": self.turns / count,
            "per_game": [
                {
                    "seed": game.seed,
                    "scores": list(game.scores),
                    "winners": list(game.winners),
                    "moves": game.moves,
                    "turns": game.turns,
                }
                for game in self.games
            ],
        }


def play_seeded(plan: Plan, seed: int) -> GameResult:
    """Play the game of ``seed`` under ``plan``: fresh bots, so no memory leaks between
    games, each seeing only its own seat's view; the referee checks every move."""
    bots = [make_bot(spec, plan.trades) for spec in plan.seats]
    state, played = play_game(plan.edition, bots, seed)
    result = outcome(state)
    assert result is not None
    record = None
    if plan.records:
        start = new_game(plan.edition, len(plan.seats), seed=seed)
        record = record_game(start, played, result=result).to_json()
    return GameResult(seed, result.scores, result.winners, len(played), state.turn, record)


def play_chunk(plan: Plan, seeds: range) -> list[GameResult]:
    """The games of ``seeds``, in order (one task of a worker)."""
    return [play_seeded(plan, seed) for seed in seeds]


def chunks(seeds: range, workers: int) -> list[range]:
    """``seeds`` cut into consecutive runs: about 8 per worker, none above ``MAX_CHUNK``."""
    size = max(1, min(MAX_CHUNK, len(seeds) // (8 * max(1, workers))))
    return [seeds[i : i + size] for i in range(0, len(seeds), size)]


def results(
    plan: Plan,
    seeds: range,
    *,
    workers: int = 1,
    ray_address: str | None = None,
    advance: Callable[[int], None] | None = None,
) -> Iterator[GameResult]:
    """The games of ``seeds`` under ``plan``, yielded in seed order.

    ``workers`` > 1 plays them in that many local processes; ``ray_address`` (``""`` for
    the default: the cluster ``RAY_ADDRESS`` names, else a local Ray started for the run)
    on a Ray cluster.  ``advance(n)`` is called as ``n`` more games are done.

    Raises:
        BohnanzaError: Ray is asked for but not installed, or cannot start or connect;
            a bot's error (``BotError``) in a worker is raised here as it was raised there.
    """
    for spec in dict.fromkeys(plan.seats):
        make_bot(spec, plan.trades)  # a bad spec fails here, before any worker starts
    tick = advance or (lambda n: None)
    if ray_address is not None:
        yield from _on_ray(plan, seeds, ray_address, tick)
    elif workers > 1:
        yield from _on_processes(plan, seeds, workers, tick)
    else:
        for seed in seeds:
            yield play_seeded(plan, seed)
            tick(1)


#: What a part of ``pool_map`` or ``ray_map`` returns a list of.
R = TypeVar("R")


def _on_processes(
    plan: Plan, seeds: range, workers: int, tick: Callable[[int], None]
) -> Iterator[GameResult]:
    return pool_map(play_chunk, (plan,), chunks(seeds, workers), workers, tick)


def pool_map(
    function: Callable[..., list[R]],
    fixed: tuple[object, ...],
    parts: Iterable[object],
    workers: int,
    tick: Callable[[int], None],
) -> Iterator[R]:
    """``function(*fixed, part)`` for every part in ``workers`` local processes, yielding
    the results in the parts' order.  At most ``IN_FLIGHT`` parts a worker wait at once;
    a part's own error is raised as itself.  ``simulate --workers`` and ``arena
    --workers`` run on it."""
    # spawn, not fork: a worker starts from a clean interpreter, whatever threads (rich's
    # progress bar) or state the parent holds, and behaves the same on every platform.
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(workers, mp_context=context) as pool:
        pending: collections.deque[Future[list[R]]] = collections.deque()
        todo = iter(parts)
        for part in todo:
            pending.append(pool.submit(function, *fixed, part))
            if len(pending) >= IN_FLIGHT * workers:
                break
        while pending:
            done = pending.popleft().result()
            more = next(todo, None)
            if more is not None:
                pending.append(pool.submit(function, *fixed, more))
            tick(len(done))
            yield from done


def _ray() -> Any:
    try:
        return importlib.import_module("ray")
    except ImportError as exc:
        raise BohnanzaError(f"--ray needs Ray: pip install 'bohnanza[ray]' ({exc.msg})") from exc


def _on_ray(
    plan: Plan, seeds: range, address: str, tick: Callable[[int], None]
) -> Iterator[GameResult]:
    return ray_map(address, play_chunk, (plan,), lambda workers: chunks(seeds, workers), tick)


def ray_map(
    address: str,
    function: Callable[..., list[R]],
    fixed: tuple[object, ...],
    parts: Callable[[int], Iterable[object]],
    tick: Callable[[int], None],
) -> Iterator[R]:
    """``function(*fixed, part)`` for every part, run as Ray tasks (a local cluster for
    ``address`` "", else the cluster there), yielding the results in the parts' order;
    ``parts(workers)`` cuts the work for the cluster's CPUs.  At most ``IN_FLIGHT`` parts
    a CPU wait at once; a task's own error is raised as itself.  A cluster this call
    started is shut down at the end.  ``simulate --ray`` and ``arena --ray`` run on it.

    Raises:
        BohnanzaError: Ray is not installed, or the cluster cannot be started or reached.
    """
    ray = _ray()
    started = False
    if not ray.is_initialized():
        try:
            if address:
                ray.init(address=address, logging_level="ERROR", log_to_driver=False)
            else:
                ray.init(include_dashboard=False, logging_level="ERROR", log_to_driver=False)
        except (ConnectionError, RuntimeError, ValueError) as exc:
            raise BohnanzaError(
                f"cannot start or reach Ray at {address or 'default'}: {exc}"
            ) from exc
        started = True
    try:
        task = ray.remote(function)
        workers = max(1, int(ray.cluster_resources().get("CPU", 1)))
        refs = tuple(ray.put(value) for value in fixed)
        todo = iter(parts(workers))
        pending: collections.deque[Any] = collections.deque()
        for part in todo:
            pending.append(task.remote(*refs, part))
            if len(pending) >= IN_FLIGHT * workers:
                break
        while pending:
            try:
                done: list[R] = ray.get(pending.popleft())
            except ray.exceptions.RayTaskError as exc:
                cause = getattr(exc, "cause", None)
                raise (cause if isinstance(cause, BaseException) else exc) from None
            more = next(todo, None)
            if more is not None:
                pending.append(task.remote(*refs, more))
            tick(len(done))
            yield from done
    finally:
        if started:
            ray.shutdown()
