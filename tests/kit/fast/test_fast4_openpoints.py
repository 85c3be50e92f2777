"""The open points the kit recognises (``bohnanza.conformance.openpoints``), over whole
games of every rulebook: for each walk, which points each transition offers, how many
positions under their other readings, and those positions themselves (by a digest of
their JSON, in the order found); and which legal moves an engine may refuse under a
point's other reading (``refusal_point``).  A change in any of them changes what the
report excuses as an open point: ``python -m tests.kit.fast.test_fast4_openpoints``
prints the table again, to be read and explained before it replaces the one below."""

from __future__ import annotations

import hashlib
import json
import warnings
from collections import defaultdict
from typing import Any

from bohnanza.conformance.openpoints import RECOGNISED, alternatives, open_point, refusal_point
from bohnanza.listing import legal_actions
from tests.kit.fast.test_fast_attribution import _walk

WALKS = (
    ("rio-grande-2000", 3, 1),
    ("rio-grande-2000", 4, 1),
    ("amigo-fr", 2, 1),
    ("ladybohn", 3, 1),
    ("ladybohn", 4, 1),
    ("original-1997-fr", 4, 1),
    ("original-1997-fr-003", 3, 2),
)


def _table() -> dict[str, str]:
    """``"edition players seed point"`` -> ``"count digest"``, positions (``alt``) and
    refusals (``refuses``) apart."""
    out: dict[str, str] = {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # Ladybohn's provisional sheet
        for name, players, seed in WALKS:
            counts: dict[str, int] = defaultdict(int)
            digests: dict[str, Any] = defaultdict(hashlib.sha256)
            for k, (before, move, after) in enumerate(_walk(name, players, seed)):
                for point, alt in alternatives(before, move, after):
                    counts["alt " + point] += 1
                    digests["alt " + point].update(
                        f"{k}:{json.dumps(alt, sort_keys=True)}\n".encode()
                    )
                for m in legal_actions(before).basic:
                    found = refusal_point(before, m)
                    if found is not None:
                        counts["refuses " + found] += 1
                        digests["refuses " + found].update(f"{k}:{m}\n".encode())
            for key in sorted(counts):
                out[f"{name} {players} {seed} {key}"] = (
                    f"{counts[key]} {digests[key].hexdigest()[:16]}"
                )
    return out


EXPECTED: dict[str, str] = {
    "rio-grande-2000 3 1 alt deck.exhaustion-moment": "3 4cb6cb2c4360708d",
    "rio-grande-2000 3 1 alt step3.who-ends": "52 10bb333f1381720b",
    "rio-grande-2000 3 1 refuses step3.player-order": "177 6ded902d6a5039d0",
    "rio-grande-2000 4 1 alt data.cocoa-beanometer": "2 744209837d75dd39",
    "rio-grande-2000 4 1 alt deck.exhaustion-moment": "3 001276609fa4531a",
    "rio-grande-2000 4 1 alt field3.payment-order": "15 b446c0e03cfb2aab",
    "rio-grande-2000 4 1 alt step3.who-ends": "64 d6d8c7826c7703a4",
    "rio-grande-2000 4 1 refuses step3.player-order": "313 01095774c94c103a",
    "amigo-fr 2 1 alt end.step4-partial-draw": "1 7ac63468b59c077b",
    "amigo-fr 2 1 alt original-1997.single-card-sale": "50 82205eeca511a999",
    "amigo-fr 2 1 refuses duel.offer-unplantable": "69 a9bddcf600a5b49f",
    "ladybohn 3 1 alt deck.exhaustion-moment": "4 89093e3ba8eacf88",
    "ladybohn 3 1 alt end.step4-partial-draw": "1 c3146617ad3a2222",
    "ladybohn 3 1 alt field3.payment-order": "10 ab9eec0725b51b82",
    "ladybohn 3 1 alt ladybohn.beanometer-count": "206 20a9da4284e9e2df",
    "ladybohn 3 1 alt ladybohn.coin-cards": "15 bfc15f99ccec7b1a",
    "ladybohn 3 1 alt ladybohn.face-up-leftover": "30 58b8bf0dec428de9",
    "ladybohn 3 1 alt ladybohn.final-harvest": "1 bfa2e127a4a0defe",
    "ladybohn 3 1 alt ladybohn.garden-miss": "3 f53832b9cf7c491f",
    "ladybohn 3 1 alt ladybohn.immediate-baby": "2 51eec1b34ae6fcc3",
    "ladybohn 3 1 alt ladybohn.promotion-mechanics": "3 c683b3d92d00eeda",
    "ladybohn 3 1 alt step3.who-ends": "53 9fcd407efd050919",
    "ladybohn 3 1 refuses ladybohn.promotion-mechanics": "38 56b4241b7a79c3e5",
    "ladybohn 3 1 refuses ladybohn.step1-buy": "2 ef4b57877df351f5",
    "ladybohn 3 1 refuses step3.player-order": "110 e607bf7b165a870e",
    "ladybohn 4 1 alt deck.exhaustion-moment": "3 faf3414e9d9d0301",
    "ladybohn 4 1 alt end.step4-partial-draw": "1 e997efabcd5cb6b0",
    "ladybohn 4 1 alt field3.payment-order": "10 1672d2a205e19daa",
    "ladybohn 4 1 alt ladybohn.beanometer-count": "216 1c7cdce1fc7b6e33",
    "ladybohn 4 1 alt ladybohn.coin-cards": "14 d261c46b04e8de29",
    "ladybohn 4 1 alt ladybohn.face-up-leftover": "26 53dc385523644058",
    "ladybohn 4 1 alt ladybohn.final-harvest": "1 3396128e7e797e78",
    "ladybohn 4 1 alt ladybohn.garden-miss": "3 36bad3c7b8bbe3a4",
    "ladybohn 4 1 alt ladybohn.immediate-baby": "5 844f76aaa23c3f68",
    "ladybohn 4 1 alt step3.who-ends": "51 6d5129bfdecd4550",
    "ladybohn 4 1 refuses ladybohn.promotion-mechanics": "16 a0690b56686674c2",
    "ladybohn 4 1 refuses ladybohn.step1-buy": "1 ce2520ce98ad2122",
    "ladybohn 4 1 refuses step3.player-order": "167 e646102844800231",
    "original-1997-fr 4 1 alt deck.exhaustion-moment": "3 e02d094515e911de",
    "original-1997-fr 4 1 alt field3.payment-order": "10 d7bc39e191344329",
    "original-1997-fr 4 1 alt original-1997.donated-cards": "2 dcd4464cddae1ba2",
    "original-1997-fr 4 1 alt original-1997.single-card-sale": "144 e3a350e41d40d35c",
    "original-1997-fr 4 1 alt step3.who-ends": "47 5d1dc8f15d4d6ccd",
    "original-1997-fr 4 1 refuses step3.player-order": "197 569c5f7512693f73",
    "original-1997-fr-003 3 2 alt deck.exhaustion-moment": "2 70dee0184d8b61f7",
    "original-1997-fr-003 3 2 alt field3.payment-order": "15 e2aab71d4d6d297f",
    "original-1997-fr-003 3 2 alt original-1997.donated-cards": "10 ccc6666c3d14c4ff",
    "original-1997-fr-003 3 2 alt original-1997.single-card-sale": "153 15ab99af64ef11c8",
    "original-1997-fr-003 3 2 alt step3.who-ends": "52 71dab039b388553a",
    "original-1997-fr-003 3 2 refuses step3.player-order": "189 7884903170eb45b8",
}


def test_the_points_every_transition_offers_over_games_of_every_rulebook() -> None:
    table = _table()
    assert table == EXPECTED
    named = {key.split()[-1] for key in table}
    assert named <= set(RECOGNISED)


def test_a_position_under_a_point_s_reading_is_named_by_the_first_point_giving_it() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        seen = set()
        for name, players, seed in WALKS[3:5]:
            for before, move, after in _walk(name, players, seed):
                found = alternatives(before, move, after)
                for point, alt in found:
                    first = next(p for p, a in found if a == alt)
                    assert open_point(before, move, after, alt) == first
                    seen.add(point)
                if found:
                    last = (before, move, after, found[0][1])
        assert len(seen) >= 8
        before, move, after, alt = last
        assert open_point(before, None, after, alt) is None
        assert open_point(before, move, None, alt) is None
        assert open_point(before, move, after, None) is None


if __name__ == "__main__":
    for key, value in _table().items():
        print(f"    {key!r}: {value!r},")
