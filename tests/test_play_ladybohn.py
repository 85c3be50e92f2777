"""Ladybohn in ``bohnanza play``: each field priced by its top card (on the provisional sheet,
said on screen), the kinds a seat may see shown, every listed move distinct and named (a
baby's plant with the miss it moves)."""

from __future__ import annotations

import io
import re
import warnings
from pathlib import Path
from typing import TextIO, cast

import pytest

import bohnanza
from bohnanza import Plant, Step, view
from bohnanza.play import Settings, play
from bohnanza.rules.harvesting import field_payout
from bohnanza.teller import Teller


def _compose(**kw: object) -> bohnanza.GameState:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        return bohnanza.compose("ladybohn", 3, deck=["blue:mister"] * 10, **kw)  # type: ignore[arg-type]


def test_a_field_is_priced_by_its_top_card_as_the_referee_sells_it() -> None:
    """A baby at the bottom and a miss on top: the miss's beanometer prices the field; the
    line names the top card, every card's kind bottom to top, and the top card's steps."""
    state = _compose(fields={0: [["red:baby", "red:mister", "red:miss"], ["soy:mister"] * 2]})
    tell = Teller(state.table.names, 0, "fr", "none")
    fields = state.players[0].fields
    miss, mister = fields[0], fields[1]
    text = tell.field(miss)
    paid = field_payout(state.table, state.players[0].field_ids[0])
    assert text.startswith("Harry Comique (miss) x3 (vaut " + str(paid) + " ;"), text
    assert "du bas au dessus : bébé, mister, miss" in text
    assert "2/3/4 pièces à 2/3/4 cartes" in text  # the red miss's steps (no 1-coin step)
    soy = field_payout(state.table, state.players[0].field_ids[1])
    assert tell.field(mister).startswith(f"Harry Copain (mister) x2 (vaut {soy} ;")
    # The reviewer's screen: every field read "(vaut 1 ;  pièces à  cartes)".
    assert " pièces à  cartes" not in text + tell.field(mister)


def test_a_baby_on_top_is_said_to_price_nothing() -> None:
    state = _compose(fields={0: [["blue:mister", "blue:baby"], []]})
    text = Teller(state.table.names, 0, "en", "none").field(state.players[0].fields[0])
    assert field_payout(state.table, state.players[0].field_ids[0]) == 0
    assert text.startswith("Blue (baby) x2 (sells for 0: its top card has no beanometer)"), text


def test_the_table_says_how_fields_are_priced_and_on_which_sheet() -> None:
    state = _compose()
    board = Teller(state.table.names, 0, "fr", "none").board(view(state, 0))
    assert "chaque champ se vend au haricomètre de sa carte du dessus" in board
    assert "barème provisoire" in board
    rio = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    assert "top card" not in Teller(rio.table.names, 0, "en", "none").board(view(rio, 0))


def test_a_babys_plants_are_listed_each_with_the_miss_it_moves() -> None:
    """A baby received for a field holding a miss: planting it without moving her, and
    with her moved one or two places up, are three lines that say so."""
    state = _compose(
        step=Step.PLANT_RECEIVED,
        active=0,
        fields={0: [["red:miss", "red:mister", "red:mister"], []]},
        set_aside={0: ["red:baby"]},
    )
    v = view(state, 0)
    plants = [m for m in bohnanza.legal_actions(v) if isinstance(m, Plant) and m.field == 0]
    assert {m.steps for m in plants} >= {0, 1, 2}
    tell = Teller(state.table.names, 0, "en", "none")
    lines = [tell.listed(v, m) for m in plants]
    assert len(set(lines)) == len(lines), lines
    assert "plant Red (baby) in field 1, moving no miss" in lines
    assert (
        "plant Red (baby) in field 1, moving the miss in place 1 (from the bottom) up 2 places"
        in lines
    )
    french = Teller(state.table.names, 0, "fr", "none")
    moved = next(m for m in plants if m.steps == 1)
    assert french.listed(v, moved) == (
        "planter Harry Comique (bébé) dans le champ 1, en montant de 1 place "
        "la miss en place 1 (depuis le bas)"
    )


class _Ones:
    def readline(self, size: int = -1) -> str:
        return "1\n"

    def isatty(self) -> bool:
        return False


@pytest.mark.parametrize("seed", [2, 5])
def test_a_whole_ladybohn_game_lists_distinct_moves_and_prices_every_field(
    tmp_path: Path, seed: int
) -> None:
    settings = Settings(
        "ladybohn",
        4,
        seed,
        1,
        ("planner", "greedy"),
        str(tmp_path / "save.json"),
        str(tmp_path / "game.json"),
        colours="none",
    )
    screen = io.StringIO()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        assert play(settings, cast("TextIO", _Ones()), screen) == 0
    text = screen.getvalue()
    assert "Partie finie" in text
    # Every menu's lines differ (a baby's plant was 2-3 identical lines).
    menus = re.findall(r"(?:^ {2,3}\d+  .*\n)+", text, re.M)
    assert menus
    for menu in menus:
        lines = [line.split("  ", 2)[-1] for line in menu.splitlines()]
        assert len(set(lines)) == len(lines), menu
    # Every planted field shows a price and its steps, or says its top card has none.
    fields = re.findall(r"champ \d : (?!vide)(.*)", text)
    assert fields
    for line in fields:
        assert re.search(r"\(vaut \d+ (; [\d/.]+ pièces? à [\d/.]+ cartes|: sa carte)", line), line


def test_another_players_baby_moving_a_miss_is_told_so() -> None:
    state = _compose(
        step=Step.PLANT_RECEIVED,
        active=0,
        fields={0: [["red:miss", "red:mister", "red:mister"], []]},
        set_aside={0: ["red:baby"]},
    )
    moved = next(
        m for m in bohnanza.legal_actions(view(state, 0)) if isinstance(m, Plant) and m.steps == 2
    )
    after = bohnanza.apply(state, moved)
    told = Teller(state.table.names, 1, "en", "none").seen(view(state, 1), moved, view(after, 1))
    assert told == (
        "1 P1 plants Red (baby) in field 1, "
        "moving the miss in place 1 (from the bottom) up 2 places"
    )


def test_a_family_held_in_two_kinds_is_given_only_once_the_kind_is_said() -> None:
    """« offre 2 donne cauchemar » with a mister and a baby of that family in hand: never a
    guess; the kind typed after or before the name, in French or English, picks the card."""
    from bohnanza.errors import InvalidActionError
    from bohnanza.play.commands import Reader

    state = _compose(step=Step.TRADE, active=0, hands={0: ["red:mister", "red:baby", "soy:miss"]})
    v = view(state, 0)
    reader = Reader("fr", "fr")
    by_id = {c.id: c for c in v.hand}
    with pytest.raises(InvalidActionError) as refused:
        reader.understand(v, "offre 2 donne comique demande rien", [])
    text = str(refused.value)
    assert "'comique' peut désigner" in text
    assert "Harry Comique (bébé)" in text and "Harry Comique (mister)" in text
    for typed, kind in [
        ("comique bébé", "baby"),
        ("bebe comique", "baby"),
        ("Harry Comique (mister)", "mister"),
        ("red baby", "baby"),
    ]:
        offer = reader.understand(v, f"offre 2 donne {typed} demande rien", [])
        assert isinstance(offer, bohnanza.Offer)
        assert [by_id[c].kind for c in offer.gives] == [kind], typed
    # One kind held: the name alone is enough.
    offer = reader.understand(v, "offre 2 donne copain demande rien", [])
    assert isinstance(offer, bohnanza.Offer) and by_id[offer.gives[0]].kind == "miss"
    # A kind the hand lacks: nothing to give.
    with pytest.raises(InvalidActionError, match="pas de Harry Copain à donner"):
        reader.understand(v, "offre 2 donne copain mister demande rien", [])


def test_an_offer_asks_by_family_only() -> None:
    """What the others hold shows by family only: an offer cannot ask for a kind."""
    from bohnanza.errors import InvalidActionError
    from bohnanza.play.commands import Reader

    state = _compose(step=Step.TRADE, active=0, hands={0: ["soy:miss"], 1: ["red:baby"]})
    reader = Reader("en", "en")
    with pytest.raises(InvalidActionError, match="asks for beans by name only"):
        reader.understand(view(state, 0), "offer 2 give soy ask red baby", [])
    offer = reader.understand(view(state, 0), "offer 2 give soy ask red", [])
    assert isinstance(offer, bohnanza.Offer) and offer.asks == ("red",)


def test_a_face_up_card_is_kept_by_its_kind_and_a_plant_never_picks_a_miss_move() -> None:
    from bohnanza.errors import InvalidActionError
    from bohnanza.play.commands import Reader, judge

    state = _compose(step=Step.TRADE, active=0, face_up=["red:mister", "red:miss"])
    v = view(state, 0)
    reader = Reader("en", "en")
    with pytest.raises(InvalidActionError, match="could be Red \\(miss\\) or Red \\(mister\\)"):
        reader.understand(v, "keep red", bohnanza.legal_actions(v))
    kept = reader.understand(v, "keep red miss", bohnanza.legal_actions(v))
    assert isinstance(kept, bohnanza.Keep)
    assert {c.id: c for c in v.face_up}[kept.card].kind == "miss"
    # A baby for a field holding a miss: three plantings; typed, it must be chosen by number.
    state = _compose(
        step=Step.PLANT_RECEIVED,
        active=0,
        fields={0: [["red:miss", "red:mister", "red:mister"], []]},
        set_aside={0: ["red:baby"]},
    )
    v = view(state, 0)
    moves = bohnanza.legal_actions(v)
    with pytest.raises(InvalidActionError, match="several ways to plant Red in field 1"):
        reader.understand(v, "plant red 1", moves)
    # The baby named for the empty field: read as that planting, which the referee refuses
    # (its family grows in field 1), with the rule's id.
    _, refusal = judge(reader, v, "plant red baby 2", moves, list(moves))
    assert isinstance(refusal, bohnanza.IllegalActionError), refusal
    assert refusal.rule.endswith("lady.family-field"), refusal
