"""Help in every build: the public API's docstrings, which mypyc leaves out of compiled
modules, are there in the build installed (``bohnanza._docs`` gives them back), and the
docs generator refuses a build without them.  ``nox -s compiled`` runs this file too."""

from __future__ import annotations

import importlib.util
import inspect
import pydoc
import re
import subprocess
import sys
from pathlib import Path

import bohnanza
from bohnanza._docs import member_docs, missing

ROOT = Path(__file__).resolve().parents[1]


def test_every_public_name_has_its_docstring_in_this_build() -> None:
    assert missing(bohnanza.__all__, vars(bohnanza)) == []
    for name in ("apply", "check", "outcome", "view", "parse_action", "GameState", "Outcome"):
        doc = inspect.getdoc(getattr(bohnanza, name))
        assert doc and "mypyc filler" not in doc, name


def test_the_helpers_for_bot_authors_have_their_docstrings_in_this_build() -> None:
    """docs/bots.md sends bot authors to these helpers of the compiled bots module."""
    from bohnanza import bots
    from bohnanza.bots import seated

    names = ("field_payout", "grows", "offers_to")
    assert missing(names, vars(seated)) == []
    assert missing(seated.__all__, vars(seated)) == []
    defined = [n for n in bots.__all__ if inspect.isclass(b := getattr(bots, n)) or callable(b)]
    defined = [n for n in defined if not hasattr(getattr(bots, n), "__origin__")]  # aliases
    assert missing(defined, vars(bots)) == []
    assert "top card" in (inspect.getdoc(seated.field_payout) or "")


def test_the_playouts_have_their_docstrings_in_this_build() -> None:
    """docs/development.md's fast idioms send searches to these functions of the compiled
    bots module."""
    import bohnanza.bots

    names = ("plant_move", "playout", "playout_moves")
    assert missing(names, vars(bohnanza.bots)) == []
    assert "inside the compiled core" in (inspect.getdoc(bohnanza.bots.playout) or "")


def test_help_shows_the_docstring_of_apply() -> None:
    text = re.sub(".\b", "", pydoc.render_doc(bohnanza.apply))  # without the bold
    assert "never changed" in text and "IllegalActionError" in text
    assert "apply(state" in text


def test_the_version_names_the_build(tmp_path: Path) -> None:
    # Run away from the sources, which would shadow an installed compiled build.
    done = subprocess.run(
        [sys.executable, "-m", "bohnanza", "--version"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
        cwd=tmp_path,
    )
    build = "compiled" if bohnanza.COMPILED else "pure Python"
    assert done.stdout.strip() == f"bohnanza {bohnanza.__version__} ({build} build)"


def test_the_docs_generator_refuses_a_build_without_docstrings() -> None:
    spec = importlib.util.spec_from_file_location("docs_generate", ROOT / "docs" / "generate.py")
    assert spec is not None and spec.loader is not None
    generate = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = generate  # its dataclasses look their module up
    try:
        spec.loader.exec_module(generate)
    finally:
        del sys.modules[spec.name]
    refusal = generate.build_refusal()
    if bohnanza.COMPILED:
        assert "compiled build" in refusal and "BOHNANZA_PURE=1" in refusal
    else:
        assert refusal == ""


def test_every_public_method_and_property_explains_itself_in_this_build() -> None:
    """``help(PlayerView)`` explains ``fields_of`` and ``hand`` in both builds: on the
    member itself where it keeps its docstring (the pure build), else in its class's."""
    classes = [getattr(bohnanza, n) for n in bohnanza.__all__]
    classes = [c for c in classes if inspect.isclass(c) and not issubclass(c, BaseException)]
    checked = 0
    for cls in classes:
        for name, (call, doc) in member_docs(cls).items():
            own = inspect.getdoc(getattr(cls, name))
            kept = call in (cls.__doc__ or "") and _indented(doc) in (cls.__doc__ or "")
            assert own == doc or kept, (cls.__name__, name)
            checked += 1
    assert checked >= 40
    text = re.sub(".\b", "", pydoc.render_doc(bohnanza.PlayerView))
    assert "fields_of" in text and "The fields of one seat" in text


def _indented(doc: str) -> str:
    return "\n".join(f"    {line}" if line else "" for line in doc.splitlines())
