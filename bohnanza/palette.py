"""One colour per bean variety, for the terminal (``play``) and for pictures (``bohnanza.svg``).

The terminal has two palettes: one for a dark background and one for a light one (pale
colours such as the Black-eyed bean's white cannot be read on white, and a dark brown
cannot be read on black).  ``play`` picks one from ``--colours`` or, by default, from the
``COLORFGBG`` variable that many terminals set; ``none`` prints no colour.
Pictures use one palette of card colours, each drawn with dark text on it.
"""

from __future__ import annotations

import os
import zlib
from collections.abc import Mapping

__all__ = ["CARD", "THEMES", "card_colour", "pick_theme", "terminal_colour"]

#: Terminal colours readable on a dark background.
DARK: dict[str, str] = {
    "coffee": "#c8894a",
    "wax": "#e8d44d",
    "blue": "#6f9bff",
    "chili": "#ff5f5f",
    "stink": "#b5b552",
    "green": "#5fd75f",
    "soy": "#e6c878",
    "black-eyed": "#e0e0e0",
    "red": "#ff6b8b",
    "garden": "#9be06f",
    "cocoa": "#b07a5a",
}
#: Terminal colours readable on a light background.
LIGHT: dict[str, str] = {
    "coffee": "#7a4a1e",
    "wax": "#8a6d00",
    "blue": "#1f4fd0",
    "chili": "#c00000",
    "stink": "#5f5f10",
    "green": "#107010",
    "soy": "#9a5a00",
    "black-eyed": "#505050",
    "red": "#b0103a",
    "garden": "#2f7010",
    "cocoa": "#5a3520",
}
#: The card colours of pictures (text on them is dark).
CARD: dict[str, str] = {
    "coffee": "#b07a4a",
    "wax": "#f2d33c",
    "blue": "#7fa4ef",
    "chili": "#ef6a5a",
    "stink": "#b9b95a",
    "green": "#7cc47f",
    "soy": "#f0d9a0",
    "black-eyed": "#f4f2ea",
    "red": "#e8839a",
    "garden": "#a8dc86",
    "cocoa": "#a9785a",
}
#: The palettes by name ("none": no colour).
THEMES: Mapping[str, Mapping[str, str]] = {"dark": DARK, "light": LIGHT, "none": {}}


def _hashed(key: str, light: int) -> str:
    """A stable colour for a variety no palette names (a sheet's own family)."""
    hue = zlib.crc32(key.encode("utf-8")) % 360
    import colorsys

    r, g, b = colorsys.hls_to_rgb(hue / 360, light / 100, 0.55)
    return f"#{int(r * 255):02x}{int(g * 255):02x}{int(b * 255):02x}"


def terminal_colour(key: str, theme: str) -> str:
    """The colour of variety ``key`` in terminal ``theme`` ("" for none; an unknown theme
    is the dark one); a variety no palette names gets a colour of its own, light on a dark
    background and dark on a light one."""
    if theme == "none":
        return ""
    palette = THEMES.get(theme, DARK)
    return palette.get(key) or _hashed(key, 65 if palette is DARK else 30)


def card_colour(key: str) -> str:
    """The colour of a card of variety ``key`` in pictures."""
    return CARD.get(key) or _hashed(key, 75)


def pick_theme(choice: str = "auto", environ: Mapping[str, str] | None = None) -> str:
    """``dark``, ``light`` or ``none``: ``choice`` itself, or with ``auto`` the terminal's
    background as ``COLORFGBG`` tells it (``"0;15"``: black on white), dark if unknown;
    ``none`` when ``NO_COLOR`` is set."""
    env = os.environ if environ is None else environ
    if choice in THEMES:
        return choice
    if env.get("NO_COLOR"):
        return "none"
    background = env.get("COLORFGBG", "").split(";")[-1]
    return "light" if background in ("7", "15") else "dark"
