"""The pages for people: their examples run, and their pictures are what bohnanza.svg
draws now (docs/pictures.py makes them)."""

from __future__ import annotations

import doctest
import re
import runpy
import xml.etree.ElementTree as ET
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


def test_the_pictures_of_the_docs_are_drawn_by_bohnanza_svg() -> None:
    # Not compared with a fresh drawing, which a change of the bots or the rules would
    # break; ``python docs/pictures.py --check`` says whether they are current.
    pictures = runpy.run_path(str(DOCS / "pictures.py"))
    for name in pictures["pictures"]():
        text = (DOCS / "_static" / name).read_text("utf-8")
        root = ET.fromstring(text)  # well-formed
        assert root.tag == "{http://www.w3.org/2000/svg}svg"
        # A worked example may hold one variety only (002's example 5: three Chili beans).
        varieties = 1 if name.startswith("example-") else 2
        assert text.count('<symbol id="c-') >= varieties
        assert re.search(r"<title>Bohnanza, (turn|tour) \d+</title>", text)  # its language


def test_the_worked_examples_page_shows_every_example_picture() -> None:
    pictures = runpy.run_path(str(DOCS / "pictures.py"))
    page = (DOCS / "worked-examples.md").read_text("utf-8")
    books = set(pictures["examples"]())
    assert books == {"002", "000.1", "000.2", "003", "001"}
    for book in books:
        assert f"](_static/example-{book}.svg)" in page
