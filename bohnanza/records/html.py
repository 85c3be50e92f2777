"""A game record as one self-contained web page (``bohnanza replay RECORD --html OUT``).

The page steps through the game move by move: buttons and a slider, the keys Left and
Right (a move back or on), Home and End, the move in words, and the table drawn by
``bohnanza.svg`` after each move (every hand shown: a record is the whole game).  If the
record has an illegal move, the page ends on the position before it with the refusal: the
rule's id, the reason and the rule's text.  The page loads nothing from anywhere: the
pictures, the style and the script are in the file; ``#N`` in its address opens it at
move N.
"""

from __future__ import annotations

import base64
import gzip
import html
import json
from collections.abc import Sequence

from rich.text import Text

from bohnanza.actions import Action
from bohnanza.catalogue import clause
from bohnanza.errors import BohnanzaError, IllegalActionError
from bohnanza.files import write_output
from bohnanza.records import Record
from bohnanza.referee import apply, check, outcome
from bohnanza.state import GameState
from bohnanza.svg import draw, glyphs
from bohnanza.teller import Teller

__all__ = ["page", "write_page"]

_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1em; background: #fafaf7; color: #222; }
h1 { font-size: 1.3em; margin: 0 0 .2em; }
nav { display: flex; gap: .4em; align-items: center; margin: .6em 0; flex-wrap: wrap; }
nav button { font-size: 1.1em; min-width: 2.4em; }
#slider { flex: 1; min-width: 12em; }
#move { font-size: 1.05em; min-height: 1.4em; margin: .3em 0; }
#refusal { border: 2px solid #b00; background: #fff0f0; padding: .5em .8em; margin: .5em 0; }
#table svg { max-width: 100%; height: auto; }
.hint { color: #666; font-size: .9em; }
"""

_SCRIPT = """
const slider = document.getElementById("slider");
let frames = [];
let at = 0;
function show(k) {
  at = Math.max(0, Math.min(frames.length - 1, k));
  const f = frames[at];
  document.getElementById("table").innerHTML = f.svg;
  document.getElementById("move").textContent = f.move;
  document.getElementById("counter").textContent = at + " / " + (frames.length - 1);
  document.getElementById("refusal").hidden = !(f.last && REFUSED);
  slider.value = at;
  history.replaceState(null, "", "#" + at);
}
document.getElementById("first").onclick = () => show(0);
document.getElementById("prev").onclick = () => show(at - 1);
document.getElementById("next").onclick = () => show(at + 1);
document.getElementById("last").onclick = () => show(frames.length - 1);
slider.oninput = () => show(Number(slider.value));
document.addEventListener("keydown", (e) => {
  if (e.target === slider) return;
  const moves = {ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: frames.length - 1};
  if (e.key in moves) { show(moves[e.key]); e.preventDefault(); }
});
async function load() {
  // The frames are gzipped JSON in base64: the browser inflates them (DecompressionStream).
  const packed = Uint8Array.from(atob(document.getElementById("frames").textContent.trim()),
                                 (c) => c.charCodeAt(0));
  const stream = new Blob([packed]).stream().pipeThrough(new DecompressionStream("gzip"));
  frames = JSON.parse(await new Response(stream).text());
  const wanted = parseInt(location.hash.slice(1), 10);
  show(Number.isNaN(wanted) ? 0 : wanted);
  document.body.dataset.ready = "yes";
}
load();
"""


def _plain(markup: str) -> str:
    return Text.from_markup(markup).plain


def page(record: Record) -> tuple[str, bool]:
    """The page of ``record``, and whether every move of it is legal.

    Raises:
        RecordError: the record's start cannot be dealt (``load_record`` checks this).
    """
    start = record.start()
    table = start.table
    language = table.edition.language
    tell = Teller(table.names, -1, language, "none")
    french = tell.language == "fr"
    state: GameState = start
    frames: list[dict[str, object]] = [
        {"svg": draw(state, defs=False), "move": "Début de la partie" if french else "The deal"}
    ]
    refusal: BohnanzaError | None = None
    refused_at = -1
    actions: Sequence[Action] = record.actions
    for index, move in enumerate(actions):
        error: BohnanzaError | None
        try:
            error = check(state, move)
        except BohnanzaError as exc:  # a move that does not fit this table
            error = exc
        if error is not None:
            refusal, refused_at = error, index
            break
        fields = [p.fields for p in state.players]
        told = _plain(tell.move(table.cards, fields, move))
        state = apply(state, move)
        frames.append({"svg": draw(state, defs=False), "move": f"{index + 1}. {told}"})
    frames[-1]["last"] = True
    result = outcome(state)
    title = f"{table.edition.title}: {', '.join(table.names)} (seed {record.seed})"
    if result is not None:
        scores = ", ".join(f"{s + 1} {table.names[s]} {c}" for s, c in enumerate(result.scores))
        summary = f"Game over after {state.turn} turns: {scores}"
    else:
        summary = f"{len(frames) - 1} moves"
    refusal_html = ""
    if refusal is not None:
        move_text = str(actions[refused_at])
        if isinstance(refusal, IllegalActionError):
            found = clause(refusal.rule)
            quote = f"<blockquote>{html.escape(found.quote)}</blockquote>" if found else ""
            detail = (
                f"rule <code>{html.escape(refusal.rule)}</code>: "
                f"{html.escape(refusal.reason)}{quote}"
            )
        else:
            detail = html.escape(str(refusal))
        refusal_html = (
            f"<strong>Illegal move {refused_at + 1} (index {refused_at}): "
            f"<code>{html.escape(move_text)}</code></strong><br>{detail}"
        )
        summary = f"illegal move at index {refused_at}; the record stops being legal there"
    packed = gzip.compress(json.dumps(frames, ensure_ascii=False).encode("utf-8"), mtime=0)
    payload = base64.b64encode(packed).decode("ascii")
    cards = glyphs(table.cards, language)
    text = f"""<!doctype html>
<html lang="{"fr" if french else "en"}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{html.escape(title)}</title>
<style>{_STYLE}</style>
</head>
<body>
<h1>{html.escape(title)}</h1>
<p id="summary">{html.escape(summary)}</p>
<nav>
<button id="first" title="first (Home)">&#x23EE;</button>
<button id="prev" title="back (Left)">&#x25C0;</button>
<input id="slider" type="range" min="0" max="{len(frames) - 1}" value="0">
<button id="next" title="on (Right)">&#x25B6;</button>
<button id="last" title="last (End)">&#x23ED;</button>
<span id="counter"></span>
</nav>
<p class="hint">Keys: Left and Right step a move back or on; Home and End.</p>
<p id="move"></p>
<div id="refusal" hidden>{refusal_html}</div>
<div id="table"></div>
<svg width="0" height="0" style="position:absolute" aria-hidden="true">{cards}</svg>
<script id="frames" type="application/octet-stream">{payload}</script>
<script>const REFUSED = {"true" if refusal is not None else "false"};
{_SCRIPT}</script>
</body>
</html>
"""
    return text, refusal is None


def write_page(path: str, text: str, inputs: Sequence[str | int] = ()) -> None:
    """Write ``text`` to ``path`` by ``bohnanza.files.write_output``: a new or existing
    regular file, never one of ``inputs`` (the record read), atomically; a symbolic link
    at ``path`` is replaced, never followed.

    Raises:
        UnwritableError: ``path`` cannot or may not be written (nothing is left behind).
    """
    write_output(path, text, inputs=inputs)
