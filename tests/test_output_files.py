"""Files written only where they may be (issue 39, item 3; the t4 reliability review's N2
and N7, the newcomer review's N10): every command that writes goes through
``bohnanza.files.write_output``, which writes an output only as a new or existing regular
file, never a FIFO, a device, a directory or the command's own input, atomically in the
target's folder, with nothing left behind; a path that cannot be written is one line
naming it and status 74 (README, "The command line").

Each hostile target is tried through the command line, in a fresh process: the status,
one line naming the path as given, nothing left behind, the input and the target intact.
Run as root, a read-only folder does not stop root, so those runs drop to an unprivileged
user (``nobody``), as a person's command would run.
"""

from __future__ import annotations

import json
import os
import shutil
import stat
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bohnanza.cli import EXIT_OUTPUT, main
from bohnanza.files import (
    OutputExistsError,
    UnwritableError,
    check_folder,
    check_output,
    write_output,
)

ROOT = Path(__file__).resolve().parent.parent
ROOTED = hasattr(os, "geteuid") and os.geteuid() == 0
NOBODY = 65534


def _run(
    *argv: str, cwd: Path = ROOT, stdin: Any = subprocess.DEVNULL, unprivileged: bool = False
) -> subprocess.CompletedProcess[str]:
    """The command line in a fresh process (as ``nobody`` when asked and run as root)."""
    drop: list[str] = []
    if unprivileged and ROOTED:
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.fail("run as root without setpriv (util-linux): cannot drop to nobody")
        drop = [setpriv, f"--reuid={NOBODY}", f"--regid={NOBODY}", "--clear-groups"]
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    return subprocess.run(
        [*drop, sys.executable, "-m", "bohnanza", *argv],
        stdin=stdin,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=cwd,
        check=False,
        env=env,
    )


def _one_line_naming(done: subprocess.CompletedProcess[str], given: str) -> str:
    err = done.stderr
    assert err.startswith("bohnanza: error: cannot write"), err
    assert err.count("\n") == 1, err
    assert "Traceback" not in err
    assert repr(given) in err, (given, err)
    return err


def _leftovers(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".tmp"))


@pytest.fixture(scope="module")
def record(tmp_path_factory: pytest.TempPathFactory) -> bytes:
    folder = tmp_path_factory.mktemp("game")
    assert main(["simulate", "--games", "1", "--players", "3", "--records", str(folder)]) == 0
    return (folder / "game-0001.json").read_bytes()


@pytest.fixture
def shared() -> Iterator[Path]:
    """A folder every user may enter (pytest's own are root's alone)."""
    folder = Path(tempfile.mkdtemp(prefix="bohnanza-out-"))
    folder.chmod(0o755)
    try:
        yield folder
    finally:
        for path in folder.rglob("*"):
            if path.is_dir() and not path.is_symlink():
                path.chmod(0o755)
        shutil.rmtree(folder)


def _device(folder: Path) -> Path:
    """A character device: a node with /dev/null's numbers where one may be made (root),
    else /dev/null itself, which nobody but root can replace."""
    node = folder / "fake-null"
    try:
        os.mknod(node, stat.S_IFCHR | 0o666, os.makedev(1, 3))
    except OSError:
        if ROOTED:
            pytest.fail("run as root, but no device node could be made to write at")
        return Path("/dev/null")
    return node


# -- replay --html -----------------------------------------------------------------------


@pytest.mark.parametrize("target", ["fifo", "device", "directory", "socket"])
def test_replay_html_never_writes_into_what_is_no_regular_file(
    record: bytes, shared: Path, target: str
) -> None:
    game = shared / "game.json"
    game.write_bytes(record)
    out = shared / target
    if target == "fifo":
        os.mkfifo(out)
    elif target == "device":
        out = _device(shared)
    elif target == "directory":
        out.mkdir()
    else:
        import socket

        with socket.socket(socket.AF_UNIX) as sock:
            sock.bind(str(out))
    before = os.lstat(out)
    done = _run("replay", str(game), "--html", str(out))
    assert done.returncode == EXIT_OUTPUT, done.stderr
    err = _one_line_naming(done, str(out))
    kind = {"fifo": "a FIFO", "device": "a device", "directory": "a directory"}
    assert kind.get(target, "a socket") in err
    after = os.lstat(out)
    assert after.st_ino == before.st_ino
    assert stat.S_IFMT(after.st_mode) == stat.S_IFMT(before.st_mode)
    assert _leftovers(shared) == [] and _leftovers(out.parent) == []
    assert game.read_bytes() == record
    if target == "directory":
        assert list(out.iterdir()) == []


@pytest.mark.parametrize("how", ["same name", "other spelling", "symlink to it", "hard link"])
def test_replay_html_never_replaces_its_own_record(record: bytes, tmp_path: Path, how: str) -> None:
    game = tmp_path / "game.json"
    game.write_bytes(record)
    given = {
        "same name": str(game),
        "other spelling": str(tmp_path / "." / "game.json"),
        "symlink to it": str(tmp_path / "link.json"),
        "hard link": str(tmp_path / "hard.json"),
    }[how]
    if how == "symlink to it":
        os.symlink(game, given)
    if how == "hard link":
        os.link(game, given)
    done = _run("replay", str(game), "--html", given)
    assert done.returncode == EXIT_OUTPUT, done.stderr
    assert "the command's own input" in _one_line_naming(done, given)
    assert game.read_bytes() == record
    assert _leftovers(tmp_path) == []


def test_replay_html_from_standard_input_never_replaces_that_file(
    record: bytes, tmp_path: Path
) -> None:
    game = tmp_path / "game.json"
    game.write_bytes(record)
    with game.open("rb") as stdin:
        done = _run("replay", "-", "--html", str(game), stdin=stdin)
    assert done.returncode == EXIT_OUTPUT, done.stderr
    assert "(standard input)" in _one_line_naming(done, str(game))
    assert game.read_bytes() == record


def test_replay_html_into_a_missing_folder_is_74_naming_the_path(
    record: bytes, tmp_path: Path
) -> None:
    game = tmp_path / "game.json"
    game.write_bytes(record)
    given = str(tmp_path / "no" / "such" / "page.html")
    done = _run("replay", str(game), "--html", given)
    assert done.returncode == EXIT_OUTPUT, done.stderr
    err = _one_line_naming(done, given)
    assert "does not exist" in err and ".tmp" not in err
    assert not (tmp_path / "no").exists()
    # The newcomer review's N10, as typed: a relative path into a missing folder.
    done = _run("replay", str(game), "--html", "nonexistent/dir/x.html", cwd=tmp_path)
    assert done.returncode == EXIT_OUTPUT
    _one_line_naming(done, "nonexistent/dir/x.html")


def test_replay_html_into_a_read_only_folder_or_over_a_read_only_file(
    record: bytes, shared: Path
) -> None:
    game = shared / "game.json"
    game.write_bytes(record)
    game.chmod(0o644)
    locked = shared / "locked"
    locked.mkdir()
    (locked / "old.html").write_text("old page", encoding="utf-8")
    (locked / "old.html").chmod(0o644)
    locked.chmod(0o555)
    for name in ("new.html", "old.html"):
        given = str(locked / name)
        done = _run("replay", str(game), "--html", given, unprivileged=True)
        assert done.returncode == EXIT_OUTPUT, done.stderr
        assert "not writable" in _one_line_naming(done, given)
    assert sorted(p.name for p in locked.iterdir()) == ["old.html"]
    assert (locked / "old.html").read_text(encoding="utf-8") == "old page"
    frozen = shared / "frozen.html"
    frozen.write_text("kept", encoding="utf-8")
    frozen.chmod(0o444)
    done = _run("replay", str(game), "--html", str(frozen), unprivileged=True)
    assert done.returncode == EXIT_OUTPUT, done.stderr
    assert "file is not writable" in _one_line_naming(done, str(frozen))
    assert frozen.read_text(encoding="utf-8") == "kept"
    assert _leftovers(shared) == []


def test_replay_html_replaces_an_old_page_and_a_symlink_but_not_its_target(
    record: bytes, tmp_path: Path
) -> None:
    game = tmp_path / "game.json"
    game.write_bytes(record)
    old = tmp_path / "page.html"
    old.write_text("old page", encoding="utf-8")
    assert _run("replay", str(game), "--html", str(old)).returncode == 0
    assert old.read_text(encoding="utf-8").startswith("<!doctype html>")
    assert stat.S_IMODE(old.stat().st_mode) & 0o111 == 0  # never made executable
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", encoding="utf-8")
    link = tmp_path / "link.html"
    link.symlink_to(victim)
    assert _run("replay", str(game), "--html", str(link)).returncode == 0
    assert victim.read_text(encoding="utf-8") == "precious"
    assert not link.is_symlink() and link.read_text(encoding="utf-8").startswith("<!doctype")
    assert _leftovers(tmp_path) == []


# -- simulate --records, vectors --out -----------------------------------------------------


def test_simulate_records_into_what_cannot_be_written_is_74(shared: Path) -> None:
    a_file = shared / "a-file"
    a_file.write_text("x", encoding="utf-8")
    done = _run("simulate", "--games", "1", "--records", str(a_file))
    assert done.returncode == EXIT_OUTPUT, done.stderr
    assert "not a folder" in done.stderr and done.stderr.count("\n") == 1
    locked = shared / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    for given in (locked, locked / "sub"):
        done = _run("simulate", "--games", "1", "--records", str(given), unprivileged=True)
        assert done.returncode == EXIT_OUTPUT, done.stderr
        assert str(given) in done.stderr and done.stderr.count("\n") == 1
        assert "Traceback" not in done.stderr
    assert list(locked.iterdir()) == []


def test_simulate_records_never_write_over_a_fifo(shared: Path) -> None:
    out = shared / "out"
    out.mkdir()
    os.mkfifo(out / "game-0001.json")
    done = _run("simulate", "--games", "1", "--records", str(out))
    assert done.returncode == 2, done.stderr  # refused before any game: never overwritten
    assert "exists" in done.stderr
    assert stat.S_ISFIFO(os.lstat(out / "game-0001.json").st_mode)
    assert _leftovers(out) == []


def test_vectors_into_a_read_only_folder_is_74_and_leaves_nothing(shared: Path) -> None:
    locked = shared / "vectors"
    locked.mkdir()
    locked.chmod(0o555)
    done = _run(
        "vectors", "--edition", "rio-grande-2000", "--out", str(locked), "--games", "1",
        unprivileged=True,
    )  # fmt: skip
    assert done.returncode == EXIT_OUTPUT, done.stderr
    err = done.stderr
    assert err.startswith("bohnanza: error: cannot write") and err.count("\n") == 1, err
    assert "not writable" in err and repr(str(locked)) in err
    assert list(locked.iterdir()) == []
    a_file = shared / "a-file"
    a_file.write_text("x", encoding="utf-8")
    done = _run("vectors", "--edition", "rio-grande-2000", "--out", str(a_file), "--games", "1")
    assert done.returncode == EXIT_OUTPUT, done.stderr
    assert "not a directory" in done.stderr and done.stderr.count("\n") == 1


# -- play --save, --record -----------------------------------------------------------------


def test_play_checks_its_save_path_before_the_first_move(tmp_path: Path) -> None:
    # The reliability review's N7: the game was played, then lost, and the status was 0.
    done = _run("play", "--seed", "3", "--save", "no/such/dir/s.json", cwd=tmp_path)
    assert done.returncode == EXIT_OUTPUT, done.stderr
    assert "does not exist" in _one_line_naming(done, "no/such/dir/s.json")
    assert done.stdout == ""  # no table shown, no move asked
    done = _run("play", "--seed", "3", "--record", "gone/r.json", cwd=tmp_path)
    assert done.returncode == EXIT_OUTPUT, done.stderr
    _one_line_naming(done, "gone/r.json")
    assert list(tmp_path.iterdir()) == []


def test_play_into_a_read_only_folder_is_refused_before_the_game(shared: Path) -> None:
    locked = shared / "locked"
    locked.mkdir()
    locked.chmod(0o555)
    given = str(locked / "s.json")
    done = _run("play", "--seed", "3", "--save", given, cwd=shared, unprivileged=True)
    assert done.returncode == EXIT_OUTPUT, done.stderr
    assert "not writable" in _one_line_naming(done, given)
    assert done.stdout == ""
    assert list(locked.iterdir()) == []


def test_play_saves_beside_a_fifo_or_folder_at_its_save_path(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "s.json")
    (tmp_path / "s-2.json").mkdir()
    done = _run("play", "--seed", "3", "--save", "s.json", cwd=tmp_path)
    assert done.returncode == 0, done.stderr
    assert "game saved to s-3.json" in done.stdout
    assert stat.S_ISFIFO(os.lstat(tmp_path / "s.json").st_mode)
    assert json.loads((tmp_path / "s-3.json").read_text(encoding="utf-8"))["seed"] == 3
    assert _leftovers(tmp_path) == []


# -- the writer itself ---------------------------------------------------------------------


def test_a_failed_write_leaves_no_temporary_file_and_the_old_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "out.txt"
    target.write_text("old", encoding="utf-8")

    def full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", full)
    with pytest.raises(UnwritableError, match="no space left on device"):
        write_output(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]

    def interrupted(*_: object) -> int:
        raise KeyboardInterrupt

    monkeypatch.undo()
    monkeypatch.setattr(os, "write", interrupted)
    with pytest.raises(KeyboardInterrupt):
        write_output(target, "new")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out.txt"]


def test_an_output_that_never_overwrites_refuses_anything_there(tmp_path: Path) -> None:
    new = tmp_path / "new.txt"
    write_output(new, "one", replace=False)
    assert new.read_text(encoding="utf-8") == "one"
    dangling = tmp_path / "dangling"
    dangling.symlink_to(tmp_path / "nowhere")
    for taken in (new, dangling):
        with pytest.raises(OutputExistsError, match="never overwritten"):
            write_output(taken, "two", replace=False)
    assert new.read_text(encoding="utf-8") == "one"
    assert not (tmp_path / "nowhere").exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dangling", "new.txt"]


def test_the_checks_say_what_is_wrong_before_any_work(tmp_path: Path) -> None:
    source = tmp_path / "in.json"
    source.write_text("{}", encoding="utf-8")
    with pytest.raises(UnwritableError, match="own input"):
        check_output(source, inputs=[str(source)])
    with (
        source.open("rb") as stream,
        pytest.raises(UnwritableError, match=r"own input \(standard input\)"),
    ):
        check_output(source, inputs=[stream.fileno()])
    with pytest.raises(UnwritableError, match="names a folder"):
        check_output(str(tmp_path) + "/")
    with pytest.raises(UnwritableError, match="is not a folder"):
        check_folder(source / "x.json")
    with pytest.raises(UnwritableError, match="empty name"):
        check_folder("")
    check_output(tmp_path / "fine.json", inputs=[str(source)])
    check_folder(tmp_path / "fine.json")
    assert sorted(p.name for p in tmp_path.iterdir()) == ["in.json"]
