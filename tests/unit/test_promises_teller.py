"""What ``bohnanza.teller`` promises: every player named ``N Name`` (from 1), the person at
the terminal spoken to in the second person, cards by name in their colour, fields from 1,
singular and plural in both languages (French: 0 and 1 take the singular), the board line
by line, every move told and every menu entry."""

from __future__ import annotations

import pytest

import bohnanza
from bohnanza.actions import (
    Accept,
    Action,
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
from bohnanza.palette import terminal_colour
from bohnanza.state import Step
from bohnanza.teller import Teller, kind_word, one, say, visible

E = "rio-grande-2000"
NAMES = ["Ann", "Bob", "Cy"]


def _table() -> bohnanza.GameState:
    return bohnanza.compose(
        E, NAMES, step=Step.TRADE, fields={0: [["Coffee"] * 5, ["Wax"]]},
        hands={0: ["Red", "Blue"], 1: ["Wax", "Soy"]}, face_up=["Chili", "Green"],
        deck=["Soy"] * 5,
    )  # fmt: skip


def test_one_is_the_singular_of_each_language() -> None:
    assert [one("en", n) for n in (0, 1, 2)] == [False, True, False]
    assert [one("fr", n) for n in (0, 1, 2)] == [True, True, False]
    assert say("fr", "coins", n=3) == "3 pièces" and say("en", "coin", n=1) == "1 coin"
    assert say("de", "turn") == "Turn"  # any language but French is English


def test_players_are_numbered_from_one_and_unknown_seats_by_number() -> None:
    tell = Teller(["Ann", "[b]Bob[/b]"], 0, "en", "none")
    assert tell.player(0) == "1 Ann"
    assert tell.player(1) == "2 \\[b]Bob\\[/b]"  # markup in a name is printed, not obeyed
    assert tell.player(2) == "3" and tell.player(-1) == "0"


def test_cards_are_named_in_the_language_and_coloured_by_the_theme() -> None:
    card = _table().players[0].hand[0]  # Red
    assert Teller(NAMES, 0, "en", "none").card(card) == "Red"
    assert Teller(NAMES, 0, "fr", "none").card(card) == "Harry Comique"
    assert Teller(NAMES, 0, "en", "dark").card(card) == f"[{terminal_colour('red', 'dark')}]Red[/]"
    assert Teller(NAMES, 0, "en", "light").card(card) == (
        f"[{terminal_colour('red', 'light')}]Red[/]"
    )
    assert Teller(NAMES, 0, "en", "none").cards([]) == "-"
    assert Teller(NAMES, 0, "en", "none").cards([], "nothing") == "nothing"


def test_beans_are_named_from_the_known_cards_or_the_varieties() -> None:
    tell = Teller(NAMES, 0, "fr", "none")
    assert tell.bean("red") == "Harry Comique"
    assert tell.bean("no-such") == "no-such"
    assert kind_word("baby", "fr") == "bébé" and kind_word("baby", "en") == "baby"
    assert kind_word("miss", "fr") == "miss" and kind_word("other", "fr") == "other"


@pytest.mark.parametrize(
    ("me", "language", "told"),
    [
        (0, "en", [
            "you plant Red in field 2",
            "you sell field 1 (Coffee, Coffee, Coffee, Coffee, Coffee) for 1 coin",
            "you buy a third field",
            "you plant no second card",
            "you keep the face-up Chili",
            "you end the trading",
            "you discard Red",
            "you leave the drawn cards as an offer",
            "you offer 2 Bob: Chili for Wax",
            "you offer 2 Bob: nothing for nothing",
            "2 Bob accepts your offer, giving Wax",
            "2 Bob declines your offer",
            "you withdraw the offer to 2 Bob",
            "1 Ann trades Chili with 2 Bob for Wax",
            "1 Ann gives Chili to 3 Cy",
        ]),
        (1, "en", [
            "1 Ann plants Red in field 2",
            "1 Ann sells field 1 (Coffee, Coffee, Coffee, Coffee, Coffee) for 1 coin",
            "1 Ann buys a third field",
            "1 Ann plants no second card",
            "1 Ann keeps the face-up Chili",
            "1 Ann ends the trading",
            "1 Ann discards Red",
            "1 Ann leaves the drawn cards as an offer",
            "1 Ann offers you: Chili for Wax",
            "1 Ann offers you: nothing for nothing",
            "you accept the offer of 1 Ann, giving Wax",
            "you decline the offer of 1 Ann",
            "1 Ann withdraws the offer to you",
            "1 Ann trades Chili with 2 Bob for Wax",
            "1 Ann gives Chili to 3 Cy",
        ]),
        (2, "en", [
            "1 Ann plants Red in field 2",
            "1 Ann sells field 1 (Coffee, Coffee, Coffee, Coffee, Coffee) for 1 coin",
            "1 Ann buys a third field",
            "1 Ann plants no second card",
            "1 Ann keeps the face-up Chili",
            "1 Ann ends the trading",
            "1 Ann discards Red",
            "1 Ann leaves the drawn cards as an offer",
            "1 Ann offers 2 Bob: Chili for Wax",
            "1 Ann offers 2 Bob: nothing for nothing",
            "2 Bob accepts the offer of 1 Ann, giving Wax",
            "2 Bob declines the offer of 1 Ann",
            "1 Ann withdraws the offer to 2 Bob",
            "1 Ann trades Chili with 2 Bob for Wax",
            "1 Ann gives Chili to 3 Cy",
        ]),
        (0, "fr", [
            "vous plantez Harry Comique dans le champ 2",
            "vous vendez le champ 1 (Harry Cogné, Harry Cogné, Harry Cogné, Harry Cogné, "
            "Harry Cogné) pour 1 pièce",
            "vous achetez un troisième champ",
            "vous ne plantez pas de deuxième carte",
            "vous gardez Harry Cauchemar",
            "vous terminez les échanges",
            "vous défaussez Harry Comique",
            "vous laissez les cartes piochées en offre",
            "vous proposez à 2 Bob : Harry Cauchemar contre Harry Cochet",
            "vous proposez à 2 Bob : rien contre rien",
            "2 Bob accepte votre offre en donnant Harry Cochet",
            "2 Bob refuse votre offre",
            "vous retirez votre offre à 2 Bob",
            "1 Ann échange Harry Cauchemar avec 2 Bob contre Harry Cochet",
            "1 Ann donne Harry Cauchemar à 3 Cy",
        ]),
        (1, "fr", [
            "1 Ann plante Harry Comique dans le champ 2",
            "1 Ann vend le champ 1 (Harry Cogné, Harry Cogné, Harry Cogné, Harry Cogné, "
            "Harry Cogné) pour 1 pièce",
            "1 Ann achète un troisième champ",
            "1 Ann ne plante pas de deuxième carte",
            "1 Ann garde Harry Cauchemar",
            "1 Ann termine les échanges",
            "1 Ann défausse Harry Comique",
            "1 Ann laisse les cartes piochées en offre",
            "1 Ann vous propose : Harry Cauchemar contre Harry Cochet",
            "1 Ann vous propose : rien contre rien",
            "vous acceptez l'offre de 1 Ann en donnant Harry Cochet",
            "vous refusez l'offre de 1 Ann",
            "1 Ann retire son offre",
            "1 Ann échange Harry Cauchemar avec 2 Bob contre Harry Cochet",
            "1 Ann donne Harry Cauchemar à 3 Cy",
        ]),
    ],
)  # fmt: skip
def test_every_move_is_told_and_the_persons_own_in_the_second_person(
    me: int, language: str, told: list[str]
) -> None:
    s = _table()
    red, wax, chili = s.players[0].hand[0].id, s.players[1].hand[0].id, s.face_up[0].id
    moves: list[Action] = [
        Plant(0, red, 1), Harvest(0, 0), BuyField(0), EndPlanting(0), Keep(0, chili),
        EndTrading(0), Discard(0, red), LeaveOffer(0), Offer(0, 1, (chili,), ("wax",)),
        Offer(0, 1, (), ()), Accept(1, 0, (wax,)), Decline(1, 0), Withdraw(0, 1),
        Trade(0, 1, (chili,), (wax,)), Donate(0, 2, (chili,)),
    ]  # fmt: skip
    tell = Teller(NAMES, me, language, "none")
    fields = [p.fields for p in s.players]
    assert [tell.move(s.table.cards, fields, m) for m in moves] == told


def test_a_sale_tells_the_coins_paid_and_an_unknown_card_is_a_card() -> None:
    s = _table()
    tell = Teller(NAMES, 2, "en", "none")
    fields = [p.fields for p in s.players]
    assert tell.move(s.table.cards, fields, Harvest(0, 0), paid=0) == (
        "1 Ann sells field 1 (Coffee, Coffee, Coffee, Coffee, Coffee) for 0 coins"
    )
    assert tell.move(s.table.cards, fields, Harvest(0, 0), paid=2).endswith("for 2 coins")
    assert tell.move(s.table.cards, fields, Harvest(0, 5)) == "1 Ann sells field 6 (-) for 0 coins"
    assert tell.move(s.table.cards, fields, Harvest(7, 0)) == "8 sells field 1 (-) for 0 coins"
    red = s.players[0].hand[0].id
    assert tell.move({}, fields, Discard(0, red)) == "1 Ann discards a card"
    assert tell.move(s.table.cards[:1], fields, Discard(0, red)) == "1 Ann discards a card"
    assert tell.move(s.table.cards, fields, Discard(0, 10_000)) == "1 Ann discards a card"
    french = Teller(NAMES, 2, "fr", "none")
    assert french.move(s.table.cards, fields, Harvest(0, 0), paid=0).endswith("pour 0 pièce")
    assert french.move({}, fields, Discard(0, red)) == "1 Ann défausse une carte"


def test_seen_names_only_the_cards_the_seat_sees_and_the_coins_a_sale_paid() -> None:
    s = bohnanza.compose(E, NAMES, fields={0: [["Coffee"] * 4, ["Wax"]]}, hands={0: ["Red"]},
                         coins={0: 2}, deck=["Soy"] * 5)  # fmt: skip
    sale = Harvest(0, 0)
    after = bohnanza.apply(s, sale)
    tell = Teller(NAMES, 1, "en", "none")
    told = tell.seen(bohnanza.view(s, 1), sale, bohnanza.view(after, 1))
    assert told == "1 Ann sells field 1 (Coffee, Coffee, Coffee, Coffee) for 1 coin"
    red = s.players[0].hand[0].id
    plant = Plant(0, red, 2)
    assert tell.seen(bohnanza.view(s, 1), plant, bohnanza.view(bohnanza.apply(s, plant), 1)) == (
        "1 Ann plants Red in field 3"  # planted face up: seen after the move
    )
    wax = s.players[0].fields[1][0].id
    assert tell.seen(bohnanza.view(s, 1), Discard(0, red), bohnanza.view(s, 1)) == (
        "1 Ann discards a card"  # a card in a hand the seat does not see
    )
    assert wax in {c.id for c in visible(bohnanza.view(s, 1))}


def test_the_board_line_by_line() -> None:
    s = bohnanza.compose(
        E, NAMES, fields={0: [["Coffee"] * 5, ["Wax"]], 1: [["Garden"] * 2]},
        hands={0: ["Red", "Blue"], 1: ["Wax"]}, coins={1: 1}, deck=["Soy"] * 5,
        discard=["Chili"],
    )  # fmt: skip
    tell = Teller(NAMES, 0, "en", "none")
    assert tell.board(bohnanza.view(s, 0)).splitlines() == [
        "[bold]Turn 1[/] | 1 Ann, step 1 | deck 5 | discard 1, top Chili | deck ran out 0/2",
        "  [bold]1 Ann (you)[/]: 0 coins | hand: Red, Blue",
        "      field 1: Coffee x5 (sells for 1; 1/2/3/4 coins at 4/7/10/12 cards)",
        "      field 2: Wax x1 (sells for 0; 1/2/3/4 coins at 4/7/9/11 cards)",
        "      field 3: empty",
        "  [bold]2 Bob[/]: 1 coin | hand: 1 card",
        "      field 1: Garden x2 (sells for 2; 2/3 coins at 2/3 cards)",
        "      field 2: empty",
        "      field 3: empty",
        "  [bold]3 Cy[/]: 0 coins | hand: 0 cards",
        "      field 1: empty",
        "      field 2: empty",
        "      field 3: empty",
    ]
    # Another seat's board: Ann's hand is a count, Bob's own is named.
    lines = Teller(NAMES, 1, "en", "none").board(bohnanza.view(s, 1)).splitlines()
    assert lines[1] == "  [bold]1 Ann[/]: 0 coins | hand: 2 cards"
    assert lines[5] == "  [bold]2 Bob (you)[/]: 1 coin | hand: Wax"


def test_the_board_in_french_says_0_piece_and_0_carte() -> None:
    s = bohnanza.compose("amigo-fr", NAMES, hands={0: ["Red"], 1: ["Wax", "Soy"]},
                         coins={1: 1, 2: 3}, deck=["Soy"] * 5)  # fmt: skip
    lines = Teller(NAMES, 0, "fr", "none").board(bohnanza.view(s, 0)).splitlines()
    assert lines[0] == (
        "[bold]Tour 1[/] | 1 Ann, phase 1 | pioche 5 | défausse 0 | pioche épuisée 0/2"
    )
    assert lines[1] == "  [bold]1 Ann (vous)[/] : 0 pièce | main : Harry Comique"
    assert lines[2] == "      champ 1 : vide"
    assert "  [bold]2 Bob[/] : 1 pièce | main : 2 cartes" in lines
    assert "  [bold]3 Cy[/] : 3 pièces | main : 0 carte" in lines


def test_the_board_shows_the_face_up_cards_the_set_aside_and_the_offers() -> None:
    s = _table()
    wax = s.players[1].hand[0].id
    s = bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))
    lines = Teller(NAMES, 0, "en", "none").board(bohnanza.view(s, 0)).splitlines()
    assert lines[0].startswith("[bold]Turn 1[/] | 1 Ann, step 2 | deck 5 | discard 0 | ")
    assert lines[1] == "  face up: Chili, Green"
    assert lines[-1] == "  offer standing: 1 Ann to 2 Bob"
    s = bohnanza.apply(s, Accept(1, 0, (wax,)))
    s = bohnanza.apply(s, EndTrading(0))
    lines = Teller(NAMES, 2, "en", "none").board(bohnanza.view(s, 2)).splitlines()
    assert "      to plant: Wax, Green" in lines and "      to plant: Chili" in lines
    assert not any(line.startswith("  face up") for line in lines)
    over = bohnanza.compose(E, NAMES, step=Step.OVER, exhaustions=2, ending=True)
    head = Teller(NAMES, 0, "en", "none").board(bohnanza.view(over, 0)).splitlines()[0]
    assert head == "[bold]Turn 1[/] | game over | deck 0 | discard 0 | deck ran out 2/2"


def test_a_long_hand_wraps_under_its_first_card() -> None:
    tell = Teller(NAMES, 0, "en", "none")
    cards = list(_table().table.cards[:6])  # six Coffee
    assert tell.wrapped("hand: ", 6, cards, 30) == [
        "hand: Coffee, Coffee, Coffee,",
        "      Coffee, Coffee, Coffee",
    ]
    assert tell.wrapped("hand: ", 6, cards, 200) == [
        "hand: Coffee, Coffee, Coffee, Coffee, Coffee, Coffee"
    ]
    # a lead wider than the line: the first card still goes on the next line, indented 12
    assert tell.wrapped("x" * 20, 20, cards[:1], 10) == ["x" * 20, " " * 12 + "Coffee"]
    assert tell.wrapped("lead: ", 6, [], 30) == ["lead: "]
    # a line is filled to the last column, not one short: 28 columns hold three cards
    assert tell.wrapped("hand: ", 6, cards[:3], 28) == ["hand: Coffee, Coffee, Coffee"]
    assert tell.wrapped("hand: ", 6, cards[:3], 27) == [
        "hand: Coffee, Coffee,",
        "      Coffee",
    ]
    assert tell.wrapped("hand: ", 6, cards[:4], 29) == [
        "hand: Coffee, Coffee, Coffee,",
        "      Coffee",
    ]
    for width in range(14, 60):
        lines = tell.wrapped("hand: ", 6, cards, width)
        assert all(len(line) <= width for line in lines), (width, lines)
        assert " ".join(lines).split() == ["hand:", *["Coffee,"] * 5, "Coffee"]


def test_a_field_names_its_top_card_count_price_and_beanometer() -> None:
    tell = Teller(NAMES, 0, "en", "none")
    french = Teller(NAMES, 0, "fr", "none")
    s = bohnanza.compose(E, 3, fields={0: [["Garden"] * 3, ["Coffee"] * 12]}, deck=["Soy"] * 5)
    garden, coffee = s.players[0].fields[:2]
    assert tell.field(()) == "empty" and french.field(()) == "vide"
    assert tell.field(garden) == "Garden x3 (sells for 3; 2/3 coins at 2/3 cards)"
    assert tell.field(coffee) == "Coffee x12 (sells for 4; 1/2/3/4 coins at 4/7/10/12 cards)"
    assert french.field(garden) == "Harry Coriace x3 (vaut 3 ; 2/3 pièces à 2/3 cartes)"


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_a_ladybohn_field_lists_its_kinds_and_the_board_how_fields_are_priced() -> None:
    s = bohnanza.compose("ladybohn", NAMES, fields={0: [["Harry Cochon miss", "Harry Cochon"]]},
                         hands={0: ["Harry Colt bébé"]}, deck=["Harry Chaos"] * 5)  # fmt: skip
    tell = Teller(NAMES, 0, "fr", "none")
    text = tell.field(s.players[0].fields[0])
    assert text.startswith("Harry Cochon (mister) x2 (vaut ")
    assert text.endswith(" ; du bas au dessus : miss, mister")
    board = tell.board(bohnanza.view(s, 0)).splitlines()
    assert board[1].startswith("  chaque champ se vend au haricomètre de sa carte du dessus (")
    assert "main : Harry Colt (bébé)" in board[2]
    baby = Teller(NAMES, 0, "en", "none").card(s.players[0].hand[0])
    assert baby == f"{s.players[0].hand[0].variety.name('en')} (baby)"


def test_the_menu_names_each_move() -> None:
    s = bohnanza.compose(E, NAMES, fields={0: [["Coffee"] * 5, ["Wax"]]},
                         hands={0: ["Red", "Blue"]}, deck=["Soy"] * 5)  # fmt: skip
    v = bohnanza.view(s, 0)
    red = s.players[0].hand[0].id
    en, fr = Teller(NAMES, 0, "en", "none"), Teller(NAMES, 0, "fr", "none")
    entries = [
        None, Plant(0, red, 2), Harvest(0, 0), Harvest(0, 1), Harvest(0, 2), BuyField(0),
        Keep(0, red), EndPlanting(0), EndTrading(0), LeaveOffer(0), Discard(0, red),
        Accept(0, 1, (red,)), Decline(0, 1), Withdraw(0, 2),
    ]  # fmt: skip
    assert [en.listed(v, m) for m in entries] == [
        "pass", "plant Red in field 3", "sell field 1 for 1 coin", "sell field 2 for 0 coins",
        "sell field 3 for 0 coins", "buy a third field", "keep the face-up Red",
        "plant no second card", "end the trading", "leave the drawn cards as an offer",
        "discard Red", "accept, giving Red", "decline", "withdraw your offer to 3 Cy",
    ]  # fmt: skip
    assert [fr.listed(v, m) for m in entries] == [
        "passer", "planter Harry Comique dans le champ 3", "vendre le champ 1 pour 1 pièce",
        "vendre le champ 2 pour 0 pièce", "vendre le champ 3 pour 0 pièce",
        "acheter un troisième champ", "garder Harry Comique", "ne pas planter de deuxième carte",
        "finir les échanges", "laisser les cartes piochées en offre",
        "défausser Harry Comique", "accepter en donnant Harry Comique", "refuser",
        "retirer votre offre à 3 Cy",
    ]  # fmt: skip
    assert en.listed(v, Accept(0, 1, (99_999,))) == "accept, giving nothing"


def test_places_and_misses_are_counted_from_one() -> None:
    en, fr = Teller(NAMES, 0, "en", "none"), Teller(NAMES, 0, "fr", "none")
    assert [en.places(n) for n in (0, 1, 2)] == ["0 places", "1 place", "2 places"]
    assert [fr.places(n) for n in (0, 1, 2)] == ["0 place", "1 place", "2 places"]
    assert en.miss(0) == "the miss in place 1 (from the bottom)"
    assert fr.miss(2) == "la miss en place 3 (depuis le bas)"


def test_a_reason_names_players_by_number_and_cards_by_name() -> None:
    tell = Teller(NAMES, 0, "en", "none")
    assert tell.refusal("seat 1 has no 17:chili; seat 2 may not") == (
        "2 Bob has no Chili; 3 Cy may not"
    )
    assert tell.refusal("12:blue:miss and 5:nosuch") == "Blue (miss) and 5:nosuch"
    assert Teller(NAMES, 0, "fr", "none").refusal("Harry Cochet (n° 33) de seat 2") == (
        "Harry Cochet de 3 Cy"
    )


def test_a_reason_about_the_person_is_told_to_him() -> None:
    en = Teller(NAMES, 1, "en", "none")
    assert en.reason("field 2 of seat 1 is empty") == "your field 2 is empty"
    assert en.reason("seat 1's hand is empty") == "your hand is empty"
    assert en.reason("seat 1 has 2 fields (1-2); field 3 is not his") == (
        "you have 2 fields (1-2); field 3 is not yours"
    )
    assert en.reason("seat 1 may sell only on his own turn") == "you may sell only on your own turn"
    assert en.reason("seat 1 already has an offer") == "you already have an offer"
    assert en.reason("seat 1 has no chili; seat 1 is not active") == (
        "you have no chili; you are not active"
    )
    assert en.reason("it is seat 0's turn, not seat 1") == "it is 1 Ann's turn, not you"
    assert en.reason("seat 11 has nothing") == "12 has nothing"  # not seat 1
    fr = Teller(["Anne", "Bob", "Cy"], 1, "fr", "none")
    assert fr.reason("la main de Bob est vide") == "votre main est vide"
    assert fr.reason("le champ 2 de Bob est vide") == "votre champ 2 est vide"
    assert fr.reason("Bob n'a pas de Harry Cochet") == "vous n'avez pas de Harry Cochet"
    assert fr.reason("ce n'est pas le tour de Bob") == "ce n'est pas votre tour"
    # the others by number, an elided « d' » written out
    assert fr.reason("c'est le tour d'Anne") == "c'est le tour de 1 Anne"
    assert fr.reason("Cy a trois champs") == "3 Cy a trois champs"
    assert fr.reason("Anne-Marie joue") == "Anne-Marie joue"  # not the name Anne


def test_the_discard_piles_top_is_its_last_card() -> None:
    s = bohnanza.compose(E, NAMES, hands={0: ["Red"]}, deck=["Soy"] * 5,
                         discard=["Wax", "Blue", "Chili"])  # fmt: skip
    head = Teller(NAMES, 0, "en", "none").board(bohnanza.view(s, 0)).splitlines()[0]
    assert "| discard 3, top Chili |" in head


def test_the_first_card_of_the_table_is_named_too() -> None:
    s = _table()
    fields = [p.fields for p in s.players]
    first = s.table.cards[0]
    assert first.id == 0
    told = Teller(NAMES, 2, "en", "none").move(s.table.cards, fields, Discard(0, 0))
    assert told == f"1 Ann discards {first.variety.name('en')}"
    assert Teller(NAMES, 2, "en", "none").move(s.table.cards, fields, Discard(0, -1)) == (
        "1 Ann discards a card"
    )


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_a_planting_that_moves_a_miss_says_which_and_how_far() -> None:
    s = bohnanza.compose("ladybohn", NAMES, hands={0: ["Harry Colt"]}, deck=["Harry Chaos"] * 5)
    v = bohnanza.view(s, 0)
    colt = s.players[0].hand[0].id
    en, fr = Teller(NAMES, 0, "en", "none"), Teller(NAMES, 0, "fr", "none")
    name = s.players[0].hand[0].variety.name("en")
    assert en.listed(v, Plant(0, colt, 1, 0, 2)) == (
        f"plant {name} (mister) in field 2, moving the miss in place 1 (from the bottom) up "
        "2 places"
    )
    assert fr.listed(v, Plant(0, colt, 0, 2, 1)) == (
        "planter Harry Colt (mister) dans le champ 1, en montant de 1 place la miss en place 3 "
        "(depuis le bas)"
    )
    fields = [p.fields for p in s.players]
    assert en.move(s.table.cards, fields, Plant(0, colt, 1, 0, 1)) == (
        f"you plant {name} (mister) in field 2, moving the miss in place 1 (from the bottom) up "
        "1 place"
    )
    assert Teller(NAMES, 1, "fr", "none").move(s.table.cards, fields, Plant(0, colt, 2, 1, 2)) == (
        "1 Ann plante Harry Colt (mister) dans le champ 3, en montant de 2 places la miss en "
        "place 2 (depuis le bas)"
    )


def test_visible_is_every_card_the_view_shows() -> None:
    s = bohnanza.compose(
        E, NAMES, step=Step.PLANT_RECEIVED, hands={0: ["Red"], 1: ["Blue"]},
        fields={2: [["Coffee"] * 2]}, set_aside={1: ["Wax"], 2: ["Chili"]},
        discard=["Soy", "Green"], deck=["Soy"] * 5,
    )  # fmt: skip
    v = bohnanza.view(s, 0)
    shown = sorted(c.id for c in visible(v))
    expected = [
        *(c.id for c in s.players[0].hand),
        *(c.id for p in s.players for c in p.set_aside),
        *(c.id for c in s.players[2].fields[0]),
        *(c.id for c in s.discard),
    ]
    assert shown == sorted(expected)
    assert s.players[1].hand[0].id not in shown  # another seat's hand is not shown
    duel = bohnanza.new_game(E, 2, seed=3)
    while not duel.offer:
        duel = bohnanza.apply(duel, bohnanza.legal_actions(duel)[0])
    assert {c.id for c in duel.offer} <= {c.id for c in visible(bohnanza.view(duel, 0))}
