"""What every position reached by play satisfies: the one validator of positions.

``problem(state)`` finds the first way in which ``state`` breaks an invariant that play
preserves, as ``(path, message)``: the JSON path of the offending value in the state's
position document (``bohnanza.to_json``) and what is wrong with it; None when there is
none.  ``bohnanza.from_json``/``from_dict`` (hence the ``start`` of a record) and
``bohnanza.compose`` refuse such a position with ``PositionError``.

The invariants (docs/positions.md lists them too):

- every card of the box lies in exactly one zone; the varieties the rules remove at this
  player count lie in ``removed``, and (except in a composed position, whose cards not
  placed are out of the game) nothing else does;
- a seat has 2 fields (3 once bought under ``third_field="buy"``, 3 from the start under
  ``"start"``); each field holds one variety; where the rules never let a card open a
  second field of a variety the seat already grows (the 1997 editions' « unique »,
  ``matching_field="must"`` with ``step1_same_field="must-prevails"``), no two fields
  hold one variety;
- the step is one of the edition's and awaits a move: step 1 (and the duel's step 2)
  with a card in the active hand and at most one card (two in the duel) planted, the
  duel's step 1 with cards offered, step 3 with cards set aside; ``ending`` agrees with
  ``exhaustions``, the end is reached only after step 1 (the deck is empty then), and the
  game is over only once it is reached;
- face-up cards lie only in steps 2 (at most the rules' count) and the duel's 3, set-aside
  cards only in steps 2 and 3, offered cards only in the duel's step 1, boxed cards only where a
  third field is paid into the box; a first planted variety only with a card planted;
- standing offers (step 2 only) are between the active player and another seat, one per
  pair and direction, each giving cards its maker holds (face up too for the active one)
  and coins only under the experts' variant, in a bargain over beans, within the box's
  card count;
- Ladybohn's owed cards are babies, each once among the set-aside cards of a seat that
  grows a field of its family (001/lady.baby-trade), only in step 2.

It reads ids only and builds no path until it has found a problem, so that it costs a
few microseconds compiled (``setup.py`` compiles it with mypyc).
"""

from __future__ import annotations

from typing import Final

from bohnanza.errors import PositionError
from bohnanza.rules.trading import MAX_UNACCEPTED
from bohnanza.state import (
    BABY,
    DRAW,
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    OVER,
    PLANT,
    PLANT_RECEIVED,
    TRADE,
    GameState,
    Ids,
)

#: The table zones in the order a position document lists them (``bohnanza.position``):
#: a problem's path names the zone it is in.
TABLE_ZONES: Final = ("deck", "discard", "face_up", "offer", "box", "removed")

#: The zones of a seat, in the document's order: hand, up to 3 fields, coins, set aside.
_SEAT_ZONES: Final = 6
_STEP_NAMES: Final = {
    PLANT: "plant",
    TRADE: "trade",
    PLANT_RECEIVED: "plant_received",
    DRAW: "draw",
    OVER: "over",
    OFFER: "offer",
    DUEL_PLANT: "duel_plant",
    DUEL_DRAW: "duel_draw",
}
_DUEL_STEPS: Final = (OFFER, DUEL_PLANT, DUEL_DRAW, OVER)
_PLAIN_STEPS: Final = (PLANT, TRADE, PLANT_RECEIVED, OVER)

Problem = tuple[str, str]


def zone_path(code: int) -> str:
    """The JSON path of zone ``code`` (``_zones``' numbering)."""
    if code < len(TABLE_ZONES):
        return f"$.{TABLE_ZONES[code]}"
    seat, part = divmod(code - len(TABLE_ZONES), _SEAT_ZONES)
    where = f"$.seats[{seat}]"
    if part == 0:
        return f"{where}.hand"
    if part <= 3:
        return f"{where}.fields[{part - 1}]"
    return f"{where}.coins" if part == 4 else f"{where}.set_aside"


def _zones(s: GameState) -> list[Ids]:
    """Every zone of ``s`` in the document's order; seat zones at fixed codes (a missing
    third field is an empty zone)."""
    stack, drawn, _, _ = s.pile
    rest = s.rest
    zones: list[Ids] = [stack[drawn:], s.discard_ids, s.face_up_ids, rest[1], rest[2], rest[3]]
    for p in s.players:
        zones.append(p.hand_ids)
        fields = p.field_ids
        for k in range(3):
            zones.append(fields[k] if k < len(fields) else ())
        zones.append(p.coin_ids)
        zones.append(p.aside_ids)
    return zones


def problem(s: GameState, composed: bool = False) -> Problem | None:
    """The first invariant of play that ``s`` breaks, as ``(JSON path, message)``, or None.

    ``composed``: ``s`` was put together (``compose``, or a document that says
    ``"composed": true``), not reached by play: its cards not placed are out of the game
    (in ``removed``) whatever their variety, it may be over before the end is reached,
    and a seat may grow a variety in two fields where only the step-1 exception forbids
    it.  Everything else holds for it too.
    """
    return (
        _field_counts(s)
        or _cards(s, composed)
        or _fields(s, composed)
        or _step(s, composed)
        or _zones_in_step(s)
        or _offers(s)
        or _owed(s)
        or _unaccepted(s)
    )


def _cards(s: GameState, composed: bool) -> Problem | None:
    """Every card of the box once; the removed varieties, and only they, in ``removed``."""
    table = s.table
    cards = table.cards
    total = len(cards)
    where = [-1] * total
    zones = _zones(s)
    for code, zone in enumerate(zones):
        for card in zone:
            if not 0 <= card < total:
                return (
                    f"{zone_path(code)}[{zone.index(card)}]",
                    f"card {card} does not exist (the box has cards 0-{total - 1})",
                )
            if where[card] >= 0:
                first = where[card]
                at = zone.index(card, zones[first].index(card) + 1) if first == code else None
                return (
                    f"{zone_path(code)}[{zone.index(card) if at is None else at}]",
                    f"card {card} ({cards[card].variety.key}) is named twice: also at "
                    f"{zone_path(first)}[{zones[first].index(card)}]",
                )
            where[card] = code
    if -1 in where:
        card = where.index(-1)
        return (
            "$",
            f"{where.count(-1)} card(s) of the box are in no zone, the first card {card} "
            f"({cards[card].variety.key}); cards out of the game belong in 'removed'",
        )
    removed = table.rules.removed
    out = _removed_kinds(s)
    kind = table.kind
    n = len(s.players)
    if removed:
        for card in range(total):
            if out[kind[card]] and where[card] != 5:
                path = f"{zone_path(where[card])}[{zones[where[card]].index(card)}]"
                return (
                    path,
                    f"card {card} is a {table.kind_keys[kind[card]]} bean, removed from the "
                    f"game at {n} players, but it is at {path}",
                )
    if not composed:
        for k, card in enumerate(zones[5]):
            if not out[kind[card]]:
                return (
                    f"$.removed[{k}]",
                    f"card {card} is a {table.kind_keys[kind[card]]} bean, which the rules do "
                    f"not remove at {n} players (options.removed: {list(removed)}): only a "
                    "composed position has other cards out of the game",
                )
    return None


def _removed_kinds(s: GameState) -> list[bool]:
    """Whether the rules remove each variety of the deck (by its small int)."""
    removed = s.table.rules.removed
    return [key in removed for key in s.table.kind_keys]


def composed_only(s: GameState) -> bool:
    """Whether ``s`` has what only a composed position may have (see ``problem``): cards of
    varieties the rules keep among the removed ones, a game over before its end, or a
    variety in two fields of a seat under ``matching_field="must"`` with
    ``step1_same_field="must-prevails"``."""
    out = _removed_kinds(s)
    kind = s.table.kind
    for card in s.rest[3]:
        if not 0 <= card < len(kind) or not out[kind[card]]:
            return True
    if s.step_id == OVER and not s.pile[3]:
        return True
    table = s.table
    if not table.matching_may and not table.second_may_open:
        for p in s.players:
            grown = [kind[f[0]] for f in p.field_ids if f and 0 <= f[0] < len(kind)]
            if len(set(grown)) != len(grown):
                return True
    return False


def _field_counts(s: GameState) -> Problem | None:
    """The fields each seat has: 2, or 3 once bought or from the start."""
    rules = s.table.rules
    third = rules.third_field
    n = len(s.players)
    for seat, p in enumerate(s.players):
        where = f"$.seats[{seat}]"
        bought = p.info[1]
        if bought and third != "buy":
            return (
                f"{where}.bought_field",
                f"seat {seat} bought a third field, but under third_field="
                f"{rules.third_field} nobody buys one",
            )
        owned = 3 if bought or third == "start" else 2
        fields = p.field_ids
        if len(fields) != owned:
            why = (
                "every seat starts with three"
                if third == "start"
                else "it bought its third"
                if bought
                else "it did not buy a third"
            )
            return (
                f"{where}.fields",
                f"seat {seat} has {len(fields)} fields, not {owned} ({why}, at {n} players)",
            )
    return None


def _fields(s: GameState, composed: bool) -> Problem | None:
    """One variety per field, and no two fields of a variety where the rules never open
    a second one."""
    table = s.table
    rules = table.rules
    kind = table.kind
    # 000.2's « unique »: never two fields of a variety; where the matching field must be
    # planted on and the step-1 exception is not read in, play never opens a second one
    # either, but a composed position may hold two (to compare their prices, say).
    unique = rules.matching_field == "unique"
    apart = unique or (not composed and not table.matching_may and not table.second_may_open)
    for seat, p in enumerate(s.players):
        where = f"$.seats[{seat}]"
        fields = p.field_ids
        grown: list[int] = []
        for k, f in enumerate(fields):
            if f:
                variety = kind[f[0]]
                for c in f:
                    if kind[c] != variety:
                        names = sorted({table.cards[x].variety.key for x in f})
                        return (
                            f"{where}.fields[{k}]",
                            f"field {k} of seat {seat} holds more than one variety: "
                            f"{', '.join(names)} (a field holds one variety)",
                        )
                if apart and variety in grown:
                    return (
                        f"{where}.fields[{k}]",
                        f"seat {seat} grows {table.kind_keys[variety]} in two fields, which "
                        f"matching_field={rules.matching_field} (step1_same_field="
                        f"{rules.step1_same_field}) never allows",
                    )
                grown.append(variety)
    return None


def _step(s: GameState, composed: bool) -> Problem | None:
    """The step exists in this edition, awaits a move, and agrees with the end."""
    table = s.table
    rules = table.rules
    step = s.step_id
    name = _STEP_NAMES.get(step, str(step))
    if step == DRAW:
        return (
            "$.step",
            "step 'draw' is never awaited: the referee draws at once (give the next turn)",
        )
    if step not in (_DUEL_STEPS if table.duel else _PLAIN_STEPS):
        kind = "the bean duel" if table.duel else f"a {rules.players}-player game"
        return ("$.step", f"step {name!r} is not a step of {kind}")
    stack, drawn, exhaustions, ending = s.pile
    end = table.end_exhaustions
    if not 0 <= exhaustions <= end:
        return ("$.exhaustions", f"{exhaustions} is out of range (0 to {end})")
    if ending != (exhaustions >= end):
        return (
            "$.ending",
            f"ending is {str(ending).lower()} after {exhaustions} exhaustion(s) of "
            f"{end}: the end is reached exactly at the last one",
        )
    if step == OVER and not ending and not composed:
        # A composed position may be over before the end (a game stopped to score it).
        return ("$.step", "the game is over only once the end is reached")
    if ending and drawn < len(stack):
        return (
            "$.deck",
            "the end is reached when the deck runs out the last time: no card is left to draw",
        )
    if ending and step in (PLANT, OFFER, DUEL_PLANT):
        return (
            "$.step",
            f"the end is never reached before step {name!r}: the game is over at once",
        )
    if s.turn < 1:
        return ("$.turn", f"{s.turn} is out of range (1 to {2**63 - 1})")
    planted = s.planted
    most = 2 if step == DUEL_PLANT else 1 if step == PLANT else 2
    if not 0 <= planted <= most:
        return ("$.planted", f"{planted} card(s) planted in step {name!r}: at most {most}")
    if s.first_kind >= 0:
        if step not in (PLANT, DUEL_PLANT):
            return (
                "$.first_planted",
                "a first planted card is named only in step 1 (or the duel's step 2)",
            )
        if not planted:
            return ("$.first_planted", "a first planted card is named only once a card is planted")
    active = s.players[s.active]
    if step in (PLANT, DUEL_PLANT) and not active.hand_ids:
        return (
            f"$.seats[{s.active}].hand",
            f"step {name!r} with an empty hand is over at once: the active player has "
            "nothing to plant",
        )
    if step == OFFER and not s.rest[1]:
        return ("$.offer", "the duel's step 'offer' with no card offered is over at once")
    if step == PLANT_RECEIVED and not any(p.aside_ids for p in s.players):
        return (
            "$.step",
            "step 'plant_received' with no card set aside is over at once (give the next turn)",
        )
    return None


def _zones_in_step(s: GameState) -> Problem | None:
    """Face-up, offered, boxed and set-aside cards lie only where the rules put them."""
    table = s.table
    step = s.step_id
    if s.rest[1] and not table.duel:
        return ("$.offer", "only the bean duel has offered cards")
    if s.rest[1] and step not in (OFFER, OVER):
        return ("$.offer", "offered cards lie only in the duel's step 'offer' (and after the end)")
    up = s.face_up_ids
    if up and step not in (TRADE, DUEL_DRAW):
        return ("$.face_up", "face-up cards lie only in step 'trade' (or the duel's 'duel_draw')")
    if step == TRADE and len(up) > table.face_up_count:
        return ("$.face_up", f"{len(up)} face-up cards: step 2 turns up {table.face_up_count}")
    if s.rest[2] and table.rules.third_field_payment != "box":
        return (
            "$.box",
            "cards leave the game during play only when a third field is paid into the box",
        )
    if step not in (TRADE, PLANT_RECEIVED):
        for seat, p in enumerate(s.players):
            if p.aside_ids:
                return (
                    f"$.seats[{seat}].set_aside",
                    "cards are set aside only in steps 'trade' and 'plant_received'",
                )
    return None


def _offers(s: GameState) -> Problem | None:
    """The standing offers: made in step 2 by or to the active player, still good."""
    offers = s.offers
    if not offers:
        return None
    if s.step_id != TRADE or s.table.duel:
        return ("$.offers", "offers stand only in step 'trade'")
    table = s.table
    n = len(s.players)
    active = s.active
    keys = table.kind_keys
    total = len(table.cards)
    pairs: list[tuple[int, int]] = []
    for k, o in enumerate(offers):
        where = f"$.offers[{k}]"
        seat = o.seat
        to = o.to
        if not (0 <= seat < n and 0 <= to < n):
            return (where, f"seats are 0 to {n - 1}, not {seat} and {to}")
        if seat == to or (seat, to) in pairs:
            return (where, f"seat {seat} has one offer at most to each other seat, not to {to}")
        if active not in (seat, to):
            return (
                where,
                f"seat {seat} offers to seat {to} while seat {active} is active: offers are "
                "made only by or to the active player (002/donate.to-active)",
            )
        pairs.append((seat, to))
        held = s.players[seat].hand_ids
        for i, card in enumerate(o.gives):
            if (
                card not in held and not (seat == active and card in s.face_up_ids)
            ) or card in o.gives[:i]:
                return (
                    f"{where}.gives[{i}]",
                    f"seat {seat} offers card {card}, which it does not hold",
                )
        for i, key in enumerate(o.asks):
            if key not in keys:
                return (f"{where}.asks[{i}]", f"{key!r} is no variety of this deck")
        for name, coins in (("give_coins", o.give_coins), ("ask_coins", o.ask_coins)):
            if not 0 <= coins <= total:
                return (f"{where}.{name}", f"{coins} is out of range (0 to {total})")
        if o.give_coins or o.ask_coins:
            if not table.trade_coins:
                return (
                    where,
                    "coins change hands only under the experts' variant (trade_coins=allowed)",
                )
            if not (o.gives or o.asks):
                return (where, "coins join a bargain over beans: the offer gives or asks no card")
            if not (o.gives or o.give_coins) or not (o.asks or o.ask_coins):
                return (where, "an offer with coins gives something and asks something")
        elif not (o.gives or o.asks):
            return (where, "the offer gives and asks nothing")
    return None


def _unaccepted(s: GameState) -> Problem | None:
    """The offers of this step 2 that ended unaccepted (decision trade.offer-repeats): in
    step 2 only, between two seats, at most ``MAX_UNACCEPTED`` a pair."""
    codes = s.rest[5]
    if not codes:
        return None
    if s.step_id != TRADE or s.table.duel:
        return ("$.unaccepted", "offers end unaccepted only in step 'trade'")
    for k, code in enumerate(codes):
        seat, to = code >> 6, code & 63
        if seat == to or not (0 <= seat < len(s.players) and 0 <= to < len(s.players)):
            return (f"$.unaccepted[{k}]", f"no offer goes from seat {seat} to seat {to}")
        if s.active not in (seat, to):
            return (
                f"$.unaccepted[{k}]",
                f"seat {seat} made no offer to seat {to} while seat {s.active} is active: "
                "offers are made only by or to the active player (002/donate.to-active)",
            )
        if codes[: k + 1].count(code) > MAX_UNACCEPTED:
            return (
                f"$.unaccepted[{k}]",
                f"at most {MAX_UNACCEPTED} offers from seat {seat} to seat {to} end "
                "unaccepted in a step (decision trade.offer-repeats)",
            )
    return None


def _owed(s: GameState) -> Problem | None:
    """Ladybohn's owed babies (001/lady.baby-trade)."""
    owed = s.rest[4]
    if not owed:
        return None
    table = s.table
    if not table.lady or s.step_id != TRADE:
        return ("$.owed", "babies are owed only in Ladybohn's step 'trade'")
    kind = table.kind
    for k, card in enumerate(owed):
        where = f"$.owed[{k}]"
        holder = -1
        for seat, p in enumerate(s.players):
            if card in p.aside_ids:
                holder = seat
        if holder < 0 or card in owed[:k]:
            return (where, f"card {card} is owed but is not once among the set-aside cards")
        if not 0 <= card < len(kind) or table.role[card] != BABY:
            return (where, f"card {card} is owed, but only babies are owed (001/lady.baby-trade)")
        if not any(f and kind[f[0]] == kind[card] for f in s.players[holder].field_ids):
            return (
                where,
                f"card {card} is owed by seat {holder}, which grows no field of its family: "
                "such a baby waits for step 3 (001/lady.baby-trade.phase3)",
            )
    return None


def check_position(state: GameState, *, composed: bool = False) -> None:
    """Refuses a state that breaks an invariant play preserves (``bohnanza.invariants``):
    ``from_dict``, ``from_json`` (hence a record's ``start``) and ``compose`` ask this.

    ``composed``: a position put together by ``compose``, whose cards not placed are out
    of the game whatever their variety.

    Raises:
        PositionError: the first invariant broken, at the JSON path of the offending
            value in the state's document (``to_json``).
    """
    found = problem(state, composed)
    if found is not None:
        raise PositionError(found[1], found[0])
