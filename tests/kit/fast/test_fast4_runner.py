"""The lockstep runner (``bohnanza.conformance.runner``) pinned from the side a user sees:
the questions it asks at each decision point (the near misses the referee refuses, and two
trades in step 2, drawn from a generator of the questions' own), the number of requests,
and what each class of a planted engine counts, in which games, and says of its first
example (docs/conformance.md, "The lockstep runner")."""

from __future__ import annotations

import random
import warnings
from typing import Any

from bohnanza.conformance.probes import negotiation_sample, refused_sample
from bohnanza.conformance.runner import game_line, run
from bohnanza.notation import describe
from bohnanza.state import TRADE
from tests.kit.fast.inprocess import InProcess, in_process
from tests.kit.run_kit import PLANTED, engine_name

__all__ = ["in_process"]


def _play(key: str) -> Any:
    case = PLANTED[key]
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return run(
            engine_name(key),
            edition_name=case.preset,
            players=case.players,
            games=case.games,
            seed=case.seed,
            trades=case.trades,
            max_moves=case.moves,
            options=dict(case.options),
        )


def test_each_decision_point_asks_the_refused_near_misses_and_two_trades_in_step_2(
    in_process: type[InProcess],
) -> None:
    report = run("referee", players=3, games=1, seed=7, probes=3)
    [engine] = in_process.started
    line = game_line("rio-grande-2000", 3, 7)
    asking = random.Random("probes/7")
    expected = []
    for state in line:
        asked = refused_sample(state, asking, 3)
        if state.step_id == TRADE:
            asked += negotiation_sample(state, asking, 2)
        if asked:
            expected.append([describe(state, m) for m in asked])
    sent = [m["moves"] for m in engine.sent if m["cmd"] == "check"]
    assert sent == expected
    assert any(len(moves) == 5 for moves in sent), "three near misses and two trades"
    cmds = [m["cmd"] for m in engine.sent]
    assert cmds[:4] == ["hello", "new_game", "state", "moves"]
    assert cmds.count("set_position") == 0, "the referee never differs from itself"
    assert report.requests == len(cmds) == 3 + len(line) * 2 - 1 + len(sent) + 1
    assert report.decisions == len(line)
    assert report.games_agreed == 1 and report.seconds > 0


def test_a_second_game_is_dealt_and_asked_from_its_own_seed(
    in_process: type[InProcess],
) -> None:
    run("referee", players=3, games=2, seed=7, probes=1, max_moves=30)
    [engine] = in_process.started
    second = engine.sent[[m["cmd"] for m in engine.sent].index("new_game", 2) :]
    line = game_line("rio-grande-2000", 3, 8, max_moves=30)
    asking = random.Random("probes/8")
    expected = []
    for state in line[:30]:  # the 31st position is not reached as a decision point
        asked = refused_sample(state, asking, 1)
        if state.step_id == TRADE:
            asked += negotiation_sample(state, asking, 2)
        if asked:
            expected.append([describe(state, m) for m in asked])
    assert [m["moves"] for m in second if m["cmd"] == "check"] == expected
    assert sum(m["cmd"] == "apply" for m in second) == 30
    # The deal is compared by asking the state; a game cut short is not ended.
    assert [m["cmd"] for m in second].count("state") == 1


def test_what_the_classes_of_planted_engines_count_and_say(in_process: type[InProcess]) -> None:
    """Per class: how many decision points, in which games, and the first example's text,
    for a move allowed, a move refused (twice, one class each), a position and the deal."""
    found = []
    for key in (
        "break:any-hand-card",
        "break:no-harvest-out-of-turn",
        "pair:counterclockwise+no-keep",
        "break:six-card-deal",
        "break:received-to-hand",
    ):
        report = _play(key)
        for k, count in report.counts.items():
            first = report.examples[k][0]
            assert not first.carried and k[4] == ""
            found.append((key, *k[:4], count, sorted(report.game_sets[k]), first.detail[:50]))
    assert found == [
        ("break:any-hand-card", "allows", "002/step1.front-card", "Plant", "", 41, [0],
         "0 plant 133 0 in a position at turn 1, step plant"),
        ("break:no-harvest-out-of-turn", "refuses", "002/harvest.any-time", "Harvest", "", 743,
         [0], "0 harvest 0 at turn 2, step plant"),
        ("pair:counterclockwise+no-keep", "refuses", "002/step2.keep", "Keep", "", 77, [0],
         "0 keep 21 at turn 1, step trade"),
        ("pair:counterclockwise+no-keep", "state", "002/turn.next-player", "Plant", "active",
         13, [0], "after 0 plant 94 1: active differ (active: referee"),
        ("break:six-card-deal", "deal", "002/setup.deal", "", "deck, hand", 1, [0],
         "after the deal: deck, seats[0].hand differ (deck, "),
        ("break:received-to-hand", "state", "002/trade.set-aside", "Trade", "hand, set_aside",
         19, [0], "after 0 trade 2 give 84,127,59 take 90: seats[0].h"),
        ("break:received-to-hand", "state", "002/trade.set-aside", "Donate", "hand, set_aside",
         14, [0], "after 1 donate 2 129,88: seats[2].hand, seats[2].s"),
    ]  # fmt: skip
