"""Harvesting and selling a field: the protection rule, the payout, coins and discards."""

from __future__ import annotations

from bohnanza.actions import Action, Harvest
from bohnanza.cards import Card
from bohnanza.rules.common import (
    check_field_index,
    intern,
    new_state,
    refuse,
    replace_seat,
)
from bohnanza.state import GameState, Player


def can_harvest(sizes: tuple[int, ...], field: int, protection: str = "all-fields") -> bool:
    """Whether a field may be sold, given the card count of each of the player's fields.

    A field with two or more cards may always be sold; a field with one card only when
    every field holds just one card (``all-fields``) or every planted field does
    (``planted-fields``); an empty field has nothing to sell.

    pre: 0 <= field < len(sizes)
    pre: all(n >= 0 for n in sizes)
    post: (not __return__) or sizes[field] >= 1
    post: (sizes[field] < 2) or __return__

    >>> can_harvest((1, 3), 0), can_harvest((1, 1), 0), can_harvest((1, 0), 0)
    (False, True, False)
    >>> can_harvest((1, 0), 0, "planted-fields")
    True
    """
    n = sizes[field]
    if n >= 2:
        return True
    if n == 0:
        return False
    if protection == "planted-fields":
        return all(k <= 1 for k in sizes)
    return all(k == 1 for k in sizes)


def split_harvest(cards: int, coins: int, coin_cards: str = "top") -> tuple[range, range]:
    """Which positions of a sold field (bottom = 0) become coins and which are discarded.

    pre: cards >= 0
    pre: 0 <= coins <= cards
    post: len(__return__[0]) == coins
    post: len(__return__[0]) + len(__return__[1]) == cards

    >>> split_harvest(3, 1)
    (range(2, 3), range(0, 2))
    """
    if coin_cards == "bottom":
        return range(coins), range(coins, cards)
    return range(cards - coins, cards), range(cards - coins)


def field_payout(field: tuple[Card, ...]) -> int:
    # The top card's beanometer prices the field; in the base games every card of a
    # variety carries the same one.  A harvest never pays more coins than cards.
    coins = field[-1].beanometer.payout(len(field))
    return min(coins, len(field))


def sell(
    player: Player, field: int, discard: tuple[Card, ...], coin_cards: str
) -> tuple[Player, tuple[Card, ...]]:
    cards = player.fields[field]
    paid = field_payout(cards)
    # The same split as split_harvest, by slices (this is the hot path).
    if coin_cards == "bottom":
        coins, rest = cards[:paid], cards[paid:]
    else:
        cut = len(cards) - paid
        coins, rest = cards[cut:], cards[:cut]
    fields = player.fields[:field] + ((),) + player.fields[field + 1 :]
    new = Player(
        player.name,
        player.hand,
        fields,
        player.coins + coins,
        player.set_aside,
        player.bought_field,
    )
    return new, discard + rest


def check_harvest(s: GameState, a: Harvest) -> Exception | None:
    bad = check_field_index(s, a.seat, a.field, a)
    if bad:
        return bad
    if s.table.rules.harvest_timing == "own-turn" and a.seat != s.active:
        return refuse(s, "duel.harvest", a, f"seat {a.seat} may sell only on his own turn")
    fields = s.players[a.seat].fields
    sizes = tuple(len(f) for f in fields)
    if sizes[a.field] == 0:
        return refuse(s, "harvest.choice", a, f"field {a.field} of seat {a.seat} is empty")
    if not can_harvest(sizes, a.field, s.table.rules.protection):
        others = ", ".join(f"field {i} holds {n}" for i, n in enumerate(sizes) if i != a.field)
        return refuse(
            s,
            "harvest.protection",
            a,
            f"field {a.field} holds 1 card while {others}",
        )
    return None


def apply_harvest(s: GameState, a: Harvest) -> GameState:
    player, discard = sell(s.players[a.seat], a.field, s.discard, s.table.rules.coin_cards)
    return new_state(
        s, replace_seat(s.players, a.seat, player), s.step, s.planted, discard, s.face_up
    )


_HARVEST_MOVES: dict[tuple[int, tuple[int, ...], str], tuple[Action, ...]] = {}


def harvest_moves(seat: int, sizes: tuple[int, ...], protection: str) -> tuple[Action, ...]:
    key = (seat, sizes, protection)
    found = _HARVEST_MOVES.get(key)
    if found is None:
        found = _HARVEST_MOVES[key] = tuple(
            intern(Harvest, seat, f) for f in range(len(sizes)) if can_harvest(sizes, f, protection)
        )
    return found
