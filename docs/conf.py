"""Sphinx configuration of the bohnanza documentation site.

Built by ``nox -s docs``, which first runs ``docs/generate.py`` to write the rule
catalogue, feature, decision and edition pages into ``docs/generated/``.  The build is
nitpicky and turns every warning into an error; it needs no network (no intersphinx).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import bohnanza  # noqa: E402

project = "bohnanza"
author = "The bohnanza developers"
copyright = "The bohnanza developers"
release = bohnanza.__version__
version = release

extensions = [
    "myst_parser",
    "sphinx.ext.autodoc",
    "sphinx.ext.napoleon",
    "sphinx.ext.viewcode",
    "sphinx_copybutton",
]

source_suffix = {".rst": "restructuredtext", ".md": "markdown"}
root_doc = "index"
exclude_patterns = ["_build", ".gitignore", "dev"]  # dev/: working plans, not the site
language = "en"

# Markdown (README, records page): heading anchors so that "#quick-start" links work.
myst_heading_anchors = 3
myst_enable_extensions = ["colon_fence"]

# API reference.
autodoc_typehints = "description"
autodoc_typehints_format = "short"
autodoc_member_order = "bysource"
autodoc_default_options = {"members": True, "undoc-members": True, "show-inheritance": True}
autoclass_content = "class"
napoleon_google_docstring = True
napoleon_numpy_docstring = False
napoleon_use_rtype = False
napoleon_preprocess_types = True

# Every cross-reference must resolve.  Only names outside the project are ignored.
nitpicky = True
nitpick_ignore_regex = [
    # Private bases of the public state classes (the pure build's unlocked builders):
    # show-inheritance names them, but they are not part of the documented API.
    (r"py:class", r"bohnanza\.state\._\w+"),
    # The listing's private base class (its public sequences are documented).
    (r"py:class", r"bohnanza\.listing\._\w+"),
    # The standard library and typing: there is no intersphinx (no network).
    (
        r"py:.*",
        r"(builtins\.)?(int|str|bool|float|bytes|object|None|type|tuple|list|dict|set"
        r"|frozenset|range|Exception|ValueError|KeyError|TypeError)",
    ),
    (
        r"py:.*",
        r"(typing|collections\.abc|collections|enum|random|pathlib|argparse|re"
        r"|json|io|os|types)\..*",
    ),
    (
        r"py:.*",
        r"(Any|Literal|Sequence|Mapping|Iterable|Iterator|Callable|Path|Random"
        r"|IntEnum|Enum|Pattern|Self|NamedTuple|TypeAlias)",
    ),
    # The package's own type aliases, which autodoc shows by name (they are plain tuples,
    # protocols or unions documented where they are defined).
    (r"py:class", r"(Ids|Explained|Profile|Offers|PileInfo|RestInfo|SeatInfo|Shuffle|Json)"),
    # attrs internals that its generated methods and fields refer to.
    (r"py:.*", r"(attr|attrs)\..*"),
]

html_theme = "furo"
html_title = f"bohnanza {release}"
html_static_path = ["_static"]
html_css_files = ["bohnanza.css"]
html_theme_options = {
    "navigation_with_keys": True,
    # The bean green of the clause quotes, for links and the boxed section indexes.
    "light_css_variables": {
        "color-brand-primary": "#4f6f1f",
        "color-brand-content": "#4f6f1f",
        "color-topic-title": "#4f6f1f",
        "color-topic-title-background": "rgba(122, 154, 58, 0.15)",
        "icon-topic-default": "var(--icon-abstract)",
    },
    "dark_css_variables": {
        "color-brand-primary": "#a9cc6b",
        "color-brand-content": "#a9cc6b",
        "color-topic-title": "#a9cc6b",
        "color-topic-title-background": "rgba(122, 154, 58, 0.25)",
    },
}
html_show_sourcelink = False
html_copy_source = False

# The copy button skips the prompts of doctest and shell examples.
copybutton_prompt_text = r">>> |\.\.\. |\$ "
copybutton_prompt_is_regexp = True
copybutton_only_copy_prompt_lines = False

# Roles used by the generated pages (docs/generate.py).
rst_prolog = """
.. role:: tag
.. role:: differs-legend
.. role:: card-icon
.. role:: status-passed
.. role:: status-failed
.. role:: status-not-run
.. role:: status-skipped
.. role:: status-pending
.. role:: status-none
"""
# A search hit opens its page at the clause or scenario that holds the words.
html_js_files = ["bohnanza.js"]


# ---------------------------------------------------------------------------------------
# Work-arounds for docstrings that napoleon or docutils would misread.  Each one is listed
# in the report to the module owners; they do not change what a docstring says.

import re  # noqa: E402

_PROSE_BEFORE_COLON = re.compile(r"^\s*([^:`]*\w \w[^:`]*):\s")
_LITERAL_GLUED = re.compile(r"(``[^`\s](?:[^`]*[^`\s])?``)(?=[A-Za-z0-9])")


def _guard_docstring(app, what, name, obj, options, lines):  # type: ignore[no-untyped-def]
    """Run before napoleon (priority 400 < 500).

    * An attribute, property or data docstring whose first line reads "Step 1: the active
      player..." is taken by napoleon as "TYPE: description" (type "Step 1"); an empty reST
      comment as first line makes napoleon read the whole docstring as the description.
    * An inline literal glued to a word (````compose``d``) is not reST; an escaped space
      ends the literal without changing the text.
    """
    if what in ("attribute", "property", "data") and lines and _PROSE_BEFORE_COLON.match(lines[0]):
        lines[0:0] = ["..", ""]
    for k, line in enumerate(lines):
        lines[k] = _LITERAL_GLUED.sub(r"\1\\ ", line)


# ---------------------------------------------------------------------------------------
# Languages.  The site is English, but a page about a French rulebook (its catalogue, its
# features) is French: docs/generate.py gives it the file-wide field ``:content-language:
# fr``, and its content is marked ``lang="fr"`` (screen readers, hyphenation, spelling).
# Quotes in another language on any page carry a ``language-xx`` class, which becomes a
# ``lang`` attribute too.

_LANGUAGE_CLASS = re.compile(r'<(div|blockquote)( class="[^"]*\blanguage-([a-z]{2})\b[^"]*")')


def _mark_languages(app, pagename, templatename, context, doctree):  # type: ignore[no-untyped-def]
    body = context.get("body")
    if not isinstance(body, str):
        return
    body = _LANGUAGE_CLASS.sub(r'<\1\2 lang="\3"', body)
    lang = (context.get("meta") or {}).get("content-language")
    if lang and lang != language:
        body = f'<div class="page-language" lang="{lang}">\n{body}\n</div>'
    context["body"] = body


# ---------------------------------------------------------------------------------------
# Source links.  A few public classes and functions live in a module of their own but
# declare themselves in the one that exports them (``bohnanza.records.Record`` is defined
# in ``bohnanza/records/format.py``, ``load_record`` in ``records/reader.py``,
# ``bohnanza.position.PositionError`` in ``errors.py``), so that errors, pickles
# and type references name the public module; viewcode would look for them in that
# module's source and give no link.  Such a function is found where its globals are, such
# a class where its own methods are defined.


def _defining_module(app, modname, fullname):  # type: ignore[no-untyped-def]
    import importlib
    import inspect

    from sphinx.pycode import ModuleAnalyzer

    def defines(module: str, name: str) -> bool:
        try:
            return name in ModuleAnalyzer.for_module(module).find_tags()
        except Exception:
            return False

    try:
        obj = importlib.import_module(modname)
        for part in fullname.split("."):
            obj = getattr(obj, part)
    except Exception:
        return None
    own = getattr(obj, "__module__", None)
    if not isinstance(own, str) or defines(own, fullname):
        return None  # viewcode's own answer
    if inspect.isfunction(obj):
        modules = {obj.__globals__.get("__name__")}
    elif inspect.isclass(obj):
        methods = (getattr(member, "__func__", member) for member in vars(obj).values())
        modules = {m.__module__ for m in methods if inspect.isfunction(m)}
    else:
        return None
    found = next((m for m in sorted(modules - {own, None}) if defines(m, fullname)), None)
    # viewcode gives a source page one module for all its links back to the docs (the first
    # documented object's): a module that api.rst documents itself (``bohnanza.errors``)
    # would send PositionError's link back to ``api.html#bohnanza.errors.PositionError``,
    # which is no anchor.  Such an object gets no [source] link rather than a broken one.
    return None if found in _documented_modules() else found


def _documented_modules() -> set[str]:
    """The modules api.rst documents with ``automodule``."""
    text = (Path(__file__).parent / "api.rst").read_text(encoding="utf-8")
    return set(re.findall(r"^\.\. automodule:: (\S+)", text, re.M))


def setup(app):  # type: ignore[no-untyped-def]
    app.connect("autodoc-process-docstring", _guard_docstring, priority=400)
    app.connect("viewcode-follow-imported", _defining_module)
    app.connect("html-page-context", _mark_languages)
    # ``.. clause:: 002/harvest.protection`` (written by docs/generate.py under each clause's
    # heading) makes the clause an object of the search index, so that a search for its id
    # or key goes to the clause itself, not only to the page.  It renders nothing visible.
    app.add_crossref_type("clause", "clause", objname="rule clause")
