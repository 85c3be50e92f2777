"""What ``bohnanza.arena`` promises beyond the schedule and the intervals
(``test_promises_arena.py``), without openskill: the ratings are updated game by game in
the schedule's order with each game's ranks (a rating model stands in for openskill's, so
what is checked is the arena's own book-keeping: wins shared by tied winners, coins,
faults, games, the sort by mu - 3 sigma then spec), the JSON document, the page and its
two plots drawn to scale (one unit centred on the values when they are all one point), the
bots' setup and the error without openskill."""

from __future__ import annotations

import re
import sys
from collections.abc import Sequence
from types import SimpleNamespace
from typing import Any, ClassVar

import pytest

from bohnanza import arena
from bohnanza.arena import (
    ArenaGame,
    BotSetup,
    _colour,
    _history_svg,
    _intervals_svg,
    arena_games,
    html_page,
    leaderboard,
    openskill_models,
    rate,
    report,
)
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.protocol.bot import CommandBot, Limits


class _Rating:
    def __init__(self, mu: float, sigma: float) -> None:
        self.mu, self.sigma = mu, sigma


class _Model:
    """A stand-in for openskill's PlackettLuce: a rank r of n gains n - r, every rating
    loses 1 of sigma; it records what it was asked."""

    asked: ClassVar[list[tuple[list[float], list[int]]]] = []

    def rating(self) -> _Rating:
        return _Rating(25.0, 8.0)

    def rate(self, teams: list[list[_Rating]], ranks: list[int]) -> list[list[_Rating]]:
        _Model.asked.append(([team[0].mu for team in teams], list(ranks)))
        n = len(teams)
        return [
            [_Rating(t[0].mu + n - r, t[0].sigma - 1)] for t, r in zip(teams, ranks, strict=True)
        ]


@pytest.fixture
def model(monkeypatch: pytest.MonkeyPatch) -> type[_Model]:
    _Model.asked = []
    monkeypatch.setattr(arena, "openskill_models", lambda: SimpleNamespace(PlackettLuce=_Model))
    return _Model


GAMES = [
    ArenaGame(0, 7, (0, 1), (5, 3), (0,), 40, (0, 2)),
    ArenaGame(1, 7, (1, 0), (4, 4), (0, 1), 42, (1, 0)),  # a tie: the win shared
]
SPECS = ["random", "greedy", "planner"]


def test_ratings_follow_the_games_in_order_with_their_ranks(model: type[_Model]) -> None:
    ratings, history = rate(3, GAMES)
    assert model.asked == [([25.0, 25.0], [1, 2]), ([25.0, 26.0], [1, 1])]
    assert ratings == [(27.0, 6.0), (26.0, 6.0), (25.0, 8.0)]
    assert history == [[25.0, 26.0, 27.0], [25.0, 25.0, 26.0], [25.0, 25.0, 25.0]]
    assert rate(2, []) == ([(25.0, 8.0), (25.0, 8.0)], [[25.0], [25.0]])


def test_the_leaderboard_counts_each_bots_games_wins_coins_and_faults(
    model: type[_Model],
) -> None:
    board, history = leaderboard(SPECS, ["Rand", "Greedy", "Plan"], GAMES)
    assert [(s.spec, s.name) for s in board] == [
        ("random", "Rand"), ("greedy", "Greedy"), ("planner", "Plan"),
    ]  # fmt: skip
    first, second, idle = board
    assert (first.games, first.wins, first.win_rate, first.faults) == (2, 1.5, 0.75, 0)
    assert (first.mu, first.sigma, first.coins) == (27.0, 6.0, 4.5)
    assert (second.games, second.wins, second.win_rate, second.faults) == (2, 0.5, 0.25, 3)
    assert second.coins == 3.5 and second.coins_ci == pytest.approx(
        (3.5 - 0.979982, 3.5 + 0.979982)
    )
    assert first.win_rate_ci == arena._wilson(1.5, 2)
    assert (idle.games, idle.wins, idle.win_rate, idle.win_rate_ci) == (0, 0.0, 0.0, (0.0, 1.0))
    assert (idle.coins, idle.coins_ci, idle.faults) == (0.0, (0.0, 0.0), 0)
    assert history[2] == [25.0, 25.0, 25.0]


def test_a_bot_of_one_game_has_its_whole_share(model: type[_Model]) -> None:
    one = [ArenaGame(0, 7, (1, 0), (2, 6), (1,), 30, (0, 0))]
    board, _ = leaderboard(["a", "b"], ["a", "b"], one)
    by_spec = {s.spec: s for s in board}
    assert (by_spec["a"].games, by_spec["a"].win_rate, by_spec["a"].coins) == (1, 1.0, 6.0)
    assert (by_spec["b"].games, by_spec["b"].win_rate, by_spec["b"].coins) == (1, 0.0, 2.0)
    assert by_spec["a"].coins_ci == (6.0, 6.0)


def test_equal_conservative_ratings_are_sorted_by_spec(model: type[_Model]) -> None:
    board, _ = leaderboard(["zeta", "alpha", "mid"], ["z", "a", "m"], [])
    assert [s.spec for s in board] == ["alpha", "mid", "zeta"]
    assert [s.ordinal for s in board] == [1.0, 1.0, 1.0]


def test_the_document_holds_the_plan_the_leaderboard_and_every_game(model: type[_Model]) -> None:
    doc = report("rio-grande-2000", 2, 1, 7, SPECS, GAMES, trades=0.25)
    assert {k: doc[k] for k in ("format", "version", "edition", "players", "deals")} == {
        "format": "bohnanza-arena", "version": 1, "edition": "rio-grande-2000",
        "players": 2, "deals": 1,
    }  # fmt: skip
    assert (doc["games"], doc["seeds"], doc["trades"]) == (2, [7, 7], 0.25)
    assert doc["limits"] == {"move": 5.0, "game": 300.0, "start": 20.0}
    assert doc["rating"].startswith("openskill Plackett-Luce; interval mu +- 1.96 sigma")
    assert doc["bots"] == [
        {"bot": "random", "id": "random", "name": "random"},
        {"bot": "greedy", "id": "greedy", "name": "greedy"},
        {"bot": "planner", "id": "planner", "name": "planner"},
    ]
    top = doc["leaderboard"][0]
    assert (top["rank"], top["bot"], top["games"], top["wins"], top["faults"]) == (
        1, "random", 2, 1.5, 0,
    )  # fmt: skip
    assert top["rating_ci"] == [27.0 - 1.959964 * 6, 27.0 + 1.959964 * 6]
    assert top["ordinal"] == 9.0 and top["mean_coins"] == 4.5
    assert [b["rank"] for b in doc["leaderboard"]] == [1, 2, 3]
    assert doc["history"]["greedy"] == [25.0, 25.0, 26.0]
    assert doc["per_game"][1] == {
        "seed": 7, "seats": ["greedy", "random"], "scores": [4, 4], "winners": [0, 1],
        "moves": 42, "faults": [1, 0],
    }  # fmt: skip
    later = report("rio-grande-2000", 2, 5, 10, SPECS, [], limits=Limits(1.0, 2.0, 3.0))
    assert later["seeds"] == [10, 14] and later["games"] == 0
    assert later["limits"] == {"move": 1.0, "game": 2.0, "start": 3.0}


# -- the plots ----------------------------------------------------------------------------


def _numbers(svg: str, tag: str, attrs: Sequence[str]) -> list[tuple[str, ...]]:
    found = []
    for element in re.findall(rf"<{tag} [^>]*>", svg):
        found.append(tuple(re.search(rf' {a}="([^"]*)"', element).group(1) for a in attrs))  # type: ignore[union-attr]
    return found


def _entry(bot: str, name: str, mu: float, low: float, high: float) -> dict[str, Any]:
    return {"bot": bot, "id": bot, "name": name, "mu": mu, "rating_ci": [low, high]}


def test_the_intervals_are_drawn_to_scale_best_on_top() -> None:
    board = [
        _entry("a", "Alpha", 30.0, 25.0, 35.0),
        _entry("b", "<b>" + "x" * 30, 20.0, 15.0, 25.0),
    ]
    svg = _intervals_svg(board, ["b", "a"])
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="640" height="96" ')
    assert svg.endswith("</svg>")
    ticks = ["170.0", "260.0", "350.0", "440.0", "530.0", "620.0"]
    assert _numbers(svg, "line", ("x1", "y1", "x2", "y2")) == [
        *((x, "10", x, "71") for x in ticks),
        ("395.0", "24", "620.0", "24"),
        ("170.0", "52", "395.0", "52"),
    ]
    assert _numbers(svg, "circle", ("cx", "cy", "fill")) == [
        ("507.5", "24", "#c0392b"), ("282.5", "52", "#1b6ca8"),
    ]  # fmt: skip
    labels = re.findall(r">([^<]+)</text>", svg)
    assert labels == ["15.0", "19.0", "23.0", "27.0", "31.0", "35.0", "Alpha",
                      "&lt;b&gt;" + "x" * 21]  # fmt: skip
    assert '<text x="162" y="28" font-size="12" text-anchor="end">Alpha' in svg


def test_intervals_all_at_one_point_are_drawn_in_the_middle_of_one_unit() -> None:
    svg = _intervals_svg([_entry("a", "A", 25.0, 25.0, 25.0)], ["a"])
    assert _numbers(svg, "circle", ("cx", "cy")) == [("395.0", "24")]
    assert _numbers(svg, "line", ("x1", "x2"))[-1] == ("395.0", "395.0")
    assert re.findall(r">([^<]+)</text>", svg)[:6] == [
        "24.5",
        "24.7",
        "24.9",
        "25.1",
        "25.3",
        "25.5",
    ]


def test_the_course_of_the_ratings_is_drawn_to_scale() -> None:
    svg = _history_svg(
        {"a": [25.0, 27.0, 26.0], "b": [25.0, 23.0, 24.0]}, {"a": "Alpha", "b": "<Beta>"}
    )
    assert svg.startswith('<svg xmlns="http://www.w3.org/2000/svg" width="760" height="260" ')
    assert _numbers(svg, "polyline", ("stroke", "points")) == [
        ("#1b6ca8", "40.0,130.0 295.0,40.0 550.0,85.0"),
        ("#c0392b", "40.0,130.0 295.0,220.0 550.0,175.0"),
    ]
    assert _numbers(svg, "text", ("x", "y")) == [
        ("40", "252"), ("550", "252"), ("4", "40"), ("4", "220"), ("562", "40"), ("562", "54"),
    ]  # fmt: skip
    assert re.findall(r">([^<]+)</text>", svg) == [
        "game 0", "game 2", "27.0", "23.0", "Alpha", "&lt;Beta&gt;",
    ]  # fmt: skip


def test_a_course_that_never_moves_is_drawn_in_the_middle() -> None:
    svg = _history_svg({"a": [25.0], "b": [25.0]}, {"a": "A", "b": "B"})
    assert [p for _, p in _numbers(svg, "polyline", ("stroke", "points"))] == ["40.0,130.0"] * 2
    assert re.findall(r">([^<]+)</text>", svg)[:4] == ["game 0", "game 1", "25.5", "24.5"]


def test_each_bot_keeps_its_colour_by_its_place_among_the_bots() -> None:
    specs = [f"b{k}" for k in range(10)]
    assert _colour(specs, "b0") == "#1b6ca8" and _colour(specs, "b1") == "#c0392b"
    assert _colour(specs, "b7") == "#2c3e50" and _colour(specs, "b8") == "#1b6ca8"


def test_the_page_shows_the_plan_and_each_line_of_the_leaderboard(model: type[_Model]) -> None:
    doc = report("rio-grande-2000", 2, 1, 7, SPECS, GAMES)
    page = html_page(doc)
    title = "Arena: 2 games of rio-grande-2000, 2 players, seeds 7-7"
    assert page.startswith('<!DOCTYPE html>\n<html lang="en">')
    assert f"<title>{title}</title>" in page and f"<h1>{title}</h1>" in page
    low, high = arena._wilson(1.5, 2)
    row = (
        "<tr><td>1</td><td>random</td><td><code>random</code></td><td>2</td>"
        f"<td>27.00 [{27 - 1.959964 * 6:.2f}, {27 + 1.959964 * 6:.2f}]</td>"
        f"<td>75.0% [{low:.1%}, {high:.1%}]</td><td>4.50 [3.52, 5.48]</td><td>0</td></tr>"
    )
    assert row in page
    assert "<td>3</td><td>planner</td>" in page
    assert page.count("<svg ") == 2 and page.rstrip().endswith("</html>")
    assert "<script" not in page


# -- the bots and openskill ---------------------------------------------------------------


def test_the_outside_bots_get_the_arenas_time_limits_and_the_random_bot_its_trades() -> None:
    limits = Limits(1.0, 2.0, 3.0)
    outside = BotSetup(0.0, limits)._make("cmd:python3 -c pass")
    assert isinstance(outside, CommandBot) and outside.limits == limits
    assert BotSetup(0.0)._make("cmd:python3 -c pass").limits == Limits()  # type: ignore[attr-defined]
    assert BotSetup(0.4, limits)._make("random").trades == 0.4  # type: ignore[attr-defined]


def test_a_bad_spec_fails_before_any_game_and_each_game_is_counted() -> None:
    ticks: list[int] = []
    with pytest.raises(InvalidSetupError, match="unknown bot 'nope'"):
        next(arena_games("rio-grande-2000", ["random", "nope"], 2, 1, 1, advance=ticks.append))
    assert ticks == []
    games = list(
        arena_games("rio-grande-2000", ["random", "greedy"], 2, 2, 3, advance=ticks.append)
    )
    assert ticks == [1, 1, 1, 1]
    assert [(g.index, g.seed, g.seats) for g in games] == [
        (0, 3, (0, 1)), (1, 3, (1, 0)), (2, 4, (0, 1)), (3, 4, (1, 0)),
    ]  # fmt: skip
    assert all(g.faults == (0, 0) for g in games)
    from bohnanza.players import play_game
    from bohnanza.referee import outcome

    final, moves = play_game("rio-grande-2000", ["greedy", "random"], 4)
    result = outcome(final)
    assert result is not None
    assert (games[3].scores, games[3].winners, games[3].moves) == (
        result.scores, result.winners, len(moves),
    )  # fmt: skip


def test_without_openskill_the_error_says_how_to_install_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(sys.modules, "openskill.models", None)
    with pytest.raises(BohnanzaError) as caught:
        openskill_models()
    assert str(caught.value).startswith(
        "the arena rates with openskill: pip install 'bohnanza[arena]' ("
    )
    assert "openskill.models" in str(caught.value)
