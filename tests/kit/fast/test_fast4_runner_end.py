"""How the runner compares the end of a game (``bohnanza.conformance.runner``, the end of
``_Game``), docs/conformance.md: whether the game is over (once per game: an engine that
already played on past the end is not counted again), then the scores, then the winners
in any order; each with its clause, its words, and a reproducer carrying the engine's
claim; an engine's numbers that are not whole numbers are a protocol failure."""

from __future__ import annotations

from typing import Any

import pytest

from bohnanza.conformance.compare import Model
from bohnanza.conformance.protocol import EngineFailure
from bohnanza.conformance.report import Report
from bohnanza.conformance.runner import _Game, game_line
from bohnanza.referee import outcome

Json = dict[str, Any]


class _Answers:
    """An engine that answers every request with ``answer``."""

    def __init__(self, answer: Json) -> None:
        self.answer = answer
        self.sent: list[Json] = []

    def request(self, message: Json, deadline: float | None = None, **_: Any) -> Json:
        self.sent.append(message)
        return self.answer


FINAL = game_line("rio-grande-2000", 3, 1)[-1]
DUEL = game_line("amigo-fr", 2, 1)[-1]


def _end(answer: Json, final: Any = FINAL, over: list[tuple[str, int]] | None = None) -> Report:
    report = Report("e", "rio-grande-2000", 3)
    engine = _Answers(answer)
    game = _Game(engine, report, 4, 0.0, Model())  # type: ignore[arg-type]
    game.over = over or []
    game.end(final)
    assert engine.sent == [{"cmd": "state"}]
    return report


def test_a_game_the_engine_does_not_end_is_one_finding_of_the_end_clause() -> None:
    report = _end({"ok": True, "over": False})
    [(key, count)] = report.counts.items()
    assert key == ("over", "002/end.exhaustion", "", "", "") and count == 1
    [example] = report.examples[key]
    assert example.detail == "the referee's game is over; the engine's is not"
    assert example.game == 4
    assert example.reproducer is not None and example.reproducer["actions"] == []
    duel = _end({"ok": True}, DUEL)
    assert list(duel.counts) == [("over", "000.1/duel.end", "", "", "")]
    # The engine played on past the end before: that finding counts, not this one.
    assert _end({"ok": True, "over": False}, over=[("over", 4)]).counts == {}
    assert _end({"ok": True, "over": "yes"}).disagreements == 1, "over is true or it is not"


def test_the_scores_then_the_winners_are_compared() -> None:
    result = outcome(FINAL)
    assert result is not None
    scores, winners = list(result.scores), list(result.winners)
    assert _end({"ok": True, "over": True, "scores": scores, "winners": winners}).counts == {}
    assert len(winners) == 1
    other = [(winners[0] + 1) % 3]
    wrong = [s + 1 if k == 0 else s for k, s in enumerate(scores)]
    report = _end({"ok": True, "over": True, "scores": wrong, "winners": other})
    [key] = report.counts
    assert key == ("scores", "002/end.scoring", "", "", ""), "the scores first: one finding"
    [example] = report.examples[key]
    assert example.detail == f"scores {wrong}, the referee's {scores}"
    assert example.reproducer is not None
    assert example.reproducer["result"] == {"scores": wrong, "winners": other}
    report = _end({"ok": True, "over": True, "scores": scores, "winners": other})
    [key] = report.counts
    assert key == ("winners", "002/end.tie-break", "", "", "")
    [example] = report.examples[key]
    assert example.detail == f"winners {other}, the referee's {winners} (scores {scores})"
    assert example.reproducer is not None
    assert example.reproducer["result"] == {"scores": scores, "winners": other}
    assert report.readings[key] is not None


def test_tied_winners_are_compared_in_any_order(monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from bohnanza.conformance import runner

    tie = SimpleNamespace(scores=(5, 7, 7), winners=(1, 2))
    monkeypatch.setattr(runner, "outcome", lambda state: tie)
    answer = {"ok": True, "over": True, "scores": [5, 7, 7], "winners": [2, 1]}
    assert _end(answer).counts == {}
    report = _end({**answer, "winners": [2]})
    [key] = report.counts
    assert report.examples[key][0].detail == "winners [2], the referee's [1, 2] (scores [5, 7, 7])"


@pytest.mark.parametrize(
    ("answer", "said"),
    [
        ({"scores": "1, 2", "winners": [0]}, "state: scores is not an array of whole numbers"),
        ({"scores": [1, 2.0, 3], "winners": [0]}, "state: scores is not an array of whole numbers"),
        (
            {"scores": [1, True, 3], "winners": [0]},
            "state: scores is not an array of whole numbers",
        ),
        ({"scores": [1, 2, 3]}, "state: winners is not an array of whole numbers"),
    ],
)
def test_numbers_that_are_not_whole_numbers_are_garbage(answer: Json, said: str) -> None:
    with pytest.raises(EngineFailure) as caught:
        _end({"ok": True, "over": True, **answer})
    assert (caught.value.kind, caught.value.detail) == ("garbage", said)
