"""The record viewer (``bohnanza replay RECORD --html OUT``) in a real browser: headless
Chromium loads the page, steps forward and back with the keys and the buttons, and the
table drawn, the move told and the counter follow; an illegal record ends on its refusal.

Run by ``nox -s browser``, which installs Debian's chromium when it is missing.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from bohnanza.cli import main
from tests.browser.chromium import Browser, find


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    command = find()
    assert command, "Chromium is needed: nox -s browser installs it (apt-get install chromium)"
    opened = Browser(command)
    try:
        yield opened
    finally:
        opened.close()


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("records")
    status = main(
        ["simulate", "--games", "1", "--players", "3", "--bots", "greedy,random",
         "--seed", "4", "--records", str(folder)]
    )  # fmt: skip
    assert status == 0
    return folder / "game-0001.json"


#: True once the page has inflated its frames and drawn the first.
READY = "document.body !== null && document.body.dataset.ready === 'yes'"


def _state(browser: Browser) -> dict[str, object]:
    return dict(
        browser.eval(
            "({counter: document.getElementById('counter').textContent,"
            " move: document.getElementById('move').textContent,"
            " svg: document.querySelector('#table svg') !== null,"
            " title: (document.querySelector('#table svg title') || {}).textContent,"
            " uses: document.querySelectorAll('#table svg use').length,"
            " refusal: !document.getElementById('refusal').hidden,"
            " hash: location.hash})"
        )
    )


def test_the_viewer_steps_through_a_game(browser: Browser, record: Path, tmp_path: Path) -> None:
    out = tmp_path / "game.html"
    assert main(["replay", str(record), "--html", str(out)]) == 0
    moves = len(json.loads(record.read_text("utf-8"))["actions"])
    browser.open(out.as_uri())
    browser.wait_for(READY)
    first = _state(browser)
    assert first["counter"] == f"0 / {moves}" and first["svg"] and not first["refusal"]
    assert int(str(first["uses"])) >= 15  # the three hands of five cards, drawn
    # Keys: Right twice, Left once.
    browser.key("ArrowRight", 39)
    browser.key("ArrowRight", 39)
    two = _state(browser)
    assert two["counter"] == f"2 / {moves}" and str(two["move"]).startswith("2. ")
    assert two["hash"] == "#2"
    browser.key("ArrowLeft", 37)
    one = _state(browser)
    assert one["counter"] == f"1 / {moves}" and str(one["move"]).startswith("1. 1 ")
    assert " plants " in str(one["move"])  # the first move of a game: a planting
    # Buttons: to the end and back to the start.
    browser.eval("document.getElementById('last').click()")
    end = _state(browser)
    assert end["counter"] == f"{moves} / {moves}" and not end["refusal"]
    assert "Game over after" in browser.eval("document.getElementById('summary').textContent")
    browser.key("Home", 36)
    assert _state(browser)["counter"] == f"0 / {moves}"
    # The pictures differ from move to move: the table is redrawn.
    pictures = browser.eval(
        "(() => { const seen = new Set(); for (let k = 0; k < 6; k++) {"
        " document.getElementById('next').click();"
        " seen.add(document.getElementById('table').innerHTML); } return seen.size; })()"
    )
    assert pictures == 6


def test_an_illegal_record_ends_on_its_refusal(
    browser: Browser, record: Path, tmp_path: Path
) -> None:
    data = json.loads(record.read_text("utf-8"))
    data.pop("result", None)
    data["actions"] = data["actions"][:3] + [{"actor": 0, "move": "0 harvest 2"}]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data), "utf-8")
    out = tmp_path / "bad.html"
    assert main(["replay", str(bad), "--html", str(out)]) == 1
    browser.open(out.as_uri() + "#99")
    browser.wait_for(READY)
    state = _state(browser)
    assert state["counter"] == "3 / 3" and state["refusal"]
    refusal = browser.eval("document.getElementById('refusal').textContent")
    assert "Illegal move 4 (index 3)" in refusal and "0 harvest 2" in refusal
    assert "rule 002/" in refusal
    browser.key("ArrowLeft", 37)
    assert not _state(browser)["refusal"]
