"""Every edition at every layer: for every preset and every player count it allows, one
seeded game of the built-in bots through ``simulate`` (its record written), ``verify`` of
that record, the viewer's page of it, the SVG of its end and of each seat's view of it,
each in the edition's language.  ``play`` has its own matrix (tests/test_play_matrix.py),
the environments theirs (tests/integrations), the viewer in Chromium tests/browser; this
one catches an edition or a player count that a layer leaves behind."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import bohnanza
from bohnanza.cli import main
from bohnanza.records import replay
from bohnanza.records.html import page
from bohnanza.svg import draw
from bohnanza.views import view

CASES = [
    (name, players)
    for name in bohnanza.editions()
    for players in bohnanza.edition(name).player_counts
]
#: Words that only an English text writes (a French page showing one leaks English).
ENGLISH_ONLY = re.compile(r"\b(?:coins|step \d|hand|winner|turn \d|deck)\b")


def test_the_matrix_holds_every_preset_and_count() -> None:
    assert {name for name, _ in CASES} == set(bohnanza.editions())
    assert len(CASES) == sum(len(bohnanza.edition(n).player_counts) for n in bohnanza.editions())
    assert ("rio-grande-2000", 2) in CASES and ("ladybohn", 5) in CASES


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
@pytest.mark.parametrize(("edition", "players"), CASES)
def test_every_layer_plays_the_edition(
    edition: str, players: int, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    language = bohnanza.edition(edition).language
    argv = ["simulate", "--games", "1", "--seed", "7", "--edition", edition]
    argv += ["--players", str(players), "--bots", "planner,greedy,random", "--json"]
    assert main([*argv, "--records", str(tmp_path)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 1
    assert summary["edition"] == edition
    assert len(summary["per_game"]) == 1
    (path,) = tmp_path.iterdir()

    assert main(["verify", str(path)]) == 0
    told = capsys.readouterr().out
    assert told

    record = bohnanza.load_record(path.read_text(encoding="utf-8"))
    done = replay(record)
    assert done.legal
    end = done.final
    assert end.is_over
    html, legal = page(record)
    assert legal
    assert f'<html lang="{language}"' in html

    pictures = [draw(end)] + [draw(view(end, seat)) for seat in range(players)]
    for svg in pictures:
        assert svg.startswith("<svg") or svg.startswith("<?xml")
        text = " ".join(re.findall(r">([^<>]+)<", svg))
        if language == "fr":
            assert "tour" in text
            assert not ENGLISH_ONLY.search(text), ENGLISH_ONLY.search(text)
        else:
            assert ENGLISH_ONLY.search(text)
