"""A game record as one self-contained web page (``bohnanza replay RECORD --html OUT``).

The page steps through the game move by move: buttons and a slider, the keys Left and
Right (a move back or on), Home and End, the move in words, and the table drawn by
``bohnanza.svg`` after each move, the last move's cards outlined (every hand shown: a
record is the whole game).  Every text of the page is in the game's language (French for
the French editions), beans named as the pictures name them.  A finished game's summary
and last frame name the winners and the ranking; the last frame tells the final harvest
that sold every field.  If the record has an illegal move, the page ends on the position
before it with the refusal: the rule's id, the reason and the rule's text.  The page loads
nothing from anywhere: the pictures, the icons of its buttons (drawn in SVG, so that no
font is needed), the style and the script are in the file; ``#N`` in its address opens it
at move N.
"""

from __future__ import annotations

import base64
import gzip
import html
import json
import re
from collections.abc import Sequence

from rich.text import Text

from bohnanza.actions import Action, Harvest
from bohnanza.catalogue import clause
from bohnanza.errors import BohnanzaError, IllegalActionError
from bohnanza.files import write_output
from bohnanza.messages import profile, variety_name
from bohnanza.records import Record
from bohnanza.referee import apply, check
from bohnanza.state import GameState, Table
from bohnanza.svg import draw, glyphs, verdict
from bohnanza.teller import Teller, one, say

__all__ = ["WORDS", "page", "write_page"]

#: The page's own words, English and French.
WORDS: dict[str, tuple[str, str]] = {
    "deal": ("The deal", "Début de la partie"),
    "move": ("{n} move", "{n} coup"),
    "moves": ("{n} moves", "{n} coups"),
    "over": ("Game over after {n} turns", "Partie finie après {n} tours"),
    "end": ("the game ends: every field is sold", "fin de la partie : tous les champs sont vendus"),
    "keys": ("Keys: Left and Right step a move back or on; Home and End go to the start "
             "and the end.",
             "Touches : gauche et droite reculent ou avancent d'un coup ; début et fin vont au "
             "début et à la fin de la partie."),
    "first": ("first (Home)", "début (touche Début)"),
    "back": ("back (Left)", "coup précédent (touche gauche)"),
    "on": ("on (Right)", "coup suivant (touche droite)"),
    "last": ("last (End)", "fin (touche Fin)"),
    "slider": ("move", "coup"),
    "illegal": ("Illegal move {n} (index {i}): ", "Coup illégal n° {n} (indice {i}) : "),
    "rule": ("rule ", "règle "),
    "colon": (": ", " : "),
    "then": ("; ", " ; "),
    "stops": ("illegal move at index {i}; the record stops being legal there",
              "coup illégal à l'indice {i} : l'enregistrement cesse d'être légal là"),
    "seed": ("seed", "graine"),
    "coin": ("{n} coin", "{n} pièce"),
    "coins": ("{n} coins", "{n} pièces"),
}  # fmt: skip


def _say(lang: str, key: str, **values: object) -> str:
    english, french = WORDS[key]
    return (french if lang == "fr" else english).format(**values)


#: The buttons' icons, drawn (a font may lack the glyphs ⏮ ⏭): a bar and triangles.
_ICONS = {
    "first": '<rect x="2" y="2" width="2.5" height="12"/><path d="M14 2 5 8l9 6z"/>',
    "prev": '<path d="M13 2 3 8l10 6z"/>',
    "next": '<path d="M3 2l10 6-10 6z"/>',
    "last": '<path d="M2 2l9 6-9 6z"/><rect x="11.5" y="2" width="2.5" height="12"/>',
}


def _button(name: str, title: str) -> str:
    return (
        f'<button id="{name}" title="{html.escape(title)}" aria-label="{html.escape(title)}">'
        f'<svg class="icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" '
        f'fill="currentColor">{_ICONS[name]}</svg></button>'
    )


_STYLE = """
body { font-family: system-ui, sans-serif; margin: 1em; background: #fafaf7; color: #222; }
h1 { font-size: 1.3em; margin: 0 0 .2em; }
nav { display: flex; gap: .4em; align-items: center; margin: .6em 0; flex-wrap: wrap; }
nav button { font-size: 1.1em; min-width: 2.4em; min-height: 2em; display: inline-flex;
             align-items: center; justify-content: center; }
nav button svg.icon { display: block; }
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
    lang = tell.language
    state: GameState = start
    frames: list[dict[str, object]] = [{"svg": draw(state, defs=False), "move": _say(lang, "deal")}]
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
        before = state
        state = apply(state, move)
        told = _told(tell, before, state, move)
        if state.is_over and not before.is_over:
            # The move ended the game, and the final harvest sold every field: the
            # picture shows the table after it, and so says the caption.
            told += f"{_say(lang, 'then')}{_say(lang, 'end')}"
        frames.append(
            {"svg": draw(state, defs=False, lastmove=move), "move": f"{index + 1}. {told}"}
        )
    frames[-1]["last"] = True
    ended = verdict(state)
    players = ", ".join(table.names)
    title = (
        f"{table.edition.title}{_say(lang, 'colon')}{players} ({_say(lang, 'seed')} {record.seed})"
    )
    if ended is not None:
        then = _say(lang, "then")
        summary = (
            f"{_say(lang, 'over', n=state.turn)}{_say(lang, 'colon')}{ended[0]}{then}{ended[1]}"
        )
        frames[-1]["move"] = f"{frames[-1]['move']}{then}{ended[0]}"
    else:
        count = len(frames) - 1
        summary = _say(lang, "move" if count == 1 else "moves", n=count)
    refusal_html = ""
    if refusal is not None:
        move_text = str(actions[refused_at])
        if isinstance(refusal, IllegalActionError):
            found = clause(refusal.rule)
            quote = f"<blockquote>{html.escape(found.quote)}</blockquote>" if found else ""
            detail = (
                f"{_say(lang, 'rule')}<code>{html.escape(refusal.rule)}</code>"
                f"{_say(lang, 'colon')}{html.escape(_one_name(refusal.reason, table))}{quote}"
            )
        else:
            detail = html.escape(str(refusal))
        refusal_html = (
            f"<strong>{html.escape(_say(lang, 'illegal', n=refused_at + 1, i=refused_at))}"
            f"<code>{html.escape(move_text)}</code></strong><br>{detail}"
        )
        summary = _say(lang, "stops", i=refused_at)
    packed = gzip.compress(json.dumps(frames, ensure_ascii=False).encode("utf-8"), mtime=0)
    payload = base64.b64encode(packed).decode("ascii")
    cards = glyphs(table.cards, language)
    text = f"""<!doctype html>
<html lang="{lang}">
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
{_button("first", _say(lang, "first"))}
{_button("prev", _say(lang, "back"))}
<input id="slider" type="range" min="0" max="{len(frames) - 1}" value="0"
 aria-label="{html.escape(_say(lang, "slider"))}">
{_button("next", _say(lang, "on"))}
{_button("last", _say(lang, "last"))}
<span id="counter"></span>
</nav>
<p class="hint">{html.escape(_say(lang, "keys"))}</p>
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


def _one_name(text: str, table: Table) -> str:
    """A refusal's reason with the beans named as the pictures and the captions name them
    (``Variety.name`` in the game's language): the referee's reasons speak the rulebook's
    own words, which for 001, 003 and 000 part 2 are other names (« Feuerbohne », « haricots
    de feu » for Harry Cauchemar)."""
    language = table.edition.language
    words = profile(table.rulebook, language)
    found = {v.variety.key: v.variety for v in table.cards}
    names: dict[str, str] = {}
    for key, variety in found.items():
        for column in (words.names, words.plural):
            if column != language:
                names[variety_name(key, column)] = variety.name(language)
    for name in sorted(names, key=len, reverse=True):  # « Feuerbohnen » before « Feuerbohne »
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", names[name], text)
    return text


def _told(tell: Teller, before: GameState, after: GameState, move: Action) -> str:
    """The move in words.  A sale says the coins it earned, read from the table (what the
    seat's coins grew by: the top card priced the field, in Ladybohn too), « 0 pièce » in
    French as « 1 pièce »."""
    if isinstance(move, Harvest) and move.field < len(before.players[move.seat].fields):
        field = before.players[move.seat].fields[move.field]
        earned = len(after.players[move.seat].coin_ids) - len(before.players[move.seat].coin_ids)
        # The singular as every other text of the game has it: 1, and 0 in French.
        money = _say(tell.language, "coin" if one(tell.language, earned) else "coins", n=earned)
        return _plain(
            say(tell.language, "sell", p=tell.player(move.seat), f=move.field + 1,
                c=tell.cards(field), m=money)
        )  # fmt: skip
    fields = [p.fields for p in before.players]
    return _plain(tell.move(before.table.cards, fields, move))


def write_page(path: str, text: str, inputs: Sequence[str | int] = ()) -> None:
    """Write ``text`` to ``path`` by ``bohnanza.files.write_output``: a new or existing
    regular file, never one of ``inputs`` (the record read), atomically; a symbolic link
    at ``path`` is replaced, never followed.

    Raises:
        bohnanza.errors.BohnanzaError: ``path`` cannot or may not be written (an
            ``UnwritableError`` of ``bohnanza.files``; nothing is left behind).
    """
    write_output(path, text, inputs=inputs)
