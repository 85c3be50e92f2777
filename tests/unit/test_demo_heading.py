"""``bohnanza demo``: "a seeded game between random bots" that says first which game and
which seed it plays (so it can be played again), in the edition's own words; ``--quiet``
prints the scores only."""

from __future__ import annotations

import pytest

from bohnanza.cli import main
from bohnanza.editions import edition


@pytest.mark.parametrize(("name", "seed"), [("rio-grande-2000", 7), ("original-1997-fr", 3)])
def test_a_demo_names_its_game_and_seed_first(
    name: str, seed: int, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["demo", "--edition", name, "--players", "3", "--seed", str(seed)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first == f"# {edition(name).title}; seed {seed}"
    assert main(["demo", "--edition", name, "--players", "3", "--seed", str(seed), "--quiet"]) == 0
    assert capsys.readouterr().out.splitlines()[0].startswith("game over after ")
