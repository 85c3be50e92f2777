"""The planner sells a field at once when its beanometer pays no more for more cards
(``PlannerBot``'s docstring; ``bots.seated._full``): a field that pays at least a coin now
and would pay the same with more cards, whatever the beanometer (a bot author's or a
sheet's may top out at one coin); never a field that pays nothing, nor an empty one; the
first such field among the sales listed."""

from __future__ import annotations

from collections.abc import Sequence

import bohnanza
from bohnanza.actions import Action, EndTrading, Harvest
from bohnanza.bots.seated import _full
from bohnanza.cards import Beanometer, Card
from bohnanza.views import HIDDEN_BEANOMETER

DECK = bohnanza.new_game("rio-grande-2000", 4, seed=1).table.cards


def _field(key: str, count: int, beanometer: Beanometer | None = None) -> tuple[Card, ...]:
    """``count`` cards of the variety ``key`` (with ``beanometer`` instead of theirs)."""
    cards = [c for c in DECK if c.variety.key == key][:count]
    assert len(cards) == count
    if beanometer is None:
        return tuple(cards)
    return tuple([Card(c.id, c.variety, beanometer) for c in cards])


def _sales(count: int) -> tuple[Action, ...]:
    return (EndTrading(0), *(Harvest(0, k) for k in range(count)))


def _sold(fields: Sequence[Sequence[Card]]) -> Action | None:
    return _full(fields, _sales(len(fields)))


def test_a_field_at_the_top_of_its_beanometer_is_sold_at_once() -> None:
    chili = _field("chili", 10)  # 4 coins: the most a chili field pays
    assert chili[0].beanometer.payout(10) == chili[0].beanometer.payout(18) == 4
    assert _sold([_field("blue", 2), chili]) == Harvest(0, 1)
    # the garden bean's top is 3 coins, at 3 cards; at 2 it pays 2 and may pay more
    assert _sold([_field("garden", 3), ()]) == Harvest(0, 0)
    assert _sold([_field("garden", 2), ()]) is None


def test_a_field_paying_one_coin_that_more_cards_would_not_raise_is_sold() -> None:
    one = Beanometer((2, 0, 0, 0))  # pays 1 coin from 2 cards, never more
    assert [one.payout(n) for n in (1, 2, 3, 30)] == [0, 1, 1, 1]
    assert _sold([_field("soy", 2, one), ()]) == Harvest(0, 0)
    assert _sold([_field("soy", 1, one), ()]) is None  # pays nothing yet
    # a field paying one coin of a bean that pays more with more cards is kept
    blue = _field("blue", 4)
    assert blue[0].beanometer.payout(4) == 1
    assert _sold([blue, ()]) is None
    # nor one whose next step is far off: eight more cards would pay 2
    far = Beanometer((2, 10, 0, 0))
    assert [far.payout(n) for n in (2, 9, 10)] == [1, 1, 2]
    assert _sold([_field("soy", 2, far), ()]) is None


def test_a_field_that_never_pays_is_not_sold_nor_an_empty_one() -> None:
    nothing = _field("soy", 5, HIDDEN_BEANOMETER)
    assert [HIDDEN_BEANOMETER.payout(n) for n in (5, 13)] == [0, 0]
    assert _sold([nothing, ()]) is None
    assert _sold([(), ()]) is None


def test_the_first_full_field_of_the_sales_listed_is_sold() -> None:
    chili = _field("chili", 10)
    garden = _field("garden", 3)
    fields = [garden, _field("blue", 1), chili]
    assert _full(fields, _sales(3)) == Harvest(0, 0)
    assert _full(fields, (Harvest(0, 2), Harvest(0, 0))) == Harvest(0, 2)
    assert _full(fields, (Harvest(0, 1),)) is None  # the full fields are not for sale
