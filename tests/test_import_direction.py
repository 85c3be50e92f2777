"""Imports go one way through the layers players touch: the table and the seats' cards
(``bohnanza.state`` re-exports them), the moves (the checks of their fields, their text
form, the move classes), the game state, the views, the referee, the game records (their
data, their reader, the records of played games), a seat's moves, the listings, the bots,
the harness, the simulations, the command line (what its commands share, their handlers,
its parser, its entry point).  No module imports one that comes after it, not even inside
a function."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "bohnanza"

#: The layers, lowest first: each may import those before it, never one after it.
ORDER = (
    "table",
    "player_state",
    "action_fields",
    "action_text",
    "actions",
    "state",
    "views",
    "referee",
    "record_format",
    "record_reader",
    "records",
    "seat",
    "listing",
    "viewbots",
    "bots",
    "players",
    "simulation",
    "cli_common",
    "cli_games",
    "cli_simulate",
    "cli_records",
    "cli_parser",
    "cli",
)


def _imports(module: str) -> set[str]:
    """The ``bohnanza`` modules ``module`` imports anywhere in its text (top level or not)."""
    tree = ast.parse((PACKAGE / f"{module}.py").read_text(encoding="utf-8"))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            parts = node.module.split(".")
            if parts[0] == "bohnanza" and len(parts) > 1:
                found.add(parts[1])
            if node.module == "bohnanza":
                found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                parts = alias.name.split(".")
                if parts[0] == "bohnanza" and len(parts) > 1:
                    found.add(parts[1])
    return found


@pytest.mark.parametrize("module", ORDER)
def test_a_layer_imports_no_layer_above_it(module: str) -> None:
    above = set(ORDER[ORDER.index(module) + 1 :])
    assert not _imports(module) & above, f"bohnanza.{module} imports {_imports(module) & above}"


def test_the_check_sees_imports_inside_functions() -> None:
    # The harness imports the bots; a lazy import in a function counts as much.
    assert "bots" in _imports("players")
    assert "referee" in _imports("seat")
