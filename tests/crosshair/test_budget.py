"""The CrossHair budget is enough: the deliberately wrong contracts are caught with it."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

#: The same budget as `nox -s crosshair`.
BUDGET = [
    "--analysis_kind=PEP316",
    "--per_condition_timeout=5",
    "--max_uninteresting_iterations=50",
]
CANARY = Path(__file__).with_name("canary_contracts.py")


def _crosshair() -> list[str]:
    if shutil.which("crosshair") is None:
        pytest.fail(
            "MISSING INPUT: crosshair-tool is not installed; run these tests with"
            " `nox -s crosshair`, which installs it"
        )
    return ["crosshair", "check", *BUDGET]


def test_the_wrong_contracts_are_caught_within_the_budget() -> None:
    run = subprocess.run(
        [*_crosshair(), str(CANARY)], capture_output=True, text=True, timeout=300, check=False
    )
    out = run.stdout + run.stderr
    assert run.returncode != 0, f"CrossHair missed the planted bugs:\n{out}"
    assert "wrong_stink_cap" in out, out
    assert "wrong_protection" in out, out
    assert "false when calling wrong_stink_cap" in out, out


def test_the_real_contracts_hold_within_the_budget() -> None:
    root = Path(__file__).resolve().parents[2] / "bohnanza"
    names = ("cards.py", "editions.py", "rules/deck.py", "rules/harvesting.py", "rules/ending.py")
    files = [str(root / name) for name in names]
    run = subprocess.run(
        [*_crosshair(), *files], capture_output=True, text=True, timeout=600, check=False
    )
    assert run.returncode == 0, run.stdout + run.stderr
    assert sys.version_info >= (3, 11)
