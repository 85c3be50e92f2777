"""What ``bohnanza.env.encoding`` promises of its action ids: each legal id's name
(``Table.action_names``) says the move it plays, the referee's id of a move is the id
that plays it, and the places the properties name are where those names are.  Runs in
``nox -s rl``."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.env.encoding import FIELDS, OFFER_COUNT, PASS, Position, Table

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")

CASES = [
    ("rio-grande-2000", 4),
    ("rio-grande-2000", 3),
    ("amigo-fr", 2),
    ("original-1997-fr", 5),
    ("ladybohn", 3),
]


def _walk(table: Table, seed: int, moves: int) -> list[Position]:
    rng = random.Random(seed)
    pos = table.start(seed)
    seen = [pos]
    for _ in range(moves):
        if pos.over:
            break
        ids = table.ids(pos)
        # basic moves more often than offers, so that games go on past step 2
        basic = [c for c in ids if c < table.offer_base]
        pos = table.play(pos, rng.choice(basic if basic and rng.random() < 0.7 else ids))
        seen.append(pos)
    return seen


def _piece(table: Table, state: bohnanza.GameState, card: int) -> str:
    c = state.table.cards[card]
    return f"{c.variety.key}-{c.kind}" if table.lady else c.variety.key


def _side(state: bohnanza.GameState, keys: list[str]) -> str:
    return ",".join(keys) if keys else "-"


def _name(table: Table, state: bohnanza.GameState, seat: int, move: Action | None) -> str:
    """The name the encoding documents for ``move`` (a duel's discard from the hand with
    cards of its key behind it aside: the caller checks it)."""
    n = table.players
    match move:
        case None:
            return "pass"
        case EndPlanting():
            return "end-planting"
        case EndTrading():
            return "end-trading"
        case LeaveOffer():
            return "leave-offer"
        case BuyField():
            return "buy-field"
        case Harvest(field=f):
            return f"harvest {f}"
        case Plant(card=c, field=f) if not move.steps:
            return f"plant {_piece(table, state, c)} {f}"
        case Plant(card=c, field=f):
            # the miss moved, counted from the top of the field: the misses above her
            cards = state.table.cards
            field = state.players[seat].field_ids[f]
            above = sum(cards[x].kind == "miss" for x in field[move.miss + 1 :])
            return f"plant {cards[c].variety.key}-baby {f} lift miss {above} by {move.steps}"
        case Keep(card=c):
            return f"keep {_piece(table, state, c)}"
        case Discard(card=c):
            return f"discard {_piece(table, state, c)}"
        case Accept(offerer=o):
            return f"accept seat+{(o - seat) % n}"
        case Decline(offerer=o):
            return f"decline seat+{(o - seat) % n}"
        case Withdraw(to=t):
            return f"withdraw seat+{(t - seat) % n}"
        case Offer():
            cards = state.table.cards
            gives = [cards[c].variety.key for c in move.gives]
            return (
                f"offer seat+{(move.to - seat) % n} give {_side(state, gives)} "
                f"ask {_side(state, list(move.asks))}"
            )
    raise AssertionError(move)


@pytest.mark.parametrize(("edition", "players"), CASES)
def test_each_legal_ids_name_says_its_move_and_the_move_encodes_to_it(
    edition: str, players: int
) -> None:
    table = Table.make(edition, players)
    names = table.action_names
    seen: set[str] = set()
    lifts = 0
    for pos in _walk(table, 4, 500)[::3]:
        seat = table.actor(pos)
        state = pos.state
        for code, move in table.moves(pos).items():
            name = names[code]
            want = _name(table, state, seat, move)
            if " lift miss " in want:
                lifts += 1
                assert name == want, (code, name, want)
            elif isinstance(move, Discard) and " back " in name:
                assert table.discard_slots > 1 and name.startswith(want + " back ")
                # the card discarded has that many cards of its key behind it in the hand
                hand = state.players[seat].hand_ids
                key = state.table.cards[move.card].variety.key
                behind = hand[hand.index(move.card) + 1 :]
                back = int(name.rsplit(" ", 1)[1])
                assert back == sum(state.table.cards[c].variety.key == key for c in behind)
            else:
                assert name == want, (code, name, want)
            if move is not None:
                assert table.encode(move, state) == code, (name, move)
            seen.add(name.split(" ")[0])
    assert {"plant", "harvest", "discard" if players == 2 else "keep"} <= seen
    if players > 2:
        assert {"pass", "offer", "accept", "decline"} <= seen
    assert lifts == 0 or table.lady


def test_the_places_name_where_each_kind_of_id_starts() -> None:
    for edition, players in CASES:
        table = Table.make(edition, players)
        names = table.action_names
        pieces = table.pieces
        n = len(pieces)
        assert names[5 : 5 + FIELDS] == tuple(f"harvest {f}" for f in range(FIELDS))
        plants = names[table.plant_base : table.plant_base + n * FIELDS]
        assert plants == tuple(f"plant {p} {f}" for p in pieces for f in range(FIELDS))
        keep0 = table.plant_base + n * FIELDS
        assert names[keep0 : keep0 + n] == tuple(f"keep {p}" for p in pieces)
        assert names[keep0 + n : keep0 + 2 * n] == tuple(f"discard {p}" for p in pieces)
        assert table.miss_base == keep0 + 2 * n
        others = players - 1
        answers = names[table.answer_base : table.offer_base]
        assert answers == tuple(
            f"{verb} seat+{r}"
            for verb in ("accept", "decline", "withdraw")
            for r in range(1, players)
        )
        assert table.offer_base == table.answer_base + 3 * others
        width = table.offer_width
        assert width == 1 + OFFER_COUNT * len(table.varieties)
        assert len(table.offer_slots) == others * (width * width - 1)
        assert table.num_actions == table.offer_base + len(table.offer_slots)
        assert names[PASS] == "pass" and len(set(names)) == len(names)
        if table.lady:
            lifts = names[table.miss_base : table.miss_base + 2]
            assert lifts == (
                f"plant {table.varieties[0]}-baby 0 lift miss 0 by 1",
                f"plant {table.varieties[0]}-baby 0 lift miss 0 by 2",
            )
            count = len(table.varieties) * FIELDS * table.miss_slots * 2
            assert " lift miss " not in names[table.miss_base + count]
            assert " lift miss " in names[table.miss_base + count - 1]
        else:
            assert table.miss_slots == 0
        if table.discard_slots > 1:
            first = keep0 + 2 * n
            assert names[first] == f"discard {pieces[0]} back 1"
            assert table.answer_base == first + n * (table.discard_slots - 1)
        else:
            assert table.answer_base == table.miss_base + len(table.varieties) * FIELDS * 2 * (
                table.miss_slots
            )


def test_each_offer_slot_names_its_addressee_and_sides() -> None:
    table = Table.make("rio-grande-2000", 3)
    keys = table.varieties
    for k, (to, g, c, a, m) in enumerate(table.offer_slots):
        give = ",".join([keys[g]] * c) if g >= 0 else "-"
        ask = ",".join([keys[a]] * m) if a >= 0 else "-"
        assert table.action_names[table.offer_base + k] == f"offer seat+{to} give {give} ask {ask}"
        assert 1 <= to <= 2 and (g >= 0 or a >= 0)
        assert (c == 0) == (g < 0) and (m == 0) == (a < 0)
    assert table.offer_slots[0] == (1, -1, 0, 0, 1)


def test_a_babys_planting_that_lifts_a_miss_is_named_by_the_miss_counted_from_the_top() -> None:
    table = Table.make("ladybohn", 3)
    state = bohnanza.compose(
        "ladybohn",
        3,
        hands={0: ["blue:baby", "chili"]},
        fields={0: [["blue", "blue:miss", "blue", "blue:miss", "blue"], []]},
        deck=["Soy"] * 9,
    )
    pos = table.enter(state)
    moves = table.moves(pos)
    lifts = {code: m for code, m in moves.items() if isinstance(m, Plant) and m.steps}
    assert lifts
    names = {table.action_names[code] for code in lifts}
    # the upper miss (position 3, none above her) and the lower one (position 1, one above)
    assert {"plant blue-baby 0 lift miss 0 by 1", "plant blue-baby 0 lift miss 1 by 2"} <= names
    for code, move in lifts.items():
        assert table.action_names[code] == _name(table, state, 0, move)
        assert table.encode(move, state) == code
