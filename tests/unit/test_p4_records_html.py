"""The record viewer's page (``bohnanza.records.html``, ``bohnanza replay --html``): one frame
per position with the move in words, the summary, the slider, the refusal of an illegal move,
the game's language, and the page written through ``bohnanza.files``."""

from __future__ import annotations

import base64
import gzip
import html
import json
import random
import re
from functools import cache
from pathlib import Path

import attrs
import pytest

import bohnanza
from bohnanza.actions import Harvest, Plant
from bohnanza.bots import play_random
from bohnanza.catalogue import clause
from bohnanza.files import UnwritableError
from bohnanza.records import Record, record_game
from bohnanza.records.html import page, write_page


@cache
def _game(edition: str = "rio-grande-2000", seed: int = 4) -> tuple[Record, bohnanza.GameState]:
    start = bohnanza.new_game(edition, 3, seed=seed)
    final, moves = play_random(start, random.Random(seed))
    return record_game(start, moves, result=bohnanza.outcome(final)), final


def _frames(text: str) -> list[dict[str, object]]:
    found = re.search(r'<script id="frames" type="application/octet-stream">(.*?)</script>', text)
    assert found is not None
    frames = json.loads(gzip.decompress(base64.b64decode(found.group(1))))
    assert isinstance(frames, list)
    return frames


def _summary(text: str) -> str:
    found = re.search(r'<p id="summary">(.*?)</p>', text)
    assert found is not None
    return found.group(1)


def _refusal(text: str) -> str:
    found = re.search(r'<div id="refusal" hidden>(.*?)</div>', text, re.S)
    assert found is not None
    return found.group(1)


def test_a_finished_game_has_a_frame_per_position_and_names_its_end() -> None:
    record, final = _game()
    text, legal = page(record)
    assert legal
    frames = _frames(text)
    # The deal, then one frame after each move; only the last is marked last.
    assert len(frames) == len(record.actions) + 1
    assert [i for i, f in enumerate(frames) if f.get("last")] == [len(frames) - 1]
    assert frames[0]["move"] == "The deal"
    for index, frame in enumerate(frames[1:]):
        assert str(frame["move"]).startswith(f"{index + 1}. ")
        assert str(frame["svg"]).startswith("<svg")
    # The slider runs from the deal to the last frame.
    assert f'min="0" max="{len(frames) - 1}" value="0"' in text
    assert "const REFUSED = false;" in text
    assert _refusal(text) == ""
    # The summary and the last frame name the end; only the move that ended the game
    # says that every field is sold.
    summary = _summary(text)
    assert summary.startswith(f"Game over after {final.turn} turns: winner ")
    assert "ranking: 1st " in summary
    last = str(frames[-1]["move"])
    assert "; the game ends: every field is sold; winner " in last
    ended = [f for f in frames if "the game ends: every field is sold" in str(f["move"])]
    assert len(ended) == 1
    title = html.escape(
        f"{final.table.edition.title}: {', '.join(final.table.names)} (seed {record.seed})"
    )
    assert f"<title>{title}</title>" in text and f"<h1>{title}</h1>" in text
    assert '<html lang="en">' in text


def test_each_move_names_its_player_and_nobody_is_you() -> None:
    # A record is the whole game, told to nobody in particular: every move names its
    # player by number and name, seat 0's as any other's.
    record, final = _game()
    frames = _frames(page(record)[0])
    names = final.table.names
    for index, move in enumerate(record.actions):
        seat = move.seat
        told = str(frames[index + 1]["move"])
        assert told.startswith(f"{index + 1}. {seat + 1} {names[seat]} "), told
        assert " you " not in f" {told} "
    assert {m.seat for m in record.actions} == {0, 1, 2}


def test_the_card_faces_are_defined_once_for_every_frame() -> None:
    record, _ = _game()
    text = page(attrs.evolve(record, actions=record.actions[:5], result=None))[0]
    frames = _frames(text)
    assert all("<defs" not in str(f["svg"]) and "<symbol" not in str(f["svg"]) for f in frames)
    assert text.count("<symbol") > 0
    assert all(text.count(f'id="{key}"') <= 1 for key in re.findall(r'<symbol id="([^"]+)"', text))


def test_a_sale_says_the_coins_the_field_earned() -> None:
    record, _ = _game()
    frames = _frames(page(record)[0])
    state = record.start()
    sales = 0
    for index, move in enumerate(record.actions):
        after = bohnanza.apply(state, move)
        if isinstance(move, Harvest):
            earned = len(after.players[move.seat].coin_ids) - len(state.players[move.seat].coin_ids)
            word = "coin" if earned == 1 else "coins"
            told = str(frames[index + 1]["move"])
            assert f" sells field {move.field + 1} (" in told
            assert f") for {earned} {word}" in told, told
            sales += 1
        state = after
    assert sales > 5


def test_the_summary_of_a_game_not_over_counts_its_moves() -> None:
    record, _ = _game()
    for count, words in ((0, "0 moves"), (1, "1 move"), (2, "2 moves"), (7, "7 moves")):
        partial = attrs.evolve(record, actions=record.actions[:count], result=None)
        text, legal = page(partial)
        assert legal and _summary(text) == words
        frames = _frames(text)
        assert len(frames) == count + 1 and frames[-1].get("last") is True
        assert "every field is sold" not in str(frames[-1]["move"])


def test_an_illegal_move_ends_the_page_with_its_refusal_and_rule() -> None:
    record, _ = _game()
    head = record.actions[:3]
    state = bohnanza.replay(attrs.evolve(record, actions=head, result=None)).final
    bad = Plant(2, state.players[2].hand[0].id, 0)
    error = bohnanza.check(state, bad)
    assert isinstance(error, bohnanza.IllegalActionError)
    text, legal = page(attrs.evolve(record, actions=(*head, bad, *record.actions[3:])))
    assert not legal
    assert _summary(text) == "illegal move at index 3; the record stops being legal there"
    frames = _frames(text)
    assert len(frames) == 4 and frames[-1].get("last") is True
    refusal = _refusal(text)
    assert refusal.startswith(f"<strong>Illegal move 4 (index 3): <code>{bad}</code></strong><br>")
    assert f"rule <code>{error.rule}</code>: {error.reason}" in refusal
    found = clause(error.rule)
    assert found is not None
    assert "<blockquote>" in refusal and refusal.endswith("</blockquote>")
    assert "const REFUSED = true;" in text


def test_a_move_that_does_not_fit_the_table_is_shown_with_its_error() -> None:
    record, _ = _game()
    text, legal = page(attrs.evolve(record, actions=(Harvest(7, 0),), result=None))
    assert not legal
    assert _summary(text) == "illegal move at index 0; the record stops being legal there"
    assert _refusal(text) == (
        "<strong>Illegal move 1 (index 0): <code>7 harvest 0</code></strong><br>"
        "7 harvest 0: seat 7 does not exist (seats are 0-2)"
    )
    assert len(_frames(text)) == 1


def test_a_french_game_reads_in_french() -> None:
    record, final = _game("amigo-fr", 5)
    text, legal = page(record)
    assert legal and '<html lang="fr">' in text
    frames = _frames(text)
    assert frames[0]["move"] == "Début de la partie"
    assert _summary(text).startswith(f"Partie finie après {final.turn} tours : ")
    assert "fin de la partie : tous les champs sont vendus" in str(frames[-1]["move"])
    assert f"(graine {record.seed})" in text
    sold = [str(f["move"]) for f in frames if " pièce" in str(f["move"])]
    assert sold and all(re.search(r"\d+ pièces?$", m) for m in sold)
    partial, _ = page(attrs.evolve(record, actions=record.actions[:1], result=None))
    assert _summary(partial) == "1 coup"
    partial, _ = page(attrs.evolve(record, actions=record.actions[:2], result=None))
    assert _summary(partial) == "2 coups"


def test_the_same_record_gives_the_same_page() -> None:
    record, _ = _game()
    assert page(record)[0] == page(record)[0]


def test_the_page_is_written_whole_and_never_over_its_input(tmp_path: Path) -> None:
    record, _ = _game()
    text, _ = page(attrs.evolve(record, actions=record.actions[:2], result=None))
    out = tmp_path / "game.html"
    write_page(str(out), text)
    assert out.read_text(encoding="utf-8") == text
    source = tmp_path / "game.json"
    source.write_text(record.to_json(), encoding="utf-8")
    with pytest.raises(UnwritableError, match="the command's own input"):
        write_page(str(source), text, inputs=[str(source)])
    assert source.read_text(encoding="utf-8") == record.to_json()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.html", "game.json"]
