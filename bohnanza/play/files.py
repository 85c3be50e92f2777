"""The files of ``bohnanza play``: the save file (read as data, with limits) and the
record written at the end (never through a symbolic link, never over a file it did not
write).

A save file is something a player may receive from someone else, so resuming runs no code
and opens no path it names: its bots must be shipped bots (``random``, ``greedy``,
``planner``) unless the same spec is given again with ``--bots``, and the Ladybohn sheet it
was played with must be given again with ``--sheet``.  It is read only if it is a regular
file of at most ``MAX_SAVE_SIZE`` bytes, and every field is checked.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Sequence
from pathlib import Path

from bohnanza.editions import editions
from bohnanza.errors import InvalidSetupError
from bohnanza.files import (
    OutputExistsError,
    UnreadableError,
    UnwritableError,
    check_folder,
    display,
    read_bytes,
    read_json,
    write_output,
)
from bohnanza.play.settings import Settings
from bohnanza.players import BUILTIN

__all__ = [
    "MAX_SAVE_SIZE",
    "SAVE_FORMAT",
    "check_paths",
    "load_save",
    "remove_save",
    "save_game",
    "write_record",
]

SAVE_FORMAT = "bohnanza-play/1"
#: The largest save file read: a whole game's decisions and its record fit in far less.
MAX_SAVE_SIZE = 20_000_000
_MAX_DECISIONS = 100_000


#: A field's type in words, for the refusal of a save file.
_WHAT: dict[type, str] = {int: "a whole number", str: "a text"}


def _field(data: dict[str, object], key: str, kind: type, low: int = 0, high: int = 0) -> object:
    value = data.get(key)
    if type(value) is not kind:
        raise ValueError(f"$.{key} is not {_WHAT[kind]}")
    if kind is int and not low <= value <= high:  # type: ignore[operator]
        raise ValueError(f"$.{key} is out of range ({low} to {high})")
    if kind is str and len(value) > 300:  # type: ignore[arg-type]
        raise ValueError(f"$.{key} is too long")
    return value


def load_save(
    path: str,
    save: str | None,
    bots: tuple[str, ...],
    sheet: str | None,
    colours: str = "auto",
) -> tuple[Settings, list[str | None], list[int]]:
    """The settings, decisions and automatic decisions of a save file.

    Raises:
        InvalidSetupError: the file cannot be read, is not a save file, or asks for a bot
            or a sheet that the command line did not name.
    """
    where = display(path)
    try:
        data = read_json(path, MAX_SAVE_SIZE)
        if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
            raise ValueError(f"not a {SAVE_FORMAT} file")
        edition = _field(data, "edition", str)
        if edition not in editions():
            raise ValueError(f"$.edition: unknown edition {str(edition)[:40]!r}")
        players = int(_field(data, "players", int, 1, 64))  # type: ignore[call-overload]
        seed = int(_field(data, "seed", int, -(2**62), 2**62))  # type: ignore[call-overload]
        seat = int(_field(data, "seat", int, 0, players - 1))  # type: ignore[call-overload]
        saved_bots = data.get("bots")
        if (
            not isinstance(saved_bots, list)
            or not 1 <= len(saved_bots) <= 64
            or not all(type(b) is str and len(b) <= 200 for b in saved_bots)
        ):
            raise ValueError("$.bots is not a list of bot specs")
        saved_sheet = data.get("sheet", "")
        if type(saved_sheet) is not str or len(saved_sheet) > 4096:
            raise ValueError("$.sheet is not a path")
        decisions = data.get("decisions")
        if (
            not isinstance(decisions, list)
            or len(decisions) > _MAX_DECISIONS
            or not all(d is None or (type(d) is str and len(d) <= 300) for d in decisions)
        ):
            raise ValueError("$.decisions is not a list of moves")
        auto = data.get("auto", [])
        if not isinstance(auto, list) or not all(
            type(k) is int and 0 <= k < len(decisions) for k in auto
        ):
            raise ValueError("$.auto is not a list of decision indices")
        muted = data.get("muted", [])
        if not isinstance(muted, list) or not all(
            type(k) is int and 0 <= k < players and k != seat for k in muted
        ):
            raise ValueError("$.muted is not a list of other players' seats")
    except (UnreadableError, ValueError) as exc:
        # bohnanza.files: a regular file, at most MAX_SAVE_SIZE bytes, strict JSON.
        raise InvalidSetupError(f"cannot resume from {where}: {str(exc)[:200]}") from None
    for spec in saved_bots:
        # The spec as written: "random\u00a0" is no shipped bot (finding N8).
        if spec not in BUILTIN and spec not in bots:
            raise InvalidSetupError(
                f"{where} names the bot {spec[:80]!r}, which is not a shipped bot: a save file "
                f"runs no code of its own; to load that bot, name it yourself: --bots {spec[:80]}"
            )
    if saved_sheet and not sheet:
        raise InvalidSetupError(
            f"{where} was played with the sheet {saved_sheet[:200]!r}; a save file opens no "
            "file of its own: give the sheet again with --sheet FILE"
        )
    settings = Settings(
        str(edition),
        players,
        seed,
        seat,
        tuple(saved_bots),
        save or path,
        sheet=sheet or "",
        colours=colours,
        resumed=str(Path(path)),
        muted=tuple(sorted(set(muted))),
    )
    return settings, decisions, list(auto)


def _create(path: Path, text: str) -> None:
    """Write ``text`` to a new file ``path``: never over a file, never through a link
    (``bohnanza.files.write_output``: written whole beside it, synced, then linked)."""
    write_output(path, text, replace=False, sync=True)


def _free(path: Path, text: str) -> Path:
    """Write ``text`` to ``path``, or to ``stem-2.json``, ``stem-3.json``... if taken."""
    for k in range(1, 1000):
        target = path if k == 1 else path.with_name(f"{path.stem}-{k}{path.suffix}")
        try:
            _create(target, text)
        except OutputExistsError:
            continue
        return target
    raise UnwritableError(
        f"cannot write {display(path)}: it and its next 998 numbered names are taken"
    )


def check_paths(settings: Settings) -> None:
    """Check, before the first move, that the save file and the record can be written
    where ``settings`` puts them (their folders exist and take a new file), so that a
    game is never played to be lost.

    Raises:
        UnwritableError: naming the path as given (the command line's status 74).
    """
    check_folder(settings.save)
    check_folder(settings.record or f"bohnanza-game-{settings.seed}.json")


def _is_save(path: Path) -> bool:
    """Whether ``path`` is a regular file (not a link) that play saved."""
    try:
        if not stat.S_ISREG(os.lstat(path).st_mode):
            return False
        head = read_bytes(path, MAX_SAVE_SIZE)[:200]
    except (OSError, UnreadableError):
        return False
    return f'"format": "{SAVE_FORMAT}"'.encode() in head


def save_game(
    settings: Settings,
    decisions: Sequence[str | None],
    auto: Sequence[int],
    record: str,
    muted: Sequence[int] = (),
) -> Path:
    """Save a game; returns where.  A resumed game replaces the save it was resumed from
    (atomically); anything else goes to a new file, the next free name if taken.
    ``muted``: the seats whose offers are declined without asking.

    Raises:
        UnwritableError: the file cannot be written (nothing is left behind).
    """
    data = {
        "format": SAVE_FORMAT,
        "edition": settings.edition,
        "sheet": settings.sheet,
        "players": settings.players,
        "seed": settings.seed,
        "seat": settings.seat,
        "bots": list(settings.bots),
        "decisions": list(decisions),
        "auto": list(auto),
        "muted": sorted(muted),
        "record": json.loads(record),
    }
    text = json.dumps(data, indent=1)
    path = Path(settings.save)
    if settings.resumed and Path(settings.resumed) == path and _is_save(path):
        # Replaces the file itself, atomically, never a link's target.
        write_output(path, text, sync=True)
        return path
    return _free(path, text)


def write_record(name: str, text: str) -> Path:
    """Write the record of a finished game to ``name`` or the next free name.

    Raises:
        UnwritableError: the file cannot be written (nothing is left behind).
    """
    return _free(Path(name), text)


def remove_save(settings: Settings) -> None:
    """At the end of a resumed game, its save file (if still play's) is removed: resuming
    it again would go back to where it was saved."""
    if settings.resumed and _is_save(Path(settings.resumed)):
        with contextlib.suppress(OSError):
            os.unlink(settings.resumed)
