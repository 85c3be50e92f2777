"""The names the position format shares between its writer, its readers and its validator:
the format's constants and ``PositionError`` (documented as ``bohnanza.position``'s)."""

from __future__ import annotations

from typing import Final

from bohnanza.errors import InvalidSetupError
from bohnanza.state import Step

#: The value of a position document's ``"format"`` field.
FORMAT: Final = "bohnanza-position"
#: The position format version this library writes and reads.
VERSION: Final = 1
#: The largest document ``from_json`` reads, in characters.
MAX_SIZE: Final = 1_000_000
_MAX_MESSAGE: Final = 300

#: The step names of the format (``bohnanza.Step`` in lower case).
STEP_NAMES: Final = {step.name.lower(): step for step in Step}
#: The table zones in the order the document lists them.
TABLE_ZONES: Final = ("deck", "discard", "face_up", "offer", "box", "removed")


class PositionError(InvalidSetupError):
    """A position document that cannot be read: not JSON, not the format, a field of the
    wrong type, or a position the rules cannot reach (a card twice or missing, a third
    field nobody bought, a step of another edition, an offer between two seats that are
    not active, ...).

    Attributes:
        path: the JSON path of the offending value (``"$.seats[1].fields"``), or None.
    """

    def __init__(self, message: str, path: str | None = None) -> None:
        if len(message) > _MAX_MESSAGE:
            message = message[: _MAX_MESSAGE - 3] + "..."
        super().__init__(f"{path}: {message}" if path else message)
        self.path = path


# Users meet it, and catch it, as bohnanza.position.PositionError (or bohnanza.PositionError).
PositionError.__module__ = "bohnanza.position"
