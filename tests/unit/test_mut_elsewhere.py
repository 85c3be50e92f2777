"""Behaviour outside the rules core that the mutation session (issue 10) found unpinned.

As in test_mut_core.py, each test names the ``tests/mutants/mutate.py`` mutant that
survived the fast suite before it existed.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest

from bohnanza import (
    Beanometer,
    Deck,
    InvalidActionError,
    InvalidSetupError,
    Plant,
    Sheet,
    Trade,
    compose,
    new_game,
    parse_action,
)
from bohnanza.cards import load_deck
from bohnanza.editions import edition
from bohnanza.sheets import apply_sheet, loaded_sheet, packaged_sheet, register_sheet

from .helpers import E


def test_a_payout_row_given_outright_repeats_its_last_value_for_bigger_fields() -> None:
    """elsewhere:cards.py:Beanometer.__attrs_post_init__:arith:0.  A beanometer given by
    ``pays`` (Ladybohn's Gartenbohne miss) may list fewer counts than a field can hold:
    every bigger field sells for the last value given, and building it does not fail."""
    meter = Beanometer((0, 0, 0, 0), pays=(0, 2, 3, 5))
    assert [meter.payout(n) for n in range(7)] == [0, 2, 3, 5, 5, 5, 5]
    assert meter.payout(32) == meter.payout(200) == 5
    assert Beanometer((0, 0, 0, 0), pays=(0,)).payout(9) == 0


def _priced_deck() -> tuple[Deck, Sheet]:
    """Ladybohn's deck of kinds and the shipped sheet, and the deck priced by it."""
    deck = load_deck("ladybohn-110")
    sheet = packaged_sheet(deck.sheet, deck)
    return apply_sheet(deck, sheet), sheet


def test_a_sheet_answers_each_rows_own_payouts() -> None:
    """elsewhere:sheets.py:Sheet.pays:if-true:0.  ``Sheet.pays`` finds the row of the
    family and kind asked, not the first row; a baby, which has no row, pays nothing."""
    _, sheet = _priced_deck()
    rows = dict(sheet.rows)
    assert len(set(rows.values())) > 1, "the rows must differ for this test to mean much"
    for (family, kind), row in rows.items():
        assert sheet.pays(family, kind) == row
        assert sheet.pays(family, "baby") == (0,) * 33


def test_a_priced_card_reads_its_row_and_prints_no_steps() -> None:
    """elsewhere:sheets.py:apply_sheet:num:*.  001 prints no known steps: a sheet-priced
    beanometer has no threshold (each 0, "not printed"), its payouts are its row, and a
    baby's pays nothing; text that shows printed steps (narrate) finds none."""
    priced, sheet = _priced_deck()
    rows = dict(sheet.rows)
    kinds = set()
    for card in priced.cards:
        meter = card.beanometer
        assert meter.thresholds == (0, 0, 0, 0), card
        row = rows.get((card.variety.key, card.kind), (0,) * 33)
        assert [meter.payout(n) for n in range(33)] == list(row), card
        assert meter.provisional == (card.kind != "baby" and sheet.provisional), card
        kinds.add(card.kind)
    assert kinds == {"mister", "miss", "baby"}


def test_a_plants_repr_names_a_miss_move_only_when_there_is_one() -> None:
    """elsewhere:actions.py:Plant.__repr__:num:1.  The short repr is kept for the common
    planting; the miss and steps fields appear when a miss moves (Ladybohn)."""
    assert repr(Plant(0, 5, 1)) == "Plant(seat=0, card=5, field=1)"
    assert repr(Plant(0, 5, 1, miss=0, steps=2)) == (
        "Plant(seat=0, card=5, field=1, miss=0, steps=2)"
    )
    assert "miss=0" in repr(Plant(0, 5, 1, miss=0))


@pytest.mark.parametrize(
    "move", [Plant(2, 17, 1, miss=0, steps=2), Plant(0, 5, 2, miss=1, steps=1)], ids=str
)
def test_a_miss_move_reads_back_from_its_text(move: Plant) -> None:
    """elsewhere:actions.py:parse_action:num:86.  Every field of a planting that moves a
    miss survives its text form: seat, card, field, the miss's position and the steps."""
    assert parse_action(str(move)) == move


@pytest.mark.parametrize(
    ("players", "deck", "message"),
    [
        (["Ann", 3, "Cy"], None, "player names must be strings, not 3"),
        (["Ann", b"Bo", "Cy"], None, "player names must be strings, not a bytes"),
        (3, ["Soy", 5, "Red"], "deck must be strings, not 5"),
        (3, ["Soy", None], "deck must be strings, not None"),
    ],
)
def test_names_that_are_not_strings_are_refused_by_name(
    players: object, deck: object, message: str
) -> None:
    """elsewhere:setup.py:_names:del:1.  A player name or a stacked deck's card that is
    not a string is refused with an error that says which, before it reaches anything
    that would fail otherwise."""
    with pytest.raises(InvalidSetupError) as info:
        new_game(E, players, deck=deck, seed=1)  # type: ignore[arg-type]
    assert str(info.value) == message


def test_the_dealing_seat_is_given_once() -> None:
    """elsewhere:setup.py:_split_dealer:if-false:1.  ``dealer`` (a seat) and
    ``dealer_seat`` name the same thing: giving both is refused, not settled silently."""
    for setup in (new_game, compose):
        with pytest.raises(InvalidSetupError, match="give the dealing seat once"):
            setup(E, 4, dealer=1, dealer_seat=2)
    assert new_game(E, 4, seed=1, dealer_seat=2).table.dealer == 2
    assert new_game(E, 4, seed=1, dealer="youngest", dealer_seat=2).table.dealer == 2


def test_a_composed_position_is_dealt_by_the_seat_before_the_active_one() -> None:
    """elsewhere:setup.py:compose:if-false:12.  With no dealer given, a composed
    position's dealer is the seat to the right of the active player (the one whose
    left-hand neighbour starts); a given dealer is kept."""
    assert compose(E, 4).table.dealer == 3
    assert compose(E, 4, active=2).table.dealer == 1
    assert compose(E, 4, active=2, dealer=0).table.dealer == 0


@pytest.mark.parametrize(
    "parts",
    [{"hands": {0: 5}}, {"fields": {0: 3}}, {"coins": {0: 1.5}}, {"face_up": 5}],
    ids=repr,
)
def test_a_malformed_composition_is_a_setup_error(parts: dict[str, object]) -> None:
    """elsewhere:setup.py:_setup_boundary.guarded:del:1.  Arguments of the wrong shape
    that get past compose's own checks are still refused as InvalidSetupError naming
    the function and the error underneath, never a bare TypeError."""
    with pytest.raises(InvalidSetupError, match=r"^compose: malformed argument \(TypeError\)$"):
        compose(E, 4, **parts)  # type: ignore[arg-type]


@pytest.mark.parametrize("sheet", [5, b"sheet.toml", ["a.toml"]], ids=repr)
def test_a_sheet_that_is_not_a_path_is_refused(sheet: object) -> None:
    """elsewhere:sheets.py:resolve_sheet:del:1.  A Ladybohn sheet is a path or a Sheet;
    anything else is refused by name."""
    with pytest.raises(InvalidSetupError, match="a beanometer sheet is a path, not"):
        new_game("ladybohn", 4, seed=1, sheet=sheet)  # type: ignore[arg-type]


def test_an_unreadable_sheet_is_refused_with_its_path(tmp_path: Path) -> None:
    """elsewhere:sheets.py:register_sheet:del:0.  ``bohnanza verify --sheet FILE``
    registers a user's sheet: a missing file or one that is not TOML is refused with
    the path and the reason, as InvalidSetupError."""
    missing = tmp_path / "none.toml"
    with pytest.raises(InvalidSetupError, match=r"cannot read the beanometer sheet .*none\.toml"):
        register_sheet(missing)
    broken = tmp_path / "broken.toml"
    broken.write_text("[sheet\n", encoding="utf-8")
    with pytest.raises(InvalidSetupError, match=r"broken\.toml'?: not TOML: Expected"):
        register_sheet(broken)


@pytest.mark.filterwarnings("ignore::bohnanza.ProvisionalDataWarning")
def test_a_sheet_that_priced_a_game_is_found_by_its_digest() -> None:
    """elsewhere:sheets.py:loaded_sheet:return-none:0.  A record names its sheet by
    digest; once a game was priced by a sheet, the digest finds that very sheet, and an
    unknown digest finds none."""
    deck = new_game("ladybohn", 4, seed=1).table.edition.deck
    found = loaded_sheet(deck.priced)
    assert found is not None
    assert found.digest == deck.priced
    assert found == packaged_sheet(deck.sheet, load_deck("ladybohn-110"))
    assert loaded_sheet("0" * 64) is None


def test_a_sheet_that_does_not_say_it_is_provisional_is_not(tmp_path: Path) -> None:
    """elsewhere:sheets.py:_parse:bool:0.  A user's sheet (the real cards' values) need not
    say ``provisional = false``: without the key it is not provisional, so its games carry
    no warning."""
    shipped = Path(__file__).parents[2] / "bohnanza" / "data" / "sheets"
    text = (shipped / "ladybohn-provisional.toml").read_text(encoding="utf-8")
    assert "provisional = true\n" in text
    path = tmp_path / "real.toml"
    path.write_text(
        text.replace("provisional = true\n", "").replace("ladybohn-provisional", "mine"),
        encoding="utf-8",
    )
    assert register_sheet(path).provisional is False
    assert register_sheet(shipped / "ladybohn-provisional.toml").provisional is True


def test_a_composed_position_reshuffles_by_seed_0_unless_given_another() -> None:
    """elsewhere:setup.py:compose:num:6.  ``compose``'s seed (0 by default) orders every
    reshuffle of the composed game, and the position and its records keep it."""
    assert compose(E, 4).table.seed == 0
    assert compose(E, 4, seed=7).table.seed == 7


@pytest.mark.parametrize(
    ("build", "message"),
    [
        (lambda: Plant(0, 1_000_000_000, 0), "Plant.card is 1000000000, beyond 999999999"),
        (lambda: Plant(0, 33, -1_000_000_000), "Plant.field is -1000000000, beyond 999999999"),
        (
            lambda: Trade(0, 1, (1_000_000_000,), (1,)),
            "Trade.gives item is 1000000000, beyond 999999999",
        ),
    ],
    ids=["card", "field", "trade-item"],
)
def test_a_moves_numbers_have_at_most_nine_digits(
    build: Callable[[], object], message: str
) -> None:
    """elsewhere:actions.py:_number:if-false:1.  A move's constructor refuses a number of
    more than nine digits (what ``parse_action`` and the record schema read), naming the
    field; nine digits pass."""
    with pytest.raises(InvalidActionError, match=re.escape(message)):
        build()
    assert Plant(0, 999_999_999, -999_999_999).card == 999_999_999


def test_a_move_refuses_deletion_of_its_fields() -> None:
    """elsewhere:actions.py:_freeze:del:2.  A move's fields cannot be deleted either."""
    move = Plant(0, 5, 1)
    with pytest.raises(AttributeError):
        del move.card
    assert move == Plant(0, 5, 1)


def test_a_payout_that_stays_the_same_counts_as_growing() -> None:
    """elsewhere:cards.py:payout_grows:cmp:0.  The contract holds when one more card pays the
    same (a single card of a variety whose first coin needs two)."""
    from bohnanza.cards import payout, payout_grows

    assert payout((2, 4, 6, 8), 0) == payout((2, 4, 6, 8), 1) == 0
    assert payout_grows((2, 4, 6, 8), 0) is True


def test_a_decks_notes_are_kept() -> None:
    """elsewhere:cards.py:load_deck:del:2.  A deck entry's ``note`` (the amigo deck's
    majority reading of one beanometer) is kept with the deck."""
    notes = dict(load_deck("amigo-154").notes)
    assert notes and all(text for text in notes.values())
    assert any("majority reading" in text for text in notes.values())


@pytest.mark.parametrize(
    ("make", "words"),
    [
        (lambda: compose(E, 4, hands={0: [5]}), "named by a string"),  # type: ignore[list-item]
        (lambda: new_game(E, 4, variants="experts"), "must be a list of strings"),
        (lambda: new_game(E, 4, seed=2**64), "seed must be a whole number of 64 bits"),
        (lambda: new_game(E, 4, seed=1.0), "seed must be a whole number of 64 bits"),  # type: ignore[arg-type]
    ],
)
def test_setup_refuses_what_its_types_do_not_allow(make: Callable[[], object], words: str) -> None:
    """elsewhere:setup.py:variety_key:del:1, _names:if-false:0, new_game:del:0."""
    with pytest.raises(InvalidSetupError, match=words):
        make()


def test_a_sheet_says_provisional_with_a_boolean(tmp_path: Path) -> None:
    """elsewhere:sheets.py:_parse:if-false:1.  ``provisional`` is true or false, not a word."""
    shipped = Path(__file__).parents[2] / "bohnanza" / "data" / "sheets"
    text = (shipped / "ladybohn-provisional.toml").read_text(encoding="utf-8")
    path = tmp_path / "odd.toml"
    path.write_text(
        text.replace("provisional = true\n", 'provisional = "yes"\n').replace(
            "ladybohn-provisional", "odd"
        ),
        encoding="utf-8",
    )
    with pytest.raises(InvalidSetupError, match="provisional is true or false"):
        register_sheet(path)


# ---------------------------------------------------------------------------------------
# Issue 30's whole-package run (``nox -s mutants``, ``--spread module``).


@pytest.mark.parametrize(
    "name", ["../editions/rio-grande-2000", "../sheets/ladybohn-provisional", "amigo"]
)
def test_a_deck_name_is_never_a_path(name: str) -> None:
    """elsewhere:cards.py:load_deck:if-false:0 -- only the names of ``deck_names()`` are
    read: a name that leads to another packaged file is an unknown deck."""
    with pytest.raises(KeyError, match="unknown deck"):
        load_deck(name)


def test_variant_names_that_are_not_strings_are_refused_not_cached() -> None:
    """elsewhere:editions.py:_rules_key:if-false:1 -- a variant name that is not a string
    (here a list, which no cache key can hold) gets the setup's own error."""
    rio = edition(E)
    for bad in ([["beginners"]], [5]):
        with pytest.raises(InvalidSetupError):
            rio.rules(4, variants=bad)  # type: ignore[arg-type]
