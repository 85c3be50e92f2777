"""Build script: the package, compiled by mypyc where a C compiler is present, else pure Python.

Everything declarative lives in ``pyproject.toml``; this file only adds what cannot be declared
there: the mypyc extensions and the copy of the rule catalogue into the package.

- ``MYPYC_MODULES`` lists the modules mypyc compiles.  Each extension is marked optional: when
  the compiler fails, setuptools warns and installs the ``.py`` files, which behave the same.
- Without a C compiler (nothing at ``$CC``, or the compiler Python was built with), mypyc is not
  even imported and mypy is not asked for as a build requirement, so such an install stays quick.
- ``BOHNANZA_PURE=1`` forces the pure build.  An editable install (``pip install -e .``) is
  pure unless ``BOHNANZA_PURE=0`` asks for mypyc: a compiled editable install would put the
  ``.so`` files beside the sources, where they shadow the ``.py`` files being edited.
- ``bohnanza.COMPILED`` tells at run time which build is installed.

This is not ``bohnanza/setup.py``, which sets up games.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from glob import glob
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent

#: The modules mypyc compiles (paths from the repository root): the rules core (the state,
#: the referee's dispatch, every mechanism under ``bohnanza/rules``), the moves (``actions``;
#: the checks of their fields and their text form in ``action_*``) and their shape checks
#: (``boundary``), the player views and a seat's offers (``views``, ``seat``), the public
#: ``legal_actions`` and ``new_game`` (``listing``, ``setup``), every built-in bot (``bots``:
#: the benchmark's, the in-core playouts and the view bots), and the environments' inner loop
#: and fast seats (``env/core``, ``env/greedy``: no numpy there, they import without the
#: ``rl`` extra).  Whatever is listed must type-check under mypy --strict and stay inside
#: mypyc's subset.  Two rules keep both builds alike:
#:
#: - mypyc checks the type of every typed parameter of a compiled function called from
#:   Python (an ``int``, a ``str``, a union of them, a compiled class) and answers a wrong
#:   one with its bare ``TypeError``: a public function takes such parameters as ``object``
#:   and checks them itself (``apply``, ``check``, ``playout``), with typed ``@overload``s
#:   where its users need a typed signature (``legal_actions``, ``new_game``, ``compose``).
#: - a class deriving from an ABC such as ``Sequence`` must be built as a Python class
#:   (``listing``'s sequences carry a decorator for that, and derive from the interpreted
#:   ``bohnanza/lazy.py``: a base mypyc would compile could not be a ``Sequence``).
MYPYC_MODULES = [
    "bohnanza/_build.py",
    "bohnanza/actions/fields.py",
    "bohnanza/actions/text.py",
    "bohnanza/actions/__init__.py",
    "bohnanza/boundary.py",
    "bohnanza/bots/__init__.py",
    "bohnanza/env/core.py",
    "bohnanza/env/greedy.py",
    "bohnanza/invariants.py",
    "bohnanza/listing.py",
    "bohnanza/position/text.py",
    "bohnanza/referee.py",
    *sorted(glob("bohnanza/rules/*.py")),
    "bohnanza/seat.py",
    "bohnanza/setup.py",
    "bohnanza/state/player.py",
    "bohnanza/state/__init__.py",
    "bohnanza/state/table.py",
    "bohnanza/bots/seated.py",
    "bohnanza/views.py",
]

#: mypy carries mypyc; asked for only when a compiled build is attempted.
MYPY_REQUIREMENT = "mypy>=1.15"

#: The setup.py commands that compile; the others (egg_info, sdist) never run mypyc.
COMPILING_COMMANDS = frozenset(
    {"build", "build_ext", "bdist_wheel", "bdist", "editable_wheel", "develop", "install"}
)


def _runtime_requirements() -> list[str]:
    """The package's dependencies: mypy needs them while compiling, to know their types."""
    with (ROOT / "pyproject.toml").open("rb") as file:
        return [str(r) for r in tomllib.load(file)["project"]["dependencies"]]


#: The commands of an editable install: pure unless BOHNANZA_PURE=0 asks for mypyc, since
#: compiled modules beside the sources would shadow every later edit of them.
EDITABLE_COMMANDS = frozenset({"editable_wheel", "develop"})


def _pure_forced() -> bool:
    asked = os.environ.get("BOHNANZA_PURE", "").strip()
    if asked:
        return asked != "0"
    return bool(EDITABLE_COMMANDS.intersection(sys.argv[1:]))


def _c_compiler() -> str | None:
    """The C compiler setuptools would run here, if it is on this machine."""
    if os.name == "nt":
        # setuptools locates MSVC itself; if it is missing, the optional extensions fail
        # and the pure build is installed all the same.
        return "msvc"
    command = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    argv = shlex.split(command)
    return shutil.which(argv[0]) if argv else None


def _extensions() -> tuple[list[Any], list[str]]:
    """The mypyc extensions to build and the build requirements they need."""
    if _pure_forced():
        print(
            "bohnanza: pure-Python build (BOHNANZA_PURE, or an editable install: "
            "BOHNANZA_PURE=0 compiles it)",
            file=sys.stderr,
        )
        return [], []
    if _c_compiler() is None:
        print("bohnanza: no C compiler found: pure-Python build", file=sys.stderr)
        return [], []
    requirements = [MYPY_REQUIREMENT, *_runtime_requirements()]
    if not COMPILING_COMMANDS.intersection(sys.argv[1:]):
        # The first pass of a PEP 517 build (egg_info) asks for the build requirements, before
        # they are installed: name them, and the frontend installs them for the real build.
        return [], requirements
    try:
        from mypyc.build import mypycify
    except ImportError:
        print("bohnanza: mypy (mypyc) is not installed: pure-Python build", file=sys.stderr)
        return [], requirements
    try:
        extensions = mypycify(MYPYC_MODULES, opt_level="3", debug_level="0")
    except (Exception, SystemExit) as error:
        # mypyc type-checks first and exits on a type error: an install must not fail on
        # that, so such a tree installs pure (and nox's compiled session, which insists on
        # bohnanza.COMPILED, fails loudly instead).
        print(f"bohnanza: mypyc failed ({error!r}): pure-Python build", file=sys.stderr)
        return [], requirements
    for extension in extensions:
        # A compile error leaves the pure .py modules in place instead of failing the install.
        extension.optional = True
    return extensions, requirements


class BuildWithSpecs(build_py):
    """Copies ``specs/`` into the package as ``bohnanza/_specs``, where the catalogue looks.

    An editable install reads ``specs/`` of the source tree instead (see
    ``bohnanza.catalogue.specs_dir``), so nothing is copied for it.
    """

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        if not self.distribution.has_ext_modules():
            # pip builds in ./build, which keeps the extensions of an earlier compiled build:
            # a pure build must not pack them.
            for stale in Path(self.build_lib).rglob("*"):
                if stale.suffix in (".so", ".pyd"):
                    stale.unlink()
        source = ROOT / "specs"
        if not (source / "catalogue").is_dir():
            raise FileNotFoundError(f"the rule catalogue is missing: {source / 'catalogue'}")
        target = Path(self.build_lib) / "bohnanza" / "_specs"
        shutil.rmtree(target, ignore_errors=True)
        shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))


class BuildAndTryExtensions(build_ext):
    """Builds the extensions, then imports the compiled package in a fresh interpreter; if
    that fails, removes them, so that the pure modules are installed instead.

    mypyc compiles some code that then fails when imported (a compiled class deriving from
    an ABC such as ``Sequence`` raises a metaclass conflict), and no compiler error warns of
    it: without this check such a tree would install a package that cannot be imported.
    """

    def run(self) -> None:
        super().run()
        built = [Path(p) for p in self.get_outputs() if Path(p).is_file()]
        if not built:
            return
        names = sorted(e.name for e in self.extensions if not e.name.endswith("__mypyc"))
        probe = (
            "import importlib, bohnanza\n"
            f"for name in {names!r}: importlib.import_module(name)\n"
            "assert bohnanza.COMPILED, 'the extensions were built but are not the ones running'"
        )
        where = Path(self.build_lib) if not self.inplace else ROOT
        done = subprocess.run(
            [sys.executable, "-s", "-c", probe],
            cwd=where,
            capture_output=True,
            text=True,
            check=False,
        )
        if done.returncode == 0:
            return
        print(
            "bohnanza: the compiled modules fail to import; removing them: pure-Python build\n"
            + done.stderr[-2000:],
            file=sys.stderr,
        )
        for path in built:
            path.unlink()


ext_modules, build_requirements = _extensions()
setup(
    ext_modules=ext_modules,
    setup_requires=build_requirements,
    cmdclass={"build_py": BuildWithSpecs, "build_ext": BuildAndTryExtensions},
)
