"""Generate the rule, feature, decision and edition pages of the documentation site.

Run by ``nox -s docs`` before ``sphinx-build``::

    python docs/generate.py                       # write docs/generated/ (reST)
    python docs/generate.py --results r.xml       # the same, with the features' outcomes
    python docs/generate.py --check-html DIR      # after the build: every internal link of
                                                  # the HTML in DIR names a file and an anchor
                                                  # that exist

What it writes (``docs/generated/`` is rebuilt from scratch and ignored by git):

* ``catalogue/<rulebook>.rst``: one page per catalogue file of ``specs/catalogue/``, grouped
  by the rulebook's sections; one subsection per clause, anchored by the clause id, with its
  kind, players and quote, links to the same clause in the other texts (``see``), to the
  decisions it cites and to every scenario tagged with its id;
* ``features/<rulebook>/<name>.rst``: one page per ``.feature`` file of ``features/``,
  parsed with the official Gherkin parser (any ``# language:``), one anchor per scenario;
* ``decisions.rst``: the decision log of ``specs/decisions.toml``;
* ``editions.rst``: the presets' rule options side by side, and their variants;
* ``api_names.txt``: the table of the names ``bohnanza`` exports (included by ``api.rst``);
* ``cli.rst``: the command line from its own argparse parser (every command's ``--help``),
  with examples run now in a scratch folder (a wrong exit status fails the run);
* ``results.rst``, ``traceability.rst``, ``tags.rst``: the outcomes of the features' last
  run, the table of every clause with its presets, scenarios, code and status (filtered in
  the page by a small script), the scenarios of each tag that names no clause;
* ``code/<module>.rst``: the functions of the referee that name a rule key, their source,
  and the clauses they enforce (found with ``ast``, as ``tests/test_catalogue.py`` does).

With ``--results PATH`` (pytest's JUnit XML report of ``python tests/conformance.py
--junitxml=PATH``, each test case naming its scenario), every scenario, clause, section,
rulebook, feature file and decision shows its outcome (passed, failed, pending, skipped or
not run: the worst of its scenarios), with the run's date and commit; without it, every
page says "not run". With the rulebooks' texts at hand (``BOHNANZA_RULEBOOKS``, or
``../shared/rulebooks`` beside the checkout) each quote gives its lines in its rulebook.

Quotes keep their rulebook's markup (``<sup>``, ``^{}``, ``\\square``, ``\\*``, lists written
on one line), rendered here. The pages of a French rulebook are labelled in French and carry
``:content-language: fr``, which ``conf.py`` turns into ``lang="fr"`` on their content.

The run fails (exit 1) when a clause got no section, a scenario no anchor, a scenario tag,
``see`` id or decision id names nothing, so the site always covers every clause and scenario.
"""

from __future__ import annotations

import argparse
import ast
import bisect
import contextlib
import datetime
import html.parser
import inspect
import io
import json
import os
import re
import shlex
import shutil
import string
import subprocess
import sys
import tempfile
import textwrap
import tomllib
import typing
import unicodedata
import xml.etree.ElementTree as ET
from collections import Counter, defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import unquote, urlsplit

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
OUT = DOCS / "generated"
FEATURES = ROOT / "features"
sys.path.insert(0, str(ROOT))

import attrs  # noqa: E402
from gherkin.dialect import Dialect  # noqa: E402
from gherkin.parser import Parser  # noqa: E402

import bohnanza  # noqa: E402
import bohnanza.catalogue as cat  # noqa: E402

# ``bohnanza.editions`` is the function ``editions()`` (re-exported by the package), which
# hides the module of the same name: take the module from ``sys.modules``.
import bohnanza.editions  # noqa: E402
import bohnanza.rules.common as rules_common  # noqa: E402

eds = sys.modules["bohnanza.editions"]

# The order of the rulebooks on the site: the English text first, then the French ones.
BOOK_ORDER = ("002", "000.1", "004", "000.2", "003", "001")
LANGUAGES = {"en": "English", "fr": "French", "de": "German"}
# The words of the pages about one rulebook or one feature file, in that text's language.
LABELS: dict[str, dict[str, str]] = {
    "en": {
        "rulebook": "Rulebook",
        "language": "Language",
        "presets": "Presets",
        "clauses": "Clauses",
        "catalogue": "Catalogue",
        "with-scenarios": "Tagged on a scenario",
        "of-clauses": "{n} of {total} clauses",
        "status": "Status",
        "results": "Results",
        "run": "Run",
        "code": "Code",
        "source-lines": "Source",
        "lines-of": "lines {lines} of ``{file}``",
        "line-of": "line {lines} of ``{file}``",
        "rows": "{n} example rows: {counts}",
        "clauses-status": "clauses: {counts}",
        "scenarios-status": "scenarios: {counts}",
        "decision-scenarios": "Scenarios naming it",
        "no-run": "not run for this build: no results were given",
        "run-of": "the features run on {date}, commit {commit}",
        "with-changes": " (with local changes)",
        "site-differs": "; the site is built from commit {commit}",
        "file-source": "The file as written",
        "result": "Result",
        "sections": "Sections",
        "no-section": "(no section)",
        "kind": "Kind",
        "players": "Players",
        "none-as-written": "none as written",
        "same-rule": "Same rule in",
        "decisions": "Decisions",
        "scenarios": "Scenarios",
        "none": "none",
        "file": "File",
        "tags": "Tags",
        "line": "line",
        "icon-note": "The sign {icon} stands for the card pictogram of the player aid.",
    },
    "fr": {
        "rulebook": "Texte",
        "language": "Langue",
        "presets": "Préréglages",
        "clauses": "Clauses",
        "catalogue": "Catalogue",
        "with-scenarios": "Avec un scénario",
        "of-clauses": "{n} clauses sur {total}",
        "status": "État",
        "results": "Résultats",
        "run": "Exécution",
        "code": "Code",
        "source-lines": "Source",
        "lines-of": "lignes {lines} de ``{file}``",
        "line-of": "ligne {lines} de ``{file}``",
        "rows": "{n} lignes d'exemples : {counts}",
        "clauses-status": "clauses : {counts}",
        "scenarios-status": "scénarios : {counts}",
        "decision-scenarios": "Scénarios qui la nomment",
        "no-run": "non exécutés pour cette construction : aucun résultat fourni",
        "run-of": "les scénarios exécutés le {date}, commit {commit}",
        "with-changes": " (avec des modifications locales)",
        "site-differs": " ; le site est construit depuis le commit {commit}",
        "file-source": "Le fichier tel qu'écrit",
        "result": "Résultat",
        "sections": "Sections",
        "no-section": "(sans section)",
        "kind": "Nature",
        "players": "Joueurs",
        "none-as-written": "aucun tel quel",
        "same-rule": "Même règle dans",
        "decisions": "Décisions",
        "scenarios": "Scénarios",
        "none": "aucun",
        "file": "Fichier",
        "tags": "Étiquettes",
        "line": "ligne",
        "icon-note": "Le signe {icon} tient la place du pictogramme de carte de l'aide de jeu.",
    },
}
LANGUAGE_NAMES = {
    "en": {"en": "English", "fr": "French", "de": "German"},
    "fr": {"en": "anglais", "fr": "français", "de": "allemand"},
}
KIND_NAMES = {
    "en": {},
    "fr": {
        "rule": "règle",
        "example": "exemple",
        "setup": "mise en place",
        "component": "matériel",
        "overview": "présentation",
        "note": "note",
    },
}


def label(lang: str, key: str, **values: object) -> str:
    """A page label in the page's language (English where no translation exists)."""
    words = LABELS.get(lang, LABELS["en"])
    return words.get(key, LABELS["en"][key]).format(**values)


def language_name(lang: str, of: str) -> str:
    return LANGUAGE_NAMES.get(lang, LANGUAGE_NAMES["en"]).get(of, of)


def kind_name(lang: str, kind: str) -> str:
    return KIND_NAMES.get(lang, {}).get(kind, kind)


def page_language(lang: str) -> list[str]:
    """File-wide metadata read by conf.py, which marks the page's content ``lang``."""
    return [f":content-language: {lang}", ""] if lang and lang != "en" else []


CLAUSE_TAG = re.compile(r"^@(\d[\d.]*/[a-z0-9][a-z0-9.\-]*)$")
CLAUSE_IN_TEXT = re.compile(r"(?<![\w/.])(\d{3}(?:\.\d)?/[a-z0-9][a-z0-9\-]*(?:\.[a-z0-9\-]+)*)")

# What the tags that name no clause mean (features/ conventions).
OTHER_TAGS = {
    "@example": "a worked example of the rulebook",
    "@contrast": "a reading that another text or preset does not share",
    "@bug": "shows a reported engine bug: it fails until the engine is fixed",
    "@pending": "a rule not implemented yet, run as a strict expected failure",
    "@not-modelled": "documents a clause the referee does not model (where the unbought "
    "third-field cards lie, say) and shows what the referee does instead",
}

#: The filter of the traceability table: plain script in the page (no server, no network),
#: which hides the rows that do not hold the words, the rulebook or the status chosen.
TRACE_FILTER = string.Template("""<div class="trace-filter">
<label>Words <input type="search" id="trace-words" placeholder="harvest.protection"></label>
<label>Rulebook <select id="trace-book"><option value="">all</option>$books</select></label>
<label>Status <select id="trace-status"><option value="">all</option>$statuses</select></label>
<span id="trace-count" role="status"></span>
</div>
<script>
(function () {
  function setup() {
    var table = document.querySelector("table.traceability");
    if (!table) { return; }
    var rows = Array.prototype.slice.call(table.tBodies[0].rows);
    var words = document.getElementById("trace-words");
    var book = document.getElementById("trace-book");
    var status = document.getElementById("trace-status");
    var count = document.getElementById("trace-count");
    function apply() {
      var wanted = words.value.toLowerCase().split(/\\s+/).filter(Boolean);
      var shown = 0;
      rows.forEach(function (row) {
        var text = row.textContent.toLowerCase();
        var id = row.cells[0].textContent.trim();
        var state = row.cells[1];  // the clause's status
        var ok = wanted.every(function (w) { return text.indexOf(w) >= 0; })
          && (!book.value || id.indexOf(book.value + "/") === 0)
          && (!status.value || state.querySelector(".status-" + status.value) !== null);
        row.style.display = ok ? "" : "none";
        if (ok) { shown += 1; }
      });
      count.textContent = shown + " of " + rows.length + " clauses";
    }
    [words, book, status].forEach(function (el) {
      el.addEventListener("input", apply);
      el.addEventListener("change", apply);
    });
    apply();
  }
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", setup);
  } else {
    setup();
  }
})();
</script>""")

problems: list[str] = []


def problem(message: str) -> None:
    problems.append(message)


# ---------------------------------------------------------------------------------------
# reST helpers


_PUNCT = frozenset(string.punctuation)


def esc(text: str) -> str:
    """Text as reST that reads back verbatim: every ASCII punctuation mark escaped."""
    return "".join("\\" + c if c in _PUNCT else c for c in text)


def ref(title: str, label: str) -> str:
    return f":ref:`{esc(title)} <{label}>`"


def lit(text: str) -> str:
    """Inline literal; backquotes cannot occur in one, so fall back to escaped text."""
    if "`" in text or not text.strip() or text != text.strip():
        return esc(text)
    return f"``{text}``"


def heading(text: str, char: str, overline: bool = False) -> list[str]:
    line = char * max(4, len(text) + 4)
    out = [line] if overline else []
    return [*out, text, line, ""]


def indent(lines: Iterable[str], by: str = "   ") -> list[str]:
    return [by + line if line else "" for line in lines]


def list_table(
    rows: Sequence[Sequence[Sequence[str]]],
    *,
    header: int = 0,
    classes: str = "",
    widths: str = "",
) -> list[str]:
    """A list-table; each cell is a list of reST lines."""
    out = [".. list-table::"]
    if header:
        out.append(f"   :header-rows: {header}")
    if classes:
        out.append(f"   :class: {classes}")
    if widths:
        out.append(f"   :widths: {widths}")
    out.append("")
    for row in rows:
        for k, cell in enumerate(row):
            lines = list(cell) or [""]
            out.append((("   * - " if k == 0 else "     - ") + lines[0]).rstrip())
            out.extend(indent(lines[1:], "       "))
    out.append("")
    return out


def paragraphs(text: str) -> list[str]:
    """Free text (a feature's description) as escaped paragraphs."""
    out: list[str] = []
    for line in textwrap.dedent(text).strip("\n").splitlines():
        out.append(esc(line.strip()))
    return [*out, ""] if out else []


def count_ranges(counts: Iterable[int]) -> str:
    """``[2, 3, 4, 6, 7]`` as ``2-4, 6-7`` (en dashes)."""
    ns = sorted(set(counts))
    parts: list[str] = []
    k = 0
    while k < len(ns):
        j = k
        while j + 1 < len(ns) and ns[j + 1] == ns[j] + 1:
            j += 1
        parts.append(str(ns[k]) if j == k else f"{ns[k]}\u2013{ns[j]}")
        k = j + 1
    return ", ".join(parts)


def write(path: Path, lines: Iterable[str]) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    text = "\n".join(lines).rstrip() + "\n"
    path.write_text(text, encoding="utf-8")


def clause_label(clause_id: str) -> str:
    return clause_id


def decision_label(decision_id: str) -> str:
    return f"decision-{decision_id}"


def option_label(option: str) -> str:
    return f"option-{option}"


def edition_label(name: str) -> str:
    return f"edition-{name}"


def tag_label(tag: str) -> str:
    return "tag-" + re.sub(r"[^a-z0-9]+", "-", tag.lower()).strip("-")


def code_module_label(module: str) -> str:
    return "code-module-" + re.sub(r"[^a-z0-9]+", "-", module.lower())


def rulebook_label(book: str) -> str:
    return f"rulebook-{book}"


def link_clause_ids(text: str, known: Mapping[str, object]) -> str:
    """Escaped text in which every catalogued clause id becomes a link to its clause."""
    out: list[str] = []
    last = 0
    for m in CLAUSE_IN_TEXT.finditer(text):
        cid = m.group(1)
        if cid not in known:
            continue
        before, after = text[m.start() - 1 : m.start()], text[m.end() : m.end() + 1]
        out.append(esc(text[last : m.start()]))
        # An escaped space reads as nothing: it keeps the role apart from a neighbour.
        out.append("\\ " if before and not before.isspace() else "")
        out.append(ref(cid, clause_label(cid)))
        out.append("\\ " if after and not after.isspace() else "")
        last = m.end()
    out.append(esc(text[last:]))
    return "".join(out)


# ---------------------------------------------------------------------------------------
# The rulebooks' own markup in quotes
#
# A quote keeps the markup of its source text (specs/README.md, "Quote rule"): HTML
# superscripts (``3<sup>ème</sup>``), TeX superscripts and the aid's card pictogram
# (``3^{ème}``, ``\square``), escaped asterisks (``Thunes\*``), and lists whose line breaks
# the quote collapsed ("... dans le jeu : - 24 Harry Cogné - 22 Harry Cochet ...").

_INLINE_MARKUP = re.compile(r"<sup>(?P<html>[^<]*)</sup>|\^\{(?P<tex>[^}]*)\}|(?P<square>\\square)")
# A list the quote flattened: an introduction ending in a colon, then "- item - item ...".
_BULLETS = re.compile(r"^(?P<intro>.*?:)\s+-\s+(?P<items>.+)$")
_BULLET_SEP = re.compile(r"\s+-\s+")
# "...: 1. first 2. second 3. third": numbered from 1, each number once, in order.
_NUMBERED = re.compile(r"^(?P<intro>.*?:)\s+1\.\s+(?P<items>.+)$")

#: The card pictogram of the player aid (004), which its text writes ``\square``.
CARD_ICON = "\u25a1"


def quote_inline(text: str) -> str:
    """One run of quoted text as reST: superscripts as ``:sup:``, the card pictogram as
    ``:card-icon:``, everything else escaped so that it reads back verbatim."""
    text = text.replace("\\*", "*")  # a Markdown-escaped asterisk is an asterisk
    out: list[str] = []
    last = 0
    for m in _INLINE_MARKUP.finditer(text):
        before, after = text[m.start() - 1 : m.start()], text[m.end() : m.end() + 1]
        out.append(esc(text[last : m.start()]))
        if m.group("square"):
            role = f":card-icon:`{CARD_ICON}`"
        else:
            sup = m.group("html") if m.group("html") is not None else m.group("tex")
            role = f":sup:`{esc(sup.strip())}`" if sup.strip() else ""
        if role:
            # An escaped space reads as nothing: it keeps the role apart from a neighbour.
            out.append("\\ " if before and not before.isspace() else "")
            out.append(role)
            out.append("\\ " if after and not after.isspace() else "")
        last = m.end()
    out.append(esc(text[last:]))
    leftover = _INLINE_MARKUP.sub("", text)
    for raw in ("<sup", "</sup", "\\square", "^{", "\\*"):
        if raw in leftover:
            problem(f"quote markup {raw!r} is not rendered: {text[:80]!r}")
    return "".join(out)


def numbered_items(text: str) -> list[str] | None:
    """The items of "1. a 2. b 3. c" when the numbers run 1, 2, 3... with nothing else."""
    parts = re.split(r"\s+(\d+)\.\s+", " " + text)
    # parts: ["", "1", "a", "2", "b", ...] for the text with a leading "1. "
    if len(parts) < 5 or parts[0].strip():
        return None
    numbers = parts[1::2]
    if numbers != [str(k) for k in range(1, len(numbers) + 1)]:
        return None
    return [item.strip() for item in parts[2::2]]


def quote_rst(text: str) -> list[str]:
    """A quote as reST lines: its inline markup rendered and a flattened list restored."""
    text = " ".join(text.split())
    m = _NUMBERED.match(text)
    items = numbered_items("1. " + m.group("items")) if m else None
    if m and items:
        body = [f"{k}. {quote_inline(item)}" for k, item in enumerate(items, 1)]
        return [quote_inline(m.group("intro")), "", *body, ""]
    m = _BULLETS.match(text)
    if m:
        bullets = [item for item in _BULLET_SEP.split(m.group("items")) if item]
        if len(bullets) >= 2:
            body = [f"- {quote_inline(item)}" for item in bullets]
            return [quote_inline(m.group("intro")), "", *body, ""]
    return [quote_inline(text), ""]


# ---------------------------------------------------------------------------------------
# The specification


@dataclass
class Rulebook:
    id: str
    file: str
    language: str
    title: str
    editions: tuple[str, ...]
    clauses: list[cat.Clause] = field(default_factory=list)
    raw_count: int = 0


def load_rulebooks() -> dict[str, Rulebook]:
    """The catalogued rulebooks (their ``[rulebook]`` table, which ``bohnanza.catalogue``
    does not expose) with their clauses from ``bohnanza.catalogue.catalogue()``."""
    books: dict[str, Rulebook] = {}
    for path in sorted((cat.specs_dir() / "catalogue").glob("*.toml")):
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        head = raw["rulebook"]
        book = Rulebook(
            id=str(head["id"]),
            file=str(head.get("file", "")),
            language=str(head.get("language", "")),
            title=str(head.get("title", "")),
            editions=tuple(str(e) for e in head.get("editions", ())),
            raw_count=len(raw.get("clause", [])),
        )
        books[book.id] = book
    for clause in cat.catalogue().values():
        books[clause.rulebook].clauses.append(clause)
    for book in books.values():
        if len(book.clauses) != book.raw_count:
            problem(
                f"{book.id}: the catalogue file has {book.raw_count} clauses, "
                f"bohnanza.catalogue loaded {len(book.clauses)}"
            )
    order = {b: k for k, b in enumerate(BOOK_ORDER)}
    return dict(sorted(books.items(), key=lambda kv: (order.get(kv[0], len(order)), kv[0])))


@dataclass
class DecisionEntry:
    id: str
    group: str
    intro: str
    question: str
    option: str
    choice: str
    choices: tuple[tuple[str, str], ...]
    quotes: tuple[tuple[str, str, str], ...]
    rationale: str
    alternatives: tuple[tuple[str, str], ...]


def load_decisions() -> list[DecisionEntry]:
    """The decision log: ``bohnanza.catalogue.decisions()`` for the fields it has, the TOML
    for the quotes and the rationale (which it does not expose), and the file's section
    comments for the grouping."""
    path = cat.specs_dir() / "decisions.toml"
    text = path.read_text(encoding="utf-8")
    groups: dict[str, str] = {}
    intros: dict[str, str] = {}
    group = "General"
    lines = text.splitlines()
    k = 0
    while k < len(lines):
        line = lines[k]
        if line.startswith("# ---"):
            # A group header: "# ---", one or more comment lines, "# ---".  Its first
            # sentence is the group's title, the rest an introduction.
            j = k + 1
            while j < len(lines) and lines[j].startswith("#") and not lines[j].startswith("# ---"):
                j += 1
            if j < len(lines) and lines[j].startswith("# ---") and j > k + 1:
                words = " ".join(raw_line[1:].strip() for raw_line in lines[k + 1 : j])
                head, _, rest = words.partition(". ")
                group = head.strip().rstrip(".")
                intros[group] = rest.strip()
                k = j + 1
                continue
        m = re.match(r'^id\s*=\s*"([^"]+)"', line)
        if m:
            groups.setdefault(m.group(1), group)
        k += 1
    raw = {str(d["id"]): d for d in tomllib.loads(text).get("decision", [])}
    out = []
    for d in cat.decisions().values():
        r = raw[d.id]
        out.append(
            DecisionEntry(
                id=d.id,
                group=groups.get(d.id, "General"),
                intro=intros.get(groups.get(d.id, "General"), ""),
                question=d.question,
                option=d.option,
                choice=d.choice,
                choices=d.choices,
                quotes=tuple(
                    (str(q.get("source", "")), str(q.get("section", "")), str(q.get("text", "")))
                    for q in r.get("quotes", [])
                ),
                rationale=" ".join(str(r.get("rationale", "")).split()),
                alternatives=d.alternatives,
            )
        )
    return out


# ---------------------------------------------------------------------------------------
# The features


@dataclass
class Scenario:
    book: str  # the features/ folder
    path: Path
    doc: str  # Sphinx docname of the feature page
    keyword: str
    name: str
    line: int
    tags: tuple[str, ...]  # effective: feature, rule, scenario and examples tags
    label: str
    end: int = 0  # its last line
    texts: tuple[str, ...] = ()  # its description, steps and comments (decision ids)
    options: tuple[tuple[str, str], ...] = ()  # the rule options its steps set, and values
    rows: int = 0  # an outline's example rows

    @property
    def where(self) -> str:
        """The location the results name it by (tests/conformance.py)."""
        return f"{self.path.relative_to(ROOT).as_posix()}:{self.line}"

    @property
    def title(self) -> str:
        return self.name or f"({self.keyword}, line {self.line})"


@dataclass
class Feature:
    book: str
    path: Path
    doc: str
    label: str
    ast: dict[str, object]
    comments: list[tuple[int, str]]
    scenarios: list[Scenario] = field(default_factory=list)


def tag_names(node: Mapping[str, object]) -> tuple[str, ...]:
    return tuple(str(t["name"]) for t in node.get("tags", ()))  # type: ignore[attr-defined]


def scenario_label(book: str, stem: str, name: str, line: int, used: set[str]) -> str:
    """``scenario-<book>-<file>-<title slug>``: stable while the title is; a repeated title
    in one file gets ``-2``, ``-3``..."""
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    slug = re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-") or f"line-{line}"
    base = f"scenario-{book.replace('.', '-')}-{stem.replace('_', '-')}-{slug}"
    label, k = base, 1
    while label in used:
        k += 1
        label = f"{base}-{k}"
    used.add(label)
    return label


#: A step that sets a rule option (tests/features/given_steps.py), in English and French.
OPTION_STEP = re.compile(r"(?:the rule option|l'option de règle) (\S+) (?:is|vaut) (\S+)")


def example_rows(sc: Any) -> int:
    """The example rows of an outline (0 for a plain scenario)."""
    return sum(len(ex.get("tableBody", ())) for ex in sc.get("examples", ()))


def scenario_texts(sc: Any) -> tuple[str, ...]:
    """The words of a scenario a reader sees: description, steps, example descriptions."""
    out = [str(sc.get("description", ""))]
    out += [str(st["text"]) for st in sc.get("steps", ())]
    out += [str(ex.get("description", "")) for ex in sc.get("examples", ())]
    return tuple(t for t in out if t.strip())


def option_steps(sc: Any) -> tuple[tuple[str, str], ...]:
    """(option, value) of each step that sets a rule option; an outline's ``<column>`` is
    read in each of its example rows."""
    rows: list[dict[str, str]] = []
    for ex in sc.get("examples", ()):
        header = [str(c["value"]) for c in (ex.get("tableHeader") or {}).get("cells", ())]
        for row in ex.get("tableBody", ()):
            values = (str(c["value"]) for c in row["cells"])
            rows.append(dict(zip(header, values, strict=False)))

    def fill(word: str, row: Mapping[str, str]) -> str:
        return row.get(word[1:-1], word) if word.startswith("<") and word.endswith(">") else word

    found: list[tuple[str, str]] = []
    for st in sc.get("steps", ()):
        for m in OPTION_STEP.finditer(str(st["text"])):
            for row in rows or [{}]:
                option, value = fill(m.group(1), row), fill(m.group(2), row)
                if not option.startswith("<") and not value.startswith("<"):
                    found.append((option, value))
    return tuple(dict.fromkeys(found))


def stem_of(path: Path) -> str:
    return path.name.removesuffix(".feature")


def load_features() -> list[Feature]:
    parser = Parser()
    out: list[Feature] = []
    for path in sorted(FEATURES.glob("*/*.feature")):
        book = path.parent.name
        text = path.read_text(encoding="utf-8")
        ast: Any = parser.parse(text)
        feature: Any = ast.get("feature")
        if not feature:
            problem(f"{path.relative_to(ROOT)}: no Feature")
            continue
        stem = stem_of(path)
        doc = f"generated/features/{book}/{stem}"
        comments = [
            (int(c["location"]["line"]), str(c["text"]).strip())
            for c in ast.get("comments", [])
            if not re.match(r"^\s*#\s*language\s*:", str(c["text"]))
        ]
        f = Feature(book, path, doc, f"feature-{book}-{stem}", feature, comments)
        ends = Site._element_ends(feature)
        used: set[str] = set()
        ftags = tag_names(feature)

        def visit(
            children: Sequence[Any],
            inherited: tuple[str, ...],
            f: Feature = f,
            book: str = book,
            path: Path = path,
            doc: str = doc,
            stem: str = stem,
            used: set[str] = used,
            ends: dict[int, int] = ends,
        ) -> None:
            for child in children:
                if "rule" in child:
                    rule = child["rule"]
                    visit(
                        rule["children"],
                        inherited + tag_names(rule),
                        f,
                        book,
                        path,
                        doc,
                        stem,
                        used,
                        ends,
                    )
                elif "scenario" in child:
                    sc = child["scenario"]
                    line = int(sc["location"]["line"])
                    tags = inherited + tag_names(sc)
                    for ex in sc.get("examples", ()):
                        tags += tag_names(ex)
                    f.scenarios.append(
                        Scenario(
                            book=book,
                            path=path,
                            doc=doc,
                            keyword=str(sc["keyword"]),
                            name=str(sc["name"]).strip(),
                            line=line,
                            tags=tuple(dict.fromkeys(tags)),
                            label=scenario_label(book, stem, str(sc["name"]), line, used),
                            end=ends.get(id(sc), line),
                            texts=scenario_texts(sc),
                            options=option_steps(sc),
                            rows=example_rows(sc),
                        )
                    )

        visit(feature["children"], ftags)
        # A second count, by keyword lines, so that no scenario escapes the parse.
        dialect = Dialect.for_name(str(feature.get("language", "en")))
        if dialect is None:
            problem(f"{path.relative_to(ROOT)}: unknown language {feature.get('language')}")
            continue
        keywords = [*dialect.scenario_keywords, *dialect.scenario_outline_keywords]
        by_lines = sum(
            1
            for line in text.splitlines()
            if any(line.strip().startswith(k + ":") for k in keywords)
        )
        if by_lines != len(f.scenarios):
            problem(
                f"{path.relative_to(ROOT)}: {by_lines} scenario lines, "
                f"{len(f.scenarios)} scenarios parsed"
            )
        out.append(f)
    return out


# ---------------------------------------------------------------------------------------
# The results of the features' last run
#
# ``tests/conformance.py --junitxml=PATH`` writes pytest's JUnit XML report; each test case
# of a scenario carries the property ``scenario`` (``features/002/harvesting.feature:87``)
# and the suite carries the run's ``commit`` and ``changes``, its ``timestamp`` the date.

#: A scenario's outcomes, worst first: a group of scenarios shows the worst one it holds.
OUTCOMES = ("failed", "not-run", "skipped", "pending", "passed")
OUTCOME_WORDS = {
    "en": {
        "failed": "failed",
        "not-run": "not run",
        "skipped": "skipped",
        "pending": "pending",
        "passed": "passed",
        "none": "no scenario",
    },
    "fr": {
        "failed": "échoué",
        "not-run": "non exécuté",
        "skipped": "sauté",
        "pending": "en attente",
        "passed": "réussi",
        "none": "aucun scénario",
    },
}


class ResultsError(Exception):
    """A results file that cannot be read as the features' JUnit report."""


@dataclass(frozen=True)
class Results:
    """The outcomes of one run of the features."""

    source: str
    commit: str
    changes: bool
    date: str
    #: ``features/<book>/<file>.feature:<line>`` -> the outcome of each of its tests (an
    #: outline has one per example row), in the order of the report.
    cases: Mapping[str, tuple[str, ...]]
    #: The first failure message of a scenario that failed.
    messages: Mapping[str, str]
    #: The outcome of each test case of the report that names no scenario (the checks of
    #: the binding, tests/features/test_features.py), by the test's name.
    others: Mapping[str, str]


def _case_outcome(case: ET.Element) -> str:
    if case.find("failure") is not None or case.find("error") is not None:
        return "failed"
    skipped = case.find("skipped")
    if skipped is not None:
        return "pending" if skipped.get("type") == "pytest.xfail" else "skipped"
    return "passed"


def load_results(path: Path) -> Results:
    """The outcomes of a JUnit XML report of ``tests/conformance.py --junitxml``."""
    try:
        root = ET.parse(path).getroot()
    except (OSError, ET.ParseError) as exc:
        raise ResultsError(f"{path}: not a readable JUnit XML report ({exc})") from None
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    if root.tag not in ("testsuite", "testsuites") or not suites:
        raise ResultsError(f"{path}: no <testsuite>: not a JUnit XML report")
    cases: dict[str, list[str]] = defaultdict(list)
    messages: dict[str, str] = {}
    props: dict[str, str] = {}
    others: dict[str, str] = {}
    for suite in suites:
        for p in suite.findall("properties/property"):
            props.setdefault(str(p.get("name")), str(p.get("value", "")))
        for case in suite.iter("testcase"):
            where = next(
                (
                    str(p.get("value"))
                    for p in case.findall("properties/property")
                    if p.get("name") == "scenario"
                ),
                "",
            )
            if not where:
                others[f"{case.get('classname', '')}::{case.get('name', '')}"] = _case_outcome(case)
                continue
            outcome = _case_outcome(case)
            cases[where].append(outcome)
            if outcome == "failed" and where not in messages:
                node = case.find("failure")
                node = node if node is not None else case.find("error")
                text = (node.get("message") or node.text or "") if node is not None else ""
                messages[where] = " ".join(text.split())[:300]
    if not cases:
        raise ResultsError(
            f"{path}: no test case names a scenario (write the report with "
            "python tests/conformance.py --junitxml=PATH)"
        )
    return Results(
        source=str(path),
        commit=props.get("commit", "unknown"),
        changes=props.get("changes") == "yes",
        date=str(suites[0].get("timestamp", "")),
        cases={k: tuple(v) for k, v in cases.items()},
        messages=messages,
        others=others,
    )


def scenario_outcome(outcomes: Sequence[str]) -> str:
    """One scenario's outcome from those of its tests (an outline's rows)."""
    if not outcomes:
        return "not-run"
    return min(outcomes, key=OUTCOMES.index)


def rollup(outcomes: Iterable[str]) -> tuple[str, Counter[str]]:
    """The worst outcome of a group of scenarios (``none`` for no scenario) and the counts."""
    counts = Counter(outcomes)
    if not counts:
        return "none", counts
    return min(counts, key=OUTCOMES.index), counts


def outcome_word(lang: str, outcome: str) -> str:
    return OUTCOME_WORDS.get(lang, OUTCOME_WORDS["en"])[outcome]


def badge(lang: str, outcome: str, text: str = "") -> str:
    """The outcome as a coloured role (``conf.py`` declares ``status-<outcome>``)."""
    return f":status-{outcome}:`{esc(text or outcome_word(lang, outcome))}`"


#: A French count agrees with its scenarios: « 7 réussis ».
OUTCOME_PLURALS = {
    "fr": {"failed": "échoués", "not-run": "non exécutés", "skipped": "sautés", "passed": "réussis"}
}


def counts_text(lang: str, counts: Mapping[str, int]) -> str:
    def word(outcome: str, n: int) -> str:
        plural = OUTCOME_PLURALS.get(lang, {}).get(outcome)
        return plural if plural and n > 1 else outcome_word(lang, outcome)

    return ", ".join(f"{counts[o]} {word(o, counts[o])}" for o in OUTCOMES if counts.get(o))


def utc(timestamp: str) -> str:
    """A report's ISO timestamp as ``2026-11-27 12:53 UTC`` (as written if unreadable)."""
    try:
        when = datetime.datetime.fromisoformat(timestamp)
    except ValueError:
        return timestamp or "an unknown date"
    if when.tzinfo is not None:
        when = when.astimezone(datetime.UTC)
    return when.strftime("%Y-%m-%d %H:%M") + (" UTC" if when.tzinfo else "")


def git_commit() -> tuple[str, bool]:
    """The checkout's commit, and whether the sources differ from it (as the run says)."""
    try:
        head = subprocess.run(
            ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        status = subprocess.run(
            ["git", "status", "--porcelain", "--", "bohnanza", "features", "specs", "tests"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        ).stdout
    except (OSError, subprocess.CalledProcessError):
        return "unknown", False
    return head or "unknown", bool(status.strip())


# ---------------------------------------------------------------------------------------
# The code that cites a rule
#
# As the traceability test does (tests/test_catalogue.py), the referee facade and the
# modules of ``bohnanza/rules/`` are read with ``ast``: a function (or a module-level
# table) that holds a registered rule key (``RULE_KEYS``) as a string names that rule, in
# a refusal (``refuse(s, "harvest.protection", ...)``) or in the table a step reads.

CODE_MODULES = ("bohnanza/referee.py", "bohnanza/rules")
#: The registries themselves, which name every key.
REGISTRIES = ("RULE_KEYS", "LADY_KEYS")


@dataclass(frozen=True)
class CodeSite:
    module: str  # bohnanza.rules.planting
    path: Path
    name: str  # fit, Class.method, or a module-level table
    kind: str  # "function", "method" or "table"
    first: int
    last: int
    keys: tuple[str, ...]

    @property
    def qualname(self) -> str:
        return f"{self.module}.{self.name}"

    @property
    def label(self) -> str:
        return "code-" + re.sub(r"[^a-z0-9]+", "-", self.qualname.lower())


@dataclass(frozen=True)
class Reach:
    """When the code names a clause: the readings that reach its key (``RULE_KEYS``: all
    of these (option, values) hold; none: always), or, for Ladybohn, the base game's key
    under which its refusal cites 001's own (``LADY_KEYS``)."""

    condition: tuple[tuple[str, tuple[str, ...]], ...] = ()
    key: str = ""
    lady: str = ""

    def text(self, lang: str) -> str:
        fr = lang == "fr"
        if self.lady:
            if fr:
                return f"sous la clé {self.key}, que Ladybohn énonce comme {self.lady}"
            return f"as {self.key}, which Ladybohn states as {self.lady}"
        if not self.condition:
            return ""
        parts = [
            f"{option} {'vaut' if fr else 'is'} "
            + ((" ou " if fr else " or ").join(values) if values else ("vide" if fr else "empty"))
            for option, values in self.condition
        ]
        return ("quand " if fr else "when ") + (" et " if fr else " and ").join(parts)


def code_paths() -> list[Path]:
    out: list[Path] = []
    for rel in CODE_MODULES:
        p = ROOT / rel
        out += sorted(p.glob("*.py")) if p.is_dir() else [p]
    return out


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def code_sites(rule_keys: Iterable[str]) -> list[CodeSite]:
    """Every function, method and module-level table of ``CODE_MODULES`` that names a
    registered rule key, with the keys it names (in source order)."""
    known = set(rule_keys)
    sites: list[CodeSite] = []

    def keys_in(node: ast.AST) -> tuple[str, ...]:
        found = [
            leaf.value
            for leaf in ast.walk(node)
            if isinstance(leaf, ast.Constant) and isinstance(leaf.value, str)
            if leaf.value in known
        ]
        return tuple(dict.fromkeys(found))

    def add(module: str, path: Path, name: str, kind: str, node: ast.AST) -> None:
        keys = keys_in(node)
        if not keys:
            return
        decorators = getattr(node, "decorator_list", [])
        first = min([node.lineno, *(d.lineno for d in decorators)])  # type: ignore[attr-defined]
        sites.append(CodeSite(module, path, name, kind, first, node.end_lineno or first, keys))  # type: ignore[attr-defined]

    for path in code_paths():
        module = module_name(path)
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                add(module, path, node.name, "function", node)
            elif isinstance(node, ast.ClassDef):
                for member in node.body:
                    if isinstance(member, ast.FunctionDef | ast.AsyncFunctionDef):
                        add(module, path, f"{node.name}.{member.name}", "method", member)
            elif isinstance(node, ast.Assign | ast.AnnAssign):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                names = [t.id for t in targets if isinstance(t, ast.Name)]
                if names and not set(names) & set(REGISTRIES):
                    add(module, path, names[0], "table", node)
    return sites


# ---------------------------------------------------------------------------------------
# Lines of the rulebooks
#
# A quote is verbatim under the project's normalisation (tests/test_catalogue.py: the
# asterisks dropped, white space collapsed); its lines are those of the words it spans in
# the rulebook's text.

RULEBOOKS = Path(os.environ.get("BOHNANZA_RULEBOOKS", ROOT.parent / "shared" / "rulebooks"))


class RulebookText:
    """A rulebook's text, normalised, with the line of every word."""

    def __init__(self, text: str) -> None:
        words: list[str] = []
        self.starts: list[int] = []
        self.lines: list[int] = []
        offset = 0
        for number, line in enumerate(text.splitlines(), 1):
            for word in line.replace("*", "").split():
                words.append(word)
                self.starts.append(offset)
                self.lines.append(number)
                offset += len(word) + 1
        self.text = " ".join(words)

    def find(self, quote: str) -> tuple[int, int] | None:
        """The first and last line of the first place that holds ``quote``."""
        norm = " ".join(quote.replace("*", "").split())
        at = self.text.find(norm) if norm else -1
        if at < 0:
            return None
        first = bisect.bisect_right(self.starts, at) - 1
        last = bisect.bisect_right(self.starts, at + len(norm) - 1) - 1
        return self.lines[first], self.lines[last]


def line_range(lines: tuple[int, int]) -> str:
    first, last = lines
    return str(first) if first == last else f"{first}\u2013{last}"


# ---------------------------------------------------------------------------------------
# Pages


class Site:
    def __init__(self, results: Results | None = None, out: Path = OUT) -> None:
        self.results = results
        self.out = out
        self.site_commit = git_commit()
        self.books = load_rulebooks()
        self.clauses = cat.catalogue()
        self.decisions = load_decisions()
        self.decision_ids = {d.id for d in self.decisions}
        self.features = load_features()
        self.by_clause: dict[str, list[Scenario]] = defaultdict(list)
        for f in self.features:
            for s in f.scenarios:
                for tag in s.tags:
                    m = CLAUSE_TAG.match(tag)
                    if not m:
                        continue
                    if m.group(1) not in self.clauses:
                        problem(
                            f"{s.path.relative_to(ROOT)}:{s.line}: tag {tag} names no "
                            "catalogued clause"
                        )
                        continue
                    self.by_clause[m.group(1)].append(s)
        self.citing: dict[str, list[str]] = defaultdict(list)
        for c in self.clauses.values():
            for d in c.decisions:
                self.citing[d].append(c.id)
        self.preset_names = eds.editions()
        self.presets = {name: eds.edition(name) for name in self.preset_names}
        self.clause_sections: set[str] = set()
        self.scenario_anchors: set[str] = set()
        self.pages = 0
        decisions = "|".join(re.escape(d) for d in sorted(self.decision_ids, key=len, reverse=True))
        self.id_pattern = re.compile(
            r"(?<![\w/.\-])(?:" + CLAUSE_IN_TEXT.pattern + "|(?:" + decisions + r")(?![\w\-]|\.\w))"
        )
        self.by_decision = self.scenarios_by_decision()
        self.code = code_sites(rules_common.RULE_KEYS)
        self.code_by_clause = self.code_clauses()
        self.texts = self.rulebook_texts()
        if results is not None:
            known = {s.where for f in self.features for s in f.scenarios}
            for where in sorted(set(results.cases) - known):
                problem(f"{results.source}: the results name {where}, which is no scenario now")

    def emit(self, rel: str, lines: Iterable[str]) -> None:
        write(self.out / rel, lines)
        if rel.endswith(".rst"):
            self.pages += 1

    # -- results --------------------------------------------------------------------------

    def outcome(self, s: Scenario) -> str:
        if self.results is None:
            return "not-run"
        return scenario_outcome(self.results.cases.get(s.where, ()))

    def group_outcome(self, scenarios: Iterable[Scenario]) -> tuple[str, Counter[str]]:
        unique = {s.label: s for s in scenarios}
        return rollup(self.outcome(s) for s in unique.values())

    def status_text(self, lang: str, scenarios: Sequence[Scenario]) -> str:
        """A badge with the counts: ``passed (4 passed)``, ``failed (1 failed, 3 passed)``."""
        outcome, counts = self.group_outcome(scenarios)
        if outcome == "none":
            return badge(lang, "none")
        return f"{badge(lang, outcome)} ({esc(counts_text(lang, counts))})"

    def clause_outcome(self, cid: str) -> str:
        return self.group_outcome(self.by_clause.get(cid, []))[0]

    def clauses_status(self, lang: str, clauses: Sequence[cat.Clause]) -> str:
        """The clauses' outcomes counted, then their scenarios'."""
        outcomes = [self.clause_outcome(c.id) for c in clauses]
        worst, counts = rollup(o for o in outcomes if o != "none")
        words = counts_text(lang, counts)
        untested = outcomes.count("none")
        if untested:
            words += (", " if words else "") + f"{untested} {outcome_word(lang, 'none')}"
        scenarios = [s for c in clauses for s in self.by_clause.get(c.id, [])]
        _, sc_counts = self.group_outcome(scenarios)
        return (
            f"{badge(lang, worst)} "
            + esc(label(lang, "clauses-status", counts=words))
            + "; "
            + esc(label(lang, "scenarios-status", counts=counts_text(lang, sc_counts) or "0"))
        )

    def run_text(self, lang: str) -> str:
        """Which run the outcomes come from, linked to the results page."""
        r = self.results
        if r is None:
            text = esc(label(lang, "no-run"))
        else:
            text = esc(label(lang, "run-of", date=utc(r.date), commit=r.commit[:10]))
            if r.changes:
                text += esc(label(lang, "with-changes"))
            if self.site_commit[0] != r.commit:
                text += esc(label(lang, "site-differs", commit=self.site_commit[0][:10]))
        return f"{text} (:ref:`{esc(label(lang, 'results'))} <results>`)"

    def scenarios_by_decision(self) -> dict[str, list[tuple[Scenario, str]]]:
        """The scenarios that name a decision (a comment, a step, a description) or set
        its option, with how: ``""`` for named, the option's value otherwise."""
        if not self.decision_ids:
            return {}
        pattern = re.compile(
            r"(?<![\w/.\-])("
            + "|".join(re.escape(d) for d in sorted(self.decision_ids, key=len, reverse=True))
            + r")(?![\w\-]|\.\w)"
        )
        out: dict[str, list[tuple[Scenario, str]]] = defaultdict(list)
        for f in self.features:
            children: Any = f.ast.get("children", ())
            backgrounds = {
                int(child["background"]["location"]["line"])
                for child in children
                if "background" in child
            }
            ends = sorted({s.end for s in f.scenarios} | backgrounds)
            for s in f.scenarios:
                before = [e for e in ends if e < s.line]
                start = before[-1] if before else 0
                comments = [t for line, t in f.comments if start < line <= s.end]
                named: list[str] = []
                for text in (*s.texts, *comments):
                    named += pattern.findall(text)
                for did in dict.fromkeys(named):
                    out[did].append((s, ""))
                for option, value in s.options:
                    for d in self.decisions:
                        if d.option == option:
                            out[d.id].append((s, value))
        return out

    def code_clauses(self) -> dict[str, list[tuple[CodeSite, Reach]]]:
        """Clause id -> the code that names it, with when: a key that only some readings
        reach names the condition (``RULE_KEYS``); Ladybohn's refusals cite 001's own key
        for a rule of the base game (``LADY_KEYS``)."""
        lady_books = {
            ed.rulebook
            for ed in self.presets.values()
            if any(ed.rules(n).ladybohn for n in ed.player_counts)
        }
        out: dict[str, list[tuple[CodeSite, Reach]]] = defaultdict(list)
        for site in self.code:
            for key in site.keys:
                when = Reach(condition=tuple(rules_common.RULE_KEYS.get(key) or ()))
                for book in self.books:
                    if book in lady_books and key in rules_common.LADY_KEYS:
                        lady = rules_common.LADY_KEYS[key]
                        cid, how = f"{book}/{lady}", Reach(key=key, lady=lady)
                    else:
                        cid, how = f"{book}/{key}", when
                    if cid in self.clauses and site not in [x for x, _ in out[cid]]:
                        out[cid].append((site, how))
        return out

    def rulebook_texts(self) -> dict[str, RulebookText]:
        texts: dict[str, RulebookText] = {}
        for book in self.books.values():
            path = RULEBOOKS / book.file
            if book.file and book.file not in texts and path.is_file():
                texts[book.file] = RulebookText(path.read_text(encoding="utf-8"))
        return texts

    def quote_lines(self, c: cat.Clause, book: Rulebook) -> tuple[int, int] | None:
        text = self.texts.get(book.file)
        return text.find(c.quote) if text else None

    # -- links ----------------------------------------------------------------------------

    def clause_link(self, cid: str) -> str:
        if cid in self.clauses:
            return ref(cid, clause_label(cid))
        book = cid.split("/", 1)[0]
        if book in self.books:
            problem(f"{cid} is cited but not in the {book} catalogue")
        return f"{lit(cid)} (not catalogued)"

    def decision_link(self, did: str) -> str:
        if did not in self.decision_ids:
            problem(f"decision {did} is cited but not in specs/decisions.toml")
            return lit(did)
        return ref(did, decision_label(did))

    def edition_link(self, name: str) -> str:
        if name in self.presets:
            return ref(name, edition_label(name))
        return lit(name)

    def book_link(self, book: str) -> str:
        if book in self.books:
            return ref(book, rulebook_label(book))
        return lit(book)

    def scenario_link(self, s: Scenario) -> str:
        return ref(f"{s.book}/{s.path.name}: {s.title}", s.label)

    # -- the rule catalogue ---------------------------------------------------------------

    def catalogue_pages(self) -> None:
        index = [*heading("The rule catalogue", "=", overline=True)]
        index += [
            "Every rule clause and worked example of each source text, quoted verbatim in its "
            "own language (``specs/catalogue/<rulebook>.toml``; the format is described in "
            "``specs/README.md``). A clause id is ``<rulebook>/<key>``; the same rule has the "
            "same key in every text. Each clause links to the same rule in the other texts, "
            "to the decisions it raises and to the scenarios tagged with its id.",
            "",
        ]
        index += [
            "A clause's status is the worst outcome of its scenarios in the last run of the "
            "features (failed, not run, skipped, pending, passed); \u201ctagged on a "
            "scenario\u201d counts the clauses some scenario names, whatever its outcome. "
            "Outcomes: " + self.run_text("en") + ".",
            "",
        ]
        rows = [
            [
                ["Rulebook"],
                ["Title"],
                ["Language"],
                ["Presets"],
                ["Clauses"],
                ["Tagged on a scenario"],
                ["Status"],
            ]
        ]
        for book in self.books.values():
            covered = sum(1 for c in book.clauses if self.by_clause.get(c.id))
            rows.append(
                [
                    [self.book_link(book.id)],
                    [esc(book.title)],
                    [esc(LANGUAGES.get(book.language, book.language))],
                    [", ".join(self.edition_link(e) for e in book.editions) or "\u2014"],
                    [str(len(book.clauses))],
                    [str(covered)],
                    [self.clauses_status("en", book.clauses)],
                ]
            )
        index += list_table(rows, header=1, widths="7 25 8 14 7 9 30")
        index += [".. toctree::", "   :maxdepth: 1", "   :hidden:", ""]
        index += [f"   {book.id}" for book in self.books.values()]
        self.emit("catalogue/index.rst", index)
        for book in self.books.values():
            self.rulebook_page(book)

    def rulebook_page(self, book: Rulebook) -> None:
        kinds: dict[str, int] = defaultdict(int)
        for c in book.clauses:
            kinds[c.kind] += 1
        covered = [c for c in book.clauses if self.by_clause.get(c.id)]
        lang = book.language or "en"
        lines = [*page_language(lang), f".. _{rulebook_label(book.id)}:", ""]
        lines += heading(esc(f"{book.id}: {book.title}"), "=", overline=True)
        lines += [
            f":{label(lang, 'rulebook')}: {lit(book.id)} (``shared/rulebooks/{book.file}``)",
            f":{label(lang, 'language')}: {esc(language_name(lang, book.language))}",
            f":{label(lang, 'presets')}: "
            + (", ".join(self.edition_link(e) for e in book.editions) or "\u2014"),
            f":{label(lang, 'clauses')}: {len(book.clauses)} ("
            + ", ".join(
                f"{esc(kind_name(lang, k))}\u00a0: {n}" if lang == "fr" else f"{n} {k}"
                for k, n in sorted(kinds.items())
            )
            + ")",
            f":{label(lang, 'catalogue')}: ``specs/catalogue/{book.id}.toml``",
            f":{label(lang, 'with-scenarios')}: "
            + label(lang, "of-clauses", n=len(covered), total=len(book.clauses)),
            f":{label(lang, 'status')}: {self.clauses_status(lang, book.clauses)}",
            f":{label(lang, 'run')}: {self.run_text(lang)}",
            "",
        ]
        if any("\\square" in c.quote for c in book.clauses):
            lines += [label(lang, "icon-note", icon=f":card-icon:`{CARD_ICON}`"), ""]
        lines += [
            f".. contents:: {label(lang, 'sections')}",
            "   :local:",
            "   :depth: 1",
            "   :backlinks: none",
            # Furo shows a page's contents beside it on wide screens only; this index of
            # the sections stays in the page on purpose (the class is Furo's opt-in).
            "   :class: this-will-duplicate-information-and-it-is-still-useful-here",
            "",
        ]
        sections: dict[str, list[cat.Clause]] = {}
        for c in book.clauses:
            sections.setdefault(c.section or label(lang, "no-section"), []).append(c)
        for section, clauses in sections.items():
            lines += heading(esc(section), "=")
            lines += [".. container:: rollup", "", "   " + self.clauses_status(lang, clauses), ""]
            for c in clauses:
                lines += self.clause_block(c, book)
        self.emit(f"catalogue/{book.id}.rst", lines)

    def source_field(self, c: cat.Clause, book: Rulebook, lang: str) -> list[str]:
        """Where the quote starts and ends in the rulebook's text (when the texts are at
        hand: ``BOHNANZA_RULEBOOKS`` or ``../shared/rulebooks``)."""
        lines = self.quote_lines(c, book)
        if lines is None:
            if book.file in self.texts:
                problem(f"{c.id}: the quote is not in {book.file}")
            return []
        key = "line-of" if lines[0] == lines[1] else "lines-of"
        words = label(lang, key, lines=line_range(lines), file=book.file)
        return [f":{label(lang, 'source-lines')}: {words}"]

    def clause_block(self, c: cat.Clause, book: Rulebook) -> list[str]:
        self.clause_sections.add(c.id)
        lang = book.language or "en"
        lines = [f".. _{clause_label(c.id)}:", ""]
        lines += heading(esc(c.id), "-")
        players = count_ranges(c.players) if c.players else label(lang, "none-as-written")
        lines += [
            # An object of the search index: searching ``harvest.protection`` finds it.
            f".. clause:: {c.id}",
            "",
            f":{label(lang, 'kind')}: {esc(kind_name(lang, c.kind))}",
            f":{label(lang, 'players')}: {players}",
            *self.source_field(c, book, lang),
            f":{label(lang, 'status')}: {self.status_text(lang, self.by_clause.get(c.id, []))}",
            "",
            f".. container:: clause-quote language-{lang}",
            "",
            *indent(quote_rst(c.quote)),
        ]
        fields: list[str] = []
        if c.see:
            fields.append(
                f":{label(lang, 'same-rule')}: " + ", ".join(self.clause_link(s) for s in c.see)
            )
        if c.decisions:
            fields.append(
                f":{label(lang, 'decisions')}: "
                + ", ".join(self.decision_link(d) for d in c.decisions)
            )
        scenarios = self.by_clause.get(c.id, [])
        if scenarios:
            fields.append(f":{label(lang, 'scenarios')} ({len(scenarios)}):")
            fields += [
                f"   * {badge(lang, self.outcome(s))} {self.scenario_link(s)}" for s in scenarios
            ]
        else:
            fields.append(f":{label(lang, 'scenarios')}: {label(lang, 'none')}")
        code = self.code_by_clause.get(c.id, [])
        if code:
            fields.append(f":{label(lang, 'code')}:")
            fields += [
                f"   * {ref(site.qualname, site.label)}"
                + (f" ({esc(how.text(lang))})" if how.text(lang) else "")
                for site, how in code
            ]
        return [*lines, *fields, ""]

    # -- the features ---------------------------------------------------------------------

    def feature_pages(self) -> None:
        by_book: dict[str, list[Feature]] = defaultdict(list)
        for f in self.features:
            by_book[f.book].append(f)
        order = {b: k for k, b in enumerate(BOOK_ORDER)}
        index = [*heading("The features", "=", overline=True)]
        index += [
            "The Gherkin scenarios under ``features/``, one folder per rulebook, in the "
            "rulebook's language. Each scenario is tagged with the ids of the clauses it "
            "exercises (``@002/harvest.protection``); ``nox -s conformance`` runs them all with "
            "pytest-bdd and reports per rulebook.",
            "",
        ]
        total = sum(len(f.scenarios) for f in self.features)
        index += [f"{len(self.features)} feature files, {total} scenarios.", ""]
        others: dict[str, int] = defaultdict(int)
        for f in self.features:
            for sc in f.scenarios:
                for tag in sc.tags:
                    if not CLAUSE_TAG.match(tag):
                        others[tag] += 1
        every = [s for f in self.features for s in f.scenarios]
        index += [
            f":Status: {self.status_text('en', every)}",
            f":Run: {self.run_text('en')}",
            "",
        ]
        if others:
            index += ["Other tags in use (:doc:`the scenarios of each <../tags>`):", ""]
            for tag, n in sorted(others.items()):
                meaning = OTHER_TAGS.get(tag, "")
                gloss = f": {esc(meaning)}" if meaning else ""
                index.append(f"* {ref(tag, tag_label(tag))} ({n}){gloss}")
            index.append("")
        rows = [[["Folder"], ["Rulebook"], ["Language"], ["Files"], ["Scenarios"], ["Status"]]]
        books = sorted(by_book, key=lambda b: (order.get(b, len(order)), b))
        for book in books:
            feats = by_book[book]
            scenarios = [s for f in feats for s in f.scenarios]
            b = self.books.get(book)
            rows.append(
                [
                    [f":doc:`features/{book} <{book}/index>`"],
                    [self.book_link(book) + (f": {esc(b.title)}" if b else "")],
                    [esc(LANGUAGES.get(b.language, b.language)) if b else "\u2014"],
                    [str(len(feats))],
                    [str(len(scenarios))],
                    [self.status_text("en", scenarios)],
                ]
            )
            self.feature_book_page(book, b, feats)
        index += list_table(rows, header=1, widths="12 36 9 7 9 27")
        index += [".. toctree::", "   :hidden:", "", *(f"   {b}/index" for b in books), ""]
        self.emit("features/index.rst", index)

    def feature_book_page(self, book: str, b: Rulebook | None, feats: list[Feature]) -> None:
        """The features of one rulebook, titled and labelled in its language."""
        lang = (b.language if b else "") or "en"
        scenarios = [s for f in feats for s in f.scenarios]
        title = (
            f"Scénarios de {book} : {b.title}"
            if b and lang == "fr"
            else f"Scenarios of {book}: {b.title}"
            if b
            else f"features/{book}"
        )
        lines = [*page_language(lang), f".. _features-{book.replace('.', '-')}:", ""]
        lines += heading(esc(title), "=", overline=True)
        lines += [
            f":{label(lang, 'file')}: ``features/{book}/``",
            f":{label(lang, 'rulebook')}: {self.book_link(book)}",
            f":{label(lang, 'scenarios')}: {len(scenarios)}",
            f":{label(lang, 'status')}: {self.status_text(lang, scenarios)}",
            f":{label(lang, 'run')}: {self.run_text(lang)}",
            "",
        ]
        rows = [
            [
                [esc(label(lang, "file"))],
                [esc(label(lang, "scenarios"))],
                [esc(label(lang, "status"))],
            ]
        ]
        for f in feats:
            name = str(f.ast.get("name", "")).strip() or f.path.name
            rows.append(
                [
                    [ref(name, f.label), "", f"``{f.path.name}``"],
                    [str(len(f.scenarios))],
                    [self.status_text(lang, f.scenarios)],
                ]
            )
        lines += list_table(rows, header=1, widths="50 12 38")
        lines += [".. toctree::", "   :hidden:", ""]
        lines += [f"   {stem_of(f.path)}" for f in feats]
        lines.append("")
        for f in feats:
            self.feature_page(f)
        self.emit(f"features/{book}/index.rst", lines)

    def feature_page(self, f: Feature) -> None:
        ast = f.ast
        lang = str(ast.get("language", "en"))
        lines = [*page_language(lang), f".. _{f.label}:", ""]
        name = str(ast.get("name", "")).strip() or f.path.name
        lines += heading(esc(name), "=", overline=True)
        lines += [
            f":{label(lang, 'file')}: ``features/{f.book}/{f.path.name}``",
            f":{label(lang, 'rulebook')}: {self.book_link(f.book)}",
            f":{label(lang, 'language')}: {esc(language_name(lang, lang))}",
            f":{label(lang, 'scenarios')}: {len(f.scenarios)}",
            f":{label(lang, 'status')}: {self.status_text(lang, f.scenarios)}",
            f":{label(lang, 'run')}: {self.run_text(lang)}",
        ]
        if tag_names(ast):
            lines.append(f":{label(lang, 'tags')}: " + self.tags(tag_names(ast)))
        lines.append("")
        lines += self.linked_paragraphs(str(ast.get("description", "")))
        ends = self._element_ends(ast)
        scenarios = {s.line: s for s in f.scenarios}

        def comments_for(start: int, end: int) -> list[str]:
            got = [text for line, text in f.comments if start < line <= end]
            if not got:
                return []
            out = [".. container:: comments", ""]
            out += [f"   | {self.link_ids(t.lstrip('#').strip())}" for t in got]
            return [*out, ""]

        def children(nodes: Sequence[Mapping[str, object]], depth: int, prev: int) -> list[str]:
            out: list[str] = []
            for child in nodes:
                if "background" in child:
                    bg = child["background"]
                    end = ends[id(bg)]
                    title = f"{bg['keyword']}: {bg['name']}".strip().rstrip(":")  # type: ignore[index]
                    out += heading(esc(title), "=-"[depth])
                    out += paragraphs(str(bg.get("description", "")))  # type: ignore[attr-defined]
                    out += self.steps(bg["steps"])  # type: ignore[index]
                    out += comments_for(prev, end)
                    prev = end
                elif "rule" in child:
                    rule: Any = child["rule"]
                    title = f"{rule['keyword']}: {rule['name']}"
                    out += heading(esc(title), "=-"[depth])
                    if tag_names(rule):
                        out += [
                            ".. container:: tags",
                            "",
                            f"   {label(lang, 'tags')}: " + self.tags(tag_names(rule)),
                            "",
                        ]
                    out += paragraphs(str(rule.get("description", "")))
                    out += children(rule["children"], depth + 1, prev)
                    prev = ends[id(rule)]
                elif "scenario" in child:
                    sc = child["scenario"]
                    end = ends[id(sc)]
                    s = scenarios[int(sc["location"]["line"])]  # type: ignore[index]
                    out += self.scenario_section(sc, s, "=-"[depth], lang)  # type: ignore[arg-type]
                    out += comments_for(prev, end)
                    prev = end
            return out

        lines += children(ast["children"], 0, 0)  # type: ignore[arg-type]
        lines += [f".. _{f.label}-source:", ""]
        lines += heading(esc(label(lang, "file-source")), "=")
        lines += [
            f".. literalinclude:: /../features/{f.book}/{f.path.name}",
            "   :language: gherkin",
            "   :linenos:",
            "",
        ]
        self.emit(f"features/{f.book}/{stem_of(f.path)}.rst", lines)

    def link_ids(self, text: str) -> str:
        """Escaped text with its clause ids and decision ids linked."""
        out: list[str] = []
        last = 0
        for m in self.id_pattern.finditer(text):
            word = m.group(0)
            if word in self.clauses:
                link = ref(word, clause_label(word))
            elif word in self.decision_ids:
                link = ref(word, decision_label(word))
            else:
                continue
            before, after = text[m.start() - 1 : m.start()], text[m.end() : m.end() + 1]
            out.append(esc(text[last : m.start()]))
            out.append("\\ " if before and not before.isspace() else "")
            out.append(link)
            out.append("\\ " if after and not after.isspace() else "")
            last = m.end()
        out.append(esc(text[last:]))
        return "".join(out)

    def linked_paragraphs(self, text: str) -> list[str]:
        out = [
            self.link_ids(line.strip()) for line in textwrap.dedent(text).strip("\n").splitlines()
        ]
        return [*out, ""] if out else []

    @staticmethod
    def _element_ends(ast: Mapping[str, object]) -> dict[int, int]:
        """The last line of each background, rule and scenario (by ``id()`` of its node)."""
        ends: dict[int, int] = {}

        def last_line(node: object) -> int:
            best = 0
            if isinstance(node, dict):
                loc = node.get("location")
                if isinstance(loc, dict):
                    best = int(loc.get("line", 0))
                    if "content" in node and isinstance(node.get("content"), str):
                        best += node["content"].count("\n") + 1  # doc string's closing line
                for value in node.values():
                    best = max(best, last_line(value))
            elif isinstance(node, list):
                for value in node:
                    best = max(best, last_line(value))
            return best

        def walk(children: Iterable[Mapping[str, object]]) -> None:
            for child in children:
                for kind in ("background", "rule", "scenario"):
                    if kind in child:
                        ends[id(child[kind])] = last_line(child[kind])
                        if kind == "rule":
                            walk(child[kind]["children"])  # type: ignore[index]

        walk(ast["children"])  # type: ignore[arg-type]
        return ends

    def tags(self, tags: Iterable[str]) -> str:
        out = []
        for tag in tags:
            m = CLAUSE_TAG.match(tag)
            if m and m.group(1) in self.clauses:
                out.append(ref(tag, clause_label(m.group(1))))
            else:
                out.append(f":tag:`{esc(tag)}`")
        return " \u00b7 ".join(out)

    def scenario_section(
        self, sc: Mapping[str, object], s: Scenario, char: str, lang: str = "en"
    ) -> list[str]:
        self.scenario_anchors.add(s.label)
        lines = [f".. _{s.label}:", ""]
        lines += heading(esc(s.title), char)
        outcomes = self.results.cases.get(s.where, ()) if self.results else ()
        meta = f"{badge(lang, self.outcome(s))} *{esc(s.keyword)}*, " + ref(
            f"{label(lang, 'line')} {s.line}", f"feature-{s.book}-{stem_of(s.path)}-source"
        )
        if s.rows:
            meta += " \u00b7 " + esc(
                label(
                    lang,
                    "rows",
                    n=s.rows,
                    counts=counts_text(lang, Counter(outcomes)) or outcome_word(lang, "not-run"),
                )
            )
        own = tag_names(sc)
        if own:
            meta += " \u00b7 " + self.tags(own)
        lines += [".. container:: tags", "", f"   {meta}", ""]
        lines += paragraphs(str(sc.get("description", "")))
        lines += self.steps(sc["steps"])  # type: ignore[arg-type]
        row_outcomes = self.results.cases.get(s.where, ()) if self.results else ()
        done = 0
        for ex in sc.get("examples", ()):  # type: ignore[attr-defined]
            title = f"{ex['keyword']}: {ex['name']}".strip().rstrip(":")
            lines += [f".. rubric:: {esc(title)}", ""]
            if tag_names(ex):
                tags = f"   {label(lang, 'tags')}: " + self.tags(tag_names(ex))
                lines += [".. container:: tags", "", tags, ""]
            lines += paragraphs(str(ex.get("description", "")))
            header = ex.get("tableHeader")
            body = ex.get("tableBody", [])
            rows = ([header] if header else []) + list(body)
            # Each example row is one test, in order: its outcome heads the row.
            marks = [
                badge(lang, row_outcomes[done + k] if len(row_outcomes) == s.rows else "not-run")
                for k in range(len(body))
            ]
            done += len(body)
            if header:
                marks.insert(0, esc(label(lang, "result")))
            if rows:
                lines += self.table(rows, header=1 if header else 0, marks=marks)
        return lines

    def steps(self, steps: Sequence[Mapping[str, object]]) -> list[str]:
        body: list[str] = []
        block: list[str] = []

        def flush() -> None:
            if block:
                body.extend(block)
                body.append("")
                block.clear()

        for st in steps:
            keyword = str(st["keyword"]).strip()
            text = link_clause_ids(str(st["text"]), self.clauses)
            block.append(f"| **{esc(keyword)}** {text}")
            table = st.get("dataTable")
            if table:
                flush()
                body += self.table(table["rows"], header=0)  # type: ignore[index]
            docstring = st.get("docString")
            if docstring:
                flush()
                body += ["::", ""]
                body += [f"   {line}" for line in str(docstring["content"]).splitlines()]  # type: ignore[index]
                body.append("")
        flush()
        return [".. container:: steps", "", *indent(body), ""]

    def table(
        self, rows: Sequence[Mapping[str, object]], header: int, marks: Sequence[str] = ()
    ) -> list[str]:
        """A Gherkin table; ``marks``, one per row, make a first column (the outcomes)."""
        cells = [
            [[esc(str(c["value"]))] if str(c["value"]) else [] for c in r["cells"]]  # type: ignore[attr-defined]
            for r in rows
        ]
        if marks:
            cells = [[[mark], *row] for mark, row in zip(marks, cells, strict=True)]
        return list_table(cells, header=header, classes="gherkin-table")

    def option_ref(self, option: str) -> str:
        fields = {a.name for a in attrs.fields(eds.Rules)} - {"players", "variants"}
        return ref(option, option_label(option)) if option in fields else lit(option)

    # -- the results, the traceability table, the tags -----------------------------------

    def results_page(self) -> None:
        lines = [".. _results:", ""]
        lines += heading("The results of the features", "=", overline=True)
        r = self.results
        every = [s for f in self.features for s in f.scenarios]
        lines += [
            "The outcome of every scenario of ``features/`` in one run, as the pages of the "
            "catalogue, the features and the decisions show it. ``nox -s docs`` runs the "
            "features first (``python tests/conformance.py --junitxml=PATH``, pytest's JUnit "
            "XML report, each test case naming its scenario) and builds the site from that "
            "report; ``docs/generate.py --results PATH`` takes any such report. A page built "
            "without one says \u201cnot run\u201d everywhere.",
            "",
            "A scenario *passed* when every test of it passed (an outline has one per "
            "example row), *failed* when one failed, *pending* when it is tagged "
            "``@pending`` and failed as expected, *not run* when the report has no test of "
            "it. A clause, a section, a rulebook, a feature file and a decision show the "
            "worst outcome of their scenarios.",
            "",
        ]
        site, site_changes = self.site_commit
        if r is None:
            lines += [
                ".. warning::",
                "",
                "   No results: this site was built without a run of the features, so every "
                "scenario reads \u201cnot run\u201d.",
                "",
            ]
        else:
            stale = r.commit != site or r.changes or site_changes
            lines += [
                f":Run: {esc(utc(r.date))}",
                f":Commit of the run: ``{r.commit}``"
                + (" (with local changes)" if r.changes else ""),
                f":Commit of the site: ``{site}``"
                + (" (with local changes)" if site_changes else ""),
                f":Report: ``{Path(r.source).name}`` ({len(r.cases)} scenarios, "
                f"{sum(len(v) for v in r.cases.values())} tests)",
                f":Other tests: {len(r.others)} checks of the features' binding"
                + (f" ({esc(counts_text('en', Counter(r.others.values())))})" if r.others else ""),
                f":Status: {self.status_text('en', every)}",
                "",
            ]
            broken = sorted(name for name, o in r.others.items() if o == "failed")
            if broken:
                lines += [
                    ".. warning::",
                    "",
                    "   Checks of the binding of the features failed, so some scenarios may "
                    "not have run as written:",
                    "",
                    *(f"   * {lit(name)}" for name in broken),
                    "",
                ]
            if stale:
                lines += [
                    ".. note::",
                    "",
                    "   The run and the site were not made from one unchanged commit (see "
                    "above): the outcomes are those of the run's sources.",
                    "",
                ]
        lines += heading("By rulebook", "=")
        rows = [[["Rulebook"], ["Clauses and scenarios"]]]
        for book in self.books.values():
            rows.append([[self.book_link(book.id)], [self.clauses_status("en", book.clauses)]])
        lines += list_table(rows, header=1, widths="15 85")
        failed = [s for s in every if self.outcome(s) == "failed"]
        lines += heading(f"Failed scenarios ({len(failed)})", "=")
        if not failed:
            lines += ["None." if r is not None else "None ran.", ""]
        for s in failed:
            message = r.messages.get(s.where, "") if r else ""
            lines += [f"* {badge('en', 'failed')} {self.scenario_link(s)}"]
            if message:
                lines += ["", f"  {lit(message) if len(message) < 200 else esc(message)}"]
            lines.append("")
        others = Counter(
            self.outcome(s) for s in every if self.outcome(s) not in ("passed", "failed")
        )
        if others:
            lines += heading("Not passed, not failed", "=")
            lines += [f"* {badge('en', o)}: {n} scenarios" for o, n in sorted(others.items())]
            lines.append("")
        self.emit("results.rst", lines)

    def traceability_page(self) -> None:
        lines = [".. _traceability:", ""]
        lines += heading("The traceability table", "=", overline=True)
        lines += [
            "Every clause of every rulebook: its status, the presets that follow its "
            "rulebook, the scenarios tagged with it and their outcomes, and the code that "
            "names it. "
            "Type in the box to keep the rows that hold the words (a clause id, a key, a "
            "scenario's title, a function); the lists keep one rulebook or one status. "
            "Outcomes: " + self.run_text("en") + ".",
            "",
            ".. raw:: html",
            "",
            *indent(
                TRACE_FILTER.substitute(
                    books="".join(f'<option value="{b}">{b}</option>' for b in self.books),
                    statuses="".join(
                        f'<option value="{o}">{OUTCOME_WORDS["en"][o]}</option>'
                        for o in (*OUTCOMES, "none")
                    ),
                ).splitlines()
            ),
            "",
        ]
        rows = [[["Clause"], ["Status"], ["Presets"], ["Scenarios"], ["Code"]]]
        for book in self.books.values():
            for c in book.clauses:
                scs = self.by_clause.get(c.id, [])
                code = self.code_by_clause.get(c.id, [])
                rows.append(
                    [
                        [f"| {self.clause_link(c.id)}", f"| {esc(c.kind)}"],
                        [self.status_text("en", scs)],
                        [", ".join(self.edition_link(e) for e in book.editions) or "\u2014"],
                        [
                            "| "
                            + badge("en", self.outcome(s), "\u25cf")
                            + " "
                            + ref(f"{stem_of(s.path)}: {s.title}", s.label)
                            for s in scs
                        ]
                        or ["\u2014"],
                        [", ".join(ref(site.name, site.label) for site, _ in code) or "\u2014"],
                    ]
                )
        lines += list_table(rows, header=1, classes="traceability", widths="20 15 11 40 14")
        self.emit("traceability.rst", lines)

    def tags_page(self) -> None:
        lines = heading("Scenarios by tag", "=", overline=True)
        lines += [
            "The scenarios carrying each tag that names no clause (``features/`` "
            "conventions, ``tests/features/conftest.py``), with their outcomes. "
            "Outcomes: " + self.run_text("en") + ".",
            "",
        ]
        by_tag: dict[str, list[Scenario]] = defaultdict(list)
        for f in self.features:
            for s in f.scenarios:
                for tag in s.tags:
                    if not CLAUSE_TAG.match(tag):
                        by_tag[tag].append(s)
        for tag in sorted(by_tag):
            scs = by_tag[tag]
            lines += [f".. _{tag_label(tag)}:", ""]
            lines += heading(esc(f"{tag} ({len(scs)})"), "=")
            meaning = OTHER_TAGS.get(tag, "")
            if meaning:
                lines += [esc(meaning[0].upper() + meaning[1:]) + ".", ""]
            lines += [f":Status: {self.status_text('en', scs)}", ""]
            rows = [[["Scenario"], ["Clauses"], ["Status"]]]
            for s in scs:
                clauses = [t[1:] for t in s.tags if CLAUSE_TAG.match(t) and t[1:] in self.clauses]
                rows.append(
                    [
                        [self.scenario_link(s)],
                        [", ".join(self.clause_link(c) for c in clauses) or "\u2014"],
                        [badge("en", self.outcome(s))],
                    ]
                )
            lines += list_table(rows, header=1, widths="55 33 12")
        self.emit("tags.rst", lines)

    # -- the code that names the rules ---------------------------------------------------

    def code_pages(self) -> None:
        by_module: dict[str, list[CodeSite]] = defaultdict(list)
        for site in self.code:
            by_module[site.module].append(site)
        common = (
            ref("bohnanza.rules.common", code_module_label("bohnanza.rules.common"))
            if "bohnanza.rules.common" in by_module
            else "``bohnanza.rules.common``"
        )
        index = [".. _code:", ""]
        index += heading("The code that names the rules", "=", overline=True)
        index += [
            "The functions and tables of the referee (``bohnanza/referee.py`` and "
            "``bohnanza/rules/``) that name a rule key in their source: a refusal cites it "
            "(``refuse(s, 'harvest.protection', ...)``), a table maps a step onto it. They "
            "are found by reading the source with ``ast``, as the traceability test "
            "(``tests/test_catalogue.py``) does, and every clause page links here. A key "
            "names the clause of the same key in the rulebook of the game being played; "
            "a key that only some readings reach says when (``RULE_KEYS`` in "
            + common
            + "), and Ladybohn states some rules of the base game "
            "under keys of its own (``LADY_KEYS``). A rule the code enforces without naming "
            "its key (a count, a score) is not listed.",
            "",
        ]
        rows = [[["Module"], ["Functions and tables"], ["Keys named"]]]
        for module, sites in by_module.items():
            keys = {k for site in sites for k in site.keys}
            rows.append(
                [[ref(module, code_module_label(module))], [str(len(sites))], [str(len(keys))]]
            )
        for path in code_paths():
            if module_name(path) not in by_module:
                rows.append([[f"``{module_name(path)}`` (names no rule key)"], ["0"], ["0"]])
        index += list_table(rows, header=1, widths="50 25 25")
        index += [".. toctree::", "   :hidden:", "", *(f"   {m}" for m in by_module), ""]
        self.emit("code/index.rst", index)
        for module, sites in by_module.items():
            self.code_page(module, sites)

    def code_page(self, module: str, sites: list[CodeSite]) -> None:
        path = sites[0].path.relative_to(ROOT).as_posix()
        doc = ast.get_docstring(ast.parse(sites[0].path.read_text(encoding="utf-8"))) or ""
        lines = [f".. _{code_module_label(module)}:", ""]
        lines += heading(esc(module), "=", overline=True)
        lines += [f":File: ``{path}``", ""]
        if doc:
            lines += [esc(" ".join(doc.split("\n\n")[0].split())), ""]
        keys = list(dict.fromkeys(k for site in sites for k in site.keys))
        lines += heading("The clauses it enforces", "=")
        rows = [[["Key"], ["Clauses"], ["Named by"]]]
        for key in keys:
            clauses = [
                cid
                for cid, found in self.code_by_clause.items()
                if any(site.module == module and key in site.keys for site, _ in found)
                and cid.split("/", 1)[1] in (key, rules_common.LADY_KEYS.get(key))
            ]
            rows.append(
                [
                    [lit(key)],
                    [", ".join(self.clause_link(c) for c in sorted(clauses)) or "\u2014"],
                    [", ".join(ref(site.name, site.label) for site in sites if key in site.keys)],
                ]
            )
        lines += list_table(rows, header=1, widths="22 56 22")
        for site in sites:
            lines += [f".. _{site.label}:", ""]
            lines += heading(esc(site.name), "=")
            lines += [f":Kind: {site.kind}, lines {site.first}\u2013{site.last}"]
            lines += [":Names: " + ", ".join(lit(k) for k in site.keys), ""]
            lines += [
                f".. literalinclude:: /../{path}",
                "   :language: python",
                f"   :lines: {site.first}-{site.last}",
                "   :lineno-match:",
                "",
            ]
        self.emit(f"code/{module}.rst", lines)

    # -- the decision log -----------------------------------------------------------------

    def quote_links(self, source: str, text: str) -> str:
        """Links to the clauses of ``source`` that hold the quote (or that it holds)."""
        norm = " ".join(text.replace("*", "").split())
        hits = (
            [
                c
                for c in self.books[source].clauses
                if norm and (norm in c.quote.replace("*", "") or c.quote.replace("*", "") in norm)
            ]
            if source in self.books
            else []
        )
        if hits:
            return ", ".join(self.clause_link(c.id) for c in hits)
        return self.book_link(source) + ("" if source in self.books else " (not catalogued)")

    def preset_values(self, option: str) -> list[str]:
        out = []
        for name, ed in self.presets.items():
            cell = self.option_cell(ed, option)
            out.append(
                f"{self.edition_link(name)}: "
                + "; ".join(
                    f"{esc(v)} ({counts} players)" if counts and len(cell) > 1 else esc(v)
                    for counts, v in cell
                )
            )
        return out

    def decision_page(self) -> None:
        lines = [*heading("The decision log", "=", overline=True)]
        lines += [
            "Every point the rulebooks leave open or disagree on, from ``specs/decisions.toml``: "
            "the question, the quotes, the rule option that selects a reading "
            "(:doc:`editions`), the reading of the English preset ``rio-grande-2000`` and of "
            "the presets that read the point otherwise, the alternatives and the rationale. "
            f"{len(self.decisions)} decisions.",
            "",
            ".. contents:: Groups",
            "   :local:",
            "   :depth: 1",
            "   :backlinks: none",
            # Furo shows a page's contents beside it on wide screens only; this index of
            # the sections stays in the page on purpose (the class is Furo's opt-in).
            "   :class: this-will-duplicate-information-and-it-is-still-useful-here",
            "",
        ]
        groups: dict[str, list[DecisionEntry]] = {}
        for d in self.decisions:
            groups.setdefault(d.group, []).append(d)
        for group, entries in groups.items():
            lines += heading(esc(group), "=")
            if entries[0].intro:
                lines += [esc(entries[0].intro), ""]
            for d in entries:
                lines += self.decision_block(d)
        self.emit("decisions.rst", lines)

    def decision_block(self, d: DecisionEntry) -> list[str]:
        lines = [f".. _{decision_label(d.id)}:", ""]
        lines += heading(esc(d.id), "-")
        lines += [f"**{esc(d.question)}**", ""]
        if d.option:
            known = d.option in {a.name for a in attrs.fields(eds.Rules)}
            if not known:
                problem(f"decision {d.id}: option {d.option} is not a field of Rules")
            opt = ref(d.option, option_label(d.option)) if known else lit(d.option)
            lines.append(f":Option: {opt}")
        else:
            lines.append(":Option: none: the engine has a single reading")
        lines.append(f":rio-grande-2000 reads: {esc(d.choice)}")
        for preset, value in d.choices:
            lines.append(f":{esc(preset)} reads: {esc(value)}")
        if d.option and d.option in {a.name for a in attrs.fields(eds.Rules)}:
            lines.append(":Presets' values:")
            lines += [f"   * {v}" for v in self.preset_values(d.option)]
            lines.append("")
        cited = self.citing.get(d.id, [])
        lines.append(":Cited by: " + (", ".join(self.clause_link(c) for c in cited) or "no clause"))
        tested = self.by_decision.get(d.id, [])
        lines.append(":Status: " + self.status_text("en", [sc for sc, _ in tested]))
        lines.append("")
        if tested:
            lines += [".. rubric:: Scenarios", ""]
            named = [sc for sc, how in tested if not how]
            if named:
                lines += ["Naming this decision (a comment, a step or a description):", ""]
                lines += [
                    f"* {badge('en', self.outcome(sc))} {self.scenario_link(sc)}" for sc in named
                ]
                lines.append("")
            readings: dict[str, list[Scenario]] = defaultdict(list)
            for sc, how in tested:
                if how:
                    readings[how].append(sc)
            for value, scs in readings.items():
                lines += [f"Setting {self.option_ref(d.option)} to {lit(value)}:", ""]
                lines += [
                    f"* {badge('en', self.outcome(sc))} {self.scenario_link(sc)}" for sc in scs
                ]
                lines.append("")
        if d.quotes:
            lines += [".. rubric:: Quotes", ""]
            for source, section, text in d.quotes:
                where = f"{esc(source)}, {esc(section)}" if section else esc(source)
                lang = self.books[source].language if source in self.books else "fr"
                lines += [
                    f".. container:: clause-quote language-{lang}",
                    "",
                    *indent(quote_rst(text)),
                    f"   \u2014 {where} ({self.quote_links(source, text)})",
                    "",
                ]
        if d.alternatives:
            lines += [".. rubric:: Readings", ""]
            rows = [[["Value"], ["Reading"]]]
            for value, reading in d.alternatives:
                mark = []
                if value and value == d.choice:
                    mark.append("rio-grande-2000")
                mark += [p for p, v in d.choices if v == value and value]
                cell = [lit(value) if value else "\u2014"]
                if mark:
                    cell.append("(" + ", ".join(esc(m) for m in mark) + ")")
                rows.append([[" ".join(cell)], [esc(reading)]])
            lines += list_table(rows, header=1, widths="25 75")
        if d.rationale:
            lines += [".. rubric:: Rationale", "", esc(d.rationale), ""]
        return lines

    # -- the editions ---------------------------------------------------------------------

    @staticmethod
    def fmt(value: object) -> str:
        if isinstance(value, bool):
            return "yes" if value else "no"
        if isinstance(value, tuple | list):
            return ", ".join(str(v) for v in value) if value else "\u2014"
        return str(value)

    def option_cell(self, ed: Any, option: str) -> list[tuple[str, str]]:
        """(player counts, value) groups of consecutive counts with one value."""
        groups: list[tuple[list[int], str]] = []
        for n in ed.player_counts:
            v = self.fmt(getattr(ed.rules(n), option))
            if groups and groups[-1][1] == v and groups[-1][0][-1] == n - 1:
                groups[-1][0].append(n)
            else:
                groups.append(([n], v))
        return [(count_ranges(ns), v) for ns, v in groups]

    def editions_page(self) -> None:
        options = [a.name for a in attrs.fields(eds.Rules) if a.name not in ("players", "variants")]
        reference = "rio-grande-2000" if "rio-grande-2000" in self.presets else self.preset_names[0]
        names = [reference, *(n for n in self.presets if n != reference)]
        lines = [*heading("Where the editions differ", "=", overline=True)]
        lines += [
            "An edition preset (``bohnanza/data/editions/<name>.toml``) names its rulebook, its "
            "deck and the player counts it allows, and sets each rule option "
            "(:class:`bohnanza.editions.Rules`) to its own text's reading; player-count "
            "variations override options. ``bohnanza.edition(name).rules(players)`` gives the "
            "options at one count; ``new_game(..., option=value)`` overrides one.",
            "",
        ]
        lines += heading("The presets", "=")
        rows = [
            [["Preset"], ["Title"], ["Rulebook"], ["Language"], ["Players"], ["Deck"], ["Variants"]]
        ]
        for name, ed in self.presets.items():
            rows.append(
                [
                    [f".. _{edition_label(name)}:", "", lit(name)],
                    [esc(ed.title)],
                    [self.book_link(ed.rulebook)],
                    [esc(LANGUAGES.get(ed.language, ed.language))],
                    [count_ranges(ed.player_counts)],
                    [
                        f"{len(ed.deck.cards)} cards"
                        if hasattr(ed.deck, "cards")
                        else esc(str(ed.deck))
                    ],
                    [", ".join(lit(v) for v in ed.variants) or "\u2014"],
                ]
            )
        lines += list_table(rows, header=1)
        lines += heading("Rule options", "=")
        lines += [
            "One row per rule option, one column per preset. Where a preset's value depends on "
            "the player count, the cell lists the counts (``3: 2`` means 2 at three players). "
            "Highlighted cells (:differs-legend:`like this`) differ from the "
            f"``{reference}`` column at some player count both allow. An option's name links "
            "to the decisions that concern it; its readings are those the engine implements "
            "(``bohnanza.editions.OPTION_VALUES``).",
            "",
        ]
        by_option: dict[str, list[str]] = defaultdict(list)
        for d in self.decisions:
            if d.option:
                by_option[d.option].append(d.id)
        rows = [[["Option"], *([lit(n)] for n in names)]]
        for option in options:
            head = [f".. _{option_label(option)}:", "", lit(option)]
            if option in eds.OPTION_VALUES:
                head += ["", "readings: " + ", ".join(lit(v) for v in eds.OPTION_VALUES[option])]
            if by_option.get(option):
                head += [
                    "",
                    "decisions: " + ", ".join(self.decision_link(d) for d in by_option[option]),
                ]
            row = [head]
            ref_ed = self.presets[reference]
            for name in names:
                ed = self.presets[name]
                cell = self.option_cell(ed, option)
                common = set(ed.player_counts) & set(ref_ed.player_counts)
                if common:
                    differs = any(
                        getattr(ed.rules(n), option) != getattr(ref_ed.rules(n), option)
                        for n in common
                    )
                else:
                    theirs = {v for _, v in self.option_cell(ref_ed, option)}
                    differs = {v for _, v in cell} != theirs
                if len(cell) == 1:
                    content = [lit(cell[0][1])]
                else:
                    content = [f"| {counts}: {lit(v)}" for counts, v in cell]
                if differs and name != reference:
                    content = [".. container:: differs", "", *indent(content)]
                row.append(content)
            rows.append(row)
        widths = " ".join(["22"] + [str(78 // len(names))] * len(names))
        lines += list_table(rows, header=1, classes="options", widths=widths)
        lines += heading("Variants", "=")
        lines += [
            "The optional variants a preset's rulebook describes; "
            "``new_game(..., variants=(name,))`` plays one "
            "(``edition(name).variant_options(variant)`` gives its options).",
            "",
        ]
        any_variant = False
        for name, ed in self.presets.items():
            if not ed.variants:
                continue
            any_variant = True
            lines += heading(esc(name), "-")
            for v in ed.variants:
                opts = ed.variant_options(v)
                key = f"{ed.rulebook}/variant.{v}"
                title = f"``{v}``"
                if key in self.clauses:
                    title += f" (the rulebook's clause {self.clause_link(key)})"
                lines += [f"* {title}", ""]
                rows = [[["Option"], ["Value"]]]
                for k, value in opts.items():
                    label = "players" if k == "players" else k
                    link = ref(label, option_label(k)) if k in options else lit(label)
                    rows.append([[link], [lit(self.fmt(value))]])
                lines += indent(list_table(rows, header=1, widths="40 60"), "  ")
        if not any_variant:
            lines += ["No preset has variants.", ""]
        self.emit("editions.rst", lines)

    # -- the API names --------------------------------------------------------------------

    def api_names(self) -> None:
        rows = [[["Name"], ["What"]]]
        for name in bohnanza.__all__:
            if name.startswith("__"):
                continue
            obj = getattr(bohnanza, name)
            module = getattr(obj, "__module__", "bohnanza")
            qual = f"{module}.{getattr(obj, '__qualname__', name)}"
            if name == "Action":
                summary = "Any move: the union of the move classes."
            elif name == "COMPILED":
                # A bool has no docstring of its own; api.rst documents it as data.
                summary = "Whether the mypyc-compiled build is running (False: pure Python)."
            else:
                doc = inspect.getdoc(obj) or ""
                summary = " ".join(doc.split("\n\n")[0].split())
            # The summary is the docstring's reST, as autodoc renders it below.
            rows.append([[f":py:obj:`bohnanza.{name} <{qual}>`"], [summary]])
        write(OUT / "api_names.txt", list_table(rows, header=1, widths="25 75"))
        # ``Action`` is a union with no docstring of its own: a type-alias entry, so that
        # every annotation naming it links here.
        union = typing.get_args(sys.modules["bohnanza.actions"].Action)
        write(
            OUT / "api_aliases.txt",
            [
                ".. py:type:: Action",
                "   :module: bohnanza.actions",
                "   :canonical: " + " | ".join(t.__name__ for t in union),
                "",
                "   Any move: the union of the move classes below.  :func:`parse_action` reads one "
                "from its text form, ``str(action)`` writes it.",
                "",
            ],
        )

    # -- the command line -----------------------------------------------------------------

    def cli_page(self) -> None:
        """The command line, from its own parser: every command's ``--help`` as printed,
        then examples run now (their output and exit status are the real ones)."""
        parser = cli_parser()
        lines = [*heading("The command line", "=", overline=True)]
        lines += [
            "Installing the package puts a ``bohnanza`` command on the path "
            "(``python -m bohnanza`` does the same). Every command below is shown with its "
            "``--help`` text exactly as the installed version prints it; the examples at the "
            "end were run when this page was built, so their output and exit statuses are "
            "the real ones.",
            "",
            ".. automodule:: bohnanza.cli",
            "   :no-members:",
            "   :no-index:",
            "",
            ".. contents:: Commands",
            "   :local:",
            "   :depth: 1",
            "   :backlinks: none",
            "   :class: this-will-duplicate-information-and-it-is-still-useful-here",
            "",
        ]
        lines += heading("bohnanza", "=")
        lines += literal(help_text(parser))
        for name, summary, sub in subcommands(parser):
            lines += [f".. _cli-{name}:", ""]
            lines += heading(f"bohnanza {name}", "=")
            if summary:
                lines += [esc(summary[0].upper() + summary[1:]) + ".", ""]
            lines += literal(help_text(sub))
        lines += self.cli_examples({name for name, _, _ in subcommands(parser)})
        self.emit("cli.rst", lines)

    def cli_examples(self, commands: set[str]) -> list[str]:
        runs = run_cli_examples()
        lines = [".. _cli-examples:", ""]
        lines += heading("Examples and exit statuses", "=")
        lines += [
            "Run in an empty folder, in this order. Long outputs are cut (``[...]``).",
            "",
        ]
        statuses: dict[int, list[str]] = defaultdict(list)
        for run in runs:
            if run.argv and run.argv[0] not in commands:
                problem(f"CLI example {run.command}: no command {run.argv[0]!r}")
            if run.status != run.expected:
                problem(
                    f"CLI example {run.command}: exit status {run.status}, "
                    f"the page says {run.expected}"
                )
            statuses[run.status].append(run.what)
            lines += [f"* {esc(run.what)} (exit status {run.status}):", ""]
            lines += indent(literal([f"$ {run.command}", *run.output], "console"), "  ")
        lines += heading("Exit statuses", "-")
        lines += list_table(
            [
                [["Status"], ["In the examples above"]],
                *[[[str(k)], ["; ".join(esc(w) for w in statuses[k])]] for k in sorted(statuses)],
            ],
            header=1,
            widths="10 90",
        )
        return lines

    # -- all ------------------------------------------------------------------------------

    def run(self) -> None:
        self.catalogue_pages()
        self.feature_pages()
        self.decision_page()
        self.results_page()
        self.traceability_page()
        self.tags_page()
        self.code_pages()
        self.editions_page()
        self.api_names()
        self.cli_page()
        missing = [c for c in self.clauses if c not in self.clause_sections]
        for c in missing:
            problem(f"clause {c} got no section")
        every = {s.label for f in self.features for s in f.scenarios}
        for label in sorted(every - self.scenario_anchors):
            problem(f"scenario {label} got no anchor")
        if len(every) != sum(len(f.scenarios) for f in self.features):
            problem("two scenarios share an anchor")


# ---------------------------------------------------------------------------------------
# The command line

#: Columns of the ``--help`` texts on the CLI page (argparse reads ``COLUMNS``).
HELP_COLUMNS = "88"
#: Lines of an example's output shown before it is cut.
EXAMPLE_LINES = 14


def cli_parser() -> argparse.ArgumentParser:
    """The parser of ``bohnanza.cli``, from whichever factory the module has."""
    from bohnanza import cli

    for name in ("parser", "build_parser", "make_parser", "_parser"):
        factory = getattr(cli, name, None)
        if callable(factory):
            made = factory()
            if isinstance(made, argparse.ArgumentParser):
                return made
    raise SystemExit("docs/generate.py: bohnanza.cli has no parser factory (see cli_parser)")


def subcommands(
    parser: argparse.ArgumentParser,
) -> list[tuple[str, str, argparse.ArgumentParser]]:
    """(name, one-line help, parser) of each subcommand, in the order ``--help`` lists them."""
    out: list[tuple[str, str, argparse.ArgumentParser]] = []
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            helps = {a.dest: a.help or "" for a in action._choices_actions}
            seen: set[int] = set()
            for name, sub in action.choices.items():
                if id(sub) in seen:  # an alias
                    continue
                seen.add(id(sub))
                out.append((name, str(helps.get(name, "")), sub))
    return out


def help_text(parser: argparse.ArgumentParser) -> list[str]:
    old = os.environ.get("COLUMNS")
    os.environ["COLUMNS"] = HELP_COLUMNS
    try:
        return parser.format_help().rstrip().splitlines()
    finally:
        if old is None:
            del os.environ["COLUMNS"]
        else:
            os.environ["COLUMNS"] = old


def literal(text_lines: Sequence[str], language: str = "text") -> list[str]:
    """A code block shown as written (``console``: ``$`` lines are commands)."""
    return [f".. code-block:: {language}", "", *indent([ln.rstrip() for ln in text_lines]), ""]


@dataclass
class CliRun:
    what: str
    argv: list[str]
    expected: int
    status: int = -1
    output: list[str] = field(default_factory=list)

    @property
    def command(self) -> str:
        return "bohnanza " + " ".join(shlex.quote(a) for a in self.argv)


def _cut(lines: list[str]) -> list[str]:
    if len(lines) <= EXAMPLE_LINES:
        return lines
    head = EXAMPLE_LINES - 4
    return [*lines[:head], "[...]", *lines[-3:]]


def run_cli_examples() -> list[CliRun]:
    """Run the examples of the CLI page in a scratch folder, in-process, and keep their
    output (stdout then stderr) and exit status."""
    from bohnanza import cli

    runs = [
        CliRun("list the edition presets", ["editions"], 0),
        CliRun(
            "a seeded three-player game between random bots, scores only",
            ["demo", "--players", "3", "--seed", "1", "--quiet"],
            0,
        ),
        CliRun("one clause of the catalogue", ["rules", "--id", "002/harvest.protection"], 0),
        CliRun(
            "twenty games between bots, their records kept",
            ["simulate", "--games", "20", "--seed", "1", "--records", "records"],
            0,
        ),
        CliRun("a legal record", ["verify", "records/game-0001.json"], 0),
        CliRun(
            "the same record with its first move changed: an illegal move",
            ["verify", "illegal.json"],
            1,
        ),
        CliRun("the same verdict as JSON", ["verify", "--json", "illegal.json"], 1),
        CliRun("a file that is not a record", ["verify", "notes.txt"], 2),
        CliRun("a player count the edition does not allow", ["demo", "--players", "9"], 2),
        CliRun("a mistyped option (argparse's usage error)", ["demo", "--sede", "1"], 2),
    ]
    here = Path.cwd()
    with tempfile.TemporaryDirectory(prefix="bohnanza-docs-") as scratch:
        os.chdir(scratch)
        try:
            for run in runs:
                if run.argv[-1] == "illegal.json" and not Path("illegal.json").exists():
                    make_illegal(Path("records/game-0001.json"), Path("illegal.json"))
                if run.argv[-1] == "notes.txt":
                    Path("notes.txt").write_text("my bean notes\n", encoding="utf-8")
                out, err = io.StringIO(), io.StringIO()
                with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                    try:
                        run.status = cli.main(run.argv)
                    except SystemExit as exc:
                        run.status = exc.code if isinstance(exc.code, int) else 2
                text = out.getvalue() + err.getvalue()
                run.output = _cut(text.rstrip().splitlines())
        finally:
            os.chdir(here)
    return runs


def make_illegal(legal: Path, illegal: Path) -> None:
    """A copy of a legal record whose first move plants the seat's second card instead of
    its front card (the card that seat plants next)."""
    record = json.loads(legal.read_text(encoding="utf-8"))
    moves = [a["move"] for a in record["actions"]]
    first = moves[0].split()
    later = next(
        (m.split() for m in moves[1:] if m.split()[:2] == first[:2] and m.split()[2] != first[2]),
        None,
    )
    if first[1] != "plant" or later is None:
        problem(f"CLI example: the record's first moves are not two plantings: {moves[:3]}")
        return
    record["actions"][0]["move"] = " ".join([first[0], "plant", later[2], first[3]])
    illegal.write_text(json.dumps(record, indent=1), encoding="utf-8")


# ---------------------------------------------------------------------------------------
# The built HTML


class _Links(html.parser.HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.ids: set[str] = set()
        self.hrefs: list[str] = []

    def handle_starttag(self, tag: str, attrs_: list[tuple[str, str | None]]) -> None:
        for key, value in attrs_:
            if value is None:
                continue
            if key == "id" or (key == "name" and tag == "a"):
                self.ids.add(value)
            elif key == "href" and tag == "a":
                self.hrefs.append(value)


def check_html(build: Path) -> int:
    """Every relative link of every page names a file that exists and, with a fragment, an
    id in that file.  Returns the number of broken links (each printed)."""
    pages: dict[Path, _Links] = {}
    for path in sorted(build.rglob("*.html")):
        p = _Links()
        p.feed(path.read_text(encoding="utf-8"))
        pages[path.resolve()] = p
    broken = 0
    links = 0
    for path, p in pages.items():
        for href in p.hrefs:
            parts = urlsplit(href)
            if parts.scheme or parts.netloc or href.startswith(("mailto:", "javascript:")):
                continue
            links += 1
            target = (path.parent / unquote(parts.path)).resolve() if parts.path else path
            if target.is_dir():
                target = target / "index.html"
            if not target.exists():
                print(f"{path.relative_to(build.resolve())}: broken link {href}")
                broken += 1
                continue
            frag = unquote(parts.fragment)
            if frag and target.suffix == ".html" and frag not in pages[target].ids:
                print(f"{path.relative_to(build.resolve())}: no anchor #{frag} in {href}")
                broken += 1
    print(f"checked {links} internal links in {len(pages)} pages: {broken} broken")
    return broken


def build_refusal() -> str:
    """Why the docs cannot be made from the bohnanza imported here ("" if they can): the
    API page and autodoc read docstrings, which the compiled build leaves out of its
    methods and attributes (``bohnanza._docs`` gives back only the top-level ones)."""
    import bohnanza
    from bohnanza._docs import missing

    if bohnanza.COMPILED:
        return (
            f"bohnanza at {Path(bohnanza.__file__).parent} is the compiled build, whose "
            "methods have no docstrings: build the docs from the pure sources "
            "(BOHNANZA_PURE=1 pip install -e '.[docs]', as nox -s docs does)"
        )
    lacking = missing(bohnanza.__all__, vars(bohnanza))
    if lacking:
        return f"public names without a docstring: {', '.join(lacking)}"
    return ""


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--check-html",
        metavar="DIR",
        type=Path,
        help="check the internal links of a built site instead of generating",
    )
    parser.add_argument(
        "--results",
        metavar="PATH",
        type=Path,
        help="the JUnit XML report of a run of the features (python tests/conformance.py "
        "--junitxml=PATH); without it every scenario reads 'not run'",
    )
    args = parser.parse_args(argv)
    if args.check_html:
        return 1 if check_html(args.check_html) else 0
    refusal = build_refusal()
    if refusal:
        print(f"docs/generate.py: {refusal}", file=sys.stderr)
        return 1
    try:
        results = load_results(args.results) if args.results else None
    except ResultsError as exc:
        print(f"docs/generate.py: {exc}", file=sys.stderr)
        return 1
    if OUT.exists():
        shutil.rmtree(OUT)
    OUT.mkdir(parents=True)
    site = Site(results)
    site.run()
    if problems:
        for p in problems:
            print(f"docs/generate.py: {p}", file=sys.stderr)
        print(f"docs/generate.py: {len(problems)} problems", file=sys.stderr)
        return 1
    scenarios = sum(len(f.scenarios) for f in site.features)
    print(
        f"docs/generate.py: {site.pages} pages in {OUT.relative_to(ROOT)}: "
        f"{len(site.books)} rulebooks, {len(site.clause_sections)} clauses, "
        f"{len(site.features)} feature files, {scenarios} scenarios, "
        f"{len(site.decisions)} decisions, {len(site.presets)} presets"
    )
    every = [s for f in site.features for s in f.scenarios]
    outcome, counts = site.group_outcome(every)
    source = f"the results of {results.source}" if results else "no results"
    print(f"docs/generate.py: {source}: {outcome} ({counts_text('en', counts)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
