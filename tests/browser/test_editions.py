"""The record viewer of every edition in headless Chromium, read back from the page (DOM):
one game per edition (the duel, Rio Grande, the French AMIGO edition, the 1997 game,
Ladybohn), played by bots and written by ``bohnanza replay --html``.  Each page speaks its
game's language in every text a person reads, names the winners and the ranking at the end
(summary, last frame, picture), draws its four buttons without a font's glyphs, marks the
last move, and fetches nothing.  A screenshot of each page's end is taken; with
``BOHNANZA_SCREENSHOTS=DIR`` it is kept there (``docs/_static/viewer-<edition>.png`` were
made so: ``BOHNANZA_SCREENSHOTS=docs/_static nox -s browser``).

Run by ``nox -s browser``.
"""

from __future__ import annotations

import json
import os
import struct
from collections.abc import Iterator
from pathlib import Path

import pytest

import bohnanza
from bohnanza.cli import main
from bohnanza.records import load_record, replay
from bohnanza.svg import verdict
from tests.browser.chromium import Browser, find

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")

#: (name, preset, players): the five editions of the project.
EDITIONS = [
    ("duel", "rio-grande-2000", 2),
    ("rio-grande", "rio-grande-2000", 4),
    ("amigo-fr", "amigo-fr", 4),
    ("original-1997", "original-1997-fr", 3),
    ("ladybohn", "ladybohn", 4),
]

#: Words of one language that must not show on a page in the other.
ENGLISH = ("Game over", "Keys", "The deal", "winner", "ranking", "coins", "first (Home)",
           "last (End)", " plants ", " sells ", "field ", "seed")  # fmt: skip
FRENCH = ("Partie finie", "Touches", "Début de la partie", "gagnant", "classement", "pièces",
          "début (touche", " plante ", " vend ", "champ ", "graine")  # fmt: skip

READY = "document.body !== null && document.body.dataset.ready === 'yes'"

#: What a person reads on the page, outside the table's picture: the heading, the summary,
#: the hint, the move, the counter, the buttons' names and the slider's.
READ = """(() => {
  const texts = ["h1", "#summary", ".hint", "#move", "#counter"].map(
    (s) => document.querySelector(s).textContent);
  for (const e of document.querySelectorAll("nav button, nav input"))
    texts.push(e.title || "", e.getAttribute("aria-label") || "");
  return texts.join("\\n");
})()"""

#: Each button: its box, its text, and the drawn icon's box inside it.
BUTTONS = """[...document.querySelectorAll("nav button")].map((b) => {
  const box = b.getBoundingClientRect(), icon = b.querySelector("svg.icon");
  const shape = icon ? icon.getBBox() : {width: 0, height: 0};
  return {id: b.id, w: box.width, h: box.height, text: b.textContent.trim(),
          icon: icon ? icon.getBoundingClientRect().width : 0,
          shape: shape.width * shape.height,
          visible: getComputedStyle(b).visibility === "visible" && b.offsetParent !== null};
})"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    command = find()
    assert command, "Chromium is needed: nox -s browser installs it (apt-get install chromium)"
    opened = Browser(command)
    try:
        yield opened
    finally:
        opened.close()


def _png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", data[16:24])
    return width, height


@pytest.mark.parametrize(("name", "edition", "players"), EDITIONS, ids=[e[0] for e in EDITIONS])
def test_each_editions_viewer_reads_right_in_a_browser(
    browser: Browser, tmp_path: Path, name: str, edition: str, players: int
) -> None:
    folder = tmp_path / "records"
    bots = ",".join(["greedy", "random"] * 4)
    assert main(["simulate", "--edition", edition, "--games", "1", "--players", str(players),
                 "--bots", bots, "--seed", "5", "--records", str(folder)]) == 0  # fmt: skip
    record_file = folder / "game-0001.json"
    out = tmp_path / f"{name}.html"
    assert main(["replay", str(record_file), "--html", str(out)]) == 0
    played = replay(load_record(record_file.read_text("utf-8")))
    start, final = played.start, played.final
    ended = verdict(final)
    assert ended is not None
    moves = len(json.loads(record_file.read_text("utf-8"))["actions"])
    french = start.table.edition.language == "fr"

    browser.open(out.as_uri() + "#1")
    browser.wait_for(READY)
    assert browser.eval("document.documentElement.lang") == ("fr" if french else "en")
    # Nothing fetched: the page is its own file.
    assert browser.eval("performance.getEntriesByType('resource').length") == 0
    # Frame 1, the first move (a planting): its card is outlined.
    assert browser.eval("document.getElementById('counter').textContent") == f"1 / {moves}"
    assert browser.eval("document.querySelectorAll('#table svg rect.last').length") >= 1
    # The buttons: visible, of a button's size, no text, an icon drawn inside.
    for button in browser.eval(BUTTONS):
        assert button["visible"] and button["w"] >= 24 and button["h"] >= 20, button
        assert button["text"] == "" and button["icon"] >= 12 and button["shape"] > 20, button
    # The end: the summary, the caption and the picture name the winners and the ranking.
    browser.eval("document.getElementById('last').click()")
    assert browser.eval("document.getElementById('counter').textContent") == f"{moves} / {moves}"
    summary = browser.eval("document.getElementById('summary').textContent")
    caption = browser.eval("document.getElementById('move').textContent")
    heading = browser.eval("document.querySelector('#table svg text').textContent")
    assert ended[0] in summary and ended[1] in summary
    assert ended[0] in caption and ended[0] in heading
    assert ("tous les champs sont vendus" if french else "every field is sold") in caption
    for seat in bohnanza.outcome(final).winners:  # type: ignore[union-attr]
        assert f"{seat + 1} {start.table.names[seat]}" in summary
    # Every text a person reads is in the game's language.
    read = browser.eval(READ)
    for word in ENGLISH if french else FRENCH:
        assert word not in read, (word, read)
    for word in ("Partie finie", "Touches", "gagnant") if french else ("Game over", "Keys"):
        assert word in read
    # A screenshot of the end, small: kept where BOHNANZA_SCREENSHOTS says.
    shot = browser.screenshot(1000, 760, 0.6)
    assert _png_size(shot) == (600, 456) and len(shot) < 200_000
    keep = os.environ.get("BOHNANZA_SCREENSHOTS")
    target = Path(keep) if keep else tmp_path
    (target / f"viewer-{name}.png").write_bytes(shot)
