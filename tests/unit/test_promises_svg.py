"""What ``bohnanza.svg`` promises, checked on the picture's structure: the words in both
languages (singular and plural, ordinals), the steps as each rulebook heads them, the
ranking and the verdict, the card faces (their colour, their name fitting the card), the
layout (the deck, the bands, the fields and their beanometers, the hands), the marks of the
last move, and the picture's size."""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET

import pytest

import bohnanza
from bohnanza.actions import BuyField, Harvest, LeaveOffer, Offer, Plant
from bohnanza.cards import Card, Variety
from bohnanza.errors import InvalidActionError
from bohnanza.palette import card_colour
from bohnanza.state import Step
from bohnanza.svg import (
    CARD_H,
    CARD_W,
    LAST,
    _fit,
    _money,
    _ordinal,
    _wrap,
    draw,
    glyphs,
    ranking,
    step_caption,
    verdict,
)

SVG = "{http://www.w3.org/2000/svg}"
E = "rio-grande-2000"


def _english_ordinal(n: int) -> str:
    """An independent English ordinal: 11th-13th of every hundred, else by the last digit."""
    if n % 100 in (11, 12, 13):
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _texts(picture: str) -> list[ET.Element]:
    return list(ET.fromstring(picture).iter(f"{SVG}text"))


def _text(picture: str, words: str) -> ET.Element:
    """The one ``<text>`` element whose content is ``words``."""
    found = [t for t in _texts(picture) if t.text == words]
    assert len(found) == 1, (words, [t.text for t in _texts(picture)])
    return found[0]


def _over(edition: str, coins: dict[int, int], hands: dict[int, list[str]]) -> bohnanza.GameState:
    return bohnanza.compose(
        edition,
        ["Ann", "Bob", "Cy"],
        step=Step.OVER,
        coins=coins,
        hands=hands,
        exhaustions=2 if edition != "original-1997-fr" else 3,
        ending=True,
    )


# -- words ---------------------------------------------------------------------------------


def test_coins_are_counted_in_each_language() -> None:
    assert [_money("en", n) for n in (0, 1, 2, 11)] == ["0 coins", "1 coin", "2 coins", "11 coins"]
    # French keeps the singular up to one (« 0 pièce »).
    assert [_money("fr", n) for n in (0, 1, 2, 11)] == [
        "0 pièce",
        "1 pièce",
        "2 pièces",
        "11 pièces",
    ]


def test_english_places_are_ordinals_for_every_number() -> None:
    for n in range(1, 1300):
        assert _ordinal("en", n) == _english_ordinal(n), n


def test_french_places_are_1er_then_e() -> None:
    assert [_ordinal("fr", n) for n in (1, 2, 3, 11, 21)] == ["1er", "2e", "3e", "11e", "21e"]


# -- the steps -----------------------------------------------------------------------------

_STEPS = (Step.PLANT, Step.TRADE, Step.PLANT_RECEIVED, Step.DRAW)


@pytest.mark.parametrize(
    ("rulebook", "language", "captions"),
    [
        ("002", "en", ["step 1: plant bean cards", "step 2: draw, trade & donate bean cards",
                       "step 3: plant traded & donated beans", "step 4: draw new bean cards"]),
        ("000.1", "fr", ["phase 1 : planter des haricots",
                         "phase 2 : piocher et échanger des cartes haricot",
                         "phase 3 : planter les haricots échangés ou donnés",
                         "phase 4 : piocher de nouvelles cartes"]),
        ("003", "fr", ["première action : jouer des cartes de haricots",
                       "deuxième action : marchander et faire des cadeaux",
                       "troisième action : planter les haricots",
                       "quatrième action : prendre des nouvelles cartes"]),
    ],
)  # fmt: skip
def test_each_rulebook_heads_its_steps_in_its_words(
    rulebook: str, language: str, captions: list[str]
) -> None:
    assert [step_caption(s, rulebook, language) for s in _STEPS] == captions


def test_the_duel_has_its_own_steps() -> None:
    duel = (Step.OFFER, Step.DUEL_PLANT, Step.DUEL_DRAW)
    assert [step_caption(s, "002", "en") for s in duel] == [
        "step 1: plant or discard offered bean cards",
        "step 2: plant bean cards & discard",
        "step 3: draw, plant, and offer beans",
    ]
    assert step_caption(Step.OFFER, "000.1", "fr") == (
        "phase 1 : planter ou défausser les cartes haricots offertes"
    )
    # No French duel in 003: the French duel's words, the rulebook's step label.
    assert step_caption(Step.DUEL_PLANT, "003", "fr") == (
        "deuxième action : planter des cartes haricots et défausser"
    )


def test_an_unknown_rulebook_speaks_its_language_and_the_end_is_game_over() -> None:
    assert step_caption(Step.TRADE, "999", "en") == "step 2: draw, trade & donate bean cards"
    assert step_caption(Step.TRADE, "999", "fr") == (
        "phase 2 : piocher et échanger des cartes haricot"
    )
    assert step_caption(Step.OVER, "002", "en") == "game over"
    assert step_caption(Step.OVER, "000.2", "fr") == "partie finie"
    assert step_caption(Step.OVER, "002", "de") == "game over"  # only fr is French


# -- the ranking and the verdict -----------------------------------------------------------


def test_ranking_places_more_coins_first_and_shares_equal_places() -> None:
    assert ranking((3, 9, 5), (0, 0, 0), "none") == (3, 1, 2)
    assert ranking((5, 5, 1), (1, 4, 0), "none") == (1, 1, 3)
    assert ranking((5, 5, 1), (1, 4, 0), "hand-cards") == (2, 1, 3)
    assert ranking((5, 5, 5), (2, 2, 0), "hand-cards") == (1, 1, 3)
    assert ranking((0,), (0,), "none") == (1,)


def test_no_verdict_while_the_game_goes_on() -> None:
    assert verdict(bohnanza.new_game(E, 3, seed=1)) is None


def test_one_winner_by_coins() -> None:
    final = _over(E, {0: 5, 1: 9, 2: 1}, {})
    assert verdict(final) == (
        "winner 2 Bob with 9 coins",
        "ranking: 1st 2 Bob 9 coins, 2nd 1 Ann 5 coins, 3rd 3 Cy 1 coin",
    )


def test_a_tie_broken_by_the_hand_says_so() -> None:
    final = _over(E, {0: 5, 1: 7, 2: 7}, {1: ["Wax"], 2: ["Soy", "Blue"]})
    assert verdict(final) == (
        "winner 3 Cy with 7 coins (the tie broken by the cards in hand)",
        "ranking: 1st 3 Cy 7 coins, 2nd 2 Bob 7 coins, 3rd 1 Ann 5 coins",
    )
    assert verdict(bohnanza.view(final, 0)) == verdict(final)  # coins and hand sizes are open


def test_winners_sharing_the_first_place_are_all_named() -> None:
    final = _over(E, {0: 7, 1: 2, 2: 7}, {0: ["Wax"], 2: ["Soy"]})
    assert verdict(final) == (
        "winners 1 Ann and 3 Cy with 7 coins each",
        "ranking: 1st 1 Ann 7 coins, 1st 3 Cy 7 coins, 3rd 2 Bob 2 coins",
    )


def test_the_verdict_in_french() -> None:
    final = _over("amigo-fr", {0: 1, 1: 7, 2: 7}, {1: ["Wax"], 2: ["Soy", "Blue"]})
    assert verdict(final) == (
        "gagnant 3 Cy avec 7 pièces (à égalité, départagé par les cartes en main)",
        "classement : 1er 3 Cy 7 pièces, 2e 2 Bob 7 pièces, 3e 1 Ann 1 pièce",
    )
    tied = _over("amigo-fr", {0: 0, 1: 4, 2: 4}, {})
    assert verdict(tied) == (
        "gagnants 2 Bob et 3 Cy avec 4 pièces chacun",
        "classement : 1er 2 Bob 4 pièces, 1er 3 Cy 4 pièces, 3e 1 Ann 0 pièce",
    )


def test_a_finished_game_is_headed_by_its_verdict_and_each_band_by_its_place() -> None:
    final = _over(E, {0: 5, 1: 7, 2: 7}, {1: ["Wax"], 2: ["Soy", "Blue"]})
    picture = draw(final)
    head = _text(picture, "Turn 1 | game over: winner 3 Cy with 7 coins (the tie broken by the "
                          "cards in hand)")  # fmt: skip
    assert head.get("font-size") == "15" and head.get("font-weight") == "bold"
    below = _text(picture, "ranking: 1st 3 Cy 7 coins, 2nd 2 Bob 7 coins, 3rd 1 Ann 5 coins")
    assert below.get("font-size") == "12"
    assert float(below.get("y", "0")) == float(head.get("y", "0")) + 18
    for words in ("1 Ann | 3rd", "2 Bob | 2nd", "3 Cy | winner"):
        assert _text(picture, words).get("font-weight") == "bold"
    # Nobody is to move any more: no band is the active one's, none is marked.
    assert "▶" not in picture and 'fill="#fff6d8"' not in picture and "#d4a017" not in picture


# -- the card faces ------------------------------------------------------------------------


def _symbols(defs: str) -> dict[str, ET.Element]:
    root = ET.fromstring(f'<svg xmlns="http://www.w3.org/2000/svg">{defs}</svg>')
    return {s.get("id", ""): s for s in root.iter(f"{SVG}symbol")}


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
@pytest.mark.parametrize("edition", sorted(bohnanza.editions()))
def test_every_face_has_its_familys_colour_and_a_name_that_fits_the_card(edition: str) -> None:
    table = bohnanza.new_game(edition, 3, seed=1).table
    language = table.edition.language
    symbols = _symbols(glyphs(table.cards, language))
    faces = {(c.variety.key, c.kind) for c in table.cards}
    assert len(symbols) == len(faces) + 1  # one face per variety (and kind), and the back
    assert symbols["back"].find(f"{SVG}rect").get("fill") == "#6b4a2b"  # type: ignore[union-attr]
    for card in table.cards:
        face = symbols[
            f"c-{card.variety.key}-{card.kind}" if card.kind else f"c-{card.variety.key}"
        ]
        assert (face.get("width"), face.get("height")) == (str(CARD_W), str(CARD_H))
        rect = face.find(f"{SVG}rect")
        assert rect is not None and rect.get("fill") == card_colour(card.variety.key)
        texts = face.findall(f"{SVG}text")
        name = card.variety.name(language)
        lines = [t.text for t in texts if t.get("font-style") != "italic"]
        words = name.split()
        assert lines == (
            [name] if len(name) <= 9 or len(words) == 1 else [words[0], " ".join(words[1:])]
        )
        for k, t in enumerate(t for t in texts if t.get("font-style") != "italic"):
            assert t.get("font-size") == "9" and t.get("y") == str(18 + 11 * k)
            wide = 0.6 * 9 * len(t.text or "") > CARD_W - 6
            # A line too wide for the card is pressed to the card's width less its margins.
            assert t.get("textLength") == (str(CARD_W - 6) if wide else None), t.text
        kinds = [t.text for t in texts if t.get("font-style") == "italic"]
        if card.kind:
            shown = {
                "mister": "mister",
                "miss": "miss",
                "baby": "bébé" if language == "fr" else "baby",
            }
            assert kinds == [shown[card.kind]]
        else:
            assert kinds == []


def test_black_eyed_is_pressed_and_blue_is_not() -> None:
    table = bohnanza.new_game(E, 3, seed=1).table
    symbols = _symbols(glyphs(table.cards, "en"))
    black = symbols["c-black-eyed"].find(f"{SVG}text")
    blue = symbols["c-blue"].find(f"{SVG}text")
    assert black is not None and black.get("textLength") == "48"
    assert black.get("lengthAdjust") == "spacingAndGlyphs"
    assert blue is not None and blue.get("textLength") is None


def test_a_short_name_of_two_words_stays_on_one_line_and_a_longer_one_breaks() -> None:
    meter = bohnanza.new_game(E, 3, seed=1).table.cards[0].beanometer
    for name, lines in (
        ("Big Beans", ["Big Beans"]),  # nine letters: one line
        ("Big Beans!", ["Big", "Beans!"]),
        ("Marvellous", ["Marvellous"]),  # one word stays whole, pressed
        ("A Very Long Bean", ["A", "Very Long Bean"]),
    ):
        card = Card(0, Variety("odd", (("en", name),)), meter)
        face = _symbols(glyphs([card], "en"))["c-odd"]
        assert [t.text for t in face.findall(f"{SVG}text")] == lines


def test_a_line_is_pressed_only_when_wider_than_its_room() -> None:
    assert _fit("abcdefgh", 9, 48) == ""  # 43.2 pixels
    assert _fit("abcdefghi", 9, 48) == ' textLength="48" lengthAdjust="spacingAndGlyphs"'
    assert _fit("abcdefgh", 10, 48) == ""  # exactly 48 pixels: it fits
    assert _fit("abcdefgh", 10, 47) == ' textLength="47" lengthAdjust="spacingAndGlyphs"'
    assert _fit("", 9, 0) == ""


def test_long_lines_wrap_after_a_comma_or_before_a_bar_within_the_room() -> None:
    assert _wrap("short", 15) == ["short"]
    for size in (1, 5, 12, 15, 30):
        most = max(10, int((1000 - 24) / (0.62 * size)))
        pieces = [f"piece{n}" * (1 + n % 3) for n in range(60)]
        text = ", ".join(pieces)
        lines = _wrap(text, size)
        assert "".join(f"{line} " if line.endswith(",") else line for line in lines) == text
        assert all(len(line) <= most for line in lines), size
        # each line is as long as it may be: the next piece would not fit
        for line, after in itertools.pairwise(lines):
            assert len(line) + 1 + len(after.split(",")[0]) + 1 > most
    assert _wrap("a | b", 15) == ["a | b"]
    bars = " | ".join(["x" * 40] * 4)
    assert _wrap(bars, 15) == ["x" * 40 + " | " + "x" * 40, "x" * 40 + " | " + "x" * 40]
    assert _wrap("y" * 50, 15, room=93) == ["y" * 50]  # one piece is never cut
    assert _wrap("ab, cd, ef", 15, room=93) == ["ab, cd, ef"]  # at least 10 letters a line
    assert _wrap("abc, def, ghi", 15, room=93) == ["abc, def,", "ghi"]


# -- the layout ----------------------------------------------------------------------------


def test_the_heading_names_the_turn_the_player_and_the_step() -> None:
    start = bohnanza.compose(E, ["Ann", "Bob", "Cy"], hands={0: ["Red"]}, deck=["Soy"] * 5)
    picture = draw(start)
    _text(picture, "Turn 1 | 1 Ann | step 1: plant bean cards | to move: 1 Ann")
    assert ET.fromstring(picture).find(f"{SVG}title").text == "Bohnanza, turn 1"  # type: ignore[union-attr]
    french = draw(bohnanza.compose("amigo-fr", ["Ann", "Bob", "Cy"], hands={0: ["Red"]},
                                   deck=["Soy"] * 5))  # fmt: skip
    _text(french, "Tour 1 | 1 Ann | phase 1 : planter des haricots | à jouer : 1 Ann")
    assert ET.fromstring(french).find(f"{SVG}title").text == "Bohnanza, tour 1"  # type: ignore[union-attr]


def test_many_seats_to_move_get_a_line_of_their_own() -> None:
    names = [f"Player number {k}" for k in range(1, 8)]
    state = bohnanza.compose(
        E, names, step=Step.PLANT_RECEIVED, set_aside={k: ["Soy"] for k in range(7)},
        deck=["Wax"] * 20,
    )  # fmt: skip
    picture = draw(state)
    head = _text(picture, "Turn 1 | 1 Player number 1 | step 3: plant traded & donated beans")
    mover = [t for t in _texts(picture) if (t.text or "").startswith("to move: ")]
    assert mover and mover[0].get("font-size") == "12"
    assert float(mover[0].get("y", "0")) == float(head.get("y", "0")) + 18
    assert (
        ", ".join(t.text or "" for t in mover)
        .replace(",,", ",")
        .startswith("to move: 1 Player number 1, 2 Player number 2")
    )


def test_the_deck_shows_at_most_three_backs_and_an_empty_deck_an_outline() -> None:
    for deck, backs in ((0, 0), (1, 1), (2, 2), (3, 3), (9, 3)):
        state = bohnanza.compose(E, 3, hands={0: ["Red"]}, deck=["Soy"] * deck,
                                 exhaustions=1 if deck == 0 else 0)  # fmt: skip
        uses = list(ET.fromstring(draw(state)).iter(f"{SVG}use"))
        drawn = [(u.get("x"), u.get("y")) for u in uses if u.get("href") == "#back"]
        top = 36
        assert drawn == [(str(12 + 2 * k), str(top - 2 * k)) for k in range(backs)]
        picture = draw(state)
        _text(picture, f"deck {deck}")
        _text(picture, f"ran out {1 if deck == 0 else 0}/2")
        outline = f'<rect x="12" y="{top}" width="{CARD_W}" height="{CARD_H}" rx="5" fill="none"'
        assert (outline in picture) == (deck == 0)


def test_the_discard_pile_shows_its_top_card_and_its_size() -> None:
    state = bohnanza.compose(E, 3, hands={0: ["Red"]}, deck=["Soy"] * 5,
                             discard=["Wax", "Chili"])  # fmt: skip
    picture = draw(state)
    uses = [
        (u.get("href"), u.get("x"), u.get("y")) for u in ET.fromstring(picture).iter(f"{SVG}use")
    ]
    assert ("#c-chili", "100", "36") in uses and ("#c-wax", "100", "36") not in uses
    label = _text(picture, "discard 2")
    assert (label.get("x"), label.get("font-size")) == ("100", "11")
    assert "discard 0" in draw(bohnanza.compose(E, 3, hands={0: ["Red"]}, deck=["Soy"] * 5))


def test_the_face_up_cards_are_labelled_and_drawn_in_a_row() -> None:
    state = bohnanza.compose(E, 3, step=Step.TRADE, hands={0: ["Red"]},
                             face_up=["Wax", "Chili"], deck=["Soy"] * 5)  # fmt: skip
    picture = draw(state)
    label = _text(picture, "face up")
    assert (label.get("x"), label.get("y"), label.get("font-size")) == ("190", "46", "11")
    uses = [
        (u.get("href"), u.get("x"), u.get("y")) for u in ET.fromstring(picture).iter(f"{SVG}use")
    ]
    assert ("#c-wax", "190", "52") in uses and ("#c-chili", str(190 + CARD_W + 4), "52") in uses
    assert "offered" not in picture


def test_each_player_has_a_band_with_name_coins_fields_and_hand() -> None:
    state = bohnanza.compose(
        E, ["Ann", "Bob", "Cy"], active=1, step=Step.PLANT,
        hands={0: ["Red"], 1: ["Wax", "Soy"]}, coins={2: 1, 0: 3}, deck=["Soy"] * 5,
    )  # fmt: skip
    picture = draw(state)
    root = ET.fromstring(picture)
    bands = [r for r in root.iter(f"{SVG}rect") if r.get("x") == "4"]
    assert [b.get("fill") for b in bands] == ["#f7f7f4", "#fff6d8", "#f7f7f4"]
    assert [b.get("stroke") for b in bands] == ["#ccc", "#d4a017", "#ccc"]
    ys = [float(b.get("y", "0")) for b in bands]
    assert ys[1] - ys[0] == ys[2] - ys[1] == float(bands[0].get("height", "0")) + 6
    assert _text(picture, "2 Bob ▶").get("font-size") == "14"
    _text(picture, "1 Ann")
    for words in ("3 coins", "0 coins", "1 coin", "hand: 1 card", "hand: 2 cards", "hand: 0 cards"):
        _text(picture, words)
    assert len(re.findall(r">field [123]<", picture)) == 9
    coins = [c for c in root.iter(f"{SVG}circle") if c.get("r") == "10"]
    assert len(coins) == 3


def test_the_seat_whose_view_is_drawn_is_marked_you_and_sees_only_its_own_hand() -> None:
    state = bohnanza.compose(E, ["Ann", "Bob", "Cy"], hands={0: ["Red"], 1: ["Wax", "Soy"],
                             2: ["Chili"]}, deck=["Soy"] * 5)  # fmt: skip
    picture = draw(bohnanza.view(state, 1))
    _text(picture, "2 Bob (you)")
    bands = [r for r in ET.fromstring(picture).iter(f"{SVG}rect") if r.get("x") == "4"]
    assert [b.get("fill") for b in bands] == ["#fff6d8", "#eef4ff", "#f7f7f4"]
    hrefs = [u.get("href") for u in ET.fromstring(picture).iter(f"{SVG}use")]
    assert "#c-red" not in hrefs and "#c-chili" not in hrefs
    assert "#c-wax" in hrefs and hrefs.count("#back") == 2 + 3  # two hands, the deck
    assert "(vous)" in draw(bohnanza.view(bohnanza.compose("amigo-fr", 3, hands={0: ["Red"]},
                                                           deck=["Soy"] * 5), 2))  # fmt: skip


def test_a_field_is_a_stack_with_its_count_and_its_beanometer() -> None:
    state = bohnanza.compose(
        E, ["Ann", "Bob", "Cy"], fields={0: [["Coffee"] * 5, ["Wax"]], 1: [["Coffee"] * 16]},
        hands={0: ["Red"]}, deck=["Soy"] * 5,
    )  # fmt: skip
    picture = draw(state)
    root = ET.fromstring(picture)
    coffee = [
        (u.get("x"), u.get("y")) for u in root.iter(f"{SVG}use") if u.get("href") == "#c-coffee"
    ]
    band_y = 152  # below the deck
    fy = band_y + 62
    assert coffee[:5] == [("14", str(fy + 8 * n)) for n in range(5)]
    assert len(coffee) == 5 + 14  # a field shows at most 14 cards
    counts = [t.text for t in root.iter(f"{SVG}text") if t.get("fill") == "#fff"]
    assert counts == ["5", "1", "16"]
    # the beanometer of coffee: 4, 7, 10, 12 cards for 1 to 4 coins; 5 cards sell for 1 now
    bold = [t.text for t in root.iter(f"{SVG}text") if t.get("fill") == "#000"]
    assert bold == ["4", "1", "12", "4"]  # field 1 (5 coffee), Bob's 16 coffee
    meters = [t.text for t in root.iter(f"{SVG}text") if t.get("font-size") == "10"
              and t.get("text-anchor") == "middle"]  # fmt: skip
    assert meters[:8] == ["4", "1", "7", "2", "10", "3", "12", "4"]
    # a field of one card: its beanometer, nothing bold
    assert meters[8:16] == ["4", "1", "7", "2", "9", "3", "11", "4"]
    assert picture.count(">cards</text>") == 3 and picture.count(">coins</text>") == 3


def test_the_hands_start_past_the_third_field() -> None:
    state = bohnanza.compose(E, ["Ann", "Bob", "Cy"], hands={0: ["Red", "Wax"]}, deck=["Soy"] * 5)
    picture = draw(state)
    hand = _text(picture, "hand: 2 cards")
    x = 14 + 3 * (CARD_W + 70) + 10
    assert hand.get("x") == str(x)
    uses = [(u.get("href"), u.get("x")) for u in ET.fromstring(picture).iter(f"{SVG}use")]
    assert ("#c-red", str(x)) in uses and ("#c-wax", str(x + CARD_W + 4)) in uses


def test_a_big_hand_overlaps_to_stay_in_the_picture() -> None:
    state = bohnanza.compose(E, 3, hands={0: ["Coffee"] * 20}, deck=["Soy"] * 5)
    xs = [float(u.get("x", "0")) for u in ET.fromstring(draw(state)).iter(f"{SVG}use")
          if u.get("href") == "#c-coffee"]  # fmt: skip
    assert len(xs) == 20 and xs[-1] + CARD_W <= 1000 - 20
    steps = [b - a for a, b in itertools.pairwise(xs)]
    assert max(steps) - min(steps) < 0.01 and 10 <= min(steps) < CARD_W + 4
    assert xs[-1] == pytest.approx(1000 - 20 - CARD_W, abs=0.01)  # the room is all used


def test_cards_set_aside_are_drawn_at_the_right_under_to_plant() -> None:
    state = bohnanza.compose(E, 3, step=Step.PLANT_RECEIVED, set_aside={1: ["Wax", "Chili"]},
                             deck=["Soy"] * 5)  # fmt: skip
    picture = draw(state)
    ax = 1000 - 16 - (CARD_W + 4) * 2
    assert _text(picture, "to plant").get("x") == str(ax)
    uses = [(u.get("href"), u.get("x")) for u in ET.fromstring(picture).iter(f"{SVG}use")]
    assert ("#c-wax", str(ax)) in uses and ("#c-chili", str(ax + CARD_W + 4)) in uses


# -- the last move, the size ---------------------------------------------------------------


def _marks(picture: str) -> list[tuple[str, str, str, str]]:
    return [
        (r.get("x", ""), r.get("y", ""), r.get("width", ""), r.get("height", ""))
        for r in ET.fromstring(picture).iter(f"{SVG}rect")
        if r.get("class") == "last"
    ]


def test_a_planted_card_is_outlined() -> None:
    state = bohnanza.compose(E, 3, hands={0: ["Red", "Wax"]}, deck=["Soy"] * 5)
    card = state.players[0].hand[0]
    move = Plant(0, card.id, 0)
    after = bohnanza.apply(state, move)
    picture = draw(after, lastmove=move)
    assert _marks(picture) == [("12.5", str(152 + 62 - 1.5), str(CARD_W + 3), str(CARD_H + 3))]
    assert f'stroke="{LAST}"' in picture
    assert _marks(draw(after)) == []


def test_a_sold_field_and_a_bought_field_are_outlined() -> None:
    state = bohnanza.compose(E, 4, fields={0: [["Blue"] * 4, ["Wax"]]}, coins={0: 3},
                             hands={0: ["Red"]}, deck=["Soy"] * 5)  # fmt: skip
    sold = bohnanza.apply(state, Harvest(0, 0))
    assert _marks(draw(sold, lastmove=Harvest(0, 0))) == [("12.5", "212.5", "57", "79")]
    bought = bohnanza.apply(state, BuyField(0))
    # the new field is the third: 14 + 2 * (CARD_W + 70)
    assert _marks(draw(bought, lastmove=BuyField(0))) == [("260.5", "212.5", "57", "79")]


def test_an_offer_made_is_written_in_the_last_moves_colour() -> None:
    state = bohnanza.compose(E, ["Ann", "Bob", "Cy"], step=Step.TRADE, hands={0: ["Red"]},
                             face_up=["Wax", "Chili"], deck=["Soy"] * 5)  # fmt: skip
    wax = state.face_up[0].id
    move = Offer(0, 1, (wax,), ("blue",))
    after = bohnanza.apply(state, move)
    line = "offer: 1 Ann → 2 Bob: Wax for Blue"
    assert _text(draw(after), line).get("class") is None
    made = _text(draw(after, lastmove=move), line)
    assert (made.get("class"), made.get("fill"), made.get("font-weight")) == ("last", LAST, "bold")
    other = Offer(0, 2, (wax,), ("blue",))
    assert _text(draw(after, lastmove=other), line).get("class") is None


def test_the_duels_offer_left_is_outlined() -> None:
    state = bohnanza.new_game(E, 2, seed=3)
    for _ in range(200):
        moves = bohnanza.legal_actions(state)
        left = [m for m in moves if isinstance(m, LeaveOffer)]
        if left:
            break
        state = bohnanza.apply(state, moves[0])
    else:  # pragma: no cover - the duel leaves an offer within a turn
        pytest.fail("no LeaveOffer reached")
    after = bohnanza.apply(state, left[0])
    picture = draw(after, lastmove=left[0])
    assert len(_marks(picture)) == len(after.offer) > 0
    assert _text(picture, "offered").get("font-size") == "11"


def test_size_scales_the_picture_and_bad_arguments_are_refused() -> None:
    state = bohnanza.new_game(E, 3, seed=1)
    full = draw(state)
    height = int(re.search(r'height="(\d+)"', full)[1])  # type: ignore[index]
    assert f'width="1000" height="{height}" viewBox="0 0 1000 {height}"' in full
    half = draw(state, size=500)
    assert f'width="500" height="{round(height / 2)}" viewBox="0 0 1000 {height}"' in half
    assert f'width="1" height="{round(height / 1000)}"' in draw(state, size=1)
    for bad in (0, -5, True, 2.5, "500"):
        with pytest.raises(InvalidActionError, match="size is a width in pixels, above 0"):
            draw(state, size=bad)  # type: ignore[arg-type]
    with pytest.raises(InvalidActionError, match="lastmove is a move"):
        draw(state, lastmove="plant")  # type: ignore[arg-type]
    bare = draw(state, defs=False)
    assert "<defs>" not in bare and "<symbol" not in bare and bare.endswith("</svg>")


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_a_provisional_beanometer_is_starred_and_explained() -> None:
    state = bohnanza.compose("ladybohn", 3, fields={0: [["Harry Cochon"] * 2]},
                             hands={0: ["Harry Colt"]}, deck=["Harry Chaos"] * 5)  # fmt: skip
    picture = draw(state)
    starred = state.players[0].fields[0][-1].beanometer.provisional
    assert (">cartes*<" in picture) == starred
    note = "* haricomètres provisoires : ce ne sont pas ceux des cartes"
    assert (note in picture) == starred
    if starred:
        assert _text(picture, note).get("font-size") == "10"


# -- legibility: no two words on top of each other, everything inside its band -------------


def _box(t: ET.Element) -> tuple[float, float, float, float]:
    """A text's box: a letter about 0.6 of the size wide (or its ``textLength``), from
    0.8 of the size above the baseline to 0.2 below."""
    size = float(t.get("font-size", "12"))
    width = float(t.get("textLength") or 0.6 * size * len(t.text or ""))
    x, y = float(t.get("x", "0")), float(t.get("y", "0"))
    left = x - width / 2 if t.get("text-anchor") == "middle" else x
    return left, y - 0.8 * size, left + width, y + 0.2 * size


def _overlap(a: tuple[float, float, float, float], b: tuple[float, float, float, float]) -> bool:
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _busy() -> bohnanza.GameState:
    return bohnanza.compose(
        E, ["Ann", "Bob", "Cy"], step=Step.TRADE, active=1,
        fields={0: [["Coffee"] * 5, ["Wax"], ["Chili"] * 3], 1: [["Blue"] * 7, []],
                2: [["Soy"] * 2, ["Garden"]]},
        hands={0: ["Red"] * 3, 1: ["Green"] * 6, 2: ["Stink"]}, coins={0: 1, 1: 12},
        face_up=["Garden", "Black-eyed"], deck=["Soy"] * 5, discard=["Wax", "Red"],
    )  # fmt: skip


def test_no_two_texts_overlap_and_all_lie_inside_the_picture() -> None:
    for state in (_busy(), _over(E, {0: 5, 1: 7, 2: 7}, {1: ["Wax"], 2: ["Soy", "Blue"]})):
        picture = draw(state)
        root = ET.fromstring(picture)
        width, height = float(root.get("width", "0")), float(root.get("height", "0"))
        texts = [t for t in root.iter(f"{SVG}text") if t not in set(root.iter(f"{SVG}symbol"))]
        texts = [t for t in texts if t.get("font-size") != "9"]  # not the card faces
        boxes = [(t.text, _box(t)) for t in texts if "font-style" not in t.attrib]
        for words, box in boxes:
            assert box[0] >= 0 and box[2] <= width and box[1] >= 0 and box[3] <= height, words
        for k, (words, box) in enumerate(boxes):
            for other, second in boxes[k + 1 :]:
                assert not _overlap(box, second), (words, other)


def test_each_bands_words_and_cards_lie_inside_the_band_and_off_the_cards() -> None:
    picture = draw(_busy())
    root = ET.fromstring(picture)
    bands = [
        tuple(float(r.get(a, "0")) for a in ("x", "y", "width", "height"))
        for r in root.iter(f"{SVG}rect")
        if r.get("x") == "4"
    ]
    assert len(bands) == 3
    cards = [
        (float(u.get("x", "0")), float(u.get("y", "0")), u.get("href"))
        for u in root.iter(f"{SVG}use")
    ]
    texts = [t for t in root.iter(f"{SVG}text") if t.get("font-size") not in ("9", "8")]
    for bx, by, bw, bh in bands:
        inside = [t for t in texts if by <= float(t.get("y", "0")) < by + bh]
        names = [t.text for t in inside]
        assert any(n and n.startswith("hand: ") for n in names)
        for t in inside:
            left, top, right, bottom = _box(t)
            assert bx <= left and right <= bx + bw and by <= top and bottom <= by + bh, t.text
        for x, y, _ in cards:
            if by <= y < by + bh:
                assert bx <= x and x + CARD_W <= bx + bw and y + CARD_H <= by + bh
    # A label never lies on a card; the counts on the fields lie on their top card.
    for t in texts:
        if t.get("fill") == "#fff":
            continue
        box = _box(t)
        for x, y, href in cards:
            assert not _overlap(box, (x, y, x + CARD_W, y + CARD_H)), (t.text, href)
