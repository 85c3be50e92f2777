"""What ``runner.run`` sends an engine, request by request (docs/conformance.md, "The
lockstep runner"): ``hello`` first (waiting at least 30 seconds), then per game its deal
(game k dealt from seed ``SEED + k``, with the deck it was dealt from), every request of
a game under one deadline ``game_timeout`` seconds after the game started; near misses
asked only when ``probes`` is above 0; a game cut short by ``max_moves`` is not scored."""

from __future__ import annotations

import time
from typing import Any

import pytest

from bohnanza.conformance import runner
from bohnanza.conformance.runner import deck_before_deal, game_line, run
from bohnanza.notation import read_move
from bohnanza.position import to_dict
from bohnanza.referee import apply
from bohnanza.setup import new_game
from tests.kit.fast.inprocess import InProcess

Json = dict[str, Any]


class _Recorder(InProcess):
    """The referee in process, keeping each request with its deadline and timeout."""

    log: list[tuple[Json, float | None, float | None]] = []  # noqa: RUF012

    def __init__(self, command: str, timeout: float = 10.0) -> None:
        super().__init__("referee", timeout)

    def request(
        self,
        message: Json,
        deadline: float | None = None,
        timeout: float | None = None,
        *,
        refusal: bool = False,
    ) -> Json:
        _Recorder.log.append((message, deadline, timeout))
        return super().request(message, deadline, timeout, refusal=refusal)


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> type[_Recorder]:
    monkeypatch.setattr(runner, "EngineProcess", _Recorder)
    _Recorder.log = []
    InProcess.started = []
    return _Recorder


def test_each_game_is_dealt_from_its_own_seed_under_one_deadline(
    recorder: type[_Recorder],
) -> None:
    started = time.monotonic()
    report = run("referee", players=3, games=2, seed=5, timeout=4.0, game_timeout=77.0,
                 max_moves=20)  # fmt: skip
    ended = time.monotonic()
    log = recorder.log
    assert log[0] == ({"cmd": "hello", "protocol": 1}, None, 30)
    games = [k for k, (m, _, _) in enumerate(log) if m["cmd"] == "new_game"]
    assert len(games) == 2 and games[0] == 1
    for k, first in enumerate(games):
        message = log[first][0]
        dealt = new_game("rio-grande-2000", 3, seed=5 + k)
        assert message == {
            "cmd": "new_game",
            "position": to_dict(dealt),
            "deck": deck_before_deal(dealt),
        }
        last = games[k + 1] if k + 1 < len(games) else len(log)
        deadlines = {d for _, d, _ in log[first:last]}
        assert len(deadlines) == 1, "one deadline for every request of a game"
        [deadline] = deadlines
        assert deadline is not None
        assert started + 77.0 <= deadline <= ended + 77.0
    # One engine for both games (none failed), asked hello once.
    assert len(InProcess.started) == 1
    assert sum(m["cmd"] == "hello" for m, _, _ in log) == 1
    assert (report.games, report.games_agreed, report.disagreements) == (2, 2, 0)


def test_a_game_cut_short_is_not_scored_and_counts_its_decision_points(
    recorder: type[_Recorder],
) -> None:
    report = run("referee", players=3, games=1, seed=1, max_moves=7)
    commands = [m["cmd"] for m, _, _ in recorder.log]
    # The deal is compared (one state), then seven decision points: moves, check, apply.
    assert commands.count("apply") == 7 and commands.count("moves") == 7
    assert commands.count("state") == 1, "no end compared for a game cut short"
    assert report.decisions == 7 and report.games_agreed == 1
    assert report.requests == len(commands)


def test_without_probes_no_move_is_asked_about(recorder: type[_Recorder]) -> None:
    run("referee", players=3, games=1, seed=1, max_moves=30, probes=0)
    commands = [m["cmd"] for m, _, _ in recorder.log]
    assert "check" not in commands and commands.count("apply") == 30


def test_a_finished_game_is_scored_once_at_its_end(recorder: type[_Recorder]) -> None:
    report = run("referee", players=3, games=1, seed=1, probes=1)
    log = recorder.log
    commands = [m["cmd"] for m, _, _ in log]
    assert commands[-1] == "state" and commands.count("state") == 2
    # Every decision point asks for the moves, the last one (the game over) included.
    assert commands.count("moves") == report.decisions == commands.count("apply") + 1
    # One near miss asked at a decision point, and in step 2 two trades more.
    asked = [len(m["moves"]) for m, _, _ in log if m["cmd"] == "check"]
    assert max(asked) == 3 and 1 in asked


def test_the_defaults_four_players_of_the_rio_grande_rules_ten_games_from_seed_1(
    recorder: type[_Recorder],
) -> None:
    started = time.monotonic()
    report = run("referee", max_moves=40)
    ended = time.monotonic()
    log = recorder.log
    assert (report.edition, report.players, report.games) == ("rio-grande-2000", 4, 10)
    assert [engine.timeout for engine in InProcess.started] == [10.0]
    dealt = [m["position"] for m, _, _ in log if m["cmd"] == "new_game"]
    assert dealt == [to_dict(new_game("rio-grande-2000", 4, seed=1 + k)) for k in range(10)]
    deadlines = sorted({d for _, d, _ in log if d is not None})
    assert len(deadlines) == 10
    assert started + 120.0 <= deadlines[0] and deadlines[-1] <= ended + 120.0
    # The moves of game 0 are the runner's game line of seed 1 (trades 0.2 by default),
    # and up to four near misses are asked at a decision point (two trades more in step 2).
    first = [m for m, _, _ in log[: next(k for k, (m, _, _) in enumerate(log) if k and
             m["cmd"] == "new_game" and m["position"] == dealt[1])]]  # fmt: skip
    played = [m["move"] for m in first if m["cmd"] == "apply"]
    states = game_line("rio-grande-2000", 4, 1, max_moves=40)
    replayed = [states[0]]
    for move in played:
        replayed.append(apply(replayed[-1], read_move(replayed[-1], move)))
    assert replayed == states
    asked = [len(m["moves"]) for m in first if m["cmd"] == "check"]
    assert 4 in asked and max(asked) <= 6
