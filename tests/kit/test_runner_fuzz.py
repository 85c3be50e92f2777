"""Whatever an engine answers, the runner reports it or blames the engine: every answer
the protocol lets through (a JSON object of bounded depth, as ``protocol`` reads it) is
handed to the runner's comparisons, which end normally or raise ``EngineFailure``, never
anything else (finding F6 of the reliability review)."""

from __future__ import annotations

import json
import random
import time
from typing import Any

from hypothesis import given
from hypothesis import strategies as st

import bohnanza
from bohnanza.conformance.compare import Model
from bohnanza.conformance.protocol import MAX_DEPTH, EngineFailure, depth
from bohnanza.conformance.report import Report
from bohnanza.conformance.runner import _Game, game_line
from bohnanza.position import to_dict

Json = dict[str, Any]

_LINE = game_line("rio-grande-2000", 3, 11, trades=0.5)
#: A few positions of one game: the start, step 2 with an offer standing, step 3, the end.
_STATES = [
    _LINE[0],
    next(s for s in _LINE if s.offers),
    next(s for s in _LINE if s.step_id == 3),
    _LINE[-1],
]

_scalars = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(min_value=-(10**40), max_value=10**40),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=30),
    st.sampled_from(["0 end planting", "\u00b2 end-planting", "1 harvest field 1", "over"]),
)
_json = st.recursive(
    _scalars,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)


@st.composite
def _position(draw: st.DrawFn, state: bohnanza.GameState) -> object:
    """The referee's position with a few parts replaced by anything."""
    doc: Json = json.loads(json.dumps(to_dict(state)))
    for _ in range(draw(st.integers(0, 3))):
        where = draw(st.sampled_from(["top", "seat"]))
        value = draw(_json)
        if where == "top":
            doc[draw(st.sampled_from([k for k in (*doc, "extra") if k != "seats"]))] = value
        else:
            seat = draw(st.integers(0, len(doc["seats"]) - 1))
            doc["seats"][seat][draw(st.sampled_from(["hand", "fields", "coins", "set_aside"]))] = (
                value
            )
    return draw(st.one_of(st.just(doc), _json))


@st.composite
def _answer(draw: st.DrawFn, state: bohnanza.GameState) -> Json:
    answer: Json = {"ok": True}
    for key in ("moves", "verdicts", "position", "over", "scores", "winners", "error", "ok"):
        if draw(st.booleans()):
            answer[key] = draw(_position(state) if key == "position" else _json)
    if draw(st.booleans()):
        answer["moves"] = draw(st.lists(st.one_of(_json, st.sampled_from(
            ["0 plant front on field 1", "0 harvest field 2", "1 decline 0", "2 accept from 0"]
        )), max_size=5))  # fmt: skip
    return answer


class _Stub:
    """An engine process that answers from a list, then with the same last answer."""

    def __init__(self, answers: list[Json]) -> None:
        self.answers = answers
        self.requests = 0

    def request(self, message: Json, deadline: float | None = None, timeout: float | None = None,
                *, refusal: bool = False) -> Json:  # fmt: skip
        self.requests += 1
        answer = self.answers[min(self.requests - 1, len(self.answers) - 1)]
        if depth(answer) > MAX_DEPTH:
            raise EngineFailure("garbage", "too deep")
        if answer.get("ok") is not True and not (refusal and answer.get("ok") is False):
            raise EngineFailure("error", "error")
        return answer


@given(st.data())
def test_no_answer_makes_the_runner_fail(data: st.DataObject) -> None:
    state = data.draw(st.sampled_from(_STATES))
    answers = data.draw(st.lists(_answer(state), min_size=1, max_size=6))
    model = data.draw(st.sampled_from([Model(), Model(card_identity=False), Model(offers="open")]))
    report = Report("stub", "rio-grande-2000", 3)
    game = _Game(_Stub(answers), report, 0, time.monotonic() + 60, model)  # type: ignore[arg-type]
    rng = random.Random(data.draw(st.integers(0, 99)))
    try:
        game.moves(state)
        game.probe(state, [])
        if state.is_over:
            game.end(state)
        else:
            moves = bohnanza.legal_actions(state).basic
            game.step(state, moves[rng.randrange(len(moves))])
    except EngineFailure:
        pass
    report.to_json()
    report.text()
