"""The conformance kit: check another Bohnanza engine against this referee.

* ``bohnanza.conformance.protocol``: the JSON-lines protocol an engine speaks on its
  standard input and output, and the process that drives it with time limits;
* ``bohnanza.conformance.engine``: this referee behind that protocol (the reference
  adapter, ``python -m bohnanza.conformance.engine``);
* ``bohnanza.conformance.runner``: random games in lockstep with an engine, compared move
  by move, and the report of their disagreements (``bohnanza conformance``);
* ``bohnanza.conformance.vectors``: the golden vectors, JSON Lines that another engine's
  tests read without Python (``bohnanza vectors``);
* ``bohnanza.conformance.probes``: the moves, legal and not, asked at each position.

The protocol and the files are described in ``docs/conformance.md``.
"""

from __future__ import annotations

PROTOCOL = 1
"""The version of the engine protocol."""

__all__ = ["PROTOCOL"]
