"""What the runner does with an engine's answers to ``moves`` and ``check``
(``bohnanza.conformance.runner._Game``): an answer of the wrong shape is a protocol
failure in the kit's exact words; a verdict that differs is a class (allowed or refused)
whose example says the move, the turn and the step, and quotes the rule the engine cites
(80 characters at most); a move the engine's model cannot express is never asked."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza.actions import Keep
from bohnanza.conformance.compare import Model
from bohnanza.conformance.probes import near_misses
from bohnanza.conformance.protocol import EngineFailure
from bohnanza.conformance.report import Report
from bohnanza.conformance.runner import _Game, game_line
from bohnanza.listing import legal_actions
from bohnanza.notation import describe
from bohnanza.referee import check
from bohnanza.state import TRADE

Json = dict[str, Any]


class _Answers:
    def __init__(self, answer: Json) -> None:
        self.answer = answer
        self.sent: list[Json] = []

    def request(self, message: Json, deadline: float | None = None, **_: Any) -> Json:
        self.sent.append(message)
        return self.answer


STATE = game_line("rio-grande-2000", 3, 1)[0]


def _game(answer: Json, model: Model | None = None) -> tuple[_Game, _Answers, Report]:
    report = Report("e", "rio-grande-2000", 3)
    engine = _Answers(answer)
    return _Game(engine, report, 2, 0.0, model or Model()), engine, report  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("ask", "answer", "said"),
    [
        ("moves", {"ok": True}, "moves: no array of moves"),
        ("moves", {"ok": True, "moves": {"a": 1}}, "moves: no array of moves"),
        ("check", {"ok": True}, "check: no verdict for each move"),
        ("check", {"ok": True, "verdicts": [{"legal": True}]}, "check: no verdict for each move"),
        ("check", {"ok": True, "verdicts": [{"legal": 1}, {}]},
         "check: a verdict without a true/false 'legal'"),
        ("check", {"ok": True, "verdicts": [True, True]},
         "check: a verdict without a true/false 'legal'"),
    ],
)  # fmt: skip
def test_an_answer_of_the_wrong_shape_is_garbage(ask: str, answer: Json, said: str) -> None:
    game, _, _ = _game(answer)
    with pytest.raises(EngineFailure) as caught:
        if ask == "moves":
            game.moves(STATE)
        else:
            refused = [m for m in near_misses(STATE) if check(STATE, m) is not None][:2]
            game.probe(STATE, refused)
    assert (caught.value.kind, caught.value.detail) == ("garbage", said)


def test_a_verdict_that_differs_is_a_class_with_the_move_turn_step_and_the_cited_rule() -> None:
    legal = legal_actions(STATE).basic[0]
    refused = next(m for m in near_misses(STATE) if check(STATE, m) is not None)
    cited = "r" * 100
    answer = {"ok": True, "verdicts": [{"legal": False, "rule": cited}, {"legal": True}]}
    game, engine, report = _game(answer)
    game.probe(STATE, [legal, refused])
    assert engine.sent == [
        {"cmd": "check", "moves": [describe(STATE, legal), describe(STATE, refused)]}
    ]
    assert sorted(k[0] for k in report.counts) == ["allows", "refuses"]
    examples = {k[0]: report.examples[k][0] for k in report.counts}
    assert (
        examples["refuses"].detail == f"{legal} at turn 1, step plant (the engine cites {'r' * 80})"
    )
    assert examples["allows"].detail == f"{refused} in a position at turn 1, step plant"
    assert examples["refuses"].game == examples["allows"].game == 2
    assert game.found == 2
    # The same refusal listed again at this position is not counted twice.
    game.probe(STATE, [legal, refused])
    assert report.disagreements == 3, "the refusal once, the allowed move again"
    # A verdict that agrees is nothing; a rule cited that is no text is not quoted.
    game, _, report = _game({"ok": True, "verdicts": [{"legal": False, "rule": 7}]})
    game.probe(STATE, [legal])
    [example] = [report.examples[k][0] for k in report.counts]
    assert example.detail == f"{legal} at turn 1, step plant"
    game, _, report = _game({"ok": True, "verdicts": [{"legal": True}]})
    game.probe(STATE, [legal])
    assert report.counts == {}


def test_a_move_the_model_cannot_express_is_never_asked() -> None:
    trade = next(
        s for s in game_line("rio-grande-2000", 3, 1) if s.step_id == TRADE and s.face_up_ids
    )
    keep = Keep(trade.active, trade.face_up_ids[0])
    assert check(trade, keep) is None
    game, engine, report = _game({"ok": True, "verdicts": []}, Model(keep=False))
    game.probe(trade, [keep])
    assert engine.sent == [] and report.counts == {}
    game, engine, _ = _game({"ok": True, "verdicts": [{"legal": True}]})
    game.probe(trade, [keep])
    assert len(engine.sent) == 1
