"""Bean varieties, beanometers and the packaged decks (``bohnanza.cards``), by their
docstrings and /work/shared/FACTS.md: each variety's name per language with English as the
fallback, the coins of a harvest (the highest step reached, 0 for a step not printed,
never past the last), a Ladybohn row given outright, the cards' ids and string forms, and
the three decks as shipped."""

from __future__ import annotations

import pytest

from bohnanza.cards import (
    KINDS,
    Beanometer,
    Card,
    Deck,
    Variety,
    deck_names,
    load_deck,
    payout,
    varieties,
)

#: FACTS.md, "Beanometers": per variety, its cards in the 154-card box and its row.
FACTS = {
    "coffee": (24, (4, 7, 10, 12)),
    "wax": (22, (4, 7, 9, 11)),
    "blue": (20, (4, 6, 8, 10)),
    "chili": (18, (3, 6, 8, 9)),
    "stink": (16, (3, 5, 7, 8)),
    "green": (14, (3, 5, 6, 7)),
    "soy": (12, (2, 4, 6, 7)),
    "black-eyed": (10, (2, 4, 5, 6)),
    "red": (8, (2, 3, 4, 5)),
    "garden": (6, (0, 2, 3, 0)),
    "cocoa": (4, (0, 2, 3, 4)),
}


def test_a_variety_is_named_in_each_language_with_english_as_fallback() -> None:
    stink = varieties()["stink"]
    assert stink.key == "stink"
    assert stink.name() == "Stink" and stink.name("en") == "Stink" and str(stink) == "Stink"
    assert stink.name("fr") == "Harry Cochon" and stink.name("de") == "Saubohne"
    assert stink.name("xx") == "Stink"
    bare = Variety("odd", (("fr", "Bizarre"),))
    assert bare.name("fr") == "Bizarre" and bare.name("de") == "odd" and str(bare) == "odd"
    # Compared by identity: the loaded varieties are the ones every card holds.
    assert Variety("odd", ()) != Variety("odd", ())
    assert varieties()["stink"] is stink
    assert set(FACTS) <= set(varieties())
    with pytest.raises(TypeError):
        varieties()["new"] = bare  # type: ignore[index]


def test_a_harvest_pays_the_highest_step_reached() -> None:
    stink = (3, 5, 7, 8)
    assert [payout(stink, n) for n in range(10)] == [0, 0, 0, 1, 1, 2, 2, 3, 4, 4]
    garden = (0, 2, 3, 0)
    assert [payout(garden, n) for n in range(6)] == [0, 0, 2, 3, 3, 3]
    assert payout((0, 0, 0, 0), 30) == 0
    meter = Beanometer(stink)
    assert [meter.payout(n) for n in range(10)] == [payout(stink, n) for n in range(10)]
    # Past the precomputed table a field pays as the largest one: the last step.
    assert meter.payout(33) == meter.payout(1000) == 4
    assert Beanometer((40, 0, 0, 0)).payout(1000) == 0


def test_a_row_given_outright_pays_its_coins_even_past_four() -> None:
    miss = Beanometer((0, 0, 0, 0), pays=(0, 1, 3, 6))
    assert [miss.payout(n) for n in range(6)] == [0, 1, 3, 6, 6, 6]
    assert miss.payout(500) == 6
    with pytest.raises(ValueError, match=r"a beanometer pays no negative coins: \(1, -1\)"):
        Beanometer((0, 0, 0, 0), pays=(1, -1))
    assert Beanometer((1, 2, 3, 4), provisional=True, source="x") == Beanometer(
        (1, 2, 3, 4), provisional=True, source="x"
    )


def test_cards_compare_by_id_and_write_id_variety_and_kind() -> None:
    red, blue = varieties()["red"], varieties()["blue"]
    meter = Beanometer((2, 3, 4, 5))
    assert str(Card(17, red, meter)) == "17:red"
    assert str(Card(104, red, meter, "miss")) == "104:red:miss"
    assert Card(3, red, meter) == Card(3, blue, Beanometer((1, 1, 1, 1)), "baby")
    assert Card(3, red, meter) != Card(4, red, meter)


def test_the_154_card_box_is_the_facts_table() -> None:
    assert deck_names() == frozenset({"amigo-154", "ladybohn-110", "original-1997"})
    deck = load_deck("amigo-154")
    assert [c.id for c in deck.cards] == list(range(154))
    assert [v.key for v in deck.varieties] == list(FACTS)
    for key, (count, row) in FACTS.items():
        assert deck.count(key) == count, key
        assert {c.beanometer.thresholds for c in deck.cards if c.variety.key == key} == {row}
    assert not deck.has_kinds and deck.sheet == "" and deck.priced == ""
    assert deck.third_field_cards == 7
    assert [key for key, _ in deck.notes] == ["cocoa"], "the cocoa row is the majority reading"
    assert load_deck("amigo-154") is deck, "loaded once"


def test_the_1997_box_has_no_coffee_wax_or_cocoa() -> None:
    deck = load_deck("original-1997")
    assert len(deck.cards) == 104 and deck.third_field_cards == 6
    assert {v.key for v in deck.varieties} == set(FACTS) - {"coffee", "wax", "cocoa"}
    for key in ("blue", "garden", "red"):
        assert deck.count(key) == FACTS[key][0]


def test_ladybohns_box_is_families_of_misters_misses_and_babies_priced_by_a_sheet() -> None:
    deck = load_deck("ladybohn-110")
    assert len(deck.cards) == 110 and deck.has_kinds
    assert deck.sheet == "ladybohn-provisional" and deck.priced == ""
    assert KINDS == ("mister", "miss", "baby")
    for variety in deck.varieties:
        kinds = [c.kind for c in deck.cards if c.variety is variety]
        # Each family in the order mister, miss, baby, none left out.
        assert kinds == sorted(kinds, key=KINDS.index) and set(kinds) == set(KINDS), variety
    # Unpriced until a sheet prices it: every card pays nothing, provisionally.
    assert all(c.beanometer.payout(20) == 0 and c.beanometer.provisional for c in deck.cards)
    assert str(deck.cards[0]) == "0:blue:mister"


def test_only_a_packaged_deck_is_loaded_by_name() -> None:
    for name in ("nope", "../decks/amigo-154", "amigo-154.toml", ""):
        with pytest.raises(KeyError) as caught:
            load_deck(name)
        assert caught.value.args[0] == f"unknown deck {name!r}"
    with pytest.raises(KeyError):
        load_deck(154)
    assert not Deck("empty", "Empty", "", ()).has_kinds
    assert Deck("empty", "Empty", "", ()).varieties == ()


def test_a_deck_whose_file_is_gone_is_unknown(monkeypatch: pytest.MonkeyPatch) -> None:
    """A name listed but whose file cannot be read (a broken installation) is refused as
    an unknown deck, not a crash."""
    from bohnanza import cards

    def gone(*parts: str) -> object:
        raise FileNotFoundError(parts[-1])

    monkeypatch.setattr(cards, "deck_names", lambda: frozenset({"ghost-1"}))
    monkeypatch.setattr(cards, "_data", gone)
    with pytest.raises(KeyError) as caught:
        cards.load_deck("ghost-1")
    assert caught.value.args[0] == "unknown deck 'ghost-1'"
