"""``bohnanza.bots.levels.import_bot_module``: "a module that Python does not find but that
lies in the current directory (``mybot.py`` or a package ``mybot/``) is imported from there,
as ``python -m`` would, without leaving the directory on ``sys.path``"."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bohnanza.bots.levels import import_bot_module


def test_a_module_or_a_package_in_the_current_directory_is_imported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "fresh_sample_bot.py").write_text("NAME = 'module'\n")
    (tmp_path / "fresh_sample_pkg").mkdir()
    (tmp_path / "fresh_sample_pkg" / "__init__.py").write_text("NAME = 'package'\n")
    (tmp_path / "fresh_sample_pkg" / "inner.py").write_text("NAME = 'inner'\n")
    monkeypatch.chdir(tmp_path)
    for name in ("fresh_sample_bot", "fresh_sample_pkg", "fresh_sample_pkg.inner"):
        monkeypatch.delitem(sys.modules, name, raising=False)
    try:
        assert import_bot_module("fresh_sample_bot").NAME == "module"
        assert import_bot_module("fresh_sample_pkg").NAME == "package"
        assert import_bot_module("fresh_sample_pkg.inner").NAME == "inner"
        assert str(tmp_path) not in sys.path
        with pytest.raises(ModuleNotFoundError) as caught:
            import_bot_module("fresh_sample_missing")
        assert str(caught.value) == (
            f"no module named 'fresh_sample_missing' on Python's path nor as "
            f"fresh_sample_missing.py in {tmp_path}"
        )
    finally:
        for name in ("fresh_sample_bot", "fresh_sample_pkg", "fresh_sample_pkg.inner"):
            sys.modules.pop(name, None)
