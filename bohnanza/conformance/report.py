"""What a conformance run found: classes of disagreement, sorted into rule breaks,
accepted readings (a rule option of the referee explains every example) and open points
of the decision log, each counted per decision point and per game."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import attrs

from bohnanza import __version__
from bohnanza.catalogue import clause, decisions
from bohnanza.conformance import PROTOCOL
from bohnanza.conformance.attribution import presets_with

__all__ = ["CHECKED", "CONFIRMED", "EXAMPLES", "KINDS", "Finding", "Report", "reading_decisions"]

Json = dict[str, Any]

#: What a class of disagreement says, by kind.
KINDS = {
    "deal": "the deal differs",
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
#: The kinds that say the engine broke the protocol, not a rule.
FAILURES = frozenset({"hung", "crashed", "garbage", "error"})
#: Examples kept per class.
EXAMPLES = 3
#: Examples of a class on which an option's explanation is checked (all, up to this).
CHECKED = 1000
#: Examples (decision points) an option must explain before it is taken as the engine's
#: reading: the first suggests it among every reading of every option, and five more must
#: agree.  A wrong engine that matches a reading by chance half the time (a two-way choice,
#: such as which of two tied seats wins) passes five more examples once in 32.  With fewer,
#: the class stays a rule break and the report calls the reading unconfirmed.
CONFIRMED = 6

#: A class: kind, rule, move, what differs, and the open point every finding of it fits
#: ("" if none): findings that fit a point and findings that do not are two classes.
Key = tuple[str, str, str, str, str]

#: Readings that no position of the game can be switched to (a position of a game with two
#: fields cannot be given a third from the start): the report names the option to try.
UNTRIED = {
    "field.two-fields": "--option third_field=start (or a variant that sets it, beginners)",
    "players.3.field3": "--option third_field=buy",
}


@attrs.frozen
class Finding:
    """One disagreement: its class (``kind``, ``rule``, ``move``, ``cause``), what differs
    and how to see it again."""

    kind: str
    rule: str | None
    move: str
    detail: str
    game: int
    #: What differs, for a position (``hand, set_aside``): one cause per class.
    cause: str = ""
    #: The open point of the decision log this difference fits.
    decision: str | None = None
    reproducer: Json | None = attrs.field(default=None, eq=False)
    #: The same difference as after the move before, carried on (counted in the class of
    #: the move where it first appeared).
    carried: bool = attrs.field(default=False, eq=False)

    @property
    def key(self) -> Key:
        return (self.kind, self.rule or "", self.move, self.cause, self.decision or "")


def _many(count: int, what: str) -> str:
    return f"{count:,} {what}" + ("" if count == 1 else "s")


def _reading(name: str, value: object, players: int) -> str:
    presets = presets_with(name, value, players)
    where = f" (as in {', '.join(presets)})" if presets else ""
    return f"{name} = {value}{where}"


def reading_decisions(names: Sequence[str], rule: str | None, players: int = 0) -> list[str]:
    """The decisions of the decision log whose readings the rule options ``names`` select,
    for the rulebook of ``rule``: that rulebook's own decision where it has one (Ladybohn's
    ``ladybohn.*`` for 001, ``original-1997.*`` for the 1997 texts, the duel's ``duel.*``
    at 2 players), else the general one."""
    book = (rule or "").partition("/")[0]
    prefix = {"001": "ladybohn.", "000.1": "original-1997.", "000.2": "original-1997.",
              "003": "original-1997."}.get(book)  # fmt: skip
    own_books = ("ladybohn.", "original-1997.", "duel.")
    found = []
    for name in names:
        matching = [d.id for d in decisions().values() if d.option == name]
        own = [d for d in matching if prefix and d.startswith(prefix)]
        if players == 2:
            own += [d for d in matching if d.startswith("duel.")]
        general = [d for d in matching if not d.startswith(own_books)]
        for point in own or general:
            if point not in found:
                found.append(point)
    return found


@attrs.define
class Report:
    """What a run found: per class, its count, its games, its first examples, and the
    readings that explain every example checked."""

    engine: str
    edition: str
    players: int
    options: dict[str, object] = attrs.Factory(dict)
    variants: tuple[str, ...] = ()
    model: Json = attrs.Factory(dict)
    games: int = 0
    games_agreed: int = 0
    decisions: int = 0
    requests: int = 0
    seconds: float = 0.0
    counts: dict[Key, int] = attrs.Factory(dict)
    game_sets: dict[Key, set[int]] = attrs.Factory(dict)
    examples: dict[Key, list[Finding]] = attrs.Factory(dict)
    #: Per class: the readings (option, value) that explain every example checked so far
    #: (None: not asked), and how many examples were checked.
    readings: dict[Key, list[tuple[str, object]] | None] = attrs.Factory(dict)
    checked: dict[Key, int] = attrs.Factory(dict)
    #: Per class: how many of its findings carried on the difference of the move before.
    carried: dict[Key, int] = attrs.Factory(dict)
    #: What the engine wrote on its error output: how many bytes, and the last of them.
    stderr_bytes: int = 0
    stderr_tail: str = ""
    #: The player counts of the games played (vectors of several files may mix them).
    player_counts: tuple[int, ...] = ()

    def add(self, finding: Finding) -> None:
        key = finding.key
        self.counts[key] = self.counts.get(key, 0) + 1
        if finding.carried:
            self.carried[key] = self.carried.get(key, 0) + 1
        self.game_sets.setdefault(key, set()).add(finding.game)
        kept = self.examples.setdefault(key, [])
        # Up to EXAMPLES examples, at most two from one game.
        if len(kept) < EXAMPLES and sum(f.game == finding.game for f in kept) < 2:
            kept.append(finding)

    @property
    def disagreements(self) -> int:
        return sum(self.counts.values())

    def rules(self) -> set[str]:
        """The rule ids of every class found."""
        return {key[1] for key in self.counts if key[1]}

    def category(self, key: Key) -> str:
        """``failure``, ``reading`` (an option explains every example checked, and at
        least ``CONFIRMED`` of them), ``open-point`` (every finding is the position the
        referee gives under an alternative of that point: the point is in the class's key)
        or ``break``."""
        if key[0] in FAILURES:
            return "failure"
        if self.confirmed(key):
            return "reading"
        if key[4]:
            return "open-point"
        return "break"

    def confirmed(self, key: Key) -> bool:
        """Whether the readings that explain the class were checked on enough examples."""
        return bool(self.readings.get(key)) and self.checked.get(key, 0) >= CONFIRMED

    def breaks(self) -> list[Json]:
        """The distinct rule breaks: per rule id, its games and decision points."""
        out: dict[str, Json] = {}
        for key, count in self.counts.items():
            if self.category(key) != "break":
                continue
            empty: Json = {
                "rule": key[1] or None,
                "games": set(),
                "decision_points": 0,
                "classes": 0,
            }
            entry = out.setdefault(key[1] or "-", empty)
            entry["games"] |= self.game_sets[key]
            entry["decision_points"] += count
            entry["classes"] += 1
        found = [{**e, "games": len(e["games"])} for e in out.values()]
        return sorted(found, key=lambda e: (-e["games"], -e["decision_points"], str(e["rule"])))

    def _class(self, key: Key, count: int, reproducers: dict[Key, str]) -> Json:
        example = self.examples[key][0]
        found = clause(example.rule) if example.rule else None
        readings = self.readings.get(key) or []
        entry: Json = {
            "kind": key[0],
            "what": KINDS[key[0]],
            "category": self.category(key),
            "rule": key[1] or None,
            "quote": found.quote if found else None,
            "implied": bool(found and found.implied),
            "source": f"{found.rulebook}, {found.section}" if found else None,
            "move": key[2] or None,
            "differs": key[3] or None,
            "count": count,
            "carried": self.carried.get(key, 0),
            "games": len(self.game_sets[key]),
            "examples": [{"game": f.game, "detail": f.detail} for f in self.examples[key]],
            "explained_by": [_reading(n, v, self.players) for n, v in readings],
            "explained_decisions": reading_decisions(
                [n for n, _ in readings], key[1], self.players
            ),
            "explanation_checked_on": self.checked.get(key, 0) if readings else 0,
            "explanation_confirmed": self.confirmed(key),
            "decision": None,
            "reproducer": example.reproducer,
            "reproducer_file": reproducers.get(key),
        }
        if key[4] and self.category(key) == "open-point":
            point = decisions().get(key[4])
            if point is not None:
                entry["decision"] = {
                    "id": point.id,
                    "question": point.question,
                    "referee": point.choice,
                    "alternatives": [{"value": v, "reading": r} for v, r in point.alternatives],
                }
        return entry

    def to_json(self, reproducers: dict[Key, str] | None = None) -> Json:
        order = {"break": 0, "failure": 1, "open-point": 2, "reading": 3}
        keys = sorted(self.counts, key=lambda k: (order[self.category(k)], -self.counts[k], k))
        classes = [self._class(k, self.counts[k], reproducers or {}) for k in keys]
        return {
            "format": "bohnanza-conformance-report",
            "version": 2,
            "referee": f"bohnanza {__version__}",
            "protocol": PROTOCOL,
            "engine": self.engine,
            "edition": self.edition,
            # Vectors of several files may mix player counts: then every count, in order.
            "players": self.players if len(self.player_counts) <= 1 else list(self.player_counts),
            "options": self.options,
            "variants": list(self.variants),
            "model": self.model,
            "games": self.games,
            "games_agreed": self.games_agreed,
            "decision_points": self.decisions,
            "requests": self.requests,
            "seconds": round(self.seconds, 3),
            "decision_points_per_second": round(self.decisions / self.seconds, 1)
            if self.seconds
            else None,
            "disagreements": self.disagreements,
            "engine_stderr": {"bytes": self.stderr_bytes, "tail": self.stderr_tail},
            "rule_breaks": self.breaks(),
            "classes": classes,
        }

    def text(self, reproducers: dict[Key, str] | None = None) -> str:
        data = self.to_json(reproducers)
        rate = data["decision_points_per_second"]
        setting = ""
        if self.options or self.variants:
            parts = [f"{k}={v}" for k, v in self.options.items()]
            parts += [f"variant {v}" for v in self.variants]
            setting = "; " + ", ".join(parts)
        lines = [
            f"conformance: {self.engine!r} against bohnanza {__version__} "
            f"({self.edition}, {self.players} players{setting})",
        ]
        if self.model:
            lines.append("engine model: " + ", ".join(f"{k}={v}" for k, v in self.model.items()))
        lines += [
            f"{self.games} games, {self.decisions:,} decision points, {self.requests:,} "
            f"requests in {self.seconds:.1f} s ({rate} decision points/s)",
            f"{self.games_agreed} of {self.games} games without disagreement; "
            f"{self.disagreements} disagreements in {len(self.counts)} classes",
        ]
        if self.stderr_bytes:
            lines.append(
                f"the engine wrote {self.stderr_bytes:,} bytes on its error output; the last "
                f"of them: {self.stderr_tail[-300:]!r}"
            )
        breaks = data["rule_breaks"]
        lines.append("")
        lines.append(f"{_many(len(breaks), 'distinct rule break')} (games, decision points):")
        for entry in breaks:
            lines.append(
                f"  {entry['rule'] or '-'}: {_many(entry['games'], 'game')}, "
                f"{_many(entry['decision_points'], 'decision point')}"
            )
        titles = {
            "break": "Rule breaks",
            "failure": "Protocol failures",
            "open-point": "Open points of the decision log (not counted as rule breaks)",
            "reading": "Accepted readings: a rule option of the referee explains every example",
        }
        shown = None
        for entry in data["classes"]:
            if entry["category"] != shown:
                shown = entry["category"]
                lines += ["", f"== {titles[shown]}"]
            lines += self._class_text(entry)
        return "\n".join(lines)

    @staticmethod
    def _class_text(entry: Json) -> list[str]:
        rule = entry["rule"] or "-"
        move = f" ({entry['move']})" if entry["move"] else ""
        differs = f"; {entry['differs']} differ" if entry["differs"] else ""
        lines = [
            "",
            f"[{entry['count']}x in {_many(entry['games'], 'game')}] "
            f"{entry['what']}{move}{differs}: {rule}",
        ]
        if entry["quote"]:
            implied = "implied by: " if entry["implied"] else ""
            lines.append(f'    {implied}"{entry["quote"]}" ({entry["source"]})')
        if entry["carried"]:
            lines.append(
                f"    {entry['carried']} of them the same difference carried on from the move "
                "before: one cause, where it first appeared"
            )
        for example in entry["examples"]:
            lines.append(f"    in game {example['game']}: {example['detail']}")
        if entry["explained_by"] and entry["explanation_confirmed"]:
            lines.append(
                "    the referee agrees under: " + "; ".join(entry["explained_by"])
                + f" (checked on {entry['explanation_checked_on']} examples)"
            )  # fmt: skip
            if entry["explained_decisions"]:
                lines.append(
                    "    the reading of decision " + ", ".join(entry["explained_decisions"])
                )
        elif entry["explained_by"]:
            lines.append(
                "    unconfirmed: the referee agrees under " + "; ".join(entry["explained_by"])
                + f" on {_many(entry['explanation_checked_on'], 'example')} seen, too few to tell"
                f" from chance ({CONFIRMED} needed): kept as a rule break"
            )  # fmt: skip
        elif entry["decision"]:
            point = entry["decision"]
            lines.append(f"    open point {point['id']}: {point['question']}")
            for alt in point["alternatives"]:
                mark = "the referee's reading" if alt["value"] == point["referee"] else "another"
                lines.append(f"      - {alt['value']} ({mark}): {alt['reading']}")
        if entry["category"] == "break" and not entry["explained_by"]:
            lines.append("    no rule option of the referee explains every example")
            key = (entry["rule"] or "").partition("/")[2]
            if key in UNTRIED:
                lines.append(f"    (not tried from a position: run again with {UNTRIED[key]})")
        if entry["reproducer_file"]:
            lines.append(f"    reproducer: bohnanza verify {entry['reproducer_file']}")
        return lines
