"""Reading and writing the files people hand the project (``bohnanza.files``), by its
docstring: only a regular file is read, at most ``limit`` bytes, UTF-8; JSON and TOML are
read strictly within their bounds of depth and digits; an output is written whole beside
its name, only as a new regular file or over one, never into a directory or FIFO nor over
the command's own input; every failure is the project's own error naming the path."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from bohnanza.files import (
    MAX_DEPTH,
    MAX_DIGITS,
    OutputExistsError,
    TooLargeError,
    UnreadableError,
    UnwritableError,
    check_folder,
    check_output,
    display,
    parse_json,
    parse_toml,
    read_bytes,
    read_json,
    read_text,
    read_toml,
    write_output,
)


def _error(kind: type[Exception], call: object, *args: object, **given: object) -> str:
    with pytest.raises(kind) as caught:
        call(*args, **given)  # type: ignore[operator]
    return str(caught.value)


def _left(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- reading ---------------------------------------------------------------------------


def test_a_regular_file_is_read_up_to_its_limit(tmp_path: Path) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b'{"a": 1}')
    assert read_bytes(path, 8) == b'{"a": 1}'
    assert read_bytes(str(path), 100) == b'{"a": 1}'
    assert read_text(path, 8) == '{"a": 1}'
    assert read_json(path, 8) == {"a": 1}
    with pytest.raises(TooLargeError) as caught:
        read_bytes(path, 7)
    assert str(caught.value) == "the file is larger than 7 bytes"
    big = tmp_path / "big"
    big.write_bytes(b"x" * 3_000_001)
    assert _error(TooLargeError, read_bytes, big, 3_000_000) == (
        "the file is larger than 3,000,000 bytes"
    )
    assert len(read_bytes(big, 3_000_001)) == 3_000_001
    empty = tmp_path / "empty"
    empty.write_bytes(b"")
    assert read_bytes(empty, 0) == b""


def test_what_is_not_a_regular_file_is_refused_without_blocking(tmp_path: Path) -> None:
    said = "not a regular file (a directory, FIFO or device?)"
    assert _error(UnreadableError, read_bytes, tmp_path, 10) == said
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    assert _error(UnreadableError, read_bytes, fifo, 10) == said
    link = tmp_path / "link"
    link.symlink_to(fifo)
    assert _error(UnreadableError, read_bytes, link, 10) == said
    assert _error(UnreadableError, read_bytes, "", 10) == "the file name is empty"
    assert _error(UnreadableError, read_bytes, "a\0b", 10) == (
        "the file name holds a NUL character"
    )
    assert _error(UnreadableError, read_bytes, tmp_path / "missing", 10) == (
        "No such file or directory"
    )


def test_text_must_be_utf8_and_says_where_it_is_not(tmp_path: Path) -> None:
    path = tmp_path / "latin"
    path.write_bytes("ab é".encode("latin-1"))
    assert _error(UnreadableError, read_text, path, 100) == "not UTF-8 text (byte 3)"
    assert _error(UnreadableError, parse_json, b'{"a": "\xff"}') == "not UTF-8 text (byte 7)"
    assert _error(UnreadableError, parse_toml, b"a = '\xfe'") == "not UTF-8 text (byte 5)"


def test_json_is_read_strictly_within_its_bounds() -> None:
    assert MAX_DEPTH == 32 and MAX_DIGITS == 20
    assert parse_json("[" * 32 + "]" * 32) is not None
    assert parse_json('{"a": ' * 31 + "1" + "}" * 31) is not None
    assert _error(UnreadableError, parse_json, "[" * 33 + "]" * 33) == (
        "not JSON: nested more than 32 deep"
    )
    assert parse_json("1" * 20) == int("1" * 20)
    assert parse_json("-" + "1" * 20) == -int("1" * 20)
    assert _error(UnreadableError, parse_json, "[" + "1" * 21 + "]") == (
        "a number of 21 digits (at most 20)"
    )
    assert parse_json("[123]", max_digits=3) == [123]
    assert _error(UnreadableError, parse_json, "[1234]", max_digits=3) == (
        "a number of 4 digits (at most 3)"
    )
    # Digits inside a string or a float are no integer.
    assert parse_json('["' + "1" * 30 + '"]') == ["1" * 30]
    for constant in ("NaN", "Infinity", "-Infinity"):
        assert _error(UnreadableError, parse_json, f"[{constant}]") == (
            f"not JSON: {constant} is not a JSON number"
        )
    assert _error(UnreadableError, parse_json, '{"a": 1, "a": 2}') == (
        "not JSON: the key 'a' is given twice in an object"
    )
    assert _error(UnreadableError, parse_json, '{"a": 1,\n "b": }') == (
        "not JSON: Expecting value at line 2, column 7"
    )
    # Brackets inside strings, escaped quotes included, are no nesting.
    assert parse_json('["' + "[" * 40 + '\\"' + "{" * 40 + '"]') == ["[" * 40 + '"' + "{" * 40]
    assert parse_json(b'{"k": [1, 2]}') == {"k": [1, 2]}


def test_toml_is_read_within_the_same_bounds(tmp_path: Path) -> None:
    assert parse_toml("a = 1\n[b]\nc = 'x'") == {"a": 1, "b": {"c": "x"}}
    assert parse_toml(b"a = 1") == {"a": 1}
    assert parse_toml("a = " + "1" * 20) == {"a": int("1" * 20)}
    assert _error(UnreadableError, parse_toml, "a = " + "1" * 21) == (
        "a number of more than 20 digits"
    )
    assert _error(UnreadableError, parse_toml, "a = [[1234]]", max_digits=3) == (
        "a number of more than 3 digits"
    )
    assert parse_toml("a = " + "[" * 31 + "]" * 31) is not None
    assert _error(UnreadableError, parse_toml, "a = " + "[" * 32 + "]" * 32) == (
        "not TOML: nested more than 32 deep"
    )
    assert _error(UnreadableError, parse_toml, "a = ").startswith("not TOML: ")
    assert _error(UnreadableError, parse_toml, "a = 1\na = 2").startswith("not TOML: ")
    path = tmp_path / "s.toml"
    path.write_text("x = 2\n", encoding="utf-8")
    assert read_toml(path, 100) == {"x": 2}
    assert _error(TooLargeError, read_toml, path, 3) == "the file is larger than 3 bytes"


def test_a_name_in_a_message_is_quoted_escaped_and_short() -> None:
    assert display("a b.json") == "'a b.json'"
    assert display(Path("x/y")) == "'x/y'"
    assert display("a\nb") == "'a\\nb'"
    long = "x" * 300
    assert display(long) == repr(long)[:197] + "..." and len(display(long)) == 200
    exact = "y" * 198
    assert display(exact) == repr(exact) and len(display(exact)) == 200


# -- writing ---------------------------------------------------------------------------


def test_an_output_is_written_whole_and_replaced_only_when_asked(tmp_path: Path) -> None:
    path = tmp_path / "out.txt"
    write_output(path, "héllo\n")
    assert path.read_text(encoding="utf-8") == "héllo\n"
    write_output(str(path), "again", sync=True)
    assert path.read_text(encoding="utf-8") == "again"
    with pytest.raises(OutputExistsError) as caught:
        write_output(path, "never", replace=False)
    assert str(caught.value) == f"cannot write {display(path)}: it exists, and is never overwritten"
    assert path.read_text(encoding="utf-8") == "again"
    fresh = tmp_path / "new.txt"
    write_output(fresh, "once", replace=False)
    assert fresh.read_text(encoding="utf-8") == "once"
    assert _left(tmp_path) == ["new.txt", "out.txt"], "no temporary file left behind"


def test_a_symlink_at_the_name_is_replaced_never_followed(tmp_path: Path) -> None:
    target = tmp_path / "target.txt"
    target.write_text("keep", encoding="utf-8")
    link = tmp_path / "link.txt"
    link.symlink_to(target)
    write_output(link, "new")
    assert not link.is_symlink() and link.read_text(encoding="utf-8") == "new"
    assert target.read_text(encoding="utf-8") == "keep"
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    with pytest.raises(OutputExistsError):
        write_output(dangling, "x", replace=False)
    assert not (tmp_path / "nowhere").exists()


def test_what_is_no_regular_file_is_never_written_into(tmp_path: Path) -> None:
    folder = tmp_path / "dir"
    folder.mkdir()
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    for path, kind in ((folder, "a directory"), (fifo, "a FIFO (named pipe)")):
        said = f"cannot write {display(path)}: it is {kind}, not a regular file"
        assert _error(UnwritableError, write_output, path, "x") == said
        assert _error(UnwritableError, check_output, path) == said
    assert _left(tmp_path) == ["dir", "pipe"]
    assert _left(folder) == []


def test_a_name_that_is_no_file_or_has_no_folder_is_refused_naming_it(tmp_path: Path) -> None:
    assert _error(UnwritableError, write_output, "", "x") == (
        "cannot write an output with an empty name"
    )
    assert _error(UnwritableError, write_output, "a\0b", "x") == (
        "cannot write 'a\\x00b': the name holds a NUL character"
    )
    for name in (f"{tmp_path}/", f"{tmp_path}/.", f"{tmp_path}/.."):
        assert _error(UnwritableError, write_output, name, "x") == (
            f"cannot write {display(name)}: it names a folder, not a file"
        )
    missing = tmp_path / "no" / "out.txt"
    assert _error(UnwritableError, write_output, missing, "x") == (
        f"cannot write {display(missing)}: the folder {display(tmp_path / 'no')} does not exist"
    )
    plain = tmp_path / "plain"
    plain.write_text("", encoding="utf-8")
    inside = plain / "out.txt"
    assert _error(UnwritableError, write_output, inside, "x") == (
        f"cannot write {display(inside)}: {display(plain)} is not a folder"
    )
    assert _error(UnwritableError, check_folder, inside) == (
        f"cannot write {display(inside)}: {display(plain)} is not a folder"
    )


def test_an_output_is_never_the_commands_own_input(tmp_path: Path) -> None:
    source = tmp_path / "game.json"
    source.write_text("{}", encoding="utf-8")
    said = f"cannot write {display(source)}: it is the command's own input ({display(source)})"
    assert _error(UnwritableError, write_output, source, "x", inputs=[source]) == said
    assert _error(UnwritableError, check_output, source, inputs=[str(source)]) == said
    # Through a symlink at the output's name, and by the input's open descriptor.
    link = tmp_path / "link.json"
    link.symlink_to(source)
    assert "it is the command's own input" in _error(
        UnwritableError, write_output, link, "x", inputs=[source]
    )
    with source.open("rb") as stdin:
        assert _error(UnwritableError, write_output, source, "x", inputs=[stdin.fileno()]) == (
            f"cannot write {display(source)}: it is the command's own input (standard input)"
        )
    assert source.read_text(encoding="utf-8") == "{}"
    # Another file, or an input that does not exist, is no objection.
    other = tmp_path / "other.json"
    other.write_text("", encoding="utf-8")
    write_output(other, "ok", inputs=[source, tmp_path / "missing"])
    assert other.read_text(encoding="utf-8") == "ok"
    write_output(tmp_path / "brand-new", "ok", inputs=[source])


def test_the_checks_before_the_work_leave_nothing_behind(tmp_path: Path) -> None:
    check_folder(tmp_path / "later.txt")
    check_output(tmp_path / "later.txt")
    check_output(tmp_path / "later.txt", replace=False)
    assert _left(tmp_path) == []
    there = tmp_path / "there.txt"
    there.write_text("x", encoding="utf-8")
    check_output(there)
    with pytest.raises(OutputExistsError) as caught:
        check_output(there, replace=False)
    assert (
        str(caught.value) == f"cannot write {display(there)}: it exists, and is never overwritten"
    )
    assert _left(tmp_path) == ["there.txt"]
