"""Every check of the project: a bare ``nox`` runs them all.

Default sessions: tests (unit, flow, random games, the stateful machines with the ``ci``
Hypothesis profile, the fuzz suites of tests/fuzz, doctests; pure-Python build, on every
core with pytest-xdist), compiled
(the wheel built with mypyc, installed, and the same tests run against it, plus the
differential test of the two builds), nocompiler (``pip install`` with no working C compiler
gives the pure build, which works), conformance (the Gherkin features of every rulebook, with
the per-rulebook report), crosshair (the contracts of the pure functions, and proof that
the budget catches planted bugs), typecheck (mypy --strict on bohnanza/ and tests/),
lint (ruff, and import-linter's contract of the house's layers), demo (the README's
main job, from a built wheel), docs (the site, which
fails on any warning or broken link), browser (the record viewer in headless Chromium,
installed from Debian when missing), and the integrations, each with its extra installed:
rl (PettingZoo's api_test and seed_test, Gymnasium's check_env, a smoke training loop),
openspiel (OpenSpiel's random simulation tests, an MCTS bot), ray (``simulate --ray`` on a
local Ray gives the serial results); about 1-2 minutes each.

Not in the bare run: ``nox -s quick`` (the everyday subset: lint, types, the fast tests),
``nox -s stateful`` (the long Hypothesis profile),
``nox -s bench`` (the benchmark of this core beside the core of 8701389, in the same run)
``nox -s mutants`` (mutation testing, about an hour), ``nox -s kit`` (the conformance
kit from the command line: vectors, the referee and the wrong engines behind the protocol;
tests/kit runs the same checks, smaller, in ``tests``) and ``nox -s long`` (1,000 random
Ladybohn games per player count, every card accounted for; every state of 1,000 random
games per preset round-tripped through the position format; tests/test_ladybohn_games.py
and tests/kit/test_position.py run the same checks, smaller, in ``tests``).
"""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import nox

# Editable installs are pure Python (see setup.py): a compiled editable install would leave
# .so files in bohnanza/, where they shadow the sources for every later session.  The sessions
# that want the compiled build say so (BOHNANZA_PURE=0) and build a wheel.
os.environ["BOHNANZA_PURE"] = "1"

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = [
    "tests",
    "compiled",
    "nocompiler",
    "conformance",
    "crosshair",
    "typecheck",
    "lint",
    "demo",
    "docs",
    "browser",
    "rl",
    "openspiel",
    "ray",
]
nox.options.reuse_existing_virtualenvs = True

CROSSHAIR_BUDGET = [
    "--analysis_kind=PEP316",
    "--per_condition_timeout=5",
    "--max_uninteresting_iterations=50",
]
CONTRACT_MODULES = [
    "bohnanza/cards.py",
    "bohnanza/editions.py",
    "bohnanza/rules/deck.py",
    "bohnanza/rules/harvesting.py",
    "bohnanza/rules/ending.py",
]


#: Test paths that exercise an installed build rather than the source tree.
BUILD_TESTS = "tests/build"
#: Tests of the optional integrations: each needs its extra, installed by its own session.
INTEGRATION_TESTS = "tests/integrations"
#: The package's integrations import their optional libraries at module level.
INTEGRATION_MODULES = "bohnanza/env"
#: The record viewer in a real browser (headless Chromium): the browser session runs them.
BROWSER_TESTS = "tests/browser"


@nox.session
def kit(session: nox.Session) -> None:
    """The conformance kit from the command line: ``bohnanza vectors`` for every preset
    and ``bohnanza vectors check`` of the referee against them, ``bohnanza conformance``
    against the referee behind the protocol (no disagreement), against every wrong engine
    of tests/kit/wrong_engines.py (the planted-break suite: 62 breaks over every mechanism,
    the bean duel and Ladybohn included, 9 pairs of breaks at once, two of them in one
    move, each caught with the group and clause written next to it) and against the 35
    engines right another way (no disagreement under their declared model and options; the
    duel's and Ladybohn's open points as those points).  ``-- GAMES`` sets the games per
    preset (default 3)."""
    session.install("-e", ".[test]")
    games = session.posargs[0] if session.posargs else "3"
    session.run("python", "tests/kit/run_kit.py", session.create_tmp(), games)


@nox.session
def long(session: nox.Session) -> None:
    """The measured runs of random games, with their figures: 1,000 Ladybohn games at each
    of 3, 4 and 5 players with every card accounted for after every move, and every state
    of 1,000 games per preset through the position format and back (tests/long_games.py).
    ``-- GAMES`` sets the games (default 1000).  About an hour of one core at 1,000."""
    session.install("-e", ".[test]")
    games = session.posargs[0] if session.posargs else "1000"
    session.run("python", "-m", "tests.long_games", "ladybohn", games)
    session.run("python", "-m", "tests.long_games", "positions", games)


def _debian_tool(session: nox.Session, command: str, package: str) -> None:
    """Installs Debian's ``package`` when ``command`` is missing (CI runs as root with apt);
    elsewhere the tests that need it fail, saying what to install."""
    if shutil.which(command) is not None:
        return
    if shutil.which("apt-get") is None or os.geteuid() != 0:
        session.warn(
            f"{command} is missing and cannot be installed here: apt-get install {package}"
        )
        return
    session.run("apt-get", "update", "-qq", external=True)
    session.run(
        "apt-get", "install", "-y", "-qq", "--no-install-recommends", package, external=True
    )


@nox.session
def tests(session: nox.Session) -> None:
    """The test suite and every doctest (README, docstrings); stateful machines, ci profile.

    The pure-Python build, editable, on every core (pytest-xdist); ``-- -n 0`` runs serially.
    ``play`` is played in a real terminal: tmux is installed from Debian when missing, and so
    is Node.js, which runs the JavaScript example bot; ``bohnanza arena`` needs its extra.
    """
    _debian_tool(session, "tmux", "tmux")
    _debian_tool(session, "node", "nodejs")
    session.install("-e", ".[test,arena]")
    session.run(
        "pytest",
        "-n",
        "auto",
        "--ignore=tests/features",
        "--ignore=tests/crosshair",
        f"--ignore={BUILD_TESTS}",
        f"--ignore={INTEGRATION_TESTS}",
        f"--ignore={INTEGRATION_MODULES}",
        f"--ignore={BROWSER_TESTS}",
        *session.posargs,
        env={"HYPOTHESIS_PROFILE": "ci", "BOHNANZA_EXPECT_BUILD": "pure"},
    )


def _build_wheel(session: nox.Session, env: dict[str, str]) -> Path:
    """Builds the sdist, then the wheel from it (as a release would), in a fresh folder."""
    out = Path(session.create_tmp()) / "dist"
    shutil.rmtree(out, ignore_errors=True)
    if shutil.which("uv"):
        session.run("uv", "build", "--quiet", "--out-dir", str(out), ".", env=env, external=True)
    else:
        session.install("build")
        session.run("python", "-m", "build", "--outdir", str(out), ".", env=env)
    wheels = sorted(out.glob("bohnanza-*.whl"))
    if len(wheels) != 1:
        session.error(f"expected one wheel in {out}, found {[w.name for w in wheels]}")
    return wheels[0]


def _install_wheel(session: nox.Session, wheel: Path, *extras: str) -> None:
    """Installs ``wheel`` over whatever this session's environment held before."""
    project = nox.project.load_toml("pyproject.toml")["project"]
    requirements = list(project["dependencies"])
    for extra in extras:
        requirements += project["optional-dependencies"][extra]
    session.install(*requirements)
    session.install("--force-reinstall", "--no-deps", str(wheel))


def _run_installed_tests(session: nox.Session, build: str, *args: str) -> None:
    """pytest against the INSTALLED package, not the source tree beside the tests.

    ``--import-mode=append`` puts the repository at the end of ``sys.path``, after
    site-packages, so ``import bohnanza`` finds the installed build while ``tests`` still
    imports from here; the ``pytest`` script (not ``python -m``) keeps the working directory
    off ``sys.path``.  The doctests of the modules run in the pure session only (here they
    would import the source files).  tests/conftest.py refuses to start if the build found
    is not ``build``.
    """
    session.run(
        "pytest",
        "--import-mode=append",
        "-p",
        "no:cacheprovider",
        "tests",
        "README.md",
        "--ignore=tests/features",
        "--ignore=tests/crosshair",
        f"--ignore={INTEGRATION_TESTS}",
        f"--ignore={BROWSER_TESTS}",
        *args,
        *session.posargs,
        env={"HYPOTHESIS_PROFILE": "ci", "BOHNANZA_EXPECT_BUILD": build},
    )


@nox.session
def compiled(session: nox.Session) -> None:
    """The compiled build: the wheel built with mypyc, installed, the whole suite run on it.

    Also runs tests/build: the differential test plays seeded games in this build and in the
    pure source side by side and compares every listing, refusal and state.
    """
    _debian_tool(session, "tmux", "tmux")
    wheel = _build_wheel(session, {"BOHNANZA_PURE": "0"})
    _install_wheel(session, wheel, "test", "arena")
    _run_installed_tests(session, "compiled", "-n", "auto")


@nox.session
def nocompiler(session: nox.Session) -> None:
    """``pip install .`` without a working C compiler: the pure build, installed, plays.

    Twice: with no compiler at all (``CC`` names a missing file: mypyc is not even tried),
    and with a compiler that fails (``CC=false``: the optional extensions fail and the
    build falls back to the .py files).
    """
    for label, cc in (("missing", "/nonexistent/bin/cc"), ("failing", "false")):
        session.log(f"C compiler {label}: CC={cc}")
        wheel = _build_wheel(session, {"BOHNANZA_PURE": "0", "CC": cc})
        # No compiler: no extension is even declared, so the wheel is pure.  A failing one:
        # the extensions were declared and tried (a platform wheel), and fell back.
        if wheel.name.endswith("-py3-none-any.whl") != (label == "missing"):
            session.error(f"C compiler {label}: unexpected wheel {wheel.name}")
        _install_wheel(session, wheel)
        # -P keeps the working directory, and the source tree in it, off sys.path.
        session.run(
            "python",
            "-P",
            "-c",
            "import bohnanza; "
            "assert not bohnanza.COMPILED, 'a compiled build was installed'; "
            "assert 'site-packages' in bohnanza.__file__, bohnanza.__file__; "
            "print('pure build', bohnanza.__version__, 'from', bohnanza.__file__)",
        )
        session.run("bohnanza", "demo", "--players", "4", "--seed", "1", "--quiet")


@nox.session
def conformance(session: nox.Session) -> None:
    """The features of every rulebook; prints clauses, scenarios and passes per rulebook."""
    session.install("-e", ".[test]")
    session.run("python", "tests/conformance.py", *session.posargs)


@nox.session
def crosshair(session: nox.Session) -> None:
    """CrossHair on the contracts, with an explicit budget; the planted bugs must be found."""
    session.install("-e", ".[crosshair]")
    session.run("crosshair", "check", *CROSSHAIR_BUDGET, *CONTRACT_MODULES)
    session.run("pytest", "tests/crosshair", "-p", "no:cacheprovider")


@nox.session
def typecheck(session: nox.Session) -> None:
    """mypy --strict on the package and the tests."""
    session.install("-e", ".[typecheck,rl]")
    session.run("mypy", "--strict", "bohnanza", "tests")


#: The tests ``quick`` runs: the unit tests of every rule, the command line, the import
#: direction, help in the build, and the README's examples (the rest is in ``tests``).
QUICK_TESTS = [
    "tests/unit",
    "tests/test_cli.py",
    "tests/test_import_direction.py",
    "tests/test_help.py",
    "README.md",
]


@nox.session
def quick(session: nox.Session) -> None:
    """Everyday checks, a few minutes on two cores: ruff, mypy, and the unit tests, the
    command line's and the README's examples on the pure build.  Not in the bare run, which
    runs everything (as CI does)."""
    session.install("-e", ".[test,typecheck,lint,rl]")
    session.run("ruff", "check", "bohnanza", "tests", "noxfile.py", "setup.py")
    session.run("ruff", "format", "--check", "bohnanza", "tests", "noxfile.py", "setup.py")
    session.run("mypy", "--strict", "bohnanza", "tests")
    session.run(
        "pytest",
        "-n",
        "auto",
        *QUICK_TESTS,
        *session.posargs,
        env={"HYPOTHESIS_PROFILE": "ci", "BOHNANZA_EXPECT_BUILD": "pure"},
    )


@nox.session
def lint(session: nox.Session) -> None:
    """ruff (lint and format check) and the house's layers (import-linter's contracts of
    ``[tool.importlinter]`` in pyproject.toml: imports one way, no circle anywhere)."""
    session.install("ruff>=0.5", "import-linter>=2.1")
    session.run("ruff", "check", "bohnanza", "tests", "noxfile.py", "setup.py")
    session.run("ruff", "format", "--check", "bohnanza", "tests", "noxfile.py", "setup.py")
    session.run("lint-imports", "--no-cache", env={"PYTHONPATH": str(Path.cwd())})


@nox.session
def demo(session: nox.Session) -> None:
    """The README's main job from a built wheel: a seeded game of random bots, scored."""
    session.install(".")
    session.run("bohnanza", "demo", "--players", "4", "--seed", "1", "--quiet")
    session.run("bohnanza", "editions")


@nox.session
def ray(session: nox.Session) -> None:
    """``simulate --ray`` and ``arena --ray`` against a local Ray started by the tests
    (extras ``ray``, ``arena``)."""
    session.install("-e", ".[test,ray,arena]")
    session.run(
        "pytest",
        "-p",
        "no:cacheprovider",
        f"{INTEGRATION_TESTS}/test_ray_simulate.py",
        f"{INTEGRATION_TESTS}/test_ray_arena.py",
    )


@nox.session
def rl(session: nox.Session) -> None:
    """The PettingZoo environment (api_test, seed_test, its wrappers, a smoke training loop),
    the Gymnasium environment (check_env, gymnasium.make, action_masks) and the encoding's
    fast paths against their definitions (masks, observations, twins differing in hidden
    cards), an outside bot at an opponent seat, with the extra ``rl``; the env's doctests
    too."""
    session.install("-e", ".[test,rl]")
    session.run(
        "pytest", "-p", "no:cacheprovider", "--doctest-modules", INTEGRATION_MODULES,
        f"--ignore={INTEGRATION_MODULES}/openspiel.py",
        f"{INTEGRATION_TESTS}/test_pettingzoo_env.py",
        f"{INTEGRATION_TESTS}/test_gymnasium_env.py",
        f"{INTEGRATION_TESTS}/test_env_core.py",
        f"{INTEGRATION_TESTS}/test_env_docs.py",
        f"{INTEGRATION_TESTS}/test_env_outside_bot.py",
        f"{INTEGRATION_TESTS}/test_promises_gym.py",
        f"{INTEGRATION_TESTS}/test_promises_encoding.py",
        f"{INTEGRATION_TESTS}/test_promises_env_greedy.py",
        f"{INTEGRATION_TESTS}/test_p4_env_policies.py",
        f"{INTEGRATION_TESTS}/test_p4_env_encoding.py",
        f"{INTEGRATION_TESTS}/test_p4_env_observation.py",
        f"{INTEGRATION_TESTS}/test_p4_env_windows.py",
        f"{INTEGRATION_TESTS}/test_p5_env_render.py",
        f"{INTEGRATION_TESTS}/test_p5_env_aec.py",
        f"{INTEGRATION_TESTS}/test_p5_env_gym.py",
        f"{INTEGRATION_TESTS}/test_p6_env_gym.py",
        f"{INTEGRATION_TESTS}/test_p6_env_encoding.py",
        f"{INTEGRATION_TESTS}/test_numpy_moves.py",
        env={"BOHNANZA_DOC_LIBS": "gymnasium,pettingzoo"},
    )  # fmt: skip


@nox.session
def openspiel(session: nox.Session) -> None:
    """The OpenSpiel game: OpenSpiel's random simulation tests, an MCTS bot playing it and
    the OpenSpiel example of docs/environments.md, with the extra ``openspiel``."""
    session.install("-e", ".[test,openspiel]")
    session.run(
        "pytest", "-p", "no:cacheprovider", "--doctest-modules",
        f"{INTEGRATION_MODULES}/openspiel.py", f"{INTEGRATION_TESTS}/test_openspiel_game.py",
        f"{INTEGRATION_TESTS}/test_promises_openspiel.py",
        f"{INTEGRATION_TESTS}/test_p5_env_openspiel_strings.py",
        f"{INTEGRATION_TESTS}/test_p6_env_openspiel.py",
        f"{INTEGRATION_TESTS}/test_env_docs.py",
        env={"BOHNANZA_DOC_LIBS": "pyspiel"},
    )  # fmt: skip


@nox.session
def stateful(session: nox.Session) -> None:
    """The stateful machines with the long (nightly) Hypothesis profile."""
    session.install("-e", ".[test]")
    session.run("pytest", "tests/stateful", *session.posargs, env={"HYPOTHESIS_PROFILE": "nightly"})


#: The core before the v2 rewrite: the baseline of the speed targets of issue 18.
BENCH_BASELINE = "8701389"


def _side_venv(session: nox.Session, path: Path, *install: str, env: dict[str, str]) -> str:
    """A second environment beside the session's, with ``install`` installed; its Python."""
    python = path / "bin" / "python"
    shutil.rmtree(path, ignore_errors=True)  # a second run starts afresh, as the first did
    if shutil.which("uv"):
        session.run("uv", "venv", "--quiet", "--python", "python3", str(path), external=True)
        session.run(
            "uv", "pip", "install", "--quiet", "--python", str(python), *install,
            env=env, external=True,
        )  # fmt: skip
    else:
        session.run("python3", "-m", "venv", str(path), external=True)
        session.run(str(python), "-m", "pip", "install", "--quiet", *install, env=env)
    return str(python)


def _baseline_source(session: nox.Session, into: Path) -> Path:
    """The package as it was at BENCH_BASELINE, unpacked from git (``git archive``)."""
    import io
    import subprocess
    import tarfile

    commit = subprocess.run(
        ["git", "rev-parse", BENCH_BASELINE], capture_output=True, text=True, check=False
    )
    if commit.returncode:
        session.error(f"commit {BENCH_BASELINE} is not in this clone: {commit.stderr.strip()}")
    shutil.rmtree(into, ignore_errors=True)
    into.mkdir(parents=True)
    archive = subprocess.run(["git", "archive", BENCH_BASELINE], capture_output=True, check=True)
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(into, filter="data")
    return into


@nox.session
def bench(session: nox.Session) -> None:
    """This core, compiled and pure, beside the core of 8701389, in one interleaved run.

    Three environments: this session's (the compiled wheel), one with the pure wheel, one
    with the package at BENCH_BASELINE.  The same bench loop runs in each, the builds taking
    turns round by round; medians and ratios to the old core are printed, with and without
    trades.  With valgrind, the instructions per action of each build too (by
    ../shared/tools/icount.sh where it is beside the repository, else by the same method in
    bohnanza.bench).  ``-- --games N --rounds R`` changes the size of a round.
    """
    tmp = Path(session.create_tmp())
    wheel = _build_wheel(session, {"BOHNANZA_PURE": "0"})
    _install_wheel(session, wheel)
    pure_wheel = _build_wheel(session, {"BOHNANZA_PURE": "1"})
    pure = _side_venv(session, tmp / "pure", str(pure_wheel), env={})
    old_src = _baseline_source(session, tmp / f"src-{BENCH_BASELINE}")
    old = _side_venv(session, tmp / f"core-{BENCH_BASELINE}", str(old_src), env={})
    compiled_python = str(Path(session.bin) / "python")
    builds = [f"old-{BENCH_BASELINE}={old}", f"pure={pure}", f"compiled={compiled_python}"]
    icount = Path("..", "shared", "tools", "icount.sh").resolve()
    valgrind = shutil.which("valgrind") is not None
    own_count = ["--valgrind"] if valgrind and not icount.is_file() else []
    session.run(
        "python", "-P", "-m", "bohnanza.bench",
        *(arg for build in builds for arg in ("--build", build)),
        *own_count, *session.posargs,
    )  # fmt: skip
    if not valgrind:
        session.log("valgrind is not installed: no instruction counts")
        return
    if own_count:
        return
    session.log(f"instructions per action, by {icount}")
    for trades in ("0", "0.3"):
        for build in builds:
            label, _, python = build.partition("=")
            command = str(Path(python).parent / "bohnanza")
            session.log(f"{label}, trades p={trades}:")
            session.run("bash", str(icount), command, trades, external=True)


@nox.session
def browser(session: nox.Session) -> None:
    """The record viewer (``bohnanza replay --html``) in a real browser: headless Chromium,
    installed from Debian when missing, loads the page and steps through a game with the
    keys and the buttons (tests/browser, over the DevTools protocol through a pipe)."""
    _debian_tool(session, "chromium", "chromium")
    session.install("-e", ".[test]")
    session.run("pytest", "-n", "0", BROWSER_TESTS, *session.posargs)


@nox.session
def docs(session: nox.Session) -> None:
    """The documentation site in docs/_build/html; any warning or broken link fails it.

    First the features run (tests/conformance.py, its JUnit XML report kept in
    docs/_build/features.xml), unless ``-- --results PATH`` names a report already made;
    a failing scenario does not stop the build, the site shows it red.  docs/generate.py
    writes the rule catalogue, feature, decision, edition, results, traceability and code
    pages into docs/generated/ with those outcomes (and checks that every clause and
    scenario got its anchor); Sphinx builds from scratch (-E) in nitpicky mode with
    warnings as errors; then every internal link of the built HTML is checked against the
    files and anchors it names; last, docs/browse.py opens the site in headless Chromium
    (installed from Debian when missing) and checks a clause page, the traceability
    table's filter and a search result's landing.
    """
    import shutil

    session.install("-e", ".[docs,test]")
    # A clean build: Sphinx keeps pages it believes current (viewcode's source pages).
    # (The report of the features, in docs/_build too, is kept until it is remade.)
    for built in ("docs/_build/html", "docs/_build/doctrees"):
        shutil.rmtree(built, ignore_errors=True)
    args = list(session.posargs)
    if args[:1] == ["--results"] and len(args) == 2:
        results = args[1]
    elif not args:
        results = "docs/_build/features.xml"
        os.makedirs("docs/_build", exist_ok=True)
        session.run("python", "tests/conformance.py", f"--junitxml={results}", success_codes=[0, 1])
    else:
        session.error("nox -s docs [-- --results PATH]: PATH is a JUnit XML report")
    session.run("python", "docs/generate.py", "--results", results)
    # The doctrees go beside the site, not into it (they were 9.6 MB of its 16 MB).
    session.run(
        "sphinx-build", "-E", "-W", "--keep-going", "-n", "-b", "html",
        "-d", "docs/_build/doctrees", "docs", "docs/_build/html",
    )  # fmt: skip
    session.run("python", "docs/generate.py", "--check-html", "docs/_build/html")
    # The site read from the disk in headless Chromium: a clause page shows its status and
    # its code links, the traceability table filters, a search result lands on its clause.
    _debian_tool(session, "chromium", "chromium")
    session.run("python", "docs/browse.py", "docs/_build/html")


#: The default mutation sample (every module of each group, then spread by points; its
#: seed from the commit, printed) and the kill rate every group must reach on the sample's
#: first run, before any review (only the mutants equivalent.toml lists are left out).
MUTANTS = [
    *("--target", "core=50", "--target", "elsewhere=20", "--target", "inputs=40"),
    *("--target", "players=25", "--target", "conformance=25", "--target", "env=15"),
    *("--target", "interface=45", "--spread", "module", "--jobs", "2"),
    *(f"--require={group}=98" for group in ("core", "elsewhere", "inputs", "players")),
    *(f"--require={group}=98" for group in ("conformance", "env", "interface")),
]


@nox.session
def mutants(session: nox.Session) -> None:
    """Mutation testing at the lowest priority: the planted bugs, then a seeded sample.

    tests/mutants/run.py plants the seven known bugs and every one must be caught; then
    tests/mutants/mutate.py runs a sample of generated mutants of every group of modules
    through each group's layers (GROUP_LAYERS) and prints the kill rate per group, file
    and per function and the survivors.  Arguments replace the sample's defaults, e.g.
    ``nox -s mutants -- --target core=40 --target elsewhere=10 --jobs 2``.
    """
    # The env group's layers run the environments' tests (Gymnasium, PettingZoo, OpenSpiel);
    # the unit layer runs the arena, which rates with openskill.
    session.install("-e", ".[test,arena,rl,openspiel]")
    nice = ["nice", "-n", "19", "python"]
    session.run(*nice, "tests/mutants/run.py", "--jobs", "1", external=True)
    args = session.posargs or MUTANTS
    session.run(*nice, "tests/mutants/mutate.py", "run", *args, external=True)
