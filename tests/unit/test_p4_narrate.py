"""``bohnanza.narrate`` speaks the game's language: a French edition's board and moves
(what ``bohnanza verify`` prints of a refused move and its position) are in French words as
well as French card names, with the French singular at 0 and 1; English ones in English."""

from __future__ import annotations

import re

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
from bohnanza.narrate import board, describe, field_text
from bohnanza.state import GameState, Step

NAMES = ["Ann", "Bob", "Cy"]


def _trade(edition: str) -> GameState:
    s = bohnanza.compose(
        edition, NAMES, step=Step.TRADE,
        hands={0: ["Red", "Blue"], 1: ["Wax"]},
        fields={0: [["Coffee"] * 5, ["Wax"]]}, coins={0: 2, 1: 1},
        face_up=["Chili"], discard=["Soy", "Red"], deck=["Soy"] * 5,
    )  # fmt: skip
    return bohnanza.apply(s, Offer(0, 1, (s.face_up[0].id,), ("wax",)))


EMPTY_FR = ["      champ 1 : vide", "      champ 2 : vide", "      champ 3 : vide"]


def test_a_french_games_board_is_in_french() -> None:
    s = _trade("amigo-fr")
    assert board(s, "fr").splitlines() == [
        "[bold]Tour 1[/] | 1 Ann, phase 2 | pioche 5 | défausse 2, dessus "
        "[bright_red]Harry Comique[/] | pioche épuisée 0/2",
        "  cartes retournées : [red]Harry Cauchemar[/]",
        "  [bold]1 Ann[/] : 2 pièces | main : [bright_red]Harry Comique[/], [blue]Harry Colt[/]",
        "      champ 1 : [rgb(140,90,50)]Harry Cogné[/] x5 (vaut 1 ; 1/2/3/4 pièces à "
        "4/7/10/12 cartes)",
        "      champ 2 : [yellow]Harry Cochet[/] x1 (vaut 0 ; 1/2/3/4 pièces à 4/7/9/11 cartes)",
        "      champ 3 : vide",
        "  [bold]2 Bob[/] : 1 pièce | main : [yellow]Harry Cochet[/]",
        *EMPTY_FR,
        "  [bold]3 Cy[/] : 0 pièce | main : vide",
        *EMPTY_FR,
        "  offre en cours : 1 Ann à 2 Bob",
    ]  # fmt: skip
    seen = board(bohnanza.view(s, 2), "fr").splitlines()
    assert seen[2] == "  [bold]1 Ann[/] : 2 pièces | main : 2 cartes"
    assert seen[6] == "  [bold]2 Bob[/] : 1 pièce | main : 1 carte"
    assert seen[10] == "  [bold]3 Cy (vous)[/] : 0 pièce | main : vide"


def test_what_is_set_aside_and_the_end_in_french() -> None:
    s = _trade("amigo-fr")
    s = bohnanza.apply(s, Accept(1, 0, (s.players[1].hand[0].id,)))
    s = bohnanza.apply(s, EndTrading(0))
    lines = board(s, "fr").splitlines()
    assert lines[0].startswith("[bold]Tour 1[/] | 1 Ann, phase 3 | pioche 5 |")
    assert "      à planter : [yellow]Harry Cochet[/]" in lines
    assert "      à planter : [red]Harry Cauchemar[/]" in lines
    over = bohnanza.compose("amigo-fr", 3, step=Step.OVER, exhaustions=2, ending=True)
    assert board(over, "fr").splitlines()[0] == (
        "[bold]Tour 1[/] | partie finie | pioche 0 | défausse 0 | pioche épuisée 2/2"
    )


def test_no_english_word_on_a_french_board_and_the_english_board_unchanged() -> None:
    french = board(_trade("amigo-fr"), "fr")
    english_words = r"\b(Turn|step|deck|discard|top|coins?|hand|field|empty|sells|cards?|offer)\b"
    assert re.findall(english_words, french) == []
    english = board(_trade("rio-grande-2000"), "en").splitlines()
    assert english[0] == (
        "[bold]Turn 1[/] | 1 Ann, step 2 | deck 5 | discard 2, top [bright_red]Red[/] | "
        "deck ran out 0/2"
    )
    assert english[10] == "  [bold]3 Cy[/]: 0 coins | hand: empty"
    assert english[-1] == "  offer standing: 1 Ann to 2 Bob"
    assert "      field 3: empty" in english


def test_a_field_in_french() -> None:
    s = _trade("amigo-fr")
    coffee = s.players[0].fields[0]
    assert field_text(coffee, "fr") == (
        "[rgb(140,90,50)]Harry Cogné[/] x5 (vaut 1 ; 1/2/3/4 pièces à 4/7/10/12 cartes)"
    )
    assert field_text((), "fr") == "vide" and field_text((), "en") == "empty"


def test_every_move_is_told_in_french_in_a_french_game() -> None:
    s = bohnanza.compose(
        "amigo-fr", NAMES + ["Dee"], step=Step.TRADE, hands={0: ["Red"], 1: ["Wax"]},
        fields={0: [["Chili"] * 5, ["Wax"]]}, face_up=["Chili"], deck=["Soy"] * 5,
    )  # fmt: skip
    up, red, wax = s.face_up[0].id, s.players[0].hand[0].id, s.players[1].hand[0].id
    chili, yellow = "[red]Harry Cauchemar[/]", "[yellow]Harry Cochet[/]"
    told: dict[Action, str] = {
        Plant(0, red, 1): "1 Ann plante [bright_red]Harry Comique[/] dans le champ 2",
        Harvest(0, 0): f"1 Ann vend le champ 1 ({', '.join([chili] * 5)}) pour 1 pièce",
        Harvest(0, 1): f"1 Ann vend le champ 2 ({yellow}) pour 0 pièce",
        BuyField(0): "1 Ann achète un troisième champ",
        EndPlanting(0): "1 Ann ne plante pas de deuxième carte",
        Keep(0, up): f"1 Ann garde {chili}",
        EndTrading(0): "1 Ann termine les échanges",
        Discard(0, red): "1 Ann défausse [bright_red]Harry Comique[/]",
        LeaveOffer(0): "1 Ann laisse les cartes piochées en offre",
        Offer(0, 1, (up,), ("wax",)): f"1 Ann propose à 2 Bob : {chili} contre Harry Cochet",
        Offer(0, 1, (up,), (), 2, 1): (
            f"1 Ann propose à 2 Bob : {chili} contre rien (pièces : donne 2, demande 1)"
        ),
        Accept(1, 0, (wax,)): f"2 Bob accepte l'offre de 1 Ann en donnant {yellow}",
        Decline(1, 0): "2 Bob refuse l'offre de 1 Ann",
        Withdraw(0, 1): "1 Ann retire son offre à 2 Bob",
        Trade(0, 1, (up,), (wax,)): f"1 Ann échange {chili} avec 2 Bob contre {yellow}",
        Donate(1, 0, (wax,)): f"2 Bob donne {yellow} à 1 Ann",
    }
    for move, text in told.items():
        assert describe(s, move, "fr") == text, move
    english = describe(s, Offer(0, 1, (up,), (), 2, 1), "en")
    assert english == "1 Ann offers 2 Bob: [red]Chili[/] for nothing (coins: gives 2, asks 1)"
    assert describe(s, Harvest(0, 1), "en").endswith("([yellow]Wax[/]) for 0 coins")
    assert describe(s, Harvest(0, 0), "en").endswith(" for 1 coin")


def test_a_sale_of_a_third_field_not_bought_is_told_as_such() -> None:
    for edition, text in (
        ("amigo-fr", "1 Ann vend le champ 3, qu'il n'a pas"),
        ("rio-grande-2000", "1 Ann sells field 3, which they do not have"),
    ):
        s = bohnanza.compose(edition, NAMES + ["Dee"], fields={0: [["Chili"] * 2, []]},
                             hands={0: ["Red"]}, deck=["Soy"] * 5)  # fmt: skip
        language = s.table.edition.language
        assert describe(s, Harvest(0, 2), language) == text
