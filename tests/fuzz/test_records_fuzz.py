"""Hostile records and command lines (issue 16 item 3; review findings R1-R7, R11, R19).

Records drawn from the shipped JSON Schema, valid records mutated at random, and odd
files go to ``load_record`` and to ``bohnanza verify`` (plain and ``--json``); random
command lines go to every subcommand.  Asserted: only ``RecordError`` escapes the loader;
whatever the loader accepts, the schema accepts (R11); ``verify`` exits 0, 1 or 2 (70 only
for an internal error, which must not happen here), never with a traceback, and with
``--json`` prints exactly one JSON object whose verdict matches the status; every case
ends within a generous time limit (a hang fails the case; no speed is asserted).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import os
import random
import signal
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

import bohnanza
from bohnanza.bots import play_random
from bohnanza.cli import PROVISIONAL_NOTE, main
from bohnanza.records import RecordError, load_record, record_game, record_schema
from tests.fuzz.schema_strategy import from_schema

try:
    jsonschema: Any = importlib.import_module("jsonschema")
except ImportError as missing:  # the test extra installs it; its absence must not pass
    raise ImportError(
        "MISSING INPUT: jsonschema is not installed (the test extra installs it)"
    ) from missing

ROOT = Path(__file__).resolve().parents[2]
#: Seconds a single case may take before it counts as a hang (a real one takes < 1 s).
CASE_LIMIT = 30
STATUS_OF = {"legal": 0, "illegal": 1, "mismatch": 1, "invalid": 2}


@contextlib.contextmanager
def _time_limit(seconds: int = CASE_LIMIT) -> Iterator[None]:
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


@cache
def _validator() -> Any:
    return jsonschema.Draft202012Validator(record_schema())


@cache
def _seeds() -> tuple[str, ...]:
    """Valid records: every preset at its smallest and largest count, a stacked deck,
    a variant, options, an unfinished game and a composed position."""
    out = []
    for k, name in enumerate(bohnanza.editions()):
        ed = bohnanza.edition(name)
        for players in sorted({ed.player_counts[0], ed.player_counts[-1]}):
            start = bohnanza.new_game(name, players, seed=k + players)
            final, moves = play_random(start, random.Random(k), 0.3)
            out.append(record_game(start, moves, result=bohnanza.outcome(final)).to_json())
    stacked = bohnanza.new_game("rio-grande-2000", 3, seed=1, deck=["chili"] * 15 + ["soy"] * 9)
    out.append(record_game(stacked, play_random(stacked, random.Random(1))[1][:20]).to_json())
    variant = bohnanza.new_game(
        "original-1997-fr-003", 4, seed=2, variants=["experts"], dealer="youngest"
    )
    out.append(record_game(variant, play_random(variant, random.Random(2), 0.5)[1][:50]).to_json())
    composed = bohnanza.compose(
        "rio-grande-2000",
        4,
        hands={0: ["Chili", "Soy"]},
        fields={1: [["Wax"] * 2, []]},
        deck=["Blue"] * 6,
        discard=["Red"],
    )
    out.append(record_game(composed, play_random(composed, random.Random(3))[1][:6]).to_json())
    return tuple(out)


def _verify(text: str | bytes, tmp: Path) -> None:
    """Both modes of ``verify`` on ``text``, with every promise of the command checked."""
    path = tmp / "record.json"
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8", "surrogatepass"))
    for as_json in (False, True):
        out, err = io.StringIO(), io.StringIO()
        argv = ["verify", *(["--json"] if as_json else []), str(path)]
        with _time_limit(), contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            status = main(argv)
        assert status in (0, 1, 2), (status, err.getvalue())
        assert "Traceback" not in err.getvalue()
        if as_json:
            lines = out.getvalue().splitlines()
            assert len(lines) == 1, out.getvalue()
            verdict = json.loads(lines[0])
            assert isinstance(verdict, dict)
            assert STATUS_OF[verdict["verdict"]] == status
            assert err.getvalue() == ""
        elif status == 2:
            # A Ladybohn record priced by the shipped sheet is announced first, on one line.
            shown = err.getvalue().removeprefix(PROVISIONAL_NOTE + "\n")
            assert shown.startswith("bohnanza: error: ")
            assert shown.count("\n") == 1


def _load(text: str | bytes) -> bohnanza.Record | None:
    with _time_limit():
        try:
            record = load_record(text)
        except RecordError as exc:
            assert str(exc)
            return None
    data = json.loads(text)
    errors = list(_validator().iter_errors(data))
    assert errors == [], f"the loader accepted what the schema refuses: {errors[0].message}"
    return record


# ---------------------------------------------------------------------------------------
# Schema-generated records


def _narrowed_schema() -> dict[str, Any]:
    """The record schema with a few parts narrowed to values the loader knows (still a
    subset of the schema): drawn records then get past the edition and into the deal,
    the moves and the position."""
    schema: dict[str, Any] = record_schema()
    props: dict[str, Any] = dict(schema["properties"])
    props["edition"] = {"enum": list(bohnanza.editions())}
    props["players"] = {**props["players"], "minItems": 3, "maxItems": 5}
    props["dealer"] = {"type": "integer", "minimum": 0, "maximum": 2}
    props["deck"] = {"type": "null"}
    props["options"] = {"type": "object", "additionalProperties": False}
    defs: dict[str, Any] = dict(schema["$defs"])
    defs["variety"] = {"enum": ["chili", "soy", "blue", "wax", "red", "green", "stink"]}
    action = dict(defs["action"])
    action["properties"] = {**action["properties"], "actor": {"enum": [0]}}
    defs["action"] = action
    return {**schema, "properties": props, "$defs": defs}


@settings(
    max_examples=100, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)
@given(st.one_of(from_schema(record_schema()), from_schema(_narrowed_schema())))
def test_r11_records_drawn_from_the_schema_load_or_are_refused_cleanly(
    data: dict[str, Any],
) -> None:
    assert list(_validator().iter_errors(data)) == []  # the drawing keeps to the schema
    record = _load(json.dumps(data))
    if record is not None:
        with _time_limit():
            bohnanza.replay(record)


def test_the_seed_records_are_legal_and_schema_valid(tmp_path: Path) -> None:
    for text in _seeds():
        record = _load(text)
        assert record is not None
        assert bohnanza.replay(record).legal
        _verify(text, tmp_path)


# ---------------------------------------------------------------------------------------
# Mutated records


_JSON_ODDITIES: st.SearchStrategy[Any] = st.sampled_from(
    [
        10**30,
        -1,
        2**63,
        1.5,
        float("inf"),
        True,
        None,
        "",
        "\ud83d",
        "\x1b[2J",
        "\u0663",
        [],
        {},
        [[5]],
        "0 plant 33 0",
        "chili",
        "rio-grande-2000",
        10**12,
    ]
)
_VALUES = st.one_of(_JSON_ODDITIES, st.integers(-5, 200), st.text(max_size=8))


def _paths(data: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    if isinstance(data, dict):
        for key, value in data.items():
            out += _paths(value, (*prefix, key))
    elif isinstance(data, list):
        for i, value in enumerate(data[:8]):
            out += _paths(value, (*prefix, i))
    return out


@st.composite
def mutated(draw: st.DrawFn) -> str | bytes:
    text = draw(st.sampled_from(_seeds()))
    data = json.loads(text)
    for _ in range(draw(st.integers(1, 3))):
        path = draw(st.sampled_from(_paths(data)[1:]))
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        how = draw(st.sampled_from(["set", "drop", "add", "dup"]))
        last = path[-1]
        if how == "set":
            parent[last] = draw(_VALUES)
        elif how == "drop":
            del parent[last]
        elif how == "add" and isinstance(parent, dict):
            parent[draw(st.text(max_size=6))] = draw(_VALUES)
        elif how == "dup" and isinstance(parent, list):
            parent.insert(last, parent[last])
    out = json.dumps(data, ensure_ascii=draw(st.booleans()))
    damage = draw(st.sampled_from(["none", "none", "truncate", "flip", "bom"]))
    if damage == "truncate":
        return out[: draw(st.integers(0, len(out)))]
    raw = out.encode("utf-8", "surrogatepass")
    if damage == "flip":
        at = draw(st.integers(0, len(raw) - 1))
        return raw[:at] + bytes([raw[at] ^ draw(st.integers(1, 255))]) + raw[at + 1 :]
    if damage == "bom":
        return b"\xef\xbb\xbf" + raw
    return out


@settings(
    max_examples=100,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture],
)
@given(text=mutated())
def test_mutated_records_load_or_are_refused_and_verify_keeps_its_promises(
    text: str | bytes, tmp_path: Path
) -> None:
    _load(text)
    _verify(text, tmp_path)


# ---------------------------------------------------------------------------------------
# Hostile files, each once


def _hostile_files() -> dict[str, bytes]:
    seed = json.loads(_seeds()[0])
    move = seed["actions"][0]
    many = dict(seed, actions=[move] * 100_000)  # the same first move, again and again
    deep = "[" * 100_000 + "]" * 100_000
    return {
        "empty": b"",
        "nul": b"\x00" * 100,
        "utf16": json.dumps(seed).encode("utf-16"),
        "latin1": json.dumps(dict(seed, players=["é", "b", "c"][: len(seed["players"])])).encode(
            "latin-1", "replace"
        ),
        "deep": deep.encode(),
        "many-moves": json.dumps(many).encode(),
        "huge-int": ("1" * 4301).encode(),
        "huge-seed": json.dumps(seed)
        .replace(f'"seed": {seed["seed"]}', '"seed": ' + "7" * 5000)
        .encode(),
        "nan": json.dumps(seed).replace('"seed": ', '"seed": NaN, "x": ').encode(),
        "dup-key": json.dumps(seed).replace('"dealer": ', '"dealer": 0, "dealer": ').encode(),
        "spin": json.dumps(
            dict(seed, options={"end_exhaustions": 10**12}, deck=["blue"] * 20, actions=[])
        ).encode(),
        "dealer-option": json.dumps(dict(seed, options={"dealer": "chosen"})).encode(),
        "whitespace": b" " * 5_000_000,
        "oversized": b" " * 10_000_001,
    }


@pytest.mark.parametrize("name", sorted(_hostile_files()))
def test_hostile_files(name: str, tmp_path: Path) -> None:
    text = _hostile_files()[name]
    _load(text)
    _verify(text, tmp_path)


def test_special_files_are_refused_in_a_fresh_process(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for name in (str(fifo), "/dev/zero", "/dev/urandom", str(tmp_path), "", "-"):
        for extra in ([], ["--json"]):
            done = subprocess.run(
                [sys.executable, "-m", "bohnanza", "verify", *extra, name],
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=CASE_LIMIT,
                cwd=ROOT,
                check=False,
            )
            assert done.returncode == 2, (name, done.stderr)
            assert "Traceback" not in done.stderr
            if extra:
                assert json.loads(done.stdout)["verdict"] == "invalid"


# ---------------------------------------------------------------------------------------
# Random command lines


_TOKENS = st.sampled_from(
    [
        "0",
        "1",
        "2",
        "3",
        "-1",
        "7",
        "nan",
        "inf",
        "1.5",
        "0.5",
        "9" * 30,
        "\u0663",
        "",
        "x",
        "rio-grande-2000",
        "amigo-fr",
        "original-1997-fr",
        "nope",
        "--json",
        "-",
        "--quiet",
        "--games",
        "--players",
        "--seed",
        "--edition",
        "--trades",
        "--repeat",
        "--seat",
        "--bots",
        "random",
        "greedy",
        "random,greedy",
        "smart",
        "--lang",
        "fr",
        "de",
        "--id",
        "harvest",
        "--progress",
        "--help",
        "--version",
        "\x1b[2J",
        "\ud83d",
    ]
)


@st.composite
def command_lines(draw: st.DrawFn) -> list[str]:
    command = draw(
        st.sampled_from(
            ["demo", "bench", "editions", "verify", "simulate", "play", "rules", "nope"]
        )
    )
    argv = [command, *draw(st.lists(_TOKENS, max_size=6))]
    if command in ("bench", "simulate", "demo") and "--games" not in argv:
        argv += ["--games", "1"]  # a bounded run: --games is also drawn, at most 9 digits...
    return argv


@settings(max_examples=60, suppress_health_check=[HealthCheck.too_slow])
@given(command_lines())
@example(["verify", "no-such-record-file", "--json"])
def test_random_command_lines_exit_cleanly(argv: list[str]) -> None:
    if argv[0] == "demo":
        argv = [a for a in argv if a != "--games"] + ["--quiet"]
        argv = [a for a in argv if a != "1" or argv.count("--games")]  # demo has no --games
    if "9" * 30 in argv and argv[0] in ("bench", "simulate"):
        argv = [a for a in argv if a != "9" * 30]
    out, err = io.StringIO(), io.StringIO()
    stdin = io.StringIO("1\n1\nquit\n")
    saved = sys.stdin
    sys.stdin = stdin
    try:
        # In a folder of its own: play saves its game, and a game's record, where it runs.
        with (
            tempfile.TemporaryDirectory() as folder,
            contextlib.chdir(folder),
            _time_limit(),
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(err),
        ):
            status = main(argv)
    finally:
        sys.stdin = saved
    assert status in (0, 1, 2), (argv, status, err.getvalue())
    assert "Traceback" not in err.getvalue()
    if status == 2 and argv[0] == "verify" and "--json" in argv and not err.getvalue():
        # verify --json answers a file it cannot read with its verdict, on stdout only.
        verdict = json.loads(out.getvalue())
        assert verdict["verdict"] == "invalid" and verdict["error"], verdict
    elif status == 2:
        assert err.getvalue().startswith("bohnanza: error: "), err.getvalue()
        assert err.getvalue().count("\n") == 1, err.getvalue()
