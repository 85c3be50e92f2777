"""``bohnanza.arena.arena_games`` on Ray (its docstring): with ``ray_address`` (``""`` for
the default cluster) the games go to ``simulation.ray_map``, whatever ``workers`` says, in
tasks of ``CHUNK`` games, and come back as the serial games in schedule order, each task
ticking the progress by its games."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

import pytest

from bohnanza import arena
from bohnanza.arena import CHUNK, arena_games


def test_a_ray_address_sends_the_games_to_ray_in_chunks(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[tuple[str, list[int]]] = []

    def fake_ray_map(
        address: str,
        function: Callable[..., list[Any]],
        fixed: tuple[object, ...],
        parts: Callable[[int], Iterable[Any]],
        tick: Callable[[int], None],
    ) -> Iterator[Any]:
        cut = list(parts(3))
        calls.append((address, [len(part) for part in cut]))
        for part in cut:
            games = function(*fixed, part)
            tick(len(games))
            yield from games

    monkeypatch.setattr(arena, "ray_map", fake_ray_map)
    bots = ["random", "greedy"]
    serial = list(arena_games("rio-grande-2000", bots, 2, 5, 7))
    ticks: list[int] = []
    for address in ("", "ray://head:10001"):
        on_ray = list(
            arena_games("rio-grande-2000", bots, 2, 5, 7, workers=4, ray_address=address,
                        advance=ticks.append)
        )  # fmt: skip
        assert on_ray == serial
    assert calls == [("", [CHUNK, 10 - CHUNK]), ("ray://head:10001", [CHUNK, 10 - CHUNK])]
    assert ticks == [CHUNK, 10 - CHUNK] * 2


def test_without_an_address_ray_is_never_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_ray(*args: object) -> Iterator[Any]:
        raise AssertionError("ray_map called")

    monkeypatch.setattr(arena, "ray_map", no_ray)
    games = list(arena_games("rio-grande-2000", ["random", "greedy"], 2, 1, 7))
    assert [g.index for g in games] == [0, 1]
