"""The mutator itself, on a tiny package: it finds mutants, a real bug is killed, an
equivalent mutant survives and, once listed, counts for nothing."""

from __future__ import annotations

import json
import sys
from dataclasses import asdict, replace
from pathlib import Path

import pytest

from tests.mutants.mutate import (
    Copy,
    Mutant,
    Outcome,
    load_equivalents,
    mutants_of,
    resolve,
    run_mutant,
    sample,
    summarise,
)

CALC = '''\
def clamp(x: int) -> int:
    """Never below zero."""
    if x < 0:
        return 0
    return x


def first_refusal(xs: list[int]) -> str | None:
    for x in xs:
        if x < 0:
            return str(x)
    return None
'''
TEST = """\
from tinypkg.calc import clamp, first_refusal


def test_clamp() -> None:
    assert clamp(-3) == 0
    assert clamp(5) == 5


def test_first_refusal() -> None:
    assert first_refusal([1, -2, -3]) == "-2"
    assert first_refusal([1]) is None
"""


def _repo(tmp: Path) -> Path:
    root = tmp / "repo"
    (root / "tinypkg").mkdir(parents=True)
    (root / "tinypkg" / "__init__.py").write_text("")
    (root / "tinypkg" / "calc.py").write_text(CALC)
    (root / "tests" / "unit").mkdir(parents=True)
    (root / "tests" / "unit" / "test_calc.py").write_text(TEST)
    return root


def _one(mutants: list[Mutant], operator: str, original: str, mutated: str) -> Mutant:
    [m] = [
        m
        for m in mutants
        if (m.operator, m.original, m.mutated) == (operator, original, mutated)
        and m.function == "clamp"
    ]
    return m


def test_mutants_are_found_in_function_bodies_only() -> None:
    mutants = mutants_of("tinypkg/calc.py", CALC)
    operators = {m.operator for m in mutants}
    assert {"cmp", "if-false", "if-true", "num", "return-none"} <= operators
    assert all(m.function in ("clamp", "first_refusal") for m in mutants)
    assert not any("Never below" in m.original for m in mutants), "a docstring was mutated"
    assert len({m.id for m in mutants}) == len(mutants)
    flipped = _one(mutants, "cmp", "x < 0", "(x <= 0)")
    assert "    if (x <= 0):\n        return 0\n" in flipped.apply(CALC)
    # a function that may return None: its value replaced by None
    assert any(m.operator == "return-none" and m.function == "first_refusal" for m in mutants)
    # a sample reaches every function, is seeded, and has the size asked for
    picked = sample(mutants, 4, seed=1)
    assert {m.function for m in picked} == {"clamp", "first_refusal"}
    assert len(picked) == 4 and picked == sample(mutants, 4, seed=1)
    # spread by module: one module here, so a sample of 1 is one mutant of either function
    assert len(sample(mutants, 1, seed=1, spread="module")) == 1
    assert len(sample(mutants, 4, seed=1, spread="module")) == 4
    # a size below the number of functions: that many functions, one mutant each
    small = sample(mutants, 1, seed=2)
    assert len(small) == 1 and small == sample(mutants, 1, seed=2)
    assert {m.function for s in range(20) for m in sample(mutants, 1, seed=s)} == {
        "clamp",
        "first_refusal",
    }


def test_a_bug_is_killed_and_a_listed_equivalent_is_left_out(tmp_path: Path) -> None:
    root = _repo(tmp_path)
    assert resolve(root, "tinypkg/*.py") == ["tinypkg/__init__.py", "tinypkg/calc.py"]
    mutants = mutants_of("tinypkg/calc.py", CALC, "core")
    bug = _one(mutants, "if-false", "x < 0", "False")
    same = _one(mutants, "cmp", "x < 0", "(x <= 0)")  # clamp(0) is 0 either way
    copy = Copy(root, "tinypkg", tmp_path)
    try:
        killed = run_mutant(copy, bug, ["unit"], {"unit": 120}, sys.executable)
        alive = run_mutant(copy, same, ["unit"], {"unit": 120}, sys.executable)
        assert (copy.dir / "tinypkg" / "calc.py").read_text() == CALC, "the copy not restored"
    finally:
        copy.remove()
    assert (killed.status, killed.layer) == ("killed", "unit")
    assert alive.status == "survived"
    outcomes = {killed.id: [killed], alive.id: [alive]}

    summary = summarise([bug, same], outcomes, {})
    groups = summary.groups
    assert (groups["core"].killed, groups["core"].survived) == (1, 1)
    assert same.id in summary.text.split("survivors of the first run:")[1]

    listing = tmp_path / "equivalent.toml"
    listing.write_text(
        "[[equivalent]]\n"
        'file = "tinypkg/calc.py"\n'
        'function = "clamp"\n'
        'operator = "cmp"\n'
        'original = "if x < 0:"\n'
        'mutated = "if (x <= 0):"\n'
        'reason = "clamp(0) is 0 on both branches"\n'
    )
    summary = summarise([bug, same], outcomes, load_equivalents(listing))
    core = summary.groups["core"]
    assert (core.killed, core.survived, core.equivalent, core.rate) == (1, 0, 1, "100.0%")
    assert "survivors of the first run: 0" in summary.text


def test_the_reviewed_equivalents_name_real_mutants_with_reasons() -> None:
    """Every entry of equivalent.toml still matches a mutant of the current source, so a
    stale entry cannot hide a new survivor."""
    root = Path(__file__).resolve().parents[2]
    listed = load_equivalents(Path(__file__).with_name("equivalent.toml"))
    files = {eq.file for eq in listed.values()}
    keys = {m.key for f in files for m in mutants_of(f, (root / f).read_text(encoding="utf-8"))}
    stale = [eq for key, eq in listed.items() if key not in keys]
    assert stale == [], f"entries that match no mutant: {stale}"
    assert all(len(eq.reason) > 20 for eq in listed.values())


def test_the_groups_sample_every_module_of_the_package() -> None:
    """Every module of the package belongs to one group (issue 30 item 6: the readers,
    the bots, the seats, the views and the environments' encoders included), and every
    group's mutants have layers to run through."""
    from tests.mutants.mutate import (
        ALL,
        GROUP_LAYERS,
        GROUPS,
        LAYERS,
        REST,
        group_of,
        layers_of,
    )

    root = Path(__file__).resolve().parents[2]
    every = resolve(root, ALL)
    assert "bohnanza/position/__init__.py" in every and "bohnanza/env/encoding.py" in every
    grouped = [f for name in (*GROUPS, REST) for f in resolve(root, name)]
    assert sorted(grouped) == sorted(every), "a module in no group, or in two"
    for path in (
        "bohnanza/position/__init__.py",
        "bohnanza/players.py",
        "bohnanza/records/__init__.py",
        "bohnanza/notation.py",
        "bohnanza/seat.py",
        "bohnanza/views.py",
    ):
        assert group_of(root, path) in ("inputs", "players"), path
    assert group_of(root, "bohnanza/env/encoding.py") == "env"
    assert group_of(root, "bohnanza/cli/__init__.py") == REST
    # A module split in parts keeps its group: the record's, the moves', the command line's.
    for part, whole in (
        ("bohnanza/records/format.py", "bohnanza/records/__init__.py"),
        ("bohnanza/records/reader.py", "bohnanza/records/__init__.py"),
        ("bohnanza/actions/fields.py", "bohnanza/actions/__init__.py"),
        ("bohnanza/actions/text.py", "bohnanza/actions/__init__.py"),
        ("bohnanza/cli/parser.py", "bohnanza/cli/__init__.py"),
        ("bohnanza/cli/records.py", "bohnanza/cli/__init__.py"),
    ):
        assert group_of(root, part) == group_of(root, whole), part
    for name in (*GROUPS, REST):
        assert layers_of(name) and all(layer in LAYERS for layer in layers_of(name))
        assert name in GROUP_LAYERS
    assert layers_of("inputs", ["unit"]) == ("unit",)


def test_every_environment_test_file_runs_in_the_env_groups_layers() -> None:
    """The environments' tests live outside the unit layer (they need the ``rl`` and
    ``openspiel`` extras), so the env group's layers list them by name: a new file of
    them that the list forgets would never kill an env mutant."""
    from tests.mutants.mutate import LAYERS

    root = Path(__file__).resolve().parents[2]
    listed = set(LAYERS["integrations"]) | set(LAYERS["openspiel"])
    for path in sorted((root / "tests" / "integrations").glob("test_p*_env_*.py")):
        assert f"tests/integrations/{path.name}" in listed, path.name
    for name in listed:
        assert (root / name).is_file(), name


def test_the_sample_seed_comes_from_the_commit(tmp_path: Path) -> None:
    """Each commit meets a sample of its own: the default seed is the commit's first eight
    hex digits, and a tree outside git still gets one (from the clock), said so."""
    import subprocess

    from tests.mutants.mutate import ROOT, commit_seed

    head = subprocess.run(
        ["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert commit_seed(ROOT) == (int(head[:8], 16), f"from commit {head[:10]}")
    seed, origin = commit_seed(tmp_path)
    assert 0 <= seed < 2**32
    assert origin == "from the clock: not a git checkout"
    # A folder inside the checkout is not the checkout.
    inner = ROOT / "tests" / "mutants"
    assert commit_seed(inner)[1] == "from the clock: not a git checkout"


def _outcome(m: Mutant, status: str, layer: str = "") -> Outcome:
    return Outcome(m.id, status, list(m.change), layer=layer)


def test_the_report_gives_the_first_run_per_group_and_module_with_survivors_and_reasons(
    tmp_path: Path,
) -> None:
    """The figure before any review is each mutant's first run: a survivor killed later by
    a new test still counts as a survivor there, and shows as killed under "now"; the rates
    are given per group (with "all") and per module; each survivor is listed with the lines
    it changes; the only mutants left out are those equivalent.toml lists, each shown with
    its reason; a run on other source text is not the mutant's run."""
    calc = mutants_of("tinypkg/calc.py", CALC, "core")
    other = [replace(m, path="tinypkg/other.py", id=m.id + "o", group="inputs") for m in calc]
    bug = _one(calc, "if-false", "x < 0", "False")
    [late] = [m for m in calc if (m.line_before, m.line_after) == ("return 0", "return 1")]
    same = _one(calc, "cmp", "x < 0", "(x <= 0)")
    unrun = _one(calc, "if-true", "x < 0", "True")
    [broken] = [m for m in calc if (m.line_before, m.line_after) == ("return 0", "return -1")]
    elsewhere = next(m for m in other if m.function == "first_refusal")
    stale = Outcome(elsewhere.id, "survived", ["tinypkg/other.py", "f", "cmp", "a", "b"])
    history = {
        bug.id: [_outcome(bug, "killed", "unit")],
        late.id: [_outcome(late, "survived"), _outcome(late, "killed", "unit")],
        same.id: [_outcome(same, "survived")],
        elsewhere.id: [stale, _outcome(elsewhere, "survived")],
    }
    listing = tmp_path / "equivalent.toml"
    listing.write_text(
        '[[equivalent]]\nfile = "tinypkg/calc.py"\nfunction = "clamp"\noperator = "cmp"\n'
        'original = "if x < 0:"\nmutated = "if (x <= 0):"\n'
        'reason = "clamp(0) is 0 on both branches"\n'
    )
    history[broken.id] = [_outcome(broken, "invalid")]
    summary = summarise(
        [bug, late, same, unrun, elsewhere, broken], history, load_equivalents(listing), "seed 7"
    )
    first, now = summary.first, summary.now
    assert (first["group"]["core"].killed, first["group"]["core"].survived) == (1, 1)
    assert (now["group"]["core"].killed, now["group"]["core"].survived) == (2, 0)
    assert first["group"]["core"].equivalent == 1
    assert (first["group"]["inputs"].killed, first["group"]["inputs"].survived) == (0, 1)
    assert (first["group"]["all"].killed, first["group"]["all"].survived) == (1, 2)
    assert first["module"]["tinypkg/calc.py"].rate == "50.0%"
    assert now["module"]["tinypkg/calc.py"].rate == "100.0%"
    assert first["module"]["tinypkg/other.py"].rate == "0.0%"
    assert summary.groups is first["group"], "--require checks the first run"
    assert [m.id for m, _ in summary.survivors] == [late.id, elsewhere.id]
    assert summary.waiting == 1

    text = summary.text
    assert text.startswith("seed 7\n")
    group_lines = text.split("by group", 1)[1].split("\n\n", 1)[0].splitlines()
    assert any(line.split()[:3] == ["core", "1/2", "50.0%"] for line in group_lines)
    assert any(line.split()[:5] == ["all", "1/3", "33.3%", "2/3", "66.7%"] for line in group_lines)
    modules = text.split("by module", 1)[1].split("\n\n", 1)[0]
    assert "tinypkg/calc.py" in modules and "tinypkg/other.py" in modules
    survivors = text.split("survivors of the first run: 2 (1 still survive)", 1)[1]
    assert f"{late.id}  tinypkg/calc.py:{late.line}  [num]  (now killed by unit)" in survivors
    assert "- return 0" in survivors and "+ return 1" in survivors
    assert f"{elsewhere.id}  tinypkg/other.py:{elsewhere.line}" in survivors
    assert "(survives)" in survivors
    left_out = text.split("left out as reviewed equivalent (equivalent.toml): 1", 1)[1]
    assert same.id in left_out and "why: clamp(0) is 0 on both branches" in left_out
    assert "not run yet: 1" in text and summary.invalid == 1
    assert "not a program (the mutated file does not compile), not scored: 1" in text


def test_require_reads_the_first_run_and_results_are_kept_per_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--require`` fails on the first run's rate even when a later rerun kills every
    survivor, and the default results file belongs to the seed: another seed starts from
    nothing, so a new sample never reuses verdicts given against other tests."""
    from tests.mutants import mutate

    root = _repo(tmp_path)
    mutants = mutants_of("tinypkg/calc.py", CALC, "tinypkg/calc.py")
    chosen = sample(mutants, 2, seed=5)
    results = mutate.HERE / ".results" / "seed-5.jsonl"
    assert not results.exists() or "tinypkg" not in results.read_text()
    lines = [json.dumps(asdict(_outcome(m, "survived"))) for m in chosen]
    lines += [json.dumps(asdict(_outcome(m, "killed", "unit"))) for m in chosen]
    own = tmp_path / "results.jsonl"
    own.write_text("\n".join(lines) + "\n")
    args = ["report", "--root", str(root), "--target", "tinypkg/calc.py=2", "--seed", "5"]
    assert mutate.main([*args, "--results", str(own), "--require", "tinypkg/calc.py=50"]) == 1
    out = capsys.readouterr().out
    assert out.startswith("sample seed 5 (given); results in ")
    assert "REQUIRED tinypkg/calc.py >= 50% on the first run: got 0.0%" in out
    assert "survivors of the first run: 2 (0 still survive)" in out
    # Another seed's file is another file: nothing of this sample is found there.
    other = tmp_path / "seed-6.jsonl"
    assert mutate.main([*args[:-1], "6", "--results", str(other)]) == 0
    assert "not run yet: 2" in capsys.readouterr().out


def test_show_finds_a_mutant_of_any_group_by_its_id(capsys: pytest.CaptureFixture[str]) -> None:
    """``mutate.py show ID`` shows the change of a mutant of any group without --target (an
    id starts with its group), and an id that names no mutant is said, not a traceback."""
    from tests.mutants.mutate import main

    assert main(["show", "conformance:files.py:check_new:if-false:0"]) == 0
    out = capsys.readouterr().out
    assert out.startswith(
        "conformance:files.py:check_new:if-false:0  bohnanza/conformance/files.py:"
    )
    assert "[if-false]" in out and "if os.path.lexists(path):" in out
    assert main(["show", "inputs:nowhere.py:f:cmp:0"]) == 2
    assert capsys.readouterr().err == "no such mutant: inputs:nowhere.py:f:cmp:0\n"


def test_a_layer_killed_from_outside_runs_again_once(tmp_path: Path) -> None:
    """A pytest ended by a signal the tool did not send (another process's kill on a
    shared machine) says nothing of the mutant: the layer runs again; ended so twice, the
    unmutated copy's run stops saying so, and a mutant's layer failed."""
    root = _repo(tmp_path)
    marker = tmp_path / "killed-once"
    (root / "tests" / "unit" / "test_killed.py").write_text(
        "import os, pathlib, signal\n\n\n"
        "def test_killed_the_first_time():\n"
        f"    marker = pathlib.Path({str(marker)!r})\n"
        "    if not marker.exists():\n"
        "        marker.write_text('x')\n"
        "        os.kill(os.getpid(), signal.SIGTERM)\n"
    )
    copy = Copy(root, "tinypkg", tmp_path)
    try:
        status, _, _ = copy.run_layer(None, ["tests/unit"], 120, sys.executable)
        assert status == "passed" and marker.exists()
        (copy.dir / "tests" / "unit" / "test_killed.py").write_text(
            "import os, signal\n\n\ndef test_always_killed():\n"
            "    os.kill(os.getpid(), signal.SIGTERM)\n"
        )
        with pytest.raises(SystemExit, match=r"pytest could not run \(-15\)"):
            copy.run_layer(None, ["tests/unit"], 120, sys.executable)
        # A mutant's layer that dies twice so failed: its tests died.
        bug = _one(mutants_of("tinypkg/calc.py", CALC, "core"), "if-false", "x < 0", "False")
        status, _, why = copy.run_layer(bug, ["tests/unit"], 120, sys.executable)
        assert (status, why) == ("failed", "pytest ended by signal 15")
    finally:
        copy.remove()


SHAPES = """\
def shapes(xs: list[int], k: int, box: dict[int, int]) -> object:
    box[k] = 1
    box.size = k
    y = _helper(xs, k)
    z = divmod(k, 3)
    low = min(k, 2)
    back = xs[::-1]
    middle = xs[k : len(xs) - k]
    if k > 1:
        return y
    return z if not k else (back, middle, low)
"""


def test_the_operators_an_outside_mutator_uses_are_ours_too() -> None:
    """Arguments swapped, a private helper bypassed, a slice bound moved, a reversal
    dropped, a store deleted, a test negated: each found where it applies, and not where it
    would change nothing (min/max's arguments)."""
    found = {(m.operator, m.original, m.mutated) for m in mutants_of("tinypkg/s.py", SHAPES)}
    assert {
        ("del", "box[k] = 1", "pass"),
        ("del", "box.size = k", "pass"),
        ("args", "_helper(xs, k)", "(_helper(k, xs))"),
        ("call", "_helper(xs, k)", "(xs)"),
        ("args", "divmod(k, 3)", "(divmod(3, k))"),
        ("arith", "min(k, 2)", "(k)"),
        ("rev", "xs[::-1]", "(xs)"),
        ("slice", "k", "(k + 1)"),
        ("slice", "len(xs) - k", "(len(xs) - k + 1)"),
        ("neg", "k > 1", "(not k > 1)"),
        ("neg", "not k", "(k)"),
    } <= found
    assert not any(op == "args" and "min" in before for op, before, _ in found)
    assert not any(op == "call" and "divmod" in before for op, before, _ in found)
    # each applies to a source that still parses
    for m in mutants_of("tinypkg/s.py", SHAPES):
        compile(m.apply(SHAPES), "s.py", "exec")


def test_every_planted_bug_still_finds_its_place() -> None:
    """run.py plants seven known bugs by replacing one exact piece of the referee's text:
    after a refactor that piece may be gone, and ``nox -s mutants`` would stop at once.
    Each anchor is in its file exactly once, and the planted text differs from it."""
    from tests.mutants.run import MUTANTS, RunnerError, mutate

    root = Path(__file__).resolve().parents[2]
    for planted in MUTANTS:
        text = (root / planted.path).read_text(encoding="utf-8")
        assert mutate(text, planted) != text, planted.key
    with pytest.raises(RunnerError, match="occurs 0 times"):
        mutate("nothing here\n", MUTANTS[0])
