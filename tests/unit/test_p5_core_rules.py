"""What the small rule modules promise, value by value: the deck (the shuffle's exact
order, draws, exhaustions, the given orders), the sale (protection, which cards become
coins, the price table), the third field (price, payment, refusals per edition), and the
end (final harvest, winners, the outcome's text)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bohnanza import GameState, apply, check, compose, outcome
from bohnanza.actions import BuyField, Harvest
from bohnanza.errors import IllegalActionError, InvalidSetupError
from bohnanza.rules import deck, ending, harvesting, third_field
from bohnanza.state import Step


def _compose(edition: str, players: int, **parts: Any) -> GameState:
    make: Any = compose
    state: GameState = make(edition, players, **parts)
    return state


# ---------------------------------------------------------------------------------------
# The deck


def test_the_shuffle_is_the_standard_librarys_with_the_same_draws() -> None:
    for n in (0, 1, 2, 3, 7, 64, 100, 154):
        cards = tuple(range(1000, 1000 + n))
        for seed in (0, 1, "x/1"):
            expected = list(cards)
            random.Random(seed).shuffle(expected)
            assert deck.shuffled(cards, random.Random(seed)) == tuple(expected), (n, seed)
    one, other = random.Random(5), random.Random(5)
    deck.shuffled(tuple(range(40)), one)
    other.shuffle(list(range(40)))
    assert one.random() == other.random()  # the same bits were drawn


def test_the_end_is_reached_at_the_rules_count_of_exhaustions() -> None:
    assert [deck.end_reached(n, 3) for n in range(5)] == [False, False, False, True, True]
    assert deck.end_reached(1, 1) and not deck.end_reached(0, 1)


def test_draws_run_the_deck_out_reshuffle_and_count_each_running_out() -> None:
    s = _compose(
        "rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Wax", "Chili"], discard=["Red", "Blue"]
    )
    wax, chili = s.stack_ids
    cards, pile, discard = deck.draw_cards(s, 1)
    assert cards == (wax,) and pile == (s.stack_ids, 1, 0, False) and discard == s.discard_ids
    cards, pile, discard = deck.draw_cards(s, 2)
    # The last card ran the deck out: the discard pile, shuffled with the game's seed and
    # the exhaustion count, is the new deck.
    expected = deck.shuffled(s.discard_ids, random.Random(f"{s.table.seed}/1"))
    assert cards == (wax, chili)
    assert pile == (expected, 0, 1, False) and discard == ()
    cards, pile, _ = deck.draw_cards(s, 3)
    assert cards == (wax, chili, expected[0]) and pile == (expected, 1, 1, False)
    # The last allowed running-out ends the game: nothing more is drawn.
    last = s.replace(exhaustions=2)
    cards, pile, discard = deck.draw_cards(last, 5)
    assert cards == (wax, chili) and pile == (s.stack_ids, 2, 3, True)
    assert discard == s.discard_ids
    over = s.replace(exhaustions=3)
    assert deck.draw_cards(over, 2) == ((), (s.stack_ids, 0, 3, True), s.discard_ids)


def test_an_empty_discard_pile_leaves_the_deck_empty_until_cards_are_discarded() -> None:
    s = _compose("rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Wax"])
    cards, pile, discard = deck.draw_cards(s, 2)
    assert cards == s.stack_ids and pile == (s.stack_ids, 1, 1, False) and discard == ()
    after = s.replace(drawn=1, exhaustions=1)
    assert deck.draw_cards(after, 1) == ((), (s.stack_ids, 1, 1, False), ())
    red = after.replace(discard=s.players[0].hand)
    cards, pile, discard = deck.draw_cards(red, 1)
    assert cards == s.players[0].hand_ids and pile == (s.players[0].hand_ids, 1, 2, False)


def test_a_given_order_is_checked_card_for_card() -> None:
    assert deck.given_order(lambda ids, n: ids[::-1], (1, 2, 3), 2) == (3, 2, 1)
    seen: list[int] = []

    def order(ids: tuple[int, ...], n: int) -> tuple[int, ...]:
        seen.append(n)
        return ids

    deck.given_order(order, (1,), 4)
    assert seen == [4]
    with pytest.raises(InvalidSetupError) as caught:
        deck.given_order(lambda ids, n: ids[1:], (1, 2, 3), 2)
    assert str(caught.value) == (
        "the deck order given for exhaustion 2 is not the 3 cards to shuffle (it has 2 cards)"
    )
    with pytest.raises(InvalidSetupError, match="it has 3 cards"):
        deck.given_order(lambda ids, n: (1, 1, 2), (1, 2, 3), 0)
    s = _compose("rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Wax"], discard=["Red", "Blue"])
    given = s.replace(table=s.table.with_shuffle(lambda ids, n: tuple(sorted(ids))))
    cards, pile, _ = deck.draw_cards(given, 2)
    assert cards == (s.stack_ids[0], min(s.discard_ids))
    assert pile == (tuple(sorted(s.discard_ids)), 1, 1, False)


def test_a_stacked_deck_the_deal_used_up_counts_as_run_out() -> None:
    s = _compose("rio-grande-2000", 4, hands={0: ["Soy"]}, deck=["Wax"], discard=["Red"])
    spent = s.replace(drawn=1)
    after = deck.reshuffle_if_empty(spent)
    assert after.exhaustions == 1 and after.stack_ids == s.discard_ids and after.drawn == 0
    assert after.discard_ids == () and after.players == s.players
    assert deck.reshuffle_if_empty(s) is s
    assert deck.reshuffle_if_empty(spent.replace(exhaustions=3)).exhaustions == 3


# ---------------------------------------------------------------------------------------
# Selling a field


def test_which_fields_may_be_sold() -> None:
    assert harvesting.can_harvest((2, 0), 0) and harvesting.can_harvest((5, 1, 1), 0)
    assert not harvesting.can_harvest((1, 3), 0)
    assert harvesting.can_harvest((1, 1), 0) and harvesting.can_harvest((1, 1, 1), 2)
    assert not harvesting.can_harvest((1, 0), 0)
    assert not harvesting.can_harvest((0, 0), 1)
    assert harvesting.can_harvest((1, 0), 0, "planted-fields")
    assert harvesting.can_harvest((1, 0, 1), 2, "planted-fields")
    assert not harvesting.can_harvest((1, 2), 0, "planted-fields")
    assert not harvesting.can_harvest((0, 1), 0, "planted-fields")


def test_which_cards_of_a_sold_field_become_coins() -> None:
    assert harvesting.split_harvest(3, 1) == (range(2, 3), range(0, 2))
    assert harvesting.split_harvest(5, 2) == (range(3, 5), range(0, 3))
    assert harvesting.split_harvest(5, 2, "bottom") == (range(0, 2), range(2, 5))
    assert harvesting.split_harvest(4, 0) == (range(4, 4), range(0, 4))
    assert harvesting.split_harvest(2, 2, "bottom") == (range(0, 2), range(2, 2))


@pytest.mark.parametrize("coin_cards", ["top", "bottom"])
def test_a_sale_puts_the_top_or_bottom_cards_on_the_coins_and_discards_the_rest(
    coin_cards: str,
) -> None:
    s = _compose(
        "rio-grande-2000",
        4,
        hands={0: ["Soy"]},
        fields={1: [["Wax"] * 7, []]},
        coins={1: ["Red"]},
        discard=["Blue"],
        coin_cards=coin_cards,
    )
    field = s.players[1].field_ids[0]
    assert harvesting.field_payout(s.table, field) == 2  # wax: 7 cards for 2 coins
    after = apply(s, Harvest(1, 0))
    coins, rest = (field[:2], field[2:]) if coin_cards == "bottom" else (field[5:], field[:5])
    assert after.players[1].coin_ids == s.players[1].coin_ids + coins
    assert after.discard_ids == s.discard_ids + rest
    assert after.players[1].field_ids == ((), ())
    assert after.players[1].hand_ids == s.players[1].hand_ids
    sold, discard = harvesting.sell(s.table, s.players[1], 0, (9,))
    assert sold == after.players[1] and discard == (9, *rest)


def test_a_long_field_is_priced_like_the_tables_last_entry() -> None:
    s = _compose("rio-grande-2000", 3, hands={0: ["Soy"]}, fields={1: [["Coffee"] * 23, [], []]})
    field = s.players[1].field_ids[0]
    assert harvesting.field_payout(s.table, field) == 4
    longer = field + field[:12]  # 35 cards: past the table
    assert harvesting.field_payout(s.table, longer) == s.table.pays[field[-1]][32] == 4
    for n in (32, 33, 34):
        assert harvesting.field_payout(s.table, (field * 2)[:n]) == 4
        sold, rest = harvesting.sell(
            s.table, s.players[1].replace(fields=(s.table.cards[:n], ())), 0, ()
        )
        assert len(sold.coin_ids) == 4 and len(rest) == n - 4


def test_a_refused_sale_names_the_protection_rule() -> None:
    s = _compose("rio-grande-2000", 4, hands={0: ["Soy"]}, fields={1: [["Wax"], ["Red", "Red"]]})
    refusal = check(s, Harvest(1, 0))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "002/harvest.protection"
    assert check(s, Harvest(1, 1)) is None
    empty = check(s, Harvest(2, 0))
    assert isinstance(empty, IllegalActionError) and empty.rule == "002/harvest.choice"
    beyond = check(s, Harvest(1, 2))
    assert isinstance(beyond, IllegalActionError) and beyond.rule == "002/field.two-fields"
    lone = _compose("rio-grande-2000", 4, hands={0: ["Soy"]}, fields={1: [["Wax"], []]})
    assert isinstance(check(lone, Harvest(1, 0)), IllegalActionError)
    planted = _compose(
        "rio-grande-2000",
        4,
        hands={0: ["Soy"]},
        fields={1: [["Wax"], []]},
        protection="planted-fields",
    )
    assert check(planted, Harvest(1, 0)) is None
    duel = _compose("rio-grande-2000", 2, hands={0: ["Soy"]}, fields={1: [["Wax", "Wax"], []]})
    own = check(duel, Harvest(1, 0))
    assert isinstance(own, IllegalActionError) and own.rule == "002/duel.harvest"
    assert check(duel.replace(active=1), Harvest(1, 0)) is None


# ---------------------------------------------------------------------------------------
# The third field


def _buyer(
    edition: str = "rio-grande-2000", players: int = 4, coins: int = 3, **o: Any
) -> GameState:
    return _compose(edition, players, hands={0: ["Soy"]}, coins={1: coins}, **o)


def test_the_third_field_costs_the_rules_price_paid_from_the_top_of_the_coins() -> None:
    s = _compose(
        "rio-grande-2000", 4, hands={0: ["Soy"]}, coins={1: ["Red", "Wax", "Blue", "Green"]}
    )
    coins = s.players[1].coin_ids
    after = apply(s, BuyField(1))
    assert after.players[1].coin_ids == coins[:1]
    assert after.discard_ids == s.discard_ids + (coins[3], coins[2], coins[1])
    assert after.players[1].field_ids == ((), (), ()) and after.players[1].bought_field
    boxed = apply(s.replace(table=_buyer(third_field_payment="box").table), BuyField(1))
    assert boxed.box_ids == (coins[3], coins[2], coins[1]) and boxed.discard_ids == s.discard_ids
    cheap = apply(_buyer("amigo-fr", 6, coins=2), BuyField(1))
    assert cheap.players[1].coin_ids == () and len(cheap.discard_ids) == 2
    free = _buyer(coins=0, third_field_cost=0)
    assert BuyField(1) in third_field_moves(free, 1)
    assert apply(free, BuyField(1)).players[1].field_ids == ((), (), ())


def third_field_moves(s: GameState, seat: int) -> list[object]:
    moves: list[Any] = []
    third_field.buy_moves(s, seat, moves)
    return moves


@pytest.mark.parametrize(
    ("edition", "players", "options", "coins", "rule"),
    [
        ("rio-grande-2000", 4, {}, 2, "002/field3.coins-needed"),
        ("amigo-fr", 6, {}, 1, "000.1/players.6-7.field3"),
        ("original-1997-fr-003", 5, {"variants": ["five-players"]}, 1, "003/variant.five-players"),
        ("original-1997-fr-003", 4, {"variants": ["beginners"]}, 5, "003/variant.beginners"),
        ("rio-grande-2000", 3, {}, 5, "002/players.3.field3"),
        ("rio-grande-2000", 4, {"third_field_timing": "own-turn"}, 5, "002/field3.timing"),
        ("ladybohn", 4, {}, 5, "001/field3.any-time"),
        ("ladybohn", 4, {"third_field_timing": "any"}, 2, "001/field3.cost"),
    ],
)
def test_each_refused_purchase_names_its_editions_rule(
    edition: str, players: int, options: dict[str, Any], coins: int, rule: str
) -> None:
    s = _buyer(edition, players, coins, **options)
    refusal = check(s, BuyField(1))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == rule
    assert third_field_moves(s, 1) == []
    enough = _buyer(edition, players, 5, **options)
    if rule.endswith(("coins-needed", "6-7.field3", "five-players", "field3.cost")):
        assert check(enough, BuyField(1)) is None
        assert third_field_moves(enough, 1) == [BuyField(1)]


def test_a_field_is_bought_once_and_ladybohn_sells_only_two() -> None:
    s = _buyer(coins=6)
    once = apply(s, BuyField(1))
    refusal = check(once, BuyField(1))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "002/field3.once"
    assert third_field_moves(once, 1) == []
    assert third_field.supply_gone(once) is False
    lady = _compose(
        "ladybohn",
        5,
        hands={0: ["Sojabohne"]},
        coins={0: 3, 3: 3},
        bought_field=[1, 2],
        third_field_timing="any",
    )
    assert third_field.supply_gone(lady) is True
    gone = check(lady, BuyField(3))
    assert isinstance(gone, IllegalActionError) and gone.rule == "001/field3.supply"
    one = _compose(
        "ladybohn",
        5,
        hands={0: ["Sojabohne"]},
        coins={3: 3},
        bought_field=[1],
        third_field_timing="any",
    )
    assert third_field.supply_gone(one) is False and check(one, BuyField(3)) is None
    plenty = _compose(
        "ladybohn",
        5,
        hands={0: ["Sojabohne"]},
        coins={3: 3},
        bought_field=[1, 2],
        third_field_timing="any",
        third_field_supply="one-per-player",
    )
    assert check(plenty, BuyField(3)) is None and third_field_moves(plenty, 3) == [BuyField(3)]
    own = _buyer(coins=5, third_field_timing="own-turn")
    assert third_field_moves(own, 0) == [] and third_field_moves(own.replace(active=1), 1) == [
        BuyField(1)
    ]


# ---------------------------------------------------------------------------------------
# The end


def test_winners_most_coins_then_most_cards_in_hand_else_shared() -> None:
    assert ending.winners((5, 5, 3), (2, 4, 9), "hand-cards") == (1,)
    assert ending.winners((5, 5, 3), (2, 4, 9), "none") == (0, 1)
    assert ending.winners((5, 5, 5), (4, 1, 4), "hand-cards") == (0, 2)
    assert ending.winners((1, 7, 3), (9, 0, 9), "hand-cards") == (1,)
    assert ending.winners((0,), (0,), "hand-cards") == (0,)
    assert ending.winners((2, 3, 3), (9, 1, 1), "hand-cards") == (1, 2)


def test_the_outcome_and_its_text() -> None:
    s = _compose(
        "rio-grande-2000", 3, hands={0: ["Soy"], 1: ["Wax", "Red"]}, coins={0: 4, 1: 4, 2: 1}
    )
    assert outcome(s) is None
    over = s.replace(step=Step.OVER)
    result = outcome(over)
    assert result is not None
    assert (result.scores, result.hand_sizes, result.winners, result.tie_broken_by_hand) == (
        (4, 4, 1),
        (1, 2, 0),
        (1,),
        True,
    )
    assert str(result) == "scores 0:4 1:4 2:1; winner 1"
    shared = outcome(over.replace(table=_compose("original-1997-fr", 3, hands={0: ["Soy"]}).table))
    assert shared is not None
    assert shared.winners == (0, 1) and shared.tie_broken_by_hand is False
    assert str(shared) == "scores 0:4 1:4 2:1; winners 0,1"
    alone = outcome(over.replace(players=(over.players[0].replace(coins=()), *over.players[1:])))
    assert alone is not None and alone.winners == (1,) and alone.tie_broken_by_hand is False
    tied = outcome(
        over.replace(
            players=(
                over.players[0],
                over.players[1].replace(hand=over.players[0].hand),
                over.players[2],
            )
        )
    )
    assert tied is not None and tied.winners == (0, 1) and tied.tie_broken_by_hand is False


def test_the_final_harvest_sells_every_field_whatever_the_protection() -> None:
    s = _compose(
        "rio-grande-2000",
        3,
        hands={0: ["Soy"]},
        fields={0: [["Wax"] * 4, ["Red"], []], 2: [["Blue"] * 4, [], ["Chili"] * 3]},
        discard=["Green"],
    )
    over = ending.game_over(s)
    assert over.step is Step.OVER and over.ending is True and over.first_kind == -1
    assert all(f == () for p in over.players for f in p.field_ids)
    paid = [len(p.coin_ids) for p in over.players]
    assert paid == [1, 0, 2]  # wax 4 for 1, a lone red for 0, blue 4 for 1, chili 3 for 1
    assert len(over.discard_ids) == 1 + 3 + 1 + 3 + 2
    assert over.discard_ids[:1] == s.discard_ids
    assert sorted(c.id for c in over.all_cards()) == sorted(c.id for c in s.all_cards())


def test_the_harvest_code_packs_each_fields_size_class() -> None:
    ids = tuple(range(40))
    for sizes in (
        (0, 0),
        (1, 0),
        (0, 1),
        (2, 1),
        (5, 5),
        (300, 1),
        (0, 0, 0),
        (1, 2, 0),
        (7, 1, 1),
    ):
        fields = tuple(ids[:n] if n < 40 else tuple(range(n)) for n in sizes)
        classes = [min(n, 2) for n in sizes]
        expected = 0
        for c in classes:
            expected = expected * 3 + c
        if len(sizes) == 3:
            expected += 9
        assert harvesting.harvest_code(fields) == expected, sizes
        for reading, protection in enumerate(("all-fields", "planted-fields")):
            listed = harvesting._HARVESTS[reading][3][expected]
            allowed = [f for f in range(len(sizes)) if harvesting.can_harvest(sizes, f, protection)]
            assert [m.field for m in listed] == allowed and {m.seat for m in listed} <= {3}


def test_ladybohns_lone_card_is_discarded_for_nothing_under_its_reading() -> None:
    s = _compose(
        "ladybohn",
        3,
        hands={0: ["Sojabohne"]},
        fields={1: [["Blaue Bohne"], ["Rote Bohne"]]},
        discard=["Feuerbohne"],
        coins={1: 1},
    )
    lone = s.players[1].field_ids[0]
    after = apply(s, Harvest(1, 0))
    assert after.players[1].field_ids == ((), s.players[1].field_ids[1])
    assert after.players[1].coin_ids == s.players[1].coin_ids
    assert after.discard_ids == s.discard_ids + lone
    sold, discard = harvesting.sell_lone_card(s.players[1], 1, (7,))
    assert sold.field_ids == (lone, ()) and discard == (7, *s.players[1].field_ids[1])
    assert sold.coin_ids == s.players[1].coin_ids and sold.hand_ids == s.players[1].hand_ids


def test_the_final_harvest_pays_the_garden_miss_off_the_discard_pile_then_the_deck() -> None:
    s = _compose(
        "ladybohn",
        3,
        hands={0: ["Sojabohne"]},
        fields={1: [["Gartenbohne", "Gartenbohne miss"], ["Blaue Bohne"]]},
        discard=["Feuerbohne", "Rote Bohne", "Blaue Bohne", "Sojabohne"],
        deck=["Sojabohne"] * 3,
    )
    garden, lone = s.players[1].field_ids
    assert garden[-1] == s.table.garden_miss and s.table.pays[garden[-1]][2] == 3
    over = ending.game_over(s)
    d = s.discard_ids
    assert over.players[1].coin_ids == (d[3], d[2], d[1])  # the top three, one at a time
    assert over.discard_ids == (d[0], *garden, *lone)  # then the sold cards, the miss on top
    assert over.players[1].field_ids == ((), ())
    assert over.pile == (s.stack_ids, 0, 0, True)
    short = s.replace(discard=s.discard[:1])
    over = ending.game_over(short)
    deck = s.stack_ids
    assert over.players[1].coin_ids == (d[0], deck[0], deck[1])
    assert over.pile == (deck, 2, 0, True)
    assert over.discard_ids == (*garden, *lone)
