"""Every test of an optional integration is run by a nox session that installs its extra.

The default ``tests`` session leaves tests/integrations out (its libraries are not in that
session's install); this makes sure no file there is left out of every session.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_integration_test_file_is_named_by_a_nox_session() -> None:
    noxfile = (ROOT / "noxfile.py").read_text(encoding="utf-8")
    files = sorted((ROOT / "tests" / "integrations").glob("test_*.py"))
    assert files, "tests/integrations holds no test file"
    missing = [path.name for path in files if f"/{path.name}" not in noxfile]
    assert missing == [], f"no nox session runs {missing}"
