"""``bohnanza.files`` by its promises, the parts no other test pins: every failure of a
read is the project's own error naming it; a long run of digits inside a string does not
make the small integers of the document too long; each kind of path an output may not be
is refused with its own words, and nothing is left behind."""

from __future__ import annotations

import errno
import os
import secrets
import socket
from pathlib import Path

import pytest

from bohnanza import files
from bohnanza.files import (
    MAX_DIGITS,
    OutputExistsError,
    UnreadableError,
    UnwritableError,
    check_folder,
    check_output,
    display,
    parse_json,
    parse_toml,
    read_bytes,
    write_output,
)


def _left(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


# -- reading ---------------------------------------------------------------------------


def test_a_failing_read_is_the_projects_error_with_the_systems_words(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"[1, 2]")

    def broken(descriptor: int, size: int) -> bytes:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "read", broken)
    with pytest.raises(UnreadableError) as caught:
        read_bytes(path, 100)
    assert str(caught.value) == "Input/output error"


def test_a_failing_read_without_words_is_named_by_the_error_itself(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "a.json"
    path.write_bytes(b"[1, 2]")

    def broken(descriptor: int, size: int) -> bytes:
        raise OSError("the disk went away")

    monkeypatch.setattr(os, "read", broken)
    with pytest.raises(UnreadableError) as caught:
        read_bytes(path, 100)
    assert str(caught.value) == "the disk went away"


def test_a_file_that_cannot_be_opened_is_named_by_the_systems_words(tmp_path: Path) -> None:
    with pytest.raises(UnreadableError) as caught:
        read_bytes(tmp_path / "missing.json", 100)
    assert str(caught.value) == "No such file or directory"
    with pytest.raises(UnreadableError) as caught:
        read_bytes(tmp_path / "missing" / "a.json", 100)
    assert str(caught.value) == "No such file or directory"


def test_a_file_is_read_whole_at_its_limit_across_many_reads(tmp_path: Path) -> None:
    # Larger than one read of the reader (1 MiB): the pieces are joined in order.
    data = bytes(range(256)) * 8193
    path = tmp_path / "big.bin"
    path.write_bytes(data)
    assert read_bytes(path, len(data)) == data
    with pytest.raises(UnreadableError) as caught:
        read_bytes(path, len(data) - 1)
    assert str(caught.value) == f"the file is larger than {len(data) - 1:,} bytes"


def test_a_long_run_of_digits_in_a_string_leaves_the_numbers_alone() -> None:
    long = "9" * (MAX_DIGITS + 5)
    assert parse_json(f'{{"name": "{long}", "n": 5, "m": -12}}') == {
        "name": long,
        "n": 5,
        "m": -12,
    }
    assert parse_json(f'["{long}", {"9" * MAX_DIGITS}]') == [long, int("9" * MAX_DIGITS)]
    with pytest.raises(UnreadableError) as caught:
        parse_json(f'["{long}", 1{"0" * MAX_DIGITS}]')
    assert str(caught.value) == f"a number of {MAX_DIGITS + 1} digits (at most {MAX_DIGITS})"
    with pytest.raises(UnreadableError) as caught:
        parse_json(f"[-1{'0' * MAX_DIGITS}]")
    assert str(caught.value) == f"a number of {MAX_DIGITS + 1} digits (at most {MAX_DIGITS})"


def test_the_digits_bound_is_the_callers() -> None:
    assert parse_json("[12345]", max_digits=5) == [12345]
    with pytest.raises(UnreadableError) as caught:
        parse_json("[123456]", max_digits=5)
    assert str(caught.value) == "a number of 6 digits (at most 5)"
    assert parse_toml("a = 12345", max_digits=5) == {"a": 12345}
    assert parse_toml("a = -99999", max_digits=5) == {"a": -99999}
    with pytest.raises(UnreadableError) as caught:
        parse_toml("a = 100000", max_digits=5)
    assert str(caught.value) == "a number of more than 5 digits"
    with pytest.raises(UnreadableError) as caught:
        parse_toml("a = -100000", max_digits=5)
    assert str(caught.value) == "a number of more than 5 digits"


def test_a_key_given_once_in_each_of_two_objects_is_no_repeat() -> None:
    assert parse_json('[{"a": 1, "b": 2}, {"a": 3}]') == [{"a": 1, "b": 2}, {"a": 3}]
    with pytest.raises(UnreadableError) as caught:
        parse_json('{"b": 0, "a": 1, "c": 2, "a": 2}')
    assert str(caught.value) == "not JSON: the key 'a' is given twice in an object"


def test_json_nesting_counts_arrays_and_objects_alike_and_not_brackets_in_strings() -> None:
    ok = "[" * 16 + "{" + '"k": ' + "[" * 15 + '"]]]}}{{"' + "]" * 15 + "}" + "]" * 16
    assert parse_json(ok) is not None
    deep = "[" * 16 + '{"k": ' + "[" * 16 + "1" + "]" * 16 + "}" + "]" * 16
    with pytest.raises(UnreadableError) as caught:
        parse_json(deep)
    assert str(caught.value) == "not JSON: nested more than 32 deep"
    escaped = '["a \\" [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[", 1]'
    assert parse_json(escaped) == ['a " ' + "[" * 36, 1]


# -- writing: each kind of path it may not be ----------------------------------------------


def test_a_socket_is_refused_by_its_kind(tmp_path: Path) -> None:
    where = tmp_path / "s"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(str(where))
        with pytest.raises(UnwritableError) as caught:
            write_output(where, "x")
        assert (
            str(caught.value)
            == f"cannot write {display(where)}: it is a socket, not a regular file"
        )
    finally:
        server.close()
    assert _left(tmp_path) == ["s"]


def test_a_device_and_a_fifo_and_a_folder_are_refused_by_their_kind(tmp_path: Path) -> None:
    with pytest.raises(UnwritableError) as caught:
        write_output("/dev/null", "x")
    assert str(caught.value) == "cannot write '/dev/null': it is a device, not a regular file"
    fifo = tmp_path / "f"
    os.mkfifo(fifo)
    with pytest.raises(UnwritableError) as caught:
        check_output(fifo)
    assert (
        str(caught.value)
        == f"cannot write {display(fifo)}: it is a FIFO (named pipe), not a regular file"
    )
    folder = tmp_path / "d"
    folder.mkdir()
    with pytest.raises(UnwritableError) as caught:
        write_output(folder, "x")
    assert (
        str(caught.value)
        == f"cannot write {display(folder)}: it is a directory, not a regular file"
    )
    assert _left(tmp_path) == ["d", "f"]
    assert _left(folder) == []


def test_a_path_that_names_a_folder_is_refused_by_its_name(tmp_path: Path) -> None:
    for name in (f"{tmp_path}/", f"{tmp_path}/.", f"{tmp_path}/..", "."):
        with pytest.raises(UnwritableError) as caught:
            write_output(name, "x")
        assert str(caught.value) == f"cannot write {display(name)}: it names a folder, not a file"
        with pytest.raises(UnwritableError):
            check_folder(name)
    for bad, words in (("", "cannot write an output with an empty name"),):
        with pytest.raises(UnwritableError) as caught:
            check_output(bad)
        assert str(caught.value) == words
    with pytest.raises(UnwritableError) as caught:
        write_output(f"{tmp_path}/a\0b", "x")
    assert str(caught.value) == (
        f"cannot write {display(f'{tmp_path}/a' + chr(0) + 'b')}: the name holds a NUL character"
    )
    assert _left(tmp_path) == []


def test_a_file_name_without_a_folder_is_written_in_the_working_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    check_folder("out.txt")
    check_output("out.txt")
    write_output("out.txt", "héllo\n")
    assert (tmp_path / "out.txt").read_bytes() == "héllo\n".encode()
    write_output("out.txt", "again", replace=True)
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == "again"
    with pytest.raises(OutputExistsError) as caught:
        write_output("out.txt", "x", replace=False)
    assert str(caught.value) == "cannot write 'out.txt': it exists, and is never overwritten"
    assert _left(tmp_path) == ["out.txt"]


def test_a_part_of_the_path_that_is_a_file_is_named(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.write_text("x", encoding="utf-8")
    target = plain / "out.txt"
    with pytest.raises(UnwritableError) as caught:
        write_output(target, "x")
    assert str(caught.value) == f"cannot write {display(target)}: {display(plain)} is not a folder"
    deeper = plain / "sub" / "out.txt"
    with pytest.raises(UnwritableError) as caught:
        check_output(deeper)
    assert str(caught.value) == (
        f"cannot write {display(deeper)}: a part of the path is not a folder"
    )
    with pytest.raises(UnwritableError) as caught:
        check_folder(deeper)
    assert str(caught.value) == (
        f"cannot write {display(deeper)}: a part of the path is not a folder"
    )
    assert _left(tmp_path) == ["plain"]


def test_the_reasons_of_the_system_are_told_in_plain_words() -> None:
    reason = files._reason
    assert reason(OSError(errno.EACCES, "Permission denied")) == "permission denied"
    assert reason(OSError(errno.EPERM, "Operation not permitted")) == "permission denied"
    assert reason(OSError(errno.EROFS, "Read-only file system")) == "the file system is read-only"
    assert reason(OSError(errno.ENOTDIR, "Not a directory")) == "a part of the path is not a folder"
    assert reason(OSError(errno.ENOSPC, "No space left on device")) == "no space left on device"
    assert reason(OSError("odd")) == "oserror"


def test_a_full_disk_while_writing_leaves_nothing_and_names_the_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    target.write_text("before", encoding="utf-8")

    def full(descriptor: int, data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "write", full)
    with pytest.raises(UnwritableError) as caught:
        write_output(target, "after")
    monkeypatch.undo()
    assert str(caught.value) == f"cannot write {display(target)}: no space left on device"
    assert _left(tmp_path) == ["out.txt"]
    assert target.read_text(encoding="utf-8") == "before"


def test_a_short_write_is_carried_on_until_the_whole_text_is_written(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = os.write

    def one_byte(descriptor: int, data: bytes) -> int:
        return real(descriptor, bytes(data[:1]))

    monkeypatch.setattr(os, "write", one_byte)
    write_output(tmp_path / "out.txt", "abc é")
    monkeypatch.undo()
    assert (tmp_path / "out.txt").read_bytes() == "abc é".encode()
    assert _left(tmp_path) == ["out.txt"]


def test_sync_reaches_the_disk_before_the_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    synced: list[bool] = []
    real = os.fsync

    def fsync(descriptor: int) -> None:
        synced.append(target.exists())
        real(descriptor)

    monkeypatch.setattr(os, "fsync", fsync)
    write_output(target, "x", sync=True)
    assert synced == [False]
    write_output(tmp_path / "other.txt", "x")
    assert synced == [False]
    assert target.read_text(encoding="utf-8") == "x"


def test_an_interrupted_write_leaves_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def stop(descriptor: int, data: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "write", stop)
    with pytest.raises(KeyboardInterrupt):
        write_output(tmp_path / "out.txt", "x")
    monkeypatch.undo()
    assert _left(tmp_path) == []


def test_no_free_temporary_name_is_the_projects_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(secrets, "token_hex", lambda n: "0" * (2 * n))
    (tmp_path / ".out.txt.000000000000.tmp").write_text("", encoding="utf-8")
    with pytest.raises(UnwritableError) as caught:
        write_output(tmp_path / "out.txt", "x")
    target = display(tmp_path / "out.txt")
    assert str(caught.value) == f"cannot write {target}: no free temporary name"
    assert _left(tmp_path) == [".out.txt.000000000000.tmp"]


def test_the_temporary_name_is_hidden_beside_the_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[str] = []
    real = os.replace

    def replace(source: str, target: str) -> None:
        seen.append(source)
        real(source, target)

    monkeypatch.setattr(os, "replace", replace)
    monkeypatch.setattr(secrets, "token_hex", lambda n: "ab" * n)
    long = "n" * 120
    write_output(tmp_path / long, "x")
    assert seen == [os.path.join(str(tmp_path), f".{'n' * 80}.{'ab' * 6}.tmp")]
    assert _left(tmp_path) == [long]


def test_an_unbalanced_json_text_is_a_syntax_error_not_a_deep_one() -> None:
    for text, said in (
        ("[1, 2", "not JSON: Expecting ',' delimiter at line 1, column 6"),
        ('{"a": [1}', "not JSON: Expecting ',' delimiter at line 1, column 9"),
        ("[[", "not JSON: Expecting value at line 1, column 3"),
        ("]", "not JSON: Expecting value at line 1, column 1"),
        # Only the pairs that close count: the parser refuses the rest as syntax.
        ("[" * 40 + "]]", "not JSON: Expecting ',' delimiter at line 1, column 43"),
    ):
        with pytest.raises(UnreadableError) as caught:
            parse_json(text)
        assert str(caught.value) == said, text
    nested: list[object] = []
    for _ in range(31):
        nested = [nested]
    assert parse_json("[" * 32 + "]" * 32) == nested


def test_toml_nested_past_pythons_own_limit_is_refused_as_too_deep() -> None:
    with pytest.raises(UnreadableError) as caught:
        parse_toml("x = " + "[" * 5000 + "]" * 5000)
    assert str(caught.value) == "not TOML: nested more than 32 deep"
    with pytest.raises(UnreadableError) as caught:
        # The document's own table is the first level: 31 arrays in it are 32.
        parse_toml("x = " + "[" * 32 + "]" * 32)
    assert str(caught.value) == "not TOML: nested more than 32 deep"
    assert parse_toml("x = " + "[" * 31 + "]" * 31)["x"] is not None


def test_checking_an_output_tries_its_folder_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    check_output(target)
    check_folder(target)
    assert _left(tmp_path) == []
    real = os.open

    def read_only(path: str, flags: int, mode: int = 0o777) -> int:
        if os.path.basename(path).startswith(".out.txt."):
            raise OSError(errno.EROFS, "Read-only file system")
        return real(path, flags, mode)

    monkeypatch.setattr(os, "open", read_only)
    said = (
        f"cannot write {display(target)}: the folder {display(str(tmp_path))} is not writable "
        "(the file system is read-only)"
    )
    for check in (check_output, check_folder):
        with pytest.raises(UnwritableError) as caught:
            check(target)
        assert str(caught.value) == said
    with pytest.raises(UnwritableError) as caught:
        write_output(target, "x")
    assert str(caught.value) == said
    monkeypatch.undo()
    assert _left(tmp_path) == []


def test_another_failure_to_create_the_temporary_file_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    real = os.open

    def full(path: str, flags: int, mode: int = 0o777) -> int:
        if os.path.basename(path).startswith(".out.txt."):
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, flags, mode)

    monkeypatch.setattr(os, "open", full)
    with pytest.raises(UnwritableError) as caught:
        check_output(target)
    monkeypatch.undo()
    assert str(caught.value) == f"cannot write {display(target)}: no space left on device"


def test_a_read_only_file_is_never_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # As root every file is writable to os.access: the refusal is shown by asking it.
    target = tmp_path / "out.txt"
    target.write_text("kept", encoding="utf-8")
    other = tmp_path / "other.txt"
    other.write_text("free", encoding="utf-8")
    real = os.access

    def access(path: str, mode: int) -> bool:
        return False if str(path) == str(target) else real(path, mode)

    monkeypatch.setattr(os, "access", access)
    for call in (check_output, lambda p: write_output(p, "x")):
        with pytest.raises(UnwritableError) as caught:
            call(target)
        assert str(caught.value) == f"cannot write {display(target)}: the file is not writable"
    write_output(other, "replaced")
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "kept"
    assert other.read_text(encoding="utf-8") == "replaced"
    assert _left(tmp_path) == ["other.txt", "out.txt"]


def test_an_output_is_created_readable_and_never_executable(tmp_path: Path) -> None:
    old = os.umask(0o022)
    try:
        write_output(tmp_path / "new.txt", "x")
        write_output(tmp_path / "kept.txt", "x", replace=False)
    finally:
        os.umask(old)
    for name in ("new.txt", "kept.txt"):
        assert (tmp_path / name).stat().st_mode & 0o777 == 0o644


def test_a_temporary_name_already_taken_is_drawn_again_up_to_ten_times(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    names = iter(f"{k:012x}" for k in range(100))
    monkeypatch.setattr(secrets, "token_hex", lambda n: next(names))
    for k in range(9):
        (tmp_path / f".out.txt.{k:012x}.tmp").write_text("", encoding="utf-8")
    write_output(tmp_path / "out.txt", "x")
    assert (tmp_path / "out.txt").read_text(encoding="utf-8") == "x"
    assert len(_left(tmp_path)) == 10
    # Ten taken names in a row: the writing gives up, naming the path.
    for k in range(10, 20):
        (tmp_path / f".again.txt.{k:012x}.tmp").write_text("", encoding="utf-8")
    with pytest.raises(UnwritableError) as caught:
        write_output(tmp_path / "again.txt", "x")
    assert (
        str(caught.value)
        == f"cannot write {display(tmp_path / 'again.txt')}: no free temporary name"
    )
    assert not (tmp_path / "again.txt").exists()


def test_a_name_taken_meanwhile_is_never_overwritten(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    real = os.link

    def racing(source: str, name: str, *, follow_symlinks: bool = True) -> None:
        # Another program writes the name between the check and the link.
        Path(name).write_text("theirs", encoding="utf-8")
        real(source, name, follow_symlinks=follow_symlinks)

    monkeypatch.setattr(os, "link", racing)
    with pytest.raises(OutputExistsError) as caught:
        write_output(target, "mine", replace=False)
    monkeypatch.undo()
    assert str(caught.value) == (
        f"cannot write {display(target)}: it exists, and is never overwritten"
    )
    assert target.read_text(encoding="utf-8") == "theirs"
    assert _left(tmp_path) == ["out.txt"]


def test_a_fifo_that_appears_while_writing_is_never_written_into(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    real = os.write

    def racing(descriptor: int, data: bytes) -> int:
        if not target.exists():
            os.mkfifo(target)
        return real(descriptor, data)

    monkeypatch.setattr(os, "write", racing)
    with pytest.raises(UnwritableError) as caught:
        write_output(target, "mine")
    monkeypatch.undo()
    assert str(caught.value) == (
        f"cannot write {display(target)}: it is a FIFO (named pipe), not a regular file"
    )
    assert _left(tmp_path) == ["out.txt"]


def test_the_input_is_known_by_its_file_not_its_name(tmp_path: Path) -> None:
    source = tmp_path / "game.json"
    source.write_text("{}", encoding="utf-8")
    same = tmp_path / "same.json"
    os.link(source, same)  # another name of the same file
    said = f"cannot write {display(same)}: it is the command's own input ({display(source)})"
    with pytest.raises(UnwritableError) as caught:
        write_output(same, "x", inputs=[tmp_path / "missing.json", source])
    assert str(caught.value) == said
    # The input named through a symlink is the file it points to.
    link = tmp_path / "link.json"
    link.symlink_to(source)
    with pytest.raises(UnwritableError) as caught:
        check_output(source, inputs=[link])
    assert str(caught.value) == (
        f"cannot write {display(source)}: it is the command's own input ({display(link)})"
    )
    assert source.read_text(encoding="utf-8") == "{}"
    assert _left(tmp_path) == ["game.json", "link.json", "same.json"]
