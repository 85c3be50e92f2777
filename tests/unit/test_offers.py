"""Offers as checked moves (decisions trade.consent and trade.standing-offers): the move
classes and their text, what the referee checks, what ends an offer, and the agreed
shorthand kept beside them."""

from __future__ import annotations

import pickle

import pytest

import bohnanza
from bohnanza import (
    Accept,
    Decline,
    Donate,
    EndTrading,
    GameState,
    InvalidActionError,
    Keep,
    Offer,
    Step,
    Withdraw,
    parse_action,
)
from bohnanza.errors import IllegalActionError

from .helpers import E, ids, kinds, legal, malformed, refused


def trading(**extra: object) -> GameState:
    """Seat 1 active in step 2 with two face-up cards; seats 0, 2 and 3 hold hands."""
    options: dict[str, object] = {
        "active": 1,
        "step": Step.TRADE,
        "planted": 1,
        "hands": {0: ["Chili", "Blue", "Red"], 1: ["Soy", "Green"], 2: ["Red"], 3: []},
        "face_up": ["Wax", "Black-eyed"],
        "deck": ["Wax"] * 6,
    }
    options.update(extra)
    return bohnanza.compose(E, 4, **options)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "move",
    [
        Offer(1, 0, (5, 9), ("chili", "chili")),
        Offer(1, 0, (), ("black-eyed",)),
        Offer(0, 1, (5,), ()),
        Offer(1, 2, (5,), ("red",), 2, 1),
        Accept(0, 1, (40, 41)),
        Accept(0, 1),
        Decline(0, 1),
        Withdraw(1, 0),
    ],
    ids=str,
)
def test_text_form_round_trips(move: bohnanza.Action) -> None:
    assert parse_action(str(move)) == move


def test_text_forms_read_as_documented() -> None:
    assert str(Offer(1, 0, (5, 9), ("chili", "chili"))) == "1 offer 0 give 5,9 ask chili,chili"
    assert str(Offer(0, 1, (5,), ())) == "0 offer 1 give 5 ask -"
    assert str(Offer(1, 2, (), ("red",), 0, 1)) == "1 offer 2 give - ask red coins 0 1"
    assert str(Accept(0, 1)) == "0 accept 1"
    assert str(Accept(0, 1, (3,))) == "0 accept 1 give 3"
    for bad in ("1 offer 0 give 5 ask Chili", "1 offer 0 give 5", "0 accept", "0 withdraw x"):
        with pytest.raises(InvalidActionError, match="malformed action"):
            parse_action(bad)


def test_nothing_moves_until_the_offer_is_accepted() -> None:
    s = trading()
    wax, _ = s.face_up
    chili, blue, red = s.players[0].hand
    offer = Offer(1, 0, (wax.id,), ("red", "chili"))
    after = legal(s, offer)
    assert after.offers == (offer,)
    assert after.players == s.players and after.face_up == s.face_up
    assert s.offers == ()  # apply never changes its input
    # The addressee's listed answers: accept with the cards that meet it, or decline.
    listed = bohnanza.legal_actions(after, 0).basic
    assert Accept(0, 1, (red.id, chili.id)) in listed and Decline(0, 1) in listed
    assert Withdraw(1, 0) in bohnanza.legal_actions(after, 1).basic
    # Any order of the asked varieties, from anywhere in the hand.
    done = legal(after, Accept(0, 1, (chili.id, red.id)))
    assert done.players[0].hand == (blue,)
    assert kinds(done.players[0].set_aside) == ("wax",)
    assert kinds(done.players[1].set_aside) == ("chili", "red")
    assert done.offers == ()


def test_refusals_cite_their_rules() -> None:
    s = trading()
    wax, black_eyed = s.face_up
    chili, blue, red = s.players[0].hand
    refused(
        s,
        Offer(0, 2, (chili.id,), ()),
        "002/donate.to-active",
        ("seat 0 may offer only to the active player (seat 1)"),
    )
    refused(
        s,
        Offer(0, 2, (chili.id,), ("red",)),
        "002/trade.parties",
        ("seat 0 may offer only to the active player (seat 1)"),
    )
    refused(s, Offer(1, 1, (wax.id,), ()), "002/trade.parties", "an offer needs another player")
    refused(
        s, Offer(0, 1, (wax.id,), ()), "002/trade.other-cards", (f"{wax} is not in seat 0's hand")
    )
    one = legal(s, Offer(1, 0, (wax.id,), ("blue",)))
    refused(
        one,
        Offer(1, 0, (black_eyed.id,), ()),
        "002/trade.offer",
        (
            "seat 1 already has an offer standing to seat 0; withdraw it first (the "
            "referee's decision trade.standing-offers: the rules do not say how many offers "
            "may stand)"
        ),
    )
    refused(
        one,
        Accept(0, 1, (red.id,)),
        "002/trade.accept",
        (f"the offer asks for blue; {red} does not meet it"),
    )
    refused(one, Accept(2, 1), "002/trade.accept", "no offer from seat 1 to seat 2 stands")
    refused(one, Withdraw(1, 2), "002/trade.withdraw", "no offer from seat 1 to seat 2 stands")
    (red2,) = s.players[2].hand
    gift = legal(s, Offer(1, 2, (black_eyed.id,), ()))
    refused(
        gift,
        Accept(2, 1, (red2.id,)),
        "002/trade.accept",
        f"the offer asks for nothing; {red2} does not meet it",
    )
    # No offers outside step 2.
    over = bohnanza.apply(one, EndTrading(1))
    assert over.offers == ()
    refused(
        over,
        Accept(0, 1, (blue.id,)),
        "002/turn.order",
        ("offers are made and answered in step 2, not step 3"),
    )


def test_malformed_offers() -> None:
    s = trading()
    wax, _ = s.face_up
    malformed(s, Offer(1, 0, (), ()), "gives or asks for at least one card")
    malformed(s, Offer(1, 0, (wax.id,), ("coffee-bean",)), "is not a variety of this deck")
    malformed(s, Offer(1, 9, (wax.id,), ()), "addressee 9 does not exist")
    malformed(s, Offer(1, 0, (wax.id,), ("red",), -1), "cannot be negative")
    malformed(s, Offer(1, 0, (wax.id, wax.id), ()), "names a card twice")
    with pytest.raises(InvalidActionError, match=r"Offer\.asks must be a tuple"):
        Offer(1, 0, (wax.id,), "red")  # a plain string is no list of keys
    with pytest.raises(InvalidActionError, match=r"Offer\.asks item must be a str"):
        Offer(1, 0, (wax.id,), (7,))  # type: ignore[arg-type]
    assert Offer(1, 0, [wax.id], ["red"]) == Offer(1, 0, (wax.id,), ("red",))
    malformed(s, Accept(0, 7), "offerer 7 does not exist")


def test_an_offer_ends_when_a_card_it_gives_leaves() -> None:
    s = trading()
    wax, black_eyed = s.face_up
    chili, blue, red = s.players[0].hand
    (red2,) = s.players[2].hand
    s = legal(s, Offer(1, 0, (wax.id,), ("chili",)))
    s = legal(s, Offer(1, 2, (wax.id,), ("red",)))
    s = legal(s, Offer(1, 3, (black_eyed.id,), ()))
    s = legal(s, Offer(0, 1, (blue.id,), ()))
    s = legal(s, Accept(2, 1, (red2.id,)))
    # The wax went to seat 2: the offer to seat 0 ends; the others stand.
    assert [(o.seat, o.to) for o in s.offers] == [(1, 3), (0, 1)]
    s = legal(s, Keep(1, black_eyed.id))
    assert [(o.seat, o.to) for o in s.offers] == [(0, 1)]
    # An agreed donation that gives the offered card ends the offer too.
    s = legal(s, Donate(0, 1, (blue.id,)))
    assert s.offers == ()
    assert ids(s.players[0].hand) == (chili.id, red.id)


def test_a_harvest_leaves_the_offers_standing() -> None:
    s = trading(fields={2: [["Soy", "Soy", "Soy"], []]})
    wax, _ = s.face_up
    s = legal(s, Offer(1, 2, (wax.id,), ("red",)))
    after = legal(s, bohnanza.Harvest(2, 0))
    assert after.offers == s.offers


def test_states_with_offers_hash_compare_and_pickle() -> None:
    s = trading()
    wax, _ = s.face_up
    a = bohnanza.apply(s, Offer(1, 0, (wax.id,), ("red",)))
    b = bohnanza.apply(s, Offer(1, 0, (wax.id,), ("red",)))
    assert a == b and hash(a) == hash(b) and a != s
    assert pickle.loads(pickle.dumps(a)) == a
    assert a.replace(offers=()) == s
    assert "offers 1 offer 0 give" in str(a)
    with pytest.raises(AttributeError):
        a.offers = ()  # type: ignore[misc]


def test_experts_coins_join_an_offer() -> None:
    s = bohnanza.compose(
        "original-1997-fr-003",
        4,
        variants=("experts",),
        active=1,
        step=Step.TRADE,
        planted=1,
        hands={0: ["Red"], 1: ["Soy"], 2: [], 3: []},
        face_up=["Garden", "Black-eyed"],
        deck=["Blue"] * 6,
        coins={1: ["Chili", "Chili"]},
    )
    garden, _ = s.face_up
    (red,) = s.players[0].hand
    s = legal(s, Offer(1, 0, (garden.id,), ("red",), 2, 0))
    done = legal(s, Accept(0, 1, (red.id,)))
    assert len(done.players[0].coin_ids) == 2 and not done.players[1].coin_ids
    refusal = bohnanza.check(s, Offer(1, 2, (garden.id,), (), 1, 0))
    assert isinstance(refusal, IllegalActionError)
    assert refusal.rule == "003/variant.experts"
