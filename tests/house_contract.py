"""An import-linter contract of the house (``[tool.importlinter]`` in pyproject.toml): no
module takes part in a circle of imports, a package's face (its ``__init__``) counted as a
module of its own.  import-linter's ``acyclic_siblings`` compares the folders of one level
with each other; a part of a folder that imports the folder's face back, which the face
imports (``play.files -> play -> play.files``), is a circle it does not see.  This one
finds every strongly connected group of modules in the graph."""

from __future__ import annotations

from typing import Any, cast

import grimp
from importlinter.application import output
from importlinter.domain import fields
from importlinter.domain.contract import Contract, ContractCheck

__all__ = ["AcyclicModulesContract"]


def _circles(graph: grimp.ImportGraph, modules: set[str]) -> list[list[str]]:
    """The groups of two or more modules that reach each other (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(start: str) -> None:
        # Iterative, so that a long chain does not reach Python's recursion limit.
        work: list[tuple[str, list[str]]] = []

        def enter(module: str) -> None:
            index[module] = low[module] = len(index)
            stack.append(module)
            on_stack.add(module)
            nexts = sorted(graph.find_modules_directly_imported_by(module) & modules)
            work.append((module, nexts))

        enter(start)
        while work:
            module, nexts = work[-1]
            if nexts:
                other = nexts.pop()
                if other not in index:
                    enter(other)
                elif other in on_stack:
                    low[module] = min(low[module], index[other])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[module])
            if low[module] == index[module]:
                group: list[str] = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    group.append(top)
                    if top == module:
                        break
                if len(group) > 1:
                    found.append(sorted(group))

    for module in sorted(modules):
        if module not in index:
            visit(module)
    return sorted(found)


class AcyclicModulesContract(Contract):
    """No circle of imports among the modules of ``root``, lazy imports included, but
    for the imports ``ignore_imports`` names (each must exist: a stale one is an error)."""

    root = fields.StringField()
    ignore_imports = fields.SetField(subfield=fields.ImportExpressionField(), required=False)

    def check(self, graph: grimp.ImportGraph, verbose: bool) -> ContractCheck:
        ignored = 0
        expressions = cast("set[Any]", self.ignore_imports or set())
        for expression in expressions:
            importer, imported = expression.importer.expression, expression.imported.expression
            if not graph.direct_import_exists(importer=importer, imported=imported):
                msg = f"ignored import {importer} -> {imported} is not in the graph"
                raise ValueError(msg)
            graph.remove_import(importer=importer, imported=imported)
            ignored += 1
        root = str(self.root)
        modules = {root} | graph.find_descendants(root)
        circles = _circles(graph, modules)
        return ContractCheck(
            kept=not circles, metadata={"circles": circles}, ignored_import_count=ignored
        )

    def render_broken_contract(self, check: ContractCheck) -> None:
        circles: list[list[str]] = check.metadata["circles"]
        for group in circles:
            output.print_error(f"These modules import each other in a circle: {', '.join(group)}")
            output.new_line()
