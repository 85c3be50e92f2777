"""``Teller.field`` tells a beanometer's steps as the referee pays them, in English and
French: at most four steps, then « /... » when the beanometer has more (a row given
outright, as Ladybohn's Gartenbohne miss), one coin in the singular, a printed row capped
at one coin per card, and a top card without a beanometer said to price nothing."""

from __future__ import annotations

import attrs
import pytest

import bohnanza
from bohnanza.actions import Decline, Offer, Withdraw
from bohnanza.cards import Beanometer, Card
from bohnanza.state import Step
from bohnanza.teller import Teller

EN = Teller(["Ann", "Bob"], 0, "en", "none")
FR = Teller(["Ann", "Bob"], 0, "fr", "none")


def _coffees(meter: Beanometer, count: int) -> list[Card]:
    card = bohnanza.new_game("rio-grande-2000", 4).table.cards[0]
    assert card.variety.key == "coffee"
    return [attrs.evolve(card, beanometer=meter)] * count


@pytest.mark.parametrize(
    ("meter", "english", "french"),
    [
        (
            Beanometer((1, 2, 3, 4), pays=(0, 1, 2, 3, 4, 5, 6)),
            "Coffee x2 (sells for 2; 1/2/3/4/... coins at 1/2/3/4/... cards)",
            "Harry Cogné x2 (vaut 2 ; 1/2/3/4/... pièces à 1/2/3/4/... cartes)",
        ),
        (
            Beanometer((1, 2, 3, 4), pays=(0, 3, 5, 6, 7, 9)),
            "Coffee x2 (sells for 5; 3/5/6/7/... coins at 1/2/3/4/... cards)",
            "Harry Cogné x2 (vaut 5 ; 3/5/6/7/... pièces à 1/2/3/4/... cartes)",
        ),
        (
            Beanometer((1, 2, 3, 4), pays=(0, 1, 2, 3, 4)),  # four steps: no « ... »
            "Coffee x2 (sells for 2; 1/2/3/4 coins at 1/2/3/4 cards)",
            "Harry Cogné x2 (vaut 2 ; 1/2/3/4 pièces à 1/2/3/4 cartes)",
        ),
        (
            Beanometer((0, 0, 0, 1)),  # 4 coins for 1 card, capped as the referee pays
            "Coffee x2 (sells for 2; 1/2/3/4 coins at 1/2/3/4 cards)",
            "Harry Cogné x2 (vaut 2 ; 1/2/3/4 pièces à 1/2/3/4 cartes)",
        ),
        (
            Beanometer((0, 0, 0, 0)),
            "Coffee x2 (sells for 0: its top card has no beanometer)",
            "Harry Cogné x2 (vaut 0 : sa carte du dessus n'a pas de haricomètre)",
        ),
    ],
)
def test_a_fields_steps_in_either_language(meter: Beanometer, english: str, french: str) -> None:
    field = _coffees(meter, 2)
    assert EN.field(field) == english
    assert FR.field(field) == french


def test_a_single_step_of_one_coin_is_in_the_singular() -> None:
    field = _coffees(Beanometer((1, 2, 3, 4), pays=(0, 1)), 2)
    assert EN.field(field).startswith("Coffee x2 (sells for 1; 1 coin at 1 card")
    assert FR.field(field).startswith("Harry Cogné x2 (vaut 1 ; 1 pièce à 1 carte")
    two = _coffees(Beanometer((1, 2, 3, 4), pays=(0, 2)), 2)
    assert EN.field(two).startswith("Coffee x2 (sells for 2; 2 coins at 1 card")
    assert FR.field(two).startswith("Harry Cogné x2 (vaut 2 ; 2 pièces à 1 carte")


def _offered(kind: str) -> tuple[bohnanza.GameState, Offer, bohnanza.GameState]:
    s = bohnanza.compose("ladybohn", 3, step=Step.TRADE, hands={1: [f"Harry Colt {kind}"]},
                         face_up=["Harry Chaos"], deck=["Harry Cochon"] * 5)  # fmt: skip
    move = Offer(1, 0, (s.players[1].hand[0].id,), ("black-eyed",))
    return s, move, bohnanza.apply(s, move)


@pytest.mark.filterwarnings("ignore::bohnanza.sheets.ProvisionalDataWarning")
def test_another_seats_offer_is_told_as_the_table_shows_it() -> None:
    """Ladybohn: an offer's hand cards are shown by family only; the offerer, who knows
    his hand, hears the kind; the same words whatever the kind for everyone else."""
    told: dict[str, list[str]] = {}
    for kind in ("miss", "mister"):
        s, move, after = _offered(kind)
        told[kind] = [
            Teller(s.table.names, seat, lang, "none").seen(
                bohnanza.view(s, seat), move, bohnanza.view(after, seat)
            )
            for seat in (0, 1, 2)
            for lang in ("fr", "en")
        ]
    assert told["miss"] == [
        "2 P2 vous propose : Harry Colt contre Harry Chaos",
        "2 P2 offers you: Blue for Black-eyed",
        "vous proposez à 1 P1 : Harry Colt (miss) contre Harry Chaos",
        "you offer 1 P1: Blue (miss) for Black-eyed",
        "2 P2 propose à 1 P1 : Harry Colt contre Harry Chaos",
        "2 P2 offers 1 P1: Blue for Black-eyed",
    ]
    # twins: only the offerer's own lines differ
    pairs = zip(told["miss"], told["mister"], strict=True)
    assert [k for k, (a, b) in enumerate(pairs) if a != b] == [2, 3]


def test_the_menu_names_a_withdrawal_and_a_decline() -> None:
    v = bohnanza.view(bohnanza.new_game("amigo-fr", 3, seed=1), 0)
    names = ["Anne", "Hugo", "Zoé"]
    fr, en = Teller(names, 0, "fr", "none"), Teller(names, 0, "en", "none")
    assert fr.listed(v, Withdraw(0, 2)) == "retirer votre offre à 3 Zoé"
    assert en.listed(v, Withdraw(0, 1)) == "withdraw your offer to 2 Hugo"
    assert (fr.listed(v, Decline(0, 1)), en.listed(v, Decline(0, 2))) == ("refuser", "decline")


def test_a_french_reason_numbers_the_other_players_it_names_once_each() -> None:
    """The others are written ``N Name``; a name two seats share is left as it is (it
    cannot say which seat it means), and with no one to number the text is unchanged."""
    tell = Teller(["Anne", "Hugo", "Zoé"], 0, "fr", "none")
    assert tell.reason("le champ 2 d'Hugo est vide ; Zoé a 3 cartes") == (
        "le champ 2 de 2 Hugo est vide ; 3 Zoé a 3 cartes"
    )
    shared = Teller(["Anne", "Zed", "Zed"], 0, "fr", "none")
    assert shared.reason("la main de Zed est vide") == "la main de Zed est vide"
    alone = Teller(["Anne", "", ""], 0, "fr", "none")
    assert alone.reason("la main de Marc est vide") == "la main de Marc est vide"
