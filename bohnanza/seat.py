"""A seat's moves from its view alone: what a player may do knowing only what he sees.

``legal_actions(view)`` and ``check(view, move)`` (in ``bohnanza.referee``) come here.  The
referee's rules read the seat's own cards and the open table only when they list or check
that seat's own moves; so they are asked on a *stand-in* state built from the view: the
seat's own hand, every open zone as it is, and nothing in the hidden zones (the other
hands, the deck; coins as a count).  A refusal from it can only name cards the seat sees.

Trades from a view are offers (decision trade.consent).  The listed ones are a small,
enumerable space, by variety and count:

* the cards given: nothing, or one or two cards of one variety (the active player's
  face-up cards of that variety first, then hand cards from the front);
* the cards asked for: nothing, or one card of one variety in play, other than the one
  given;
* to each player the seat may address (the active player: every other player; another
  player: the active player) with no offer of this seat standing to him yet.

Larger offers (three cards, two asked, coins under the experts' variant) are legal moves
too (``check`` accepts them); they are not listed.  The agreed shorthand (``Trade``,
``Donate``) is never available from a view: a trade names the partner's hand cards, which
the seat cannot see, and a donation needs the receiver's consent.
"""

from __future__ import annotations

from bohnanza.actions import Action, Donate, Offer, Trade
from bohnanza.errors import IllegalActionError, InvalidActionError
from bohnanza.rules.trading import find_offer, may_offer
from bohnanza.state import TRADE, GameState, Player
from bohnanza.views import PlayerView

__all__ = ["check_from_view", "offer_moves", "stand_in", "view_moves"]

#: The most cards of one variety a listed offer gives.
MAX_GIVEN = 2


def stand_in(v: PlayerView) -> GameState:
    """A state that agrees with ``v`` on everything the seat sees, with the hidden zones
    empty (other hands, deck) and coins as placeholders: the rules list and check the
    seat's own moves on it exactly as on the real state."""
    table = v.table
    if table is None:
        raise InvalidActionError("this view carries no table: build it with bohnanza.view")
    cards = table.cards
    players = []
    for seat, name in enumerate(v.names):
        hand = tuple(c.id for c in v.hand) if seat == v.seat else ()
        players.append(
            Player(
                (name, v.bought_field[seat], cards),
                hand,
                tuple(tuple(c.id for c in f) for f in v.fields[seat]),
                (0,) * v.coins[seat],  # only their number counts
                tuple(c.id for c in v.set_aside[seat]),
            )
        )
    first = table.kind_keys.index(v.first_planted) if v.first_planted else -1
    return GameState(
        table,
        tuple(players),
        v.active,
        int(v.step),
        v.planted,
        tuple(c.id for c in v.discard),
        tuple(c.id for c in v.face_up),
        ((), 0, v.exhaustions, False),
        (
            v.turn,
            tuple(c.id for c in v.offer),
            (),
            (),
            tuple(c.id for c in v.owed),
            tuple([seat * 64 + to for seat, to in v.unaccepted]),
        ),
        first,
        v.offers,
    )


def offer_moves(s: GameState, seat: int, varieties: tuple[str, ...]) -> list[Action]:
    """The offers ``seat`` may make now, in the listed space (see the module's text)."""
    if s.step_id != TRADE or s.table.duel or s.owed_ids:
        return []
    active = s.active
    pool = s.players[seat].hand_ids
    if seat == active:
        pool = s.face_up_ids + pool
    addressees = [other for other in range(len(s.players)) if other != seat]
    if seat != active:
        addressees = [active]
    addressees = [
        to for to in addressees if find_offer(s, seat, to) is None and may_offer(s, seat, to)
    ]
    if not addressees:
        return []
    kind = s.table.kind
    keys = s.table.kind_keys
    by_variety: dict[str, list[int]] = {}
    for card in pool:
        by_variety.setdefault(keys[kind[card]], []).append(card)
    gives: list[tuple[str, tuple[int, ...]]] = [("", ())]
    for key, found in by_variety.items():
        for n in range(1, min(MAX_GIVEN, len(found)) + 1):
            gives.append((key, tuple(found[:n])))
    asks: list[tuple[str, ...]] = [(), *((key,) for key in varieties)]
    # Every offer built here passes check_offer by construction (the seat's own cards,
    # an addressee it may address with no offer standing to him, no coins); the tests
    # check each one against the referee.
    moves: list[Action] = []
    for to in addressees:
        for given_key, given in gives:
            for ask in asks:
                if (given or ask) and not (ask and ask[0] == given_key):
                    moves.append(Offer(seat, to, given, ask))
    return moves


def view_moves(v: PlayerView) -> tuple[Action, ...]:
    """The seat's legal moves from its view: its basic moves, its answers to the offers
    standing, and the listed offers."""
    from bohnanza.referee import basic_moves

    s = stand_in(v)
    moves = list(basic_moves(s, v.seat))
    moves.extend(offer_moves(s, v.seat, v.varieties or s.table.kind_keys))
    return tuple(moves)


def check_from_view(
    v: PlayerView, action: Action
) -> IllegalActionError | InvalidActionError | None:
    """Why the seat may not play ``action``, judged from its view; None if it may."""
    from bohnanza.referee import check

    if isinstance(action, Trade | Donate):
        return InvalidActionError(
            f"{action}: from a seat's view, trades and donations are offers "
            "(SEAT offer TO give CARDS ask VARIETIES); the agreed shorthand needs both hands"
        )
    if getattr(action, "seat", None) != v.seat:
        return InvalidActionError(
            f"{action}: this view is seat {v.seat}'s; it moves for no one else"
        )
    return check(stand_in(v), action)


def largest_listing(
    edition: str, players: int, seeds: range, bots: tuple[str, ...] = ("planner", "greedy")
) -> tuple[int, str]:
    """The longest ``legal_actions(view)`` over every position and seat of the games played
    by ``bots`` (cycled over the seats) with ``seeds``, and where it was (seed, move, seat).

    Outside step 2 a view lists exactly the seat's basic moves (the tests check it), so
    only step 2 positions are listed from the view; the others count the referee's list.
    """
    from bohnanza.players import play_game
    from bohnanza.referee import apply, basic_moves
    from bohnanza.setup import new_game
    from bohnanza.views import view

    largest, where = 0, ""
    lineup = [bots[seat % len(bots)] for seat in range(players)]
    for seed in seeds:
        _, moves = play_game(edition, lineup, seed)
        state = new_game(edition, players, seed=seed)
        for index in range(len(moves) + 1):
            for seat in range(players):
                if state.step_id == TRADE:
                    size = len(view_moves(view(state, seat)))
                else:
                    size = len(basic_moves(state, seat))
                if size > largest:
                    largest, where = size, f"seed {seed}, before move {index}, seat {seat}"
            if index < len(moves):
                state = apply(state, moves[index])
    return largest, where
