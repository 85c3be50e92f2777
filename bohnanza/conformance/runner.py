"""Random games in lockstep with another engine, compared move by move.

For each game the runner deals with the referee, sends the deal (and the deck before it)
to the engine and compares the engine's deal; at every decision point it asks the engine
for every seat's basic moves, asks about a sample of trades and of near misses the rules
refuse, plays one legal move drawn at random on both, sends the order of any new deck,
and compares the positions.  At the end it compares whether the game is over, the scores
and the winners.

Each disagreement is classed by what differs and the rule that decides it (its catalogue
clause, quoted; ``attribution``), with a minimal reproducer (a record for ``bohnanza
verify``), the rule options under which the referee agrees on every example of the class
(for example ``protection = planted-fields``) or the open point of the decision log it
fits.  After a disagreement about a position the engine is given the referee's position,
so one bug is counted where it happens and the game goes on.

An engine declares in ``hello`` what it cannot express (``compare.Model``: open offers,
offers that lapse, no keep, one seat at a time in step 3, no card identity); the runner
then neither plays such moves nor reports them.  Moves are compared by legality where the
referee lists one choice among equivalent ones (which cards accept an offer): a move the
engine lists that the referee does not list but allows is no disagreement.
"""

from __future__ import annotations

import contextlib
import json
import random
import time
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import attrs

from bohnanza.actions import Accept, Action, Decline, Withdraw
from bohnanza.chance import DeckOrders
from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.attribution import candidates, explain, grant_rule, rule, state_rule
from bohnanza.conformance.carry import Streak
from bohnanza.conformance.compare import (
    Model,
    compare_positions,
    equivalent,
    expressible,
    show_diff,
    step3_seat,
)
from bohnanza.conformance.openpoints import open_point, refusal_point
from bohnanza.conformance.probes import negotiation_sample, refused_sample
from bohnanza.conformance.protocol import STDERR_TAIL, EngineFailure, EngineProcess, seconds
from bohnanza.conformance.report import CHECKED, Finding, Key, Report
from bohnanza.conformance.split import causes, explains_part
from bohnanza.errors import BohnanzaError, InvalidSetupError
from bohnanza.listing import legal_actions
from bohnanza.notation import describe, read_move
from bohnanza.position import to_dict
from bohnanza.records import RecordResult, record_game
from bohnanza.referee import apply, check, outcome
from bohnanza.seat import offer_moves
from bohnanza.setup import new_game, variety_key
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState

__all__ = [
    "Finding",
    "Model",
    "Report",
    "compare_positions",
    "deck_before_deal",
    "game_line",
    "new_deck",
    "run",
]

Json = dict[str, Any]
Readings = tuple[tuple[str, object], ...]
#: Given the readings to try (None: every one), those under which the referee agrees.
Explainer = Callable[[Sequence[tuple[str, object]] | None], Readings]

_ANSWERS = (Accept, Decline, Withdraw)


def deck_before_deal(state: GameState) -> list[int]:
    """The deck the deal of ``state`` (a game just set up) was dealt from, top card first:
    the deal undone, by the game's own deal order."""
    rules = state.table.rules
    n = len(state.players)
    starter = (state.table.dealer + 1) % n
    order = [(starter + k) % n for k in range(n)]
    hands = [p.hand_ids for p in state.players]
    sequence: list[tuple[int, int]] = []
    if rules.deal_order == "packets":
        sequence = [(seat, k) for seat in order for k in range(len(hands[seat]))]
    else:
        for k in range(max(len(h) for h in hands)):
            sequence += [(seat, k) for seat in order if k < len(hands[seat])]
    return [hands[seat][k] for seat, k in sequence] + list(state.stack_ids)


def _reproducer(state: GameState, moves: Sequence[Action], claim: Json | None = None) -> Json:
    record = record_game(state, moves, exact=True)
    if claim is not None:
        record = attrs.evolve(
            record, result=RecordResult(tuple(claim["scores"]), tuple(claim["winners"]))
        )
    data: Json = json.loads(record.to_json())
    return data


def _varieties(state: GameState, ids: Sequence[int]) -> list[str]:
    cards = state.table.cards
    return [cards[c].variety.key for c in ids]


def _cause(diffs: Sequence[str]) -> str:
    """The parts that differ, without seat numbers: one cause per class."""
    return ", ".join(sorted({d.split(".")[-1].split("[")[0] for d in diffs}))


def new_deck(before: GameState, after: GameState) -> list[Json]:
    if after.stack_ids is before.stack_ids or after.stack_ids == before.stack_ids:
        return []
    if after.exhaustions == 0:
        return []
    cards = after.table.cards
    return [
        {
            "exhaustion": after.exhaustions,
            "deck": list(after.stack_ids),
            "varieties": [cards[c].variety.key for c in after.stack_ids],
        }
    ]


def _numbers(value: object, name: str) -> list[int]:
    if not isinstance(value, list) or any(type(v) is not int for v in value):
        raise EngineFailure("garbage", f"state: {name} is not an array of whole numbers")
    return value


#: The parts of a move in the notation that name cards, and the move's matching field.
_CARD_PARTS = {"card": "card", "give": "gives", "take": "takes", "cards": "cards"}


def _refs(item: dict[str, Any]) -> list[tuple[str, object]]:
    out: list[tuple[str, object]] = []
    for part in _CARD_PARTS:
        value = item.get(part)
        if part == "card" and value is not None:
            out.append((part, value))
        elif isinstance(value, list):
            out += [(part, v) for v in value]
    return out


def _strict(state: GameState, item: object, move: Action, what: str) -> None:
    """Refuse a card the engine names incompletely or two ways that disagree: a zone
    without its place (``{"from": "set-aside", "variety": "stink"}``), a place without
    its zone, an id, a place and a variety that are not the same card.  The notation
    would read a zone without a place as its first card: the runner never guesses."""
    if not isinstance(item, dict):
        return
    cards = state.table.cards
    for _, ref in _refs(item):
        if not isinstance(ref, dict):
            continue
        shown = json.dumps(ref)[:160]
        if ("from" in ref) != ("index" in ref):
            missing = "its place (index)" if "from" in ref else "its zone (from)"
            raise EngineFailure("garbage", f"{what}: a card named without {missing}: {shown}")
    named = {part: getattr(move, attr, None) for part, attr in _CARD_PARTS.items()}
    for part, value in named.items():
        ids = (value,) if isinstance(value, int) else value if isinstance(value, tuple) else ()
        given = item.get(part)
        refs = [given] if part == "card" else given if isinstance(given, list) else []
        if part == "card" and isinstance(given, str):
            continue
        flat = [r for r in refs if isinstance(r, dict) for _ in range(_count(r))]
        for ref, card in zip(flat, ids, strict=False):
            if "variety" in ref and ("id" in ref or "from" in ref):
                try:
                    key = variety_key(ref["variety"])
                except BohnanzaError:
                    key = None
                if key != cards[card].variety.key:
                    raise EngineFailure(
                        "garbage",
                        f"{what}: a card named two ways that are not one card (the variety is "
                        f"not that of card {card}, {cards[card].variety.key}): "
                        f"{json.dumps(ref)[:160]}",
                    )
    if any(isinstance(r, dict) and "id" in r and "from" in r for _, r in _refs(item)):
        by_place = _without_ids(item)
        try:
            other = read_move(state, by_place)  # type: ignore[arg-type]
        except BohnanzaError:
            other = None
        if other != move:
            raise EngineFailure(
                "garbage",
                f"{what}: a card named two ways that are not one card (its id is "
                "not the card at its place)",
            )


def _without_ids(item: object) -> object:
    if isinstance(item, list):
        return [_without_ids(v) for v in item]
    if isinstance(item, dict):
        return {k: _without_ids(v) for k, v in item.items() if k != "id"}
    return item


def _count(ref: dict[str, Any]) -> int:
    count = ref.get("count", 1)
    return count if type(count) is int and 1 <= count <= 200 else 1


def _engine_move(state: GameState, item: object, what: str) -> Action:
    """The referee's move for a move the engine wrote; anything the notation cannot read,
    or a card named incompletely or ambiguously, is the engine's protocol failure (with
    the engine's own text), never the runner's crash and never a guess."""
    if not isinstance(item, str | dict):
        raise EngineFailure("garbage", f"{what}: a move is a text or an object")
    shown = (item if isinstance(item, str) else json.dumps(item))[:300]
    try:
        move = read_move(state, item)
    except BohnanzaError as exc:
        raise EngineFailure("garbage", f"{what}: {str(exc)[:200]} in {shown}") from None
    except (ValueError, TypeError, RecursionError) as exc:
        raise EngineFailure(
            "garbage", f"{what}: {type(exc).__name__}: {str(exc)[:200]} in {shown}"
        ) from None
    try:
        _strict(state, item, move, what)
    except EngineFailure as failure:
        raise EngineFailure("garbage", f"{failure.detail} in {shown}") from None
    return move


def _open_answer(state: GameState, move: Action, found: str | None) -> str | None:
    """The clause an answer to an open offer breaks, or None when open offers allow it.

    An open offer stands for anyone: a seat may decline it or take it, whoever it was made
    to.  A decline or a withdrawal moves nothing, so it is right whenever the offer
    stands.  Taking it makes a trade (a donation, when it asks nothing) between the
    offerer and the taker: right if one of them is the active player, else a break of
    ``trade.parties`` (of ``donate.to-active`` for a donation)."""
    offerer = move.seat if isinstance(move, Withdraw) else getattr(move, "offerer", -1)
    standing = [o for o in state.offers if o.seat == offerer]
    if not standing:
        return found  # no offer from that seat at all: the referee's own refusal
    if isinstance(move, Decline | Withdraw):
        return None
    if state.active in (move.seat, offerer):
        return None
    offer = next((o for o in standing if o.to == move.seat), standing[0])
    if not offer.asks and not offer.ask_coins:
        return rule(state, ("donate.to-active",))
    return rule(state, ("trade.parties",))


def _winners(state: GameState) -> list[int]:
    found = outcome(state)
    return [] if found is None else sorted(found.winners)


# ---------------------------------------------------------------------------------------
# The moves played.


def _seat_move(state: GameState, rng: random.Random, trades: float, model: Model) -> Action:
    waiting = state.to_move
    # Step 3 waits for every seat with cards set aside; a Ladybohn baby owed in step 2
    # (001/lady.baby-trade) waits for its receiver, who may not be the active player.
    if state.step_id == PLANT_RECEIVED and model.step3 == "one-seat":
        seat = step3_seat(state)
    elif state.step_id == PLANT_RECEIVED or state.owed_ids:
        seat = waiting[rng.randrange(len(waiting))]
    else:
        seat = state.active
    if state.step_id == TRADE and rng.random() < trades:
        if rng.random() < 0.5 and model.offers != "none":
            # A standing offer (Offer; its answers are basic moves): by a seat drawn at
            # random, from the offers the seats' views list, by variety and count.
            offerer = rng.randrange(len(state.players))
            offers = offer_moves(state, offerer, state.table.kind_keys)
            if offers:
                return offers[rng.randrange(len(offers))]
        sample = negotiation_sample(state, rng, 1)
        if sample:
            return sample[0]
    moves = [m for m in legal_actions(state, seat).basic if expressible(state, m, model)]
    return moves[rng.randrange(len(moves))]


def _setup(
    edition_name: str,
    players: int,
    seed: int,
    options: Mapping[str, object],
    variants: Sequence[str],
    shuffle: DeckOrders | None = None,
) -> GameState:
    given: dict[str, Any] = dict(options)
    return new_game(
        edition_name, players, seed=seed, variants=tuple(variants), shuffle=shuffle, **given
    )


def game_line(
    edition_name: str,
    players: int,
    seed: int,
    trades: float = 0.2,
    max_moves: int = 5_000,
    *,
    options: Mapping[str, object] | None = None,
    variants: Sequence[str] = (),
    model: Model | None = None,
) -> list[GameState]:
    """The states of the game the runner plays from ``seed`` (without any engine)."""
    model = model or Model()
    rng = random.Random(seed)
    state = _setup(edition_name, players, seed, options or {}, variants)
    states = [state]
    for _ in range(max_moves):
        if state.is_over:
            break
        state = apply(state, _seat_move(state, rng, trades, model))
        states.append(state)
    return states


# ---------------------------------------------------------------------------------------
# One game.


class _Game:
    def __init__(
        self, engine: EngineProcess, report: Report, number: int, deadline: float, model: Model
    ) -> None:
        self.engine = engine
        self.report = report
        self.number = number
        self.deadline = deadline
        self.model = model
        self.found = 0
        self.refused_now: set[Action] = set()
        self.over: list[tuple[str, int]] = []
        #: A difference carried on from move to move (one cause).
        self.streak = Streak(model)

    def ask(self, message: Json, refusal: bool = False) -> Json:
        return self.engine.request(message, self.deadline, refusal=refusal)

    def add(
        self,
        finding: Finding,
        reproducer: Callable[[], Json | None] = lambda: None,
        explainer: Explainer | None = None,
    ) -> None:
        """Count a disagreement.  The reproducer is made for the first of its class; the
        readings that explain it are found on the first example and checked again on
        each later one (up to ``CHECKED``; a difference carried on from the move before
        is not another example): an explanation holds for every example, and is taken
        only on ``report.CONFIRMED`` of them."""
        self.found += 1
        report = self.report
        key: Key = finding.key
        if key not in report.examples:
            with contextlib.suppress(BohnanzaError):
                finding = attrs.evolve(finding, reproducer=reproducer())
            report.readings[key] = list(explainer(None)) if explainer else None
            report.checked[key] = 1
        elif not finding.carried:
            # (A difference carried on from the move before is the same example again:
            # it is not counted as another one.)
            kept = report.readings.get(key)
            if kept and report.checked[key] < CHECKED:
                report.readings[key] = list(explainer(kept)) if explainer else []
                report.checked[key] += 1
        report.add(finding)

    def deal(self, state: GameState, setup: Callable[..., GameState]) -> None:
        """The engine's deal against the referee's."""
        answer = self.ask({"cmd": "state"})
        theirs = answer.get("position")
        mine = to_dict(state)
        diffs = compare_positions(mine, theirs, self.model)
        self.streak.clear()
        if not diffs:
            return
        deck = deck_before_deal(state)

        def agrees(among: Sequence[tuple[str, object]] | None) -> Readings:
            found = []
            for name, value in among if among is not None else candidates():
                if name not in ("deal_order", "dealer"):
                    continue
                try:
                    alt = setup(shuffle=DeckOrders(deal=tuple(deck)), **{name: value})
                except BohnanzaError:
                    continue
                changed = getattr(alt.table.rules, name) != getattr(state.table.rules, name)
                if changed and not compare_positions(to_dict(alt), theirs, self.model):
                    found.append((name, value))
            return tuple(found)

        other: Json = theirs if isinstance(theirs, dict) else {}
        finding = Finding(
            "deal",
            rule(state, ("setup.deal", "players.6-7.deal")),
            "",
            f"after the deal: {', '.join(diffs[:6])} differ"
            f"{show_diff(mine, other, diffs, self.model)}",
            self.number,
            _cause(diffs),
        )
        self.add(
            self.streak.carry(finding, mine, other, diffs),
            # The deal alone, its deck stacked by variety (top card first): the deck the
            # engine was given to deal from.
            lambda: json.loads(
                record_game(setup(None, deck=_varieties(state, deck)), ()).to_json()
            ),
            agrees,
        )
        self.ask({"cmd": "set_position", "position": mine})

    def moves(self, state: GameState) -> None:
        """The engine's basic moves of every seat against the referee's."""
        answer = self.ask({"cmd": "moves"})
        listed = answer.get("moves")
        if not isinstance(listed, list):
            raise EngineFailure("garbage", "moves: no array of moves")
        model = self.model
        anonymous = not model.card_identity
        if anonymous:
            # Without card identity an id the engine sends is ignored, as in positions.
            listed = [_without_ids(item) for item in listed]
        theirs = {_engine_move(state, item, "moves") for item in listed}
        mine = {m for m in legal_actions(state).basic if expressible(state, m, model)}
        self.refused_now = set()
        for move in sorted(theirs - mine, key=str):
            if not expressible(state, move, model) and check(state, move) is None:
                continue
            self._allows(state, move)
        same = {equivalent(state, m, anonymous) for m in theirs}
        for move in sorted(mine - theirs, key=str):
            if equivalent(state, move, anonymous) not in same:
                self._refuses(state, move)

    def _allows(self, state: GameState, move: Action) -> None:
        refusal = check(state, move)
        if refusal is None:
            return  # legal: a choice the referee's listing does not spell out
        found = getattr(refusal, "rule", None)
        if self.model.offers == "open" and isinstance(move, _ANSWERS):
            found = _open_answer(state, move, found)
            if found is None:
                return  # right under open offers: the runner does not report it
        self.add(
            Finding(
                "allows",
                found,
                type(move).__name__,
                f"{move} in a position at turn {state.turn}, step {state.step.name.lower()}",
                self.number,
            ),
            lambda: _reproducer(state, [move]),
            lambda among: explain(state, lambda alt: check(alt, move) is None, among),
        )

    def _refuses(self, state: GameState, move: Action, said: object = None) -> None:
        if move in self.refused_now:
            return
        self.refused_now.add(move)
        cited = f" (the engine cites {said[:80]})" if isinstance(said, str) else ""
        self.add(
            Finding(
                "refuses",
                grant_rule(state, move),
                type(move).__name__,
                f"{move} at turn {state.turn}, step {state.step.name.lower()}{cited}",
                self.number,
                decision=refusal_point(state, move),
            ),
            lambda: _reproducer(state, [move]),
            lambda among: explain(state, lambda alt: check(alt, move) is not None, among),
        )

    def probe(self, state: GameState, moves: Sequence[Action]) -> None:
        moves = [m for m in moves if expressible(state, m, self.model)]
        if not moves:
            return
        answer = self.ask({"cmd": "check", "moves": [describe(state, m) for m in moves]})
        verdicts = answer.get("verdicts")
        if not isinstance(verdicts, list) or len(verdicts) != len(moves):
            raise EngineFailure("garbage", "check: no verdict for each move")
        for move, verdict in zip(moves, verdicts, strict=True):
            legal = verdict.get("legal") if isinstance(verdict, dict) else None
            if not isinstance(legal, bool):
                raise EngineFailure("garbage", "check: a verdict without a true/false 'legal'")
            mine = check(state, move) is None
            if legal and not mine:
                self._allows(state, move)
            elif mine and not legal:
                self._refuses(state, move, verdict.get("rule"))

    def step(self, before: GameState, move: Action) -> GameState:
        after = apply(before, move)
        mine = to_dict(after)
        answer = self.ask(
            {
                "cmd": "apply",
                "move": describe(before, move),
                "reshuffles": new_deck(before, after),
            },
            refusal=True,
        )
        if answer.get("ok") is not True:
            # The engine refuses the move played: counted as a refusal (once), and the
            # game goes on from the referee's position.
            self.streak.clear()
            self._refuses(before, move, answer.get("error"))
            self.ask({"cmd": "set_position", "position": mine})
            return after
        theirs = answer.get("position")
        diffs = compare_positions(mine, theirs, self.model)
        if diffs and move in self.refused_now:
            # The engine said it refuses this move and played it so: the same refusal.
            self.streak.clear()
            self.ask({"cmd": "set_position", "position": mine})
            return after
        if not diffs:
            self.streak.clear()
        else:
            assert isinstance(theirs, dict) or diffs == ["position"]
            other: Json = theirs if isinstance(theirs, dict) else {}
            kind = "over" if after.is_over != (other.get("step") == "over") else "state"
            if kind == "over":
                self.over.append((kind, self.number))
            model = self.model
            point = open_point(before, move, after, other, model)
            # Two breaks in one move are two findings, each under its own clause (an open
            # point's reading is one difference as a whole).
            parts = [diffs]
            if kind == "state" and point is None:
                parts = causes(before, move, after, diffs, mine, other, model)
            findings: list[tuple[Finding, Sequence[str]]] = [
                (
                    Finding(
                        kind,
                        state_rule(before, move, after, part, other),
                        type(move).__name__,
                        f"after {move}: {', '.join(part[:6])} differ"
                        f"{show_diff(mine, other, part, model)}",
                        self.number,
                        _cause(part),
                        point,
                    ),
                    part,
                )
                for part in parts
            ]
            if kind == "state":
                findings = self.streak.carry_all(findings, mine, other)
            else:
                self.streak.clear()
            for finding, part in findings:
                self.add(
                    finding,
                    lambda: _reproducer(before, [move]),
                    self._explainer(before, move, other, diffs, part),
                )
            # The engine goes on from the referee's position: one bug, counted once here.
            self.ask({"cmd": "set_position", "position": mine})
        return after

    def _explainer(
        self, before: GameState, move: Action, theirs: Json, diffs: list[str], part: Sequence[str]
    ) -> Explainer:
        """The readings under which the referee's position after ``move`` is the engine's
        (for one cause of a split difference: in its parts, and nowhere else new)."""
        model = self.model
        if list(part) == list(diffs):
            return lambda among: explain(
                before,
                lambda alt: not compare_positions(to_dict(apply(alt, move)), theirs, model),
                among,
            )
        return lambda among: explain(
            before,
            lambda alt: explains_part(to_dict(apply(alt, move)), theirs, diffs, part, model),
            among,
        )

    def end(self, final: GameState) -> None:
        answer = self.ask({"cmd": "state"})
        result = outcome(final)
        assert result is not None
        if answer.get("over") is not True:
            if any(key[0] == "over" for key in self.over):
                return  # the same bug, counted where the engine played on
            self.add(
                Finding(
                    "over",
                    rule(final, ("duel.end",) if final.table.duel else ("end.exhaustion",)),
                    "",
                    "the referee's game is over; the engine's is not",
                    self.number,
                ),
                lambda: _reproducer(final, []),
            )
            return
        scores = _numbers(answer.get("scores"), "scores")
        winners = _numbers(answer.get("winners"), "winners")
        claim = {"scores": scores, "winners": winners}
        if scores != list(result.scores):
            self.add(
                Finding(
                    "scores",
                    rule(final, ("end.scoring",)),
                    "",
                    f"scores {scores}, the referee's {list(result.scores)}",
                    self.number,
                ),
                lambda: _reproducer(final, [], claim),
            )
        elif sorted(winners) != sorted(result.winners):
            self.add(
                Finding(
                    "winners",
                    rule(final, ("end.tie-break", "end.scoring")),
                    "",
                    f"winners {winners}, the referee's {list(result.winners)} "
                    f"(scores {list(result.scores)})",
                    self.number,
                ),
                lambda: _reproducer(final, [], claim),
                lambda among: explain(final, lambda alt: _winners(alt) == sorted(winners), among),
            )


# ---------------------------------------------------------------------------------------
# The run.


def run(
    command: str,
    *,
    edition_name: str = "rio-grande-2000",
    players: int = 4,
    games: int = 10,
    seed: int = 1,
    trades: float = 0.2,
    probes: int = 4,
    timeout: float = 10.0,
    game_timeout: float = 120.0,
    max_moves: int = 5_000,
    options: Mapping[str, object] | None = None,
    variants: Sequence[str] = (),
) -> Report:
    """Play ``games`` random games in lockstep with the engine ``command`` and report.

    Game k is dealt from seed ``seed + k``, under the preset's rules with ``options`` and
    ``variants``; the moves are drawn from ``random.Random(seed + k)``.  Each request
    waits at most ``timeout`` seconds and each game at most ``game_timeout``; an engine
    that hangs, crashes or answers garbage is reported for that game and started again
    for the next.

    Raises:
        InvalidSetupError: the edition, player count, options or variants do not set up
            a game, or a timeout is not a finite number of seconds above 0.
    """
    options = dict(options or {})
    for value, what in ((timeout, "--timeout"), (game_timeout, "--game-timeout")):
        try:
            seconds(value, what)
        except ValueError as exc:
            raise InvalidSetupError(str(exc)) from None
    _setup(edition_name, players, seed, options, variants)  # a bad setup fails first
    report = Report(command, edition_name, players, options, tuple(variants))
    started = time.perf_counter()
    engine: EngineProcess | None = None
    model = Model()
    try:
        for k in range(games):
            report.games += 1
            try:
                if engine is None:
                    engine = EngineProcess(command, timeout)
                    model = _hello(engine, report, timeout)
                _one_game(engine, report, model, k, edition_name, players, seed, trades, probes,
                          game_timeout, max_moves, options, variants)  # fmt: skip
            except EngineFailure as failure:
                report.add(Finding(failure.kind, None, "", failure.detail, k))
                if engine is not None:
                    _close(engine, report)
                engine = None
    finally:
        # However the run ends (an interruption included), the engine and all it started
        # end with it.
        if engine is not None:
            _close(engine, report)
    report.seconds = time.perf_counter() - started
    return report


def _hello(engine: EngineProcess, report: Report, timeout: float) -> Model:
    """The engine's model, from its answer to ``hello``."""
    # Starting an engine may take longer than answering a move.
    hello = engine.request({"cmd": "hello", "protocol": PROTOCOL}, timeout=max(timeout, 30))
    try:
        model = Model.read(hello.get("model"))
    except (ValueError, TypeError) as exc:
        raise EngineFailure("garbage", f"hello: {exc}") from None
    report.model = model.declared()
    return model


def _close(engine: EngineProcess, report: Report) -> None:
    """End the engine; count its requests and keep the end of its error output."""
    report.requests += engine.requests
    engine.close()
    if engine.stderr_bytes:
        report.stderr_bytes += engine.stderr_bytes
        report.stderr_tail = engine.stderr_tail(STDERR_TAIL)


def _one_game(
    engine: EngineProcess,
    report: Report,
    model: Model,
    k: int,
    edition_name: str,
    players: int,
    seed: int,
    trades: float,
    probes: int,
    game_timeout: float,
    max_moves: int,
    options: dict[str, object],
    variants: Sequence[str],
) -> None:
    rng = random.Random(seed + k)
    # The questions draw from a generator of their own: the moves played depend on the
    # seed alone (``game_line`` replays them without an engine).
    asking = random.Random(f"probes/{seed + k}")
    state = _setup(edition_name, players, seed + k, options, variants)
    game = _Game(engine, report, k, time.monotonic() + game_timeout, model)

    def setup(shuffle: DeckOrders | None, **more: object) -> GameState:
        return _setup(edition_name, players, seed + k, {**options, **more}, variants, shuffle)

    game.ask({"cmd": "new_game", "position": to_dict(state), "deck": deck_before_deal(state)})
    game.deal(state, setup)
    for _ in range(max_moves):
        report.decisions += 1
        game.moves(state)
        asked = refused_sample(state, asking, probes) if probes else []
        if probes and state.step_id == TRADE:
            asked += negotiation_sample(state, asking, 2)
        game.probe(state, asked)
        if state.is_over:
            break
        state = game.step(state, _seat_move(state, rng, trades, model))
    if state.is_over:  # (not when max_moves cut the game short)
        game.end(state)
    if not game.found:
        report.games_agreed += 1
