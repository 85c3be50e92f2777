"""The small readers of what comes from outside, by their docstrings: numbers
(``bohnanza.digits``: ASCII digits only, nine at most by default), deck orders
(``bohnanza.chance``: an order per deck, by id or variety, each refusal naming the deck
and the card), and the shape check of a move (``bohnanza.boundary.action_problem``: only
the move classes, with plain fields in their bounds)."""

from __future__ import annotations

import random

import pytest

import bohnanza
from bohnanza.actions import Action, EndTrading, Offer, Plant, Trade
from bohnanza.boundary import MAX_CARDS, MAX_KEY, MAX_NUMBER, action_problem
from bohnanza.chance import DeckOrders, reshuffles_of, resolve
from bohnanza.digits import MAX_DIGITS, integer, natural
from bohnanza.editions import edition
from bohnanza.errors import InvalidSetupError
from bohnanza.listing import legal_actions
from bohnanza.referee import apply
from bohnanza.setup import new_game
from bohnanza.state import GameState

# -- digits ---------------------------------------------------------------------------


def test_a_natural_number_is_ascii_digits_nine_at_most() -> None:
    assert MAX_DIGITS == 9
    assert natural("0") == 0 and natural("007") == 7
    assert natural("9" * 9) == 999_999_999
    assert natural("1" + "0" * 9) is None, "ten digits"
    for text in ("", " 1", "1 ", "+1", "-1", "1.0", "1e3", "٣", "²", "x"):
        assert natural(text) is None, text
    assert natural("123", 3) == 123 and natural("1234", 3) is None
    assert natural("1" * 20, 20) == int("1" * 20)


def test_an_integer_may_have_one_leading_minus() -> None:
    assert integer("-0") == 0 and integer("-7") == -7 and integer("12") == 12
    assert integer("-" + "9" * 9) == -999_999_999
    for text in ("-", "--1", "+1", "-1" + "0" * 9, "1-", "- 1", ""):
        assert integer(text) is None, text
    assert integer("-123", 3) == -123 and integer("-1234", 3) is None
    assert integer("1234", 3) is None


# -- chance -----------------------------------------------------------------------------


def test_orders_are_tuples_compared_by_value_not_by_their_kinds() -> None:
    orders = DeckOrders([[3, "red"], None], [1, 2])
    assert orders.reshuffles == ((3, "red"), None) and orders.deal == (1, 2)
    assert DeckOrders().reshuffles == () and DeckOrders().deal is None
    bound = orders.bound(edition("rio-grande-2000").deck)
    assert bound == orders
    assert bound.kinds == tuple(c.variety.key for c in edition("rio-grande-2000").deck.cards)
    assert orders.kinds == ()


def test_a_deck_without_an_order_is_refused_naming_which() -> None:
    orders = DeckOrders(reshuffles=[(5, 3), None])
    with pytest.raises(InvalidSetupError) as caught:
        orders((1, 2), 0)
    assert str(caught.value) == "no order is given for the deal"
    assert orders((3, 5), 1) == (5, 3)
    for exhaustions in (2, 3):
        with pytest.raises(InvalidSetupError) as caught:
            orders((3, 5), exhaustions)
        assert str(caught.value) == (
            f"no order is given for the deck formed after exhaustion {exhaustions}"
        )
    assert DeckOrders(deal=(2, 1))((1, 2), 0) == (2, 1)


def test_an_order_places_ids_and_the_first_free_card_of_each_variety() -> None:
    kinds = ("red", "blue", "red", "blue", "red")
    pile = (4, 0, 1, 2, 3)
    # "red": the first red card not yet placed, in the pile's order (4, then 0, then 2).
    assert resolve(("red", "red", 3, "blue", "red"), pile, kinds) == (4, 0, 3, 1, 2)
    assert resolve((0, "red"), pile, kinds) == (0, 4)
    assert resolve((), pile, kinds) == ()
    # A card id beyond the kinds known is no card of any variety.
    assert resolve(("blue",), (9, 1), kinds) == (1,)


def test_an_order_naming_a_card_the_pile_does_not_hold_is_refused_naming_it() -> None:
    kinds = ("red", "blue", "red")
    cases = [
        ((7,), "the deck: card 7 is not among the cards to shuffle"),
        ((0, 0), "the deck: card 0 is not among the cards to shuffle"),
        ((True,), "the deck: card True is not among the cards to shuffle"),
        ((1.0,), "the deck: card 1.0 is not among the cards to shuffle"),
        (("green",), "the deck: no green card left to place"),
        (("blue", "blue"), "the deck: no blue card left to place"),
        ((0, 2, "red"), "the deck: no red card left to place"),
    ]
    for order, said in cases:
        with pytest.raises(InvalidSetupError) as caught:
            resolve(order, (0, 1, 2), kinds)  # type: ignore[arg-type]
        assert str(caught.value) == said, order
    with pytest.raises(InvalidSetupError) as caught:
        DeckOrders(reshuffles=[(9,)])((0, 1), 1)
    assert str(caught.value) == (
        "the deck formed after exhaustion 1: card 9 is not among the cards to shuffle"
    )


def _played(seed: int) -> tuple[list[GameState], list[Action]]:
    rng = random.Random(seed)
    state = new_game("rio-grande-2000", 3, seed=seed)
    states, moves = [state], []
    while not state.is_over:
        options = list(legal_actions(state).basic)
        move = options[rng.randrange(len(options))]
        state = apply(state, move)
        states.append(state)
        moves.append(move)
    return states, moves


def test_the_decks_formed_in_a_game_replay_it_from_another_seed() -> None:
    states, moves = _played(3)
    orders = reshuffles_of(states)
    # Two exhaustions at three players: the first forms a deck, the second ends the game.
    assert states[-1].exhaustions == 2 and len(orders) == 1
    assert all(order is not None and len(order) > 0 for order in orders)
    # The first state after exhaustion k holds the deck formed then.
    for k, order in enumerate(orders, 1):
        first = next(s for s in states if s.exhaustions == k)
        assert first.stack_ids == order
    # The same deal with those orders plays the same game to its end...
    state = new_game("rio-grande-2000", 3, seed=3, shuffle=DeckOrders(reshuffles=orders))
    assert state.players == states[0].players and state.stack_ids == states[0].stack_ids
    for move, expected in zip(moves, states[1:], strict=True):
        state = apply(state, move)
        assert state.players == expected.players and state.stack_ids == expected.stack_ids
    assert state.is_over
    # ...and another order is the deck formed instead.
    formed = orders[0]
    assert formed is not None
    other = (tuple(reversed(formed)), *orders[1:])
    state = new_game("rio-grande-2000", 3, seed=3, shuffle=DeckOrders(reshuffles=other))
    for move in moves:
        state = apply(state, move)
        if state.exhaustions == 1:
            assert state.stack_ids == other[0]
            break
    # No deck formed: nothing to say; a state repeated is no new deck.
    assert reshuffles_of(states[:1]) == ()
    assert reshuffles_of([states[0], states[0]]) == ()


# -- boundary ---------------------------------------------------------------------------


def _set(action: object, **fields: object) -> object:
    for name, value in fields.items():
        object.__setattr__(action, name, value)
    return action


def _compiled_moves_are_sealed() -> bool:
    """True in the compiled build, where a move's fields cannot be set around its
    constructor at all (checked here), so the checks of such fields have nothing to see."""
    if not bohnanza.COMPILED:
        return False
    with pytest.raises(AttributeError, match="not writable"):
        object.__setattr__(Plant(0, 3, 0), "card", MAX_NUMBER + 1)
    with pytest.raises(TypeError):
        object.__new__(Plant)
    return True


def test_only_a_move_class_is_an_action() -> None:
    assert action_problem(Plant(0, 3, 0)) is None
    assert action_problem(Offer(0, 1, (3,), ("red",))) is None
    for value, said in (
        ("0 plant 3 0", "a str is not an action"),
        (5, "an int is not an action"),
        ([1], "a list is not an action"),
        (Plant, "a type is not an action"),
    ):
        assert action_problem(value) == said
    if _compiled_moves_are_sealed():
        return
    assert action_problem(object.__new__(Plant)) == (
        "Plant has fields that were never set (build moves by their class)"
    )


def test_a_field_set_around_the_constructor_is_named_with_its_bound() -> None:
    if _compiled_moves_are_sealed():
        return
    assert action_problem(_set(Plant(0, 3, 0), card=MAX_NUMBER)) is None
    assert action_problem(_set(Plant(0, 3, 0), card=-MAX_NUMBER)) is None
    assert action_problem(_set(Plant(0, 3, 0), card=MAX_NUMBER + 1)) == (
        f"Plant.card is {MAX_NUMBER + 1}, beyond {MAX_NUMBER}"
    )
    assert action_problem(_set(Plant(0, 3, 0), card=-MAX_NUMBER - 1)) == (
        f"Plant.card is {-MAX_NUMBER - 1}, beyond {MAX_NUMBER}"
    )
    assert action_problem(_set(Plant(0, 3, 0), card=True)) == (
        "Plant.card must be an int, not a bool"
    )
    assert action_problem(_set(EndTrading(0), seat=2.0)) == (
        "EndTrading.seat must be an int, not a float"
    )
    trade = Trade(0, 1, (1,), (2,))
    assert action_problem(_set(trade, gives=(1,) * MAX_CARDS)) is None
    assert action_problem(_set(trade, gives=(1,) * (MAX_CARDS + 1))) == (
        f"Trade.gives names {MAX_CARDS + 1} cards, more than {MAX_CARDS}"
    )
    assert action_problem(_set(trade, gives=(-MAX_NUMBER,))) is None
    assert action_problem(_set(trade, gives=(MAX_NUMBER,))) is None
    assert action_problem(_set(trade, gives=(MAX_NUMBER + 1,))) == (
        f"Trade.gives item is {MAX_NUMBER + 1}, beyond {MAX_NUMBER}"
    )
    # A list where a tuple belongs: the constructor would take it, the move is still bad.
    assert action_problem(_set(trade, gives=[1])) == "Trade holds a field of the wrong type"


def test_an_offers_request_is_short_variety_keys() -> None:
    if _compiled_moves_are_sealed():
        return
    offer = Offer(0, 1, (3,), ("red",))
    assert action_problem(_set(offer, asks=("x" * MAX_KEY,))) is None
    assert action_problem(_set(offer, asks=("x" * (MAX_KEY + 1),))) == (
        f"Offer.asks item {'x' * (MAX_KEY + 1)!r} is not a variety key"
    )
    assert action_problem(_set(offer, asks=("",))) == "Offer.asks item '' is not a variety key"
    assert action_problem(_set(offer, asks=(1.5,))) == (
        "Offer.asks item must be a str, not a float"
    )


def test_a_deck_written_anew_with_the_same_cards_is_no_new_deck() -> None:
    """``reshuffles_of`` watches the deck change: a state whose deck is the same cards in
    the same order (a copy, say, read back from a document) forms no deck, even across an
    exhaustion that forms none (the last one, which ends the game)."""
    states, _ = _played(3)
    k = next(i for i in range(1, len(states)) if states[i].exhaustions == 2)
    before, after = states[k - 1], states[k]
    assert before.stack_ids == after.stack_ids
    copied = after.replace(stack=after.stack)
    assert copied.stack_ids == after.stack_ids and copied.exhaustions == 2
    assert reshuffles_of([before, copied]) == ()
    assert reshuffles_of([*states[:k], copied]) == reshuffles_of(states[:k])
