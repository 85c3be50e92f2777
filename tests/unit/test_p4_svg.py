"""``bohnanza.svg.draw`` gives the reviewed picture, to the last coordinate, for a set of
positions that together reach every part of it: a whole state and a seat's view, English
and French words, a trade with offers standing, set-aside cards, a deep field, a sold and a
bought field marked, the duel's offer, Ladybohn's kinds and a provisional beanometer of
more steps than are shown, a game over (winners, places and a tie broken by the hand), a
given width, and the faces left out (``defs=False``).

The pictures are in ``tests/unit/svg_pictures/``; open one in a browser to review it.
After a change of the drawing that is meant, draw them again and review the difference::

    python tests/unit/test_p4_svg.py

``test_promises_svg.py`` checks the picture's structure and words; this file checks that
nothing else moved (a card, a label, a line a few pixels off is a different picture)."""

from __future__ import annotations

import re
import sys
import warnings
from collections.abc import Callable
from pathlib import Path

import pytest

import bohnanza
from bohnanza.actions import Accept, BuyField, EndTrading, Harvest, Keep, LeaveOffer, Offer
from bohnanza.errors import InvalidActionError
from bohnanza.sheets import ProvisionalDataWarning
from bohnanza.state import GameState, Step
from bohnanza.svg import draw

HERE = Path(__file__).resolve().parent / "svg_pictures"
E = "rio-grande-2000"
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def _trade(edition: str) -> GameState:
    s = bohnanza.compose(
        edition, NAMES, step=Step.TRADE,
        hands={0: ["Red", "Blue", "Soy"], 1: ["Wax", "Green"], 2: ["Chili"]},
        fields={0: [["Chili"] * 9, ["Wax"]], 1: [["Garden"] * 2, []], 3: [["Stink"] * 3, ["Soy"]]},
        coins={0: 2, 1: 1, 3: 5}, bought_field=[3],
        face_up=["Chili", "Black-eyed"], discard=["Soy", "Red"], deck=["Soy"] * 7,
    )  # fmt: skip
    return bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))


def _english_state() -> str:
    s = _trade(E)
    return draw(s, lastmove=Offer(0, 1, (s.face_up[0].id,), ("wax",)))


def _french_view() -> str:
    s = _trade("amigo-fr")
    s = bohnanza.apply(s, Accept(1, 0, (s.players[1].hand[0].id,)))
    move = Keep(0, s.face_up[0].id)
    s = bohnanza.apply(s, move)
    return draw(bohnanza.view(s, 1), lastmove=move)


def _set_aside() -> str:
    s = _trade(E)
    s = bohnanza.apply(s, Accept(1, 0, (s.players[1].hand[0].id,)))
    s = bohnanza.apply(s, EndTrading(0))
    return draw(bohnanza.view(s, 0), size=640)


def _sold() -> str:
    s = bohnanza.compose(E, NAMES[:3], fields={0: [["Coffee"] * 4, ["Garden"] * 3]},
                         hands={0: ["Red"]}, coins={0: 3}, deck=["Soy"] * 5)  # fmt: skip
    return draw(bohnanza.apply(s, Harvest(0, 1)), lastmove=Harvest(0, 1))


def _bought() -> str:
    s = bohnanza.compose(E, NAMES, fields={0: [["Chili"] * 4, ["Wax"] * 3]},
                         hands={0: ["Red"]}, coins={0: 3}, deck=["Soy"] * 5)  # fmt: skip
    return draw(bohnanza.apply(s, BuyField(0)), lastmove=BuyField(0), defs=False)


def _duel() -> str:
    s = bohnanza.compose(E, ["Ann", "Bob"], step=Step.OFFER, offer=["Red", "Chili"],
                         hands={0: ["Wax"]}, fields={1: [["Wax"] * 2, []]},
                         deck=["Soy"] * 6)  # fmt: skip
    return draw(bohnanza.view(s, 0), lastmove=LeaveOffer(1))


def _ladybohn(seat: int | None) -> str:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        s = bohnanza.compose(
            "ladybohn", NAMES[:3],
            fields={0: [["Harry Cochon miss", "Harry Cochon"]], 1: [["Harry Colt bébé"]],
                    2: [["Harry Cochon"] * 2 + ["Harry Cochon miss"]]},
            hands={0: ["Harry Colt bébé", "Harry Chaos"]}, deck=["Harry Colique"] * 5,
        )  # fmt: skip
        return draw(s) if seat is None else draw(bohnanza.view(s, seat))


def _over(edition: str, seat: int | None) -> str:
    s = bohnanza.compose(edition, NAMES, step=Step.OVER, exhaustions=3, ending=True,
                         coins={0: 4, 1: 7, 2: 7, 3: 1},
                         hands={1: ["Red"], 2: ["Wax", "Soy"]})  # fmt: skip
    return draw(s) if seat is None else draw(bohnanza.view(s, seat), size=320)


LONG = ["Annabelle-Josephine", "Bartholomew-Alexander", "Cunegonde", "Desdemona-Anastasia",
        "Evangeline", "Fitzgerald"]  # fmt: skip


def _long_names_over() -> str:
    s = bohnanza.compose(E, LONG, step=Step.OVER, exhaustions=3, ending=True,
                         coins={0: 9, 1: 9, 2: 3, 3: 9, 4: 1, 5: 0},
                         hands={0: ["Red"], 3: ["Red"], 1: ["Wax"]})  # fmt: skip
    return draw(s)


def _many_to_move() -> str:
    s = bohnanza.compose(E, LONG, step=Step.PLANT_RECEIVED,
                         set_aside={k: ["Wax"] for k in range(6)},
                         face_up=[], deck=["Soy"] * 5)  # fmt: skip
    return draw(bohnanza.view(s, 2))


PICTURES: dict[str, Callable[[], str]] = {
    "long-names-over": _long_names_over,
    "many-to-move": _many_to_move,
    "english-state": _english_state,
    "french-view": _french_view,
    "set-aside": _set_aside,
    "sold": _sold,
    "bought-no-faces": _bought,
    "duel": _duel,
    "ladybohn-state": lambda: _ladybohn(None),
    "ladybohn-view": lambda: _ladybohn(1),
    "over-en-state": lambda: _over(E, None),
    "over-en-view": lambda: _over(E, 3),
    "over-fr-state": lambda: _over("amigo-fr", None),
    "over-fr-view": lambda: _over("amigo-fr", 0),
}


@pytest.mark.parametrize("name", sorted(PICTURES))
def test_the_picture_is_the_reviewed_one(name: str) -> None:
    drawn = PICTURES[name]()
    expected = (HERE / f"{name}.svg").read_text("utf-8")
    assert drawn == expected, f"{name}: the picture changed; see this file's docstring"


def test_each_picture_is_drawn_the_same_twice() -> None:
    assert _english_state() == _english_state() and _ladybohn(1) == _ladybohn(1)


def test_a_beanometer_of_more_steps_shows_its_first_six(tmp_path: Path) -> None:
    packaged = Path(bohnanza.__file__).parent / "data" / "sheets" / "ladybohn-provisional.toml"
    text = packaged.read_text("utf-8")
    assert "pays = [0, 2, 3, 4, 5, 6, 7]" in text
    sheet = tmp_path / "eight.toml"
    sheet.write_text(
        text.replace("pays = [0, 2, 3, 4, 5, 6, 7]", "pays = [0, 2, 3, 4, 5, 6, 7, 8, 9]").replace(
            'name = "ladybohn-provisional"', 'name = "eight-steps"'
        ),
        "utf-8",
    )
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", ProvisionalDataWarning)
        s = bohnanza.compose("ladybohn", 3, fields={0: [["Harry Coriace miss"]]},
                             deck=["Harry Colique"] * 5, sheet=str(sheet))  # fmt: skip
        picture = draw(s)
    shown = re.findall(r'font-size="10" text-anchor="middle"[^>]*>(\d+)</text>', picture)
    # cards over coins, column by column: 1 card for 2 coins ... 6 cards for 7, no more
    assert shown == ["1", "2", "2", "3", "3", "4", "4", "5", "5", "6", "6", "7"]


def test_a_state_whose_active_seat_does_not_exist_is_refused_by_name() -> None:
    s = bohnanza.new_game(E, 3, seed=1).replace(active=3)
    with pytest.raises(InvalidActionError, match=r"^seat 3 does not exist \(seats are 0-2\)$"):
        draw(s)


@pytest.mark.parametrize(("thing", "shown"), [(42, "42"), (None, "None"), ("a state", "'a state'")])
def test_what_is_neither_a_state_nor_a_view_is_refused_by_name(thing: object, shown: str) -> None:
    with pytest.raises(InvalidActionError) as caught:
        draw(thing)  # type: ignore[arg-type]
    assert str(caught.value) == f"draw takes a GameState or a PlayerView, not {shown}"


if __name__ == "__main__":  # draw the pictures again (after a change that is meant)
    HERE.mkdir(exist_ok=True)
    for picture, make in PICTURES.items():
        (HERE / f"{picture}.svg").write_text(make(), "utf-8")
        print(f"{HERE / picture}.svg", file=sys.stderr)
