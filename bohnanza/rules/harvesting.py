"""Harvesting and selling a field: the protection rule, the payout, coins and discards."""

from __future__ import annotations

from typing import Final

from bohnanza.actions import Action, Harvest
from bohnanza.rules.common import (
    MAX_FIELDS,
    SEATS,
    check_field_index,
    harvest_move,
    refuse,
)
from bohnanza.state import GameState, Ids, Player, Table, make_player, make_state_offers


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


def field_payout(table: Table, field: Ids) -> int:
    """The coins a field sells for: the top card's beanometer prices it (in the base games
    every card of a variety carries the same one); never more coins than cards."""
    n = len(field)
    return table.pays[field[-1]][n if n < 33 else 32]


def sell(table: Table, player: Player, field: int, discard: Ids) -> tuple[Player, Ids]:
    """``player`` with field ``field`` sold (coins on top of his earnings), and the
    discard pile with the rest of its cards."""
    cards = player.field_ids[field]
    n = len(cards)
    paid = table.pays[cards[-1]][n if n < 33 else 32]  # field_payout, inlined
    # The same split as split_harvest, by slices (this is the hot path).
    if table.coins_bottom:
        coins, rest = cards[:paid], cards[paid:]
    else:
        cut = n - paid
        coins, rest = cards[cut:], cards[:cut]
    fields = list(player.field_ids)
    fields[field] = ()
    new = make_player(
        player.info,
        player.hand_ids,
        tuple(fields),
        player.coin_ids + coins,
        player.aside_ids,
    )
    return new, discard + rest


def check_harvest(s: GameState, a: Harvest) -> Exception | None:
    bad = check_field_index(s, a.seat, a.field, a)
    if bad:
        return bad
    if s.table.own_turn_harvest and a.seat != s.active:
        return refuse(s, "duel.harvest", a, f"seat {a.seat} may sell only on his own turn")
    sizes = tuple(map(len, s.players[a.seat].field_ids))
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
    player, discard = sell(s.table, s.players[a.seat], a.field, s.discard_ids)
    players = list(s.players)
    players[a.seat] = player
    return make_state_offers(
        s.table,
        tuple(players),
        s.active,
        s.step_id,
        s.planted,
        discard,
        s.face_up_ids,
        s.pile,
        s.rest,
        s.first_kind,
        s.offers,  # a sale in step 2 leaves the standing offers standing
    )


def _harvest_tables() -> tuple[tuple[tuple[tuple[Harvest, ...], ...], ...], ...]:
    """The harvests listed, by reading (0: all-fields, 1: planted-fields), seat and code.

    The code packs each field's size as 0, 1 or 2 (two or more) in base 3, first field
    most significant, plus 9 for three fields (two fields: 0-8; three: 9-35).  Each
    entry asks ``can_harvest`` (the protection rule) once, at import.
    """
    readings = []
    for protection in ("all-fields", "planted-fields"):
        by_code: list[tuple[int, ...]] = []
        for count in (2, 3):
            for code in range(3**count):
                sizes = tuple(code // 3 ** (count - 1 - i) % 3 for i in range(count))
                by_code.append(tuple(f for f in range(count) if can_harvest(sizes, f, protection)))
        readings.append(
            tuple(
                tuple(tuple(harvest_move(seat, f) for f in fields) for fields in by_code)
                for seat in range(SEATS)
            )
        )
    return tuple(readings)


_HARVESTS: Final = _harvest_tables()


def harvest_moves(s: GameState, seat: int, moves: list[Action]) -> None:
    """The fields ``seat`` may sell now (harvest.protection, through ``can_harvest``);
    duel.harvest: on his own turn only, where the rules say so."""
    table = s.table
    if table.own_turn_harvest and seat != s.active:
        return
    fields = s.players[seat].field_ids
    n = len(fields[0])
    code = 2 if n > 1 else n
    n = len(fields[1])
    code = code * 3 + (2 if n > 1 else n)
    if len(fields) == MAX_FIELDS:
        n = len(fields[2])
        code = 9 + code * 3 + (2 if n > 1 else n)
    moves += _HARVESTS[table.planted_fields][seat][code]
