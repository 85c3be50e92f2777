"""``bohnanza.palette``: one colour per variety, readable on its terminal's background
(pale colours on a dark one, dark colours on a light one), for the packaged varieties and
for a family no palette names (a sheet's own), which keeps the same colour on every run."""

from __future__ import annotations

import colorsys

import pytest

from bohnanza.palette import DARK, LIGHT, terminal_colour


def _lightness(colour: str) -> float:
    r, g, b = (int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5))
    return colorsys.rgb_to_hls(r, g, b)[1]


OWN = ["kidney", "lady-blue", "x"]  # families no palette names


@pytest.mark.parametrize("key", [*DARK, *OWN])
def test_each_variety_is_light_on_a_dark_terminal_and_dark_on_a_light_one(key: str) -> None:
    assert _lightness(terminal_colour(key, "dark")) > 0.5
    assert _lightness(terminal_colour(key, "light")) < 0.5
    assert terminal_colour(key, "none") == ""
    assert terminal_colour(key, "unknown") == terminal_colour(key, "dark")


def test_the_palettes_name_the_same_varieties_each_its_own_colour() -> None:
    assert set(DARK) == set(LIGHT)
    for theme in ("dark", "light"):
        colours = [terminal_colour(key, theme) for key in [*DARK, *OWN]]
        assert len(set(colours)) == len(colours)


def test_a_family_no_palette_names_keeps_its_colour_from_run_to_run() -> None:
    # Derived from the name alone (not Python's per-process hash): the same in every
    # process and every release, so a sheet's family always looks the same.
    assert terminal_colour("kidney", "dark") == "#d674cd"
    assert terminal_colour("kidney", "light") == "#76226e"
