"""The third bean field: bought for coins (once, by the price of the player count or
variant, when the timing allows), or owned from the start."""

from __future__ import annotations

from bohnanza.actions import Action, BuyField
from bohnanza.rules.common import MAX_FIELDS, buy_move, new_state, refuse, replace_seat
from bohnanza.state import GameState, Player


def check_buy(s: GameState, a: BuyField) -> Exception | None:
    rules = s.table.rules
    player = s.players[a.seat]
    if rules.third_field == "start":
        if "beginners" in rules.variants:
            return refuse(s, "variant.beginners", a, "beginners", ())
        return refuse(s, "players.3.field3", a, "third-from-start", (rules.players,))
    if player.bought_field or len(player.field_ids) >= MAX_FIELDS:
        return refuse(s, "field3.once", a, "has-third", (a.seat,))
    if s.table.supply_limited and supply_gone(s):
        return refuse(s, "field3.supply", a, "supply-gone", ())
    if s.table.own_turn_buy and a.seat != s.active:
        return refuse(s, "field3.timing", a, "buy-own-turn", (a.seat,))
    if len(player.coin_ids) < rules.third_field_cost:
        if "five-players" in rules.variants:
            key = "variant.five-players"
        elif rules.players >= 6:
            key = "players.6-7.field3"
        else:
            key = "field3.coins-needed"
        return refuse(
            s, key, a, "third-costs", (a.seat, len(player.coin_ids), rules.third_field_cost)
        )
    return None


def apply_buy(s: GameState, a: BuyField) -> GameState:
    rules = s.table.rules
    player = s.players[a.seat]
    cost = rules.third_field_cost
    # field3.payment-order: the topmost coins go one at a time, so the deepest ends on top.
    paid = player.coin_ids[len(player.coin_ids) - cost :][::-1]
    new = Player(
        (player.name, True, player.deck),
        player.hand_ids,
        (*player.field_ids, ()),
        player.coin_ids[: len(player.coin_ids) - cost],
        player.aside_ids,
    )
    players = replace_seat(s.players, a.seat, new)
    if rules.third_field_payment == "box":
        return GameState(
            s.table,
            players,
            s.active,
            s.step_id,
            s.planted,
            s.discard_ids,
            s.face_up_ids,
            s.pile,
            (s.turn, s.offer_ids, s.box_ids + paid, s.removed_ids, s.owed_ids, s.rest[5]),
            s.first_kind,
            s.offers,  # a purchase in step 2 leaves the standing offers standing
        )
    return new_state(s, players, s.step_id, s.planted, s.discard_ids + paid, s.face_up_ids)


def supply_gone(s: GameState) -> bool:
    """Whether every third-field card of the box is bought (third_field_supply 'limited':
    Ladybohn's two cards, 001/field3.supply)."""
    bought = 0
    for p in s.players:
        if p.bought_field:
            bought += 1
    return bought >= s.table.edition.deck.third_field_cards


def buy_moves(s: GameState, seat: int, moves: list[Action]) -> None:
    """The purchase, when ``seat`` may make it now (field3.once, field3.coins-needed,
    field3.timing; none when every player starts with three fields)."""
    table = s.table
    p = s.players[seat]
    # The cheapest test that most often fails comes first: enough coins.
    if (
        len(p.coin_ids) >= table.field_cost
        and table.buy_third
        and not p.bought_field
        and len(p.field_ids) < MAX_FIELDS
        and not (table.own_turn_buy and seat != s.active)
        and not (table.supply_limited and supply_gone(s))
    ):
        moves.append(buy_move(seat))
