"""The position text's fast path (``bohnanza.position.text``, its docstring): every document
``to_json`` writes of a game without Ladybohn's cards (those with offers ended unaccepted
too: ``test_p6_inp_position_text``) is read back by the fast path into the same state, whatever
the table read before it; any other text is left to the full reader."""

from __future__ import annotations

from functools import cache

import pytest

import bohnanza
from bohnanza.conformance.runner import game_line
from bohnanza.position import from_json, to_json
from bohnanza.position.text import card_texts, header, read, rule_options, write

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


@cache
def _states() -> tuple[bohnanza.GameState, ...]:
    out: list[bohnanza.GameState] = []
    for name in bohnanza.editions():
        if bohnanza.edition(name).deck.has_kinds:
            continue
        for k, count in enumerate(bohnanza.edition(name).player_counts):
            out += game_line(name, count, k + 7, trades=0.5)[::5]
    return tuple(s for s in out if not s.unaccepted)


def test_every_document_written_of_a_plain_game_takes_the_fast_path() -> None:
    states = _states()
    assert len(states) > 100
    assert any(s.offers for s in states) and any(s.is_over for s in states)
    assert any(s.table.rules.duel for s in states)
    for state in states:
        text = to_json(state)
        assert write(state, False) == text
        found = read(text)
        assert found is not None, text[:200]
        assert found == (state, None)


def test_tables_read_one_after_another_are_each_their_own() -> None:
    first = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    other_seed = bohnanza.new_game("rio-grande-2000", 4, seed=2)
    other_names = bohnanza.new_game("rio-grande-2000", ["A", "B", "C", "D"], seed=1)
    french = bohnanza.new_game("amigo-fr", 4, seed=1)
    fewer = bohnanza.new_game("rio-grande-2000", 3, seed=1)
    for state in (first, other_seed, first, other_names, french, first, fewer, first):
        found = read(to_json(state))
        assert found is not None and found[0] == state
        assert found[0].table == state.table
        assert from_json(to_json(state)) == state


def test_a_composed_position_is_read_back_as_composed() -> None:
    composed = bohnanza.compose(
        "rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Chili"] * 5, coins={2: 2}
    )
    text = to_json(composed)
    assert '"composed": true' in text and write(composed, True) == text
    assert read(text) == (composed, None)
    assert '"composed"' not in write(composed, False)
    # Over before its end: a composed game may be, a played one may not.
    over = bohnanza.compose("original-1997-fr", 3, step=bohnanza.Step.OVER, coins={1: 2})
    assert read(to_json(over)) == (over, None)
    played = write(over, False)
    found = read(played)
    # Written as a played game, its cards out of the game are refused.
    assert found is not None and found[1] is not None
    assert found[1][0] == "$.removed[0]"
    assert found[1][1].endswith("only a composed position has other cards out of the game")


def test_ladybohn_and_foreign_texts_take_the_full_reader() -> None:
    lady = bohnanza.new_game("ladybohn", 3, seed=1)
    text = to_json(lady)
    assert read(text) is None and from_json(text) == lady
    plain = to_json(bohnanza.new_game("rio-grande-2000", 4, seed=1))
    for other in ("", "{}", plain[:-1], plain + " ", plain.replace('"turn": 1', '"turn":1')):
        assert read(other) is None


def test_the_pieces_are_made_once_and_hold_every_option() -> None:
    game = bohnanza.new_game("rio-grande-2000", 4, seed=1)
    texts = card_texts(game.table.cards)
    assert texts is card_texts(game.table.cards)
    assert texts[33] == '{"id": 33, "variety": "wax"}' and len(texts) == 154
    head = header(game.table)
    assert head is header(game.table)
    assert head.startswith('{"format": "bohnanza-position", "version": 1, "edition": ')
    assert to_json(game).startswith(head + ', "turn": ')
    options = rule_options(game.table.rules)
    assert "players" not in options and options["hand_size"] == [5]
    assert options["end_exhaustions"] == 3 and options["removed"] == ["coffee"]
