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
from bohnanza.rules.deck import Pile
from bohnanza.state import GameState, Ids, Player, Table


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
    new = Player(
        player.info,
        player.hand_ids,
        tuple(fields),
        player.coin_ids + coins,
        player.aside_ids,
    )
    return new, discard + rest


def sell_garden(table: Table, player: Player, field: int, pile: Pile) -> Player:
    """Ladybohn: ``player`` with his field sold under the Gartenbohne miss on top.

    001/harvest.garden-miss: she pays more coins than the field holds; the coins are the
    top cards of the discard pile, taken one at a time (harvest.garden-miss.coins), then,
    when it runs short, the top cards of the deck (harvest.garden-miss.deck); only then do
    the sold cards go to the discard pile, bottom card first, the miss last on top
    (harvest.garden-miss.discard).  Taking the deck's last card counts as its running out
    (decision ladybohn.garden-miss-deck: counts); the reshuffle, if the game goes on,
    comes after the sold cards are discarded.  Under 'not-a-draw' it does not count: the
    deck stays used up and the discard pile is shuffled into a new one when a card is next
    drawn, as after any running-out with an empty pile.  A short deck pays what it holds.
    """
    cards = player.field_ids[field]
    n = len(cards)
    due = table.pays[cards[-1]][n if n < 33 else 32]
    discard = list(pile.discard)
    coins: list[int] = []
    while due and discard:
        coins.append(discard.pop())
        due -= 1
    deck = pile.deck
    drawn = pile.drawn
    taken = min(due, len(deck) - drawn)
    coins.extend(deck[drawn : drawn + taken])
    pile.drawn = drawn + taken
    pile.discard = tuple(discard) + cards
    if taken and pile.drawn == len(deck) and not table.garden_not_draw:
        pile.exhausted()
    fields = list(player.field_ids)
    fields[field] = ()
    return Player(
        player.info,
        player.hand_ids,
        tuple(fields),
        player.coin_ids + tuple(coins),
        player.aside_ids,
    )


def check_harvest(s: GameState, a: Harvest) -> Exception | None:
    bad = check_field_index(s, a.seat, a.field, a)
    if bad:
        return bad
    if s.table.own_turn_harvest and a.seat != s.active:
        return refuse(s, "duel.harvest", a, "sell-own-turn", (a.seat,))
    sizes = tuple(map(len, s.players[a.seat].field_ids))
    if sizes[a.field] == 0:
        return refuse(s, "harvest.choice", a, "empty-field", (a.field, a.seat))
    if not can_harvest(sizes, a.field, s.table.rules.protection):
        return refuse(s, "harvest.protection", a, "protection", (a.field, *sizes))
    return None


def sell_lone_card(player: Player, field: int, discard: Ids) -> tuple[Player, Ids]:
    """Decision ladybohn.single-card-sale, 'discarded': a field of one card, sold during
    play under the exception (« si tous les champs du joueur ne contiennent qu'une seule
    carte ... pour ensuite être défaussée »), goes to the discard pile and earns nothing."""
    fields = list(player.field_ids)
    cards = fields[field]
    fields[field] = ()
    new = Player(player.info, player.hand_ids, tuple(fields), player.coin_ids, player.aside_ids)
    return new, discard + cards


def apply_harvest(s: GameState, a: Harvest) -> GameState:
    if s.table.lady:
        special = _lady_sale(s, a)
        if special is not None:
            return special
    player, discard = sell(s.table, s.players[a.seat], a.field, s.discard_ids)
    players = list(s.players)
    players[a.seat] = player
    return GameState(
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


def _lady_sale(s: GameState, a: Harvest) -> GameState | None:
    """Ladybohn's own sales: a lone card under the exception (ladybohn.single-card-sale)
    or the Gartenbohne miss on top (001/harvest.garden-miss); None for an ordinary sale."""
    table = s.table
    field = s.players[a.seat].field_ids[a.field]
    if table.lone_discarded and len(field) == 1 and field[0] != table.garden_miss:
        player, discard = sell_lone_card(s.players[a.seat], a.field, s.discard_ids)
        players = list(s.players)
        players[a.seat] = player
        return GameState(
            table,
            tuple(players),
            s.active,
            s.step_id,
            s.planted,
            discard,
            s.face_up_ids,
            s.pile,
            s.rest,
            s.first_kind,
            s.offers,
        )
    if field[-1] == table.garden_miss:
        pile = Pile(s)
        sold = sell_garden(table, s.players[a.seat], a.field, pile)
        return GameState(
            table,
            tuple(sold if seat == a.seat else p for seat, p in enumerate(s.players)),
            s.active,
            s.step_id,
            s.planted,
            pile.discard,
            s.face_up_ids,
            (pile.deck, pile.drawn, pile.exhaustions, pile.finished),
            s.rest,
            s.first_kind,
            s.offers,  # as any sale in step 2: the standing offers stand
        )
    return None


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


#: A field's size class in the code of ``_HARVESTS`` (0, 1, or 2 for two cards or more),
#: by its number of cards, times the weight of its place: 1 for the last field, 3 for the
#: one before, 9 for the first of three (plus the 9 that marks three fields).  (A field
#: longer than the tables, possible only with a hand-built deck, is coded by
#: ``harvest_code``.)
_LONGEST: Final = 256
_CLASS_1: Final = tuple(min(n, 2) for n in range(_LONGEST))
_CLASS_3: Final = tuple(3 * min(n, 2) for n in range(_LONGEST))
_FIRST_OF_3: Final = tuple(9 + 9 * min(n, 2) for n in range(_LONGEST))


def harvest_code(fields: tuple[Ids, ...]) -> int:
    """The code of ``_HARVESTS`` for fields of these sizes."""
    code = 0
    for field in fields:
        n = len(field)
        code = code * 3 + (2 if n > 1 else n)
    return code + 9 if len(fields) == MAX_FIELDS else code


def harvest_moves(s: GameState, seat: int, moves: list[Action]) -> None:
    """The fields ``seat`` may sell now (harvest.protection, through ``can_harvest``);
    duel.harvest: on his own turn only, where the rules say so."""
    table = s.table
    if table.own_turn_harvest and seat != s.active:
        return
    fields = s.players[seat].field_ids
    try:
        if len(fields) == MAX_FIELDS:
            code = _FIRST_OF_3[len(fields[0])] + _CLASS_3[len(fields[1])] + _CLASS_1[len(fields[2])]
        else:
            code = _CLASS_3[len(fields[0])] + _CLASS_1[len(fields[1])]
    except IndexError:
        code = harvest_code(fields)
    if seat < SEATS:
        moves += _HARVESTS[table.planted_fields][seat][code]
    else:
        # The tables stop at seat 7; a hand-built edition may seat up to 64 players.
        for move in _HARVESTS[table.planted_fields][0][code]:
            moves.append(harvest_move(seat, move.field))
