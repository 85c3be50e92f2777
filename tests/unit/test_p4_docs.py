"""What ``bohnanza._docs.restore`` promises for the compiled build's functions, checked on a
real built-in function without a docstring (``_sre``'s, given a source file here for the
test): the docstring, read from the source beside the compiled module, is put where
``help()`` and ``inspect.getdoc`` look for a built-in (its module's class), several of one
module kept together; a wrapper around such a function gets the docstring itself; a lost
class docstring that the source does not have either is left as it was; a name the
namespace lacks, or a module with no source, is skipped."""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import functools
import inspect
import types
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from bohnanza._docs import missing, restore

SOURCE = '''\
def compile():
    """Compile a pattern (restored)."""


def getcodesize():
    """The code size (restored)."""


def ascii_iscased():
    """Whether cased (restored)."""
'''


@pytest.fixture
def sre_with_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    assert not _sre.compile.__doc__ and not _sre.getcodesize.__doc__
    (tmp_path / "_sre.py").write_text(SOURCE, "utf-8")
    # as a compiled module: the extension's file, with its source beside it
    compiled = tmp_path / "_sre.cpython-311-x86_64-linux-gnu.so"
    monkeypatch.setattr(_sre, "__file__", str(compiled), raising=False)
    try:
        yield
    finally:
        _sre.__class__ = types.ModuleType


def test_a_builtin_functions_docstring_is_found_by_getdoc(sre_with_source: None) -> None:
    namespace: dict[str, object] = {"compile": _sre.compile, "getcodesize": _sre.getcodesize}
    assert missing(["compile", "getcodesize"], namespace) == ["compile", "getcodesize"]
    restore(["compile"], namespace)
    assert inspect.getdoc(_sre.compile) == "Compile a pattern (restored)."
    assert missing(["compile", "getcodesize"], namespace) == ["getcodesize"]
    restore(["getcodesize"], namespace)  # a second call keeps what the first gave
    assert inspect.getdoc(_sre.getcodesize) == "The code size (restored)."
    assert inspect.getdoc(_sre.compile) == "Compile a pattern (restored)."
    assert missing(["compile", "getcodesize"], namespace) == []


def test_a_wrapper_of_a_builtin_function_gets_the_docstring(sre_with_source: None) -> None:
    def wrapper(*args: object) -> object:
        return _sre.ascii_iscased(*args)

    wrapped: Callable[..., object] = functools.wraps(_sre.ascii_iscased)(wrapper)
    assert wrapped.__wrapped__ is _sre.ascii_iscased  # type: ignore[attr-defined]
    restore(["iscased"], {"iscased": wrapped})
    assert wrapped.__doc__ == "Whether cased (restored)."
    assert type(_sre) is types.ModuleType  # the function itself is not touched


def test_a_builtin_without_a_source_is_left_alone() -> None:
    before = type(_sre)
    restore(["compile", "absent"], {"compile": _sre.compile})
    assert type(_sre) is before and not inspect.getdoc(_sre.compile)


def test_a_class_whose_docstring_the_source_lacks_keeps_what_it_had(tmp_path: Path) -> None:
    import importlib
    import sys

    (tmp_path / "stria_docs_bare.py").write_text(
        "class Bare:\n    def go(self) -> None:\n        return None\n", "utf-8"
    )
    sys.path.insert(0, str(tmp_path))
    try:
        module = importlib.import_module("stria_docs_bare")
        module.Bare.__doc__ = "mypyc filler docstring"
        restore(["Bare"], {"Bare": module.Bare})
        assert module.Bare.__doc__ == "mypyc filler docstring"
        assert missing(["Bare"], {"Bare": module.Bare}) == ["Bare"]
    finally:
        sys.path.remove(str(tmp_path))
        sys.modules.pop("stria_docs_bare", None)
