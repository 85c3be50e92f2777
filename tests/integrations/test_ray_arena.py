"""arena --ray: the games played on a local Ray give the serial leaderboard and files.

Runs in ``nox -s ray`` (which installs ``bohnanza[ray,arena]``), not in the default tests
session.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
import ray

from bohnanza.cli import main

ROOT = Path(__file__).resolve().parents[2]
PY_BOT = f"cmd:{sys.executable} {ROOT / 'examples' / 'bots' / 'random_bot.py'}"


def test_ray_gives_the_serial_arena(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["arena", "--bots", "greedy,random,planner", "--bot", PY_BOT, "--deals", "4"]
    assert main([*argv, "--json", str(tmp_path / "serial.json")]) == 0
    serial = capsys.readouterr().out
    assert main([*argv, "--json", str(tmp_path / "ray.json"), "--ray"]) == 0
    assert capsys.readouterr().out.replace("ray.json", "serial.json") == serial
    assert not ray.is_initialized()  # the local Ray started for the run is shut down
    ours = json.loads((tmp_path / "ray.json").read_text())
    assert ours == json.loads((tmp_path / "serial.json").read_text())
    assert ours["games"] == 12 and all(e["faults"] == 0 for e in ours["leaderboard"])
