"""Checks shared by the tests: card conservation and the per-state invariants."""

from __future__ import annotations

import random
from pathlib import Path

from bohnanza import GameState
from bohnanza.state import Player, Table

#: The Ladybohn sheet of the scenarios and tests: invented numbers, marked provisional.
TEST_SHEET = Path(__file__).resolve().parent / "data" / "ladybohn-test-sheet.toml"


def assert_conserved(state: GameState) -> None:
    """Every card of the box is in exactly one zone."""
    ids = sorted(card.id for card in state.all_cards())
    expected = list(range(len(state.table.edition.deck.cards)))
    assert ids == expected, f"cards lost or doubled: {len(ids)} ids for {len(expected)} cards"


def assert_invariants(state: GameState, before: GameState | None = None) -> None:
    """Conservation, one variety per field, field counts, monotone exhaustions."""
    assert_conserved(state)
    for seat, player in enumerate(state.players):
        assert 2 <= len(player.fields) <= 3, f"seat {seat} has {len(player.fields)} fields"
        for field in player.fields:
            assert len({card.variety.key for card in field}) <= 1, f"seat {seat}: mixed {field}"
    if before is not None:
        assert state.exhaustions >= before.exhaustions
        for old, new in zip(before.players, state.players, strict=True):
            assert len(new.fields) >= len(old.fields)


def users_sheet(folder: Path) -> Path:
    """A stand-in for a sheet a user who owns the cards writes: the test sheet's numbers
    (tests/data/ladybohn-test-sheet.toml, invented, marked provisional there) in a file of
    ``folder`` marked ``provisional = false``, as a user's real sheet would be, under the
    name ``ladybohn-user``.  Only tests of what a non-provisional sheet does (no warning, no
    note) use it."""
    text = TEST_SHEET.read_text(encoding="utf-8")
    text = text.replace("\nprovisional = true\n", "\nprovisional = false\n", 1)
    text = text.replace('name = "ladybohn-test"', 'name = "ladybohn-user"', 1)
    path = folder / "ladybohn-user-sheet.toml"
    path.write_text(text, encoding="utf-8")
    return path


def hidden_dealt_again(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with the cards ``seat`` cannot see (the other hands but the cards their
    standing offers show, the deck, the cards under the coins, the boxed cards) dealt
    again among the same places, and another seed: the seat sees the same game."""
    shown = {card for offer in state.offers for card in offer.gives}
    pool: list[int] = []
    for k, p in enumerate(state.players):
        if k != seat:
            pool += [c for c in p.hand_ids if c not in shown]
        pool += p.coin_ids
    deck = state.stack_ids[state.drawn :]
    pool += [*deck, *state.box_ids]
    rng.shuffle(pool)
    take = iter(pool)
    players: list[Player] = []
    for k, p in enumerate(state.players):
        hand = p.hand_ids
        if k != seat:
            hand = tuple([c if c in shown else next(take) for c in hand])
        coins = tuple([next(take) for _ in p.coin_ids])
        players.append(Player(p.info, hand, p.field_ids, coins, p.aside_ids))
    new_deck = tuple([next(take) for _ in deck])
    box = tuple(take)
    t = state.table
    rest = state.rest
    return GameState(
        Table(t.edition, t.rules, t.names, t.dealer, t.seed + 1, t.stacked, t.shuffle),
        tuple(players),
        state.active,
        state.step_id,
        state.planted,
        state.discard_ids,
        state.face_up_ids,
        (new_deck, 0, state.exhaustions, state.ending),
        (rest[0], rest[1], box, rest[3], rest[4], rest[5]),
        state.first_kind,
        state.offers,
    )
