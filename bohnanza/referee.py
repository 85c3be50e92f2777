"""The one way in: ``check``, ``apply`` and ``outcome`` (and ``basic_moves``, which
``bohnanza.listing.legal_actions`` wraps in its lazy sequence).

This module only dispatches: each move's check, transition and listing live in the module
of its mechanism under ``bohnanza.rules`` (planting, trading, harvesting, third_field,
duel; the automatic steps in turn, the deck in deck, the end in ending).  Every guard
cites the rule key it enforces; a refusal's ``.rule`` is the key prefixed by the edition's
rulebook (``002/harvest.protection``), whose clause in ``specs/`` quotes the rule.  The
transitions build new states and never touch their input.
"""

from __future__ import annotations

from typing import Final, assert_never, cast

from bohnanza.actions import (
    Accept,
    Action,
    BuyField,
    Decline,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
    Trade,
    Withdraw,
)
from bohnanza.boundary import action_problem, show
from bohnanza.errors import IllegalActionError, InvalidActionError, InvalidSetupError
from bohnanza.rules import duel, ending, harvesting, planting, third_field, trading
from bohnanza.rules.common import (
    LISTED,
    MAX_FIELDS,
    RULE_KEYS,
    check_card_id,
    check_ids,
    check_seat,
    refuse,
)
from bohnanza.rules.deck import end_reached
from bohnanza.rules.ending import Outcome, winners
from bohnanza.rules.harvesting import can_harvest, split_harvest
from bohnanza.state import (
    DUEL_DRAW,
    DUEL_PLANT,
    OFFER,
    OVER,
    PLANT,
    PLANT_RECEIVED,
    STATE_TYPE,
    TRADE,
    GameState,
)
from bohnanza.views import VIEW_TYPE, PlayerView, stand_in

__all__ = [
    "RULE_KEYS",
    "Outcome",
    "apply",
    "can_harvest",
    "check",
    "end_reached",
    "outcome",
    "split_harvest",
    "winners",
]


def malformed(s: GameState, action: Action) -> InvalidActionError | None:
    """Input errors, found before any rule is asked: unknown seats, fields and cards."""
    match action:
        case Plant():
            if not 0 <= action.field < MAX_FIELDS:
                return InvalidActionError(
                    f"{action}: field {action.field} does not exist (fields are 0, 1, 2)"
                )
            return check_card_id(s, action.card, action)
        case Harvest():
            if not 0 <= action.field < MAX_FIELDS:
                return InvalidActionError(
                    f"{action}: field {action.field} does not exist (fields are 0, 1, 2)"
                )
        case Keep() | Discard():
            return check_card_id(s, action.card, action)
        case Trade():
            bad = check_seat(s, action.partner, action, "partner")
            if bad:
                return bad
            if action.give_coins < 0 or action.take_coins < 0:
                return InvalidActionError(f"{action}: a number of coins cannot be negative")
            if not (action.gives or action.give_coins) or not (action.takes or action.take_coins):
                return InvalidActionError(
                    f"{action}: a trade moves at least one card (or coin) each way; use Donate"
                )
            cards = action.gives + action.takes
            return check_ids(s, cards, action) if cards else None
        case Donate():
            return check_seat(s, action.receiver, action, "receiver") or check_ids(
                s, action.cards, action
            )
        case Offer():
            return _malformed_offer(s, action)
        case Accept():
            bad = check_seat(s, action.offerer, action, "offerer")
            if bad or not action.cards:
                return bad
            return check_ids(s, action.cards, action)
        case Decline():
            return check_seat(s, action.offerer, action, "offerer")
        case Withdraw():
            return check_seat(s, action.to, action, "addressee")
    return None


def _malformed_offer(s: GameState, action: Offer) -> InvalidActionError | None:
    bad = check_seat(s, action.to, action, "addressee")
    if bad:
        return bad
    if action.give_coins < 0 or action.ask_coins < 0:
        return InvalidActionError(f"{action}: a number of coins cannot be negative")
    if not (action.gives or action.asks or action.give_coins or action.ask_coins):
        return InvalidActionError(f"{action}: an offer gives or asks for at least one card")
    known = s.table.kind_keys
    for key in action.asks:
        if key not in known:
            return InvalidActionError(
                f"{action}: {show(key)} is not a variety of this deck ({', '.join(known)})"
            )
    return check_ids(s, action.gives, action) if action.gives else None


def _check(s: GameState, action: Action) -> Exception | None:
    # action_problem has found it one of the move classes, built by its constructor.
    bad = check_seat(s, action.seat, action) or malformed(s, action)
    if bad:
        return bad
    if s.step_id == OVER:
        return refuse(s, "end.scoring", action, "game-over", ())
    if s.rest[4]:  # Ladybohn: a baby received in step 2 is planted before anything else
        owed = planting.check_owed(s, action)
        if owed is not None:
            return owed
    match action:
        case Plant():
            return planting.check_plant(s, action)
        case Harvest():
            return harvesting.check_harvest(s, action)
        case BuyField():
            return third_field.check_buy(s, action)
        case EndPlanting():
            return planting.check_end_planting(s, action)
        case Discard():
            return duel.check_discard(s, action)
        case LeaveOffer():
            return duel.check_leave_offer(s, action)
        case Keep():
            return trading.check_keep(s, action)
        case Trade():
            return trading.check_trade(s, action)
        case Donate():
            return trading.check_donate(s, action)
        case EndTrading():
            return trading.check_end_trading(s, action)
        case Offer():
            return trading.check_offer(s, action)
        case Accept():
            return trading.check_accept(s, action)
        case Decline():
            return trading.check_decline(s, action)
        case Withdraw():
            return trading.check_withdraw(s, action)
        case _:
            assert_never(action)


def check(state: object, action: object) -> IllegalActionError | InvalidActionError | None:
    """Why ``action`` may not be played now, or None if it may.  Never raises.

    Given a ``PlayerView``, it judges a move of that seat from what the seat sees (see
    ``bohnanza.seat``): the refusal never names a card the seat cannot see, and the agreed
    ``Trade``/``Donate`` shorthand is refused (trades from a view are offers).

    Returns an ``IllegalActionError`` (a rule refuses it; ``.rule`` names the rule) or an
    ``InvalidActionError`` (the action is malformed: not one of the move classes, a
    number that is not a plain ``int`` of at most nine digits, see ``bohnanza.boundary``;
    or ``state`` is not a GameState), unraised.  ``check(s, a) is None`` exactly when
    ``apply(s, a)`` succeeds.
    """
    if type(state) is VIEW_TYPE:
        problem = action_problem(action)
        if problem is not None:
            return InvalidActionError(f"malformed action: {problem}")
        return _check_from_view(state, cast("Action", action))
    if type(state) is not STATE_TYPE:  # the exact type: no subclass stands in for a state
        return InvalidActionError(f"{show(state)} is not a GameState")
    problem = action_problem(action)
    if problem is not None:
        return InvalidActionError(f"malformed action: {problem}")
    try:
        result = _check(state, cast("Action", action))  # action_problem found it well formed
    except Exception as exc:  # the net under the shape check: no other error escapes
        return InvalidActionError(f"{action} is not a well-formed action ({type(exc).__name__})")
    assert result is None or isinstance(result, IllegalActionError | InvalidActionError)
    return result


def _check_from_view(
    v: PlayerView, action: Action
) -> IllegalActionError | InvalidActionError | None:
    """Why the seat may not play ``action``, judged from its view (see ``check``)."""
    if isinstance(action, Trade | Donate):
        return InvalidActionError(
            f"{action}: from a seat's view, trades and donations are offers "
            "(SEAT offer TO give CARDS ask VARIETIES); the agreed shorthand needs both hands"
        )
    if action.seat != v.seat:
        return InvalidActionError(
            f"{action}: this view is seat {v.seat}'s; it moves for no one else"
        )
    return check(stand_in(v), action)


def _transition(s: GameState, action: Action) -> GameState:
    # The commonest kinds first, by exact type; then every kind by its class pattern.
    if action.__class__ is Plant:
        step = s.step_id
        if step == PLANT or step == PLANT_RECEIVED:  # noqa: PLR1714, SIM109 (no tuple built)
            return planting.apply_plant(s, action)
    elif action.__class__ is Harvest:
        return harvesting.apply_harvest(s, action)
    match action:
        case Plant():
            if s.step_id == OFFER or s.step_id == DUEL_DRAW:  # noqa: PLR1714 (no tuple built)
                return duel.apply_duel_plant(s, action)
            return planting.apply_plant(s, action)
        case Harvest():
            return harvesting.apply_harvest(s, action)
        case EndTrading():
            return trading.apply_end_trading(s)
        case Keep():
            return trading.apply_keep(s, action)
        case EndPlanting():
            return planting.apply_end_planting(s)
        case Trade():
            return trading.apply_trade(s, action)
        case Donate():
            return trading.apply_donate(s, action)
        case BuyField():
            return third_field.apply_buy(s, action)
        case Discard():
            return duel.apply_discard(s, action)
        case LeaveOffer():
            return duel.apply_leave_offer(s)
        case Offer():
            return trading.apply_offer(s, action)
        case Accept():
            return trading.apply_accept(s, action)
        case Decline():
            return trading.apply_decline(s, action)
        case Withdraw():
            return trading.apply_withdraw(s, action)
        case _:
            assert_never(action)


def apply(state: object, action: object) -> GameState:
    """The state after ``action``; ``state`` itself is never changed.

    Raises:
        IllegalActionError: a rule refuses the action (``.rule`` names it).
        InvalidActionError: the action is malformed.
        InvalidSetupError: a deck order given as data (``bohnanza.chance``) for the
            reshuffle this move causes is not the pile to shuffle.
    """
    if type(state) is not STATE_TYPE:  # the exact type: no subclass stands in for a state
        raise InvalidActionError(f"{show(state)} is not a GameState")
    if LISTED.state is state:
        # A move just listed for this very state is legal: no need to check it again.
        for move in LISTED.moves:
            if move is action:
                return _transition(state, move)
    refusal = check(state, action)
    if refusal is not None:
        raise refusal
    try:
        return _transition(state, cast("Action", action))  # check found it well formed
    except InvalidSetupError:
        raise  # a deck order given as data (bohnanza.chance) that does not fit the pile
    except Exception as exc:  # pragma: no cover - check accepted it: a referee bug
        raise InvalidActionError(f"{action} could not be applied ({type(exc).__name__})") from exc


# ---------------------------------------------------------------------------------------
# Legal moves: each mechanism lists its own; the harvests and the purchase of every seat
# come last.


_ONE_SEAT: Final = tuple((seat,) for seat in range(64))


def basic_moves(s: GameState, player: int | None = None) -> tuple[Action, ...]:
    """The basic moves (everything but trades and donations) of every seat, or of seat
    ``player`` only (not checked: ``legal_actions`` checks it), in listing order."""
    step = s.step_id
    if step == OVER:
        return ()
    moves: list[Action] = []
    if player is None:
        seats: range | tuple[int, ...] = range(len(s.players))
        moving = True  # the seat whose turn it is is among those listed
    else:
        seats = _ONE_SEAT[player]
        moving = player == s.active
    if step == PLANT:
        if moving:
            planting.front_card_moves(s, moves)
    elif step == PLANT_RECEIVED:
        planting.set_aside_moves(s, seats, moves)
    elif step == TRADE:
        if s.rest[4]:
            # Ladybohn: while babies are owed, planting them is all there is to do.
            planting.owed_moves(s, seats, moves)
            listed = tuple(moves)
            LISTED.state = s
            LISTED.moves = listed
            return listed
        if moving:
            trading.step2_moves(s, moves)
        if s.table.any_baby:
            planting.baby_moves(s, seats, moves)
    elif moving:
        if step == DUEL_PLANT:
            planting.front_card_moves(s, moves)
            duel.hand_discard_moves(s, moves)
        elif step in (OFFER, DUEL_DRAW):
            duel.offer_and_draw_moves(s, moves)
    if s.offers:
        trading.answer_moves(s, seats, moves)
    cost = s.table.field_cost
    players = s.players
    if player is not None:  # one seat: no loop (and no iterator to allocate)
        harvesting.harvest_moves(s, player, moves)
        if len(players[player].coin_ids) >= cost:  # the purchase's first condition, first
            third_field.buy_moves(s, player, moves)
    else:
        for seat in seats:
            harvesting.harvest_moves(s, seat, moves)
            if len(players[seat].coin_ids) >= cost:
                third_field.buy_moves(s, seat, moves)
    listed = tuple(moves)
    LISTED.state = s  # remember_listed(s, listed), without the call on the hot path
    LISTED.moves = listed
    return listed


def outcome(state: object) -> Outcome | None:
    """The result once the game is over, else None (see ``bohnanza.rules.ending``).

    Raises:
        InvalidActionError: ``state`` is not a GameState.
    """
    if type(state) is not STATE_TYPE:  # the exact type: no subclass stands in for a state
        raise InvalidActionError(f"{show(state)} is not a GameState")
    return ending.outcome(state)
