"""Twin positions: two states that differ only in the kind of a card hidden from a seat
(a mister, a miss or a baby of the same family, in another hand or in the deck) look the
same to that seat through every layer a player or a bot reads: its view, the moves listed
from it, the refusals judged from it, and the moves the harness hands its bot.  Decision
ladybohn.hidden-kinds; 001: « les joueurs ne doivent pas indiquer si les cartes haricots
sont des misters, des miss ou des bébés. »
"""

from __future__ import annotations

import random
import warnings
from collections.abc import Iterator

import pytest

import bohnanza
from bohnanza import (
    Accept,
    Action,
    Decline,
    GameState,
    Harvest,
    Keep,
    Offer,
    Plant,
    Player,
    Withdraw,
    view,
)
from bohnanza.listing import seat_actions
from bohnanza.players import play_game
from bohnanza.views import hides_kinds

warnings.simplefilter("ignore", bohnanza.ProvisionalDataWarning)


def _hiding_presets() -> list[str]:
    return [
        name
        for name in bohnanza.editions()
        if hides_kinds(bohnanza.new_game(name, max(bohnanza.edition(name).player_counts)).table)
    ]


HIDING = _hiding_presets()


def test_the_presets_that_hide_kinds_are_known() -> None:
    assert HIDING == ["ladybohn"]
    assert not hides_kinds(bohnanza.new_game("rio-grande-2000", 4).table)


def _swap(state: GameState, a: int, b: int) -> GameState:
    """``state`` with cards ``a`` and ``b`` exchanged in the hands, the deck and the offers
    (the zones some seat cannot see); every open zone is left as it is."""

    def swapped(ids: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(b if c == a else a if c == b else c for c in ids)

    players = tuple(
        Player(p.info, swapped(p.hand_ids), p.field_ids, p.coin_ids, p.aside_ids)
        for p in state.players
    )
    stack, drawn, exhaustions, ending = state.pile
    offers = tuple(
        Offer(o.seat, o.to, swapped(o.gives), o.asks, o.give_coins, o.ask_coins)
        for o in state.offers
    )
    return GameState(
        state.table,
        players,
        state.active,
        state.step_id,
        state.planted,
        state.discard_ids,
        state.face_up_ids,
        (swapped(stack), drawn, exhaustions, ending),
        state.rest,
        state.first_kind,
        offers,
    )


def _twins(state: GameState, rng: random.Random) -> Iterator[tuple[GameState, int, int]]:
    """Twins of ``state``: a hand card (an offered one first) exchanged with a deck card of
    the same family and another kind; with the seat that holds it."""
    table = state.table
    cards = table.cards
    deck = state.pile[0][state.pile[1] :]
    offered = [c for o in state.offers for c in o.gives if c not in state.face_up_ids]
    for holder, p in enumerate(state.players):
        hand = sorted(p.hand_ids, key=lambda c: c not in offered)
        for card in hand[:2]:
            others = [
                d
                for d in deck
                if cards[d].variety.key == cards[card].variety.key
                and cards[d].kind != cards[card].kind
            ]
            if others:
                yield _swap(state, card, rng.choice(others)), holder, card


def _probes(state: GameState, seat: int, hidden: tuple[int, ...]) -> list[Action]:
    """Moves of ``seat`` that name hidden cards or answer offers: their refusals (or not)
    must read the same in both twins."""
    moves: list[Action] = [Harvest(seat, 0), Decline(seat, state.active)]
    for card in hidden:
        moves += [
            Plant(seat, card, 0),
            Keep(seat, card),
            Offer(seat, state.active, (card,), ()),
            Accept(seat, state.active, (card,)),
        ]
    for offer in state.offers:
        moves += [Accept(seat, offer.seat, ()), Withdraw(seat, offer.to)]
    return moves


def _same_to_others(one: GameState, two: GameState, holder: int, hidden: tuple[int, ...]) -> int:
    compared = 0
    for seat in range(len(one.players)):
        if seat == holder:
            continue  # he holds the card: he sees its kind
        v1, v2 = view(one, seat), view(two, seat)
        assert v1 == v2, f"seat {seat} sees a difference"
        assert str(v1) == str(v2), f"str(view) of seat {seat} shows a difference"
        assert [str(c) for c in v1.offered] == [str(c) for c in v2.offered]
        l1, l2 = bohnanza.legal_actions(v1), bohnanza.legal_actions(v2)
        assert list(l1) == list(l2)
        # What the harness hands the seat's bot: the same moves.
        assert list(seat_actions(one, seat)) == list(seat_actions(two, seat)) == list(l1)
        for move in _probes(one, seat, hidden):
            r1, r2 = bohnanza.check(v1, move), bohnanza.check(v2, move)
            assert (type(r1), str(r1), getattr(r1, "rule", None)) == (
                type(r2),
                str(r2),
                getattr(r2, "rule", None),
            ), move
        compared += 1
    return compared


def offered_twins() -> Iterator[tuple[GameState, GameState, int, int]]:
    """Ladybohn twins in step 2: seat 0 offers seat 1 a red hand card that is a baby in one
    twin and a miss in the other (exchanged with a deck card of the other kind); yields the
    position after the offer, its twin, the card offered and the card it was exchanged with,
    for each way round."""
    for kind, twin_kind in (("bébé", "miss"), ("miss", "bébé")):
        state = bohnanza.compose(
            "ladybohn",
            3,
            step=bohnanza.Step.TRADE,
            face_up=["Saubohne", "Feuerbohne"],
            deck=["Brechbohne"] * 5 + [f"Rote Bohne {twin_kind}"],
            hands={0: [f"Rote Bohne {kind}", "Blaue Bohne"], 1: ["Rote Bohne", "Sojabohne"]},
            fields={1: [["Rote Bohne"], []]},
        )
        card = state.players[0].hand_ids[0]
        offered = bohnanza.apply(state, Offer(0, 1, (card,), ()))
        cards = state.table.cards
        deck = offered.pile[0][offered.pile[1] :]
        other = next(
            d
            for d in deck
            if cards[d].variety.key == "red" and cards[d].kind not in ("", cards[card].kind)
        )
        yield offered, _swap(offered, card, other), card, other


def test_an_offered_card_of_another_kind_changes_nothing_the_others_see() -> None:
    for offered, twin, card, other in offered_twins():
        cards = offered.table.cards
        assert cards[twin.offers[0].gives[0]].kind != cards[offered.offers[0].gives[0]].kind
        assert _same_to_others(offered, twin, 0, (card, other)) == 2
        # The addressee sees the family and the count, and gets the real card on receipt.
        shown = view(offered, 1).offered
        assert [(c.variety.key, c.kind) for c in shown] == [("red", "")]
        assert shown[0].id >= len(cards)
        after = bohnanza.apply(offered, Accept(1, 0, ()))
        assert view(after, 1).set_aside[1][-1].kind == cards[card].kind


@pytest.mark.parametrize("preset", HIDING)
@pytest.mark.parametrize("seed", [1, 2])
def test_twins_look_the_same_to_every_other_seat_through_whole_games(
    preset: str, seed: int
) -> None:
    """Positions of bot games (offers standing between an offer and its answer): each
    twinned on a hand card, the other seats see, list and are refused the same."""
    rng = random.Random(seed)
    _, moves = play_game(preset, ["planner", "greedy", "random", "planner"], seed=seed)
    state = bohnanza.new_game(preset, 4, seed=seed)
    compared = with_offers = 0
    for index, move in enumerate(moves):
        if state.offers or index % 25 == 0:
            for twin, holder, card in _twins(state, rng):
                twin_card = next(
                    c
                    for c in twin.players[holder].hand_ids
                    if c not in state.players[holder].hand_ids
                )
                compared += _same_to_others(state, twin, holder, (card, twin_card))
                with_offers += bool(state.offers)
        state = bohnanza.apply(state, move)
    assert compared > 50
    assert with_offers > 0, "no twin with an offer standing: the bots made none"
