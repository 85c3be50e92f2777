"""``bohnanza.files.write_output`` for a command that never overwrites, on a file system
without hard links (``os.link`` refused): the text still reaches a free name, a name taken
meanwhile is still refused, any other failure of the link is an ``UnwritableError`` naming
the path; and every descriptor it opens is closed, no temporary file left behind."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from bohnanza.files import (
    OutputExistsError,
    UnwritableError,
    check_folder,
    check_output,
    display,
    write_output,
)


def _left(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir())


@pytest.mark.parametrize("code", [errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS])
def test_without_hard_links_a_free_name_is_written_all_the_same(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    target = tmp_path / "out.txt"

    def no_links(source: str, name: str, *, follow_symlinks: bool = True) -> None:
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "link", no_links)
    write_output(target, "mine é", replace=False)
    monkeypatch.undo()
    assert target.read_text(encoding="utf-8") == "mine é"
    assert _left(tmp_path) == ["out.txt"]


def test_without_hard_links_a_name_taken_meanwhile_is_still_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"

    def no_links(source: str, name: str, *, follow_symlinks: bool = True) -> None:
        Path(name).write_text("theirs", encoding="utf-8")  # another program, meanwhile
        raise OSError(errno.EPERM, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    with pytest.raises(OutputExistsError) as caught:
        write_output(target, "mine", replace=False)
    monkeypatch.undo()
    assert (
        str(caught.value) == f"cannot write {display(target)}: it exists, and is never overwritten"
    )
    assert target.read_text(encoding="utf-8") == "theirs"
    assert _left(tmp_path) == ["out.txt"]


def test_another_failure_of_the_link_is_refused_naming_the_path(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"

    def broken(source: str, name: str, *, follow_symlinks: bool = True) -> None:
        raise OSError(errno.EIO, "Input/output error")

    monkeypatch.setattr(os, "link", broken)
    with pytest.raises(UnwritableError) as caught:
        write_output(target, "mine", replace=False)
    monkeypatch.undo()
    assert type(caught.value) is UnwritableError
    assert str(caught.value) == f"cannot write {display(target)}: input/output error"
    assert _left(tmp_path) == []


def test_every_descriptor_opened_is_closed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[int] = []
    real = os.open

    def watched(*args: object, **kwargs: object) -> int:
        descriptor = real(*args, **kwargs)  # type: ignore[arg-type]
        opened.append(descriptor)
        return descriptor

    monkeypatch.setattr(os, "open", watched)
    write_output(tmp_path / "a.txt", "one")
    write_output(tmp_path / "b.txt", "two", replace=False)
    with pytest.raises(OutputExistsError):
        write_output(tmp_path / "b.txt", "three", replace=False)

    check_folder(tmp_path / "c.txt")
    check_output(tmp_path / "a.txt")
    monkeypatch.undo()
    assert len(opened) >= 4
    for descriptor in opened:
        with pytest.raises(OSError) as caught:
            os.fstat(descriptor)
        assert caught.value.errno == errno.EBADF
    assert _left(tmp_path) == ["a.txt", "b.txt"]
