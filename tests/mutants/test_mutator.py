"""The mutator itself, on a tiny package: it finds mutants, a real bug is killed, an
equivalent mutant survives and, once listed, counts for nothing."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.mutants.mutate import (
    Copy,
    Mutant,
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
    outcomes = {killed.id: killed, alive.id: alive}

    report, groups = summarise([bug, same], outcomes, {})
    assert (groups["core"].killed, groups["core"].survived) == (1, 1)
    assert same.id in report.split("survivors:")[1]

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
    report, groups = summarise([bug, same], outcomes, load_equivalents(listing))
    core = groups["core"]
    assert (core.killed, core.survived, core.equivalent, core.rate) == (1, 0, 1, "100.0%")
    assert "survivors: 0" in report


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
