"""The installed compiled build: every module setup.py lists is the compiled one."""

from __future__ import annotations

import ast
import functools
import glob
import importlib
import importlib.machinery
from pathlib import Path

import bohnanza

ROOT = Path(__file__).resolve().parent.parent.parent


def _listed_modules() -> list[str]:
    """The module names of ``MYPYC_MODULES`` in setup.py, read without running setup().

    The list may be literal or built with ``sorted(glob(...))`` (paths from the root)."""
    tree = ast.parse((ROOT / "setup.py").read_text(encoding="utf-8"))
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "MYPYC_MODULES" for t in node.targets
        ):
            expression = compile(ast.Expression(node.value), "setup.py", "eval")
            where = {"glob": functools.partial(glob.glob, root_dir=ROOT), "sorted": sorted}
            paths: list[str] = eval(expression, where)
            return [p.removesuffix(".py").replace("/", ".") for p in paths]
    raise AssertionError("setup.py has no literal MYPYC_MODULES")


def test_every_listed_module_is_loaded_from_its_extension() -> None:
    assert bohnanza.COMPILED, "the installed bohnanza is the pure build: run nox -s compiled"
    names = _listed_modules()
    assert "bohnanza._build" in names
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    for name in names:
        module = importlib.import_module(name)
        assert str(module.__file__).endswith(suffixes), f"{name} runs from {module.__file__}"
