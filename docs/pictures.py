"""The pictures of the docs, drawn by ``bohnanza.svg`` from seeded games: writes
docs/_static/*.svg (``python docs/pictures.py``; ``--check`` says whether they are current,
and tests/test_docs_pages.py runs that check).

- ``table-view.svg``: a 4-player game of planner and greedy bots (seed 7), in step 2 of
  turn 12, as seat 2 sees it (the other hands face down);
- ``table-ladybohn.svg``: a Ladybohn game (seed 7) in step 2, the whole table (every hand
  shown, the kinds written on the cards);
- ``table-protection.svg``: the position of the README's protection example, composed.
"""

from __future__ import annotations

import sys
import warnings
from pathlib import Path

import bohnanza
from bohnanza.players import play_game
from bohnanza.svg import draw

OUT = Path(__file__).resolve().parent / "_static"


def _in_step_2(edition: str, seed: int, turn: int) -> bohnanza.GameState:
    _final, moves = play_game(edition, ["planner", "greedy", "planner", "greedy"], seed=seed)
    state = bohnanza.new_game(edition, 4, seed=seed)
    for move in moves:
        if state.turn >= turn and state.step is bohnanza.Step.TRADE and state.face_up:
            break
        state = bohnanza.apply(state, move)
    return state


def pictures() -> dict[str, str]:
    """The pictures by file name."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        ladybohn = _in_step_2("ladybohn", 7, 8)
    protection = bohnanza.compose(
        "rio-grande-2000", 4, fields={1: [["Harry Cochon"], ["Chili"] * 3]}
    )
    return {
        "table-view.svg": draw(bohnanza.view(_in_step_2("rio-grande-2000", 7, 12), 2)),
        "table-ladybohn.svg": draw(ladybohn),
        "table-protection.svg": draw(protection),
    }


def main(argv: list[str]) -> int:
    drawn = pictures()
    if "--check" in argv:
        stale = [n for n, text in drawn.items() if not (OUT / n).is_file()
                 or (OUT / n).read_text("utf-8") != text + "\n"]  # fmt: skip
        for name in stale:
            print(f"docs/_static/{name} is not what bohnanza.svg draws now: "
                  "run python docs/pictures.py")  # fmt: skip
        return 1 if stale else 0
    for name, text in drawn.items():
        (OUT / name).write_text(text + "\n", "utf-8")
        print(f"wrote docs/_static/{name} ({len(text):,} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
