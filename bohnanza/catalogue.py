"""The rule catalogue and the decision log, read from ``specs/``.

The catalogue lives in the repository's ``specs/`` folder; wheels ship a copy as
``bohnanza/_specs``.  Quotes are never copied into code: refusals look them up here.

>>> clause("002/harvest.protection").section
'Harvesting and selling beans'
"""

from __future__ import annotations

import tomllib
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from types import MappingProxyType

import attrs

__all__ = ["Clause", "Decision", "catalogue", "clause", "decisions", "specs_dir"]


@attrs.frozen
class Clause:
    """One rule clause or worked example of one rulebook, quoted in its own language."""

    id: str
    rulebook: str
    section: str
    kind: str
    quote: str
    players: tuple[int, ...]
    see: tuple[str, ...] = ()
    decisions: tuple[str, ...] = ()
    #: The text states the rule only by implication: the quote is the sentence it follows
    #: from, not a statement of it (decision original-1997.implied-rules).
    implied: bool = False

    @property
    def key(self) -> str:
        """The id without its rulebook prefix."""
        return self.id.split("/", 1)[1]


@attrs.frozen
class Decision:
    """A point the texts leave open or disagree on, and the reading the engine takes."""

    id: str
    question: str
    option: str
    choice: str
    alternatives: tuple[tuple[str, str], ...]
    #: The reading of each other preset, where it is recorded (``{"amigo-fr": "must"}``).
    choices: tuple[tuple[str, str], ...] = ()
    #: The texts the point turns on: (rulebook id, section, verbatim text).
    quotes: tuple[tuple[str, str, str], ...] = ()
    rationale: str = ""


def specs_dir() -> Path:
    """Where the specification is: the installed copy, or the source tree's ``specs/``."""
    here = Path(__file__).resolve().parent
    for candidate in (here / "_specs", here.parent / "specs"):
        if (candidate / "catalogue").is_dir():
            return candidate
    raise FileNotFoundError("the rule catalogue (specs/catalogue) is not installed")


@cache
def catalogue() -> Mapping[str, Clause]:
    """Every clause of every catalogued rulebook, by id."""
    out: dict[str, Clause] = {}
    for path in sorted((specs_dir() / "catalogue").glob("*.toml")):
        raw = tomllib.loads(path.read_text(encoding="utf-8"))
        book = str(raw["rulebook"]["id"])
        for entry in raw.get("clause", []):
            c = Clause(
                id=str(entry["id"]),
                rulebook=book,
                section=str(entry.get("section", "")),
                kind=str(entry.get("kind", "rule")),
                quote=" ".join(str(entry["quote"]).split()),
                players=tuple(int(n) for n in entry.get("players", ())),
                see=tuple(str(s) for s in entry.get("see", ())),
                decisions=tuple(str(s) for s in entry.get("decisions", ())),
                implied=bool(entry.get("implied", False)),
            )
            if c.id in out:
                raise ValueError(f"duplicate catalogue id {c.id} in {path.name}")
            out[c.id] = c
    # Read-only: the mapping is cached and shared by every caller in the process.
    return MappingProxyType(out)


def clause(rule_id: str) -> Clause | None:
    """The clause with id ``rule_id``, or None."""
    try:
        return catalogue().get(rule_id)
    except FileNotFoundError:
        return None


@cache
def decisions() -> Mapping[str, Decision]:
    """Every recorded decision of ``specs/decisions.toml``, by id: the open points of the
    texts and the reading each preset takes.

    >>> decisions()["plant.matching-field"].choices
    (('amigo-fr', 'must'),)
    """
    path = specs_dir() / "decisions.toml"
    raw = tomllib.loads(path.read_text(encoding="utf-8"))
    out: dict[str, Decision] = {}
    for entry in raw.get("decision", []):
        out[str(entry["id"])] = Decision(
            id=str(entry["id"]),
            question=str(entry.get("question", "")),
            option=str(entry.get("option", "")),
            choice=str(entry.get("choice", "")),
            alternatives=tuple(
                (str(a.get("value", "")), str(a.get("reading", "")))
                for a in entry.get("alternative", [])
            ),
            choices=tuple((str(k), str(v)) for k, v in entry.get("choices", {}).items()),
            quotes=tuple(
                (str(q.get("source", "")), str(q.get("section", "")), str(q.get("text", "")))
                for q in entry.get("quotes", [])
            ),
            rationale=str(entry.get("rationale", "")),
        )
    return MappingProxyType(out)
