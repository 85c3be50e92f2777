"""Moves are compared by legality where the referee lists one choice among equivalent
ones (docs/conformance.md, "What is compared"): an acceptance the engine lists paid with
other cards that meet the offer (the last copy of a variety in the hand where the
referee lists the first, or a face-up card) is the same choice, no disagreement; the
runner reports a referee's acceptance missing only when the engine lists no acceptance
of that offer by that seat at all (``runner._Game.moves``, ``compare.equivalent``)."""

from __future__ import annotations

from bohnanza.actions import Accept, Offer
from bohnanza.conformance.compare import Model
from bohnanza.conformance.report import Report
from bohnanza.conformance.runner import _Game, run
from bohnanza.listing import legal_actions
from bohnanza.notation import describe
from bohnanza.referee import apply
from bohnanza.setup import new_game
from bohnanza.state import TRADE, GameState
from tests.kit.fast.inprocess import InProcess, in_process
from tests.kit.wrong_engines import OtherAcceptCards

__all__ = ["in_process"]


def _chili_asked() -> GameState:
    """Seat 0's step 2 (4 players, seed 3): face up a chili (81) and a blue bean, a chili
    (83) in the hand; seat 1 offers seat 0 a card for a chili."""
    state = new_game("rio-grande-2000", 4, seed=3)
    while state.step_id != TRADE:
        state = apply(state, legal_actions(state).basic[0])
    assert state.face_up_ids == (81, 56) and 83 in state.players[0].hand_ids
    return apply(state, Offer(1, 0, (state.players[1].hand_ids[0],), ("chili",)))


def test_acceptances_paid_with_other_cards_are_no_disagreement(
    in_process: type[InProcess],
) -> None:
    state = _chili_asked()
    mine = {m for m in legal_actions(state, 0).basic if isinstance(m, Accept)}
    theirs = {m for m in OtherAcceptCards().moves(state, 0) if isinstance(m, Accept)}
    assert len(mine) == len(theirs) == 1 and mine != theirs, "another chili pays"
    report = run("other-accept-cards", players=4, games=1, seed=5, trades=0.5, max_moves=400)
    assert report.counts == {} and report.games_agreed == 1 and report.decisions == 400


class _Asked:
    """An engine that answers ``moves`` with a given list."""

    def __init__(self, moves: list[object]) -> None:
        self.moves = moves

    def request(self, message: object, deadline: object = None, **_: object) -> object:
        return {"ok": True, "moves": self.moves}


def test_an_acceptance_missing_is_reported_only_when_no_other_cards_stand_for_it() -> None:
    state = _chili_asked()
    mine = list(legal_actions(state).basic)
    accepts = [m for m in mine if isinstance(m, Accept)]
    assert [(m.seat, m.offerer) for m in accepts] == [(0, 1)]
    others = [describe(state, m) for m in mine if not isinstance(m, Accept)]
    paid = next(iter(set(accepts[0].cards) ^ {81, 83}))
    for listed, missing in (
        (others + [describe(state, m) for m in accepts], []),
        (others + [describe(state, Accept(0, 1, (paid,)))], []),
        (others, [str(accepts[0])]),
    ):
        report = Report("e", "rio-grande-2000", 4)
        game = _Game(_Asked(listed), report, 0, 0.0, Model())  # type: ignore[arg-type]
        game.moves(state)
        assert sorted(f.detail.split(" at turn")[0] for k in report.counts
                      for f in report.examples[k]) == missing  # fmt: skip
        assert all(k[0] == "refuses" and k[2] == "Accept" for k in report.counts)
