"""Mutation testing: small source changes in the package, and whether the tests notice.

Run from the repository root (``nox -s mutants`` does this with ``nice``)::

    python3 tests/mutants/mutate.py list                          # points per function
    python3 tests/mutants/mutate.py run                           # core=150, one worker
    python3 tests/mutants/mutate.py run --target core=40 --target elsewhere=20 -j 2
    python3 tests/mutants/mutate.py run --target all=300      # every module, by its group
    python3 tests/mutants/mutate.py show core:referee.py:_sell:cmp:0   # one mutant's diff

A *mutant* is the package with one small change in one function body: a comparison
flipped, a constant moved by one, a guard that never fires, a statement dropped...  (the
operators are listed in ``OPERATORS``).  Each one is written into a private copy of the
repository and the *layers* run against it in order (for the rules core: the unit tests,
then the Gherkin features, then the exhaustive walks; each group has its own, where its
tests live: ``GROUP_LAYERS``), each with ``pytest -x`` and a time limit; the first
layer that fails kills the mutant and the later ones are not run.  A mutant that every
layer passes *survives*: either a behaviour no test pins down, or an *equivalent* mutant
that no test could ever tell from the original.  Equivalent mutants are listed, each with
the reason, in ``equivalent.toml`` beside this file; they are left out of the score.

Why a mutator of our own: the maintained tools mutate every string and cannot sample, and
one mutant costs 2 to 60 seconds of tests here; a seeded sample that reaches every
function gives a meaningful kill rate per function in an hour.

The copy is checked before each layer: a plugin written into it stops pytest (exit 4)
unless the package it imports is the copy's and the mutated file there is the mutant.
Bytecode is never written or read (``PYTHONDONTWRITEBYTECODE``, no ``__pycache__``), so
a mutant of the same size as the original cannot run stale code.
"""

from __future__ import annotations

import argparse
import ast
import hashlib
import json
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Final

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
EQUIVALENT = HERE / "equivalent.toml"

#: File groups that ``--target`` names.  "core" is the rules core: the facade
#: ``referee.py``, the rule modules of ``bohnanza/rules``, the compact game state of
#: ``state/`` they read and write (with its ``Table`` in ``state/table.py`` and its ``Player``
#: in ``state/player.py``), and the move listing of ``listing.py`` (the legal
#: moves and the negotiations, which decide what a player is offered).  "elsewhere" is the
#: deal, the cards, the editions, the actions and the Ladybohn price sheets.  "inputs" reads
#: what comes from outside: positions, records, the move notation, files, numbers, deck
#: orders, the shape checks of moves.  "players" is the bots, their harness, the seats'
#: views and offers, and the simulations.  "conformance" is the kit for other engines,
#: "env" the environments' encoders (Gymnasium, PettingZoo, OpenSpiel).  "interface" is
#: every other module of the package (the command line, ``play``, the texts, messages and
#: pictures): ``GROUPS`` and it together sample every module (``tests/mutants/test_mutator.py``
#: checks it), and a new module lands in "interface" until it is given a group.
GROUPS: Mapping[str, tuple[str, ...]] = {
    "core": (
        "bohnanza/referee.py",
        "bohnanza/rules/*.py",
        "bohnanza/state/__init__.py",
        "bohnanza/state/table.py",
        "bohnanza/state/player.py",
        "bohnanza/listing.py",
    ),
    "elsewhere": (
        "bohnanza/setup.py",
        "bohnanza/cards.py",
        "bohnanza/editions.py",
        "bohnanza/actions/__init__.py",
        "bohnanza/actions/*.py",
        "bohnanza/sheets.py",
    ),
    "inputs": (
        "bohnanza/position/__init__.py",
        "bohnanza/position/*.py",
        "bohnanza/invariants.py",
        "bohnanza/records/__init__.py",
        "bohnanza/records/*.py",
        "bohnanza/notation.py",
        "bohnanza/files.py",
        "bohnanza/digits.py",
        "bohnanza/chance.py",
        "bohnanza/boundary.py",
    ),
    "players": (
        "bohnanza/players.py",
        "bohnanza/bots/__init__.py",
        "bohnanza/bots/seated.py",
        "bohnanza/bots/levels.py",
        "bohnanza/seat.py",
        "bohnanza/views.py",
        "bohnanza/simulation.py",
    ),
    "conformance": ("bohnanza/conformance/*.py",),
    "env": ("bohnanza/env/*.py",),
}
#: The group of every module no other group names.
REST = "interface"
#: Every module of the package, for ``--target all=SIZE``.
ALL = "all"

#: The layers, cheapest first.  "top" is the rest of the fast suite: the top-level test
#: files, the conformance kit and the quick fuzz suites (where the tests of the readers,
#: the bots and the command line live); "doctests" the examples of the package's
#: docstrings; "integrations" the environments (the ``rl`` extra).
_TOP_LEFT_OUT = (
    "unit",
    "features",
    "exhaustive",
    "stateful",
    "build",
    "integrations",
    "crosshair",
    "mutants",
    "test_games.py",
    "test_core_differential.py",
    "test_simulation.py",
    "fuzz/test_records_fuzz.py",
)
LAYERS: Mapping[str, tuple[str, ...]] = {
    "unit": ("tests/unit",),
    "features": ("tests/features",),
    "exhaustive": ("tests/exhaustive",),
    # The files of "top" that test the readers, the bots and the seats directly: a quick
    # layer that kills most of their mutants before the whole of "top" runs.
    "quick": (
        "tests/test_records.py",
        "tests/test_players.py",
        "tests/test_views.py",
        "tests/test_seat.py",
        "tests/test_narrate.py",
        "tests/test_input_contracts.py",
        "tests/test_mutation_t3.py",
        "tests/kit/test_notation.py",
        "tests/kit/test_position.py",
        "tests/fuzz/test_hostile_files.py",
        "tests/fuzz/test_notation_fuzz.py",
    ),
    # The kit's fast tests (its modules in process: seconds), then the whole kit (its
    # engines as processes: many minutes), and the command line's, before "top".
    "kitfast": ("tests/kit/fast", "tests/kit/test_open_points.py", "tests/kit/test_verdicts.py"),
    "kit": ("tests/kit",),
    "cli": (
        "tests/test_cli.py",
        "tests/test_cli_hostile.py",
        "tests/test_cli_records.py",
        "tests/test_cli_ladybohn.py",
        "tests/test_play.py",
        "tests/test_play_words.py",
        "tests/test_svg.py",
        "tests/test_levels.py",
        "tests/test_bench.py",
    ),
    "top": ("tests", *(f"--ignore=tests/{name}" for name in _TOP_LEFT_OUT)),
    "doctests": ("--doctest-modules", "bohnanza", "--ignore=bohnanza/env"),
    "integrations": (
        "tests/integrations/test_env_core.py",
        "tests/integrations/test_gymnasium_env.py",
        "tests/integrations/test_pettingzoo_env.py",
        "tests/integrations/test_promises_gym.py",
        "tests/integrations/test_promises_encoding.py",
        "tests/integrations/test_promises_env_greedy.py",
        "tests/integrations/test_p4_env_policies.py",
        "tests/integrations/test_p4_env_encoding.py",
        "tests/integrations/test_p4_env_observation.py",
        "tests/integrations/test_p4_env_windows.py",
        "tests/integrations/test_p5_env_render.py",
        "tests/integrations/test_p5_env_aec.py",
        "tests/integrations/test_p5_env_gym.py",
        "tests/integrations/test_p6_env_gym.py",
        "tests/integrations/test_p6_env_encoding.py",
        "tests/integrations/test_env_outside_bot.py",
        "tests/integrations/test_numpy_moves.py",
        # Not test_env_docs.py: it runs the page's blocks for the libraries a nox session
        # names in BOHNANZA_DOC_LIBS, which a layer does not set (nox -s rl runs it).
    ),
    # The OpenSpiel game's tests (the ``openspiel`` extra): the only layer that runs
    # bohnanza/env/openspiel.py.
    "openspiel": (
        "tests/integrations/test_promises_openspiel.py",
        "tests/integrations/test_openspiel_game.py",
        "tests/integrations/test_p5_env_openspiel_strings.py",
        "tests/integrations/test_p6_env_openspiel.py",
    ),
}
TIMEOUTS: Mapping[str, float] = {
    "unit": 90,
    "features": 150,
    "exhaustive": 300,
    "quick": 300,
    "kitfast": 120,
    "kit": 300,
    "cli": 300,
    "top": 600,
    "doctests": 120,
    "integrations": 300,
    "openspiel": 300,
}
#: The layers each group's mutants run through, in order (``--layers`` overrides them):
#: where the tests of that part of the package are.
GROUP_LAYERS: Mapping[str, tuple[str, ...]] = {
    "core": ("unit", "features", "exhaustive"),
    "elsewhere": ("unit", "features", "exhaustive"),
    "inputs": ("unit", "quick", "top", "features"),
    "players": ("unit", "quick", "top", "features"),
    "conformance": ("kitfast", "kit", "top"),
    "env": ("integrations", "openspiel", "unit"),
    REST: ("unit", "cli", "top", "doctests"),
}
#: The layers of a file or glob that no group names.
DEFAULT_LAYERS: Final = ("unit", "top", "features")


def layers_of(group: str, chosen: Sequence[str] = ()) -> tuple[str, ...]:
    """The layers a mutant of ``group`` runs through: ``chosen`` when given."""
    if chosen:
        return tuple(chosen)
    return GROUP_LAYERS.get(group, DEFAULT_LAYERS)


#: What each operator does.
OPERATORS: Mapping[str, str] = {
    "cmp": "a comparison flipped or loosened: < <=, > >=, == !=, is / is not, in / not in",
    "boolop": "and becomes or, or becomes and",
    "not": "a `not` dropped",
    "num": "an integer constant plus or minus one",
    "bool": "True becomes False and back",
    "if-false": "the test of an `if` or a conditional expression never holds",
    "if-true": "the test of an `if` always holds",
    "del": "a statement that only acts (a call, +=, raise, break, continue, a store into an "
    "attribute or an item) becomes pass",
    "return-none": "a function that may return None returns it instead of a call's value",
    "arith": "+ -, * //, // *, % // swapped; a one-sided min()/max() call bypassed",
    "swap": "the operands of a non-numeric + swapped (order of cards)",
    "neg": "the test of an `if` or a conditional expression negated",
    "args": "the first two positional arguments of a call swapped",
    "call": "a call to a private helper (`_name(x, ...)`) replaced by its first argument",
    "slice": "a slice's computed bound plus one (constant bounds are num's)",
    "rev": "a `[::-1]` reversal dropped",
}

_CMP_SWAP: Mapping[type[ast.cmpop], type[ast.cmpop]] = {
    ast.Lt: ast.LtE,
    ast.LtE: ast.Lt,
    ast.Gt: ast.GtE,
    ast.GtE: ast.Gt,
    ast.Eq: ast.NotEq,
    ast.NotEq: ast.Eq,
    ast.Is: ast.IsNot,
    ast.IsNot: ast.Is,
    ast.In: ast.NotIn,
    ast.NotIn: ast.In,
}
_ARITH_SWAP: Mapping[type[ast.operator], type[ast.operator]] = {
    ast.Add: ast.Sub,
    ast.Sub: ast.Add,
    ast.Mult: ast.FloorDiv,
    ast.FloorDiv: ast.Mult,
    ast.Mod: ast.FloorDiv,
}


@dataclass(frozen=True)
class Mutant:
    """One change: the source text at ``start``..``end`` (line, column; 1-based lines,
    0-based character columns) of ``path`` becomes ``mutated``."""

    id: str
    group: str
    path: str
    function: str
    operator: str
    line: int
    start: tuple[int, int]
    end: tuple[int, int]
    original: str
    mutated: str
    #: The whole source lines the change touches, before and after it (stripped).
    line_before: str = ""
    line_after: str = ""
    #: Which of the mutants with the same lines and operator in this function (0 first).
    occurrence: int = 0

    @property
    def key(self) -> tuple[str, str, str, str, str, int]:
        """What ``equivalent.toml`` matches: the whole lines (a bare ``0 -> -1`` could be
        any constant) and no line numbers, so edits elsewhere do not orphan an entry."""
        return (
            self.path,
            self.function,
            self.operator,
            self.line_before,
            self.line_after,
            self.occurrence,
        )

    @property
    def change(self) -> tuple[str, str, str, str, str]:
        """What a stored result is checked against: the node's text before and after."""
        return (self.path, self.function, self.operator, self.original, self.mutated)

    def apply(self, text: str) -> str:
        """``text`` (the file as read) with this mutant's change."""
        lines = text.splitlines(keepends=True)
        (l1, c1), (l2, c2) = self.start, self.end
        head = "".join(lines[: l1 - 1]) + lines[l1 - 1][:c1]
        tail = lines[l2 - 1][c2:] + "".join(lines[l2:])
        return head + self.mutated + tail


# ---------------------------------------------------------------------------------------
# Finding mutation points


def _char_col(line: str, byte_col: int) -> int:
    """ast columns count UTF-8 bytes; splicing needs characters."""
    return len(line.encode("utf-8")[:byte_col].decode("utf-8"))


def _functions(tree: ast.Module) -> Iterator[tuple[str, ast.FunctionDef | ast.AsyncFunctionDef]]:
    """Every function and method, by qualified name (``Class.method``), nested ones too."""

    def walk(node: ast.AST, prefix: str) -> Iterator[tuple[str, ast.FunctionDef]]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                yield from walk(child, f"{prefix}{child.name}.")
            elif isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                yield f"{prefix}{child.name}", child  # type: ignore[misc]
                yield from walk(child, f"{prefix}{child.name}.")

    yield from walk(tree, "")


def _skipped(func: ast.FunctionDef | ast.AsyncFunctionDef) -> set[int]:
    """Ids of nodes never mutated: the docstring, annotations, asserts (contracts, not
    behaviour), f-strings (message wording), nested functions (mutated as their own)."""
    skip: set[int] = set()

    def drop(node: ast.AST | None) -> None:
        if node is not None:
            skip.update(id(n) for n in ast.walk(node))

    body = func.body
    if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
        drop(body[0])
    for node in ast.walk(func):
        if isinstance(node, ast.arg | ast.AnnAssign):
            drop(node.annotation)
        nested = isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef)
        if isinstance(node, ast.Assert | ast.JoinedStr) or (nested and node is not func):
            drop(node)
    drop(func.returns)
    for d in func.decorator_list:
        drop(d)
    return skip


def _is_stringish(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str | bytes)


def _changes(
    node: ast.AST, inside: ast.FunctionDef | ast.AsyncFunctionDef
) -> Iterator[tuple[str, ast.AST, ast.AST]]:
    """(operator, node to replace, replacement node) for one node."""
    match node:
        case ast.Compare(left=left, ops=ops, comparators=rest):
            for k, op in enumerate(ops):
                swapped = list(ops)
                swapped[k] = _CMP_SWAP[type(op)]()
                yield "cmp", node, ast.Compare(left, swapped, rest)
        case ast.BoolOp(op=op, values=values):
            other = ast.Or() if isinstance(op, ast.And) else ast.And()
            yield "boolop", node, ast.BoolOp(other, values)
        case ast.UnaryOp(op=ast.Not(), operand=operand):
            yield "not", node, operand
        case ast.Constant(value=bool(value)):
            yield "bool", node, ast.Constant(not value)
        case ast.Constant(value=int(value)):
            yield "num", node, ast.Constant(value + 1)
            yield "num", node, ast.Constant(value - 1)
        case ast.If(test=test):
            yield "if-false", test, ast.Constant(False)
            yield "if-true", test, ast.Constant(True)
            yield "neg", test, _negated(test)
        case ast.IfExp(test=test):
            yield "if-false", test, ast.Constant(False)
            yield "neg", test, _negated(test)
        case ast.Expr(value=ast.Call()) | ast.AugAssign() | ast.Raise() | ast.Break():
            yield "del", node, ast.Pass()
        case ast.Assign(targets=targets) if all(
            isinstance(t, ast.Attribute | ast.Subscript) for t in targets
        ):
            yield "del", node, ast.Pass()
        case ast.Continue():
            yield "del", node, ast.Pass()
        case ast.Return(value=ast.Call() as value) if _may_return_none(inside):
            # In a function that may answer None (a check: refusal or None), answering
            # None instead of the built value is the plausible slip: a refusal lost.
            yield "return-none", value, ast.Constant(None)
        case ast.BinOp(left=left, op=op, right=right):
            plain = not any(_is_num(x) or _is_stringish(x) for x in (left, right))
            if isinstance(op, ast.Add) and plain:
                yield "swap", node, ast.BinOp(right, op, left)
            if type(op) in _ARITH_SWAP and (
                not isinstance(op, ast.Add | ast.Sub) or _is_num(left) or _is_num(right)
            ):
                yield "arith", node, ast.BinOp(left, _ARITH_SWAP[type(op)](), right)
        case ast.Call(func=func, args=args, keywords=keywords):
            yield from _call_changes(node, func, args, keywords)
        case ast.Subscript(value=value, slice=ast.Slice(lower=lower, upper=upper, step=step)):
            if lower is None and upper is None and _is_minus_one(step):
                yield "rev", node, value
            for bound in (lower, upper):
                if bound is not None and not _is_num(bound) and not _is_minus_one(bound):
                    yield "slice", bound, ast.BinOp(bound, ast.Add(), ast.Constant(1))


def _negated(test: ast.expr) -> ast.expr:
    """``not test``, or ``test`` itself where it is a ``not``."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        return test.operand
    return ast.UnaryOp(ast.Not(), test)


def _is_minus_one(node: ast.expr | None) -> bool:
    return (
        isinstance(node, ast.UnaryOp)
        and isinstance(node.op, ast.USub)
        and isinstance(node.operand, ast.Constant)
        and node.operand.value == 1
    )


def _call_changes(
    node: ast.Call, func: ast.expr, args: list[ast.expr], keywords: list[ast.keyword]
) -> Iterator[tuple[str, ast.AST, ast.AST]]:
    """A call's mutants: min/max bypassed (arith), a private helper bypassed (call), the
    first two positional arguments swapped (args)."""
    name = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
    plain = [a for a in args[:2] if not isinstance(a, ast.Starred)]
    if name in ("min", "max"):
        if len(args) == 2 and not keywords:
            yield "arith", node, args[0]
        return  # commutative: swapping their arguments changes nothing
    if name.startswith("_") and not name.startswith("__") and plain and args[0] is plain[0]:
        yield "call", node, args[0]
    if len(plain) == 2 and ast.dump(plain[0]) != ast.dump(plain[1]):
        yield "args", node, ast.Call(func, [plain[1], plain[0], *args[2:]], keywords)


def _is_num(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, int) and not isinstance(node.value, bool)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "len"


def _may_return_none(func: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    returns = func.returns
    return returns is not None and "None" in ast.unparse(returns)


def _unparse(node: ast.AST) -> str:
    text = ast.unparse(node)
    # A replacement stands where an expression stood: keep it one expression.
    return (
        f"({text})" if isinstance(node, ast.expr) and not isinstance(node, ast.Constant) else text
    )


#: The folders whose files a mutant's id names by their base name alone, as before the
#: house had wings (their ids are kept: equivalent.toml and the tests name them).
_FLAT = frozenset({"rules", "env", "conformance"})


def _short(path: str) -> str:
    """The file's name in a mutant's id: a folder's face by the folder (``state.py`` for
    ``bohnanza/state/__init__.py``, as before it was a folder), a part of a wing by its
    folder and name (``play/commands.py``), the files of ``_FLAT`` by their name."""
    file = Path(path)
    if file.name == "__init__.py":
        return f"{file.parent.name}.py"
    if file.parent.name in _FLAT or file.parent.name == "bohnanza":
        return file.name
    return f"{file.parent.name}/{file.name}"


def mutants_of(path: str, text: str, group: str = "core") -> list[Mutant]:
    """Every mutant of the function bodies of one file, in source order."""
    tree = ast.parse(text)
    lines = text.splitlines(keepends=True)
    found: list[Mutant] = []
    seen: Counter[str] = Counter()
    short = _short(path)
    for name, func in _functions(tree):
        skip = _skipped(func)
        for node in ast.walk(func):
            if id(node) in skip or node is func:
                continue
            for op, target, replacement in _changes(node, func):
                if not isinstance(target, ast.expr | ast.stmt) or target.end_lineno is None:
                    continue
                l1, l2 = target.lineno, target.end_lineno
                c1 = _char_col(lines[l1 - 1], target.col_offset)
                c2 = _char_col(lines[l2 - 1], target.end_col_offset or 0)
                before = ast.get_source_segment(text, target) or ""
                after = _unparse(replacement)
                stem = f"{group}:{short}:{name}:{op}"
                mutant = Mutant(
                    f"{stem}:{seen[stem]}", group, path, name, op, l1, (l1, c1), (l2, c2),
                    before, after,
                )  # fmt: skip
                seen[stem] += 1
                found.append(mutant)
    found.sort(key=lambda m: (m.start, m.id))
    # The whole lines before and after, and the occurrence among identical ones.
    same: Counter[tuple[str, str, str, str, str]] = Counter()
    for k, m in enumerate(found):
        (l1, _), (l2, _) = m.start, m.end
        span = "".join(lines[l1 - 1 : l2])
        changed = m.apply(text).splitlines(keepends=True)
        span_after = "".join(changed[l1 - 1 : l1 - 1 + len(changed) - len(lines) + l2 - l1 + 1])
        before_text, after_text = _strip(span), _strip(span_after)
        stem5 = (m.path, m.function, m.operator, before_text, after_text)
        found[k] = replace(
            m, line_before=before_text, line_after=after_text, occurrence=same[stem5]
        )
        same[stem5] += 1
    return found


def _strip(span: str) -> str:
    return "\n".join(line.strip() for line in span.splitlines())


def _glob(root: Path, patterns: Sequence[str]) -> list[str]:
    files: list[str] = []
    for pattern in patterns:
        for p in sorted(root.glob(pattern)):
            name = str(p.relative_to(root))
            if p.is_file() and name not in files:
                files.append(name)
    return files


def group_of(root: Path, path: str) -> str:
    """The group of a module (``REST`` when no group names it)."""
    for name, patterns in GROUPS.items():
        if path in _glob(root, patterns):
            return name
    return REST


def resolve(root: Path, spec: str, package: str = "bohnanza") -> list[str]:
    """The files a group name (``REST`` and ``ALL`` included), a file path or a glob
    names, relative to ``root``."""
    if spec in (REST, ALL):
        every = _glob(root, (f"{package}/*.py", f"{package}/**/*.py"))
        if spec == ALL:
            return every
        named = {f for patterns in GROUPS.values() for f in _glob(root, patterns)}
        return [f for f in every if f not in named]
    return _glob(root, GROUPS.get(spec, (spec,)))


def sample(
    mutants: Sequence[Mutant], size: int, seed: int, spread: str = "function"
) -> list[Mutant]:
    """A seeded sample that reaches every function (``spread="function"``) or every
    module (``"module"``): one mutant from each first, then the rest spread by the number
    of points.  Reaching every function takes about 830 mutants for the whole package,
    several hours of tests here; every module, the size asked for.  A size below the
    number of functions (modules) draws that many of them, one mutant each: the sample
    never exceeds the size asked for."""
    rng = random.Random(seed)
    by_unit: dict[tuple[str, str], list[Mutant]] = defaultdict(list)
    for m in mutants:
        by_unit[m.path, m.function if spread == "function" else ""].append(m)
    pools = {k: rng.sample(v, len(v)) for k, v in sorted(by_unit.items())}
    chosen: list[Mutant] = []
    if size < len(pools):
        reached = sorted(rng.sample(sorted(pools), size))
        chosen = [pools[k].pop() for k in reached]
        chosen.sort(key=lambda m: (m.path, m.start, m.id))
        return chosen
    # Round one: every function (module) once; then drawn by points.
    for pool in pools.values():
        chosen.append(pool.pop())
    left = [m for pool in pools.values() for m in pool]
    extra = max(0, size - len(chosen))
    chosen.extend(rng.sample(left, min(extra, len(left))))
    chosen.sort(key=lambda m: (m.path, m.start, m.id))
    return chosen


# ---------------------------------------------------------------------------------------
# Equivalent mutants


@dataclass(frozen=True)
class Equivalent:
    """One reviewed equivalent mutant: where, what, and why no test can tell."""

    file: str
    function: str
    operator: str
    original: str
    mutated: str
    reason: str
    occurrence: int = 0

    @property
    def key(self) -> tuple[str, str, str, str, str, int]:
        return (
            self.file,
            self.function,
            self.operator,
            _strip(self.original),
            _strip(self.mutated),
            self.occurrence,
        )


Key = tuple[str, str, str, str, str, int]


def load_equivalents(path: Path = EQUIVALENT) -> dict[Key, Equivalent]:
    """The reviewed list (``original``/``mutated``: the whole source lines of the change,
    indentation ignored); an entry without a reason is an error."""
    data = tomllib.loads(path.read_text(encoding="utf-8")) if path.is_file() else {}
    out: dict[Key, Equivalent] = {}
    for entry in data.get("equivalent", []):
        texts = {k: str(entry[k]) for k in ("file", "function", "operator", "original")}
        eq = Equivalent(
            **texts,
            mutated=str(entry["mutated"]),
            reason=str(entry["reason"]),
            occurrence=int(entry.get("occurrence", 0)),
        )
        if not eq.reason.strip():
            raise SystemExit(f"{path}: the entry for {eq.key} gives no reason")
        out[eq.key] = eq
    return out


# ---------------------------------------------------------------------------------------
# Running


GUARD = '''\
"""Written by tests/mutants/mutate.py: stop unless the package imported is the mutant."""

import hashlib
import importlib
import os
from pathlib import Path

import pytest


def pytest_sessionstart(session: pytest.Session) -> None:
    here = Path(os.environ["MUTANT_COPY"]).resolve()
    module = importlib.import_module(os.environ["MUTANT_MODULE"])
    found = Path(module.__file__ or "").resolve()
    digest = hashlib.sha256(found.read_bytes()).hexdigest()
    if here not in found.parents or digest != os.environ["MUTANT_SHA256"]:
        pytest.exit(f"MUTANT GUARD: imported {found}, not the mutant in {here}", returncode=4)
'''
GUARD_EXIT = 4


@dataclass
class Outcome:
    """What the layers made of one mutant (``status``: killed, timeout, survived)."""

    id: str
    status: str
    key: list[str] = field(default_factory=list)
    layer: str = ""
    seconds: float = 0.0
    detail: str = ""
    layers: dict[str, float] = field(default_factory=dict)


class Copy:
    """A private copy of the repository in which mutants are planted one at a time."""

    COPIED = ("pyproject.toml", "README.md", "noxfile.py", "setup.py", "MANIFEST.in", "LICENSE")
    #: Linked, not copied: what no mutant changes.  The features are copied: pytest-bdd
    #: names a scenario by its file's real path, which must lie inside the copy (the
    #: living docs read a run's report back as ``features/...``).
    LINKED = ("specs", "docs", ".ci", "examples")

    def __init__(self, root: Path, package: str, base: Path) -> None:
        self.root = root
        self.package = package
        self.dir = Path(tempfile.mkdtemp(prefix="mutants-", dir=base))
        for name in (package, "tests", "features"):
            if (root / name).is_dir():
                shutil.copytree(
                    root / name, self.dir / name, ignore=shutil.ignore_patterns("__pycache__")
                )
        for name in self.COPIED:
            if (root / name).is_file():
                shutil.copy2(root / name, self.dir / name)
        for name in self.LINKED:
            if (root / name).exists():
                (self.dir / name).symlink_to(root / name)
        (self.dir / "mutant_guard.py").write_text(GUARD, encoding="utf-8")
        self.pristine: dict[str, str] = {}

    def run_layer(
        self, mutant: Mutant | None, paths: Sequence[str], timeout: float, python: str
    ) -> tuple[str, float, str]:
        """Run one layer: ("passed" | "failed" | "timeout", seconds, first error line)."""
        target = mutant.path if mutant else f"{self.package}/__init__.py"
        text = (self.dir / target).read_bytes()
        module = target.removesuffix(".py").removesuffix("/__init__").replace("/", ".")
        env = {
            **os.environ,
            "PYTHONDONTWRITEBYTECODE": "1",
            "PYTHONPATH": str(self.dir),
            "HYPOTHESIS_PROFILE": os.environ.get("HYPOTHESIS_PROFILE", "ci"),
            "MUTANT_COPY": str(self.dir),
            "MUTANT_MODULE": module,
            "MUTANT_SHA256": hashlib.sha256(text).hexdigest(),
            # The copy lives in a temporary folder: the tests that quote the rulebooks
            # find them beside the real checkout, as they would there.
            "BOHNANZA_RULEBOOKS": os.environ.get(
                "BOHNANZA_RULEBOOKS", str(self.root.parent / "shared" / "rulebooks")
            ),
        }
        args = [python, "-B", "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider"]
        args += ["-p", "mutant_guard", *paths]
        # A pytest ended by a signal this tool did not send says nothing of the mutant the
        # first time (another process's kill on a shared machine): the layer runs again,
        # once.  Ended so twice, a mutant's layer failed (its tests died: a mutant may
        # leave a signal unhandled that its tests send); the unmutated copy's stops the run.
        for attempt in range(2):
            started = time.monotonic()
            proc = subprocess.Popen(
                args,
                cwd=self.dir,
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.STDOUT,
                text=True,
                start_new_session=True,  # its own process group, killed whole on timeout
            )
            try:
                out, _ = proc.communicate(timeout=timeout)
            except subprocess.TimeoutExpired:
                os.killpg(proc.pid, signal.SIGKILL)
                proc.communicate()
                return "timeout", time.monotonic() - started, f"over {timeout:.0f} s"
            if proc.returncode >= 0 or attempt:
                break
            print(f"pytest ended by signal {-proc.returncode}: the layer runs again", flush=True)
        seconds = time.monotonic() - started
        if proc.returncode == GUARD_EXIT or "MUTANT GUARD" in out:
            raise SystemExit(f"the guard stopped the run:\n{out[-2000:]}")
        if proc.returncode == 0:
            return "passed", seconds, ""
        if proc.returncode < 0 and mutant is not None:
            return "failed", seconds, f"pytest ended by signal {-proc.returncode}"
        if proc.returncode == 3 and mutant is not None and f"{self.dir}/{mutant.path}" in out:
            # pytest's internal error, raised from the mutated file itself: the mutant
            # breaks the package as it is imported (the guard imports it first).
            return "failed", seconds, "the mutated package fails at import"
        if proc.returncode not in (1, 2):  # 1: tests failed; 2: collection errors
            raise SystemExit(f"pytest could not run ({proc.returncode}):\n{out[-2000:]}")
        return "failed", seconds, _first_error(out)

    def original(self, path: str) -> str:
        """The file as copied at the start: the mutants' positions were read from it, and
        edits made to the checkout during a long run must not reach the copy."""
        if path not in self.pristine:
            self.pristine[path] = (self.dir / path).read_text(encoding="utf-8")
        return self.pristine[path]

    def plant(self, mutant: Mutant) -> None:
        text = mutant.apply(self.original(mutant.path))
        (self.dir / mutant.path).write_text(text, encoding="utf-8")

    def restore(self, mutant: Mutant) -> None:
        (self.dir / mutant.path).write_text(self.original(mutant.path), encoding="utf-8")

    def remove(self) -> None:
        shutil.rmtree(self.dir, ignore_errors=True)


def _first_error(out: str) -> str:
    for line in out.splitlines():
        if line.startswith("E ") or line.startswith("FAILED") or "Error" in line:
            return line.strip()[:200]
    return out.strip().splitlines()[-1][:200] if out.strip() else ""


def run_mutant(
    copy: Copy,
    mutant: Mutant,
    layers: Sequence[str],
    timeouts: Mapping[str, float],
    python: str,
) -> Outcome:
    """Plant ``mutant`` in ``copy``, run the layers in order (``()``: its group's,
    ``layers_of``), stop at the first failure.

    Every operator builds valid code by construction; a mutant that does not compile all
    the same is reported "invalid" (and left out of the score), not "killed"."""
    try:
        compile(mutant.apply(copy.original(mutant.path)), "m", "exec")
    except SyntaxError as exc:
        return Outcome(mutant.id, "invalid", list(mutant.change), detail=str(exc))
    copy.plant(mutant)
    try:
        result = Outcome(mutant.id, "survived", list(mutant.change))
        for layer in layers_of(mutant.group, layers):
            verdict, seconds, detail = copy.run_layer(
                mutant, LAYERS[layer], timeouts[layer], python
            )
            result.layers[layer] = round(seconds, 1)
            result.seconds += seconds
            if verdict != "passed":
                result.status = "killed" if verdict == "failed" else "timeout"
                result.layer, result.detail = layer, detail
                break
        result.seconds = round(result.seconds, 1)
        return result
    finally:
        copy.restore(mutant)


# ---------------------------------------------------------------------------------------
# Reporting


@dataclass
class Tally:
    """Mutants of one group, module or function: killed (a timeout counts as killed),
    survived, and left out as listed equivalents."""

    killed: int = 0
    survived: int = 0
    equivalent: int = 0

    @property
    def run(self) -> int:
        return self.killed + self.survived

    @property
    def rate(self) -> str:
        return f"{100 * self.killed / self.run:.1f}%" if self.run else "-"

    def count(self, status: str) -> None:
        if status == "survived":
            self.survived += 1
        else:
            self.killed += 1


#: A mutant's runs, oldest first, as the results file holds them.
History = Mapping[str, Sequence[Outcome]]


def _runs_of(mutant: Mutant, history: History) -> list[Outcome]:
    """The runs of ``mutant`` on its current source text (a run of another text is not
    its run) that gave a verdict ("invalid": the mutant is not a program)."""
    return [
        o
        for o in history.get(mutant.id, ())
        if tuple(o.key) == mutant.change and o.status != "invalid"
    ]


@dataclass
class Summary:
    """The figures of a sample: per group, module and function, each mutant's first run
    on its source (before any test was written for the sample) and its latest run."""

    first: dict[str, dict[str, Tally]]
    now: dict[str, dict[str, Tally]]
    #: The first run's survivors, with their latest run.
    survivors: list[tuple[Mutant, Outcome]]
    #: The mutants left out: listed equivalent, with the entry that says why.
    equivalents: list[tuple[Mutant, Equivalent]]
    waiting: int
    #: Mutants whose mutated file does not compile (none, by construction): not scored.
    invalid: int = 0
    text: str = ""

    @property
    def groups(self) -> dict[str, Tally]:
        """The first run's tallies per group (``--require`` checks them)."""
        return self.first["group"]


def summarise(
    mutants: Sequence[Mutant],
    history: History,
    equivalents: Mapping[Key, Equivalent],
    heading: str = "",
) -> Summary:
    """The report of a sample: kill rates per group, per module and per function of each
    mutant's *first* run on its source (the sample's figure before any review: a test
    written afterwards for a survivor does not change it) and of its latest run (after
    ``--rerun-survivors``); the first run's survivors with their change and what became
    of them; the mutants left out, only those that ``equivalent.toml`` lists, each with
    its reason.  A timeout counts as killed."""
    first: dict[str, dict[str, Tally]] = {k: defaultdict(Tally) for k in _LEVELS}
    now: dict[str, dict[str, Tally]] = {k: defaultdict(Tally) for k in _LEVELS}
    survivors: list[tuple[Mutant, Outcome]] = []
    left_out: list[tuple[Mutant, Equivalent]] = []
    waiting = invalid = 0
    for m in mutants:
        names = {"group": (m.group, ALL), "module": (m.path,), "function": (_func(m),)}
        listed = equivalents.get(m.key)
        runs = _runs_of(m, history)
        if listed is None and not runs:
            tried = history.get(m.id, ())
            if any(tuple(o.key) == m.change and o.status == "invalid" for o in tried):
                invalid += 1
            else:
                waiting += 1  # not run yet
            continue
        for level, keys in names.items():
            for name in keys:
                if listed is not None:
                    first[level][name].equivalent += 1
                    now[level][name].equivalent += 1
                else:
                    first[level][name].count(runs[0].status)
                    now[level][name].count(runs[-1].status)
        if listed is not None:
            left_out.append((m, listed))
        elif runs[0].status == "survived":
            survivors.append((m, runs[-1]))
    summary = Summary(
        {k: dict(v) for k, v in first.items()},
        {k: dict(v) for k, v in now.items()},
        survivors,
        left_out,
        waiting,
        invalid,
    )
    summary.text = _report(summary, heading)
    return summary


_LEVELS = ("group", "module", "function")


def _func(m: Mutant) -> str:
    return f"{m.path}:{m.function}"


def _cell(t: Tally) -> str:
    return f"{t.killed}/{t.run} {t.rate}" if t.run else "-"


def _report(s: Summary, heading: str) -> str:
    out = [heading] if heading else []
    out += [
        "kill rate = killed / run (a timeout counts as killed). Left out: only the mutants "
        "listed in",
        "equivalent.toml, each with its reason below. 'first run': each mutant's first run on this",
        "source, the sample's figure before any review; 'now': its latest run (--rerun-survivors).",
        "",
    ]
    for level in _LEVELS:
        width = 58 if level != "group" else 20
        out.append(f"{'by ' + level:<{width}} {'first run':>16} {'now':>16} {'equiv':>5}")
        names = sorted(s.first[level], key=lambda n: (n == ALL, n))
        for name in names:
            a, b = s.first[level][name], s.now[level][name]
            out.append(f"{name:<{width}} {_cell(a):>16} {_cell(b):>16} {a.equivalent:>5}")
        out.append("")
    still = sum(o.status == "survived" for _, o in s.survivors)
    out.append(f"survivors of the first run: {len(s.survivors)} ({still} still survive)")
    for m, latest in s.survivors:
        became = "survives" if latest.status == "survived" else f"now {latest.status}"
        if latest.layer and latest.status != "survived":
            became += f" by {latest.layer}"
        out.append(f"  {m.id}  {m.path}:{m.line}  [{m.operator}]  ({became})")
        out.append(f"      - {m.line_before}".replace("\n", "\n        "))
        out.append(f"      + {m.line_after}".replace("\n", "\n        "))
    out.append("")
    out.append(f"left out as reviewed equivalent (equivalent.toml): {len(s.equivalents)}")
    for m, eq in s.equivalents:
        out.append(f"  {m.id}  {m.path}:{m.line}  [{m.operator}]  {m.original!r} -> {m.mutated!r}")
        out.append(f"      why: {' '.join(eq.reason.split())}")
    if s.invalid:
        out.append(f"\nnot a program (the mutated file does not compile), not scored: {s.invalid}")
    if s.waiting:
        out.append(f"\nnot run yet: {s.waiting}")
    return "\n".join(out)


# ---------------------------------------------------------------------------------------
# Command line


def _targets(root: Path, specs: Sequence[str]) -> list[tuple[str, list[str], int]]:
    out = []
    for spec in specs:
        name, _, size = spec.partition("=")
        files = resolve(root, name)
        if not files:
            raise SystemExit(f"--target {spec}: no file matches")
        out.append((name, files, int(size or 0)))
    return out


def collect(
    root: Path,
    specs: Sequence[str],
    seed: int,
    spread: str = "function",
    operators: Sequence[str] = (),
) -> tuple[list[Mutant], list[Mutant]]:
    """(every mutant, the sample) of the targets ``name=size``; size 0 takes them all;
    ``operators``, when given, keeps only the mutants of those operators."""
    every: list[Mutant] = []
    chosen: list[Mutant] = []
    for name, files, size in _targets(root, specs):
        group = [
            m
            for f in files
            for m in mutants_of(
                f,
                (root / f).read_text(encoding="utf-8"),
                group_of(root, f) if name == ALL else name,
            )
            if not operators or m.operator in operators
        ]
        every.extend(group)
        chosen.extend(sample(group, size, seed, spread) if size else group)
    return every, chosen


def commit_seed(root: Path) -> tuple[int, str]:
    """The sample's seed drawn from the commit checked out at ``root`` (its first 8 hex
    digits), with where it came from; a tree outside git gets a seed from the clock."""
    done = subprocess.run(
        ["git", "rev-parse", "--show-toplevel", "HEAD"],
        cwd=root,
        capture_output=True,
        text=True,
        check=False,
    )
    lines = done.stdout.split()
    # The commit of ``root``'s own checkout, not of a repository it happens to lie in.
    if (
        done.returncode == 0
        and len(lines) == 2
        and Path(lines[0]).resolve() == root.resolve()
        and re.fullmatch(r"[0-9a-f]{40}", lines[1])
    ):
        return int(lines[1][:8], 16), f"from commit {lines[1][:10]}"
    seed = time.time_ns() % 2**32
    return seed, "from the clock: not a git checkout"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("command", choices=["list", "run", "show", "report"])
    parser.add_argument("ids", nargs="*", help="mutant ids (show; run: only these)")
    parser.add_argument(
        "--target",
        action="append",
        help=(
            "GROUP|FILE|GLOB=SIZE, repeatable (groups: core, elsewhere, inputs, players, "
            "conformance, env, interface, all; default core=150)"
        ),
    )
    parser.add_argument(
        "--seed",
        type=int,
        default=None,
        help="the sample's seed (default: drawn from the commit, so each commit meets a "
        "sample its tests were not written against; printed)",
    )
    parser.add_argument(
        "--spread",
        choices=["function", "module"],
        default="function",
        help="the sample reaches every function (default) or every module first",
    )
    parser.add_argument("-j", "--jobs", type=int, default=1, help="mutants run at once")
    parser.add_argument(
        "--layers", default="", help="LAYER,LAYER (default: each group's, GROUP_LAYERS)"
    )
    parser.add_argument("--timeout", action="append", default=[], help="LAYER=SECONDS")
    parser.add_argument(
        "--results",
        default="",
        help="the results file (default: tests/mutants/.results/seed-SEED.jsonl, one per "
        "sample, so a new sample never reuses the verdicts of tests since changed)",
    )
    parser.add_argument(
        "--sample-of",
        default="",
        help="RESULTS: the sample is the mutants that file names, those the source still has "
        "(a later commit rerun on the same mutants)",
    )
    parser.add_argument(
        "--operators",
        default="",
        help="OP,OP: only mutants of these operators (see OPERATORS; default: all)",
    )
    parser.add_argument("--fresh", action="store_true", help="forget earlier results")
    parser.add_argument("--run-equivalent", action="store_true", help="run listed ones too")
    parser.add_argument("--rerun-survivors", action="store_true", help="after new tests")
    parser.add_argument("--require", action="append", default=[], help="GROUP=PERCENT")
    parser.add_argument("--root", default=str(ROOT))
    parser.add_argument("--package", default="bohnanza")
    parser.add_argument("--python", default=sys.executable)
    ns = parser.parse_args(argv)
    root = Path(ns.root).resolve()
    seed, origin = (ns.seed, "given") if ns.seed is not None else commit_seed(root)
    heading = f"sample seed {seed} ({origin})"
    if ns.command == "run":
        print(heading, flush=True)
    targets = ns.target or ["core=150"]
    if ns.command == "show" and not ns.target:
        # A mutant's id starts with its group: show finds it without --target.
        targets = sorted({f"{i.partition(':')[0]}=1" for i in ns.ids}) or targets
    operators = [x for x in ns.operators.split(",") if x]
    wrong = [x for x in operators if x not in OPERATORS]
    if wrong:
        raise SystemExit(
            f"--operators: unknown operator {wrong[0]} (operators: {', '.join(OPERATORS)})"
        )
    every, chosen = collect(root, targets, seed, ns.spread, operators)
    if ns.sample_of:
        named = [
            json.loads(line)["id"]
            for line in Path(ns.sample_of).read_text(encoding="utf-8").splitlines()
        ]
        known = {m.id: m for m in every}
        chosen = [known[i] for i in dict.fromkeys(named) if i in known]
        gone = len(dict.fromkeys(named)) - len(chosen)
        print(f"sample of {ns.sample_of}: {len(chosen)} mutants, {gone} no longer in the source")
    equivalents = load_equivalents(Path(root / "tests" / "mutants" / "equivalent.toml"))

    if ns.command == "list":
        per: Counter[str] = Counter(f"{m.path}:{m.function}" for m in every)
        picked: Counter[str] = Counter(f"{m.path}:{m.function}" for m in chosen)
        for name in sorted(per):
            print(f"{name:<60} {per[name]:>4} points {picked[name]:>3} sampled")
        print(f"{len(every)} points, {len(chosen)} sampled, {len(per)} functions")
        return 0
    if ns.command == "show":
        known = {m.id: m for m in every}
        unknown = [i for i in ns.ids if i not in known]
        if unknown:
            print(f"no such mutant: {', '.join(unknown)}", file=sys.stderr)
            return 2
        for i in ns.ids:
            m = known[i]
            listed = equivalents.get(m.key)
            print(f"{m.id}  {m.path}:{m.line}  [{m.operator}]")
            print(f"  - {m.original}\n  + {m.mutated}")
            print(f"  line before: {m.line_before}\n  line after:  {m.line_after}")
            print(f"  occurrence: {m.occurrence}")
            if listed is not None:
                print(f"  listed equivalent: {' '.join(listed.reason.split())}")
        return 0

    results = Path(ns.results) if ns.results else HERE / ".results" / f"seed-{seed}.jsonl"
    results.parent.mkdir(parents=True, exist_ok=True)
    if ns.fresh and results.exists():
        results.unlink()
    history: dict[str, list[Outcome]] = defaultdict(list)
    if results.exists():
        for line in results.read_text(encoding="utf-8").splitlines():
            o = Outcome(**json.loads(line))
            history[o.id].append(o)
    outcomes = {k: runs[-1] for k, runs in history.items()}
    if ns.command == "run":
        layers = [x for x in ns.layers.split(",") if x]
        unknown = [x for x in layers if x not in LAYERS]
        if unknown:
            raise SystemExit(f"--layers: unknown layer {unknown[0]} (layers: {', '.join(LAYERS)})")
        timeouts = dict(TIMEOUTS)
        for spec in ns.timeout:
            layer, _, secs = spec.partition("=")
            timeouts[layer] = float(secs)
        todo = [
            m
            for m in chosen
            if (
                m.id not in outcomes
                or tuple(outcomes[m.id].key) != m.change
                or (ns.rerun_survivors and outcomes[m.id].status == "survived")
            )
            and (not ns.ids or m.id in ns.ids)
            and (ns.run_equivalent or m.key not in equivalents)
        ]
        _run(root, ns.package, todo, layers, timeouts, ns.jobs, ns.python, results, history)
    summary = summarise(chosen, history, equivalents, f"{heading}; results in {results}")
    print(summary.text)
    failed = False
    for spec in ns.require:
        # The first run: the sample's figure before any review of its survivors.
        name, _, pct = spec.partition("=")
        t = summary.groups.get(name, Tally())
        if t.run and 100 * t.killed < float(pct) * t.run:
            print(f"REQUIRED {name} >= {pct}% on the first run: got {t.rate}")
            failed = True
    return 1 if failed else 0


def _run(
    root: Path,
    package: str,
    todo: Sequence[Mutant],
    layers: Sequence[str],
    timeouts: Mapping[str, float],
    jobs: int,
    python: str,
    results: Path,
    history: dict[str, list[Outcome]],
) -> None:
    base = Path(tempfile.mkdtemp(prefix="bohnanza-mutants-"))
    copies = [Copy(root, package, base) for _ in range(max(1, jobs))]
    try:
        # The unmutated copy must pass every layer, or no verdict means anything.
        limits = dict(timeouts)
        used: list[str] = []
        for m in todo:
            used += [x for x in layers_of(m.group, layers) if x not in used]
        for layer in used:
            verdict, seconds, detail = copies[0].run_layer(None, LAYERS[layer], 3600, python)
            print(f"baseline {layer}: {verdict} in {seconds:.1f} s {detail}", flush=True)
            if verdict != "passed":
                raise SystemExit(f"the baseline fails layer {layer}: {detail}")
            # On a loaded machine a layer runs slower: a limit below four times the
            # baseline would count slowness as a kill.
            limits[layer] = max(limits[layer], 4 * seconds)
        print("time limits: " + ", ".join(f"{k} {v:.0f} s" for k, v in limits.items()))
        free = list(copies)
        done = 0

        def one(m: Mutant) -> Outcome:
            copy = free.pop()
            try:
                return run_mutant(copy, m, layers, limits, python)
            finally:
                free.append(copy)

        with ThreadPoolExecutor(max_workers=len(copies)) as pool, results.open("a") as sink:
            for o in pool.map(one, todo):
                done += 1
                history[o.id].append(o)
                sink.write(json.dumps(asdict(o)) + "\n")
                sink.flush()
                where = f" by {o.layer}" if o.layer else ""
                print(f"[{done}/{len(todo)}] {o.id}: {o.status}{where} ({o.seconds} s)", flush=True)
    finally:
        for copy in copies:
            copy.remove()
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    raise SystemExit(main())
