"""What ``bohnanza arena`` promises on the command line, with the rating library and the
games stood in for (openskill is an extra the fast tests do not need): the bots named once
each, openskill asked for before any game, the setup checked before any game, the games
asked for with the command's plan and limits, the leaderboard printed as a table with its
intervals, the JSON and the page written where asked and named, a progress bar only when
asked for or at a terminal."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bohnanza.cli import main
from bohnanza.errors import BohnanzaError
from bohnanza.protocol.bot import DEFAULT_LIMITS, Limits


def _entry(rank: int, name: str, mu: float, win: float, coins: float) -> dict[str, object]:
    return {
        "rank": rank, "name": name, "games": 6, "mu": mu, "rating_ci": [mu - 2.5, mu + 2.5],
        "win_rate": win, "win_rate_ci": [win - 0.125, win + 0.125], "mean_coins": coins,
        "mean_coins_ci": [coins - 1, coins + 1.25], "faults": rank - 1,
    }  # fmt: skip


class Fakes:
    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[object, ...], dict[str, object]]] = []
        self.document = {"leaderboard": [_entry(1, "greedy", 27.5, 0.5, 6.25),
                                         _entry(2, "random", 22.0, 0.25, 3.0)]}  # fmt: skip

    def models(self) -> None:
        self.calls.append(("models", (), {}))

    def games(self, *args: object, **kwargs: object) -> list[str]:
        self.calls.append(("games", args, {k: v for k, v in kwargs.items() if k != "advance"}))
        advance = kwargs["advance"]
        assert callable(advance)
        deals, players = args[3], args[2]
        assert isinstance(deals, int) and isinstance(players, int)
        for _ in range(deals * players):
            advance(1)
        return ["game"] * (deals * players)

    def report(self, *args: object) -> dict[str, list[dict[str, object]]]:
        self.calls.append(("report", args, {}))
        return self.document

    def page(self, document: object) -> str:
        assert document is self.document
        return "<!doctype html><p>arena</p>\n"


@pytest.fixture
def fakes(monkeypatch: pytest.MonkeyPatch) -> Fakes:
    stand_in = Fakes()
    monkeypatch.setattr("bohnanza.cli.arena.openskill_models", stand_in.models)
    monkeypatch.setattr("bohnanza.cli.arena.arena_games", stand_in.games)
    monkeypatch.setattr("bohnanza.cli.arena.report", stand_in.report)
    monkeypatch.setattr("bohnanza.cli.arena.html_page", stand_in.page)
    return stand_in


def test_the_arena_plays_rates_prints_and_writes(
    fakes: Fakes, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    out_json, out_html = tmp_path / "a.json", tmp_path / "a.html"
    status = main(["arena", "--bots", "greedy, random", "--players", "2", "--deals", "3",
                   "--seed", "5", "--trades", "0.25", "--move-time", "2", "--json", str(out_json),
                   "--html", str(out_html), "--workers", "2"])  # fmt: skip
    out, err = capsys.readouterr()
    assert (status, err) == (0, "")  # no progress bar off a terminal
    limits = Limits(move=2.0, game=DEFAULT_LIMITS.game, start=DEFAULT_LIMITS.start)
    assert [name for name, _, _ in fakes.calls] == ["models", "games", "report"]
    _, args, kwargs = fakes.calls[1]
    assert args[1:] == (["greedy", "random"], 2, 3, 5)
    assert kwargs == {"trades": 0.25, "limits": limits, "workers": 2, "ray_address": None}
    assert fakes.calls[2][1] == ("rio-grande-2000", 2, 3, 5, ["greedy", "random"], ["game"] * 6,
                                 0.25, limits)  # fmt: skip
    assert out.splitlines() == [
        "6 games of rio-grande-2000, 2 players, 3 deals (seeds 5-7), each played in every rotation",
        "#  bot     games          rating [95%]        win rate [95%]   mean coins [95%]  faults",
        "1  greedy      6  27.50 [25.00, 30.00]  50.0% [37.5%, 62.5%]  6.25 [5.25, 7.50]       0",
        "2  random      6  22.00 [19.50, 24.50]  25.0% [12.5%, 37.5%]  3.00 [2.00, 4.25]       1",
        "rating: openskill Plackett-Luce mu, 95% interval mu +- 1.96 sigma, sorted by mu - 3 sigma",
        f"JSON: {out_json}",
        f"page: {out_html}",
    ]
    assert out_json.read_text("utf-8") == json.dumps(fakes.document, indent=2) + "\n"
    assert out_html.read_text("utf-8") == "<!doctype html><p>arena</p>\n"


def test_without_files_nothing_is_written_and_the_limits_are_the_defaults(
    fakes: Fakes, capsys: pytest.CaptureFixture[str], tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:  # fmt: skip
    monkeypatch.chdir(tmp_path)
    status = main(["arena", "--bot", "greedy", "--bot", " random ", "--deals", "1",
                   "--game-time", "9", "--progress"])  # fmt: skip
    out, err = capsys.readouterr()
    assert status == 0
    assert "\x1b[" in err and "arena" in err and "3/3" in err  # the bar, as on a terminal
    assert not any(line.startswith(("JSON:", "page:")) for line in out.splitlines())
    assert list(tmp_path.iterdir()) == []
    _, args, kwargs = fakes.calls[1]
    assert args[1:] == (["greedy", "random"], 3, 1, 1)
    assert kwargs["workers"] == 1 and kwargs["ray_address"] is None
    assert kwargs["limits"] == Limits(move=DEFAULT_LIMITS.move, game=9.0,
                                      start=DEFAULT_LIMITS.start)  # fmt: skip


_TWO = "the arena needs two bots or more (--bots A,B or --bot SPEC ...)"


@pytest.mark.parametrize(
    ("argv", "error"),
    [
        (["--bots", "greedy, ,"], _TWO),
        (["--bot", "greedy"], _TWO),
        ([], _TWO),
        (["--bots", "greedy,random", "--players", "9"],
         "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not 9"),
    ],
)  # fmt: skip
def test_a_bad_line_up_or_setup_is_refused_before_any_game(
    fakes: Fakes, capsys: pytest.CaptureFixture[str], argv: list[str], error: str
) -> None:
    assert main(["arena", *argv]) == 2
    assert capsys.readouterr() == ("", f"bohnanza: error: {error}\n")
    assert "games" not in [name for name, _, _ in fakes.calls]


def test_without_openskill_nothing_is_played(
    fakes: Fakes, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def absent() -> None:
        raise BohnanzaError("the arena needs openskill")

    monkeypatch.setattr("bohnanza.cli.arena.openskill_models", absent)
    assert main(["arena", "--bots", "greedy,random"]) == 2
    assert capsys.readouterr() == ("", "bohnanza: error: the arena needs openskill\n")
    assert fakes.calls == []
