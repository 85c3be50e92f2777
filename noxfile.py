"""Every check of the project: a bare ``nox`` runs them all.

Sessions: tests (unit, flow, random games, doctests), typecheck (mypy --strict on
bohnanza/ and tests/), lint (ruff), demo (the README's main job, from the installed
wheel).  ``nox -s bench`` prints the benchmark figures (not part of the bare run).
"""

from __future__ import annotations

import nox

nox.options.default_venv_backend = "uv|virtualenv"
nox.options.sessions = ["tests", "typecheck", "lint", "demo"]
nox.options.reuse_existing_virtualenvs = True

PYTHON = "3.11"


@nox.session
def tests(session: nox.Session) -> None:
    """The test suite and every doctest (README, docstrings)."""
    session.install("-e", ".[test]")
    session.run("pytest", *session.posargs)


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
def bench(session: nox.Session) -> None:
    """Seeded random 4-player games: games/s and actions/s, with and without trades."""
    session.install(".")
    session.run("bohnanza", "bench", *session.posargs)
