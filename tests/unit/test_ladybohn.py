"""Ladybohn (001): the deck of kinds, the beanometer sheet and its checks, the provisional
warning, and the mechanics of the rules core (price of the top card, babies, the miss
move, the Gartenbohne miss, the two third-field cards).

Only what 001 states is asserted about prices: its generic example (a user sheet with
the printed example's steps), a baby on top pays nothing, the Gartenbohne miss pays more
than her field's cards.  The shipped sheet's numbers are provisional and asserted nowhere.
"""

from __future__ import annotations

import warnings
from collections import Counter
from pathlib import Path

import pytest

import bohnanza
from bohnanza import (
    Accept,
    BuyField,
    Donate,
    EndTrading,
    GameState,
    Harvest,
    IllegalActionError,
    InvalidSetupError,
    Offer,
    Plant,
    ProvisionalDataWarning,
    Step,
    apply,
    check,
    compose,
    legal_actions,
    new_game,
)
from bohnanza.cards import load_deck
from bohnanza.sheets import packaged_sheet
from tests.helpers import assert_conserved

FAMILIES = ("blue", "chili", "stink", "green", "soy", "black-eyed", "red", "garden")
#: 001 CONTENU (lines 19-60): total, misters, misses, babies.
COUNTS = {
    "blue": (21, 11, 5, 5),
    "chili": (19, 10, 4, 5),
    "stink": (17, 9, 4, 4),
    "green": (15, 9, 3, 3),
    "soy": (13, 8, 2, 3),
    "black-eyed": (11, 7, 2, 2),
    "red": (8, 5, 1, 2),
    "garden": (6, 4, 1, 1),
}


def sheet_text(
    rows: dict[tuple[str, str], str] | None = None,
    drop: tuple[tuple[str, str], ...] = (),
    provisional: bool = False,
) -> str:
    """A user sheet: every mister at 3/5/7/8 (001's generic example), every miss one card
    better, the garden miss at n + 2 coins; ``rows`` replaces a row's value line."""
    lines = [
        "[sheet]",
        'name = "test-sheet"',
        'deck = "ladybohn-110"',
        f"provisional = {'true' if provisional else 'false'}",
        "",
    ]
    for family in FAMILIES:
        for kind in ("mister", "miss"):
            if (family, kind) in drop:
                continue
            if (family, kind) == ("garden", "miss"):
                value = "pays = [0, 3, 4, 5, 6, 7, 8]"
            elif kind == "miss":
                value = "beanometer = [2, 4, 6, 7]"
            else:
                value = "beanometer = [3, 5, 7, 8]"
            value = (rows or {}).get((family, kind), value)
            lines += ["[[row]]", f'family = "{family}"', f'kind = "{kind}"', value, ""]
    for (family, kind), value in (rows or {}).items():
        if kind == "baby":
            lines += ["[[row]]", f'family = "{family}"', 'kind = "baby"', value, ""]
    return "\n".join(lines)


@pytest.fixture
def user_sheet(tmp_path: Path) -> Path:
    path = tmp_path / "sheet.toml"
    path.write_text(sheet_text(), encoding="utf-8")
    return path


def lady(sheet: Path, players: int = 4, **parts: object) -> GameState:
    return compose("ladybohn", players, sheet=sheet, **parts)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------------
# The deck of kinds (001/setup.components, 001/lady.kinds)


def test_the_deck_holds_001s_counts_by_family_and_kind() -> None:
    deck = load_deck("ladybohn-110")
    assert len(deck.cards) == 110
    assert deck.third_field_cards == 2
    found = Counter((c.variety.key, c.kind) for c in deck.cards)
    for family, (total, misters, misses, babies) in COUNTS.items():
        assert (found[(family, "mister")], found[(family, "miss")], found[(family, "baby")]) == (
            misters,
            misses,
            babies,
        ), family
        assert deck.count(family) == total
    assert sum(t for t, *_ in COUNTS.values()) == 110


def test_a_card_of_kinds_shows_its_kind_in_its_text_form(user_sheet: Path) -> None:
    s = lady(user_sheet, hands={0: ["Rote Bohne miss", "Rote Bohne bébé", "Rote Bohne"]})
    assert [str(c).split(":", 1)[1] for c in s.players[0].hand] == [
        "red:miss",
        "red:baby",
        "red:mister",
    ]
    # One name per bean in French, as play and the pictures name it (not 001's German).
    assert "Harry Comique miss (n° " in str(s) and "Harry Comique bébé (n° " in str(s)
    assert "Rote Bohne" not in str(s)


# ---------------------------------------------------------------------------------------
# The sheet: checks and the provisional warning (001/lady.beanometers, 001/lady.miss-best)


@pytest.mark.parametrize(
    ("rows", "drop", "clause"),
    [
        ({}, (("soy", "miss"),), "001/lady.beanometers"),
        ({("red", "baby"): "beanometer = [1, 2, 3, 4]"}, (), "001/lady.beanometers"),
        ({("blue", "miss"): "beanometer = [4, 6, 8, 11]"}, (), "001/lady.miss-best"),
        ({("blue", "miss"): "beanometer = [3, 5, 7, 8]"}, (), "001/lady.miss-best"),
        ({("garden", "miss"): "pays = [0, 1, 2, 4, 5, 6, 7]"}, (), "001/harvest.garden-miss"),
    ],
)
def test_a_sheet_that_breaks_001_is_refused_naming_the_clause(
    tmp_path: Path,
    rows: dict[tuple[str, str], str],
    drop: tuple[tuple[str, str], ...],
    clause: str,
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(sheet_text(rows, drop), encoding="utf-8")
    with pytest.raises(InvalidSetupError, match=clause):
        new_game("ladybohn", 4, seed=1, sheet=path)


def test_only_the_garden_miss_may_pay_more_than_cards(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(sheet_text({("red", "miss"): "pays = [0, 2, 3, 4]"}), encoding="utf-8")
    with pytest.raises(InvalidSetupError, match="only the garden miss"):
        new_game("ladybohn", 4, seed=1, sheet=path)


def test_a_missing_or_broken_sheet_file_is_a_setup_error(tmp_path: Path) -> None:
    with pytest.raises(InvalidSetupError, match="cannot read"):
        new_game("ladybohn", 4, seed=1, sheet=tmp_path / "none.toml")
    broken = tmp_path / "broken.toml"
    broken.write_text("[sheet\n", encoding="utf-8")
    with pytest.raises(InvalidSetupError, match="cannot read"):
        new_game("ladybohn", 4, seed=1, sheet=broken)


def test_a_deck_that_prints_its_beanometers_takes_no_sheet(user_sheet: Path) -> None:
    with pytest.raises(InvalidSetupError, match="takes no sheet"):
        new_game("rio-grande-2000", 4, seed=1, sheet=user_sheet)


def test_the_shipped_sheet_is_marked_provisional_and_warns() -> None:
    deck = load_deck("ladybohn-110")
    assert packaged_sheet(deck.sheet, deck).provisional
    with pytest.warns(ProvisionalDataWarning, match="provisional"):
        new_game("ladybohn", 4, seed=1)


def test_a_users_sheet_does_not_warn(user_sheet: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        game = new_game("ladybohn", 4, seed=1, sheet=user_sheet)
    assert game.table.edition.deck.sheet == "test-sheet"


def test_a_users_provisional_sheet_warns(tmp_path: Path) -> None:
    path = tmp_path / "mine.toml"
    path.write_text(sheet_text(provisional=True), encoding="utf-8")
    with pytest.warns(ProvisionalDataWarning):
        new_game("ladybohn", 4, seed=1, sheet=path)


def test_the_preset_is_for_three_to_five_players(user_sheet: Path) -> None:
    for n in (3, 4, 5):
        assert len(new_game("ladybohn", n, seed=n, sheet=user_sheet).players) == n
    for n in (2, 6):
        with pytest.raises(InvalidSetupError, match="se joue à 3, 4 ou 5 joueurs"):
            new_game("ladybohn", n, seed=1, sheet=user_sheet)


def test_the_ladybohn_option_goes_with_a_deck_of_kinds_only() -> None:
    with pytest.raises(InvalidSetupError, match="ladybohn"):
        new_game("rio-grande-2000", 4, seed=1, ladybohn=True)


# ---------------------------------------------------------------------------------------
# Prices: the top card (001/lady.top-card-price, 001/example.1, 001/harvest.baby-top)


def sold_for(sheet: Path, field: list[str]) -> int:
    s = lady(sheet, fields={0: [field, ["Feuerbohne"] * 2]})
    return len(apply(s, Harvest(0, 0)).players[0].coins)


@pytest.mark.parametrize(
    ("cards", "coins"), [(1, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2), (7, 3), (8, 4), (9, 4)]
)
def test_the_generic_example_of_001_on_a_user_sheet(
    user_sheet: Path, cards: int, coins: int
) -> None:
    # 001's generic example (not a Ladybohn card's row): 1-2 cards 0, 3-4 1, 5-6 2, 7 3, 8 4.
    field = ["Blaue Bohne"] * cards
    s = lady(user_sheet, fields={0: [field, ["Feuerbohne"]] if cards == 1 else [field]})
    assert len(apply(s, Harvest(0, 0)).players[0].coins) == coins


def test_the_top_cards_row_prices_the_field(user_sheet: Path) -> None:
    misters = ["Blaue Bohne"] * 3
    assert sold_for(user_sheet, [*misters, "Blaue Bohne"]) == 1  # mister 3/5/7/8
    assert sold_for(user_sheet, [*misters, "Blaue Bohne miss"]) == 2  # miss 2/4/6/7
    assert sold_for(user_sheet, ["Blaue Bohne miss", *misters]) == 1


def test_a_baby_on_top_pays_nothing(user_sheet: Path) -> None:
    assert sold_for(user_sheet, ["Blaue Bohne miss"] * 5 + ["Blaue Bohne bébé"]) == 0


def test_coins_are_the_top_cards_and_the_rest_is_discarded_bottom_first(user_sheet: Path) -> None:
    s = lady(user_sheet, fields={0: [["Blaue Bohne"] * 3 + ["Blaue Bohne miss"]]})
    field = s.players[0].field_ids[0]
    after = apply(s, Harvest(0, 0))
    assert after.players[0].coin_ids == field[2:]
    assert after.discard_ids == field[:2]


# ---------------------------------------------------------------------------------------
# The Gartenbohne miss (001/harvest.garden-miss and its three parts)


def garden_sale(
    sheet: Path, discard: int, deck: int, field: int = 2
) -> tuple[GameState, GameState]:
    s = lady(
        sheet,
        fields={0: [["Gartenbohne"] * (field - 1) + ["Gartenbohne miss"], ["Blaue Bohne"] * 2]},
        hands={0: ["Sojabohne"]},  # step 1 waits for seat 0: no card is turned up
        discard=["Feuerbohne"] * discard,
        deck=["Saubohne"] * deck,
    )
    return s, apply(s, Harvest(0, 0))


def test_the_garden_miss_pays_more_than_her_cards_off_the_discard_pile(user_sheet: Path) -> None:
    before, after = garden_sale(user_sheet, discard=6, deck=10)
    coins = after.players[0].coin_ids
    field_size = len(before.players[0].field_ids[0])
    assert len(coins) == 4 and len(coins) > field_size  # this sheet: n + 2 coins for n cards
    assert coins == before.discard_ids[::-1][:4]  # top of the pile first
    field = before.players[0].field_ids[0]
    assert after.discard_ids == before.discard_ids[:2] + field  # the miss last, on top
    assert after.deck == before.deck
    assert_conserved(after)


def test_selling_the_garden_miss_leaves_the_standing_offers_as_any_sale_does(
    user_sheet: Path,
) -> None:
    """A sale in step 2 takes no card from a hand or the face-up cards, so the offers made
    stand (decision trade.standing-offers), whichever card tops the field sold."""
    for top in ("Gartenbohne miss", "Gartenbohne"):
        s = lady(
            user_sheet,
            step=Step.TRADE,
            fields={1: [["Gartenbohne"] + [top], ["Blaue Bohne"] * 2]},
            hands={0: ["Sojabohne"], 1: ["Feuerbohne"]},
            discard=["Feuerbohne"] * 6,
            deck=["Saubohne"] * 10,
        )
        card = s.players[1].hand[0].id
        offered = apply(s, Offer(1, 0, (card,), ()))
        assert offered.offers, top
        sold = apply(offered, Harvest(1, 0))
        assert sold.offers == offered.offers, top
        assert_conserved(sold)


def test_a_short_discard_pile_leaves_the_rest_to_the_deck(user_sheet: Path) -> None:
    before, after = garden_sale(user_sheet, discard=1, deck=10)
    coins = after.players[0].coin_ids
    assert coins == before.discard_ids + tuple(c.id for c in before.deck[:3])
    assert len(after.deck) == 7 and after.exhaustions == 0
    assert_conserved(after)


def test_taking_the_decks_last_card_counts_as_running_out(user_sheet: Path) -> None:
    before, after = garden_sale(user_sheet, discard=1, deck=2)
    assert len(after.players[0].coins) == 3  # what there was: 1 + 2, not 4
    assert after.exhaustions == before.exhaustions + 1
    # the reshuffle comes after the sold Garden cards reach the discard pile
    assert {c.variety.key for c in after.deck} == {"garden"} and not after.discard
    assert_conserved(after)


def test_the_third_running_out_by_a_garden_sale_ends_the_game_after_step3(
    user_sheet: Path,
) -> None:
    s = lady(
        user_sheet,
        hands={0: ["Feuerbohne"]},
        fields={0: [["Gartenbohne", "Gartenbohne miss"], []]},
        deck=["Saubohne"] * 2,
        exhaustions=2,
    )
    after = apply(s, Harvest(0, 0))
    assert after.exhaustions == 3 and after.ending and not after.is_over
    after = apply(after, Plant(0, after.players[0].hand_ids[0], 0))  # the hand is empty
    assert after.face_up_ids == ()  # no deck left: nothing turned up
    final = apply(after, EndTrading(0))
    assert final.is_over


# ---------------------------------------------------------------------------------------
# Babies and the miss move (001/lady.miss-move, 001/example.miss-move, 001/lady.baby-trade)


def test_the_worked_example_a_b_c(user_sheet: Path) -> None:
    s = lady(
        user_sheet,
        fields={0: [["Rote Bohne", "Rote Bohne", "Rote Bohne miss", "Rote Bohne", "Rote Bohne"]]},
        set_aside={0: ["Rote Bohne bébé", "Rote Bohne bébé"], 1: ["Blaue Bohne"]},
        step=Step.PLANT_RECEIVED,
    )
    first, second = s.players[0].aside_ids
    b = apply(s, Plant(0, first, 0, miss=2, steps=2))
    kinds = [c.kind for c in b.players[0].fields[0]]
    assert kinds == ["mister"] * 4 + ["miss", "baby"]
    c = apply(b, Plant(0, second, 0, miss=4, steps=2))
    assert [k.kind for k in c.players[0].fields[0]][-1] == "miss"


@pytest.mark.parametrize(
    ("miss", "steps", "why"),
    [
        (2, 3, "une ou deux"),
        (1, 1, "pas de miss"),
        (4, 1, "pas de miss"),  # just past the top card (core:planting.py:check_miss_move:cmp:5)
        (2, 0, "une ou deux"),
        (3, 2, "dépasser"),
    ],
)
def test_a_miss_move_out_of_bounds_is_refused(
    user_sheet: Path, miss: int, steps: int, why: str
) -> None:
    s = lady(
        user_sheet,
        fields={0: [["Rote Bohne", "Rote Bohne", "Rote Bohne", "Rote Bohne miss"]]},
        set_aside={0: ["Rote Bohne bébé"]},
        step=Step.PLANT_RECEIVED,
    )
    baby = s.players[0].aside_ids[0]
    refusal = check(s, Plant(0, baby, 0, miss=miss, steps=steps))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.rule == "001/lady.miss-move" and why in str(refusal)
    assert check(s, Plant(0, baby, 0, miss=3, steps=1)) is None


def test_only_a_baby_moves_a_miss(user_sheet: Path) -> None:
    s = lady(
        user_sheet,
        fields={0: [["Rote Bohne miss"]]},
        set_aside={0: ["Rote Bohne"]},
        step=Step.PLANT_RECEIVED,
    )
    refusal = check(s, Plant(0, s.players[0].aside_ids[0], 0, miss=0, steps=1))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "001/lady.miss-move"


def test_the_listing_offers_each_miss_move(user_sheet: Path) -> None:
    s = lady(
        user_sheet,
        fields={0: [["Rote Bohne miss", "Rote Bohne"]]},
        set_aside={0: ["Rote Bohne bébé"]},
        step=Step.PLANT_RECEIVED,
    )
    baby = s.players[0].aside_ids[0]
    plants = {(m.miss, m.steps) for m in legal_actions(s, 0) if isinstance(m, Plant)}
    assert plants == {(-1, 0), (0, 1), (0, 2)}
    assert str(Plant(0, baby, 0, 0, 2)).endswith("miss 0 2")
    assert bohnanza.parse_action(str(Plant(0, baby, 0, 0, 2))) == Plant(0, baby, 0, 0, 2)


def donation_of_a_baby(sheet: Path, with_field: bool) -> GameState:
    return lady(
        sheet,
        step=Step.TRADE,
        hands={0: ["Rote Bohne bébé", "Blaue Bohne"]},
        fields={1: [["Rote Bohne", "Rote Bohne miss"] if with_field else ["Feuerbohne"]]},
        face_up=["Saubohne"],
        deck=["Sojabohne"] * 10,
    )


def test_a_baby_received_with_a_field_of_its_family_is_planted_at_once(user_sheet: Path) -> None:
    s = donation_of_a_baby(user_sheet, with_field=True)
    baby = s.players[0].hand_ids[0]
    after = apply(s, Donate(0, 1, (baby,)))
    assert after.owed_ids == (baby,) and after.to_move == (1,)
    refusal = check(after, EndTrading(0))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "001/lady.baby-trade"
    moves = list(legal_actions(after))
    assert moves and all(isinstance(m, Plant) and m.card == baby for m in moves)
    planted = apply(after, Plant(1, baby, 0, miss=1, steps=1))
    assert planted.step is Step.TRADE and planted.owed_ids == ()
    assert [c.kind for c in planted.players[1].fields[0]] == ["mister", "baby", "miss"]
    assert check(planted, EndTrading(0)) is None


def test_a_baby_given_by_an_accepted_offer_is_owed_too(user_sheet: Path) -> None:
    """core:trading.py:apply_accept:if-false:0.  A baby that reaches a seat with a field of
    its family by an accepted offer is owed as one given by the agreed shorthand is."""
    s = donation_of_a_baby(user_sheet, with_field=True)
    baby = s.players[0].hand_ids[0]
    offered = apply(s, Offer(0, 1, (baby,), ()))
    after = apply(offered, Accept(1, 0, ()))
    assert after.owed_ids == (baby,) and after.to_move == (1,)
    assert after == apply(s, Donate(0, 1, (baby,)))


def test_a_baby_received_without_a_field_of_its_family_waits(user_sheet: Path) -> None:
    s = donation_of_a_baby(user_sheet, with_field=False)
    baby = s.players[0].hand_ids[0]
    after = apply(s, Donate(0, 1, (baby,)))
    assert after.owed_ids == () and baby in after.players[1].aside_ids


# ---------------------------------------------------------------------------------------
# The third field (001/field3.supply, 001/field3.any-time)


def test_only_two_third_fields_are_sold(user_sheet: Path) -> None:
    s = lady(user_sheet, 5, coins={0: 3, 1: 3, 2: 3}, bought_field=[1, 2], hands={0: ["Sojabohne"]})
    refusal = check(s, BuyField(0))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "001/field3.supply"
    assert BuyField(0) not in legal_actions(s, 0)
    fresh = lady(user_sheet, 5, coins={0: 3, 1: 3}, bought_field=[1], hands={0: ["Sojabohne"]})
    assert check(fresh, BuyField(0)) is None


def test_a_third_field_is_bought_only_on_ones_turn(user_sheet: Path) -> None:
    s = lady(user_sheet, coins={1: 3}, hands={0: ["Sojabohne"]})
    refusal = check(s, BuyField(1))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "001/field3.any-time"


@pytest.mark.parametrize(("size", "miss"), [(4, 3), (2, 1), (3, 2)])
def test_a_miss_past_the_top_is_told_where_the_top_will_be(
    user_sheet: Path, size: int, miss: int
) -> None:
    """The refusal names the miss's position and the top's once the baby is planted (one
    more than the field's cards), both counted from 1 as a player counts them."""
    cards = ["Rote Bohne"] * size
    cards[miss] = "Rote Bohne miss"
    s = lady(user_sheet, fields={0: [cards]}, set_aside={0: ["Rote Bohne bébé"]},
             step=Step.PLANT_RECEIVED)  # fmt: skip
    baby = s.players[0].aside_ids[0]
    refusal = check(s, Plant(0, baby, 0, miss=miss, steps=size - miss + 1))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "001/lady.miss-move"
    assert refusal.reason == (
        f"la miss en position {miss + 1} ne peut pas dépasser le haut du champ "
        f"(position {size + 1} une fois le bébé planté)"
    )
