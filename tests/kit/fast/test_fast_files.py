"""The files the kit writes (``bohnanza.conformance.files``): a folder made or refused, no
file written over, no symlink followed, every name checked before the first is written."""

from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from bohnanza.conformance.files import check_new, prepare_folder, write_new
from bohnanza.errors import InvalidSetupError
from bohnanza.files import UnwritableError


def test_a_folder_is_made_with_its_parents_or_refused_if_it_is_not_one(tmp_path: Path) -> None:
    folder = tmp_path / "a" / "b"
    prepare_folder(folder)
    assert folder.is_dir()
    prepare_folder(folder)  # there already: fine
    plain = tmp_path / "file"
    plain.write_text("x")
    with pytest.raises(UnwritableError, match="it exists and is not a directory"):
        prepare_folder(plain)
    with pytest.raises(UnwritableError, match="cannot make the folder"):
        prepare_folder(plain / "below")
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    with pytest.raises(UnwritableError, match="not a directory"):
        prepare_folder(dangling)
    assert not (tmp_path / "nowhere").exists()


def test_every_name_in_the_way_is_refused_naming_it(tmp_path: Path) -> None:
    free = [tmp_path / "one.json", tmp_path / "two.json"]
    check_new(free, "vectors")
    (tmp_path / "two.json").symlink_to(tmp_path / "missing")  # a broken symlink counts
    with pytest.raises(InvalidSetupError) as caught:
        check_new(free, "vectors")
    assert str(caught.value).startswith(f"{tmp_path / 'two.json'} exists: vectors does not")
    assert "choose an empty folder" in str(caught.value)


def test_a_file_is_written_whole_once_never_over_a_file_or_through_a_symlink(
    tmp_path: Path,
) -> None:
    path = tmp_path / "case.json"
    write_new(path, "{}\n")
    assert path.read_text() == "{}\n"
    mode = stat.S_IMODE(os.stat(path).st_mode)
    assert mode & 0o111 == 0, "a file the kit writes is not executable"
    assert mode & 0o600 == 0o600
    with pytest.raises(UnwritableError):
        write_new(path, "other")
    assert path.read_text() == "{}\n"
    target = tmp_path / "target"
    link = tmp_path / "link.json"
    link.symlink_to(target)
    with pytest.raises(UnwritableError):
        write_new(link, "x")
    assert not target.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["case.json", "link.json"], (
        "no temporary file left behind"
    )
