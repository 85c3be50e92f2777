"""The rules core against recorded digests of the core it replaced.

The digests were first recorded from the single-module referee at 8701389, then recorded
again from the single-module referee of main at 8d4f126 (which had gained behaviour fixes
since), each time before the new core took its place, so that equality is tested, not
assumed.

Seeded random games for every preset and player count, with and without trades, with the
1997 variants and a few other readings, are played through the public API.  At every
state the digest takes in: the state's text form and every zone by card id, the basic
listing of all seats and of each waiting seat, the size of the negotiation space and one
sampled trade or donation, and the verdict of ``check`` (rule id and text, or "legal") on
a sample of nearby moves, most of them illegal.  A game's digest is the SHA-256 of all of
that; ``tests/data/core_digests.json`` holds the digests the old core gave.  A core that
lists, refuses, draws or scores differently anywhere changes a digest.

The digests were recorded a third time at the change that wrote refusals in the game's
language and numbered fields from 1 for people (issue 12, item 4): text only.  Before
that, the same games were digested with each refusal reduced to its rule id and the state
to its English text form, at the commit before and after the change, and the 108 digests
were equal: the change moved no listing, verdict, draw or score.

A fourth time at the change that names each bean by its one French name in ``str(state)``
(the 1997 editions' states had their translations' names): the same games digested with
the state's text replaced by its seats, step and active seat, at d2305cb's parent and at
d2305cb, gave the same 108 digests.  A fifth time at the change of the default names
(P1, P2, ... for seats 0, 1, ..., were P0, P1, ...): digested with the state's text as
above, each refusal reduced to its rule id and the seats' names left out of the zones, the
108 digests before and after the change were equal.

A sixth time at the change that writes "1 coin" for one coin in the English refusals
(issue 39): the same games digested with each refusal reduced to its rule id, at d1ee73f and
after the change, gave the same 108 digests: text only.

Regenerate the file only on purpose (a rules change), with::

    python tests/test_core_differential.py --write
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import bohnanza
from bohnanza import (
    Action,
    BuyField,
    Discard,
    Donate,
    EndPlanting,
    EndTrading,
    GameState,
    Harvest,
    Keep,
    LeaveOffer,
    Plant,
    Trade,
)
from bohnanza.bots import random_move

DIGESTS = Path(__file__).parent / "data" / "core_digests.json"

#: (label, preset, players, variants, options): every preset and count, variants, readings.
CONFIGS: list[tuple[str, str, int, tuple[str, ...], dict[str, object]]] = [
    *((f"rg-{n}", "rio-grande-2000", n, (), {}) for n in range(2, 8)),
    *((f"amigo-{n}", "amigo-fr", n, (), {}) for n in range(2, 8)),
    *((f"1997-{n}", "original-1997-fr", n, (), {}) for n in range(3, 6)),
    *((f"003-{n}", "original-1997-fr-003", n, (), {}) for n in range(3, 6)),
    ("003-4-beginners", "original-1997-fr-003", 4, ("beginners",), {}),
    ("003-5-five", "original-1997-fr-003", 5, ("five-players",), {}),
    ("003-4-experts", "original-1997-fr-003", 4, ("experts",), {}),
    ("rg-4-planted", "rio-grande-2000", 4, (), {"protection": "planted-fields"}),
    ("rg-4-bottom-box", "rio-grande-2000", 4, (), {"coin_cards": "bottom"}),
    ("rg-4-box", "rio-grande-2000", 4, (), {"third_field_payment": "box", "tie_break": "none"}),
    ("rg-5-field3-own", "rio-grande-2000", 5, (), {"third_field_timing": "own-turn"}),
    ("rg-2-any-discard", "rio-grande-2000", 2, (), {"duel_discard": "any-number"}),
    ("amigo-3-unique", "amigo-fr", 3, (), {"matching_field": "unique", "deal_order": "packets"}),
]
TRADES = (0.0, 0.3)
SEEDS = (11, 12)


def _ids(cards: object) -> str:
    return ",".join(str(c.id) for c in cards)  # type: ignore[attr-defined]


def _zones(s: GameState) -> str:
    parts = [
        f"{s.step.name} a{s.active} p{s.planted} t{s.turn} x{s.exhaustions} e{s.ending}",
        f"deck {_ids(s.deck)}",
        f"discard {_ids(s.discard)}",
        f"up {_ids(s.face_up)} offer {_ids(s.offer)} box {_ids(s.box)} out {_ids(s.removed)}",
        f"wait {s.to_move}",
    ]
    for p in s.players:
        fields = " ".join(f"[{_ids(f)}]" for f in p.fields)
        parts.append(
            f"{p.name} h {_ids(p.hand)} f {fields} c {_ids(p.coins)} "
            f"a {_ids(p.set_aside)} b {p.bought_field} s {p.score}"
        )
    return "\n".join(parts)


def _nearby(s: GameState) -> list[Action]:
    """Moves close to the legal ones: every kind, every seat, the cards in play."""
    n = len(s.players)
    moves: list[Action] = []
    for seat, p in enumerate(s.players):
        cards = [c.id for c in (*p.hand[:2], *s.face_up, *p.set_aside, *s.offer)]
        for card in cards:
            moves.extend(Plant(seat, card, f) for f in range(4))
            moves.append(Keep(seat, card))
            moves.append(Discard(seat, card))
        moves.extend(Harvest(seat, f) for f in range(4))
        moves += [BuyField(seat), EndPlanting(seat), EndTrading(seat), LeaveOffer(seat)]
        other = s.players[(seat + 1) % n]
        if p.hand and other.hand:
            moves.append(Trade(seat, (seat + 1) % n, (p.hand[0].id,), (other.hand[-1].id,)))
            moves.append(Donate(seat, s.active, (p.hand[-1].id,)))
    moves.append(Plant(0, 10_000, 0))
    return moves


def _verdict(s: GameState, action: Action) -> str:
    refusal = bohnanza.check(s, action)
    if refusal is None:
        return f"{action}: legal"
    rule = getattr(refusal, "rule", type(refusal).__name__)
    return f"{action}: {rule} {refusal}"


def game_digest(
    preset: str,
    players: int,
    variants: tuple[str, ...],
    options: dict[str, object],
    trades: float,
    seed: int,
) -> tuple[str, int]:
    """The digest of one seeded random game and its number of moves."""
    h = hashlib.sha256()
    s = bohnanza.new_game(preset, players, seed=seed, variants=variants, **options)  # type: ignore[arg-type]
    rng = random.Random(seed)
    probe = random.Random(seed + 1)
    moves = 0
    while True:
        h.update(str(s).encode())
        h.update(_zones(s).encode())
        legal = bohnanza.legal_actions(s)
        h.update(" ".join(map(str, legal.basic)).encode())
        for seat in s.to_move:
            h.update(f"|{seat}: ".encode())
            h.update(" ".join(map(str, bohnanza.legal_actions(s, seat).basic)).encode())
        space = legal.negotiations
        h.update(f"|neg {len(space)}".encode())
        if len(space):
            h.update(_verdict(s, space.sample(probe)).encode())
        near = _nearby(s)
        for action in probe.sample(near, min(12, len(near))):
            h.update(_verdict(s, action).encode())
        if s.is_over:
            h.update(str(bohnanza.outcome(s)).encode())
            break
        move = random_move(s, rng, trades)
        h.update(str(move).encode())
        s = bohnanza.apply(s, move)
        moves += 1
    return h.hexdigest(), moves


def _cases() -> Iterator[tuple[str, str, int, tuple[str, ...], dict[str, object], float, int]]:
    for label, preset, players, variants, options in CONFIGS:
        for trades in TRADES:
            for seed in SEEDS:
                yield f"{label}/t{trades}/s{seed}", preset, players, variants, options, trades, seed


def _recorded() -> dict[str, list[object]]:
    if not DIGESTS.exists():
        raise AssertionError(f"{DIGESTS} is missing: the old core's digests cannot be compared")
    data: dict[str, list[object]] = json.loads(DIGESTS.read_text(encoding="utf-8"))
    return data


CASES = list(_cases())


def test_every_case_has_a_recorded_digest() -> None:
    recorded = _recorded()
    assert sorted(recorded) == sorted(case[0] for case in CASES)


@pytest.mark.parametrize("case", CASES, ids=[c[0] for c in CASES])
def test_games_match_the_old_core_move_for_move(
    case: tuple[str, str, int, tuple[str, ...], dict[str, object], float, int],
) -> None:
    label, preset, players, variants, options, trades, seed = case
    digest, moves = game_digest(preset, players, variants, options, trades, seed)
    expected = _recorded()[label]
    assert [digest, moves] == expected, f"{label}: the game differs from the old core's"


def test_the_digest_sees_a_different_game() -> None:
    # A digest that ignored the moves would compare equal for any core: two seeds differ.
    a = game_digest("rio-grande-2000", 4, (), {}, 0.0, 1)
    b = game_digest("rio-grande-2000", 4, (), {}, 0.0, 2)
    assert a[0] != b[0]


if __name__ == "__main__":
    if sys.argv[1:] != ["--write"]:
        raise SystemExit("usage: python tests/test_core_differential.py --write")
    out = {case[0]: list(game_digest(*case[1:])) for case in CASES}
    DIGESTS.parent.mkdir(exist_ok=True)
    DIGESTS.write_text(json.dumps(out, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    print(f"wrote {len(out)} digests to {DIGESTS}")
