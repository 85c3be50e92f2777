"""Pictures of the table (bohnanza.svg) and the record viewer's page (bohnanza.records.html),
without a browser: what is drawn, and that a seat's picture shows nothing it may not see."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

import bohnanza
from bohnanza.bots import play_random
from bohnanza.cli import main
from bohnanza.errors import InvalidActionError
from bohnanza.svg import draw

SVG = "{http://www.w3.org/2000/svg}"


def _uses(picture: str) -> list[str]:
    root = ET.fromstring(picture)  # well-formed XML
    return [u.get("href", "") for u in root.iter(f"{SVG}use")]


def _glyph(card: bohnanza.Card) -> str:
    key = card.variety.key
    return f"#c-{key}-{card.kind}" if card.kind else f"#c-{key}"


def _middle(edition: str, players: int, seed: int) -> bohnanza.GameState:
    state = bohnanza.new_game(edition, players, seed=seed)
    rng = random.Random(seed)
    for _ in range(120):
        if state.is_over:
            break
        state = bohnanza.apply(state, bohnanza.bots.random_move(state, rng, 0.3))
    return state


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
@pytest.mark.parametrize("edition", ["rio-grande-2000", "amigo-fr", "ladybohn"])
def test_a_state_shows_every_card_on_the_table(edition: str) -> None:
    state = _middle(edition, 4, 3)
    uses = _uses(draw(state))
    hands = [c for p in state.players for c in p.hand]
    fields = [c for p in state.players for f in p.fields for c in f[:14]]
    for card in (*hands, *fields, *state.face_up):
        assert _glyph(card) in uses
    drawn = sum(1 for u in uses if u != "#back")
    assert drawn == len(hands) + len(fields) + len(state.face_up) + len(state.offer) + (
        1 if state.discard else 0
    ) + sum(len(p.set_aside) for p in state.players)
    if edition == "ladybohn":  # the kinds are written on the cards that are seen
        assert re.search(r">(mister|miss|bébé)<", draw(state))


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
@pytest.mark.parametrize("edition", ["rio-grande-2000", "ladybohn"])
def test_a_seat_sees_backs_and_nothing_of_a_hidden_card(edition: str) -> None:
    state = _middle(edition, 4, 5)
    seat = 2
    picture = draw(bohnanza.view(state, seat))
    uses = _uses(picture)
    others = sum(len(p.hand) for k, p in enumerate(state.players) if k != seat)
    assert uses.count("#back") == others + (1 if state.deck else 0) * min(3, len(state.deck))
    # The twin: other hands and the deck dealt otherwise, the same picture.
    players = list(state.players)
    pool = [c for k, p in enumerate(players) if k != seat for c in p.hand] + list(state.deck)
    random.Random(1).shuffle(pool)
    for k, p in enumerate(players):
        if k != seat:
            players[k], pool = p.replace(hand=tuple(pool[: len(p.hand)])), pool[len(p.hand) :]
    twin = state.replace(players=tuple(players), deck=tuple(pool))
    assert twin != state
    assert draw(bohnanza.view(twin, seat)) == picture
    # ... and no symbol is defined for a card the seat does not see.
    defined = set(re.findall(r'<symbol id="([^"]+)"', picture))
    seen = bohnanza.view(state, seat).card_ids
    assert defined <= {_glyph(state.table.cards[i])[1:] for i in seen} | {"back"}


def test_notebooks_get_the_picture() -> None:
    state = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    assert state._repr_svg_() == draw(state)
    v = bohnanza.view(state, 1)
    assert v._repr_svg_() == draw(v)
    with pytest.raises(InvalidActionError, match="GameState or a PlayerView"):
        draw("a state")  # type: ignore[arg-type]


def test_the_end_of_a_game_is_drawn() -> None:
    final, _moves = play_random(bohnanza.new_game("rio-grande-2000", 3, seed=2), random.Random(2))
    assert "game over" in draw(final)


def test_replay_writes_a_self_contained_page(tmp_path: Path) -> None:
    assert main(["simulate", "--games", "1", "--players", "2", "--records", str(tmp_path)]) == 0
    out = tmp_path / "page.html"
    assert (
        main(
            [
                "replay",
                str(
                    tmp_path / "game-0001.json",
                ),
                "--html",
                str(out),
            ]
        )
        == 0
    )
    text = out.read_text("utf-8")
    assert text.startswith("<!doctype html>") and "DecompressionStream" in text
    # Nothing is fetched: no address but the SVG namespace.
    assert not re.search(r"(src|href)=\"(https?:)?//", text)
    assert main(["replay", str(tmp_path / "nothing.json"), "--html", str(out)]) == 2


def test_replay_replaces_a_link_rather_than_writing_through_it(tmp_path: Path) -> None:
    assert main(["simulate", "--games", "1", "--players", "2", "--records", str(tmp_path)]) == 0
    victim = tmp_path / "victim.txt"
    victim.write_text("precious", "utf-8")
    (tmp_path / "page.html").symlink_to(victim)
    assert (
        main(["replay", str(tmp_path / "game-0001.json"), "--html", str(tmp_path / "page.html")])
        == 0
    )
    assert victim.read_text("utf-8") == "precious"
    assert not (tmp_path / "page.html").is_symlink()


def test_version_names_the_build(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    out = capsys.readouterr().out
    build = "compiled" if bohnanza.COMPILED else "pure Python"
    assert out == f"bohnanza {bohnanza.__version__} ({build} build)\n"


def test_empty_fields_are_drawn_as_dashed_outlines_and_planted_ones_are_not() -> None:
    """interface:svg.py:draw:not:1 (issue 30's mutation run)."""
    dashed = 'stroke-dasharray="4 3"'
    start = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    assert draw(start).count(dashed) == 8  # 4 seats, 2 empty fields each
    planted = bohnanza.compose(
        "rio-grande-2000", 4, fields={0: [["Blue"], ["Wax"]]}, deck=["Soy"] * 5
    )
    assert draw(planted).count(dashed) == 6


def test_the_deck_and_discard_labels_share_one_line() -> None:
    """interface:svg.py:draw:num:37 (issue 30's mutation run)."""
    picture = draw(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    deck = re.search(r'<text x="12" y="([0-9.]+)"[^>]*>deck ', picture)
    discard = re.search(r'<text x="100" y="([0-9.]+)"[^>]*>discard ', picture)
    assert deck and discard and deck.group(1) == discard.group(1)


def test_the_hands_line_up_whether_a_seat_has_two_fields_or_three() -> None:
    """interface:svg.py:draw:num:101 (issue 30's mutation run)."""
    s = bohnanza.compose("rio-grande-2000", 4, coins={0: 3}, deck=["Soy"] * 5)
    s = bohnanza.apply(s, bohnanza.BuyField(0))
    assert len(s.players[0].fields) == 3 and len(s.players[1].fields) == 2
    xs = set(re.findall(r'<text x="([0-9.]+)" y="[0-9.]+"[^>]*>hand: ', draw(s)))
    assert len(xs) == 1, xs


def _frames(html: str) -> list[dict[str, object]]:
    """The frames a viewer page carries: gzipped JSON in base64."""
    import base64
    import gzip
    import json

    found = re.search(r'id="frames"[^>]*>([^<]*)<', html)
    assert found
    frames: list[dict[str, object]] = json.loads(gzip.decompress(base64.b64decode(found[1])))
    return frames


def test_the_viewer_captions_the_deal_in_the_games_language() -> None:
    """interface:viewer.py:page:if-false:4 (issue 30's mutation run)."""
    from bohnanza.records import record_game
    from bohnanza.records.html import page

    for edition, caption in (
        ("original-1997-fr", "Début de la partie"),
        ("rio-grande-2000", "The deal"),
    ):
        start = bohnanza.new_game(edition, 3, seed=1)
        final, moves = play_random(start, random.Random(1), 0.0)
        html, legal = page(record_game(start, moves))
        frames = _frames(html)
        assert legal and final.is_over and frames[0]["move"] == caption
        assert len(frames) == len(moves) + 1
