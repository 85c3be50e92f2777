"""What the environments' encoding (``bohnanza.env.encoding``) promises, checked along
games of several presets: every id a seat may play and none other (the runs' ends
included), the mask, the moves by id, the ids of the referee's moves, the refusals with
their messages, the scores, and the order of the action names."""

from __future__ import annotations

import random

import numpy as np
import pytest

import bohnanza
from bohnanza.actions import Harvest, Offer, Plant
from bohnanza.env.encoding import PASS, Position, Table, whole_number
from bohnanza.errors import InvalidActionError
from bohnanza.referee import outcome

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CASES = [("rio-grande-2000", 4), ("amigo-fr", 2), ("ladybohn", 3)]


def _walk(table: Table, seed: int, moves: int) -> list[Position]:
    """Positions of a game of uniformly drawn legal ids."""
    rng = random.Random(seed)
    pos = table.start(seed)
    seen = [pos]
    for _ in range(moves):
        if pos.over:
            break
        pos = table.play(pos, rng.choice(table.ids(pos)))
        seen.append(pos)
    return seen


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_the_legal_ids_the_mask_and_the_moves_agree_everywhere(edition: str, players: int) -> None:
    table = Table.make(edition, players)
    size = table.num_actions
    for pos in _walk(table, 3, 400)[::7]:
        ids = table.ids(pos)
        assert ids == sorted(set(ids)) and ids
        legal = set(ids)
        assert [c for c in range(size) if table.is_legal(pos, c)] == ids
        assert list(np.flatnonzero(table.mask(pos))) == ids
        moves = table.moves(pos)
        assert list(moves) == ids
        seat = table.actor(pos)
        for code, move in moves.items():
            assert table.move(pos, code) == move
            if move is None:
                assert code == PASS
                continue
            assert getattr(move, "seat", seat) == seat
            again = table.encode(move, pos.state)
            assert again is not None and again in legal
            assert table.play(pos, code).state == bohnanza.apply(pos.state, move)
        # the ids just past and just before each run of legal ids are refused
        edges = {c for c in ids if c + 1 not in legal} | {c for c in ids if c - 1 not in legal}
        for code in {c + 1 for c in edges} | {c - 1 for c in edges}:
            if 0 <= code < size and code not in legal:
                with pytest.raises(InvalidActionError, match=r" is not legal for seat "):
                    table.move(pos, code)


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_every_move_the_referee_lists_for_the_acting_seat_has_an_id(
    edition: str, players: int
) -> None:
    table = Table.make(edition, players)
    for pos in _walk(table, 5, 300)[::11]:
        seat = table.actor(pos)
        legal = set(table.ids(pos))
        for move in bohnanza.legal_actions(pos.state, seat).basic:
            code = table.encode(move, pos.state)
            assert code is not None and code in legal, move


def test_an_illegal_or_foreign_id_is_refused_naming_it() -> None:
    table = Table.make("rio-grande-2000", 4)
    pos = table.start(1)
    seat = table.actor(pos)
    illegal = next(c for c in range(table.num_actions) if not table.is_legal(pos, c))
    with pytest.raises(
        InvalidActionError, match=rf"^action {illegal} is not legal for seat {seat} now$"
    ):
        table.move(pos, illegal)
    top = table.num_actions - 1
    with pytest.raises(
        InvalidActionError, match=rf"^action id {top + 1} is out of range: 0 to {top}$"
    ):
        table.play(pos, top + 1)
    with pytest.raises(
        InvalidActionError, match=rf"^an action id is an integer from 0 to {top}, not True"
    ):
        table.move(pos, True)
    assert table.move(pos, np.int32(table.ids(pos)[0])) == table.moves(pos)[table.ids(pos)[0]]  # type: ignore[arg-type]
    assert table.action_id(np.int64(3)) == 3 and type(table.action_id(np.int64(3))) is int


@pytest.mark.parametrize(
    ("value", "message"),
    [
        (-1, r"^thing -1 is out of range: 0 to 9$"),
        (10, r"^thing 10 is out of range: 0 to 9$"),
        (2.0, r"^a thing is an integer from 0 to 9, not 2\.0 \(a float\)$"),
        ("3", r"^a thing is an integer from 0 to 9, not '3' \(a str\)$"),
        (None, r"^a thing is an integer from 0 to 9, not None$"),
        (np.bool_(True), r"^a thing is an integer from 0 to 9, not"),
    ],
)
def test_whole_numbers_are_ints_in_range(value: object, message: str) -> None:
    with pytest.raises(InvalidActionError, match=message):
        whole_number(value, 10, "thing")
    assert whole_number(0, 10, "thing") == 0 and whole_number(np.uint8(9), 10, "thing") == 9


def test_the_refusal_reads_an_before_a_vowel() -> None:
    with pytest.raises(InvalidActionError, match=r"^an outcome is an integer from 0 to 2, not"):
        whole_number("x", 3, "outcome")


def test_the_scores_are_coins_then_the_final_result() -> None:
    table = Table.make("amigo-fr", 2)
    seen = _walk(table, 2, 100_000)
    final = seen[-1]
    assert final.over and table.actor(final) == -1 and table.ids(final) == []
    assert table.legal(final) == ({}, ())
    result = outcome(final.state)
    assert result is not None and table.scores(final) == result.scores
    middle = seen[len(seen) // 2]
    assert table.scores(middle) == tuple(len(p.coin_ids) for p in middle.state.players)


def test_the_action_names_come_in_the_documented_order() -> None:
    table = Table.make("rio-grande-2000", 4)
    names = table.action_names
    assert names[:5] == ("pass", "end-planting", "end-trading", "leave-offer", "buy-field")
    assert names[PASS] == "pass"
    assert names[table.plant_base] == f"plant {table.pieces[0]} 0"
    assert names[table.answer_base] == "accept seat+1"
    assert names[table.answer_base + 3] == "decline seat+1"
    assert names[table.answer_base + 6] == "withdraw seat+1"
    assert names[table.offer_base].startswith("offer seat+1 give - ask ")
    assert table.num_actions == len(names) == 1656
    assert len(table.offer_slots) == table.num_actions - table.offer_base
    assert table.offer_width == 1 + 2 * len(table.varieties)
    duel = Table.make("amigo-fr", 2)
    assert any(" back " in n for n in duel.action_names) and duel.discard_slots > 1
    lady = Table.make("ladybohn", 3)
    assert lady.lady and lady.pieces[:3] == tuple(
        f"{lady.varieties[0]}-{r}" for r in ("mister", "miss", "baby")
    )
    assert lady.action_names[lady.miss_base].startswith(
        f"plant {lady.varieties[0]}-baby 0 lift miss 0 by 1"
    )
    assert Table.make("rio-grande-2000", 4, offers_per_step=0).offers_per_step == 0


@pytest.mark.parametrize(("edition", "players"), [("rio-grande-2000", 4), ("ladybohn", 3)])
def test_a_move_the_encoding_cannot_name_has_no_id(edition: str, players: int) -> None:
    table = Table.make(edition, players)
    state = table.start(2).state
    card = state.players[0].hand_ids[0]
    other = next(
        c for c in state.players[1].hand_ids if table.kinds(state)[c] != table.kinds(state)[card]
    )
    for move in (
        Plant(0, card, 7),
        Plant(0, card, 7, 0, 1),
        Harvest(0, 7),
        Offer(0, 1, (card,), (), give_coins=1),
        Offer(0, 1, (card,), ("no-such-bean",)),
        Offer(0, 1, (card, other), ()),
        Offer(0, 0, (card,), ()),
        Offer(0, 1, (), ()),
        Offer(0, 1, (card,) * 3, ()),
    ):
        assert table.encode(move, state) is None, move
    assert table.encode(Plant(0, card, 1), state) == table.action_names.index(
        f"plant {table.pieces[table.piece_indices(state)[card]]} 1"
    )
    assert table.encode(Harvest(0, 2), state) == table.action_names.index("harvest 2")
