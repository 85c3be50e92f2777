"""What the command line's parser promises for every number it reads: each option takes
its lowest and highest value and refuses one past either end in one line naming both
ends; the defaults of ``vectors`` and ``conformance``; a usage error's spaces made single
and the command's help named."""

from __future__ import annotations

import argparse

import pytest

from bohnanza.cli.parser import _parser

#: (the command line before the option, the option, its destination, lowest, highest)
BOUNDS = [
    (["demo"], "--players", "players", 1, 64),
    (["demo"], "--seed", "seed", -(2**62), 2**62),
    (["bench"], "--games", "games", 1, 10**6),
    (["bench"], "--repeat", "repeat", 1, 1000),
    (["bench"], "--players", "players", 1, 64),
    (["simulate"], "--games", "games", 1, 10**7),
    (["simulate"], "--workers", "workers", 1, 1024),
    (["simulate"], "--seed", "seed", -(2**62), 2**62),
    (["simulate"], "--players", "players", 1, 64),
    (["play"], "--seat", "seat", 1, 64),
    (["play"], "--players", "players", 1, 64),
    (["arena"], "--deals", "deals", 1, 10**6),
    (["arena"], "--workers", "workers", 1, 1024),
    (["arena"], "--seed", "seed", -(2**62), 2**62),
    (["arena"], "--players", "players", 1, 64),
    (["vectors"], "--games", "games", 1, 10_000),
    (["vectors"], "--seed", "seed", -(2**62), 2**62),
    (["conformance", "--engine", "x"], "--games", "games", 1, 10**6),
    (["conformance", "--engine", "x"], "--seed", "seed", -(2**62), 2**62),
]


@pytest.mark.parametrize(("head", "option", "dest", "low", "high"), BOUNDS)
def test_each_number_takes_its_ends_and_refuses_one_past(
    capsys: pytest.CaptureFixture[str], head: list[str], option: str, dest: str,
    low: int, high: int,
) -> None:  # fmt: skip
    parser = _parser()
    assert getattr(parser.parse_args([*head, option, str(low)]), dest) == low
    assert getattr(parser.parse_args([*head, option, str(high)]), dest) == high
    command = head[0]
    for bad in (low - 1, high + 1):
        with pytest.raises(SystemExit) as leaving:
            parser.parse_args([*head, option, str(bad)])
        assert leaving.value.code == 2
        assert capsys.readouterr().err == (
            f"bohnanza: error: argument {option}: {bad} is not from {low} to {high} "
            f"(see bohnanza {command} --help)\n"
        )


def test_a_nineteen_digit_number_is_read_and_twenty_are_not(
    capsys: pytest.CaptureFixture[str],
) -> None:
    parser = _parser()
    assert parser.parse_args(["demo", "--seed", "1" + "0" * 18]).seed == 10**18
    assert parser.parse_args(["demo", "--seed", "-" + "1" + "0" * 18]).seed == -(10**18)
    with pytest.raises(SystemExit):
        parser.parse_args(["demo", "--seed", "1" + "0" * 19])
    assert "is not a whole number" in capsys.readouterr().err


def test_the_defaults_of_vectors_and_conformance() -> None:
    parser = _parser()
    vec = parser.parse_args(["vectors"])
    assert (vec.games, vec.seed, vec.edition, vec.out) == (12, 1, "rio-grande-2000", None)
    con = parser.parse_args(["conformance", "--engine", "e"])
    assert (con.games, con.seed, con.trades, con.timeout, con.game_timeout, con.json) == (
        20, 1, 0.2, 10.0, 120.0, False,
    )  # fmt: skip
    bench = parser.parse_args(["bench"])
    assert (bench.players, bench.edition) == (4, "rio-grande-2000")
    sim = parser.parse_args(["simulate"])
    assert (sim.json, sim.records, sim.progress, sim.edition) == (
        False, None, False, "rio-grande-2000",
    )  # fmt: skip
    arena = parser.parse_args(["arena"])
    assert (arena.workers, arena.ray, arena.trades, arena.json, arena.html) == (
        1, None, 0.0, None, None,
    )  # fmt: skip
    assert isinstance(parser, argparse.ArgumentParser)


def test_a_usage_errors_spaces_are_made_single(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as leaving:
        _parser().parse_args(["demo", "--players", "many\n\n  more"])
    assert leaving.value.code == 2
    assert capsys.readouterr().err == (
        "bohnanza: error: argument --players: 'many\\n\\n more' is not a whole number "
        "(see bohnanza demo --help)\n"
    )
