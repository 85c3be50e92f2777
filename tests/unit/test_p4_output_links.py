"""``write_output(..., replace=False)`` names the new file with a hard link, so that a file
that appears meanwhile is never replaced; on a file system without hard links (the link
refused with EPERM, ENOTSUP, EOPNOTSUPP or ENOSYS) the file is still written, by a rename,
and any other failure of the link is the writing's failure."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from bohnanza.files import UnwritableError, write_output


def _refuse_links(monkeypatch: pytest.MonkeyPatch, code: int) -> list[str]:
    tried: list[str] = []

    def no_link(source: str, target: str, **_: object) -> None:
        tried.append(target)
        raise OSError(code, os.strerror(code))

    monkeypatch.setattr(os, "link", no_link)
    return tried


@pytest.mark.parametrize("code", [errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.ENOSYS])
def test_without_hard_links_a_new_file_is_written_by_a_rename(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, code: int
) -> None:
    tried = _refuse_links(monkeypatch, code)
    out = tmp_path / "new.txt"
    write_output(out, "text", replace=False)
    assert tried == [str(out)]
    assert out.read_text("utf-8") == "text"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["new.txt"]  # no temp file left


def test_another_failure_of_the_link_is_the_writings_and_leaves_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _refuse_links(monkeypatch, errno.EIO)
    out = tmp_path / "new.txt"
    with pytest.raises(UnwritableError, match=r"new\.txt"):
        write_output(out, "text", replace=False)
    assert list(tmp_path.iterdir()) == []
