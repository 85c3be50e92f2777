"""Behaviour that the mutation audit (../shared/review/TESTS.md) found no test pinning down.

Each test names, in its docstring, the audit's mutant id that survived the whole suite
before it existed.  They use only the public API (``compose``, ``legal_actions``,
``check``, ``apply`` and the state's fields), so they hold for any core that keeps the
public names and behaviour.
"""

from __future__ import annotations

import itertools
import random

import pytest

import bohnanza
from bohnanza import (
    Action,
    BuyField,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    IllegalActionError,
    InvalidActionError,
    InvalidSetupError,
    Keep,
    LeaveOffer,
    Plant,
    Step,
    Trade,
)
from bohnanza.referee import split_harvest

from .helpers import E, ids, kinds, malformed

# ---------------------------------------------------------------------------------------
# The duel


def test_a_duel_turn_with_no_offer_and_no_hand_goes_straight_to_drawing() -> None:
    """ref026: duel + step1.empty-hand.  Seat 1 starts its turn with nothing offered and
    nothing in hand, so its turn goes on at once to step 3: three cards face up."""
    s = bohnanza.compose(
        E, 2, active=0, step=Step.DUEL_DRAW, hands={0: ["Chili"]}, deck=["Soy"] * 10
    )
    s = bohnanza.apply(s, LeaveOffer(0))
    assert (s.active, s.step) == (1, Step.DUEL_DRAW)
    assert kinds(s.face_up) == ("soy",) * 3
    assert kinds(s.players[0].hand) == ("chili", "soy", "soy"), "seat 0's step 4 draws two"
    assert len(s.deck) == 5
    assert LeaveOffer(1) in bohnanza.legal_actions(s)


def test_the_duel_opponent_may_buy_a_third_field_and_it_is_listed() -> None:
    """ref160: 002/field3.any-time holds in the duel, whose harvests are own-turn only."""
    s = bohnanza.compose(
        E, 2, step=Step.DUEL_PLANT, hands={0: ["Chili"]}, coins={1: 3}, deck=["Soy"] * 10
    )
    assert s.rules.duel and s.rules.harvest_timing == "own-turn"
    assert bohnanza.check(s, BuyField(1)) is None
    assert BuyField(1) in bohnanza.legal_actions(s).basic
    assert BuyField(1) in bohnanza.legal_actions(s, 1).basic


def test_in_the_duel_the_opponent_may_not_harvest_but_may_buy() -> None:
    """The per-seat filter of own-turn timing keeps the purchase and drops the harvest."""
    s = bohnanza.compose(
        E,
        2,
        step=Step.DUEL_PLANT,
        hands={0: ["Chili"]},
        fields={1: [["Soy", "Soy"], []]},
        coins={1: 3},
        deck=["Soy"] * 10,
    )
    seat1 = bohnanza.legal_actions(s, 1)
    assert BuyField(1) in seat1.basic
    assert not any(isinstance(m, Harvest) for m in seat1.basic)
    assert bohnanza.check(s, Harvest(1, 0)) is not None


def test_the_duel_plantings_are_listed_for_the_active_seat_only() -> None:
    """ref154: in the duel's step 2 the active player's plantings belong to her listing."""
    s = bohnanza.compose(E, 2, step=Step.DUEL_PLANT, hands={0: ["Chili"]}, deck=["Soy"] * 10)
    mine = bohnanza.legal_actions(s, 0).basic
    theirs = bohnanza.legal_actions(s, 1).basic
    assert any(isinstance(m, Plant) for m in mine)
    assert all(m.seat == 0 for m in mine)
    assert not any(isinstance(m, Plant) for m in theirs)


@pytest.mark.parametrize("reading", ["one", "any-number"])
def test_duel_discard_reading_decides_whether_a_second_discard_is_allowed(
    reading: str,
) -> None:
    """ref033: duel_discard = "any-number" lets the player discard until the hand is
    empty; "one" ends step 2 after one discard."""
    s = bohnanza.compose(
        E,
        2,
        step=Step.DUEL_PLANT,
        planted=1,
        hands={0: ["Chili", "Soy"]},
        deck=["Blue"] * 10,
        duel_discard=reading,
    )
    first, second = ids(s.players[0].hand)
    s = bohnanza.apply(s, Discard(0, first))
    if reading == "one":
        assert s.step is Step.DUEL_DRAW
        assert ids(s.players[0].hand) == (second,)
        return
    assert s.step is Step.DUEL_PLANT
    assert Discard(0, second) in bohnanza.legal_actions(s, 0)
    assert EndPlanting(0) in bohnanza.legal_actions(s, 0)
    s = bohnanza.apply(s, Discard(0, second))
    assert s.players[0].hand == ()
    assert s.step is Step.DUEL_DRAW


# ---------------------------------------------------------------------------------------
# Drawing from a composed position


def test_a_composed_empty_deck_is_formed_anew_from_the_discard_by_the_first_draw() -> None:
    """ref013: deck.exhaustion with a deck that is empty from the start: the first draw
    forms the new deck from the discard pile and goes on from it.  The running-out itself
    happened before the composed position (its ``exhaustions`` count says how many times),
    so forming the deck anew counts nothing more (decision deck.empty-discard)."""
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=[], discard=["Soy"] * 4)
    s = bohnanza.apply(s, Plant(0, s.players[0].hand[0].id, 0))
    assert s.step is Step.TRADE
    assert s.exhaustions == 0
    assert kinds(s.face_up) == ("soy", "soy")
    assert len(s.deck) == 2 and s.discard == ()


# ---------------------------------------------------------------------------------------
# Malformed before illegal


@pytest.mark.parametrize("field", [-1, 3])
def test_a_field_index_outside_0_to_2_is_malformed_even_after_the_end(field: int) -> None:
    """ref092: input errors are reported before the game-over refusal, at both bounds."""
    s = bohnanza.compose(E, 4, step=Step.OVER)
    malformed(s, Harvest(0, field), "field")
    malformed(s, Plant(0, 0, field), "field")


# ---------------------------------------------------------------------------------------
# The coin cards of a harvest


@pytest.mark.parametrize("reading", ["top", "bottom"])
@pytest.mark.parametrize("size", range(2, 8))
def test_split_harvest_names_the_cards_the_game_turns_into_coins(reading: str, size: int) -> None:
    """ref006: ``split_harvest`` (the documented split) agrees with a played harvest
    under both readings of coin_cards."""
    field = ["Stink"] * size
    s = bohnanza.compose(
        E, 4, fields={0: [field, []]}, hands={0: ["Chili"]}, deck=["Soy"] * 5, coin_cards=reading
    )
    cards = s.players[0].fields[0]
    after = bohnanza.apply(s, Harvest(0, 0))
    coins, rest = split_harvest(size, len(after.players[0].coins), reading)
    assert ids(after.players[0].coins) == tuple(cards[i].id for i in coins)
    assert ids(after.discard) == tuple(cards[i].id for i in rest)
    if coins:
        expected = range(size - len(coins), size) if reading == "top" else range(len(coins))
        assert coins == expected


# ---------------------------------------------------------------------------------------
# Negotiations: the lazy sequence of trades and donations


def _experts() -> GameState:
    return bohnanza.compose(
        "original-1997-fr-003",
        4,
        step=Step.TRADE,
        hands={0: ["Blue"], 1: ["Red"], 2: ["Chili", "Soy"]},
        face_up=["Soy"],
        coins={0: 2, 1: 1},
        deck=["Blue"] * 10,
        variants=["experts"],
    )


def _subsets(cards: tuple[int, ...]) -> list[tuple[int, ...]]:
    return [c for r in range(len(cards) + 1) for c in itertools.combinations(cards, r)]


def _every_negotiation(s: GameState) -> set[Action]:
    """Every trade and donation shape, legal or not, built by brute force."""
    active = s.active
    pool = ids(s.face_up) + ids(s.players[active].hand)
    found: set[Action] = set()
    for seat, p in enumerate(s.players):
        if seat == active:
            continue
        hand = ids(p.hand)
        for give, take in itertools.product(_subsets(pool), _subsets(hand)):
            for gc in range(len(s.players[active].coins) + 2):
                for tc in range(len(p.coins) + 2):
                    found.add(Trade(active, seat, give, take, gc, tc))
            if give:
                found.add(Donate(active, seat, give))
            if take:
                found.add(Donate(seat, active, take))
    return found


def test_experts_negotiations_with_coins_are_exactly_the_legal_ones() -> None:
    """ref167: with the experts' variant and coins on both sides, the listing holds every
    trade and donation that ``check`` allows and nothing else."""
    s = _experts()
    legal = {m for m in _every_negotiation(s) if bohnanza.check(s, m) is None}
    listed = list(bohnanza.legal_actions(s).negotiations)
    assert len(listed) == len(set(listed)), "a negotiation is listed twice"
    assert set(listed) == legal
    assert any(isinstance(m, Trade) and m.give_coins for m in legal)
    assert any(isinstance(m, Trade) and m.take_coins for m in legal)
    assert Trade(0, 1, (s.face_up[0].id,), (s.players[1].hand[0].id,), 2, 0) in legal


def test_negotiations_index_like_a_sequence() -> None:
    """ref170, ref171: negative indexes count from the end; indexes past either end
    raise IndexError."""
    neg = bohnanza.legal_actions(_experts(), 0).negotiations
    n = len(neg)
    assert n > 2
    forward = [neg[i] for i in range(n)]
    assert [neg[i - n] for i in range(n)] == forward
    assert list(neg) == forward
    assert neg[-1] == forward[-1] and neg[-n] == forward[0]
    assert list(neg[1:4]) == forward[1:4]
    for bad in (n, n + 5, -n - 1, -2 * n):
        with pytest.raises(IndexError):
            neg[bad]


def test_sampling_no_negotiation_raises_index_error() -> None:
    """ref177: outside step 2 the negotiations are empty and ``sample`` says so with the
    documented IndexError."""
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Soy"] * 5)
    neg = bohnanza.legal_actions(s).negotiations
    assert len(neg) == 0
    with pytest.raises(IndexError):
        neg.sample(random.Random(1))
    trading = bohnanza.legal_actions(_experts()).negotiations
    rng = random.Random(3)
    assert all(bohnanza.check(_experts(), trading.sample(rng)) is None for _ in range(20))


# ---------------------------------------------------------------------------------------
# A seat's listing


def _trading() -> GameState:
    return bohnanza.compose(
        E, 4, step=Step.TRADE, hands={0: ["Blue"], 1: ["Red"]}, face_up=["Soy"], deck=["Wax"] * 5
    )


def test_a_seat_listing_without_basic_moves_indexes_its_negotiations() -> None:
    """ref183: seat 1 has no basic move in step 2; its listing starts with its donation."""
    s = _trading()
    legal = bohnanza.legal_actions(s, 1)
    assert legal.basic == ()
    everything = list(legal)
    assert everything and all(isinstance(m, Donate) and m.seat == 1 for m in everything)
    assert [legal[i] for i in range(len(legal))] == everything
    assert [legal[i - len(legal)] for i in range(len(legal))] == everything
    with pytest.raises(IndexError):
        legal[-len(legal) - 1]


def test_another_seats_trade_is_not_in_a_seat_listing() -> None:
    """ref187: membership in ``legal_actions(s, seat)`` holds for that seat's moves only."""
    s = _trading()
    trade = Trade(0, 1, (s.face_up[0].id,), (s.players[1].hand[0].id,))
    gift = Donate(1, 0, (s.players[1].hand[0].id,))
    assert trade in bohnanza.legal_actions(s)
    assert trade in bohnanza.legal_actions(s, 0)
    assert trade not in bohnanza.legal_actions(s, 1)
    assert gift in bohnanza.legal_actions(s, 1)
    assert gift not in bohnanza.legal_actions(s, 0)
    assert gift not in bohnanza.legal_actions(s, 2)


# ---------------------------------------------------------------------------------------
# Setup


def test_new_game_takes_an_edition_object() -> None:
    """set003: ``new_game`` accepts an ``Edition`` as well as a preset name."""
    by_object = bohnanza.new_game(bohnanza.edition(E), 4, seed=1)
    by_name = bohnanza.new_game(E, 4, seed=1)
    assert by_object.table.edition.name == E
    assert [ids(p.hand) for p in by_object.players] == [ids(p.hand) for p in by_name.players]
    assert ids(by_object.deck) == ids(by_name.deck)


# ---------------------------------------------------------------------------------------
# Found by tests/mutants/mutate.py (mutant ids of its seeded sample)


def test_a_stacked_deck_that_the_deal_uses_up_is_exhausted_at_setup() -> None:
    """_reshuffle_if_empty:del:0: deck.exhaustion-moment holds for the deal's last card:
    the deck is exhausted then, once: an empty discard pile does not turn that one
    running-out into several (decision deck.empty-discard, review finding W3)."""
    s = bohnanza.new_game(E, 4, seed=1, deck=["Chili"] * 10 + ["Soy"] * 10)
    assert s.deck == ()
    assert s.exhaustions == 1
    assert not s.ending
    spare = bohnanza.new_game(E, 4, seed=1, deck=["Chili"] * 10 + ["Soy"] * 11)
    assert (spare.exhaustions, spare.ending, len(spare.deck)) == (0, False, 1)


def test_a_card_id_one_past_the_deck_is_malformed_in_every_action() -> None:
    """_check_card_id:cmp:1: ids run 0 .. deck size - 1; the first id past them is an
    input error, not a rule's refusal."""
    s = bohnanza.compose(E, 4, hands={0: ["Chili"]}, deck=["Soy"] * 3)
    n = len(s.table.edition.deck.cards)
    for action in (
        Plant(0, n, 0),
        Keep(0, n),
        Discard(0, n),
        Donate(0, 1, (n,)),
        Trade(0, 1, (n,), (0,)),
    ):
        malformed(s, action, f"no card {n}")
    assert type(bohnanza.check(s, Plant(0, n - 1, 0))) is not InvalidActionError


def test_third_field_timing_own_turn_refuses_a_purchase_out_of_turn() -> None:
    """_check_buy:return-none:2: the "own-turn" reading of third_field_timing (no preset
    uses it) lets only the active player buy, and the listing agrees."""
    s = bohnanza.compose(
        E,
        4,
        coins={0: 3, 1: 3},
        hands={0: ["Soy"]},
        deck=["Soy"] * 4,
        third_field_timing="own-turn",
    )
    err = bohnanza.check(s, BuyField(1))
    assert isinstance(err, IllegalActionError) and err.key == "field3.timing"
    assert BuyField(1) not in bohnanza.legal_actions(s)
    assert bohnanza.check(s, BuyField(0)) is None
    assert BuyField(0) in bohnanza.legal_actions(s, 0)
    anytime = bohnanza.compose(E, 4, coins={1: 3}, hands={0: ["Soy"]}, deck=["Soy"] * 4)
    assert BuyField(1) in bohnanza.legal_actions(anytime, 1)


def test_membership_of_anything_but_an_action_is_false() -> None:
    """LegalActions.__contains__:if-false:1: ``in`` answers False for a non-action (the
    Sequence contract), for every listing, per seat too, instead of raising."""
    s = _trading()
    for legal in (bohnanza.legal_actions(s), bohnanza.legal_actions(s, 1)):
        for thing in (None, "0 end-trading", 3, object()):
            assert thing not in legal
    assert EndTrading(0) in bohnanza.legal_actions(s, 0)
    assert EndTrading(0) not in bohnanza.legal_actions(s, 1)


@pytest.mark.parametrize(
    ("action", "text"),
    [
        (Trade(0, 1, (5,), (), 0, 2), "0 trade 1 give 5 take - coins 0 2"),
        (Trade(2, 3, (), (7, 8), 1, 0), "2 trade 3 give - take 7,8 coins 1 0"),
        (Trade(0, 1, (5,), (6,)), "0 trade 1 give 5 take 6"),
    ],
)
def test_a_trade_with_coins_is_written_with_them_and_read_back(action: Trade, text: str) -> None:
    """Trade.__str__:if-false:0: the experts' coins are part of the text form."""
    assert str(action) == text
    assert bohnanza.parse_action(str(action)) == action


@pytest.mark.parametrize("players", [0, -1, True, False])
def test_a_bad_player_count_is_refused_naming_the_count(players: int) -> None:
    """_seats:if-false:3: the count given is named, not a count derived from it (a bool is
    no count at all, and the refusal says so)."""
    said = "players must be a count" if isinstance(players, bool) else "player count"
    with pytest.raises(InvalidSetupError, match=rf"{said} .*, not {players!r}$"):
        bohnanza.new_game(E, players, seed=1)
    with pytest.raises(InvalidSetupError, match=rf"{said} .*, not {players!r}$"):
        bohnanza.compose(E, players)


@pytest.mark.parametrize("reading", ["round-robin", "packets"])
def test_deal_order_decides_which_cards_each_seat_gets(reading: str) -> None:
    """new_game:if-false:5: deal_order = "packets" (no preset uses it) deals each seat its
    whole hand from the top of the deck in turn; "round-robin" one card at a time, both
    clockwise from the first player."""
    kinds_in_order = ["Chili", "Soy", "Blue", "Red"]
    deck = [k for k in kinds_in_order for _ in range(5)] + ["Green"] * 6
    s = bohnanza.new_game(E, 4, seed=1, deck=deck, deal_order=reading)
    order = [(s.active + k) % 4 for k in range(4)]
    for k, seat in enumerate(order):
        got = kinds(s.players[seat].hand)
        if reading == "packets":
            assert got == (kinds_in_order[k].lower(),) * 5
        else:
            expected = [deck[k + 4 * j] for j in range(5)]
            assert got == tuple(x.lower() for x in expected)
    assert kinds(s.deck) == ("green",) * 6
