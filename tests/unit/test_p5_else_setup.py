"""``bohnanza.setup`` by its docstrings: ``new_game`` removes the cards the player count
excludes, deals from the dealer's left (one card at a time, or in packets), the hand sizes
of the deal table by position, seat 0 starting by default; its arguments are checked up
front, each refusal naming the value; ``compose`` builds a position card by card (lowest
unused id of each variety, coins counted from the highest ids left) and moves on where the
rules leave nothing to choose; ``variety_key`` reads a name in any language."""

from __future__ import annotations

import warnings
from collections.abc import Callable
from functools import partial
from typing import Any

import attrs
import pytest

from bohnanza.chance import DeckOrders
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError
from bohnanza.setup import SEED_RANGE, compose, new_game, variety_key
from bohnanza.sheets import ProvisionalDataWarning, apply_sheet, packaged_sheet
from bohnanza.state import Step

pytestmark = pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")


#: The public functions as a caller who does not type-check calls them.
loose_compose: Any = compose
loose_new_game: Any = new_game


def _refused(make: Callable[[], object]) -> str:
    with pytest.raises(InvalidSetupError) as caught:
        make()
    return str(caught.value)


# -- variety_key ------------------------------------------------------------------------


def test_a_variety_is_named_in_any_language_case_spacing_and_bean_aside() -> None:
    assert variety_key("chili") == "chili"
    assert variety_key("  CHILI   Beans ") == "chili"
    assert variety_key("Chili Bean") == "chili"
    assert variety_key("Harry  Cochon") == "stink"
    assert variety_key("harry cochon") == "stink"
    assert variety_key("Augenbohne") == "black-eyed"
    assert variety_key("Augenbohnen") == "black-eyed"
    assert variety_key("Black-eyed") == "black-eyed"
    assert variety_key("haricots de feu") == "chili"
    assert variety_key("Rote Bohne") == "red"
    assert _refused(lambda: variety_key("zebra")) == "unknown bean variety 'zebra'"
    assert _refused(lambda: variety_key("")) == "unknown bean variety ''"
    assert _refused(lambda: variety_key(3)) == "a bean variety is named by a string, not 3"
    assert _refused(lambda: variety_key(None)) == "a bean variety is named by a string, not None"


# -- new_game: the seats ----------------------------------------------------------------


def test_a_player_count_takes_the_default_names_and_seat_0_starts() -> None:
    for players in (2, 3, 4, 5, 6, 7):
        game = new_game("rio-grande-2000", players, seed=1)
        assert game.table.names == tuple(f"P{i + 1}" for i in range(players))
        assert game.table.dealer == players - 1
        assert game.active == 0
        assert len(game.players) == players


def test_the_seats_are_checked_before_any_work() -> None:
    rg = "rio-grande-2000"
    assert _refused(lambda: new_game(rg, 0, seed=1)) == "player count must be 1 to 64, not 0"
    assert _refused(lambda: new_game(rg, 65, seed=1)) == "player count must be 1 to 64, not 65"
    assert _refused(lambda: new_game(rg, -1, seed=1)) == "player count must be 1 to 64, not -1"
    assert _refused(lambda: new_game(rg, 64, seed=1)) == (
        "rio-grande-2000 is played by 2, 3, 4, 5, 6, 7 players, not 64"
    )
    assert _refused(lambda: new_game(rg, True, seed=1)) == (
        "players must be a count or a list of names, not True"
    )
    assert _refused(lambda: new_game(rg, "Ann,Bob,Cy", seed=1)) == (
        "players must be a count or a list of names, not 'Ann,Bob,Cy'"
    )
    assert _refused(lambda: loose_new_game(rg, ["Ann", 2, "Cy"], seed=1)) == (
        "player names must be strings, not 2"
    )
    assert _refused(lambda: new_game(rg, [f"N{i}" for i in range(65)], seed=1)) == (
        "65 players: at most 64 are taken"
    )
    for names in (["", "B", "C"], ["A", "B", "x" * 201]):
        assert _refused(partial(new_game, rg, names, seed=1)) == (
            "a player's name has 1 to 200 characters"
        )
    assert new_game(rg, ["x" * 200, "y", "z"], seed=1).table.names[0] == "x" * 200
    assert _refused(lambda: new_game(rg, ["A", "B\ud800", "C"], seed=1)) == (
        "a player's name holds a lone surrogate"
    )
    assert _refused(lambda: new_game(rg, ["A", "B\nC", "D"], seed=1)) == (
        "a player's name is printable text, not 'B\\nC'"
    )
    assert _refused(lambda: new_game(rg, ("A", "B", "A"), seed=1)) == (
        "player names must differ: ['A', 'B', 'A']"
    )
    game = new_game(rg, ("Léa", "Zoë", "Ann"), seed=1)
    assert game.table.names == ("Léa", "Zoë", "Ann")


def test_the_dealer_is_given_once_and_the_seat_on_their_left_starts() -> None:
    rg = "rio-grande-2000"
    for dealer in range(4):
        game = new_game(rg, 4, seed=1, dealer=dealer)
        assert game.table.dealer == dealer and game.active == (dealer + 1) % 4
    game = new_game(rg, 4, seed=1, dealer="youngest", dealer_seat=1)
    assert game.table.rules.dealer == "youngest"
    assert game.table.dealer == 1 and game.active == 2
    game = new_game(rg, 4, seed=1, dealer_seat=2)
    assert game.table.dealer == 2 and game.active == 3
    assert _refused(lambda: new_game(rg, 4, seed=1, dealer=1, dealer_seat=1)) == (
        "give the dealing seat once: dealer or dealer_seat"
    )
    assert _refused(lambda: new_game(rg, 4, seed=1, dealer=4)) == (
        "dealer seat 4 does not exist (seats are 0-3)"
    )
    assert _refused(lambda: new_game(rg, 4, seed=1, dealer=-1)) == (
        "dealer seat -1 does not exist (seats are 0-3)"
    )
    assert _refused(lambda: new_game(rg, 4, seed=1, dealer_seat=True)) == (
        "dealer seat True does not exist (seats are 0-3)"
    )
    assert _refused(lambda: new_game(rg, 4, seed=1, dealer="eldest")) == (
        "rule option dealer='eldest' is not one of oldest, youngest, chosen"
    )


# -- new_game: the seed and the deal ----------------------------------------------------


def test_a_seed_is_a_64_bit_whole_number_kept_in_the_table() -> None:
    low, high = SEED_RANGE
    assert (low, high) == (-(2**63), 2**63 - 1)
    for seed in (low, high, 0):
        assert new_game("rio-grande-2000", 3, seed=seed).table.seed == seed
    for bad in (high + 1, low - 1, True, 1.0, "7"):
        assert _refused(partial(loose_new_game, "rio-grande-2000", 3, seed=bad)) == (
            f"seed must be a whole number of 64 bits, not {bad!r}"
        )
    drawn = new_game("rio-grande-2000", 3).table.seed
    assert 0 <= drawn < 2**63
    again = new_game("rio-grande-2000", 3, seed=drawn)
    first = new_game("rio-grande-2000", 3, seed=drawn)
    assert again.players == first.players and again.stack_ids == first.stack_ids
    assert new_game("rio-grande-2000", 3, seed=1).stack_ids != first.stack_ids


def _in_box_order(pile: tuple[int, ...], exhaustions: int) -> tuple[int, ...]:
    """A shuffle that leaves every deck in the order given."""
    return pile


def test_the_deal_goes_one_card_at_a_time_from_the_dealers_left() -> None:
    game = new_game("rio-grande-2000", 4, seed=1, shuffle=_in_box_order)
    # At 4 players the 24 coffee cards (ids 0-23) are out; the deck is ids 24 on.
    assert game.removed_ids == tuple(range(24))
    assert [p.hand_ids for p in game.players] == [tuple(range(24 + s, 44, 4)) for s in range(4)]
    assert game.stack_ids == tuple(range(44, 154))


def test_packets_deal_each_hand_whole_in_turn() -> None:
    game = new_game("rio-grande-2000", 4, seed=1, shuffle=_in_box_order, deal_order="packets")
    assert [p.hand_ids for p in game.players] == [
        tuple(range(24 + 5 * s, 29 + 5 * s)) for s in range(4)
    ]


def test_six_players_are_dealt_three_four_five_then_six_from_the_dealers_left() -> None:
    game = new_game("rio-grande-2000", 6, seed=1, shuffle=_in_box_order, dealer=2)
    assert game.active == 3
    sizes = [len(p.hand_ids) for p in game.players]
    assert sizes == [6, 6, 6, 3, 4, 5]
    packets = new_game(
        "rio-grande-2000", 6, seed=1, shuffle=_in_box_order, dealer=2, deal_order="packets"
    )
    hands = [p.hand_ids for p in packets.players]
    assert [len(h) for h in hands] == [6, 6, 6, 3, 4, 5]
    # Packets from the starter (seat 3) clockwise, each packet the next cards of the deck.
    order = [3, 4, 5, 0, 1, 2]
    flat = [card for seat in order for card in hands[seat]]
    assert flat == sorted(flat) and flat == list(range(flat[0], flat[0] + 30))


def test_a_deck_too_short_to_deal_is_refused_with_both_counts() -> None:
    assert (
        _refused(lambda: new_game("rio-grande-2000", 3, deck=["chili"] * 14, seed=1))
        == "a deck of 14 cards cannot deal 15"
    )
    game = new_game("rio-grande-2000", 3, deck=["chili"] * 15 + ["blue"], seed=1)
    assert [len(p.hand_ids) for p in game.players] == [5, 5, 5]


def test_a_stacked_deck_deals_its_named_cards_and_leaves_the_rest_out() -> None:
    names = ["Chili", "blue", "Harry Cochon", "soy", "green", "red", "chili"] * 3
    keys = [variety_key(n) for n in names]
    game = new_game("rio-grande-2000", 3, deck=names, seed=1)
    assert game.table.stacked == tuple(keys)
    cards = game.table.cards
    # One card at a time from seat 0: seat k gets the cards k, k + 3, ... of the deck.
    for seat, p in enumerate(game.players):
        assert [cards[c].variety.key for c in p.hand_ids] == keys[seat:15:3]
    assert [cards[c].variety.key for c in game.stack_ids] == keys[15:]
    # Each name takes the lowest free id of its variety; the box's other cards are out.
    chili = [c.id for c in cards if c.variety.key == "chili"]
    assert game.players[0].hand_ids[0] == chili[0]
    assert len(game.removed_ids) == len(cards) - len(names)
    assert _refused(lambda: new_game("rio-grande-2000", 3, deck=["cocoa"] * 20, seed=1)) == (
        "'cocoa': cocoa beans are removed from the game at 3 players"
    )
    assert _refused(lambda: new_game("rio-grande-2000", 3, deck=["cocoa"] * 20, seed=1)) == (
        "'cocoa': cocoa beans are removed from the game at 3 players"
    )
    assert _refused(lambda: new_game("rio-grande-2000", 4, deck=["red"] * 9, seed=1)) == (
        "'red': no red bean card is left in the box"
    )
    assert _refused(lambda: new_game("rio-grande-2000", 4, deck="red", seed=1)) == (
        "deck must be a list of strings, not 'red'"
    )


# -- new_game: the other arguments ------------------------------------------------------


def test_a_shuffle_is_a_callable_or_deck_orders_and_gives_back_the_same_cards() -> None:
    assert _refused(lambda: new_game("rio-grande-2000", 4, seed=1, shuffle=3)) == (  # type: ignore[arg-type]
        "shuffle must be a callable or DeckOrders, not 3"
    )

    def broken(pile: tuple[int, ...], exhaustions: int) -> tuple[int, ...]:
        raise TypeError("mine")

    assert _refused(lambda: new_game("rio-grande-2000", 4, seed=1, shuffle=broken)) == (
        "new_game: malformed argument (TypeError)"
    )
    # A DeckOrders without a deal leaves the deal to the seed.
    seeded = new_game("rio-grande-2000", 4, seed=5)
    ordered = new_game("rio-grande-2000", 4, seed=5, shuffle=DeckOrders(reshuffles=[None]))
    assert ordered.players == seeded.players and ordered.stack_ids == seeded.stack_ids


def test_only_a_deck_of_kinds_takes_a_sheet() -> None:
    for name in ("rio-grande-2000", "amigo-fr", "original-1997-fr"):
        assert _refused(partial(loose_new_game, name, 4, seed=1, sheet="x.toml")) == (
            f"{name} prints its beanometers: it takes no sheet"
        )
    lady = new_game("ladybohn", 4, seed=1)
    assert lady.table.edition.deck.priced != ""
    assert _refused(
        lambda: new_game(
            "ladybohn", 4, seed=1, garden_miss_deck="not-a-draw", shuffle=_in_box_order
        )
    ).startswith("rule option garden_miss_deck='not-a-draw' forms decks that follow no exhaustion")


def test_variants_are_a_list_of_names() -> None:
    game = new_game("original-1997-fr-003", 4, seed=1, variants=["beginners"])
    assert game.table.rules.variants == ("beginners",)
    assert all(len(p.field_ids) == 3 for p in game.players)
    assert _refused(lambda: new_game("original-1997-fr-003", 4, seed=1, variants="beginners")) == (
        "variants must be a list of strings, not 'beginners'"
    )
    assert _refused(lambda: loose_new_game("original-1997-fr-003", 4, seed=1, variants=[1])) == (
        "variants must be strings, not 1"
    )


def test_three_players_start_with_three_fields_and_others_with_two() -> None:
    for name in ("rio-grande-2000", "amigo-fr"):
        assert [len(p.field_ids) for p in new_game(name, 3, seed=1).players] == [3, 3, 3]
        assert [len(p.field_ids) for p in new_game(name, 5, seed=1).players] == [2] * 5
    assert [len(p.field_ids) for p in new_game("original-1997-fr", 3, seed=1).players] == [2] * 3


# -- compose ----------------------------------------------------------------------------


def test_compose_takes_the_lowest_free_id_of_each_variety_and_counts_coins_from_the_top() -> None:
    s = compose(
        "rio-grande-2000",
        4,
        hands={0: ["Chili", "Blue"], 2: ["chili"]},
        fields={0: [["Chili", "Chili"], []]},
        coins={1: 2, 3: ["soy", "soy"]},
        deck=["Soy"] * 5,
    )
    cards = s.table.cards
    chili = [c.id for c in cards if c.variety.key == "chili"]
    blue = [c.id for c in cards if c.variety.key == "blue"]
    soy = [c.id for c in cards if c.variety.key == "soy"]
    assert s.players[0].hand_ids == (chili[2], blue[0])
    assert s.players[0].field_ids == ((chili[0], chili[1]), ())
    assert s.players[2].hand_ids == (chili[3],)
    assert s.players[3].coin_ids == (soy[0], soy[1])
    assert s.stack_ids == tuple(soy[2:7])
    # Coins by count: the highest ids left in play (not removed: coffee at 4 players).
    placed = {chili[0], chili[1], chili[2], chili[3], blue[0], *soy[:7]}
    left = [c.id for c in cards if c.variety.key != "coffee" and c.id not in placed]
    assert s.players[1].coin_ids == tuple(left[-2:])
    assert s.table.dealer == 3 and s.active == 0
    # Every card not placed is out of the game, in id order.
    placed |= set(s.players[1].coin_ids)
    assert s.removed_ids == tuple(c.id for c in cards if c.id not in placed)


def test_compose_checks_each_argument_naming_it() -> None:
    rg = "rio-grande-2000"
    cases: list[tuple[Callable[[], object], str]] = [
        (lambda: loose_compose(rg, 4, active=4), "active seat 4 does not exist (seats are 0-3)"),
        (lambda: loose_compose(rg, 4, step="plant"), "step must be a bohnanza.Step, not 'plant'"),
        (lambda: loose_compose(rg, 4, planted=1.0), "planted must be a whole number, not 1.0"),
        (
            lambda: loose_compose(rg, 4, exhaustions="1"),
            "exhaustions must be a whole number, not '1'",
        ),
        (lambda: loose_compose(rg, 4, ending=1), "ending must be True or False, not 1"),
        (
            lambda: loose_compose(rg, 4, seed=2**63),
            f"seed must be a whole number of 64 bits, not {2**63}",
        ),
        (
            lambda: loose_compose(rg, 4, hands=[["chili"]]),
            "hands maps seats to cards, not [a list]",
        ),
        (
            lambda: loose_compose(rg, 4, fields={4: []}),
            "fields: seat 4 does not exist (seats are 0-3)",
        ),
        (
            lambda: loose_compose(rg, 4, coins={"0": 1}),
            "coins: seat '0' does not exist (seats are 0-3)",
        ),
        (
            lambda: loose_compose(rg, 4, set_aside={-1: []}),
            "set_aside: seat -1 does not exist (seats are 0-3)",
        ),
        (
            lambda: loose_compose(rg, 4, bought_field=[5]),
            "bought_field seat 5 does not exist (seats are 0-3)",
        ),
        (lambda: loose_compose(rg, 4, fields={1: [[], [], []]}), "seat 1 has 2 fields, not 3"),
        (lambda: loose_compose(rg, 4, coins={0: 10_000}), "not enough cards left for 10000 coins"),
        (lambda: loose_compose(rg, 4, coins={0: -1}), "not enough cards left for -1 coins"),
        (lambda: loose_compose(rg, 4, coins={0: True}), "not enough cards left for True coins"),
        (
            lambda: loose_compose(rg, 4, offer=["chili"]),
            "only the bean duel has offers, not a 4-player game",
        ),
        (
            lambda: loose_compose(rg, 4, hands={0: ["coffee"]}),
            "'coffee': coffee beans are removed from the game at 4 players",
        ),
        (
            lambda: loose_compose(rg, 4, deck=["cocoa"] * 5),
            "'cocoa': no cocoa bean card is left in the box",
        ),
        (
            lambda: loose_compose(rg, 4, dealer=0, dealer_seat=0),
            "give the dealing seat once: dealer or dealer_seat",
        ),
        (
            lambda: loose_compose(rg, 4, dealer_seat=4),
            "dealer seat 4 does not exist (seats are 0-3)",
        ),
    ]
    for make, said in cases:
        assert _refused(make) == said


def test_compose_gives_a_bought_third_field_and_the_count_of_coins_left() -> None:
    s = compose("rio-grande-2000", 4, bought_field=[2], fields={2: [[], [], ["red"]]})
    assert [len(p.field_ids) for p in s.players] == [2, 2, 3, 2]
    assert s.players[2].info[1] is True and s.players[1].info[1] is False
    # Every card still in play may be a coin: the last one accepted, the next refused.
    box = len(s.table.cards) - 24
    assert len(compose("rio-grande-2000", 4, coins={0: box}).players[0].coin_ids) == box
    assert _refused(lambda: compose("rio-grande-2000", 4, coins={0: box + 1})) == (
        f"not enough cards left for {box + 1} coins"
    )
    assert len(compose("rio-grande-2000", 4, coins={0: 0}).players[0].coin_ids) == 0


def test_compose_moves_on_where_the_rules_leave_nothing_to_choose() -> None:
    rg = "rio-grande-2000"
    deck = ["soy"] * 10
    # Step 1 with an empty active hand, or after two plantings: step 2 turns up its cards.
    for given in ({}, {"hands": {1: ["chili"]}, "planted": 2}):
        s = compose(rg, 4, active=1, deck=deck, **given)  # type: ignore[arg-type]
        assert s.step is Step.TRADE and len(s.face_up_ids) == 2
    s = compose(rg, 4, active=1, deck=deck, hands={1: ["chili"]}, planted=1)
    assert s.step is Step.PLANT and s.planted == 1 and s.face_up_ids == ()
    # Step 3 with nothing set aside ends, and step 4 draws: the next seat's turn.
    hands = {2: ["blue"]}
    s = compose(rg, 4, active=1, deck=deck, hands=hands, step=Step.PLANT_RECEIVED)
    assert s.active == 2 and s.step is Step.PLANT and len(s.players[1].hand_ids) == 3
    assert s.turn == 2
    s = compose(rg, 4, active=1, deck=deck, hands=hands, step=Step.DRAW)
    assert s.active == 2 and s.step is Step.PLANT and len(s.players[1].hand_ids) == 3
    # The duel: step 1 with nothing offered goes to the hand's planting (its step 2), and
    # a step PLANT is the duel's planting.
    s = compose(rg, 2, deck=deck, hands={0: ["chili"]})
    assert s.step is Step.DUEL_PLANT
    s = compose(rg, 2, deck=deck, hands={0: ["chili"]}, step=Step.OFFER)
    assert s.step is Step.DUEL_PLANT
    s = compose(rg, 2, deck=deck, hands={0: ["chili"]}, step=Step.OFFER, offer=["blue"])
    assert s.step is Step.OFFER and len(s.offer_ids) == 1
    s = compose(rg, 2, deck=deck, step=Step.DUEL_PLANT)
    assert s.step is Step.DUEL_DRAW


def test_ladybohn_cards_are_named_by_family_and_kind_in_each_spelling() -> None:
    # The red family: misters 96-100, the miss 101, babies 102-103.
    s = compose(
        "ladybohn",
        3,
        hands={0: ["Rote Bohne miss", "red:baby", "Rote Bohne", "red BÉBÉS", "red:mister"]},
    )
    assert s.players[0].hand_ids == (101, 102, 96, 103, 97)
    assert [s.table.cards[c].kind for c in s.players[0].hand_ids] == [
        "miss",
        "baby",
        "mister",
        "baby",
        "mister",
    ]
    assert _refused(lambda: compose("ladybohn", 3, hands={0: ["red miss", "red miss"]})) == (
        "'red': no red miss card is left in the box"
    )
    assert _refused(lambda: compose("ladybohn", 3, hands={0: ["red babies"] * 3})) == (
        "'red': no red baby card is left in the box"
    )
    # A bare family name takes the lowest unused id of the family: its misters first.
    s = compose("ladybohn", 3, hands={0: ["red"] * 5, 1: ["Rote Bohne miss"]})
    assert s.players[0].hand_ids == (96, 97, 98, 99, 100)
    assert s.players[1].hand_ids == (101,)


def test_an_edition_whose_deck_is_priced_keeps_its_prices_without_a_warning() -> None:
    lady = edition("ladybohn")
    sheet = packaged_sheet(lady.deck.sheet, lady.deck)
    priced = attrs.evolve(lady, deck=apply_sheet(lady.deck, sheet))
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        game = new_game(priced, 3, seed=4)
    assert game.table.edition.deck is priced.deck
    assert game.table.edition.deck.priced == sheet.digest
    # The same preset by name is priced by the shipped sheet, with the warning.
    with pytest.warns(ProvisionalDataWarning):
        by_name = new_game("ladybohn", 3, seed=4)
    assert by_name.table.edition.deck.priced == sheet.digest
    assert [c.beanometer.payout(3) for c in by_name.table.cards] == [
        c.beanometer.payout(3) for c in game.table.cards
    ]
    # An unpriced deck of kinds passed in is priced as by name.
    with pytest.warns(ProvisionalDataWarning):
        unpriced = new_game(lady, 3, seed=4)
    assert unpriced.table.edition.deck.priced == sheet.digest
