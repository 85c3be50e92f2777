"""The pictures of the docs, drawn by ``bohnanza.svg`` from seeded games: writes
docs/_static/*.svg (``python docs/pictures.py``; ``--check`` says whether they are current,
and tests/test_docs_pages.py runs that check).

- ``table-view.svg``: a 4-player game of planner and greedy bots (seed 7), in step 2 of
  turn 12, as seat 2 sees it (the other hands face down);
- ``table-ladybohn.svg``: a Ladybohn game (seed 7) in step 2, the whole table (every hand
  shown, the kinds written on the cards);
- ``table-protection.svg``: the position of the README's protection example, composed;
- ``example-<rulebook>.svg``: a worked example of each rulebook (002, 000.1, 000.2, 003,
  001), its position composed as the example's scenario in ``features/<rulebook>/`` composes
  it (same preset, seats, hands, deck and fields); docs/worked-examples.md shows them with the
  rulebooks' words. Rulebook 004 (a player aid) has no worked example.
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


_STEVE = ["Steve", "Anna", "Mark", "Lea"]
_STEPHANE = ["Stéphane", "Anne", "Marc", "Léa"]


def examples() -> dict[str, bohnanza.GameState]:
    """The worked examples' positions, by rulebook, composed as their scenarios compose them
    (the Given steps before the When)."""
    compose = bohnanza.compose
    baby_top = ["Blaue Bohne"] * 2 + ["Blaue Bohne miss", "Blaue Bohne bébé"]
    return {
        # features/002/harvesting.feature, example 5: Mark's field of three Chili beans.
        "002": compose("rio-grande-2000", _STEVE, hands={0: ["Chili"]},
                       deck=["Wax"] * 12, fields={2: [["Chili"] * 3]}),
        # features/000.1/harvesting.feature, exemple 5: les 3 Harry Cauchemar de Marc.
        "000.1": compose("amigo-fr", _STEPHANE, hands={0: ["Harry Cauchemar"]},
                         deck=["Harry Cochet"] * 12, fields={2: [["Harry Cauchemar"] * 3]}),
        # features/000.2/cartes_haricots.feature, exemple 1 (the row of 2 red beans).
        "000.2": compose("original-1997-fr", _STEPHANE, hands={0: ["haricot bleu"]},
                         deck=["haricot bleu"] * 12,
                         fields={2: [["haricot rouge"] * 2, ["haricot Soya"]]}),
        # features/003/vendre_des_haricots.feature: trois Brechbohnen valent un taler.
        "003": compose("original-1997-fr-003", _STEPHANE, hands={0: ["Blaue Bohne"]},
                       deck=["Blaue Bohne"] * 12, fields={2: [["Brechbohne"] * 3]}),
        # features/001/phase3_et_recolte.feature: un bébé sur le dessus ne vaut rien.
        "001": compose("ladybohn", _STEPHANE[:3], step=bohnanza.Step.PLANT_RECEIVED,
                       hands={0: ["Sojabohne"]}, fields={0: [baby_top], 1: [baby_top]},
                       set_aside={0: ["Blaue Bohne bébé"]}),
    }  # fmt: skip


def pictures() -> dict[str, str]:
    """The pictures by file name."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)
        ladybohn = _in_step_2("ladybohn", 7, 8)
        worked = {f"example-{book}.svg": draw(s) for book, s in examples().items()}
    protection = bohnanza.compose(
        "rio-grande-2000", 4, fields={1: [["Harry Cochon"], ["Chili"] * 3]}
    )
    return {
        "table-view.svg": draw(bohnanza.view(_in_step_2("rio-grande-2000", 7, 12), 2)),
        "table-ladybohn.svg": draw(ladybohn),
        "table-protection.svg": draw(protection),
        **worked,
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
