"""What ``bohnanza.catalogue`` promises, read from a specification folder of our own: each
clause's fields and their defaults (kind "rule", no section, not implied), its quote on
one line, its players, cross-references and decisions; an id twice refused naming the
file; the decisions with their alternatives, other presets' readings and quotes; the
installed copy preferred to the source tree's, and a missing catalogue (``clause`` then
finds nothing)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from bohnanza import catalogue as module
from bohnanza.catalogue import Clause, Decision, catalogue, clause, decisions, specs_dir

BOOK_A = """
[rulebook]
id = "900"

[[clause]]
id = "900/plant.first"
section = "Planting"
kind = "example"
quote = '''Plant the   first
   card.'''
players = [3, 4]
see = ["900/plant.second"]
decisions = ["plant.some-point"]
implied = true

[[clause]]
id = "900/bare"
quote = "Bare."
"""

BOOK_B = """
[rulebook]
id = "901"

[[clause]]
id = "901/x"
section = "S"
quote = "X."
"""

DECISIONS = """
[[decision]]
id = "plant.some-point"
question = "Must it?"
option = "plant.must"
choice = "may"
choices = { amigo-fr = "must", ladybohn = "may" }
rationale = "Because."
[[decision.alternative]]
value = "must"
reading = "It must."
[[decision.alternative]]
value = "may"
[[decision.quotes]]
source = "900"
section = "Planting"
text = "Plant the first card."

[[decision]]
id = "bare"
"""


@pytest.fixture
def specs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    folder = tmp_path / "specs"
    (folder / "catalogue").mkdir(parents=True)
    (folder / "catalogue" / "900.toml").write_text(BOOK_A, "utf-8")
    (folder / "catalogue" / "901.toml").write_text(BOOK_B, "utf-8")
    (folder / "decisions.toml").write_text(DECISIONS, "utf-8")
    monkeypatch.setattr(module, "specs_dir", lambda: folder)
    catalogue.cache_clear()
    decisions.cache_clear()
    yield folder
    catalogue.cache_clear()
    decisions.cache_clear()


def test_each_clause_with_its_fields_and_defaults(specs: Path) -> None:
    found = catalogue()
    assert list(found) == ["900/plant.first", "900/bare", "901/x"]
    assert found["900/plant.first"] == Clause(
        id="900/plant.first", rulebook="900", section="Planting", kind="example",
        quote="Plant the first card.", players=(3, 4), see=("900/plant.second",),
        decisions=("plant.some-point",), implied=True,
    )  # fmt: skip
    assert found["900/bare"] == Clause("900/bare", "900", "", "rule", "Bare.", ())
    assert found["900/bare"].implied is False and found["900/bare"].key == "bare"
    assert found["900/plant.first"].key == "plant.first"
    assert clause("901/x") == Clause("901/x", "901", "S", "rule", "X.", ())
    assert clause("901/nothing") is None
    with pytest.raises(TypeError):
        found["new"] = found["901/x"]  # type: ignore[index]


def test_an_id_twice_is_refused_naming_its_file(specs: Path) -> None:
    (specs / "catalogue" / "902.toml").write_text(BOOK_B.replace('"901"', '"902"'), "utf-8")
    with pytest.raises(ValueError, match=r"^duplicate catalogue id 901/x in 902\.toml$"):
        catalogue()


def test_the_decisions_with_their_readings(specs: Path) -> None:
    found = decisions()
    assert list(found) == ["plant.some-point", "bare"]
    assert found["plant.some-point"] == Decision(
        id="plant.some-point", question="Must it?", option="plant.must", choice="may",
        alternatives=(("must", "It must."), ("may", "")),
        choices=(("amigo-fr", "must"), ("ladybohn", "may")),
        quotes=(("900", "Planting", "Plant the first card."),), rationale="Because.",
    )  # fmt: skip
    assert found["bare"] == Decision("bare", "", "", "", ())
    with pytest.raises(TypeError):
        found["x"] = found["bare"]  # type: ignore[index]


def test_the_installed_copy_is_preferred_and_a_missing_one_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    package = tmp_path / "bohnanza"
    package.mkdir()
    monkeypatch.setattr(module, "__file__", str(package / "catalogue.py"))
    with pytest.raises(FileNotFoundError, match=r"specs/catalogue\) is not installed"):
        specs_dir()
    (tmp_path / "specs" / "catalogue").mkdir(parents=True)
    assert specs_dir() == tmp_path / "specs"
    (package / "_specs").mkdir()  # no catalogue in it: not the specification
    assert specs_dir() == tmp_path / "specs"
    (package / "_specs" / "catalogue").mkdir()
    assert specs_dir() == package / "_specs"


def test_clause_finds_nothing_when_no_catalogue_is_installed(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    def missing() -> Path:
        raise FileNotFoundError("the rule catalogue (specs/catalogue) is not installed")

    monkeypatch.setattr(module, "specs_dir", missing)
    catalogue.cache_clear()
    try:
        assert clause("002/harvest.protection") is None
    finally:
        monkeypatch.undo()
        catalogue.cache_clear()
    assert clause("002/harvest.protection") is not None  # the real one, read again
