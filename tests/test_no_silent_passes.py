"""No test may pass by skipping: a missing input (the rulebooks in ../shared, CrossHair,
jsonschema) must fail with a message naming it, in CI and locally."""

from __future__ import annotations

import re
from pathlib import Path

TESTS = Path(__file__).resolve().parent
#: Calls that turn a missing input into a pass.  (The strict expected-failure mapping of
#: ``@pending`` scenarios in tests/features/conftest.py is not one: a pending scenario that
#: starts to pass fails the run.)
SILENT = re.compile(r"\b(pytest\.skip|importorskip|mark\.skip|mark\.skipif)\b")


def test_no_test_skips() -> None:
    found = [
        f"{path.relative_to(TESTS)}:{n}: {line.strip()}"
        for path in sorted(TESTS.rglob("*.py"))
        if path.name != Path(__file__).name
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if SILENT.search(line)
    ]
    assert found == [], "tests that can pass silently:\n" + "\n".join(found)
