"""The pages for people: their examples run, and their pictures are what bohnanza.svg
draws now (docs/pictures.py makes them)."""

from __future__ import annotations

import doctest
import runpy
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent / "docs"


@pytest.mark.parametrize("page", ["getting-started.md", "how-to-play.md"])
def test_the_examples_of_the_page_run(page: str) -> None:
    failed, tried = doctest.testfile(
        str(DOCS / page),
        module_relative=False,
        optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS,
    )
    assert tried >= 3 and failed == 0


def test_the_pictures_of_the_docs_are_current() -> None:
    pictures = runpy.run_path(str(DOCS / "pictures.py"))
    assert pictures["main"](["--check"]) == 0
    for name in ("table-view.svg", "table-ladybohn.svg", "table-protection.svg"):
        text = (DOCS / "_static" / name).read_text("utf-8")
        assert text.startswith("<svg") and "<title>Bohnanza" in text
