"""The house's layers (``[tool.importlinter]`` in pyproject.toml): every module imports only
the parts below it and no folder has a circle; and the contract catches an import that
reaches up or closes a circle (planted in a copy of the package)."""

from __future__ import annotations

import importlib
import pickle
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LINT_IMPORTS = Path(sys.executable).with_name("lint-imports")


def _lint(root: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(LINT_IMPORTS), "--config", str(root / "pyproject.toml"), "--no-cache"],
        cwd=root,
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(root), "PATH": str(LINT_IMPORTS.parent)},
        check=False,
    )


def _copy(tmp_path: Path) -> Path:
    shutil.copytree(
        ROOT / "bohnanza",
        tmp_path / "bohnanza",
        ignore=shutil.ignore_patterns("*.so", "__pycache__"),
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    (tmp_path / "tests").mkdir()
    for name in ("__init__.py", "house_contract.py"):
        shutil.copy(ROOT / "tests" / name, tmp_path / "tests" / name)
    return tmp_path


def _plant(root: Path, module: str, line: str) -> None:
    path = root / module
    text = path.read_text(encoding="utf-8")
    path.write_text(text + f"\n\ndef _planted() -> None:\n    {line}\n", encoding="utf-8")


def test_the_package_keeps_every_contract() -> None:
    done = _lint(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "Contracts: 4 kept, 0 broken." in done.stdout


@pytest.mark.parametrize(
    ("module", "line", "broken"),
    [
        # The rules core reaching up to a file format (as setup.py once did).
        ("bohnanza/setup.py", "from bohnanza.position import to_json", "bohnanza.setup"),
        # A lazy import inside a function counts as much as one at the top.
        ("bohnanza/rules/planting.py", "import bohnanza.cli", "bohnanza.rules"),
        # A circle inside a folder: the session's files reaching back to the session.
        ("bohnanza/play/files.py", "from bohnanza.play import play", "bohnanza.play"),
        # A circle between the environments' encoding and its observation.
        ("bohnanza/env/observation.py", "from bohnanza.env.encoding import Table", "bohnanza.env"),
    ],
)
def test_an_import_against_the_layers_is_caught(
    tmp_path: Path, module: str, line: str, broken: str
) -> None:
    root = _copy(tmp_path)
    _plant(root, module, line)
    done = _lint(root)
    assert done.returncode != 0, done.stdout
    assert "BROKEN" in done.stdout
    assert broken in done.stdout


def _contract_layers() -> list[str]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        contracts = tomllib.load(file)["tool"]["importlinter"]["contracts"]
    (house,) = [c for c in contracts if c["id"] == "layers"]
    return [str(layer) for layer in house["layers"]]


def test_the_docs_map_lists_the_contract_layers_in_order() -> None:
    text = (ROOT / "docs" / "development.md").read_text(encoding="utf-8")
    after = text.split("<!-- house-layers", 1)[1]
    lines = after.splitlines()[1:]
    rows = lines[: next(k for k, line in enumerate(lines) if not line.startswith("|"))]
    shown = [row.split("`")[1].replace("\\|", "|") for row in rows[2:]]
    assert shown == _contract_layers()


def test_every_module_is_in_a_layer() -> None:
    """A new module outside every layer would escape the contract: each top-level name of
    the package is one of the layers' parts."""
    parts = {p.strip() for layer in _contract_layers() for p in layer.split("|")}
    package = ROOT / "bohnanza"
    found = {p.stem for p in package.glob("*.py") if p.name != "__init__.py"}
    found |= {p.parent.name for p in package.glob("*/__init__.py")}
    assert found == parts


#: Where a user reads dotted paths: the README and the docs (not the changelog, which keeps
#: the names of their day).
_PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md")), ROOT / "docs" / "api.rst"]
_DOTTED = re.compile(r"\bbohnanza(?:\.[A-Za-z_]\w*)+")


def _resolves(path: str) -> bool:
    parts = path.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            found: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        try:
            for name in parts[cut:]:
                found = getattr(found, name)
        except AttributeError:
            return False
        return True
    return False


def test_every_dotted_path_of_the_docs_imports() -> None:
    """The house moved modules into folders; every ``bohnanza.x.y`` the README and the docs
    name still imports (a module, or a name in one)."""
    named = {
        path.rstrip(".")
        for page in _PAGES
        if page.name != "changelog.md"
        for path in _DOTTED.findall(page.read_text(encoding="utf-8"))
    }
    env = {p for p in named if p.startswith(("bohnanza.env.", "bohnanza.env"))}
    missing = [p for p in sorted(named - env) if not _resolves(p)]
    assert len(named) > 50
    assert missing == []


def test_pickled_states_name_the_public_modules() -> None:
    """A pickle names ``bohnanza.state.GameState`` (and the table and seat classes there),
    as before the state became a folder."""
    import bohnanza

    state = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    data = pickle.dumps(state)
    assert b"bohnanza.state" in data
    assert b"bohnanza.state.table" not in data
    assert b"bohnanza.state.player" not in data
    assert pickle.loads(data) == state


def test_every_folder_of_the_package_is_installed() -> None:
    """A wing missing from ``[tool.setuptools] packages`` is left out of the wheel: the
    source tree imports it, an installed build does not."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        listed = set(tomllib.load(file)["tool"]["setuptools"]["packages"])
    found = {
        ".".join(path.parent.relative_to(ROOT).parts)
        for path in (ROOT / "bohnanza").rglob("__init__.py")
        if "__pycache__" not in path.parts
    }
    assert found == listed
