"""Games told for people: names instead of ids in demo and verify, the board at each turn."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

import bohnanza
from bohnanza.cli import main
from bohnanza.narrate import printable
from bohnanza.players import play_game

#: A card as the machine writes it (``67:chili``): never in a text for people.
CARD_ID = re.compile(r"\b\d+:[a-z][a-z-]*\b")


def test_demo_shows_the_board_at_each_turn_start_and_names(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--players", "4", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    turns = [int(n) for n in re.findall(r"^Turn (\d+) \|", out, re.MULTILINE)]
    # one board per turn, in order, and the final one
    assert turns[:-1] == list(range(1, len(turns)))
    last = re.search(r"game over after \d+ moves, (\d+) turns", out)
    assert last is not None and turns[-1] == int(last[1])
    assert not CARD_ID.search(out)
    assert "1 Anna plants" in out and "field 1:" in out


def test_demo_names_the_cards_in_the_editions_language(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["demo", "--edition", "amigo-fr", "--players", "3", "--seed", "2"]) == 0
    out = capsys.readouterr().out
    assert "Harry" in out and not CARD_ID.search(out)


def test_verify_tells_an_illegal_move_in_words_with_the_position(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    start = bohnanza.new_game("rio-grande-2000", ["Anna", "Ben", "Cleo"], seed=4)
    _, moves = play_game("rio-grande-2000", ["planner", "greedy", "random"], seed=4)
    # Some way in, the active player sells a field that holds nothing.
    state, index = start, 0
    while (
        index < 60
        or state.step is not bohnanza.Step.PLANT
        or all(state.players[state.active].fields)
    ):
        state = bohnanza.apply(state, moves[index])
        index += 1
    seat = state.active
    empty = next(k for k, f in enumerate(state.players[seat].fields) if not f)
    bad = bohnanza.Harvest(seat, empty)
    record = json.loads(bohnanza.record_game(start, moves[:index]).to_json())
    record["players"] = ["Anna", "Ben", "Cleo"]
    record["actions"].append({"actor": seat, "move": str(bad)})
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(record), "utf-8")
    assert main(["verify", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"in words: {seat + 1} {state.table.names[seat]} sells field {empty + 1}" in out
    assert "the position before it:" in out and f"Turn {state.turn} |" in out
    assert "hand: " in out and "field 1:" in out


def test_text_from_outside_cannot_drive_the_terminal() -> None:
    # new_game already refuses such names (finding R18); narrate escapes them anyway.
    assert printable("Ann\x1b[2J") == "Ann\\x1b[2J"
    assert printable("Ann") == "Ann"


def test_a_field_is_told_by_its_top_card_which_prices_it() -> None:
    """demo and verify price a field as the referee sells it: by its top card (Ladybohn's
    cards of one family differ; a bottom baby prices nothing)."""
    import warnings

    from bohnanza.narrate import field_pays, field_text
    from bohnanza.rules.harvesting import field_payout

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        s = bohnanza.compose(
            "ladybohn", 3, fields={0: [["red:baby", "red:mister", "red:miss"], []]}
        )
    field = s.players[0].fields[0]
    assert field_pays(field) == field_payout(s.table, s.players[0].field_ids[0]) > 0
    text = field_text(field, "en")
    assert "(miss on top)" in text and f"(sells for {field_pays(field)};" in text
    assert "2/3/4 coins at 2/3/4 cards" in text


def test_each_card_is_named_in_its_varietys_own_colour() -> None:
    from bohnanza.narrate import COLOURS, card_name, names

    cards = {c.variety.key: c for c in bohnanza.new_game("amigo-fr", 4, seed=1).table.cards}
    assert set(cards) == set(COLOURS) and len(set(COLOURS.values())) == len(COLOURS)
    for key, card in cards.items():
        name = card.variety.name("fr")
        assert card_name(card, "fr") == f"[{COLOURS[key]}]{name}[/]"
        assert card_name(card, "fr", colour=False) == name
    chili, soy = cards["chili"], cards["soy"]
    assert names([chili, soy], "en") == f"{card_name(chili, 'en')}, {card_name(soy, 'en')}"
    assert names([], "en") == "-"
