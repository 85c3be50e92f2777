"""What ``bohnanza._docs`` promises for the compiled build, checked on a module of our own
whose docstrings are taken away as mypyc takes them: each public method's call and
docstring read from the source, a class's lost docstring given back with its members'
appended, a class that kept its docstring given its lost members' ones, and ``missing``
naming what has no help."""

from __future__ import annotations

import importlib
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from bohnanza._docs import member_docs, missing, restore

SOURCE = '''\
"""A module."""


class Thing:
    """A thing."""

    def go(self, n: int) -> int:
        """Go n steps.

        Far."""
        return n

    @property
    def size(self) -> int:
        """The size."""
        return 1

    def quiet(self) -> None:
        return None

    def _hidden(self) -> None:
        """Not public."""


def helper() -> int:
    """Help."""
    return 1
'''


@pytest.fixture
def module(tmp_path: Path) -> Iterator[ModuleType]:
    (tmp_path / "stri_docs_demo.py").write_text(SOURCE, "utf-8")
    sys.path.insert(0, str(tmp_path))
    try:
        yield importlib.import_module("stri_docs_demo")
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("stri_docs_demo", None)


def test_member_docs_reads_the_public_documented_members(module: ModuleType) -> None:
    assert member_docs(module.Thing) == {
        "go": ("go(self, n: int)", "Go n steps.\n\nFar."),
        "size": ("size", "The size."),
    }


def test_a_lost_class_docstring_is_given_back_with_its_members(module: ModuleType) -> None:
    thing = module.Thing
    thing.__doc__ = "mypyc filler docstring"
    thing.go.__doc__ = None
    namespace = {"Thing": thing, "helper": module.helper, "nothing": None, "number": 3}
    assert missing(["Thing", "helper", "nothing", "number"], namespace) == ["Thing"]
    restore(["Thing", "helper", "nothing"], namespace)
    assert thing.__doc__ == (
        "A thing.\n\nMembers (the compiled build keeps their docstrings here):\n\n"
        "go(self, n: int)\n    Go n steps.\n\n    Far.\n"
    )
    assert missing(["Thing"], namespace) == []


def test_a_kept_class_docstring_gets_its_lost_members(module: ModuleType) -> None:
    thing = module.Thing
    restore(["Thing"], {"Thing": thing})
    assert thing.__doc__ == "A thing."  # nothing lost, nothing added
    thing.go.__doc__ = ""
    restore(["Thing"], {"Thing": thing})
    assert thing.__doc__.startswith("A thing.\n\nMembers (the compiled build keeps")
    assert "go(self, n: int)\n    Go n steps." in thing.__doc__


def test_a_class_whose_source_is_gone_is_left_alone(module: ModuleType, tmp_path: Path) -> None:
    thing = module.Thing
    thing.__doc__ = None
    (tmp_path / "stri_docs_demo.py").unlink()
    restore(["Thing"], {"Thing": thing})
    assert thing.__doc__ is None
    assert member_docs(thing) == {}
    assert missing(["Thing"], {"Thing": thing}) == ["Thing"]


def test_the_pure_build_changes_nothing() -> None:
    import bohnanza

    namespace = vars(bohnanza)
    before = {name: getattr(namespace.get(name), "__doc__", None) for name in bohnanza.__all__}
    restore(bohnanza.__all__, dict(namespace))
    after = {name: getattr(namespace.get(name), "__doc__", None) for name in bohnanza.__all__}
    if not bohnanza.COMPILED:
        assert after == before
    assert missing(bohnanza.__all__, dict(namespace)) == []


def test_several_lost_members_are_told_one_after_another_a_blank_line_apart(
    module: ModuleType,
) -> None:
    thing = module.Thing
    thing.__doc__ = None
    thing.go.__doc__ = None
    thing.size.__doc__ = None
    restore(["Thing"], {"Thing": thing})
    assert thing.__doc__ == (
        "A thing.\n\nMembers (the compiled build keeps their docstrings here):\n\n"
        "go(self, n: int)\n    Go n steps.\n\n    Far.\n\n"
        "size\n    The size.\n"
    )
