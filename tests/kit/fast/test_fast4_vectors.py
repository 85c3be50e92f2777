"""Golden vectors (``bohnanza.conformance.vectors``) as a published artifact: another
engine's test suite reads them, so what a file of format version ``VERSION`` holds never
changes unseen.  The cases of a small set are pinned by digest (a deliberate change
updates the digest and says why); the negotiations of a step-2 case are three drawn
trades or donations and one offer from each seat that can make one."""

from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

from bohnanza.conformance.vectors import _case, _negotiations, cases, write_vectors
from bohnanza.listing import legal_actions
from bohnanza.position import from_dict
from bohnanza.seat import offer_moves
from bohnanza.state import TRADE

#: The digest of every case line (the headers left out: they name the library's version)
#: of ``write_vectors(name, folder, games=2, extra=1)`` for the two editions below, every
#: player count, in order.
DIGEST = "b239997f064796912a0abd67f6c8f954e8047e6d6e520dcc8374d09a5997a9fe"


def test_the_cases_of_a_small_set_are_those_published(tmp_path: Path) -> None:
    digest = hashlib.sha256()
    tags: set[str] = set()
    for name in ("rio-grande-2000", "amigo-fr"):
        for path in write_vectors(name, tmp_path / name, games=2, extra=1):
            header, *lines = path.read_text(encoding="utf-8").splitlines()
            assert json.loads(header)["games"] == 2
            for line in lines:
                digest.update(line.encode() + b"\n")
                tags.add(json.loads(line)["case"])
    assert {"duel-chain", "end-duel", "offer-standing", "trade", "purchase"} <= tags
    assert digest.hexdigest() == DIGEST


def test_a_step_2_case_asks_three_negotiations_and_an_offer_per_seat() -> None:
    chosen = dict(cases("rio-grande-2000", 4, games=2, extra=1))
    state = chosen["trade"]
    assert state.step_id == TRADE
    seats = [k for k in range(4) if offer_moves(state, k, state.table.kind_keys)]
    assert len(seats) >= 2
    found = _negotiations(state, random.Random(3))
    assert len(found) == 3 + len(seats)
    assert [type(m).__name__ for m in found[3:]] == ["Offer"] * len(seats)
    assert [m.seat for m in found[3:]] == seats
    assert all(type(m).__name__ in ("Trade", "Donate") for m in found[:3])
    case = _case("trade", state, random.Random(3))
    assert [e["referee"] for e in case["negotiations"]] == [str(m) for m in found]
    # Outside step 2, and in the duel, none.
    assert _negotiations(chosen["start"], random.Random(3)) == []
    duel = dict(cases("amigo-fr", 2, games=2, extra=1))
    step2 = [s for _, s in duel.items() if s.step_id == TRADE]
    assert all(_negotiations(s, random.Random(3)) == [] for s in step2)


def test_a_finished_game_s_case_gives_its_scores_and_winners_and_no_move() -> None:
    chosen = dict(cases("rio-grande-2000", 3, games=1, extra=0))
    case = _case("over", chosen["over"], random.Random(1))
    state = from_dict(case["position"])
    assert state.is_over and case["legal"] == [] and case["to_move"] == []
    assert len(case["scores"]) == 3 and case["winners"]
    assert max(case["scores"]) == case["scores"][case["winners"][0]]
    start = _case("start", chosen["start"], random.Random(1))
    assert "scores" not in start and "winners" not in start
    assert len(start["legal"]) == len(legal_actions(chosen["start"]).basic)
