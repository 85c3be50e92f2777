"""What a game of ``bohnanza play`` is (``Settings``): the session plays it, the save
file keeps it (``bohnanza.play.files``), both import it from here."""

from __future__ import annotations

import attrs

__all__ = ["Settings"]


@attrs.frozen
class Settings:
    """What a game of ``play`` is: the deal, the person's seat and the bots' specs."""

    edition: str
    players: int
    seed: int
    seat: int
    bots: tuple[str, ...]
    save: str = "bohnanza-save.json"
    record: str = ""
    #: Ladybohn: the beanometer sheet's path ("" for the shipped one).
    sheet: str = ""
    #: The colours: "auto" (from the terminal), "dark", "light" or "none".
    colours: str = "auto"
    #: The save file this game was resumed from ("" for a new game).
    resumed: str = ""
    #: The seats whose offers are declined without asking (``mute``), when resumed.
    muted: tuple[int, ...] = ()
