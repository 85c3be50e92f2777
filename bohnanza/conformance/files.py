"""Files the kit writes (vectors, reproducers): never through a symlink, never over a file.

Every name is checked before the first file is written, so a command that would overwrite
something writes nothing and says which file is in the way; each file is then created with
``O_EXCL | O_NOFOLLOW``, which fails if the name appeared meanwhile, symlinks included.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from pathlib import Path

from bohnanza.errors import InvalidSetupError

__all__ = ["check_new", "prepare_folder", "write_new"]


def prepare_folder(folder: Path) -> None:
    """Make ``folder`` (and its parents) unless it is there; refuse a non-folder."""
    if os.path.lexists(folder) and not folder.is_dir():
        raise InvalidSetupError(f"{folder} exists and is not a directory")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InvalidSetupError(f"cannot make the folder {folder}: {exc.strerror}") from None


def check_new(paths: Sequence[Path], what: str) -> None:
    """Refuse if any of ``paths`` exists (a symlink, even a broken one, included)."""
    for path in paths:
        if os.path.lexists(path):
            raise InvalidSetupError(
                f"{path} exists: {what} does not overwrite files (choose an empty folder)"
            )


def write_new(path: Path, text: str) -> None:
    """Create ``path`` with ``text``; fails if the name exists or is a symlink."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0)
    try:
        descriptor = os.open(path, flags, 0o644)
    except OSError as exc:
        raise InvalidSetupError(f"cannot create {path}: {exc.strerror}") from None
    with os.fdopen(descriptor, "w", encoding="utf-8") as file:
        file.write(text)
