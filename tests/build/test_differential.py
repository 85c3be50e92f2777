"""The compiled build plays exactly the games of the pure build.

Two processes run ``digest.py`` over the same seeded random games of every preset: one
imports the installed package (under ``nox -s compiled``, the mypyc wheel), the other the
pure source tree of this repository (``PYTHONPATH``).  Every state, every listing and the
verdict on the same probe moves in every state must hash the same.  ``BOHNANZA_DIFF_GAMES``
sets the games per preset (default 8).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent.parent
DIGEST = Path(__file__).resolve().parent / "digest.py"


def _digest(installed: bool, games: int) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    if installed:
        # -I: no working directory and no PYTHONPATH on sys.path: site-packages only.
        argv = [sys.executable, "-I", str(DIGEST), str(games)]
    else:
        # The source tree first on sys.path; -s keeps user site-packages out.
        env["PYTHONPATH"] = str(ROOT)
        argv = [sys.executable, "-s", str(DIGEST), str(games)]
    done = subprocess.run(
        argv, check=False, capture_output=True, text=True, env=env, cwd=DIGEST.parent, timeout=1800
    )
    assert done.returncode == 0, f"digest.py failed under {argv}:\n{done.stderr[-2000:]}"
    report: dict[str, Any] = json.loads(done.stdout)
    return report


def test_compiled_and_pure_builds_play_the_same_games() -> None:
    games = int(os.environ.get("BOHNANZA_DIFF_GAMES", "8"))
    compiled = _digest(installed=True, games=games)
    pure = _digest(installed=False, games=games)
    assert compiled["compiled"], (
        f"the installed bohnanza ({compiled['file']}) is the pure build: this test compares "
        "the compiled build with the source; run it with `nox -s compiled`"
    )
    assert not pure["compiled"], f"the source tree holds a compiled build: {pure['file']}"
    assert Path(pure["file"]).resolve().parent == ROOT / "bohnanza"
    assert Path(compiled["file"]).resolve().parent != ROOT / "bohnanza"
    assert (
        set(compiled["presets"])
        == set(pure["presets"])
        == {
            "amigo-fr",
            "ladybohn",
            "original-1997-fr",
            "original-1997-fr-003",
            "rio-grande-2000",
        }
    )
    for preset, figures in pure["presets"].items():
        assert figures["states"] > 100 * games and figures["probes"] > figures["states"]
        assert compiled["presets"][preset] == figures, preset
