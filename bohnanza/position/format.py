"""The names the position format shares between its writer, its readers and its validator:
the format's constants, and ``PositionError`` (defined with the other errors in
``bohnanza.errors``) and the zone names (``TABLE_ZONES``, from the rules' own validator,
``bohnanza.invariants``) re-exported; all are documented as ``bohnanza.position``'s."""

from __future__ import annotations

from typing import Final

from bohnanza.errors import PositionError
from bohnanza.invariants import TABLE_ZONES
from bohnanza.state import Step

#: The value of a position document's ``"format"`` field.
FORMAT: Final = "bohnanza-position"
#: The position format version this library writes and reads.
VERSION: Final = 1
#: The largest document ``from_json`` reads, in characters.
MAX_SIZE: Final = 1_000_000

#: The step names of the format (``bohnanza.Step`` in lower case).
STEP_NAMES: Final = {step.name.lower(): step for step in Step}

__all__ = ["FORMAT", "MAX_SIZE", "STEP_NAMES", "TABLE_ZONES", "VERSION", "PositionError"]
