"""What the texts for people promise: ``bohnanza.narrate`` (moves told, the board, fields
with their beanometers, names that cannot drive the terminal), ``bohnanza.text`` (``str``
of a state and of a view, English and French, hidden hands as ``?``) and
``bohnanza.palette`` (a colour per variety, readable on the terminal's background)."""

from __future__ import annotations

import colorsys

import pytest

import bohnanza
from bohnanza.actions import (
    Accept,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.cards import Card, Variety
from bohnanza.narrate import (
    COLOURS,
    board,
    card_name,
    describe,
    field_pays,
    field_text,
    meter_steps,
    names,
    printable,
    variety_name,
)
from bohnanza.palette import CARD, DARK, LIGHT, card_colour, pick_theme, terminal_colour
from bohnanza.state import Step

E = "rio-grande-2000"
NAMES = ["Ann", "Bob", "Cy"]


def _trade() -> bohnanza.GameState:
    return bohnanza.compose(
        E, NAMES, step=Step.TRADE, fields={0: [["Coffee"] * 5, ["Wax"]]},
        hands={0: ["Red", "Blue"], 1: ["Wax"]}, face_up=["Chili"], coins={1: 1, 0: 2},
        deck=["Soy"] * 5, discard=["Chili", "Red"],
    )  # fmt: skip


# -- narrate -------------------------------------------------------------------------------


def test_cards_are_named_in_their_colour_and_by_key_when_unknown() -> None:
    s = _trade()
    red, blue = s.players[0].hand
    assert card_name(red, "en") == "[bright_red]Red[/]"
    assert card_name(red, "en", colour=False) == "Red"
    assert card_name(red, "fr") == "[bright_red]Harry Comique[/]"
    odd = Card(0, Variety("odd", (("en", "[odd]"),)), red.beanometer)
    assert card_name(odd, "en") == "\\[odd]"  # no colour known, markup escaped
    assert names([red, blue], "en") == "[bright_red]Red[/], [blue]Blue[/]"
    assert names([], "en") == "-" and names([], "en", "empty") == "empty"
    assert variety_name("blue", [red, blue], "fr") == "Harry Colt"
    assert variety_name("blue", [red], "fr") == "blue"
    assert set(COLOURS) == {c.variety.key for c in s.table.cards}


def test_a_fields_price_is_its_top_cards_and_never_more_coins_than_cards() -> None:
    s = bohnanza.compose(E, NAMES, fields={0: [["Garden"] * 3, ["Coffee"] * 3],
                         1: [["Coffee"] * 12]}, deck=["Soy"] * 5)  # fmt: skip
    garden, coffee, _ = s.players[0].fields
    assert field_pays(()) == 0
    assert [field_pays(garden[:n]) for n in (1, 2, 3)] == [0, 2, 3]
    assert field_pays(coffee) == 0 and field_pays(s.players[1].fields[0]) == 4
    assert meter_steps(garden[0]) == ((2, 2), (3, 3))
    assert meter_steps(coffee[0]) == ((4, 1), (7, 2), (10, 3), (12, 4))
    assert meter_steps(coffee[0], 2) == ((4, 1), (7, 2))
    assert field_text((), "en") == "empty"
    assert field_text(garden, "en") == (
        "[bright_green]Garden[/] x3 (sells for 3; 2/3 coins at 2/3 cards)"
    )


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_a_ladybohn_field_says_the_kind_on_top() -> None:
    s = bohnanza.compose("ladybohn", NAMES, fields={0: [["Harry Cochon miss", "Harry Cochon"]]},
                         hands={0: ["Harry Colt bébé"]}, deck=["Harry Colique"] * 5)  # fmt: skip
    field = s.players[0].fields[0]
    assert field_text(field, "fr").startswith(
        "[rgb(150,150,60)]Harry Cochon[/] x2 (mister au dessus)"
    )
    baby = s.players[0].hand[0]
    assert meter_steps(baby) == ()  # a baby prices nothing
    # « 0 pièce »: French keeps the singular at 0, as every other French text.
    assert field_text((baby,), "fr").endswith("(bébé au dessus) (vaut 0 ; 0 pièce à - cartes)")
    assert field_text((baby,), "en").endswith("(baby on top) (sells for 0; 0 coins at - cards)")


def test_a_name_cannot_drive_the_terminal() -> None:
    assert printable("Ann") == "Ann"
    assert printable("A\x1b[2Jnn\n") == "A\\x1b[2Jnn\\n"
    s = bohnanza.compose(E, ["Ann", "[red]B", "Cy"], deck=["Soy"] * 5, hands={0: ["Red"]})
    assert "  [bold]2 \\[red]B[/]: 0 coins" in board(s, "en")  # markup in a name is printed


@pytest.mark.parametrize(
    ("move", "told"),
    [
        (Plant(0, 136, 2), "1 Ann plants [bright_red]Red[/] in field 3"),
        (Harvest(0, 1), "1 Ann sells field 2 ([yellow]Wax[/]) for 0 coins"),
        (Harvest(0, 2), "1 Ann sells field 3 (nothing) for 0 coins"),
        (BuyField(0), "1 Ann buys a third field"),
        (EndPlanting(0), "1 Ann plants no second card"),
        (Keep(0, 66), "1 Ann keeps the face-up [red]Chili[/]"),
        (EndTrading(0), "1 Ann ends the trading"),
        (Discard(1, 25), "2 Bob discards [yellow]Wax[/]"),
        (LeaveOffer(1), "2 Bob leaves the drawn cards as an offer"),
        (Offer(0, 1, (66,), ("wax", "blue")), "1 Ann offers 2 Bob: [red]Chili[/] for Wax, Blue"),
        (Offer(0, 2, (66,), ()), "1 Ann offers 3 Cy: [red]Chili[/] for nothing"),
        (Offer(0, 1, (), (), 1, 2),
         "1 Ann offers 2 Bob: nothing for nothing (coins: gives 1, asks 2)"),
        (Offer(0, 1, (), (), 0, 3),
         "1 Ann offers 2 Bob: nothing for nothing (coins: gives 0, asks 3)"),
        (Accept(1, 0, (25,)), "2 Bob accepts the offer of 1 Ann, giving [yellow]Wax[/]"),
        (Decline(2, 0), "3 Cy declines the offer of 1 Ann"),
        (Withdraw(0, 2), "1 Ann withdraws the offer to 3 Cy"),
        (Trade(0, 1, (66,), (25,)), "1 Ann trades [red]Chili[/] with 2 Bob for [yellow]Wax[/]"),
        (Donate(0, 2, (66,)), "1 Ann gives [red]Chili[/] to 3 Cy"),
    ],
)  # fmt: skip
def test_every_move_is_told_with_players_and_fields_from_one(move: object, told: str) -> None:
    assert describe(_trade(), move, "en") == told  # type: ignore[arg-type]


def test_a_sale_counts_its_coins_and_a_move_that_does_not_fit_says_why() -> None:
    s = bohnanza.compose(E, NAMES, fields={0: [["Garden"] * 2, ["Coffee"] * 4]}, deck=["Soy"] * 5,
                         hands={0: ["Red"]})  # fmt: skip
    assert describe(s, Harvest(0, 0), "en").endswith(") for 2 coins")
    assert describe(s, Harvest(0, 1), "en").endswith(") for 1 coin")
    assert describe(s, Harvest(0, 5), "en") == (
        "0 harvest 5: field 5 does not exist (fields are 0, 1, 2)"
    )
    assert describe(s, Harvest(9, 0), "en") == "9 harvest 0: seat 9 does not exist (seats are 0-2)"
    assert describe(s, "junk", "en") == "a str is not an action"  # type: ignore[arg-type]
    assert (
        describe(s, Plant(0, 9999, 0), "en") == "0 plant 9999 0: there is no card 9999 in this deck"
    )


def test_the_board_of_a_state_shows_every_hand_and_a_views_only_its_own() -> None:
    s = _trade()
    assert board(s, "en").splitlines() == [
        "[bold]Turn 1[/] | 1 Ann, step 2 | deck 5 | discard 2, top [bright_red]Red[/] | "
        "deck ran out 0/2",
        "  face up: [red]Chili[/]",
        "  [bold]1 Ann[/]: 2 coins | hand: [bright_red]Red[/], [blue]Blue[/]",
        "      field 1: [rgb(140,90,50)]Coffee[/] x5 (sells for 1; 1/2/3/4 coins at "
        "4/7/10/12 cards)",
        "      field 2: [yellow]Wax[/] x1 (sells for 0; 1/2/3/4 coins at 4/7/9/11 cards)",
        "      field 3: empty",
        "  [bold]2 Bob[/]: 1 coin | hand: [yellow]Wax[/]",
        "      field 1: empty",
        "      field 2: empty",
        "      field 3: empty",
        "  [bold]3 Cy[/]: 0 coins | hand: empty",
        "      field 1: empty",
        "      field 2: empty",
        "      field 3: empty",
    ]  # fmt: skip
    seen = board(bohnanza.view(s, 1), "fr").splitlines()
    assert seen[2] == "  [bold]1 Ann[/] : 2 pièces | main : 2 cartes"  # French words too
    assert seen[6] == "  [bold]2 Bob (vous)[/] : 1 pièce | main : [yellow]Harry Cochet[/]"
    assert seen[10] == "  [bold]3 Cy[/] : 0 pièce | main : 0 carte"
    assert board(s, "en", you=2).splitlines()[10] == "  [bold]3 Cy (you)[/]: 0 coins | hand: empty"
    one = bohnanza.compose(E, NAMES, hands={1: ["Wax"]}, deck=["Soy"] * 5)
    assert "  [bold]2 Bob[/]: 0 coins | hand: 1 card" in board(bohnanza.view(one, 0), "en")


def test_the_board_shows_what_is_set_aside_the_offers_and_the_end() -> None:
    s = bohnanza.compose(E, NAMES, step=Step.TRADE, hands={1: ["Wax"]}, face_up=["Chili"],
                         deck=["Soy"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))
    assert board(s, "en").splitlines()[-1] == "  offer standing: 1 Ann to 2 Bob"
    s = bohnanza.apply(s, Accept(1, 0, (s.players[1].hand[0].id,)))
    s = bohnanza.apply(s, EndTrading(0))
    lines = board(s, "en").splitlines()
    assert "      to plant: [yellow]Wax[/]" in lines and "      to plant: [red]Chili[/]" in lines
    over = bohnanza.compose(E, NAMES, step=Step.OVER, exhaustions=2, ending=True)
    assert board(over, "en").splitlines()[0] == (
        "[bold]Turn 1[/] | game over | deck 0 | discard 0 | deck ran out 2/2"
    )


# -- text: str(state), str(view) -----------------------------------------------------------


def test_an_english_state_in_its_compact_forms() -> None:
    s = _trade()
    assert str(s).splitlines() == [
        "turn 1 | seat 0 step 2 | deck 5 discard 2 (top 137:red) | exhausted 0/2 | "
        "face up 66:chili",
        "0 Ann coins 2 | hand 2: 136:red 46:blue | fields [coffee x5] [wax x1] [-] | aside -",
        "1 Bob coins 1 | hand 1: 25:wax | fields [-] [-] [-] | aside -",
        "2 Cy  coins 0 | hand 0: - | fields [-] [-] [-] | aside -",
    ]  # fmt: skip
    assert str(bohnanza.view(s, 2)).splitlines() == [
        "turn 1 | seat 0 step 2 | deck 5 discard 2 (top 137:red) | exhausted 0/2 | "
        "face up 66:chili",
        "0 Ann coins 2 | hand 2: ? | fields [coffee x5] [wax x1] [-] | aside -",
        "1 Bob coins 1 | hand 1: ? | fields [-] [-] [-] | aside -",
        "2 Cy  coins 0 | hand 0: - | fields [-] [-] [-] | aside -",
        "(as seat 2 Cy sees it)",
    ]  # fmt: skip


def test_a_french_state_names_beans_and_uses_the_rulebooks_words() -> None:
    s = bohnanza.compose(
        "amigo-fr", ["Anne", "Bob", "Cyrielle"], step=Step.TRADE,
        fields={0: [["Coffee"] * 5, ["Wax"]]}, hands={0: ["Red", "Blue"], 1: ["Wax"]},
        face_up=["Chili"], coins={1: 1, 0: 2}, deck=["Soy"] * 5, discard=["Chili", "Red"],
    )  # fmt: skip
    assert str(bohnanza.view(s, 2)).splitlines() == [
        "tour 1 | au tour d'Anne, phase 2 | pioche 5, défausse 2 (dessus : Harry Comique "
        "(n° 137)) | fin de pioche 0/2 | visibles : Harry Cauchemar (n° 66)",
        "0 Anne     2 Thunes | main 2 : ? | champs [5 Harry Cogné] [1 Harry Cochet] [-] | "
        "de côté : -",
        "1 Bob      1 Thune | main 1 : ? | champs [-] [-] [-] | de côté : -",
        "2 Cyrielle 0 Thunes | main 0 : - | champs [-] [-] [-] | de côté : -",
        "(vue de la place 2, Cyrielle)",
    ]
    line = str(s).splitlines()[1]
    assert line.startswith("0 Anne     2 Thunes | main 2 : Harry Comique (n° 136), Harry Colt")
    other = bohnanza.compose("original-1997-fr-003", ["Eve", "Bob", "Cy"],
                             hands={0: ["Harry Colt"]}, coins={0: 1},
                             deck=["Harry Colique"] * 5)  # fmt: skip
    head, first = str(other).splitlines()[:2]
    assert (
        head == "tour 1 | au tour d'Eve, première action | pioche 5, défausse 0 | fin de pioche 0/3"
    )
    assert first.startswith("0 Eve 1 taler | main 1 : Harry Colt (n° ")
    over = bohnanza.compose("amigo-fr", ["Anne", "Bob", "Cy"], step=Step.OVER, exhaustions=2,
                            ending=True)  # fmt: skip
    assert str(over).splitlines()[0].startswith("tour 1 | partie terminée | pioche 0")
    assert str(bohnanza.compose(E, NAMES, step=Step.OVER, exhaustions=2, ending=True)).startswith(
        "turn 1 | over | deck 0"
    )


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_ladybohn_texts_show_the_kinds_the_seat_may_see() -> None:
    s = bohnanza.compose("ladybohn", ["Anne", "Eve", "Cy"],
                         fields={0: [["Harry Cochon miss", "Harry Cochon"]]},
                         hands={0: ["Harry Colt bébé"]}, deck=["Harry Colique"] * 5)  # fmt: skip
    line = str(s).splitlines()[1]
    assert "main 1 : Harry Colt bébé (n° " in line
    assert "champs [2 Harry Cochon, dessus : mister] [-]" in line
    assert "main 1 : ?" in str(bohnanza.view(s, 1)).splitlines()[1]


def test_the_duels_offer_the_box_and_offers_standing_are_in_the_head() -> None:
    s = bohnanza.compose(E, NAMES, step=Step.TRADE, hands={1: ["Wax"]}, face_up=["Chili"],
                         deck=["Soy"] * 5)  # fmt: skip
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))
    assert str(s).splitlines()[0] == (
        "turn 1 | seat 0 step 2 | deck 5 discard 0 | exhausted 0/2 | face up 66:chili | "
        "offers 0 offer 1 give 66 ask wax"
    )
    assert str(bohnanza.view(s, 2)).splitlines()[0].endswith(" | offers 0 offer 1 give 66 ask wax")
    duel = bohnanza.new_game(E, 2, seed=3)
    for _ in range(50):
        duel = bohnanza.apply(duel, bohnanza.legal_actions(duel)[0])
        if duel.offer:
            break
    assert str(duel).splitlines()[0] == (
        "turn 2 | seat 1 step 1 | deck 129 discard 0 | exhausted 0/1 | offer 107:green"
    )


# -- palette -------------------------------------------------------------------------------


def _lightness(colour: str) -> float:
    r, g, b = (int(colour[k : k + 2], 16) / 255 for k in (1, 3, 5))
    return colorsys.rgb_to_hls(r, g, b)[1]


def test_the_themes_and_an_unknown_family_light_on_dark_and_dark_on_light() -> None:
    assert terminal_colour("red", "none") == ""
    assert terminal_colour("red", "dark") == DARK["red"]
    assert terminal_colour("red", "light") == LIGHT["red"]
    assert terminal_colour("red", "whatever") == DARK["red"]  # unknown themes are dark
    dark, light = terminal_colour("sheet-own", "dark"), terminal_colour("sheet-own", "light")
    assert dark != light
    assert _lightness(dark) == pytest.approx(0.65, abs=0.01)
    assert _lightness(light) == pytest.approx(0.30, abs=0.01)
    assert _lightness(terminal_colour("sheet-own", "whatever")) == pytest.approx(0.65, abs=0.01)
    assert card_colour("coffee") == CARD["coffee"]
    assert _lightness(card_colour("sheet-own")) == pytest.approx(0.75, abs=0.01)


def test_the_theme_follows_the_choice_then_no_color_then_the_background() -> None:
    assert pick_theme("light", {"NO_COLOR": "1"}) == "light"
    assert pick_theme("none", {}) == "none"
    assert pick_theme("auto", {"NO_COLOR": "1", "COLORFGBG": "0;15"}) == "none"
    assert pick_theme("auto", {"NO_COLOR": ""}) == "dark"
    assert pick_theme("auto", {"COLORFGBG": "0;15"}) == "light"
    assert pick_theme("auto", {"COLORFGBG": "0;default;7"}) == "light"
    assert pick_theme("auto", {"COLORFGBG": "15;0"}) == "dark"
    assert pick_theme("auto", {}) == "dark"
