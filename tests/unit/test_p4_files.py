"""``bohnanza.files`` at the edges its docstring names: the nesting seen in a JSON text
whatever its strings hold, integers of thousands of digits when a caller allows them, and
the kinds of things an output is never written into, each named."""

from __future__ import annotations

import os
import socket
from pathlib import Path

import pytest

from bohnanza.files import (
    UnreadableError,
    UnwritableError,
    check_output,
    display,
    parse_json,
    parse_toml,
    write_output,
)


def _error(kind: type[Exception], call: object, *args: object, **given: object) -> str:
    with pytest.raises(kind) as caught:
        call(*args, **given)  # type: ignore[operator]
    return str(caught.value)


DEEP = "not JSON: nested more than 32 deep"


def test_the_depth_counts_arrays_and_objects_alike_and_only_outside_strings() -> None:
    # 32 levels mixing objects and arrays are read; 33 are refused, however mixed.
    mixed = '{"a": [' * 16 + "1" + "]}" * 16
    assert parse_json(mixed) is not None
    assert _error(UnreadableError, parse_json, "[" + mixed + "]") == DEEP
    # Side by side is no deeper: two arrays of 32 in one array of 1 are 33 deep.
    pair = "[" * 31 + "]" * 31
    assert parse_json(f"[{pair}, {pair}]") == [parse_json(pair), parse_json(pair)]
    assert _error(UnreadableError, parse_json, f"[[{pair}], {pair}]") == DEEP
    # A string that holds brackets hides none of the real ones, nor adds any.
    real = "[" * 32 + "]" * 32
    assert _error(UnreadableError, parse_json, '["[", ' + real + "]") == DEEP
    assert _error(UnreadableError, parse_json, '["]]]]", ' + real + "]") == DEEP
    assert parse_json('["' + "]" * 40 + '", ' + "[" * 30 + "]" * 30 + "]") is not None
    # An escaped backslash ends before the quote; an escaped quote does not end a string.
    assert _error(UnreadableError, parse_json, '["\\\\", ' + real + "]") == DEEP
    assert parse_json('["\\\\", ' + "[" * 30 + "]" * 30 + "]") is not None
    assert parse_json('["\\"[[[[", 1]') == ['"[[[[', 1]
    assert _error(UnreadableError, parse_json, '["\\"[", ' + real + "]") == DEEP


def test_a_number_past_what_python_converts_is_refused_not_lost() -> None:
    # A caller that allows more digits than Python converts (4,300) still gets an error
    # of the project's own, never a value of None or Python's ValueError.
    huge = "7" * 5000
    said = _error(UnreadableError, parse_json, f"[{huge}]", max_digits=6000)
    assert said == (
        "not JSON: a value Python cannot read (ValueError; a number of thousands of digits?)"
    )
    said = _error(UnreadableError, parse_toml, f"a = {huge}", max_digits=6000)
    assert said == (
        "not TOML: a value Python cannot read (ValueError; a number of thousands of digits?)"
    )
    # Within both bounds the number is read exactly.
    assert parse_json("[" + "7" * 300 + "]", max_digits=300) == [int("7" * 300)]
    assert parse_toml("a = " + "7" * 300, max_digits=300) == {"a": int("7" * 300)}
    assert _error(UnreadableError, parse_json, "[" + "7" * 301 + "]", max_digits=300) == (
        "a number of 301 digits (at most 300)"
    )
    assert _error(UnreadableError, parse_json, "[-" + "7" * 21 + "]") == (
        "a number of 21 digits (at most 20)"
    )
    # A long run of digits in a float is no integer: read as the float it is.
    assert parse_json("[0." + "5" * 30 + "]") == [float("0." + "5" * 30)]
    # Twenty nines is the largest integer TOML gives: more is refused after the parse.
    assert parse_toml("a = -" + "9" * 20) == {"a": -int("9" * 20)}
    assert _error(UnreadableError, parse_toml, "a = -1" + "0" * 20) == (
        "a number of more than 20 digits"
    )


def test_a_device_and_a_socket_are_never_written_into(tmp_path: Path) -> None:
    said = f"cannot write {display('/dev/null')}: it is a device, not a regular file"
    assert _error(UnwritableError, write_output, "/dev/null", "x") == said
    assert _error(UnwritableError, check_output, "/dev/null") == said
    path = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(path))
        said = f"cannot write {display(path)}: it is a socket, not a regular file"
        assert _error(UnwritableError, write_output, path, "x") == said
    finally:
        server.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["s"]


def test_a_path_through_a_file_says_a_part_of_it_is_no_folder(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.write_text("", encoding="utf-8")
    deep = plain / "sub" / "out.txt"
    said = f"cannot write {display(deep)}: a part of the path is not a folder"
    assert _error(UnwritableError, write_output, deep, "x") == said
    assert _error(UnwritableError, check_output, deep) == said


def test_a_dangling_symlink_is_replaced_and_is_no_input(tmp_path: Path) -> None:
    source = tmp_path / "in.json"
    source.write_text("{}", encoding="utf-8")
    dangling = tmp_path / "out"
    dangling.symlink_to(tmp_path / "nowhere")
    write_output(dangling, "ok", inputs=[source])
    assert not dangling.is_symlink() and dangling.read_text(encoding="utf-8") == "ok"
    assert not (tmp_path / "nowhere").exists()


def test_a_long_name_is_written_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    name = tmp_path / ("n" * 200)
    write_output(name, "long")
    assert name.read_text(encoding="utf-8") == "long"
    write_output(name, "again")
    assert name.read_text(encoding="utf-8") == "again"
    assert os.listdir(tmp_path) == ["n" * 200]
