"""The conformance kit end to end from the command line (``nox -s kit``).

``python tests/kit/run_kit.py OUT GAMES`` writes the vectors of every preset into OUT and
checks the referee against them (``bohnanza vectors check``), runs ``bohnanza
conformance`` against the referee behind the protocol for GAMES games of each preset (no
disagreement allowed), then plays every planted engine of ``wrong_engines.py`` and compares
its classes with those written here before it runs (``BREAKS``, ``RIGHT``, ``PAIRS``): any
difference fails.  It prints the figures and the kit's own mutation score.
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path
from typing import Any, NamedTuple

HERE = Path(__file__).resolve().parent
PRESETS = [
    ("rio-grande-2000", 4),
    ("rio-grande-2000", 2),
    ("amigo-fr", 3),
    ("original-1997-fr", 4),
    ("original-1997-fr-003", 5),
    ("ladybohn", 3),
    ("ladybohn", 5),
]
#: A class as the suite expects it: kind, rule id, group (``break``, ``reading``,
#: ``open-point``); for an open point, its id after the group.
Class = tuple[str, ...]


class Planted(NamedTuple):
    """A planted engine and everything it must give: exactly ``classes`` (a test fails on
    any class more or less), written before it runs."""

    classes: frozenset[Class]
    preset: str = "rio-grande-2000"
    seed: int = 1
    #: Decision points played (a short game for a break of the middle game).
    moves: int = 5_000
    trades: float = 0.2
    options: tuple[tuple[str, object], ...] = ()
    players: int = 3
    games: int = 1


def _c(*classes: Class) -> frozenset[Class]:
    return frozenset(classes)


RG = "rio-grande-2000"
#: One deliberate rule break each: the class (group and clause) it must be caught in.
BREAKS: dict[str, Planted] = {
    # the beans' sale and the coins
    "coins-discarded": Planted(_c(("state", "002/harvest.coins", "break"))),
    "keeps-an-extra-coin": Planted(_c(("state", "002/harvest.coins", "break"))),
    "harvest-one-coin-short": Planted(_c(("state", "002/harvest.coins", "break"))),
    "harvest-cards-vanish": Planted(_c(("state", "002/harvest.coins", "break")), moves=300),
    "sells-protected-fields": Planted(_c(("allows", "002/harvest.protection", "break")),
                                      moves=300),
    "harvests-after-the-end": Planted(_c(("allows", "002/end.scoring", "break"))),
    # (harvest_timing = own-turn is the duel's reading only: in the game of 3 to 5 a break)
    "no-harvest-out-of-turn": Planted(_c(("refuses", "002/harvest.any-time", "break")),
                                      moves=150),
    # the third field
    "oldest-coins-pay": Planted(_c(("state", "000.2/field3.cost", "break")),
                                "original-1997-fr", 11),
    # (at 3 players in 002 every seat has three fields from the start: played at 4)
    "cheap-third-field": Planted(_c(("allows", "002/field3.coins-needed", "break")), players=4),
    "no-third-field": Planted(_c(("refuses", "002/field3.any-time", "break")), players=4),
    # step 1
    # Each finding under the clause its own position breaks.
    "plants-over-another-variety": Planted(_c(("allows", "002/step1.forced-harvest", "break"),
                                              ("allows", "002/field.one-variety", "break")),
                                           moves=300),
    "any-hand-card": Planted(_c(("allows", "002/step1.front-card", "break")), moves=150),
    "others-plant": Planted(_c(("allows", "002/turn.order", "break")), moves=150),
    "ends-step1-unplanted": Planted(_c(("allows", "002/step1.front-card", "break")), moves=150),
    "empty-hand-stalls": Planted(_c(("state", "002/step1.empty-hand", "break"))),
    # step 2: the face-up cards, trades, donations, offers
    "three-face-up": Planted(_c(("state", "002/step2.face-up", "break")), moves=150),
    "others-keep": Planted(_c(("allows", "002/step2.keep", "break")), moves=150),
    "others-end-trading": Planted(_c(("allows", "002/step2.end", "break")), moves=150),
    "face-up-discarded": Planted(_c(("state", "002/step2.to-plant", "break")), moves=200),
    "no-keep": Planted(_c(("refuses", "002/step2.keep", "break")), moves=200, trades=0.5),
    "others-give-face-up": Planted(_c(("allows", "002/trade.other-cards", "break")), moves=300),
    "non-active-trades": Planted(_c(("allows", "002/trade.parties", "break")), moves=300),
    "non-active-donations": Planted(_c(("allows", "002/donate.to-active", "break")), moves=300),
    "first-copy-leaves": Planted(_c(("state", "002/trade.hand-position", "break")), seed=2),
    "received-to-hand": Planted(_c(("state", "002/trade.set-aside", "break")), moves=400,
                                trades=0.5),
    "equal-trades-only": Planted(_c(("refuses", "002/trade.active-cards", "break"),
                                    ("refuses", "002/step2.trade-donate", "break")),
                                 moves=300, trades=0.5),
    "no-face-up-accept": Planted(_c(("refuses", "002/trade.active-cards", "break")),
                                 trades=0.5),
    "no-donations": Planted(_c(("refuses", "002/donate.active-cards", "break"),
                               ("refuses", "002/donate.to-active", "break")),
                            moves=300, trades=0.5),
    "no-decline": Planted(_c(("refuses", "002/trade.decline", "break")), moves=300, trades=0.5),
    "no-withdraw": Planted(_c(("refuses", "002/trade.withdraw", "break")), moves=300,
                           trades=0.5),
    # step 4, the turn, the deck
    "two-card-draw": Planted(_c(("state", "002/step4.draw", "break")), moves=150),
    "four-card-draw": Planted(_c(("state", "002/step4.draw", "break")), moves=150),
    "drawn-to-front": Planted(_c(("state", "002/step4.draw", "break")), moves=150),
    "counterclockwise": Planted(_c(("state", "002/turn.next-player", "break")), moves=150),
    "reshuffles-its-own-way": Planted(_c(("state", "002/deck.reshuffle", "break"))),
    # the deal
    "six-card-deal": Planted(_c(("deal", "002/setup.deal", "break")), moves=30),
    # the end
    "last-face-up-lost": Planted(_c(("state", "002/end.step2", "break")), seed=6),
    "ends-at-once-in-step2": Planted(_c(("over", "002/end.step2", "break")), seed=6),
    "goes-on": Planted(_c(("over", "002/end.step4", "break"))),
    "final-harvest-vanishes": Planted(_c(("state", "002/end.scoring", "break"))),
    "single-fields-left": Planted(_c(("state", "002/end.scoring", "break"))),
    "tie-to-highest-seat": Planted(_c(("winners", "002/end.tie-break", "break")), seed=3),
    "tie-to-lowest-seat": Planted(_c(("winners", "002/end.tie-break", "break")), seed=19),
    # the French 1997 rules of 003, as the outside engines were run: the same breaks
    # under 003's clauses (trade.unequal is 003's own); received cards in the hand are a
    # break for a trade and the 1997 open point for a donation: one bug, two classes.
    "equal-trades-only/003": Planted(
        _c(("refuses", "003/trade.active-cards", "break"),
           ("refuses", "003/trade.unequal", "break")),
        "original-1997-fr-003", moves=300, trades=0.5),
    "received-to-hand/003": Planted(
        _c(("state", "003/trade.set-aside", "break"),
           ("state", "003/trade.set-aside", "open-point", "original-1997.donated-cards")),
        "original-1997-fr-003", moves=400, trades=0.5),
    "two-card-draw/003": Planted(_c(("state", "003/step4.draw", "break")),
                                 "original-1997-fr-003", moves=150),
    "no-face-up-accept/003": Planted(_c(("refuses", "003/trade.active-cards", "break")),
                                     "original-1997-fr-003", trades=0.5),
    "empty-hand-stalls/003": Planted(_c(("state", "003/step1.empty-hand", "break")),
                                     "original-1997-fr-003"),
    "others-give-face-up/003": Planted(_c(("allows", "003/trade.other-cards", "break")),
                                       "original-1997-fr-003", moves=300),
    "no-donations/003": Planted(
        _c(("refuses", "003/donate.active-cards", "break"),
           ("refuses", "003/donate.to-active", "break")),
        "original-1997-fr-003", moves=300, trades=0.5),
    # the bean duel (2 players)
    "coins-discarded/duel": Planted(_c(("state", "002/harvest.coins", "break")), players=2),
    "goes-on/duel": Planted(_c(("over", "002/duel.end", "break")), players=2),
    "no-discard-chain/duel": Planted(_c(("state", "002/duel.step3.discard-chain", "break")),
                                     players=2),
    "duel-draws-three/duel": Planted(_c(("state", "002/duel.step4", "break")), players=2),
    "offer-discarded/duel": Planted(_c(("state", "002/duel.step3.offer", "break")), players=2),
    "discards-before-planting/duel": Planted(_c(("allows", "002/duel.step2", "break")),
                                             players=2, moves=300),
    "no-duel-discard/duel": Planted(_c(("refuses", "002/duel.step2", "break")), players=2,
                                    moves=300),
    "no-discard-chain/duel-amigo-fr": Planted(
        _c(("state", "000.1/duel.step3.discard-chain", "break")), "amigo-fr", players=2),
    # Ladybohn
    "miss-stays": Planted(_c(("state", "001/lady.miss-move", "break")), "ladybohn"),
    "owed-baby-waits": Planted(_c(("allows", "001/lady.baby-trade", "break")), "ladybohn"),
    # Every single card left unsold at the end, also where the single-card rule lets it
    # be sold (a player whose fields all hold one card): not the reading "protected" of
    # ladybohn.final-harvest, a break.
    "single-fields-left/ladybohn": Planted(_c(("state", "001/end.scoring", "break")),
                                           "ladybohn"),
    # The same refusal as Ladybohn's open point ladybohn.step1-buy, where 002 settles it
    # ("at any time"): a break.
    "no-buy-in-phase1": Planted(_c(("refuses", "002/field3.any-time", "break")), players=4,
                                seed=2),
    # One deal is too few to confirm a reading (report.CONFIRMED): a break, "unconfirmed".
    "packet-deal": Planted(_c(("deal", "002/setup.deal", "break")), moves=30),
}  # fmt: skip
#: Engines right another way: under their declared model, or their reading given as an
#: option, no disagreement at all; a reading without its option: that reading, confirmed;
#: another reading of an open point: that point and no rule break.
RIGHT: dict[str, Planted] = {
    "open-offers": Planted(_c(), seed=5, trades=0.5, players=4),
    "open-offers-anyone": Planted(_c(), seed=5, trades=0.5, players=4),
    "lapsing-offers-no-keep": Planted(_c(), seed=5, trades=0.5, players=4),
    "set-aside-reversed": Planted(_c(), seed=5, trades=0.5, players=4),
    "other-accept-cards": Planted(_c(), seed=5, trades=0.5, players=4),
    "anonymous-cards": Planted(_c(), seed=5, trades=0.5, players=4),
    "anonymous-stale-ids": Planted(_c(), seed=5, trades=0.5, moves=400),
    "names-by-place": Planted(_c(), seed=5, trades=0.5, moves=400),
    "one-seat-in-step3": Planted(_c(), seed=5, trades=0.5, players=4),
    "packet-deal": Planted(_c(), options=(("deal_order", "packets"),), moves=100),
    "lone-card": Planted(_c(), options=(("protection", "planted-fields"),), moves=300),
    "second-field-of-a-variety": Planted(_c(), "amigo-fr", options=(("matching_field", "may"),),
                                         moves=300),
    "option:duel_discard=any-number": Planted(
        _c(), "amigo-fr", options=(("duel_discard", "any-number"),), players=2
    ),
    "lone-card/no-option": Planted(_c(("allows", "002/harvest.protection", "reading"))),
    "second-field-of-a-variety/no-option": Planted(
        _c(("allows", "000.1/step1.matching-field", "reading")), "amigo-fr"),
    "option:coin_cards=bottom": Planted(_c(), options=(("coin_cards", "bottom"),)),
    "option:tie_break=none": Planted(_c(), options=(("tie_break", "none"),), seed=3),
    "option:third_field_payment=box": Planted(_c(), options=(("third_field_payment", "box"),)),
    "option:third_field_timing=own-turn": Planted(
        _c(), options=(("third_field_timing", "own-turn"),), moves=400),
    "coins-as-stacked": Planted(_c(("state", "000.2/field3.cost", "open-point",
                                    "field3.payment-order")), "original-1997-fr"),
    "late-reshuffle": Planted(_c(("state", "002/deck.reshuffle", "open-point",
                                  "deck.exhaustion-moment"))),
    # Ladybohn leaves open where the face-up cards left at the end of phase 2 go.
    "face-up-discarded/ladybohn": Planted(
        _c(("state", "001/step2.to-plant", "open-point", "ladybohn.face-up-leftover")),
        "ladybohn",
        moves=300,
    ),
    "draw-void": Planted(_c(("state", "002/end.step4", "open-point", "end.step4-partial-draw"))),
    "step3-refused": Planted(_c(("refuses", "002/step3.plant-all", "open-point",
                                 "step3.player-order")), moves=300, trades=0.5),
    # The bean duel's open points.  Its printed deck (134 cards after the deal, 5 drawn a
    # turn) always runs out in step 4, where every reading ends the game at once: the
    # step-3 readings differ only in a composed position or with another draw count, so
    # these two play draw_count = 1 (4 cards a turn: the deck runs out in step 3).
    "duel-ends-at-once": Planted(_c(("over", "002/duel.end", "open-point", "duel.end-timing")),
                                 players=2, options=(("draw_count", 1),)),
    "duel-no-step3": Planted(_c(("over", "002/duel.end", "open-point",
                                 "duel.step3-draw-exhaustion")),
                             players=2, options=(("draw_count", 1),)),
    # (It refuses purchases too, but the runner's random duels never earn the 3 coins of
    # one: at most 1 coin a seat in the games of seeds 1 to 7; written as expected before the
    # first run, the purchase's class did not come. test_open_points checks it.)
    "fit-or-discard": Planted(_c(("refuses", "002/duel.harvest", "open-point",
                                  "duel.offer-unplantable")), players=2),
    "option:duel_discard=any-number/no-option": Planted(
        _c(("state", "002/duel.step2", "reading")), players=2),
    # Ladybohn's open points (decisions ladybohn.*): the other readings the referee can
    # replay under, each as its point and no rule break; an option's reading as a reading.
    # (seed 3 at 4 players: the runner plays a miss move from the top and two that the
    # referee ends above the baby)
    "miss-then-baby": Planted(_c(("state", "001/lady.miss-move", "open-point",
                                  "ladybohn.promotion-mechanics"),
                                 ("refuses", "001/lady.miss-move", "open-point",
                                  "ladybohn.promotion-mechanics")), "ladybohn", seed=3, players=4),
    "forced-miss-move": Planted(_c(("refuses", "001/lady.miss-move", "open-point",
                                    "ladybohn.promotion-mechanics")), "ladybohn"),
    "baby-with-the-deal": Planted(_c(("state", "001/lady.baby-trade", "open-point",
                                      "ladybohn.immediate-baby")), "ladybohn", trades=0.5),
    "coins-from-bottom/ladybohn": Planted(_c(("state", "001/harvest.coins", "open-point",
                                              "ladybohn.coin-cards")), "ladybohn"),
    "no-buy-in-phase1/ladybohn": Planted(_c(("refuses", "001/field3.any-time", "open-point",
                                             "ladybohn.step1-buy")), "ladybohn", players=4),
    "option:miss_promotion=two": Planted(_c(), "ladybohn", seed=2,
                                         options=(("miss_promotion", "two"),)),
    # (decision ladybohn.protection-empty-field, read by the option protection)
    "lone-card/ladybohn": Planted(_c(("allows", "001/harvest.protection", "reading")),
                                  "ladybohn"),
    # Every beanometer counting the cards under the top card: sales during play (the
    # Gartenbohne miss's under her own clause), and the final harvest (seed 3: a field at
    # the end sells for less).  (Written first without the miss's class: the first run
    # showed her two sales of seed 3, rightly under her own clause.)
    "count-under-top": Planted(_c(("state", "001/harvest.coins", "open-point",
                                   "ladybohn.beanometer-count"),
                                  ("state", "001/harvest.garden-miss", "open-point",
                                   "ladybohn.beanometer-count"),
                                  ("state", "001/end.scoring", "open-point",
                                   "ladybohn.beanometer-count")), "ladybohn", seed=3),
    # The single-card rule on at the final harvest (seed 1: single cards beside larger or
    # empty fields at the end).
    "protected-final-harvest": Planted(_c(("state", "001/end.scoring", "open-point",
                                           "ladybohn.final-harvest")), "ladybohn"),
    # The Gartenbohne miss paid from her own field first (seed 54: sales of hers during
    # play and her field with her on top at the end; the runner's games changed with the
    # standing offers kept through a Ladybohn baby planted or owed in step 2).
    "garden-field-first": Planted(_c(("state", "001/harvest.garden-miss", "open-point",
                                      "ladybohn.garden-miss"),
                                     ("state", "001/end.scoring", "open-point",
                                      "ladybohn.garden-miss")), "ladybohn", seed=54),
}  # fmt: skip
#: Two breaks at once (``A+B``): each must still show, with its own class (no break may
#: hide another, nor behind a right difference).
PAIRS: dict[str, Planted] = {
    "non-active-trades+coins-discarded": Planted(
        BREAKS["non-active-trades"].classes | BREAKS["coins-discarded"].classes),
    "two-card-draw+tie-to-highest-seat": Planted(
        _c(("state", "002/step4.draw", "break"), ("winners", "002/end.tie-break", "break")),
        seed=3),
    "late-reshuffle+single-fields-left": Planted(
        RIGHT["late-reshuffle"].classes | BREAKS["single-fields-left"].classes),
    "counterclockwise+no-keep": Planted(
        BREAKS["counterclockwise"].classes | BREAKS["no-keep"].classes, moves=200, trades=0.5),
    "open-offers+non-active-donations": Planted(BREAKS["non-active-donations"].classes,
                                                moves=300),
    "set-aside-reversed+received-to-hand": Planted(BREAKS["received-to-hand"].classes,
                                                   moves=400, trades=0.5),
    # Two breaks in one move (the turn's last move: the draw and the next player; the
    # duel's offer and its draw): two findings, each with its clause.
    "counterclockwise+two-card-draw": Planted(
        BREAKS["counterclockwise"].classes | BREAKS["two-card-draw"].classes, moves=150),
    "offer-discarded+duel-draws-three": Planted(
        BREAKS["offer-discarded/duel"].classes | BREAKS["duel-draws-three/duel"].classes,
        players=2),
    # A break beside an open point of the same clause: each in its group.
    "forced-miss-move+miss-stays": Planted(
        RIGHT["forced-miss-move"].classes | BREAKS["miss-stays"].classes, "ladybohn"),
    "count-under-top+miss-stays": Planted(
        RIGHT["count-under-top"].classes | BREAKS["miss-stays"].classes, "ladybohn", seed=3),
    # A coin short on the Gartenbohne miss's own-field payment is no longer that reading:
    # her sales during play a break under her clause, the final harvest still the point.
    "garden-field-first+harvest-one-coin-short": Planted(
        _c(("state", "001/harvest.garden-miss", "break"),
           ("state", "001/harvest.coins", "break"),
           ("state", "001/end.scoring", "open-point", "ladybohn.garden-miss")),
        "ladybohn", seed=54),
    "protected-final-harvest+owed-baby-waits": Planted(
        RIGHT["protected-final-harvest"].classes | BREAKS["owed-baby-waits"].classes,
        "ladybohn"),
}  # fmt: skip
#: Every planted engine.
PLANTED: dict[str, Planted] = {
    **{f"break:{k}": v for k, v in BREAKS.items()},
    **{f"right:{k}": v for k, v in RIGHT.items()},
    **{f"pair:{k}": v for k, v in PAIRS.items()},
}


def engine_name(key: str) -> str:
    """The name ``wrong_engines.py`` serves for a key of ``PLANTED``."""
    return key.split(":", 1)[1].split("/", 1)[0]


def classes_of(report: Any) -> frozenset[Class]:
    """A report's classes as the suite writes them."""
    out = set()
    for key in report.counts:
        group = report.category(key)
        out.add((key[0], key[1], group, key[4]) if group == "open-point" else
                (key[0], key[1], group))  # fmt: skip
    return frozenset(out)


def play(key: str) -> Any:
    """Run the runner against the planted engine ``key`` in this process."""
    from bohnanza.conformance.runner import run

    case = PLANTED[key]
    return run(
        engine(engine_name(key)),
        edition_name=case.preset,
        players=case.players,
        games=case.games,
        seed=case.seed,
        trades=case.trades,
        max_moves=case.moves,
        options=dict(case.options),
    )


def bohnanza(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "bohnanza", *args], capture_output=True, text=True, check=False
    )


def engine(name: str) -> str:
    return f"{sys.executable} {HERE / 'wrong_engines.py'} {name}"


def planted_suite() -> list[str]:
    """Every planted engine against its expected classes; prints each result and the
    kit's own mutation score."""
    problems = []
    got: dict[str, bool] = {}
    for key, case in PLANTED.items():
        started = time.monotonic()
        report = play(key)
        found = classes_of(report)
        got[key] = found == case.classes
        mark = "ok" if got[key] else "DIFFERS"
        print(f"{key}: {mark} {sorted(found)} ({time.monotonic() - started:.1f} s)")
        if not got[key]:
            problems.append(f"{key}: expected {sorted(case.classes)}, got {sorted(found)}")
    print(score(got))
    return problems


def score(got: dict[str, bool]) -> str:
    """The kit's own mutation score from the planted engines' results."""

    def part(prefix: str) -> str:
        keys = [k for k in got if k.startswith(prefix)]
        return f"{sum(got[k] for k in keys)}/{len(keys)}"

    return (
        f"planted breaks caught with the right clause and group: {part('break:')}; "
        f"engines right another way without a false alarm: {part('right:')}; "
        f"pairs of breaks separated: {part('pair:')}"
    )


def main() -> int:
    out, games = Path(sys.argv[1]), int(sys.argv[2])
    problems = []
    referee = f"{sys.executable} -m bohnanza.conformance.engine"
    for name in sorted({p for p, _ in PRESETS}):
        done = bohnanza("vectors", "--edition", name, "--out", str(out / "vectors" / name))
        print(done.stdout.strip().splitlines()[-1] if done.stdout else done.stderr)
        if done.returncode:
            problems.append(f"vectors {name}: {done.stderr}")
            continue
        for path in sorted((out / "vectors" / name).glob("*.jsonl"))[:2]:
            done = bohnanza("vectors", "check", "--engine", referee, str(path))
            lines = done.stdout.strip().splitlines()
            print(f"vectors check {path.name}: {lines[2] if len(lines) > 2 else done.stderr}")
            if done.returncode:
                problems.append(f"vectors check {path.name}: {done.stdout[-500:]}{done.stderr}")
    files = sorted((out / "vectors").glob("*/*.jsonl"))
    size = sum(f.stat().st_size for f in files)
    cases = sum(len(f.read_text(encoding="utf-8").splitlines()) - 1 for f in files)
    print(f"vectors: {len(files)} files, {cases} cases, {size:,} bytes")
    for name, players in PRESETS:
        done = bohnanza(
            "conformance", "--engine", referee, "--edition", name, "--players", str(players),
            "--games", str(games), "--json",
        )  # fmt: skip
        report = json.loads(done.stdout)
        print(
            f"referee {name} {players}p: {report['games']} games, {report['disagreements']} "
            f"disagreements, {report['decision_points']} decision points, "
            f"{report['decision_points_per_second']} decision points/s"
        )
        if done.returncode or report["disagreements"]:
            problems.append(f"the referee disagrees with itself on {name}: {report['classes']}")
    problems += planted_suite()
    for problem in problems:
        print(f"FAILED: {problem}", file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
