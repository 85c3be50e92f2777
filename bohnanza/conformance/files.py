"""Files the kit writes (vectors, reproducers): never through a symlink, never over a file.

Every name is checked before the first file is written, so a command that would overwrite
something writes nothing and says which file is in the way; each file is then written
whole beside its name and linked to it (``bohnanza.files.write_output``), which fails if
the name appeared meanwhile, symlinks included.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from bohnanza.errors import InvalidSetupError
from bohnanza.files import UnwritableError, write_output

__all__ = ["check_new", "prepare_folder", "write_new"]


def prepare_folder(folder: Path) -> None:
    """Make ``folder`` (and its parents) unless it is there; refuse a non-folder
    (``UnwritableError``: the command line's status 74)."""
    if os.path.lexists(folder) and not folder.is_dir():
        raise UnwritableError(f"cannot write into {folder}: it exists and is not a directory")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UnwritableError(f"cannot make the folder {folder}: {exc.strerror}") from None


def check_new(paths: Sequence[Path], what: str) -> None:
    """Refuse if any of ``paths`` exists (a symlink, even a broken one, included)."""
    for path in paths:
        if os.path.lexists(path):
            raise InvalidSetupError(
                f"{path} exists: {what} does not overwrite files (choose an empty folder)"
            )


def write_new(path: Path, text: str) -> None:
    """Create ``path`` with ``text`` (``bohnanza.files.write_output``: written whole beside
    it, then linked to the name); fails with ``UnwritableError`` if the name exists or is
    a symlink, or the folder cannot be written."""
    write_output(path, text, replace=False)
