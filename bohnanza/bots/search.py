"""An honest search bot: determinized Monte-Carlo search from its seat's view only.

``SearchBot`` plays one seat from its ``PlayerView``, as every view bot does.  At each of
its own decisions (the plantings of steps 1 and 3 and the sales around them, every step of
the bean duel, and, with ``trades``, its offers, its answers to offers and the face-up
cards it keeps in step 2) it asks the planner (``PlannerBot``) for its move, then checks it
against a few other moves (``trade_candidates`` in step 2) by playing the game on: it
draws ``samples`` *determinizations*, complete states that agree with everything its seat
sees and deal the cards it cannot see (the other hands, the deck's order, the cards under
the coins, the duel's boxed cards, the seed of later reshuffles) at random among the cards
it has not seen (``determinize``; the hand cards a standing offer gives are seen, and stay
in their giver's hand); for each determinization and each candidate move it applies the
move (an offer is answered by its addressee's planner, from his view of the sampled
state) and plays on ``horizon`` turns (0: to the end) by its ``rollout``:

* ``"planner"``: the planner at every seat, each from its own view of the sampled state,
  trading as the harness does but cut short (each other player is asked once per step 2
  for an offer; nobody in the step 2 being searched), in Python;
* ``"plant"``, ``"greedy"``, ``"random"``: the core's ``bohnanza.bots.playout`` of the
  sampled state with that policy at every seat, no trades, the whole rollout compiled;
* ``"auto"`` (the default): the planner's in the bean duel, ``"plant"`` with 3 players or
  more (``rollout_for``), which the arena's figures chose (``docs/bots.md``).

Every candidate meets the same determinizations and the same rollout generators (common
random numbers).  A rollout is scored by the seat's coins plus what its fields are worth
(the coins they sell for now and half the way to their next step), less the mean of the
other seats' such worth.  It plays another move than the planner's only when that move's
mean gain over the planner's, sample by sample, is ``MARGIN`` standard errors above
nothing: so noise seldom makes it play worse than the planner.  This is flat search
(perfect-information Monte Carlo at the root), not a tree.

Buying the third field (a horizon of a few turns cannot see it pay), a sale the planner
makes in another player's step 2, and everything in a Ladybohn step 2 with an offer
standing (the offer hides its cards' kinds, so no determinization is drawn) are the
planner's.

It never reads a hidden card: it is handed the view and nothing else, and the unseen cards
are dealt from the generator it is given.  ``tests/test_search.py`` proves it on twin
states that differ only in what its seat may not see: the same rollout gains, to the last
bit, and the same moves, with every rollout.

The default budget is ``samples=16`` determinizations and a ``horizon`` of 4 turns, rolled
out ``"auto"`` (``DEFAULT_SAMPLES``, ``DEFAULT_HORIZON``, ``DEFAULT_ROLLOUT``);
``docs/bots.md`` gives its time per move and its strength against the planner, measured.

    >>> from bohnanza.players import play_game
    >>> from bohnanza.bots.search import SearchBot
    >>> final, _ = play_game("rio-grande-2000", [SearchBot(samples=2), "planner", "greedy"], seed=4)
    >>> final.is_over
    True
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Final

from bohnanza.actions import (
    Accept,
    Action,
    Decline,
    Discard,
    EndPlanting,
    EndTrading,
    Harvest,
    Keep,
    LeaveOffer,
    Offer,
    Plant,
)
from bohnanza.bots import greedy_move, playout
from bohnanza.bots.seated import PlannerBot, _answering, _split, grows
from bohnanza.cards import Card
from bohnanza.listing import seat_actions
from bohnanza.referee import apply, check
from bohnanza.rules.deck import end_reached
from bohnanza.rules.trading import meeting_cards
from bohnanza.state import OVER, TRADE, GameState, Player, Step, Table
from bohnanza.views import PlayerView, hides_kinds, view

__all__ = [
    "DEFAULT_HORIZON",
    "DEFAULT_ROLLOUT",
    "DEFAULT_SAMPLES",
    "ROLLOUTS",
    "SearchBot",
    "determinize",
    "rollout_for",
    "trade_candidates",
]

#: Determinizations per searched decision, by default.
DEFAULT_SAMPLES: Final = 16
#: Turns each rollout plays before it is scored, by default (0: to the end of the game).
DEFAULT_HORIZON: Final = 4
#: How its rollouts play, by default: ``"auto"``, the planner's in the bean duel and the
#: core's ``"plant"`` playout with 3 players or more (``docs/bots.md`` has the figures).
DEFAULT_ROLLOUT: Final = "auto"
#: Its rollouts by name: ``"planner"`` (the planner at every seat, from its view, trading,
#: in Python), a policy of the core's ``playout`` (``"random"``, ``"plant"``, ``"greedy"``:
#: the whole rollout in the core, no trades), or ``"auto"`` (``rollout_for``).
ROLLOUTS: Final = ("auto", "planner", "random", "plant", "greedy")


def rollout_for(rollout: str, duel: bool) -> str:
    """The rollout that ``rollout`` names in a game that is (``duel``) or is not the bean
    duel: ``"auto"`` is the planner's in the duel, the core's ``"plant"`` otherwise; any
    other name is itself."""
    if rollout != "auto":
        return rollout
    return "planner" if duel else "plant"


#: A move other than the planner's is chosen only when its mean gain over the planner's
#: is this many standard errors above nothing.
MARGIN: Final = 2.0
#: A rollout that has not ended after this many moves is scored where it stands.
MAX_ROLLOUT_MOVES: Final = 5000

#: The steps it searches; the others (trading) are the planner's.
_SEARCHED: Final = frozenset(
    {Step.PLANT, Step.PLANT_RECEIVED, Step.OFFER, Step.DUEL_PLANT, Step.DUEL_DRAW}
)
#: The kinds of move it compares.
_CANDIDATES: Final = (Plant, Harvest, EndPlanting, Discard, LeaveOffer)


def determinize(v: PlayerView, rng: random.Random) -> GameState | None:
    """A complete state that agrees with everything ``v`` shows, the cards its seat
    cannot see dealt at random (from ``rng``) among the cards it has not seen: the other
    hands (of the sizes shown), the deck (of the size shown), the cards under each seat's
    coins and the cards boxed in the duel.  The deck is reshuffled, when it runs out, by a
    seed drawn from ``rng``.  None when the view shows standing offers (step 2) or when
    the unseen cards cannot fill the hidden places (a stacked deck that left cards out).
    """
    public = v.table
    cards = public.cards
    if v.offers and hides_kinds(public):
        return None
    kind_keys = public.kind_keys
    in_play = set(v.varieties)
    seen = v.card_ids
    removed: list[int] = []
    unseen: list[int] = []
    for card in range(len(cards)):
        if kind_keys[public.kind[card]] not in in_play:
            removed.append(card)
        elif card not in seen:
            unseen.append(card)
    rng.shuffle(unseen)
    seat = v.seat
    # The hand cards the standing offers give are seen: they stay in their givers' hands.
    offered: dict[int, list[int]] = {}
    face_up = set(v.face_up_ids)
    for offer in v.offers:
        if offer.seat != seat:
            given = [c for c in offer.gives if c not in face_up]
            offered.setdefault(offer.seat, []).extend(given)
    wanted = sum(size - len(offered.get(k, ())) for k, size in enumerate(v.hand_sizes) if k != seat)
    wanted += v.deck_size + sum(v.coins)
    boxed = len(unseen) - wanted
    if boxed < 0:
        return None
    table = Table(
        public.edition, public.rules, public.names, public.dealer, rng.getrandbits(31), None
    )
    at = 0
    players: list[Player] = []
    for k, name in enumerate(v.names):
        if k == seat:
            hand = v.hand_ids
        else:
            known = offered.get(k, [])
            size = v.hand_sizes[k] - len(known)
            dealt = unseen[at : at + size]
            at += size
            for card in known:
                dealt.insert(int(rng.random() * (len(dealt) + 1)), card)
            hand = tuple(dealt)
        coins = tuple(unseen[at : at + v.coins[k]])
        at += len(coins)
        players.append(
            Player((name, v.bought_field[k], cards), hand, v.field_ids[k], coins, v.aside_ids[k])
        )
    deck = tuple(unseen[at : at + v.deck_size])
    box = tuple(unseen[at + v.deck_size :])
    first = kind_keys.index(v.first_planted) if v.first_planted else -1
    ending = end_reached(v.exhaustions, v.end_exhaustions)
    return GameState(
        table,
        tuple(players),
        v.active,
        int(v.step),
        v.planted,
        v.discard_ids,
        v.face_up_ids,
        (deck, 0, v.exhaustions, ending),
        (v.turn, v.offer_ids, box, tuple(removed), v.owed_ids, v.ended_offers),
        first,
        v.offers,
    )


def _field_worth(field: tuple[int, ...], cards: Sequence[Card]) -> float:
    """What a field is worth on the way up its beanometer: the coins it sells for now,
    and half the way to its next step in proportion to the cards it already holds."""
    if not field:
        return 0.0
    meter = cards[field[-1]].beanometer
    size = len(field)
    now = meter.payout(size)
    low = size
    while low > 0 and meter.payout(low - 1) == now:
        low -= 1
    for more in range(size + 1, size + 13):
        if meter.payout(more) > now:
            return now + 0.5 * (size - low + 1) / (more - low + 1) * (meter.payout(more) - now)
    return float(now)


def _worth(state: GameState, seat: int) -> float:
    """A seat's coins and what its fields are worth (``_field_worth``)."""
    player = state.players[seat]
    cards = state.table.cards
    return len(player.coin_ids) + sum(_field_worth(f, cards) for f in player.field_ids)


def _score(state: GameState, seat: int) -> float:
    """A seat's worth less the mean worth of the others."""
    others = [_worth(state, k) for k in range(len(state.players)) if k != seat]
    return _worth(state, seat) - sum(others) / len(others)


def _rollout(
    state: GameState,
    seat: int,
    horizon: int,
    rng: random.Random,
    planner: PlannerBot,
    polled: int = -1,
) -> float:
    """Play on with the planner at every seat, each from its own view of the sampled
    state, ``horizon`` turns past the state's (to the end with 0), and score the position
    for ``seat``.  Trading as the harness plays it, cut short: in each step 2 every other
    player is asked once for an offer (not in the step 2 of turn ``polled``, already
    polled), the active player as often as the game waits for him; an offer is answered
    at once by its addressee's planner."""
    stop = state.rest[0] + horizon if horizon else -1
    duel = state.table.duel
    declined: set[Offer] = set()
    count = len(state.players)
    for _ in range(MAX_ROLLOUT_MOVES):
        step = state.step_id
        if step == OVER or state.rest[0] == stop:
            break
        if step == TRADE and not duel and polled != state.rest[0]:
            polled = state.rest[0]
            declined.clear()
            for k in range(1, count):
                other = (state.active + k) % count
                if state.step_id != TRADE:
                    break
                move = planner(view(state, other), seat_actions(state, other, declined), rng)
                if move is not None:
                    state = _settle(state, move, planner, declined, rng)
            continue
        waiting = state.to_move
        if not waiting:
            break
        mover = waiting[0] if len(waiting) == 1 else waiting[int(rng.random() * len(waiting))]
        move = planner(view(state, mover), seat_actions(state, mover, declined), rng)
        if move is None:
            try:
                move = greedy_move(state, rng, 0.0, mover)
            except IndexError:
                break
        state = _settle(state, move, planner, declined, rng)
    return _score(state, seat)


def _settle(
    state: GameState, move: Action, planner: PlannerBot, declined: set[Offer], rng: random.Random
) -> GameState:
    """Apply ``move``; an offer is answered at once by its addressee's planner."""
    state = apply(state, move)
    if not isinstance(move, Offer):
        return state
    to = move.to
    cards = meeting_cards(state, to, move.asks)
    decline = Decline(to, move.seat)
    answers: tuple[Action, ...] = (decline,)
    if cards is not None:
        accept = Accept(to, move.seat, cards)
        if check(state, accept) is None:
            answers = (accept, decline)
    choice = planner(view(state, to), answers, rng)
    if not isinstance(choice, Accept | Decline) or choice not in answers:
        choice = decline
    if choice == decline:
        declined.add(move)
    return apply(state, choice)


class SearchBot:
    """Determinized Monte-Carlo search from its seat's view (see the module): ``samples``
    determinizations per decision, rollouts of ``horizon`` turns (0: to the end) played by
    ``rollout`` (one of ``ROLLOUTS``); with ``trades`` (the default) it searches its offers
    and answers too.

    Raises:
        ValueError: ``samples`` below 1, ``horizon`` below 0, or an unknown ``rollout``.
    """

    __slots__ = ("_planner", "horizon", "name", "rollout", "samples", "searched", "trades")

    #: It makes offers, so the harness asks it in step 2.
    passive = False

    def __init__(
        self,
        samples: int = DEFAULT_SAMPLES,
        horizon: int = DEFAULT_HORIZON,
        trades: bool = True,
        rollout: str = DEFAULT_ROLLOUT,
    ) -> None:
        if type(samples) is not int or samples < 1:
            raise ValueError(f"samples is a whole number of at least 1, not {samples!r:.20}")
        if type(horizon) is not int or horizon < 0:
            raise ValueError(f"horizon is a whole number of turns, 0 or more, not {horizon!r:.20}")
        if rollout not in ROLLOUTS:
            raise ValueError(f"rollout is one of {', '.join(ROLLOUTS)}, not {rollout!r:.20}")
        self.samples = samples
        self.horizon = horizon
        self.trades = bool(trades)
        self.rollout: str = rollout
        #: ``search``, or ``search-ROLLOUT`` when its rollouts are not the default's.
        self.name = "search" if rollout == DEFAULT_ROLLOUT else f"search-{rollout}"
        #: How many decisions it has searched (rolled out two moves or more).
        self.searched = 0
        self._planner = PlannerBot()

    def __repr__(self) -> str:
        # The rollout is shown when it is not the default.
        rollout = "" if self.rollout == DEFAULT_ROLLOUT else f", rollout={self.rollout!r}"
        return (
            f"SearchBot(samples={self.samples}, horizon={self.horizon}, trades={self.trades}"
            f"{rollout})"
        )

    def __call__(
        self, view: PlayerView, moves: Sequence[Action], rng: random.Random
    ) -> Action | None:
        planned = self._planner(view, moves, rng)
        if view.table.duel or view.step is not Step.TRADE:
            if _answering(moves) or view.seat not in view.to_move or view.step not in _SEARCHED:
                return planned
            basic, _ = _split(moves)
            candidates: list[Action | None] = [m for m in basic if isinstance(m, _CANDIDATES)]
            if planned is not None and planned not in candidates:
                return planned
            if len(candidates) < 2:
                return planned if planned is not None else (candidates or list(moves))[0]
            return self._search(view, candidates, planned, rng, False)
        if not self.trades:
            return planned
        choices = trade_candidates(view, moves, planned)
        if len(choices) < 2:
            return planned
        return self._search(view, choices, planned, rng, True)

    def gains(
        self,
        view: PlayerView,
        candidates: Sequence[Action | None],
        base: int,
        rng: random.Random,
        trading: bool = False,
    ) -> list[list[float]]:
        """For each candidate (None: to pass), its rollout score less the base
        candidate's, sample by sample (the samples where either is illegal left out):
        ``samples`` determinizations of ``view`` drawn from ``rng``, every candidate
        rolled out from the same one with the same generator (with an in-core ``rollout``,
        the same ``playout`` seed); an offer is answered by its addressee's planner first.
        ``trading``: the planner's rollouts poll nobody for offers in the current step 2
        (its trading is what the candidates are; the core's rollouts never trade)."""
        seat = view.seat
        scores: list[list[float]] = [[] for _ in candidates]
        polled = view.turn if trading else -1
        rollout = rollout_for(self.rollout, view.table.duel)
        for _ in range(self.samples):
            state = determinize(view, rng)
            if state is None:
                break
            rollout_seed = rng.getrandbits(64)
            row: list[float | None] = []
            for move in candidates:
                if move is not None and check(state, move) is not None:
                    row.append(None)
                    continue
                dice = random.Random(rollout_seed)
                after = state if move is None else _settle(state, move, self._planner, set(), dice)
                if rollout == "planner":
                    row.append(_rollout(after, seat, self.horizon, dice, self._planner, polled))
                else:
                    final = playout(after, rollout_seed, rollout, self.horizon)
                    row.append(_score(final, seat))
            mine = row[base]
            if mine is None:
                continue
            for k, score in enumerate(row):
                if score is not None:
                    scores[k].append(score - mine)
        return scores

    def _search(
        self,
        view: PlayerView,
        candidates: Sequence[Action | None],
        planned: Action | None,
        rng: random.Random,
        trading: bool,
    ) -> Action | None:
        self.searched += 1
        base = candidates.index(planned) if planned in candidates else 0
        return candidates[_better(self.gains(view, candidates, base, rng, trading), base)]


#: At most this many candidates are compared in step 2 (the planner's move and passing
#: among them).
MAX_TRADE_CANDIDATES: Final = 6


def trade_candidates(
    v: PlayerView, moves: Sequence[Action], planned: Action | None
) -> list[Action | None]:
    """The moves it compares in step 2 (not in the duel), the planner's (``planned``)
    first, all of them among ``moves`` (None: to pass, when the game does not wait for
    it):

    * an answer to an offer: accepting it and declining it;
    * as the active player: keeping each face-up card, ending the step, and offering a
      face-up card it does not keep, for nothing, to each player whose field it grows;
    * as another player: passing, asking the active player for a face-up card that grows
      one of its fields (for nothing, or for one of its front hand cards that grows none
      of them), and giving the active player one of its front hand cards that grows none.

    A sale or a third field the planner chose is not compared (it is played)."""
    found: list[Action | None] = []

    def add(move: Action | None) -> None:
        if (
            move not in found
            and len(found) < MAX_TRADE_CANDIDATES
            and (move is None or move in moves)
        ):
            found.append(move)

    if _answering(moves):
        for move in moves:
            add(move)
        return found
    if planned is not None and not isinstance(planned, Offer | Keep | EndTrading):
        return [planned]
    seat = v.seat
    fields = v.fields_of(seat)
    active = v.active
    if seat not in v.to_move:
        add(planned)
        add(None)
        front = [c for c in v.hand[:3] if not grows(fields, c)]
        for key in dict.fromkeys(c.variety.key for c in v.face_up if grows(fields, c)):
            add(Offer(seat, active, (), (key,)))
            for card in front:
                add(Offer(seat, active, (card.id,), (key,)))
        for card in front:
            if grows(v.fields_of(active), card):
                add(Offer(seat, active, (card.id,), ()))
        return found
    if seat != active:
        return [planned] if planned is not None else []
    add(planned)
    basic, _ = _split(moves)
    for move in basic:
        if isinstance(move, Keep | EndTrading):
            add(move)
    for card in v.face_up:
        for to in range(len(v.names)):
            if to != seat and grows(v.fields_of(to), card):
                add(Offer(seat, to, (card.id,), ()))
    return found


def _better(gains: list[list[float]], base: int) -> int:
    """The candidate whose mean gain over the base move (paired, sample by sample) is the
    largest and at least one standard error above nothing; else the base move."""
    best, best_low = base, 0.0
    for k, diffs in enumerate(gains):
        n = len(diffs)
        if k == base or n < 2:
            continue
        mean = sum(diffs) / n
        spread = sum((d - mean) ** 2 for d in diffs) / (n - 1)
        low = mean - MARGIN * (spread / n) ** 0.5
        if low > best_low:
            best, best_low = k, low
    return best
