"""Reading what people hand the project: files, JSON and TOML, each error the project's own.

Records (``bohnanza verify``), positions, Ladybohn beanometer sheets (``--sheet``),
``play``'s save files and decks are data that may come from anyone.  Every reader of such
a file goes through this module, so that they all hold the same promises:

- only a regular file is opened (a FIFO would block, ``/dev/zero`` would never end, a
  directory is not data); the type is checked on the open file, so a symlink to a device
  is refused as the device is, and a FIFO never blocks the open (``O_NONBLOCK``);
- at most ``limit`` bytes are read (one more to tell that the file is longer), so memory
  stays bounded whatever the file;
- the text must be UTF-8;
- JSON and TOML are parsed with every failure turned into :class:`UnreadableError`: syntax
  errors, nesting too deep for Python's parsers (``RecursionError``), integers of more
  digits than Python converts (``ValueError``), ``NaN`` and ``Infinity``, a key given twice;
  and a document is refused when it nests deeper than ``MAX_DEPTH`` or holds an integer of
  more than ``max_digits`` digits, so that no reader behind it meets either (JSON: seen in
  the text before the parse, at little cost beside ``json.loads``; TOML: in the parsed data).

Each caller turns an ``UnreadableError`` into its own error (``RecordError``,
``InvalidSetupError``, ``PositionError``) with the file's name.

Every file a command writes goes through :func:`write_output` too (``replay --html``,
``simulate --records``, ``vectors``, ``conformance --reproducers``, ``play``'s saves and
records), so that they hold the same promises:

- an output is written only as a new regular file or over an existing one (where the
  command replaces files at all): never into a FIFO, a device, a socket or a directory,
  never over the command's own input (compared by device and inode, symlinks followed),
  never over a read-only file; a symlink at the path is replaced, never followed;
- the text goes to a temporary file in the target's own folder, then is renamed over the
  target (``os.replace``), or linked to it for a command that never overwrites (``os.link``
  fails if the name was taken meanwhile): a reader never sees half a file, and no
  temporary file is left behind on any failure;
- every failure is an :class:`UnwritableError`, one line naming the path as it was given
  (the command line exits 74 on it).

>>> parse_json('{"a": [1, 2]}')
{'a': [1, 2]}
>>> parse_json('{"a": 1, "a": 2}')
Traceback (most recent call last):
...
bohnanza.files.UnreadableError: not JSON: the key 'a' is given twice in an object
>>> parse_toml("x = " + "[" * 50 + "]" * 50)
Traceback (most recent call last):
...
bohnanza.files.UnreadableError: not TOML: nested more than 32 deep
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import stat
import tomllib
from collections.abc import Sequence

from bohnanza.errors import BohnanzaError

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "OutputExistsError",
    "TooLargeError",
    "UnreadableError",
    "UnwritableError",
    "check_folder",
    "check_output",
    "display",
    "parse_json",
    "parse_toml",
    "read_bytes",
    "read_json",
    "read_text",
    "read_toml",
    "write_output",
]

#: The deepest nesting of arrays and objects (tables) any reader accepts: the project's
#: own formats nest at most five deep.
MAX_DEPTH = 32
#: The most digits an integer of a read document may have: every number of the project's
#: formats fits in 20 (a 64-bit seed).
MAX_DIGITS = 20


class UnreadableError(BohnanzaError):
    """A file or a text that cannot be read as the data it should be: not a regular file,
    too large, not UTF-8, not JSON or TOML, nested too deeply, a number too long."""


class TooLargeError(UnreadableError):
    """A file longer than the limit of its reader."""


def read_bytes(path: str | os.PathLike[str], limit: int) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them.

    Raises:
        UnreadableError: the file does not exist or cannot be opened, is not a regular file
            (a directory, FIFO, socket or device, also behind a symlink), or holds more
            than ``limit`` bytes.
    """
    name = os.fspath(path)
    if not isinstance(name, str) or not name:
        raise UnreadableError("the file name is empty")
    if "\0" in name:
        raise UnreadableError("the file name holds a NUL character")
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_CLOEXEC", 0)
    try:
        descriptor = os.open(name, flags)
    except OSError as exc:
        raise UnreadableError(exc.strerror or str(exc)) from None
    try:
        mode = os.fstat(descriptor).st_mode
        if not stat.S_ISREG(mode):
            raise UnreadableError("not a regular file (a directory, FIFO or device?)")
        os.set_blocking(descriptor, True)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(descriptor, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise UnreadableError(exc.strerror or str(exc)) from None
    finally:
        os.close(descriptor)
    if size > limit:
        raise TooLargeError(f"the file is larger than {limit:,} bytes")
    return b"".join(chunks)


def read_text(path: str | os.PathLike[str], limit: int) -> str:
    """The text (UTF-8) of the regular file ``path``, at most ``limit`` bytes.

    Raises:
        UnreadableError: as :func:`read_bytes`, or the bytes are not UTF-8.
    """
    return _decoded(read_bytes(path, limit))


def _decoded(data: bytes) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UnreadableError(f"not UTF-8 text (byte {exc.start})") from None


def _digits(text: str) -> int:
    return len(text.lstrip("+-"))


def _json_int(text: str, max_digits: int) -> int:
    if _digits(text) > max_digits:
        raise UnreadableError(f"a number of {_digits(text)} digits (at most {max_digits})")
    return int(text)


def _json_constant(text: str) -> object:
    raise UnreadableError(f"not JSON: {text} is not a JSON number")


def _json_object(pairs: list[tuple[str, object]]) -> dict[str, object]:
    out = dict(pairs)
    if len(out) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:
            if key in seen:
                raise UnreadableError(f"not JSON: the key {key!r} is given twice in an object")
            seen.add(key)
    return out


def _check_depth(data: object, kind: str, max_digits: int) -> None:
    """Refuse ``data`` nested deeper than ``MAX_DEPTH`` or holding an integer longer than
    ``max_digits`` digits; iterative, so that no depth makes it recurse."""
    bound = 10**max_digits
    todo: list[tuple[object, int]] = [(data, 0)]
    while todo:
        value, depth = todo.pop()
        if isinstance(value, dict | list):
            if depth >= MAX_DEPTH:
                raise UnreadableError(f"not {kind}: nested more than {MAX_DEPTH} deep")
            items = value.values() if isinstance(value, dict) else value
            todo.extend((item, depth + 1) for item in items)
        elif type(value) is int and not -bound < value < bound:
            raise UnreadableError(f"a number of more than {max_digits} digits")


#: The bytes of a JSON text that are not brackets, braces, quotes or backslashes: deleted
#: to see the nesting (bytes.translate: one pass in C whatever the text), and braces
#: written as brackets (only the depth matters).
_NOT_MARKS = bytes(b for b in range(256) if b not in b'[]{}"\\')
_BRACES = bytes.maketrans(b"{}", b"[]")
#: Every byte to a space but the ASCII digits (to "9"): a long run of digits stands out.
_DIGIT_RUNS = bytes.maketrans(
    bytes(range(256)), bytes(57 if 48 <= b <= 57 else 32 for b in range(256))
)
_ESCAPE = re.compile(rb"\\.", re.DOTALL)
_STRING = re.compile(rb'"[^"]*"')


def _json_depth(data: bytes) -> int:
    """How many levels of arrays and objects the JSON text ``data`` nests (counted up to
    ``MAX_DEPTH + 1``), from its text: brackets inside strings do not count.  Exact for
    JSON; a text that is not JSON the parser refuses after.  No recursion and no Python
    loop over the characters, so that the limits cost little beside ``json.loads``."""
    if b"\\" in data:
        data = _ESCAPE.sub(b"", data)  # an escaped quote is no end of a string
    # Each string leaves a pair of quotes, with the brackets it holds between them.
    marks = data.translate(_BRACES, _NOT_MARKS).replace(b'""', b"")
    if b'"' in marks:  # a string holds a bracket: take the strings out first
        marks = _STRING.sub(b"", data).translate(_BRACES, _NOT_MARKS)
    depth = 0
    while marks and depth <= MAX_DEPTH:
        # One level a pass: the pairs that were innermost when the pass began.
        shorter = marks.replace(b"[]", b"")
        if len(shorter) == len(marks):
            break
        marks = shorter
        depth += 1
    return depth


def parse_json(text: str | bytes, max_digits: int = MAX_DIGITS) -> object:
    """``text`` read as strict JSON: no key twice in an object, no ``NaN`` or
    ``Infinity``, integers of at most ``max_digits`` digits, at most ``MAX_DEPTH`` deep.

    Both limits are seen in the text before it is parsed, so that the parse costs little
    more than ``json.loads``: the depth by :func:`_json_depth`; the integers are checked
    one by one only when the text holds a run of more than ``max_digits`` digits.

    Raises:
        UnreadableError: naming the problem (and for a syntax error its line and column).
    """
    if isinstance(text, bytes):
        data = text
        text = _decoded(text)
    else:
        data = text.encode("utf-8", "replace")
    if _json_depth(data) > MAX_DEPTH:
        raise UnreadableError(f"not JSON: nested more than {MAX_DEPTH} deep")
    long_digits = b"9" * (max_digits + 1) in data.translate(_DIGIT_RUNS)
    try:
        return json.loads(
            text,
            object_pairs_hook=_json_object,
            parse_int=(lambda t: _json_int(t, max_digits)) if long_digits else None,
            parse_constant=_json_constant,
        )
    except UnreadableError:
        raise
    except json.JSONDecodeError as exc:
        raise UnreadableError(
            f"not JSON: {exc.msg} at line {exc.lineno}, column {exc.colno}"
        ) from None
    except RecursionError:
        raise UnreadableError(f"not JSON: nested more than {MAX_DEPTH} deep") from None
    except (ValueError, TypeError) as exc:  # a hook's or a conversion's own error
        # int() refuses an integer of more digits than Python converts (4,300 by default)
        # with a bare ValueError: reachable when ``max_digits`` is above that.
        raise UnreadableError(
            f"not JSON: a value Python cannot read ({type(exc).__name__}; a number of "
            "thousands of digits?)"
        ) from None


def parse_toml(text: str | bytes, max_digits: int = MAX_DIGITS) -> dict[str, object]:
    """``text`` read as TOML, at most ``MAX_DEPTH`` deep, integers of at most
    ``max_digits`` digits.

    Raises:
        UnreadableError: naming the problem.
    """
    if isinstance(text, bytes):
        text = _decoded(text)
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise UnreadableError(f"not TOML: {exc}") from None
    except RecursionError:
        raise UnreadableError(f"not TOML: nested more than {MAX_DEPTH} deep") from None
    except (ValueError, TypeError) as exc:
        # Python refuses integers of more than 4,300 digits with a bare ValueError.
        raise UnreadableError(
            f"not TOML: a value Python cannot read ({type(exc).__name__}; a number of "
            "thousands of digits?)"
        ) from None
    _check_depth(data, "TOML", max_digits)
    return data


def read_json(path: str | os.PathLike[str], limit: int, max_digits: int = MAX_DIGITS) -> object:
    """The JSON document in the regular file ``path`` (:func:`read_bytes`,
    :func:`parse_json`)."""
    return parse_json(read_bytes(path, limit), max_digits)


def read_toml(
    path: str | os.PathLike[str], limit: int, max_digits: int = MAX_DIGITS
) -> dict[str, object]:
    """The TOML document in the regular file ``path`` (:func:`read_bytes`,
    :func:`parse_toml`)."""
    return parse_toml(read_bytes(path, limit), max_digits)


def display(path: str | os.PathLike[str]) -> str:
    """A file name for a message: quoted, control characters escaped, at most 200
    characters."""
    text = repr(os.fspath(path))
    return text if len(text) <= 200 else text[:197] + "..."


# ---------------------------------------------------------------------------------------
# Writing


class UnwritableError(BohnanzaError):
    """An output that cannot be written (a missing or read-only folder, a full disk) or
    that may not be (a FIFO, device, socket or directory, a read-only file, the command's
    own input); the message is one line naming the path as it was given."""


class OutputExistsError(UnwritableError):
    """Something is at the path of an output that never overwrites."""


#: What an input may be given as: a path, or an open file's descriptor (standard input).
Input = str | os.PathLike[str] | int


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a directory"
    if stat.S_ISFIFO(mode):
        return "a FIFO (named pipe)"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    if stat.S_ISSOCK(mode):
        return "a socket"
    return "not a regular file"


def _split(name: str) -> tuple[str, str]:
    """The folder and the last name of ``name``, or UnwritableError if it names no file."""
    if not isinstance(name, str) or not name:
        raise UnwritableError("cannot write an output with an empty name")
    shown = display(name)
    if "\0" in name:
        raise UnwritableError(f"cannot write {shown}: the name holds a NUL character")
    folder, base = os.path.split(name)
    if base in ("", ".", ".."):
        raise UnwritableError(f"cannot write {shown}: it names a folder, not a file")
    return folder or os.curdir, base


def check_folder(path: str | os.PathLike[str]) -> None:
    """Check that a file can be created at ``path``: its folder exists, is a folder and
    takes a new file (tried: a temporary file is created there and removed).

    Raises:
        UnwritableError: naming ``path`` and what is wrong.
    """
    name = os.fspath(path)
    folder, base = _split(name)
    _check_folder(name, folder)
    _remove(_temporary(name, folder, base))


def _check_folder(name: str, folder: str) -> None:
    shown = display(name)
    try:
        mode = os.stat(folder).st_mode
    except FileNotFoundError:
        raise UnwritableError(
            f"cannot write {shown}: the folder {display(folder)} does not exist"
        ) from None
    except OSError as exc:
        raise UnwritableError(f"cannot write {shown}: {_reason(exc)}") from None
    if not stat.S_ISDIR(mode):
        raise UnwritableError(f"cannot write {shown}: {display(folder)} is not a folder")


def check_output(
    path: str | os.PathLike[str], *, replace: bool = True, inputs: Sequence[Input] = ()
) -> None:
    """Check what :func:`write_output` checks before it writes, and that the folder takes
    a new file: a command calls it before its work, so that it fails before, not after.

    Raises:
        UnwritableError: naming ``path`` and what is wrong.
    """
    name = os.fspath(path)
    folder, base = _split(name)
    _check_target(name, folder, replace, inputs)
    _remove(_temporary(name, folder, base))


def _check_target(name: str, folder: str, replace: bool, inputs: Sequence[Input]) -> None:
    """Refuse ``name`` unless it is free, or (``replace``) a writable regular file or a
    symlink; and refuse it if it is one of ``inputs``."""
    _check_folder(name, folder)
    shown = display(name)
    try:
        here: os.stat_result | None = os.lstat(name)
    except FileNotFoundError:
        here = None
    except OSError as exc:
        raise UnwritableError(f"cannot write {shown}: {_reason(exc)}") from None
    if here is not None:
        if not replace:
            raise OutputExistsError(f"cannot write {shown}: it exists, and is never overwritten")
        if not stat.S_ISLNK(here.st_mode):
            if not stat.S_ISREG(here.st_mode):
                raise UnwritableError(
                    f"cannot write {shown}: it is {_kind(here.st_mode)}, not a regular file"
                )
            if not os.access(name, os.W_OK):
                raise UnwritableError(f"cannot write {shown}: the file is not writable")
    if here is None or not inputs:
        return
    try:
        seen = {(here.st_dev, here.st_ino), _identity(os.stat(name))}
    except OSError:  # a dangling symlink: it is no input
        seen = {(here.st_dev, here.st_ino)}
    for given in inputs:
        try:
            read = os.fstat(given) if isinstance(given, int) else os.stat(given)
        except OSError:
            continue
        if _identity(read) in seen:
            what = "standard input" if isinstance(given, int) else display(given)
            raise UnwritableError(f"cannot write {shown}: it is the command's own input ({what})")


def _identity(status: os.stat_result) -> tuple[int, int]:
    return status.st_dev, status.st_ino


def _reason(exc: OSError) -> str:
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "permission denied"
    if exc.errno == errno.EROFS:
        return "the file system is read-only"
    if exc.errno == errno.ENOTDIR:
        return "a part of the path is not a folder"
    return (exc.strerror or type(exc).__name__).lower()


def _temporary(name: str, folder: str, base: str) -> tuple[int, str]:
    """A new temporary file beside the target, open for writing: (descriptor, path)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL
    flags |= getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_CLOEXEC", 0)
    for _ in range(10):
        temporary = os.path.join(folder, f".{base[:80]}.{secrets.token_hex(6)}.tmp")
        try:
            return os.open(temporary, flags, 0o644), temporary
        except FileExistsError:
            continue
        except OSError as exc:
            where = display(folder)
            if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
                raise UnwritableError(
                    f"cannot write {display(name)}: the folder {where} is not writable "
                    f"({_reason(exc)})"
                ) from None
            raise UnwritableError(f"cannot write {display(name)}: {_reason(exc)}") from None
    raise UnwritableError(f"cannot write {display(name)}: no free temporary name")


def _remove(temporary: str | tuple[int, str]) -> None:
    if isinstance(temporary, tuple):
        os.close(temporary[0])
        temporary = temporary[1]
    with contextlib.suppress(OSError):
        os.unlink(temporary)


def write_output(
    path: str | os.PathLike[str],
    text: str,
    *,
    replace: bool = True,
    inputs: Sequence[Input] = (),
    sync: bool = False,
) -> None:
    """Write ``text`` (UTF-8) to the file ``path``, atomically, in its own folder.

    ``replace``: an existing regular file at ``path`` is replaced (a symlink there is
    replaced, its target untouched); otherwise anything at ``path`` is refused with
    :class:`OutputExistsError`.  ``inputs``: the command's input files (paths, or
    descriptors such as standard input's), which ``path`` may not be.  ``sync``: the text
    reaches the disk before the rename (``fsync``), for a file whose loss loses work.

    Raises:
        UnwritableError: naming ``path``: its folder is missing or not writable, it is a
            FIFO, device, socket, directory or read-only file, one of ``inputs``, or the
            writing failed (a full disk); nothing is left behind.
    """
    name = os.fspath(path)
    folder, base = _split(name)
    _check_target(name, folder, replace, inputs)
    descriptor, temporary = _temporary(name, folder, base)
    try:
        try:
            data = memoryview(text.encode("utf-8"))
            while data:
                data = data[os.write(descriptor, data) :]
            if sync:
                os.fsync(descriptor)
        finally:
            os.close(descriptor)
        # Checked again at the last moment: a FIFO or folder may have appeared.
        _check_target(name, folder, replace, inputs)
        if replace:
            os.replace(temporary, name)
        else:
            _link(name, temporary)
    except OutputExistsError:
        _remove(temporary)
        raise
    except FileExistsError:
        _remove(temporary)
        raise OutputExistsError(
            f"cannot write {display(name)}: it exists, and is never overwritten"
        ) from None
    except OSError as exc:
        _remove(temporary)
        raise UnwritableError(f"cannot write {display(name)}: {_reason(exc)}") from None
    except BaseException:
        _remove(temporary)
        raise


def _link(name: str, temporary: str) -> None:
    """Give the written ``temporary`` the name ``name``, which must be free."""
    try:
        os.link(temporary, name, follow_symlinks=False)
    except FileExistsError:
        raise
    except OSError as exc:
        # A file system without hard links: the name was free a moment ago.
        if exc.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS):
            raise
        if os.path.lexists(name):
            raise FileExistsError(errno.EEXIST, "exists") from None
        os.replace(temporary, name)
        return
    _remove(temporary)
