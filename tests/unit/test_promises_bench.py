"""What ``bohnanza.bench`` promises, without timing anything: the figures of a result
(microseconds per action from the actions per second), its line of text (the build, with
or without trades, thousands separated), the build's name, the bots' policy wrapped, and
``run``'s count of actions per game (seeded: the same every time)."""

from __future__ import annotations

from bohnanza.bench import BenchResult, build_name, policy_text, run


def test_a_results_line_and_figures() -> None:
    result = BenchResult("rio-grande-2000", 4, 0.0, 200, 5, 251.5, 1234.4, 250000.0, False)
    assert result.us_per_action == 4.0
    assert str(result) == (
        "rio-grande-2000, 4 players, without trades, pure Python build: 200 games x 5 repeats, "
        "median 1,234 games/s, 4.00 us/action, 250,000 actions/s, 251.5 actions/game"
    )
    traded = BenchResult("amigo-fr", 3, 0.3, 10, 1, 99.0, 12.0, 2_000_000.0, True)
    assert str(traded).startswith(
        "amigo-fr, 3 players, with trades (p=0.3), compiled (mypyc) build: 10 games x 1 repeats"
    )
    assert traded.us_per_action == 0.5


def test_the_builds_and_the_policy() -> None:
    assert build_name(True) == "compiled (mypyc)" and build_name(False) == "pure Python"
    lines = policy_text(40).splitlines()
    assert lines[0].startswith("bots' policy: ") and all(len(line) <= 40 for line in lines)
    assert all(line.startswith("  ") for line in lines[1:])


def test_run_counts_the_actions_of_seeded_games() -> None:
    one = run("rio-grande-2000", 2, games=2, trades=0.0, repeats=2)
    again = run("rio-grande-2000", 2, games=2, trades=0.0, repeats=1)
    assert (one.edition, one.players, one.games, one.repeats, one.trades) == (
        "rio-grande-2000", 2, 2, 2, 0.0,
    )  # fmt: skip
    assert one.actions_per_game == again.actions_per_game
    assert one.actions_per_game * 2 == int(one.actions_per_game * 2)  # a count over 2 games
    assert one.games_per_second > 0 and one.actions_per_second > one.games_per_second


def test_the_actions_counted_are_those_of_the_seeded_random_games() -> None:
    import random

    import bohnanza
    from bohnanza.bots import random_move

    total = 0
    for seed in (0, 1, 2):
        state = bohnanza.new_game("amigo-fr", 3, seed=seed)
        rng = random.Random(seed)
        while not state.is_over:
            state = bohnanza.apply(state, random_move(state, rng, 0.3))
            total += 1
    assert run("amigo-fr", 3, games=3, trades=0.3, repeats=1).actions_per_game == total / 3
