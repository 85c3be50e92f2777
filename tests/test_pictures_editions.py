"""The pictures (bohnanza.svg) and the record viewer's page (bohnanza.records.html) in every
edition, without a browser: the end names the winners and the ranking, each step is
captioned in its rulebook's words (the duel's own), ``size`` and ``lastmove``, Ladybohn's
fields priced by their top card, one bean name per language, every text of the page in the
game's language; and twin tests: a seat's picture is the same for two states that differ
only in what the seat may not see."""

from __future__ import annotations

import base64
import gzip
import json
import random
import re
import xml.etree.ElementTree as ET
from html import unescape
from pathlib import Path

import attrs
import pytest

import bohnanza
from bohnanza.actions import Offer
from bohnanza.bots import play_random, random_move
from bohnanza.cards import varieties
from bohnanza.cli import main
from bohnanza.errors import InvalidActionError
from bohnanza.records import record_game
from bohnanza.records.html import page
from bohnanza.rules.harvesting import field_payout
from bohnanza.svg import CARD_W, LAST, draw, glyphs, ranking, step_caption, verdict

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")

SVG = "{http://www.w3.org/2000/svg}"

#: Every preset with a player count it allows: the duel in both its languages.
EDITIONS = [
    ("duel", "rio-grande-2000", 2),
    ("rio-grande", "rio-grande-2000", 4),
    ("amigo-fr", "amigo-fr", 3),
    ("amigo-fr-duel", "amigo-fr", 2),
    ("original-1997", "original-1997-fr", 3),
    ("original-1997-003", "original-1997-fr-003", 3),
    ("ladybohn", "ladybohn", 4),
]
IDS = [name for name, _e, _n in EDITIONS]


def _texts(picture: str) -> list[str]:
    """Every text of a picture, outside the card faces."""
    root = ET.fromstring(picture)
    faces = {id(t) for s in root.iter(f"{SVG}symbol") for t in s.iter(f"{SVG}text")}
    return [t.text or "" for t in root.iter(f"{SVG}text") if id(t) not in faces]


def _final(edition: str, players: int, seed: int) -> tuple[bohnanza.GameState, list[object]]:
    final, moves = play_random(
        bohnanza.new_game(edition, players, seed=seed), random.Random(seed), 0.3
    )
    return final, list(moves)


# -- the end of a game --------------------------------------------------------------------


@pytest.mark.parametrize(("name", "edition", "players"), EDITIONS, ids=IDS)
def test_the_end_names_the_winners_and_the_ranking(name: str, edition: str, players: int) -> None:
    final, _moves = _final(edition, players, 11)
    result = bohnanza.outcome(final)
    assert result is not None
    french = final.table.edition.language == "fr"
    names = final.table.names
    heading, *rest = _texts(draw(final))
    ended = verdict(final)
    assert ended is not None and ended[0] in heading and ended[1] in rest
    # The winners are named in the heading, and only they hold the first place.
    for seat in result.winners:
        assert f"{seat + 1} {names[seat]}" in ended[0]
    assert ended[0].startswith("gagnant" if french else "winner")
    places = ranking(result.scores, result.hand_sizes, final.table.rules.tie_break)
    assert tuple(s for s, p in enumerate(places) if p == 1) == result.winners
    # The ranking lists every seat once, best first, with its coins.
    assert ended[1].startswith("classement : " if french else "ranking: ")
    listed = [
        int(m) - 1
        for m in re.findall(r"(?:^|, )\d+(?:er|e|st|nd|rd|th) (\d+) ", ended[1].split(": ", 1)[1])
    ]
    assert sorted(listed) == list(range(players))
    assert [result.scores[s] for s in listed] == sorted(result.scores, reverse=True)
    # Each seat's band says its place; a seat's view says the same end.
    for seat in range(players):
        badge = ("gagnant" if french else "winner") if places[seat] == 1 else None
        band = next(t for t in rest if t.startswith(f"{seat + 1} {names[seat]}"))
        assert band.endswith(badge) if badge else re.search(r"\| \d+(er|e|st|nd|rd|th)$", band)
        assert verdict(bohnanza.view(final, seat)) == ended


def test_a_tie_the_hands_do_not_break_is_shared() -> None:
    over = bohnanza.compose(
        "rio-grande-2000",
        ["Ann", "Bob", "Cy"],
        step=bohnanza.Step.OVER,
        coins={0: 5, 1: 5, 2: 3},
        hands={0: ["Blue"], 1: ["Wax"]},
    )
    assert bohnanza.outcome(over).winners == (0, 1)  # type: ignore[union-attr]
    assert verdict(over) == (
        "winners 1 Ann and 2 Bob with 5 coins each",
        "ranking: 1st 1 Ann 5 coins, 1st 2 Bob 5 coins, 3rd 3 Cy 3 coins",
    )
    broken = over.replace(
        players=(over.players[0], over.players[1].replace(hand=()), over.players[2])
    )
    assert bohnanza.outcome(broken).winners == (0,)  # type: ignore[union-attr]
    head, _ranking = verdict(broken)  # type: ignore[misc]
    assert head == "winner 1 Ann with 5 coins (the tie broken by the cards in hand)"
    assert verdict(bohnanza.new_game("rio-grande-2000", 3, seed=1)) is None
    for edition, head in (
        ("rio-grande-2000", "winners 1 Ann, 2 Bob and 3 Cy with 5 coins each"),
        ("amigo-fr", "gagnants 1 Ann, 2 Bob et 3 Cy avec 5 pièces chacun"),
    ):
        three = bohnanza.compose(edition, ["Ann", "Bob", "Cy"], step=bohnanza.Step.OVER,
                                 coins={0: 5, 1: 5, 2: 5})  # fmt: skip
        assert verdict(three)[0] == head  # type: ignore[index]


# -- the steps in their rulebook's words ---------------------------------------------------


def _steps_seen(edition: str, players: int, seed: int) -> dict[bohnanza.Step, str]:
    """A picture of the first position of each step a random game reaches."""
    state = bohnanza.new_game(edition, players, seed=seed)
    rng = random.Random(seed)
    seen: dict[bohnanza.Step, str] = {}
    while not state.is_over and len(seen) < 3:  # step 4 is never awaited
        seen.setdefault(state.step, _texts(draw(state))[0])
        state = bohnanza.apply(state, random_move(state, rng, 0.3))
    return seen


@pytest.mark.parametrize(
    ("edition", "words"),
    [
        (
            "rio-grande-2000",
            [
                "step 1: plant or discard offered bean cards",
                "step 2: plant bean cards & discard",
                "step 3: draw, plant, and offer beans",
            ],
        ),
        (
            "amigo-fr",
            [
                "phase 1 : planter ou défausser les cartes haricots offertes",
                "phase 2 : planter des cartes haricots et défausser",
                "phase 3 : piocher, planter et offrir des haricots",
            ],
        ),
    ],
)
def test_the_duel_is_captioned_with_its_own_steps(edition: str, words: list[str]) -> None:
    seen = _steps_seen(edition, 2, 3)
    duel = (bohnanza.Step.OFFER, bohnanza.Step.DUEL_PLANT, bohnanza.Step.DUEL_DRAW)
    assert set(seen) >= set(duel[1:])
    for step, heading in seen.items():
        assert words[step.number - 1] in heading
        assert not re.search(r"trade|échang", heading)


@pytest.mark.parametrize(
    ("edition", "step2"),
    [
        ("rio-grande-2000", "step 2: draw, trade & donate bean cards"),
        ("amigo-fr", "phase 2 : piocher et échanger des cartes haricot"),
        ("original-1997-fr", "phase 2 : échanges et dons"),
        ("original-1997-fr-003", "deuxième action : marchander et faire des cadeaux"),
        ("ladybohn", "phase 2 : piocher, échanger, donner des cartes haricots"),
    ],
)
def test_each_rulebook_names_its_steps(edition: str, step2: str) -> None:
    seen = _steps_seen(edition, 3, 2)
    assert step2 in seen[bohnanza.Step.TRADE]
    table = bohnanza.new_game(edition, 3, seed=1).table
    for step in (bohnanza.Step.PLANT, bohnanza.Step.PLANT_RECEIVED):
        assert step_caption(step, table.rulebook, table.edition.language) in seen[step]


# -- size and lastmove ---------------------------------------------------------------------


def test_size_scales_the_picture_and_keeps_its_drawing() -> None:
    state = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    full = ET.fromstring(draw(state))
    small = ET.fromstring(draw(state, size=400))
    assert full.get("width") == "1000" and small.get("width") == "400"
    assert small.get("height") == str(round(int(full.get("height", "0")) * 0.4))
    assert small.get("viewBox") == full.get("viewBox")
    for wrong in (0, -3, 2.5, True, "400"):
        with pytest.raises(InvalidActionError, match="size is a width in pixels"):
            draw(state, size=wrong)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="lastmove is a move"):
        draw(state, lastmove="0 plant 3 0")  # type: ignore[arg-type]


def _marks(picture: str) -> list[tuple[float, float]]:
    return [
        (float(x), float(y))
        for x, y in re.findall(r'<rect class="last" x="([-0-9.]+)" y="([-0-9.]+)"', picture)
    ]


def _used_at(picture: str, card: bohnanza.Card) -> list[tuple[float, float]]:
    key = card.variety.key + (f"-{card.kind}" if card.kind else "")
    return [
        (float(x), float(y))
        for x, y in re.findall(rf'<use href="#c-{key}" x="([-0-9.]+)" y="([-0-9.]+)"/>', picture)
    ]


@pytest.mark.parametrize(("name", "edition", "players"), EDITIONS, ids=IDS)
def test_lastmove_outlines_what_the_move_moved(name: str, edition: str, players: int) -> None:
    state = bohnanza.new_game(edition, players, seed=6)
    rng = random.Random(6)
    kinds: set[str] = set()
    while not state.is_over:
        move = random_move(state, rng, 0.3)
        after = bohnanza.apply(state, move)
        picture = draw(after, lastmove=move)
        if after.turn % 5 == 0:  # nothing marked without a last move
            assert not _marks(draw(after))
        marks = _marks(picture)
        kind = type(move).__name__
        if kind in ("Plant", "Keep", "Discard") and not after.is_over:
            card = after.table.cards[move.card]  # type: ignore[union-attr]
            # the outline sits on a place where the card's face is drawn
            at = {(x - 1.5, y - 1.5) for x, y in _used_at(picture, card)}
            assert set(marks) & at, (move, marks)
            kinds.add(kind)
        elif kind in ("Harvest", "BuyField", "Trade", "Donate", "Accept"):
            assert marks, move
            kinds.add(kind)
        elif kind == "LeaveOffer":  # the duel: the cards left, if any
            assert len(marks) == len(after.offer), move
            kinds.add(kind)
        elif kind == "Offer":
            assert 'class="last" fill=' in picture
            kinds.add(kind)
        elif kind in ("EndPlanting", "EndTrading"):
            assert not marks
        state = after
    assert {"Plant", "Harvest"} <= kinds


# -- Ladybohn: prices from the top card, one name per language -------------------------------


def _bold_prices(picture: str) -> list[str]:
    return re.findall(r'font-weight="bold" fill="#000">(\d+)</text>', picture)


def test_a_ladybohn_field_is_priced_by_its_top_card() -> None:
    # A mister under a miss: the miss on top prices the field (001, « la carte du haut »).
    blues = ["Blaue Bohne"] * 2
    state = bohnanza.compose(
        "ladybohn", 3, fields={0: [[*blues, "Blaue Bohne miss"]]}, deck=["Sojabohne"] * 5
    )
    field = state.players[0].fields[0]
    top, bottom = field[-1], field[0]
    assert (top.kind, bottom.kind) == ("miss", "mister")
    pays = state.table.pays

    def steps(card: bohnanza.Card) -> list[int]:  # the fewest cards paying 1, 2, ... coins
        return [next(n for n, c in enumerate(pays[card.id]) if c >= k) for k in range(1, 5)]

    assert steps(top) != steps(bottom)
    picture = draw(state)
    meter = re.search(
        r">cartes\*</text>.*?(?=<text x=\"\d+\" y=\"\d+\" font-size=\"10\">champ|$)", picture
    )
    assert meter
    needs = re.findall(r'text-anchor="middle"[^>]*>(\d+)</text><text', meter[0])
    assert [int(n) for n in needs[0::2]] == steps(top)
    paid = field_payout(state.table, state.players[0].field_ids[0])
    assert _bold_prices(meter[0])[1::2] == [str(paid)] * (1 if paid else 0)
    # The sheet is provisional: the picture says so; a printed deck's picture does not.
    assert "haricomètres provisoires" in picture
    assert "provisional" not in draw(bohnanza.new_game("rio-grande-2000", 3, seed=1))


def test_a_baby_on_top_sells_for_nothing() -> None:
    blues = ["Blaue Bohne"] * 2
    state = bohnanza.compose(
        "ladybohn", 3, fields={0: [[*blues, "Blaue Bohne bébé"]]}, deck=["Sojabohne"] * 5
    )
    assert field_payout(state.table, state.players[0].field_ids[0]) == 0
    assert re.search(r'font-weight="bold">rien</text>', draw(state))


@pytest.mark.parametrize(("name", "edition", "players"), EDITIONS, ids=IDS)
def test_beans_have_one_name_per_language(name: str, edition: str, players: int) -> None:
    start = bohnanza.new_game(edition, players, seed=2)
    final, moves = play_random(start, random.Random(2), 0.3)
    language = start.table.edition.language
    others = {"de", "fr1997", "fr1997_one", "en", "fr"} - {language}
    foreign = {
        text
        for v in varieties().values()
        for tag, text in v.names
        if tag in others and text != v.name(language)
    }
    html, _legal = page(record_game(start, moves))
    chrome = re.sub(r"<(script|style)\b.*?</\1>", "", html, flags=re.S)
    shown = [draw(start), draw(final), chrome]
    shown += [str(f["svg"]) + str(f["move"]) for f in _frames(html)]
    for text in shown:
        for word in foreign:
            assert word not in text, word
    # Each card face is named by its variety's name in the game's language.
    faces = ET.fromstring(draw(start)).iter(f"{SVG}symbol")
    named = 0
    for face in faces:
        if face.get("id") == "back":
            continue
        key = face.get("id", "")[2:]
        lines = [t.text or "" for t in face.iter(f"{SVG}text") if t.get("font-size") == "9"]
        variety = next(v for k, v in varieties().items() if key.startswith(k))
        assert " ".join(lines) == variety.name(language)
        named += 1
    assert named >= 3


# -- the viewer's page ---------------------------------------------------------------------


def _frames(html: str) -> list[dict[str, object]]:
    found = re.search(r'id="frames"[^>]*>([^<]*)<', html)
    assert found
    frames: list[dict[str, object]] = json.loads(gzip.decompress(base64.b64decode(found[1])))
    return frames


ENGLISH_WORDS = (
    "Game over",
    "Keys:",
    "The deal",
    "first (Home)",
    "back (Left)",
    "winner",
    "ranking",
    "coins",
    " sells ",
    " plants ",
    "moves",
)
FRENCH_WORDS = (
    "Partie finie",
    "Touches",
    "Début de la partie",
    "gagnant",
    "classement",
    "pièces",
    " vend ",
    " plante ",
)


@pytest.mark.parametrize(("name", "edition", "players"), EDITIONS, ids=IDS)
def test_the_page_speaks_the_games_language_to_the_end(
    name: str, edition: str, players: int
) -> None:
    start = bohnanza.new_game(edition, players, seed=4)
    final, moves = play_random(start, random.Random(4), 0.3)
    html, legal = page(record_game(start, moves))
    assert legal
    frames = _frames(html)
    assert len(frames) == len(moves) + 1
    french = start.table.edition.language == "fr"
    assert f'<html lang="{"fr" if french else "en"}">' in html
    # What a person reads: the page without its script, style and pictures.
    chrome = re.sub(r"<(script|style|svg)\b.*?</\1>", "", html, flags=re.S)
    captions = " ".join(str(f["move"]) for f in frames)
    for word in ENGLISH_WORDS if french else FRENCH_WORDS:
        assert word not in chrome and word not in captions, word
    # The buttons are drawn, not glyphs a font may lack.
    assert "\u23ee" not in html and "\u23ed" not in html and "&#x23E" not in html
    assert html.count('<svg class="icon"') == 4
    # The last frame tells the final harvest and the winners, over the table after it.
    ended = verdict(final)
    assert ended is not None
    last = str(frames[-1]["move"])
    assert last.startswith(f"{len(moves)}. ")
    assert ("tous les champs sont vendus" if french else "every field is sold") in last
    assert ended[0] in last and frames[-1]["svg"] == draw(final, defs=False, lastmove=moves[-1])
    summary = re.search(r'<p id="summary">([^<]*)</p>', html)
    assert summary and ended[0] in summary[1] and ended[1] in summary[1]
    # Each frame marks its move when the move moved a card.
    planted = [k for k, m in enumerate(moves, 1) if type(m).__name__ == "Plant"]
    assert planted and all('class="last"' in str(frames[k]["svg"]) for k in planted[:20])


def test_a_sale_in_the_viewer_says_the_coins_it_earned() -> None:
    start = bohnanza.new_game("ladybohn", 4, seed=8)
    _final, moves = play_random(start, random.Random(8), 0.3)
    frames = _frames(page(record_game(start, moves))[0])
    state, checked = start, 0
    for k, move in enumerate(moves, 1):
        after = bohnanza.apply(state, move)
        if type(move).__name__ == "Harvest":
            earned = len(after.players[move.seat].coin_ids) - len(state.players[move.seat].coin_ids)
            unit = "pièce" if earned <= 1 else "pièces"  # « 0 pièce », as every French text
            assert str(frames[k]["move"]).endswith(f" pour {earned} {unit}"), frames[k]["move"]
            checked += 1
        state = after
    assert checked >= 3


# -- hidden information: twins --------------------------------------------------------------


def _deal_others_otherwise(state: bohnanza.GameState, seat: int, seed: int) -> bohnanza.GameState:
    """The same position with the hands of the other seats and the deck dealt otherwise
    (sizes kept): what ``seat`` may not see."""
    players = list(state.players)
    pool = [c for k, p in enumerate(players) if k != seat for c in p.hand] + list(state.deck)
    random.Random(seed).shuffle(pool)
    for k, p in enumerate(players):
        if k != seat:
            players[k], pool = p.replace(hand=tuple(pool[: len(p.hand)])), pool[len(p.hand) :]
    return state.replace(players=tuple(players), deck=tuple(pool))


@pytest.mark.parametrize(("name", "edition", "players"), EDITIONS, ids=IDS)
def test_a_seats_picture_is_the_same_for_twins(name: str, edition: str, players: int) -> None:
    """Throughout a game, the end included, with the last move marked: two states that
    differ in the other hands and the deck give one seat the same picture."""
    state = bohnanza.new_game(edition, players, seed=9)
    rng = random.Random(9)
    seat = players - 1
    compared = 0
    while True:
        move = random_move(state, rng, 0.3)
        state = bohnanza.apply(state, move)
        if state.is_over or rng.random() < 0.1:
            twin = _deal_others_otherwise(state, seat, compared)
            if twin != state:
                mine = draw(bohnanza.view(state, seat), lastmove=move)
                assert draw(bohnanza.view(twin, seat), lastmove=move) == mine
                assert verdict(bohnanza.view(twin, seat)) == verdict(bohnanza.view(state, seat))
                compared += 1
        if state.is_over:
            break
    assert compared >= 5


def test_a_ladybohn_offer_of_a_hand_card_shows_no_kind_to_others() -> None:
    """Twins: seat 3 offers a blue mister from his hand, or a blue miss in its place (the
    mister then in the deck); every other seat's picture, the offer marked as the last
    move, is the same."""
    state = bohnanza.new_game("ladybohn", 4, seed=5)
    rng = random.Random(5)
    while not (state.step is bohnanza.Step.TRADE and state.turn > 2 and state.active != 3):
        state = bohnanza.apply(state, random_move(state, rng))
    offerer = 3
    hand = state.players[offerer].hand
    given = hand[0]
    stand_in = next(
        c for c in state.deck if c.variety.key == given.variety.key and c.kind != given.kind
    )
    deck = tuple(given if c.id == stand_in.id else c for c in state.deck)
    players = list(state.players)
    players[offerer] = players[offerer].replace(hand=(stand_in, *hand[1:]))
    twin_start = state.replace(players=tuple(players), deck=deck)
    asks = (state.face_up[0].variety.key,)
    one = Offer(offerer, state.active, (given.id,), asks, 0, 0)
    other = Offer(offerer, state.active, (stand_in.id,), asks, 0, 0)
    first, second = bohnanza.apply(state, one), bohnanza.apply(twin_start, other)
    for seat in range(4):
        if seat == offerer:
            continue
        a = draw(bohnanza.view(first, seat), lastmove=one)
        b = draw(bohnanza.view(second, seat), lastmove=other)
        assert a == b, seat
        assert LAST in a  # the offer is marked
    # The offerer sees his own card: his pictures differ.
    assert draw(bohnanza.view(first, offerer)) != draw(bohnanza.view(second, offerer))


def test_an_illegal_move_is_explained_in_the_games_language() -> None:
    start = bohnanza.new_game("amigo-fr", 3, seed=3)
    _final, moves = play_random(start, random.Random(3), 0.3)
    bad = bohnanza.parse_action("0 harvest 2")
    record = record_game(start, moves[:3])
    html, legal = page(attrs.evolve(record, actions=(*record.actions, bad)))
    assert not legal
    refusal = re.search(r'<div id="refusal" hidden>(.*?)</div>', html, re.S)
    assert refusal
    assert "Coup illégal n° 4 (indice 3) : <code>0 harvest 2</code>" in refusal[1]
    assert "règle <code>000.1/" in refusal[1] and "Illegal" not in refusal[1]
    summary = re.search(r'<p id="summary">([^<]*)</p>', html)
    assert summary and unescape(summary[1]).startswith("coup illégal à l'indice 3")


def test_a_page_that_cannot_be_written_is_an_output_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "1", "--players", "3", "--records", str(tmp_path)]) == 0
    capsys.readouterr()
    missing = tmp_path / "no such folder" / "page.html"
    assert main(["replay", str(tmp_path / "game-0001.json"), "--html", str(missing)]) == 74
    err = capsys.readouterr().err
    assert err == (
        f"bohnanza: error: cannot write '{missing}': the folder '{missing.parent}' does not exist\n"
    )
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-0001.json"]


@pytest.mark.parametrize("edition", ["rio-grande-2000", "amigo-fr", "ladybohn"])
def test_a_long_bean_name_is_pressed_onto_its_card(edition: str) -> None:
    table = bohnanza.new_game(edition, 3, seed=1).table
    faces = glyphs(table.cards, table.edition.language)
    lines = re.findall(r'<text x="27" y="\d+" text-anchor="middle" font-size="9"([^>]*)>([^<]+)<',
                       faces)  # fmt: skip
    assert lines
    for extra, line in lines:
        wide = 0.6 * 9 * len(line) > CARD_W - 6  # about 5.4 pixels a letter at size 9
        assert ('textLength="48"' in extra) == wide, line
    if edition == "amigo-fr":
        assert (' textLength="48" lengthAdjust="spacingAndGlyphs"', "Cauchemar") in lines


def test_french_headings_space_their_colons() -> None:
    state = bohnanza.new_game("amigo-fr", 3, seed=1)
    heading = _texts(draw(state))[0]
    assert " | à jouer : 1 " in heading and "phase 1 : " in heading
    assert ":" not in heading.replace(" : ", "")


def _matrix() -> list[tuple[str, int, tuple[str, ...]]]:
    """Every preset at every player count it allows, with each of its variants alone."""
    import warnings

    from bohnanza.editions import edition, editions
    from bohnanza.errors import InvalidSetupError
    from bohnanza.sheets import ProvisionalDataWarning

    cases = []
    for name in editions():
        preset = edition(name)
        for players in preset.player_counts:
            for variants in [(), *((v,) for v in preset.variants)]:
                try:
                    with warnings.catch_warnings():
                        warnings.simplefilter("ignore", ProvisionalDataWarning)
                        bohnanza.new_game(name, players, seed=1, variants=variants)
                except InvalidSetupError:  # a variant of another player count
                    continue
                cases.append((name, players, variants))
    return cases


def test_the_matrix_holds_every_preset_and_count() -> None:
    cases = _matrix()
    assert {(e, n) for e, n, _v in cases} >= {("rio-grande-2000", n) for n in range(2, 8)}
    assert {(e, n) for e, n, _v in cases} >= {("ladybohn", n) for n in range(3, 6)}
    assert ("original-1997-fr-003", 5, ("five-players",)) in cases and len(cases) >= 28


@pytest.mark.parametrize(
    ("edition", "players", "variants"),
    _matrix(),
    ids=lambda value: "+".join(value) if isinstance(value, tuple) else str(value),
)
def test_every_preset_and_count_is_drawn_in_its_language_to_the_end(
    edition: str, players: int, variants: tuple[str, ...]
) -> None:
    """The state's picture and each seat's, at the start, in the middle and at the end,
    in the game's language, the end naming the winners (the edition x pictures matrix)."""
    start = bohnanza.new_game(edition, players, seed=3, variants=variants)
    final, moves = play_random(start, random.Random(3), 0.3)
    middle = start
    for move in moves[: len(moves) // 2]:
        middle = bohnanza.apply(middle, move)
    french = start.table.edition.language == "fr"
    ended = verdict(final)
    assert ended is not None
    for state in (start, middle, final):
        pictures = [draw(state), *(draw(bohnanza.view(state, s)) for s in range(players))]
        for picture in pictures:
            heading = _texts(picture)[0]
            assert heading.startswith("Tour " if french else "Turn ")
            assert (ended[0] in heading) == (state is final)
            words = " ".join(_texts(picture))
            assert not re.search(r"\b(coins?|hand|field)\b" if french else r"pièces?|champ", words)


def test_an_unfinished_record_counts_its_moves() -> None:
    for edition, one, three in (("rio-grande-2000", "1 move", "3 moves"),
                                ("amigo-fr", "1 coup", "3 coups")):  # fmt: skip
        start = bohnanza.new_game(edition, 3, seed=1)
        _final, moves = play_random(start, random.Random(1))
        for count, said in ((1, one), (3, three)):
            html, legal = page(record_game(start, moves[:count]))
            assert legal and f'<p id="summary">{said}</p>' in html


def test_a_long_heading_is_wrapped_within_the_picture() -> None:
    """Seven long names: the seats to move in step 3 and the final ranking go on lines of
    their own under the heading, each within the picture's width."""
    names = ["Stéphanie", "Anne-Laure", "Marc-Antoine", "Léa", "Jean-Baptiste", "Zoé", "Maxime"]
    state = bohnanza.new_game("amigo-fr", names, seed=3)
    rng = random.Random(3)
    while not (state.step is bohnanza.Step.PLANT_RECEIVED and len(state.to_move) >= 4):
        state = bohnanza.apply(state, random_move(state, rng, 0.5))
    final, _moves = play_random(bohnanza.new_game("amigo-fr", names, seed=4), random.Random(4))
    ended = verdict(final)
    assert ended is not None
    for picture, said in ((draw(state), "à jouer : "), (draw(final), ended[1])):
        root = ET.fromstring(picture)
        lines = [t for t in root.iter(f"{SVG}text") if t.get("x") == "12"][:4]
        sized = [(t.text or "", int(t.get("font-size", "0"))) for t in lines]
        top = [text for text, size in sized if size >= 12]
        assert all(0.62 * size * len(text) <= 1000 - 24 for text, size in sized), sized
        if said.startswith("à jouer"):
            assert said not in top[0] and top[1].startswith(said)
            assert all(f"{s + 1} {names[s]}" in " ".join(top[1:]) for s in state.to_move)
        else:
            assert len(top) >= 3 and " ".join(top[1:]).startswith(said[:60])
            assert " ".join(top[1:]).replace(", ", ",").replace(" ", "") == said.replace(
                ", ", ","
            ).replace(" ", "")


@pytest.mark.parametrize("edition", ["ladybohn", "original-1997-fr", "original-1997-fr-003"])
def test_a_refusal_names_the_beans_as_the_pictures_do(edition: str) -> None:
    """The referee's reason speaks its rulebook's words (« Feuerbohne », « haricots de
    feu »); the page names the beans as its pictures and captions do."""
    start = bohnanza.new_game(edition, 3, seed=3)
    _final, moves = play_random(start, random.Random(3))
    record = record_game(start, moves[:1])
    front = bohnanza.apply(start, moves[0]).players[0].hand[0]
    other = next(c for c in start.deck if c.variety.key != front.variety.key)
    bad = bohnanza.Plant(0, other.id, 0)
    error = bohnanza.check(bohnanza.apply(start, moves[0]), bad)
    assert isinstance(error, bohnanza.IllegalActionError)
    html, legal = page(attrs.evolve(record, actions=(*record.actions, bad)))
    assert not legal
    refusal = re.search(r'<div id="refusal" hidden>(.*?)<blockquote>', html, re.S)
    assert refusal
    for card in (front, other):
        assert card.variety.name("fr") in refusal[1]
    foreign = {text for v in varieties().values() for tag, text in v.names if tag in
               ("de", "fr1997", "fr1997_one")}  # fmt: skip
    assert not [word for word in foreign if word in refusal[1]]
