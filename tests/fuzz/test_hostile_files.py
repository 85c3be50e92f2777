"""Hostile files handed to every reader of the project (issue 30 items 2 and 7; review t3
findings F5 and F2).

Each reader of a file a user gives (a Ladybohn sheet: ``new_game(sheet=)``,
``register_sheet``, ``simulate --sheet``, ``verify --sheet``; a record: ``verify``; a save
file: ``play --resume``; a vectors file: ``vectors check``; a position: ``from_json``)
meets a FIFO with no writer (also behind a symlink), ``/dev/zero``, a symlink to a device,
a directory, a key given twice, TOML and JSON nested 100,000 deep or just past the limit,
a number of 5,000 digits, invalid UTF-8, a sheet whose ``deck`` names another TOML file by
absolute path, and seeded random damage of valid files.  Asserted: the project's own error
(``InvalidSetupError``, ``RecordError``, ``UnreadableError``, ``PositionError``), exit
status 2 (never 70) with one line on stderr naming the file, no traceback, and no hang (a
case that runs past a generous alarm fails as a hang; no speed is asserted).
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
from collections.abc import Callable, Iterator
from importlib import resources
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza.cli import main
from bohnanza.errors import InvalidSetupError
from bohnanza.files import (
    MAX_DEPTH,
    TooLargeError,
    UnreadableError,
    parse_json,
    parse_toml,
    read_bytes,
    read_json,
    read_text,
    read_toml,
)
from bohnanza.records import RecordError, load_record, record_game
from bohnanza.sheets import MAX_SHEET_SIZE, load_sheet, register_sheet

#: The shipped sheet, from the package that runs (the installed build in nox's sessions).
SHEET = Path(
    str(resources.files("bohnanza").joinpath("data", "sheets", "ladybohn-provisional.toml"))
)
#: Seconds one case may take before it counts as a hang (each takes well under one).
CASE_LIMIT = 20

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


@contextlib.contextmanager
def _no_hang(seconds: int = CASE_LIMIT) -> Iterator[None]:
    """Fail a case that runs longer than ``seconds``: a hang, not a slow run."""

    def expired(signum: int, frame: object) -> None:
        raise TimeoutError(f"the case ran longer than {seconds} s: a hang")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


# ---------------------------------------------------------------------------------------
# The hostile files.


def _deep_toml(depth: int) -> str:
    return "x = " + "[" * depth + "]" * depth + "\n"


def _deep_tables(depth: int) -> str:
    return "x = " + "{a = " * depth + "1" + "}" * depth + "\n"


def _sheet_text() -> str:
    return SHEET.read_text(encoding="utf-8")


def _hostile_sheets(folder: Path) -> dict[str, Path]:
    """Name -> path of each hostile sheet, made in ``folder``."""
    made: dict[str, Path] = {}

    def write(name: str, data: str | bytes) -> None:
        path = folder / name
        if isinstance(data, str):
            path.write_text(data, encoding="utf-8")
        else:
            path.write_bytes(data)
        made[name] = path

    write("deep-arrays.toml", _deep_toml(100_000))
    write("deep-tables.toml", _deep_tables(5_000))
    write("just-too-deep.toml", _deep_toml(MAX_DEPTH + 1))
    write("5000-digits.toml", "x = " + "9" * 5_000 + "\n")
    write("21-digits.toml", _sheet_text() + "\nextra = " + "9" * 21 + "\n")
    write("not-utf8.toml", b"[sheet]\nname = '\xff\xfe'\n")
    write("not-toml.toml", "[sheet\n")
    write("empty.toml", "")
    write("too-large.toml", "# " + "x" * MAX_SHEET_SIZE + "\n")
    other = folder / "other.toml"
    other.write_text("deck = 5\n[sheet]\ndeck = 7\n", encoding="utf-8")
    evil = _sheet_text().replace('deck = "ladybohn-110"', f'deck = "{folder / "other"}"')
    assert evil != _sheet_text(), "the shipped sheet names its deck as expected"
    write("absolute-deck.toml", evil)
    write("relative-deck.toml", _sheet_text().replace('"ladybohn-110"', '"../editions/ladybohn"'))
    made["other.toml"] = other
    fifo = folder / "fifo.toml"
    os.mkfifo(fifo)
    made["fifo.toml"] = fifo
    made["dev-zero"] = Path("/dev/zero")
    link = folder / "zero-link.toml"
    link.symlink_to("/dev/zero")
    made["zero-link.toml"] = link
    made["directory"] = folder
    made["missing.toml"] = folder / "missing.toml"
    return made


@pytest.fixture(scope="module")
def hostile(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return _hostile_sheets(tmp_path_factory.mktemp("hostile-sheets"))


NAMES = sorted(
    [
        "deep-arrays.toml",
        "deep-tables.toml",
        "just-too-deep.toml",
        "5000-digits.toml",
        "21-digits.toml",
        "not-utf8.toml",
        "not-toml.toml",
        "empty.toml",
        "too-large.toml",
        "absolute-deck.toml",
        "relative-deck.toml",
        "other.toml",
        "fifo.toml",
        "dev-zero",
        "zero-link.toml",
        "directory",
        "missing.toml",
    ]
)


@pytest.fixture(scope="module")
def ladybohn_record(tmp_path_factory: pytest.TempPathFactory) -> Path:
    start = bohnanza.new_game("ladybohn", 3, seed=1)
    path = tmp_path_factory.mktemp("record") / "game.json"
    path.write_text(record_game(start, []).to_json(), encoding="utf-8")
    return path


# ---------------------------------------------------------------------------------------
# Sheets through the four entry points (F5).


@pytest.mark.parametrize("name", NAMES)
def test_new_game_refuses_a_hostile_sheet_with_its_own_error(
    hostile: dict[str, Path], name: str
) -> None:
    with _no_hang(), pytest.raises(InvalidSetupError):
        bohnanza.new_game("ladybohn", 3, seed=1, sheet=hostile[name])


@pytest.mark.parametrize("name", NAMES)
def test_register_sheet_refuses_a_hostile_sheet_with_its_own_error(
    hostile: dict[str, Path], name: str
) -> None:
    with _no_hang(), pytest.raises(InvalidSetupError):
        register_sheet(hostile[name])


@pytest.mark.parametrize("name", NAMES)
def test_simulate_and_verify_exit_2_on_a_hostile_sheet(
    hostile: dict[str, Path],
    ladybohn_record: Path,
    name: str,
    capsys: pytest.CaptureFixture[str],
) -> None:
    sheet = str(hostile[name])
    runs = (
        ["simulate", "--edition", "ladybohn", "--players", "3", "--games", "1", "--sheet", sheet],
        ["verify", str(ladybohn_record), "--sheet", sheet],
        ["verify", "--json", str(ladybohn_record), "--sheet", sheet],
    )
    for argv in runs:
        with _no_hang():
            status = main(argv)
        captured = capsys.readouterr()
        assert status == 2, (argv, status, captured.err)
        assert "Traceback" not in captured.err + captured.out
        if "--json" in argv:
            assert json.loads(captured.out)["verdict"] == "invalid"
        else:
            assert captured.err.count("\n") == 1 and captured.err.startswith("bohnanza: error:")


def test_a_sheets_deck_is_a_packaged_deck_name_never_a_path(hostile: dict[str, Path]) -> None:
    """The sheet's ``deck`` names a deck shipped in the package; an absolute or relative
    path is refused before any file but the sheet is opened."""
    for name in ("absolute-deck.toml", "relative-deck.toml"):
        with pytest.raises(InvalidSetupError, match="names no packaged deck"):
            register_sheet(hostile[name])
    with pytest.raises(KeyError):
        bohnanza.cards.load_deck(str(hostile["other.toml"].with_suffix("")))


def test_a_valid_sheet_behind_a_symlink_is_read(tmp_path: Path) -> None:
    """A symlink to a regular file is followed: the file's type is what is checked."""
    link = tmp_path / "link.toml"
    link.symlink_to(SHEET)
    deck = bohnanza.new_game("ladybohn", 3, seed=1).table.edition.deck
    assert load_sheet(link, deck).digest == load_sheet(SHEET, deck).digest
    assert register_sheet(link).digest == load_sheet(SHEET, deck).digest


# ---------------------------------------------------------------------------------------
# Records through verify (F2 and the same files).


@pytest.mark.parametrize("name", ["fifo.toml", "dev-zero", "zero-link.toml", "directory"])
def test_verify_refuses_a_record_that_is_not_a_regular_file(
    hostile: dict[str, Path], name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with _no_hang():
        status = main(["verify", str(hostile[name])])
    err = capsys.readouterr().err
    assert status == 2 and "not a regular file" in err, err


@pytest.mark.parametrize(
    "text",
    [
        "[" * 100_000 + "]" * 100_000,
        '{"format": "bohnanza-record", "version": 1, "seed": ' + "9" * 5_000 + "}",
        '{"format": "bohnanza-record", "version": NaN}',
        '{"format": "bohnanza-record", "format": "bohnanza-record"}',
    ],
    ids=["deep", "5000-digits", "nan", "duplicate-key"],
)
def test_verify_refuses_a_hostile_record_with_exit_2(
    tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "r.json"
    path.write_text(text, encoding="utf-8")
    with _no_hang():
        assert main(["verify", str(path)]) == 2
    assert "Traceback" not in capsys.readouterr().err


def _harvest_record(field: int, players: int = 4) -> str:
    return json.dumps(
        {
            "format": "bohnanza-record",
            "version": 1,
            "edition": "rio-grande-2000",
            "options": {},
            "players": [f"p{k}" for k in range(players)],
            "dealer": players - 1,
            "seed": 1,
            "deck": None,
            "actions": [{"actor": players - 1, "move": f"{players - 1} harvest {field}"}],
        }
    )


@pytest.mark.parametrize("field", [2, 0])
def test_plain_verify_tells_a_refused_harvest_of_a_field_the_seat_lacks(
    tmp_path: Path, field: int, capsys: pytest.CaptureFixture[str]
) -> None:
    """F2: the narration of the refused move must not index past the seat's fields; plain
    and ``--json`` agree on exit 1."""
    path = tmp_path / "h.json"
    path.write_text(_harvest_record(field), encoding="utf-8")
    assert main(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert "illegal move at index 0" in out and "in words: " in out
    assert main(["verify", "--json", str(path)]) == 1
    assert json.loads(capsys.readouterr().out)["verdict"] == "illegal"


# ---------------------------------------------------------------------------------------
# bohnanza.files itself.


def test_read_bytes_reads_a_regular_file_up_to_its_limit(tmp_path: Path) -> None:
    path = tmp_path / "f"
    path.write_bytes(b"x" * 100)
    assert read_bytes(path, 100) == b"x" * 100
    with pytest.raises(TooLargeError):
        read_bytes(path, 99)
    assert read_text(path, 100) == "x" * 100


@pytest.mark.parametrize(
    ("name", "message"),
    [
        ("fifo.toml", "not a regular file"),
        ("dev-zero", "not a regular file"),
        ("zero-link.toml", "not a regular file"),
        ("directory", "not a regular file"),
        ("missing.toml", "No such file"),
    ],
)
def test_read_bytes_opens_regular_files_only(
    hostile: dict[str, Path], name: str, message: str
) -> None:
    with _no_hang(), pytest.raises(UnreadableError, match=message):
        read_bytes(hostile[name], 1_000)


def test_a_file_name_that_cannot_be_a_path_is_refused() -> None:
    with pytest.raises(UnreadableError, match="empty"):
        read_bytes("", 10)
    with pytest.raises(UnreadableError, match="NUL"):
        read_bytes("a\0b", 10)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested"),
        ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "nested more than"),
        ("9" * 5_000, "digits"),
        ("9" * 21, "21 digits"),
        ("-" + "9" * 21, "21 digits"),
        ("NaN", "NaN"),
        ("[Infinity]", "Infinity"),
        ('{"a": 1, "a": 1}', "twice"),
        ("{", "line 1"),
        (b"\xff", "UTF-8"),
    ],
)
def test_parse_json_turns_every_failure_into_its_own_error(text: str | bytes, message: str) -> None:
    with pytest.raises(UnreadableError, match=message):
        parse_json(text)


def test_parse_json_reads_what_is_within_bounds() -> None:
    nested: object = 1
    for _ in range(MAX_DEPTH):
        nested = [nested]
    assert parse_json(json.dumps(nested)) == nested
    assert parse_json("-" + "9" * 20) == -(10**20 - 1)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        (_deep_toml(100_000), "nested"),
        (_deep_tables(5_000), "nested"),
        (_deep_toml(MAX_DEPTH + 1), "nested more than"),
        ("x = " + "9" * 5_000, "cannot read"),
        ("x = " + "9" * 21, "digits"),
        ("x = [", "not TOML"),
        (b"x = '\xff'", "UTF-8"),
    ],
)
def test_parse_toml_turns_every_failure_into_its_own_error(text: str | bytes, message: str) -> None:
    with pytest.raises(UnreadableError, match=message):
        parse_toml(text)


def test_read_json_and_read_toml_read_files(tmp_path: Path) -> None:
    (tmp_path / "a.json").write_text('{"a": [1]}', encoding="utf-8")
    (tmp_path / "a.toml").write_text("a = [1]", encoding="utf-8")
    assert read_json(tmp_path / "a.json", 100) == {"a": [1]}
    assert read_toml(tmp_path / "a.toml", 100) == {"a": [1]}


# ---------------------------------------------------------------------------------------
# Seeded random damage (Hypothesis): only the project's own errors.


def _damage(text: bytes, rng: random.Random, rounds: int) -> bytes:
    data = bytearray(text)
    pieces = [b"[", b"]", b"{", b"}", b"=", b'"', b"\n", b"9" * 30, b"\xff", b"[[row]]", b"."]
    for _ in range(rounds):
        at = rng.randrange(len(data) + 1)
        match rng.randrange(4):
            case 0 if data:
                del data[at : at + rng.randrange(1, 40)]
            case 1:
                data[at:at] = rng.choice(pieces) * rng.randrange(1, 60)
            case 2 if data:
                data[min(at, len(data) - 1)] = rng.randrange(256)
            case _:
                start = rng.randrange(len(data) + 1)
                data[at:at] = data[start : start + rng.randrange(1, 200)]
    return bytes(data)


def _only_own_errors(call: Callable[[], object], *own: type[BaseException]) -> None:
    with _no_hang(), contextlib.suppress(*own):
        call()


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32), rounds=st.integers(1, 12))
def test_damaged_sheets_give_only_invalid_setup_errors(
    tmp_path_factory: pytest.TempPathFactory, seed: int, rounds: int
) -> None:
    path = tmp_path_factory.mktemp("damaged") / "sheet.toml"
    path.write_bytes(_damage(SHEET.read_bytes(), random.Random(seed), rounds))
    deck = bohnanza.cards.load_deck("ladybohn-110")
    _only_own_errors(lambda: load_sheet(path, deck), InvalidSetupError)
    _only_own_errors(lambda: register_sheet(path), InvalidSetupError)


@pytest.fixture(scope="module")
def record_text() -> bytes:
    start = bohnanza.new_game("rio-grande-2000", 3, seed=4)
    _final, moves = bohnanza.bots.play_random(start, random.Random(4))
    record = record_game(start, moves[:40], result=None)
    return record.to_json().encode("utf-8")


@settings(max_examples=60)
@given(seed=st.integers(0, 2**32), rounds=st.integers(1, 12))
def test_damaged_records_give_only_record_errors(
    record_text: bytes, seed: int, rounds: int
) -> None:
    data = _damage(record_text, random.Random(seed), rounds)
    _only_own_errors(lambda: bohnanza.records.replay(load_record(data)), RecordError)
    _only_own_errors(lambda: parse_json(data), UnreadableError)


# ---------------------------------------------------------------------------------------
# play's save files (``play --resume``) and vector files (``vectors check``): the same
# reader (bohnanza.files), so the same hostile files, through the command line.


def _save_data() -> dict[str, object]:
    return {
        "format": "bohnanza-play/1",
        "edition": "rio-grande-2000",
        "sheet": "",
        "players": 3,
        "seed": 1,
        "seat": 0,
        "bots": ["random"],
        "decisions": [],
        "auto": [],
        "record": {},
    }


def _vectors_lines() -> list[str]:
    header = {"format": "bohnanza-vectors", "edition": "rio-grande-2000", "players": 3}
    case = {"case": 0, "position": bohnanza.to_dict(bohnanza.new_game("rio-grande-2000", 3))}
    return [json.dumps(header), json.dumps(case)]


def _hostile_json(folder: Path, kind: str) -> dict[str, Path]:
    """Name -> path of each hostile file of ``kind`` ("save" or "vectors"), in ``folder``."""
    made: dict[str, Path] = {}

    def write(name: str, data: str | bytes) -> None:
        path = folder / name
        path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        made[name] = path

    valid = json.dumps(_save_data()) if kind == "save" else "\n".join(_vectors_lines())
    deep = "[" * 100_000 + "]" * 100_000
    digits = "9" * 5_000
    if kind == "save":
        write("deep", deep)
        write("5000-digits", valid.replace('"seed": 1', f'"seed": {digits}'))
        write("duplicate-key", valid.replace('"seat": 0', '"seat": 0, "seat": 1'))
    else:  # the header is read, then a case that breaks the limits
        header = _vectors_lines()[0]
        write("deep", f"{header}\n{deep}\n")
        write("5000-digits", valid.replace('"seed": ', f'"seed": {digits}, "x": ', 1))
        write("duplicate-key", valid.replace('"case": 0', '"case": 0, "case": 1'))
    write("not-utf8", valid.encode("utf-8") + b"\xff")
    made["fifo"] = folder / "fifo.json"
    os.mkfifo(made["fifo"])
    made["fifo-link"] = folder / "fifo-link.json"
    made["fifo-link"].symlink_to(made["fifo"])
    made["dev-zero"] = Path("/dev/zero")
    made["zero-link"] = folder / "zero-link.json"
    made["zero-link"].symlink_to("/dev/zero")
    made["directory"] = folder
    made["missing"] = folder / "missing.json"
    return made


#: What the message says of each (beside the file's name).
JSON_REASONS = {
    "deep": "nested",
    "5000-digits": "digits",
    "duplicate-key": "given twice",
    "not-utf8": "UTF-8",
    "fifo": "not a regular file",
    "fifo-link": "not a regular file",
    "dev-zero": "not a regular file",
    "zero-link": "not a regular file",
    "directory": "not a regular file",
    "missing": "No such file",
}
JSON_NAMES = sorted(JSON_REASONS)


@pytest.fixture(scope="module")
def hostile_saves(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return _hostile_json(tmp_path_factory.mktemp("hostile-saves"), "save")


@pytest.fixture(scope="module")
def hostile_vectors(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return _hostile_json(tmp_path_factory.mktemp("hostile-vectors"), "vectors")


def _refused_in_one_line(argv: list[str], path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    with _no_hang():
        status = main(argv)
    captured = capsys.readouterr()
    assert status == 2, (argv, status, captured.err)
    assert "Traceback" not in captured.err + captured.out
    assert captured.err.count("\n") == 1 and captured.err.startswith("bohnanza: error:")
    assert repr(str(path)) in captured.err, captured.err  # the message names the file
    return captured.err


@pytest.mark.parametrize("name", JSON_NAMES)
def test_play_resume_refuses_a_hostile_save_file_with_exit_2(
    hostile_saves: dict[str, Path], name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = hostile_saves[name]
    err = _refused_in_one_line(["play", "--resume", str(path)], path, capsys)
    assert "cannot resume from" in err and JSON_REASONS[name] in err, err


@pytest.mark.parametrize("name", JSON_NAMES)
def test_vectors_check_refuses_a_hostile_vectors_file_with_exit_2(
    hostile_vectors: dict[str, Path], name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    path = hostile_vectors[name]
    # The files are read before the engine is started: "false" is never run.
    err = _refused_in_one_line(["vectors", "check", "--engine", "false", str(path)], path, capsys)
    assert JSON_REASONS[name] in err, err
    if name in ("deep", "5000-digits", "duplicate-key"):
        assert "line 2" in err  # the line of the case that breaks the limit


def test_the_untouched_save_and_vectors_files_are_read(tmp_path: Path) -> None:
    """The control of the two tests above: the same files unharmed pass the reader."""
    from bohnanza.conformance.check import _cases
    from bohnanza.play.files import load_save

    save = tmp_path / "save.json"
    save.write_text(json.dumps(_save_data()), encoding="utf-8")
    settings, decisions, auto = load_save(str(save), None, (), None)
    assert (settings.edition, settings.seed, decisions, auto) == ("rio-grande-2000", 1, [], [])
    vectors = tmp_path / "v.jsonl"
    vectors.write_text("\n".join(_vectors_lines()) + "\n", encoding="utf-8")
    header, cases = _cases(vectors)
    assert header["format"] == "bohnanza-vectors" and len(cases) == 1


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested"),
        ('{"format": "bohnanza-position", "seed": ' + "9" * 5_000 + "}", "digits"),
        ('{"format": "bohnanza-position", "seed": NaN}', "NaN"),
        ('{"format": "bohnanza-position", "format": "bohnanza-position"}', "given twice"),
        (b'{"format": "\xff"}', "UTF-8"),
    ],
    ids=["deep", "5000-digits", "nan", "duplicate-key", "not-utf8"],
)
def test_from_json_reads_through_the_same_parser(text: str | bytes, message: str) -> None:
    """A position's full reader (past the fast path of to_json's own text) is
    bohnanza.files.parse_json, with PositionError as its error."""
    with pytest.raises(bohnanza.PositionError, match=message):
        bohnanza.from_json(text)
