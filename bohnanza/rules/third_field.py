"""The third bean field: bought for coins (once, by the price of the player count or
variant, when the timing allows), or owned from the start."""

from __future__ import annotations

import attrs

from bohnanza.actions import BuyField
from bohnanza.rules.common import MAX_FIELDS, new_state, refuse, replace_seat
from bohnanza.state import GameState, Player


def check_buy(s: GameState, a: BuyField) -> Exception | None:
    rules = s.table.rules
    player = s.players[a.seat]
    if rules.third_field == "start":
        if "beginners" in rules.variants:
            return refuse(
                s,
                "variant.beginners",
                a,
                "in the beginners' variant every player starts with a third field; none is bought",
            )
        return refuse(
            s,
            "players.3.field3",
            a,
            f"at {rules.players} players every player starts with a third field "
            "and may not buy one",
        )
    if player.bought_field or len(player.fields) >= MAX_FIELDS:
        return refuse(s, "field3.once", a, f"seat {a.seat} already has a third field")
    if rules.third_field_timing == "own-turn" and a.seat != s.active:
        return refuse(s, "field3.timing", a, f"seat {a.seat} may buy only on his own turn")
    if len(player.coins) < rules.third_field_cost:
        if "five-players" in rules.variants:
            key = "variant.five-players"
        elif rules.players >= 6:
            key = "players.6-7.field3"
        else:
            key = "field3.coins-needed"
        return refuse(
            s,
            key,
            a,
            f"seat {a.seat} has {len(player.coins)} coins; the third field costs "
            f"{rules.third_field_cost}",
        )
    return None


def apply_buy(s: GameState, a: BuyField) -> GameState:
    rules = s.table.rules
    player = s.players[a.seat]
    cost = rules.third_field_cost
    # field3.payment-order: the topmost coins go one at a time, so the deepest ends on top.
    paid = player.coins[len(player.coins) - cost :][::-1]
    new = Player(
        player.name,
        player.hand,
        (*player.fields, ()),
        player.coins[: len(player.coins) - cost],
        player.set_aside,
        True,
    )
    players = replace_seat(s.players, a.seat, new)
    if rules.third_field_payment == "box":
        s = attrs.evolve(s, box=s.box + paid)
        return new_state(s, players, s.step, s.planted, s.discard, s.face_up)
    return new_state(s, players, s.step, s.planted, s.discard + paid, s.face_up)


def may_buy(s: GameState, seat: int) -> bool:
    """Whether the purchase is listed for ``seat`` (its check may still cite the timing)."""
    rules = s.table.rules
    p = s.players[seat]
    return (
        rules.third_field == "buy"
        and not p.bought_field
        and len(p.fields) < MAX_FIELDS
        and len(p.coins) >= rules.third_field_cost
    )
