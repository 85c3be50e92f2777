"""Help in the compiled build: the docstrings mypyc leaves out, given back at import.

mypyc compiles some modules to C (``setup.py``'s ``MYPYC_MODULES``); their classes then say
``"mypyc filler docstring"`` or nothing, and their functions have no ``__doc__`` at all.
The sources ship beside the compiled modules, so ``restore()`` reads each docstring from
them (``ast``, no code run) and:

- sets the ``__doc__`` of each public class that lost it, and adds to a class's docstring
  the docstrings of its methods and properties, which a compiled class cannot hold on the
  methods themselves (``help(PlayerView)`` then explains ``fields_of``);
- sets the ``__doc__`` of a compiled decorator's wrapper around a compiled function
  (``functools.wraps`` copies none: the function has none);
- for a compiled function, whose ``__doc__`` cannot be set, gives its module a class with
  the docstring under the function's name: ``help()``, ``pydoc`` and ``inspect.getdoc``
  look there for a built-in function without a ``__doc__`` (``inspect._finddoc``).  The
  function itself is untouched: calling it costs what it did.

The pure build has every docstring and ``restore()`` changes nothing there.
"""

from __future__ import annotations

import ast
import contextlib
import inspect
import sys
import types
from collections.abc import Iterable
from pathlib import Path

__all__ = ["member_docs", "missing", "restore"]

_FILLER = "mypyc filler docstring"


def _lost(doc: str | None) -> bool:
    return not doc or doc.strip() == _FILLER


def _source_tree(module: types.ModuleType) -> ast.Module | None:
    """The syntax tree of a module's source (beside a compiled module), or None."""
    origin = getattr(module, "__file__", None)
    if not origin:
        return None
    source = Path(origin)
    if source.suffix != ".py":
        source = source.with_name(source.name.split(".", 1)[0] + ".py")
    try:
        return ast.parse(source.read_text("utf-8"))
    except (OSError, SyntaxError, ValueError):
        return None


def _docstrings(module: types.ModuleType) -> dict[str, str]:
    """The docstrings of a module's top-level classes and functions, read from its source."""
    tree = _source_tree(module)
    found = {}
    for node in tree.body if tree else ():
        if isinstance(node, ast.ClassDef | ast.FunctionDef):
            doc = ast.get_docstring(node, clean=False)
            if doc:
                found[node.name] = doc
    return found


def member_docs(cls: type) -> dict[str, tuple[str, str]]:
    """The public methods and properties of ``cls`` defined in its module's source, each as
    (how it is called, its docstring): ``"fields_of(self, seat: int)"`` or ``"hand"``."""
    module = sys.modules.get(cls.__module__)
    tree = _source_tree(module) if module else None
    found: dict[str, tuple[str, str]] = {}
    for node in tree.body if tree else ():
        if not (isinstance(node, ast.ClassDef) and node.name == cls.__name__):
            continue
        for item in node.body:
            if not isinstance(item, ast.FunctionDef) or item.name.startswith("_"):
                continue
            doc = ast.get_docstring(item)
            if not doc:
                continue
            decorators = {ast.unparse(d) for d in item.decorator_list}
            call = (
                item.name if "property" in decorators else f"{item.name}({ast.unparse(item.args)})"
            )
            found[item.name] = (call, doc)
    return found


def _with_members(cls: type, doc: str) -> str:
    """``doc`` followed by the docstrings of the members of ``cls`` that lost theirs (the
    compiled build), so that ``help(cls)`` still explains every method."""
    lost = [
        (call, text)
        for name, (call, text) in member_docs(cls).items()
        if hasattr(cls, name) and _lost(inspect.getdoc(getattr(cls, name)))
    ]
    if not lost:
        return doc
    heading = "Members (the compiled build keeps their docstrings here):"
    lines = [inspect.cleandoc(doc), "", heading, ""]
    for call, text in lost:
        lines.append(f"{call}")
        lines.extend(f"    {line}" if line else "" for line in text.splitlines())
        lines.append("")
    return "\n".join(lines).rstrip() + "\n"


class _Doc:
    """What ``inspect._finddoc`` finds for a built-in function: its docstring."""

    def __init__(self, doc: str) -> None:
        self.__doc__ = doc


def restore(names: Iterable[str], namespace: dict[str, object]) -> None:
    """Give back the docstrings of the objects ``names`` of ``namespace`` (the package's
    public API) that the compiled build lost."""
    sources: dict[str, dict[str, str]] = {}
    documented: dict[str, dict[str, str]] = {}
    for name in names:
        obj = namespace.get(name)
        if inspect.isclass(obj):
            if not _lost(obj.__doc__):
                with contextlib.suppress(AttributeError, TypeError):
                    obj.__doc__ = _with_members(obj, obj.__doc__ or "")
                continue
            module = sys.modules.get(obj.__module__)
        elif inspect.isbuiltin(obj) and _lost(obj.__doc__):
            module = obj.__self__ if isinstance(obj.__self__, types.ModuleType) else None
        elif inspect.isbuiltin(wrapped := getattr(obj, "__wrapped__", None)) and _lost(obj.__doc__):
            # A compiled function behind a compiled decorator (functools.wraps): the
            # wrapper is an object of mypyc's, whose __doc__ can be set.
            module = sys.modules.get(wrapped.__module__)
        else:
            continue
        if module is None:
            continue
        docs = sources.setdefault(module.__name__, _docstrings(module))
        doc = docs.get(getattr(obj, "__name__", ""))
        if doc is None:
            continue
        if inspect.isclass(obj):
            with contextlib.suppress(AttributeError, TypeError):  # a static type keeps its own
                obj.__doc__ = _with_members(obj, doc)
        elif not inspect.isbuiltin(obj):
            with contextlib.suppress(AttributeError, TypeError):
                obj.__doc__ = doc
        else:
            documented.setdefault(module.__name__, {})[obj.__name__] = doc
    for module_name, docs in documented.items():
        module = sys.modules[module_name]
        extra = {key: _Doc(doc) for key, doc in docs.items()}
        if type(module) is not types.ModuleType:
            extra |= {k: v for k, v in vars(type(module)).items() if isinstance(v, _Doc)}
        module.__class__ = type("DocumentedModule", (types.ModuleType,), extra)


def missing(names: Iterable[str], namespace: dict[str, object]) -> list[str]:
    """The names among ``names`` whose help has no docstring (``inspect.getdoc``)."""
    return [
        name
        for name in names
        if (callable(namespace.get(name)) or inspect.isclass(namespace.get(name)))
        and _lost(inspect.getdoc(namespace[name]))
    ]
