"""Step 2's offers in every shape (decisions trade.standing-offers, original-1997.trade-coins):
each refusal names its clause of the edition's rulebook, in its language, and an accepted
offer moves exactly the cards and coins it names."""

from __future__ import annotations

from typing import Any

from bohnanza import GameState, apply, check, compose
from bohnanza.actions import Accept, Decline, Offer, Withdraw
from bohnanza.errors import IllegalActionError
from bohnanza.state import Step


def _experts() -> GameState:
    make: Any = compose
    state: GameState = make(
        "original-1997-fr-003",
        3,
        variants=["experts"],
        step=Step.TRADE,
        hands={0: ["Soy", "Blue"], 1: ["Red", "Chili"], 2: ["Green"]},
        coins={0: ["Stink", "Garden", "Black-eyed"], 1: ["Soy"]},
        face_up=["Blue"],
    )
    return state


def _why(s: GameState, move: object) -> tuple[str, str]:
    refusal = check(s, move)
    assert isinstance(refusal, IllegalActionError), move
    return refusal.rule, str(refusal).split(" refusé : ", 1)[1].split(" -- ")[0]


def test_each_malformed_bargain_names_its_clause_in_french() -> None:
    s = _experts()
    soy, _ = s.players[0].hand_ids
    red, _ = s.players[1].hand_ids
    green = s.players[2].hand_ids[0]
    cases: list[tuple[object, str, str]] = [
        (Offer(0, 0, (soy,), ()), "003/trade.parties", "une offre se fait à un autre joueur"),
        (
            Offer(1, 2, (red,), ()),
            "003/donate.to-active",
            "P2 ne peut faire d'offre qu'au joueur actif (P1)",
        ),
        (
            Offer(1, 2, (red,), ("green",)),
            "003/trade.parties",
            "P2 ne peut faire d'offre qu'au joueur actif (P1)",
        ),
        (
            Offer(0, 1, (), (), 1, 0),
            "003/variant.experts",
            "un échange porte sur au moins une carte haricot ; les talers ne font que s'y ajouter",
        ),
        (
            Offer(0, 1, (), (), 1, 1),
            "003/variant.experts",
            "un échange porte sur au moins une carte haricot ; les talers ne font que s'y ajouter",
        ),
        (
            Offer(0, 1, (soy,), (), 1, 0),
            "003/variant.experts",
            "un don ne porte que sur des cartes haricots ; les talers s'ajoutent à un échange",
        ),
        (Offer(0, 1, (), ("red",), 5), "003/trade.active-cards", "P1 a 3 talers, pas 5"),
        (Offer(0, 1, (soy,), (), 0, 2), "003/trade.other-cards", "P2 a 1 taler, pas 2"),
        (
            Offer(0, 1, (99,), ()),
            "003/trade.active-cards",
            "Gartenbohne (n° 99) n'est ni visible ni dans la main de P1",
        ),
        (
            Offer(1, 0, (soy,), ()),
            "003/trade.other-cards",
            f"Sojabohne (n° {soy}) n'est pas dans la main de P2",
        ),
        (Decline(1, 0), "003/trade.decline", "aucune offre de P1 à P2 n'est en cours"),
        (Withdraw(0, 1), "003/trade.withdraw", "aucune offre de P1 à P2 n'est en cours"),
        (Accept(1, 0, ()), "003/trade.accept", "aucune offre de P1 à P2 n'est en cours"),
    ]
    for move, rule, why in cases:
        assert _why(s, move) == (rule, why), move
    assert check(s, Offer(0, 1, (), ("red",), 3)) is None
    assert check(s, Offer(0, 1, (soy,), ("red",), 0, 1)) is None
    assert check(s, Offer(2, 0, (green,), ())) is None
    assert check(s, Offer(0, 2, (), ("green",))) is None


def test_an_accepted_offer_moves_the_cards_and_then_the_coins_the_offerer_first() -> None:
    s = _experts()
    soy, blue = s.players[0].hand_ids
    red, chili = s.players[1].hand_ids
    up = s.face_up_ids[0]
    offer = Offer(0, 1, (up, soy), ("red",), 2, 1)
    made = apply(s, offer)
    assert made.offers == (offer,)
    assert _why(made, Offer(0, 1, (blue,), ()))[0] == "003/trade.offer"
    assert check(made, Offer(0, 2, (blue,), ())) is None
    assert _why(made, Accept(1, 0, (chili,)))[0] == "003/trade.accept"
    assert _why(made, Accept(1, 0, (chili,)))[1] == (
        f"l'offre demande Rote Bohne ; Feuerbohne (n° {chili}) ne correspond pas à la demande"
    )
    assert _why(made, Accept(1, 0, (red, chili)))[0] == "003/trade.accept"
    done = apply(made, Accept(1, 0, (red,)))
    a, b = s.players[0].coin_ids, s.players[1].coin_ids
    # The offerer's top two coins go over, then the addressee's top coin (the last one come)
    # comes back.
    assert done.players[0].coin_ids == (a[0], a[2])
    assert done.players[1].coin_ids == (b[0], a[1])
    assert done.players[0].aside_ids == (red,)
    assert done.players[1].aside_ids == (up, soy)
    assert done.players[0].hand_ids == (blue,) and done.players[1].hand_ids == (chili,)
    assert done.face_up_ids == () and done.offers == ()
    assert done.unaccepted == ()


def test_a_declined_or_withdrawn_offer_counts_against_its_pair_until_step_2_ends() -> None:
    s = _experts()
    soy = s.players[0].hand_ids[0]
    offer = Offer(0, 1, (soy,), ("red",))
    declined = apply(apply(s, offer), Decline(1, 0))
    assert declined.offers == () and declined.unaccepted == ((0, 1),)
    withdrawn = apply(apply(declined, offer), Withdraw(0, 1))
    assert withdrawn.offers == () and withdrawn.unaccepted == ((0, 1), (0, 1))
    other = apply(withdrawn, Offer(0, 2, (soy,), ()))
    assert other.offers == (Offer(0, 2, (soy,), ()),)
    # A card given elsewhere ends the offers that give it.
    both = apply(apply(s, offer), Offer(0, 2, (soy,), ()))
    taken = apply(both, Accept(2, 0, ()))
    assert taken.offers == () and taken.unaccepted == ()
    assert taken.players[2].aside_ids == (soy,)


def test_offers_belong_to_step_2_of_the_normal_game() -> None:
    duel = compose("rio-grande-2000", 2, step=Step.DUEL_PLANT, hands={0: ["Soy"], 1: ["Red"]})
    refusal = check(duel, Offer(0, 1, (duel.players[0].hand_ids[0],), ()))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "002/duel.turn"
    plant = compose("rio-grande-2000", 3, hands={0: ["Soy"], 1: ["Red"]})
    soy = plant.players[0].hand_ids[0]
    refusal = check(plant, Offer(0, 1, (soy,), ()))
    assert isinstance(refusal, IllegalActionError) and refusal.rule == "002/turn.order"
    assert str(refusal).split(" -- ")[0] == (
        f"[002/turn.order] 0 offer 1 give {soy} ask - refused: offers are made and answered "
        "in step 2, not step 1"
    )
    for move in (Accept(1, 0, ()), Decline(1, 0), Withdraw(0, 1)):
        refusal = check(plant, move)
        assert isinstance(refusal, IllegalActionError) and refusal.rule == "002/turn.order"


def test_the_listed_acceptance_picks_face_up_cards_first_then_the_hand_from_the_front() -> None:
    from bohnanza import legal_actions
    from bohnanza.rules.trading import meeting_cards

    s = compose(
        "rio-grande-2000",
        3,
        step=Step.TRADE,
        hands={0: ["Blue", "Soy", "Blue"], 1: ["Red", "Wax", "Red", "Red"], 2: ["Wax"]},
        face_up=["Chili", "Blue"],
    )
    hand0, hand1 = s.players[0].hand_ids, s.players[1].hand_ids
    up = s.face_up_ids
    assert meeting_cards(s, 0, ("blue",)) == (up[1],)
    assert meeting_cards(s, 0, ("blue", "blue", "blue")) == (up[1], hand0[0], hand0[2])
    assert meeting_cards(s, 0, ("blue",) * 4) is None
    assert meeting_cards(s, 1, ("red", "red")) == (hand1[0], hand1[2])
    assert meeting_cards(s, 1, ("wax", "red")) == (hand1[1], hand1[0])
    assert meeting_cards(s, 1, ("blue",)) is None
    assert meeting_cards(s, 1, ()) == ()
    asked = apply(s, Offer(1, 0, (hand1[1],), ("blue", "chili")))
    answers = [m for m in legal_actions(asked, 0).basic if isinstance(m, Accept | Decline)]
    assert answers == [Accept(0, 1, (up[1], up[0])), Decline(0, 1)]
    short = apply(s, Offer(0, 1, (hand0[1],), ("soy",)))
    answers = [m for m in legal_actions(short, 1).basic if isinstance(m, Accept | Decline)]
    assert answers == [Decline(1, 0)]
    assert [m for m in legal_actions(short, 0).basic if isinstance(m, Withdraw)] == [Withdraw(0, 1)]
    assert [
        m for m in legal_actions(short, 2).basic if isinstance(m, Accept | Decline | Withdraw)
    ] == []


def test_the_first_card_of_the_box_meets_a_request_as_any_other() -> None:
    from bohnanza.rules.trading import meeting_cards

    s = compose(
        "rio-grande-2000",
        3,
        step=Step.TRADE,
        hands={0: ["Soy"], 1: ["Coffee", "Coffee"]},
        face_up=["Blue"],
    )
    first = s.players[1].hand_ids[0]
    assert first == 0  # the lowest card id of the box
    assert meeting_cards(s, 1, ("coffee",)) == (0,)
    assert meeting_cards(s, 1, ("coffee", "coffee")) == s.players[1].hand_ids
    asked = apply(s, Offer(0, 1, (s.players[0].hand_ids[0],), ("coffee",)))
    assert Accept(1, 0, (0,)) in check_answers(asked)


def check_answers(s: GameState) -> list[object]:
    from bohnanza import legal_actions

    return list(legal_actions(s, 1).basic)
