"""``bohnanza.palette``: the theme ``auto`` picks from ``NO_COLOR`` and ``COLORFGBG``; each
theme gives its palette's colour, ``none`` no colour, an unknown theme the dark one; a
variety no palette names gets a stable colour of its own, light on a dark background, dark
on a light one and pale on a card."""

from __future__ import annotations

import colorsys
import re
import zlib

import pytest

from bohnanza.palette import CARD, DARK, LIGHT, card_colour, pick_theme, terminal_colour


@pytest.mark.parametrize(
    ("choice", "environ", "theme"),
    [
        ("light", {"NO_COLOR": "1"}, "light"),  # a theme asked for is kept
        ("none", {}, "none"),
        ("dark", {"COLORFGBG": "0;15"}, "dark"),
        ("auto", {"NO_COLOR": "1", "COLORFGBG": "0;15"}, "none"),
        ("auto", {"NO_COLOR": "", "COLORFGBG": "0;15"}, "light"),  # empty: not set
        ("auto", {"COLORFGBG": "0;7"}, "light"),
        ("auto", {"COLORFGBG": "15;default;0"}, "dark"),  # the last field is the background
        ("auto", {"COLORFGBG": "0;default;15"}, "light"),
        ("auto", {"COLORFGBG": "15"}, "light"),
        ("auto", {"COLORFGBG": "7;0"}, "dark"),
        ("auto", {}, "dark"),
        ("sepia", {"COLORFGBG": "0;15"}, "light"),  # an unknown choice is read as auto
    ],
)
def test_the_theme_is_the_choice_or_the_terminals_background(
    choice: str, environ: dict[str, str], theme: str
) -> None:
    assert pick_theme(choice, environ) == theme


def test_auto_reads_the_processs_environment_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("COLORFGBG", "0;15")
    assert pick_theme() == "light"
    monkeypatch.setenv("NO_COLOR", "yes")
    assert pick_theme() == "none"


def _hls(key: str, light: int) -> str:
    r, g, b = colorsys.hls_to_rgb((zlib.crc32(key.encode()) % 360) / 360, light / 100, 0.55)
    return f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"


def test_each_theme_gives_its_palettes_colour_and_none_gives_none() -> None:
    assert terminal_colour("chili", "dark") == DARK["chili"] == "#ff5f5f"
    assert terminal_colour("chili", "light") == LIGHT["chili"] == "#c00000"
    assert terminal_colour("chili", "sepia") == DARK["chili"]
    assert terminal_colour("chili", "none") == "" and terminal_colour("family", "none") == ""
    assert card_colour("chili") == CARD["chili"] == "#ef6a5a"


def test_a_variety_no_palette_names_gets_a_stable_colour_of_its_own() -> None:
    for key in ("family", "Harry Crâne", "x"):
        dark, light, card = (
            terminal_colour(key, "dark"),
            terminal_colour(key, "light"),
            card_colour(key),
        )
        assert dark == _hls(key, 65) and light == _hls(key, 30) and card == _hls(key, 75)
        assert terminal_colour(key, "sepia") == dark
        for colour in (dark, light, card):
            assert re.fullmatch(r"#[0-9a-f]{6}", colour)
        # light on dark, dark on light, palest on a card
        assert (
            sum(int(light[i : i + 2], 16) for i in (1, 3, 5))
            < sum(int(dark[i : i + 2], 16) for i in (1, 3, 5))
            < sum(int(card[i : i + 2], 16) for i in (1, 3, 5))
        )
    assert terminal_colour("family", "dark") != terminal_colour("other", "dark")
