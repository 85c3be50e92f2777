"""Every check of the project: a bare ``nox`` runs them all.

Default sessions: tests (unit, flow, random games, the stateful machines with the ``ci``
Hypothesis profile, the fuzz suites of tests/fuzz, doctests), conformance (the Gherkin
features of every rulebook, with the per-rulebook report), crosshair (the contracts of
the pure functions, and proof that the budget catches planted bugs), typecheck (mypy
--strict on bohnanza/ and tests/), lint (ruff), demo (the README's main job, from a built
wheel), docs (the site, which fails on any warning or broken link).

Not in the bare run: ``nox -s stateful`` (the long Hypothesis profile) and
``nox -s bench`` (prints the benchmark figures).
"""

from __future__ import annotations

import nox

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = [
    "tests",
    "conformance",
    "crosshair",
    "typecheck",
    "lint",
    "demo",
    "docs",
]
nox.options.reuse_existing_virtualenvs = True

CROSSHAIR_BUDGET = [
    "--analysis_kind=PEP316",
    "--per_condition_timeout=5",
    "--max_uninteresting_iterations=50",
]
CONTRACT_MODULES = ["bohnanza/cards.py", "bohnanza/editions.py", "bohnanza/referee.py"]


@nox.session
def tests(session: nox.Session) -> None:
    """The test suite and every doctest (README, docstrings); stateful machines, ci profile."""
    session.install("-e", ".[test]")
    session.run(
        "pytest",
        "--ignore=tests/features",
        "--ignore=tests/crosshair",
        *session.posargs,
        env={"HYPOTHESIS_PROFILE": "ci"},
    )


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
    session.install("-e", ".[typecheck]")
    session.run("mypy", "--strict", "bohnanza", "tests")


@nox.session
def lint(session: nox.Session) -> None:
    """ruff: lint and format check."""
    session.install("ruff>=0.5")
    session.run("ruff", "check", "bohnanza", "tests", "noxfile.py")
    session.run("ruff", "format", "--check", "bohnanza", "tests", "noxfile.py")


@nox.session
def demo(session: nox.Session) -> None:
    """The README's main job from a built wheel: a seeded game of random bots, scored."""
    session.install(".")
    session.run("bohnanza", "demo", "--players", "4", "--seed", "1", "--quiet")
    session.run("bohnanza", "editions")


@nox.session
def stateful(session: nox.Session) -> None:
    """The stateful machines with the long (nightly) Hypothesis profile."""
    session.install("-e", ".[test]")
    session.run("pytest", "tests/stateful", *session.posargs, env={"HYPOTHESIS_PROFILE": "nightly"})


@nox.session
def bench(session: nox.Session) -> None:
    """Seeded random 4-player games: games/s and actions/s, with and without trades."""
    session.install(".")
    session.run("bohnanza", "bench", *session.posargs)


@nox.session
def docs(session: nox.Session) -> None:
    """The documentation site in docs/_build/html; any warning or broken link fails it.

    docs/generate.py writes the rule catalogue, feature, decision and edition pages into
    docs/generated/ (and checks that every clause and scenario got its anchor); Sphinx
    builds from scratch (-E) in nitpicky mode with warnings as errors; then every internal
    link of the built HTML is checked against the files and anchors it names.
    """
    import shutil

    session.install("-e", ".[docs]")
    # A clean build: Sphinx keeps pages it believes current (viewcode's source pages).
    shutil.rmtree("docs/_build", ignore_errors=True)
    session.run("python", "docs/generate.py")
    session.run(
        "sphinx-build", "-E", "-W", "--keep-going", "-n", "-b", "html", "docs", "docs/_build/html"
    )
    session.run("python", "docs/generate.py", "--check-html", "docs/_build/html")
