"""The environments' inner loop, compiled by mypyc with the rules core (no numpy here).

``bohnanza.env.encoding`` and ``bohnanza.env.observation`` call these for every step: a
seat's basic moves by action id, its offers as runs of ids, the observation written into
a buffer, and the fast random seat.  Everything here reads only what the seat ``seat``
may see (its own hand, the open table, its legal moves); the callers document the layout.
"""

from __future__ import annotations

import random
from array import array
from typing import Final

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Withdraw,
)
from bohnanza.referee import apply, basic_moves, check
from bohnanza.rules.trading import meeting_cards
from bohnanza.state import DUEL_PLANT, MISS, OVER, TRADE, GameState

__all__ = [
    "actor",
    "advance",
    "basic_codes",
    "discard_code",
    "entered",
    "legal_ids",
    "miss_code",
    "offer_runs",
    "play_random",
    "random_move",
    "write_kinds",
    "write_mask",
    "write_observation",
]

#: The most fields a seat can hold.
FIELDS: Final = 3
#: How many hand cards, from the front, the observation shows one by one.
HAND_SLOTS: Final = 10
#: How many steps there are (``bohnanza.state.Step``), for the step's one-hot.
STEPS: Final = 8


def miss_code(
    state: GameState,
    move: Plant,
    kind: tuple[int, ...],
    role: tuple[int, ...],
    places: tuple[int, ...],
) -> int:
    """Ladybohn: the id of ``move``, a baby planted with a move of a miss (``steps`` 1 or
    2): by the baby's family, the field, which miss (counted from the top of the field,
    0 the topmost) and the steps; -1 if the layout has no slot for it.  ``places[5]`` is
    the first such id, ``places[6]`` how many misses a field may hold."""
    slots = places[6]
    field = state.players[move.seat].field_ids[move.field]
    above = 0
    for card in field[move.miss + 1 :]:
        if role[card] == MISS:
            above += 1
    if above >= slots or not 1 <= move.steps <= 2:
        return -1
    return (
        places[5] + ((kind[move.card] * FIELDS + move.field) * slots + above) * 2 + move.steps - 1
    )


def discard_code(
    state: GameState, card: int, piece: tuple[int, ...], places: tuple[int, ...]
) -> int:
    """The duel: the id of the discard of ``card``.  From the hand (the duel's step 2) by
    its variety and how many cards of that variety lie behind it in the hand (0: the
    rearmost, the id ``discard V``; k > 0: ``discard V back k``, from ``places[7]`` on,
    ``places[8]`` - 1 per variety); an offered card (step 1) by its variety alone (the
    offered cards lie side by side).  -1 if the layout has no slot for it."""
    code = places[1] + piece[card]
    if state.step_id != DUEL_PLANT:
        return code
    hand = state.players[state.active].hand_ids
    behind = 0
    seen = False
    for other in hand:
        if other == card:
            seen = True
        elif seen and piece[other] == piece[card]:
            behind += 1
    if not behind:
        return code
    slots = places[8]
    if behind >= slots:
        return -1
    return places[7] + piece[card] * (slots - 1) + behind - 1


def basic_codes(
    state: GameState,
    seat: int,
    kind: tuple[int, ...],
    places: tuple[int, ...],
    n: int,
    piece: tuple[int, ...],
    role: tuple[int, ...],
) -> dict[int, Action | None]:
    """``seat``'s basic moves by action id (the moves the encoding cannot name left out);
    ``places``: the ids of the first keep, discard and accept (see ``legal_ids``);
    ``piece`` maps a card to the index of its key in the plantings, keeps and discards
    (its variety; in Ladybohn its family and kind), ``role`` to its Ladybohn kind."""
    plant0 = 5 + FIELDS
    keep0 = places[0]
    answers = places[2]
    found: dict[int, Action | None] = {}
    for move in basic_moves(state, seat):
        if isinstance(move, Plant):
            if move.field >= FIELDS:
                continue
            if move.steps:
                code = miss_code(state, move, kind, role, places)
                if code < 0:
                    continue
            else:
                code = plant0 + piece[move.card] * FIELDS + move.field
            if code in found:
                continue
        elif isinstance(move, Harvest):
            if move.field >= FIELDS:
                continue
            code = 5 + move.field
        elif isinstance(move, EndPlanting):
            code = 1
        elif isinstance(move, EndTrading):
            code = 2
        elif isinstance(move, Keep):
            code = keep0 + piece[move.card]
            if code in found:
                continue
        elif isinstance(move, Discard):
            code = discard_code(state, move.card, piece, places)
            if code < 0 or code in found:
                continue
        elif isinstance(move, LeaveOffer):
            code = 3
        elif isinstance(move, BuyField):
            code = 4
        elif isinstance(move, Accept):
            code = answers + (move.offerer - seat) % n - 1
        elif isinstance(move, Decline):
            code = answers + n - 2 + (move.offerer - seat) % n
        elif isinstance(move, Withdraw):
            code = answers + 2 * (n - 1) - 1 + (move.to - seat) % n
        else:  # pragma: no cover - basic_moves lists no other kind
            continue
        found[code] = move
    return found


def offer_runs(
    state: GameState, seat: int, kind: tuple[int, ...], nv: int, width: int, first: int
) -> tuple[tuple[int, int], ...]:
    """The offers ``seat`` may make, as runs ``(start, end)`` of ids: one run asking for
    something and giving nothing per addressee, and per variety it may give, one run of
    every offer giving 1 (or 2) cards of it.  ``first`` is the id of the offer slot before
    the first (the layout: by addressee, then side given, then side asked, each side
    nothing or (variety, 1 or 2 cards); the slot with neither side left out)."""
    active = state.active
    have = [0] * nv
    for card in state.players[seat].hand_ids:
        have[kind[card]] += 1
    if seat == active:
        for card in state.face_up_ids:
            have[kind[card]] += 1
    n = len(state.players)
    blocked: list[int] = [o.to for o in state.offers if o.seat == seat]
    runs: list[tuple[int, int]] = []
    for r in range(1, n):
        to = (seat + r) % n
        if active not in (seat, to):
            continue
        if to in blocked:
            continue
        row = first + (r - 1) * (width * width - 1)
        runs.append((row + 1, row + width))
        for v, count in enumerate(have):
            if count:
                start = row + (1 + 2 * v) * width
                runs.append((start, start + (width if count == 1 else 2 * width)))
    return tuple(runs)


def write_observation(
    buf: array[float],
    seen: list[object],
    state: GameState,
    window: int,
    me: int,
    kind: tuple[int, ...],
    lay: tuple[int, ...],
    varieties: tuple[str, ...],
    zeros: array[float],
) -> None:
    """Brings ``buf``, ``me``'s observation, up to date with ``state``; ``seen`` holds the
    zones it was last written from (by identity: a part is rewritten only when its zone
    changed); ``lay`` the layout (see ``bohnanza.env.observation``); ``zeros`` a buffer of
    zeros as long."""
    nv = lay[0]
    n = lay[1]
    seats = lay[2]
    hand_counts = lay[3]
    width = lay[4]
    zones = lay[5]
    times = lay[6]
    offers_at = lay[7]
    offer_width = lay[8]
    size = lay[9]
    players = state.players
    hand = players[me].hand_ids
    if seen[0] is not hand:
        seen[0] = hand
        _clear(buf, zeros, 0, seats)
        off = 0
        limit = HAND_SLOTS * nv
        for card in hand:
            v = kind[card]
            if off < limit:
                buf[off + v] = 1.0
                off += nv
            buf[hand_counts + v] = buf[hand_counts + v] + 1.0
    for r in range(n):
        player = players[(me + r) % n]
        if seen[1 + r] is player:
            continue
        seen[1 + r] = player
        base = seats + r * width
        _clear(buf, zeros, base, base + width)
        at = base
        for field in player.field_ids:
            if field:
                buf[at + kind[field[0]]] = 1.0
                buf[at + nv] = float(len(field))
            at += nv + 1
        at = base + FIELDS * (nv + 1)
        buf[at] = float(len(player.coin_ids))
        buf[at + 1] = float(len(player.hand_ids))
        if player.bought_field:
            buf[at + 2] = 1.0
        at += 3
        for card in player.aside_ids:
            buf[at + kind[card]] = buf[at + kind[card]] + 1.0
    face_up = state.face_up_ids
    if seen[n + 1] is not face_up:
        seen[n + 1] = face_up
        _clear(buf, zeros, zones, zones + nv)
        for card in face_up:
            buf[zones + kind[card]] = buf[zones + kind[card]] + 1.0
    offer = state.offer_ids
    if seen[n + 2] is not offer:
        seen[n + 2] = offer
        at = zones + nv
        _clear(buf, zeros, at, at + nv)
        for card in offer:
            buf[at + kind[card]] = buf[at + kind[card]] + 1.0
    discard = state.discard_ids
    if seen[n + 3] is not discard:
        seen[n + 3] = discard
        at = zones + 2 * nv
        _clear(buf, zeros, at, at + 2 * nv)
        for card in discard:
            buf[at + kind[card]] = buf[at + kind[card]] + 1.0
        if discard:
            buf[at + nv + kind[discard[-1]]] = 1.0
    # Counts and whose move it is: a few entries, rewritten every time.
    _clear(buf, zeros, times, offers_at)
    pile = state.pile
    buf[times] = float(len(pile[0]) - pile[1])
    buf[times + 1] = float(pile[2])
    buf[times + 2] = float(state.table.end_exhaustions)
    buf[times + 3] = float(state.planted)
    buf[times + 4] = float(state.rest[0])
    buf[times + 4 + state.step_id] = 1.0  # the one-hot starts at times + 5, from step 1
    at = times + 5 + STEPS
    buf[at + (state.active - me) % n] = 1.0
    at += n
    for seat in state.to_move:
        buf[at + (seat - me) % n] = 1.0
    if window >= 0:
        buf[at + n + (window - me) % n] = 1.0
    offers = state.offers
    if seen[n + 4] is not offers:
        seen[n + 4] = offers
        _clear(buf, zeros, offers_at, size)
        for o in offers:
            if o.seat == me:
                at = offers_at + ((o.to - me) % n - 1) * 2 * offer_width
            elif o.to == me:
                at = offers_at + (((o.seat - me) % n - 1) * 2 + 1) * offer_width
            else:
                continue
            buf[at] = 1.0
            for card in o.gives:
                buf[at + 1 + kind[card]] = buf[at + 1 + kind[card]] + 1.0
            for key in o.asks:
                at2 = at + 1 + nv + varieties.index(key)
                buf[at2] = buf[at2] + 1.0


def write_kinds(
    buf: array[float],
    seen: list[object],
    state: GameState,
    me: int,
    kind: tuple[int, ...],
    role: tuple[int, ...],
    lay: tuple[int, ...],
    zeros: array[float],
) -> None:
    """Ladybohn: brings the part of ``buf`` that shows kinds up to date with ``state``, as
    ``write_observation`` does the rest (``seen`` is this part's own).  The kinds of the
    cards ``me`` may see: its own hand, every field, the set-aside cards, the face-up cards,
    the discard pile, and in a standing offer to or from ``me`` the face-up cards the
    active player gives; never the kind of a hand card given by an offer (decision
    ladybohn.hidden-kinds: offers show those by family only, to every seat).  ``lay``: the
    part's start, varieties, seats, miss slots per field, then where the hand's counts,
    the seats, a seat's width, the zones, the offers and the end lie."""
    start = lay[0]
    nv = lay[1]
    n = lay[2]
    slots = lay[3]
    hand_counts = lay[4]
    seats = lay[5]
    width = lay[6]
    zones = lay[7]
    offers_at = lay[8]
    size = lay[9]
    players = state.players
    hand = players[me].hand_ids
    if seen[0] is not hand:
        seen[0] = hand
        _clear(buf, zeros, start, seats)
        at = start
        limit = start + HAND_SLOTS * 3
        for card in hand:
            r = role[card]
            if at < limit:
                buf[at + r] = 1.0
                at += 3
            k = hand_counts + kind[card] * 3 + r
            buf[k] = buf[k] + 1.0
    field_width = 6 + slots
    for r in range(n):
        player = players[(me + r) % n]
        if seen[1 + r] is player:
            continue
        seen[1 + r] = player
        base = seats + r * width
        _clear(buf, zeros, base, base + width)
        at = base
        for field in player.field_ids:
            if field:
                buf[at + role[field[-1]]] = 1.0
                misses = 0
                top = len(field) - 1
                for i in range(top, -1, -1):
                    rc = role[field[i]]
                    buf[at + 3 + rc] = buf[at + 3 + rc] + 1.0
                    if rc == MISS:
                        if misses < slots:
                            buf[at + 6 + misses] = float(top - i + 1)  # its depth + 1
                        misses += 1
            at += field_width
        at = base + FIELDS * field_width
        for card in player.aside_ids:
            k = at + kind[card] * 3 + role[card]
            buf[k] = buf[k] + 1.0
    face_up = state.face_up_ids
    changed = seen[n + 1] is not face_up
    if changed:
        seen[n + 1] = face_up
        _clear(buf, zeros, zones, zones + 3 * nv)
        for card in face_up:
            k = zones + kind[card] * 3 + role[card]
            buf[k] = buf[k] + 1.0
    discard = state.discard_ids
    if seen[n + 2] is not discard:
        seen[n + 2] = discard
        at = zones + 3 * nv
        _clear(buf, zeros, at, at + 3 * nv + 3)
        for card in discard:
            k = at + kind[card] * 3 + role[card]
            buf[k] = buf[k] + 1.0
        if discard:
            buf[at + 3 * nv + role[discard[-1]]] = 1.0
    offers = state.offers
    if changed or seen[n + 3] is not offers:
        seen[n + 3] = offers
        _clear(buf, zeros, offers_at, size)
        active = state.active
        for o in offers:
            if o.seat != active:
                continue  # only the active player gives face-up cards
            if o.seat == me:
                at = offers_at + ((o.to - me) % n - 1) * 6 * nv
            elif o.to == me:
                at = offers_at + (((o.seat - me) % n - 1) * 2 + 1) * 3 * nv
            else:
                continue
            for card in o.gives:
                if card in face_up:
                    k = at + kind[card] * 3 + role[card]
                    buf[k] = buf[k] + 1.0


def _clear(buf: array[float], zeros: array[float], start: int, end: int) -> None:
    buf[start:end] = zeros[start:end]


def answers(state: GameState, seat: int, offer: Offer) -> tuple[Action, ...]:
    """``seat``'s answers to ``offer``: accept (with the cards ``meeting_cards`` picks from
    its own hand, and the face-up cards if it is active) when it can, and decline."""
    decline = Decline(seat, offer.seat)
    cards = meeting_cards(state, seat, offer.asks)
    if cards is not None:
        accept = Accept(seat, offer.seat, cards)
        if check(state, accept) is None:
            return (accept, decline)
    return (decline,)


def offer_to(state: GameState, seat: int) -> Offer | None:
    """The offer standing to ``seat``, if any (the first made)."""
    for offer in state.offers:
        if offer.to == seat:
            return offer
    return None


def random_move(state: GameState, seat: int, rng: random.Random) -> Action | None:
    """The ``random`` seat's move (``bohnanza.env.policies``)."""
    if state.step_id == TRADE and not state.rest[4]:
        offer = offer_to(state, seat)
        if offer is not None:
            replies = answers(state, seat, offer)
            return replies[int(rng.random() * len(replies))]
        if seat != state.active:
            return None
    moves = basic_moves(state, seat)
    return moves[int(rng.random() * len(moves))]


# ---------------------------------------------------------------------------------------
# Who acts, and the position after a move (``bohnanza.env.encoding`` tells the order).
# A position is (state, window, made): the seat whose step 2 window is open (-1 outside
# step 2) and how many offers each seat made in this step 2 (() when none may be made).


def actor(state: GameState, window: int) -> int:
    """The seat that acts (-1 once the game is over)."""
    step = state.step_id
    if step == OVER:
        return -1
    if step == TRADE and not state.rest[4]:
        return window
    waiting = state.to_move
    if len(waiting) == 1:
        return waiting[0]
    n = len(state.players)
    active = state.active
    for k in range(n):
        seat = (active + k) % n
        if seat in waiting:
            return seat
    raise AssertionError(f"no seat to move in step {state.step}")  # pragma: no cover


def has_move(state: GameState, seat: int, made: tuple[int, ...], limit: int) -> bool:
    """Whether ``seat``, not the active player, has a move other than PASS in step 2: an
    offer to the active player (one asking for a card is always legal while none of its
    offers to him stands), an answer, a harvest or a purchase."""
    active = state.active
    offers = state.offers
    if made and made[seat] < limit:
        free = True
        for o in offers:
            if o.seat == seat and o.to == active:
                free = False
        if free:
            return True
    for o in offers:
        if seat in (o.to, o.seat):
            return True
    return len(basic_moves(state, seat)) > 0


def open_window(state: GameState, seat: int, made: tuple[int, ...], limit: int) -> int:
    """The first seat from ``seat`` on, clockwise, with a move other than PASS; the active
    player always has one (ending trading)."""
    n = len(state.players)
    active = state.active
    for k in range(n):
        candidate = (seat + k) % n
        if candidate == active or has_move(state, candidate, made, limit):
            return candidate
    return active  # pragma: no cover - always found


def entered(state: GameState, limit: int) -> tuple[int, tuple[int, ...]]:
    """The window and offer counts of a state reached other than by a step 2 move."""
    if state.step_id == TRADE:
        made = (0,) * len(state.players)
        return open_window(state, state.active, made, limit), made
    return -1, ()


Step3 = tuple[GameState, int, tuple[int, ...]]


def advance(
    state: GameState, window: int, made: tuple[int, ...], move: Action | None, limit: int
) -> Step3:
    """The position after the acting seat plays ``move`` (None: PASS), checked by ``apply``."""
    after = state if move is None else apply(state, move)
    if after.step_id == TRADE and state.step_id == TRADE:
        if made and isinstance(move, Offer):
            seat = move.seat
            made = made[:seat] + (made[seat] + 1,) + made[seat + 1 :]
        # Ladybohn: babies received for a field of their family are owed, planted at once
        # by the seats holding them (the referee waits for those seats, in seat order); the
        # window stays with the seat that made the trade, and moves on from it once they
        # are planted.
        mover = window if state.rest[4] or window >= 0 else actor(state, window)
        if after.rest[4]:
            return after, mover, made
        return after, open_window(after, (mover + 1) % len(after.players), made, limit), made
    found = entered(after, limit)
    return after, found[0], found[1]


def play_random(
    state: GameState,
    window: int,
    made: tuple[int, ...],
    seats: list[bool],
    rngs: list[random.Random],
    moves: int,
    max_moves: int,
    limit: int,
) -> tuple[GameState, int, tuple[int, ...], int]:
    """The ``random`` seats (``seats[seat]`` True) play until another seat is to act, the
    game ends or ``moves`` reaches ``max_moves``; returns the position and ``moves``."""
    while moves < max_moves:
        seat = actor(state, window)
        if seat < 0 or not seats[seat]:
            break
        move = random_move(state, seat, rngs[seat])
        state, window, made = advance(state, window, made, move, limit)
        moves += 1
    return state, window, made, moves


def legal_ids(
    state: GameState,
    seat: int,
    made: tuple[int, ...],
    kind: tuple[int, ...],
    places: tuple[int, ...],
    limit: int,
    nv: int,
    piece: tuple[int, ...],
    role: tuple[int, ...],
) -> tuple[dict[int, Action | None], tuple[tuple[int, int], ...]]:
    """The acting seat's basic moves by id (PASS mapping to None) and its offers as runs;
    ``places``: the ids of the first keep, discard, accept and offer, the offers' width,
    the id of the first planting that moves a miss and how many misses a field may hold
    (Ladybohn; 0 elsewhere); ``piece`` and ``role`` as for ``basic_codes``."""
    n = len(state.players)
    basic = basic_codes(state, seat, kind, places, n, piece, role)
    runs: tuple[tuple[int, int], ...] = ()
    if state.step_id == TRADE and not state.rest[4]:
        if seat != state.active:
            basic[0] = None
        if made and made[seat] < limit and not state.table.duel:
            runs = offer_runs(state, seat, kind, nv, places[4], places[3] - 1)
    return basic, runs


def write_mask(
    basic: dict[int, Action | None], runs: tuple[tuple[int, int], ...], out: bytearray
) -> None:
    """Sets ``out[code]`` to 1 for each legal id (``out`` is all zeros on entry)."""
    for code in basic:
        out[code] = 1
    for lo, hi in runs:
        for code in range(lo, hi):
            out[code] = 1
