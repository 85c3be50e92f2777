"""No planted engine, and no code of the kit, changes the referee from outside.

The compiled build calls its own functions directly, where no patch reaches: two planted
engines that ended the game through a patched ``bohnanza.rules.turn.game_over`` played
their other reading in the pure build and the referee's in the compiled one (issue 36:
``nox -s compiled`` failed 6 tests).  An engine that needs another reading computes it
itself (the referee's public moves, positions built explicitly), so that it behaves the
same in both builds.  These tests read the source of every engine of ``tests/kit`` and of
``bohnanza/conformance`` and fail on any patch of a ``bohnanza`` name: ``unittest.mock``,
pytest's ``monkeypatch``, ``setattr``/``delattr`` on an imported name, an assignment to an
attribute or item of one, ``sys.modules``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
#: The planted engines (and the outside engine) of the kit's tests, and the kit itself.
CHECKED = sorted(
    [
        ROOT / "tests/kit/wrong_engines.py",
        ROOT / "tests/kit/hostile_engines.py",
        *(ROOT / "tests/kit/outsider").glob("*.py"),
        *(ROOT / "bohnanza/conformance").glob("*.py"),
    ]
)
_MOCK_MODULES = ("mock", "unittest.mock")


def _root(node: ast.expr) -> str | None:
    """The name an attribute or item chain starts from (``turn`` in ``turn.f.g[0]``)."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def patches(source: str) -> list[str]:
    """Each place ``source`` patches or could patch a name of ``bohnanza`` (line: what)."""
    tree = ast.parse(source)
    found: list[str] = []
    # Every name bound to something imported from bohnanza (a module, function, class).
    ours: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name in _MOCK_MODULES:
                    found.append(f"{node.lineno}: imports {alias.name}")
                if alias.name.split(".")[0] == "bohnanza":
                    ours.add(alias.asname or alias.name.split(".")[0])
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            for alias in node.names:
                if module in _MOCK_MODULES or (module, alias.name) == ("unittest", "mock"):
                    found.append(f"{node.lineno}: imports {alias.name} from {module}")
            if module.split(".")[0] == "bohnanza":
                ours.update(alias.asname or alias.name for alias in node.names)
    for node in ast.walk(tree):
        if isinstance(node, ast.Name) and node.id in ("monkeypatch", "MonkeyPatch"):
            found.append(f"{node.lineno}: pytest's {node.id}")
        elif isinstance(node, ast.arg) and node.arg == "monkeypatch":
            found.append(f"{node.lineno}: pytest's monkeypatch")
        elif isinstance(node, ast.Attribute) and node.attr in ("monkeypatch", "MonkeyPatch"):
            found.append(f"{node.lineno}: pytest's {node.attr}")
        elif isinstance(node, ast.Attribute) and _root(node) == "sys" and node.attr == "modules":
            found.append(f"{node.lineno}: sys.modules")
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("setattr", "delattr")
            and node.args
            and _root(node.args[0]) in ours
        ):
            found.append(f"{node.lineno}: {node.func.id} on {_root(node.args[0])}")
        elif isinstance(node, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.Delete):
            targets = node.targets if isinstance(node, ast.Assign | ast.Delete) else [node.target]
            for target in targets:
                for part in ast.walk(target):
                    if isinstance(part, ast.Attribute | ast.Subscript) and _root(part) in ours:
                        found.append(
                            f"{node.lineno}: assigns to {_root(part)}'s {ast.unparse(part)}"
                        )
                        break
    return found


@pytest.mark.parametrize("path", CHECKED, ids=lambda p: str(p.relative_to(ROOT)))
def test_no_planted_engine_and_no_kit_code_patches_the_referee(path: Path) -> None:
    assert patches(path.read_text(encoding="utf-8")) == []


def test_the_engines_checked_are_the_planted_ones_and_the_kit() -> None:
    names = {str(p.relative_to(ROOT)) for p in CHECKED}
    assert {
        "tests/kit/wrong_engines.py",
        "tests/kit/hostile_engines.py",
        "bohnanza/conformance/openpoints.py",
        "bohnanza/conformance/engine.py",
    } <= names


#: Patches as an engine could write them (the first is the one issue 36 took back), each
#: with what it must be caught as.
PLANTED = [
    (
        "from unittest import mock\nfrom bohnanza.rules import turn\n"
        "def transition(self, state, move):\n"
        "    with mock.patch.object(turn, 'game_over', self.game_over):\n"
        "        return apply(state, move)\n",
        "1: imports mock from unittest",
    ),
    (
        "from unittest.mock import patch\n@patch('bohnanza.rules.turn.game_over')\ndef f(): pass\n",
        "1: imports patch from unittest.mock",
    ),
    ("import unittest.mock\n", "1: imports unittest.mock"),
    (
        "from bohnanza.rules import turn\nturn.game_over = print\n",
        "2: assigns to turn's turn.game_over",
    ),
    (
        "import bohnanza.rules.ending\nbohnanza.rules.ending.game_over = print\n",
        "2: assigns to bohnanza's bohnanza.rules.ending.game_over",
    ),
    ("from bohnanza.rules import harvesting as h\nsetattr(h, 'sell', print)\n", "2: setattr on h"),
    ("from bohnanza.state import Table\ndel Table.pays\n", "2: assigns to Table's Table.pays"),
    (
        "from bohnanza.sheets import _LOADED\n_LOADED['x'] = 1\n",
        "2: assigns to _LOADED's _LOADED['x']",
    ),
    (
        "def test(monkeypatch):\n    monkeypatch.setattr('bohnanza.rules.turn.game_over', print)\n",
        "1: pytest's monkeypatch",
    ),
    ("import sys\nsys.modules['bohnanza.rules.turn'] = None\n", "2: sys.modules"),
]


@pytest.mark.parametrize(("source", "caught"), PLANTED, ids=[c for _, c in PLANTED])
def test_each_way_of_patching_the_referee_is_caught(source: str, caught: str) -> None:
    assert caught in patches(source)


def test_an_engine_s_own_attributes_and_copies_are_no_patch() -> None:
    source = (
        "from bohnanza.referee import apply\nfrom bohnanza.state import GameState\n"
        "class E:\n    tables = {}\n"
        "    def transition(self, state: GameState, move):\n"
        "        self.game_over = apply\n        self.tables[id(state)] = state\n"
        "        after = state.replace(step=3)\n        after.x = 1\n        return after\n"
    )
    assert patches(source) == []
