"""Planting: the front card in step 1 (and the duel's step 2), the received and kept cards
in step 3, one variety per field, the matching-field readings; ending step 1."""

from __future__ import annotations

from typing import Final

from bohnanza.actions import Action, EndPlanting, Plant
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.rules.common import (
    MOVE_CARDS,
    PLANT_ROWS,
    SEATS,
    check_card_id,
    check_field_index,
    end_planting_move,
    plant_row,
    refuse,
    without,
)
from bohnanza.rules.turn import (
    anyone_waits,
    begin_duel_draw,
    begin_trading,
    step3_ends,
    trading_begins,
)
from bohnanza.state import (
    BABY,
    DUEL_DRAW,
    DUEL_PLANT,
    MISS,
    OFFER,
    PLANT,
    PLANT_RECEIVED,
    TRADE,
    GameState,
    Ids,
    Player,
)

#: The fields named by each bit mask of three fields, in order.
_BITS: Final = tuple(tuple(i for i in range(3) if mask >> i & 1) for mask in range(8))

#: The steps that plant from the hand, and the duel's steps that plant offered or drawn cards.
_HAND_STEPS: Final = (PLANT, DUEL_PLANT)
_DRAWN_STEPS: Final = (OFFER, DUEL_DRAW)

_NO_ROOM: Final = {
    PLANT: "step1.forced-harvest",
    DUEL_PLANT: "step1.forced-harvest",
    PLANT_RECEIVED: "step3.make-room",
}


def fit(
    s: GameState, seat: int, card: int, field: int, action: Action
) -> IllegalActionError | None:
    """Whether card ``card`` may go into ``field`` of ``seat`` (one variety per field)."""
    table = s.table
    kind = table.kind
    fields = s.players[seat].field_ids
    target = fields[field]
    variety = kind[card]
    if target:
        if kind[target[0]] == variety:
            return None
        fits_somewhere = any((f and kind[f[0]] == variety) or not f for f in fields)
        if not fits_somewhere:
            return refuse(
                s, _NO_ROOM.get(s.step_id, "field.one-variety"), action, "no-room", (card, seat)
            )
        return refuse(
            s, "field.one-variety", action, "other-variety", (field, seat, target[0], card)
        )
    if not table.matching_may and not second_card_may_open(s, variety):
        for i, f in enumerate(fields):
            if f and kind[f[0]] == variety:
                if table.lady:  # Ladybohn states this rule itself (lady.family-field)
                    return refuse(
                        s, "step1.matching-field", action, "family-field", (card, i, seat)
                    )
                return refuse(s, "step1.matching-field", action, "matching-field", (card, i, seat))
    return None


def second_card_may_open(s: GameState, variety: int) -> bool:
    """Whether the card planted now (of variety ``variety``) may open an empty field
    although it matches a field.

    Decision step1.same-field-must (amigo-fr): 000 part 1's Phase 1 sentence "Il peut les
    planter dans le même champ mais n'est pas obligé de le faire" frees the second card of
    step 1 (and of the duel's step 2, "comme dans le jeu normal") from "il doit la planter
    là" when it is of the first card's variety.  Every other planting keeps "must"; under
    "unique" no two fields may ever hold one variety, so the exception never applies.
    """
    return (
        s.table.second_may_open
        and s.step_id in _HAND_STEPS
        and s.planted == 1
        and s.first_kind == variety
    )


def check_plant(s: GameState, a: Plant) -> Exception | None:
    bad = _check_placement(s, a)
    if bad is None and (a.steps != 0 or a.miss != -1):
        return check_miss_move(s, a)
    return bad


def check_miss_move(s: GameState, a: Plant) -> Exception | None:
    """001/lady.miss-move: « Lorsqu'un joueur plante un bébé dans un champ où se trouvent
    une ou plusieurs miss, il peut déplacer une des miss ... d'une ou deux positions »
    (decisions ladybohn.miss-promotion: 1 or 2, never past the top;
    ladybohn.promotion-when: whenever a baby is planted)."""
    table = s.table
    if not table.lady:
        return InvalidActionError(f"{a}: only Ladybohn's babies move a miss")
    field = s.players[a.seat].field_ids[a.field]
    if table.role[a.card] != BABY:
        return refuse(s, "lady.miss-move", a, "not-a-baby", (a.card,))
    if not 0 <= a.miss < len(field) or table.role[field[a.miss]] != MISS:
        return refuse(s, "lady.miss-move", a, "no-miss-there", (a.miss, a.field, a.seat))
    if a.steps not in (1, 2):
        return refuse(s, "lady.miss-move", a, "miss-steps", (a.steps,))
    if a.miss + a.steps > len(field):
        return refuse(s, "lady.miss-move", a, "miss-past-top", (a.miss, len(field) + 1))
    if not _promotes(s):
        # ladybohn.promotion-when: 'phases-2-3' or 'phase-3'
        return refuse(s, "lady.miss-move", a, "miss-phase", ())
    if table.miss_two and a.steps == 1 and a.miss + 2 <= len(field):
        # ladybohn.miss-promotion 'two': « de 2 positions », 1 only when the top is closer
        return refuse(s, "lady.miss-move.phase3", a, "miss-two", ())
    return None


def _promotes(s: GameState) -> bool:
    """Whether a baby planted now may move a miss (decision ladybohn.promotion-when):
    in step 1 only under 'every-baby', in step 2 unless 'phase-3', always in step 3."""
    step = s.step_id
    if step == PLANT:
        return s.table.promote_phase1
    if step == TRADE:
        return s.table.promote_phase2
    return True


def check_other_field(s: GameState, a: Plant) -> Exception | None:
    """Decision ladybohn.second-plant-field, 'other-field': the second card of step 1 may
    not go on the field that took the first (« Ces deux cartes ne doivent pas être plantées
    dans le même champ »).  That field is the one holding the first card's family: with one
    field per family (checked at setup) no other field holds it, and once sold it no longer
    holds the first card."""
    field = s.players[a.seat].field_ids[a.field]
    if field and s.table.kind[field[0]] == s.first_kind:
        return refuse(s, "step1.same-field", a, "same-field", (a.field,))
    return None


def check_owed(s: GameState, a: Action) -> Exception | None:
    """001/lady.baby-trade: a baby received with a field of its family « doit » be planted
    « immédiatement »: nothing else is played until it is (decision ladybohn.immediate-baby)."""
    owed = s.owed_ids
    if isinstance(a, Plant) and a.card in owed:
        return None
    return refuse(s, "lady.baby-trade", a, "baby-owed", owed)


def _check_placement(s: GameState, a: Plant) -> Exception | None:
    bad = check_field_index(s, a.seat, a.field, a) or check_card_id(s, a.card, a)
    if bad:
        return bad
    player = s.players[a.seat]
    step = s.step_id
    # The duel's step 2 plants "as in the normal game" (duel.step2).
    if step in _HAND_STEPS:
        if a.seat != s.active:
            return refuse(s, "turn.order", a, "not-active", (a.seat,))
        if s.planted >= 2:
            return refuse(s, "step1.no-third", a, "no-third", ())
        hand = player.hand_ids
        if not hand:
            return refuse(s, "step1.empty-hand", a, "empty-hand", (a.seat,))
        if hand[0] != a.card:
            return refuse(s, "step1.front-card", a, "front-card", (a.seat, hand[0], a.card))
        if s.table.other_field and s.planted == 1:
            return fit(s, a.seat, a.card, a.field, a) or check_other_field(s, a)
        return fit(s, a.seat, a.card, a.field, a)
    if step == PLANT_RECEIVED:
        if a.card in player.aside_ids:
            return fit(s, a.seat, a.card, a.field, a)
        return refuse(s, "step3.plant-all", a, "not-aside", (a.card, a.seat))
    if step in _DRAWN_STEPS:
        key, zone, what = (
            ("duel.step1", s.offer_ids, "not-offered")
            if step == OFFER
            else ("duel.step3.plant", s.face_up_ids, "not-drawn")
        )
        if a.seat != s.active:
            return refuse(s, "turn.order", a, "not-active", (a.seat,))
        if a.card in zone:
            return fit(s, a.seat, a.card, a.field, a)
        return refuse(s, key, a, what, (a.card,))
    if step == TRADE and a.card in s.owed_ids:
        # Ladybohn: a baby received in step 2 with a field of its family (lady.baby-trade).
        if a.card not in player.aside_ids:
            return refuse(s, "lady.baby-trade", a, "baby-not-his", (a.card, a.seat))
        return fit(s, a.seat, a.card, a.field, a)
    if (
        step == TRADE
        and s.table.any_baby
        and a.card in player.aside_ids
        and s.table.role[a.card] == BABY
    ):
        # Decision ladybohn.baby-phase2 'any-baby': « Les bébés peuvent également être
        # plantés durant la phase 2 »: any baby set aside, at its owner's choice.
        return fit(s, a.seat, a.card, a.field, a)
    if step == TRADE and a.seat == s.active and s.planted >= 2:
        # Step 1 ended by its second planting; a third card is what step1.no-third forbids.
        return refuse(s, "step1.no-third", a, "no-third-after", ())
    return refuse(s, "turn.order", a, "no-planting", ())


def apply_plant(s: GameState, a: Plant) -> GameState:
    """Plant from the hand (step 1, duel step 2) or from the set-aside cards (step 3); the
    duel's offered and drawn cards are planted by ``duel.apply_duel_plant``."""
    player = s.players[a.seat]
    fields = player.field_ids
    step = s.step_id
    card = a.card
    rest = s.rest
    if step == PLANT_RECEIVED:
        hand = player.hand_ids
        left = list(player.aside_ids)  # without(player.aside_ids, card), inlined
        left.remove(card)
        aside = tuple(left)
    elif step == TRADE:  # Ladybohn: a baby owed (lady.baby-trade), or any baby (any-baby)
        hand = player.hand_ids
        aside = without(player.aside_ids, card)
        if card in rest[4]:
            rest = (rest[0], rest[1], rest[2], rest[3], without(rest[4], card), rest[5])
    else:  # step 1 or the duel's step 2: the front card
        hand = player.hand_ids[1:]
        aside = player.aside_ids
    f = a.field
    new_fields = list(fields)
    new_fields[f] = fields[f] + (card,)
    if a.steps:
        # lady.miss-move: the baby goes on top first, then the miss moves up past any card.
        moved = list(new_fields[f])
        moved.insert(a.miss + a.steps, moved.pop(a.miss))
        new_fields[f] = tuple(moved)
    new_player = Player(
        player.info,
        hand,
        tuple(new_fields),
        player.coin_ids,
        aside,
    )
    seats = list(s.players)  # replace_seat(s.players, a.seat, new_player), inlined
    seats[a.seat] = new_player
    players = tuple(seats)
    kept = step == PLANT_RECEIVED or step == TRADE  # noqa: PLR1714 (no tuple built)
    planted = s.planted if kept else s.planted + 1
    # The step's end, straight from s and the new seats (no state in between).
    if step == PLANT:
        if planted >= 2 or not hand:
            return trading_begins(s, players, planted)
    elif step == PLANT_RECEIVED and not anyone_waits(players):
        return step3_ends(s, players)
    # decision step1.same-field-must: the variety of the first card of step 1 (or of the
    # duel's step 2) is remembered until the step ends.
    first = (
        s.table.kind[card]
        if planted == 1 and step != PLANT_RECEIVED and step != TRADE  # noqa: PLR1714
        else s.first_kind
    )
    s = GameState(
        s.table,
        players,
        s.active,
        step,
        planted,
        s.discard_ids,
        s.face_up_ids,
        s.pile,
        rest,
        first,
        s.offers,  # Ladybohn's babies planted in step 2 leave the standing offers standing
    )
    if step == DUEL_PLANT and not hand:
        return begin_duel_draw(s)
    return s


def plant_moves(s: GameState, seat: int, card: int, moves: list[Action]) -> None:
    """The plantings of card ``card`` by ``seat``: in the fields of its variety, then in
    the empty ones unless the rules send it to a matching field (step1.matching-field)."""
    table = s.table
    kind = table.kind
    variety = kind[card]
    # plant_row(seat, card), without the call for the seats and cards of its table
    row = (
        PLANT_ROWS[seat * MOVE_CARDS + card]
        if seat < SEATS and card < MOVE_CARDS
        else plant_row(seat, card)
    )
    empty = 0  # the empty fields, as a bit mask
    matched = False
    i = 0  # a counter rather than enumerate: one iterator less to allocate
    for f in s.players[seat].field_ids:
        if not f:
            empty |= 1 << i
        elif kind[f[0]] == variety:
            moves.append(row[i])
            matched = True
        i += 1  # noqa: SIM113 - enumerate allocates an iterator and a pair per call
    if empty and (table.matching_may or not matched or second_card_may_open(s, variety)):
        for i in _BITS[empty]:
            moves.append(row[i])


def lady_plant_moves(s: GameState, seat: int, card: int, moves: list[Action]) -> None:
    """Ladybohn: the plantings of ``card`` as ``plant_moves`` lists them, and for a baby
    on a field holding a miss, each move of one miss by 1 or 2 positions that stays in the
    field (001/lady.miss-move)."""
    start = len(moves)
    plant_moves(s, seat, card, moves)
    table = s.table
    role = table.role
    if role[card] != BABY or not _promotes(s):
        return
    fields = s.players[seat].field_ids
    for move in moves[start:]:
        assert isinstance(move, Plant)
        field = fields[move.field]
        for position, other in enumerate(field):
            if role[other] == MISS:
                for steps in (1, 2):
                    if position + steps > len(field):
                        continue
                    if table.miss_two and steps == 1 and position + 2 <= len(field):
                        continue  # ladybohn.miss-promotion 'two'
                    moves.append(Plant(seat, card, move.field, position, steps))


def owe_babies(s: GameState, received: tuple[tuple[int, Ids], ...]) -> GameState:
    """Ladybohn, after a trade or a donation: the babies received by a seat that has a
    field of their family are owed, planted before anything else (001/lady.baby-trade);
    the others wait for step 3 (001/lady.baby-trade.phase3)."""
    table = s.table
    role = table.role
    kind = table.kind
    owed = list(s.owed_ids)
    for seat, ids in received:
        families = {kind[f[0]] for f in s.players[seat].field_ids if f}
        for card in ids:
            if role[card] == BABY and kind[card] in families:
                owed.append(card)
    if len(owed) == len(s.owed_ids):
        return s
    rest = s.rest
    return GameState(
        table,
        s.players,
        s.active,
        s.step_id,
        s.planted,
        s.discard_ids,
        s.face_up_ids,
        s.pile,
        (rest[0], rest[1], rest[2], rest[3], tuple(owed), rest[5]),
        s.first_kind,
        s.offers,  # a baby owed ends no offer (decision trade.standing-offers)
    )


def baby_moves(s: GameState, seats: range | tuple[int, ...], moves: list[Action]) -> None:
    """Decision ladybohn.baby-phase2 'any-baby': in step 2, the plantings of every baby
    set aside by ``seats`` (when none is owed)."""
    role = s.table.role
    for seat in seats:
        for card in s.players[seat].aside_ids:
            if role[card] == BABY:
                lady_plant_moves(s, seat, card, moves)


def owed_moves(s: GameState, seats: range | tuple[int, ...], moves: list[Action]) -> None:
    """The plantings of the babies owed (the only moves while there are any)."""
    owed = s.owed_ids
    for seat in seats:
        for card in s.players[seat].aside_ids:
            if card in owed:
                lady_plant_moves(s, seat, card, moves)


def check_end_planting(s: GameState, action: EndPlanting) -> Exception | None:
    if action.seat != s.active:
        return refuse(s, "turn.order", action, "end-planting-who", ())
    if s.step_id not in _HAND_STEPS:
        return refuse(s, "turn.order", action, "planting-over", ())
    if s.planted == 0:
        return refuse(s, "step1.front-card", action, "plant-first", ())
    return None


def apply_end_planting(s: GameState) -> GameState:
    if s.step_id == DUEL_PLANT:
        return begin_duel_draw(s)
    return begin_trading(s)


def front_card_moves(s: GameState, moves: list[Action]) -> None:
    """Step 1 (and the duel's step 2): plant the front card where it fits; end the step
    once one card is planted."""
    active = s.active
    hand = s.players[active].hand_ids
    if s.planted < 2 and hand:
        if s.table.lady:
            start = len(moves)
            lady_plant_moves(s, active, hand[0], moves)
            if s.planted == 1 and s.table.other_field:
                kind = s.table.kind
                first = s.first_kind
                fields = s.players[active].field_ids
                moves[start:] = [
                    m
                    for m in moves[start:]
                    if not (
                        isinstance(m, Plant)
                        and fields[m.field]
                        and kind[fields[m.field][0]] == first
                    )
                ]
        else:
            plant_moves(s, active, hand[0], moves)
    if s.planted >= 1:
        moves.append(end_planting_move(active))


def set_aside_moves(s: GameState, seats: range | tuple[int, ...], moves: list[Action]) -> None:
    """Step 3: each waiting seat plants any of its set-aside cards where it fits."""
    lady = s.table.lady
    for seat in seats:
        for card in s.players[seat].aside_ids:
            if lady:
                lady_plant_moves(s, seat, card, moves)
            else:
                plant_moves(s, seat, card, moves)
