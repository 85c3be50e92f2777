"""The arena: many seeded games between bots (built-in, importable or outside commands),
seats rotated, the bots rated with openskill (``pip install 'bohnanza[arena]'``).

The schedule is fixed by the bots, the player count, the number of deals and the first
seed: deal ``d`` is dealt from seed ``seed + d`` to the ``d``-th line-up of bots (every
choice of ``players`` bots among them in turn, when there are more bots than seats), and
played once for each rotation of that line-up over the seats, so that every bot of the
line-up holds every seat of the same deal.  Games are played serially, in local
processes or on Ray, and their results taken in schedule order: the ratings, the
leaderboard and the files are the same to the last digit however they were played
(unless an outside bot fails by its clock: a timeout is decided by the clock).

The ratings are openskill's Plackett-Luce model (mu, sigma), updated game by game in the
schedule's order: in each game the winners (after the edition's tie-break) rank first,
the others by their coins, equal coins sharing a rank.  The leaderboard shows each bot's
rating with its 95% interval (mu +- 1.96 sigma), its share of the wins (Wilson's 95%
interval) and its mean coins (95%, normal approximation over its games), and its faults (an
outside bot's forfeited decisions, ``bohnanza.protocol.bot``).
"""

from __future__ import annotations

import html
import importlib
import itertools
import math
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import attrs

from bohnanza.editions import Edition
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.players import Bot, play_game
from bohnanza.protocol.bot import DEFAULT_LIMITS, CommandBot, Limits
from bohnanza.referee import outcome
from bohnanza.simulation import bot_name, make_bot, pool_map, ray_map

__all__ = [
    "ArenaGame",
    "BotSetup",
    "Standing",
    "arena_games",
    "html_page",
    "leaderboard",
    "openskill_models",
    "rate",
    "report",
    "schedule",
]

#: The z of a two-sided 95% interval.
Z95 = 1.959964
#: The games of one task sent to a worker.
CHUNK = 8


@attrs.frozen
class ArenaGame:
    """One game of the arena: its place in the schedule, its seed, the bot (an index
    into the arena's bots) of each seat, the scores and winners by seat, its length, and
    the faults of each seat's bot (decisions an outside bot forfeited)."""

    index: int
    seed: int
    seats: tuple[int, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int
    faults: tuple[int, ...]


def schedule(bots: int, players: int, deals: int, seed: int) -> list[tuple[int, tuple[int, ...]]]:
    """The games of an arena, in order: (seed, the bot index of each seat).

    Raises:
        InvalidSetupError: fewer bots than seats, or fewer than two bots.
    """
    if bots < 2 or bots < players:
        raise InvalidSetupError(
            f"an arena of {players} seats needs at least {max(2, players)} bots, not {bots}"
        )
    lineups = list(itertools.combinations(range(bots), players))
    games: list[tuple[int, tuple[int, ...]]] = []
    for deal in range(deals):
        lineup = lineups[deal % len(lineups)]
        for turn in range(players):
            games.append((seed + deal, lineup[turn:] + lineup[:turn]))
    return games


@attrs.frozen
class BotSetup:
    """What the bots of every game share: the random bot's chance of offering in step 2,
    and the time limits of outside bots (None: ``CommandBot``'s own)."""

    trades: float = 0.0
    limits: Limits | None = None

    def _make(self, spec: str) -> Bot:
        bot = make_bot(spec, self.trades)
        if self.limits is not None and isinstance(bot, CommandBot):
            bot.limits = self.limits
        return bot


def _play(
    edition: str | Edition,
    specs: tuple[str, ...],
    setup: BotSetup,
    game: tuple[int, int, tuple[int, ...]],
) -> ArenaGame:
    index, seed, seats = game
    bots = [setup._make(specs[bot]) for bot in seats]
    state, moves = play_game(edition, bots, seed)
    result = outcome(state)
    assert result is not None
    faults = tuple(len(getattr(bot, "faults", ())) for bot in bots)
    return ArenaGame(index, seed, seats, result.scores, result.winners, len(moves), faults)


def play_chunk(
    edition: str | Edition,
    specs: tuple[str, ...],
    setup: BotSetup,
    games: Sequence[tuple[int, int, tuple[int, ...]]],
) -> list[ArenaGame]:
    """The games of one task, in order."""
    return [_play(edition, specs, setup, game) for game in games]


def arena_games(
    edition: str | Edition,
    specs: Sequence[str],
    players: int,
    deals: int,
    seed: int,
    *,
    trades: float = 0.0,
    limits: Limits | None = None,
    workers: int = 1,
    ray_address: str | None = None,
    advance: Callable[[int], None] | None = None,
) -> Iterator[ArenaGame]:
    """The arena's games, played serially, in ``workers`` local processes or on Ray
    (``ray_address``, ``""`` for the default cluster), yielded in schedule order;
    ``trades`` is the random bot's chance of offering, ``limits`` the outside bots' time
    limits.

    Raises:
        InvalidSetupError: a bad spec or too few bots.
        BohnanzaError: Ray asked for and missing or unreachable; a bot's error.
    """
    names = tuple(specs)
    setup = BotSetup(trades, limits)
    for spec in dict.fromkeys(names):
        setup._make(spec)  # a bad spec fails before any game
    todo = [
        (k, s, seats) for k, (s, seats) in enumerate(schedule(len(names), players, deals, seed))
    ]
    tick = advance or (lambda n: None)
    parts = [todo[i : i + CHUNK] for i in range(0, len(todo), CHUNK)]
    if ray_address is not None:
        yield from _on_ray(edition, names, setup, parts, ray_address, tick)
    elif workers > 1:
        yield from _on_processes(edition, names, setup, parts, workers, tick)
    else:
        for game in todo:
            yield _play(edition, names, setup, game)
            tick(1)


def _on_processes(
    edition: str | Edition,
    specs: tuple[str, ...],
    setup: BotSetup,
    parts: list[list[tuple[int, int, tuple[int, ...]]]],
    workers: int,
    tick: Callable[[int], None],
) -> Iterator[ArenaGame]:
    return pool_map(play_chunk, (edition, specs, setup), parts, workers, tick)


def _on_ray(
    edition: str | Edition,
    specs: tuple[str, ...],
    setup: BotSetup,
    parts: list[list[tuple[int, int, tuple[int, ...]]]],
    address: str,
    tick: Callable[[int], None],
) -> Iterator[ArenaGame]:
    return ray_map(address, play_chunk, (edition, specs, setup), lambda workers: parts, tick)


# -- the ratings ----------------------------------------------------------------------------


def openskill_models() -> Any:
    """openskill's models module.

    Raises:
        BohnanzaError: openskill is not installed (the message says how to install it).
    """
    try:
        return importlib.import_module("openskill.models")
    except ImportError as exc:
        raise BohnanzaError(
            f"the arena rates with openskill: pip install 'bohnanza[arena]' ({exc.msg})"
        ) from exc


def ranks(game: ArenaGame) -> list[int]:
    """The rank of each seat (1 best): the winners first, then by coins, equal coins
    sharing a rank."""
    keys = [(seat in game.winners, score) for seat, score in enumerate(game.scores)]
    order = sorted(set(keys), reverse=True)
    return [order.index(key) + 1 for key in keys]


def rate(
    bots: int, games: Sequence[ArenaGame]
) -> tuple[list[tuple[float, float]], list[list[float]]]:
    """Each bot's rating (mu, sigma) after ``games`` in order, and each bot's mu after
    each game (for the plot)."""
    model = openskill_models().PlackettLuce()
    ratings = [model.rating() for _ in range(bots)]
    history: list[list[float]] = [[r.mu] for r in ratings]
    for game in games:
        teams = [[ratings[bot]] for bot in game.seats]
        rated = model.rate(teams, ranks=ranks(game))
        for bot, team in zip(game.seats, rated, strict=True):
            ratings[bot] = team[0]
        for bot in range(bots):
            history[bot].append(ratings[bot].mu)
    return [(r.mu, r.sigma) for r in ratings], history


@attrs.frozen
class Standing:
    """One line of the leaderboard."""

    spec: str
    name: str
    games: int
    mu: float
    sigma: float
    wins: float
    win_rate: float
    win_rate_ci: tuple[float, float]
    coins: float
    coins_ci: tuple[float, float]
    faults: int
    #: The bot's place among the arena's bots (its label is ``labels(specs)[index]``).
    index: int = -1

    @property
    def rating_ci(self) -> tuple[float, float]:
        return (self.mu - Z95 * self.sigma, self.mu + Z95 * self.sigma)

    @property
    def ordinal(self) -> float:
        """The conservative rating (mu - 3 sigma) the leaderboard is sorted by."""
        return self.mu - 3 * self.sigma


def _interval(values: Sequence[float]) -> tuple[float, float, float]:
    """The mean of ``values`` and its 95% interval (normal approximation)."""
    n = len(values)
    if n == 0:
        return 0.0, 0.0, 0.0
    mean = math.fsum(values) / n
    if n == 1:
        return mean, mean, mean
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = Z95 * math.sqrt(var / n)
    return mean, mean - half, mean + half


def _wilson(wins: float, n: int) -> tuple[float, float]:
    """The 95% Wilson interval of a win share (ties counted as shares): honest at 0 and 1."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def leaderboard(
    specs: Sequence[str], names: Sequence[str], games: Sequence[ArenaGame]
) -> tuple[list[Standing], list[list[float]]]:
    """The standings, best first (by mu - 3 sigma), and each bot's mu game by game."""
    ratings, history = rate(len(specs), games)
    board: list[Standing] = []
    for bot, spec in enumerate(specs):
        wins: list[float] = []
        coins: list[float] = []
        faults = 0
        for game in games:
            for seat, who in enumerate(game.seats):
                if who == bot:
                    wins.append(1 / len(game.winners) if seat in game.winners else 0.0)
                    coins.append(float(game.scores[seat]))
                    faults += game.faults[seat]
        won = math.fsum(wins)
        coin_mean, coin_low, coin_high = _interval(coins)
        mu, sigma = ratings[bot]
        board.append(
            Standing(
                spec,
                names[bot],
                len(wins),
                mu,
                sigma,
                won,
                won / max(1, len(wins)),
                _wilson(won, len(wins)),
                coin_mean,
                (coin_low, coin_high),
                faults,
                bot,
            )
        )
    board.sort(key=lambda s: (-s.ordinal, s.spec))
    return board, history


def labels(specs: Sequence[str]) -> list[str]:
    """Each bot's label in the arena's document: its spec, and for a second copy of a bot
    (an arena may seat two planners, to see how far apart equal bots are rated) the spec
    and its copy number: ``planner``, ``planner #2``."""
    seen: dict[str, int] = {}
    out: list[str] = []
    for spec in specs:
        seen[spec] = seen.get(spec, 0) + 1
        out.append(spec if seen[spec] == 1 else f"{spec} #{seen[spec]}")
    return out


def report(
    edition: str,
    players: int,
    deals: int,
    seed: int,
    specs: Sequence[str],
    games: Sequence[ArenaGame],
    trades: float = 0.0,
    limits: Limits | None = None,
) -> dict[str, Any]:
    """The arena as one JSON-ready document: the plan, the leaderboard, every game.

    Each bot is named by its spec (``bot``), its label (``id``: the spec, ``planner #2``
    for a second copy of a bot) and its name; the history and the games' seats give
    labels."""
    shown = limits or DEFAULT_LIMITS
    ids = labels(specs)
    names = [
        bot_name(spec, trades) + label[len(spec) :] for spec, label in zip(specs, ids, strict=True)
    ]
    board, history = leaderboard(specs, names, games)
    return {
        "format": "bohnanza-arena",
        "version": 1,
        "edition": edition,
        "players": players,
        "deals": deals,
        "games": len(games),
        "seeds": [seed, seed + deals - 1],
        "trades": trades,
        "limits": {"move": shown.move, "game": shown.game, "start": shown.start},
        "rating": "openskill Plackett-Luce; interval mu +- 1.96 sigma; sorted by mu - 3 sigma",
        "bots": [
            {"bot": spec, "id": label, "name": name}
            for spec, label, name in zip(specs, ids, names, strict=True)
        ],
        "leaderboard": [
            {
                "rank": place,
                "bot": s.spec,
                "id": ids[s.index],
                "name": s.name,
                "games": s.games,
                "mu": s.mu,
                "sigma": s.sigma,
                "rating_ci": list(s.rating_ci),
                "ordinal": s.ordinal,
                "wins": s.wins,
                "win_rate": s.win_rate,
                "win_rate_ci": list(s.win_rate_ci),
                "mean_coins": s.coins,
                "mean_coins_ci": list(s.coins_ci),
                "faults": s.faults,
            }
            for place, s in enumerate(board, 1)
        ],
        "history": dict(zip(ids, history, strict=True)),
        "per_game": [
            {
                "seed": g.seed,
                "seats": [ids[b] for b in g.seats],
                "scores": list(g.scores),
                "winners": list(g.winners),
                "moves": g.moves,
                "faults": list(g.faults),
            }
            for g in games
        ],
    }


# -- the page -----------------------------------------------------------------------------

_COLOURS = ("#1b6ca8", "#c0392b", "#27ae60", "#8e44ad", "#d68910", "#17a589", "#7f8c8d", "#2c3e50")


def _colour(specs: Sequence[str], spec: str) -> str:
    """A bot's colour in both plots: by its place among the arena's bots."""
    return _COLOURS[specs.index(spec) % len(_COLOURS)]


def _intervals_svg(board: Sequence[dict[str, Any]], ids: Sequence[str]) -> str:
    """Each bot's rating as a dot on its 95% interval, one row a bot, best on top; the
    axis spans the intervals (one unit centred on them when they are all one point)."""
    width, row, left, right = 640, 28, 170, 20
    low = float(min(b["rating_ci"][0] for b in board))
    high = float(max(b["rating_ci"][1] for b in board))
    if high == low:
        low, high = low - 0.5, high + 0.5
    span = high - low

    def x(value: float) -> float:
        return left + (value - low) / span * (width - left - right)

    height = row * len(board) + 40
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="ratings with 95% intervals">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
    ]
    for tick in range(6):
        value = low + span * tick / 5
        parts.append(
            f'<line x1="{x(value):.1f}" y1="10" x2="{x(value):.1f}" y2="{height - 25}" '
            'stroke="#ddd"/>'
            f'<text x="{x(value):.1f}" y="{height - 8}" font-size="11" text-anchor="middle">'
            f"{value:.1f}</text>"
        )
    for k, b in enumerate(board):
        y = 24 + k * row
        colour = _colour(ids, b["id"])
        parts.append(
            f'<text x="{left - 8}" y="{y + 4}" font-size="12" text-anchor="end">'
            f"{html.escape(b['name'][:24])}</text>"
            f'<line x1="{x(b["rating_ci"][0]):.1f}" y1="{y}" x2="{x(b["rating_ci"][1]):.1f}" '
            f'y2="{y}" stroke="{colour}" stroke-width="3"/>'
            f'<circle cx="{x(b["mu"]):.1f}" cy="{y}" r="5" fill="{colour}"/>'
        )
    parts.append("</svg>")
    return "".join(parts)


def _history_svg(history: dict[str, list[float]], names: dict[str, str]) -> str:
    """Each bot's mu after each game of the schedule, one line a bot; the axis spans the
    values (one unit centred on them when they are all equal)."""
    width, height, pad, legend = 760, 260, 40, 170
    series = list(history.items())
    values = [v for _, mus in series for v in mus]
    low, high = min(values), max(values)
    if high == low:
        low, high = low - 0.5, high + 0.5
    span = high - low
    count = max(1, max(len(mus) for _, mus in series) - 1)
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'viewBox="0 0 {width} {height}" role="img" aria-label="ratings game by game">',
        f'<rect width="{width}" height="{height}" fill="white"/>',
        f'<text x="{pad}" y="{height - 8}" font-size="11">game 0</text>',
        f'<text x="{width - pad - legend}" y="{height - 8}" font-size="11" text-anchor="end">'
        f"game {count}</text>",
        f'<text x="4" y="{pad}" font-size="11">{high:.1f}</text>',
        f'<text x="4" y="{height - pad}" font-size="11">{low:.1f}</text>',
    ]
    specs = [spec for spec, _ in series]
    for k, (spec, mus) in enumerate(series):
        colour = _colour(specs, spec)
        points = " ".join(
            f"{pad + i / count * (width - 2 * pad - legend):.1f},"
            f"{height - pad - (v - low) / span * (height - 2 * pad):.1f}"
            for i, v in enumerate(mus)
        )
        parts.append(
            f'<polyline fill="none" stroke="{colour}" stroke-width="1.5" points="{points}"/>'
        )
        parts.append(
            f'<text x="{width - legend - pad + 12}" y="{pad + 14 * k}" font-size="11" '
            f'fill="{colour}">{html.escape(names[spec][:24])}</text>'
        )
    parts.append("</svg>")
    return "".join(parts)


def html_page(document: dict[str, Any]) -> str:
    """The arena as one self-contained page (no script, no outside file): the plan, the
    leaderboard, the ratings with their intervals and their course over the games."""
    board = document["leaderboard"]
    names = {b["id"]: b["name"] for b in document["bots"]}
    ids = [b["id"] for b in document["bots"]]
    rows = "".join(
        "<tr>"
        f"<td>{s['rank']}</td><td>{html.escape(s['name'])}</td>"
        f"<td><code>{html.escape(s['bot'])}</code></td><td>{s['games']}</td>"
        f"<td>{s['mu']:.2f} [{s['rating_ci'][0]:.2f}, {s['rating_ci'][1]:.2f}]</td>"
        f"<td>{s['win_rate']:.1%} [{s['win_rate_ci'][0]:.1%}, {s['win_rate_ci'][1]:.1%}]</td>"
        f"<td>{s['mean_coins']:.2f} [{s['mean_coins_ci'][0]:.2f}, {s['mean_coins_ci'][1]:.2f}]</td>"
        f"<td>{s['faults']}</td>"
        "</tr>"
        for s in board
    )
    title = (
        f"Arena: {document['games']} games of {html.escape(document['edition'])}, "
        f"{document['players']} players, seeds {document['seeds'][0]}-{document['seeds'][1]}"
    )
    return (
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{title}</title>"
        "<style>body{font-family:sans-serif;margin:2em}"
        "table{border-collapse:collapse}"
        "td,th{padding:.3em .8em;border-bottom:1px solid #ddd;white-space:nowrap;"
        "text-align:right}td:nth-child(2),td:nth-child(3),th{text-align:left}"
        "td:nth-child(3){white-space:normal}</style>"
        f"</head><body><h1>{title}</h1>"
        f"<p>Rated with {html.escape(document['rating'])}. Intervals are 95%.</p>"
        "<table><tr><th>#</th><th>bot</th><th>spec</th><th>games</th><th>rating</th>"
        f"<th>win rate</th><th>mean coins</th><th>faults</th></tr>{rows}</table>"
        f"<h2>Ratings and their intervals</h2>{_intervals_svg(board, ids)}"
        f"<h2>Ratings game by game</h2>{_history_svg(document['history'], names)}"
        "</body></html>\n"
    )
