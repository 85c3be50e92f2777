"""Random games in lockstep with another engine, compared move by move.

For each game the runner deals with the referee, sends the deal to the engine, and at
every decision point asks the engine for every seat's basic moves, asks it about a sample
of trades and of near misses the rules refuse, plays one legal move drawn at random on
both, sends the order of any new deck, and compares the positions.  At the end it
compares whether the game is over, the scores and the winners.  Each disagreement is
classed by what differs and the rule that decides it (its catalogue clause, quoted), with
a minimal reproducer (a record of one move from the exact position, for
``bohnanza verify``) and the rule options under which the referee would agree (for
example ``protection = planted-fields``).  After a disagreement about a position the
engine is given the referee's position, so one bug is counted where it happens and the
game goes on.
"""

from __future__ import annotations

import json
import random
import time
from collections.abc import Callable, Sequence
from typing import Any

import attrs

from bohnanza import __version__
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
from bohnanza.catalogue import clause
from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.probes import negotiation_sample, refused_sample
from bohnanza.conformance.protocol import EngineFailure, EngineProcess
from bohnanza.editions import OPTION_VALUES, edition, editions
from bohnanza.errors import BohnanzaError
from bohnanza.listing import legal_actions
from bohnanza.notation import describe, read_move
from bohnanza.position import from_dict, to_dict
from bohnanza.records import RecordResult, record_game
from bohnanza.referee import apply, check, outcome
from bohnanza.seat import offer_moves
from bohnanza.setup import new_game
from bohnanza.state import PLANT_RECEIVED, TRADE, GameState

__all__ = ["Finding", "Report", "compare_positions", "game_line", "run"]

Json = dict[str, Any]

#: What a class of disagreement says, by kind.
KINDS = {
    "allows": "the engine allows a move the referee refuses",
    "refuses": "the engine refuses a move the referee allows",
    "state": "the position after a move differs",
    "over": "the engine and the referee differ on whether the game is over",
    "scores": "the final scores differ",
    "winners": "the winners differ",
    "hung": "the engine did not answer in time",
    "crashed": "the engine's process ended or closed its pipe",
    "garbage": "the engine answered something that is not the protocol",
    "error": "the engine answered an error",
}

#: The clause that decides a move of each kind when the engine refuses a legal one.
_KIND_RULES: dict[type, tuple[str, ...]] = {
    Plant: ("step1.front-card", "step3.plant-all", "duel.step2"),
    EndPlanting: ("step1.second-card", "duel.step2"),
    Harvest: ("harvest.any-time", "harvest.choice"),
    BuyField: ("field3.any-time", "field3.cost"),
    Keep: ("step2.keep",),
    Trade: ("trade.parties", "step2.trade-donate"),
    Donate: ("donate.to-active", "step2.trade-donate"),
    EndTrading: ("step2.end",),
    Discard: ("duel.step1", "duel.step2"),
    LeaveOffer: ("duel.step3.offer",),
    Offer: ("trade.parties", "step2.trade-donate"),
    Accept: ("trade.parties", "step2.trade-donate"),
    Decline: ("trade.parties", "step2.trade-donate"),
    Withdraw: ("trade.parties", "step2.trade-donate"),
}

#: The top-level fields of a position that the runner compares (cards by id).
_COMPARED = ("active", "step", "exhaustions", "ending", "deck", "discard", "face_up", "offer")
_OPTIONAL_COMPARED = ("planted", "turn", "box", "offers")
_SEAT_COMPARED = ("hand", "fields", "coins", "set_aside", "bought_field")


def _ids(value: object) -> object:
    """Cards as their ids (an engine may add fields of its own to a card)."""
    if isinstance(value, list):
        return [_ids(v) for v in value]
    if isinstance(value, dict) and "id" in value:
        return value["id"]
    return value


def compare_positions(mine: Json, theirs: object) -> list[str]:
    """The fields where the engine's position differs from the referee's (``seats[1].coins``)."""
    if not isinstance(theirs, dict):
        return ["position"]
    if mine == theirs:
        return []
    diffs = [f for f in _COMPARED if _ids(mine.get(f)) != _ids(theirs.get(f))]
    diffs += [f for f in _OPTIONAL_COMPARED if f in theirs and _ids(mine.get(f)) != _ids(theirs[f])]
    seats = theirs.get("seats")
    if not isinstance(seats, list) or len(seats) != len(mine["seats"]):
        return [*diffs, "seats"]
    for k, (a, b) in enumerate(zip(mine["seats"], seats, strict=True)):
        if not isinstance(b, dict):
            diffs.append(f"seats[{k}]")
            continue
        diffs += [f"seats[{k}].{f}" for f in _SEAT_COMPARED if _ids(a.get(f)) != _ids(b.get(f))]
    return diffs


@attrs.frozen
class Finding:
    """One disagreement: its class (``kind``, ``rule``, ``move``), what differs and how to
    see it again."""

    kind: str
    rule: str | None
    move: str
    detail: str
    game: int
    reproducer: Json | None = attrs.field(default=None, eq=False)
    explained_by: tuple[str, ...] = ()

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.kind, self.rule or "", self.move)


@attrs.define
class Report:
    """What a run found: per class, its count and its first example."""

    engine: str
    edition: str
    players: int
    games: int = 0
    games_agreed: int = 0
    decisions: int = 0
    requests: int = 0
    seconds: float = 0.0
    counts: dict[tuple[str, str, str], int] = attrs.Factory(dict)
    examples: dict[tuple[str, str, str], Finding] = attrs.Factory(dict)

    def add(self, finding: Finding) -> None:
        self.counts[finding.key] = self.counts.get(finding.key, 0) + 1
        self.examples.setdefault(finding.key, finding)

    @property
    def disagreements(self) -> int:
        return sum(self.counts.values())

    def rules(self) -> set[str]:
        """The rule ids of every class found."""
        return {rule for _, rule, _ in self.counts if rule}

    def to_json(self) -> Json:
        classes = []
        for key, count in sorted(self.counts.items(), key=lambda kv: -kv[1]):
            example = self.examples[key]
            found = clause(example.rule) if example.rule else None
            classes.append(
                {
                    "kind": key[0],
                    "what": KINDS[key[0]],
                    "rule": key[1] or None,
                    "quote": found.quote if found else None,
                    "source": f"{found.rulebook}, {found.section}" if found else None,
                    "move": key[2] or None,
                    "count": count,
                    "example": {"game": example.game, "detail": example.detail},
                    "explained_by": list(example.explained_by),
                    "reproducer": example.reproducer,
                }
            )
        return {
            "format": "bohnanza-conformance-report",
            "version": 1,
            "referee": f"bohnanza {__version__}",
            "protocol": PROTOCOL,
            "engine": self.engine,
            "edition": self.edition,
            "players": self.players,
            "games": self.games,
            "games_agreed": self.games_agreed,
            "decision_points": self.decisions,
            "requests": self.requests,
            "seconds": round(self.seconds, 3),
            "decision_points_per_second": round(self.decisions / self.seconds, 1)
            if self.seconds
            else None,
            "disagreements": self.disagreements,
            "classes": classes,
        }

    def text(self, reproducers: dict[tuple[str, str, str], str] | None = None) -> str:
        data = self.to_json()
        rate = data["decision_points_per_second"]
        lines = [
            f"conformance: {self.engine!r} against bohnanza {__version__} "
            f"({self.edition}, {self.players} players)",
            f"{self.games} games, {self.decisions:,} decision points, {self.requests:,} "
            f"requests in {self.seconds:.1f} s ({rate} decision points/s)",
            f"{self.games_agreed} of {self.games} games without disagreement; "
            f"{self.disagreements} disagreements in {len(self.counts)} classes",
        ]
        for entry in data["classes"]:
            rule = entry["rule"] or "-"
            move = f" ({entry['move']})" if entry["move"] else ""
            lines.append("")
            lines.append(f"[{entry['count']}x] {entry['what']}{move}: {rule}")
            if entry["quote"]:
                lines.append(f'    "{entry["quote"]}" ({entry["source"]})')
            lines.append(
                f"    first in game {entry['example']['game']}: {entry['example']['detail']}"
            )
            if entry["explained_by"]:
                lines.append("    the referee agrees under: " + "; ".join(entry["explained_by"]))
            elif entry["kind"] in ("allows", "refuses", "state", "winners", "scores", "over"):
                lines.append("    no single rule option of the referee explains it")
            key = (entry["kind"], entry["rule"] or "", entry["move"] or "")
            if reproducers and key in reproducers:
                lines.append(f"    reproducer: bohnanza verify {reproducers[key]}")
        return "\n".join(lines)


# ---------------------------------------------------------------------------------------
# Attribution: the rule that decides a disagreement, and the options that explain it.


def _rule(state: GameState, keys: Sequence[str]) -> str | None:
    book = state.table.rulebook
    for key in keys:
        if clause(f"{book}/{key}") is not None:
            return f"{book}/{key}"
    return f"{book}/{keys[0]}" if keys else None


def _refusal_rule(state: GameState, move: Action) -> str | None:
    error = check(state, move)
    return getattr(error, "rule", None)


def _state_rule(before: GameState, move: Action, after: GameState, diffs: list[str]) -> str | None:
    fields = {d.split(".")[-1] for d in diffs} | {d.split("[")[0] for d in diffs}
    duel = before.table.duel
    if after.is_over and "step" in fields:
        return _rule(before, ("duel.end",) if duel else ("end.exhaustion",))
    if after.ending and not before.ending:
        if after.step_id == TRADE or "face_up" in fields:
            return _rule(before, ("duel.end", "end.step2") if duel else ("end.step2",))
        return _rule(before, ("duel.end", "end.step4") if duel else ("end.step4",))
    if after.is_over:
        return _rule(before, ("end.scoring",))
    if isinstance(move, Harvest) and fields & {"coins", "discard", "deck"}:
        field = before.players[move.seat].field_ids[move.field]
        if field and field[-1] == before.table.garden_miss:
            # Ladybohn: the Gartenbohne miss on top pays off the discard pile and the deck.
            return _rule(before, ("harvest.garden-miss",))
        return _rule(before, ("harvest.coins",))
    if isinstance(move, Plant) and move.steps:
        # Ladybohn: a baby planted on a field with a miss moved her up.
        return _rule(before, ("lady.miss-move",))
    if fields & {"deck", "exhaustions"}:
        return _rule(before, ("deck.reshuffle",))
    if fields & {"active", "step", "turn"}:
        return _rule(before, ("turn.next-player", "duel.turn"))
    return _rule(before, _KIND_RULES.get(type(move), ()))


def _variants(state: GameState) -> list[tuple[str, object, GameState]]:
    """The same position under each other reading of each rule option."""
    doc = to_dict(state)
    out: list[tuple[str, object, GameState]] = []
    for name, values in OPTION_VALUES.items():
        for value in values:
            if doc["options"].get(name) == value:
                continue
            changed = {**doc, "options": {**doc["options"], name: value}}
            try:
                out.append((name, value, from_dict(changed)))
            except BohnanzaError:
                continue
    return out


def _presets_with(name: str, value: object, players: int) -> list[str]:
    found = []
    for preset in editions():
        ed = edition(preset)
        if players in ed.player_counts and getattr(ed.rules(players), name) == value:
            found.append(preset)
    return found


def _explain(state: GameState, agrees: Callable[[GameState], bool]) -> tuple[str, ...]:
    out = []
    for name, value, alt in _variants(state):
        try:
            if not agrees(alt):
                continue
        except BohnanzaError:
            continue
        presets = _presets_with(name, value, len(state.players))
        where = f" (as in {', '.join(presets)})" if presets else ""
        out.append(f"{name} = {value}{where}")
    return tuple(out)


def _reproducer(state: GameState, moves: Sequence[Action], claim: Json | None = None) -> Json:
    record = record_game(state, moves, exact=True)
    if claim is not None:
        record = attrs.evolve(
            record, result=RecordResult(tuple(claim["scores"]), tuple(claim["winners"]))
        )
    data: Json = json.loads(record.to_json())
    return data


# ---------------------------------------------------------------------------------------
# The games.


def _new_deck(before: GameState, after: GameState) -> list[Json]:
    if after.stack_ids is before.stack_ids or after.stack_ids == before.stack_ids:
        return []
    if after.exhaustions == 0:
        return []
    return [{"exhaustion": after.exhaustions, "deck": list(after.stack_ids)}]


class _Game:
    def __init__(self, engine: EngineProcess, report: Report, number: int, deadline: float) -> None:
        self.engine = engine
        self.report = report
        self.number = number
        self.deadline = deadline
        self.found = 0

    def ask(self, message: Json) -> Json:
        return self.engine.request(message, self.deadline)

    def add(
        self,
        finding: Finding,
        reproducer: Callable[[], Json | None] = lambda: None,
        explain: Callable[[], tuple[str, ...]] = tuple,
    ) -> None:
        """Count a disagreement; its reproducer and explanation are worked out for the
        first of its class only (they replay the position under every rule option)."""
        self.found += 1
        if finding.key not in self.report.examples:
            finding = attrs.evolve(finding, reproducer=reproducer(), explained_by=explain())
        self.report.add(finding)

    def moves(self, state: GameState) -> None:
        """The engine's basic moves of every seat against the referee's."""
        answer = self.ask({"cmd": "moves"})
        listed = answer.get("moves")
        if not isinstance(listed, list):
            raise EngineFailure("garbage", "moves: no array of moves")
        theirs = {_engine_move(state, item, "moves") for item in listed}
        mine = set(legal_actions(state).basic)
        for move in sorted(theirs - mine, key=str):
            self._allows(state, move)
        for move in sorted(mine - theirs, key=str):
            self._refuses(state, move)

    def _allows(self, state: GameState, move: Action) -> None:
        self.add(
            Finding(
                "allows",
                _refusal_rule(state, move),
                type(move).__name__,
                f"{move} in a position at turn {state.turn}, step {state.step.name.lower()}",
                self.number,
            ),
            lambda: _reproducer(state, [move]),
            lambda: _explain(state, lambda alt: check(alt, move) is None),
        )

    def _refuses(self, state: GameState, move: Action, rule: object = None) -> None:
        said = f" (the engine cites {rule})" if isinstance(rule, str) else ""
        self.add(
            Finding(
                "refuses",
                _rule(state, _KIND_RULES.get(type(move), ())),
                type(move).__name__,
                f"{move} at turn {state.turn}, step {state.step.name.lower()}{said}",
                self.number,
            ),
            lambda: _reproducer(state, [move]),
            lambda: _explain(state, lambda alt: check(alt, move) is not None),
        )

    def probe(self, state: GameState, moves: Sequence[Action]) -> None:
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
        answer = self.ask(
            {"cmd": "apply", "move": describe(before, move), "reshuffles": _new_deck(before, after)}
        )
        mine = to_dict(after)
        theirs = answer.get("position")
        diffs = compare_positions(mine, theirs)
        if diffs:
            kind = (
                "over"
                if after.is_over != (isinstance(theirs, dict) and theirs.get("step") == "over")
                else "state"
            )
            self.add(
                Finding(
                    kind,
                    _state_rule(before, move, after, diffs),
                    type(move).__name__,
                    f"after {move}: {', '.join(diffs[:6])} differ",
                    self.number,
                ),
                lambda: _reproducer(before, [move]),
                lambda: _explain(
                    before, lambda alt: not compare_positions(to_dict(apply(alt, move)), theirs)
                ),
            )
            # The engine goes on from the referee's position: one bug, counted once here.
            self.ask({"cmd": "set_position", "position": mine})
        return after

    def end(self, final: GameState) -> None:
        answer = self.ask({"cmd": "state"})
        result = outcome(final)
        assert result is not None
        if answer.get("over") is not True:
            self.add(
                Finding(
                    "over",
                    _rule(final, ("duel.end",) if final.table.duel else ("end.exhaustion",)),
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
                    _rule(final, ("end.scoring",)),
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
                    _rule(final, ("end.tie-break", "end.scoring")),
                    "",
                    f"winners {winners}, the referee's {list(result.winners)} "
                    f"(scores {list(result.scores)})",
                    self.number,
                ),
                lambda: _reproducer(final, [], claim),
                lambda: _explain(final, lambda alt: _winners(alt) == sorted(winners)),
            )


def _numbers(value: object, name: str) -> list[int]:
    if not isinstance(value, list) or any(type(v) is not int for v in value):
        raise EngineFailure("garbage", f"state: {name} is not an array of whole numbers")
    return value


def _engine_move(state: GameState, item: object, what: str) -> Action:
    """The referee's move for a move the engine wrote; anything the notation cannot read
    is the engine's garbage, never the runner's crash."""
    if not isinstance(item, str | dict):
        raise EngineFailure("garbage", f"{what}: a move is a text or an object")
    try:
        return read_move(state, item)
    except BohnanzaError as exc:
        raise EngineFailure("garbage", f"{what}: {str(exc)[:200]}") from None
    except (ValueError, TypeError, RecursionError) as exc:
        raise EngineFailure("garbage", f"{what}: {type(exc).__name__}: {str(exc)[:200]}") from None


def _winners(state: GameState) -> list[int]:
    found = outcome(state)
    return [] if found is None else sorted(found.winners)


def _seat_move(state: GameState, rng: random.Random, trades: float) -> Action:
    waiting = state.to_move
    # Step 3 waits for every seat with cards set aside; a Ladybohn baby owed in step 2
    # (001/lady.baby-trade) waits for its receiver, who may not be the active player.
    if state.step_id == PLANT_RECEIVED or state.owed_ids:
        seat = waiting[rng.randrange(len(waiting))]
    else:
        seat = state.active
    if state.step_id == TRADE and rng.random() < trades:
        if rng.random() < 0.5:
            # A standing offer (Offer; its answers are basic moves): by a seat drawn at
            # random, from the offers the seats' views list, by variety and count.
            offerer = rng.randrange(len(state.players))
            offers = offer_moves(state, offerer, state.table.kind_keys)
            if offers:
                return offers[rng.randrange(len(offers))]
        sample = negotiation_sample(state, rng, 1)
        if sample:
            return sample[0]
    moves = legal_actions(state, seat).basic
    return moves[rng.randrange(len(moves))]


def game_line(
    edition_name: str, players: int, seed: int, trades: float = 0.2, max_moves: int = 5_000
) -> list[GameState]:
    """The states of the game the runner plays from ``seed`` (without any engine)."""
    rng = random.Random(seed)
    state = new_game(edition_name, players, seed=seed)
    states = [state]
    for _ in range(max_moves):
        if state.is_over:
            break
        state = apply(state, _seat_move(state, rng, trades))
        states.append(state)
    return states


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
) -> Report:
    """Play ``games`` random games in lockstep with the engine ``command`` and report.

    Game k is dealt from seed ``seed + k``; the moves are drawn from ``random.Random(seed
    + k)``.  Each request waits at most ``timeout`` seconds and each game at most
    ``game_timeout``; an engine that hangs, crashes or answers garbage is reported for
    that game and started again for the next.

    Raises:
        InvalidSetupError: the edition or player count does not set up a game.
    """
    new_game(edition_name, players, seed=seed)  # refuses a bad setup before any engine starts
    report = Report(command, edition_name, players)
    started = time.perf_counter()
    engine: EngineProcess | None = None
    for k in range(games):
        report.games += 1
        game = None
        try:
            if engine is None:
                engine = EngineProcess(command, timeout)
                # Starting an engine may take longer than answering a move.
                engine.request({"cmd": "hello", "protocol": PROTOCOL}, timeout=max(timeout, 30))
            rng = random.Random(seed + k)
            # The questions draw from a generator of their own: the moves played depend
            # on the seed alone (``game_line`` replays them without an engine).
            asking = random.Random(f"probes/{seed + k}")
            state = new_game(edition_name, players, seed=seed + k)
            game = _Game(engine, report, k, time.monotonic() + game_timeout)
            game.ask({"cmd": "new_game", "position": to_dict(state)})
            for _ in range(max_moves):
                report.decisions += 1
                game.moves(state)
                asked = refused_sample(state, asking, probes) if probes else []
                if probes and state.step_id == TRADE:
                    asked += negotiation_sample(state, asking, 2)
                game.probe(state, asked)
                if state.is_over:
                    break
                state = game.step(state, _seat_move(state, rng, trades))
            game.end(state)
            if not game.found:
                report.games_agreed += 1
        except EngineFailure as failure:
            report.add(Finding(failure.kind, None, "", failure.detail, k))
            if engine is not None:
                report.requests += engine.requests
                engine.close()
            engine = None
    if engine is not None:
        report.requests += engine.requests
        engine.close()
    report.seconds = time.perf_counter() - started
    return report
