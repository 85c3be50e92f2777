"""Text promises the other tests leave out: ``card_text`` in an English game's words (the
compact ``17:chili`` form), the cards a bought field paid into the box as English
``str(state)`` counts them (hidden from a seat's view), and the duel's offer on ``play``'s
board in both languages."""

from __future__ import annotations

import bohnanza
from bohnanza.actions import BuyField
from bohnanza.messages import ENGLISH, profile
from bohnanza.state import Step
from bohnanza.teller import Teller
from bohnanza.text import card_text


def test_an_english_card_text_is_the_compact_form() -> None:
    s = bohnanza.compose("rio-grande-2000", ["Ann", "Bob", "Cy"], hands={0: ["Wax", "Chili"]},
                         deck=["Soy"] * 5)  # fmt: skip
    for card in s.players[0].hand:
        compact = f"{card.id}:{card.variety.key}"
        assert card_text(card) == compact == card_text(card, ENGLISH)
        assert card_text(card, profile("002", "en")) == compact
        # the French words name the bean and put the number aside
        french = card_text(card, profile("000.1", "fr"))
        assert french.endswith(f" (n° {card.id})") and ":" not in french


def test_the_english_state_counts_the_boxed_coins_and_a_view_hides_them() -> None:
    s = bohnanza.compose("rio-grande-2000", ["Ann", "Bob", "Cy", "Dee"], coins={0: ["Soy"] * 3},
                         hands={0: ["Wax"]}, deck=["Soy"] * 5,
                         third_field_payment="box")  # fmt: skip
    before = str(s).splitlines()[0]
    assert " | box" not in before  # an empty box is not told
    bought = bohnanza.apply(s, BuyField(0))
    assert len(bought.box_ids) == 3  # the third field's price went to the box
    head = str(bought).splitlines()[0]
    assert head == before + " | box 3"
    for seat in range(4):
        assert " | box" not in str(bohnanza.view(bought, seat))


def test_the_duels_offer_is_on_the_board_in_both_languages() -> None:
    duel = bohnanza.compose("rio-grande-2000", ["Ann", "Bob"], step=Step.OFFER,
                            offer=["Red", "Chili"], hands={0: ["Wax"]},
                            deck=["Soy"] * 6)  # fmt: skip
    for seat in (0, 1):
        view = bohnanza.view(duel, seat)
        english = Teller(["Ann", "Bob"], seat, "en", "none").board(view).splitlines()
        french = Teller(["Ann", "Bob"], seat, "fr", "none").board(view).splitlines()
        # the offer follows the header, before the players, in the order it was laid
        assert english[1] == "  offered: Red, Chili"
        assert french[1] == "  offertes : Harry Comique, Harry Cauchemar"
        assert english[2].startswith("  [bold]1 Ann") and french[2].startswith("  [bold]1 Ann")
    # no offer, no line
    plant = bohnanza.compose("rio-grande-2000", ["Ann", "Bob"], hands={0: ["Wax"]},
                             deck=["Soy"] * 6)  # fmt: skip
    board = Teller(["Ann", "Bob"], 0, "en", "none").board(bohnanza.view(plant, 0))
    assert "offered" not in board


def test_a_refusal_survives_pickling_with_its_rule_and_words() -> None:
    import pickle

    from bohnanza.errors import IllegalActionError

    s = bohnanza.compose("amigo-fr", ["Ann", "Bob", "Cy"], hands={0: ["Wax"]}, deck=["Soy"] * 5)
    try:
        bohnanza.apply(s, BuyField(0))
    except IllegalActionError as refused:
        copy = pickle.loads(pickle.dumps(refused))
        assert isinstance(copy, IllegalActionError)
        assert (copy.rule, copy.key, copy.action) == (refused.rule, refused.key, refused.action)
        assert str(copy) == str(refused) and copy.english() == refused.english()
        assert copy.french == refused.french
    else:
        raise AssertionError("a third field bought at 3 players was not refused")
