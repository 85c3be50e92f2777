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

import json
import os
import re
import stat
import tomllib

from bohnanza.errors import BohnanzaError

__all__ = [
    "MAX_DEPTH",
    "MAX_DIGITS",
    "TooLargeError",
    "UnreadableError",
    "display",
    "parse_json",
    "parse_toml",
    "read_bytes",
    "read_json",
    "read_text",
    "read_toml",
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
        raise UnreadableError(f"not JSON ({type(exc).__name__})") from None


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
