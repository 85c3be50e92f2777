"""Golden vectors: what they hold is what the referee says, read back with plain JSON."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import bohnanza
from bohnanza.conformance.vectors import write_vectors
from bohnanza.notation import read_move
from bohnanza.position import from_dict


def test_vectors_hold_the_rare_cases_and_agree_with_the_referee(tmp_path: Path) -> None:
    paths = write_vectors("rio-grande-2000", tmp_path, games=6)
    assert [p.name for p in paths] == [f"rio-grande-2000-{n}p.jsonl" for n in range(2, 8)]
    for path in paths:
        lines = path.read_text(encoding="utf-8").splitlines()
        header = json.loads(lines[0])
        assert header["format"] == "bohnanza-vectors" and header["version"] == 1
        cases = [json.loads(line) for line in lines[1:]]
        names = {c["case"] for c in cases}
        assert {"start", "over", "exhaustion-1"} <= names
        if header["players"] == 2:
            assert {"end-duel", "duel-chain"} <= names
        else:
            assert {"end-step2", "end-step4", "exhaustion-2"} <= names
        # up to six refused moves a position (docs/conformance.md), six where there are
        # that many near misses
        assert max(len(c["illegal"]) for c in cases) == 6
        for case in cases[:6]:
            state = from_dict(case["position"])
            legal = bohnanza.legal_actions(state).basic
            assert [m["referee"] for m in case["legal"]] == [str(m) for m in legal]
            for entry in case["legal"]:
                move = read_move(state, entry["move"])
                assert from_dict(entry["after"]) == bohnanza.apply(state, move)
            for entry in case["illegal"]:
                refusal = bohnanza.check(state, read_move(state, entry["move"]))
                assert refusal is not None and refusal.rule == entry["rule"]  # type: ignore[union-attr]
            if case["case"] == "over":
                assert case["scores"] == list(bohnanza.outcome(state).scores)  # type: ignore[union-attr]


def test_the_same_arguments_write_the_same_bytes(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "bohnanza", "vectors", "--edition", "original-1997-fr",
         "--out", str(tmp_path / "a"), "--games", "2"],
        capture_output=True, text=True, timeout=300, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "3 files" in done.stdout
    write_vectors("original-1997-fr", tmp_path / "b", games=2)
    for name in ("original-1997-fr-3p.jsonl", "original-1997-fr-5p.jsonl"):
        assert (tmp_path / "a" / name).read_bytes() == (tmp_path / "b" / name).read_bytes()


def test_the_examples_of_the_kit_docs_run() -> None:
    import doctest

    docs = Path(__file__).resolve().parent.parent.parent / "docs"
    for name, least in (("positions.md", 5), ("conformance.md", 12)):
        failed, tried = doctest.testfile(
            str(docs / name),
            module_relative=False,
            optionflags=doctest.NORMALIZE_WHITESPACE | doctest.ELLIPSIS,
        )
        assert tried >= least, name
        assert failed == 0, name
