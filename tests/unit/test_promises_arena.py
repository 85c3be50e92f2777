"""What ``bohnanza.arena`` promises without openskill: the schedule (every line-up in turn,
each deal once per rotation of its bots over the seats), the ranks of a game (winners
first, then by coins, equal coins sharing a rank), the intervals (a mean's normal 95%
interval, Wilson's for a win share: honest at 0 and 1) and a standing's rating interval
and conservative rating."""

from __future__ import annotations

import math

import pytest

from bohnanza.arena import Z95, ArenaGame, Standing, _interval, _wilson, ranks, schedule
from bohnanza.errors import InvalidSetupError


def test_each_deal_is_played_once_per_rotation_of_its_lineup() -> None:
    assert schedule(2, 2, 2, 10) == [(10, (0, 1)), (10, (1, 0)), (11, (0, 1)), (11, (1, 0))]
    assert schedule(3, 2, 4, 0) == [
        (0, (0, 1)), (0, (1, 0)),
        (1, (0, 2)), (1, (2, 0)),
        (2, (1, 2)), (2, (2, 1)),
        (3, (0, 1)), (3, (1, 0)),  # the line-ups begin again
    ]  # fmt: skip
    games = schedule(3, 3, 1, 5)
    assert games == [(5, (0, 1, 2)), (5, (1, 2, 0)), (5, (2, 0, 1))]
    assert schedule(4, 3, 0, 1) == []


@pytest.mark.parametrize(("bots", "players", "least"), [(1, 1, 2), (2, 3, 3), (0, 2, 2)])
def test_too_few_bots_are_refused(bots: int, players: int, least: int) -> None:
    with pytest.raises(InvalidSetupError) as caught:
        schedule(bots, players, 1, 1)
    assert str(caught.value) == (
        f"an arena of {players} seats needs at least {least} bots, not {bots}"
    )


def _game(scores: tuple[int, ...], winners: tuple[int, ...]) -> ArenaGame:
    seats = tuple(range(len(scores)))
    return ArenaGame(0, 1, seats, scores, winners, 10, (0,) * len(scores))


def test_ranks_put_the_winners_first_then_coins_with_shared_ranks() -> None:
    assert ranks(_game((5, 9, 2), (1,))) == [2, 1, 3]
    assert ranks(_game((7, 7, 2), (1,))) == [2, 1, 3]  # a tie broken by the hand
    assert ranks(_game((7, 7, 2), (0, 1))) == [1, 1, 2]
    assert ranks(_game((3, 3, 3, 9), (3,))) == [2, 2, 2, 1]


def test_a_means_interval_is_the_normal_one() -> None:
    assert _interval([]) == (0.0, 0.0, 0.0)
    assert _interval([4.0]) == (4.0, 4.0, 4.0)
    mean, low, high = _interval([1.0, 2.0, 3.0, 4.0])
    half = Z95 * math.sqrt((2.25 + 0.25 + 0.25 + 2.25) / 3 / 4)
    assert mean == 2.5 and low == pytest.approx(2.5 - half) and high == pytest.approx(2.5 + half)
    assert _interval([2.0, 2.0]) == (2.0, 2.0, 2.0)


def _wilson_reference(wins: float, n: int) -> tuple[float, float]:
    p, z = wins / n, Z95
    centre = p + z * z / (2 * n)
    spread = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
    return (centre - spread) / (1 + z * z / n), (centre + spread) / (1 + z * z / n)


def test_a_win_shares_interval_is_wilsons() -> None:
    assert _wilson(0, 0) == (0.0, 1.0)
    for wins, n in ((0, 10), (10, 10), (5, 10), (1, 1), (2.5, 7), (3, 40)):
        low, high = _wilson(wins, n)
        ref_low, ref_high = _wilson_reference(wins, n)
        assert low == pytest.approx(max(0.0, ref_low)) and high == pytest.approx(min(1.0, ref_high))
        assert 0.0 <= low <= wins / n <= high + 1e-12 and high <= 1.0
    assert _wilson(0, 10)[0] == 0.0 and _wilson(10, 10)[1] == pytest.approx(1.0)
    assert _wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)  # not 0: honest at 0


def test_a_standings_interval_and_conservative_rating() -> None:
    s = Standing("random", "random", 12, 25.0, 2.0, 3.0, 0.25, (0.1, 0.5), 4.0, (3.0, 5.0), 0)
    assert s.rating_ci == pytest.approx((25.0 - Z95 * 2.0, 25.0 + Z95 * 2.0))
    assert s.ordinal == 19.0


def test_games_in_worker_processes_are_the_serial_games_in_order() -> None:
    from bohnanza.arena import CHUNK, arena_games

    serial = list(arena_games("rio-grande-2000", ["random", "greedy"], 2, 5, 7))
    assert len(serial) == 10 > CHUNK  # more than one task
    assert [(g.index, g.seed, g.seats) for g in serial] == [
        (k, seed, seats) for k, (seed, seats) in enumerate(schedule(2, 2, 5, 7))
    ]
    ticks: list[int] = []
    parallel = list(
        arena_games("rio-grande-2000", ["random", "greedy"], 2, 5, 7, workers=2,
                    advance=ticks.append)
    )  # fmt: skip
    assert parallel == serial and sum(ticks) == 10
